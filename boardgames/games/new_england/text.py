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

from boardgames.core.events import Event, Messages, Render, join_words
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

# -- names -----------------------------------------------------------------------------------


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
    return f"Bag: {state.gauges['bag']} · Deck: {state.gauges['deck']}"


def family_name(state: NewEnglandState, seat: int) -> str:
    return data().families[state.families[seat]].name


def land_name(land: str) -> str:
    return data().land_names[land]


def card_label(card_id: str) -> str:
    """ "Settlement L3 card (6 VP)", "Pilgrim card (1 VP)"."""
    card = data().cards[card_id]
    if card.figure is not None:
        return f"{card.figure.capitalize()} card ({card.vp} VP)"
    return f"{land_name(card.land or '').capitalize()} {card.shape} card ({card.vp} VP)"


def item_label(item: Item) -> str:
    return item_name(item.kind, item.id)


def item_name(kind: str, item_id: str) -> str:
    """ "settlement tile", "Pilgrim card (1 VP)"."""
    if kind == "tile":
        return f"{land_name(item_id)} tile"
    return card_label(item_id)


def slot_name(slot: int) -> str:
    """Slots 1-9 by number, the extra places 10-13 as X1-X4."""
    offer = data().offer_slots
    return f"X{slot - offer}" if slot > offer else str(slot)


def shillings(amount: int) -> str:
    """Money as the spec counts it (section 1: coins of 1 and 5 shillings)."""
    return f"{amount} shilling{'s' * (amount != 1)}"


def either(words: Sequence[str]) -> str:
    """ "a", "a or b", "a, b or c"."""
    return join_words(words, "or")


def offer_cards(tiles: int) -> int:
    """The cards of an offer with ``tiles`` land tiles (the regular slots hold both)."""
    return data().offer_slots - tiles


# -- descriptions and prompts -------------------------------------------------------------------


def preview_text(moves: Sequence[tuple[str, Cell, Cell]]) -> str:
    """ "your pilgrim will move to I7; your ship will move to A1"."""
    return "; ".join(f"your {kind} will move to {cell_name(dst)}" for kind, _, dst in moves)


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
        return f"Place the {land_name(action.land)} start tile next"
    if isinstance(action, PlaceStartTile):
        land = land_name(state.chosen_start or "")
        return f"Place the {land} start tile on {cells_text(action.cells)}"
    if isinstance(action, ChooseOfferSize):
        cards = data().offer_slots - action.tiles
        return f"Offer {action.tiles} land tiles and {cards} cards"
    if isinstance(action, TakeDisc):
        return f"Take disc {action.value}"
    if isinstance(action, DrawExtra):
        return (
            "Draw an extra card from the deck"
            if action.source == "deck"
            else ("Draw an extra land tile from the bag")
        )
    if action.kind == "decline_extra":
        return "Decline the ship bonus"
    if isinstance(action, Buy):
        item = state.offer.get(action.slot)
        what = item_label(item) if item else "empty"
        return f"Buy slot {slot_name(action.slot)} ({what}) for {state.discs[seat]}"
    if isinstance(action, PlayStored):
        tile = state.tiles.get(action.barn)
        card = card_label(tile.stored) if tile and tile.stored else "stored card"
        return f"Play the {card} stored in the barn on {cell_name(action.barn)}"
    if isinstance(action, MoveFigure):
        tile = state.tiles.get(action.from_tile)
        kind = tile.figure if tile and tile.figure else "figure"
        return f"Move the {kind} from {cell_name(action.from_tile)} to {cell_name(action.to_tile)}"
    if action.kind == "end_turn":
        d = data()
        income = d.income_base + d.income_per_pilgrim * state.figures[seat]["pilgrim"]
        return f"End turn (income {income})"
    if isinstance(action, PlaceTile):
        land = land_name(state.holding.id) if state.holding else "land"
        return f"Place the {land} tile on {cell_name(action.cell)}"
    if isinstance(action, Develop):
        card = card_label(state.holding.id) if state.holding else "card"
        return f"Develop {cells_text(action.cells)} ({card})"
    if isinstance(action, PlaceFigure):
        figure_card = data().cards[state.holding.id] if state.holding else None
        kind = figure_card.figure if figure_card and figure_card.figure else "figure"
        return f"Place a {kind} on {cell_name(action.tile)}"
    if action.kind == "store_card":
        barns = [t.key for key in state.owned[seat]
                 if (t := state.tiles[key]).figure == "barn" and t.stored is None]
        where = f" on {cell_name(barns[0])}" if barns else ""
        return f"Store the card in the barn{where}"
    return action.kind.replace("_", " ")


