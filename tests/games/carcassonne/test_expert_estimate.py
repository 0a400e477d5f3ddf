"""The expert's judgement of a rollout cut off before the end (``bots.estimate``): a seat's
points, its open features at their expected worth and its settlers in supply, against
the best other seat."""

from __future__ import annotations

import random

import pytest

from boardgames.games.carcassonne.bots import GreedyBot, estimate

from .helpers import RULES, PlaceTile, ScoreFeature, SkipSettler, act, build

RED, BLUE = 0, 1


def two_open_features(bag: dict[str, int]):
    """Red's shopkeeper on P at (1,0): a one-square town open to the north. Blue's robber
    on the straight trail AT at (1,3), which joins the coastal trail of start row 3: two
    squares (start spaces count, D8), open to the west."""
    return build(
        placements=(("P", 0, (1, 0)), ("AT", 0, (1, 3))),
        settlers=((RED, 1, 0, "town1"), (BLUE, 1, 3, "trail1")),
        bag=bag,
    )


def test_unfinished_features_count_what_the_final_scoring_gives_them():
    # Only plain tiles are left: neither feature can close, and with three tiles left no
    # surveyor can reach column 1. At the end the town scores 1 (a square, no flag) and
    # the trail 2 (two squares, no trading post) (R53); both seats keep 4 settlers.
    state = two_open_features({"AR": 3})
    assert RULES.scores(state).totals == [1, 2]
    assert estimate(RULES, state, RED) == pytest.approx(-1.0)
    assert estimate(RULES, state, BLUE) == pytest.approx(1.0)


def test_a_town_that_can_still_close_is_worth_more():
    # Two P tiles (turned, a town cap facing south) can close Red's town at (1,-1): a
    # two-square town then scores 4 (R39). So Red's town is worth more than its final
    # value of 1, and less than 4.
    closed = estimate(RULES, two_open_features({"AR": 1, "P": 2}), RED)
    assert -1.0 < closed < 4.0 - 2.0


def test_more_open_value_leads():
    # Blue's robber stands on the same two-square trail in both positions; Red's town is
    # one square in the first and two in the second (P, and L's town through N-S north of it),
    # with nothing left that can close either.
    small = two_open_features({"AR": 3})
    big = build(
        placements=(("P", 0, (1, 0)), ("L", 0, (1, -1)), ("AT", 0, (1, 3))),
        settlers=((RED, 1, 0, "town1"), (BLUE, 1, 3, "trail1")),
        bag={"AR": 3},
    )
    assert RULES.scores(big).totals == [2, 2]
    assert estimate(RULES, big, RED) > estimate(RULES, small, RED)
    assert estimate(RULES, big, RED) == pytest.approx(0.0)


def test_no_lead_between_seats_in_the_same_position():
    state = RULES.setup(["Red", "Blue", "Green"], RULES.Options(), random.Random(0))
    assert [estimate(RULES, state, seat) for seat in range(3)] == [0.0, 0.0, 0.0]


def test_two_seats_lead_by_opposite_amounts_in_a_greedy_game():
    rng = random.Random(3)
    state = RULES.setup(["Red", "Blue"], RULES.Options(), rng)
    bots = [GreedyBot(RULES, seat) for seat in range(2)]
    steps = 0
    while RULES.pending(state):
        if steps % 7 == 0:
            assert estimate(RULES, state, RED) == pytest.approx(-estimate(RULES, state, BLUE))
        seat = RULES.pending(state)[0].seat
        legal = RULES.legal_actions(state, seat)
        RULES.apply(state, seat, bots[seat].choose(RULES.view(state, seat), legal, rng), rng)
        steps += 1
    assert steps > 100


def test_completed_features_waiting_count_as_scored():
    # Red's shopkeepers stand on two town caps, P at (1,0) facing north and P at (2,-1)
    # facing east; N turned twice (caps on S and W) at (1,-1) closes both: two two-square
    # towns waiting to be scored, Red to choose the order.
    state = build(
        placements=(("P", 0, (1, 0)), ("B", 0, (2, 0)), ("P", 1, (2, -1))),
        settlers=((RED, 1, 0, "town1"), (RED, 2, -1, "town1")),
        current_tile="N",
    )
    act(state, RED, PlaceTile(col=1, row=-1, rotation=2))
    act(state, RED, SkipSettler())
    assert len(state.waiting) == 2
    waiting = estimate(RULES, state, RED)
    # Town (1,0) (named by its segment on N) scored first: 4 points, no bonus (surveyors
    # in column 0); the west surveyor moves to column 1; then town (2,-1): 4, no bonus in
    # column 2. Red has 8 points and all five settlers back, as many as Blue: a lead of 8.
    act(state, RED, ScoreFeature(col=1, row=-1, segment="town1"))
    assert state.total(RED) == 8 and state.supply == [5, 5]
    assert estimate(RULES, state, RED) == pytest.approx(8.0)
    assert waiting == pytest.approx(8.0)
