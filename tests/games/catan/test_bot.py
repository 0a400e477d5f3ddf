"""The greedy bot finishes games by victory and plays from its own view only."""

from __future__ import annotations

import pytest

from boardgames.core.simulate import play_game
from boardgames.games.catan.bots import GreedyBot
from boardgames.games.catan.rules import RULES, Options


@pytest.mark.parametrize("players", [3, 4])
def test_greedy_games_end_by_victory(players):
    result = play_game(RULES, ["greedy"] * players, Options(max_turns=1000), seed=players)
    assert result.state.winner is not None
    assert result.scores.totals[result.state.winner] >= result.state.target


def test_greedy_beats_random_bots():
    result = play_game(RULES, ["greedy", "random", "random"], Options(max_turns=1000), seed=11)
    assert result.state.winner == 0


def test_greedy_bot_needs_its_view():
    assert GreedyBot.needs_view and RULES.greedy_bot is GreedyBot
