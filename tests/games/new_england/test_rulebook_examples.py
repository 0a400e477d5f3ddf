"""Spec 8.1: the rulebook's worked examples (TC-RB1 to TC-RB12)."""

from __future__ import annotations

import copy
import random

from boardgames.games.new_england import legal as L
from boardgames.games.new_england.actions import (
    Buy,
    ChooseOfferSize,
    ChooseStartTile,
    DeclineExtra,
    Develop,
    DrawExtra,
    EndTurn,
    PlaceFigure,
    PlaceStartTile,
    PlaceTile,
    TakeDisc,
)
from boardgames.games.new_england.data import data
from boardgames.games.new_england.rules import RULES, NewEnglandOptions
from boardgames.games.new_england.state import OVER, SHIP_BONUS, TURN
from tests.games.new_england.builder import (
    act,
    buying,
    empty_board,
    legal,
    offer,
    play_card,
    put,
    rejects,
    set_supply,
    turn_of,
)

A, H, P, W = 0, 1, 2, 3


def vp(card_id: str) -> int:
    return data().cards[card_id].vp


def test_rb1_price_of_two_purchases() -> None:
    state = empty_board()
    put(state, "H.S[7,4+7,5]", "H.F[4,6+5,6]", "H.P[0,0+1,0]")
    offer(state, {7: "FIG-PILGRIM", 8: "FIG-PILGRIM"})
    turn_of(state, H, disc=4, money=12)
    act(state, H, Buy(slot=7))
    act(state, H, PlaceFigure(tile=(7, 4)))
    act(state, H, Buy(slot=8))
    act(state, H, PlaceFigure(tile=(0, 0)))
    assert state.money[H] == 12 - 4 - 4
    assert legal(state, H, "buy") == []
    act(state, H, EndTurn())
    assert state.money[H] == 4 + 4 + 2
    assert 4 not in state.discs
    assert state.figures[H]["pilgrim"] == 2
    assert state.played[H] == ["FIG-PILGRIM", "FIG-PILGRIM"]
    assert RULES.scores(state).categories[1].values[H] == 2 * vp("FIG-PILGRIM")


def test_rb2_where_palmer_may_put_farmland() -> None:
    state = empty_board()
    put(state, "P.F[4,2+4,3]", "P.F[3,3]", "W.F[6,3+6,4]", "W.F[5,4]", "W.P[2,4+2,5]")
    offer(state, {1: "F"})
    turn_of(state, P, disc=5, money=10)
    act(state, P, Buy(slot=1))
    cells = {a.cell for a in legal(state, P)}
    assert cells == {(2, 3), (3, 2), (3, 4), (4, 1), (5, 2)}
    for cell in ((5, 3), (4, 4)):
        assert "touches another player's farmland" in rejects(state, P, PlaceTile(cell=cell))
    assert "does not touch your farmland" in rejects(state, P, PlaceTile(cell=(2, 2)))
    assert L.tile_cells(state, W, "F") == [(5, 5), (6, 2), (6, 5), (7, 3), (7, 4)]


def test_rb3_three_settlement_parcels_score_six() -> None:
    state = empty_board()
    put(state, "H.S[7,4+7,5]", "H.S[6,4]")
    offer(state, {7: "DEV-S-L3", 8: "DEV-S-I3"})
    turn_of(state, H, disc=3, money=10)
    assert "no undeveloped settlement parcels" in rejects(state, H, Buy(slot=8))
    act(state, H, Buy(slot=7))
    assert legal(state, H) == [Develop(cells=((6, 4), (7, 4), (7, 5)))]
    act(state, H, Develop(cells=((6, 4), (7, 4), (7, 5))))
    assert state.tiles[(7, 4)].developed and state.tiles[(6, 4)].developed
    land_cards = RULES.scores(state).categories[0]
    assert land_cards.key == "land_cards" and land_cards.values[H] == vp("DEV-S-L3") == 6


