"""Glyphs, colours and drawing helpers of the New World screen.

The 9 x 5 character art of a square is built from its data by the procedure of spec 9.2.
No per-tile picture exists in code: every tile and start space is drawn from its rotated
segments (``data.square_view``), so a corrected data file redraws itself. The result
also says which segment each cell shows (to highlight a settler spot or a feature) and
where a settler of each segment stands. Besides: the colours of the map, a tile as rich
text for the side panel, the score track, and the side panel's line wrapping.
"""

from __future__ import annotations

import textwrap
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text

from boardgames.core.i18n import _, ngettext
from boardgames.core.seating import Seat
from boardgames.games.carcassonne.data import GameData, SegmentView, SquareView, square_view
from boardgames.ui.widgets.canvas import check_glyph

WIDTH, HEIGHT = 9, 5
XY = tuple[int, int]

PLAIN = check_glyph("·")
TOWN = check_glyph("▒")
FARM = check_glyph("⌂")
POST = check_glyph("$")
FLAG = check_glyph("⚑")
ANIMAL = check_glyph("Ψ")

# -- the map's glyphs and colours ---------------------------------------------------------

SEA = check_glyph("≈")
HOLLOW = {"●": "○", "▲": "△", "■": "□", "◆": "◇", "▼": "▽", "✚": "✙", "★": "☆"}
MISS = check_glyph("✗")
FITS = check_glyph("+")
OTHER_ROTATION = check_glyph("↻")
TICK_CORNERS = ((0, 0), (WIDTH - 1, 0), (0, HEIGHT - 1), (WIDTH - 1, HEIGHT - 1))
# The cursor and the last placed tile differ in glyph, not only in colour: the cursor is a
# frame of heavy brackets, two cells at each corner ("┏━ ━┓" / "┗━ ━┛"), the last placed
# tile has light rounded ticks, one cell at each corner. The brackets' arms lie where no
# tile art puts a flag, a trading post, an animal, a settler or a trail.
CURSOR_MARKS = {
    (0, 0): "┏", (1, 0): "━", (WIDTH - 2, 0): "━", (WIDTH - 1, 0): "┓",
    (0, HEIGHT - 1): "┗", (1, HEIGHT - 1): "━",
    (WIDTH - 2, HEIGHT - 1): "━", (WIDTH - 1, HEIGHT - 1): "┛",
}
LAST_TICKS = ("╭", "╮", "╰", "╯")
# The tiles the other seats placed since the viewing seat's last move: a red star on two
# bracket arms (top left, bottom right), unlike the cursor's yellow brackets and the white
# ticks of the last placed tile.
CHANGED_GLYPH = check_glyph("✱")
CHANGED_AT = ((1, 0), (WIDTH - 2, HEIGHT - 1))

KIND_STYLE = {
    "plain": Style(color="#69a55a"),
    "town": Style(color="#d7894a"),
    "trail": Style(color="#f5e7a1", bold=True),
    "farm": Style(color="#ffffff", bold=True),
    "flag": Style(color="#ff6b6b", bold=True),
    "post": Style(color="#ffd75f", bold=True),
    "animal": Style(color="#e8c9a0", bold=True),
    "count": Style(color="#ffffff", bold=True),
}
TILE_BG = (Style(bgcolor="#161f14"), Style(bgcolor="#1e2b1b"))
START_BG = Style(bgcolor="#282539")
EMPTY = Style(bgcolor="#101010")
SEA_STYLE = Style(color="#56B4E9", bgcolor="#0b2a44")
SEA_NAME = Style(color="#ffffff", bgcolor="#0b2a44", bold=True)
RULER = Style(color="#bbbbbb", bgcolor="#1a1a1a")
RULER_DANGER = Style(color="#8a8a8a", bgcolor="#1a1a1a", dim=True)
RULER_SURVEYOR = Style(color="#F0E442", bgcolor="#1a1a1a", bold=True)
RULER_CURSOR = Style(color="#000000", bgcolor="#F0E442", bold=True)
FIT_NOW = Style(color="#ffffff", bgcolor="#1d4e6e", bold=True)
FIT_OTHER = Style(color="#8a8a8a", bgcolor="#101010")
GHOST_OK = Style(bgcolor="#152a39", bold=True)
GHOST_BAD = Style(bgcolor="#481818", dim=True)
MISS_STYLE = Style(color="#ffffff", bgcolor="#b00000", bold=True)
CURSOR_STYLE = Style(color="#F0E442", bold=True)
LAST_STYLE = Style(color="#ffffff", bold=True)
CHANGED_STYLE = Style(color="#ff6b6b", bold=True)
SPOT = Style(color="#000000", bgcolor="#F0E442", bold=True)
SELECTED = Style(reverse=True, bold=True)
FACE_DOWN = Style(color="#a89a7c", bgcolor="#2e2618")

