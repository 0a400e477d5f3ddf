"""The benchmark runs and reports every row with a number. No timed assertions: the speed
goals are checked by the benchmark (``python -m boardgames.bench``), never by the tests."""

from __future__ import annotations

import dataclasses
import json
import math
import os

import pytest

from boardgames import bench
from boardgames.core import registry

GAME = "new_england"  # the shortest games and the fewest player counts

TINY = dataclasses.replace(bench.QUICK, key_reps=1, startup_runs=1, random_games=1,
                           greedy_games=1, decision_games=1, expert_decisions=1, save_reps=1,
                           catanatron_games=1)


@pytest.fixture(scope="module")
def rows() -> list[bench.Row]:
    home = os.environ.get("BOARDGAMES_HOME")
    found = bench.collect([GAME], TINY)
    assert os.environ.get("BOARDGAMES_HOME") == home, "the benchmark must restore the home"
    return found


def expected_keys(game: str) -> set[str]:
    rules = registry.rules(game)
    counts = range(rules.min_players, rules.max_players + 1)
    return {
        "help_open", "help_close", "cursor_key", "random_vs_catanatron",
        *(f"{level}_{n}p" for level in ("random", "greedy") for n in counts),
        "greedy_decision_median", "greedy_decision_p99", "expert_budget",
        *(f"{kind}_{p}" for kind in ("autosave", "undo") for p in (*bench.SAVE_POINTS, "flat")),
    }


def test_every_row_is_there_with_a_number(rows):
    by_game: dict[str, set[str]] = {}
    for row in rows:
        by_game.setdefault(row.game, set()).add(row.key)
    assert by_game[GAME] == expected_keys(GAME)
    assert {"startup_ratio"} <= by_game["all"]
    for row in rows:
        assert isinstance(row.value, float | int), (row.key, row.note)
        assert math.isfinite(row.value) and row.value >= 0, row
        assert row.goal and row.what and row.unit
        if row.goal != "(report)" and row.key != "random_vs_catanatron":
            assert isinstance(row.ok, bool), row


def test_the_table_shows_each_row_with_its_goal_and_mark(rows):
    text = bench.table(rows)
    lines = text.splitlines()
    for row in rows:
        line = next(x for x in lines if x.startswith(row.game) and row.what in x)
        assert row.goal in line
        assert bench._mark(row) in line
    assert "goals met" in lines[-1]


def test_json_prints_one_object_per_row(rows, monkeypatch, capsys):
    seen = {}

    def fake_collect(games, settings):
        seen.update(games=games, settings=settings)
        return rows

    monkeypatch.setattr(bench, "collect", fake_collect)
    assert bench.main(["--quick", "--json", "--games", GAME]) == 0
    assert seen == {"games": [GAME], "settings": bench.QUICK}
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(rows)
    objects = [json.loads(line) for line in lines]
    assert [o["key"] for o in objects] == [r.key for r in rows]
    assert all({"game", "what", "value", "unit", "goal", "ok", "note"} <= o.keys()
               for o in objects)


def test_unknown_games_are_refused(capsys):
    assert bench.main(["--games", "chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err


def test_importing_the_benchmark_stays_light():
    import subprocess
    import sys

    code = ("import sys, boardgames.bench; "
            "print(sorted(m for m in ('textual', 'boardgames.games', 'boardgames.ui') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"
