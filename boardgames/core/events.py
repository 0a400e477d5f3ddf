"""Log events as data: a message key, its parameters and who may read it.

An engine never writes log text itself. It makes events through its game's ``Messages``
(``text.py`` in every game), which holds one English template per key and renders the text
at once; the key and the parameters stay on the event, so the UI takes facts from them
(never from the text) and a translation can render the same event in another language.

Parameters are plain data (numbers, strings, lists): seat indices, component ids, counts.
A parameter named ``seat`` or ending in ``_seat`` is a seat index and renders as that
player's name; a list of seats named ``seats`` or ending in ``_seats`` renders as names
joined with "and".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from boardgames.core.i18n import N_, gettext, language, pgettext

# A template is a ``str.format`` pattern over the parameters, or a function of the
# parameters and the players' names for a sentence a pattern cannot say.
Render = Callable[[Mapping[str, Any], Sequence[str]], str]
Template = str | Render


class Event:
    """One line of the match log. ``seats`` is None for a public event, otherwise the
    seats that may read it. The text is rendered when first read: bot games, which never
    read it, do not pay for it."""

    __slots__ = ("_lang", "_names", "_text", "key", "messages", "params", "seats")

    def __init__(self, key: str, params: Mapping[str, Any] | None = None,
                 seats: frozenset[int] | None = None, *, messages: Messages | None = None,
                 names: Sequence[str] = (), text: str | None = None) -> None:
        self.key = key
        self.params: Mapping[str, Any] = {} if params is None else params
        self.seats = seats
        self.messages = messages
        self._names = names
        self._text = text
        self._lang = ""

    @property
    def text(self) -> str:
        """The text in the current language (rendered again after a switch)."""
        if self.messages is None:
            assert self._text is not None, f"event {self.key!r} has neither text nor messages"
            return self._text
        if self._text is None or self._lang != language():
            self._text = self.messages.render(self.key, self.params, self._names)
            self._lang = language()
        return self._text

    def visible_to(self, seat: int | None) -> bool:
        return self.seats is None or (seat is not None and seat in self.seats)

    def __getitem__(self, name: str) -> Any:
        return self.params[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.params.get(name, default)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.key, self.params, self.seats, self.text) == (
            other.key, other.params, other.seats, other.text)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Event({self.key!r}, {dict(self.params)!r}, seats={self.seats!r})"


AND, OR = N_("and"), N_("or")


def join_words(words: Sequence[str], last: str = AND) -> str:
    """'Ann', 'Ann and Bo', 'Ann, Bo and Cy' (or with ``last`` = OR: 'a, b or c'); the
    last word in the current language."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {gettext(last)} {words[-1]}"


def is_seat_param(name: str) -> bool:
    return name == "seat" or name.endswith("_seat")


def is_seats_param(name: str) -> bool:
    return name == "seats" or name.endswith("_seats")


class Fields(dict[str, Any]):
    """The format fields of one event: seat parameters become names. A game may subclass
    it (``Messages(fields=...)``) to name more of its ids."""

    def __init__(self, params: Mapping[str, Any], names: Sequence[str]) -> None:
        super().__init__(params)
        self.names = names

    def __getitem__(self, name: str) -> Any:
        value = super().__getitem__(name)
        if is_seat_param(name) and isinstance(value, int):
            return self.names[value]
        if is_seats_param(name) and isinstance(value, list | tuple):
            return join_words([self.names[s] for s in value])
        return value


class Messages:
    """One game's log messages: the English template of every event key. ``game`` is the
    game's id, the catalog context of its templates."""

    def __init__(self, templates: Mapping[str, Template], game: str = "",
                 fields: type[Fields] = Fields) -> None:
        self.templates = dict(templates)
        self.game = game
        self.fields = fields

    def render(self, key: str, params: Mapping[str, Any], names: Sequence[str]) -> str:
        """The event's text in the current language: a string template is translated
        (context ``<game>:<key>``) and then filled; a function translates its own words."""
        template = self.templates[key]
        if isinstance(template, str):
            return pgettext(f"{self.game}:{key}", template).format_map(
                self.fields(params, names))
        return template(params, names)

    def event(self, key: str, names: Sequence[str], *, to: Sequence[int] | None = None,
              **params: Any) -> Event:
        """An event readable by everyone, or only by the seats ``to``."""
        return Event(key, params, None if to is None else frozenset(to), messages=self,
                     names=names)
