"""The side panels: the trade panel beside the table (the proposal on the table and every
answer to it), the lines of each seat's panel (the Players tab of small terminals) and the
status line."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from boardgames.core.seating import Seat
from boardgames.games.bohnanza.data import bean_name
from boardgames.games.bohnanza.text import count_text
from boardgames.games.bohnanza.view import BohnanzaView
from boardgames.ui.games.bohnanza.choices import (
    SHIP_WORD,
    answers_text,
    beans_text,
    coins,
    give_text,
    lot_words,
    place,
    terms_text,
    want_text,
)
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

    def __init__(self, seats: list[Seat], **kwargs: Any) -> None:
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
        for text, owner in zip(lines, seats, strict=True):
            for part in text.wrap(self.app.console, width):
                out.append(part)
                self._lines.append(owner)
        self.update(Text("\n").join(out), layout=len(out) != self._height)
        self._height = len(out)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or not 0 <= offset.y < len(self._lines):
            return
        seat = self._lines[offset.y]
        if seat is not None:
            self.post_message(self.Picked(seat))


def panel_lines(view: BohnanzaView, seat: int) -> list[Text | str]:
    """A seat's panel (the Players tab, small terminals): coins, hand size, fields, ships."""
    s = view.seats[seat]
    lines: list[Text | str] = [f"{coins(s.coins)} · {count_text(s.hand_size, 'card')} in hand"]
    lines += [f"field {k + 1}: {lot_words(lot)}" for k, lot in enumerate(s.fields)]
    if not s.third_field_owned:
        lines.append(f"field 3: not owned, costs {coins(s.third_field_price)}")
    for ship in s.ships:
        if ship.owned:
            where = "" if ship.id == "pirate" else f" at {place(ship.location)}"
            lines.append(f"{SHIP_WORD[ship.id].removeprefix('the ')}{where}: "
                         f"{lot_words(ship.cargo)}")
    if s.received:
        lines.append("received: " + ", ".join(bean_name(c.bean) for c in s.received))
    return lines


def panel_tag(view: BohnanzaView, seat: int) -> str:
    s = view.seats[seat]
    return " · ".join(t for t, on in (("start player", s.is_start),
                                      ("active", s.is_turn_player)) if on)


MODE_TITLES = {"base": "Bohnanza", "lib": "La Isla Bohnita", "duel": "La Isla Bohnita duel"}


def status_text(view: BohnanzaView, compact: bool) -> str:
    """The top line. On small terminals the game's name gives way to the facts that must
    be seen."""
    parts = [] if compact and not view.over else [MODE_TITLES[view.mode]]
    if view.over:
        parts.append("game over")
    else:
        parts.append(f"turn {view.turn}: {view.names[view.turn_player]}")
        parts.append("last loading before the final scoring" if view.phase == "final_window"
                     else f"phase {view.phase_no} {view.phase_name}")
    parts.append(f"exhaustion {view.exhaustions} of {view.end_exhaustions}")
    if view.mode == "duel":
        parts.append(f"{coins(view.set_aside)} set aside")
    if view.end_trigger != "none" and not view.over:
        parts.append("the end is triggered: last turn")
    elif view.exhaustions == view.end_exhaustions - 1 and not view.over:
        parts.append("⚠ next time the draw pile is used up, the game is over")
    return " · ".join(parts)
