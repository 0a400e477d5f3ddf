"""A hard bot whose search fails does not end the players' game, in every game with an
expert: the bot plays its normal (greedy) move and a toast says what went wrong; a hint
whose search fails says so in the prompt bar. Every wait is for a state of the table."""

from __future__ import annotations

import random

import pytest

from boardgames.core import registry
from boardgames.core.bots import ExpertBot, has_expert, make_bot
from boardgames.core.controller import Match
from boardgames.core.seating import Seat
from boardgames.ui.app import BoardgamesApp
from tests.ui.helpers import screen_text, settle
from tests.ui.test_hints import game_screen, prompt
from tests.ui.test_watch import wait_for

GAMES = [g for g in registry.game_ids() if has_expert(registry.rules(g))]


def _boom(*args, **kwargs):
    raise RuntimeError("boom")


def _match(game: str, human: bool) -> Match:
    """Ann and greedy bots, or hard bots in every seat."""
    rules = registry.rules(game)
    if human:
        seats = [Seat(name="Ann")] + [Seat(name=f"Bot {i}", kind="bot", level="greedy")
                                      for i in range(1, rules.min_players)]
    else:
        seats = [Seat(name=f"Bot {i + 1}", kind="bot", level="expert")
                 for i in range(rules.min_players)]
    return Match(rules, seats, seed=5)


@pytest.mark.parametrize("game", GAMES)
def test_a_failed_search_gives_the_greedy_move_and_the_error(game, monkeypatch):
    match = _match(game, human=False)
    decision = match.current()
    assert decision is not None
    seat = decision.seat
    rng = random.Random()
    rng.setstate(match.bot_rngs[seat].getstate())
    expected = make_bot(match.rules, "greedy", seat).choose(
        match.view(seat), match.legal_actions(seat), rng)
    monkeypatch.setattr(ExpertBot, "choose", _boom)
    action, failure = match.safe_bot_action(seat)
    assert (action, failure) == (expected, "RuntimeError: boom")
    monkeypatch.setattr(type(match.bots[seat].greedy), "choose", _boom)
    with pytest.raises(RuntimeError):  # the normal bot failing too is a bug to see
        match.safe_bot_action(seat)


@pytest.mark.parametrize("game", GAMES)
async def test_the_game_goes_on_when_a_hard_bots_search_fails(game, monkeypatch):
    monkeypatch.setattr(ExpertBot, "choose", _boom)
    match = _match(game, human=False)
    seat = match.current().seat
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_for(pilot, lambda: len(match.entries) >= 2)  # moves go on being made
        assert app.is_running and match.entries[0].seat == seat
        text = " ".join(screen_text(app).split())
        label = match.seats[seat].label
        assert f"{label}'s search failed (RuntimeError: boom)" in text, text


@pytest.mark.parametrize("game", GAMES)
async def test_a_failed_hint_says_so_and_changes_nothing(game, monkeypatch):
    monkeypatch.setattr(ExpertBot, "choose", _boom)
    match = _match(game, human=True)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        moves = len(match.entries)
        await pilot.press("f5")
        await wait_for(pilot, lambda: "search failed" in prompt(screen))
        assert "No hint: the expert's search failed (RuntimeError: boom)." in prompt(screen)
        assert screen.hint is None and not screen.hint_thinking
        assert len(match.entries) == moves and app.is_running
