"""The saved-games library: every match has its own file in the user data folder from its
first move, finished games are kept, and a lock file keeps two running copies of the app
from writing the same game.

A game's file is ``games/<id>.json``; while a window has it open, ``games/<id>.lock`` holds
that process's pid and a token. A lock whose process is gone is stale and taken over.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from boardgames import paths
from boardgames.core.i18n import _

if TYPE_CHECKING:  # the list of saved games (the menu) needs neither pydantic nor engines
    from boardgames.core.controller import Match
    from boardgames.core.saves import SaveFile

# Locks this process holds (several apps can run in one process, as in the tests).
_HELD: dict[Path, str] = {}


class GameLocked(Exception):
    """The game is open in another window; the message says so in one line."""


@dataclass(frozen=True)
class SavedGame:
    """One entry of the library, read from its file without replaying the moves."""

    id: str
    path: Path
    game: str
    seats: list[str]
    moves: int
    finished: bool
    status: str
    created: str
    updated: str
    # Per seat: None for a human, else the bot's level (the statistics by level).
    levels: list[str | None] = field(default_factory=list)
    totals: list[int] | None = None  # a finished game's final scores
    winners: list[int] | None = None
    turns: int | None = None  # a finished game's length in turns (files since 0.3)

    @classmethod
    def of(cls, path: Path, save: SaveFile, moves: int | None = None) -> SavedGame:
        return cls(id=save.id or path.stem, path=path, game=save.game,
                   seats=[s.name for s in save.seats],
                   moves=len(save.actions) if moves is None else moves,
                   finished=save.finished, status=save.status,
                   created=save.created or save.saved_at, updated=save.saved_at,
                   levels=[s.level or "random" if s.is_bot else None for s in save.seats],
                   totals=save.totals, winners=save.winners)

    def to_json(self) -> dict[str, object]:
        return {"id": self.id, "game": self.game, "file": str(self.path),
                "seats": self.seats, "moves": self.moves, "finished": self.finished,
                "status": self.status, "created": self.created, "updated": self.updated,
                "levels": self.levels, "scores": self.totals, "winners": self.winners,
                "minutes": self.minutes, "turns": self.turns}

    @property
    def shown_status(self) -> str:
        """The state in words, in the language of the moment where the facts say it (who
        won); else as the file has it (a pending prompt, in the language it was saved in)."""
        if not self.finished:
            return self.status
        names = [self.seats[i] for i in self.winners or [] if i < len(self.seats)]
        if not names:
            return _("finished")
        from boardgames.core.events import join_words

        return _("won by {names}").format(names=join_words(names))

    @property
    def minutes(self) -> float | None:
        """From the first move to the last save, in minutes."""
        try:
            span = datetime.fromisoformat(self.updated) - datetime.fromisoformat(self.created)
        except ValueError:
            return None
        return round(span.total_seconds() / 60, 1)

    @property
    def when(self) -> str:
        """The last-played time in the local zone, as a person reads it."""
        try:
            return datetime.fromisoformat(self.updated).astimezone().strftime("%Y-%m-%d %H:%M")
        except ValueError:
            return self.updated


def new_id(game: str) -> str:
    return f"{game}-{datetime.now():%Y%m%d-%H%M%S}-{secrets.token_hex(2)}"


def path_of(game_id: str) -> Path:
    return paths.games_dir() / f"{game_id}.json"


def in_library(path: Path) -> bool:
    try:
        return path.resolve().parent == paths.games_dir().resolve()
    except OSError:
        return False


# -- locks --------------------------------------------------------------------------------


def _lock_path(save: Path) -> Path:
    return save.with_suffix(".lock")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: it exists
        return True
    return True


def _owner(lock: Path) -> tuple[int, str] | None:
    """The pid and token in a lock file, or None when there is no usable lock."""
    try:
        pid_text, _, token = lock.read_text(encoding="utf-8").strip().partition(" ")
        return int(pid_text), token
    except (OSError, ValueError):
        return None


def _held_elsewhere(lock: Path) -> int | None:
    """The pid of another live window that holds ``lock``, or None."""
    owner = _owner(lock)
    if owner is None:
        return None
    pid, token = owner
    if pid == os.getpid():
        return pid if _HELD.get(lock) == token else None
    return pid if _alive(pid) else None


def acquire(save: Path) -> None:
    """Take the lock of a game file; raise GameLocked when another live window has it.
    Failing to write the lock (a read-only folder) is not an error: the game then runs
    unlocked, as it would without the library."""
    lock = _lock_path(save)
    token = secrets.token_hex(8)
    for _attempt in range(3):
        pid = _held_elsewhere(lock)
        if pid is not None:
            raise GameLocked(_("{file}: this game is open in another boardgames window "
                               "(process {pid}); close it there first").format(
                file=save.name, pid=pid))
        lock.unlink(missing_ok=True)  # none, or a stale one
        try:
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            continue  # another window was quicker: look again
        except OSError:
            return
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(f"{os.getpid()} {token}\n")
        _HELD[lock] = token
        return
    raise GameLocked(_("this game is being opened in another boardgames window"))


def release(save: Path) -> None:
    lock = _lock_path(save)
    token = _HELD.pop(lock, None)
    if token is not None and _owner(lock) == (os.getpid(), token):
        lock.unlink(missing_ok=True)


def release_all() -> None:
    for lock in list(_HELD):
        release(lock.with_suffix(".json"))


def is_open_elsewhere(save: Path) -> bool:
    return _held_elsewhere(_lock_path(save)) is not None


# -- the slot a running match writes into --------------------------------------------------


class Slot:
    """The library file a running match writes after every move (``Match.saver``)."""

    def __init__(self, game_id: str, created: str = "") -> None:
        from boardgames.core.saves import Journal

        self.id = game_id
        self.path = path_of(game_id)
        self._journal = Journal(self.path, game_id, created)
        self._match: Match | None = None

    def write(self, match: Match) -> None:
        self._match = match
        self._journal.write(match)

    def close(self) -> None:
        """Note the state's digest at the end of the file, then let go of the lock."""
        if self._match is not None:
            # The moves are on disk already, or the game has said that it cannot save.
            with contextlib.suppress(OSError):
                self._journal.write(self._match, mark=True)
        release(self.path)


