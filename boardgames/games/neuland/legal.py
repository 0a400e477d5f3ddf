"""What is legal and why not (spec 3.3-3.5): the price of an operation in steps, the
time-track rules, the listing of the active player's legal actions and ``check``, which
raises IllegalAction with a specific reason.

Costs and the track. Pure helpers: the engine uses them to list, check and apply actions,
``summary.preview`` to show every action's cost before the player commits.

The listing, fast enough for playouts. ``operations`` runs before every move of every
playout. It reads the state afresh each time (tests and screens change states by hand, so
nothing may be trusted from an earlier call) but does little work per call, thanks to
caches of pure values:

* ``layout``: what the placed tiles alone decide, by position (every slot of the board,
  the empty ones too): each tile with its spot and uses, the tiles grouped by the inputs
  of their uses, the hexes with room. It is kept for as long as every slot holds the very
  same object (or None). A tile put into an empty slot (a build) grows a new layout from
  the latest one, sharing what did not change; a tile replaced or a board copied makes a
  new one. A call then reads the workers in one sweep and visits only the free tiles
  whose inputs the player can pay (``_Payable``: the groups of those inputs merged, kept
  by the inputs).
* rows (``_row``, ``_row1`` for a tile whose one use takes one input): every operation of
  one tile for given payment sources, with its costs, kept by tile spot and kind under
  the numbers of its inputs' sources (``sig_id``, one number per good); a call only
  filters them by the steps left on the track.
* priced operations (``_price_use``, ``_price_build``): an operation's cost and its action
  objects by spot, recipe and sources. Actions are frozen, so equal ones are shared.
* the builds of a layout by display and payment sources (``_builds``), with their
  costs: a call keeps those that fit the steps left.
* ``surcharges``: the surcharge of every source for every target hex.

Actions are built without pydantic's validation (``actions.make_*``), because every field
is made here from checked values; they compare equal to validated ones.
``tests/games/neuland/reference.py`` keeps the plain listing this must agree with, action
for action and in the same order (``tests/games/neuland/test_moves_cache.py``).

The reasons. ``check`` mirrors ``legal_actions`` rule by rule; the tests hold the two in
agreement.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import chain, compress, count, permutations, product
from operator import is_, is_not, itemgetter
from typing import Any

from boardgames.core.i18n import game_text
from boardgames.core.rules import Action, IllegalAction
from boardgames.games.neuland.actions import (
    FOOD_TOKEN,
    WOOD_TOKEN,
    Build,
    EndTurn,
    OrderCubes,
    PlaceCoats,
    PlaceStartHuts,
    Produce,
    Source,
    Wait,
    make_build,
    make_coats,
    make_produce,
    source_key,
)
from boardgames.games.neuland.board import Hex, Spot, cells, distance, fmt_hex, reading_key
from boardgames.games.neuland.data import NeulandData, data
from boardgames.games.neuland.state import (
    PHASE_ORDER_CUBES,
    PHASE_START_HUTS,
    PHASE_TURN,
    NeulandState,
    Player,
    Tile,
    Worker,
)

Operation = Produce | Build | PlaceCoats

_, _n = game_text("neuland")


# -- distances and surcharges ------------------------------------------------------------


def hex_surcharge(src: Hex, target: Hex, d: NeulandData | None = None) -> int:
    """Steps a good from ``src`` adds to an operation at ``target``: one per border it
    crosses before it reaches the low-cost area (the target hex and its neighbours)."""
    params = (d or data()).rule_params
    far = distance(src, target) - params.low_cost_radius
    return params.surcharge_per_hex_beyond_area * far if far > 0 else 0


class _SurchargeRow(dict[Source, int]):
    """Surcharges of every source for one target hex; a key missing from the table (a
    spot off the usual slots) is computed on first use."""

    def __init__(self, target: Hex) -> None:
        super().__init__()
        self.target = target

    def __missing__(self, source: Source) -> int:
        if isinstance(source, str):
            value = data().rule_params.token_surcharge
        else:
            value = hex_surcharge((source[0], source[1]), self.target)
        self[source] = value
        return value


@cache
def surcharges(target: Hex) -> dict[Source, int]:
    """{source: surcharge} of every payment source (spots and tokens) for an operation
    at ``target``, with the component data of ``data()``."""
    d = data()
    row = _SurchargeRow(target)
    for h in cells():
        value = hex_surcharge(h, target, d)
        for slot in range(d.map.slots_per_hex):
            row[(h[0], h[1], slot)] = value
    row[FOOD_TOKEN] = row[WOOD_TOKEN] = d.rule_params.token_surcharge
    return row


def source_surcharge(source: Source, target: Hex, d: NeulandData | None = None) -> int:
    if d is None or d is data():
        return surcharges((target[0], target[1]))[source]
    if isinstance(source, str):
        return d.rule_params.token_surcharge
    return hex_surcharge((source[0], source[1]), target, d)


_KIND_COSTS: dict[int, tuple[NeulandData, dict[str, int], dict[str, int]]] = {}


def _kind_costs(d: NeulandData | None) -> tuple[dict[str, int], dict[str, int]]:
    """{kind: base cost} and {kind: wheelbarrow cost} of the three operations."""
    if d is None:
        d = data()
    found = _KIND_COSTS.get(id(d))
    if found is None or found[0] is not d:
        params = d.rule_params
        base = {
            "produce": params.produce_base_cost,
            "build": params.build_base_cost,
            "place_coats": params.coats_base_cost,
        }
        barrow = {
            "produce": params.wheelbarrow_produce_cost,
            "build": params.wheelbarrow_build_cost,
            "place_coats": params.wheelbarrow_coats_cost,
        }
        found = _KIND_COSTS[id(d)] = (d, base, barrow)
    return found[1], found[2]


def base_cost(kind: str, d: NeulandData | None = None) -> int:
    return _kind_costs(d)[0][kind]


def wheelbarrow_cost(kind: str, d: NeulandData | None = None) -> int:
    return _kind_costs(d)[1][kind]


def sources_of(action: Operation) -> tuple[Source, ...]:
    return (action.source,) if isinstance(action, Build) else action.sources


def target_hex(action: Operation) -> Hex:
    """The hex where the operation happens (spec vocabulary: target hex)."""
    if isinstance(action, Build):
        return action.hex
    return (action.spot[0], action.spot[1])


def normal_cost(action: Operation, d: NeulandData | None = None) -> int:
    """The price without the wheelbarrow: base cost plus the farthest source's surcharge."""
    if d is None or d is data():
        base = _kind_costs(None)[0][action.kind]
        if isinstance(action, Build):
            return base + surcharges(action.hex)[action.source]
        spot = action.spot
        row = surcharges((spot[0], spot[1]))
        sources = action.sources
        if len(sources) == 1:
            return base + row[sources[0]]
        return base + max([row[s] for s in sources], default=0)
    target = target_hex(action)
    extra = max((source_surcharge(s, target, d) for s in sources_of(action)), default=0)
    return base_cost(action.kind, d) + extra


