"""What the Neue Welt screen can offer, computed from a view and the legal actions alone.

Pure (no Textual, no Rich): which decisions are answered on the map and which in a dialog,
what the map cursor can choose in each mode, which action probes why a spot is not
possible, the keys of the action bar and whether each would do something, the labels of
the answers and the texts of the instructions. The screen wires keys, clicks and widgets
to these; tests/ui/test_catan.py tests them without Pilot.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from boardgames.core.events import OR, join_words
from boardgames.core.i18n import N_, _, ngettext
from boardgames.core.rules import Action, Decision
from boardgames.games.catan import actions as A
from boardgames.games.catan import legal as L
from boardgames.games.catan import text as T
from boardgames.games.catan.board import board
from boardgames.games.catan.data import data
from boardgames.games.catan.scoring import chip_vp
from boardgames.games.catan.state import State
from boardgames.games.catan.text import describe
from boardgames.games.catan.view import chip_marker

CROSSING, EDGE, HEX = "crossing", "edge", "hex"
MODES = (CROSSING, EDGE, HEX)
MODE_NAME = {CROSSING: N_("crossings"), EDGE: N_("edges"), HEX: N_("fields")}
NO_SPOT = {CROSSING: N_("no crossing qualifies"), EDGE: N_("no edge qualifies"),
           HEX: N_("no field qualifies")}

# Decisions answered in a dialog (opened by itself once per decision; Enter reopens it).
DIALOG_KINDS = frozenset({"discard", "choose_victim", "choose_father", "pick_from_bank",
                          "stuyvesant_take", "dewitt_pay"})
# Decisions answered in the trade panel beside the map (the map stays in view).
TRADE_KINDS = frozenset({"trade_compose", "trade_confirm"})
# Decisions answered on the map: the cursor mode and the action kinds the map picks.
MAP_DECISIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "setup_settlement": (CROSSING, ("setup_settlement",)),
    "setup_road": (EDGE, ("setup_road",)),
    "setup_acquire": (HEX, ("acquire", "buy_rights")),
    "move_robber": (HEX, ("move_robber",)),
    "desoto_road": (EDGE, ("desoto_road",)),
    "rb_road": (EDGE, ("rb_road",)),
}
# Placements of the main phase, started by a key: cursor mode, action kinds, what is asked.
SUBS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "road": (EDGE, ("build_road",), N_("build a road: choose an edge")),
    "settlement": (CROSSING, ("build_settlement",), N_("build a settlement: choose a crossing")),
    "voucher": (CROSSING, ("build_free_settlement",),
                N_("build your free settlement: choose a crossing")),
    "city": (CROSSING, ("build_city",), N_("build a city: choose one of your settlements")),
    "ship": (HEX, ("move_ship",), N_("sail your ship: choose the next sea field")),
    "found": (CROSSING, ("found_by_ship",),
              N_("found a settlement by ship: choose a coast crossing")),
    "rights": (HEX, ("acquire", "buy_rights"), N_("usage rights: choose a field")),
}
# A placement by name ("Placing road:", "No legal spot for road now").
SUB_NAME = {"road": N_("road"), "settlement": N_("settlement"), "voucher": N_("voucher"),
            "city": N_("city"), "ship": N_("ship"), "found": N_("founding by ship"),
            "rights": N_("rights")}
# In the main phase without a placement, what the map offers in each cursor mode.
INSPECT: dict[str, tuple[str, ...]] = {
    CROSSING: ("build_settlement", "build_free_settlement", "build_city", "found_by_ship"),
    EDGE: ("build_road",),
    HEX: ("acquire", "buy_rights", "move_ship"),
}
PLAYS = {"knight": N_("Knight: move the robber and rob"),
         "road_building": N_("Road Building: 2 free roads"),
         "year_of_plenty": N_("Year of Plenty: 2 cards from the bank"),
         "monopoly": N_("Monopoly: all cards of one type")}


def capital(text: str) -> str:
    """``text`` with a capital first letter, the rest as it is ("de Witt payment" keeps its
    name; str.capitalize would lower it)."""
    return text[:1].upper() + text[1:]


def item_name(item: str) -> str:
    """A resource (or gold) as a row's heading: "Wood"."""
    return capital(T.res(item))


