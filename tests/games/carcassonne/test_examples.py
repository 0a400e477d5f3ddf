"""The rulebook's worked examples (spec section 8.2), on the frozen tile data."""

from __future__ import annotations

import itertools

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.carcassonne import scoring

from .helpers import (
    RULES,
    DeploySettler,
    DrawTile,
    PlaceTile,
    ScoreFeature,
    SkipSettler,
    act,
    build,
    invariants,
    score,
)

RED, BLUE = 0, 1


def kinds(state, seat):
    return [a.kind for a in RULES.legal_actions(state, seat)]


def deploy_choices(state):
    return [getattr(a, "segment", "skip") for a in RULES.legal_actions(state, state.active)]


def test_rb1_trail_with_two_trading_posts_scores_8():
    state = build(
        placements=(("AK", 1, (1, 2)), ("AA", 0, (2, 2)), ("AA", 0, (3, 2))),
        settlers=((RED, 2, 2, "trail1"),),
        active=BLUE,
        current_tile="H",
    )
    act(state, BLUE, PlaceTile(col=4, row=2, rotation=3))
    act(state, BLUE, SkipSettler())
    assert state.phase == "draw_tile" and state.active == RED  # no score_feature decision
    assert score(state, RED, "trails") == 8 and score(state, RED) == 8
    assert score(state, BLUE) == 0
    assert state.supply[RED] == 5 and not state.settlers
    assert state.surveyors == (0, 1)
    town = state.feature_at((4, 2, "town1"))
    assert town.open == 3  # N, S and W stay open
    invariants(state)


def test_rb2_deploy_score_and_take_back_in_one_turn():
    state = build(placements=(("AK", 1, (1, 2)), ("AT", 0, (2, 2))), current_tile="H")
    act(state, RED, PlaceTile(col=3, row=2, rotation=3))
    assert deploy_choices(state) == ["town1", "trail1", "plain1", "plain2", "skip"]
    events = act(state, RED, DeploySettler(segment="trail1"))
    assert any("robber" in e.text for e in events)
    assert score(state, RED, "trails") == 3
    assert state.supply[RED] == 5 and not state.settlers
    assert state.surveyors == (0, 1)


def test_rb3_town_of_four_squares_scores_8():
    state = build(
        placements=(("P", 3, (1, 0)), ("L", 1, (2, 0)), ("L", 1, (3, 0))),
        settlers=((RED, 1, 0, "town1"),),
        active=BLUE,
        current_tile="P",
    )
    act(state, BLUE, PlaceTile(col=4, row=0, rotation=1))
    act(state, BLUE, SkipSettler())
    assert score(state, RED, "towns") == 8 and score(state, RED) == 8
    assert state.surveyors == (0, 1)


def test_rb4_a_square_with_two_segments_of_one_town_counts_once():
    state = build(
        placements=(("AW", 0, (1, 0)), ("I", 2, (2, 0)), ("I", 3, (2, 1)), ("K", 1, (3, 0))),
        settlers=((RED, 2, 0, "town1"),),
        active=BLUE,
        current_tile="N",
    )
    act(state, BLUE, PlaceTile(col=3, row=1, rotation=0))
    town = state.feature_at((3, 1, "town1"))
    assert sorted(town.segments) == [
        (2, 0, "town1"),
        (2, 1, "town1"),
        (3, 0, "town1"),
        (3, 1, "town1"),
        (3, 1, "town2"),
    ]
    assert len(town.squares) == 4
    act(state, BLUE, SkipSettler())
    assert score(state, RED, "towns") == 8  # not 10


def test_rb5_town_with_a_flag():
    state = build(
        placements=(("P", 3, (1, 0)), ("M", 1, (2, 0))),
        settlers=((RED, 1, 0, "town1"),),
        active=BLUE,
        current_tile="P",
    )
    act(state, BLUE, PlaceTile(col=3, row=0, rotation=1))
    act(state, BLUE, SkipSettler())
    assert score(state, RED, "towns") == 8  # 3 squares x 2 + 1 flag x 2


