"""What a seat may see: the state without the bag and deck, and a fast deep copy of the
state (views are built for every bot decision)."""

from __future__ import annotations

from dataclasses import replace

from boardgames.games.new_england.state import NewEnglandState, Supply, Tile


def clone(state: NewEnglandState) -> NewEnglandState:
    """A deep copy: every mutable part is new; frozen items and tuples are shared."""
    supply = state.supply
    return replace(
        state,
        names=list(state.names),
        families=list(state.families),
        supply=None
        if supply is None
        else Supply(dict(supply.bag), dict(supply.deck), list(supply.removed)),
        gauges=None if state.gauges is None else dict(state.gauges),
        money=list(state.money),
        discs=list(state.discs),
        played=[list(p) for p in state.played],
        figures=[dict(f) for f in state.figures],
        figure_supply=dict(state.figure_supply),
        start_tiles=[list(s) for s in state.start_tiles],
        regions=[{land: list(cells) for land, cells in r.items()} for r in state.regions],
        owned=[list(keys) for keys in state.owned],
        tiles={
            k: Tile(t.owner, t.land, t.cells, t.coastal, t.developed, t.figure, t.stored)
            for k, t in state.tiles.items()
        },
        cell_tile=dict(state.cell_tile),
        placement_order=list(state.placement_order),
        offer=dict(state.offer),
        turn_order=list(state.turn_order),
    )


def view(state: NewEnglandState, seat: int | None) -> NewEnglandState:
    """A copy without the bag and deck (contents and counts); only the gauges, and not
    even those with ``supply_hint = none``. Nothing is private to one seat."""
    seen = clone(state)
    seen.supply = None
    if state.supply_hint == "none":
        seen.gauges = None
    return seen
