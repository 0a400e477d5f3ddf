"""Hints for humans (issue 13 item 4), in every game with an expert: F5 (or a click on its
footer entry) asks the expert for Ann's move; the prompt bar says "Thinking about a hint…"
and then the hint with its reason; the board draws it where the game can draw a bot's
move; the all-moves list (a) highlights it, so Enter or a click plays it. At a handoff
screen the key does nothing. Every wait is for a state of the table, never for a time."""

from __future__ import annotations

import random

import pytest
from textual.widgets import OptionList

from boardgames.core import registry
from boardgames.core.bots import RandomBot, has_expert
from boardgames.core.controller import Match
from boardgames.core.seating import Seat
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.screens.game import PREVIEW_GLYPH, GameScreen
from boardgames.ui.screens.handoff import HandoffScreen
from boardgames.ui.screens.moves import MovesScreen
from boardgames.ui.widgets.footer import KeyFooter
from boardgames.ui.widgets.panels import PromptBar
from tests.ui.helpers import screen_text, settle
from tests.ui.test_watch import wait_for

GAMES = [g for g in registry.game_ids() if has_expert(registry.rules(g))]
# The boards that draw a bot's move (and so a hint).
DRAWN = {"carcassonne", "new_england", "neuland", "catan", "bohnanza"}


def new_match(game: str, humans: int = 1) -> Match:
    """Ann (and Bea) at the keyboard, greedy bots in the other seats."""
    rules = registry.rules(game)
    players = max(2, rules.min_players)
    names = ["Ann", "Bea"][:humans]
    seats = [Seat(name=n) for n in names]
    seats += [Seat(name=f"Bot {i}", kind="bot", level="greedy") for i in range(humans, players)]
    return Match(rules, seats, seed=5)


def game_screen(app: BoardgamesApp) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


def prompt(screen: GameScreen) -> str:
    return screen.query_one(PromptBar).content.plain  # type: ignore[union-attr]


async def ask(pilot, app: BoardgamesApp, by_mouse: bool):
    """Ask for a hint at Ann's decision and wait for it; returns the screen and hint."""
    await settle(pilot, app)
    screen = game_screen(app)
    screen.hint_iterations = 1  # one round of the expert's candidates
    assert screen.my_turn and screen.hint is None
    assert "| F5 |" in screen.keys_help()  # F1 names it, and explains its mark on the board
    assert "◌ marks a move that is about to be made" in screen.keys_help()
    assert "hint" in [entry[4] for entry in screen.query_one(KeyFooter).entries()]
    if by_mouse:
        footer = screen.query_one(KeyFooter)
        column = footer.column_of("hint")
        assert column is not None, "the hint key is shown in the footer"
        await pilot.click(footer, offset=(column + 1, 0))
    else:
        await pilot.press("f5")
    hint = await wait_for(pilot, lambda: screen.hint)
    return screen, hint


@pytest.mark.parametrize("by_mouse", [False, True], ids=["keys", "mouse"])
@pytest.mark.parametrize("game", GAMES)
async def test_a_hint_is_shown_and_offered_in_the_moves_list(game, by_mouse):
    match = new_match(game)
    app = BoardgamesApp(match=match, bot_delay=0)
    # wide enough for the footer to show "All moves" too
    async with app.run_test(size=(200, 50) if by_mouse else (120, 40)) as pilot:
        screen, hint = await ask(pilot, app, by_mouse)
        seat = match.current().seat
        assert (hint.seat, screen.viewer) == (seat, seat)
        assert hint.action in match.legal_actions(seat)
        assert hint.label == match.rules.describe(match.state, seat, hint.action)
        await wait_for(pilot, lambda: f"Hint: {hint.label} — {hint.reason}." in prompt(screen))
        moves = len(match.entries)
        # a: the hinted move is the highlighted, focused entry, marked with ◌
        if by_mouse:
            footer = screen.query_one(KeyFooter)
            await pilot.click(footer, offset=(footer.column_of("all_moves") + 1, 0))
        else:
            await pilot.press("a")
        dialog = await wait_for(pilot, lambda: isinstance(app.screen, MovesScreen)
                                and app.screen)
        listing = dialog.query_one("#moves-list", OptionList)
        await wait_for(pilot, lambda: listing.has_focus)
        chosen = dialog.moves[int(listing.get_option_at_index(listing.highlighted).id)]
        assert chosen == (hint.label, hint.action)
        assert PREVIEW_GLYPH in str(listing.get_option_at_index(listing.highlighted).prompt)
        if by_mouse:  # a click on the marked entry, where the player reads it
            marked = f"{PREVIEW_GLYPH} {hint.label}"
            rows = await wait_for(pilot, lambda: [
                (line.index(marked), y) for y, line in enumerate(
                    screen_text(app).splitlines()) if marked in line])
            await pilot.click(offset=(rows[0][0] + 2, rows[0][1]))
        else:
            await pilot.press("enter")
        await wait_for(pilot, lambda: len(match.entries) > moves)
        assert (match.entries[moves].seat, match.entries[moves].action) == (seat, hint.action)
        await settle(pilot, app)


