"""The Catan expert decides from its own view only: another deal of the hidden cards and
chips that its view cannot tell apart gives the same choice; its samples deal the other
seats' hands from the cards it cannot see."""

from __future__ import annotations

import random

from boardgames.core.plain import canonical_json
from boardgames.games.catan.board import RESOURCES
from boardgames.games.catan.data import data
from boardgames.games.catan.rules import RULES
from tests.core.test_search import positions


def test_swapping_the_hidden_information_keeps_the_choice():
    _, found = positions("catan", 3, count=3, every=53)
    for state, seat, view, legal in found:
        other = RULES.sample_state(view, seat, random.Random(99))  # another true state
        assert canonical_json(RULES.view(other, seat)) == canonical_json(view)
        assert any(other.players[i].hand != state.players[i].hand or
                   other.players[i].dev != state.players[i].dev
                   for i in range(3) if i != seat) or other.deck != state.deck
        picks = [_expert(seat).choose(RULES.view(s, seat), legal, random.Random(3))
                 for s in (state, other)]
        assert picks[0] == picks[1]


def _expert(seat: int):
    from boardgames.core.bots import make_bot

    return make_bot(RULES, "expert", seat, iterations=6)


def test_samples_deal_only_unseen_cards():
    _, found = positions("catan", 4, count=4, every=41)
    total = data().bank.resource_cards_per_type
    for _, seat, view, _ in found:
        hands = set()
        for k in range(4):
            s = RULES.sample_state(view, seat, random.Random(k))
            for i, p in enumerate(s.players):
                assert p.cards() == view.players[i].card_count
            for r in RESOURCES:
                assert s.bank[r] + sum(p.hand[r] for p in s.players) == total
            assert s.players[seat].hand == view.players[seat].hand
            hands.add(canonical_json([p.hand for p in s.players]))
        if sum(view.players[i].card_count for i in range(4) if i != seat) > 1:
            assert len(hands) > 1
