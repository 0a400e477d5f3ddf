"""The fixed geometry of the New England board: cell names, the shapes a start tile can
take, and cell sets as bit masks for fast shape matching. The cells, their neighbours and
the coast come from the data file (``data()``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from boardgames.games.new_england.data import Cell, data


def cell_name(cell: Sequence[int]) -> str:
    """(row, col) as the board shows it: column letter + row number, (0, 0) = A1."""
    return f"{chr(ord('A') + cell[1])}{cell[0] + 1}"


def parse_cell(name: str) -> Cell:
    """The inverse of ``cell_name`` ("D4" -> (3, 3))."""
    name = name.strip().upper()
    return (int(name[1:]) - 1, ord(name[0]) - ord("A"))


def cells_text(cells: Iterable[Sequence[int]]) -> str:
    """ "A1, B1"."""
    return ", ".join(cell_name(c) for c in cells)


def normalised(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """A cell set as a shape: offsets from its top row and left column, row-major."""
    cells = list(cells)
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return tuple(sorted((r - top, c - left) for r, c in cells))


@cache
def start_tile_shapes() -> tuple[tuple[Cell, ...], ...]:
    """The shapes a start tile (two adjacent cells) can take on this board: lying and
    upright, as offsets from (0, 0)."""
    return tuple(sorted({normalised(pair) for pair in data().dominoes}))


# Cell sets as ints: cell (r, c) is bit r * _width() + c + _PAD. The rows are padded on
# both sides by the widest shape, so a shape shifted past an edge of the board lands on
# bits no cell ever sets (and so does one on a missing cell) instead of wrapping around.
_PAD = 3


@cache
def _width() -> int:
    return data().cols + 2 * _PAD


@cache
def cell_shifts() -> dict[Cell, int]:
    """The bit index of every land cell."""
    width = _width()
    return {(r, c): r * width + c + _PAD for r, c in data().land_cells}


@cache
def cell_bits() -> dict[Cell, int]:
    """One bit per land cell, so that a set of cells is an int."""
    return {cell: 1 << shift for cell, shift in cell_shifts().items()}


@cache
def shape_masks(card_id: str) -> tuple[tuple[int, tuple[Cell, ...]], ...]:
    """Each orientation of a land card's shape as (its mask with the first cell at bit
    0, its cells as offsets from the first cell); shift the mask by ``cell_shifts()[a]``
    for the placement whose first cell is ``a``."""
    width = _width()
    found = []
    for shape in data().card_orientations[card_id]:
        r0, c0 = shape[0]
        offsets = tuple((r - r0, c - c0) for r, c in shape)
        assert all(abs(dc) <= _PAD for _, dc in offsets), "a shape wider than the padding"
        found.append((sum(1 << (dr * width + dc) for dr, dc in offsets), offsets))
    return tuple(found)
