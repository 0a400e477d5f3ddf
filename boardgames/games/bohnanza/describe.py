"""Short English labels of actions for the acting seat's buttons and menus. A label may
name the seat's own hand cards with their positions (#1 is the front), so it is meant for
that seat's screen only, never for the public log."""

from __future__ import annotations

from typing import Any

from boardgames.core.rules import Action
from boardgames.games.bohnanza.data import bean_name
from boardgames.games.bohnanza.moves import lot_label, run_behind_front
from boardgames.games.bohnanza.state import BohnanzaState
from boardgames.games.bohnanza.text import (
    ITEM_NAMES,
    SHIP_NAMES,
    bean_count,
    count_text,
    field_name,
    place_name,
)
from boardgames.games.bohnanza.zones import bean_of, lot_value


def card_label(state: BohnanzaState, seat: int, cid: str) -> str:
    """'Soy Bean (hand #3)', 'Chili Bean (face-up)', 'Red Bean (received)'."""
    name = bean_name(bean_of(state, cid))
    s = state.seats[seat]
    if cid in s.hand:
        return f"{name} (hand #{s.hand.index(cid) + 1})"
    if cid in state.face_up:
        return f"{name} (face-up)"
    return f"{name} (received)"


def describe_action(state: BohnanzaState, seat: int, a: Action) -> str:
    fn = LABELS.get(a.kind)
    return fn(state, seat, a) if fn else a.kind.replace("_", " ").capitalize()


def _plant_front(state: BohnanzaState, seat: int, a: Any) -> str:
    hand = state.seats[seat].hand
    front = bean_name(bean_of(state, hand[0])) if hand else "front card"
    return f"Plant the front card ({front}) in {field_name(a.field)}"


def _harvest(state: BohnanzaState, seat: int, a: Any) -> str:
    cards = state.seats[seat].fields[a.field] if a.field < len(state.seats[seat].fields) else []
    lot = lot_label(state, cards)
    if a.dest == "sell":
        coins = count_text(lot_value(state, cards), "coin")
        return f"Harvest {field_name(a.field)} ({lot}) for {coins}"
    return f"Harvest {field_name(a.field)} ({lot}) onto {SHIP_NAMES[a.dest]}"


def _sell(state: BohnanzaState, seat: int, a: Any) -> str:
    ship = state.seats[seat].ships.get(a.ship)
    cards = ship.cargo if ship else []
    coins = count_text(lot_value(state, cards), "coin")
    return f"Sell the cargo of {SHIP_NAMES[a.ship]} ({lot_label(state, cards)}) for {coins}"


def _sail(state: BohnanzaState, seat: int, a: Any) -> str:
    text = f"Sail {SHIP_NAMES[a.ship]} to {place_name(a.to)}"
    row = state.rows.get(a.to)
    if row and a.extra <= run_behind_front(state, row):
        return text + f" and load {bean_count(bean_of(state, row[0]), a.extra + 1)}"
    return text


def _raid(state: BohnanzaState, seat: int, a: Any) -> str:
    victim = state.seats[a.target]
    ship = victim.ships.get(a.ship)
    lot = lot_label(state, ship.cargo if ship else [])
    return f"Raid {victim.name}'s {SHIP_NAMES[a.ship]} ({lot})"


def _raid_sell(state: BohnanzaState, seat: int, a: Any) -> str:
    if state.raid is None:
        return "Sell the attacked cargo"
    target, ship = state.raid
    cards = state.seats[target].ships[ship].cargo
    return f"Sell the cargo for {count_text(lot_value(state, cards), 'coin')}"


def _draft_give(state: BohnanzaState, seat: int, a: Any) -> str:
    label = card_label(state, seat, a.cid)
    if state.draft is not None and a.cid in state.draft.give:
        return f"Take back {label}"
    return f"Give {label}"


def _draft_want(state: BohnanzaState, seat: int, a: Any) -> str:
    name = bean_name(a.bean)
    return f"Want one more {name}" if a.delta > 0 else f"Want one {name} less"


def _end_market(state: BohnanzaState, seat: int, a: Any) -> str:
    return "End trading" if state.mode == "base" else "End phase 2"


LABELS = {
    "plant_front": _plant_front,
    "end_planting": lambda st, s, a: "End planting",
    "duel_discard": lambda st, s, a: f"Discard {card_label(st, s, a.cid)}",
    "plant_pending": lambda st, s, a: f"Plant {card_label(st, s, a.cid)} in {field_name(a.field)}",
    "harvest": _harvest,
    "sell_cargo": _sell,
    "transfer_cargo": lambda st, s, a: (
        f"Move the cargo of {SHIP_NAMES[a.src]} to {SHIP_NAMES[a.dst]}"
    ),
    "buy": lambda st, s, a: (
        f"Buy {ITEM_NAMES[a.item]} for {count_text(st.cfg.prices[a.item], 'coin')}"
    ),
    "sail": _sail,
    "raid": _raid,
    "raid_sell": _raid_sell,
    "raid_surrender": lambda st, s, a: "Give up one bean to the pirates",
    "end_market": _end_market,
    "done_final": lambda st, s, a: "Finish loading",
    "propose": lambda st, s, a: f"Propose a trade to {st.seats[a.to].name}",
    "ask_table": lambda st, s, a: "Make a proposal to the whole table",
    "open_call": lambda st, s, a: "Ask the table for offers",
    "counter": lambda st, s, a: "Make a counter-offer",
    "offer": lambda st, s, a: "Make an offer",
    "counter_back": lambda st, s, a: f"Answer {st.seats[a.partner].name} with new terms",
    "accept": lambda st, s, a: "Accept",
    "decline": lambda st, s, a: "Decline",
    "pass": lambda st, s, a: "Pass",
    "confirm": lambda st, s, a: f"Confirm the trade with {st.seats[a.partner].name}",
    "close_review": lambda st, s, a: "Close the review",
    "draft_give": _draft_give,
    "draft_want": _draft_want,
    "draft_send": lambda st, s, a: "Send",
    "draft_cancel": lambda st, s, a: "Cancel",
    "pick": lambda st, s, a: f"Give {card_label(st, s, a.cid)}",
}
