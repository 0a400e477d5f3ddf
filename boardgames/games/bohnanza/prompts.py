"""Prompts: the public (third person) one of each decision and the private (second person)
one shown only in the decider's view (spec 3.14)."""

from __future__ import annotations

from boardgames.games.bohnanza.data import bean_name
from boardgames.games.bohnanza.moves import fields_for, raid_value
from boardgames.games.bohnanza.state import (
    FINAL_WINDOW,
    MARKET,
    PLANT_HAND,
    PLANT_RECEIVED,
    RAID_RESPONSE,
    RESPOND,
    REVIEW,
    BohnanzaState,
)
from boardgames.games.bohnanza.text import SHIP_NAMES, count_text, want_text
from boardgames.games.bohnanza.trade import POSITIVE, terms
from boardgames.games.bohnanza.zones import bean_of, pending_cards

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
    a, d = state.seats[state.active].name, state.seats[state.decider].name
    if state.draft is not None:
        return f"{d} is composing {DRAFT_WORDS[state.draft.purpose]}"
    if state.pick is not None:
        return f"{d} is choosing cards for a trade"
    dp = state.dp
    if dp == PLANT_HAND:
        return f"{a} is planting from the hand"
    if dp == MARKET:
        return f"{a}: {MARKET_WORDS[state.mode][0]}"
    if dp == RESPOND:
        assert state.trade is not None
        p = state.trade.proposal
        if p.kind == "open_call":
            return f"{d} is answering {a}'s call for offers"
        return f"{d} is answering {a}'s proposal ({a} {terms(state, p)})"
    if dp == REVIEW:
        return f"{a} is looking at the answers"
    if dp == RAID_RESPONSE:
        assert state.raid is not None
        return f"{a}'s pirate attacks {d}'s {SHIP_NAMES[state.raid[1]]}"
    if dp == PLANT_RECEIVED:
        return f"{d} is planting received beans"
    if dp == FINAL_WINDOW:
        return f"{d}: last loading before scoring"
    return "The game is over"


def private_prompt(state: BohnanzaState) -> str:
    """The decider's own prompt (second person); it may mention the decider's hand."""
    names = [s.name for s in state.seats]
    a = names[state.active]
    seat = state.seats[state.decider]
    if state.draft is not None:
        d = state.draft
        to = f" to {names[d.to_seat]}" if d.to_seat is not None and d.purpose == "propose" else ""
        return (
            f"Compose {DRAFT_WORDS[d.purpose]}{to}: choose cards to give and beans you want, "
            "then send"
        )
    if state.pick is not None:
        return f"Choose the cards to give: {want_text(state.pick.need)} still needed"
    dp = state.dp
    if dp == PLANT_HAND:
        return _plant_hand_prompt(state)
    if dp == MARKET:
        return MARKET_WORDS[state.mode][1]
    if dp == RESPOND:
        assert state.trade is not None
        p = state.trade.proposal
        if p.kind == "open_call":
            return f"{a} asks for offers: make an offer or pass"
        return f"{a} {terms(state, p)}: accept, counter or decline"
    if dp == REVIEW:
        assert state.trade is not None
        parts = [
            f"{names[r.seat]} {r.status}" for r in state.trade.responses if r.status in POSITIVE
        ]
        return ", ".join(parts) + ": confirm, counter or close"
    if dp == RAID_RESPONSE:
        v = raid_value(state)
        return f"Sell this cargo for {count_text(v, 'coin')}, or give up one bean"
    if dp == PLANT_RECEIVED:
        beans = ", ".join(bean_name(bean_of(state, c)) for c in pending_cards(state, state.decider))
        return f"Plant your received beans: {beans}"
    if dp == FINAL_WINDOW:
        return "Load fields onto ships or merge cargo, then finish"
    return f"The game is over ({len(seat.coins)} coins)"


def _plant_hand_prompt(state: BohnanzaState) -> str:
    seat = state.seats[state.active]
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
