"""Hidden information (spec 7), action labels and the helpers the screen uses."""

from __future__ import annotations

import random

import pytest

from boardgames.core.plain import canonical_json, to_plain
from boardgames.games.new_england import legal as queries
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
    TakeDisc,
)
from boardgames.games.new_england.board import cell_name, parse_cell
from boardgames.games.new_england.effects import gauge
from boardgames.games.new_england.legal import buy_reason, relocation_preview
from boardgames.games.new_england.rules import RULES, NewEnglandOptions
from boardgames.games.new_england.text import gauge_text, preview_text
from tests.games.new_england.builder import act, empty_board, offer, put, set_supply, turn_of

A, H, P, W = 0, 1, 2, 3


def test_cell_names() -> None:
    assert cell_name((0, 0)) == "A1" and cell_name((8, 10)) == "K9" and cell_name((3, 3)) == "D4"
    assert parse_cell("d4") == (3, 3)


@pytest.mark.parametrize(
    ("left", "start", "level"),
    [
        (60, 60, "plenty"),
        (41, 60, "plenty"),
        (40, 60, "about half"),
        (21, 60, "about half"),
        (20, 60, "low"),
        (1, 60, "low"),
        (0, 60, "empty"),
        (39, 58, "plenty"),
        (38, 58, "about half"),
    ],
)
def test_gauge_levels(left: int, start: int, level: str) -> None:
    assert gauge(left, start) == level


def test_views_hide_the_bag_and_the_deck() -> None:
    state = empty_board()
    set_supply(state, bag=30, deck=19)
    for seat in (None, 0, 1, 2, 3):
        seen = RULES.view(state, seat)
        assert seen.supply is None
        assert seen.gauges == {"bag": "about half", "deck": "low"}
        plain = to_plain(seen)
        assert plain["supply"] is None
        assert "DEV-S-O4" not in canonical_json(seen)
    assert gauge_text(RULES.view(state, 0)) == "Bag: about half · Deck: low"
    assert state.supply is not None  # the view is a copy


def test_supply_hint_none_hides_the_gauges() -> None:
    options = NewEnglandOptions(supply_hint="none")
    state = RULES.setup(["a", "b", "c"], options, random.Random(0))
    seen = RULES.view(state, 0)
    assert seen.gauges is None and seen.supply is None and gauge_text(seen) == ""


def test_view_is_a_deep_copy() -> None:
    state = empty_board()
    put(state, "A.S[4,4+4,5]{pilgrim}")
    seen = RULES.view(state, 0)
    seen.tiles[(4, 4)].figure = None
    seen.money[0] = 99
    seen.regions[0]["S"].append((0, 0))
    assert state.tiles[(4, 4)].figure == "pilgrim" and state.money[0] == 12
    assert state.regions[0]["S"] == [(4, 4), (4, 5)]


def test_no_private_information() -> None:
    assert RULES.has_private_information is False
    assert RULES.secrets(empty_board(), 0) == []
    assert RULES.free_action_kinds == frozenset({"move_figure"})


def test_labels() -> None:
    state = empty_board()
    put(state, "A.F[3,3]", "A.S[5,5+5,6]{pilgrim}", "A.P[0,0]{ship}", "A.P[0,1]")
    offer(state, {3: "F", 7: "DEV-S-I2"})
    turn_of(state, A, disc=6, money=20)
    assert RULES.describe(state, A, DrawExtra(source="deck")) == "Draw an extra card from the deck"
    act(state, A, DeclineExtra())
    assert RULES.describe(state, A, Buy(slot=3)) == "Buy slot 3 (farmland tile) for 6"
    assert RULES.describe(state, A, Buy(slot=7)) == "Buy slot 7 (Settlement I2 card (3 VP)) for 6"
    assert RULES.describe(state, A, EndTurn()) == "End turn (income 5)"
    move = MoveFigure(from_tile=(0, 0), to_tile=(0, 1))
    assert RULES.describe(state, A, move) == "Move the ship from A1 to B1"
    act(state, A, Buy(slot=3))
    assert RULES.describe(state, A, PlaceTile(cell=(3, 4))) == "Place the farmland tile on E4"
    assert RULES.describe(state, A, ChooseOfferSize(tiles=4)) == "Offer 4 land tiles and 5 cards"
    assert RULES.describe(state, A, TakeDisc(value=7)) == "Take disc 7"


def test_develop_label_with_relocation_preview() -> None:
    state = empty_board()
    put(state, "A.S[5,5+5,6]{pilgrim}", "A.F[3,3]")
    offer(state, {7: "DEV-S-I2"})
    turn_of(state, A, disc=6, money=20)
    act(state, A, Buy(slot=7))
    develop = Develop(cells=((5, 5), (5, 6)))
    assert relocation_preview(state, A, develop) == [("pilgrim", (5, 5), (3, 3))]
    assert preview_text(relocation_preview(state, A, develop)) == "your pilgrim will move to D4"
    assert RULES.describe(state, A, develop) == (
        "Develop F6, G6 (Settlement I2 card (3 VP)) (your pilgrim will move to D4)"
    )
    assert relocation_preview(state, A, EndTurn()) == []


