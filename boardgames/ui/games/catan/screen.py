"""The Neue Welt screen (spec section 9): the hex map on the left with the dice line and
the action bar under it, the player panels, the bank and the log on the right.

Everything is drawn from ``self.match.view(self.viewer)``. Map decisions (placements, the
robber, the ship, rights) are answered with the map cursor (keys) or clicks; the others
open a dialog. Private news for a seat (a chip looked at, a card drawn or stolen) waits
until that seat is the viewer and is shown in a modal that needs an acknowledgement.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from boardgames.core.rules import Action, Decision, IllegalAction
from boardgames.games.catan import actions as A
from boardgames.games.catan import logic as L
from boardgames.games.catan import summary as S
from boardgames.games.catan.board import RESOURCES, board
from boardgames.games.catan.data import load
from boardgames.games.catan.moves import general_problem
from boardgames.games.catan.state import State
from boardgames.games.catan.view import chip_marker
from boardgames.ui.games.catan import labels as T
from boardgames.ui.games.catan.board import CROSSING, EDGE, HEX, CatanBoard, Marks, geometry
from boardgames.ui.games.catan.dialogs import (
    ITEM_NAME,
    CardPicker,
    ListDialog,
    OfferAnswer,
    Row,
    TradeComposer,
    items_text,
)
from boardgames.ui.screens.dialogs import Notice
from boardgames.ui.screens.game import GameScreen, cursor_bindings
from boardgames.ui.widgets.keybar import Key, KeyBar
from boardgames.ui.widgets.panels import MatchLog, PromptBar

# Decisions answered in a dialog (opened by itself once per decision; Enter reopens it).
DIALOG_KINDS = frozenset({"discard", "choose_victim", "choose_father", "pick_from_bank",
                          "stuyvesant_take", "dewitt_pay", "trade_compose",
                          "trade_confirm"})
# Decisions answered on the map: the cursor mode and the answers the map picks.
MAP_DECISIONS: dict[str, tuple[str, tuple[type, ...]]] = {
    "setup_settlement": (CROSSING, (A.SetupSettlement,)),
    "setup_road": (EDGE, (A.SetupRoad,)),
    "setup_acquire": (HEX, (A.Acquire, A.BuyRights)),
    "move_robber": (HEX, (A.MoveRobber,)),
    "desoto_road": (EDGE, (A.DesotoRoad,)),
    "rb_road": (EDGE, (A.RoadBuildingRoad,)),
}
# Placements of the main phase, started by a key: cursor mode, answers, what it builds.
SUBS: dict[str, tuple[str, tuple[type, ...], str]] = {
    "road": (EDGE, (A.BuildRoad,), "a road: choose an edge"),
    "settlement": (CROSSING, (A.BuildSettlement,), "a settlement: choose a crossing"),
    "voucher": (CROSSING, (A.BuildFreeSettlement,), "your free settlement: choose a crossing"),
    "city": (CROSSING, (A.BuildCity,), "a city: choose one of your settlements"),
    "ship": (HEX, (A.MoveShip,), "sail your ship: choose the next sea field"),
    "found": (CROSSING, (A.FoundByShip,), "found a settlement by ship: choose a coast crossing"),
    "rights": (HEX, (A.Acquire, A.BuyRights), "usage rights: choose a field"),
}
# In the main phase without a placement, what the map offers in each cursor mode.
INSPECT: dict[str, tuple[type, ...]] = {
    CROSSING: (A.BuildSettlement, A.BuildFreeSettlement, A.BuildCity, A.FoundByShip),
    EDGE: (A.BuildRoad,),
    HEX: (A.Acquire, A.BuyRights, A.MoveShip),
}
MODE_NAME = {CROSSING: "crossings", EDGE: "edges", HEX: "fields"}
NO_SPOT = {CROSSING: "crossing", EDGE: "edge", HEX: "field"}

KEYS_HELP = """\
| key | mouse | what it does |
|---|---|---|
| arrows or h j k l | | move the map cursor to the nearest crossing / edge / field |
| Tab / shift+Tab | | jump to the next / previous legal spot (◇) |
| Enter (or Space) | click twice | choose the spot under the cursor (a field: its inspector) |
| c / e / x | click a corner / side / field | cursor on crossings / edges / fields |
| r or Space | click [r] | roll the dice |
| 1 2 3 4 | click in the bar | place a road / settlement / city / your free settlement |
| 5 / 6 | click in the bar | buy a development card / a knight |
| p | click in the bar | play a development card or a knight |
| u | click in the bar | usage rights: acquire from the Indians or buy from the holders |
| s | click in the bar | ship: sail it (press s again: found a settlement from it) |
| t / b | click in the bar | trade with players / with Europe (the bank) |
| f | click in the bar | founding-father abilities (Stuyvesant, Revere) |
| d | click in the bar | done (setup), decline the de Soto road, stop Road Building |
| i | | inspect the spot under the cursor |
| n | click in the bar | end the turn |
| Enter | | reopen the dialog of the pending decision (discard, offer, ...) |
| y / n | click in the bar | accept / decline the trade offer waiting under the map |
| v | click in the bar | small terminals: the map, then the panels and the bank, then the log |
| # / ? | | hex ids on or off / this help |
| escape | | cancel a placement; in a dialog: close it (the decision waits) |

**In the dialogs.** Lists: ↑↓ and Enter, a digit, or a click on the row. Discards and de
Witt's payment: 1–5 add a card of that type, ↑↓ with + / − change the selected type, Enter
confirms at the exact count (or click `[+]` `[−]` and Confirm). Trade offer: ↑↓ ←→ pick a
cell, `+` (or `g` give / `w` want) adds one, `s` sends to all, `1`–`3` to one opponent,
escape drops the draft; clicks on `[+]` and on the send line do the same. An offer to you
waits in a panel under the map until you answer: `y` accept, `n` decline (or click them in
the bar); Enter shows it as a dialog.

