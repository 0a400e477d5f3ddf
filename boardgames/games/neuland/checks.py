"""Why an action is illegal: ``check`` raises IllegalAction with a specific reason.

It mirrors ``moves.legal_actions`` rule by rule; the tests hold the two in agreement.
"""

from __future__ import annotations

from boardgames.core.rules import Action, IllegalAction
from boardgames.games.neuland.actions import (
    FOOD_TOKEN,
    WOOD_TOKEN,
    Build,
    EndTurn,
    OrderCubes,
    PlaceCoats,
    PlaceStartHuts,
    Produce,
    Source,
    Wait,
    source_key,
)
from boardgames.games.neuland.costs import (
    Operation,
    normal_cost,
    track_allows,
    wheelbarrow_cost,
)
from boardgames.games.neuland.data import NeulandData, load
from boardgames.games.neuland.hexmap import fmt_hex
from boardgames.games.neuland.moves import cube_orders, hut_choices, operations
from boardgames.games.neuland.state import (
    PHASE_ORDER_CUBES,
    PHASE_OVER,
    PHASE_START_HUTS,
    NeulandState,
)


def fmt_spot(spot: tuple[int, int, int]) -> str:
    return f"({spot[0]},{spot[1]}) slot {spot[2]}"


def check(state: NeulandState, seat: int, action: Action) -> None:
    if state.phase == PHASE_OVER:
        raise IllegalAction("the game is over")
    if seat != state.active:
        raise IllegalAction("it is not your turn")
    if state.phase == PHASE_START_HUTS:
        if not isinstance(action, PlaceStartHuts):
            raise IllegalAction("place your two start huts first")
        if (action.lodge_hex, action.hut_hex) not in hut_choices(state):
            raise IllegalAction(
                "the start huts go together on an empty forest hex"
                " (another forest hex only when no empty one is left)"
            )
        return
    if state.phase == PHASE_ORDER_CUBES:
        if not isinstance(action, OrderCubes):
            raise IllegalAction("order the cubes drawn for the mine first")
        order = state.pending_orders[0]
        if action.spot != order.spot:
            raise IllegalAction(
                f"the cubes to order are those of the mine at {fmt_spot(order.spot)}"
            )
        if tuple(action.order) not in cube_orders(order.cubes):
            raise IllegalAction("the order must use exactly the three cubes drawn")
        return
    if isinstance(action, EndTurn):
        if state.s < 1:
            raise IllegalAction("a turn needs at least one step before it can end")
        return
    if isinstance(action, Wait):
        if state.s >= 1:
            raise IllegalAction(
                "waiting is only possible before the first step of a turn; you can end the"
                " turn instead"
            )
        if operations(state)[1]:
            raise IllegalAction(
                "you can still do something that costs a step without spending the"
                " wheelbarrow or a token, so waiting is not allowed"
            )
        return
    if isinstance(action, Produce):
        _check_produce(state, seat, action)
    elif isinstance(action, Build):
        _check_build(state, seat, action)
    elif isinstance(action, PlaceCoats):
        _check_coats(state, seat, action)
    else:
        raise IllegalAction(f"{action.kind} is not possible now")


def _check_produce(state: NeulandState, seat: int, action: Produce) -> None:
    data = load()
    tile = state.tile(action.spot)
    where = fmt_spot(action.spot)
    if tile is None:
        raise IllegalAction(f"there is no building at {where}")
    if tile.kind != "production":
        raise IllegalAction(f"the {data.name(tile.id)} at {where} is a property, not a workshop")
    name = data.name(tile.id)
    if tile.worker is not None:
        raise IllegalAction(f"the {name} at {where} is occupied; one worker per building")
    building = data.buildings[tile.id]
    if not 0 <= action.recipe < len(building.recipes):
        raise IllegalAction(f"the {name} has no recipe {action.recipe}")
    if building.special == "mine" and not tile.cubes:
        raise IllegalAction(f"the mine at {where} has no cube")
    if building.special == "smelter" and state.metal_tokens_free < 1:
        raise IllegalAction("no metal token is free")
    _check_sources(state, seat, building.recipes[action.recipe].inputs, action.sources, data)
    workers_back = sum(not isinstance(s, str) for s in action.sources)
    if state.players[seat].supply + workers_back < 1:
        raise IllegalAction("you have no worker left in your supply")
    _check_cost(state, seat, action, data)


