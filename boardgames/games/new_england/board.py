"""Board geometry and placement legality (spec R9-R10, R23-R37), as pure functions of a
state or a view. The screen uses them for highlighting, the bot for planning."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache

from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.state import MOVABLE, NewEnglandState, Tile

Move = tuple[str, Cell, Cell]  # (figure kind, from tile key, to tile key)


def tile_at(state: NewEnglandState, cell: Cell) -> Tile | None:
    key = state.cell_tile.get(cell)
    return None if key is None else state.tiles[key]


def own_tiles(state: NewEnglandState, seat: int) -> list[Tile]:
    """The seat's tiles in key order."""
    tiles = state.tiles
    return [tiles[k] for k in state.owned[seat]]


def eligible_tiles(state: NewEnglandState, seat: int) -> list[Tile]:
    """Own tiles that are undeveloped and carry no barn, in key order."""
    tiles = state.tiles
    return [t for k in state.owned[seat] if not (t := tiles[k]).developed and t.figure != "barn"]


def empty_barns(state: NewEnglandState, seat: int) -> list[Cell]:
    return [t.key for t in own_tiles(state, seat) if t.figure == "barn" and t.stored is None]


# -- start tiles (R9, R10) ----------------------------------------------------------------


def start_placements(state: NewEnglandState, seat: int, land: str) -> list[tuple[Cell, Cell]]:
    """Legal cells for a start tile of ``land``: R9 (touching no start tile), or the R10
    fallback when R9 allows nothing."""
    dominoes = data().dominoes
    return [dominoes[i] for i in start_placement_indices(state, seat, land)]


def start_placement_indices(state: NewEnglandState, seat: int, land: str) -> list[int]:
    """``start_placements`` as indexes into ``data().dominoes`` (in that order)."""
    d = data()
    nbrs = d.neighbours
    occupied = state.cell_tile
    bad: set[Cell] = set(occupied)
    for tile in state.tiles.values():
        if tile.is_start:
            for cell in tile.cells:
                bad.update(nbrs[cell])
    dominoes = d.dominoes
    legal = [i for i, (a, b) in enumerate(dominoes) if a not in bad and b not in bad]
    if legal:
        return legal
    bad = _foreign_neighbourhood(state, seat, land)
    bad.update(occupied)
    return [i for i, (a, b) in enumerate(dominoes) if a not in bad and b not in bad]


def _foreign_neighbourhood(state: NewEnglandState, seat: int, land: str) -> set[Cell]:
    """Cells adjacent to another player's tile of ``land``."""
    d = data()
    cells: set[Cell] = set()
    for tile in state.tiles.values():
        if tile.land == land and tile.owner != seat:
            for cell in tile.cells:
                cells.update(d.neighbours[cell])
    return cells


# -- land tiles (R23-R25) ------------------------------------------------------------------


def tile_cells(state: NewEnglandState, seat: int, land: str) -> list[Cell]:
    """Cells where ``seat`` may place a tile of ``land`` (R23), sorted. Empty: blocked."""
    legal = _tile_cells(state, seat, land)
    legal.sort()
    return legal


def count_tile_cells(state: NewEnglandState, seat: int, land: str) -> int:
    """``len(tile_cells(...))``."""
    return len(_tile_cells(state, seat, land))


def has_tile_cell(state: NewEnglandState, seat: int, land: str) -> bool:
    """``bool(tile_cells(...))``, stopping at the first legal cell."""
    nbrs = data().neighbours
    occupied = state.cell_tile
    tiles = state.tiles
    seen: set[Cell] = set()
    for c in state.regions[seat][land]:
        for cell in nbrs[c]:
            if cell in occupied or cell in seen:
                continue
            seen.add(cell)
            for n in nbrs[cell]:
                key = occupied.get(n)
                if key is not None:
                    other = tiles[key]
                    if other.land == land and other.owner != seat:
                        break
            else:
                return True
    return False


