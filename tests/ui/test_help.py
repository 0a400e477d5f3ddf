"""F1 works on every screen of the app: it opens the help of that screen (and the game's
rules where there is a game), and escape goes back to the same screen."""

from __future__ import annotations

import pytest

from boardgames.core import library, registry
from boardgames.core.controller import Match, Seat
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games import register_screen
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.screens.game import GameScreen
from boardgames.ui.screens.game_over import GameOverScreen
from boardgames.ui.screens.handoff import HandoffScreen
from boardgames.ui.screens.load import LoadScreen
from boardgames.ui.screens.moves import MovesScreen
from boardgames.ui.screens.rules import RulesScreen
from boardgames.ui.screens.saved_games import SavedGamesScreen
from boardgames.ui.screens.setup import SetupScreen
from tests.ui.helpers import screen_text, settle
from tests.ui.toy_screen import ToyScreen


@pytest.fixture
def toy_ui(toy):
    register_screen("toy", ToyScreen)
    return toy


async def help_round_trip(pilot, app, expect: str) -> None:
    """F1 opens help showing ``expect``; escape returns to the screen it was opened on."""
    under = app.screen
    await pilot.press("f1")
    await pilot.pause()
    assert isinstance(app.screen, RulesScreen), under
    assert expect in screen_text(app), (under, screen_text(app)[:400])
    await pilot.press("escape")
    await pilot.pause()
    assert app.screen is under


async def test_f1_on_the_menu_setup_resume_and_load_screens(toy_ui):
    match = Match(toy_ui, [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    library.attach_new(match)
    match.saver.close()
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await help_round_trip(pilot, app, "set up a new game")
        for game in registry.game_ids():
            if game == "toy":
                continue
            app.push_screen(SetupScreen(game))
            await pilot.pause()
            await help_round_trip(pilot, app, registry.info(game).title)
            app.pop_screen()
        app.push_screen(SavedGamesScreen())
        await pilot.pause()
        await help_round_trip(pilot, app, "resume the highlighted game")
        app.pop_screen()
        app.push_screen(LoadScreen())
        await pilot.pause()
        await help_round_trip(pilot, app, "type a path")


@pytest.mark.parametrize("game", ["new_england", "carcassonne", "neuland", "catan", "bohnanza"])
async def test_f1_on_every_game_screen(game):
    rules = registry.rules(game)
    seats = [Seat(name="Ann")] + [Seat(name=f"Bot {i}", kind="bot", level="random")
                                  for i in range(1, rules.min_players)]
    match = Match(rules, seats, seed=3)
    app = BoardgamesApp(match=match, bot_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await help_round_trip(pilot, app, "Keys and mouse on this screen")


async def test_f1_on_the_dialogs_the_handoff_and_the_end(toy_ui):
    match = Match(toy_ui, [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await help_round_trip(pilot, app, "F1")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(app.screen, MovesScreen)
        await help_round_trip(pilot, app, "F1")
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("escape")  # leave the game?
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        await help_round_trip(pilot, app, "Yes")
        await pilot.press("n")
        await pilot.pause()

    seats = [Seat(name="Ann"), Seat(name="Ada", kind="bot", level="random")]
    app = BoardgamesApp(match=Match(toy_ui, seats, seed=2), bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for _ in range(3):
            await pilot.press("1")
            await settle(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
        await help_round_trip(pilot, app, "Rematch")


def test_every_modal_screen_of_the_suite_is_a_dialog_with_help():
    """Modal screens keep keys from the app, so each must bind F1 itself: all of them
    derive from Dialog, which does."""
    import importlib
    import pkgutil

    from textual.screen import ModalScreen

    import boardgames.ui
    from boardgames.ui.screens.dialogs import Dialog

    for info in pkgutil.walk_packages(boardgames.ui.__path__, "boardgames.ui."):
        importlib.import_module(info.name)
    modal = {cls for cls in _subclasses(ModalScreen) if cls.__module__.startswith("boardgames")}
    assert modal and all(issubclass(cls, Dialog) for cls in modal), \
        [c.__name__ for c in modal if not issubclass(c, Dialog)]


def _subclasses(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)
