"""Carrying out actions: ``apply`` dispatches an action to its handler, and the automatic
steps of a turn (spec 3.2, 3.4, 3.10, 3.12) run after it until the next decision point
opens or the game is settled.

Sections: the card movements every action shares (the draw pile with exhaustion and
reshuffle, R24; selling a lot; paying coins), the course of a turn, planting and the free
actions, sailing and raids, the trade protocol of 3.6 with the draft and pick steps of
3.14, and the handlers. Every log event comes from ``text.MESSAGES``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from boardgames.core.i18n import N_
from boardgames.core.rules import Action, Event, dispatch
from boardgames.games.bohnanza.board import PIRATE, clockwise_from
from boardgames.games.bohnanza.legal import final_moves, givable, item_valid
from boardgames.games.bohnanza.state import (
    FINAL_WINDOW,
    MARKET,
    OVER,
    PLANT_HAND,
    PLANT_RECEIVED,
    POSITIVE,
    RAID_RESPONSE,
    RESPOND,
    REVIEW,
    BohnanzaState,
    Draft,
    Pick,
    Proposal,
    Response,
    SeatState,
    Ship,
    TradeRound,
    bean_of,
    game_ended,
    lot_bean,
    lot_value,
    pending_cards,
    raid_value,
)
from boardgames.games.bohnanza.text import MESSAGES

Events = list[Event]


def event(state: BohnanzaState, key: str, *, to: int | None = None, **params: Any) -> Event:
    """A log event of ``text.MESSAGES``: public, or readable only by the seat ``to``."""
    return MESSAGES.event(key, [s.name for s in state.seats],
                          to=None if to is None else [to], **params)


# -- card movements ------------------------------------------------------------------------------


def sell_lot(state: BohnanzaState, seat: SeatState, cards: list[str]) -> int:
    """Turn a harvested lot into coins: the first ``value`` cards become coins on top of the
    stack, the rest go onto the discard pile (R13). Returns the coins earned."""
    v = lot_value(state, cards)
    seat.coins.extend(cards[:v])
    state.discard.extend(cards[v:])
    return v


def pay(state: BohnanzaState, seat: SeatState, price: int) -> None:
    """Pay coins from the top of the stack to the discard pile or, in the duel, aside (R28)."""
    dest = state.set_aside if state.cfg.paid_to == "set_aside" else state.discard
    for _ in range(price):
        dest.append(seat.coins.pop())
    seat.stats.spent += price


def hand_add(state: BohnanzaState, seat: SeatState, cid: str) -> None:
    """A card enters a hand at the back (R6)."""
    seat.hand.append(cid)
    seat.arrival[cid] = state.arrivals
    state.arrivals += 1


def hand_remove(seat: SeatState, cid: str) -> None:
    seat.hand.remove(cid)
    del seat.arrival[cid]


def take_card(state: BohnanzaState, rng: random.Random, events: Events) -> str | None:
    """Take the top card of the draw pile (R24). Returns None only when the end was
    triggered before a card could be taken; callers check ``game_ended`` after each take."""
    while not state.draw:
        if game_ended(state):
            return None
        if state.discard or state.set_aside:
            _reshuffle(state, rng, events)
        else:
            _exhaust(state, rng, events)
    cid = state.draw.pop()
    state.barrier = N_("a card was taken from the draw pile")
    if not state.draw:
        _exhaust(state, rng, events)
    return cid


def _exhaust(state: BohnanzaState, rng: random.Random, events: Events) -> None:
    state.exhaustions += 1
    events.append(event(state, "exhausted", count=state.exhaustions,
                        end=state.cfg.end_exhaustions))
    if game_ended(state):
        events.append(event(state, "last_exhaustion"))
    elif state.discard or state.set_aside:
        _reshuffle(state, rng, events)
    else:
        events.append(event(state, "nothing_to_shuffle"))


def _reshuffle(state: BohnanzaState, rng: random.Random, events: Events) -> None:
    pile = state.discard + state.set_aside
    rng.shuffle(pile)
    state.draw = pile
    state.discard = []
    state.set_aside = []
    events.append(event(state, "reshuffle", count=len(pile)))


def _beans(state: BohnanzaState, cards: list[str]) -> list[str]:
    return [bean_of(state, c) for c in cards]


# -- the course of a turn ------------------------------------------------------------------------


def discard_available(state: BohnanzaState) -> bool:
    return (
        state.mode == "duel"
        and not state.duel_discard_used
        and bool(state.seats[state.turn_player].hand)
    )


def start_turn(state: BohnanzaState, rng: random.Random, events: Events) -> None:
    """Phase 1 of A's turn, skipped when the hand is empty."""
    state.planted_from_hand = 0
    state.duel_discard_used = False
    state.proposals_made = 0
    state.sailings_made = 0
    state.raided = []
    state.trade = None
    state.draft = None
    state.pick = None
    state.raid = None
    events.append(event(state, "turn", turn=state.turn, seat=state.turn_player))
    if state.seats[state.turn_player].hand:
        state.phase = PLANT_HAND
        state.active = state.turn_player
    else:
        events.append(event(state, "no_hand_cards", seat=state.turn_player))
        reveal(state, rng, events)


