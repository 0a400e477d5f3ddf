"""Every Button of every shared screen does what its label says when clicked (and the
list of buttons per screen is complete, so a new button needs a test here)."""

from __future__ import annotations

import pytest
from textual.widgets import Button

from boardgames import paths
from boardgames.core import library, registry
from boardgames.core.controller import Match, Seat
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games import register_screen
from boardgames.ui.screens.dialogs import Confirm, LanguageDialog, Notice
from boardgames.ui.screens.game import GameScreen
from boardgames.ui.screens.game_over import GameOverScreen
from boardgames.ui.screens.handoff import HandoffScreen
from boardgames.ui.screens.history import HistoryScreen
from boardgames.ui.screens.load import LoadScreen
from boardgames.ui.screens.menu import MenuScreen
from boardgames.ui.screens.replay import ReplayBar
from boardgames.ui.screens.rules import RulesScreen
from boardgames.ui.screens.saved_games import SavedGamesScreen
from boardgames.ui.screens.score_chart import ScoreChart
from boardgames.ui.screens.setup import SetupScreen
from tests.ui.helpers import settle
from tests.ui.toy_screen import ToyScreen


@pytest.fixture
def toy_ui(toy):
    register_screen("toy", ToyScreen)
    return toy


def buttons(app) -> set[str]:
    """The buttons a player can press now."""
    return {b.id for b in app.screen.query(Button) if b.display and not b.disabled and b.id}


def unfinished_toy_game(toy) -> Match:
    match = Match(toy, [Seat(name="Ann"), Seat(name="Bob", kind="bot", level="random")],
                  seed=1)
    library.attach_new(match)
    match.saver.close()
    return match


async def test_menu_buttons(toy_ui):
    unfinished_toy_game(toy_ui)
    expect = {"new_game": SetupScreen, "resume": SavedGamesScreen, "load": LoadScreen,
              "history": HistoryScreen, "rules": RulesScreen, "language": LanguageDialog}
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert buttons(app) == {*expect, "quit"}
        for button, screen in expect.items():
            await pilot.click(f"#{button}")
            await pilot.pause()
            assert isinstance(app.screen, screen), button
            app.pop_screen()
            await pilot.pause()
        await pilot.click("#quit")
        await pilot.pause()
    assert not app.is_running


async def test_resume_is_shown_only_with_an_unfinished_game(toy_ui):
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)  # the menu counts the saved games off the event loop
        assert "resume" not in buttons(app)


async def test_setup_buttons():
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for game in registry.game_ids():
            app.push_screen(SetupScreen(game))
            await pilot.pause()
            assert buttons(app) == {"start", "back"}
            await pilot.click("#back")
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen), game
        app.push_screen(SetupScreen("new_england"))
        await pilot.pause()
        await pilot.click("#start")
        await settle(pilot, app)
        assert isinstance(app.screen, GameScreen)


async def test_resume_screen_buttons(toy_ui):
    first = unfinished_toy_game(toy_ui)
    unfinished_toy_game(toy_ui)
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.click("#resume")
        await pilot.pause()
        assert buttons(app) == {"resume", "delete", "back"}
        await pilot.click("#delete")
        await pilot.pause()
        assert isinstance(app.screen, Confirm) and buttons(app) == {"yes", "no"}
        await pilot.click("#no")
        await pilot.pause()
        assert len(library.unfinished()) == 2
        await pilot.click("#delete")
        await pilot.pause()
        await pilot.click("#yes")
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen) and len(library.unfinished()) == 1
        await pilot.click("#resume")
        await settle(pilot, app)
        assert isinstance(app.screen, ToyScreen)
        assert app.screen.match.saver.path == library.unfinished()[0].path
        del first
        app.pop_screen()
        await pilot.pause()
        await pilot.click("#resume")
        await pilot.pause()
        await pilot.click("#back")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_load_screen_button():
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.click("#load")
        await pilot.pause()
        assert buttons(app) == {"back"}
        await pilot.click("#back")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_game_over_buttons(toy_ui):
    async def finished_app(pilot, app):
        await pilot.pause()
        for _ in range(3):
            await pilot.press("1")
            await settle(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
        assert buttons(app) == {"rematch", "new_game", "save_log", "replay", "chart", "board",
                                "menu"}

    seats = [Seat(name="Ann"), Seat(name="Ada", kind="bot", level="random")]
    for button, outcome in (("board", ToyScreen), ("menu", MenuScreen), ("rematch", ToyScreen),
                            ("new_game", SetupScreen), ("save_log", GameOverScreen),
                            ("replay", ReplayBar), ("chart", ScoreChart)):
        match = Match(toy_ui, seats, seed=2)
        app = BoardgamesApp(match=match, bot_delay=0)
        async with app.run_test(size=(100, 30)) as pilot:
            await finished_app(pilot, app)
            await pilot.click(f"#{button}")
            await settle(pilot, app)
            assert isinstance(app.screen, outcome), button
            if button == "rematch":
                assert app.screen.match is not match and not app.screen.match.is_over
            if button == "board":
                assert app.screen.match is match
            if button == "new_game":
                assert app.screen.info.id == "toy"
            if button == "save_log":
                (log,) = paths.saves_dir().glob("toy-*.txt")
                text = log.read_text()
                assert "Ann plays" in text and "Final scores:" in text
                assert "You drew" not in text  # private lines stay private


async def test_notice_and_handoff_buttons(toy_ui):
    match = Match(toy_ui, [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and buttons(app) == {"ready"}
        await pilot.click("#ready")
        await pilot.pause()
        assert isinstance(app.screen, ToyScreen)
        app.push_screen(Notice("A private note", title="Note"))
        await pilot.pause()
        assert buttons(app) == {"ok"}
        await pilot.click("#ok")
        await pilot.pause()
        assert isinstance(app.screen, ToyScreen)


@pytest.mark.parametrize("lang", ["en", "hu", "cs", "de"])
async def test_the_menu_fits_80_by_24(lang):
    """On the smallest terminal the suite supports, in every language: every game of the
    list and every button is wholly on screen, none cut off or scrolled away."""
    app = BoardgamesApp(bot_delay=0, language=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = app.screen.region
        games = app.screen.query_one("#games")
        assert screen.contains_region(games.region), "the list of games is cut off"
        assert games.virtual_size.height <= games.content_region.height, "the list scrolls"
        assert games.virtual_size.width <= games.content_region.width, "the list scrolls"
        for button in app.screen.query(Button):
            if button.display:
                assert screen.contains_region(button.region), f"{button.id} is cut off"
