"""Print the project's runtime and test dependencies pinned to their lower bounds
(`name>=X` becomes `name==X`), one per line, for the lowest-versions run of .ci/run."""

import tomllib
from pathlib import Path

project = tomllib.loads(Path(__file__).resolve().parent.parent.joinpath(
    "pyproject.toml").read_text())["project"]
wanted = [*project["dependencies"], *project["optional-dependencies"]["test"]]
for spec in wanted:
    name, sep, version = spec.partition(">=")
    if name.strip() in ("ruff", "import-linter", "mypy"):
        continue  # linters: not needed to run the tests
    print(f"{name.strip()}=={version.strip()}" if sep else spec)