def prompt(state: NewEnglandState, kind: str, seat: int, storable: bool = False) -> str:
    """The public prompt of a decision; ``storable``: the held card may go into a barn."""
    name = who(state, seat)
    d = data()
    if kind == "choose_start_tile":
        return f"{name}: choose which start tile to place next"
    if kind == "place_start_tile":
        return f"{name}: place your {land_name(state.chosen_start or '')} start tile"
    if kind == "choose_offer_size":
        return f"{name}: choose how many land tiles to offer ({d.min_tiles}-{d.max_tiles})"
    if kind == "take_disc":
        return f"{name}: take a bid disc"
    if kind == SHIP_BONUS:
        return f"{name}: ship bonus: draw an extra card or tile, or decline"
    if kind == TURN:
        left = d.max_purchases - state.purchases
        if not left:
            return f"{name}: play a stored card, move figures, or end the turn"
        items = "item" if left == 1 else "items"
        price = state.discs[seat]
        return f"{name}: buy up to {left} more {items} (price {price}), or end the turn"
    if kind == PLACE_TILE:
        assert state.holding is not None
        return f"{name}: choose where your {land_name(state.holding.id)} tile goes"
    assert state.holding is not None
    label = card_label(state.holding.id)
    store = " (or store it in a barn)" if storable else ""
    return f"{name}: use the {label}{store}"


# -- the log ----------------------------------------------------------------------------------


class _Fields(dict[str, Any]):
    """The format fields of one event: its parameters, with ids turned into names on
    demand (``who``, ``land_name``, ``card_label``, ``cells_text``, ``cell_name``,
    ``slot_name``, ``item_label``, ``name``, ``family_name``)."""

    def __init__(self, params: Mapping[str, Any], names: Sequence[str]) -> None:
        super().__init__(params)
        self.params = params
        self.names = names

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


def _line(pattern: str) -> Render:
    """A template: ``pattern`` formatted over the event's ``_Fields``."""

    def render(params: Mapping[str, Any], names: Sequence[str]) -> str:
        return pattern.format_map(_Fields(params, names))

    return render


def _winners(params: Mapping[str, Any], names: Sequence[str]) -> str:
    return "Winner: " + " and ".join(
        f"{names[s]} ({initial(f)})" for s, f in zip(params["seats"], params["families"],
                                                       strict=True))


def _items(head: str, sep: str, with_slot: bool) -> Render:
    def render(params: Mapping[str, Any], names: Sequence[str]) -> str:
        parts = [(f"{slot} " if with_slot else "") + item_name(kind, item)
                 for slot, kind, item in params["items"]]
        return head + sep.join(parts)

    return render


def _developed(params: Mapping[str, Any], names: Sequence[str]) -> str:
    text: str = _line("{who} develops {cells_text} with the {card_label}")(params, names)
    if params["wasted"]:
        text += f"; {cells_text(params['wasted'])} is wasted"
    return text


MESSAGES = Messages({
    # setup
    "family": _line("{name} plays the {family_name} family ({family})"),
    "start_player": _line("Start player: {who}"),
    "start_tile_laid": _line("{who}'s {land_name} start tile is on {cells_text}"),
    "start_tile_placed": _line("{who} places the {land_name} start tile on {cells_text}"),
    # phase 1: the offer
    "round_begins": _line("Round {round} begins; {who} is start player"),
    "no_offer_possible": "Round {round}: the bag and deck cannot fill any offer",
    "offer_size": _line("{who} offers {tiles} land tiles and {cards} cards"),
    "offer_unfillable": "The bag or the deck cannot fill that offer",
    "offer": _items("Offer: ", "; ", True),
    # phase 2: bidding
    "disc_taken": _line("{who} takes disc {value}"),
    # phase 3: the buying turns
    "turn_begins": _line("{who}'s turn (disc {disc})"),
    "ship_bonus": _line("{who} uses the ship bonus: {item_label} at {slot_name}"),
    "bonus_declined": _line("{who} declines the ship bonus"),
    "bought": _line("{who} buys {item_label} (slot {slot_name}) for {price}"),
    "tile_placed": _line("{who} places a {land_name} tile on {cell_name}"),
    "developed": _developed,
    "figure_placed": _line("{who} places a {figure} on {cell_name}"),
    "figure_moved": _line("{who}'s {figure} moves from {from_name} to {to_name}"),
    "card_stored": _line("{who} stores the {card_label} in the barn on {cell_name}"),
    "stored_card_taken": _line("{who} takes the {card_label} out of the barn on {cell_name}"),
    "turn_ended": _line("{who} ends the turn, returns disc {disc}, receives {income}"),
    "offer_removed": _items("Left unbought and removed from the game: ", ", ", False),
    # the end
    "game_over": "The game is over",
    "final_score": _line("{who}: {vp} VP, money {money}"),
    "winners": _winners,
})


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
