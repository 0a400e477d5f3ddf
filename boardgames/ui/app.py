"""The Textual application hosting the menu and one screen per game."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.theme import Theme

from boardgames import paths
from boardgames.core import i18n
from boardgames.core.i18n import N_, _
from boardgames.ui import settings as settings_file
from boardgames.ui.games import screen_class
from boardgames.ui.screens.menu import MenuScreen

if TYPE_CHECKING:  # the menu's first frame needs no engine, no save and no pydantic
    from boardgames.core.controller import Match

# For terminals and eyes that need it: pure black and white with bright, distinct accents.
HIGH_CONTRAST = Theme(
    name="boardgames-high-contrast",
    primary="#FFD700", secondary="#00E5FF", accent="#FFD700", warning="#FFD700",
    error="#FF6B6B", success="#5CFF5C", foreground="#FFFFFF", background="#000000",
    surface="#000000", panel="#202020", boost="#303030", dark=True,
)


# Textual's own entries of the command palette, marked for the catalog (shown translated).
TEXTUAL_COMMANDS = (
    N_("Theme"), N_("Change the current theme"),
    N_("Quit"), N_("Quit the application as soon as possible"),
    N_("Keys"), N_("Hide the keys and widget help panel"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Minimize"), N_("Minimize the widget and restore to normal size"),
    N_("Maximize"), N_("Maximize the focused widget"),
    N_("Screenshot"), N_("Save an SVG 'screenshot' of the current screen"),
)


class BoardgamesApp(App[None]):
    """Opens on the main menu, or straight into ``match`` (``boardgames play``)."""

    CSS_PATH = "app.tcss"
    TITLE = "boardgames"
    # ctrl+p: Textual's command palette, with its theme picker (the theme is remembered).
    ENABLE_COMMAND_PALETTE = True
    # Screens with a help of their own bind F1 themselves; every other screen (dialogs, the
    # end of a game, the handoff gate) gets the table of the keys it has now. Modal screens
    # do not pass keys on to the app: they bind F1 to app.keys_help (KEYS_HELP_BINDING).
    BINDINGS = [Binding("f1", "keys_help", N_("Help"), show=False)]

    def __init__(self, match: Match | None = None, bot_delay: float | None = None,
                 language: str | None = None) -> None:
        """``language``: the command line's choice; else the remembered one, else the
        environment's, else English."""
        super().__init__()
        self._initial = match
        if bot_delay is None:
            bot_delay = float(os.environ.get("BOARDGAMES_BOT_DELAY", "0.6"))
        self.bot_delay = bot_delay
        # Why games cannot be kept on disk (None when the data folder works).
        self.folder_problem: str | None = None
        self.settings, self._settings_problem = settings_file.load()
        i18n.set_language(i18n.resolve(language, self.settings.language))
        self.register_theme(HIGH_CONTRAST)
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme

    def on_mount(self) -> None:
        if self._settings_problem:
            self.notify(self._settings_problem, severity="warning", timeout=8)
        self.theme_changed_signal.subscribe(self, self._remember_theme)
        try:
            paths.check_user_dir()
        except paths.UnusableFolder as exc:
            self.folder_problem = str(exc)
            self.notify(_("{problem}. Games still play, but they cannot be saved.").format(
                problem=exc), severity="error", timeout=12)
        self.push_screen(MenuScreen())
        if self._initial is not None:
            self.start_match(self._initial)

    def _remember_theme(self, theme: Theme) -> None:
        if self.settings.theme != theme.name:
            self.settings.theme = theme.name
            self._save_settings()

    def remember_setup(self, game_id: str, setup: settings_file.GameSetup) -> None:
        """The setup screen's last choices for a game: next time's defaults."""
        self.settings.games[game_id] = setup
        self._save_settings()

    def _save_settings(self) -> None:
        try:
            settings_file.save(self.settings)
        except OSError as exc:
            self.notify(_("Could not remember the settings in {path}: {reason}").format(
                path=settings_file.settings_file(), reason=exc.strerror or exc),
                severity="warning")

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        for command in super().get_system_commands(screen):  # Textual's (TEXTUAL_COMMANDS)
            yield command._replace(title=_(command.title), help=_(command.help))
        yield SystemCommand(_("Language…"), _("Choose the language of the screens and rules"),
                            self.action_language)

    def action_language(self) -> None:
        from boardgames.ui.screens.dialogs import LanguageDialog

        self.push_screen(LanguageDialog(i18n.language()), self._choose_language)

    def _choose_language(self, lang: str | None) -> None:
        if lang is None or lang == i18n.language():
            return
        self.switch_language(lang)
        self.settings.language = lang
        self._save_settings()

    def switch_language(self, lang: str) -> None:
        """Show every screen on the stack in ``lang``, keeping what each one holds: a
        screen with ``relabel`` (or a game screen's ``refresh_all``) rewrites its texts in
        place, any other is composed again."""
        i18n.set_language(lang)
        for screen in self.screen_stack:
            relabel = getattr(screen, "relabel", None) or getattr(screen, "refresh_all", None)
            if relabel is not None:
                relabel()
            elif screen.is_attached:
                screen.refresh(recompose=True)

    def action_keys_help(self) -> None:
        from boardgames.ui.screens.rules import RulesScreen

        screen = self.screen
        own_help = getattr(screen, "action_help", None)
        if own_help is not None:
            own_help()
            return
        rows = [_("| key | what it does |"), "|---|---|"]
        seen = set()
        for key, active in screen.active_bindings.items():
            binding = active.binding
            if active.node is not screen or not binding.description or key == "f1" \
                    or binding.action in seen:
                continue
            seen.add(binding.action)
            rows.append(f"| {self.get_key_display(binding)} | {_(binding.description)} |")
        rows.append(_("| F1 | this help |"))
        title = _(getattr(screen, "HELP_TITLE", "") or N_("Keys of this screen"))
        self.push_screen(RulesScreen(None, keys="\n".join(rows), title=title))

    async def action_quit(self) -> None:
        """ctrl+q everywhere: a game on the stack saves first (and asks when it cannot)."""
        for screen in reversed(self.screen_stack):
            quit_game = getattr(screen, "action_quit_game", None)
            if quit_game is not None:
                quit_game()
                return
        self.exit()

    def on_unmount(self) -> None:
        from boardgames.core import library

        library.release_all()

    def start_match(self, match: Match) -> None:
        """Show a match's screen; a new match gets its own file in the library first."""
        from boardgames.core import library

        if match.saver is None and not match.is_over:
            library.attach_new(match)
        self.push_screen(screen_class(match.rules.id)(match))

    def return_to_menu(self) -> None:
        while not isinstance(self.screen, MenuScreen) and len(self.screen_stack) > 1:
            self.pop_screen()

    def open_save(self, path: Path) -> str | None:
        """Open a save file: an unfinished game continues, a finished one shows its end
        screen. On failure say why and return the reason (nothing changes)."""
        from boardgames.core import library
        from boardgames.core.saves import SaveError

        try:
            match, _slot = library.open_file(path)
        except (SaveError, library.GameLocked) as exc:
            self.notify(str(exc), severity="error", timeout=8)
            return str(exc)
        self.return_to_menu()
        self.start_match(match)
        return None
