"""Every English word of the engine: the log messages (``MESSAGES``), the labels of actions
for the acting seat's buttons and menus, the prompts of the decisions and the shared word
helpers (bean counts, trade terms, ship and item names).

Log events carry plain parameters (seat indices, card ids, bean ids, counts); the
templates here turn them into the text players read, so the UI never reads facts out of
the text and a translation could render the same events in another language."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from boardgames.core.events import Messages, join_words
from boardgames.core.rules import Action
from boardgames.games.bohnanza.data import bean_name, harbour_name
from boardgames.games.bohnanza.state import (
    FINAL_WINDOW,
    MARKET,
    PLANT_HAND,
    PLANT_RECEIVED,
    POSITIVE,
    RAID_RESPONSE,
    RESPOND,
    REVIEW,
    BohnanzaState,
    Proposal,
    bean_of,
    fields_for,
    lot_bean,
    lot_value,
    pending_cards,
    raid_value,
    run_behind_front,
)

ITEM_NAMES = {
    "third_field": "the 3rd bean field",
    "second_ship": "a second merchant ship",
    "pirate_ship": "a pirate ship",
}
SHIP_NAMES = {"m1": "merchant ship 1", "m2": "merchant ship 2", "pirate": "pirate ship"}


def count_text(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def bean_count(bean: str, n: int) -> str:
    """'1 Blue Bean', '2 Blue Beans'."""
    name = bean_name(bean)
    return f"{n} {name}" if n == 1 else f"{n} {name}s"


def beans_text(beans: Iterable[str]) -> str:
    """Group beans in order of first appearance: '2 Soy Beans and 1 Blue Bean'."""
    counts: dict[str, int] = {}
    for b in beans:
        counts[b] = counts.get(b, 0) + 1
    return want_text(counts)


def want_text(want: Mapping[str, int]) -> str:
    parts = [bean_count(b, n) for b, n in want.items() if n]
    if not parts:
        return "nothing"
    return join_words(parts)


def place_name(location: str) -> str:
    return "home" if location == "home" else harbour_name(location)


def field_name(index: int) -> str:
    return f"field {index + 1}"


def lot_text(bean: str | None, count: int) -> str:
    """'3 Soy Beans', or 'empty' for an empty field or cargo."""
    return "empty" if bean is None else bean_count(bean, count)


def lot_label(state: BohnanzaState, cards: list[str]) -> str:
    return lot_text(lot_bean(state, cards), len(cards))


def bean_list(beans: Iterable[str]) -> str:
    """Bean names in order, one by one: 'Soy Bean, Blue Bean, Soy Bean'."""
    return ", ".join(bean_name(b) for b in beans)


def terms_text(beans: Sequence[str], sources: Sequence[str], want: Mapping[str, int]) -> str:
    """'gives 1 Chili Bean (face-up) and 2 Soy Beans (hand), wants 1 Blue Bean'."""
    parts = []
    for src in ("face_up", "hand"):
        chosen = [b for b, s in zip(beans, sources, strict=True) if s == src]
        if chosen:
            parts.append(f"{beans_text(chosen)} ({'face-up' if src == 'face_up' else 'hand'})")
    give = " and ".join(parts) or "nothing"
    return f"gives {give}, wants {want_text(dict(want))}"


def terms(state: BohnanzaState, p: Proposal) -> str:
    return terms_text(p.beans, p.sources, p.want)


# -- the log messages --------------------------------------------------------------------------

P = Mapping[str, Any]
N = Sequence[str]


def _msg_harvest(p: P, n: N) -> str:
    lot = bean_count(p["bean"], p["count"])
    if p["dest"] == "sell":
        return f"{n[p['seat']]} harvests {lot} for {count_text(p['coins'], 'coin')}."
    return f"{n[p['seat']]} harvests {lot} onto {SHIP_NAMES[p['dest']]}."


def _msg_sail(p: P, n: N) -> str:
    text = f"{n[p['seat']]} sails {SHIP_NAMES[p['ship']]} to {place_name(p['place'])}"
    if p["count"]:
        text += f" and loads {bean_count(p['bean'], p['count'])}"
    return text + "."


def _final(p: P, n: N) -> str:
    cargo = "" if p["cargo"] is None else f" and {p['cargo']} from cargo"
    return (f"Final scoring: {n[p['seat']]} gets {p['fields']} from fields{cargo} "
            f"and ends with {count_text(p['coins'], 'coin')}.")


def _terms(p: P) -> str:
    return terms_text(p["beans"], p["sources"], p["want"])


def _accept(p: P, n: N) -> str:
    gives = f": gives {beans_text(p['beans'])}" if p["beans"] else ""
    return f"{n[p['seat']]} accepts{gives}."


def _trade(p: P, n: N) -> str:
    parts = []
    if p["face_up"]:
        parts.append(f"{beans_text(p['face_up'])} (face-up)")
    if p["hand"]:
        parts.append(f"{beans_text(p['hand'])} (hand)")
    gives = " and ".join(parts) or "nothing"
    got = beans_text(p["got"]) if p["got"] else "nothing"
    return f"{n[p['seat']]} gives {gives} to {n[p['partner_seat']]} for {got}."


MESSAGES = Messages({
    # the opening
    "start_player": "{seat} is the start player.",
    "island_row": lambda p, n: (
        f"{harbour_name(p['harbour'])}: {bean_list(p['beans'])} (front first)."),
    "dealt": "{seat} is dealt {count} cards.",
    "starting_hand": lambda p, n: f"Your starting hand (front first): {bean_list(p['beans'])}.",
    # the course of a turn
    "turn": "Turn {turn}: {seat}.",
    "no_hand_cards": "{seat} has no hand cards to plant.",
    "reveal": lambda p, n: f"{n[p['seat']]} reveals {beans_text(p['beans'])}.",
    "chain": lambda p, n: (
        f"From the discard pile {n[p['seat']]} also takes {beans_text(p['beans'])}."),
    "end_market": "{seat} ends the trading phase.",
    "draw": lambda p, n: f"{n[p['seat']]} draws {count_text(p['count'], 'card')}.",
    "drew": lambda p, n: f"You drew {bean_list(p['beans'])}.",
    "refill": lambda p, n: f"{harbour_name(p['harbour'])} is refilled: {beans_text(p['beans'])}.",
    "exhausted": "The draw pile is used up (exhaustion {count} of {end}).",
    "last_exhaustion": "That was the last exhaustion: the game ends.",
    "nothing_to_shuffle": "The discard pile is empty: there is nothing to shuffle yet.",
    "reshuffle": lambda p, n: f"Reshuffle: {count_text(p['count'], 'card')} form a new draw pile.",
    "final_scoring": _final,
    # planting and the free actions
    "plant": lambda p, n: (
        f"{n[p['seat']]} plants a {bean_name(p['bean'])} "
        f"({field_name(p['field'])}: {p['count']})."),
    "end_planting": "{seat} ends planting.",
    "duel_discard": lambda p, n: f"{n[p['seat']]} discards a {bean_name(p['bean'])} from the hand.",
    "harvest": _msg_harvest,
    "sell_cargo": lambda p, n: (
        f"{n[p['seat']]} sells the cargo of {SHIP_NAMES[p['ship']]} "
        f"({bean_count(p['bean'], p['count'])}) for {count_text(p['coins'], 'coin')}."),
    "transfer": lambda p, n: (
        f"{n[p['seat']]} moves {bean_count(p['bean'], p['count'])} from {SHIP_NAMES[p['src']]} "
        f"to {SHIP_NAMES[p['dst']]}."),
    "buy": lambda p, n: (
        f"{n[p['seat']]} buys {ITEM_NAMES[p['item']]} for {count_text(p['price'], 'coin')}."),
    "done_final": "{seat} is done loading.",
    # sailing and raids
    "sail": _msg_sail,
    "raid": lambda p, n: (
        f"{n[p['seat']]}'s pirate ship attacks {n[p['target_seat']]}'s {SHIP_NAMES[p['ship']]} "
        f"({lot_text(p['bean'], p['count'])})."),
    "raid_worthless": "The cargo is worth nothing, so {seat} must give up a bean.",
    "raid_surrender": lambda p, n: (
        f"{n[p['seat']]} gives up a {bean_name(p['bean'])} to the pirates."),
    # trading
    "propose": lambda p, n: f"{n[p['seat']]} proposes to {n[p['to_seat']]}: {_terms(p)}.",
    "ask_table": lambda p, n: f"{n[p['seat']]} asks the table: {_terms(p)}.",
    "open_call": "{seat} asks the table for offers.",
    "counter": lambda p, n: f"{n[p['seat']]} counters: {_terms(p)}.",
    "offer": lambda p, n: f"{n[p['seat']]} offers: {_terms(p)}.",
    "accept": _accept,
    "decline": "{seat} declined.",
    "pass": "{seat} passed.",
    "trade": _trade,
    "void": "{seat}'s answer is void now.",
    "review_closed": "{seat} closes the review: no trade with {seats}.",
})


# -- action labels (the acting seat's own screen: they may name its hand cards) ------------


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


LABELS: dict[str, Callable[[BohnanzaState, int, Any], str]] = {
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


# -- prompts: the public one of each decision, the private one of the active seat (3.14) --

MARKET_WORDS = {
    "base": ("trade (phase 2)", "Trade - or end the trading phase"),
    "lib": ("trade, ship and raid (phase 2)", "Trade, sail, raid or plant - or end the phase"),
    "duel": (
        "ship and raid (phase 2)",
        "Sail, raid or plant your face-up cards - or end the phase",
    ),
}
DRAFT_WORDS = {
    "propose": "a proposal",
    "ask_table": "a proposal to the table",
    "counter": "a counter-offer",
    "offer": "an offer",
    "counter_back": "new terms",
}


def public_prompt(state: BohnanzaState) -> str:
    a, d = state.seats[state.turn_player].name, state.seats[state.active].name
    if state.draft is not None:
        return f"{d} is composing {DRAFT_WORDS[state.draft.purpose]}"
    if state.pick is not None:
        return f"{d} is choosing cards for a trade"
    phase = state.phase
    if phase == PLANT_HAND:
        return f"{a} is planting from the hand"
    if phase == MARKET:
        return f"{a}: {MARKET_WORDS[state.mode][0]}"
    if phase == RESPOND:
        assert state.trade is not None
        p = state.trade.proposal
        if p.kind == "open_call":
            return f"{d} is answering {a}'s call for offers"
        return f"{d} is answering {a}'s proposal ({a} {terms(state, p)})"
    if phase == REVIEW:
        return f"{a} is looking at the answers"
    if phase == RAID_RESPONSE:
        assert state.raid is not None
        return f"{a}'s pirate attacks {d}'s {SHIP_NAMES[state.raid[1]]}"
    if phase == PLANT_RECEIVED:
        return f"{d} is planting received beans"
    if phase == FINAL_WINDOW:
        return f"{d}: last loading before scoring"
    return "The game is over"


def private_prompt(state: BohnanzaState) -> str:
    """The active seat's own prompt (second person); it may mention the active seat's hand."""
    names = [s.name for s in state.seats]
    a = names[state.turn_player]
    seat = state.seats[state.active]
    if state.draft is not None:
        d = state.draft
        to = f" to {names[d.to_seat]}" if d.to_seat is not None and d.purpose == "propose" else ""
        return (
            f"Compose {DRAFT_WORDS[d.purpose]}{to}: choose cards to give and beans you want, "
            "then send"
        )
    if state.pick is not None:
        return f"Choose the cards to give: {want_text(state.pick.need)} still needed"
    phase = state.phase
    if phase == PLANT_HAND:
        return _plant_hand_prompt(state)
    if phase == MARKET:
        return MARKET_WORDS[state.mode][1]
    if phase == RESPOND:
        assert state.trade is not None
        p = state.trade.proposal
        if p.kind == "open_call":
            return f"{a} asks for offers: make an offer or pass"
        return f"{a} {terms(state, p)}: accept, counter or decline"
    if phase == REVIEW:
        assert state.trade is not None
        parts = [
            f"{names[r.seat]} {r.status}" for r in state.trade.responses if r.status in POSITIVE
        ]
        return ", ".join(parts) + ": confirm, counter or close"
    if phase == RAID_RESPONSE:
        v = raid_value(state)
        return f"Sell this cargo for {count_text(v, 'coin')}, or give up one bean"
    if phase == PLANT_RECEIVED:
        beans = ", ".join(bean_name(bean_of(state, c)) for c in pending_cards(state, state.active))
        return f"Plant your received beans: {beans}"
    if phase == FINAL_WINDOW:
        return "Load fields onto ships or merge cargo, then finish"
    return f"The game is over ({len(seat.coins)} coins)"


def _plant_hand_prompt(state: BohnanzaState) -> str:
    seat = state.seats[state.turn_player]
    duel = state.mode == "duel" and not state.duel_discard_used
    extra = "; you may discard one hand card" if duel else ""
    if not seat.hand:
        return "Your hand is empty: end planting" + extra
    front = bean_of(state, seat.hand[0])
    name = bean_name(front)
    if state.planted_from_hand == 0:
        if not fields_for(state, seat, front):
            return (
                f"Your front card ({name}) fits no field: harvest a field or buy one first" + extra
            )
        return f"Plant your front card ({name}); you may plant one more" + extra
    if state.planted_from_hand == 1:
        return f"You may plant your next card ({name}) or end planting" + extra
    return "You may discard one hand card or end planting"
