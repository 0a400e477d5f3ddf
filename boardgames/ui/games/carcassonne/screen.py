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

What can be chosen and what each key does is worked out in ``choices`` (pure); the words
come from the engine's ``text``, the facts from its ``summary``.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding

from boardgames.core.controller import Match
from boardgames.core.i18n import N_, _, language
from boardgames.core.rules import Action, Decision
from boardgames.games.carcassonne import text
from boardgames.games.carcassonne.actions import (
    DRAW_TILE,
    SKIP_SETTLER,
    DeploySettler,
    place_tile,
)
from boardgames.games.carcassonne.board import Cell
from boardgames.games.carcassonne.state import DEPLOY, DRAW, PLACE, SCORE, State
from boardgames.games.carcassonne.summary import SettlerOption, WaitingOption, changed_cells
from boardgames.ui.games.carcassonne import choices as ch
from boardgames.ui.games.carcassonne.art import square_art
from boardgames.ui.games.carcassonne.board import CarcassonneMap, Overlay, Targets, bot_overlay
from boardgames.ui.games.carcassonne.dialogs import (
    bag_dialog,
    end_parts,
    inspect_dialog,
    log_dialog,
    track_dialog,
)
from boardgames.ui.games.carcassonne.side import OptionLines, TilePanel, seat_line
from boardgames.ui.screens.game import PREVIEW_GLYPH, GameScreen, cursor_bindings
from boardgames.ui.widgets.keybar import Key as BarKey
from boardgames.ui.widgets.keybar import KeyBar
from boardgames.ui.widgets.panels import PromptBar


