"""Board geometry and placement legality (spec R9-R10, R23-R37), as pure functions of a
state or a view. The screen uses them for highlighting, the bot for planning."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

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
    d = data()
    occupied = state.cell_tile
    blocked: set[Cell] = set()
    for tile in state.tiles.values():
        if tile.is_start:
            for cell in tile.cells:
                blocked.update(d.neighbours[cell])
    free = [(a, b) for a, b in d.dominoes if a not in occupied and b not in occupied]
    legal = [(a, b) for a, b in free if a not in blocked and b not in blocked]
    if legal:
        return legal
    foreign = _foreign_neighbourhood(state, seat, land)
    return [(a, b) for a, b in free if a not in foreign and b not in foreign]


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
    nbrs = data().neighbours
    occupied = state.cell_tile
    candidates = {n for c in state.regions[seat][land] for n in nbrs[c] if n not in occupied}
    legal = []
    for cell in candidates:
        for n in nbrs[cell]:
            key = occupied.get(n)
            if key is not None:
                other = state.tiles[key]
                if other.land == land and other.owner != seat:
                    break
        else:
            legal.append(cell)
    legal.sort()
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
    if state.figure_supply.get(figure, 0) <= 0:
        return []
    targets = []
    for tile in eligible_tiles(state, seat):
        if figure == "ship" and not tile.coastal:
            continue
        if tile.figure is None or relocation_feasible(state, seat, (tile.key,)):
            targets.append(tile.key)
    return targets


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
    d = data()
    card = d.cards[card_id]
    tiles = state.tiles
    owner_of = state.cell_tile
    parcels = {c for c in state.regions[seat][card.land or ""] if not tiles[owner_of[c]].developed}
    if len(parcels) < card.parcels:
        return
    seen: set[tuple[Cell, ...]] = set()
    for shape in d.card_orientations[card_id]:
        r0, c0 = shape[0]
        for r, c in parcels:
            cells = tuple((r + dr - r0, c + dc - c0) for dr, dc in shape)
            if cells in seen or not all(x in parcels for x in cells):
                continue
            seen.add(cells)
            touched = {owner_of[x] for x in cells}
            if any(tiles[k].figure == "barn" for k in touched):
                continue
            if relocation_feasible(state, seat, touched):
                yield cells


def touched_tiles(state: NewEnglandState, cells: Iterable[Cell]) -> list[Cell]:
    """Keys of the tiles a development covers (a start tile counts whole)."""
    return sorted({state.cell_tile[c] for c in cells})


# -- usability (R20, R21) ------------------------------------------------------------------------


def card_usable(state: NewEnglandState, seat: int, card_id: str) -> bool:
    card = data().cards[card_id]
    if card.figure is not None:
        return bool(figure_targets(state, seat, card.figure))
    return next(_placements(state, seat, card_id), None) is not None


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