def test_rb6_tie_both_score_the_full_value():
    state = build(
        placements=(
            ("P", 3, (1, 0)),
            ("AT", 0, (1, -1)),
            ("AT", 0, (2, -1)),
            ("AT", 0, (3, -1)),
            ("AA", 0, (4, -1)),
            ("L", 1, (4, 0)),
            ("P", 1, (5, 0)),
            ("L", 1, (2, 0)),
        ),
        settlers=((RED, 1, 0, "town1"), (BLUE, 4, 0, "town1")),
        current_tile="M",
    )
    at_cell = [a.rotation for a in RULES.legal_actions(state, RED) if (a.col, a.row) == (3, 0)]
    assert at_cell == [1, 3]
    act(state, RED, PlaceTile(col=3, row=0, rotation=1))
    town = state.feature_at((3, 0, "town1"))
    assert town.squares == {(c, 0) for c in range(1, 6)} and town.flags == 1
    act(state, RED, SkipSettler())
    assert score(state, RED, "towns") == 12 and score(state, BLUE, "towns") == 12
    assert state.surveyors == (0, 1)  # one scored feature, one move


RB7 = (
    ("B", 0, (1, 2)),
    ("P", 1, (1, 1)),
    ("AH", 3, (1, 3)),
    ("AR", 0, (2, 1)),
    ("AW", 0, (2, 2)),
)


@pytest.mark.parametrize(
    ("surveyors", "bonus", "after"), [((0, 0), 0, (0, 1)), ((1, 1), 8, (1, 2))]
)
def test_rb7_complete_farm(surveyors, bonus, after):
    state = build(
        placements=RB7,
        settlers=((RED, 1, 2, "farm"),),
        surveyors=surveyors,
        active=BLUE,
        current_tile="AS",
    )
    act(state, BLUE, PlaceTile(col=2, row=3, rotation=0))
    act(state, BLUE, SkipSettler())
    assert score(state, RED, "farms") == 9
    assert score(state, RED, "surveyor_bonus") == bonus
    assert state.surveyors == after
    assert state.supply[RED] == 5


def test_rb8_the_town_is_taken_only_a_trapper_may_go():
    state = build(
        placements=(("P", 3, (1, 0)),),
        settlers=((RED, 1, 0, "town1"),),
        active=BLUE,
        current_tile="L",
    )
    act(state, BLUE, PlaceTile(col=2, row=0, rotation=1))
    assert deploy_choices(state) == ["plain1", "plain2", "skip"]
    with pytest.raises(IllegalAction, match=r"that town already has a settler \(at \(1,0\)\)"):
        RULES.check(state, BLUE, DeploySettler(segment="town1"))
    act(state, BLUE, SkipSettler())
    assert state.awards == [] and state.surveyors == (0, 0)


def test_rb9_trapper_only_in_the_small_corner():
    state = build(
        placements=(("AW", 0, (1, 2)), ("AT", 1, (2, 2))),
        settlers=((RED, 1, 2, "plain1"),),
        active=BLUE,
        current_tile="K",
    )
    at_cell = [a.rotation for a in RULES.legal_actions(state, BLUE) if (a.col, a.row) == (2, 1)]
    assert at_cell == [0, 3]
    act(state, BLUE, PlaceTile(col=2, row=1, rotation=0))
    assert deploy_choices(state) == ["town1", "trail1", "plain2", "skip"]
    with pytest.raises(IllegalAction, match="plain already has a settler"):
        RULES.check(state, BLUE, DeploySettler(segment="plain1"))


GREEN4, BLUE4, YELLOW4 = 1, 2, 3


