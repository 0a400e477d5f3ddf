"""A game's rules reference and the keys of the screen that opened it (F1)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Markdown, Static

from boardgames import paths
from boardgames.core import registry
from boardgames.core.options import options_markdown


class RulesScreen(Screen[None]):
    BINDINGS = [
        Binding("escape,q,f1", "close", "Close"),
        Binding("up,k", "scroll(-1)", "Up", show=False),
        Binding("down,j", "scroll(1)", "Down", show=False),
        Binding("pageup", "scroll(-20)", "Page up", show=False),
        Binding("pagedown,space", "scroll(20)", "Page down", show=False),
    ]

    def __init__(self, game_id: str, keys: str = "") -> None:
        super().__init__()
        self.game_id = game_id
        self.keys = keys

    def compose(self) -> ComposeResult:
        info = registry.info(self.game_id)
        try:
            text = paths.rules_file(self.game_id).read_text(encoding="utf-8")
        except OSError:
            text = f"# {info.title}\n\nNo rules reference is installed for this game."
        text = (f"{text.rstrip()}\n\n## Options\n\nChosen on the setup screen (or with "
                f"`--option KEY=VALUE` on the command line).\n\n"
                f"{options_markdown(registry.rules(self.game_id).Options)}")
        if self.keys:
            text = f"## Keys and mouse on this screen\n\n{self.keys}\n\n---\n\n{text}"
        yield Static(f" {info.title} — rules reference (escape closes)", id="rules-title")
        with VerticalScroll(id="rules-scroll"):
            yield Markdown(text)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules-scroll").focus()

    def action_scroll(self, lines: int) -> None:
        self.query_one("#rules-scroll").scroll_relative(y=lines, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
