"""What a seat sees: everything (spec section 7). The bag is an unordered multiset whose
counts are public, and each draw is decided at draw time, so nothing is redacted; a view
is an independent copy, so a screen or a bot may change it freely."""

from __future__ import annotations

import random

from boardgames.games.carcassonne.state import State


def view(state: State, seat: int | None) -> State:
    # State.clone is the hand-written copy: several times faster than core.plain.clone
    # on this state's many small tuples and dicts, and views are taken in the bot loop.
    return state.clone()


def sample_state(seen: State, seat: int, rng: random.Random) -> State:
    """A full state for the expert bot's search: a copy of the view, since nothing is
    hidden (spec section 7): the bag's counts are public and it has no order, every tile
    being drawn at draw time, so ``rng`` has nothing to choose."""
    return seen.clone()
