"""The registry of games: metadata up front, engines imported on first use.

The suite's games are listed in ``boardgames.games`` (``GAMES``), which the registry
imports by name the first time it is asked — core never imports a game's code itself."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from boardgames.core.info import GameInfo

if TYPE_CHECKING:
    from boardgames.core.rules import GameRules


class UnknownGame(KeyError):
    def __str__(self) -> str:
        from boardgames.core.i18n import _

        return _("unknown game {game}; try: {games}").format(game=repr(self.args[0]),
                                                             games=", ".join(game_ids()))


CATALOG = "boardgames.games"

_INFOS: dict[str, GameInfo] = {}
_RULES: dict[str, GameRules] = {}
_catalog_loaded = False


def _load_catalog() -> None:
    global _catalog_loaded
    if not _catalog_loaded:
        _catalog_loaded = True
        importlib.import_module(CATALOG)


def register(info: GameInfo, rules: GameRules | None = None) -> None:
    """Add a game. Pass ``rules`` for a game defined in place (the tests do); otherwise
    the engine is imported from ``info.module`` on first use."""
    _INFOS[info.id] = info
    if rules is not None:
        _RULES[info.id] = rules
    else:
        _RULES.pop(info.id, None)


def unregister(game_id: str) -> None:
    _INFOS.pop(game_id, None)
    _RULES.pop(game_id, None)


def game_ids() -> list[str]:
    _load_catalog()
    return list(_INFOS)


def infos() -> list[GameInfo]:
    _load_catalog()
    return list(_INFOS.values())


def info(game_id: str) -> GameInfo:
    _load_catalog()
    try:
        return _INFOS[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def rules(game_id: str) -> GameRules:
    found = _RULES.get(game_id)
    if found is None:
        module = importlib.import_module(info(game_id).module)
        found = _RULES[game_id] = module.RULES
    return found