def rb10():
    state = build(
        players=("Red", "Green", "Blue", "Yellow"),
        placements=(
            ("P", 3, (1, 7)),
            ("AH", 2, (1, 6)),
            ("P", 2, (2, 6)),
            ("I", 1, (1, 8)),
            ("AK", 1, (2, 8)),
            ("AW", 0, (3, 6)),
            ("P", 1, (3, 7)),
        ),
        settlers=(
            (YELLOW4, 1, 7, "plain1"),
            (BLUE4, 1, 6, "trail1"),
            (GREEN4, 2, 6, "town1"),
            (RED, 2, 8, "trail3"),
        ),
        surveyors=(1, 2),
        current_tile="H",
    )
    assert [a.rotation for a in RULES.legal_actions(state, RED) if (a.col, a.row) == (2, 7)] == [0]
    act(state, RED, PlaceTile(col=2, row=7, rotation=0))
    assert deploy_choices(state) == ["plain2", "skip"]
    act(state, RED, SkipSettler())
    assert state.phase == "score_feature"
    assert RULES.legal_actions(state, RED) == [
        ScoreFeature(col=1, row=7, segment="town1"),
        ScoreFeature(col=2, row=7, segment="trail1"),
    ]
    trail = state.feature_at((2, 7, "trail1"))
    assert len(trail.squares) == 2
    assert len(state.feature_at((1, 7, "town1")).squares) == 4
    return state


def test_rb10a_surveyor_bonus_moves_and_stragglers_trail_first():
    state = rb10()
    events = act(state, RED, ScoreFeature(col=2, row=7, segment="trail1"))
    assert [score(state, s) for s in range(4)] == [6, 16, 0, 0]
    assert score(state, RED, "trails") == 2 and score(state, RED, "surveyor_bonus") == 4
    assert score(state, GREEN4, "towns") == 8
    assert score(state, GREEN4, "surveyor_bonus") == 8
    assert state.surveyors == (2, 3)
    assert state.supply == [5, 5, 5, 4]
    assert state.settlers == {(1, 7, "plain1"): YELLOW4}  # the trapper stays
    assert any("Blue's settler at (1,6)" in e.text for e in events)
    assert state.phase == "draw_tile"


def test_rb10b_town_first():
    state = rb10()
    act(state, RED, ScoreFeature(col=1, row=7, segment="town1"))
    assert [score(state, s) for s in range(4)] == [10, 12, 0, 0]
    assert state.surveyors == (2, 3)
    assert (1, 6, "trail1") not in state.settlers


def rb11(blue_trapper_owner: int):
    return build(
        players=("Red", "Green", "Blue", "Yellow"),
        placements=(("P", 3, (0, -1)), ("P", 1, (1, -1)), ("P", 1, (1, 1))),
        settlers=(
            (RED, 0, -1, "plain1"),
            (blue_trapper_owner, 1, -1, "plain1"),
            (YELLOW4, 1, 1, "plain1"),
        ),
        active=GREEN4,
        current_tile="AR",
        bag={},
    )


def test_rb11_three_trappers_plains_joined_by_one_tile():
    state = rb11(BLUE4)
    red_plain = state.feature_at((0, -1, "plain1"))
    assert red_plain.squares == {(0, -1), (0, 0), (0, 1)} and red_plain.animals == 1
    assert state.feature_at((1, -1, "plain1")).animals == 1
    assert state.feature_at((1, 1, "plain1")).animals == 1
    assert [a.rotation for a in RULES.legal_actions(state, GREEN4) if (a.col, a.row) == (1, 0)] == [
        0,
        1,
        2,
        3,
    ]
    act(state, GREEN4, PlaceTile(col=1, row=0, rotation=0))
    plain = state.feature_at((1, 0, "plain1"))
    assert plain.animals == 5
    assert {state.feature_of[k] for k in state.settlers} == {state.feature_of[1, 0, "plain1"]}
    assert state.phase == "over" and RULES.pending(state) == []
    assert [score(state, s, "plains") for s in range(4)] == [5, 0, 5, 5]
    assert state.supply == [4, 5, 4, 4]
    assert len(state.settlers) == 3  # trappers stay after the final scoring (EC-15)
    invariants(state, full_bag=False)


