"""The Bohnanza expert decides from its own view only: another deal of the hidden cards
that its view cannot tell apart gives the same choice; its samples keep every card the
view names and put the beans a seat's trade messages name in that seat's hand."""

from __future__ import annotations

import random
from collections import Counter

from boardgames.core.bots import make_bot
from boardgames.core.plain import canonical_json
from boardgames.games.bohnanza.rules import RULES
from tests.core.test_search import positions


def test_swapping_the_hidden_information_keeps_the_choice():
    _, found = positions("bohnanza", 3, count=3, every=53)
    for state, seat, view, legal in found:
        other = RULES.sample_state(view, seat, random.Random(99))  # another true state
        assert canonical_json(RULES.view(other, seat)) == canonical_json(view)
        assert other.draw != state.draw
        picks = [make_bot(RULES, "expert", seat, iterations=6).choose(
            RULES.view(s, seat), legal, random.Random(3)) for s in (state, other)]
        assert picks[0] == picks[1]


def test_trade_messages_name_cards_of_their_seat():
    _, found = positions("bohnanza", 4, count=30, every=3)
    traded = [f for f in found if f[2].trade is not None]
    assert traded
    for _, seat, view, _ in traded:
        s = RULES.sample_state(view, seat, random.Random(1))
        p = s.trade.proposal
        hand = s.seats[p.from_seat].hand
        from_hand = [c for c, src in zip(p.give, p.sources, strict=True) if src == "hand"]
        assert set(from_hand) <= set(hand)
        assert Counter(s.cfg.bean_of[c] for c in p.give) == Counter(p.beans)
        assert s.seats[seat].hand == [c.cid for c in view.seats[seat].hand]
