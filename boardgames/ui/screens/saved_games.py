"""Resume: the unfinished games of the library, most recently played first."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from boardgames.core import library, registry
from boardgames.core.i18n import N_, _, ngettext
from boardgames.core.library import SavedGame
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.widgets.footer import KeyFooter

KEYS_HELP = N_("""\
| key | what it does |
|---|---|
| ↑ ↓ | choose a game |
| Enter | resume the highlighted game |
| d or Delete | delete the highlighted game (asks first) |
| escape | back to the menu |
| F1 | this help |

With the mouse: click a game to resume it, or use the buttons.
""")


def game_label(game: SavedGame) -> Text:
    """Two lines: the game and its seats; then the moves, the state and when played."""
    try:
        title = _(registry.info(game.game).title)
    except registry.UnknownGame:
        title = game.game
    moves = ngettext("{count} move", "{count} moves", game.moves).format(count=game.moves)
    elsewhere = "  " + _("(open in another window)") if library.is_open_elsewhere(
        game.path) else ""
    return Text.assemble(
        (title, "bold"), f"  —  {', '.join(game.seats)}{elsewhere}\n",
        ("  " + _("{moves} · {status} · last played {when}").format(
            moves=moves, status=game.shown_status, when=game.when), "dim"),
    )


class SavedGamesScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("d,delete", "delete", N_("Delete")),
        Binding("f1", "help", N_("Help")),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="saved-games"):
            yield Static(_("Resume a game"), id="saved-title")
            yield OptionList(id="saved-list")
            yield Static("", id="saved-empty")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Resume (enter)"), id="resume", variant="primary")
                yield Button(_("Delete (d)"), id="delete")
                yield Button(_("Back (escape)"), id="back")
        yield KeyFooter()

    def on_mount(self) -> None:
        self._fill()
        self.query_one("#saved-list", OptionList).focus()

    def _fill(self, keep: int = 0) -> None:
        self.games = library.unfinished()
        listing = self.query_one("#saved-list", OptionList)
        listing.clear_options()
        listing.add_options([Option(game_label(g), id=g.id) for g in self.games])
        if self.games:
            listing.highlighted = min(keep, len(self.games) - 1)
        self.query_one("#saved-empty", Static).update(
            "" if self.games else _("No unfinished games. Start one from the menu."))

    @property
    def highlighted(self) -> SavedGame | None:
        index = self.query_one("#saved-list", OptionList).highlighted
        return self.games[index] if index is not None and self.games else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_resume()

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        await self.run_action(event.button.id or "")

    def action_resume(self) -> None:
        game = self.highlighted
        if game is None:
            self.notify(_("There is no game to resume."), severity="warning")
            return
        self.app.open_save(game.path)  # type: ignore[attr-defined]

    def action_delete(self) -> None:
        game = self.highlighted
        if game is None:
            self.notify(_("There is no game to delete."), severity="warning")
            return
        index = self.query_one("#saved-list", OptionList).highlighted or 0

        def answer(yes: bool | None) -> None:
            if not yes:
                return
            try:
                library.delete(game)
            except (OSError, library.GameLocked) as exc:
                self.notify(_("Could not delete it: {reason}").format(reason=exc), severity="error")
                return
            self.notify(_("Deleted the game of {seats}.").format(seats=", ".join(game.seats)),
                        timeout=4)
            self._fill(index)

        self.app.push_screen(
            Confirm(ngettext("Delete this game ({seats}, {count} move)? It cannot be resumed "
                             "afterwards.", "Delete this game ({seats}, {count} moves)? It "
                             "cannot be resumed afterwards.", game.moves).format(
                seats=", ".join(game.seats), count=game.moves)), answer)

    def action_help(self) -> None:
        from boardgames.ui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(None, keys=_(KEYS_HELP), title=_("Resume a game")))

    def action_back(self) -> None:
        self.dismiss(None)
