"""The paths a new player takes, in every game, by keys alone and by mouse alone: from
the bare menu to a set-up game, one move, leaving, Resume, playing to the end, the end
screen and a rematch. Every click here is a click on a list item, a button or a footer
key; every key a key a player presses."""

from __future__ import annotations

import random

import pytest
from textual.widgets import OptionList

from boardgames.core import library, registry
from boardgames.core.bots import RandomBot, make_bot
from boardgames.core.controller import Match
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.screens.game import GameScreen
from boardgames.ui.screens.game_over import GameOverScreen
from boardgames.ui.screens.menu import MenuScreen
from boardgames.ui.screens.saved_games import SavedGamesScreen
from boardgames.ui.screens.setup import SetupScreen
from boardgames.ui.widgets.footer import KeyFooter
from tests.ui import (
    bohnanza_driver,
    carcassonne_driver,
    catan_driver,
    neuland_driver,
    new_england_driver,
)
from tests.ui.helpers import perform_checked, screen_text, settle

GAMES = ["new_england", "carcassonne", "neuland", "catan", "bohnanza"]
SIZE = (120, 40)


def game_screen(app) -> GameScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))


def a_move(match: Match, seed: int = 0):
    """A legal move for the human seat 0, in the form its game's driver enters it."""
    rules = match.rules
    rng = random.Random(seed)
    if rules.id == "bohnanza":
        return bohnanza_driver.Chooser(match, 0, seed).choose()
    bot = RandomBot(rules, 0) if rules.id == "new_england" else make_bot(rules, "greedy", 0)
    action = bot.choose(match.view(0), match.legal_actions(0), rng)
    if rules.id == "catan" and match.current().kind in ("discard", "dewitt_pay"):
        from tests.ui.test_catan import batch  # all the cards of a discard, one by one

        return batch(match, 0, bot, rng, action)
    return action


DRIVERS = {
    "new_england": new_england_driver,
    "carcassonne": carcassonne_driver,
    "neuland": neuland_driver,
    "catan": catan_driver,
    "bohnanza": bohnanza_driver,
}


async def one_human_move(pilot, app, mouse: bool) -> Match:
    """Wait for the human's decision and make one move through the screen."""
    await settle(pilot, app)
    screen = game_screen(app)
    match = screen.match
    if match.rules.id == "catan":
        await catan_driver.acknowledge(pilot, app, mouse)
    assert match.current() is not None and match.current().seat == 0
    driver = DRIVERS[match.rules.id]
    perform = driver.by_mouse if mouse else driver.by_keys
    await perform_checked(pilot, app, match, perform, a_move(match))
    return match


async def close_notices(pilot, app, mouse: bool) -> None:
    """Acknowledge the private notices a game shows (Catan's reveals) by Enter or OK."""
    from boardgames.ui.screens.dialogs import Notice

    while isinstance(app.screen, Notice):
        if mouse:
            await pilot.click("#ok")
        else:
            await pilot.press("enter")
        await pilot.pause()


def finish_with_bots(match: Match) -> None:
    """Bots take over every seat, the human's included, and play to the end."""
    bots = {i: make_bot(match.rules, "greedy", i) for i in range(len(match.seats))}
    rng = random.Random(1)
    for _ in range(20_000):
        decision = match.current()
        if decision is None:
            return
        seat = decision.seat
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal_actions(seat), rng))
    raise AssertionError("the bots did not finish the game")


# -- by keys --------------------------------------------------------------------------------


async def choose_game_by_keys(pilot, app, game: str) -> None:
    index = registry.game_ids().index(game)
    games = app.screen.query_one("#games", OptionList)
    await pilot.press(*["down"] * (index - (games.highlighted or 0)))
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen) and app.screen.info.id == game


@pytest.mark.parametrize("game", GAMES)
async def test_the_whole_journey_by_keys(game):
    title = registry.info(game).title
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await choose_game_by_keys(pilot, app, game)
        await pilot.press("f5")  # defaults: one human and bots
        match = await one_human_move(pilot, app, mouse=False)
        await settle(pilot, app)
        moves = len(match.entries)
        await pilot.press("ctrl+q")
    assert not app.is_running
    (saved,) = library.unfinished()
    assert saved.game == game and saved.moves >= moves

    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen)
        assert title in screen_text(app) and "Player 1" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot, app)
        match = game_screen(app).match
        assert len(match.entries) == saved.moves
        await one_human_move(pilot, app, mouse=False)  # the resumed game plays on
        await settle(pilot, app)
        finish_with_bots(match)
        game_screen(app).advance()
        await settle(pilot, app)
        await close_notices(pilot, app, mouse=False)
        assert isinstance(app.screen, GameOverScreen)
        assert "game over" in screen_text(app)
        await pilot.press("r")
        await settle(pilot, app)
        rematch = game_screen(app).match
        assert rematch is not match and rematch.seats == match.seats
        assert not isinstance(app.screen, GameOverScreen)
    games = library.list_games()[0]
    assert sorted(g.finished for g in games) == [False, True]


# -- by mouse -------------------------------------------------------------------------------


async def click_option(pilot, app, list_id: str, index: int, lines: int = 2) -> None:
    """Click the ``index``-th item of an OptionList whose items are ``lines`` high."""
    await pilot.click(f"#{list_id}", offset=(4, 1 + index * lines))
    await pilot.pause()


async def click_footer(pilot, app, action: str) -> None:
    footer = app.screen.query_one(KeyFooter)
    column = footer.column_of(action)
    assert column is not None, f"the footer does not show {action}"
    await pilot.click(footer, offset=(column + 1, 0))
    await pilot.pause()


@pytest.mark.parametrize("game", GAMES)
async def test_the_whole_journey_by_mouse(game):
    title = registry.info(game).title
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_option(pilot, app, "games", registry.game_ids().index(game))
        assert isinstance(app.screen, SetupScreen) and app.screen.info.id == game
        await pilot.click("#start")
        match = await one_human_move(pilot, app, mouse=True)
        await settle(pilot, app)
        await click_footer(pilot, app, "back")  # leave the game
        assert isinstance(app.screen, Confirm)
        await pilot.click("#yes")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.click("#resume")
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen) and title in screen_text(app)
        await click_option(pilot, app, "saved-list", 0)
        await settle(pilot, app)
        resumed = game_screen(app).match
        assert resumed is not match and len(resumed.entries) == len(match.entries)
        await one_human_move(pilot, app, mouse=True)
        await settle(pilot, app)
        finish_with_bots(resumed)
        game_screen(app).advance()
        await settle(pilot, app)
        await close_notices(pilot, app, mouse=True)
        assert isinstance(app.screen, GameOverScreen)
        await pilot.click("#rematch")
        await settle(pilot, app)
        assert game_screen(app).match is not resumed
    assert sorted(g.finished for g in library.list_games()[0]) == [False, True]
