"""Edge cases of the spec (section 8.3), on the frozen tile data."""

from __future__ import annotations

import random

import pytest

from boardgames.core import registry
from boardgames.core.controller import Match, Seat
from boardgames.core.plain import canonical_json
from boardgames.core.rules import IllegalAction
from boardgames.core.saves import load_match, write_save

from .helpers import (
    DATA,
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

RED, BLUE, GREEN = 0, 1, 2


def deploy_choices(state):
    return [getattr(a, "segment", "skip") for a in RULES.legal_actions(state, state.active)]


def placements_by_cell(state):
    found: dict[tuple[int, int], list[int]] = {}
    for a in RULES.legal_actions(state, state.active):
        found.setdefault((a.col, a.row), []).append(a.rotation)
    return found


ALL = [0, 1, 2, 3]
EC1 = {
    "AO": {(1, 3): ALL, (1, 6): ALL},
    "E": {(1, 1): ALL, (1, 4): ALL, (1, 5): ALL, (1, 8): ALL},
    "AR": {cell: ALL for cell in [(0, -1), (0, 10), (1, 0), (1, 2), (1, 7), (1, 9)]},
    "P": {
        (0, -1): [0, 1, 3],
        (0, 10): [1, 2, 3],
        (1, 0): [0, 2, 3],
        (1, 1): [1],
        (1, 2): [0, 2, 3],
        (1, 4): [1],
        (1, 5): [1],
        (1, 7): [0, 2, 3],
        (1, 8): [1],
        (1, 9): [0, 2, 3],
    },
    "K": {
        (1, 1): [0, 1],
        (1, 3): [2, 3],
        (1, 4): [0, 1],
        (1, 5): [0, 1],
        (1, 6): [2, 3],
        (1, 8): [0, 1],
    },
    "C": {
        (0, -1): [1, 2, 3],
        (0, 10): [0, 1, 3],
        (1, 0): [0, 1, 2],
        (1, 2): [0, 1, 2],
        (1, 7): [0, 1, 2],
        (1, 9): [0, 1, 2],
        (1, 3): [3],
        (1, 6): [3],
    },
}
EC1_COUNTS = {"AO": 8, "E": 16, "AR": 24, "P": 22, "K": 12, "C": 20}


@pytest.mark.parametrize("tile", list(EC1))
def test_ec1_legal_placements_on_the_empty_map(tile):
    state = build(current_tile=tile)
    assert placements_by_cell(state) == EC1[tile]
    legal = RULES.legal_actions(state, RED)
    assert len(legal) == EC1_COUNTS[tile]
    order = [(a.row, -a.col, a.rotation) for a in legal]
    assert order == sorted(order)  # R26: row, then col descending, then rotation


def test_ec1_frontier_and_illegal_reasons():
    state = build(current_tile="AR")
    assert set(state.frontier) == {(0, -1), (0, 10)} | {(1, r) for r in range(10)}
    cases = [
        ((1, 1, 0), "side E would be plain but the neighbour at (0,1) shows town"),
        ((2, 0, 0), "touches no square"),
        ((-1, 3, 0), "east of the coast"),
        ((0, 5, 0), "start space"),
        ((1, -1, 0), "corner contact"),
        ((1, 0, 4), "rotation"),
    ]
    for (col, row, rotation), reason in cases:
        with pytest.raises(IllegalAction, match=reason.replace("(", r"\(").replace(")", r"\)")):
            RULES.check(state, RED, PlaceTile(col=col, row=row, rotation=rotation))


def test_ec1_occupied_cell_and_wrong_step():
    state = build(placements=(("AR", 0, (1, 0)),), current_tile="AW")
    with pytest.raises(IllegalAction, match="already occupied"):
        RULES.check(state, RED, PlaceTile(col=1, row=0, rotation=0))
    with pytest.raises(IllegalAction, match="not your turn"):
        RULES.check(state, BLUE, PlaceTile(col=1, row=2, rotation=0))
    with pytest.raises(IllegalAction, match="place the drawn tile"):
        RULES.check(state, RED, DrawTile())
    with pytest.raises(IllegalAction, match="place the drawn tile"):
        RULES.check(state, RED, SkipSettler())


def test_ec2_a_closed_loop():
    state = build(
        placements=(("AW", 0, (1, 0)), ("AH", 0, (2, 0)), ("AH", 3, (3, 0)), ("AH", 1, (2, 1))),
        settlers=((RED, 2, 0, "trail1"),),
        active=BLUE,
        current_tile="AG",
    )
    cell = [a.rotation for a in RULES.legal_actions(state, BLUE) if (a.col, a.row) == (3, 1)]
    assert cell == [2]
    act(state, BLUE, PlaceTile(col=3, row=1, rotation=2))
    act(state, BLUE, SkipSettler())
    assert score(state, RED, "trails") == 6  # 4 squares + 1 trading post
    assert state.surveyors == (0, 1)


def test_ec3_both_ends_at_one_crossing_count_the_square_once():
    state = build(
        placements=(("AW", 0, (1, 2)), ("AK", 1, (2, 2)), ("AH", 2, (3, 2)), ("AH", 3, (3, 1))),
        settlers=((RED, 3, 2, "trail1"),),
        active=BLUE,
        current_tile="AH",
    )
    act(state, BLUE, PlaceTile(col=2, row=1, rotation=0))
    trail = state.feature_at((2, 2, "trail2"))
    assert (2, 2, "trail3") in trail.segments and len(trail.segments) == 5
    assert len(trail.squares) == 4
    assert state.feature_at((2, 2, "trail1")).open == 1  # the S arm is still open
    act(state, BLUE, SkipSettler())
    assert score(state, RED, "trails") == 4  # not 5


EC4 = (
    ("B", 0, (1, 0)),
    ("P", 1, (1, 1)),
    ("AW", 0, (2, 0)),
    ("AR", 0, (2, 1)),
    ("AT", 0, (1, -1)),
    ("AT", 0, (2, -1)),
)


@pytest.mark.parametrize(
    ("surveyors", "points", "after"), [((0, 0), 9, (0, 1)), ((1, 1), 17, (1, 2))]
)
def test_ec4_a_farm_beside_the_north_end_of_the_board(surveyors, points, after):
    state = build(
        placements=EC4,
        settlers=((RED, 1, 0, "farm"),),
        surveyors=surveyors,
        active=BLUE,
        current_tile="AT",
    )
    assert placements_by_cell(state)[0, -1] == [0, 2]
    for tile, rotations in (("AK", [2]), ("P", None)):
        probe = build(placements=EC4, current_tile=tile)
        assert placements_by_cell(probe).get((0, -1)) == rotations
    act(state, BLUE, PlaceTile(col=0, row=-1, rotation=0))
    act(state, BLUE, SkipSettler())
    assert score(state, RED) == points and score(state, RED, "farms") == 9
    assert state.surveyors == after
    trail = state.feature_at((0, -1, "trail1"))
    assert trail.open >= 1  # it runs into the sea side and can never close


def test_ec5_a_farm_in_column_0_never_completes():
    state = build(
        placements=(
            ("B", 0, (0, -1)),
            ("AW", 0, (1, -1)),
            ("AR", 0, (1, 0)),
            ("AS", 0, (0, -2)),
            ("A", 0, (1, -2)),
        ),
        settlers=((RED, 0, -1, "farm"),),
        active=BLUE,
        current_tile="AT",
        bag={},
    )
    act(state, BLUE, PlaceTile(col=1, row=-3, rotation=0))
    act(state, BLUE, SkipSettler())
    assert all(col >= 0 for col, _ in state.frontier)
    assert state.phase == "over"
    assert score(state, RED, "unfinished_farms") == 6
    assert score(state, RED, "farms") == 0


def test_ec6_surveyors_stuck_and_stragglers_still_removed():
    state = build(
        placements=(("AW", 0, (1, 0)), ("AR", 0, (2, 0)), ("AK", 1, (1, 2))),
        settlers=((BLUE, 1, 2, "trail3"),),
        surveyors=(2, 2),
        current_tile="H",
    )
    act(state, RED, PlaceTile(col=2, row=2, rotation=3))
    events = act(state, RED, DeploySettler(segment="trail1"))
    assert score(state, RED, "trails") == 2 and score(state, RED, "surveyor_bonus") == 8
    assert state.surveyors == (2, 2)
    assert any("cannot move" in e.text for e in events)
    assert not state.settlers and state.supply == [5, 5]
    assert state.settlers_lost == [0, 1]


def test_ec7_a_tile_that_fits_nowhere_ends_the_game():
    state = build(placements=(("AW", 0, (1, 2)), ("AR", 0, (1, 7))), bag={"AO": 1})
    events = act(state, RED, DrawTile())
    assert state.discarded == ["AO"]
    assert any("discarded" in e.text for e in events)
    assert state.phase == "over" and RULES.pending(state) == []
    invariants(state, full_bag=False)


class FirstRng(random.Random):
    """A generator whose randrange always returns 0 (the first tile in data order)."""

    def randrange(self, *args, **kwargs):
        return 0


def test_ec7_variant_draw_again_after_the_discard():
    state = build(placements=(("AW", 0, (1, 2)), ("AR", 0, (1, 7))), bag={"AO": 1, "AT": 1})
    act(state, RED, DrawTile(), FirstRng())
    assert state.discarded == ["AO"]
    assert state.current_tile == "AT" and state.tiles_left == 0
    assert RULES.pending(state)[0].kind == "place_tile" and state.active == RED


def test_ec8_completed_with_nobody_on_it():
    state = build(current_tile="P")
    act(state, RED, PlaceTile(col=1, row=1, rotation=1))
    events = act(state, RED, SkipSettler())
    assert any("nobody is there" in e.text for e in events)
    assert state.awards == [] and state.surveyors == (0, 0)
    assert state.phase == "draw_tile" and state.active == BLUE
    town = state.feature_at((1, 1, "town1"))
    assert town.open == 0 and len(town.squares) == 2


EC9 = (
    ("P", 3, (1, 0)),
    ("L", 1, (2, 0)),
    ("L", 1, (3, 0)),
    ("L", 1, (4, 0)),
    ("M", 1, (5, 0)),
)


@pytest.mark.parametrize(
    ("surveyors", "scores", "after"),
    [((2, 2), [22, 14, 0], (2, 3)), ((2, 3), [18, 18, 0], (3, 3))],
)
def test_ec9_majority_and_the_bonus_per_settler(surveyors, scores, after):
    state = build(
        players=("Red", "Blue", "Green"),
        placements=EC9,
        settlers=(
            (GREEN, 1, 0, "town1"),
            (RED, 2, 0, "town1"),
            (BLUE, 3, 0, "town1"),
            (RED, 4, 0, "town1"),
            (BLUE, 5, 0, "town1"),
        ),
        surveyors=surveyors,
        current_tile="P",
    )
    act(state, RED, PlaceTile(col=6, row=0, rotation=1))
    act(state, RED, SkipSettler())
    assert [score(state, s) for s in range(3)] == scores
    assert score(state, RED, "towns") == 14 and score(state, BLUE, "towns") == 14
    assert not state.settlers and state.supply == [5, 5, 5]
    assert state.surveyors == after


def test_ec10_a_coastal_trail_ending_at_a_farm():
    state = build(current_tile="C")
    assert placements_by_cell(state)[1, 3] == [3]
    act(state, RED, PlaceTile(col=1, row=3, rotation=3))
    assert deploy_choices(state) == ["trail1", "plain1", "farm", "skip"]
    act(state, RED, DeploySettler(segment="trail1"))
    assert score(state, RED, "trails") == 2
    assert state.surveyors == (0, 1)


def test_ec11_deployed_east_of_the_surveyors_and_completed_at_once():
    state = build(
        placements=(("AW", 0, (1, 0)), ("AR", 0, (2, 0)), ("AS", 0, (3, 0)), ("A", 0, (4, 0))),
        surveyors=(3, 3),
        current_tile="P",
    )
    act(state, RED, PlaceTile(col=1, row=1, rotation=1))
    act(state, RED, DeploySettler(segment="town1"))
    assert score(state, RED) == 4 and score(state, RED, "surveyor_bonus") == 0
    assert state.supply[RED] == 5
    assert state.surveyors == (3, 4)


def test_ec12_a_farmer_on_a_farm_complete_on_arrival():
    state = build(
        placements=(
            ("P", 1, (1, 1)),
            ("AH", 3, (1, 3)),
            ("AR", 0, (2, 1)),
            ("AW", 0, (2, 2)),
            ("AS", 0, (2, 3)),
        ),
        active=BLUE,
        current_tile="B",
    )
    assert placements_by_cell(state)[1, 2] == [0, 1, 2, 3]
    act(state, BLUE, PlaceTile(col=1, row=2, rotation=0))
    act(state, BLUE, DeploySettler(segment="farm"))
    assert score(state, BLUE, "farms") == 9
    assert state.supply[BLUE] == 5 and state.surveyors == (0, 1)


def test_ec13_settlers_in_column_0():
    state = build(
        placements=(("AW", 0, (1, 0)), ("AK", 2, (0, -1))),
        settlers=((RED, 0, -1, "trail2"), (BLUE, 0, -1, "trail1")),
        current_tile="AK",
        bag={"P": 1},
    )
    act(state, RED, PlaceTile(col=0, row=-2, rotation=0))
    act(state, RED, SkipSettler())
    assert score(state, RED) == 10 and score(state, RED, "surveyor_bonus") == 8
    assert state.surveyors == (0, 1)
    assert state.settlers == {(0, -1, "trail1"): BLUE}
    act(state, BLUE, DrawTile())
    act(state, BLUE, PlaceTile(col=1, row=1, rotation=1))
    act(state, BLUE, DeploySettler(segment="town1"))
    assert score(state, BLUE, "towns") == 4 and score(state, BLUE, "surveyor_bonus") == 4
    assert state.surveyors == (1, 1)
    assert not state.settlers
    assert state.phase == "over"
    assert [score(state, s) for s in range(2)] == [10, 8]
    assert state.supply == [5, 5]


def test_ec16_the_last_tile():
    state = build(
        placements=(("P", 3, (1, 0)), ("AK", 1, (1, 2)), ("AT", 0, (2, 2))),
        settlers=((BLUE, 1, 0, "town1"),),
        current_tile="H",
        bag={},
    )
    act(state, RED, PlaceTile(col=3, row=2, rotation=3))
    act(state, RED, DeploySettler(segment="trail1"))
    assert score(state, RED, "trails") == 3 and state.surveyors == (0, 1)
    assert score(state, BLUE, "unfinished_towns") == 1
    assert state.phase == "over" and RULES.pending(state) == []
    assert RULES.scores(state).winners == [RED]


def test_ec17_no_settler_left():
    state = build(
        placements=(
            ("P", 3, (1, 0)),
            ("AW", 0, (1, 2)),
            ("AR", 0, (1, 7)),
            ("AS", 0, (1, 9)),
            ("P", 1, (1, 4)),
        ),
        settlers=(
            (RED, 1, 0, "town1"),
            (RED, 1, 2, "plain1"),
            (RED, 1, 7, "plain1"),
            (RED, 1, 9, "plain1"),
            (RED, 1, 4, "town1"),
        ),
        current_tile="AT",
    )
    assert state.supply[RED] == 0
    events = act(state, RED, PlaceTile(col=2, row=2, rotation=1))
    assert any("cannot place a settler" in e.text for e in events)
    assert RULES.pending(state)[0].kind == "draw_tile" and state.active == BLUE


def test_deploy_reasons_empty_supply_and_foreign_segment():
    state = build(placements=(("AW", 0, (1, 2)),), current_tile="AA")
    act(state, RED, PlaceTile(col=2, row=2, rotation=1))
    with pytest.raises(IllegalAction, match="not a segment of the tile just placed"):
        RULES.check(state, RED, DeploySettler(segment="town1"))
    state.supply[RED] = 0  # as if every settler stood elsewhere
    with pytest.raises(IllegalAction, match="no settler left"):
        RULES.check(state, RED, DeploySettler(segment="plain2"))


def test_ec18_the_players_own_settler_blocks():
    state = build(
        placements=(("AK", 1, (1, 2)), ("AA", 0, (2, 2))),
        settlers=((RED, 2, 2, "trail1"),),
        current_tile="AA",
    )
    act(state, RED, PlaceTile(col=3, row=2, rotation=0))
    assert deploy_choices(state) == ["plain1", "plain2", "skip"]
    with pytest.raises(IllegalAction, match=r"trail already has a settler \(at \(2,2\)\)"):
        RULES.check(state, RED, DeploySettler(segment="trail1"))


def test_ec19_a_town_side_facing_the_sea():
    state = build(current_tile="P", bag={})
    act(state, RED, PlaceTile(col=0, row=-1, rotation=1))
    act(state, RED, DeploySettler(segment="town1"))
    assert state.phase == "over"
    assert score(state, RED, "unfinished_towns") == 1 and score(state, RED, "towns") == 0


def test_ec14_score_feature_only_while_features_wait():
    state = build(current_tile="P")
    with pytest.raises(IllegalAction, match="place the drawn tile"):
        RULES.check(state, RED, ScoreFeature(col=0, row=1, segment="town1"))


def random_states(players: int, seed: int, every: int = 9):
    match = Match(
        RULES, [Seat(name=f"P{i}", kind="bot", level="random") for i in range(players)], seed=seed
    )
    step = 0
    while match.pending():
        seat = match.pending()[0].seat
        match.submit(seat, match.bot_action(seat))
        step += 1
        if step % every == 0:
            yield match


def test_ec20_no_hidden_information():
    for match in random_states(3, seed=5, every=40):
        for seat in range(3):
            assert RULES.view(match.state, seat) == RULES.view(match.state, None)
        plain = canonical_json(match.state)
        assert '"bag":{"A":' in plain  # the bag is counts per tile id, nothing ordered


def test_ec21_determinism_and_a_save_between_placing_and_deploying(tmp_path):
    rules = registry.rules("carcassonne")  # saves load through the registry
    seats = [Seat(name="Ann"), Seat(name="Bob")]
    match = Match(rules, seats, seed=11)
    rng = random.Random(3)
    while match.current().kind != "deploy_settler":
        decision = match.current()
        match.submit(decision.seat, rng.choice(match.legal_actions(decision.seat)))
    path = tmp_path / "save.json"
    write_save(match, path)
    loaded = load_match(path)
    assert loaded.state_digest() == match.state_digest()
    assert loaded.current() == match.current()
    assert loaded.legal_actions(loaded.current().seat) == match.legal_actions(match.current().seat)
    again = Match(rules, seats, seed=11)
    again.replay([(e.seat, e.action) for e in match.entries])
    assert again.state_digest() == match.state_digest()


def test_ec23_invariants_under_random_play():
    for players in (2, 3, 4, 5):
        for match in random_states(players, seed=100 + players, every=1):
            invariants(match.state)
        assert match.is_over
        scores = RULES.scores(match.state)
        assert scores.totals == [match.state.total(s) for s in range(players)]
        placed = sum(1 for sq, _ in match.state.squares.values() if not sq.startswith("start"))
        assert placed + len(match.state.discarded) == sum(DATA.counts.values()) == 95
