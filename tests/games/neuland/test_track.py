"""Spec 8, cases 14-17 and 26-28: the time track, turn order and waiting."""

from __future__ import annotations

import random

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.neuland.actions import (
    FOOD_TOKEN,
    Build,
    EndTurn,
    PlaceStartHuts,
    Produce,
    Wait,
)
from boardgames.games.neuland.legal import landing, occupied_offsets
from boardgames.games.neuland.rules import RULES

from .helpers import (
    BLUE,
    DATA,
    PURPLE,
    RED,
    YELLOW,
    build,
    cost,
    do,
    fresh,
    legal,
    of_kind,
    table,
    work,
)
from .test_costs import HUT_SPOT, LODGE_SPOT, QUARRY

FOOD = Produce(spot=LODGE_SPOT)
WOOD = Produce(spot=HUT_SPOT, recipe=0, sources=(LODGE_SPOT,))


def steps(state, count):
    """Spend ``count`` steps of the active player as operations would (track tests only
    care where the marker stands)."""
    state.s += count
    player = state.players[state.active]
    player.steps_taken += count
    player.marker = (state.t + state.s) % state.track_length


def test_case14_ending_on_an_occupied_space():
    state = table(markers={BLUE: 3, YELLOW: 4})
    for action in (FOOD, WOOD, FOOD):
        do(state, action)
    assert state.s == 3 and state.players[RED].marker == 3
    do(state, EndTurn())
    assert state.players[RED].marker == 5 and state.players[RED].steps_taken == 5
    assert state.t == 3 and state.active == BLUE and state.s == 0


def track_board(s, markers):
    state = table(markers=markers)
    quarry_near = build(state, QUARRY, (-1, 0))  # food from (1,0) is 2 hexes away
    quarry_far = build(state, QUARRY, (-2, 0))  # 3 hexes away
    work(state, LODGE_SPOT, lying=True)
    state.s = s
    state.players[RED].marker = s
    return state, quarry_near, quarry_far


def test_case15_an_operation_refused_for_lack_of_a_landing_space():
    state, near, _ = track_board(7, {BLUE: 9, YELLOW: 10})
    two = Produce(spot=near, recipe=0, sources=(LODGE_SPOT,))
    assert cost(two) == 2 and two not in legal(state)
    with pytest.raises(IllegalAction, match="no free space"):
        RULES.check(state, RED, two)
    assert WOOD in legal(state) and cost(WOOD) == 1
    do(state, WOOD)
    assert state.s == 8
    assert not [a for a in legal(state) if a.kind != "end_turn" and cost(a) >= 1]
    assert Build(building=QUARRY, hex=(1, -1), source=HUT_SPOT) in legal(state)
    assert EndTurn() in legal(state)


def test_case16_the_step_budget():
    four = table(players=4, markers={BLUE: 2, YELLOW: 3, PURPLE: 4})
    assert four.track_length == DATA.player_counts["4"].track_length == 10
    quarry_near = build(four, QUARRY, (-1, 0))
    quarry_far = build(four, QUARRY, (-2, 0))
    work(four, LODGE_SPOT, lying=True)
    four.s = four.players[RED].marker = 7
    two = Produce(spot=quarry_near, recipe=0, sources=(LODGE_SPOT,))
    three = Produce(spot=quarry_far, recipe=0, sources=(LODGE_SPOT,))
    assert (cost(two), cost(three)) == (2, 3)
    assert two in legal(four) and three not in legal(four)
    with pytest.raises(IllegalAction, match="only 2 steps left"):
        RULES.check(four, RED, three)


def first_round_two_players():
    """Case 17's first round: Red (first) ends on 2, Blue on 6."""
    state = fresh(2, first_player=RED)
    do(state, PlaceStartHuts(lodge_hex=(1, 0), hut_hex=(1, 0)))
    steps(state, 2)
    do(state, EndTurn())
    assert state.active == BLUE and state.t == 0 and state.phase == "start_huts"
    do(state, PlaceStartHuts(lodge_hex=(-2, 1), hut_hex=(-2, 1)))
    steps(state, 6)
    do(state, EndTurn())
    assert [p.marker for p in state.players] == [2, 6]
    return state


