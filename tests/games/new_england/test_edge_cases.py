"""Spec 8.2: additional edge cases (TC-E1 to TC-E20)."""

from __future__ import annotations

import copy
import random

import pytest

from boardgames.core.bots import RandomBot
from boardgames.games.new_england import legal as L
from boardgames.games.new_england.actions import (
    Buy,
    ChooseOfferSize,
    DeclineExtra,
    Develop,
    DrawExtra,
    EndTurn,
    MoveFigure,
    PlaceFigure,
    PlaceTile,
    PlayStored,
    StoreCard,
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


def test_e1_blocked_land_type() -> None:
    state = empty_board()
    put(state, "P.P[8,0+8,1]", "H.F[6,0+6,1]", "H.F[7,0]", "H.F[7,1]", "W.S[8,3+8,4]", "W.S[8,2]")
    offer(state, {1: "P"})
    turn_of(state, P, disc=2, money=10)
    assert L.tile_cells(state, P, "P") == []
    assert legal(state, P, "buy") == []
    assert "blocked" in rejects(state, P, Buy(slot=1))


def test_e1_blocked_by_a_foreign_pasture() -> None:
    state = empty_board()
    put(state, "P.P[8,0+8,1]", "H.F[6,0+6,1]", "H.F[7,0]", "H.F[7,1]", "W.P[8,3+8,4]")
    assert L.tile_cells(state, P, "P") == []
    assert L.tile_cells(state, W, "P") == [(7, 3), (7, 4), (8, 5)]


def test_e2_developed_tiles_still_count() -> None:
    state = empty_board()
    put(state, "H.S[7,4+7,5]*", "A.S[5,2+6,2]", "A.S[7,2]")
    assert L.tile_cells(state, H, "S") == [(6, 4), (6, 5), (7, 6), (8, 4), (8, 5)]
    assert L.tile_cells(state, A, "S") == [(4, 2), (5, 1), (5, 3), (6, 1), (6, 3), (7, 1), (8, 2)]


def test_e3_empty_barn_buys_an_unusable_card() -> None:
    state = empty_board()
    put(state, "W.S[0,3+1,3]", "W.F[6,2+7,2]{barn}", "W.P[8,8+8,9]")
    offer(state, {7: "DEV-S-O4", 8: "DEV-S-O4"})
    turn_of(state, W, disc=4, money=8)
    assert Buy(slot=7) in legal(state, W)
    act(state, W, Buy(slot=7))
    assert legal(state, W) == [StoreCard()]
    act(state, W, StoreCard())
    assert state.tiles[(6, 2)].stored == "DEV-S-O4"
    assert "no empty barn" in rejects(state, W, Buy(slot=8))
    set_supply(state, bag=0, deck=state.supply.deck_count)
    for seat in list(state.turn_order):
        act(state, seat, EndTurn())
    assert state.phase == OVER
    assert state.tiles[(6, 2)].stored is None
    assert ("card", "DEV-S-O4") in [(i.kind, i.id) for i in state.supply.removed]
    rows = {c.key: c.values for c in RULES.scores(state).categories}
    assert rows["land_cards"][W] == 0 and rows["figure_cards"][W] == 1


def _e4_board(stored: str | None):
    state = empty_board()
    barn = "{barn storing DEV-S-O4}" if stored else "{barn}"
    put(state, "P.S[2,6+2,7]", "P.S[3,6]", f"P.F[6,8+7,8]{barn}", "P.P[4,10+5,10]")
    return state


def test_e4_playing_a_stored_card_is_not_a_purchase() -> None:
    state = _e4_board(stored="DEV-S-O4")
    offer(state, {1: "S", 7: "FIG-PILGRIM"})
    turn_of(state, P, disc=5, money=10)
    act(state, P, Buy(slot=1))
    cells = {a.cell for a in legal(state, P)}
    assert cells == {(1, 6), (1, 7), (2, 5), (2, 8), (3, 5), (3, 7), (4, 6)}
    act(state, P, PlaceTile(cell=(3, 7)))
    act(state, P, PlayStored(barn=(6, 8)))
    assert StoreCard() not in legal(state, P)
    act(state, P, Develop(cells=((2, 6), (2, 7), (3, 6), (3, 7))))
    act(state, P, Buy(slot=7))
    assert legal(state, P, "place_figure") == [PlaceFigure(tile=(4, 10))]
    act(state, P, PlaceFigure(tile=(4, 10)))
    assert state.money[P] == 0 and state.purchases == 2
    assert "DEV-S-O4" in state.played[P] and state.tiles[(6, 8)].stored is None
    act(state, P, EndTurn())
    assert state.money[P] == 5


def test_e5_stored_card_timing() -> None:
    state = _e4_board(stored=None)
    offer(state, {1: "S", 8: "DEV-S-O4"})
    turn_of(state, P, disc=5, money=10)
    act(state, P, Buy(slot=8))
    assert legal(state, P) == [StoreCard()]
    assert "use the" in rejects(state, P, PlayStored(barn=(6, 8)))
    act(state, P, StoreCard())
    assert legal(state, P, "play_stored") == []
    act(state, P, Buy(slot=1))
    assert legal(state, P, "play_stored") == []
    act(state, P, PlaceTile(cell=(3, 7)))
    assert legal(state, P, "play_stored") == [PlayStored(barn=(6, 8))]
    assert all(legal(state, s) == [] for s in range(4) if s != P)
    assert "not your turn" in rejects(state, H, PlayStored(barn=(6, 8)))
    act(state, P, PlayStored(barn=(6, 8)))
    assert legal(state, P, "play_stored") == []


def test_e5_stored_cards_only_in_ones_own_turn() -> None:
    state = _e4_board(stored="DEV-S-O4")
    put(state, "P.S[3,7]", "P.P[3,10]{ship}")
    state.start_player = P
    assert L.card_usable(state, P, "DEV-S-O4")
    assert legal(state, P, "play_stored") == []
    assert "not possible now" in rejects(state, P, PlayStored(barn=(6, 8)))
    act(state, P, ChooseOfferSize(tiles=3))
    assert legal(state, P, "play_stored") == []
    act(state, P, TakeDisc(value=10))
    for seat in (W, A, H):
        assert legal(state, P) == []
        act(state, seat, TakeDisc(value=seat + 1))
    assert RULES.pending(state)[0].kind == SHIP_BONUS
    assert legal(state, P, "play_stored") == []
    assert "not possible now" in rejects(state, P, PlayStored(barn=(6, 8)))
    act(state, P, DrawExtra(source="bag"))
    assert legal(state, P, "play_stored") == [PlayStored(barn=(6, 8))]
    act(state, P, Buy(slot=1))
    assert RULES.pending(state)[0].kind == "place_tile"
    assert legal(state, P, "play_stored") == []
    assert "not possible now" in rejects(state, P, PlayStored(barn=(6, 8)))


def test_e6_coast() -> None:
    state = empty_board()
    put(state, "A.S[1,9+1,10]", "A.F[4,5+5,5]", "A.P[1,7+2,7]")
    offer(state, {7: "FIG-SHIP"})
    turn_of(state, A, disc=5, money=10)
    act(state, A, Buy(slot=7))
    assert legal(state, A) == [PlaceFigure(tile=(1, 9))]
    assert "not on the coast" in rejects(state, A, PlaceFigure(tile=(1, 7)))
    act(state, A, PlaceFigure(tile=(1, 9)))
    assert "coastal" in rejects(state, A, MoveFigure(from_tile=(1, 9), to_tile=(4, 5)))
    pilgrim = empty_board()
    put(pilgrim, "A.S[1,9+1,10]{pilgrim}", "A.F[4,5+5,5]", "A.P[1,7+2,7]")
    turn_of(pilgrim, A, disc=5, money=10)
    assert MoveFigure(from_tile=(1, 9), to_tile=(4, 5)) in legal(pilgrim, A)


def test_e7a_barn_blocks_development() -> None:
    state = empty_board()
    put(state, "P.S[2,6+2,7]", "P.S[3,6]", "P.S[3,7]{barn}", "P.F[6,8+7,8]")
    assert L.develop_placements(state, P, "DEV-S-O4") == []
    assert set(L.develop_placements(state, P, "DEV-S-I2")) == {
        ((2, 6), (2, 7)),
        ((2, 6), (3, 6)),
    }
    offer(state, {7: "DEV-S-O4"})
    turn_of(state, P, disc=5, money=10)
    act(state, P, Buy(slot=7))
    assert legal(state, P) == [StoreCard()]


def test_e7b_pilgrim_is_relocated() -> None:
    state = empty_board()
    put(state, "P.S[2,6+2,7]", "P.S[3,6]{pilgrim}", "P.S[3,7]", "P.F[6,8+7,8]")
    o4 = ((2, 6), (2, 7), (3, 6), (3, 7))
    assert L.develop_placements(state, P, "DEV-S-O4") == [o4]
    offer(state, {7: "DEV-S-O4"})
    turn_of(state, P, disc=5, money=10)
    act(state, P, Buy(slot=7))
    assert "pilgrim will move to I7" in RULES.describe(state, P, Develop(cells=o4))
    events = act(state, P, Develop(cells=o4))
    assert all(state.tiles[k].developed for k in [(2, 6), (3, 6), (3, 7)])
    assert state.tiles[(6, 8)].figure == "pilgrim" and state.tiles[(3, 6)].figure is None
    assert any("pilgrim moves from G4 to I7" in e.text for e in events)


def test_e7c_pilgrim_with_nowhere_to_go() -> None:
    state = empty_board()
    put(state, "P.S[2,6+2,7]", "P.S[3,6]{pilgrim}", "P.S[3,7]")
    assert L.develop_placements(state, P, "DEV-S-O4") == []
    offer(state, {7: "DEV-S-O4"})
    turn_of(state, P, disc=5, money=10)
    assert legal(state, P, "buy") == []
    assert rejects(state, P, Buy(slot=7))


def test_e8_ship_relocation_chain() -> None:
    state = empty_board()
    put(state, "P.P[4,10+5,10]{ship}", "P.P[3,10]{pilgrim}", "P.F[6,8+7,8]")
    assert L.develop_placements(state, P, "DEV-P-I2") == [((4, 10), (5, 10))]
    assert L.develop_placements(state, P, "DEV-P-I3") == []
    assert L.develop_placements(state, P, "DEV-P-L3") == []
    offer(state, {7: "DEV-P-I2"})
    turn_of(state, P, disc=5, money=10)
    act(state, P, DeclineExtra())
    act(state, P, Buy(slot=7))
    assert "nowhere to go" in rejects(state, P, Develop(cells=((3, 10), (4, 10))))
    act(state, P, Develop(cells=((4, 10), (5, 10))))
    assert state.tiles[(6, 8)].figure == "pilgrim"
    assert state.tiles[(3, 10)].figure == "ship"
    assert state.tiles[(4, 10)].developed and state.tiles[(4, 10)].figure is None


def test_e9_domino_on_a_start_tile_wastes_nothing() -> None:
    state = empty_board()
    put(state, "P.S[2,6+2,7]")
    assert L.develop_placements(state, P, "DEV-S-I2") == [((2, 6), (2, 7))]
    offer(state, {7: "DEV-S-I2"})
    turn_of(state, P, disc=5, money=10)
    act(state, P, Buy(slot=7))
    events = act(state, P, Develop(cells=((2, 6), (2, 7))))
    assert state.tiles[(2, 6)].developed
    assert not any("wasted" in e.text for e in events)


def test_e10_not_enough_money() -> None:
    state = empty_board()
    put(state, "W.S[4,4+4,5]")
    offer(state, {1: "S", 7: "FIG-PILGRIM"})
    turn_of(state, W, disc=7, money=6)
    assert legal(state, W, "buy") == []
    assert rejects(state, W, Buy(slot=1)) == "costs 7, you have 6"
    act(state, W, EndTurn())
    assert state.money[W] == 10


def _tied_ships():
    state = empty_board()
    put(state, "H.S[0,3+0,4]{ship}", "P.P[2,10+3,10]{ship}")
    return state


def test_e11_ship_bonus_with_an_empty_bag() -> None:
    state = _tied_ships()
    set_supply(state, bag=0, deck=10)
    buying(state, {H: 9, P: 8})
    assert state.active == H
    assert legal(state, H) == [DrawExtra(source="deck"), DeclineExtra()]
    assert "bag is empty" in rejects(state, H, DrawExtra(source="bag"))


def test_e11_no_ship_bonus_when_both_sources_are_empty() -> None:
    state = _tied_ships()
    set_supply(state, bag=0, deck=0)
    buying(state, {H: 9, P: 8})
    assert RULES.pending(state)[0].kind == TURN


def test_e11_the_deck_runs_dry_during_the_round() -> None:
    state = _tied_ships()
    set_supply(state, bag=5, deck=1)
    buying(state, {H: 9, P: 8})
    assert len(legal(state, H)) == 3
    act(state, H, DrawExtra(source="deck"))
    act(state, H, EndTurn())
    assert state.active == P and RULES.pending(state)[0].kind == SHIP_BONUS
    assert {a.kind for a in legal(state, P)} == {"draw_extra", "decline_extra"}
    assert DrawExtra(source="deck") not in legal(state, P)
    assert DrawExtra(source="bag") in legal(state, P)


def test_e12_end_of_round() -> None:
    state = empty_board(players=3, start_player=2)
    offer(state, {3: "S", 8: "FIG-PILGRIM", 10: "FIG-BARN"})
    gauges = dict(state.gauges)
    left = (state.supply.bag_count, state.supply.deck_count)
    buying(state, {0: 5, 1: 4, 2: 3})
    for seat in (0, 1, 2):
        act(state, seat, EndTurn())
    assert state.offer == {}
    assert (state.supply.bag_count, state.supply.deck_count) == left
    assert state.gauges == gauges
    assert state.start_player == 0
    decision = RULES.pending(state)[0]
    assert (decision.kind, decision.seat) == ("choose_offer_size", 0)


def test_e13_automatic_end_with_no_feasible_offer() -> None:
    state = empty_board()
    buying(state, {A: 4, H: 3, P: 2, W: 1})
    set_supply(state, bag=2, deck=40)
    for seat in (A, H, P):
        act(state, seat, EndTurn())
    events = act(state, W, EndTurn())
    assert RULES.pending(state) == [] and state.phase == OVER
    assert RULES.scores(state).final
    assert not any("offers" in e.text for e in events)


L3_ROTATIONS = [
    {(3, 3), (4, 3), (4, 4)},
    {(3, 3), (3, 4), (4, 3)},
    {(3, 3), (3, 4), (4, 4)},
    {(3, 4), (4, 3), (4, 4)},
]
I3_ROTATIONS = [{(3, 3), (3, 4), (3, 5)}, {(3, 3), (4, 3), (5, 3)}]


@pytest.mark.parametrize(
    ("card", "cells"),
    [("DEV-F-L3", c) for c in L3_ROTATIONS] + [("DEV-F-I3", c) for c in I3_ROTATIONS],
)
def test_e14_rotations(card: str, cells: set[tuple[int, int]]) -> None:
    state = empty_board()
    put(state, *(f"P.F[{r},{c}]" for r, c in sorted(cells)))
    assert L.develop_placements(state, P, card) == [tuple(sorted(cells))]


def test_e15_tile_placement_targets() -> None:
    state = empty_board()
    put(state, "P.S[0,9]", "W.F[1,8]")
    offer(state, {1: "S"})
    turn_of(state, P, disc=5, money=10)
    act(state, P, Buy(slot=1))
    assert {a.cell for a in legal(state, P)} == {(0, 8), (1, 9)}
    assert "not a land cell" in rejects(state, P, PlaceTile(cell=(0, 10)))
    assert "already covered" in rejects(state, P, PlaceTile(cell=(1, 8)))
    act(state, P, PlaceTile(cell=(0, 8)))
    assert state.tiles[(0, 8)].owner == P


def test_e15_place_tile_never_lists_a_covered_or_missing_cell() -> None:
    for state, seat, action in _random_playout(players=4, seed=3):
        if action.kind == "place_tile":
            for a in legal(state, seat):
                assert a.cell not in state.cell_tile and a.cell in data().land_cells


def test_e16_disc_choice_ignores_money() -> None:
    state = empty_board(start_player=W)
    state.money[W] = 3
    put(state, "W.S[4,4+4,5]")
    act(state, W, ChooseOfferSize(tiles=4))
    assert TakeDisc(value=10) in legal(state, W)
    act(state, W, TakeDisc(value=10))
    for seat, value in ((A, 1), (H, 2), (P, 3)):
        act(state, seat, TakeDisc(value=value))
    assert state.active == W
    assert legal(state, W) == [EndTurn()]
    act(state, W, EndTurn())
    assert state.money[W] == 7


def test_e17_final_tie_break() -> None:
    state = empty_board()
    put(state, "H.S[4,4+4,5]{pilgrim}")
    for card in ("DEV-S-O4", "DEV-S-O4"):
        play_card(state, A, card)
    for card in ("DEV-F-L3", "DEV-P-L3", "DEV-F-I2"):
        play_card(state, H, card)
    state.money = [3, 8, 0, 0]
    result = RULES.scores(state)
    assert result.totals[:2] == [20, 20]
    assert result.winners == [H]
    state.money = [8, 8, 0, 0]
    assert RULES.scores(state).winners == [A, H]


def _e18_board():
    state = empty_board()
    put(state, "A.S[4,4+4,5]{pilgrim}", "A.F[6,6+6,7]", "A.F[7,6]{barn}")
    put(state, "A.P[0,2+1,2]{ship}", "A.P[2,2+2,3]*", "H.S[4,7+4,8]")
    return state


def test_e18_figure_moves() -> None:
    state = _e18_board()
    offer(state, {7: "FIG-PILGRIM"})
    turn_of(state, A, disc=5, money=10)
    assert legal(state, A, "move_figure") == []  # not in the ship-bonus decision
    act(state, A, DeclineExtra())
    assert MoveFigure(from_tile=(4, 4), to_tile=(6, 6)) in legal(state, A)
    illegal = [
        ((4, 4), (2, 2)),  # developed
        ((4, 4), (7, 6)),  # holds a barn
        ((4, 4), (0, 2)),  # holds a ship
        ((4, 4), (4, 7)),  # another player's tile
        ((7, 6), (6, 6)),  # a barn never moves
        ((0, 2), (6, 6)),  # a ship inland
    ]
    for src, dst in illegal:
        move = MoveFigure(from_tile=src, to_tile=dst)
        assert move not in legal(state, A)
        assert rejects(state, A, move)
    act(state, A, MoveFigure(from_tile=(4, 4), to_tile=(6, 6)))
    assert state.tiles[(6, 6)].figure == "pilgrim"
    act(state, A, Buy(slot=7))
    assert legal(state, A, "move_figure") == []
    assert "not possible now" in rejects(state, A, MoveFigure(from_tile=(6, 6), to_tile=(4, 4)))


def test_e18_no_figure_moves_outside_ones_own_turn() -> None:
    state = _e18_board()
    for decision_seen in _decisions_until_buying(state):
        seat, kind = decision_seen
        if kind != TURN or seat != A:
            assert all(a.kind != "move_figure" for s in range(4) for a in legal(state, s))


def _decisions_until_buying(state):
    act(state, A, ChooseOfferSize(tiles=4))
    for value in (1, 2, 3, 4):
        seat = RULES.pending(state)[0].seat
        yield seat, "take_disc"
        act(state, seat, TakeDisc(value=value))
    while state.active != A:
        yield state.active, TURN
        act(state, state.active, EndTurn())


def test_e19_ship_via_relocation() -> None:
    base = empty_board()
    put(base, "H.P[0,0+1,0]{pilgrim}", "H.F[4,6+5,6]", "H.S[7,4+7,5]*")
    assert L.figure_targets(base, H, "ship") == [(0, 0)]
    assert L.figure_targets(base, H, "pilgrim") == [(0, 0), (4, 6)]
    state = copy.deepcopy(base)
    offer(state, {7: "FIG-SHIP"})
    turn_of(state, H, disc=5, money=10)
    assert Buy(slot=7) in legal(state, H)
    act(state, H, Buy(slot=7))
    act(state, H, PlaceFigure(tile=(0, 0)))
    assert state.tiles[(0, 0)].figure == "ship"
    assert state.tiles[(4, 6)].figure == "pilgrim"


def _random_playout(players: int, seed: int, layout: str = "standard"):
    """Yield (state, seat, action) before each action of a random game."""
    rng = random.Random(seed)
    options = NewEnglandOptions(layout=layout)
    state = RULES.setup([f"p{i}" for i in range(players)], options, rng)
    bots = [RandomBot(RULES, s) for s in range(players)]
    bot_rng = random.Random(seed + 1)
    while RULES.pending(state):
        seat = RULES.pending(state)[0].seat
        action = bots[seat].choose(None, RULES.legal_actions(state, seat), bot_rng)
        yield state, seat, action
        RULES.apply(state, seat, action, rng)


@pytest.mark.parametrize(
    ("players", "seed", "layout"),
    [(3, 11, "standard"), (4, 12, "standard"), (3, 13, "first_game"), (4, 14, "first_game")],
)
def test_e20_invariants_across_a_random_playout(players: int, seed: int, layout: str) -> None:
    actions = 0
    for state, _, _ in _random_playout(players, seed, layout):
        RULES.check_invariants(state)
        actions += 1
    assert state.phase == OVER and actions > 50
    RULES.check_invariants(state)
