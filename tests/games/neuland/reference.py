"""The original, straightforward listing of Neuland's operations and the greedy planner's
estimates, kept as the reference the fast ``legal.operations`` (action for action, in the
same order) and ``bots.producers`` / ``bots.cost_table`` (value for value) must
agree with."""

from __future__ import annotations

from collections.abc import Iterator

from boardgames.games.neuland.actions import (
    FOOD_TOKEN,
    WOOD_TOKEN,
    Source,
    make_build,
    make_coats,
    make_produce,
    source_key,
)
from boardgames.games.neuland.board import Hex, distance, reading_key
from boardgames.games.neuland.bots import (
    DIG,
    INF,
    NEW_BUILDING,
    OWN_BUSY,
    TOKEN,
    UNSURE_CUBE,
    UNSURE_ORE,
    Producer,
    geometry,
    goods_order,
    mine_depths,
)
from boardgames.games.neuland.data import NeulandData, data
from boardgames.games.neuland.legal import affordable_costs, base_cost, wheelbarrow_cost
from boardgames.games.neuland.state import NeulandState


class Payments:
    """The active player's payment sources by good, in canonical order, with cached
    surcharges per target hex."""

    def __init__(self, state: NeulandState, seat: int, d: NeulandData) -> None:
        self.data = d
        player = state.players[seat]
        self.by_good: dict[str, list[Source]] = {}
        gold: list[Source] = []
        for spot, worker in state.workers_of(seat):
            if worker.good == d.wildcard:
                gold.append(spot)
            else:
                self.by_good.setdefault(worker.good, []).append(spot)
        self.gold = gold
        self.tokens = {"food": player.food_token, "wood": player.wood_token}
        self._cache: dict[str, list[Source]] = {}
        self._surcharge: dict[tuple[Source, Hex], int] = {}
        self._combos: dict[tuple[str, ...], list[tuple[Source, ...]]] = {}

    def for_good(self, good: str) -> list[Source]:
        found = self._cache.get(good)
        if found is not None:
            return found
        out: list[Source] = []
        if good == "food" and self.tokens["food"]:
            out.append(FOOD_TOKEN)
        if good == "wood" and self.tokens["wood"]:
            out.append(WOOD_TOKEN)
        if good == self.data.wildcard:
            workers = list(self.gold)
        else:
            workers = sorted(self.by_good.get(good, []) + self.gold, key=reading_key)
        out.extend(workers)
        self._cache[good] = out
        return out

    def surcharge(self, source: Source, target: Hex) -> int:
        key = (source, target)
        found = self._surcharge.get(key)
        if found is None:
            params = self.data.rule_params
            if isinstance(source, str):
                found = params.token_surcharge
            else:
                far = distance((source[0], source[1]), target) - params.low_cost_radius
                found = params.surcharge_per_hex_beyond_area * far if far > 0 else 0
            self._surcharge[key] = found
        return found

    def combos(self, goods: tuple[str, ...]) -> list[tuple[Source, ...]]:
        """Every assignment of distinct sources to ``goods``; sources of a repeated good
        in canonical order, so no permutation of identical goods is listed twice."""
        found = self._combos.get(goods)
        if found is None:
            lists = [self.for_good(g) for g in goods]
            found = [] if not all(lists) else list(_assign(goods, lists))
            self._combos[goods] = found
        return found


def _assign(goods: tuple[str, ...], lists: list[list[Source]]) -> Iterator[tuple[Source, ...]]:
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