def action_cost(action: Operation, d: NeulandData | None = None) -> int:
    """Steps the operation takes, as listed (the wheelbarrow flag included)."""
    if action.wheelbarrow:
        return _kind_costs(d)[1][action.kind]
    return normal_cost(action, d)


# -- the time track ----------------------------------------------------------------------


def offset(state: NeulandState, space: int) -> int:
    return (space - state.t) % state.track_length


def occupied_offsets(state: NeulandState) -> set[int]:
    """Offsets from the time marker where the active player may not end his turn: the
    other players' markers (those still on the time marker's space are ignored)."""
    out = {offset(state, p.marker) for i, p in enumerate(state.players) if i != state.active}
    out.discard(0)
    return out


def landing(state: NeulandState, x: int, occupied: set[int] | None = None) -> int | None:
    """The first free offset at or after ``x`` before the time marker, or None."""
    occupied = occupied_offsets(state) if occupied is None else occupied
    for y in range(x, state.track_length):
        if y not in occupied:
            return y
    return None


def track_allows(state: NeulandState, cost: int, occupied: set[int] | None = None) -> bool:
    """Whether an operation of ``cost`` steps leaves a landing space (spec 3.5, R43-R45)."""
    after = state.s + cost
    if after > state.track_length - 1:
        return False
    return landing(state, max(after, 1), occupied) is not None


def affordable_costs(state: NeulandState) -> list[bool]:
    """``ok[c]`` tells whether an operation of cost ``c`` is legal on the track now."""
    occupied = occupied_offsets(state)
    return [track_allows(state, c, occupied) for c in range(state.track_length + 1)]



def input_goods(state: NeulandState, action: Operation) -> tuple[str, ...]:
    """The goods the operation's sources pay, in source order."""
    d = data()
    if isinstance(action, Build):
        if action.building in d.props:
            return (d.props[action.building].build_cost,)
        return (d.buildings[action.building].build_cost,)
    tile = state.tile(action.spot)
    if tile is None:
        return ()
    if isinstance(action, PlaceCoats):
        return d.props[tile.id].goods
    return d.buildings[tile.id].recipes[action.recipe].inputs



def coats_to_place(state: NeulandState, property_id: str) -> int:
    """The coats of arms the active player places on a property: as many as it takes, or
    all he has left if fewer."""
    return min(data().props[property_id].coats, state.players[state.active].coats_left)


def output_of(state: NeulandState, spot: Spot, recipe: int) -> str | None:
    """The good a production at ``spot`` with ``recipe`` makes: a mine's top cube (None
    while it has none), otherwise the recipe's output."""
    tile = state.tile(spot)
    assert tile is not None
    building = data().buildings[tile.id]
    if building.special == "mine":
        return tile.cubes[0] if tile.cubes else None
    return building.recipes[recipe].output


# == the legal actions ============================================================

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
    inputs: tuple[tuple[str, ...], ...]  # the inputs of every use
    build_good: dict[str, str]  # tile id -> its build good
    all_goods: frozenset[str]
    build_goods: tuple[str, ...]  # each good a tile is built with
    build_base: int
    build_barrow: int
    max_build_cost: int  # no build costs more


@cache
def _tables() -> _Tables:
    d = data()
    goods = {b.id: b.build_cost for b in d.production_buildings}
    goods.update({p.id: p.build_cost for p in d.properties})
    produce = (base_cost("produce", d), wheelbarrow_cost("produce", d))
    coats = (base_cost("place_coats", d), wheelbarrow_cost("place_coats", d))
    uses: dict[str, tuple[Use, ...]] = {
        b.id: tuple((i, tuple(r.inputs), *produce) for i, r in enumerate(b.recipes))
        for b in d.production_buildings
    }
    uses.update({p.id: ((None, tuple(p.goods), *coats),) for p in d.properties})
    return _Tables(
        wildcard=d.wildcard,
        mine=d.mine_id,
        smelter=d.smelter_id,
        uses=uses,
        inputs=tuple(dict.fromkeys(use[1] for found in uses.values() for use in found)),
        build_good=goods,
        all_goods=frozenset(g.id for g in d.goods),
        build_goods=tuple(dict.fromkeys(goods.values())),
        build_base=base_cost("build", d),
        build_barrow=wheelbarrow_cost("build", d),
        max_build_cost=base_cost("build", d)
        + max(
            d.rule_params.token_surcharge,
            *(hex_surcharge(a, b, d) for a in cells() for b in cells()),
        ),
    )


# -- priced operations -------------------------------------------------------------------

Tup = tuple[Any, ...]  # the caches' keys and rows: plain tuples, typed loosely

# (cost, the action without the wheelbarrow, the action by wheelbarrow or None when the
# wheelbarrow saves nothing)
Priced = tuple[int, object, object | None]

