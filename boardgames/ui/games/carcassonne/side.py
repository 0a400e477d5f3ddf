"""The side panel's widgets: the drawn tile with its rotation and the numbered choices of
the deployment and scoring-order phases, with the lines each choice shows (the words
come from the engine's ``text``)."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from boardgames.core.i18n import _, ngettext
from boardgames.core.seating import Seat
from boardgames.games.carcassonne import text
from boardgames.games.carcassonne.data import GameData
from boardgames.games.carcassonne.state import DEPLOY, DRAW, PLACE, SCORE, State
from boardgames.games.carcassonne.summary import OrderOutcome, SettlerOption, WaitingOption, figures
from boardgames.ui.games.carcassonne.art import (
    HOLLOW,
    PANEL,
    TileArt,
    art_lines,
    paragraph,
    square_art,
    wrapped,
)
from boardgames.ui.games.carcassonne.choices import Choices

NBSP = text.NBSP


def seat_labels(seats: Sequence[Seat]) -> list[str]:
    """Each seat as the side panel names it: glyph and name, never split by a wrap."""
    return [f"{seat.glyph}{NBSP}{seat.name}" for seat in seats]


# Characters beside the tile's art in the tile panel (a scrollbar beside it included),
# and of a line of the notes under the scoring-order list.
INFO = 21
NOTE = PANEL - 2


def _wrap(line: str, lines: int) -> list[str]:
    return textwrap.wrap(line, INFO, max_lines=lines, placeholder=" …")


def seat_line(view: State, seat: int, owner: Seat) -> Text:
    """A seat's panel: points, settlers in hand, standing (·) and lying (hollow)."""
    count = figures(view, seat)
    hollow = HOLLOW.get(owner.glyph, "o")
    return Text.assemble(
        (_("{points:>3} pts").format(points=view.total(seat)) + "  ", "bold"),
        (owner.glyph * count.supply, owner.colour),
        ("·" * count.standing, "dim"),
        (hollow * count.trappers, owner.colour),
        "  " + _("{count} in hand").format(count=count.supply),
    )


def option_lines(view: State, game: GameData, option: SettlerOption,
                 number: int) -> list[Text]:
    """One settler spot: role, feature, its state now and the surveyor notes."""
    head = Text.assemble((f"{number} ", "bold"), (text.role_word(option.role).capitalize(), "bold"),
                         f" · {text.option_where(view, game, option)}")
    return [head, *(Text(line) for line in wrapped(text.option_parts(option)))]


def waiting_lines(option: WaitingOption, number: int, seats: Sequence[Seat],
                  outcomes: list[OrderOutcome]) -> list[Text]:
    """One completed feature to score first, with the full outcome of that choice (the
    engine's preview of every order that begins with it)."""
    labels = seat_labels(seats)
    col, row, _segment = option.anchor
    what = option.feature.text
    lines = paragraph(_("{number} {feature} at {col},{row}").format(
        number=number, feature=what, col=col, row=row), indent="  ", first="")
    start = lines[0].plain.find(what)
    if start >= 0:  # the number and the feature in bold, wherever the language puts them
        lines[0].stylize("bold", 0, start + len(what))
    if not outcomes:
        return lines
    lines += paragraph(text.step_text(outcomes[0].steps[0], labels, first=True))
    if len(outcomes) == 1:
        outcome = outcomes[0]
        for step in outcome.steps[1:]:
            lines += paragraph(text.step_text(step, labels, first=False))
        for part in text.after_parts(outcome, labels):
            lines += paragraph(part)
        lines += paragraph(text.totals_text(outcome, labels))
        return lines
    lines += paragraph(_("then you choose again:"))
    for outcome in outcomes:
        lines += paragraph(f"· {text.order_text(outcome)} {text.totals_text(outcome, labels)}",
                           indent="     ")
    return lines


