"""The greedy bot (spec section 10): one ply over placements x settler spots.

A candidate's value is the change it makes to "my points minus the average opponent's",
counting open features at their expected value: how likely they are to be completed (from
the tiles left in the bag that fit the empty cells they face: the bag's counts are public),
whether their holders' settlers survive the surveyors until then, who holds the
majority. Settlers in supply have a value that shrinks as the bag empties, so trappers
(which never return) go late and onto plains with animals.

The bot asks what each legal placement would make of the features around it
(``preview``): that mirrors ``effects.place`` on small summaries instead of copying and
mutating the state.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from typing import Any

from boardgames.core.rules import Action, GameRules
from boardgames.core.search import lead
from boardgames.games.carcassonne import scoring
from boardgames.games.carcassonne.actions import (
    DeploySettler,
    PlaceTile,
    ScoreFeature,
    SkipSettler,
)
from boardgames.games.carcassonne.board import (
    AROUND,
    NO_NEIGHBOURS,
    SIDE_LINKS,
    Cell,
    neighbour,
    opposite,
)
from boardgames.games.carcassonne.data import FARM, Face, GameData
from boardgames.games.carcassonne.state import BONUS, PLACE, SCORE, State

COMPLETION_BASE = {"town": 0.72, "trail": 0.8, "farm": 0.85}
TURNS_PER_OPEN_SIDE = 2.5  # rough turns until one open side gets closed
SCORINGS_PER_TURN = 0.6  # rough rate at which surveyors move
MAX_ORDERS = 4  # waiting features up to which every scoring order is tried
FILL_CHANCE = 0.3  # chance that a drawn tile fitting an open cell of a feature goes there
RETURN_SHARE = 0.7  # of a settler's worth in supply kept while it stands on a feature that
# comes back soon


@dataclass
class Context:
    """What every evaluation of one decision shares."""

    me: int
    players: int
    east: int
    west: int
    westmost: int
    tiles_left: int
    supply_value: float
    scoring_rate: float
    odds: Odds

    def weight(self, seat: int) -> float:
        """A point for ``seat`` counted as my score minus the opponents' average."""
        return 1.0 if seat == self.me else -1.0 / (self.players - 1)

    def survival(self, col: int, turns: float) -> float:
        """Chance a standing settler in ``col`` is not sent home by the surveyors within
        ``turns`` turns: they need 2 scorings per column to pass it."""
        if col < self.east:
            return 0.02
        needed = 2 * (col - self.east) + (1 if self.east < self.west else 2)
        return min(1.0, needed / (self.scoring_rate * turns + 1.0))


def settler_value(tiles_left: int) -> float:
    """What a settler in supply is worth: the chances left to place it well."""
    return 3.0 if tiles_left > 50 else 2.0 if tiles_left > 25 else 1.0 if tiles_left > 10 else 0.2


def make_context(state: State, data: GameData, me: int) -> Context:
    left = state.tiles_left
    supply = state.supply[me]
    value = settler_value(left)
    if supply <= 1 and left > 10:
        value += 4.0  # keep a settler in hand for a good chance
    east, west = state.surveyors
    return Context(
        me, state.players, east, west, state.westmost, left, value, SCORINGS_PER_TURN,
        Odds(state, data),
    )


Pattern = str  # as in State.frontier: the edge each side demands, "." for none
Placed = tuple[Cell, Face]  # a tile being tried: its cell and face


