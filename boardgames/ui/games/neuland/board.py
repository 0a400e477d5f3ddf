"""The Neuland table: the time track strip over the hex map, drawn on one canvas.

The 19 hexes are 13 x 5 character boxes in a brick pattern (rows offset by half a box,
borders shared with the neighbours), one line per building spot. The track is a strip of
N cells; the time marker is ◈ ("now").
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rich.style import Style
from textual import events
from textual.message import Message

from boardgames.core.i18n import N_, _
from boardgames.core.seating import Seat
from boardgames.games.neuland.board import Hex, Spot, cells
from boardgames.games.neuland.data import data
from boardgames.games.neuland.state import NeulandState, Tile
from boardgames.ui.games.neuland.art import (
    BLOCKED,
    BORDER,
    BOX,
    CHANGED,
    CHANGED_MARK,
    CURSOR,
    CURSOR_BORDER,
    DIM,
    DOWN,
    LEFT,
    LEGAL,
    LEGAL_MARK,
    LYING,
    PAYER,
    PAYER_MARK,
    PREVIEW,
    RIGHT,
    STANDING,
    SUPPLIER,
    SUPPLIER_MARK,
    TARGET,
    TARGET_MARK,
    TERRAIN_BG,
    TERRAIN_FG,
    TIME,
    TIME_GLYPH,
    UP,
    WINDOW,
)
from boardgames.ui.games.neuland.choices import Marks
from boardgames.ui.screens.game import PREVIEW_GLYPH
from boardgames.ui.widgets.canvas import BoardView, Canvas, check_glyph

HEX_W, ROW_H = 12, 4  # a hex spans HEX_W + 1 columns and ROW_H + 1 lines (shared borders)
MAP_W = 5 * HEX_W + 1
TRACK_CELL = 6  # 5 inner columns and a shared border
WIDTH = 11 * TRACK_CELL + 1  # the widest track (11 spaces)
MAP_X, MAP_Y = (WIDTH - MAP_W) // 2, 4
TRACK_Y = 0
PREVIEW_Y = TRACK_Y + 3  # the preview sentence is written over the track's bottom edge
HEIGHT = MAP_Y + 5 * ROW_H + 1

# The legend fills the empty corners beside the map's first and last rows: at most
# LEGEND_W columns a line (translations too), the glyph first.
_RIGHT = MAP_X + 4 * HEX_W + 2
LEGEND_W = 14
LEGEND_CORNERS = (
    (0, MAP_Y + 1, (N_("◈ time marker"), N_("✗ taken space"), N_("→ after · end"))),
    (_RIGHT, MAP_Y + 1, (N_("^ fresh"), N_("_ old (lying)"), N_("c i s ores"))),
    (0, MAP_Y + 4 * ROW_H + 1, (N_("◇ can act"), N_("▸ acts here"), N_("◉ pays"),
                                N_("○ could pay"))),
    (_RIGHT, MAP_Y + 4 * ROW_H + 1, (N_("Fe Ag metal"), N_("ABB 2 property"),
                                     N_("glyph×n coats"), N_("{mark} new to you"))),
)


def hex_origin(h: Hex) -> tuple[int, int]:
    q, r = h
    return MAP_X + (2 * q + r + 4) * (HEX_W // 2), MAP_Y + (r + 2) * ROW_H


def spot_xy(spot: Spot) -> tuple[int, int]:
    """The canvas position of a spot's line (its first inner column)."""
    x, y = hex_origin((spot[0], spot[1]))
    return x + 1, y + 1 + spot[2]


