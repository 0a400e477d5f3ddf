"""The expert's judgement of cut-off rollouts (``bots.estimate``): a seat's points by the
spec's scoring (section 5) plus the end-game worth of what it holds, over the best other
seat's. The positions mirror Annable's holdings at the top edge onto Howland's at the
bottom edge, so the two seats differ only where a test says."""

from __future__ import annotations

import random

from boardgames.games.new_england.bots import GreedyBot, estimate
from boardgames.games.new_england.rules import RULES
from boardgames.games.new_england.state import NewEnglandState
from tests.games.new_england.builder import empty_board, play_card, put

A, H, P = 0, 1, 2


def mirrored(a_barn: str = "{barn}", a_start: str = "", h_start: str = "") -> NewEnglandState:
    """Annable and Howland with a settlement start tile and a farmland tile with a barn,
    at mirrored places of the top and bottom edges; Palmer holds nothing."""
    state = empty_board(3)
    put(state, f"A.S[0,0+0,1]{a_start}", f"A.F[0,5]{a_barn}",
        f"H.S[8,0+8,1]{h_start}", "H.F[8,5]{barn}")
    return state


def test_identical_seats_are_even() -> None:
    state = empty_board(3)
    assert [estimate(RULES, state, s) for s in range(3)] == [0.0, 0.0, 0.0]
    state = mirrored()
    assert estimate(RULES, state, A) == estimate(RULES, state, H) == 0.0
    assert estimate(RULES, state, P) < 0


def test_played_card_counts_its_vp() -> None:
    # 5.2: the VP of played land cards; nothing else differs
    state = empty_board(3)
    play_card(state, A, "DEV-S-I3")
    assert estimate(RULES, state, A) == 6.0
    assert estimate(RULES, state, H) == -6.0


def test_pilgrim_majority_and_income() -> None:
    # the pilgrim card's 1 VP and the 4 VP of most pilgrims (S1), plus its income to come
    state = mirrored(a_start="{pilgrim}")
    assert estimate(RULES, state, A) > 5.0
    # a tie gives both the full bonus (S2): even again
    state = mirrored(a_start="{pilgrim}", h_start="{pilgrim}")
    assert estimate(RULES, state, A) == 0.0


def test_money_is_worth_less_than_a_vp_per_shilling() -> None:
    # money only breaks ties at the end (S4), but buys items until then
    state = empty_board(3)
    state.money[A] += 10
    assert 0.0 < estimate(RULES, state, A) < 5.0


def test_stored_card_is_credited_below_its_vp() -> None:
    # a card in a barn scores nothing (R39), but Annable can play this one on its start
    # tile's two parcels, which then serve no other card
    state = mirrored(a_barn="{barn storing DEV-S-I2}")
    assert RULES.scores(state).totals[A] == RULES.scores(state).totals[H]
    assert 0.0 < estimate(RULES, state, A) < 3.0


def test_undeveloped_parcels_are_worth_more_than_developed_ones() -> None:
    # undeveloped parcels can still take a land card; developed ones cannot (R5, R26)
    state = mirrored()
    state.tiles[(8, 0)].developed = True
    assert estimate(RULES, state, A) > 0.0


def test_start_tiles_are_left_to_greedy() -> None:
    setup = RULES.setup(["a", "b", "c"], RULES.Options(), random.Random(1))
    assert GreedyBot.search_skip(RULES.view(setup, 0))
    assert not GreedyBot.search_skip(RULES.view(empty_board(3), 0))
