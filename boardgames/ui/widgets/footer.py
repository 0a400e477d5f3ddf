"""The game screen's footer: the keys that work now, drawn as one line of text.

Textual's own Footer builds a widget per key and rebuilds them all whenever the bindings
change (every screen switch, every focus change); on a game screen with a dozen keys that
was most of the time escape from help took. This one keeps the same look — the key in a
chip, its words, impossible ones dimmed — redraws only when the shown keys change, and
turns a click into that key press.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.screen import Screen
from textual.widget import Widget

from boardgames.core.i18n import _

Entry = tuple[str, str, str, bool, str]  # key, how it is shown, words, enabled, action


class KeyFooter(Widget):
    """One line: `` key  words `` for every shown binding of the screen."""

    DEFAULT_CSS = """
    KeyFooter { height: 1; dock: bottom; background: $footer-background; }
    """

    def __init__(self, later: frozenset[str] = frozenset(), **kwargs: Any) -> None:
        """``later``: actions to list after the others (a game screen's frame keys, so
        that a narrow footer shows the game's own keys first)."""
        super().__init__(**kwargs)
        self.later = later
        self._entries: list[Entry] = []
        self._spans: list[tuple[int, int, str]] = []  # start, end, key

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self._bindings_changed(self.screen)

    def on_resize(self) -> None:
        self.refresh()

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[Any]) -> None:
        if not self.is_attached or screen is not self.screen:
            return
        entries = self.entries()
        if entries != self._entries:
            self._entries = entries
            self.refresh()

    def entries(self) -> list[Entry]:
        """The shown bindings, one per action, in the screen's order."""
        seen: set[str] = set()
        entries = []
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if not binding.show or binding.action in seen:
                continue
            seen.add(binding.action)
            entries.append((binding.key, self.app.get_key_display(binding),
                            _(binding.description), enabled, binding.action))
        return sorted(entries, key=lambda e: e[4] in self.later)

    def render(self) -> Text:
        """As many entries as fit, in the screen's order; when some do not fit, the line
        ends by saying that F1 lists every key (each one works, shown or not)."""
        width = self.size.width or self.app.size.width
        more = " … " + _("F1 all keys") + " "
        text = Text(no_wrap=True)
        spans = []
        for index, (key, shown, words, enabled, _action) in enumerate(self._entries):
            part = Text.assemble((f" {shown} ", "bold reverse" if enabled else "dim"),
                                 (f" {words} ", "" if enabled else "dim strike"))
            last = index == len(self._entries) - 1
            if text.cell_len + part.cell_len + (0 if last else len(more)) > width:
                text.append(more, "dim")
                break
            start = text.cell_len
            text.append_text(part)
            spans.append((start, text.cell_len, key))
        self._spans = spans
        return text

    def key_at(self, x: int) -> str | None:
        """The key of the entry drawn at column ``x``, if any."""
        return next((key for start, end, key in self._spans if start <= x < end), None)

    def column_of(self, action: str) -> int | None:
        """Where the entry of ``action`` is drawn (None: not shown)."""
        for entry, (start, _end, _key) in zip(self._entries, self._spans, strict=False):
            if entry[4] == action:
                return start
        return None

    def on_click(self, event: events.Click) -> None:
        key = self.key_at(event.x)
        if key is not None:
            event.stop()
            self.app.simulate_key(key)
