"""Load a saved game: the saves folder, the autosave, or any path typed in."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from boardgames import paths


def save_files() -> list[Path]:
    found = sorted(paths.saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime,
                   reverse=True)
    auto = paths.autosave_file()
    return ([auto] if auto.exists() else []) + found


class LoadScreen(Screen[None]):
    BINDINGS = [Binding("escape", "back", "Back")]

    def compose(self) -> ComposeResult:
        files = save_files()
        with Vertical(id="load-screen"):
            yield Static(f"Load a game — saves are in {paths.saves_dir()}", id="load-title")
            options = [
                Option(f"{p.name}   ({datetime.fromtimestamp(p.stat().st_mtime):%Y-%m-%d %H:%M})",
                       id=str(p))
                for p in files
            ]
            yield OptionList(*options, id="files")
            if not files:
                yield Static("No saved games yet. Press ctrl+s during a game to save one.")
            yield Input(placeholder="…or type the path of a save file and press Enter",
                        id="path")
            yield Static("", id="load-error")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Back (escape)", id="back")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self._load(Path(event.option.id or ""))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.value.strip():
            self._load(Path(event.value.strip()).expanduser())

    def _load(self, path: Path) -> None:
        error = self.app.load_file(path, replace=self)
        if error:
            self.query_one("#load-error", Static).update(f"✖ {error}")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_back()

    def action_back(self) -> None:
        self.dismiss(None)
