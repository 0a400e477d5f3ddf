"""Plays New World through the screen as a person would: every action is carried out
with keys only or with the mouse only (clicks and the wheel), never by calling the
engine."""

from __future__ import annotations

from textual import events
from textual.app import App
from textual.pilot import Pilot

from boardgames.core.rules import Action
from boardgames.games.carcassonne import actions as A
from boardgames.ui.games.carcassonne.art import HEIGHT, WIDTH
from boardgames.ui.games.carcassonne.board import CarcassonneMap
from boardgames.ui.games.carcassonne.screen import CarcassonneScreen
from boardgames.ui.games.carcassonne.side import OptionLines
from boardgames.ui.widgets.keybar import KeyBar


def game_screen(app: App) -> CarcassonneScreen:
    return next(s for s in app.screen_stack if isinstance(s, CarcassonneScreen))


def option_index(screen: CarcassonneScreen, action: Action) -> int:
    if isinstance(action, A.DeploySettler):
        return next(i for i, o in enumerate(screen.options) if o.segment == action.segment)
    assert isinstance(action, A.ScoreFeature)
    anchor = (action.col, action.row, action.segment)
    return next(i for i, w in enumerate(screen.waiting) if w.anchor == anchor)


# -- keyboard ------------------------------------------------------------------------------


async def cursor_to(pilot: Pilot, screen: CarcassonneScreen, cell: tuple[int, int]) -> None:
    """Arrow keys: left is west (col + 1), down is south (row + 1)."""
    col, row = screen.cursor
    keys = (["left"] * (cell[0] - col) + ["right"] * (col - cell[0])
            + ["down"] * (cell[1] - row) + ["up"] * (row - cell[1]))
    if keys:
        await pilot.press(*keys)
    assert screen.cursor == cell


async def by_keys(pilot: Pilot, app: App, action: Action) -> None:
    screen = game_screen(app)
    match action:
        case A.DrawTile():
            await pilot.press("enter")
        case A.PlaceTile(col=col, row=row, rotation=rotation):
            await cursor_to(pilot, screen, (col, row))
            for _ in range(4):
                if screen.rotation == rotation:
                    break
                await pilot.press("r")
            await pilot.press("enter")
        case A.DeploySettler() | A.ScoreFeature():
            index = option_index(screen, action)
            if index < 9:
                await pilot.press(str(index + 1))
            else:
                await pilot.press(*["down"] * (index + 1), "enter")
        case A.SkipSettler():
            await pilot.press("n")
        case _:
            raise AssertionError(f"no keys for {action}")


# -- mouse ---------------------------------------------------------------------------------


async def wheel(pilot: Pilot, board: CarcassonneMap, down: bool, shift: bool) -> None:
    event = events.MouseScrollDown if down else events.MouseScrollUp
    board.post_message(event(board, 10, 10, 0, 1 if down else -1, 0, shift, False, False))
    await pilot.pause()


async def show_on_map(pilot: Pilot, board: CarcassonneMap, cell: tuple[int, int],
                      inner: tuple[int, int] = (4, 2)) -> tuple[int, int]:
    """Scroll the map with the wheel until a cell's character is on screen; return its
    offset inside the map widget."""
    for _ in range(200):
        offset = board.screen_offset(cell, inner)
        if offset is not None:
            return offset
        x, y = board.origin(cell)
        x, y = x + inner[0] - int(board.scroll_x), y + inner[1] - int(board.scroll_y)
        if not 0 <= y < board.map_size.height:
            await wheel(pilot, board, down=y >= 0, shift=False)
        else:
            await wheel(pilot, board, down=x >= 0, shift=True)
    raise AssertionError(f"cannot scroll to {cell}")


async def click_map(pilot: Pilot, app: App, cell: tuple[int, int],
                    inner: tuple[int, int] = (4, 2), button: int = 1) -> None:
    board = game_screen(app).map
    offset = await show_on_map(pilot, board, cell, inner)
    await pilot.click(board, offset=offset, button=button)


CHOICE_KEYS = {"draw": "enter", "rotate": "r", "jump": "tab", "skip": "n", "turn": "r",
               "back": "escape"}


async def click_choice(pilot: Pilot, app: App, value: str) -> None:
    bar = game_screen(app).query_one(KeyBar)
    await pilot.click(bar, offset=bar.entry_offset(CHOICE_KEYS[value]))


async def click_option(pilot: Pilot, app: App, index: int) -> None:
    listing = game_screen(app).query_one(OptionLines)
    await pilot.click(listing, offset=(4, listing.line_of(index) + 1))  # +1: the border


def free_inner_cell(screen: CarcassonneScreen) -> tuple[int, int]:
    """A character of the placed tile that is not a numbered settler spot."""
    board, view = screen.map, screen.view
    x0, y0 = board.origin(view.placed)
    spots = {board.settler_xy(view.placed, o.segment) for o in screen.options}
    return next((dx, dy) for dy in range(HEIGHT) for dx in range(WIDTH)
                if (x0 + dx, y0 + dy) not in spots)


async def by_mouse(pilot: Pilot, app: App, action: Action) -> None:
    screen = game_screen(app)
    match action:
        case A.DrawTile():
            await click_choice(pilot, app, "draw")
        case A.PlaceTile(col=col, row=row, rotation=rotation):
            for _ in range(4):
                if screen.rotation == rotation:
                    break
                await pilot.click("#cc-tile")
            await click_map(pilot, app, (col, row))
        case A.DeploySettler():
            index = option_index(screen, action)
            view = screen.view
            spot = screen.map.settler_xy(view.placed, action.segment)
            x0, y0 = screen.map.origin(view.placed)
            inner = (spot[0] - x0, spot[1] - y0)
            await click_map(pilot, app, view.placed, inner)
            assert screen.selected == index
            await click_map(pilot, app, view.placed, inner)
        case A.ScoreFeature():
            index = option_index(screen, action)
            await click_option(pilot, app, index)
            assert screen.selected == index
            await click_option(pilot, app, index)
        case A.SkipSettler():
            await click_choice(pilot, app, "skip")
        case _:
            raise AssertionError(f"no mouse for {action}")
