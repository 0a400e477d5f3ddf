"""The greedy bot (spec section 10)."""

from __future__ import annotations

import random
from typing import Any

from boardgames.core.rules import Action


class GreedyBot:
    needs_view = True

    def __init__(self, rules: Any, seat: int) -> None:
        self.seat = seat

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal)