# -- tile art -----------------------------------------------------------------------------

# Town side bands and corners (corner cell -> the two sides meeting there).
BANDS: dict[str, list[XY]] = {
    "N": [(x, 0) for x in range(1, 8)],
    "S": [(x, 4) for x in range(1, 8)],
    "W": [(x, y) for y in range(1, 4) for x in (0, 1)],
    "E": [(x, y) for y in range(1, 4) for x in (7, 8)],
}
CORNERS: dict[XY, tuple[str, str]] = {
    (0, 0): ("N", "W"),
    (8, 0): ("N", "E"),
    (8, 4): ("S", "E"),
    (0, 4): ("S", "W"),
}
INTERIOR = [(x, y) for y in range(1, 4) for x in range(1, 8)]
TWO_SIDES: dict[frozenset[str], list[XY]] = {
    frozenset("NS"): [(x, y) for y in range(1, 4) for x in range(3, 6)],
    frozenset("EW"): [(x, 2) for x in range(2, 7)],
    frozenset("NE"): [*((x, 1) for x in range(4, 8)), (6, 2), (7, 2)],
    frozenset("SE"): [*((x, 3) for x in range(4, 8)), (6, 2), (7, 2)],
    frozenset("SW"): [*((x, 3) for x in range(1, 5)), (1, 2), (2, 2)],
    frozenset("NW"): [*((x, 1) for x in range(1, 5)), (1, 2), (2, 2)],
}
# Three-side towns leave out the interior row or columns next to the missing side.
LEFT_OUT: dict[str, Callable[[int, int], bool]] = {
    "N": lambda x, y: y == 1,
    "S": lambda x, y: y == 3,
    "E": lambda x, y: x in (6, 7),
    "W": lambda x, y: x in (1, 2),
}
TOWN_ANCHOR_ONE = {"N": (4, 0), "S": (4, 4), "E": (7, 2), "W": (1, 2)}
TOWN_ANCHOR_TWO = {
    frozenset("NE"): (6, 1),
    frozenset("SE"): (6, 3),
    frozenset("SW"): (2, 3),
    frozenset("NW"): (2, 1),
}
CENTRE = (4, 2)
SPOKES: dict[str, list[XY]] = {
    "N": [(4, 0), (4, 1)],
    "S": [(4, 3), (4, 4)],
    "W": [(0, 2), (1, 2), (2, 2), (3, 2)],
    "E": [(5, 2), (6, 2), (7, 2), (8, 2)],
}
# From a side inward through the centre to the opposite side (town-gate trails).
LINES: dict[str, list[XY]] = {
    "N": [(4, y) for y in range(5)],
    "S": [(4, y) for y in range(4, -1, -1)],
    "W": [(x, 2) for x in range(9)],
    "E": [(x, 2) for x in range(8, -1, -1)],
}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
TRAIL_ANCHOR = {"N": (4, 1), "E": (6, 2), "S": (4, 3), "W": (2, 2)}
POST_CELLS = {"N": [(5, 1), (3, 1)], "E": [(5, 3), (5, 1)], "S": [(3, 3), (5, 3)],
              "W": [(3, 1), (3, 3)]}
