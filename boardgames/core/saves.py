"""Save files: versioned, checksummed, and loaded by replaying the action log."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from boardgames.core import registry
from boardgames.core.controller import Match, Seat

SCHEMA_VERSION = 1
APP = "boardgames"


class SaveError(Exception):
    """A save file that cannot be loaded; the message says why in one line."""


class LoggedAction(BaseModel):
    seat: int
    action: dict[str, Any]


class SaveFile(BaseModel):
    app: str
    schema_version: int
    game: str
    saved_at: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    actions: list[LoggedAction]
    state_digest: str
    checksum: str = ""

    def payload_checksum(self) -> str:
        body = self.model_dump(mode="json", exclude={"checksum"})
        text = json.dumps(body, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()


def to_save(match: Match) -> SaveFile:
    save = SaveFile(
        app=APP,
        schema_version=SCHEMA_VERSION,
        game=match.rules.id,
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
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


def write_save(match: Match, path: Path) -> None:
    """Write atomically: a temporary file in the same folder, then a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = to_save(match).model_dump_json(indent=1)
    fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_save(path: Path) -> SaveFile:
    """Parse and verify a save file's envelope (not yet its game)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path}: cannot be read ({exc.__class__.__name__})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise SaveError(f"{path}: damaged or incomplete (not valid JSON)") from None
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError(f"{path}: not a boardgames save file")
    version = data.get("schema_version")
    if isinstance(version, int) and version > SCHEMA_VERSION:
        raise SaveError(
            f"{path}: written by a newer boardgames (save format {version}; "
            f"this version reads up to {SCHEMA_VERSION})"
        )
    try:
        save = SaveFile.model_validate(data)
    except ValidationError:
        raise SaveError(f"{path}: damaged (fields missing or of the wrong type)") from None
    if save.checksum != save.payload_checksum():
        raise SaveError(f"{path}: altered or damaged (checksum mismatch)")
    return save


def load_match(path: Path, autosave: Path | None = None) -> Match:
    """Rebuild the saved match by replay and check it against the saved digest."""
    save = read_save(path)
    try:
        rules = registry.rules(save.game)
    except registry.UnknownGame:
        raise SaveError(f"{path}: a game this version does not know ({save.game!r})") from None
    try:
        match = Match(rules, save.seats, save.options, save.seed)
        actions = [(a.seat, rules.action_from_json(a.action)) for a in save.actions]
        match.replay(actions)
    except Exception as exc:  # a crafted file must never crash the app
        raise SaveError(f"{path}: damaged (its moves do not replay: {exc})") from None
    if match.state_digest() != save.state_digest:
        raise SaveError(f"{path}: does not reproduce the saved game (state digest mismatch)")
    match.autosave_path = autosave
    return match
