"""The New England engine (the GameRules subclass): options, setup, decisions and their
legal actions. Legality and reasons live in legality.py, effects in effects.py, geometry in
board.py, texts in labels.py and describe.py."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from boardgames.core.rules import (
    Action,
    Decision,
    Event,
    GameRules,
    IllegalAction,
    ScoreBreakdown,
    SetupError,
    public,
)
from boardgames.games.new_england import INFO
from boardgames.games.new_england import actions as A
from boardgames.games.new_england import board as B
from boardgames.games.new_england import effects as E
from boardgames.games.new_england import legality as L
from boardgames.games.new_england.actions import NewEnglandAction
from boardgames.games.new_england.bots import GreedyBot
from boardgames.games.new_england.data import data
from boardgames.games.new_england.describe import describe
from boardgames.games.new_england.invariants import check_invariants
from boardgames.games.new_england.labels import cells_text, land_name, who
from boardgames.games.new_england.scoring import score
from boardgames.games.new_england.state import (
    FIGURES,
    PLACE_TILE,
    SHIP_BONUS,
    START_TILES,
    TURN,
    NewEnglandState,
    Supply,
)
from boardgames.games.new_england.view import clone


class NewEnglandOptions(BaseModel):
    """Game options (spec 2.1)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    layout: Literal["standard", "first_game"] = Field(
        "standard", title="Start tiles",
        description="players place their start tiles, or the first-game layout",
        json_schema_extra={"choices": {"standard": "Players place them",
                                       "first_game": "First-game layout"}})
    start_player: Literal["random"] | int = Field(
        "random", title="Start player",
        description="the seat that starts, or random (on the command line seats count "
                    "from 0: 0 is the first seat)",
        json_schema_extra={"seat": True, "choices": {"random": "Random"}})
    families: Literal["seat_order", "random"] = Field(
        "seat_order", title="Families",
        description="families by seat (A, H, P, W) or drawn at random",
        json_schema_extra={"choices": {"seat_order": "By seat (A, H, P, W)",
                                       "random": "Drawn at random"}})
    supply_hint: Literal["gauge", "none"] = Field(
        "gauge", title="Supply hint",
        description="show how full the bag and deck look, or nothing",
        json_schema_extra={"choices": {"gauge": "Gauges of bag and deck", "none": "None"}})


@lru_cache(maxsize=4096)
def _decision(seat: int, kind: str, prompt: str) -> Decision:
    """Decisions are frozen: the few distinct ones of a match are built once each."""
    return Decision(seat=seat, kind=kind, prompt=prompt)


