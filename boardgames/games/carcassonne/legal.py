"""What is legal now and why not (spec sections 2-4, R20-R37): where the drawn tile may
go, which settler spots are free, which waiting feature may be scored, and the reason
for every illegal action.

The frontier (empty cells a tile may go to, with the edges their neighbours demand) is
kept up to date by ``effects.place``, so a late-game legality check costs a few
dictionary lookups.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import compress

from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import Action, Decision, IllegalAction, dispatch, turn_of
from boardgames.games.carcassonne.actions import (
    DRAW_TILE,
    SKIP_SETTLER,
    DeploySettler,
    PlaceTile,
    ScoreFeature,
    deploy_settler,
    place_tile,
    score_feature,
)
from boardgames.games.carcassonne.board import SIDES, Cell, Key, neighbour, opposite
from boardgames.games.carcassonne.data import GameData
from boardgames.games.carcassonne.state import DEPLOY, DRAW, OVER, PLACE, SCORE, State
from boardgames.games.carcassonne.text import edge_word, phase_reason

_, _n = game_text("carcassonne")

# Why a settler may not go on a feature that holds one, per feature kind.
HELD = {
    "town": N_("that town already has a settler (at ({col},{row}))"),
    "trail": N_("that trail already has a settler (at ({col},{row}))"),
    "plain": N_("that plain already has a settler (at ({col},{row}))"),
    "farm": N_("that farm already has a settler (at ({col},{row}))"),
}


def placement_problem(
    state: State, data: GameData, tile: str, col: int, row: int, rotation: int
) -> str | None:
    """Why tile ``tile`` may not go to (col, row) in this rotation (R23), or None."""
    if rotation not in (0, 1, 2, 3):
        return _("rotation must be 0 to 3 quarter turns, not {rotation}").format(
            rotation=rotation)
    cell = (col, row)
    if col < 0:
        return _("({col},{row}) is east of the coast, in the sea").format(col=col, row=row)
    if cell in data.start_cells:
        return _("({col},{row}) is a start space of the board").format(col=col, row=row)
    if cell in state.squares:
        return _("({col},{row}) is already occupied").format(col=col, row=row)
    if cell not in state.frontier:
        return _("({col},{row}) touches no square (corner contact does not count)").format(
            col=col, row=row)
    face = data.faces[tile, rotation]
    for side in range(4):
        other = neighbour(cell, side)
        square = state.squares.get(other)
        if square is None:
            continue
        theirs = data.faces[square].edges[opposite(side)]
        mine = face.edges[side]
        if mine != theirs:
            return _("side {side} would be {mine} but the neighbour at ({col},{row}) shows "
                     "{theirs}").format(side=SIDES[side], mine=edge_word(mine),
                                        col=other[0], row=other[1], theirs=edge_word(theirs))
    return None


def has_placement(state: State, data: GameData, tile: str) -> bool:
    table = data.fit_table(tile)
    return any(pattern in table for pattern in state.frontier.values())


def fitting_cells(state: State, data: GameData) -> dict[Cell, tuple[int, ...]]:
    """For the drawn tile: each cell where it fits, with the rotations that fit there."""
    if state.current_tile is None:
        return {}
    return {
        cell: fits
        for cell, pattern in state.frontier.items()
        if (fits := data.fits(state.current_tile, pattern))
    }


def free_segments(state: State, data: GameData) -> list[str]:
    """Segments of the tile placed this turn whose feature holds no settler (R30), in the
    tile's segment order (towns, trails, plains, farm)."""
    assert state.placed is not None
    col, row = state.placed
    held = {state.feature_of[key] for key in state.settlers}
    face = data.faces[state.squares[col, row]]
    return [s.id for s in face.segments if state.feature_of[col, row, s.id] not in held]


def waiting_by_anchor(state: State, anchor: Key) -> int | None:
    """The waiting feature named by ``anchor`` while the scoring order is chosen."""
    if state.phase != SCORE:
        return None
    for fid in state.waiting:
        if state.features[fid].anchor == anchor:
            return fid
    return None


