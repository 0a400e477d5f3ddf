"""Watching a game again, in every game: from the end screen by keys and by mouse, step by
move and by turn, look at each seat's view, continue from a point; and in a game still going,
only what the viewing seat may see."""

from __future__ import annotations

import random

import pytest

from boardgames.core import library, registry
from boardgames.core.controller import Match
from boardgames.core.seating import Seat
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games import register_screen
from boardgames.ui.screens.game import GameScreen
from boardgames.ui.screens.game_over import GameOverScreen
from boardgames.ui.screens.replay import ReplayBar
from tests.played import finished
from tests.ui.helpers import screen_text, settle
from tests.ui.toy_screen import ToyScreen

GAMES = registry.game_ids()


async def until(pilot, done) -> None:
    for _ in range(200):
        if done():
            return
        await pilot.pause()
    raise AssertionError("the screen never got there")


def bar(app) -> ReplayBar:
    assert isinstance(app.screen, ReplayBar), app.screen
    return app.screen


def shown(app, digests: list[str]) -> int:
    """The move the replay shows; its game screen draws exactly that state."""
    replay_bar = bar(app)
    game = replay_bar.game
    assert game.match is replay_bar.replay.match and game.replay is replay_bar.replay
    at = replay_bar.replay.at
    assert game.match.state_digest() == digests[at]
    assert f"move {at} of {len(digests) - 1}" in screen_text(app)
    return at


@pytest.mark.parametrize("game", GAMES)
async def test_a_finished_game_replays_by_keys(game: str) -> None:
    match, digests = finished(game, seed=8)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("p")
        await until(pilot, lambda: isinstance(app.screen, ReplayBar))
        assert shown(app, digests) == 0
        for _ in range(3):
            await pilot.press("right")
        assert shown(app, digests) == 3
        await pilot.press("left")
        assert shown(app, digests) == 2
        turns = bar(app).replay.turns
        await pilot.press("shift+right")
        assert shown(app, digests) == next(t for t in turns if t > 2)
        await pilot.press("end")
        assert shown(app, digests) == len(digests) - 1
        await pilot.press("shift+left")
        assert shown(app, digests) == max(t for t in turns if t < len(digests) - 1)
        await pilot.press("home")
        assert shown(app, digests) == 0
        # Every hand may be looked at after the game: v goes through the seats' views.
        seen = []
        for _ in range(len(match.seats) + 1):
            seen.append(bar(app).game.viewer)
            await pilot.press("v")
        assert set(seen) == {None, *range(len(match.seats))}
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert not any(getattr(s, "replay", None) for s in app.screen_stack)


@pytest.mark.parametrize("game", GAMES)
async def test_a_finished_game_replays_by_mouse_and_continues_from_a_point(game: str) -> None:
    match, digests = finished(game, seed=8)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.click("#replay")
        await until(pilot, lambda: isinstance(app.screen, ReplayBar))
        for _ in range(4):
            await pilot.click("#step_on")
        assert shown(app, digests) == 4
        await pilot.click("#step_back")
        assert shown(app, digests) == 3
        await pilot.click("#to_end")
        assert shown(app, digests) == len(digests) - 1
        await pilot.click("#to_start")
        await pilot.click("#turn_on")
        at = shown(app, digests)
        assert at == bar(app).replay.turns[1]
        await pilot.click("#continue_here")
        await until(pilot, lambda: isinstance(app.screen, GameScreen)
                    and app.screen.replay is None)
        branch = app.screen.match  # its bots play on from the point
        moves = [(e.seat, e.action) for e in branch.entries]
        assert moves[:at] == [(e.seat, e.action) for e in match.entries[:at]]
        check = Match(branch.rules, branch.seats, branch.options, seed=branch.seed)
        check.replay(moves[:at])
        assert check.state_digest() == digests[at]
        assert branch.saver is not None, "a game continued from a replay is saved"
        assert branch is not match and library.list_games()[0]