def test_case17_several_turns_in_a_row():
    state = first_round_two_players()
    assert state.t == 2 and state.active == RED and state.s == 0  # turn A
    steps(state, 3)
    do(state, EndTurn())
    assert state.t == 5 and state.active == RED and state.s == 0  # turn B, fresh budget
    assert state.turn_number == 3
    steps(state, 2)
    do(state, EndTurn())
    assert state.players[RED].marker == 7
    assert state.t == 6 and state.active == BLUE
    assert occupied_offsets(state) == {1}
    ends = {(state.t + landing(state, x)) % state.track_length for x in range(1, 11)}
    assert ends == {8, 9, 10, 0, 1, 2, 3, 4, 5}


def test_case17_variant_one_step_lands_behind_blue():
    state = first_round_two_players()
    steps(state, 3)
    do(state, EndTurn())
    steps(state, 1)
    assert state.players[RED].marker == 6  # on Blue's space between operations
    do(state, EndTurn())
    assert state.players[RED].marker == 7 and state.active == BLUE


def test_case18_product_lifetime_over_consecutive_turns():
    state = first_round_two_players()
    do(state, FOOD)  # turn A
    assert not state.tile(LODGE_SPOT).worker.lying
    do(state, EndTurn())
    assert state.active == RED and state.tile(LODGE_SPOT).worker.lying  # turn B
    assert WOOD in legal(state)
    state2 = first_round_two_players()
    do(state2, FOOD)
    do(state2, EndTurn())
    hut = build(state2, DATA.start_buildings[0], (2, -1))
    do(state2, Produce(spot=hut))  # turn B: a new product, the old one is not used
    do(state2, EndTurn())
    assert state2.tile(LODGE_SPOT).worker is None  # removed at the end of turn B
    assert state2.tile(hut).worker is not None and state2.tile(hut).worker.lying


def test_case26_first_round():
    state = fresh(3, first_player=BLUE)
    assert state.round1_order == [BLUE, YELLOW, RED]
    assert RULES.pending(state)[0].seat == BLUE and state.phase == "start_huts"
    forests = [h for h, c in state.hexes.items() if c.terrain == DATA.start_terrain]
    huts = legal(state, BLUE)
    assert len(huts) == len(forests) == 7
    assert all(a.lodge_hex == a.hut_hex for a in huts)
    do(state, PlaceStartHuts(lodge_hex=(1, 0), hut_hex=(1, 0)))
    assert not of_kind(state, "place_coats", BLUE) and not of_kind(state, "end_turn", BLUE)
    steps(state, 4)
    assert not of_kind(state, "place_coats", BLUE)
    do(state, EndTurn())
    assert state.active == YELLOW
    choices = {a.lodge_hex for a in legal(state, YELLOW)}
    assert choices == set(forests) - {(1, 0)}


def test_case27_first_round_positions():
    state = fresh(3, first_player=BLUE)
    do(state, PlaceStartHuts(lodge_hex=(1, 0), hut_hex=(1, 0)))
    steps(state, 4)
    do(state, EndTurn())
    assert state.players[BLUE].marker == 4
    do(state, PlaceStartHuts(lodge_hex=(-2, 1), hut_hex=(-2, 1)))
    steps(state, 4)
    assert state.players[YELLOW].marker == 4
    do(state, EndTurn())
    assert state.players[YELLOW].marker == 5 and state.active == RED and state.t == 0
    do(state, PlaceStartHuts(lodge_hex=(-1, 2), hut_hex=(-1, 2)))
    steps(state, 2)
    do(state, EndTurn())
    assert state.round1_index is None
    assert state.t == 2 and state.active == RED and state.s == 0


