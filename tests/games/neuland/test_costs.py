"""Spec 8, cases 1-10 and 30: the step price of operations (spec 3.4)."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.neuland.actions import (
    FOOD_TOKEN,
    WOOD_TOKEN,
    Build,
    EndTurn,
    PlaceCoats,
    Produce,
)
from boardgames.games.neuland.board import distance
from boardgames.games.neuland.rules import RULES
from boardgames.games.neuland.summary import preview, suppliers

from .helpers import (
    BLUE,
    DATA,
    HUT,
    LODGE,
    MINE,
    RED,
    SMELTER,
    YELLOW,
    build,
    cost,
    do,
    legal,
    mine,
    of_kind,
    table,
    work,
)

QUARRY = next(b.id for b in DATA.production_buildings if b.recipes[0].output == "stone")
BURNER = next(b.id for b in DATA.production_buildings if b.recipes[0].output == "coal")
WEAPONSMITH = next(b.id for b in DATA.production_buildings if b.recipes[0].output == "weapons")
ALCHEMIST = next(b.id for b in DATA.production_buildings if b.recipes[0].output == "gold")
PAPER_MILL = next(b.id for b in DATA.production_buildings if b.recipes[0].output == "paper")
LODGE_SPOT, HUT_SPOT = (1, 0, 0), (1, 0, 1)


def wood_from_hut() -> Produce:
    return Produce(spot=HUT_SPOT, recipe=0, sources=(LODGE_SPOT,))


def test_case1_input_on_the_same_hex():
    state = table()
    work(state, LODGE_SPOT, lying=True)
    supply = state.players[RED].supply
    action = wood_from_hut()
    assert action in legal(state)
    assert cost(action) == 1
    assert action.model_copy(update={"wheelbarrow": True}) not in legal(state)
    do(state, action)
    assert state.tile(LODGE_SPOT).worker is None
    worker = state.tile(HUT_SPOT).worker
    assert (worker.owner, worker.good, worker.lying) == (RED, "wood", False)
    assert state.players[RED].supply == supply
    assert state.s == 1


def test_case2_input_on_a_neighbouring_hex():
    state = table()
    far_lodge = build(state, LODGE, (2, -1))
    work(state, far_lodge)
    assert distance((2, -1), (1, 0)) == 1
    action = Produce(spot=HUT_SPOT, recipe=0, sources=(far_lodge,))
    assert action in legal(state) and cost(action) == 1


def test_case3_input_two_hexes_away():
    state = table()
    quarry = build(state, QUARRY, (-1, 0))
    work(state, LODGE_SPOT)
    action = Produce(spot=quarry, recipe=0, sources=(LODGE_SPOT,))
    assert action in legal(state) and cost(action) == 2


def test_case4_three_hexes_away_production_versus_building():
    state = table()
    quarry = build(state, QUARRY, (-2, 0))
    work(state, LODGE_SPOT)
    work(state, HUT_SPOT, good="wood")
    produce = Produce(spot=quarry, recipe=0, sources=(LODGE_SPOT,))
    build_mine = Build(building=MINE, hex=(-2, 0), source=HUT_SPOT)
    assert produce in legal(state) and cost(produce) == 3
    assert build_mine in legal(state) and cost(build_mine) == 2


def test_case5_building_inside_the_area_is_free():
    state = table()
    work(state, HUT_SPOT, good="wood")
    supply = state.players[RED].supply
    shown = state.display_production[(QUARRY, "mountain")]
    action = Build(building=QUARRY, hex=(1, -1), source=HUT_SPOT)
    assert action in legal(state) and cost(action) == 0
    do(state, action)
    assert state.s == 0 and state.players[RED].marker == state.t
    assert state.display_production[(QUARRY, "mountain")] == shown - 1
    assert state.tile((1, -1, 0)).id == QUARRY
    assert state.tile(HUT_SPOT).worker is None
    assert state.players[RED].supply == supply + 1
    assert not of_kind(state, "end_turn")
    with pytest.raises(IllegalAction, match="at least one step"):
        RULES.check(state, RED, EndTurn())


def test_case6_building_two_hexes_away_draws_cubes():
    for seed in range(40):
        state = table()
        work(state, HUT_SPOT, good="wood")
        bag = sum(state.bag.values())
        action = Build(building=MINE, hex=(2, -2), source=HUT_SPOT)
        assert cost(action) == 1
        do(state, action, seed=seed)
        assert state.s == 1
        assert sum(state.bag.values()) == bag - DATA.ore_cubes.per_mine
        tile = state.tile((2, -2, 0))
        if state.phase == "order_cubes":
            drawn = state.pending_orders[0].cubes
            assert len(set(drawn)) > 1 and tile.cubes == []
            actions = legal(state)
            assert actions and all(a.kind == "order_cubes" for a in actions)
            assert RULES.pending(state)[0].seat == RED
        else:
            assert len(set(tile.cubes)) == 1 and len(tile.cubes) == 3


def smelter_case(state):
    """Case 7's board: a forest Smelter on (-1,1), Red's coal at (1,-1), ore at (2,-2)."""
    smelter = build(state, SMELTER, (-1, 1))
    coal = mine(state, (1, -1), ["coal", "silver_ore"])
    ore = mine(state, (2, -2), ["iron_ore", "coal"])
    work(state, coal)
    work(state, ore)
    return smelter, coal, ore


def test_case7_the_farthest_input_counts_not_the_sum():
    state = table()
    smelter, coal, ore = smelter_case(state)
    assert distance((1, -1), (-1, 1)) == 2 and distance((2, -2), (-1, 1)) == 3
    action = Produce(spot=smelter, recipe=0, sources=(coal, ore))
    assert action in legal(state) and cost(action) == 3
    bag = dict(state.bag)
    do(state, action)
    assert state.s == 3
    assert state.bag["coal"] == bag["coal"] + 1 and state.bag["iron_ore"] == bag["iron_ore"] + 1
    assert state.tile(coal).cubes == ["silver_ore"] and state.tile(ore).cubes == ["coal"]
    assert state.tile(smelter).metal == "iron" and state.tile(smelter).worker.good == "iron"
    assert state.metal_tokens_free == DATA.metal_tokens.count - 1


def test_case8_wheelbarrow():
    state = table()
    smelter, coal, ore = smelter_case(state)
    barrow = Produce(spot=smelter, recipe=0, sources=(coal, ore), wheelbarrow=True)
    assert barrow in legal(state) and cost(barrow) == 1
    work(state, HUT_SPOT, good="wood")
    far_mine = Build(building=MINE, hex=(-2, 0), source=HUT_SPOT)
    assert cost(far_mine) == 2
    assert cost(far_mine.model_copy(update={"wheelbarrow": True})) == 0
    do(state, barrow)
    assert state.s == 1 and not state.players[RED].wheelbarrow
    assert not [a for a in legal(state) if getattr(a, "wheelbarrow", False)]
    with pytest.raises(IllegalAction, match="wheelbarrow"):
        RULES.check(state, RED, far_mine.model_copy(update={"wheelbarrow": True}))


def test_case9_tokens():
    state = table()
    for spot, seat in ((LODGE_SPOT, BLUE), ((0, -2, 0), BLUE), ((-1, 2, 0), YELLOW)):
        work(state, spot, seat=seat)
    hut = build(state, HUT, (-1, 1))
    assert hut == (-1, 1, 0)
    action = Produce(spot=hut, recipe=0, sources=(FOOD_TOKEN,))
    assert action in legal(state) and cost(action) == 1
    assert action.model_copy(update={"wheelbarrow": True}) not in legal(state)
    do(state, action)
    assert not state.players[RED].food_token
    assert state.s == 1
    burner = Build(building=BURNER, hex=(-2, 1), source=WOOD_TOKEN)
    assert burner in legal(state) and cost(burner) == 0
    assert not [a for a in of_kind(state, "build") if a.building == BURNER and a.hex == (-2, 2)]
    do(state, burner)
    assert not state.players[RED].wood_token and state.s == 1
    with pytest.raises(IllegalAction, match="already used your food token"):
        RULES.check(state, RED, Produce(spot=(1, 0, 1), recipe=0, sources=(FOOD_TOKEN,)))


def test_case10_gold_is_a_wildcard():
    state = table()
    cave = build(state, ALCHEMIST, (-1, 0))
    work(state, cave, good=DATA.wildcard)
    top = DATA.stacks["politics"][0]
    terrain = DATA.props[top].terrain
    target = next(
        h for h, c in state.hexes.items() if c.terrain == terrain and distance(h, (-1, 0)) == 1
    )
    as_stone = Build(building=top, hex=target, source=cave)
    assert as_stone in legal(state) and cost(as_stone) == 0
    smith = build(state, WEAPONSMITH, (1, 0))
    smelter = build(state, SMELTER, (2, 0))
    work(state, smelter, good="iron")
    weapons = Produce(spot=smith, recipe=0, sources=(cave, smelter))
    assert distance((-1, 0), (1, 0)) == 2 and distance((2, 0), (1, 0)) == 1
    assert weapons in legal(state) and cost(weapons) == 2
    labels = RULES.describe(state, RED, weapons)
    assert "gold from (-1,0) as coal" in labels and "2 steps" in labels


def test_case30_distance_for_property_goods():
    state = table()
    rathaus = DATA.stacks["politics"][0]
    prop = build(state, rathaus, (0, 0))
    mill = build(state, PAPER_MILL, (-2, 1))
    quarry = build(state, QUARRY, (1, -1))
    work(state, mill)
    work(state, quarry)
    held = {"paper": mill, "stone": quarry}
    sources = tuple(held[g] for g in DATA.props[rathaus].goods)
    action = PlaceCoats(spot=prop, sources=sources)
    assert action in legal(state) and cost(action) == 2
    barrow = action.model_copy(update={"wheelbarrow": True})
    assert barrow in legal(state) and cost(barrow) == 1


def test_preview_shows_sources_distances_and_landing():
    state = table()
    smelter, coal, ore = smelter_case(state)
    view = preview(state, Produce(spot=smelter, recipe=0, sources=(coal, ore)))
    assert view.steps == 3 and view.target == (-1, 1)
    assert [(p.good, p.distance, p.surcharge) for p in view.inputs] == [
        ("coal", 2, 1),
        ("iron_ore", 3, 2),
    ]
    assert (view.steps_after, view.space_after, view.end_space, view.forfeit_if_ended) == (
        3,
        3,
        3,
        0,
    )
    assert suppliers(state, RED, "coal", (-1, 1)) == [(coal, 1)]
    assert suppliers(state, RED, "food", (0, 0)) == [(FOOD_TOKEN, 0)]


def test_preview_of_a_forfeit():
    state = table(markers={BLUE: 1, YELLOW: 2})
    view = preview(state, Produce(spot=LODGE_SPOT))
    assert view.steps == 1 and view.end_space == 3 and view.forfeit_if_ended == 2


def test_describe_names_the_cost():
    state = table()
    work(state, LODGE_SPOT)
    label = RULES.describe(state, RED, wood_from_hut())
    assert label == "Produce wood at Lumberjack's Hut (1,0) with food from (1,0) — 1 step"


def test_token_payments_come_after_every_other_payment():
    """The wood and food tokens are once per game (R5): the list of legal actions offers
    them only after the operations paid with products, even at the same cost."""
    state = table()
    work(state, LODGE_SPOT)  # food at the Hunting Lodge
    do(state, Produce(spot=HUT_SPOT, recipe=0, sources=(LODGE_SPOT,)))  # wood at the hut
    work(state, LODGE_SPOT)  # and food again
    actions = legal(state)
    quarry_by_worker = Build(building=QUARRY, hex=(1, -1), source=HUT_SPOT)
    quarry_by_token = Build(building=QUARRY, hex=(1, -1), source=WOOD_TOKEN)
    assert cost(quarry_by_worker) == cost(quarry_by_token) == 0  # inside the low-cost area
    assert actions.index(quarry_by_worker) < actions.index(quarry_by_token)
    operations = [a for a in actions if a.kind in ("produce", "build", "place_coats")]
    paid_by_token = [pays_with_token(a) for a in operations]
    first = paid_by_token.index(True)
    assert not any(paid_by_token[:first]) and all(paid_by_token[first:])
    assert {FOOD_TOKEN, WOOD_TOKEN} <= {s for a in operations[first:] for s in payers(a)}
    assert actions[-1] == EndTurn()


def payers(action) -> tuple:
    return action.sources if hasattr(action, "sources") else (action.source,)


def pays_with_token(action) -> bool:
    return any(s in (FOOD_TOKEN, WOOD_TOKEN) for s in payers(action))