@pytest.fixture
def toy_ui(toy):
    register_screen("toy", ToyScreen)
    return toy


async def test_a_game_still_going_replays_only_what_the_seat_may_see(toy_ui) -> None:
    """F4 in play: the seat at the keyboard sees the public view and its own hand at every
    point, never the other hand, and cannot switch views."""
    match = Match(toy_ui, [Seat(name="Ann"), Seat(name="Bot", kind="bot", level="random")],
                  seed=2)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, app)
        await pilot.press("1")  # Ann plays a card; the bot answers
        await settle(pilot, app)
        await pilot.press("f4")
        await until(pilot, lambda: isinstance(app.screen, ReplayBar))
        replay_bar = bar(app)
        assert not replay_bar.all_views
        for _ in range(len(replay_bar.replay) + 1):
            state = replay_bar.replay.match.state
            text = screen_text(app)
            assert replay_bar.game.viewer == 0
            assert all(card not in text for card in state.hands[1]), "the bot's hand shows"
            assert all(card in text for card in state.hands[0])
            await pilot.press("v")
            await pilot.press("right")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, ToyScreen)
                    and app.screen.replay is None)


@pytest.mark.parametrize("game", GAMES)
async def test_the_score_chart_opens_from_the_end_screen_by_key_and_from_the_replay_by_mouse(
        game: str) -> None:
    from textual_plotext import PlotextPlot

    from boardgames.core.replay import score_history
    from boardgames.ui.screens.score_chart import ScoreChart

    match, _digests = finished(game, seed=8)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, ScoreChart)
                    and app.screen.history is not None)
        chart = app.screen
        assert chart.history == score_history(match)
        turns, totals = chart.history
        assert [line[-1] for line in totals] == match.scores().totals
        text = screen_text(app)
        assert f"{len(turns) - 1} turns · final:" in text
        for seat in match.seats:
            assert f"{seat.glyph} {seat.name}" in text  # the legend names glyph and seat
        assert chart.query_one(PlotextPlot).region.height >= 10
        await pilot.press("escape")
        await pilot.click("#replay")
        await until(pilot, lambda: isinstance(app.screen, ReplayBar))
        await pilot.click("#chart")
        await until(pilot, lambda: isinstance(app.screen, ScoreChart))


@pytest.mark.parametrize("game", [g for g in GAMES if registry.rules(g).has_private_information])
async def test_f4_in_a_private_game_shows_only_the_seat_at_the_keyboard(game: str) -> None:
    """At every point of the replay the screen draws Ann's own view, and that view holds
    none of the other seats' secrets (the conformance leak check, on what is drawn)."""
    import json

    from boardgames.core.plain import canonical_json

    rules = registry.rules(game)
    seats = [Seat(name="Ann"), *(Seat(name=f"Bot {i}", kind="bot", level="random")
                                 for i in range(1, rules.min_players))]
    match = Match(rules, seats, seed=6)
    ann = random.Random(1)  # Ann's moves: any legal ones
    while len(match.entries) < 40 or match.current().seat != 0:
        seat = match.current().seat
        move = (ann.choice(match.legal_actions(0)) if seat == 0
                else match.bot_action(seat))
        match.submit(seat, move)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await pilot.press("f4")
        await until(pilot, lambda: isinstance(app.screen, ReplayBar))
        replay_bar = bar(app)
        assert not replay_bar.all_views
        checked = 0
        for _ in range(len(replay_bar.replay) + 1):
            assert replay_bar.game.viewer == 0
            state = replay_bar.replay.match.state
            drawn = canonical_json(rules.view(state, 0))
            for other in range(1, len(seats)):
                for secret in rules.secrets(state, other):
                    checked += 1
                    assert json.dumps(secret) not in drawn
            await pilot.press("v")
            await pilot.press("right")
        assert checked, "the other seats had secrets to keep"