def after_action(state: BohnanzaState, rng: random.Random, events: Events) -> None:
    """Close the decisions that end by themselves (3.3, 3.9)."""
    if state.phase == PLANT_HAND:
        hand = state.seats[state.turn_player].hand
        if (state.planted_from_hand >= 2 or not hand) and not discard_available(state):
            reveal(state, rng, events)
    elif state.phase == PLANT_RECEIVED and not pending_cards(state, state.active):
        state.queue.pop(0)
        next_planter(state, rng, events)


def reveal(state: BohnanzaState, rng: random.Random, events: Events) -> None:
    """Phase 2 opens: reveal the face-up cards (and the duel's discard chain)."""
    cfg = state.cfg
    for _ in range(cfg.reveal):
        cid = take_card(state, rng, events)
        if cid is not None:
            state.face_up.append(cid)
        if game_ended(state):
            state.end_trigger = "during_reveal"
            break
    events.append(event(state, "reveal", seat=state.turn_player, cids=list(state.face_up),
                        beans=_beans(state, state.face_up)))
    if cfg.discard_chain:
        revealed = {bean_of(state, c) for c in state.face_up}
        chained = []
        while state.discard and bean_of(state, state.discard[-1]) in revealed:
            cid = state.discard.pop()
            state.face_up.append(cid)
            state.chained.append(cid)
            chained.append(cid)
        if chained:
            events.append(event(state, "chain", seat=state.turn_player, cids=chained,
                                beans=_beans(state, chained)))
    state.phase = MARKET
    state.active = state.turn_player


def end_market(state: BohnanzaState, rng: random.Random, events: Events) -> None:
    """The planting round: A, then clockwise, every seat with pending cards (3.9)."""
    events.append(event(state, "end_market", seat=state.turn_player))
    state.trade = None
    state.queue = clockwise_from(state.n, state.turn_player)
    next_planter(state, rng, events)


def next_planter(state: BohnanzaState, rng: random.Random, events: Events) -> None:
    while state.queue:
        seat = state.queue[0]
        if pending_cards(state, seat):
            state.phase = PLANT_RECEIVED
            state.active = seat
            return
        state.queue.pop(0)
    state.chained = []
    if state.end_trigger != "none":
        finish(state, rng, events)
    else:
        draw_phase(state, rng, events)


def draw_phase(state: BohnanzaState, rng: random.Random, events: Events) -> None:
    cfg = state.cfg
    active = state.seats[state.turn_player]
    drawn: list[str] = []
    for _ in range(cfg.draw):
        cid = take_card(state, rng, events)
        if cid is not None:
            hand_add(state, active, cid)
            drawn.append(cid)
        if game_ended(state):
            break
    events.append(event(state, "draw", seat=state.turn_player, count=len(drawn)))
    if drawn:
        events.append(event(state, "drew", to=state.turn_player, seat=state.turn_player,
                            cids=drawn, beans=_beans(state, drawn)))
    if game_ended(state):
        state.end_trigger = "during_draw"
        finish(state, rng, events)
        return
    if cfg.island and refill(state, rng, events):
        state.end_trigger = "during_draw"
        finish(state, rng, events)
        return
    state.turn_player = (state.turn_player + 1) % state.n
    state.turn += 1
    start_turn(state, rng, events)