def spot_at(x: int, y: int) -> Spot | None:
    """The spot under a canvas position (None on borders and outside the map)."""
    row, line = divmod(y - MAP_Y, ROW_H)
    if y < MAP_Y or line == 0 or not 0 <= row <= 4:
        return None
    r = row - 2
    q, dx = divmod(x - MAP_X - (r + 4) * (HEX_W // 2), HEX_W)
    if dx == 0 or (q, r) not in cells():
        return None
    return (q, r, line - 1)


def track_origin(length: int) -> int:
    return (WIDTH - (length * TRACK_CELL + 1)) // 2


def track_space_at(x: int, y: int, length: int) -> int | None:
    if not TRACK_Y <= y < TRACK_Y + 4:
        return None
    space, dx = divmod(x - track_origin(length), TRACK_CELL)
    if dx == 0 or not 0 <= space < length:
        return None
    return space


def _box_chars(rects: list[tuple[int, int, int, int]]) -> dict[tuple[int, int], str]:
    """Box-drawing characters for rectangles (x, y, w, h) whose borders are shared."""
    mask: dict[tuple[int, int], int] = {}

    def add(x: int, y: int, bit: int) -> None:
        mask[(x, y)] = mask.get((x, y), 0) | bit

    for x, y, w, h in rects:
        for xx in range(x, x + w + 1):
            for yy in (y, y + h):
                if xx > x:
                    add(xx, yy, LEFT)
                if xx < x + w:
                    add(xx, yy, RIGHT)
        for yy in range(y, y + h + 1):
            for xx in (x, x + w):
                if yy > y:
                    add(xx, yy, UP)
                if yy < y + h:
                    add(xx, yy, DOWN)
    return {pos: BOX[bits] for pos, bits in mask.items()}


@cache
def map_frame() -> tuple[tuple[int, int, str], ...]:
    """The lines of the hex grid (never change; computed once)."""
    rects = [(*hex_origin(h), HEX_W, ROW_H) for h in cells()]
    return tuple((x, y, ch) for (x, y), ch in _box_chars(rects).items())


@cache
def track_frame(length: int) -> tuple[tuple[int, int, str], ...]:
    x0 = track_origin(length)
    rects = [(x0 + i * TRACK_CELL, TRACK_Y, TRACK_CELL, 3) for i in range(length)]
    return tuple((x, y, ch) for (x, y), ch in _box_chars(rects).items())


class NeulandBoard(BoardView):
    """Posts ``Clicked`` with the spot under the mouse and ``TrackClicked`` with a track
    space. Never takes the focus: the screen handles every key."""

    DEFAULT_CSS = f"""
    NeulandBoard {{ width: {WIDTH}; height: {HEIGHT}; }}
    """

    class Clicked(Message):
        def __init__(self, spot: Spot) -> None:
            super().__init__()
            self.spot = spot

    class TrackClicked(Message):
        def __init__(self, space: int) -> None:
            super().__init__()
            self.space = space

    def __init__(self, seats: list[Seat], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seats = seats
        self.glyphs = [check_glyph(s.glyph) for s in seats]
        self.state: NeulandState | None = None
        self.marks = Marks()
        self.cursor: Spot = (0, 0, 0)
        # A bot's move before it lands: its spots, each with the abbreviation of the
        # building it puts there ("" on a spot it works).
        self.bot: dict[Spot, str] = {}

    def show(self, state: NeulandState, marks: Marks, cursor: Spot,
             bot: dict[Spot, str] | None = None) -> None:
        self.state, self.marks, self.cursor, self.bot = state, marks, cursor, bot or {}
        self.redraw()

    # -- drawing ---------------------------------------------------------------------------

    def draw(self) -> Canvas:
        canvas = Canvas(WIDTH, HEIGHT)
        state = self.state
        if state is None:
            return canvas
        self._draw_track(canvas, state)
        for x, y, ch in map_frame():
            canvas.put(x, y, ch, BORDER)
        for h in cells():
            self._draw_hex(canvas, state, h)
        self._draw_cursor(canvas)
        for h in cells():
            self._draw_label(canvas, state, h)
        for x, y, lines in LEGEND_CORNERS:
            for i, line in enumerate(lines):
                canvas.put(x, y + i, _(line).format(mark=CHANGED_MARK)[:LEGEND_W], DIM)
        return canvas

    def _draw_track(self, canvas: Canvas, state: NeulandState) -> None:
        n = state.track_length
        x0 = track_origin(n)
        for x, y, ch in track_frame(n):
            canvas.put(x, y, ch, BORDER)
        active = state.active
        others = {p.marker for i, p in enumerate(state.players) if i != active}
        others.discard(state.t)
        reach = (state.s, n - 1) if state.phase in ("turn", "start_huts") else None
        marks = self.marks
        for space in range(n):
            x = x0 + space * TRACK_CELL + 1
            off = (space - state.t) % n
            base = WINDOW if reach is not None and reach[0] < off <= reach[1] else Style()
            canvas.fill(x, TRACK_Y + 1, TRACK_CELL - 1, 2, " ", base)
            canvas.put(x + 1, TRACK_Y, f"{space:^3}".replace(" ", "─"), DIM)
            glyphs = [(TIME_GLYPH, TIME)] if space == state.t else []
            glyphs += [(g, Style(color=self.seats[i].colour, bold=True))
                       for i, g in enumerate(self.glyphs) if state.players[i].marker == space]
            for k, (glyph, style) in enumerate(glyphs[:TRACK_CELL - 1]):
                canvas.put(x + k, TRACK_Y + 1, glyph, base + style)
            label, style = "", DIM
            if space == state.t:
                label, style = _("now"), TIME
            elif space in others:
                label, style = " ✗", BLOCKED
            if space == marks.after:
                label, style = ("→✗" if space in others else "→"), PREVIEW
            if space == marks.end:
                label, style = ("→" if space == marks.after else "") + _("end"), PREVIEW
            canvas.put(x, TRACK_Y + 2, label[:TRACK_CELL - 1], base + style)
            if space in marks.changed_spaces:
                canvas.put(x + TRACK_CELL - 2, TRACK_Y + 2, CHANGED_MARK, base + CHANGED)
        if marks.preview:
            text = f" {marks.preview} "[:WIDTH - 4]
            canvas.put((WIDTH - len(text)) // 2, PREVIEW_Y, text, PREVIEW)

    def _draw_hex(self, canvas: Canvas, state: NeulandState, h: Hex) -> None:
        x, y = hex_origin(h)
        cell = state.hexes[h]
        bg = Style(bgcolor=TERRAIN_BG[cell.terrain], color="#e8e8e8")
        canvas.fill(x + 1, y + 1, HEX_W - 1, ROW_H - 1, " ", bg)
        for slot, tile in enumerate(cell.slots):
            spot = (h[0], h[1], slot)
            sx, sy = spot_xy(spot)
            if tile is None:
                canvas.put(sx + 2, sy, "·", bg + DIM)
            else:
                self._draw_tile(canvas, sx, sy, tile, bg)
            self._draw_mark(canvas, spot, sx, sy, bg)
            if spot in self.marks.changed:
                # Production tiles: between the worker and the cubes; properties: last.
                dx = 7 if tile is not None and tile.kind != "property" else HEX_W - 2
                canvas.put(sx + dx, sy, CHANGED_MARK, CHANGED)

    def _draw_tile(self, canvas: Canvas, x: int, y: int, tile: Tile, bg: Style) -> None:
        d = data()
        if tile.kind == "property":
            prop = d.props[tile.id]
            canvas.put(x + 1, y, f"{prop.abbr} {prop.coats}", bg + Style(bold=True, italic=True))
            if tile.coats is not None:
                seat, count = tile.coats
                style = bg + Style(color=self.seats[seat].colour, bold=True)
                canvas.put(x + 7, y, f"{self.glyphs[seat]}×{count}", style)
            return
        canvas.put(x + 1, y, d.buildings[tile.id].abbr, bg)
        w = tile.worker
        if w is not None:
            style = bg + Style(color=self.seats[w.owner].colour, bold=True)
            canvas.put(x + 5, y, self.glyphs[w.owner] + (LYING if w.lying else STANDING), style)
        if tile.cubes:
            glyphs = d.ore_cubes.glyphs
            canvas.put(x + 8, y, "".join(check_glyph(glyphs[c]) for c in tile.cubes), bg)
        elif tile.metal:
            canvas.put(x + 8, y, "Fe" if tile.metal == "iron" else "Ag", bg + Style(bold=True))

    def _draw_mark(self, canvas: Canvas, spot: Spot, x: int, y: int, bg: Style) -> None:
        marks = self.marks
        if spot in self.bot:  # highlighted, ◌, and the ghost of a building to come
            canvas.restyle(x, y, HEX_W - 1, 1, TARGET)
            canvas.put(x, y, PREVIEW_GLYPH, bg + PREVIEW)
            if self.bot[spot]:
                canvas.put(x + 1, y, self.bot[spot], bg + TARGET + DIM)
        elif spot in marks.payers:
            canvas.restyle(x, y, HEX_W - 1, 1, PAYER)
            canvas.put(x, y, PAYER_MARK)
        elif spot in marks.suppliers:
            canvas.restyle(x, y, HEX_W - 1, 1, SUPPLIER)
            canvas.put(x, y, SUPPLIER_MARK)
        elif spot == marks.target:
            canvas.restyle(x, y, HEX_W - 1, 1, TARGET)
            canvas.put(x, y, TARGET_MARK)
        elif spot in marks.legal:
            canvas.put(x, y, LEGAL_MARK, bg + LEGAL)
        if spot == self.cursor and spot != marks.target:
            canvas.restyle(x, y, HEX_W - 1, 1, CURSOR)

    def _draw_cursor(self, canvas: Canvas) -> None:
        x, y = hex_origin((self.cursor[0], self.cursor[1]))
        canvas.put(x, y, "┏" + "━" * (HEX_W - 1) + "┓", CURSOR_BORDER)
        canvas.put(x, y + ROW_H, "┗" + "━" * (HEX_W - 1) + "┛", CURSOR_BORDER)
        for yy in range(y + 1, y + ROW_H):
            canvas.put(x, yy, "┃", CURSOR_BORDER)
            canvas.put(x + HEX_W, yy, "┃", CURSOR_BORDER)

    def _draw_label(self, canvas: Canvas, state: NeulandState, h: Hex) -> None:
        """Terrain letter and coordinates on the hex's top edge, between the junctions."""
        x, y = hex_origin(h)
        terrain = state.hexes[h].terrain
        glyph = next(t.glyph for t in data().terrains if t.id == terrain)
        canvas.put(x + 2, y, check_glyph(glyph), Style(color=TERRAIN_FG[terrain], bold=True))
        coords = f"{h[0]},{h[1]}"
        canvas.put(x + HEX_W - len(coords), y, coords, DIM)

    # -- mouse -----------------------------------------------------------------------------

    def on_click(self, event: events.Click) -> None:
        x, y = self.board_xy(event)
        spot = spot_at(x, y)
        if spot is not None:
            self.post_message(self.Clicked(spot))
            return
        if self.state is not None:
            space = track_space_at(x, y, self.state.track_length)
            if space is not None:
                self.post_message(self.TrackClicked(space))
