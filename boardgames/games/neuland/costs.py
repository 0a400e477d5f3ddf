"""The price of an operation in steps and the time-track rules (spec 3.4 and 3.5).

Pure helpers: the engine uses them to list and check actions, the screen to preview every
action's cost before the player commits (which source pays which input, from how far, and
where the marker would stand afterwards).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from boardgames.games.neuland.actions import (
    FOOD_TOKEN,
    WOOD_TOKEN,
    Build,
    PlaceCoats,
    Produce,
    Source,
    is_token,
)
from boardgames.games.neuland.data import NeulandData, load
from boardgames.games.neuland.hexmap import Hex, cells, distance
from boardgames.games.neuland.state import NeulandState

Operation = Produce | Build | PlaceCoats


# -- distances and surcharges ------------------------------------------------------------


def hex_surcharge(src: Hex, target: Hex, data: NeulandData | None = None) -> int:
    """Steps a good from ``src`` adds to an operation at ``target``: one per border it
    crosses before it reaches the low-cost area (the target hex and its neighbours)."""
    params = (data or load()).rule_params
    far = distance(src, target) - params.low_cost_radius
    return params.surcharge_per_hex_beyond_area * far if far > 0 else 0


class _SurchargeRow(dict):
    """Surcharges of every source for one target hex; a key missing from the table (a
    spot off the usual slots) is computed on first use."""

    def __init__(self, target: Hex) -> None:
        super().__init__()
        self.target = target

    def __missing__(self, source: Source) -> int:
        if isinstance(source, str):
            value = load().rule_params.token_surcharge
        else:
            value = hex_surcharge((source[0], source[1]), self.target)
        self[source] = value
        return value


@cache
def surcharges(target: Hex) -> dict[Source, int]:
    """{source: surcharge} of every payment source (spots and tokens) for an operation
    at ``target``, with the component data of ``load()``."""
    data = load()
    row = _SurchargeRow(target)
    for h in cells():
        value = hex_surcharge(h, target, data)
        for slot in range(data.map.slots_per_hex):
            row[(h[0], h[1], slot)] = value
    row[FOOD_TOKEN] = row[WOOD_TOKEN] = data.rule_params.token_surcharge
    return row


def source_surcharge(source: Source, target: Hex, data: NeulandData | None = None) -> int:
    if data is None or data is load():
        return surcharges((target[0], target[1]))[source]
    if is_token(source):
        return data.rule_params.token_surcharge
    return hex_surcharge((source[0], source[1]), target, data)  # type: ignore[index]


_KIND_COSTS: dict[int, tuple[NeulandData, dict[str, int], dict[str, int]]] = {}


def _kind_costs(data: NeulandData | None) -> tuple[dict[str, int], dict[str, int]]:
    """{kind: base cost} and {kind: wheelbarrow cost} of the three operations."""
    if data is None:
        data = load()
    found = _KIND_COSTS.get(id(data))
    if found is None or found[0] is not data:
        params = data.rule_params
        base = {
            "produce": params.produce_base_cost,
            "build": params.build_base_cost,
            "place_coats": params.coats_base_cost,
        }
        barrow = {
            "produce": params.wheelbarrow_produce_cost,
            "build": params.wheelbarrow_build_cost,
            "place_coats": params.wheelbarrow_coats_cost,
        }
        found = _KIND_COSTS[id(data)] = (data, base, barrow)
    return found[1], found[2]


def base_cost(kind: str, data: NeulandData | None = None) -> int:
    return _kind_costs(data)[0][kind]


def wheelbarrow_cost(kind: str, data: NeulandData | None = None) -> int:
    return _kind_costs(data)[1][kind]


def sources_of(action: Operation) -> tuple[Source, ...]:
    return (action.source,) if isinstance(action, Build) else action.sources


def target_hex(action: Operation) -> Hex:
    """The hex where the operation happens (spec vocabulary: target hex)."""
    if isinstance(action, Build):
        return action.hex
    return (action.spot[0], action.spot[1])


def normal_cost(action: Operation, data: NeulandData | None = None) -> int:
    """The price without the wheelbarrow: base cost plus the farthest source's surcharge."""
    if data is None or data is load():
        base = _kind_costs(None)[0][action.kind]
        if isinstance(action, Build):
            return base + surcharges(action.hex)[action.source]
        spot = action.spot
        row = surcharges((spot[0], spot[1]))
        sources = action.sources
        if len(sources) == 1:
            return base + row[sources[0]]
        return base + max([row[s] for s in sources], default=0)
    target = target_hex(action)
    extra = max((source_surcharge(s, target, data) for s in sources_of(action)), default=0)
    return base_cost(action.kind, data) + extra


def action_cost(action: Operation, data: NeulandData | None = None) -> int:
    """Steps the operation takes, as listed (the wheelbarrow flag included)."""
    if action.wheelbarrow:
        return _kind_costs(data)[1][action.kind]
    return normal_cost(action, data)


