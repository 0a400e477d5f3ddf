"""The saved-games library as players meet it: Resume with several games, a game open in
another window, and damaged files through Load."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from boardgames.core import library
from boardgames.core.controller import Match, Seat
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games import register_screen
from boardgames.ui.screens.load import LoadScreen
from boardgames.ui.screens.menu import MenuScreen
from boardgames.ui.screens.saved_games import SavedGamesScreen
from tests.ui.helpers import screen_text, settle
from tests.ui.toy_screen import ToyScreen


@pytest.fixture
def toy_ui(toy):
    register_screen("toy", ToyScreen)
    return toy


def saved_game(toy, names: list[str], seed: int) -> Match:
    match = Match(toy, [Seat(name=n) for n in names], seed=seed)
    library.attach_new(match)
    match.saver.close()
    return match


async def test_resume_lists_every_unfinished_game_and_resumes_the_chosen_one(toy_ui):
    saved_game(toy_ui, ["Ann", "Bob"], 1)
    second = saved_game(toy_ui, ["Cleo", "Dan"], 2)
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        text = screen_text(app)
        assert "Ann, Bob" in text and "Cleo, Dan" in text and "0 moves" in text
        assert text.index("Cleo, Dan") < text.index("Ann, Bob")  # newest first
        await pilot.press("enter")
        await settle(pilot, app)
        screen = next(s for s in app.screen_stack if isinstance(s, ToyScreen))
        assert screen.match.saver.path == second.saver.path


HOLDER = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, {root!r})
    from pathlib import Path
    from boardgames.core import library
    library.acquire(Path({path!r}))
    print("locked", flush=True)
    time.sleep(60)
""")


async def test_a_game_open_in_another_window_is_not_opened_twice(toy_ui):
    match = saved_game(toy_ui, ["Ann", "Bob"], 3)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER.format(root=root, path=str(match.saver.path))],
        stdout=subprocess.PIPE, text=True, env=os.environ.copy())
    try:
        assert holder.stdout.readline().strip() == "locked"
        app = BoardgamesApp(bot_delay=0)
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await pilot.pause()
            await pilot.press("c")
            await pilot.pause()
            assert "open in another window" in screen_text(app)
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, SavedGamesScreen)
            shown = " ".join(screen_text(app).split())
            assert f"process {holder.pid}" in shown, shown
    finally:
        holder.kill()
        holder.wait()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"app": "boardgames", "x": ' + "[" * 5000 + "]" * 5000 + "}", "nested too deeply"),
        ("{not json", "not valid JSON"),
        ('{"app": "boardgames", "schema_version": 2}', "damaged ("),
    ],
)
async def test_a_damaged_file_through_load_is_one_line(toy_ui, tmp_path, content, message):
    keep = saved_game(toy_ui, ["Ann", "Bob"], 4)
    before = keep.saver.path.read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        app.screen.query_one("#path").focus()
        await pilot.press(*str(bad), "enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        error = str(app.screen.query_one("#load-error").render())
        assert message in error and error.count("\n") == 0
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
    assert keep.saver.path.read_bytes() == before
    assert len(library.list_games()[0]) == 1