KEYS_HELP = N_("""\
| key | mouse | what it does |
|---|---|---|
| arrows or h j k l | | move the map cursor to the nearest crossing / edge / field |
| Tab / shift+Tab | | jump to the next / previous legal spot (◇) |
| Enter (or Space) | click twice | choose the spot under the cursor (a field: its inspector) |
| c / e / x | click a corner / side / field | cursor on crossings / edges / fields |
| r or Space | click [r] | roll the dice |
| 1 2 3 4 | click in the bar | place a road / settlement / city / your free settlement |
| 5 / 6 | click in the bar | buy a development card / a knight |
| p | click in the bar | play a development card or a knight |
| u | click in the bar | usage rights: acquire from the Indians or buy from the holders |
| s | click in the bar | ship: sail it (press s again: found a settlement from it) |
| t / b | click in the bar | trade with players / with Europe (the bank) |
| f | click in the bar | founding-father abilities (Stuyvesant, Revere) |
| d | click in the bar | done (setup), decline the de Soto road, stop Road Building |
| i | | inspect the spot under the cursor |
| n | click in the bar | end the turn |
| Enter | | reopen the dialog of the pending decision (discard, a father, ...) |
| y / n | click in the bar | accept / decline the trade offer waiting under the map |
| F6 | click in the bar, or Panels | small terminals: the map, the panels and bank, the log |
| # / ? | | hex ids on or off / this help |
| escape | | cancel a placement; in a dialog: close it (the decision waits) |

**In the dialogs.** Lists: ↑↓ and Enter, a digit, or a click on the row. Discards and de
Witt's payment: 1–5 add a card of that type, ↑↓ with + / − change the selected type, Enter
confirms at the exact count (or click `[+]` `[−]` and Confirm).

**Trading.** Offers are composed in the trade panel at the right of the map, which stays
in view: ↑↓ ←→ pick a cell, `+` (or `g` give / `w` want) adds one, `s` sends to all,
`1`–`3` to one opponent, escape drops the draft; clicks on `[+]` and on the send lines do
the same. Choosing the partner among those who accepted and the trade with Europe (`b`)
are rows in the same panel (a digit, ↑↓ Enter, or a click). An offer to you waits in a
panel under the map until you answer: `y` accept, `n` decline (or click them in the bar).

**The map.** Each field shows its right holders (owner underlined), terrain, number and
Indian chip (`?` unknown, `I` `II` `III` in italic cyan: only you know it; a plain `I`:
the fixed chips everyone knows), value zone with the number's pips (`•••••`: 5 of the 36
rolls bring a 6 or an 8) and `ROB` for the robber. Corners are crossings (`.`, `:`
Pacific crossings, `+` free start crossings), sides are edges; magenta sides are value-zone
borders. Pieces carry their owner's glyph in his colour: a settlement
is the glyph, a **city the glyph inverted**, a road `━━●━━` or a slanted pair. `◇` marks
where the pending decision can go; the cursor is drawn inverted. An orange `✱` (on a
purple ground) marks what the other players changed since your last move: their roads,
ships, buildings, the robber, rights and the chips they looked under; the marks go once
you act.
""")


# The screen's own keys: (key, Textual action, footer label).
KEYS = [
    ("enter", "confirm", N_("Choose")), ("space", "space", N_("Choose")),
    ("r", "roll", N_("Roll")), ("1", "place('road')", N_("Road")),
    ("2", "place('settlement')", N_("Settlement")), ("3", "place('city')", N_("City")),
    ("4", "place('voucher')", N_("Free settlement")),
    ("5", "buy('dev')", N_("Development card")), ("6", "buy('knight')", N_("Knight")),
    ("p", "play", N_("Play a card")), ("u", "rights", N_("Rights")), ("s", "ship", N_("Ship")),
    ("t", "trade", N_("Trade")), ("b", "bank", N_("Europe")), ("f", "fathers", N_("Fathers")),
    ("d", "done", N_("Done")), ("i", "inspect", N_("Inspect")),
    ("n", "end_turn", N_("End turn")), ("y", "accept_offer", N_("Accept")),
    ("c", "mode('crossing')", N_("Crossings")), ("e", "mode('edge')", N_("Edges")),
    ("x", "mode('hex')", N_("Fields")), ("question_mark", "help", N_("Help")),
    ("number_sign", "toggle_ids", N_("Hex ids")),
]
# A click on the action bar posts its key: the action it runs (the keys of KEYS run
# their own action).
BAR_ACTIONS = {**{key: action for key, action, _ in KEYS}, "tab": "jump(1)",
               "escape": "back", "mode": "cycle_mode", "f6": "toggle_side"}


@dataclass(frozen=True)
class Row:
    """One row of a list dialog: its label (a string or a Rich text), the value chosen."""

    label: Any
    value: object
    enabled: bool = True


