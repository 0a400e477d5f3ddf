"""Card art for the Bohnanza table: bean colours, short names and the little cards drawn
on a Canvas (island and table cards, field and ship cards, hand cards).

Colours only decorate: every card also carries its bean's name."""

from __future__ import annotations

from functools import cache

from rich.style import Style

from boardgames.games.bohnanza.text import short_bean
from boardgames.ui.games.bohnanza.choices import capital, lot_text, meter_text
from boardgames.ui.widgets.canvas import Canvas, check_glyph

__all__ = ["lot_text", "meter_text", "short_bean"]  # the words of the cards

# Background and text colour of each bean's card face.
BEAN_COLOURS: dict[str, tuple[str, str]] = {
    "blau": ("#2f5fa8", "#ffffff"),
    "feuer": ("#b8321f", "#ffffff"),
    "sau": ("#6b4f36", "#ffffff"),
    "brech": ("#36722f", "#ffffff"),
    "soja": ("#d8c265", "#000000"),
    "augen": ("#e6e2d6", "#000000"),
    "rot": ("#86192a", "#ffffff"),
    "garten": ("#9ccf86", "#000000"),
    "kaffee": ("#45291a", "#ffffff"),
    "weinbrand": ("#6b2d5a", "#ffffff"),
    "kakao": ("#94612f", "#ffffff"),
    "mokka": ("#b5835a", "#000000"),
    "wachs": ("#c6d35a", "#000000"),
}

FRAME = Style(color="#a6a6a6")
DIM = Style(color="#979797")
TEXT = Style(color="#dddddd")
BOLD = Style(color="#ffffff", bold=True)
LABEL = Style(color="#bbbbbb", bold=True)
TARGET = Style(color="#F0E442", bold=True)
SELECTED = Style(color="#56B4E9", bold=True)
CURSOR = Style(reverse=True)
WARN = Style(color="#E69F00", bold=True)
CHANGED = Style(color="#CC79A7", bold=True)
PREVIEW = Style(color=TARGET.color, bold=True)  # a move about to land (◌), in the targets' yellow
EMPTY_FACE = Style(color="#8a8a8a", bgcolor="#1e1e1e")

TARGET_MARK = check_glyph("◇")
CURSOR_MARK = check_glyph("▸")
PICKED_MARK = check_glyph("✔")
CHANGED_MARK = check_glyph("✦")  # changed since the viewing seat's last move
LOCK_MARK = check_glyph("⊘")
RAIDED_MARK = check_glyph("⚔")
START_MARK = check_glyph("⚑")
ACTIVE_MARK = check_glyph("▶")
UNVERIFIED_MARK = check_glyph("?")
PIRATE_GLYPH = check_glyph("☠")
HARBOUR_GLYPH = check_glyph("⌂")
FITS_MARK = check_glyph("✓")
FREE_MARK = check_glyph("○")
NO_ROOM_MARK = check_glyph("✗")

LIGHT = "┌─┐│└┘"
HEAVY = "╔═╗║╚╝"


def code(bean: str) -> str:
    """Three letters for chips: 'Blu', 'Chi', 'Eye'."""
    short = short_bean(bean)
    return capital(short[2:] if short[1:2] == "-" else short)[:3]


@cache
def face(bean: str) -> Style:
    bg, fg = BEAN_COLOURS.get(bean, ("#444444", "#ffffff"))
    return Style(color=fg, bgcolor=bg)


def value_text(value: int, next_need: int | None, next_coins: int | None) -> str:
    """'=1 ·6→2' or '=4 max' (what the lot pays now, and its next beanometer step)."""
    step = f"{next_need}→{next_coins}" if next_need is not None else "max"
    return f"={value} ·{step}"


def frame(canvas: Canvas, x: int, y: int, w: int, h: int, style: Style, *, heavy: bool = False,
          top: str = "", bottom: str = "", top_style: Style | None = None,
          bottom_style: Style | None = None) -> None:
    """A card outline with optional words written into its top and bottom edges."""
    tl, hz, tr, vt, bl, br = tuple(HEAVY if heavy else LIGHT)
    canvas.put(x, y, tl + hz * (w - 2) + tr, style)
    for yy in range(y + 1, y + h - 1):
        canvas.put(x, yy, vt, style)
        canvas.put(x + w - 1, yy, vt, style)
    canvas.put(x, y + h - 1, bl + hz * (w - 2) + br, style)
    if top:
        canvas.put(x + 1, y, top[: w - 2], top_style or style)
    if bottom:
        canvas.put(x + 1, y + h - 1, bottom[: w - 2], bottom_style or style)


def fill_face(canvas: Canvas, x: int, y: int, w: int, h: int, style: Style,
              lines: list[str]) -> None:
    """The inside of a card: ``lines`` left-aligned on the card's face colour."""
    for i in range(h):
        text = lines[i] if i < len(lines) else ""
        canvas.put(x, y + i, text[:w].ljust(w), style)


def table_card(canvas: Canvas, x: int, y: int, bean: str | None, top: str = "",
               bottom: str = "", style: Style = FRAME) -> None:
    """An 8 x 3 card (island rows, face-up cards, the discard pile's top)."""
    frame(canvas, x, y, 8, 3, style, top=top, bottom=bottom)
    if bean is None:
        fill_face(canvas, x + 1, y + 1, 6, 1, EMPTY_FACE, [""])
    else:
        fill_face(canvas, x + 1, y + 1, 6, 1, face(bean), [short_bean(bean)])
