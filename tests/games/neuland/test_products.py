"""Spec 8, cases 19-21: products, one worker per building, the supply."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.neuland.actions import FOOD_TOKEN, EndTurn, Produce
from boardgames.games.neuland.rules import RULES

from .helpers import BLUE, DATA, RED, YELLOW, build, do, legal, of_kind, table, work
from .test_costs import HUT_SPOT, LODGE_SPOT, QUARRY

FARM = next(
    b.id
    for b in DATA.production_buildings
    if b.recipes[0].output == "food" and not b.start_building
)


def old_food_and_farm():
    state = table()
    work(state, LODGE_SPOT, lying=True)
    farm = build(state, FARM, (0, 1))
    do(state, Produce(spot=farm))
    state.players[BLUE].marker, state.players[YELLOW].marker = 9, 10  # Red plays again
    return state, farm


def test_case19_both_payments_are_legal():
    state, farm = old_food_and_farm()
    with_old = Produce(spot=HUT_SPOT, recipe=0, sources=(LODGE_SPOT,))
    with_new = Produce(spot=HUT_SPOT, recipe=0, sources=(farm,))
    assert with_old in legal(state) and with_new in legal(state)
    assert RULES.describe(state, RED, with_old).endswith("1 step")
    assert RULES.describe(state, RED, with_new).endswith("1 step")


def test_case19_paying_with_the_old_product_keeps_the_new_one():
    state, farm = old_food_and_farm()
    do(state, Produce(spot=HUT_SPOT, recipe=0, sources=(LODGE_SPOT,)))
    do(state, EndTurn())
    assert state.tile(farm).worker is not None and state.tile(farm).worker.lying


def test_case19_paying_with_the_new_product_loses_the_old_one():
    state, farm = old_food_and_farm()
    do(state, Produce(spot=HUT_SPOT, recipe=0, sources=(farm,)))
    supply = state.players[RED].supply
    do(state, EndTurn())
    assert state.tile(LODGE_SPOT).worker is None
    assert state.players[RED].supply == supply + 1


def test_case20_one_worker_per_building():
    state = table(markers={BLUE: 2, YELLOW: 9})
    work(state, LODGE_SPOT, seat=BLUE, lying=True)
    assert not [a for a in of_kind(state, "produce") if a.spot == LODGE_SPOT]
    with pytest.raises(IllegalAction, match="occupied"):
        RULES.check(state, RED, Produce(spot=LODGE_SPOT))
    do(state, Produce(spot=(-1, 2, 0), sources=()))  # Red uses Yellow's lodge instead
    do(state, EndTurn())
    assert state.active == RED  # Red on 1 is still behind Blue on 2
    do(state, Produce(spot=HUT_SPOT, recipe=0, sources=((-1, 2, 0),)))
    do(state, EndTurn())
    assert state.active == BLUE
    do(state, Produce(spot=(0, -2, 0)))
    do(state, EndTurn())  # Blue's old worker leaves (1,0,0)
    assert state.tile(LODGE_SPOT).worker is None
    while state.active != RED:
        do(state, legal(state)[0] if state.s == 0 else EndTurn())
    assert Produce(spot=LODGE_SPOT) in legal(state)


def test_case21_empty_supply():
    state = table()
    work(state, LODGE_SPOT)
    for h in ((1, -1), (1, -1), (1, -1), (-1, 0), (-1, 0), (-1, 0)):
        work(state, build(state, QUARRY, h))
    assert state.players[RED].supply == 0
    farm = build(state, FARM, (0, 0))
    assert not [a for a in of_kind(state, "produce") if a.spot == farm]
    with pytest.raises(IllegalAction, match="no worker left"):
        RULES.check(state, RED, Produce(spot=farm))
    assert Produce(spot=HUT_SPOT, recipe=0, sources=(LODGE_SPOT,)) in legal(state)
    assert Produce(spot=HUT_SPOT, recipe=0, sources=(FOOD_TOKEN,)) not in legal(state)


def test_paying_with_a_worker_of_another_player_is_refused():
    state = table()
    work(state, LODGE_SPOT, seat=BLUE)
    with pytest.raises(IllegalAction, match="no worker of yours"):
        RULES.check(state, RED, Produce(spot=HUT_SPOT, recipe=0, sources=(LODGE_SPOT,)))


def test_paying_the_wrong_good_is_refused():
    state = table()
    quarry = build(state, QUARRY, (1, -1))
    work(state, quarry)
    with pytest.raises(IllegalAction, match="holds stone, not food"):
        RULES.check(state, RED, Produce(spot=HUT_SPOT, recipe=0, sources=(quarry,)))
