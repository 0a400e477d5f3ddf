"""Neuland in English: the log messages (``MESSAGES``), the labels of actions with their
time cost (menus, the log, the prompt bar) and the prompts of the decisions.

Every event the engine makes comes from ``MESSAGES``. Its parameters are plain data: seat
indices, component ids, hexes as ``[q, r]`` lists, payment sources as ``[q, r, slot]``
or a token's name, numbers. An operation's parameters (``operation_params``) are read
before the operation is applied, so they name what it took; the same parameters give the
label of the action in menus (``describe``), so the two never drift apart.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from boardgames.core.rules import Action, Messages
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
from boardgames.games.neuland.board import Spot, fmt_hex
from boardgames.games.neuland.data import data
from boardgames.games.neuland.legal import (
    Operation,
    action_cost,
    coats_to_place,
    input_goods,
    output_of,
)
from boardgames.games.neuland.state import NeulandState
from boardgames.games.neuland.summary import end_turn_preview, products_lost

Params = Mapping[str, Any]


def steps_text(n: int) -> str:
    return f"{n} step" if n == 1 else f"{n} steps"


def plural(n: int, word: str) -> str:
    """'1 product', '2 products'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def cubes_text(cubes: Sequence[str]) -> str:
    d = data()
    return ", ".join(d.name(c) for c in cubes)


def _hex(h: Sequence[int]) -> str:
    return fmt_hex((h[0], h[1]))


# -- operations: their parameters and their words ----------------------------------------


def _payment(state: NeulandState, good: str, source: Source) -> dict[str, Any]:
    """One paid input: the good, its source and the good the source holds (None for a
    token). A gold worker pays any good."""
    if isinstance(source, str):
        return {"good": good, "source": source, "held": None}
    tile = state.tile(source)
    worker = None if tile is None else tile.worker
    return {"good": good, "source": list(source),
            "held": good if worker is None else worker.good}


def _payments(state: NeulandState, goods: Sequence[str], sources: Sequence[Source]
              ) -> list[dict[str, Any]]:
    if not sources or not goods:
        return []
    return [_payment(state, g, s) for g, s in zip(goods, sources, strict=False)]


def operation_params(state: NeulandState, action: Operation) -> dict[str, Any]:
    """What an operation does, as event parameters; read before it is applied."""
    d = data()
    if isinstance(action, Build):
        goods = input_goods(state, action)
        return {"building": action.building, "hex": list(action.hex),
                "payments": _payments(state, goods, (action.source,)),
                "wheelbarrow": action.wheelbarrow}
    spot = action.spot
    tile = state.tile(spot)
    assert tile is not None
    where = [spot[0], spot[1]]
    if isinstance(action, PlaceCoats):
        prop = d.props[tile.id]
        return {"property": tile.id, "count": coats_to_place(state, tile.id), "hex": where,
                "payments": _payments(state, prop.goods, action.sources),
                "wheelbarrow": action.wheelbarrow}
    recipe = d.buildings[tile.id].recipes[action.recipe]
    good = output_of(state, spot, action.recipe) or recipe.output
    return {"good": good, "building": tile.id, "hex": where,
            "payments": _payments(state, recipe.inputs, action.sources),
            "wheelbarrow": action.wheelbarrow}


def _source_words(payment: Params) -> str:
    source, good, held = payment["source"], payment["good"], payment["held"]
    if source == FOOD_TOKEN:
        return "the food token"
    if source == WOOD_TOKEN:
        return "the wood token"
    names = data().names
    where = _hex(source)
    if held != good:
        return f"{names.get(held, held)} from {where} as {names.get(good, good)}"
    return f"{names.get(good, good)} from {where}"


def _payment_words(p: Params) -> str:
    text = ""
    if p["payments"]:
        text = f" with {', '.join(_source_words(x) for x in p['payments'])}"
    return text + " by wheelbarrow" if p["wheelbarrow"] else text


def _operation_rest(kind: str, p: Params) -> str:
    """The words after the verb: what, where and paid with what."""
    d = data()
    names = d.names
    if kind == "build":
        what = names.get(p["building"], p["building"])
        return f"{what} at {_hex(p['hex'])}{_payment_words(p)}"
    if kind == "place_coats":
        coats = "coat" if p["count"] == 1 else "coats"
        name = names.get(p["property"], p["property"])
        return f"{p['count']} {coats} on {name} at {_hex(p['hex'])}{_payment_words(p)}"
    good = names.get(p["good"], p["good"])
    building = d.buildings[p["building"]].name_en
    return f"{good} at {building} {_hex(p['hex'])}{_payment_words(p)}"


