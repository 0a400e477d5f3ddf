"""Save files: round trip by replay, and one clear message for every kind of damage."""

from __future__ import annotations

import json
import os

import pytest

from boardgames.core.controller import Match, Seat
from boardgames.core.saves import SCHEMA_VERSION, SaveError, load_match, read_save, write_save
from tests.toy_game import Draw


@pytest.fixture
def saved(toy, tmp_path):
    match = Match(toy, [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    match.submit(0, Draw())
    match.submit(0, match.legal_actions(0)[0])
    path = tmp_path / "game.json"
    write_save(match, path)
    return match, path


def test_round_trip(saved):
    match, path = saved
    loaded = load_match(path)
    assert loaded.state_digest() == match.state_digest()
    assert [e.action for e in loaded.entries] == [e.action for e in match.entries]
    assert loaded.seats == match.seats and loaded.seed == match.seed


def test_autosave_writes_atomically(toy, tmp_path):
    path = tmp_path / "auto" / "game.json"

    class Saver:
        def write(self, match):
            write_save(match, path)

    match = Match(toy, [Seat(name="Ann"), Seat(name="Bob")], seed=3, saver=Saver())
    match.submit(0, Draw())
    assert read_save(path).actions[0].action == {"kind": "draw"}
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]


def _rewrite(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda p: p.write_text(p.read_text()[:200]), "not valid JSON"),
        (lambda p: p.write_text('{"hello": 1}'), "not a boardgames save file"),
        (lambda p: p.write_bytes(b"\xff\xfe\x00garbage"), "cannot be read"),
        (lambda p: _rewrite(p, lambda d: d.update(schema_version=SCHEMA_VERSION + 1)),
         "newer boardgames"),
        (lambda p: _rewrite(p, lambda d: d.update(seed=d["seed"] + 1)), "checksum"),
        (lambda p: _rewrite(p, lambda d: d.pop("actions")), "damaged"),
        (lambda p: p.unlink(), "no such file"),
        (lambda p: p.write_text('{"app": "boardgames", "x": ' + "[" * 5000 + "]" * 5000 + "}"),
         "nested too deeply"),
        (lambda p: p.write_text('{"app": "boardgames", "x": ' + "[" * 40 + "]" * 40 + "}"),
         "nested too deeply"),
        (lambda p: p.write_text(" " * (6 * 1024 * 1024)), "too large"),
        (lambda p: (p.unlink(), os.mkfifo(p)), "not a regular file"),
        (lambda p: (p.unlink(), p.mkdir()), "not a regular file"),
        (lambda p: _forge(p, lambda d: d["actions"][1].update(action={"kind": "fly"})),
         r"move 2 is not a move of Toy Cards \(no such kind 'fly'\)"),
        (lambda p: _forge(p, lambda d: d["options"].update(hand_size="many")),
         "damaged \\(option hand_size"),
        (lambda p: _rewrite(p, lambda d: d["seats"][0].pop("name")),
         r"damaged \(seats.0.name: field required\)"),
    ],
)
def test_damaged_files_give_one_clear_message(saved, damage, message):
    _, path = saved
    damage(path)
    before = sorted(p.name for p in path.parent.iterdir())
    with pytest.raises(SaveError, match=message) as err:
        load_match(path)
    assert "\n" not in str(err.value) and len(str(err.value)) < 200
    assert sorted(p.name for p in path.parent.iterdir()) == before


def _forge(path, change):
    """Alter a save and recompute its checksum, as a deliberate tamperer would."""
    from boardgames.core.saves import SaveFile

    data = json.loads(path.read_text())
    change(data)
    save = SaveFile.model_validate(data)
    save.checksum = save.payload_checksum()
    path.write_text(save.model_dump_json())


def test_forged_moves_are_caught_by_replay_or_digest(saved):
    _, path = saved
    _forge(path, lambda d: d.update(seed=d["seed"] + 1))
    with pytest.raises(SaveError, match=r"does not replay|digest"):
        load_match(path)


def test_forged_illegal_move_is_caught(saved):
    _, path = saved
    _forge(path, lambda d: d["actions"].append({"seat": 0, "action": {"kind": "play",
                                                                        "card": "c99"}}))
    with pytest.raises(SaveError, match="move 3 does not replay"):
        load_match(path)


def test_unknown_game(saved):
    _, path = saved
    _forge(path, lambda d: d.update(game="chess"))
    with pytest.raises(SaveError, match="does not know"):
        load_match(path)


def test_a_save_of_another_version_that_still_replays_loads(saved):
    """The digest covers the whole state, whose shape may change between versions: a
    file written by another version loads when its moves replay."""
    match, path = saved
    _forge(path, lambda d: d.update(version="0.0.1", state_digest="0" * 64))
    assert load_match(path).state_digest() == match.state_digest()


def test_a_save_of_another_version_that_no_longer_replays_names_both(saved):
    from boardgames import __version__

    _, path = saved
    _forge(path, lambda d: (d.update(version="0.0.1"),
                            d["actions"].append({"seat": 0, "action": {"kind": "play",
                                                                        "card": "c99"}})))
    with pytest.raises(SaveError) as err:
        load_match(path)
    assert "boardgames 0.0.1" in str(err.value) and f"boardgames {__version__}" in str(err.value)


def test_the_same_version_with_another_digest_is_refused(saved):
    _, path = saved
    _forge(path, lambda d: d.update(state_digest="0" * 64))
    with pytest.raises(SaveError, match="digest mismatch"):
        load_match(path)
