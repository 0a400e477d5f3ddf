"""Remembered settings, in the user's config folder: per game the last set-up (player
count, seats, options, the hard bots' think time) that the setup screen offers as its
defaults, the theme and the language.

Plain JSON read by hand (not pydantic), so the app can apply the theme before its first
frame without loading pydantic. A damaged file is ignored (the caller says so once) and
replaced on the next save."""

from __future__ import annotations

import contextlib
import json
import math
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from boardgames import paths
from boardgames.core.i18n import LANGUAGES

KINDS = ("human", "greedy", "random", "expert")


@dataclass
class SeatSetup:
    name: str
    kind: str  # "human" or a bot level
    colour: int  # index into the palette


@dataclass
class GameSetup:
    players: int
    seats: list[SeatSetup]
    options: dict[str, Any]
    think: float | None = None  # hard bots' seconds per decision (None: the default)


@dataclass
class Settings:
    theme: str | None = None
    language: str | None = None  # None: from the environment
    games: dict[str, GameSetup] = field(default_factory=dict)


def settings_file() -> Path:
    return paths.config_dir() / "settings.json"


def _game(data: Any) -> GameSetup:
    seats = [SeatSetup(name=str(s["name"]), kind=str(s["kind"]), colour=int(s["colour"]))
             for s in data["seats"]]
    if any(s.kind not in KINDS or not s.name for s in seats):
        raise ValueError("a seat of an unknown kind")
    if not isinstance(data["options"], dict):
        raise ValueError("options are not a table")
    return GameSetup(players=int(data["players"]), seats=seats, options=dict(data["options"]),
                     think=_think(data.get("think")))


def _think(value: Any) -> float | None:
    """A think time: a positive finite number, else None. Older files have none, and a
    damaged one falls back to the default alone, keeping the rest of the game's set-up.
    (The setup screen takes it only when its list offers it.)"""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    with contextlib.suppress(OverflowError):  # an integer too large for a float
        if 0 < float(value) < math.inf:
            return float(value)
    return None


def load() -> tuple[Settings, str | None]:
    """The settings, and a one-line problem when the file was damaged (then defaults)."""
    path = settings_file()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except (OSError, UnicodeDecodeError) as exc:
        return Settings(), f"{path} cannot be read ({exc.__class__.__name__}); using defaults"
    try:
        data = json.loads(text)
        theme = data.get("theme")
        games = {str(k): _game(v) for k, v in data.get("games", {}).items()}
        language = data.get("language")
        return Settings(theme=str(theme) if theme else None,
                        language=language if language in LANGUAGES else None,
                        games=games), None
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return Settings(), f"{path} is damaged and was ignored; using defaults"


def save(settings: Settings) -> None:
    """Write atomically; raises OSError (the caller says why, nothing else is lost)."""
    path = settings_file()
    body = {
        "theme": settings.theme,
        "language": settings.language,
        "games": {gid: {"players": g.players, "options": g.options,
                        "seats": [vars(s) for s in g.seats], "think": g.think}
                  for gid, g in settings.games.items()},
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(body, f, indent=1)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
