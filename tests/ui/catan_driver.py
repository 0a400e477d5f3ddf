"""Plays Neue Welt through the screen as a person would: every answer is given with keys
only or with the mouse only, never by calling the engine. ``perform`` takes one answer, or
the list of cards of a discard or a de Witt payment (the card picker answers them all)."""

from __future__ import annotations

from collections import deque

from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import OptionList

from boardgames.core.rules import Action
from boardgames.games.catan import actions as A
from boardgames.games.catan.board import RESOURCES
from boardgames.ui.games.catan.art import hex_box
from boardgames.ui.games.catan.board import CROSSING, EDGE, HEX, geometry
from boardgames.ui.games.catan.choices import TRADE_KINDS
from boardgames.ui.games.catan.dialogs import CardPicker, ListDialog
from boardgames.ui.games.catan.screen import DIALOG_KINDS, CatanScreen
from boardgames.ui.screens.dialogs import Notice
from boardgames.ui.screens.handoff import HandoffScreen
from boardgames.ui.widgets.dock import SpanText
from boardgames.ui.widgets.keybar import KeyBar

ARROWS = ("up", "down", "left", "right")
SUB_KEY = {"road": "1", "settlement": "2", "city": "3", "voucher": "4"}


def game_screen(app: App) -> CatanScreen:
    return next(s for s in app.screen_stack if isinstance(s, CatanScreen))


def target_of(action: Action) -> tuple[str, int]:
    for mode, name in ((CROSSING, "crossing"), (EDGE, "edge"), (HEX, "hex")):
        value = getattr(action, name, None)
        if isinstance(value, int):
            return mode, value
    raise ValueError(action)


def offers(app: App, wanted: object) -> bool:
    """True when the dialog on top lists ``wanted`` (a La Salle or second-step choice)."""
    dialog = app.screen
    return isinstance(dialog, ListDialog) and any(
        r.value == wanted or (isinstance(r.value, list) and wanted in r.value)
        for r in dialog.rows)


def row_index(app: App, wanted: object) -> int:
    dialog = app.screen
    assert isinstance(dialog, ListDialog), f"expected a list dialog, got {dialog}"
    for i, row in enumerate(dialog.rows):
        value = row.value
        if value == wanted or (isinstance(value, list) and wanted in value):
            return i
    raise AssertionError(f"{wanted} is not offered in {dialog.title_text!r}")


def panel_row(app: App, wanted: object) -> int:
    """The row of the trade panel (beside the map) that gives ``wanted``."""
    panel = game_screen(app).trade_panel
    assert panel.is_open and not panel.composing, "the trade panel shows no rows"
    for i, row in enumerate(panel.rows):
        if row.value == wanted or (isinstance(row.value, list) and wanted in row.value):
            return i
    raise AssertionError(f"{wanted} is not offered in {panel.title_text!r}")


def panel_offers(app: App, wanted: object) -> bool:
    panel = game_screen(app).trade_panel
    return panel.is_open and not panel.composing and any(
        r.value == wanted or (isinstance(r.value, list) and wanted in r.value)
        for r in panel.rows)


# -- keyboard ------------------------------------------------------------------------------


async def panel_keys(pilot: Pilot, app: App, action: Action) -> None:
    """An answer in the trade panel, by keys (the panel has the focus while open)."""
    await pilot.pause()
    panel = game_screen(app).trade_panel
    assert panel.is_open and app.screen.focused is panel
    match action:
        case A.AddGive(item=item) | A.AddWant(item=item):
            while panel.items[panel.row] != item:
                await pilot.press("down")
            await pilot.press("g" if isinstance(action, A.AddGive) else "w")
        case A.SendOffer(to=to):
            index = [s for s, _ in panel.opponents].index(to) + 1 if to is not None else 0
            await pilot.press(str(index) if index else "s")
        case A.CancelTrade():
            await pilot.press("escape")
        case _:
            index = panel_row(app, action)
            await pilot.press(*["down"] * ((index - panel.row) % len(panel.rows)), "enter")


