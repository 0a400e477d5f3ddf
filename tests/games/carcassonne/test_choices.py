"""The screen's choices (ui/games/carcassonne/choices.py) without a running app, and the
structured log events the screen may read."""

from __future__ import annotations

import json

from boardgames.games.carcassonne.actions import SKIP_SETTLER, deploy_settler, score_feature
from boardgames.games.carcassonne.state import DEPLOY, DRAW, PLACE, SCORE
from boardgames.ui.games.carcassonne import choices as ch

from .helpers import DATA, RULES, DeploySettler, PlaceTile, act, build
from .test_examples import rb10

RED, BLUE = 0, 1


def found_for(state, kind):
    return ch.choices(kind, RULES.view(state, state.active), DATA,
                      RULES.legal_actions(state, state.active))


def test_placing_lists_every_fit_and_tab_walks_them_in_order():
    state = build(current_tile="P")
    found = found_for(state, PLACE)
    legal = [(a.col, a.row, a.rotation) for a in RULES.legal_actions(state, RED)]
    assert found.placements == legal
    assert {c: list(r) for c, r in found.fits.items()} == {
        (c, r): [k for cc, rr, k in legal if (cc, rr) == (c, r)] for c, r, _ in legal}
    cell, rotation = (legal[0][0], legal[0][1]), legal[0][2]
    for expected in legal[1:] + legal[:1]:
        cell, rotation = ch.jump(found, cell, rotation, 1)
        assert (*cell, rotation) == expected
    assert ch.jump(found, cell, rotation, -1) == ((legal[-1][0], legal[-1][1]), legal[-1][2])


def test_the_cursor_starts_next_to_the_last_tile_or_where_it_was_taken_back():
    state = build(current_tile="P")
    found = found_for(state, PLACE)
    cell, rotation = ch.start_cursor(found, None, None, "P")
    assert (*cell, rotation) == found.placements[0]
    far = max(found.placements, key=lambda p: (p[1], p[0]))
    back = ((far[0], far[1]), "P", far[2])
    assert ch.start_cursor(found, None, back, "P") == ((far[0], far[1]), far[2])
    first = found.placements[0]
    assert ch.start_cursor(found, None, ((far[0], far[1]), "Q", far[2]), "P") == (
        (first[0], first[1]), first[2])  # another tile was taken back: not that spot
    near = ch.start_cursor(found, (far[0], far[1]), None, "P")[0]
    assert near == (far[0], far[1])


def test_what_enter_does_at_the_cursor():
    state = build(current_tile="P")
    found = found_for(state, PLACE)
    cell, turns = next(iter(found.fits.items()))
    assert ch.place_status(found, cell, turns[0]) == ("fits", turns)
    other = next((r for r in range(4) if r not in turns), None)
    if other is not None:
        assert ch.place_status(found, cell, other) == ("turned", turns)
        assert ch.click_rotation(turns, other) in turns
    assert ch.place_status(found, (40, 40), 0) == ("miss", ())
    now, elsewhere = ch.fits_now(found, turns[0])
    assert cell in now and not now & elsewhere and now | elsewhere == set(found.fits)
    assert ch.next_rotation((1, 3), 1) == 3 and ch.next_rotation((1,), 1) == 1


def test_settler_spots_digits_and_the_selection():
    state = build(placements=(("AK", 1, (1, 2)), ("AT", 0, (2, 2))), current_tile="H")
    act(state, RED, PlaceTile(col=3, row=2, rotation=3))
    found = found_for(state, DEPLOY)
    assert [o.segment for o in found.options] == ["town1", "trail1", "plain1", "plain2"]
    assert found.count == 5  # and "no settler"
    assert ch.digit(found, 2) == deploy_settler("trail1")
    assert ch.digit(found, 0) == SKIP_SETTLER and ch.digit(found, 9) is None
    assert ch.choose(found, 4) == SKIP_SETTLER
    assert ch.step_selection(None, found.count, 1) == 0
    assert ch.step_selection(None, found.count, -1) == 4
    assert ch.step_selection(4, found.count, 1) == 0
    view = RULES.view(state, RED)
    assert ch.selected_segments(found, view, 1) == [((3, 2), "trail1")]
    spots = {"trail1": (10, 20), "town1": (11, 20)}
    assert ch.spot_at(found, spots, (10, 20)) == 1 and ch.spot_at(found, spots, (0, 0)) is None
    assert ch.key_bar(DEPLOY, True) == [("n", "None"), ("r", "Turn"), ("escape", "Back")]
    assert ("r", "Turn") not in ch.key_bar(DEPLOY, False)


def test_the_scoring_order_choices_name_the_waiting_features():
    state = rb10()
    found = found_for(state, SCORE)
    assert [w.anchor for w in found.waiting] == [(1, 7, "town1"), (2, 7, "trail1")]
    assert ch.digit(found, 2) == score_feature(2, 7, "trail1")
    assert all(o.first == found.waiting[0].anchor for o in found.outcomes_of(found.waiting[0]))
    view = RULES.view(state, state.active)
    assert ch.waiting_at(found, view, (2, 7), "trail1") == 1
    assert ch.waiting_at(found, view, (2, 7), None) is None
    town = view.feature_at((1, 7, "town1"))
    assert set(ch.selected_segments(found, view, 0)) == {((c, r), s) for c, r, s in town.segments}


def test_which_screen_actions_work_in_which_decision():
    assert ch.enabled("draw", DRAW) and not ch.enabled("draw", PLACE)
    assert ch.enabled("rotate", DEPLOY) and ch.enabled("digit", SCORE)
    assert ch.enabled("help", DRAW) is None  # the frame's own
    assert ch.key_bar(DRAW, True) == [("enter", "Draw")]


def test_events_carry_facts_as_plain_parameters():
    state = build(placements=(("AK", 1, (1, 2)), ("AT", 0, (2, 2))), current_tile="H")
    (placed,) = act(state, RED, PlaceTile(col=3, row=2, rotation=3))
    assert placed.key == "place" and placed["seat"] == RED and placed["tile"] == "H"
    assert (placed["col"], placed["row"], placed["rotation"]) == (3, 2, 3)
    events = act(state, RED, DeploySettler(segment="trail1"))
    deploy = next(e for e in events if e.key == "deploy")
    assert deploy["feature"]["kind"] == "trail" and deploy["segment"] == "trail1"
    scored = next(e for e in events if e.key == "score")
    assert scored["seat"] == RED and scored["points"] == 3
    for event in [placed, *events]:
        json.dumps(event.params)
        assert RULES.messages.render(event.key, event.params, state.names) == event.text
