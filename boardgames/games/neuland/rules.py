"""The Neuland engine: the GameRules subclass tying the modules together (``RULES``)."""

from __future__ import annotations

import random
from typing import ClassVar

from pydantic import BaseModel

from boardgames.core.i18n import game_text, language
from boardgames.core.rules import (
    Action,
    Decision,
    Event,
    GameRules,
    Messages,
    ScoreBreakdown,
    SetupError,
    turn_of,
)
from boardgames.games.neuland import INFO, effects, invariants, legal, scoring, view
from boardgames.games.neuland.actions import NeulandAction
from boardgames.games.neuland.bots import GreedyBot
from boardgames.games.neuland.setup import Options, setup
from boardgames.games.neuland.state import (
    PHASE_ORDER_CUBES,
    PHASE_OVER,
    PHASE_START_HUTS,
    NeulandState,
)
from boardgames.games.neuland.text import (
    MESSAGES,
    describe,
    order_cubes_prompt,
    start_huts_prompt,
    turn_prompt,
)
from boardgames.games.neuland.view import sample_state as sample_from_view

# The decisions of turns (frozen values, asked for before every move), by seat, name, s, N
# and the language of their prompt.
_TURN_DECISIONS: dict[tuple[int, str, int, int, str], Decision] = {}

_, _n = game_text("neuland")


class NeulandRules(GameRules):
    info = INFO
    Options: ClassVar[type[BaseModel]] = Options
    action_type = NeulandAction
    has_private_information = False
    greedy_bot = GreedyBot
    messages: ClassVar[Messages] = MESSAGES

    def configure(self, players: int, options: BaseModel) -> tuple[BaseModel, list[str]]:
        options, notes = super().configure(players, options)
        first = getattr(options, "first_player", None)
        if first is not None and first >= players:
            raise SetupError(_("first_player must be a seat from 0 to {last}, not {first}").format(
                last=players - 1, first=first))
        return options, notes

    def setup(self, players: list[str], options: BaseModel, rng: random.Random) -> NeulandState:
        if not isinstance(options, Options):
            options = Options.model_validate(options.model_dump())
        self.configure(len(players), options)
        return setup(players, options, rng)

    def opening_events(self, state: NeulandState) -> list[Event]:
        names = [p.name for p in state.players]
        return [MESSAGES.event("opening", names, seat=state.first_player,
                               order=list(state.round1_order))]

    def pending(self, state: NeulandState) -> list[Decision]:
        if state.phase == PHASE_OVER:
            return []
        seat = state.active
        name = state.players[seat].name
        if state.phase == PHASE_START_HUTS:
            prompt = start_huts_prompt(name)
        elif state.phase == PHASE_ORDER_CUBES:
            prompt = order_cubes_prompt(name, state.pending_orders[0].spot)
        else:
            key = (seat, name, state.s, state.track_length, language())
            found = _TURN_DECISIONS.get(key)
            if found is None:
                if len(_TURN_DECISIONS) >= 1000:
                    _TURN_DECISIONS.clear()
                prompt = turn_prompt(name, state.s, state.track_length - 1)
                found = _TURN_DECISIONS[key] = Decision(seat=seat, kind=state.phase, prompt=prompt)
            return [found]
        return [Decision(seat=seat, kind=state.phase, prompt=prompt)]

    def legal_actions(self, state: NeulandState, seat: int) -> list[Action]:
        return legal.legal_actions(state, seat)

    def check(self, state: NeulandState, seat: int, action: Action) -> None:
        turn_of(self.pending(state), seat, [p.name for p in state.players])
        legal.check(state, seat, action)

    def apply(
        self, state: NeulandState, seat: int, action: Action, rng: random.Random
    ) -> list[Event]:
        return effects.apply(state, seat, action, rng)

    def view(self, state: NeulandState, seat: int | None) -> NeulandState:
        """Everything is public (spec 7): a copy of the whole state."""
        return view.view(state, seat)

    def sample_state(self, view: NeulandState, seat: int, rng: random.Random) -> NeulandState:
        return sample_from_view(view, seat, rng)

    def scores(self, state: NeulandState) -> ScoreBreakdown:
        return scoring.scores(state)

    def check_invariants(self, state: NeulandState) -> None:
        invariants.check_invariants(state)

    def describe(self, state: NeulandState, seat: int, action: Action) -> str:
        return describe(state, seat, action)


RULES = NeulandRules()