def operations(state: NeulandState) -> tuple[list, bool]:
    """Every legal produce, build and place_coats of the active player, and whether one
    of them costs a step without using the wheelbarrow or a token (for ``wait``).

    Operations paid with a once-per-game food or wood token come after all the others
    (in the same order among themselves), so that whatever reads the list in order (the
    list of all moves, a filter taking the first match) offers a worker's payment before
    an equal one that spends a token."""
    d = data()
    seat = state.active
    player = state.players[seat]
    pay = Payments(state, seat, d)
    ok = affordable_costs(state)
    limit = len(ok) - 1
    out: list = []
    spends_token: list = []  # operations paid with a token: listed after all others
    plain_paid = False
    can_barrow = player.wheelbarrow

    def flags(kind: str, cost: int, sources: tuple[Source, ...]) -> list[bool]:
        """The wheelbarrow variants (False = without) of an operation that are legal."""
        nonlocal plain_paid
        found = []
        if cost <= limit and ok[cost]:
            found.append(False)
            if cost >= 1 and not _any_token(sources):
                plain_paid = True
        if can_barrow:
            barrow = wheelbarrow_cost(kind, d)
            if barrow < cost and ok[barrow]:
                found.append(True)
        return found

    produce_base = base_cost("produce", d)
    coats_base = base_cost("place_coats", d)
    for spot, tile in state.spots():
        target = (spot[0], spot[1])
        if tile.kind == "production":
            if tile.worker is not None:
                continue
            building = d.buildings[tile.id]
            if building.special == "mine" and not tile.cubes:
                continue
            if building.special == "smelter" and state.metal_tokens_free < 1:
                continue
            for index, recipe in enumerate(building.recipes):
                for sources in pay.combos(recipe.inputs):
                    if player.supply + sum(not isinstance(s, str) for s in sources) < 1:
                        continue
                    extra = max((pay.surcharge(s, target) for s in sources), default=0)
                    into = spends_token if _any_token(sources) else out
                    for barrow in flags("produce", produce_base + extra, sources):
                        into.append(make_produce(spot, index, sources, barrow))
        elif tile.coats is None and player.first_turn_done:
            for sources in pay.combos(d.props[tile.id].goods):
                extra = max((pay.surcharge(s, target) for s in sources), default=0)
                into = spends_token if _any_token(sources) else out
                for barrow in flags("place_coats", coats_base + extra, sources):
                    into.append(make_coats(spot, sources, barrow))
    build_base = base_cost("build", d)
    for h, tiles in buildable(state, d):
        priced: dict[str, list[tuple[Source, list[bool]]]] = {}
        for tile_id in tiles:
            good = build_good(tile_id, d)
            options = priced.get(good)
            if options is None:
                options = priced[good] = [
                    (src, flags("build", build_base + pay.surcharge(src, h), (src,)))
                    for src in pay.for_good(good)
                ]
            for src, barrows in options:
                into = spends_token if isinstance(src, str) else out
                for barrow in barrows:
                    into.append(make_build(tile_id, h, src, barrow))
    out.extend(spends_token)
    return out, plain_paid


def _any_token(sources: tuple[Source, ...]) -> bool:
    return any(isinstance(s, str) for s in sources)


def build_good(building: str, d: NeulandData) -> str:
    if building in d.props:
        return d.props[building].build_cost
    return d.buildings[building].build_cost


def buildable(state: NeulandState, d: NeulandData) -> list[tuple[Hex, list[str]]]:
    """Each hex with room, with the display tiles that may be built on it (R28-R30)."""
    by_terrain: dict[str, list[str]] = {}
    for (kind, terrain), count in state.display_production.items():
        if count > 0:
            by_terrain.setdefault(terrain, []).append(kind)
    for stack in state.display_properties.values():
        if stack:
            by_terrain.setdefault(d.props[stack[0]].terrain, []).append(stack[0])
    out = []
    for h, cell in state.hexes.items():
        tiles = by_terrain.get(cell.terrain)
        if tiles and cell.free_slot() is not None:
            out.append((h, tiles))
    return out


# -- the planner's estimates -------------------------------------------------------------


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
    for (kind, terrain), count in state.display_production.items():
        if count < 1:
            continue
        building = d.buildings[kind]
        for h, cell in state.hexes.items():
            if cell.terrain != terrain or cell.free_slot() is None:
                continue
            for i, recipe in enumerate(building.recipes):
                outputs = d.cube_types if building.special == "mine" else (recipe.output,)
                for good in outputs:
                    if good not in out:
                        continue
                    penalty = NEW_BUILDING
                    if building.special == "mine":
                        penalty += UNSURE_CUBE.get(good, UNSURE_ORE)
                    out[good].append(
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
    gold = table[d.wildcard]
    for _ in range(3):
        changed = False
        for good in goods_order():
            row = table[good]
            for p in makers[good]:
                costs = [table[g][p.at] for g in p.inputs]
                if p.build_good is not None:
                    costs.append(table[p.build_good][p.at])
                if costs and good != d.wildcard and gold[p.at] < max(costs):
                    # one unit of gold pays for the dearest input instead (R23)
                    costs = [*sorted(costs)[:-1], gold[p.at]]
                make = base + p.penalty + sum(costs)
                if make == INF:
                    continue
                from_row = sur[p.at]
                for h in range(n):
                    v = make + from_row[h]
                    if v < row[h]:
                        row[h] = v
                        changed = True
        if not changed:
            break
    return table