class CarcassonneScreen(GameScreen):
    MIN_SIZE = (80, 24)
    KEYS_HELP = ch.KEYS_HELP
    BINDINGS = [
        *cursor_bindings("fit", show_tab=True, priority=True),
        Binding("enter,space", "draw", N_("Draw"), priority=True),
        Binding("enter,space", "place", N_("Place"), priority=True),
        Binding("enter", "confirm", N_("Choose"), priority=True),
        Binding("r", "rotate(1)", N_("Rotate")),
        Binding("R", "rotate(-1)", N_("Rotate back"), show=False),
        *(Binding(str(n), f"digit({n})", str(n), show=False) for n in range(10)),
        Binding("n", "skip", N_("No settler")),
        Binding("i", "inspect", N_("Inspect")),
        Binding("b", "bag", N_("Bag"), show=False),
        Binding("t", "track", N_("Score track"), show=False),
        Binding("g", "full_log", N_("Log"), show=False),
        Binding("c", "centre", N_("Centre"), show=False),
        Binding("full_stop", "last_placed", N_("Last tile"), show=False),
        Binding("pageup", "scroll(0, -1)", N_("Page up"), show=False, priority=True),
        Binding("pagedown", "scroll(0, 1)", N_("Page down"), show=False, priority=True),
        Binding("home", "scroll(1, 0)", N_("West"), show=False, priority=True),
        Binding("end", "scroll(-1, 0)", N_("East"), show=False, priority=True),
        Binding("shift+up", "nudge(0, -1)", N_("Scroll up"), show=False, priority=True),
        Binding("shift+down", "nudge(0, 1)", N_("Scroll down"), show=False, priority=True),
        Binding("shift+left", "nudge(-1, 0)", N_("Scroll left"), show=False, priority=True),
        Binding("shift+right", "nudge(1, 0)", N_("Scroll right"), show=False, priority=True),
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

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.data = match.rules.data  # type: ignore[attr-defined]
        self.view: State | None = None
        self.cursor: Cell = (1, 0)
        self.rotation = 0
        self.found = ch.Choices()  # what this decision offers (choices.py)
        self.selected: int | None = None
        self.placed_turns = True  # the tile placed this turn fits in another rotation
        self._decision_key: tuple[Any, ...] | None = None
        self._language = language()  # the language of the choices' texts in ``found``
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

    @property
    def fits(self) -> dict[Cell, tuple[int, ...]]:
        return self.found.fits

    @property
    def options(self) -> list[SettlerOption]:
        return self.found.options

    @property
    def waiting(self) -> list[WaitingOption]:
        return self.found.waiting

    # -- drawing -----------------------------------------------------------------------------

    def _new_decision(self, view: State) -> None:
        """Work out once per decision what can be chosen (the cursor keys only read it)."""
        before = self.found
        self.placed_turns = ch.placed_turns(before, view.placed)
        self.found = ch.choices(self.kind, view, self.data, self.legal)
        self.selected = 0 if self.kind == SCORE else None
        if self.kind == PLACE:
            self.cursor, self.rotation = ch.start_cursor(
                self.found, view.last_placed, self._shown_placed, view.current_tile)
        elif self.kind == DEPLOY and view.placed is not None:
            self.cursor = view.placed

    def show_view(self, view: State, decision: Decision | None) -> None:
        self.view = view
        entries = self.match.entries
        # After an undo the same count of entries can come back with another history.
        last = entries[-1] if entries else None
        key = (len(entries), decision.kind if decision else "over", last)
        new = key != self._decision_key
        if new:
            self._decision_key = key
            self._new_decision(view)
        elif self._language != language():  # switched: the same choices in the new words
            self.found = ch.choices(self.kind, view, self.data, self.legal)
        self._language = language()
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
        bot, placed = self._bot_move(), self.view.placed if self.view else None
        if isinstance(bot, DeploySettler) and placed is not None:
            targets.spots = [(placed, bot.segment, PREVIEW_GLYPH)]  # a bot's settler
        elif self.kind == PLACE:
            targets.fits_now, targets.fits_other = ch.fits_now(self.found, self.rotation)
        elif self.kind == DEPLOY and self.view is not None and self.view.placed is not None:
            targets.spots = [(self.view.placed, o.segment, str(i + 1))
                             for i, o in enumerate(self.options)]
        self.map.show_targets(targets)
        self._draw_overlay()

    def _draw_overlay(self) -> None:
        """The cheap part of a key press: cursor, ghost, selection, prompt."""
        overlay = Overlay(cursor=None if self.kind in (DEPLOY, SCORE) else self.cursor)
        view = self.view
        shown = self._bot_overlay()
        if shown is not None:
            overlay = shown
        elif self.kind == PLACE and view is not None and self.cursor not in view.squares:
            ok = self.rotation in self.fits.get(self.cursor, ())
            assert view.current_tile is not None
            overlay.ghost = (view.current_tile, self.rotation, ok)
        elif view is not None:
            overlay.selected = ch.selected_segments(self.found, view, self.selected)
        self.map.show_overlay(overlay)
        decision = self.decision
        if self.kind and view is not None and decision is not None:
            self._prompt(self.prompt_text(view, decision))

    def _bot_move(self) -> Action | None:
        shown = self.bot_preview
        return None if shown is None else shown[1]

    def _bot_overlay(self) -> Overlay | None:
        return None if self.view is None else bot_overlay(self.view, self._bot_move())

    def preview_bot(self, seat: int, action: Action) -> bool:
        shown = self._bot_overlay()
        if shown is None or shown.cursor is None:
            return False
        self._draw_targets()
        self.map.show_cell(shown.cursor)
        return True

    def _prompt(self, message: Text | str) -> None:
        """Say ``message`` in the prompt bar; without a new layout of the screen when it
        stays one line, so that a cursor key repaints only the lines that changed."""
        bar = self.query_one(PromptBar)
        plain = message.plain if isinstance(message, Text) else message
        if not bar.has_class("-error") and cell_len(plain) + 2 <= bar.size.width:
            bar.update(message, layout=bar.size.height != 1)
        else:
            self.say(message)

    def _draw_side(self) -> None:
        view = self.view
        if view is None:
            return
        self.query_one(TilePanel).show_turn(view, self.data, self.kind, self.rotation,
                                            over=self.decision is None)
        self._draw_options()
        self.query_one(KeyBar).show("", [BarKey(k, label) for k, label
                                         in ch.key_bar(self.kind, self.placed_turns)])

    def _draw_options(self) -> None:
        if self.view is not None:
            self.query_one(OptionLines).show_choices(self.found, self.view, self.data,
                                                     self.match.seats, self.selected)

    # -- frame hooks -------------------------------------------------------------------------

    def status_text(self, view: State) -> str:
        return text.status_text(view)

    def panel_lines(self, view: State, seat: int) -> list[Text | str]:
        return [seat_line(view, seat, self.match.seats[seat])]

    def prompt_text(self, view: State, decision: Decision) -> Text | str:
        problem = None
        if decision.kind == PLACE and ch.place_status(self.found, self.cursor,
                                                      self.rotation)[0] == "miss":
            problem = self.why(place_tile(self.cursor[0], self.cursor[1], self.rotation))
        parts = ch.prompt_parts(self.found, view, decision, self.cursor, self.rotation,
                                self.selected, self.placed_turns, problem)
        return Text.assemble(*parts) if isinstance(parts, list) else parts

    def cancel_selection(self) -> bool:
        """Nothing to cancel: ctrl+z (which calls this after its undo) takes back exactly
        one move, and escape takes the placed tile back in ``action_back``."""
        return False

    def action_back(self) -> None:
        """Escape: in the deployment phase it takes the placed tile back; elsewhere it
        leaves the game (asking first), as in every game."""
        if self.kind == DEPLOY:
            self._take_back()
            return
        super().action_back()

    def end_parts(self) -> tuple[Any, list[Any]]:
        return end_parts(self.match)

    # -- keys --------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "toggle_side":
            return True
        found = ch.enabled(action, self.kind)
        return super().check_action(action, parameters) if found is None else found

    def action_cursor(self, direction: str) -> None:
        if self.kind in (DEPLOY, SCORE):
            if direction in ("up", "down"):
                self._step_selection(-1 if direction == "up" else 1)
            return
        dc, dr = ch.DIRECTIONS[direction]
        cell = (self.cursor[0] + dc, self.cursor[1] + dr)
        if self.map.in_bounds(cell):
            self._move_cursor(cell)

    def _move_cursor(self, cell: Cell, follow: bool = True) -> None:
        self.cursor = cell
        if follow:
            self.map.follow(cell)
        self._draw_overlay()

    def action_rotate(self, step: int) -> None:
        if self.kind == DEPLOY:
            self._turn_placed()
        elif self.kind == PLACE:
            self.rotation = (self.rotation + step) % 4
            self._draw_targets()
            self._draw_side()

    def action_jump(self, step: int) -> None:
        if not self.found.placements:
            return
        self.cursor, rotation = ch.jump(self.found, self.cursor, self.rotation, step)
        turned, self.rotation = rotation != self.rotation, rotation
        self.map.follow(self.cursor)
        if turned:
            self._draw_targets()
            self._draw_side()
        else:
            self._draw_overlay()

    def action_draw(self) -> None:
        self.act(DRAW_TILE)

    def action_place(self) -> None:
        self._place_at(self.cursor, self.rotation)

    def _place_at(self, cell: Cell, rotation: int) -> bool:
        return self.act(place_tile(cell[0], cell[1], rotation))

    def action_skip(self) -> None:
        self.act(SKIP_SETTLER)

    def action_confirm(self) -> None:
        if self.selected is None:
            # Enter with nothing selected (a second Enter after placing, say): no error,
            # the instruction again. The spec gives no default for the settler phase.
            view, decision = self.view, self.decision
            if view is not None and decision is not None:
                self.say(Text.assemble((_("Nothing is selected yet.") + " ", "bold"),
                                       self.prompt_text(view, decision)))
            return
        self._choose(self.selected)

    def action_digit(self, n: int) -> None:
        action = ch.digit(self.found, n)
        if action is not None:
            self.act(action)

    def _choose(self, index: int) -> None:
        action = ch.choose(self.found, index)
        if action is not None:
            self.act(action)

    def _step_selection(self, step: int) -> None:
        self.selected = ch.step_selection(self.selected, self.found.count, step)
        self._draw_options()
        self._draw_overlay()

    def _select_or_choose(self, index: int) -> None:
        """A click: the first selects (and highlights), the second on the same confirms."""
        if self.selected == index:
            self._choose(index)
        else:
            self.selected = index
            self._draw_options()
            self._draw_overlay()

    def _turn_placed(self) -> None:
        """Turn the tile just placed to its next fitting rotation on the same cell: take
        the placement back and place it again (undo within the turn is allowed)."""
        view = self.view
        if view is None or view.placed is None:
            return
        cell, rotation = view.placed, view.squares[view.placed][1]
        reason = self.match.undo_block()
        if reason:
            self.say(_("Cannot turn the tile: {reason}").format(reason=reason), error=True)
            return
        self.match.undo()
        turns = [a.rotation for a in self.of("place_tile") if (a.col, a.row) == cell]
        following = ch.next_rotation(turns or [rotation], rotation)
        if not self._place_at(cell, following):
            self.advance()
        elif following == rotation:
            self.say(_("Only this rotation fits here."))

    def _take_back(self) -> bool:
        reason = self.match.undo_block()
        if reason:
            self.say(_("Cannot take the tile back: {reason}").format(reason=reason), error=True)
            return False
        self.match.undo()
        self.advance()
        return True

    def action_inspect(self) -> None:
        if self.view is not None:
            self.app.push_screen(inspect_dialog(self.view, self.data, self.cursor,
                                                self.match.seats))

    def action_bag(self) -> None:
        if self.view is not None:
            self.app.push_screen(bag_dialog(self.view, self.data))

    def action_track(self) -> None:
        if self.view is not None:
            self.app.push_screen(track_dialog(self.view, self.match.seats))

    def action_full_log(self) -> None:
        self.app.push_screen(log_dialog(self.match.log_for(self.viewer)))

    def action_toggle_side(self) -> None:
        """F6: the side panel (tile, options, players, log) out of the way and back; the
        map takes its room (a small terminal shows twice as many squares)."""
        self.toggle_class("-no-side")
        hidden = self.has_class("-no-side")
        self.notify(_("The side panel is hidden: F6 shows it again.") if hidden
                    else _("The side panel is back (F6 hides it)."), timeout=3)
        if self.kind in (PLACE, DEPLOY):
            self.call_after_refresh(self.map.show_cell, self.cursor)

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
                self.cursor = event.cell
                self._place_at(event.cell, ch.click_rotation(self.fits[event.cell],
                                                             self.rotation))
            else:
                self._move_cursor(event.cell, follow=False)
        elif kind == DEPLOY and event.cell == view.placed:
            x, y = self.map.origin(event.cell)
            spots = {o.segment: self.map.settler_xy(event.cell, o.segment)
                     for o in self.options}
            index = ch.spot_at(self.found, {k: v for k, v in spots.items() if v},
                               (x + event.inner[0], y + event.inner[1]))
            if index is not None and event.button == 1:
                self._select_or_choose(index)
            else:
                self._turn_placed()
        elif kind == SCORE:
            segment = None
            if event.cell in view.squares:
                art = square_art(self.data, *view.squares[event.cell])
                segment = art.owners[event.inner[1]][event.inner[0]]
            index = ch.waiting_at(self.found, view, event.cell, segment)
            if index is not None:
                self._select_or_choose(index)
        else:
            self._move_cursor(event.cell, follow=False)

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
