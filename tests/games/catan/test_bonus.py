"""Spec 8.6: Gold Rush, Pacific, Longest Road and gold production (TC-26..TC-29)."""

from __future__ import annotations

from boardgames.games.catan import actions as X
from boardgames.games.catan.board import board
from boardgames.games.catan.effects import update_longest_road
from tests.games.catan.helpers import (
    A,
    B,
    C,
    act,
    drop_fathers,
    give,
    main_phase,
    produce,
    road,
    settle,
    take_chip,
    vp,
)


def plain(seat=A):
    state = main_phase(4, seat)
    for s in range(4):
        drop_fathers(state, s)
    return state


def build(state, seat, crossing, start):
    """``seat`` builds a paid settlement at ``crossing`` at the end of its road from ``start``."""
    state.turn_seat = state.active = seat
    road(state, seat, board().edge_between(crossing, start))
    give(state, seat, wood=1, brick=1, wool=1, grain=1)
    act(state, seat, X.BuildSettlement(crossing=crossing))


def test_tc26_gold_rush_changes_hands():
    state = plain()
    build(state, A, 31, 32)
    assert state.gold_rush == A and vp(state, A) == 4
    build(state, B, 38, 46)
    assert state.gold_rush == A
    build(state, B, 21, 29)
    assert state.gold_rush == B and vp(state, A) == 1 and vp(state, B) == 5
    state.turn_seat = state.active = A
    give(state, A, grain=2, ore=3)
    act(state, A, X.BuildCity(crossing=31))
    act(state, A, X.ChooseFather(father=state.father_pile[0]))
    assert state.gold_rush == B
    build(state, A, 36, 44)
    assert state.gold_rush == B


def test_tc27_pacific_through_an_ordinary_road():
    state = plain()
    road(state, A, 30)  # edge 21-29: a road ending at 21
    give(state, A, wood=1, brick=1)
    act(state, A, X.BuildRoad(edge=29))
    assert state.pacific == A and vp(state, A) == 2
    state.turn_seat = state.active = B
    settle(state, B, 36)
    give(state, B, wood=1, brick=1)
    act(state, B, X.BuildRoad(edge=board().edge_between(28, 36)))
    assert state.pacific == A


def tc28_position():
    state = plain()
    road(state, B, 58, 60, 71, 73, 81)
    road(state, C, 0, 2, 12, 14)
    road(state, A, 72)
    update_longest_road(state)
    return state


def test_tc28_longest_road_broken():
    state = tc28_position()
    assert state.longest_road == B and state.players[B].road_length == 5
    assert state.players[C].road_length == 4
    give(state, A, wood=1, brick=1, wool=1, grain=1)
    act(state, A, X.BuildSettlement(crossing=49))
    assert state.players[B].road_length == 3
    assert state.longest_road is None and vp(state, B) == 0
    state.turn_seat = state.active = C
    give(state, C, wood=1, brick=1)
    act(state, C, X.BuildRoad(edge=board().edge_between(16, 23)))
    assert state.longest_road == C and vp(state, C) == 2


def tc29_position():
    state = plain()
    settle(state, A, 58)
    settle(state, B, 36, city=True)
    settle(state, C, 31)
    take_chip(state, 11, C)
    return state


def _bank_gold(state, amount):
    state.players[C].gold += state.bank_gold - amount
    state.bank_gold = amount


def test_tc29_gold_river_production():
    state = tc29_position()
    _bank_gold(state, 5)
    produce(state, 4)
    assert state.production == {A: {"gold": 1}, B: {"gold": 2}, C: {"wool": 1}}


def test_tc29_gold_shortage_pays_nobody():
    state = tc29_position()
    _bank_gold(state, 2)
    produce(state, 4)
    assert state.production == {C: {"wool": 1}} and state.bank_gold == 2


def test_tc29_single_claimant_takes_the_rest():
    state = tc29_position()
    state.building[58] = -1
    state.players[A].settlements_left += 1
    _bank_gold(state, 1)
    produce(state, 4)
    assert state.production[B] == {"gold": 1} and state.bank_gold == 0


def test_tc29_robber_on_the_gold_river():
    state = tc29_position()
    state.robber = 19
    produce(state, 4)
    assert A not in state.production and state.production[B] == {"gold": 2}


def test_resource_shortage_with_several_claimants():
    state = tc29_position()
    take_chip(state, 21, A)
    settle(state, A, 43)
    settle(state, B, 34)
    state.holders[21].append(B)
    state.players[B].tokens_left -= 1
    give(state, C, wood=18)
    produce(state, 10)
    assert all("wood" not in g for g in state.production.values())
