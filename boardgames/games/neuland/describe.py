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
    sources_of,
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
    data = load()
    if source == FOOD_TOKEN:
        return "the food token"
    if source == WOOD_TOKEN:
        return "the wood token"
    tile = state.tile(source)  # type: ignore[arg-type]
    held = tile.worker.good if tile is not None and tile.worker is not None else good
    where = fmt_hex(source[:2])  # type: ignore[index]
    if held != good:
        return f"{data.name(held)} from {where} as {data.name(good)}"
    return f"{data.name(good)} from {where}"


def _payment_text(state: NeulandState, action: Operation) -> str:
    parts = [
        _source_text(state, good, source)
        for good, source in zip(input_goods(state, action), sources_of(action), strict=False)
    ]
    text = f" with {', '.join(parts)}" if parts else ""
    return text + (" by wheelbarrow" if action.wheelbarrow else "")


def describe_operation(state: NeulandState, action: Operation) -> str:
    """What the operation does, without its cost; read before it is applied."""
    data = load()
    if isinstance(action, Build):
        what = data.name(action.building)
        return f"Build {what} at {fmt_hex(action.hex)}{_payment_text(state, action)}"
    tile = state.tile(action.spot)
    assert tile is not None
    where = fmt_hex(action.spot[:2])
    if isinstance(action, PlaceCoats):
        count = min(data.props[tile.id].coats, state.players[state.active].coats_left)
        coats = "coat" if count == 1 else "coats"
        name = data.name(tile.id)
        return f"Place {count} {coats} on {name} at {where}{_payment_text(state, action)}"
    building = data.buildings[tile.id]
    if building.special == "mine" and tile.cubes:
        good = tile.cubes[0]
    else:
        good = building.recipes[action.recipe].output
    return f"Produce {data.name(good)} at {building.name_en} {where}{_payment_text(state, action)}"


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
