"""New England's dialogs: the details of an offer item (a Notice) and the end screen's
headline and body (spec section 5)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from boardgames.core.controller import Match
from boardgames.core.events import join_words
from boardgames.core.i18n import _, ngettext
from boardgames.games.new_england.data import data
from boardgames.games.new_england.state import Item
from boardgames.games.new_england.summary import ending
from boardgames.games.new_england.text import card_label, land_name, shillings, slot_name
from boardgames.ui.screens.dialogs import Notice
from boardgames.ui.widgets.score_table import score_table


def item_notice(item: Item, slot: int) -> Notice:
    """What an offer slot holds: a land tile, or a card with its copies and its shape."""
    if item.kind != "card":
        return Notice(_("A {land} land tile.").format(land=land_name(item.id)), _("Offer"))
    card = data().cards[item.id]
    text = card_label(item.id) + "\n" + _("Copies in the game: {count}").format(
        count=card.copies)
    if card.cells:
        grid = [[" ."] * 3 for _row in range(3)]
        for r, c in card.cells:
            grid[r][c] = " █"
        text += "\n\n" + "\n".join("".join(row) for row in grid)
    return Notice(text, _("Slot {slot}").format(slot=slot_name(slot)))


def end_parts(match: Match) -> tuple[Any, list[Any]]:
    """Spec section 5: the winners, every row of the breakdown and each seat's money
    (the tie-break); the sentence on the tie-break only when totals tie (S4)."""
    scores = match.scores()
    seats = match.seats
    end = ending(scores)
    best = end.best
    names = [seats[i].name for i in end.winners]
    if len(names) == 1:
        head = ngettext("{name} wins with {points} point.", "{name} wins with {points} points.",
                        best).format(name=names[0], points=best)
    else:
        head = ngettext("{names} share the win with {points} point each.",
                        "{names} share the win with {points} points each.",
                        best).format(names=join_words(names), points=best)
    body: list[Any] = []
    if end.broken_tie and end.money is not None:
        money, tied = end.money, end.tied
        tied_names = join_words([seats[i].name for i in tied])
        if len(names) == 1:
            others = [i for i in tied if i not in end.winners]
            line = ngettext(
                "{tied} tied on {points} point; the tie is broken by money, and {name} has "
                "the most ({money} against {others}).",
                "{tied} tied on {points} points; the tie is broken by money, and {name} has "
                "the most ({money} against {others}).", best).format(
                tied=tied_names, points=best, name=names[0],
                money=shillings(money[end.winners[0]]),
                others=join_words([shillings(money[i]) for i in others]))
        else:
            line = ngettext(
                "{tied} tied on {points} point; the tie is broken by money, and {names} have "
                "the same ({money}), so they share the win.",
                "{tied} tied on {points} points; the tie is broken by money, and {names} have "
                "the same ({money}), so they share the win.", best).format(
                tied=tied_names, points=best, names=join_words(names),
                money=shillings(money[tied[0]]))
        body.append(Text(line))
    table = score_table(scores, seats)
    body.append(table)
    return Text(head, style="bold"), body
