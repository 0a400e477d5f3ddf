"""The greedy bot finishes games by victory and plays from its own view only."""

from __future__ import annotations

import pytest

from boardgames.core.rng import match_rng
from boardgames.core.simulate import play_game
from boardgames.games.catan.board import board
from boardgames.games.catan.bots import WEIGHT, GreedyBot, income, pips
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


def test_the_expert_counts_income_as_the_dice_pay_it():
    """A settlement at a gold river yields its number's pips in 36 rolls; a city twice
    that; the robber's field nothing (the other field at that crossing holds a chip)."""
    state = RULES.setup(["A", "B", "C"], Options(), match_rng(1))
    bd = board()
    river = next(h for h, item in bd.yields.items() if item == "gold" and h not in state.chips)
    crossing = next(c for c in bd.hex_corners[river]
                    if all(h == river or h in state.chips for h in bd.crossing_land[c]))
    state.building[crossing] = 0
    assert income(state, 0) == pytest.approx(pips(river) * WEIGHT["gold"] / 36)
    assert income(state, 1) == 0
    state.city[crossing] = True
    assert income(state, 0) == pytest.approx(2 * pips(river) * WEIGHT["gold"] / 36)
    state.robber = river
    assert income(state, 0) == 0
