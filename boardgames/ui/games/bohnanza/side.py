"""The widget beside the table: the trade panel (the proposal on the table and every
answer to it), and the texts it uses."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from boardgames.core.controller import Seat
from boardgames.games.bohnanza.view import BohnanzaView, GiveView, ProposalView
from boardgames.ui.games.bohnanza.art import short_name
from boardgames.ui.widgets.panels import seat_text

STATUS_WORDS = {
    "waiting": "waiting",
    "accepted": "accepted",
    "countered": "countered",
    "offered": "offered",
    "declined": "declined",
    "passed": "passed",
    "void": "void (no longer possible)",
    "confirmed": "traded ✓",
}


def give_text(give: list[GiveView]) -> str:
    """'1 Chili (face-up), 2 Soy (hand)'."""
    groups: dict[tuple[str, str], int] = {}
    for g in give:
        groups[(g.bean, g.source)] = groups.get((g.bean, g.source), 0) + 1
    parts = [f"{n} {short_name(b)} ({'face-up' if s == 'face_up' else 'hand'})"
             for (b, s), n in groups.items()]
    return ", ".join(parts) or "nothing"


def want_text(want: dict[str, int]) -> str:
    return ", ".join(f"{n} {short_name(b)}" for b, n in want.items() if n) or "nothing"


def beans_text(beans: list[str]) -> str:
    counts: dict[str, int] = {}
    for b in beans:
        counts[b] = counts.get(b, 0) + 1
    return want_text(counts)


def terms_text(p: ProposalView) -> str:
    return f"gives {give_text(p.give)}; wants {want_text(p.want)}"


# How each answer reads after the names of those who gave it (one name, several names).
ANSWER_VERBS = {
    "accepted": ("accepted", "accepted"),
    "countered": ("countered", "countered"),
    "offered": ("made an offer", "made offers"),
    "confirmed": ("traded", "traded"),
    "declined": ("declined", "declined"),
    "passed": ("passed", "passed"),
    "void": ("can no longer trade (void)", "can no longer trade (void)"),
    "waiting": ("has not answered yet", "have not answered yet"),
}


def names_text(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def answers_text(v: BohnanzaView) -> str:
    """Who gave which answer to the trade on the table, in sentences: 'Bob accepted; Cleo
    declined; Dax and Eve have not answered yet.' (from the view's answer per seat)."""
    if v.trade is None:
        return ""
    groups: dict[str, list[str]] = {}
    for seat in v.trade.responders:
        groups.setdefault(v.trade.status.get(seat, "waiting"), []).append(v.names[seat])
    parts = []
    for status in [*ANSWER_VERBS, *groups]:
        names = groups.pop(status, None)
        if names:
            one, many = ANSWER_VERBS.get(status, (status, status))
            parts.append(f"{names_text(names)} {one if len(names) == 1 else many}")
    return "; ".join(parts) + "." if parts else ""


class TradePanel(Static):
    """The trade on the table. In the active player's review the answers worth confirming
    are numbered; a click on one posts ``Picked(seat)``."""

    DEFAULT_CSS = """
    TradePanel { border: round $accent; padding: 0 1; height: auto; max-height: 16; }
    """

    class Picked(Message):
        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def __init__(self, seats: list[Seat], **kwargs) -> None:
        super().__init__(**kwargs)
        self.seats = seats
        self._lines: list[int | None] = []
        self._height = 0

    def show(self, v: BohnanzaView, items: list[int], item: int | None) -> None:
        """``items``: the review items the viewer may act on (seats), ``item`` the chosen."""
        lines: list[Text] = []
        seats: list[int | None] = []

        def add(text: Text, seat: int | None = None) -> None:
            lines.append(text)
            seats.append(seat)

        if v.trade is None and v.composing is None:
            self.display = False
            self._lines = []
            self._height = 0
            return
        self.display = True
        add(Text(f"TRADE · proposal {v.proposals_made} this turn", style="bold"))
        if v.trade is not None:
            # Who answered how, first: it stays in sight when the details below are cut.
            add(Text(answers_text(v), style="italic"))
            p = v.trade.proposal
            who = seat_text(self.seats[p.from_seat], bold=True)
            if p.kind == "open_call":
                add(Text.assemble(who, " asks the table for offers"))
            else:
                to = (seat_text(self.seats[p.to_seat]) if p.to_seat is not None
                      else Text("the whole table"))
                add(Text.assemble(who, " → ", to))
                add(Text(f"  gives {give_text(p.give)}"))
                add(Text(f"  wants {want_text(p.want)}"))
            answers = {r.seat: r for r in v.trade.responses}
            for seat in v.trade.responders:
                status = v.trade.status.get(seat, "waiting")
                r = answers.get(seat)
                number = items.index(seat) + 1 if seat in items else None
                mark = ("▸" if seat == item else " ") + (f"{number}" if number else " ")
                text = Text.assemble((mark, "bold #F0E442"), " ", seat_text(self.seats[seat]),
                                     f": {STATUS_WORDS.get(status, status)}")
                if seat == item:
                    text.stylize("reverse")
                add(text, seat if number else None)
                if r is not None and r.status == "accepted" and r.beans:
                    add(Text(f"     gives {beans_text(r.beans)}"), seat if number else None)
                if r is not None and r.offer is not None:
                    add(Text(f"     {terms_text(r.offer)}"), seat if number else None)
        if v.composing is not None:
            add(Text.assemble("✎ ", seat_text(self.seats[v.composing]),
                              " is composing…", style="italic"))
        width = max(20, self.content_size.width or 30)
        out: list[Text] = []
        self._lines = []
        for text, seat in zip(lines, seats, strict=True):
            for part in text.wrap(self.app.console, width):
                out.append(part)
                self._lines.append(seat)
        self.update(Text("\n").join(out), layout=len(out) != self._height)
        self._height = len(out)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or not 0 <= offset.y < len(self._lines):
            return
        seat = self._lines[offset.y]
        if seat is not None:
            self.post_message(self.Picked(seat))
