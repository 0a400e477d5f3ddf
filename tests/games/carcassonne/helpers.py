"""The rule tests' builder (spec section 8.1) on a frozen copy of today's tile data."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from boardgames.core.rules import Action, Event
from boardgames.games.carcassonne import effects, legal
from boardgames.games.carcassonne import invariants as checks
from boardgames.games.carcassonne.actions import (
    DeploySettler,
    DrawTile,
    PlaceTile,
    ScoreFeature,
    SkipSettler,
)
from boardgames.games.carcassonne.data import is_start_square
from boardgames.games.carcassonne.rules import CarcassonneRules, Options
from boardgames.games.carcassonne.state import DRAW, PLACE, SETTLERS, State

FIXTURE = Path(__file__).parent / "fixtures" / "tiles_v1.json"
RULES = CarcassonneRules(FIXTURE)
DATA = RULES.data

__all__ = [
    "DATA",
    "RULES",
    "DeploySettler",
    "DrawTile",
    "PlaceTile",
    "ScoreFeature",
    "SkipSettler",
    "act",
    "build",
    "invariants",
    "score",
]


def build(
    players: tuple[str, ...] = ("Red", "Blue"),
    placements: tuple[tuple[str, int, tuple[int, int]], ...] = (),
    settlers: tuple[tuple[int, int, int, str], ...] = (),
    surveyors: tuple[int, int] = (0, 0),
    active: int = 0,
    current_tile: str | None = None,
    bag: dict[str, int] | None = None,
) -> State:
    """A position: ``placements`` are (tile, rotation, (col, row)) placed in order, each
    legal at its moment; ``settlers`` are (seat, col, row, segment) put directly."""
    state = RULES.setup(list(players), Options(first_player=active), random.Random(0))
    left = Counter(DATA.counts)
    for tile, rotation, (col, row) in placements:
        problem = legal.placement_problem(state, DATA, tile, col, row, rotation)
        assert problem is None, f"{tile} r{rotation} @({col},{row}): {problem}"
        left[tile] -= 1
        assert left[tile] >= 0, f"more {tile} tiles than the game has"
        effects.place(state, DATA, tile, (col, row), rotation)
    for seat, col, row, segment in settlers:
        key = (col, row, segment)
        square = state.squares[col, row]
        assert not is_start_square(square[0]) and DATA.faces[square].segment(segment)
        assert key not in state.settlers
        state.settlers[key] = seat
    on_map = Counter(state.settlers.values())
    state.supply = [SETTLERS - on_map[s] for s in range(len(players))]
    state.surveyors = surveyors
    if current_tile is not None:
        left[current_tile] -= 1
        state.current_tile = current_tile
        state.phase = PLACE
    else:
        state.phase = DRAW
    wanted = left if bag is None else Counter(bag)
    state.bag = {t: wanted[t] for t in DATA.tile_ids}
    state.last_placed = None
    invariants(state, full_bag=bag is None)
    return state


def invariants(state: State, full_bag: bool = True) -> None:
    """check_invariants; tests that shrink the bag skip the tile count (I2)."""
    if full_bag:
        RULES.check_invariants(state)
        return
    pending = RULES.pending(state)
    for part in (checks._settlers, checks._map, checks._features):
        part(state, DATA)
    checks._surveyors(state)
    checks._scores(state)
    checks._phases(state, pending)


def act(state: State, seat: int, action: Action, rng: random.Random | None = None) -> list[Event]:
    RULES.check(state, seat, action)
    return RULES.apply(state, seat, action, rng or random.Random(0))


def score(state: State, seat: int, category: str | None = None) -> int:
    if category is None:
        return state.total(seat)
    return state.scores[seat][category]
