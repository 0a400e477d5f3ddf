"""The faster legal-action listing against the original one (reference.py): the same actions
in the same order for every seat, over random and greedy games of every mode; and the
view's shortcut copies against the plain ones."""

from __future__ import annotations

import dataclasses
import random

import pytest

from boardgames.core.bots import make_bot
from boardgames.core.rng import derived_rng
from boardgames.games.bohnanza.rules import RULES, BohnanzaOptions
from boardgames.games.bohnanza.state import Stats
from boardgames.games.bohnanza.view import _stats_copy

from . import reference

CASES = [(2, True), (3, False), (3, True), (4, True), (5, False), (6, True), (7, False)]


def play(players: int, isla: bool, seed: int, levels: list[str]):
    """Every state of a bot game (the state itself), with the seat deciding."""
    options, _ = RULES.configure(players, BohnanzaOptions(isla_bohnita=isla))
    rng = random.Random(seed)
    state = RULES.setup([f"P{i}" for i in range(players)], options, rng)
    bots = [make_bot(RULES, levels[i % len(levels)], i) for i in range(players)]
    bot_rngs = [derived_rng(seed, "bot", i) for i in range(players)]
    while RULES.pending(state):
        seat = RULES.pending(state)[0].seat
        yield state, seat
        bot = bots[seat]
        view = RULES.view(state, seat) if bot.needs_view else None
        action = bot.choose(view, RULES.legal_actions(state, seat), bot_rngs[seat])
        RULES.apply(state, seat, action, rng)


@pytest.mark.parametrize(("players", "isla"), CASES)
def test_legal_actions_agree_with_the_reference(players: int, isla: bool) -> None:
    for levels, seed in ((["random"], 1), (["greedy", "random"], 2)):
        for state, seat in play(players, isla, seed, levels):
            legal = RULES.legal_actions(state, seat)
            assert legal and legal == reference.legal_actions(state, seat)
            for other in range(players):
                if other != seat:
                    assert RULES.legal_actions(state, other) == []


def test_the_stats_copy_is_a_plain_copy() -> None:
    stats = Stats(*range(1, len(dataclasses.fields(Stats))), purchases=["third_field"])
    copy = _stats_copy(stats)
    assert copy == dataclasses.replace(stats, purchases=list(stats.purchases))
    assert copy.purchases is not stats.purchases
