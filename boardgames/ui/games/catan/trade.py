"""The Neue Welt trade panel (spec 9.6): composing an offer, choosing the partner among
those who accepted, and the trade with Europe, in a panel docked beside the map (the map
stays in view). It shows only what the screen hands it and submits through the callbacks
it is given."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from boardgames.core.i18n import N_, _
from boardgames.core.rules import Action
from boardgames.games.catan import actions as A
from boardgames.ui.games.catan.choices import Row, item_name, items_text
from boardgames.ui.widgets.dock import DockPanel, Span, SpanText


class TradeComposer(DockPanel):
    """The trade panel beside the map (the map stays in view): the offer of spec 3.5 being
    composed, one item per answer (each + is an ADD_GIVE or ADD_WANT that ``add`` submits at
    once, and the panel is drawn again from the view); or a list of rows to pick from (the
    partner among those who accepted, a trade with Europe), one pick to ``pick``. It has
    the focus while open: its keys come first, the screen's others still work."""

    BINDINGS = [
        Binding("up,k", "move(-1)", N_("Up"), show=False),
        Binding("down,j", "move(1)", N_("Down"), show=False),
        Binding("left,h", "side('give')", N_("Give side"), show=False),
        Binding("right,l", "side('want')", N_("Want side"), show=False),
        Binding("plus,equals_sign,space,enter", "add", "+1"),
        Binding("g", "add_side('give')", N_("Give +1")),
        Binding("w", "add_side('want')", N_("Want +1")),
        Binding("s", "send(-1)", N_("Send to all")),
        *(Binding(str(n), f"digit({n})", str(n), show=False) for n in range(1, 10)),
        Binding("escape", "cancel", N_("Cancel")),
    ]
    GIVE_AT, WANT_AT = 14, 23  # columns of the give and want "[+]"
    FIRST = 2  # the line of the first item

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.items: list[str] = []
        self.opponents: list[tuple[int, Text]] = []
        self.add: Callable[[Action], str | None] = lambda _action: None
        self.finish: Callable[[Action | None], None] = lambda _action: None
        self.give: dict[str, int] = {}
        self.want: dict[str, int] = {}
        self.legal: list[Action] = []
        self.row = 0
        self.side = "give"
        self.message = ""
        # Row mode: a title, a header, the rows and what a pick does (None: close).
        self.title_text = ""
        self.header: Text | str = ""
        self.rows: list[Row] = []
        self.pick: Callable[[Any], None] | None = None
        self.escape = ""

    def compose(self) -> ComposeResult:
        yield Static(id="trade-title", classes="dialog-title")
        yield Static(id="trade-hand")
        yield SpanText(id="trade-rows")
        yield Static(id="trade-message")

    @property
    def composing(self) -> bool:
        return self.pick is None

    def show_draft(self, hand_line: str, items: list[str], opponents: list[tuple[int, Text]],
                   give: dict[str, int], want: dict[str, int], legal: list[Action],
                   add: Callable[[Action], str | None],
                   finish: Callable[[Action | None], None]) -> None:
        """Open (or refresh) the composer with the draft of the view."""
        if not self.composing:
            self.row, self.message = 0, ""
        self.pick = None
        self.items, self.opponents, self.add, self.finish = items, opponents, add, finish
        self.give, self.want, self.legal = give, want, legal
        self.query_one("#trade-title", Static).update(_("Trade with players: compose your offer"))
        self.query_one("#trade-hand", Static).update(hand_line)
        self._show()
        self.open()

    def show_rows(self, title: str, rows: list[Row], pick: Callable[[Any], None],
                  header: Text | str = "", escape: str = "") -> None:
        """Open the panel on a list of rows; a pick (or None on escape, which does what
        ``escape`` says: "close" when empty) goes to ``pick``."""
        if (title, rows) != (self.title_text, self.rows) or self.composing:
            self.row = next((i for i, r in enumerate(rows) if r.enabled), 0)
            self.message = ""
        self.title_text, self.header, self.rows, self.pick = title, header, rows, pick
        self.escape = escape
        self.query_one("#trade-title", Static).update(title)
        self.query_one("#trade-hand", Static).update(header)
        self._show()
        self.open()

    def close(self) -> None:
        super().close()
        self.rows, self.pick, self.title_text = [], None, ""

    def _show(self) -> None:
        text, spans = self._draft_lines() if self.composing else self._row_lines()
        self.query_one("#trade-rows", SpanText).show(text, spans)
        hint = (_("↑↓ ←→ choose · + g w add one · click [+] · s or 1–3 send · esc cancels")
                if self.composing else _("↑↓ Enter or a digit choose · click a row"))
        self.query_one("#trade-message", Static).update(
            Text(self.message, style="bold #ff6b6b") if self.message else Text(hint, style="dim"))

    def _draft_lines(self) -> tuple[Text, list[Span]]:
        give, want = _("give"), _("want")
        lines = [Text(f"{'':<{self.GIVE_AT}}{give:<9}{want}", style="bold")]
        spans: list[Span] = []
        for i, item in enumerate(self.items):
            can_give = A.AddGive(item=item) in self.legal
            can_want = A.AddWant(item=item) in self.legal
            line = Text.assemble(
                ("▶ " if i == self.row else "  ", "bold"), f"{item_name(item)[:11]:<12}",
                ("[+]", "bold green" if can_give else "dim"), f" {self.give.get(item, 0):>2}",
                " " * 3,
                ("[+]", "bold green" if can_want else "dim"), f" {self.want.get(item, 0):>2}",
            )
            if i == self.row:
                start = self.GIVE_AT if self.side == "give" else self.WANT_AT
                line.stylize("reverse", start, start + 6)
            spans += [(len(lines), self.GIVE_AT, self.GIVE_AT + 6, ("give", item)),
                      (len(lines), self.WANT_AT, self.WANT_AT + 6, ("want", item))]
            lines.append(line)
        lines.append(Text(_("You give {give} · you want {want}").format(
            give=items_text(self.give), want=items_text(self.want))))
        ready = any(a.kind == "send_offer" for a in self.legal)
        style = "bold" if ready else "dim"
        for key, label, to in [("s", Text(_("everyone")), None),
                               *((str(i + 1), t, s) for i, (s, t) in enumerate(self.opponents))]:
            line = Text.assemble((f"[{key}] " + _("send to") + " ", style), label)
            spans.append((len(lines), 0, line.cell_len, ("send", to)))
            lines.append(line)
        line = Text("[esc] " + _("cancel the draft"), style="bold")
        spans.append((len(lines), 0, line.cell_len, ("cancel", None)))
        lines.append(line)
        return Text("\n").join(lines), spans

    def _row_lines(self) -> tuple[Text, list[Span]]:
        lines: list[Text] = []
        spans: list[Span] = []
        for i, row in enumerate(self.rows):
            label = row.label if isinstance(row.label, Text) else Text(str(row.label))
            line = Text.assemble(("▶ " if i == self.row else "  ", "bold"),
                                 (f"{i + 1}. " if i < 9 else "   ", "bold"), label)
            if not row.enabled:
                line.stylize("dim")
            elif i == self.row:
                line.stylize("reverse", 2)
            spans.append((len(lines), 0, max(line.cell_len, 8), ("row", i)))
            lines.append(line)
        line = Text("[esc] " + (self.escape or _("close")), style="bold")
        spans.append((len(lines), 0, line.cell_len, ("cancel", None)))
        lines.append(line)
        return Text("\n").join(lines), spans

    # -- keys ------------------------------------------------------------------------------

    def action_move(self, step: int) -> None:
        count = len(self.items) if self.composing else len(self.rows)
        if count:
            self.row = (self.row + step) % count
            self._show()

    def action_side(self, side: str) -> None:
        if self.composing:
            self.side = side
            self._show()

    def action_add_side(self, side: str) -> None:
        if self.composing:
            self.side = side
            self.action_add()

    def action_add(self) -> None:
        if not self.composing:
            self.action_digit(self.row + 1)
            return
        item = self.items[self.row]
        action = A.AddGive(item=item) if self.side == "give" else A.AddWant(item=item)
        self.message = self.add(action) or ""
        if self.is_open:
            self._show()

    def action_send(self, n: int) -> None:
        if not self.composing:
            return
        to = None if n < 0 else self.opponents[n - 1][0] if n <= len(self.opponents) else -1
        if to == -1:
            return
        action = A.SendOffer(to=to)
        if action not in self.legal:
            self.message = _("an offer needs something on each side")
            self._show()
            return
        self.finish(action)

    def action_digit(self, n: int) -> None:
        if self.composing:
            self.action_send(n)
        elif self.pick is not None and n <= len(self.rows):
            if self.rows[n - 1].enabled:
                self.pick(self.rows[n - 1].value)
            else:
                self.app.bell()

    def action_cancel(self) -> None:
        if self.composing:
            self.finish(A.CancelTrade())
        elif self.pick is not None:
            self.pick(None)

    def on_span_text_clicked(self, event: SpanText.Clicked) -> None:
        event.stop()
        target: tuple[str, Any] = event.target  # type: ignore[assignment]
        what, value = target
        if what in ("give", "want"):
            self.row = self.items.index(value)
            self.action_add_side(what)
        elif what == "send":
            self.action_send(-1 if value is None else
                             1 + [s for s, _ in self.opponents].index(value))
        elif what == "row":
            self.action_digit(value + 1)
        else:
            self.action_cancel()
