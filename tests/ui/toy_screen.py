"""A minimal game screen for the toy game: enough to drive the frame in Pilot tests."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from boardgames.ui.screens.game import GameScreen
from tests.toy_game import Draw, Play


class ToyScreen(GameScreen):
    BINDINGS = [
        Binding("1", "play(0)", "Play 1st"),
        Binding("2", "play(1)", "Play 2nd"),
        Binding("3", "play(2)", "Play 3rd"),
        Binding("d", "draw", "Draw"),
    ]
    MIN_SIZE = (60, 20)

    def compose_board(self) -> ComposeResult:
        yield Static(id="hand")

    def show_view(self, view, decision) -> None:
        mine = view.hands[self.viewer] if self.viewer is not None else []
        table = "  ".join(" ".join(p) or "-" for p in view.played)
        self.query_one("#hand", Static).update(f"hand: {' '.join(mine)}\ntable: {table}")

    def panel_lines(self, view, seat):
        return [f"cards: {view.hidden[seat]}"]

    def action_play(self, index: int) -> None:
        hand = self.match.view(self.viewer).hands[self.viewer] if self.viewer is not None else []
        if index < len(hand):
            self.act(Play(card=hand[index]))
        else:
            self.say("No such card.", error=True)

    def action_draw(self) -> None:
        self.act(Draw())
