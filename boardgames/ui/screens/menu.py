"""The main menu: the games with their player counts, Resume, Load, Rules, Quit."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from boardgames import __version__
from boardgames.core import registry

KEYS_HELP = """\
| key | what it does |
|---|---|
| ↑ ↓ | choose a game |
| Enter | set up a new game of the highlighted game |
| c | resume an unfinished game (listed newest first) |
| l | load a save file, or look at a finished game |
| h | the history of finished games, who won what, and exports |
| r | the highlighted game's rules |
| q | quit |
| F1 | this help |

With the mouse: click a game to set it up, or click a button.
"""


class MenuScreen(Screen[None]):
    BINDINGS = [
        Binding("enter", "new_game", "New game", show=False),
        Binding("c", "resume", "Resume"),
        Binding("l", "load", "Load"),
        Binding("h", "history", "History"),
        Binding("r", "rules", "Rules"),
        Binding("q", "quit", "Quit"),
        Binding("f1", "help", "Help"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="menu"):
            yield Static(Text.assemble(("boardgames", "bold"), f"  {__version__}  —  board "
                                       "games for friends at one keyboard"), id="menu-title")
            yield OptionList(*self._options(), id="games")
            # The buttons name their keys, so the menu needs no footer (it is also the
            # costliest widget of the first frame).
            yield Static("↑↓ choose a game · Enter sets it up · r shows its rules · "
                         "F1 help · ctrl+p commands", id="menu-hint")
            yield Static("", id="menu-problem")
            with Horizontal(id="menu-buttons"):
                yield Button("New game (enter)", id="new_game", variant="primary", compact=True)
                yield Button("Resume (c)", id="resume", compact=True)
                yield Button("Load (l)", id="load", compact=True)
                yield Button("History (h)", id="history", compact=True)
                yield Button("Rules (r)", id="rules", compact=True)
                yield Button("Quit (q)", id="quit", compact=True)

    def _options(self) -> list[Option]:
        options = []
        for info in registry.infos():
            label = Text.assemble(
                (f"{info.title}", "bold"),
                (f"   {info.min_players}–{info.max_players} players\n", "cyan"),
                (f"  {info.description}", "dim"),
            )
            options.append(Option(label, id=info.id))
        return options

    def on_mount(self) -> None:
        self.query_one("#games", OptionList).focus()
        self._unfinished: int | None = None  # not counted yet: Resume stays usable
        self.on_screen_resume()

    def on_screen_resume(self) -> None:
        # The saved games are read off the event loop: the menu shows and answers at once.
        self.run_worker(self._count_unfinished, thread=True, exclusive=True, group="saves")

    def _count_unfinished(self) -> None:
        from boardgames.core import library

        count = len(library.unfinished())
        self.app.call_from_thread(self._show_unfinished, count)

    def _show_unfinished(self, count: int) -> None:
        if not self.is_attached:
            return
        self._unfinished = count
        resume = self.query_one("#resume", Button)
        resume.disabled = not self._unfinished
        resume.label = f"Resume {self._unfinished} (c)" if self._unfinished > 1 else \
            "Resume (c)"
        problem = getattr(self.app, "folder_problem", None)
        self.query_one("#menu-problem", Static).update(
            Text(f"⚠ {problem}. Games still play, but they cannot be saved.", style="bold")
            if problem else "")
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "resume":
            count = getattr(self, "_unfinished", None)
            return count is None or count > 0
        return True

    @property
    def chosen(self) -> str:
        games = self.query_one("#games", OptionList)
        index = games.highlighted if games.highlighted is not None else 0
        return games.get_option_at_index(index).id or ""

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_new_game()

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        await self.run_action(event.button.id or "")

    def action_new_game(self) -> None:
        from boardgames.ui.screens.setup import SetupScreen

        self.app.push_screen(SetupScreen(self.chosen))

    def action_rules(self) -> None:
        from boardgames.ui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(self.chosen))

    def action_help(self) -> None:
        from boardgames.ui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(None, keys=KEYS_HELP, title="The main menu"))

    def action_resume(self) -> None:
        from boardgames.ui.screens.saved_games import SavedGamesScreen

        self.app.push_screen(SavedGamesScreen())

    def action_history(self) -> None:
        from boardgames.ui.screens.history import HistoryScreen

        self.app.push_screen(HistoryScreen())

    def action_load(self) -> None:
        from boardgames.ui.screens.load import LoadScreen

        self.app.push_screen(LoadScreen())

    def action_quit(self) -> None:
        self.app.exit()
