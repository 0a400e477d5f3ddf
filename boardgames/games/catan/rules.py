"""Catan "Neue Welt" (spec shared/rules/catan_neue_welt.md): the GameRules of the scenario,
wiring the game's modules together, and its options."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from boardgames.core.i18n import N_, game_text
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
from boardgames.games.catan.text import MESSAGES

_, _n = game_text("catan")


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
        _default("gold_supply"), ge=0, title=N_("Gold supply"),
        description=N_("gold in the bank; empty = unlimited"),
        json_schema_extra={"none": N_("Unlimited")})
    hidden_numbers: bool = Field(
        _default("hidden_numbers"), title=N_("Number tokens"),
        description=N_("number tokens hidden under the chips"),
        json_schema_extra=_choices({False: N_("Face up"), True: N_("Hidden under the chips")}))
    unused_nation_father: Literal["removed", "pile"] = Field(
        _default("unused_nation_father"), title=N_("Spare father (3 pl.)"),
        description=N_("with 3 players, the undealt nation's father leaves the game or joins "
                       "the pile"),
        json_schema_extra=_choices({"removed": N_("Leaves the game"),
                                       "pile": N_("Joins the pile")}))
    setup_acquisition: bool = Field(
        _default("setup_acquisition"), title=N_("Start acquisition"),
        description=N_("acquire rights right after the setup"),
        json_schema_extra=_choices({True: N_("Yes"), False: N_("No")}))
    start_crossings: Literal["all5", "fixed_I_only"] = Field(
        _default("start_crossings"), title=N_("Start crossings"),
        description=N_("which marked crossings may be chosen"),
        json_schema_extra=_choices({"all5": N_("All 5 marked crossings"),
                                       "fixed_I_only": N_("Only at a fixed I field")}))
    explore_rule: Literal["endpoints", "sides"] = Field(
        _default("explore_rule"), title=N_("Exploring"),
        description=N_("a road explores the fields at its ends, or along its sides"),
        json_schema_extra=_choices({"endpoints": N_("Fields at the road's ends"),
                                       "sides": N_("Fields along the road")}))
    father_pick: Literal["choose", "draw"] = Field(
        _default("father_pick"), title=N_("Founding father"),
        description=N_("a new city chooses its founding father or draws"),
        json_schema_extra=_choices({"choose": N_("Chosen from the pile"),
                                       "draw": N_("Drawn at random")}))
    magellan_link_steps: Literal[1, 2, 3] = Field(
        _default("magellan_link_steps"), title=N_("Magellan link"),
        description=N_("ship steps the Magellan link costs"),
        json_schema_extra=_choices({1: N_("1 ship step"), 2: N_("2 ship steps"),
                                       3: N_("3 ship steps")}))
    ship_move_blocks: Literal["all_settlements", "ship_settlement"] = Field(
        _default("ship_move_blocks"), title=N_("Ship moved"),
        description=N_("moving the ship forbids any settlement that turn, or only by ship"),
        json_schema_extra=_choices({"all_settlements": N_("No settling that turn"),
                                       "ship_settlement": N_("No settling by ship")}))
    knights_move_robber: bool = Field(
        _default("knights_move_robber"), title=N_("Knights and robber"),
        description=N_("knights may be played for the robber"),
        json_schema_extra=_choices({True: N_("Knights move it"), False: N_("They do not")}))
    gold_tradeable: bool = Field(
        _default("gold_tradeable"), title=N_("Trading gold"),
        description=N_("gold may be traded between players"),
        json_schema_extra=_choices({True: N_("Allowed"), False: N_("Not allowed")}))
    max_turns: int | None = Field(
        _default("max_turns"), ge=1, title=N_("Turn limit"),
        description=N_("safety limit for bot games; empty = none"),
        json_schema_extra={"none": N_("No limit")})


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
            raise SetupError(_("{players} players need at least {gold} gold pieces").format(
                players=players, gold=start_gold))
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
        name = state.players[state.active].name
        return [_decision(state.active, state.phase, f"{name}: {text.prompt(state)}")]

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
        return _(state.last_reveal) if state.last_reveal else None

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
