"""Spec 7 and 8.8: observations (TC-37), no leaks in views, logs or legal lists, undo."""

from __future__ import annotations

import json
import re

import pytest

from boardgames.core.controller import Match, Seat
from boardgames.core.plain import canonical_json
from boardgames.games.catan import actions as X
from boardgames.games.catan.board import board
from boardgames.games.catan.rules import RULES
from boardgames.games.catan.view import chip_marker, chip_odds, legal_targets
from tests.games.catan.helpers import A, B, act, game, set_chip


def tc02_position():
    state = game()
    set_chip(state, 16, "I")
    act(state, A, X.SetupSettlement(crossing=19))
    act(state, A, X.SetupRoad(edge=26))
    return state


def test_tc37_observations():
    state = tc02_position()
    mine, theirs = RULES.view(state, A), RULES.view(state, B)
    assert all(chip_marker(mine, h) in ("I", "II", "III") for h in (13, 16, 17))
    assert all(chip_marker(theirs, h) == "?" for h in (13, 16, 17))
    for v in (mine, theirs, RULES.view(state, None)):
        assert [chip_marker(v, h) for h in (21, 22, 23)] == ["I", "I", "I"]
    assert chip_odds(theirs) == pytest.approx({"I": 4 / 18, "II": 7 / 18, "III": 7 / 18})
    state.turn = 1
    state.turn_seat = state.active = A
    state.phase = state.return_phase = "main"
    state.setup_queue = []
    act(state, A, X.Acquire(hex=16))
    theirs = RULES.view(state, B)
    assert chip_marker(theirs, 16) == "" and theirs.holders[16] == [A]
    assert [c.split("-")[1] for c in theirs.players[A].chips] == ["I"]


def test_chip_odds_use_only_what_the_viewer_knows():
    state = tc02_position()
    mine = RULES.view(state, A)
    known = [chip_marker(mine, h) for h in (13, 16, 17)]
    odds = chip_odds(mine)
    left = {k: {"I": 4, "II": 7, "III": 7}[k] - known.count(k) for k in ("I", "II", "III")}
    assert odds == pytest.approx({k: v / 15 for k, v in left.items()})


def test_view_hides_hands_cards_and_deck_but_keeps_sizes():
    state = tc02_position()
    state.players[B].hand["ore"] = 3
    state.bank["ore"] -= 3
    v = RULES.view(state, A)
    assert v.players[B].hand == {} and v.players[B].card_count == 3
    assert v.deck == [] and v.deck_size == 11
    assert RULES.view(state, B).players[B].hand["ore"] == 3


def test_hidden_numbers_option():
    state = game(hidden_numbers=True)
    act(state, A, X.SetupSettlement(crossing=19))
    act(state, A, X.SetupRoad(edge=26))
    assert {13, 16, 17}.isdisjoint(RULES.view(state, A).unknown_numbers)
    assert {13, 16, 17, 21} <= RULES.view(state, B).unknown_numbers
    assert RULES.view(state, A).unknown_numbers >= {21, 22, 23}


def test_legal_targets_for_highlighting():
    state = game()
    targets = legal_targets(RULES.legal_actions(state, A))
    assert targets["crossings"] == set(board().start_crossings)


CHIP_REVEAL = re.compile(r"#\d+ is (I|II|III)")


@pytest.mark.parametrize("players", [3, 4])
def test_no_leak_in_views_logs_or_legal_lists(players):
    seats = [Seat(name=f"P{i}", kind="bot", level="random") for i in range(players)]
    match = Match(RULES, seats, seed=40 + players)
    fixed = board().fixed_i
    for step in range(1500):
        if match.is_over:
            break
        seat = match.current().seat
        legal = match.legal_actions(seat)
        state = match.state
        for a in legal:  # legal answers never rest on an unseen chip
            if a.kind == "acquire":
                assert a.hex in fixed or a.hex in state.players[seat].seen
        others = [v for s in range(players) if s != seat for v in RULES.secrets(state, s)]
        listed = json.dumps([a.model_dump() for a in legal])
        assert not any(json.dumps(v) in listed for v in others)
        for event in match.submit(seat, match.bot_action(seat)):
            if event.seats is None:
                assert not CHIP_REVEAL.search(event.text), event.text
                assert "chip-" not in event.text and "devcard" not in event.text
                assert not re.search(r"stole 1 |You drew|hand before", event.text)
            elif CHIP_REVEAL.search(event.text) or "You drew" in event.text:
                assert event.seats == frozenset({seat})
        if step % 10:
            continue
        state = match.state
        for viewer in [None, *range(players)]:
            v = RULES.view(state, viewer)
            text = canonical_json(v)
            assert not any(json.dumps(c) in text for c in state.deck)
            for s, p in enumerate(v.players):
                if s != viewer:
                    assert p.hand == {} and p.dev == []
            for h, chip in state.chips.items():
                known = h in fixed or (viewer is not None and h in state.players[viewer].seen)
                if chip is not None and not known:
                    assert v.chips[h] == "?" and json.dumps(chip) not in text


def test_undo_is_barred_after_a_look_under_chips():
    seats = [Seat(name=f"P{i}") for i in range(3)]
    match = Match(RULES, seats, seed=3)
    first = match.current().seat
    match.submit(first, X.SetupSettlement(crossing=43))
    assert match.undo_block() is None
    match.submit(first, X.SetupRoad(edge=61))  # its far end touches the random field 18
    assert match.state.last_reveal and "looked" in (match.undo_block() or "")


def test_fixed_class_i_chips_reveal_nothing():
    """R70: every player counts as having seen the three fixed class-I chips, so a road
    that only reaches them looks at nothing: no barrier to undo, no private news."""
    seats = [Seat(name=f"P{i}") for i in range(3)]
    match = Match(RULES, seats, seed=3)
    first = match.current().seat
    match.submit(first, X.SetupSettlement(crossing=43))  # between the fixed fields 21, 22
    assert set(board().edge_reach(51)) == {21, 22} <= board().fixed_i
    events = match.submit(first, X.SetupRoad(edge=51))
    assert match.state.last_reveal is None and match.entries[-1].barrier is None
    assert not [e for e in events if e.key in ("looked", "chips_seen")]
    assert [e.key for e in events if e.seats is not None] == []
    assert 21 not in match.state.players[first].seen  # nothing to remember: R70


def test_rejected_action_changes_nothing():
    state = game()
    before = canonical_json(state)
    with pytest.raises(Exception, match="start crossing"):
        act(state, A, X.SetupSettlement(crossing=0))
    with pytest.raises(Exception, match="not your turn"):
        act(state, B, X.SetupSettlement(crossing=43))
    assert canonical_json(state) == before


def test_describe_gives_english_labels():
    state = game()
    assert RULES.describe(state, A, X.SetupSettlement(crossing=43)) == "Settlement at crossing 43"
    assert RULES.describe(state, A, X.BankTrade(rate="four_for_gold", give="wool", get="gold")) == (
        "Europe: 4 wool for 1 gold"
    )
    for a in RULES.legal_actions(state, A):
        assert RULES.describe(state, A, a)


def test_undo_is_barred_after_drawing_a_development_card():
    from tests.games.catan.helpers import give, main_phase

    state = main_phase()
    give(state, A, ore=1, wool=1, grain=1)
    act(state, A, X.BuyDevCard())
    assert state.last_reveal == "a development card was drawn"
