"""The side panels of the Neuland table: the building supply (production stacks and the
five property stacks, a canvas with rows the mouse can click), the status line, the
players' panels and the end screen's ranking."""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual import events
from textual.message import Message

from boardgames.core.i18n import _, ngettext
from boardgames.core.seating import Seat
from boardgames.games.neuland import INFO
from boardgames.games.neuland.board import fmt_hex
from boardgames.games.neuland.data import data
from boardgames.games.neuland.state import NeulandState
from boardgames.games.neuland.summary import EndSummary, products_lost, workers_per_player
from boardgames.games.neuland.text import name
from boardgames.ui.games.neuland.art import (
    CHOSEN,
    CURSOR,
    DIM,
    EMPTY,
    HEAD,
    LEGAL,
    LEGAL_MARK,
    TARGET_MARK,
    recipe_text,
    terrain_letter,
)
from boardgames.ui.games.neuland.choices import (
    SupplyRow,
    abbr,
    coats_text,
    supply_rows,
    supply_tile,
)
from boardgames.ui.widgets.canvas import BoardView, Canvas
from boardgames.ui.widgets.panels import seat_text


class SupplyView(BoardView):
    """The building supply. Posts ``Clicked`` with the row's tile (a production kind or a
    property field's top tile)."""

    class Clicked(Message):
        def __init__(self, row: tuple[str, str]) -> None:
            super().__init__()
            self.row = row

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.rows: list[SupplyRow] = supply_rows()
        self.state: NeulandState | None = None
        self.buildable: set[str] = set()
        self.cursor: int | None = None  # the focused row (keyboard), None = not focused
        self.chosen: str | None = None  # the tile being placed
        self._shown: tuple[Any, ...] | None = None
        self._widths = (0, 0, 0, 0)  # of the names, costs: set by draw

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

    def tile_of(self, row: SupplyRow) -> str | None:
        """The building or property id a row offers now."""
        return supply_tile(self.state, row)

    def draw(self) -> Canvas:
        d = data()
        # Column widths from the names in the current language.
        self._widths = (max(len(name(b.id)) for b in d.production_buildings),
                        max(len(name(f)) for f in d.fields_in_order),
                        max(len(name(p.id)) for p in d.properties),
                        max(2, len(_("cost"))))
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

    def _line(self, y: int, row: SupplyRow) -> tuple[str, Style]:
        d = data()
        state = self.state
        building_w, field_w, property_w, cost_w = self._widths
        if row is None:
            if y == 0:
                supply, recipe, cost, left = _("SUPPLY"), _("recipe"), _("cost"), _("left")
                return (f" {supply:<{building_w + 4}} {recipe:<17} {cost:<{cost_w}} "
                        f"{left}"), HEAD
            head = " " + _("PROPERTIES") + " " + _("top tile: coats terrain goods")
            bar = field_w + property_w + 18  # the column of the rows' "│"
            return f"{head:<{bar - 1}} │" + _("beneath"), HEAD
        kind, key = row
        if kind == "production":
            b = d.buildings[key]
            counts = {t: state.display_production.get((key, t), 0) if state else 0
                      for t in b.terrain}
            left = " ".join(f"{terrain_letter(t)}{n}" for t, n in counts.items())
            text = (f" {b.abbr} {name(key):<{building_w}} {recipe_text(key):<17} "
                    f"{abbr(b.build_cost):<{cost_w}} {left}")
            return text, (Style() if any(counts.values()) else EMPTY)
        field = name(key)
        stack = state.display_properties.get(key, []) if state else []
        if not stack:
            return f" {field:<{field_w}} — " + _("all built"), EMPTY
        top = d.props[stack[0]]
        goods = " ".join(abbr(g) for g in top.goods)
        under = " ".join(f"{d.props[p].abbr}{d.props[p].coats}"
                         f"{terrain_letter(d.props[p].terrain)}" for p in stack[1:])
        # No space around "│": the widest row of every language fits the side panel
        # at 120 columns.
        text = (f" {field:<{field_w}} {top.abbr} {name(top.id):<{property_w}} {top.coats}"
                f"{terrain_letter(top.terrain)} {goods:<8}│{under}")
        return text, Style()

    def on_click(self, event: events.Click) -> None:
        _, y = self.board_xy(event)
        if 0 <= y < len(self.rows) and self.rows[y] is not None:
            self.post_message(self.Clicked(self.rows[y]))  # type: ignore[arg-type]


# -- the status line, the players' panels and the end ------------------------------------


