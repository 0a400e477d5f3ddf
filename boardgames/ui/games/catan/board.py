"""The Neue Welt map in character art (spec 9.2), drawn as one canvas.

Every hex is a 13 x 7 box; neighbouring boxes share their outline cells, so each crossing
(a corner cell) and each edge (its side cells) has exactly one place on screen. The static
art (outlines, terrain, labels, tints, zone borders) is built once; a redraw copies it and
lays the pieces, chips, holders, highlights and the cursor on top.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rich.style import Style
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip

from boardgames.core.controller import Seat
from boardgames.games.catan.board import CORNER_CELLS, SIDE_CELLS, board
from boardgames.games.catan.state import EMPTY, State
from boardgames.games.catan.view import chip_marker
from boardgames.ui.widgets.canvas import BoardView, Canvas, check_glyph, row_strip

CROSSING, EDGE, HEX = "crossing", "edge", "hex"
# Interior rows of a hex box: row -> (first column, last column), spec 9.2.
INTERIOR = {1: (3, 9), 2: (2, 10), 3: (1, 11), 4: (2, 10), 5: (3, 9)}
SIDE_CHAR = {"N": "_", "S": "_", "NE": "\\", "SW": "\\", "SE": "/", "NW": "/"}

TERRAIN_BG = {
    "forest": "#162f19",
    "hills": "#2f1911",
    "pasture": "#1c2f16",
    "fields": "#2f2a0e",
    "mountains": "#22222b",
    "gold_mountain": "#2f2804",
    "gold_river": "#2b2405",
    "desert": "#2f281d",
}
TERRAIN_FG = {
    "forest": "#7fcf7f",
    "hills": "#e8926a",
    "pasture": "#b5e08a",
    "fields": "#eedc72",
    "mountains": "#c0c0d0",
    "gold_mountain": "#ffd75f",
    "gold_river": "#ffd75f",
    "desert": "#dccaa0",
}
WATER_BG = {"pacific": "#0b2236", "atlantic": "#0b2236", "south": "#041222",
            "gulf_of_california": "#2c1842"}
WATER_LABEL = {"pacific": "Pacific", "atlantic": "Atlantic", "south": "sea",
               "gulf_of_california": "G.Calif"}

TEXT = Style(color="#e0e0e0")  # value zones, numbers, hex ids
SEA_LABEL = Style(color="#56B4E9")  # water names and waves
OUTLINE = Style(color="#959595")
CORNER = Style(color="#b0b0b0")
PACIFIC_MARK = Style(color="#56B4E9", bold=True)
START_MARK = Style(color="#ffffff", bold=True)
ZONE_BORDER = Style(color="#ff4fd8", bold=True)
HOT_NUMBER = Style(color="#ff5f5f", bold=True)
PUBLIC_CHIP = Style(color="#ffffff", bold=True)
PRIVATE_CHIP = Style(color="#56B4E9", bold=True, italic=True)
ROBBER = Style(reverse=True, bold=True)
TARGET_BG = "#2f2b00"  # under a legal target
TARGET = Style(color="#F0E442", bgcolor=TARGET_BG, bold=True)
DIM = Style(dim=True)

# What changed since the viewer's last move: ✱ in the hills' orange on the gulf's purple
# (colours the contrast test checks already), never the cursor's inversion or ◇'s yellow.
CHANGED_BG = WATER_BG["gulf_of_california"]
CHANGED = Style(color=TERRAIN_FG["hills"], bgcolor=CHANGED_BG, bold=True)
PIPS_STYLE = Style(color=CORNER.color)
HOT_PIPS = Style(color=HOT_NUMBER.color)
# Spec 10.1: the ways to roll each number with two dice, drawn as pips under the number.
PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
PIP = check_glyph("•")
CHANGED_MARK = check_glyph("✱")
TARGET_MARK = check_glyph("◇")
CURSOR_MARK = check_glyph("◎")
ROAD_H = check_glyph("━")


@dataclass(frozen=True)
class Marks:
    """What the screen asks the map to show on top of the pieces."""

    mode: str = HEX
    cursor: int | None = None
    targets: frozenset[int] = frozenset()  # legal targets, in ``mode``
    # (mode, id) of the pieces and fields the other seats changed since the viewer's
    # last move: drawn with ✱ in orange (never the cursor's inversion or the ◇ targets).
    changed: frozenset[tuple[str, int]] = frozenset()


def piece_glyph(seat: Seat, city: bool = False) -> str:
    """The seat's glyph for a piece: letters are lowercase for settlements and roads and
    uppercase for cities (spec 9.2); symbol glyphs stay as they are (a city is drawn
    inverted instead)."""
    glyph = check_glyph(seat.glyph or "?")
    if glyph.isalpha():
        return glyph.upper() if city else glyph.lower()
    return glyph


def seat_style(seat: Seat) -> Style:
    return Style(color=seat.colour or None, bold=True)


def city_style(seat: Seat) -> Style:
    """A city is its glyph inverted: the seat's colour behind it, and without colour
    (NO_COLOR) still inverted."""
    return Style(color=seat.colour or None, bold=True, reverse=True)


def invert(canvas: Canvas, col: int, row: int, width: int = 1) -> None:
    """The cursor: cells drawn inverted, and bold. A cell that is inverted already (a
    city, the robber) turns back, so the cursor shows on it too."""
    if not 0 <= row < canvas.height:
        return
    styles = canvas.styles[row]
    for x in range(max(0, col), min(canvas.width, col + width)):
        styles[x] = styles[x] + Style(reverse=not styles[x].reverse, bold=True)


# -- static geometry -----------------------------------------------------------------------


@dataclass(frozen=True)
class Geometry:
    """Where every element lies on the canvas (computed once from the board's data)."""

    anchors: dict[str, dict[int, tuple[int, int]]]  # mode -> id -> (row, col)
    edge_cells: dict[int, list[tuple[int, int]]]  # edge -> its cells, the anchor first
    boxes: dict[int, tuple[int, int]]  # hex -> top-left (row, col) of its box
    hits: dict[tuple[int, int], tuple[str, int]]  # (row, col) -> element
    rows: int
    cols: int

    def step(self, mode: str, current: int | None, direction: str) -> int | None:
        """The nearest element of ``mode`` in a 90° cone around ``direction`` (spec 9.3):
        rows count double, ties go to the smaller id."""
        anchors = self.anchors[mode]
        if current not in anchors:
            return min(anchors) if anchors else None
        r0, c0 = anchors[current]  # type: ignore[index]
        best: tuple[int, int] | None = None
        for ident, (r, c) in anchors.items():
            dx, dy = c - c0, 2 * (r - r0)
            inside = {
                "right": dx > 0 and abs(dy) <= dx,
                "left": dx < 0 and abs(dy) <= -dx,
                "down": dy > 0 and abs(dx) <= dy,
                "up": dy < 0 and abs(dx) <= -dy,
            }[direction]
            if inside and (best is None or (dx * dx + dy * dy, ident) < best):
                best = (dx * dx + dy * dy, ident)
        return None if best is None else best[1]

    def nearest(self, mode: str, row: int, col: int, among: set[int]) -> int | None:
        """The element of ``among`` nearest to a canvas cell (rows count double)."""
        anchors = self.anchors[mode]
        found = [((anchors[i][1] - col) ** 2 + (2 * (anchors[i][0] - row)) ** 2, i)
                 for i in among if i in anchors]
        return min(found)[1] if found else None

    def box(self, mode: str, ident: int) -> tuple[int, int, int, int]:
        """(x, y, w, h) of an element on the canvas, to scroll it into view."""
        if mode == HEX:
            r, c = self.boxes[ident]
            return c, r, 13, 7
        r, c = self.anchors[mode][ident]
        return c - 3, r - 2, 7, 5


@cache
def geometry() -> Geometry:
    bd = board()
    rows, cols = bd.map_size()
    hits: dict[tuple[int, int], tuple[str, int]] = {}
    hex_anchor = {}
    boxes = {h.id: bd.hex_box(h.id) for h in bd.data.map.hexes}
    for h in bd.data.map.hexes:
        r, c = boxes[h.id]
        hex_anchor[h.id] = (r + 3, c + 6)
        for dr, (first, last) in INTERIOR.items():
            for dc in range(first, last + 1):
                hits[(r + dr, c + dc)] = (HEX, h.id)
    edge_anchor = {}
    edge_cells = {e: bd.edge_cells(e) for e in bd.edges}
    for e in bd.edges:
        cells = edge_cells[e]
        edge_anchor[e] = cells[0]
        for cell in cells:
            hits[cell] = (EDGE, e)
    crossing_anchor = {}
    for x in bd.crossings:
        crossing_anchor[x] = bd.crossing_cell(x)
        hits[crossing_anchor[x]] = (CROSSING, x)
    return Geometry({CROSSING: crossing_anchor, EDGE: edge_anchor, HEX: hex_anchor}, edge_cells,
                    boxes, hits, rows, cols)


def _centre(canvas: Canvas, row: int, first: int, last: int, text: str, style: Style) -> None:
    width = last - first + 1
    text = text[:width]
    canvas.put(first + (width - len(text)) // 2, row, text, style)


@cache
def static_art(show_ids: bool) -> Canvas:
    """Outlines, tints, terrain and water labels, value zones, hex ids and the marked
    Pacific crossings: everything that never changes during a game."""
    bd = board()
    geo = geometry()
    canvas = Canvas(geo.cols, geo.rows)
    terrains = {t.id: t for t in bd.data.terrains}
    for h in bd.data.map.hexes:
        r, c = bd.hex_box(h.id)
        land = h.kind == "land"
        bg = TERRAIN_BG.get(h.terrain) if land else WATER_BG.get(h.region or "",
                                                                       WATER_BG["pacific"])
        base = TEXT + Style(bgcolor=bg)
        for dr, (first, last) in INTERIOR.items():
            canvas.put(c + first, r + dr, " " * (last - first + 1), base)
        if land:
            label = base + Style(color=TERRAIN_FG.get(h.terrain), bold=True)
            _centre(canvas, r + 2, c + 2, c + 10, terrains[h.terrain].label, label)
            if h.value_zone is not None:
                canvas.put(c + 3, r + 4, f"V{h.value_zone}", base)
        else:
            sea = base + SEA_LABEL
            _centre(canvas, r + 2, c + 2, c + 10, WATER_LABEL.get(h.region or "", "sea"), sea)
            wave = ("START" if h.ship_start else "Magellan" if h.magellan_only
                    else "ship" if h.navigable else "~ ~ ~")
            _centre(canvas, r + 3, c + 1, c + 11, wave, sea + Style(bold=h.navigable
                                                                   or h.magellan_only))
        if show_ids:
            _centre(canvas, r + 5, c + 3, c + 9, f"#{h.id}", base + DIM)
        for side, cells in SIDE_CELLS.items():
            for dr, dc in cells:
                canvas.put(c + dc, r + dr, SIDE_CHAR[side], OUTLINE)
        for dr, dc in CORNER_CELLS.values():
            canvas.put(c + dc, r + dr, ".", CORNER)
    for e in bd.edges:
        sides = bd.edge_sides[e]
        zones = {bd.value[h] for h in sides}
        if len(sides) == 2 and None not in zones and len(zones) == 2:
            for row, col in geo.edge_cells[e]:
                canvas.put(col, row, canvas.chars[row][col], ZONE_BORDER)
    for x in bd.pacific:
        row, col = geo.anchors[CROSSING][x]
        canvas.put(col, row, ":", PACIFIC_MARK)
    return canvas


def copy_canvas(source: Canvas) -> Canvas:
    canvas = Canvas.__new__(Canvas)
    canvas.width, canvas.height = source.width, source.height
    canvas.chars = [list(row) for row in source.chars]
    canvas.styles = [list(row) for row in source.styles]
    return canvas


# -- the widget ----------------------------------------------------------------------------


def map_key(view: State, show_ids: bool) -> tuple:
    """Everything of a view the pieces canvas depends on."""
    return (
        show_ids, view.turn == 0, view.robber, tuple(view.road), tuple(view.building),
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

    def __init__(self, seats: list[Seat], **kwargs) -> None:
        super().__init__(**kwargs)
        self.seats = seats
        self.view: State | None = None
        self.marks = Marks()
        self.show_ids = True
        self._pieces: Canvas | None = None
        self._piece_strips: list[Strip] = []
        self._mark_rows: set[int] = set()  # rows that differ from the pieces canvas
        self._key: tuple | None = None  # what the pieces canvas was drawn from

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
        canvas = copy_canvas(static_art(self.show_ids))
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
                canvas.put(c + 6, r + 4, "ROB", bg + ROBBER)

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