def test_ec22_merged_plains_change_the_majority():
    state = rb11(RED)
    act(state, GREEN4, PlaceTile(col=1, row=0, rotation=0))
    assert [score(state, s) for s in range(4)] == [5, 0, 0, 0]


def test_rb12_final_scoring_of_unfinished_features():
    red, yellow, blue, green, black = range(5)
    state = build(
        players=("Red", "Yellow", "Blue", "Green", "Black"),
        placements=(
            ("AK", 1, (1, 2)),
            ("AT", 0, (2, 2)),
            ("AT", 0, (3, 2)),
            ("J", 0, (1, 8)),
            ("B", 0, (1, 9)),
            ("M", 1, (1, 4)),
            ("L", 1, (1, 5)),
            ("F", 0, (2, 4)),
            ("L", 1, (2, 5)),
        ),
        settlers=(
            (red, 2, 2, "trail1"),
            (blue, 1, 8, "town1"),
            (yellow, 1, 9, "farm"),
            (green, 1, 4, "town1"),
            (black, 1, 5, "town1"),
            (green, 2, 4, "town1"),
        ),
        active=black,
        current_tile="AW",
        bag={},
    )
    act(state, black, PlaceTile(col=2, row=9, rotation=0))
    act(state, black, SkipSettler())
    assert state.phase == "over"
    assert score(state, red, "unfinished_trails") == 3
    assert score(state, yellow, "unfinished_farms") == 5
    assert score(state, blue, "unfinished_towns") == 3
    assert score(state, green, "unfinished_towns") == 8
    assert score(state, black) == 0
    assert [score(state, s) for s in range(5)] == [3, 5, 3, 8, 0]
    result = RULES.scores(state)
    assert result.final and result.winners == [green]


RB13 = (("AF", 2, (1, 3)), ("AD", 0, (2, 3)), ("AC", 2, (3, 3)), ("AM", 0, (4, 3)))


@pytest.mark.parametrize("variant", [False, True])
def test_rb13_trappers_at_the_end(variant):
    red, yellow, blue = range(3)
    placements = RB13 + ((("AS", 0, (1, 2)),) if variant else ())
    settlers = [
        (red, 1, 3, "plain1"),
        (blue, 2, 3, "plain1"),
        (red, 3, 3, "plain1"),
        (yellow, 4, 3, "plain2"),
    ]
    if variant:
        settlers.append((yellow, 2, 3, "plain2"))
    state = build(
        players=("Red", "Yellow", "Blue"),
        placements=placements,
        settlers=tuple(settlers),
        active=blue,
        current_tile="AW",
        bag={},
    )
    south = state.feature_at((1, 3, "plain1"))
    north = state.feature_at((2, 3, "plain1"))
    assert south is not north
    assert south.animals == 4 and north.animals == (5 if variant else 2)
    act(state, blue, PlaceTile(col=1, row=7, rotation=0))
    act(state, blue, SkipSettler())
    if variant:
        assert [score(state, s, "plains") for s in range(3)] == [4, 4, 5]
    else:
        assert [score(state, s, "plains") for s in range(3)] == [4, 0, 2]


RED14, GREEN14, YELLOW14, BLUE14 = range(4)