INNER = {"NL": (2, 1), "NR": (6, 1), "EL": (7, 1), "ER": (7, 3), "SL": (6, 3), "SR": (2, 3),
         "WL": (1, 3), "WR": (1, 1)}
FLAG_STEPS = [(2, 0), (-2, 0), (1, 0), (-1, 0), (0, 1), (0, -1)]
JUNCTIONS = {
    frozenset("NS"): "│", frozenset("EW"): "─", frozenset("N"): "│", frozenset("S"): "│",
    frozenset("E"): "─", frozenset("W"): "─", frozenset("SW"): "┐", frozenset("NE"): "└",
    frozenset("ES"): "┌", frozenset("NW"): "┘", frozenset("ESW"): "┬", frozenset("NES"): "├",
    frozenset("NSW"): "┤", frozenset("NEW"): "┴", frozenset("NESW"): "┼",
}


@dataclass(frozen=True)
class TileArt:
    """One square drawn: ``chars`` are 5 lines of 9 cells; ``kinds`` says what each cell
    shows ("plain", "town", "trail", "farm", "flag", "post", "animal", "count"),
    ``owners`` the segment it belongs to (None for none), ``anchors`` where a settler of
    each segment stands, ``segment_kinds`` the kind of each segment."""

    chars: tuple[str, ...]
    kinds: tuple[tuple[str, ...], ...]
    owners: tuple[tuple[str | None, ...], ...]
    anchors: dict[str, XY]
    segment_kinds: dict[str, str]

    def cells_of(self, segment: str) -> list[XY]:
        return [(x, y) for y in range(HEIGHT) for x in range(WIDTH)
                if self.owners[y][x] == segment]


class _Grid:
    def __init__(self) -> None:
        self.chars = [[PLAIN] * WIDTH for _ in range(HEIGHT)]
        self.kinds = [["plain"] * WIDTH for _ in range(HEIGHT)]
        self.owners: list[list[str | None]] = [[None] * WIDTH for _ in range(HEIGHT)]

    def paint(self, cell: XY, char: str, kind: str, owner: str | None) -> None:
        x, y = cell
        self.chars[y][x] = char
        self.kinds[y][x] = kind
        self.owners[y][x] = owner

    def kind(self, cell: XY) -> str:
        return self.kinds[cell[1]][cell[0]]


def town_cells(town: SegmentView, other_town_sides: set[str]) -> list[XY]:
    sides = set(town.sides)
    cells = [c for side in town.sides for c in BANDS[side]]
    for corner, meeting in CORNERS.items():
        if sides & set(meeting) and not other_town_sides & set(meeting):
            cells.append(corner)
    if len(sides) == 2:
        cells += TWO_SIDES[frozenset(sides)]
    elif len(sides) == 3:
        (missing,) = {"N", "E", "S", "W"} - sides
        cells += [(x, y) for x, y in INTERIOR if not LEFT_OUT[missing](x, y)]
    elif len(sides) == 4:
        cells += [(x, y) for y in range(HEIGHT) for x in range(WIDTH)]
    return cells


def town_anchor(town: SegmentView) -> XY:
    if len(town.sides) == 1:
        return TOWN_ANCHOR_ONE[town.sides[0]]
    return TOWN_ANCHOR_TWO.get(frozenset(town.sides), CENTRE)


