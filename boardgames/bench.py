"""The benchmark anyone can run: ``python -m boardgames.bench`` (or ``boardgames bench``).

It measures, for every game, what a player feels (F1, escape and a cursor key on a late
board, through Textual's Pilot), what the bots and playouts cost (random and greedy games
per player count, greedy decision times, random playouts against catanatron when that is
installed) and what saving and undo cost as a game grows (50, 200 and 600 moves), plus the
start-up of the menu against a bare Textual app. It prints one table with each goal next
to its measured value and a pass/fail mark (``--json``: one object per row).

Every figure is taken in the same run, so ratios compare like with like; absolute figures
vary with the machine and its load. Nothing here is a test: the tests only check that the
benchmark runs (tests/core/test_bench.py).

Heavy modules (the engines, textual) are imported inside the functions, so importing this
module stays light.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import asdict, dataclass, field
from functools import partial
from typing import Any

# -- goals --------------------------------------------------------------------------------

HELP_OPEN_MS = 150.0
HELP_CLOSE_MS = 100.0
CURSOR_MS = 50.0
STARTUP_RATIO = 1.3
CATANATRON_RATIO = 1.5
DECISION_MEDIAN_MS = 5.0
DECISION_P99_MS = 50.0
EXPERT_THINK = 0.2  # seconds: the think time of the strength measurements (issue 13)
EXPERT_OVERRUN = 1.1  # an expert decision takes at most this share of its think time
EXPERT_EVERY = 4  # the expert is timed at every this-many-th decision with a choice
AUTOSAVE_MS = 2.0
UNDO_MS = 10.0
# "Flat": the time at the last point (600 moves, or the longest the game has) is at most
# this many times the time at 50 moves ...
FLAT_RATIO = 2.0
# ... or it grew by less than this share of the goal (0.2 ms for autosave, 1 ms for undo).
FLAT_SLACK = 0.1

SAVE_POINTS = (50, 200, 600)
UI_SIZE = (120, 40)
UI_PLAYERS = 4  # players at the table for the UI, playout and save measurements
NO_OP_KEY = "f12"  # bound by nothing in the app: the baseline of a key press
SEED = 1


@dataclass(frozen=True)
class Settings:
    """How much to measure. ``QUICK`` is a smoke run; the tests use smaller ones still."""

    key_reps: int = 7  # presses of each key (median)
    startup_runs: int = 5  # start-ups of each app (median)
    random_games: int = 20  # per player count
    greedy_games: int = 4  # per player count
    decision_games: int = 3  # greedy games whose every decision is timed
    expert_decisions: int = 12  # expert decisions timed against their think time
    save_reps: int = 9  # autosaves / undos timed at each point (median)
    catanatron_games: int = 20
    ui: bool = True
    startup: bool = True


FULL = Settings()
QUICK = Settings(key_reps=3, startup_runs=2, random_games=2, greedy_games=1,
                 decision_games=1, expert_decisions=3, save_reps=3, catanatron_games=3)


@dataclass
class Row:
    """One line of the table. ``value`` is in ``unit``; ``ok`` is None for rows without a
    goal (reports) and for rows that could not be measured (``value`` None, ``note`` why)."""

    game: str
    key: str
    what: str
    value: float | None
    unit: str
    goal: str = "(report)"
    ok: bool | None = None
    note: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _at_most(value: float | None, limit: float) -> bool | None:
    return None if value is None else value <= limit


def _at_least(value: float | None, limit: float) -> bool | None:
    return None if value is None else value >= limit


def _ms(seconds: float) -> float:
    return seconds * 1000.0


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank percentile ``q`` (0-100) of ``values``."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(q / 100.0 * len(ordered) + 0.5)))
    return ordered[rank - 1]


def _say(message: str) -> None:
    print(f"bench: {message}", file=sys.stderr, flush=True)


@contextlib.contextmanager
def _scratch_home() -> Iterator[str]:
    """A temporary BOARDGAMES_HOME, so the benchmark never touches the user's games."""
    from boardgames.core import library

    before = os.environ.get("BOARDGAMES_HOME")
    with tempfile.TemporaryDirectory(prefix="boardgames-bench-") as home:
        os.environ["BOARDGAMES_HOME"] = home
        try:
            yield home
        finally:
            library.release_all()
            if before is None:
                os.environ.pop("BOARDGAMES_HOME", None)
            else:
                os.environ["BOARDGAMES_HOME"] = before


