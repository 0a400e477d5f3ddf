"""Everything New England says in English: the log messages (``MESSAGES``, one template
per event key), the names of cells, items, cards and slots, action descriptions and the
decisions' prompts.

Events carry ids and numbers only (seat indices, family and land ids, card ids, cells as
[row, col] lists, slot numbers); the templates turn them into names here. A parameter
``seat`` renders as the player's name and family initial ("Ann (A)") through the event's
``family`` parameter."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from boardgames.core.events import OR, Event, Fields, Messages, Render, join_words
from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import Action
from boardgames.games.new_england.actions import (
    Buy,
    ChooseOfferSize,
    ChooseStartTile,
    Develop,
    DrawExtra,
    MoveFigure,
    PlaceFigure,
    PlaceStartTile,
    PlaceTile,
    PlayStored,
    TakeDisc,
)
from boardgames.games.new_england.board import cell_name, cells_text
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.state import (
    PLACE_TILE,
    SHIP_BONUS,
    TURN,
    Item,
    NewEnglandState,
)

_, _n = game_text("new_england")

# -- names -----------------------------------------------------------------------------------

LANDS = {"S": N_("settlement"), "F": N_("farmland"), "P": N_("pasture")}
FIGURES = {"pilgrim": N_("pilgrim"), "barn": N_("barn"), "ship": N_("ship")}
# The card shapes by id (the data's names).
SHAPES = {"I2": N_("domino (2 in a row)"), "I3": N_("straight tromino (3 in a row)"),
          "L3": N_("right-angle tromino"), "O4": N_("2 x 2 square")}
# Tiles and cards by land or figure, each a whole name: a translation may make one word of it
# ("Siedlungsplättchen") or choose its case.
TILES = {"S": N_("settlement tile"), "F": N_("farmland tile"), "P": N_("pasture tile")}
LAND_CARDS = {"S": N_("Settlement {shape} card ({vp} VP)"),
              "F": N_("Farmland {shape} card ({vp} VP)"),
              "P": N_("Pasture {shape} card ({vp} VP)")}
FIGURE_CARDS = {"pilgrim": N_("Pilgrim card ({vp} VP)"), "barn": N_("Barn card ({vp} VP)"),
                "ship": N_("Ship card ({vp} VP)")}
# How full the bag and the deck look (effects.GAUGE_LEVELS).
GAUGES = {"plenty": N_("plenty"), "about half": N_("about half"), "low": N_("low"),
          "empty": N_("empty")}


def who(state: NewEnglandState, seat: int) -> str:
    """A seat in log lines: its name and family initial, e.g. "Alice (A)"."""
    return f"{state.names[seat]} ({initial(state.families[seat])})"


def initial(family: str) -> str:
    return _initials()[family]


@cache
def _initials() -> dict[str, str]:
    return {family.id: family.initial for family in data().families.values()}


def gauge_text(state: NewEnglandState) -> str:
    """ "Bag: about half · Deck: low" (empty when the gauges are hidden)."""
    if state.gauges is None:
        return ""
    bag, deck = state.gauges["bag"], state.gauges["deck"]
    return _("Bag: {bag} · Deck: {deck}").format(bag=_(GAUGES.get(bag, bag)),
                                                 deck=_(GAUGES.get(deck, deck)))


def family_name(state: NewEnglandState, seat: int) -> str:
    return data().families[state.families[seat]].name


def land_name(land: str) -> str:
    """A land type in the current language ("settlement")."""
    return _(LANDS[land]) if land in LANDS else data().land_names[land]


def figure_name(figure: str) -> str:
    return _(FIGURES[figure]) if figure in FIGURES else figure


def shape_name(shape: str) -> str:
    """A card shape in words ("right-angle tromino")."""
    return _(SHAPES[shape]) if shape in SHAPES else data().raw.shapes[shape].name


def card_label(card_id: str) -> str:
    """ "Settlement L3 card (6 VP)", "Pilgrim card (1 VP)"."""
    card = data().cards[card_id]
    if card.figure is not None:
        return _(FIGURE_CARDS[card.figure]).format(vp=card.vp)
    return _(LAND_CARDS[card.land or ""]).format(shape=card.shape, vp=card.vp)


def item_label(item: Item) -> str:
    return item_name(item.kind, item.id)


def item_name(kind: str, item_id: str) -> str:
    """ "settlement tile", "Pilgrim card (1 VP)"."""
    if kind == "tile":
        return _(TILES[item_id])
    return card_label(item_id)


def slot_name(slot: int) -> str:
    """Slots 1-9 by number, the extra places 10-13 as X1-X4."""
    offer = data().offer_slots
    return f"X{slot - offer}" if slot > offer else str(slot)


def shillings(amount: int) -> str:
    """Money as the spec counts it (section 1: coins of 1 and 5 shillings)."""
    return _n("{count} shilling", "{count} shillings", amount).format(count=amount)


def either(words: Sequence[str]) -> str:
    """ "a", "a or b", "a, b or c"."""
    return join_words(words, OR)


def offer_cards(tiles: int) -> int:
    """The cards of an offer with ``tiles`` land tiles (the regular slots hold both)."""
    return data().offer_slots - tiles


# -- descriptions and prompts -------------------------------------------------------------------


def preview_text(moves: Sequence[tuple[str, Cell, Cell]]) -> str:
    """ "your pilgrim will move to I7; your ship will move to A1"."""
    return "; ".join(_("your {figure} will move to {cell}").format(
        figure=figure_name(kind), cell=cell_name(dst)) for kind, _cell, dst in moves)


def describe(state: NewEnglandState, seat: int, action: Action) -> str:
    """A short label of an action (buttons, menus, the log), with the figures it moves."""
    from boardgames.games.new_england.legal import relocation_preview

    text = _label(state, seat, action)
    moves = relocation_preview(state, seat, action)
    if moves:
        text += f" ({preview_text(moves)})"
    return text


def _label(state: NewEnglandState, seat: int, action: Action) -> str:
    if isinstance(action, ChooseStartTile):
        return _("Place the {land} start tile next").format(land=land_name(action.land))
    if isinstance(action, PlaceStartTile):
        land = land_name(state.chosen_start or "")
        return _("Place the {land} start tile on {cells}").format(
            land=land, cells=cells_text(action.cells))
    if isinstance(action, ChooseOfferSize):
        cards = data().offer_slots - action.tiles
        return _("Offer {tiles} land tiles and {cards} cards").format(tiles=action.tiles,
                                                                     cards=cards)
    if isinstance(action, TakeDisc):
        return _("Take disc {value}").format(value=action.value)
    if isinstance(action, DrawExtra):
        return (
            _("Draw an extra card from the deck")
            if action.source == "deck"
            else _("Draw an extra land tile from the bag")
        )
    if action.kind == "decline_extra":
        return _("Decline the ship bonus")
    if isinstance(action, Buy):
        item = state.offer.get(action.slot)
        what = item_label(item) if item else _("empty")
        return _("Buy slot {slot} ({item}) for {price}").format(
            slot=slot_name(action.slot), item=what, price=state.discs[seat])
    if isinstance(action, PlayStored):
        tile = state.tiles.get(action.barn)
        card = card_label(tile.stored) if tile and tile.stored else _("stored card")
        return _("Play the {card} stored in the barn on {cell}").format(
            card=card, cell=cell_name(action.barn))
    if isinstance(action, MoveFigure):
        tile = state.tiles.get(action.from_tile)
        kind = figure_name(tile.figure) if tile and tile.figure else _("figure")
        return _("Move the {figure} from {start} to {end}").format(
            figure=kind, start=cell_name(action.from_tile), end=cell_name(action.to_tile))
    if action.kind == "end_turn":
        d = data()
        income = d.income_base + d.income_per_pilgrim * state.figures[seat]["pilgrim"]
        return _("End turn (income {income})").format(income=income)
    if isinstance(action, PlaceTile):
        land = land_name(state.holding.id) if state.holding else _("land")
        return _("Place the {land} tile on {cell}").format(land=land, cell=cell_name(action.cell))
    if isinstance(action, Develop):
        card = card_label(state.holding.id) if state.holding else _("card")
        return _("Develop {cells} ({card})").format(cells=cells_text(action.cells), card=card)
    if isinstance(action, PlaceFigure):
        figure_card = data().cards[state.holding.id] if state.holding else None
        kind = (figure_name(figure_card.figure) if figure_card and figure_card.figure
                else _("figure"))
        return _("Place a {figure} on {cell}").format(figure=kind, cell=cell_name(action.tile))
    if action.kind == "store_card":
        barns = [t.key for key in state.owned[seat]
                 if (t := state.tiles[key]).figure == "barn" and t.stored is None]
        if barns:
            return _("Store the card in the barn on {cell}").format(cell=cell_name(barns[0]))
        return _("Store the card in the barn")
    return action.kind.replace("_", " ")


def prompt(state: NewEnglandState, kind: str, seat: int, storable: bool = False) -> str:
    """The public prompt of a decision; ``storable``: the held card may go into a barn."""
    name = who(state, seat)
    d = data()
    if kind == "choose_start_tile":
        return _("{name}: choose which start tile to place next").format(name=name)
    if kind == "place_start_tile":
        return _("{name}: place your {land} start tile").format(
            name=name, land=land_name(state.chosen_start or ""))
    if kind == "choose_offer_size":
        return _("{name}: choose how many land tiles to offer ({low}-{high})").format(
            name=name, low=d.min_tiles, high=d.max_tiles)
    if kind == "take_disc":
        return _("{name}: take a bid disc").format(name=name)
    if kind == SHIP_BONUS:
        return _("{name}: ship bonus: draw an extra card or tile, or decline").format(name=name)
    if kind == TURN:
        left = d.max_purchases - state.purchases
        if not left:
            return _("{name}: play a stored card, move figures, or end the turn").format(
                name=name)
        return _n("{name}: buy up to {count} more item (price {price}), or end the turn",
                  "{name}: buy up to {count} more items (price {price}), or end the turn",
                  left).format(name=name, count=left, price=state.discs[seat])
    if kind == PLACE_TILE:
        assert state.holding is not None
        return _("{name}: choose where your {land} tile goes").format(
            name=name, land=land_name(state.holding.id))
    assert state.holding is not None
    label = card_label(state.holding.id)
    if storable:
        return _("{name}: use the {card} (or store it in a barn)").format(name=name, card=label)
    return _("{name}: use the {card}").format(name=name, card=label)


# -- the log ----------------------------------------------------------------------------------


class _Fields(Fields):
    """The format fields of one event: its parameters, with ids turned into names on
    demand (``who``, ``land_name``, ``card_label``, ``cells_text``, ``cell_name``,
    ``slot_name``, ``item_label``, ``name``, ``family_name``) and figures in words."""

    def __init__(self, params: Mapping[str, Any], names: Sequence[str]) -> None:
        super().__init__(params, names)
        self.params = params

    def __getitem__(self, key: str) -> Any:
        value = super().__getitem__(key)
        return figure_name(value) if key == "figure" else value

    def __missing__(self, key: str) -> str:
        p = self.params
        if key == "who":
            return f"{self.names[p['seat']]} ({initial(p['family'])})"
        if key == "name":
            return str(self.names[p["seat"]])
        if key == "family_name":
            return data().families[p["family"]].name
        if key == "land_name":
            return land_name(p["land"])
        if key == "card_label":
            return card_label(p["card"])
        if key == "cells_text":
            return cells_text(p["cells"])
        if key == "cell_name":
            return cell_name(p["cell"])
        if key == "from_name":
            return cell_name(p["from_cell"])
        if key == "to_name":
            return cell_name(p["to_cell"])
        if key == "slot_name":
            return slot_name(p["slot"])
        if key == "item_label":
            return item_name(p["item_kind"], p["item"])
        raise KeyError(key)


def _winners(params: Mapping[str, Any], names: Sequence[str]) -> str:
    return _("Winner: {seats}").format(seats=join_words(
        [f"{names[s]} ({initial(f)})" for s, f in zip(params["seats"], params["families"],
                                                      strict=True)]))


def _items(head: str, sep: str, with_slot: bool) -> Render:
    """A list of offer items after ``head`` (marked with N_, with an {items} field)."""

    def render(params: Mapping[str, Any], names: Sequence[str]) -> str:
        parts = [(f"{slot} " if with_slot else "") + item_name(kind, item)
                 for slot, kind, item in params["items"]]
        return _(head).format(items=sep.join(parts))

    return render


def _developed(params: Mapping[str, Any], names: Sequence[str]) -> str:
    text: str = _("{who} develops {cells_text} with the {card_label}").format_map(
        _Fields(params, names))
    if params["wasted"]:
        text += "; " + _("{cells} is wasted").format(cells=cells_text(params["wasted"]))
    return text


MESSAGES = Messages({
    # setup
    "family": "{name} plays the {family_name} family ({family})",
    "start_player": "Start player: {who}",
    "start_tile_laid": "{who}'s {land_name} start tile is on {cells_text}",
    "start_tile_placed": "{who} places the {land_name} start tile on {cells_text}",
    # phase 1: the offer
    "round_begins": "Round {round} begins; {who} is start player",
    "no_offer_possible": "Round {round}: the bag and deck cannot fill any offer",
    "offer_size": "{who} offers {tiles} land tiles and {cards} cards",
    "offer_unfillable": "The bag or the deck cannot fill that offer",
    "offer": _items(N_("Offer: {items}"), "; ", True),
    # phase 2: bidding
    "disc_taken": "{who} takes disc {value}",
    # phase 3: the buying turns
    "turn_begins": "{who}'s turn (disc {disc})",
    "ship_bonus": "{who} uses the ship bonus: {item_label} at {slot_name}",
    "bonus_declined": "{who} declines the ship bonus",
    "bought": "{who} buys {item_label} (slot {slot_name}) for {price}",
    "tile_placed": "{who} places a {land_name} tile on {cell_name}",
    "developed": _developed,
    "figure_placed": "{who} places a {figure} on {cell_name}",
    "figure_moved": "{who}'s {figure} moves from {from_name} to {to_name}",
    "card_stored": "{who} stores the {card_label} in the barn on {cell_name}",
    "stored_card_taken": "{who} takes the {card_label} out of the barn on {cell_name}",
    "turn_ended": "{who} ends the turn, returns disc {disc}, receives {income}",
    "offer_removed": _items(N_("Left unbought and removed from the game: {items}"), ", ", False),
    # the end
    "game_over": "The game is over",
    "final_score": "{who}: {vp} VP, money {money}",
    "winners": _winners,
}, game="new_england", fields=_Fields)


def event(state: NewEnglandState, key: str, seat: int | None = None, **params: Any) -> Event:
    """A public event of ``key``; with ``seat`` it names that seat and its family."""
    if seat is not None:
        params = {"seat": seat, "family": state.families[seat], **params}
    return MESSAGES.event(key, state.names, **params)


def plain_cells(cells: Sequence[Cell]) -> list[list[int]]:
    """Cells as event parameters: [row, col] lists."""
    return [[r, c] for r, c in cells]


def plain_cell(cell: Cell) -> list[int]:
    return [cell[0], cell[1]]
