"""The look of the Neue Welt map (spec 9.2): where every hex, crossing and edge lies on the
character canvas, the colours and glyphs, and the static art drawn once.

Every hex is a 13 x 7 box; neighbouring boxes share their outline cells, so each crossing
(a corner cell) and each edge (its side cells) has exactly one place on screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rich.style import Style

from boardgames.core.i18n import N_, _
from boardgames.core.seating import Seat
from boardgames.games.catan.board import board
from boardgames.games.catan.text import terrain
from boardgames.ui.games.catan.choices import CROSSING, EDGE, HEX
from boardgames.ui.widgets.canvas import Canvas, check_glyph

# -- where things lie (spec 9.2) -----------------------------------------------------------

# Cells inside a 13 x 7 hex box: (rows, columns).
HEX_BOX = (7, 13)
CORNER_CELLS = {"NW": (0, 3), "NE": (0, 9), "E": (3, 12), "SE": (6, 9), "SW": (6, 3), "W": (3, 0)}
SIDE_CELLS = {
    "N": [(0, c) for c in range(4, 9)],
    "S": [(6, c) for c in range(4, 9)],
    "NE": [(1, 10), (2, 11)],
    "SE": [(4, 11), (5, 10)],
    "SW": [(4, 1), (5, 2)],
    "NW": [(1, 2), (2, 1)],
}


@cache
def box_origins() -> dict[int, tuple[int, int]]:
    """Top-left (row, column) of every hex's box on the map canvas."""
    hexes = board().data.map.hexes
    min_row = min(6 * h.r + 3 * h.q for h in hexes)
    min_col = min(9 * h.q for h in hexes)
    return {h.id: (6 * h.r + 3 * h.q - min_row, 9 * h.q - min_col) for h in hexes}


def hex_box(hex_id: int) -> tuple[int, int]:
    """Top-left (row, column) of a hex's 13 x 7 box on the map canvas."""
    return box_origins()[hex_id]


def crossing_cell(crossing: int) -> tuple[int, int]:
    for h in board().data.map.hexes:
        for name, c in h.corners.items():
            if c == crossing:
                r, col = hex_box(h.id)
                dr, dc = CORNER_CELLS[name]
                return r + dr, col + dc
    raise KeyError(crossing)


def edge_cells(edge: int) -> list[tuple[int, int]]:
    """Every canvas cell of an edge; the first is its anchor (spec 9.2)."""
    for h in board().data.map.hexes:
        for name, e in h.sides.items():
            if e == edge:
                r, col = hex_box(h.id)
                cells = [(r + dr, col + dc) for dr, dc in SIDE_CELLS[name]]
                if name in ("N", "S"):
                    cells.insert(0, cells.pop(2))
                return cells
    raise KeyError(edge)


def map_size() -> tuple[int, int]:
    """(rows, columns) of the whole map canvas."""
    origins = box_origins().values()
    return max(r for r, _ in origins) + HEX_BOX[0], max(c for _, c in origins) + HEX_BOX[1]


# -- colours and glyphs --------------------------------------------------------------------

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
WATER_LABEL = {"pacific": N_("Pacific"), "atlantic": N_("Atlantic"), "south": N_("sea"),
               "gulf_of_california": N_("G.Calif")}

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
# A bot's move (or a hint) before it lands: ◌ in the targets' yellow on the changes' ground.
PREVIEW = Style(color=TARGET.color, bgcolor=CHANGED_BG, bold=True)
PIPS_STYLE = Style(color=CORNER.color)
HOT_PIPS = Style(color=HOT_NUMBER.color)
# Spec 10.1: the ways to roll each number with two dice, drawn as pips under the number.
PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
PIP = check_glyph("•")
CHANGED_MARK = check_glyph("✱")
TARGET_MARK = check_glyph("◇")
CURSOR_MARK = check_glyph("◎")
ROAD_H = check_glyph("━")



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


