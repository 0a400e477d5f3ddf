"""Plays New England through the screen as a person would: every action is carried out
with keys only or with the mouse only, never by calling the engine."""

from __future__ import annotations

from textual.app import App
from textual.pilot import Pilot

from boardgames.core.rules import Action
from boardgames.games.new_england import actions as A
from boardgames.ui.games.new_england.board import cell_origin
from boardgames.ui.games.new_england.screen import NewEnglandScreen
from boardgames.ui.games.new_england.side import DiscTrack, OfferColumn
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.widgets.keybar import KeyBar


def game_screen(app: App) -> NewEnglandScreen:
    return next(s for s in app.screen_stack if isinstance(s, NewEnglandScreen))


# -- keyboard ------------------------------------------------------------------------------


async def go_to(pilot: Pilot, screen: NewEnglandScreen, cell: tuple[int, int]) -> None:
    r, c = screen.pick.cursor
    keys = (["down"] * (cell[0] - r) + ["up"] * (r - cell[0])
            + ["right"] * (cell[1] - c) + ["left"] * (c - cell[1]))
    if keys:
        await pilot.press(*keys)


async def orient_to(pilot: Pilot, screen: NewEnglandScreen, cells: tuple) -> None:
    """Rotate the ghost (r) until its shape is the one of ``cells``."""
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    want = tuple(sorted((r - top, c - left) for r, c in cells))
    shapes = screen.choices().shapes()
    for _ in range(len(shapes)):
        if shapes[screen.pick.orient % len(shapes)] == want:
            break
        await pilot.press("r")
    await go_to(pilot, screen, (top, left))


async def by_keys(pilot: Pilot, app: App, action: Action) -> None:
    screen = game_screen(app)
    match action:
        case A.ChooseStartTile(land=land):
            await pilot.press(land.lower())
        case A.PlaceStartTile(cells=cells) | A.Develop(cells=cells):
            await orient_to(pilot, screen, cells)
            await pilot.press("enter")
        case A.ChooseOfferSize(tiles=n):
            await pilot.press(str(n))
        case A.TakeDisc(value=v):
            await pilot.press(str(v % 10), "enter")
        case A.DrawExtra(source=source):
            await pilot.press("c" if source == "deck" else "t")
        case A.DeclineExtra():
            await pilot.press("n")
        case A.Buy(slot=slot) if slot <= 9:
            await pilot.press(str(slot), "enter")
        case A.Buy(slot=slot):
            await pilot.press("o")
            while screen.pick.slot_focus != slot:
                await pilot.press("down")
            await pilot.press("enter")
        case A.PlayStored(barn=barn):
            await pilot.press("b")
            if screen.pick.sub == "barn_pick":
                await go_to(pilot, screen, barn)
                await pilot.press("enter")
        case A.MoveFigure(from_tile=src, to_tile=dst):
            await pilot.press("m")
            await go_to(pilot, screen, src)
            await pilot.press("enter")
            await go_to(pilot, screen, dst)
            await pilot.press("enter")
        case A.EndTurn():
            await pilot.press("e")
            await pilot.pause()
            if isinstance(app.screen, Confirm):
                await pilot.press("y")
        case A.PlaceTile(cell=cell) | A.PlaceFigure(tile=cell):
            await go_to(pilot, screen, cell)
            await pilot.press("enter")
        case A.StoreCard():
            await pilot.press("b")
        case _:
            raise AssertionError(f"no keys for {action}")


# -- mouse ---------------------------------------------------------------------------------


async def click_cell(pilot: Pilot, cell: tuple[int, int], button: int = 1) -> None:
    x, y = cell_origin(cell)
    await pilot.click("#ne-board", offset=(x + 2, y), button=button)


async def click_choice(pilot: Pilot, app: App, key: str) -> None:
    bar = game_screen(app).query_one(KeyBar)
    await pilot.click(bar, offset=bar.entry_offset(key))


async def click_slot(pilot: Pilot, app: App, slot: int) -> None:
    offer = game_screen(app).query_one(OfferColumn)
    line = offer._lines.index(slot)
    await pilot.click(offer, offset=(4, line + 1))  # +1: the border


async def by_mouse(pilot: Pilot, app: App, action: Action) -> None:
    screen = game_screen(app)
    match action:
        case A.ChooseStartTile(land=land):
            await click_choice(pilot, app, land.lower())
        case A.PlaceStartTile(cells=cells) | A.Develop(cells=cells):
            top = min(r for r, _ in cells)
            left = min(c for _, c in cells)
            x, y = cell_origin((top, left))
            await pilot.hover("#ne-board", offset=(x + 2, y))
            want = tuple(sorted((r - top, c - left) for r, c in cells))
            shapes = screen.choices().shapes()
            for _ in range(len(shapes)):
                if shapes[screen.pick.orient % len(shapes)] == want:
                    break
                await click_cell(pilot, (top, left), button=3)
            await click_cell(pilot, (top, left))
        case A.ChooseOfferSize(tiles=n):
            await click_choice(pilot, app, str(n))
        case A.TakeDisc(value=v):
            track = screen.query_one(DiscTrack)
            start = next(s for s, _, value in track._spans if value == v)
            await pilot.click(track, offset=(start + 2, 0))
            await pilot.click(track, offset=(start + 2, 0))
        case A.DrawExtra(source=source):
            await click_choice(pilot, app, "c" if source == "deck" else "t")
        case A.DeclineExtra():
            await click_choice(pilot, app, "n")
        case A.Buy(slot=slot):
            await click_slot(pilot, app, slot)
            await click_slot(pilot, app, slot)
        case A.PlayStored(barn=barn):
            await click_cell(pilot, barn)
        case A.MoveFigure(from_tile=src, to_tile=dst):
            await click_cell(pilot, src)
            await click_cell(pilot, dst)
        case A.EndTurn():
            await click_choice(pilot, app, "e")
            await pilot.pause()
            if isinstance(app.screen, Confirm):
                await pilot.click("#yes")
        case A.PlaceTile(cell=cell) | A.PlaceFigure(tile=cell):
            await click_cell(pilot, cell)
        case A.StoreCard():
            await click_choice(pilot, app, "b")
        case _:
            raise AssertionError(f"no mouse for {action}")

