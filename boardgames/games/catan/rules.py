"""Catan "Neue Welt": the GameRules of the scenario (spec shared/rules/catan_neue_welt.md)."""

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
)
from boardgames.games.catan import INFO, effects, moves, scoring, view
from boardgames.games.catan import actions as A
from boardgames.games.catan.bots import GreedyBot
from boardgames.games.catan.data import father_name, load
from boardgames.games.catan.state import Settings, State


def _default(option: str) -> Any:
    return load().option_default(option)


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
        json_schema_extra={"choices": {False: "Face up", True: "Hidden under the chips"}})
    unused_nation_father: Literal["removed", "pile"] = Field(
        _default("unused_nation_father"), title="Spare father (3 pl.)",
        description="with 3 players, the undealt nation's father leaves the game or joins "
                    "the pile",
        json_schema_extra={"choices": {"removed": "Leaves the game", "pile": "Joins the pile"}})
    setup_acquisition: bool = Field(
        _default("setup_acquisition"), title="Start acquisition",
        description="acquire rights right after the setup",
        json_schema_extra={"choices": {True: "Yes", False: "No"}})
    start_crossings: Literal["all5", "fixed_I_only"] = Field(
        _default("start_crossings"), title="Start crossings",
        description="which marked crossings may be chosen",
        json_schema_extra={"choices": {"all5": "All 5 marked crossings",
                                       "fixed_I_only": "Only at a fixed I field"}})
    explore_rule: Literal["endpoints", "sides"] = Field(
        _default("explore_rule"), title="Exploring",
        description="a road explores the fields at its ends, or along its sides",
        json_schema_extra={"choices": {"endpoints": "Fields at the road's ends",
                                       "sides": "Fields along the road"}})
    father_pick: Literal["choose", "draw"] = Field(
        _default("father_pick"), title="Founding father",
        description="a new city chooses its founding father or draws",
        json_schema_extra={"choices": {"choose": "Chosen from the pile",
                                       "draw": "Drawn at random"}})
    magellan_link_steps: Literal[1, 2, 3] = Field(
        _default("magellan_link_steps"), title="Magellan link",
        description="ship steps the Magellan link costs",
        json_schema_extra={"choices": {1: "1 ship step", 2: "2 ship steps",
                                       3: "3 ship steps"}})
    ship_move_blocks: Literal["all_settlements", "ship_settlement"] = Field(
        _default("ship_move_blocks"), title="Ship moved",
        description="moving the ship forbids any settlement that turn, or only by ship",
        json_schema_extra={"choices": {"all_settlements": "No settling that turn",
                                       "ship_settlement": "No settling by ship"}})
    knights_move_robber: bool = Field(
        _default("knights_move_robber"), title="Knights and robber",
        description="knights may be played for the robber",
        json_schema_extra={"choices": {True: "Knights move it", False: "They do not"}})
    gold_tradeable: bool = Field(
        _default("gold_tradeable"), title="Trading gold",
        description="gold may be traded between players",
        json_schema_extra={"choices": {True: "Allowed", False: "Not allowed"}})
    max_turns: int | None = Field(
        _default("max_turns"), ge=1, title="Turn limit",
        description="safety limit for bot games; empty = none",
        json_schema_extra={"none": "No limit"})


PROMPTS = {
    "setup_settlement": "place your start settlement on a marked crossing",
    "setup_road": "place your start road at the new settlement",
    "setup_acquire": "acquire rights (chips or purchases), then done",
    "pre_roll": "roll the dice (or play a card first)",
    "discard": "discard cards for the 7",
    "move_robber": "move the robber",
    "choose_victim": "choose whom to rob",
    "main": "build, buy, trade, or end the turn",
    "choose_father": "choose a founding father",
    "desoto_road": "de Soto: place a free road at the new settlement or decline",
    "rb_road": "Road Building: place a free road or stop",
    "pick_from_bank": "Pocahontas: take 2 resource cards from the bank",
    "stuyvesant_take": "Stuyvesant: take 1 card from the hand shown",
    "dewitt_pay": "de Witt: hand over the next resource card",
    "trade_compose": "compose your offer, then send it",
    "trade_response": "accept or decline the offer",
    "trade_confirm": "choose a trade partner or cancel",
}


@lru_cache(maxsize=4096)
def _decision(seat: int, kind: str, prompt: str) -> Decision:
    """Decisions are frozen: the few distinct ones of a match are built once each."""
    return Decision(seat=seat, kind=kind, prompt=prompt)


