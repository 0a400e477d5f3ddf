"""Games played by random bots: matches to their end (the replay tests) and the states
of a bare engine game along the way (the sampling tests)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from boardgames.core import registry
from boardgames.core.bots import RandomBot
from boardgames.core.controller import Match
from boardgames.core.rules import GameRules
from boardgames.core.seating import Seat


def finished(game: str, seed: int) -> tuple[Match, list[str]]:
    """A random bot game at the smallest player count, to its end, with the state digest
    after each move (index 0: before any move)."""
    rules = registry.rules(game)
    seats = [Seat(name=f"P{i + 1}", kind="bot", level="random")
             for i in range(rules.min_players)]
    match = Match(rules, seats, seed=seed)
    digests = [match.state_digest()]
    while not match.is_over:
        seat = match.current().seat
        match.submit(seat, match.bot_action(seat))
        digests.append(match.state_digest())
    return match, digests


def positions(rules: GameRules, players: int, seed: int, options: Any, every: int,
              copy: Callable[[Any], Any]) -> list[Any]:
    """States (``copy``-ed) of a seeded random-bot game every ``every`` moves, its last
    state included."""
    rng = random.Random(seed)
    state = rules.setup([f"P{i + 1}" for i in range(players)], options, rng)
    bots = [RandomBot(rules, seat) for seat in range(players)]
    found = []
    step = 0
    while pending := rules.pending(state):
        if step % every == 0:
            found.append(copy(state))
        seat = pending[0].seat
        rules.apply(state, seat, bots[seat].choose(None, rules.legal_actions(state, seat), rng),
                    rng)
        step += 1
    return [*found, state]
