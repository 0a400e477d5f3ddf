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

from boardgames.core.seating import Seat
from boardgames.games.neuland.board import fmt_hex
from boardgames.games.neuland.data import data
from boardgames.games.neuland.state import NeulandState
from boardgames.games.neuland.summary import EndSummary, products_lost, workers_per_player
from boardgames.ui.games.neuland.art import (
    CHOSEN,
    CURSOR,
    DIM,
    EMPTY,
    FIELD_W,
    HEAD,
    LEGAL,
    LEGAL_MARK,
    NAME_W,
    TARGET_MARK,
    recipe_text,
    terrain_letter,
)
from boardgames.ui.games.neuland.choices import SupplyRow, abbr, supply_rows, supply_tile
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
        if row is None:
            if y == 0:
                return "  SUPPLY   recipe             cost left", HEAD
            return "  PROPERTIES  top tile: coats terrain goods │ beneath", HEAD
        kind, key = row
        if kind == "production":
            b = d.buildings[key]
            counts = {t: state.display_production.get((key, t), 0) if state else 0
                      for t in b.terrain}
            left = " ".join(f"{terrain_letter(t)}{n}" for t, n in counts.items())
            text = (f"  {b.abbr} {b.name_en:<16} {recipe_text(key):<17} "
                    f"{abbr(b.build_cost)}   {left}")
            return text, (Style() if any(counts.values()) else EMPTY)
        name = next(f.name_en for f in d.property_fields if f.id == key)
        stack = state.display_properties.get(key, []) if state else []
        if not stack:
            return f"  {name:<{FIELD_W}} — all built", EMPTY
        top = d.props[stack[0]]
        goods = " ".join(abbr(g) for g in top.goods)
        under = " ".join(f"{d.props[p].abbr}{d.props[p].coats}"
                         f"{terrain_letter(d.props[p].terrain)}" for p in stack[1:])
        text = (f"  {name:<{FIELD_W}} {top.abbr} {top.name_en:<{NAME_W}} {top.coats}"
                f"{terrain_letter(top.terrain)} {goods:<8} │ {under}")
        return text, Style()

    def on_click(self, event: events.Click) -> None:
        _, y = self.board_xy(event)
        if 0 <= y < len(self.rows) and self.rows[y] is not None:
            self.post_message(self.Clicked(self.rows[y]))  # type: ignore[arg-type]


# -- the status line, the players' panels and the end ------------------------------------


def status_text(view: NeulandState, compact: bool) -> str:
    first = " (first round)" if view.in_first_round else ""
    bag = " ".join(f"{data().ore_cubes.glyphs[c]}{n}" for c, n in view.bag.items())
    if compact:  # small terminals: the same facts, shorter
        return (f"Neuland · turn {view.turn_number + 1}{first} · now ◈ {view.t} "
                f"(0–{view.track_length - 1}) · bag {bag} · metal tokens "
                f"{view.metal_tokens_free}")
    return (f"Neuland · turn {view.turn_number + 1}{first} · time marker ◈ on space "
            f"{view.t} (track 0–{view.track_length - 1}) · ore bag {bag} · "
            f"free metal tokens {view.metal_tokens_free}")


def panel_lines(view: NeulandState, seat: int, compact: bool) -> list[Text | str]:
    p = view.players[seat]
    workers = workers_per_player()
    items = (("wheelbarrow", p.wheelbarrow), ("food token", p.food_token),
             ("wood token", p.wood_token))
    item_text = " · ".join(f"{label} {'✓' if has else '✗'}" for label, has in items)
    coats = f"{p.coats_left}/{view.coats_per_player} coats"
    wide = len(view.players) <= 2 and not compact
    if wide:
        lines: list[Text | str] = [
            f"space {p.marker} · {p.supply}/{workers} workers free · {coats}", item_text]
    else:  # narrow panels: shorter lines, so that none wraps
        tokens = " ".join(f"{g}{'✓' if has else '✗'}" for g, has in (
            ("F", p.food_token), ("W", p.wood_token)))
        lines = [f"space {p.marker} · {coats}", f"{p.supply}/{workers} workers free",
                 f"barrow {'✓' if p.wheelbarrow else '✗'} · tokens {tokens}"]
    # the products lost if this seat's turn ended now are marked "!"
    ending = seat == view.active and view.phase == "turn" and products_lost(view, seat) > 0
    goods = [f"{abbr(w.good)}{fmt_hex((spot[0], spot[1]))}{'_' if w.lying else '^'}"
             + ("!" if w.lying and ending else "") for spot, w in view.workers_of(seat)]
    lines.append("goods: " + (" ".join(goods) if goods else "none"))
    if wide and any(g.endswith("!") for g in goods):
        lines[-1] += "  (! lost at the end of this turn)"
    held = [f"{abbr(t.id)}×{t.coats[1]}" for _, t in view.spots()
            if t.coats is not None and t.coats[0] == seat]
    if held:
        lines.append("holds: " + " ".join(held))
    return lines


def end_parts(summary: EndSummary, seats: list[Seat]) -> tuple[Any, list[Any]]:
    """Neuland has no points: the winner is who placed his last coat; after the turn
    limit there is no winner by the rules, only a ranking by coats placed."""
    turns = "1 turn" if summary.turns == 1 else f"{summary.turns} turns"
    if summary.winner is not None:
        headline = Text(f"{seats[summary.winner].name} wins: the first to place all "
                        f"of their coats of arms, after {turns}.", style="bold")
    elif summary.turn_limit:
        headline = Text(f"The turn limit was reached after {turns}: no winner by the "
                        "rules. The players are ranked by coats placed, ties shared.",
                        style="bold")
    else:
        headline = Text(f"The game ended after {turns} without a winner.", style="bold")
    table = Table(header_style="bold", expand=False)
    for column in ("rank", "player", "coats placed", "coats left", "properties held"):
        table.add_column(column, justify="right" if column.startswith("coats") else "left")
    for r in summary.results:
        held = ", ".join(f"{name} ({coats} {'coat' if coats == 1 else 'coats'})"
                         for name, coats in r.properties) or "none"
        rank = f"{r.rank}." + (" ★" if r.seat == summary.winner else "")
        table.add_row(rank, seat_text(seats[r.seat]), str(r.coats_placed),
                      str(r.coats_left), held)
    note = ("No tie-break is ever needed: the game ends the moment one player places "
            "the last coat." if summary.winner is not None else
            "The turn limit is a safeguard of this program; its ranking is not a "
            "rulebook result.")
    return headline, [table, Text(note, style="dim")]
