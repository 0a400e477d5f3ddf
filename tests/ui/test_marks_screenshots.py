"""The closing note's screenshots: one busy board per game with the viewing seat's change
marks, at 80 × 24 and at 120 × 40. Each test plays a seeded match (the human's moves
chosen by the greedy bot and made through the screen, the others' by bots) until the board
shows marks of the others' moves, and asserts them; with UPDATE_SNAPSHOTS=1 it also writes
``docs/screenshots/marks-<game>-<size>.svg``."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pytest

from boardgames.core import registry
from boardgames.core.controller import Match
from boardgames.core.seating import Seat
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.screens.game import GameScreen
from tests.ui.helpers import screen_text, settle

SHOTS = Path(__file__).parents[2] / "docs" / "screenshots"
# Each game's change mark; its legend ("✱ new") does not count.
MARK = {"new_england": "✱", "carcassonne": "✱", "catan": "✱", "neuland": "✦",
        "bohnanza": "✦"}
SEED = 4


def marks_on_screen(game: str, text: str) -> int:
    return len(re.findall(f"{MARK[game]}(?! new)", text))


def match_of(game: str) -> Match:
    rules = registry.rules(game)
    players = max(rules.min_players, min(3, rules.max_players))
    seats = [Seat(name="Ann"), *(Seat(name=f"Bot {i}", kind="bot", level="greedy")
                                 for i in range(1, players))]
    return Match(rules, seats, seed=SEED)


def test_every_game_has_a_mark():
    assert set(MARK) == set(registry.game_ids())


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("game", registry.game_ids())
async def test_a_busy_board_shows_the_marks_of_the_others_moves(game, size):
    match = match_of(game)
    rules = match.rules
    assert rules.greedy_bot is not None
    ann = rules.greedy_bot(rules, 0)
    rng = random.Random(SEED)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for moves in range(400):
            await settle(pilot, app)
            while app.screen is not screen:  # a notice or a decision's dialog: Ann acts
                await app.screen.dismiss(None)  # through the screen below instead
                await pilot.pause()
            decision = match.current()
            assert decision is not None, "the game ended before the marks showed"
            assert decision.seat == 0
            if moves >= 20 and marks_on_screen(game, screen_text(app)):
                break
            screen.act(ann.choose(match.view(0), match.legal_actions(0), rng))
        text = screen_text(app)
        assert screen.recent_moves(), "the others have moved since Ann's last move"
        assert marks_on_screen(game, text), text
        if os.environ.get("UPDATE_SNAPSHOTS"):
            SHOTS.mkdir(exist_ok=True)
            app.save_screenshot(filename=f"marks-{game}-{size[0]}x{size[1]}.svg",
                                path=str(SHOTS))
