"""Listing the legal actions of the active player (spec 3.3), fast enough for playouts.

``operations`` runs before every move of every playout. It reads the state afresh each
time (tests and screens change states by hand, so nothing may be trusted from an earlier
call) but does little work per call, thanks to caches of pure values:

* ``layout``: what the placed tiles alone decide (every tile with its spot and uses, the
  tiles grouped by the inputs of their uses, the hexes with room). It is kept for as long
  as every slot of the board holds the very same object (or None): a tile placed, replaced
  or copied makes a new one. A call then reads the workers in one C-level sweep and
  visits only the free tiles whose inputs the player can pay.
* rows (``_row``): every operation of one tile for one set of payment sources (numbered
  by ``sig_id``), with its costs, kept by tile spot and kind; a call only filters them by
  the steps left on the track.
* priced operations (``_price_use``, ``_price_build``): an operation's cost and its action
  objects by spot, recipe and sources. Actions are frozen, so equal ones are shared.
* the builds of a layout by display, payment sources and steps left (``_builds``).
* ``costs.surcharges``: the surcharge of every source for every target hex.

Actions are built without pydantic's validation (``actions.make_*``), because every field
is made here from checked values; they compare equal to validated ones.
``tests/games/neuland/reference.py`` keeps the plain listing this must agree with, action
for action and in the same order (``tests/games/neuland/test_moves_cache.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import chain, compress, count, permutations, product
from operator import attrgetter, is_, itemgetter

from boardgames.games.neuland.actions import (
    FOOD_TOKEN,
    WOOD_TOKEN,
    EndTurn,
    OrderCubes,
    PlaceStartHuts,
    Source,
    Wait,
    make_build,
    make_coats,
    make_produce,
    source_key,
)
from boardgames.games.neuland.costs import (
    base_cost,
    hex_surcharge,
    surcharges,
    wheelbarrow_cost,
)
from boardgames.games.neuland.data import NeulandData, load
from boardgames.games.neuland.hexmap import Hex, Spot, cells, reading_key
from boardgames.games.neuland.state import (
    PHASE_ORDER_CUBES,
    PHASE_START_HUTS,
    PHASE_TURN,
    NeulandState,
    Tile,
)

END_TURN = EndTurn()
WAIT = Wait()

# -- tables of the component data ------------------------------------------------------

# One way to use a free tile: (recipe index, or None for placing coats; its inputs; its
# base cost; its cost by wheelbarrow).
Use = tuple[int | None, tuple[str, ...], int, int]


@dataclass(frozen=True)
class _Tables:
    """Everything ``operations`` needs that depends on the component data alone."""

    wildcard: str
    mine: str
    smelter: str
    uses: dict[str, tuple[Use, ...]]  # tile id -> its recipes, or its coat placement
    build_good: dict[str, str]  # tile id -> its build good
    all_goods: frozenset[str]
    build_inputs: tuple[tuple[str], ...]  # each good a tile is built with, as inputs
    build_base: int
    build_barrow: int
    max_build_cost: int  # no build costs more


@cache
def _tables() -> _Tables:
    data = load()
    goods = {b.id: b.build_cost for b in data.production_buildings}
    goods.update({p.id: p.build_cost for p in data.properties})
    produce = (base_cost("produce", data), wheelbarrow_cost("produce", data))
    coats = (base_cost("place_coats", data), wheelbarrow_cost("place_coats", data))
    uses: dict[str, tuple[Use, ...]] = {
        b.id: tuple((i, tuple(r.inputs), *produce) for i, r in enumerate(b.recipes))
        for b in data.production_buildings
    }
    uses.update({p.id: ((None, tuple(p.goods), *coats),) for p in data.properties})
    return _Tables(
        wildcard=data.wildcard,
        mine=data.mine_id,
        smelter=data.smelter_id,
        uses=uses,
        build_good=goods,
        all_goods=frozenset(g.id for g in data.goods),
        build_inputs=tuple((g,) for g in dict.fromkeys(goods.values())),
        build_base=base_cost("build", data),
        build_barrow=wheelbarrow_cost("build", data),
        max_build_cost=base_cost("build", data)
        + max(
            data.rule_params.token_surcharge,
            *(hex_surcharge(a, b, data) for a in cells() for b in cells()),
        ),
    )


# -- priced operations -------------------------------------------------------------------

# (cost, the action without the wheelbarrow, the action by wheelbarrow or None when the
# wheelbarrow saves nothing)
Priced = tuple[int, object, object | None]

# All the operations of one tile for given payment sources (see ``_row``), as tuples:
# (the highest cost without the wheelbarrow; the lowest such cost of at least one step
# paid without a token, or NO_STEP; then four lists of actions, each with the costs of its
# actions: paid without a token, the same with the wheelbarrow variants, paid with a
# token, the same with the wheelbarrow variants). Lean on purpose: rows live long, and
# every object they hold is one more for the garbage collector to visit.
Row = tuple[int, int, tuple, tuple, tuple, tuple, tuple, tuple, tuple, tuple]
NO_STEP = 1 << 30

_highest, _paid_min = itemgetter(0), itemgetter(1)
_owner_of = attrgetter("owner")

# Payment-source signatures by number. Numbers are never reused (the table may start
# afresh, then a signature seen again gets a new number), so a row kept under a number
# always belongs to the signature it was made for.
_sig_ids: dict[tuple, int] = {}
_next_sig = count()


def sig_id(sig: tuple) -> int:
    found = _sig_ids.get(sig)
    if found is None:
        if len(_sig_ids) >= MEMO_LIMIT:
            _sig_ids.clear()
        found = _sig_ids[sig] = next(_next_sig)
    return found


MEMO_LIMIT = 20_000  # entries kept before the memos start afresh (a game uses a few k)
_memos: dict[object, dict] = {}  # spot, hex or (spot, tile id) -> its memo
_memo_count = [0]


def _memo(where: object) -> dict:
    found = _memos.get(where)
    if found is None:
        if _memo_count[0] >= MEMO_LIMIT:
            _memos.clear()  # layouts keep their own references: they stay correct
            _memo_count[0] = 0
        found = _memos[where] = {}
    return found


def _price_use(
    memo: dict[tuple, Priced], spot: Spot, recipe: int | None, sources: tuple, use: Use
) -> Priced:
    """Price a produce (or, for recipe None, a coat placement) at ``spot``."""
    sur = surcharges((spot[0], spot[1]))
    base, barrow = use[2], use[3]
    cost = base + max([sur[s] for s in sources], default=0)
    if recipe is None:
        plain = make_coats(spot, sources, False)
        by_barrow = make_coats(spot, sources, True) if barrow < cost else None
    else:
        plain = make_produce(spot, recipe, sources, False)
        by_barrow = make_produce(spot, recipe, sources, True) if barrow < cost else None
    entry = memo[(recipe, sources)] = (cost, plain, by_barrow)
    _memo_count[0] += 1
    return entry


def _price_build(memo: dict[tuple, Priced], h: Hex, tile_id: str, source: Source) -> Priced:
    tb = _tables()
    cost = tb.build_base + surcharges(h)[source]
    plain = make_build(tile_id, h, source, False)
    by_barrow = make_build(tile_id, h, source, True) if tb.build_barrow < cost else None
    entry = memo[(tile_id, source)] = (cost, plain, by_barrow)
    _memo_count[0] += 1
    return entry


# -- the layout of the board -------------------------------------------------------------


class _Group:
    """The tiles of a layout with a use that takes the same inputs: those that need only
    to be free (``plain``) and those with a further condition."""

    __slots__ = ("goods", "mines", "plain", "props", "smelters")

    def __init__(self, goods: tuple[str, ...]) -> None:
        self.goods = goods
        self.plain: set[int] = set()
        self.mines: list[int] = []  # and a cube on top
        self.smelters: set[int] = set()  # and a free metal token
        self.props: list[int] = []  # properties: no coats yet, not in the first turn


class _Layout:
    """What the placed tiles alone decide: every tile in board order with its spot, uses
    and memos, the tiles grouped by the inputs of their uses, and the hexes with room. A
    tile's id, kind and terrain never change once it is placed, so this holds for as long
    as every slot holds the same object."""

    __slots__ = (
        "builds",
        "groups",
        "multi",
        "priced",
        "roomy",
        "rows_ok",
        "rows_short",
        "satisfiable",
        "single",
        "slots",
        "spots",
        "tiles",
        "uses",
    )

    def __init__(self, state: NeulandState, slots: list[Tile | None]) -> None:
        tb = _tables()
        self.slots = slots  # holds the slot objects, so that their ids stay unique
        self.tiles: list[Tile] = []
        self.spots: list[Spot] = []
        self.uses: list[tuple[Use, ...]] = []
        self.priced: list[dict[tuple, Priced]] = []
        # by tile: its operations (``Row``) by payment sources, with a worker in the
        # supply or without; the inputs of its one use (None for a tile with several)
        self.rows_ok: list[dict[tuple, Row]] = []
        self.rows_short: list[dict[tuple, Row]] = []
        self.single: list[tuple[str, ...] | None] = []
        self.multi: set[int] = set()
        self.groups: dict[tuple[str, ...], _Group] = {}
        # the groups whose inputs all are among a set of goods, by that set
        self.satisfiable: dict[frozenset[str], list[_Group]] = {}
        self.roomy: list[tuple[Hex, str, dict[tuple, Priced]]] = []
        self.builds: dict[tuple, tuple[list, list, bool]] = {}  # see ``operations``
        for h, cell in state.hexes.items():
            room = False
            for i, tile in enumerate(cell.slots):
                if tile is None:
                    room = True
                    continue
                k = len(self.tiles)
                spot = (h[0], h[1], i)
                self.tiles.append(tile)
                self.spots.append(spot)
                self.priced.append(_memo(spot))
                self.rows_ok.append(_memo((spot, tile.id, True)))
                self.rows_short.append(_memo((spot, tile.id, False)))
                uses = tb.uses[tile.id]
                self.uses.append(uses)
                self.single.append(uses[0][1] if len(uses) == 1 else None)
                if len(uses) != 1:
                    self.multi.add(k)
                for use in uses:
                    group = self.groups.get(use[1])
                    if group is None:
                        group = self.groups[use[1]] = _Group(use[1])
                    if tile.kind != "production":
                        group.props.append(k)
                    elif tile.id == tb.mine:
                        group.mines.append(k)
                    elif tile.id == tb.smelter:
                        group.smelters.add(k)
                    else:
                        group.plain.add(k)
            if room:
                self.roomy.append((h, cell.terrain, _memo(h)))

    def groups_for(self, have: frozenset[str]) -> list[_Group]:
        found = self.satisfiable.get(have)
        if found is None:
            found = [g for g in self.groups.values() if have.issuperset(g.goods)]
            self.satisfiable[have] = found
        return found


LAYOUT_CACHE_SIZE = 8  # a playout uses one at a time; tests and screens a few more
_layouts: list[_Layout] = []  # most recently made first
_slots_of = attrgetter("slots")
_worker_of = attrgetter("worker")


def layout(state: NeulandState) -> _Layout:
    """The layout of the state's board: a cached one if every slot holds the very same
    object (or None) as when it was made, else a new one."""
    slots = list(chain.from_iterable(map(_slots_of, state.hexes.values())))
    for found in _layouts:
        if len(found.slots) == len(slots) and all(map(is_, slots, found.slots)):
            return found
    # Only whole-list steps below, each atomic under the GIL: a screen's worker thread
    # may list actions while the main thread does.
    found = _Layout(state, slots)
    _layouts.insert(0, found)
    del _layouts[LAYOUT_CACHE_SIZE:]
    return found


def workers_of(state: NeulandState, seat: int) -> list[tuple[Spot, object]]:
    """``state.workers_of(seat)`` through the layout: the seat's products in board order."""
    board = layout(state)
    workers = list(map(_worker_of, board.tiles))
    spots = board.spots
    return [
        (spots[k], workers[k])
        for k in compress(range(len(workers)), workers)
        if workers[k].owner == seat
    ]


