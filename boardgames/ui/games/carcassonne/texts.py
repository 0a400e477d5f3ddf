"""The words of the screen: settler options, waiting features, the inspect view, the
tiles left and the score track. Everything is generated from the view and the data."""

from __future__ import annotations

import textwrap

from rich.text import Text

from boardgames.core.controller import Seat
from boardgames.games.carcassonne.data import GameData
from boardgames.games.carcassonne.geometry import Cell
from boardgames.games.carcassonne.order import OrderOutcome, ScoredStep
from boardgames.games.carcassonne.queries import (
    SegmentView,
    SettlerOption,
    WaitingOption,
    describe_tile,
    feature_summary,
    fitting_cells,
    square_view,
)
from boardgames.games.carcassonne.scoring import BONUS
from boardgames.games.carcassonne.state import OVER, ROLES, State

LINE = 33  # characters of a wrapped option line in the side panel (after the indent)
PANEL = 34  # characters of a line in the side panel, indent included


# A plain that covers exactly the two halves beside a corner lies in that corner.
CORNER_HALVES = {frozenset(("WR", "NL")): "N-W", frozenset(("NR", "EL")): "N-E",
                 frozenset(("ER", "SL")): "S-E", frozenset(("SR", "WL")): "S-W"}


def _plain_sides(segment: SegmentView) -> str:
    return "+".join(dict.fromkeys(h[0] for h in segment.halves))


def where(segment: SegmentView, siblings: tuple[SegmentView, ...] = ()) -> str:
    """Where a segment lies on its square: "N+E", "S-W", "from S", "N+W". Two plains of
    one square that touch the same sides are named apart (``siblings``: the square's
    segments): one in a corner is "the S-W corner", others name their half-sides."""
    if segment.kind == "farm":
        return "centre"
    if segment.kind == "trail":
        return f"from {segment.sides[0]}" if segment.end else "-".join(segment.sides)
    if segment.kind == "town":
        return "+".join(segment.sides)
    sides = _plain_sides(segment)
    twins = [s for s in siblings if s.kind == "plain" and s.id != segment.id
             and _plain_sides(s) == sides]
    if not twins:
        return sides
    corner = CORNER_HALVES.get(frozenset(segment.halves))
    if corner is not None:
        return f"in the {corner} corner"
    return f"{sides} (halves {'+'.join(segment.halves)})"


def _wrapped(parts: list[str], indent: str = "   ") -> list[str]:
    lines, line = [], ""
    for part in parts:
        if line and len(line) + 3 + len(part) > LINE:
            lines.append(indent + line)
            line = part
        else:
            line = f"{line} · {part}" if line else part
    if line:
        lines.append(indent + line)
    return lines


def option_lines(view: State, data: GameData, option: SettlerOption,
                 number: int) -> list[Text]:
    """One settler spot: role, feature, its state now and the surveyor notes."""
    segments = square_view(data, *view.squares[view.placed]).segments
    segment = next(s for s in segments if s.id == option.segment)
    feature = option.feature
    head = Text.assemble((f"{number} ", "bold"), (option.role.capitalize(), "bold"),
                         f" · {feature.kind} {where(segment, tuple(segments))}")
    parts = [feature.text]
    if option.completes_now:
        parts.append(f"completes now: {option.points_now} pts")
    elif feature.kind in ("town", "trail"):
        parts.append(f"{feature.open_sides} open side{'s' * (feature.open_sides != 1)}")
    if option.surveyors_in_column and feature.kind != "plain":
        parts.append(f"+{BONUS} per surveyor here")
    if option.east_of_surveyors:
        parts.append("⚠ east of the surveyors")
    if feature.kind == "farm":
        parts.append(f"{feature.farm_neighbours}/8 neighbours")
    return [head, *(Text(line) for line in _wrapped(parts))]


NBSP = "\u00a0"  # keeps a glyph with its name (and a name with its points) on one line


def _seat(seats: list[Seat], seat: int) -> str:
    return f"{seats[seat].glyph}{NBSP}{seats[seat].name}"


def _paragraph(text: str, indent: str = "   ", first: str | None = None) -> list[Text]:
    """``text`` wrapped to the side panel's width (a Text per line)."""
    return [Text(line) for line in textwrap.wrap(
        text, PANEL, initial_indent=indent if first is None else first,
        subsequent_indent=indent)]


def _step_text(step: ScoredStep, seats: list[Seat], first: bool) -> str:
    points = ", ".join(f"{_seat(seats, s)}{NBSP}{v}+{b}" if b else f"{_seat(seats, s)}{NBSP}{v}"
                       for s, (v, b) in step.points.items())
    return points if first else f"then the {step.text}: {points}"


def _after_text(outcome: OrderOutcome, seats: list[Seat]) -> list[str]:
    """What an order does besides points: stragglers, features never scored, the end."""
    parts = []
    for x in outcome.stragglers:
        parts.append(f"⚠ {_seat(seats, x.seat)}'s {x.role} at {x.key[0]},{x.key[1]} goes "
                     "home unscored")
    for step in outcome.steps:
        parts += [f"⚠ the {what} is never scored" for what in step.dropped]
    if outcome.final is not None:
        parts.append("then the game ends with the final scoring")
    return parts


