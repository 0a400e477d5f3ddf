"""A tiny game with hidden hands, used to test the core and the UI frame without a real game.

Each seat is dealt three cards from a shuffled deck of c1..c9 (worth 1..9). In turn, a
seat either draws one more card (once per game, a chance step) or plays a card face up.
When every hand is empty, the highest sum of played cards wins. Hands are private; a free
"sort" action reorders one's own hand without limit.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from boardgames.core.rules import (
    Action,
    Decision,
    Event,
    GameInfo,
    GameRules,
    IllegalAction,
    Messages,
    ScoreBreakdown,
    turn_of,
)

INFO = GameInfo(
    id="toy",
    title="Toy Cards",
    min_players=2,
    max_players=3,
    description="A test game with hidden hands.",
    module="tests.toy_game",
)


class ToyOptions(BaseModel):
    hand_size: int = Field(default=3, ge=1, le=3)


class Play(Action):
    kind: Literal["play"] = "play"
    card: str


class Draw(Action):
    kind: Literal["draw"] = "draw"


class Sort(Action):
    kind: Literal["sort"] = "sort"


ToyAction = Annotated[Play | Draw | Sort, Field(discriminator="kind")]


@dataclass
class ToyState:
    names: list[str]
    hands: list[list[str]]
    played: list[list[str]]
    deck: list[str]
    drew: list[bool]
    turn: int = 0
    over: bool = False
    hidden: list[int] = field(default_factory=list)


MESSAGES = Messages({
    "hand": lambda p, names: f"Your hand: {p['cards']}",
    "draws": "{seat} draws a card",
    "drew": "You drew {card}",
    "plays": "{seat} plays {card}",
    "over": "The game is over",
})


class ToyRules(GameRules):
    info = INFO
    Options = ToyOptions
    action_type = ToyAction
    has_private_information = True
    free_action_kinds = frozenset({"sort"})
    messages = MESSAGES

    def setup(self, players, options, rng):
        deck = [f"c{i}" for i in range(1, 10)]
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(options.hand_size)] for _ in players]
        return ToyState(list(players), hands, [[] for _ in players], deck, [False] * len(players))

    def opening_events(self, state):
        return [MESSAGES.event("hand", state.names, to=[i], cards=list(h))
                for i, h in enumerate(state.hands)]

    def pending(self, state):
        if state.over:
            return []
        name = state.names[state.turn]
        return [Decision(seat=state.turn, kind="turn", prompt=f"{name}: play a card")]

    def legal_actions(self, state, seat):
        if state.over or seat != state.turn:
            return []
        acts: list[Action] = [Play(card=c) for c in state.hands[seat]]
        if not state.drew[seat] and state.deck:
            acts.append(Draw())
        if len(state.hands[seat]) > 1:
            acts.append(Sort())
        return acts

    def check(self, state, seat, action):
        turn_of(self.pending(state), seat, state.names)
        if isinstance(action, Play) and action.card not in state.hands[seat]:
            raise IllegalAction("you do not hold that card")
        if isinstance(action, Draw) and (state.drew[seat] or not state.deck):
            raise IllegalAction("you cannot draw again")
        if isinstance(action, Sort) and len(state.hands[seat]) < 2:
            raise IllegalAction("nothing to sort")

    def apply(self, state, seat, action, rng):
        names = state.names
        if isinstance(action, Sort):
            state.hands[seat].reverse()
            return []
        if isinstance(action, Draw):
            card = state.deck.pop(rng.randrange(len(state.deck)))
            state.hands[seat].append(card)
            state.drew[seat] = True
            return [MESSAGES.event("draws", names, seat=seat),
                    MESSAGES.event("drew", names, to=[seat], card=card)]
        state.hands[seat].remove(action.card)
        state.played[seat].append(action.card)
        events: list[Event] = [MESSAGES.event("plays", names, seat=seat, card=action.card)]
        if not any(state.hands):
            state.over = True
            events.append(MESSAGES.event("over", names))
        else:
            n = len(state.names)
            state.turn = (state.turn + 1) % n
            while not state.hands[state.turn]:
                state.turn = (state.turn + 1) % n
        return events

    def view(self, state, seat):
        seen = copy.deepcopy(state)
        seen.deck = []
        seen.hidden = [len(h) for h in state.hands]
        for i in range(len(seen.hands)):
            if i != seat:
                seen.hands[i] = []
        return seen

    def scores(self, state):
        points = [sum(int(c[1:]) for c in p) for p in state.played]
        return ScoreBreakdown.build([("played", "Cards played", points)], final=state.over)

    def check_invariants(self, state):
        cards = [c for h in state.hands for c in h] + [c for p in state.played for c in p]
        assert len(cards) + len(state.deck) == 9 and len(set(cards + state.deck)) == 9

    def secrets(self, state, seat):
        return list(state.hands[seat])


RULES = ToyRules()
