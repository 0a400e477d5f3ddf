"""Canonical plain-data form of game states: the basis of save digests and leak tests."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from typing import Any

from pydantic import BaseModel


def to_plain(obj: Any) -> Any:
    """Convert a state made of dataclasses, pydantic models and containers into JSON
    types, deterministically (sets are sorted, dict keys become strings)."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, enum.Enum):
        return to_plain(obj.value)
    if isinstance(obj, BaseModel):
        return {name: to_plain(getattr(obj, name)) for name in type(obj).model_fields}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, dict):
        items = [(_key(k), to_plain(v)) for k, v in obj.items()]
        return dict(sorted(items))
    if isinstance(obj, (list, tuple)):
        return [to_plain(v) for v in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((to_plain(v) for v in obj), key=_sort_key)
    raise TypeError(f"cannot convert {type(obj).__name__} to plain data")


def _key(k: Any) -> str:
    plain = to_plain(k)
    return plain if isinstance(plain, str) else json.dumps(plain, separators=(",", ":"))


def _sort_key(v: Any) -> str:
    return json.dumps(v, sort_keys=True, separators=(",", ":"))


def canonical_json(obj: Any) -> str:
    return json.dumps(to_plain(obj), sort_keys=True, separators=(",", ":"))


def digest(obj: Any) -> str:
    return hashlib.sha256(canonical_json(obj).encode()).hexdigest()
