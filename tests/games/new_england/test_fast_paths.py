"""The fast placement questions (board.SeatFacts, shape masks, the bot's per-decision
caches) against the plain versions of reference.py, on many states of random and greedy
games and on scrambled copies of them (developed tiles and figures moved at random)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from boardgames.core.bots import RandomBot
from boardgames.games.new_england import board
from boardgames.games.new_england import bots as G
from boardgames.games.new_england import legal as L
from boardgames.games.new_england.data import data
from boardgames.games.new_england.rules import RULES, NewEnglandOptions
from boardgames.games.new_england.state import FIGURES, TURN, NewEnglandState
from boardgames.games.new_england.view import clone
from tests.games.new_england import reference as R

LAND_CARDS = [c.id for c in data().cards.values() if c.figure is None]


def game_states(players: int, seed: int, level: str, every: int) -> Iterator[NewEnglandState]:
    """Every ``every``-th state of one bot game (the state itself: do not keep it)."""
    rng = random.Random(seed)
    state = RULES.setup([f"s{i}" for i in range(players)], NewEnglandOptions(), rng)
    bots = [G.GreedyBot(RULES, s) if level == "greedy" else RandomBot(RULES, s)
            for s in range(players)]
    step = 0
    while RULES.pending(state):
        if step % every == 0:
            yield state
        seat = RULES.pending(state)[0].seat
        bot = bots[seat]
        view = RULES.view(state, seat) if bot.needs_view else None
        RULES.apply(state, seat, bot.choose(view, RULES.legal_actions(state, seat), rng), rng)
        step += 1
    yield state


def scrambled(state: NewEnglandState, rng: random.Random) -> NewEnglandState:
    """A copy with tiles developed and figures placed at random (the counts follow the
    board): the rules' answers need not be reachable in play to be comparable."""
    copy = clone(state)
    for tile in copy.tiles.values():
        roll = rng.random()
        if roll < 0.15:
            tile.developed, tile.figure, tile.stored = True, None, None
        elif roll < 0.45:
            tile.developed = False
            tile.figure = rng.choice([*FIGURES, None, None]) if tile.coastal else rng.choice(
                ["pilgrim", "barn", None, None])
            tile.stored = None
    for seat in range(copy.players):
        copy.figures[seat] = dict.fromkeys(FIGURES, 0)
    for tile in copy.tiles.values():
        if tile.figure:
            copy.figures[tile.owner][tile.figure] += 1
    return copy


def compare(state: NewEnglandState) -> None:
    d = data()
    for seat in range(state.players):
        for land in d.lands:
            cells = R.tile_cells(state, seat, land)
            assert L.tile_cells(state, seat, land) == cells
            assert L.count_tile_cells(state, seat, land) == len(cells)
            assert L.has_tile_cell(state, seat, land) == bool(cells)
            assert L.start_placements(state, seat, land) == R.start_placements(state, seat, land)
        facts = L.SeatFacts(state, seat)
        for figure in FIGURES:
            assert L.figure_targets(state, seat, figure) == R.figure_targets(state, seat, figure)
        for card_id in LAND_CARDS:
            placements = R.develop_placements(state, seat, card_id)
            assert L.develop_placements(state, seat, card_id) == placements, card_id
            assert facts.card_usable(card_id) == bool(placements)
        for card_id in d.cards:
            assert L.card_usable(state, seat, card_id) == R.card_usable(state, seat, card_id)
        if state.phase == "buy":
            assert RULES._turn_actions(state, seat) == R.turn_actions(state, seat)


@pytest.mark.parametrize(("players", "seed", "level"),
                         [(3, 1, "random"), (4, 2, "random"), (4, 3, "greedy")])
def test_fast_placement_rules_match_the_plain_ones(players: int, seed: int, level: str) -> None:
    rng = random.Random(seed)
    turns = 0
    for state in game_states(players, seed, level, every=5):
        compare(state)
        compare(scrambled(state, rng))
        if state.phase == TURN:
            seat = state.turn_order[state.turn_index]
            assert RULES.legal_actions(state, seat) == R.turn_actions(state, seat)
            turns += 1
    assert turns > 5


def test_bot_shortcuts_match_their_plain_forms() -> None:
    """shape_fits_mask is shape_fits; start_score counts the free cells as before; the
    per-decision caches hold what a fresh look computes, trial tiles included."""
    d = data()
    checked = 0
    for state in game_states(4, 5, "greedy", every=4):
        seat = RULES.pending(state)[0].seat if RULES.pending(state) else 0
        view = RULES.view(state, seat)
        think = G.Thinker(view, seat)
        for land in d.lands:
            parcels = G.free_parcels(view, seat, land)
            mask = sum(board.cell_bits()[c] for c in parcels)
            for card_id in G.LAND_CARDS[land]:
                for limit in (1, 2, 3):
                    assert G.shape_fits_mask(parcels, mask, card_id, limit) == G.shape_fits(
                        parcels, card_id, limit)
        if state.phase == "start_tiles":
            occupied = view.cell_tile
            has_coast = any(t.coastal for t in L.own_tiles(view, seat))
            for land in d.lands:
                for cells in R.start_placements(view, seat, land)[::7]:
                    free = sum(
                        1 for c in G.neighbourhood(cells)
                        if c not in occupied and not any(n in occupied for n in d.neighbours[c])
                    )
                    coast = any(c in d.coastal for c in cells)
                    expected = free + (1.5 if coast and not has_coast else 0.0)
                    assert think.start_score(land, cells) == expected
        for item in view.offer.values():
            assert think.offer_value(item) == G.Thinker(view, seat).item_value(item)
        for other in range(view.players):
            rival = G.Rival(G.Thinker(view, other), view)
            fresh = G.Thinker(view, other)
            assert rival.values == {s: fresh.item_value(i) for s, i in view.offer.items()}
        for land in d.lands:
            wanted = think.wanted_cards(land)
            for cell in L.tile_cells(view, seat, land)[:2]:
                with G.temporary_tile(view, seat, land, cell):
                    assert G.Thinker(view, seat).wanted_cards(land) == wanted
        checked += 1
    assert checked > 20
