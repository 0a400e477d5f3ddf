"""``sample_state`` for the expert bot (issue 13): Neuland hides nothing (spec 7) and
draws nothing ahead (the bag is counts, cubes are drawn when a mine fills), so a sample
is a copy of the view, whatever the rng, and a game goes on from it to its end."""

from __future__ import annotations

import random
from functools import cache

import pytest

from boardgames.core.bots import RandomBot
from boardgames.games.neuland.rules import RULES
from boardgames.games.neuland.setup import Options
from boardgames.games.neuland.state import NeulandState
from tests import played

GAMES = [(2, 1, "beginner"), (3, 2, "random"), (4, 3, "beginner")]


@cache
def positions(players: int, seed: int, layout: str, every: int = 25) -> list[NeulandState]:
    """States of a seeded random-bot game every few moves, its last state included."""
    return played.positions(RULES, players, seed, Options(layout=layout), every,
                            NeulandState.clone)


@pytest.mark.parametrize(("players", "seed", "layout"), GAMES)
def test_a_sample_is_the_view_for_every_seat_and_rng(players: int, seed: int,
                                                     layout: str) -> None:
    states = positions(players, seed, layout)
    assert len(states) > 5
    for state in states:
        for seat in range(players):
            view = RULES.view(state, seat)
            samples = [RULES.sample_state(view, seat, random.Random(k)) for k in range(3)]
            for sample in samples:
                assert sample == view == state
                assert sample is not view
                assert RULES.view(sample, seat) == view
                RULES.check_invariants(sample)
                assert RULES.legal_actions(sample, seat) == RULES.legal_actions(state, seat)


@pytest.mark.parametrize(("players", "seed", "layout"), GAMES)
def test_a_game_goes_on_from_a_sample_to_its_end(players: int, seed: int, layout: str) -> None:
    states = positions(players, seed, layout)
    for state in states[1::max(1, len(states) // 4)]:
        view = RULES.view(state, state.active)
        rng = random.Random(seed)
        sample = RULES.sample_state(view, state.active, rng)
        bots = [RandomBot(RULES, seat) for seat in range(players)]
        while pending := RULES.pending(sample):
            mover = pending[0].seat
            action = bots[mover].choose(None, RULES.legal_actions(sample, mover), rng)
            RULES.check(sample, mover, action)
            RULES.apply(sample, mover, action, rng)
        RULES.check_invariants(sample)
        assert sample.is_over and RULES.scores(sample).winners
        assert view == state, "playing the sample changed the view"