class Odds:
    """How likely the empty cells a feature needs filled get a tile: from how many tiles
    left in the bag fit each cell (a cell no tile fits never closes), within one
    decision."""

    def __init__(self, state: State, data: GameData) -> None:
        self.state = state
        self.data = data
        self.bag = [(data.fit_table(tile), n) for tile, n in state.bag.items() if n]
        self._chances: dict[Pattern, float] = {}
        self._cells: dict[int, frozenset[Cell]] = {}

    def chance(self, pattern: Pattern | None) -> float:
        """Chance a cell demanding ``pattern`` gets a tile (None: a cell in the sea)."""
        if pattern is None:
            return 0.0
        found = self._chances.get(pattern)
        if found is None:
            fitting = sum(n for table, n in self.bag if pattern in table)
            found = self._chances[pattern] = 1.0 - (1.0 - FILL_CHANCE) ** fitting
        return found

    def pattern(self, cell: Cell, placed: Placed | None = None) -> Pattern | None:
        """The edges the neighbours of empty ``cell`` demand, with ``placed`` counted."""
        if cell[0] < 0:
            return None
        pattern = self.state.frontier.get(cell, NO_NEIGHBOURS)
        if placed is not None:
            at, face = placed
            for side in range(4):
                if neighbour(cell, side) == at:
                    return pattern[:side] + face.edges[opposite(side)] + pattern[side + 1:]
        return pattern

    def reach(self, cells: frozenset[Cell] | set[Cell], placed: Placed | None = None) -> float:
        """Chance every one of ``cells`` gets a tile, taken as independent."""
        total = 1.0
        for cell in cells:
            total *= self.chance(self.pattern(cell, placed))
            if not total:
                break
        return total

    def open_cells(self, fid: int) -> frozenset[Cell]:
        """The empty cells feature ``fid`` needs filled: those its open sides face (towns,
        trails) or the empty cells around it (farms)."""
        found = self._cells.get(fid)
        if found is None:
            state = self.state
            feature = state.features[fid]
            squares = state.squares
            if feature.kind == FARM:
                col, row = feature.segments[0][:2]
                cells = {(col + dc, row + dr) for dc, dr in AROUND}
            else:
                cells = set()
                faces = self.data.faces
                for col, row, seg in feature.segments:
                    segment = faces[squares[col, row]].by_id[seg]
                    cells.update(neighbour((col, row), side) for side in segment.sides)
            found = self._cells[fid] = frozenset(c for c in cells if c not in squares)
        return found


@dataclass
class Stats:
    """A feature's numbers, from the state or from a placement preview."""

    kind: str
    squares: int
    open: int  # towns/trails: open sides; farms: empty cells around it
    flags: int = 0
    trading_posts: int = 0
    animals: int = 0
    farm_col: int = 1  # farms: their column (column 0 farms never complete)
    reach: float = 1.0  # chance the empty cells it needs all get a tile (Odds.reach)


def completion_chance(ctx: Context, stats: Stats) -> float:
    if stats.kind == "plain" or (stats.kind == FARM and stats.farm_col == 0):
        return 0.0
    if stats.open == 0:
        return 1.0
    return COMPLETION_BASE[stats.kind] ** stats.open * stats.reach


def values(stats: Stats) -> tuple[int, int]:
    """(value when completed during play, value if unfinished at the end)."""
    if stats.kind == "town":
        return 2 * stats.squares + 2 * stats.flags, stats.squares + stats.flags
    if stats.kind == "trail":
        value = stats.squares + 2 * stats.trading_posts
        return value, value
    if stats.kind == FARM:
        return scoring.FARM_COMPLETE, 1 + 8 - stats.open
    return stats.animals, stats.animals


def worths(ctx: Context, stats: Stats, holders: list[tuple[int, int]]) -> list[tuple[int, float]]:
    """(seat, expected points) of an open feature for each seat holding its majority:
    (col, seat) per settler on it."""
    if not holders:
        return []
    counts: dict[int, int] = {}
    for _, seat in holders:
        counts[seat] = counts.get(seat, 0) + 1
    top = max(counts.values())
    full, unfinished = values(stats)
    chance = completion_chance(ctx, stats)
    turns = TURNS_PER_OPEN_SIDE * max(stats.open, 1)
    found = []
    for seat, count in counts.items():
        if count != top:
            continue
        if stats.kind == "plain":
            found.append((seat, float(full)))
            continue
        cols = [col for col, s in holders if s == seat]
        alive = max(ctx.survival(c, turns) for c in cols)
        alive_end = max(ctx.survival(c, ctx.tiles_left) for c in cols)
        bonus = 2.0 * max((c == ctx.east) + (c == ctx.west) for c in cols)
        found.append(
            (seat, chance * alive * (full + bonus) + (1 - chance) * alive_end * unfinished)
        )
    return found


def potential(ctx: Context, stats: Stats, holders: list[tuple[int, int]]) -> float:
    """Expected worth of an open feature to me (``Context.weight``)."""
    total = 0.0
    for seat, worth in worths(ctx, stats, holders):
        total += ctx.weight(seat) * worth
    return total


