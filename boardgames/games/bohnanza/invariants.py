"""The invariants of a Bohnanza state (checked after every action in the tests and the
conformance suite): every card in exactly one zone, hands in arrival order, lots of one
bean, coin counters matching the coin stacks."""

from __future__ import annotations

from collections import Counter

from boardgames.games.bohnanza.state import (
    OVER,
    RAID_RESPONSE,
    BohnanzaState,
    bean_of,
    fits,
)


def check_invariants(state: BohnanzaState) -> None:
    cfg = state.cfg
    zones = [state.draw, state.discard, state.set_aside, state.face_up, *state.rows.values()]
    for s in state.seats:
        zones += [s.hand, s.coins, s.received, *s.fields, *(sh.cargo for sh in s.ships.values())]
    counted = Counter(c for z in zones for c in z)
    assert len(counted) == sum(counted.values()), "a card is in two zones"
    assert set(counted) == set(cfg.cids), "cards were created or lost"
    assert set(state.chained) <= set(state.face_up), "a chained card left the face-up cards"
    if state.mode != "duel":
        assert not state.set_aside, "only the duel sets coins aside"
    for i, s in enumerate(state.seats):
        assert s.stats.coins() == len(s.coins), f"seat {i}: coin counters differ from coin stack"
        assert set(s.arrival) == set(s.hand), f"seat {i}: hand bookkeeping differs"
        order = [s.arrival[c] for c in s.hand]
        assert order == sorted(order), f"seat {i}: hand order changed"
        assert cfg.start_fields <= len(s.fields) <= cfg.max_fields
        for lot in [*s.fields, *(sh.cargo for sh in s.ships.values())]:
            assert all(fits(state, lot, bean_of(state, c)) for c in lot), "mixed beans in a lot"
        for sid, ship in s.ships.items():
            assert sid == "pirate" or ship.location in ("home", *cfg.harbours)
    if state.phase != OVER:
        assert 0 <= state.active < state.n
    if state.phase == RAID_RESPONSE:
        assert state.raid is not None and state.raid[0] == state.active
