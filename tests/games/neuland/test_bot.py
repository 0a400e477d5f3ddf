"""The greedy bot (spec 10): it finishes games by the rules and beats random play."""

from __future__ import annotations

import random

import pytest

from boardgames.core.simulate import play_game
from boardgames.games.neuland.board import distance
from boardgames.games.neuland.bots import GreedyBot
from boardgames.games.neuland.rules import RULES
from boardgames.games.neuland.setup import Options
from boardgames.games.neuland.state import PendingOrder

from .helpers import DATA, RED, build, do, fresh, legal, table, work
from .test_costs import LODGE_SPOT


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_games_end_by_the_last_coat(players):
    result = play_game(RULES, ["greedy"] * players, Options(), seed=players)
    state = result.state
    assert state.end_reason == "last_coat" and state.winner is not None
    assert state.players[state.winner].coats_left == 0
    assert state.turn_number < 60


@pytest.mark.parametrize("players", [2, 4])
def test_greedy_beats_random(players):
    levels = ["random"] * players
    levels[1] = "greedy"
    result = play_game(RULES, levels, Options(), seed=7)
    assert result.state.winner == 1


def test_greedy_plays_the_random_map():
    result = play_game(RULES, ["greedy"] * 3, Options(layout="random"), seed=5)
    assert result.state.end_reason == "last_coat"


def test_start_hex_has_varied_neighbours():
    state = fresh(2, first_player=RED)
    bot = GreedyBot(RULES, RED)
    choice = bot.choose(RULES.view(state, RED), legal(state), random.Random(0))
    terrains = {c.terrain for h, c in state.hexes.items() if distance(h, choice.lodge_hex) == 1}
    assert {"mountain", "grassland"} <= terrains


def test_bot_only_chooses_legal_actions_and_ends_a_hopeless_turn():
    state = table()
    work(state, LODGE_SPOT)
    do(state, legal(state)[0])
    bot = GreedyBot(RULES, RED)
    action = bot.choose(RULES.view(state, RED), legal(state), random.Random(0))
    assert action in legal(state)


def test_cube_order_puts_the_needed_ore_on_top():
    bot = GreedyBot(RULES, RED)
    bot.target = next(p.id for p in DATA.properties if "iron" in p.goods)
    state = table()
    spot = build(state, "mine", (1, -1))
    state.phase = "order_cubes"
    state.pending_orders.append(PendingOrder(spot, ("coal", "silver_ore", "iron_ore")))
    for cube in ("coal", "silver_ore", "iron_ore"):
        state.bag[cube] -= 1
    choice = bot.choose(RULES.view(state, RED), legal(state), random.Random(0))
    assert choice.order[0] == "iron_ore"
