"""Stepping through a match: any point of a finished game (or of the current game up to
now) rebuilt from its seed and moves, forwards and backwards.

A replay keeps one Match and a mark every ``EVERY`` moves, so going to any move replays at
most ``EVERY`` moves from the nearest mark: jumping to the end of a 600-move game and back
costs the same as one step. "Continue from here" is a new match with the moves up to the
point (``branch``)."""

from __future__ import annotations

from boardgames.core.controller import Mark, Match
from boardgames.core.rules import Action

EVERY = 32


class Replay:
    def __init__(self, source: Match) -> None:
        self.moves: list[tuple[int, Action]] = [(e.seat, e.action) for e in source.entries]
        self.finished = source.is_over
        self.match = Match(source.rules, source.seats, source.options, seed=source.seed)
        self._marks: dict[int, Mark] = {0: self.match.mark()}
        self.turns = source.turn_starts()

    @property
    def at(self) -> int:
        """How many moves are made at the point shown."""
        return len(self.match.entries)

    def __len__(self) -> int:
        return len(self.moves)

    def goto(self, n: int) -> Match:
        """The match after its first ``n`` moves (clamped to the game)."""
        n = max(0, min(n, len(self.moves)))
        start = max(k for k in self._marks if k <= n)
        if not start <= self.at <= n:  # a mark is nearer than the point shown
            self.match.rewind(self._marks[start])
        while self.at < n:
            seat, action = self.moves[self.at]
            self.match.step(seat, action)
            if self.at % EVERY == 0 and self.at not in self._marks:
                self._marks[self.at] = self.match.mark()
        return self.match

    def turn_index(self) -> int:
        """The turn the point shown is in (0-based; the start counts as turn 0)."""
        return max((i for i, start in enumerate(self.turns) if start < self.at), default=-1) + 1

    def next_turn(self, direction: int) -> int:
        """The move count at the start of the next (+1) or previous (-1) turn."""
        if direction > 0:
            return next((t for t in self.turns if t > self.at), len(self.moves))
        return max((t for t in self.turns if t < self.at), default=0)

    def branch(self) -> Match:
        """A new match that continues from the point shown (a what-if)."""
        source = self.match
        match = Match(source.rules, source.seats, source.options, seed=source.seed)
        match.replay(self.moves[:self.at], check=False)
        return match


def score_history(source: Match) -> tuple[list[int], list[list[int]]]:
    """Each seat's total at the start of every turn and at the end of the match: the
    turn numbers (0 is the start) and, per seat, its totals at those points."""
    replay = Replay(source)
    points = [0, *replay.turns[1:], len(replay)]
    totals: list[list[int]] = [[] for _ in source.seats]
    for at in points:
        for seat, value in enumerate(replay.goto(at).scores().totals):
            totals[seat].append(value)
    return list(range(len(points))), totals
