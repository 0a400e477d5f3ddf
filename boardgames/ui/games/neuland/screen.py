"""The Neuland screen (spec 9): the time track over the hex map on the left, the building
supply (or the menu of the spot being worked on) and the log on the right, the players
below. Every decision works with keys alone and with the mouse alone, and every
operation shows its cost in steps and the spots paying for it before it is committed.

The screen holds the cursor and the open menu and wires keys, clicks and widgets to
``choices``, which computes what each of them would do from the view and the legal
actions.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from boardgames.core.controller import Match
from boardgames.core.i18n import N_, _, language
from boardgames.core.rules import Action, Decision
from boardgames.games.neuland.actions import (
    Build,
    EndTurn,
    PlaceCoats,
    PlaceStartHuts,
    Produce,
    Wait,
)
from boardgames.games.neuland.board import Spot
from boardgames.games.neuland.data import data
from boardgames.games.neuland.legal import sources_of
from boardgames.games.neuland.state import NeulandState
from boardgames.games.neuland.summary import (
    Changes,
    changes,
    end_summary,
    preview,
    table_facts,
)
from boardgames.ui.games.neuland import choices as C
from boardgames.ui.games.neuland.board import WIDTH, NeulandBoard, spot_xy
from boardgames.ui.games.neuland.dialogs import ActionMenu, confirm_end_turn
from boardgames.ui.games.neuland.side import SupplyView, end_parts, panel_lines, status_text
from boardgames.ui.screens.game import GameScreen, cursor_bindings
from boardgames.ui.widgets.keybar import Key, KeyBar
from boardgames.ui.widgets.panels import MatchLog

# Below this size the map and the side panel (supply, menu, log, players) take turns.
FULL_SIZE = (120, 40)


class NeulandScreen(GameScreen):
    MIN_SIZE = (80, 24)
    KEYS_HELP = C.KEYS_HELP
    BINDINGS = [
        *cursor_bindings("spot"),
        Binding("s", "next_slot", N_("Spot"), show=False),
        *(Binding(str(n), f"digit({n})", str(n), show=False) for n in range(1, 10)),
        Binding("enter", "confirm", N_("Choose")),
        Binding("d", "supply", N_("Supply")),
        Binding("e", "end_turn", N_("End turn")),
        Binding("w", "wait", N_("Wait")),
        # Same key while waiting is not allowed (hidden in the footer): says why.
        Binding("w", "wait_blocked", N_("Wait"), show=False),
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

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.view: NeulandState | None = None
        self.index = C.Index()
        self._decision_key: tuple[Any, ...] | None = None
        self.cursor: Spot = (0, 0, 0)
        self.menu: list[C.Level] = []
        self.supply_row: int | None = None  # keyboard focus on the supply
        self.placing: str | None = None  # a tile chosen on the supply, waiting for a hex
        self.note: str | None = None  # a line about what the player just looked at
        # The table as each seat saw it right after its last move, and what changed since.
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

    def show_view(self, view: NeulandState, decision: Decision | None) -> None:
        self.view = view
        self._track_changes(view)
        key = (len(self.match.entries), self.viewer, decision.seat if decision else None,
               language())
        if key != self._decision_key:
            # A new decision (or a new language for the menus' words): index its legal
            # actions once and start afresh.
            self._decision_key = key
            self.index = C.index_actions(view, self.legal)
            self.menu, self.placing, self.supply_row, self.note = [], None, None, None
            if self.kind == "order_cubes" and self.index.orders:
                level = C.cubes_level(view, self.index)
                self.menu = [level]
                if level.target is not None:
                    self.cursor = level.target
        self._draw()

    def _track_changes(self, view: NeulandState) -> None:
        """The change marks (✦): what the other seats changed since the viewing seat's
        last move; they clear once it acts."""
        self.changes = Changes()
        if self.viewer is None:
            return
        facts = table_facts(view)
        before = self.marks_baseline(facts, table_facts)
        if before is not None:
            self.changes = changes(before, facts)

    @property
    def level(self) -> C.Level | None:
        """The open menu level, if any."""
        return self.menu[-1] if self.menu else None

    # -- drawing ---------------------------------------------------------------------------

    @property
    def compact(self) -> bool:
        """A terminal smaller than the full layout: the map and the side panel (supply,
        menu, log, players) take turns, the map scrolls."""
        width, height = self.app.size
        return width < FULL_SIZE[0] or height < FULL_SIZE[1]

    @property
    def side_shown(self) -> bool:
        """Small terminals: the side panel is up when asked for (F6), while a menu is
        open and while the supply has the focus."""
        return self.compact and (self.side_on or bool(self.menu) or self.supply_row is not None)

    def _layout(self) -> None:
        self.set_class(self.compact, "compact")
        self.set_class(self.side_shown, "side")

    def on_resize(self) -> None:
        self._layout()

    def action_toggle_side(self) -> None:
        """F6 on a small terminal: the side panel instead of the map, or back to the map
        (closing an open menu or the supply's focus)."""
        if not self.compact:
            self.say(_("The map and the side panel are both on screen already."), error=True)
            return
        if self.side_shown:
            if self.menu and not self.menu[0].root:
                self.menu = []
            self.supply_row, self.side_on = None, False
        else:
            self.side_on = True
        self._draw()

    def _draw(self) -> None:
        view = self.view
        if view is None:
            return
        self._layout()
        board = self.query_one(NeulandBoard)
        marks = C.marks(view, self.index, self.kind, self.level, self.placing,
                        self.changes.spots, self.changes.spaces)
        cursor, bot = self.cursor, self._bot_spots(view)
        if bot:
            cursor = next(iter(bot))
            self._bot_marks(view, marks)
        board.show(view, marks, cursor, bot)
        x, y = spot_xy(cursor)
        board.scroll_to_show(x - 1, y - 1 - cursor[2], 13, 5)
        supply = self.query_one(SupplyView)
        menu = self.query_one(ActionMenu)
        supply.display = not self.menu
        menu.display = bool(self.menu)
        supply.show(view, C.buildable(self.index), self.supply_row, self.placing)
        menu.show(self.level)
        busy = bool(self.menu) or self.placing is not None or self.supply_row is not None
        keys = C.keys(view, self.index, self.kind, busy, self.compact)
        self.query_one(KeyBar).show("", [Key(k, label, enabled=on) for k, label, on in keys])
        decision = self.decision
        if decision is not None and self.my_turn:
            self.say(self.prompt_text(view, decision))

    def _bot_spots(self, view: NeulandState) -> dict[Spot, str]:
        """Where a bot's move happens, shown before it lands: the spot it builds on (with
        the building's abbreviation), produces at or places coats on, or its start huts'
        spots."""
        shown = self.bot_preview
        action = None if shown is None else shown[1]
        d = data()
        if isinstance(action, Build):
            return {C.free_spot(view, action.hex): d.buildings[action.building].abbr}
        if isinstance(action, Produce | PlaceCoats):
            return {action.spot: ""}
        spots: dict[Spot, str] = {}
        if isinstance(action, PlaceStartHuts):  # both may go on one hex: the free slots
            for h, building in zip((action.lodge_hex, action.hut_hex), d.start_buildings,
                                   strict=True):
                free = [i for i, tile in enumerate(view.hexes[h].slots)
                        if tile is None and (*h, i) not in spots]
                spots[(*h, free[0] if free else 0)] = d.buildings[building].abbr
        return spots

    def _bot_marks(self, view: NeulandState, marks: C.Marks) -> None:
        """The spots that pay for a bot's operation (◉) and where it leaves its marker."""
        shown = self.bot_preview
        action = None if shown is None else shown[1]
        if not isinstance(action, Build | Produce | PlaceCoats):
            return
        cost = preview(view, action)
        marks.payers = {s for s in sources_of(action) if not isinstance(s, str)}
        marks.after, marks.end = cost.space_after, cost.end_space
        marks.preview = C.track_sentence(cost.steps, cost.space_after, cost.end_space)

    def preview_bot(self, seat: int, action: Action) -> bool:
        if self.view is None or not self._bot_spots(self.view):
            return False
        self._draw()
        return True

    def prompt_text(self, view: NeulandState, decision: Decision) -> Text | str:
        focus = None if self.supply_row is None else self._supply_info(self.supply_row)
        text = C.prompt_body(view, decision.seat, decision.kind, decision.prompt, self.level,
                             self.placing, focus, self.index, self.cursor, self.note)
        if self.side_shown:
            # Small terminals: the key bar is under the map, hidden with it.
            return Text.assemble(text, (" · " + _("F6 shows the map"), "dim"))
        return text

    def _supply_tile(self, row: int) -> str | None:
        supply = self.query_one(SupplyView)
        return supply.tile_of(supply.rows[row])

    def _supply_info(self, row: int) -> str:
        return C.supply_info(self._supply_tile(row), self.index)

    # -- the end, the status line and the players' panels ---------------------------------

    def end_parts(self) -> tuple[Any, list[Any]]:
        return end_parts(end_summary(self.match.state), self.match.seats)

    def status_text(self, view: NeulandState) -> str:
        return status_text(view, self.compact)

    def panel_lines(self, view: NeulandState, seat: int) -> list[Text | str]:
        return panel_lines(view, seat, self.compact)

    # -- keys ------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kind = self.kind
        relevant = {
            "end_turn": kind == "turn",
            "wait": kind == "turn" and self.index.wait is not None,
            "wait_blocked": not (kind == "turn" and self.index.wait is not None),
            "supply": kind == "turn",
            "toggle_side": self.compact or None,  # greyed where every panel shows
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
        h = C.step_hex((self.cursor[0], self.cursor[1]), direction)
        self._move_cursor((h[0], h[1], self.cursor[2]))

    def _move_cursor(self, spot: Spot) -> None:
        self.cursor = spot
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
        if self.view is None:
            return []
        return C.targets(self.view, self.index, self.kind, self.placing)

    def action_jump(self, step: int) -> None:
        spot = C.jump(self.cursor, self._targets(), step)
        if spot is None:
            return
        if self.menu and not self.menu[0].root:
            self.menu = []
        self.supply_row = None
        self._move_cursor(spot)

    def action_next_slot(self) -> None:
        q, r, slot = self.cursor
        self._move_cursor((q, r, (slot + 1) % 3))

    def action_digit(self, n: int) -> None:
        if self.menu:
            if n <= len(self.menu[-1].entries):
                self._choose(n - 1)
        elif n <= 3:
            q, r, _ = self.cursor
            self._move_cursor((q, r, n - 1))

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
        self.menu.append(C.open_entry(self.view, level, entry))
        self._draw()

    def _choose_spot(self, spot: Spot) -> None:
        """Enter or a click on a spot, in whatever the decision is."""
        view = self.view
        if view is None:
            return
        self.cursor = spot
        self.note = None
        choice = C.choose_spot(view, self.index, self.kind, spot, self.placing)
        if choice.act is not None:
            self.act(choice.act)
            return
        if choice.error and choice.note is not None:
            self.say(choice.note, error=True)
            return
        if choice.level is not None:
            self.menu = [choice.level]
        else:
            self.note = choice.note
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
        tile = self._supply_tile(row)
        if tile is None or tile not in C.buildable(self.index):
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
        question = C.end_turn_question(view, self.index)
        if question is None:
            self.act(EndTurn())
            return
        dialog, answered = confirm_end_turn(question, lambda: self.act(EndTurn()))
        self.app.push_screen(dialog, answered)

    def action_wait(self) -> None:
        if self.kind == "turn":
            self.act(Wait())

    def action_wait_blocked(self) -> None:
        """w while waiting is not allowed: the engine's reason, and nothing changes."""
        if not self.my_turn:
            self.say(_("It is not your turn."), error=True)
            return
        reason = self.why(Wait())
        if reason is not None:
            self.say(_("You cannot wait now: {reason}.").format(reason=reason), error=True)
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
        self.note = C.track_note(view, event.space)
        self._draw()
        if not self.my_turn:
            self.say(self.note)

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
        elif value == "f6":
            self.action_toggle_side()
        elif value == "escape" and self.cancel_selection():
            self.refresh_all()
