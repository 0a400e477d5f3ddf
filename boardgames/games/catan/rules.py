"""Catan "Neue Welt" (spec shared/rules/catan_neue_welt.md): the GameRules of the scenario,
wiring the game's modules together, and its options."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from boardgames.core.rules import (
    Action,
    Decision,
    Event,
    GameRules,
    IllegalAction,
    ScoreBreakdown,
    SetupError,
    turn_of,
)
from boardgames.games.catan import INFO, effects, invariants, legal, scoring, setup, text, view
from boardgames.games.catan import actions as A
from boardgames.games.catan.bots import GreedyBot
from boardgames.games.catan.data import data
from boardgames.games.catan.state import Settings, State
from boardgames.games.catan.text import MESSAGES, PROMPTS


def _choices(choices: dict[Any, str]) -> Any:
    """The option's choices for the setup screen (keys may be booleans or numbers, which
    pydantic's JSON type does not describe)."""
    return {"choices": choices}


def _default(option: str) -> Any:
    return data().option_default(option)


class Options(BaseModel):
    """The game options of spec 6.10; defaults come from the data file."""

    model_config = ConfigDict(extra="forbid")

    gold_supply: int | None = Field(
        _default("gold_supply"), ge=0, title="Gold supply",
        description="gold in the bank; empty = unlimited",
        json_schema_extra={"none": "Unlimited"})
    hidden_numbers: bool = Field(
        _default("hidden_numbers"), title="Number tokens",
        description="number tokens hidden under the chips",
        json_schema_extra=_choices({False: "Face up", True: "Hidden under the chips"}))
    unused_nation_father: Literal["removed", "pile"] = Field(
        _default("unused_nation_father"), title="Spare father (3 pl.)",
        description="with 3 players, the undealt nation's father leaves the game or joins "
                    "the pile",
        json_schema_extra=_choices({"removed": "Leaves the game", "pile": "Joins the pile"}))
    setup_acquisition: bool = Field(
        _default("setup_acquisition"), title="Start acquisition",
        description="acquire rights right after the setup",
        json_schema_extra=_choices({True: "Yes", False: "No"}))
    start_crossings: Literal["all5", "fixed_I_only"] = Field(
        _default("start_crossings"), title="Start crossings",
        description="which marked crossings may be chosen",
        json_schema_extra=_choices({"all5": "All 5 marked crossings",
                                       "fixed_I_only": "Only at a fixed I field"}))
    explore_rule: Literal["endpoints", "sides"] = Field(
        _default("explore_rule"), title="Exploring",
        description="a road explores the fields at its ends, or along its sides",
        json_schema_extra=_choices({"endpoints": "Fields at the road's ends",
                                       "sides": "Fields along the road"}))
    father_pick: Literal["choose", "draw"] = Field(
        _default("father_pick"), title="Founding father",
        description="a new city chooses its founding father or draws",
        json_schema_extra=_choices({"choose": "Chosen from the pile",
                                       "draw": "Drawn at random"}))
    magellan_link_steps: Literal[1, 2, 3] = Field(
        _default("magellan_link_steps"), title="Magellan link",
        description="ship steps the Magellan link costs",
        json_schema_extra=_choices({1: "1 ship step", 2: "2 ship steps",
                                       3: "3 ship steps"}))
    ship_move_blocks: Literal["all_settlements", "ship_settlement"] = Field(
        _default("ship_move_blocks"), title="Ship moved",
        description="moving the ship forbids any settlement that turn, or only by ship",
        json_schema_extra=_choices({"all_settlements": "No settling that turn",
                                       "ship_settlement": "No settling by ship"}))
    knights_move_robber: bool = Field(
        _default("knights_move_robber"), title="Knights and robber",
        description="knights may be played for the robber",
        json_schema_extra=_choices({True: "Knights move it", False: "They do not"}))
    gold_tradeable: bool = Field(
        _default("gold_tradeable"), title="Trading gold",
        description="gold may be traded between players",
        json_schema_extra=_choices({True: "Allowed", False: "Not allowed"}))
    max_turns: int | None = Field(
        _default("max_turns"), ge=1, title="Turn limit",
        description="safety limit for bot games; empty = none",
        json_schema_extra={"none": "No limit"})


@lru_cache(maxsize=4096)
def _decision(seat: int, kind: str, prompt: str) -> Decision:
    """Decisions are frozen: the few distinct ones of a match are built once each."""
    return Decision(seat=seat, kind=kind, prompt=prompt)


class CatanRules(GameRules):
    info = INFO
    Options = Options
    action_type = A.CatanAction
    has_private_information = True
    messages = MESSAGES
    # an offer can be opened and cancelled without limit: bots ration it
    free_action_kinds = frozenset({"offer_trade"})
    greedy_bot = GreedyBot

    def configure(self, players: int, options: BaseModel) -> tuple[BaseModel, list[str]]:
        options, notes = super().configure(players, options)
        assert isinstance(options, Options)
        start_gold = data().per_player.start.gold * players
        if options.gold_supply is not None and options.gold_supply < start_gold:
            raise SetupError(f"{players} players need at least {start_gold} gold pieces")
        defaults = Options()
        changed = [k for k, v in options.model_dump().items() if getattr(defaults, k) != v]
        notes += [f"option {k} = {getattr(options, k)}" for k in changed]
        return options, notes

    def setup(self, players: list[str], options: BaseModel, rng: random.Random) -> State:
        assert isinstance(options, Options)
        return setup.new_game(players, Settings(**options.model_dump()), rng)

    def pending(self, state: State) -> list[Decision]:
        if state.over:
            return []
        phase = state.phase
        prompt = PROMPTS[phase]
        if phase == "discard":
            prompt = f"discard {state.discards[0][1]} more card(s) for the 7"
        name = state.players[state.active].name
        return [_decision(state.active, phase, f"{name}: {prompt}")]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return legal.legal(state, seat)

    def check(self, state: State, seat: int, action: Action) -> None:
        turn_of(self.pending(state), seat, [p.name for p in state.players])
        reason = legal.problem(state, seat, action)
        if reason is not None:
            raise IllegalAction(reason)

    def apply(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
        return effects.apply(state, seat, action, rng)

    def view(self, state: State, seat: int | None) -> State:
        return view.view(state, seat)

    def sample_state(self, v: State, seat: int, rng: random.Random) -> State:
        return view.sample_state(v, seat, rng)

    def secrets(self, state: State, seat: int) -> list[Any]:
        return view.secrets(state, seat)

    def undo_barrier(self, state: State, seat: int, action: Action) -> str | None:
        return state.last_reveal

    def scores(self, state: State) -> ScoreBreakdown:
        return scoring.scores(state)

    def check_invariants(self, state: State) -> None:
        invariants.check_invariants(state)

    def opening_events(self, state: State) -> list[Event]:
        lines = [effects.event(state, "nation", seat=s, nation=p.nation, father=p.fathers[0])
                 for s, p in enumerate(state.players)]
        lines.append(effects.event(state, "starts", seat=state.start_player))
        return lines

    def describe(self, state: State, seat: int, action: Action) -> str:
        return text.describe(state, seat, action)


RULES = CatanRules()
