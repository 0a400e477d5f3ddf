"""The menus of the Neuland screen, built from the legal actions of one decision.

Pure logic (no widgets): a spot's menu groups its actions by building kind or recipe, then
lists the payment choices; every entry knows which spots it would take goods from and
what it costs, so the screen can highlight and preview before anything is committed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from boardgames.core.rules import Action
from boardgames.games.neuland.actions import (
    FOOD_TOKEN,
    Build,
    OrderCubes,
    PlaceCoats,
    PlaceStartHuts,
    Produce,
    Source,
)
from boardgames.games.neuland.costs import (
    Operation,
    action_cost,
    end_turn_preview,
    input_goods,
    preview,
    sources_of,
)
from boardgames.games.neuland.data import load
from boardgames.games.neuland.describe import cubes_text, describe_operation, steps_text
from boardgames.games.neuland.hexmap import Hex, Spot, fmt_hex, reading_key
from boardgames.games.neuland.state import NeulandState

MAX_KEYED = 9  # entries 1-9 have a digit key; further ones are reached with the arrows


@dataclass
class Entry:
    """One line of a menu. A final entry carries one action; a group entry opens the next
    level with its actions (the payment choices of one building kind or recipe)."""

    label: str
    actions: list[Action]
    final: bool
    title: str = ""  # the title of the level a group entry opens
    name: str = ""  # what a group entry stands for, in words ("Build Quarry")


@dataclass
class Level:
    title: str
    entries: list[Entry]
    target: Spot | None = None  # the spot the operation happens at (marked ▸)
    root: bool = False  # a level escape cannot close (the cube order decision)
    index: int = 0

    @property
    def current(self) -> Entry | None:
        return self.entries[self.index] if self.entries else None


@dataclass
class Index:
    """The legal actions of one decision, sorted by where they happen on the map."""

    by_spot: dict[Spot, list[Action]] = field(default_factory=dict)  # produce, coats
    builds: dict[Hex, list[Build]] = field(default_factory=dict)
    huts: dict[Hex, list[PlaceStartHuts]] = field(default_factory=dict)  # by lodge hex
    orders: list[OrderCubes] = field(default_factory=list)
    wait: Action | None = None
    end_turn: Action | None = None
    targets: list[Spot] = field(default_factory=list)  # spots with actions, reading order


def index_actions(view: NeulandState, legal: Sequence[Action]) -> Index:
    out = Index()
    for action in legal:
        if isinstance(action, Produce | PlaceCoats):
            out.by_spot.setdefault(action.spot, []).append(action)
        elif isinstance(action, Build):
            out.builds.setdefault(action.hex, []).append(action)
        elif isinstance(action, PlaceStartHuts):
            out.huts.setdefault(action.lodge_hex, []).append(action)
        elif isinstance(action, OrderCubes):
            out.orders.append(action)
        elif action.kind == "wait":
            out.wait = action
        elif action.kind == "end_turn":
            out.end_turn = action
    spots = set(out.by_spot)
    for h in [*out.builds, *out.huts]:
        spots.add(free_spot(view, h))
    out.targets = sorted(spots, key=reading_key)
    return out


def free_spot(view: NeulandState, h: Hex) -> Spot:
    """The spot a new tile on ``h`` would take (the lowest free slot; slot 0 if full)."""
    slot = view.hexes[h].free_slot()
    return (h[0], h[1], slot if slot is not None else 0)


# -- texts -------------------------------------------------------------------------------


def abbr(item: str) -> str:
    """The data's short label of a good, building or property id."""
    data = load()
    if item in data.good:
        return data.good[item].abbr
    if item in data.buildings:
        return data.buildings[item].abbr
    return data.props[item].abbr


def source_text(view: NeulandState, source: Source) -> str:
    """A payment source in a few characters: "(1,0)^" (fresh) / "(1,0)_" (old) or a token."""
    if isinstance(source, str):
        return "food token" if source == FOOD_TOKEN else "wood token"
    tile = view.tile(source)
    lying = tile is not None and tile.worker is not None and tile.worker.lying
    return f"{fmt_hex(source[:2])}{'_' if lying else '^'}"


def uses_old(view: NeulandState, action: Operation) -> bool:
    """Whether the action pays with a lying (old) product."""
    for source in sources_of(action):
        if not isinstance(source, str):
            tile = view.tile(source)
            if tile is not None and tile.worker is not None and tile.worker.lying:
                return True
    return False


def steps_range(actions: Sequence[Action]) -> str:
    costs = sorted({action_cost(a) for a in actions})  # type: ignore[arg-type]
    if len(costs) == 1:
        return steps_text(costs[0])
    return f"{costs[0]}–{costs[-1]} steps"


def goods_text(goods: Sequence[str]) -> str:
    return " + ".join(load().name(g) for g in goods) if goods else "nothing"


