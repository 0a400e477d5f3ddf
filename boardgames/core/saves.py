"""Save files: versioned, checksummed, and loaded by replaying the action log.

Format 2 is JSON Lines, so that a running game only ever appends to its file (saving costs
the same after move 600 as after move 1):

- line 1, the header: app, format, the boardgames version, id, game, created, options,
  seats, seed, and the header's checksum;
- one line per move: its number ``n``, ``seat``, ``action`` and ``h``, a hash chained over
  the header and every move so far (an altered move breaks the chain);
- now and then a mark line: ``n`` moves so far, the ``digest`` of the state after them.

The last line of a write also says when (``at``), what the game waits for (``status``) and
whether it is ``over``, which is all the list of saved games needs to read. An undo cuts
the file back to the move it returns to. A last line cut short by a crash is ignored: the
moves before it load.
Format 1 (one JSON document, version 0.1) still loads.

Loading replays the moves and, when the same boardgames version wrote the file, compares
the state with the last digest. Every way a file can be bad (missing, not a regular file,
too large, not JSON, nested too deeply, foreign, newer, altered, a move that does not
replay) is refused with one line that names the file and changes nothing.
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
from boardgames.core.controller import Entry, Match
from boardgames.core.i18n import _, ngettext
from boardgames.core.options import error_line
from boardgames.core.rules import IllegalAction, SetupError
from boardgames.core.seating import Seat

SCHEMA_VERSION = 2
APP = "boardgames"
MAX_BYTES = 5 * 1024 * 1024
MAX_DEPTH = 32


class SaveError(Exception):
    """A save file that cannot be loaded; the message says why in one line."""


class LoggedAction(BaseModel):
    seat: int
    action: dict[str, Any]


class Header(BaseModel):
    app: str
    schema_version: int
    version: str
    id: str
    game: str
    created: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    checksum: str


class SaveFile(BaseModel):
    """A save as read: the header, the moves and the facts of its last line."""

    schema_version: int
    version: str = ""  # the boardgames version that wrote it (engines may change between)
    id: str = ""
    game: str
    created: str = ""
    saved_at: str = ""
    finished: bool = False
    status: str = ""  # what the game waits for, or who won
    totals: list[int] | None = None  # the final scores of a finished game
    winners: list[int] | None = None
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    actions: list[LoggedAction]
    state_digest: str | None = None  # after all the moves, when the file has it


def now_stamp() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def status_line(match: Match) -> str:
    """One public line: who must do what, or who won."""
    decision = match.current()
    if decision is None:
        winners = [match.seats[w].name for w in match.scores().winners]
        return f"won by {' and '.join(winners)}" if winners else "finished"
    return f"{match.seats[decision.seat].name}: {decision.prompt}"


def _dump(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _chain(previous: str, n: int, seat: int, action: dict[str, Any]) -> str:
    body = _dump({"n": n, "seat": seat, "action": action})
    return hashlib.sha256(f"{previous}|{body}".encode()).hexdigest()[:20]


def _header(match: Match, game_id: str, created: str) -> dict[str, Any]:
    head = {"app": APP, "schema_version": SCHEMA_VERSION, "version": __version__,
            "id": game_id, "game": match.rules.id, "created": created,
            "options": match.options.model_dump(mode="json"),
            "seats": [s.model_dump(mode="json") for s in match.seats], "seed": match.seed}
    head["checksum"] = hashlib.sha256(_dump(head).encode()).hexdigest()
    return head


def _move(entry: Entry, n: int, previous: str) -> tuple[dict[str, Any], str]:
    action = entry.action.model_dump(mode="json")
    h = _chain(previous, n, entry.seat, action)
    return {"n": n, "seat": entry.seat, "action": action, "h": h}, h


def _facts(match: Match) -> dict[str, Any]:
    return {"at": now_stamp(), "status": status_line(match), "over": match.is_over}


def _mark(match: Match, chain: str) -> dict[str, Any]:
    mark = {"n": len(match.entries), "digest": match.state_digest(), "h": chain,
            **_facts(match)}
    if match.is_over:  # the history and its statistics read these without a replay
        scores = match.scores()
        mark.update(totals=scores.totals, winners=scores.winners,
                    turns=len(match.turn_starts()))
    return mark


class Journal:
    """Keeps one save file in step with a match: new moves are appended, an undo cuts the
    file back to the move it returns to, and the whole file is written again (atomically)
    only at the start or after a write that failed. ``write`` raises OSError and leaves
    the file loadable."""

    def __init__(self, path: Path, game_id: str = "", created: str = "") -> None:
        self.path = path
        self.id = game_id
        self.created = created or now_stamp()
        self._written: list[Entry] = []
        # After move n (and any mark behind it): the file's size and the chain's value.
        self._ends: list[int] = []
        self._chains: list[str] = []
        self._synced = False
        self._marked = False

    def write(self, match: Match, *, mark: bool = False) -> None:
        if not self._synced:
            self._rewrite(match)
            return
        entries = match.entries
        same = 0
        limit = min(len(self._written), len(entries))
        while same < limit and self._written[same] is entries[same]:
            same += 1
        self._synced = False  # until the file is complete again
        if same < len(self._written):  # an undo: cut back to the move it returns to
            os.truncate(self.path, self._ends[same])
            del self._written[same:], self._ends[same + 1:], self._chains[same + 1:]
            self._marked = False
        chain = self._chains[-1]
        rows: list[dict[str, Any]] = []
        for n, entry in enumerate(entries[same:], start=same + 1):
            row, chain = _move(entry, n, chain)
            rows.append(row)
        if (mark or match.is_over) and not (self._marked and not rows):
            rows.append(_mark(match, chain))
        elif rows:
            rows[-1].update(_facts(match))
        texts = [_dump(row) + "\n" for row in rows]
        if texts:
            _append(self.path, "".join(texts))
        size = self._ends[-1]
        chain = self._chains[-1]
        for row, text in zip(rows, texts, strict=True):
            size += len(text.encode())
            if "digest" in row:
                self._ends[-1] = size
                continue
            chain = row["h"]
            self._ends.append(size)
            self._chains.append(chain)
        self._written.extend(entries[same:])
        if rows:
            self._marked = "digest" in rows[-1]
        self._synced = True

    def _rewrite(self, match: Match) -> None:
        head = _header(match, self.id, self.created)
        texts = [_dump(head) + "\n"]
        chain = head["checksum"]
        ends, chains = [len(texts[0].encode())], [chain]
        for n, entry in enumerate(match.entries, start=1):
            row, chain = _move(entry, n, chain)
            texts.append(_dump(row) + "\n")
            ends.append(ends[-1] + len(texts[-1].encode()))
            chains.append(chain)
        texts.append(_dump(_mark(match, chain)) + "\n")
        ends[-1] += len(texts[-1].encode())
        _write_atomically(self.path, "".join(texts))
        self._written = list(match.entries)
        self._ends, self._chains = ends, chains
        self._synced = True
        self._marked = True


def _append(path: Path, text: str) -> None:
    with path.open("a", encoding="utf-8") as f:
        f.write(text)


def _write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_save(match: Match, path: Path, *, game_id: str = "", created: str = "") -> None:
    """Write a whole save file atomically (a named copy, a test). Raises OSError and then
    leaves the old file as it was."""
    Journal(path, game_id, created).write(match)


# -- reading ------------------------------------------------------------------------------


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
    if more:
        message = ngettext("{problem} (and {count} more problem)",
                           "{problem} (and {count} more problems)", more).format(
            problem=message, count=more)
    return f"{where}: {message}" if where else message


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
        raise SaveError(_("{path}: no such file").format(path=path)) from None
    except OSError as exc:
        raise SaveError(_("{path}: cannot be read ({reason})").format(
            path=path, reason=exc.strerror or exc)) from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(_("{path}: not a save file (not a regular file)").format(path=path))
    if info.st_size > MAX_BYTES:
        raise SaveError(_("{path}: too large for a save file ({size} MB; saves are at most "
                          "{most} MB)").format(path=path, size=f"{info.st_size / 1e6:.1f}",
                                               most=MAX_BYTES // (1024 * 1024)))
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
        return raw.decode("utf-8")
    except OSError as exc:
        raise SaveError(_("{path}: cannot be read ({reason})").format(
            path=path, reason=exc.strerror or exc)) from None
    except UnicodeDecodeError:
        raise SaveError(_("{path}: cannot be read (not text)").format(path=path)) from None


def _parse(path: Path, text: str, line: int | None = None) -> Any:
    """The JSON of ``text`` (``line`` of the file, when it is one line of it)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise SaveError(_("{path}: damaged or incomplete (not valid JSON)").format(path=path)
                        if line is None else _("{path}: damaged or incomplete (not valid JSON "
                                               "at line {line})").format(path=path, line=line)
                        ) from None
    except RecursionError:
        raise SaveError(_too_deep_problem(path, line)) from None
    if _too_deep(data):
        raise SaveError(_too_deep_problem(path, line))
    return data


