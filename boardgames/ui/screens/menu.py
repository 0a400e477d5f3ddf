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
from boardgames.core.i18n import N_, _
from boardgames.core.info import GameInfo

KEYS_HELP = N_("""\
| key | what it does |
|---|---|
| ↑ ↓ | choose a game |
| Enter | set up a new game of the highlighted game |
| c | resume an unfinished game (listed newest first) |
| l | load a save file, or look at a finished game |
| h | the history of finished games, who won what, and exports |
| r | the highlighted game's rules |
| i | the language of the screens and rules |
| q | quit |
| F1 | this help |

With the mouse: click a game to set it up, or click a button.
""")


def relabel_button(button: Button, label: str) -> None:
    """A new label, and the width it needs (Textual keeps the old label's width)."""
    button.label = label
    button.clear_cached_dimensions()
    button.refresh(layout=True)


class MenuScreen(Screen[None]):
    BINDINGS = [
        Binding("enter", "new_game", N_("New game"), show=False),
        Binding("c", "resume", N_("Resume")),
        Binding("l", "load", N_("Load")),
        Binding("h", "history", N_("History")),
        Binding("r", "rules", N_("Rules")),
        Binding("i", "app.language", N_("Language")),
        Binding("q", "quit", N_("Quit")),
        Binding("f1", "help", N_("Help")),
    ]
    # The buttons in two rows (a row fits the menu's width in every language): id (the
    # action) and label, translated when shown.
    BUTTONS = (
        (("new_game", N_("New game (enter)")), ("resume", N_("Resume (c)")),
         ("load", N_("Load (l)")), ("history", N_("History (h)"))),
        (("rules", N_("Rules (r)")), ("language", N_("Language (i)")), ("quit", N_("Quit (q)"))),
    )
    # Two lines per game at any width: a narrow terminal cuts a description short (…)
    # rather than wrapping it and pushing the buttons off the screen.
    DEFAULT_CSS = """
    MenuScreen #games { text-wrap: nowrap; text-overflow: ellipsis; }
    MenuScreen #menu-more { height: auto; }
    MenuScreen #menu-more Button { margin-right: 2; width: auto; }
    """

    def compose(self) -> ComposeResult:
        with Vertical(id="menu"):
            yield Static(self._title(), id="menu-title")
            yield OptionList(*(Option(self._label(info), id=info.id)
                               for info in registry.infos()), id="games")
            # The buttons name their keys, so the menu needs no footer (it is also the
            # costliest widget of the first frame).
            yield Static(self._hint(), id="menu-hint")
            yield Static("", id="menu-problem")
            for row, buttons in zip(("menu-buttons", "menu-more"), self.BUTTONS, strict=True):
                with Horizontal(id=row):
                    for action, label in buttons:
                        yield Button(_(label), id=action, compact=True,
                                     variant="primary" if action == "new_game" else "default")

    @staticmethod
    def _title() -> Text:
        return Text.assemble(("boardgames", "bold"), f"  {__version__}  —  ",
                             _("board games for friends at one keyboard"))

    @staticmethod
    def _hint() -> str:
        return _("↑↓ choose a game · Enter sets it up · r shows its rules · i language · "
                 "F1 help · ctrl+p commands")

    @staticmethod
    def _label(info: GameInfo) -> Text:
        return Text.assemble(
            (_(info.title), "bold"),
            ("   " + _("{low}–{high} players").format(low=info.min_players,
                                                       high=info.max_players) + "\n", "cyan"),
            (f"  {_(info.description)}", "dim"),
        )

    def relabel(self) -> None:
        """The menu in the language just chosen; the highlighted game stays."""
        self.query_one("#menu-title", Static).update(self._title())
        self.query_one("#menu-hint", Static).update(self._hint())
        games = self.query_one("#games", OptionList)
        for index, info in enumerate(registry.infos()):
            games.replace_option_prompt_at_index(index, self._label(info))
        for action, label in (button for row in self.BUTTONS for button in row):
            relabel_button(self.query_one(f"#{action}", Button), _(label))
        if self._unfinished is not None:
            self._show_unfinished(self._unfinished)

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
        relabel_button(resume, _("Resume {count} (c)").format(count=count) if count > 1
                       else _("Resume (c)"))
        problem = getattr(self.app, "folder_problem", None)
        self.query_one("#menu-problem", Static).update(
            Text("⚠ " + _("{problem}. Games still play, but they cannot be saved.").format(
                problem=problem), style="bold") if problem else "")
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

        self.app.push_screen(RulesScreen(None, keys=_(KEYS_HELP), title=_("The main menu")))

    async def action_language(self) -> None:
        await self.app.run_action("language")

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
