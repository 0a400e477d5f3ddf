"""The match state: plain dataclasses, nothing hidden (spec section 7).

The view of every seat is a copy of the whole state. A screen reads: ``squares`` (cell ->
square id and rotation; draw each with ``data.square_view``), ``settlers`` (segment
instance -> seat; the role follows the feature kind, trappers lie), ``surveyors``,
``frontier`` / ``legal.fitting_cells`` (where the drawn ``current_tile`` fits),
``placed`` / ``last_placed``, ``supply``, ``scores``, ``bag`` (counts left per tile id),
``discarded``, ``waiting`` (with ``summary.waiting_options``) and ``phase`` / ``active``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgames.core.i18n import N_
from boardgames.games.carcassonne.board import AROUND, Cell, Key

SETTLERS = 5  # per player in supply at the start; the sixth figure is the score marker
BONUS = 4  # points per surveyor in the column of a scoring settler (R43)

# Phases of a turn; each is the kind of the pending decision, "over" when the game ended.
DRAW, PLACE, DEPLOY, SCORE, OVER = (
    "draw_tile",
    "place_tile",
    "deploy_settler",
    "score_feature",
    "over",
)

# Score categories (spec section 5): key, label (translated where shown).
CATEGORIES = (
    ("trails", N_("Trails completed")),
    ("towns", N_("Towns completed")),
    ("farms", N_("Farms completed")),
    ("surveyor_bonus", N_("Surveyor bonus")),
    ("unfinished_trails", N_("Unfinished trails")),
    ("unfinished_towns", N_("Unfinished towns")),
    ("unfinished_farms", N_("Unfinished farms")),
    ("plains", N_("Plains (trappers)")),
)


@dataclass
class Feature:
    """A connected component of segments of one kind across squares, kept up to date as
    tiles are placed. ``open`` counts town/trail sides that face an empty cell (or the sea);
    for plains and farms it stays 0 and means nothing."""

    kind: str
    segments: list[Key]
    squares: set[Cell]
    open: int = 0
    flags: int = 0
    trading_posts: int = 0
    animals: int = 0

    def clone(self) -> Feature:
        return Feature(
            self.kind,
            list(self.segments),
            set(self.squares),
            self.open,
            self.flags,
            self.trading_posts,
            self.animals,
        )

    @property
    def anchor(self) -> Key:
        """The smallest segment instance (col, then row, then segment id): the name of the
        feature in ``ScoreFeature``."""
        return min(self.segments)


@dataclass
class State:
    names: list[str]
    active: int
    phase: str
    bag: dict[str, int]  # tile id -> copies left, unordered (draws happen at draw time)
    current_tile: str | None = None
    discarded: list[str] = field(default_factory=list)
    # cell -> (square id, rotation); start spaces are squares too (ids "start:<row>")
    squares: dict[Cell, tuple[str, int]] = field(default_factory=dict)
    # The empty cells a tile may go to (col >= 0, touching a square), each with the edge
    # types its neighbours demand per side N, E, S, W ("." no neighbour), e.g. "C.F.".
    frontier: dict[Cell, str] = field(default_factory=dict)
    westmost: int = 0  # the largest column holding a square
    features: dict[int, Feature] = field(default_factory=dict)
    feature_of: dict[Key, int] = field(default_factory=dict)
    next_feature: int = 0
    settlers: dict[Key, int] = field(default_factory=dict)  # segment instance -> seat
    supply: list[int] = field(default_factory=list)
    surveyors: tuple[int, int] = (0, 0)  # (east, west) columns, east <= west <= east + 1
    scores: list[dict[str, int]] = field(default_factory=list)
    # Every award ever made: (seat, category, points). Scores are its sums, and every
    # award is >= 0, which is how check_invariants knows scores only grow.
    awards: list[tuple[int, str, int]] = field(default_factory=list)
    placed: Cell | None = None  # the tile placed this turn (deployment happens there)
    last_placed: Cell | None = None  # the most recent placement, for the screen
    waiting: list[int] = field(default_factory=list)  # completed features to score
    tiles_placed: list[int] = field(default_factory=list)  # per seat, statistics
    settlers_lost: list[int] = field(default_factory=list)  # per seat, to the surveyors

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def tiles_left(self) -> int:
        return sum(self.bag.values())

    def feature_at(self, key: Key) -> Feature:
        return self.features[self.feature_of[key]]

    def total(self, seat: int) -> int:
        return sum(self.scores[seat].values())

    def settlers_on(self, fid: int) -> list[tuple[Key, int]]:
        """The settlers on feature ``fid``: (segment instance, seat)."""
        feature_of = self.feature_of
        return [(key, seat) for key, seat in self.settlers.items() if feature_of[key] == fid]

    def occupied_features(self) -> dict[int, list[tuple[Key, int]]]:
        """Feature id -> the settlers on it (segment instance, seat)."""
        found: dict[int, list[tuple[Key, int]]] = {}
        for key, seat in self.settlers.items():
            found.setdefault(self.feature_of[key], []).append((key, seat))
        return found

    def occupied_around(self, cell: Cell) -> int:
        """How many of the eight cells around ``cell`` hold squares (farms, R18)."""
        col, row = cell
        return sum((col + dc, row + dr) in self.squares for dc, dr in AROUND)

    def is_complete(self, feature: Feature) -> bool:
        if feature.kind in ("town", "trail"):
            return feature.open == 0
        if feature.kind == "farm":
            return self.occupied_around(feature.segments[0][:2]) == 8
        return False

    def endangered_columns(self) -> range:
        """Columns strictly east of both surveyors: standing settlers there go home at the
        next scoring (none once the game is over: no scoring comes any more)."""
        return range(0, 0 if self.phase == OVER else self.surveyors[0])

    def __deepcopy__(self, memo: dict[int, object]) -> State:
        return self.clone()

    def clone(self) -> State:
        """A full independent copy, much faster than a generic deep copy (views, bots)."""
        return State(
            names=list(self.names),
            active=self.active,
            phase=self.phase,
            bag=dict(self.bag),
            current_tile=self.current_tile,
            discarded=list(self.discarded),
            squares=dict(self.squares),
            frontier=dict(self.frontier),
            westmost=self.westmost,
            features={fid: f.clone() for fid, f in self.features.items()},
            feature_of=dict(self.feature_of),
            next_feature=self.next_feature,
            settlers=dict(self.settlers),
            supply=list(self.supply),
            surveyors=self.surveyors,
            scores=[dict(s) for s in self.scores],
            awards=list(self.awards),
            placed=self.placed,
            last_placed=self.last_placed,
            waiting=list(self.waiting),
            tiles_placed=list(self.tiles_placed),
            settlers_lost=list(self.settlers_lost),
        )
