"""Set up a match: player count, seats (name, human or bot, colour and glyph), the
game's options with their defaults, and an optional seed."""

from __future__ import annotations

from pydantic import BaseModel, ValidationError
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from boardgames import paths
from boardgames.core import registry
from boardgames.core.controller import Match, Seat
from boardgames.core.options import field_choices
from boardgames.core.rules import SetupError
from boardgames.core.seating import BOT_NAMES, PALETTE

KINDS = [("Human", "human"), ("Bot: greedy", "greedy"), ("Bot: random", "random")]


class SeatRow(Horizontal):
    def __init__(self, index: int) -> None:
        super().__init__(id=f"seatrow-{index}", classes="seat-row")
        self.index = index

    def compose(self) -> ComposeResult:
        i = self.index
        yield Label(f"Seat {i + 1}", classes="seat-label")
        yield Input(value=f"Player {i + 1}" if i == 0 else BOT_NAMES[i],
                    id=f"name-{i}", classes="seat-name")
        yield Select(KINDS, value="human" if i == 0 else "greedy", allow_blank=False,
                     id=f"kind-{i}", classes="seat-kind")
        colours = [(Text(f"{c.glyph} {c.name}", style=f"bold {c.hex}"), n)
                   for n, c in enumerate(PALETTE)]
        yield Select(colours, value=i % len(PALETTE), allow_blank=False, id=f"colour-{i}",
                     classes="seat-colour")


class SetupScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+enter,f5", "start", "Start"),
    ]

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.info = registry.info(game_id)
        self.rules = registry.rules(game_id)

    def compose(self) -> ComposeResult:
        info = self.info
        with VerticalScroll(id="setup"):
            yield Static(f"New game: {info.title}", id="setup-title")
            with Horizontal(classes="form-row"):
                yield Label("Players", classes="form-label")
                counts = [(str(n), n) for n in range(info.min_players, info.max_players + 1)]
                yield Select(counts, value=info.min_players, allow_blank=False, id="players")
            for i in range(info.max_players):
                yield SeatRow(i)
            yield Static("Options", classes="form-section")
            for name, field in self.rules.Options.model_fields.items():
                with Horizontal(classes="form-row"):
                    yield Label(name.replace("_", " "), classes="form-label")
                    choices = field_choices(field.annotation)
                    default = field.get_default(call_default_factory=True)
                    if choices is not None:
                        yield Select([(str(c), str(c)) for c in choices], value=str(default),
                                     allow_blank=False, id=f"opt-{name}")
                    else:
                        yield Input(value="" if default is None else str(default),
                                    id=f"opt-{name}")
                    if field.description:
                        yield Static(field.description, classes="form-help")
            with Horizontal(classes="form-row"):
                yield Label("Seed", classes="form-label")
                yield Input(placeholder="empty = random", id="seed", type="integer")
            yield Static("", id="setup-error")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Start (F5)", id="start", variant="primary")
                yield Button("Back (escape)", id="back")
        yield Footer()

    def on_mount(self) -> None:
        self._show_rows()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "players":
            self._show_rows()

    def _players(self) -> int:
        return int(self.query_one("#players", Select).value)  # type: ignore[arg-type]

    def _show_rows(self) -> None:
        n = self._players()
        for row in self.query(SeatRow):
            row.display = row.index < n

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.run_action(event.button.id or "")

    def action_back(self) -> None:
        self.dismiss(None)

    def _error(self, text: str) -> None:
        self.query_one("#setup-error", Static).update(f"✖ {text}")
        self.app.bell()

    def _seats(self) -> list[Seat]:
        seats = []
        for i in range(self._players()):
            name = self.query_one(f"#name-{i}", Input).value.strip()
            kind = self.query_one(f"#kind-{i}", Select).value
            colour = PALETTE[int(self.query_one(f"#colour-{i}", Select).value)]  # type: ignore[arg-type]
            if not name:
                raise SetupError(f"seat {i + 1} needs a name")
            bot = kind != "human"
            seats.append(Seat(name=name, kind="bot" if bot else "human",
                              level=str(kind) if bot else None,
                              colour=colour.hex, glyph=colour.glyph))
        if len({s.name for s in seats}) < len(seats):
            raise SetupError("two seats have the same name")
        if len({s.glyph for s in seats}) < len(seats):
            raise SetupError("two seats have the same colour and glyph")
        return seats

    def _options(self) -> BaseModel:
        values = {}
        for name in self.rules.Options.model_fields:
            widget = self.query_one(f"#opt-{name}")
            value = widget.value
            if isinstance(widget, Input) and value == "":
                continue
            values[name] = value
        try:
            return self.rules.Options.model_validate(values)
        except ValidationError as exc:
            err = exc.errors()[0]
            raise SetupError(f"option {'.'.join(map(str, err['loc']))}: {err['msg']}") from None

    def action_start(self) -> None:
        try:
            seats = self._seats()
            options = self._options()
            seed_text = self.query_one("#seed", Input).value.strip()
            seed = int(seed_text) if seed_text else None
            match = Match(self.rules, seats, options, seed, autosave=paths.autosave_file())
        except (SetupError, ValueError) as exc:
            self._error(str(exc))
            return
        for note in match.notes:
            self.notify(note, timeout=8)
        self.dismiss(None)
        self.app.start_match(match)
