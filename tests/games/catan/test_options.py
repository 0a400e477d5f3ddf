"""Every game option: bot games keep the conservation laws and the contract."""

from __future__ import annotations

import random

import pytest

from boardgames.core.bots import make_bot
from boardgames.games.catan.rules import RULES, Options

VARIANTS = [
    {"gold_supply": None, "father_pick": "draw", "hidden_numbers": True},
    {"unused_nation_father": "pile", "setup_acquisition": False, "explore_rule": "sides"},
    {"start_crossings": "fixed_I_only", "magellan_link_steps": 3, "gold_tradeable": False},
    {"ship_move_blocks": "ship_settlement", "knights_move_robber": False, "max_turns": 40},
]


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("level", ["random", "greedy"])
def test_bot_games_under_options(options, level):
    players = 3 if "max_turns" in options else 4
    rng = random.Random(7)
    state = RULES.setup([f"P{i}" for i in range(players)], Options(**options), rng)
    bots = [make_bot(RULES, level, s) for s in range(players)]
    for step in range(1500):
        pending = RULES.pending(state)
        if not pending:
            break
        seat = pending[0].seat
        view = RULES.view(state, seat)
        action = bots[seat].choose(view, RULES.legal_actions(state, seat), rng)
        RULES.check(state, seat, action)
        RULES.apply(state, seat, action, rng)
        if step % 5 == 0:
            RULES.check_invariants(state)
    RULES.check_invariants(state)
    if level == "greedy" and "max_turns" not in options:
        assert state.over and state.winner is not None
