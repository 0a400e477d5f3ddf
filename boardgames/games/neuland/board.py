"""Hex geometry of the Neuland map and its two layouts (spec 2.2).

Axial (q, r) coordinates of pointy-top hexes; the 19 cells with max(|q|, |r|, |q+r|) <= 2.
"""

from __future__ import annotations

import random
from functools import cache

from boardgames.games.neuland.data import NeulandData

Hex = tuple[int, int]
Spot = tuple[int, int, int]

RADIUS = 2
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (-1, 0), (0, -1), (1, -1), (0, 1), (-1, 1))


@cache
def cells() -> tuple[Hex, ...]:
    """All map cells in reading order (by r, then q)."""
    out = [
        (q, r)
        for r in range(-RADIUS, RADIUS + 1)
        for q in range(-RADIUS, RADIUS + 1)
        if abs(q + r) <= RADIUS
    ]
    return tuple(out)


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


@cache
def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The map cells next to ``h`` (fewer than six at the edge)."""
    inside = set(cells())
    return tuple(
        (h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS if (h[0] + dq, h[1] + dr) in inside
    )


def reading_key(spot: Spot) -> tuple[int, int, int]:
    """Sort key of a spot in reading order: r, then q, then slot."""
    return (spot[1], spot[0], spot[2])


def fmt_hex(h: Hex) -> str:
    return f"({h[0]},{h[1]})"


# -- layouts -----------------------------------------------------------------------------


def beginner_layout(d: NeulandData) -> dict[Hex, tuple[str, str]]:
    """{hex: (terrain, piece id)} from the data's beginner layout."""
    out: dict[Hex, tuple[str, str]] = {}
    for piece in d.map.layouts["beginner"].pieces:
        for h in piece.hexes:
            out[(h.q, h.r)] = (h.terrain, piece.piece)
    return out


def random_layout(d: NeulandData, rng: random.Random) -> dict[Hex, tuple[str, str]]:
    """A random hexagon of the data's pieces, every choice through ``rng`` (spec 2.2)."""
    order = list(cells())
    candidates = order[:]
    rng.shuffle(candidates)
    dominoes: list[tuple[Hex, Hex]] | None = None
    single: Hex | None = None
    for cell in candidates:
        dominoes = _tile_dominoes([c for c in order if c != cell], rng)
        if dominoes is not None:
            single = cell
            break
    if dominoes is None or single is None:
        raise ValueError("the map cannot be tiled with the data's pieces")
    doubles = [pt for pt in d.map.piece_types if len(pt.terrains) == 2 for _ in range(pt.count)]
    singles = [pt for pt in d.map.piece_types if len(pt.terrains) == 1]
    rng.shuffle(doubles)
    out: dict[Hex, tuple[str, str]] = {single: (singles[0].terrains[0], "P0")}
    for i, (piece, (a, b)) in enumerate(zip(doubles, dominoes, strict=True)):
        first, second = piece.terrains
        if rng.random() >= 0.5:
            first, second = second, first
        out[a] = (first, f"P{i + 1}")
        out[b] = (second, f"P{i + 1}")
    return out


def _tile_dominoes(free: list[Hex], rng: random.Random) -> list[tuple[Hex, Hex]] | None:
    """Cover ``free`` (in reading order) with dominoes by backtracking, extending from the
    first uncovered cell and trying its uncovered neighbours in a shuffled order."""
    uncovered = set(free)
    found: list[tuple[Hex, Hex]] = []

    def first_uncovered() -> Hex | None:
        return next((c for c in free if c in uncovered), None)

    def solve() -> bool:
        cell = first_uncovered()
        if cell is None:
            return True
        options = [n for n in neighbours(cell) if n in uncovered]
        rng.shuffle(options)
        uncovered.discard(cell)
        for other in options:
            uncovered.discard(other)
            found.append((cell, other))  # other follows cell in reading order
            if solve():
                return True
            found.pop()
            uncovered.add(other)
        uncovered.add(cell)
        return False

    return found if solve() else None
