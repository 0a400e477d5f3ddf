"""Canonical plain-data form of game states: the basis of save digests and leak tests."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from functools import cache
from typing import Any

from pydantic import BaseModel

_SCALARS = (bool, int, float, str, type(None))


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    if issubclass(cls, BaseModel):
        return tuple(cls.model_fields)
    return tuple(f.name for f in dataclasses.fields(cls))  # type: ignore[arg-type]


def to_plain(obj: Any) -> Any:
    """Convert a state made of dataclasses, pydantic models and containers into JSON
    types, deterministically (sets are sorted, dict keys become strings)."""
    if isinstance(obj, _SCALARS):
        return obj
    if isinstance(obj, (list, tuple)):
        return [v if isinstance(v, _SCALARS) else to_plain(v) for v in obj]
    if isinstance(obj, dict):
        return dict(sorted((_key(k), to_plain(v)) for k, v in obj.items()))
    if isinstance(obj, (set, frozenset)):
        return sorted((to_plain(v) for v in obj), key=repr)
    if isinstance(obj, enum.Enum):
        return to_plain(obj.value)
    cls = type(obj)
    if issubclass(cls, BaseModel) or (dataclasses.is_dataclass(cls)):
        return {name: to_plain(getattr(obj, name)) for name in _field_names(cls)}
    raise TypeError(f"cannot convert {cls.__name__} to plain data")


def _key(k: Any) -> str:
    """A dict key as a string: strings stay, anything else is its plain form's repr."""
    return k if isinstance(k, str) else repr(to_plain(k))


def canonical_json(obj: Any) -> str:
    return json.dumps(to_plain(obj), sort_keys=True, separators=(",", ":"))


def digest(obj: Any) -> str:
    return hashlib.sha256(canonical_json(obj).encode()).hexdigest()

