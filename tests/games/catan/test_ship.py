"""Spec 8.5: the ship and Magellan (TC-23..TC-25)."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.catan import actions as X
from boardgames.games.catan import effects
from tests.games.catan.helpers import (
    A,
    D,
    act,
    drop_fathers,
    father,
    give,
    kinds,
    main_phase,
    produce,
    road,
    settle,
)


def plain(seat=A, **options):
    state = main_phase(4, seat, **options)
    for s in range(4):
        drop_fathers(state, s)
    return state


def next_turn_of(state, seat):
    state.turn_seat = seat
    effects.start_turn(state, seat)
    state.phase = state.return_phase = "main"


def sail(state, *hexes):
    for h in hexes:
        act(state, A, X.MoveShip(hex=h))


def test_tc23_moves_and_the_same_turn_ban():
    state = plain()
    give(state, A, wood=3, wool=3)
    sail(state, 33, 32, 30)
    p = state.players[A]
    assert p.hand["wood"] == 0 and p.hand["wool"] == 0 and p.ship == 30
    road(state, A, 47)
    settle(state, A, 16)
    give(state, A, wood=2, brick=2, wool=1, grain=3, ore=3)
    assert kinds(state, A, "build_settlement") == []
    assert kinds(state, A, "build_free_settlement") == []
    assert kinds(state, A, "found_by_ship") == []
    with pytest.raises(IllegalAction, match="ship"):
        act(state, A, X.BuildSettlement(crossing=32))
    assert kinds(state, A, "build_city") and kinds(state, A, "build_road")


@pytest.mark.parametrize(("start", "target"), [(35, 34), (35, 32), (33, 29)])
def test_tc23_illegal_moves(start, target):
    state = plain()
    state.players[A].ship = start
    give(state, A, wood=1, wool=1)
    with pytest.raises(IllegalAction):
        act(state, A, X.MoveShip(hex=target))


def test_tc23_founding_next_turn():
    state = plain()
    give(state, A, wood=3, wool=3)
    sail(state, 33, 32, 30)
    next_turn_of(state, A)
    seen = set(state.players[A].seen)
    settlements = state.players[A].settlements_left
    act(state, A, X.FoundByShip(crossing=61))
    assert state.players[A].ship is None and state.players[A].settlements_left == settlements - 1
    assert state.players[A].seen == seen and state.players[A].cards() == 0
    assert kinds(state, A, "move_ship") == [] and kinds(state, A, "found_by_ship") == []


def test_tc23_option_ship_settlement():
    state = plain(ship_move_blocks="ship_settlement")
    give(state, A, wood=2, wool=2)
    sail(state, 33)
    road(state, A, 47)
    give(state, A, wood=1, brick=1, wool=1, grain=1)
    assert kinds(state, A, "found_by_ship") == []
    act(state, A, X.BuildSettlement(crossing=32))


def test_tc23_reverse_direction():
    state = plain()
    road(state, A, 47)
    give(state, A, wood=2, brick=1, wool=2, grain=1)
    act(state, A, X.BuildSettlement(crossing=32))
    with pytest.raises(IllegalAction, match="settlement this turn"):
        act(state, A, X.MoveShip(hex=33))


def test_tc24_founding_from_the_start_hex():
    state = plain()
    settle(state, D, 66)
    assert kinds(state, A, "found_by_ship") == []
    free = plain()
    assert {a.crossing for a in kinds(free, A, "found_by_ship")} == {66, 67, 69}
    act(free, A, X.FoundByShip(crossing=67))
    assert not free.players[A].voucher_used


def test_tc25_magellan():
    state = plain()
    father(state, A, "magellan")
    state.players[A].ship = 33
    give(state, A, wood=1, wool=1)
    act(state, A, X.MoveShip(hex=29))
    next_turn_of(state, A)
    act(state, A, X.FoundByShip(crossing=53))
    gold = state.players[A].gold
    produce(state, 4)
    assert state.players[A].gold == gold + 1
    give(state, A, wood=1, brick=1)
    act(state, A, X.BuildRoad(edge=75))
    assert state.pacific == A


def test_tc25_link_of_two_steps():
    state = plain(magellan_link_steps=2)
    father(state, A, "magellan")
    state.players[A].ship = 33
    give(state, A, wood=2, wool=2)
    act(state, A, X.MoveShip(hex=29))
    assert state.players[A].ship == 33 and state.players[A].ship_link_to == 29
    next_turn_of(state, A)
    assert kinds(state, A, "found_by_ship") == []
    assert [a.hex for a in kinds(state, A, "move_ship")] == [29]
    act(state, A, X.MoveShip(hex=29))
    assert state.players[A].ship == 29 and state.players[A].ship_link_to is None