def _too_deep_problem(path: Path, line: int | None = None) -> str:
    if line is None:
        return _("{path}: damaged (nested too deeply)").format(path=path)
    return _("{path}: damaged (nested too deeply at line {line})").format(path=path, line=line)


def _check_format(path: Path, data: Any) -> int:
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError(_("{path}: not a boardgames save file").format(path=path))
    version = data.get("schema_version")
    if isinstance(version, int) and version > SCHEMA_VERSION:
        raise SaveError(_("{path}: written by a newer boardgames (save format {version}; "
                          "this version reads up to {known})").format(
            path=path, version=version, known=SCHEMA_VERSION))
    return version if isinstance(version, int) else 0


def read_save(path: Path) -> SaveFile:
    """Parse and verify a save file (not yet its game): format, checksums, the chain."""
    text = _read_text(path)
    first, newline, rest = text.partition("\n")
    try:
        head = json.loads(first)
    except (json.JSONDecodeError, RecursionError):
        head = None
    if isinstance(head, dict) and head.get("schema_version") not in (None, 1):
        _check_format(path, head)
        return _read_lines(path, head, rest if newline else "")
    return _read_format_1(path, text)


def _read_lines(path: Path, data: dict[str, Any], rest: str) -> SaveFile:
    if _too_deep(data):
        raise SaveError(_too_deep_problem(path))
    try:
        head = Header.model_validate(data)
    except ValidationError as exc:
        raise SaveError(_damaged(path, brief(exc))) from None
    body = head.model_dump(mode="json", exclude={"checksum"})
    if hashlib.sha256(_dump(body).encode()).hexdigest() != head.checksum:
        raise SaveError(_altered(path))
    actions: list[LoggedAction] = []
    chain, digest, facts = head.checksum, None, {}
    lines = rest.split("\n")
    complete = rest.endswith("\n") or not rest
    for number, text in enumerate(lines, start=2):
        if not text.strip():
            continue
        last = number == len(lines) + 1
        try:
            line = _parse(path, text, number)
        except SaveError:
            if last and not complete:
                break  # a write cut short: the moves before it stand
            raise
        if not isinstance(line, dict) or not isinstance(line.get("n"), int):
            raise SaveError(_("{path}: damaged (line {line} is not a move)").format(
                path=path, line=number))
        if "digest" in line:
            if line["n"] != len(actions) or line.get("h") != chain:
                raise SaveError(_("{path}: altered or damaged (line {line} is out of "
                                  "step)").format(path=path, line=number))
            digest = str(line["digest"])
        else:
            try:
                move = LoggedAction.model_validate(line)
            except ValidationError as exc:
                raise SaveError(_("{path}: damaged (move {number}: {problem})").format(
                    path=path, number=len(actions) + 1, problem=brief(exc))) from None
            chain = _chain(chain, len(actions) + 1, move.seat, move.action)
            if line["n"] != len(actions) + 1 or line.get("h") != chain:
                raise SaveError(_("{path}: altered or damaged (move {number} does not match "
                                  "its checksum)").format(path=path, number=len(actions) + 1))
            actions.append(move)
            digest = None
        if "status" in line:
            facts = line
    return SaveFile(schema_version=head.schema_version, version=head.version, id=head.id,
                    game=head.game, created=head.created,
                    saved_at=str(facts.get("at", head.created)),
                    finished=bool(facts.get("over", False)),
                    status=str(facts.get("status", "")), options=head.options,
                    seats=head.seats, seed=head.seed, actions=actions, state_digest=digest,
                    totals=facts.get("totals"), winners=facts.get("winners"))


