"""What other seats' moves changed on the table: the cells and bid discs a screen marks
as new for the seat at the keyboard. Pure: it reads actions only."""

from __future__ import annotations

from collections.abc import Iterable

from boardgames.core.rules import Action
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
