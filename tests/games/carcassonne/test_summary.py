"""The engine's facts for the screen (data.square_view, legal.fitting_cells, summary): square
contents, fitting cells, settler spots, waiting features."""

from __future__ import annotations

from boardgames.games.carcassonne import data, legal, summary, text

from .helpers import DATA, RULES, PlaceTile, act, build
from .test_examples import rb10

RED, BLUE = 0, 1


def test_square_view_of_k_turned_once():
    view = data.square_view(DATA, "K", 1)
    assert view.edges == ("R", "C", "C", "R")
    town, trail, plain1, plain2 = view.segments
    assert (town.kind, town.sides, town.role) == ("town", ("E", "S"), "shopkeeper")
    assert (trail.kind, trail.sides, trail.end) == ("trail", ("N", "W"), None)
    assert plain1.halves == ("NR", "WL") and plain2.halves == ("NL", "WR")
    assert text.describe_tile(DATA, "K", 1) == "town on E+S; trail N-W"


def test_square_view_of_a_crossing_and_a_start_space():
    crossing = data.square_view(DATA, "AK", 0)
    assert crossing.crossing and not crossing.farm
    assert [s.end for s in crossing.segments if s.kind == "trail"] == ["crossing"] * 3
    plymouth = data.square_view(DATA, "start:1", 0)
    assert plymouth.start_space and plymouth.name == "Plymouth"
    assert plymouth.edges[1] == "X"
    farm = data.square_view(DATA, "C", 3)
    assert farm.farm and text.describe_tile(DATA, "C", 3) == "trail from E to the farm; farm"


def test_fitting_cells_match_the_legal_actions():
    state = build(current_tile="P")
    cells = legal.fitting_cells(state, DATA)
    listed: dict = {}
    for action in RULES.legal_actions(state, RED):
        listed.setdefault((action.col, action.row), []).append(action.rotation)
    assert {cell: list(rotations) for cell, rotations in cells.items()} == listed


def test_settler_options_say_what_completes_now():
    state = build(placements=(("AK", 1, (1, 2)), ("AT", 0, (2, 2))), current_tile="H")
    act(state, RED, PlaceTile(col=3, row=2, rotation=3))
    options = {o.segment: o for o in summary.settler_options(state, DATA)}
    assert list(options) == ["town1", "trail1", "plain1", "plain2"]
    trail = options["trail1"]
    assert trail.role == "robber" and trail.completes_now and trail.points_now == 3
    assert trail.feature.squares == 3 and trail.feature.open_sides == 0
    town = options["town1"]
    assert not town.completes_now and town.feature.open_sides == 3
    assert town.feature.value_at_end == 1
    assert options["plain1"].role == "trapper" and not options["plain1"].east_of_surveyors


def test_settler_options_show_the_surveyor_column():
    state = build(
        placements=(("AW", 0, (1, 0)), ("AR", 0, (2, 0))), surveyors=(1, 2), current_tile="P"
    )
    act(state, RED, PlaceTile(col=1, row=1, rotation=1))
    (town,) = [o for o in summary.settler_options(state, DATA) if o.segment == "town1"]
    assert town.surveyors_in_column == 1 and town.points_now == 4 + 4
    assert not town.east_of_surveyors


def test_waiting_options_show_points_with_bonus():
    state = rb10()
    options = summary.waiting_options(state)
    assert [o.anchor for o in options] == [(1, 7, "town1"), (2, 7, "trail1")]
    assert options[0].points == {1: 8 + 4} and options[1].points == {0: 2 + 4}
    assert options[0].feature.settlers == {1: 1}


def test_endangered_columns():
    state = build(placements=(("AW", 0, (1, 0)), ("AR", 0, (2, 0))), surveyors=(2, 2))
    assert list(summary.endangered_columns(state)) == [0, 1]
