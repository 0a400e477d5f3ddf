"""The shared search core of the ``expert`` bots: determinized Monte Carlo search.

Every iteration draws one full state consistent with the bot's own view
(``rules.sample_state``: other seats' hands, the deck's order and content, face-down chips),
plays one of the bot's legal actions in it, and rolls the game forward with a cheap policy
(each seat's greedy bot, deciding from its own view of the sampled state; the decisions of
other seats come from ``rules.pending`` like in a real game) until the game ends or a cap of
actions is reached (a short horizon: a turn or two). The outcome is scored from the final
``ScoreBreakdown``: a win is 1, a shared win 1/k, a loss 0; at the cap the game's estimate
of the seat's lead in points (its greedy bot's ``search_estimate``: open features, growing
fields and the like counted at their expected worth; without one the score margin over the
best other seat) maps into (0, 1).

The bot's legal actions depend only on its own view, so they are the same in every sample.
The search plays them in rounds with common random numbers: a round draws one sample and
one rollout seed and plays every candidate from them, so candidates are compared on the same
luck. Candidates are the greedy bot's own choice and a few others drawn at random
(``width``); the greedy choice stays unless another did better by more than ``prior`` on
average and by ``confidence`` standard errors of the paired differences (the rounds' luck
is shared, so the differences are what varies), so a small budget plays as the greedy bot
does and a larger one corrects it only where the rollouts agree.

The budget is wall time (``think`` seconds, checked inside rollouts too, so a decision
stays within it) or a fixed count of iterations: the same view, rng state and count give
the same choice. A cancel flag (``threading.Event``-like) is checked every iteration and
every few rollout steps.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from boardgames.core.rules import Action, GameRules

# How often (in rollout actions) the deadline and the cancel flag are looked at.
CHECK_EVERY = 4
# The share of the think time the search plans to use: the rest covers the last steps.
MARGIN = 0.95


class Cancel(Protocol):
    def is_set(self) -> bool: ...


class Policy(Protocol):
    needs_view: bool

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action: ...


@dataclass
class Settings:
    """How the search spends its budget. ``cap`` counts rollout actions of all seats;
    ``scale`` turns an estimated lead into a value (a lead of ``scale`` points is worth
    about 0.88)."""

    think: float = 1.0
    iterations: int | None = None
    cap: int = 200
    scale: float = 4.0
    width: int = 6  # candidates searched: the favourite and the first others
    prior: float = 0.01  # how much better than the favourite another must be
    confidence: float = 2.0  # ... in standard errors of the paired differences
    min_rounds: int = 4  # ... over at least this many rounds (two or three rounds that
    # agree by chance show no spread at all, so their standard error says nothing)


@dataclass
class Arm:
    action: Action
    values: list[float] = field(default_factory=list)  # one outcome per round

    @property
    def visits(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float:
        return sum(self.values) / len(self.values) if self.values else 0.0

    def lead(self, other: Arm) -> tuple[float, float]:
        """The mean of this arm's outcome minus ``other``'s over the rounds (both played
        on the same luck) and the standard error of that mean."""
        diffs = [a - b for a, b in zip(self.values, other.values, strict=True)]
        n = len(diffs)
        if n < 2:
            return (diffs[0] if diffs else 0.0), math.inf
        mean = sum(diffs) / n
        variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean, math.sqrt(variance / n)


@dataclass
class Result:
    """A decision and what the search saw: ``value`` is the chosen action's mean outcome
    (an estimate of the win chance), ``iterations`` how many rollouts finished."""

    action: Action
    value: float
    iterations: int
    arms: list[Arm] = field(default_factory=list)


class OutOfTime(Exception):
    """A rollout passed the deadline or was cancelled: its iteration does not count."""


# A game's estimate of how far ``seat`` is ahead in the final result, in points: the
# cut-off rollouts are judged by it (see ``outcome``).
Estimate = Callable[[GameRules, Any, int], float]


def lead(values: Sequence[float], seat: int) -> float:
    """``seat``'s value over the best other seat's (over nobody: its value): the lead
    every estimate reports."""
    others = [v for i, v in enumerate(values) if i != seat]
    return values[seat] - (max(others) if others else 0)


def score_margin(rules: GameRules, state: Any, seat: int) -> float:
    """The default estimate: the score margin over the best other seat."""
    return lead(rules.scores(state).totals, seat)


def outcome(rules: GameRules, state: Any, seat: int, scale: float,
            estimate: Estimate = score_margin) -> float:
    """The value of ``state`` for ``seat`` in [0, 1]: at the end the win (shared wins split),
    before it the estimated lead (``estimate``, in points), squashed."""
    if not rules.pending(state):
        winners = rules.scores(state).winners
        return 1.0 / len(winners) if seat in winners else 0.0
    return 0.5 + 0.5 * math.tanh(estimate(rules, state, seat) / scale)


class Search:
    """One search over the information set of ``seat``'s view. ``policy(seat)`` makes the
    rollout bot of a seat (fresh for every rollout: greedy bots keep per-turn memory)."""

    def __init__(self, rules: GameRules, seat: int, settings: Settings,
                 policy: Callable[[int], Policy], estimate: Estimate = score_margin) -> None:
        self.rules = rules
        self.seat = seat
        self.settings = settings
        self.policy = policy
        self.estimate = estimate

    def run(self, view: Any, candidates: list[Action], rng: random.Random,
            cancel: Cancel | None = None, start: float | None = None) -> Result:
        """Search among ``candidates`` (the first is the prior's favourite) in rounds:
        each round draws one sample and one rollout seed and plays every candidate from
        it (common random numbers: the candidates meet the same deal, the same draws and
        rolls as far as they stay in step, so their differences show through the luck).
        Only whole rounds count."""
        st = self.settings
        begin = time.perf_counter() if start is None else start
        deadline = None if st.iterations is not None else begin + MARGIN * st.think
        arms = [Arm(a) for a in candidates[: st.width]]
        rounds = None if st.iterations is None else max(1, st.iterations // len(arms))
        done = 0
        while rounds is None or done < rounds * len(arms):
            if cancel is not None and cancel.is_set():
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            sample_seed, rollout_seed = rng.getrandbits(64), rng.getrandbits(64)
            try:
                values = [self._iterate(view, arm.action, sample_seed, rollout_seed,
                                        deadline, cancel) for arm in arms]
            except OutOfTime:
                break
            for arm, value in zip(arms, values, strict=True):
                arm.values.append(value)
            done += len(arms)
        best = self._best(arms)
        return Result(best.action, best.mean, done, arms)

    def _best(self, arms: list[Arm]) -> Arm:
        """The favourite, unless another beat it clearly: by more than ``prior`` on
        average and by ``confidence`` standard errors of the paired differences over at
        least ``min_rounds`` rounds (a lucky streak of one of several candidates does not
        displace it); then the best such."""
        st = self.settings
        favourite, best, best_lead = arms[0], arms[0], 0.0
        if favourite.visits < st.min_rounds:
            return favourite
        for arm in arms[1:]:
            lead, error = arm.lead(favourite)
            if lead > st.prior and lead > st.confidence * error and lead > best_lead:
                best, best_lead = arm, lead
        return best

    def _iterate(self, view: Any, action: Action, sample_seed: int, rollout_seed: int,
                 deadline: float | None, cancel: Cancel | None) -> float:
        rules = self.rules
        state = rules.sample_state(view, self.seat, random.Random(sample_seed))
        rng = random.Random(rollout_seed)
        rules.apply(state, self.seat, action, rng)
        bots: dict[int, Policy] = {}
        for step in range(self.settings.cap):
            if step % CHECK_EVERY == CHECK_EVERY - 1 and (
                (deadline is not None and time.perf_counter() >= deadline)
                or (cancel is not None and cancel.is_set())
            ):
                raise OutOfTime
            pending = rules.pending(state)
            if not pending:
                break
            who = pending[0].seat
            bot = bots.get(who)
            if bot is None:
                bot = bots[who] = self.policy(who)
            seen = rules.view(state, who) if bot.needs_view else None
            rules.apply(state, who, bot.choose(seen, rules.legal_actions(state, who), rng), rng)
        return outcome(rules, state, self.seat, self.settings.scale, self.estimate)
