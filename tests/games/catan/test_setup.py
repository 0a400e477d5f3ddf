"""Spec 8.1 (TC-01..TC-05), the data self-test (R1) and the options."""

from __future__ import annotations

import random

import pytest

from boardgames.core.rules import SetupError
from boardgames.games.catan import actions as X
from boardgames.games.catan.board import board, recompute_topology
from boardgames.games.catan.data import data
from boardgames.games.catan.rules import RULES, Options
from tests.games.catan.helpers import (
    A,
    B,
    C,
    D,
    act,
    drop_fathers,
    game,
    kinds,
    produce,
    set_chip,
    vp,
)


def start_spots(state, seat):
    return {a.crossing for a in kinds(state, seat, "setup_settlement")}


def place(state, seat, crossing, edge=None):
    act(state, seat, X.SetupSettlement(crossing=crossing))
    edge = edge if edge is not None else kinds(state, seat, "setup_road")[0].edge
    act(state, seat, X.SetupRoad(edge=edge))


def test_r1_topology_recomputed_from_hexes():
    crossings, edges = recompute_topology()
    m = data().map
    assert crossings == [frozenset(map(tuple, c.hexes)) for c in m.crossings]
    assert edges == [tuple(e.crossings) for e in m.edges]
    checks = data().checks
    bd = board()
    assert len(bd.land) == checks["land_hexes"]
    assert len(bd.chip_fields) == checks["chip_fields"]
    assert len(bd.fixed_i) == checks["fixed_I_fields"]
    assert len(bd.crossing_adj) == checks["crossings"] and len(bd.edge_ends) == checks["edges"]


def test_tc01_start_crossing_legality():
    state = game()
    assert start_spots(state, A) == {19, 26, 43, 59, 66}
    place(state, A, 26)
    assert start_spots(state, B) == {43, 59, 66}
    place(state, B, 43)
    place(state, C, 59)
    assert start_spots(state, D) == {66}


def test_tc01_variant_fixed_i_only():
    assert start_spots(game(start_crossings="fixed_I_only"), A) == {26, 43, 59, 66}


def test_tc02_setup_road_explores_privately():
    state = game()
    act(state, A, X.SetupSettlement(crossing=19))
    events = act(state, A, X.SetupRoad(edge=26))
    assert state.players[A].seen == {13, 16, 17}
    assert all(RULES.view(state, A).chips[h] not in (None, "?") for h in (13, 16, 17))
    assert all(RULES.view(state, B).chips[h] == "?" for h in (13, 16, 17))
    public_lines = [e.text for e in events if e.seats is None]
    assert any("#13, #16, #17" in t for t in public_lines)
    assert not any(" is I" in t for t in public_lines)
    assert [e.seats for e in events if " is " in e.text] == [frozenset({A})]


def test_tc02_variant_sides():
    state = game(explore_rule="sides")
    act(state, A, X.SetupSettlement(crossing=19))
    act(state, A, X.SetupRoad(edge=26))
    assert state.players[A].seen == {16, 17}


def test_tc03_start_resources():
    state = game()
    for seat, crossing in ((A, 59), (B, 43), (C, 26), (D, 66)):
        place(state, seat, crossing)
    assert state.players[A].hand == {"wood": 0, "brick": 1, "wool": 0, "grain": 1, "ore": 0}
    assert state.players[D].hand == {"wood": 0, "brick": 1, "wool": 1, "grain": 0, "ore": 0}
    assert state.bank["brick"] == 17
    assert state.phase == "setup_acquire" and state.active == A


