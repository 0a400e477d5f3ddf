"""The look of the Neuland table: glyphs, colours and small drawing helpers shared by the
map, the supply and the menu."""

from __future__ import annotations

from rich.style import Style

from boardgames.core.i18n import _
from boardgames.games.neuland.data import data
from boardgames.ui.games.neuland.choices import abbr
from boardgames.ui.widgets.canvas import check_glyph

# -- glyphs and colours of the map and the track -----------------------------------------

TIME_GLYPH = check_glyph("◈")
LEGAL_MARK = check_glyph("◇")
TARGET_MARK = check_glyph("▸")
PAYER_MARK = check_glyph("◉")
SUPPLIER_MARK = check_glyph("○")
CHANGED_MARK = check_glyph("✦")  # changed since the viewing seat's last move
STANDING, LYING = check_glyph("^"), check_glyph("_")
TERRAIN_BG = {"forest": "#102e1a", "grassland": "#252b0c", "mountain": "#2d2825"}
TERRAIN_FG = {"forest": "#7fd99a", "grassland": "#e3e88a", "mountain": "#d8cfc6"}
BORDER = Style(color="#979797")
CURSOR_BORDER = Style(color="#ffffff", bold=True)
DIM = Style(color="#a3a3a3")
TIME = Style(color="#E69F00", bold=True)
LEGAL = Style(color="#F0E442", bold=True)
SUPPLIER = Style(bgcolor="#2f2600")
PAYER = Style(bgcolor="#2f1800", bold=True)
TARGET = Style(bgcolor="#0f2a40", bold=True)
WINDOW = Style(bgcolor="#202a33")
BLOCKED = Style(color="#ED7324", bold=True)
PREVIEW = Style(color="#F0E442", bold=True)
CHANGED = Style(color="#CC79A7", bold=True)
CURSOR = Style(reverse=True, bold=True)

UP, DOWN, LEFT, RIGHT = 1, 2, 4, 8
BOX = {
    LEFT | RIGHT: "─", UP | DOWN: "│", DOWN | RIGHT: "┌", DOWN | LEFT: "┐", UP | RIGHT: "└",
    UP | LEFT: "┘", UP | DOWN | RIGHT: "├", UP | DOWN | LEFT: "┤", DOWN | LEFT | RIGHT: "┬",
    UP | LEFT | RIGHT: "┴", UP | DOWN | LEFT | RIGHT: "┼", LEFT: "─", RIGHT: "─", UP: "│",
    DOWN: "│",
}


# -- the side panels (supply and menu) ---------------------------------------------------

HEAD = Style(bold=True, underline=True)
EMPTY = Style(color="#979797")
CHOSEN = Style(bgcolor="#0f2a40", bold=True)


def recipe_text(building_id: str) -> str:
    """A building's recipes in the supply's short form: "F+W→St"."""
    d = data()
    building = d.buildings[building_id]
    parts = []
    for recipe in building.recipes:
        out = _("ore") if building.special == "mine" else abbr(recipe.output)
        parts.append("+".join(abbr(g) for g in recipe.inputs) + "→" + out)
    return " ".join(parts)


def terrain_letter(terrain: str) -> str:
    return next(t.glyph for t in data().terrains if t.id == terrain)
