"""One key shows and hides the side panels in every game: F6 ("Panels" in the footer, and
in F1's list of keys). On a small terminal it brings the panels (or the next tab) in place
of the board and back; by the key and by a click on the footer entry."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.widgets import TabbedContent

from boardgames.core import registry
from boardgames.core.controller import Match
from boardgames.core.seating import Seat
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.screens.game import GameScreen
from boardgames.ui.widgets.footer import KeyFooter
from tests.ui.helpers import settle

# What the panel key shows in each game at 80 × 24, and how many presses bring the board
# back (the tabs and panes of Bohnanza and Catan are a cycle of three).
SHOWN: dict[str, tuple[Callable[[GameScreen], bool], int]] = {
    "new_england": (lambda s: s.query_one("#ne-panels").display, 2),
    "carcassonne": (lambda s: not s.query_one("#side").display, 2),  # out of the way
    "neuland": (lambda s: s.query_one("#nl-right").display, 2),
    "catan": (lambda s: s.query_one("#cn-side").display, 3),
    "bohnanza": (lambda s: s.query_one(TabbedContent).active != "bn-tab-table", 3),
}


def test_every_game_is_covered():
    assert set(SHOWN) == set(registry.game_ids())


async def start(pilot, app) -> GameScreen:
    await settle(pilot, app)
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


def match_of(game: str) -> Match:
    rules = registry.rules(game)
    seats = [Seat(name="Ann"), *(Seat(name=f"Bot {i}", kind="bot", level="random")
                                 for i in range(1, rules.min_players))]
    return Match(rules, seats, seed=4)


@pytest.mark.parametrize("mouse", [False, True], ids=["keys", "mouse"])
@pytest.mark.parametrize("game", registry.game_ids())
async def test_the_panel_key_toggles_the_side_panels(game, mouse):
    shown, cycle = SHOWN[game]
    app = BoardgamesApp(match=match_of(game), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot, app)
        footer = screen.query_one(KeyFooter)
        assert "toggle_side" in [e[4] for e in footer.entries()]
        assert "| F6 |" in screen.keys_help()  # F1 names it in every game

        async def press() -> None:
            if mouse:
                column = footer.column_of("toggle_side")
                assert column is not None, f"Panels is not in the footer: {footer.entries()}"
                await pilot.click(footer, offset=(column + 1, 0))
            else:
                await pilot.press("f6")
            await pilot.pause()

        board_first = shown(screen)
        await press()
        assert shown(screen) != board_first
        for _ in range(cycle - 1):
            await press()
        assert shown(screen) == board_first


@pytest.mark.parametrize("game", registry.game_ids())
async def test_the_panel_key_is_in_the_footer_of_a_large_terminal_too(game):
    """Where every panel is on screen already it stays listed (greyed in the games that
    have nothing to hide), so the key is the same everywhere."""
    app = BoardgamesApp(match=match_of(game), bot_delay=0)
    async with app.run_test(size=(140, 44)) as pilot:
        screen = await start(pilot, app)
        entries = {e[4]: e for e in screen.query_one(KeyFooter).entries()}
        assert "toggle_side" in entries and entries["toggle_side"][2] == "Panels"