def settler_cost(ctx: Context, stats: Stats, col: int) -> float:
    """What a settler put on an open feature costs: it is missed in supply until it
    comes back (a trapper never does)."""
    if stats.kind == "plain":
        return ctx.supply_value
    return ctx.supply_value * (1.0 - RETURN_SHARE * comes_back(ctx, stats, col))


def comes_back(ctx: Context, stats: Stats, col: int) -> float:
    """Chance a standing settler in ``col`` on the open feature comes back soon."""
    return completion_chance(ctx, stats) * ctx.survival(col, TURNS_PER_OPEN_SIDE)


def feature_stats(state: State, ctx: Context, fid: int, filled: Cell | None = None) -> Stats:
    """The feature's stats; ``filled``: a cell about to get a tile (it needs none more)."""
    feature = state.features[fid]
    cells = ctx.odds.open_cells(fid)
    reach = ctx.odds.reach(cells - {filled} if filled in cells else cells)
    if feature.kind == FARM:
        cell = feature.segments[0][:2]
        empty = 8 - state.occupied_around(cell)
        return Stats(FARM, 1, empty, farm_col=cell[0], reach=reach)
    return Stats(
        feature.kind,
        len(feature.squares),
        feature.open,
        feature.flags,
        feature.trading_posts,
        feature.animals,
        reach=reach,
    )


def group_stats(state: State, ctx: Context, group: Group, placed: Placed) -> Stats:
    """A previewed group's stats: the empty cells it would need are those of the
    features it absorbs and those the new tile's segments face."""
    cell, face = placed
    cells: set[Cell] = set()
    for fid in group.fids:
        cells |= ctx.odds.open_cells(fid)
    cells.discard(cell)
    squares = state.squares
    for seg in group.segments:
        for side in face.by_id[seg].sides:
            other = neighbour(cell, side)
            if other not in squares:
                cells.add(other)
    return Stats(
        group.kind,
        group.squares,
        group.open,
        group.flags,
        group.trading_posts,
        group.animals,
        reach=ctx.odds.reach(cells, placed),
    )


def immediate(ctx: Context, value: int, holders: list[tuple[int, int]]) -> float:
    """Points of a feature scored now (with the bonus at today's surveyors), to me."""
    seats = scoring.majority([seat for _, seat in holders])
    total = 0.0
    for seat in seats:
        bonus = sum(
            BONUS * ((c == ctx.east) + (c == ctx.west)) for c, s in holders if s == seat
        )
        total += ctx.weight(seat) * (value + bonus)
    return total


# -- what a placement would make ---------------------------------------------------------


@dataclass
class Group:
    """A feature as it would be after the placement: the new tile's segments in it and
    the existing features it would absorb."""

    kind: str
    segments: list[str] = field(default_factory=list)
    fids: set[int] = field(default_factory=set)
    squares: int = 0
    open: int = 0
    flags: int = 0
    trading_posts: int = 0
    animals: int = 0

    @property
    def complete(self) -> bool:
        return self.kind in ("town", "trail") and self.open == 0


# Per side of a cell: None (no square there), or the features of the neighbour's facing
# side segment (None for a plain side) and of its two touching halves (None where none).
Near = tuple[tuple[int | None, tuple[int | None, int | None]] | None, ...]


def neighbours(state: State, data: GameData, cell: Cell) -> Near:
    """What ``preview`` reads of the squares around ``cell``: the same for every tile and
    rotation tried there, so a caller trying several may work it out once."""
    squares = state.squares
    feature_of = state.feature_of
    col, row = cell
    found: list[tuple[int | None, tuple[int | None, int | None]] | None] = []
    for dc, dr, back, ((_, half_a), (_, half_b)) in SIDE_LINKS:
        other_col, other_row = col + dc, row + dr
        square = squares.get((other_col, other_row))
        if square is None:
            found.append(None)
            continue
        their = data.faces[square]
        segs = (their.side_segment[back], their.half_segment[half_a], their.half_segment[half_b])
        side, a, b = (None if seg is None else feature_of[other_col, other_row, seg]
                      for seg in segs)
        found.append((side, (a, b)))
    return tuple(found)


