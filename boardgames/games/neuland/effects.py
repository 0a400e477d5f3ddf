"""Carrying out checked actions: payments, new workers, builds, coats, cube draws, the end
of a turn and the choice of the next player (spec 3.3-3.8). Every event comes from
``text.MESSAGES``."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from boardgames.core.i18n import game_text
from boardgames.core.rules import Action, Event, IllegalAction
from boardgames.games.neuland.actions import (
    FOOD_TOKEN,
    WOOD_TOKEN,
    Build,
    OrderCubes,
    PlaceCoats,
    PlaceStartHuts,
    Produce,
    Source,
)
from boardgames.games.neuland.board import Spot, reading_key
from boardgames.games.neuland.data import NeulandData, data
from boardgames.games.neuland.legal import (
    Operation,
    action_cost,
    coats_to_place,
    landing,
    workers_of,
)
from boardgames.games.neuland.state import (
    PHASE_ORDER_CUBES,
    PHASE_OVER,
    PHASE_START_HUTS,
    PHASE_TURN,
    NeulandState,
    PendingOrder,
    Tile,
    Worker,
)
from boardgames.games.neuland.text import MESSAGES, OPERATION_KEYS, operation_params

_, _n = game_text("neuland")


def apply(state: NeulandState, seat: int, action: Action, rng: random.Random) -> list[Event]:
    handler = _HANDLERS.get(action.kind)
    if handler is None:
        raise IllegalAction(_("{action} is not a move of this game").format(
            action=repr(action.kind)))
    return handler(state, rng, action)


def _event(state: NeulandState, key: str, **params: Any) -> Event:
    """A public event of ``MESSAGES`` with the players' names (``MESSAGES.event``,
    without its keyword pass-through: events are made after nearly every action)."""
    return Event(key, params, None, messages=MESSAGES, names=[p.name for p in state.players])


# -- operations --------------------------------------------------------------------------


def _step(state: NeulandState, cost: int) -> None:
    """Move the active player's marker ``cost`` steps forward."""
    state.s += cost
    player = state.players[state.active]
    player.steps_taken += cost
    player.marker = (state.t + state.s) % state.track_length


def _produce(state: NeulandState, rng: random.Random, action: Produce) -> list[Event]:
    d = data()
    cost = action_cost(action)
    tile = state.tile(action.spot)
    assert tile is not None
    building = d.buildings[tile.id]
    event = _produce_event(state, action, cost, tile, building)
    emptied = _pay(state, action.sources, d) if action.sources else []
    player = state.players[state.active]
    player.supply -= 1
    if building.special == "mine":
        good = tile.cubes[0]
    else:
        good = building.recipes[action.recipe].output
        if building.special == "smelter":
            tile.metal = good
            state.metal_tokens_free -= 1
    tile.worker = Worker(state.active, good)
    if action.wheelbarrow:
        player.wheelbarrow = False
    _step(state, cost)
    if not emptied and not state.pending_orders:
        return [event]  # nothing to refill
    return [event, *_refill(state, emptied, rng, "continue_turn")]


def _build(state: NeulandState, rng: random.Random, action: Build) -> list[Event]:
    d = data()
    cost = action_cost(action)
    event = _op_event(state, action, cost)
    cell = state.hexes[action.hex]
    emptied = _pay(state, (action.source,), d)
    if action.building in d.props:
        prop = d.props[action.building]
        state.display_properties[prop.field].pop(0)
        tile = Tile(prop.id, "property", cell.terrain)
    else:
        state.display_production[(action.building, cell.terrain)] -= 1
        tile = Tile(action.building, "production", cell.terrain)
    slot = cell.free_slot()
    assert slot is not None
    cell.slots[slot] = tile
    if action.building == d.mine_id:
        emptied.append((*action.hex, slot))
    if action.wheelbarrow:
        state.players[state.active].wheelbarrow = False
    _step(state, cost)
    return [event, *_refill(state, emptied, rng, "continue_turn")]


