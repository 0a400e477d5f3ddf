"""The right-hand side of the Neuland table: the building supply (production stacks and
the five property stacks) and the menu of the spot being worked on. Both are canvases
with rows the mouse can click."""

from __future__ import annotations

import textwrap

from rich.style import Style
from textual import events
from textual.message import Message

from boardgames.games.neuland.data import load
from boardgames.games.neuland.state import NeulandState
from boardgames.ui.games.neuland.board import LEGAL, LEGAL_MARK, TARGET_MARK
from boardgames.ui.games.neuland.menus import MAX_KEYED, Level, abbr
from boardgames.ui.widgets.canvas import BoardView, Canvas

HEAD = Style(bold=True, underline=True)
DIM = Style(color="#a3a3a3")
EMPTY = Style(color="#979797")
CURSOR = Style(reverse=True, bold=True)
CHOSEN = Style(bgcolor="#0f2a40", bold=True)
FIELD_W, NAME_W = 8, 11

Row = tuple[str, str] | None  # ("production", building id) | ("property", field) | header


def recipe_text(building_id: str) -> str:
    data = load()
    building = data.buildings[building_id]
    parts = []
    for recipe in building.recipes:
        out = "ore" if building.special == "mine" else abbr(recipe.output)
        parts.append("+".join(abbr(g) for g in recipe.inputs) + "→" + out)
    return " ".join(parts)


def terrain_letter(terrain: str) -> str:
    return next(t.glyph for t in load().terrains if t.id == terrain)


class SupplyView(BoardView):
    """The building supply. Posts ``Clicked`` with the row's tile (a production kind or a
    property field's top tile)."""

    class Clicked(Message):
        def __init__(self, row: tuple[str, str]) -> None:
            super().__init__()
            self.row = row

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        data = load()
        self.rows: list[Row] = [None]
        self.rows += [("production", b.id) for b in data.production_buildings]
        self.rows += [None]
        self.rows += [("property", f) for f in data.fields_in_order]
        self.state: NeulandState | None = None
        self.buildable: set[str] = set()
        self.cursor: int | None = None  # the focused row (keyboard), None = not focused
        self.chosen: str | None = None  # the tile being placed
        self._shown: tuple | None = None

    def show(self, state: NeulandState, buildable: set[str], cursor: int | None,
             chosen: str | None) -> None:
        key = (frozenset(buildable), cursor, chosen)
        if state is self.state and key == self._shown:
            return  # a cursor key on the map changes nothing here
        self._shown = key
        self.state, self.buildable, self.cursor, self.chosen = state, buildable, cursor, chosen
        self.redraw()
        if cursor is not None:
            self.scroll_to_show(0, cursor, 1, 1)

    def tile_of(self, row: Row) -> str | None:
        """The building or property id a row offers now."""
        if row is None or self.state is None:
            return None
        kind, key = row
        if kind == "production":
            return key
        stack = self.state.display_properties.get(key, [])
        return stack[0] if stack else None

    def draw(self) -> Canvas:
        lines = [self._line(i, row) for i, row in enumerate(self.rows)]
        canvas = Canvas(max(len(text) for text, _ in lines), len(lines))
        for y, (text, style) in enumerate(lines):
            canvas.put(0, y, text, style)
            row = self.rows[y]
            if row is not None and row[0] == "property" and "│" in text:
                beneath = text.index("│")  # the tiles under the top one: dimmed
                canvas.restyle(beneath, y, canvas.width - beneath, 1, DIM)
            tile = self.tile_of(self.rows[y])
            if tile is not None and tile == self.chosen:
                canvas.put(0, y, TARGET_MARK)
                canvas.restyle(0, y, canvas.width, 1, CHOSEN)
            elif tile is not None and tile in self.buildable:
                canvas.put(0, y, LEGAL_MARK, LEGAL)
            if y == self.cursor:
                canvas.restyle(0, y, canvas.width, 1, CURSOR)
        return canvas

    def _line(self, y: int, row: Row) -> tuple[str, Style]:
        data = load()
        state = self.state
        if row is None:
            if y == 0:
                return "  SUPPLY   recipe             cost left", HEAD
            return "  PROPERTIES  top tile: coats terrain goods │ beneath", HEAD
        kind, key = row
        if kind == "production":
            b = data.buildings[key]
            counts = {t: state.display_production.get((key, t), 0) if state else 0
                      for t in b.terrain}
            left = " ".join(f"{terrain_letter(t)}{n}" for t, n in counts.items())
            text = (f"  {b.abbr} {b.name_en:<16} {recipe_text(key):<17} "
                    f"{abbr(b.build_cost)}   {left}")
            return text, (Style() if any(counts.values()) else EMPTY)
        name = next(f.name_en for f in data.property_fields if f.id == key)
        stack = state.display_properties.get(key, []) if state else []
        if not stack:
            return f"  {name:<{FIELD_W}} — all built", EMPTY
        top = data.props[stack[0]]
        goods = " ".join(abbr(g) for g in top.goods)
        under = " ".join(f"{data.props[p].abbr}{data.props[p].coats}"
                         f"{terrain_letter(data.props[p].terrain)}" for p in stack[1:])
        text = (f"  {name:<{FIELD_W}} {top.abbr} {top.name_en:<{NAME_W}} {top.coats}"
                f"{terrain_letter(top.terrain)} {goods:<8} │ {under}")
        return text, Style()

    def on_click(self, event: events.Click) -> None:
        _, y = self.board_xy(event)
        if 0 <= y < len(self.rows) and self.rows[y] is not None:
            self.post_message(self.Clicked(self.rows[y]))  # type: ignore[arg-type]


