"""The greedy bot plans gold (the wildcard) and blocks (spec 10, items 2 and 7)."""

from __future__ import annotations

import random

from boardgames.games.neuland.actions import PlaceCoats, Produce
from boardgames.games.neuland.bots import GreedyBot, paid

from .helpers import RED, RULES, build, legal, table, work

LUMBERJACK = (1, 0, 1)  # Red's start hut: its product is wood


def choose(state):
    bot = GreedyBot(RULES, RED)
    return bot, bot.choose(RULES.view(state, RED), legal(state), random.Random(0))


def test_gold_pays_for_only_one_good():
    assert paid([2.0, 5.0], 1.0) == 3.0  # gold stands for the dearer good
    assert paid([2.0, float("inf")], 1.0) == 3.0  # ... even one nobody can make
    assert paid([2.0, 5.0], 9.0) == 7.0  # dearer gold is not used


def test_held_gold_pays_for_a_good_nobody_has():
    # The Atelier wants cloth and wood; Red holds wood and gold, nobody has cloth.
    state = table()
    atelier = build(state, "atelier", (0, 0))
    alchemist = build(state, "alchemistenhoehle", (1, -1))
    work(state, alchemist, good="gold")
    work(state, LUMBERJACK)
    _, action = choose(state)
    assert action == PlaceCoats(spot=atelier, sources=(alchemist, LUMBERJACK))


def test_plans_gold_when_a_good_has_no_other_source():
    # No Weaving Mill or Sheep Pen is left to build, so cloth for the Atelier can only be
    # gold: Red makes it at the Alchemist's Cave from its paper and iron.
    state = table()
    build(state, "atelier", (0, 0))
    alchemist = build(state, "alchemistenhoehle", (1, -1))
    paper = build(state, "schoepferei", (1, 0))
    smelter = build(state, "metallhuette", (0, -1))
    work(state, paper)
    work(state, smelter, good="iron")
    work(state, LUMBERJACK)
    for key in state.display_production:
        if key[0] in ("weberei", "hirtenverschlag"):
            state.display_production[key] = 0
    bot, action = choose(state)
    assert bot.target == "atelier"
    assert action == Produce(spot=alchemist, recipe=0, sources=(paper, smelter))


def test_blocks_the_only_sheep_pen_when_nothing_planned_fits():
    # Red's Atelier plan runs through the Weaving Mill at (0,-1) with wool from its own
    # pen; the only free Sheep Pen, at (-1,-1), is the one Blue's plan needs. With none
    # of its planned steps open this turn (only the pen and ending the turn are offered),
    # Red occupies the pen: wool is a good its own plan uses too.
    state = table()
    build(state, "atelier", (0, 0))
    build(state, "weberei", (0, -1))
    work(state, build(state, "hirtenverschlag", (0, 0)))
    pen = build(state, "hirtenverschlag", (-1, -1))
    state.s = 1  # a step already taken: ending the turn is legal
    offered = [
        a for a in legal(state)
        if a.kind == "end_turn" or (isinstance(a, Produce) and a.spot == pen)
    ]
    bot = GreedyBot(RULES, RED)
    action = bot.choose(RULES.view(state, RED), offered, random.Random(0))
    assert action == Produce(spot=pen, recipe=0, sources=())
