"""Legal actions per decision point (spec 3.3-3.14) and the reasons given for illegal ones."""

from __future__ import annotations

from boardgames.core.rules import Action
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza import moves, trade
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
from boardgames.games.bohnanza.zones import harvestable


def legal_actions(state: BohnanzaState, seat: int) -> list[Action]:
    if state.over or seat != state.decider:
        return []
    if state.pick is not None:
        return trade.pick_actions(state)
    if state.draft is not None:
        return trade.draft_actions(state)
    dp = state.dp
    island = state.cfg.island
    if dp == PLANT_HAND:
        out = moves.plant_front_actions(state)
        if state.planted_from_hand >= 1 or not state.seats[seat].hand:
            out.append(act.END_PLANTING)
        if state.mode == "duel" and not state.duel_discard_used:
            out += [act.duel_discard(c) for c in state.seats[seat].hand]
        return out + moves.free_actions(state, seat)
    if dp == MARKET:
        out = trade.opening_actions(state)
        if island:
            out += moves.plant_pending_actions(state, seat)
            out += moves.sail_actions(state)
            out += moves.raid_actions(state)
        out += moves.free_actions(state, seat)
        out.append(act.END_MARKET)
        return out
    if dp == RESPOND:
        out = trade.respond_actions(state, seat)
        if island:
            out += moves.plant_pending_actions(state, seat)
        return out + moves.free_actions(state, seat)
    if dp == REVIEW:
        return trade.review_actions(state) + moves.free_actions(state, seat)
    if dp == RAID_RESPONSE:
        return (
            [act.RAID_SELL, act.RAID_SURRENDER] if moves.raid_value(state) else [act.RAID_SURRENDER]
        )
    if dp == PLANT_RECEIVED:
        return moves.plant_pending_actions(state, seat) + moves.free_actions(state, seat)
    if dp == FINAL_WINDOW:
        return [*moves.free_actions(state, seat), act.DONE_FINAL]
    return []


# -- reasons -------------------------------------------------------------------------------

PHASE_WORDS = {
    "plant_front": "only in phase 1, at most two cards, into an empty field or one of that bean",
    "end_planting": "only in phase 1, after planting at least one card from the hand",
    "duel_discard": "only in phase 1 of the duel, once per turn, with a card of your hand",
    "plant_pending": "only for your own face-up or received cards, into an empty field or one "
    "holding that bean, when planting is offered",
    "sail": "only for the active player in phase 2, to another place, loading the front bean",
    "raid": "only with your pirate ship, in your phase 2, against another player's loaded "
    "merchant ship at its home harbour, once per ship and turn",
    "end_market": "only for the active player at the trading hub of phase 2",
    "done_final": "only in the final window",
    "raid_sell": "only when your ship is attacked and its cargo is worth at least 1 coin",
    "raid_surrender": "only when your ship is attacked",
}
TRADE_KINDS = {
    "propose",
    "ask_table",
    "open_call",
    "counter",
    "offer",
    "counter_back",
    "accept",
    "decline",
    "pass",
    "confirm",
    "close_review",
}
DRAFT_KINDS = {"draft_give", "draft_want", "draft_send", "draft_cancel", "pick"}


def reason(state: BohnanzaState, seat: int, action: Action) -> str:
    """Why ``action`` is not legal for ``seat`` now. Mentions only what the seat may know."""
    if state.over:
        return "the game is over"
    if seat != state.decider:
        return f"it is {state.seats[state.decider].name}'s decision now, not yours"
    kind = action.kind
    if state.pick is not None and kind not in DRAFT_KINDS:
        return "choose the cards for the trade first (or cancel)"
    if state.draft is not None and kind not in DRAFT_KINDS:
        return "finish or cancel the trade message you are composing first"
    if kind in DRAFT_KINDS:
        return _draft_reason(state, action)
    if kind in TRADE_KINDS:
        return _trade_reason(state, action)
    if kind in ("harvest", "sell_cargo", "transfer_cargo", "buy"):
        return _free_reason(state, seat, action)
    if kind == "plant_front" and state.dp == PLANT_HAND:
        if state.planted_from_hand >= 2:
            return "you have already planted two cards from your hand this turn"
        return "your front card does not fit that field (it must be empty or hold the same bean)"
    return f"{kind.replace('_', ' ')} is possible {PHASE_WORDS.get(kind, 'not now')}"


def _draft_reason(state: BohnanzaState, action: Action) -> str:
    if state.pick is None and state.draft is None:
        return "no trade message or card choice is open"
    if action.kind == "draft_send":
        return "a trade message must give or want at least one card"
    if action.kind == "pick":
        return "that card is not one of yours that is still needed for this trade"
    if action.kind == "draft_give":
        return "you may only offer your own face-up cards (active player) or hand cards"
    return "that step does not fit the open trade message"


def _trade_reason(state: BohnanzaState, action: Action) -> str:
    if not state.cfg.trading:
        return "there is no trading in the duel"
    kind = action.kind
    if kind in ("propose", "ask_table", "open_call", "counter", "offer", "counter_back") and (
        not trade.can_open(state)
    ):
        return "the limit of trade proposals for this turn is reached"
    if kind in ("propose", "ask_table", "open_call"):
        if state.dp != MARKET:
            return "only the active player starts trades, in phase 2"
        return "you cannot trade with yourself"
    if kind in ("accept", "counter", "decline", "offer", "pass"):
        if state.dp != RESPOND:
            return "there is no proposal for you to answer"
        if kind == "accept":
            return "your hand cannot give the beans that are asked for"
        return "that answer does not fit this kind of proposal"
    if state.dp != REVIEW:
        return "there are no answers to review"
    return "that answer cannot be confirmed or countered now"


def _free_reason(state: BohnanzaState, seat: int, action: Action) -> str:
    s = state.seats[seat]
    if state.dp == RAID_RESPONSE:
        return "while your ship is attacked you can only sell its cargo or give up one bean"
    if state.dp == FINAL_WINDOW and action.kind in ("sell_cargo", "buy"):
        return "in the final window you can only load fields onto ships and move cargo"
    if not state.cfg.island and action.kind in ("sell_cargo", "transfer_cargo"):
        return "there are no ships without La Isla Bohnita"
    if action.kind == "harvest":
        field = getattr(action, "field", 0)
        if not 0 <= field < len(s.fields) or not s.fields[field]:
            return "that field is empty or not yours"
        if not harvestable(s.fields, field, state.dp != FINAL_WINDOW):
            return (
                "bean protection rule: a field with a single bean cannot be harvested while "
                "another of your fields holds two or more"
            )
        if state.dp == FINAL_WINDOW and getattr(action, "dest", "") == "sell":
            return "in the final window you can only load fields onto ships"
        return "the ship must be yours, at home, and empty or carrying the same bean"
    if action.kind == "sell_cargo":
        return "a cargo can only be sold whole, and only when it is worth at least 1 coin"
    if action.kind == "transfer_cargo":
        return (
            "cargo moves whole between two of your ships at the same place, onto a merchant "
            "ship that is empty or carries the same bean"
        )
    item = getattr(action, "item", "")
    price = state.cfg.prices.get(item)
    if price is None:
        return "that cannot be bought in this game"
    if moves.owns(state, s, item):
        return "you already own it"
    return f"it costs {price} coins"