# -- the canvas geometry -----------------------------------------------------------------------


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
        r0, c0 = anchors[current]
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
    rows, cols = map_size()
    hits: dict[tuple[int, int], tuple[str, int]] = {}
    hex_anchor = {}
    boxes = {h.id: hex_box(h.id) for h in bd.data.map.hexes}
    for h in bd.data.map.hexes:
        r, c = boxes[h.id]
        hex_anchor[h.id] = (r + 3, c + 6)
        for dr, (first, last) in INTERIOR.items():
            for dc in range(first, last + 1):
                hits[(r + dr, c + dc)] = (HEX, h.id)
    edge_anchor = {}
    cells_of = {e: edge_cells(e) for e in bd.edges}
    for e in bd.edges:
        cells = cells_of[e]
        edge_anchor[e] = cells[0]
        for cell in cells:
            hits[cell] = (EDGE, e)
    crossing_anchor = {}
    for x in bd.crossings:
        crossing_anchor[x] = crossing_cell(x)
        hits[crossing_anchor[x]] = (CROSSING, x)
    return Geometry({CROSSING: crossing_anchor, EDGE: edge_anchor, HEX: hex_anchor}, cells_of,
                    boxes, hits, rows, cols)


def _centre(canvas: Canvas, row: int, first: int, last: int, text: str, style: Style) -> None:
    width = last - first + 1
    text = text[:width]
    canvas.put(first + (width - len(text)) // 2, row, text, style)


@cache
def static_art(show_ids: bool, language: str) -> Canvas:
    """Outlines, tints, terrain and water labels, value zones, hex ids and the marked
    Pacific crossings: everything that never changes during a game (in ``language``, the
    current one: a key of the cache)."""
    bd = board()
    geo = geometry()
    canvas = Canvas(geo.cols, geo.rows)
    for h in bd.data.map.hexes:
        r, c = hex_box(h.id)
        land = h.kind == "land"
        bg = TERRAIN_BG.get(h.terrain) if land else WATER_BG.get(h.region or "",
                                                                       WATER_BG["pacific"])
        base = TEXT + Style(bgcolor=bg)
        for dr, (first, last) in INTERIOR.items():
            canvas.put(c + first, r + dr, " " * (last - first + 1), base)
        if land:
            label = base + Style(color=TERRAIN_FG.get(h.terrain), bold=True)
            _centre(canvas, r + 2, c + 2, c + 10, terrain(h.terrain), label)
            if h.value_zone is not None:
                canvas.put(c + 3, r + 4, f"V{h.value_zone}", base)
        else:
            sea = base + SEA_LABEL
            _centre(canvas, r + 2, c + 2, c + 10,
                    _(WATER_LABEL.get(h.region or "", WATER_LABEL["south"])), sea)
            wave = (_("START") if h.ship_start else "Magellan" if h.magellan_only
                    else _("ship") if h.navigable else "~ ~ ~")
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


# The screen's layout: the map, dice line, offer panel and key bar on the left, the
# panels, the bank and the log on the right; a narrow terminal shows one at a time.
SCREEN_CSS = """
    CatanScreen #cn-left { width: 86; height: 1fr; }
    CatanScreen #cn-board { height: 1fr; }
    CatanScreen #cn-dice { height: 1; padding: 0 1; }
    CatanScreen #cn-actions { background: $panel; }
    CatanScreen #cn-offer { display: none; height: auto; padding: 0 1;
                            border-left: thick $warning; background: $boost; }
    CatanScreen.-offer #cn-offer { display: block; }
    CatanScreen #cn-side { width: 1fr; min-width: 30; height: 1fr; }
    CatanScreen #cn-panels { height: auto; max-height: 75%; scrollbar-size-vertical: 1; }
    CatanScreen PlayerPanel { border: none; border-left: outer $panel-lighten-2;
                              padding: 0 0 0 1; }
    CatanScreen PlayerPanel.-active { border: none; border-left: thick $accent;
                                      background: $boost; }
    CatanScreen #cn-bank { border-left: outer $secondary; padding: 0 0 0 1; }
    CatanScreen #log { height: 1fr; min-height: 4; }
    CatanScreen #prompt { min-height: 2; }
    CatanScreen.-narrow #cn-left { width: 1fr; }
    CatanScreen.-narrow #cn-side { display: none; }
    CatanScreen.-narrow.-panels #cn-left { display: none; }
    CatanScreen.-narrow.-panels #cn-side { display: block; width: 1fr; }
    CatanScreen.-narrow.-panels #cn-panels { height: 1fr; max-height: 100%; }
    CatanScreen.-narrow.-panels #log { display: none; }
    CatanScreen.-narrow.-log #cn-left { display: none; }
    CatanScreen.-narrow.-log #cn-side { display: block; width: 1fr; }
    CatanScreen.-narrow.-log #cn-panels { display: none; }
    """