# -- the legal actions -------------------------------------------------------------------


def legal_actions(state: NeulandState, seat: int) -> list:
    if seat != state.active:
        return []
    if state.phase == PHASE_TURN:
        actions, plain_paid = operations(state)
        if state.s >= 1:
            actions.append(END_TURN)
        elif not plain_paid:
            actions.append(WAIT)
        return actions
    if state.phase == PHASE_START_HUTS:
        return [
            PlaceStartHuts.model_construct(lodge_hex=a, hut_hex=b) for a, b in hut_choices(state)
        ]
    if state.phase == PHASE_ORDER_CUBES:
        order = state.pending_orders[0]
        return [
            OrderCubes.model_construct(spot=order.spot, order=o) for o in cube_orders(order.cubes)
        ]
    return []


def cube_orders(cubes: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The distinct top-to-bottom arrangements of drawn cubes, sorted."""
    return sorted(set(permutations(cubes)))


def hut_choices(state: NeulandState) -> list[tuple[Hex, Hex]]:
    """(lodge hex, hut hex) choices of the start-hut decision (spec 3.3, ruling 6.12)."""
    terrain = load().start_terrain
    forests = [(h, c) for h, c in state.hexes.items() if c.terrain == terrain]
    empty = [h for h, c in forests if c.tiles() == 0]
    if empty:
        return [(h, h) for h in empty]
    roomy = [h for h, c in forests if c.tiles() <= len(c.slots) - 2]
    if roomy:
        return [(h, h) for h in roomy]
    open_ = [h for h, c in forests if c.free_slot() is not None]
    return [(a, b) for a in open_ for b in open_ if a != b]


def max_cost(state: NeulandState) -> int:
    """The most steps an operation may cost now (spec 3.5, R43-R45): it must leave a
    landing space, a free offset from the time marker at or after ``s + cost`` (and at
    least 1) before the time marker. -1 when no operation fits."""
    n = state.track_length
    t = state.t
    active = state.active
    occupied = {(p.marker - t) % n for i, p in enumerate(state.players) if i != active}
    for y in range(n - 1, 0, -1):
        if y not in occupied:
            return y - state.s
    return -1


def operations(state: NeulandState) -> tuple[list, bool]:
    """Every legal produce, build and place_coats of the active player, and whether one
    of them costs a step without using the wheelbarrow or a token (for ``wait``).

    Operations paid with a once-per-game food or wood token come after all the others
    (in the same order among themselves), so that whatever reads the list in order (the
    list of all moves, a filter taking the first match) offers a worker's payment before
    an equal one that spends a token."""
    limit = max_cost(state)
    if limit < 0:
        return [], False
    tb = _tables()
    seat = state.active
    player = state.players[seat]
    wildcard = tb.wildcard
    board = layout(state)
    tiles = board.tiles
    spots = board.spots

    # -- the player's workers by good, in board order
    workers_now = list(map(_worker_of, tiles))
    by_good: dict[str, list[Spot]] = {}
    gold: list[Spot] = []
    held = list(compress(range(len(tiles)), workers_now))
    occupied = set(held)
    owners = list(map(_owner_of, compress(workers_now, workers_now)))
    for k in compress(held, map(seat.__eq__, owners)):
        good = workers_now[k].good
        if good == wildcard:
            gold.append(spots[k])
        elif good in by_good:
            by_good[good].append(spots[k])
        else:
            by_good[good] = [spots[k]]

    # -- payment sources by good, in canonical order (tokens, then reading order)
    sources_of: dict[str, tuple[Source, ...]] = {}

    def for_good(good: str) -> tuple[Source, ...]:
        found = sources_of.get(good)
        if found is not None:
            return found
        out: list[Source] = []
        if good == "food" and player.food_token:
            out.append(FOOD_TOKEN)
        elif good == "wood" and player.wood_token:
            out.append(WOOD_TOKEN)
        if good == wildcard:
            out.extend(gold)
        else:
            workers = by_good.get(good, [])
            if gold:
                workers = workers + gold
            out.extend(sorted(workers, key=reading_key) if len(workers) > 1 else workers)
        found = sources_of[good] = tuple(out)
        return found

    # The sources that could pay each input of ``goods`` (None: some input has none),
    # and a number naming them (``sig_id``): rows are remembered by that number.
    sig_of: dict[tuple[str, ...], tuple | None] = {(): ()}
    sid_of: dict[tuple[str, ...], int | None] = {(): sig_id(())}

    def signature(goods: tuple[str, ...]) -> tuple | None:
        found: tuple | None
        if len(goods) == 1:
            found = for_good(goods[0]) or None
        else:
            found = tuple([for_good(g) for g in goods])
            if not all(found):
                found = None
        sig_of[goods] = found
        sid_of[goods] = None if found is None else sig_id(found)
        return found

    # -- the free tiles with a use the player can pay
    if gold:
        have = tb.all_goods
    elif player.food_token or player.wood_token:
        extra = []
        if player.food_token:
            extra.append("food")
        if player.wood_token:
            extra.append("wood")
        have = frozenset(chain(by_good, extra))
    else:
        have = frozenset(by_good)
    coats_ok = player.first_turn_done
    metal_ok = state.metal_tokens_free >= 1
    chosen: set[int] = set()
    for group in board.groups_for(have):
        goods = group.goods
        sig = sig_of[goods] if goods in sig_of else signature(goods)
        if sig is None:
            continue
        if group.plain:
            chosen.update(group.plain.difference(occupied))
        for k in group.mines:
            if k not in occupied and tiles[k].cubes:
                chosen.add(k)
        if metal_ok and group.smelters:
            chosen.update(group.smelters.difference(occupied))
        if coats_ok:
            for k in group.props:
                if tiles[k].coats is None:
                    chosen.add(k)

    # -- their produce and place_coats operations, in board order
    barrow_ok = player.wheelbarrow
    supply_ok = player.supply >= 1
    rows_of = board.rows_ok if supply_ok else board.rows_short
    ks = sorted(chosen)
    single = board.single
    if chosen.isdisjoint(board.multi):
        # every tile has one use, whose payment sources are in sig_of
        sigs = list(map(sid_of.__getitem__, map(single.__getitem__, ks)))
    else:
        sigs = []
        for k in ks:
            goods = single[k]
            if goods is not None:
                sigs.append(sid_of[goods])
            else:
                inputs = [u[1] for u in board.uses[k]]
                for g in inputs:
                    if g not in sig_of:
                        signature(g)
                sigs.append(tuple([sid_of[g] for g in inputs]))
    rows = list(map(dict.get, map(rows_of.__getitem__, ks), sigs))
    if None in rows:
        for n, row in enumerate(rows):
            if row is None:
                rows[n] = _row(board, ks[n], sigs[n], supply_ok, sig_of)
    if barrow_ok:
        pick, pick_token = itemgetter(4, 5), itemgetter(8, 9)
    else:
        pick, pick_token = itemgetter(2, 3), itemgetter(6, 7)
    if not rows:
        out: list = []
        spends_token: list = []  # operations paid with a token: listed after all others
    elif max(map(_highest, rows)) <= limit:
        out = list(chain.from_iterable([pick(row)[0] for row in rows]))
        spends_token = list(chain.from_iterable([pick_token(row)[0] for row in rows]))
    else:
        fits = limit.__ge__
        out = []
        spends_token = []
        for row in rows:
            actions, costs = pick(row)
            out.extend(compress(actions, map(fits, costs)))
            actions, costs = pick_token(row)
            if actions:
                spends_token.extend(compress(actions, map(fits, costs)))
    plain_paid = bool(rows) and min(map(_paid_min, rows)) <= limit

    # -- builds: each hex with room, with the display tiles that may stand on it (R28-R30)
    if board.roomy:
        for goods in tb.build_inputs:
            if goods not in sig_of:
                signature(goods)
        display = state.display_production
        key = (
            tuple(display),
            tuple(display.values()),
            tuple([stack[0] if stack else None for stack in state.display_properties.values()]),
            tuple(map(sid_of.__getitem__, tb.build_inputs)),
            min(limit, tb.max_build_cost),
            barrow_ok,
        )
        found = board.builds.get(key)
        if found is None:
            found = board.builds[key] = _builds(state, board, for_good, limit, barrow_ok)
        out.extend(found[0])
        spends_token.extend(found[1])
        if found[2]:
            plain_paid = True
    out.extend(spends_token)
    return out, plain_paid


def _builds(
    state: NeulandState,
    board: _Layout,
    for_good: Callable[[str], tuple[Source, ...]],
    limit: int,
    barrow_ok: bool,
) -> tuple[list, list, bool]:
    """The builds of the display tiles on the hexes with room: those paid without a
    token, those paid with one, and whether one of the first costs a step."""
    tb = _tables()
    by_terrain: dict[str, list[str]] = {}
    for (kind, terrain), left in state.display_production.items():
        if left > 0:
            if terrain in by_terrain:
                by_terrain[terrain].append(kind)
            else:
                by_terrain[terrain] = [kind]
    props_data = load().props
    for stack in state.display_properties.values():
        if stack:
            by_terrain.setdefault(props_data[stack[0]].terrain, []).append(stack[0])
    build_good = tb.build_good
    barrow = tb.build_barrow
    out: list = []
    spends_token: list = []
    plain_paid = False
    for h, terrain, memo in board.roomy:
        for tile_id in by_terrain.get(terrain, ()):
            for src in for_good(build_good[tile_id]):
                entry = memo.get((tile_id, src))
                if entry is None:
                    entry = _price_build(memo, h, tile_id, src)
                cost, plain, by_barrow = entry
                token = isinstance(src, str)
                into = spends_token if token else out
                if cost <= limit:
                    into.append(plain)
                    if cost >= 1 and not token:
                        plain_paid = True
                if by_barrow is not None and barrow_ok and barrow <= limit:
                    into.append(by_barrow)
    return out, spends_token, plain_paid


def _row(
    board: _Layout,
    k: int,
    key: tuple,
    supply_ok: bool,
    sig_of: dict[tuple[str, ...], tuple | None],
) -> Row:
    """Price every operation of tile ``k`` for the payment sources in ``sig_of`` and
    remember them under ``key`` (the signature of the tile's inputs) for ``supply_ok``."""
    spot = board.spots[k]
    priced = board.priced[k]
    plain: list = []
    plain_costs: list[int] = []
    both: list = []
    both_costs: list[int] = []
    tok: list = []
    tok_costs: list[int] = []
    tok_both: list = []
    tok_both_costs: list[int] = []
    highest = -1
    paid_min = NO_STEP
    for use in board.uses[k]:
        recipe, goods, _, barrow = use
        sig = sig_of[goods]
        if sig is None:
            continue
        if not goods:
            combos: list[tuple[Source, ...]] = [()]
        elif len(goods) == 1:
            combos = [(s,) for s in sig]
        else:
            combos = _combos(goods, sig)
        for sources in combos:
            token = False
            workers = 0
            for src in sources:
                if isinstance(src, str):
                    token = True
                else:
                    workers += 1
            if recipe is not None and not supply_ok and workers < 1:
                continue  # a production needs a worker: from the supply or paid back
            found = priced.get((recipe, sources))
            if found is None:
                found = _price_use(priced, spot, recipe, sources, use)
            cost, action, by_barrow = found
            if cost > highest:
                highest = cost
            if token:
                tok.append(action)
                tok_costs.append(cost)
                tok_both.append(action)
                tok_both_costs.append(cost)
                if by_barrow is not None:
                    tok_both.append(by_barrow)
                    tok_both_costs.append(barrow)
            else:
                plain.append(action)
                plain_costs.append(cost)
                both.append(action)
                both_costs.append(cost)
                if by_barrow is not None:
                    both.append(by_barrow)
                    both_costs.append(barrow)
                if 1 <= cost < paid_min:
                    paid_min = cost
    # without wheelbarrow variants the lists with them are the same: store them once
    plain_t = tuple(plain) if plain else ()
    plain_c = tuple(plain_costs) if plain else ()
    same = len(both) == len(plain)
    tok_t = tuple(tok) if tok else ()
    tok_c = tuple(tok_costs) if tok else ()
    tok_same = len(tok_both) == len(tok)
    row = (
        highest,
        paid_min,
        plain_t,
        plain_c,
        plain_t if same else tuple(both),
        plain_c if same else tuple(both_costs),
        tok_t,
        tok_c,
        tok_t if tok_same else tuple(tok_both),
        tok_c if tok_same else tuple(tok_both_costs),
    )
    (board.rows_ok if supply_ok else board.rows_short)[k][key] = row  # type: ignore[assignment]
    _memo_count[0] += 1
    return row  # type: ignore[return-value]


def _combos(goods: tuple[str, ...], lists: tuple) -> list[tuple[Source, ...]]:
    """``_assign`` of several inputs. Distinct inputs (every recipe and property of the
    data) draw on lists that share no source except gold workers, so the assignments are
    the product of the lists, less those using one gold worker twice."""
    if len(set(goods)) < len(goods):
        return list(_assign(goods, list(lists)))
    found = list(product(*lists))
    shared = set(lists[0]).intersection(*lists[1:]) if len(lists) == 2 else None
    if shared is None or shared:
        found = [c for c in found if len(set(c)) == len(c)]
    return found


def _assign(goods: tuple[str, ...], lists: list[list[Source]]) -> Iterator[tuple[Source, ...]]:
    """Every assignment of distinct sources to ``goods``; sources of a repeated good in
    canonical order, so no permutation of identical goods is listed twice."""
    chosen: list[Source] = []

    def rec(i: int) -> Iterator[tuple[Source, ...]]:
        if i == len(goods):
            yield tuple(chosen)
            return
        floor = None
        for j in range(i - 1, -1, -1):
            if goods[j] == goods[i]:
                floor = source_key(chosen[j])
                break
        for src in lists[i]:
            if src in chosen or (floor is not None and source_key(src) <= floor):
                continue
            chosen.append(src)
            yield from rec(i + 1)
            chosen.pop()

    return rec(0)


def build_good(building: str, data: NeulandData) -> str:
    if building in data.props:
        return data.props[building].build_cost
    return data.buildings[building].build_cost
