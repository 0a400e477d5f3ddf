"""Conservation laws and board invariants (spec R7 and TC-E20), asserted by the tests."""

from __future__ import annotations

from collections import Counter

from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.state import FIGURES, NewEnglandState


def _connected(cells: set[Cell]) -> bool:
    if not cells:
        return True
    nbrs = data().neighbours
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        for n in nbrs[todo.pop()]:
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == cells


def check_invariants(state: NewEnglandState) -> None:
    d = data()
    n = state.players
    # the cell index and the regions agree with the tiles
    covered = {c: t.key for t in state.tiles.values() for c in t.cells}
    assert covered == state.cell_tile, "cell index out of date"
    assert all(c in d.land_cells for c in covered), "a tile lies off the land"
    for key, tile in state.tiles.items():
        assert key == tile.key and list(tile.cells) == sorted(tile.cells)
        assert tile.coastal == any(c in d.coastal for c in tile.cells)
    for seat in range(n):
        keys = sorted(k for k, t in state.tiles.items() if t.owner == seat)
        assert state.owned[seat] == keys, "tile index out of date"
    for seat in range(n):
        for land in d.lands:
            cells = {
                c
                for t in state.tiles.values()
                if (t.owner, t.land) == (seat, land)
                for c in t.cells
            }
            assert cells == set(state.regions[seat][land]), "region index out of date"
            assert _connected(cells), f"seat {seat}'s {land} region is split"
            for c in cells:
                for nb in d.neighbours[c]:
                    other = state.tiles.get(state.cell_tile.get(nb, (-1, -1)))
                    assert not (other and other.land == land and other.owner != seat), (
                        f"{land} regions of seats {seat} and {other.owner} touch"
                    )
    # figures
    on_board = [dict.fromkeys(FIGURES, 0) for _ in range(n)]
    stored = 0
    for tile in state.tiles.values():
        if tile.figure is not None:
            assert not tile.developed, "a figure stands on a developed tile"
            on_board[tile.owner][tile.figure] += 1
            if tile.figure == "ship":
                assert tile.coastal, "a ship stands inland"
        if tile.stored is not None:
            assert tile.figure == "barn", "a card is stored without a barn"
            stored += 1
    assert on_board == state.figures, "figure counts out of date"
    for seat in range(n):
        kinds = Counter(d.cards[c].figure for c in state.played[seat])
        for fig in FIGURES:
            assert on_board[seat][fig] == kinds[fig], f"{fig}s on the board differ from cards"
    for fig in FIGURES:
        placed = sum(f[fig] for f in on_board)
        assert placed + state.figure_supply[fig] == d.figure_supply[fig], f"{fig} supply leaks"
    # money and discs
    assert all(m >= 0 for m in state.money), "negative money"
    held = [v for v in state.discs if v is not None]
    assert len(held) == len(set(held)), "a disc is held twice"
    # counts of tiles and cards (not in views, which lack the bag and deck)
    supply = state.supply
    if supply is None:
        return
    holding = [state.holding] if state.holding is not None else []
    items = [*state.offer.values(), *supply.removed, *holding]
    normal_tiles = sum(1 for t in state.tiles.values() if not t.is_start)
    tiles = supply.bag_count + normal_tiles + sum(i.kind == "tile" for i in items)
    assert tiles == d.tiles_total, f"{tiles} land tiles instead of {d.tiles_total}"
    played = sum(len(p) for p in state.played)
    cards = supply.deck_count + played + stored + sum(i.kind == "card" for i in items)
    assert cards == d.cards_total, f"{cards} cards instead of {d.cards_total}"
    assert all(v >= 0 for v in supply.bag.values()) and all(v >= 0 for v in supply.deck.values())
