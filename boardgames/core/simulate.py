"""Headless bot games: a user feature and the project's performance benchmark."""

from __future__ import annotations

import gc
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from boardgames.core.bots import make_bot
from boardgames.core.rng import derived_rng, match_rng
from boardgames.core.rules import GameRules, ScoreBreakdown

MAX_ACTIONS = 500_000


class SimulationError(RuntimeError):
    pass


@dataclass
class GameResult:
    seed: int
    players: int
    levels: list[str]
    scores: ScoreBreakdown
    actions: int
    seconds: float
    state: Any


def play_game(
    rules: GameRules,
    levels: list[str],
    options: BaseModel,
    seed: int,
    max_actions: int = MAX_ACTIONS,
    think: float | None = None,
    iterations: int | None = None,
) -> GameResult:
    """One complete game between bots, without the controller's undo and save work.
    Bots choose among the legal actions, so each action is applied without re-checking."""
    start = time.perf_counter()
    rng = match_rng(seed)
    names = [f"Bot {i + 1}" for i in range(len(levels))]
    state = rules.setup(names, options, rng)
    bots = [make_bot(rules, level, i, think, iterations) for i, level in enumerate(levels)]
    bot_rngs = [derived_rng(seed, "bot", i) for i in range(len(levels))]
    actions = 0
    while True:
        pending = rules.pending(state)
        if not pending:
            break
        if actions >= max_actions:
            raise SimulationError(f"game with seed {seed} did not end after {actions} actions")
        seat = pending[0].seat
        bot = bots[seat]
        view = rules.view(state, seat) if bot.needs_view else None
        action = bot.choose(view, rules.legal_actions(state, seat), bot_rngs[seat])
        rules.apply(state, seat, action, rng)
        actions += 1
    return GameResult(
        seed=seed,
        players=len(levels),
        levels=levels,
        scores=rules.scores(state),
        actions=actions,
        seconds=time.perf_counter() - start,
        state=state,
    )


def settle_memory() -> None:
    """Move everything alive now (the imported modules, the data, the engines' tables)
    out of the garbage collector's way: its full collections otherwise walk all of it again
    and again during long bot runs (an eighth of a Neuland playout)."""
    gc.collect()
    gc.freeze()


def simulate(
    rules: GameRules,
    players: int,
    games: int,
    seed: int,
    levels: list[str],
    options: BaseModel,
    think: float | None = None,
    iterations: int | None = None,
    alternate: bool = False,
) -> Iterator[GameResult]:
    """Game i uses seed ``seed + i``; seat j plays level ``levels[j % len(levels)]``, or
    with ``alternate`` level ``levels[(j - i) % len(levels)]`` (the levels move one seat
    on each game, so each level plays every seat). Experts think ``think`` seconds or run
    ``iterations`` rollouts per decision."""
    settle_memory()
    for i in range(games):
        shift = i if alternate else 0
        seat_levels = [levels[(j - shift) % len(levels)] for j in range(players)]
        yield play_game(rules, seat_levels, options, seed + i, think=think,
                        iterations=iterations)


def win_shares(results: list[GameResult]) -> dict[str, dict[str, float]]:
    """Win shares by level and by seat (a shared win counts 1/k to each winner)."""
    wins: dict[str, dict[str, float]] = {"level": {}, "seat": {}}
    seats: dict[str, dict[str, int]] = {"level": {}, "seat": {}}
    for r in results:
        for j, level in enumerate(r.levels):
            share = 1 / len(r.scores.winners) if j in r.scores.winners else 0.0
            for by, key in (("level", level), ("seat", str(j + 1))):
                wins[by][key] = wins[by].get(key, 0.0) + share
                seats[by][key] = seats[by].get(key, 0) + 1
    return {by: {k: round(wins[by][k] / seats[by][k], 4) for k in seats[by]} for by in wins}