def _place_coats(state: NeulandState, rng: random.Random, action: PlaceCoats) -> list[Event]:
    d = data()
    cost = action_cost(action)
    event = _op_event(state, action, cost)
    tile = state.tile(action.spot)
    assert tile is not None
    emptied = _pay(state, action.sources, d)
    player = state.players[state.active]
    count = coats_to_place(state, tile.id)
    tile.coats = (state.active, count)
    player.coats_left -= count
    if action.wheelbarrow:
        player.wheelbarrow = False
    _step(state, cost)
    events = [event]
    if player.coats_left == 0:
        state.phase = PHASE_OVER
        state.winner = state.active
        state.end_reason = "last_coat"
        events.append(_event(state, "last_coat", seat=state.active))
        return events
    return events + _refill(state, emptied, rng, "continue_turn")


def _op_event(state: NeulandState, action: Operation, cost: int) -> Event:
    """The event of an operation, made before it is applied: what it takes, its cost in
    steps and where the marker goes, in the spaces the track shows."""
    here = (state.t + state.s) % state.track_length
    there = (state.t + state.s + cost) % state.track_length
    return _event(state, OPERATION_KEYS[action.kind], seat=state.active, steps=cost,
                  from_space=here, to_space=there, **operation_params(state, action))


def _produce_event(
    state: NeulandState, action: Produce, cost: int, tile: Tile, building: Any
) -> Event:
    """``_op_event`` of a production, with ``text.operation_params`` spelled out for it
    (the same parameters in the same order: productions are most of a game's moves)."""
    n = state.track_length
    here = state.t + state.s
    recipe = building.recipes[action.recipe]
    good = (tile.cubes[0] if tile.cubes else None) if building.special == "mine" else None
    spot = action.spot
    sources = action.sources
    payments: list[dict[str, Any]] = []
    if sources and recipe.inputs:
        for g, source in zip(recipe.inputs, sources, strict=False):
            if isinstance(source, str):
                payments.append({"good": g, "source": source, "held": None})
            else:
                paying = state.tile(source)
                worker = None if paying is None else paying.worker
                payments.append({"good": g, "source": list(source),
                                 "held": g if worker is None else worker.good})
    params = {
        "seat": state.active, "steps": cost, "from_space": here % n,
        "to_space": (here + cost) % n, "good": good or recipe.output, "building": tile.id,
        "hex": [spot[0], spot[1]], "payments": payments, "wheelbarrow": action.wheelbarrow,
    }
    return Event("produced", params, None, messages=MESSAGES,
                 names=[p.name for p in state.players])


def _pay(state: NeulandState, sources: tuple[Source, ...], d: NeulandData) -> list[Spot]:
    """Remove the paying sources; return the mines this emptied."""
    player = state.players[state.active]
    emptied: list[Spot] = []
    for source in sources:
        if source == FOOD_TOKEN:
            player.food_token = False
        elif source == WOOD_TOKEN:
            player.wood_token = False
        else:
            if _release(state, source, d):
                emptied.append(source)
    return emptied


def _release(state: NeulandState, spot: Spot, d: NeulandData) -> bool:
    """Send the worker on ``spot`` home (R20, R22); True if this emptied a mine."""
    tile = state.tile(spot)
    assert tile is not None and tile.worker is not None
    state.players[tile.worker.owner].supply += 1
    tile.worker = None
    if tile.metal is not None:
        tile.metal = None
        state.metal_tokens_free += 1
    if tile.id == d.mine_id and tile.cubes:
        state.bag[tile.cubes.pop(0)] += 1
        return not tile.cubes
    return False


# -- start huts and cubes ----------------------------------------------------------------


def _place_start_huts(state: NeulandState, action: PlaceStartHuts) -> list[Event]:
    d = data()
    player = state.players[state.active]
    for building, h in zip(d.start_buildings, (action.lodge_hex, action.hut_hex), strict=True):
        cell = state.hexes[h]
        slot = cell.free_slot()
        assert slot is not None
        cell.slots[slot] = Tile(building, "production", cell.terrain)
    player.huts_in_hand = False
    state.phase = PHASE_TURN
    return [_event(state, "start_huts", seat=state.active, lodge_hex=list(action.lodge_hex),
                   hut_hex=list(action.hut_hex))]


def draw_cubes(state: NeulandState, rng: random.Random, count: int) -> tuple[str, ...]:
    """Draw ``count`` cubes from the bag at random (fewer if the bag runs dry)."""
    drawn = []
    for _i in range(count):
        total = sum(state.bag.values())
        if total == 0:
            break
        pick = rng.randrange(total)
        for cube, n in state.bag.items():
            if pick < n:
                state.bag[cube] -= 1
                drawn.append(cube)
                break
            pick -= n
    return tuple(drawn)


