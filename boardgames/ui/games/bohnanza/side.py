"""The side panels: the trade panel beside the table (the proposal on the table and every
answer to it), the lines of each seat's panel (the Players tab of small terminals) and the
status line."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from boardgames.core.i18n import N_, _, ngettext
from boardgames.core.seating import Seat
from boardgames.games.bohnanza.text import bean_word, coins, ship_word
from boardgames.games.bohnanza.view import BohnanzaView
from boardgames.ui.games.bohnanza.choices import (
    answers_text,
    beans_text,
    capital,
    give_text,
    lot_words,
    place,
    terms_text,
    want_text,
)
from boardgames.ui.widgets.panels import seat_text

STATUS_WORDS = {
    "waiting": N_("waiting"),
    "accepted": N_("accepted"),
    "countered": N_("countered"),
    "offered": N_("offered"),
    "declined": N_("declined"),
    "passed": N_("passed"),
    "void": N_("void (no longer possible)"),
    "confirmed": N_("traded ✓"),
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
        add(Text(_("TRADE · proposal {number} this turn").format(number=v.proposals_made),
                 style="bold"))
        if v.trade is not None:
            # Who answered how, first: it stays in sight when the details below are cut.
            add(Text(answers_text(v), style="italic"))
            p = v.trade.proposal
            who = seat_text(self.seats[p.from_seat], bold=True)
            if p.kind == "open_call":
                add(Text.assemble(who, " ", _("asks the table for offers")))
            else:
                to = (seat_text(self.seats[p.to_seat]) if p.to_seat is not None
                      else Text(_("the whole table")))
                add(Text.assemble(who, " → ", to))
                add(Text("  " + _("gives {give}").format(give=give_text(p.give))))
                add(Text("  " + _("wants {want}").format(want=want_text(p.want))))
            answers = {r.seat: r for r in v.trade.responses}
            for seat in v.trade.responders:
                status = v.trade.status.get(seat, "waiting")
                r = answers.get(seat)
                number = items.index(seat) + 1 if seat in items else None
                mark = ("▸" if seat == item else " ") + (f"{number}" if number else " ")
                text = Text.assemble((mark, "bold #F0E442"), " ", seat_text(self.seats[seat]),
                                     ": " + _(STATUS_WORDS.get(status, status)))
                if seat == item:
                    text.stylize("reverse")
                add(text, seat if number else None)
                if r is not None and r.status == "accepted" and r.beans:
                    add(Text("     " + _("gives {give}").format(give=beans_text(r.beans))),
                        seat if number else None)
                if r is not None and r.offer is not None:
                    add(Text(f"     {terms_text(r.offer)}"), seat if number else None)
        if v.composing is not None:
            add(Text.assemble("✎ ", seat_text(self.seats[v.composing]),
                              " " + _("is composing…"), style="italic"))
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
    lines: list[Text | str] = [ngettext("{coins} · {count} card in hand",
                                        "{coins} · {count} cards in hand", s.hand_size).format(
        coins=coins(s.coins), count=s.hand_size)]
    lines += [_("Field {number}: {lot}").format(number=k + 1, lot=lot_words(lot))
              for k, lot in enumerate(s.fields)]
    if not s.third_field_owned:
        lines.append(_("Field {number}: not owned, costs {coins}").format(
            number=3, coins=coins(s.third_field_price)))
    for ship in s.ships:
        if ship.owned:
            fields = {"ship": capital(ship_word(ship.id)), "place": place(ship.location),
                      "cargo": lot_words(ship.cargo)}
            lines.append((_("{ship}: {cargo}") if ship.id == "pirate" else
                          _("{ship} at {place}: {cargo}")).format(**fields))
    if s.received:
        lines.append(_("Received: {beans}").format(
            beans=", ".join(bean_word(c.bean) for c in s.received)))
    return lines


def panel_tag(view: BohnanzaView, seat: int) -> str:
    s = view.seats[seat]
    return " · ".join(_(t) for t, on in ((N_("start player"), s.is_start),
                                         (N_("active"), s.is_turn_player)) if on)


MODE_TITLES = {"base": N_("Bohnanza"), "lib": N_("La Isla Bohnita"),
               "duel": N_("La Isla Bohnita duel")}


def status_text(view: BohnanzaView, compact: bool) -> str:
    """The top line. On small terminals the game's name gives way to the facts that must
    be seen."""
    parts = [] if compact and not view.over else [_(MODE_TITLES[view.mode])]
    if view.over:
        parts.append(_("game over"))
    else:
        parts.append(_("turn {number}: {name}").format(number=view.turn,
                                                       name=view.names[view.turn_player]))
        parts.append(_("last loading before the final scoring") if view.phase == "final_window"
                     else _("phase {number} {name}").format(number=view.phase_no,
                                                            name=view.phase_name))
    parts.append(_("exhaustion {count} of {end}").format(count=view.exhaustions,
                                                         end=view.end_exhaustions))
    if view.mode == "duel":
        parts.append(_("{coins} set aside").format(coins=coins(view.set_aside)))
    if view.end_trigger != "none" and not view.over:
        parts.append(_("the end is triggered: last turn"))
    elif view.exhaustions == view.end_exhaustions - 1 and not view.over:
        parts.append("⚠ " + _("next time the draw pile is used up, the game is over"))
    return " · ".join(parts)
