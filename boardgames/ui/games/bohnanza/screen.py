"""The Bohnanza screen: the table (island rows, piles, every seat's mat, the own hand) on
one canvas, the trade panel and the log beside it, the key bar and the prompt below.

Everything is drawn from ``self.match.view(self.viewer)``. The way to act is always the
same, with keys or the mouse: point at a card (arrows, Tab through the ◇ legal targets, or
hover), choose it (Enter or a click) to see what it can do and what it pays, then choose
one of those (its key in the key bar, a click on the bar, or a click on a ◇ target). Short
keys (p g h t o s r c x b d e ...) jump straight to a kind of action."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import TabbedContent, TabPane, Tabs

from boardgames.core.rules import Action, Decision, Event, IllegalAction
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.data import bean_name, game_data, harbour_name
from boardgames.games.bohnanza.summary import TableFacts, changes, table_facts
from boardgames.games.bohnanza.text import count_text
from boardgames.games.bohnanza.view import BohnanzaView, SeatView
from boardgames.ui.games.bohnanza import art
from boardgames.ui.games.bohnanza.composer import (
    OPEN_CALL,
    TABLE,
    Chip,
    Composer,
    Partner,
    RaidAnswer,
    Terms,
)
from boardgames.ui.games.bohnanza.side import (
    TradePanel,
    answers_text,
    give_text,
    want_text,
)
from boardgames.ui.games.bohnanza.table import (
    BeanTable,
    HandStrip,
    Marks,
    Spot,
    fit_hint,
    place,
)
from boardgames.ui.games.bohnanza.texts import (
    DESTINATIONS,
    ITEM_KEY,
    ITEM_SPOT,
    ITEM_WORD,
    KEY_WORDS,
    KEYS_HELP,
    MODE_WORDS,
    SHIP_KEY,
    SHIP_WORD,
    coins,
    lot_words,
    merged,
)
from boardgames.ui.screens.dialogs import Confirm, Notice
from boardgames.ui.screens.game import GameScreen
from boardgames.ui.widgets.keybar import Key, KeyBar
from boardgames.ui.widgets.panels import MatchLog, seat_text


@dataclass
class Opt:
    """One choice: its key ('' for none), words, what it does, and the table spot whose
    click (or Enter on it) also chooses it."""

    key: str
    label: str
    run: Callable[[], Any]
    target: Spot | None = None
    enabled: bool = True
    # While disabled: what the choice would do ("accept", completing "You cannot ... now")
    # and the action whose refusal the engine explains.
    refused: tuple[str, Action] | None = None


@dataclass
class Picking:
    """Concrete cards being chosen to meet a trade's 'want' (Accept or Confirm)."""

    opening: Action | None  # Accept / Confirm(partner); None when the engine pick is open
    need: dict[str, int]
    candidates: list[str]  # cids in preference order
    beans: dict[str, str]
    chosen: list[str] = field(default_factory=list)

    def complete(self) -> bool:
        counts: dict[str, int] = {}
        for cid in self.chosen:
            counts[self.beans[cid]] = counts.get(self.beans[cid], 0) + 1
        return all(counts.get(b, 0) == n for b, n in self.need.items())


# Below this size (spec 9.4) the table, the players and the log become tabs, the own hand
# strip and the prompt bar stay on screen.
FULL_SIZE = (118, 34)


