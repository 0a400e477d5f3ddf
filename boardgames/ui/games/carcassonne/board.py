"""The map: every square as 9 x 5 character art, edge to edge, with the coast and the sea
on the right, column numbers counted westward on a ruler above and row numbers on a
ruler to the left. One widget draws all of it.

Drawing is layered so that a key press stays cheap on a full map:

* the **base** (squares, settlers, sea, last placed tile) is drawn once per change of
  the game state, from per-square art that is drawn once per square type and rotation;
* the **targets** (where the drawn tile fits, numbered settler spots) are redrawn when
  the rotation or the decision changes, on copies of the lines they touch;
* the **overlay** (cursor, ghost tile, the selected segment or feature) is redrawn on every
  key press, again only on the lines it touches (five to ten of them).

The rulers stay in place while the map scrolls: ``render_line`` puts them beside the
visible part of the map.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip

from boardgames.core.rules import Action
from boardgames.core.seating import Seat
from boardgames.games.carcassonne.actions import DeploySettler, PlaceTile, ScoreFeature
from boardgames.games.carcassonne.board import Cell
from boardgames.games.carcassonne.data import ROLES, GameData, is_start_square
from boardgames.games.carcassonne.state import State
from boardgames.games.carcassonne.text import start_name
from boardgames.ui.games.carcassonne.art import (
    CHANGED_AT,
    CHANGED_GLYPH,
    CHANGED_STYLE,
    CURSOR_MARKS,
    CURSOR_STYLE,
    EMPTY,
    FIT_NOW,
    FIT_OTHER,
    FITS,
    GHOST_BAD,
    GHOST_OK,
    HEIGHT,
    HOLLOW,
    KIND_STYLE,
    LAST_STYLE,
    LAST_TICKS,
    MISS,
    MISS_STYLE,
    OTHER_ROTATION,
    RULER,
    RULER_CURSOR,
    RULER_DANGER,
    RULER_SURVEYOR,
    SEA,
    SEA_NAME,
    SEA_STYLE,
    SELECTED,
    SPOT,
    START_BG,
    TICK_CORNERS,
    TILE_BG,
    WIDTH,
    XY,
    TileArt,
    square_art,
)
from boardgames.ui.screens.game import PREVIEW_GLYPH
from boardgames.ui.widgets.canvas import BoardView, Canvas, row_strip

RULER_W = 5  # row numbers on the left
TOP = 1  # the column ruler


@dataclass
class Targets:
    """The middle layer: where the drawn tile fits (now / in another rotation) and the
    numbered settler spots of the tile just placed."""

    fits_now: set[Cell] = field(default_factory=set)
    fits_other: set[Cell] = field(default_factory=set)
    spots: list[tuple[Cell, str, str]] = field(default_factory=list)  # cell, segment, label


@dataclass
class Overlay:
    """The top layer: the cursor, the ghost of the drawn tile and highlighted segments.
    ``bot``: they show a bot's move before it lands (the cursor's arms become ◌)."""

    cursor: Cell | None = None
    ghost: tuple[str, int, bool] | None = None  # tile, rotation, fits there
    selected: list[tuple[Cell, str]] = field(default_factory=list)  # segment instances
    bot: bool = False


def bot_overlay(state: State, action: Action | None) -> Overlay | None:
    """A bot's move before it lands (spec 9.4: shown for a moment): its tile as a ghost
    in its cell and rotation, or the segments of its settler or of the feature it scores
    highlighted; framed by the cursor with ◌ on its arms. None: nothing to show."""
    if isinstance(action, PlaceTile) and state.current_tile is not None:
        return Overlay(cursor=(action.col, action.row), bot=True,
                       ghost=(state.current_tile, action.rotation, True))
    if isinstance(action, DeploySettler) and state.placed is not None:
        return Overlay(cursor=state.placed, selected=[(state.placed, action.segment)],
                       bot=True)
    if isinstance(action, ScoreFeature):
        feature = state.feature_at((action.col, action.row, action.segment))
        return Overlay(cursor=(action.col, action.row), bot=True,
                       selected=[((c, r), seg) for c, r, seg in feature.segments])
    return None


Row = tuple[list[str], list[Style]]
SquareRows = tuple[list[list[str]], list[list[Style]]]  # five lines of characters, styles


class Layer:
    """Lines copied from the layer below on their first change."""

    def __init__(self, below: Callable[[int], Row], height: int) -> None:
        self.below = below
        self.height = height
        self.rows: dict[int, Row] = {}
        self._strips: dict[int, Strip] = {}

    def row(self, y: int) -> Row | None:
        if not 0 <= y < self.height:
            return None
        if y not in self.rows:
            chars, styles = self.below(y)
            self.rows[y] = (list(chars), list(styles))
        return self.rows[y]

    def put(self, x: int, y: int, text: str, style: Style) -> None:
        row = self.row(y)
        if row is None:
            return
        chars, styles = row
        for i, ch in enumerate(text):
            if 0 <= x + i < len(chars):
                chars[x + i] = ch
                styles[x + i] = style

    def restyle(self, x: int, y: int, style: Style) -> None:
        row = self.row(y)
        if row is not None and 0 <= x < len(row[1]):
            row[1][x] = row[1][x] + style

    def strip(self, y: int) -> Strip | None:
        """The line as a strip if this layer changed it (made once, when first shown)."""
        row = self.rows.get(y)
        if row is None:
            return None
        strip = self._strips.get(y)
        if strip is None:
            strip = self._strips[y] = row_strip(*row)
        return strip


class CarcassonneMap(BoardView, can_focus=False):
    """Posts ``Clicked`` (cell, the x/y inside the square, mouse button) and ``Hovered``."""

    DEFAULT_CSS = """
    CarcassonneMap { width: 1fr; height: 1fr; background: #101010; }
    """

    class Clicked(Message):
        def __init__(self, cell: Cell, inner: XY, button: int) -> None:
            super().__init__()
            self.cell = cell
            self.inner = inner
            self.button = button

    class Hovered(Message):
        def __init__(self, cell: Cell) -> None:
            super().__init__()
            self.cell = cell

    def __init__(self, data: GameData, seats: list[Seat],
                 home: Callable[[], Cell | None] = lambda: None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.data = data
        self.seats = seats
        # Where the view centres when it is first shown and after a resize: the cell of
        # the current action, or None for the coast (a new game).
        self.home = home
        self.state: State | None = None
        self.changed: set[Cell] = set()  # cells the other seats changed (marked ✱)
        self.west = 1  # westmost column drawn
        self.north = -1  # northmost row drawn
        self.south = 10
        self._base = Canvas(1, 1)
        self._base_strips: dict[int, Strip] = {}
        self._mid = Layer(self._base_row, 0)
        self._top = Layer(self._mid_row, 0)
        self._ruler = Strip([])
        self._ruler_cells: list[tuple[int, str, Style]] = []
        self.targets = Targets()
        self.overlay = Overlay()
        self._square_rows: dict[tuple[str, int, int], SquareRows] = {}
        self._hover: Cell | None = None
        self._shown_once = False
        self._terminal = Size(0, 0)  # the terminal size the view was last centred for

    # -- geometry ----------------------------------------------------------------------------

    def origin(self, cell: Cell) -> XY:
        """Canvas position of a cell's top-left character."""
        col, row = cell
        return (self.west - col) * WIDTH, (row - self.north) * HEIGHT

    def in_bounds(self, cell: Cell) -> bool:
        col, row = cell
        return 0 <= col <= self.west and self.north <= row <= self.south

    def cell_at(self, x: int, y: int) -> tuple[Cell, XY] | None:
        """The cell under a canvas position and the position inside it."""
        if x < 0 or y < 0:
            return None
        col_index, dx = divmod(x, WIDTH)
        row_index, dy = divmod(y, HEIGHT)
        cell = (self.west - col_index, self.north + row_index)
        return (cell, (dx, dy)) if self.in_bounds(cell) else None

    @property
    def map_size(self) -> Size:
        """How much of the map the widget shows (without the rulers)."""
        view = self.scrollable_content_region
        return Size(max(0, view.width - RULER_W), max(0, view.height - TOP))

    def screen_offset(self, cell: Cell, inner: XY = (4, 2)) -> XY | None:
        """Where a cell's character is inside the widget, or None if scrolled away."""
        x, y = self.origin(cell)
        x, y = x + inner[0] - int(self.scroll_x), y + inner[1] - int(self.scroll_y)
        view = self.map_size
        if 0 <= x < view.width and 0 <= y < view.height:
            return x + RULER_W, y + TOP
        return None

    # -- the base layer ----------------------------------------------------------------------

    def show_state(self, state: State, changed: set[Cell] | None = None) -> None:
        """Redraw the squares and settlers (after every action); ``changed``: the cells
        the other seats changed since the viewing seat's last move (None: as before, for
        a redraw after a resize)."""
        old_west, old_north = self.west, self.north
        self.state = state
        if changed is not None:
            self.changed = set(changed)
        self.west, self.north, self.south = self._extent(state)
        self._draw_base()
        self.virtual_size = Size(self._base.width + RULER_W, self._base.height + TOP)
        dx = (self.west - old_west) * WIDTH
        dy = (old_north - self.north) * HEIGHT
        if not self._shown_once:
            self._shown_once = True
            self._terminal = self.app.size
            self.call_after_refresh(self.centre_home)
        elif dx or dy:
            self.scroll_to(self.scroll_x + dx, self.scroll_y + dy, animate=False, immediate=True)
        self._draw_mid()

    def centre_home(self) -> None:
        """Centre the view on the current action (``home``); the coast if there is none."""
        cell = self.home()
        if cell is None:
            self.show_coast()
        else:
            self.centre_on(cell)

    def show_coast(self) -> None:
        """A new view: column 0 at the right edge, the start column centred vertically."""
        rows = sorted(r for _, r in self.data.start_cells)
        top = self.origin((0, rows[0]))[1]
        bottom = self.origin((0, rows[-1]))[1] + HEIGHT
        y = (top + bottom - self.map_size.height) // 2
        self.scroll_to(self.max_scroll_x, max(0, y), animate=False, immediate=True)

    def _least_sea(self) -> int:
        return 4 + max((len(start_name(n)) for n in self.data.start_names.values()), default=0)

    def _sea_width(self) -> int:
        """Room for the town names; wider when the map is narrower than the widget, so
        that the coast stays at the right edge."""
        return max(self._least_sea(), self.map_size.width - (self.west + 1) * WIDTH)

    def _extent(self, state: State) -> tuple[int, int, int]:
        """The westmost column and the north and south rows drawn: one empty cell
        around the squares, more if the widget is bigger than the map (extra columns go
        west, extra rows north and south alike)."""
        view = self.map_size
        west = max(state.westmost + 1, (view.width - self._least_sea()) // WIDTH - 1)
        rows = [r for _, r in state.squares]
        north, south = min(rows) - 1, max(rows) + 1
        spare = max(0, -(-view.height // HEIGHT) - (south - north + 1))
        return west, north - spare // 2, south + spare - spare // 2

    def on_resize(self) -> None:
        """Redraw only if the new size needs more (or fewer) empty cells around; then
        centre on the current action again, so a resize never leaves it out of view."""
        if self.state is None:
            return
        if self._extent(self.state) != (self.west, self.north, self.south):
            self.show_state(self.state)
        # Only a new terminal size recentres (not a prompt bar that wraps onto a second
        # line), so scrolling by hand is not undone.
        if self._shown_once and self.app.size != self._terminal:
            self._terminal = self.app.size
            self.call_after_refresh(self.centre_home)

    def _square_art_rows(self, square: str, rotation: int, parity: int) -> SquareRows:
        """Characters and styles of one square's five lines, kept per square type,
        rotation and checkerboard tone."""
        key = (square, rotation, parity)
        found = self._square_rows.get(key)
        if found is None:
            art = square_art(self.data, square, rotation)
            bg = START_BG if is_start_square(square) else TILE_BG[parity]
            styles = {kind: style + bg for kind, style in KIND_STYLE.items()}
            found = self._square_rows[key] = (
                [list(line) for line in art.chars],
                [[styles[kind] for kind in kinds] for kinds in art.kinds],
            )
        return found

    def _draw_base(self) -> None:
        state = self.state
        assert state is not None
        names = self.data.start_names
        sea_w = self._sea_width()
        land_w = (self.west + 1) * WIDTH
        canvas = Canvas(land_w + sea_w, (self.south - self.north + 1) * HEIGHT, EMPTY)
        canvas.fill(land_w, 0, sea_w, canvas.height, " ", SEA_STYLE)
        for y in range(canvas.height):  # a pattern of waves, one ≈ in three cells
            for x in range(land_w + (y % 3), land_w + sea_w, 3):
                canvas.put(x, y, SEA, SEA_STYLE)
        for row, name in names.items():
            if names.get(row - 1) != name:
                canvas.put(land_w + 2, self.origin((0, row))[1] + 2, f" {start_name(name)} ",
                           SEA_NAME)
        for cell, (square, rotation) in state.squares.items():
            x, y = self.origin(cell)
            chars, styles = self._square_art_rows(square, rotation, (cell[0] + cell[1]) % 2)
            for dy in range(HEIGHT):
                canvas.chars[y + dy][x:x + WIDTH] = chars[dy]
                canvas.styles[y + dy][x:x + WIDTH] = styles[dy]
        for key, seat in state.settlers.items():
            self._draw_settler(canvas, key, seat)
        if state.last_placed is not None and state.last_placed in state.squares:
            x, y = self.origin(state.last_placed)
            for (dx, dy), tick in zip(TICK_CORNERS, LAST_TICKS, strict=True):
                canvas.put(x + dx, y + dy, tick, canvas.styles[y + dy][x + dx] + LAST_STYLE)
        for cell in self.changed:
            if cell in state.squares:
                x, y = self.origin(cell)
                for dx, dy in CHANGED_AT:
                    canvas.put(x + dx, y + dy, CHANGED_GLYPH,
                               canvas.styles[y + dy][x + dx] + CHANGED_STYLE)
        self._base = canvas
        self._base_strips = {}
        self._draw_ruler_cells(state)

    def _draw_settler(self, canvas: Canvas, key: tuple[int, int, str], seat: int) -> None:
        col, row, segment = key
        square, rotation = self.state.squares[col, row]  # type: ignore[union-attr]
        art = square_art(self.data, square, rotation)
        ax, ay = art.anchors[segment]
        x, y = self.origin((col, row))
        owner = self.seats[seat]
        bg = canvas.styles[y + ay][x + ax]
        if ROLES[art.segment_kinds[segment]] == "trapper":  # a trapper lies: hollow glyph
            glyph = HOLLOW.get(owner.glyph, owner.glyph.lower() or "o")
            style = bg + Style(color=owner.colour, bold=True)
        else:
            glyph = owner.glyph or "?"
            style = bg + Style(color=owner.colour, bold=True, reverse=True)
        canvas.put(x + ax, y + ay, glyph, style)

    def _draw_ruler_cells(self, state: State) -> None:
        """Column numbers centred over their squares; surveyors above their column;
        columns east of both surveyors dimmed and marked."""
        east, west = state.surveyors
        danger = state.endangered_columns()  # none after the game: no scoring comes
        cells = []
        for col in range(self.west + 1):
            here = (col == east) + (col == west)
            label = f"⚠{col}" if col in danger else str(col)
            if here:
                label += " ▼S2" if here == 2 else " ▼S"
            style = RULER_DANGER if col in danger else RULER_SURVEYOR if here else RULER
            cells.append((col, label, style))
        self._ruler_cells = cells

    def _base_strip(self, y: int) -> Strip:
        strip = self._base_strips.get(y)
        if strip is None:
            strip = self._base_strips[y] = row_strip(*self._base_row(y))
        return strip

    def _base_row(self, y: int) -> Row:
        return self._base.chars[y], self._base.styles[y]

    # -- the target layer --------------------------------------------------------------------

    def show_targets(self, targets: Targets) -> None:
        self.targets = targets
        self._draw_mid()

    def _draw_mid(self) -> None:
        layer = Layer(self._base_row, self._base.height)
        t = self.targets
        for cell in t.fits_other - t.fits_now:
            if self.in_bounds(cell):
                x, y = self.origin(cell)
                layer.put(x + 4, y + 2, OTHER_ROTATION, FIT_OTHER)
        for cell in t.fits_now:
            if self.in_bounds(cell):
                x, y = self.origin(cell)
                for dy in range(HEIGHT):
                    layer.put(x, y + dy, " " * WIDTH, FIT_NOW)
                layer.put(x + 4, y + 2, FITS, FIT_NOW)
        for cell, segment, label in t.spots:
            spot = self.settler_xy(cell, segment)
            if spot is not None:
                layer.put(spot[0], spot[1], label, SPOT)
        self._mid = layer
        self._draw_top(everything=True)

    def _mid_row(self, y: int) -> Row:
        return self._mid.rows.get(y) or self._base_row(y)

    def settler_xy(self, cell: Cell, segment: str) -> XY | None:
        """Canvas position where a settler of a segment instance stands."""
        art = self._art_at(cell)
        if art is None or segment not in art.anchors:
            return None
        x, y = self.origin(cell)
        ax, ay = art.anchors[segment]
        return x + ax, y + ay

    def _art_at(self, cell: Cell) -> TileArt | None:
        if self.state is None or cell not in self.state.squares:
            return None
        return square_art(self.data, *self.state.squares[cell])

    # -- the overlay -------------------------------------------------------------------------

    def show_overlay(self, overlay: Overlay) -> None:
        self.overlay = overlay
        self._draw_top()

    def _draw_top(self, everything: bool = False) -> None:
        """Draw the overlay and repaint what changed: after a cursor move only the
        lines of the old and the new cursor and the column ruler."""
        before = self._overlay_lines()
        layer = Layer(self._mid_row, self._base.height)
        f = self.overlay
        for cell, segment in f.selected:
            art = self._art_at(cell)
            if art is not None:
                x, y = self.origin(cell)
                for dx, dy in art.cells_of(segment):
                    layer.restyle(x + dx, y + dy, SELECTED)
        if f.cursor is not None and self.in_bounds(f.cursor):
            x, y = self.origin(f.cursor)
            if f.ghost is not None:
                self._draw_ghost(layer, x, y, *f.ghost)
            for (dx, dy), mark in CURSOR_MARKS.items():
                if f.bot and 0 < dx < WIDTH - 1:  # the arms, between the corners
                    mark = PREVIEW_GLYPH
                row = layer.row(y + dy)
                if row is not None:
                    layer.put(x + dx, y + dy, mark, row[1][x + dx] + CURSOR_STYLE)
        self._top = layer
        self._ruler = self._ruler_strip()
        if everything:
            self.refresh()
            return
        width, top = self.size.width, int(self.scroll_y)
        lines = {y - top + TOP for y in before | self._overlay_lines()}
        self.refresh(Region(0, 0, width, TOP),
                     *(Region(0, y, width, 1) for y in lines
                       if TOP <= y < self.map_size.height + TOP))

    def _overlay_lines(self) -> set[int]:
        """Canvas lines the overlay draws on, with the cursor's row label."""
        lines = set(self._top.rows)
        if self.overlay.cursor is not None and self.in_bounds(self.overlay.cursor):
            lines.add(self.origin(self.overlay.cursor)[1] + HEIGHT // 2)
        return lines

    def _draw_ghost(self, layer: Layer, x: int, y: int, tile: str, rotation: int,
                    ok: bool) -> None:
        art = square_art(self.data, tile, rotation)
        bg = GHOST_OK if ok else GHOST_BAD
        for dy in range(HEIGHT):
            for dx in range(WIDTH):
                style = KIND_STYLE[art.kinds[dy][dx]] + bg
                layer.put(x + dx, y + dy, art.chars[dy][dx], style)
        if not ok:
            layer.put(x + 4, y + 2, MISS, MISS_STYLE)

    def _ruler_strip(self) -> Strip:
        chars = [" "] * self._base.width
        styles = [RULER] * self._base.width
        cursor_col = self.overlay.cursor[0] if self.overlay.cursor is not None else None
        for col, label, style in self._ruler_cells:
            x = (self.west - col) * WIDTH
            text = label.center(WIDTH)
            if col == cursor_col:
                style = RULER_CURSOR
            for i, ch in enumerate(text):
                chars[x + i] = ch
                styles[x + i] = style
        return row_strip(chars, styles)

    # -- rendering ---------------------------------------------------------------------------

    def redraw(self) -> None:
        """Everything again from the current state and marks (``BoardView.redraw``
        would draw one whole canvas; this map draws in layers instead)."""
        if self.state is not None:
            self.show_state(self.state)

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        scroll_x, scroll_y = int(self.scroll_x), int(self.scroll_y)
        map_w = max(0, width - RULER_W)
        if y < TOP:
            left = Strip([Segment(" " * RULER_W, RULER)], RULER_W)
            right = self._ruler.crop_extend(scroll_x, scroll_x + map_w, RULER)
            return Strip.join([left, right])
        line = y - TOP + scroll_y
        if not 0 <= line < self._base.height:
            return Strip.blank(width, self.rich_style)
        strip = self._top.strip(line) or self._mid.strip(line) or self._base_strip(line)
        return Strip.join([self._row_label(line), strip.crop_extend(scroll_x, scroll_x + map_w,
                                                                      self.rich_style)])

    def _row_label(self, line: int) -> Strip:
        row, inner = divmod(line, HEIGHT)
        row += self.north
        text = f"{row:>3}  " if inner == 2 else " " * RULER_W
        cursor = self.overlay.cursor
        style = RULER_CURSOR if cursor is not None and cursor[1] == row else RULER
        return Strip([Segment(text[:RULER_W], style)], RULER_W)

    # -- scrolling ---------------------------------------------------------------------------

    def follow(self, cell: Cell) -> None:
        """Scroll as little as needed to show the cell (the cursor)."""
        x, y = self.origin(cell)
        view = self.map_size
        sx, sy = self.scroll_x, self.scroll_y
        if x < sx:
            sx = x
        elif x + WIDTH > sx + view.width:
            sx = x + WIDTH - view.width
        if y < sy:
            sy = y
        elif y + HEIGHT > sy + view.height:
            sy = y + HEIGHT - view.height
        if (sx, sy) != (self.scroll_x, self.scroll_y):
            self.scroll_to(sx, sy, animate=False, immediate=True)

    def show_cell(self, cell: Cell) -> None:
        """Centre the view on a cell unless it is fully visible already."""
        x, y = self.origin(cell)
        view = self.map_size
        sx, sy = self.scroll_x, self.scroll_y
        if not (sx <= x and x + WIDTH <= sx + view.width and sy <= y
                and y + HEIGHT <= sy + view.height):
            self.centre_on(cell)

    def centre_on(self, cell: Cell) -> None:
        x, y = self.origin(cell)
        view = self.map_size
        self.scroll_to(x + WIDTH // 2 - view.width // 2, y + HEIGHT // 2 - view.height // 2,
                       animate=False, immediate=True)

    # -- mouse -------------------------------------------------------------------------------

    def _event_cell(self, event: events.MouseEvent) -> tuple[Cell, XY] | None:
        if event.x < RULER_W or event.y < TOP:
            return None
        x = int(event.x) - RULER_W + int(self.scroll_x)
        y = int(event.y) - TOP + int(self.scroll_y)
        return self.cell_at(x, y)

    def on_click(self, event: events.Click) -> None:
        found = self._event_cell(event)
        if found is not None:
            event.stop()
            self.post_message(self.Clicked(found[0], found[1], event.button))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        found = self._event_cell(event)
        if found is not None and found[0] != self._hover:
            self._hover = found[0]
            self.post_message(self.Hovered(found[0]))
