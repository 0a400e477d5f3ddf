"""The registry knows every game without importing boardgames.games first."""

import subprocess
import sys


def test_rules_and_screens_resolve_from_a_fresh_interpreter() -> None:
    code = (
        "from boardgames.core import registry\n"
        "assert registry.game_ids() == "
        "['new_england', 'carcassonne', 'neuland', 'catan', 'bohnanza'], registry.game_ids()\n"
        "for g in registry.game_ids():\n"
        "    r = registry.rules(g)\n"
        "    assert r.id == g and r.info.screen.endswith('Screen'), g\n"
        "from boardgames.ui.games import screen_class\n"
        "assert screen_class('catan').__name__ == 'CatanScreen'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