# The PlaceTile actions of one cell for the rotations that fit there, by (col, row,
# rotations): frozen actions, so shared by every state and listing.
_CELL_ACTIONS: dict[tuple[int, int, tuple[int, ...]], tuple[PlaceTile, ...]] = {}


def _cell_actions(col: int, row: int, rotations: tuple[int, ...]) -> tuple[PlaceTile, ...]:
    found = _CELL_ACTIONS[col, row, rotations] = tuple(
        place_tile(col, row, rotation) for rotation in rotations)
    return found


def placements(state: State, data: GameData, tile: str) -> list[Action]:
    """Every legal PlaceTile of ``tile``, sorted by row, then col descending (screen
    reading order with the coast on the right), then rotation (R26). The frontier is read
    by C-level loops (late in a game it has some sixty cells, most of which do not fit);
    only the fitting cells are sorted, each bringing its rotations in increasing order."""
    frontier = state.frontier
    rotations = list(map(data.fit_table(tile).get, frontier.values()))
    cells = sorted([
        (row, -col, fits)
        for (col, row), fits in zip(compress(frontier, rotations), filter(None, rotations),
                                strict=True)
    ])
    known = _CELL_ACTIONS.get
    out: list[Action] = []
    for row, west, fits in cells:
        out.extend(known((-west, row, fits)) or _cell_actions(-west, row, fits))
    return out


def legal_actions(state: State, data: GameData, seat: int) -> list[Action]:
    if state.phase == OVER or seat != state.active:
        return []
    if state.phase == DRAW:
        return [DRAW_TILE]
    if state.phase == PLACE:
        assert state.current_tile is not None
        return placements(state, data, state.current_tile)
    if state.phase == DEPLOY:
        segments = free_segments(state, data)
        return [*map(deploy_settler, segments), SKIP_SETTLER]
    return [
        score_feature(c, r, s)
        for c, r, s in sorted(state.features[f].anchor for f in state.waiting)
    ]


def check(state: State, data: GameData, seat: int, action: Action,
          pending: Sequence[Decision]) -> None:
    """Raise IllegalAction with a clear reason unless ``action`` is legal for ``seat``."""
    turn_of(pending, seat, state.names)
    if action.kind != state.phase and not (
        state.phase == DEPLOY and action.kind == "skip_settler"
    ):
        raise IllegalAction(phase_reason(state.phase))
    dispatch(_CHECKS, action, state, data)


def _check_place(state: State, data: GameData, action: PlaceTile) -> None:
    assert state.current_tile is not None
    problem = placement_problem(
        state, data, state.current_tile, action.col, action.row, action.rotation
    )
    if problem:
        raise IllegalAction(problem)


def _check_deploy(state: State, data: GameData, action: DeploySettler) -> None:
    segment = action.segment
    if state.supply[state.active] < 1:
        raise IllegalAction(_("you have no settler left in supply"))
    assert state.placed is not None
    col, row = state.placed
    face = data.faces[state.squares[col, row]]
    if face.segment(segment) is None:
        names = ", ".join(s.id for s in face.segments)
        raise IllegalAction(_("{segment} is not a segment of the tile just placed ({names})")
                            .format(segment=segment, names=names))
    fid = state.feature_of[col, row, segment]
    holder = next((key for key in state.settlers if state.feature_of[key] == fid), None)
    if holder is not None:
        kind = state.features[fid].kind
        raise IllegalAction(_(HELD[kind]).format(col=holder[0], row=holder[1]))


def _check_score(state: State, data: GameData, action: ScoreFeature) -> None:
    anchor = (action.col, action.row, action.segment)
    if waiting_by_anchor(state, anchor) is None:
        raise IllegalAction(
            _("no feature anchored at ({col},{row}) {segment} is waiting to be scored").format(
                col=action.col, row=action.row, segment=action.segment))


def _no_check(state: State, data: GameData, action: Action) -> None:
    return None


_CHECKS: dict[str, Callable[..., None]] = {
    "draw_tile": _no_check,
    "place_tile": _check_place,
    "deploy_settler": _check_deploy,
    "skip_settler": _no_check,
    "score_feature": _check_score,
}
