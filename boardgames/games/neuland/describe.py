"""English labels of actions, with their time cost (menus, the log, the prompt bar)."""

from __future__ import annotations

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
from boardgames.games.neuland.costs import (
    Operation,
    action_cost,
    end_turn_preview,
    input_goods,
)
from boardgames.games.neuland.data import load
from boardgames.games.neuland.hexmap import fmt_hex
from boardgames.games.neuland.state import NeulandState


def steps_text(n: int) -> str:
    return f"{n} step" if n == 1 else f"{n} steps"


def cubes_text(cubes: tuple[str, ...] | list[str]) -> str:
    data = load()
    return ", ".join(data.name(c) for c in cubes)


def _source_text(state: NeulandState, good: str, source: Source) -> str:
    if source == FOOD_TOKEN:
        return "the food token"
    if source == WOOD_TOKEN:
        return "the wood token"
    names = load().names
    tile = state.tile(source)  # type: ignore[arg-type]
    worker = None if tile is None else tile.worker
    held = good if worker is None else worker.good
    where = f"({source[0]},{source[1]})"
    if held != good:
        return f"{names.get(held, held)} from {where} as {names.get(good, good)}"
    return f"{names.get(good, good)} from {where}"


def _payment_text(
    state: NeulandState,
    goods: tuple[str, ...],
    sources: tuple[Source, ...],
    wheelbarrow: bool,
) -> str:
    text = ""
    if sources and goods:
        parts = [_source_text(state, g, s) for g, s in zip(goods, sources, strict=False)]
        text = f" with {', '.join(parts)}"
    return text + " by wheelbarrow" if wheelbarrow else text


def operation_parts(state: NeulandState, action: Operation) -> tuple[str, str]:
    """``describe_operation`` as its verb and the rest (the log puts the verb in the past)."""
    data = load()
    names = data.names
    if isinstance(action, Build):
        what = names.get(action.building, action.building)
        goods = input_goods(state, action)
        payment = _payment_text(state, goods, (action.source,), action.wheelbarrow)
        return "Build", f"{what} at {fmt_hex(action.hex)}{payment}"
    spot = action.spot
    tile = state.tile(spot)
    assert tile is not None
    where = f"({spot[0]},{spot[1]})"
    if isinstance(action, PlaceCoats):
        prop = data.props[tile.id]
        count = min(prop.coats, state.players[state.active].coats_left)
        coats = "coat" if count == 1 else "coats"
        name = names.get(tile.id, tile.id)
        payment = _payment_text(state, prop.goods, action.sources, action.wheelbarrow)
        return "Place", f"{count} {coats} on {name} at {where}{payment}"
    building = data.buildings[tile.id]
    recipe = building.recipes[action.recipe]
    good = tile.cubes[0] if building.special == "mine" and tile.cubes else recipe.output
    payment = _payment_text(state, recipe.inputs, action.sources, action.wheelbarrow)
    return "Produce", f"{names.get(good, good)} at {building.name_en} {where}{payment}"


def describe_operation(state: NeulandState, action: Operation) -> str:
    """What the operation does, without its cost; read before it is applied."""
    verb, rest = operation_parts(state, action)
    return f"{verb} {rest}"


def describe(state: NeulandState, seat: int, action) -> str:
    """A short label of an action for ``seat``, with its time cost when it has one."""
    if isinstance(action, Produce | Build | PlaceCoats):
        return f"{describe_operation(state, action)} — {steps_text(action_cost(action))}"
    if isinstance(action, PlaceStartHuts):
        if action.lodge_hex == action.hut_hex:
            return f"Place both start huts at {fmt_hex(action.lodge_hex)}"
        lodge, hut = (load().name(b) for b in load().start_buildings)
        return (
            f"Place the {lodge} at {fmt_hex(action.lodge_hex)} and the {hut}"
            f" at {fmt_hex(action.hut_hex)}"
        )
    if isinstance(action, OrderCubes):
        return f"Stack {cubes_text(action.order)} (top first)"
    wait = action.kind == "wait"
    head = "Wait one step and end the turn" if wait else "End the turn"
    end = end_turn_preview(state, wait=wait) if seat == state.active else None
    if end is None:
        return head
    space, forfeited = end
    extra = f", {steps_text(forfeited)} forfeited" if forfeited else ""
    lost = sum(w.lying for _, w in state.workers_of(seat))
    if lost:
        extra += f", {lost} product{'s' if lost > 1 else ''} lost"
    return f"{head} (marker to space {space}{extra})"
