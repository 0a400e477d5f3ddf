"""Setup, options, prompts, labels, the log and the mid-game score table."""

from __future__ import annotations

import copy
import random

import pytest

from boardgames.core.rules import IllegalAction, SetupError

from .helpers import (
    RULES,
    DeploySettler,
    DrawTile,
    PlaceTile,
    ScoreFeature,
    SkipSettler,
    act,
    build,
)
from .test_examples import rb10

RED, BLUE = 0, 1


def test_setup_follows_section_2():
    state = RULES.setup(["Ann", "Bob", "Cy"], RULES.Options(), random.Random(4))
    assert state.supply == [5, 5, 5] and state.tiles_left == 95
    assert sorted(state.squares) == [(0, r) for r in range(10)]
    assert state.surveyors == (0, 0)
    assert RULES.pending(state)[0].kind == "draw_tile"
    assert RULES.legal_actions(state, state.active) == [DrawTile()]
    assert all(RULES.scores(state).totals[s] == 0 for s in range(3))


def test_first_player_option_and_random_start():
    fixed = RULES.setup(["Ann", "Bob"], RULES.Options(first_player=1), random.Random(0))
    assert fixed.active == 1
    starts = {
        RULES.setup(["A", "B", "C"], RULES.Options(), random.Random(s)).active for s in range(30)
    }
    assert starts == {0, 1, 2}
    with pytest.raises(SetupError):
        RULES.configure(2, RULES.Options(first_player=3))
    with pytest.raises(SetupError):
        RULES.configure(6, RULES.Options())
    assert RULES.configure(5, RULES.Options(first_player=4))[0].first_player == 4


def test_prompts_name_the_player_and_the_tile():
    state = build(players=("Ann", "Bob"), current_tile="K")
    assert RULES.pending(state)[0].prompt == "Ann: place tile K"
    act(state, 0, PlaceTile(col=1, row=1, rotation=0))
    assert RULES.pending(state)[0].prompt == "Ann: place a settler on tile K, or none"
    act(state, 0, SkipSettler())
    assert RULES.pending(state)[0].prompt == "Bob: draw a tile"
    assert RULES.legal_actions(state, 0) == []
    scoring = rb10()
    assert RULES.pending(scoring)[0].prompt == "Red: choose which completed feature to score next"


def test_action_labels():
    state = build(placements=(("AK", 1, (1, 2)), ("AT", 0, (2, 2))), current_tile="H")
    assert RULES.describe(state, RED, DrawTile()) == "Draw a tile"
    assert RULES.describe(state, RED, PlaceTile(col=3, row=2, rotation=3)) == (
        "Place H at column 3, row 2, 270°"
    )
    act(state, RED, PlaceTile(col=3, row=2, rotation=3))
    assert RULES.describe(state, RED, DeploySettler(segment="trail1")) == (
        "Robber on the trail (3 squares)"
    )
    assert RULES.describe(state, RED, DeploySettler(segment="plain1")).startswith("Trapper")
    assert RULES.describe(state, RED, SkipSettler()) == "No settler"
    waiting = rb10()
    assert RULES.describe(waiting, RED, ScoreFeature(col=1, row=7, segment="town1")) == (
        "Score the town (4 squares) of Green"
    )


def test_the_log_shows_the_arithmetic():
    state = build(
        placements=(("AK", 1, (1, 2)), ("AA", 0, (2, 2)), ("AA", 0, (3, 2))),
        settlers=((RED, 2, 2, "trail1"),),
        surveyors=(2, 2),
        active=BLUE,
        current_tile="H",
    )
    texts = [e.text for e in act(state, BLUE, PlaceTile(col=4, row=2, rotation=3))]
    texts += [e.text for e in act(state, BLUE, SkipSettler())]
    assert "Blue places tile H at column 4, row 2, 270°." in texts
    assert "Red scores 8 for the trail (4 squares, 2 trading posts) + 8 surveyor bonus." in texts
    assert any(t.startswith("A surveyor moves west") for t in texts)


def test_mid_game_scores_include_the_final_scoring_as_if_now():
    state = build(
        placements=(("P", 3, (1, 0)), ("M", 1, (2, 0))),
        settlers=((RED, 1, 0, "town1"),),
        current_tile="AW",
    )
    table = RULES.scores(state)
    assert not table.final
    assert table.totals == [3, 0]  # 2 squares + 1 flag, unfinished
    assert state.total(RED) == 0  # nothing booked yet
    keys = [c.key for c in table.categories]
    assert keys == [
        "trails",
        "towns",
        "farms",
        "surveyor_bonus",
        "unfinished_trails",
        "unfinished_towns",
        "unfinished_farms",
        "plains",
    ]


def test_deepcopy_and_view_are_independent():
    state = rb10()
    for other in (copy.deepcopy(state), RULES.view(state, 2), RULES.view(state, None)):
        assert other == state
        other.features[next(iter(other.features))].segments.append((9, 9, "x"))
        other.settlers.clear()
        assert other != state


def test_score_feature_must_name_a_waiting_anchor():
    state = rb10()
    with pytest.raises(IllegalAction, match=r"no feature anchored at \(2,6\) town1"):
        RULES.check(state, RED, ScoreFeature(col=2, row=6, segment="town1"))
    with pytest.raises(IllegalAction, match="not your turn"):
        RULES.check(state, BLUE, ScoreFeature(col=1, row=7, segment="town1"))


def test_no_standing_settler_east_of_the_surveyors_after_a_straggler_step():
    state = rb10()
    act(state, RED, ScoreFeature(col=2, row=7, segment="trail1"))
    east = state.surveyors[0]
    for key in state.settlers:
        assert key[0] >= east or state.feature_at(key).kind == "plain"


def test_after_the_game_nothing_is_legal():
    state = build(current_tile="P", bag={})
    act(state, RED, PlaceTile(col=1, row=1, rotation=1))
    act(state, RED, SkipSettler())
    assert RULES.pending(state) == [] and RULES.scores(state).final
    assert RULES.legal_actions(state, RED) == RULES.legal_actions(state, BLUE) == []
    with pytest.raises(IllegalAction, match="the game is over"):
        RULES.check(state, RED, DrawTile())
