"""The listing shortcuts of legal.legal (the busiest decisions listed directly, without
the reasons' texts) against their definition, legal.legal_by_problems (every candidate
that PROBLEMS passes), on the states of random and greedy games and on scrambled copies
of them (random fathers, hands, gold, pieces, turn flags and trade drafts); and the
victory-point sum against its parts."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from boardgames.core.bots import RandomBot
from boardgames.games.catan import actions as A
from boardgames.games.catan import legal as M
from boardgames.games.catan import scoring as L
from boardgames.games.catan.board import RESOURCES, board
from boardgames.games.catan.bots import GreedyBot
from boardgames.games.catan.data import data
from boardgames.games.catan.rules import RULES, Options
from boardgames.games.catan.state import DevCard, State, Trade

FATHERS = [f.id for f in data().founding_fathers]
DEV_TYPES = [t.id for t in data().development_deck.cards]
GENERAL_KINDS = ("build_road", "build_settlement", "build_free_settlement", "build_city",
                 "move_ship", "found_by_ship", "end_turn")


def game_states(players: int, seed: int, level: str, options: dict) -> Iterator[State]:
    """Every state of one bot game (the state itself: do not keep it)."""
    rng = random.Random(seed)
    opts, _ = RULES.configure(players, Options(**options))
    state = RULES.setup([f"s{i}" for i in range(players)], opts, rng)
    bots = [GreedyBot(RULES, s) if level == "greedy" else RandomBot(RULES, s)
            for s in range(players)]
    while RULES.pending(state):
        yield state
        seat = state.active
        bot = bots[seat]
        view = RULES.view(state, seat) if bot.needs_view else None
        RULES.apply(state, seat, bot.choose(view, RULES.legal_actions(state, seat), rng), rng)
    yield state


def scrambled(state: State, rng: random.Random) -> State:
    """A copy in a shortcut phase with random fathers, cards, gold, pieces and flags."""
    s = state.clone()
    s.over = False
    s.phase = rng.choice(["main", "main", "pre_roll", "trade_compose", "setup_acquire"])
    s.active = s.turn_seat = rng.randrange(s.n)
    for p in s.players:
        p.fathers = rng.sample(FATHERS, rng.randrange(4))
        p.hand = {r: rng.choice([0, 0, 1, 2, 4, 5]) for r in RESOURCES}
        p.gold = rng.choice([0, 1, 3, 8])
        p.knights = rng.randrange(3)
        p.knights_new = rng.randrange(p.knights + 1)
        p.dev = [DevCard(f"devcard-{i:02d}-{t}", t, rng.random() < 0.3)
                 for i, t in enumerate(rng.sample(DEV_TYPES, rng.randrange(3)))]
        p.roads_left = rng.choice([0, 1, 5])
        p.settlements_left = rng.choice([0, 1, 3])
        p.cities_left = rng.choice([0, 2])
        p.tokens_left = rng.choice([0, 1, 2])
        for flag in ("dev_played", "ship_moved", "settled", "stuyvesant_used", "revere_used",
                     "voucher_used"):
            setattr(p, flag, rng.random() < 0.3)
        if p.ship is not None and rng.random() < 0.3:
            p.ship = rng.choice(list(board().ship_adj))
            p.ship_link_to = None
        if p.ship is not None and rng.random() < 0.1:
            p.ship = board().magellan_link[0]
            p.ship_link_to = board().magellan_link[1]
    s.longest_road, s.pacific, s.gold_rush = (rng.choice([None, *range(s.n)]) for _ in range(3))
    chips = [f"chip-{k}-{i}" for k in ("I", "II", "III") for i in range(1, 4)]
    for p in s.players:
        p.chips = rng.sample(chips, rng.randrange(3))
    s.bank = {r: rng.choice([0, 1, 9]) for r in RESOURCES}
    s.bank_gold = rng.choice([None, 0, 5])
    s.deck_size = rng.choice([0, 3])
    s.knight_stack = rng.choice([0, 2])
    for h in s.chips:
        for p in s.players:
            if rng.random() < 0.2:
                p.seen.add(h)
    s.settings = dataclasses.replace(  # (a clone shares the settings)
        s.settings,
        gold_tradeable=rng.random() < 0.7,
        knights_move_robber=rng.random() < 0.8,
        ship_move_blocks=rng.choice(["all_settlements", "ship_settlement"]),
    )
    if s.phase == "trade_compose":
        items = [*RESOURCES, "gold"]
        s.trade = Trade(give={i: rng.randint(1, 2) for i in rng.sample(items, rng.randrange(3))})
        s.trade.want = {i: rng.randint(1, 3) for i in rng.sample(items, rng.randrange(3))
                        if i not in s.trade.give}
    return s


def compare(state: State) -> None:
    for seat in range(state.n):
        assert M.legal(state, seat) == M.legal_by_problems(state, seat), (state.phase, seat)
        if state.phase in ("main", "pre_roll", "setup_acquire", "trade_compose"):
            for kind in GENERAL_KINDS:
                probe = M.make(A.EndTurn) if kind == "end_turn" else _probe(kind)
                ok = M.general_problem(state, seat, probe) is None
                assert M.general_ok(state, seat, kind) == ok, kind
        for hidden in (True, False):
            parts = L.vp_parts(state, seat)
            assert L.vp(state, seat, hidden) == sum(parts.values()) - (
                0 if hidden else parts["vp_cards"])


def _probe(kind: str) -> A.Action:
    return {
        "build_road": A.BuildRoad(edge=0),
        "build_settlement": A.BuildSettlement(crossing=0),
        "build_free_settlement": A.BuildFreeSettlement(crossing=0),
        "build_city": A.BuildCity(crossing=0),
        "move_ship": A.MoveShip(hex=0),
        "found_by_ship": A.FoundByShip(crossing=0),
    }[kind]


@pytest.mark.parametrize(
    ("players", "seed", "level", "options"),
    [
        (4, 1, "random", {}),
        (3, 2, "greedy", {"father_pick": "draw", "gold_tradeable": False}),
        (4, 3, "greedy", {"knights_move_robber": False, "ship_move_blocks": "ship_settlement"}),
    ],
)
def test_listing_shortcuts_match_the_definition(players, seed, level, options) -> None:
    rng = random.Random(seed)
    phases = set()
    for n, state in enumerate(game_states(players, seed, level, options)):
        phases.add(state.phase)
        compare(state)
        if n % 3 == 0:
            compare(scrambled(state, rng))
    assert {"main", "pre_roll", "trade_compose"} <= phases
