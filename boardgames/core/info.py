"""What the menu, ``list`` and the registry know of a game without loading its engine.
A plain dataclass, so that the menu's first frame needs neither pydantic nor an engine."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    min_players: int
    max_players: int
    description: str
    module: str  # the module holding the GameRules subclass instance named RULES
    screen: str = ""  # "module:Class" of the game's screen (ui layer), imported on start
