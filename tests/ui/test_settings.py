"""Remembered settings: the last seats, options and think time per game become the setup
screen's defaults (a damaged think time alone falls back to the default), the theme is
remembered, a damaged file is ignored with a message, and the command palette (with its
theme picker) opens with ctrl+p."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Select

from boardgames.core.bots import DEFAULT_THINK
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


SEATS = [settings.SeatSetup(name="Zoe", kind="expert", colour=4),
         settings.SeatSetup(name="Bo", kind="greedy", colour=1)]


def test_the_think_time_is_saved_and_read_back():
    remembered = settings.Settings(theme="textual-dark", games={
        "catan": settings.GameSetup(players=3, seats=SEATS, options={"gold_supply": 2},
                                    think=5.0),
        "neuland": settings.GameSetup(players=2, seats=SEATS, options={})})
    settings.save(remembered)
    assert settings.load() == (remembered, None)


def write_think(think: str | None) -> None:
    """A settings file whose Catan set-up remembers ``think`` (JSON text; None: a file
    from before the think time was remembered)."""
    field = "" if think is None else f', "think": {think}'
    path = settings.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"theme": "textual-dark", "games": {"catan": {"players": 3, '
                    '"options": {"gold_supply": 2}, "seats": [{"name": "Zoe", '
                    '"kind": "expert", "colour": 4}, {"name": "Bo", "kind": "greedy", '
                    f'"colour": 1}}]{field}}}}}}}', encoding="utf-8")


DAMAGED = [None, "null", '"2"', "true", "[2]", "{}", "0", "-1", "NaN", "Infinity",
           "-Infinity", "1e999", "1" + "0" * 400]


@pytest.mark.parametrize("think", DAMAGED)
def test_a_missing_or_damaged_think_time_falls_back_alone(think):
    write_think(think)
    loaded, problem = settings.load()
    assert problem is None and loaded.theme == "textual-dark"
    assert loaded.games["catan"] == settings.GameSetup(
        players=3, seats=SEATS, options={"gold_supply": 2}, think=None)


@pytest.mark.parametrize("think", [None, "3.0", "-1", "NaN", '"5"'])
async def test_the_setup_offers_only_a_think_time_of_its_list(think):
    write_think(think)
    app = BoardgamesApp(bot_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        setup = await open_setup(pilot, app, "catan")
        assert setup.query_one("#think", Select).value == DEFAULT_THINK
        assert setup.query_one("#name-0", Input).value == "Zoe"  # the rest is kept
        assert setup.query_one("#kind-0", Select).value == "expert"
