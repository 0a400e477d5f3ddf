"""The side panels of New England: the offer column (slots 1-9 and the extra places),
the bid-disc track, and the lines of each player's panel and of the status line."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from boardgames.core.events import join_words
from boardgames.core.i18n import _
from boardgames.core.seating import Seat
from boardgames.games.new_england import legal as L
from boardgames.games.new_england.board import cell_name
from boardgames.games.new_england.data import data
from boardgames.games.new_england.scoring import majority_holders
from boardgames.games.new_england.state import FIGURES, NewEnglandState
from boardgames.games.new_england.text import (
    card_label,
    family_name,
    gauge_text,
    land_name,
    shillings,
    slot_name,
)
from boardgames.ui.games.new_england.art import FIGURE_GLYPH, GROUP_TITLE, SLOT_GLYPH, item_text


def status_text(view: NewEnglandState) -> str:
    """The top line: the round, the start player, who buys now and next, the gauges."""
    parts = [_("Round {round}").format(round=view.round) if view.round else _("Start tiles")]
    parts.append(_("Start player: {family}").format(family=family_name(view, view.start_player)))
    order = L.buying_order(view)  # by descending disc (R14), from the engine
    if order:
        now, *later = (view.names[seat] for seat in order)
        disc = view.discs[order[0]]
        if later:
            parts.append(_("Phase 3 — {name} buys now (disc {disc}), then {later}").format(
                name=now, disc=disc, later=join_words(later)))
        else:
            parts.append(_("Phase 3 — {name} buys now (disc {disc})").format(name=now,
                                                                            disc=disc))
    elif view.phase == "bid":
        parts.append(_("Phase 2 — bid discs"))
    elif view.phase == "offer":
        parts.append(_("Phase 1 — the offer"))
    gauges = gauge_text(view)
    if gauges:
        parts.append(gauges)
    return " · ".join(parts)


def panel_lines(view: NewEnglandState, seat: int, score: int) -> list[Text | str]:
    """A player's panel: family, money, disc, purchases, figures (★ most), land cards,
    barns, lands without room, the score now."""
    d = data()
    fam = d.families[view.families[seat]]
    disc = view.discs[seat]
    lines: list[Text | str] = [
        f"{fam.name} ({fam.initial}) · {shillings(view.money[seat])}"
        + (" · " + _("disc {disc}").format(disc=disc) if disc is not None else "")
    ]
    if view.buying and view.active == seat:
        lines.append(_("purchases {done}/{most}").format(done=view.purchases,
                                                         most=d.max_purchases))
    figures = []
    for kind in FIGURES:
        lead = seat in majority_holders(view, kind)
        figures.append(f"{FIGURE_GLYPH[kind]}{view.figures[seat].get(kind, 0)}"
                       + ("★" if lead else ""))
    lines.append(_("figures {figures}  (★ most)").format(figures=" ".join(figures)))
    land_cards = [d.cards[c] for c in view.played[seat] if d.cards[c].figure is None]
    if land_cards:
        lines.append(_("land cards: {cards}").format(cards=", ".join(
            f"{c.land}-{c.shape} " + _("{vp}VP").format(vp=c.vp) for c in land_cards)))
    barns = L.barns(view, seat)
    if barns:
        empty = _("empty")
        lines.append(_("barns: {barns}").format(barns=", ".join(
            f"{cell_name(key)}[{card_label(stored) if stored else empty}]"
            for key, stored in barns)))
    blocked = [land_name(land) for land in L.blocked_lands(view, seat)]
    if blocked:
        lines.append(_("no room: {lands}").format(lands=", ".join(blocked)))
    lines.append(_("score now: {score}").format(score=score))
    return lines


class OfferColumn(Static):
    """Posts ``Clicked(slot)``. ``status`` maps each slot to "" (buyable), a reason
    (not buyable) or None (no one is buying now)."""

    DEFAULT_CSS = """
    OfferColumn { width: 1fr; height: auto; border: round $panel-lighten-2; padding: 0 1; }
    """

    class Clicked(Message):
        def __init__(self, slot: int, button: int) -> None:
            super().__init__()
            self.slot = slot
            self.button = button

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._lines: list[int | None] = []

    def show(self, state: NewEnglandState, focus: int | None, status: Mapping[int, str] | None,
             price: int | None) -> None:
        d = data()
        lines: list[Text] = []
        slots: list[int | None] = []
        head = _("OFFER") + ("  " + _("price {price}").format(price=price)
                             if price is not None else "")
        lines.append(Text(head, style="bold"))
        slots.append(None)
        group = None
        for spec in d.raw.offer.slots:
            if spec.kind != group:
                group = spec.kind
                lines.append(Text(_(GROUP_TITLE.get(group, group)), style="dim italic"))
                slots.append(None)
            lines.append(self._line(state, spec.slot, SLOT_GLYPH.get(spec.size, "▢"), focus,
                                    status))
            slots.append(spec.slot)
        extras = [s for s in sorted(state.offer) if s > d.offer_slots]
        if extras:
            lines.append(Text(_("extra (ship bonus)"), style="dim italic"))
            slots.append(None)
            for slot in extras:
                lines.append(self._line(state, slot, "✦", focus, status))
                slots.append(slot)
        self._lines = slots
        self.update(Text("\n").join(lines))

    def _line(self, state: NewEnglandState, slot: int, glyph: str, focus: int | None,
              status: Mapping[int, str] | None) -> Text:
        mark = "▶" if slot == focus else " "
        text = Text.assemble(mark, f"{slot_name(slot):>2} {glyph} ", item_text(state, slot))
        if status is not None and slot in state.offer:
            ok = status.get(slot) == ""
            text.append("  ✓" if ok else "  ✗", style="bold green" if ok else "dim")
            if not ok:
                text.stylize("dim", 5)
        if slot == focus:
            text.stylize("reverse")
        return text

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or not 0 <= offset.y < len(self._lines):
            return
        slot = self._lines[offset.y]
        if slot is not None:
            self.post_message(self.Clicked(slot, event.button))


class DiscTrack(Static):
    """The ten bid discs: free ones bright, taken ones with the holder's initial in the
    holder's colour, the active player's disc marked ◀. Posts ``Clicked(value)``."""

    DEFAULT_CSS = """
    DiscTrack { height: 1; width: 1fr; padding: 0 1; }
    """

    class Clicked(Message):
        def __init__(self, value: int) -> None:
            super().__init__()
            self.value = value

    def __init__(self, seats: list[Seat], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seats = seats
        self._spans: list[tuple[int, int, int]] = []

    def show(self, state: NewEnglandState, focus: int | None,
             changed: set[int] | None = None) -> None:
        """``changed``: discs the other seats took since the viewer's last move (✱)."""
        changed = changed or set()
        label = self._label()
        text = Text(label + " " if label else "", style="dim")
        holders = {disc: seat for seat, disc in enumerate(state.discs) if disc is not None}
        spans = []
        for value in data().discs:
            start = text.cell_len
            seat = holders.get(value)
            if seat is None:
                part = Text(f"[{value:>2}  ]", style="bold")
            else:
                initial = data().families[state.families[seat]].initial
                active = state.buying and state.active == seat
                # The initial keeps its full colour on a dimmed disc: dimmed, a seat colour
                # blends into the background (below 4.5:1 contrast).
                colour = f"bold not dim {self.seats[seat].colour}"
                mark = "◀" if active else "✱" if value in changed else " "
                part = Text.assemble(f"[{value:>2} ", (initial, colour),
                                     (mark, "bold not dim #eeeeee" if mark == "✱" else ""),
                                     "]", style="" if active else "dim")
            if value == focus:
                part.stylize("reverse")
            text.append_text(part)
            text.append(" ")
            spans.append((start, start + part.cell_len, value))
        self._spans = spans
        self.update(text)

    def _label(self) -> str:
        """The long label where the track has room for it, else the short one, else none
        (each disc takes 7 columns; two more for glyphs drawn wide)."""
        width = self.size.width
        room = width - 7 * len(data().discs) - 3
        for label in (_("bid discs"), _("discs")):
            if width == 0 or cell_len(label) <= room:
                return label
        return ""

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for start, end, value in self._spans:
            if start <= offset.x < end:
                self.post_message(self.Clicked(value))
