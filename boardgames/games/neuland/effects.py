"""Carrying out checked actions: payments, new workers, builds, coats, cube draws, the end
of a turn and the choice of the next player (spec 3.3-3.8)."""

from __future__ import annotations

import random

from boardgames.core.rules import Event, public
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
from boardgames.games.neuland.costs import action_cost, landing
from boardgames.games.neuland.data import NeulandData, load
from boardgames.games.neuland.describe import cubes_text, operation_parts, steps_text
from boardgames.games.neuland.hexmap import Spot, fmt_hex, reading_key
from boardgames.games.neuland.moves import workers_of
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


def apply(state: NeulandState, seat: int, action, rng: random.Random) -> list[Event]:
    if isinstance(action, Produce):
        return _produce(state, action, rng)
    if isinstance(action, Build):
        return _build(state, action, rng)
    if isinstance(action, PlaceCoats):
        return _place_coats(state, action, rng)
    if isinstance(action, PlaceStartHuts):
        return _place_start_huts(state, action)
    if isinstance(action, OrderCubes):
        return _order_cubes(state, action)
    return _end_turn(state, rng, wait=action.kind == "wait")


# -- operations --------------------------------------------------------------------------


def _step(state: NeulandState, cost: int) -> None:
    """Move the active player's marker ``cost`` steps forward."""
    state.s += cost
    player = state.players[state.active]
    player.steps_taken += cost
    player.marker = (state.t + state.s) % state.track_length


def _produce(state: NeulandState, action: Produce, rng: random.Random) -> list[Event]:
    data = load()
    cost = action_cost(action)
    text = _op_text(state, action, cost)
    tile = state.tile(action.spot)
    assert tile is not None
    building = data.buildings[tile.id]
    emptied = _pay(state, action.sources, data) if action.sources else []
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
        return [public(text)]  # nothing to refill
    return [public(text), *_refill(state, emptied, rng, "continue_turn")]


def _build(state: NeulandState, action: Build, rng: random.Random) -> list[Event]:
    data = load()
    cost = action_cost(action)
    text = _op_text(state, action, cost)
    cell = state.hexes[action.hex]
    emptied = _pay(state, (action.source,), data)
    if action.building in data.props:
        prop = data.props[action.building]
        state.display_properties[prop.field].pop(0)
        tile = Tile(prop.id, "property", cell.terrain)
    else:
        state.display_production[(action.building, cell.terrain)] -= 1
        tile = Tile(action.building, "production", cell.terrain)
    slot = cell.free_slot()
    assert slot is not None
    cell.slots[slot] = tile
    if action.building == data.mine_id:
        emptied.append((*action.hex, slot))
    if action.wheelbarrow:
        state.players[state.active].wheelbarrow = False
    _step(state, cost)
    return [public(text), *_refill(state, emptied, rng, "continue_turn")]


def _place_coats(state: NeulandState, action: PlaceCoats, rng: random.Random) -> list[Event]:
    data = load()
    cost = action_cost(action)
    text = _op_text(state, action, cost)
    tile = state.tile(action.spot)
    assert tile is not None
    emptied = _pay(state, action.sources, data)
    player = state.players[state.active]
    count = min(data.props[tile.id].coats, player.coats_left)
    tile.coats = (state.active, count)
    player.coats_left -= count
    if action.wheelbarrow:
        player.wheelbarrow = False
    _step(state, cost)
    events = [public(text)]
    if player.coats_left == 0:
        state.phase = PHASE_OVER
        state.winner = state.active
        state.end_reason = "last_coat"
        events.append(public(f"{player.name} placed the last coat of arms and wins!"))
        return events
    return events + _refill(state, emptied, rng, "continue_turn")


_PAST = {"Produce": "produced", "Build": "built", "Place": "placed"}


def _op_text(state: NeulandState, action, cost: int) -> str:
    """The log line of an operation, read before it is applied: its cost in steps and
    where the marker went, in the spaces the track shows (not the steps of the turn)."""
    name = state.players[state.active].name
    verb, rest = operation_parts(state, action)
    past = _PAST[verb]
    here = (state.t + state.s) % state.track_length
    if cost == 0:
        return f"{name} {past} {rest} — no step, still on space {here}"
    there = (state.t + state.s + cost) % state.track_length
    return f"{name} {past} {rest} — {steps_text(cost)}, from space {here} to {there}"


