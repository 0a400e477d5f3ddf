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


def _stuyvesant_takes(games: int = 13) -> list:
    """(true state, view) where the active seat, having given a card to Stuyvesant's
    target, is to take one back: in 3-player greedy games."""
    from boardgames.core.bots import make_bot

    found = []
    for g in range(games):
        rng = random.Random(g)
        state = RULES.setup(["A", "B", "C"], RULES.Options(), rng)
        bots = [make_bot(RULES, "greedy", i) for i in range(3)]
        while RULES.pending(state):
            seat = RULES.pending(state)[0].seat
            view = RULES.view(state, seat)
            if state.phase == "stuyvesant_take":
                found.append((state.clone(), view))
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, bots[seat].choose(view, legal, rng), rng)
    return found


def test_stuyvesant_samples_keep_the_targets_card_count():
    """The target's sampled hand holds every resource offered and the card given to it,
    which may be of another kind: it has as many cards as its true hand (a short one let
    the expert's rollouts rob a seat with no cards)."""
    found = _stuyvesant_takes()
    assert found
    gift_elsewhere = 0
    for state, view in found:
        target = state.stuy_target
        offered = set(state.stuy_options)
        gift_elsewhere += any(state.players[target].hand[r] for r in RESOURCES
                              if r not in offered)
        for k in range(5):
            s = RULES.sample_state(view, state.active, random.Random(k))
            assert [p.cards() for p in s.players] == [p.cards() for p in state.players]
            assert offered <= {r for r in RESOURCES if s.players[target].hand[r]}
    assert gift_elsewhere  # the case that went wrong is among them
