"""Plays Bohnanza through the screen as a person would: every move is carried out with keys
only or with the mouse only, never by calling the engine.

A move is a list of engine actions making one decision as the screen sends it: a single
action, or a whole trade message (opening, cards, wanted beans, send)."""

from __future__ import annotations

import random

from textual import events
from textual.app import App
from textual.pilot import Pilot

from boardgames.core.controller import Match
from boardgames.core.rules import Action
from boardgames.games.bohnanza import actions as A
from boardgames.ui.games.bohnanza.board import BeanTable
from boardgames.ui.games.bohnanza.choices import ITEM_KEY, ITEM_SPOT, SHIP_KEY, Spot
from boardgames.ui.games.bohnanza.dialogs import Composer, RaidAnswer
from boardgames.ui.games.bohnanza.screen import BohnanzaScreen
from boardgames.ui.games.bohnanza.side import TradePanel
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.widgets.dock import SpanText
from boardgames.ui.widgets.keybar import KeyBar

OPENINGS = ("propose", "ask_table", "counter", "offer", "counter_back")


def game_screen(app: App) -> BohnanzaScreen:
    return next(s for s in app.screen_stack if isinstance(s, BohnanzaScreen))


# -- choosing moves (the test's player) ----------------------------------------------------


class Chooser:
    """A seeded random player for one seat that prefers moves that keep the game going and
    makes small trade offers. It reads the match (it is the test, not the screen)."""

    def __init__(self, match: Match, seat: int, seed: int = 0) -> None:
        self.match = match
        self.seat = seat
        self.rng = random.Random(seed)

    def choose(self) -> list[Action]:
        legal = self.match.legal_actions(self.seat)
        kinds: dict[str, list[Action]] = {}
        for a in legal:
            kinds.setdefault(a.kind, []).append(a)
        rng = self.rng
        dp = self.match.current().kind  # type: ignore[union-attr]
        for kind in ("raid_sell", "raid_surrender"):
            if kind in kinds and rng.random() < 0.5:
                return [kinds[kind][0]]
        if "raid_surrender" in kinds:
            return [A.RAID_SURRENDER]
        order: list[tuple[str, float]] = {
            "plant_hand": [("plant_front", 0.8), ("duel_discard", 0.3), ("end_planting", 1)],
            "market": [("propose", 0.25), ("ask_table", 0.15), ("open_call", 0.1),
                       ("plant_pending", 0.6), ("raid", 0.5), ("sail", 0.4),
                       ("sell_cargo", 0.2), ("buy", 0.2), ("harvest", 0.1), ("end_market", 1)],
            "respond": [("accept", 0.5), ("counter", 0.2), ("offer", 0.4), ("decline", 1),
                        ("pass", 1)],
            "review": [("confirm", 0.7), ("counter_back", 0.2), ("close_review", 1)],
            "plant_received": [("plant_pending", 1)],
            "final_window": [("harvest", 0.5), ("transfer_cargo", 0.5), ("done_final", 1)],
        }.get(dp, [])
        for kind, chance in order:
            if kind in kinds and rng.random() < chance:
                return self.expand(rng.choice(kinds[kind]))
        # Stuck (the front or a pending card fits no field): make room.
        for kind in ("harvest", "buy", "sell_cargo", "transfer_cargo"):
            if kind in kinds:
                return [rng.choice(kinds[kind])]
        return [rng.choice(legal)]

    def expand(self, opening: Action) -> list[Action]:
        """An opening becomes a whole message: 0-2 cards to give, 0-1 bean wanted."""
        if opening.kind not in OPENINGS:
            return [opening]
        st = self.match.state
        me = st.seats[self.seat]
        cards = (st.face_up + me.hand) if self.seat == st.turn_player else list(me.hand)
        give = self.rng.sample(cards, k=min(len(cards), self.rng.randint(0, 2)))
        want = [] if give and self.rng.random() < 0.5 else [self.rng.choice(st.cfg.deck_beans)]
        return ([opening] + [A.draft_give(c) for c in give]
                + [A.draft_want(b, 1) for b in want] + [A.DRAFT_SEND])


# -- keyboard ------------------------------------------------------------------------------


