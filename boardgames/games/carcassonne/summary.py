"""Facts for the screen beyond the view, worked out by the engine and changing nothing:

* what each settler spot and each waiting feature is worth now (``settler_options``,
  ``waiting_options``, ``feature_summary``) and everything about one cell (``inspect``);
* what each scoring order would do (``scoring_outcomes``, R37-R48, R51-R53). When a tile
  completes two or more features that hold settlers, the active player chooses the
  order, and it matters: every scoring moves a surveyor and then sends standing settlers
  east of both surveyors home, so a feature scored later may earn a bigger (or no)
  surveyor bonus, and a settler may go home unscored before its feature's turn comes.
  Every order is played on a copy with the engine's own scoring functions and its rule
  for what happens by itself (a single waiting feature is scored at once, one that lost
  all its settlers is dropped);
* the cells the other seats changed (``changed_cells``), the figures of a seat;
* the end of the game (spec section 5): the final scoring award by award and the
  statistics per seat.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from boardgames.core.rules import Action
from boardgames.games.carcassonne import scoring
from boardgames.games.carcassonne.actions import PlaceTile
from boardgames.games.carcassonne.board import Cell, Key
from boardgames.games.carcassonne.data import ROLES, GameData, SegmentView, SquareView, square_view
from boardgames.games.carcassonne.legal import fitting_cells, free_segments
from boardgames.games.carcassonne.state import BONUS, OVER, SCORE, State
from boardgames.games.carcassonne.text import describe_feature, feature_params, final_feature_text


@dataclass(frozen=True)
class FeatureSummary:
    kind: str
    anchor: Key
    squares: int
    open_sides: int  # towns and trails; sides facing an empty cell or the sea
    flags: int
    trading_posts: int
    animals: int
    farm_neighbours: int  # farms: occupied cells of the eight around it
    complete: bool
    settlers: dict[int, int]  # seat -> settlers on the feature
    value_if_completed: int  # during play (R39); for plains 0
    value_at_end: int  # as an unfinished feature (R53)
    text: str  # e.g. "town (3 squares, 1 flag)"


def feature_summary(state: State, key: Key) -> FeatureSummary:
    """The feature a segment instance belongs to, with what it is worth now."""
    feature = state.feature_at(key)
    counts = Counter(seat for _, seat in state.settlers_on(state.feature_of[key]))
    neighbours = state.occupied_around(key[:2]) if feature.kind == "farm" else 0
    return FeatureSummary(
        kind=feature.kind,
        anchor=feature.anchor,
        squares=len(feature.squares),
        open_sides=feature.open,
        flags=feature.flags,
        trading_posts=feature.trading_posts,
        animals=feature.animals,
        farm_neighbours=neighbours,
        complete=state.is_complete(feature),
        settlers=dict(sorted(counts.items())),
        value_if_completed=0 if feature.kind == "plain" else scoring.play_value(feature),
        value_at_end=scoring.end_value(state, feature),
        text=describe_feature(feature, final=True, state=state),
    )


@dataclass(frozen=True)
class SettlerOption:
    """A legal settler spot on the tile just placed (the deployment phase's list)."""

    segment: str
    role: str
    feature: FeatureSummary
    completes_now: bool  # scored at the end of this turn if the settler goes here
    points_now: int  # points it would score this turn (value + bonus), if it completes now
    surveyors_in_column: int  # 0, 1 or 2: +4 each when scored while they stand here
    east_of_surveyors: bool  # a standing settler here goes home at the next scoring


def settler_options(state: State, data: GameData) -> list[SettlerOption]:
    if state.placed is None or not state.supply[state.active]:
        return []
    col, row = state.placed
    east, west = state.surveyors
    in_column = (col == east) + (col == west)
    found = []
    for segment in free_segments(state, data):
        summary = feature_summary(state, (col, row, segment))
        completes = summary.complete and summary.kind != "plain"
        found.append(
            SettlerOption(
                segment=segment,
                role=ROLES[summary.kind],
                feature=summary,
                completes_now=completes,
                points_now=summary.value_if_completed + BONUS * in_column
                if completes
                else 0,
                surveyors_in_column=in_column,
                east_of_surveyors=col < east and summary.kind != "plain",
            )
        )
    return found


@dataclass(frozen=True)
class WaitingOption:
    """A completed feature waiting to be scored (the scoring-order phase's list)."""

    anchor: Key
    feature: FeatureSummary
    points: dict[int, int]  # seat -> points it would get now (value + surveyor bonus)


def waiting_options(state: State) -> list[WaitingOption]:
    found = []
    for fid in state.waiting:
        feature = state.features[fid]
        found.append(
            WaitingOption(
                anchor=feature.anchor,
                feature=feature_summary(state, feature.anchor),
                points=scoring.points_now(state, fid, state.settlers_on(fid)),
            )
        )
    return sorted(found, key=lambda w: w.anchor)




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
    if state.phase != SCORE:
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
            dropped = tuple(describe_feature(copy.features[f]) for f in waiting
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
    on = state.settlers_on(fid)
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
        text=describe_feature(feature),
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


@dataclass(frozen=True)
class FinalAward:
    seat: int
    points: int
    text: str  # "unfinished trail (3 squares)", "plain (4 animals)"


@dataclass(frozen=True)
class SeatStats:
    tiles_placed: int
    features_scored: int  # awards during play and at the end
    settlers_lost: int  # sent home by the surveyors
    trappers: int  # lying on the map at the end


def final_scoring(state: State) -> list[FinalAward]:
    """The awards of the final scoring (R53). The settlers stay on the map after the game
    (R56), so the awards can be worked out again from the finished state."""
    awards = []
    for seat, _, points, fid in scoring.final_awards(state):
        what = final_feature_text(feature_params(state, state.features[fid], final=True))
        awards.append(FinalAward(seat, points, what))
    return awards


def seat_stats(state: State) -> list[SeatStats]:
    trappers = [0] * state.players
    for key, seat in state.settlers.items():
        if state.feature_at(key).kind == "plain":
            trappers[seat] += 1
    scored = [0] * state.players
    for seat, category, points in state.awards:
        if points and category != "surveyor_bonus":  # the bonus comes with a scoring
            scored[seat] += 1
    return [SeatStats(
        tiles_placed=state.tiles_placed[s] if s < len(state.tiles_placed) else 0,
        features_scored=scored[s],
        settlers_lost=state.settlers_lost[s] if s < len(state.settlers_lost) else 0,
        trappers=trappers[s],
    ) for s in range(state.players)]


def changed_cells(actions: Iterable[Action]) -> set[Cell]:
    """The cells where ``actions`` placed tiles (a settler goes on the tile just placed,
    so its cell is among them)."""
    return {(a.col, a.row) for a in actions if isinstance(a, PlaceTile)}


@dataclass(frozen=True)
class SegmentFacts:
    segment: SegmentView
    feature: FeatureSummary
    holder: int | None  # the seat whose settler stands on this segment


@dataclass(frozen=True)
class Inspection:
    """Everything about one cell (the inspect key), for ``text.inspect_text``."""

    game: GameData
    names: tuple[str, ...]
    cell: Cell
    square: SquareView | None  # None: an empty cell
    tile: str | None  # the drawn tile
    fits: tuple[int, ...]  # empty cell: the rotations in which the drawn tile fits here
    frontier: bool  # empty cell: it touches a square
    endangered: bool  # east of both surveyors (standing settlers go home at a scoring)
    surveyors: bool  # a surveyor stands in this column (and scorings are still to come)
    segments: tuple[SegmentFacts, ...]


def inspect(view: State, game: GameData, cell: Cell) -> Inspection:
    col, row = cell
    square = view.squares.get(cell)
    sv = None if square is None else square_view(game, *square)
    over = view.phase == OVER
    parts: tuple[SegmentFacts, ...] = ()
    if sv is not None:
        parts = tuple(
            SegmentFacts(segment, feature_summary(view, (col, row, segment.id)),
                         view.settlers.get((col, row, segment.id)))
            for segment in sv.segments
        )
    return Inspection(
        game=game,
        names=tuple(view.names),
        cell=cell,
        square=sv,
        tile=view.current_tile,
        fits=fitting_cells(view, game).get(cell, ()) if sv is None else (),
        frontier=cell in view.frontier,
        endangered=col in view.endangered_columns(),
        surveyors=not over and col in view.surveyors,
        segments=parts,
    )


def endangered_columns(state: State) -> range:
    """Columns strictly east of both surveyors: standing settlers there go home at the
    next scoring (none after the game)."""
    return state.endangered_columns()


@dataclass(frozen=True)
class Figures:
    """A seat's settlers: in hand, standing on the map, lying as trappers."""

    supply: int
    standing: int
    trappers: int


def figures(view: State, seat: int) -> Figures:
    standing = trappers = 0
    for key, who in view.settlers.items():
        if who == seat:
            if ROLES[view.feature_at(key).kind] == "trapper":
                trappers += 1
            else:
                standing += 1
    return Figures(view.supply[seat], standing, trappers)
