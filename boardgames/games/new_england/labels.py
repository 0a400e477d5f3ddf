"""English names for the things of New England: cells, items, cards, slots, gauges."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.state import Item, NewEnglandState, cell_name

GAUGE_LEVELS = ("plenty", "about half", "low", "empty")


def gauge(left: int, start: int) -> str:
    """The coarse supply level of spec section 7."""
    if 3 * left > 2 * start:
        return "plenty"
    if 3 * left > start:
        return "about half"
    return "low" if left >= 1 else "empty"


def gauge_text(state: NewEnglandState) -> str:
    """ "Bag: about half · Deck: low" (empty when the gauges are hidden)."""
    if state.gauges is None:
        return ""
    return f"Bag: {state.gauges['bag']} · Deck: {state.gauges['deck']}"


def who(state: NewEnglandState, seat: int) -> str:
    """A seat in log lines: its name and family initial, e.g. "Alice (A)"."""
    return f"{state.names[seat]} ({_initials()[state.families[seat]]})"


@cache
def _initials() -> dict[str, str]:
    return {family.id: family.initial for family in data().families.values()}


def family_name(state: NewEnglandState, seat: int) -> str:
    return data().families[state.families[seat]].name


def land_name(land: str) -> str:
    return data().land_names[land]


def cells_text(cells: Iterable[Cell]) -> str:
    return ", ".join(cell_name(c) for c in cells)


def card_label(card_id: str) -> str:
    """ "Settlement L3 card (6 VP)", "Pilgrim card (1 VP)"."""
    card = data().cards[card_id]
    if card.figure is not None:
        return f"{card.figure.capitalize()} card ({card.vp} VP)"
    return f"{land_name(card.land or '').capitalize()} {card.shape} card ({card.vp} VP)"


def item_label(item: Item) -> str:
    if item.kind == "tile":
        return f"{land_name(item.id)} tile"
    return card_label(item.id)


def slot_name(slot: int) -> str:
    """Slots 1-9 by number, the extra places 10-13 as X1-X4."""
    offer = data().offer_slots
    return f"X{slot - offer}" if slot > offer else str(slot)
