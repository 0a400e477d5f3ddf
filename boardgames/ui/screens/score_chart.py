"""How the score developed: one line per seat over the turns, in the seat's colour and
drawn with its glyph, so it reads without colour too (textual-plotext draws it)."""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static
from textual_plotext import PlotextPlot

from boardgames.core.controller import Match
from boardgames.core.i18n import N_, _, ngettext
from boardgames.core.replay import score_history
from boardgames.ui.screens.dialogs import Dialog


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    value = hex_colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


class ScoreChart(Dialog[None]):
    """The chart of a match's totals at the start of every turn, up to its end (or up
    to now, for a game still going)."""

    HELP_TITLE = N_("The score over the game")
    DEFAULT_CSS = """
    ScoreChart > .dialog { width: 90%; height: 80%; }
    ScoreChart PlotextPlot { height: 1fr; min-height: 10; }
    """
    BINDINGS = [Binding("escape,enter,g", "close", N_("Close"))]

    def __init__(self, match: Match) -> None:
        super().__init__()
        self.match = match
        self.history: tuple[list[int], list[list[int]]] | None = None

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(id="chart-title", classes="dialog-title")
            yield Static(_("Counting the score of every turn…"), id="chart-legend")
            yield PlotextPlot(id="chart")

    def relabel(self) -> None:
        """After a switch of language: the title, the axes and the legend anew."""
        self.query_one("#chart-title", Static).update(
            _("{game} — the score turn by turn").format(game=_(self.match.rules.title)))
        if self.history is not None:
            self._draw(self.history)

    def on_mount(self) -> None:
        self.relabel()
        self._count(self.match)

    @work(thread=True, exclusive=True, group="chart")
    def _count(self, match: Match) -> None:
        """Replay the match once (off the event loop: a long game takes a moment)."""
        history = score_history(match)
        self.app.call_from_thread(self._draw, history)

    def _draw(self, history: tuple[list[int], list[list[int]]]) -> None:
        if not self.is_attached:
            return
        self.history = history
        turns, totals = history
        plot = self.query_one(PlotextPlot).plt
        plot.clear_data()
        for seat, line in zip(self.match.seats, totals, strict=True):
            plot.plot(turns, line, marker=seat.glyph, color=_rgb(seat.colour),
                      label=f"{seat.glyph} {seat.name}")
        plot.xlabel(_("turn"))
        plot.ylabel(_("points"))
        self.query_one(PlotextPlot).refresh()
        legend = Text("  ").join(
            Text.assemble((f"{s.glyph} {s.name}", s.colour), f" {line[-1]}")
            for s, line in zip(self.match.seats, totals, strict=True))
        count = len(turns) - 1
        head = (ngettext("{count} turn · final:", "{count} turns · final:", count)
                if self.match.is_over else
                ngettext("{count} turn · now:", "{count} turns · now:", count))
        self.query_one("#chart-legend", Static).update(
            Text.assemble(head.format(count=count), " ", legend))

    def action_close(self) -> None:
        self.dismiss(None)
