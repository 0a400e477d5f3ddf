"""The placement rules as the engine first wrote them: plain, slow and obviously right.

The engine now answers the same questions faster (``board.SeatFacts``: each fact of a
seat worked out once per listing, shapes as bit masks, relocation counted once); the
tests compare the two on many states, so a faster answer that drifts is caught."""

from __future__ import annotations

from boardgames.core.rules import Action
from boardgames.games.new_england import actions as A
from boardgames.games.new_england import legal as L
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.state import MOVABLE, NewEnglandState


def start_placements(state: NewEnglandState, seat: int, land: str) -> list[tuple[Cell, Cell]]:
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
    foreign: set[Cell] = set()
    for tile in state.tiles.values():
        if tile.land == land and tile.owner != seat:
            for cell in tile.cells:
                foreign.update(d.neighbours[cell])
    return [(a, b) for a, b in free if a not in foreign and b not in foreign]


def tile_cells(state: NewEnglandState, seat: int, land: str) -> list[Cell]:
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
    return sorted(legal)


def figure_targets(state: NewEnglandState, seat: int, figure: str) -> list[Cell]:
    if state.figure_supply.get(figure, 0) <= 0:
        return []
    targets = []
    for tile in L.eligible_tiles(state, seat):
        if figure == "ship" and not tile.coastal:
            continue
        if tile.figure is None or L.relocation_feasible(state, seat, (tile.key,)):
            targets.append(tile.key)
    return targets


def develop_placements(state: NewEnglandState, seat: int, card_id: str) -> list[tuple[Cell, ...]]:
    d = data()
    card = d.cards[card_id]
    tiles = state.tiles
    owner_of = state.cell_tile
    parcels = {c for c in state.regions[seat][card.land or ""] if not tiles[owner_of[c]].developed}
    if len(parcels) < card.parcels:
        return []
    found = set()
    for shape in d.card_orientations[card_id]:
        r0, c0 = shape[0]
        for r, c in parcels:
            cells = tuple((r + dr - r0, c + dc - c0) for dr, dc in shape)
            if not all(x in parcels for x in cells):
                continue
            touched = {owner_of[x] for x in cells}
            if any(tiles[k].figure == "barn" for k in touched):
                continue
            if L.relocation_feasible(state, seat, touched):
                found.add(cells)
    return sorted(found)


def card_usable(state: NewEnglandState, seat: int, card_id: str) -> bool:
    card = data().cards[card_id]
    if card.figure is not None:
        return bool(figure_targets(state, seat, card.figure))
    return bool(develop_placements(state, seat, card_id))


def move_destinations(state: NewEnglandState, seat: int, source: Cell) -> list[Cell]:
    tile = state.tiles[source]
    ship = tile.figure == "ship"
    return [
        t.key for t in L.eligible_tiles(state, seat) if t.figure is None and (not ship or t.coastal)
    ]


def turn_actions(state: NewEnglandState, seat: int) -> list[Action]:
    """The phase-3 turn's answers: buy_reason, usable_stored and move_destinations of
    every slot, barn and figure, one by one."""
    d = data()
    acts: list[Action] = []
    for slot in sorted(state.offer):
        item = state.offer[slot]
        if state.purchases >= d.max_purchases:
            continue
        if state.money[seat] < (state.discs[seat] or 0):
            continue
        if item.kind == "tile":
            ok = bool(tile_cells(state, seat, item.id))
        else:
            ok = card_usable(state, seat, item.id) or bool(L.empty_barns(state, seat))
        if ok:
            acts.append(A.Buy(slot=slot))
    for tile in L.own_tiles(state, seat):
        if tile.stored is not None and card_usable(state, seat, tile.stored):
            acts.append(A.PlayStored(barn=tile.key))
    acts.append(A.EndTurn())
    for tile in L.own_tiles(state, seat):
        if tile.figure in MOVABLE:
            acts.extend(
                A.MoveFigure(from_tile=tile.key, to_tile=dest)
                for dest in move_destinations(state, seat, tile.key)
            )
    return acts
