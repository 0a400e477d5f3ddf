"""TC-D1 (data integrity), TC-F1 (start-tile fallback) and the game options (spec 2)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from pydantic import ValidationError

from boardgames.core.controller import Match, Seat
from boardgames.core.rules import SetupError
from boardgames.games.new_england import legal as L
from boardgames.games.new_england.actions import PlaceStartTile
from boardgames.games.new_england.data import data
from boardgames.games.new_england.rules import RULES, NewEnglandOptions
from boardgames.games.new_england.state import OFFER, START_TILES
from boardgames.paths import data_file
from tests.games.new_england.builder import empty_board, legal, put

# -- TC-D1 ------------------------------------------------------------------------------------


def test_d1_board() -> None:
    d = data()
    assert len(d.land_cells) == 98 == d.raw.board.land_cell_count.value
    assert len(d.coastal) == 18 and d.coastal <= d.land_cells


def test_d1_tiles_and_cards() -> None:
    d = data()
    assert d.tiles_total == 60 == d.raw.land_tiles_total.value
    assert d.cards_total == 58
    land = sum(c.copies for c in d.cards.values() if c.kind == "land_development")
    figure = sum(c.copies for c in d.cards.values() if c.kind == "figure")
    assert (land, figure) == (24, 34)
    for kind, count in d.figure_supply.items():
        assert sum(c.copies for c in d.cards.values() if c.figure == kind) == count
    vp_rule = d.raw.vp_by_parcel_count.value
    for card in d.cards.values():
        if card.kind == "land_development":
            assert card.vp == vp_rule[str(card.parcels)] and len(card.cells or []) == card.parcels
            shape = d.raw.shapes[card.shape or ""]
            assert len(d.card_orientations[card.id]) == shape.orientations


def test_d1_first_game_layout() -> None:
    d = data()
    tiles = d.layout.tiles
    cells = {tuple(c): t.family for t in tiles for c in t.cells}
    assert len(cells) == 2 * len(tiles) == 24
    for tile in tiles:
        a, b = (tuple(c) for c in tile.cells)
        assert a in d.land_cells and b in d.land_cells and b in d.neighbours[a]
        others = {c for t in tiles if t is not tile for c in map(tuple, t.cells)}
        assert not any(n in others for c in (a, b) for n in d.neighbours[c])
    for family in d.family_order:
        coastal = [
            t for t in tiles if t.family == family and any(tuple(c) in d.coastal for c in t.cells)
        ]
        assert len(coastal) == 1
        assert sorted(t.land for t in tiles if t.family == family) == sorted(d.lands)


PROVENANCE = ("confirmed", "reconstructed")


def _check_provenance(node: Any, where: str) -> None:
    """An entry carries a valid provenance; a group without one holds only entries."""
    if isinstance(node, dict) and "provenance" in node:
        assert node["provenance"] in PROVENANCE, where
        return
    assert isinstance(node, (dict, list)) and node, f"{where} has no provenance"
    items = node.items() if isinstance(node, dict) else enumerate(node)
    for key, value in items:
        _check_provenance(value, f"{where}.{key}")


def _nested(node: Any) -> list[dict[str, Any]]:
    if isinstance(node, dict):
        return [node, *(d for v in node.values() for d in _nested(v))]
    if isinstance(node, list):
        return [d for v in node for d in _nested(v)]
    return []


def test_d1_provenance() -> None:
    raw = json.loads(data_file("new_england").read_text(encoding="utf-8"))
    for key, value in raw.items():
        _check_provenance(value, key)
    for entry in _nested(raw):
        assert entry.get("provenance", "confirmed") in PROVENANCE


# -- TC-F1 ------------------------------------------------------------------------------------


def _crowded_start() -> Any:
    """Start tiles on rows 1, 4 and 7 (and down the last column) so that every free
    cell touches one."""
    state = empty_board()
    families, lands = "AHPW", "SFP"
    k = 0
    for row in (1, 4, 7):
        for (r1, c1), (r2, c2) in [((row, c), (row, c + 1)) for c in range(0, 9, 2)] + [
            ((row, 10), (row + 1, 10))
        ]:
            fam, land = families[k % 4], lands[(k // 4) % 3]
            put(state, f"{fam}.{land}[{r1},{c1}+{r2},{c2}]")
            k += 1
    state.phase = START_TILES
    return state


def test_f1_fallback_start_placement() -> None:
    state = _crowded_start()
    d = data()
    free = [(a, b) for a, b in d.dominoes if a not in state.cell_tile and b not in state.cell_tile]
    assert free
    start_cells = {c for t in state.tiles.values() for c in t.cells}
    assert all(any(n in start_cells for c in pair for n in d.neighbours[c]) for pair in free)
    for seat in range(4):
        for land in "SFP":
            found = L.start_placements(state, seat, land)
            foreign = {
                n
                for t in state.tiles.values()
                if t.land == land and t.owner != seat
                for c in t.cells
                for n in d.neighbours[c]
            }
            expected = [p for p in free if p[0] not in foreign and p[1] not in foreign]
            assert found == expected and found


def test_f1_fallback_is_what_the_placer_is_offered() -> None:
    state = _crowded_start()
    state.placement_order = [1]
    state.placement_step = 0
    state.chosen_start = "F"
    offered = [a.cells for a in legal(state, 1)]
    assert offered == L.start_placements(state, 1, "F") and offered


# -- options (spec 2.1) -------------------------------------------------------------------------


def test_standard_setup() -> None:
    state = RULES.setup(["a", "b", "c"], NewEnglandOptions(), random.Random(5))
    assert state.families == ["A", "H", "P"]
    assert state.money == [12, 12, 12] and state.phase == START_TILES
    assert state.supply.bag_count == 60 and state.supply.deck_count == 58
    assert all(sorted(s) == ["F", "P", "S"] for s in state.start_tiles)
    RULES.check_invariants(state)


def test_last_start_tile_is_chosen_automatically() -> None:
    state = RULES.setup(["a", "b", "c"], NewEnglandOptions(start_player=0), random.Random(5))
    kinds = []
    while state.phase == START_TILES:
        decision = RULES.pending(state)[0]
        kinds.append(decision.kind)
        RULES.apply(state, decision.seat, legal(state, decision.seat)[0], random.Random(0))
    assert kinds.count("choose_start_tile") == 6  # two free choices per seat
    assert kinds.count("place_start_tile") == 9
    assert state.phase == OFFER


@pytest.mark.parametrize("players", [3, 4])
def test_first_game_layout(players: int) -> None:
    options = NewEnglandOptions(layout="first_game", families="random")
    state = RULES.setup([f"p{i}" for i in range(players)], options, random.Random(1))
    assert state.families == list("AHPW"[:players])
    assert state.phase == OFFER and state.round == 1
    assert len(state.tiles) == 3 * players
    for tile in data().layout.tiles:
        if tile.family in state.families:
            key = min(map(tuple, tile.cells))
            placed = state.tiles[key]
            assert placed.land == tile.land and state.families[placed.owner] == tile.family
    assert RULES.pending(state)[0].kind == "choose_offer_size"


def test_random_families_and_start_player() -> None:
    options = NewEnglandOptions(families="random")
    seen_families, seen_starts = set(), set()
    for seed in range(30):
        state = RULES.setup(["a", "b", "c"], options, random.Random(seed))
        assert len(set(state.families)) == 3
        seen_families.add(tuple(state.families))
        seen_starts.add(state.start_player)
    assert len(seen_families) > 3 and seen_starts == {0, 1, 2}


def test_fixed_start_player() -> None:
    state = RULES.setup(["a", "b", "c", "d"], NewEnglandOptions(start_player=3), random.Random(0))
    assert state.start_player == 3
    assert state.placement_order[:4] == [2, 1, 0, 3]


def test_option_validation() -> None:
    with pytest.raises(SetupError):
        RULES.configure(3, NewEnglandOptions(start_player=3))
    with pytest.raises(SetupError):
        RULES.configure(5, NewEnglandOptions())
    with pytest.raises(ValidationError):
        NewEnglandOptions.model_validate({"colour": "red"})
    with pytest.raises(ValidationError):
        NewEnglandOptions.model_validate({"layout": "spiral"})
    assert NewEnglandOptions.model_validate({"start_player": "2"}).start_player == 2
    _, notes = RULES.configure(3, NewEnglandOptions(layout="first_game", families="random"))
    assert notes


def test_match_with_options_round_trips() -> None:
    seats = [Seat(name=f"P{i}", kind="bot", level="random") for i in range(3)]
    match = Match(RULES, seats, {"layout": "first_game", "supply_hint": "none"}, seed=3)
    for _ in range(30):
        seat = match.pending()[0].seat
        match.submit(seat, match.bot_action(seat))
    again = Match(RULES, seats, match.options.model_dump(mode="json"), seed=3)
    again.replay([(e.seat, e.action) for e in match.entries])
    assert again.state_digest() == match.state_digest()
    with pytest.raises(ValidationError):
        PlaceStartTile.model_validate({"cells": [[0, 0]]})


def test_start_tile_cells_are_sorted_on_input() -> None:
    action = PlaceStartTile.model_validate({"cells": [[4, 5], [4, 4]]})
    assert action.cells == ((4, 4), (4, 5))