def _refill(
    state: NeulandState, mines: list[Spot], rng: random.Random, after: str
) -> list[Event]:
    """Draw cubes for each emptied or new mine in reading order (R21, R33). Three cubes of
    one type are stacked at once; other draws wait for the player's order."""
    d = data()
    events: list[Event] = []
    for spot in sorted(mines, key=reading_key):
        tile = state.tile(spot)
        assert tile is not None
        cubes = draw_cubes(state, rng, d.ore_cubes.per_mine)
        events.append(_event(state, "cubes_drawn", cubes=list(cubes), hex=[spot[0], spot[1]]))
        if len(set(cubes)) <= 1:
            tile.cubes = list(cubes)
        else:
            state.pending_orders.append(PendingOrder(spot, cubes))
    if state.pending_orders:
        state.phase = PHASE_ORDER_CUBES
        state.after_orders = after
    elif after == "finish_turn":
        events += _finish_turn(state)
    return events


def _order_cubes(state: NeulandState, action: OrderCubes) -> list[Event]:
    order = state.pending_orders.pop(0)
    tile = state.tile(order.spot)
    assert tile is not None
    tile.cubes = list(action.order)
    events = [_event(state, "cubes_stacked", seat=state.active, cubes=list(action.order),
                     hex=[order.spot[0], order.spot[1]])]
    if state.pending_orders:
        return events
    if state.after_orders == "finish_turn":
        return events + _finish_turn(state)
    state.phase = PHASE_TURN
    return events


# -- end of turn -------------------------------------------------------------------------


def _end_turn(state: NeulandState, rng: random.Random, wait: bool) -> list[Event]:
    d = data()
    seat = state.active
    player = state.players[seat]
    if wait:
        _step(state, 1)
    end = landing(state, state.s)
    assert end is not None
    forfeited = end - state.s
    if forfeited:
        _step(state, forfeited)
    lost = 0
    emptied: list[Spot] = []
    for spot, worker in workers_of(state, seat):
        if worker.lying:
            lost += 1
            if _release(state, spot, d):
                emptied.append(spot)
        else:
            worker.lying = True
    ended = _event(state, "turn_ended", seat=seat, waited=wait, space=player.marker,
                   forfeited=forfeited, lost=lost)
    return [ended, *_refill(state, emptied, rng, "finish_turn")]


def _finish_turn(state: NeulandState) -> list[Event]:
    """Step 5 of the end of a turn: count it, check the turn limit, pick who is next."""
    player = state.players[state.active]
    state.turn_number += 1
    player.first_turn_done = True
    if state.turn_limit is not None and state.turn_number >= state.turn_limit:
        state.phase = PHASE_OVER
        state.end_reason = "turn_limit"
        return [_event(state, "turn_limit", limit=state.turn_limit)]
    previous = state.active
    _next_player(state)
    if state.active == previous:
        return [_event(state, "plays_again", seat=state.active)]
    return [_event(state, "next_turn", seat=state.active)]


def _next_player(state: NeulandState) -> None:
    if state.round1_index is not None:
        state.round1_index += 1
        if state.round1_index < len(state.round1_order):
            _begin_turn(state, state.round1_order[state.round1_index])
            return
        state.round1_index = None
    n = state.track_length
    owners = {p.marker: i for i, p in enumerate(state.players)}
    for k in range(1, n):
        space = (state.t + k) % n
        if space in owners:
            state.t = space
            _begin_turn(state, owners[space])
            return
    raise AssertionError("no player marker ahead of the time marker")


def _begin_turn(state: NeulandState, seat: int) -> None:
    state.active = seat
    state.s = 0
    state.phase = PHASE_START_HUTS if state.players[seat].huts_in_hand else PHASE_TURN


def _end(state: NeulandState, rng: random.Random, action: Action) -> list[Event]:
    return _end_turn(state, rng, wait=action.kind == "wait")


_HANDLERS: dict[str, Callable[..., list[Event]]] = {
    "produce": _produce,
    "build": _build,
    "place_coats": _place_coats,
    "place_start_huts": lambda state, rng, action: _place_start_huts(state, action),
    "order_cubes": lambda state, rng, action: _order_cubes(state, action),
    "end_turn": _end,
    "wait": _end,
}