def preview(
    state: State, data: GameData, face: Face, cell: Cell, near: Near | None = None
) -> list[Group]:
    """The groups the tile's segments would form at ``cell`` (farms excluded: a farm
    never joins anything, and its completion depends only on the cells around it).
    ``near``: ``neighbours(state, data, cell)``, if the caller has it."""
    if near is None:
        near = neighbours(state, data, cell)
    root: dict[str, str] = {s.id: s.id for s in face.segments if s.kind != "farm"}

    def find(seg: str) -> str:
        while root[seg] != seg:
            seg = root[seg]
        return seg

    owner: dict[int, str] = {}  # existing feature -> a new segment joined to it
    closed: dict[str, int] = {}  # new segment -> town/trail sides it closes
    side_segment = face.side_segment
    half_segment = face.half_segment
    for side, (_, _, _, halves) in enumerate(SIDE_LINKS):
        there = near[side]
        if there is None:
            continue
        side_fid, half_fids = there
        links: list[tuple[str, int]] = []
        mine = side_segment[side]
        if mine is not None and side_fid is not None:  # a matching side has a segment
            links.append((mine, side_fid))
            closed[mine] = closed.get(mine, 0) + 1
        for (half, _), fid in zip(halves, half_fids, strict=True):
            mine = half_segment[half]
            if mine is not None and fid is not None:
                links.append((mine, fid))
        for mine, fid in links:
            if fid in owner:
                a, b = find(owner[fid]), find(mine)
                if a != b:
                    root[b] = a
            else:
                owner[fid] = mine
    groups: dict[str, Group] = {}
    for seg in face.segments:
        if seg.kind == "farm":
            continue
        group = groups.setdefault(find(seg.id), Group(seg.kind))
        group.segments.append(seg.id)
        group.open += len(seg.sides) - 2 * closed.get(seg.id, 0)
        group.flags += seg.flags
        group.trading_posts += seg.trading_posts
        group.animals += seg.animals
    for fid, seg_id in owner.items():
        group = groups[find(seg_id)]
        group.fids.add(fid)
        feature = state.features[fid]
        group.open += feature.open
        group.flags += feature.flags
        group.trading_posts += feature.trading_posts
        group.animals += feature.animals
    for group in groups.values():
        if not group.fids:
            group.squares = 1
        elif len(group.fids) == 1:
            squares = state.features[next(iter(group.fids))].squares
            group.squares = len(squares) + (cell not in squares)
        else:
            cells = {cell}
            for fid in group.fids:
                cells |= state.features[fid].squares
            group.squares = len(cells)
    return list(groups.values())


# What a cell contributes to every placement tried there: its neighbours and the held
# farms around it (feature, change in value, completed).
CellFacts = tuple[Near, list[tuple[int, float, bool]]]


# -- the expert's judgement of a cut-off rollout ------------------------------------------


def estimate(rules: GameRules, state: State, seat: int) -> float:
    """``seat``'s expected lead over the best other seat (core/search.py judges rollouts
    cut off before the end by it): each seat's points, plus its open features at the
    greedy bot's expected worth, completed ones waiting to be scored at their value
    with the surveyor bonus (their settlers as good as back in supply), and its settlers
    in supply (standing settlers count as partly there, as the greedy bot's
    ``settler_cost`` counts them)."""
    data: GameData = rules.data  # type: ignore[attr-defined]
    ctx = make_context(state, data, seat)
    spare = settler_value(ctx.tiles_left)
    worth = [state.total(s) + spare * state.supply[s] for s in range(state.players)]
    for fid, on in state.occupied_features().items():
        if fid in state.waiting:
            for s, scored in scoring.points_now(state, fid, on).items():
                worth[s] += scored
            for _, s in on:
                worth[s] += spare
            continue
        holders = [(key[0], s) for key, s in on]
        stats = feature_stats(state, ctx, fid)
        for s, points in worths(ctx, stats, holders):
            worth[s] += points
        if stats.kind != "plain":
            for col, s in holders:
                worth[s] += spare * RETURN_SHARE * comes_back(ctx, stats, col)
    return lead(worth, seat)


# -- the bot ------------------------------------------------------------------------------


