"""The automatic steps of a turn (spec 3.2, 3.4, 3.10, 3.12): they run inside ``setup`` and
``apply`` until the next decision point opens or the game is settled."""

from __future__ import annotations

import random

from boardgames.core.rules import Event, private, public
from boardgames.games.bohnanza.data import bean_name, harbour_name
from boardgames.games.bohnanza.moves import final_moves
from boardgames.games.bohnanza.state import (
    FINAL_WINDOW,
    MARKET,
    OVER,
    PLANT_HAND,
    PLANT_RECEIVED,
    BohnanzaState,
)
from boardgames.games.bohnanza.text import beans_text, count_text
from boardgames.games.bohnanza.zones import (
    bean_of,
    game_ended,
    hand_add,
    lot_value,
    pending_cards,
    sell_lot,
    take_card,
)


def clockwise_from(state: BohnanzaState, seat: int) -> list[int]:
    return [(seat + k) % state.n for k in range(state.n)]


def discard_available(state: BohnanzaState) -> bool:
    return (
        state.mode == "duel"
        and not state.duel_discard_used
        and bool(state.seats[state.active].hand)
    )


def start_turn(state: BohnanzaState, rng: random.Random, events: list[Event]) -> None:
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
    events.append(public(f"Turn {state.turn}: {state.seats[state.active].name}."))
    if state.seats[state.active].hand:
        state.dp = PLANT_HAND
        state.decider = state.active
    else:
        events.append(public(f"{state.seats[state.active].name} has no hand cards to plant."))
        reveal(state, rng, events)


def after_action(state: BohnanzaState, rng: random.Random, events: list[Event]) -> None:
    """Close the decisions that end by themselves (3.3, 3.9)."""
    if state.dp == PLANT_HAND:
        hand = state.seats[state.active].hand
        if (state.planted_from_hand >= 2 or not hand) and not discard_available(state):
            reveal(state, rng, events)
    elif state.dp == PLANT_RECEIVED and not pending_cards(state, state.decider):
        state.queue.pop(0)
        next_planter(state, rng, events)


def reveal(state: BohnanzaState, rng: random.Random, events: list[Event]) -> None:
    """Phase 2 opens: reveal the face-up cards (and the duel's discard chain)."""
    cfg = state.cfg
    name = state.seats[state.active].name
    for _ in range(cfg.reveal):
        cid = take_card(state, rng, events)
        if cid is not None:
            state.face_up.append(cid)
        if game_ended(state):
            state.end_trigger = "during_reveal"
            break
    events.append(
        public(
            f"{name} reveals {beans_text(bean_of(state, c) for c in state.face_up) or 'nothing'}."
        )
    )
    if cfg.discard_chain:
        revealed = {bean_of(state, c) for c in state.face_up}
        chained = []
        while state.discard and bean_of(state, state.discard[-1]) in revealed:
            cid = state.discard.pop()
            state.face_up.append(cid)
            state.chained.append(cid)
            chained.append(bean_of(state, cid))
        if chained:
            events.append(public(f"From the discard pile {name} also takes {beans_text(chained)}."))
    state.dp = MARKET
    state.decider = state.active


def end_market(state: BohnanzaState, rng: random.Random, events: list[Event]) -> None:
    """The planting round: A, then clockwise, every seat with pending cards (3.9)."""
    events.append(public(f"{state.seats[state.active].name} ends the trading phase."))
    state.trade = None
    state.queue = clockwise_from(state, state.active)
    next_planter(state, rng, events)


def next_planter(state: BohnanzaState, rng: random.Random, events: list[Event]) -> None:
    while state.queue:
        seat = state.queue[0]
        if pending_cards(state, seat):
            state.dp = PLANT_RECEIVED
            state.decider = seat
            return
        state.queue.pop(0)
    state.chained = []
    if state.end_trigger != "none":
        finish(state, rng, events)
    else:
        draw_phase(state, rng, events)


def draw_phase(state: BohnanzaState, rng: random.Random, events: list[Event]) -> None:
    cfg = state.cfg
    active = state.seats[state.active]
    drawn: list[str] = []
    for _ in range(cfg.draw):
        cid = take_card(state, rng, events)
        if cid is not None:
            hand_add(state, active, cid)
            drawn.append(bean_of(state, cid))
        if game_ended(state):
            break
    events.append(public(f"{active.name} draws {count_text(len(drawn), 'card')}."))
    if drawn:
        names = ", ".join(bean_name(b) for b in drawn)
        events.append(private(f"You drew {names}.", state.active))
    if game_ended(state):
        state.end_trigger = "during_draw"
        finish(state, rng, events)
        return
    if cfg.island and refill(state, rng, events):
        state.end_trigger = "during_draw"
        finish(state, rng, events)
        return
    state.active = (state.active + 1) % state.n
    state.turn += 1
    start_turn(state, rng, events)


def refill(state: BohnanzaState, rng: random.Random, events: list[Event]) -> bool:
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
        beans = beans_text(bean_of(state, c) for c in row)
        events.append(public(f"{harbour_name(harbour)} is refilled: {beans}."))
        if game_ended(state):
            return True
    return False


def finish(state: BohnanzaState, rng: random.Random, events: list[Event]) -> None:
    """After the end trigger: the final window (lib/duel), then settlement (3.12)."""
    state.trade = None
    state.draft = None
    state.pick = None
    if state.cfg.island:
        state.queue = clockwise_from(state, state.active)
        next_final(state, rng, events)
    else:
        settle(state, events)


def next_final(state: BohnanzaState, rng: random.Random, events: list[Event]) -> None:
    while state.queue:
        seat = state.queue[0]
        if final_moves(state, seat):
            state.dp = FINAL_WINDOW
            state.decider = seat
            return
        state.queue.pop(0)
    settle(state, events)


def settle(state: BohnanzaState, events: list[Event]) -> None:
    """Harvest every field and sell every cargo (no protection rule); the game is over."""
    for seat in state.seats:
        for i, cards in enumerate(seat.fields):
            if cards:
                seat.fields[i] = []
                seat.stats.final_fields += sell_lot(state, seat, cards)
        for ship in seat.ships.values():
            cards, ship.cargo = ship.cargo, []
            if not cards:
                continue
            if lot_value(state, cards) >= 1:
                seat.stats.final_cargo += sell_lot(state, seat, cards)
            else:
                state.discard.extend(cards)
        cargo = f" and {seat.stats.final_cargo} from cargo" if state.cfg.island else ""
        events.append(
            public(
                f"Final scoring: {seat.name} gets {seat.stats.final_fields} from fields{cargo} "
                f"and ends with {count_text(len(seat.coins), 'coin')}."
            )
        )
    state.dp = OVER
    state.queue = []
