"""Legal actions per decision point (spec 3.3-3.14) and the reasons given for illegal ones."""

from __future__ import annotations

from boardgames.core.rules import Action
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza import moves, trade
from boardgames.games.bohnanza.data import bean_name
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
from boardgames.games.bohnanza.text import ITEM_NAMES, SHIP_NAMES, count_text, want_text
from boardgames.games.bohnanza.zones import bean_of, fits, harvestable


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

KIND_WORDS = {
    "plant_front": "planting the front card",
    "end_planting": "ending the planting",
    "duel_discard": "discarding a hand card",
    "plant_pending": "planting a face-up or received card",
    "sail": "sailing",
    "raid": "a raid",
    "end_market": "ending phase 2",
    "done_final": "finishing the last loading",
    "raid_sell": "selling the attacked cargo",
    "raid_surrender": "giving up a bean to the pirates",
}
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
    "done_final": "only in the last loading before the final scoring",
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
        if not state.seats[seat].hand:
            return "your hand is empty"
        return "your front card does not fit that field (it must be empty or hold the same bean)"
    if kind == "end_market":
        return _end_market_reason(state, seat)
    if kind == "sail" and state.dp == MARKET and seat == state.active:
        return _sail_reason(state, seat, action)
    words = KIND_WORDS.get(kind, kind.replace("_", " "))
    if kind in PHASE_WORDS:
        return f"{words} is possible {PHASE_WORDS[kind]}"
    return f"{words} is not possible now"


def _sail_reason(state: BohnanzaState, seat: int, action: Action) -> str:
    """Why the active player cannot make this sailing (3.7)."""
    ship_id, to, extra = (getattr(action, k, None) for k in ("ship", "to", "extra"))
    ship = state.seats[seat].ships.get(ship_id) if isinstance(ship_id, str) else None
    if state.sailings_made >= state.cfg.max_sailings:
        return f"the limit of {count_text(state.cfg.max_sailings, 'sailing')} per turn is reached"
    if ship is None or ship_id not in SHIP_NAMES:
        return "you do not own that merchant ship"
    name = SHIP_NAMES[ship_id]
    if to == ship.location:
        return f"{name} is there already"
    row = state.rows.get(to) if isinstance(to, str) else None
    if row:
        front = bean_of(state, row[0])
        if not fits(state, ship.cargo, front):
            return f"{name} carries other beans than the {bean_name(front)} at the front of the row"
        run = moves.run_behind_front(state, row)
        if not isinstance(extra, int) or not 0 <= extra <= run:
            more = f"up to {count_text(run, 'more bean')} of it right behind" if run else \
                "no more, as the next card is another bean"
            return f"a ship loads the front bean of the row and {more}"
    elif extra:
        return "that row is empty, so there is nothing to load"
    return f"{KIND_WORDS['sail']} is possible {PHASE_WORDS['sail']}"


def _end_market_reason(state: BohnanzaState, seat: int) -> str:
    if state.dp == PLANT_RECEIVED:
        return (
            "phase 2 is over already; this step ends by itself once every face-up and "
            "received card is planted"
        )
    if seat != state.active:
        return f"only {state.seats[state.active].name}, the active player, ends phase 2"
    if state.dp == PLANT_HAND:
        return "phase 2 has not begun yet: end the planting from your hand first"
    if state.dp == REVIEW:
        return "close the review of the answers first"
    return f"{KIND_WORDS['end_market']} is possible {PHASE_WORDS['end_market']}"


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
    return _review_reason(state, action)


def _review_reason(state: BohnanzaState, action: Action) -> str:
    """Why a review item cannot be confirmed or answered (A's own knowledge only: the
    answers are public and the cards A would pay with are A's own)."""
    assert state.trade is not None
    partner = getattr(action, "partner", None)
    r = state.trade.response(partner) if isinstance(partner, int) else None
    if r is None:
        return "that player has not answered this proposal"
    name = state.seats[r.seat].name
    if r.status == "confirmed":
        return f"the trade with {name} is done already"
    if r.status not in trade.POSITIVE and r.status != "void":
        return f"{name} {r.status} and made no offer you could confirm"
    if action.kind == "counter_back":
        return f"{name}'s answer cannot be answered with new terms now"
    if r.status == "accepted" or r.offer is None:
        return f"the cards of the trade with {name} are no longer where they were"
    if not trade.holds(state, trade.givable(state, state.active), r.offer.want):
        return f"you do not hold the beans {name} asks for ({want_text(r.offer.want)})"
    return f"{name} no longer holds the cards offered"


def _free_reason(state: BohnanzaState, seat: int, action: Action) -> str:
    s = state.seats[seat]
    if state.dp == RAID_RESPONSE:
        return "while your ship is attacked you can only sell its cargo or give up one bean"
    if state.dp == FINAL_WINDOW and action.kind in ("sell_cargo", "buy"):
        return (
            "in the last loading before the scoring you can only load fields onto ships "
            "and move cargo"
        )
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
            return "in the last loading before the scoring you can only load fields onto ships"
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
    name = ITEM_NAMES[item]
    if moves.owns(state, s, item):
        return f"you already own {name}"
    if len(s.coins) < price:
        return f"{name} costs {count_text(price, 'coin')} and you have {len(s.coins)}"
    return f"buying {name} is not possible at this moment"
