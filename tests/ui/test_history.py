"""The History screen: finished games newest first, filters by player and game, the
statistics of what is shown, opening a game's end screen and exporting it — by keys and
by mouse."""

from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList

from boardgames import paths
from boardgames.core import library
from boardgames.core.controller import Match, Seat
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games import register_screen
from boardgames.ui.screens.game_over import GameOverScreen
from boardgames.ui.screens.history import HistoryScreen
from tests.ui.helpers import screen_text, settle
from tests.ui.toy_screen import ToyScreen


@pytest.fixture
def toy_ui(toy):
    register_screen("toy", ToyScreen)
    return toy


def finished_game(toy, names: list[str], seed: int) -> Match:
    match = Match(toy, [Seat(name=names[0])] + [Seat(name=n, kind="bot", level="random")
                                                 for n in names[1:]], seed=seed)
    library.attach_new(match)
    while not match.is_over:
        seat = match.current().seat
        match.submit(seat, match.legal_actions(seat)[0])
    match.saver.close()
    return match


async def test_history_by_keys_filters_opens_and_exports(toy_ui):
    first = finished_game(toy_ui, ["Ann", "Ada"], 1)
    finished_game(toy_ui, ["Bob", "Ada"], 2)
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        text = screen_text(app)
        assert text.index("Bob") < text.index("Ann")  # newest first
        assert "bot: random" in text and "share" in text
        app.screen.query_one("#history-player", Input).focus()
        await pilot.press(*"ann")
        await pilot.pause()
        assert len(app.screen.games) == 1 and app.screen.games[0].seats[0] == "Ann"
        app.screen.query_one("#history-list", OptionList).focus()
        await pilot.press("e")
        await pilot.pause()
        exported = paths.saves_dir() / f"{first.saver.id}.txt"
        assert exported.exists() and "Final scores:" in exported.read_text()
        assert (paths.saves_dir() / f"{first.saver.id}.json").exists()
        await pilot.press("enter")
        await settle(pilot, app)
        assert isinstance(app.screen, GameOverScreen) and app.screen.match.is_over


async def test_history_by_mouse(toy_ui):
    finished_game(toy_ui, ["Ann", "Ada"], 3)
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.click("#history")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        await pilot.click("#history-list", offset=(4, 1))
        await settle(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
