"""Spec 8.2: usage rights (TC-06..TC-15)."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.catan import actions as X
from boardgames.games.catan.state import chip_class
from tests.games.catan.helpers import (
    A,
    B,
    C,
    D,
    Dice,
    act,
    drop_fathers,
    father,
    give,
    give_gold,
    give_knights,
    kinds,
    main_phase,
    produce,
    road,
    see,
    set_chip,
    settle,
    take_chip,
    vp,
)


def plain(n=4, seat=A, **options):
    """Main phase of ``seat`` where nobody holds a father."""
    state = main_phase(n, seat, **options)
    for s in range(n):
        drop_fathers(state, s)
    return state


def tc06_position():
    state = plain()
    road(state, A, 45)
    see(state, A, 7, 10, 11, 14)
    set_chip(state, 7, "III")
    give_knights(state, A, 1)
    give(state, A, wood=1, brick=1, wool=1, grain=1)
    act(state, A, X.BuildSettlement(crossing=31))
    return state


def test_tc06_gold_mountain_with_a_iii_chip():
    state = tc06_position()
    assert state.gold_rush == A and vp(state, A) == 1 + 3
    trial = state.clone()
    produce(trial, 8)
    assert A not in trial.production
    stack = state.knight_stack
    act(state, A, X.Acquire(hex=7, payment="knight"))
    assert state.knight_stack == stack + 1 and state.players[A].knights == 0
    assert [chip_class(c) for c in state.players[A].chips] == ["III"]
    assert state.holders[7] == [A] and state.players[A].tokens_left == 17
    assert vp(state, A) == 1 + 3 + 3
    gold = state.players[A].gold
    produce(state, 8)
    assert state.players[A].gold == gold + 1
    give(state, A, grain=2, ore=3)
    act(state, A, X.BuildCity(crossing=31))
    produce(state, 8)
    assert state.players[A].gold == gold + 3


def test_tc07_partner_pays_six_gold():
    state = tc06_position()
    act(state, A, X.Acquire(hex=7, payment="knight"))
    state.turn_seat = state.active = B
    road(state, B, 55)  # edge 38-46
    give(state, B, wood=1, brick=1, wool=1, grain=1)
    give_gold(state, B, 2)
    act(state, B, X.BuildSettlement(crossing=38))
    assert state.players[B].gold == 6
    gold_a = state.players[A].gold
    act(state, B, X.BuyRights(hex=7))
    assert state.players[B].gold == 0 and state.players[A].gold == gold_a + 6
    assert state.holders[7] == [A, B]
    produce(state, 8)
    assert state.production == {A: {"gold": 1}, B: {"gold": 1}}
    assert state.gold_rush == A


def test_tc07_variant_no_partial_payment():
    state = tc06_position()
    act(state, A, X.Acquire(hex=7, payment="knight"))
    state.turn_seat = state.active = B
    settle(state, B, 38)
    give_gold(state, B, 1)
    with pytest.raises(IllegalAction, match="6 gold"):
        act(state, B, X.BuyRights(hex=7))


def tc08_position(jefferson: bool = False):
    state = plain(seat=C)
    settle(state, A, 16)
    settle(state, B, 24)
    settle(state, C, 31)
    take_chip(state, 10, A, B)
    give_gold(state, C, 1)
    return state


def test_tc08_third_settler_on_a_value_5_field():
    state = tc08_position()
    act(state, C, X.BuyRights(hex=10))
    assert [p.gold for p in state.players] == [4 + 3, 4 + 2, 0, 4]
    assert state.holders[10] == [A, B, C]
    produce(state, 10)
    assert state.production == {A: {"grain": 1}, B: {"grain": 1}, C: {"grain": 1}}
    state.city[16] = True
    produce(state, 10)
    assert state.production[A] == {"grain": 2}


def tc09_position():
    state = plain(seat=C)
    settle(state, A, 31)
    settle(state, B, 38)
    settle(state, C, 22)
    take_chip(state, 7, A, B)
    give_gold(state, C, 2)
    return state


@pytest.mark.parametrize(
    ("holder", "gains"),
    [(A, (6, 0)), (None, (3, 3)), (B, (3, 3))],
    ids=["owner", "none", "partner"],
)
def test_tc09_jefferson(holder, gains):
    state = tc09_position()
    if holder is not None:
        father(state, holder, "jefferson")
    act(state, C, X.BuyRights(hex=7))
    assert (state.players[A].gold - 4, state.players[B].gold - 4) == gains


def test_tc10_pocahontas_class_i():
    state = plain()
    father(state, A, "pocahontas")
    settle(state, A, 26)
    state.bank["ore"] = 0
    state.players[B].hand["ore"] = 19
    act(state, A, X.Acquire(hex=21))
    assert vp(state, A) == 1 + 1 and state.players[A].tokens_left == 17
    assert state.phase == "pick_from_bank"
    picks = {a.resources for a in kinds(state, A, "pick_from_bank")}
    four = ("wood", "brick", "wool", "grain")
    assert picks == {(x, y) for i, x in enumerate(four) for y in four[i:]}
    act(state, A, X.PickFromBank(resources=("wool", "grain")))
    assert state.players[A].hand["wool"] == 1 and state.players[A].hand["grain"] == 1
    assert state.phase == "main"


def test_tc11_pocahontas_classes_ii_and_iii():
    state = plain()
    father(state, A, "pocahontas")
    settle(state, A, 26)
    set_chip(state, 17, "II")
    see(state, A, 17)
    act(state, A, X.Acquire(hex=17, payment="none"))
    assert vp(state, A) == 1 + 2
    settle(state, A, 31)
    set_chip(state, 10, "III")
    see(state, A, 10)
    give(state, A, wool=2)
    wool = state.bank["wool"]
    act(state, A, X.Acquire(hex=10, payment="cards", cards=("wool", "wool")))
    assert state.bank["wool"] == wool + 2 and vp(state, A) == 2 + 2 + 3
    settle(state, A, 38)
    set_chip(state, 7, "III")
    see(state, A, 7)
    give_knights(state, A, 1)
    assert X.Acquire(hex=7, payment="knight") in kinds(state, A, "acquire")


def test_tc12_minuit_and_no_father():
    state = plain()
    father(state, A, "minuit")
    settle(state, A, 31)
    set_chip(state, 10, "III")
    set_chip(state, 11, "II")
    see(state, A, 10, 11)
    give(state, A, wood=1, grain=1)
    give_knights(state, A, 1)
    options = set(kinds(state, A, "acquire"))
    assert X.Acquire(hex=10, payment="cards", cards=("wood", "grain")) in options
    assert X.Acquire(hex=10, payment="knight") in options
    assert X.Acquire(hex=11, payment="none") not in options
    assert X.Acquire(hex=11, payment="cards", cards=("wood", "grain")) in options
    state.turn_seat = state.active = B
    settle(state, B, 16)
    see(state, B, 10)
    give(state, B, wood=4, brick=3, ore=3)
    assert not any(a.hex == 10 for a in kinds(state, B, "acquire"))
    with pytest.raises(IllegalAction):
        act(state, B, X.Acquire(hex=10, payment="cards", cards=("wood", "wood")))
    with pytest.raises(IllegalAction):
        act(state, B, X.Acquire(hex=10, payment="knight"))


def tc13_position(zone5: bool = False):
    state = plain(seat=B)
    father(state, B, "de_witt")
    settle(state, A, 34)
    settle(state, B, 41)
    take_chip(state, 18, A)
    give(state, B, wool=2, grain=1, brick=1)
    return state


def test_tc13_de_witt_pays_in_cards():
    state = tc13_position()
    act(state, B, X.BuyRights(hex=18, payment="cards"))
    assert state.phase == "dewitt_pay"
    for r in ("wool", "wool", "grain", "brick"):
        act(state, B, X.DewittPay(resource=r))
    assert state.players[A].hand == {"wood": 0, "brick": 1, "wool": 2, "grain": 1, "ore": 0}
    assert state.holders[18] == [A, B] and state.players[B].gold == 4
    assert state.phase == "main"
    # X without de Witt pays 4 gold: 2 + 2
    state.turn_seat = state.active = C
    settle(state, C, 50)
    act(state, C, X.BuyRights(hex=18))
    assert [p.gold for p in state.players[:3]] == [6, 6, 0]


def test_tc13_variants():
    state = tc13_position()
    act(state, B, X.BuyRights(hex=18, payment="gold"))  # W may pay gold instead
    assert state.players[B].gold == 0 and state.players[A].gold == 8
    state.turn_seat = state.active = C
    father(state, C, "de_witt")
    settle(state, C, 50)
    give(state, C, ore=4)
    act(state, C, X.BuyRights(hex=18, payment="cards"))
    assert state.dewitt_owed == [[A, 2], [B, 2]]
    # a zone-5 field: a third buyer pays 3 cards to the owner and 2 to the partner
    zone5 = plain(seat=C)
    father(zone5, C, "de_witt")
    for s, c in ((A, 16), (B, 24), (C, 31)):
        settle(zone5, s, c)
    take_chip(zone5, 10, A, B)
    give(zone5, C, ore=5)
    act(zone5, C, X.BuyRights(hex=10, payment="cards"))
    assert zone5.dewitt_owed == [[A, 3], [B, 2]]


def test_tc13_no_mixed_payment():
    state = tc13_position()
    state.players[B].gold = 2
    state.bank_gold += 2
    assert {a.payment for a in kinds(state, B, "buy_rights")} == {"cards"}
    with pytest.raises(IllegalAction):
        act(state, B, X.BuyRights(hex=18, payment="gold"))


def test_tc14_acquisition_needs_knowledge():
    state = plain()
    state.players[A].ship = None
    settle(state, A, 61)
    give(state, A, wood=2, brick=2, wool=2)
    set_chip(state, 12, "II")
    with pytest.raises(IllegalAction, match="not looked"):
        act(state, A, X.Acquire(hex=12, payment="cards", cards=("wool", "wool")))
    act(state, A, X.BuildRoad(edge=79))
    assert {12, 15} <= state.players[A].seen
    act(state, A, X.Acquire(hex=12, payment="cards", cards=("wool", "wool")))
    contrast = plain()
    settle(contrast, A, 67)
    assert X.Acquire(hex=23) in kinds(contrast, A, "acquire")


def test_tc15_robber_on_a_field_with_three_holders():
    state = plain(seat=D)
    state.phase = "pre_roll"
    settle(state, A, 16, city=True)
    settle(state, B, 24)
    settle(state, C, 31)
    take_chip(state, 10, A, B, C)
    for s in (A, B, C):
        give(state, s, ore=1)
    act(state, D, X.Roll(), Dice(3, 4))
    act(state, D, X.MoveRobber(hex=10))
    assert {a.target for a in kinds(state, D, "choose_victim")} == {A, B, C}
    act(state, D, X.ChooseVictim(target=C))
    assert state.players[C].cards() == 0 and state.players[D].hand["ore"] == 1
    take_chip(state, 21, D)
    settle(state, D, 43)
    produce(state, 10)
    assert state.production == {D: {"wood": 1}}


def test_tc15_variant_the_mover_is_no_candidate():
    state = plain(seat=A)
    state.phase = "move_robber"
    settle(state, A, 16)
    settle(state, B, 24)
    settle(state, C, 31)
    for s in (A, B, C):
        give(state, s, ore=1)
    act(state, A, X.MoveRobber(hex=10))
    assert set(state.victims) == {B, C}


def test_rights_need_a_building_and_a_token():
    state = plain()
    settle(state, B, 16)
    take_chip(state, 10, B)
    give_gold(state, A, 5)
    with pytest.raises(IllegalAction, match="no building"):
        act(state, A, X.BuyRights(hex=10))
    settle(state, A, 31)
    state.players[A].tokens_left = 0
    with pytest.raises(IllegalAction, match="tokens"):
        act(state, A, X.BuyRights(hex=10))