async def to_spot(pilot: Pilot, screen: BohnanzaScreen, spot: Spot) -> None:
    """Move the cursor onto ``spot`` with the arrow keys."""
    table = screen.query_one(BeanTable)
    for _ in range(60):
        if screen.choices.cursor == spot:
            return
        x, y, _, h = table.rects[spot]
        cx, cy, _, ch = table.rects.get(screen.choices.cursor, (0, 0, 1, 1))
        if y + h <= cy:
            key = "up"
        elif y >= cy + ch:
            key = "down"
        else:
            key = "left" if x < cx else "right"
        await pilot.press(key)
    raise AssertionError(f"the cursor cannot reach {spot}")


def open_composer(app: App) -> Composer:
    """The composer panel beside the table; it has the keys while it is open."""
    composer = game_screen(app).query_one(Composer)
    assert composer.is_open and app.screen.focused is composer
    return composer


async def compose_keys(pilot: Pilot, app: App, gives: list[str], wants: list[str],
                       to: object | None) -> None:
    composer = open_composer(app)
    for cid in gives:
        index = [c.cid for c in composer.chips].index(cid)
        while composer.cursor["give"] != index:
            await pilot.press("right" if composer.cursor["give"] < index else "left")
        await pilot.press("space")
    await pilot.press("tab")
    for bean in wants:
        index = composer.beans.index(bean)
        while composer.cursor["want"] != index:
            await pilot.press("right" if composer.cursor["want"] < index else "left")
        await pilot.press("plus")
    if to is not None:
        await pilot.press("tab")
        values = [p.value for p in composer.partners]
        while composer.cursor["to"] != values.index(to):
            await pilot.press("right")
        await pilot.press("space")
    await pilot.press("enter")


def split_message(move: list[Action]) -> tuple[list[str], list[str], object | None]:
    gives = [a.cid for a in move if a.kind == "draft_give"]
    wants = [a.bean for a in move if a.kind == "draft_want"]
    first = move[0]
    to: object | None = None
    if first.kind == "propose":
        to = first.to
    elif first.kind == "ask_table":
        to = "table"
    return gives, wants, to


async def by_keys(pilot: Pilot, app: App, move: list[Action]) -> None:
    screen = game_screen(app)
    me = screen.viewer
    action = move[0]
    match action:
        case A.PlantFront(field=k):
            await pilot.press("p", str(k + 1))
        case A.EndPlanting() | A.DoneFinal():
            await pilot.press("e")
        case A.EndMarket():
            await pilot.press("e")
            await pilot.pause()
            assert isinstance(app.screen, Confirm)
            await pilot.press("y")
        case A.DuelDiscard(cid=cid):
            index = [c.cid for c in screen.choices.me.hand].index(cid)
            await pilot.press("d")
            if index < 9:
                await pilot.press(str(index + 1))
            else:
                await to_spot(pilot, screen, Spot("hand", me, index))
                await pilot.press("enter")
        case A.PlantPending(cid=cid, field=k):
            await pilot.press("g")
            while not (isinstance(screen.choices.sel, Spot) and screen.choices.sel.key == cid):
                await pilot.press("g")
            await pilot.press(str(k + 1))
        case A.Harvest(field=k, dest=dest):
            await pilot.press("h", str(k + 1), "c" if dest == "sell" else dest[-1])
        case A.SellCargo(ship=ship):
            await pilot.press("c", SHIP_KEY[ship])
        case A.TransferCargo(src=src, dst=dst):
            await pilot.press("x", SHIP_KEY[src], SHIP_KEY[dst] if src == "pirate" else "x")
        case A.Buy(item=item):
            await pilot.press("b", ITEM_KEY[item])
        case A.Sail(ship=ship, to=to, extra=extra):
            await pilot.press("s", SHIP_KEY[ship])
            await pilot.press({"home": "1", "bohnbay": "2", "bohnaco": "3"}[to])
            await pilot.pause()
            if screen.choices.sailing is not None:
                for _ in range(screen.choices.sailing[3] - extra):
                    await pilot.press("minus")
                await pilot.press("enter")
        case A.Raid():
            index = [a for a in screen.legal if a.kind == "raid"].index(action)
            await pilot.press("r", str(index + 1))
        case A.RaidSell() | A.RaidSurrender():
            await answer_raid(pilot, app, action, mouse=False)
        case A.OpenCall():
            await pilot.press("o")
        case A.Accept():
            await pilot.press("y")
            await finish_pick(pilot, screen, mouse=False)
        case A.Decline() | A.Pass() | A.CloseReview():
            await pilot.press("n")
        case A.Confirm(partner=p):
            await choose_item(pilot, screen, p, mouse=False)
            await pilot.press("y")
            await finish_pick(pilot, screen, mouse=False)
        case A.Propose() | A.AskTable():
            await pilot.press("t")
            await pilot.pause()
            await compose_keys(pilot, app, *split_message(move))
        case A.Counter() | A.Offer():
            await pilot.press("k")
            await pilot.pause()
            await compose_keys(pilot, app, *split_message(move)[:2], None)
        case A.CounterBack(partner=p):
            await choose_item(pilot, screen, p, mouse=False)
            await pilot.press("k")
            await pilot.pause()
            await compose_keys(pilot, app, *split_message(move)[:2], None)
        case _:
            raise AssertionError(f"no keys for {action}")