def rb14_after_step_a():
    state = build(
        players=("Red", "Green", "Yellow", "Blue"),
        placements=(
            ("L", 1, (1, 1)),
            ("I", 1, (2, 1)),
            ("P", 3, (1, 2)),
            ("C", 3, (1, 3)),
            ("P", 1, (1, 4)),
            ("AR", 0, (2, 3)),
            ("AS", 0, (2, 4)),
            ("AA", 1, (1, 9)),
            ("W", 1, (1, 8)),
            ("AK", 1, (1, 10)),
        ),
        settlers=(
            (RED14, 1, 1, "town1"),
            (BLUE14, 1, 3, "farm"),
            (GREEN14, 1, 4, "town1"),
        ),
        surveyors=(0, 1),
        active=YELLOW14,
        current_tile="AK",
        bag={"N": 1},
    )
    at_cell = [a for a in RULES.legal_actions(state, YELLOW14) if (a.col, a.row) == (1, 7)]
    assert at_cell == [PlaceTile(col=1, row=7, rotation=1)]
    act(state, YELLOW14, PlaceTile(col=1, row=7, rotation=1))
    act(state, YELLOW14, DeploySettler(segment="trail1"))
    trail = state.feature_at((1, 7, "trail1"))
    assert trail.squares == {(1, 7), (1, 8), (1, 9), (1, 10)} and trail.trading_posts == 1
    assert score(state, YELLOW14, "trails") == 6
    assert score(state, YELLOW14, "surveyor_bonus") == 4
    assert state.surveyors == (1, 1)
    assert len(state.settlers) == 3  # nobody removed
    act(state, BLUE14, DrawTile())
    assert state.current_tile == "N"
    at_cell = [a for a in RULES.legal_actions(state, BLUE14) if (a.col, a.row) == (2, 2)]
    assert at_cell == [PlaceTile(col=2, row=2, rotation=0)]
    act(state, BLUE14, PlaceTile(col=2, row=2, rotation=0))
    assert deploy_choices(state) == ["town2", "plain1", "skip"]
    act(state, BLUE14, DeploySettler(segment="town2"))
    assert RULES.legal_actions(state, BLUE14) == [
        ScoreFeature(col=0, row=1, segment="town1"),
        ScoreFeature(col=1, row=2, segment="town1"),
        ScoreFeature(col=1, row=3, segment="farm"),
    ]
    return state


ANCHORS = {
    "red town": ScoreFeature(col=0, row=1, segment="town1"),
    "small town": ScoreFeature(col=1, row=2, segment="town1"),
    "farm": ScoreFeature(col=1, row=3, segment="farm"),
}


def test_rb14_page_8_sequence_as_in_the_rulebook():
    state = rb14_after_step_a()
    act(state, BLUE14, ANCHORS["farm"])
    assert score(state, BLUE14, "farms") == 9 and score(state, BLUE14, "surveyor_bonus") == 8
    assert state.surveyors == (1, 2)
    assert len(state.settlers) == 3  # no stragglers yet (Red, Green, Blue's shopkeeper)
    assert len(RULES.legal_actions(state, BLUE14)) == 2
    events = act(state, BLUE14, ANCHORS["small town"])
    assert any("removed before it was scored" in e.text for e in events)
    assert state.phase == "over"
    assert [score(state, s) for s in range(4)] == [0, 0, 10, 25]
    assert state.scores[BLUE14]["farms"] == 9
    assert state.scores[BLUE14]["towns"] == 4
    assert state.scores[BLUE14]["surveyor_bonus"] == 12
    assert state.supply == [5, 5, 5, 5]
    assert state.surveyors == (2, 2)
    invariants(state, full_bag=False)


ORDERS = {
    ("farm", "small town", "red town"): (0, 25),
    ("farm", "red town", "small town"): (12, 29),
    ("small town", "farm", "red town"): (0, 17),
    ("small town", "red town", "farm"): (12, 4),
    ("red town", "farm", "small town"): (16, 25),
    ("red town", "small town", "farm"): (16, 8),
}


@pytest.mark.parametrize("order", list(itertools.permutations(ANCHORS)))
def test_rb14_every_scoring_order(order):
    state = rb14_after_step_a()
    for name in order:
        if state.phase != "score_feature":
            break
        if ANCHORS[name] in RULES.legal_actions(state, BLUE14):
            act(state, BLUE14, ANCHORS[name])
    assert state.phase == "over"
    assert (score(state, RED14), score(state, BLUE14)) == ORDERS[order]
    assert score(state, YELLOW14) == 10 and score(state, GREEN14) == 0
    assert state.surveyors == (2, 2)


