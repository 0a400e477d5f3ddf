"""Set up a match: player count, seats (name, human or bot, colour and glyph), the
game's options with their defaults, and an optional seed.

Every list carries the real values (the player count, a colour's index, or an index into
the option's list of typed values), so nothing is read back from text except what the
player types: names, free option values (read by ``parse_value``) and the seed."""

from __future__ import annotations

import contextlib
import typing
from typing import Any

from pydantic import BaseModel, ValidationError
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Select, Static

from boardgames.core import registry
from boardgames.core.bots import DEFAULT_THINK, THINK_CHOICES, has_expert
from boardgames.core.controller import Match
from boardgames.core.i18n import N_, _
from boardgames.core.options import (
    OptionError,
    build_options,
    choice_text,
    error_line,
    is_seat_option,
    option_choices,
    option_description,
    option_title,
    parse_value,
    value_text,
)
from boardgames.core.rules import SetupError
from boardgames.core.seating import BOT_NAMES, PALETTE, Seat, player_name
from boardgames.ui.settings import GameSetup, SeatSetup
from boardgames.ui.widgets.footer import KeyFooter

# The seat kinds, in English (translated where shown) with their values.
KINDS = [(N_("Human"), "human"), (N_("Bot: normal (greedy)"), "greedy"),
         (N_("Bot: easy (random)"), "random"), (N_("Bot: hard (expert)"), "expert")]

KEYS_HELP = [
    N_("| key | what it does |"), "|---|---|",
    N_("| Tab / shift+Tab | the next / previous field |"),
    N_("| Enter, space, ↑ or ↓ on a list | open it: ↑ ↓ choose, Enter takes, escape keeps "
       "the old |"),
    N_("| Enter on Start | start the game |"),
    N_("| F5 | start the game from any field |"),
    N_("| escape | back to the menu |"),
    N_("| F1 | this help |"),
    N_("| mouse | click a list to open it and an entry to choose it; click Start or Back |"),
]


def default_name(seat: int) -> str:
    """The name a seat row offers when none is remembered: a player, then bots' names."""
    return player_name(seat) if seat == 0 else BOT_NAMES[seat]


