"""Watching a game again: the game's own screen shows the match at a chosen move, and a bar
over its bottom steps through it by keys or buttons.

The bar is a modal screen, so it owns the keys (the arrows step moves, not the cursor)
while the board below stays in view. In a finished game every hand may be looked at (v
switches whose view is shown, as at a table after the game); in a game still going only
the public view and the viewing seat's own are ever shown, as in play. "Continue from
here" starts a new match from the point shown, saved as its own game.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from boardgames.core.controller import Match
from boardgames.core.i18n import N_, _
from boardgames.core.replay import Replay
from boardgames.ui.screens.dialogs import Dialog

STEPS = [("⏮", "to_start", N_("To the start (Home)")),
         ("◀◀", "turn_back", N_("A turn back (shift+←)")),
         ("◀", "step_back", N_("A move back (←)")), ("▶", "step_on", N_("A move on (→)")),
         ("▶▶", "turn_on", N_("A turn on (shift+→)")), ("⏭", "to_end", N_("To the end (End)"))]


class ReplayBar(Dialog[None]):
    """The replay's controls; the game screen below draws the point shown."""

    HELP_TITLE = N_("Replay")
    DEFAULT_CSS = """
    ReplayBar { background: $background 0%; }
    ReplayBar > #replay { dock: bottom; width: 100%; height: auto; background: $panel;
                          padding: 0 1; border-top: solid $accent; }
    ReplayBar #replay-where { width: 1fr; height: auto; }
    ReplayBar .replay-buttons { height: auto; width: 100%; }
    ReplayBar .replay-buttons Button { margin-right: 1; min-width: 4; }
    """
    BINDINGS = [
        Binding("left", "step(-1)", N_("Move back")),
        Binding("right", "step(1)", N_("Move on")),
        Binding("shift+left", "turn(-1)", N_("Turn back")),
        Binding("shift+right", "turn(1)", N_("Turn on")),
        Binding("home", "to_start", N_("Start")),
        Binding("end", "to_end", N_("End")),
        Binding("v", "next_viewer", N_("Whose view")),
        Binding("c", "continue_here", N_("Continue from here")),
        Binding("g", "chart", N_("Score chart")),
        Binding("escape", "leave", N_("Leave")),
    ]

    def __init__(self, replay: Replay, screen: Any, source: Match, *, all_views: bool) -> None:
        super().__init__()
        self.replay = replay
        self.source = source
        self.game = screen  # the game's screen in replay mode
        self.all_views = all_views

    def compose(self) -> ComposeResult:
        """The bar as the point shown is now (a switch of language composes it again)."""
        with Vertical(id="replay"):
            yield Static(Text(self.where()), id="replay-where")
            with Horizontal(classes="replay-buttons"):
                off = self._steps_off()
                for label, button, tip in STEPS:
                    step = Button(label, id=button, compact=True, tooltip=_(tip),
                                  disabled=off[button])
                    step.active_effect_duration = 0  # quick clicks all count
                    yield step
                if self.all_views:
                    yield Button(_("View (v)"), id="next_viewer", compact=True,
                                 tooltip=_("Show another player's view"))
                yield Button(_("Continue (c)"), id="continue_here", compact=True,
                             tooltip=_("A new game from this point"))
                yield Button(_("Chart (g)"), id="chart", compact=True,
                             tooltip=_("The score over the game"))
                yield Button(_("Leave"), id="leave", compact=True,
                             tooltip=_("Leave the replay (esc)"))

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        actions = {"turn_back": "turn(-1)", "step_back": "step(-1)", "step_on": "step(1)",
                   "turn_on": "turn(1)"}
        button = event.button.id or ""
        await self.run_action(actions.get(button, button))

    # -- moving -----------------------------------------------------------------------------

    def _go(self, n: int) -> None:
        self.replay.goto(n)
        self.game.refresh_all()
        self._show()

    def action_step(self, direction: int) -> None:
        self._go(self.replay.at + direction)

    def action_turn(self, direction: int) -> None:
        self._go(self.replay.next_turn(direction))

    def action_to_start(self) -> None:
        self._go(0)

    def action_to_end(self) -> None:
        self._go(len(self.replay))

    def action_next_viewer(self) -> None:
        if not self.all_views:
            return
        seats = len(self.replay.match.seats)
        now = self.game.viewer
        self.game.viewer = 0 if now is None else (None if now + 1 >= seats else now + 1)
        self.game.refresh_all()
        self._show()

    def action_continue_here(self) -> None:
        if self.replay.at >= len(self.replay) and self.replay.finished:
            self.notify(_("The game ended here: go back a move to continue from there."),
                        severity="warning")
            return
        branch = self.replay.branch()
        self.app.return_to_menu()  # type: ignore[attr-defined]
        self.app.start_match(branch)  # type: ignore[attr-defined]
        self.notify(_("A new game from move {number}; the original is kept.").format(
            number=len(branch.entries)), timeout=5)

    def action_chart(self) -> None:
        from boardgames.ui.screens.score_chart import ScoreChart

        if not self.replay.finished and self.source.rules.has_private_information:
            self.notify(_("The score chart opens when the game is over: until then the "
                          "scores may count cards that are still hidden."), severity="warning")
            return
        self.app.push_screen(ScoreChart(self.source))

    def action_leave(self) -> None:
        self.dismiss(None)
        self.app.pop_screen()

    # -- what is shown ----------------------------------------------------------------------

    def where(self) -> str:
        replay, match = self.replay, self.replay.match
        turn = replay.turn_index()
        scores = match.scores()
        totals = " · ".join(f"{s.glyph} {s.name} {scores.totals[i]}"
                            for i, s in enumerate(match.seats))
        viewer = self.game.viewer
        whose = _("the public view") if viewer is None else _("{name}'s view").format(
            name=match.seats[viewer].name)
        return _("Replay — move {move} of {moves}, turn {turn} of {turns} · scores now: "
                 "{scores} · showing {whose}").format(
            move=replay.at, moves=len(replay), turn=turn, turns=len(replay.turns),
            scores=totals, whose=whose)

    def _steps_off(self) -> dict[str, bool]:
        """Which step buttons cannot move now (at the start, at the end)."""
        at, end = self.replay.at, len(self.replay)
        return {"to_start": at == 0, "turn_back": at == 0, "step_back": at == 0,
                "step_on": at >= end, "turn_on": at >= end, "to_end": at >= end}

    def _show(self) -> None:
        self.query_one("#replay-where", Static).update(Text(self.where()))
        for button, off in self._steps_off().items():
            self.query_one(f"#{button}", Button).disabled = off


def open_replay(app: Any, source: Match, viewer: int | None) -> None:
    """Show ``source`` again from its start over its own game screen. ``viewer`` is the
    seat whose private view may be shown in a game still going (None: public only)."""
    from boardgames.ui.games import screen_class

    replay = Replay(source)
    finished = replay.finished
    screen = screen_class(source.rules.id)(replay.match)
    screen.replay = replay
    humans = [i for i, s in enumerate(source.seats) if not s.is_bot]
    screen.viewer = (humans[0] if humans else 0) if finished else viewer
    app.push_screen(screen)
    app.push_screen(ReplayBar(replay, screen, source, all_views=finished))