class GreedyBot:
    """Level 2: picks the placement and settler spot with the best one-ply value, and
    the scoring order that leaves it furthest ahead."""

    needs_view = True
    # the expert's tuning (core/search.py Settings): rollout actions, points per unit of value
    search = {"cap": 8, "width": 4, "scale": 30.0}
    search_estimate = staticmethod(estimate)

    def __init__(self, rules: GameRules, seat: int) -> None:
        self.data: GameData = rules.data  # type: ignore[attr-defined]
        self.seat = seat
        self.plan: tuple[Cell, str | None] | None = None
        # per placement decision: settler spots valued so far (see _spot_value) and what
        # each cell tried contributes (see _cell)
        self._spots: dict[tuple[Any, ...], float] = {}
        self._cells: dict[Cell, CellFacts] = {}

    def choose(self, view: State, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.phase == PLACE:
            return self._place(view, legal)
        if view.phase == SCORE:
            return self._score_order(view, legal)
        return self._deploy(view, legal)

    # -- placement -------------------------------------------------------------------------

    def _place(self, state: State, legal: list[Action]) -> Action:
        ctx = make_context(state, self.data, self.seat)
        holders: dict[int, list[tuple[int, int]]] = {}
        for key, seat in state.settlers.items():
            holders.setdefault(state.feature_of[key], []).append((key[0], seat))
        base = {
            fid: potential(ctx, feature_stats(state, ctx, fid), h) for fid, h in holders.items()
        }
        best: tuple[float, PlaceTile, str | None] | None = None
        self._spots = {}
        self._cells = {}
        for action in legal:
            assert isinstance(action, PlaceTile)
            value, segment = self._placement_value(state, ctx, holders, base, action)
            if best is None or value > best[0]:
                best = (value, action, segment)
        assert best is not None
        _, action, segment = best
        self.plan = ((action.col, action.row), segment)
        return action

    def _placement_value(
        self,
        state: State,
        ctx: Context,
        holders: dict[int, list[tuple[int, int]]],
        base: dict[int, float],
        action: PlaceTile,
    ) -> tuple[float, str | None]:
        cell = (action.col, action.row)
        assert state.current_tile is not None
        face = self.data.faces[state.current_tile, action.rotation]
        near, farms = self._cell(state, ctx, holders, base, cell)
        delta = 0.0
        scored: set[int] = set()  # existing features this placement completes and scores
        scorings = 0
        options: list[tuple[float, str]] = []
        for group in preview(state, self.data, face, cell, near):
            on = [h for fid in group.fids for h in holders.get(fid, ())]
            before = sum(base.get(fid, 0.0) for fid in group.fids)
            stats = group_stats(state, ctx, group, (cell, face))
            if group.complete and on:
                after = immediate(ctx, values(stats)[0], on)
                scored |= group.fids
                scorings += 1
            else:
                after = potential(ctx, stats, on)
            delta += after - before
            if not on:
                options.append((self._spot_value(ctx, stats, cell), group.segments[0]))
        # farms: the new tile's own, and the ones around it gaining a neighbour
        if face.farm:
            col, row = cell
            around = {(col + dc, row + dr) for dc, dr in AROUND} - state.squares.keys()
            reach = ctx.odds.reach(around, (cell, face))
            stats = Stats(FARM, 1, len(around), farm_col=col, reach=reach)
            options.append((self._spot_value(ctx, stats, cell), FARM))
        for fid, change, completes in farms:
            if completes:
                scored.add(fid)
                scorings += 1
            delta += change
        if scorings:
            delta += self._stragglers(state, ctx, holders, base, scorings, scored)
        best_option, segment = max(options, default=(0.0, None))
        if best_option <= 0.0 or not state.supply[self.seat]:
            return delta, None
        return delta + best_option, segment

    def _cell(
        self,
        state: State,
        ctx: Context,
        holders: dict[int, list[tuple[int, int]]],
        base: dict[int, float],
        cell: Cell,
    ) -> CellFacts:
        """What does not depend on the tile's rotation, worked out once per cell of one
        decision: the neighbours (for ``preview``) and (feature, change in value,
        completed) of each held farm around the cell."""
        found = self._cells.get(cell)
        if found is not None:
            return found
        col, row = cell
        farms: list[tuple[int, float, bool]] = []
        for dc, dr in AROUND:
            other = (col + dc, row + dr)
            square = state.squares.get(other)
            if square is None or not self.data.faces[square].farm:
                continue
            fid = state.feature_of[other[0], other[1], FARM]
            on = holders.get(fid)
            if not on:
                continue
            stats = feature_stats(state, ctx, fid, filled=cell)
            stats.open -= 1
            after = (
                immediate(ctx, scoring.FARM_COMPLETE, on)
                if stats.open == 0
                else potential(ctx, stats, on)
            )
            farms.append((fid, after - base[fid], stats.open == 0))
        found = self._cells[cell] = (neighbours(state, self.data, cell), farms)
        return found

    def _spot_value(self, ctx: Context, stats: Stats, cell: Cell) -> float:
        """``_deploy_value`` within one placement decision: many placements offer a
        settler the same spot (equal stats in the same column), so each is valued once."""
        key = (stats.kind, stats.squares, stats.open, stats.flags, stats.trading_posts,
               stats.animals, stats.farm_col, stats.reach, cell[0])
        value = self._spots.get(key)
        if value is None:
            value = self._spots[key] = self._deploy_value(ctx, stats, cell)
        return value

    def _deploy_value(self, ctx: Context, stats: Stats, cell: Cell) -> float:
        mine = [(cell[0], self.seat)]
        if stats.kind != "plain" and stats.open == 0:
            return immediate(ctx, values(stats)[0], mine)
        return potential(ctx, stats, mine) - settler_cost(ctx, stats, cell[0])

    def _stragglers(
        self,
        state: State,
        ctx: Context,
        holders: dict[int, list[tuple[int, int]]],
        base: dict[int, float],
        scorings: int,
        scored: set[int],
    ) -> float:
        """Loss or gain from settlers the surveyors would send home after the scorings."""
        east, west = ctx.east, ctx.west
        for _ in range(scorings):
            if east < west:
                east += 1
            elif ctx.westmost > west:
                west += 1
        if east == ctx.east:
            return 0.0
        delta = 0.0
        for fid, on in holders.items():
            feature = state.features[fid]
            if fid in scored or feature.kind == "plain" or all(col >= east for col, _ in on):
                continue
            kept = [(col, seat) for col, seat in on if col >= east]
            delta += potential(ctx, feature_stats(state, ctx, fid), kept) - base[fid]
        return delta

    # -- deployment ------------------------------------------------------------------------

    def _deploy(self, state: State, legal: list[Action]) -> Action:
        segments = {a.segment for a in legal if isinstance(a, DeploySettler)}
        if self.plan is not None and self.plan[0] == state.placed:
            planned = self.plan[1]
            self.plan = None
            if planned in segments:
                return DeploySettler(segment=planned)
            return SkipSettler()
        ctx = make_context(state, self.data, self.seat)
        best: tuple[float, Action] = (0.0, SkipSettler())
        assert state.placed is not None
        col, row = state.placed
        for segment in sorted(segments):
            fid = state.feature_of[col, row, segment]
            value = self._deploy_value(ctx, feature_stats(state, ctx, fid), state.placed)
            if value > best[0]:
                best = (value, DeploySettler(segment=segment))
        return best[1]

    # -- scoring order ---------------------------------------------------------------------

    def _score_order(self, state: State, legal: list[Action]) -> Action:
        choices = [a for a in legal if isinstance(a, ScoreFeature)]
        if len(choices) > MAX_ORDERS:
            return max(choices, key=lambda a: self._after_orders(state, [a]))
        return max(
            choices,
            key=lambda a: max(
                self._after_orders(state, [a, *rest])
                for rest in itertools.permutations([c for c in choices if c != a])
            ),
        )

    def _after_orders(self, state: State, order: list[ScoreFeature]) -> float:
        """Score in this order on a copy; my lead afterwards plus open features' worth."""
        trial = state.clone()
        for action in order:
            held = trial.occupied_features()
            fid = next(
                (
                    f
                    for f in trial.waiting
                    if trial.features[f].anchor == (action.col, action.row, action.segment)
                ),
                None,
            )
            if fid is None or fid not in held:
                continue
            trial.waiting.remove(fid)
            scoring.score_completed(trial, fid)
        ctx = make_context(trial, self.data, self.seat)
        lead = sum(ctx.weight(s) * trial.total(s) for s in range(trial.players))
        held = trial.occupied_features()
        open_worth = sum(
            potential(ctx, feature_stats(trial, ctx, fid), [(k[0], s) for k, s in on])
            for fid, on in held.items()
            if fid not in trial.waiting
        )
        return lead + open_worth
