"""The Neue Welt screen (spec section 9): the hex map on the left with the dice line and
the action bar under it, the player panels, the bank and the log on the right.

Everything is drawn from ``self.match.view(self.viewer)``. Map decisions (placements, the
robber, the ship, rights) are answered with the map cursor (keys) or clicks; trades in the
trade panel beside the map, an offer to the viewer under it; the others open a dialog
(dialogs.py). What each key and spot would do comes from choices.py; the
texts of the side from side.py. Private news for a seat (a chip looked at, a card drawn
or stolen) waits until that seat is the viewer and is shown in a modal that needs an
acknowledgement.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Static

from boardgames.core.controller import Match
from boardgames.core.i18n import N_, _
from boardgames.core.rules import Action, Decision
from boardgames.games.catan import actions as A
from boardgames.games.catan import summary as S
from boardgames.games.catan.board import board
from boardgames.games.catan.state import State
from boardgames.ui.games.catan import choices as C
from boardgames.ui.games.catan import side
from boardgames.ui.games.catan.art import SCREEN_CSS
from boardgames.ui.games.catan.board import CatanBoard, Marks, geometry
from boardgames.ui.games.catan.choices import CROSSING, EDGE, HEX, MODE_NAME, SUBS
from boardgames.ui.games.catan.dialogs import DecisionDialogs
from boardgames.ui.games.catan.trade import TradeComposer
from boardgames.ui.screens.game import cursor_bindings
from boardgames.ui.widgets.keybar import Key, KeyBar
from boardgames.ui.widgets.panels import MatchLog, PromptBar

DIALOG_KINDS = C.DIALOG_KINDS
# On a small terminal, what F6 shows next after each pane.
F6_SHOWS = {"map": N_("panels"), "panels": N_("log"), "log": N_("map")}


class CatanScreen(DecisionDialogs):
    MIN_SIZE = (80, 24)
    WIDE = 118  # narrower than this: the map takes the width, v switches to the panels
    KEYS_HELP = C.KEYS_HELP
    AUTO_FOCUS = ""  # nothing takes the focus: the screen owns every key
    BINDINGS = [
        *cursor_bindings("spot", show_tab=True),
        *(Binding(key, action, label, show=key == "enter") for key, action, label in C.KEYS),
    ]
    CSS = SCREEN_CSS

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.view = None
        self.mode = CROSSING
        self.cursor = {CROSSING: min(board().start_crossings), EDGE: 0,
                       HEX: board().robber_start}
        self.sub = ""  # a main-phase placement in progress (a key of choices.SUBS)
        self.map_actions = {}
        self._clicked: tuple[str, int] | None = None  # first click of a click-twice
        self._pos = geometry().anchors[HEX][board().robber_start]  # the cursor's last cell
        self._shown: dict[str, Text] = {}  # last contents of the dice line and bank panel
        self._changed: tuple[tuple[int, int | None] | None, frozenset[tuple[str, int]]] = (
            None, frozenset())

    # -- layout ----------------------------------------------------------------------------

    def compose_table(self) -> ComposeResult:
        with Horizontal(id="table"):
            with Vertical(id="cn-left"):
                yield CatanBoard(self.match.seats, id="cn-board")
                yield Static(id="cn-dice")
                yield Static(id="cn-offer")
                yield KeyBar(id="cn-actions")
            with Vertical(id="cn-side"):
                with VerticalScroll(id="cn-panels"):
                    yield from self.compose_panels()
                    yield Static(id="cn-bank")
                yield MatchLog(id="log")
            yield TradeComposer(id="cn-trade")

    def on_mount(self) -> None:
        # Runs before the frame's own on_mount (which starts the game): nothing may take
        # the focus, or the arrow keys would scroll the log instead of moving the cursor.
        self.query_one("#cn-panels").can_focus = False
        self.query_one(MatchLog).can_focus = False
        self.set_class(self.app.size.width < self.WIDE, "-narrow")

    def on_resize(self) -> None:
        # (The frame's own on_resize checks the minimum size.)
        narrow = self.app.size.width < self.WIDE
        if narrow != self.has_class("-narrow"):
            self.set_class(narrow, "-narrow")
            if not narrow:
                self.remove_class("-panels", "-log")
            if self.view is not None:
                self._show_bar()

    @property
    def narrow(self) -> bool:
        return self.has_class("-narrow")

    @property
    def pane(self) -> str:
        """What a small terminal shows: "map", "panels" (with the bank) or "log"."""
        if self.has_class("-panels"):
            return "panels"
        return "log" if self.has_class("-log") else "map"

    def action_toggle_side(self) -> None:
        """Small terminals (spec 9.1): F6 shows the map, then the player panels and the
        bank, then the log, then the map again."""
        if not self.narrow:
            self.say(_("The panels and the log are beside the map already."))
            return
        nxt = {"map": "panels", "panels": "log", "log": "map"}[self.pane]
        self.remove_class("-panels", "-log")
        if nxt != "map":
            self.add_class(f"-{nxt}")
        self._show_bar()
        if nxt == "map":
            self._scroll_to_cursor()

    @property
    def board(self) -> CatanBoard:
        return self.query_one(CatanBoard)

    # -- what the map offers ---------------------------------------------------------------

    def _fixed_mode(self) -> str | None:
        return C.fixed_mode(self.kind, self.sub)

    def _refresh_targets(self) -> None:
        """The legal answers the map can pick now, by element, in the cursor's mode."""
        fixed = self._fixed_mode()
        if fixed is not None:
            self.mode = fixed
        self.map_actions = C.map_targets(self.kind, self.sub, self.mode, self.legal)
        if self.map_actions and self.cursor[self.mode] not in self.map_actions \
                and fixed is not None:
            self._snap_cursor()

    def _snap_cursor(self) -> None:
        """Put the cursor on the legal spot nearest to where it was (in any mode)."""
        row, col = self._pos
        best = geometry().nearest(self.mode, row, col, set(self.map_actions))
        if best is not None:
            self.cursor[self.mode] = best

    # -- drawing ---------------------------------------------------------------------------

    def show_view(self, view: State, decision: Decision | None) -> None:
        if view.over:  # spec 5: the final map shows every chip face up
            view = S.revealed(view, self.match.state)
        self.view = view
        token = (len(self.match.entries), decision.seat, decision.kind, self.viewer) \
            if decision is not None else None
        if token != self._token:
            # A new decision, or one brought back by an undo: its dialog opens again by
            # itself, as it did the first time (the token alone may repeat after an undo).
            self._token = token
            self._dialog_token = None
            self.sub = ""
            self._clicked = None
            if self.my_turn and self.pane != "map":  # a small terminal: back to the map
                self.remove_class("-panels", "-log")
        self._refresh_targets()
        self.board.show(view, self._marks())
        self._scroll_to_cursor()
        self._update_static("#cn-dice", side.dice_text(view, self.match.seats, self._roller()))
        self._update_static("#cn-bank", side.bank_text(view))
        self._show_offer(view)
        self._show_bar()
        self.show_trade()
        self.call_later(self._present)

    def _roller(self) -> int | None:
        """The seat of the latest roll (the dice line says who rolled)."""
        return next((e.seat for e in reversed(self.match.entries)
                     if isinstance(e.action, A.Roll)), None)

    def _update_static(self, selector: str, text: Text) -> None:
        if self._shown.get(selector) != text:
            self._shown[selector] = text
            self.query_one(selector, Static).update(text)

    def _marks(self) -> Marks:
        return Marks(self.mode, self.cursor[self.mode], frozenset(self.map_actions),
                     self.changed(), self._bot_spots())

    def _bot_spots(self) -> frozenset[tuple[str, int]]:
        """The crossing, edge or field a bot's move names, shown before it lands: a
        settlement, a city, a road, the robber, the ship, rights."""
        shown = self.bot_preview
        return frozenset() if shown is None else S.changes([shown[1]], [])

    def preview_bot(self, seat: int, action: Action) -> bool:
        spots = self._bot_spots()
        if not spots:
            return False
        self.board.set_marks(self._marks())
        mode, ident = min(spots)
        self.board.scroll_to_show(*geometry().box(mode, ident))
        return True

    def changed(self) -> frozenset[tuple[str, int]]:
        """What the other seats changed on the map since the viewer's last move: the
        crossings, edges and fields their moves named (pieces, the robber, the ship,
        rights) and the chips they looked under (from the public events)."""
        key = (len(self.match.entries), self.viewer)
        if self._changed[0] != key:
            events = self.match.since_last_move(self.viewer, None) \
                if self.viewer is not None else []
            found = S.changes([e.action for e in self.recent_moves()], events)
            self._changed = (key, found)
        return self._changed[1]

    def _scroll_to_cursor(self) -> None:
        geo = geometry()
        self._pos = geo.anchors[self.mode][self.cursor[self.mode]]
        self.board.scroll_to_show(*geo.box(self.mode, self.cursor[self.mode]))

    def _redraw_cursor(self) -> None:
        """A key moved the cursor: only the marks and the prompt change."""
        self.board.set_marks(self._marks())
        self._scroll_to_cursor()
        d = self.decision
        if d is not None and self.my_turn and self.view is not None:
            text = self.prompt_text(self.view, d)
        else:
            text = self._cursor_line()
        # (The bar lays the screen out again only when its number of lines changes.)
        self.query_one(PromptBar).say(text)

    def status_text(self, view: State) -> str:
        return side.status_text(view, self.match.seats, self.match.notes, self.match.options)

    def end_parts(self) -> tuple[Any, list[Any]]:
        """Spec 5: one headline, the score table by source, and the extra facts."""
        state = self.match.state
        rows = S.summary(state)
        seats = self.match.seats
        return side.end_headline(state, seats, rows), list(side.end_tables(rows, seats))

    def panel_tag(self, view: State, seat: int) -> str:
        return side.vp_tag(view, seat, self.viewer)

    def panel_lines(self, view: State, seat: int) -> list[Text | str]:
        return list(side.panel_lines(view, self.match.seats, seat, self.viewer))

    # -- prompt ----------------------------------------------------------------------------

    def prompt_text(self, view: State, decision: Decision) -> Text | str:
        """Two lines (more where a narrow terminal wraps them): what is asked, and what the
        element under the cursor would do or why it cannot."""
        return Text.assemble((C.instruction(view, decision, self.sub), "bold"), "\n",
                             self._cursor_line())

    def _cursor_line(self) -> Text:
        """The element under the cursor: what choosing it would do, or why it cannot."""
        view, d = self.view, self.decision
        if view is None:
            return Text()
        ident = self.cursor[self.mode]
        actions = self.map_actions.get(ident, [])
        label = C.action_label(view, d.seat, actions[0]) if actions and d is not None else ""
        reason = self._reason_at(ident) if not label and self._fixed_mode() else None
        return side.cursor_line(view, self.match.seats, self.mode, ident, label,
                                len(actions), reason)

    def _reason_at(self, ident: int) -> str | None:
        """Why the pending placement cannot go on this element (the engine's reason)."""
        view, d = self.view, self.decision
        if view is None or d is None:
            return None
        probe = C.spot_probe(view, d.seat, self.kind, self.sub, ident)
        return self.why(probe) if probe is not None else None

    # -- the action bar --------------------------------------------------------------------

    def _show_bar(self) -> None:
        title, keys = C.bar_keys(self.view, self.decision, self.kind, self.sub, self.mode,
                                 self.legal)
        entries = [Key(k.key, k.label, k.enabled, k.caption) for k in keys]
        if self.narrow:
            entries.append(Key("f6", _(F6_SHOWS[self.pane])))
        self.query_one(KeyBar).show(title, entries)

    async def on_key_bar_chosen(self, event: KeyBar.Chosen) -> None:
        await self.run_action(C.BAR_ACTIONS.get(event.key, event.key))

    def _show_offer(self, view: State) -> None:
        """An offer to the viewer waits in a panel under the map (not a modal): he may
        look at the map, the panels and the log first, then answer with y / n or a click
        on the bar; Enter opens it as a dialog."""
        d = self.decision
        offer = self.kind == "trade_response" and view.trade is not None and d is not None
        self.set_class(offer, "-offer")
        if offer and d is not None:
            why = None if A.Accept() in self.legal else (self.why(A.Accept()) or _("not possible"))
            self._update_static("#cn-offer", side.offer_text(view, self.match.seats, d.seat,
                                                             why))

    # -- keys: the cursor ------------------------------------------------------------------

    def action_cursor(self, direction: str) -> None:
        nxt = geometry().step(self.mode, self.cursor[self.mode], direction)
        if nxt is not None:
            self.cursor[self.mode] = nxt
            self._clicked = None
            self._redraw_cursor()

    def action_jump(self, step: int) -> None:
        nxt = C.jump(list(self.map_actions), self.cursor[self.mode], step)
        if nxt is None:
            self.say(_("No legal spot on the map for this decision."))
            return
        self.cursor[self.mode] = nxt
        self._redraw_cursor()

    def action_mode(self, mode: str) -> None:
        fixed = self._fixed_mode()
        if fixed is not None and fixed != mode:
            self.say(_("This decision is made on the {mode}.").format(mode=_(MODE_NAME[fixed])),
                     error=True)
            return
        if mode != self.mode:
            row, col = self._pos
            self.mode = mode
            near = geometry().nearest(mode, row, col, set(geometry().anchors[mode]))
            if near is not None:
                self.cursor[mode] = near
            self._refresh_targets()
        self._redraw_cursor()

    def action_cycle_mode(self) -> None:
        self.action_mode(C.MODES[(C.MODES.index(self.mode) + 1) % 3])

    def action_toggle_ids(self) -> None:
        self.board.show_ids = not self.board.show_ids
        if self.view is not None:
            self.board.show(self.view, self._marks())

    def on_catan_board_clicked(self, event: CatanBoard.Clicked) -> None:
        mode, ident = event.mode, event.ident
        fixed = self._fixed_mode()
        if fixed is not None and mode != fixed:
            self.say(_("Click one of the {mode} marked ◇.").format(mode=_(MODE_NAME[fixed])),
                     error=True)
            return
        if self._clicked == (mode, ident) and self.mode == mode:
            self._clicked = None
            self._choose(ident)
            return
        self._clicked = (mode, ident)
        if mode != self.mode:
            self.mode = mode
            self._refresh_targets()
        self.cursor[mode] = ident
        self._redraw_cursor()

    # -- keys: choosing --------------------------------------------------------------------

    def action_confirm(self) -> None:
        view, d = self.view, self.decision
        if self.kind == "trade_response" and view is not None and d is not None:
            self.say(C.instruction(view, d))
            return
        if self.kind in DIALOG_KINDS:
            self._dialog_token = self._token
            self._open_decision_dialog()
            return
        self._choose(self.cursor[self.mode])

    def action_space(self) -> None:
        if self.kind == "pre_roll":
            self.action_roll()
        else:
            self.action_confirm()

    def _choose(self, ident: int) -> None:
        """Enter or a second click on a map element, in whatever the decision is."""
        actions = self.map_actions.get(ident, [])
        if self.mode == HEX and self.kind != "move_robber" and self.sub != "ship":
            self._inspect_field(ident)
            return
        if not self.my_turn:
            self._inspect_here()
            return
        if not actions:
            if self._fixed_mode() is None:
                self.say(Text.assemble(self._cursor_line(), " — ", _("nothing to do here now")))
            else:
                self.say(self._reason_at(ident) or _("not possible here"), error=True)
            return
        if len(actions) == 1:
            self.act(actions[0])
        elif all(isinstance(a, A.BuildSettlement) and a.omit for a in actions):
            self._pick(actions, _("La Salle: which resource do you leave out?"))
        else:
            self._pick(actions, _("Choose what to do here"))

    # -- keys: actions of the turn ---------------------------------------------------------

    def action_roll(self) -> None:
        if self._need("pre_roll"):
            self.act(A.Roll())

    def action_place(self, sub: str) -> None:
        if not self._need("main"):
            return
        if not self.of(*SUBS[sub][1]):
            self.say(_("No legal spot for {what} now: {reason}").format(
                what=_(C.SUB_NAME[sub]), reason=self._why_not(sub)), error=True)
            return
        self.sub = sub
        self._clicked = None
        self._refresh_targets()
        self._snap_cursor()
        self._show_bar()
        self._redraw_cursor()

    def _why_not(self, sub: str) -> str:
        view, d = self.view, self.decision
        if view is None or d is None:
            return _("not possible now")
        return C.why_no_spot(view, d.seat, sub, self.cursor)

    def action_buy(self, what: str) -> None:
        if self._need("main"):
            self.act(A.BuyDevCard() if what == "dev" else A.BuyKnight())

    def action_end_turn(self) -> None:
        if self.kind == "trade_response":  # n: decline the offer in the panel
            self.act(A.Refuse())
        elif self._need("main"):
            self.act(A.EndTurn())

    def action_accept_offer(self) -> None:
        if not self._need("trade_response"):
            return
        if A.Accept() in self.legal:
            self.act(A.Accept())
        else:
            self.say(_("You cannot accept: {reason}").format(
                reason=self.why(A.Accept()) or _("not possible")), error=True)

    def action_done(self) -> None:
        if self._need("setup_acquire", "desoto_road", "rb_road"):
            self.act({"setup_acquire": A.Done(), "desoto_road": A.Decline(),
                      "rb_road": A.Stop()}[self.kind])

    def action_trade(self) -> None:
        if self._need("main"):
            self.act(A.OfferTrade())

    def action_rights(self) -> None:
        if not self._need("main", "setup_acquire"):
            return
        if not self.of("acquire", "buy_rights"):
            self.say(_("No rights to acquire or buy now: you need a building at a field whose "
                       "chip you know, a free token and the payment."), error=True)
            return
        here = self.cursor[HEX]
        if self.mode == HEX and any(a.kind in ("acquire", "buy_rights")
                                    for a in self.map_actions.get(here, [])):
            self._inspect_field(here)
            return
        if self.kind == "main":
            self.sub = "rights"
        self.mode = HEX
        self._refresh_targets()
        self._snap_cursor()
        self._show_bar()
        self._redraw_cursor()

    def action_ship(self) -> None:
        if not self._need("main"):
            return
        sub = C.ship_sub(self.sub, bool(self.of("move_ship")), bool(self.of("found_by_ship")))
        if sub is None:
            self.say(_("The ship cannot sail or found now: {reason}").format(
                reason=self._why_not("ship")), error=True)
            return
        self.action_place(sub)

    # -- stepping back -----------------------------------------------------------------------

    def cancel_selection(self) -> bool:
        if self.sub:
            self.sub = ""
            self._clicked = None
            return True
        return False
