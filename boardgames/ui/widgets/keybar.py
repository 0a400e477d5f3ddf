"""The key bar: every choice of the moment as "key words", over as many lines as it
needs. Keys work wherever the focus is (the screen binds them); a click on an entry
posts its key, so each choice also works with the mouse."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

KEY_NAMES = {"enter": "Enter", "escape": "esc", "space": "Space", "tab": "Tab",
             "plus": "+", "minus": "-", "f6": "F6"}


@dataclass(frozen=True)
class Key:
    """One choice: the key that makes it (also what a click posts), its words, whether
    it is possible now, and how to show the key if not by its name ("c/e/x")."""

    key: str
    label: str
    enabled: bool = True
    caption: str = ""


class KeyBar(Static):
    """Entries with their key in a reversed chip; impossible ones dimmed and struck
    through. Posts ``Chosen(key)`` when an enabled entry is clicked."""

    DEFAULT_CSS = """
    KeyBar { height: auto; min-height: 1; width: 1fr; padding: 0 1; background: $panel; }
    """

    class Chosen(Message):
        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.title = ""
        self.keys: list[Key] = []
        self._spans: list[tuple[int, int, int, str]] = []  # line, start, end, key
        self._laid_for = -1
        self._height = 0

    def show(self, title: str, keys: list[Key]) -> None:
        if (title, keys) == (self.title, self.keys) and self._laid_for == self._width():
            return
        self.title, self.keys = title, keys
        self._layout()

    def _width(self) -> int:
        return max(40, self.content_size.width or self.app.size.width - 2)

    def _layout(self) -> None:
        width = self._laid_for = self._width()
        lines = [Text(self.title, style="bold") if self.title else Text()]
        spans = []
        for k in self.keys:
            name = k.caption or KEY_NAMES.get(k.key, k.key)
            part = Text.assemble(
                (f" {name} ", "bold reverse #F0E442" if k.enabled else "dim"),
                (f" {k.label}", "" if k.enabled else "dim strike"),
            )
            line = lines[-1]
            if line.cell_len and line.cell_len + 2 + part.cell_len > width:
                lines.append(Text())
                line = lines[-1]
            elif line.cell_len:
                line.append("  ")
            start = line.cell_len
            line.append_text(part)
            spans.append((len(lines) - 1, start, line.cell_len, k.key))
        self._spans = spans
        self.display = bool(self.keys or self.title)
        # A new layout only when the bar's height changes: cursor keys stay cheap.
        self.update(Text("\n").join(lines), layout=len(lines) != self._height)
        self._height = len(lines)

    def on_resize(self, event: events.Resize) -> None:
        if self._laid_for != self._width():
            self.call_after_refresh(self._layout)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for line, start, end, key in self._spans:
            if line == offset.y and start <= offset.x < end:
                event.stop()
                if any(k.key == key and k.enabled for k in self.keys):
                    self.post_message(self.Chosen(key))
                return

    def entry_offset(self, key: str) -> tuple[int, int]:
        """Where to click for ``key``, relative to the widget (the tests use it)."""
        line, start, _, _ = next(s for s in self._spans if s[3] == key)
        return start + 2, line
