"""Spec 8, cases 11-13 and 29: mine cubes, refills and the Smelter's metal tokens."""

from __future__ import annotations

import random

from boardgames.games.neuland.actions import EndTurn, OrderCubes, Produce
from boardgames.games.neuland.rules import RULES

from .helpers import (
    BLUE,
    DATA,
    MINE,
    RED,
    SMELTER,
    build,
    do,
    legal,
    mine,
    table,
    work,
)
from .test_costs import BURNER, HUT_SPOT, LODGE_SPOT

MINT = next(b.id for b in DATA.production_buildings if b.recipes[0].output == "coins")


def seed_drawing(state, spot_hex, wanted) -> int:
    """A seed whose draw for a new mine on ``spot_hex`` gives the cube multiset wanted."""
    from boardgames.games.neuland.effects import draw_cubes

    for seed in range(500):
        trial = state.clone()
        if sorted(draw_cubes(trial, random.Random(seed), 3)) == sorted(wanted):
            return seed
    raise AssertionError("no seed draws these cubes")


def test_case11_the_builder_orders_the_cubes():
    state = table()
    work(state, HUT_SPOT, good="wood")
    seed = seed_drawing(state, (1, -1), ["silver_ore", "coal", "iron_ore"])
    do(
        state,
        RULES.action_from_json(
            {"kind": "build", "building": MINE, "hex": [1, -1], "source": list(HUT_SPOT)}
        ),
        seed=seed,
    )
    assert state.s == 0 and state.phase == "order_cubes"
    spot = (1, -1, 0)
    orders = legal(state)
    assert len(orders) == 6 and {a.spot for a in orders} == {spot}
    do(state, OrderCubes(spot=spot, order=("iron_ore", "coal", "silver_ore")))
    assert state.phase == "turn" and state.tile(spot).cubes == ["iron_ore", "coal", "silver_ore"]
    work(state, LODGE_SPOT)
    take = Produce(spot=spot, recipe=0, sources=(LODGE_SPOT,))
    assert take in legal(state)
    do(state, take)
    assert state.s == 1 and state.tile(spot).worker.good == "iron_ore"
    # pay the iron ore at a Smelter: its cube goes to the bag, coal comes to the top
    smelter = build(state, SMELTER, (0, 0))
    burner = build(state, BURNER, (2, -1))
    work(state, burner)
    bag = dict(state.bag)
    do(state, Produce(spot=smelter, recipe=0, sources=(burner, spot)))
    assert state.bag["iron_ore"] == bag["iron_ore"] + 1
    assert state.tile(spot).cubes == ["coal", "silver_ore"]
    work(state, LODGE_SPOT)
    do(state, Produce(spot=spot, recipe=0, sources=(LODGE_SPOT,)))
    assert state.tile(spot).worker.good == "coal"


def blue_refill_board(seed_cubes):
    state = table()
    state.active, state.players[BLUE].marker = BLUE, 0
    state.players[RED].marker = 5
    last = mine(state, (1, -1), ["coal"])
    ore = mine(state, (2, -2), ["iron_ore", "coal"])
    smelter = build(state, SMELTER, (2, -1))
    work(state, last, seat=BLUE)
    work(state, ore, seat=BLUE)
    seed = seed_drawing(state, (1, -1), seed_cubes)
    return state, last, ore, smelter, seed


def test_case12_refill_when_the_last_cube_leaves():
    state, last, ore, smelter, seed = blue_refill_board(["coal", "iron_ore", "silver_ore"])
    bag = sum(state.bag.values())
    action = Produce(spot=smelter, recipe=0, sources=(last, ore))
    assert action in legal(state, BLUE)
    do(state, action, seat=BLUE, seed=seed)
    steps = state.s
    assert sum(state.bag.values()) == bag + 2 - 3
    assert state.phase == "order_cubes" and RULES.pending(state)[0].seat == BLUE
    assert state.pending_orders[0].spot == last and state.tile(last).cubes == []
    order = legal(state, BLUE)[0]
    do(state, order, seat=BLUE)
    assert state.phase == "turn" and state.active == BLUE and state.s == steps
    assert state.tile(last).cubes == list(order.order)


def test_case12_three_cubes_of_one_type_ask_nothing():
    state, last, ore, smelter, seed = blue_refill_board(["coal", "coal", "coal"])
    do(state, Produce(spot=smelter, recipe=0, sources=(last, ore)), seat=BLUE, seed=seed)
    assert state.phase == "turn" and state.tile(last).cubes == ["coal", "coal", "coal"]


def test_case13_expiry_drops_the_top_cube():
    state = table()
    spot = mine(state, (1, -1), ["coal", "silver_ore", "iron_ore"])
    work(state, spot, good="coal", lying=True)
    do(state, Produce(spot=LODGE_SPOT))
    supply = state.players[RED].supply
    coal = state.bag["coal"]
    state.players[BLUE].marker, state.players[2].marker = 9, 10  # Red plays again
    do(state, EndTurn())
    assert state.tile(spot).worker is None and state.players[RED].supply == supply + 1
    assert state.bag["coal"] == coal + 1
    assert state.tile(spot).cubes == ["silver_ore", "iron_ore"]
    assert state.active == RED and state.s == 0
    do(state, Produce(spot=(1, 0, 1), recipe=0, sources=(LODGE_SPOT,)))
    work(state, LODGE_SPOT)
    do(state, Produce(spot=spot, recipe=0, sources=(LODGE_SPOT,)))
    assert state.tile(spot).worker.good == "silver_ore"


def silver_board():
    state = table()
    smelter = build(state, SMELTER, (0, 0))
    coal = mine(state, (1, -1), ["coal", "coal"])
    ore = mine(state, (-1, 0), ["silver_ore", "coal"])
    work(state, coal)
    work(state, ore)
    do(state, Produce(spot=smelter, recipe=1, sources=(coal, ore)))
    return state, smelter


def test_case29_the_metal_token_returns_when_silver_is_paid():
    state, smelter = silver_board()
    assert state.metal_tokens_free == DATA.metal_tokens.count - 1
    assert state.tile(smelter).metal == "silver"
    mint = build(state, MINT, (0, -1))
    do(state, Produce(spot=mint, recipe=0, sources=(smelter,)))
    assert state.metal_tokens_free == DATA.metal_tokens.count
    assert state.tile(smelter).metal is None and state.tile(smelter).worker is None


def test_case29_the_metal_token_returns_when_silver_expires():
    state, smelter = silver_board()
    state.players[BLUE].marker, state.players[2].marker = 9, 10
    do(state, EndTurn())  # the silver lies down
    assert state.tile(smelter).metal == "silver"
    do(state, Produce(spot=LODGE_SPOT))
    do(state, EndTurn())  # and expires
    assert state.tile(smelter).worker is None and state.tile(smelter).metal is None
    assert state.metal_tokens_free == DATA.metal_tokens.count


def test_a_refill_at_the_end_of_a_turn_is_ordered_before_the_next_player():
    state = table()
    spot = mine(state, (1, -1), ["coal"])
    work(state, spot, good="coal", lying=True)
    do(state, Produce(spot=LODGE_SPOT))
    seed = seed_drawing(state, (1, -1), ["coal", "iron_ore", "silver_ore"])
    do(state, EndTurn(), seed=seed)
    assert state.phase == "order_cubes" and state.active == RED
    assert state.after_orders == "finish_turn" and state.turn_number == 0
    do(state, legal(state)[0])
    assert len(state.tile(spot).cubes) == 3
    assert state.turn_number == 1 and state.phase == "turn" and state.s == 0