# All the operations of one tile for given payment sources (see ``_row``), as tuples:
# (the highest cost without the wheelbarrow; the lowest such cost of at least one step
# paid without a token, or NO_STEP; then four lists of actions, each with the costs of its
# actions: paid without a token, the same with the wheelbarrow variants, paid with a
# token, the same with the wheelbarrow variants). Lean on purpose: rows live long, and
# every object they hold is one more for the garbage collector to visit.
Row = tuple[int, int, Tup, Tup, Tup, Tup, Tup, Tup, Tup, Tup]
NO_STEP = 1 << 30

_highest, _paid_min = itemgetter(0), itemgetter(1)
_ROW_ITEM = [itemgetter(i) for i in range(10)]

# Payment-source signatures by number. Numbers are never reused (the table may start
# afresh, then a signature seen again gets a new number), so a row kept under a number
# always belongs to the signature it was made for.
_sig_ids: dict[Tup, int] = {}
_next_sig = count(1)  # from 1: a number is never false


def sig_id(sig: Tup) -> int:
    found = _sig_ids.get(sig)
    if found is None:
        if len(_sig_ids) >= MEMO_LIMIT:
            _sig_ids.clear()
        found = _sig_ids[sig] = next(_next_sig)
    return found


MEMO_LIMIT = 20_000  # entries kept before the memos start afresh (a game uses a few k)
_memos: dict[object, dict[Any, Any]] = {}  # spot, hex or (spot, tile id) -> its memo
_memo_count = [0]


def _memo(where: object) -> dict[Any, Any]:
    found = _memos.get(where)
    if found is None:
        if _memo_count[0] >= MEMO_LIMIT:
            _memos.clear()  # layouts keep their own references: they stay correct
            _memo_count[0] = 0
        found = _memos[where] = {}
    return found


def _price_use(
    memo: dict[Any, Priced], key: object, spot: Spot, recipe: int | None, sources: Tup,
    use: Use,
) -> Priced:
    """Price a produce (or, for recipe None, a coat placement) at ``spot`` and remember
    it in ``memo`` under ``key``."""
    sur = surcharges((spot[0], spot[1]))
    base, barrow = use[2], use[3]
    cost = base + max([sur[s] for s in sources], default=0)
    plain: Action
    by_barrow: Action | None
    if recipe is None:
        plain = make_coats(spot, sources, False)
        by_barrow = make_coats(spot, sources, True) if barrow < cost else None
    else:
        plain = make_produce(spot, recipe, sources, False)
        by_barrow = make_produce(spot, recipe, sources, True) if barrow < cost else None
    entry = memo[key] = (cost, plain, by_barrow)
    _memo_count[0] += 1
    return entry


def _price_build(memo: dict[Tup, Any], h: Hex, tile_id: str, source: Source) -> Priced:
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

    __slots__ = ("goods", "mines", "numbers", "plain", "props", "smelters")

    def __init__(self, goods: tuple[str, ...]) -> None:
        self.goods = goods
        # {good: number of its sources} -> the key of the rows of these inputs: the one
        # number, or a tuple of them (none for no inputs)
        self.numbers: Callable[[dict[str, int]], Any] = (
            itemgetter(*goods) if goods else _no_numbers
        )
        self.plain: set[int] = set()
        self.mines: list[int] = []  # and a cube on top
        self.smelters: set[int] = set()  # and a free metal token
        self.props: list[int] = []  # properties: no coats yet, not in the first turn

    def copy(self) -> _Group:
        new = _Group(self.goods)
        new.plain = set(self.plain)
        new.mines = list(self.mines)
        new.smelters = set(self.smelters)
        new.props = list(self.props)
        return new


def _no_numbers(numbers: dict[str, int]) -> Tup:
    return ()


class _NoTile:
    """Stands for an empty slot among a layout's tiles: it holds no worker."""

    __slots__ = ()
    worker = None


_NO_TILE = _NoTile()


def _shape(state: NeulandState) -> Tup:
    return tuple([(h, len(cell.slots)) for h, cell in state.hexes.items()])


