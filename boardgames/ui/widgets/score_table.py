"""The full score breakdown: categories by seat, totals, tie-break, winners."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from boardgames.core.rules import ScoreBreakdown
from boardgames.core.seating import Seat
from boardgames.ui.widgets.panels import seat_text


def score_table(scores: ScoreBreakdown, seats: list[Seat]) -> Table:
    table = Table(show_lines=False, expand=False, header_style="bold")
    table.add_column("")
    for seat in seats:
        table.add_column(seat_text(seat), justify="right")
    for cat in scores.categories:
        table.add_row(cat.label, *(str(v) for v in cat.values))
    table.add_section()
    table.add_row(Text("Total", style="bold"),
                  *(Text(str(t), style="bold") for t in scores.totals))
    if scores.tie_break is not None:
        label = scores.tie_break_label or "tie-break"
        table.add_row(Text(f"{label[:1].upper()}{label[1:]} (the tie-break)", style="dim"),
                      *(Text(str(v), style="dim") for v in scores.tie_break))
    table.add_row("", *("★ winner" if i in scores.winners else "" for i in range(len(seats))))
    return table


def winners_line(scores: ScoreBreakdown, seats: list[Seat]) -> Text:
    names = [seats[i].name for i in scores.winners]
    if len(names) == 1:
        text = f"{names[0]} wins with {scores.totals[scores.winners[0]]} points"
    else:
        text = f"Shared win: {', '.join(names)} with {scores.totals[scores.winners[0]]} points"
    tied = [i for i, t in enumerate(scores.totals) if t == max(scores.totals)]
    if scores.tie_break is not None and len(tied) > len(scores.winners):
        text += f" (the tie is broken by {(scores.tie_break_label or 'the tie-break').lower()})"
    if scores.note:
        text += f". {scores.note}"
    return Text(text, style="bold")