class CatanRules(GameRules):
    info = INFO
    Options = Options
    action_type = A.CatanAction
    has_private_information = True
    # an offer can be opened and cancelled without limit: bots ration it
    free_action_kinds = frozenset({"offer_trade"})
    greedy_bot = GreedyBot

    def configure(self, players: int, options: BaseModel) -> tuple[BaseModel, list[str]]:
        options, notes = super().configure(players, options)
        assert isinstance(options, Options)
        start_gold = load().per_player.start.gold * players
        if options.gold_supply is not None and options.gold_supply < start_gold:
            raise SetupError(f"{players} players need at least {start_gold} gold pieces")
        defaults = Options()
        changed = [k for k, v in options.model_dump().items() if getattr(defaults, k) != v]
        notes += [f"option {k} = {getattr(options, k)}" for k in changed]
        return options, notes

    def setup(self, players: list[str], options: BaseModel, rng: random.Random) -> State:
        assert isinstance(options, Options)
        return effects.new_game(players, Settings(**options.model_dump()), rng)

    def pending(self, state: State) -> list[Decision]:
        if state.over:
            return []
        phase = state.phase
        prompt = PROMPTS[phase]
        if phase == "discard":
            prompt = f"discard {state.discards[0][1]} more card(s) for the 7"
        name = state.players[state.actor].name
        return [_decision(state.actor, phase, f"{name}: {prompt}")]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return moves.legal(state, seat)

    def check(self, state: State, seat: int, action: Action) -> None:
        reason = moves.problem(state, seat, action)
        if reason is not None:
            raise IllegalAction(reason)

    def apply(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
        return effects.perform(state, seat, action, rng)

    def view(self, state: State, seat: int | None) -> State:
        return view.view(state, seat)

    def secrets(self, state: State, seat: int) -> list[Any]:
        return view.secrets(state, seat)

    def undo_barrier(self, state: State, seat: int, action: Action) -> str | None:
        return state.last_reveal

    def scores(self, state: State) -> ScoreBreakdown:
        return scoring.scores(state)

    def check_invariants(self, state: State) -> None:
        scoring.check_invariants(state)

    def opening_events(self, state: State) -> list[Event]:
        from boardgames.core.rules import public

        lines = [
            public(f"{p.name} plays {p.nation.title()} with {father_name(p.fathers[0])}")
            for p in state.players
        ]
        lines.append(public(f"{state.players[state.start_player].name} starts"))
        return lines

    def describe(self, state: State, seat: int, action: Action) -> str:
        return describe(state, seat, action)


def describe(state: State, seat: int, a: Action) -> str:
    """Short English labels of actions for buttons and menus."""
    names = [p.name for p in state.players]
    match a:
        case A.SetupSettlement(crossing=c) | A.BuildFreeSettlement(crossing=c):
            free = " (free)" if isinstance(a, A.BuildFreeSettlement) else ""
            return f"Settlement at crossing {c}{free}"
        case A.BuildSettlement(crossing=c, omit=o):
            return f"Settlement at crossing {c}" + (f" without {o}" if o else "")
        case (
            A.SetupRoad(edge=e)
            | A.BuildRoad(edge=e)
            | A.DesotoRoad(edge=e)
            | A.RoadBuildingRoad(edge=e)
        ):
            return f"Road on edge {e}"
        case A.BuildCity(crossing=c):
            return f"City at crossing {c}"
        case A.FoundByShip(crossing=c):
            return f"Found a settlement by ship at crossing {c}"
        case A.MoveShip(hex=h):
            return f"Sail the ship to #{h}"
        case A.MoveRobber(hex=h):
            return f"Robber to #{h}"
        case A.ChooseVictim(target=t):
            return f"Rob {names[t]}"
        case A.Discard(resource=r):
            return f"Discard 1 {r}"
        case A.Acquire(hex=h, payment=pay, cards=cards):
            how = {"none": "free", "knight": "for a knight"}.get(pay, "for " + " + ".join(cards))
            return f"Acquire #{h} from the Indians ({how})"
        case A.BuyRights(hex=h, payment=pay):
            return f"Buy rights to #{h} ({'resource cards' if pay == 'cards' else 'gold'})"
        case A.BankTrade(rate=rate, give=g, get=x):
            k = {"gold_for_resource": 1, "fugger_two_for_gold": 2}.get(rate, 4)
            return f"Europe: {k} {g} for 1 {x}"
        case A.PlayDevCard(card=card, resources=res):
            return f"Play {card.replace('_', ' ')}" + (f": {' + '.join(res)}" if res else "")
        case A.Stuyvesant(target=t, give=g):
            return f"Stuyvesant: give {names[t]} 1 {g}"
        case A.Revere(target=t):
            return f"Revere: buy a knight from {names[t]}"
        case A.ChooseFather(father=f):
            return f"Take {next(x.name for x in load().founding_fathers if x.id == f)}"
        case A.PickFromBank(resources=res):
            return "Take " + (" + ".join(res) or "nothing")
        case A.StuyvesantTake(resource=r):
            return f"Take 1 {r}"
        case A.DewittPay(resource=r):
            return f"Pay 1 {r}"
        case A.AddGive(item=i):
            return f"Offer 1 {i}"
        case A.AddWant(item=i):
            return f"Ask for 1 {i}"
        case A.SendOffer(to=t):
            return "Send the offer to " + ("all" if t is None else names[t])
        case A.ConfirmTrade(partner=t):
            return f"Trade with {names[t]}"
    labels = {
        "done": "Done",
        "roll": "Roll the dice",
        "buy_dev_card": "Buy a development card",
        "play_knight": "Play a knight (move the robber)",
        "buy_knight": "Buy a knight",
        "offer_trade": "Offer a trade to players",
        "end_turn": "End the turn",
        "decline": "Decline the free road",
        "stop": "Stop placing roads",
        "cancel_trade": "Cancel the trade",
        "accept": "Accept the offer",
        "refuse": "Decline the offer",
    }
    return labels.get(a.kind, a.kind.replace("_", " "))


RULES = CatanRules()