def _check_build(state: NeulandState, seat: int, action: Build) -> None:
    data = load()
    cell = state.hexes.get(action.hex)
    if cell is None:
        raise IllegalAction(f"{fmt_hex(action.hex)} is not on the map")
    if action.building in data.buildings:
        building = data.buildings[action.building]
        if cell.terrain not in building.terrain:
            raise IllegalAction(f"a {building.name_en} cannot stand on {cell.terrain}")
        if state.display_production.get((building.id, cell.terrain), 0) < 1:
            raise IllegalAction(f"no {building.name_en} tile for {cell.terrain} is left")
        good = building.build_cost
    elif action.building in data.props:
        prop = data.props[action.building]
        stack = state.display_properties[prop.field]
        if prop.id not in stack:
            raise IllegalAction(f"the {prop.name_en} is already built")
        if stack[0] != prop.id:
            top = data.props[stack[0]].name_en
            raise IllegalAction(f"only the top tile of the {prop.field} stack ({top}) can be built")
        if cell.terrain != prop.terrain:
            raise IllegalAction(f"the {prop.name_en} must stand on {prop.terrain}")
        good = prop.build_cost
    else:
        raise IllegalAction(f"there is no tile called {action.building!r}")
    if cell.free_slot() is None:
        raise IllegalAction(f"{fmt_hex(action.hex)} already holds {len(cell.slots)} buildings")
    _check_sources(state, seat, (good,), (action.source,), data)
    _check_cost(state, seat, action, data)


def _check_coats(state: NeulandState, seat: int, action: PlaceCoats) -> None:
    data = load()
    if not state.players[seat].first_turn_done:
        raise IllegalAction("no coats of arms may be placed in your first turn")
    tile = state.tile(action.spot)
    where = fmt_spot(action.spot)
    if tile is None or tile.kind != "property":
        raise IllegalAction(f"there is no property at {where}")
    if tile.coats is not None:
        raise IllegalAction(f"the {data.name(tile.id)} already holds coats of arms")
    _check_sources(state, seat, data.props[tile.id].goods, action.sources, data)
    _check_cost(state, seat, action, data)


def _check_sources(
    state: NeulandState,
    seat: int,
    goods: tuple[str, ...],
    sources: tuple[Source, ...],
    data: NeulandData,
) -> None:
    if len(sources) != len(goods):
        need = ", ".join(data.name(g) for g in goods) or "nothing"
        raise IllegalAction(f"pay exactly one source per input: {need}")
    if len(set(sources)) != len(sources):
        raise IllegalAction("each source can pay only once")
    player = state.players[seat]
    for good, source in zip(goods, sources, strict=True):
        if source in (FOOD_TOKEN, WOOD_TOKEN):
            token_good = "food" if source == FOOD_TOKEN else "wood"
            if good != token_good:
                raise IllegalAction(f"the {token_good} token pays only for {token_good}")
            if not (player.food_token if token_good == "food" else player.wood_token):
                raise IllegalAction(f"you have already used your {token_good} token")
            continue
        if isinstance(source, str):
            raise IllegalAction(f"unknown source {source!r}")
        tile = state.tile(source)
        worker = None if tile is None else tile.worker
        if worker is None or worker.owner != seat:
            raise IllegalAction(f"no worker of yours stands at {fmt_spot(source)}")
        if worker.good != good and worker.good != data.wildcard:
            raise IllegalAction(
                f"the worker at {fmt_spot(source)} holds {data.name(worker.good)},"
                f" not {data.name(good)}"
            )
    for i, good in enumerate(goods):
        for j in range(i + 1, len(goods)):
            if goods[j] == good and source_key(sources[j]) <= source_key(sources[i]):
                raise IllegalAction(
                    "list the sources of a repeated good in canonical order"
                    " (tokens first, then workers in reading order)"
                )


def _check_cost(state: NeulandState, seat: int, action: Operation, data: NeulandData) -> None:
    normal = normal_cost(action, data)
    cost = normal
    if action.wheelbarrow:
        if not state.players[seat].wheelbarrow:
            raise IllegalAction("you have already used your wheelbarrow")
        cost = wheelbarrow_cost(action.kind, data)
        if cost >= normal:
            raise IllegalAction("the wheelbarrow would save no step here")
    left = state.track_length - 1 - state.s
    if cost > left:
        raise IllegalAction(f"this costs {_steps(cost)}; only {_steps(left)} left this turn")
    if not track_allows(state, cost):
        raise IllegalAction(
            f"after {_steps(cost)} no free space would be left before the time marker"
        )


def _steps(n: int) -> str:
    return f"{n} step" if n == 1 else f"{n} steps"
