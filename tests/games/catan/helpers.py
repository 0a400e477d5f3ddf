"""Fixtures for the Neue Welt rule tests: "given" positions built directly (spec 8.0)."""

from __future__ import annotations

import random

from boardgames.core.rules import Action, Event
from boardgames.games.catan import effects, scoring
from boardgames.games.catan.board import board
from boardgames.games.catan.rules import RULES, Options
from boardgames.games.catan.state import EMPTY, State, chip_class

A, B, C, D = 0, 1, 2, 3


class Dice(random.Random):
    """An rng whose dice rolls are scripted (randint returns the queued values)."""

    def __init__(self, *rolls: int) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        return self.rolls.pop(0)


def game(n: int = 4, seed: int = 0, **options) -> State:
    """A fresh game in which A (seat 0) places first."""
    state = RULES.setup([f"P{i}" for i in range(n)], Options(**options), random.Random(seed))
    state.start_player = state.turn_seat = state.active = 0
    state.setup_queue = list(range(n))
    return state


def main_phase(n: int = 4, seat: int = A, seed: int = 0, **options) -> State:
    """A game in the main phase of ``seat`` with an empty board (no setup round)."""
    state = game(n, seed, **options)
    state.setup_queue = []
    state.turn = 1
    state.turn_seat = state.active = seat
    state.phase = state.return_phase = "main"
    return state


def act(state: State, seat: int, action: Action, rng: random.Random | None = None) -> list[Event]:
    RULES.check(state, seat, action)
    return RULES.apply(state, seat, action, rng or random.Random(1))


def legal(state: State, seat: int) -> list[Action]:
    return RULES.legal_actions(state, seat)


def kinds(state: State, seat: int, kind: str) -> list[Action]:
    return [a for a in legal(state, seat) if a.kind == kind]


def settle(state: State, seat: int, crossing: int, city: bool = False) -> None:
    p = state.players[seat]
    state.building[crossing] = seat
    p.settlements_left -= 1
    if city:
        state.city[crossing] = True
        p.cities_left -= 1
        p.settlements_left += 1


def road(state: State, seat: int, *edges: int) -> None:
    for e in edges:
        state.road[e] = seat
        state.players[seat].roads_left -= 1


def give(state: State, seat: int, **cards: int) -> None:
    for r, k in cards.items():
        state.bank[r] -= k
        state.players[seat].hand[r] += k


def give_gold(state: State, seat: int, amount: int) -> None:
    state.bank_gold -= amount
    state.players[seat].gold += amount


def give_knights(state: State, seat: int, k: int) -> None:
    state.knight_stack -= k
    state.players[seat].knights += k


def father(state: State, seat: int, father_id: str) -> None:
    """Move a founding father to ``seat`` from wherever it is."""
    for where in (state.father_pile, state.fathers_out, *(p.fathers for p in state.players)):
        if father_id in where:
            where.remove(father_id)
    state.players[seat].fathers.append(father_id)


def drop_fathers(state: State, seat: int) -> None:
    """Set aside all of a seat's fathers (a player with no father)."""
    state.fathers_out += state.players[seat].fathers
    state.players[seat].fathers = []


def set_chip(state: State, hex_id: int, klass: str) -> None:
    """Swap chips so that ``hex_id`` carries a chip of ``klass``."""
    if chip_class(state.chips[hex_id]) == klass:
        return
    other = next(
        h
        for h in board().random_fields
        if h != hex_id and state.chips[h] is not None and chip_class(state.chips[h]) == klass
    )
    state.chips[hex_id], state.chips[other] = state.chips[other], state.chips[hex_id]


def take_chip(state: State, hex_id: int, *holders: int) -> None:
    """The chip of ``hex_id`` was taken by holders[0]; the others bought in."""
    chip = state.chips[hex_id]
    state.chips[hex_id] = None
    state.players[holders[0]].chips.append(chip)
    state.holders[hex_id] = list(holders)
    for s in holders:
        state.players[s].tokens_left -= 1


def see(state: State, seat: int, *hexes: int) -> None:
    state.players[seat].seen |= set(hexes)


def produce(state: State, total: int) -> None:
    effects.production(state, total, state.turn_seat)


def vp(state: State, seat: int) -> int:
    return scoring.vp(state, seat)


def empty(state: State, crossing: int) -> bool:
    return state.building[crossing] == EMPTY
