"""The Neue Welt dialogs (spec 9.6): every one works with keys alone and with the mouse
alone. They only show what the screen hands them (drawn from the viewer's own view).
``DecisionDialogs``, the base of the screen, opens them: a decision's dialog, the private
notices and the choices behind the keys p and f. Trades never cover the map: composing an
offer, choosing the partner and the trade with Europe (b) are in ``TradeComposer``
(trade.py), a panel docked beside it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from boardgames.core.controller import Match
from boardgames.core.i18n import N_, _, ngettext
from boardgames.core.rules import Action, Event
from boardgames.games.catan import actions as A
from boardgames.games.catan import text as T
from boardgames.games.catan.board import RESOURCES
from boardgames.games.catan.state import State
from boardgames.ui.games.catan import choices as C
from boardgames.ui.games.catan import side
from boardgames.ui.games.catan.choices import Row, item_name, items_text
from boardgames.ui.games.catan.trade import TradeComposer
from boardgames.ui.screens.dialogs import Dialog, Notice
from boardgames.ui.screens.game import GameScreen

__all__ = ["CardPicker", "ListDialog", "Row", "items_text"]

class ListDialog(Dialog[object | None]):
    """Pick one row: arrows + Enter, digits 1-9, or a click. Escape closes with None."""

    DEFAULT_CSS = """
    ListDialog #list-options { height: auto; max-height: 24; width: 1fr; }
    """
    BINDINGS = [
        Binding("escape", "close", N_("Close")),
        *(Binding(str(n), f"pick({n})", str(n), show=False) for n in range(1, 10)),
    ]

    def __init__(self, title: str, rows: list[Row], header: Text | str = "") -> None:
        super().__init__()
        self.title_text = title
        self.rows = rows
        self.header = header

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, classes="dialog-title")
            if self.header:
                yield Static(self.header, classes="dialog-text")
            options = []
            for i, row in enumerate(self.rows):
                label = row.label if isinstance(row.label, Text) else Text(row.label)
                number = Text(f"{i + 1}. " if i < 9 else "   ", style="bold")
                options.append(Option(number + label, disabled=not row.enabled))
            yield OptionList(*options, id="list-options", markup=False)
            yield Static(Text(_("↑↓ Enter or a digit choose · click a row · escape closes"),
                              style="dim"))

    def on_mount(self) -> None:
        header = Text(self.header) if isinstance(self.header, str) else self.header
        labels = [Text(r.label) if isinstance(r.label, str) else r.label for r in self.rows]
        widest = max([len(self.title_text), *(line.cell_len for line in header.split("\n")),
                      *(label.cell_len + 8 for label in labels)])  # 8: number and borders
        # As wide as the widest line, within the terminal (a longer row wraps).
        most = min(110, self.app.size.width - 4)
        self.query_one(".dialog").styles.width = min(most, max(50, widest + 6))
        options = self.query_one(OptionList)
        options.focus()
        first = next((i for i, r in enumerate(self.rows) if r.enabled), None)
        if first is not None:
            options.highlighted = first

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.rows[event.option_index].value)

    def action_pick(self, n: int) -> None:
        if n <= len(self.rows) and self.rows[n - 1].enabled:
            self.dismiss(self.rows[n - 1].value)

    def action_close(self) -> None:
        self.dismiss(None)


class CardPicker(Dialog[list[str] | None]):
    """Choose exactly ``need`` cards of a hand (discards, de Witt's payment): a + and a −
    per type; Enter confirms only at the exact count. Returns the cards one by one."""

    CSS = """
    CardPicker .dialog { width: 56; }
    """

    BINDINGS = [
        Binding("up,k", "move(-1)", N_("Up"), show=False),
        Binding("down,j", "move(1)", N_("Down"), show=False),
        Binding("right,l,plus,equals_sign,space", "add", "+1"),
        Binding("left,h,minus", "remove", "−1"),
        *(Binding(str(n), f"add_type({n})", str(n), show=False) for n in range(1, 6)),
        Binding("enter", "confirm", N_("Confirm")),
        Binding("escape", "close", N_("Later")),
    ]
    MINUS_AT, PLUS_AT = 17, 24  # columns of "[−]" and "[+]" in a row

    def __init__(self, title: str, hand: dict[str, int], need: int, note: str = "") -> None:
        super().__init__()
        self.title_text = title
        self.hand = hand
        self.need = need
        self.note = note
        self.picked = {r: 0 for r in RESOURCES}
        self.row = next((i for i, r in enumerate(RESOURCES) if hand.get(r)), 0)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, classes="dialog-title")
            if self.note:
                yield Static(self.note, classes="dialog-text")
            yield Static(id="picker-rows")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Confirm (Enter)"), id="picker-ok", variant="primary")
                yield Button(_("Later (escape)"), id="picker-later")

    def on_mount(self) -> None:
        for button in self.query(Button):
            button.can_focus = False
        self._render_rows()

    @property
    def count(self) -> int:
        return sum(self.picked.values())

    def _render_rows(self) -> None:
        lines = []
        for i, r in enumerate(RESOURCES):
            held, k = self.hand.get(r, 0), self.picked[r]
            line = Text.assemble(("▶ " if i == self.row else "  ", "bold"),
                                 f"{i + 1} {item_name(r)[:8]:<8} {held:>2}  ",
                                 ("[−]", "bold" if k else "dim"), f" {k:>2} ",
                                 ("[+]", "bold" if k < held and self.count < self.need
                                  else "dim"))
            if i == self.row:
                line.stylize("reverse")
            lines.append(line)
        lines.append(Text(_("chosen {count} of {need}").format(count=self.count, need=self.need),
                          style="bold green" if self.count == self.need else "bold"))
        self.query_one("#picker-rows", Static).update(Text("\n").join(lines))
        self.query_one("#picker-ok", Button).disabled = self.count != self.need

    def action_move(self, step: int) -> None:
        self.row = (self.row + step) % len(RESOURCES)
        self._render_rows()

    def _add(self, index: int) -> None:
        r = RESOURCES[index]
        if self.picked[r] < self.hand.get(r, 0) and self.count < self.need:
            self.picked[r] += 1
        else:
            self.app.bell()
        self.row = index
        self._render_rows()

    def action_add(self) -> None:
        self._add(self.row)

    def action_add_type(self, n: int) -> None:
        self._add(n - 1)

    def action_remove(self) -> None:
        r = RESOURCES[self.row]
        if self.picked[r]:
            self.picked[r] -= 1
        self._render_rows()

    def action_confirm(self) -> None:
        if self.count == self.need:
            self.dismiss([r for r in RESOURCES for _ in range(self.picked[r])])
        else:
            self.app.bell()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_click(self, event: events.Click) -> None:
        rows = self.query_one("#picker-rows", Static)
        offset = event.get_content_offset(rows)
        if offset is None or not 0 <= offset.y < len(RESOURCES):
            return
        if offset.x >= self.PLUS_AT:
            self._add(offset.y)
        elif offset.x >= self.MINUS_AT:
            self.row = offset.y
            self.action_remove()
        else:
            self.row = offset.y
            self._render_rows()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "picker-ok":
            self.action_confirm()
        else:
            self.action_close()


# -- the flows that open them --------------------------------------------------------------


class DecisionDialogs(GameScreen):
    """The part of the Neue Welt screen that opens dialogs: the dialog of a decision
    answered in one (once per decision), the private notices a seat must acknowledge, and
    the multi-step choices behind the keys p, b and f. The rows come from ``choices``."""

    view: State | None
    map_actions: dict[int, list[Action]]
    sub: str
    mode: str
    cursor: dict[str, int]

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self._token: tuple[Any, ...] | None = None  # the decision on screen
        self._dialog: ModalScreen[Any] | None = None
        self._dialog_token: tuple[Any, ...] | None = None
        self._notices: dict[int, list[Event]] = {}
        self._log_seen = len(match.log)
        self._panel_token: tuple[Any, ...] | None = None  # the decision the trade panel is for

    def _push(self, dialog: ModalScreen[Any], done: Callable[[Any], None]) -> None:
        self._dialog = dialog

        def closed(result: Any) -> None:
            self._dialog = None
            done(result)

        self.app.push_screen(dialog, closed)

    def _answer(self, action: Action | None) -> None:
        if action is not None:
            self.act(action)

    def _pick(self, actions: Sequence[Action], title: str, header: Text | str = "") -> None:
        view, d = self.view, self.decision
        if view is None or d is None:
            return
        rows = [Row(C.action_label(view, d.seat, a), a) for a in actions]
        self._push(ListDialog(title, rows, header), self._answer)

    # -- private news ------------------------------------------------------------------------

    def _collect_notices(self) -> None:
        """Queue every new private log event for the human seats it is meant for."""
        log = self.match.log
        if len(log) < self._log_seen:  # an undo rebuilt the log
            self._log_seen = len(log)
        for event in log[self._log_seen:]:
            for seat in sorted(event.seats or ()):
                if seat in self.humans:
                    self._notices.setdefault(seat, []).append(event)
        self._log_seen = len(log)

    def _notice(self, seat: int) -> Notice:
        view = self.match.view(seat)
        texts = [side.notice_text(e, view, seat) for e in self._notices.pop(seat)]
        return Notice("\n\n".join(texts),
                      _("For {name} only").format(name=self.match.seats[seat].name))

    def advance(self) -> None:
        """Before the table moves on (a handoff, a bot), the viewer acknowledges what only
        he may see: a chip he looked at, the card he drew or stole (spec 7.3)."""
        self._collect_notices()
        viewer = self.viewer
        if viewer is not None and self._notices.get(viewer) and self.is_current:
            self.refresh_all()
            self.app.push_screen(self._notice(viewer), lambda _: GameScreen.advance(self))
            return
        super().advance()

    def on_screen_resume(self) -> None:
        self.call_later(self._present)

    def _present(self) -> None:
        """Show what waits for the viewer: queued private notices first, then the dialog
        of a decision answered in a dialog (once per decision)."""
        if not self.is_current or not self.is_attached or self._dialog:
            return
        viewer = self.viewer
        if viewer is not None and self._notices.get(viewer):
            self.app.push_screen(self._notice(viewer))
            return
        if self.kind in C.DIALOG_KINDS and self._dialog_token != self._token:
            self._dialog_token = self._token
            self._open_decision_dialog()

    # -- the dialog of a decision ------------------------------------------------------------

    def _cards(self, kind: str) -> Callable[[list[str] | None], None]:
        def done(cards: list[str] | None) -> None:
            if cards:
                make = A.Discard if kind == "discard" else A.DewittPay
                self.act_all([make(resource=r) for r in cards])
                self.call_later(self._present)
        return done

    def _open_decision_dialog(self) -> None:
        view, d = self.view, self.decision
        if view is None or d is None:
            return
        kind, seat = d.kind, d.seat
        seats = self.match.seats
        me = view.players[seat]
        if kind == "discard":
            need = view.discards[0][1]
            title = ngettext("Discard {count} card for the 7", "Discard {count} cards for the 7",
                             need).format(count=need)
            note = ngettext("You hold {count} resource card.", "You hold {count} resource cards.",
                            me.cards()).format(count=me.cards())
            self._push(CardPicker(title, me.hand, need, note), self._cards(kind))
        elif kind == "dewitt_pay":
            to, owed = view.dewitt_owed[0]
            title = ngettext("de Witt: pay {count} card to {name}",
                             "de Witt: pay {count} cards to {name}", owed).format(
                count=owed, name=seats[to].name)
            note = _("Rights to #{hex}, paid in resource cards.").format(hex=view.dewitt_field)
            self._push(CardPicker(title, me.hand, owed, note), self._cards(kind))
        else:
            rows = self._decision_rows(view, seat)
            header = self._decision_header(view, kind)
            self._push(ListDialog(C.capital(T.phase(kind)), rows, header), self._answer)

    def _decision_rows(self, view: State, seat: int) -> list[Row]:
        seats = self.match.seats
        rows: list[Row] = []
        for a in self.legal:
            label: Text
            match a:
                case A.ChooseVictim(target=t):
                    label = side.who(seats, t).append(" — " + _cards(view.players[t].card_count))
                case A.ChooseFather(father=f):
                    name, summary = C.father_label(f)
                    label = Text.assemble((name, "bold"), f" — {summary}")
                case A.PickFromBank(resources=res):
                    label = Text(T.res_list(res) if res else _("nothing (the bank is empty)"))
                case A.StuyvesantTake(resource=r):
                    label = Text(_("take 1 {resource}").format(resource=T.res(r)))
                case A.ConfirmTrade(partner=t):
                    label = side.fill(_("Trade with {seat}"), seat=side.who(seats, t))
                case A.CancelTrade():
                    label = Text(_("Cancel the trade"))
                case _:
                    label = Text(C.action_label(view, seat, a))
            rows.append(Row(label, a))
        return rows

    def _decision_header(self, view: State, kind: str) -> Text | str:
        if kind == "stuyvesant_take":
            hand = side.stuyvesant_hand(self.match.log_for(self.viewer))
            target = self.match.seats[view.stuy_target].name if view.stuy_target >= 0 else ""
            if not hand:
                return ""
            return _("{name}'s hand before the gift: {hand}").format(name=target,
                                                                    hand=C.items_text(hand))
        if kind == "trade_confirm" and view.trade is not None:
            t = view.trade
            return "\n".join([
                _("You give {give} for {want}.").format(give=C.items_text(t.give),
                                                        want=C.items_text(t.want)),
                _("Accepted by: {names}").format(
                    names=", ".join(view.players[s].name for s in t.accepted))])
        if kind == "pick_from_bank":
            return _("Pocahontas: take 2 resource cards of your choice from the bank.")
        if kind == "choose_father":
            return _("You built a city: take a founding father from the pile.")
        return ""

    # -- the trade panel beside the map ---------------------------------------------------

    @property
    def trade_panel(self) -> TradeComposer:
        return self.query_one(TradeComposer)

    def show_trade(self) -> None:
        """The trade panel follows the decision: the draft while composing, the partners
        while choosing one; a trade with Europe stays open for its own decision; else it is
        closed (always at a handoff: the viewer is gone, and the hand with him)."""
        view, d, panel = self.view, self.decision, self.trade_panel
        if view is None or d is None or view.trade is None or self.kind not in C.TRADE_KINDS:
            if panel.is_open and (not panel.composing and self._panel_token == self._token):
                return
            panel.close()
            return
        self._panel_token = self._token
        if self.kind == "trade_compose":
            seats = self.match.seats
            opponents = [(s, side.who(seats, s)) for s in range(view.n) if s != d.seat]
            items = list(RESOURCES) + (["gold"] if view.settings.gold_tradeable else [])
            panel.show_draft(side.hand_line(view.players[d.seat]), items, opponents,
                             dict(view.trade.give), dict(view.trade.want), self.legal,
                             self._compose_add, self._answer)
        else:
            rows = [r for r in self._decision_rows(view, d.seat)
                    if not isinstance(r.value, A.CancelTrade)]
            panel.show_rows(_("Trade: choose your partner"), rows, self._confirm_pick,
                            self._decision_header(view, self.kind), _("cancel the trade"))

    def _confirm_pick(self, action: object | None) -> None:
        self.act(action if isinstance(action, Action) else A.CancelTrade())

    def _rows_in_panel(self, title: str, rows: list[Row], pick: Callable[[Any], None],
                       header: Text | str = "") -> None:
        """Rows of the pending decision's own choice (Europe) in the trade panel."""
        self._panel_token = self._token
        self.trade_panel.show_rows(title, rows, pick, header)

    def _compose_add(self, action: Action) -> str | None:
        reason = self.why(action)
        if reason is None:
            self.act(action)
        return reason

    # -- the inspectors --------------------------------------------------------------------

    def _inspect_field(self, hex_id: int) -> None:
        """The field inspector (spec 9.3), with the field's legal answers as rows."""
        view, d = self.view, self.decision
        if view is None:
            return
        public = [e for e in self.match.log if e.seats is None]
        header = side.inspector_text(view, self.match.seats, hex_id, self.viewer, public)
        actions = list(self.map_actions.get(hex_id, [])) if self.my_turn else []
        if self.kind == "main" and not self.sub:
            actions = [a for a in self.of(*C.INSPECT[C.HEX]) if C.element_of(a) == hex_id]
        rows = [C.Row(C.action_label(view, d.seat, a), a) for a in actions] if d else []
        rows.append(C.Row(_("Close"), None))
        self._push(ListDialog(_("Field #{hex}").format(hex=hex_id), rows, header), self._answer)

    def action_inspect(self) -> None:
        self._inspect_here()

    def _inspect_here(self) -> None:
        view = self.view
        if view is None:
            return
        ident = self.cursor[self.mode]
        if self.mode == C.HEX:
            self._inspect_field(ident)
        elif self.mode == C.CROSSING:
            self.app.push_screen(Notice(side.crossing_text(view, self.match.seats, ident),
                                        _("Crossing")))
        else:
            self.app.push_screen(Notice(side.edge_text(view, self.match.seats, ident),
                                        _("Edge")))

    # -- the choices behind p, b and f -------------------------------------------------------

    def _need(self, *kinds: str) -> bool:
        """True when the pending decision is one of ``kinds`` for the human on screen;
        otherwise say why the key does nothing."""
        if self.kind in kinds:
            return True
        d = self.decision
        if d is None:
            self.say(_("The game is over."), error=True)
        elif not self.my_turn or self.view is None:
            self.say(_("Not now: {prompt}").format(prompt=d.prompt), error=True)
        else:
            self.say(_("Not now: {prompt}").format(prompt=C.instruction(self.view, d, self.sub)),
                     error=True)
        return False

    def action_play(self) -> None:
        if not self._need("main", "pre_roll") or self.view is None or self.decision is None:
            return
        if not self.of("play_dev_card", "play_knight"):
            why = C.nothing_to_play(self.view, self.decision.seat)
            self.say(_("Nothing to play: {reason}").format(reason=why), error=True)
            return
        self.play_dialog()

    def action_bank(self) -> None:
        if not self._need("main") or self.view is None or self.decision is None:
            return
        if not self.of("bank_trade"):
            self.say(_("No trade with Europe possible: it takes 1 gold, 4 identical cards "
                       "(or 2 with Fugger)."), error=True)
            return
        self.bank_dialog(self.view, self.decision.seat)

    def action_fathers(self) -> None:
        view, d = self.view, self.decision
        if not self._need("main") or view is None or d is None:
            return
        rows = C.father_rows(view, d.seat, self.legal)
        if not any(r.enabled for r in rows):
            p = view.players[d.seat]
            used = (_("used this turn") if p.stuyvesant_used or p.revere_used
                    else _("not possible now"))
            self.say(_("No founding-father ability to use: {reason}").format(reason=used),
                     error=True)
            return
        self.fathers_dialog(rows)


    def play_dialog(self) -> None:
        self._push(ListDialog(_("Play a card"), C.play_rows(self.legal)), self._play_chosen)

    def _play_chosen(self, card: str | None) -> None:
        if card is None:
            return
        if card == "knight":
            self.act(A.PlayKnight())
            return
        choices = [a for a in self.of("play_dev_card") if a.card == card]
        if card == "road_building":
            self.act(choices[0])
            return
        title = _("Year of Plenty: take 2 cards") if card == "year_of_plenty" \
            else _("Monopoly: name a resource")
        rows = [Row(T.res_list(a.resources), a) for a in choices]
        self._push(ListDialog(title, rows), self._answer)

    def bank_dialog(self, view: State, seat: int) -> None:
        """The trade with Europe, in the trade panel: what to give, then what to take."""
        stock = " ".join(f"{side.SHORT[r]}{view.bank[r]}" for r in RESOURCES)
        gold = "∞" if view.bank_gold is None else view.bank_gold
        self._rows_in_panel(_("Trade with Europe: what do you give?"),
                            C.bank_rows(view, seat, self.legal), self._bank_give,
                            _("The bank holds {stock} · gold {gold}").format(stock=stock,
                                                                            gold=gold))

    def _bank_give(self, options: list[A.BankTrade] | None) -> None:
        if not options or self.view is None:
            self.trade_panel.close()
            return
        if len(options) == 1:
            self.trade_panel.close()
            self.act(options[0])
            return
        self._rows_in_panel(_("Trade with Europe: what do you take?"),
                            C.bank_take_rows(self.view, options), self._bank_take)

    def _bank_take(self, action: Action | None) -> None:
        self.trade_panel.close()
        if action is not None:
            self.act(action)

    def fathers_dialog(self, rows: list[Row]) -> None:
        self._push(ListDialog(_("Founding-father abilities"), rows), self._father_chosen)

    def _father_chosen(self, which: str | None) -> None:
        view = self.view
        if which is None or view is None:
            return
        seats = self.match.seats
        if which == "revere":
            rows = [Row(side.who(seats, a.target).append(" — " + ngettext(
                "{count} knight", "{count} knights", view.players[a.target].knights).format(
                    count=view.players[a.target].knights)), a) for a in self.of("revere")]
            self._push(ListDialog(_("Revere: buy a knight from"), rows), self._answer)
            return
        targets = sorted({a.target for a in self.of("stuyvesant")})
        rows = [Row(side.who(seats, t).append(" — " + _cards(view.players[t].card_count)), t)
                for t in targets]
        self._push(ListDialog(_("Stuyvesant: whom do you give a card?"), rows),
                   self._stuy_target)

    def _stuy_target(self, target: int | None) -> None:
        if target is None:
            return
        rows = [Row(_("give 1 {resource}").format(resource=T.res(a.give)), a)
                for a in self.of("stuyvesant") if a.target == target]
        self._push(ListDialog(_("Stuyvesant: which card do you give?"), rows,
                              _("Then you see his hand (before your gift) and take one card.")),
                   self._answer)


def _cards(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=count)
