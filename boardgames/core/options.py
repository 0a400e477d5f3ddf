"""A game's options as people read them: names, allowed values, defaults, descriptions.
The rules reference, the CLI and the setup screen all describe options this way."""

from __future__ import annotations

import enum
import typing
from typing import Any

from pydantic import BaseModel


def field_choices(annotation: Any) -> list[Any] | None:
    """The finite values of an option's type (Literal, Enum, bool), or None."""
    if annotation is bool:
        return [True, False]
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return [m.value for m in annotation]
    if typing.get_origin(annotation) is typing.Literal:
        return list(typing.get_args(annotation))
    return None


def _values(annotation: Any) -> str:
    choices = field_choices(annotation)
    if choices is not None:
        return " / ".join(str(c) for c in choices)
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    if args:
        return " or ".join(_values(a) for a in args)
    return getattr(annotation, "__name__", str(annotation))


def options_markdown(options: type[BaseModel]) -> str:
    """A Markdown table of the options with `KEY=VALUE` usage, or a note that there
    are none."""
    fields = options.model_fields
    if not fields:
        return "This game has no options."
    rows = ["| option | values | default | what it does |", "|---|---|---|---|"]
    for name, field in fields.items():
        default = field.get_default(call_default_factory=True)
        rows.append(f"| `{name}` | {_values(field.annotation)} | `{default}` | "
                    f"{field.description or ''} |")
    return "\n".join(rows)
