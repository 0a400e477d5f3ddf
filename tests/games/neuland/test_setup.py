"""Spec 2: set-up for 2-4 players, the map layouts and the options."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from boardgames.core.controller import Match, Seat
from boardgames.core.rules import SetupError
from boardgames.games.neuland.board import distance, random_layout
from boardgames.games.neuland.rules import RULES
from boardgames.games.neuland.setup import Options

from .helpers import DATA, NAMES, fresh


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_follows_the_player_count(players):
    state = fresh(players)
    counts = DATA.player_counts[str(players)]
    assert state.track_length == counts.track_length
    assert [p.coats_left for p in state.players] == [counts.coats_per_player] * players
    workers = DATA.per_player.workers - DATA.per_player.workers_used_as_time_marker
    assert all(p.supply == workers for p in state.players)
    assert all(p.wheelbarrow and p.food_token and p.wood_token for p in state.players)
    assert all(p.marker == 0 for p in state.players) and state.t == 0
    for kind in DATA.start_buildings:
        total = DATA.buildings[kind].terrain[DATA.start_terrain]
        assert state.display_production[(kind, DATA.start_terrain)] == total - players
    smelter = DATA.buildings[DATA.smelter_id]
    for terrain, n in smelter.terrain.items():
        assert state.display_production[(smelter.id, terrain)] == n
    assert state.bag == DATA.ore_cubes.counts
    assert state.metal_tokens_free == DATA.metal_tokens.count
    assert all(len(state.display_properties[f]) == 3 for f in DATA.fields_in_order)
    RULES.check_invariants(state)


def test_the_track_and_coats_match_the_rulebook():
    assert [DATA.player_counts[str(n)].track_length for n in (2, 3, 4)] == [11, 11, 10]
    assert [DATA.player_counts[str(n)].coats_per_player for n in (2, 3, 4)] == [18, 12, 9]


def test_property_stacks_lowest_number_on_top():
    state = fresh(2)
    for field, stack in state.display_properties.items():
        numbers = [DATA.props[p].stack_position for p in stack]
        assert numbers == sorted(numbers) and all(DATA.props[p].field == field for p in stack)


def test_the_beginner_map_is_the_data_layout():
    state = fresh(3)
    layout = {
        (h.q, h.r): h.terrain for piece in DATA.map.layouts["beginner"].pieces for h in piece.hexes
    }
    assert {h: c.terrain for h, c in state.hexes.items()} == layout
    assert all(len(c.slots) == 3 and c.tiles() == 0 for c in state.hexes.values())
    assert list(state.hexes) == sorted(state.hexes, key=lambda h: (h[1], h[0]))


@pytest.mark.parametrize("seed", range(8))
def test_random_layouts_keep_the_pieces(seed):
    layout = random_layout(DATA, random.Random(seed))
    assert len(layout) == DATA.map.hex_count
    totals = Counter(t for t, _ in layout.values())
    assert totals == {t.id: t.hex_count for t in DATA.terrains}
    pieces: dict[str, list] = {}
    for h, (_, piece) in layout.items():
        pieces.setdefault(piece, []).append(h)
    doubles = [hs for hs in pieces.values() if len(hs) == 2]
    assert len(doubles) == sum(p.count for p in DATA.map.piece_types if len(p.terrains) == 2)
    assert all(distance(a, b) == 1 for a, b in doubles)


def test_a_seed_reproduces_the_random_map():
    a = RULES.setup(NAMES[:2], Options(layout="random"), random.Random(11))
    b = RULES.setup(NAMES[:2], Options(layout="random"), random.Random(11))
    assert {h: c.terrain for h, c in a.hexes.items()} == {h: c.terrain for h, c in b.hexes.items()}


def test_first_player_option_and_first_round_order():
    state = fresh(4, first_player=2)
    assert state.active == 2 and state.round1_order == [2, 3, 0, 1]
    drawn = {RULES.setup(NAMES[:3], Options(), random.Random(s)).first_player for s in range(30)}
    assert drawn == {0, 1, 2}


def test_options_are_validated():
    with pytest.raises(SetupError):
        RULES.configure(2, Options(first_player=2))
    with pytest.raises(SetupError):
        RULES.configure(5, Options())
    with pytest.raises(ValueError):
        Options(turn_limit=0)
    assert Options().turn_limit == 400 and Options().layout == "beginner"


def test_opening_prompt_and_events():
    match = Match(RULES, [Seat(name=n) for n in NAMES[:3]], {"first_player": 1}, seed=1)
    assert match.pending()[0].kind == "start_huts"
    assert "Blue" in match.pending()[0].prompt
    assert "Blue begins" in match.log[0].text