**The map.** Each field shows its right holders (owner underlined), terrain, number and
Indian chip (`?` unknown, `I` `II` `III` in italic cyan: only you know it; a plain `I`:
the fixed chips everyone knows), value zone with the number's pips (`•••••`: 5 of the 36
rolls bring a 6 or an 8) and `ROB` for the robber. Corners are crossings (`.`, `:`
Pacific crossings, `+` free start crossings), sides are edges; magenta sides are value-zone
borders. Pieces carry their owner's glyph in his colour: a settlement
is the glyph, a **city the glyph inverted**, a road `━━●━━` or a slanted pair. `◇` marks
where the pending decision can go; the cursor is drawn inverted. An orange `✱` (on a
purple ground) marks what the other players changed since your last move: their roads,
ships, buildings, the robber, rights and the chips they looked under; the marks go once
you act.
"""


def element_of(action: Action) -> int:
    for name in ("crossing", "edge", "hex"):
        value = getattr(action, name, None)
        if isinstance(value, int):
            return value
    raise ValueError(action)


class CatanScreen(GameScreen):
    MIN_SIZE = (80, 24)
    WIDE = 118  # narrower than this: the map takes the width, v switches to the panels
    KEYS_HELP = KEYS_HELP
    AUTO_FOCUS = ""  # nothing takes the focus: the screen owns every key
    BINDINGS = [
        *cursor_bindings("spot", show_tab=True),
        Binding("enter", "confirm", "Choose"),
        Binding("space", "space", "Choose", show=False),
        Binding("r", "roll", "Roll", show=False),
        Binding("1", "place('road')", "Road", show=False),
        Binding("2", "place('settlement')", "Settlement", show=False),
        Binding("3", "place('city')", "City", show=False),
        Binding("4", "place('voucher')", "Free settlement", show=False),
        Binding("5", "buy('dev')", "Development card", show=False),
        Binding("6", "buy('knight')", "Knight", show=False),
        Binding("p", "play", "Play a card", show=False),
        Binding("u", "rights", "Rights", show=False),
        Binding("s", "ship", "Ship", show=False),
        Binding("t", "trade", "Trade", show=False),
        Binding("b", "bank", "Europe", show=False),
        Binding("f", "fathers", "Fathers", show=False),
        Binding("d", "done", "Done", show=False),
        Binding("i", "inspect", "Inspect", show=False),
        Binding("n", "end_turn", "End turn", show=False),
        Binding("y", "accept_offer", "Accept", show=False),
        Binding("c", "mode('crossing')", "Crossings", show=False),
        Binding("e", "mode('edge')", "Edges", show=False),
        Binding("x", "mode('hex')", "Fields", show=False),
        Binding("question_mark", "help", "Help", show=False),
        Binding("number_sign", "toggle_ids", "Hex ids", show=False),
        Binding("v", "toggle_side", "Map / panels", show=False),
    ]
    CSS = """
    CatanScreen #cn-left { width: 86; height: 1fr; }
    CatanScreen #cn-board { height: 1fr; }
    CatanScreen #cn-dice { height: 1; padding: 0 1; }
    CatanScreen #cn-actions { background: $panel; }
    CatanScreen #cn-offer { display: none; height: auto; padding: 0 1;
                            border-left: thick $warning; background: $boost; }
    CatanScreen.-offer #cn-offer { display: block; }
    CatanScreen #cn-side { width: 1fr; min-width: 30; height: 1fr; }
    CatanScreen #cn-panels { height: auto; max-height: 75%; scrollbar-size-vertical: 1; }
    CatanScreen PlayerPanel { border: none; border-left: outer $panel-lighten-2;
                              padding: 0 0 0 1; }
    CatanScreen PlayerPanel.-active { border: none; border-left: thick $accent;
                                      background: $boost; }
    CatanScreen #cn-bank { border-left: outer $secondary; padding: 0 0 0 1; }
    CatanScreen #log { height: 1fr; min-height: 4; }
    CatanScreen #prompt { height: 2; }
    CatanScreen.-narrow #cn-left { width: 1fr; }
    CatanScreen.-narrow #cn-side { display: none; }
    CatanScreen.-narrow.-panels #cn-left { display: none; }
    CatanScreen.-narrow.-panels #cn-side { display: block; width: 1fr; }
    CatanScreen.-narrow.-panels #cn-panels { height: 1fr; max-height: 100%; }
    CatanScreen.-narrow.-panels #log { display: none; }
    CatanScreen.-narrow.-log #cn-left { display: none; }
    CatanScreen.-narrow.-log #cn-side { display: block; width: 1fr; }
    CatanScreen.-narrow.-log #cn-panels { display: none; }
    """

    def __init__(self, match) -> None:
        super().__init__(match)
        self.view: State | None = None
        self._token: tuple | None = None  # the decision ``legal`` belongs to
        self.mode = CROSSING
        self.cursor = {CROSSING: min(board().start_crossings), EDGE: 0,
                       HEX: board().robber_start}
        self.sub = ""  # a main-phase placement in progress (a key of SUBS)
        self.map_actions: dict[int, list[Action]] = {}
        self._clicked: tuple[str, int] | None = None  # first click of a click-twice
        self._pos = geometry().anchors[HEX][board().robber_start]  # the cursor's last cell
        self._dialog: ModalScreen | None = None
        self._dialog_token: tuple | None = None
        self._notices: dict[int, list[str]] = {}
        self._log_seen = len(match.log)
        self._busy = False
        self._shown: dict[str, Text] = {}  # last contents of the dice line and bank panel
        self._changed: tuple[tuple | None, frozenset[tuple[str, int]]] = (None, frozenset())

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
        """Small terminals (spec 9.1): v shows the map, then the player panels and the
        bank, then the log, then the map again."""
        if not self.narrow:
            self.say("The panels and the log are beside the map already.")
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

    # -- what is legal now -----------------------------------------------------------------

    @property
    def kind(self) -> str:
        """The pending decision's kind when it belongs to the human on screen, else ""."""
        d = self.decision
        return d.kind if d is not None and self.my_turn else ""

    def _of(self, *classes: type) -> list[Any]:
        return [a for a in self.legal if isinstance(a, classes)]

    def _why(self, action: Action) -> str | None:
        """The engine's reason why the viewer's own ``action`` is illegal now."""
        d = self.decision
        if d is None or not self.my_turn:
            return "it is not your turn"
        try:
            self.match.check(d.seat, action)
        except IllegalAction as exc:
            return exc.reason
        return None

    def _fixed_mode(self) -> str | None:
        kind = self.kind
        if kind in MAP_DECISIONS:
            return MAP_DECISIONS[kind][0]
        if kind == "main" and self.sub:
            return SUBS[self.sub][0]
        return None

    def _refresh_targets(self) -> None:
        """The legal answers the map can pick now, by element, in the cursor's mode."""
        kind = self.kind
        fixed = self._fixed_mode()
        if fixed is not None:
            self.mode = fixed
        if kind in MAP_DECISIONS:
            classes = MAP_DECISIONS[kind][1]
        elif kind == "main":
            classes = SUBS[self.sub][1] if self.sub else INSPECT[self.mode]
        else:
            classes = ()
        spots: dict[int, list[Action]] = {}
        for a in self.legal:
            if classes and isinstance(a, classes):
                spots.setdefault(element_of(a), []).append(a)
        self.map_actions = spots
        if spots and self.cursor[self.mode] not in spots and fixed is not None:
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
        self._update_static("#cn-dice", T.dice_text(view, self.match.seats, self._roller()))
        self._update_static("#cn-bank", T.bank_text(view))
        self._show_offer(view)
        self._show_bar()
        if isinstance(self._dialog, TradeComposer) and self.kind == "trade_compose":
            self._dialog_token = self._token
            self._update_composer()
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
                     self.changed())

    def changed(self) -> frozenset[tuple[str, int]]:
        """What the other seats changed on the map since the viewer's last move: the
        crossings, edges and fields their moves named (pieces, the robber, the ship,
        rights) and the chips they looked under (from the public log)."""
        key = (len(self.match.entries), self.viewer)
        if self._changed[0] != key:
            found: set[tuple[str, int]] = set()
            for entry in self.recent_moves():
                for mode in (CROSSING, EDGE, HEX):
                    ident = getattr(entry.action, mode, None)
                    if isinstance(ident, int):
                        found.add((mode, ident))
            if self.viewer is not None:
                for event in self.match.since_last_move(self.viewer, None):
                    found.update((HEX, int(h)) for h in T.explored(event.text))
            self._changed = (key, frozenset(found))
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
        # The prompt bar has a fixed height here: no layout pass on a key press.
        bar = self.query_one(PromptBar)
        bar.set_class(False, "-error")
        bar.update(text, layout=False)

    def status_text(self, view: State) -> str:
        seats = self.match.seats
        turn = f"turn {view.turn}" if view.turn else "setup"
        actor = view.players[view.actor]
        phase = T.PHASE_NAME.get(view.phase, view.phase)
        parts = ["Neue Welt", turn,
                 f"{seats[view.actor].glyph} {actor.name} ({T.nation_name(actor.nation)}) "
                 f"acts: {phase}", f"target {view.target} VP"]
        if view.over:
            parts[2] = "game over"
        parts += [self._option_note(n) for n in self.match.notes if n.startswith("option ")]
        return " · ".join(parts)

    def end_parts(self) -> tuple[Any, list[Any]]:
        """Spec 5: one headline, the score table by source, and the extra facts."""
        state = self.match.state
        rows = S.summary(state)
        return T.end_headline(state, self.match.seats, rows), T.end_tables(rows,
                                                                           self.match.seats)

    def _option_note(self, note: str) -> str:
        """"option magellan_link_steps = 2" as "Magellan link: 2" (the option's title,
        never its internal name)."""
        key, _, value = note.removeprefix("option ").partition(" = ")
        field = type(self.match.options).model_fields.get(key)
        if field is None:
            return f"{key.replace('_', ' ')}: {value}"
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        choices = extra.get("choices")
        typed = getattr(self.match.options, key, value)
        if isinstance(choices, dict) and typed in choices:
            value = str(choices[typed])
        elif isinstance(typed, str):
            value = typed.replace("_", " ")
        return f"{field.title or key.replace('_', ' ')}: {value}"

    def panel_tag(self, view: State, seat: int) -> str:
        return T.vp_tag(view, seat, self.viewer)

    def panel_lines(self, view: State, seat: int) -> list[Text | str]:
        return list(T.panel_lines(view, self.match.seats, seat, self.viewer))

    # -- prompt ----------------------------------------------------------------------------

    def prompt_text(self, view: State, decision: Decision) -> Text | str:
        """Two lines (the prompt bar's height here): what is asked, and what the element
        under the cursor would do or why it cannot."""
        text = Text.assemble((self._instruction(view, decision), "bold"), "\n",
                             self._cursor_line())
        text.no_wrap, text.overflow = True, "ellipsis"
        return text

    def _instruction(self, view: State, decision: Decision) -> str:
        name = view.players[decision.seat].name
        kind = decision.kind
        if kind == "main" and self.sub:
            return f"{name}: build {SUBS[self.sub][2]} (◇) — Enter or click twice, esc cancels"
        texts = {
            "setup_settlement": "place your start settlement on a free start crossing (◇)",
            "setup_road": "place your start road next to your new settlement (◇)",
            "setup_acquire": "acquire rights on a field (◇): Enter or u on it; d when done",
            "pre_roll": "roll the dice (r or Space), or play a card first (p)",
            "move_robber": "move the robber to another land field (◇)",
            "desoto_road": "de Soto: place your free road (◇), or d to decline",
            "rb_road": "Road Building: place a free road (◇), or d to stop",
            "main": "your turn — the keys below, n ends it; c/e/x: cursor on "
                    "crossings/edges/fields, Enter acts there",
            "trade_response": "answer the trade offer under the map when you are ready: "
                              "y accepts, n declines",
        }
        if kind in DIALOG_KINDS:
            return f"{name}: {decision.prompt.split(': ', 1)[-1]} — Enter opens the dialog"
        return f"{name}: {texts.get(kind, decision.prompt)}"

    def _cursor_line(self) -> Text:
        """The element under the cursor: what choosing it would do, or why it cannot."""
        view = self.view
        if view is None:
            return Text()
        mode, ident = self.mode, self.cursor[self.mode]
        seats = self.match.seats
        if mode == HEX:
            line = Text(T.field_title(ident, view))
            marker = chip_marker(view, ident)
            if marker:
                line.append(f" · chip {marker}")
            holders = view.holders.get(ident, [])
            if holders:
                line.append(" · rights: ")
                line.append_text(Text(" ").join(T.who(seats, s) for s in holders))
            if view.robber == ident:
                line.append(" · robber")
        elif mode == CROSSING:
            line = Text(T.crossing_text(view, seats, ident))
        else:
            line = Text(T.edge_text(view, seats, ident))
        actions = self.map_actions.get(ident, [])
        d = self.decision
        if actions and d is not None:
            label = T.action_label(view, seats, d.seat, actions[0])
            more = f" (+{len(actions) - 1} more)" if len(actions) > 1 else ""
            line.append(f" → {label}{more}", style="green")
        elif self._fixed_mode() is not None:
            reason = self._reason_at(ident)
            if reason:
                line.append(f" ✗ {reason}", style="bold")
        return line

    def _reason_at(self, ident: int) -> str | None:
        """Why the pending placement cannot go on this element."""
        kind = self.kind
        if kind == "main":
            p = self.view.players[self.decision.seat] if self.view and self.decision else None
            omit = "wood" if p is not None and L.has(p, "la_salle") else None
            make: dict[str, Callable[[int], Action]] = {
                "road": lambda i: A.BuildRoad(edge=i),
                "settlement": lambda i: A.BuildSettlement(crossing=i, omit=omit),
                "voucher": lambda i: A.BuildFreeSettlement(crossing=i),
                "city": lambda i: A.BuildCity(crossing=i),
                "ship": lambda i: A.MoveShip(hex=i),
                "found": lambda i: A.FoundByShip(crossing=i),
                "rights": self._rights_probe,
            }
            return self._why(make[self.sub](ident)) if self.sub in make else None
        build = {
            "setup_settlement": lambda i: A.SetupSettlement(crossing=i),
            "setup_road": lambda i: A.SetupRoad(edge=i),
            "setup_acquire": self._rights_probe,
            "move_robber": lambda i: A.MoveRobber(hex=i),
            "desoto_road": lambda i: A.DesotoRoad(edge=i),
            "rb_road": lambda i: A.RoadBuildingRoad(edge=i),
        }.get(kind)
        return self._why(build(ident)) if build else None

    # -- the action bar --------------------------------------------------------------------

    def _show_bar(self) -> None:
        kind = self.kind
        d = self.decision
        entries: list[Key] = []
        title = ""
        mode_entry = Key("mode", f"cursor on {MODE_NAME[self.mode]}", caption="c/e/x")
        if d is None:
            title = "Game over."
        elif not self.my_turn:
            title = "Waiting."
            entries = [Key("i", "inspect"), mode_entry]
        elif kind in DIALOG_KINDS:
            title = T.PHASE_NAME.get(kind, kind).capitalize() + ":"
            entries = [Key("enter", "open the dialog")]
        elif kind == "trade_response":
            title = "The offer above:"
            entries = [Key("y", "accept", A.Accept() in self.legal), Key("n", "decline"),
                       Key("enter", "as a dialog"), Key("i", "inspect"), mode_entry]
        elif kind == "main" and self.sub:
            title = f"Placing {self.sub}:"
            entries = [Key("enter", "build here"), Key("tab", "next spot"),
                       Key("escape", "cancel")]
            if self.sub in ("ship", "found"):
                other = "found a settlement" if self.sub == "ship" else "sail instead"
                entries.append(Key("s", other, bool(self._of(A.MoveShip, A.FoundByShip))))
        elif kind == "main":
            entries = self._main_entries()
        elif kind == "pre_roll":
            title = "Before the roll:"
            entries = [Key("r", "roll"), Key("p", "play a card",
                                                 bool(self._of(A.PlayDevCard, A.PlayKnight))),
                       Key("i", "inspect"), mode_entry]
        elif kind == "setup_acquire":
            title = "Setup:"
            entries = [Key("u", "rights", bool(self._of(A.Acquire, A.BuyRights))),
                       Key("tab", "next field"), Key("d", "done")]
        elif kind in ("desoto_road", "rb_road"):
            title = "Free road:"
            entries = [Key("enter", "place here"), Key("tab", "next spot"),
                       Key("d", "decline" if kind == "desoto_road" else "stop")]
        elif kind in MAP_DECISIONS:
            title = T.PHASE_NAME.get(kind, kind).capitalize() + ":"
            entries = [Key("enter", "choose here"), Key("tab", "next spot")]
        if self.narrow:
            entries.append(Key("v", {"map": "panels", "panels": "log", "log": "map"}[self.pane]))
        self.query_one(KeyBar).show(title, entries)

    def _main_entries(self) -> list[Key]:
        p = self.view.players[self.decision.seat] if self.view and self.decision else None
        has = lambda *classes: bool(self._of(*classes))  # noqa: E731
        entries = [
            Key("1", "road", has(A.BuildRoad)),
            Key("2", "settlement", has(A.BuildSettlement)),
            Key("3", "city", has(A.BuildCity)),
        ]
        if p is not None and not p.voucher_used:
            entries.append(Key("4", "free settlement", has(A.BuildFreeSettlement)))
        entries += [
            Key("5", "dev card", has(A.BuyDevCard)),
            Key("6", "knight", has(A.BuyKnight)),
            Key("p", "play", has(A.PlayDevCard, A.PlayKnight)),
            Key("u", "rights", has(A.Acquire, A.BuyRights)),
        ]
        if p is not None and p.ship is not None:
            entries.append(Key("s", "ship", has(A.MoveShip, A.FoundByShip)))
        entries += [Key("t", "trade", has(A.OfferTrade)), Key("b", "Europe", has(A.BankTrade))]
        if p is not None and {"stuyvesant", "revere"} & set(p.fathers):
            entries.append(Key("f", "fathers", has(A.Stuyvesant, A.Revere)))
        entries.append(Key("n", "end turn"))
        return entries

    def on_key_bar_chosen(self, event: KeyBar.Chosen) -> None:
        keys: dict[str, Callable[[], None]] = {
            "enter": self.action_confirm,
            "tab": lambda: self.action_jump(1),
            "escape": self.action_back,
            "r": self.action_roll,
            "1": lambda: self.action_place("road"),
            "2": lambda: self.action_place("settlement"),
            "3": lambda: self.action_place("city"),
            "4": lambda: self.action_place("voucher"),
            "5": lambda: self.action_buy("dev"),
            "6": lambda: self.action_buy("knight"),
            "p": self.action_play,
            "u": self.action_rights,
            "s": self.action_ship,
            "t": self.action_trade,
            "b": self.action_bank,
            "f": self.action_fathers,
            "d": self.action_done,
            "i": self.action_inspect,
            "n": self.action_end_turn,
            "y": self.action_accept_offer,
            "mode": self._cycle_mode,
            "v": self.action_toggle_side,
        }
        keys[event.key]()

    # -- private news and the dialogs of decisions ------------------------------------------

    def _collect_notices(self) -> None:
        """Queue every new private log line for the human seats it is meant for."""
        log = self.match.log
        if len(log) < self._log_seen:  # an undo rebuilt the log
            self._log_seen = len(log)
        for event in log[self._log_seen:]:
            for seat in sorted(event.seats or ()):
                if seat in self.humans:
                    self._notices.setdefault(seat, []).append(event.text)
        self._log_seen = len(log)

    def _notice(self, seat: int) -> Notice:
        view = self.match.view(seat)
        texts = [T.reveal_text(t, view, seat) for t in self._notices.pop(seat)]
        return Notice("\n\n".join(texts), f"For {self.match.seats[seat].name} only")

    def advance(self) -> None:
        """Before the table moves on (a handoff, a bot), the viewer acknowledges what only
        he may see: a chip he looked at, the card he drew or stole (spec 7.3)."""
        self._collect_notices()
        viewer = self.viewer
        if viewer is not None and self._notices.get(viewer) and self.is_current:
            self.refresh_all()
            self.app.push_screen(self._notice(viewer), lambda _: super(CatanScreen,
                                                                       self).advance())
            return
        super().advance()

    def on_screen_resume(self) -> None:
        self.call_later(self._present)

    def _present(self) -> None:
        """Show what waits for the viewer: queued private notices first, then the dialog
        of a decision answered in a dialog (once per decision)."""
        if not self.is_current or self._busy or not self.is_attached or self._dialog:
            return
        viewer = self.viewer
        if viewer is not None and self._notices.get(viewer):
            self.app.push_screen(self._notice(viewer))
            return
        if self.kind in DIALOG_KINDS and self._dialog_token != self._token:
            self._dialog_token = self._token
            self._open_decision_dialog()

    def _push(self, dialog: ModalScreen, done: Callable[[Any], None]) -> None:
        self._dialog = dialog

        def closed(result: Any) -> None:
            self._dialog = None
            done(result)

        self.app.push_screen(dialog, closed)

    def _submit_all(self, actions: list[Action]) -> None:
        """Several answers in a row (a discard or a de Witt payment, card by card)."""
        self._busy = True
        try:
            for action in actions:
                if not self.act(action):
                    break
        finally:
            self._busy = False
        self.call_later(self._present)

    def _answer(self, action: Action | None) -> None:
        if action is not None:
            self.act(action)

    def _open_decision_dialog(self) -> None:
        view, d = self.view, self.decision
        if view is None or d is None:
            return
        kind, seat = d.kind, d.seat
        seats = self.match.seats
        me = view.players[seat]
        if kind == "discard":
            need = view.discards[0][1]
            picker = CardPicker(f"Discard {need} card{'s' * (need != 1)} for the 7", me.hand,
                                need, f"You hold {me.cards()} resource cards.")
            self._push(picker, lambda cards: cards and self._submit_all(
                [A.Discard(resource=r) for r in cards]))
        elif kind == "dewitt_pay":
            to, owed = view.dewitt_owed[0]
            picker = CardPicker(f"de Witt: pay {owed} card{'s' * (owed != 1)} to "
                                f"{seats[to].name}", me.hand, owed,
                                f"Rights to #{view.dewitt_field}, paid in resource cards.")
            self._push(picker, lambda cards: cards and self._submit_all(
                [A.DewittPay(resource=r) for r in cards]))
        elif kind == "trade_compose":
            opponents = [(s, T.who(seats, s)) for s in range(view.n) if s != seat]
            items = list(RESOURCES) + (["gold"] if view.settings.gold_tradeable else [])
            composer = TradeComposer(self._hand_line(me), items, opponents, self._compose_add)
            self._push(composer, self._answer)
            self._update_composer()
        elif kind == "trade_response":
            self._push(self._offer_dialog(view, seat), self._answer)
        else:
            rows = self._decision_rows(view, kind)
            header = self._decision_header(view, kind)
            self._push(ListDialog(T.PHASE_NAME.get(kind, kind).capitalize(), rows, header),
                       self._answer)

    def _decision_rows(self, view: State, kind: str) -> list[Row]:
        seats = self.match.seats
        rows: list[Row] = []
        for a in self.legal:
            match a:
                case A.ChooseVictim(target=t):
                    label = T.who(seats, t).append(f" — {view.players[t].card_count} cards")
                case A.ChooseFather(father=f):
                    father = next(x for x in load().founding_fathers if x.id == f)
                    label = Text.assemble((father.name, "bold"), f" — {father.summary_en}")
                case A.PickFromBank(resources=res):
                    label = Text(" + ".join(res) or "nothing (the bank is empty)")
                case A.StuyvesantTake(resource=r):
                    label = Text(f"take 1 {r}")
                case A.ConfirmTrade(partner=t):
                    label = Text("Trade with ").append_text(T.who(seats, t))
                case A.CancelTrade():
                    label = Text("Cancel the trade")
                case _:
                    label = Text(T.action_label(view, seats, self.decision.seat, a))
            rows.append(Row(label, a))
        return rows

    def _decision_header(self, view: State, kind: str) -> Text | str:
        if kind == "stuyvesant_take":
            lines = [e.text for e in self.match.log_for(self.viewer) if e.seats is not None
                     and "hand before the gift" in e.text]
            return lines[-1] if lines else ""
        if kind == "trade_confirm" and view.trade is not None:
            t = view.trade
            return (f"You give {items_text(t.give)} for {items_text(t.want)}.\n"
                    f"Accepted by: {', '.join(view.players[s].name for s in t.accepted)}")
        if kind == "pick_from_bank":
            return "Pocahontas: take 2 resource cards of your choice from the bank."
        if kind == "choose_father":
            return "You built a city: take a founding father from the pile."
        return ""

    def _hand_line(self, p) -> str:
        return f"You hold: {T.hand_text(p.hand)} · gold {p.gold}"

    def _update_composer(self) -> None:
        view, d = self.view, self.decision
        if not isinstance(self._dialog, TradeComposer) or view is None or d is None \
                or view.trade is None:
            return
        me = view.players[d.seat]
        self._dialog.show_draft(self._hand_line(me), dict(view.trade.give), dict(view.trade.want),
                            self.legal)

    def _compose_add(self, action: Action) -> str | None:
        reason = self._why(action)
        if reason is None:
            self.act(action)
        return reason

    def _offer_dialog(self, view: State, seat: int) -> OfferAnswer:
        t = view.trade
        assert t is not None
        seats = self.match.seats
        text = Text.assemble(T.who(seats, view.active),
                             f" offers {items_text(t.give)}\nand wants {items_text(t.want)}.\n\n",
                             self._hand_line(view.players[seat]))
        can = A.Accept() in self.legal
        return OfferAnswer(text, can, "" if can else (self._why(A.Accept()) or ""))

    # -- keys: the cursor ------------------------------------------------------------------

    def action_cursor(self, direction: str) -> None:
        nxt = geometry().step(self.mode, self.cursor[self.mode], direction)
        if nxt is not None:
            self.cursor[self.mode] = nxt
            self._clicked = None
            self._redraw_cursor()

    def action_jump(self, step: int) -> None:
        spots = sorted(self.map_actions)
        if not spots:
            self.say("No legal spot on the map for this decision.")
            return
        here = self.cursor[self.mode]
        after = [s for s in spots if (s > here if step > 0 else s < here)]
        self.cursor[self.mode] = (after[0] if step > 0 else after[-1]) if after \
            else spots[0 if step > 0 else -1]
        self._redraw_cursor()

    def action_mode(self, mode: str) -> None:
        fixed = self._fixed_mode()
        if fixed is not None and fixed != mode:
            self.say(f"This decision is made on the {MODE_NAME[fixed]}.", error=True)
            return
        if mode != self.mode:
            row, col = self._pos
            self.mode = mode
            near = geometry().nearest(mode, row, col, set(geometry().anchors[mode]))
            if near is not None:
                self.cursor[mode] = near
            self._refresh_targets()
        self._redraw_cursor()

    def _cycle_mode(self) -> None:
        order = [CROSSING, EDGE, HEX]
        self.action_mode(order[(order.index(self.mode) + 1) % 3])

    def action_toggle_ids(self) -> None:
        self.board.show_ids = not self.board.show_ids
        if self.view is not None:
            self.board.show(self.view, self._marks())

    def on_catan_board_clicked(self, event: CatanBoard.Clicked) -> None:
        mode, ident = event.mode, event.ident
        fixed = self._fixed_mode()
        if fixed is not None and mode != fixed:
            self.say(f"Click one of the {MODE_NAME[fixed]} marked ◇.", error=True)
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
        if self.kind == "trade_response" and self.view is not None:
            self._push(self._offer_dialog(self.view, self.decision.seat), self._answer)  # type: ignore[union-attr]
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
        mode = self.mode
        actions = self.map_actions.get(ident, [])
        if mode == HEX and self.kind not in ("move_robber",) and self.sub != "ship":
            self._inspect_field(ident)
            return
        if not self.my_turn:
            self._inspect_here()
            return
        if not actions:
            if self._fixed_mode() is None:
                self.say(Text.assemble(self._cursor_line(), " — nothing to do here now"))
            else:
                self.say(self._reason_at(ident) or "not possible here", error=True)
            return
        if len(actions) == 1:
            self.act(actions[0])
        elif all(isinstance(a, A.BuildSettlement) and a.omit for a in actions):
            self._pick(actions, "La Salle: which resource do you leave out?")
        else:
            self._pick(actions, "Choose what to do here")

    def _pick(self, actions: list[Action], title: str, header: Text | str = "") -> None:
        view, d = self.view, self.decision
        if view is None or d is None:
            return
        rows = [Row(T.action_label(view, self.match.seats, d.seat, a), a) for a in actions]
        self._push(ListDialog(title, rows, header), self._answer)

    def _inspect_field(self, hex_id: int) -> None:
        """The field inspector (spec 9.3), with the field's legal answers as rows."""
        view = self.view
        if view is None:
            return
        public = [e.text for e in self.match.log if e.seats is None]
        header = T.inspector_text(view, self.match.seats, hex_id, self.viewer, public)
        actions = [a for a in self.map_actions.get(hex_id, [])] if self.my_turn else []
        if self.kind == "main" and not self.sub:
            actions = [a for a in self.legal if isinstance(a, INSPECT[HEX])
                       and element_of(a) == hex_id]
        d = self.decision
        rows = [Row(T.action_label(view, self.match.seats, d.seat, a), a)  # type: ignore[union-attr]
                for a in actions]
        rows.append(Row("Close", None))
        self._push(ListDialog(f"Field #{hex_id}", rows, header), self._answer)

    def action_inspect(self) -> None:
        self._inspect_here()

    def _inspect_here(self) -> None:
        view = self.view
        if view is None:
            return
        ident = self.cursor[self.mode]
        if self.mode == HEX:
            self._inspect_field(ident)
        elif self.mode == CROSSING:
            self.app.push_screen(Notice(T.crossing_text(view, self.match.seats, ident),
                                        "Crossing"))
        else:
            self.app.push_screen(Notice(T.edge_text(view, self.match.seats, ident), "Edge"))

    # -- keys: actions of the turn ---------------------------------------------------------

    def _need(self, *kinds: str) -> bool:
        """True when the pending decision is one of ``kinds`` for the human on screen;
        otherwise say why the key does nothing."""
        if self.kind in kinds:
            return True
        d = self.decision
        if d is None:
            self.say("The game is over.", error=True)
        elif not self.my_turn:
            self.say(f"Not now: {d.prompt}", error=True)
        else:
            self.say(f"Not now: {self._instruction(self.view, d)}", error=True)  # type: ignore[arg-type]
        return False

    def action_roll(self) -> None:
        if self._need("pre_roll"):
            self.act(A.Roll())

    def action_place(self, sub: str) -> None:
        if not self._need("main"):
            return
        if not self._of(*SUBS[sub][1]):
            self.say(f"No legal spot for {sub} now: {self._why_not(sub)}", error=True)
            return
        self.sub = sub
        self._clicked = None
        self._refresh_targets()
        self._snap_cursor()
        self._show_bar()
        self._redraw_cursor()

    def _rights_probe(self, hex_id: int) -> Action:
        """The rights answer whose reason explains a field: buying once its chip is
        taken, acquiring before."""
        view = self.view
        if view is not None and hex_id in view.chips and view.chips[hex_id] is None:
            return A.BuyRights(hex=hex_id)
        return A.Acquire(hex=hex_id)

    def _why_not(self, sub: str) -> str:
        """Why a placement has no legal spot: the engine's reason that holds wherever it
        would go (the price, the pieces, a rule of the turn), else that no spot qualifies."""
        view, d = self.view, self.decision
        if sub != "rights" and view is not None and d is not None:
            probe = {
                "road": A.BuildRoad(edge=self.cursor[EDGE]),
                "settlement": A.BuildSettlement(crossing=self.cursor[CROSSING]),
                "voucher": A.BuildFreeSettlement(crossing=self.cursor[CROSSING]),
                "city": A.BuildCity(crossing=self.cursor[CROSSING]),
                "ship": A.MoveShip(hex=self.cursor[HEX]),
                "found": A.FoundByShip(crossing=self.cursor[CROSSING]),
            }[sub]
            reason = general_problem(view, d.seat, probe)
            if reason:
                return reason
        return f"no {NO_SPOT[SUBS[sub][0]]} qualifies"

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
            self.say(f"You cannot accept: {self._why(A.Accept()) or 'not possible'}",
                     error=True)

    def _show_offer(self, view: State) -> None:
        """An offer to the viewer waits in a panel under the map (not a modal): he may
        look at the map, the panels and the log first, then answer with y / n or a click
        on the bar; Enter opens it as a dialog."""
        offer = self.kind == "trade_response" and view.trade is not None
        self.set_class(offer, "-offer")
        if offer:
            self._update_static("#cn-offer", self._offer_text(view, self.decision.seat))  # type: ignore[union-attr]

    def _offer_text(self, view: State, seat: int) -> Text:
        t = view.trade
        assert t is not None
        seats = self.match.seats
        text = Text.assemble(("A trade offer for you: ", "bold"), T.who(seats, view.active),
                             f" offers {items_text(t.give)} and wants {items_text(t.want)}"
                             " in return. ",
                             self._hand_line(view.players[seat]))
        if A.Accept() not in self.legal:
            text.append(f"\nYou cannot accept: {self._why(A.Accept()) or 'not possible'}.",
                        style="bold")
        return text

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
        if not self._of(A.Acquire, A.BuyRights):
            self.say("No rights to acquire or buy now: you need a building at a field whose "
                     "chip you know, a free token and the payment.", error=True)
            return
        here = self.cursor[HEX]
        if self.mode == HEX and any(isinstance(a, (A.Acquire, A.BuyRights))
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
        can_sail, can_found = bool(self._of(A.MoveShip)), bool(self._of(A.FoundByShip))
        if self.sub == "ship" and can_found:
            sub = "found"
        elif self.sub == "found" and can_sail:
            sub = "ship"
        elif can_sail or can_found:
            sub = "ship" if can_sail else "found"
        else:
            self.say(f"The ship cannot sail or found now: {self._why_not('ship')}", error=True)
            return
        self.action_place(sub)

    def action_play(self) -> None:
        if not self._need("main", "pre_roll"):
            return
        plays = self._of(A.PlayDevCard, A.PlayKnight)
        if not plays:
            p = self.view.players[self.decision.seat]  # type: ignore[union-attr]
            why = ("you have already played a card this turn" if p.dev_played
                   else "no card or knight you may play (cards bought this turn wait)")
            self.say(f"Nothing to play: {why}", error=True)
            return
        names = {"knight": "Knight: move the robber and rob", "road_building":
                 "Road Building: 2 free roads", "year_of_plenty":
                 "Year of Plenty: 2 cards from the bank", "monopoly":
                 "Monopoly: all cards of one type"}
        present = {"knight" if isinstance(a, A.PlayKnight) else a.card for a in plays}
        rows = [Row(label, key, key in present) for key, label in names.items()]
        self._push(ListDialog("Play a card", rows), self._play_chosen)

    def _play_chosen(self, card: str | None) -> None:
        if card is None:
            return
        if card == "knight":
            self.act(A.PlayKnight())
            return
        choices = [a for a in self._of(A.PlayDevCard) if a.card == card]
        if card == "road_building":
            self.act(choices[0])
            return
        title = "Year of Plenty: take 2 cards" if card == "year_of_plenty" \
            else "Monopoly: name a resource"
        rows = [Row(" + ".join(a.resources), a) for a in choices]
        self._push(ListDialog(title, rows), self._answer)

    def action_bank(self) -> None:
        if not self._need("main"):
            return
        trades = self._of(A.BankTrade)
        if not trades:
            self.say("No trade with Europe possible: it takes 1 gold, 4 identical cards "
                     "(or 2 with Fugger).", error=True)
            return
        view = self.view
        assert view is not None
        gives: dict[tuple[str, str], list[A.BankTrade]] = {}
        for a in trades:
            gives.setdefault((a.rate, a.give), []).append(a)
        held = view.players[self.decision.seat]  # type: ignore[union-attr]
        rows = []
        for (rate, give), options in gives.items():
            k = {"gold_for_resource": 1, "fugger_two_for_gold": 2}.get(rate, 4)
            have = held.gold if give == "gold" else held.hand[give]
            extra = " (Fugger)" if rate == "fugger_two_for_gold" else ""
            get = "1 gold" if options[0].get == "gold" else "1 resource card"
            rows.append(Row(f"give {k} {give}{extra} → {get}   (you have {have})", options))
        stock = " ".join(f"{T.SHORT[r]}{view.bank[r]}" for r in RESOURCES)
        gold = "∞" if view.bank_gold is None else view.bank_gold
        self._push(ListDialog("Trade with Europe: what do you give?", rows,
                              f"The bank holds {stock} · gold {gold}"), self._bank_give)

    def _bank_give(self, options: list[A.BankTrade] | None) -> None:
        if not options:
            return
        if len(options) == 1:
            self.act(options[0])
            return
        view = self.view
        assert view is not None
        rows = [Row(f"take 1 {ITEM_NAME[a.get].lower()}   (bank {view.bank[a.get]})", a)
                for a in options]
        self._push(ListDialog("Trade with Europe: what do you take?", rows), self._answer)

    def action_fathers(self) -> None:
        if not self._need("main"):
            return
        view, d = self.view, self.decision
        assert view is not None and d is not None
        p = view.players[d.seat]
        stuy, revere = self._of(A.Stuyvesant), self._of(A.Revere)
        rows = []
        if L.has(p, "stuyvesant"):
            rows.append(Row("Stuyvesant: give an opponent 1 card, take 1 of his", "stuyvesant",
                            bool(stuy)))
        if L.has(p, "revere"):
            price = load().knights.revere_price_gold
            rows.append(Row(f"Revere: buy a knight from an opponent for {price} gold", "revere",
                            bool(revere)))
        if not any(r.enabled for r in rows):
            used = "used this turn" if p.stuyvesant_used or p.revere_used else "not possible now"
            self.say(f"No founding-father ability to use: {used}", error=True)
            return
        self._push(ListDialog("Founding-father abilities", rows), self._father_chosen)

    def _father_chosen(self, which: str | None) -> None:
        view = self.view
        if which is None or view is None:
            return
        seats = self.match.seats
        if which == "revere":
            rows = [Row(T.who(seats, a.target).append(f" — {view.players[a.target].knights} "
                                                      "knights"), a)
                    for a in self._of(A.Revere)]
            self._push(ListDialog("Revere: buy a knight from", rows), self._answer)
            return
        targets = sorted({a.target for a in self._of(A.Stuyvesant)})
        rows = [Row(T.who(seats, t).append(f" — {view.players[t].card_count} cards"), t)
                for t in targets]
        self._push(ListDialog("Stuyvesant: whom do you give a card?", rows), self._stuy_target)

    def _stuy_target(self, target: int | None) -> None:
        if target is None:
            return
        rows = [Row(f"give 1 {a.give}", a) for a in self._of(A.Stuyvesant) if a.target == target]
        self._push(ListDialog("Stuyvesant: which card do you give?", rows,
                              "Then you see his hand (before your gift) and take one card."),
                   self._answer)

    # -- stepping back -----------------------------------------------------------------------

    def cancel_selection(self) -> bool:
        if self.sub:
            self.sub = ""
            self._clicked = None
            return True
        return False
