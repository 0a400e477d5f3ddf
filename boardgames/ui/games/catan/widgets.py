"""The action bar of spec 9.5: the legal actions of the pending decision with their keys,
laid out over as many lines as needed; a click on an entry posts its key."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static


@dataclass(frozen=True)
class Entry:
    key: str  # the key that triggers it, also what a click posts
    label: str
    enabled: bool = True


class ActionBar(Static):
    """Entries "[key] label", disabled ones dimmed. Posts ``Chosen(key)`` on a click."""

    DEFAULT_CSS = """
    ActionBar { height: auto; min-height: 1; width: 1fr; padding: 0 1; }
    """

    class Chosen(Message):
        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.title = ""
        self.entries: list[Entry] = []
        self._spans: list[tuple[int, int, int, str]] = []  # line, start, end, key
        self._laid_for = -1

    def show(self, title: str, entries: list[Entry]) -> None:
        if (title, entries) == (self.title, self.entries) and self._laid_for == self._width():
            return
        self.title, self.entries = title, entries
        self._layout()

    def _width(self) -> int:
        return self.content_size.width or 80

    def _layout(self) -> None:
        width = self._width()
        self._laid_for = width
        lines = [Text.assemble((self.title + " " if self.title else "", "bold"))]
        spans = []
        for entry in self.entries:
            part = Text.assemble((f"[{KEY_LABEL.get(entry.key, entry.key)}]", "bold"),
                                 f" {entry.label}")
            if not entry.enabled:
                part.stylize("dim strike")
            line = lines[-1]
            if line.cell_len and line.cell_len + 2 + part.cell_len > width:
                lines.append(Text())
                line = lines[-1]
            elif line.cell_len:
                line.append("  ")
            start = line.cell_len
            line.append_text(part)
            spans.append((len(lines) - 1, start, line.cell_len, entry.key))
        self._spans = spans
        self.update(Text("\n").join(lines))

    def on_resize(self, event: events.Resize) -> None:
        if self._laid_for != self._width():
            # after this layout pass, so that the new height is laid out too
            self.call_after_refresh(self._layout)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for line, start, end, key in self._spans:
            if line == offset.y and start <= offset.x < end:
                event.stop()
                self.post_message(self.Chosen(key))
                return


KEY_LABEL = {"enter": "Enter", "escape": "esc", "space": "Space", "tab": "Tab",
             "mode": "c/e/x"}