def _guarded(game: str, keys: list[tuple[str, str, str, str]],
             measure: Callable[[], list[Row]]) -> list[Row]:
    """Run one part of the benchmark; if it fails, its rows say why instead of numbers."""
    try:
        return measure()
    except Exception as exc:  # a benchmark reports a broken part and goes on
        note = f"error: {exc.__class__.__name__}: {exc}"
        _say(f"{game}: {note}")
        return [Row(game, key, what, None, unit, goal, None, note)
                for key, what, unit, goal in keys]


# -- engines: playouts, bots --------------------------------------------------------------


def _options(rules: Any, players: int) -> Any:
    options, _notes = rules.configure(players, rules.Options.model_validate({}))
    return options


def _ui_players(rules: Any) -> int:
    return int(max(rules.min_players, min(rules.max_players, UI_PLAYERS)))


def playout_rows(game: str, settings: Settings,
                 catanatron: tuple[float, float] | str | None) -> list[Row]:
    """Random and greedy games per player count (``simulate``, as ``boardgames simulate``
    runs them), and random playouts against catanatron's actions/s. When catanatron runs
    (``catanatron`` is its first measurement of the run), its games are played again right
    before and right after the compared playouts, and the ratio takes the mean of those
    two: the machine's speed drifts over a run (other work, the CPU's clock), and only
    neighbours in time share it."""
    from boardgames.core import registry
    from boardgames.core.simulate import simulate

    rules = registry.rules(game)
    rows: list[Row] = []
    compared = _ui_players(rules)
    beside: list[float] = []
    ours = 0.0
    for level, games in (("random", settings.random_games), ("greedy", settings.greedy_games)):
        for players in range(rules.min_players, rules.max_players + 1):
            options = _options(rules, players)
            paired = level == "random" and players == compared and isinstance(catanatron, tuple)
            if paired:
                beside.append(_catanatron_now(settings))
            start = time.perf_counter()
            actions = 0
            for result in simulate(rules, players, games, SEED, [level], options):
                actions += result.actions
            elapsed = time.perf_counter() - start
            if paired:
                beside.append(_catanatron_now(settings))
            rate = actions / elapsed
            if level == "random" and players == compared:
                ours = rate
            rows.append(Row(
                game, f"{level}_{players}p", f"{level} bots, {players} players: actions/s",
                rate, "actions/s",
                note=f"{games / elapsed:.2f} games/s, {actions / games:.0f} actions/game "
                     f"({games} games)",
                extra={"games_per_s": games / elapsed, "games": games, "actions": actions,
                       "players": players, "level": level}))
    what = f"random playout actions/s ({compared} players) vs catanatron"
    goal = f"≥ {CATANATRON_RATIO:g}×"
    if beside:
        theirs = sum(beside) / len(beside)
        ratio = ours / theirs
        rows.insert(0, Row(game, "random_vs_catanatron", what, ratio, "×", goal,
                           _at_least(ratio, CATANATRON_RATIO),
                           f"{ours:,.0f} vs {theirs:,.0f} actions/s (catanatron just before "
                           f"and after: {beside[0]:,.0f} and {beside[1]:,.0f})",
                           extra={"actions_per_s": ours, "catanatron_actions_per_s": theirs,
                                  "catanatron_before_after": beside}))
    else:
        note = catanatron if isinstance(catanatron, str) else (
            "catanatron not installed (pip install 'boardgames[bench]')")
        rows.insert(0, Row(game, "random_vs_catanatron", what, ours, "actions/s", goal, None,
                           f"{note}: absolute figure only",
                           extra={"actions_per_s": ours}))
    return rows


def _catanatron_now(settings: Settings) -> float:
    found = catanatron_rate(settings.catanatron_games)
    assert found is not None  # it ran at the start of this run
    return found[0]


