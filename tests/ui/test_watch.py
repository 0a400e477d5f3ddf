"""Watchable bots (issue 13 item 5, New World spec 9.4): with a bot delay, a bot's placement
is drawn on the board (a ghost in its place, highlighted, with ◌) and named in the prompt
bar before it lands; then it lands once, with the change marks. ctrl+z, a new step of the
match and quitting during the preview never submit it twice; with no bot delay there is
no preview at all. Every wait is for a state of the table, never for a time."""

from __future__ import annotations

import asyncio
import time

import pytest

from boardgames.core import registry
from boardgames.core.controller import Match, Seat
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games.bohnanza.board import BeanTable
from boardgames.ui.games.bohnanza.choices import Spot
from boardgames.ui.games.bohnanza.screen import BohnanzaScreen
from boardgames.ui.games.carcassonne.screen import CarcassonneScreen
from boardgames.ui.games.catan.screen import CatanScreen
from boardgames.ui.games.neuland.screen import NeulandScreen
from boardgames.ui.games.new_england.board import NewEnglandBoard
from boardgames.ui.games.new_england.screen import NewEnglandScreen
from boardgames.ui.screens import game as frame
from boardgames.ui.screens.game import PREVIEW_GLYPH, GameScreen
from tests.ui.helpers import screen_text, settle

GAMES = ["carcassonne", "new_england", "neuland", "catan", "bohnanza"]
DELAY = 0.05  # a small bot delay: the preview then shows for PREVIEW_TIME
HOLD = 60.0  # a bot delay that keeps the bot's next move away while the test looks
# What the board shows once the other seats' moves have landed (the change marks).
CHANGED = {"carcassonne": "✱", "new_england": "✱", "neuland": "✦", "catan": "✱",
           "bohnanza": "✦"}
SCREENS = {"carcassonne": CarcassonneScreen, "new_england": NewEnglandScreen,
           "neuland": NeulandScreen, "catan": CatanScreen, "bohnanza": BohnanzaScreen}


@pytest.fixture(autouse=True)
def _preview_time(monkeypatch):
    """The preview stays up 2 s here, so that a busy machine never misses the state the
    test waits for (the test still waits for it, not for the time)."""
    monkeypatch.setattr(frame, "PREVIEW_TIME", 2.0)


def _seat(name: str, glyph: str, colour: str, bot: bool = True) -> Seat:
    if bot:
        return Seat(name=name, kind="bot", level="greedy", colour=colour, glyph=glyph)
    return Seat(name=name, colour=colour, glyph=glyph)


def new_match(game: str) -> Match:
    """Ann at the keyboard, the bots move first."""
    ann = _seat("Ann", "●", "#E69F00", bot=False)
    ada = _seat("Ada", "▲", "#56B4E9")
    if game == "new_england":  # three players at least; the bots sit first
        return Match(registry.rules(game), [ada, _seat("Bruno", "■", "#009E73"), ann], seed=5)
    if game == "catan":  # three players at least; seed 5 lets Bruno start
        return Match(registry.rules(game), [ann, ada, _seat("Bruno", "■", "#009E73")], seed=5)
    if game == "bohnanza":  # seed 5 lets Ada start
        return Match(registry.rules(game), [ann, ada], seed=5)
    return Match(registry.rules(game), [ann, ada], seed=5, options={"first_player": 1})


def game_screen(app: BoardgamesApp) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


async def wait_for(pilot, check, patience: float = 120.0):
    """Wait until ``check()`` returns something true, and return it. It runs on the event
    loop, so what it reads is one moment of the table; ``patience`` only stops a test
    that would otherwise hang."""
    deadline = time.monotonic() + patience
    while time.monotonic() < deadline:
        await pilot.pause()
        found = check()
        if found:
            return found
        await asyncio.sleep(0.005)  # let the bot's thread run
    raise AssertionError("the table never reached the state waited for")


def board_lines(app: BoardgamesApp) -> list[str]:
    """The screen's lines without the prompt bar's (which names the move too)."""
    return [line for line in screen_text(app).splitlines() if "about to play" not in line]


def drawn_in_place(screen: GameScreen, action) -> bool:
    """The game's board holds the bot's move as a preview, where the move goes."""
    if isinstance(screen, CarcassonneScreen):
        overlay = screen.map.overlay
        if action.kind == "place_tile":
            return (overlay.bot and overlay.cursor == (action.col, action.row)
                    and overlay.ghost == (screen.view.current_tile, action.rotation, True))
        return overlay.bot and bool(overlay.selected)
    if isinstance(screen, CatanScreen):  # the bot's first move: a start settlement
        return screen.board.marks.bot == {("crossing", action.crossing)}
    if isinstance(screen, BohnanzaScreen):  # the bot's first move: its front bean planted
        shown = screen.bot_preview
        return shown is not None and \
            Spot("field", shown[0], action.field) in screen.query_one(BeanTable).marks.bot
    if isinstance(screen, NewEnglandScreen):  # the bots' first move: a start tile
        return screen.query_one(NewEnglandBoard).marks.bot == set(action.cells)
    assert isinstance(screen, NeulandScreen)  # the bot's first move: its start huts
    board = screen.query_one("#nl-board")
    return (board.cursor in board.bot and len(board.bot) == 2
            and {(q, r) for q, r, _ in board.bot} == {action.lodge_hex, action.hut_hex})


