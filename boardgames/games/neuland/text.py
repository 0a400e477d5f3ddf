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

from boardgames.core.events import join_words
from boardgames.core.i18n import N_, game_text
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

_, _n = game_text("neuland")

# The English names of the components by id, as the data names them (goods in lower
# case): the msgids of their names in the catalog.
NAMES = {
    "food": N_("food"), "wool": N_("wool"), "wood": N_("wood"), "stone": N_("stone"),
    "coal": N_("coal"), "iron_ore": N_("iron ore"), "silver_ore": N_("silver ore"),
    "iron": N_("iron"), "silver": N_("silver"), "paper": N_("paper"), "cloth": N_("cloth"),
    "weapons": N_("weapons"), "tools": N_("tools"), "coins": N_("coins"), "gold": N_("gold"),
    "jagdhaus": N_("Hunting Lodge"), "holzfaellerhuette": N_("Lumberjack's Hut"),
    "bauernhof": N_("Farm"), "hirtenverschlag": N_("Shepherd's Pen"),
    "steinbruchhuette": N_("Quarry"), "mine": N_("Mine"), "koehlerei": N_("Charcoal Burner"),
    "schoepferei": N_("Paper Mill"), "weberei": N_("Weaver"), "metallhuette": N_("Smelter"),
    "waffenschmiede": N_("Weaponsmith"), "werkzeugschmiede": N_("Toolsmith"),
    "muenzstaette": N_("Mint"), "alchemistenhoehle": N_("Alchemist's Cave"),
    "abtei": N_("Abbey"), "kirche": N_("Church"), "kathedrale": N_("Cathedral"),
    "labor": N_("Laboratory"), "bibliothek": N_("Library"), "zunfthaus": N_("Guild House"),
    "atelier": N_("Studio"), "akademie": N_("Academy"), "theater": N_("Theatre"),
    "rathaus": N_("Town Hall"), "gericht": N_("Court"), "senat": N_("Senate"),
    "kaserne": N_("Barracks"), "burg": N_("Castle"), "festung": N_("Fortress"),
}
# The terrains by id (lower case, as in "a forest hex") and the property fields.
TERRAINS = {"forest": N_("forest"), "grassland": N_("grassland"), "mountain": N_("mountain")}
FIELDS = {"religion": N_("Religion"), "science": N_("Science"), "culture": N_("Culture"),
          "politics": N_("Politics"), "military": N_("Military")}


def name(item: str) -> str:
    """A building, property, good, terrain or property field in the current language."""
    english = NAMES.get(item) or TERRAINS.get(item) or FIELDS.get(item)
    return _(english) if english else data().name(item)


def steps_text(n: int) -> str:
    return _n("{count} step", "{count} steps", n).format(count=n)


def products_text(n: int) -> str:
    return _n("{count} product", "{count} products", n).format(count=n)


def cubes_text(cubes: Sequence[str]) -> str:
    return ", ".join(name(c) for c in cubes)


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
        return _("the food token")
    if source == WOOD_TOKEN:
        return _("the wood token")
    where = _hex(source)
    if held != good:
        return _("{held} from {hex} as {good}").format(held=name(held), hex=where,
                                                      good=name(good))
    return _("{good} from {hex}").format(good=name(good), hex=where)


def _payment_words(p: Params) -> str:
    text = ""
    if p["payments"]:
        paid = ", ".join(_source_words(x) for x in p["payments"])
        text = " " + _("with {payments}").format(payments=paid)
    return text + " " + _("by wheelbarrow") if p["wheelbarrow"] else text


def _operation_rest(kind: str, p: Params) -> str:
    """The words after the verb: what, where and paid with what."""
    where = _hex(p["hex"])
    if kind == "build":
        rest = _("{building} at {hex}").format(building=name(p["building"]), hex=where)
    elif kind == "place_coats":
        rest = _n("{count} coat on {property} at {hex}", "{count} coats on {property} at {hex}",
                  p["count"]).format(count=p["count"], property=name(p["property"]), hex=where)
    else:
        rest = _("{good} at {building} {hex}").format(good=name(p["good"]),
                                                     building=name(p["building"]), hex=where)
    return rest + _payment_words(p)


_VERB = {"produce": N_("Produce {what}"), "build": N_("Build {what}"),
         "place_coats": N_("Place {what}")}
_PAST = {"produce": N_("{seat} produced {what}"), "build": N_("{seat} built {what}"),
         "place_coats": N_("{seat} placed {what}")}


def describe_operation(state: NeulandState, action: Operation) -> str:
    """What the operation does, without its cost; read before it is applied."""
    return _(_VERB[action.kind]).format(
        what=_operation_rest(action.kind, operation_params(state, action)))