def test_tc04_setup_acquisition_and_first_productions():
    state = game()
    for seat in range(4):
        drop_fathers(state, seat)  # the example assumes no father changes a condition
    set_chip(state, 17, "I")
    set_chip(state, 20, "II")
    for seat, crossing in ((A, 59), (B, 43), (C, 66), (D, 26)):
        place(state, seat, crossing)
    act(state, A, X.Acquire(hex=22))
    act(state, A, X.Acquire(hex=23))
    act(state, A, X.Done())
    act(state, B, X.Acquire(hex=21))
    act(state, B, X.BuyRights(hex=22))
    act(state, B, X.Done())
    act(state, C, X.BuyRights(hex=23))
    assert any(a.kind == "acquire" and a.hex == 20 for a in kinds(state, C, "acquire"))
    act(state, C, X.Done())
    act(state, D, X.BuyRights(hex=21))
    act(state, D, X.Acquire(hex=17))
    assert kinds(state, D, "build_road") == []  # nothing but acquisitions in this step
    act(state, D, X.Done())
    assert [p.gold for p in state.players] == [10, 4, 1, 1] and state.bank_gold == 14
    assert state.holders[21] == [B, D] and state.holders[22] == [A, B]
    assert state.holders[23] == [A, C] and state.holders[17] == [D]
    assert state.chips[20] is not None and state.holders[20] == []
    assert [vp(state, s) for s in range(4)] == [3, 2, 1, 2]
    assert [18 - p.tokens_left for p in state.players] == [2, 2, 1, 2]
    assert state.phase == "pre_roll" and state.turn_seat == A and state.turn == 1

    def gains(total):
        trial = state.clone()
        produce(trial, total)
        return trial.production

    assert gains(11) == {A: {"grain": 1}, B: {"grain": 1}}
    assert gains(10) == {B: {"wood": 1}, D: {"wood": 1}}
    assert gains(5) == {A: {"brick": 1}, C: {"brick": 1}}
    assert gains(3) == {D: {"wool": 1}}


def test_tc05_three_players_undealt_nation():
    seed = next(s for s in range(100) if "holland" not in {p.nation for p in game(3, s).players})
    state = game(3, seed)
    assert state.fathers_out == ["fugger"]
    assert sorted(state.father_pile) == sorted(
        f.id for f in data().founding_fathers if f.nation is None
    )
    assert len(state.father_pile) == 8 and state.bank_gold == 18
    pile = game(3, seed, unused_nation_father="pile")
    assert len(pile.father_pile) == 9 and "fugger" in pile.father_pile


def test_four_players_start_goods_and_nation_fathers():
    state = game(4)
    assert state.bank_gold == 14 and state.target == 18
    fathers = {p.nation: p.fathers for p in state.players}
    assert fathers == {
        "england": ["la_salle"],
        "france": ["pocahontas"],
        "spain": ["washington"],
        "holland": ["fugger"],
    }
    assert game(3).target == 20


def test_no_setup_acquisition_option_starts_the_first_turn():
    state = game(setup_acquisition=False)
    for seat, crossing in ((A, 59), (B, 43), (C, 66), (D, 26)):
        place(state, seat, crossing)
    assert state.phase == "pre_roll" and state.turn_seat == A


def test_configure_rejects_player_counts():
    with pytest.raises(SetupError):
        RULES.configure(2, Options())
    _, notes = RULES.configure(3, Options(gold_supply=None))
    assert notes == ["option gold_supply = None"]


def test_setup_is_reproducible():
    a = RULES.setup(["a", "b", "c"], Options(), random.Random(5))
    b = RULES.setup(["a", "b", "c"], Options(), random.Random(5))
    assert a == b
    assert sorted(a.chips[h] for h in board().fixed_i) == ["chip-I-1", "chip-I-2", "chip-I-3"]


def test_field_inspector():
    from boardgames.games.catan.view import inspect_field

    state = game()
    info = inspect_field(RULES.view(state, A), 21)
    assert info["chip"] == "I" and info["value"] == 3 and info["number"] == 10
    assert inspect_field(RULES.view(state, A), 4)["robber"]


def test_configure_rejects_too_little_gold():
    with pytest.raises(SetupError, match="gold"):
        RULES.configure(4, Options(gold_supply=10))
