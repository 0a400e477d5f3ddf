"""Pure read-only helpers for the screen (and the inspect key): what a square shows, where
the drawn tile fits, what each settler spot or waiting feature is worth right now."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from boardgames.games.carcassonne import board, scoring
from boardgames.games.carcassonne.data import GameData, is_start_square
from boardgames.games.carcassonne.geometry import HALVES, SIDES, Cell, Key
from boardgames.games.carcassonne.state import ROLES, State


@dataclass(frozen=True)
class SegmentView:
    """One segment of a square as it lies on the map (sides and halves rotated)."""

    id: str
    kind: str  # "town" | "trail" | "plain" | "farm"
    role: str  # the settler role it gives: shopkeeper, robber, trapper, farmer
    sides: tuple[str, ...]  # "N", "E", ... (towns, trails)
    halves: tuple[str, ...]  # "NL", "NR", ... clockwise (plains)
    flags: int
    trading_posts: int
    animals: int
    end: str | None  # one-side trails: "crossing", "town", "farm" or "coast"


@dataclass(frozen=True)
class SquareView:
    square: str  # tile id, or "start:<row>" for a start space
    rotation: int
    edges: tuple[str, str, str, str]  # edge types on N, E, S, W: C, R, F or X
    farm: bool
    crossing: bool  # three or four trail ends meet in the centre
    start_space: bool
    name: str | None  # the town printed on a start space
    segments: tuple[SegmentView, ...]


def square_view(data: GameData, square: str, rotation: int) -> SquareView:
    """Everything the 9x5 tile art (spec 9.2) needs about one square in one rotation."""
    face = data.faces[square, rotation]
    segments = tuple(
        SegmentView(
            id=s.id,
            kind=s.kind,
            role=ROLES[s.kind],
            sides=tuple(SIDES[i] for i in sorted(s.sides)),
            halves=tuple(HALVES[i] for i in sorted(s.halves)),
            flags=s.flags,
            trading_posts=s.trading_posts,
            animals=s.animals,
            end=s.end,
        )
        for s in face.segments
    )
    start = is_start_square(square)
    name = None
    if start:
        name = data.start_names.get(int(square.split(":")[1]))
    return SquareView(
        square=square,
        rotation=rotation,
        edges=face.edges,
        farm=face.farm,
        crossing=sum(s.end == "crossing" for s in face.segments) >= 3,
        start_space=start,
        name=name,
        segments=segments,
    )


def describe_tile(data: GameData, tile: str, rotation: int) -> str:
    """A one-line description of a tile as rotated, e.g. "town on E+S; trail N-W"."""
    view = square_view(data, tile, rotation)
    parts = []
    arms = []
    for seg in view.segments:
        posts = seg.trading_posts
        post = f" with {posts} trading post{'s' * (posts != 1)}" if posts else ""
        if seg.kind == "town":
            flag = f" with {seg.flags} flag{'s' * (seg.flags != 1)}" if seg.flags else ""
            parts.append(f"town on {'+'.join(seg.sides)}{flag}")
        elif seg.kind == "trail" and seg.end == "crossing":
            arms.append(f"{seg.sides[0]}{post}")
        elif seg.kind == "trail" and seg.end:
            parts.append(f"trail from {seg.sides[0]} to the {seg.end}{post}")
        elif seg.kind == "trail":
            parts.append(f"trail {'-'.join(seg.sides)}{post}")
    if arms:
        parts.append(f"crossing of trails {', '.join(arms)}")
    if view.farm:
        parts.append("farm")
    animals = sum(s.animals for s in view.segments)
    if animals:
        parts.append(f"{animals} animal{'s' * (animals != 1)}")
    if not (view.farm or any(s.kind in ("town", "trail") for s in view.segments)):
        parts.insert(0, "plain")
    return "; ".join(parts)


def fitting_cells(state: State, data: GameData) -> dict[Cell, tuple[int, ...]]:
    """For the drawn tile: each cell where it fits, with the rotations that fit there."""
    if state.current_tile is None:
        return {}
    return {
        cell: fits
        for cell, pattern in state.frontier.items()
        if (fits := data.fits(state.current_tile, pattern))
    }


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
    counts = Counter(seat for _, seat in board.settlers_on(state, state.feature_of[key]))
    neighbours = board.occupied_around(state, key[:2]) if feature.kind == "farm" else 0
    return FeatureSummary(
        kind=feature.kind,
        anchor=feature.anchor,
        squares=len(feature.squares),
        open_sides=feature.open,
        flags=feature.flags,
        trading_posts=feature.trading_posts,
        animals=feature.animals,
        farm_neighbours=neighbours,
        complete=board.is_complete(state, feature),
        settlers=dict(sorted(counts.items())),
        value_if_completed=0 if feature.kind == "plain" else scoring.play_value(feature),
        value_at_end=scoring.end_value(state, feature),
        text=scoring.describe_feature(feature, final=True, state=state),
    )


@dataclass(frozen=True)
class SettlerOption:
    """A legal settler spot on the tile just placed (the deployment step's list)."""

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
    for segment in board.free_segments(state, data):
        summary = feature_summary(state, (col, row, segment))
        completes = summary.complete and summary.kind != "plain"
        found.append(
            SettlerOption(
                segment=segment,
                role=ROLES[summary.kind],
                feature=summary,
                completes_now=completes,
                points_now=summary.value_if_completed + scoring.BONUS * in_column
                if completes
                else 0,
                surveyors_in_column=in_column,
                east_of_surveyors=col < east and summary.kind != "plain",
            )
        )
    return found


@dataclass(frozen=True)
class WaitingOption:
    """A completed feature waiting to be scored (the scoring-order step's list)."""

    anchor: Key
    feature: FeatureSummary
    points: dict[int, int]  # seat -> points it would get now (value + surveyor bonus)


def waiting_options(state: State) -> list[WaitingOption]:
    found = []
    for fid in state.waiting:
        feature = state.features[fid]
        on = board.settlers_on(state, fid)
        scorers = scoring.majority([seat for _, seat in on])
        bonus = scoring.surveyor_bonus(on, scorers, state.surveyors)
        value = scoring.play_value(feature)
        found.append(
            WaitingOption(
                anchor=feature.anchor,
                feature=feature_summary(state, feature.anchor),
                points={seat: value + bonus[seat] for seat in scorers},
            )
        )
    return sorted(found, key=lambda w: w.anchor)


def endangered_columns(state: State) -> range:
    """Columns strictly east of both surveyors: standing settlers there go home at the
    next scoring."""
    return range(0, state.surveyors[0])