def arrow_path(mode: str, start: int, goal: int) -> list[str] | None:
    """The shortest sequence of arrow keys taking the cursor from ``start`` to ``goal``."""
    geo = geometry()
    seen = {start: []}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == goal:
            return seen[here]
        for key in ARROWS:
            nxt = geo.step(mode, here, key)
            if nxt is not None and nxt not in seen:
                seen[nxt] = [*seen[here], key]
                queue.append(nxt)
    return None


async def go_to(pilot: Pilot, screen: CatanScreen, action: Action) -> None:
    """Move the cursor onto the action's spot with the arrow keys (Tab when the arrows
    cannot get there)."""
    mode, ident = target_of(action)
    assert screen.mode == mode, f"cursor in {screen.mode} mode, {action} needs {mode}"
    path = arrow_path(mode, screen.cursor[mode], ident)
    if path is not None:
        await pilot.press(*path) if path else None
    while screen.cursor[mode] != ident:
        await pilot.press("tab")
    assert screen.cursor[mode] == ident


async def pick_row_keys(pilot: Pilot, app: App, wanted: object) -> None:
    await pilot.pause()
    index = row_index(app, wanted)
    if index < 9:
        await pilot.press(str(index + 1))
        return
    options = app.screen.query_one(OptionList)
    while options.highlighted != index:
        await pilot.press("down")
    await pilot.press("enter")


async def open_dialog_keys(pilot: Pilot, app: App) -> None:
    """The decision's dialog opens by itself; Enter reopens it after an escape."""
    await pilot.pause()
    if isinstance(app.screen, CatanScreen):
        await pilot.press("enter")
        await pilot.pause()


async def by_keys(pilot: Pilot, app: App, action: Action | list[Action]) -> None:
    screen = game_screen(app)
    if isinstance(action, list):  # the cards of a discard or of a de Witt payment
        await open_dialog_keys(pilot, app)
        assert isinstance(app.screen, CardPicker)
        for a in action:
            await pilot.press(str(RESOURCES.index(a.resource) + 1))
        await pilot.press("enter")
        return
    kind = screen.kind
    if kind in DIALOG_KINDS:
        await dialog_keys(pilot, app, action)
        return
    if kind in TRADE_KINDS:
        await panel_keys(pilot, app, action)
        return
    match action:
        case (A.SetupSettlement() | A.SetupRoad() | A.MoveRobber() | A.DesotoRoad()
              | A.RoadBuildingRoad()):
            await go_to(pilot, screen, action)
            await pilot.press("enter")
        case A.BuildRoad() | A.BuildSettlement() | A.BuildFreeSettlement() | A.BuildCity():
            sub = {A.BuildRoad: "road", A.BuildSettlement: "settlement",
                   A.BuildFreeSettlement: "voucher", A.BuildCity: "city"}[type(action)]
            await pilot.press(SUB_KEY[sub])
            await go_to(pilot, screen, action)
            await pilot.press("enter")
            await pilot.pause()
            if offers(app, action):  # La Salle: which resource to leave out
                await pick_row_keys(pilot, app, action)
        case A.MoveShip() | A.FoundByShip():
            want = "ship" if isinstance(action, A.MoveShip) else "found"
            for _ in range(3):
                if screen.sub == want:
                    break
                await pilot.press("s")
            await go_to(pilot, screen, action)
            await pilot.press("enter")
        case A.Acquire() | A.BuyRights():
            if kind == "main":
                await pilot.press("x")
            await go_to(pilot, screen, action)
            await pilot.press("enter")
            await pick_row_keys(pilot, app, action)
        case A.PlayKnight():
            await pilot.press("p")
            await pick_row_keys(pilot, app, "knight")
        case A.PlayDevCard(card=card):
            await pilot.press("p")
            await pick_row_keys(pilot, app, card)
            if card != "road_building":
                await pick_row_keys(pilot, app, action)
        case A.BankTrade():
            await pilot.press("b")
            for _ in range(2):  # what to give, then (when there is a choice) what to take
                await pilot.pause()
                if panel_offers(app, action):
                    await pilot.press(str(panel_row(app, action) + 1))
        case A.Stuyvesant(target=target):
            await pilot.press("f")
            await pick_row_keys(pilot, app, "stuyvesant")
            await pick_row_keys(pilot, app, target)
            await pick_row_keys(pilot, app, action)
        case A.Revere():
            await pilot.press("f")
            await pick_row_keys(pilot, app, "revere")
            await pick_row_keys(pilot, app, action)
        case _:
            key = {"roll": "r", "end_turn": "n", "done": "d", "decline": "d", "stop": "d",
                   "buy_dev_card": "5", "buy_knight": "6", "offer_trade": "t",
                   "accept": "y", "refuse": "n"}[action.kind]
            await pilot.press(key)