def payment_label(view: NeulandState, action: Operation) -> str:
    p = preview(view, action)
    paid = [f"{abbr(good)}←{source_text(view, src)}"
            for good, src in zip(input_goods(view, action), sources_of(action), strict=False)]
    barrow = " by wheelbarrow" if action.wheelbarrow else ""
    head = f"{steps_text(p.steps)} → {p.space_after}"
    return f"{head:<11} {' '.join(paid) or 'no input'}{barrow}"


def preview_text(view: NeulandState, action: Operation) -> str:
    """The exact consequences of an operation, for the prompt bar (spec 9)."""
    p = preview(view, action)
    text = f"{describe_operation(view, action)} — cost {steps_text(p.steps)}"
    if p.wheelbarrow:
        text += f" (wheelbarrow; normally {steps_text(p.normal_steps)})"
    text += f" → space {p.space_after}"
    if p.end_space is None:
        text += "; no step taken yet: the turn cannot end there"
    elif p.end_space == p.space_after:
        text += "; the turn may end there"
    else:
        text += (f"; ending there moves you on to {p.end_space} "
                 f"({steps_text(p.forfeit_if_ended)} forfeited)")
    return text


def end_text(view: NeulandState, wait: bool = False) -> str:
    """Where ending the turn now (or waiting) puts the marker."""
    end = end_turn_preview(view, wait=wait)
    if end is None:
        return "the turn cannot end before a step is taken"
    space, lost = end
    return f"marker to space {space}" + (f", {steps_text(lost)} forfeited" if lost else "")


# -- the levels --------------------------------------------------------------------------


def payment_level(view: NeulandState, title: str, actions: Sequence[Action],
                  target: Spot | None) -> Level:
    """The payment choices: lying (old) products first, then the cheapest; choices that
    spend the once-per-game wheelbarrow or a token come after all the others."""
    ops: list[Operation] = list(actions)  # type: ignore[arg-type]
    ops.sort(key=lambda a: (spends_item(a), not uses_old(view, a), action_cost(a),
                            _sources_order(a)))
    entries = [Entry(payment_label(view, a), [a], final=True) for a in ops]
    return Level(title, entries, target=target)


def spends_item(action: Operation) -> bool:
    """Whether the operation spends a once-per-game item: the wheelbarrow or a token."""
    return action.wheelbarrow or any(isinstance(s, str) for s in sources_of(action))


def _sources_order(action: Operation) -> list[tuple[int, ...]]:
    return [(9, 9, 9) if isinstance(s, str) else reading_key(s) for s in sources_of(action)]


def spot_level(view: NeulandState, index: Index, spot: Spot) -> Level | str:
    """The menu of a spot, or a sentence saying why nothing can be done there."""
    data = load()
    tile = view.tile(spot)
    h = (spot[0], spot[1])
    if tile is None:
        builds = index.builds.get(h)
        if not builds:
            return f"Nothing can be built on {fmt_hex(h)} now."
        groups: dict[str, list[Action]] = {}
        for b in builds:
            groups.setdefault(b.building, []).append(b)
        entries = []
        for building, actions in groups.items():
            good = input_goods(view, actions[0])[0]  # type: ignore[arg-type]
            label = (f"{abbr(building)} {data.name(building):<16} with {good:<5} "
                     f"{steps_range(actions)}")
            entries.append(Entry(label, actions, final=False,
                                 title=f"Build {data.name(building)} at {fmt_hex(h)} — pay:",
                                 name=f"Build {data.name(building)}"))
        level = Level(f"Build on {fmt_hex(h)} — which building?", entries,
                      target=free_spot(view, h))
        return _skip_single(view, level)
    actions = index.by_spot.get(spot, [])
    where = fmt_hex(h)
    if tile.kind == "property":
        if not actions:
            return spot_info(view, spot)
        count = min(data.props[tile.id].coats, view.players[view.active].coats_left)
        title = (f"Place {coats_text(count)} on {data.name(tile.id)} {where} — pay "
                 f"{goods_text(data.props[tile.id].goods)}:")
        return payment_level(view, title, actions, spot)
    if not actions:
        return spot_info(view, spot)
    building = data.buildings[tile.id]
    by_recipe: dict[int, list[Action]] = {}
    for a in actions:
        by_recipe.setdefault(a.recipe, []).append(a)  # type: ignore[attr-defined]
    entries = []
    for recipe, group in sorted(by_recipe.items()):
        good = _output(view, spot, recipe)
        inputs = building.recipes[recipe].inputs
        label = f"Produce {good:<8} from {goods_text(inputs):<18} {steps_range(group)}"
        title = f"Produce {good} at {building.name_en} {where} — pay:"
        if not inputs:
            title = f"Produce {good} at {building.name_en} {where}:"
        entries.append(Entry(label, group, final=False, title=title, name=f"Produce {good}"))
    level = Level(f"{building.name_en} {where} — which recipe?", entries, target=spot)
    return _skip_single(view, level)


