"""The Neue Welt dialogs (spec 9.6): every one works with keys alone and with the mouse
alone. They only show what the screen hands them (drawn from the viewer's own view)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from boardgames.core.rules import Action
from boardgames.games.catan import actions as A
from boardgames.games.catan.board import RESOURCES
from boardgames.ui.screens.dialogs import Dialog

ITEM_NAME = {"wood": "Wood", "brick": "Brick", "wool": "Wool", "grain": "Grain", "ore": "Ore",
             "gold": "Gold"}


def items_text(items: dict[str, int]) -> str:
    return " + ".join(f"{k} {ITEM_NAME.get(i, i).lower()}" for i, k in items.items() if k) or "—"


@dataclass(frozen=True)
class Row:
    label: str | Text
    value: object
    enabled: bool = True


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
            send.append(label if isinstance(label, Text) else Text(label, style=style))
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