class BohnanzaScreen(GameScreen):
    MIN_SIZE = (80, 24)
    KEYS_HELP = KEYS_HELP
    BINDINGS = [
        Binding("up", "move(0, -1)", "Up", show=False),
        Binding("down", "move(0, 1)", "Down", show=False),
        Binding("left", "move(-1, 0)", "Left", show=False),
        Binding("right", "move(1, 0)", "Right", show=False),
        Binding("tab", "jump(1)", "Next target", show=False),
        Binding("shift+tab", "jump(-1)", "Previous target", show=False),
        Binding("enter", "enter", "Choose"),
        Binding("space", "space", "Tick", show=False),
        *(Binding(k, f"key('{k}')", k, show=False) for k in "pghtosrcxbdeykn123456789"),
        Binding("plus,equals_sign", "key('plus')", "More", show=False),
        Binding("minus", "key('minus')", "Fewer", show=False),
        Binding("i", "inspect", "Discard pile"),
        Binding("question_mark", "help", "Help", show=False),
        Binding("f6", "tab('table')", "Table", show=False),
        Binding("f7", "tab('players')", "Players", show=False),
        Binding("f8", "tab('log')", "Log", show=False),
    ]
    CSS = """
    BohnanzaScreen #bn-main { height: 1fr; }
    BohnanzaScreen #bn-side { width: 1fr; }
    BohnanzaScreen #log { height: 1fr; min-height: 5; }
    BohnanzaScreen #bn-tabs { height: 1fr; }
    BohnanzaScreen #bn-tabs TabPane { padding: 0; }
    BohnanzaScreen #bn-tabs #bn-table { width: 1fr; }
    BohnanzaScreen #bn-tabs TradePanel { max-height: 100%; }
    """

    def __init__(self, match) -> None:
        super().__init__(match)
        self.view: BohnanzaView | None = None
        self.by_kind: dict[str, list[Any]] = {}
        self.sel: Spot | str | None = None  # a chosen spot, or a mode ('harvest', ...)
        self.sailing: tuple[str, str, int, int] | None = None  # ship, to, extra, run
        self.picking: Picking | None = None
        self.item: int | None = None  # the review item (a seat) being looked at
        self.cursor: Spot | None = None
        self.opts: list[Opt] = []
        self.idle: list[Opt] = []
        self.live: dict[Spot, list[Opt]] = {}
        self._decision: tuple[int, int | None] = (-1, None)
        self._modal_for = -1  # entries count of the decision whose modal was opened
        # The table as each seat saw it right after its last move, and what changed since.
        self._baseline: dict[int, TableFacts] = {}
        self.changed: frozenset[Spot] = frozenset()
        self.compact = False  # the small-terminal layout (tabs) is on

    # -- layout ----------------------------------------------------------------------------

    def compose_table(self) -> ComposeResult:
        table = BeanTable(self.match.seats, id="bn-table")
        self.compact = self._small()
        if self.compact:
            # Spec 9.4: tabs for the table, the players and the log; the hand strip stays.
            table.hand_per_row = 6
            table.strip = HandStrip(table, id="bn-hand")
            with TabbedContent(id="bn-tabs"):
                with TabPane("Table (F6)", id="bn-tab-table"):
                    yield table
                with TabPane("Players & trade (F7)", id="bn-tab-players"):
                    yield from self.compose_panels()
                    yield TradePanel(self.match.seats, id="bn-trade")
                with TabPane("Log (F8)", id="bn-tab-log"):
                    yield MatchLog(id="log")
            yield table.strip
        else:
            with Horizontal(id="bn-main"):
                yield table
                with Vertical(id="bn-side"):
                    yield TradePanel(self.match.seats, id="bn-trade")
                    yield MatchLog(id="log")
        yield KeyBar(id="bn-keys")

    def _small(self) -> bool:
        width, height = self.app.size
        return width < FULL_SIZE[0] or height < FULL_SIZE[1]

    async def on_resize(self) -> None:
        """Crossing the full size switches between the tabs and the full table."""
        if self._small() != self.compact and self.is_attached:
            await self.recompose()
            self._unfocus_tabs()
            self.refresh_all()

    def on_mount(self) -> None:
        self._unfocus_tabs()

    def _unfocus_tabs(self) -> None:
        """The tab row never takes the keys: the arrows move the table's cursor, F6-F8
        (or a click) switch the tabs."""
        for tabs in self.query(Tabs):
            tabs.can_focus = False
        if isinstance(self.focused, Tabs):
            self.set_focus(None)

    def action_tab(self, pane: str) -> None:
        if not self.compact:
            return
        self.query_one(TabbedContent).active = f"bn-tab-{pane}"

    # -- what the viewer may do now --------------------------------------------------------

    @property
    def me(self) -> SeatView | None:
        v = self.view
        return v.seats[v.viewer] if v is not None and v.viewer is not None else None

    def _of(self, kind: str) -> list[Any]:
        return self.by_kind.get(kind, [])

    def show_view(self, view: BohnanzaView, decision: Decision | None) -> None:
        self.view = view
        self._track_changes(view)
        self.by_kind = {}
        for a in self.legal:
            self.by_kind.setdefault(a.kind, []).append(a)
        key = (len(self.match.entries), self.viewer)
        if key != self._decision:
            self._decision = key
            self.sel, self.sailing, self.item = None, None, None
            if self.picking is not None and view.pick is None:
                self.picking = None
        self.live = self._live_spots()
        self._update()
        if self.my_turn:
            self.call_later(self._open_modals)

    def _track_changes(self, view: BohnanzaView) -> None:
        """The change marks (✦): what changed in the viewer's own view since its last
        move (never read from the others' actions, which may name private cards)."""
        seat = self.viewer
        self.changed = frozenset()
        if seat is None:
            return
        facts = table_facts(view)
        if not self.recent_moves():
            self._baseline[seat] = facts
            return
        if seat not in self._baseline:
            return
        c = changes(self._baseline[seat], facts)
        self.changed = frozenset([
            *(Spot("field", s, k) for s, k in c.fields),
            *(Spot("ship", s, sid) for s, sid in c.ships),
            *(Spot("row", key=h) for h in c.rows),
            *(Spot("faceup", view.active, cid) for cid in c.face_up),
            *(Spot("recv", s, cid) for s, cid in c.received),
            *(Spot("home", s) for s in c.coins),
        ])

    def _open_modals(self) -> None:
        """An open engine draft (after undo or a load), a pending card pick, or a raid on
        one's own ship bring up their dialog or step."""
        v = self.view
        if v is None or not self.my_turn or self._modal_for == len(self.match.entries):
            return
        if v.draft is not None:
            self._modal_for = len(self.match.entries)
            self._open_composer(None, Terms(v.draft.to_seat, [c.cid for c in v.draft.give],
                                            dict(v.draft.want)))
        elif v.pick is not None and self.picking is None:
            self._start_engine_pick()
        elif v.dp == "raid_response":
            self._modal_for = len(self.match.entries)
            self._raid_dialog()

    def _live_spots(self) -> dict[Spot, list[Opt]]:
        """Every spot the viewer can do something with now, with its choices."""
        v, me = self.view, self.me
        if v is None or me is None or not self.legal:
            return {}
        spots = [Spot("hand", me.seat, i) for i in range(len(me.hand))]
        spots += [Spot("faceup", v.active, c.cid) for c in v.face_up]
        spots += [Spot("recv", me.seat, c.cid) for c in me.received]
        spots += [Spot("field", me.seat, k) for k in range(3)]
        spots += [Spot("ship", s.seat, sh.id) for s in v.seats for sh in s.ships]
        spots += [Spot("row", key=r.harbour) for r in v.rows]
        spots += [Spot("home", me.seat)]
        live = {}
        for spot in spots:
            opts = self._spot_opts(spot)
            if opts:
                live[spot] = opts
        return live

    # -- the choices of a spot -------------------------------------------------------------

    def _spot_opts(self, spot: Spot) -> list[Opt]:
        me = self.me
        assert me is not None and self.view is not None
        kind = spot.kind
        if kind == "hand":
            return self._hand_opts(int(spot.key))
        if kind in ("faceup", "recv") and spot.seat == me.seat:
            return self._pending_opts(str(spot.key))
        if kind == "field" and spot.seat == me.seat:
            return self._field_opts(int(spot.key))
        if kind == "ship" and spot.seat == me.seat:
            return self._ship_opts(str(spot.key))
        if kind == "ship":
            return [Opt("r", f"Raid {self._seat_name(spot.seat)}'s {SHIP_WORD[a.ship]} "
                             f"({self._cargo_text(spot.seat, a.ship)})", self._doer(a))
                    for a in self._of("raid") if a.target == spot.seat and a.ship == spot.key]
        if kind == "row":
            return [self._sail_opt(ship, to, SHIP_KEY[ship], f"Sail {SHIP_WORD[ship]} here",
                                   Spot("ship", me.seat, ship))
                    for ship, to in self._sail_routes(to=str(spot.key))]
        if kind == "home" and spot.seat == me.seat:
            return [self._sail_opt(ship, to, SHIP_KEY[ship], f"Sail {SHIP_WORD[ship]} home",
                                   Spot("ship", me.seat, ship))
                    for ship, to in self._sail_routes(to="home")]
        return []

    def _hand_opts(self, i: int) -> list[Opt]:
        me = self.me
        assert me is not None
        card = me.hand[i]
        opts = []
        if i == 0:
            for a in self._of("plant_front"):
                lot = me.fields[a.field]
                opts.append(Opt(str(a.field + 1),
                                f"Plant in F{a.field + 1} → {merged(lot, card.bean, 1)}",
                                self._doer(a), Spot("field", me.seat, a.field)))
        for a in self._of("duel_discard"):
            if a.cid == card.cid:
                opts.append(Opt("d", f"Discard #{i + 1} {bean_name(card.bean)}", self._doer(a)))
        return opts

    def _pending_opts(self, cid: str) -> list[Opt]:
        me = self.me
        assert me is not None
        bean = self._bean_of(cid)
        return [Opt(str(a.field + 1), f"Plant in F{a.field + 1} → "
                                      f"{merged(me.fields[a.field], bean, 1)}",
                    self._doer(a), Spot("field", me.seat, a.field))
                for a in self._of("plant_pending") if a.cid == cid]

    def _field_opts(self, k: int) -> list[Opt]:
        me = self.me
        assert me is not None
        opts = []
        if k >= len(me.fields):
            for a in self._of("buy"):
                if a.item == "third_field":
                    opts.append(Opt("b", f"Buy the 3rd field for {coins(me.third_field_price)}",
                                    self._doer(a)))
            return opts
        lot = me.fields[k]
        for a in self._of("harvest"):
            if a.field != k or lot.bean is None:
                continue
            if a.dest == "sell":
                opts.insert(0, Opt("c", f"Harvest F{k + 1} ({art.lot_text(lot.bean, lot.count)}) "
                                        f"for {coins(lot.value)}", self._doer(a)))
            else:
                ship = self._ship(me.seat, a.dest)
                opts.append(Opt(a.dest[-1], f"Harvest F{k + 1} onto {SHIP_WORD[a.dest]} → "
                                            f"{merged(ship.cargo, lot.bean, lot.count)}",
                                self._doer(a), Spot("ship", me.seat, a.dest)))
        return opts

    def _ship_opts(self, sid: str) -> list[Opt]:
        me = self.me
        assert me is not None
        ship = self._ship(me.seat, sid)
        opts: list[Opt] = []
        if not ship.owned:
            item = "pirate_ship" if sid == "pirate" else "second_ship"
            return [Opt("b", f"Buy {ITEM_WORD[item]} for {coins(ship.price or 0)}", self._doer(a))
                    for a in self._of("buy") if a.item == item]
        for to, key in DESTINATIONS:
            if self._sail_routes(ship=sid, to=to):
                target = Spot("home", me.seat) if to == "home" else Spot("row", key=to)
                opts.append(self._sail_opt(sid, to, key, f"Sail to {place(to)}", target))
        for a in self._of("sell_cargo"):
            if a.ship == sid:
                cargo = art.lot_text(ship.cargo.bean, ship.cargo.count)
                opts.append(Opt("c", f"Sell the cargo ({cargo}) for {coins(ship.cargo.value)}",
                                self._doer(a)))
        for a in self._of("transfer_cargo"):
            if a.src == sid and ship.cargo.bean is not None:
                dst = self._ship(me.seat, a.dst)
                key = SHIP_KEY[a.dst] if sid == "pirate" else "x"
                opts.append(Opt(key, f"Move the cargo to {SHIP_WORD[a.dst]} → "
                                     f"{merged(dst.cargo, ship.cargo.bean, ship.cargo.count)}",
                                self._doer(a), Spot("ship", me.seat, a.dst)))
        if sid == "pirate":
            for a in self._of("raid"):
                opts.append(Opt("", f"Raid {self._seat_name(a.target)}'s {SHIP_WORD[a.ship]}",
                                self._doer(a), Spot("ship", a.target, a.ship)))
        return opts

    def _sail_routes(self, ship: str | None = None, to: str | None = None) -> list[tuple[str, str]]:
        """The (ship, destination) pairs of the legal sailings."""
        return list(dict.fromkeys((a.ship, a.to) for a in self._of("sail")
                                  if ship in (None, a.ship) and to in (None, a.to)))

    def _sail_opt(self, ship: str, to: str, key: str, words: str, target: Spot) -> Opt:
        run = max(a.extra for a in self._of("sail") if a.ship == ship and a.to == to)
        row = next((r for r in self.view.rows if r.harbour == to), None) if self.view else None
        if row is not None and row.beans:
            words += f" and load {'up to ' if run else ''}{run + 1} {art.short_name(row.beans[0])}"
        elif to != "home":
            words += " (the row is empty: nothing to load)"

        def start() -> None:
            if run == 0:
                self.act(act.sail(ship, to, 0))
            else:
                self.sailing = (ship, to, run, run)
                self._update()

        return Opt(key, words, start, target)

    # -- the choices of the moment ---------------------------------------------------------

    def _mode_opts(self, mode: str) -> list[Opt]:
        me = self.me
        assert me is not None
        opts: list[Opt] = []
        if mode == "harvest":
            for k in sorted({a.field for a in self._of("harvest")}):
                lot = me.fields[k]
                opts.append(Opt(str(k + 1), f"F{k + 1} ({art.lot_text(lot.bean, lot.count)})",
                                self._selecter(Spot("field", me.seat, k)),
                                Spot("field", me.seat, k)))
        elif mode == "sail":
            for sid in sorted({a.ship for a in self._of("sail")}):
                spot = Spot("ship", me.seat, sid)
                opts.append(Opt(SHIP_KEY[sid], f"{SHIP_WORD[sid].capitalize()} "
                                               f"({place(self._ship(me.seat, sid).location)})",
                                self._selecter(spot), spot))
        elif mode == "sell":
            for a in self._of("sell_cargo"):
                cargo = self._ship(me.seat, a.ship).cargo
                opts.append(Opt(SHIP_KEY[a.ship], f"{SHIP_WORD[a.ship].capitalize()} "
                                                  f"({art.lot_text(cargo.bean, cargo.count)}) "
                                                  f"for {coins(cargo.value)}",
                                self._doer(a), Spot("ship", me.seat, a.ship)))
        elif mode == "transfer":
            for sid in dict.fromkeys(a.src for a in self._of("transfer_cargo")):
                spot = Spot("ship", me.seat, sid)
                cargo = self._ship(me.seat, sid).cargo
                opts.append(Opt(SHIP_KEY[sid], f"From {SHIP_WORD[sid]} "
                                               f"({art.lot_text(cargo.bean, cargo.count)})",
                                self._selecter(spot), spot))
        elif mode == "buy":
            for a in self._of("buy"):
                kind, key = ITEM_SPOT[a.item]
                price = self.view.prices[a.item] if self.view else 0
                opts.append(Opt(ITEM_KEY[a.item], f"{ITEM_WORD[a.item]} for {coins(price)}",
                                self._doer(a), Spot(kind, me.seat, key)))
        elif mode == "raid":
            for n, a in enumerate(self._of("raid"), start=1):
                opts.append(Opt(str(n) if n < 10 else "",
                                f"{self._seat_name(a.target)}'s {SHIP_WORD[a.ship]} "
                                f"({self._cargo_text(a.target, a.ship)})",
                                self._doer(a), Spot("ship", a.target, a.ship)))
        elif mode == "discard":
            for a in self._of("duel_discard"):
                i = [c.cid for c in me.hand].index(a.cid)
                opts.append(Opt(str(i + 1) if i < 9 else "",
                                f"#{i + 1} {art.short_name(me.hand[i].bean)}", self._doer(a),
                                Spot("hand", me.seat, i)))
        return opts

    def _idle_opts(self) -> list[Opt]:
        """The short keys of the decision."""
        v, me = self.view, self.me
        if v is None or me is None or not self.legal:
            return []
        has = self.by_kind
        opts: list[Opt] = []

        def mode(key: str, label: str, name: str) -> None:
            opts.append(Opt(key, label, lambda: self._enter_mode(name)))

        if v.dp == "raid_response":
            sell = has.get("raid_sell")
            target, ship = v.raid or (me.seat, "m1")
            cargo = self._ship(target, ship).cargo
            opts.append(Opt("s", f"Sell the cargo for {coins(cargo.value)}",
                            self._doer(act.RAID_SELL), enabled=bool(sell),
                            refused=("sell the cargo", act.RAID_SELL)))
            opts.append(Opt("g", "Give up one bean", self._doer(act.RAID_SURRENDER)))
            return opts
        if "plant_front" in has:
            opts.append(Opt("p", "Plant the front card", self._selecter(Spot("hand", me.seat, 0))))
        if "duel_discard" in has:
            mode("d", "Discard a hand card", "discard")
        if v.dp == "respond":
            opts += self._respond_opts()
        if v.dp == "review":
            opts += self._review_opts()
        if "propose" in has or "ask_table" in has:
            opts.append(Opt("t", "Trade…", lambda: self._open_composer("propose")))
        if "open_call" in has:
            opts.append(Opt("o", "Open call", self._doer(act.OPEN_CALL)))
        if "plant_pending" in has:
            opts.append(Opt("g", "Plant a pending card", self._next_pending))
        if "sail" in has:
            mode("s", "Sail", "sail")
        if "raid" in has:
            mode("r", "Raid", "raid")
        if "harvest" in has:
            mode("h", "Harvest onto a ship" if v.dp == "final_window" else "Harvest", "harvest")
        if "sell_cargo" in has:
            mode("c", "Sell cargo", "sell")
        if "transfer_cargo" in has:
            mode("x", "Move cargo", "transfer")
        if "buy" in has:
            mode("b", "Buy", "buy")
        if "end_planting" in has:
            opts.append(Opt("e", "End planting", self._doer(act.END_PLANTING)))
        if "end_market" in has:
            opts.append(Opt("e", "End trading" if v.mode == "base" else "End phase 2",
                            self._end_market))
        if "done_final" in has:
            opts.append(Opt("e", "Finish loading", self._doer(act.DONE_FINAL)))
        return opts

    def _respond_opts(self) -> list[Opt]:
        has = self.by_kind
        if "offer" in has or "pass" in has:
            opts = [Opt("k", "Make an offer…", lambda: self._open_composer("offer"),
                        enabled="offer" in has, refused=("make an offer", act.OFFER))]
            return [*opts, Opt("n", "Pass", self._doer(act.PASS))]
        return [
            Opt("y", "Accept" if "accept" in has else "Accept (you lack the beans asked for)",
                self._accept, enabled="accept" in has, refused=("accept", act.ACCEPT)),
            Opt("k", "Counter…", lambda: self._open_composer("counter"), enabled="counter" in has,
                refused=("counter", act.COUNTER)),
            Opt("n", "Decline", self._doer(act.DECLINE)),
        ]

    def review_items(self) -> list[int]:
        seats = [a.partner for a in self._of("confirm")]
        seats += [a.partner for a in self._of("counter_back") if a.partner not in seats]
        return sorted(seats, key=lambda s: ((s - (self.view.active if self.view else 0))
                                            % len(self.match.seats)))

    def _review_opts(self) -> list[Opt]:
        items = self.review_items()
        if self.item not in items:
            self.item = items[0] if items else None
        opts = []
        if self.item is not None:
            name = self._seat_name(self.item)
            opts.append(Opt("y", f"Confirm the trade with {name}", lambda: self._confirm(self.item),
                            enabled=act.confirm(self.item) in self.legal,
                            refused=(f"confirm the trade with {name}", act.confirm(self.item))))
            opts.append(Opt("k", f"Answer {name} with new terms…",
                            lambda: self._open_composer("counter_back"),
                            enabled=act.counter_back(self.item) in self.legal,
                            refused=(f"answer {name} with new terms",
                                     act.counter_back(self.item))))
        return [*opts, Opt("n", "Close the review", self._doer(act.CLOSE_REVIEW))]

    def _current_opts(self) -> list[Opt]:
        """The choices of the current step: a card pick, a sailing, a chosen spot or mode,
        else the short keys."""
        back = Opt("escape", "Back", self._back)
        if self.picking is not None:
            p = self.picking
            opts = [Opt("enter", "Give the ticked cards", self._finish_pick, enabled=p.complete())]
            for cid in p.candidates:
                spot = self._card_spot(cid)
                if spot is not None:
                    opts.append(Opt("", "tick", lambda c=cid: self._tick(c), spot))
            return [*opts, Opt("escape", "Cancel", self._back)]
        if self.sailing is not None:
            ship, to, extra, run = self.sailing
            row = next(r for r in self.view.rows if r.harbour == to) if self.view else None
            bean = art.short_name(row.beans[0]) if row and row.beans else "beans"
            return [
                Opt("minus", "One fewer", lambda: self._load(-1), enabled=extra > 0,
                    refused=("load one bean fewer", act.sail(ship, to, extra - 1))),
                Opt("plus", "One more", lambda: self._load(1), enabled=extra < run,
                    refused=("load one more bean", act.sail(ship, to, extra + 1))),
                Opt("enter", f"Sail {SHIP_WORD[ship]} to {place(to)} and load {extra + 1} {bean}",
                    self._doer(act.sail(ship, to, extra))),
                back,
            ]
        if isinstance(self.sel, Spot):
            opts = list(self.live.get(self.sel, []))
            if self.sel.kind in ("faceup", "recv") and len(self._pending_spots()) > 1:
                opts.append(Opt("g", "Next pending card", self._next_pending))
            return [*opts, back]
        if isinstance(self.sel, str):
            return [*self._mode_opts(self.sel), back]
        return self.idle

    # -- drawing ---------------------------------------------------------------------------

    def _update(self) -> None:
        """Redraw after a key press: the marks, the key bar and the prompt (the cards are
        cached by the table until the view changes)."""
        v = self.view
        if v is None:
            return
        self.idle = self._idle_opts()
        self.opts = self._current_opts()
        if self.sel is None and self.picking is None and self.sailing is None:
            targets = frozenset(self.live)
        else:
            targets = frozenset(o.target for o in self.opts if o.target is not None and o.enabled)
        selected = self.sel if isinstance(self.sel, Spot) else None
        if self.sailing is not None and self.me is not None:
            selected = Spot("ship", self.me.seat, self.sailing[0])
        picked = frozenset(self.picking.chosen) if self.picking else frozenset()
        table = self.query_one(BeanTable)
        table.show(v, Marks(self.cursor, selected, targets, picked, self.changed))
        if self.cursor not in table.rects:
            first = [s for s in table.spots() if s in targets] or table.spots()
            self.cursor = first[0] if first else None
            table.show(v, Marks(self.cursor, selected, targets, picked, self.changed))
        items = self.review_items() if v.dp == "review" and self.my_turn else []
        self.query_one(TradePanel).show(v, items, self.item)
        title = self._bar_title()
        keys = [Key(o.key, o.label, o.enabled) for o in self.opts if o.key]
        self.query_one(KeyBar).show(title, keys)
        decision = self.decision
        if self.my_turn and decision is not None:
            self.say(self.prompt_text(v, decision))
        elif decision is not None and self.cursor is not None:
            # Anyone may look around the table while waiting: the cursor line says what is
            # under it (from the public or the viewer's own view).
            self.say(Text.assemble(f"Waiting: {decision.prompt}\n",
                                   (f"{art.CURSOR_MARK} {self._spot_info(self.cursor)}", "dim")))

    def _bar_title(self) -> str:
        if self.picking is not None:
            return "Cards to give:"
        if self.sailing is not None:
            return "Beans to load:"
        if isinstance(self.sel, Spot):
            return f"{self._spot_name(self.sel)}:"
        if isinstance(self.sel, str):
            return f"{MODE_WORDS[self.sel]}:"
        return ""

    def panel_lines(self, view: BohnanzaView, seat: int) -> list[Text | str]:
        """The Players tab (small terminals): coins, hand size, fields and ships."""
        s = view.seats[seat]
        lines: list[Text | str] = [f"{coins(s.coins)} · {count_text(s.hand_size, 'card')} in hand"]
        lines += [f"field {k + 1}: {lot_words(lot)}" for k, lot in enumerate(s.fields)]
        if not s.third_field_owned:
            lines.append(f"field 3: not owned, costs {coins(s.third_field_price)}")
        for ship in s.ships:
            if ship.owned:
                where = "" if ship.id == "pirate" else f" at {place(ship.location)}"
                lines.append(f"{SHIP_WORD[ship.id].removeprefix('the ')}{where}: "
                             f"{lot_words(ship.cargo)}")
        if s.received:
            lines.append("received: " + ", ".join(bean_name(c.bean) for c in s.received))
        return lines

    def panel_tag(self, view: BohnanzaView, seat: int) -> str:
        s = view.seats[seat]
        return " · ".join(t for t, on in (("start player", s.is_start),
                                          ("active", s.is_active)) if on)

    # -- the end (spec 5) -----------------------------------------------------------------

    def end_parts(self) -> tuple[Any, list[Any]]:
        """The winner and the ranking, the coins of section 5 by seat with the coins
        before the final scoring, the extras and how a tie was broken. The unverified
        beanometers get a footnote only when one of those beans paid coins."""
        from rich.table import Table

        from boardgames.games.bohnanza.summary import end_extras

        scores = self.match.scores()
        extras = end_extras(self.match.state, scores)
        seats = self.match.seats
        names = [seats[i].name for i in scores.winners]
        best = coins(scores.totals[scores.winners[0]])
        if len(names) == 1:
            line = f"{names[0]} wins with {best}."
        else:
            line = f"{', '.join(names[:-1])} and {names[-1]} share the win with {best}."
        headline = Text(line + (f" {extras.tie_line}" if extras.tie_line else ""),
                        style="bold")
        table = Table(header_style="bold", expand=False)
        table.add_column("")
        for seat in seats:
            table.add_column(seat_text(seat), justify="right")
        values = {c.key: c.values for c in scores.categories}
        before = [sum(values[k][i] for k in values if not k.startswith("final"))
                  for i in range(len(seats))]
        for c in scores.categories:
            if c.key.startswith("final") and before is not None:
                table.add_row(Text("Coins before final scoring", style="bold"),
                              *(Text(str(v), style="bold") for v in before))
                before = None
            table.add_row(c.label, *(str(v) for v in c.values))
        table.add_section()
        table.add_row(Text("Total coins", style="bold"),
                      *(Text(str(t), style="bold") for t in scores.totals))
        table.add_row("Rank", *(f"{e.rank}." + (" ★" if e.seat in scores.winners else "")
                                for e in extras.seats))
        table.add_section()
        rows = [("Cards still in hand", [e.hand for e in extras.seats])]
        if extras.island:
            rows += [("Cards lost to raids", [e.raid_lost for e in extras.seats]),
                     ("Cards captured by raids", [e.raid_captured for e in extras.seats]),
                     ("Beans loaded at the island", [e.island_loaded for e in extras.seats])]
        rows.append(("Trades done", [e.trades for e in extras.seats]))
        for label, vals in rows:
            table.add_row(Text(label, style="dim"), *(Text(str(v), style="dim") for v in vals))
        body: list[Any] = [table]
        if extras.unverified_paid:
            beans = " and ".join(extras.unverified_paid)
            verb = "was" if len(extras.unverified_paid) == 1 else "were"
            body.append(Text(f"{beans} {verb} sold in this game: the beanometer values used "
                             "are unverified stand-ins (see the rules, F1).", style="dim"))
        return headline, body

    def status_text(self, view: BohnanzaView) -> str:
        mode = {"base": "Bohnanza", "lib": "La Isla Bohnita", "duel": "La Isla Bohnita duel"}
        # Small terminals: the game's name gives way to the facts that must be seen.
        parts = [] if self.compact and not view.over else [mode[view.mode]]
        if view.over:
            parts.append("game over")
        else:
            parts.append(f"turn {view.turn}: {view.names[view.active]}")
            parts.append("last loading before the final scoring" if view.dp == "final_window"
                         else f"phase {view.phase} {view.phase_name}")
        parts.append(f"exhaustion {view.exhaustions} of {view.end_exhaustions}")
        if view.mode == "duel":
            parts.append(f"{coins(view.set_aside)} set aside")
        if view.end_trigger != "none" and not view.over:
            parts.append("the end is triggered: last turn")
        elif view.exhaustions == view.end_exhaustions - 1 and not view.over:
            parts.append("⚠ next time the draw pile is used up, the game is over")
        return " · ".join(parts)

    def prompt_text(self, view: BohnanzaView, decision: Decision) -> Text | str:
        text = Text(view.private_prompt or decision.prompt)
        if self.picking is not None:
            p = self.picking
            chosen = [self._bean_of(c) for c in p.chosen]
            text = Text(f"Tick the cards to give (Space or click, Enter gives them): wanted "
                        f"{want_text(p.need)}; ticked {', '.join(map(art.short_name, chosen))}"
                        f"{'' if p.complete() else ' — not complete yet'}")
        elif self.sailing is not None:
            ship, to, extra, run = self.sailing
            text = Text(f"Sail {SHIP_WORD[ship]} to {place(to)}: load the front bean and "
                        f"{extra} of the {run} behind it (+ / -), Enter sails")
        elif isinstance(self.sel, Spot):
            text = Text(self._spot_info(self.sel))
            if not self.live.get(self.sel):
                text.append(" — nothing to do with it now", style="dim")
        elif isinstance(self.sel, str):
            text = Text(f"{MODE_WORDS[self.sel]} (its key, Tab and Enter, or click a "
                        f"{art.TARGET_MARK})")
        if self.cursor is not None and self.cursor != self.sel:
            text.append(f"\n{art.CURSOR_MARK} {self._spot_info(self.cursor)}", style="dim")
        return text

    # -- words about spots -----------------------------------------------------------------

    def _seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def _ship(self, seat: int, sid: str):
        assert self.view is not None
        return next(s for s in self.view.seats[seat].ships if s.id == sid)

    def _cargo_text(self, seat: int, sid: str) -> str:
        cargo = self._ship(seat, sid).cargo
        return art.lot_text(cargo.bean, cargo.count)

    def _bean_of(self, cid: str) -> str:
        v, me = self.view, self.me
        assert v is not None
        cards = [*v.face_up, *(me.hand if me else []), *(me.received if me else [])]
        return next(c.bean for c in cards if c.cid == cid)

    def _card_spot(self, cid: str) -> Spot | None:
        v, me = self.view, self.me
        if v is None or me is None:
            return None
        for i, c in enumerate(me.hand):
            if c.cid == cid:
                return Spot("hand", me.seat, i)
        if any(c.cid == cid for c in v.face_up):
            return Spot("faceup", v.active, cid)
        return None

    def _spot_name(self, spot: Spot) -> str:
        owner = f"{self._seat_name(spot.seat)}'s " if spot.seat >= 0 else ""
        if self.me is not None and spot.seat == self.me.seat:
            owner = "Your "
        if spot.kind == "hand":
            return f"Hand card #{int(spot.key) + 1}"
        if spot.kind == "field":
            return f"{owner}field {int(spot.key) + 1}"
        if spot.kind == "ship":
            return f"{owner}{SHIP_WORD[str(spot.key)].removeprefix('the ')}"
        if spot.kind == "row":
            return harbour_name(str(spot.key))
        if spot.kind == "faceup":
            return f"Face-up {art.short_name(self._bean_of(str(spot.key)))}"
        if spot.kind == "recv":
            return f"{owner}received card"
        if spot.kind == "home":
            return f"{owner}home harbour"
        return spot.kind.capitalize() + " pile"

    def _spot_info(self, spot: Spot) -> str:
        """What a spot shows, in words (the cursor line and the chosen spot)."""
        v = self.view
        assert v is not None
        name = self._spot_name(spot)
        if spot.kind == "hand" and self.me is not None:
            i = int(spot.key)
            if i >= len(self.me.hand):
                return name
            bean = self.me.hand[i].bean
            where = " (FRONT)" if i == 0 else " (next)" if i == 1 else ""
            return (f"{name}{where}: {bean_name(bean)}, beanometer {art.meter_text(bean)}"
                    f"{self._unverified(bean)} — {fit_hint(self.me, bean)}")
        if spot.kind == "field":
            s = v.seats[spot.seat]
            k = int(spot.key)
            if k >= len(s.fields):
                return f"{name}: not owned, costs {coins(s.third_field_price)}"
            lot = s.fields[k]
            lock = (" — protected: a lone bean while another field holds two or more"
                    if spot.seat == v.viewer and lot.bean and not lot.harvestable else "")
            return f"{name}: {lot_words(lot)}{self._unverified(lot.bean)}{lock}"
        if spot.kind == "ship":
            ship = self._ship(spot.seat, str(spot.key))
            if not ship.owned:
                return f"{name}: not owned, costs {coins(ship.price or 0)}"
            where = "" if ship.id == "pirate" else f" at {place(ship.location)}"
            raided = " — raided this turn" if ship.raided else ""
            return (f"{name}{where}: {lot_words(ship.cargo)}"
                    f"{self._unverified(ship.cargo.bean)}{raided}")
        if spot.kind == "row":
            row = next(r for r in v.rows if r.harbour == spot.key)
            if not row.beans:
                return f"{name}: empty — refilled at the end of the turn"
            beans = ", ".join(art.short_name(b) for b in row.beans)
            return (f"{name}: {beans} (front first); front: {bean_name(row.beans[0])}, "
                    f"{row.front_run} in a row")
        if spot.kind in ("faceup", "recv"):
            bean = self._bean_of(str(spot.key)) if spot.seat == v.viewer or spot.kind == "faceup" \
                else next(c.bean for c in v.seats[spot.seat].received if c.cid == spot.key)
            chain = " (from the discard pile)" if spot.key in v.chained else ""
            return f"{name}{chain}: {bean_name(bean)}, waiting to be planted"
        if spot.kind == "home":
            s = v.seats[spot.seat]
            return f"{name}: {coins(s.coins)}, {count_text(s.hand_size, 'card')} in hand"
        if spot.kind == "discard":
            top = f", top {bean_name(v.discard[-1])}" if v.discard else ""
            return f"Discard pile: {count_text(len(v.discard), 'card')}{top} (i shows all)"
        return f"Draw pile: {count_text(v.draw_size, 'card')}"

    def _unverified(self, bean: str | None) -> str:
        v = self.view
        return " (unverified beanometer)" if v is not None and bean in v.unverified else ""

    # -- doing -----------------------------------------------------------------------------

    def _doer(self, action: Action) -> Callable[[], Any]:
        return lambda: self.act(action)

    def _selecter(self, spot: Spot) -> Callable[[], None]:
        def select() -> None:
            self.sel = spot
            self.cursor = spot
            self.query_one(BeanTable).show_spot(spot)
            self._update()

        return select

    def _enter_mode(self, mode: str) -> None:
        opts = self._mode_opts(mode)
        self.sel = mode
        targets = [o.target for o in opts if o.target is not None]
        if targets:
            self.cursor = targets[0]
        self._update()

    def _pending_spots(self) -> list[Spot]:
        return [s for s in self.live if s.kind in ("faceup", "recv")]

    def _next_pending(self) -> None:
        spots = self._pending_spots()
        if not spots:
            return
        index = spots.index(self.sel) + 1 if self.sel in spots else 0
        self._selecter(spots[index % len(spots)])()

    def _load(self, step: int) -> None:
        assert self.sailing is not None
        ship, to, extra, run = self.sailing
        self.sailing = (ship, to, min(max(extra + step, 0), run), run)
        self._update()

    def _end_market(self) -> None:
        words = "trading" if self.view and self.view.mode == "base" else \
            "trading, sailing and raiding"
        self.app.push_screen(Confirm(f"End phase 2? This ends all {words} for this turn. (y/n)"),
                             lambda yes: yes and self.act(act.END_MARKET))

    def act_all(self, actions: list[Action]) -> bool:
        """Submit several steps of one decision (a trade message, a card pick) in one go;
        on an illegal step the open draft is dropped and the reason shown."""
        decision = self.decision
        if decision is None or not self.my_turn:
            return False
        events: list[Event] = []
        try:
            for a in actions:
                events += self.match.submit(decision.seat, a)
        except IllegalAction as exc:
            if act.DRAFT_CANCEL in self.match.legal_actions(decision.seat):
                self.match.submit(decision.seat, act.DRAFT_CANCEL)
            self.advance()
            self.say(exc.reason, error=True)
            return False
        self.after_action(events)
        self.advance()
        return True

    def _back(self) -> None:
        if self.cancel_selection():
            self._update()

    def cancel_selection(self) -> bool:
        if self.picking is not None:
            opened = self.picking.opening is None
            self.picking = None
            if opened:
                self.act(act.DRAFT_CANCEL)
            return True
        if self.sailing is not None:
            self.sailing = None
            return True
        if self.sel is not None:
            self.sel = None
            return True
        return False

    # -- trading ---------------------------------------------------------------------------

    def _open_composer(self, purpose: str | None, terms: Terms | None = None) -> None:
        """``purpose`` None: complete the draft already open in the engine."""
        v, me = self.view, self.me
        if v is None or me is None:
            return
        chips = [Chip(c.cid, c.bean, f"{art.short_name(c.bean)} (face-up)")
                 for c in v.face_up if me.seat == v.active]
        chips += [Chip(c.cid, c.bean, f"#{i + 1} {art.short_name(c.bean)}")
                  for i, c in enumerate(me.hand)]
        partners: list[Partner] = []
        if purpose == "propose":
            partners = [Partner(a.to, seat_text(self.match.seats[a.to]))
                        for a in self._of("propose")]
            if "ask_table" in self.by_kind:
                partners.append(Partner(TABLE, Text("Whole table")))
            if "open_call" in self.by_kind:
                partners.append(Partner(OPEN_CALL, Text("Open call (ask for offers)")))
            terms = Terms(partners[0].value if partners else None)
        elif purpose == "counter_back":
            terms = Terms(self.item)
        terms = terms or Terms(v.active)
        limits = {b: game_data().bean(b).count for b in v.deck_beans}
        words = {"propose": "Compose a proposal", "counter": "Your counter-offer",
                 "offer": "Your offer", "counter_back": "New terms", None: "Finish your message"}
        title = words.get(purpose, "Compose")
        if purpose != "propose":
            to = v.draft.to_seat if purpose is None and v.draft else (
                self.item if purpose == "counter_back" else v.active)
            title += f" to {self._seat_name(to)}" if to is not None else " to the table"
        context = ""
        if v.trade is not None:
            p = v.trade.proposal
            if p.kind == "open_call":
                asked = f"{self._seat_name(p.from_seat)} asked the table for offers"
            else:
                asked = (f"{self._seat_name(p.from_seat)} gives {give_text(p.give)} and wants "
                         f"{want_text(p.want)}")
            context = f"On the table: {asked}. {answers_text(v)}"
        self.app.push_screen(
            Composer(title, chips, list(v.deck_beans), limits, partners, terms, v.unverified,
                     context),
            lambda result: self._send(purpose, result))

    def _send(self, purpose: str | None, terms: Terms | None) -> None:
        v = self.view
        if v is None:
            return
        if terms is None:
            if purpose is None and v.draft is not None:
                self.act(act.DRAFT_CANCEL)
            return
        steps: list[Action] = []
        give0: list[str] = []
        want0: dict[str, int] = {}
        if purpose is None and v.draft is not None:
            give0 = [c.cid for c in v.draft.give]
            want0 = dict(v.draft.want)
        elif purpose == "propose" and terms.to == OPEN_CALL:
            self.act(act.OPEN_CALL)
            return
        elif purpose == "propose":
            steps.append(act.ASK_TABLE if terms.to == TABLE else act.propose(int(terms.to)))
        elif purpose == "counter":
            steps.append(act.COUNTER)
        elif purpose == "offer":
            steps.append(act.OFFER)
        elif purpose == "counter_back":
            steps.append(act.counter_back(int(terms.to)))
        steps += [act.draft_give(c) for c in give0 if c not in terms.give]
        steps += [act.draft_give(c) for c in terms.give if c not in give0]
        for bean in dict.fromkeys([*want0, *terms.want]):
            delta = terms.want.get(bean, 0) - want0.get(bean, 0)
            steps += [act.draft_want(bean, 1 if delta > 0 else -1)] * abs(delta)
        self.act_all([*steps, act.DRAFT_SEND])

    def _accept(self) -> None:
        v, me = self.view, self.me
        if v is None or me is None or v.trade is None:
            return
        self._start_pick(act.ACCEPT, v.trade.proposal.want, [c.cid for c in me.hand])

    def _confirm(self, seat: int | None) -> None:
        v, me = self.view, self.me
        if v is None or me is None or v.trade is None or seat is None:
            return
        r = next(r for r in v.trade.responses if r.seat == seat)
        opening = act.confirm(seat)
        if r.status == "accepted" or r.offer is None:
            self.act(opening)
            return
        self._start_pick(opening, r.offer.want, [c.cid for c in [*v.face_up, *me.hand]])

    def _start_pick(self, opening: Action, want: dict[str, int], cards: list[str]) -> None:
        """Preselect the first copies (face-up first, then from the front of the hand); if
        there is nothing to choose, answer at once."""
        beans = {c: self._bean_of(c) for c in cards}
        candidates = [c for c in cards if beans[c] in want]
        choice = any(sum(1 for c in candidates if beans[c] == b) > n for b, n in want.items())
        if not choice:
            self.act(opening)
            return
        chosen: list[str] = []
        for bean, n in want.items():
            chosen += [c for c in candidates if beans[c] == bean][:n]
        self.picking = Picking(opening, dict(want), candidates, beans,
                               [c for c in candidates if c in chosen])
        self.sel = None
        self.cursor = self._card_spot(candidates[0])
        self._update()

    def _start_engine_pick(self) -> None:
        v, me = self.view, self.me
        if v is None or me is None or v.pick is None:
            return
        cards = [c.cid for c in me.hand]
        if v.pick.purpose == "confirm":
            cards = [c.cid for c in v.face_up] + cards
        picked = {c.cid for c in v.pick.picked}
        beans = {c: self._bean_of(c) for c in cards}
        need = dict(v.pick.need)
        candidates = [c for c in cards if c not in picked and need.get(beans[c], 0) > 0]
        chosen: list[str] = []
        for bean, n in need.items():
            chosen += [c for c in candidates if beans[c] == bean][:n]
        self.picking = Picking(None, {b: n for b, n in need.items() if n}, candidates, beans,
                               [c for c in candidates if c in chosen])
        self._update()

    def _tick(self, cid: str) -> None:
        p = self.picking
        assert p is not None
        if cid in p.chosen:
            p.chosen.remove(cid)
        else:
            bean = p.beans[cid]
            same = [c for c in p.chosen if p.beans[c] == bean]
            if len(same) >= p.need.get(bean, 0):
                p.chosen.remove(same[0])  # swap: the new copy replaces the oldest tick
            p.chosen.append(cid)
        p.chosen = [c for c in p.candidates if c in p.chosen]
        self._update()

    def _finish_pick(self) -> None:
        p = self.picking
        decision = self.decision
        if p is None or decision is None or not p.complete():
            return
        self.picking = None
        seat = decision.seat
        try:
            if p.opening is not None:
                self.match.submit(seat, p.opening)
            pick = self.match.view(seat).pick
            if pick is not None:
                need = dict(pick.need)
                already = {c.cid for c in pick.picked}
                for cid in p.chosen:
                    if cid not in already and need.get(p.beans[cid], 0) > 0:
                        need[p.beans[cid]] -= 1
                        self.match.submit(seat, act.pick(cid))
        except IllegalAction as exc:
            self.advance()
            self.say(exc.reason, error=True)
            return
        self.advance()

    def _raid_dialog(self) -> None:
        v = self.view
        if v is None or v.raid is None:
            return
        target, sid = v.raid
        cargo = self._ship(target, sid).cargo
        text = (f"{self._seat_name(v.active)}'s pirate ship attacks your {SHIP_WORD[sid]} "
                f"({lot_words(cargo)}{self._unverified(cargo.bean)}).\n\n"
                "Sell the whole cargo now, or give up one bean to the pirates.")

        def answer(choice: str | None) -> None:
            if choice == "sell":
                self.act(act.RAID_SELL)
            elif choice == "give":
                self.act(act.RAID_SURRENDER)

        self.app.push_screen(RaidAnswer(text, cargo.value if "raid_sell" in self.by_kind else 0),
                             answer)

    # -- keys ------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "enter":
            return bool(self.legal)
        return super().check_action(action, parameters)

    def action_key(self, key: str) -> None:
        for opts in (self.opts, self.idle):
            for opt in opts:
                if opt.key == key:
                    if opt.enabled:
                        opt.run()
                    else:
                        self.say(self._refused(opt), error=True)
                    return
        if key.isdigit() and self.legal:
            self._digit(int(key))
        elif self.legal:
            self.say(self._key_refusal(key), error=True)
        elif key in KEY_WORDS and self.decision is not None:
            self.say(f"It is not your turn: {self.decision.prompt}.", error=True)

    # -- why a key does nothing ------------------------------------------------------------

    def _refused(self, opt: Opt) -> str:
        """Why a choice in the key bar is greyed out: the engine's reason."""
        if opt.refused is None:
            return f"{opt.label} is not possible now."
        verb, action = opt.refused
        why = self._engine_reasons([action])
        return f"You cannot {verb} now: {why or 'it is not possible at this moment'}."

    def _key_refusal(self, key: str) -> str:
        """A short key with no choice of its kind now. If actions of that kind exist in
        this game (for the cards, fields and ships at hand), the engine says why they are
        refused; only when none exists at all does the screen say what the key is for and
        why there is nothing for it."""
        words = KEY_WORDS.get(key)
        if words is None:
            return f"{key} does nothing on this screen (F1 lists the keys)."
        verb, purpose = words
        actions, none_why = self._key_actions(key)
        if not actions:
            return f"{purpose}, but {none_why}."
        why = self._engine_reasons(actions)
        if why is None:
            return f"{purpose}: choose what it should act on (▸ and Enter, or a click)."
        return f"You cannot {verb} now: {why}."

    def _engine_reasons(self, actions: list[Action]) -> str | None:
        """The engine's distinct reasons for refusing ``actions`` (None if one is legal)."""
        decision = self.decision
        if decision is None:
            return None
        reasons: list[str] = []
        for a in actions:
            try:
                self.match.check(decision.seat, a)
            except IllegalAction as exc:
                reasons.append(exc.reason)
            else:
                return None
        return "; ".join(dict.fromkeys(reasons))

    def _key_actions(self, key: str) -> tuple[list[Action], str]:
        """The concrete actions a short key stands for with the viewer's cards, fields and
        ships, legal or not; and, when there are none, why."""
        v, me = self.view, self.me
        if v is None or me is None:
            return [], "there is nothing on the table for it"
        fields = range(len(me.fields))
        ships = [sh for sh in me.ships if sh.owned]
        merchants = [sh for sh in ships if sh.id != "pirate"]
        no_ships = "this game is played without La Isla Bohnita, so there are no ships"
        empty_ships = "none of your ships carries any beans"
        actions: list[Action] = []
        why = ""
        if key == "p":
            actions = [act.plant_front(k) for k in fields] if me.hand else []
            why = "your hand is empty"
        elif key == "g":
            cards = [c.cid for c in v.face_up] if me.seat == v.active else []
            cards += [c.cid for c in me.received]
            actions = [act.plant_pending(c, k) for c in cards for k in fields]
            why = "no face-up or received card of yours is waiting to be planted"
        elif key == "h":
            dests = ["sell", *(sh.id for sh in merchants)]
            actions = [act.harvest(k, d) for k in fields if me.fields[k].bean for d in dests]
            why = "all your fields are empty"
        elif key == "t":
            actions = [act.propose(s.seat) for s in v.seats if s.seat != me.seat]
            actions.append(act.ASK_TABLE)
        elif key == "o":
            actions = [act.OPEN_CALL]
        elif key == "s":
            actions = [act.sail(sh.id, to, 0) for sh in merchants
                       for to, _ in DESTINATIONS if to != sh.location]
            why = no_ships if not v.island else "you own no merchant ship"
        elif key == "r":
            actions = [act.raid(s.seat, sh.id) for s in v.seats if s.seat != me.seat
                       for sh in s.ships if sh.owned and sh.id != "pirate"]
            why = no_ships if not v.island else "no other player owns a merchant ship"
        elif key == "c":
            actions = [act.sell_cargo(sh.id) for sh in ships if sh.cargo.count]
            why = no_ships if not v.island else empty_ships
        elif key == "x":
            actions = [act.transfer(src.id, dst.id) for src in ships if src.cargo.count
                       for dst in merchants if dst.id != src.id]
            why = (no_ships if not v.island else
                   empty_ships if not any(sh.cargo.count for sh in ships) else
                   "you have no other merchant ship to move it to")
        elif key == "b":
            actions = [act.buy(item) for item in v.prices]
        elif key == "d":
            actions = [act.duel_discard(c.cid) for c in me.hand]
            why = "your hand is empty"
        elif key == "e":
            actions = [{"plant_hand": act.END_PLANTING, "final_window": act.DONE_FINAL}.get(
                v.dp, act.END_MARKET)]
        elif key == "y":
            actions = ([act.confirm(s) for s in self.review_items()] if v.dp == "review"
                       else [act.ACCEPT])
            why = "no answer is left that could be confirmed"
        elif key == "k":
            if v.dp == "review":
                actions = [act.counter_back(s) for s in self.review_items()]
            open_call = v.trade is not None and v.trade.proposal.kind == "open_call"
            actions = actions or [act.OFFER if open_call else act.COUNTER]
        elif key == "n":
            actions = [act.CLOSE_REVIEW if v.dp == "review" else act.DECLINE]
        elif key in ("plus", "minus"):
            why = "you are not sailing a ship now"
        return actions, why

    def _digit(self, n: int) -> None:
        """A digit with no choice of that number: a field (or a review answer)."""
        v, me = self.view, self.me
        if v is None or me is None:
            return
        if v.dp == "review":
            items = self.review_items()
            if 1 <= n <= len(items):
                self.item = items[n - 1]
                self._update()
            return
        if "plant_front" in self.by_kind and self.sel is None:
            a = act.plant_front(n - 1)
            if a in self.legal:
                self.act(a)
                return
        if n <= 3:
            self._choose(Spot("field", me.seat, n - 1))

    def action_move(self, dx: int, dy: int) -> None:
        table = self.query_one(BeanTable)
        spot = table.neighbour(self.cursor, dx, dy)
        if spot is not None:
            self.cursor = spot
            table.show_spot(spot)
            self._update()

    def action_jump(self, step: int) -> None:
        table = self.query_one(BeanTable)
        targets = [s for s in table.spots() if s in table.marks.targets]
        if not targets:
            return
        index = targets.index(self.cursor) + step if self.cursor in targets else \
            (0 if step > 0 else -1)
        self.cursor = targets[index % len(targets)]
        table.show_spot(self.cursor)
        self._update()

    def action_enter(self) -> None:
        for opt in self.opts:
            if opt.key == "enter" and (self.picking or self.sailing):
                if opt.enabled:
                    opt.run()
                else:
                    self.say("Tick exactly the cards asked for first", error=True)
                return
        if self.cursor is not None:
            self._choose(self.cursor)

    def action_space(self) -> None:
        if self.cursor is not None:
            self._choose(self.cursor)

    def action_inspect(self) -> None:
        v = self.view
        if v is None:
            return
        beans = [art.short_name(b) for b in reversed(v.discard)]
        lines = [", ".join(beans[i: i + 10]) for i in range(0, len(beans), 10)]
        text = (f"{count_text(len(beans), 'card')}, top first:\n\n" + "\n".join(lines)
                if beans else "Empty.")
        self.app.push_screen(Notice(text, "The discard pile"))

    def _choose(self, spot: Spot) -> None:
        """Enter on a spot or a click on it."""
        self.cursor = spot
        for opt in self.opts:
            if opt.target == spot and opt.enabled and (self.picking or opt.key != "escape"):
                opt.run()
                return
        if self.picking is not None:
            self._update()
            return
        if spot == self.sel:
            first = next((o for o in self.opts if o.enabled and o.key not in ("escape", "g")),
                         None)
            if first is not None:
                first.run()
                return
        if spot.kind == "discard":
            self.action_inspect()
            return
        self.sel = spot if spot in self.live or self.sel is not None else None
        self.sailing = None
        self._update()

    # -- mouse -----------------------------------------------------------------------------

    def on_bean_table_clicked(self, event: BeanTable.Clicked) -> None:
        if event.spot is None:
            if self.sel is not None or self.sailing is not None:
                self.sel, self.sailing = None, None
                self._update()
            return
        self._choose(event.spot)

    def on_bean_table_hovered(self, event: BeanTable.Hovered) -> None:
        self.cursor = event.spot
        self._update()

    def on_key_bar_chosen(self, event: KeyBar.Chosen) -> None:
        if event.key == "escape":
            self._back()
        elif event.key == "enter":
            self.action_enter()
        else:
            self.action_key(event.key)

    def on_trade_panel_picked(self, event: TradePanel.Picked) -> None:
        if self.view is not None and self.view.dp == "review" and self.my_turn:
            self.item = event.seat
            self._update()

