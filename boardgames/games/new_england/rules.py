"""The New England engine: the GameRules subclass wiring the modules together. Setup in
setup.py, legality and its reasons in legal.py, effects in effects.py, views in view.py,
texts in text.py, scoring in scoring.py."""

from __future__ import annotations

import random
from functools import lru_cache

from pydantic import BaseModel

from boardgames.core.i18n import game_text
from boardgames.core.rules import (
    Action,
    Decision,
    Event,
    GameRules,
    ScoreBreakdown,
    SetupError,
)
from boardgames.games.new_england import INFO
from boardgames.games.new_england import effects as E
from boardgames.games.new_england import legal as L
from boardgames.games.new_england import setup as S
from boardgames.games.new_england.actions import NewEnglandAction
from boardgames.games.new_england.bots import GreedyBot
from boardgames.games.new_england.invariants import check_invariants
from boardgames.games.new_england.scoring import score
from boardgames.games.new_england.setup import NewEnglandOptions
from boardgames.games.new_england.state import NewEnglandState
from boardgames.games.new_england.text import MESSAGES, describe
from boardgames.games.new_england.view import sample_state, view

__all__ = ["RULES", "NewEnglandOptions", "NewEnglandRules"]

_, _n = game_text("new_england")


@lru_cache(maxsize=4096)
def _decision(seat: int, kind: str, prompt: str) -> Decision:
    """Decisions are frozen: the few distinct ones of a match are built once each."""
    return Decision(seat=seat, kind=kind, prompt=prompt)


class NewEnglandRules(GameRules):
    info = INFO
    Options = NewEnglandOptions
    action_type = NewEnglandAction
    has_private_information = False
    messages = MESSAGES
    free_action_kinds = frozenset({"move_figure"})
    greedy_bot = GreedyBot

    def configure(self, players: int, options: BaseModel) -> tuple[BaseModel, list[str]]:
        options, notes = super().configure(players, options)
        assert isinstance(options, NewEnglandOptions)
        start = options.start_player
        if start != "random" and not 0 <= start < players:
            raise SetupError(_("start_player must be 'random' or a seat from 0 to {last}").format(
                last=players - 1))
        if options.layout == "first_game" and options.families == "random":
            notes = [*notes, _("the first-game layout fixes the families; 'families' is "
                               "ignored")]
        return options, notes

    def setup(self, players: list[str], options: BaseModel, rng: random.Random) -> NewEnglandState:
        assert isinstance(options, NewEnglandOptions)
        return S.setup(players, options, rng)

    def opening_events(self, state: NewEnglandState) -> list[Event]:
        return S.opening_events(state)

    def pending(self, state: NewEnglandState) -> list[Decision]:
        kind_seat = L.decision(state)
        if kind_seat is None:
            return []
        kind, seat = kind_seat
        return [_decision(seat, kind, L.decision_prompt(state, kind, seat))]

    def legal_actions(self, state: NewEnglandState, seat: int) -> list[Action]:
        return L.legal_actions(state, seat)

    def check(self, state: NewEnglandState, seat: int, action: Action) -> None:
        L.check(state, seat, action)

    def apply(
        self, state: NewEnglandState, seat: int, action: Action, rng: random.Random
    ) -> list[Event]:
        return E.apply(state, seat, action, rng)

    def view(self, state: NewEnglandState, seat: int | None) -> NewEnglandState:
        return view(state, seat)

    def sample_state(
        self, view: NewEnglandState, seat: int, rng: random.Random
    ) -> NewEnglandState:
        return sample_state(view, seat, rng)

    def scores(self, state: NewEnglandState) -> ScoreBreakdown:
        return score(state)

    def check_invariants(self, state: NewEnglandState) -> None:
        check_invariants(state)

    def describe(self, state: NewEnglandState, seat: int, action: Action) -> str:
        return describe(state, seat, action)


RULES = NewEnglandRules()
