"""What the engine keeps or works out incrementally, against a from-scratch computation
on many states of random and greedy games: the fit tables of every tile, the legal
placements (from the frontier), the features (merged tile by tile) and the bot's memo
of settler spots."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from boardgames.core.bots import RandomBot
from boardgames.games.carcassonne import legal
from boardgames.games.carcassonne.actions import PlaceTile
from boardgames.games.carcassonne.board import neighbour, opposite, touching_half
from boardgames.games.carcassonne.bots import GreedyBot, feature_stats, make_context, potential
from boardgames.games.carcassonne.rules import RULES, Options
from boardgames.games.carcassonne.state import PLACE, State

DATA = RULES.data


def game_states(players: int, seed: int, level: str) -> Iterator[State]:
    """Every state of one bot game (the state itself: do not keep it)."""
    rng = random.Random(seed)
    state = RULES.setup([f"s{i}" for i in range(players)], Options(), rng)
    bots = [GreedyBot(RULES, s) if level == "greedy" else RandomBot(RULES, s)
            for s in range(players)]
    while RULES.pending(state):
        yield state
        seat = state.active
        bot = bots[seat]
        view = RULES.view(state, seat) if bot.needs_view else None
        RULES.apply(state, seat, bot.choose(view, RULES.legal_actions(state, seat), rng), rng)
    yield state


def brute_fits(tile: str, pattern: str) -> tuple[int, ...]:
    return tuple(
        r for r in range(4)
        if all(need == "." or need == edge
               for need, edge in zip(pattern, DATA.faces[tile, r].edges, strict=True))
    )


def test_fit_tables_answer_every_pattern() -> None:
    for tile in DATA.tile_ids:
        for sides in itertools.product((".", "C", "R", "F", "X"), repeat=4):
            pattern = "".join(sides)
            assert DATA.fits(tile, pattern) == brute_fits(tile, pattern), (tile, pattern)


def features_from_scratch(state: State) -> list[tuple]:
    """Union-find over every segment instance on the map, joined across each side and
    half where two squares meet; each component summed up as (kind, segments, squares,
    open sides, flags, trading posts, animals)."""
    parent: dict = {}

    def find(key):
        while parent[key] != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    for (col, row), square in state.squares.items():
        for seg in DATA.faces[square].segments:
            parent[col, row, seg.id] = (col, row, seg.id)
    for cell, square in state.squares.items():
        face = DATA.faces[square]
        for side in range(4):
            other = neighbour(cell, side)
            theirs = state.squares.get(other)
            if theirs is None:
                continue
            their = DATA.faces[theirs]
            links = [(face.side_segment[side], their.side_segment[opposite(side)])]
            for half in (2 * side, 2 * side + 1):
                links.append((face.half_segment[half], their.half_segment[touching_half(half)]))
            for mine, other_seg in links:
                if mine is not None:
                    a, b = find((*cell, mine)), find((*other, other_seg))
                    parent[a] = b
    groups: dict = {}
    for key in parent:
        groups.setdefault(find(key), []).append(key)
    found = []
    for keys in groups.values():
        open_sides = flags = posts = animals = 0
        for col, row, seg_id in keys:
            seg = DATA.faces[state.squares[col, row]].segment(seg_id)
            open_sides += sum(neighbour((col, row), s) not in state.squares for s in seg.sides)
            flags += seg.flags
            posts += seg.trading_posts
            animals += seg.animals
        kind = DATA.faces[state.squares[keys[0][:2]]].segment(keys[0][2]).kind
        found.append((kind, tuple(sorted(keys)), frozenset(k[:2] for k in keys), open_sides,
                      flags, posts, animals))
    return sorted(found, key=lambda f: f[1])


def features_kept(state: State) -> list[tuple]:
    return sorted(
        ((f.kind, tuple(sorted(f.segments)), frozenset(f.squares), f.open, f.flags,
          f.trading_posts, f.animals) for f in state.features.values()),
        key=lambda f: f[1],
    )


def placements_from_scratch(state: State, tile: str) -> list[tuple[int, int, int]]:
    cells = sorted(state.frontier, key=lambda c: (c[1], -c[0]))
    return [(c[0], c[1], r) for c in cells for r in brute_fits(tile, state.frontier[c])]


@pytest.mark.parametrize(("players", "seed", "level"),
                         [(2, 1, "random"), (5, 2, "random"), (3, 3, "greedy")])
def test_kept_structures_match_a_fresh_computation(players: int, seed: int, level: str) -> None:
    for n, state in enumerate(game_states(players, seed, level)):
        if state.phase == PLACE:
            tile = state.current_tile
            expected = placements_from_scratch(state, tile)
            assert RULES.legal_actions(state, state.active) == [
                PlaceTile(col=c, row=r, rotation=k) for c, r, k in expected
            ]
            for other in DATA.tile_ids[::5]:
                theirs = placements_from_scratch(state, other)
                assert legal.placements(state, DATA, other) == [
                    PlaceTile(col=c, row=r, rotation=k) for c, r, k in theirs
                ]
                assert legal.has_placement(state, DATA, other) == bool(theirs)
        if n % 4 == 0:
            assert features_kept(state) == features_from_scratch(state)


def test_the_bots_memos_change_no_value() -> None:
    """Settler spots and cells valued once per decision are worth what a fresh look says."""
    bot = GreedyBot(RULES, 0)
    checked = 0
    for state in game_states(4, 4, "random"):
        if state.phase != PLACE or state.active != 0:
            continue
        ctx = make_context(state, DATA, 0)
        holders: dict[int, list[tuple[int, int]]] = {}
        for key, seat in state.settlers.items():
            holders.setdefault(state.feature_of[key], []).append((key[0], seat))
        base = {fid: potential(ctx, feature_stats(state, ctx, fid), h)
                for fid, h in holders.items()}
        bot._spots, bot._cells = {}, {}
        shared = [bot._placement_value(state, ctx, holders, base, a)
                  for a in RULES.legal_actions(state, 0)]
        fresh = []
        for a in RULES.legal_actions(state, 0):
            bot._spots, bot._cells = {}, {}
            fresh.append(bot._placement_value(state, ctx, holders, base, a))
        assert shared == fresh
        checked += 1
    assert checked > 5