def decision_rows(game: str, settings: Settings) -> list[Row]:
    """Every decision of ``decision_games`` greedy games, timed through Match.bot_action."""
    from boardgames.core import registry
    from boardgames.core.controller import Match
    from boardgames.core.seating import Seat
    from boardgames.core.simulate import MAX_ACTIONS

    rules = registry.rules(game)
    players = _ui_players(rules)
    times: list[float] = []
    for g in range(settings.decision_games):
        seats = [Seat(name=f"Bot {i + 1}", kind="bot", level="greedy") for i in range(players)]
        match = Match(rules, seats, seed=SEED + g)
        while True:
            decision = match.current()
            if decision is None or len(match.entries) >= MAX_ACTIONS:
                break
            start = time.perf_counter()
            action = match.bot_action(decision.seat)
            times.append(time.perf_counter() - start)
            match.submit(decision.seat, action)
    median = _ms(statistics.median(times))
    p99 = _ms(percentile(times, 99))
    note = f"{len(times)} decisions, {settings.decision_games} games, {players} players"
    return [
        Row(game, "greedy_decision_median", "greedy bot decision time, median", median, "ms",
            f"≤ {DECISION_MEDIAN_MS:g} ms", _at_most(median, DECISION_MEDIAN_MS), note),
        Row(game, "greedy_decision_p99", "greedy bot decision time, p99", p99, "ms",
            f"≤ {DECISION_P99_MS:g} ms", _at_most(p99, DECISION_P99_MS),
            f"max {_ms(max(times)):.1f} ms"),
    ]


EXPERT_KEYS = [("expert_budget", f"expert decision time / think time ({EXPERT_THINK:g} s)",
                "×", f"≤ {EXPERT_OVERRUN:g}×")]


def expert_rows(game: str, settings: Settings) -> list[Row]:
    """Decisions with a choice of an expert thinking ``EXPERT_THINK`` seconds, every
    ``EXPERT_EVERY``-th of seat 1 in a greedy game (so the late game is timed too, where
    rollouts cost most): view, legal actions and choice, as the screens ask for them,
    against that budget."""
    from boardgames.core import registry
    from boardgames.core.bots import make_bot
    from boardgames.core.controller import Match
    from boardgames.core.rng import derived_rng
    from boardgames.core.seating import Seat

    rules = registry.rules(game)
    players = _ui_players(rules)
    greedy = _chooser(rules, players, "greedy", SEED)
    rng = derived_rng(SEED, "expert")
    match = Match(rules, [Seat(name=f"Player {i + 1}") for i in range(players)], seed=SEED)
    shares: list[float] = []
    chances = 0
    while len(shares) < settings.expert_decisions:
        decision = match.current()
        if decision is None:
            break
        if decision.seat == 0 and len(match.legal_actions(0)) > 1:
            chances += 1
            if chances % EXPERT_EVERY == 1:
                expert = make_bot(rules, "expert", 0, EXPERT_THINK)
                start = time.perf_counter()
                expert.choose(match.view(0), match.legal_actions(0), rng)
                shares.append((time.perf_counter() - start) / EXPERT_THINK)
        match.submit(decision.seat, greedy(match, decision.seat))
    worst = max(shares)
    key, what, unit, goal = EXPERT_KEYS[0]
    return [Row(game, key, what, worst, unit, goal, _at_most(worst, EXPERT_OVERRUN),
                f"worst of {len(shares)} decisions over a greedy game, median "
                f"{statistics.median(shares):.2f}×, {players} players")]


DECISION_KEYS = [
    ("greedy_decision_median", "greedy bot decision time, median", "ms",
     f"≤ {DECISION_MEDIAN_MS:g} ms"),
    ("greedy_decision_p99", "greedy bot decision time, p99", "ms", f"≤ {DECISION_P99_MS:g} ms"),
]


# -- saves and undo ------------------------------------------------------------------------


def _chooser(rules: Any, players: int, level: str, seed: int) -> Callable[[Any, int], Any]:
    """Bots that play every seat of a match from outside it (the seats may be human)."""
    from boardgames.core.bots import make_bot
    from boardgames.core.rng import derived_rng

    bots = [make_bot(rules, level, i) for i in range(players)]
    rngs = [derived_rng(seed, "bot", i) for i in range(players)]

    def choose(match: Any, seat: int) -> Any:
        bot = bots[seat]
        view = match.view(seat) if bot.needs_view else None
        return bot.choose(view, match.legal_actions(seat), rngs[seat])

    return choose


@dataclass
class _Plan:
    """Where to measure saving and undo in one game: its moves, the first move of the
    autosaves of each point, the undoable position of each point (None: none)."""

    level: str
    moves: list[tuple[int, Any]]
    saves: dict[int, int]
    undos: dict[int, int | None]
    ended: bool


