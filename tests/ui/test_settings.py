"""Remembered settings: the last seats and options per game become the setup screen's
defaults, the theme is remembered, a damaged file is ignored with a message, and the
command palette (with its theme picker) opens with ctrl+p."""

from __future__ import annotations

from textual.widgets import Input, Select

from boardgames.ui import settings
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.screens.game import GameScreen
from boardgames.ui.screens.setup import SetupScreen


async def open_setup(pilot, app, game: str) -> SetupScreen:
    app.push_screen(SetupScreen(game))
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen)
    return app.screen


async def test_the_last_seats_and_options_are_the_next_defaults():
    app = BoardgamesApp(bot_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        setup = await open_setup(pilot, app, "carcassonne")
        setup.query_one("#players", Select).value = 3
        setup.query_one("#name-0", Input).value = "Zoe"
        setup.query_one("#kind-2", Select).value = "random"
        setup.query_one("#colour-0", Select).value = 4
        first = setup.query_one("#opt-first_player", Select)
        first.value = next(i for i, c in enumerate(setup._choices["first_player"]) if c == 1)
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
    again = BoardgamesApp(bot_delay=30)
    async with again.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        setup = await open_setup(pilot, again, "carcassonne")
        assert setup.query_one("#players", Select).value == 3
        assert setup.query_one("#name-0", Input).value == "Zoe"
        assert setup.query_one("#kind-2", Select).value == "random"
        assert setup.query_one("#colour-0", Select).value == 4
        chosen = setup.query_one("#opt-first_player", Select).value
        assert setup._choices["first_player"][chosen] == 1
        other = await open_setup(pilot, again, "neuland")  # other games keep their defaults
        assert other.query_one("#name-0", Input).value == "Player 1"


async def test_a_damaged_settings_file_is_ignored_with_a_message():
    path = settings.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"games": {"carcassonne": {"players": "many"')
    app = BoardgamesApp(bot_delay=30)
    told: list[str] = []
    notify = app.notify
    app.notify = lambda message, **kw: (told.append(message), notify(message, **kw))[1]
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert any("damaged" in t and str(path) in t for t in told)
        setup = await open_setup(pilot, app, "carcassonne")
        assert setup.query_one("#name-0", Input).value == "Player 1"


async def test_the_theme_is_remembered_and_the_palette_opens():
    from textual.command import CommandPalette

    app = BoardgamesApp(bot_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "boardgames-high-contrast" in app.available_themes
        app.theme = "boardgames-high-contrast"
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
    assert settings.load()[0].theme == "boardgames-high-contrast"
    again = BoardgamesApp(bot_delay=30)
    async with again.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert again.theme == "boardgames-high-contrast"