@dataclass(frozen=True)
class BarKey:
    """One key of the action bar: the key, what it does, whether it would do anything."""

    key: str
    label: str
    enabled: bool = True
    caption: str = ""


def element_of(action: Action) -> int:
    """The crossing, edge or hex an action names."""
    for name in MODES:
        value = getattr(action, name, None)
        if isinstance(value, int):
            return value
    raise ValueError(action)


def of(legal: Sequence[Action], kinds: Sequence[str]) -> list[Action]:
    return [a for a in legal if a.kind in kinds]


def fixed_mode(kind: str, sub: str) -> str | None:
    """The cursor mode a decision (or a main-phase placement) is made in, if it is fixed."""
    if kind in MAP_DECISIONS:
        return MAP_DECISIONS[kind][0]
    if kind == "main" and sub:
        return SUBS[sub][0]
    return None


def map_kinds(kind: str, sub: str, mode: str) -> tuple[str, ...]:
    """The action kinds the map picks now, in the cursor's mode."""
    if kind in MAP_DECISIONS:
        return MAP_DECISIONS[kind][1]
    if kind == "main":
        return SUBS[sub][1] if sub else INSPECT[mode]
    return ()


def map_targets(kind: str, sub: str, mode: str,
                legal: Sequence[Action]) -> dict[int, list[Action]]:
    """The legal answers the map can pick now, by element."""
    kinds = map_kinds(kind, sub, mode)
    spots: dict[int, list[Action]] = {}
    for a in legal:
        if a.kind in kinds:
            spots.setdefault(element_of(a), []).append(a)
    return spots


def jump(spots: Sequence[int], here: int, step: int) -> int | None:
    """The next (step 1) or previous (-1) legal spot after ``here``, round the end."""
    spots = sorted(spots)
    if not spots:
        return None
    after = [s for s in spots if (s > here if step > 0 else s < here)]
    if after:
        return after[0] if step > 0 else after[-1]
    return spots[0 if step > 0 else -1]


def rights_probe(view: State, hex_id: int) -> Action:
    """The rights answer whose reason explains a field: buying once its chip is taken,
    acquiring before."""
    if hex_id in view.chips and view.chips[hex_id] is None:
        return A.BuyRights(hex=hex_id)
    return A.Acquire(hex=hex_id)


def spot_probe(view: State, seat: int, kind: str, sub: str, ident: int) -> Action | None:
    """The answer whose engine reason tells why the pending placement cannot go on
    ``ident`` (None when the decision is not a placement)."""
    build: dict[str, Callable[[int], Action]]
    if kind == "main":
        build = {
            "road": lambda i: A.BuildRoad(edge=i),
            "settlement": lambda i: L.settlement_probe(view, seat, i),
            "voucher": lambda i: A.BuildFreeSettlement(crossing=i),
            "city": lambda i: A.BuildCity(crossing=i),
            "ship": lambda i: A.MoveShip(hex=i),
            "found": lambda i: A.FoundByShip(crossing=i),
            "rights": lambda i: rights_probe(view, i),
        }
        return build[sub](ident) if sub in build else None
    build = {
        "setup_settlement": lambda i: A.SetupSettlement(crossing=i),
        "setup_road": lambda i: A.SetupRoad(edge=i),
        "setup_acquire": lambda i: rights_probe(view, i),
        "move_robber": lambda i: A.MoveRobber(hex=i),
        "desoto_road": lambda i: A.DesotoRoad(edge=i),
        "rb_road": lambda i: A.RoadBuildingRoad(edge=i),
    }
    return build[kind](ident) if kind in build else None


def sub_probe(view: State, seat: int, sub: str, cursor: dict[str, int]) -> Action | None:
    """An answer of a placement, at the cursor, whose general reason (the price, the
    pieces, a rule of the turn) explains why it has no legal spot at all."""
    probes: dict[str, Callable[[], Action]] = {
        "road": lambda: A.BuildRoad(edge=cursor[EDGE]),
        "settlement": lambda: A.BuildSettlement(crossing=cursor[CROSSING]),
        "voucher": lambda: A.BuildFreeSettlement(crossing=cursor[CROSSING]),
        "city": lambda: A.BuildCity(crossing=cursor[CROSSING]),
        "ship": lambda: A.MoveShip(hex=cursor[HEX]),
        "found": lambda: A.FoundByShip(crossing=cursor[CROSSING]),
    }
    return probes[sub]() if sub in probes else None