class _Format1(BaseModel):
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


def _read_format_1(path: Path, text: str) -> SaveFile:
    """A save of boardgames 0.1: one JSON document with a checksum over it."""
    data = _parse(path, text)
    _check_format(path, data)
    try:
        old = _Format1.model_validate(data)
    except ValidationError as exc:
        raise SaveError(_damaged(path, brief(exc))) from None
    body = old.model_dump(mode="json", exclude={"checksum"})
    if hashlib.sha256(_dump(body).encode()).hexdigest() != old.checksum:
        raise SaveError(_altered(path))
    return SaveFile(schema_version=1, game=old.game, created=old.saved_at,
                    saved_at=old.saved_at, options=old.options, seats=old.seats,
                    seed=old.seed, actions=old.actions, state_digest=old.state_digest)


def _damaged(path: Path, problem: str, other: str = "") -> str:
    return _("{path}: damaged ({problem})").format(path=path, problem=problem) + other


def _altered(path: Path) -> str:
    return _("{path}: altered or damaged (checksum mismatch)").format(path=path)


def _written_by(save: SaveFile) -> str:
    return f"boardgames {save.version}" if save.version else "boardgames 0.1"


def match_from_save(save: SaveFile, path: Path) -> Match:
    """Rebuild the saved match by replay and check it against the saved digest."""
    try:
        rules = registry.rules(save.game)
    except registry.UnknownGame:
        raise SaveError(_("{path}: a game this version does not know ({game})").format(
            path=path, game=repr(save.game))) from None
    same_engine = save.version == __version__
    other = "" if same_engine else _("; it was written by {writer}, this is boardgames "
                                     "{version}").format(writer=_written_by(save),
                                                         version=__version__)
    try:
        options = rules.Options.model_validate(save.options)
        match = Match(rules, save.seats, options, save.seed)
    except ValidationError as exc:
        raise SaveError(_damaged(path, error_line(exc, rules.Options), other)) from None
    except SetupError as exc:
        raise SaveError(_damaged(path, str(exc), other)) from None
    actions = []
    for number, logged in enumerate(save.actions, start=1):
        try:
            actions.append((logged.seat, rules.action_from_json(logged.action)))
        except ValidationError as exc:
            raise SaveError(_("{path}: move {number} is not a move of {game} "
                              "({problem})").format(path=path, number=number,
                                                     game=_(rules.title), problem=brief(exc))
                            + other) from None
    try:
        match.replay(actions)
    except IllegalAction as exc:
        raise SaveError(_no_replay(path, len(match.entries) + 1, exc.reason) + other) from None
    except Exception as exc:  # a crafted file must never crash the app
        raise SaveError(_no_replay(path, len(match.entries) + 1, exc.__class__.__name__)
                        + other) from None
    # The digest covers the whole state, whose shape may change between versions: it is
    # compared only when the same engine wrote the file.
    if same_engine and save.state_digest and match.state_digest() != save.state_digest:
        raise SaveError(_("{path}: does not reproduce the saved game (state digest "
                          "mismatch)").format(path=path))
    return match


def _no_replay(path: Path, number: int, reason: str) -> str:
    return _("{path}: move {number} does not replay ({reason})").format(
        path=path, number=number, reason=reason)


def load_match(path: Path) -> Match:
    return match_from_save(read_save(path), path)
