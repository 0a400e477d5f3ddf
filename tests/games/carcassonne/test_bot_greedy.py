"""The greedy bot counts the tiles left in the bag (their counts are public) when it
judges whether an open feature can still be completed."""

from __future__ import annotations

import random

import pytest

from boardgames.games.carcassonne.bots import GreedyBot, Odds

from .helpers import DATA, RULES, DeploySettler, PlaceTile, SkipSettler, act, build

RED = 0


def deploy_choice(bag: dict[str, int]):
    """Red has put P (a one-square town open to the north) at (1,0); a new bot decides
    where its settler goes."""
    state = build(current_tile="P", bag=bag)
    act(state, RED, PlaceTile(col=1, row=0, rotation=0))
    bot = GreedyBot(RULES, RED)
    return bot.choose(RULES.view(state, RED), RULES.legal_actions(state, RED), random.Random(0))


def test_no_shopkeeper_on_a_town_no_tile_left_can_close():
    # Only straight trails are left: none shows a town side, so the town never closes
    # and a shopkeeper there would stand idle to the end.
    assert deploy_choice({"AA": 20}) == SkipSettler()


def test_shopkeeper_on_the_same_town_when_closing_tiles_are_left():
    assert deploy_choice({"AA": 20, "P": 2}) == DeploySettler(segment="town1")


@pytest.mark.parametrize(
    ("bag", "chance"),
    [({"AA": 20}, 0.0), ({"AA": 20, "P": 1}, 0.3), ({"AA": 20, "P": 2}, 0.51)],
)
def test_odds_count_the_fitting_tiles_in_the_bag(bag, chance):
    state = build(current_tile="P", bag=bag)
    act(state, RED, PlaceTile(col=1, row=0, rotation=0))
    odds = Odds(state, DATA)
    town = state.feature_of[1, 0, "town1"]
    assert odds.open_cells(town) == {(1, -1)}
    assert odds.reach(odds.open_cells(town)) == pytest.approx(chance)


def test_a_town_side_facing_the_sea_never_closes():
    state = build(current_tile="P")
    odds = Odds(state, DATA)
    assert odds.reach({(-1, 1)}) == 0.0
    assert odds.reach({(1, -1)}) > 0.99  # a free cell any of dozens of tiles fits


@pytest.mark.parametrize(("bag", "planned"), [({"AA": 20}, None), ({"AA": 20, "P": 3}, "town1")])
def test_placement_plans_a_shopkeeper_only_where_the_town_can_close(bag, planned):
    # P away from the start towns (the placements joining one are left out): its town
    # stays open, and a shopkeeper there is worth it only if some tile left can close it.
    state = build(current_tile="P", bag=bag)
    beside_towns = {(1, 1), (1, 4), (1, 5), (1, 8)}
    legal = [a for a in RULES.legal_actions(state, RED) if (a.col, a.row) not in beside_towns]
    bot = GreedyBot(RULES, RED)
    action = bot.choose(RULES.view(state, RED), legal, random.Random(0))
    assert bot.plan == ((action.col, action.row), planned)
