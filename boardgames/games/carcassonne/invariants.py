"""Conservation laws of the state (spec section 4.10), asserted by the tests."""

from __future__ import annotations

from collections import Counter

from boardgames.core.rules import Decision
from boardgames.games.carcassonne.board import NO_EDGE, neighbour, opposite
from boardgames.games.carcassonne.data import GameData, is_start_square
from boardgames.games.carcassonne.state import (
    CATEGORIES,
    DEPLOY,
    DRAW,
    OVER,
    PLACE,
    SCORE,
    SETTLERS,
    State,
)


def check_invariants(state: State, data: GameData, pending: list[Decision]) -> None:
    _settlers(state, data)
    _tiles(state, data)
    _map(state, data)
    _features(state, data)
    _surveyors(state)
    _scores(state)
    _phases(state, pending)


def _settlers(state: State, data: GameData) -> None:
    on_map = Counter(state.settlers.values())
    for seat in range(state.players):
        assert state.supply[seat] >= 0, f"seat {seat} has a negative supply"
        assert state.supply[seat] + on_map[seat] == SETTLERS, f"seat {seat} lost a settler"
    for key, seat in state.settlers.items():
        square = state.squares.get(key[:2])
        assert square is not None, f"settler {key} stands on an empty cell"
        assert not is_start_square(square[0]), f"settler {key} stands on a start space"
        assert data.faces[square].segment(key[2]) is not None, f"settler {key} has no segment"
        assert 0 <= seat < state.players


def _tiles(state: State, data: GameData) -> None:
    counted = Counter(state.bag)
    counted.update(sq for sq, _ in state.squares.values() if not is_start_square(sq))
    counted.update(state.discarded)
    if state.current_tile is not None:
        counted[state.current_tile] += 1
    assert all(v >= 0 for v in state.bag.values()), "negative bag count"
    assert +counted == +Counter(data.counts), "tiles were created or lost"
    assert sum(counted.values()) == sum(data.counts.values())


def _map(state: State, data: GameData) -> None:
    for cell, start in data.start_cells.items():
        assert state.squares.get(cell) == (start, 0), f"start space {cell} is missing"
    frontier: dict[tuple[int, int], list[str]] = {}
    for cell, square in state.squares.items():
        assert cell[0] >= 0, f"square {cell} lies in the sea"
        if not is_start_square(square[0]):
            assert cell not in data.start_cells, f"tile on start space {cell}"
        face = data.faces[square]
        for side in range(4):
            other = neighbour(cell, side)
            theirs = state.squares.get(other)
            if theirs is None:
                if other[0] >= 0:
                    pattern = frontier.setdefault(other, [NO_EDGE] * 4)
                    pattern[opposite(side)] = face.edges[side]
                continue
            assert face.edges[side] == data.faces[theirs].edges[opposite(side)], (
                f"{cell} and {other} do not match"
            )
    assert {c: "".join(p) for c, p in frontier.items()} == state.frontier, "stale frontier"
    assert state.westmost == max(c for c, _ in state.squares), "westmost column is wrong"
    seen = {next(iter(state.squares))}
    todo = list(seen)
    while todo:
        cell = todo.pop()
        for side in range(4):
            other = neighbour(cell, side)
            if other in state.squares and other not in seen:
                seen.add(other)
                todo.append(other)
    assert len(seen) == len(state.squares), "the map is not edge-connected"


def _features(state: State, data: GameData) -> None:
    instances = 0
    for cell, square in state.squares.items():
        face = data.faces[square]
        for seg in face.segments:
            key = (cell[0], cell[1], seg.id)
            feature = state.features[state.feature_of[key]]
            assert feature.kind == seg.kind, f"{key} is in a {feature.kind}"
            instances += 1
    assert (
        instances == len(state.feature_of) == sum(len(f.segments) for f in state.features.values())
    ), "segment instances and features disagree"
    for fid, feature in state.features.items():
        assert all(state.feature_of[k] == fid for k in feature.segments)
        assert feature.squares == {k[:2] for k in feature.segments}
        open_sides = 0
        for col, row, seg_id in feature.segments:
            part = data.faces[state.squares[col, row]].segment(seg_id)
            assert part is not None, f"({col},{row}) has no segment {seg_id}"
            open_sides += sum(neighbour((col, row), s) not in state.squares for s in part.sides)
        assert feature.open == open_sides, f"feature {fid} has a wrong open-side count"


def _surveyors(state: State) -> None:
    east, west = state.surveyors
    assert 0 <= east <= west <= east + 1, f"surveyors {state.surveyors} are too far apart"
    assert west <= state.westmost, "a surveyor stands west of every square"


def _scores(state: State) -> None:
    keys = [key for key, _ in CATEGORIES]
    ledger: Counter[tuple[int, str]] = Counter()
    for seat, category, points in state.awards:
        assert points > 0, "an award lowered a score"
        ledger[seat, category] += points
    for seat in range(state.players):
        assert list(state.scores[seat]) == keys, "unknown score category"
        for key in keys:
            assert state.scores[seat][key] == ledger[seat, key], f"score {key} of {seat} drifted"


def _phases(state: State, pending: list[Decision]) -> None:
    if state.phase == OVER:
        assert not pending and state.current_tile is None
        assert not state.waiting and state.placed is None
    else:
        assert len(pending) == 1 and pending[0].seat == state.active
        assert pending[0].kind == state.phase
    assert (state.current_tile is not None) == (state.phase == PLACE)
    assert (state.placed is not None) == (state.phase in (DEPLOY, SCORE))
    assert (len(state.waiting) >= 2) == (state.phase == SCORE)
    if state.phase in (DRAW, PLACE, OVER):
        for key in state.settlers:
            feature = state.feature_at(key)
            assert not state.is_complete(feature), f"settler {key} on a complete feature"
