"""The fixed geometry of the map (spec section 0.2): sides, half-edges, rotation and
neighbours of cells.

Sides are indexed N=0, E=1, S=2, W=3; half-edges 0..7 in clockwise order
NL NR EL ER SL SR WL WR, so half ``2*side + lr`` with lr 0 for L and 1 for R.
Cells are ``(col, row)``; columns count westward from the coast, rows southward.
"""

from __future__ import annotations

SIDES = ("N", "E", "S", "W")
HALVES = ("NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR")
SIDE_INDEX = {name: i for i, name in enumerate(SIDES)}
HALF_INDEX = {name: i for i, name in enumerate(HALVES)}

# (dcol, drow) of the neighbour across each side: north is row-1, west is col+1.
STEP = ((0, -1), (-1, 0), (0, 1), (1, 0))
# The eight cells around a square (used by farms).
AROUND = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))

Cell = tuple[int, int]
Key = tuple[int, int, str]  # a segment instance: (col, row, segment id)

EDGE_NAMES = {"C": "town", "R": "trail", "F": "plain", "X": "coast"}
# An empty cell's pattern: the edge type each neighbour demands per side N, E, S, W, as
# a four-letter string ("." where no neighbour is): strings keep their hash, and the
# frontier's patterns are looked up in the fit tables on every listing.
NO_EDGE = "."
NO_NEIGHBOURS = NO_EDGE * 4


def opposite(side: int) -> int:
    return (side + 2) % 4


def rotate_side(side: int, rotation: int) -> int:
    """The side a data side ends up on after ``rotation`` quarter turns clockwise."""
    return (side + rotation) % 4


def rotate_half(half: int, rotation: int) -> int:
    """Halves turn with their side and keep their L/R letter."""
    return (half + 2 * rotation) % 8


def touching_half(half: int) -> int:
    """The half of the neighbour across this half's side that it touches: xL meets
    opp(x)R and xR meets opp(x)L."""
    side, lr = divmod(half, 2)
    return 2 * opposite(side) + (1 - lr)


def neighbour(cell: Cell, side: int) -> Cell:
    dc, dr = STEP[side]
    return (cell[0] + dc, cell[1] + dr)


# Per side: the step to the neighbour, the neighbour's side facing back, and the two pairs
# (half, the neighbour's half it touches): what placing and previewing walk through.
SIDE_LINKS = tuple(
    (
        STEP[side][0],
        STEP[side][1],
        opposite(side),
        ((2 * side, touching_half(2 * side)), (2 * side + 1, touching_half(2 * side + 1))),
    )
    for side in range(4)
)
