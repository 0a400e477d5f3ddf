"""The Bohnanza table drawn on one canvas: the island rows and the piles on top, one mat
per seat (fields, ships, coins, cards in hand, received cards) and the viewer's own hand
at the bottom, as little cards. Everything comes from one seat's view.

Every card a player can point at is a ``Spot`` with a rectangle: the mouse finds spots by
position, the keyboard cursor moves from spot to spot."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.style import Style
from textual import events
from textual.message import Message

from boardgames.core.i18n import _, ngettext, pgettext
from boardgames.core.seating import Seat
from boardgames.games.bohnanza.data import harbour_name
from boardgames.games.bohnanza.view import BohnanzaView, CardView, LotView, SeatView, ShipView
from boardgames.ui.games.bohnanza import art
from boardgames.ui.games.bohnanza.choices import Marks, Spot, place
from boardgames.ui.screens.game import PREVIEW_GLYPH
from boardgames.ui.widgets.canvas import BoardView, Canvas

WIDTH = 86
LABEL_W = 14  # the label column of island rows and seat mats
FIELD_W, SHIP_W, HAND_W = 11, 12, 11
FIELDS_X, SHIPS_X = LABEL_W, LABEL_W + 3 * FIELD_W + 1
HAND_PER_ROW = 7
PILES_X = 56  # the piles and face-up cards right of the island rows
SHIP_NUMBER = {"m1": "1", "m2": "2", "pirate": art.PIRATE_GLYPH}


def legend() -> str:
    """The marks of the table, on its last line."""
    return _("{legal} legal {active} active {start} start {lock} protected {new} new  "
             "=coins ·beans→coins next  {unverified} unverified").format(
        legal=art.TARGET_MARK, active=art.ACTIVE_MARK, start=art.START_MARK,
        lock=art.LOCK_MARK, new=art.CHANGED_MARK, unverified=art.UNVERIFIED_MARK)


Rect = tuple[int, int, int, int]


def fit_mark(me: SeatView, bean: str) -> str:
    """The short form of ``fit_hint`` on a hand card: '✓1', '○3' or '✗'."""
    matching = [k for k, f in enumerate(me.fields) if f.bean == bean]
    if matching:
        return f"{art.FITS_MARK}{matching[0] + 1}"
    empty = [k for k, f in enumerate(me.fields) if f.bean is None]
    return f"{art.FREE_MARK}{empty[0] + 1}" if empty else art.NO_ROOM_MARK


class BeanTable(BoardView):
    """Posts ``Clicked`` and ``Hovered`` with the spot under the mouse (None: no card)."""

    DEFAULT_CSS = """
    BeanTable { width: 88; height: 1fr; }
    """

    class Clicked(Message):
        def __init__(self, spot: Spot | None, button: int) -> None:
            super().__init__()
            self.spot = spot
            self.button = button

    class Hovered(Message):
        def __init__(self, spot: Spot) -> None:
            super().__init__()
            self.spot = spot

    def __init__(self, seats: list[Seat], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seats = seats
        self.view: BohnanzaView | None = None
        self.marks = Marks()
        self.rects: dict[Spot, Rect] = {}
        self._hover: Spot | None = None
        self._base: Canvas | None = None  # the cards without marks, until the view changes
        self.hand_per_row = HAND_PER_ROW
        self.hand_y = 0  # the canvas line where the own hand begins
        # Small terminals: the hand is drawn by a HandStrip that stays on screen, not here.
        self.strip: HandStrip | None = None

    def show(self, view: BohnanzaView, marks: Marks) -> None:
        if view is not self.view:
            self._base = None
        self.view, self.marks = view, marks
        self.redraw()

    # -- drawing ---------------------------------------------------------------------------

    def draw(self) -> Canvas:
        if self.view is None:
            return Canvas(WIDTH, 1)
        if self._base is None:
            self.rects = {}
            self._base = self._draw_cards(self.view)
        canvas = Canvas(self._base.width, self._base.height)
        canvas.chars = [row[:] for row in self._base.chars]
        canvas.styles = [row[:] for row in self._base.styles]
        self._draw_marks(canvas)
        if self.strip is None:
            return canvas
        # The hand (marks included) goes to the strip; the table keeps the rest and the
        # legend line.
        self.strip.show(crop(canvas, range(self.hand_y, canvas.height - 1)))
        return crop(canvas, [*range(self.hand_y), canvas.height - 1])

    def _draw_cards(self, v: BohnanzaView) -> Canvas:
        duel_band = v.mode == "duel"
        top = 6 if v.island else 3
        mats_y = top + (3 if duel_band else 0)
        hand_y = self.hand_y = mats_y + 3 * v.players
        me = v.seats[v.viewer] if v.viewer is not None else None
        hand_rows = max(1, -(-len(me.hand) // self.hand_per_row)) if me is not None else 0
        height = hand_y + 1 + 3 * hand_rows + 1
        canvas = Canvas(WIDTH, height)
        if v.island:
            for r, row in enumerate(v.rows):
                self._draw_row(canvas, v, r * 3, row.harbour)
            self._draw_piles(canvas, v, PILES_X, 0)
            if not duel_band:
                self._draw_face_up(canvas, v, PILES_X, 3, label_w=10)
            else:
                self._draw_face_up(canvas, v, 0, top, label_w=LABEL_W)
        else:
            self._draw_piles(canvas, v, 0, 0)
            self._draw_face_up(canvas, v, 34, 0, label_w=10)
        for i, seat in enumerate(self.mat_order(v)):
            self._draw_mat(canvas, v, seat, mats_y + 3 * i)
        self._draw_hand(canvas, v, hand_y)
        canvas.put(0, height - 1, legend()[:WIDTH], art.DIM)
        return canvas

    @staticmethod
    def mat_order(v: BohnanzaView) -> list[int]:
        """Seat order; with a viewer, the others in turn order after it, then its own mat
        right above its hand."""
        if v.viewer is None:
            return list(range(v.players))
        return [(v.viewer + k) % v.players for k in range(1, v.players + 1)]

    def _spot(self, spot: Spot, rect: Rect) -> None:
        self.rects[spot] = rect

    def _draw_row(self, canvas: Canvas, v: BohnanzaView, y: int, harbour: str) -> None:
        row = next(r for r in v.rows if r.harbour == harbour)
        canvas.put(0, y, harbour_name(harbour), art.LABEL)
        if row.beans:
            canvas.put(0, y + 1, _("{bean}×{count} front").format(
                bean=art.short_bean(row.beans[0]), count=row.front_run)[:LABEL_W], art.TEXT)
        docked = []
        for s in v.seats:
            for ship in s.ships:
                if ship.owned and ship.location == harbour:
                    docked.append((s.seat, SHIP_NUMBER[ship.id]))
        x = 0
        for seat, number in docked[:4]:
            colour = Style(color=self.seats[seat].colour, bold=True)
            canvas.put(x, y + 2, self.seats[seat].glyph, colour)
            canvas.put(x + 1, y + 2, number, art.TEXT)
            x += 3
        if len(docked) > 4:
            canvas.put(x, y + 2, f"+{len(docked) - 4}", art.DIM)
        self._spot(Spot("row", key=harbour), (LABEL_W, y, 40, 3))
        if not row.beans:
            art.frame(canvas, LABEL_W, y, 40, 3, art.DIM)
            canvas.put(LABEL_W + 1, y + 1, _("empty — refilled at the end of the turn")[:38],
                       art.DIM)
            return
        for i, bean in enumerate(row.beans[:5]):
            top = _("FRONT") if i == 0 else ""
            art.table_card(canvas, LABEL_W + 8 * i, y, bean, top=top,
                           style=art.LABEL if i == 0 else art.FRAME)

    def _draw_piles(self, canvas: Canvas, v: BohnanzaView, x: int, y: int) -> None:
        art.frame(canvas, x, y, 9, 3, art.FRAME, top=pgettext("pile", "Draw"))
        canvas.put(x + 1, y + 1, f"{v.draw_size:^7}", art.BOLD)
        self._spot(Spot("draw"), (x, y, 9, 3))
        top_bean = v.discard[-1] if v.discard else None
        art.frame(canvas, x + 10, y, 9, 3, art.FRAME, top=_("Discard"),
                  bottom=f"×{len(v.discard)}")
        if top_bean is None:
            art.fill_face(canvas, x + 11, y + 1, 7, 1, art.EMPTY_FACE, [_("empty")])
        else:
            art.fill_face(canvas, x + 11, y + 1, 7, 1, art.face(top_bean),
                          [art.short_bean(top_bean)])
        self._spot(Spot("discard"), (x + 10, y, 9, 3))
        tx = x + 20
        canvas.put(tx, y, _("exhaustion"), art.TEXT)
        canvas.put(tx, y + 1, _("{count} of {end}").format(count=v.exhaustions,
                                                           end=v.end_exhaustions),
                   art.WARN if v.exhaustions >= v.end_exhaustions - 1 else art.BOLD)
        if v.mode == "duel":
            canvas.put(tx, y + 2, _("aside {count}").format(count=v.set_aside), art.TEXT)
        elif v.exhaustions >= v.end_exhaustions - 1 and not v.over:
            canvas.put(tx, y + 2, "⚠ " + _("last"), art.WARN)

    def _draw_face_up(self, canvas: Canvas, v: BohnanzaView, x: int, y: int,
                      label_w: int) -> None:
        canvas.put(x, y, _("Face-up")[:label_w], art.LABEL)
        canvas.put(x, y + 1, ngettext("{count} card", "{count} cards", len(v.face_up)).format(
            count=len(v.face_up))[:label_w], art.TEXT)
        if not v.face_up:
            canvas.put(x, y + 2, _("none"), art.DIM)
        for i, card in enumerate(v.face_up):
            cx = x + label_w + 8 * i
            if cx + 8 > WIDTH:
                canvas.put(cx - 2, y + 1, f"+{len(v.face_up) - i}", art.BOLD)
                break
            top = _("chain") if card.cid in v.chained else ""
            art.table_card(canvas, cx, y, card.bean, top=top)
            self._spot(Spot("faceup", v.turn_player, card.cid), (cx, y, 8, 3))

    def _draw_mat(self, canvas: Canvas, v: BohnanzaView, seat: int, y: int) -> None:
        s = v.seats[seat]
        who = self.seats[seat]
        colour = Style(color=who.colour, bold=True)
        if seat == v.active:
            canvas.fill(0, y, LABEL_W - 1, 3, " ", Style(bgcolor="#2a2a10"))
        if s.is_turn_player:
            canvas.put(0, y, art.ACTIVE_MARK, art.BOLD)
        canvas.put(1, y, who.glyph, colour)
        name = who.name[:9]
        canvas.put(3, y, name, colour)
        if s.is_start:
            canvas.put(3 + len(name), y, art.START_MARK, art.BOLD)
        canvas.put(0, y + 1, _("{home} {coins}¢ hand {count}").format(
            home=art.HARBOUR_GLYPH, coins=s.coins, count=s.hand_size)[:LABEL_W], art.TEXT)
        if who.is_bot and not s.received:
            canvas.put(1, y + 2, _("bot"), art.DIM)
        self._spot(Spot("home", seat), (0, y + 1, LABEL_W - 1, 1))
        if s.received:
            canvas.put(0, y + 2, "⇣", art.BOLD)
            x = 1
            for i, card in enumerate(s.received):
                if x + 3 > LABEL_W - 1:
                    canvas.put(x, y + 2, f"+{len(s.received) - i}", art.BOLD)
                    break
                canvas.put(x, y + 2, art.code(card.bean), art.face(card.bean))
                self._spot(Spot("recv", seat, card.cid), (x, y + 2, 3, 1))
                x += 4
        for k in range(3):
            fx = FIELDS_X + k * FIELD_W
            if k < len(s.fields):
                self._draw_field(canvas, v, s, k, fx, y)
            else:
                art.frame(canvas, fx, y, FIELD_W, 3, art.DIM, top=f"F{k + 1}")
                art.fill_face(canvas, fx + 1, y + 1, FIELD_W - 2, 1, art.DIM,
                              [" " + _("costs {price}").format(price=s.third_field_price)])
            self._spot(Spot("field", seat, k), (fx, y, FIELD_W, 3))
        for j, ship in enumerate(s.ships):
            sx = SHIPS_X + j * SHIP_W
            self._draw_ship(canvas, v, ship, sx, y)
            self._spot(Spot("ship", seat, ship.id), (sx, y, SHIP_W, 3))

    def _draw_field(self, canvas: Canvas, v: BohnanzaView, s: SeatView, k: int, x: int,
                    y: int) -> None:
        lot = s.fields[k]
        top = f"F{k + 1}"
        protected = lot.bean is not None and not lot.harvestable and v.phase != "final_window"
        if v.viewer == s.seat and protected:
            top += f" {art.LOCK_MARK}"
        self._draw_lot(canvas, v, lot, x, y, FIELD_W, top)

    def _draw_ship(self, canvas: Canvas, v: BohnanzaView, ship: ShipView, x: int,
                   y: int) -> None:
        name = art.PIRATE_GLYPH + " " + _("pirate") if ship.id == "pirate" else ship.id
        if not ship.owned:
            art.frame(canvas, x, y, SHIP_W, 3, art.DIM, top=name)
            art.fill_face(canvas, x + 1, y + 1, SHIP_W - 2, 1, art.DIM,
                          [" " + _("costs {price}").format(price=ship.price)])
            return
        # The card's top edge is short: "home" has a short word of its own here.
        where = _("home") if ship.location in (None, "home") else place(ship.location)
        top = name if ship.id == "pirate" else f"{name} {where}"
        self._draw_lot(canvas, v, ship.cargo, x, y, SHIP_W, top)
        if ship.raided:
            canvas.put(x + SHIP_W - 2, y, art.RAIDED_MARK, art.WARN)

    def _draw_lot(self, canvas: Canvas, v: BohnanzaView, lot: LotView, x: int, y: int, w: int,
                  top: str) -> None:
        bottom = art.value_text(lot.value, lot.next_need, lot.next_coins) if lot.bean else ""
        art.frame(canvas, x, y, w, 3, art.FRAME, top=top, bottom=bottom,
                  top_style=art.LABEL, bottom_style=art.TEXT)
        if lot.bean is None:
            art.fill_face(canvas, x + 1, y + 1, w - 2, 1, art.EMPTY_FACE, [" " + _("empty")])
        else:
            text = art.lot_text(lot.bean, lot.count, lot.bean in v.unverified)
            art.fill_face(canvas, x + 1, y + 1, w - 2, 1, art.face(lot.bean), [text])

    def _draw_hand(self, canvas: Canvas, v: BohnanzaView, y: int) -> None:
        if v.viewer is None:
            canvas.put(0, y, _("HANDS HIDDEN — each mat shows how many cards its hand holds"),
                       art.LABEL)
            return
        me = v.seats[v.viewer]
        name = self.seats[v.viewer].name[:9]
        marks = {"fits": art.FITS_MARK, "free": art.FREE_MARK, "none": art.NO_ROOM_MARK}
        if self.strip is None:
            marks_text = _("{fits}F fits field  {free}F empty field  {none} no room").format(
                **marks)
        else:  # the narrow strip of a small terminal
            marks_text = _("{fits}F fits  {free}F empty  {none} no room").format(**marks)
        title = ngettext("YOUR HAND — {name} · {count} card, front first",
                         "YOUR HAND — {name} · {count} cards, front first", len(me.hand)).format(
            name=name, count=len(me.hand))
        canvas.put(0, y, f"{title}   {marks_text}"[:WIDTH], art.LABEL)
        if not me.hand:
            canvas.put(0, y + 1, _("(empty)"), art.DIM)
        for i, card in enumerate(me.hand):
            x = (i % self.hand_per_row) * (HAND_W + 1)
            cy = y + 1 + (i // self.hand_per_row) * 3
            top = f"#{i + 1}" + (" " + _("FRONT") if i == 0 else " " + _("next") if i == 1 else "")
            style = art.BOLD if i == 0 else art.FRAME
            art.frame(canvas, x, cy, HAND_W, 3, style, heavy=i == 0, top=top,
                      bottom=art.meter_text(card.bean),
                      top_style=art.BOLD if i < 2 else art.LABEL, bottom_style=art.TEXT)
            unverified = art.UNVERIFIED_MARK if card.bean in v.unverified else ""
            label = f"{art.short_bean(card.bean) + unverified:<7}{fit_mark(me, card.bean)}"
            art.fill_face(canvas, x + 1, cy + 1, HAND_W - 2, 1, art.face(card.bean), [label])
            self._spot(Spot("hand", v.viewer, i), (x, cy, HAND_W, 3))

    def _draw_marks(self, canvas: Canvas) -> None:
        marks = self.marks
        for spot in marks.changed:
            rect = self.rects.get(spot)
            if rect is not None:
                x, y, w, h = rect
                # Cards: the top right corner; one-line chips: just after them.
                canvas.put(x + w if h == 1 else x + w - 1, y, art.CHANGED_MARK, art.CHANGED)
        for spot in marks.targets:
            rect = self.rects.get(spot)
            if rect is not None:
                self._outline(canvas, rect, art.TARGET)
                x, y, _w, h = rect
                # A one-line chip keeps its letters: the mark goes just before it.
                canvas.put(x - 1 if h == 1 and x > 0 else x, y, art.TARGET_MARK, art.TARGET)
        for spot in marks.bot:
            rect = self.rects.get(spot)
            if rect is not None:
                self._outline(canvas, rect, art.PREVIEW)
                x, y, w, h = rect
                # Cards: left of the top right corner (the ✦'s); chips: just before them.
                canvas.put(x - 1 if h == 1 and x > 0 else x + w - 2, y, PREVIEW_GLYPH,
                           art.PREVIEW)
        if marks.picked and self.view is not None and self.view.viewer is not None:
            hand = self.view.seats[self.view.viewer].hand
            for spot, (x, y, w, h) in self.rects.items():
                cid = self._cid(spot, hand)
                if cid is not None and cid in marks.picked:
                    canvas.put(x + 1, y + h - 1,
                               (art.PICKED_MARK + " " + _("GIVE"))[:w - 2].ljust(w - 2, "─"),
                               art.TARGET)
        if marks.selected is not None and marks.selected in self.rects:
            self._outline(canvas, self.rects[marks.selected], art.SELECTED)
            x, y, w, _h = self.rects[marks.selected]
            canvas.put(x, y, "»", art.SELECTED)
        if marks.cursor is not None and marks.cursor in self.rects:
            x, y, w, h = self.rects[marks.cursor]
            canvas.restyle(x, y, w, h, art.CURSOR)
            canvas.put(x, y, art.CURSOR_MARK)

    @staticmethod
    def _cid(spot: Spot, hand: list[CardView]) -> str | None:
        if spot.kind == "hand" and isinstance(spot.key, int) and spot.key < len(hand):
            return hand[spot.key].cid
        if spot.kind in ("faceup", "recv"):
            return str(spot.key)
        return None

    @staticmethod
    def _outline(canvas: Canvas, rect: Rect, style: Style) -> None:
        x, y, w, h = rect
        if h == 1:
            canvas.restyle(x, y, w, 1, Style(underline=True, bold=True))
            return
        canvas.restyle(x, y, w, 1, style)
        canvas.restyle(x, y + h - 1, w, 1, style)
        canvas.restyle(x, y, 1, h, style)
        canvas.restyle(x + w - 1, y, 1, h, style)

    # -- the cursor and the mouse ----------------------------------------------------------

    def spot_at(self, x: int, y: int) -> Spot | None:
        for spot, (sx, sy, w, h) in self.rects.items():
            if sx <= x < sx + w and sy <= y < sy + h:
                return spot
        return None

    def spots(self) -> list[Spot]:
        """Every spot in reading order (top to bottom, left to right)."""
        return sorted(self.rects, key=lambda s: (self.rects[s][1], self.rects[s][0]))

    def neighbour(self, spot: Spot | None, dx: int, dy: int) -> Spot | None:
        """The nearest spot from ``spot`` in a direction (arrows)."""
        if spot not in self.rects:
            return self.spots()[0] if self.rects else None
        x, y, w, h = self.rects[spot]
        cx, cy = x + w / 2, y + h / 2
        best, best_score = None, float("inf")
        for other, (ox, oy, ow, oh) in self.rects.items():
            if other == spot:
                continue
            ocx, ocy = ox + ow / 2, oy + oh / 2
            along = (ocx - cx) * dx + (ocy - cy) * dy
            if along <= 0.5:
                continue
            across = abs(ocy - cy) if dx else abs(ocx - cx)
            score = along * (1 if dx else 4) + across * (6 if dx else 1)
            if score < best_score:
                best, best_score = other, score
        return best

    def show_spot(self, spot: Spot) -> None:
        rect = self.rects.get(spot)
        if rect is None:
            return
        if self.strip is not None and spot.kind == "hand":
            x, y, w, h = rect
            self.strip.scroll_to_show(x, y - self.hand_y - 1, w, h + 1)
        else:
            self.scroll_to_show(*rect)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        spot = self.spot_at(*self.board_xy(event))
        if spot is not None and spot != self._hover:
            self._hover = spot
            self.post_message(self.Hovered(spot))

    def on_click(self, event: events.Click) -> None:
        self.post_message(self.Clicked(self.spot_at(*self.board_xy(event)), event.button))


def crop(canvas: Canvas, lines: Sequence[int]) -> Canvas:
    """A canvas of some of ``canvas``'s lines, in the given order."""
    lines = list(lines)
    out = Canvas(canvas.width, max(1, len(lines)))
    out.chars = [canvas.chars[y][:] for y in lines] or out.chars
    out.styles = [canvas.styles[y][:] for y in lines] or out.styles
    return out


class HandStrip(BoardView):
    """Small terminals: the viewer's own hand under the tabs, always on screen. The table
    draws it (cursor and marks included); a click or hover here is the table's."""

    DEFAULT_CSS = """
    HandStrip { width: 1fr; height: 4; scrollbar-size-horizontal: 0; }
    """

    def __init__(self, table: BeanTable, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.table = table
        self.canvas = Canvas(1, 1)

    def show(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.styles.height = min(7, canvas.height)
        if self.is_attached:
            self.redraw()

    def draw(self) -> Canvas:
        return self.canvas

    def _spot(self, event: events.MouseEvent) -> Spot | None:
        x, y = self.board_xy(event)
        return self.table.spot_at(x, y + self.table.hand_y)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        spot = self._spot(event)
        if spot is not None:
            self.post_message(BeanTable.Hovered(spot))

    def on_click(self, event: events.Click) -> None:
        self.post_message(BeanTable.Clicked(self._spot(event), event.button))
