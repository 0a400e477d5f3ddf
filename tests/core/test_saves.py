"""Save files: round trip by replay, appending moves, and one clear message for every kind
of damage."""

from __future__ import annotations

import hashlib
import json
import os

import pytest

from boardgames.core.controller import Match, Seat
from boardgames.core.saves import (
    SCHEMA_VERSION,
    Journal,
    SaveError,
    load_match,
    read_save,
    write_save,
)
from tests.toy_game import Draw


@pytest.fixture
def saved(toy, tmp_path):
    match = Match(toy, [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    match.submit(0, Draw())
    match.submit(0, match.legal_actions(0)[0])
    path = tmp_path / "game.json"
    write_save(match, path)
    return match, path


def lines(path) -> list[dict]:
    return [json.loads(x) for x in path.read_text().splitlines() if x.strip()]


def put(path, rows) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


def dump(obj) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _edit(path, change):
    """Change the file's lines without fixing its checksums (damage)."""
    rows = lines(path)
    change(rows)
    put(path, rows)


def _forge(path, change):
    """Change the file and recompute every checksum, as a deliberate tamperer would."""
    rows = lines(path)
    change(rows)
    head = rows[0]
    head.pop("checksum", None)
    head["checksum"] = hashlib.sha256(dump(head).encode()).hexdigest()
    chain, n = head["checksum"], 0
    for row in rows[1:]:
        if "digest" in row:
            row.update(n=n, h=chain)
            continue
        n += 1
        body = dump({"n": n, "seat": row["seat"], "action": row["action"]})
        chain = hashlib.sha256(f"{chain}|{body}".encode()).hexdigest()[:20]
        row.update(n=n, h=chain)
    put(path, rows)


def test_round_trip(saved):
    match, path = saved
    loaded = load_match(path)
    assert loaded.state_digest() == match.state_digest()
    assert [e.action for e in loaded.entries] == [e.action for e in match.entries]
    assert loaded.seats == match.seats and loaded.seed == match.seed


def test_autosave_appends_one_line_per_move_and_rewrites_after_undo(toy, tmp_path):
    path = tmp_path / "auto" / "game.json"
    journal = Journal(path, "g1")
    match = Match(toy, [Seat(name="Ann"), Seat(name="Ada", kind="bot")], seed=3,
                  saver=journal)
    match.autosave()
    assert len(lines(path)) == 2  # the header and a mark
    match.submit(0, Draw())
    text = path.read_text()
    match.submit(0, match.legal_actions(0)[-1])  # sort: a free move
    assert path.read_text().startswith(text)  # appended, not rewritten
    assert read_save(path).actions[0].action == {"kind": "draw"}
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]
    match.undo()
    assert len(read_save(path).actions) == 1
    assert load_match(path).state_digest() == match.state_digest()


def test_a_last_line_cut_short_loses_only_that_move(saved):
    match, path = saved
    text = path.read_text()
    journal_line = json.dumps({"n": 3, "seat": 0, "action": {"kind": "draw"}})
    path.write_text(text + journal_line[:25])
    loaded = load_match(path)
    assert len(loaded.entries) == len(match.entries)


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda p: p.write_text(p.read_text()[:200]), "not valid JSON"),
        (lambda p: p.write_text('{"hello": 1}'), "not a boardgames save file"),
        (lambda p: p.write_bytes(b"\xff\xfe\x00garbage"), "cannot be read"),
        (lambda p: _edit(p, lambda r: r[0].update(schema_version=SCHEMA_VERSION + 1)),
         "newer boardgames"),
        (lambda p: _edit(p, lambda r: r[0].update(seed=r[0]["seed"] + 1)), "checksum"),
        (lambda p: _edit(p, lambda r: r[1]["action"].update(kind="sort")),
         "move 1 does not match its checksum"),
        (lambda p: _edit(p, lambda r: r[0].pop("seed")), r"damaged \(seed: field required\)"),
        (lambda p: _edit(p, lambda r: r.insert(1, {"what": 1})), "line 2 is not a move"),
        (lambda p: p.unlink(), "no such file"),
        (lambda p: p.write_text('{"app": "boardgames", "x": ' + "[" * 5000 + "]" * 5000 + "}"),
         "nested too deeply"),
        (lambda p: p.write_text('{"app": "boardgames", "x": ' + "[" * 40 + "]" * 40 + "}"),
         "nested too deeply"),
        (lambda p: p.write_text(" " * (6 * 1024 * 1024)), "too large"),
        (lambda p: (p.unlink(), os.mkfifo(p)), "not a regular file"),
        (lambda p: (p.unlink(), p.mkdir()), "not a regular file"),
        (lambda p: _forge(p, lambda r: r[2].update(action={"kind": "fly"})),
         r"move 2 is not a move of Toy Cards \(no such kind 'fly'\)"),
        (lambda p: _forge(p, lambda r: r[0]["options"].update(hand_size="many")),
         r"damaged \(option hand_size"),
        (lambda p: _forge(p, lambda r: r[0]["seats"][0].pop("name")),
         r"damaged \(seats.0.name: field required\)"),
    ],
)
def test_damaged_files_give_one_clear_message(saved, damage, message):
    _, path = saved
    damage(path)
    before = sorted(p.name for p in path.parent.iterdir())
    with pytest.raises(SaveError, match=message) as err:
        load_match(path)
    assert "\n" not in str(err.value) and len(str(err.value)) < 220
    assert sorted(p.name for p in path.parent.iterdir()) == before


