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

from boardgames.core.rules import Action, Decision
from boardgames.games.catan import actions as A
from boardgames.games.catan import legal as L
from boardgames.games.catan.board import board
from boardgames.games.catan.data import data, father_name
from boardgames.games.catan.scoring import chip_vp
from boardgames.games.catan.state import State
from boardgames.games.catan.text import describe
from boardgames.games.catan.view import chip_marker

CROSSING, EDGE, HEX = "crossing", "edge", "hex"
MODES = (CROSSING, EDGE, HEX)
MODE_NAME = {CROSSING: "crossings", EDGE: "edges", HEX: "fields"}
NO_SPOT = {CROSSING: "crossing", EDGE: "edge", HEX: "field"}

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
# Placements of the main phase, started by a key: cursor mode, action kinds, what it builds.
SUBS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "road": (EDGE, ("build_road",), "a road: choose an edge"),
    "settlement": (CROSSING, ("build_settlement",), "a settlement: choose a crossing"),
    "voucher": (CROSSING, ("build_free_settlement",), "your free settlement: choose a crossing"),
    "city": (CROSSING, ("build_city",), "a city: choose one of your settlements"),
    "ship": (HEX, ("move_ship",), "sail your ship: choose the next sea field"),
    "found": (CROSSING, ("found_by_ship",), "found a settlement by ship: choose a coast crossing"),
    "rights": (HEX, ("acquire", "buy_rights"), "usage rights: choose a field"),
}
# In the main phase without a placement, what the map offers in each cursor mode.
INSPECT: dict[str, tuple[str, ...]] = {
    CROSSING: ("build_settlement", "build_free_settlement", "build_city", "found_by_ship"),
    EDGE: ("build_road",),
    HEX: ("acquire", "buy_rights", "move_ship"),
}
PHASE_NAME = {
    "setup_settlement": "start settlement", "setup_road": "start road",
    "setup_acquire": "setup acquisition", "pre_roll": "before the roll",
    "discard": "discards for the 7", "move_robber": "robber", "choose_victim": "robbery",
    "main": "main phase", "choose_father": "founding father", "desoto_road": "de Soto road",
    "rb_road": "Road Building", "pick_from_bank": "Pocahontas pick",
    "stuyvesant_take": "Stuyvesant", "dewitt_pay": "de Witt payment",
    "trade_compose": "trade offer", "trade_response": "answer to an offer",
    "trade_confirm": "trade confirmation",
}
CHIP_CONDITION = {"none": "free", "cards": "2 resource cards", "knight": "a knight"}
DEV_NAME = {"road_building": "Road Building", "year_of_plenty": "Year of Plenty",
            "monopoly": "Monopoly", "victory_point": "Victory Point"}
PLAYS = {"knight": "Knight: move the robber and rob",
         "road_building": "Road Building: 2 free roads",
         "year_of_plenty": "Year of Plenty: 2 cards from the bank",
         "monopoly": "Monopoly: all cards of one type"}
ITEM_NAME = {"wood": "Wood", "brick": "Brick", "wool": "Wool", "grain": "Grain", "ore": "Ore",
             "gold": "Gold"}

KEYS_HELP = """\
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
"""