async def dialog_keys(pilot: Pilot, app: App, action: Action) -> None:
    await open_dialog_keys(pilot, app)
    await pick_row_keys(pilot, app, action)


# -- mouse ---------------------------------------------------------------------------------


def element_cell(mode: str, ident: int) -> tuple[int, int]:
    """A canvas cell (row, col) that a click maps to this element."""
    if mode == HEX:
        r, c = hex_box(ident)
        return r + 2, c + 6
    return geometry().anchors[mode][ident]


async def wheel(pilot: Pilot, app: App, down: bool) -> None:
    event = events.MouseScrollDown if down else events.MouseScrollUp
    await pilot._post_mouse_events([event], "#cn-board", (10, 10))
    await pilot.pause()


async def click_map(pilot: Pilot, app: App, mode: str, ident: int) -> None:
    """Scroll the map with the wheel until the element shows, then click it."""
    board_view = game_screen(app).board
    row, col = element_cell(mode, ident)
    for _ in range(20):
        top = int(board_view.scroll_y)
        height = board_view.scrollable_content_region.height
        if top <= row < top + height:
            break
        await wheel(pilot, app, row >= top + height)
    await pilot.click("#cn-board", offset=(col - int(board_view.scroll_x), row - top))


async def click_twice(pilot: Pilot, app: App, action: Action) -> None:
    mode, ident = target_of(action)
    await click_map(pilot, app, mode, ident)
    await click_map(pilot, app, mode, ident)


async def click_bar(pilot: Pilot, app: App, key: str) -> None:
    bar = game_screen(app).query_one(KeyBar)
    await pilot.click(bar, offset=bar.entry_offset(key))


async def click_row(pilot: Pilot, app: App, wanted: object) -> None:
    await pilot.pause()
    index = row_index(app, wanted)
    options = app.screen.query_one(OptionList)
    line = options._index_to_line[index]  # rows may wrap over several lines
    for _ in range(30):  # the wheel brings the row into view
        top, height = int(options.scroll_y), options.scrollable_content_region.height
        if top <= line < top + height:
            break
        down = events.MouseScrollDown if line >= top + height else events.MouseScrollUp
        await pilot._post_mouse_events([down], options, (4, 1))
        await pilot.pause()
    await pilot.click(options, offset=(4, line + 1 - int(options.scroll_y)))


async def open_dialog_mouse(pilot: Pilot, app: App) -> None:
    await pilot.pause()
    if isinstance(app.screen, CatanScreen):
        await click_bar(pilot, app, "enter")
        await pilot.pause()


