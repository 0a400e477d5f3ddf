"""What the viewer can choose on the Bohnanza table, and what each key would do: pure logic
(no Textual, no Rich), computed from one seat's view and its legal actions, so that it is
unit-tested without a running app.

The way to act is always the same, with keys or the mouse: point at a card (a ``Spot``),
choose it to see its ``Opt``s (what it can do and what it pays), then choose one of those.
An ``Opt`` does not run anything itself: it carries a ``Do`` (submit an action, select a
spot, enter a mode, open the composer, ...) that the screen carries out. ``Choices`` holds
the step the viewer is in (a chosen spot or mode, a sailing being loaded, a card pick, the
review answer looked at) and builds the options of that step.

Also here: the words of the screen (names of ships and purchases, lots and trade terms in
words, the keys help) and the plain data of the trade composer (``Chip``, ``Terms``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from boardgames.core.events import join_words
from boardgames.core.i18n import N_, _, ngettext
from boardgames.core.rules import Action
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.data import harbour_name, meter, value
from boardgames.games.bohnanza.text import (
    answer_label,
    bean_word,
    coins,
    item_word,
    place_name,
    ship_word,
    short_bean,
)
from boardgames.games.bohnanza.view import (
    BohnanzaView,
    GiveView,
    LotView,
    ProposalView,
    SeatView,
    ShipView,
)

# -- words ------------------------------------------------------------------------------------

UNVERIFIED = "?"  # after a bean whose beanometer is an unverified stand-in


def capital(text: str) -> str:
    """``text`` with its first letter in upper case (the rest as it is)."""
    return text[:1].upper() + text[1:]


def meter_text(bean: str) -> str:
    """Beans needed for 1, 2, 3 and 4 coins: '3·6·8·9', '-·2·3·-'."""
    return "·".join("-" if n is None else str(n) for n in meter(bean))


def lot_text(bean: str | None, count: int, unverified: bool = False) -> str:
    """'Blue ×5' (a field or a cargo)."""
    if bean is None:
        return _("empty")
    return f"{short_bean(bean)}{UNVERIFIED if unverified else ''} ×{count}"


def lot_words(lot: LotView) -> str:
    """'Blue Bean ×5 = 1 coin · 6 → 2 coins' (a field or a cargo)."""
    if lot.bean is None:
        return _("empty")
    if lot.next_need is None:
        return _("{bean} ×{count} = {coins} · at the maximum").format(
            bean=bean_word(lot.bean), count=lot.count, coins=coins(lot.value))
    return _("{bean} ×{count} = {coins} · {need} → {next}").format(
        bean=bean_word(lot.bean), count=lot.count, coins=coins(lot.value), need=lot.next_need,
        next=coins(lot.next_coins or 0))


def merged(lot: LotView, bean: str, n: int) -> str:
    """What a lot becomes when ``n`` beans of ``bean`` are added: 'Mocha ×6 = 1 coin'."""
    total = lot.count + n
    return f"{short_bean(bean)} ×{total} = {coins(value(bean, total))}"


def place(location: str | None) -> str:
    return place_name(location or "home")


def fit_hint(me: SeatView, bean: str) -> str:
    """'fits F1/F2', 'empty F3' or 'no room' for a hand card of ``bean``."""
    matching = [str(k + 1) for k, f in enumerate(me.fields) if f.bean == bean]
    if matching:
        return _("fits {fields}").format(fields="/".join(f"F{k}" for k in matching))
    empty = [k for k, f in enumerate(me.fields) if f.bean is None]
    return _("empty F{number}").format(number=empty[0] + 1) if empty else _("no room")


def give_text(give: list[GiveView]) -> str:
    """'1 Chili (face-up), 2 Soy (hand)'."""
    groups: dict[tuple[str, str], int] = {}
    for g in give:
        groups[(g.bean, g.source)] = groups.get((g.bean, g.source), 0) + 1
    parts = [(_("{count} {bean} (face-up)") if s == "face_up" else _("{count} {bean} (hand)"))
             .format(count=n, bean=short_bean(b)) for (b, s), n in groups.items()]
    return ", ".join(parts) or _("nothing")


def want_text(want: dict[str, int]) -> str:
    return ", ".join(f"{n} {short_bean(b)}" for b, n in want.items() if n) or _("nothing")


def beans_text(beans: list[str]) -> str:
    counts: dict[str, int] = {}
    for b in beans:
        counts[b] = counts.get(b, 0) + 1
    return want_text(counts)


def terms_text(p: ProposalView) -> str:
    return _("gives {give}; wants {want}").format(give=give_text(p.give), want=want_text(p.want))


# How each answer reads after the names of those who gave it (one name, several names).
ANSWER_VERBS = {
    "accepted": (N_("{names} accepted"), N_("{names} accepted")),
    "countered": (N_("{names} countered"), N_("{names} countered")),
    "offered": (N_("{names} made an offer"), N_("{names} made offers")),
    "confirmed": (N_("{names} traded"), N_("{names} traded")),
    "declined": (N_("{names} declined"), N_("{names} declined")),
    "passed": (N_("{names} passed"), N_("{names} passed")),
    "void": (N_("{names} can no longer trade (void)"), N_("{names} can no longer trade (void)")),
    "waiting": (N_("{names} has not answered yet"), N_("{names} have not answered yet")),
}


def answers_text(v: BohnanzaView) -> str:
    """Who gave which answer to the trade on the table, in sentences: 'Bob accepted; Cleo
    declined; Dax and Eve have not answered yet.' (from the view's answer per seat)."""
    if v.trade is None:
        return ""
    groups: dict[str, list[str]] = {}
    for seat in v.trade.responders:
        groups.setdefault(v.trade.status.get(seat, "waiting"), []).append(v.names[seat])
    parts = []
    for status in [*ANSWER_VERBS, *groups]:
        names = groups.pop(status, None)
        if names:
            one, many = ANSWER_VERBS.get(status, ANSWER_VERBS["waiting"])
            # One name or several: the verb agrees with its subject (not a count).
            parts.append(_(one if len(names) == 1 else many).format(names=join_words(names)))
    return "; ".join(parts) + "." if parts else ""


SHIP_KEY = {"m1": "1", "m2": "2", "pirate": "3"}
ITEM_KEY = {"third_field": "1", "second_ship": "2", "pirate_ship": "3"}
ITEM_SPOT: dict[str, tuple[str, str | int]] = {
    "third_field": ("field", 2), "second_ship": ("ship", "m2"), "pirate_ship": ("ship", "pirate")}
MODE_WORDS = {
    "harvest": N_("Harvest: choose a field"),
    "sail": N_("Sail: choose a merchant ship"),
    "sell": N_("Sell a cargo"),
    "transfer": N_("Move a cargo: choose the ship it leaves"),
    "buy": N_("Buy"),
    "raid": N_("Raid: choose a ship to attack"),
    "discard": N_("Discard one hand card"),
}

# What each short key is for: the sentence when the engine refuses the key's actions
# (followed by its reason), and the one that says what the key does when no action of its
# kind exists at all (followed by why not).
KEY_WORDS = {
    "p": (N_("You cannot plant your front card now: {reason}."),
          N_("p plants the front card of your hand")),
    "g": (N_("You cannot plant a face-up or received card now: {reason}."),
          N_("g plants a face-up or received card")),
    "h": (N_("You cannot harvest now: {reason}."), N_("h harvests one of your fields")),
    "t": (N_("You cannot propose a trade now: {reason}."), N_("t opens the trade composer")),
    "o": (N_("You cannot ask the table for offers now: {reason}."),
          N_("o asks the table for offers")),
    "s": (N_("You cannot sail now: {reason}."), N_("s sails one of your merchant ships")),
    "r": (N_("You cannot raid now: {reason}."),
          N_("r raids another player's merchant ship with your pirate ship")),
    "c": (N_("You cannot sell a cargo now: {reason}."),
          N_("c sells the cargo of one of your ships")),
    "x": (N_("You cannot move a cargo now: {reason}."),
          N_("x moves a cargo from one of your ships to another")),
    "b": (N_("You cannot buy anything now: {reason}."), N_("b buys the 3rd field or a ship")),
    "d": (N_("You cannot discard a hand card now: {reason}."),
          N_("d discards a card from your hand")),
    "e": (N_("You cannot end this step now: {reason}."),
          N_("e ends the step: the planting, phase 2 or the last loading")),
    "y": (N_("You cannot accept or confirm a trade now: {reason}."),
          N_("y accepts a proposal or confirms a trade")),
    "k": (N_("You cannot answer with your own terms now: {reason}."),
          N_("k answers a proposal with your own terms")),
    "n": (N_("You cannot decline now: {reason}."),
          N_("n declines a proposal, passes or closes the review")),
    "plus": (N_("You cannot load one more bean now: {reason}."),
             N_("+ loads one more bean onto a ship you are sailing")),
    "minus": (N_("You cannot load one bean fewer now: {reason}."),
              N_("- loads one bean fewer onto a ship you are sailing")),
}

KEYS_HELP = N_("""\
Every choice of the moment is in the key bar under the table: press its key or click it.