def _totals_text(outcome: OrderOutcome, seats: list[Seat]) -> str:
    gains = [f"{_seat(seats, s)}{NBSP}+{p}" for s, p in enumerate(outcome.points) if p]
    home = [f"{_seat(seats, s)}{NBSP}{n}" for s, n in enumerate(outcome.home) if n]
    text = "= " + (", ".join(gains) if gains else "no points")
    if home:
        text += "; settlers back: " + ", ".join(home)
    return text


def waiting_lines(option: WaitingOption, number: int, seats: list[Seat],
                  outcomes: list[OrderOutcome]) -> list[Text]:
    """One completed feature to score first, with the full outcome of that choice (the
    engine's preview of every order that begins with it)."""
    col, row, _ = option.anchor
    lines = _paragraph(f"{number} {option.feature.text} at {col},{row}", indent="  ", first="")
    lines[0].stylize("bold", 0, len(str(number)) + 1 + len(option.feature.text))
    if not outcomes:
        return lines
    lines += _paragraph(_step_text(outcomes[0].steps[0], seats, first=True))
    if len(outcomes) == 1:
        outcome = outcomes[0]
        for step in outcome.steps[1:]:
            lines += _paragraph(_step_text(step, seats, first=False))
        for part in _after_text(outcome, seats):
            lines += _paragraph(part)
        lines += _paragraph(_totals_text(outcome, seats))
        return lines
    lines += _paragraph("then you choose again:")
    for outcome in outcomes:
        order = ", ".join(step.text for step in outcome.steps[1:])
        lines += _paragraph(f"· {order} {_totals_text(outcome, seats)}", indent="     ")
    return lines


def inspect_text(view: State, data: GameData, cell: Cell, seats: list[Seat]) -> str:
    """Everything about one square, as text (also for screen readers)."""
    col, row = cell
    square = view.squares.get(cell)
    if square is None:
        fits = fitting_cells(view, data).get(cell)
        if fits:
            turns = ", ".join(f"{r * 90}°" for r in fits)
            return f"Empty cell. Tile {view.current_tile} fits here at {turns}."
        if cell in view.frontier:
            return "Empty cell next to the map; a tile may go here if its sides match."
        return "Empty cell, touching no square."
    sv = square_view(data, *square)
    if sv.start_space:
        lines = [f"Start space of the board{' (' + sv.name + ')' if sv.name else ''}."]
    else:
        lines = [f"Tile {sv.square}, turned {sv.rotation * 90}°: "
                 f"{describe_tile(data, sv.square, sv.rotation)}."]
    east, west = view.surveyors
    if view.step == OVER:
        pass  # no scoring comes any more: no danger zone, no surveyor bonus
    elif col < east:
        lines.append("⚠ East of both surveyors: standing settlers here go home at the next "
                     "scoring.")
    elif col in (east, west):
        lines.append(f"A surveyor stands in this column: +{BONUS} per surveyor for a "
                     "settler here when its feature is scored.")
    for segment in sv.segments:
        key = (col, row, segment.id)
        summary = feature_summary(view, key)
        state = "complete" if summary.complete else (
            f"{summary.open_sides} open side{'s' * (summary.open_sides != 1)}"
            if summary.kind in ("town", "trail") else "")
        owners = ", ".join(f"{seats[s].glyph} {seats[s].name} ×{n}"
                           for s, n in summary.settlers.items()) or "nobody"
        here = view.settlers.get(key)
        settler = (f"; {seats[here].name}'s {ROLES[segment.kind]} stands here"
                   if here is not None else "")
        value = (f"scores {summary.value_if_completed} when complete, "
                 if summary.kind != "plain" else "")
        lines.append(f"- {segment.kind} {where(segment, sv.segments)}: {summary.text}"
                     f"{', ' + state if state else ''}; held by {owners}{settler}; "
                     f"{value}{summary.value_at_end} at the end.")
    return "\n".join(lines)


def bag_text(view: State, data: GameData) -> str:
    """The counts left per tile type (public: they follow from the tile list)."""
    lines = [f"{view.tiles_left} tiles left in the bag."]
    for tile in data.tile_ids:
        left = view.bag.get(tile, 0)
        if left:
            lines.append(f"{tile:>3} ×{left}  {describe_tile(data, tile, 0)}")
    if view.discarded:
        lines.append(f"Discarded (fit nowhere): {', '.join(view.discarded)}")
    return "\n".join(lines)


def score_track_text(view: State, seats: list[Seat]) -> Text:
    """The board's 0-49 track with each seat's glyph at its score mod 50, and laps."""
    at: dict[int, list[int]] = {}
    for seat in range(view.players):
        at.setdefault(view.total(seat) % 50, []).append(seat)
    text = Text()
    for start in range(0, 50, 10):
        for n in range(start, start + 10):
            text.append(f"{n:>2} ", "dim")
            here = at.get(n, [])
            for seat in here:
                text.append(seats[seat].glyph, f"bold {seats[seat].colour}")
            text.append(" " * (3 - len(here)))
        text.append("\n")
    for seat in range(view.players):
        total = view.total(seat)
        text.append(f"\n{seats[seat].glyph}", f"bold {seats[seat].colour}")
        text.append(f" {seats[seat].name}: {total} points"
                    f"{f' (lap {total // 50} + {total % 50})' if total >= 50 else ''}")
    return text

