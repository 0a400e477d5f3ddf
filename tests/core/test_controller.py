"""The turn controller on the toy game: submit, undo barriers, replay, bots, views."""

from __future__ import annotations

import random

import pytest

from boardgames.core.bots import RandomBot, make_bot
from boardgames.core.controller import CHANCE_BARRIER, Match, Seat
from boardgames.core.rules import IllegalAction, ScoreBreakdown
from boardgames.core.simulate import play_game
from tests.toy_game import Draw, Play, Sort


def two_humans(rules, seed=1) -> Match:
    return Match(rules, [Seat(name="Ann"), Seat(name="Bob")], seed=seed)


def test_illegal_action_raises_and_changes_nothing(toy):
    match = two_humans(toy)
    before = match.state_digest()
    with pytest.raises(IllegalAction, match="not your turn"):
        match.submit(1, Play(card=match.state.hands[1][0]))
    with pytest.raises(IllegalAction, match="do not hold"):
        match.submit(0, Play(card=match.state.hands[1][0]))
    assert match.state_digest() == before and match.entries == []


def test_same_seed_same_game(toy):
    a, b = two_humans(toy, seed=9), two_humans(toy, seed=9)
    assert a.state_digest() == b.state_digest()
    a.submit(0, Draw())
    b.submit(0, Draw())
    assert a.state_digest() == b.state_digest()


def test_undo_takes_back_own_free_moves_only(toy):
    match = Match(toy, [Seat(name="Ann"), Seat(name="Ada", kind="bot")], seed=2)
    assert match.undo_block() == "nothing to undo yet"
    hand = list(match.state.hands[0])
    match.submit(0, Sort())
    assert match.undo_block() is None
    match.undo()
    assert match.state.hands[0] == hand and match.entries == []
    match.submit(0, Draw())
    assert match.undo_block() == CHANCE_BARRIER
    match.submit(0, Play(card=match.state.hands[0][0]))
    match.submit(1, match.bot_action(1))
    assert "Ada (bot)" in match.undo_block()


def test_undo_is_barred_once_the_next_human_has_the_device(toy):
    match = two_humans(toy)
    match.submit(0, Play(card=match.state.hands[0][0]))
    assert match.undo_block() == "Bob is on now: undo never takes back a finished turn"
    assert "only they can take it back" in match.undo_block(1)


def test_log_hides_private_lines_from_others(toy):
    match = two_humans(toy)
    match.submit(0, Draw())
    mine = [e.text for e in match.log_for(0)]
    theirs = [e.text for e in match.log_for(1)]
    assert any(t.startswith("You drew") for t in mine)
    assert not any(t.startswith("You drew") for t in theirs)
    assert not any("Your hand" in t for t in (e.text for e in match.log_for(None)))


def test_view_hides_other_hands_and_the_deck(toy):
    match = two_humans(toy)
    view = match.view(0)
    assert view.hands[0] == match.state.hands[0] and view.hands[1] == [] and view.deck == []


def test_random_bot_rations_free_moves(toy):
    bot = RandomBot(toy, 0)
    rng = random.Random(1)
    legal = [Play(card="c1"), Sort()]
    run = 0
    for _ in range(500):
        action = bot.choose(None, legal, rng)
        run = run + 1 if action.kind == "sort" else 0
        assert run <= RandomBot.max_free_run


def test_make_bot_rejects_unknown_levels(toy):
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot(toy, "genius", 0)
    with pytest.raises(ValueError, match="no greedy bot"):
        make_bot(toy, "greedy", 0)


def test_play_game_reaches_the_end(toy):
    result = play_game(toy, ["random", "random"], toy.Options(), seed=5)
    assert result.scores.final and result.actions >= 6


def test_score_breakdown_winners_and_tie_break():
    s = ScoreBreakdown.build([("a", "A", [5, 7, 7]), ("b", "B", [3, 1, 1])],
                             tie_break_label="money", tie_break=[0, 4, 2])
    assert s.totals == [8, 8, 8] and s.winners == [1]
    s = ScoreBreakdown.build([("a", "A", [5, 7, 7])], tie_break_label="money",
                             tie_break=[0, 4, 4])
    assert s.winners == [1, 2]


@pytest.mark.parametrize("game", ["new_england", "carcassonne", "neuland", "catan", "bohnanza"])
def test_undo_never_crosses_to_another_human(game):
    """BGA's rule, with two humans in every game: once the turn has passed to the other
    human, neither of them can take back the first one's moves."""
    from boardgames.core import registry

    rules = registry.rules(game)
    seats = [Seat(name=f"P{i + 1}") for i in range(rules.min_players)]
    match = Match(rules, seats, seed=5)
    bot = RandomBot(rules, 0)
    rng = random.Random(5)
    first = match.current().seat
    for _ in range(400):
        decision = match.current()
        if decision.seat != first:
            break
        match.submit(decision.seat, bot.choose(None, match.legal_actions(decision.seat), rng))
    now = match.current().seat
    assert now != first and match.entries[-1].seat == first
    assert match.undo_block(now) is not None
    assert match.undo_block(first) is not None
    with pytest.raises(ValueError):
        match.undo()
