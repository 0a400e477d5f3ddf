"""The fast listing of operations (legal.py, with its caches) against the plain reference
listing (reference.py): the same actions in the same order, on many random states, after
hand-made changes to a state that was listed before, and on copies."""

from __future__ import annotations

import random

import pytest

from boardgames.core.bots import make_bot
from boardgames.core.rng import derived_rng
from boardgames.games.neuland import bots
from boardgames.games.neuland.actions import FOOD_TOKEN
from boardgames.games.neuland.legal import operations
from boardgames.games.neuland.rules import RULES
from boardgames.games.neuland.setup import Options
from boardgames.games.neuland.state import PHASE_TURN, NeulandState, Tile, Worker

from . import reference
from .helpers import DATA, MINE, RED, build, table, work


def assert_agrees(state: NeulandState) -> None:
    fast = operations(state)
    slow = reference.operations(state)
    assert fast[0] == slow[0], "the listed operations differ from the reference"
    assert fast[1] == slow[1], "'a step without the wheelbarrow or a token' differs"
    legal = RULES.legal_actions(state, state.active)
    assert legal[: len(slow[0])] == slow[0]


def playout_states(seed: int, players: int, levels: list[str], every: int = 1):
    """Every ``every``-th turn state of a bot game (the state itself, not a copy)."""
    rng = random.Random(seed)
    layout = "random" if seed % 2 else "beginner"
    state = RULES.setup([f"P{i}" for i in range(players)], Options(layout=layout), rng)
    bots = [make_bot(RULES, levels[i % len(levels)], i) for i in range(players)]
    bot_rngs = [derived_rng(seed, "bot", i) for i in range(players)]
    n = 0
    while RULES.pending(state):
        seat = state.active
        legal = RULES.legal_actions(state, seat)
        if state.phase == PHASE_TURN and n % every == 0:
            yield state
        n += 1
        bot = bots[seat]
        view = RULES.view(state, seat) if bot.needs_view else None
        RULES.apply(state, seat, bot.choose(view, legal, bot_rngs[seat]), rng)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_agree_with_the_reference(players: int) -> None:
    for seed in range(3):
        for state in playout_states(100 * players + seed, players, ["random"], every=2):
            assert_agrees(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_playouts_agree_with_the_reference(players: int) -> None:
    for state in playout_states(7 + players, players, ["greedy", "random"], every=2):
        assert_agrees(state)


def test_copies_and_their_changes_agree() -> None:
    """A copy lists like its original; changing the copy never changes the original's
    list (the layout cache goes by the very objects in the slots)."""
    for n, state in enumerate(playout_states(5, 3, ["random"], every=40)):
        before = RULES.legal_actions(state, state.active)
        copy = state.clone()
        assert RULES.legal_actions(copy, copy.active) == before
        spot = next(((*h, i) for h, c in copy.hexes.items() for i, t in enumerate(c.slots)
                     if t is not None and t.worker is not None), None)
        if spot is not None:
            copy.tile(spot).worker = None
            assert_agrees(copy)
        assert RULES.legal_actions(state, state.active) == before
        assert_agrees(state)
        if n > 20:
            break


def test_hand_made_changes_are_seen() -> None:
    """Each kind of change made to a state that was already listed (as the tests and
    the screen tests do by hand) shows in the next list."""
    state = table()
    assert_agrees(state)
    hut = (1, 0, 1)
    work(state, (1, 0, 0))  # food on the lodge
    assert_agrees(state)
    state.tile((1, 0, 0)).worker.good = "gold"  # a worker's good changed in place
    assert_agrees(state)
    state.tile((1, 0, 0)).worker.good = "food"
    mountains = [h for h, c in state.hexes.items() if c.terrain == "mountain" and not c.tiles()]
    quarry = build(state, "steinbruchhuette", mountains[0])  # a tile put into a free slot
    assert_agrees(state)
    state.hexes[mountains[0]].slots[quarry[2]] = Tile("steinbruchhuette", "production", "mountain")
    assert_agrees(state)  # a tile replaced by an equal but new one
    mine = build(state, MINE, mountains[1])
    assert_agrees(state)  # a mine without cubes offers nothing
    state.tile(mine).cubes = ["coal", "iron_ore"]
    state.bag["coal"] -= 1
    state.bag["iron_ore"] -= 1
    assert_agrees(state)
    state.tile(mine).cubes.pop(0)
    assert_agrees(state)
    state.players[RED].food_token = False
    assert_agrees(state)
    state.players[RED].wood_token = False
    assert_agrees(state)
    state.players[RED].wheelbarrow = False
    assert_agrees(state)
    supply = state.players[RED].supply
    state.players[RED].supply = 0
    assert_agrees(state)
    state.players[RED].supply = supply
    state.players[RED].first_turn_done = False
    assert_agrees(state)
    state.players[RED].first_turn_done = True
    state.tile(hut).worker = Worker(RED, "wood", lying=True)
    assert_agrees(state)
    state.tile(hut).worker = Worker(1, "wood", lying=True)  # another seat's worker
    assert_agrees(state)
    state.metal_tokens_free = 0
    assert_agrees(state)
    for key in list(state.display_production):
        state.display_production[key] = 0
    assert_agrees(state)
    for stack in state.display_properties.values():
        stack.clear()
    assert_agrees(state)
    for s in (1, 5, 9, 10):
        state.s = s
        state.players[RED].marker = (state.t + s) % state.track_length
        assert_agrees(state)
    state.active = 1
    state.players[1].marker = state.t
    assert_agrees(state)


def test_every_kind_of_cell_change_is_seen() -> None:
    """Tiles put into every free slot of a hex, one after another, each listed."""
    state = table()
    for h in [(-2, 0), (0, 0), (2, -2)]:
        cell = state.hexes[h]
        kinds = [b.id for b in DATA.production_buildings if cell.terrain in b.terrain]
        for i in range(len(cell.slots)):
            if cell.slots[i] is None:
                state.display_production[(kinds[i % len(kinds)], cell.terrain)] -= 1
                cell.slots[i] = Tile(kinds[i % len(kinds)], "production", cell.terrain)
                assert_agrees(state)


def test_cached_actions_equal_validated_ones() -> None:
    for state in playout_states(3, 3, ["random"], every=25):
        for action in RULES.legal_actions(state, state.active):
            again = RULES.action_from_json(action.model_dump(mode="json"))
            assert again == action and hash(again) == hash(action)
            assert again.model_dump() == action.model_dump()


def test_token_payments_stay_last() -> None:
    state = table()
    work(state, (1, 0, 0))
    legal = RULES.legal_actions(state, RED)

    def paid_by_token(action) -> bool:
        sources = getattr(action, "sources", None) or (getattr(action, "source", None),)
        return any(isinstance(s, str) for s in sources)

    tokens = [i for i, a in enumerate(legal) if paid_by_token(a)]
    plain = [i for i, a in enumerate(legal) if a.kind != "end_turn" and i not in tokens]
    assert tokens and plain and max(plain) < min(tokens)
    assert any(FOOD_TOKEN in getattr(legal[i], "sources", ()) for i in tokens)


@pytest.mark.parametrize("players", [2, 4])
def test_the_planner_estimates_agree_with_the_reference(players: int) -> None:
    """``producers`` (with its kept lists of tiles still to build) and ``cost_table``
    (which skips makers that cannot improve a row) give exactly the plain results."""
    d = DATA
    for state in playout_states(40 + players, players, ["greedy", "random"], every=3):
        for seat in range(players):
            makers = bots.producers(state, seat, d)
            assert makers == reference.producers(state, seat, d)
            assert bots.cost_table(state, seat, d, makers) == reference.cost_table(
                state, seat, d, makers
            )


def test_a_board_out_of_reading_order_agrees() -> None:
    """The listing takes a player's workers in board order, which is reading order for
    every map the setup makes; a board whose cells come in another order (made by hand)
    still lists its payment sources in reading order, as the reference does."""
    for n, state in enumerate(playout_states(11, 3, ["random"], every=15)):
        copy = state.clone()
        copy.hexes = dict(reversed(list(copy.hexes.items())))
        assert_agrees(copy)
        if n > 12:
            break


def test_builds_kept_for_one_board_fit_every_step_count() -> None:
    """The builds of a board are kept whatever the steps left and filtered on each call:
    the same board listed at every step of a turn, in rising and falling order (so that
    a cached list made for many steps serves few and the other way round), agrees."""
    for n, state in enumerate(playout_states(21, 2, ["random"], every=30)):
        copy = state.clone()
        player = copy.players[copy.active]
        for s in [*range(copy.track_length), *reversed(range(copy.track_length))]:
            copy.s = s
            player.marker = (copy.t + s) % copy.track_length
            assert_agrees(copy)
        if n > 8:
            break