def _tile_cells(state: NewEnglandState, seat: int, land: str) -> list[Cell]:
    """``tile_cells`` unsorted."""
    nbrs = data().neighbours
    occupied = state.cell_tile
    tiles = state.tiles
    candidates = {n for c in state.regions[seat][land] for n in nbrs[c] if n not in occupied}
    legal = []
    for cell in candidates:
        for n in nbrs[cell]:
            key = occupied.get(n)
            if key is not None:
                other = tiles[key]
                if other.land == land and other.owner != seat:
                    break
        else:
            legal.append(cell)
    return legal


# -- figures and relocation (R30-R35) --------------------------------------------------------


def relocation_feasible(state: NewEnglandState, seat: int, vacate: Iterable[Cell]) -> bool:
    """R33: can the seat's pilgrims and ships standing on the tiles ``vacate`` all be
    moved to its other eligible tiles (ships to coastal ones)?"""
    vacate = set(vacate)
    tiles = state.tiles
    if not any(tiles[k].figure in MOVABLE for k in vacate):
        return True
    rest = [t for t in eligible_tiles(state, seat) if t.key not in vacate]
    pilgrims = state.figures[seat]["pilgrim"]
    ships = state.figures[seat]["ship"]
    return pilgrims + ships <= len(rest) and ships <= sum(1 for t in rest if t.coastal)


def relocation_plan(state: NewEnglandState, seat: int, vacate: Iterable[Cell]) -> list[Move]:
    """R34: the moves that clear the seat's pilgrims and ships off ``vacate``, in order.
    Assumes ``relocation_feasible``."""
    vacate = set(vacate)
    tiles = state.tiles
    displaced = sorted(k for k in vacate if tiles[k].figure in MOVABLE)
    if not displaced:
        return []
    rest = [t for t in eligible_tiles(state, seat) if t.key not in vacate]
    coastal = {t.key: t.coastal for t in rest}
    keys = [t.key for t in rest]
    occupant = {t.key: t.figure for t in rest if t.figure is not None}
    moves: list[Move] = []

    def first(coast: bool, holding: str | None = None) -> Cell | None:
        return next((k for k in keys if coastal[k] == coast and occupant.get(k) == holding), None)

    for key in displaced:
        if tiles[key].figure != "ship":
            continue
        dest = first(True)
        if dest is None:
            dest = first(True, "pilgrim")
            assert dest is not None, "relocation is not feasible"
            spare = first(False)
            assert spare is not None, "relocation is not feasible"
            moves.append(("pilgrim", dest, spare))
            occupant[spare] = "pilgrim"
        moves.append(("ship", key, dest))
        occupant[dest] = "ship"
    for key in displaced:
        if tiles[key].figure != "pilgrim":
            continue
        dest = first(False)
        if dest is None:
            dest = first(True)
        assert dest is not None, "relocation is not feasible"
        moves.append(("pilgrim", key, dest))
        occupant[dest] = "pilgrim"
    return moves


def apply_moves(state: NewEnglandState, moves: list[Move]) -> None:
    for kind, src, dst in moves:
        state.tiles[src].figure = None
        state.tiles[dst].figure = kind


def figure_targets(state: NewEnglandState, seat: int, figure: str) -> list[Cell]:
    """Tile keys where a new ``figure`` may go (R30-R33, R37), relocation included."""
    return SeatFacts(state, seat).figure_targets(figure)


def move_destinations(state: NewEnglandState, seat: int, source: Cell) -> list[Cell]:
    """Where the seat's pilgrim or ship on tile ``source`` may move (R35)."""
    tile = state.tiles.get(source)
    if tile is None or tile.owner != seat or tile.figure not in MOVABLE:
        return []
    ship = tile.figure == "ship"
    return [
        t.key for t in eligible_tiles(state, seat) if t.figure is None and (not ship or t.coastal)
    ]


# -- development (R26-R28) ---------------------------------------------------------------------


def develop_placements(state: NewEnglandState, seat: int, card_id: str) -> list[tuple[Cell, ...]]:
    """Every legal placement of a land-development card, sorted: cell sets covering own
    undeveloped parcels of its type, in any orientation, touching no barn tile, whose
    pilgrims and ships can be relocated."""
    return sorted(_placements(state, seat, card_id))