class _Layout:
    """What the placed tiles alone decide, by position (every slot of the board in board
    order, the empty ones too): each tile with its spot, uses and memos, the tiles grouped
    by the inputs of their uses, and the hexes with room. A tile's id, kind and terrain
    never change once it is placed, so this holds for as long as every slot holds the same
    object. A layout never changes once made (another thread may be reading it): a tile
    put into an empty slot makes a new layout from the old one (``grown``)."""

    __slots__ = (
        "builds",
        "groups",
        "multi",
        "one",
        "priced",
        "reading",
        "roomy",
        "rows_ok",
        "rows_short",
        "satisfiable",
        "shape",
        "single",
        "slots",
        "spots",
        "tiles",
        "uses",
    )

    def __init__(self, state: NeulandState, slots: list[Tile | None]) -> None:
        self.slots = slots  # holds the slot objects, so that their ids stay unique
        self.shape = _shape(state)
        self.spots: list[Spot] = [
            (h[0], h[1], i) for h, cell in state.hexes.items() for i in range(len(cell.slots))
        ]
        # whether board order is reading order (as on every map the setup makes)
        self.reading = self.spots == sorted(self.spots, key=reading_key)
        n = len(slots)
        self.tiles: list[Tile | _NoTile] = [_NO_TILE] * n
        self.uses: list[tuple[Use, ...]] = [()] * n
        self.priced: list[dict[Tup, Priced] | None] = [None] * n
        # by tile: its operations (``Row``) by payment sources, with a worker in the
        # supply or without; the inputs of its one use (None for a tile with several);
        # for a tile whose one use takes one input, its operations priced by source
        self.rows_ok: list[dict[Tup, Row] | None] = [None] * n
        self.rows_short: list[dict[Tup, Row] | None] = [None] * n
        self.single: list[tuple[str, ...] | None] = [None] * n
        self.one: list[dict[Source, Priced] | None] = [None] * n
        self.multi: set[int] = set()
        self.groups: dict[tuple[str, ...], _Group] = {}
        own: set[tuple[str, ...]] = set()
        for k, tile in enumerate(slots):
            if tile is not None:
                self._place(k, tile, own)
        self._rooms(state)

    def grown(self, state: NeulandState, slots: list[Tile | None], added: list[int]) -> _Layout:
        """This layout with the tiles now in the slots ``added``, empty here."""
        new = object.__new__(_Layout)
        new.slots = slots
        new.shape = self.shape
        new.spots = self.spots
        new.reading = self.reading
        new.tiles = self.tiles.copy()
        new.uses = self.uses.copy()
        new.priced = self.priced.copy()
        new.rows_ok = self.rows_ok.copy()
        new.rows_short = self.rows_short.copy()
        new.single = self.single.copy()
        new.one = self.one.copy()
        new.multi = set(self.multi)
        new.groups = dict(self.groups)  # the groups a new tile joins are copied first
        own: set[tuple[str, ...]] = set()
        for k in added:
            tile = slots[k]
            assert tile is not None
            new._place(k, tile, own)
        new._rooms(state)
        return new

    def _place(self, k: int, tile: Tile, own: set[tuple[str, ...]]) -> None:
        """Enter ``tile`` at position ``k``; ``own``: the groups this layout has made or
        copied (the others may be shared with the layout it grew from)."""
        tb = _tables()
        spot = self.spots[k]
        uses = tb.uses[tile.id]
        self.tiles[k] = tile
        self.uses[k] = uses
        self.priced[k] = _memo(spot)
        self.rows_ok[k] = _memo((spot, tile.id, True))
        self.rows_short[k] = _memo((spot, tile.id, False))
        if len(uses) == 1:
            self.single[k] = uses[0][1]
            if len(uses[0][1]) == 1:
                self.one[k] = _memo((spot, uses[0][0]))
        else:
            self.multi.add(k)
        for use in uses:
            goods = use[1]
            group = self.groups.get(goods)
            if goods not in own:
                group = self.groups[goods] = _Group(goods) if group is None else group.copy()
                own.add(goods)
            assert group is not None
            if tile.kind != "production":
                group.props.append(k)
            elif tile.id == tb.mine:
                group.mines.append(k)
            elif tile.id == tb.smelter:
                group.smelters.add(k)
            else:
                group.plain.add(k)

    def _rooms(self, state: NeulandState) -> None:
        """The hexes with room, and the caches that depend on the tiles placed."""
        # with the hex's memo: its builds by tile and source (``_price_build``)
        self.roomy: list[tuple[Hex, str, dict[Tup, Any]]] = [
            (h, cell.terrain, _memo(h))
            for h, cell in state.hexes.items()
            if cell.free_slot() is not None
        ]
        # the groups whose inputs all are among a set of goods, by those inputs
        self.satisfiable: dict[Tup, _Payable] = {}
        self.builds: dict[Tup, Builds] = {}  # see ``operations``

    def payable(self, have: frozenset[str]) -> _Payable:
        """The groups whose inputs all are among ``have``."""
        inputs = _payable_inputs(have)
        found = self.satisfiable.get(inputs)
        if found is None:
            groups = self.groups
            found = _Payable([groups[g] for g in inputs if g in groups])
            self.satisfiable[inputs] = found
        return found


class _Payable:
    """The groups of a layout whose inputs all are among a set of goods, and their
    tiles by condition, merged."""

    __slots__ = ("keys", "mines", "plain", "props", "smelters")

    def __init__(self, groups: list[_Group]) -> None:
        self.keys = [(g.goods, g.numbers) for g in groups]
        self.plain: set[int] = set().union(*[g.plain for g in groups])
        self.mines = [k for g in groups for k in g.mines]
        self.smelters: set[int] = set().union(*[g.smelters for g in groups])
        self.props = [k for g in groups for k in g.props]


_PAYABLE: dict[frozenset[str], Tup] = {}


def _payable_inputs(have: frozenset[str]) -> Tup:
    """The inputs of the uses of every tile of the data that are all among ``have`` (many
    sets of goods pay for the same inputs)."""
    found = _PAYABLE.get(have)
    if found is None:
        if len(_PAYABLE) >= MEMO_LIMIT:
            _PAYABLE.clear()
        found = _PAYABLE[have] = tuple([g for g in _tables().inputs if have.issuperset(g)])
    return found


LAYOUT_CACHE_SIZE = 8  # a playout uses one at a time; tests and screens a few more
_layouts: list[_Layout] = []  # most recently made first


def layout(state: NeulandState) -> _Layout:
    """The layout of the state's board: a cached one if every slot holds the very same
    object (or None) as when it was made, else one grown from the latest layout if the
    board differs from it only by tiles in slots that were empty (as after a build), else
    a new one."""
    slots: list[Tile | None] = []
    for cell in state.hexes.values():  # faster than chain.from_iterable
        slots += cell.slots
    for found in _layouts:
        if len(found.slots) == len(slots) and all(map(is_, slots, found.slots)):
            return found
    # Only whole-list steps below, each atomic under the GIL: a screen's worker thread
    # may list actions while the main thread does.
    found = _grown(state, slots) or _Layout(state, slots)
    _layouts.insert(0, found)
    del _layouts[LAYOUT_CACHE_SIZE:]
    return found


def _grown(state: NeulandState, slots: list[Tile | None]) -> _Layout | None:
    """The latest layout grown by the tiles put into its empty slots since, or None if
    the board differs from it otherwise."""
    last = _layouts[0] if _layouts else None
    if last is None or len(last.slots) != len(slots):
        return None
    before = last.slots
    added = list(compress(count(), map(is_not, slots, before)))
    if any([before[k] is not None for k in added]) or _shape(state) != last.shape:
        return None
    return last.grown(state, slots, added)


