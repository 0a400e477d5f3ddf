"""The end of a match: winners, tie-break, the full breakdown, rematch or menu."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from boardgames.core.controller import Match
from boardgames.ui.screens.dialogs import Dialog
from boardgames.ui.widgets.score_table import score_table, winners_line


class GameOverScreen(Dialog[None]):
    HELP_TITLE = "The end of the game"
    BINDINGS = [
        Binding("r", "rematch", "Rematch"),
        Binding("b,escape", "board", "Look at the board"),
        Binding("m", "menu", "Menu"),
    ]

    def __init__(self, match: Match) -> None:
        super().__init__()
        self.match = match

    def compose(self) -> ComposeResult:
        scores = self.match.scores()
        with Vertical(classes="dialog", id="game-over"):
            yield Static(f"{self.match.rules.title} — game over", classes="dialog-title")
            yield Static(winners_line(scores, self.match.seats), id="winners")
            yield Static(score_table(scores, self.match.seats), id="scores")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Rematch (r)", id="rematch", variant="primary")
                yield Button("Board (b)", id="board")
                yield Button("Menu (m)", id="menu")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        getattr(self, f"action_{event.button.id}")()

    def action_board(self) -> None:
        self.dismiss(None)

    def action_menu(self) -> None:
        self.app.return_to_menu()

    def action_rematch(self) -> None:
        old = self.match
        match = Match(old.rules, old.seats, old.options)
        self.app.return_to_menu()
        self.app.start_match(match)
