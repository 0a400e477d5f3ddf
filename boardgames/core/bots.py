"""Bots: they see only their own seat's view and the legal actions."""

from __future__ import annotations

import random
from typing import Any, Protocol

from boardgames.core.rules import Action, GameRules

BOT_LEVELS = ("random", "greedy")


class Bot(Protocol):
    # False for bots that decide from the legal actions alone: the caller then skips
    # building a view, which keeps random playouts fast.
    needs_view: bool

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Uniform choice among the legal actions, except that free moves (actions the rules
    allow without limit) are taken rarely and never more than a few in a row, so games
    between random bots always end."""

    needs_view = False
    free_chance = 0.2
    max_free_run = 3

    def __init__(self, rules: GameRules, seat: int) -> None:
        self.free_kinds = rules.free_action_kinds
        self.seat = seat
        self._free_run = 0

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        if self.free_kinds:
            free = [a for a in legal if a.kind in self.free_kinds]
            if free and len(free) < len(legal):
                if self._free_run < self.max_free_run and rng.random() < self.free_chance:
                    self._free_run += 1
                    return rng.choice(free)
                self._free_run = 0
                return rng.choice([a for a in legal if a.kind not in self.free_kinds])
        return rng.choice(legal)


def make_bot(rules: GameRules, level: str, seat: int) -> Bot:
    """The bot of ``level`` for ``seat``: the shared RandomBot or the game's own greedy
    bot (``rules.greedy_bot``)."""
    if level == "random":
        return RandomBot(rules, seat)
    if level == "greedy":
        greedy = getattr(rules, "greedy_bot", None)
        if greedy is None:
            raise ValueError(f"{rules.title} has no greedy bot yet")
        bot: Bot = greedy(rules, seat)
        return bot
    raise ValueError(f"unknown bot level {level!r}; use one of: {', '.join(BOT_LEVELS)}")