class TilePanel(Static):
    """The drawn tile (or the one just placed) beside its id, rotation, the tiles left
    and a description of what it shows as rotated. A click posts ``Clicked``."""

    DEFAULT_CSS = """
    TilePanel { border: round $panel-lighten-2; padding: 0 1; height: auto;
                text-wrap: nowrap; text-overflow: ellipsis; }
    """

    class Clicked(Message):
        pass

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._lines = 0

    def show(self, title: str, art: TileArt | None, info: list[Text | str]) -> None:
        if self.border_title != title:
            self.border_title = title
        rows = art_lines(art)
        lines = []
        for i in range(max(len(rows), len(info))):
            line = Text()
            line.append_text(rows[i] if i < len(rows) else Text(" " * 9))
            if i < len(info):
                line.append("  ")
                item = info[i]
                line.append_text(item if isinstance(item, Text) else Text(item))
            lines.append(line)
        # Always five lines (the art's height): a new tile needs no new layout.
        self.update(Text("\n").join(lines), layout=len(lines) != self._lines)
        self._lines = len(lines)

    def show_turn(self, view: State, game: GameData, kind: str, rotation: int,
                  over: bool) -> None:
        """The drawn tile (in the shown rotation while placing), the tile placed this
        turn, or the face-down tile of the next draw."""
        left = ngettext("{count} left in the bag", "{count} left in the bag",
                        view.tiles_left).format(count=view.tiles_left)
        if view.current_tile is not None:
            rotation = rotation if kind == PLACE else 0
            tile = view.current_tile
            self.show(_("Tile {tile}").format(tile=tile), square_art(game, tile, rotation), [
                Text(f"{tile} · {rotation * 90}°", "bold"), left,
                *_wrap(text.describe_tile(game, tile, rotation), 3)])
        elif view.placed is not None:
            tile, rotation = view.squares[view.placed]
            col, row = view.placed
            self.show(_("Placed {tile}").format(tile=tile), square_art(game, tile, rotation), [
                Text(f"{tile} · {rotation * 90}° · ({col},{row})", "bold"), left,
                *_wrap(text.describe_tile(game, tile, rotation), 3)])
        elif over:
            self.show(_("Game over"), None, [_("The bag is empty."), _("The game is over.")])
        else:
            who = view.names[view.active]
            self.show(_("Next tile"), None, [
                Text(_("{name} draws next").format(name=who), "bold"), left,
                _("Enter, Space or Draw") if kind == DRAW else ""])

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Clicked())


class OptionLines(Static):
    """Numbered options, one or more lines each; the selected one in reverse video.
    A click on any line of an option posts ``Picked`` with its index."""

    DEFAULT_CSS = """
    OptionLines { border: round $accent; padding: 0 1; height: auto;
                  text-wrap: nowrap; text-overflow: ellipsis; }
    """

    class Picked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._owners: list[int | None] = []
        self._shown = Text()
        self.options: list[list[Text]] = []

    def show(self, title: str, options: list[list[Text]], selected: int | None,
             footer: Sequence[Text | str] = ()) -> None:
        self.display = bool(options)
        if self.border_title != title:
            self.border_title = title
        self.options = options
        lines: list[Text] = []
        self._owners = []
        for index, option in enumerate(options):
            for line in option:
                line = line.copy()
                if index == selected:
                    line.stylize("reverse")
                lines.append(line)
                self._owners.append(index)
        for note in footer:
            lines.append(note if isinstance(note, Text) else Text(note, "dim"))
            self._owners.append(None)
        content = Text("\n").join(lines)
        if content != self._shown:
            self.update(content, layout=len(lines) != len(self._shown.split()))
            self._shown = content

    def show_choices(self, found: Choices, view: State, game: GameData,
                     seats: Sequence[Seat], selected: int | None) -> None:
        """The settler spots or the features waiting to be scored, numbered."""
        if found.kind == DEPLOY:
            items = [option_lines(view, game, o, i + 1) for i, o in enumerate(found.options)]
            items.append([Text.assemble(("0 ", "bold"), _("No settler"))])
            self.show(_("Settler on the tile?"), items, selected)
        elif found.kind == SCORE:
            items = [waiting_lines(w, i + 1, seats, found.outcomes_of(w))
                     for i, w in enumerate(found.waiting)]
            notes = [line for note in text.scoring_note() for line in textwrap.wrap(note, NOTE)]
            self.show(_("Score which first?"), items, selected, notes)
        else:
            self.show("", [], None)

    def line_of(self, index: int) -> int:
        """The first line of an option (for tests and the mouse driver)."""
        return self._owners.index(index)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or not 0 <= offset.y < len(self._owners):
            return
        owner = self._owners[offset.y]
        if owner is not None:
            event.stop()
            self.post_message(self.Picked(owner))
