"""What a placement would make of the features around it, without changing the state.

The bot asks this for every legal placement, so it mirrors ``board.place`` on small
summaries instead of copying and mutating the state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgames.games.carcassonne.data import Face, GameData
from boardgames.games.carcassonne.geometry import SIDE_LINKS, Cell
from boardgames.games.carcassonne.state import State


@dataclass
class Group:
    """A feature as it would be after the placement: the new tile's segments in it and
    the existing features it would absorb."""

    kind: str
    segments: list[str] = field(default_factory=list)
    fids: set[int] = field(default_factory=set)
    squares: int = 0
    open: int = 0
    flags: int = 0
    trading_posts: int = 0
    animals: int = 0

    @property
    def complete(self) -> bool:
        return self.kind in ("town", "trail") and self.open == 0


# Per side of a cell: None (no square there), or the features of the neighbour's facing
# side segment (None for a plain side) and of its two touching halves (None where none).
Near = tuple[tuple[int | None, tuple[int | None, int | None]] | None, ...]


def neighbours(state: State, data: GameData, cell: Cell) -> Near:
    """What ``preview`` reads of the squares around ``cell``: the same for every tile and
    rotation tried there, so a caller trying several may work it out once."""
    squares = state.squares
    feature_of = state.feature_of
    col, row = cell
    found: list[tuple[int | None, tuple[int | None, int | None]] | None] = []
    for dc, dr, back, ((_, half_a), (_, half_b)) in SIDE_LINKS:
        other_col, other_row = col + dc, row + dr
        square = squares.get((other_col, other_row))
        if square is None:
            found.append(None)
            continue
        their = data.faces[square]
        segs = (their.side_segment[back], their.half_segment[half_a], their.half_segment[half_b])
        side, a, b = (None if seg is None else feature_of[other_col, other_row, seg]
                      for seg in segs)
        found.append((side, (a, b)))
    return tuple(found)


def preview(
    state: State, data: GameData, face: Face, cell: Cell, near: Near | None = None
) -> list[Group]:
    """The groups the tile's segments would form at ``cell`` (farms excluded: a farm
    never joins anything, and its completion depends only on the cells around it).
    ``near``: ``neighbours(state, data, cell)``, if the caller has it."""
    if near is None:
        near = neighbours(state, data, cell)
    root: dict[str, str] = {s.id: s.id for s in face.segments if s.kind != "farm"}

    def find(seg: str) -> str:
        while root[seg] != seg:
            seg = root[seg]
        return seg

    owner: dict[int, str] = {}  # existing feature -> a new segment joined to it
    closed: dict[str, int] = {}  # new segment -> town/trail sides it closes
    side_segment = face.side_segment
    half_segment = face.half_segment
    for side, (_, _, _, halves) in enumerate(SIDE_LINKS):
        there = near[side]
        if there is None:
            continue
        side_fid, half_fids = there
        links = []
        mine = side_segment[side]
        if mine is not None:
            links.append((mine, side_fid))
            closed[mine] = closed.get(mine, 0) + 1
        for (half, _), fid in zip(halves, half_fids, strict=True):
            mine = half_segment[half]
            if mine is not None:
                links.append((mine, fid))
        for mine, fid in links:
            if fid in owner:
                a, b = find(owner[fid]), find(mine)
                if a != b:
                    root[b] = a
            else:
                owner[fid] = mine
    groups: dict[str, Group] = {}
    for seg in face.segments:
        if seg.kind == "farm":
            continue
        group = groups.setdefault(find(seg.id), Group(seg.kind))
        group.segments.append(seg.id)
        group.open += len(seg.sides) - 2 * closed.get(seg.id, 0)
        group.flags += seg.flags
        group.trading_posts += seg.trading_posts
        group.animals += seg.animals
    for fid, seg_id in owner.items():
        group = groups[find(seg_id)]
        group.fids.add(fid)
        feature = state.features[fid]
        group.open += feature.open
        group.flags += feature.flags
        group.trading_posts += feature.trading_posts
        group.animals += feature.animals
    for group in groups.values():
        if not group.fids:
            group.squares = 1
        elif len(group.fids) == 1:
            squares = state.features[next(iter(group.fids))].squares
            group.squares = len(squares) + (cell not in squares)
        else:
            cells = {cell}
            for fid in group.fids:
                cells |= state.features[fid].squares
            group.squares = len(cells)
    return list(groups.values())
