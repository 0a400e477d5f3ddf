"""What can be chosen on the Neuland screen and what each key would do, computed from the
view and the legal actions of one decision. Pure logic: no widgets, no Textual.

A spot's menu groups its actions by building kind or recipe, then lists the payment
choices; every entry knows which spots it would take goods from and what it costs, so the
screen can highlight and preview before anything is committed. The marks on the map, the
targets of Tab, the prompt line, the key bar's keys and the confirmation before products
are lost are computed here too; the screen only wires keys, clicks and widgets to them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from boardgames.core.events import OR, join_words
from boardgames.core.i18n import N_, _, ngettext
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
from boardgames.games.neuland.board import Hex, Spot, cells, fmt_hex, reading_key
from boardgames.games.neuland.data import data
from boardgames.games.neuland.legal import (
    Operation,
    action_cost,
    coats_to_place,
    input_goods,
    output_of,
    sources_of,
)
from boardgames.games.neuland.state import NeulandState
from boardgames.games.neuland.summary import end_turn_preview, preview, products_lost
from boardgames.games.neuland.text import cubes_text, describe_operation, name, steps_text

# The keys and clicks of the screen, shown by F1.
KEYS_HELP = N_("""\
| key | mouse | what it does |
|---|---|---|
| arrows or h j k l | | move the hex cursor (up/down: the nearest hex of the next row) |
| s, 1 2 3 | click a spot | choose the spot (building place) inside the hex |
| Tab / shift+Tab | | jump to the next / previous spot where you can act (◇) |
| Enter | click a spot | open the spot's menu: build, produce or place coats |
| ↑ ↓ + Enter, 1–9 | click an entry (hover previews) | choose in the menu (cost: see below) |
| escape | Back button | step back one menu level |
| d | click a supply row | browse the supply; Enter or a click marks a tile's hexes (◇) |
| e | End turn button | end the turn (asks first if products would be lost) |
| w | Wait button | wait one step (only when nothing else costs a step) |
| Enter on a forest hex | click it | place your two start huts |
| 1–6 / ↑ ↓ Enter | click | order the cubes drawn for a mine (top first) |
|  | click a track space | who stands there |
| F6 | Panel key or Panels in the footer | small terminals: the side panel, or the map |

While an entry of a menu is highlighted, the prompt bar shows its exact cost in steps and
where the marker would stand, the track marks that space (→) and where ending the turn
would put you (end), and the map marks the spots that pay (◉) and could pay (○).

On a terminal smaller than 120 × 40 the map scrolls, and the side panel (supply, menu,
log, players) takes the map's place while a menu is open, while the supply has the focus
and after F6 (F6 again: the map).

✦ (purple) marks what the others changed since your last move: spots where a building,
a worker or coats came or went, and track spaces a marker moved to. The marks clear once
you act.