def _operation_logged(kind: str) -> Any:
    """The log line of an operation: its cost in steps and where the marker went, in the
    spaces the track shows (not the steps of the turn)."""

    def render(p: Params, names: Sequence[str]) -> str:
        head = _(_PAST[kind]).format(seat=names[p["seat"]], what=_operation_rest(kind, p))
        if p["steps"] == 0:
            return _("{head} — no step, still on space {space}").format(
                head=head, space=p["from_space"])
        return _("{head} — {steps}, from space {start} to {end}").format(
            head=head, steps=steps_text(p["steps"]), start=p["from_space"], end=p["to_space"])

    return render


def _start_huts(p: Params, names: Sequence[str]) -> str:
    if p["lodge_hex"] == p["hut_hex"]:
        where = _hex(p["lodge_hex"])
    else:
        where = join_words([_hex(p["lodge_hex"]), _hex(p["hut_hex"])])
    return _("{seat} placed the start huts at {hexes}").format(seat=names[p["seat"]],
                                                              hexes=where)


def _turn_ended(p: Params, names: Sequence[str]) -> str:
    verb = (N_("{seat} waited and ended the turn on space {space}") if p["waited"]
            else N_("{seat} ended the turn on space {space}"))
    text = _(verb).format(seat=names[p["seat"]], space=p["space"])
    if p["forfeited"]:
        text += " " + _("({steps} forfeited)").format(steps=steps_text(p["forfeited"]))
    if p["lost"]:
        text += "; " + _("{products} lost").format(products=products_text(p["lost"]))
    return text


def _opening(p: Params, names: Sequence[str]) -> str:
    order = ", ".join(names[s] for s in p["order"])
    return _("{seat} begins; the first round goes {order}").format(seat=names[p["seat"]],
                                                                  order=order)


def _cubes(template: str) -> Any:
    """A line about the cubes of a mine (``template`` marked with N_)."""

    def render(p: Params, names: Sequence[str]) -> str:
        seat = names[p["seat"]] if "seat" in p else ""
        return _(template).format(seat=seat, cubes=cubes_text(p["cubes"]), hex=_hex(p["hex"]))

    return render


MESSAGES = Messages({
    # The setup: the first player and the order of the first round.
    "opening": _opening,
    # Operations (seat, steps, from_space, to_space and operation_params).
    "produced": _operation_logged("produce"),
    "built": _operation_logged("build"),
    "placed_coats": _operation_logged("place_coats"),
    "last_coat": "{seat} placed the last coat of arms and wins!",
    "start_huts": _start_huts,
    "cubes_drawn": _cubes(N_("Drew {cubes} for the mine at {hex}")),
    "cubes_stacked": _cubes(N_("{seat} stacked {cubes} on the mine at {hex}")),
    "turn_ended": _turn_ended,
    "turn_limit": "Turn limit of {limit} turns reached: the game ends",
    "plays_again": "{seat} plays again",
    "next_turn": "{seat}'s turn",
}, game="neuland")

OPERATION_KEYS = {"produce": "produced", "build": "built", "place_coats": "placed_coats"}


# -- labels of actions -------------------------------------------------------------------


def describe(state: NeulandState, seat: int, action: Action) -> str:
    """A short label of an action for ``seat``, with its time cost when it has one."""
    if isinstance(action, Produce | Build | PlaceCoats):
        return f"{describe_operation(state, action)} — {steps_text(action_cost(action))}"
    if isinstance(action, PlaceStartHuts):
        if action.lodge_hex == action.hut_hex:
            return _("Place both start huts at {hex}").format(hex=fmt_hex(action.lodge_hex))
        lodge, hut = (name(b) for b in data().start_buildings)
        return _("Place the {lodge} at {lodge_hex} and the {hut} at {hut_hex}").format(
            lodge=lodge, lodge_hex=fmt_hex(action.lodge_hex), hut=hut,
            hut_hex=fmt_hex(action.hut_hex))
    if isinstance(action, OrderCubes):
        return _("Stack {cubes} (top first)").format(cubes=cubes_text(action.order))
    wait = action.kind == "wait"
    head = _("Wait one step and end the turn") if wait else _("End the turn")
    end = end_turn_preview(state, wait=wait) if seat == state.active else None
    if end is None:
        return head
    space, forfeited = end
    extra = ", " + _("{steps} forfeited").format(steps=steps_text(forfeited)) if forfeited else ""
    lost = products_lost(state, seat)
    if lost:
        extra += ", " + _("{products} lost").format(products=products_text(lost))
    return _("{action} (marker to space {space}{more})").format(action=head, space=space,
                                                               more=extra)


# -- prompts of the decisions ------------------------------------------------------------


def start_huts_prompt(name: str) -> str:
    return _("{name}: place your start huts on a forest hex").format(name=name)


def order_cubes_prompt(name: str, spot: Spot) -> str:
    return _("{name}: order the cubes for the mine at {hex}").format(
        name=name, hex=fmt_hex((spot[0], spot[1])))


def turn_prompt(name: str, used: int, budget: int) -> str:
    return _("{name}: your turn — {used} of {steps} used").format(
        name=name, used=used, steps=steps_text(budget))