def _output(view: NeulandState, spot: Spot, recipe: int) -> str:
    data = load()
    tile = view.tile(spot)
    assert tile is not None
    building = data.buildings[tile.id]
    if building.special == "mine":
        return data.name(tile.cubes[0]) if tile.cubes else "ore"
    return data.name(building.recipes[recipe].output)


def open_entry(view: NeulandState, level: Level, entry: Entry) -> Level:
    """The level a group entry leads to."""
    return payment_level(view, entry.title, entry.actions, level.target)


def _skip_single(view: NeulandState, level: Level) -> Level:
    """A level with a single group entry is skipped (spec 9)."""
    if len(level.entries) == 1 and not level.entries[0].final:
        return open_entry(view, level, level.entries[0])
    return level


def build_level(view: NeulandState, index: Index, building: str, h: Hex) -> Level | str:
    """The payment choices for a tile chosen on the display and a hex chosen on the map."""
    actions = [b for b in index.builds.get(h, []) if b.building == building]
    if not actions:
        data = load()
        return f"{data.name(building)} cannot be built on {fmt_hex(h)} now."
    title = f"Build {load().name(building)} at {fmt_hex(h)} — pay:"
    return payment_level(view, title, actions, free_spot(view, h))


def hut_level(view: NeulandState, index: Index, lodge: Hex) -> Level:
    """Start huts on two different hexes (only when no forest hex has room for both)."""
    entries = [Entry(f"Lumberjack's Hut on {fmt_hex(a.hut_hex)}", [a], final=True)
               for a in index.huts.get(lodge, [])]
    return Level(f"Hunting Lodge on {fmt_hex(lodge)} — and the Lumberjack's Hut?", entries,
                 target=free_spot(view, lodge))


def cubes_level(view: NeulandState, index: Index) -> Level:
    order = view.pending_orders[0]
    entries = [Entry(f"{cubes_text(a.order)}  (top first)", [a], final=True)
               for a in index.orders]
    title = (f"Order the cubes for the mine at {fmt_hex(order.spot[:2])} "
             f"(drawn: {cubes_text(order.cubes)}) — top first:")
    return Level(title, entries, target=order.spot, root=True)


# -- what an entry touches on the map ----------------------------------------------------


def entry_sources(entry: Entry) -> set[Spot]:
    """The spots whose products the entry's actions could take (all of them for a group,
    exactly the payers for a final entry)."""
    out: set[Spot] = set()
    for action in entry.actions:
        if isinstance(action, Produce | Build | PlaceCoats):
            out.update(s for s in sources_of(action) if not isinstance(s, str))
    return out


def level_sources(level: Level) -> set[Spot]:
    out: set[Spot] = set()
    for entry in level.entries:
        out |= entry_sources(entry)
    return out


def cheapest(view: NeulandState, entry: Entry) -> Operation | None:
    """The entry's operation with the fewest steps. On a tie, one that keeps the
    once-per-game wheelbarrow and tokens comes first (then an old product, then reading
    order, as in the payment menu): an item is never "cheapest" while a product pays for
    the same steps."""
    ops: list[Operation] = [a for a in entry.actions
                            if isinstance(a, Produce | Build | PlaceCoats)]
    if not ops:
        return None
    return min(ops, key=lambda a: (action_cost(a), spends_item(a), not uses_old(view, a),
                                   _sources_order(a)))


def spot_info(view: NeulandState, spot: Spot) -> str:
    """What stands on a spot, in words (the prompt bar's line about the cursor)."""
    data = load()
    tile = view.tile(spot)
    h = (spot[0], spot[1])
    terrain = next(t.name_en for t in data.terrains if t.id == view.hexes[h].terrain)
    where = f"{fmt_hex(h)} spot {spot[2] + 1}"
    if tile is None:
        room = view.hexes[h].free_slot() is not None
        return f"{where}: {terrain}, empty" + ("" if room else " (the hex is full)")
    name = data.name(tile.id)
    if tile.kind == "property":
        prop = data.props[tile.id]
        text = (f"{where}: {name} ({coats_text(prop.coats)}; needs {goods_text(prop.goods)})")
        if tile.coats is not None:
            seat, count = tile.coats
            text += f" — {view.players[seat].name}'s {coats_text(count)}"
        return text
    building = data.buildings[tile.id]
    text = f"{where}: {name}"
    if tile.cubes:
        text += f", cubes {cubes_text(tile.cubes)} (top first)"
    w = tile.worker
    if w is not None:
        state = "old, leaves at the end of this turn" if w.lying else "fresh"
        if w.lying and w.owner != view.active:
            state = "old, leaves at the end of its owner's next turn"
        text += f" — {view.players[w.owner].name}'s {data.name(w.good)} ({state})"
    else:
        recipes = ", ".join(
            f"{goods_text(r.inputs)} → "
            + ("its top cube's ore" if building.special == "mine" else data.name(r.output))
            for r in building.recipes)
        text += f" — free ({recipes})"
    return text


def coats_text(n: int) -> str:
    """'1 coat' / '3 coats' (of arms)."""
    return "1 coat" if n == 1 else f"{n} coats"
