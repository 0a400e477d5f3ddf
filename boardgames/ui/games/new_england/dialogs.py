"""New England's dialogs: the details of an offer item (a Notice) and the end screen's
headline and body (spec section 5)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from boardgames.core.controller import Match
from boardgames.games.new_england.data import data
from boardgames.games.new_england.state import Item
from boardgames.games.new_england.summary import ending
from boardgames.games.new_england.text import card_label, land_name, shillings, slot_name
from boardgames.ui.screens.dialogs import Notice
from boardgames.ui.widgets.score_table import score_table


def item_notice(item: Item, slot: int) -> Notice:
    """What an offer slot holds: a land tile, or a card with its copies and its shape."""
    if item.kind != "card":
        return Notice(f"A {land_name(item.id)} land tile.", "Offer")
    card = data().cards[item.id]
    text = f"{card_label(item.id)}\nCopies in the game: {card.copies}"
    if card.cells:
        grid = [[" ."] * 3 for _ in range(3)]
        for r, c in card.cells:
            grid[r][c] = " █"
        text += "\n\n" + "\n".join("".join(row) for row in grid)
    return Notice(text, f"Slot {slot_name(slot)}")


def end_parts(match: Match) -> tuple[Any, list[Any]]:
    """Spec section 5: the winners, every row of the breakdown and each seat's money
    (the tie-break); the sentence on the tie-break only when totals tie (S4)."""
    scores = match.scores()
    seats = match.seats
    end = ending(scores)
    best = end.best
    names = [seats[i].name for i in end.winners]
    if len(names) == 1:
        head = f"{names[0]} wins with {best} points."
    else:
        head = f"{' and '.join(names)} share the win with {best} points each."
    body: list[Any] = []
    if end.broken_tie and end.money is not None:
        money, tied = end.money, end.tied
        tied_names = " and ".join(seats[i].name for i in tied)
        if len(names) == 1:
            others = [i for i in tied if i not in end.winners]
            against = " and ".join(shillings(money[i]) for i in others)
            line = (f"{tied_names} tied on {best} points; the tie is broken by money, "
                    f"and {names[0]} has the most ({shillings(money[end.winners[0]])} "
                    f"against {against}).")
        else:
            line = (f"{tied_names} tied on {best} points; the tie is broken by money, "
                    f"and {' and '.join(names)} have the same ({shillings(money[tied[0]])}"
                    "), so they share the win.")
        body.append(Text(line))
    table = score_table(scores, seats)
    body.append(table)
    return Text(head, style="bold"), body