async def by_mouse(pilot: Pilot, app: App, action: Action | list[Action]) -> None:
    screen = game_screen(app)
    if isinstance(action, list):
        await open_dialog_mouse(pilot, app)
        picker = app.screen
        assert isinstance(picker, CardPicker)
        for a in action:
            await pilot.click("#picker-rows", offset=(picker.PLUS_AT + 1,
                                                      RESOURCES.index(a.resource)))
        await pilot.click("#picker-ok")
        return
    kind = screen.kind
    if kind in DIALOG_KINDS:
        await dialog_mouse(pilot, app, action)
        return
    if kind in TRADE_KINDS:
        await panel_mouse(pilot, app, action)
        return
    match action:
        case (A.SetupSettlement() | A.SetupRoad() | A.MoveRobber() | A.DesotoRoad()
              | A.RoadBuildingRoad()):
            await click_twice(pilot, app, action)
        case A.BuildRoad() | A.BuildSettlement() | A.BuildFreeSettlement() | A.BuildCity():
            sub = {A.BuildRoad: "1", A.BuildSettlement: "2", A.BuildFreeSettlement: "4",
                   A.BuildCity: "3"}[type(action)]
            await click_bar(pilot, app, sub)
            await click_twice(pilot, app, action)
            await pilot.pause()
            if offers(app, action):
                await click_row(pilot, app, action)
        case A.MoveShip() | A.FoundByShip():
            want = "ship" if isinstance(action, A.MoveShip) else "found"
            for _ in range(3):
                if screen.sub == want:
                    break
                await click_bar(pilot, app, "s")
            await click_twice(pilot, app, action)
        case A.Acquire() | A.BuyRights():
            await click_twice(pilot, app, action)
            await click_row(pilot, app, action)
        case A.PlayKnight():
            await click_bar(pilot, app, "p")
            await click_row(pilot, app, "knight")
        case A.PlayDevCard(card=card):
            await click_bar(pilot, app, "p")
            await click_row(pilot, app, card)
            if card != "road_building":
                await click_row(pilot, app, action)
        case A.BankTrade():
            await click_bar(pilot, app, "b")
            for _ in range(2):
                await pilot.pause()
                if panel_offers(app, action):
                    await click_panel(pilot, app, ("row", panel_row(app, action)))
        case A.Stuyvesant(target=target):
            await click_bar(pilot, app, "f")
            await click_row(pilot, app, "stuyvesant")
            await click_row(pilot, app, target)
            await click_row(pilot, app, action)
        case A.Revere():
            await click_bar(pilot, app, "f")
            await click_row(pilot, app, "revere")
            await click_row(pilot, app, action)
        case _:
            key = {"roll": "r", "end_turn": "n", "done": "d", "decline": "d", "stop": "d",
                   "buy_dev_card": "5", "buy_knight": "6", "offer_trade": "t",
                   "accept": "y", "refuse": "n"}[action.kind]
            await click_bar(pilot, app, key)


async def dialog_mouse(pilot: Pilot, app: App, action: Action) -> None:
    await open_dialog_mouse(pilot, app)
    await click_row(pilot, app, action)


async def click_panel(pilot: Pilot, app: App, target: object) -> None:
    """Click a part of the trade panel beside the map (a [+], a send line, a row)."""
    rows = game_screen(app).trade_panel.query_one("#trade-rows", SpanText)
    await pilot.click(rows, offset=rows.offset_of(target))


async def panel_mouse(pilot: Pilot, app: App, action: Action) -> None:
    """An answer in the trade panel, by the mouse."""
    await pilot.pause()
    match action:
        case A.AddGive(item=item):
            await click_panel(pilot, app, ("give", item))
        case A.AddWant(item=item):
            await click_panel(pilot, app, ("want", item))
        case A.SendOffer(to=to):
            await click_panel(pilot, app, ("send", to))
        case A.CancelTrade():
            await click_panel(pilot, app, ("cancel", None))
        case _:
            await click_panel(pilot, app, ("row", panel_row(app, action)))


# -- what pops up between answers ----------------------------------------------------------


async def acknowledge(pilot: Pilot, app: App, mouse: bool = False) -> list[str]:
    """Close private notices (by Enter or by clicking OK); return their texts."""
    seen = []
    for _ in range(10):
        await pilot.pause()
        if not isinstance(app.screen, Notice):
            break
        seen.append(app.screen.text)
        if mouse:
            await pilot.click("#ok")
        else:
            await pilot.press("enter")
    return seen


async def pass_device(pilot: Pilot, app: App, mouse: bool = False) -> None:
    """Answer a handoff screen ("I am NAME")."""
    await pilot.pause()
    assert isinstance(app.screen, HandoffScreen)
    if mouse:
        await pilot.click("#ready")
    else:
        await pilot.press("enter")
    await pilot.pause()
