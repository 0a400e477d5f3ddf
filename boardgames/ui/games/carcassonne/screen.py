"""The New World screen: the map on the left (coast on the right, columns counted
westward), the drawn tile, the settler and scoring choices and the players on the right.

Every decision works with keys alone and with the mouse alone:

* draw: Enter / Space, or the Draw button (or a click on the tile panel);
* place: arrows or h j k l move the cursor with the ghost of the tile, r / R rotate,
  Tab / shift+Tab jump to the next legal spot, Enter places. Mouse: the ghost follows
  the pointer; a click on a cell where the tile fits places it (in the shown rotation,
  or the first one that fits there); a second click on the tile just placed turns it
  to its next fitting rotation; right-click or a click on the tile panel rotates;
* settler: digits, or up/down + Enter, n / 0 for none; r turns the placed tile, escape
  takes it back. Mouse: the numbered spots on the placed tile or the lines of the list
  (first click selects, second confirms), the "No settler" button;
* scoring order: digits, or up/down + Enter; clicks on the list or on the feature.
"""

from __future__ import annotations

import textwrap
from typing import Any

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding

from boardgames.core.rules import Decision
from boardgames.games.carcassonne import board
from boardgames.games.carcassonne.actions import (
    DeploySettler,
    DrawTile,
    PlaceTile,
    ScoreFeature,
    SkipSettler,
)
from boardgames.games.carcassonne.changes import changed_cells
from boardgames.games.carcassonne.geometry import Cell, Key
from boardgames.games.carcassonne.order import OrderOutcome, scoring_outcomes
from boardgames.games.carcassonne.queries import (
    SettlerOption,
    WaitingOption,
    describe_tile,
    feature_summary,
    fitting_cells,
    settler_options,
    waiting_options,
)
from boardgames.games.carcassonne.state import DEPLOY, DRAW, OVER, PLACE, SCORE, State
from boardgames.games.carcassonne.summary import final_scoring, seat_stats
from boardgames.ui.games.carcassonne.art import square_art
from boardgames.ui.games.carcassonne.map import HOLLOW, CarcassonneMap, Focus, Targets
from boardgames.ui.games.carcassonne.side import OptionLines, TextDialog, TilePanel
from boardgames.ui.games.carcassonne.texts import (
    bag_text,
    inspect_text,
    option_lines,
    score_track_text,
    waiting_lines,
)
from boardgames.ui.screens.game import GameScreen, cursor_bindings
from boardgames.ui.widgets.keybar import Key as BarKey
from boardgames.ui.widgets.keybar import KeyBar
from boardgames.ui.widgets.panels import PromptBar

KEYS_HELP = """\
| key | mouse | what it does |
|---|---|---|
| Enter, Space | Draw button, click the tile panel | draw a tile |
| arrows, h j k l | move the pointer over the map | move the cursor (and the ghost of the tile) |
| r / R | right-click the map, click the tile panel | turn the tile clockwise / back |
| Tab / shift+Tab | | jump to the next / previous spot where the tile fits |
| Enter, Space | click a cell marked + or ↻ | place the tile there |
| r (after placing) | click the placed tile again | turn it to its next fitting rotation |
| 1–9, ↑↓ + Enter | click a numbered spot or a line twice | put a settler on that spot |
| n or 0 | "No settler" button | place no settler |
| escape | "Take back" button | take the placed tile back |
| 1–9, ↑↓ + Enter | click a line or the feature twice | choose which completed feature scores next |
| i | | inspect the square under the cursor |
| b / t / g | | tiles left in the bag / score track / the whole log |
| c / . | | centre the view on the cursor / jump to the last placed tile |
| PageUp PageDown Home End, shift+arrows | wheel, shift+wheel | scroll the map |
| w | | hide / show the side panel (the map takes the whole width) |

On the map: `+` the tile fits in the shown rotation, `↻` only in another rotation,
`✗` it does not fit under the cursor (the prompt says why). Heavy brackets `┏━ ━┓`
frame the cursor; rounded ticks `╭ ╮ ╰ ╯` mark the corners of the last placed tile;
a red `✱` (top left and bottom right) marks every tile the others placed since your
last move, until you act.
Settlers stand as their
seat's glyph in reverse video; trappers lie (hollow glyph). `▼S` on the column ruler
marks a surveyor, `⚠` columns whose standing settlers go home at the next scoring.
"""

DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (1, 0), "right": (-1, 0)}


class CarcassonneScreen(GameScreen):
    MIN_SIZE = (80, 24)
    KEYS_HELP = KEYS_HELP
    BINDINGS = [
        *cursor_bindings("fit", show_tab=True, priority=True),
        Binding("enter,space", "draw", "Draw", priority=True),
        Binding("enter,space", "place", "Place", priority=True),
        Binding("enter", "confirm", "Choose", priority=True),
        Binding("r", "rotate(1)", "Rotate"),
        Binding("R", "rotate(-1)", "Rotate back", show=False),
        *(Binding(str(n), f"digit({n})", str(n), show=False) for n in range(10)),
        Binding("n", "skip", "No settler"),
        Binding("i", "inspect", "Inspect"),
        Binding("b", "bag", "Bag", show=False),
        Binding("t", "track", "Score track", show=False),
        Binding("g", "full_log", "Log", show=False),
        Binding("c", "centre", "Centre", show=False),
        Binding("full_stop", "last_placed", "Last tile", show=False),
        Binding("w", "toggle_side", "Panels"),
        Binding("pageup", "scroll(0, -1)", "Page up", show=False, priority=True),
        Binding("pagedown", "scroll(0, 1)", "Page down", show=False, priority=True),
        Binding("home", "scroll(1, 0)", "West", show=False, priority=True),
        Binding("end", "scroll(-1, 0)", "East", show=False, priority=True),
        Binding("shift+up", "nudge(0, -1)", "Scroll up", show=False, priority=True),
        Binding("shift+down", "nudge(0, 1)", "Scroll down", show=False, priority=True),
        Binding("shift+left", "nudge(-1, 0)", "Scroll left", show=False, priority=True),
        Binding("shift+right", "nudge(1, 0)", "Scroll right", show=False, priority=True),
    ]
    CSS = """
    CarcassonneScreen.game #side { width: 38; }
    CarcassonneScreen.game #panels { max-height: 85%; }
    CarcassonneScreen.game PlayerPanel { border: none; padding: 0 1 0 0; border-left: blank; }
    CarcassonneScreen.game PlayerPanel.-active { border: none; border-left: thick $accent;
                                                 background: $boost; }
    CarcassonneScreen.game #log { min-height: 4; }
    CarcassonneScreen.game.-no-side #side { display: none; }
    """
    AUTO_FOCUS = None

    def __init__(self, match) -> None:
        super().__init__(match)
        self.data = match.rules.data
        self.view: State | None = None
        self.cursor: Cell = (1, 0)
        self.rotation = 0
        self.fits: dict[Cell, tuple[int, ...]] = {}
        self.placements: list[tuple[int, int, int]] = []  # legal (col, row, rotation), R26
        self.options: list[SettlerOption] = []
        self.waiting: list[WaitingOption] = []
        self.outcomes: list[OrderOutcome] = []
        self.selected: int | None = None
        self.placed_turns = True  # the tile placed this turn fits in another rotation
        self._decision_key: tuple | None = None
        # The tile placed this turn in the view shown last (cell, tile, rotation): when it
        # is taken back (ctrl+z, escape, a turn), the cursor returns to it.
        self._shown_placed: tuple[Cell, str, int] | None = None

    # -- layout ------------------------------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        yield CarcassonneMap(self.data, self.match.seats, home=self.home_cell, id="cc-map")

    def compose_panels(self) -> ComposeResult:
        yield TilePanel(id="cc-tile")
        yield OptionLines(id="cc-options")
        yield KeyBar(id="cc-choices")
        yield from super().compose_panels()

    @property
    def map(self) -> CarcassonneMap:
        return self.query_one(CarcassonneMap)

    # -- what is legal now -------------------------------------------------------------------

    @property
    def kind(self) -> str:
        """The step the human on screen must decide, "" when nobody on screen must."""
        d = self.decision
        return d.kind if d is not None and self.my_turn else ""

    def _new_decision(self, view: State, decision: Decision | None) -> None:
        """Work out once per decision what is legal (the cursor keys only read it)."""
        kind = self.kind
        self.selected = None
        # Whether the tile just placed can turn on its cell: known from the placing step
        # on this screen (else assumed, and r says so when it cannot).
        before = self.fits
        self.placed_turns = (view.placed is None or not before
                             or len(before.get(view.placed, ())) != 1)
        self.fits, self.placements, self.options, self.waiting = {}, [], [], []
        self.outcomes = []
        if kind == PLACE:
            self.fits = fitting_cells(view, self.data)
            self.placements = [(a.col, a.row, a.rotation)
                               for a in self.match.legal_actions(decision.seat)]
            self._start_cursor(view)
        elif kind == DEPLOY:
            self.options = settler_options(view, self.data)
            self.cursor = view.placed
        elif kind == SCORE:
            self.waiting = waiting_options(view)
            self.outcomes = scoring_outcomes(view)  # the engine's preview of every order
            self.selected = 0

    def _start_cursor(self, view: State) -> None:
        """Back where a placement that was just taken back lay, in its rotation; else on
        the legal spot nearest to the last placed tile (ties and the first turn: R26
        order). A placement was taken back when the view shown before had the drawn tile
        on a cell that is free again."""
        back = self._shown_placed
        if back is not None and back[1] == view.current_tile and back[0] in self.fits:
            fits = self.fits[back[0]]
            self.cursor = back[0]
            self.rotation = back[2] if back[2] in fits else fits[0]
            return
        last = view.last_placed
        col, row, rotation = min(
            self.placements,
            key=lambda p: 0 if last is None else abs(p[0] - last[0]) + abs(p[1] - last[1]),
        )
        self.cursor, self.rotation = (col, row), rotation

    # -- drawing -----------------------------------------------------------------------------

    def show_view(self, view: State, decision: Decision | None) -> None:
        self.view = view
        entries = self.match.entries
        # After an undo the same count of entries can come back with another history.
        last = entries[-1] if entries else None
        key = (len(entries), decision.kind if decision else "over", last)
        new = key != self._decision_key
        if new:
            self._decision_key = key
            self._new_decision(view, decision)
        self.map.show_state(view, changed_cells(e.action for e in self.recent_moves()))
        if new and self.kind in (PLACE, DEPLOY):
            self.call_after_refresh(self.map.show_cell, self.cursor)
        self._draw_targets()
        self._draw_side()
        placed = view.placed
        self._shown_placed = None if placed is None else (placed, *view.squares[placed])

    def home_cell(self) -> Cell | None:
        """The cell of the current action, where the map centres when it opens (a new
        screen, a resumed game) and after a resize: the cursor while placing (it starts on
        a legal spot next to the last placed tile), else the tile placed this turn or the
        last placed tile. None in a new game: the map then shows the coast."""
        view = self.view
        if view is None or view.last_placed is None:
            return None
        if self.kind == PLACE:
            return self.cursor
        return view.placed or view.last_placed

    def _draw_targets(self) -> None:
        targets = Targets()
        if self.kind == PLACE:
            targets.fits_now = {c for c, rots in self.fits.items() if self.rotation in rots}
            targets.fits_other = set(self.fits) - targets.fits_now
        elif self.kind == DEPLOY and self.view is not None:
            targets.spots = [(self.view.placed, o.segment, str(i + 1))
                             for i, o in enumerate(self.options)]
        self.map.show_targets(targets)
        self._draw_focus()

    def _draw_focus(self) -> None:
        """The cheap part of a key press: cursor, ghost, selection, prompt."""
        focus = Focus(cursor=None if self.kind in (DEPLOY, SCORE) else self.cursor)
        view = self.view
        if self.kind == PLACE and view is not None and self.cursor not in view.squares:
            ok = self.rotation in self.fits.get(self.cursor, ())
            focus.ghost = (view.current_tile, self.rotation, ok)
        elif self.kind == DEPLOY and self.selected is not None and view is not None:
            if self.selected < len(self.options):
                focus.selected = [(view.placed, self.options[self.selected].segment)]
        elif self.kind == SCORE and self.selected is not None and view is not None:
            feature = view.feature_at(self.waiting[self.selected].anchor)
            focus.selected = [((c, r), s) for c, r, s in feature.segments]
        self.map.show_focus(focus)
        if self.kind and view is not None:
            self._prompt(self.prompt_text(view, self.decision))

    def _prompt(self, text: Text | str) -> None:
        """Say ``text`` in the prompt bar; without a new layout of the screen when it
        stays one line, so that a cursor key repaints only the lines that changed."""
        bar = self.query_one(PromptBar)
        plain = text.plain if isinstance(text, Text) else text
        if not bar.has_class("-error") and cell_len(plain) + 2 <= bar.size.width:
            bar.update(text, layout=bar.size.height != 1)
        else:
            self.say(text)

    def _draw_side(self) -> None:
        view = self.view
        if view is None:
            return
        panel = self.query_one(TilePanel)
        left = f"{view.tiles_left} left in the bag"
        if view.current_tile is not None:
            rotation = self.rotation if self.kind == PLACE else 0
            tile = view.current_tile
            panel.show(f"Tile {tile}", square_art(self.data, tile, rotation), [
                Text(f"{tile} · {rotation * 90}°", "bold"), left,
                *self._wrap(describe_tile(self.data, tile, rotation), 23, 3)])
        elif view.placed is not None:
            tile, rotation = view.squares[view.placed]
            col, row = view.placed
            panel.show(f"Placed {tile}", square_art(self.data, tile, rotation), [
                Text(f"{tile} · {rotation * 90}° · col {col}, row {row}", "bold"), left,
                *self._wrap(describe_tile(self.data, tile, rotation), 23, 3)])
        elif self.decision is None:
            panel.show("Game over", None, ["The bag is empty.", "The game is over."])
        else:
            who = view.names[view.active]
            panel.show("Next tile", None, [Text(f"{who} draws next", "bold"), left,
                                           "Enter, Space or Draw" if self.kind == DRAW else ""])
        self._draw_options()
        self._update_choices()

    @staticmethod
    def _wrap(text: str, width: int, lines: int) -> list[str]:
        return textwrap.wrap(text, width, max_lines=lines, placeholder=" …")

    def _draw_options(self) -> None:
        widget = self.query_one(OptionLines)
        view = self.view
        if self.kind == DEPLOY and view is not None:
            items = [option_lines(view, self.data, o, i + 1) for i, o in enumerate(self.options)]
            items.append([Text.assemble(("0 ", "bold"), "No settler")])
            widget.show("Settler on the tile?", items, self.selected)
        elif self.kind == SCORE and view is not None:
            items = [waiting_lines(w, i + 1, self.match.seats,
                                   [o for o in self.outcomes if o.first == w.anchor])
                     for i, w in enumerate(self.waiting)]
            widget.show("Score which first?", items, self.selected,
                        ["a+b: points + surveyor bonus.", "Each scoring moves a surveyor,",
                         "then sends standing settlers", "east of both surveyors home."])
        else:
            widget.show("", [], None)

    def _update_choices(self) -> None:
        kind = self.kind
        choices: list[BarKey] = []
        if kind == DRAW:
            choices = [BarKey("enter", "Draw")]
        elif kind == PLACE:
            choices = [BarKey("r", "Rotate"), BarKey("tab", "Next fit")]
        elif kind == DEPLOY:
            choices = [BarKey("n", "None"), *([BarKey("r", "Turn")] if self.placed_turns else []),
                       BarKey("escape", "Back")]
        self.query_one(KeyBar).show("", choices)

    # -- frame hooks -------------------------------------------------------------------------

    def status_text(self, view: State) -> str:
        east, west = view.surveyors
        where = f"column {east}" if east == west else f"columns {east} and {west}"
        danger = (f" · ⚠ next scoring clears columns 0–{east - 1}"
                  if east and view.step != OVER else "")
        return (f"New World · {view.tiles_left} tiles in the bag · {len(view.discarded)} "
                f"discarded · surveyors in {where}{danger}")

    def panel_lines(self, view: State, seat: int) -> list[Text | str]:
        owner = self.match.seats[seat]
        standing = trappers = 0
        for key, who in view.settlers.items():
            if who == seat:
                if view.feature_at(key).kind == "plain":
                    trappers += 1
                else:
                    standing += 1
        hollow = HOLLOW.get(owner.glyph, "o")
        return [Text.assemble(
            (f"{view.total(seat):>3} pts  ", "bold"),
            (owner.glyph * view.supply[seat], owner.colour),
            ("·" * standing, "dim"),
            (hollow * trappers, owner.colour),
            f"  {view.supply[seat]} in hand",
        )]

    def prompt_text(self, view: State, decision: Decision) -> Text | str:
        name = view.names[decision.seat]
        kind = decision.kind
        if kind == DRAW:
            return f"{name}: draw a tile — Enter, Space or the Draw button"
        if kind == PLACE:
            return self._place_prompt(view, name)
        if kind == DEPLOY:
            tile = view.squares[view.placed][0]
            text = Text(f"{name}: a settler on tile {tile}? 1–{len(self.options)}, ↑↓ Enter, "
                        f"n none · {'r turns the tile, ' if self.placed_turns else ''}"
                        "escape takes it back")
            if self.selected is not None and self.selected < len(self.options):
                option = self.options[self.selected]
                text = Text.assemble(f"{name}: {option.role} on the {option.feature.text} — "
                                     "Enter confirms, n none, escape back")
            return text
        if kind == SCORE:
            return (f"{name}: choose which completed feature to score next — 1–"
                    f"{len(self.waiting)}, ↑↓ Enter, or click it twice")
        return decision.prompt

    def _place_prompt(self, view: State, name: str) -> Text:
        tile = view.current_tile
        col, row = self.cursor
        head = f"{name}: tile {tile} {self.rotation * 90}° at col {col}, row {row}: "
        if self.rotation in self.fits.get(self.cursor, ()):
            return Text.assemble(head, ("fits — Enter or a click places it", "bold green"),
                                 " (r rotates, Tab next fit)")
        if self.cursor in self.fits:
            turns = ", ".join(f"{r * 90}°" for r in self.fits[self.cursor])
            return Text.assemble(head, (f"↻ fits at {turns}", "yellow"),
                                 " (r rotates, a click places)")
        problem = board.placement_problem(view, self.data, tile, col, row, self.rotation)
        return Text.assemble(head, (f"✗ {problem}", "bold #ff6b6b"))

    def cancel_selection(self) -> bool:
        """Nothing to cancel: ctrl+z (which calls this after its undo) takes back exactly
        one move, and escape takes the placed tile back in ``action_back``."""
        return False

    def action_back(self) -> None:
        """Escape: in the deployment step it takes the placed tile back; elsewhere it
        leaves the game (asking first), as in every game."""
        if self.kind == DEPLOY:
            self._take_back()
            return
        super().action_back()

    # -- keys --------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kind = self.kind
        if action == "draw":
            return kind == DRAW
        if action == "place":
            return kind == PLACE
        if action == "confirm":
            return kind in (DEPLOY, SCORE)
        if action == "rotate":
            return kind in (PLACE, DEPLOY)
        if action == "jump":
            return kind == PLACE
        if action == "digit":
            return kind in (DEPLOY, SCORE)
        if action == "skip":
            return kind == DEPLOY
        if action == "toggle_side":
            return True
        return super().check_action(action, parameters)

    def action_cursor(self, direction: str) -> None:
        if self.kind in (DEPLOY, SCORE) and direction in ("up", "down"):
            self._step_selection(-1 if direction == "up" else 1)
            return
        if self.kind in (DEPLOY, SCORE):
            return
        dc, dr = DIRECTIONS[direction]
        cell = (self.cursor[0] + dc, self.cursor[1] + dr)
        if self.map.in_bounds(cell):
            self._move_cursor(cell)

    def _move_cursor(self, cell: Cell, follow: bool = True) -> None:
        self.cursor = cell
        if follow:
            self.map.follow(cell)
        self._draw_focus()

    def action_rotate(self, step: int) -> None:
        if self.kind == DEPLOY:
            self._turn_placed()
        elif self.kind == PLACE:
            self.rotation = (self.rotation + step) % 4
            self._draw_targets()
            self._draw_side()

    def action_jump(self, step: int) -> None:
        if not self.placements:
            return
        here = (self.cursor[1], -self.cursor[0], self.rotation)
        order = [(r, -c, k) for c, r, k in self.placements]
        if here in order:
            index = (order.index(here) + step) % len(order)
        elif step > 0:
            index = next((i for i, o in enumerate(order) if o > here), 0)
        else:
            index = next((i for i in range(len(order) - 1, -1, -1) if order[i] < here), -1)
        col, row, rotation = self.placements[index]
        turned = rotation != self.rotation
        self.cursor, self.rotation = (col, row), rotation
        self.map.follow(self.cursor)
        if turned:
            self._draw_targets()
            self._draw_side()
        else:
            self._draw_focus()

    def action_draw(self) -> None:
        self.act(DrawTile())

    def action_place(self) -> None:
        self._place_at(self.cursor, self.rotation)

    def _place_at(self, cell: Cell, rotation: int) -> bool:
        return self.act(PlaceTile(col=cell[0], row=cell[1], rotation=rotation))

    def action_skip(self) -> None:
        self.act(SkipSettler())

    def action_confirm(self) -> None:
        if self.selected is None:
            # Enter with nothing selected (a second Enter after placing, say): no error,
            # the instruction again. The spec gives no default for the settler step.
            view, decision = self.view, self.decision
            if view is not None and decision is not None:
                self.say(Text.assemble(("Nothing is selected yet. ", "bold"),
                                       self.prompt_text(view, decision)))
            return
        self._choose(self.selected)

    def action_digit(self, n: int) -> None:
        if self.kind == DEPLOY:
            if n == 0:
                self.act(SkipSettler())
            elif n <= len(self.options):
                self._choose(n - 1)
        elif self.kind == SCORE and 1 <= n <= len(self.waiting):
            self._choose(n - 1)

    def _choose(self, index: int) -> None:
        if self.kind == DEPLOY:
            if index >= len(self.options):
                self.act(SkipSettler())
            else:
                self.act(DeploySettler(segment=self.options[index].segment))
        elif self.kind == SCORE:
            col, row, segment = self.waiting[index].anchor
            self.act(ScoreFeature(col=col, row=row, segment=segment))

    def _step_selection(self, step: int) -> None:
        count = len(self.options) + 1 if self.kind == DEPLOY else len(self.waiting)
        if self.selected is None:
            self.selected = 0 if step > 0 else count - 1
        else:
            self.selected = (self.selected + step) % count
        self._draw_options()
        self._draw_focus()

    def _select_or_choose(self, index: int) -> None:
        """A click: the first selects (and highlights), the second on the same confirms."""
        if self.selected == index:
            self._choose(index)
        else:
            self.selected = index
            self._draw_options()
            self._draw_focus()

    def _turn_placed(self) -> None:
        """Turn the tile just placed to its next fitting rotation on the same cell: take
        the placement back and place it again (undo within the turn is allowed)."""
        view = self.view
        if view is None or view.placed is None:
            return
        cell, rotation = view.placed, view.squares[view.placed][1]
        reason = self.match.undo_block()
        if reason:
            self.say(f"Cannot turn the tile: {reason}", error=True)
            return
        self.match.undo()
        fits = fitting_cells(self.match.view(self.viewer), self.data).get(cell, (rotation,))
        turns = [(rotation + i) % 4 for i in range(1, 5)]
        following = next(r for r in turns if r in fits)
        if not self._place_at(cell, following):
            self.advance()
        elif following == rotation:
            self.say("Only this rotation fits here.")

    def _take_back(self) -> bool:
        reason = self.match.undo_block()
        if reason:
            self.say(f"Cannot take the tile back: {reason}", error=True)
            return False
        self.match.undo()
        self.advance()
        return True

    def action_inspect(self) -> None:
        if self.view is not None:
            self.app.push_screen(TextDialog(
                f"Column {self.cursor[0]}, row {self.cursor[1]}",
                inspect_text(self.view, self.data, self.cursor, self.match.seats)))

    def action_bag(self) -> None:
        if self.view is not None:
            self.app.push_screen(TextDialog("Tiles left in the bag",
                                            bag_text(self.view, self.data)))

    def action_track(self) -> None:
        if self.view is not None:
            self.app.push_screen(TextDialog("Score track",
                                            score_track_text(self.view, self.match.seats)))

    def action_full_log(self) -> None:
        lines = [e.text for e in self.match.log_for(self.viewer)]
        self.app.push_screen(TextDialog("The whole log", "\n".join(lines)))

    def action_toggle_side(self) -> None:
        """w: the side panel (tile, options, players, log) out of the way and back; the
        map takes its room (a small terminal shows twice as many squares)."""
        self.toggle_class("-no-side")
        hidden = self.has_class("-no-side")
        self.notify("The side panel is hidden: w shows it again." if hidden
                    else "The side panel is back (w hides it).", timeout=3)
        if self.kind in (PLACE, DEPLOY):
            self.call_after_refresh(self.map.show_cell, self.cursor)

    def end_parts(self) -> tuple[Any, list[Any]]:
        """Spec section 5: the winners (no tie-break), the breakdown by category, the
        final scoring award by award, and the statistics of the seats and the game."""
        from boardgames.ui.widgets.score_table import score_table

        view = self.match.view(None)
        scores = self.match.scores()
        seats = self.match.seats
        best = max(scores.totals)
        names = [seats[i].name for i in scores.winners]
        if len(names) == 1:
            headline = Text(f"{names[0]} wins with {best} points.", style="bold")
        else:
            headline = Text(f"{' and '.join(names)} share the win with {best} points each. "
                            "There is no tie-break: tied players share the win.", style="bold")
        body: list[Any] = [score_table(scores, seats)]
        awards = final_scoring(view)
        lines = Text("Final scoring (unfinished features and plains)\n", style="bold")
        for award in awards:
            seat = seats[award.seat]
            lines.append_text(Text.assemble(
                (f"{seat.glyph} {seat.name}", f"bold {seat.colour}"),
                f" scores {award.points} point{'s' * (award.points != 1)} for {award.text}.\n"))
        if not awards:
            lines.append("No settler stood on the map at the end, so nobody scored there.\n")
        body.append(lines)
        stats = Table(show_lines=False, expand=False, header_style="bold")
        stats.add_column("")
        for seat in seats:
            stats.add_column(Text(f"{seat.glyph} {seat.name}", style=seat.colour),
                             justify="right")
        per_seat = seat_stats(view)
        for label, field in (("Tiles placed", "tiles_placed"),
                             ("Features scored", "features_scored"),
                             ("Settlers sent home by the surveyors", "settlers_lost"),
                             ("Trappers on the map", "trappers")):
            stats.add_row(label, *(str(getattr(s, field)) for s in per_seat))
        body.append(stats)
        east, west = view.surveyors
        where = f"column {east}" if east == west else f"columns {east} and {west}"
        discarded = len(view.discarded)
        thrown = ("No tile was discarded" if not discarded else
                  f"{discarded} tile{'s were' if discarded != 1 else ' was'} discarded")
        body.append(Text(f"{thrown} for fitting nowhere. The surveyors ended in {where}."))
        return headline, body

    def action_centre(self) -> None:
        self.map.centre_on(self.cursor)

    def action_last_placed(self) -> None:
        if self.view is not None and self.view.last_placed is not None:
            self._move_cursor(self.view.last_placed)

    def action_scroll(self, dx: int, dy: int) -> None:
        view = self.map.map_size
        self.map.scroll_to(self.map.scroll_x - dx * view.width,
                           self.map.scroll_y + dy * view.height, animate=False)

    def action_nudge(self, dx: int, dy: int) -> None:
        self.map.scroll_to(self.map.scroll_x + dx * 9, self.map.scroll_y + dy * 5,
                           animate=False)

    # -- mouse -------------------------------------------------------------------------------

    def on_carcassonne_map_hovered(self, event: CarcassonneMap.Hovered) -> None:
        if self.kind in (PLACE, DRAW) or not self.my_turn:
            self._move_cursor(event.cell, follow=False)

    def on_carcassonne_map_clicked(self, event: CarcassonneMap.Clicked) -> None:
        kind, view = self.kind, self.view
        if view is None:
            return
        if kind == PLACE:
            if event.button == 3:
                self.action_rotate(1)
            elif event.cell in self.fits:
                fits = self.fits[event.cell]
                rotation = next(r for r in ((self.rotation + i) % 4 for i in range(4))
                                if r in fits)
                self.cursor = event.cell
                self._place_at(event.cell, rotation)
            else:
                self._move_cursor(event.cell, follow=False)
        elif kind == DEPLOY and event.cell == view.placed:
            spots = {self.map.anchor(view.placed, o.segment): i
                     for i, o in enumerate(self.options)}
            x, y = self.map.origin(event.cell)
            index = spots.get((x + event.inner[0], y + event.inner[1]))
            if index is not None and event.button == 1:
                self._select_or_choose(index)
            else:
                self._turn_placed()
        elif kind == SCORE:
            index = self._waiting_at(view, event.cell, event.inner)
            if index is not None:
                self._select_or_choose(index)
        else:
            self._move_cursor(event.cell, follow=False)

    def _waiting_at(self, view: State, cell: Cell, inner: tuple[int, int]) -> int | None:
        """The waiting feature drawn at a map position, if any."""
        if cell not in view.squares:
            return None
        art = square_art(self.data, *view.squares[cell])
        segment = art.owners[inner[1]][inner[0]]
        if segment is None:
            return None
        key: Key = (cell[0], cell[1], segment)
        anchor = feature_summary(view, key).anchor
        return next((i for i, w in enumerate(self.waiting) if w.anchor == anchor), None)

    def on_tile_panel_clicked(self, event: TilePanel.Clicked) -> None:
        if self.kind == DRAW:
            self.action_draw()
        elif self.kind in (PLACE, DEPLOY):
            self.action_rotate(1)

    def on_option_lines_picked(self, event: OptionLines.Picked) -> None:
        if self.kind in (DEPLOY, SCORE):
            self._select_or_choose(event.index)

    def on_key_bar_chosen(self, event: KeyBar.Chosen) -> None:
        key, kind = event.key, self.kind
        if key == "enter" and kind == DRAW:
            self.action_draw()
        elif key == "r" and kind == PLACE:
            self.action_rotate(1)
        elif key == "tab":
            self.action_jump(1)
        elif key == "n":
            self.action_skip()
        elif key == "r" and kind == DEPLOY:
            self._turn_placed()
        elif key == "escape":
            self._take_back()