def _trail_path(grid: _Grid, trail: SegmentView) -> tuple[list[XY], set[str]]:
    """The cells of a trail segment and the directions it brings to the centre."""
    side = trail.sides[0]
    if trail.end is None:
        return [*SPOKES[side], *SPOKES[trail.sides[1]], CENTRE], set(trail.sides)
    if trail.end == "crossing":
        return [*SPOKES[side], CENTRE], {side}
    if trail.end == "farm":
        return list(SPOKES[side]), set()
    if trail.end == "coast":
        return [*SPOKES["W"], CENTRE, *SPOKES["E"]], {"E", "W"}
    path: list[XY] = []  # a town gate: straight in until the first town cell
    for cell in LINES[side]:
        if grid.kind(cell) == "town":
            break
        path.append(cell)
    directions: set[str] = set()
    if CENTRE in path:
        directions.add(side)
        if path[-1] != CENTRE:
            directions.add(OPPOSITE[side])
    return path, directions


def _place_items(grid: _Grid, candidates: list[XY], count: int, glyph: str, kind: str,
                 suitable: Callable[[XY], bool], fallback: XY) -> None:
    """Put ``count`` items on the first free suitable candidates; when they run out,
    the last cell used shows how many items it stands for."""
    last = fallback
    placed = 0
    for cell in candidates:
        if placed == count:
            return
        if suitable(cell):
            grid.paint(cell, glyph, kind, grid.owners[cell[1]][cell[0]])
            last = cell
            placed += 1
    if placed < count:
        extra = count - placed + (1 if placed else 0)
        grid.paint(last, str(min(extra, 9)), "count", grid.owners[last[1]][last[0]])


def _assign_plains(grid: _Grid, plains: list[SegmentView]) -> None:
    """Each plain cell belongs to the plain area whose half-edges reach it first (a
    breadth-first search from the inner cells of every area's halves)."""
    queue: deque[tuple[XY, str]] = deque()
    for plain in plains:
        for half in plain.halves:
            cell = INNER[half]
            if grid.kind(cell) == "plain" and grid.owners[cell[1]][cell[0]] is None:
                grid.owners[cell[1]][cell[0]] = plain.id
                queue.append((cell, plain.id))
    while queue:
        (x, y), owner = queue.popleft()
        for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if (0 <= nx < WIDTH and 0 <= ny < HEIGHT and grid.kinds[ny][nx] == "plain"
                    and grid.owners[ny][nx] is None):
                grid.owners[ny][nx] = owner
                queue.append(((nx, ny), owner))


def draw_square(view: SquareView) -> TileArt:
    """Spec 9.2, steps 1 to 6."""
    grid = _Grid()
    anchors: dict[str, XY] = {}
    towns = [s for s in view.segments if s.kind == "town"]
    trails = [s for s in view.segments if s.kind == "trail"]
    plains = [s for s in view.segments if s.kind == "plain"]
    for town in towns:
        others = {side for t in towns if t is not town for side in t.sides}
        for cell in town_cells(town, others):
            grid.paint(cell, TOWN, "town", town.id)
        anchors[town.id] = town_anchor(town)
    centre: set[str] = set()
    for trail in trails:
        path, directions = _trail_path(grid, trail)
        centre |= directions
        for cell in path:
            glyph = "│" if cell[0] == 4 and cell != CENTRE else "─"
            grid.paint(cell, glyph, "trail", trail.id)
        anchors[trail.id] = TRAIL_ANCHOR[trail.sides[0]]
    if centre and grid.kind(CENTRE) == "trail":
        grid.chars[2][4] = JUNCTIONS[frozenset(centre)]
    if view.farm:
        grid.paint(CENTRE, FARM, "farm", "farm")
        anchors["farm"] = CENTRE
    _assign_plains(grid, plains)
    for plain in plains:
        anchors[plain.id] = INNER[plain.halves[0]]

    def free(kind: str, owner: str | None = None) -> Callable[[XY], bool]:
        def check(cell: XY) -> bool:
            x, y = cell
            if not (0 <= x < WIDTH and 0 <= y < HEIGHT) or grid.kinds[y][x] != kind:
                return False
            return (owner is None or grid.owners[y][x] == owner) and cell not in reserved
        return check

    reserved = set(anchors.values())
    for town in towns:
        ax, ay = anchors[town.id]
        spots = [(ax + dx, ay + dy) for dx, dy in FLAG_STEPS]
        _place_items(grid, spots, town.flags, FLAG, "flag", free("town", town.id), (ax, ay))
    for trail in trails:
        spots = [c for side in trail.sides for c in POST_CELLS[side]]
        _place_items(grid, spots, trail.trading_posts, POST, "post", free("plain"),
                     anchors[trail.id])
    for plain in plains:
        spots = [INNER[h] for h in plain.halves[1:]]
        _place_items(grid, spots, plain.animals, ANIMAL, "animal", free("plain"),
                     anchors[plain.id])
    return TileArt(
        chars=tuple("".join(row) for row in grid.chars),
        kinds=tuple(tuple(row) for row in grid.kinds),
        owners=tuple(tuple(row) for row in grid.owners),
        anchors=anchors,
        segment_kinds={s.id: s.kind for s in view.segments},
    )


