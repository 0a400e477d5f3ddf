"""Hints for humans (issue 13 item 4): ``Match.hint`` asks the expert for the move of a
human seat whose decision it is, from that seat's view alone. The hint is legal, the same
for the same position and budget, changes nothing in the match (state, its rng, the bots'
rngs), does not change when the hidden information is dealt another way the view cannot
tell apart, and is refused to bots, to seats not to move and in games without an expert."""

from __future__ import annotations

import random
import re

import pytest

from boardgames.core import registry
from boardgames.core.bots import make_bot
from boardgames.core.controller import Match, win_chance
from boardgames.core.plain import canonical_json
from boardgames.core.rules import GameRules
from boardgames.core.seating import Seat

ITERATIONS = 6  # a fixed budget: one round of the expert's candidates


def new_match(game: str, players: int = 3, seed: int = 7, humans: int = 1) -> Match:
    seats = [Seat(name=f"Human {i + 1}") for i in range(humans)]
    seats += [Seat(name=f"Bot {i}", kind="bot", level="greedy") for i in range(humans, players)]
    return Match(registry.rules(game), seats, seed=seed)


def play_until_searched(match: Match, seat: int = 0, after: int = 20) -> None:
    """Play the match (the humans as greedy bots do, through ``submit``) until, after
    ``after`` moves, ``seat`` has a choice the expert searches."""
    rules = match.rules
    greedy = {i: make_bot(rules, "greedy", i) for i in range(len(match.seats))}
    rng = random.Random(1)
    while True:
        decision = match.current()
        assert decision is not None, "the game ended before a searched hint"
        who = decision.seat
        if (who == seat and len(match.entries) >= after and len(match.legal_actions(who)) > 1
                and match.hint(seat, iterations=ITERATIONS).value is not None):
            return
        if match.seats[who].is_bot:
            action = match.bot_action(who)
        else:
            action = greedy[who].choose(match.view(who), match.legal_actions(who), rng)
        match.submit(who, action)


def fingerprint(match: Match) -> tuple[object, ...]:
    return (match.state_digest(), match.rng.getstate(), match.revision, len(match.entries),
            {i: r.getstate() for i, r in match.bot_rngs.items()})


@pytest.mark.parametrize(("game", "players"), [("bohnanza", 3), ("catan", 3)])
def test_a_hint_is_legal_repeatable_and_changes_nothing(game, players):
    match = new_match(game, players)
    play_until_searched(match)
    before = fingerprint(match)
    first = match.hint(0, iterations=ITERATIONS)
    again = match.hint(0, iterations=ITERATIONS)
    assert fingerprint(match) == before
    assert first == again
    assert first.seat == 0 and first.action in match.legal_actions(0)
    assert first.label == match.rules.describe(match.state, 0, first.action)
    assert first.value is not None and 0.0 <= first.value <= 1.0
    assert first.reason == win_chance(first.value)


def test_the_win_chance_reads_as_words():
    assert [win_chance(v) for v in (0.004, 0.62, 0.996)] == [
        "under 1% to win", "about 62% to win", "over 99% to win"]


@pytest.mark.parametrize(("game", "players"), [("bohnanza", 3), ("catan", 3)])
def test_another_deal_of_the_hidden_cards_gives_the_same_hint(game, players):
    """The hands of the other seats (and the deck) are hidden from seat 0: a true state
    dealt otherwise, with the very same view, gives the very same hint."""
    match = new_match(game, players)
    play_until_searched(match)
    rules, view = match.rules, match.view(0)
    other = rules.sample_state(view, 0, random.Random(99))
    assert canonical_json(rules.view(other, 0)) == canonical_json(view)
    assert canonical_json(other) != canonical_json(match.state)  # something hidden differs
    first = match.hint(0, iterations=ITERATIONS)
    match.state = other
    assert match.hint(0, iterations=ITERATIONS) == first


def test_one_legal_move_is_the_hint_at_once():
    match = new_match("carcassonne", 2, humans=2)  # a turn starts with drawing the tile
    seat = match.current().seat
    (only,) = match.legal_actions(seat)
    hint = match.hint(seat, think=60.0)
    assert (hint.action, hint.reason, hint.value) == (only, "the only move", None)


def test_a_step_the_expert_does_not_search_says_so():
    match = new_match("catan", 3, humans=3)  # the start placements: the greedy values
    seat = match.current().seat
    hint = match.hint(seat, iterations=ITERATIONS)
    assert hint.action in match.legal_actions(seat) and hint.value is None
    assert "does not search" in hint.reason


def test_bots_and_seats_not_to_move_get_no_hint():
    match = new_match("bohnanza", 3, humans=2)
    on = match.current().seat
    off = 1 - on  # the other human
    assert match.hint_block(on) is None
    assert match.hint_block(off) == f"it is Human {on + 1}'s decision, not Human {off + 1}'s"
    assert match.hint_block(2) == "Bot 2 (bot) is a bot"
    for seat in (off, 2):
        with pytest.raises(ValueError, match=re.escape(match.hint_block(seat))):
            match.hint(seat, iterations=ITERATIONS)


def test_a_game_without_an_expert_says_so():
    rules = registry.rules("bohnanza")

    class NoExpert(type(rules)):  # type: ignore[misc]
        sample_state = GameRules.sample_state

    match = Match(NoExpert(), [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    assert match.hint_block(0) == f"{rules.title} has no expert to ask yet"
    with pytest.raises(ValueError, match="no expert"):
        match.hint(0)


def test_after_the_end_there_is_no_hint():
    match = new_match("bohnanza", 3)
    play = {i: make_bot(match.rules, "random", i) for i in range(3)}
    rng = random.Random(2)
    while (decision := match.current()) is not None:
        who = decision.seat
        match.submit(who, play[who].choose(None, match.legal_actions(who), rng))
    assert match.hint_block(0) == "the game is over"
