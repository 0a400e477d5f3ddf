"""A game's options as people read them: names, labels in words, allowed values, defaults,
descriptions, and the one way a typed-in value becomes the option's typed value.
The rules reference, the CLI and the setup screen all describe and read options this way.

An Options class may add words to its fields (pydantic ``Field``):

- ``title="Magellan link cost"``: the option's short label;
- ``json_schema_extra={"choices": {1: "1 ship step", ...}}``: each value in words (keyed
  by the value itself);
- ``json_schema_extra={"none": "Unlimited"}``: the words for None (``X | None``);
- ``json_schema_extra={"seat": True}``: the option names a seat, counted from 0; the setup
  screen offers the seats of the current player count ("Seat 1 (Ann)" stores 0) besides
  the field's other values ("random", None).

A game marks these words with ``N_`` where it defines them (its package's context): they are
translated here, with the game's id as the context (``game_of`` finds it).
"""

from __future__ import annotations

import enum
import types
import typing
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

from boardgames.core.i18n import N_, _, ngettext, pgettext

_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")
_NONE = ("", "none")


class OptionError(ValueError):
    """A value that is not one of an option's values: ``option NAME: PROBLEM``.
    ``field`` is the option's name (None when no single option is to blame) and
    ``problem`` the part after the name, for screens that label the option otherwise."""

    def __init__(self, field: str | None, problem: str) -> None:
        super().__init__(_("option {name}: {problem}").format(name=field, problem=problem)
                         if field else problem)
        self.field = field
        self.problem = problem


def game_of(options: type[BaseModel]) -> str | None:
    """The id of the game whose package defines ``options`` (the context of its words)."""
    parts = options.__module__.split(".")
    return parts[2] if parts[:2] == ["boardgames", "games"] and len(parts) > 2 else None


def game_words(context: str | None, text: str) -> str:
    """Words a game defined for an option (title, description, a value's words) in the
    current language: ``context`` is the game's id (None: as they are)."""
    return pgettext(context, text) if context and text else text


# -- the types ----------------------------------------------------------------------------


def _unwrap(annotation: Any) -> Any:
    while typing.get_origin(annotation) is typing.Annotated:
        annotation = typing.get_args(annotation)[0]
    return annotation


def _union_args(annotation: Any) -> tuple[Any, ...] | None:
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        return tuple(_unwrap(a) for a in typing.get_args(annotation))
    return None


def field_choices(annotation: Any) -> list[Any] | None:
    """The finite values of an option's type (Literal, Enum, bool, and unions of these
    with None), or None when the type also takes free values (a number, a text)."""
    annotation = _unwrap(annotation)
    if annotation is bool:
        return [True, False]
    if annotation is type(None):
        return [None]
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return [m.value for m in annotation]
    if typing.get_origin(annotation) is typing.Literal:
        return list(typing.get_args(annotation))
    args = _union_args(annotation)
    if args is not None:
        found: list[Any] = []
        for arg in args:
            part = field_choices(arg)
            if part is None:
                return None
            found += [v for v in part if not any(_same(v, f) for f in found)]
        return found
    return None


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same type (so that True is not 1)."""
    return type(a) is type(b) and a == b


def _expects(annotation: Any) -> str:
    """What a value of this type looks like, in words: "one of 1, 2, 3"."""
    annotation = _unwrap(annotation)
    args = _union_args(annotation)
    if args is not None:
        parts = [_expects(a) for a in args if a is not type(None)]
        if type(None) in args:
            parts.append(_("empty for none"))
        return (" " + _("or") + " ").join(parts)
    if annotation is bool:
        return _("true or false")
    if annotation is int:
        return _("a whole number")
    if annotation is float:
        return _("a number")
    if annotation is str:
        return _("a text")
    choices = field_choices(annotation)
    if choices is not None:
        texts = [value_text(c) for c in choices]
        return texts[0] if len(texts) == 1 else _("one of {values}").format(
            values=", ".join(texts))
    return getattr(annotation, "__name__", str(annotation))


def value_text(value: Any) -> str:
    """A value as it is typed on the command line."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, enum.Enum):
        return str(value.value)
    return str(value)


# -- reading a typed-in value ---------------------------------------------------------------


class _NoMatch(Exception):
    pass


