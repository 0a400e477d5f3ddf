"""Bot levels on the command line: level words (bot:hard), --think, --iterations and the
win shares by level and by seat that ``simulate`` prints."""

from __future__ import annotations

import json

import pytest

from boardgames.core.seating import Seat, make_seats
from tests.core.test_cli import run


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "bohnanza", "--seat", "bot:hard", "--think", "-1"], "--think: the think time"),
        (["play", "bohnanza", "--seat", "bot:genius"], "unknown bot level 'genius'"),
        (["play", "toy", "--seat", "bot:expert"], "has no expert bot yet"),
        (["simulate", "bohnanza", "--players", "2", "--think", "0"], "must be a positive"),
        (["simulate", "bohnanza", "--players", "2", "--think", "nan"], "must be a positive"),
        (["simulate", "bohnanza", "--players", "2", "--iterations", "0"], "at least 1"),
        (["simulate", "bohnanza", "--players", "2", "--bots", "expert,genius"],
         "unknown bot level 'genius'; use one of: random (easy), greedy (normal), expert (hard)"),
        (["simulate", "toy", "--players", "2", "--bots", "hard"], "has no expert bot yet"),
    ],
)
def test_bad_levels_and_think_times_are_one_line(capsys, toy, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err and out == ""


def test_level_words_and_ids_name_the_same_bots():
    easy, normal, hard, expert = make_seats(
        ["bot:easy", "bot:normal", "bot:hard", "bot:expert"], 4, think=2.0)
    assert [easy.level, normal.level, hard.level, expert.level] == [
        "random", "greedy", "expert", "expert"]
    assert hard.think == expert.think == 2.0 and easy.think is None


def test_a_seat_without_a_think_time_dumps_as_before():
    """Saves written before think times existed keep their header checksums."""
    seat = Seat(name="Ada", kind="bot", level="greedy")
    assert "think" not in seat.model_dump(mode="json")
    assert Seat(name="Ada", kind="bot", level="expert", think=2).model_dump()["think"] == 2


def test_simulate_reports_win_shares_by_level_and_seat(capsys):
    code, out, _ = run(capsys, "simulate", "bohnanza", "--players", "2", "--games", "2",
                       "--bots", "hard,normal", "--iterations", "1", "--rotate", "--json")
    assert code == 0
    lines = [json.loads(x) for x in out.splitlines()]
    games, summary = lines[:-1], lines[-1]
    assert [g["levels"] for g in games] == [["expert", "greedy"], ["greedy", "expert"]]
    share = summary["win_share"]
    assert set(share["level"]) == {"expert", "greedy"} and set(share["seat"]) == {"1", "2"}
    for by in ("level", "seat"):
        assert sum(share[by].values()) == pytest.approx(1.0)
    wins = {lv: 0.0 for lv in ("expert", "greedy")}
    for g in games:
        for w in g["winners"]:
            wins[g["levels"][w]] += 1 / len(g["winners"])
    assert share["level"]["expert"] == pytest.approx(wins["expert"] / 2)
