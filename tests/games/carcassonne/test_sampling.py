"""``sample_state`` for the expert bot (issue 13): New World hides nothing (spec 7: the
bag's counts are public and it has no order, each tile is drawn at draw time), so a
sample is a copy of the view, whatever the rng, and a game goes on from it to its end."""

from __future__ import annotations

import random
from functools import cache

import pytest

from boardgames.core.bots import RandomBot
from boardgames.games.carcassonne.rules import RULES
from boardgames.games.carcassonne.state import State
from tests import played

GAMES = [(2, 1), (3, 2), (5, 3)]


@cache
def positions(players: int, seed: int, every: int = 20) -> list[State]:
    """States of a seeded random-bot game every few moves, its last state included."""
    return played.positions(RULES, players, seed, RULES.Options(), every, State.clone)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_sample_is_the_view_for_every_seat_and_rng(players: int, seed: int) -> None:
    states = positions(players, seed)
    assert len(states) > 5
    for state in states:
        for seat in range(players):
            view = RULES.view(state, seat)
            samples = [RULES.sample_state(view, seat, random.Random(k)) for k in range(3)]
            for sample in samples:
                assert sample == view == state
                assert sample is not view and sample.bag is not view.bag
                assert RULES.view(sample, seat) == view
                RULES.check_invariants(sample)
                assert RULES.legal_actions(sample, seat) == RULES.legal_actions(state, seat)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_game_goes_on_from_a_sample_to_its_end(players: int, seed: int) -> None:
    states = positions(players, seed)
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
        assert not sample.tiles_left and RULES.scores(sample).final
        assert view == state, "playing the sample changed the view"
