"""Where the suite finds its assets and keeps the user's saves."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def assets_dir() -> Path:
    """assets/ inside an installed wheel (mapped there at build time), else the source
    tree's top-level assets/ (editable installs and checkouts)."""
    for candidate in (_PACKAGE / "assets", _PACKAGE.parent / "assets"):
        if (candidate / "data").is_dir():
            return candidate
    raise FileNotFoundError("the boardgames assets folder is missing; reinstall the package")


def data_file(game_id: str) -> Path:
    return assets_dir() / "data" / f"{game_id}.json"


def rules_file(game_id: str) -> Path:
    return assets_dir() / "rules" / f"{game_id}.md"


def user_dir() -> Path:
    """The user's data folder; BOARDGAMES_HOME overrides it (the tests use that)."""
    override = os.environ.get("BOARDGAMES_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("boardgames", appauthor=False))


def saves_dir() -> Path:
    return user_dir() / "saves"


def autosave_file() -> Path:
    return user_dir() / "autosave.json"
