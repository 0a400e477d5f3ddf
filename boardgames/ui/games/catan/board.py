"""The Neue Welt map widget (spec 9.2): one canvas of character art. The static art
(art.py) is built once; a redraw copies it and lays the pieces, chips, holders,
highlights and the cursor on top."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.style import Style
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip

from boardgames.core.i18n import _, language
from boardgames.core.seating import Seat
from boardgames.games.catan.board import board
from boardgames.games.catan.state import EMPTY, State
from boardgames.games.catan.view import chip_marker
from boardgames.ui.games.catan.art import (
    CHANGED,
    CHANGED_BG,
    CHANGED_MARK,
    CURSOR_MARK,
    HOT_NUMBER,
    HOT_PIPS,
    INTERIOR,
    PIP,
    PIPS,
    PIPS_STYLE,
    PREVIEW,
    PRIVATE_CHIP,
    PUBLIC_CHIP,
    ROAD_H,
    ROBBER,
    START_MARK,
    TARGET,
    TARGET_BG,
    TARGET_MARK,
    city_style,
    copy_canvas,
    geometry,
    invert,
    piece_glyph,
    seat_style,
    static_art,
)
from boardgames.ui.games.catan.choices import CROSSING, EDGE, HEX
from boardgames.ui.screens.game import PREVIEW_GLYPH
from boardgames.ui.widgets.canvas import BoardView, Canvas, row_strip

__all__ = ["CROSSING", "EDGE", "HEX", "CatanBoard", "Marks", "geometry", "piece_glyph"]


@dataclass(frozen=True)
class Marks:
    """What the screen asks the map to show on top of the pieces."""

    mode: str = HEX
    cursor: int | None = None
    targets: frozenset[int] = frozenset()  # legal targets, in ``mode``
    # (mode, id) of the pieces and fields the other seats changed since the viewer's
    # last move: drawn with ✱ in orange (never the cursor's inversion or the ◇ targets).
    changed: frozenset[tuple[str, int]] = frozenset()
    # (mode, id) of a bot's move (or a hint) before it lands: ◌ on a highlighted ground.
    bot: frozenset[tuple[str, int]] = frozenset()



# -- the widget ----------------------------------------------------------------------------


def map_key(view: State, show_ids: bool) -> tuple[Any, ...]:
    """Everything of a view the pieces canvas depends on."""
    return (
        show_ids, language(), view.turn == 0, view.robber, tuple(view.road), tuple(view.building),
        tuple(view.city), tuple(p.ship for p in view.players), frozenset(view.unknown_numbers),
        tuple((h, tuple(holders), chip_marker(view, h)) for h, holders in view.holders.items()),
    )


class CatanBoard(BoardView, can_focus=False):
    """The map. Not focusable: the screen owns the arrow keys. Posts ``Clicked`` with the
    crossing, edge or hex under the mouse.

    Two caches keep a key press cheap: the canvas with the pieces (rebuilt only when the
    view changes) with its strips, and on top of it the marks (targets and cursor), whose
    rows alone are rendered again when only the cursor moves."""

    DEFAULT_CSS = """
    CatanBoard { width: 1fr; height: 1fr; }
    """

    class Clicked(Message):
        def __init__(self, mode: str, ident: int) -> None:
            super().__init__()
            self.mode = mode
            self.ident = ident

    def __init__(self, seats: list[Seat], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seats = seats
        self.view: State | None = None
        self.marks = Marks()
        self.show_ids = True
        self._pieces: Canvas | None = None
        self._piece_strips: list[Strip] = []
        self._mark_rows: set[int] = set()  # rows that differ from the pieces canvas
        self._key: tuple[Any, ...] | None = None  # what the pieces canvas was drawn from

    def show(self, view: State, marks: Marks) -> None:
        """Draw a new view; the pieces are drawn again only if the map changed."""
        key = map_key(view, self.show_ids)
        self.view = view
        if key != self._key:
            self._key, self.marks, self._pieces = key, marks, None
            self.redraw()
        else:
            self.set_marks(marks)

    def set_marks(self, marks: Marks) -> None:
        if marks != self.marks:
            self.marks = marks
            self.redraw()

    # -- drawing ---------------------------------------------------------------------------

    def redraw(self) -> None:
        full = self._pieces is None
        if self._pieces is None:
            self._pieces = self._draw_pieces_canvas()
            self._piece_strips = self._pieces.strips()
        canvas = copy_canvas(self._pieces)
        rows = {row for row in self._draw_marks(canvas) if 0 <= row < canvas.height}
        strips = list(self._piece_strips)
        for row in rows:
            strips[row] = row_strip(canvas.chars[row], canvas.styles[row])
        changed = rows | self._mark_rows
        self._strips, self._mark_rows = strips, rows
        self._width = canvas.width
        self.virtual_size = Size(canvas.width, canvas.height)
        if full:
            self.refresh()
            return
        # Only the marks moved: repaint just their old and new rows.
        top = int(self.scroll_y)
        self.refresh(*(Region(0, row - top, self.size.width, 1) for row in changed))

    def _draw_pieces_canvas(self) -> Canvas:
        canvas = copy_canvas(static_art(self.show_ids, language()))
        if self.view is not None:
            self._draw_fields(canvas, self.view)
            self._draw_pieces(canvas, self.view)
        return canvas

    def _draw_fields(self, canvas: Canvas, view: State) -> None:
        bd = board()
        boxes = geometry().boxes
        fixed = bd.fixed_i
        for h in bd.data.map.hexes:
            r, c = boxes[h.id]
            bg = canvas.styles[r + 1][c + 6]  # the plain interior style of the hex
            if h.kind != "land":
                sailors = [s for s, p in enumerate(view.players) if p.ship == h.id]
                if sailors:
                    canvas.put(c + 3, r + 5, " " * 7, bg)
                    x = c + 6 - (len(sailors) - 1)
                    for i, s in enumerate(sailors):
                        canvas.put(x + 2 * i, r + 5, piece_glyph(self.seats[s]),
                                   bg + seat_style(self.seats[s]))
                continue
            holders = view.holders.get(h.id, [])
            if holders:
                x = c + 6 - (len(holders) - 1)
                for i, s in enumerate(holders):
                    style = bg + Style(color=self.seats[s].colour or None, bold=i == 0,
                                       underline=i == 0)
                    canvas.put(x + 2 * i, r + 1, piece_glyph(self.seats[s]), style)
            if h.number is None:
                canvas.put(c + 6, r + 3, "-", bg)
            else:
                hidden = h.id in view.unknown_numbers
                number = "··" if hidden else f"{h.number:>2}"
                hot = not hidden and h.number in (6, 8)
                canvas.put(c + 3, r + 3, number, bg + (HOT_NUMBER if hot else Style(bold=True)))
                if not hidden:  # the pips: how many of the 36 rolls bring this number
                    canvas.put(c + 6, r + 4, PIP * PIPS.get(h.number, 0),
                               bg + (HOT_PIPS if hot else PIPS_STYLE))
            marker = chip_marker(view, h.id)
            if marker:
                private = marker != "?" and h.id not in fixed and not view.over
                canvas.put(c + 7, r + 3, marker, bg + (PRIVATE_CHIP if private else PUBLIC_CHIP))
            if view.robber == h.id:
                canvas.put(c + 6, r + 4, "ROB  ", bg)  # the robber covers the pips
                canvas.put(c + 6, r + 4, _("ROB")[:3], bg + ROBBER)

    def _draw_pieces(self, canvas: Canvas, view: State) -> None:
        geo = geometry()
        for e, owner in enumerate(view.road):
            if owner == EMPTY:
                continue
            seat = self.seats[owner]
            style = seat_style(seat)
            cells = geo.edge_cells[e]
            for i, (row, col) in enumerate(cells):
                if i == 0:
                    ch = piece_glyph(seat)
                elif len(cells) > 2:
                    ch = ROAD_H
                else:
                    ch = canvas.chars[row][col]
                canvas.put(col, row, ch, style)
        setup = view.turn == 0
        starts = board().start_crossings
        for x, owner in enumerate(view.building):
            row, col = geo.anchors[CROSSING][x]
            if owner != EMPTY:
                seat = self.seats[owner]
                city = view.city[x]
                canvas.put(col, row, piece_glyph(seat, city),
                           city_style(seat) if city else seat_style(seat))
            elif setup and x in starts:
                canvas.put(col, row, "+", START_MARK)

    def _draw_marks(self, canvas: Canvas) -> set[int]:
        """Legal targets and the cursor; returns the rows it touched."""
        geo = geometry()
        marks = self.marks
        view = self.view
        rows: set[int] = set()
        for mode, ident in sorted(marks.changed):
            rows |= self._draw_change(canvas, mode, ident)
        for ident in marks.targets:
            if marks.mode == CROSSING:
                row, col = geo.anchors[CROSSING][ident]
                if view is not None and view.building[ident] != EMPTY:
                    canvas.restyle(col, row, 1, 1, Style(bgcolor=TARGET_BG, underline=True))
                else:
                    canvas.put(col, row, TARGET_MARK, TARGET)
                rows.add(row)
            elif marks.mode == EDGE:
                road = view is not None and view.road[ident] != EMPTY
                for i, (row, col) in enumerate(geo.edge_cells[ident]):
                    canvas.put(col, row, TARGET_MARK if i == 0 and not road
                               else canvas.chars[row][col], TARGET)
                    rows.add(row)
            else:
                r, c = geo.boxes[ident]
                canvas.put(c + 1, r + 3, TARGET_MARK, TARGET)
                canvas.put(c + 11, r + 3, TARGET_MARK, TARGET)
                canvas.restyle(c + 2, r + 2, 9, 1, Style(bgcolor=TARGET_BG))
                rows.update((r + 2, r + 3))
        for mode, ident in sorted(marks.bot):
            rows |= self._draw_preview(canvas, mode, ident)
        if marks.cursor is None:
            return rows
        if marks.mode == HEX:
            r, c = geo.boxes[marks.cursor]
            for dr, (first, last) in INTERIOR.items():
                invert(canvas, c + first, r + dr, last - first + 1)
                rows.add(r + dr)
        elif marks.mode == EDGE:
            for row, col in geo.edge_cells[marks.cursor]:
                invert(canvas, col, row)
                rows.add(row)
        else:
            row, col = geo.anchors[CROSSING][marks.cursor]
            invert(canvas, col, row)
            if canvas.chars[row][col] in ".:":
                canvas.put(col, row, CURSOR_MARK)
            rows.add(row)
        return rows

    def _draw_change(self, canvas: Canvas, mode: str, ident: int) -> set[int]:
        """A change mark: the element's cells on a purple ground and ✱ beside it (on a
        field: in its box, right of the value zone)."""
        geo = geometry()
        if mode == HEX:
            r, c = geo.boxes[ident]
            canvas.put(c + 2, r + 4, CHANGED_MARK, CHANGED)
            return {r + 4}
        cells = geo.edge_cells[ident] if mode == EDGE else [geo.anchors[CROSSING][ident]]
        rows = set()
        for row, col in cells:
            if not canvas.styles[row][col].reverse:
                canvas.restyle(col, row, 1, 1, Style(bgcolor=CHANGED_BG))
            rows.add(row)
        spot = self._blank_beside(canvas, cells)
        if spot is not None:
            canvas.put(spot[1], spot[0], CHANGED_MARK, CHANGED)
            rows.add(spot[0])
        return rows

    @staticmethod
    def _draw_preview(canvas: Canvas, mode: str, ident: int) -> set[int]:
        """A move about to be made: its crossing or edge (its anchor a ◌) or the middle
        of its field (between two ◌) on the preview's ground."""
        geo = geometry()
        if mode == HEX:
            r, c = geo.boxes[ident]
            canvas.restyle(c + 2, r + 2, 9, 1, PREVIEW)
            canvas.put(c + 1, r + 3, PREVIEW_GLYPH, PREVIEW)
            canvas.put(c + 11, r + 3, PREVIEW_GLYPH, PREVIEW)
            return {r + 2, r + 3}
        cells = geo.edge_cells[ident] if mode == EDGE else [geo.anchors[CROSSING][ident]]
        for i, (row, col) in enumerate(cells):
            canvas.put(col, row, PREVIEW_GLYPH if i == 0 else canvas.chars[row][col], PREVIEW)
        return {row for row, _col in cells}

    @staticmethod
    def _blank_beside(canvas: Canvas, cells: list[tuple[int, int]]) -> tuple[int, int] | None:
        """A blank interior cell of a field next to one of ``cells`` (for a ✱)."""
        hits = geometry().hits
        for row, col in cells:
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)):
                spot = (row + dr, col + dc)
                if hits.get(spot, ("",))[0] == HEX and 0 <= spot[0] < canvas.height \
                        and canvas.chars[spot[0]][spot[1]] == " ":
                    return spot
        return None

    def render_line(self, y: int) -> Strip:
        """A row of the map on the widget's own background: a cell without a background
        of its own (outlines, roads, crossings) would otherwise show the terminal's."""
        line = super().render_line(y)
        ground = self._line_style.bgcolor if self._line_style is not None else None
        return line.apply_style(Style(bgcolor=ground)) if ground is not None else line

    def text_at(self, row: int, first: int, last: int) -> str:
        """Plain text of a canvas row span as last drawn (for tests)."""
        if not 0 <= row < len(self._strips):
            return ""
        return self._strips[row].text[first:last + 1]

    # -- mouse -----------------------------------------------------------------------------

    def on_click(self, event: events.Click) -> None:
        x, y = self.board_xy(event)
        element = geometry().hits.get((y, x))
        if element is not None:
            event.stop()
            self.post_message(self.Clicked(*element))
