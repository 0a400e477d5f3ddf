"""Data integrity (spec section 8.4): run on the real data file, not the frozen copy."""

from __future__ import annotations

import copy
import json

import pytest
from pydantic import ValidationError

from boardgames.games.carcassonne.data import DataFile, build, recount
from boardgames.games.carcassonne.data import data as load_data
from boardgames.paths import data_file

from .helpers import FIXTURE

RULEBOOK_COUNTS = (
    "A 2, B 3, C 3, D 2, E 1, F 1, G 1, H 3, I 2, J 1, K 4, L 3, M 1, N 3, O 2, P 3, Q 4, R 4, "
    "S 1, T 1, U 3, V 1, W 1, X 1, Y 1, Z 3, AA 2, AB 1, AC 2, AD 2, AE 1, AF 1, AG 2, AH 3, "
    "AI 1, AJ 3, AK 3, AL 1, AM 3, AN 2, AO 1, AP 1, AQ 1, AR 1, AS 1, AT 3, AU 1, AV 2, AW 1, "
    "AX 1"
)


def raw() -> dict:
    return json.loads(data_file("carcassonne").read_text(encoding="utf-8"))


def test_tile_ids_and_counts_follow_the_rulebook_list():
    data = load_data()
    expected = [(p.split()[0], int(p.split()[1])) for p in RULEBOOK_COUNTS.split(", ")]
    assert [(t, data.counts[t]) for t in data.tile_ids] == expected
    assert len(expected) == 50 and sum(data.counts.values()) == 95


def test_every_square_keeps_the_integrity_rules():
    data = load_data()
    for square_spec in (*data.file.tiles, *data.file.start_board.spaces):
        name = getattr(square_spec, "id", None) or f"start {square_spec.row}"
        square_spec.check_integrity(name, start_space=not hasattr(square_spec, "count"))


def test_provenance_and_totals():
    data = load_data()
    for square_spec in (*data.file.tiles, *data.file.start_board.spaces):
        assert square_spec.provenance
    assert data.file.totals == recount(data.file.tiles)


def test_start_board():
    board = load_data().file.start_board
    assert [s.row for s in board.spaces] == list(range(board.rows[0], board.rows[1] + 1))
    assert all(s.edges.E == "X" for s in board.spaces)
    for upper, lower in zip(board.spaces, board.spaces[1:], strict=False):
        assert upper.edges.S == lower.edges.N
    assert board.surveyor_start_column == board.column == 0


def signature(face) -> tuple:
    segments = sorted(
        (
            s.kind,
            tuple(sorted(s.sides)),
            tuple(sorted(s.halves)),
            s.flags,
            s.trading_posts,
            s.animals,
            s.end or "",
        )
        for s in face.segments
    )
    return face.edges, tuple(segments)


def test_no_two_tile_types_are_identical_under_rotation():
    data = load_data()
    seen: dict[tuple, str] = {}
    for tile in data.tile_ids:
        for rotation in range(4):
            sig = signature(data.face(tile, rotation))
            other = seen.get(sig)
            assert other in (None, tile), f"{tile} is {other} turned"
            seen[sig] = tile


def test_the_frozen_fixture_is_a_valid_data_file():
    fixture = load_data(FIXTURE)
    assert sum(fixture.counts.values()) == 95 and len(fixture.start_cells) == 10


def tile(doc: dict, tile_id: str) -> dict:
    return next(t for t in doc["tiles"] if t["id"] == tile_id)


def break_count(doc):
    tile(doc, "A")["count"] += 1


def break_town_side(doc):
    tile(doc, "P")["towns"] = []


def break_half(doc):
    tile(doc, "AW")["plains"][0]["halves"].remove("NL")


def break_trail_end(doc):
    del tile(doc, "AK")["trails"][0]["end"]


def break_farm_end(doc):
    tile(doc, "AK")["trails"][0]["end"] = "farm"


def break_coast_on_a_tile(doc):
    tile(doc, "AK")["trails"][0]["end"] = "coast"


def break_split(doc):
    t = tile(doc, "AT")
    t["plains"] = [
        {"id": "plain1", "halves": ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"], "animals": 0}
    ]


def break_start_coast(doc):
    doc["start_board"]["spaces"][0]["edges"]["E"] = "F"


def break_start_match(doc):
    doc["start_board"]["spaces"][0]["edges"]["S"] = "C"


def break_totals(doc):
    doc["totals"]["animals"] += 1


@pytest.mark.parametrize(
    "breaker",
    [
        break_count,
        break_town_side,
        break_half,
        break_trail_end,
        break_farm_end,
        break_coast_on_a_tile,
        break_split,
        break_start_coast,
        break_start_match,
        break_totals,
    ],
)
def test_the_loader_rejects_a_broken_file(breaker):
    doc = copy.deepcopy(raw())
    breaker(doc)
    with pytest.raises(ValidationError):
        DataFile.model_validate(doc)


def test_an_intact_file_builds():
    assert build(DataFile.model_validate(raw())).counts["K"] == 4
