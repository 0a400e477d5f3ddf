"""The engine contract, checked on every registered game at every player count
(docs/architecture.md, Tests). Each game added later must pass this file unchanged."""

from __future__ import annotations

import copy
import json
import random

import pytest

from boardgames.core import registry
from boardgames.core.controller import Match, Seat
from boardgames.core.plain import canonical_json
from boardgames.core.rules import Action, IllegalAction
from boardgames.core.saves import load_match, write_save

CASES = [
    (info.id, n)
    for info in registry.infos()
    for n in range(info.min_players, info.max_players + 1)
]


def bot_seats(n: int) -> list[Seat]:
    return [Seat(name=f"P{i + 1}", kind="bot", level="random") for i in range(n)]


def assert_no_leak(match: Match) -> None:
    """No seat's view, and not the public view, holds another seat's secrets."""
    rules, state = match.rules, match.state
    secrets = {s: [json.dumps(x) for x in rules.secrets(state, s)] for s in range(len(match.seats))}
    for viewer in [None, *range(len(match.seats))]:
        text = canonical_json(rules.view(state, viewer))
        for owner, values in secrets.items():
            if owner == viewer:
                continue
            for value in values:
                assert value not in text, f"view of {viewer} shows {owner}'s secret {value}"


@pytest.mark.parametrize(("game", "players"), CASES)
def test_random_playout_keeps_the_contract(game: str, players: int, tmp_path) -> None:
    rules = registry.rules(game)
    match = Match(rules, bot_seats(players), seed=1000 + players)
    rng = random.Random(players)
    seen: list[Action] = []
    step = 0
    saved_at = None
    while True:
        pending = match.pending()
        if not pending:
            break
        deciding = pending[0].seat
        legal = match.legal_actions(deciding)
        assert legal, f"pending seat {deciding} has no legal action ({pending[0].kind})"
        for other in range(players):
            if all(d.seat != other for d in pending):
                assert match.legal_actions(other) == [], f"seat {other} may act out of turn"
        for action in rng.sample(legal, min(4, len(legal))):
            match.check(deciding, action)
        if step % 7 == 0:
            before = canonical_json(match.state)
            unlisted = [a for a in seen[-300:] if a not in legal][:6]
            for action in unlisted:
                with pytest.raises(IllegalAction):
                    match.submit(deciding, action)
            others = [s for s in range(players) if s != deciding]
            if others:
                with pytest.raises(IllegalAction):
                    match.submit(rng.choice(others), legal[0])
            assert canonical_json(match.state) == before, "a rejected action changed the state"
            trial = copy.deepcopy(match.state)
            rules.apply(trial, deciding, rng.choice(legal), random.Random(step))
            rules.check_invariants(trial)
        if step % 25 == 0:
            assert_no_leak(match)
            match.scores()
        if saved_at is None and step >= 40:
            path = tmp_path / "mid.json"
            write_save(match, path)
            loaded = load_match(path)
            assert loaded.state_digest() == match.state_digest()
            saved_at = step
        action = match.bot_action(deciding)
        match.submit(deciding, action)
        rules.check_invariants(match.state)
        seen.append(action)
        step += 1
    assert match.legal_actions(0) == [] and match.is_over
    scores = match.scores()
    assert len(scores.totals) == players and scores.winners
    assert_no_leak(match)

    again = Match(rules, bot_seats(players), seed=1000 + players)
    again.replay([(e.seat, e.action) for e in match.entries])
    assert again.state_digest() == match.state_digest(), "same seed and actions, other state"


@pytest.mark.parametrize(("game", "players"), CASES)
def test_setup_offers_a_decision(game: str, players: int) -> None:
    rules = registry.rules(game)
    match = Match(rules, bot_seats(players), seed=7)
    pending = match.pending()
    assert pending and match.legal_actions(pending[0].seat)
    again = Match(rules, bot_seats(players), seed=7)
    assert canonical_json(match.state) == canonical_json(again.state)


@pytest.mark.parametrize("game", registry.game_ids())
def test_undo_from_a_snapshot_equals_a_replay_from_the_seed(game: str, tmp_path) -> None:
    """Undo restores the snapshot at the latest barrier and replays only the moves since;
    the result must be exactly the match replayed from the seed, and its save file (cut
    back, not rewritten) must load to the same state."""
    from boardgames.core.saves import Journal

    rules = registry.rules(game)
    players = rules.min_players
    seats = [Seat(name=f"H{i + 1}") for i in range(players)]
    path = tmp_path / "game.json"
    match = Match(rules, seats, seed=77, saver=Journal(path))
    rng = random.Random(7)
    undone = 0
    for _ in range(400):
        decision = match.current()
        if decision is None:
            break
        if match.undo_block(decision.seat) is None and rng.random() < 0.3:
            match.undo()
            undone += 1
            fresh = Match(rules, seats, seed=77)
            fresh.replay([(e.seat, e.action) for e in match.entries])
            assert fresh.state_digest() == match.state_digest()
            assert [e.text for e in fresh.log] == [e.text for e in match.log]
            assert load_match(path).state_digest() == match.state_digest()
            continue
        legal = match.legal_actions(decision.seat)
        match.submit(decision.seat, rng.choice(legal))
    assert undone >= 3, f"only {undone} undos were possible"