class ActionMenu(BoardView):
    """The menu of a spot: a title, then one row per entry (1-9 keys). Posts ``Chosen``
    on a click and ``Hovered`` when the mouse moves over an entry."""

    class Chosen(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    class Hovered(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.level: Level | None = None
        self.rows: list[int | None] = []  # the entry drawn on each canvas row
        self._hover: int | None = None
        self._shown: tuple | None = None

    def show(self, level: Level | None) -> None:
        key = (level.index if level else None, self.size.width)
        if level is self.level and key == self._shown:
            return
        self._shown = key
        self.level = level
        self.redraw()
        if level is not None and level.index in self.rows:
            first = self.rows.index(level.index)
            self.scroll_to_show(0, first, 1, self.rows.count(level.index))

    def entry_row(self, index: int) -> int:
        """The first canvas row of an entry."""
        return self.rows.index(index)

    def draw(self) -> Canvas:
        level = self.level
        width = max(self.size.width - 1, 40)
        if level is None:
            self.rows = []
            return Canvas(width, 1)
        lines: list[tuple[str, int | None, Style]] = [
            (line, None, Style(bold=True)) for line in textwrap.wrap(level.title, width)]
        for i, entry in enumerate(level.entries):
            key = str(i + 1) if i < MAX_KEYED else " "
            wrapped = textwrap.wrap(entry.label, width - 2, subsequent_indent="   ") or [""]
            lines += [(f"{key if n == 0 else ' '} {text}", i, Style())
                      for n, text in enumerate(wrapped)]
        hint = "↑↓ Enter, 1–9 or a click chooses" + ("" if level.root else " · Esc back")
        lines.append((hint, None, DIM))
        canvas = Canvas(width, len(lines))
        self.rows = [i for _, i, _ in lines]
        for y, (text, i, style) in enumerate(lines):
            canvas.put(0, y, text, style)
            if i is not None and i == level.index:
                canvas.restyle(0, y, width, 1, CURSOR)
        return canvas

    def _entry_at(self, event: events.MouseEvent) -> int | None:
        _, y = self.board_xy(event)
        return self.rows[y] if 0 <= y < len(self.rows) else None

    def on_click(self, event: events.Click) -> None:
        i = self._entry_at(event)
        if i is not None:
            self.post_message(self.Chosen(i))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        i = self._entry_at(event)
        if i is not None and i != self._hover:
            self._hover = i
            self.post_message(self.Hovered(i))

    def on_resize(self) -> None:
        self._shown = None
        self.show(self.level)