def waiting_board():
    state = table(markers={BLUE: 1, YELLOW: 3})
    for spot, seat in ((LODGE_SPOT, BLUE), ((0, -2, 0), BLUE), ((-1, 2, 0), YELLOW)):
        work(state, spot, seat=seat)
    state.players[RED].wood_token = False
    return state


def test_case28_waiting():
    state = waiting_board()
    actions = legal(state)
    assert Wait() in actions
    paid = [a for a in actions if a.kind != "wait"]
    assert paid and all(a.sources == (FOOD_TOKEN,) for a in paid)
    do(state, Wait())
    assert state.players[RED].marker == 2 and state.players[RED].steps_taken == 2
    assert state.active == BLUE and state.t == 1


def test_case28_wait_is_the_only_action_without_tokens():
    state = waiting_board()
    state.players[RED].food_token = False
    assert legal(state) == [Wait()]


def test_wait_is_illegal_when_a_plain_step_is_possible():
    state = table()
    assert Wait() not in legal(state)
    with pytest.raises(IllegalAction, match="waiting is not allowed"):
        RULES.check(state, RED, Wait())


def test_only_the_active_seat_acts():
    state = table()
    assert legal(state, BLUE) == []
    with pytest.raises(IllegalAction, match="not your turn"):
        RULES.check(state, BLUE, FOOD)


def fill_forests(state, per_hex):
    """Put ``per_hex`` tiles from the display on every forest hex."""
    forests = [h for h, c in state.hexes.items() if c.terrain == DATA.start_terrain]
    kinds = [
        kind
        for (kind, terrain), n in state.display_production.items()
        if terrain == DATA.start_terrain
        for _ in range(n)
    ]
    kinds += [p.id for p in DATA.properties if p.terrain == DATA.start_terrain][:1]
    for h in forests:
        for _ in range(per_hex):
            build(state, kinds.pop(), h)
    return forests


def test_start_huts_share_a_hex_with_room_when_none_is_empty():
    state = fresh(2, first_player=RED)
    forests = fill_forests(state, 1)
    choices = legal(state)
    assert {a.lodge_hex for a in choices} == set(forests)
    assert all(a.lodge_hex == a.hut_hex for a in choices)
    do(state, choices[0])
    assert state.tile((*choices[0].lodge_hex, 2)).id == DATA.start_buildings[1]


def test_start_huts_split_over_two_hexes_as_a_last_resort():
    state = fresh(2, first_player=RED)
    forests = fill_forests(state, 2)
    choices = legal(state)
    assert len(choices) == len(forests) * (len(forests) - 1)
    assert all(a.lodge_hex != a.hut_hex for a in choices)


def test_the_log_gives_the_track_spaces_of_an_operation():
    """An operation's log line reads as a sentence and names the spaces the marker moved
    between as the track shows them, not the steps counted in this turn (spec 3.5:
    offset s from the time marker t, modulo N)."""
    state = table(markers={BLUE: 8, YELLOW: 3})
    state.t = state.players[RED].marker = 9  # N = 11: offsets 0..10 are spaces 9, 10, 0, ...
    quarry = build(state, QUARRY, (-1, 0))  # 2 hexes from the Hunting Lodge at (1,0)

    def logged(action) -> str:
        RULES.check(state, RED, action)
        events = RULES.apply(state, RED, action, random.Random(0))
        RULES.check_invariants(state)
        return events[0].text

    assert logged(FOOD) == "Red produced food at Hunting Lodge (1,0) — 1 step, from space 9 to 10"
    stone = Produce(spot=quarry, recipe=0, sources=(LODGE_SPOT,))
    assert logged(stone) == ("Red produced stone at Quarry (-1,0) with food from (1,0)"
                             " — 2 steps, from space 10 to 1")
    assert state.s == 3 and state.players[RED].marker == 1
    work(state, HUT_SPOT, good="wood")
    assert logged(Build(building=QUARRY, hex=(1, -1), source=HUT_SPOT)) == (
        "Red built Quarry at (1,-1) with wood from (1,0) — no step, still on space 1")