def on_show(app: BoardgamesApp, match: Match, moves: int | None = None):
    """The preview as the player sees it, with the match as it stands: (seat, action,
    moves so far, screen text), or None while no preview is on screen (or, with
    ``moves``, none for the move after that many)."""
    screen = game_screen(app)
    shown = screen.bot_preview
    if shown is None or (moves is not None and len(match.entries) != moves):
        return None
    text = screen_text(app)
    return (*shown, len(match.entries), text) if PREVIEW_GLYPH in text else None


def landed(app: BoardgamesApp, match: Match, moves: int, changed: str) -> bool:
    """More than ``moves`` moves are made, no preview is on screen, the marks are."""
    if len(match.entries) <= moves or game_screen(app).bot_preview is not None:
        return False
    lines = board_lines(app)
    return (not any(PREVIEW_GLYPH in line for line in lines)
            and any(changed in line for line in lines))


@pytest.mark.parametrize("game", GAMES)
async def test_a_bots_placement_shows_before_it_lands(game):
    match = new_match(game)
    app = BoardgamesApp(match=match, bot_delay=DELAY)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = game_screen(app)
        seat, action, moves, text = await wait_for(pilot, lambda: on_show(app, match))
        # On screen: the ghost in its place with ◌, and the move in words; not made yet.
        assert any(PREVIEW_GLYPH in line for line in board_lines(app))
        label = match.rules.describe(match.view(screen.viewer), seat, action)
        assert f"{match.seats[seat].label} is about to play: {label}" in text
        assert drawn_in_place(screen, action)
        assert match.current().seat == seat and action in match.legal_actions(seat)
        # Then it lands, exactly once: the preview is gone and the change marks show.
        app.bot_delay = HOLD  # the bot's next move (if any) waits meanwhile
        await wait_for(pilot, lambda: landed(app, match, moves, CHANGED[game]))
        assert (match.entries[moves].seat, match.entries[moves].action) == (seat, action)
        assert [e.action for e in match.entries].count(action) == 1
        await pilot.press("ctrl+q")  # stops the waiting bot


@pytest.mark.parametrize("game", GAMES)
async def test_undo_during_a_preview_takes_nothing_back(game):
    """The bot is on, so ctrl+z cannot take Ann's move back (undo never crosses another
    seat's decision): it says why, and the preview lands as it would have, once."""
    match = new_match(game)
    app = BoardgamesApp(match=match, bot_delay=DELAY)
    async with app.run_test(size=(120, 40)) as pilot:
        seat, action, moves, _ = await wait_for(pilot, lambda: on_show(app, match))
        before = list(match.entries)
        await pilot.press("ctrl+z")
        await wait_for(pilot, lambda: len(match.entries) > moves)
        assert match.entries[:moves] == before
        assert (match.entries[moves].seat, match.entries[moves].action) == (seat, action)
        assert [e.action for e in match.entries].count(action) == 1


@pytest.mark.parametrize("game", GAMES)
async def test_a_new_step_during_a_preview_drops_it_and_the_bot_thinks_again(game):
    """What undo, a handoff and a new generation do (``advance``): the preview goes at
    once, nothing is submitted, the bot chooses again, and one move lands."""
    match = new_match(game)
    app = BoardgamesApp(match=match, bot_delay=DELAY)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = game_screen(app)
        seat, _, moves, _ = await wait_for(pilot, lambda: on_show(app, match))
        revision = match.revision
        screen.advance()
        assert screen.bot_preview is None and match.revision == revision
        # The first preview's timer goes off on the way: it submits nothing.
        again, second, _, _ = await wait_for(pilot, lambda: on_show(app, match, moves))
        await wait_for(pilot, lambda: len(match.entries) > moves)
        assert (match.entries[moves].seat, match.entries[moves].action) == (seat, second)
        assert again == seat and [e.action for e in match.entries].count(second) == 1


@pytest.mark.parametrize("game", GAMES)
async def test_quitting_during_a_preview_leaves_the_move_unmade(game):
    match = new_match(game)
    app = BoardgamesApp(match=match, bot_delay=DELAY)
    async with app.run_test(size=(120, 40)) as pilot:
        _, _, moves, _ = await wait_for(pilot, lambda: on_show(app, match))
        await pilot.press("ctrl+q")
    assert len(match.entries) == moves


@pytest.mark.parametrize("game", GAMES)
async def test_no_bot_delay_no_preview(game, monkeypatch):
    """The tests and the bench play with no bot delay: every bot move lands at once."""
    match = new_match(game)
    asked: list[object] = []
    monkeypatch.setattr(SCREENS[game], "preview_bot",
                        lambda self, seat, action: asked.append(action) or True)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert match.current().seat == screen.viewer and match.entries
        assert asked == [] and screen.bot_preview is None
        assert not any(PREVIEW_GLYPH in line for line in screen_text(app).splitlines())
