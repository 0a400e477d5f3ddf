"""The New World dialogs: a scrollable text to read (inspect, tiles left, score track,
the whole log) and the end screen's parts (spec section 5)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Static

from boardgames.core.controller import Match
from boardgames.core.i18n import N_, _
from boardgames.core.rules import Event
from boardgames.core.seating import Seat
from boardgames.games.carcassonne import text
from boardgames.games.carcassonne.board import Cell
from boardgames.games.carcassonne.data import GameData
from boardgames.games.carcassonne.state import State
from boardgames.games.carcassonne.summary import final_scoring, inspect, seat_stats
from boardgames.ui.games.carcassonne.art import score_track_text
from boardgames.ui.screens.dialogs import Dialog


class TextDialog(Dialog[None]):
    """A long text to read (scrolls); enter, escape or space closes it. ``make`` gives
    its title and body, again when the language changes (the dialog is composed anew)."""

    BINDINGS = [
        Binding("enter,escape,space,q", "close", N_("Close")),
        Binding("up,k", "scroll(-1)", N_("Up"), show=False),
        Binding("down,j", "scroll(1)", N_("Down"), show=False),
        Binding("pageup", "scroll(-15)", N_("Page up"), show=False),
        Binding("pagedown", "scroll(15)", N_("Page down"), show=False),
    ]
    DEFAULT_CSS = """
    TextDialog #text-scroll { height: auto; max-height: 30; width: auto; max-width: 100; }
    """

    def __init__(self, make: Callable[[], tuple[str, Text | str]]) -> None:
        super().__init__()
        self.make = make

    def compose(self) -> ComposeResult:
        title, body = self.make()
        with Vertical(classes="dialog"):
            yield Static(title, classes="dialog-title")
            with VerticalScroll(id="text-scroll"):
                yield Static(body, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Close (enter)"), id="close", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll(self, lines: int) -> None:
        self.query_one("#text-scroll").scroll_relative(y=lines, animate=False)


def inspect_dialog(view: State, game: GameData, cell: Cell, seats: Sequence[Seat]) -> TextDialog:
    """Everything about the square under the cursor."""
    labels = [f"{s.glyph} {s.name}" for s in seats]
    return TextDialog(lambda: (_("Column {col}, row {row}").format(col=cell[0], row=cell[1]),
                               text.inspect_text(inspect(view, game, cell), labels)))


def bag_dialog(view: State, game: GameData) -> TextDialog:
    return TextDialog(lambda: (_("Tiles left in the bag"), text.bag_text(view, game)))


def track_dialog(view: State, seats: Sequence[Seat]) -> TextDialog:
    totals = [view.total(s) for s in range(view.players)]
    return TextDialog(lambda: (_("Score track"), score_track_text(totals, seats)))


def log_dialog(events: Sequence[Event]) -> TextDialog:
    return TextDialog(lambda: (_("The whole log"), "\n".join(e.text for e in events)))


def end_parts(match: Match) -> tuple[Any, list[Any]]:
    """Spec section 5: the winners (no tie-break), the breakdown by category, the final
    scoring award by award, and the statistics of the seats and the game."""
    from boardgames.ui.widgets.score_table import score_table

    view = match.view(None)
    scores = match.scores()
    seats = match.seats
    best = max(scores.totals)
    headline = Text(text.end_headline([seats[i].name for i in scores.winners], best),
                    style="bold")
    body: list[Any] = [score_table(scores, seats)]
    awards = final_scoring(view)
    lines = Text(f"{text.final_title()}\n", style="bold")
    for award in awards:
        seat = seats[award.seat]
        lines.append_text(Text.assemble(
            (f"{seat.glyph} {seat.name}", f"bold {seat.colour}"),
            text.award_text(award.points, award.text) + "\n"))
    if not awards:
        lines.append(text.no_final_awards() + "\n")
    body.append(lines)
    stats = Table(show_lines=False, expand=False, header_style="bold")
    stats.add_column("")
    for seat in seats:
        stats.add_column(Text(f"{seat.glyph} {seat.name}", style=seat.colour),
                         justify="right")
    per_seat = seat_stats(view)
    for label, field in text.stat_labels():
        stats.add_row(label, *(str(getattr(s, field)) for s in per_seat))
    body.append(stats)
    body.append(Text(text.end_note(view)))
    return headline, body
