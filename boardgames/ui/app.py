"""The Textual application hosting the menu and one screen per game."""

from __future__ import annotations

import os
from pathlib import Path

from textual.app import App

import boardgames.games  # noqa: F401  (registers the games)
from boardgames import paths
from boardgames.core.controller import Match
from boardgames.core.saves import SaveError, load_match
from boardgames.ui.games import screen_class
from boardgames.ui.screens.menu import MenuScreen


class BoardgamesApp(App[None]):
    """Opens on the main menu, or straight into ``match`` (``boardgames play``)."""

    CSS_PATH = "app.tcss"
    TITLE = "boardgames"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, match: Match | None = None, bot_delay: float | None = None) -> None:
        super().__init__()
        self._initial = match
        if bot_delay is None:
            bot_delay = float(os.environ.get("BOARDGAMES_BOT_DELAY", "0.6"))
        self.bot_delay = bot_delay

    def on_mount(self) -> None:
        self.push_screen(MenuScreen())
        if self._initial is not None:
            self.start_match(self._initial)

    def start_match(self, match: Match) -> None:
        if match.autosave_path is None:
            match.autosave_path = paths.autosave_file()
        match.autosave()
        self.push_screen(screen_class(match.rules.id)(match))

    def return_to_menu(self) -> None:
        while not isinstance(self.screen, MenuScreen) and len(self.screen_stack) > 1:
            self.pop_screen()

    def load_file(self, path: Path, replace: object = None) -> str | None:
        """Load a save and start it; on failure return the reason (nothing changes)."""
        try:
            match = load_match(path, autosave=paths.autosave_file())
        except SaveError as exc:
            self.notify(str(exc), severity="error", timeout=8)
            return str(exc)
        if match.is_over:
            message = f"{path.name}: that game is already over"
            self.notify(message, severity="warning")
            return message
        if replace is not None:
            self.pop_screen()
        self.start_match(match)
        return None
