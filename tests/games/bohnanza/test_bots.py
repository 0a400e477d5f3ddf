"""Seeded random games in every mode (spec 10.7 fuzz) and the greedy bot (section 10)."""

from __future__ import annotations

import pytest

from boardgames.core.bots import RandomBot
from boardgames.core.rng import derived_rng, match_rng
from boardgames.core.simulate import play_game
from boardgames.games.bohnanza.bots import GreedyBot
from boardgames.games.bohnanza.rules import RULES, BohnanzaOptions
from tests.games.bohnanza.helpers import NAMES
from tests.games.bohnanza.test_hidden import others_secrets_hidden

CONFIGS = [("base", n) for n in range(3, 8)] + [("lib", n) for n in range(3, 8)] + [("duel", 2)]


def options(mode: str, players: int) -> BohnanzaOptions:
    return BohnanzaOptions(isla_bohnita=mode != "base", bean_expansion=players >= 6)


@pytest.mark.parametrize(("mode", "players"), CONFIGS)
def test_fuzz_random_game_keeps_every_law(mode: str, players: int) -> None:
    """R26 conservation, R6 hand order and 7.6 item 7 (no leaks) along a random game."""
    rng = match_rng(players)
    st = RULES.setup(NAMES[:players], options(mode, players), rng)
    bots = [RandomBot(RULES, i) for i in range(players)]
    bot_rngs = [derived_rng(7, "bot", i) for i in range(players)]
    steps = 0
    while RULES.pending(st):
        seat = RULES.pending(st)[0].seat
        legal = RULES.legal_actions(st, seat)
        assert legal
        action = bots[seat].choose(None, legal, bot_rngs[seat])
        RULES.apply(st, seat, action, rng)
        RULES.check_invariants(st)
        if steps % 60 == 0:
            others_secrets_hidden(st)
        steps += 1
    assert st.exhaustions == 3
    others_secrets_hidden(st)
    result = RULES.scores(st)
    assert result.final and result.totals == [len(s.coins) for s in st.seats]


def test_greedy_beats_random_in_every_mode() -> None:
    greedy, random_ = [], []
    wins = 0
    for k, (mode, players) in enumerate(CONFIGS):
        levels = ["greedy" if (i + k) % 2 == 0 else "random" for i in range(players)]
        result = play_game(RULES, levels, options(mode, players), seed=40 + k)
        totals = result.scores.totals
        greedy += [t for t, lv in zip(totals, levels, strict=True) if lv == "greedy"]
        random_ += [t for t, lv in zip(totals, levels, strict=True) if lv == "random"]
        wins += all(levels[w] == "greedy" for w in result.scores.winners)
    assert sum(greedy) / len(greedy) > 3 * max(1.0, sum(random_) / len(random_))
    assert wins >= len(CONFIGS) - 1


def test_greedy_bot_sees_only_its_view() -> None:
    assert GreedyBot.needs_view is True
    assert RULES.greedy_bot is GreedyBot
