"""The component data (tiles and the start board), validated and compiled for the engine.

Every tile property comes from the data file: the tile contents and the start board are
reconstructed and may be replaced by a transcription of the real artwork, so nothing of
them is written in code. ``data`` (the one loader) accepts another path so the rule tests can run on
a frozen copy.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from boardgames.games.carcassonne.board import (
    HALF_INDEX,
    HALVES,
    NO_EDGE,
    SIDE_INDEX,
    SIDES,
    rotate_half,
    rotate_side,
)
from boardgames.paths import data_file

GAME_ID = "carcassonne"
TILE_TYPES = 50
TILE_COUNT = 95
FARM = "farm"
# The settler role each feature kind gives (spec section 3): trappers lie on plains.
ROLES = {"town": "shopkeeper", "trail": "robber", "plain": "trapper", "farm": "farmer"}

SideName = Literal["N", "E", "S", "W"]
EdgeType = Literal["C", "R", "F", "X"]
HalfName = Literal["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"]
TrailEnd = Literal["crossing", "town", "farm", "coast"]


class Edges(BaseModel):
    N: EdgeType
    E: EdgeType
    S: EdgeType
    W: EdgeType

    def of(self, side: str) -> str:
        edge: str = getattr(self, side)
        return edge


class TownSpec(BaseModel):
    id: str
    edges: list[SideName] = Field(min_length=1)
    flags: int = Field(ge=0)


class TrailSpec(BaseModel):
    id: str
    edges: list[SideName] = Field(min_length=1, max_length=2)
    trading_posts: int = Field(ge=0)
    end: TrailEnd | None = None


class PlainSpec(BaseModel):
    id: str
    halves: list[HalfName] = Field(min_length=1)
    animals: int = Field(ge=0)


class SquareSpec(BaseModel):
    """What tiles and start spaces have in common."""

    provenance: dict[str, str]
    edges: Edges
    towns: list[TownSpec]
    trails: list[TrailSpec]
    plains: list[PlainSpec]
    description: str = ""

    @property
    def has_farm(self) -> bool:
        return False

    def check_integrity(self, name: str, start_space: bool) -> None:
        """Raise ValueError if this square breaks an integrity rule of spec section 0.3."""
        ids = [t.id for t in self.towns] + [t.id for t in self.trails] + [p.id for p in self.plains]
        if self.has_farm:
            ids.append(FARM)
        if len(ids) != len(set(ids)) or (not self.has_farm and FARM in ids):
            raise ValueError(f"{name}: segment ids must be unique ('farm' is reserved)")
        for side in SIDES:
            edge = self.edges.of(side)
            towns = sum(side in t.edges for t in self.towns)
            trails = sum(side in t.edges for t in self.trails)
            if (towns, trails) != ((1 if edge == "C" else 0), (1 if edge == "R" else 0)):
                raise ValueError(f"{name}: side {side} ({edge}) is not covered correctly")
            if edge == "X" and (not start_space or side != "E"):
                raise ValueError(f"{name}: only the east side of a start space is coast")
        if start_space and self.edges.E != "X":
            raise ValueError(f"{name}: the east side of a start space must be coast (X)")
        halves: Counter[str] = Counter(h for p in self.plains for h in p.halves)
        for half in HALVES:
            wanted = 1 if self.edges.of(half[0]) in ("F", "R") else 0
            if halves[half] != wanted:
                raise ValueError(f"{name}: half {half} is covered {halves[half]} times")
        for trail in self.trails:
            self._check_trail(name, trail, start_space)

    def _check_trail(self, name: str, trail: TrailSpec, start_space: bool) -> None:
        if len(set(trail.edges)) != len(trail.edges):
            raise ValueError(f"{name}: {trail.id} lists a side twice")
        if (len(trail.edges) == 1) != (trail.end is not None):
            raise ValueError(f"{name}: {trail.id} needs an end exactly when it has one side")
        if trail.end == "farm" and not self.has_farm:
            raise ValueError(f"{name}: {trail.id} ends at a farm the tile does not have")
        if trail.end == "town" and not self.towns:
            raise ValueError(f"{name}: {trail.id} ends at a town the tile does not have")
        if trail.end == "coast" and not start_space:
            raise ValueError(f"{name}: only start spaces have trails ending at the coast")
        area: dict[str, str] = {h: p.id for p in self.plains for h in p.halves}
        for side in trail.edges:
            joined = area[side + "L"] == area[side + "R"]
            if joined != (trail.end == "farm"):
                raise ValueError(f"{name}: the plain beside {trail.id} on {side} is split wrongly")


class TileType(SquareSpec):
    id: str
    count: int = Field(ge=1)
    farm: bool

    @property
    def has_farm(self) -> bool:
        return self.farm


class StartSpace(SquareSpec):
    row: int
    name: str | None = None


class StartBoard(BaseModel):
    provenance: dict[str, str]
    column: int
    rows: tuple[int, int]
    surveyor_start_column: int
    note: str = ""
    spaces: list[StartSpace]


class Totals(BaseModel):
    tile_types: int
    tiles: int
    farm_tiles: int
    tiles_with_town: int
    tiles_with_trail: int
    plain_only_tiles: int
    flags: int
    trading_posts: int
    animals: int


class DataFile(BaseModel):
    """The whole data file (schema version 1)."""

    schema_version: Literal[1]
    game_id: Literal["carcassonne"]
    title: str
    provenance: dict[str, str]
    totals: Totals
    tiles: list[TileType]
    start_board: StartBoard

    @model_validator(mode="after")
    def _integrity(self) -> DataFile:
        ids = [t.id for t in self.tiles]
        if len(ids) != TILE_TYPES or len(set(ids)) != TILE_TYPES:
            raise ValueError(f"expected {TILE_TYPES} distinct tile types, found {len(set(ids))}")
        if sum(t.count for t in self.tiles) != TILE_COUNT:
            raise ValueError(f"tile counts must sum to {TILE_COUNT}")
        for tile in self.tiles:
            tile.check_integrity(f"tile {tile.id}", start_space=False)
        board = self.start_board
        if board.column != 0 or board.surveyor_start_column != board.column:
            raise ValueError("the start board is column 0 and the surveyors start there")
        rows = [s.row for s in board.spaces]
        if rows != list(range(board.rows[0], board.rows[1] + 1)):
            raise ValueError("the start board needs one space per row, north to south")
        for space in board.spaces:
            space.check_integrity(f"start space {space.row}", start_space=True)
        for upper, lower in zip(board.spaces, board.spaces[1:], strict=False):
            if upper.edges.S != lower.edges.N:
                raise ValueError(f"start spaces {upper.row} and {lower.row} do not match")
        if self.totals != recount(self.tiles):
            raise ValueError(f"totals {self.totals} differ from the tiles: {recount(self.tiles)}")
        return self


def recount(tiles: list[TileType]) -> Totals:
    """The derived totals of a tile list (counting copies)."""

    def total(pred: Callable[[TileType], object]) -> int:
        return sum(t.count for t in tiles if pred(t))

    return Totals(
        tile_types=len(tiles),
        tiles=total(lambda t: True),
        farm_tiles=total(lambda t: t.farm),
        tiles_with_town=total(lambda t: t.towns),
        tiles_with_trail=total(lambda t: t.trails),
        plain_only_tiles=total(lambda t: not (t.towns or t.trails or t.farm)),
        flags=sum(t.count * sum(x.flags for x in t.towns) for t in tiles),
        trading_posts=sum(t.count * sum(x.trading_posts for x in t.trails) for t in tiles),
        animals=sum(t.count * sum(x.animals for x in t.plains) for t in tiles),
    )


# -- compiled form ----------------------------------------------------------------------


@dataclass(frozen=True)
class Segment:
    """One segment of a square in one rotation; sides and halves are rotated indexes."""

    id: str
    kind: str  # "town" | "trail" | "plain" | "farm"
    sides: tuple[int, ...] = ()
    halves: tuple[int, ...] = ()
    flags: int = 0
    trading_posts: int = 0
    animals: int = 0
    end: str | None = None


@dataclass(frozen=True)
class Face:
    """A square type in one rotation: what it shows on each side and which segment owns
    each side (towns, trails) and each half (plains)."""

    square: str
    rotation: int
    edges: tuple[str, str, str, str]
    segments: tuple[Segment, ...]
    side_segment: tuple[str | None, ...]
    half_segment: tuple[str | None, ...]
    farm: bool
    by_id: dict[str, Segment] = field(default_factory=dict, compare=False, repr=False)

    def segment(self, segment_id: str) -> Segment | None:
        return self.by_id.get(segment_id)


def start_square_id(row: int) -> str:
    """The square id of a start space (tile ids are letters, so these never collide)."""
    return f"start:{row}"


def is_start_square(square: str) -> bool:
    return square.startswith("start:")


def _compile(square: str, spec: SquareSpec, rotation: int) -> Face:
    def sides(names: Sequence[str]) -> tuple[int, ...]:
        return tuple(rotate_side(SIDE_INDEX[s], rotation) for s in names)

    segments: list[Segment] = [
        Segment(t.id, "town", sides=sides(t.edges), flags=t.flags) for t in spec.towns
    ]
    segments += [
        Segment(t.id, "trail", sides=sides(t.edges), trading_posts=t.trading_posts, end=t.end)
        for t in spec.trails
    ]
    segments += [
        Segment(
            p.id,
            "plain",
            halves=tuple(rotate_half(HALF_INDEX[h], rotation) for h in p.halves),
            animals=p.animals,
        )
        for p in spec.plains
    ]
    if spec.has_farm:
        segments.append(Segment(FARM, "farm"))
    edges = [""] * 4
    for name in SIDES:
        edges[rotate_side(SIDE_INDEX[name], rotation)] = spec.edges.of(name)
    side_segment: list[str | None] = [None] * 4
    half_segment: list[str | None] = [None] * 8
    for seg in segments:
        for side in seg.sides:
            side_segment[side] = seg.id
        for half in seg.halves:
            half_segment[half] = seg.id
    return Face(
        square=square,
        rotation=rotation,
        edges=(edges[0], edges[1], edges[2], edges[3]),
        segments=tuple(segments),
        side_segment=tuple(side_segment),
        half_segment=tuple(half_segment),
        farm=spec.has_farm,
        by_id={seg.id: seg for seg in segments},
    )


@dataclass(frozen=True)
class GameData:
    """The validated file plus lookup tables the engine and the screen use."""

    file: DataFile
    tile_ids: tuple[str, ...]  # data order A ... AX
    counts: dict[str, int]
    tiles: dict[str, TileType]
    faces: dict[tuple[str, int], Face]  # (square id, rotation) -> face
    start_cells: dict[tuple[int, int], str]  # cell -> start square id
    start_names: dict[int, str]  # row -> town name printed on the board
    surveyor_start: int
    # tile id -> every pattern the tile can meet (each rotation's edges with any sides
    # masked as "." (board.NO_EDGE)) -> the rotations that show it; built on a tile's
    # first ``fits``.
    _fits: dict[str, dict[str, tuple[int, ...]]] = field(
        default_factory=dict, compare=False, repr=False
    )

    def face(self, square: str, rotation: int) -> Face:
        return self.faces[square, rotation]

    def fits(self, tile: str, pattern: str) -> tuple[int, ...]:
        """The rotations in which ``tile`` shows the edge types ``pattern`` demands (per
        side N, E, S, W; "." = no neighbour there), in increasing order."""
        return self.fit_table(tile).get(pattern, ())

    def fit_table(self, tile: str) -> dict[str, tuple[int, ...]]:
        """``fits`` of one tile as a dict: pattern -> rotations (absent: none fits)."""
        table = self._fits.get(tile)
        if table is None:
            table = self._fits[tile] = self._fit_table(tile)
        return table

    def _fit_table(self, tile: str) -> dict[str, tuple[int, ...]]:
        found: dict[str, tuple[int, ...]] = {}
        for rotation in range(4):
            edges = self.faces[tile, rotation].edges
            for sides in itertools.product(*((edge, NO_EDGE) for edge in edges)):
                pattern = "".join(sides)
                found[pattern] = (*found.get(pattern, ()), rotation)
        return found


def build(file: DataFile) -> GameData:
    faces: dict[tuple[str, int], Face] = {}
    for tile in file.tiles:
        for rotation in range(4):
            faces[tile.id, rotation] = _compile(tile.id, tile, rotation)
    board = file.start_board
    start_cells = {}
    for space in board.spaces:
        square = start_square_id(space.row)
        faces[square, 0] = _compile(square, space, 0)
        start_cells[board.column, space.row] = square
    return GameData(
        file=file,
        tile_ids=tuple(t.id for t in file.tiles),
        counts={t.id: t.count for t in file.tiles},
        tiles={t.id: t for t in file.tiles},
        faces=faces,
        start_cells=start_cells,
        start_names={s.row: s.name for s in board.spaces if s.name},
        surveyor_start=board.surveyor_start_column,
    )


@functools.cache
def _load(path: str) -> GameData:
    return build(DataFile.model_validate_json(Path(path).read_text(encoding="utf-8")))


def data(path: str | Path | None = None) -> GameData:
    """The game data from ``path`` (default: the suite's assets/data/carcassonne.json),
    validated against every integrity rule; cached per path."""
    return _load(str(Path(path or data_file(GAME_ID)).resolve()))


# -- a square as the screen draws it ----------------------------------------------------


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


def square_view(game: GameData, square: str, rotation: int) -> SquareView:
    """Everything the 9x5 tile art (spec 9.2) needs about one square in one rotation."""
    face = game.faces[square, rotation]
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
        name = game.start_names.get(int(square.split(":")[1]))
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