def refill(state: BohnanzaState, rng: random.Random, events: Events) -> bool:
    """Refill every empty island row with 5 cards (R38). True if the game ended."""
    cfg = state.cfg
    for harbour in cfg.harbours:
        row = state.rows[harbour]
        if row:
            continue
        for _ in range(cfg.refill_cards):
            cid = take_card(state, rng, events)
            if cid is not None:
                row.append(cid)
            if game_ended(state):
                break
        events.append(event(state, "refill", harbour=harbour, beans=_beans(state, row)))
        if game_ended(state):
            return True
    return False


def finish(state: BohnanzaState, rng: random.Random, events: Events) -> None:
    """After the end trigger: the final window (lib/duel), then settlement (3.12)."""
    state.trade = None
    state.draft = None
    state.pick = None
    if state.cfg.island:
        state.queue = clockwise_from(state.n, state.turn_player)
        next_final(state, rng, events)
    else:
        settle(state, events)


def next_final(state: BohnanzaState, rng: random.Random, events: Events) -> None:
    while state.queue:
        seat = state.queue[0]
        if final_moves(state, seat):
            state.phase = FINAL_WINDOW
            state.active = seat
            return
        state.queue.pop(0)
    settle(state, events)


def settle(state: BohnanzaState, events: Events) -> None:
    """Harvest every field and sell every cargo (no protection rule); the game is over."""
    for i, seat in enumerate(state.seats):
        for k, cards in enumerate(seat.fields):
            if cards:
                seat.fields[k] = []
                seat.stats.final_fields += sell_lot(state, seat, cards)
        for ship in seat.ships.values():
            cards, ship.cargo = ship.cargo, []
            if not cards:
                continue
            if lot_value(state, cards) >= 1:
                seat.stats.final_cargo += sell_lot(state, seat, cards)
            else:
                state.discard.extend(cards)
        events.append(event(state, "final_scoring", seat=i, fields=seat.stats.final_fields,
                            cargo=seat.stats.final_cargo if state.cfg.island else None,
                            coins=len(seat.coins)))
    state.phase = OVER
    state.queue = []


# -- planting and the free actions ---------------------------------------------------------------


def _plant(state: BohnanzaState, seat_no: int, cid: str, field: int, source: str) -> Events:
    seat = state.seats[seat_no]
    seat.fields[field].append(cid)
    return [event(state, "plant", seat=seat_no, cid=cid, bean=bean_of(state, cid), field=field,
                  count=len(seat.fields[field]), source=source)]


def plant_front(state: BohnanzaState, field: int) -> Events:
    seat = state.seats[state.turn_player]
    cid = seat.hand[0]
    hand_remove(seat, cid)
    state.planted_from_hand += 1
    return _plant(state, state.turn_player, cid, field, "hand")


def plant_pending(state: BohnanzaState, seat_no: int, cid: str, field: int) -> Events:
    seat = state.seats[seat_no]
    if cid in seat.received:
        seat.received.remove(cid)
        source = "received"
    else:
        state.face_up.remove(cid)
        if cid in state.chained:
            state.chained.remove(cid)
        source = "face_up"
    return _plant(state, seat_no, cid, field, source)


def duel_discard(state: BohnanzaState, cid: str) -> Events:
    seat = state.seats[state.turn_player]
    hand_remove(seat, cid)
    state.discard.append(cid)
    state.duel_discard_used = True
    return [event(state, "duel_discard", seat=state.turn_player, cid=cid,
                  bean=bean_of(state, cid))]