def test_figure_label_with_relocation_preview() -> None:
    state = empty_board()
    put(state, "A.P[0,0+1,0]{pilgrim}", "A.F[4,6+5,6]")
    offer(state, {7: "FIG-SHIP"})
    turn_of(state, A, disc=6, money=20)
    act(state, A, Buy(slot=7))
    label = RULES.describe(state, A, PlaceFigure(tile=(0, 0)))
    assert label == "Place a ship on A1 (your pilgrim will move to G5)"


def test_buy_reason_texts() -> None:
    state = empty_board()
    put(state, "A.S[4,4+4,5]")
    offer(state, {1: "S", 7: "DEV-F-I2", 8: "FIG-PILGRIM"})
    turn_of(state, A, disc=5, money=10)
    assert buy_reason(state, A, 1) is None and buy_reason(state, A, 8) is None
    assert buy_reason(state, A, 7) == (
        "no undeveloped farmland parcels of yours form the shape (domino (2 in a row)), "
        "and you have no empty barn"
    )
    assert buy_reason(state, A, 2) == "slot 2 is empty"
    assert buy_reason(state, A, 10) == "slot X1 is empty"
    assert buy_reason(state, A, 14) == "there is no slot 14"
    state.money[A] = 4
    assert buy_reason(state, A, 1) == "costs 5, you have 4"


def test_screen_queries() -> None:
    state = empty_board()
    put(state, "P.P[8,0+8,1]", "H.F[6,0+6,1]", "H.F[7,0]", "H.F[7,1]", "W.S[8,3+8,4]", "W.S[8,2]")
    put(state, "P.S[2,6+2,7]{barn storing DEV-S-O4}", "P.F[4,4]{barn}")
    view = RULES.view(state, P)
    assert queries.blocked_lands(view, P) == ["P"]
    assert queries.barns(view, P) == [((2, 6), "DEV-S-O4"), ((4, 4), None)]
    assert len(queries.shape_variants("DEV-F-L3")) == 4
    assert queries.shape_variants("DEV-S-O4") == (((0, 0), (0, 1), (1, 0), (1, 1)),)
    assert queries.shape_variants("FIG-SHIP") == ()
    assert queries.tile_cells(view, P, "F") == [(3, 4), (4, 3), (4, 5), (5, 4)]


def _moves(state, seat: int) -> list:
    return [a for a in RULES.legal_actions(state, seat) if isinstance(a, MoveFigure)]


def test_no_move_reason_says_why_no_figure_can_move() -> None:
    """R35: pilgrims and ships move to own undeveloped tiles without a figure (ships only
    on the coast), only in the own turn. The reason is None exactly when a move is legal."""
    # No pilgrim or ship on the board.
    state = empty_board()
    put(state, "A.S[0,0+0,1]", "A.F[4,4+5,4]")
    turn_of(state, A, disc=5, money=10)
    assert not _moves(state, A)
    assert queries.no_move_reason(state, A) == "you have no pilgrim or ship on the board to move"
    # A pilgrim and a free tile: it can move.
    state = empty_board()
    put(state, "A.S[0,0+0,1]{pilgrim}", "A.F[4,4+5,4]")
    turn_of(state, A, disc=5, money=10)
    assert _moves(state, A) and queries.no_move_reason(state, A) is None
    # Every eligible tile holds a figure; a developed tile and a barn do not count.
    state = empty_board()
    put(state, "A.S[0,0+0,1]{pilgrim}", "A.F[4,4+5,4]{barn}", "A.P[7,7+7,8]*")
    turn_of(state, A, disc=5, money=10)
    assert not _moves(state, A)
    assert "already holds one" in queries.no_move_reason(state, A)
    # Only a ship, and the free tile is inland.
    state = empty_board()
    put(state, "A.S[0,0+0,1]{ship}", "A.F[4,4+5,4]")
    turn_of(state, A, disc=5, money=10)
    assert "own phase-3 turn" in queries.no_move_reason(state, A)  # the ship bonus first
    act(state, A, DeclineExtra())
    assert not _moves(state, A)
    assert "ships stand only on the coast" in queries.no_move_reason(state, A)
    # Not between purchases: no move in another decision (TC-E18).
    state = empty_board()
    put(state, "A.S[0,0+0,1]{pilgrim}", "A.F[4,4+5,4]")
    offer(state, {1: "S"})
    turn_of(state, A, disc=5, money=10)
    act(state, A, Buy(slot=1))
    assert not _moves(state, A)
    assert "own phase-3 turn" in queries.no_move_reason(state, A)


def test_buying_order_is_by_descending_disc() -> None:
    """R14: phase-3 turns go by descending disc value; seat order plays no part."""
    from tests.games.new_england.builder import buying

    state = empty_board()
    assert queries.buying_order(state) == []
    buying(state, {A: 3, H: 9, P: 1, W: 6})
    assert queries.buying_order(RULES.view(state, A)) == [H, W, A, P]
    if state.phase == "ship_bonus":
        act(state, H, DeclineExtra())
    act(state, H, EndTurn())
    assert queries.buying_order(state) == [W, A, P]