async def choose_item(pilot: Pilot, screen: BohnanzaScreen, partner: int, mouse: bool) -> None:
    items = screen.choices.review_items()
    if mouse:
        panel = screen.query_one(TradePanel)
        line = panel._lines.index(partner)
        await pilot.click(panel, offset=(3, line + 1))
    else:
        await pilot.press(str(items.index(partner) + 1))


async def finish_pick(pilot: Pilot, screen: BohnanzaScreen, mouse: bool) -> None:
    """Give the preselected cards (the frontmost copies)."""
    await pilot.pause()
    if screen.choices.picking is None:
        return
    if mouse:
        await click_key(pilot, screen, "enter")
    else:
        await pilot.press("enter")


async def answer_raid(pilot: Pilot, app: App, action: Action, mouse: bool) -> None:
    await pilot.pause()
    sell = action.kind == "raid_sell"
    if isinstance(app.screen, RaidAnswer):
        if mouse:
            await pilot.click("#sell" if sell else "#give")
        else:
            await pilot.press("s" if sell else "g")
    elif mouse:
        await click_key(pilot, game_screen(app), "s" if sell else "g")
    else:
        await pilot.press("s" if sell else "g")


# -- mouse ---------------------------------------------------------------------------------


async def click_spot(pilot: Pilot, screen: BohnanzaScreen, spot: Spot) -> None:
    table = screen.query_one(BeanTable)
    table.show_spot(spot)
    await pilot.pause()
    x, y, _, h = table.rects[spot]
    await pilot.click(table, offset=(x + 1 - int(table.scroll_x), y + h // 2 - int(table.scroll_y)))


async def click_key(pilot: Pilot, screen: BohnanzaScreen, key: str) -> None:
    bar = screen.query_one(KeyBar)
    await pilot.click(bar, offset=bar.entry_offset(key))


async def compose_mouse(pilot: Pilot, app: App, gives: list[str], wants: list[str],
                        to: object | None) -> None:
    composer = open_composer(app)

    async def click(target: tuple[str, object], where: str = "#composer-body") -> None:
        part = composer.query_one(where, SpanText)
        line = part.offset_of(target)[1]
        for _ in range(30):  # the panel scrolls: the wheel brings the line into view
            y = part.region.y + line
            if composer.region.y <= y < composer.region.bottom:
                break
            wheel = events.MouseScrollDown if y >= composer.region.bottom \
                else events.MouseScrollUp
            await pilot._post_mouse_events([wheel], composer, (2, 2))
            await pilot.pause()
        await pilot.click(part, offset=part.offset_of(target))

    for cid in gives:
        await click(("give", cid))
    for bean in wants:
        await click(("more", bean))
    if to is not None:
        await click(("to", to))
    await click(("send", None), "#composer-actions")


async def by_mouse(pilot: Pilot, app: App, move: list[Action]) -> None:
    screen = game_screen(app)
    me = screen.viewer
    assert me is not None
    action = move[0]
    match action:
        case A.PlantFront(field=k):
            await click_spot(pilot, screen, Spot("hand", me, 0))
            await click_spot(pilot, screen, Spot("field", me, k))
        case A.EndPlanting() | A.DoneFinal():
            await click_key(pilot, screen, "e")
        case A.EndMarket():
            await click_key(pilot, screen, "e")
            await pilot.pause()
            await pilot.click("#yes")
        case A.DuelDiscard(cid=cid):
            index = [c.cid for c in screen.choices.me.hand].index(cid)
            await click_spot(pilot, screen, Spot("hand", me, index))
            await click_key(pilot, screen, "d")
        case A.PlantPending(cid=cid, field=k):
            kind = "faceup" if cid in [c.cid for c in screen.view.face_up] else "recv"
            seat = screen.view.turn_player if kind == "faceup" else me
            await click_spot(pilot, screen, Spot(kind, seat, cid))
            await click_spot(pilot, screen, Spot("field", me, k))
        case A.Harvest(field=k, dest=dest):
            await click_spot(pilot, screen, Spot("field", me, k))
            if dest == "sell":
                await click_key(pilot, screen, "c")
            else:
                await click_spot(pilot, screen, Spot("ship", me, dest))
        case A.SellCargo(ship=ship):
            await click_spot(pilot, screen, Spot("ship", me, ship))
            await click_key(pilot, screen, "c")
        case A.TransferCargo(src=src, dst=dst):
            await click_spot(pilot, screen, Spot("ship", me, src))
            await click_spot(pilot, screen, Spot("ship", me, dst))
        case A.Buy(item=item):
            kind, key = ITEM_SPOT[item]
            await click_spot(pilot, screen, Spot(kind, me, key))
            await click_key(pilot, screen, "b")
        case A.Sail(ship=ship, to=to, extra=extra):
            await click_spot(pilot, screen, Spot("ship", me, ship))
            target = Spot("home", me) if to == "home" else Spot("row", key=to)
            await click_spot(pilot, screen, target)
            await pilot.pause()
            if screen.choices.sailing is not None:
                for _ in range(screen.choices.sailing[3] - extra):
                    await click_key(pilot, screen, "minus")
                await click_key(pilot, screen, "enter")
        case A.Raid(target=target, ship=ship):
            await click_spot(pilot, screen, Spot("ship", target, ship))
            await click_key(pilot, screen, "r")
        case A.RaidSell() | A.RaidSurrender():
            await answer_raid(pilot, app, action, mouse=True)
        case A.OpenCall():
            await click_key(pilot, screen, "o")
        case A.Accept():
            await click_key(pilot, screen, "y")
            await finish_pick(pilot, screen, mouse=True)
        case A.Decline() | A.Pass() | A.CloseReview():
            await click_key(pilot, screen, "n")
        case A.Confirm(partner=p):
            await choose_item(pilot, screen, p, mouse=True)
            await click_key(pilot, screen, "y")
            await finish_pick(pilot, screen, mouse=True)
        case A.Propose() | A.AskTable():
            await click_key(pilot, screen, "t")
            await pilot.pause()
            await compose_mouse(pilot, app, *split_message(move))
        case A.Counter() | A.Offer():
            await click_key(pilot, screen, "k")
            await pilot.pause()
            await compose_mouse(pilot, app, *split_message(move)[:2], None)
        case A.CounterBack(partner=p):
            await choose_item(pilot, screen, p, mouse=True)
            await click_key(pilot, screen, "k")
            await pilot.pause()
            await compose_mouse(pilot, app, *split_message(move)[:2], None)
        case _:
            raise AssertionError(f"no mouse for {action}")


# -- the prompt bar ------------------------------------------------------------------------


def prompt_is_current(app: App) -> tuple[str, str]:
    """(what the prompt bar shows, what the screen asks for the current decision now)."""
    from boardgames.ui.widgets.panels import PromptBar

    screen = game_screen(app)
    bar = screen.query_one(PromptBar)
    shown = getattr(bar.content, "plain", str(bar.content))
    decision = screen.decision
    if decision is None:
        return shown, "The game is over."
    if screen.my_turn:
        expected = screen.prompt_text(screen.view, decision)
        return shown, getattr(expected, "plain", str(expected))
    return shown[:len("Waiting")], "Waiting"
