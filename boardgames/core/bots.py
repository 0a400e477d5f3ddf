"""Bots: they see only their own seat's view and the legal actions."""

from __future__ import annotations

import random
import time
from typing import Any, Protocol

from boardgames.core.rules import Action, GameRules
from boardgames.core.search import Cancel, Search, Settings, score_margin

BOT_LEVELS = ("random", "greedy", "expert")
# The words players read for the levels, and the words accepted for them (bot:hard).
LEVEL_WORDS = {"random": "easy", "greedy": "normal", "expert": "hard"}
LEVEL_ALIASES = {word: level for level, word in LEVEL_WORDS.items()}
DEFAULT_THINK = 1.0
THINK_CHOICES = (0.5, 1.0, 2.0, 5.0)


def level_id(name: str) -> str:
    """The internal level of ``name`` (a level id or its word: hard = expert); raises
    ValueError with the accepted names."""
    level = LEVEL_ALIASES.get(name, name)
    if level not in BOT_LEVELS:
        names = ", ".join(f"{lv} ({LEVEL_WORDS[lv]})" for lv in BOT_LEVELS)
        raise ValueError(f"unknown bot level {name!r}; use one of: {names}")
    return level


def check_think(think: float) -> float:
    """A think time in seconds: a positive finite number."""
    if not think > 0 or think == float("inf"):
        raise ValueError(f"the think time must be a positive number of seconds, not {think}")
    return think


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


class ExpertBot:
    """The search bot (``core/search.py``) over the game's greedy bot: the greedy choice is
    the search's first candidate and every seat's rollout policy. It decides from its view
    alone: hidden parts come from ``rules.sample_state``. Free moves are rationed as the
    random bot rations them, so its games end."""

    needs_view = True
    max_free_run = 3

    def __init__(self, rules: GameRules, seat: int, think: float = DEFAULT_THINK,
                 iterations: int | None = None) -> None:
        greedy = _greedy(rules)
        self.rules = rules
        self.seat = seat
        self.greedy = greedy(rules, seat)
        # a game's tuning of the search: its greedy bot's ``search`` (Settings fields),
        # ``search_skip(view)``, true at decisions the rollouts cannot judge (left to
        # greedy), and ``search_estimate(rules, state, seat)``, a seat's expected lead in
        # points that judges the rollouts cut off at the cap (the score margin without it)
        tuning: dict[str, Any] = dict(getattr(greedy, "search", {}))
        self.skip = getattr(greedy, "search_skip", None)
        estimate = getattr(greedy, "search_estimate", score_margin)
        self.settings = Settings(think=check_think(think), iterations=iterations, **tuning)
        self.search = Search(rules, seat, self.settings, lambda s: greedy(rules, s), estimate)
        self._free_run = 0
        self.last: Any = None  # the last search's Result (for hints and measurements)

    def choose(self, view: Any, legal: list[Action], rng: random.Random,
               cancel: Cancel | None = None) -> Action:
        start = time.perf_counter()
        if len(legal) == 1:
            self.last = None
            return legal[0]
        favourite = self.greedy.choose(view, legal, rng)
        candidates = legal
        free = self.rules.free_action_kinds
        if free and self._free_run >= self.max_free_run:
            candidates = [a for a in legal if a.kind not in free] or legal
        if len(candidates) == 1 or (self.skip is not None and self.skip(view)):
            choice = favourite if favourite in candidates else candidates[0]
            self.last = None
        else:
            rest = [a for a in candidates if a != favourite]
            rng.shuffle(rest)
            first = [favourite] if favourite in candidates else []
            self.last = self.search.run(view, first + rest, rng, cancel, start)
            choice = self.last.action
        self._free_run = self._free_run + 1 if choice.kind in free else 0
        return choice


def has_expert(rules: GameRules) -> bool:
    """The expert needs the game's greedy bot and its ``sample_state``."""
    return (getattr(rules, "greedy_bot", None) is not None
            and type(rules).sample_state is not GameRules.sample_state)


def _greedy(rules: GameRules) -> Any:
    greedy = getattr(rules, "greedy_bot", None)
    if greedy is None:
        raise ValueError(f"{rules.title} has no greedy bot yet")
    return greedy


def make_bot(rules: GameRules, level: str, seat: int, think: float | None = None,
             iterations: int | None = None) -> Bot:
    """The bot of ``level`` (an id or its word) for ``seat``: the shared RandomBot, the
    game's own greedy bot (``rules.greedy_bot``) or the expert searching for ``think``
    seconds (or ``iterations`` rollouts, for reproducible runs) per decision."""
    level = level_id(level)
    if level == "random":
        return RandomBot(rules, seat)
    if level == "greedy":
        bot: Bot = _greedy(rules)(rules, seat)
        return bot
    if not has_expert(rules):
        raise ValueError(f"{rules.title} has no expert bot yet")
    return ExpertBot(rules, seat, DEFAULT_THINK if think is None else think, iterations)


def choose(bot: Bot, view: Any, legal: list[Action], rng: random.Random,
           cancel: Cancel | None = None) -> Action:
    """``bot.choose``, passing the cancel flag to the bots that search."""
    if cancel is not None and isinstance(bot, ExpertBot):
        return bot.choose(view, legal, rng, cancel)
    return bot.choose(view, legal, rng)