def _placements(state: NewEnglandState, seat: int, card_id: str) -> Iterator[tuple[Cell, ...]]:
    """The legal placements of ``develop_placements``, unordered, lazily."""
    return SeatFacts(state, seat).placements(card_id)


def touched_tiles(state: NewEnglandState, cells: Iterable[Cell]) -> list[Cell]:
    """Keys of the tiles a development covers (a start tile counts whole)."""
    return sorted({state.cell_tile[c] for c in cells})


# -- usability (R20, R21) ------------------------------------------------------------------------


def card_usable(state: NewEnglandState, seat: int, card_id: str) -> bool:
    return SeatFacts(state, seat).card_usable(card_id)


def unusable_reason(state: NewEnglandState, seat: int, card_id: str) -> str:
    """Why a card cannot be played now (for IllegalAction texts)."""
    d = data()
    card = d.cards[card_id]
    if card.figure is not None:
        if state.figure_supply.get(card.figure, 0) <= 0:
            return f"no {card.figure} figure is left in the supply"
        if card.figure == "ship":
            return "no free undeveloped coastal tile for the ship"
        return f"no free undeveloped tile for the {card.figure}"
    land = d.land_names[card.land or ""]
    shape = d.raw.shapes[card.shape or ""].name
    return f"no undeveloped {land} parcels of yours form the shape ({shape})"


# -- one seat's facts, each worked out once ------------------------------------------------------


