"""The Neue Welt dialogs (spec 9.6): every one works with keys alone and with the mouse
alone. They only show what the screen hands them (drawn from the viewer's own view).
``DecisionDialogs``, the base of the screen, opens them: a decision's dialog, the private
notices and the choices behind the keys p, b and f."""

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
from boardgames.core.rules import Action, Event
from boardgames.games.catan import actions as A
from boardgames.games.catan.board import RESOURCES
from boardgames.games.catan.state import State
from boardgames.ui.games.catan import choices as C
from boardgames.ui.games.catan import side
from boardgames.ui.games.catan.choices import ITEM_NAME, Row, items_text
from boardgames.ui.screens.dialogs import Dialog, Notice
from boardgames.ui.screens.game import GameScreen

__all__ = ["ITEM_NAME", "CardPicker", "ListDialog", "OfferAnswer", "Row", "TradeComposer",
           "items_text"]

class ListDialog(Dialog[object | None]):
    """Pick one row: arrows + Enter, digits 1-9, or a click. Escape closes with None."""

    DEFAULT_CSS = """
    ListDialog #list-options { height: auto; max-height: 24; width: 1fr; }
    """
    BINDINGS = [
        Binding("escape", "close", "Close"),
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
            yield Static(Text("↑↓ Enter or a digit choose · click a row · escape closes",
                              style="dim"))

    def on_mount(self) -> None:
        header = Text(self.header) if isinstance(self.header, str) else self.header
        labels = [Text(r.label) if isinstance(r.label, str) else r.label for r in self.rows]
        widest = max([len(self.title_text), *(line.cell_len for line in header.split("\n")),
                      *(label.cell_len + 8 for label in labels)])  # 8: number and borders
        self.query_one(".dialog").styles.width = min(110, max(50, widest + 6))
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
        Binding("up,k", "move(-1)", "Up", show=False),
        Binding("down,j", "move(1)", "Down", show=False),
        Binding("right,l,plus,equals_sign,space", "add", "+1"),
        Binding("left,h,minus", "remove", "−1"),
        *(Binding(str(n), f"add_type({n})", str(n), show=False) for n in range(1, 6)),
        Binding("enter", "confirm", "Confirm"),
        Binding("escape", "close", "Later"),
    ]
    MINUS_AT, PLUS_AT = 15, 22  # columns of "[−]" and "[+]" in a row

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
                yield Button("Confirm (Enter)", id="picker-ok", variant="primary")
                yield Button("Later (escape)", id="picker-later")

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
                                 f"{i + 1} {ITEM_NAME[r]:<6} {held:>2}  ",
                                 ("[−]", "bold" if k else "dim"), f" {k:>2} ",
                                 ("[+]", "bold" if k < held and self.count < self.need
                                  else "dim"))
            if i == self.row:
                line.stylize("reverse")
            lines.append(line)
        lines.append(Text(f"chosen {self.count} of {self.need}",
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


class TradeComposer(Dialog[Action | None]):
    """The offer of spec 3.5, one item per answer: each + is an ADD_GIVE or ADD_WANT that
    ``add`` submits at once (the dialog stays open and is refreshed); sending or cancelling
    closes it with that answer."""

    CSS = """
    TradeComposer .dialog { width: 66; }
    """
    BINDINGS = [
        Binding("up,k", "move(-1)", "Up", show=False),
        Binding("down,j", "move(1)", "Down", show=False),
        Binding("left,h", "side('give')", "Give side", show=False),
        Binding("right,l", "side('want')", "Want side", show=False),
        Binding("plus,equals_sign,space,enter", "add", "+1"),
        Binding("g", "add_side('give')", "Give +1"),
        Binding("w", "add_side('want')", "Want +1"),
        Binding("s", "send(-1)", "Send to all"),
        *(Binding(str(n), f"send({n})", str(n), show=False) for n in range(1, 4)),
        Binding("escape", "cancel", "Cancel the draft"),
    ]
    GIVE_AT, WANT_AT = 16, 28  # columns of the give and want "[+]"

    def __init__(self, hand_line: str, items: list[str], opponents: list[tuple[int, Text]],
                 add: Callable[[Action], str | None]) -> None:
        super().__init__()
        self.hand_line = hand_line
        self.items = items
        self.opponents = opponents
        self.add = add
        self.give: dict[str, int] = {}
        self.want: dict[str, int] = {}
        self.legal: list[Action] = []
        self.row = 0
        self.side = "give"
        self.message = ""
        self._send_spans: list[tuple[int, int, int, int | None]] = []  # line, x0, x1, to

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static("Trade with players: compose your offer", classes="dialog-title")
            yield Static(id="trade-rows")
            yield Static(id="trade-send")
            yield Static(id="trade-message")

    def on_mount(self) -> None:
        self._show()

    def show_draft(self, hand_line: str, give: dict[str, int], want: dict[str, int],
               legal: list[Action]) -> None:
        self.hand_line, self.give, self.want, self.legal = hand_line, give, want, legal
        if self.is_mounted:
            self._show()

    def _show(self) -> None:
        lines = [Text(self.hand_line), Text(f"{'':<16}give        want", style="bold")]
        for i, item in enumerate(self.items):
            can_give = A.AddGive(item=item) in self.legal
            can_want = A.AddWant(item=item) in self.legal
            line = Text.assemble(
                ("▶ " if i == self.row else "  ", "bold"), f"{ITEM_NAME[item]:<14}",
                ("[+]", "bold green" if can_give else "dim"), f" {self.give.get(item, 0):>2}",
                " " * 6,
                ("[+]", "bold green" if can_want else "dim"), f" {self.want.get(item, 0):>2}",
            )
            if i == self.row:
                start = self.GIVE_AT if self.side == "give" else self.WANT_AT
                line.stylize("reverse", start, start + 6)
            lines.append(line)
        lines.append(Text(f"You give {items_text(self.give)} · you want {items_text(self.want)}"))
        self.query_one("#trade-rows", Static).update(Text("\n").join(lines))
        send = Text("Send: ")
        spans = []
        ready = any(a.kind == "send_offer" for a in self.legal)
        style = "bold" if ready else "dim"
        for key, label, to in [("s", "to all", None),
                               *((str(i + 1), t, s) for i, (s, t) in enumerate(self.opponents))]:
            start = send.cell_len
            send.append(f"[{key}] ", style=style)
            send.append(label if isinstance(label, Text) else Text(str(label), style=style))
            spans.append((0, start, send.cell_len, to))
            send.append("   ")
        send.append("\n")
        send.append("[esc] cancel the draft", style="bold")
        spans.append((1, 0, 22, -2))
        self._send_spans = spans
        self.query_one("#trade-send", Static).update(send)
        self.query_one("#trade-message", Static).update(
            Text(self.message, style="bold #ff6b6b") if self.message else
            Text("↑↓ ←→ choose · + g w add one · click [+] · s or 1–3 send", style="dim"))

    def action_move(self, step: int) -> None:
        self.row = (self.row + step) % len(self.items)
        self._show()

    def action_side(self, side: str) -> None:
        self.side = side
        self._show()

    def action_add_side(self, side: str) -> None:
        self.side = side
        self.action_add()

    def action_add(self) -> None:
        item = self.items[self.row]
        action = A.AddGive(item=item) if self.side == "give" else A.AddWant(item=item)
        self.message = self.add(action) or ""
        self._show()

    def action_send(self, n: int) -> None:
        to = None if n < 0 else self.opponents[n - 1][0] if n <= len(self.opponents) else -1
        if to == -1:
            return
        action = A.SendOffer(to=to)
        if action not in self.legal:
            self.message = "an offer needs something on each side"
            self._show()
            return
        self.dismiss(action)

    def action_cancel(self) -> None:
        self.dismiss(A.CancelTrade())

    def on_click(self, event: events.Click) -> None:
        rows = self.query_one("#trade-rows", Static)
        offset = event.get_content_offset(rows)
        if offset is not None and 2 <= offset.y < 2 + len(self.items):
            self.row = offset.y - 2
            if self.GIVE_AT <= offset.x < self.GIVE_AT + 6:
                self.action_add_side("give")
            elif self.WANT_AT <= offset.x < self.WANT_AT + 6:
                self.action_add_side("want")
            else:
                self._show()
            return
        offset = event.get_content_offset(self.query_one("#trade-send", Static))
        if offset is None:
            return
        for line, start, end, to in self._send_spans:
            if line == offset.y and start <= offset.x < end:
                if to == -2:
                    self.action_cancel()
                elif to is None:
                    self.action_send(-1)
                else:
                    self.action_send(1 + [s for s, _ in self.opponents].index(to))


class OfferAnswer(Dialog[Action | None]):
    """The offer as the answering player sees it, with his own hand: Accept or Decline."""

    CSS = """
    OfferAnswer .dialog { width: 66; }
    """

    BINDINGS = [
        Binding("y", "answer('accept')", "Accept"),
        Binding("n", "answer('refuse')", "Decline"),
        Binding("escape", "close", "Later"),
    ]

    def __init__(self, text: Text, can_accept: bool, reason: str) -> None:
        super().__init__()
        self.text = text
        self.can_accept = can_accept
        self.reason = reason

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static("A trade offer for you", classes="dialog-title")
            yield Static(self.text, classes="dialog-text")
            if not self.can_accept:
                yield Static(Text(f"You cannot accept: {self.reason}", style="bold"),
                             classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Accept (y)", id="offer-accept", variant="success",
                             disabled=not self.can_accept)
                yield Button("Decline (n)", id="offer-refuse", variant="error")

    def on_mount(self) -> None:
        for button in self.query(Button):
            button.can_focus = False

    def action_answer(self, answer: str) -> None:
        if answer == "accept":
            if self.can_accept:
                self.dismiss(A.Accept())
            else:
                self.app.bell()
        else:
            self.dismiss(A.Refuse())

    def action_close(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_answer("accept" if event.button.id == "offer-accept" else "refuse")


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
        return Notice("\n\n".join(texts), f"For {self.match.seats[seat].name} only")

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
            self._push(CardPicker(f"Discard {need} card{'s' * (need != 1)} for the 7", me.hand,
                                  need, f"You hold {me.cards()} resource cards."),
                       self._cards(kind))
        elif kind == "dewitt_pay":
            to, owed = view.dewitt_owed[0]
            self._push(CardPicker(f"de Witt: pay {owed} card{'s' * (owed != 1)} to "
                                  f"{seats[to].name}", me.hand, owed,
                                  f"Rights to #{view.dewitt_field}, paid in resource cards."),
                       self._cards(kind))
        elif kind == "trade_compose":
            opponents = [(s, side.who(seats, s)) for s in range(view.n) if s != seat]
            items = list(RESOURCES) + (["gold"] if view.settings.gold_tradeable else [])
            self._push(TradeComposer(side.hand_line(me), items, opponents, self._compose_add),
                       self._answer)
            self._update_composer()
        elif kind == "trade_response":
            self._push(self._offer_dialog(view, seat), self._answer)
        else:
            rows = self._decision_rows(view, seat)
            header = self._decision_header(view, kind)
            self._push(ListDialog(C.PHASE_NAME.get(kind, kind).capitalize(), rows, header),
                       self._answer)

    def _decision_rows(self, view: State, seat: int) -> list[Row]:
        seats = self.match.seats
        rows: list[Row] = []
        for a in self.legal:
            label: Text
            match a:
                case A.ChooseVictim(target=t):
                    label = side.who(seats, t).append(f" — {view.players[t].card_count} cards")
                case A.ChooseFather(father=f):
                    name, summary = C.father_label(f)
                    label = Text.assemble((name, "bold"), f" — {summary}")
                case A.PickFromBank(resources=res):
                    label = Text(" + ".join(res) or "nothing (the bank is empty)")
                case A.StuyvesantTake(resource=r):
                    label = Text(f"take 1 {r}")
                case A.ConfirmTrade(partner=t):
                    label = Text("Trade with ").append_text(side.who(seats, t))
                case A.CancelTrade():
                    label = Text("Cancel the trade")
                case _:
                    label = Text(C.action_label(view, seat, a))
            rows.append(Row(label, a))
        return rows

    def _decision_header(self, view: State, kind: str) -> Text | str:
        if kind == "stuyvesant_take":
            hand = side.stuyvesant_hand(self.match.log_for(self.viewer))
            target = self.match.seats[view.stuy_target].name if view.stuy_target >= 0 else ""
            return f"{target}'s hand before the gift: {C.items_text(hand)}" if hand else ""
        if kind == "trade_confirm" and view.trade is not None:
            t = view.trade
            return (f"You give {C.items_text(t.give)} for {C.items_text(t.want)}.\n"
                    f"Accepted by: {', '.join(view.players[s].name for s in t.accepted)}")
        if kind == "pick_from_bank":
            return "Pocahontas: take 2 resource cards of your choice from the bank."
        if kind == "choose_father":
            return "You built a city: take a founding father from the pile."
        return ""

    def _update_composer(self) -> None:
        view, d = self.view, self.decision
        if not isinstance(self._dialog, TradeComposer) or view is None or d is None \
                or view.trade is None:
            return
        me = view.players[d.seat]
        self._dialog.show_draft(side.hand_line(me), dict(view.trade.give),
                                dict(view.trade.want), self.legal)

    def _compose_add(self, action: Action) -> str | None:
        reason = self.why(action)
        if reason is None:
            self.act(action)
        return reason

    def _offer_dialog(self, view: State, seat: int) -> OfferAnswer:
        t = view.trade
        assert t is not None
        text = Text.assemble(side.who(self.match.seats, view.turn_seat),
                             f" offers {C.items_text(t.give)}\nand wants "
                             f"{C.items_text(t.want)}.\n\n",
                             side.hand_line(view.players[seat]))
        can = A.Accept() in self.legal
        return OfferAnswer(text, can, "" if can else (self.why(A.Accept()) or ""))

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
        rows.append(C.Row("Close", None))
        self._push(ListDialog(f"Field #{hex_id}", rows, header), self._answer)

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
                                        "Crossing"))
        else:
            self.app.push_screen(Notice(side.edge_text(view, self.match.seats, ident), "Edge"))

    # -- the choices behind p, b and f -------------------------------------------------------

    def _need(self, *kinds: str) -> bool:
        """True when the pending decision is one of ``kinds`` for the human on screen;
        otherwise say why the key does nothing."""
        if self.kind in kinds:
            return True
        d = self.decision
        if d is None:
            self.say("The game is over.", error=True)
        elif not self.my_turn or self.view is None:
            self.say(f"Not now: {d.prompt}", error=True)
        else:
            self.say(f"Not now: {C.instruction(self.view, d, self.sub)}", error=True)
        return False

    def action_play(self) -> None:
        if not self._need("main", "pre_roll") or self.view is None or self.decision is None:
            return
        if not self.of("play_dev_card", "play_knight"):
            why = C.nothing_to_play(self.view, self.decision.seat)
            self.say(f"Nothing to play: {why}", error=True)
            return
        self.play_dialog()

    def action_bank(self) -> None:
        if not self._need("main") or self.view is None or self.decision is None:
            return
        if not self.of("bank_trade"):
            self.say("No trade with Europe possible: it takes 1 gold, 4 identical cards "
                     "(or 2 with Fugger).", error=True)
            return
        self.bank_dialog(self.view, self.decision.seat)

    def action_fathers(self) -> None:
        view, d = self.view, self.decision
        if not self._need("main") or view is None or d is None:
            return
        rows = C.father_rows(view, d.seat, self.legal)
        if not any(r.enabled for r in rows):
            p = view.players[d.seat]
            used = "used this turn" if p.stuyvesant_used or p.revere_used else "not possible now"
            self.say(f"No founding-father ability to use: {used}", error=True)
            return
        self.fathers_dialog(rows)


    def play_dialog(self) -> None:
        self._push(ListDialog("Play a card", C.play_rows(self.legal)), self._play_chosen)

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
        title = "Year of Plenty: take 2 cards" if card == "year_of_plenty" \
            else "Monopoly: name a resource"
        rows = [Row(" + ".join(a.resources), a) for a in choices]
        self._push(ListDialog(title, rows), self._answer)

    def bank_dialog(self, view: State, seat: int) -> None:
        stock = " ".join(f"{side.SHORT[r]}{view.bank[r]}" for r in RESOURCES)
        gold = "∞" if view.bank_gold is None else view.bank_gold
        self._push(ListDialog("Trade with Europe: what do you give?",
                              C.bank_rows(view, seat, self.legal),
                              f"The bank holds {stock} · gold {gold}"), self._bank_give)

    def _bank_give(self, options: list[A.BankTrade] | None) -> None:
        if not options:
            return
        if len(options) == 1 or self.view is None:
            self.act(options[0])
            return
        self._push(ListDialog("Trade with Europe: what do you take?",
                              C.bank_take_rows(self.view, options)), self._answer)

    def fathers_dialog(self, rows: list[Row]) -> None:
        self._push(ListDialog("Founding-father abilities", rows), self._father_chosen)

    def _father_chosen(self, which: str | None) -> None:
        view = self.view
        if which is None or view is None:
            return
        seats = self.match.seats
        if which == "revere":
            rows = [Row(side.who(seats, a.target).append(
                f" — {view.players[a.target].knights} knights"), a) for a in self.of("revere")]
            self._push(ListDialog("Revere: buy a knight from", rows), self._answer)
            return
        targets = sorted({a.target for a in self.of("stuyvesant")})
        rows = [Row(side.who(seats, t).append(f" — {view.players[t].card_count} cards"), t)
                for t in targets]
        self._push(ListDialog("Stuyvesant: whom do you give a card?", rows), self._stuy_target)

    def _stuy_target(self, target: int | None) -> None:
        if target is None:
            return
        rows = [Row(f"give 1 {a.give}", a) for a in self.of("stuyvesant") if a.target == target]
        self._push(ListDialog("Stuyvesant: which card do you give?", rows,
                              "Then you see his hand (before your gift) and take one card."),
                   self._answer)
