"""A replay shows each point of a match exactly as the match was there."""

from __future__ import annotations

import itertools
import random

import pytest

from boardgames.core import registry
from boardgames.core.controller import Match
from boardgames.core.replay import EVERY, Replay, score_history
from tests.played import finished


@pytest.mark.parametrize("game", registry.game_ids())
def test_every_point_of_a_replay_is_the_state_the_match_went_through(game: str) -> None:
    match, digests = finished(game, seed=11)
    replay = Replay(match)
    assert len(replay) == len(match.entries) and replay.finished
    rng = random.Random(3)
    points = [len(digests) - 1, 0, EVERY + 1, EVERY - 1, len(digests) // 2]
    points += [rng.randrange(len(digests)) for _ in range(12)]
    points += list(range(len(digests)))  # then every move, in order
    for n in points:
        shown = replay.goto(n)
        assert replay.at == n and shown.state_digest() == digests[n], f"move {n}"
        assert len(shown.log_ends) == n
    assert replay.goto(len(digests) + 5).is_over  # clamped to the end
    assert replay.goto(-3).state_digest() == digests[0]


def test_turns_start_where_another_seat_moves_and_branches_continue_from_the_point() -> None:
    match, digests = finished("carcassonne", seed=4)
    replay = Replay(match)
    seats = [e.seat for e in match.entries]
    assert replay.turns[0] == 0
    for start in replay.turns[1:]:
        assert seats[start] != seats[start - 1]
    assert all(seats[i] == seats[i - 1] for i in range(1, len(seats)) if i not in replay.turns)
    replay.goto(0)
    second = replay.next_turn(1)
    replay.goto(second)
    assert replay.turn_index() == 1 and replay.next_turn(-1) == 0
    replay.goto(40)
    branch = replay.branch()
    assert len(branch.entries) == 40 and branch.state_digest() == digests[40]
    assert branch.saver is None and not branch.is_over


def test_score_history_ends_with_the_final_scores_and_starts_at_the_start() -> None:
    match, _digests = finished("carcassonne", seed=4)
    turns, totals = score_history(match)
    replay = Replay(match)
    assert turns == list(range(len(replay.turns) + 1))
    fresh = Match(match.rules, match.seats, match.options, seed=match.seed)
    for seat, line in enumerate(totals):
        assert len(line) == len(turns)
        assert line[0] == fresh.scores().totals[seat]
        assert line[-1] == match.scores().totals[seat]
    # New World never takes points away (its spec scores only gains), so no line falls.
    assert all(b >= a for line in totals for a, b in itertools.pairwise(line))
