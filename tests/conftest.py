import os

import pytest


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    """Every test gets its own user folder, so no test touches real saves."""
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path / "home"))


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    """The tests read English unless they choose a language: the machine's locale does
    not leak in, and a test that switches language leaves English behind."""
    from boardgames.core import i18n

    for name in i18n.ENV_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    yield
    i18n.set_language("en")


@pytest.fixture
def toy():
    """The toy hidden-hand game, registered for the duration of a test."""
    from boardgames.core import registry
    from tests.toy_game import INFO, RULES

    registry.register(INFO, RULES)
    yield RULES
    registry.unregister(INFO.id)


os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")


@pytest.fixture(autouse=True)
def _terminal(monkeypatch):
    """The app refuses TERM=dumb (CI may run with it); the tests play in a real one."""
    monkeypatch.setenv("TERM", "xterm-256color")
