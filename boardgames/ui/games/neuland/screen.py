"""The Neuland screen (spec 9): the time track over the hex map on the left, the building
supply (or the menu of the spot being worked on) and the log on the right, the players
below. Every decision works with keys alone and with the mouse alone, and every
operation shows its cost in steps and the spots paying for it before it is committed."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from boardgames.core.rules import Decision, IllegalAction
from boardgames.games.neuland.actions import EndTurn, Wait
from boardgames.games.neuland.costs import end_turn_preview, preview
from boardgames.games.neuland.data import load
from boardgames.games.neuland.describe import steps_text
from boardgames.games.neuland.hexmap import Hex, Spot, cells, fmt_hex, reading_key
from boardgames.games.neuland.state import NeulandState
from boardgames.games.neuland.summary import (
    Changes,
    TableFacts,
    changes,
    end_summary,
    table_facts,
)
from boardgames.ui.games.neuland.board import WIDTH, Marks, NeulandBoard, spot_xy
from boardgames.ui.games.neuland.menus import (
    Index,
    Level,
    abbr,
    build_level,
    cheapest,
    cubes_level,
    end_text,
    entry_sources,
    free_spot,
    hut_level,
    index_actions,
    level_sources,
    open_entry,
    preview_text,
    spot_info,
    spot_level,
)
from boardgames.ui.games.neuland.side import ActionMenu, SupplyView
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.screens.game import GameScreen, cursor_bindings
from boardgames.ui.widgets.keybar import Key, KeyBar
from boardgames.ui.widgets.panels import MatchLog, seat_text

KEYS_HELP = """\
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
| v | Panel key | small terminals: the side panel instead of the map, and back |

While an entry of a menu is highlighted, the prompt bar shows its exact cost in steps and
where the marker would stand, the track marks that space (→) and where ending the turn
would put you (end), and the map marks the spots that pay (◉) and could pay (○).

On a terminal smaller than 120 × 40 the map scrolls, and the side panel (supply, menu,
log, players) takes the map's place while a menu is open, while the supply has the focus
and after v (v again: the map).

✦ (purple) marks what the others changed since your last move: spots where a building,
a worker or coats came or went, and track spaces a marker moved to. The marks clear once
you act.