class FieldError(Exception):
    """A problem with one field: ``key`` names its error line (``error-KEY``) and
    ``widget`` the id of the widget to fix."""

    def __init__(self, key: str, message: str, widget: str | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.message = message
        self.widget = widget or key


def _index(choices: list[Any], value: Any) -> int | None:
    """Where ``value`` is in ``choices`` (equal and of the same type: True is not 1)."""
    for i, choice in enumerate(choices):
        if type(choice) is type(value) and choice == value:
            return i
    return None


class SeatRow(Horizontal):
    def __init__(self, index: int, remembered: SeatSetup | None = None,
                 kinds: list[tuple[str, str]] | None = None) -> None:
        super().__init__(id=f"seatrow-{index}", classes="setup-row")
        self.index = index
        self.remembered = remembered
        self.kind_items = KINDS if kinds is None else kinds

    def compose(self) -> ComposeResult:
        i, last = self.index, self.remembered
        kinds = [value for _words, value in self.kind_items]
        colour = last.colour if last and 0 <= last.colour < len(PALETTE) else i % len(PALETTE)
        yield Label(_("Seat {number}").format(number=i + 1), classes="setup-seat")
        yield Input(value=last.name if last else default_name(i),
                    id=f"name-{i}", classes="setup-name", compact=True)
        yield Select([(_(words), value) for words, value in self.kind_items],
                     value=last.kind if last and last.kind in kinds else
                     "human" if i == 0 else "greedy", allow_blank=False,
                     id=f"kind-{i}", classes="setup-kind", compact=True)
        colours = [(Text(f"{c.glyph} {_(c.name)}", style=f"bold {c.hex}"), n)
                   for n, c in enumerate(PALETTE)]
        yield Select(colours, value=colour, allow_blank=False, id=f"colour-{i}",
                     classes="setup-colour", compact=True)


class SetupScreen(Screen[None]):
    DEFAULT_CSS = """
    SetupScreen #setup-form { padding: 1 2; }
    SetupScreen .setup-row { height: auto; }
    SetupScreen .setup-label { width: 20; padding: 0 1 0 0; }
    SetupScreen .setup-seat { width: 8; }
    SetupScreen .setup-name { width: 21; margin-right: 1; }
    SetupScreen .setup-kind { width: 26; margin-right: 1; }
    SetupScreen .setup-colour { width: 17; }
    SetupScreen .setup-field { width: 24; }
    SetupScreen .setup-help { color: $text-muted; padding: 0 0 0 2; width: 1fr; }
    SetupScreen .setup-section { text-style: bold; margin-top: 1; }
    SetupScreen .setup-gap { height: 1; }
    SetupScreen .field-error { display: none; color: $text-error; text-style: bold;
                               height: auto; padding: 0 0 0 20; }
    SetupScreen .field-error.seat-error { padding: 0 0 0 8; }
    SetupScreen .field-error.-shown { display: block; }
    SetupScreen Select:focus > SelectCurrent, SetupScreen Input:focus {
        background: $block-cursor-background; color: $block-cursor-foreground;
        text-style: bold;
    }
    SetupScreen Select.-field-invalid > SelectCurrent, SetupScreen Input.-field-invalid {
        background-tint: $error 30%; text-style: bold underline;
    }
    SetupScreen #setup-buttons { height: auto; margin-top: 1; }
    SetupScreen #setup-buttons Button { margin-right: 2; }
    """

    BINDINGS = [
        Binding("f5", "start", N_("Start")),
        Binding("escape", "back", N_("Back")),
        Binding("f1", "help", N_("Rules and keys")),
    ]

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.info = registry.info(game_id)
        self.rules = registry.rules(game_id)
        self.game = game_id  # the context of the game's words for its options
        # The typed values each option's list offers, in the order shown, and their texts.
        self._choices: dict[str, list[Any]] = {}
        self._texts: dict[str, list[str]] = {}
        # What the form held when the language switched: composed again with it.
        self._held: GameSetup | None = None

    # -- layout ---------------------------------------------------------------------------

    def _remembered(self) -> GameSetup | None:
        """The last set-up of this game on this machine (the defaults), if any."""
        if self._held is not None:
            return self._held
        remembered = getattr(self.app, "settings", None)
        last: GameSetup | None = (remembered.games.get(self.info.id)
                                  if remembered is not None else None)
        if last is None or not self.info.min_players <= last.players <= self.info.max_players:
            return None
        return last

    def _default(self, name: str) -> Any:
        """An option's default: the value chosen last time, when it is still valid."""
        field = self.rules.Options.model_fields[name]
        last = self._last
        if last is not None and name in last.options:
            try:
                return getattr(self.rules.Options.model_validate(
                    {name: last.options[name]}), name)
            except ValidationError:
                pass
        return field.get_default(call_default_factory=True)

    def compose(self) -> ComposeResult:
        info = self.info
        fields = self.rules.Options.model_fields
        self._last = last = self._remembered()
        label_width = max([20, len(_("Hard bots think")) + 2,
                           *(len(self._title(n)) + 2 for n in fields)])
        self._field_width = self._select_width(info.max_players)
        with VerticalScroll(id="setup-form", can_focus=False):
            yield Static(Text.assemble(_("New game: {game}").format(game=_(info.title)),
                                       ("   " + _("F1 rules and keys"), "dim")),
                         id="setup-title")
            yield Static(classes="setup-gap")
            with Horizontal(classes="setup-row"):
                label = Label(_("Players"), classes="setup-label")
                label.styles.width = label_width
                yield label
                counts = [(str(n), n) for n in range(info.min_players, info.max_players + 1)]
                yield Select(counts, value=last.players if last else info.min_players,
                             allow_blank=False, id="players", compact=True)
            error = Static(id="error-players", classes="field-error")
            error.styles.padding = (0, 0, 0, label_width)
            yield error
            expert = has_expert(self.rules)
            kinds = [k for k in KINDS if expert or k[1] != "expert"]
            for i in range(info.max_players):
                yield SeatRow(i, last.seats[i] if last and i < len(last.seats) else None,
                              kinds)
                yield Static(id=f"error-seat-{i}", classes="field-error seat-error")
            if expert:
                with Horizontal(classes="setup-row", id="row-think"):
                    label = Label(_("Hard bots think"), classes="setup-label")
                    label.styles.width = label_width
                    yield label
                    think = Select([(_("{seconds} s").format(seconds=f"{t:g}"), t)
                                    for t in THINK_CHOICES],
                                   value=last.think if last and last.think in THINK_CHOICES
                                   else DEFAULT_THINK, allow_blank=False, id="think",
                                   classes="setup-field", compact=True)
                    think.styles.width = self._field_width
                    yield think
                    yield Static(_("seconds a hard bot takes for each decision"),
                                 classes="setup-help")
            yield Static(_("Options"), classes="setup-section")
            for name, field in fields.items():
                with Horizontal(classes="setup-row", id=f"row-{name}"):
                    label = Label(self._title(name), classes="setup-label")
                    label.styles.width = label_width
                    yield label
                    yield self._option_widget(name, info.min_players)
                    if field.description:
                        yield Static(option_description(field, self.game),
                                     classes="setup-help")
                error = Static(id=f"error-opt-{name}", classes="field-error")
                error.styles.padding = (0, 0, 0, label_width)
                yield error
            with Horizontal(classes="setup-row"):
                label = Label(_("Seed"), classes="setup-label")
                label.styles.width = label_width
                yield label
                seed = Input(placeholder=_("empty = random"), id="seed", type="integer",
                             classes="setup-field", compact=True)
                seed.styles.width = self._field_width
                yield seed
                yield Static(_("the same seed deals the same game"), classes="setup-help")
            error = Static(id="error-seed", classes="field-error")
            error.styles.padding = (0, 0, 0, label_width)
            yield error
            with Horizontal(id="setup-buttons"):
                yield Button(_("Start (F5)"), id="start", variant="primary", compact=True)
                yield Button(_("Back (escape)"), id="back", compact=True)
        yield KeyFooter()

    def _title(self, name: str) -> str:
        """An option's label in the language of the moment."""
        return option_title(name, self.rules.Options.model_fields[name], self.game)

    def _option_widget(self, name: str, players: int) -> Widget:
        field = self.rules.Options.model_fields[name]
        default = self._default(name)
        choices = option_choices(field, players)
        if choices is None:
            widget: Widget = Input(
                value="" if default is None else value_text(default),
                placeholder=_("empty = {meaning}").format(
                    meaning=choice_text(field, None, self.game).lower()),
                type="integer" if self._is_number(field.annotation) else "text",
                id=f"opt-{name}", classes="setup-field", compact=True)
            widget.styles.width = self._field_width
            return widget
        self._choices[name] = choices
        items = self._items(name, choices)
        self._texts[name] = [text for text, _index in items]
        select = Select(items, value=_index(choices, default) or 0, allow_blank=False,
                        id=f"opt-{name}", classes="setup-field", compact=True)
        select.styles.width = self._field_width
        return select

    @staticmethod
    def _is_number(annotation: Any) -> bool:
        args = typing.get_args(annotation) or (annotation,)
        return all(a in (int, type(None)) for a in args)

    def _select_width(self, players: int) -> int:
        """One width for every option's field: the longest choice fits (up to 44)."""
        longest = 0
        for field in self.rules.Options.model_fields.values():
            choices = option_choices(field, players) or []
            texts = [choice_text(field, c, self.game) for c in choices]
            if is_seat_option(field):
                texts = [f"{t} ({player_name(players - 1)})" for t in texts]
            longest = max([longest, *(len(t) for t in texts)])
        return min(44, max(24, longest + 6))

    def _items(self, name: str, choices: list[Any]) -> list[tuple[str, int]]:
        field = self.rules.Options.model_fields[name]
        items = []
        for i, value in enumerate(choices):
            text = choice_text(field, value, self.game)
            if is_seat_option(field) and isinstance(value, int) and not isinstance(value, bool):
                seat_name = self._seat_name(value)
                text = f"{text} ({seat_name})" if seat_name else text
            items.append((text, i))
        return items

    def _seat_name(self, seat: int) -> str:
        try:
            return self.query_one(f"#name-{seat}", Input).value.strip()
        except NoMatches:  # not composed yet: the default names
            return default_name(seat)

    def on_mount(self) -> None:
        self._show_rows()
        self._refresh_seat_choices()
        self.query_one("#players", Select).focus()

    def relabel(self) -> None:
        """After a switch of language: the form in the new words, still holding the player
        count, the seats, the think time and the options chosen so far."""
        self._held = GameSetup(
            players=self._players(), options=self._chosen_options(),
            seats=[self._seat_setup(i) for i in range(self.info.max_players)],
            think=self._think())
        self.call_later(self._compose_again)

    async def _compose_again(self) -> None:
        await self.recompose()
        self.on_mount()

    def _chosen_options(self) -> dict[str, Any]:
        """The options' values on the form now (a typed-in value only when it reads)."""
        chosen: dict[str, Any] = {}
        for name in self.rules.Options.model_fields:
            with contextlib.suppress(OptionError):
                chosen[name] = self._option_value(name)
        return chosen

    def _option_value(self, name: str) -> Any:
        """The value of option ``name`` on the form; OptionError when a typed-in one does
        not read as a value of the option."""
        widget = self.query_one(f"#opt-{name}")
        if isinstance(widget, Select):
            return self._choices[name][widget.value]  # type: ignore[index]
        assert isinstance(widget, Input)
        return parse_value(self.rules.Options, name, widget.value)

    # -- changes ----------------------------------------------------------------------------

    def on_select_changed(self, event: Select.Changed) -> None:
        self._clear_error_of(event.select)
        if event.select.id == "players":
            self._show_rows()
            self._refresh_seat_choices()

    def on_input_changed(self, event: Input.Changed) -> None:
        self._clear_error_of(event.input)
        if (event.input.id or "").startswith("name-"):
            self._refresh_seat_choices()

    def _think(self) -> float | None:
        """The hard bots' think time on the form (None: the game has no hard bot)."""
        try:
            return float(self.query_one("#think", Select).value)  # type: ignore[arg-type]
        except NoMatches:
            return None

    def _players(self) -> int:
        return int(self.query_one("#players", Select).value)  # type: ignore[arg-type]

    def _show_rows(self) -> None:
        n = self._players()
        for row in self.query(SeatRow):
            row.display = row.index < n
            if row.index >= n:
                self._clear_error(f"seat-{row.index}")

    def _refresh_seat_choices(self) -> None:
        """Offer the seats of the current player count, named as the seats are now."""
        n = self._players()
        for name, field in self.rules.Options.model_fields.items():
            if not is_seat_option(field):
                continue
            select = self.query_one(f"#opt-{name}", Select)
            old_choices = self._choices[name]
            old = old_choices[select.value] if isinstance(select.value, int) else None
            choices = option_choices(field, n) or []
            items = self._items(name, choices)
            texts = [text for text, _index in items]
            if choices == old_choices and texts == self._texts[name]:
                continue
            self._choices[name] = choices
            self._texts[name] = texts
            with select.prevent(Select.Changed):
                select.set_options(items)
                keep = _index(choices, old)
                if keep is None:
                    keep = _index(choices, field.get_default(call_default_factory=True)) or 0
                select.value = keep

    # -- errors -----------------------------------------------------------------------------

    def _error_key(self, widget: Widget) -> str | None:
        wid = widget.id or ""
        for prefix in ("name-", "kind-", "colour-"):
            if wid.startswith(prefix):
                return f"seat-{wid.removeprefix(prefix)}"
        return wid or None

    def _clear_error_of(self, widget: Widget) -> None:
        key = self._error_key(widget)
        if key is not None and widget.has_class("-field-invalid"):
            self._clear_error(key)

    def _clear_error(self, key: str) -> None:
        for error in self.query(f"#error-{key}"):
            error.remove_class("-shown")
            if isinstance(error, Static):
                error.update("")
        for widget in self.query(".-field-invalid"):
            if self._error_key(widget) == key:
                widget.remove_class("-field-invalid")

    def _clear_errors(self) -> None:
        for error in self.query(".field-error.-shown"):
            error.remove_class("-shown")
        for widget in self.query(".-field-invalid"):
            widget.remove_class("-field-invalid")

    def show_error(self, key: str, message: str, widget_id: str | None = None) -> None:
        """Show ``message`` under the field ``key`` and as a notification; focus the
        field so that it can be put right at once."""
        error = self.query_one(f"#error-{key}", Static)
        error.update(f"✖ {message}")
        error.add_class("-shown")
        widget = self.query_one(f"#{widget_id or key}")
        widget.add_class("-field-invalid")
        widget.focus()
        self.call_after_refresh(error.scroll_visible, animate=False)
        self.notify(message, title=_("Cannot start yet"), severity="error", timeout=8)
        self.app.bell()

    def _field_of(self, message: str) -> tuple[str, str]:
        """The field a game's setup refusal names (an option's name or title), else the
        player count, which such refusals are checked against."""
        lowered = message.lower()
        for name, field in self.rules.Options.model_fields.items():
            names = {name.lower(), name.replace("_", " ").lower()}
            if field.title:
                names |= {field.title.lower(), self._title(name).lower()}
            if any(n in lowered for n in names):
                return f"opt-{name}", f"opt-{name}"
        return "players", "players"

    # -- reading the form -----------------------------------------------------------------

    def _seats(self) -> list[Seat]:
        seats: list[Seat] = []
        names: dict[str, int] = {}
        glyphs: dict[str, int] = {}
        for i in range(self._players()):
            key = f"seat-{i}"
            name = self.query_one(f"#name-{i}", Input).value.strip()
            kind = self.query_one(f"#kind-{i}", Select).value
            colour = PALETTE[int(self.query_one(f"#colour-{i}", Select).value)]  # type: ignore[arg-type]
            if not name:
                raise FieldError(key, _("seat {number} needs a name").format(number=i + 1),
                                 f"name-{i}")
            if name.lower() in names:
                raise FieldError(key, _("seat {number} has the same name as seat {other}: "
                                        "give it another").format(
                    number=i + 1, other=names[name.lower()] + 1), f"name-{i}")
            if colour.glyph in glyphs:
                raise FieldError(key, _("seat {number} has the same colour as seat {other}: "
                                        "choose another").format(
                    number=i + 1, other=glyphs[colour.glyph] + 1), f"colour-{i}")
            names[name.lower()] = i
            glyphs[colour.glyph] = i
            bot = kind != "human"
            think = self._think() if kind == "expert" else None
            try:
                seats.append(Seat(name=name, kind="bot" if bot else "human",
                                  level=str(kind) if bot else None,
                                  colour=colour.hex, glyph=colour.glyph, think=think))
            except ValidationError as exc:
                raise FieldError(key, _("seat {number}: {problem}").format(
                    number=i + 1, problem=error_line(exc)), f"name-{i}") from None
        return seats

    def _options(self) -> BaseModel:
        options = self.rules.Options
        fields = options.model_fields
        values: dict[str, Any] = {}
        for name in fields:
            try:
                values[name] = self._option_value(name)
            except OptionError as exc:
                raise FieldError(f"opt-{name}", _("{option}: {problem}").format(
                    option=self._title(name), problem=exc.problem)) from None
        try:
            return build_options(options, values)
        except OptionError as exc:
            if exc.field in fields:
                raise FieldError(f"opt-{exc.field}", _("{option}: {problem}").format(
                    option=self._title(exc.field), problem=exc.problem)) from None
            raise FieldError("players", exc.problem) from None

    def _seed(self) -> int | None:
        text = self.query_one("#seed", Input).value.strip()
        if not text:
            return None
        try:
            return int(text)
        except ValueError:
            raise FieldError("seed", _("the seed must be a whole number, not {text}").format(
                text=text)) from None

    # -- actions --------------------------------------------------------------------------

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id in ("start", "back"):
            await self.run_action(event.button.id)

    def action_back(self) -> None:
        self.dismiss(None)

    def action_help(self) -> None:
        from boardgames.ui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(self.info.id,
                                         keys="\n".join(_(row) for row in KEYS_HELP)))

    def action_start(self) -> None:
        self._clear_errors()
        try:
            seats = self._seats()
            options = self._options()
            seed = self._seed()
            match = Match(self.rules, seats, options, seed)
        except FieldError as exc:
            self.show_error(exc.key, exc.message, exc.widget)
            return
        except SetupError as exc:
            key, widget = self._field_of(str(exc))
            self.show_error(key, str(exc), widget)
            return
        except ValidationError as exc:
            self.show_error("players", error_line(exc, self.rules.Options))
            return
        for note in match.notes:
            self.notify(note, timeout=8)
        remember = getattr(self.app, "remember_setup", None)
        if remember is not None:
            remember(self.info.id, GameSetup(
                players=len(seats), options=options.model_dump(mode="json"),
                seats=[self._seat_setup(i) for i in range(self.info.max_players)],
                think=self._think()))
        self.dismiss(None)
        self.app.start_match(match)  # type: ignore[attr-defined]

    def _seat_setup(self, i: int) -> SeatSetup:
        """What a seat row shows now (rows beyond the player count too: kept for later)."""
        return SeatSetup(name=self.query_one(f"#name-{i}", Input).value.strip() or
                         player_name(i),
                         kind=str(self.query_one(f"#kind-{i}", Select).value),
                         colour=int(self.query_one(f"#colour-{i}", Select).value))  # type: ignore[arg-type]
