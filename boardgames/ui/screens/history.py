"""History: the finished games, newest first, filterable by game and player, with the
statistics of what is shown; open a game's end screen, or export it."""

from __future__ import annotations

import shutil

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, OptionList, Select, Static
from textual.widgets.option_list import Option

from boardgames import paths
from boardgames.core import history, library, registry
from boardgames.core.i18n import N_, _, ngettext
from boardgames.core.library import SavedGame
from boardgames.ui.widgets.footer import KeyFooter

KEYS_HELP = N_("""\
| key | what it does |
|---|---|
| ↑ ↓ | choose a game |
| Enter | open its end screen (and its board) |
| e | export it: the save file and a readable text log, into the saves folder |
| Tab | to the player filter and the game filter |
| escape | back to the menu |
| F1 | this help |

With the mouse: click a game to open it, or use the filters and the buttons.
""")


def game_line(game: SavedGame) -> Text:
    title = _(registry.info(game.game).title)
    assert game.totals is not None and game.winners is not None
    seats = Text(", ").join(
        Text.assemble(name, f" {score}", (" ★" if i in game.winners else "", "bold"))
        for i, (name, score) in enumerate(zip(game.seats, game.totals, strict=True)))
    facts = []
    if game.turns is not None:
        facts.append(ngettext("{count} turn", "{count} turns", game.turns).format(
            count=game.turns))
    facts.append(ngettext("{count} move", "{count} moves", game.moves).format(count=game.moves))
    if game.minutes is not None:
        facts.append(_("{minutes:g} min").format(minutes=game.minutes))
    return Text.assemble((title, "bold"), f"  {game.when}\n  ", seats,
                         (" · " + " · ".join(facts), "dim"))


def stats_table(games: list[SavedGame]) -> Table | Text:
    records = history.statistics(games) + history.statistics(games, by="level")
    if not records:
        return Text(_("No finished games to count yet."), style="dim")
    table = Table(header_style="bold", expand=False)
    heads = (N_("game"), N_("who"), N_("games"), N_("wins"), N_("share"), N_("average"),
             N_("best"))
    for head in heads:
        table.add_column(_(head), justify="left" if head in ("game", "who") else "right")
    for r in records:
        table.add_row(_(registry.info(r.game).title), r.who, str(r.games), str(r.wins),
                      f"{r.win_share:.0%}", f"{r.average:.1f}", str(r.best))
    return table


class HistoryScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("e", "export", N_("Export")),
        Binding("f1", "help", N_("Help")),
    ]

    def compose(self) -> ComposeResult:
        choices = [(_("Every game"), "")] + [(_(i.title), i.id) for i in registry.infos()]
        with Vertical(id="history"):
            yield Static(_("History — the finished games, newest first"), id="history-title")
            with Horizontal(id="history-filters"):
                yield Input(placeholder=_("player name"), id="history-player", compact=True)
                yield Select(choices, value="", allow_blank=False, id="history-game",
                             compact=True)
            yield OptionList(id="history-list")
            yield Static("", id="history-empty")
            with VerticalScroll(id="history-stats"):
                yield Static("", id="history-table")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Open (enter)"), id="open", variant="primary")
                yield Button(_("Export (e)"), id="export")
                yield Button(_("Back (escape)"), id="back")
        yield KeyFooter()

    def on_mount(self) -> None:
        self._all = library.list_games()[0]
        self._fill()
        self.query_one("#history-list", OptionList).focus()

    def _fill(self) -> None:
        player = self.query_one("#history-player", Input).value
        game = self.query_one("#history-game", Select).value or None
        self.games = history.finished(self._all, game=str(game) if game else None,
                                      player=player)
        listing = self.query_one("#history-list", OptionList)
        listing.clear_options()
        listing.add_options([Option(game_line(g), id=g.id) for g in self.games])
        if self.games:
            listing.highlighted = 0
        self.query_one("#history-empty", Static).update(
            "" if self.games else _("No finished game matches."))
        self.query_one("#history-table", Static).update(stats_table(self.games))

    def on_input_changed(self, event: Input.Changed) -> None:
        self._fill()

    def on_select_changed(self, event: Select.Changed) -> None:
        self._fill()

    @property
    def highlighted(self) -> SavedGame | None:
        index = self.query_one("#history-list", OptionList).highlighted
        return self.games[index] if index is not None and self.games else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_open()

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        await self.run_action(event.button.id or "")

    def action_open(self) -> None:
        game = self.highlighted
        if game is None:
            self.notify(_("There is no game to open."), severity="warning")
            return
        self.app.open_save(game.path)  # type: ignore[attr-defined]

    def action_export(self) -> None:
        """The save file (replayable) and the log as text, into the saves folder."""
        game = self.highlighted
        if game is None:
            self.notify(_("There is no game to export."), severity="warning")
            return
        from boardgames.core.saves import SaveError, load_match
        from boardgames.ui.screens.game_over import log_text

        folder = paths.saves_dir()
        try:
            match = load_match(game.path)
            folder.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(game.path, folder / f"{game.id}.json")
            (folder / f"{game.id}.txt").write_text(log_text(match), encoding="utf-8")
        except SaveError as exc:
            self.notify(str(exc), severity="error")
            return
        except OSError as exc:
            self.notify(_("Could not export to {folder}: {reason}").format(
                folder=folder, reason=exc.strerror or exc), severity="error")
            return
        self.notify(_("Exported to {path}.json and .txt").format(path=folder / game.id),
                    timeout=6)

    def action_help(self) -> None:
        from boardgames.ui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(None, keys=_(KEYS_HELP), title=_("History")))

    def action_back(self) -> None:
        self.dismiss(None)
