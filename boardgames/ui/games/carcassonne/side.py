"""The side panel's widgets: the drawn tile with its rotation, the numbered choices of
the deployment and scoring-order steps, and a scrollable text dialog (tiles left, score
track, inspect, full log)."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Button, Static

from boardgames.ui.games.carcassonne.art import TileArt
from boardgames.ui.games.carcassonne.map import KIND_STYLE, TILE_BG
from boardgames.ui.screens.dialogs import Dialog

FACE_DOWN = Style(color="#a89a7c", bgcolor="#2e2618")


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


class TilePanel(Static):
    """The drawn tile (or the one just placed) beside its id, rotation, the tiles left
    and a description of what it shows as rotated. A click posts ``Clicked``."""

    DEFAULT_CSS = """
    TilePanel { border: round $panel-lighten-2; padding: 0 1; height: auto;
                text-wrap: nowrap; text-overflow: ellipsis; }
    """

    class Clicked(Message):
        pass

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._lines = 0

    def show(self, title: str, art: TileArt | None, info: list[Text | str]) -> None:
        if self.border_title != title:
            self.border_title = title
        rows = art_lines(art)
        lines = []
        for i in range(max(len(rows), len(info))):
            line = Text()
            line.append_text(rows[i] if i < len(rows) else Text(" " * 9))
            if i < len(info):
                line.append("  ")
                item = info[i]
                line.append_text(item if isinstance(item, Text) else Text(item))
            lines.append(line)
        # Always five lines (the art's height): a new tile needs no new layout.
        self.update(Text("\n").join(lines), layout=len(lines) != self._lines)
        self._lines = len(lines)

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Clicked())


class OptionLines(Static):
    """Numbered options, one or more lines each; the selected one in reverse video.
    A click on any line of an option posts ``Picked`` with its index."""

    DEFAULT_CSS = """
    OptionLines { border: round $accent; padding: 0 1; height: auto;
                  text-wrap: nowrap; text-overflow: ellipsis; }
    """

    class Picked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._owners: list[int | None] = []
        self._shown = Text()
        self.options: list[list[Text]] = []

    def show(self, title: str, options: list[list[Text]], selected: int | None,
             footer: list[Text | str] = ()) -> None:
        self.display = bool(options)
        if self.border_title != title:
            self.border_title = title
        self.options = options
        lines: list[Text] = []
        self._owners = []
        for index, option in enumerate(options):
            for line in option:
                line = line.copy()
                if index == selected:
                    line.stylize("reverse")
                lines.append(line)
                self._owners.append(index)
        for line in footer:
            lines.append(line if isinstance(line, Text) else Text(line, "dim"))
            self._owners.append(None)
        content = Text("\n").join(lines)
        if content != self._shown:
            self.update(content, layout=len(lines) != len(self._shown.split()))
            self._shown = content

    def line_of(self, index: int) -> int:
        """The first line of an option (for tests and the mouse driver)."""
        return self._owners.index(index)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or not 0 <= offset.y < len(self._owners):
            return
        owner = self._owners[offset.y]
        if owner is not None:
            event.stop()
            self.post_message(self.Picked(owner))


class TextDialog(Dialog[None]):
    """A long text to read (scrolls); enter, escape or space closes it."""

    BINDINGS = [
        Binding("enter,escape,space,q", "close", "Close"),
        Binding("up,k", "scroll(-1)", "Up", show=False),
        Binding("down,j", "scroll(1)", "Down", show=False),
        Binding("pageup", "scroll(-15)", "Page up", show=False),
        Binding("pagedown", "scroll(15)", "Page down", show=False),
    ]
    DEFAULT_CSS = """
    TextDialog #text-scroll { height: auto; max-height: 30; width: auto; max-width: 100; }
    """

    def __init__(self, title: str, text: Text | str) -> None:
        super().__init__()
        self.title_text = title
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, classes="dialog-title")
            with VerticalScroll(id="text-scroll"):
                yield Static(self.text, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Close (enter)", id="close", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll(self, lines: int) -> None:
        self.query_one("#text-scroll").scroll_relative(y=lines, animate=False)
