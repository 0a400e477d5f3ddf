"""Bohnanza with La Isla Bohnita: the GameRules of the three modes (base, lib, duel),
wiring the engine's modules together."""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import BaseModel, Field

from boardgames.core.events import join_words
from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import (
    Action,
    Decision,
    Event,
    GameRules,
    IllegalAction,
    ScoreBreakdown,
    SetupError,
)
from boardgames.games.bohnanza import INFO, effects, setup
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.bots import GreedyBot
from boardgames.games.bohnanza.data import data
from boardgames.games.bohnanza.invariants import check_invariants
from boardgames.games.bohnanza.legal import legal_actions, reason
from boardgames.games.bohnanza.scoring import scores
from boardgames.games.bohnanza.setup import game_mode
from boardgames.games.bohnanza.state import OVER, BohnanzaState
from boardgames.games.bohnanza.text import MESSAGES, bean_word, describe_action, public_prompt
from boardgames.games.bohnanza.view import BohnanzaView, build_view, sample_state

_, _n = game_text("bohnanza")

TIE_BREAKS = ("furthest_clockwise_from_start", "most_hand_cards")
MODE_NAMES = {"base": N_("Bohnanza"), "lib": N_("Bohnanza with La Isla Bohnita"),
              "duel": N_("The La Isla Bohnita duel")}


def _choices(choices: dict[Any, str]) -> Any:
    """The option's choices for the setup screen (keys may be booleans, which pydantic's
    JSON type does not describe)."""
    return {"choices": choices}


def _default(name: str) -> Any:
    return data().options[name].default


class BohnanzaOptions(BaseModel):
    isla_bohnita: bool = Field(
        default_factory=lambda: bool(_default("isla_bohnita")),
        title=N_("La Isla Bohnita"),
        description=N_("play with La Isla Bohnita (ships, pirates; the duel with 2 players)"),
        json_schema_extra=_choices({True: N_("On"), False: N_("Off (base game)")}),
    )
    bean_expansion: bool = Field(
        default_factory=lambda: bool(_default("bean_expansion")),
        title=N_("Bean expansion"),
        description=N_("add the bean expansion set (switched on by itself for 6-7 players)"),
        json_schema_extra=_choices({True: N_("On"), False: N_("Off")}),
    )
    tie_break: Literal["furthest_clockwise_from_start", "most_hand_cards"] = Field(
        default_factory=lambda: _default("tie_break"),
        title=N_("Tie-break"),
        description=N_("who wins a tie on coins"),
        json_schema_extra={"choices": {
            "furthest_clockwise_from_start": N_("Furthest clockwise from start"),
            "most_hand_cards": N_("Most cards in hand"),
        }},
    )
    start_player: Literal["random"] | int = Field(
        "random",
        title=N_("Start player"),
        description=N_("the seat that starts, or random (on the command line seats count "
                       "from 0: 0 is the first seat)"),
        json_schema_extra={"seat": True, "choices": {"random": N_("Random")}},
    )


# Decisions are frozen values asked for before every move: kept by (seat, kind, prompt).
_DECISIONS: dict[tuple[int, str, str], Decision] = {}


class BohnanzaRules(GameRules):
    info = INFO
    Options = BohnanzaOptions
    action_type = act.BohnanzaAction
    messages = MESSAGES
    has_private_information = True
    free_action_kinds = frozenset(
        {"harvest", "sell_cargo", "transfer_cargo", "buy", "draft_give", "draft_want"}
    )
    greedy_bot = GreedyBot

    # -- setup ---------------------------------------------------------------------------

    def configure(self, players: int, options: BaseModel) -> tuple[BaseModel, list[str]]:
        options, notes = super().configure(players, options)
        assert isinstance(options, BohnanzaOptions)
        notes = list(notes)
        mode = game_mode(players, options.isla_bohnita)
        counts = data().player_counts[mode]
        if players not in counts.with_expansion:
            if mode == "base" and players == 2:
                raise SetupError(_("2 players are only possible with La Isla Bohnita (the "
                                   "duel); switch La Isla Bohnita on"))
            raise SetupError(_n("{game} cannot be played by {count} player",
                                "{game} cannot be played by {count} players", players).format(
                game=_(MODE_NAMES[mode]), count=players))
        if not options.bean_expansion and players not in counts.without_expansion:
            options = options.model_copy(update={"bean_expansion": True})
            notes.append(_("{count} players need the bean expansion set ({beans}): it is "
                           "switched on.").format(count=players, beans=join_words(
                               [bean_word(b) for b in ("kaffee", "weinbrand", "kakao")])))
        if isinstance(options.start_player, int) and not 0 <= options.start_player < players:
            raise SetupError(_("the start player must be a seat from 0 to {last}").format(
                last=players - 1))
        return options, notes

    def setup(self, players: list[str], options: BaseModel, rng: random.Random) -> BohnanzaState:
        opts, _notes = self.configure(len(players), options)
        assert isinstance(opts, BohnanzaOptions)
        start = None if opts.start_player == "random" else int(opts.start_player)
        return setup.new_state(players, game_mode(len(players), opts.isla_bohnita),
                               opts.bean_expansion, opts.tie_break, start, rng)

    def opening_events(self, state: BohnanzaState) -> list[Event]:
        return setup.opening_events(state)

    # -- play ----------------------------------------------------------------------------

    def pending(self, state: BohnanzaState) -> list[Decision]:
        if state.phase == OVER:
            return []
        key = (state.active, state.phase, public_prompt(state))
        found = _DECISIONS.get(key)
        if found is None:
            if len(_DECISIONS) >= 4096:
                _DECISIONS.clear()
            found = _DECISIONS[key] = Decision(seat=key[0], kind=key[1], prompt=key[2])
        return [found]

    def legal_actions(self, state: BohnanzaState, seat: int) -> list[Action]:
        return legal_actions(state, seat)

    def check(self, state: BohnanzaState, seat: int, action: Action) -> None:
        # The game's own wording for "not your turn" ("it is Bob's decision now, not yours",
        # spec 7.6) is kept: ``legal.reason`` gives it, so core's ``turn_of`` is not used.
        if action not in legal_actions(state, seat):
            raise IllegalAction(reason(state, seat, action))

    def apply(
        self, state: BohnanzaState, seat: int, action: Action, rng: random.Random
    ) -> list[Event]:
        return effects.apply(state, seat, action, rng)

    def undo_barrier(self, state: BohnanzaState, seat: int, action: Action) -> str | None:
        return _(state.barrier) if state.barrier else None

    def view(self, state: BohnanzaState, seat: int | None) -> BohnanzaView:
        return build_view(state, seat)

    def sample_state(self, view: BohnanzaView, seat: int, rng: random.Random) -> BohnanzaState:
        return sample_state(view, seat, rng)

    def scores(self, state: BohnanzaState) -> ScoreBreakdown:
        return scores(state)

    def secrets(self, state: BohnanzaState, seat: int) -> list[Any]:
        return list(state.seats[seat].hand)

    def describe(self, state: BohnanzaState, seat: int, action: Action) -> str:
        return describe_action(state, seat, action)

    def check_invariants(self, state: BohnanzaState) -> None:
        check_invariants(state)


RULES = BohnanzaRules()
