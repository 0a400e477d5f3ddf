"""Plays Neuland through the screen as a person would: every action is carried out with
keys only or with the mouse only, never by calling the engine. The driver reads the
screen's own state (cursor, open menu) to decide what to press, as a player reads the
screen."""

from __future__ import annotations

from textual.app import App
from textual.pilot import Pilot

from boardgames.core.rules import Action
from boardgames.games.neuland import actions as A
from boardgames.games.neuland.data import data
from boardgames.ui.games.neuland.board import spot_xy
from boardgames.ui.games.neuland.choices import MAX_KEYED, free_spot
from boardgames.ui.games.neuland.dialogs import ActionMenu
from boardgames.ui.games.neuland.screen import NeulandScreen
from boardgames.ui.games.neuland.side import SupplyView
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.widgets.keybar import KeyBar


def game_screen(app: App) -> NeulandScreen:
    return next(s for s in app.screen_stack if isinstance(s, NeulandScreen))


def spot_of(screen: NeulandScreen, action: Action) -> tuple[int, int, int]:
    """The spot a player chooses on the map for an action."""
    view = screen.view
    assert view is not None
    match action:
        case A.Produce(spot=spot) | A.PlaceCoats(spot=spot):
            return spot
        case A.Build(hex=h) | A.PlaceStartHuts(lodge_hex=h):
            return free_spot(view, h)
    raise AssertionError(f"no spot for {action}")


def entry_index(screen: NeulandScreen, action: Action) -> int:
    """The entry of the open menu level that leads to ``action``."""
    level = screen.menu[-1]
    for i, entry in enumerate(level.entries):
        if action in entry.actions:
            return i
    raise AssertionError(f"{action} is not in the menu {level.title!r}")


# -- keyboard ------------------------------------------------------------------------------


async def go_to(pilot: Pilot, screen: NeulandScreen, spot: tuple[int, int, int]) -> None:
    """Arrow keys to the spot's hex, then the spot's digit."""
    for _ in range(12):
        q, r, _slot = screen.cursor
        if (q, r) == spot[:2]:
            break
        if r != spot[1]:
            await pilot.press("down" if spot[1] > r else "up")
        else:
            await pilot.press("right" if spot[0] > q else "left")
    assert screen.cursor[:2] == spot[:2], f"cannot reach {spot}"
    await pilot.press(str(spot[2] + 1))


async def choose_by_keys(pilot: Pilot, screen: NeulandScreen, action: Action) -> None:
    """Walk the open menu down to ``action``: digits for the first nine entries, the
    arrows and Enter beyond."""
    while screen.menu:
        i = entry_index(screen, action)
        final = screen.menu[-1].entries[i].final
        if i < MAX_KEYED:
            await pilot.press(str(i + 1))
        else:
            while screen.menu[-1].index != i:
                await pilot.press("down")
            await pilot.press("enter")
        if final:
            return


async def by_keys(pilot: Pilot, app: App, action: Action) -> None:
    screen = game_screen(app)
    match action:
        case A.Build(building=building) if building in data().props:
            await build_from_supply_by_keys(pilot, screen, action)
        case A.Produce() | A.PlaceCoats() | A.Build() | A.PlaceStartHuts():
            await go_to(pilot, screen, spot_of(screen, action))
            await pilot.press("enter")
            await choose_by_keys(pilot, screen, action)
        case A.OrderCubes():
            await choose_by_keys(pilot, screen, action)
        case A.EndTurn():
            await pilot.press("e")
            await pilot.pause()
            if isinstance(app.screen, Confirm):
                await pilot.press("y")
        case A.Wait():
            await pilot.press("w")
        case _:
            raise AssertionError(f"no keys for {action}")


async def build_from_supply_by_keys(pilot: Pilot, screen: NeulandScreen,
                                    action: A.Build) -> None:
    """d, the arrows to the tile's row, Enter; then the hex and Enter; then the payment."""
    supply = screen.query_one(SupplyView)
    await pilot.press("d")
    for _ in range(len(supply.rows)):
        if supply.tile_of(supply.rows[screen.supply_row or 0]) == action.building:
            break
        await pilot.press("down")
    await pilot.press("enter")
    assert screen.placing == action.building
    await go_to(pilot, screen, spot_of(screen, action))
    await pilot.press("enter")
    await choose_by_keys(pilot, screen, action)


# -- mouse ---------------------------------------------------------------------------------


async def click_spot(pilot: Pilot, spot: tuple[int, int, int]) -> None:
    x, y = spot_xy(spot)
    await pilot.click("#nl-board", offset=(x + 2, y))


async def click_entry(pilot: Pilot, screen: NeulandScreen, i: int) -> None:
    menu = screen.query_one(ActionMenu)
    row = menu.entry_row(i)
    if not menu.scroll_y <= row < menu.scroll_y + menu.size.height:
        menu.scroll_to(y=row, animate=False, immediate=True)  # as the mouse wheel would
        await pilot.pause()
    await pilot.hover(menu, offset=(4, row - int(menu.scroll_y)))
    await pilot.click(menu, offset=(4, row - int(menu.scroll_y)))


async def choose_by_mouse(pilot: Pilot, screen: NeulandScreen, action: Action) -> None:
    while screen.menu:
        i = entry_index(screen, action)
        final = screen.menu[-1].entries[i].final
        await click_entry(pilot, screen, i)
        if final:
            return


async def click_choice(pilot: Pilot, app: App, key: str) -> None:
    bar = game_screen(app).query_one(KeyBar)
    await pilot.click(bar, offset=bar.entry_offset(key))


async def click_supply(pilot: Pilot, screen: NeulandScreen, building: str) -> None:
    supply = screen.query_one(SupplyView)
    row = next(i for i, r in enumerate(supply.rows) if supply.tile_of(r) == building)
    await pilot.click(supply, offset=(4, row - int(supply.scroll_y)))


async def by_mouse(pilot: Pilot, app: App, action: Action) -> None:
    screen = game_screen(app)
    match action:
        case A.Build(building=building):
            await click_supply(pilot, screen, building)
            assert screen.placing == building
            await click_spot(pilot, spot_of(screen, action))
            await choose_by_mouse(pilot, screen, action)
        case A.Produce() | A.PlaceCoats() | A.PlaceStartHuts():
            await click_spot(pilot, spot_of(screen, action))
            await choose_by_mouse(pilot, screen, action)
        case A.OrderCubes():
            await choose_by_mouse(pilot, screen, action)
        case A.EndTurn():
            await click_choice(pilot, app, "e")
            await pilot.pause()
            if isinstance(app.screen, Confirm):
                await pilot.click("#yes")
        case A.Wait():
            await click_choice(pilot, app, "w")
        case _:
            raise AssertionError(f"no mouse for {action}")


# -- the prompt bar ------------------------------------------------------------------------


def plain(text) -> str:
    return text.plain if hasattr(text, "plain") else str(text)


def prompt_is_current(app: App) -> tuple[str, str]:
    """(what the prompt bar shows, what the screen asks for the current decision now)."""
    from boardgames.ui.widgets.panels import PromptBar

    screen = game_screen(app)
    shown = plain(screen.query_one(PromptBar).content)
    decision = screen.decision
    if decision is None:
        return shown, "The game is over."
    if screen.my_turn:
        return shown, plain(screen.prompt_text(screen.view, decision))
    return shown, plain(screen.waiting_text(screen.view, decision))
