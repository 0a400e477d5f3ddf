"""``sample_state``: full states drawn from a view for the expert bot (issue 13). A view
hides the supply (spec 7): the bag and deck counts behind the gauges, and which of the
unseen tiles and cards are still in them rather than out of the game."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from functools import cache

import pytest

from boardgames.core.bots import RandomBot
from boardgames.games.new_england import legal as L
from boardgames.games.new_england.rules import RULES, NewEnglandOptions
from boardgames.games.new_england.state import BID, OFFER, SHIP_BONUS, Item, NewEnglandState
from boardgames.games.new_england.view import clone, possible_counts, unseen
from tests import played

GAMES = [
    (3, 1, {}),
    (4, 2, {}),
    (3, 3, {"supply_hint": "none"}),
    (4, 4, {"layout": "first_game", "supply_hint": "none"}),
]


@cache
def positions(players: int, seed: int, options: tuple[tuple[str, str], ...],
              every: int = 7) -> list[NewEnglandState]:
    """States of a seeded random-bot game every few moves, its last state included."""
    return played.positions(RULES, players, seed, NewEnglandOptions(**dict(options)), every,
                            clone)


def every_position() -> Iterator[NewEnglandState]:
    for players, seed, options in GAMES:
        yield from positions(players, seed, tuple(options.items()))


def counts(items: list[Item], kind: str) -> Counter[str]:
    return Counter(item.id for item in items if item.kind == kind)


def test_a_sample_shows_every_seat_its_view_and_keeps_the_counts() -> None:
    checked = 0
    for state in every_position():
        for seat in range(state.players):
            view = RULES.view(state, seat)
            for k in range(2):
                sample = RULES.sample_state(view, seat, random.Random(k))
                assert RULES.view(sample, seat) == view
                RULES.check_invariants(sample)  # with the supply: every tile and card
                assert RULES.pending(sample) == RULES.pending(state)
                assert RULES.legal_actions(sample, seat) == RULES.legal_actions(state, seat)
                checked += 1
    assert checked > 500


def test_the_unseen_items_are_the_bag_the_deck_and_what_left_the_game() -> None:
    for state in every_position():
        supply = state.supply
        assert supply is not None
        tiles, cards = unseen(RULES.view(state, 0))
        assert +Counter(tiles) == +Counter(supply.bag) + counts(supply.removed, "tile")
        assert +Counter(cards) == +Counter(supply.deck) + counts(supply.removed, "card")


def test_the_true_counts_are_always_among_the_possible_ones() -> None:
    """The counts a sample may take follow from the gauges and the game's course (offers
    of 9 items, 3-6 of them tiles, at most one ship bonus per seat and round) and the
    phase; the real game never falls outside them."""
    for state in every_position():
        supply = state.supply
        assert supply is not None
        tiles, cards = unseen(RULES.view(state, 0))
        allowed = possible_counts(RULES.view(state, 0), sum(tiles.values()), sum(cards.values()))
        assert (supply.bag_count, supply.deck_count) in allowed


def test_before_the_first_offer_the_supply_is_known_exactly() -> None:
    state = positions(3, 1, ())[0]
    assert state.round == 0
    sample = RULES.sample_state(RULES.view(state, 0), 0, random.Random(5))
    assert sample.supply == state.supply


def test_the_phase_limits_the_counts() -> None:
    """Choosing an offer size means some size can be filled; a ship bonus means a source
    holds something, even when no gauge shows it."""
    seen_phases = set()
    for state in every_position():
        if state.phase not in (OFFER, SHIP_BONUS):
            continue
        seen_phases.add(state.phase)
        for k in range(20):
            sample = RULES.sample_state(RULES.view(state, 1), 1, random.Random(k))
            if state.phase == OFFER:
                assert L.feasible_sizes(sample)
            else:
                assert L.bonus_sources(sample)
    assert OFFER in seen_phases


@pytest.mark.parametrize("hint", ["gauge", "none"])
def test_the_hidden_supply_differs_from_one_rng_to_another(hint: str) -> None:
    state = next(s for s in positions(4, 2 if hint == "gauge" else 4,
                                      () if hint == "gauge" else (("supply_hint", "none"),))
                 if s.round >= 3 and s.phase == BID)
    view = RULES.view(state, 2)
    supplies = [RULES.sample_state(view, 2, random.Random(k)).supply for k in range(10)]
    assert len({(s.bag_count, s.deck_count) for s in supplies if s}) > 1
    assert len({tuple(sorted(s.deck.items())) for s in supplies if s}) > 1
    assert len({tuple(sorted(s.bag.items())) for s in supplies if s}) > 1


def twin(state: NewEnglandState) -> NewEnglandState:
    """The same view with other hidden parts: a bag tile and a card of the deck trade
    places with items that left the game."""
    other = clone(state)
    supply = other.supply
    assert supply is not None
    for kind, pool in (("tile", supply.bag), ("card", supply.deck)):
        gone = next(i for i, item in enumerate(supply.removed) if item.kind == kind)
        out = supply.removed[gone].id
        swap = next(key for key, n in pool.items() if n and key != out)
        pool[swap] -= 1
        pool[out] += 1
        supply.removed[gone] = Item(kind, swap)
    return other


def test_a_sample_depends_on_the_view_alone() -> None:
    state = next(s for s in positions(4, 2, ()) if s.round >= 4 and s.phase == BID)
    other = twin(state)
    assert other.supply != state.supply
    RULES.check_invariants(other)
    for seat in range(state.players):
        view = RULES.view(state, seat)
        assert RULES.view(other, seat) == view
        for k in range(3):
            first = RULES.sample_state(view, seat, random.Random(k))
            second = RULES.sample_state(RULES.view(other, seat), seat, random.Random(k))
            assert first == second


def test_a_game_goes_on_from_a_sample_to_its_end() -> None:
    for players, seed, options in GAMES:
        games = positions(players, seed, tuple(options.items()))
        for state in games[1::4]:
            seat = state.active if state.active is not None else 0
            rng = random.Random(seed)
            sample = RULES.sample_state(RULES.view(state, seat), seat, rng)
            bots = [RandomBot(RULES, s) for s in range(players)]
            for _ in range(5000):
                pending = RULES.pending(sample)
                if not pending:
                    break
                mover = pending[0].seat
                action = bots[mover].choose(None, RULES.legal_actions(sample, mover), rng)
                RULES.check(sample, mover, action)
                RULES.apply(sample, mover, action, rng)
            assert not RULES.pending(sample), "the game from the sample did not end"
            RULES.check_invariants(sample)
            assert RULES.scores(sample).final
