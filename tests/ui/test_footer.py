"""The game footer at 80 columns, in every game: the game's own keys come before the
frame's, whatever does not fit is named by "F1 all keys", and a click presses its key."""

from __future__ import annotations

import pytest

from boardgames.core import registry
from boardgames.core.controller import Match
from boardgames.core.seating import Seat
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.screens.game import FRAME_KEYS, GameScreen
from boardgames.ui.screens.rules import RulesScreen
from boardgames.ui.widgets.footer import KeyFooter
from tests.ui.helpers import screen_text, settle


@pytest.mark.parametrize("game", registry.game_ids())
async def test_a_narrow_footer_shows_the_game_keys_first_and_says_what_is_left(game):
    rules = registry.rules(game)
    seats = [Seat(name="Ann"), *(Seat(name=f"Bot {i}", kind="bot", level="random")
                                 for i in range(1, rules.min_players))]
    app = BoardgamesApp(match=Match(rules, seats, seed=4), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        footer = screen.query_one(KeyFooter)
        entries = footer.entries()
        actions = [e[4] for e in entries]
        frame = [i for i, a in enumerate(actions) if a in FRAME_KEYS]
        games = [i for i, a in enumerate(actions) if a not in FRAME_KEYS]
        assert not frame or not games or max(games) < min(frame), actions
        line = screen_text(app).splitlines()[-1].rstrip()
        assert len(line) <= 80
        shown = [words for _k, _s, words, _e, _a in entries if f" {words} " in line + " "]
        if len(shown) < len(entries):
            assert line.endswith("F1 all keys"), line
        # A click on an entry presses its key: F1 opens the rules and keys.
        column = footer.column_of("help")
        assert column is not None, "F1 is always shown"
        await pilot.click(footer, offset=(column + 1, 0))
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)


@pytest.mark.parametrize("game", registry.game_ids())
async def test_svg_snapshot_at_80_by_24(game, snapshot_svg):
    """Every game's table in the smallest terminal it plays in (fixed seed, bots moved)."""
    rules = registry.rules(game)
    seats = [Seat(name="Ann"), *(Seat(name=f"Bot {i}", kind="bot", level="random")
                                 for i in range(1, rules.min_players))]
    app = BoardgamesApp(match=Match(rules, seats, seed=4), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        snapshot_svg(app, f"{game}_80x24")
