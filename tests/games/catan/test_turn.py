"""Spec 8.3 and 8.7-8.8: the seven, trades, knights, cards, voucher, victory (TC-16,
TC-30..TC-36)."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.catan import actions as X
from boardgames.games.catan import effects
from boardgames.games.catan.board import board
from boardgames.games.catan.effects import update_longest_road
from boardgames.games.catan.rules import RULES
from boardgames.games.catan.state import DevCard
from tests.games.catan.helpers import (
    A,
    B,
    C,
    D,
    Dice,
    act,
    drop_fathers,
    give,
    give_gold,
    give_knights,
    kinds,
    legal,
    main_phase,
    road,
    set_chip,
    settle,
    take_chip,
    vp,
)


def plain(n=4, seat=A, **options):
    state = main_phase(n, seat, **options)
    for s in range(n):
        drop_fathers(state, s)
    return state


def pre_roll(n=4, seat=A, **options):
    state = plain(n, seat, **options)
    state.phase = state.return_phase = "pre_roll"
    return state


def card(state, seat, kind, new=False):
    cid = next(c for c in state.deck if c.endswith(kind))
    state.deck.remove(cid)
    state.deck_size -= 1
    state.players[seat].dev.append(DevCard(cid, kind, new))


def test_tc16_discards_in_turn_order():
    state = pre_roll(seat=B)
    give(state, A, wood=5, brick=4)
    give_gold(state, A, 2)
    give(state, B, wool=8)
    give(state, C, grain=7)
    give_knights(state, C, 3)
    give(state, D, ore=12)
    card(state, D, "monopoly")
    card(state, D, "year_of_plenty")
    act(state, B, X.Roll(), Dice(3, 4))
    order = []
    while state.phase == "discard":
        seat = state.active
        order.append(seat)
        resource = next(r for r, k in state.players[seat].hand.items() if k)
        act(state, seat, X.Discard(resource=resource))
    assert order == [B] * 4 + [D] * 6 + [A] * 4
    assert [p.cards() for p in state.players] == [5, 4, 7, 6]
    assert state.players[A].gold == 6 and state.players[C].knights == 3
    assert len(state.players[D].dev) == 2
    assert state.phase == "move_robber" and state.active == B


def test_tc30_bank_trades():
    state = plain()
    give(state, A, wool=4, grain=1)
    for trade in (
        X.BankTrade(rate="gold_for_resource", give="gold", get="ore"),
        X.BankTrade(rate="four_for_resource", give="wool", get="brick"),
        X.BankTrade(rate="four_for_gold", give="wool", get="gold"),
    ):
        RULES.check(state, A, trade)
    for trade in (
        X.BankTrade(rate="four_for_resource", give="grain", get="ore"),
        X.BankTrade(rate="four_for_resource", give="wool", get="wool"),
    ):
        with pytest.raises(IllegalAction):
            act(state, A, trade)
    state.players[B].hand["ore"] += state.bank["ore"]
    state.bank["ore"] = 0
    with pytest.raises(IllegalAction, match="no ore"):
        act(state, A, X.BankTrade(rate="gold_for_resource", give="gold", get="ore"))
    before = pre_roll()
    give(before, A, wool=4)
    with pytest.raises(IllegalAction, match="not possible now"):
        act(before, A, X.BankTrade(rate="four_for_gold", give="wool", get="gold"))


def test_tc31_domestic_trade():
    state = plain(n=3)
    give(state, A, wool=2)
    give(state, B, ore=1)
    give(state, C, grain=1)
    act(state, A, X.OfferTrade())
    act(state, A, X.AddGive(item="wool"))
    act(state, A, X.AddGive(item="wool"))
    act(state, A, X.AddWant(item="ore"))
    act(state, A, X.SendOffer(to=None))
    assert state.phase == "trade_response" and state.active == B
    act(state, B, X.Accept())
    assert state.active == C and kinds(state, C, "accept") == []
    act(state, C, X.Refuse())
    assert state.phase == "trade_confirm" and state.active == A
    assert set(legal(state, A)) == {X.ConfirmTrade(partner=B), X.CancelTrade()}
    act(state, A, X.ConfirmTrade(partner=B))
    assert state.players[A].hand["ore"] == 1 and state.players[B].hand["wool"] == 2
    assert state.phase == "main"


def test_tc31_illegal_offers():
    state = plain(n=3)
    give(state, A, wool=1)
    act(state, A, X.OfferTrade())
    act(state, A, X.AddGive(item="wool"))
    with pytest.raises(IllegalAction, match="offered side"):
        act(state, A, X.AddWant(item="wool"))
    assert not kinds(state, A, "send_offer")
    with pytest.raises(IllegalAction):
        act(state, A, X.SendOffer(to=None))
    for item in ("knight", "monopoly"):
        with pytest.raises(IllegalAction):
            act(state, A, X.AddWant(item=item))
    nogold = plain(n=3, gold_tradeable=False)
    give(nogold, A, wool=1)
    act(nogold, A, X.OfferTrade())
    with pytest.raises(IllegalAction, match="not tradeable"):
        act(nogold, A, X.AddGive(item="gold"))


def test_tc32_knight_for_the_robber():
    state = plain()
    act(state, A, X.BuyKnight())
    assert kinds(state, A, "play_knight") == []
    settle(state, A, 31)
    set_chip(state, 10, "III")
    state.players[A].seen.add(10)
    assert X.Acquire(hex=10, payment="knight") in kinds(state, A, "acquire")
    act(state, A, X.EndTurn())
    for seat in (B, C, D):
        state.phase = "main"
        act(state, seat, X.EndTurn())
    settle(state, B, 16)
    give(state, B, ore=1)
    card(state, A, "monopoly")
    assert state.phase == "pre_roll" and state.turn_seat == A
    act(state, A, X.PlayKnight())
    act(state, A, X.MoveRobber(hex=10))
    assert state.players[A].hand["ore"] == 1 and state.knight_stack == 14
    assert state.phase == "pre_roll" and kinds(state, A, "play_dev_card") == []


def test_tc32_option_off():
    state = plain(knights_move_robber=False)
    give_knights(state, A, 2)
    with pytest.raises(IllegalAction, match="do not move the robber"):
        act(state, A, X.PlayKnight())


def test_tc33_voucher():
    state = plain()
    road(state, A, 47, 58)
    act(state, A, X.BuildFreeSettlement(crossing=32))
    assert state.players[A].voucher_used and state.players[A].cards() == 0
    with pytest.raises(IllegalAction, match="used"):
        act(state, A, X.BuildFreeSettlement(crossing=41))
    full = plain()
    road(full, A, 47)
    full.players[A].settlements_left = 0
    with pytest.raises(IllegalAction, match="no settlement pieces"):
        act(full, A, X.BuildFreeSettlement(crossing=32))
    full.players[A].settlements_left = 1  # a city upgrade freed one
    act(full, A, X.BuildFreeSettlement(crossing=32))


def test_tc34_road_building_explores():
    state = plain()
    settle(state, A, 32)
    card(state, A, "road_building")
    card(state, A, "monopoly")
    act(state, A, X.PlayDevCard(card="road_building"))
    act(state, A, X.RoadBuildingRoad(edge=36))
    act(state, A, X.RoadBuildingRoad(edge=35))
    assert state.players[A].seen == {10, 11, 13, 14, 17}
    assert state.phase == "main" and state.players[A].roads_left == 13
    with pytest.raises(IllegalAction, match="already played"):
        act(state, A, X.PlayDevCard(card="monopoly", resources=("ore",)))


def test_year_of_plenty_and_monopoly():
    state = plain()
    card(state, A, "year_of_plenty")
    act(state, A, X.PlayDevCard(card="year_of_plenty", resources=("grain", "ore")))
    assert state.players[A].hand["grain"] == 1 and state.players[A].hand["ore"] == 1
    other = plain()
    card(other, A, "monopoly")
    give(other, B, wool=3)
    give(other, C, wool=1)
    give_gold(other, B, 2)
    act(other, A, X.PlayDevCard(card="monopoly", resources=("wool",)))
    assert other.players[A].hand["wool"] == 4 and other.players[B].gold == 6


def test_a_card_bought_this_turn_cannot_be_played():
    state = plain()
    give(state, A, ore=1, wool=1, grain=1)
    act(state, A, X.BuyDevCard())
    assert all(a.kind != "play_dev_card" for a in legal(state, A))


def tc35_position(n=4):
    state = plain(n)
    for c in (16, 31, 46):
        settle(state, A, c)
    for c in (43, 59, 66):
        settle(state, A, c, city=True)
    for h, klass in ((10, "III"), (7, "III"), (11, "II")):
        set_chip(state, h, klass)
        take_chip(state, h, A)
    road(state, A, 58)  # edge 40-41
    give(state, A, wood=1, brick=1, wool=1, grain=1)
    return state


def test_tc35_victory_on_18():
    state = tc35_position()
    assert vp(state, A) == 17
    act(state, A, X.BuildSettlement(crossing=41))
    assert state.over and state.winner == A
    sb = RULES.scores(state)
    assert sb.final and sb.winners == [A]
    parts = {c.key: c.values[A] for c in sb.categories}
    assert (parts["settlements"], parts["cities"], parts["chips"]) == (4, 6, 8)
    assert sb.totals[A] == 18 and RULES.pending(state) == []


def test_tc35_three_players_need_20():
    state = tc35_position(n=3)
    act(state, A, X.BuildSettlement(crossing=41))
    assert not state.over


def test_tc35_victory_point_card():
    state = tc35_position()
    state.building[16] = -1
    state.players[A].settlements_left += 1
    card(state, A, "victory_point")
    assert vp(state, A) == 17 and vp(state, A) - 1 == 16
    act(state, A, X.BuildSettlement(crossing=41))
    assert state.winner == A


def test_tc36_target_reached_outside_ones_turn():
    state = plain()
    road(state, B, 58, 60, 71, 73, 81)
    road(state, C, 0, 2, 12, 14, board().edge_between(16, 23))  # trail 0-1-8-9-16-23
    road(state, A, 72)
    state.longest_road = B  # B got there first; C's equal trail does not take it
    update_longest_road(state)
    assert state.longest_road == B and state.players[C].road_length == 5
    for c in (4, 64):
        settle(state, C, c, city=True)
    for h, klass in ((10, "III"), (7, "III"), (11, "III"), (3, "III")):
        set_chip(state, h, klass)
        take_chip(state, h, C)
    assert vp(state, C) == 16
    give(state, A, wood=1, brick=1, wool=1, grain=1)
    act(state, A, X.BuildSettlement(crossing=49))
    assert state.longest_road == C and vp(state, C) == 18 and not state.over
    act(state, A, X.EndTurn())
    assert state.turn_seat == B and not state.over
    state.phase = "main"
    act(state, B, X.EndTurn())
    assert state.over and state.winner == C and state.phase == "pre_roll"


def test_turn_flow_roll_production_and_end():
    state = pre_roll()
    settle(state, A, 43)
    take_chip(state, 21, A)
    act(state, A, X.Roll(), Dice(6, 4))
    assert state.players[A].hand["wood"] == 1 and state.phase == "main"
    act(state, A, X.EndTurn())
    assert state.turn_seat == B and state.phase == "pre_roll" and state.turn == 2


def test_max_turns_ends_without_winner():
    state = plain(max_turns=1)
    events = effects.start_turn(state, B)
    assert state.over and state.winner is None
    assert RULES.scores(state).winners == [] and "limit" in events[0].text
