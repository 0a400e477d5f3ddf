"""The greedy bot of spec 10: it picks a target property, plans the production chain for
it near the target hex (planner.py) and carries the plan out one operation at a time."""

from __future__ import annotations

import random

from boardgames.core.rules import Action, GameRules
from boardgames.games.neuland.actions import (
    Source,
    make_build,
    make_coats,
    make_produce,
    source_key,
)
from boardgames.games.neuland.costs import action_cost
from boardgames.games.neuland.data import NeulandData, load
from boardgames.games.neuland.hexmap import Spot, distance
from boardgames.games.neuland.planner import INF, Op, Plan, cost_table, geometry, producers
from boardgames.games.neuland.state import NeulandState

FINISH_BONUS = 100.0  # a property that places our last coat beats everything
SWITCH_MARGIN = 1.25  # keep the target unless another is clearly better
PLANS_COMPARED = 3
BARROW_SAVING = 2  # use the wheelbarrow only when it saves at least this many steps

Target = tuple[str, Spot | None, int]  # property id, its spot if built, hex index


class GreedyBot:
    needs_view = True

    def __init__(self, rules: GameRules, seat: int) -> None:
        self.seat = seat
        self.target: str | None = None

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
        data = load()
        plan = self._plan(view, data)
        if plan is not None:
            # the first operation that can be done now (a later one may wait for a
            # building to be freed, e.g. a mine whose top product must expire first)
            op = next((op for op in plan.ops if _ready(op, view)), None)
            if op is not None:
                chosen = self._affordable(self._to_action(op, view, data), legal)
                if chosen is not None:
                    return chosen
        return self._fallback(view, legal, rng)

    def _plan(self, view: NeulandState, data: NeulandData) -> Plan | None:
        """The plan for the target: kept during a turn; at the start of a turn the best
        of the few most promising targets, the current one favoured by a margin."""
        makers = producers(view, self.seat, data)
        table = cost_table(view, self.seat, data, makers)
        targets = self._targets(view, data, table)
        keep = next((t for _, t in targets if t[0] == self.target), None)
        if keep is not None and view.s > 0:
            plan = self._try(view, data, table, makers, keep)
            if plan is not None:
                return plan
        candidates = [t for _, t in targets[:PLANS_COMPARED]]
        if keep is not None and keep not in candidates:
            candidates.append(keep)
        scored: list[tuple[float, int, Plan, str]] = []
        for n, target in enumerate(candidates):
            plan = self._try(view, data, table, makers, target)
            if plan is None:
                continue
            value = self._value(view, data, target[0]) / max(plan.steps, 1)
            if target[0] == self.target:
                value *= SWITCH_MARGIN
            scored.append((value, -n, plan, target[0]))
        if not scored:
            return None
        _, _, plan, self.target = max(scored, key=lambda x: (x[0], x[1]))
        return plan

    def _try(self, view, data, table, makers, target: Target) -> Plan | None:
        plan = Plan(view, self.seat, data, table, makers)
        prop, spot, at = target
        return plan if plan.property_plan(prop, spot, at) else None

    def _value(self, view: NeulandState, data: NeulandData, prop: str) -> float:
        coats = data.props[prop].coats
        left = view.players[self.seat].coats_left
        return min(coats, left) + (FINISH_BONUS if left <= coats else 0.0)

    def _targets(self, view: NeulandState, data: NeulandData, table) -> list[tuple[float, Target]]:
        """Properties worth aiming at, best first by a quick estimate: those on the map
        without coats and the tops of the stacks (with the best hex to build on)."""
        _, index, _ = geometry()
        base = data.rule_params.coats_base_cost
        out: list[tuple[float, Target]] = []
        for spot, tile in view.spots():
            if tile.kind == "property" and tile.coats is None:
                at = index[(spot[0], spot[1])]
                est = base + sum(table[g][at] for g in data.props[tile.id].goods)
                if est < INF:
                    out.append((self._value(view, data, tile.id) / est, (tile.id, spot, at)))
        for stack in view.display_properties.values():
            if not stack:
                continue
            prop = data.props[stack[0]]
            best = None
            for h, cell in view.hexes.items():
                if cell.terrain != prop.terrain or cell.free_slot() is None:
                    continue
                at = index[h]
                est = base + table[prop.build_cost][at] + sum(table[g][at] for g in prop.goods)
                if best is None or est < best[0]:
                    best = (est, at)
            if best is not None and best[0] < INF:
                out.append((self._value(view, data, prop.id) / best[0], (prop.id, None, best[1])))
        out.sort(key=lambda x: -x[0])
        return out

    def _to_action(self, op: Op, view: NeulandState, data: NeulandData) -> Action | None:
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
            goods = data.buildings[tile.id].recipes[op.recipe].inputs
            return make_produce(op.spot, op.recipe, _canonical(goods, sources), False)  # type: ignore[arg-type]
        tile = view.tile(op.spot)  # type: ignore[arg-type]
        if tile is None:
            return None
        goods = data.props[tile.id].goods
        return make_coats(op.spot, _canonical(goods, sources), False)  # type: ignore[arg-type]

    def _affordable(self, action: Action | None, legal: list[Action]) -> Action | None:
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

        def score(action) -> tuple[int, int, int]:
            h = action.lodge_hex
            near = {c.terrain for g, c in view.hexes.items() if distance(g, h) == 1}
            return (len(near), -distance(h, (0, 0)), -distance(action.hut_hex, h))

        return max(legal, key=score)

    def _order_cubes(self, view: NeulandState, legal: list[Action]) -> Action:
        """Put on top the ore the target needs soonest; otherwise coal."""
        data = load()
        wanted = _cubes_needed(data, self.target)

        def score(action) -> tuple[int, ...]:
            return tuple(
                (len(wanted) - wanted.index(c)) if c in wanted else 0 for c in action.order
            )

        return max(legal, key=score)


def _ready(op: Op, view: NeulandState) -> bool:
    """Whether the operation's inputs and building exist now."""
    if any(item.source is None for item in op.inputs):
        return False
    if op.kind == "build":
        return True
    tile = view.tile(op.spot)  # type: ignore[arg-type]
    return tile is not None and tile.worker is None and tile.coats is None


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


def _cubes_needed(data: NeulandData, target: str | None) -> list[str]:
    """Cube types the target's recipe tree uses, ores first, then coal."""
    found: list[str] = []

    def visit(good: str, depth: int) -> None:
        if depth > 8:
            return
        if good in data.cube_types:
            if good not in found:
                found.append(good)
            return
        for kind, index in data.producers.get(good, ())[:1]:
            for g in data.buildings[kind].recipes[index].inputs:
                visit(g, depth + 1)

    if target is not None:
        for good in data.props[target].goods:
            visit(good, 0)
    ores = [c for c in found if c != "coal"]
    rest = [c for c in data.cube_types if c not in ores]
    return ores + sorted(rest, key=lambda c: c != "coal")