def test_rb4_wasted_start_tile_half() -> None:
    state = empty_board()
    put(state, "H.S[7,4+7,5]", "H.S[6,4]", "H.S[5,4]")
    assert L.develop_placements(state, H, "DEV-S-I3") == [((5, 4), (6, 4), (7, 4))]
    assert L.develop_placements(state, H, "DEV-S-L3") == [((6, 4), (7, 4), (7, 5))]
    assert set(L.develop_placements(state, H, "DEV-S-I2")) == {
        ((5, 4), (6, 4)),
        ((6, 4), (7, 4)),
        ((7, 4), (7, 5)),
    }
    assert L.develop_placements(state, H, "DEV-S-O4") == []
    offer(state, {7: "DEV-S-I3", 8: "DEV-S-I2"})
    turn_of(state, H, disc=3, money=10)
    act(state, H, Buy(slot=7))
    events = act(state, H, Develop(cells=((5, 4), (6, 4), (7, 4))))
    assert all(state.tiles[k].developed for k in [(5, 4), (6, 4), (7, 4)])
    assert state.tiles[(7, 4)].cells == ((7, 4), (7, 5))
    assert any("F8 is wasted" in e.text for e in events)
    assert "buy" not in {a.kind for a in legal(state, H)}
    assert rejects(state, H, Buy(slot=8))


def test_rb5_one_figure_per_start_tile() -> None:
    state = empty_board()
    put(state, "H.P[0,0+1,0]{pilgrim}", "H.S[7,4+7,5]*", "H.F[4,6+5,6]*")
    offer(state, {7: "FIG-PILGRIM", 8: "FIG-BARN", 9: "FIG-SHIP"})
    turn_of(state, H, disc=3, money=10)
    assert legal(state, H, "buy") == []
    for slot in (7, 8, 9):
        assert "no free undeveloped" in rejects(state, H, Buy(slot=slot))


def test_rb6_howlands_barn() -> None:
    base = empty_board()
    put(base, "H.S[7,4+7,5]", "H.S[6,4]*", "H.S[6,5]*", "H.F[5,7+5,8]", "H.P[0,0+1,0]{barn}")
    offer(base, {7: "FIG-BARN"})

    state = copy.deepcopy(base)
    put(state, "H.F[5,6]{barn}")
    turn_of(state, H, disc=3, money=10)
    act(state, H, Buy(slot=7))
    assert {a.tile for a in legal(state, H, "place_figure")} == {(5, 7), (7, 4)}

    state = copy.deepcopy(base)
    put(state, "H.F[5,6]{pilgrim}")
    turn_of(state, H, disc=3, money=10)
    act(state, H, Buy(slot=7))
    assert {a.tile for a in legal(state, H, "place_figure")} == {(5, 6), (5, 7), (7, 4)}
    act(state, H, PlaceFigure(tile=(5, 6)))
    assert state.tiles[(5, 6)].figure == "barn"
    assert state.tiles[(5, 7)].figure == "pilgrim"
    assert state.tiles[(7, 4)].figure is None


def test_rb7_income_with_pilgrims() -> None:
    state = empty_board()
    put(state, "P.S[2,6+2,7]{pilgrim}", "P.F[6,8+7,8]{pilgrim}", "P.P[4,10+5,10]{pilgrim}")
    put(state, "P.S[3,6]")
    offer(state, {7: "FIG-PILGRIM"})
    turn_of(state, P, disc=2, money=2)
    act(state, P, Buy(slot=7))
    assert state.money[P] == 0
    act(state, P, PlaceFigure(tile=(3, 6)))
    act(state, P, EndTurn())
    assert state.money[P] == 0 + 4 + 4


def _ships_board():
    state = empty_board()
    put(state, "A.S[0,0+0,1]{ship}")
    put(state, "H.S[0,3+0,4]{ship}", "H.S[1,3]{barn}", "H.F[0,6+0,7]{ship}", "H.P[8,9+8,10]")
    put(state, "P.P[2,10+3,10]{ship}", "P.S[5,10+6,10]{ship}")
    return state