def test_rb15_scores_beyond_50():
    state = build(
        placements=(("P", 3, (1, 0)), ("M", 1, (2, 0))),
        settlers=((RED, 1, 0, "town1"),),
        active=BLUE,
        current_tile="P",
    )
    scoring.award(state, RED, "towns", 49)
    act(state, BLUE, PlaceTile(col=3, row=0, rotation=1))
    act(state, BLUE, SkipSettler())
    assert score(state, RED) == 57


# -- the scoring-order preview (issue 16): every order's full outcome, before choosing -------


def test_scoring_order_preview_of_rb10_shows_each_orders_full_outcome():
    """RB-10: scoring the trail first moves the eastern surveyor into Green's column, so
    Green's town earns a double bonus (8 + 8), and Blue's robber in column 1 goes home
    unscored either way; town first pays Green 8 + 4 and Red's trail 2 + 8."""
    from boardgames.core.plain import canonical_json
    from boardgames.games.carcassonne.summary import Straggler, outcomes_of_choice, scoring_outcomes

    state = rb10()
    before = canonical_json(state)
    town, trail = (1, 7, "town1"), (2, 7, "trail1")
    outcomes = scoring_outcomes(state)
    assert canonical_json(state) == before  # worked out on copies
    assert [o.order for o in outcomes] == [(town, trail), (trail, town)]
    town_first, trail_first = outcomes
    assert outcomes_of_choice(state, trail) == [trail_first]

    assert trail_first.steps[0].points == {RED: (2, 4)}
    assert trail_first.steps[1].points == {GREEN4: (8, 8)}
    assert trail_first.points == (6, 16, 0, 0) and trail_first.final is None
    assert town_first.steps[0].points == {GREEN4: (8, 4)}
    assert town_first.steps[1].points == {RED: (2, 8)}
    assert town_first.points == (10, 12, 0, 0)
    robber = Straggler((1, 6, "trail1"), BLUE4, "robber")
    for outcome in outcomes:
        assert outcome.home == (1, 1, 0, 0)  # Red's robber and Green's shopkeeper
        assert outcome.stragglers == (robber,)  # Yellow's trapper stays
        assert outcome.steps[0].surveyors == (2, 2) and outcome.steps[1].surveyors == (2, 3)

    # The preview is what choosing does.
    for outcome in outcomes:
        played = rb10()
        col, row, segment = outcome.first
        act(played, RED, ScoreFeature(col=col, row=row, segment=segment))
        assert tuple(score(played, s) for s in range(4)) == outcome.points
        assert played.supply == [5, 5, 5, 4]


def test_scoring_order_preview_of_rb14_matches_every_order():
    """RB-14 with three waiting features and the last tile: each order's preview (final
    scoring included) equals the totals of playing it (``ORDERS``)."""
    from boardgames.games.carcassonne.summary import scoring_outcomes

    state = rb14_after_step_a()
    before = [score(state, s) for s in range(4)]
    anchor_name = {(f.col, f.row, f.segment): name for name, f in ANCHORS.items()}
    outcomes = scoring_outcomes(state)
    covered = set()
    for outcome in outcomes:
        scored = tuple(anchor_name[a] for a in outcome.order)
        assert outcome.final is not None  # the bag is empty: the game ends this turn
        for order, (red, blue) in ORDERS.items():
            if order[:len(scored)] == scored:
                covered.add(order)
                assert before[RED14] + outcome.points[RED14] == red
                assert before[BLUE14] + outcome.points[BLUE14] == blue
                assert before[YELLOW14] + outcome.points[YELLOW14] == 10
    assert covered == set(ORDERS)
    # Farm first, then the small town: Red's town loses its settler unscored.
    farm_small = next(o for o in outcomes
                      if [anchor_name[a] for a in o.order] == ["farm", "small town"])
    assert farm_small.steps[-1].dropped and "town" in farm_small.steps[-1].dropped[0]
    assert [x.seat for x in farm_small.stragglers] == [RED14, GREEN14]
