"""Small modal dialogs shared by every screen."""

from __future__ import annotations

from typing import TypeVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

ResultType = TypeVar("ResultType")


class Dialog(ModalScreen[ResultType]):
    """Base of the suite's modal screens: F1 shows the table of their keys (a modal
    screen keeps keys from the app, so it binds F1 to the app's help itself)."""

    BINDINGS = [Binding("f1", "app.keys_help", "Help", show=False)]


class Confirm(Dialog[bool]):
    """A yes/no question: y/enter or n/escape, or the buttons."""

    HELP_TITLE = "A question"

    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Yes (y)", id="yes", variant="primary")
                yield Button("No (n)", id="no")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)


class Notice(Dialog[None]):
    """A message that needs an acknowledgement (a private reveal, an error)."""

    HELP_TITLE = "A message"

    BINDINGS = [Binding("enter,escape,space", "close", "OK")]

    def __init__(self, text: str, title: str = "") -> None:
        super().__init__()
        self.text = text
        self.title_text = title

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            if self.title_text:
                yield Static(self.title_text, classes="dialog-title")
            yield Static(self.text, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button("OK (enter)", id="ok", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
