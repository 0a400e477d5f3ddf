"""Spec 8, cases 22-25: coats of arms, the property stacks, terrain and capacity."""

from __future__ import annotations

from itertools import combinations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.neuland.actions import Build, PlaceCoats
from boardgames.games.neuland.board import distance
from boardgames.games.neuland.rules import RULES

from .helpers import BLUE, DATA, RED, YELLOW, build, do, legal, of_kind, table, work
from .test_costs import HUT_SPOT, QUARRY

POLITICS = DATA.stacks["politics"]
SENATE = POLITICS[-1]


def free_hex(state, terrain, near=(0, 0)):
    """The free hex of ``terrain`` nearest to ``near`` (reading order on ties)."""
    options = [
        h for h, c in state.hexes.items() if c.terrain == terrain and c.free_slot() is not None
    ]
    return min(options, key=lambda h: distance(h, near))


def hold(state, seat, good, near):
    """Give ``seat`` one unit of ``good`` on a new building next to ``near``."""
    kind, terrain = next(
        (k, t)
        for k, _ in DATA.producers[good]
        if DATA.buildings[k].special is None
        for t in DATA.buildings[k].terrain
        if state.display_production[(k, t)] > 0
    )
    spot = build(state, kind, free_hex(state, terrain, near))
    work(state, spot, seat=seat, good=good)
    return spot


def senate_board(left: int):
    """Case 22: 4 players, the Senate on (0,1), Yellow active with ``left`` coats."""
    state = table(players=4)
    state.active, state.players[YELLOW].marker = YELLOW, 0
    state.players[RED].marker = 6
    # the politics tiles above the Senate go on the map; coats on them and on stack tops
    # give Yellow exactly C - left placed coats (any rest goes to Blue)
    placed = {}
    for prop in POLITICS[:-1]:
        placed[prop] = build(state, prop, free_hex(state, DATA.props[prop].terrain, (2, 0)))
    for field in ("religion", "science", "culture", "military"):
        prop = DATA.stacks[field][0]
        placed[prop] = build(state, prop, free_hex(state, DATA.props[prop].terrain, (-2, 0)))
    want = state.coats_per_player - left
    mine = next(
        set(group)
        for n in range(len(placed) + 1)
        for group in combinations(placed, n)
        if sum(DATA.props[p].coats for p in group) == want
    )
    for prop, spot in placed.items():
        seat = YELLOW if prop in mine else BLUE
        if seat == BLUE and DATA.props[prop].coats > state.players[BLUE].coats_left:
            continue
        state.tile(spot).coats = (seat, DATA.props[prop].coats)
        state.players[seat].coats_left -= DATA.props[prop].coats
    assert state.players[YELLOW].coats_left == left
    senate = build(state, SENATE, (0, 1))
    sources = tuple(hold(state, YELLOW, g, (0, 1)) for g in DATA.props[SENATE].goods)
    RULES.check_invariants(state)
    return state, PlaceCoats(spot=senate, sources=sources)


@pytest.mark.parametrize("left", [2, 4])
def test_case22_the_last_coats_win_at_once(left):
    state, action = senate_board(left)
    assert action in legal(state, YELLOW)
    do(state, action, seat=YELLOW)
    assert state.tile(action.spot).coats == (YELLOW, left)
    assert state.players[YELLOW].coats_left == 0
    assert state.winner == YELLOW and state.end_reason == "last_coat"
    assert RULES.pending(state) == [] and legal(state, YELLOW) == []
    scores = RULES.scores(state)
    assert scores.winners == [YELLOW] and scores.final


def test_case22_more_coats_than_the_number_play_on():
    number = DATA.props[SENATE].coats
    state, action = senate_board(number + 1)
    do(state, action, seat=YELLOW)
    assert state.tile(action.spot).coats == (YELLOW, number)
    assert state.players[YELLOW].coats_left == 1
    assert state.winner is None and RULES.pending(state)[0].seat == YELLOW


def test_case23_a_property_holds_one_players_coats():
    state = table()
    build(state, POLITICS[0], free_hex(state, DATA.props[POLITICS[0]].terrain, (-2, 2)))
    court = build(state, POLITICS[1], free_hex(state, DATA.props[POLITICS[1]].terrain))
    state.tile(court).coats = (BLUE, DATA.props[POLITICS[1]].coats)
    state.players[BLUE].coats_left -= DATA.props[POLITICS[1]].coats
    sources = tuple(hold(state, RED, g, court[:2]) for g in DATA.props[POLITICS[1]].goods)
    for seat in (RED, BLUE, YELLOW):
        assert not [a for a in of_kind(state, "place_coats", seat) if a.spot == court]
    with pytest.raises(IllegalAction, match="already holds coats"):
        RULES.check(state, RED, PlaceCoats(spot=court, sources=sources))


def test_case24_only_the_top_property_can_be_built():
    state = table()
    quarry = build(state, QUARRY, (1, -1))
    work(state, quarry)
    top, second = POLITICS[0], POLITICS[1]
    built = {a.building for a in of_kind(state, "build")}
    assert top in built and second not in built
    target = free_hex(state, DATA.props[top].terrain, (1, -1))
    with pytest.raises(IllegalAction, match="only the top tile"):
        RULES.check(state, RED, Build(building=second, hex=target, source=quarry))
    do(state, Build(building=top, hex=target, source=quarry))
    assert state.display_properties["politics"][0] == second
    work(state, build(state, QUARRY, (1, -1)))
    assert second in {a.building for a in of_kind(state, "build")}


def test_case25_terrain_and_capacity():
    state = table()
    work(state, HUT_SPOT, good="wood")
    builds = of_kind(state, "build")
    assert not [a for a in builds if a.building == QUARRY and a.hex == (0, 0)]
    with pytest.raises(IllegalAction, match="cannot stand on grassland"):
        RULES.check(state, RED, Build(building=QUARRY, hex=(0, 0), source=HUT_SPOT))
    assert [a for a in builds if a.hex == (1, -1)]
    for _ in range(3):
        build(state, QUARRY, (1, -1))
    assert not [a for a in of_kind(state, "build") if a.hex == (1, -1)]
    with pytest.raises(IllegalAction, match="already holds 3 buildings"):
        RULES.check(state, RED, Build(building=DATA.mine_id, hex=(1, -1), source=HUT_SPOT))


def test_no_coats_in_the_first_turn():
    state = table()
    prop = build(state, POLITICS[0], free_hex(state, DATA.props[POLITICS[0]].terrain))
    sources = tuple(hold(state, RED, g, prop[:2]) for g in DATA.props[POLITICS[0]].goods)
    action = PlaceCoats(spot=prop, sources=sources)
    assert action in legal(state)
    state.players[RED].first_turn_done = False
    assert action not in legal(state)
    with pytest.raises(IllegalAction, match="first turn"):
        RULES.check(state, RED, action)
