"""The history's statistics, on a fixed set of games whose figures are counted by hand."""

from __future__ import annotations

from pathlib import Path

from boardgames.core.history import finished, statistics
from boardgames.core.library import SavedGame


def game(n: int, seats, levels, totals, winners, name="carcassonne", done=True) -> SavedGame:
    return SavedGame(id=f"g{n}", path=Path(f"g{n}.json"), game=name, seats=seats, moves=10,
                     finished=done, status="", created=f"2026-11-0{n}T10:00:00+00:00",
                     updated=f"2026-11-0{n}T10:30:00+00:00", levels=levels,
                     totals=totals if done else None, winners=winners if done else None)


GAMES = [
    # Ann wins g1 from seat 1; Bo (greedy) wins g2 from seat 1; a shared win in g3.
    game(1, ["Ann", "Bo"], [None, "greedy"], [50, 40], [0]),
    game(2, ["Bo", "Ann"], ["greedy", None], [61, 55], [0]),
    game(3, ["Ann", "Cy"], [None, "random"], [30, 30], [0, 1]),
    game(4, ["Ann", "Bo"], [None, "greedy"], [0, 0], [], done=False),  # unfinished
    game(5, ["Ann", "Bo", "Cy"], [None, "greedy", "random"], [9, 7, 8], [0], name="neuland"),
]


def test_finished_games_newest_first_and_filtered():
    assert [g.id for g in finished(GAMES)] == ["g5", "g3", "g2", "g1"]
    assert [g.id for g in finished(GAMES, game="carcassonne")] == ["g3", "g2", "g1"]
    assert [g.id for g in finished(GAMES, player="cy")] == ["g5", "g3"]


def test_statistics_per_player_and_game():
    records = {(r.who, r.game): r for r in statistics(GAMES)}
    ann = records[("Ann", "carcassonne")]
    assert (ann.games, ann.wins, ann.best) == (3, 2, 55)
    assert ann.average == (50 + 55 + 30) / 3 and round(ann.win_share, 3) == 0.667
    assert ann.by_seat == {1: [2, 2], 2: [1, 0]}
    bo = records[("Bo", "carcassonne")]
    assert (bo.games, bo.wins, bo.best, bo.by_seat) == (2, 1, 61, {1: [1, 1], 2: [1, 0]})
    assert records[("Ann", "neuland")].wins == 1


def test_statistics_per_bot_level():
    records = {(r.who, r.game): r for r in statistics(GAMES, by="level")}
    assert set(records) == {("bot: greedy", "carcassonne"), ("bot: random", "carcassonne"),
                            ("bot: greedy", "neuland"), ("bot: random", "neuland")}
    greedy = records[("bot: greedy", "carcassonne")]
    assert (greedy.games, greedy.wins, greedy.average) == (2, 1, 50.5)
    assert records[("bot: random", "carcassonne")].wins == 1  # the shared win
