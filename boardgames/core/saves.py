"""Save files: versioned, checksummed, and loaded by replaying the action log.

A save holds the seed, the seats, the options and every move; loading replays the moves
and compares the state with the saved digest. Every way a file can be bad (missing, not a
regular file, too large, not JSON, nested too deeply, foreign, newer, altered, a move that
does not replay) is refused with one line that names the file and changes nothing.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from boardgames import __version__
from boardgames.core import registry
from boardgames.core.controller import Match
from boardgames.core.rules import IllegalAction, SetupError
from boardgames.core.seating import Seat

# 2: id, version, created, finished and status beside the moves. Format 1 still loads.
SCHEMA_VERSION = 2
APP = "boardgames"
MAX_BYTES = 5 * 1024 * 1024
MAX_DEPTH = 32


class SaveError(Exception):
    """A save file that cannot be loaded; the message says why in one line."""


class LoggedAction(BaseModel):
    seat: int
    action: dict[str, Any]


class SaveFile(BaseModel):
    app: str
    schema_version: int
    version: str = ""  # the boardgames version that wrote it (engines may change between)
    id: str = ""
    game: str
    created: str = ""
    saved_at: str
    finished: bool = False
    status: str = ""  # what the game waits for, or who won
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    actions: list[LoggedAction]
    state_digest: str
    checksum: str = ""

    def payload_checksum(self) -> str:
        body = self.model_dump(mode="json", exclude={"checksum"})
        if self.schema_version < 2:  # format 1 had none of the fields added since
            for key in ("version", "id", "created", "finished", "status"):
                body.pop(key, None)
        text = json.dumps(body, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()


def now_stamp() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def status_line(match: Match) -> str:
    """One public line: who must do what, or who won."""
    decision = match.current()
    if decision is None:
        winners = [match.seats[w].name for w in match.scores().winners]
        return f"won by {' and '.join(winners)}" if winners else "finished"
    return f"{match.seats[decision.seat].name}: {decision.prompt}"


def to_save(match: Match, *, game_id: str = "", created: str = "") -> SaveFile:
    stamp = now_stamp()
    save = SaveFile(
        app=APP,
        schema_version=SCHEMA_VERSION,
        version=__version__,
        id=game_id,
        game=match.rules.id,
        created=created or stamp,
        saved_at=stamp,
        finished=match.is_over,
        status=status_line(match),
        options=match.options.model_dump(mode="json"),
        seats=match.seats,
        seed=match.seed,
        actions=[
            LoggedAction(seat=e.seat, action=e.action.model_dump(mode="json"))
            for e in match.entries
        ],
        state_digest=match.state_digest(),
    )
    save.checksum = save.payload_checksum()
    return save


def write_save(match: Match, path: Path, *, game_id: str = "", created: str = "") -> None:
    """Write atomically: a temporary file in the same folder, then a rename. Raises
    OSError (a full disk, a read-only folder) and leaves the old file as it was."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = to_save(match, game_id=game_id, created=created).model_dump_json(indent=1)
    fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def brief(exc: ValidationError) -> str:
    """A pydantic error as one short line: where, and what is wrong."""
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"])
    if err["type"] == "union_tag_invalid":
        message = f"no such kind {err.get('ctx', {}).get('tag', '')!r}"
    else:
        message = str(err["msg"]).rstrip(".")
        message = message[:1].lower() + message[1:]
    more = len(exc.errors()) - 1
    tail = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
    return f"{where}: {message}{tail}" if where else f"{message}{tail}"


def _too_deep(data: Any) -> bool:
    stack = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            return True
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return False


def _read_text(path: Path) -> str:
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SaveError(f"{path}: no such file") from None
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read ({exc.strerror or 'error'})") from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(f"{path}: not a save file (not a regular file)")
    if info.st_size > MAX_BYTES:
        raise SaveError(f"{path}: too large for a save file ({info.st_size / 1e6:.1f} MB; "
                        f"saves are at most {MAX_BYTES // (1024 * 1024)} MB)")
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
        return raw.decode("utf-8")
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read ({exc.strerror or 'error'})") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path}: cannot be read (not text)") from None


def read_save(path: Path) -> SaveFile:
    """Parse and verify a save file's envelope (not yet its game)."""
    text = _read_text(path)
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise SaveError(f"{path}: damaged or incomplete (not valid JSON)") from None
    except RecursionError:
        raise SaveError(f"{path}: damaged (nested too deeply)") from None
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError(f"{path}: not a boardgames save file")
    if _too_deep(data):
        raise SaveError(f"{path}: damaged (nested too deeply)")
    version = data.get("schema_version")
    if isinstance(version, int) and version > SCHEMA_VERSION:
        raise SaveError(
            f"{path}: written by a newer boardgames (save format {version}; "
            f"this version reads up to {SCHEMA_VERSION})"
        )
    try:
        save = SaveFile.model_validate(data)
    except ValidationError as exc:
        raise SaveError(f"{path}: damaged ({brief(exc)})") from None
    if save.checksum != save.payload_checksum():
        raise SaveError(f"{path}: altered or damaged (checksum mismatch)")
    return save


def _written_by(save: SaveFile) -> str:
    return f"boardgames {save.version}" if save.version else "boardgames 0.1"


def match_from_save(save: SaveFile, path: Path) -> Match:
    """Rebuild the saved match by replay and check it against the saved digest."""
    try:
        rules = registry.rules(save.game)
    except registry.UnknownGame:
        raise SaveError(f"{path}: a game this version does not know ({save.game!r})") from None
    same_engine = save.version == __version__
    other = "" if same_engine else (f"; it was written by {_written_by(save)}, "
                                    f"this is boardgames {__version__}")
    try:
        options = rules.Options.model_validate(save.options)
        match = Match(rules, save.seats, options, save.seed)
    except ValidationError as exc:
        raise SaveError(f"{path}: damaged (option {brief(exc)}){other}") from None
    except SetupError as exc:
        raise SaveError(f"{path}: damaged ({exc}){other}") from None
    actions = []
    for number, logged in enumerate(save.actions, start=1):
        try:
            actions.append((logged.seat, rules.action_from_json(logged.action)))
        except ValidationError as exc:
            raise SaveError(f"{path}: move {number} is not a move of {rules.title} "
                            f"({brief(exc)}){other}") from None
    try:
        match.replay(actions)
    except IllegalAction as exc:
        number = len(match.entries) + 1
        raise SaveError(f"{path}: move {number} does not replay ({exc.reason}){other}") from None
    except Exception as exc:  # a crafted file must never crash the app
        number = len(match.entries) + 1
        raise SaveError(f"{path}: move {number} does not replay "
                        f"({exc.__class__.__name__}){other}") from None
    # The digest covers the whole state, whose shape may change between versions: it is
    # compared only when the same engine wrote the file.
    if same_engine and match.state_digest() != save.state_digest:
        raise SaveError(f"{path}: does not reproduce the saved game (state digest mismatch)")
    return match


def load_match(path: Path) -> Match:
    return match_from_save(read_save(path), path)
