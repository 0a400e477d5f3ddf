"""``sample_state`` (the expert bots' view of the unknown), checked on every game that has
it at every player count: a sample agrees with the view it came from, keeps the game's
conservation laws, offers the viewer the same moves, plays on to a legal end, shares no
part with the view, and its hidden parts vary with the rng. Games without it are skipped."""

from __future__ import annotations

import random

import pytest

from boardgames.core import registry
from boardgames.core.bots import make_bot
from boardgames.core.plain import canonical_json
from boardgames.core.rules import GameRules

CASES = [
    (info.id, n)
    for info in registry.infos()
    for n in range(info.min_players, info.max_players + 1)
]


def samples(rules: GameRules) -> bool:
    return type(rules).sample_state is not GameRules.sample_state


@pytest.mark.parametrize(("game", "players"), CASES)
def test_samples_agree_with_the_view(game: str, players: int) -> None:
    rules = registry.rules(game)
    if not samples(rules):
        pytest.skip(f"{game} has no sample_state yet")
    rng = random.Random(7 * players)
    state = rules.setup([f"P{i + 1}" for i in range(players)], rules.Options(), rng)
    bots = [make_bot(rules, "greedy" if i % 2 else "random", i) for i in range(players)]
    varied = checked = steps = hidden = 0
    while rules.pending(state) and steps < 3000:
        seat = rules.pending(state)[0].seat
        if steps % 23 == 0:
            for viewer in {seat, (seat + 1) % players}:
                varied += check_samples(rules, state, viewer)
                hidden += canonical_json(rules.view(state, viewer)) != canonical_json(state)
                checked += 1
        view = rules.view(state, seat) if bots[seat].needs_view else None
        action = bots[seat].choose(view, rules.legal_actions(state, seat), rng)
        rules.apply(state, seat, action, rng)
        steps += 1
    assert checked > 5
    # games whose views show the whole state (Neuland, New World) have nothing to vary
    assert varied > 0 or not hidden, "no sample ever differed from another: hidden parts never vary"


def check_samples(rules: GameRules, state: object, seat: int) -> int:
    """Three samples of ``seat``'s view; 1 if two of them differ somewhere."""
    view = rules.view(state, seat)
    seen = canonical_json(view)
    texts = set()
    for k in range(3):
        sample = rules.sample_state(view, seat, random.Random(k))
        assert canonical_json(rules.view(sample, seat)) == seen, "the sample shows another view"
        rules.check_invariants(sample)
        assert rules.pending(sample) == rules.pending(state)
        assert rules.legal_actions(sample, seat) == rules.legal_actions(state, seat)
        texts.add(canonical_json(sample))
        play_on(rules, sample, random.Random(k))
        assert canonical_json(view) == seen, "playing the sample changed the view"
    return int(len(texts) > 1)


def play_on(rules: GameRules, state: object, rng: random.Random, steps: int = 60) -> None:
    """A few random moves from a sample: it is a state the engine can carry on."""
    for _ in range(steps):
        pending = rules.pending(state)
        if not pending:
            return
        seat = pending[0].seat
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)), rng)
        rules.check_invariants(state)