_VERB = {"produce": "Produce", "build": "Build", "place_coats": "Place"}
_PAST = {"produce": "produced", "build": "built", "place_coats": "placed"}


def describe_operation(state: NeulandState, action: Operation) -> str:
    """What the operation does, without its cost; read before it is applied."""
    return f"{_VERB[action.kind]} {_operation_rest(action.kind, operation_params(state, action))}"


def _operation_logged(kind: str) -> Any:
    """The log line of an operation: its cost in steps and where the marker went, in the
    spaces the track shows (not the steps of the turn)."""

    def render(p: Params, names: Sequence[str]) -> str:
        head = f"{names[p['seat']]} {_PAST[kind]} {_operation_rest(kind, p)}"
        if p["steps"] == 0:
            return f"{head} — no step, still on space {p['from_space']}"
        return (f"{head} — {steps_text(p['steps'])}, from space {p['from_space']} "
                f"to {p['to_space']}")

    return render


def _start_huts(p: Params, names: Sequence[str]) -> str:
    if p["lodge_hex"] == p["hut_hex"]:
        where = _hex(p["lodge_hex"])
    else:
        where = f"{_hex(p['lodge_hex'])} and {_hex(p['hut_hex'])}"
    return f"{names[p['seat']]} placed the start huts at {where}"


def _turn_ended(p: Params, names: Sequence[str]) -> str:
    verb = "waited and ended" if p["waited"] else "ended"
    text = f"{names[p['seat']]} {verb} the turn on space {p['space']}"
    if p["forfeited"]:
        text += f" ({plural(p['forfeited'], 'step')} forfeited)"
    if p["lost"]:
        text += f"; {plural(p['lost'], 'product')} lost"
    return text


def _opening(p: Params, names: Sequence[str]) -> str:
    order = ", ".join(names[s] for s in p["order"])
    return f"{names[p['seat']]} begins; the first round goes {order}"


MESSAGES = Messages({
    # The setup: the first player and the order of the first round.
    "opening": _opening,
    # Operations (seat, steps, from_space, to_space and operation_params).
    "produced": _operation_logged("produce"),
    "built": _operation_logged("build"),
    "placed_coats": _operation_logged("place_coats"),
    "last_coat": "{seat} placed the last coat of arms and wins!",
    "start_huts": _start_huts,
    "cubes_drawn": lambda p, names: f"Drew {cubes_text(p['cubes'])} for the mine at "
                                    f"{_hex(p['hex'])}",
    "cubes_stacked": lambda p, names: f"{names[p['seat']]} stacked {cubes_text(p['cubes'])} "
                                      f"on the mine at {_hex(p['hex'])}",
    "turn_ended": _turn_ended,
    "turn_limit": "Turn limit of {limit} turns reached: the game ends",
    "plays_again": "{seat} plays again",
    "next_turn": "{seat}'s turn",
})

OPERATION_KEYS = {"produce": "produced", "build": "built", "place_coats": "placed_coats"}


# -- labels of actions -------------------------------------------------------------------


def describe(state: NeulandState, seat: int, action: Action) -> str:
    """A short label of an action for ``seat``, with its time cost when it has one."""
    if isinstance(action, Produce | Build | PlaceCoats):
        return f"{describe_operation(state, action)} — {steps_text(action_cost(action))}"
    if isinstance(action, PlaceStartHuts):
        if action.lodge_hex == action.hut_hex:
            return f"Place both start huts at {fmt_hex(action.lodge_hex)}"
        lodge, hut = (data().name(b) for b in data().start_buildings)
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
    lost = products_lost(state, seat)
    if lost:
        extra += f", {plural(lost, 'product')} lost"
    return f"{head} (marker to space {space}{extra})"


# -- prompts of the decisions ------------------------------------------------------------


def start_huts_prompt(name: str) -> str:
    return f"{name}: place your start huts on a forest hex"


def order_cubes_prompt(name: str, spot: Spot) -> str:
    return f"{name}: order the cubes for the mine at {fmt_hex((spot[0], spot[1]))}"


def turn_prompt(name: str, used: int, budget: int) -> str:
    return f"{name}: your turn — {used} of {steps_text(budget)} used"
