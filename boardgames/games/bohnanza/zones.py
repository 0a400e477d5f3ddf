"""Card movements shared by all actions: taking from the draw pile (with exhaustion and
reshuffle, R24), selling a lot of beans, paying coins, and the field / ship predicates."""

from __future__ import annotations

import random

from boardgames.core.rules import Event, public
from boardgames.games.bohnanza.data import value
from boardgames.games.bohnanza.state import HOME, PIRATE, BohnanzaState, SeatState, Ship
from boardgames.games.bohnanza.text import count_text


def bean_of(state: BohnanzaState, cid: str) -> str:
    return state.cfg.bean_of[cid]


def lot_bean(state: BohnanzaState, cards: list[str]) -> str | None:
    """The bean of a field or cargo (all its cards share one), None when empty."""
    return state.cfg.bean_of[cards[0]] if cards else None


def fits(state: BohnanzaState, cards: list[str], bean: str) -> bool:
    """A field (or cargo) can take ``bean``: it is empty or holds that bean."""
    return not cards or state.cfg.bean_of[cards[0]] == bean


def harvestable(fields: list[list[str]], index: int, protect: bool = True) -> bool:
    """The field is not empty and the bean protection rule (R9) allows harvesting it."""
    cards = fields[index]
    if not cards:
        return False
    if not protect or len(cards) != 1:
        return True
    return all(len(f) < 2 for i, f in enumerate(fields) if i != index)


def lot_value(state: BohnanzaState, cards: list[str]) -> int:
    return value(state.cfg.bean_of[cards[0]], len(cards)) if cards else 0


def sell_lot(state: BohnanzaState, seat: SeatState, cards: list[str]) -> int:
    """Turn a harvested lot into coins: the first ``value`` cards become coins on top of the
    stack, the rest go onto the discard pile (R13). Returns the coins earned."""
    v = lot_value(state, cards)
    seat.coins.extend(cards[:v])
    state.discard.extend(cards[v:])
    return v


def ship_location(ship_id: str, ship: Ship) -> str:
    """The pirate ship has no location of its own: it counts as home (D38)."""
    return HOME if ship_id == PIRATE else ship.location


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


def pending_cards(state: BohnanzaState, seat: int) -> list[str]:
    """Cards the seat must still plant: received cards, plus the face-up cards for A."""
    cards = state.seats[seat].received
    return state.face_up + cards if seat == state.active else cards


def game_ended(state: BohnanzaState) -> bool:
    return state.exhaustions >= state.cfg.end_exhaustions


def take_card(state: BohnanzaState, rng: random.Random, events: list[Event]) -> str | None:
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
    state.barrier = "a card was taken from the draw pile"
    if not state.draw:
        _exhaust(state, rng, events)
    return cid


def _exhaust(state: BohnanzaState, rng: random.Random, events: list[Event]) -> None:
    state.exhaustions += 1
    end = state.cfg.end_exhaustions
    events.append(public(f"The draw pile is used up (exhaustion {state.exhaustions} of {end})."))
    if game_ended(state):
        events.append(public("That was the last exhaustion: the game ends."))
    elif state.discard or state.set_aside:
        _reshuffle(state, rng, events)
    else:
        events.append(public("The discard pile is empty: there is nothing to shuffle yet."))


def _reshuffle(state: BohnanzaState, rng: random.Random, events: list[Event]) -> None:
    pile = state.discard + state.set_aside
    rng.shuffle(pile)
    state.draw = pile
    state.discard = []
    state.set_aside = []
    events.append(public(f"Reshuffle: {count_text(len(pile), 'card')} form a new draw pile."))
