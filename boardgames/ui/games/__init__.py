"""Each game's screen, imported when a match of that game starts (``GameInfo.screen``)."""

from __future__ import annotations

import importlib

from boardgames.core import registry

_LOADED: dict[str, type] = {}


def register_screen(game_id: str, screen: type) -> None:
    """Use ``screen`` for ``game_id`` (the tests register the toy game's screen)."""
    _LOADED[game_id] = screen


def screen_class(game_id: str) -> type:
    if game_id not in _LOADED:
        module, _, name = registry.info(game_id).screen.partition(":")
        _LOADED[game_id] = getattr(importlib.import_module(module), name)
    return _LOADED[game_id]
