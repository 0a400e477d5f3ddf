"""The map: placement legality, placing with incremental feature merging, completions.

Features are kept as connected components: every placed segment starts its own feature
and is merged (smaller into larger) with the features it touches across the tile's
sides. The frontier (empty cells a tile may go to) is kept up to date the same way, so a
late-game legality check or completion test costs a few dictionary lookups.
"""

from __future__ import annotations

from boardgames.games.carcassonne.data import FARM, GameData
from boardgames.games.carcassonne.geometry import (
    AROUND,
    SIDE_LINKS,
    SIDES,
    Cell,
    Key,
    neighbour,
    opposite,
)
from boardgames.games.carcassonne.state import Feature, State

EDGE_NAMES = {"C": "town", "R": "trail", "F": "plain", "X": "coast"}
NO_NEIGHBOURS: tuple[str | None, ...] = (None, None, None, None)


def placement_problem(
    state: State, data: GameData, tile: str, col: int, row: int, rotation: int
) -> str | None:
    """Why tile ``tile`` may not go to (col, row) in this rotation (R23), or None."""
    if rotation not in (0, 1, 2, 3):
        return f"rotation must be 0 to 3 quarter turns, not {rotation}"
    cell = (col, row)
    if col < 0:
        return f"({col},{row}) is east of the coast, in the sea"
    if cell in data.start_cells:
        return f"({col},{row}) is a start space of the board"
    if cell in state.squares:
        return f"({col},{row}) is already occupied"
    if cell not in state.frontier:
        return f"({col},{row}) touches no square (corner contact does not count)"
    face = data.faces[tile, rotation]
    for side in range(4):
        other = neighbour(cell, side)
        square = state.squares.get(other)
        if square is None:
            continue
        theirs = data.faces[square].edges[opposite(side)]
        mine = face.edges[side]
        if mine != theirs:
            return (
                f"side {SIDES[side]} would be {EDGE_NAMES[mine]} but the neighbour at "
                f"({other[0]},{other[1]}) shows {EDGE_NAMES[theirs]}"
            )
    return None


def legal_placements(state: State, data: GameData, tile: str) -> list[tuple[int, int, int]]:
    """Every legal (col, row, rotation), sorted by row, then col descending (screen
    reading order with the coast on the right), then rotation (R26)."""
    return [(-west, row, rotation) for row, west, rotation in placement_keys(state, data, tile)]


def placement_keys(state: State, data: GameData, tile: str) -> list[tuple[int, int, int]]:
    """``legal_placements`` as sorted (row, -col, rotation): tuples that sort natively."""
    fits = data.fit_table(tile).get
    found = [
        (row, -col, rotation)
        for (col, row), pattern in state.frontier.items()
        for rotation in fits(pattern, ())
    ]
    found.sort()
    return found


def has_placement(state: State, data: GameData, tile: str) -> bool:
    table = data.fit_table(tile)
    return any(pattern in table for pattern in state.frontier.values())


def place(state: State, data: GameData, square: str, cell: Cell, rotation: int) -> None:
    """Put a square on the map (no legality check) and merge its segments into the
    features they touch."""
    face = data.faces[square, rotation]
    col, row = cell
    squares = state.squares
    features = state.features
    feature_of = state.feature_of
    squares[cell] = (square, rotation)
    fid = state.next_feature
    for seg in face.segments:
        key = (col, row, seg.id)
        features[fid] = Feature(
            seg.kind, [key], {cell}, len(seg.sides), seg.flags, seg.trading_posts, seg.animals
        )
        feature_of[key] = fid
        fid += 1
    state.next_feature = fid
    faces = data.faces
    side_segment = face.side_segment
    half_segment = face.half_segment
    edges = face.edges
    frontier = state.frontier
    frontier.pop(cell, None)
    for side, (dc, dr, back, halves) in enumerate(SIDE_LINKS):
        other_col, other_row = col + dc, row + dr
        theirs = squares.get((other_col, other_row))
        if theirs is None:
            if other_col >= 0:  # an empty cell on the map: it now needs this edge
                other = (other_col, other_row)
                pattern = list(frontier.get(other, NO_NEIGHBOURS))
                pattern[back] = edges[side]
                frontier[other] = tuple(pattern)
            continue
        their_face = faces[theirs]
        mine = side_segment[side]
        if mine is not None:
            joined = _merge(features, feature_of, (col, row, mine),
                            (other_col, other_row, their_face.side_segment[back]))
            features[joined].open -= 2  # both facing sides are closed now
        for half, their_half in halves:
            mine = half_segment[half]
            if mine is not None:
                _merge(features, feature_of, (col, row, mine),
                       (other_col, other_row, their_face.half_segment[their_half]))
    if col > state.westmost:
        state.westmost = col