def harvest(state: BohnanzaState, seat_no: int, field: int, dest: str) -> Events:
    seat = state.seats[seat_no]
    cards = seat.fields[field]
    seat.fields[field] = []
    lot: dict[str, Any] = {"bean": bean_of(state, cards[0]), "count": len(cards)}
    if dest == "sell":
        coins = sell_lot(state, seat, cards)
        seat.stats.field_coins += coins
        return [event(state, "harvest", seat=seat_no, field=field, dest=dest, coins=coins, **lot)]
    seat.ships[dest].cargo.extend(cards)
    return [event(state, "harvest", seat=seat_no, field=field, dest=dest, coins=0, **lot)]


def sell_cargo(state: BohnanzaState, seat_no: int, ship: str) -> Events:
    seat = state.seats[seat_no]
    s = seat.ships[ship]
    cards, s.cargo = s.cargo, []
    bean, count = bean_of(state, cards[0]), len(cards)
    coins = sell_lot(state, seat, cards)
    seat.stats.cargo_coins += coins
    return [event(state, "sell_cargo", seat=seat_no, ship=ship, bean=bean, count=count,
                  coins=coins)]


def transfer(state: BohnanzaState, seat_no: int, src: str, dst: str) -> Events:
    seat = state.seats[seat_no]
    a, b = seat.ships[src], seat.ships[dst]
    bean, count = bean_of(state, a.cargo[0]), len(a.cargo)
    b.cargo.extend(a.cargo)
    a.cargo = []
    return [event(state, "transfer", seat=seat_no, src=src, dst=dst, bean=bean, count=count)]


def buy(state: BohnanzaState, seat_no: int, item: str) -> Events:
    seat = state.seats[seat_no]
    price = state.cfg.prices[item]
    pay(state, seat, price)
    seat.stats.purchases.append(item)
    if item == "third_field":
        seat.fields.append([])
    elif item == "second_ship":
        seat.ships["m2"] = Ship()
    else:
        seat.ships[PIRATE] = Ship()
    return [event(state, "buy", seat=seat_no, item=item, price=price)]


# -- sailing and raids ---------------------------------------------------------------------------


def sail(state: BohnanzaState, ship_id: str, to: str, extra: int) -> Events:
    seat = state.seats[state.turn_player]
    ship = seat.ships[ship_id]
    ship.location = to
    state.sailings_made += 1
    row = state.rows.get(to)
    loaded: list[str] = []
    if row:
        loaded = row[: extra + 1]
        del row[: extra + 1]
        ship.cargo.extend(loaded)
        seat.stats.island_loaded += len(loaded)
    return [event(state, "sail", seat=state.turn_player, ship=ship_id, place=to,
                  bean=lot_bean(state, loaded), count=len(loaded))]


def raid(state: BohnanzaState, seat: int, target: int, ship: str) -> Events:
    state.raided.append((target, ship))
    state.raid = (target, ship)
    cargo = state.seats[target].ships[ship].cargo
    events = [event(state, "raid", seat=seat, target_seat=target, ship=ship,
                    bean=lot_bean(state, cargo), count=len(cargo))]
    if raid_value(state):
        state.phase = RAID_RESPONSE
        state.active = target
        return events
    state.barrier = N_("a raid was resolved")
    events.append(event(state, "raid_worthless", seat=target))
    return events + raid_surrender(state)


def raid_sell(state: BohnanzaState) -> Events:
    assert state.raid is not None
    target, ship = state.raid
    events = sell_cargo(state, target, ship)
    state.raid = None
    return events


def raid_surrender(state: BohnanzaState) -> Events:
    assert state.raid is not None
    target, ship = state.raid
    victim = state.seats[target]
    raider = state.seats[state.turn_player]
    cid = victim.ships[ship].cargo.pop()
    raider.ships[PIRATE].cargo.append(cid)
    victim.stats.raid_lost += 1
    raider.stats.raid_captured += 1
    state.raid = None
    return [event(state, "raid_surrender", seat=target, raider_seat=state.turn_player, cid=cid,
                  bean=bean_of(state, cid))]