def test_rb8_ship_bonus_with_a_tie() -> None:
    state = _ships_board()
    buying(state, {A: 9, H: 6, P: 3, W: 1})
    assert RULES.pending(state)[0].kind == TURN and state.active == A
    act(state, A, EndTurn())
    assert RULES.pending(state)[0].kind == SHIP_BONUS and state.active == H
    assert set(legal(state, H)) == {
        DrawExtra(source="deck"),
        DrawExtra(source="bag"),
        DeclineExtra(),
    }
    act(state, H, DrawExtra(source="deck"))
    assert state.offer[10].kind == "card"
    assert Buy(slot=10) in legal(state, H)
    assert RULES.describe(state, H, Buy(slot=10)).endswith("for 6")
    act(state, H, EndTurn())
    assert RULES.pending(state)[0].kind == SHIP_BONUS and state.active == P
    act(state, P, DrawExtra(source="bag"))
    assert state.offer[11].kind == "tile"
    act(state, P, EndTurn())
    assert state.active == W and RULES.pending(state)[0].kind == TURN
    extras = [state.offer[10], state.offer[11]]
    act(state, W, EndTurn())
    assert state.offer == {}
    assert state.supply.removed[-2:] == extras


def test_rb8_a_third_ship_ends_the_tie() -> None:
    state = _ships_board()
    offer(state, {7: "FIG-SHIP"})
    buying(state, {A: 9, H: 6, P: 3, W: 1})
    act(state, A, EndTurn())
    act(state, H, DeclineExtra())
    act(state, H, Buy(slot=7))
    act(state, H, PlaceFigure(tile=(8, 9)))
    act(state, H, EndTurn())
    assert state.active == P and RULES.pending(state)[0].kind == TURN


def test_rb8_nobody_has_a_ship() -> None:
    state = empty_board()
    buying(state, {A: 9, H: 6, P: 3, W: 1})
    for seat in (A, H, P, W):
        assert state.active == seat and RULES.pending(state)[0].kind == TURN
        act(state, seat, EndTurn())


def test_rb9_final_scoring_with_shared_majorities() -> None:
    state = empty_board()
    put(state, "A.S[0,0+0,1]{ship}", "A.F[2,0+3,0]{pilgrim}", "A.P[5,0+6,0]{pilgrim}")
    for card in ("DEV-S-O4", "DEV-F-I2"):
        play_card(state, A, card)
    put(state, "H.S[0,3+0,4]{ship}", "H.F[2,3+3,3]{pilgrim}", "H.P[5,3+6,3]{barn storing DEV-P-L3}")
    put(state, "H.P[7,3]{barn}")
    for card in ("DEV-S-L3", "DEV-P-I3"):
        play_card(state, H, card)
    put(state, "P.S[2,6+3,6]{pilgrim}", "P.F[5,6+6,6]{pilgrim}", "P.P[8,6+8,7]{barn}")
    for card in ("DEV-F-L3", "DEV-P-I2"):
        play_card(state, P, card)
    state.money = [5, 7, 2, 20]
    set_supply(state, bag=2, deck=30)
    RULES.check_invariants(state)
    act(state, A, ChooseOfferSize(tiles=3))
    assert state.phase == OVER and RULES.pending(state) == []
    result = RULES.scores(state)
    rows = {c.key: c.values for c in result.categories}
    assert [rows[k][A] for k in rows] == [13, 3, 4, 0, 2]
    assert [rows[k][H] for k in rows] == [12, 4, 0, 3, 2]
    assert [rows[k][P] for k in rows] == [9, 3, 4, 0, 0]
    assert [rows[k][W] for k in rows] == [0, 0, 0, 0, 0]
    assert result.totals == [22, 21, 16, 0]
    assert result.winners == [A] and result.final
    assert state.tiles[(5, 3)].stored is None


def test_rb10_start_tile_order_four_players() -> None:
    state = RULES.setup(["a", "b", "c", "d"], NewEnglandOptions(start_player=2), random.Random(1))
    order = []
    while state.phase == "start_tiles":
        seat = RULES.pending(state)[0].seat
        order.append(seat)
        if RULES.pending(state)[0].kind == "choose_start_tile":
            act(state, seat, legal(state, seat)[0])
        act(state, seat, legal(state, seat)[0])
    assert order == [1, 0, 3, 2] * 3
    decision = RULES.pending(state)[0]
    assert (decision.kind, decision.seat) == ("choose_offer_size", 2)
    act(state, 2, ChooseOfferSize(tiles=4))
    bids = []
    for value in (10, 9, 8, 7):
        seat = RULES.pending(state)[0].seat
        bids.append(seat)
        act(state, seat, TakeDisc(value=value))
    assert bids == [2, 3, 0, 1]


