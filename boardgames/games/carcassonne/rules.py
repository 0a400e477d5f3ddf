"""New World: A Carcassonne Game as a state machine (spec sections 2-4): the wiring of
the engine's modules into the GameRules contract.

A turn is: draw (chance) -> place -> optionally deploy one settler -> score the
completed features one at a time (the active player chooses the order while two or
more wait) -> next seat. Nothing is hidden: the bag is an unordered multiset and each
draw is decided at draw time with the match RNG.
"""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from boardgames.core.i18n import game_text, gettext
from boardgames.core.rules import (
    Action,
    Decision,
    Event,
    GameRules,
    ScoreBreakdown,
    SetupError,
)
from boardgames.games.carcassonne import INFO, effects, invariants, legal, scoring, setup, text
from boardgames.games.carcassonne import view as views
from boardgames.games.carcassonne.actions import CarcassonneAction
from boardgames.games.carcassonne.bots import GreedyBot
from boardgames.games.carcassonne.data import GameData, data
from boardgames.games.carcassonne.setup import Options
from boardgames.games.carcassonne.state import OVER, State
from boardgames.games.carcassonne.text import MESSAGES

__all__ = ["RULES", "CarcassonneRules", "Options"]

_, _n = game_text("carcassonne")


@lru_cache(maxsize=4096)
def _decision(seat: int, kind: str, prompt: str) -> Decision:
    """Decisions are frozen: the few distinct ones of a match are built once each."""
    return Decision(seat=seat, kind=kind, prompt=prompt)


class CarcassonneRules(GameRules):
    info = INFO
    Options = Options
    action_type = CarcassonneAction
    has_private_information = False
    messages = MESSAGES
    greedy_bot = GreedyBot

    def __init__(self, data_path: str | Path | None = None) -> None:
        self.data: GameData = data(data_path)

    # -- setup ---------------------------------------------------------------------------

    def configure(self, players: int, options: BaseModel) -> tuple[BaseModel, list[str]]:
        options, notes = super().configure(players, options)
        problem = setup.first_player_problem(players, options)
        if problem:
            raise SetupError(problem)
        return options, notes

    def setup(self, players: list[str], options: BaseModel, rng: random.Random) -> State:
        n = len(players)
        if not self.min_players <= n <= self.max_players:
            raise SetupError(_("{title} takes {low}-{high} players, not {count}").format(
                title=gettext(self.title), low=self.min_players, high=self.max_players, count=n))
        return setup.initial_state(self.data, players, options, rng)

    def opening_events(self, state: State) -> list[Event]:
        return [MESSAGES.event("start", state.names, seat=state.active, tiles=state.tiles_left)]

    # -- decisions -----------------------------------------------------------------------

    def pending(self, state: State) -> list[Decision]:
        if state.phase == OVER:
            return []
        return [_decision(state.active, state.phase, text.prompt(state))]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return legal.legal_actions(state, self.data, seat)

    def check(self, state: State, seat: int, action: Action) -> None:
        legal.check(state, self.data, seat, action, self.pending(state))

    def apply(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
        return effects.apply(state, self.data, seat, action, rng)

    # -- reading -------------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> State:
        return views.view(state, seat)

    def sample_state(self, view: State, seat: int, rng: random.Random) -> State:
        return views.sample_state(view, seat, rng)

    def scores(self, state: State) -> ScoreBreakdown:
        return scoring.breakdown(state, over=state.phase == OVER)

    def check_invariants(self, state: State) -> None:
        invariants.check_invariants(state, self.data, self.pending(state))

    def describe(self, state: Any, seat: int, action: Action) -> str:
        found = text.describe(state, action)
        return super().describe(state, seat, action) if found is None else found


RULES = CarcassonneRules()