def _parse(annotation: Any, text: str) -> Any:
    annotation = _unwrap(annotation)
    args = _union_args(annotation)
    if args is not None:
        if type(None) in args and text.lower() in _NONE:
            return None
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _parse(arg, text)
            except _NoMatch:
                continue
        raise _NoMatch
    if annotation is type(None):
        if text.lower() in _NONE:
            return None
        raise _NoMatch
    if annotation is bool:
        if text.lower() in _TRUE:
            return True
        if text.lower() in _FALSE:
            return False
        raise _NoMatch
    if annotation is int:
        try:
            return int(text)
        except ValueError:
            raise _NoMatch from None
    if annotation is float:
        try:
            return float(text)
        except ValueError:
            raise _NoMatch from None
    if annotation is str:
        return text
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        for member in annotation:
            if text in (value_text(member.value), member.name):
                return member
        raise _NoMatch
    if typing.get_origin(annotation) is typing.Literal:
        members = typing.get_args(annotation)
        for member in members:
            try:
                if _same(_parse(type(member), text), member):
                    return member
            except _NoMatch:
                continue
        # words typed in another case ("Random"), when that names one member only
        folded = [m for m in members if isinstance(m, str) and m.lower() == text.lower()]
        if len(folded) == 1:
            return folded[0]
        raise _NoMatch
    return text  # another type: pydantic reads the text itself


def parse_value(options: type[BaseModel], name: str, text: str) -> Any:
    """The typed value of option ``name`` written as ``text`` (a command line's
    ``KEY=VALUE``, a text field), read through the field's type: Literal members of any
    type, Enum, bool (true/false, yes/no, on/off, 1/0 in any case), int, ``X | None``
    (empty or "none" is None) and unions of these. Raises OptionError with one line
    ("option NAME: VALUE is not one of 1, 2, 3"). Constraints such as ``ge=0`` are
    checked later, by the model (``build_options``)."""
    fields = options.model_fields
    if name not in fields:
        raise OptionError(None, _("unknown option {name} (options: {known})").format(
            name=repr(name), known=", ".join(fields) or _("none")))
    annotation = fields[name].annotation
    text = text.strip()
    try:
        return _parse(annotation, text)
    except _NoMatch:
        raise OptionError(name, _("{value} is not {expected}").format(
            value=_shown(text), expected=_expects(annotation))) from None


def _shown(value: Any) -> str:
    if isinstance(value, str):
        return value if value.strip() else '""'
    return value_text(value)


# -- checking a whole set of options --------------------------------------------------------

_TYPE_ERRORS = {
    "literal_error", "enum", "int_parsing", "int_type", "int_from_float", "bool_parsing",
    "bool_type", "string_type", "float_parsing", "float_type", "none_required",
    "is_instance_of", "union_tag_invalid", "union_tag_not_found",
}
_BOUNDS = {
    "greater_than_equal": ("ge", N_("must be at least {limit}")),
    "greater_than": ("gt", N_("must be more than {limit}")),
    "less_than_equal": ("le", N_("must be at most {limit}")),
    "less_than": ("lt", N_("must be less than {limit}")),
}


def _problem(error: Any, options: type[BaseModel] | None, name: str | None) -> str:
    kind = error["type"]
    given = _shown(error.get("input"))
    fields = options.model_fields if options is not None else {}
    if kind in _TYPE_ERRORS and name in fields:
        return _("{value} is not {expected}").format(
            value=given, expected=_expects(fields[name].annotation))
    if kind in _BOUNDS:
        key, words = _BOUNDS[kind]
        rule = _(words).format(limit=error.get("ctx", {}).get(key))
        return _("{rule}, not {value}").format(rule=rule, value=given)
    if kind == "missing":
        return _("is required")
    message = str(error.get("msg", "is not allowed"))
    for prefix in ("Value error, ", "Assertion failed, "):
        message = message.removeprefix(prefix)
    if message.startswith("Input should be "):
        message = "must be " + message.removeprefix("Input should be ")
    return message.split("\n")[0].rstrip(".")


def error_field(exc: ValidationError) -> str | None:
    """The option a validation error is about (its first problem), if any."""
    for error in exc.errors(include_url=False):
        loc = error.get("loc") or ()
        if loc and isinstance(loc[0], str):
            return loc[0]
    return None


def error_line(exc: ValidationError, options: type[BaseModel] | None = None) -> str:
    """One human line for a pydantic ValidationError of an Options model, without
    pydantic's internal names or its multi-line dump: "option gold_supply: must be at
    least 0, not -3". The first problem is named; others are counted."""
    return str(_option_error(exc, options))


