"""Facts for the screen beyond the view: what other seats' moves changed on the table
(the cells and bid discs a screen marks as new for the seat at the keyboard) and the
facts of the end screen (spec section 5). Pure."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from boardgames.core.rules import Action, ScoreBreakdown
from boardgames.games.new_england.actions import (
    Develop,
    MoveFigure,
    PlaceFigure,
    PlaceStartTile,
    PlaceTile,
    PlayStored,
    TakeDisc,
)
from boardgames.games.new_england.data import Cell


def changed_cells(actions: Iterable[Action]) -> set[Cell]:
    """The board cells that ``actions`` changed: tiles placed, parcels developed, figures
    placed or moved (both ends), barns whose stored card was played."""
    cells: set[Cell] = set()
    for action in actions:
        if isinstance(action, (PlaceStartTile, Develop)):
            cells.update(action.cells)
        elif isinstance(action, PlaceTile):
            cells.add(action.cell)
        elif isinstance(action, PlaceFigure):
            cells.add(action.tile)
        elif isinstance(action, MoveFigure):
            cells.update((action.from_tile, action.to_tile))
        elif isinstance(action, PlayStored):
            cells.add(action.barn)
    return cells


def taken_discs(actions: Iterable[Action]) -> set[int]:
    """The bid discs that ``actions`` took."""
    return {a.value for a in actions if isinstance(a, TakeDisc)}


@dataclass(frozen=True)
class Ending:
    """How the game ended (spec S4): the winners, their total, and the seats tied on
    the best total; money breaks a tie (``tie_break``), so the sentence on it is due
    only when ``tied`` holds more than one seat."""

    winners: list[int]
    best: int
    tied: list[int]
    money: list[int] | None

    @property
    def broken_tie(self) -> bool:
        """Seats tied on points, and money picked among them."""
        return len(self.tied) > 1 and self.money is not None


def ending(scores: ScoreBreakdown) -> Ending:
    best = max(scores.totals)
    return Ending(winners=list(scores.winners), best=best,
                  tied=[i for i, t in enumerate(scores.totals) if t == best],
                  money=scores.tie_break)
