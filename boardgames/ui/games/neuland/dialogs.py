"""The composers of the Neuland screen: the menu of the spot being worked on (a canvas
with rows the mouse can click and hover) and the question before products are lost."""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from typing import Any

from rich.style import Style
from textual import events
from textual.message import Message

from boardgames.core.i18n import _
from boardgames.ui.games.neuland.art import CURSOR, DIM
from boardgames.ui.games.neuland.choices import MAX_KEYED, Level
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.widgets.canvas import BoardView, Canvas


def confirm_end_turn(
    question: str, end: Callable[[], Any]
) -> tuple[Confirm, Callable[[bool | None], None]]:
    """The yes/no dialog before ending a turn that loses products, with its callback."""

    def answered(yes: bool | None) -> None:
        if yes:
            end()

    return Confirm(question), answered


class ActionMenu(BoardView):
    """The menu of a spot: a title, then one row per entry (1-9 keys). Posts ``Chosen``
    on a click and ``Hovered`` when the mouse moves over an entry."""

    class Chosen(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    class Hovered(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.level: Level | None = None
        self.rows: list[int | None] = []  # the entry drawn on each canvas row
        self._hover: int | None = None
        self._shown: tuple[Any, ...] | None = None

    def show(self, level: Level | None) -> None:
        key = (level.index if level else None, self.size.width)
        if level is self.level and key == self._shown:
            return
        self._shown = key
        self.level = level
        self.redraw()
        if level is not None and level.index in self.rows:
            first = self.rows.index(level.index)
            self.scroll_to_show(0, first, 1, self.rows.count(level.index))

    def entry_row(self, index: int) -> int:
        """The first canvas row of an entry."""
        return self.rows.index(index)

    def draw(self) -> Canvas:
        level = self.level
        width = max(self.size.width - 1, 40)
        if level is None:
            self.rows = []
            return Canvas(width, 1)
        lines: list[tuple[str, int | None, Style]] = [
            (line, None, Style(bold=True)) for line in textwrap.wrap(level.title, width)]
        for i, entry in enumerate(level.entries):
            key = str(i + 1) if i < MAX_KEYED else " "
            wrapped = textwrap.wrap(entry.label, width - 2, subsequent_indent="   ") or [""]
            lines += [(f"{key if n == 0 else ' '} {text}", i, Style())
                      for n, text in enumerate(wrapped)]
        hint = _("↑↓ Enter, 1–9 or a click chooses")
        if not level.root:
            hint += " · " + _("Esc back")
        lines.append((hint, None, DIM))
        canvas = Canvas(width, len(lines))
        self.rows = [i for _, i, _ in lines]
        for y, (text, row, style) in enumerate(lines):
            canvas.put(0, y, text, style)
            if row is not None and row == level.index:
                canvas.restyle(0, y, width, 1, CURSOR)
        return canvas

    def _entry_at(self, event: events.MouseEvent) -> int | None:
        _, y = self.board_xy(event)
        return self.rows[y] if 0 <= y < len(self.rows) else None

    def on_click(self, event: events.Click) -> None:
        i = self._entry_at(event)
        if i is not None:
            self.post_message(self.Chosen(i))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        i = self._entry_at(event)
        if i is not None and i != self._hover:
            self._hover = i
            self.post_message(self.Hovered(i))

    def on_resize(self) -> None:
        self._shown = None
        self.show(self.level)
