"""The pass-and-play gate: an opaque screen with nothing private on it."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from boardgames.core.i18n import N_, _
from boardgames.core.seating import Seat
from boardgames.ui.widgets.panels import seat_text


class HandoffScreen(Screen[None]):
    """"Pass to NAME — press Enter when ready". Shows only the seat and the public prompt."""

    HELP_TITLE = N_("Passing the device")
    BINDINGS = [Binding("enter", "ready", N_("I am NAME, show my view"), show=False)]

    RECAP_LINES = 8

    def __init__(self, seat: Seat, context: str, recap: list[str] | None = None) -> None:
        super().__init__(classes="handoff")
        self.seat = seat
        self.context = context
        self.recap = recap or []

    def compose(self) -> ComposeResult:
        with Center(), Vertical(id="handoff-box"):
            yield Static(Text.assemble(_("Pass to "), seat_text(self.seat, bold=True)),
                         id="handoff-title")
            yield Static(self.context, id="handoff-context")
            if self.recap:
                shown = self.recap[-self.RECAP_LINES:]
                head = _("Since {name}'s last move:").format(name=self.seat.name)
                if len(self.recap) > len(shown):
                    head += " " + _("(the last {shown} of {count} lines)").format(
                        shown=len(shown), count=len(self.recap))
                yield Static(Text("\n").join([Text(head, style="bold"),
                                               *(Text(f"• {line}") for line in shown)]),
                             id="handoff-recap")
            yield Static(_("Everyone else: look away. The table is hidden until {name} is "
                           "ready.").format(name=self.seat.name), id="handoff-note")
            yield Button(_("I am {name} — show my view (Enter)").format(name=self.seat.name),
                         id="ready", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)