def _merge(features: dict[int, Feature], feature_of: dict[Key, int], a_key: Key,
           b_key: Key) -> int:
    """Join the features of two segment instances; returns the surviving feature id."""
    a = feature_of[a_key]
    b = feature_of[b_key]
    if a == b:
        return a
    fa, fb = features[a], features[b]
    if len(fa.segments) < len(fb.segments):
        a, b, fa, fb = b, a, fb, fa
    for key in fb.segments:
        feature_of[key] = a
    fa.segments.extend(fb.segments)
    fa.squares |= fb.squares
    fa.open += fb.open
    fa.flags += fb.flags
    fa.trading_posts += fb.trading_posts
    fa.animals += fb.animals
    del features[b]
    return a


def occupied_around(state: State, cell: Cell) -> int:
    """How many of the eight cells around ``cell`` hold squares (farms, R18)."""
    col, row = cell
    return sum((col + dc, row + dr) in state.squares for dc, dr in AROUND)


def is_complete(state: State, feature: Feature) -> bool:
    if feature.kind in ("town", "trail"):
        return feature.open == 0
    if feature.kind == FARM:
        return occupied_around(state, feature.segments[0][:2]) == 8
    return False


def completed_by(state: State, data: GameData, cell: Cell) -> list[int]:
    """The completed set of a placement (R34): complete towns and trails through the
    tile, and complete farms on it or around it; sorted by anchor."""
    squares = state.squares
    faces = data.faces
    face = faces[squares[cell]]
    col, row = cell
    found: set[int] = set()
    for seg in face.segments:
        if seg.kind in ("town", "trail"):
            fid = state.feature_of[col, row, seg.id]
            if state.features[fid].open == 0:
                found.add(fid)
    for dc, dr in _HERE_AND_AROUND:
        other = (col + dc, row + dr)
        square = squares.get(other)
        if square is not None and faces[square].farm and occupied_around(state, other) == 8:
            found.add(state.feature_of[other[0], other[1], FARM])
    if len(found) < 2:
        return list(found)
    return sorted(found, key=lambda fid: state.features[fid].anchor)


_HERE_AND_AROUND = ((0, 0), *AROUND)


def occupied_features(state: State) -> dict[int, list[tuple[Key, int]]]:
    """Feature id -> the settlers on it (segment instance, seat)."""
    found: dict[int, list[tuple[Key, int]]] = {}
    for key, seat in state.settlers.items():
        found.setdefault(state.feature_of[key], []).append((key, seat))
    return found


def settlers_on(state: State, fid: int) -> list[tuple[Key, int]]:
    return [(key, seat) for key, seat in state.settlers.items() if state.feature_of[key] == fid]


def free_segments(state: State, data: GameData) -> list[str]:
    """Segments of the tile placed this turn whose feature holds no settler (R30), in the
    tile's segment order (towns, trails, plains, farm)."""
    col, row = state.placed
    held = {state.feature_of[key] for key in state.settlers}
    face = data.faces[state.squares[col, row]]
    return [s.id for s in face.segments if state.feature_of[col, row, s.id] not in held]
