"""Carrying out actions (spec sections 2-4): drawing, placing with incremental feature
merging, deploying, and the scoring of the completed features of a turn.

A turn is: draw (chance) -> place -> optionally deploy one settler -> score the
completed features one at a time (the active player chooses the order while two or
more wait) -> next seat.

Features are kept as connected components: every placed segment starts its own feature
and is merged (smaller into larger) with the features it touches across the tile's
sides. The frontier (empty cells a tile may go to) is kept up to date the same way.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from boardgames.core.rules import Action, Event, dispatch
from boardgames.games.carcassonne import scoring
from boardgames.games.carcassonne.actions import DeploySettler, PlaceTile, ScoreFeature
from boardgames.games.carcassonne.board import AROUND, NO_NEIGHBOURS, SIDE_LINKS, Cell, Key
from boardgames.games.carcassonne.data import FARM, GameData
from boardgames.games.carcassonne.legal import free_segments, has_placement, waiting_by_anchor
from boardgames.games.carcassonne.state import DEPLOY, DRAW, OVER, PLACE, SCORE, Feature, State
from boardgames.games.carcassonne.text import MESSAGES, feature_params

# -- the map ------------------------------------------------------------------------------


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
                pattern = frontier.get(other, NO_NEIGHBOURS)
                frontier[other] = pattern[:back] + edges[side] + pattern[back + 1:]
            continue
        their_face = faces[theirs]
        mine = side_segment[side]
        if mine is not None:
            their_side = their_face.side_segment[back]
            assert their_side is not None
            joined = _merge(features, feature_of, (col, row, mine),
                            (other_col, other_row, their_side))
            features[joined].open -= 2  # both facing sides are closed now
        for half, their_half in halves:
            mine = half_segment[half]
            theirs_half = their_face.half_segment[their_half]
            if mine is not None and theirs_half is not None:
                _merge(features, feature_of, (col, row, mine),
                       (other_col, other_row, theirs_half))
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


_HERE_AND_AROUND = ((0, 0), *AROUND)


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
        if square is not None and faces[square].farm and state.occupied_around(other) == 8:
            found.add(state.feature_of[other[0], other[1], FARM])
    if len(found) < 2:
        return list(found)
    return sorted(found, key=lambda fid: state.features[fid].anchor)


# -- the actions --------------------------------------------------------------------------


def apply(state: State, data: GameData, seat: int, action: Action,
          rng: random.Random) -> list[Event]:
    """Carry out a checked action, mutating ``state``; return the log events."""
    return dispatch(_HANDLERS, action, state, data, seat, rng)


def _draw(state: State, data: GameData, seat: int, rng: random.Random,
          action: Action) -> list[Event]:
    """Draw until a tile fits somewhere (R20-R22); an empty bag ends the game (R52)."""
    events = []
    left = state.tiles_left
    while left:
        tile = _draw_one(state, data, rng, left)
        left -= 1
        if has_placement(state, data, tile):
            state.current_tile = tile
            state.phase = PLACE
            events.append(MESSAGES.event("draw", state.names, seat=seat, tile=tile, left=left))
            return events
        state.discarded.append(tile)
        events.append(MESSAGES.event("discard", state.names, seat=seat, tile=tile))
    events.append(MESSAGES.event("bag_empty", state.names))
    return events + _game_over(state)


def _place(state: State, data: GameData, seat: int, rng: random.Random,
           action: PlaceTile) -> list[Event]:
    tile = state.current_tile
    assert tile is not None
    cell = (action.col, action.row)
    place(state, data, tile, cell, action.rotation)
    state.current_tile = None
    state.placed = state.last_placed = cell
    state.tiles_placed[seat] += 1
    events = [MESSAGES.event("place", state.names, seat=seat, tile=tile, col=cell[0],
                             row=cell[1], rotation=action.rotation)]
    if state.supply[seat] and free_segments(state, data):
        state.phase = DEPLOY
        return events
    reason = "supply" if not state.supply[seat] else "segments"
    events.append(MESSAGES.event("no_settler", state.names, seat=seat, reason=reason))
    return events + _begin_scoring(state, data)


def _deploy(state: State, data: GameData, seat: int, rng: random.Random,
            action: DeploySettler) -> list[Event]:
    assert state.placed is not None
    key = (*state.placed, action.segment)
    state.settlers[key] = seat
    state.supply[seat] -= 1
    feature = state.feature_at(key)
    events = [MESSAGES.event("deploy", state.names, seat=seat, col=key[0], row=key[1],
                             segment=key[2], feature=feature_params(state, feature))]
    return events + _begin_scoring(state, data)


def _skip(state: State, data: GameData, seat: int, rng: random.Random,
          action: Action) -> list[Event]:
    return [MESSAGES.event("skip", state.names, seat=seat), *_begin_scoring(state, data)]


def _score(state: State, data: GameData, seat: int, rng: random.Random,
           action: ScoreFeature) -> list[Event]:
    fid = waiting_by_anchor(state, (action.col, action.row, action.segment))
    assert fid is not None
    state.waiting.remove(fid)
    return scoring.score_completed(state, fid) + _continue_scoring(state)


_HANDLERS: dict[str, Callable[..., list[Event]]] = {
    "draw_tile": _draw,
    "place_tile": _place,
    "deploy_settler": _deploy,
    "skip_settler": _skip,
    "score_feature": _score,
}


# -- the end of a turn --------------------------------------------------------------------


def _begin_scoring(state: State, data: GameData) -> list[Event]:
    """Collect the completed set (R34); features nobody holds are only logged (R36)."""
    assert state.placed is not None
    events = []
    completed = completed_by(state, data, state.placed)
    if not completed:  # most placements: no need to gather the held features
        return _continue_scoring(state)
    feature_of = state.feature_of
    held = {feature_of[key] for key in state.settlers}
    for fid in completed:
        if fid in held:
            state.waiting.append(fid)
        else:
            params = feature_params(state, state.features[fid])
            events.append(MESSAGES.event("complete_unheld", state.names, feature=params))
    return events + _continue_scoring(state)


def _continue_scoring(state: State) -> list[Event]:
    """Score waiting features until a choice is needed (R37) or none is left."""
    events: list[Event] = []
    while True:
        if state.waiting:  # (nothing to drop from an empty list)
            events += scoring.drop_unscorable(state)
        if len(state.waiting) >= 2:
            state.phase = SCORE
            return events
        if not state.waiting:
            return events + _end_turn(state)
        events += scoring.score_completed(state, state.waiting.pop())


def _end_turn(state: State) -> list[Event]:
    state.placed = None
    if not any(state.bag.values()):  # no tiles left
        return _game_over(state)
    state.active = (state.active + 1) % state.players
    state.phase = DRAW
    return []


def _game_over(state: State) -> list[Event]:
    state.phase = OVER
    state.current_tile = None
    state.placed = None
    return scoring.final_scoring(state)


def _draw_one(state: State, data: GameData, rng: random.Random, total: int) -> str:
    """Take one tile uniformly among the ``total`` remaining instances, listed in data
    order (R22)."""
    index = rng.randrange(total)
    bag = state.bag
    for tile in data.tile_ids:
        left = bag[tile]
        if index < left:
            bag[tile] = left - 1
            return tile
        index -= left
    raise AssertionError("the bag count is inconsistent")
