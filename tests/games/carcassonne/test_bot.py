"""The greedy bot: sensible single decisions, finished games, and a clear edge over random."""

from __future__ import annotations

import random

import pytest

from boardgames.core.simulate import play_game
from boardgames.games.carcassonne.bots import GreedyBot

from .helpers import RULES, DeploySettler, PlaceTile, ScoreFeature, act, build
from .test_examples import BLUE14, rb14_after_step_a

RED, BLUE = 0, 1


def choose(state, seat):
    bot = GreedyBot(RULES, seat)
    return bot, bot.choose(
        RULES.view(state, seat), RULES.legal_actions(state, seat), random.Random(0)
    )


def test_completes_its_own_trail_and_deploys_where_it_scores():
    state = build(
        placements=(("AK", 1, (1, 2)), ("AA", 0, (2, 2)), ("AA", 0, (3, 2))),
        settlers=((RED, 2, 2, "trail1"),),
        current_tile="H",
    )
    bot, action = choose(state, RED)
    assert action == PlaceTile(col=4, row=2, rotation=3)  # closes the 4-square trail: 8
    act(state, RED, action)
    follow = bot.choose(RULES.view(state, RED), RULES.legal_actions(state, RED), random.Random(0))
    assert follow in RULES.legal_actions(state, RED)
    act(state, RED, follow)
    assert state.scores[RED]["trails"] == 8


def test_takes_a_town_it_can_close_at_once():
    state = build(current_tile="P")
    bot, action = choose(state, RED)
    # Closing Plymouth with a shopkeeper scores 4 at once and the settler comes back.
    assert action == PlaceTile(col=1, row=1, rotation=1)
    act(state, RED, action)
    follow = bot.choose(RULES.view(state, RED), RULES.legal_actions(state, RED), random.Random(0))
    assert follow == DeploySettler(segment="town1")


def test_does_not_complete_an_opponents_town_for_nothing():
    state = build(
        placements=(("P", 3, (1, 0)), ("M", 1, (2, 0))),
        settlers=((BLUE, 1, 0, "town1"),),
        current_tile="P",
    )
    _, action = choose(state, RED)
    assert action != PlaceTile(col=3, row=0, rotation=1)  # would give Blue 8


def test_scoring_order_puts_its_farm_first():
    state = rb14_after_step_a()
    _, action = choose(state, BLUE14)
    # farm first is the rulebook's order and the best for Blue (25 or 29 points)
    assert action == ScoreFeature(col=1, row=3, segment="farm")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_greedy_games_finish(players):
    levels = ["greedy"] + ["random"] * (players - 1)
    result = play_game(RULES, levels, RULES.Options(), seed=players)
    assert result.state.phase == "over"
    RULES.check_invariants(result.state)


def test_greedy_clearly_beats_random():
    wins = 0
    for seed in range(4):
        levels = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        result = play_game(RULES, levels, RULES.Options(), seed=seed)
        greedy = levels.index("greedy")
        wins += result.scores.winners == [greedy]
        assert result.scores.totals[greedy] > 2 * result.scores.totals[1 - greedy]
    assert wins == 4
