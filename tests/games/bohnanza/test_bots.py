"""Seeded random games in every mode (spec 10.7 fuzz) and the greedy bot (section 10)."""

from __future__ import annotations

import random

import pytest

from boardgames.core.bots import RandomBot
from boardgames.core.rng import derived_rng, match_rng
from boardgames.core.simulate import play_game
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.bots import HAND_FIT, GreedyBot, estimate, growth, worth
from boardgames.games.bohnanza.legal import item_valid
from boardgames.games.bohnanza.rules import RULES, BohnanzaOptions
from tests.games.bohnanza.helpers import NAMES
from tests.games.bohnanza.test_hidden import others_secrets_hidden

CONFIGS = [("base", n) for n in range(3, 8)] + [("lib", n) for n in range(3, 8)] + [("duel", 2)]


def options(mode: str, players: int) -> BohnanzaOptions:
    return BohnanzaOptions(isla_bohnita=mode != "base", bean_expansion=players >= 6)


@pytest.mark.parametrize(("mode", "players"), CONFIGS)
def test_fuzz_random_game_keeps_every_law(mode: str, players: int) -> None:
    """R26 conservation, R6 hand order and 7.6 item 7 (no leaks) along a random game."""
    rng = match_rng(players)
    st = RULES.setup(NAMES[:players], options(mode, players), rng)
    bots = [RandomBot(RULES, i) for i in range(players)]
    bot_rngs = [derived_rng(7, "bot", i) for i in range(players)]
    steps = 0
    while RULES.pending(st):
        seat = RULES.pending(st)[0].seat
        legal = RULES.legal_actions(st, seat)
        assert legal
        action = bots[seat].choose(None, legal, bot_rngs[seat])
        RULES.apply(st, seat, action, rng)
        RULES.check_invariants(st)
        if steps % 60 == 0:
            others_secrets_hidden(st)
        steps += 1
    assert st.exhaustions == 3
    others_secrets_hidden(st)
    result = RULES.scores(st)
    assert result.final and result.totals == [len(s.coins) for s in st.seats]


def test_greedy_beats_random_in_every_mode() -> None:
    greedy, random_ = [], []
    wins = 0
    for k, (mode, players) in enumerate(CONFIGS):
        levels = ["greedy" if (i + k) % 2 == 0 else "random" for i in range(players)]
        result = play_game(RULES, levels, options(mode, players), seed=40 + k)
        totals = result.scores.totals
        greedy += [t for t, lv in zip(totals, levels, strict=True) if lv == "greedy"]
        random_ += [t for t, lv in zip(totals, levels, strict=True) if lv == "random"]
        wins += all(levels[w] == "greedy" for w in result.scores.winners)
    assert sum(greedy) / len(greedy) > 3 * max(1.0, sum(random_) / len(random_))
    assert wins >= len(CONFIGS) - 1


def test_greedy_bot_sees_only_its_view() -> None:
    assert GreedyBot.needs_view is True
    assert RULES.greedy_bot is GreedyBot


@pytest.mark.parametrize(("mode", "seed"), [("base", 0), ("lib", 3)])
def test_greedy_bot_confirms_the_first_acceptor_of_its_own_table_offer(mode: str, seed: int):
    """10.3 items 2 and 3: a greedy bot that asked the table to take cards confirms the
    first acceptor in seat order; it never turns down the offer it has just made."""
    players = 4
    rng = random.Random(seed)
    st = RULES.setup(NAMES[:players], options(mode, players), rng)
    bots = [GreedyBot(RULES, i) for i in range(players)]
    bot_rngs = [derived_rng(seed, "bot", i) for i in range(players)]
    reviews = 0
    while RULES.pending(st):
        seat = RULES.pending(st)[0].seat
        action = bots[seat].choose(RULES.view(st, seat), RULES.legal_actions(st, seat),
                                   bot_rngs[seat])
        t = st.trade
        own_offer = (st.phase == "review" and st.pick is None and st.draft is None
                     and t is not None and t.proposal.kind == "table"
                     and t.proposal.from_seat == seat)
        acceptors = [r.seat for r in t.responses if r.status == "accepted"
                     and item_valid(st, t, r)] if own_offer and t is not None else []
        RULES.apply(st, seat, action, rng)
        if acceptors:
            reviews += 1
            first = min(acceptors, key=lambda s: (s - seat) % players)
            assert action == act.confirm(first), (
                f"{NAMES[seat]} answered its own accepted offer with {action}")
            assert all(c in st.seats[first].received for c in t.proposal.give)
    assert reviews >= 5


def test_a_field_grows_towards_the_next_step_of_its_beanometer() -> None:
    """Blue beans pay 1 coin for 4, 2 for 6 (the beanometer): 3 of them are 3/4 of the way
    to the first coin, 5 halfway from 1 to 2 coins is 5/6 of the way; at the top (10) and
    past it nothing more grows."""
    assert growth("blau", 3) == pytest.approx(0.75)
    assert growth("blau", 4) == pytest.approx(1 * 4 / 6)
    assert growth("blau", 5) == pytest.approx(5 / 6)
    assert growth("blau", 10) == growth("blau", 12) == 0.0
    assert growth("garten", 1) == pytest.approx(2 * 1 / 2)  # no 1-coin step: 2 coins for 2


def test_the_expert_estimate_counts_fields_and_fitting_hand_cards() -> None:
    st = RULES.setup(NAMES[:2], BohnanzaOptions(), match_rng(3))
    by_bean: dict[str, list[str]] = {}
    for cid, bean in st.cfg.bean_of.items():
        by_bean.setdefault(bean, []).append(cid)
    for seat in st.seats:
        seat.fields = [[] for _ in seat.fields]
    st.seats[0].fields[0] = by_bean["blau"][:3]
    st.seats[0].hand = by_bean["blau"][3:5] + by_bean["soja"][:1]
    st.seats[1].hand = by_bean["soja"][1:2]
    totals = RULES.scores(st).totals
    assert worth(st, 0, totals[0]) == pytest.approx(totals[0] + 0.75 + 2 * HAND_FIT)
    assert worth(st, 1, totals[1]) == totals[1]
    assert estimate(RULES, st, 0) == pytest.approx(-estimate(RULES, st, 1))
