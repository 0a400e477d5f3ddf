"""The conservation laws of a Neue Welt state (cards, gold, knights, pieces, chips,
fathers), asserted after every action by the tests."""

from __future__ import annotations

from collections import Counter

from boardgames.games.catan.board import RESOURCES, board
from boardgames.games.catan.data import data
from boardgames.games.catan.state import EMPTY, State


def check_invariants(state: State) -> None:
    d = data()
    bd = board()
    ps = state.players
    for r in RESOURCES:
        assert state.bank[r] >= 0 and all(p.hand[r] >= 0 for p in ps), f"negative {r}"
        assert state.bank[r] + sum(p.hand[r] for p in ps) == d.bank.resource_cards_per_type, r
    assert all(p.gold >= 0 for p in ps), "negative gold"
    if state.bank_gold is not None:
        assert state.bank_gold >= 0, "negative bank gold"
        supply = state.settings.gold_supply
        assert state.bank_gold + sum(p.gold for p in ps) == supply, "gold not conserved"
    assert state.knight_stack >= 0 and all(0 <= p.knights_new <= p.knights for p in ps)
    assert state.knight_stack + sum(p.knights for p in ps) == d.knights.stack, "knights"
    cards = state.deck + state.played_dev + [c.id for p in ps for c in p.dev]
    assert len(cards) == len(set(cards)) == d.development_deck.total, "development cards"
    assert state.deck_size == len(state.deck)
    chips = [c for c in state.chips.values() if c is not None] + [c for p in ps for c in p.chips]
    assert len(chips) == len(set(chips)) == sum(d.indian_chips.counts.values()), "chips"
    for h, holders in state.holders.items():
        assert (state.chips[h] is None) == bool(holders), f"holders of #{h}"
        assert len(holders) == len(set(holders)) <= 3, f"holders of #{h}"
    fathers = state.father_pile + state.fathers_out + [f for p in ps for f in p.fathers]
    assert sorted(fathers) == sorted(f.id for f in d.founding_fathers), "fathers"
    pp = d.per_player
    for s, p in enumerate(ps):
        roads = sum(1 for o in state.road if o == s)
        built = Counter(state.city[c] for c in bd.crossings if state.building[c] == s)
        assert p.roads_left >= 0 and p.roads_left + roads == pp.roads, "roads"
        assert p.settlements_left >= 0 and p.settlements_left + built[False] == pp.settlements
        assert p.cities_left >= 0 and p.cities_left + built[True] == pp.cities, "cities"
        tokens = sum(1 for hs in state.holders.values() if s in hs)
        assert p.tokens_left >= 0 and p.tokens_left + tokens == pp.resource_tokens, "tokens"
        assert p.ship is None or p.ship in bd.ship_adj or p.ship == bd.magellan_hex
    for c in bd.crossings:
        assert not state.city[c] or state.building[c] != EMPTY
    assert state.robber in bd.land