Map: each hex shows its terrain letter (F, G, M) and coordinates on its top edge and one
line per spot: the building's abbreviation, a worker's owner glyph with `^` (fresh,
standing) or `_` (old, lying: lost at the end of its owner's turn), a mine's cubes
(c coal, i iron ore, s silver ore, top first), `Fe`/`Ag` on a smelter, and a property's
number with the glyph and count of the coats on it. The track: ◈ is the time marker
("now"), ✗ a space where you cannot stop, the shaded spaces are still ahead of you.
"""


# Below this size the map and the side panel (supply, menu, log, players) take turns.
FULL_SIZE = (120, 40)


class NeulandScreen(GameScreen):
    MIN_SIZE = (80, 24)
    KEYS_HELP = KEYS_HELP
    BINDINGS = [
        *cursor_bindings("spot"),
        Binding("s", "next_slot", "Spot", show=False),
        *(Binding(str(n), f"digit({n})", str(n), show=False) for n in range(1, 10)),
        Binding("enter", "confirm", "Choose"),
        Binding("d", "supply", "Supply"),
        Binding("e", "end_turn", "End turn"),
        Binding("w", "wait", "Wait"),
        # Same key while waiting is not allowed (hidden in the footer): says why.
        Binding("w", "wait_blocked", "Wait", show=False),
        Binding("v", "toggle_side", "Map/panel"),
    ]
    CSS = f"""
    NeulandScreen #nl-main {{ height: 1fr; }}
    NeulandScreen #nl-left {{ width: {WIDTH}; }}
    NeulandScreen #nl-right {{ width: 1fr; }}
    NeulandScreen #nl-supply {{ height: 21; }}
    NeulandScreen #nl-menu {{ height: 2fr; display: none; }}
    NeulandScreen #log {{ height: 1fr; min-height: 3; }}
    NeulandScreen #nl-panels {{ height: auto; max-height: 10; }}
    NeulandScreen #nl-panels PlayerPanel {{ width: 1fr; }}
    NeulandScreen.compact #nl-left {{ width: 1fr; }}
    NeulandScreen.compact #nl-board {{ width: 1fr; height: 1fr; }}
    NeulandScreen.compact #nl-right {{ display: none; }}
    NeulandScreen.compact #nl-panels {{ display: none; }}
    NeulandScreen.compact.side #nl-left {{ display: none; }}
    NeulandScreen.compact.side #nl-right {{ display: block; width: 1fr; }}
    NeulandScreen.compact.side #nl-supply {{ height: 1fr; }}
    NeulandScreen.compact.side #nl-panels {{ display: block; max-height: 7; }}
    """

    def __init__(self, match) -> None:
        super().__init__(match)
        self.view: NeulandState | None = None
        self.index = Index()
        self._legal_key: tuple[Any, ...] | None = None
        self.cursor: Spot = (0, 0, 0)
        self.menu: list[Level] = []
        self.supply_row: int | None = None  # keyboard focus on the supply
        self.placing: str | None = None  # a tile chosen on the supply, waiting for a hex
        self.note: str | None = None  # a line about what the player just looked at
        # The table as each seat saw it right after its last move, and what changed since.
        self._baseline: dict[int, TableFacts] = {}
        self.changes = Changes()
        self.side_on = False  # small terminals: the side panel shown instead of the map

    # -- layout ----------------------------------------------------------------------------

    def compose_table(self) -> ComposeResult:
        with Horizontal(id="nl-main"):
            with Vertical(id="nl-left"):
                yield NeulandBoard(self.match.seats, id="nl-board")
                yield KeyBar(id="nl-choices")
            with Vertical(id="nl-right"):
                yield SupplyView(id="nl-supply")
                yield ActionMenu(id="nl-menu")
                yield MatchLog(id="log")
        with Horizontal(id="nl-panels"):
            yield from self.compose_panels()

    # -- the decision ------------------------------------------------------------------------

    @property
    def kind(self) -> str:
        d = self.decision
        return d.kind if d is not None and self.my_turn else ""

    def show_view(self, view: NeulandState, decision: Decision | None) -> None:
        self.view = view
        self._track_changes(view)
        key = (len(self.match.entries), self.viewer, decision.seat if decision else None)
        if key != self._legal_key:
            # A new decision: list its legal actions once and start afresh.
            self._legal_key = key
            self.index = index_actions(view, self.legal)
            self.menu, self.placing, self.supply_row, self.note = [], None, None, None
            if self.kind == "order_cubes" and self.index.orders:
                level = cubes_level(view, self.index)
                self.menu = [level]
                if level.target is not None:
                    self.cursor = level.target
        self._draw()

    def _track_changes(self, view: NeulandState) -> None:
        """The change marks (✦): what the other seats changed since the viewing seat's
        last move; they clear once it acts."""
        seat = self.viewer
        self.changes = Changes()
        if seat is None:
            return
        facts = table_facts(view)
        if not self.recent_moves():
            self._baseline[seat] = facts
        elif seat in self._baseline:
            self.changes = changes(self._baseline[seat], facts)

    # -- drawing ---------------------------------------------------------------------------

    def _marks(self) -> Marks:
        view, index = self.view, self.index
        assert view is not None
        marks = Marks(changed=self.changes.spots, changed_spaces=self.changes.spaces)
        level = self.menu[-1] if self.menu else None
        if level is not None:
            marks.target = level.target
            entry = level.current
            if entry is not None:
                if entry.final:
                    marks.payers = entry_sources(entry)
                    marks.suppliers = level_sources(level) - marks.payers
                else:
                    marks.suppliers = entry_sources(entry)
                op = cheapest(view, entry)
                if op is not None:
                    p = preview(view, op)
                    marks.after, marks.end = p.space_after, p.end_space
                    marks.preview = ("" if entry.final else "cheapest: ") + track_sentence(
                        p.steps, p.space_after, p.end_space)
        elif self.placing is not None:
            marks.legal = {free_spot(view, h) for h in self._placing_hexes()}
        elif self.kind == "start_huts":
            marks.legal = {free_spot(view, h) for h in index.huts}
        elif self.kind == "turn":
            marks.legal = set(index.targets)
            end = end_turn_preview(view)
            if end is not None and index.end_turn is not None:
                marks.end = end[0]
                marks.preview = f"e ends the turn: {end_text(view)}"
        return marks

    @property
    def compact(self) -> bool:
        """A terminal smaller than the full layout: the map and the side panel (supply,
        menu, log, players) take turns, the map scrolls."""
        width, height = self.app.size
        return width < FULL_SIZE[0] or height < FULL_SIZE[1]

    @property
    def side_shown(self) -> bool:
        """Small terminals: the side panel is up when asked for (v), while a menu is
        open and while the supply has the focus."""
        return self.compact and (self.side_on or bool(self.menu) or self.supply_row is not None)

    def _layout(self) -> None:
        self.set_class(self.compact, "compact")
        self.set_class(self.side_shown, "side")

    def on_resize(self) -> None:
        self._layout()

    def action_toggle_side(self) -> None:
        """v on a small terminal: the side panel instead of the map, or back to the map
        (closing an open menu or the supply's focus)."""
        if not self.compact:
            self.say("The map and the side panel are both on screen already.", error=True)
            return
        if self.side_shown:
            if self.menu and not self.menu[0].root:
                self.menu = []
            self.supply_row, self.side_on = None, False
        else:
            self.side_on = True
        self._draw()

    def _placing_hexes(self) -> list[Hex]:
        return [h for h, builds in self.index.builds.items()
                if any(b.building == self.placing for b in builds)]

    def _draw(self) -> None:
        view = self.view
        if view is None:
            return
        self._layout()
        board = self.query_one(NeulandBoard)
        board.show(view, self._marks(), self.cursor)
        x, y = spot_xy(self.cursor)
        board.scroll_to_show(x - 1, y - 1 - self.cursor[2], 13, 5)
        buildable = {b.building for builds in self.index.builds.values() for b in builds}
        supply = self.query_one(SupplyView)
        menu = self.query_one(ActionMenu)
        supply.display = not self.menu
        menu.display = bool(self.menu)
        supply.show(view, buildable, self.supply_row, self.placing)
        menu.show(self.menu[-1] if self.menu else None)
        self._update_choices()
        self._update_prompt()

    def _update_choices(self) -> None:
        choices: list[Key] = []
        view = self.view
        if self.kind == "turn" and view is not None:
            end = end_turn_preview(view)
            label = f"End turn → {end[0]}" if end and self.index.end_turn else "End turn"
            choices.append(Key("e", label, enabled=self.index.end_turn is not None))
            if self.index.wait is not None:
                wait = end_turn_preview(view, wait=True)
                choices.append(Key("w", f"Wait → {wait[0]}" if wait else "Wait"))
            choices.append(Key("d", "Supply"))
            busy = bool(self.menu) or self.placing is not None or self.supply_row is not None
            choices.append(Key("escape", "Back", enabled=busy))
        if self.compact:
            choices.append(Key("v", "Panel: supply, log, players"))
        self.query_one(KeyBar).show("", choices)

    def _update_prompt(self) -> None:
        decision = self.decision
        if decision is not None and self.my_turn and self.view is not None:
            self.say(self.prompt_text(self.view, decision))

    def prompt_text(self, view: NeulandState, decision: Decision) -> Text | str:
        text = self._prompt_body(view, decision)
        if self.side_shown:
            # Small terminals: the key bar is under the map, hidden with it.
            return Text.assemble(text, (" · v shows the map", "dim"))
        return text

    def _prompt_body(self, view: NeulandState, decision: Decision) -> Text | str:
        name = view.players[decision.seat].name
        level = self.menu[-1] if self.menu else None
        if level is not None and level.current is not None:
            entry = level.current
            op = cheapest(view, entry)
            if entry.final and op is not None:
                return preview_text(view, op)
            if op is not None:
                return (f"{entry.name} — cheapest: {preview_text(view, op)}. "
                        "Enter shows every payment choice.")
            return f"{name}: {level.title} {entry.label}"
        if decision.kind == "start_huts":
            return (f"{name}: place your start huts on a forest hex (◇) — arrows or Tab to a "
                    f"hex and Enter, or click it\n{spot_info(view, self.cursor)}")
        if decision.kind == "order_cubes":
            return f"{name}: {level.title if level else decision.prompt}"
        if self.placing is not None:
            return (f"{name}: where does the {load().name(self.placing)} go? Choose a hex "
                    "(◇): arrows or Tab and Enter, or click it — escape cancels")
        if self.supply_row is not None:
            return f"{name}: {self._supply_info(self.supply_row)}"
        head = f"{name}: your turn, {view.s} of {steps_text(view.track_length - 1)} used"
        # Key hints only for what can be done now.
        head += (" · Enter or click a spot ◇ to act" if self.index.targets
                 else " · nothing on the map can be done now")
        head += " · d supply"
        end = end_turn_preview(view)
        if end is not None and self.index.end_turn is not None:
            head += f" · e ends the turn → space {end[0]}"
            head += f" ({steps_text(end[1])} forfeited)" if end[1] else ""
        return f"{head}\n{self.note or spot_info(view, self.cursor)}"

    def _supply_info(self, row: int) -> str:
        supply = self.query_one(SupplyView)
        tile = supply.tile_of(supply.rows[row])
        if tile is None:
            return "that stack is empty"
        data = load()
        name = data.name(tile)
        if tile in {b.building for bs in self.index.builds.values() for b in bs}:
            return f"{name}: Enter marks the hexes where it can be built now"
        return f"{name} cannot be built now — {self._cannot_build(tile)}"

    def _cannot_build(self, tile: str) -> str:
        data = load()
        if tile in data.props:
            terrains, good = [data.props[tile].terrain], data.props[tile].build_cost
        else:
            building = data.buildings[tile]
            terrains, good = list(building.terrain), building.build_cost
        where = " or ".join(t.name_en.lower() for t in data.terrains if t.id in terrains)
        return (f"it needs {data.name(good)} (a product, gold or a token) and a {where} hex "
                "with a free spot within your remaining steps")

    # -- the end (spec 5) -----------------------------------------------------------------

    def end_parts(self) -> tuple[Any, list[Any]]:
        """Neuland has no points: the winner is who placed his last coat; after the turn
        limit there is no winner by the rules, only a ranking by coats placed."""
        summary = end_summary(self.match.state)
        seats = self.match.seats
        turns = "1 turn" if summary.turns == 1 else f"{summary.turns} turns"
        if summary.winner is not None:
            headline = Text(f"{seats[summary.winner].name} wins: the first to place all "
                            f"of their coats of arms, after {turns}.", style="bold")
        elif summary.turn_limit:
            headline = Text(f"The turn limit was reached after {turns}: no winner by the "
                            "rules. The players are ranked by coats placed, ties shared.",
                            style="bold")
        else:
            headline = Text(f"The game ended after {turns} without a winner.", style="bold")
        table = Table(header_style="bold", expand=False)
        for column in ("rank", "player", "coats placed", "coats left", "properties held"):
            table.add_column(column, justify="right" if column.startswith("coats") else "left")
        for r in summary.results:
            held = ", ".join(f"{name} ({coats} {'coat' if coats == 1 else 'coats'})"
                             for name, coats in r.properties) or "none"
            rank = f"{r.rank}." + (" ★" if r.seat == summary.winner else "")
            table.add_row(rank, seat_text(seats[r.seat]), str(r.coats_placed),
                          str(r.coats_left), held)
        note = ("No tie-break is ever needed: the game ends the moment one player places "
                "the last coat." if summary.winner is not None else
                "The turn limit is a safeguard of this program; its ranking is not a "
                "rulebook result.")
        return headline, [table, Text(note, style="dim")]

    # -- panels and status -----------------------------------------------------------------

    def status_text(self, view: NeulandState) -> str:
        first = " (first round)" if view.in_first_round else ""
        bag = " ".join(f"{load().ore_cubes.glyphs[c]}{n}" for c, n in view.bag.items())
        if self.compact:  # small terminals: the same facts, shorter
            return (f"Neuland · turn {view.turn_number + 1}{first} · now ◈ {view.t} "
                    f"(0–{view.track_length - 1}) · bag {bag} · metal tokens "
                    f"{view.metal_tokens_free}")
        return (f"Neuland · turn {view.turn_number + 1}{first} · time marker ◈ on space "
                f"{view.t} (track 0–{view.track_length - 1}) · ore bag {bag} · "
                f"free metal tokens {view.metal_tokens_free}")

    def panel_lines(self, view: NeulandState, seat: int) -> list[Text | str]:
        data = load()
        p = view.players[seat]
        workers = data.per_player.workers - data.per_player.workers_used_as_time_marker
        items = (("wheelbarrow", p.wheelbarrow), ("food token", p.food_token),
                 ("wood token", p.wood_token))
        item_text = " · ".join(f"{label} {'✓' if has else '✗'}" for label, has in items)
        coats = f"{p.coats_left}/{view.coats_per_player} coats"
        wide = len(view.players) <= 2 and not self.compact
        if wide:
            lines: list[Text | str] = [
                f"space {p.marker} · {p.supply}/{workers} workers free · {coats}", item_text]
        else:  # narrow panels: shorter lines, so that none wraps
            tokens = " ".join(f"{g}{'✓' if has else '✗'}" for g, has in (
                ("F", p.food_token), ("W", p.wood_token)))
            lines = [f"space {p.marker} · {coats}", f"{p.supply}/{workers} workers free",
                     f"barrow {'✓' if p.wheelbarrow else '✗'} · tokens {tokens}"]
        ending = seat == view.active and view.phase == "turn"
        goods = [f"{abbr(w.good)}{fmt_hex(spot[:2])}{'_' if w.lying else '^'}"
                 + ("!" if w.lying and ending else "") for spot, w in view.workers_of(seat)]
        lines.append("goods: " + (" ".join(goods) if goods else "none"))
        if wide and any(g.endswith("!") for g in goods):
            lines[-1] += "  (! lost at the end of this turn)"
        held = [f"{abbr(t.id)}×{t.coats[1]}" for _, t in view.spots()
                if t.coats is not None and t.coats[0] == seat]
        if held:
            lines.append("holds: " + " ".join(held))
        return lines

    # -- keys ------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kind = self.kind
        relevant = {
            "end_turn": kind == "turn",
            "wait": kind == "turn" and self.index.wait is not None,
            "wait_blocked": not (kind == "turn" and self.index.wait is not None),
            "supply": kind == "turn",
            "toggle_side": self.compact,
        }
        if action in relevant:
            return relevant[action]
        return super().check_action(action, parameters)

    def action_cursor(self, direction: str) -> None:
        if self.menu:
            if direction in ("up", "down"):
                self._move_in_menu(-1 if direction == "up" else 1)
            return
        if self.supply_row is not None:
            if direction in ("up", "down"):
                self._move_in_supply(-1 if direction == "up" else 1)
            return
        h = step_hex((self.cursor[0], self.cursor[1]), direction)
        self.cursor = (h[0], h[1], self.cursor[2])
        self.note = None
        self._draw()

    def _move_in_menu(self, step: int) -> None:
        level = self.menu[-1]
        if level.entries:
            level.index = (level.index + step) % len(level.entries)
            self._draw()

    def _move_in_supply(self, step: int) -> None:
        rows = self.query_one(SupplyView).rows
        selectable = [i for i, row in enumerate(rows) if row is not None]
        current = selectable.index(self.supply_row) if self.supply_row in selectable else 0
        self.supply_row = selectable[(current + step) % len(selectable)]
        self._draw()

    def _targets(self) -> list[Spot]:
        view = self.view
        if view is None:
            return []
        if self.placing is not None:
            spots = [free_spot(view, h) for h in self._placing_hexes()]
        elif self.kind == "start_huts":
            spots = [free_spot(view, h) for h in self.index.huts]
        else:
            spots = list(self.index.targets)
        return sorted(spots, key=reading_key)

    def action_jump(self, step: int) -> None:
        targets = self._targets()
        if not targets:
            return
        if self.menu and not self.menu[0].root:
            self.menu = []
        self.supply_row = None
        here = reading_key(self.cursor)
        after = [t for t in targets
                 if (reading_key(t) > here if step > 0 else reading_key(t) < here)]
        if after:
            self.cursor = after[0] if step > 0 else after[-1]
        else:
            self.cursor = targets[0] if step > 0 else targets[-1]
        self.note = None
        self._draw()

    def action_next_slot(self) -> None:
        q, r, slot = self.cursor
        self.cursor = (q, r, (slot + 1) % 3)
        self.note = None
        self._draw()

    def action_digit(self, n: int) -> None:
        if self.menu:
            if n <= len(self.menu[-1].entries):
                self._choose(n - 1)
        elif n <= 3:
            q, r, _ = self.cursor
            self.cursor = (q, r, n - 1)
            self.note = None
            self._draw()

    def action_confirm(self) -> None:
        if self.menu:
            self._choose(self.menu[-1].index)
        elif self.supply_row is not None:
            self._pick_supply(self.supply_row)
        else:
            self._choose_spot(self.cursor)

    def _choose(self, i: int) -> None:
        """Take menu entry ``i``: commit a final entry, open the level of a group."""
        level = self.menu[-1]
        if not 0 <= i < len(level.entries):
            return
        level.index = i
        entry = level.entries[i]
        if entry.final:
            self.act(entry.actions[0])
            return
        assert self.view is not None
        self.menu.append(open_entry(self.view, level, entry))
        self._draw()

    def _choose_spot(self, spot: Spot) -> None:
        """Enter or a click on a spot, in whatever the decision is."""
        view = self.view
        if view is None:
            return
        self.cursor = spot
        h = (spot[0], spot[1])
        kind = self.kind
        self.note = None
        if kind == "start_huts":
            huts = self.index.huts.get(h)
            if not huts:
                self.say("The start huts go on a forest hex marked ◇.", error=True)
            elif len(huts) == 1:
                self.act(huts[0])
            else:
                self.menu = [hut_level(view, self.index, h)]
                self._draw()
            return
        if kind == "turn":
            if self.placing is not None:
                level = build_level(view, self.index, self.placing, h)
            else:
                level = spot_level(view, self.index, spot)
            if isinstance(level, str):
                self.note = level
            else:
                self.menu = [level]
        else:
            self.note = spot_info(view, spot)
        self._draw()

    def action_supply(self) -> None:
        if self.supply_row is not None:
            self.supply_row = None
        else:
            if self.menu and not self.menu[0].root:
                self.menu = []
            self.placing = None
            rows = self.query_one(SupplyView).rows
            self.supply_row = next(i for i, row in enumerate(rows) if row is not None)
        self._draw()

    def _pick_supply(self, row: int) -> None:
        if self.kind != "turn":
            return
        supply = self.query_one(SupplyView)
        tile = supply.tile_of(supply.rows[row])
        if tile is None or tile not in {b.building for bs in self.index.builds.values()
                                        for b in bs}:
            self.say(self._supply_info(row), error=True)
            return
        self.menu, self.supply_row, self.placing = [], None, tile
        targets = self._targets()
        if targets and self.cursor not in targets:
            self.cursor = targets[0]
        self._draw()

    def action_end_turn(self) -> None:
        view = self.view
        if self.kind != "turn" or view is None:
            return
        lost = sum(w.lying for _, w in view.workers_of(view.active))
        if lost and self.index.end_turn is not None:
            products = "1 product" if lost == 1 else f"{lost} products"
            self.app.push_screen(
                Confirm(f"{products} will be lost — end the turn? ({end_text(view)}) (y/n)"),
                lambda yes: yes and self.act(EndTurn()))
        else:
            self.act(EndTurn())

    def action_wait(self) -> None:
        if self.kind == "turn":
            self.act(Wait())

    def action_wait_blocked(self) -> None:
        """w while waiting is not allowed: the engine's reason, and nothing changes."""
        decision = self.decision
        if decision is None or not self.my_turn:
            self.say("It is not your turn.", error=True)
            return
        try:
            self.match.check(decision.seat, Wait())
        except IllegalAction as exc:
            self.say(f"You cannot wait now: {exc.reason}.", error=True)
            return
        self.act(Wait())

    def cancel_selection(self) -> bool:
        if self.menu and not self.menu[-1].root:
            self.menu.pop()
            return True
        if self.placing is not None or self.supply_row is not None:
            self.placing, self.supply_row = None, None
            return True
        return False

    # -- mouse -----------------------------------------------------------------------------

    def on_neuland_board_clicked(self, event: NeulandBoard.Clicked) -> None:
        if self.menu and self.menu[0].root:
            return
        self.menu = []
        self.supply_row = None
        self._choose_spot(event.spot)

    def on_neuland_board_track_clicked(self, event: NeulandBoard.TrackClicked) -> None:
        view = self.view
        if view is None:
            return
        here = [view.players[i].name for i, p in enumerate(view.players)
                if p.marker == event.space]
        text = f"Space {event.space}: " + (", ".join(here) if here else "nobody")
        if event.space == view.t:
            text += " — the time marker (now)"
        self.note = text
        self._draw()
        if not self.my_turn:
            self.say(text)

    def on_supply_view_clicked(self, event: SupplyView.Clicked) -> None:
        rows = self.query_one(SupplyView).rows
        self._pick_supply(rows.index(event.row))

    def on_action_menu_chosen(self, event: ActionMenu.Chosen) -> None:
        if self.menu:
            self._choose(event.index)

    def on_action_menu_hovered(self, event: ActionMenu.Hovered) -> None:
        if self.menu and event.index < len(self.menu[-1].entries):
            self.menu[-1].index = event.index
            self._draw()

    def on_key_bar_chosen(self, event: KeyBar.Chosen) -> None:
        value = event.key
        if value == "e":
            self.action_end_turn()
        elif value == "w":
            self.action_wait()
        elif value == "d":
            self.action_supply()
        elif value == "v":
            self.action_toggle_side()
        elif value == "escape" and self.cancel_selection():
            self.refresh_all()


def track_sentence(steps: int, after: int, end: int | None) -> str:
    """The track preview: "cost 2 → space 7; ending there moves you to 8"."""
    text = f"cost {steps_text(steps)} → space {after}"
    if end is None:
        return text + "; no step taken yet, the turn cannot end there"
    if end == after:
        return text + "; the turn may end there"
    return text + f"; ending there moves you to {end}"


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
