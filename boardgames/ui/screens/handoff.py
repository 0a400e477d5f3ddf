"""The pass-and-play gate: an opaque screen with nothing private on it."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from boardgames.core.seating import Seat
from boardgames.ui.widgets.panels import seat_text


class HandoffScreen(Screen[None]):
    """"Pass to NAME — press Enter when ready". Shows only the seat and the public prompt."""

    HELP_TITLE = "Passing the device"
    BINDINGS = [Binding("enter", "ready", "I am NAME, show my view", show=False)]

    RECAP_LINES = 8

    def __init__(self, seat: Seat, context: str, recap: list[str] | None = None) -> None:
        super().__init__(classes="handoff")
        self.seat = seat
        self.context = context
        self.recap = recap or []

    def compose(self) -> ComposeResult:
        with Center(), Vertical(id="handoff-box"):
            yield Static(Text.assemble("Pass to ", seat_text(self.seat, bold=True)),
                         id="handoff-title")
            yield Static(self.context, id="handoff-context")
            if self.recap:
                shown = self.recap[-self.RECAP_LINES:]
                head = f"Since {self.seat.name}'s last move:"
                if len(self.recap) > len(shown):
                    head += f" (the last {len(shown)} of {len(self.recap)} lines)"
                yield Static(Text("\n").join([Text(head, style="bold"),
                                               *(Text(f"• {line}") for line in shown)]),
                             id="handoff-recap")
            yield Static("Everyone else: look away. The table is hidden until "
                         f"{self.seat.name} is ready.", id="handoff-note")
            yield Button(f"I am {self.seat.name} — show my view (Enter)", id="ready",
                         variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)