def test_forged_moves_are_caught_by_replay_or_digest(saved):
    _, path = saved
    _forge(path, lambda r: r[0].update(seed=r[0]["seed"] + 1))
    with pytest.raises(SaveError, match=r"does not replay|digest"):
        load_match(path)


def test_forged_illegal_move_is_caught(saved):
    _, path = saved
    _forge(path, lambda r: r.insert(-1, {"seat": 0, "action": {"kind": "play",
                                                               "card": "c99"}}))
    with pytest.raises(SaveError, match="move 3 does not replay"):
        load_match(path)


def test_unknown_game(saved):
    _, path = saved
    _forge(path, lambda r: r[0].update(game="chess"))
    with pytest.raises(SaveError, match="does not know"):
        load_match(path)


def test_a_save_of_another_version_that_still_replays_loads(saved):
    """The digest covers the whole state, whose shape may change between versions: a
    file written by another version loads when its moves replay."""
    match, path = saved
    _forge(path, lambda r: (r[0].update(version="0.0.1"), r[-1].update(digest="0" * 64)))
    assert load_match(path).state_digest() == match.state_digest()


def test_a_save_of_another_version_that_no_longer_replays_names_both(saved):
    from boardgames import __version__

    _, path = saved
    _forge(path, lambda r: (r[0].update(version="0.0.1"),
                            r.insert(-1, {"seat": 0, "action": {"kind": "play",
                                                                "card": "c99"}})))
    with pytest.raises(SaveError) as err:
        load_match(path)
    assert "boardgames 0.0.1" in str(err.value) and f"boardgames {__version__}" in str(err.value)


def test_the_same_version_with_another_digest_is_refused(saved):
    _, path = saved
    _forge(path, lambda r: r[-1].update(digest="0" * 64))
    with pytest.raises(SaveError, match="digest mismatch"):
        load_match(path)


def test_a_version_0_1_save_still_loads(toy, tmp_path):
    """Format 1 (boardgames 0.1): one JSON document with a checksum over its body."""
    match = Match(toy, [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    match.submit(0, Draw())
    body = {"app": "boardgames", "schema_version": 1, "game": "toy",
            "saved_at": "2026-11-01T10:00:00+00:00", "options": {"hand_size": 3},
            "seats": [s.model_dump(mode="json") for s in match.seats], "seed": 3,
            "actions": [{"seat": 0, "action": {"kind": "draw"}}],
            "state_digest": match.state_digest()}
    body["checksum"] = hashlib.sha256(dump(body).encode()).hexdigest()
    path = tmp_path / "old.json"
    path.write_text(json.dumps(body, indent=1))
    assert load_match(path).state_digest() == match.state_digest()