def test_rb10_start_tile_order_three_players() -> None:
    state = RULES.setup(["a", "b", "c"], NewEnglandOptions(start_player=0), random.Random(1))
    order = []
    while state.phase == "start_tiles":
        seat = RULES.pending(state)[0].seat
        order.append(seat)
        if RULES.pending(state)[0].kind == "choose_start_tile":
            act(state, seat, legal(state, seat)[0])
        act(state, seat, legal(state, seat)[0])
    assert order == [2, 1, 0] * 3


def test_rb10_start_tile_adjacency() -> None:
    state = RULES.setup(["a", "b", "c", "d"], NewEnglandOptions(start_player=1), random.Random(1))
    act(state, A, ChooseStartTile(land="S"))
    act(state, A, PlaceStartTile(cells=((4, 4), (4, 5))))
    seat = RULES.pending(state)[0].seat
    act(state, seat, ChooseStartTile(land="F"))
    options = set(legal(state, seat))
    assert PlaceStartTile(cells=((5, 6), (6, 6))) in options
    assert PlaceStartTile(cells=((5, 2), (5, 3))) in options
    for cells in (((2, 4), (3, 4)), ((4, 6), (4, 7))):
        assert "may not touch another start tile" in rejects(
            state, seat, PlaceStartTile(cells=cells)
        )
    assert "not a land cell" in rejects(state, seat, PlaceStartTile(cells=((0, 9), (0, 10))))


def test_rb11_end_of_game_when_the_bag_is_short() -> None:
    base = empty_board()
    set_supply(base, bag=4, deck=20)

    state = copy.deepcopy(base)
    act(state, A, ChooseOfferSize(tiles=5))
    assert state.phase == OVER and RULES.pending(state) == []
    assert state.supply.bag_count == 4 and RULES.scores(state).final

    state = copy.deepcopy(base)
    act(state, A, ChooseOfferSize(tiles=4))
    assert [state.offer[s].kind for s in range(1, 10)] == ["tile"] * 4 + ["card"] * 5
    assert state.supply.bag_count == 0 and state.supply.deck_count == 15
    for value in (10, 9, 8, 7):
        act(state, RULES.pending(state)[0].seat, TakeDisc(value=value))
    for _ in range(4):
        act(state, state.active, EndTurn())
    assert state.phase == OVER and RULES.pending(state) == []


def test_rb11_end_of_game_when_the_deck_is_short() -> None:
    base = empty_board()
    set_supply(base, bag=30, deck=4)
    state = copy.deepcopy(base)
    act(state, A, ChooseOfferSize(tiles=4))
    assert state.phase == OVER
    for tiles in (5, 6):
        state = copy.deepcopy(base)
        act(state, A, ChooseOfferSize(tiles=tiles))
        assert state.phase != OVER and RULES.pending(state)[0].kind == "take_disc"


def test_rb12_purchase_mixes() -> None:
    base = empty_board()
    put(base, "H.S[7,4+7,5]", "H.F[4,6+5,6]", "H.P[0,0+1,0]", "H.S[6,4]{barn}")
    offer(base, {1: "S", 2: "F", 7: "FIG-PILGRIM", 8: "DEV-P-L3"})
    turn_of(base, H, disc=3, money=9)
    assert {a.slot for a in legal(base, H, "buy")} == {1, 2, 7, 8}
    plans = {
        "tile and card": [(Buy(slot=1), PlaceTile(cell=(8, 4))), (Buy(slot=7), None)],
        "two tiles": [(Buy(slot=1), PlaceTile(cell=(8, 4))), (Buy(slot=2), None)],
        "two cards": [(Buy(slot=7), PlaceFigure(tile=(0, 0))), (Buy(slot=8), None)],
    }
    for steps in plans.values():
        state = copy.deepcopy(base)
        for buy, use in steps:
            act(state, H, buy)
            act(state, H, use or legal(state, H)[0])
        assert state.money[H] == 9 - 6 == 3
        assert state.purchases == 2
        assert legal(state, H, "buy") == []
        assert "already made 2 purchases" in rejects(state, H, Buy(slot=min(state.offer)))