def board_text(app: BoardgamesApp) -> str:
    """The screen without the prompt bar's line (which has ◌ before "Hint:")."""
    return "\n".join(line for line in screen_text(app).splitlines() if "Hint:" not in line)


@pytest.mark.parametrize("game", sorted(DRAWN & set(GAMES)))
async def test_the_board_draws_the_hint_until_the_next_key(game):
    """Ann takes the hints until one is a move the board can draw (a tile, a building):
    it is drawn in its place with ◌, as a bot's move is; a cursor key draws it away."""
    match = new_match(game)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(8):
            await settle(pilot, app)
            assert PREVIEW_GLYPH not in board_text(app)
            screen, hint = await ask(pilot, app, by_mouse=False)
            assert "Hint:" in prompt(screen)  # said as the hint arrived
            if PREVIEW_GLYPH in board_text(app):
                break
            assert screen.act(hint.action)
        else:
            pytest.fail("no hint in eight moves was one the board draws")
        await pilot.press("right")
        await wait_for(pilot, lambda: PREVIEW_GLYPH not in board_text(app))


@pytest.mark.parametrize("game", [g for g in GAMES
                                  if registry.rules(g).has_private_information])
async def test_at_a_handoff_screen_the_key_does_nothing(game):
    match = new_match(game, humans=2)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await wait_for(pilot, lambda: isinstance(app.screen, HandoffScreen))
        screen = game_screen(app)
        before = prompt(screen)
        await pilot.press("f5")
        await settle(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        assert not screen.hint_thinking and screen.hint is None
        assert prompt(screen) == before and "hint" not in screen_text(app).lower()


async def test_a_second_press_while_thinking_waits_and_a_new_step_cancels_it():
    """A second F5 while the expert thinks starts nothing new; a new step of the match
    (undo, a move: ``advance``) cancels the thinking, and no stale hint shows."""
    match = new_match("neuland")  # its first decision (the start huts) is searched
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        screen.hint_iterations = 10**6  # thinks until cancelled (or the think time ends)
        await pilot.press("f5")
        assert screen.hint_thinking and "Thinking about a hint…" in prompt(screen)
        await pilot.press("f5")
        assert screen.hint_thinking and "Thinking about a hint…" in prompt(screen)
        assert len([w for w in app.workers if w.group == "hint"]) == 1
        screen.advance()
        assert not screen.hint_thinking
        await settle(pilot, app)
        assert screen.hint is None and "Hint:" not in prompt(screen)


async def test_after_the_end_the_key_says_why():
    match = new_match("bohnanza")
    players = {i: RandomBot(match.rules, i) for i in range(len(match.seats))}
    rng = random.Random(3)
    while (decision := match.current()) is not None:  # played to the end before the app
        who = decision.seat
        match.submit(who, players[who].choose(None, match.legal_actions(who), rng))
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        await wait_for(pilot, lambda: app.screen is not screen)  # the end screen
        app.pop_screen()
        await wait_for(pilot, lambda: app.screen is screen)
        await pilot.press("f5")
        await wait_for(pilot, lambda: "No hint: the game is over." in prompt(screen))
        assert screen.hint is None and not screen.hint_thinking
