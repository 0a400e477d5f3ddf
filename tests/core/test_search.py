"""The shared search core and the expert level: it answers at once when one move is
legal, stops when cancelled, repeats its choice for the same view, rng and iteration
count, and scores outcomes from the final score breakdown."""

from __future__ import annotations

import copy
import random
import threading

import pytest

from boardgames.core import registry
from boardgames.core.bots import ExpertBot, make_bot
from boardgames.core.rules import ScoreBreakdown
from boardgames.core.search import Arm, Search, Settings, outcome

GAMES = [("bohnanza", 2), ("catan", 3)]


def positions(game: str, players: int, count: int = 4, every: int = 37):
    """(a copy of the true state, seat, its view, legal) at some decisions with a choice
    in a greedy game."""
    rules = registry.rules(game)
    rng = random.Random(11)
    state = rules.setup([f"P{i + 1}" for i in range(players)], rules.Options(), rng)
    bots = [make_bot(rules, "greedy", i) for i in range(players)]
    out, step = [], 0
    while rules.pending(state) and len(out) < count:
        seat = rules.pending(state)[0].seat
        view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
        if len(legal) > 1 and step % every == 0 and step > 60:  # after the set-up
            out.append((copy.deepcopy(state), seat, view, legal))
        rules.apply(state, seat, bots[seat].choose(view, legal, rng), rng)
        step += 1
    return rules, out


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_same_view_rng_and_iterations_give_the_same_choice(game, players):
    rules, found = positions(game, players)
    for _, seat, view, legal in found:
        picks = []
        for _ in range(2):
            bot = make_bot(rules, "expert", seat, iterations=6)
            picks.append(bot.choose(view, legal, random.Random(5)))
        assert picks[0] == picks[1] and picks[0] in legal
        assert isinstance(bot, ExpertBot)
        # whole rounds of every candidate, at least one, within the budget
        assert bot.last.iterations % len(bot.last.arms) == 0
        assert 0 < bot.last.iterations <= max(6, len(bot.last.arms))


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_cancelled_search_still_answers_with_a_legal_move(game, players):
    rules, found = positions(game, players, count=1)
    _, seat, view, legal = found[0]
    cancel = threading.Event()
    cancel.set()
    bot = make_bot(rules, "expert", seat, think=60.0)
    assert isinstance(bot, ExpertBot)
    assert bot.choose(view, legal, random.Random(1), cancel) in legal
    assert bot.last.iterations == 0


def test_one_legal_move_is_answered_without_searching():
    rules = registry.rules("bohnanza")

    class NoSampling(type(rules)):  # type: ignore[misc]
        def sample_state(self, view, seat, rng):
            raise AssertionError("searched a forced move")

    bot = ExpertBot(NoSampling(), 0, think=60.0)
    _, found = positions("bohnanza", 2, count=1)
    _, _, view, legal = found[0]
    assert bot.choose(view, legal[:1], random.Random(1)) == legal[0]
    assert bot.last is None


def test_outcomes_come_from_the_final_score_breakdown():
    class Over:
        def __init__(self, totals):
            self.breakdown = ScoreBreakdown.build([("points", "Points", totals)])

        def scores(self, state):
            return self.breakdown

        def pending(self, state):
            return []

    assert outcome(Over([5, 3]), None, 0, 4.0) == 1.0
    assert outcome(Over([5, 3]), None, 1, 4.0) == 0.0
    assert outcome(Over([5, 5, 1]), None, 1, 4.0) == 0.5

    class Going(Over):
        def pending(self, state):
            return ["someone"]

    ahead, behind = outcome(Going([6, 3]), None, 0, 4.0), outcome(Going([6, 3]), None, 1, 4.0)
    assert 0.5 < ahead < 1.0 and 0.0 < behind < 0.5 and ahead + behind == pytest.approx(1.0)


def test_only_a_steady_lead_over_the_favourite_changes_the_choice():
    """Paired differences over the same rounds: a lucky streak of a noisy candidate stays
    within two standard errors; a small lead in every round does not."""
    rules = registry.rules("bohnanza")
    search = Search(rules, 0, Settings(), lambda seat: make_bot(rules, "greedy", seat))
    favourite = Arm(rules.action_from_json({"kind": "end_market"}), [0.5] * 6)
    lucky = Arm(favourite.action, [1.0, 0.0, 1.0, 0.0, 1.0, 0.5])
    steady = Arm(favourite.action, [0.55] * 6)
    assert search._best([favourite, lucky]) is favourite
    assert search._best([favourite, lucky, steady]) is steady
    assert search._best([favourite, Arm(favourite.action, [0.505] * 6)]) is favourite  # prior


def test_a_few_rounds_that_agree_do_not_change_the_choice():
    """Three rounds won by a candidate the favourite lost show no spread, so no
    standard error: below ``min_rounds`` the favourite stays; from there a lead in every
    round counts."""
    rules = registry.rules("bohnanza")
    search = Search(rules, 0, Settings(), lambda seat: make_bot(rules, "greedy", seat))
    action = rules.action_from_json({"kind": "end_market"})
    rounds = Settings().min_rounds
    few = [Arm(action, [0.0] * (rounds - 1)), Arm(action, [1.0] * (rounds - 1))]
    assert search._best(few) is few[0]
    enough = [Arm(action, [0.0] * rounds), Arm(action, [1.0] * rounds)]
    assert search._best(enough) is enough[1]