# -- the time track ----------------------------------------------------------------------


def offset(state: NeulandState, space: int) -> int:
    return (space - state.t) % state.track_length


def occupied_offsets(state: NeulandState) -> set[int]:
    """Offsets from the time marker where the active player may not end his turn: the
    other players' markers (those still on the time marker's space are ignored)."""
    out = {offset(state, p.marker) for i, p in enumerate(state.players) if i != state.active}
    out.discard(0)
    return out


def landing(state: NeulandState, x: int, occupied: set[int] | None = None) -> int | None:
    """The first free offset at or after ``x`` before the time marker, or None."""
    occupied = occupied_offsets(state) if occupied is None else occupied
    for y in range(x, state.track_length):
        if y not in occupied:
            return y
    return None


def track_allows(state: NeulandState, cost: int, occupied: set[int] | None = None) -> bool:
    """Whether an operation of ``cost`` steps leaves a landing space (spec 3.5, R43-R45)."""
    after = state.s + cost
    if after > state.track_length - 1:
        return False
    return landing(state, max(after, 1), occupied) is not None


def affordable_costs(state: NeulandState) -> list[bool]:
    """``ok[c]`` tells whether an operation of cost ``c`` is legal on the track now."""
    occupied = occupied_offsets(state)
    return [track_allows(state, c, occupied) for c in range(state.track_length + 1)]


# -- previews for the screen -------------------------------------------------------------


@dataclass(frozen=True)
class InputPayment:
    """One input of an operation: the good, the source paying it, that source's distance
    and surcharge (0 for tokens)."""

    good: str
    source: Source
    distance: int | None
    surcharge: int


@dataclass(frozen=True)
class CostPreview:
    """Everything the screen shows before an operation is committed."""

    steps: int
    normal_steps: int
    wheelbarrow: bool
    target: Hex
    inputs: tuple[InputPayment, ...]
    steps_after: int  # s after the operation
    space_after: int  # track index of the marker after the operation
    end_space: int | None  # where ending the turn right after would put the marker (None:
    # the turn cannot end there, because it has no step yet)
    forfeit_if_ended: int  # steps lost to occupied spaces if the turn ended right after


def input_goods(state: NeulandState, action: Operation) -> tuple[str, ...]:
    """The goods the operation's sources pay, in source order."""
    data = load()
    if isinstance(action, Build):
        if action.building in data.props:
            return (data.props[action.building].build_cost,)
        return (data.buildings[action.building].build_cost,)
    tile = state.tile(action.spot)
    if tile is None:
        return ()
    if isinstance(action, PlaceCoats):
        return data.props[tile.id].goods
    return data.buildings[tile.id].recipes[action.recipe].inputs


def preview(state: NeulandState, action: Operation) -> CostPreview:
    """The cost of ``action`` for the active player and where it leaves his marker."""
    data = load()
    target = target_hex(action)
    payments = []
    for good, source in zip(input_goods(state, action), sources_of(action), strict=False):
        dist = None if is_token(source) else distance((source[0], source[1]), target)  # type: ignore[index]
        payments.append(InputPayment(good, source, dist, source_surcharge(source, target, data)))
    steps = action_cost(action, data)
    after = state.s + steps
    end = landing(state, after) if 1 <= after <= state.track_length - 1 else None
    return CostPreview(
        steps=steps,
        normal_steps=normal_cost(action, data),
        wheelbarrow=action.wheelbarrow,
        target=target,
        inputs=tuple(payments),
        steps_after=after,
        space_after=(state.t + after) % state.track_length,
        end_space=None if end is None else (state.t + end) % state.track_length,
        forfeit_if_ended=0 if end is None else end - after,
    )


def end_turn_preview(state: NeulandState, wait: bool = False) -> tuple[int, int] | None:
    """(track space, forfeited steps) if the active player ended the turn now."""
    s = state.s + (1 if wait else 0)
    if s < 1:
        return None
    end = landing(state, s)
    if end is None:
        return None
    return (state.t + end) % state.track_length, end - s


def suppliers(state: NeulandState, seat: int, good: str, target: Hex) -> list[tuple[Source, int]]:
    """Every source of ``seat`` that could pay one ``good`` for an operation at ``target``,
    in canonical order, each with its surcharge. The screen highlights these spots."""
    data = load()
    player = state.players[seat]
    out: list[tuple[Source, int]] = []
    if good == "food" and player.food_token:
        out.append((FOOD_TOKEN, data.rule_params.token_surcharge))
    if good == "wood" and player.wood_token:
        out.append((WOOD_TOKEN, data.rule_params.token_surcharge))
    for spot, worker in state.workers_of(seat):
        if worker.good == good or worker.good == data.wildcard:
            out.append((spot, hex_surcharge((spot[0], spot[1]), target, data)))
    return out