| key | mouse | what it does |
|---|---|---|
| arrows | hover | move the cursor ▸ from card to card (the line under the prompt says what it is) |
| Tab / shift+Tab | | jump to the next / previous legal target ◇ |
| Enter | click | choose the card under the cursor: the key bar shows what it can do and what \
it pays; Enter or a click again does the first of those, a click on a ◇ target does that |
| p | click your front card | plant the front card (then 1-3, or click a field) |
| 1-3 | click a field | plant the front card there (phase 1), else choose that field |
| g | click a face-up / received card | plant a pending card (g again: the next one) |
| h | click your field | harvest: for coins (c) or onto a merchant ship at home (1 / 2) |
| c | click your ship | sell a cargo (the payout is shown first) |
| x | click your ship, then the other | move a cargo to another ship at the same place |
| b | click a "costs X" slot | buy the 3rd field, a 2nd merchant ship or the pirate ship |
| s | click your ship, then a row | sail: 1 home, 2 Bohnbay, 3 Bohnaco, then + / - beans to load, \
Enter |
| r | click an enemy ship at home | raid it with your pirate ship |
| d | click a hand card | duel: discard one hand card in phase 1 |
| t / o | key bar | open the trade composer / ask the table for offers (open call) |
| y / k / n | key bar | accept / counter / decline; in the review: confirm / new terms / close \
(1-9 or a click in the trade panel chooses the answer) |
| Space | click | tick the cards to give when a trade needs a choice of copies; Enter gives them |
| e | key bar | end the step: planting, phase 2 (asks once), the final loading |
| i | click the discard pile | show the whole discard pile |
| escape | key bar [esc] | step back |

### The trade composer

It opens as a panel at the right of the table, which stays in view while you compose; its
keys come first while it is open.

| key | mouse | what it does |
|---|---|---|
| Tab / shift+Tab | | next / previous pane: You give, You want, To |
| arrows | | move in the pane |
| Space | click a card / a partner | give that card (again: take it back) / choose the partner |
| + / - or 0-9 | click - or + beside a bean | how many of that bean you want |
| Backspace | | clear the pane |
| Enter / Esc | [Enter] Send / [Esc] Cancel | send the message / drop it |

When your ship is raided: s sells the cargo (if it is worth a coin), g gives up one bean.

On a small terminal (below 118 × 34) the table, the players (with the trade) and the log
are tabs: F6 (Panels in the footer) goes to the next one, a click on a tab to that one;
your hand and the prompt stay on screen under them. On a large terminal F6 hides the
trade panel and the log, and shows them again.