def raid_answer(state: BohnanzaState, sell: bool) -> Events:
    events = raid_sell(state) if sell else raid_surrender(state)
    state.phase = MARKET
    state.active = state.turn_player
    state.barrier = N_("a raid was resolved")
    return events


# -- trading (3.6, 3.14) -------------------------------------------------------------------------
#
# Only the active player A starts proposals; every trade has A on one side. Nothing moves
# until A confirms a review item; confirmed cards go to the receivers' received areas.

PROPOSAL_KIND = {"propose": "direct", "ask_table": "table", "counter_back": "direct"}


def open_draft(state: BohnanzaState, seat: int, purpose: str, to: int | None) -> Events:
    state.proposals_made += 1
    state.draft = Draft(seat=seat, purpose=purpose, to_seat=to)
    return []


def toggle_give(state: BohnanzaState, cid: str) -> Events:
    d = state.draft
    assert d is not None
    if cid in d.give:
        d.give.remove(cid)
    else:
        d.give.append(cid)
    return []


def change_want(state: BohnanzaState, bean: str, delta: int) -> Events:
    d = state.draft
    assert d is not None
    n = d.want.get(bean, 0) + delta
    if n:
        d.want[bean] = n
    else:
        del d.want[bean]
    return []


def cancel(state: BohnanzaState) -> Events:
    if state.pick is not None:
        state.pick = None
    else:
        state.draft = None
    return []


def _terms(p: Proposal) -> dict[str, Any]:
    """The public terms of a proposal as event parameters."""
    return {"beans": list(p.beans), "sources": list(p.sources), "want": dict(p.want)}


def send(state: BohnanzaState) -> Events:
    d = state.draft
    assert d is not None
    state.draft = None
    sources = ["face_up" if c in state.face_up else "hand" for c in d.give]
    kind = PROPOSAL_KIND.get(d.purpose, "counter" if d.purpose == "counter" else "offer")
    p = Proposal(
        kind=kind,
        from_seat=d.seat,
        to_seat=d.to_seat,
        give=list(d.give),
        beans=[bean_of(state, c) for c in d.give],
        sources=sources,
        want=dict(d.want),
    )
    if d.purpose in ("counter", "offer"):
        assert state.trade is not None
        status = "countered" if d.purpose == "counter" else "offered"
        state.trade.responses.append(Response(seat=d.seat, status=status, offer=p))
        events = [event(state, d.purpose, seat=d.seat, **_terms(p))]
        return events + next_responder(state)
    if kind == "direct":
        assert d.to_seat is not None
        responders = [d.to_seat]
        events = dropped_answers(state, keep=d.to_seat) if d.purpose == "counter_back" else []
        events.append(event(state, "propose", seat=d.seat, to_seat=d.to_seat, **_terms(p)))
    else:
        responders = clockwise_from(state.n, state.turn_player)[1:]
        events = [event(state, "ask_table", seat=d.seat, **_terms(p))]
    start_round(state, p, responders)
    return events


def open_call(state: BohnanzaState) -> Events:
    state.proposals_made += 1
    p = Proposal("open_call", state.turn_player, None, [], [], [], {})
    start_round(state, p, clockwise_from(state.n, state.turn_player)[1:])
    return [event(state, "open_call", seat=state.turn_player)]


def start_round(state: BohnanzaState, p: Proposal, responders: list[int]) -> None:
    state.trade = TradeRound(proposal=p, responders=responders)
    state.phase = RESPOND
    state.active = responders[0]


def next_responder(state: BohnanzaState) -> Events:
    """After an answer: the next responder, else the review, else back to the market."""
    trade = state.trade
    assert trade is not None
    answered = len(trade.responses)
    if answered < len(trade.responders):
        state.active = trade.responders[answered]
        return []
    if any(r.status in POSITIVE for r in trade.responses):
        trade.reviewing = True
        state.phase = REVIEW
        state.active = state.turn_player
        return []
    return back_to_market(state)


def back_to_market(state: BohnanzaState) -> Events:
    state.trade = None
    state.phase = MARKET
    state.active = state.turn_player
    return []


