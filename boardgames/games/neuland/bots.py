"""The greedy bot of spec 10 and its planning.

The bot picks a target property, plans the production chain for it near the target hex
and carries the plan out one operation at a time. The planning has two layers:

* ``cost_table`` estimates, for every good and hex, the steps needed to deliver one unit
  there: from a product the player holds, a token, a free building, or a building still to
  be built (its build good included). Recipes are a small tree, so a few relaxation passes
  over the goods suffice.
* ``Plan`` turns a target property into an ordered list of operations by expanding its
  needs depth first and simulating the board as it goes: buildings stay occupied until
  their product is paid, workers leave and return to the supply, mines lose their top
  cube, new tiles take slots. The bot does the first operation whose inputs and building
  exist now. A mine's buried cube is reached by producing the cubes above it (or letting
  one's own product on top expire) and leaving them to expire. Gold (the wildcard) is
  one more way to get any other good: held gold, or gold planned at an Alchemist's Cave
  from its own recipe, competes with the good's own producers on cost.

When no planned step can be done now, the bot blocks (spec 10.7): it occupies, at the
lowest cost, the only free building of its kind that an opponent's likely plan uses,
if its own plan needs that building's product too. (Doing such a planned step ahead of
the plan's order lost more than it denied in bot games.)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache
from itertools import compress, repeat
from operator import add, lt
from typing import Any

from boardgames.core.rules import Action, GameRules
from boardgames.core.search import lead
from boardgames.games.neuland.actions import (
    FOOD_TOKEN,
    WOOD_TOKEN,
    Produce,
    Source,
    make_build,
    make_coats,
    make_produce,
    source_key,
)
from boardgames.games.neuland.board import Hex, Spot, cells, distance
from boardgames.games.neuland.data import NeulandData, data
from boardgames.games.neuland.legal import Operation, action_cost, base_cost, hex_surcharge
from boardgames.games.neuland.state import NeulandState, Tile

INF = float("inf")
NEW_BUILDING = 1.0  # a new tile uses up a slot and a display tile
OWN_BUSY = 1.0  # the building holds our own product: usable once that is paid
TOKEN = 4.0  # tokens are once per game: use them only when other sources are far
UNSURE_CUBE = {"coal": 0.5}  # a new mine's cubes are drawn at random
UNSURE_ORE = 1.5
DIG = 3.0  # per cube above the wanted one in a mine: a production and a wasted product
EXPANSIONS = 150  # planned productions per plan, alternatives included: bounds the search
GOLD_HELD = 0.5  # held gold paying for another good: a little dearer than the good itself


@cache
def geometry() -> tuple[tuple[Hex, ...], dict[Hex, int], tuple[tuple[int, ...], ...]]:
    """Map cells, their indexes and the surcharge matrix SUR[from][to]."""
    hexes = cells()
    index = {h: i for i, h in enumerate(hexes)}
    sur = tuple(tuple(hex_surcharge(a, b) for b in hexes) for a in hexes)
    return hexes, index, sur


@cache
def goods_order() -> tuple[str, ...]:
    """Goods ordered so that recipe inputs come before outputs (gold, the wildcard, after
    its own inputs)."""
    d = data()
    deps: dict[str, set[str]] = {g.id: set() for g in d.goods}
    for good, makers in d.producers.items():
        if good not in deps:
            continue
        for kind, index in makers:
            deps[good].update(d.buildings[kind].recipes[index].inputs)
    order: list[str] = []
    while len(order) < len(deps):
        ready = [g for g in deps if g not in order and deps[g] <= set(order)]
        if not ready:  # a cycle: take the rest in data order
            ready = [g for g in deps if g not in order]
        order.extend(ready)
    return tuple(order)


@dataclass(frozen=True, slots=True)
class Producer:
    """A way to make ``good``: an existing building (``spot``) or a new tile of ``kind``
    on the hex with index ``at``."""

    kind: str
    recipe: int
    good: str
    at: int
    spot: Spot | None
    penalty: float
    inputs: tuple[str, ...]
    build_good: str | None
    dig: int = 0  # mines: cubes to remove before the wanted one is on top


def mine_depths(column: tuple[str, ...] | list[str], skip_top: bool) -> dict[str, int]:
    """Each cube type of a mine column with the number of cubes above its first copy."""
    out: dict[str, int] = {}
    for depth, cube in enumerate(column):
        if depth == 0 and skip_top:
            continue
        out.setdefault(cube, depth)
    return out


_NEW_PRODUCERS: dict[tuple[Any, ...], dict[str, tuple[Producer, ...]]] = {}


def _new_producers(state: NeulandState, d: NeulandData) -> dict[str, tuple[Producer, ...]]:
    """The producers of tiles still to be built: every display tile left on every hex of
    its terrain with room. They depend only on those two lists, so they are kept by them
    (producers are frozen, so lists of them may be shared)."""
    avail = tuple(key for key, count in state.display_production.items() if count >= 1)
    roomy = tuple((h, c.terrain) for h, c in state.hexes.items() if c.free_slot() is not None)
    key = (avail, roomy)
    found = _NEW_PRODUCERS.get(key) if d is data() else None
    if found is not None:
        return found
    _, index, _ = geometry()
    made: dict[str, list[Producer]] = {g: [] for g in goods_order()}
    for kind, terrain in avail:
        building = d.buildings[kind]
        for h, cell_terrain in roomy:
            if cell_terrain != terrain:
                continue
            for i, recipe in enumerate(building.recipes):
                outputs = d.cube_types if building.special == "mine" else (recipe.output,)
                for good in outputs:
                    if good not in made:
                        continue
                    penalty = NEW_BUILDING
                    if building.special == "mine":
                        penalty += UNSURE_CUBE.get(good, UNSURE_ORE)
                    made[good].append(
                        Producer(
                            kind,
                            i,
                            good,
                            index[h],
                            None,
                            penalty,
                            recipe.inputs,
                            building.build_cost,
                        )
                    )
    found = {g: tuple(ps) for g, ps in made.items() if ps}
    if d is data():
        if len(_NEW_PRODUCERS) >= 256:
            _NEW_PRODUCERS.clear()
        _NEW_PRODUCERS[key] = found
    return found


def producers(state: NeulandState, seat: int, d: NeulandData) -> dict[str, list[Producer]]:
    _, index, _ = geometry()
    out: dict[str, list[Producer]] = {g: [] for g in goods_order()}
    for spot, tile in state.spots():
        if tile.kind != "production" or tile.id not in d.buildings:
            continue
        worker = tile.worker
        if worker is not None and worker.owner != seat:
            continue
        penalty = 0.0 if worker is None else OWN_BUSY
        building = d.buildings[tile.id]
        at = index[(spot[0], spot[1])]
        for i, recipe in enumerate(building.recipes):
            if building.special == "mine":
                for good, depth in mine_depths(tile.cubes, worker is not None).items():
                    out[good].append(
                        Producer(
                            tile.id, i, good, at, spot, DIG * depth, recipe.inputs, None, depth
                        )
                    )
            elif recipe.output in out:
                out[recipe.output].append(
                    Producer(tile.id, i, recipe.output, at, spot, penalty, recipe.inputs, None)
                )
    for good, found in _new_producers(state, d).items():
        out[good].extend(found)
    return out


def cost_table(
    state: NeulandState, seat: int, d: NeulandData, makers: dict[str, list[Producer]]
) -> dict[str, list[float]]:
    """C[good][hex index]: estimated steps to deliver one unit of the good to that hex."""
    hexes, index, sur = geometry()
    n = len(hexes)
    table = {g: [INF] * n for g in goods_order()}
    for spot, worker in state.workers_of(seat):
        row = table.get(worker.good)
        if row is None:
            continue
        from_row = sur[index[(spot[0], spot[1])]]
        for h in range(n):
            if from_row[h] < row[h]:
                row[h] = from_row[h]
    player = state.players[seat]
    for good, has in (("food", player.food_token), ("wood", player.wood_token)):
        if has:
            table[good] = [min(v, TOKEN) for v in table[good]]
    base = base_cost("produce", d)
    # applied[good][at]: the cheapest maker already applied on that hex; rows only go down,
    # so a maker there that costs no less can improve nothing (and is skipped)
    applied: dict[str, dict[int, float]] = {good: {} for good in goods_order()}
    wildcard = d.wildcard
    gold = table[wildcard]
    for _ in range(3):
        changed = False
        for good in goods_order():
            row = table[good]
            done = applied[good]
            for p in makers[good]:
                at = p.at
                costs = [table[g][at] for g in p.inputs]
                if p.build_good is not None:
                    costs.append(table[p.build_good][at])
                make = base + p.penalty + paid(costs, gold[at] if good != wildcard else INF)
                if make == INF or make >= done.get(p.at, INF):
                    continue
                done[p.at] = make
                # row[h] = min(row[h], make + SUR[at][h]) for every hex h, at C speed
                steps = list(map(add, repeat(make), sur[p.at]))
                better = list(map(lt, steps, row))
                if not any(better):
                    continue
                changed = True
                if all(better):
                    row[:] = steps
                else:
                    for h in compress(range(n), better):
                        row[h] = steps[h]
        if not changed:
            break
    return table


def paid(costs: list[float], gold: float) -> float:
    """The cost of a list of goods when one unit of gold (costing ``gold``) may pay for
    the dearest of them (R23)."""
    if not costs:
        return 0.0
    dearest = max(costs)
    if gold >= dearest:
        return sum(costs)
    rest = list(costs)
    rest.remove(dearest)
    return sum(rest) + gold


# -- the simulated schedule --------------------------------------------------------------


@dataclass(slots=True)
class Item:
    """A unit of a good in the plan: a product held now (``source`` set), a token, or a
    product of a planned operation (``planned``)."""

    good: str
    at: int | None  # hex index; None for tokens
    source: Source | None
    spot: Spot | None
    planned: bool
    lying: bool = False


@dataclass(slots=True)
class Op:
    kind: str  # produce | build | place_coats
    at: int
    spot: Spot | None = None
    building: str | None = None
    recipe: int = 0
    inputs: list[Item] = field(default_factory=list)
    cost: int = 0


# The producers of a tile kind on a spot (frozen, shared between plans).
_REGISTERED: dict[tuple[str, Spot], tuple[Producer, ...]] = {}


class Plan:
    """Simulates the board while it expands a target into operations (see module doc)."""

    def __init__(
        self,
        state: NeulandState,
        seat: int,
        d: NeulandData,
        table: dict[str, list[float]],
        makers: dict[str, list[Producer]],
    ) -> None:
        self.data = d
        self.wildcard = d.wildcard
        self.table = table
        self.hexes, self.index, self.sur = geometry()
        self.params = d.rule_params
        self.produce_base = base_cost("produce", d)
        player = state.players[seat]
        self.supply = player.supply
        self.avail: list[Item] = []
        if player.food_token:
            self.avail.append(Item("food", None, FOOD_TOKEN, None, False))
        if player.wood_token:
            self.avail.append(Item("wood", None, WOOD_TOKEN, None, False))
        self.busy: set[Spot] = set()
        self.cubes: dict[Spot, tuple[str, ...]] = {}
        self.built: list[Producer] = []  # every recipe of every tile on the (simulated) map
        for spot, tile in state.spots():
            if tile.kind != "production":
                continue
            self._register(tile.id, spot)
            if tile.cubes:
                self.cubes[spot] = tuple(tile.cubes)
            worker = tile.worker
            if worker is not None:
                self.busy.add(spot)
                if worker.owner == seat:
                    at = self.index[(spot[0], spot[1])]
                    self.avail.append(Item(worker.good, at, spot, spot, False, worker.lying))
        self.used = {h: c.tiles() for h, c in state.hexes.items()}
        self.terrains = {h: c.terrain for h, c in state.hexes.items()}
        self.display = dict(state.display_production)
        self.new_makers = {g: [p for p in ps if p.spot is None] for g, ps in makers.items()}
        self.ops: list[Op] = []
        self.budget = EXPANSIONS

    # -- bookkeeping ---------------------------------------------------------------------

    def _register(self, kind: str, spot: Spot) -> None:
        found = _REGISTERED.get((kind, spot)) if self.data is data() else None
        if found is None:
            building = self.data.buildings[kind]
            at = self.index[(spot[0], spot[1])]
            found = tuple(
                Producer(kind, i, recipe.output, at, spot, 0.0, recipe.inputs, None)
                for i, recipe in enumerate(building.recipes)
            )
            if self.data is data():
                _REGISTERED[(kind, spot)] = found
        self.built.extend(found)

    def _save(self) -> tuple[Any, ...]:
        return (
            self.supply,
            list(self.avail),
            set(self.busy),
            dict(self.cubes),
            dict(self.used),
            dict(self.display),
            len(self.built),
            len(self.ops),
        )

    def _restore(self, saved: tuple[Any, ...]) -> None:
        (self.supply, self.avail, self.busy, self.cubes, self.used, self.display, built, ops) = (
            saved
        )
        del self.built[built:]
        del self.ops[ops:]

    def _consume(self, item: Item) -> None:
        if item.spot is None:
            return
        self.busy.discard(item.spot)
        self.supply += 1
        column = self.cubes.get(item.spot)
        if column:
            self.cubes[item.spot] = column[1:]

    def _surcharge(self, item: Item, at: int) -> int:
        if item.at is None:
            return self.params.token_surcharge
        return self.sur[item.at][at]

    def _estimate(self, p: Producer) -> float:
        table, at = self.table, p.at
        costs = [table[g][at] for g in p.inputs]
        if p.build_good is not None:
            costs.append(table[p.build_good][at])
        gold = table[self.wildcard][at] if p.good != self.wildcard else INF
        return self.produce_base + p.penalty + paid(costs, gold)

    def _makers(self, good: str) -> list[Producer]:
        """Producers of ``good`` usable in the simulation now."""
        mine = self.data.mine_id
        held = {item.spot for item in self.avail}
        out = []
        for p in self.built:
            busy = p.spot in self.busy
            if busy and (p.kind != mine or p.spot not in held):
                continue
            if p.kind == mine:
                column = self.cubes.get(p.spot, ())  # type: ignore[arg-type]
                depth = mine_depths(column, busy).get(good)
                if depth is not None:
                    out.append(
                        Producer(
                            p.kind, p.recipe, good, p.at, p.spot, DIG * depth, p.inputs, None, depth
                        )
                    )
            elif p.good == good:
                out.append(p)
        slots = self.data.map.slots_per_hex
        for p in self.new_makers.get(good, ()):
            h = self.hexes[p.at]
            if self.used[h] < slots and self.display.get((p.kind, self.terrains[h]), 0) > 0:
                out.append(p)
        return out

    # -- expansion -----------------------------------------------------------------------

    def obtain(self, good: str, at: int, depth: int = 0) -> Item | None:
        """Find or plan one unit of ``good`` for an operation on hex ``at``."""
        if depth > 8 or self.budget <= 0:
            return None
        options: list[tuple[float, int, Item | Producer]] = []
        wildcard = self.wildcard
        for n, item in enumerate(self.avail):
            if item.good == good or (item.good == wildcard and item.at is not None):
                cost = TOKEN if item.at is None else self.sur[item.at][at]
                if item.good != good:
                    cost += GOLD_HELD  # gold held can pay for anything: keep it for need
                options.append((cost - (0.25 if item.lying else 0.0), n, item))
        if not options and min(self.table[good][at], self.table[wildcard][at]) == INF:
            return None
        makers = self._makers(good)
        if good != wildcard:
            makers += self._makers(wildcard)
        for n, p in enumerate(makers):
            estimate = self._estimate(p)
            if estimate < INF:
                options.append((estimate + self.sur[p.at][at], 100 + n, p))
        options.sort(key=lambda o: (o[0], o[1]))
        for _, _, choice in options[:3]:
            if isinstance(choice, Item):
                self.avail.remove(choice)
                return choice
            saved = self._save()
            produced = self._produce(choice, depth)
            if produced is not None:
                return produced
            self._restore(saved)
        return None

    def _produce(self, p: Producer, depth: int) -> Item | None:
        self.budget -= 1
        spot = p.spot
        if spot is None:
            spot = self._build(p.kind, p.at, depth)
            if spot is None:
                return None
        for _ in range(p.dig):
            if not self._dig(p, spot, depth):
                return None
        order = sorted(range(len(p.inputs)), key=lambda i: -self.table[p.inputs[i]][p.at])
        items: list[Item | None] = [None] * len(p.inputs)
        for i in order:
            items[i] = self.obtain(p.inputs[i], p.at, depth + 1)
            if items[i] is None:
                return None
        paid = [it for it in items if it is not None]
        if self.supply + sum(it.spot is not None for it in paid) < 1:
            return None
        for it in paid:
            self._consume(it)
        self.supply -= 1
        self.busy.add(spot)
        extra = max((self._surcharge(it, p.at) for it in paid), default=0)
        self.ops.append(
            Op(
                "produce",
                p.at,
                spot,
                recipe=p.recipe,
                inputs=paid,
                cost=self.params.produce_base_cost + extra,
            )
        )
        good = p.good
        if p.kind == self.data.mine_id:
            column = self.cubes.get(spot)
            if not column:  # a new mine: the builder puts the wanted cube on top
                self.cubes[spot] = (good,)
            else:
                good = column[0]
        return Item(good, p.at, None, spot, True)

    def _dig(self, p: Producer, spot: Spot, depth: int) -> bool:
        """Remove a mine's top cube: let our product on it expire, or produce the top
        cube and leave it to expire (the rulebook's own tip)."""
        if spot in self.busy:
            held = next((item for item in self.avail if item.spot == spot), None)
            if held is None:
                return False
            self.avail.remove(held)
            self._consume(held)
            return True
        column = self.cubes.get(spot)
        if not column:
            return False
        top = Producer(p.kind, p.recipe, column[0], p.at, spot, 0.0, p.inputs, None)
        item = self._produce(top, depth + 1)
        if item is None:
            return False
        self._consume(item)
        return True

    def _build(self, tile_id: str, at: int, depth: int, slot: int | None = None) -> Spot | None:
        """Plan a new tile on hex ``at`` (in ``slot`` if one was reserved for it); its
        build good is obtained first."""
        h = self.hexes[at]
        if tile_id in self.data.buildings:
            key = (tile_id, self.terrains[h])
            if self.display.get(key, 0) < 1:
                return None
            self.display[key] -= 1
            good = self.data.buildings[tile_id].build_cost
        else:
            good = self.data.props[tile_id].build_cost
        if slot is None:
            slot = self.used[h]
            if slot >= self.data.map.slots_per_hex:
                return None
            self.used[h] = slot + 1  # reserved while its build good is found
        item = self.obtain(good, at, depth + 1)
        if item is None:
            return None
        self._consume(item)
        cost = self.params.build_base_cost + self._surcharge(item, at)
        self.ops.append(Op("build", at, building=tile_id, inputs=[item], cost=cost))
        spot = (h[0], h[1], slot)
        if tile_id in self.data.buildings:
            self._register(tile_id, spot)
        return spot

    def property_plan(self, prop_id: str, spot: Spot | None, at: int) -> bool:
        """Plan the goods (and the tile, if ``spot`` is None) of a property on hex ``at``
        and the coat placement. False if some need cannot be met now."""
        goods = self.data.props[prop_id].goods
        reserved = None
        if spot is None:
            h = self.hexes[at]
            reserved = self.used[h]
            if reserved >= self.data.map.slots_per_hex:
                return False
            self.used[h] = reserved + 1
        order = sorted(range(len(goods)), key=lambda i: -self.table[goods[i]][at])
        items: list[Item | None] = [None] * len(goods)
        for i in order:
            items[i] = self.obtain(goods[i], at)
            if items[i] is None:
                return False
        if spot is None:
            spot = self._build(prop_id, at, 0, reserved)
            if spot is None:
                return False
        paid = [it for it in items if it is not None]
        extra = max((self._surcharge(it, at) for it in paid), default=0)
        self.ops.append(
            Op("place_coats", at, spot, inputs=paid, cost=self.params.coats_base_cost + extra)
        )
        return True

    @property
    def steps(self) -> int:
        return sum(op.cost for op in self.ops)


# == the expert's judgement ===========================================================

STEPS_PER_COAT = 6.3  # greedy games of 2-4 players: the winner's steps per coat placed


def finish_steps(state: NeulandState, seat: int, d: NeulandData) -> float:
    """When ``seat`` may expect to place its last coat, in steps on the track: its steps
    so far, the cost table's steps to the property that brings it nearest, and the usual
    pace for the coats that property leaves to place (that pace alone if it can reach no
    property now)."""
    player = state.players[seat]
    left = player.coats_left
    if left == 0:
        return player.steps_taken
    table = cost_table(state, seat, d, producers(state, seat, d))
    ways = [est + max(0, left - d.props[prop].coats) * STEPS_PER_COAT
            for est, (prop, _, _) in target_costs(state, seat, d, table)]
    return player.steps_taken + (min(ways) if ways else left * STEPS_PER_COAT)


def estimate(rules: GameRules, state: NeulandState, seat: int) -> float:
    """The expert's judgement of a cut-off rollout (core/search.py): how many coats
    ``seat`` is ahead of the best other seat, judged by when each may place its last
    coat (the first to do so wins)."""
    d = data()
    times = [finish_steps(state, i, d) for i in range(len(state.players))]
    return lead([-t for t in times], seat) / STEPS_PER_COAT


# == the bot ======================================================================

FINISH_BONUS = 100.0  # a property that places our last coat beats everything
SWITCH_MARGIN = 1.25  # keep the target unless another is clearly better
PLANS_COMPARED = 3
BARROW_SAVING = 2  # use the wheelbarrow only when it saves at least this many steps

Target = tuple[str, Spot | None, int]  # property id, its spot if built, hex index


class GreedyBot:
    needs_view = True
    # the expert's tuning (core/search.py Settings): rollout actions, coats per unit of value
    search = {"cap": 8, "width": 4, "scale": 2.0}
    search_estimate = staticmethod(estimate)

    def __init__(self, rules: GameRules, seat: int) -> None:
        self.seat = seat
        self.target: str | None = None
        self._contested_for: tuple[tuple[int, int], set[Spot]] | None = None

    def choose(self, view: NeulandState, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind == "place_start_huts":
            return self._start_huts(view, legal)
        if kind == "order_cubes":
            return self._order_cubes(view, legal)
        return self._turn(view, legal, rng)

    # -- the turn ------------------------------------------------------------------------

    def _turn(self, view: NeulandState, legal: list[Action], rng: random.Random) -> Action:
        d = data()
        plan = self._plan(view, d)
        if plan is not None:
            # the first operation that can be done now (a later one may wait for a
            # building to be freed, e.g. a mine whose top product must expire first);
            # the next one if that does not fit the turn
            ready = [op for op in plan.ops if _ready(op, view)]
            for op in ready[:2]:
                chosen = self._affordable(self._to_action(op, view, d), legal)
                if chosen is not None:
                    return chosen
            block = self._block(view, d, legal, plan, self._contested(view, d))
            if block is not None:
                return block
        return self._fallback(view, legal, rng)

    def _contested(self, view: NeulandState, d: NeulandData) -> set[Spot]:
        """Free buildings the opponents' likely plans produce at (their best target by
        the quick estimate) that are the only free building of their kind on the map;
        worked out once per turn."""
        key = (view.turn_number, view.active)
        if self._contested_for is not None and self._contested_for[0] == key:
            return self._contested_for[1]
        found: set[Spot] = set()
        for other in range(len(view.players)):
            if other == self.seat:
                continue
            makers = producers(view, other, d)
            table = cost_table(view, other, d, makers)
            targets = find_targets(view, other, d, table)
            if not targets:
                continue
            plan = Plan(view, other, d, table, makers)
            if plan.property_plan(*targets[0][1]):
                found.update(op.spot for op in plan.ops if op.kind == "produce" and op.spot)
        free: dict[str, list[Spot]] = {}
        for spot, tile in view.spots():
            if tile.kind == "production" and tile.worker is None:
                free.setdefault(tile.id, []).append(spot)
        only = {spots[0] for spots in free.values() if len(spots) == 1} & found
        self._contested_for = (key, only)
        return only

    def _block(
        self,
        view: NeulandState,
        d: NeulandData,
        legal: list[Action],
        plan: Plan,
        contested: set[Spot],
    ) -> Action | None:
        """A cheap production on a building an opponent needs, of a good our own plan
        uses too (spec 10.7), when no planned step can be done now."""
        if not contested:
            return None
        needed = {item.good for op in plan.ops for item in op.inputs}
        cheapest = d.rule_params.produce_base_cost + 1
        best: tuple[int, Action] | None = None
        for action in legal:
            if not isinstance(action, Produce) or action.spot not in contested:
                continue
            if action.wheelbarrow or _uses_token(action) or action_cost(action) > cheapest:
                continue
            tile = view.tile(action.spot)
            if tile is None or _output(d, tile, action.recipe) not in needed:
                continue
            if best is None or action_cost(action) < best[0]:
                best = (action_cost(action), action)
        return None if best is None else best[1]

    def _plan(self, view: NeulandState, d: NeulandData) -> Plan | None:
        """The plan for the target: kept during a turn; at the start of a turn the best
        of the few most promising targets, the current one favoured by a margin."""
        makers = producers(view, self.seat, d)
        table = cost_table(view, self.seat, d, makers)
        targets = find_targets(view, self.seat, d, table)
        keep = next((t for _, t in targets if t[0] == self.target), None)
        if keep is not None and view.s > 0:
            plan = self._try(view, d, table, makers, keep)
            if plan is not None:
                return plan
        candidates = [t for _, t in targets[:PLANS_COMPARED]]
        if keep is not None and keep not in candidates:
            candidates.append(keep)
        scored: list[tuple[float, int, Plan, str]] = []
        for n, target in enumerate(candidates):
            plan = self._try(view, d, table, makers, target)
            if plan is None:
                continue
            value = target_value(view, self.seat, d, target[0]) / max(plan.steps, 1)
            if target[0] == self.target:
                value *= SWITCH_MARGIN
            scored.append((value, -n, plan, target[0]))
        if not scored:
            return None
        _, _, plan, self.target = max(scored, key=lambda x: (x[0], x[1]))
        return plan

    def _try(self, view: NeulandState, d: NeulandData, table: dict[str, list[float]],
             makers: dict[str, list[Producer]], target: Target) -> Plan | None:
        plan = Plan(view, self.seat, d, table, makers)
        prop, spot, at = target
        return plan if plan.property_plan(prop, spot, at) else None

    def _to_action(self, op: Op, view: NeulandState, d: NeulandData) -> Operation | None:
        if any(item.source is None for item in op.inputs):
            return None
        sources = [item.source for item in op.inputs]
        if op.kind == "build":
            hexes, _, _ = geometry()
            return make_build(op.building, hexes[op.at], sources[0], False)  # type: ignore[arg-type]
        if op.kind == "produce":
            tile = view.tile(op.spot)  # type: ignore[arg-type]
            if tile is None:
                return None
            goods = d.buildings[tile.id].recipes[op.recipe].inputs
            return make_produce(op.spot, op.recipe, _canonical(goods, sources), False)  # type: ignore[arg-type]
        tile = view.tile(op.spot)  # type: ignore[arg-type]
        if tile is None:
            return None
        goods = d.props[tile.id].goods
        return make_coats(op.spot, _canonical(goods, sources), False)  # type: ignore[arg-type]

    def _affordable(self, action: Operation | None, legal: list[Action]) -> Action | None:
        if action is None or action not in legal:
            return None
        barrow = action.model_copy(update={"wheelbarrow": True})
        if barrow in legal and action_cost(action) - action_cost(barrow) >= BARROW_SAVING:
            return barrow
        return action

    def _fallback(self, view: NeulandState, legal: list[Action], rng: random.Random) -> Action:
        """Nothing planned can be done now: end the turn, wait, or take the cheapest
        operation that spends no once-per-game item."""
        for kind in ("end_turn", "wait"):
            for action in legal:
                if action.kind == kind:
                    return action
        plain = [
            a for a in legal if not getattr(a, "wheelbarrow", False) and not _uses_token(a)
        ] or legal
        cheapest = min(action_cost(a) for a in plain)  # type: ignore[arg-type]
        return rng.choice([a for a in plain if action_cost(a) == cheapest])  # type: ignore[arg-type]

    # -- other decisions -----------------------------------------------------------------

    def _start_huts(self, view: NeulandState, legal: list[Action]) -> Action:
        """The forest hex with most distinct terrains around it, then nearest the centre."""

        def score(action: Any) -> tuple[int, int, int]:
            h = action.lodge_hex
            near = {c.terrain for g, c in view.hexes.items() if distance(g, h) == 1}
            return (len(near), -distance(h, (0, 0)), -distance(action.hut_hex, h))

        return max(legal, key=score)

    def _order_cubes(self, view: NeulandState, legal: list[Action]) -> Action:
        """Put on top the ore the target needs soonest; otherwise coal."""
        d = data()
        wanted = _cubes_needed(d, self.target)

        def score(action: Any) -> tuple[int, ...]:
            return tuple(
                (len(wanted) - wanted.index(c)) if c in wanted else 0 for c in action.order
            )

        return max(legal, key=score)


def target_value(view: NeulandState, seat: int, d: NeulandData, prop: str) -> float:
    coats = d.props[prop].coats
    left = view.players[seat].coats_left
    return min(coats, left) + (FINISH_BONUS if left <= coats else 0.0)


def target_costs(
    view: NeulandState, seat: int, d: NeulandData, table: dict[str, list[float]]
) -> list[tuple[float, Target]]:
    """Every property the seat may still place coats on, with its estimated steps by the
    cost table: those on the map without coats and the tops of the stacks (with the best
    hex to build on)."""
    _, index, _ = geometry()
    base = d.rule_params.coats_base_cost
    gold = table[d.wildcard]
    out: list[tuple[float, Target]] = []
    for spot, tile in view.spots():
        if tile.kind == "property" and tile.coats is None:
            at = index[(spot[0], spot[1])]
            est = base + paid([table[g][at] for g in d.props[tile.id].goods], gold[at])
            if est < INF:
                out.append((est, (tile.id, spot, at)))
    for stack in view.display_properties.values():
        if not stack:
            continue
        prop = d.props[stack[0]]
        best = None
        for h, cell in view.hexes.items():
            if cell.terrain != prop.terrain or cell.free_slot() is None:
                continue
            at = index[h]
            costs = [table[g][at] for g in (prop.build_cost, *prop.goods)]
            est = base + paid(costs, gold[at])
            if best is None or est < best[0]:
                best = (est, at)
        if best is not None and best[0] < INF:
            out.append((best[0], (prop.id, None, best[1])))
    return out


def find_targets(
    view: NeulandState, seat: int, d: NeulandData, table: dict[str, list[float]]
) -> list[tuple[float, Target]]:
    """Properties worth aiming at, best first by a quick estimate: value per step."""
    out = [(target_value(view, seat, d, target[0]) / est, target)
           for est, target in target_costs(view, seat, d, table)]
    out.sort(key=lambda x: -x[0])
    return out


def _ready(op: Op, view: NeulandState) -> bool:
    """Whether the operation's inputs and building exist now."""
    if any(item.source is None for item in op.inputs):
        return False
    if op.kind == "build":
        return True
    tile = view.tile(op.spot)  # type: ignore[arg-type]
    return tile is not None and tile.worker is None and tile.coats is None


def _output(d: NeulandData, tile: Tile, recipe: int) -> str:
    """The good a production on ``tile`` makes (a mine: its top cube)."""
    building = d.buildings[tile.id]
    if building.special == "mine":
        return tile.cubes[0] if tile.cubes else ""
    return building.recipes[recipe].output


def _uses_token(action: Action) -> bool:
    sources = getattr(action, "sources", None)
    if sources is None:
        sources = (getattr(action, "source", None),)
    return any(isinstance(s, str) for s in sources)


def _canonical(goods: tuple[str, ...], sources: list[Source]) -> tuple[Source, ...]:
    """Sources of a repeated good in canonical order, as ``legal_actions`` lists them."""
    out = list(sources)
    for good in set(goods):
        places = [i for i, g in enumerate(goods) if g == good]
        if len(places) > 1:
            ordered = sorted((out[i] for i in places), key=source_key)
            for i, src in zip(places, ordered, strict=True):
                out[i] = src
    return tuple(out)


def _cubes_needed(d: NeulandData, target: str | None) -> list[str]:
    """Cube types the target's recipe tree uses, ores first, then coal."""
    found: list[str] = []

    def visit(good: str, depth: int) -> None:
        if depth > 8:
            return
        if good in d.cube_types:
            if good not in found:
                found.append(good)
            return
        for kind, index in d.producers.get(good, ())[:1]:
            for g in d.buildings[kind].recipes[index].inputs:
                visit(g, depth + 1)

    if target is not None:
        for good in d.props[target].goods:
            visit(good, 0)
    ores = [c for c in found if c != "coal"]
    rest = [c for c in d.cube_types if c not in ores]
    return ores + sorted(rest, key=lambda c: c != "coal")