def _plan_saves(game: str, reps: int, level: str) -> _Plan:
    """Play a game with every seat human (so that undo is allowed), its moves chosen by
    ``level`` bots, far enough to know where to measure."""
    from boardgames.core import registry
    from boardgames.core.controller import Match
    from boardgames.core.seating import Seat

    rules = registry.rules(game)
    players = _ui_players(rules)
    match = Match(rules, [Seat(name=f"Player {i + 1}") for i in range(players)], seed=SEED)
    choose = _chooser(rules, players, level, SEED)
    undoable: list[int] = []
    horizon = max(SAVE_POINTS) + reps
    moves: list[tuple[int, Any]] = []
    while not match.is_over:
        decision = match.current()
        assert decision is not None
        action = choose(match, decision.seat)
        match.submit(decision.seat, action)
        moves.append((decision.seat, action))
        if match.undo_block() is None:
            undoable.append(len(match.entries))
            if len(match.entries) >= horizon:
                break
    played = len(moves)
    # Autosave after moves k .. k+reps-1; never the last move (it also writes the end).
    last_start = max(1, played - reps - (1 if match.is_over else 0) + 1)
    saves = {p: min(p, last_start) for p in SAVE_POINTS}
    undos: dict[int, int | None] = {}
    for p in SAVE_POINTS:
        later = [u for u in undoable if u >= p]
        undos[p] = later[0] if later else (undoable[-1] if undoable else None)
    return _Plan(level, moves, saves, undos, match.is_over)


def _reach(plan: _Plan) -> tuple[int, int]:
    """How far a plan's undo points get (the points reached, then the last position)."""
    undos = [u for u in plan.undos.values() if u is not None]
    return (sum(1 for p, u in plan.undos.items() if u is not None and u >= p),
            max(undos, default=-1))


def save_rows(game: str, settings: Settings) -> list[Row]:
    """Autosave (``match.autosave()`` after a move: it appends that move to the game's
    file) and undo (``match.undo()``, with the rewrite of the file it causes) at 50, 200
    and 600 moves of a 4-player game in the saved-games library, every seat human and
    moved by random bots (greedy ones when that reaches further: random games of some
    games are short, or have no undoable move late). A game shorter than a point is
    measured at its last possible move; the note says so."""
    from boardgames.core import library, registry
    from boardgames.core.controller import Match
    from boardgames.core.seating import Seat

    rules = registry.rules(game)
    players = _ui_players(rules)
    reps = settings.save_reps
    plan = _plan_saves(game, reps, "random")
    if _reach(plan)[0] < len(SAVE_POINTS):  # random moves end too soon: try greedy ones
        greedy = _plan_saves(game, reps, "greedy")
        if _reach(greedy) > _reach(plan):
            plan = greedy
    moves, saves, undos = plan.moves, plan.saves, plan.undos
    played = len(moves)
    save_moves: dict[int, list[int]] = {}
    for p, k in saves.items():
        for r in range(reps):
            save_moves.setdefault(k + r, []).append(p)
    undo_at: dict[int, list[int]] = {}
    for p, u in undos.items():
        if u is not None:
            undo_at.setdefault(u, []).append(p)
    save_times: dict[int, list[float]] = {p: [] for p in SAVE_POINTS}
    undo_times: dict[int, list[float]] = {p: [] for p in SAVE_POINTS}

    match = Match(rules, [Seat(name=f"Player {i + 1}") for i in range(players)], seed=SEED)
    slot = library.attach_new(match)
    try:
        for n, (seat, action) in enumerate(moves, start=1):
            points = save_moves.get(n)
            if points:
                match.saver = None
                match.submit(seat, action)
                match.saver = slot
                start = time.perf_counter()
                match.autosave()
                for p in points:
                    save_times[p].append(time.perf_counter() - start)
            else:
                match.submit(seat, action)
            if match.save_error:
                raise OSError(f"the save could not be written: {match.save_error}")
            for p in undo_at.get(n, []):
                for _ in range(reps):
                    start = time.perf_counter()
                    undone = match.undo()
                    undo_times[p].append(time.perf_counter() - start)
                    match.submit(undone.seat, undone.action)
            if n >= max([*save_moves, *undo_at]):
                break
    finally:
        slot.close()

    length = f"{played} moves" if plan.ended else f"{played}+ moves"
    bots = "" if plan.level == "random" else f"{plan.level} bots' moves"
    rows: list[Row] = []
    for kind, times, at, limit in (("autosave", save_times, saves, AUTOSAVE_MS),
                                   ("undo", undo_times, undos, UNDO_MS)):
        values: dict[int, float | None] = {}
        for p in SAVE_POINTS:
            where = at[p]
            if not times[p]:
                values[p] = None
                rows.append(Row(game, f"{kind}_{p}", f"{kind} at {p} moves", None, "ms",
                                f"≤ {limit:g} ms", None,
                                f"no undoable point in this game ({length})"
                                if kind == "undo" else "not reached"))
                continue
            value = _ms(statistics.median(times[p]))
            values[p] = value
            note = ""
            if where is not None and where < p and kind == "autosave":
                note = f"at moves {where}-{where + reps - 1} of a game of {length}"
            elif where is not None and where < p:
                note = f"at move {where}: the last undoable move of a game of {length}"
            elif where != p:
                note = f"at move {where}, the first undoable one from {p}"
            rows.append(Row(game, f"{kind}_{p}", f"{kind} at {p} moves", value, "ms",
                            f"≤ {limit:g} ms", _at_most(value, limit),
                            "; ".join(x for x in (note, bots) if x),
                            extra={"move": where, "samples_ms": [_ms(t) for t in times[p]]}))
        rows.append(_flat_row(game, kind, values, at, limit))
    return rows