def dropped_answers(state: BohnanzaState, keep: int | None = None) -> Events:
    """Leaving the review discards the answers still open (3.6.3 item 4): tell the table,
    so that a seat which accepted or countered knows no trade with it will happen."""
    trade = state.trade
    if trade is None:
        return []
    seats = [r.seat for r in trade.responses if r.status in POSITIVE and r.seat != keep]
    if not seats:
        return []
    return [event(state, "review_closed", seat=state.turn_player, seats=seats)]


def close_review(state: BohnanzaState) -> Events:
    return dropped_answers(state) + back_to_market(state)


def answer(state: BohnanzaState, seat: int, status: str) -> Events:
    """Decline or Pass."""
    assert state.trade is not None
    state.trade.responses.append(Response(seat=seat, status=status))
    key = "decline" if status == "declined" else "pass"
    return [event(state, key, seat=seat), *next_responder(state)]


def start_pick(
    state: BohnanzaState, seat: int, purpose: str, partner: int, want: dict[str, int]
) -> Events:
    """Choose concrete cards for ``want``; beans with exactly the needed copies are taken
    at once, and with nothing left to choose the pick completes immediately."""
    cards = givable(state, seat)
    need = dict(want)
    picked: list[str] = []
    for bean, n in want.items():
        copies = [c for c in cards if bean_of(state, c) == bean]
        if len(copies) == n:
            picked += copies
            need[bean] = 0
    state.pick = Pick(seat=seat, purpose=purpose, partner=partner, need=need, picked=picked)
    if not any(need.values()):
        return complete_pick(state)
    return []


def pick_card(state: BohnanzaState, cid: str) -> Events:
    p = state.pick
    assert p is not None
    p.picked.append(cid)
    p.need[bean_of(state, cid)] -= 1
    if not any(p.need.values()):
        return complete_pick(state)
    return []


def complete_pick(state: BohnanzaState) -> Events:
    p = state.pick
    assert p is not None and state.trade is not None
    state.pick = None
    if p.purpose == "accept":
        beans = [bean_of(state, c) for c in p.picked]
        state.trade.responses.append(
            Response(seat=p.seat, status="accepted", cards=list(p.picked), beans=beans)
        )
        return [event(state, "accept", seat=p.seat, beans=list(beans)), *next_responder(state)]
    r = state.trade.response(p.partner)
    assert r is not None and r.offer is not None
    return execute(state, r, a_cards=list(p.picked), p_cards=list(r.offer.give))


def accept(state: BohnanzaState, seat: int) -> Events:
    assert state.trade is not None
    return start_pick(state, seat, "accept", state.turn_player, state.trade.proposal.want)


def confirm(state: BohnanzaState, partner: int) -> Events:
    trade = state.trade
    assert trade is not None
    r = trade.response(partner)
    assert r is not None
    if r.status == "accepted":
        return execute(state, r, a_cards=list(trade.proposal.give), p_cards=list(r.cards))
    assert r.offer is not None
    return start_pick(state, state.turn_player, "confirm", partner, r.offer.want)


def execute(state: BohnanzaState, r: Response, a_cards: list[str], p_cards: list[str]) -> Events:
    """Move the cards of one confirmed trade (atomic, 3.6.6)."""
    trade = state.trade
    assert trade is not None
    a, p = state.seats[state.turn_player], state.seats[r.seat]
    face_up_beans, hand_beans = [], []
    for cid in a_cards:
        if cid in state.face_up:
            state.face_up.remove(cid)
            face_up_beans.append(bean_of(state, cid))
        else:
            hand_remove(a, cid)
            hand_beans.append(bean_of(state, cid))
        p.received.append(cid)
    for cid in p_cards:
        hand_remove(p, cid)
        a.received.append(cid)
    r.status = "confirmed"
    a.stats.trades += 1
    p.stats.trades += 1
    state.barrier = N_("a trade was carried out")
    events = [event(state, "trade", seat=state.turn_player, partner_seat=r.seat,
                    face_up=face_up_beans, hand=hand_beans, got=_beans(state, p_cards))]
    for other in trade.responses:
        if other.status in POSITIVE and not item_valid(state, trade, other):
            other.status = "void"
            events.append(event(state, "void", seat=other.seat))
    if not any(o.status in POSITIVE for o in trade.responses):
        events += back_to_market(state)
    return events