class NewEnglandRules(GameRules):
    info = INFO
    Options = NewEnglandOptions
    action_type = NewEnglandAction
    has_private_information = False
    free_action_kinds = frozenset({"move_figure"})
    greedy_bot = GreedyBot

    # -- setup -------------------------------------------------------------------------

    def configure(self, players: int, options: BaseModel) -> tuple[BaseModel, list[str]]:
        options, notes = super().configure(players, options)
        assert isinstance(options, NewEnglandOptions)
        start = options.start_player
        if start != "random" and not 0 <= start < players:
            raise SetupError(f"start_player must be 'random' or a seat from 0 to {players - 1}")
        if options.layout == "first_game" and options.families == "random":
            notes = [*notes, "the first-game layout fixes the families; 'families' is ignored"]
        return options, notes

    def setup(self, players: list[str], options: BaseModel, rng: random.Random) -> NewEnglandState:
        assert isinstance(options, NewEnglandOptions)
        d = data()
        n = len(players)
        if not d.raw.players["min"] <= n <= d.raw.players["max"]:
            raise SetupError(f"New England takes 3-4 players, not {n}")
        if options.layout == "first_game":
            entry = d.layout.three_player_families if n == 3 else d.layout.four_player_families
            families = list(entry.value)
        elif options.families == "random":
            families = rng.sample(list(d.family_order), n)
        else:
            families = list(d.family_order[:n])
        start = rng.randrange(n) if options.start_player == "random" else int(options.start_player)
        state = NewEnglandState(
            names=list(players),
            families=families,
            start_player=start,
            supply_hint=options.supply_hint,
            supply=Supply(bag=dict(d.bag), deck=dict(d.deck)),
            gauges=None,
            money=[d.start_money] * n,
            discs=[None] * n,
            played=[[] for _ in range(n)],
            figures=[dict.fromkeys(FIGURES, 0) for _ in range(n)],
            figure_supply=dict(d.figure_supply),
            start_tiles=[list(d.families[f].start_tiles) for f in families],
            regions=[{land: [] for land in d.lands} for _ in range(n)],
            owned=[[] for _ in range(n)],
        )
        E.update_gauges(state)
        if options.layout == "first_game":
            seat_of = {fam: seat for seat, fam in enumerate(families)}
            for entry_tile in d.layout.tiles:
                seat = seat_of.get(entry_tile.family)
                if seat is not None:
                    E.add_tile(state, seat, entry_tile.land, tuple(sorted(entry_tile.cells)))
                    state.start_tiles[seat].remove(entry_tile.land)
            E.begin_round(state)
        else:
            order = [(start - 1 - i) % n for i in range(n)]
            state.placement_order = order * d.start_tile_rounds
            E.auto_choose_start(state)
        return state

    def opening_events(self, state: NewEnglandState) -> list[Event]:
        d = data()
        events = [
            public(f"{state.names[s]} plays the {d.families[f].name} family ({f})")
            for s, f in enumerate(state.families)
        ]
        events.append(public(f"Start player: {who(state, state.start_player)}"))
        if state.phase != START_TILES:
            for tile in sorted(state.tiles.values(), key=lambda t: t.key):
                events.append(
                    public(
                        f"{who(state, tile.owner)}'s {land_name(tile.land)} start tile "
                        f"is on {cells_text(tile.cells)}"
                    )
                )
            events.extend(E.phase_one_events(state))
        return events

    # -- decisions ---------------------------------------------------------------------

    def pending(self, state: NewEnglandState) -> list[Decision]:
        kind_seat = L.decision(state)
        if kind_seat is None:
            return []
        kind, seat = kind_seat
        return [_decision(seat, kind, L.prompt(state, kind, seat))]

    def legal_actions(self, state: NewEnglandState, seat: int) -> list[Action]:
        kind_seat = L.decision(state)
        if kind_seat is None or kind_seat[1] != seat:
            return []
        kind = kind_seat[0]
        d = data()
        if kind == "choose_start_tile":
            return [A.choose_start_tile(land) for land in state.start_tiles[seat]]
        if kind == "place_start_tile":
            land = state.chosen_start or ""
            starts = A.start_tile_actions()
            return [starts[i] for i in B.start_placement_indices(state, seat, land)]
        if kind == "choose_offer_size":
            return [A.choose_offer_size(n) for n in range(d.min_tiles, d.max_tiles + 1)]
        if kind == "take_disc":
            taken = set(state.discs)
            return [A.take_disc(v) for v in d.discs if v not in taken]
        if kind == SHIP_BONUS:
            acts: list[Action] = [A.draw_extra(s) for s in L.bonus_sources(state)]
            return [*acts, A.DECLINE_EXTRA]
        if kind == TURN:
            return self._turn_actions(state, seat)
        if kind == PLACE_TILE:
            assert state.holding is not None
            return [A.place_tile(c) for c in B.tile_cells(state, seat, state.holding.id)]
        return self._use_card_actions(state, seat)

    def _turn_actions(self, state: NewEnglandState, seat: int) -> list[Action]:
        # buy_reason and usable_stored for every slot and barn at once: each land's room
        # and each card's use are worked out once
        d = data()
        facts = B.SeatFacts(state, seat)
        acts: list[Action] = []
        offer = state.offer
        price = state.discs[seat] or 0
        if offer and state.purchases < d.max_purchases and state.money[seat] >= price:
            buy = A.buy
            known: dict[str, bool] = {}  # by item id (land letters never name a card)
            for slot in sorted(offer):
                item = offer[slot]
                ok = known.get(item.id)
                if ok is None:
                    if item.kind == "tile":
                        ok = facts.has_tile_cell(item.id)
                    else:
                        ok = facts.card_usable(item.id) or facts.empty_barn()
                    known[item.id] = ok
                if ok:
                    acts.append(buy(slot))
        for key, card_id in facts.stored():
            if facts.card_usable(card_id):
                acts.append(A.play_stored(key))
        acts.append(A.END_TURN)
        move = A.move_figure
        acts.extend([move(src, dest) for src, dest in facts.moves()])
        return acts

    def _use_card_actions(self, state: NewEnglandState, seat: int) -> list[Action]:
        assert state.holding is not None
        card = data().cards[state.holding.id]
        acts: list[Action]
        if card.figure is not None:
            acts = [A.place_figure(k) for k in B.figure_targets(state, seat, card.figure)]
        else:
            acts = [A.develop(c) for c in B.develop_placements(state, seat, card.id)]
        if not state.from_barn and B.empty_barns(state, seat):
            acts.append(A.STORE_CARD)
        return acts

    # -- checking ----------------------------------------------------------------------

    def check(self, state: NewEnglandState, seat: int, action: Action) -> None:
        kind_seat = L.decision(state)
        if kind_seat is None:
            raise IllegalAction("the game is over")
        kind, active = kind_seat
        if seat != active:
            raise IllegalAction(f"it is not your turn; {who(state, active)} is to act")
        if action.kind not in L.ANSWERS[kind]:
            raise IllegalAction(
                f"{action.kind.replace('_', ' ')} is not possible now: "
                f"{L.prompt(state, kind, seat)}"
            )
        reason = L.reason(state, seat, action)
        if reason:
            raise IllegalAction(reason)

    # -- applying ----------------------------------------------------------------------

    def apply(
        self, state: NewEnglandState, seat: int, action: Action, rng: random.Random
    ) -> list[Event]:
        handler = E.HANDLERS[action.kind]
        return handler(state, seat, action, rng)

    # -- views, scores, invariants -----------------------------------------------------

    def view(self, state: NewEnglandState, seat: int | None) -> NewEnglandState:
        """A copy without the bag and deck (contents and counts); only the gauges,
        and not even those with ``supply_hint = none``."""
        seen = clone(state)
        seen.supply = None
        if state.supply_hint == "none":
            seen.gauges = None
        return seen

    def scores(self, state: NewEnglandState) -> ScoreBreakdown:
        return score(state)

    def check_invariants(self, state: NewEnglandState) -> None:
        check_invariants(state)

    def describe(self, state: NewEnglandState, seat: int, action: Action) -> str:
        return describe(state, seat, action)


RULES = NewEnglandRules()