def _flat_row(game: str, kind: str, values: dict[int, float | None],
              at: Mapping[int, int | None], limit: float) -> Row:
    """Flat: the time at the last point is at most FLAT_RATIO times the time at the
    first, or grew by less than FLAT_SLACK of the goal (sub-millisecond times are noisy)."""
    lo, hi = SAVE_POINTS[0], SAVE_POINTS[-1]
    what = f"{kind} flat: {hi} vs {lo} moves"
    goal = f"≤ {FLAT_RATIO:g}×"
    first, last = values[lo], values[hi]
    if first is None or last is None:
        return Row(game, f"{kind}_flat", what, None, "×", goal, None, "cannot compare")
    ratio = last / max(first, 1e-6)
    ok = ratio <= FLAT_RATIO or last - first <= FLAT_SLACK * limit
    note = f"{first:.2f} → {last:.2f} ms (moves {at[lo]} → {at[hi]})"
    if ok and ratio > FLAT_RATIO:
        note += f"; grew by < {FLAT_SLACK * limit:g} ms"
    return Row(game, f"{kind}_flat", what, ratio, "×", goal, ok, note)


SAVE_KEYS = [
    *((f"autosave_{p}", f"autosave at {p} moves", "ms", f"≤ {AUTOSAVE_MS:g} ms")
      for p in SAVE_POINTS),
    ("autosave_flat", "autosave flat", "×", f"≤ {FLAT_RATIO:g}×"),
    *((f"undo_{p}", f"undo at {p} moves", "ms", f"≤ {UNDO_MS:g} ms") for p in SAVE_POINTS),
    ("undo_flat", "undo flat", "×", f"≤ {FLAT_RATIO:g}×"),
]


# -- the UI: F1, escape and a cursor key on a late board ------------------------------------


# The decision of each game whose board the cursor keys move over (the costly case); a
# game not listed here, or a game without such a decision late enough, uses any decision.
BOARD_DECISIONS = {"new_england": "place_tile", "carcassonne": "place_tile",
                   "neuland": "turn", "catan": "main", "bohnanza": "market"}


class NotOnBoard(Exception):
    """The late position opens a dialog over the board: try another position."""


def late_match(game: str, seed: int = SEED) -> tuple[Any, list[tuple[int, Any]], list[int]]:
    """A whole game with seat 0 human and the rest greedy bots. Returns the match (at
    its end), its moves, and the positions where seat 0 decides, best first (its board
    decision, the latest before 90% of the game first). ``rewind`` the match to one."""
    from boardgames.core import registry
    from boardgames.core.controller import Match
    from boardgames.core.seating import Seat

    rules = registry.rules(game)
    players = _ui_players(rules)
    seats = [Seat(name="You")] + [Seat(name=f"Bot {i}", kind="bot", level="greedy")
                                  for i in range(1, players)]
    match = Match(rules, seats, seed=seed)
    choose = _chooser(rules, players, "greedy", seed)
    mine: list[tuple[int, str]] = []
    while not match.is_over:
        decision = match.current()
        assert decision is not None
        if decision.seat == 0:
            mine.append((len(match.entries), decision.kind))
            action = choose(match, 0)
        else:
            action = match.bot_action(decision.seat)
        match.submit(decision.seat, action)
    total = len(match.entries)
    board = BOARD_DECISIONS.get(game)
    late = sorted(mine, key=lambda m: (m[1] == board and m[0] <= 0.9 * total,
                                       m[0] <= 0.9 * total, m[0]), reverse=True)
    return match, [(e.seat, e.action) for e in match.entries], [m[0] for m in late]


