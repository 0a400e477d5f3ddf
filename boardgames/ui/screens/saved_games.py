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
from boardgames.core.library import SavedGame
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.widgets.footer import KeyFooter

KEYS_HELP = """\
| key | what it does |
|---|---|
| ↑ ↓ | choose a game |
| Enter | resume the highlighted game |
| d or Delete | delete the highlighted game (asks first) |
| escape | back to the menu |
| F1 | this help |

With the mouse: click a game to resume it, or use the buttons.
"""


def game_label(game: SavedGame) -> Text:
    """Two lines: the game and its seats; then the moves, the state and when played."""
    try:
        title = registry.info(game.game).title
    except registry.UnknownGame:
        title = game.game
    moves = f"{game.moves} move{'s' if game.moves != 1 else ''}"
    elsewhere = "  (open in another window)" if library.is_open_elsewhere(game.path) else ""
    return Text.assemble(
        (title, "bold"), f"  —  {', '.join(game.seats)}{elsewhere}\n",
        (f"  {moves} · {game.status} · last played {game.when}", "dim"),
    )


class SavedGamesScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("d,delete", "delete", "Delete"),
        Binding("f1", "help", "Help"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="saved-games"):
            yield Static("Resume a game", id="saved-title")
            yield OptionList(id="saved-list")
            yield Static("", id="saved-empty")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Resume (enter)", id="resume", variant="primary")
                yield Button("Delete (d)", id="delete")
                yield Button("Back (escape)", id="back")
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
            "" if self.games else "No unfinished games. Start one from the menu.")

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
            self.notify("There is no game to resume.", severity="warning")
            return
        self.app.open_save(game.path)  # type: ignore[attr-defined]

    def action_delete(self) -> None:
        game = self.highlighted
        if game is None:
            self.notify("There is no game to delete.", severity="warning")
            return
        index = self.query_one("#saved-list", OptionList).highlighted or 0

        def answer(yes: bool | None) -> None:
            if not yes:
                return
            try:
                library.delete(game)
            except (OSError, library.GameLocked) as exc:
                self.notify(f"Could not delete it: {exc}", severity="error")
                return
            self.notify(f"Deleted the game of {', '.join(game.seats)}.", timeout=4)
            self._fill(index)

        self.app.push_screen(
            Confirm(f"Delete this game ({', '.join(game.seats)}, {game.moves} moves)? "
                    "It cannot be resumed afterwards."), answer)

    def action_help(self) -> None:
        from boardgames.ui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(None, keys=KEYS_HELP, title="Resume a game"))

    def action_back(self) -> None:
        self.dismiss(None)