def status_text(view: NeulandState, compact: bool) -> str:
    number = view.turn_number + 1
    turn = (_("turn {number} (first round)") if view.in_first_round
            else _("turn {number}")).format(number=number)
    bag = " ".join(f"{data().ore_cubes.glyphs[c]}{n}" for c, n in view.bag.items())
    last, free = view.track_length - 1, view.metal_tokens_free
    if compact:  # small terminals: the same facts, shorter
        parts = [_("now ◈ {space} (0–{last})").format(space=view.t, last=last),
                 _("bag {bag}").format(bag=bag), _("metal tokens {count}").format(count=free)]
    else:
        parts = [_("time marker ◈ on space {space} (track 0–{last})").format(space=view.t,
                                                                            last=last),
                 _("ore bag {bag}").format(bag=bag),
                 _("free metal tokens {count}").format(count=free)]
    return " · ".join([_(INFO.title), turn, *parts])


def panel_lines(view: NeulandState, seat: int, compact: bool) -> list[Text | str]:
    p = view.players[seat]
    workers = workers_per_player()
    items = ((_("wheelbarrow"), p.wheelbarrow), (_("food token"), p.food_token),
             (_("wood token"), p.wood_token))
    item_text = " · ".join(f"{label} {_mark(has)}" for label, has in items)
    total = view.coats_per_player
    coats = ngettext("{left}/{total} coat", "{left}/{total} coats", total).format(
        left=p.coats_left, total=total)
    space = _("space {space}").format(space=p.marker)
    free = _("{free}/{total} workers free").format(free=p.supply, total=workers)
    wide = len(view.players) <= 2 and not compact
    if wide:
        lines: list[Text | str] = [f"{space} · {free} · {coats}", item_text]
    else:  # narrow panels: shorter lines, so that none wraps
        tokens = " ".join(f"{abbr(g)}{_mark(has)}" for g, has in (
            ("food", p.food_token), ("wood", p.wood_token)))
        lines = [f"{space} · {coats}", free,
                 _("barrow {mark} · {tokens}").format(mark=_mark(p.wheelbarrow),
                                                             tokens=tokens)]
    # the products lost if this seat's turn ended now are marked "!"
    ending = seat == view.active and view.phase == "turn" and products_lost(view, seat) > 0
    goods = [f"{abbr(w.good)}{fmt_hex((spot[0], spot[1]))}{'_' if w.lying else '^'}"
             + ("!" if w.lying and ending else "") for spot, w in view.workers_of(seat)]
    lines.append(_("goods: {goods}").format(goods=" ".join(goods) or _("none")))
    if wide and any(g.endswith("!") for g in goods):
        lines[-1] += "  " + _("(! lost at the end of this turn)")
    held = [f"{abbr(t.id)}×{t.coats[1]}" for _spot, t in view.spots()
            if t.coats is not None and t.coats[0] == seat]
    if held:
        lines.append(_("holds: {properties}").format(properties=" ".join(held)))
    return lines


def _mark(has: bool) -> str:
    return "✓" if has else "✗"


def end_parts(summary: EndSummary, seats: list[Seat]) -> tuple[Any, list[Any]]:
    """Neuland has no points: the winner is who placed his last coat; after the turn
    limit there is no winner by the rules, only a ranking by coats placed."""
    n = summary.turns
    if summary.winner is not None:
        headline = ngettext(
            "{name} wins: the first to place all of their coats of arms, after {count} turn.",
            "{name} wins: the first to place all of their coats of arms, after {count} turns.",
            n).format(name=seats[summary.winner].name, count=n)
    elif summary.turn_limit:
        headline = ngettext(
            "The turn limit was reached after {count} turn: no winner by the rules. The "
            "players are ranked by coats placed, ties shared.",
            "The turn limit was reached after {count} turns: no winner by the rules. The "
            "players are ranked by coats placed, ties shared.", n).format(count=n)
    else:
        headline = ngettext("The game ended after {count} turn without a winner.",
                            "The game ended after {count} turns without a winner.",
                            n).format(count=n)
    table = Table(header_style="bold", expand=False)
    for column, justify in ((_("rank"), "left"), (_("player"), "left"),
                            (_("coats placed"), "right"), (_("coats left"), "right"),
                            (_("properties held"), "left")):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for r in summary.results:
        held = ", ".join(f"{name(prop)} ({coats_text(coats)})"
                         for prop, coats in r.properties) or _("none")
        rank = f"{r.rank}." + (" ★" if r.seat == summary.winner else "")
        table.add_row(rank, seat_text(seats[r.seat]), str(r.coats_placed),
                      str(r.coats_left), held)
    note = (_("No tie-break is ever needed: the game ends the moment one player places "
              "the last coat.") if summary.winner is not None else
            _("The turn limit is a safeguard of this program; its ranking is not a "
              "rulebook result."))
    return Text(headline, style="bold"), [table, Text(note, style="dim")]