def rewind(match: Any, history: list[tuple[int, Any]], moves: int) -> None:
    """Set ``match`` to the first ``moves`` moves of ``history`` (a replay from the seed)."""
    match.replay(history[:moves], check=False)


async def _ui_times(match: Any, reps: int) -> dict[str, list[float]]:
    from boardgames.ui.app import BoardgamesApp
    from boardgames.ui.screens.game import GameScreen
    from boardgames.ui.screens.menu import MenuScreen
    from boardgames.ui.screens.rules import RulesScreen

    app = BoardgamesApp(match=match, bot_delay=0)
    times: dict[str, list[float]] = {"baseline": [], "f1": [], "escape": [], "cursor": []}
    async with app.run_test(size=UI_SIZE) as pilot:

        async def until(done: Callable[[], bool], patience: float = 30.0) -> None:
            deadline = time.monotonic() + patience
            await pilot.pause()
            while not done():
                if time.monotonic() > deadline:
                    raise TimeoutError(f"the screen did not change (on {app.screen!r})")
                await pilot.pause()

        async def press(key: str, done: Callable[[], bool]) -> float:
            start = time.perf_counter()
            await pilot.press(key)
            await until(done)
            return time.perf_counter() - start

        await until(lambda: not isinstance(app.screen, MenuScreen))
        for _ in range(3):  # the game screen may open a dialog of its decision at once
            await pilot.pause()
        game_screen = app.screen
        if not isinstance(game_screen, GameScreen) or not game_screen.my_turn:
            raise NotOnBoard(f"{game_screen!r} is on top")
        for i in range(reps):
            times["baseline"].append(await press(NO_OP_KEY, lambda: True))
            times["f1"].append(await press("f1", lambda: isinstance(app.screen, RulesScreen)))
            times["escape"].append(await press("escape", lambda: app.screen is game_screen))
            times["cursor"].append(await press("right" if i % 2 == 0 else "left",
                                               lambda: True))
    return times


UI_KEYS = [
    ("help_open", "F1 (rules and keys) opens, over the no-op key", "ms",
     f"≤ {HELP_OPEN_MS:g} ms"),
    ("help_close", "escape from help back to the game screen", "ms", f"≤ {HELP_CLOSE_MS:g} ms"),
    ("cursor_key", "cursor key on a late-game board", "ms", f"≤ {CURSOR_MS:g} ms"),
]


def ui_rows(game: str, settings: Settings) -> list[Row]:
    """Key presses through Pilot on a late board (120 × 40): the wall time of press +
    pause until the screen shows the result, less the same for a key nothing binds."""
    from boardgames.core import library

    match, history, candidates = late_match(game)
    total = len(history)
    tried: list[str] = []
    for moves in candidates[:3]:
        rewind(match, history, moves)
        kind = match.current().kind
        try:
            times = asyncio.run(_ui_times(match, settings.key_reps))
            break
        except NotOnBoard as exc:
            tried.append(f"move {moves} ({kind}): {exc}")
        finally:
            library.release_all()
    else:
        raise NotOnBoard("; ".join(tried) or "seat 0 never decides")
    base = statistics.median(times["baseline"])
    where = f"move {moves} of {total} ({kind})"
    rows = []
    for (key, what, unit, goal), name, limit in zip(
            UI_KEYS, ("f1", "escape", "cursor"), (HELP_OPEN_MS, HELP_CLOSE_MS, CURSOR_MS),
            strict=True):
        value = max(0.0, _ms(statistics.median(times[name]) - base))
        note = f"{where}; no-op key {_ms(base):.1f} ms"
        if name == "f1":
            note = f"first open {_ms(times['f1'][0] - base):.0f} ms; {note}"
        rows.append(Row(game, key, what, value, unit, goal, _at_most(value, limit), note,
                        extra={"samples_ms": [_ms(t) for t in times[name]],
                               "baseline_ms": _ms(base)}))
    return rows