def why_no_spot(view: State, seat: int, sub: str, cursor: dict[str, int]) -> str:
    """Why a placement has no legal spot: the engine's reason that holds wherever it
    would go, else that no spot qualifies."""
    probe = sub_probe(view, seat, sub, cursor)
    reason = L.general_problem(view, seat, probe) if probe is not None else None
    return reason or _(NO_SPOT[SUBS[sub][0]])


def ship_sub(sub: str, can_sail: bool, can_found: bool) -> str | None:
    """What the ship key does: sailing and founding take turns; None when neither can."""
    if sub == "ship" and can_found:
        return "found"
    if sub == "found" and can_sail:
        return "ship"
    if can_sail or can_found:
        return "ship" if can_sail else "found"
    return None


# -- texts ---------------------------------------------------------------------------------


def cost_text(price: dict[str, int]) -> str:
    return T.items(price) or _("nothing")


def items_text(items: dict[str, int]) -> str:
    return T.items({i: k for i, k in items.items() if k}) or "—"


def field_title(hex_id: int, view: State | None = None) -> str:
    """"#10 Grain 10 V5" (the number hidden as ·· when the viewer may not know it)."""
    bd = board()
    h = bd.data.map.hexes[hex_id]
    if h.kind != "land":
        return f"#{hex_id} {T.place(h.name)}"
    label = T.terrain(h.terrain)
    number = h.number
    shown = "··" if view is not None and hex_id in view.unknown_numbers else number
    parts = [f"#{hex_id} {label}"]
    if number is not None:
        parts.append(str(shown))
    if h.value_zone is not None:
        parts.append(f"V{h.value_zone}")
    return " ".join(parts)


def action_label(view: State, seat: int, action: Action) -> str:
    """A short label with the price, for dialogs and the prompt line."""
    p = view.players[seat]
    names = [q.name for q in view.players]
    match action:
        case A.BuildRoad(edge=e):
            return _("Road on edge {edge} for {price}").format(
                edge=e, price=cost_text(L.cost("road")))
        case A.SetupRoad(edge=e) | A.DesotoRoad(edge=e) | A.RoadBuildingRoad(edge=e):
            return _("Free road on edge {edge}").format(edge=e)
        case A.SetupSettlement(crossing=c):
            return _("Start settlement at crossing {crossing}").format(crossing=c)
        case A.BuildSettlement(crossing=c, omit=o):
            price = cost_text(L.settlement_cost(p, o))
            if o:
                return _("Settlement at crossing {crossing} for {price} (La Salle: no "
                         "{resource})").format(crossing=c, price=price, resource=T.res(o))
            return _("Settlement at crossing {crossing} for {price}").format(crossing=c,
                                                                              price=price)
        case A.BuildFreeSettlement(crossing=c):
            return _("Free settlement (voucher) at crossing {crossing}").format(crossing=c)
        case A.BuildCity(crossing=c):
            return _("City at crossing {crossing} for {price}, then a founding father").format(
                crossing=c, price=cost_text(L.cost("city")))
        case A.FoundByShip(crossing=c):
            return _("Found a settlement by ship at crossing {crossing} (free; the ship "
                     "leaves)").format(crossing=c)
        case A.MoveShip(hex=h):
            return _("Sail the ship to #{hex} for {price}").format(
                hex=h, price=cost_text(L.cost("ship_move")))
        case A.MoveRobber(hex=h):
            return _("Robber to {field}").format(field=field_title(h, view))
        case A.Acquire(hex=h, payment=pay, cards=cards):
            klass = chip_marker(view, h)
            how = T.payment(pay) if pay != "cards" else T.res_list(cards)
            if L.pick_after_acquiring(p, klass):
                return _("Acquire #{hex} (class {chip_class}) from the Indians: {payment}, then "
                         "2 cards from the bank").format(hex=h, chip_class=klass, payment=how)
            return _("Acquire #{hex} (class {chip_class}) from the Indians: {payment}").format(
                hex=h, chip_class=klass, payment=how)
        case A.BuyRights(hex=h, payment="gold"):
            split = ", ".join(_("{count} to {seat}").format(count=k, seat=names[s])
                              for s, k in L.rights_split(view, h))
            return _("Buy rights to #{hex} for {price} gold ({split})").format(
                hex=h, price=board().value[h], split=split)
        case A.BuyRights(hex=h):
            cards_price = board().value[h] or 0
            return ngettext("Buy rights to #{hex} with {price} resource card (de Witt)",
                            "Buy rights to #{hex} with {price} resource cards (de Witt)",
                            cards_price).format(hex=h, price=cards_price)
    return describe(view, seat, action)