Map: each hex shows its terrain letter (F, G, M) and coordinates on its top edge and one
line per spot: the building's abbreviation, a worker's owner glyph with `^` (fresh,
standing) or `_` (old, lying: lost at the end of its owner's turn), a mine's cubes
(c coal, i iron ore, s silver ore, top first), `Fe`/`Ag` on a smelter, and a property's
number with the glyph and count of the coats on it. The track: ◈ is the time marker
("now"), ✗ a space where you cannot stop, the shaded spaces are still ahead of you.
""")

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
    d = data()
    if item in d.good:
        return d.good[item].abbr
    if item in d.buildings:
        return d.buildings[item].abbr
    return d.props[item].abbr


def source_text(view: NeulandState, source: Source) -> str:
    """A payment source in a few characters: "(1,0)^" (fresh) / "(1,0)_" (old) or a token."""
    if isinstance(source, str):
        return _("food token") if source == FOOD_TOKEN else _("wood token")
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
    return ngettext("{low}–{high} step", "{low}–{high} steps", costs[-1]).format(
        low=costs[0], high=costs[-1])


def goods_text(goods: Sequence[str]) -> str:
    return " + ".join(name(g) for g in goods) if goods else _("nothing")


def payment_label(view: NeulandState, action: Operation) -> str:
    p = preview(view, action)
    paid = [f"{abbr(good)}←{source_text(view, src)}"
            for good, src in zip(input_goods(view, action), sources_of(action), strict=False)]
    barrow = " " + _("by wheelbarrow") if action.wheelbarrow else ""
    head = f"{steps_text(p.steps)} → {p.space_after}"
    inputs = " ".join(paid) or _("no input")
    return f"{head:<11} {inputs}{barrow}"


def preview_text(view: NeulandState, action: Operation) -> str:
    """The exact consequences of an operation, for the prompt bar (spec 9)."""
    p = preview(view, action)
    text = _("{operation} — cost {steps}").format(operation=describe_operation(view, action),
                                                 steps=steps_text(p.steps))
    if p.wheelbarrow:
        text += " " + _("(wheelbarrow; normally {steps})").format(
            steps=steps_text(p.normal_steps))
    text += " " + _("→ space {space}").format(space=p.space_after)
    if p.end_space is None:
        text += "; " + _("no step taken yet: the turn cannot end there")
    elif p.end_space == p.space_after:
        text += "; " + _("the turn may end there")
    else:
        text += "; " + _("ending there moves you on to {space} ({steps} forfeited)").format(
            space=p.end_space, steps=steps_text(p.forfeit_if_ended))
    return text


def end_text(view: NeulandState, wait: bool = False) -> str:
    """Where ending the turn now (or waiting) puts the marker."""
    end = end_turn_preview(view, wait=wait)
    if end is None:
        return _("the turn cannot end before a step is taken")
    space, lost = end
    if lost:
        return _("marker to space {space}, {steps} forfeited").format(
            space=space, steps=steps_text(lost))
    return _("marker to space {space}").format(space=space)


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
    d = data()
    tile = view.tile(spot)
    h = (spot[0], spot[1])
    if tile is None:
        builds = index.builds.get(h)
        if not builds:
            return _("Nothing can be built on {hex} now.").format(hex=fmt_hex(h))
        groups: dict[str, list[Action]] = {}
        for b in builds:
            groups.setdefault(b.building, []).append(b)
        width = max(len(name(tile_id)) for tile_id in groups)
        entries = []
        for tile_id, actions in groups.items():
            good = input_goods(view, actions[0])[0]  # type: ignore[arg-type]
            paid = _("with {good}").format(good=name(good))
            label = f"{abbr(tile_id)} {name(tile_id):<{width}} {paid:<10} {steps_range(actions)}"
            entries.append(Entry(label, actions, final=False,
                                 title=build_title(tile_id, h),
                                 name=_("Build {building}").format(building=name(tile_id))))
        level = Level(_("Build on {hex} — which building?").format(hex=fmt_hex(h)), entries,
                      target=free_spot(view, h))
        return _skip_single(view, level)
    actions = index.by_spot.get(spot, [])
    where = fmt_hex(h)
    if tile.kind == "property":
        if not actions:
            return spot_info(view, spot)
        count = coats_to_place(view, tile.id)
        title = ngettext("Place {count} coat on {property} {hex} — pay {goods}:",
                         "Place {count} coats on {property} {hex} — pay {goods}:", count).format(
            count=count, property=name(tile.id), hex=where,
            goods=goods_text(d.props[tile.id].goods))
        return payment_level(view, title, actions, spot)
    if not actions:
        return spot_info(view, spot)
    building = d.buildings[tile.id]
    by_recipe: dict[int, list[Action]] = {}
    for a in actions:
        by_recipe.setdefault(a.recipe, []).append(a)  # type: ignore[attr-defined]
    entries = []
    here = name(building.id)
    for recipe, group in sorted(by_recipe.items()):
        good = _output(view, spot, recipe)
        inputs = building.recipes[recipe].inputs
        label = _("Produce {good} from {inputs}").format(
            good=f"{good:<8}", inputs=f"{goods_text(inputs):<18}") + f" {steps_range(group)}"
        title = _("Produce {good} at {building} {hex} — pay:")
        if not inputs:
            title = _("Produce {good} at {building} {hex}:")
        entries.append(Entry(label, group, final=False,
                             title=title.format(good=good, building=here, hex=where),
                             name=_("Produce {good}").format(good=good)))
    level = Level(_("{building} {hex} — which recipe?").format(building=here, hex=where),
                  entries, target=spot)
    return _skip_single(view, level)


def _output(view: NeulandState, spot: Spot, recipe: int) -> str:
    good = output_of(view, spot, recipe)
    return _("ore") if good is None else name(good)


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
        return _("{building} cannot be built on {hex} now.").format(building=name(building),
                                                                    hex=fmt_hex(h))
    return payment_level(view, build_title(building, h), actions, free_spot(view, h))


def build_title(building: str, h: Hex) -> str:
    return _("Build {building} at {hex} — pay:").format(building=name(building), hex=fmt_hex(h))


def hut_level(view: NeulandState, index: Index, lodge: Hex) -> Level:
    """Start huts on two different hexes (only when no forest hex has room for both)."""
    lodge_name, hut_name = (name(b) for b in data().start_buildings)
    entries = [Entry(_("{hut} on {hex}").format(hut=hut_name, hex=fmt_hex(a.hut_hex)), [a],
                     final=True)
               for a in index.huts.get(lodge, [])]
    title = _("{lodge} on {hex} — and the {hut}?").format(lodge=lodge_name, hex=fmt_hex(lodge),
                                                          hut=hut_name)
    return Level(title, entries, target=free_spot(view, lodge))


def cubes_level(view: NeulandState, index: Index) -> Level:
    order = view.pending_orders[0]
    entries = [Entry(f"{cubes_text(a.order)}  " + _("(top first)"), [a], final=True)
               for a in index.orders]
    title = _("Order the cubes for the mine at {hex} (drawn: {cubes}) — top first:").format(
        hex=fmt_hex(order.spot[:2]), cubes=cubes_text(order.cubes))
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
    d = data()
    tile = view.tile(spot)
    h = (spot[0], spot[1])
    terrain = name(view.hexes[h].terrain)
    where = _("{hex} spot {number}").format(hex=fmt_hex(h), number=spot[2] + 1)
    if tile is None:
        if view.hexes[h].free_slot() is None:
            return _("{spot}: {terrain}, empty (the hex is full)").format(spot=where,
                                                                         terrain=terrain)
        return _("{spot}: {terrain}, empty").format(spot=where, terrain=terrain)
    if tile.kind == "property":
        prop = d.props[tile.id]
        text = _("{spot}: {property} ({coats}; needs {goods})").format(
            spot=where, property=name(tile.id), coats=coats_text(prop.coats),
            goods=goods_text(prop.goods))
        if tile.coats is not None:
            seat, count = tile.coats
            text += " — " + _("{player}'s {coats}").format(player=view.players[seat].name,
                                                           coats=coats_text(count))
        return text
    building = d.buildings[tile.id]
    text = f"{where}: {name(tile.id)}"
    if tile.cubes:
        text += ", " + _("cubes {cubes} (top first)").format(cubes=cubes_text(tile.cubes))
    w = tile.worker
    if w is not None:
        state = _("old, leaves at the end of this turn") if w.lying else _("fresh")
        if w.lying and w.owner != view.active:
            state = _("old, leaves at the end of its owner's next turn")
        text += " — " + _("{player}'s {good} ({state})").format(
            player=view.players[w.owner].name, good=name(w.good), state=state)
    else:
        recipes = ", ".join(
            f"{goods_text(r.inputs)} → "
            + (_("its top cube's ore") if building.special == "mine" else name(r.output))
            for r in building.recipes)
        text += " — " + _("free ({recipes})").format(recipes=recipes)
    return text


def coats_text(n: int) -> str:
    """'1 coat' / '3 coats' (of arms)."""
    return ngettext("{count} coat", "{count} coats", n).format(count=n)


# -- the supply --------------------------------------------------------------------------

# A row of the supply: ("production", building id), ("property", field) or None (header).
SupplyRow = tuple[str, str] | None


def supply_rows() -> list[SupplyRow]:
    """The supply's rows: a header, the production kinds, a header, the property fields."""
    d = data()
    rows: list[SupplyRow] = [None]
    rows += [("production", b.id) for b in d.production_buildings]
    rows += [None]
    rows += [("property", f) for f in d.fields_in_order]
    return rows


def supply_tile(view: NeulandState | None, row: SupplyRow) -> str | None:
    """The building or property id a supply row offers now (a field's top tile)."""
    if row is None or view is None:
        return None
    kind, key = row
    if kind == "production":
        return key
    stack = view.display_properties.get(key, [])
    return stack[0] if stack else None


def buildable(index: Index) -> set[str]:
    """The tiles that can be built somewhere now."""
    return {b.building for builds in index.builds.values() for b in builds}


def placing_hexes(index: Index, tile: str) -> list[Hex]:
    """The hexes where ``tile`` (chosen on the supply) can be built now."""
    return [h for h, builds in index.builds.items() if any(b.building == tile for b in builds)]


def cannot_build(tile: str) -> str:
    d = data()
    if tile in d.props:
        terrains, good = [d.props[tile].terrain], d.props[tile].build_cost
    else:
        building = d.buildings[tile]
        terrains, good = list(building.terrain), building.build_cost
    where = join_words([name(t.id) for t in d.terrains if t.id in terrains], OR)
    return _("it needs {good} (a product, gold or a token) and a {terrain} hex with a free "
             "spot within your remaining steps").format(good=name(good), terrain=where)


def supply_info(tile: str | None, index: Index) -> str:
    """What choosing a supply row would do, or why it can do nothing now."""
    if tile is None:
        return _("that stack is empty")
    if tile in buildable(index):
        return _("{building}: Enter marks the hexes where it can be built now").format(
            building=name(tile))
    return _("{building} cannot be built now — {reason}").format(building=name(tile),
                                                                 reason=cannot_build(tile))


# -- the cursor and its targets ----------------------------------------------------------


def targets(view: NeulandState, index: Index, kind: str, placing: str | None) -> list[Spot]:
    """The spots where the player can act now (◇, Tab's stops), in reading order."""
    if placing is not None:
        spots = [free_spot(view, h) for h in placing_hexes(index, placing)]
    elif kind == "start_huts":
        spots = [free_spot(view, h) for h in index.huts]
    else:
        spots = list(index.targets)
    return sorted(spots, key=reading_key)


def jump(cursor: Spot, stops: Sequence[Spot], step: int) -> Spot | None:
    """The next (step 1) or previous (-1) stop after the cursor in reading order, round
    the end; None without stops."""
    if not stops:
        return None
    here = reading_key(cursor)
    after = [t for t in stops if (reading_key(t) > here if step > 0 else reading_key(t) < here)]
    if after:
        return after[0] if step > 0 else after[-1]
    return stops[0] if step > 0 else stops[-1]


def step_hex(h: Hex, direction: str) -> Hex:
    """The hex next to ``h`` for an arrow key: along the row for left/right; for up/down
    the hex of the next row whose centre is nearest, the left one on a tie."""
    q, r = h
    inside = set(cells())
    if direction in ("left", "right"):
        nxt = (q + (1 if direction == "right" else -1), r)
        return nxt if nxt in inside else h
    r2 = r + (1 if direction == "down" else -1)
    row = [c for c in cells() if c[1] == r2]
    if not row:
        return h
    centre = q + r / 2
    return min(row, key=lambda c: (abs(c[0] + r2 / 2 - centre), c[0]))


@dataclass
class SpotChoice:
    """What Enter or a click on a spot does: submit ``act``, open ``level``, or show
    ``note`` (``error``: with the bell)."""

    act: Action | None = None
    level: Level | None = None
    note: str | None = None
    error: bool = False


def choose_spot(view: NeulandState, index: Index, kind: str, spot: Spot,
                placing: str | None) -> SpotChoice:
    h = (spot[0], spot[1])
    if kind == "start_huts":
        huts = index.huts.get(h)
        if not huts:
            return SpotChoice(note=_("The start huts go on a forest hex marked ◇."), error=True)
        if len(huts) == 1:
            return SpotChoice(act=huts[0])
        return SpotChoice(level=hut_level(view, index, h))
    if kind == "turn":
        if placing is not None:
            level = build_level(view, index, placing, h)
        else:
            level = spot_level(view, index, spot)
        if isinstance(level, str):
            return SpotChoice(note=level)
        return SpotChoice(level=level)
    return SpotChoice(note=spot_info(view, spot))


# -- what the map and the track show -----------------------------------------------------


@dataclass
class Marks:
    """What the screen asks the map and the track to show on top of the pieces."""

    legal: set[Spot] = field(default_factory=set)  # spots with something to do (◇)
    target: Spot | None = None  # where the prepared operation happens (▸)
    payers: set[Spot] = field(default_factory=set)  # sources of the highlighted choice (◉)
    suppliers: set[Spot] = field(default_factory=set)  # sources that could pay (○)
    after: int | None = None  # track space after the highlighted operation
    end: int | None = None  # track space where ending the turn then would land
    preview: str = ""  # the track preview sentence
    changed: frozenset[Spot] = frozenset()  # changed since the viewer's last move (✦)
    changed_spaces: frozenset[int] = frozenset()  # track spaces a marker came to (✦)


def track_sentence(steps: int, after: int, end: int | None) -> str:
    """The track preview: "cost 2 → space 7; ending there moves you to 8"."""
    text = _("cost {steps} → space {space}").format(steps=steps_text(steps), space=after)
    if end is None:
        return text + "; " + _("no step taken yet: the turn cannot end there")
    if end == after:
        return text + "; " + _("the turn may end there")
    return text + "; " + _("ending there moves you to {space}").format(space=end)


def marks(view: NeulandState, index: Index, kind: str, level: Level | None,
          placing: str | None, changed: frozenset[Spot] = frozenset(),
          changed_spaces: frozenset[int] = frozenset()) -> Marks:
    out = Marks(changed=changed, changed_spaces=changed_spaces)
    if level is not None:
        out.target = level.target
        entry = level.current
        if entry is not None:
            if entry.final:
                out.payers = entry_sources(entry)
                out.suppliers = level_sources(level) - out.payers
            else:
                out.suppliers = entry_sources(entry)
            op = cheapest(view, entry)
            if op is not None:
                p = preview(view, op)
                out.after, out.end = p.space_after, p.end_space
                sentence = track_sentence(p.steps, p.space_after, p.end_space)
                out.preview = (sentence if entry.final
                               else _("cheapest: {preview}").format(preview=sentence))
    elif placing is not None:
        out.legal = {free_spot(view, h) for h in placing_hexes(index, placing)}
    elif kind == "start_huts":
        out.legal = {free_spot(view, h) for h in index.huts}
    elif kind == "turn":
        out.legal = set(index.targets)
        end = end_turn_preview(view)
        if end is not None and index.end_turn is not None:
            out.end = end[0]
            out.preview = _("e ends the turn: {where}").format(where=end_text(view))
    return out


# -- keys and the prompt -----------------------------------------------------------------


def keys(view: NeulandState | None, index: Index, kind: str, busy: bool, compact: bool
         ) -> list[tuple[str, str, bool]]:
    """The key bar: (key, label, enabled) of every key that can do something now."""
    out: list[tuple[str, str, bool]] = []
    if kind == "turn" and view is not None:
        end = end_turn_preview(view)
        label = (_("End turn → {space}").format(space=end[0]) if end and index.end_turn
                 else _("End turn"))
        out.append(("e", label, index.end_turn is not None))
        if index.wait is not None:
            wait = end_turn_preview(view, wait=True)
            out.append(("w", _("Wait → {space}").format(space=wait[0]) if wait else _("Wait"),
                        True))
        out.append(("d", _("Supply"), True))
        out.append(("escape", _("Back"), busy))
    if compact:
        out.append(("f6", _("Panel: supply, log, players"), True))
    return out


def end_turn_question(view: NeulandState, index: Index) -> str | None:
    """The question to ask before ending the turn (products would be lost), or None."""
    lost = products_lost(view, view.active)
    if not lost or index.end_turn is None:
        return None
    return ngettext("{count} product will be lost — end the turn? ({where})",
                    "{count} products will be lost — end the turn? ({where})", lost).format(
        count=lost, where=end_text(view))


def track_note(view: NeulandState, space: int) -> str:
    """Who stands on a track space (a click on the track)."""
    here = [view.players[i].name for i, p in enumerate(view.players) if p.marker == space]
    text = _("Space {space}: {players}").format(space=space,
                                                players=", ".join(here) or _("nobody"))
    if space == view.t:
        text += " — " + _("the time marker (now)")
    return text


def prompt_body(view: NeulandState, seat: int, kind: str, prompt: str, level: Level | None,
                placing: str | None, supply_focus: str | None, index: Index, cursor: Spot,
                note: str | None) -> str:
    """The prompt line of the on-screen player's decision. ``supply_focus`` is the text
    about the focused supply row (None while the supply has no focus)."""
    player = view.players[seat].name
    if level is not None and level.current is not None:
        entry = level.current
        op = cheapest(view, entry)
        if entry.final and op is not None:
            return preview_text(view, op)
        if op is not None:
            return _("{choice} — cheapest: {preview}. Enter shows every payment choice.").format(
                choice=entry.name, preview=preview_text(view, op))
        return f"{player}: {level.title} {entry.label}"
    if kind == "start_huts":
        head = _("{name}: place your start huts on a forest hex (◇) — arrows or Tab to a hex "
                 "and Enter, or click it").format(name=player)
        return f"{head}\n{spot_info(view, cursor)}"
    if kind == "order_cubes":
        return f"{player}: {level.title if level else prompt}"
    if placing is not None:
        return _("{name}: where does the {building} go? Choose a hex (◇): arrows or Tab and "
                 "Enter, or click it — escape cancels").format(name=player,
                                                              building=name(placing))
    if supply_focus is not None:
        return f"{player}: {supply_focus}"
    head = _("{name}: your turn, {used} of {steps} used").format(
        name=player, used=view.s, steps=steps_text(view.track_length - 1))
    # Key hints only for what can be done now.
    hints = [_("Enter or click a spot ◇ to act") if index.targets
             else _("nothing on the map can be done now"), _("d supply")]
    end = end_turn_preview(view)
    if end is not None and index.end_turn is not None:
        hints.append(_("e ends the turn → space {space} ({steps} forfeited)").format(
            space=end[0], steps=steps_text(end[1])) if end[1]
            else _("e ends the turn → space {space}").format(space=end[0]))
    head = " · ".join([head, *hints])
    return f"{head}\n{note or spot_info(view, cursor)}"