_CACHE: dict[tuple[int, str, int], TileArt] = {}


def square_art(data: GameData, square: str, rotation: int) -> TileArt:
    """The art of a square in a rotation, drawn once and kept (it never changes)."""
    key = (id(data), square, rotation)
    art = _CACHE.get(key)
    if art is None:
        art = _CACHE[key] = draw_square(square_view(data, square, rotation))
    return art


# -- rich text ----------------------------------------------------------------------------


def art_lines(art: TileArt | None) -> list[Text]:
    """A square's art as five lines of text; None draws a face-down tile."""
    if art is None:
        lines = [Text("░" * 9, FACE_DOWN) for _ in range(5)]
        lines[2] = Text("░░░ ? ░░░", FACE_DOWN)
        return lines
    out = []
    for chars, kinds in zip(art.chars, art.kinds, strict=True):
        line = Text()
        for ch, kind in zip(chars, kinds, strict=True):
            line.append(ch, KIND_STYLE[kind] + TILE_BG[0])
        out.append(line)
    return out


# Characters of a line in the side panel, indent included, when a scrollbar is beside it
# (a long list of options), and of a wrapped option line after its indent.
PANEL = 32
LINE = PANEL - 3


def wrapped(parts: list[str], indent: str = "   ") -> list[str]:
    """Parts joined with " · " into lines of the side panel's width."""
    lines: list[str] = []
    line = ""
    for part in parts:
        if line and len(line) + 3 + len(part) > LINE:
            lines.append(indent + line)
            line = part
        else:
            line = f"{line} · {part}" if line else part
    if line:
        lines.append(indent + line)
    return lines


def paragraph(text: str, indent: str = "   ", first: str | None = None) -> list[Text]:
    """``text`` wrapped to the side panel's width (a Text per line)."""
    return [Text(line) for line in textwrap.wrap(
        text, PANEL, initial_indent=indent if first is None else first,
        subsequent_indent=indent)]


def score_track_text(totals: Sequence[int], seats: Sequence[Seat]) -> Text:
    """The board's 0-49 track with each seat's glyph at its score mod 50, and laps."""
    at: dict[int, list[int]] = {}
    for seat, total in enumerate(totals):
        at.setdefault(total % 50, []).append(seat)
    text = Text()
    for start in range(0, 50, 10):
        for n in range(start, start + 10):
            text.append(f"{n:>2} ", "dim")
            here = at.get(n, [])
            for seat in here:
                text.append(seats[seat].glyph, f"bold {seats[seat].colour}")
            text.append(" " * (3 - len(here)))
        text.append("\n")
    for seat, total in enumerate(totals):
        text.append(f"\n{seats[seat].glyph}", f"bold {seats[seat].colour}")
        points = ngettext("{name}: {count} point", "{name}: {count} points", total).format(
            name=seats[seat].name, count=total)
        if total >= 50:
            points += " " + _("(lap {lap} + {rest})").format(lap=total // 50, rest=total % 50)
        text.append(f" {points}")
    return text
