"""Matches played to their end by random bots, for the replay tests."""

from __future__ import annotations

from boardgames.core import registry
from boardgames.core.controller import Match
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