# -- the handlers --------------------------------------------------------------------------------

Handler = Callable[[BohnanzaState, int, random.Random, Any], Events]


def _plant_front(state: BohnanzaState, seat: int, rng: random.Random, a: Any) -> Events:
    state.barrier = N_("a hand card was shown")
    return plant_front(state, a.field)


def _duel_discard(state: BohnanzaState, seat: int, rng: random.Random, a: Any) -> Events:
    state.barrier = N_("a hand card was shown")
    return duel_discard(state, a.cid)


def _end_planting(state: BohnanzaState, seat: int, rng: random.Random, a: Any) -> Events:
    events = [event(state, "end_planting", seat=seat)]
    reveal(state, rng, events)
    return events


def _done_final(state: BohnanzaState, seat: int, rng: random.Random, a: Any) -> Events:
    state.queue.pop(0)
    events = [event(state, "done_final", seat=seat)]
    next_final(state, rng, events)
    return events


def _end_market(state: BohnanzaState, seat: int, rng: random.Random, a: Any) -> Events:
    events: Events = []
    end_market(state, rng, events)
    return events


HANDLERS: dict[str, Handler] = {
    "plant_front": _plant_front,
    "end_planting": _end_planting,
    "duel_discard": _duel_discard,
    "plant_pending": lambda st, s, r, a: plant_pending(st, s, a.cid, a.field),
    "harvest": lambda st, s, r, a: harvest(st, s, a.field, a.dest),
    "sell_cargo": lambda st, s, r, a: sell_cargo(st, s, a.ship),
    "transfer_cargo": lambda st, s, r, a: transfer(st, s, a.src, a.dst),
    "buy": lambda st, s, r, a: buy(st, s, a.item),
    "sail": lambda st, s, r, a: sail(st, a.ship, a.to, a.extra),
    "raid": lambda st, s, r, a: raid(st, s, a.target, a.ship),
    "raid_sell": lambda st, s, r, a: raid_answer(st, True),
    "raid_surrender": lambda st, s, r, a: raid_answer(st, False),
    "end_market": _end_market,
    "done_final": _done_final,
    "propose": lambda st, s, r, a: open_draft(st, s, "propose", a.to),
    "ask_table": lambda st, s, r, a: open_draft(st, s, "ask_table", None),
    "open_call": lambda st, s, r, a: open_call(st),
    "counter": lambda st, s, r, a: open_draft(st, s, "counter", st.turn_player),
    "offer": lambda st, s, r, a: open_draft(st, s, "offer", st.turn_player),
    "counter_back": lambda st, s, r, a: open_draft(st, s, "counter_back", a.partner),
    "accept": lambda st, s, r, a: accept(st, s),
    "decline": lambda st, s, r, a: answer(st, s, "declined"),
    "pass": lambda st, s, r, a: answer(st, s, "passed"),
    "confirm": lambda st, s, r, a: confirm(st, a.partner),
    "close_review": lambda st, s, r, a: close_review(st),
    "draft_give": lambda st, s, r, a: toggle_give(st, a.cid),
    "draft_want": lambda st, s, r, a: change_want(st, a.bean, a.delta),
    "draft_send": lambda st, s, r, a: send(st),
    "draft_cancel": lambda st, s, r, a: cancel(st),
    "pick": lambda st, s, r, a: pick_card(st, a.cid),
}


def apply(state: BohnanzaState, seat: int, action: Action, rng: random.Random) -> Events:
    """Carry out a legal action of ``seat`` and the automatic steps after it."""
    state.barrier = None
    events = dispatch(HANDLERS, action, state, seat, rng)
    after_action(state, rng, events)
    return events
