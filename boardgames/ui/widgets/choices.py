"""A row of choices, each with its own key: the small decisions (offer size, draw a card or
a tile, decline) that need buttons for the mouse and letters for the keyboard."""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Button, Static


@dataclass(frozen=True)
class Choice:
    key: str  # the key that picks it ("3", "c"); shown on the button
    label: str
    value: object
    enabled: bool = True


class ChoiceBar(Horizontal):
    """Shows a title and one button per choice; posts ``Chosen`` on a click. The screen
    binds the keys (``pick_key``) so they work wherever the focus is."""

    DEFAULT_CSS = """
    ChoiceBar { height: auto; width: 1fr; }
    ChoiceBar > Static { width: auto; padding: 0 1 0 1; }
    ChoiceBar > Button { min-width: 8; margin-right: 1; }
    """

    class Chosen(Message):
        def __init__(self, value: object) -> None:
            super().__init__()
            self.value = value

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.choices: list[Choice] = []
        self.title = ""

    def compose(self) -> ComposeResult:
        yield Static(self.title)
        for i, choice in enumerate(self.choices):
            yield Button(f"{choice.label} ({choice.key})", id=f"choice-{i}",
                         disabled=not choice.enabled, compact=True)

    async def offer(self, title: str, choices: list[Choice]) -> None:
        """Replace the choices (an empty list hides the bar)."""
        if choices == self.choices and title == self.title:
            return
        self.title, self.choices = title, choices
        self.display = bool(choices)
        await self.recompose()

    def pick_key(self, key: str) -> object | None:
        for choice in self.choices:
            if choice.key == key and choice.enabled:
                return choice.value
        return None

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        index = int((event.button.id or "choice-0").split("-")[1])
        self.post_message(self.Chosen(self.choices[index].value))
