"""Human labels of actions (buttons, menus, the log) and the relocation preview."""

from __future__ import annotations

from boardgames.core.rules import Action
from boardgames.games.new_england import board as B
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
from boardgames.games.new_england.data import data
from boardgames.games.new_england.labels import (
    card_label,
    cells_text,
    item_label,
    land_name,
    slot_name,
)
from boardgames.games.new_england.state import NewEnglandState, cell_name


def relocation_preview(state: NewEnglandState, seat: int, action: Action) -> list[B.Move]:
    """The automatic moves (R34) that ``action`` would cause: (figure, from, to) tile
    keys. Empty for actions that move nothing. ``state`` may be a view."""
    if isinstance(action, Develop):
        return B.relocation_plan(state, seat, B.touched_tiles(state, action.cells))
    if isinstance(action, PlaceFigure):
        return B.relocation_plan(state, seat, (action.tile,))
    return []


def preview_text(moves: list[B.Move]) -> str:
    """ "your pilgrim will move to I7; your ship will move to A1"."""
    return "; ".join(f"your {kind} will move to {cell_name(dst)}" for kind, _, dst in moves)


def describe(state: NewEnglandState, seat: int, action: Action) -> str:
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
        card = data().cards[state.holding.id] if state.holding else None
        kind = card.figure if card and card.figure else "figure"
        return f"Place a {kind} on {cell_name(action.tile)}"
    if action.kind == "store_card":
        barns = B.empty_barns(state, seat)
        where = f" on {cell_name(barns[0])}" if barns else ""
        return f"Store the card in the barn{where}"
    return action.kind.replace("_", " ")
