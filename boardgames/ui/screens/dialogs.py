"""Small modal dialogs shared by every screen."""

from __future__ import annotations

from typing import TypeVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from boardgames.core.i18n import LANGUAGES, N_, _

ResultType = TypeVar("ResultType")


class Dialog(ModalScreen[ResultType]):
    """Base of the suite's modal screens: F1 shows the table of their keys (a modal
    screen keeps keys from the app, so it binds F1 to the app's help itself)."""

    BINDINGS = [Binding("f1", "app.keys_help", N_("Help"), show=False)]


class Confirm(Dialog[bool]):
    """A yes/no question: y/enter or n/escape, or the buttons."""

    HELP_TITLE = N_("A question")

    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No")),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Yes (y)"), id="yes", variant="primary")
                yield Button(_("No (n)"), id="no")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)


class Notice(Dialog[None]):
    """A message that needs an acknowledgement (a private reveal, an error)."""

    HELP_TITLE = N_("A message")

    BINDINGS = [Binding("enter,escape,space", "close", N_("OK"))]

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
                yield Button(_("OK (enter)"), id="ok", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


class LanguageDialog(Dialog[str | None]):
    """The languages, each named in itself: Enter or a click chooses, escape keeps."""

    HELP_TITLE = N_("The language")

    BINDINGS = [Binding("escape", "close", N_("Keep the language"))]

    def __init__(self, current: str) -> None:
        super().__init__()
        self.current = current

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="language"):
            yield Static(_("Language of the screens and rules"), classes="dialog-title")
            yield OptionList(*(Option(f"{name} ({lang})", id=lang)
                               for lang, name in LANGUAGES.items()), id="languages")
            yield Static(_("↑↓ choose · Enter switches · escape keeps the language"),
                         classes="dialog-text")

    def on_mount(self) -> None:
        languages = self.query_one("#languages", OptionList)
        languages.highlighted = list(LANGUAGES).index(self.current)
        languages.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_close(self) -> None:
        self.dismiss(None)