def attach_new(match: Match) -> Slot:
    """Give a new match its own file in the library and write it once (a failed write
    is kept in ``match.save_error``; the match goes on)."""
    slot = Slot(new_id(match.rules.id))
    try:
        paths.games_dir().mkdir(parents=True, exist_ok=True)
        acquire(slot.path)
    except OSError:
        pass
    match.saver = slot
    match.autosave()
    return slot


def open_file(path: Path) -> tuple[Match, Slot | None]:
    """Load a save for play. A game of the library resumes in its own file (locked); an
    unfinished game from anywhere else continues as a new game of the library, so the
    file that was opened stays as it was. A finished game gets no slot: nothing is
    written. Raises SaveError or GameLocked with one line."""
    from boardgames.core.saves import SaveError, match_from_save, read_save

    if not in_library(path):
        match = match_from_save(read_save(path), path)
        return match, (None if match.is_over else attach_new(match))
    acquire(path)
    try:
        save = read_save(path)
        match = match_from_save(save, path)
    except SaveError:
        release(path)
        raise
    if match.is_over:
        release(path)
        return match, None
    slot = Slot(save.id or path.stem, save.created)
    match.saver = slot
    return match, slot


def _peek(path: Path) -> SavedGame | None:
    """An entry from the two lines of a format-2 save that the list needs: the header and
    the last line with the facts (see saves.py). Plain JSON, no check of the moves (opening
    the game checks everything). None when the file needs a full read."""
    try:
        with path.open("rb") as f:
            head = json.loads(f.readline(64 * 1024))
            size = os.fstat(f.fileno()).st_size
            f.seek(max(f.tell(), size - 16 * 1024))
            tail = f.read().decode("utf-8", errors="replace").split("\n")
        if not isinstance(head, dict) or head.get("schema_version") != 2:
            return None
        facts: dict[str, Any] = {}
        for text in reversed(tail):
            try:
                line = json.loads(text) if text.strip() else None
            except ValueError:
                continue
            if isinstance(line, dict) and "status" in line and isinstance(line.get("n"), int):
                facts = line
                break
        if not facts:
            return None
        seats = head["seats"]
        return SavedGame(id=str(head["id"]) or path.stem, path=path, game=str(head["game"]),
                         seats=[str(s["name"]) for s in seats], moves=facts["n"],
                         finished=bool(facts.get("over")), status=str(facts["status"]),
                         created=str(head["created"]), updated=str(facts.get("at", "")),
                         levels=[(s.get("level") or "random") if s.get("kind") == "bot"
                                 else None for s in seats],
                         totals=facts.get("totals"), winners=facts.get("winners"),
                         turns=facts.get("turns"))
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return None


def list_games() -> tuple[list[SavedGame], list[str]]:
    """Every game of the library, most recently played first, and one line for each
    file that could not be read."""
    import_legacy_autosave()
    found: list[SavedGame] = []
    damaged: list[str] = []
    folder = paths.games_dir()
    try:
        files = [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    except OSError:
        files = []
    for path in files:
        quick = _peek(path)
        if quick is not None:
            found.append(quick)
            continue
        from boardgames.core.saves import SaveError, read_save

        try:
            found.append(SavedGame.of(path, read_save(path)))
        except SaveError as exc:
            damaged.append(str(exc))
    found.sort(key=lambda g: g.updated, reverse=True)
    return found, damaged


def unfinished() -> list[SavedGame]:
    return [g for g in list_games()[0] if not g.finished]


def find(ref: str) -> Path | None:
    """A game's file by its id (or a unique beginning of one)."""
    games = list_games()[0]
    exact = [g for g in games if g.id == ref]
    matches = exact or [g for g in games if g.id.startswith(ref)]
    return matches[0].path if len(matches) == 1 else None


def delete(game: SavedGame) -> None:
    if is_open_elsewhere(game.path):
        raise GameLocked(_("this game is open in another boardgames window"))
    game.path.unlink(missing_ok=True)
    _lock_path(game.path).unlink(missing_ok=True)


def import_legacy_autosave() -> None:
    """Version 0.1 kept one autosave slot; move it into the library once, unchanged."""
    legacy = paths.legacy_autosave_file()
    if not legacy.is_file():
        return
    from boardgames.core.saves import SaveError, read_save

    try:
        game = read_save(legacy).game
    except SaveError:
        game = "game"  # kept as it is: Resume lists it as damaged rather than losing it
    try:
        target = path_of(new_id(game))
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(legacy, target)
    except OSError:
        return