# -- start-up -------------------------------------------------------------------------------

_MENU_SCRIPT = """\
import time
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.screens.menu import MenuScreen
app = BoardgamesApp()
async def first_frame(pilot):
    while not isinstance(app.screen, MenuScreen):
        await pilot.pause()
    await pilot.pause()
    print(repr(time.time()), flush=True)
    app.exit()
app.run(headless=True, size=SIZE, auto_pilot=first_frame)
"""

_BARE_SCRIPT = """\
import time
from textual.app import App
from textual.widgets import Footer, Header
class Bare(App):
    def compose(self):
        yield Header()
        yield Footer()
app = Bare()
async def first_frame(pilot):
    await pilot.pause()
    print(repr(time.time()), flush=True)
    app.exit()
app.run(headless=True, size=SIZE, auto_pilot=first_frame)
"""


def _start_once(script: str, home: str) -> float:
    """Seconds from launching ``python -c script`` to the first frame it reports."""
    env = {**os.environ, "BOARDGAMES_HOME": home, "TERM": os.environ.get("TERM") or "xterm"}
    code = script.replace("SIZE", repr(UI_SIZE))
    launched = time.time()
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, timeout=120, check=False)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"start-up script failed: {done.stderr.strip()[-300:]}")
    return float(lines[-1]) - launched


def startup_rows(settings: Settings, home: str) -> list[Row]:
    """Process start to the menu's first frame, against a bare App with Header + Footer,
    alternating the two so that both see the same load; medians of ``startup_runs``."""
    menu: list[float] = []
    bare: list[float] = []
    for _ in range(settings.startup_runs):
        bare.append(_start_once(_BARE_SCRIPT, home))
        menu.append(_start_once(_MENU_SCRIPT, home))
    ratio = statistics.median(menu) / statistics.median(bare)
    return [Row("all", "startup_ratio", "start to the menu's first frame vs a bare Textual "
                "app (Header + Footer)", ratio, "×", f"≤ {STARTUP_RATIO:g}×",
                _at_most(ratio, STARTUP_RATIO),
                f"{_ms(statistics.median(menu)):.0f} ms vs "
                f"{_ms(statistics.median(bare)):.0f} ms, {settings.startup_runs} runs each",
                extra={"menu_ms": [_ms(t) for t in menu], "bare_ms": [_ms(t) for t in bare]})]


STARTUP_KEYS = [("startup_ratio", "start to the menu's first frame vs a bare Textual app",
                 "×", f"≤ {STARTUP_RATIO:g}×")]


# -- catanatron -----------------------------------------------------------------------------


def catanatron_rate(games: int) -> tuple[float, float] | None:
    """catanatron's 4-player random games in this process: (actions/s, games/s), or None
    when catanatron is not installed (``pip install boardgames[bench]``)."""
    try:
        from catanatron import Color, Game, RandomPlayer  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        return None
    from boardgames.core.simulate import settle_memory

    settle_memory()  # the same collector settings as our own playouts (simulate)
    colors = [Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE]
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        game = Game([RandomPlayer(c) for c in colors], seed=SEED + g)
        game.play()
        actions += len(game.state.actions)
    elapsed = time.perf_counter() - start
    return actions / elapsed, games / elapsed


# -- the whole run ----------------------------------------------------------------------------


