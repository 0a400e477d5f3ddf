"""Where the suite finds its assets and keeps the user's games."""

from __future__ import annotations

import os
import tempfile
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


class UnusableFolder(OSError):
    """The user data folder cannot hold games; the message names it and says why."""


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


def rules_file(game_id: str, lang: str = "en") -> Path:
    """The rules reference in ``lang`` when it is translated, else the English one."""
    if lang != "en":
        translated = assets_dir() / "rules" / lang / f"{game_id}.md"
        if translated.is_file():
            return translated
    return assets_dir() / "rules" / f"{game_id}.md"


def locale_dir() -> Path:
    """The gettext catalogs: ``<lang>/LC_MESSAGES/boardgames.po``."""
    return assets_dir() / "locale"


def user_dir() -> Path:
    """The user's data folder; BOARDGAMES_HOME overrides it (the tests use that)."""
    override = os.environ.get("BOARDGAMES_HOME")
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("boardgames", appauthor=False))


def config_dir() -> Path:
    """The user's config folder (remembered settings); under BOARDGAMES_HOME when set."""
    override = os.environ.get("BOARDGAMES_HOME")
    if override:
        return Path(override).expanduser() / "config"
    from platformdirs import user_config_dir

    return Path(user_config_dir("boardgames", appauthor=False))


def games_dir() -> Path:
    """The saved-games library: one file per match, finished games included."""
    return user_dir() / "games"


def saves_dir() -> Path:
    """Named copies written with ctrl+s."""
    return user_dir() / "saves"


def legacy_autosave_file() -> Path:
    """The single autosave slot of version 0.1; imported into the library on first use."""
    return user_dir() / "autosave.json"


def check_user_dir() -> Path:
    """Make sure the library folder exists and takes files; raise UnusableFolder with
    one line naming the folder otherwise."""
    folder = games_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        if isinstance(exc, (FileExistsError, NotADirectoryError)):
            reason = "a file is in the way of the folder"
        raise UnusableFolder(f"cannot keep games in {folder}: {reason.lower()} "
                             "(set BOARDGAMES_HOME to another folder)") from None
    return folder
