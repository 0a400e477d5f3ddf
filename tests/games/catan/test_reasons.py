"""Why a placement is illegal (issue 16): a player who cannot pay is told the price (R53,
R112) and what he lacks, at every spot, before any reason of the spot; ``general_problem``
is that reason, the one the screen shows when no spot of the kind is legal."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.catan import actions as X
from boardgames.games.catan.board import board
from boardgames.games.catan.legal import general_problem
from boardgames.games.catan.rules import RULES
from tests.games.catan.helpers import (
    A,
    B,
    drop_fathers,
    father,
    give,
    give_gold,
    kinds,
    main_phase,
    road,
    settle,
)


def plain(n=4, seat=A):
    state = main_phase(n, seat)
    for s in range(n):
        drop_fathers(state, s)
    return state


def reason(state, action) -> str:
    with pytest.raises(IllegalAction) as exc:
        RULES.check(state, A, action)
    return exc.value.reason


def far_edge(state) -> int:
    """An empty edge nowhere near A's pieces."""
    return next(e for e, (x, y) in enumerate(board().edge_ends)
                if state.road[e] == -1 and all(state.building[c] == -1 for c in (x, y))
                and not any(state.road[f] == A for c in (x, y)
                            for f in board().crossing_edges[c]))


def test_a_road_without_brick_says_the_price_on_every_edge():
    state = plain()
    settle(state, A, 32)
    give(state, A, wood=1)
    near = board().crossing_edges[32][0]
    say = "a road costs 1 wood and 1 brick; you have no brick"
    assert reason(state, X.BuildRoad(edge=near)) == say  # a spot that would do
    assert reason(state, X.BuildRoad(edge=far_edge(state))) == say  # and one that would not
    assert general_problem(state, A, X.BuildRoad(edge=near)) == say
    give(state, A, brick=1)
    assert general_problem(state, A, X.BuildRoad(edge=near)) is None
    assert reason(state, X.BuildRoad(edge=far_edge(state))) == \
        "not connected to your road network"


def test_a_city_that_cannot_be_paid_says_the_price_before_the_spot():
    state = plain()
    settle(state, A, 32)
    give(state, A, grain=1)
    say = "a city costs 2 grain and 3 ore; you have only 1 grain and no ore"
    assert reason(state, X.BuildCity(crossing=32)) == say
    assert reason(state, X.BuildCity(crossing=5)) == say  # not A's settlement
    give(state, A, grain=1, ore=3)
    assert general_problem(state, A, X.BuildCity(crossing=5)) is None
    assert reason(state, X.BuildCity(crossing=5)) == "a city replaces one of your settlements"


def test_a_city_needs_a_settlement_to_replace():
    state = plain()
    give(state, A, grain=2, ore=3)
    assert reason(state, X.BuildCity(crossing=5)) == \
        "a city replaces one of your settlements, and you have none"


def test_a_settlement_with_la_salle_is_unaffordable_only_when_no_resource_can_be_left_out():
    state = plain()
    father(state, A, "la_salle")
    road(state, A, 47)
    give(state, A, wood=1, brick=1)
    say = ("a settlement costs 1 wood, 1 brick, 1 wool and 1 grain, less one of them with "
           "La Salle; you have no wool and no grain")
    assert reason(state, X.BuildSettlement(crossing=32, omit="wool")) == say
    give(state, A, wool=1)  # R129: leaving out grain, A can pay
    assert general_problem(state, A, X.BuildSettlement(crossing=32, omit="wood")) is None
    assert reason(state, X.BuildSettlement(crossing=32, omit="wood")) == \
        "without wood, a settlement costs 1 brick, 1 wool and 1 grain; you have no grain"
    assert X.BuildSettlement(crossing=32, omit="grain") in kinds(state, A, "build_settlement")


def test_a_ship_move_without_wool_says_the_price_for_every_field():
    state = plain()
    give(state, A, wood=1)
    ship = state.players[A].ship
    say = "a ship move costs 1 wood and 1 wool; you have no wool"
    assert reason(state, X.MoveShip(hex=board().ship_adj[ship][0])) == say
    assert reason(state, X.MoveShip(hex=board().robber_start)) == say  # a land hex


def test_the_voucher_reasons_that_hold_at_every_crossing():
    state = plain()
    settle(state, A, 32)
    road(state, A, 47)
    beside = board().crossing_adj[32][0]
    # a spot reason is no general reason
    assert general_problem(state, A, X.BuildFreeSettlement(crossing=beside)) is None
    assert reason(state, X.BuildFreeSettlement(crossing=beside)).startswith("distance rule")
    state.players[A].voucher_used = True
    assert reason(state, X.BuildFreeSettlement(crossing=beside)) == \
        "your free settlement has been used"
    state.players[A].voucher_used = False
    state.players[A].settlements_left = 0  # R60: the voucher needs a settlement piece
    assert general_problem(state, A, X.BuildFreeSettlement(crossing=40)) == \
        "you have no settlement pieces left"


def test_cards_and_knights_say_what_is_missing():
    state = plain()
    give(state, A, wool=1)
    assert reason(state, X.BuyDevCard()) == \
        "a development card costs 1 ore, 1 wool and 1 grain; you have no ore and no grain"
    state.players[A].gold, state.bank_gold = 1, state.bank_gold + state.players[A].gold - 1
    assert reason(state, X.BuyKnight()) == "a knight costs 2 gold; you have 1"
    give_gold(state, A, 1)
    RULES.check(state, A, X.BuyKnight())


def test_the_price_is_told_only_to_the_player_on_turn():
    state = plain(seat=B)
    assert reason(state, X.BuildRoad(edge=0)).startswith("it is not your turn")