def workers_of(state: NeulandState, seat: int) -> list[tuple[Spot, Worker]]:
    """``state.workers_of(seat)`` through the layout: the seat's products in board order."""
    board = layout(state)
    spots = board.spots
    return [
        (spots[k], worker)
        for k, worker in enumerate([tile.worker for tile in board.tiles])
        if worker is not None and worker.owner == seat
    ]


# -- the legal actions -------------------------------------------------------------------


def legal_actions(state: NeulandState, seat: int) -> list[Any]:
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
        return [_start_huts(a, b) for a, b in hut_choices(state)]
    if state.phase == PHASE_ORDER_CUBES:
        order = state.pending_orders[0]
        return [_cube_order(order.spot, o) for o in cube_orders(order.cubes)]
    return []


@cache
def _start_huts(lodge: Hex, hut: Hex) -> PlaceStartHuts:
    return PlaceStartHuts.model_construct(lodge_hex=lodge, hut_hex=hut)


@cache
def _cube_order(spot: Spot, order: tuple[str, ...]) -> OrderCubes:
    return OrderCubes.model_construct(spot=spot, order=order)


def cube_orders(cubes: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The distinct top-to-bottom arrangements of drawn cubes, sorted."""
    return sorted(set(permutations(cubes)))


def hut_choices(state: NeulandState) -> list[tuple[Hex, Hex]]:
    """(lodge hex, hut hex) choices of the start-hut decision (spec 3.3, ruling 6.12)."""
    terrain = data().start_terrain
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
    others = [p.marker for p in state.players]
    del others[state.active]
    for y in range(n - 1, 0, -1):
        if (t + y) % n not in others:
            return y - state.s
    return -1


def _sources(
    tb: _Tables,
    player: Player,
    by_good: dict[str, list[Spot]],
    gold: list[Spot],
    reading: bool,
) -> dict[str, Tup]:
    """The payment sources of every good that has some, in canonical order: the token,
    then the workers that hold the good or gold, in reading order (``by_good`` and
    ``gold`` are in board order, which is reading order if ``reading``)."""
    goods: list[str] = list(tb.all_goods) if gold else list(by_good)
    for good, left in (("food", player.food_token), ("wood", player.wood_token)):
        if left and good not in goods:
            goods.append(good)
    out: dict[str, Tup] = {}
    for good in goods:
        found: list[Source] = []
        if good == "food" and player.food_token:
            found.append(FOOD_TOKEN)
        elif good == "wood" and player.wood_token:
            found.append(WOOD_TOKEN)
        if good == tb.wildcard:
            found.extend(gold)  # as the reference has it: in board order
        else:
            workers = by_good.get(good, []) + gold
            if len(workers) > 1 and (gold or not reading):
                workers = sorted(workers, key=reading_key)
            found.extend(workers)
        if found:
            out[good] = tuple(found)
    return out


def operations(state: NeulandState) -> tuple[list[Any], bool]:
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
    held: list[int] = []  # the tiles with a worker
    by_good: dict[str, list[Spot]] = {}
    gold: list[Spot] = []
    for k, tile in enumerate(tiles):  # a plain loop: faster here than C-level passes
        worker = tile.worker
        if worker is not None:
            held.append(k)
            if worker.owner == seat:
                good = worker.good
                if good == wildcard:
                    gold.append(spots[k])
                elif good in by_good:
                    by_good[good].append(spots[k])
                else:
                    by_good[good] = [spots[k]]
    occupied = set(held)

    # -- payment sources by good, in canonical order (tokens, then reading order), and
    # the number of each good's sources (``sig_id``): rows are remembered by those numbers
    # (plain loops: faster here than dict(zip(...)) or comprehensions)
    if gold or player.food_token or player.wood_token or not board.reading:
        sources_of = _sources(tb, player, by_good, gold, board.reading)
    else:
        sources_of = {}
        for good, spots_held in by_good.items():
            sources_of[good] = tuple(spots_held)
    numbers: dict[str, int] = {}
    for good, sources in sources_of.items():
        numbers[good] = _sig_ids.get(sources) or sig_id(sources)

    # -- the free tiles with a use the player can pay (every input has a source)
    coats_ok = player.first_turn_done
    metal_ok = state.metal_tokens_free >= 1
    payable = board.payable(frozenset(sources_of))
    sid_of = {}  # inputs -> the numbers of their sources
    for goods, numbers_of in payable.keys:
        sid_of[goods] = numbers_of(numbers)
    chosen = payable.plain.difference(occupied)
    for k in payable.mines:
        if k not in occupied and tiles[k].cubes:  # type: ignore[union-attr]
            chosen.add(k)
    if metal_ok and payable.smelters:
        chosen.update(payable.smelters.difference(occupied))
    if coats_ok:
        for k in payable.props:
            if tiles[k].coats is None:  # type: ignore[union-attr]
                chosen.add(k)

    # -- their produce and place_coats operations, in board order
    barrow_ok = player.wheelbarrow
    supply_ok = player.supply >= 1
    rows_of: list[Any] = board.rows_ok if supply_ok else board.rows_short
    ks = sorted(chosen)
    single: list[Any] = board.single
    sigs: list[Any]
    if chosen.isdisjoint(board.multi):
        # every tile has one use, whose inputs are a group's
        sigs = list(map(sid_of.__getitem__, map(single.__getitem__, ks)))
    else:
        sigs = []
        for k in ks:
            goods = single[k]
            if goods is not None:
                sigs.append(sid_of[goods])
            else:
                sigs.append(tuple([tuple(map(numbers.get, u[1])) for u in board.uses[k]]))
    rows: list[Any] = list(map(dict.get, map(rows_of.__getitem__, ks), sigs))
    if None in rows:
        one = board.one
        for n, row in enumerate(rows):
            if row is None:
                k = ks[n]
                if one[k] is not None:
                    rows[n] = _row1(board, k, sigs[n], supply_ok, sources_of[single[k][0]])
                else:
                    rows[n] = _row(board, k, sigs[n], supply_ok, sources_of)
    # a row's actions and their costs: with or without the wheelbarrow variants, paid
    # without a token, then paid with one (none without tokens: no signature has one)
    at = 4 if barrow_ok else 2
    tokens = player.food_token or player.wood_token
    out: list[Any] = []
    spends_token: list[Any] = []  # operations paid with a token: listed after all others
    if not rows:
        pass
    elif max(map(_highest, rows)) <= limit:
        out = list(chain.from_iterable(map(_ROW_ITEM[at], rows)))
        if tokens:
            spends_token = list(chain.from_iterable(map(_ROW_ITEM[at + 4], rows)))
    else:
        fits = limit.__ge__
        for row in rows:
            if row[0] <= limit:
                out.extend(row[at])
            else:
                out.extend(compress(row[at], map(fits, row[at + 1])))
            if tokens and row[at + 4]:
                spends_token.extend(compress(row[at + 4], map(fits, row[at + 5])))
    plain_paid = bool(rows) and min(map(_paid_min, rows)) <= limit

    # -- builds: each hex with room, with the display tiles that may stand on it (R28-R30)
    if board.roomy:
        display = state.display_production
        key = (
            tuple(display),
            tuple(display.values()),
            tuple([stack[0] if stack else None for stack in state.display_properties.values()]),
            tuple(map(numbers.get, tb.build_goods)),
            barrow_ok,
        )
        found = board.builds.get(key)
        if found is None:
            found = board.builds[key] = _builds(state, board, sources_of, barrow_ok)
        acts, costs, tok_acts, tok_costs, highest, paid_min = found
        if highest <= limit:
            out.extend(acts)
            spends_token.extend(tok_acts)
        else:
            fits = limit.__ge__
            out.extend(compress(acts, map(fits, costs)))
            if tok_acts:
                spends_token.extend(compress(tok_acts, map(fits, tok_costs)))
        if paid_min <= limit:
            plain_paid = True
    out.extend(spends_token)
    return out, plain_paid


# The builds of a board, whatever the steps left: those paid without a token and their
# costs, those paid with one and their costs, the highest cost, and the lowest cost of at
# least one step paid without a token (NO_STEP if none).
Builds = tuple[Tup, Tup, Tup, Tup, int, int]


def _builds(
    state: NeulandState,
    board: _Layout,
    sources_of: dict[str, Tup],
    barrow_ok: bool,
) -> Builds:
    """The builds of the display tiles on the hexes with room, whatever the steps left;
    ``operations`` keeps those that fit the steps left, in this order."""
    tb = _tables()
    by_terrain: dict[str, list[str]] = {}
    for (kind, terrain), left in state.display_production.items():
        if left > 0:
            if terrain in by_terrain:
                by_terrain[terrain].append(kind)
            else:
                by_terrain[terrain] = [kind]
    props_data = data().props
    for stack in state.display_properties.values():
        if stack:
            by_terrain.setdefault(props_data[stack[0]].terrain, []).append(stack[0])
    build_good = tb.build_good
    barrow = tb.build_barrow
    out: list[Any] = []
    out_costs: list[int] = []
    spends_token: list[Any] = []
    token_costs: list[int] = []
    highest = -1
    paid_min = NO_STEP
    for h, terrain, memo in board.roomy:
        for tile_id in by_terrain.get(terrain, ()):
            for src in sources_of.get(build_good[tile_id], ()):
                entry = memo.get((tile_id, src))
                if entry is None:
                    entry = _price_build(memo, h, tile_id, src)
                cost, plain, by_barrow = entry
                token = isinstance(src, str)
                into, costs = (spends_token, token_costs) if token else (out, out_costs)
                into.append(plain)
                costs.append(cost)
                if cost > highest:
                    highest = cost
                if 1 <= cost < paid_min and not token:
                    paid_min = cost
                if by_barrow is not None and barrow_ok:
                    into.append(by_barrow)
                    costs.append(barrow)
                    if barrow > highest:
                        highest = barrow
    return (tuple(out), tuple(out_costs), tuple(spends_token), tuple(token_costs), highest,
            paid_min)


def _row1(board: _Layout, k: int, key: Tup, supply_ok: bool, sig: Tup) -> Row:
    """``_row`` of a tile whose one use takes one input (most tiles), for its payment
    sources ``sig``: an operation for each source, priced by the source alone."""
    spot = board.spots[k]
    memo = board.one[k]
    assert memo is not None
    use = board.uses[k][0]
    recipe, barrow = use[0], use[3]
    plain: list[Any] = []
    costs: list[int] = []
    both: list[Any] = []
    both_costs: list[int] = []
    highest = -1
    paid_min = NO_STEP
    tok: Tup = ()
    tok_costs: Tup = ()
    tok_both: Tup = ()
    tok_both_costs: Tup = ()
    for s in sig:
        found = memo.get(s)
        if found is None:
            found = _price_use(memo, s, spot, recipe, (s,), use)
        cost, action, by_barrow = found
        if isinstance(s, str):  # the one token that pays this input
            if recipe is not None and not supply_ok:
                continue  # a production needs a worker: from the supply or paid back
            tok, tok_costs = (action,), (cost,)
            tok_both, tok_both_costs = tok, tok_costs
            if by_barrow is not None:
                tok_both, tok_both_costs = (action, by_barrow), (cost, barrow)
        else:
            plain.append(action)
            costs.append(cost)
            both.append(action)
            both_costs.append(cost)
            if by_barrow is not None:
                both.append(by_barrow)
                both_costs.append(barrow)
            if 1 <= cost < paid_min:
                paid_min = cost
        if cost > highest:
            highest = cost
    plain_t = tuple(plain)
    costs_t = tuple(costs)
    same = len(both) == len(plain)
    row = (
        highest,
        paid_min,
        plain_t,
        costs_t,
        plain_t if same else tuple(both),
        costs_t if same else tuple(both_costs),
        tok,
        tok_costs,
        tok_both,
        tok_both_costs,
    )
    (board.rows_ok if supply_ok else board.rows_short)[k][key] = row  # type: ignore[index]
    _memo_count[0] += 1
    return row


def _row(
    board: _Layout,
    k: int,
    key: Tup,
    supply_ok: bool,
    sources_of: dict[str, Tup],
) -> Row:
    """Price every operation of tile ``k`` for the payment sources in ``sources_of`` and
    remember them under ``key`` (the numbers of those sources) for ``supply_ok``."""
    spot = board.spots[k]
    priced = board.priced[k]
    assert priced is not None
    plain: list[Any] = []
    plain_costs: list[int] = []
    both: list[Any] = []
    both_costs: list[int] = []
    tok: list[Any] = []
    tok_costs: list[int] = []
    tok_both: list[Any] = []
    tok_both_costs: list[int] = []
    highest = -1
    paid_min = NO_STEP
    for use in board.uses[k]:
        recipe, goods, _, barrow = use
        lists = [sources_of.get(g, ()) for g in goods]
        if not all(lists):
            continue
        if not goods:
            combos: list[tuple[Source, ...]] = [()]
        elif len(goods) == 1:
            combos = [(s,) for s in lists[0]]
        else:
            combos = _combos(goods, lists)
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
                found = _price_use(priced, (recipe, sources), spot, recipe, sources, use)
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
    (board.rows_ok if supply_ok else board.rows_short)[k][key] = row  # type: ignore[index]
    _memo_count[0] += 1
    return row


def _combos(goods: tuple[str, ...], lists: list[Tup]) -> list[tuple[Source, ...]]:
    """``_assign`` of several inputs. Distinct inputs (every recipe and property of the
    data) draw on lists that share no source except gold workers, so the assignments are
    the product of the lists, less those using one gold worker twice."""
    if len(set(goods)) < len(goods):
        return list(_assign(goods, lists))
    found = list(product(*lists))
    shared = set(lists[0]).intersection(*lists[1:]) if len(lists) == 2 else None
    if shared is None or shared:
        found = [c for c in found if len(set(c)) == len(c)]
    return found


def _assign(goods: tuple[str, ...], lists: list[Tup]) -> Iterator[tuple[Source, ...]]:
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


def build_good(building: str, d: NeulandData) -> str:
    if building in d.props:
        return d.props[building].build_cost
    return d.buildings[building].build_cost


# == why an action is illegal =====================================================

def fmt_spot(spot: tuple[int, int, int]) -> str:
    return _("({q},{r}) slot {slot}").format(q=spot[0], r=spot[1], slot=spot[2])


def _name(item: str) -> str:
    """A component's or terrain's name in the current language (text.py, which has the
    names, imports this module)."""
    from boardgames.games.neuland.text import name

    return name(item)


def check(state: NeulandState, seat: int, action: Action) -> None:
    """Raise IllegalAction unless ``action`` is legal for the active ``seat`` (the rules
    have made sure the game goes on and that it is ``seat``'s turn: ``core.rules.turn_of``)."""
    if state.phase == PHASE_START_HUTS:
        if not isinstance(action, PlaceStartHuts):
            raise IllegalAction(_("place your two start huts first"))
        if (action.lodge_hex, action.hut_hex) not in hut_choices(state):
            raise IllegalAction(_(
                "the start huts go together on an empty forest hex"
                " (another forest hex only when no empty one is left)"
            ))
        return
    if state.phase == PHASE_ORDER_CUBES:
        if not isinstance(action, OrderCubes):
            raise IllegalAction(_("order the cubes drawn for the mine first"))
        order = state.pending_orders[0]
        if action.spot != order.spot:
            raise IllegalAction(_("the cubes to order are those of the mine at {spot}").format(
                spot=fmt_spot(order.spot)))
        if tuple(action.order) not in cube_orders(order.cubes):
            raise IllegalAction(_("the order must use exactly the three cubes drawn"))
        return
    if isinstance(action, EndTurn):
        if state.s < 1:
            raise IllegalAction(_("a turn needs at least one step before it can end"))
        return
    if isinstance(action, Wait):
        if state.s >= 1:
            raise IllegalAction(_(
                "waiting is only possible before the first step of a turn; you can end the"
                " turn instead"
            ))
        if operations(state)[1]:
            raise IllegalAction(_(
                "you can still do something that costs a step without spending the"
                " wheelbarrow or a token, so waiting is not allowed"
            ))
        return
    if isinstance(action, Produce):
        _check_produce(state, seat, action)
    elif isinstance(action, Build):
        _check_build(state, seat, action)
    elif isinstance(action, PlaceCoats):
        _check_coats(state, seat, action)
    else:
        raise IllegalAction(_("{action} is not possible now").format(action=action.kind))


def _check_produce(state: NeulandState, seat: int, action: Produce) -> None:
    d = data()
    tile = state.tile(action.spot)
    where = fmt_spot(action.spot)
    if tile is None:
        raise IllegalAction(_("there is no building at {spot}").format(spot=where))
    if tile.kind != "production":
        raise IllegalAction(_("the {property} at {spot} is a property, not a workshop").format(
            property=_name(tile.id), spot=where))
    name = _name(tile.id)
    if tile.worker is not None:
        raise IllegalAction(
            _("the {building} at {spot} is occupied; one worker per building").format(
                building=name, spot=where))
    building = d.buildings[tile.id]
    if not 0 <= action.recipe < len(building.recipes):
        raise IllegalAction(_("the {building} has no recipe {recipe}").format(
            building=name, recipe=action.recipe))
    if building.special == "mine" and not tile.cubes:
        raise IllegalAction(_("the mine at {spot} has no cube").format(spot=where))
    if building.special == "smelter" and state.metal_tokens_free < 1:
        raise IllegalAction(_("no metal token is free"))
    _check_sources(state, seat, building.recipes[action.recipe].inputs, action.sources, d)
    workers_back = sum(not isinstance(s, str) for s in action.sources)
    if state.players[seat].supply + workers_back < 1:
        raise IllegalAction(_("you have no worker left in your supply"))
    _check_cost(state, seat, action, d)


def _check_build(state: NeulandState, seat: int, action: Build) -> None:
    d = data()
    cell = state.hexes.get(action.hex)
    if cell is None:
        raise IllegalAction(_("{hex} is not on the map").format(hex=fmt_hex(action.hex)))
    if action.building in d.buildings:
        building = d.buildings[action.building]
        if cell.terrain not in building.terrain:
            raise IllegalAction(_("a {building} cannot stand on {terrain}").format(
                building=_name(building.id), terrain=_name(cell.terrain)))
        if state.display_production.get((building.id, cell.terrain), 0) < 1:
            raise IllegalAction(_("no {building} tile for {terrain} is left").format(
                building=_name(building.id), terrain=_name(cell.terrain)))
        good = building.build_cost
    elif action.building in d.props:
        prop = d.props[action.building]
        stack = state.display_properties[prop.field]
        if prop.id not in stack:
            raise IllegalAction(_("the {property} is already built").format(
                property=_name(prop.id)))
        if stack[0] != prop.id:
            raise IllegalAction(_("only the top tile of its stack ({top}) can be built").format(
                top=_name(stack[0])))
        if cell.terrain != prop.terrain:
            raise IllegalAction(_("the {property} must stand on {terrain}").format(
                property=_name(prop.id), terrain=_name(prop.terrain)))
        good = prop.build_cost
    else:
        raise IllegalAction(_("there is no tile called {name}").format(name=repr(action.building)))
    if cell.free_slot() is None:
        full = len(cell.slots)
        raise IllegalAction(_n("{hex} already holds {count} building",
                               "{hex} already holds {count} buildings", full).format(
            hex=fmt_hex(action.hex), count=full))
    _check_sources(state, seat, (good,), (action.source,), d)
    _check_cost(state, seat, action, d)


def _check_coats(state: NeulandState, seat: int, action: PlaceCoats) -> None:
    d = data()
    if not state.players[seat].first_turn_done:
        raise IllegalAction(_("no coats of arms may be placed in your first turn"))
    tile = state.tile(action.spot)
    where = fmt_spot(action.spot)
    if tile is None or tile.kind != "property":
        raise IllegalAction(_("there is no property at {spot}").format(spot=where))
    if tile.coats is not None:
        raise IllegalAction(_("the {property} already holds coats of arms").format(
            property=_name(tile.id)))
    _check_sources(state, seat, d.props[tile.id].goods, action.sources, d)
    _check_cost(state, seat, action, d)


def _check_sources(
    state: NeulandState,
    seat: int,
    goods: tuple[str, ...],
    sources: tuple[Source, ...],
    d: NeulandData,
) -> None:
    if len(sources) != len(goods):
        need = ", ".join(_name(g) for g in goods) or _("nothing")
        raise IllegalAction(_("pay exactly one source per input: {goods}").format(goods=need))
    if len(set(sources)) != len(sources):
        raise IllegalAction(_("each source can pay only once"))
    player = state.players[seat]
    for good, source in zip(goods, sources, strict=True):
        if source in (FOOD_TOKEN, WOOD_TOKEN):
            food = source == FOOD_TOKEN
            if good != ("food" if food else "wood"):
                raise IllegalAction(_("the food token pays only for food") if food
                                    else _("the wood token pays only for wood"))
            if not (player.food_token if food else player.wood_token):
                raise IllegalAction(_("you have already used your food token") if food
                                    else _("you have already used your wood token"))
            continue
        if isinstance(source, str):
            raise IllegalAction(_("unknown source {source}").format(source=repr(source)))
        tile = state.tile(source)
        worker = None if tile is None else tile.worker
        if worker is None or worker.owner != seat:
            raise IllegalAction(_("no worker of yours stands at {spot}").format(
                spot=fmt_spot(source)))
        if worker.good != good and worker.good != d.wildcard:
            raise IllegalAction(_("the worker at {spot} holds {held}, not {good}").format(
                spot=fmt_spot(source), held=_name(worker.good), good=_name(good)))
    for i, good in enumerate(goods):
        for j in range(i + 1, len(goods)):
            if goods[j] == good and source_key(sources[j]) <= source_key(sources[i]):
                raise IllegalAction(_(
                    "list the sources of a repeated good in canonical order"
                    " (tokens first, then workers in reading order)"
                ))


def _check_cost(state: NeulandState, seat: int, action: Operation, d: NeulandData) -> None:
    normal = normal_cost(action, d)
    cost = normal
    if action.wheelbarrow:
        if not state.players[seat].wheelbarrow:
            raise IllegalAction(_("you have already used your wheelbarrow"))
        cost = wheelbarrow_cost(action.kind, d)
        if cost >= normal:
            raise IllegalAction(_("the wheelbarrow would save no step here"))
    left = state.track_length - 1 - state.s
    if cost > left:
        raise IllegalAction(_n("this costs {cost}; only {count} step left this turn",
                               "this costs {cost}; only {count} steps left this turn",
                               left).format(cost=_steps(cost), count=left))
    if not track_allows(state, cost):
        raise IllegalAction(
            _("after {steps} no free space would be left before the time marker").format(
                steps=_steps(cost)))


def _steps(n: int) -> str:
    return _n("{count} step", "{count} steps", n).format(count=n)
