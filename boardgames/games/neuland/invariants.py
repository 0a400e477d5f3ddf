"""The conservation laws of spec 4 (I1-I8), asserted by ``check_invariants``."""

from __future__ import annotations

from collections import Counter

from boardgames.games.neuland.data import data
from boardgames.games.neuland.state import PHASE_ORDER_CUBES, PHASE_OVER, NeulandState


def check_invariants(state: NeulandState) -> None:
    d = data()
    n_players = len(state.players)
    on_map: Counter[int] = Counter()
    coats_on: Counter[int] = Counter()
    cubes: Counter[str] = Counter()
    placed: Counter[tuple[str, str]] = Counter()
    smelters_with_metal = 0
    pending = {o.spot for o in state.pending_orders}
    for (q, r), cell in state.hexes.items():
        assert len(cell.slots) == d.map.slots_per_hex
        for slot, tile in enumerate(cell.slots):
            if tile is None:
                continue
            assert tile.terrain == cell.terrain, f"I6: tile {tile.id} on wrong terrain"
            placed[(tile.id, tile.terrain)] += 1
            if tile.kind == "property":
                assert tile.worker is None and not tile.cubes and tile.metal is None
                if tile.coats is not None:
                    seat, count = tile.coats
                    assert 1 <= count <= d.props[tile.id].coats
                    coats_on[seat] += count
                continue
            assert tile.coats is None
            worker = tile.worker
            if worker is not None:
                on_map[worker.owner] += 1
            cubes.update(tile.cubes)
            if tile.id == d.mine_id:
                spot = (q, r, slot)
                if spot not in pending and state.phase != PHASE_OVER:
                    assert 1 <= len(tile.cubes) <= d.ore_cubes.per_mine, f"I6: mine {spot}"
                if worker is not None:
                    assert tile.cubes and worker.good == tile.cubes[0], "I6: mine worker good"
            else:
                assert not tile.cubes
            if tile.id == d.smelter_id:
                holds_metal = worker is not None and worker.good in d.metal_tokens.sides
                assert (tile.metal is not None) == holds_metal, "I3: smelter token"
                assert tile.metal is None or tile.metal == worker.good  # type: ignore[union-attr]
                smelters_with_metal += tile.metal is not None
            else:
                assert tile.metal is None
    # I1 workers, I5 coats
    markers = d.per_player.workers_used_as_time_marker
    for seat, player in enumerate(state.players):
        assert player.supply >= 0
        assert player.supply + on_map[seat] + markers == d.per_player.workers, f"I1 seat {seat}"
        assert player.coats_left >= 0
        assert player.coats_left + coats_on[seat] == state.coats_per_player, f"I5 seat {seat}"
    # I2 cubes
    for order in state.pending_orders:
        cubes.update(order.cubes)
    for cube, total in d.ore_cubes.counts.items():
        assert state.bag[cube] >= 0
        assert state.bag[cube] + cubes[cube] == total, f"I2 {cube}"
    # I3 metal tokens
    assert state.metal_tokens_free + smelters_with_metal == d.metal_tokens.count, "I3"
    # I4 building tiles
    for building in d.production_buildings:
        in_hand = 0
        if building.id in d.start_buildings:
            in_hand = sum(p.huts_in_hand for p in state.players)
        for terrain, total in building.terrain.items():
            key = (building.id, terrain)
            here = state.display_production[key] + placed[key]
            if terrain == d.start_terrain:
                here += in_hand
            assert here == total, f"I4 {key}"
    for field, stack in d.stacks.items():
        shown = state.display_properties[field]
        assert shown == stack[len(stack) - len(shown) :], f"I4 stack {field}"
        for prop in stack[: len(stack) - len(shown)]:
            assert placed[(prop, d.props[prop].terrain)] == 1, f"I4 {prop}"
    _check_track(state, n_players)


def _check_track(state: NeulandState, n_players: int) -> None:
    n = state.track_length
    assert 0 <= state.t < n and 0 <= state.s <= n - 1
    active = state.players[state.active]
    assert active.marker == (state.t + state.s) % n, "the active marker is s spaces ahead of t"
    others = [p.marker for i, p in enumerate(state.players) if i != state.active]
    if state.in_first_round:
        played = {state.round1_order[i] for i in range(state.round1_index or 0)}
        waiting = [
            state.players[i].marker
            for i in range(n_players)
            if i not in played and i != state.active
        ]
        assert all(m == state.t for m in waiting), "first round: waiting players on t"
        spaces = [state.players[i].marker for i in played]
        assert len(set(spaces)) == len(spaces), "I7: two markers on one space"
    else:
        # I7: the others never share a space and stand ahead of the time marker
        assert len(set(others)) == len(others), "I7: two markers on one space"
        assert state.t not in others, "I7: a marker on the time marker"
        ended = state.end_reason == "turn_limit" or (
            state.phase == PHASE_ORDER_CUBES and state.after_orders == "finish_turn"
        )
        if ended or state.s == 0:
            assert active.marker not in others, "I7: the active marker shares a space"
    # I8: only the active player has standing workers
    for _, tile in state.spots():
        worker = tile.worker
        if worker is not None and worker.owner != state.active:
            assert worker.lying, "I8: a standing worker of a player who is not active"
