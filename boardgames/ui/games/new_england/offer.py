"""The offer column (slots 1-9 and the extra places) and the bid-disc track."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from boardgames.core.controller import Seat
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.labels import land_name, slot_name
from boardgames.games.new_england.state import NewEnglandState
from boardgames.ui.games.new_england.board import LAND_BG

SLOT_GLYPH = {"small": "▢", "medium": "▭", "large": "▯"}
GROUP_TITLE = {"land": "land", "either": "land or card", "card": "card"}


def shape_glyphs(cells: list[Cell]) -> str:
    """A card's shape in one line of half blocks (each character is one column of two
    cells): I2 "▀▀", I3 "▀▀▀", L3 "█▄", O4 "██"."""
    rows = {r for r, _ in cells}
    if len(rows) > 2:  # lay tall shapes on their side
        cells = [(c, r) for r, c in cells]
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    width = max(c for _, c in cells) - left + 1
    chars = []
    for col in range(width):
        up = (top, col + left) in cells
        down = (top + 1, col + left) in cells
        chars.append("█" if up and down else "▀" if up else "▄" if down else " ")
    return "".join(chars)


def item_text(state: NewEnglandState, slot: int) -> Text:
    item = state.offer.get(slot)
    if item is None:
        return Text("—", style="dim")
    if item.kind == "tile":
        return Text.assemble((f" {item.id.lower()} ", Style(bgcolor=LAND_BG[item.id])),
                             f" {land_name(item.id)} tile")
    card = data().cards[item.id]
    if card.figure:
        return Text(f"{card.figure} card  {card.vp} VP")
    land = card.land or "S"
    return Text.assemble((f" {land.lower()} ", Style(bgcolor=LAND_BG[land])),
                         f" {card.shape} {shape_glyphs(card.cells or [])} {card.vp} VP")


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

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._lines: list[int | None] = []

    def show(self, state: NewEnglandState, focus: int | None, status: dict[int, str] | None,
             price: int | None) -> None:
        d = data()
        lines: list[Text] = []
        slots: list[int | None] = []
        head = "OFFER" + (f"  price {price}" if price is not None else "")
        lines.append(Text(head, style="bold"))
        slots.append(None)
        group = None
        for spec in d.raw.offer.slots:
            if spec.kind != group:
                group = spec.kind
                lines.append(Text(GROUP_TITLE.get(group, group), style="dim italic"))
                slots.append(None)
            lines.append(self._line(state, spec.slot, SLOT_GLYPH.get(spec.size, "▢"), focus,
                                    status))
            slots.append(spec.slot)
        extras = [s for s in sorted(state.offer) if s > d.offer_slots]
        if extras:
            lines.append(Text("extra (ship bonus)", style="dim italic"))
            slots.append(None)
            for slot in extras:
                lines.append(self._line(state, slot, "✦", focus, status))
                slots.append(slot)
        self._lines = slots
        self.update(Text("\n").join(lines))

    def _line(self, state: NewEnglandState, slot: int, glyph: str, focus: int | None,
              status: dict[int, str] | None) -> Text:
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

    def __init__(self, seats: list[Seat], **kwargs) -> None:
        super().__init__(**kwargs)
        self.seats = seats
        self._spans: list[tuple[int, int, int]] = []

    def show(self, state: NewEnglandState, focus: int | None,
             changed: set[int] | None = None) -> None:
        """``changed``: discs the other seats took since the viewer's last move (✱)."""
        changed = changed or set()
        label = "bid discs " if self.size.width == 0 or self.size.width >= 84 else "discs "
        text = Text(label, style="dim")
        holders = {disc: seat for seat, disc in enumerate(state.discs) if disc is not None}
        spans = []
        for value in data().discs:
            start = text.cell_len
            seat = holders.get(value)
            if seat is None:
                part = Text(f"[{value:>2}  ]", style="bold")
            else:
                initial = data().families[state.families[seat]].initial
                active = state.active == seat
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

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for start, end, value in self._spans:
            if start <= offset.x < end:
                self.post_message(self.Clicked(value))
