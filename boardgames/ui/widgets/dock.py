"""A side panel docked beside a game's board, for the choices that used to cover it (a
trade being composed, an offer to answer): the board stays in view at its left, and the
panel takes the keys while it is open. F2's recap panel (``screens/game.py``) docks the
same way; this one is a game's own, opened and closed by the game's screen."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.containers import VerticalScroll
from textual.message import Message
from textual.widgets import Static

Span = tuple[int, int, int, object]  # line, first column, column after the end, target


class SpanText(Static):
    """Text whose parts are clickable: a click on a part posts ``Clicked(target)``."""

    class Clicked(Message):
        def __init__(self, target: object) -> None:
            super().__init__()
            self.target = target

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.spans: list[Span] = []

    def show(self, text: Text, spans: list[Span]) -> None:
        self.spans = spans
        self.update(text)

    def offset_of(self, target: object) -> tuple[int, int]:
        """Where to click for ``target``, relative to the widget (the tests use it)."""
        line, start, _end, _target = next(s for s in self.spans if s[3] == target)
        return start + 1, line

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for line, start, end, target in self.spans:
            if line == offset.y and start <= offset.x < end:
                event.stop()
                self.post_message(self.Clicked(target))
                return


class DockPanel(VerticalScroll, can_focus=False):
    """Docked at the right edge of its container, hidden until ``open``; while open it has
    the focus, so its own bindings come before the screen's (the others still work).
    Closed, it cannot take the focus (a screen's first focus never lands on it)."""

    DEFAULT_CSS = """
    DockPanel {
        display: none; dock: right; width: 46; max-width: 60%; height: 1fr;
        background: $panel; border-left: thick $warning; padding: 0 1;
        scrollbar-size-vertical: 1;
    }
    DockPanel.-open { display: block; }
    DockPanel:focus { border-left: thick $accent; }
    """

    @property
    def is_open(self) -> bool:
        return self.has_class("-open")

    def open(self) -> None:
        self.add_class("-open")
        self.can_focus = True
        if self.screen.focused is not self:
            self.focus(scroll_visible=False)

    def close(self) -> None:
        if not self.is_open:
            return
        self.remove_class("-open")
        self.can_focus = False
        if self.screen.focused is self:
            self.screen.set_focus(None)