def collect(games: list[str], settings: Settings) -> list[Row]:
    """Every row for ``games``, in table order."""

    rows: list[Row] = []
    with _scratch_home() as home:
        if settings.startup:
            _say("start-up of the menu and of a bare Textual app")
            rows += _guarded("all", STARTUP_KEYS, lambda: startup_rows(settings, home))
        catanatron: tuple[float, float] | str | None
        try:
            catanatron = catanatron_rate(settings.catanatron_games)
        except Exception as exc:  # catanatron present but broken
            catanatron = f"catanatron failed ({exc.__class__.__name__}: {exc})"
        if isinstance(catanatron, tuple):
            rows.append(Row("all", "catanatron", "catanatron 4-player random games: actions/s",
                            catanatron[0], "actions/s",
                            note=f"{catanatron[1]:.2f} games/s "
                                 f"({settings.catanatron_games} games)",
                            extra={"games_per_s": catanatron[1]}))
        for game in games:
            if settings.ui:
                _say(f"{game}: keys on a late board")
                rows += _guarded(game, UI_KEYS, partial(ui_rows, game, settings))
            _say(f"{game}: random and greedy games")
            rows += _guarded(game, [("random_vs_catanatron", "random playout actions/s vs "
                                     "catanatron", "actions/s", f"≥ {CATANATRON_RATIO:g}×")],
                             partial(playout_rows, game, settings, catanatron))
            rows += _guarded(game, DECISION_KEYS, partial(decision_rows, game, settings))
            _say(f"{game}: expert decisions against their think time")
            rows += _guarded(game, EXPERT_KEYS, partial(expert_rows, game, settings))
            _say(f"{game}: autosave and undo")
            rows += _guarded(game, SAVE_KEYS, partial(save_rows, game, settings))
    return rows


def _value_text(row: Row) -> str:
    if row.value is None:
        return "—"
    if row.unit == "×":
        return f"{row.value:.2f}×"
    if row.unit == "ms":
        digits = 2 if row.value < 1 else 1 if row.value < 100 else 0
        return f"{row.value:.{digits}f} ms"
    return f"{row.value:,.0f} {row.unit}"


def _mark(row: Row) -> str:
    if row.ok is None:
        return "—" if row.goal == "(report)" else "?"
    return "pass" if row.ok else "FAIL"


def table(rows: list[Row]) -> str:
    """The rows as one plain-text table, with a title line and a count of goals met."""
    head = ("game", "what", "value", "goal", "ok", "notes")
    cells = [(r.game, r.what, _value_text(r), r.goal, _mark(r), r.note) for r in rows]
    widths = [max(len(c[i]) for c in [head, *cells]) for i in range(len(head) - 1)]

    def line(c: tuple[str, ...]) -> str:
        return "  ".join([*(c[i].ljust(widths[i]) if i != 2 else c[i].rjust(widths[i])
                            for i in range(len(widths))), c[-1]]).rstrip()

    from boardgames import __version__

    load = ""
    with contextlib.suppress(OSError, AttributeError):
        load = f", load average {os.getloadavg()[0]:.1f}"
    title = (f"boardgames {__version__} benchmark · Python {platform.python_version()} · "
             f"{os.cpu_count()} cores{load} (timings depend on the machine and its load)")
    rule = "  ".join("-" * w for w in widths) + "  -----"
    goals = [r for r in rows if r.ok is not None]
    met = sum(1 for r in goals if r.ok)
    missing = sum(1 for r in rows if r.value is None)
    foot = f"{met} of {len(goals)} goals met"
    if missing:
        foot += f"; {missing} rows could not be measured (see notes)"
    return "\n".join([title, "", line(head), rule, *(line(c) for c in cells), "", foot])


# -- the command ------------------------------------------------------------------------------


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--quick", action="store_true",
                        help="few repetitions and small game counts (a smoke run, < 1 min)")
    parser.add_argument("--games", metavar="ID[,ID...]",
                        help="only these games (default: all; see 'boardgames list')")
    parser.add_argument("--json", action="store_true", help="one JSON object per row")
    parser.add_argument("--strict", action="store_true",
                        help="exit with 1 when a goal is missed or a row cannot be measured")


def _game_ids(spec: str | None) -> list[str]:
    from boardgames.core import registry

    known = registry.game_ids()
    if not spec:
        return known
    wanted = [g.strip() for g in spec.split(",") if g.strip()]
    unknown = [g for g in wanted if g not in known]
    if unknown:
        raise ValueError(f"unknown game {unknown[0]!r}; try: {', '.join(known)}")
    return wanted


def run(args: argparse.Namespace) -> int:
    try:
        games = _game_ids(args.games)
    except ValueError as exc:
        print(f"boardgames bench: error: {exc}", file=sys.stderr)
        return 2
    rows = collect(games, QUICK if args.quick else FULL)
    if args.json:
        for row in rows:
            print(json.dumps(row.to_json(), ensure_ascii=False))
    else:
        print(table(rows))
    if getattr(args, "strict", False):
        return 0 if all(r.ok is not False and r.value is not None for r in rows) else 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m boardgames.bench",
                                     description="The boardgames benchmark: each goal "
                                                 "next to its measured value.")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
