"""The New England board: the 11 x 9 land grid with the sea along the top and the right,
drawn on one canvas. Cells are 5 columns wide and 2 lines high with a 1-column gap.

Every tile is outlined: the gap column separates tiles side by side and a line of ``▁``
along a tile's bottom row separates it from the tile below. A start tile is one piece in
both orientations: laid horizontally, its gap column is filled and its bottom line runs
through; laid vertically, only its lower cell carries the bottom line, so nothing divides
its two cells. Colours and glyphs are in art.py."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rich.style import Style
from textual import events
from textual.message import Message

from boardgames.core.seating import Seat
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.state import NewEnglandState, Tile
from boardgames.ui.games.new_england.art import (
    CELL_H,
    CELL_W,
    CHANGED,
    CHANGED_GLYPH,
    CURSOR,
    EDGE,
    EDGE_STYLE,
    EMPTY,
    FIGURE_GLYPH,
    GHOST_BAD,
    GHOST_OK,
    LAND_BG,
    LAND_DEV_FG,
    LEFT,
    MARGIN,
    SEA,
    SEA_RIGHT,
    TARGET,
    TOP,
)
from boardgames.ui.screens.game import PREVIEW_GLYPH
from boardgames.ui.widgets.canvas import BoardView, Canvas


@dataclass
class Marks:
    """What the screen asks the board to show on top of the tiles."""

    targets: set[Cell] = field(default_factory=set)  # legal targets (marked ◇)
    ghost: tuple[Cell, ...] = ()  # a tile or card shape under the cursor
    ghost_ok: bool = False
    selected: Cell | None = None  # a figure picked for a move
    changed: set[Cell] = field(default_factory=set)  # changed by the others (marked ✱)
    bot: set[Cell] = field(default_factory=set)  # a bot's move before it lands (▣▣◌▣▣)


def cell_origin(cell: Cell) -> tuple[int, int]:
    row, col = cell
    return LEFT + col * CELL_W, TOP + row * CELL_H


class NewEnglandBoard(BoardView):
    """Posts ``Clicked`` and ``Hovered`` with the cell under the mouse."""

    DEFAULT_CSS = """
    NewEnglandBoard { width: 74; height: 21; }
    NewEnglandBoard.-compact { width: 1fr; height: 1fr; }
    """

    class Clicked(Message):
        def __init__(self, cell: Cell, button: int) -> None:
            super().__init__()
            self.cell = cell
            self.button = button

    class Hovered(Message):
        def __init__(self, cell: Cell) -> None:
            super().__init__()
            self.cell = cell

    class Wheel(Message):
        pass

    def __init__(self, seats: list[Seat], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seats = seats
        self.state: NewEnglandState | None = None
        self.cursor: Cell = (4, 5)
        self.marks = Marks()
        self._hover: Cell | None = None

    def show(self, state: NewEnglandState, marks: Marks, cursor: Cell) -> None:
        self.state, self.marks, self.cursor = state, marks, cursor
        self.redraw()

    # -- drawing ---------------------------------------------------------------------------

    def draw(self) -> Canvas:
        d = data()
        width = LEFT + d.cols * CELL_W + SEA_RIGHT
        height = TOP + d.rows * CELL_H
        canvas = Canvas(width, height)
        canvas.fill(LEFT - 1, 0, width - LEFT + 1, 1, "~", SEA)
        canvas.fill(width - SEA_RIGHT, 0, SEA_RIGHT, height, "~", SEA)
        for col in range(d.cols):
            canvas.put(LEFT + col * CELL_W + 2, 1, chr(ord("A") + col), MARGIN)
        for row in range(d.rows):
            canvas.put(0, TOP + row * CELL_H, f"{row + 1:>2}", MARGIN)
        for row in range(d.rows):
            for col in range(d.cols):
                self._draw_cell(canvas, (row, col))
        return canvas

    def _draw_cell(self, canvas: Canvas, cell: Cell) -> None:
        d = data()
        x, y = cell_origin(cell)
        if cell not in d.land_cells:
            canvas.fill(x, y, CELL_W, CELL_H, "~", SEA)
            return
        state, marks = self.state, self.marks
        tile = None
        if state is not None and cell in state.cell_tile:
            tile = state.tiles[state.cell_tile[cell]]
        if tile is None:
            canvas.fill(x, y, CELL_W - 1, CELL_H, " ", EMPTY)
            canvas.put(x + 2, y, "·", EMPTY)
            if cell in d.coastal:
                canvas.put(x + 4, y, "~", EMPTY + Style(color="#56B4E9"))
        else:
            self._draw_tile(canvas, cell, tile)
        if cell in marks.targets:
            canvas.put(x + 1, y + 1, "◇◇◇", TARGET)
        if cell in marks.ghost:
            style = GHOST_OK if marks.ghost_ok else GHOST_BAD
            canvas.put(x, y + 1, "▣▣▣▣▣" if marks.ghost_ok else "✗✗✗✗✗", style)
        if cell in marks.bot:
            canvas.put(x, y + 1, f"▣▣{PREVIEW_GLYPH}▣▣", GHOST_OK)
        if cell in marks.changed:
            canvas.put(x + 4, y + 1, CHANGED_GLYPH, (canvas.styles[y + 1][x + 4] or EMPTY)
                       + CHANGED)
        if cell == marks.selected:
            canvas.put(x, y + 1, "»", TARGET)
        if cell == self.cursor:
            canvas.restyle(x, y, CELL_W - 1, CELL_H, CURSOR)
            canvas.put(x, y, "▸")

    def _draw_tile(self, canvas: Canvas, cell: Cell, tile: Tile) -> None:
        state = self.state
        assert state is not None
        x, y = cell_origin(cell)
        bg = Style(bgcolor=LAND_BG[tile.land], color="#eeeeee")
        # One piece: no gap column inside a start tile laid horizontally, and no edge line
        # between the two cells of one laid vertically.
        width = CELL_W if (cell[0], cell[1] + 1) in tile.cells else CELL_W - 1
        canvas.fill(x, y, width, CELL_H, " ", bg)
        if (cell[0] + 1, cell[1]) not in tile.cells:
            canvas.put(x, y + CELL_H - 1, EDGE * width, bg + EDGE_STYLE)
        seat = self.seats[tile.owner]
        initial = data().families[state.families[tile.owner]].initial
        canvas.put(x + 1, y, initial, bg + Style(color=seat.colour, bold=True))
        canvas.put(x + 2, y, tile.land.lower(), bg)
        if tile.developed:
            shade = bg + Style(color=LAND_DEV_FG[tile.land])
            canvas.put(x, y, "░", shade)
            canvas.put(x + 4, y, "░", shade)
            canvas.put(x + 2, y, tile.land.lower() + "✓", bg + Style(bold=True))
        if tile.figure and cell == tile.key:
            glyph = FIGURE_GLYPH[tile.figure] + ("*" if tile.stored else "")
            canvas.put(x + 3, y, glyph, bg + Style(color=seat.colour, bold=True))

    # -- mouse -----------------------------------------------------------------------------

    def cell_at(self, x: int, y: int) -> Cell | None:
        col, dx = divmod(x - LEFT, CELL_W)
        row, _ = divmod(y - TOP, CELL_H)
        d = data()
        if x < LEFT or y < TOP or dx == CELL_W - 1 or (row, col) not in d.land_cells:
            return None
        return (row, col)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        cell = self.cell_at(*self.board_xy(event))
        if cell is not None and cell != self._hover:
            self._hover = cell
            self.post_message(self.Hovered(cell))

    def on_click(self, event: events.Click) -> None:
        cell = self.cell_at(*self.board_xy(event))
        if cell is not None:
            self.post_message(self.Clicked(cell, event.button))

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self.post_message(self.Wheel())

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self.post_message(self.Wheel())
