"""The full score breakdown: categories by seat, totals, tie-break, winners."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from boardgames.core.i18n import _, ngettext
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
    table.add_row(Text(_("Total"), style="bold"),
                  *(Text(str(t), style="bold") for t in scores.totals))
    if scores.tie_break is not None:
        label = scores.tie_break_label or _("tie-break")
        table.add_row(Text(_("{label} (the tie-break)").format(
            label=f"{label[:1].upper()}{label[1:]}"), style="dim"),
                      *(Text(str(v), style="dim") for v in scores.tie_break))
    table.add_row("", *(_("★ winner") if i in scores.winners else ""
                        for i in range(len(seats))))
    return table


def winners_line(scores: ScoreBreakdown, seats: list[Seat]) -> Text:
    names = [seats[i].name for i in scores.winners]
    points = scores.totals[scores.winners[0]]
    if len(names) == 1:
        text = ngettext("{name} wins with {count} point", "{name} wins with {count} points",
                        points).format(name=names[0], count=points)
    else:
        text = ngettext("Shared win: {names} with {count} point",
                        "Shared win: {names} with {count} points", points).format(
            names=", ".join(names), count=points)
    tied = [i for i, t in enumerate(scores.totals) if t == max(scores.totals)]
    if scores.tie_break is not None and len(tied) > len(scores.winners):
        text = _("{result} (the tie is broken by {tie_break})").format(
            result=text, tie_break=(scores.tie_break_label or _("the tie-break")).lower())
    if scores.note:
        text = _("{result}. {note}").format(result=text, note=scores.note)
    return Text(text, style="bold")