def _option_error(exc: ValidationError, options: type[BaseModel] | None) -> OptionError:
    errors = exc.errors(include_url=False)
    if not errors:
        return OptionError(None, _("the options are not valid"))
    first = errors[0]
    loc = first.get("loc") or ()
    name = loc[0] if loc and isinstance(loc[0], str) else None
    if first["type"] == "extra_forbidden":
        known = ", ".join(options.model_fields) if options is not None else ""
        problem = (_("unknown option {name} (options: {known})") if known else
                   _("unknown option {name}")).format(name=repr(name), known=known)
        result = OptionError(None, problem)
    else:
        result = OptionError(name, _problem(first, options, name))
    others = {e["loc"][0] if e.get("loc") else None for e in errors} - {name}
    if others:
        more = ngettext("{problem} (and {count} more problem)",
                        "{problem} (and {count} more problems)", len(others))
        result = OptionError(result.field, more.format(problem=result.problem,
                                                       count=len(others)))
    return result


def build_options(options: type[BaseModel], values: dict[str, Any]) -> BaseModel:
    """``options`` validated from typed ``values``; a problem raises OptionError (one
    line, with the option's name in ``field``)."""
    try:
        return options.model_validate(values)
    except ValidationError as exc:
        raise _option_error(exc, options) from None


# -- words ----------------------------------------------------------------------------------


def _extra(field: FieldInfo) -> dict[str, Any]:
    extra = field.json_schema_extra
    return extra if isinstance(extra, dict) else {}


def option_title(name: str, field: FieldInfo, context: str | None = None) -> str:
    """The option's short label in words (its ``title``), else its name in words;
    ``context``: the game's id, to translate its words (see ``game_words``)."""
    return game_words(context, field.title) if field.title else \
        name.replace("_", " ").capitalize()


def option_description(field: FieldInfo, context: str | None = None) -> str:
    """What the option does, in words ("" when the game says nothing)."""
    return game_words(context, field.description or "")


def is_seat_option(field: FieldInfo) -> bool:
    """True when the option names a seat (counted from 0)."""
    return bool(_extra(field).get("seat"))


def choice_text(field: FieldInfo, value: Any, context: str | None = None) -> str:
    """A value of the option in words: the field's own words (translated in the game's
    ``context``), else a readable default."""
    extra = _extra(field)
    if value is None and "none" in extra:
        return game_words(context, str(extra["none"]))
    if extra.get("seat") and isinstance(value, int) and not isinstance(value, bool):
        return _("Seat {number}").format(number=value + 1)
    words = extra.get("choices") or {}
    for key, text in words.items():
        if _same(key, value):
            return game_words(context, str(text))
    if isinstance(value, bool):
        return _("Yes") if value else _("No")
    if value is None:
        return _("None")
    if isinstance(value, enum.Enum):
        value = value.value
    if isinstance(value, str):
        return value.replace("_", " ").capitalize()
    return str(value)


def option_choices(field: FieldInfo, players: int | None = None) -> list[Any] | None:
    """The values the setup screen offers for an option, or None for a free value
    (typed into a text field). A seat option offers its other values ("random", None)
    and, for ``players``, the seats 0 … players-1."""
    annotation = _unwrap(field.annotation)
    if is_seat_option(field):
        args = _union_args(annotation) or (annotation,)
        others: list[Any] = []
        for arg in args:
            if arg is not int:
                others += field_choices(arg) or []
        return others + list(range(players or 0))
    return field_choices(annotation)


# -- the rules reference --------------------------------------------------------------------


def _values(field: FieldInfo, context: str | None) -> str:
    if is_seat_option(field):
        others = option_choices(field) or []
        words = [f"`{value_text(c)}` = {choice_text(field, c, context)}" for c in others]
        return " · ".join([*words, _("a seat number, from `0` = the first seat")])
    choices = field_choices(field.annotation)
    if choices is not None:
        return " · ".join(f"`{value_text(c)}` = {choice_text(field, c, context)}"
                          for c in choices)
    text = _expects(field.annotation)
    if "none" in _extra(field):
        text = text.replace(_("empty for none"), _("empty ({meaning})").format(
            meaning=choice_text(field, None, context)))
    return text


def options_markdown(options: type[BaseModel]) -> str:
    """A Markdown table of the options with `KEY=VALUE` usage, or a note that there
    are none."""
    fields = options.model_fields
    if not fields:
        return _("This game has no options.")
    context = game_of(options)
    rows = [_("| option | values | default | what it does |"), "|---|---|---|---|"]
    for name, field in fields.items():
        default = field.get_default(call_default_factory=True)
        rows.append(f"| {option_title(name, field, context)}: `{name}` | "
                    f"{_values(field, context)} | `{value_text(default)}` | "
                    f"{option_description(field, context)} |")
    return "\n".join(rows)
