"""The end of a match: the headline, the game's own summary (its spec's section 5), the
full breakdown, and rematch, a new game, saving the log, a replay, the board or the menu."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from rich.console import RenderableType
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Static

from boardgames import paths
from boardgames.core.controller import Match
from boardgames.core.i18n import N_, _
from boardgames.ui.screens.dialogs import Dialog


def log_text(match: Match) -> str:
    """The finished game as a readable text: the seats, every public log line, and the
    final scores."""
    scores = match.scores()
    lines = [_("{title} — seed {seed}").format(title=_(match.rules.title), seed=match.seed), ""]
    lines += [_("Seat {number}: {glyph} {label}").format(number=i + 1, glyph=s.glyph,
                                                          label=s.label)
              for i, s in enumerate(match.seats)]
    lines += ["", *(e.text for e in match.log_for(None)), "", _("Final scores:")]
    for i, seat in enumerate(match.seats):
        star = "  " + _("(winner)") if i in scores.winners else ""
        lines.append(f"  {seat.name}: {scores.totals[i]}{star}")
    return "\n".join(lines) + "\n"


class GameOverScreen(Dialog[None]):
    HELP_TITLE = N_("The end of the game")
    BINDINGS = [
        Binding("r", "rematch", N_("Rematch")),
        Binding("n", "new_game", N_("New game")),
        Binding("s", "save_log", N_("Save the log")),
        Binding("b,escape", "board", N_("Look at the board")),
        Binding("m", "menu", N_("Menu")),
        Binding("p", "replay", N_("Replay")),
        Binding("g", "chart", N_("Score chart")),
    ]

    def __init__(self, match: Match, headline: RenderableType,
                 body: list[RenderableType]) -> None:
        super().__init__()
        self.match = match
        self.headline = headline
        self.body = body

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="game-over"):
            yield Static(_("{title} — game over").format(title=_(self.match.rules.title)),
                         classes="dialog-title")
            yield Static(self.headline, id="winners")
            with VerticalScroll(id="game-over-body"):
                for part in self.body:
                    yield Static(part, classes="game-over-part")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Rematch (r)"), id="rematch", variant="primary", compact=True)
                yield Button(_("New game (n)"), id="new_game", compact=True)
                yield Button(_("Board (b)"), id="board", compact=True)
                yield Button(_("Menu (m)"), id="menu", compact=True)
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Replay (p)"), id="replay", compact=True)
                yield Button(_("Score chart (g)"), id="chart", compact=True)
                yield Button(_("Save the log (s)"), id="save_log", compact=True)

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        await self.run_action(event.button.id or "")

    def action_board(self) -> None:
        self.dismiss(None)

    def action_replay(self) -> None:
        from boardgames.ui.screens.replay import open_replay

        open_replay(self.app, self.match, None)

    def action_chart(self) -> None:
        from boardgames.ui.screens.score_chart import ScoreChart

        self.app.push_screen(ScoreChart(self.match))

    def action_menu(self) -> None:
        self.app.return_to_menu()  # type: ignore[attr-defined]

    def action_rematch(self) -> None:
        old = self.match
        match = Match(old.rules, old.seats, old.options)
        self.app.return_to_menu()  # type: ignore[attr-defined]
        self.app.start_match(match)  # type: ignore[attr-defined]

    def action_new_game(self) -> None:
        from boardgames.ui.screens.setup import SetupScreen

        self.app.return_to_menu()  # type: ignore[attr-defined]
        self.app.push_screen(SetupScreen(self.match.rules.id))

    def action_save_log(self) -> None:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        path = paths.saves_dir() / f"{self.match.rules.id}-{stamp}.txt"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(log_text(self.match), encoding="utf-8")
        except OSError as exc:
            self.notify(_("Could not save the log to {path}: {reason}").format(
                path=path, reason=exc.strerror or exc), severity="error")
            return
        self.notify(_("The log is saved in {path}.").format(path=path), timeout=6)


def default_parts(match: Match) -> tuple[RenderableType, list[Any]]:
    """The headline and the body every game gets unless its screen says more."""
    from boardgames.ui.widgets.score_table import score_table, winners_line

    scores = match.scores()
    return winners_line(scores, match.seats), [score_table(scores, match.seats)]