def chip_details(view: State, seat: int, chips: Sequence[Sequence[Any]]) -> list[str]:
    """Spec 9.6: what each chip a seat looked under means for him (from the parameters
    of its private event)."""
    p = view.players[seat]
    lines = []
    for h, klass in chips:
        pays = join_words([T.payment(x) for x in L.acquire_payments(p, klass)], OR)
        lines.append("  " + _("{field}: class {chip_class} ({vp} VP) — for you: {payment}").format(
            field=field_title(h, view), chip_class=klass, vp=chip_vp(klass), payment=pays))
    return lines


INSTRUCTIONS = {
    "setup_settlement": N_("place your start settlement on a free start crossing (◇)"),
    "setup_road": N_("place your start road next to your new settlement (◇)"),
    "setup_acquire": N_("acquire rights on a field (◇): Enter or u on it; d when done"),
    "pre_roll": N_("roll the dice (r or Space), or play a card first (p)"),
    "move_robber": N_("move the robber to another land field (◇)"),
    "desoto_road": N_("de Soto: place your free road (◇), or d to decline"),
    "rb_road": N_("Road Building: place a free road (◇), or d to stop"),
    "main": N_("your turn — the keys below, n ends it; c/e/x: cursor on "
               "crossings/edges/fields, Enter acts there"),
    "trade_response": N_("answer the trade offer under the map when you are ready: "
                         "y accepts, n declines"),
    "trade_compose": N_("compose your offer in the trade panel at the right: + g w add one, "
                        "s or 1–3 send it, esc cancels"),
    "trade_confirm": N_("choose your trade partner in the panel at the right (a digit or a "
                        "click); esc cancels the trade"),
}


def instruction(view: State, decision: Decision, sub: str = "") -> str:
    """The first line of the prompt: what the human on screen is asked."""
    name = view.players[decision.seat].name
    kind = decision.kind
    if kind == "main" and sub:
        return _("{name}: {task} (◇) — Enter or click twice, esc cancels").format(
            name=name, task=_(SUBS[sub][2]))
    if kind in DIALOG_KINDS:
        return _("{name}: {task} — Enter opens the dialog").format(
            name=name, task=decision.prompt.split(": ", 1)[-1])
    return f"{name}: {_(INSTRUCTIONS[kind]) if kind in INSTRUCTIONS else decision.prompt}"


def nothing_to_play(view: State, seat: int) -> str:
    p = view.players[seat]
    return (_("you have already played a card this turn") if p.dev_played
            else _("no card or knight you may play (cards bought this turn wait)"))


# -- the action bar ------------------------------------------------------------------------


def bar_keys(view: State | None, decision: Decision | None, kind: str, sub: str, mode: str,
             legal: Sequence[Action]) -> tuple[str, list[BarKey]]:
    """The title and the keys of the action bar; ``kind`` is "" unless the decision is the
    on-screen human's."""
    def has(*kinds: str) -> bool:
        return any(a.kind in kinds for a in legal)

    mode_key = BarKey("mode", _("cursor on {mode}").format(mode=_(MODE_NAME[mode])),
                      caption="c/e/x")
    inspect = BarKey("i", _("inspect"))
    if decision is None:
        return _("Game over."), []
    if not kind:
        return _("Waiting."), [inspect, mode_key]
    if kind in DIALOG_KINDS:
        return _("{phase}:").format(phase=capital(T.phase(kind))), [
            BarKey("enter", _("open the dialog"))]
    if kind == "trade_response":
        return _("The offer above:"), [BarKey("y", _("accept"), has("accept")),
                                       BarKey("n", _("decline")), inspect, mode_key]
    if kind in TRADE_KINDS:
        return _("In the trade panel:"), [BarKey("escape", _("cancel the trade"))]
    if kind == "main" and sub:
        keys = [BarKey("enter", _("build here")), BarKey("tab", _("next spot")),
                BarKey("escape", _("cancel"))]
        if sub in ("ship", "found"):
            other = _("found a settlement") if sub == "ship" else _("sail instead")
            keys.append(BarKey("s", other, has("move_ship", "found_by_ship")))
        return _("Placing {what}:").format(what=_(SUB_NAME[sub])), keys
    if kind == "main":
        return "", main_keys(view, decision.seat, legal)
    if kind == "pre_roll":
        return _("Before the roll:"), [
            BarKey("r", _("roll")),
            BarKey("p", _("play a card"), has("play_dev_card", "play_knight")), inspect, mode_key]
    if kind == "setup_acquire":
        return _("Setup:"), [BarKey("u", _("rights"), has("acquire", "buy_rights")),
                             BarKey("tab", _("next field")), BarKey("d", _("done"))]
    if kind in ("desoto_road", "rb_road"):
        return _("Free road:"), [BarKey("enter", _("place here")), BarKey("tab", _("next spot")),
                                 BarKey("d", _("decline") if kind == "desoto_road" else _("stop"))]
    if kind in MAP_DECISIONS:
        return _("{phase}:").format(phase=capital(T.phase(kind))), [
            BarKey("enter", _("choose here")), BarKey("tab", _("next spot"))]
    return "", []


