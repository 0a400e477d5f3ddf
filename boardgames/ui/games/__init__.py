"""Each game's screen, imported when a match of that game starts."""

from __future__ import annotations

import importlib

_SCREENS: dict[str, str] = {
    "new_england": "boardgames.ui.games.new_england.screen:NewEnglandScreen",
    "carcassonne": "boardgames.ui.games.carcassonne.screen:CarcassonneScreen",
    "neuland": "boardgames.ui.games.neuland.screen:NeulandScreen",
    "catan": "boardgames.ui.games.catan.screen:CatanScreen",
    "bohnanza": "boardgames.ui.games.bohnanza.screen:BohnanzaScreen",
}
_LOADED: dict[str, type] = {}


def register_screen(game_id: str, screen: type) -> None:
    """Use ``screen`` for ``game_id`` (the tests register the toy game's screen)."""
    _LOADED[game_id] = screen


def screen_class(game_id: str) -> type:
    if game_id not in _LOADED:
        module, _, name = _SCREENS[game_id].partition(":")
        _LOADED[game_id] = getattr(importlib.import_module(module), name)
    return _LOADED[game_id]
