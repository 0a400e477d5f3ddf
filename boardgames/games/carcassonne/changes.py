"""What other seats' moves changed on the map: the cells a screen marks as new for the
seat at the keyboard. Pure: it reads actions only."""

from __future__ import annotations

from collections.abc import Iterable

from boardgames.core.rules import Action
from boardgames.games.carcassonne.actions import PlaceTile
from boardgames.games.carcassonne.geometry import Cell


def changed_cells(actions: Iterable[Action]) -> set[Cell]:
    """The cells where ``actions`` placed tiles (a settler goes on the tile just placed,
    so its cell is among them)."""
    return {(a.col, a.row) for a in actions if isinstance(a, PlaceTile)}
