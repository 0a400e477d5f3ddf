"""The turn limit (R52), scores, views and the agreement of check with legal_actions."""

from __future__ import annotations

import random

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.neuland.actions import EndTurn, OrderCubes, Produce
from boardgames.games.neuland.rules import RULES
from boardgames.games.neuland.setup import Options
from boardgames.games.neuland.state import PendingOrder

from .helpers import BLUE, NAMES, RED, YELLOW, build, do, legal, table, work
from .test_costs import LODGE_SPOT


def play_randomly(state, rng, actions):
    for _ in range(actions):
        if not RULES.pending(state):
            return
        seat = RULES.pending(state)[0].seat
        RULES.apply(state, seat, rng.choice(legal(state, seat)), rng)


def test_the_turn_limit_ends_the_game():
    state = RULES.setup(NAMES[:2], Options(turn_limit=3, first_player=0), random.Random(1))
    rng = random.Random(2)
    play_randomly(state, rng, 500)
    assert state.turn_number == 3 and state.end_reason == "turn_limit"
    assert RULES.pending(state) == [] and state.winner is None
    scores = RULES.scores(state)
    assert scores.final and "turn limit" in scores.note
    assert scores.winners == [0, 1]  # nobody placed coats: a shared result


def test_scores_mid_game_rank_by_coats_placed():
    state = table()
    scores = RULES.scores(state)
    assert [c.label for c in scores.categories] == ["Coats placed", "Coats left", "Properties held"]
    assert not scores.final and scores.totals == [0, 0, 0]


def test_the_view_is_an_independent_copy():
    state = table()
    work(state, LODGE_SPOT)
    view = RULES.view(state, BLUE)
    assert view == state and view is not state
    view.tile(LODGE_SPOT).worker.good = "gold"
    assert state.tile(LODGE_SPOT).worker.good == "food"


def test_end_turn_label_warns_of_forfeits_and_losses():
    state = table(markers={BLUE: 1, YELLOW: 2})
    work(state, (1, 0, 1), good="wood", lying=True)
    do(state, Produce(spot=LODGE_SPOT))
    assert RULES.describe(state, RED, EndTurn()) == (
        "End the turn (marker to space 3, 2 steps forfeited, 1 product lost)"
    )


def test_cube_orders_must_use_the_drawn_cubes():
    state = table()
    state.phase = "order_cubes"
    spot = build(state, "mine", (1, -1))
    state.pending_orders.append(PendingOrder(spot, ("coal", "coal", "iron_ore")))
    for cube in ("coal", "coal", "iron_ore"):
        state.bag[cube] -= 1
    assert len(legal(state)) == 3
    with pytest.raises(IllegalAction, match="exactly the three cubes"):
        RULES.check(state, RED, OrderCubes(spot=spot, order=("coal", "iron_ore", "iron_ore")))
    with pytest.raises(IllegalAction, match="order the cubes"):
        RULES.check(state, RED, Produce(spot=LODGE_SPOT))


def variants(action):
    """Actions near ``action`` (other flags, recipes, sources), for the agreement test."""
    out = []
    if hasattr(action, "wheelbarrow"):
        out.append(action.model_copy(update={"wheelbarrow": not action.wheelbarrow}))
    if action.kind == "produce":
        out.append(action.model_copy(update={"recipe": 1 - action.recipe}))
        out.append(action.model_copy(update={"sources": tuple(reversed(action.sources))}))
        out.append(action.model_copy(update={"sources": ()}))
        out.append(action.model_copy(update={"spot": (action.spot[0], action.spot[1], 2)}))
    if action.kind == "build":
        out.append(action.model_copy(update={"hex": (0, 0)}))
        out.append(action.model_copy(update={"hex": (2, -2)}))
        out.append(action.model_copy(update={"source": "wood_token"}))
        out.append(action.model_copy(update={"source": "food_token"}))
    if action.kind == "place_coats":
        out.append(action.model_copy(update={"sources": action.sources[:-1]}))
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_check_agrees_with_legal_actions(players):
    """Every listed action passes check; every nearby unlisted one is refused."""
    rng = random.Random(players)
    state = RULES.setup(NAMES[:players], Options(), rng)
    for _ in range(350):
        if not RULES.pending(state):
            break
        seat = RULES.pending(state)[0].seat
        actions = legal(state, seat)
        listed = set(actions)
        for action in actions:
            RULES.check(state, seat, action)
            for other in variants(action):
                if other not in listed:
                    with pytest.raises(IllegalAction):
                        RULES.check(state, seat, other)
        for other in range(players):
            if other != seat:
                assert legal(state, other) == []
        RULES.apply(state, seat, rng.choice(actions), rng)
        RULES.check_invariants(state)


def test_label_of_a_token_payment():
    state = table()
    label = RULES.describe(state, RED, Produce(spot=(1, 0, 1), recipe=0, sources=("food_token",)))
    assert label == "Produce wood at Lumberjack's Hut (1,0) with the food token — 1 step"