# The screen's own keys: (key, Textual action, footer label).
KEYS = [
    ("enter", "confirm", "Choose"), ("space", "space", "Choose"), ("r", "roll", "Roll"),
    ("1", "place('road')", "Road"), ("2", "place('settlement')", "Settlement"),
    ("3", "place('city')", "City"), ("4", "place('voucher')", "Free settlement"),
    ("5", "buy('dev')", "Development card"), ("6", "buy('knight')", "Knight"),
    ("p", "play", "Play a card"), ("u", "rights", "Rights"), ("s", "ship", "Ship"),
    ("t", "trade", "Trade"), ("b", "bank", "Europe"), ("f", "fathers", "Fathers"),
    ("d", "done", "Done"), ("i", "inspect", "Inspect"), ("n", "end_turn", "End turn"),
    ("y", "accept_offer", "Accept"), ("c", "mode('crossing')", "Crossings"),
    ("e", "mode('edge')", "Edges"), ("x", "mode('hex')", "Fields"),
    ("question_mark", "help", "Help"), ("number_sign", "toggle_ids", "Hex ids"),
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
    return reason or f"no {NO_SPOT[SUBS[sub][0]]} qualifies"


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
    return " + ".join(f"{k} {r}" for r, k in price.items()) or "nothing"


def items_text(items: dict[str, int]) -> str:
    return " + ".join(f"{k} {ITEM_NAME.get(i, i).lower()}" for i, k in items.items() if k) or "—"


def field_title(hex_id: int, view: State | None = None) -> str:
    """"#10 Grain 10 V5" (the number hidden as ·· when the viewer may not know it)."""
    bd = board()
    h = bd.data.map.hexes[hex_id]
    if h.kind != "land":
        return f"#{hex_id} {h.name}"
    label = next(t.label for t in bd.data.terrains if t.id == h.terrain)
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
            return f"Road on edge {e} for {cost_text(L.cost('road'))}"
        case A.SetupRoad(edge=e) | A.DesotoRoad(edge=e) | A.RoadBuildingRoad(edge=e):
            return f"Free road on edge {e}"
        case A.SetupSettlement(crossing=c):
            return f"Start settlement at crossing {c}"
        case A.BuildSettlement(crossing=c, omit=o):
            price = cost_text(L.settlement_cost(p, o))
            return f"Settlement at crossing {c} for {price}" + (f" (La Salle: no {o})" if o
                                                                else "")
        case A.BuildFreeSettlement(crossing=c):
            return f"Free settlement (voucher) at crossing {c}"
        case A.BuildCity(crossing=c):
            return f"City at crossing {c} for {cost_text(L.cost('city'))}, then a founding father"
        case A.FoundByShip(crossing=c):
            return f"Found a settlement by ship at crossing {c} (free; the ship leaves)"
        case A.MoveShip(hex=h):
            return f"Sail the ship to #{h} for {cost_text(L.cost('ship_move'))}"
        case A.MoveRobber(hex=h):
            return f"Robber to {field_title(h, view)}"
        case A.Acquire(hex=h, payment=pay, cards=cards):
            klass = chip_marker(view, h)
            how = CHIP_CONDITION[pay] if pay != "cards" else " + ".join(cards)
            bonus = ", then 2 cards from the bank" if L.pick_after_acquiring(p, klass) else ""
            return f"Acquire #{h} (class {klass}) from the Indians: {how}{bonus}"
        case A.BuyRights(hex=h, payment="gold"):
            split = ", ".join(f"{k} to {names[s]}" for s, k in L.rights_split(view, h))
            return f"Buy rights to #{h} for {board().value[h]} gold ({split})"
        case A.BuyRights(hex=h):
            return f"Buy rights to #{h} with {board().value[h]} resource cards (de Witt)"
    return describe(view, seat, action)


def chip_details(view: State, seat: int, chips: Sequence[Sequence[Any]]) -> list[str]:
    """Spec 9.6: what each chip a seat looked under means for him (from the parameters
    of its private event)."""
    p = view.players[seat]
    lines = []
    for h, klass in chips:
        pays = " or ".join(CHIP_CONDITION[x] for x in L.acquire_payments(p, klass))
        lines.append(f"  {field_title(h, view)}: class {klass} ({chip_vp(klass)} VP) — "
                     f"for you: {pays}")
    return lines


INSTRUCTIONS = {
    "setup_settlement": "place your start settlement on a free start crossing (◇)",
    "setup_road": "place your start road next to your new settlement (◇)",
    "setup_acquire": "acquire rights on a field (◇): Enter or u on it; d when done",
    "pre_roll": "roll the dice (r or Space), or play a card first (p)",
    "move_robber": "move the robber to another land field (◇)",
    "desoto_road": "de Soto: place your free road (◇), or d to decline",
    "rb_road": "Road Building: place a free road (◇), or d to stop",
    "main": "your turn — the keys below, n ends it; c/e/x: cursor on "
            "crossings/edges/fields, Enter acts there",
    "trade_response": "answer the trade offer under the map when you are ready: "
                      "y accepts, n declines",
    "trade_compose": "compose your offer in the trade panel at the right: + g w add one, "
                     "s or 1–3 send it, esc cancels",
    "trade_confirm": "choose your trade partner in the panel at the right (a digit or a "
                     "click); esc cancels the trade",
}


def instruction(view: State, decision: Decision, sub: str = "") -> str:
    """The first line of the prompt: what the human on screen is asked."""
    name = view.players[decision.seat].name
    kind = decision.kind
    if kind == "main" and sub:
        return f"{name}: build {SUBS[sub][2]} (◇) — Enter or click twice, esc cancels"
    if kind in DIALOG_KINDS:
        return f"{name}: {decision.prompt.split(': ', 1)[-1]} — Enter opens the dialog"
    return f"{name}: {INSTRUCTIONS.get(kind, decision.prompt)}"


def nothing_to_play(view: State, seat: int) -> str:
    p = view.players[seat]
    return ("you have already played a card this turn" if p.dev_played
            else "no card or knight you may play (cards bought this turn wait)")


# -- the action bar ------------------------------------------------------------------------


def bar_keys(view: State | None, decision: Decision | None, kind: str, sub: str, mode: str,
             legal: Sequence[Action]) -> tuple[str, list[BarKey]]:
    """The title and the keys of the action bar; ``kind`` is "" unless the decision is the
    on-screen human's."""
    def has(*kinds: str) -> bool:
        return any(a.kind in kinds for a in legal)

    mode_key = BarKey("mode", f"cursor on {MODE_NAME[mode]}", caption="c/e/x")
    if decision is None:
        return "Game over.", []
    if not kind:
        return "Waiting.", [BarKey("i", "inspect"), mode_key]
    if kind in DIALOG_KINDS:
        return PHASE_NAME.get(kind, kind).capitalize() + ":", [BarKey("enter", "open the dialog")]
    if kind == "trade_response":
        return "The offer above:", [BarKey("y", "accept", has("accept")), BarKey("n", "decline"),
                                    BarKey("i", "inspect"), mode_key]
    if kind in TRADE_KINDS:
        return "In the trade panel:", [BarKey("escape", "cancel the trade")]
    if kind == "main" and sub:
        keys = [BarKey("enter", "build here"), BarKey("tab", "next spot"),
                BarKey("escape", "cancel")]
        if sub in ("ship", "found"):
            other = "found a settlement" if sub == "ship" else "sail instead"
            keys.append(BarKey("s", other, has("move_ship", "found_by_ship")))
        return f"Placing {sub}:", keys
    if kind == "main":
        return "", main_keys(view, decision.seat, legal)
    if kind == "pre_roll":
        return "Before the roll:", [BarKey("r", "roll"),
                                    BarKey("p", "play a card", has("play_dev_card", "play_knight")),
                                    BarKey("i", "inspect"), mode_key]
    if kind == "setup_acquire":
        return "Setup:", [BarKey("u", "rights", has("acquire", "buy_rights")),
                          BarKey("tab", "next field"), BarKey("d", "done")]
    if kind in ("desoto_road", "rb_road"):
        return "Free road:", [BarKey("enter", "place here"), BarKey("tab", "next spot"),
                              BarKey("d", "decline" if kind == "desoto_road" else "stop")]
    if kind in MAP_DECISIONS:
        return PHASE_NAME.get(kind, kind).capitalize() + ":", [BarKey("enter", "choose here"),
                                                               BarKey("tab", "next spot")]
    return "", []


def main_keys(view: State | None, seat: int, legal: Sequence[Action]) -> list[BarKey]:
    """The keys of the main phase, each enabled when it has a legal answer."""
    p = view.players[seat] if view is not None else None

    def has(*kinds: str) -> bool:
        return any(a.kind in kinds for a in legal)

    keys = [BarKey("1", "road", has("build_road")),
            BarKey("2", "settlement", has("build_settlement")),
            BarKey("3", "city", has("build_city"))]
    if p is not None and not p.voucher_used:
        keys.append(BarKey("4", "free settlement", has("build_free_settlement")))
    keys += [BarKey("5", "dev card", has("buy_dev_card")),
             BarKey("6", "knight", has("buy_knight")),
             BarKey("p", "play", has("play_dev_card", "play_knight")),
             BarKey("u", "rights", has("acquire", "buy_rights"))]
    if p is not None and p.ship is not None:
        keys.append(BarKey("s", "ship", has("move_ship", "found_by_ship")))
    keys += [BarKey("t", "trade", has("offer_trade")), BarKey("b", "Europe", has("bank_trade"))]
    if p is not None and {"stuyvesant", "revere"} & set(p.fathers):
        keys.append(BarKey("f", "fathers", has("stuyvesant", "revere")))
    keys.append(BarKey("n", "end turn"))
    return keys


# -- rows of the list dialogs --------------------------------------------------------------


def play_rows(legal: Sequence[Action]) -> list[Row]:
    """The cards and the knight one may play, each enabled when legal now."""
    present = {"knight" if isinstance(a, A.PlayKnight) else getattr(a, "card", "")
               for a in of(legal, ("play_dev_card", "play_knight"))}
    return [Row(label, key, key in present) for key, label in PLAYS.items()]


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
        extra = " (Fugger)" if rate == "fugger_two_for_gold" else ""
        get = "1 gold" if options[0].get == "gold" else "1 resource card"
        rows.append(Row(f"give {k} {give}{extra} → {get}   (you have {have})", options))
    return rows


def bank_take_rows(view: State, options: Sequence[A.BankTrade]) -> list[Row]:
    return [Row(f"take 1 {ITEM_NAME[a.get].lower()}   (bank {view.bank[a.get]})", a)
            for a in options]


def father_rows(view: State, seat: int, legal: Sequence[Action]) -> list[Row]:
    """The abilities of the seat's founding fathers, each enabled when usable now."""
    p = view.players[seat]
    rows = []
    if L.has(p, "stuyvesant"):
        rows.append(Row("Stuyvesant: give an opponent 1 card, take 1 of his", "stuyvesant",
                        bool(of(legal, ("stuyvesant",)))))
    if L.has(p, "revere"):
        price = data().knights.revere_price_gold
        rows.append(Row(f"Revere: buy a knight from an opponent for {price} gold", "revere",
                        bool(of(legal, ("revere",)))))
    return rows


def father_label(father: str) -> tuple[str, str]:
    """A founding father's name and what he does (from the data file)."""
    f = next(x for x in data().founding_fathers if x.id == father)
    return father_name(father), f.summary_en
