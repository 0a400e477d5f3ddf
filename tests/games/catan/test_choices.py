"""What the Neue Welt screen offers, from a view and the legal actions alone (the pure
choices module, no Pilot)."""

from __future__ import annotations

import pytest

from boardgames.core.rules import Decision, IllegalAction
from boardgames.games.catan import actions as X
from boardgames.games.catan import summary
from boardgames.games.catan.board import board
from boardgames.games.catan.rules import RULES
from boardgames.ui.games.catan import choices as C
from tests.games.catan.helpers import A, B, act, game, give, legal, main_phase, road, settle


def decision(state, seat: int) -> Decision:
    d = RULES.pending(state)[0]
    assert d.seat == seat
    return d


def test_the_start_settlement_is_chosen_on_the_marked_crossings():
    state = game()
    view = RULES.view(state, A)
    assert C.fixed_mode("setup_settlement", "") == C.CROSSING
    spots = C.map_targets("setup_settlement", "", C.CROSSING, legal(state, A))
    assert set(spots) == set(board().start_crossings)
    assert all(len(actions) == 1 for actions in spots.values())
    d = decision(state, A)
    assert C.instruction(view, d).startswith("P0: place your start settlement")
    title, keys = C.bar_keys(view, d, d.kind, "", C.CROSSING, legal(state, A))
    assert title == "Start settlement:" and [k.key for k in keys] == ["enter", "tab"]


def test_a_road_placement_offers_the_legal_edges_and_says_why_not_elsewhere():
    state = main_phase()
    settle(state, A, 32)
    give(state, A, wood=1, brick=1)
    view = RULES.view(state, A)
    actions = legal(state, A)
    spots = C.map_targets("main", "road", C.EDGE, actions)
    assert set(spots) == set(board().crossing_edges[32])
    assert C.fixed_mode("main", "road") == C.EDGE and C.fixed_mode("main", "") is None
    far = next(e for e in board().edges if e not in spots)
    probe = C.spot_probe(view, A, "main", "road", far)
    assert probe == X.BuildRoad(edge=far)
    with pytest.raises(IllegalAction, match="not connected"):
        RULES.check(state, A, probe)
    label = C.action_label(view, A, spots[min(spots)][0])
    assert label == f"Road on edge {min(spots)} for 1 wood + 1 brick"
    # without cards, the key is greyed and the reason is the price, wherever it would go
    state.players[A].hand = {r: 0 for r in state.players[A].hand}
    state.bank.update(wood=state.bank["wood"] + 1, brick=state.bank["brick"] + 1)
    view, actions = RULES.view(state, A), legal(state, A)
    keys = {k.key: k for k in C.main_keys(view, A, actions)}
    assert not keys["1"].enabled and keys["n"].enabled
    assert C.why_no_spot(view, A, "road", {C.EDGE: far, C.CROSSING: 0, C.HEX: 0}) \
        .startswith("a road costs 1 wood and 1 brick")


def test_la_salle_probes_a_settlement_he_can_pay():
    """The omitted resource of the probe comes from the engine: one he can do without."""
    state = main_phase()
    state.players[A].fathers.append("la_salle")
    give(state, A, brick=1, wool=1, grain=1)
    view = RULES.view(state, A)
    probe = C.spot_probe(view, A, "main", "settlement", 32)
    assert probe == X.BuildSettlement(crossing=32, omit="wood")
    give(state, A, wood=1)
    state.players[A].hand["brick"] = 0
    state.bank["brick"] += 1
    probe = C.spot_probe(RULES.view(state, A), A, "main", "settlement", 32)
    assert probe == X.BuildSettlement(crossing=32, omit="brick")


def test_jump_goes_round_the_legal_spots():
    assert C.jump([5, 1, 9], 1, 1) == 5 and C.jump([5, 1, 9], 9, 1) == 1
    assert C.jump([5, 1, 9], 1, -1) == 9 and C.jump([], 3, 1) is None


def test_the_ship_key_switches_between_sailing_and_founding():
    assert C.ship_sub("", True, True) == "ship"
    assert C.ship_sub("ship", True, True) == "found"
    assert C.ship_sub("found", True, True) == "ship"
    assert C.ship_sub("", False, True) == "found" and C.ship_sub("", False, False) is None


def test_a_waiting_seat_can_only_inspect():
    state = main_phase()
    view = RULES.view(state, B)
    d = RULES.pending(state)[0]
    title, keys = C.bar_keys(view, d, "", "", C.HEX, [])
    assert title == "Waiting." and [k.key for k in keys] == ["i", "mode"]


def test_chip_details_take_the_victory_points_from_the_data_file():
    state = main_phase()
    view = RULES.view(state, A)
    fixed = min(board().fixed_i)
    [line] = C.chip_details(view, A, [[fixed, "I"]])
    assert "class I (1 VP)" in line and "for you: free" in line
    [line] = C.chip_details(view, A, [[fixed, "III"]])
    assert "class III (3 VP)" in line and "a knight" in line


def test_the_cards_one_may_play_and_the_trades_with_europe():
    state = main_phase()
    road(state, A, 47)
    give(state, A, ore=4)
    view, actions = RULES.view(state, A), legal(state, A)
    rows = C.play_rows(actions)
    assert [r.value for r in rows] == ["knight", "road_building", "year_of_plenty", "monopoly"]
    assert not any(r.enabled for r in rows)
    banks = C.bank_rows(view, A, actions)
    assert any(str(r.label).startswith("give 4 ore") for r in banks)
    assert all(isinstance(a, X.BankTrade) for r in banks for a in r.value)  # type: ignore[attr-defined]


def test_the_change_marks_come_from_the_actions_and_the_events_parameters():
    state = game(3)
    events = act(state, A, X.SetupSettlement(crossing=43))
    events += act(state, A, X.SetupRoad(edge=61))  # reaches the random field 18
    marks = summary.changes([X.SetupSettlement(crossing=43), X.SetupRoad(edge=61)], events)
    assert {("crossing", 43), ("edge", 61), ("hex", 18)} <= marks
    assert not {("hex", h) for h in board().fixed_i} & marks  # R70: nothing looked at there