def _pay(state: NeulandState, sources: tuple[Source, ...], data: NeulandData) -> list[Spot]:
    """Remove the paying sources; return the mines this emptied."""
    player = state.players[state.active]
    emptied: list[Spot] = []
    for source in sources:
        if source == FOOD_TOKEN:
            player.food_token = False
        elif source == WOOD_TOKEN:
            player.wood_token = False
        else:
            if _release(state, source, data):  # type: ignore[arg-type]
                emptied.append(source)  # type: ignore[arg-type]
    return emptied


def _release(state: NeulandState, spot: Spot, data: NeulandData) -> bool:
    """Send the worker on ``spot`` home (R20, R22); True if this emptied a mine."""
    tile = state.tile(spot)
    assert tile is not None and tile.worker is not None
    state.players[tile.worker.owner].supply += 1
    tile.worker = None
    if tile.metal is not None:
        tile.metal = None
        state.metal_tokens_free += 1
    if tile.id == data.mine_id and tile.cubes:
        state.bag[tile.cubes.pop(0)] += 1
        return not tile.cubes
    return False


# -- start huts and cubes ----------------------------------------------------------------


def _place_start_huts(state: NeulandState, action: PlaceStartHuts) -> list[Event]:
    data = load()
    player = state.players[state.active]
    for building, h in zip(data.start_buildings, (action.lodge_hex, action.hut_hex), strict=True):
        cell = state.hexes[h]
        slot = cell.free_slot()
        assert slot is not None
        cell.slots[slot] = Tile(building, "production", cell.terrain)
    player.huts_in_hand = False
    state.phase = PHASE_TURN
    if action.lodge_hex == action.hut_hex:
        where = fmt_hex(action.lodge_hex)
    else:
        where = f"{fmt_hex(action.lodge_hex)} and {fmt_hex(action.hut_hex)}"
    return [public(f"{player.name} placed the start huts at {where}")]


def draw_cubes(state: NeulandState, rng: random.Random, count: int) -> tuple[str, ...]:
    """Draw ``count`` cubes from the bag at random (fewer if the bag runs dry)."""
    drawn = []
    for _ in range(count):
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


def _refill(state: NeulandState, mines: list[Spot], rng: random.Random, after: str) -> list[Event]:
    """Draw cubes for each emptied or new mine in reading order (R21, R33). Three cubes of
    one type are stacked at once; other draws wait for the player's order."""
    data = load()
    events = []
    for spot in sorted(mines, key=reading_key):
        tile = state.tile(spot)
        assert tile is not None
        cubes = draw_cubes(state, rng, data.ore_cubes.per_mine)
        events.append(public(f"Drew {cubes_text(cubes)} for the mine at {fmt_hex(spot[:2])}"))
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
    name = state.players[state.active].name
    events = [
        public(
            f"{name} stacked {cubes_text(action.order)} on the mine at {fmt_hex(order.spot[:2])}"
        )
    ]
    if state.pending_orders:
        return events
    if state.after_orders == "finish_turn":
        return events + _finish_turn(state)
    state.phase = PHASE_TURN
    return events


# -- end of turn -------------------------------------------------------------------------


def _end_turn(state: NeulandState, rng: random.Random, wait: bool) -> list[Event]:
    data = load()
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
            if _release(state, spot, data):
                emptied.append(spot)
        else:
            worker.lying = True
    verb = "waited and ended" if wait else "ended"
    text = f"{player.name} {verb} the turn on space {player.marker}"
    if forfeited:
        text += f" ({forfeited} step{'s' if forfeited > 1 else ''} forfeited)"
    if lost:
        text += f"; {lost} product{'s' if lost > 1 else ''} lost"
    return [public(text), *_refill(state, emptied, rng, "finish_turn")]


def _finish_turn(state: NeulandState) -> list[Event]:
    """Step 5 of the end of a turn: count it, check the turn limit, pick who is next."""
    player = state.players[state.active]
    state.turn_number += 1
    player.first_turn_done = True
    if state.turn_limit is not None and state.turn_number >= state.turn_limit:
        state.phase = PHASE_OVER
        state.end_reason = "turn_limit"
        return [public(f"Turn limit of {state.turn_limit} turns reached: the game ends")]
    previous = state.active
    _next_player(state)
    nxt = state.players[state.active]
    if state.active == previous:
        return [public(f"{nxt.name} plays again")]
    return [public(f"{nxt.name}'s turn")]


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
