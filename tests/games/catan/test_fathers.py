"""Spec 8.4: founding fathers (TC-17..TC-22), plus the father choice after a city."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from boardgames.core.rules import IllegalAction
from boardgames.games.catan import actions as X
from tests.games.catan.helpers import (
    A,
    B,
    act,
    drop_fathers,
    father,
    give,
    give_knights,
    kinds,
    legal,
    main_phase,
    road,
    see,
    settle,
)


def plain(n=4, seat=A, **options):
    state = main_phase(n, seat, **options)
    for s in range(n):
        drop_fathers(state, s)
    return state


def test_tc17_fugger_two_for_gold():
    state = plain()
    father(state, A, "fugger")
    give(state, A, grain=3, ore=1)
    state.players[B].gold += state.bank_gold - 5
    state.bank_gold = 5
    grain = state.bank["grain"]
    act(state, A, X.BankTrade(rate="fugger_two_for_gold", give="grain", get="gold"))
    assert state.players[A].gold == 5 and state.bank_gold == 4
    assert state.bank["grain"] == grain + 2
    with pytest.raises(IllegalAction):
        act(state, A, X.BankTrade(rate="fugger_two_for_gold", give="ore", get="gold"))
    state.players[B].gold += state.bank_gold
    state.bank_gold = 0
    give(state, A, grain=1)
    with pytest.raises(IllegalAction, match="no gold"):
        act(state, A, X.BankTrade(rate="fugger_two_for_gold", give="grain", get="gold"))


def test_tc17_non_holder():
    state = plain()
    give(state, A, grain=4)
    with pytest.raises(IllegalAction, match="Fugger"):
        act(state, A, X.BankTrade(rate="fugger_two_for_gold", give="grain", get="gold"))
    act(state, A, X.BankTrade(rate="four_for_gold", give="grain", get="gold"))
    assert state.players[A].gold == 5


def test_tc18_coronado_peeks():
    state = plain()
    father(state, A, "coronado")
    road(state, A, 37)
    see(state, A, 13, 14, 17, 18)
    state.players[A].reached = {13, 14, 17, 18}
    give(state, A, wood=1, brick=1)
    act(state, A, X.BuildRoad(edge=35))
    assert state.players[A].seen == {13, 14, 17, 18, 10, 6, 7, 9, 11}


def test_tc18_without_coronado_only_the_road():
    state = plain()
    road(state, A, 37)
    see(state, A, 13, 14, 17, 18)
    give(state, A, wood=1, brick=1)
    act(state, A, X.BuildRoad(edge=35))
    assert state.players[A].seen == {13, 14, 17, 18, 10}


def test_tc19_de_soto_free_road():
    state = plain()
    father(state, A, "de_soto")
    road(state, A, 47)
    give(state, A, wood=1, brick=1, wool=1, grain=1)
    act(state, A, X.BuildSettlement(crossing=32))
    assert state.phase == "desoto_road"
    assert set(legal(state, A)) == {X.DesotoRoad(edge=36), X.DesotoRoad(edge=45), X.Decline()}
    with pytest.raises(IllegalAction):
        act(state, A, X.EndTurn())
    roads = state.players[A].roads_left
    act(state, A, X.DesotoRoad(edge=45))
    assert state.players[A].roads_left == roads - 1
    assert state.players[A].cards() == 0
    assert {7, 10, 11} <= state.players[A].seen
    assert state.phase == "main"


def test_tc19_voucher_and_ship_ask_too():
    state = plain()
    father(state, A, "de_soto")
    road(state, A, 47)
    act(state, A, X.BuildFreeSettlement(crossing=32))
    assert state.phase == "desoto_road"
    act(state, A, X.Decline())
    act(state, A, X.FoundByShip(crossing=67))
    assert state.phase == "desoto_road" and state.desoto_at == 67


def test_tc19_not_in_setup():
    from tests.games.catan.helpers import game

    state = game()
    father(state, A, "de_soto")
    act(state, A, X.SetupSettlement(crossing=26))
    assert state.phase == "setup_road"


def test_tc20_la_salle():
    state = plain()
    father(state, A, "la_salle")
    road(state, A, 47)
    give(state, A, wood=1, brick=1, grain=1)
    assert kinds(state, A, "build_settlement") == [
        X.BuildSettlement(crossing=c, omit="wool") for c in (32, 40)
    ]
    act(state, A, X.BuildSettlement(crossing=32, omit="wool"))
    assert state.players[A].cards() == 0
    with pytest.raises(ValidationError):  # free settlements take no omit at all
        X.BuildFreeSettlement(crossing=40, omit="wool")


def test_tc20_la_salle_limits():
    state = plain()
    father(state, A, "la_salle")
    road(state, A, 47)
    give(state, A, wood=1, brick=1)
    assert kinds(state, A, "build_settlement") == []
    with pytest.raises(IllegalAction):
        act(state, A, X.BuildSettlement(crossing=32, omit="wool"))
    other = plain()
    road(other, A, 47)
    give(other, A, wood=1, brick=1, wool=1, grain=1)
    with pytest.raises(IllegalAction, match="La Salle"):
        act(other, A, X.BuildSettlement(crossing=32, omit="wool"))
    assert X.BuildSettlement(crossing=32) in kinds(other, A, "build_settlement")


def test_tc21_stuyvesant():
    state = plain()
    father(state, A, "stuyvesant")
    give(state, A, ore=1)
    give(state, B, grain=2, wool=1)
    act(state, A, X.Stuyvesant(target=B, give="ore"))
    assert {a.resource for a in legal(state, A)} == {"grain", "wool"}
    assert state.last_reveal
    act(state, A, X.StuyvesantTake(resource="grain"))
    assert state.players[A].hand["grain"] == 1 and state.players[A].hand["ore"] == 0
    assert state.players[B].hand == {"wood": 0, "brick": 0, "wool": 1, "grain": 1, "ore": 1}
    with pytest.raises(IllegalAction, match="once per turn"):
        act(state, A, X.Stuyvesant(target=B, give="grain"))


def test_tc21_stuyvesant_needs_cards_on_both_sides():
    state = plain()
    father(state, A, "stuyvesant")
    give(state, A, ore=1)
    with pytest.raises(IllegalAction, match="no resource cards"):
        act(state, A, X.Stuyvesant(target=B, give="ore"))
    empty = plain()
    father(empty, A, "stuyvesant")
    give(empty, B, ore=1)
    assert kinds(empty, A, "stuyvesant") == []


def test_tc22_washington_and_revere():
    state = plain()
    father(state, A, "washington")
    bank = state.bank_gold
    act(state, A, X.BuyKnight())
    assert state.bank_gold == bank + 1 and state.knight_stack == 13
    father(state, A, "revere")
    give_knights(state, B, 2)
    gold = state.players[A].gold
    act(state, A, X.Revere(target=B))
    assert state.players[A].gold == gold - 2
    assert state.players[B].knights == 1 and state.players[B].gold == 6
    with pytest.raises(IllegalAction, match="once per turn"):
        act(state, A, X.Revere(target=B))


def test_tc22_empty_stack_and_fresh_knights():
    state = plain()
    father(state, A, "revere")
    give_knights(state, B, 14)
    assert kinds(state, A, "buy_knight") == []
    act(state, A, X.Revere(target=B))
    with pytest.raises(IllegalAction, match="before this turn"):
        act(state, A, X.PlayKnight())
    older = plain()
    father(older, A, "revere")
    give_knights(older, A, 1)
    give_knights(older, B, 1)
    act(older, A, X.Revere(target=B))
    act(older, A, X.PlayKnight())
    assert older.phase == "move_robber"


def test_city_brings_a_father_from_the_pile():
    state = plain()
    settle(state, A, 31)
    give(state, A, grain=2, ore=3)
    act(state, A, X.BuildCity(crossing=31))
    assert state.phase == "choose_father"
    assert {a.father for a in legal(state, A)} == set(state.father_pile)
    act(state, A, X.ChooseFather(father="magellan"))
    assert "magellan" in state.players[A].fathers and "magellan" not in state.father_pile
    assert state.players[A].settlements_left == 5 and state.players[A].cities_left == 3


def test_father_draw_option():
    state = plain(father_pick="draw")
    settle(state, A, 31)
    give(state, A, grain=2, ore=3)
    pile = len(state.father_pile)
    act(state, A, X.BuildCity(crossing=31))
    assert state.phase == "main" and len(state.players[A].fathers) == 1
    assert len(state.father_pile) == pile - 1