def main_keys(view: State | None, seat: int, legal: Sequence[Action]) -> list[BarKey]:
    """The keys of the main phase, each enabled when it has a legal answer."""
    p = view.players[seat] if view is not None else None

    def has(*kinds: str) -> bool:
        return any(a.kind in kinds for a in legal)

    keys = [BarKey("1", _("road"), has("build_road")),
            BarKey("2", _("settlement"), has("build_settlement")),
            BarKey("3", _("city"), has("build_city"))]
    if p is not None and not p.voucher_used:
        keys.append(BarKey("4", _("free settlement"), has("build_free_settlement")))
    keys += [BarKey("5", _("dev card"), has("buy_dev_card")),
             BarKey("6", _("knight"), has("buy_knight")),
             BarKey("p", _("play"), has("play_dev_card", "play_knight")),
             BarKey("u", _("rights"), has("acquire", "buy_rights"))]
    if p is not None and p.ship is not None:
        keys.append(BarKey("s", _("ship"), has("move_ship", "found_by_ship")))
    keys += [BarKey("t", _("trade"), has("offer_trade")),
             BarKey("b", _("Europe"), has("bank_trade"))]
    if p is not None and {"stuyvesant", "revere"} & set(p.fathers):
        keys.append(BarKey("f", _("fathers"), has("stuyvesant", "revere")))
    keys.append(BarKey("n", _("end turn")))
    return keys


# -- rows of the list dialogs --------------------------------------------------------------


def play_rows(legal: Sequence[Action]) -> list[Row]:
    """The cards and the knight one may play, each enabled when legal now."""
    present = {"knight" if isinstance(a, A.PlayKnight) else getattr(a, "card", "")
               for a in of(legal, ("play_dev_card", "play_knight"))}
    return [Row(_(label), key, key in present) for key, label in PLAYS.items()]


def bank_rows(view: State, seat: int, legal: Sequence[Action]) -> list[Row]:
    """Trades with Europe by what one gives; a row's value lists its answers."""
    held = view.players[seat]
    gives: dict[tuple[str, str], list[A.BankTrade]] = {}
    for a in legal:
        if isinstance(a, A.BankTrade):
            gives.setdefault((a.rate, a.give), []).append(a)
    rows = []
    for (rate, give), options in gives.items():
        k = L.bank_rate(rate)
        have = held.gold if give == "gold" else held.hand[give]
        given = f"{k} {T.res(give)}" + (" (Fugger)" if rate == "fugger_two_for_gold" else "")
        if options[0].get == "gold":
            label = _("give {given} → 1 gold   (you have {have})")
        else:
            label = _("give {given} → 1 resource card   (you have {have})")
        rows.append(Row(label.format(given=given, have=have), options))
    return rows


def bank_take_rows(view: State, options: Sequence[A.BankTrade]) -> list[Row]:
    return [Row(_("take 1 {resource}   (bank {count})").format(resource=T.res(a.get),
                                                              count=view.bank[a.get]), a)
            for a in options]


def father_rows(view: State, seat: int, legal: Sequence[Action]) -> list[Row]:
    """The abilities of the seat's founding fathers, each enabled when usable now."""
    p = view.players[seat]
    rows = []
    if L.has(p, "stuyvesant"):
        rows.append(Row(_("Stuyvesant: give an opponent 1 card, take 1 of his"), "stuyvesant",
                        bool(of(legal, ("stuyvesant",)))))
    if L.has(p, "revere"):
        price = data().knights.revere_price_gold
        rows.append(Row(_("Revere: buy a knight from an opponent for {price} gold").format(
            price=price), "revere",
                        bool(of(legal, ("revere",)))))
    return rows


def father_label(father: str) -> tuple[str, str]:
    """A founding father's name and what he does (from the data file)."""
    return T.father(father), T.father_summary(father)
