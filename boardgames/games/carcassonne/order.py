"""What each scoring order would do, worked out on copies of the state (R37-R48, R51-R53).

When a tile completes two or more features that hold settlers, the active player chooses
the order. The order matters: every scoring moves a surveyor and then sends standing
settlers east of both surveyors home, so a feature scored later may earn a bigger (or no)
surveyor bonus, and a settler may go home unscored before its feature's turn comes.

``scoring_outcomes(state)`` plays every order on a copy, with the engine's own scoring
functions and the engine's rule for what happens automatically (a single waiting feature
is scored at once, one that lost all its settlers is dropped), and reports per order the
points of every seat, the settlers that go back to their supply and those sent home
without points. Nothing in the given state changes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from boardgames.games.carcassonne import scoring
from boardgames.games.carcassonne.board import settlers_on
from boardgames.games.carcassonne.geometry import Key
from boardgames.games.carcassonne.state import ROLES, SCORE, State


@dataclass(frozen=True)
class Straggler:
    """A standing settler sent home without points by a straggler step (R48)."""

    key: Key  # the segment instance it stood on
    seat: int
    role: str  # shopkeeper, robber or farmer


@dataclass(frozen=True)
class ScoredStep:
    """One feature scored within an order, with everything that follows from it."""

    anchor: Key
    text: str  # e.g. "trail (2 squares)"
    points: dict[int, tuple[int, int]]  # scoring seat -> (value, surveyor bonus)
    home: dict[int, int]  # seat -> settlers back to supply after this scoring (R41)
    stragglers: tuple[Straggler, ...]  # sent home unscored right after it (R48)
    surveyors: tuple[int, int]  # the surveyor columns after its surveyor step
    dropped: tuple[str, ...]  # waiting features left without settlers, never scored


@dataclass(frozen=True)
class OrderOutcome:
    """One complete scoring order of this turn and its full outcome."""

    steps: tuple[ScoredStep, ...]  # in order; the first is the player's choice
    points: tuple[int, ...]  # per seat: everything this turn scores, final scoring included
    final: tuple[int, ...] | None  # per seat, the final scoring if the game ends this turn
    home: tuple[int, ...]  # per seat: settlers back to supply with points
    stragglers: tuple[Straggler, ...]  # every settler sent home without points

    @property
    def first(self) -> Key:
        return self.steps[0].anchor

    @property
    def order(self) -> tuple[Key, ...]:
        return tuple(step.anchor for step in self.steps)


def scoring_outcomes(state: State) -> list[OrderOutcome]:
    """Every order in which the waiting features can be scored, each with its full
    outcome, sorted by the anchors of the features in the order. Empty unless the
    scoring-order decision is pending."""
    if state.step != SCORE:
        return []
    found: list[OrderOutcome] = []
    _explore(state, state, [], found)
    return sorted(found, key=lambda o: o.order)


def outcomes_of_choice(state: State, anchor: Key) -> list[OrderOutcome]:
    """The orders that begin with the feature anchored at ``anchor``: one if no further
    choice follows, more if the player chooses again afterwards."""
    return [o for o in scoring_outcomes(state) if o.first == anchor]


def _explore(start: State, state: State, steps: list[ScoredStep],
             found: list[OrderOutcome]) -> None:
    """At a choice (two or more waiting features): try each one first."""
    for fid in sorted(state.waiting, key=lambda f: state.features[f].anchor):
        copy = state.clone()
        copy.waiting.remove(fid)
        path = [*steps, _score(copy, fid)]
        while True:  # what the engine does by itself until the next choice (R37)
            waiting = list(copy.waiting)
            scoring.drop_unscorable(copy)
            dropped = tuple(scoring.describe_feature(copy.features[f]) for f in waiting
                            if f not in copy.waiting)
            if dropped:
                path[-1] = replace(path[-1], dropped=path[-1].dropped + dropped)
            if len(copy.waiting) >= 2:
                _explore(start, copy, path, found)
                break
            if not copy.waiting:
                found.append(_outcome(start, copy, path))
                break
            path.append(_score(copy, copy.waiting.pop()))


def _score(state: State, fid: int) -> ScoredStep:
    """Score one feature on ``state`` (a copy) as the engine does, and record it."""
    feature = state.features[fid]
    on = settlers_on(state, fid)
    before = dict(state.settlers)
    awards = len(state.awards)
    scoring.score_completed(state, fid)
    points: dict[int, list[int]] = {}
    for seat, category, amount in state.awards[awards:]:
        part = points.setdefault(seat, [0, 0])
        part[category == "surveyor_bonus"] += amount
    for seat in scoring.majority([s for _, s in on]):
        points.setdefault(seat, [0, 0])
    home: dict[int, int] = {}
    for _, seat in on:
        home[seat] = home.get(seat, 0) + 1
    scored = {key for key, _ in on}
    stragglers = tuple(
        Straggler(key, seat, ROLES[state.feature_at(key).kind])
        for key, seat in sorted(before.items())
        if key not in state.settlers and key not in scored
    )
    return ScoredStep(
        anchor=feature.anchor,
        text=scoring.describe_feature(feature),
        points={seat: (v, b) for seat, (v, b) in sorted(points.items())},
        home=dict(sorted(home.items())),
        stragglers=stragglers,
        surveyors=state.surveyors,
        dropped=(),
    )


def _outcome(start: State, end: State, steps: list[ScoredStep]) -> OrderOutcome:
    """The order is complete: the turn ends, and with an empty bag so does the game
    (final scoring, R51-R53)."""
    seats = range(start.players)
    final = None
    if not end.tiles_left:
        final_points = [0] * start.players
        for seat, _, amount, _ in scoring.final_awards(end):
            final_points[seat] += amount
        final = tuple(final_points)
    played = [sum(sum(step.points.get(s, (0, 0))) for step in steps) for s in seats]
    return OrderOutcome(
        steps=tuple(steps),
        points=tuple(played[s] + (final[s] if final else 0) for s in seats),
        final=final,
        home=tuple(sum(step.home.get(s, 0) for step in steps) for s in seats),
        stragglers=tuple(x for step in steps for x in step.stragglers),
    )
