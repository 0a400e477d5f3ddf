"""What a placement would make of the features around it, without changing the state.

The bot asks this for every legal placement, so it mirrors ``board.place`` on small
summaries instead of copying and mutating the state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgames.games.carcassonne.data import Face, GameData
from boardgames.games.carcassonne.geometry import Cell, neighbour, opposite, touching_half
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


def preview(state: State, data: GameData, face: Face, cell: Cell) -> list[Group]:
    """The groups the tile's segments would form at ``cell`` (farms excluded: a farm
    never joins anything, and its completion depends only on the cells around it)."""
    root: dict[str, str] = {s.id: s.id for s in face.segments if s.kind != "farm"}

    def find(seg: str) -> str:
        while root[seg] != seg:
            seg = root[seg]
        return seg

    owner: dict[int, str] = {}  # existing feature -> a new segment joined to it
    closed: dict[str, int] = {}  # new segment -> town/trail sides it closes
    for side in range(4):
        other = neighbour(cell, side)
        square = state.squares.get(other)
        if square is None:
            continue
        their = data.faces[square]
        links = []
        mine = face.side_segment[side]
        if mine is not None:
            links.append((mine, their.side_segment[opposite(side)]))
            closed[mine] = closed.get(mine, 0) + 1
        for half in (2 * side, 2 * side + 1):
            mine = face.half_segment[half]
            if mine is not None:
                links.append((mine, their.half_segment[touching_half(half)]))
        for mine, theirs in links:
            fid = state.feature_of[other[0], other[1], theirs]
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
