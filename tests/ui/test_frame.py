"""The shared frame on the toy hidden-hand game: handoffs, bots, undo, saving, sizes."""

from __future__ import annotations

import pytest

from boardgames.core import library
from boardgames.core.controller import Match, Seat
from boardgames.core.saves import load_match
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games import register_screen
from boardgames.ui.screens.game_over import GameOverScreen
from boardgames.ui.screens.handoff import HandoffScreen
from tests.full_disk import FullDisk
from tests.ui.helpers import screen_text, settle
from tests.ui.toy_screen import ToyScreen


@pytest.fixture
def toy_ui(toy):
    register_screen("toy", ToyScreen)
    return toy


def hand_text(app) -> str:
    screen = next(s for s in app.screen_stack if isinstance(s, ToyScreen))
    return str(screen.query_one("#hand").render())



async def test_handoff_hides_hands_between_two_humans(toy_ui):
    match = Match(toy_ui, [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    hands = [list(h) for h in match.state.hands]
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        shot = screen_text(app)
        assert "Pass to" in shot and "Ann" in shot
        assert not any(card in shot for hand in hands for card in hand)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ToyScreen)
        shot = screen_text(app)
        assert all(card in shot for card in hands[0])
        assert not any(card in shot for card in hands[1])
        await pilot.press("1")
        await pilot.pause()
        # Bob's turn: the table is hidden behind the gate, and Ann's hand is gone.
        assert isinstance(app.screen, HandoffScreen)
        assert app.screen.seat.name == "Bob"
        assert hand_text(app).strip() == "hand:" or "c" not in hand_text(app).split("\n")[0][5:]
        await pilot.press("enter")
        await pilot.pause()
        shot = screen_text(app)
        assert all(card in shot for card in hands[1])
        assert not any(card in shot for card in match.state.hands[0])


async def test_one_human_against_a_bot_needs_no_handoff(toy_ui):
    seats = [Seat(name="Ann"), Seat(name="Ada", kind="bot", level="random")]
    match = Match(toy_ui, seats, seed=2)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ToyScreen)
        for _ in range(3):
            await pilot.press("1")
            await settle(pilot, app)
        assert match.is_over
        assert isinstance(app.screen, GameOverScreen)
        # The finished game stays in the library, marked finished, and nothing else.
        games = library.list_games()[0]
        assert [(g.finished, g.moves) for g in games] == [(True, len(match.entries))]


async def test_undo_and_its_barriers(toy_ui):
    seats = [Seat(name="Ann"), Seat(name="Ada", kind="bot", level="random")]
    match = Match(toy_ui, seats, seed=3)
    app = BoardgamesApp(match=match, bot_delay=30)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+z")
        assert "nothing to undo" in str(app.screen.query_one("#prompt").render())
        await pilot.press("d")  # a draw is chance: never undone
        await pilot.pause()
        await pilot.press("ctrl+z")
        assert "draw" in str(app.screen.query_one("#prompt").render())
        assert len(match.entries) == 1


async def test_autosave_resumes_the_same_game(toy_ui):
    match = Match(toy_ui, [Seat(name="Ann"), Seat(name="Ada", kind="bot", level="random")],
                  seed=4)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("1")
        await settle(pilot, app)
        await pilot.press("ctrl+q")
    (game,) = library.unfinished()
    resumed = load_match(game.path)
    assert resumed.state_digest() == match.state_digest()
    assert len(resumed.entries) == len(match.entries) >= 2


async def test_too_small_terminal_says_what_it_needs(toy_ui):
    match = Match(toy_ui, [Seat(name="Ann"), Seat(name="Ada", kind="bot", level="random")])
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(50, 15)) as pilot:
        await pilot.pause()
        shot = screen_text(app)
        assert "at least" in shot and "60 × 20" in shot


async def test_a_failed_save_is_reported_and_quitting_asks_first(toy_ui, monkeypatch):
    from boardgames.ui.screens.dialogs import Confirm

    match = Match(toy_ui, [Seat(name="Ann"), Seat(name="Ada", kind="bot", level="random")],
                  seed=5)
    app = BoardgamesApp(match=match, bot_delay=0)
    told: list[str] = []
    notify = app.notify
    app.notify = lambda message, **kw: (told.append(message), notify(message, **kw))[1]
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await settle(pilot, app)

        disk = FullDisk(monkeypatch)
        await pilot.press("1")
        await settle(pilot, app)
        assert len(match.entries) >= 2 and match.save_error == "No space left on device"
        assert "Could not save the game" in screen_text(app)
        assert any("No space left on device" in n for n in told)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, Confirm) and "could not be saved" in app.screen.question
        await pilot.press("n")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, ToyScreen)
        disk.full = False
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert not app.is_running
    games = library.unfinished()
    assert [g.moves for g in games] == [len(match.entries)], games
async def test_the_handoff_and_f2_say_what_happened_since_your_last_move(toy_ui):
    """Bob's gate shows the public lines of Ann's turn (never her private draw), and F2
    then opens a panel of what happened since Bob's last move, which stays open while he
    plays and follows the seat at the keyboard; the log can show one seat's moves."""

    match = Match(toy_ui, [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Ann takes the device
        await pilot.press("d")
        await pilot.pause()
        drawn = match.state.hands[0][-1]
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        gate = screen_text(app)
        assert "Since Bob's last move" in gate and "Ann draws a card" in gate
        assert "Ann plays" in gate and f"You drew {drawn}" not in gate
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("f2")
        await pilot.pause()
        panel = app.screen.query_one("#recap-panel")
        assert isinstance(app.screen, ToyScreen) and panel.display
        recap = str(app.screen.query_one("#recap-text").render())
        assert "Since Bob's last move" in recap and "Ann draws a card" in recap
        assert drawn not in recap and "Ann draws a card" in screen_text(app)
        await pilot.press("1")  # Bob plays; Ann's gate hides the table
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and drawn not in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert panel.display, "the panel stays open"
        recap = str(app.screen.query_one("#recap-text").render())
        assert "Since Ann's last move" in recap
        assert "Bob plays" in recap and "Ann plays" not in recap
        await pilot.press("f2")
        await pilot.pause()
        assert not panel.display
        await pilot.press("f3", "f3")  # only Bob's moves
        await pilot.pause()
        log = str(app.screen.query_one("#log").lines)
        assert "Bob plays" in log and "Ann plays" not in log
        await pilot.press("f3")  # every line again
        await pilot.pause()
        assert "Ann plays" in str(app.screen.query_one("#log").lines)


async def test_a_dialog_leaves_the_board_visible(toy_ui):
    match = Match(toy_ui, [Seat(name="Ann"), Seat(name="Ada", kind="bot", level="random")],
                  seed=2)
    app = BoardgamesApp(match=match, bot_delay=30)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        hand = " ".join(match.state.hands[0])
        assert hand in screen_text(app)
        await pilot.press("escape")  # "Leave this game?"
        await pilot.pause()
        assert "Leave this game?" in screen_text(app)
        assert hand in screen_text(app)  # the table is still there around the dialog
        box = app.screen.query_one(".dialog").region
        assert box.width * box.height < 0.3 * 100 * 30
