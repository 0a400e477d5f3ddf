"""The greedy bot (spec section 10): it finishes games, never moves figures by hand, and
plays clearly better than random."""

from __future__ import annotations

import random

import pytest

from boardgames.core.simulate import play_game
from boardgames.games.new_england.actions import Buy, EndTurn
from boardgames.games.new_england.bots import GreedyBot
from boardgames.games.new_england.rules import RULES, NewEnglandOptions
from tests.games.new_england.builder import empty_board, offer, put, turn_of

A, H, P, W = 0, 1, 2, 3


@pytest.mark.parametrize(
    ("players", "options"),
    [(3, {}), (4, {"layout": "first_game", "supply_hint": "none"})],
)
def test_greedy_games_end_without_hand_moves(players: int, options: dict) -> None:
    rng = random.Random(players)
    state = RULES.setup([f"g{i}" for i in range(players)], NewEnglandOptions(**options), rng)
    bots = [GreedyBot(RULES, s) for s in range(players)]
    actions = 0
    while RULES.pending(state):
        seat = RULES.pending(state)[0].seat
        legal = RULES.legal_actions(state, seat)
        action = bots[seat].choose(RULES.view(state, seat), legal, rng)
        assert action in legal and action.kind != "move_figure"
        RULES.apply(state, seat, action, rng)
        actions += 1
        assert actions < 2000
    assert RULES.scores(state).final


@pytest.mark.parametrize("seed", [1, 2])
def test_greedy_beats_random(seed: int) -> None:
    levels = ["random", "greedy", "random", "random"]
    result = play_game(RULES, levels, NewEnglandOptions(), seed)
    totals = result.scores.totals
    assert result.scores.winners == [1]
    assert totals[1] >= 1.5 * max(totals[0], totals[2], totals[3])


def test_greedy_develops_a_ready_shape() -> None:
    state = empty_board()
    put(state, "A.S[4,4+4,5]", "A.S[5,4]", "A.S[5,5]")
    offer(state, {7: "DEV-S-O4"})
    turn_of(state, A, disc=3, money=12)
    bot = GreedyBot(RULES, A)
    action = bot.choose(RULES.view(state, A), RULES.legal_actions(state, A), random.Random(0))
    assert action == Buy(slot=7)


@pytest.mark.parametrize(("disc", "buys"), [(1, True), (9, False)])
def test_greedy_weighs_the_price(disc: int, buys: bool) -> None:
    """A 3-VP domino card is worth buying for 1 early in the game, not for 9."""
    state = empty_board()
    put(state, "A.S[4,4+4,5]")
    offer(state, {7: "DEV-S-I2"})
    turn_of(state, A, disc=disc, money=12)
    bot = GreedyBot(RULES, A)
    action = bot.choose(RULES.view(state, A), RULES.legal_actions(state, A), random.Random(0))
    assert action == (Buy(slot=7) if buys else EndTurn())
