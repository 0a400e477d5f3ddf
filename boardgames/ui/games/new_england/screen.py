"""The New England screen: bid discs on top, the board with the offer column beside it,
the players below. Every decision works with keys alone and with the mouse alone.

The screen wires keys, clicks and widgets to ``choices.py`` (what can be chosen and what
each key would do); the widgets are in board.py and side.py, the dialogs in dialogs.py,
colours and glyphs in art.py."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from boardgames.core.controller import Match
from boardgames.core.i18n import N_, _
from boardgames.core.rules import Action, Decision
from boardgames.games.new_england import actions as A
from boardgames.games.new_england import legal as L
from boardgames.games.new_england.actions import (
    Buy,
    ChooseOfferSize,
    ChooseStartTile,
    Develop,
    EndTurn,
    MoveFigure,
    PlaceStartTile,
    PlayStored,
    StoreCard,
    TakeDisc,
)
from boardgames.games.new_england.data import Cell
from boardgames.games.new_england.state import NewEnglandState
from boardgames.games.new_england.summary import changed_cells, taken_discs
from boardgames.ui.games.new_england import side
from boardgames.ui.games.new_england.art import KEYS_HELP, LEGEND
from boardgames.ui.games.new_england.board import Marks, NewEnglandBoard, cell_origin
from boardgames.ui.games.new_england.choices import BONUS_CHOICES, Choices, Pick
from boardgames.ui.games.new_england.dialogs import end_parts, item_notice
from boardgames.ui.games.new_england.side import DiscTrack, OfferColumn
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.screens.game import GameScreen, cursor_bindings
from boardgames.ui.widgets.keybar import Key, KeyBar
from boardgames.ui.widgets.panels import MatchLog

BONUS_SOURCE = {key: source for key, source, _, _ in BONUS_CHOICES}


class NewEnglandScreen(GameScreen):
    MIN_SIZE = (80, 24)
    # Below this size the board scrolls beside the offer, and F6 switches to the players
    # and the log.
    FULL_SIZE = (110, 36)
    KEYS_HELP = KEYS_HELP
    BINDINGS = [
        *cursor_bindings("target"),
        Binding("enter", "confirm", N_("Choose")),
        Binding("r", "rotate(1)", N_("Rotate")),
        Binding("R", "rotate(-1)", N_("Rotate back"), show=False),
        *(Binding(str(n), f"digit({n})", str(n), show=False) for n in range(10)),
        Binding("s", "start_tile('S')", N_("Settlement"), show=False),
        Binding("f", "start_tile('F')", N_("Farmland"), show=False),
        Binding("p", "start_tile('P')", N_("Pasture"), show=False),
        Binding("c", "bonus('deck')", N_("Draw card"), show=False),
        Binding("t", "bonus('bag')", N_("Draw tile"), show=False),
        Binding("n", "bonus(None)", N_("Decline"), show=False),
        Binding("o", "offer_focus", N_("Offer")),
        Binding("i", "card_info", N_("Card info"), show=False),
        Binding("b", "barn", N_("Barn")),
        Binding("m", "move", N_("Move figure")),
        # The same key while no figure can move (not in the footer): says why.
        Binding("m", "move_blocked", N_("Move figure"), show=False),
        Binding("e", "end_turn", N_("End turn")),
        Binding("v", "parcel_mode", N_("Parcel mode"), show=False),
        Binding("space", "toggle_parcel", N_("Toggle parcel"), show=False),
        Binding("d", "develop", N_("Develop"), show=False),
        Binding("backspace", "clear_parcels", N_("Clear parcels"), show=False),
    ]
    CSS = """
    NewEnglandScreen #ne-main { height: 1fr; min-height: 22; }
    NewEnglandScreen #ne-board-col { width: 74; }
    NewEnglandScreen #ne-legend { height: auto; color: $text-muted; }
    NewEnglandScreen #ne-offer-col { width: 1fr; }
    NewEnglandScreen #ne-offer { width: 1fr; }
    NewEnglandScreen #ne-panels { height: auto; max-height: 10; }
    NewEnglandScreen #ne-panels PlayerPanel { width: 1fr; }
    NewEnglandScreen #log { width: 1fr; height: 1fr; min-height: 4; }
    NewEnglandScreen.-compact #ne-main { min-height: 10; }
    NewEnglandScreen.-compact #status { height: auto; }
    NewEnglandScreen.-compact #ne-board-col { width: 1fr; }
    NewEnglandScreen.-compact #ne-offer-col { width: 31; }
    NewEnglandScreen.-compact #log { display: none; }
    NewEnglandScreen.-compact #ne-panels { display: none; }
    NewEnglandScreen.-compact DiscTrack { padding: 0; }
    NewEnglandScreen.-compact.-side #ne-board-col { display: none; }
    NewEnglandScreen.-compact.-side #ne-offer { display: none; }
    NewEnglandScreen.-compact.-side #ne-offer-col { width: 1fr; }
    NewEnglandScreen.-compact.-side #log { display: block; }
    NewEnglandScreen.-compact.-side #ne-main { min-height: 3; }
    NewEnglandScreen.-compact.-side #ne-panels { display: block; max-height: 10; }
    """

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.pick = Pick()
        self.view: NewEnglandState | None = None
        self._decision_key: tuple[Any, ...] | None = None

    # -- layout ----------------------------------------------------------------------------

    def compose_table(self) -> ComposeResult:
        yield DiscTrack(self.match.seats, id="ne-discs")
        with Horizontal(id="ne-main"):
            with Vertical(id="ne-board-col"):
                yield NewEnglandBoard(self.match.seats, id="ne-board")
                yield Static(_(LEGEND), id="ne-legend")
            with Vertical(id="ne-offer-col"):
                yield OfferColumn(id="ne-offer")
                yield MatchLog(id="log")
        with Horizontal(id="ne-panels"):
            yield from self.compose_panels()
        yield KeyBar(id="ne-choices")

    def on_mount(self) -> None:
        self._fit_layout()

    def on_resize(self) -> None:
        self._fit_layout()

    def _fit_layout(self) -> None:
        """Below the full size the board scrolls in the room beside the offer, and the
        players and the log are one key (F6) away."""
        width, height = self.app.size
        compact = width < self.FULL_SIZE[0] or height < self.FULL_SIZE[1]
        self.set_class(compact, "-compact")
        for board in self.query(NewEnglandBoard):
            board.set_class(compact, "-compact")
        self.refresh_bindings()

    def action_toggle_side(self) -> None:
        self.toggle_class("-side")
        if self.has_class("-side"):
            self.notify(_("The players and the log: F6 shows the board again."), timeout=3)

    # -- what can be chosen now --------------------------------------------------------------

    def choices(self, with_status: bool = False) -> Choices:
        """The choices at the cursor; ``with_status``: with the offer slots' reasons."""
        view = self.view if self.view is not None else self.match.view(self.viewer)
        decision = self.decision
        seat = decision.seat if decision is not None else None
        status = self._slot_status(view) if with_status else None
        return Choices(view, seat, self.kind, self.legal, self.pick, status)

    def _slot_status(self, view: NewEnglandState) -> dict[int, str] | None:
        """"" for each buyable slot, else the engine's reason; None when not buying."""
        if self.kind != "turn":
            return None
        return {slot: self.why(A.buy(slot)) or "" for slot in view.offer}

    # -- drawing ---------------------------------------------------------------------------

    def show_view(self, view: NewEnglandState, decision: Decision | None) -> None:
        self.view = view
        # A new decision (another move made or taken back): no choice in progress carries
        # over, so the prompt describes this decision and never the one before.
        entries = self.match.entries
        key = (len(entries), entries[-1] if entries else None,
               decision.kind if decision else None, decision.seat if decision else None)
        new = key != self._decision_key
        self._decision_key = key
        self.pick.settle(self.kind, view, new)
        self._draw()

    def _draw(self) -> None:
        view = self.view
        if view is None:
            return
        choices = self.choices(with_status=True)
        recent = [e.action for e in self.recent_moves()]
        marks = Marks(targets=set(choices.targets()), ghost=choices.ghost(),
                      ghost_ok=choices.ghost_ok(), selected=self.pick.move_from,
                      changed=changed_cells(recent), bot=self._bot_cells())
        self.query_one(NewEnglandBoard).show(view, marks, self.pick.cursor)
        self.query_one(OfferColumn).show(view, self.pick.slot_focus, choices.status,
                                         choices.price())
        self.query_one(DiscTrack).show(view, self.pick.disc_focus, taken_discs(recent))
        self.query_one("#ne-legend", Static).update(_(LEGEND))  # in a switched language too
        title, buttons = choices.buttons()
        self.query_one(KeyBar).show(title, [Key(k, label, enabled=ok)
                                            for k, label, ok in buttons])
        decision = self.decision
        if decision is not None and self.my_turn:
            self.say(self._prompt(choices, decision))

    def _bot_cells(self) -> set[Cell]:
        """The cells a bot's move will change, shown before it lands: the tile it places,
        the parcels it develops, a figure's way."""
        shown = self.bot_preview
        return set() if shown is None else changed_cells([shown[1]])

    def preview_bot(self, seat: int, action: Action) -> bool:
        cells = self._bot_cells()
        if not cells:
            return False
        self._draw()
        self.query_one(NewEnglandBoard).scroll_to_show(*cell_origin(min(cells)), 6, 2)
        return True

    def prompt_text(self, view: NewEnglandState, decision: Decision) -> Text | str:
        choices = self.choices(with_status=True)
        choices.view = view
        return self._prompt(choices, decision)

    def _prompt(self, choices: Choices, decision: Decision) -> Text | str:
        text, reason = choices.prompt(decision.seat, decision.prompt)
        if reason:
            return Text.assemble(text, (reason, "bold"))
        return Text(text) if choices.kind == "turn" else text

    def end_parts(self) -> tuple[Any, list[Any]]:
        return end_parts(self.match)

    def status_text(self, view: NewEnglandState) -> str:
        return side.status_text(view)

    def panel_tag(self, view: NewEnglandState, seat: int) -> str:
        return "⚑ " + _("start player") if seat == view.start_player else ""

    def panel_lines(self, view: NewEnglandState, seat: int) -> list[Text | str]:
        return side.panel_lines(view, seat, self.match.scores().totals[seat])

    # -- keys --------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kind = self.kind
        if action == "toggle_side":  # only where the layout hides them (else greyed)
            return True if self.has_class("-compact") else None
        if action not in ("rotate", "offer_focus", "barn", "move", "move_blocked",
                          "end_turn", "confirm"):
            return super().check_action(action, parameters)
        relevant = {
            "rotate": kind in ("place_start_tile", "use_card") and not self.pick.parcel_mode
            and len(self.choices().shapes()) > 1,
            "offer_focus": kind == "turn",
            "barn": (kind == "turn" and bool(self.of("play_stored")))
            or (kind == "use_card" and bool(self.of("store_card"))),
            "move": kind == "turn" and bool(self.of("move_figure")),
            "move_blocked": bool(kind) and not self.of("move_figure"),
            "end_turn": kind == "turn",
            "confirm": bool(kind),
        }
        return relevant[action]

    def action_cursor(self, direction: str) -> None:
        if self.pick.offer_nav and self.kind == "turn" and direction in ("up", "down"):
            self._step_slot(1 if direction == "down" else -1)
            return
        if self.kind == "take_disc" and direction in ("left", "right"):
            self._step_disc(1 if direction == "right" else -1)
            return
        self.pick.offer_nav = False
        self._move_cursor(self.choices().moved(direction))

    def _move_cursor(self, cell: Cell) -> None:
        self.pick.cursor = cell
        self._draw()
        x, y = cell_origin(cell)
        self.query_one(NewEnglandBoard).scroll_to_show(x, y, 6, 2)

    def action_jump(self, step: int) -> None:
        choices = self.choices()
        if choices.places_shapes():
            found = choices.next_placement(step)
            if found is not None:
                cursor, self.pick.orient = found
                self._move_cursor(cursor)
            return
        target = choices.next_target(step)
        if target is not None:
            self._move_cursor(target)

    def action_rotate(self, step: int) -> None:
        shapes = self.choices().shapes()
        if shapes:
            self.pick.orient = (self.pick.orient + step) % len(shapes)
            self._draw()

    def action_confirm(self) -> None:
        kind, pick = self.kind, self.pick
        if kind == "take_disc":
            if pick.disc_focus is None:
                self.say(_("Focus a disc first: 1–9 or 0, or click it."), error=True)
            else:
                self.act(TakeDisc(value=pick.disc_focus))
        elif kind == "turn" and pick.slot_focus is not None and not pick.sub:
            self.act(Buy(slot=pick.slot_focus))
        else:
            self._choose_cell(pick.cursor)

    def _choose_cell(self, cell: Cell) -> None:
        """Enter or a click on a board cell, in whatever the decision is."""
        kind, pick = self.kind, self.pick
        pick.cursor = cell
        if kind == "use_card" and pick.parcel_mode:
            pick.parcels ^= {cell}
            self._draw()
        elif kind == "turn":
            self._turn_cell(cell)
        elif kind in ("place_start_tile", "use_card", "place_tile"):
            action = self.choices().cell_action(cell)
            if action is None:
                self._draw()
            elif self.act(action) and isinstance(action, Develop | PlaceStartTile):
                pick.orient = 0
        else:
            self._draw()

    def _turn_cell(self, cell: Cell) -> None:
        pick = self.pick
        key = self.choices().tile_key(cell)
        # The choice in progress ends before the move is submitted, so that the prompt
        # drawn for the next decision does not describe it; an illegal move restores it.
        if pick.sub == "barn_pick":
            pick.sub = ""
            if not self.act(PlayStored(barn=key)):
                pick.sub = "barn_pick"
        elif pick.sub == "move_dest" and pick.move_from is not None:
            source = pick.move_from
            pick.sub, pick.move_from = "", None
            if not self.act(MoveFigure(from_tile=source, to_tile=key)):
                pick.sub, pick.move_from = "move_dest", source
        elif key in {a.from_tile for a in self.of("move_figure")}:
            pick.sub, pick.move_from = "move_dest", key
            self._draw()
        elif key in {a.barn for a in self.of("play_stored")}:
            self.act(PlayStored(barn=key))
        else:
            self._draw()

    def _step_disc(self, step: int) -> None:
        value = self.choices().stepped_disc(step)
        if value is not None:
            self.pick.disc_focus = value
            self._draw()

    def action_parcel_mode(self) -> None:
        if self.kind == "use_card" and self.of("develop"):
            self.pick.parcel_mode = not self.pick.parcel_mode
            self.pick.parcels = set()
            self._draw()
            self.refresh_bindings()

    def action_toggle_parcel(self) -> None:
        if self.kind == "use_card" and self.pick.parcel_mode:
            self._choose_cell(self.pick.cursor)

    def action_clear_parcels(self) -> None:
        if self.pick.parcel_mode:
            self.pick.parcels = set()
            self._draw()

    def action_develop(self) -> None:
        if self.kind != "use_card" or not self.pick.parcel_mode:
            return
        action = self.choices().ghost_action()
        if action is not None and action in self.legal:
            self.act(action)
        else:
            self.say(_("The chosen parcels must form the card's shape on your own undeveloped "
                       "land of its type."), error=True)

    def action_digit(self, n: int) -> None:
        kind = self.kind
        if kind == "choose_offer_size":
            self.act(ChooseOfferSize(tiles=n))
        elif kind == "take_disc":
            self.pick.disc_focus = 10 if n == 0 else n
            self._draw()
        elif kind == "turn" and n >= 1:
            self._focus_slot(n)

    def _focus_slot(self, slot: int) -> None:
        self.pick.slot_focus = slot
        self.pick.offer_nav = True
        self._draw()

    def _step_slot(self, step: int) -> None:
        slot = self.choices().stepped_slot(step)
        if slot is not None:
            self._focus_slot(slot)

    def action_offer_focus(self) -> None:
        self._step_slot(0)

    def action_start_tile(self, land: str) -> None:
        if self.kind == "choose_start_tile":
            self.act(ChooseStartTile.model_validate({"land": land}))

    def action_bonus(self, source: str | None) -> None:
        if self.kind == "ship_bonus":
            self.act(self.choices().bonus(source))

    def action_barn(self) -> None:
        if self.kind == "use_card":
            self.act(StoreCard())
            return
        barns = self.of("play_stored")
        if len(barns) == 1:
            self.act(barns[0])
        elif barns:
            self.pick.sub = "barn_pick"
            self._move_cursor(barns[0].barn)

    def action_move(self) -> None:
        moves = self.of("move_figure")
        if moves:
            self.pick.sub, self.pick.move_from = "move_pick", None
            self.pick.slot_focus = None
            self._move_cursor(sorted({a.from_tile for a in moves})[0])

    def action_move_blocked(self) -> None:
        view, decision = self.view, self.decision
        if view is None or decision is None:
            return
        reason = L.no_move_reason(view, decision.seat) or _("no figure can move")
        self.say(_("You cannot move a figure now: {reason}.").format(reason=reason), error=True)

    def action_end_turn(self) -> None:
        if self.kind != "turn":
            return
        if self.of("buy"):
            self.app.push_screen(Confirm(_("You can still buy something. End your turn? (y/n)")),
                                 lambda yes: self._end_turn(bool(yes)))
        else:
            self.act(EndTurn())

    def _end_turn(self, yes: bool) -> None:
        if yes:
            self.act(EndTurn())

    def action_card_info(self) -> None:
        view, slot = self.view, self.pick.slot_focus
        if view is None or slot is None or slot not in view.offer:
            return
        self.app.push_screen(item_notice(view.offer[slot], slot))

    def cancel_selection(self) -> bool:
        return self.pick.cancel()

    # -- mouse -------------------------------------------------------------------------------

    def on_new_england_board_hovered(self, event: NewEnglandBoard.Hovered) -> None:
        if self.kind:
            self.pick.cursor = event.cell
            self._draw()

    def on_new_england_board_clicked(self, event: NewEnglandBoard.Clicked) -> None:
        if event.button == 3:
            self.action_rotate(1)
            return
        self._choose_cell(event.cell)

    def on_new_england_board_wheel(self, event: NewEnglandBoard.Wheel) -> None:
        self.action_rotate(1)

    def on_offer_column_clicked(self, event: OfferColumn.Clicked) -> None:
        if self.kind != "turn":
            return
        if event.button == 3:
            self.pick.slot_focus = event.slot
            self.action_card_info()
        elif self.pick.slot_focus == event.slot:
            self.act(Buy(slot=event.slot))
        else:
            self._focus_slot(event.slot)

    def on_disc_track_clicked(self, event: DiscTrack.Clicked) -> None:
        if self.kind != "take_disc":
            return
        if self.pick.disc_focus == event.value:
            self.act(TakeDisc(value=event.value))
        else:
            self.pick.disc_focus = event.value
            self._draw()

    def on_key_bar_chosen(self, event: KeyBar.Chosen) -> None:
        key = event.key
        handlers = {"enter": self.action_confirm, "r": lambda: self.action_rotate(1),
                    "v": self.action_parcel_mode, "d": self.action_develop,
                    "backspace": self.action_clear_parcels, "b": self.action_barn,
                    "m": self.action_move, "e": self.action_end_turn}
        if key in handlers:
            handlers[key]()
        elif key in ("s", "f", "p") and self.kind == "choose_start_tile":
            self.action_start_tile(key.upper())
        elif key.isdigit():  # the offer sizes
            self.action_digit(int(key))
        elif key in BONUS_SOURCE:
            self.action_bonus(BONUS_SOURCE[key])
