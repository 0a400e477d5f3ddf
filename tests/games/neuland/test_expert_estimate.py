"""The expert's judgement of a cut-off rollout (bots.estimate): the first seat to place
its last coat wins (spec 5), so a seat's lead is read from when each seat may place it."""

from __future__ import annotations

import pytest

from boardgames.games.neuland.bots import STEPS_PER_COAT, estimate, finish_steps
from boardgames.games.neuland.rules import RULES

from .helpers import BLUE, DATA, RED, table, work
from .test_costs import LODGE_SPOT


def test_in_two_player_games_one_seats_lead_is_the_others_deficit():
    state = table(2)
    work(state, LODGE_SPOT, RED)
    assert estimate(RULES, state, RED) == pytest.approx(-estimate(RULES, state, BLUE))


def test_steps_spent_on_the_track_count_against_a_seat():
    state = table(2)
    before = estimate(RULES, state, RED)
    state.players[RED].steps_taken += 3
    assert estimate(RULES, state, RED) == pytest.approx(before - 3 / STEPS_PER_COAT)


def test_each_coat_placed_is_worth_one():
    state = table(2)
    before = estimate(RULES, state, RED)
    state.players[RED].coats_left -= 2  # far from the last coat: no property covers all
    assert estimate(RULES, state, RED) == pytest.approx(before + 2)


def test_a_seat_that_placed_its_last_coat_is_done_when_its_steps_say():
    state = table(2)
    state.players[RED].coats_left = 0
    state.players[RED].steps_taken = 40
    assert finish_steps(state, RED, DATA) == 40


def test_a_product_on_the_board_brings_the_finish_nearer():
    """Red's Hunting Lodge holding food (which several properties take) makes food cost
    no step near it instead of a production: Red's way to a property gets shorter."""
    state = table(2)
    before = finish_steps(state, RED, DATA)
    work(state, LODGE_SPOT, RED)
    assert finish_steps(state, RED, DATA) < before
