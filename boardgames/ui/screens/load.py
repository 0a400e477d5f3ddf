"""Load a saved game: the named copies (ctrl+s), the finished games, or a path typed in."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Input, OptionList, Static
from textual.widgets.option_list import Option

from boardgames import paths
from boardgames.core import library
from boardgames.core.i18n import N_, _
from boardgames.ui.screens.saved_games import game_label
from boardgames.ui.widgets.footer import KeyFooter

KEYS_HELP = N_("""\
| key | what it does |
|---|---|
| ↑ ↓ | choose a file |
| Enter | open it: an unfinished game continues as a new game, a finished one shows its end |
| Tab | go to the path field; type a path and press Enter |
| escape | back to the menu |
| F1 | this help |

With the mouse: click a file to open it.
""")


def named_saves() -> list[Path]:
    """The files written with ctrl+s, newest first."""
    try:
        found = [p for p in paths.saves_dir().glob("*.json") if p.is_file()]
    except OSError:
        return []
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


class LoadScreen(Screen[None]):
    BINDINGS = [Binding("escape", "back", N_("Back")), Binding("f1", "help", N_("Help"))]

    def compose(self) -> ComposeResult:
        saves = named_saves()
        finished = [g for g in library.list_games()[0] if g.finished]
        with Vertical(id="load-screen"):
            yield Static(_("Load a game — your saves are in {folder}").format(
                folder=paths.saves_dir()), id="load-title")
            options = [
                Option(Text.assemble((p.name, "bold"), "   ", _("saved {when}").format(
                    when=f"{datetime.fromtimestamp(p.stat().st_mtime):%Y-%m-%d %H:%M}")),
                       id=str(p))
                for p in saves
            ]
            options += [Option(Text.assemble((_("Finished: "), "bold"), game_label(g)),
                               id=str(g.path)) for g in finished]
            yield OptionList(*options, id="files")
            if not options:
                yield Static(_("No saved games yet. Press ctrl+s during a game to save one."))
            yield Input(placeholder=_("…or type the path of a save file and press Enter"),
                        id="path")
            yield Static("", id="load-error")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Back (escape)"), id="back")
        yield KeyFooter()

    def on_mount(self) -> None:
        files = self.query_one("#files", OptionList)
        (files if files.option_count else self.query_one("#path", Input)).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self._load(Path(event.option.id or ""))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.value.strip():
            self._load(Path(event.value.strip()).expanduser())

    def _load(self, path: Path) -> None:
        error = self.app.open_save(path)  # type: ignore[attr-defined]
        if error:
            self.query_one("#load-error", Static).update(f"✖ {error}")

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        await self.run_action(event.button.id or "")

    def action_help(self) -> None:
        from boardgames.ui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(None, keys=_(KEYS_HELP), title=_("Load a game")))

    def action_back(self) -> None:
        self.dismiss(None)
