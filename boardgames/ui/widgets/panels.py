"""The frame's small widgets: player panels, the prompt bar and the move log."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.text import Text
from textual.widgets import RichLog, Static

from boardgames.core.i18n import _, language
from boardgames.core.rules import Event
from boardgames.core.seating import Seat


def seat_text(seat: Seat, *, bold: bool = False) -> Text:
    """A seat's glyph and name in its colour: never colour alone."""
    style = f"bold {seat.colour}" if bold else seat.colour
    return Text.assemble((f"{seat.glyph} ", seat.colour or ""), (seat.name, style or ""))


class PlayerPanel(Static):
    """One seat: marker for the seat to act, name, human/bot, and the game's lines."""

    DEFAULT_CSS = """
    PlayerPanel { border: round $panel-lighten-2; padding: 0 1; height: auto; }
    PlayerPanel.-active { border: heavy $accent; }
    """

    def __init__(self, index: int, seat: Seat) -> None:
        super().__init__(id=f"seat-{index}")
        self.index = index
        self.seat = seat

    def show(self, lines: Iterable[Text | str], *, active: bool, tag: str = "") -> None:
        self.set_class(active, "-active")
        head = Text.assemble(
            ("▶ " if active else "  ", "bold"),
            seat_text(self.seat, bold=active),
            (" " + _("(bot)") if self.seat.is_bot else "", "dim"),
            (f"  {tag}" if tag else "", "italic"),
        )
        body = Text("\n").join([head, *(Text(x) if isinstance(x, str) else x for x in lines)])
        self.update(body)


class PromptBar(Static):
    """Who must do what now; an illegal choice shows its reason here."""

    DEFAULT_CSS = """
    PromptBar { height: auto; min-height: 1; padding: 0 1; background: $boost; }
    PromptBar.-error { background: $error 30%; }
    """

    _lines = 0

    def say(self, text: Text | str, *, error: bool = False) -> None:
        """Show ``text``; the screen is laid out again only when the bar's height changes,
        so a cursor key that only rewrites the prompt stays cheap."""
        self.set_class(error, "-error")
        content = Text.assemble(("✖ ", "bold"), text) if error else Text(text) if isinstance(
            text, str) else text
        width = max(1, self.content_region.width or self.app.size.width - 2)
        lines = len(content.wrap(self.app.console, width))
        self.update(content, layout=lines != self._lines)
        self._lines = lines


class MatchLog(RichLog, can_focus=False):
    """The log as one seat may read it: public lines and that seat's private ones
    (marked "private"), optionally only the lines of one seat's moves. It never takes the
    focus, so the arrow keys stay with the board; the frame scrolls it with [ and ]. After a
    switch of language every line is written again, in the new one."""

    DEFAULT_CSS = """
    MatchLog { border: round $panel-lighten-2; height: 1fr; scrollbar-size-vertical: 1; }
    """

    LIMIT = 400

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(wrap=True, markup=False, max_lines=self.LIMIT, min_width=20, **kwargs)
        self._shown: tuple[int | None, int | None, str, int] = (None, None, language(), 0)

    def show(self, events: list[Event], viewer: int | None, *,
             seats: list[int | None] | None = None, only: int | None = None) -> None:
        """Append the new lines, or rewrite all when the viewer, the filter or the language
        changed. ``seats`` names the seat behind each event; ``only`` keeps that seat's
        lines."""
        old_viewer, old_only, old_language, count = self._shown
        lines = [e for i, e in enumerate(events) if e.visible_to(viewer)
                 and (only is None or (seats is not None and seats[i] == only))]
        if (old_viewer, old_only, old_language) != (viewer, only, language()) \
                or count > len(lines):
            self.clear()
            count = max(0, len(lines) - self.LIMIT)
        for event in lines[count:]:
            if event.seats is None:
                self.write(Text(event.text))
            else:
                self.write(Text.assemble((_("private:") + " ", "bold italic"),
                                         (event.text, "italic")))
        self._shown = (viewer, only, language(), len(lines))
        self.border_title = _("Log") if only is None else _(
            "Log: moves of seat {number}").format(number=only + 1)