✦ (purple) marks what changed since your last move: fields planted or harvested, ships
bought, sailed, loaded or raided, island rows, new face-up cards, cards received in a
trade and coin counts. The marks clear once you act.
""")


# -- the things to choose ---------------------------------------------------------------------


@dataclass(frozen=True)
class Spot:
    """Something on the table a player can point at.

    kinds: hand (key: position), faceup (cid), recv (cid), field (index), ship (m1, m2,
    pirate), row (harbour), home, draw, discard."""

    kind: str
    seat: int = -1
    key: str | int = ""


@dataclass
class Marks:
    """What the screen asks the table to show on top of the cards."""

    cursor: Spot | None = None
    selected: Spot | None = None
    targets: frozenset[Spot] = frozenset()
    picked: frozenset[str] = frozenset()  # cids ticked in a card pick
    changed: frozenset[Spot] = frozenset()  # changed since the viewer's last move (✦)
    bot: frozenset[Spot] = frozenset()  # a bot's move (or a hint) before it lands (◌)


def move_spots(view: BohnanzaView, seat: int, action: Action) -> frozenset[Spot]:
    """Where seat ``seat``'s planting or harvest lands on the table: the field, and the
    bean it plants (the front hand card, on the viewer's own table only; the face-up or
    received card) or the ship a harvest fills. Empty for every other move (trades, the
    market, sailing: nothing is placed)."""
    if isinstance(action, act.PlantFront):
        bean = {Spot("hand", seat, 0)}
    elif isinstance(action, act.PlantPending):
        bean = {Spot("faceup", view.turn_player, action.cid), Spot("recv", seat, action.cid)}
    elif isinstance(action, act.Harvest):
        bean = set() if action.dest == "sell" else {Spot("ship", seat, action.dest)}
    else:
        return frozenset()
    return frozenset({Spot("field", seat, action.field), *bean})


# What choosing an option does, carried out by the screen:
#   ("act", action)   submit the action       ("select", spot)  choose a spot
#   ("mode", name)    a kind of action        ("sail", (ship, to, run))  load + / -
#   ("load", ±1)      load one more / fewer   ("compose", purpose)  open the composer
#   ("accept", None) / ("confirm", seat)      pick the cards to give, then answer
#   ("tick", cid)     tick a card to give     ("give", None)  give the ticked cards
#   ("next_pending", None) / ("end_market", None) / ("back", None) / ("inspect", None)
Do = tuple[str, Any]


@dataclass
class Opt:
    """One choice: its key ('' for none), words, what it does, and the table spot whose
    click (or Enter on it) also chooses it."""

    key: str
    label: str
    do: Do
    target: Spot | None = None
    enabled: bool = True
    # While disabled: the sentence that says so, with {reason} for the engine's reason
    # (translated, "You cannot accept now: {reason}."), and the action whose refusal the
    # engine explains.
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


# -- the trade composer's data ----------------------------------------------------------------

TABLE, OPEN_CALL = "table", "open"


@dataclass(frozen=True)
class Chip:
    """A card the composer may give: its cid, bean and label ('#3 Soy', 'Chili (face-up)')."""

    cid: str
    bean: str
    label: str


@dataclass
class Terms:
    """A trade message as gathered by the composer. ``to`` is a seat, TABLE or OPEN_CALL
    (None when fixed: counters, offers and counter-backs go to the active player)."""

    to: int | str | None
    give: list[str] = field(default_factory=list)  # cids in the order they were chosen
    want: dict[str, int] = field(default_factory=dict)  # in the order beans were added


def terms_problem(terms: Terms) -> str | None:
    """Why the message cannot be sent yet (None: it can)."""
    if terms.to == OPEN_CALL:
        if terms.give or terms.want:
            return _("an open call carries no terms: clear them (Backspace) or choose a partner")
        return None
    if not terms.give and not any(terms.want.values()):
        return _("give or want at least one card")
    return None


@dataclass
class ComposerPlan:
    """What the composer opens with: its title, the cards to give, the beans to want (with
    their deck counts), the partners (a seat, TABLE or OPEN_CALL), the first terms and
    what is on the table already."""

    title: str
    chips: list[Chip]
    beans: list[str]
    limits: dict[str, int]
    partners: list[int | str]
    terms: Terms
    unverified: list[str]
    context: str


def send_steps(purpose: str | None, draft_give: list[str], draft_want: dict[str, int],
               terms: Terms) -> list[Action]:
    """The engine's draft steps that send ``terms``: the opening action (none when a
    draft is open already, ``purpose`` None), the cards and wants, then Send. An open call
    is one action of its own."""
    if purpose == "propose" and terms.to == OPEN_CALL:
        return [act.OPEN_CALL]
    steps: list[Action] = []
    if purpose == "propose":
        steps.append(act.ASK_TABLE if terms.to == TABLE else act.propose(int(terms.to or 0)))
    elif purpose == "counter":
        steps.append(act.COUNTER)
    elif purpose == "offer":
        steps.append(act.OFFER)
    elif purpose == "counter_back":
        steps.append(act.counter_back(int(terms.to or 0)))
    give0 = draft_give if purpose is None else []
    want0 = draft_want if purpose is None else {}
    steps += [act.draft_give(c) for c in give0 if c not in terms.give]
    steps += [act.draft_give(c) for c in terms.give if c not in give0]
    for bean in dict.fromkeys([*want0, *terms.want]):
        delta = terms.want.get(bean, 0) - want0.get(bean, 0)
        steps += [act.draft_want(bean, 1 if delta > 0 else -1)] * abs(delta)
    return [*steps, act.DRAFT_SEND]


# The names of a seat's spots: the viewer's own, another seat's.
OWN_SPOTS = {"field": N_("Your field {number}"), "ship": N_("Your {ship}"),
             "recv": N_("Your received card"), "home": N_("Your home harbour")}
OTHER_SPOTS = {"field": N_("{name}'s field {number}"), "ship": N_("{name}'s {ship}"),
               "recv": N_("{name}'s received card"), "home": N_("{name}'s home harbour")}

# The composer's title by purpose (None: an open draft): to a player, to the table.
COMPOSER_TITLES = {
    "counter": (N_("Your counter-offer to {name}"), N_("Your counter-offer to the table")),
    "offer": (N_("Your offer to {name}"), N_("Your offer to the table")),
    "counter_back": (N_("New terms to {name}"), N_("New terms to the table")),
    None: (N_("Finish your message to {name}"), N_("Finish your message to the table")),
}


# -- the choices of the moment ----------------------------------------------------------------


class Choices:
    """The viewer's step on the table and the options it offers, from the view and the
    legal actions (empty when it is not the viewer's turn)."""

    def __init__(self) -> None:
        self.view: BohnanzaView | None = None
        self.legal: list[Action] = []
        self.by_kind: dict[str, list[Any]] = {}
        self.sel: Spot | str | None = None  # a chosen spot, or a mode ('harvest', ...)
        self.sailing: tuple[str, str, int, int] | None = None  # ship, to, extra, run
        self.picking: Picking | None = None
        self.item: int | None = None  # the review item (a seat) being looked at
        self.cursor: Spot | None = None
        self.opts: list[Opt] = []
        self.idle: list[Opt] = []
        self.live: dict[Spot, list[Opt]] = {}

    # -- input ---------------------------------------------------------------------------

    def show(self, view: BohnanzaView, legal: list[Action], new_decision: bool) -> None:
        """A new view; ``new_decision`` drops the step of the last decision."""
        self.view = view
        self.legal = legal
        self.by_kind = {}
        for a in legal:
            self.by_kind.setdefault(a.kind, []).append(a)
        if new_decision:
            self.sel, self.sailing, self.item = None, None, None
            if self.picking is not None and view.pick is None:
                self.picking = None
        self.live = self._live_spots()
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the options after the step changed."""
        if self.view is None:
            return
        self.idle = self._idle_opts()
        self.opts = self._current_opts()

    @property
    def me(self) -> SeatView | None:
        v = self.view
        return v.seats[v.viewer] if v is not None and v.viewer is not None else None

    def of(self, kind: str) -> list[Any]:
        return self.by_kind.get(kind, [])

    def _view(self) -> BohnanzaView:
        assert self.view is not None
        return self.view

    def _me(self) -> SeatView:
        me = self.me
        assert me is not None
        return me

    # -- what the table shows ------------------------------------------------------------

    def targets(self) -> frozenset[Spot]:
        """The spots marked ◇: every live spot when nothing is chosen, else the targets
        of the current options."""
        if self.sel is None and self.picking is None and self.sailing is None:
            return frozenset(self.live)
        return frozenset(o.target for o in self.opts if o.target is not None and o.enabled)

    def selected(self) -> Spot | None:
        if self.sailing is not None and self.me is not None:
            return Spot("ship", self.me.seat, self.sailing[0])
        return self.sel if isinstance(self.sel, Spot) else None

    def picked(self) -> frozenset[str]:
        return frozenset(self.picking.chosen) if self.picking else frozenset()

    def bar_title(self) -> str:
        if self.picking is not None:
            return _("Cards to give:")
        if self.sailing is not None:
            return _("Beans to load:")
        if isinstance(self.sel, Spot):
            return _("{name}:").format(name=self.spot_name(self.sel))
        if isinstance(self.sel, str):
            return _("{name}:").format(name=_(MODE_WORDS[self.sel]))
        return ""

    def prompt(self, base: str) -> list[tuple[str, str]]:
        """The acting viewer's prompt as (text, style) parts: the step's own words, then
        the cursor line."""
        parts = [(base, "")]
        if self.picking is not None:
            p = self.picking
            fields = {"wanted": want_text(p.need),
                      "ticked": ", ".join(short_bean(self.bean_of(c)) for c in p.chosen)}
            parts = [((_("Tick the cards to give (Space or click, Enter gives them): wanted "
                         "{wanted}; ticked {ticked}") if p.complete() else
                       _("Tick the cards to give (Space or click, Enter gives them): wanted "
                         "{wanted}; ticked {ticked} — not complete yet")).format(**fields), "")]
        elif self.sailing is not None:
            ship, to, extra, run = self.sailing
            parts = [(_("Sail {ship} to {place}: load the front bean and {extra} of the {run} "
                        "behind it (+ / -), Enter sails").format(
                ship=ship_word(ship), place=place(to), extra=extra, run=run), "")]
        elif isinstance(self.sel, Spot):
            parts = [(self.spot_info(self.sel), "")]
            if not self.live.get(self.sel):
                parts.append((" — " + _("nothing to do with it now"), "dim"))
        elif isinstance(self.sel, str):
            parts = [(_("{mode} (its key, Tab and Enter, or click a ◇)").format(
                mode=_(MODE_WORDS[self.sel])), "")]
        if self.cursor is not None and self.cursor != self.sel:
            parts.append((f"\n▸ {self.spot_info(self.cursor)}", "dim"))
        return parts

    # -- the spots -----------------------------------------------------------------------

    def _live_spots(self) -> dict[Spot, list[Opt]]:
        """Every spot the viewer can do something with now, with its choices."""
        v, me = self.view, self.me
        if v is None or me is None or not self.legal:
            return {}
        spots = [Spot("hand", me.seat, i) for i in range(len(me.hand))]
        spots += [Spot("faceup", v.turn_player, c.cid) for c in v.face_up]
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

    def _spot_opts(self, spot: Spot) -> list[Opt]:
        me = self._me()
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
            return [Opt("r", _("Raid {name}'s {ship} ({cargo})").format(
                name=self.name(spot.seat), ship=ship_word(a.ship),
                cargo=self._cargo_text(spot.seat, a.ship)), ("act", a))
                    for a in self.of("raid") if a.target == spot.seat and a.ship == spot.key]
        if kind == "row":
            return [self._sail_opt(ship, to, SHIP_KEY[ship],
                                   _("Sail {ship} here").format(ship=ship_word(ship)),
                                   Spot("ship", me.seat, ship))
                    for ship, to in self._sail_routes(to=str(spot.key))]
        if kind == "home" and spot.seat == me.seat:
            return [self._sail_opt(ship, to, SHIP_KEY[ship],
                                   _("Sail {ship} home").format(ship=ship_word(ship)),
                                   Spot("ship", me.seat, ship))
                    for ship, to in self._sail_routes(to="home")]
        return []

    def _hand_opts(self, i: int) -> list[Opt]:
        me = self._me()
        card = me.hand[i]
        opts = []
        if i == 0:
            for a in self.of("plant_front"):
                lot = me.fields[a.field]
                opts.append(Opt(str(a.field + 1), _("Plant in F{number} → {lot}").format(
                    number=a.field + 1, lot=merged(lot, card.bean, 1)),
                                ("act", a), Spot("field", me.seat, a.field)))
        for a in self.of("duel_discard"):
            if a.cid == card.cid:
                opts.append(Opt("d", _("Discard #{number} {bean}").format(
                    number=i + 1, bean=bean_word(card.bean)), ("act", a)))
        return opts

    def _pending_opts(self, cid: str) -> list[Opt]:
        me = self._me()
        bean = self.bean_of(cid)
        return [Opt(str(a.field + 1), _("Plant in F{number} → {lot}").format(
            number=a.field + 1, lot=merged(me.fields[a.field], bean, 1)),
                    ("act", a), Spot("field", me.seat, a.field))
                for a in self.of("plant_pending") if a.cid == cid]

    def _field_opts(self, k: int) -> list[Opt]:
        me = self._me()
        opts = []
        if k >= len(me.fields):
            for a in self.of("buy"):
                if a.item == "third_field":
                    opts.append(Opt("b", _("Buy {item} for {coins}").format(
                        item=item_word("third_field"), coins=coins(me.third_field_price)),
                                    ("act", a)))
            return opts
        lot = me.fields[k]
        for a in self.of("harvest"):
            if a.field != k or lot.bean is None:
                continue
            if a.dest == "sell":
                opts.insert(0, Opt("c", _("Harvest F{number} ({lot}) for {coins}").format(
                    number=k + 1, lot=lot_text(lot.bean, lot.count), coins=coins(lot.value)),
                                   ("act", a)))
            else:
                ship = self.ship(me.seat, a.dest)
                opts.append(Opt(a.dest[-1], _("Harvest F{number} onto {ship} → {lot}").format(
                    number=k + 1, ship=ship_word(a.dest),
                    lot=merged(ship.cargo, lot.bean, lot.count)),
                                ("act", a), Spot("ship", me.seat, a.dest)))
        return opts

    def _ship_opts(self, sid: str) -> list[Opt]:
        me = self._me()
        ship = self.ship(me.seat, sid)
        opts: list[Opt] = []
        if not ship.owned:
            item = "pirate_ship" if sid == "pirate" else "second_ship"
            return [Opt("b", _("Buy {item} for {coins}").format(
                item=item_word(item), coins=coins(ship.price or 0)), ("act", a))
                    for a in self.of("buy") if a.item == item]
        for to, key in self.destinations():
            if self._sail_routes(ship=sid, to=to):
                target = Spot("home", me.seat) if to == "home" else Spot("row", key=to)
                opts.append(self._sail_opt(sid, to, key,
                                           _("Sail to {place}").format(place=place(to)), target))
        for a in self.of("sell_cargo"):
            if a.ship == sid:
                cargo = lot_text(ship.cargo.bean, ship.cargo.count)
                opts.append(Opt("c", _("Sell the cargo ({cargo}) for {coins}").format(
                    cargo=cargo, coins=coins(ship.cargo.value)), ("act", a)))
        for a in self.of("transfer_cargo"):
            if a.src == sid and ship.cargo.bean is not None:
                dst = self.ship(me.seat, a.dst)
                key = SHIP_KEY[a.dst] if sid == "pirate" else "x"
                opts.append(Opt(key, _("Move the cargo to {ship} → {lot}").format(
                    ship=ship_word(a.dst),
                    lot=merged(dst.cargo, ship.cargo.bean, ship.cargo.count)),
                                ("act", a), Spot("ship", me.seat, a.dst)))
        if sid == "pirate":
            for a in self.of("raid"):
                opts.append(Opt("", _("Raid {name}'s {ship}").format(
                    name=self.name(a.target), ship=ship_word(a.ship)),
                                ("act", a), Spot("ship", a.target, a.ship)))
        return opts

    def destinations(self) -> list[tuple[str, str]]:
        """Where a merchant ship can sail, with its key: 1 home, then the island rows in
        the view's order (2 Bohnbay, 3 Bohnaco)."""
        rows = self._view().rows
        return [("home", "1"), *((r.harbour, str(k + 2)) for k, r in enumerate(rows))]

    def _sail_routes(self, ship: str | None = None, to: str | None = None
                     ) -> list[tuple[str, str]]:
        """The (ship, destination) pairs of the legal sailings."""
        return list(dict.fromkeys((a.ship, a.to) for a in self.of("sail")
                                  if ship in (None, a.ship) and to in (None, a.to)))

    def _sail_opt(self, ship: str, to: str, key: str, words: str, target: Spot) -> Opt:
        """``words`` (where the ship sails) completed with what it loads there."""
        run = max(a.extra for a in self.of("sail") if a.ship == ship and a.to == to)
        row = next((r for r in self._view().rows if r.harbour == to), None)
        if row is not None and row.beans:
            load = (_("{sail} and load up to {count} {bean}") if run else
                    _("{sail} and load {count} {bean}"))
            words = load.format(sail=words, count=run + 1, bean=short_bean(row.beans[0]))
        elif to != "home":
            words = _("{sail} (the row is empty: nothing to load)").format(sail=words)
        do: Do = ("act", act.sail(ship, to, 0)) if run == 0 else ("sail", (ship, to, run))
        return Opt(key, words, do, target)

    # -- the options of the step ---------------------------------------------------------

    def _mode_opts(self, mode: str) -> list[Opt]:
        me, v = self._me(), self._view()
        opts: list[Opt] = []
        if mode == "harvest":
            for k in sorted({a.field for a in self.of("harvest")}):
                lot = me.fields[k]
                spot = Spot("field", me.seat, k)
                opts.append(Opt(str(k + 1), _("F{number} ({lot})").format(
                    number=k + 1, lot=lot_text(lot.bean, lot.count)),
                                ("select", spot), spot))
        elif mode == "sail":
            for sid in sorted({a.ship for a in self.of("sail")}):
                spot = Spot("ship", me.seat, sid)
                opts.append(Opt(SHIP_KEY[sid], _("{ship} ({place})").format(
                    ship=capital(ship_word(sid)), place=place(self.ship(me.seat, sid).location)),
                                ("select", spot), spot))
        elif mode == "sell":
            for a in self.of("sell_cargo"):
                cargo = self.ship(me.seat, a.ship).cargo
                opts.append(Opt(SHIP_KEY[a.ship], _("{ship} ({cargo}) for {coins}").format(
                    ship=capital(ship_word(a.ship)), cargo=lot_text(cargo.bean, cargo.count),
                    coins=coins(cargo.value)),
                                ("act", a), Spot("ship", me.seat, a.ship)))
        elif mode == "transfer":
            for sid in dict.fromkeys(a.src for a in self.of("transfer_cargo")):
                spot = Spot("ship", me.seat, sid)
                cargo = self.ship(me.seat, sid).cargo
                opts.append(Opt(SHIP_KEY[sid], _("From {ship} ({cargo})").format(
                    ship=ship_word(sid), cargo=lot_text(cargo.bean, cargo.count)),
                                ("select", spot), spot))
        elif mode == "buy":
            for a in self.of("buy"):
                kind, key = ITEM_SPOT[a.item]
                opts.append(Opt(ITEM_KEY[a.item], _("{item} for {coins}").format(
                    item=capital(item_word(a.item)), coins=coins(v.prices[a.item])),
                                ("act", a), Spot(kind, me.seat, key)))
        elif mode == "raid":
            for n, a in enumerate(self.of("raid"), start=1):
                opts.append(Opt(str(n) if n < 10 else "", _("{name}'s {ship} ({cargo})").format(
                    name=self.name(a.target), ship=ship_word(a.ship),
                    cargo=self._cargo_text(a.target, a.ship)),
                                ("act", a), Spot("ship", a.target, a.ship)))
        elif mode == "discard":
            for a in self.of("duel_discard"):
                i = [c.cid for c in me.hand].index(a.cid)
                opts.append(Opt(str(i + 1) if i < 9 else "",
                                f"#{i + 1} {short_bean(me.hand[i].bean)}", ("act", a),
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
            opts.append(Opt(key, label, ("mode", name)))

        if v.phase == "raid_response":
            target, ship = v.raid or (me.seat, "m1")
            cargo = self.ship(target, ship).cargo
            opts.append(Opt("s", _("Sell the cargo for {coins}").format(coins=coins(cargo.value)),
                            ("act", act.RAID_SELL), enabled="raid_sell" in has,
                            refused=(_("You cannot sell the cargo now: {reason}."),
                                     act.RAID_SELL)))
            opts.append(Opt("g", _("Give up one bean"), ("act", act.RAID_SURRENDER)))
            return opts
        if "plant_front" in has:
            opts.append(Opt("p", _("Plant the front card"), ("select", Spot("hand", me.seat, 0))))
        if "duel_discard" in has:
            mode("d", _("Discard a hand card"), "discard")
        if v.phase == "respond":
            opts += self._respond_opts()
        if v.phase == "review":
            opts += self._review_opts()
        if "propose" in has or "ask_table" in has:
            opts.append(Opt("t", _("Trade…"), ("compose", "propose")))
        if "open_call" in has:
            opts.append(Opt("o", _("Open call"), ("act", act.OPEN_CALL)))
        if "plant_pending" in has:
            opts.append(Opt("g", _("Plant a pending card"), ("next_pending", None)))
        if "sail" in has:
            mode("s", _("Sail"), "sail")
        if "raid" in has:
            mode("r", _("Raid"), "raid")
        if "harvest" in has:
            mode("h", _("Harvest onto a ship") if v.phase == "final_window" else _("Harvest"),
                 "harvest")
        if "sell_cargo" in has:
            mode("c", _("Sell cargo"), "sell")
        if "transfer_cargo" in has:
            mode("x", _("Move cargo"), "transfer")
        if "buy" in has:
            mode("b", _("Buy"), "buy")
        if "end_planting" in has:
            opts.append(Opt("e", _("End planting"), ("act", act.END_PLANTING)))
        if "end_market" in has:
            opts.append(Opt("e", _("End trading") if v.mode == "base" else _("End phase 2"),
                            ("end_market", None)))
        if "done_final" in has:
            opts.append(Opt("e", _("Finish loading"), ("act", act.DONE_FINAL)))
        return opts

    def _respond_opts(self) -> list[Opt]:
        has = self.by_kind
        if "offer" in has or "pass" in has:
            opts = [Opt("k", _("Make an offer…"), ("compose", "offer"), enabled="offer" in has,
                        refused=(_("You cannot make an offer now: {reason}."), act.OFFER))]
            return [*opts, Opt("n", answer_label("pass"), ("act", act.PASS))]
        return [
            Opt("y", answer_label("accept") if "accept" in has else
                _("Accept (you lack the beans asked for)"),
                ("accept", None), enabled="accept" in has,
                refused=(_("You cannot accept now: {reason}."), act.ACCEPT)),
            Opt("k", _("Counter…"), ("compose", "counter"), enabled="counter" in has,
                refused=(_("You cannot counter now: {reason}."), act.COUNTER)),
            Opt("n", answer_label("decline"), ("act", act.DECLINE)),
        ]

    def review_items(self) -> list[int]:
        """The answers the active player may confirm or answer, clockwise from them."""
        v = self._view()
        seats = [a.partner for a in self.of("confirm")]
        seats += [a.partner for a in self.of("counter_back") if a.partner not in seats]
        return sorted(seats, key=lambda s: (s - v.turn_player) % v.players)

    def _review_opts(self) -> list[Opt]:
        items = self.review_items()
        if self.item not in items:
            self.item = items[0] if items else None
        opts = []
        if self.item is not None:
            name = self.name(self.item)
            # {reason} stays for ``refused`` to fill in.
            fields = {"name": name, "reason": "{reason}"}
            opts.append(Opt("y", _("Confirm the trade with {name}").format(name=name),
                            ("confirm", self.item), enabled=act.confirm(self.item) in self.legal,
                            refused=(_("You cannot confirm the trade with {name} now: {reason}."
                                       ).format(**fields), act.confirm(self.item))))
            opts.append(Opt("k", _("Answer {name} with new terms…").format(name=name),
                            ("compose", "counter_back"),
                            enabled=act.counter_back(self.item) in self.legal,
                            refused=(_("You cannot answer {name} with new terms now: {reason}."
                                       ).format(**fields), act.counter_back(self.item))))
        return [*opts, Opt("n", _("Close the review"), ("act", act.CLOSE_REVIEW))]

    def _current_opts(self) -> list[Opt]:
        """The choices of the current step: a card pick, a sailing, a chosen spot or mode,
        else the short keys."""
        back = Opt("escape", _("Back"), ("back", None))
        if self.picking is not None:
            p = self.picking
            opts = [Opt("enter", _("Give the ticked cards"), ("give", None), enabled=p.complete())]
            for cid in p.candidates:
                spot = self.card_spot(cid)
                if spot is not None:
                    opts.append(Opt("", "tick", ("tick", cid), spot))
            return [*opts, Opt("escape", _("Cancel"), ("back", None))]
        if self.sailing is not None:
            ship, to, extra, run = self.sailing
            row = next(r for r in self._view().rows if r.harbour == to)
            bean = short_bean(row.beans[0]) if row.beans else _("beans")
            return [
                Opt("minus", _("One fewer"), ("load", -1), enabled=extra > 0,
                    refused=(_(KEY_WORDS["minus"][0]), act.sail(ship, to, extra - 1))),
                Opt("plus", _("One more"), ("load", 1), enabled=extra < run,
                    refused=(_(KEY_WORDS["plus"][0]), act.sail(ship, to, extra + 1))),
                Opt("enter", _("Sail {ship} to {place} and load {count} {bean}").format(
                    ship=ship_word(ship), place=place(to), count=extra + 1, bean=bean),
                    ("act", act.sail(ship, to, extra))),
                back,
            ]
        if isinstance(self.sel, Spot):
            opts = list(self.live.get(self.sel, []))
            if self.sel.kind in ("faceup", "recv") and len(self.pending_spots()) > 1:
                opts.append(Opt("g", _("Next pending card"), ("next_pending", None)))
            return [*opts, back]
        if isinstance(self.sel, str):
            return [*self._mode_opts(self.sel), back]
        return self.idle

    # -- changing the step ---------------------------------------------------------------

    def select(self, spot: Spot) -> None:
        self.sel = spot
        self.cursor = spot
        self.refresh()

    def enter_mode(self, mode: str) -> None:
        targets = [o.target for o in self._mode_opts(mode) if o.target is not None]
        self.sel = mode
        if targets:
            self.cursor = targets[0]
        self.refresh()

    def pending_spots(self) -> list[Spot]:
        return [s for s in self.live if s.kind in ("faceup", "recv")]

    def next_pending(self) -> Spot | None:
        """Select the next face-up or received card to plant (None: there is none)."""
        spots = self.pending_spots()
        if not spots:
            return None
        index = spots.index(self.sel) + 1 if isinstance(self.sel, Spot) and \
            self.sel in spots else 0
        self.select(spots[index % len(spots)])
        return spots[index % len(spots)]

    def start_sailing(self, ship: str, to: str, run: int) -> None:
        self.sailing = (ship, to, run, run)
        self.refresh()

    def load(self, step: int) -> None:
        assert self.sailing is not None
        ship, to, extra, run = self.sailing
        self.sailing = (ship, to, min(max(extra + step, 0), run), run)
        self.refresh()

    def clear(self) -> bool:
        """A click beside the cards drops a chosen spot or sailing."""
        if self.sel is None and self.sailing is None:
            return False
        self.sel, self.sailing = None, None
        self.refresh()
        return True

    def cancel(self) -> tuple[bool, Action | None]:
        """Step back: (something was cancelled, an action to submit: Cancel for the
        engine's open card pick)."""
        if self.picking is not None:
            opened = self.picking.opening is None
            self.picking = None
            self.refresh()
            return True, act.DRAFT_CANCEL if opened else None
        if self.sailing is not None:
            self.sailing = None
        elif self.sel is not None:
            self.sel = None
        else:
            return False, None
        self.refresh()
        return True, None

    def choose(self, spot: Spot) -> Do | None:
        """Enter on a spot or a click on it: what to do (None: the step changed, or
        nothing happens)."""
        self.cursor = spot
        for opt in self.opts:
            if opt.target == spot and opt.enabled and (self.picking or opt.key != "escape"):
                return opt.do
        if self.picking is not None:
            return None
        if spot == self.sel:
            first = next((o for o in self.opts if o.enabled and o.key not in ("escape", "g")),
                         None)
            if first is not None:
                return first.do
        if spot.kind == "discard":
            return ("inspect", None)
        self.sel = spot if spot in self.live or self.sel is not None else None
        self.sailing = None
        self.refresh()
        return None

    def key(self, key: str) -> Opt | None:
        """The option of a key in the key bar (the step's, else the short keys')."""
        for opts in (self.opts, self.idle):
            for opt in opts:
                if opt.key == key:
                    return opt
        return None

    def digit(self, n: int) -> Do | None:
        """A digit with no choice of that number: a field (or a review answer)."""
        v, me = self.view, self.me
        if v is None or me is None:
            return None
        if v.phase == "review":
            items = self.review_items()
            if 1 <= n <= len(items):
                self.item = items[n - 1]
                self.refresh()
            return None
        if "plant_front" in self.by_kind and self.sel is None:
            a = act.plant_front(n - 1)
            if a in self.legal:
                return ("act", a)
        if n <= 3:
            return self.choose(Spot("field", me.seat, n - 1))
        return None

    def look_at(self, item: int) -> None:
        """The review answer of ``item`` (a seat) is the one the keys act on."""
        self.item = item
        self.refresh()

    # -- card picks ----------------------------------------------------------------------

    def start_pick(self, opening: Action, want: dict[str, int], cards: list[str]
                   ) -> Action | None:
        """Preselect the first copies (face-up first, then from the front of the hand);
        if there is nothing to choose, the opening action to submit at once."""
        beans = {c: self.bean_of(c) for c in cards}
        candidates = [c for c in cards if beans[c] in want]
        choice = any(sum(1 for c in candidates if beans[c] == b) > n for b, n in want.items())
        if not choice:
            return opening
        chosen: list[str] = []
        for bean, n in want.items():
            chosen += [c for c in candidates if beans[c] == bean][:n]
        self.picking = Picking(opening, dict(want), candidates, beans,
                               [c for c in candidates if c in chosen])
        self.sel = None
        self.cursor = self.card_spot(candidates[0])
        self.refresh()
        return None

    def accept(self) -> Action | None:
        v, me = self._view(), self._me()
        assert v.trade is not None
        return self.start_pick(act.ACCEPT, v.trade.proposal.want, [c.cid for c in me.hand])

    def confirm(self, seat: int) -> Action | None:
        v, me = self._view(), self._me()
        assert v.trade is not None
        r = next(r for r in v.trade.responses if r.seat == seat)
        opening = act.confirm(seat)
        if r.status == "accepted" or r.offer is None:
            return opening
        return self.start_pick(opening, r.offer.want, [c.cid for c in [*v.face_up, *me.hand]])

    def start_engine_pick(self) -> None:
        """The engine's card pick is open (after an undo or a load): tick its cards here."""
        v, me = self.view, self.me
        if v is None or me is None or v.pick is None:
            return
        cards = [c.cid for c in me.hand]
        if v.pick.purpose == "confirm":
            cards = [c.cid for c in v.face_up] + cards
        picked = {c.cid for c in v.pick.picked}
        beans = {c: self.bean_of(c) for c in cards}
        need = dict(v.pick.need)
        candidates = [c for c in cards if c not in picked and need.get(beans[c], 0) > 0]
        chosen: list[str] = []
        for bean, n in need.items():
            chosen += [c for c in candidates if beans[c] == bean][:n]
        self.picking = Picking(None, {b: n for b, n in need.items() if n}, candidates, beans,
                               [c for c in candidates if c in chosen])
        self.refresh()

    def tick(self, cid: str) -> None:
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
        self.refresh()

    @staticmethod
    def pick_steps(p: Picking, view: BohnanzaView) -> list[Action]:
        """The picks still needed for the ticked cards once the engine's pick is open in
        ``view`` (it has taken the copies that left no choice itself)."""
        pick = view.pick
        if pick is None:
            return []
        need = dict(pick.need)
        already = {c.cid for c in pick.picked}
        steps: list[Action] = []
        for cid in p.chosen:
            if cid not in already and need.get(p.beans[cid], 0) > 0:
                need[p.beans[cid]] -= 1
                steps.append(act.pick(cid))
        return steps

    # -- the composer --------------------------------------------------------------------

    def composer_plan(self, purpose: str | None, terms: Terms | None = None,
                      limits: Callable[[str], int] | None = None) -> ComposerPlan | None:
        """How the composer opens for ``purpose`` (None: finish the open engine draft)."""
        v, me = self.view, self.me
        if v is None or me is None:
            return None
        chips = [Chip(c.cid, c.bean, _("{bean} (face-up)").format(bean=short_bean(c.bean)))
                 for c in v.face_up if me.seat == v.turn_player]
        chips += [Chip(c.cid, c.bean, f"#{i + 1} {short_bean(c.bean)}")
                  for i, c in enumerate(me.hand)]
        partners: list[int | str] = []
        if purpose == "propose":
            partners = [a.to for a in self.of("propose")]
            if "ask_table" in self.by_kind:
                partners.append(TABLE)
            if "open_call" in self.by_kind:
                partners.append(OPEN_CALL)
            terms = Terms(partners[0] if partners else None)
        elif purpose == "counter_back":
            terms = Terms(self.item)
        terms = terms or Terms(v.turn_player)
        if purpose == "propose":
            title = _("Compose a proposal")
        else:
            to = v.draft.to_seat if purpose is None and v.draft else (
                self.item if purpose == "counter_back" else v.turn_player)
            titles = COMPOSER_TITLES.get(purpose, COMPOSER_TITLES[None])
            title = (_(titles[0]).format(name=self.name(to)) if to is not None
                     else _(titles[1]))
        context = ""
        if v.trade is not None:
            p = v.trade.proposal
            if p.kind == "open_call":
                context = _("On the table: {name} asked the table for offers. {answers}").format(
                    name=self.name(p.from_seat), answers=answers_text(v))
            else:
                context = _("On the table: {name} gives {give} and wants {want}. {answers}"
                            ).format(name=self.name(p.from_seat), give=give_text(p.give),
                                     want=want_text(p.want), answers=answers_text(v))
        count = limits or (lambda bean: 99)
        return ComposerPlan(title, chips, list(v.deck_beans),
                            {b: count(b) for b in v.deck_beans}, partners, terms,
                            list(v.unverified), context)

    def raid_text(self) -> str | None:
        """What the raided seat is told, or None when no raid is on."""
        v = self.view
        if v is None or v.raid is None:
            return None
        target, sid = v.raid
        cargo = self.ship(target, sid).cargo
        return _("{name}'s pirate ship attacks your {ship} ({cargo}{unverified}).\n\n"
                 "Sell the whole cargo now, or give up one bean to the pirates.").format(
            name=self.name(v.turn_player), ship=ship_word(sid), cargo=lot_words(cargo),
            unverified=self.unverified(cargo.bean))

    # -- why a key does nothing ----------------------------------------------------------

    def refused(self, opt: Opt, why: Callable[[list[Action]], str | None]) -> str:
        """Why a choice in the key bar is greyed out: the engine's reason (``why``)."""
        if opt.refused is None:
            return _("{choice} is not possible now.").format(choice=opt.label)
        sentence, action = opt.refused
        reason = why([action]) or _("it is not possible at this moment")
        return sentence.replace("{reason}", reason)

    def key_refusal(self, key: str, why: Callable[[list[Action]], str | None]) -> str:
        """A short key with no choice of its kind now. If actions of that kind exist in
        this game (for the cards, fields and ships at hand), the engine says why they are
        refused (``why``: None when one is legal); only when none exists at all does the
        screen say what the key is for and why there is nothing for it."""
        words = KEY_WORDS.get(key)
        if words is None:
            return _("{key} does nothing on this screen (F1 lists the keys).").format(key=key)
        cannot, purpose = words
        actions, none_why = self.key_actions(key)
        if not actions:
            return _("{purpose}, but {why}.").format(purpose=_(purpose), why=none_why)
        reason = why(actions)
        if reason is None:
            return _("{purpose}: choose what it should act on (▸ and Enter, or a click)."
                     ).format(purpose=_(purpose))
        return _(cannot).replace("{reason}", reason)

    def key_actions(self, key: str) -> tuple[list[Action], str]:
        """The concrete actions a short key stands for with the viewer's cards, fields and
        ships, legal or not; and, when there are none, why."""
        v, me = self.view, self.me
        if v is None or me is None:
            return [], _("there is nothing on the table for it")
        fields = range(len(me.fields))
        ships = [sh for sh in me.ships if sh.owned]
        merchants = [sh for sh in ships if sh.id != "pirate"]
        no_ships = _("this game is played without La Isla Bohnita, so there are no ships")
        empty_ships = _("none of your ships carries any beans")
        actions: list[Action] = []
        why = ""
        if key == "p":
            actions = [act.plant_front(k) for k in fields] if me.hand else []
            why = _("your hand is empty")
        elif key == "g":
            cards = [c.cid for c in v.face_up] if me.seat == v.turn_player else []
            cards += [c.cid for c in me.received]
            actions = [act.plant_pending(c, k) for c in cards for k in fields]
            why = _("no face-up or received card of yours is waiting to be planted")
        elif key == "h":
            dests = ["sell", *(sh.id for sh in merchants)]
            actions = [act.harvest(k, d) for k in fields if me.fields[k].bean for d in dests]
            why = _("all your fields are empty")
        elif key == "t":
            actions = [act.propose(s.seat) for s in v.seats if s.seat != me.seat]
            actions.append(act.ASK_TABLE)
        elif key == "o":
            actions = [act.OPEN_CALL]
        elif key == "s":
            actions = [act.sail(sh.id, to, 0) for sh in merchants
                       for to, _key in self.destinations() if to != sh.location]
            why = no_ships if not v.island else _("you own no merchant ship")
        elif key == "r":
            actions = [act.raid(s.seat, sh.id) for s in v.seats if s.seat != me.seat
                       for sh in s.ships if sh.owned and sh.id != "pirate"]
            why = no_ships if not v.island else _("no other player owns a merchant ship")
        elif key == "c":
            actions = [act.sell_cargo(sh.id) for sh in ships if sh.cargo.count]
            why = no_ships if not v.island else empty_ships
        elif key == "x":
            actions = [act.transfer(src.id, dst.id) for src in ships if src.cargo.count
                       for dst in merchants if dst.id != src.id]
            why = (no_ships if not v.island else
                   empty_ships if not any(sh.cargo.count for sh in ships) else
                   _("you have no other merchant ship to move it to"))
        elif key == "b":
            actions = [act.buy(item) for item in v.prices]
        elif key == "d":
            actions = [act.duel_discard(c.cid) for c in me.hand]
            why = _("your hand is empty")
        elif key == "e":
            actions = [{"plant_hand": act.END_PLANTING, "final_window": act.DONE_FINAL}.get(
                v.phase, act.END_MARKET)]
        elif key == "y":
            actions = ([act.confirm(s) for s in self.review_items()] if v.phase == "review"
                       else [act.ACCEPT])
            why = _("no answer is left that could be confirmed")
        elif key == "k":
            if v.phase == "review":
                actions = [act.counter_back(s) for s in self.review_items()]
            open_call = v.trade is not None and v.trade.proposal.kind == "open_call"
            actions = actions or [act.OFFER if open_call else act.COUNTER]
        elif key == "n":
            actions = [act.CLOSE_REVIEW if v.phase == "review" else act.DECLINE]
        elif key in ("plus", "minus"):
            why = _("you are not sailing a ship now")
        return actions, why

    # -- words about spots ---------------------------------------------------------------

    def name(self, seat: int) -> str:
        return self._view().names[seat]

    def ship(self, seat: int, sid: str) -> ShipView:
        return next(s for s in self._view().seats[seat].ships if s.id == sid)

    def _cargo_text(self, seat: int, sid: str) -> str:
        cargo = self.ship(seat, sid).cargo
        return lot_text(cargo.bean, cargo.count)

    def bean_of(self, cid: str) -> str:
        v, me = self._view(), self.me
        cards = [*v.face_up, *(me.hand if me else []), *(me.received if me else [])]
        return next(c.bean for c in cards if c.cid == cid)

    def card_spot(self, cid: str) -> Spot | None:
        v, me = self.view, self.me
        if v is None or me is None:
            return None
        for i, c in enumerate(me.hand):
            if c.cid == cid:
                return Spot("hand", me.seat, i)
        if any(c.cid == cid for c in v.face_up):
            return Spot("faceup", v.turn_player, cid)
        return None

    def unverified(self, bean: str | None) -> str:
        v = self.view
        return " " + _("(unverified beanometer)") if v is not None and bean in v.unverified \
            else ""

    def spot_name(self, spot: Spot) -> str:
        key = str(spot.key)
        if spot.kind == "hand":
            return _("Hand card #{number}").format(number=int(spot.key) + 1)
        if spot.kind == "row":
            return harbour_name(key)
        if spot.kind == "faceup":
            return _("Face-up {bean}").format(bean=short_bean(self.bean_of(key)))
        if spot.kind in ("draw", "discard"):
            return _("Draw pile") if spot.kind == "draw" else _("Discard pile")
        # The rest belongs to a seat: the viewer's own, or another's.
        own = self.me is not None and spot.seat == self.me.seat
        fields = {"name": self.name(spot.seat),
                  "number": int(spot.key) + 1 if spot.kind == "field" else 0,
                  "ship": ship_word(key) if spot.kind == "ship" else ""}
        words = OWN_SPOTS if own else OTHER_SPOTS
        return _(words.get(spot.kind, words["home"])).format(**fields)

    def spot_info(self, spot: Spot) -> str:
        """What a spot shows, in words (the cursor line and the chosen spot)."""
        v = self._view()
        name = self.spot_name(spot)
        if spot.kind == "hand" and self.me is not None:
            i = int(spot.key)
            if i >= len(self.me.hand):
                return name
            bean = self.me.hand[i].bean
            fields = {"name": name, "bean": bean_word(bean), "meter": meter_text(bean),
                      "unverified": self.unverified(bean), "fit": fit_hint(self.me, bean)}
            if i == 0:
                return _("{name} (FRONT): {bean}, beanometer {meter}{unverified} — {fit}"
                         ).format(**fields)
            if i == 1:
                return _("{name} (next): {bean}, beanometer {meter}{unverified} — {fit}"
                         ).format(**fields)
            return _("{name}: {bean}, beanometer {meter}{unverified} — {fit}").format(**fields)
        if spot.kind == "field":
            s = v.seats[spot.seat]
            k = int(spot.key)
            if k >= len(s.fields):
                return _("{name}: not owned, costs {coins}").format(
                    name=name, coins=coins(s.third_field_price))
            lot = s.fields[k]
            text = f"{name}: {lot_words(lot)}{self.unverified(lot.bean)}"
            if spot.seat == v.viewer and lot.bean and not lot.harvestable:
                text += " — " + _("protected: a lone bean while another field holds two or more")
            return text
        if spot.kind == "ship":
            ship = self.ship(spot.seat, str(spot.key))
            if not ship.owned:
                return _("{name}: not owned, costs {coins}").format(
                    name=name, coins=coins(ship.price or 0))
            fields = {"name": name, "place": place(ship.location), "cargo": lot_words(ship.cargo),
                      "unverified": self.unverified(ship.cargo.bean)}
            text = (_("{name}: {cargo}{unverified}") if ship.id == "pirate" else
                    _("{name} at {place}: {cargo}{unverified}")).format(**fields)
            return text + (" — " + _("raided this turn") if ship.raided else "")
        if spot.kind == "row":
            row = next(r for r in v.rows if r.harbour == spot.key)
            if not row.beans:
                return _("{name}: empty — refilled at the end of the turn").format(name=name)
            return _("{name}: {beans} (front first); front: {bean}, {count} in a row").format(
                name=name, beans=", ".join(short_bean(b) for b in row.beans),
                bean=bean_word(row.beans[0]), count=row.front_run)
        if spot.kind in ("faceup", "recv"):
            bean = self.bean_of(str(spot.key)) if spot.seat == v.viewer or \
                spot.kind == "faceup" else \
                next(c.bean for c in v.seats[spot.seat].received if c.cid == spot.key)
            if spot.key in v.chained:
                return _("{name} (from the discard pile): {bean}, waiting to be planted").format(
                    name=name, bean=bean_word(bean))
            return _("{name}: {bean}, waiting to be planted").format(name=name,
                                                                     bean=bean_word(bean))
        if spot.kind == "home":
            s = v.seats[spot.seat]
            return ngettext("{name}: {coins}, {count} card in hand",
                            "{name}: {coins}, {count} cards in hand", s.hand_size).format(
                name=name, coins=coins(s.coins), count=s.hand_size)
        if spot.kind == "discard":
            count = len(v.discard)
            if v.discard:
                return ngettext("Discard pile: {count} card, top {bean} (i shows all)",
                                "Discard pile: {count} cards, top {bean} (i shows all)",
                                count).format(count=count, bean=bean_word(v.discard[-1]))
            return ngettext("Discard pile: {count} card (i shows all)",
                            "Discard pile: {count} cards (i shows all)", count).format(count=count)
        return ngettext("Draw pile: {count} card", "Draw pile: {count} cards",
                        v.draw_size).format(count=v.draw_size)