class SeatFacts:
    """What the placement rules ask about one seat on one unchanging state, each fact
    worked out when first asked and then kept: ``legal_actions`` asks about every offer
    slot and barn at once. Any change to the state makes it stale; build a new one."""

    def __init__(self, state: NewEnglandState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self._scanned = False
        self._parcels: dict[str, tuple[list[Cell], int]] = {}
        self._usable: dict[str, bool] = {}
        self._room: dict[str, bool] = {}

    def _scan(self) -> None:
        """One pass over the seat's tiles, in key order: the eligible ones, the stored
        cards, whether a barn is empty, and the pilgrims and ships."""
        tiles = self.state.tiles
        eligible: list[tuple[Cell, Tile]] = []
        stored: list[tuple[Cell, str]] = []
        movers: list[tuple[Cell, str]] = []
        empty_barn = False
        for key in self.state.owned[self.seat]:
            tile = tiles[key]
            figure = tile.figure
            if tile.stored is not None:
                stored.append((key, tile.stored))
            if figure == "barn":
                if tile.stored is None:
                    empty_barn = True
            else:
                if not tile.developed:
                    eligible.append((key, tile))
                if figure is not None:
                    movers.append((key, figure))
        self._eligible, self._stored, self._movers = eligible, stored, movers
        self._empty_barn = empty_barn
        self._scanned = True

    def eligible(self) -> list[tuple[Cell, Tile]]:
        """(key, tile) of ``eligible_tiles``, in key order."""
        if not self._scanned:
            self._scan()
        return self._eligible

    def stored(self) -> list[tuple[Cell, str]]:
        """``legality.stored_cards``: (tile key, card id) of every stored card."""
        if not self._scanned:
            self._scan()
        return self._stored

    def empty_barn(self) -> bool:
        """``bool(empty_barns(state, seat))``."""
        if not self._scanned:
            self._scan()
        return self._empty_barn

    def has_tile_cell(self, land: str) -> bool:
        """``bool(tile_cells(state, seat, land))``."""
        ok = self._room.get(land)
        if ok is None:
            ok = self._room[land] = has_tile_cell(self.state, self.seat, land)
        return ok

    def card_usable(self, card_id: str) -> bool:
        ok = self._usable.get(card_id)
        if ok is None:
            card = data().cards[card_id]
            if card.figure is not None:
                ok = self.has_figure_target(card.figure)
            else:
                ok = next(self.placements(card_id), None) is not None
            self._usable[card_id] = ok
        return ok

    def _relocation(self) -> tuple[int, int, int, int]:
        """(eligible tiles, coastal ones, the seat's ships, its pilgrims and ships)."""
        eligible = self.eligible()
        counts = self.state.figures[self.seat]
        ships = counts["ship"]
        coast = sum(1 for _, t in eligible if t.coastal)
        return len(eligible), coast, ships, counts["pilgrim"] + ships

    def figure_targets(self, figure: str) -> list[Cell]:
        """See ``figure_targets``."""
        if self.state.figure_supply.get(figure, 0) <= 0:
            return []
        # R33 for one occupied tile: the seat's pilgrims and ships must fit on the others
        room, coast, ships, movers = self._relocation()
        ship = figure == "ship"
        targets = []
        for key, tile in self.eligible():
            if ship and not tile.coastal:
                continue
            # an eligible tile carries no barn, so any figure on it is a pilgrim or a ship
            if tile.figure is None or (movers <= room - 1 and ships <= coast - tile.coastal):
                targets.append(key)
        return targets

    def has_figure_target(self, figure: str) -> bool:
        """``bool(figure_targets(figure))``, stopping at a free tile."""
        if self.state.figure_supply.get(figure, 0) <= 0:
            return False
        ship = figure == "ship"
        for _, tile in self.eligible():
            if tile.figure is None and (tile.coastal or not ship):
                return True
        return bool(self.figure_targets(figure))

    def moves(self) -> list[tuple[Cell, Cell]]:
        """(from, to) of every move of the seat's pilgrims and ships (R35): by source
        tile in key order, then ``move_destinations`` of each."""
        eligible = self.eligible()
        movers = self._movers
        if not movers:
            return []
        free = [k for k, t in eligible if t.figure is None]
        if not free:
            return []
        coastal = [k for k, t in eligible if t.figure is None and t.coastal]
        moves = []
        for key, figure in movers:
            if figure == "pilgrim":
                moves.extend((key, dest) for dest in free)
            elif figure == "ship":
                moves.extend((key, dest) for dest in coastal)
        return moves

    def parcels(self, land: str) -> tuple[list[Cell], int]:
        """The seat's undeveloped parcels of ``land``, as a list and as a mask."""
        found = self._parcels.get(land)
        if found is None:
            state = self.state
            tiles, owner_of = state.tiles, state.cell_tile
            cells = [c for c in state.regions[self.seat][land] if not tiles[owner_of[c]].developed]
            bit = cell_bits()
            mask = 0
            for cell in cells:
                mask |= bit[cell]
            found = self._parcels[land] = (cells, mask)
        return found

    def placements(self, card_id: str) -> Iterator[tuple[Cell, ...]]:
        """The legal placements of ``develop_placements``, unordered, lazily."""
        card = data().cards[card_id]
        parcels, have = self.parcels(card.land or "")
        if len(parcels) < card.parcels:
            return
        state = self.state
        tiles, owner_of = state.tiles, state.cell_tile
        coastal: dict[Cell, bool] | None = None
        shift = cell_shifts()
        shapes = shape_masks(card_id)
        for anchor in parcels:
            at = shift[anchor]
            for origin_mask, offsets in shapes:
                mask = origin_mask << at
                if mask & have != mask:
                    continue
                r, c = anchor
                cells = tuple((r + dr, c + dc) for dr, dc in offsets)
                touched = {owner_of[x] for x in cells}
                figures = [tiles[k].figure for k in touched]
                if "barn" in figures:
                    continue
                if "pilgrim" not in figures and "ship" not in figures:
                    yield cells
                    continue
                # R33 (relocation_feasible), with the eligible tiles counted once
                if coastal is None:
                    coastal = {k: t.coastal for k, t in self.eligible()}
                    counts = state.figures[self.seat]
                    ships = counts["ship"]
                    movers = counts["pilgrim"] + ships
                    room = len(coastal)
                    coast = sum(coastal.values())
                lost = [coastal[k] for k in touched if k in coastal]
                if movers <= room - len(lost) and ships <= coast - sum(lost):
                    yield cells


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
