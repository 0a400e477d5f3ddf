"""Boards drawn as one widget: a character canvas turned into cached strips.

Big boards (a 95-tile map, a hex map) are a single ScrollView that draws its own lines,
not hundreds of nested widgets; a key press only redraws the strips that changed.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

BLANK = Style()


class Canvas:
    """A width x height grid of one-cell characters, each with a rich Style."""

    def __init__(self, width: int, height: int, style: Style = BLANK) -> None:
        self.width = width
        self.height = height
        self.chars = [[" "] * width for _ in range(height)]
        self.styles = [[style] * width for _ in range(height)]

    def put(self, x: int, y: int, text: str, style: Style | None = None) -> None:
        """Write ``text`` from (x, y) rightwards, clipped to the canvas. Every character
        must be one cell wide (wide glyphs would break the grid)."""
        if not 0 <= y < self.height:
            return
        row, styles = self.chars[y], self.styles[y]
        for i, ch in enumerate(text):
            cx = x + i
            if 0 <= cx < self.width:
                row[cx] = ch
                if style is not None:
                    styles[cx] = style

    def fill(self, x: int, y: int, w: int, h: int, ch: str = " ",
             style: Style | None = None) -> None:
        for yy in range(y, y + h):
            self.put(x, yy, ch * w, style)

    def restyle(self, x: int, y: int, w: int, h: int, style: Style) -> None:
        """Combine ``style`` into a rectangle's existing styles (highlights, cursors)."""
        for yy in range(max(0, y), min(self.height, y + h)):
            styles = self.styles[yy]
            for xx in range(max(0, x), min(self.width, x + w)):
                styles[xx] = styles[xx] + style

    def strips(self) -> list[Strip]:
        return [row_strip(row, styles)
                for row, styles in zip(self.chars, self.styles, strict=True)]


def row_strip(chars: list[str], styles: list[Style]) -> Strip:
    """One canvas row as a strip of runs of equal style (boards that keep their own
    row buffers use it directly)."""
    segments: list[Segment] = []
    start = 0
    width = len(chars)
    for i in range(1, width + 1):
        if i == width or styles[i] != styles[start]:
            segments.append(Segment("".join(chars[start:i]), styles[start]))
            start = i
    return Strip(segments, width)


def check_glyph(glyph: str) -> str:
    """Guard for board glyphs: exactly one terminal cell."""
    if cell_len(glyph) != 1:
        raise ValueError(f"glyph {glyph!r} is {cell_len(glyph)} cells wide")
    return glyph


class BoardView(ScrollView, can_focus=False):
    """A scrollable board drawn on a Canvas. Subclasses implement ``draw`` and, for the
    mouse, ``cell_at``; call ``redraw`` when the board or the highlights change. It never
    takes the focus, so the arrow keys always reach the screen's cursor bindings."""

    DEFAULT_CSS = """
    BoardView { scrollbar-size: 1 1; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._strips: list[Strip] = []
        self._width = 0
        self._line_style: Style | None = None

    def draw(self) -> Canvas:
        raise NotImplementedError

    def redraw(self) -> None:
        """Draw again and repaint only the lines whose strips changed, so a cursor key
        repaints two or three rows instead of the whole board."""
        canvas = self.draw()
        old, new = self._strips, canvas.strips()
        self._strips, self._width = new, canvas.width
        self._line_style = None
        size = Size(canvas.width, canvas.height)
        if size != self.virtual_size or len(old) != len(new):
            self.virtual_size = size
            self.refresh()
            return
        top = int(self.scroll_y)
        width = max(canvas.width, self.size.width)
        for y, (a, b) in enumerate(zip(old, new, strict=True)):
            if a != b:
                self.refresh(Region(0, y - top, width, 1))

    def render_line(self, y: int) -> Strip:
        if self._line_style is None:  # rich_style walks every ancestor: once per redraw
            self._line_style = self.rich_style
        scroll_x, scroll_y = self.scroll_offset
        line = y + scroll_y
        if not 0 <= line < len(self._strips):
            return Strip.blank(self.size.width, self._line_style)
        end = scroll_x + self.size.width
        # The widget's style goes under the board's own: a cell the board gives no
        # background (or colour) is drawn on the widget's, never on the terminal's.
        return self._strips[line].crop_extend(scroll_x, end, self._line_style).apply_style(
            self._line_style)

    def notify_style_update(self) -> None:
        self._line_style = None
        super().notify_style_update()

    def board_xy(self, event: events.MouseEvent) -> tuple[int, int]:
        """The canvas position under the mouse, scrolling included."""
        return event.x + int(self.scroll_x), event.y + int(self.scroll_y)

    def scroll_to_show(self, x: int, y: int, w: int, h: int) -> None:
        """Scroll so that a canvas rectangle (the cursor's cell) is visible."""
        self.scroll_to_region(Region(x, y, w, h), animate=False, immediate=True)
