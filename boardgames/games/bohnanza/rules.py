"""Bohnanza with La Isla Bohnita: the GameRules of the three modes (base, lib, duel)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, Field

from boardgames.core.rules import (
    Action,
    Decision,
    Event,
    GameRules,
    IllegalAction,
    ScoreBreakdown,
    SetupError,
    private,
    public,
)
from boardgames.games.bohnanza import INFO, flow, moves, trade
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.bots import GreedyBot
from boardgames.games.bohnanza.data import bean_name, config, game_data, harbour_name
from boardgames.games.bohnanza.describe import describe_action
from boardgames.games.bohnanza.legal import legal_actions, reason
from boardgames.games.bohnanza.prompts import public_prompt
from boardgames.games.bohnanza.scoring import scores
from boardgames.games.bohnanza.state import (
    MARKET,
    OVER,
    RAID_RESPONSE,
    BohnanzaState,
    SeatState,
    Ship,
)
from boardgames.games.bohnanza.text import SHIP_NAMES
from boardgames.games.bohnanza.view import BohnanzaView, build_view
from boardgames.games.bohnanza.zones import bean_of, fits, hand_add

TIE_BREAKS = ("furthest_clockwise_from_start", "most_hand_cards")


def _default(name: str) -> Any:
    return game_data().options[name].default


class BohnanzaOptions(BaseModel):
    isla_bohnita: bool = Field(
        default_factory=lambda: bool(_default("isla_bohnita")),
        title="La Isla Bohnita",
        description="play with La Isla Bohnita (ships, pirates; the duel with 2 players)",
        json_schema_extra={"choices": {True: "On", False: "Off (base game)"}},
    )
    bean_expansion: bool = Field(
        default_factory=lambda: bool(_default("bean_expansion")),
        title="Bean expansion",
        description="add the bean expansion set (switched on by itself for 6-7 players)",
        json_schema_extra={"choices": {True: "On", False: "Off"}},
    )
    tie_break: Literal["furthest_clockwise_from_start", "most_hand_cards"] = Field(
        default_factory=lambda: _default("tie_break"),
        title="Tie-break",
        description="who wins a tie on coins",
        json_schema_extra={"choices": {
            "furthest_clockwise_from_start": "Furthest clockwise from start",
            "most_hand_cards": "Most cards in hand",
        }},
    )
    start_player: Literal["random"] | int = Field(
        "random",
        title="Start player",
        description="the seat that starts, or random (on the command line seats count "
                    "from 0: 0 is the first seat)",
        json_schema_extra={"seat": True, "choices": {"random": "Random"}},
    )


def game_mode(players: int, isla_bohnita: bool) -> str:
    if not isla_bohnita:
        return "base"
    return "duel" if players == 2 else "lib"


Handler = Callable[[BohnanzaState, int, Any, random.Random], list[Event]]

# Decisions are frozen values asked for before every move: kept by (seat, kind, prompt).
_DECISIONS: dict[tuple[int, str, str], Decision] = {}


class BohnanzaRules(GameRules):
    info = INFO
    Options = BohnanzaOptions
    action_type = act.BohnanzaAction
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
        counts = game_data().player_counts[mode]
        if players not in counts.with_expansion:
            if mode == "base" and players == 2:
                raise SetupError(
                    "2 players are only possible with La Isla Bohnita (the duel); "
                    "switch La Isla Bohnita on"
                )
            raise SetupError(f"Bohnanza ({mode}) cannot be played by {players} players")
        if not options.bean_expansion and players not in counts.without_expansion:
            options = options.model_copy(update={"bean_expansion": True})
            notes.append(
                f"{players} players need the bean expansion set (Coffee, Brandy and Cocoa "
                "Beans): it is switched on."
            )
        if isinstance(options.start_player, int) and not 0 <= options.start_player < players:
            raise SetupError(f"the start player must be a seat from 0 to {players - 1}")
        return options, notes

    def setup(self, players: list[str], options: BaseModel, rng: random.Random) -> BohnanzaState:
        opts, _ = self.configure(len(players), options)
        assert isinstance(opts, BohnanzaOptions)
        n = len(players)
        mode = game_mode(n, opts.isla_bohnita)
        cfg = config(mode, opts.bean_expansion, n)
        start = rng.randrange(n) if opts.start_player == "random" else int(opts.start_player)
        seats = [
            SeatState(
                name=name,
                fields=[[] for _ in range(cfg.start_fields)],
                ships={"m1": Ship()} if cfg.island else {},
            )
            for name in players
        ]
        state = BohnanzaState(
            mode=mode,
            expansion=opts.bean_expansion,
            n=n,
            tie_break=opts.tie_break,
            start=start,
            seats=seats,
            active=start,
            decider=start,
        )
        state.draw = list(cfg.cids)
        rng.shuffle(state.draw)
        if cfg.island:
            for h in cfg.harbours:
                state.rows[h] = [state.draw.pop() for _ in range(cfg.row_cards)]
        for pos, count in enumerate(cfg.hand_deal):
            seat = state.seats[(start + pos) % n]
            for _ in range(count):
                hand_add(state, seat, state.draw.pop())
        flow.start_turn(state, rng, [])
        return state

    def opening_events(self, state: BohnanzaState) -> list[Event]:
        names = [s.name for s in state.seats]
        events = [public(f"{names[state.start]} is the start player.")]
        for h, row in state.rows.items():
            beans = ", ".join(bean_name(bean_of(state, c)) for c in row)
            events.append(public(f"{harbour_name(h)}: {beans} (front first)."))
        for i, s in enumerate(state.seats):
            beans = ", ".join(bean_name(bean_of(state, c)) for c in s.hand)
            events.append(public(f"{s.name} is dealt {len(s.hand)} cards."))
            events.append(private(f"Your starting hand (front first): {beans}.", i))
        events.append(public(f"Turn 1: {names[state.active]}."))
        return events

    # -- play ----------------------------------------------------------------------------

    def pending(self, state: BohnanzaState) -> list[Decision]:
        if state.dp == OVER:
            return []
        key = (state.decider, state.dp, public_prompt(state))
        found = _DECISIONS.get(key)
        if found is None:
            if len(_DECISIONS) >= 4096:
                _DECISIONS.clear()
            found = _DECISIONS[key] = Decision(seat=key[0], kind=key[1], prompt=key[2])
        return [found]

    def legal_actions(self, state: BohnanzaState, seat: int) -> list[Action]:
        return legal_actions(state, seat)

    def check(self, state: BohnanzaState, seat: int, action: Action) -> None:
        if action not in legal_actions(state, seat):
            raise IllegalAction(reason(state, seat, action))

    def apply(
        self, state: BohnanzaState, seat: int, action: Action, rng: random.Random
    ) -> list[Event]:
        state.barrier = None
        events = HANDLERS[action.kind](state, seat, action, rng)
        flow.after_action(state, rng, events)
        return events

    def undo_barrier(self, state: BohnanzaState, seat: int, action: Action) -> str | None:
        return state.barrier

    def view(self, state: BohnanzaState, seat: int | None) -> BohnanzaView:
        return build_view(state, seat)

    def scores(self, state: BohnanzaState) -> ScoreBreakdown:
        return scores(state)

    def secrets(self, state: BohnanzaState, seat: int) -> list[Any]:
        return list(state.seats[seat].hand)

    def describe(self, state: BohnanzaState, seat: int, action: Action) -> str:
        return describe_action(state, seat, action)

    def check_invariants(self, state: BohnanzaState) -> None:
        check_invariants(state)


def check_invariants(state: BohnanzaState) -> None:
    cfg = state.cfg
    zones = [state.draw, state.discard, state.set_aside, state.face_up, *state.rows.values()]
    for s in state.seats:
        zones += [s.hand, s.coins, s.received, *s.fields, *(sh.cargo for sh in s.ships.values())]
    counted = Counter(c for z in zones for c in z)
    assert len(counted) == sum(counted.values()), "a card is in two zones"
    assert set(counted) == set(cfg.cids), "cards were created or lost"
    assert set(state.chained) <= set(state.face_up), "a chained card left the face-up cards"
    if state.mode != "duel":
        assert not state.set_aside, "only the duel sets coins aside"
    for i, s in enumerate(state.seats):
        assert s.stats.coins() == len(s.coins), f"seat {i}: coin counters differ from coin stack"
        assert set(s.arrival) == set(s.hand), f"seat {i}: hand bookkeeping differs"
        order = [s.arrival[c] for c in s.hand]
        assert order == sorted(order), f"seat {i}: hand order changed"
        assert cfg.start_fields <= len(s.fields) <= cfg.max_fields
        for lot in [*s.fields, *(sh.cargo for sh in s.ships.values())]:
            assert all(fits(state, lot, bean_of(state, c)) for c in lot), "mixed beans in a lot"
        for sid, ship in s.ships.items():
            assert sid == "pirate" or ship.location in ("home", *cfg.harbours)
    if state.dp != OVER:
        assert 0 <= state.decider < state.n
    if state.dp == RAID_RESPONSE:
        assert state.raid is not None and state.raid[0] == state.decider


# -- handlers --------------------------------------------------------------------------------


def _plant_front(state: BohnanzaState, seat: int, a: Any, rng: random.Random) -> list[Event]:
    state.barrier = "a hand card was shown"
    return moves.do_plant_front(state, a.field)


def _duel_discard(state: BohnanzaState, seat: int, a: Any, rng: random.Random) -> list[Event]:
    state.barrier = "a hand card was shown"
    return moves.do_duel_discard(state, a.cid)


def _end_planting(state: BohnanzaState, seat: int, a: Any, rng: random.Random) -> list[Event]:
    events: list[Event] = [public(f"{state.seats[seat].name} ends planting.")]
    flow.reveal(state, rng, events)
    return events


def _raid(state: BohnanzaState, seat: int, a: Any, rng: random.Random) -> list[Event]:
    state.raided.append((a.target, a.ship))
    state.raid = (a.target, a.ship)
    victim = state.seats[a.target]
    cargo = victim.ships[a.ship].cargo
    events = [
        public(
            f"{state.seats[seat].name}'s pirate ship attacks {victim.name}'s "
            f"{SHIP_NAMES[a.ship]} ({moves.lot_label(state, cargo)})."
        )
    ]
    if moves.raid_value(state):
        state.dp = RAID_RESPONSE
        state.decider = a.target
        return events
    state.barrier = "a raid was resolved"
    events.append(public(f"The cargo is worth nothing, so {victim.name} must give up a bean."))
    return events + moves.raid_surrender(state)


def _raid_answer(sell: bool) -> Handler:
    def handler(state: BohnanzaState, seat: int, a: Any, rng: random.Random) -> list[Event]:
        events = moves.raid_sell(state) if sell else moves.raid_surrender(state)
        state.dp = MARKET
        state.decider = state.active
        state.barrier = "a raid was resolved"
        return events

    return handler


def _done_final(state: BohnanzaState, seat: int, a: Any, rng: random.Random) -> list[Event]:
    state.queue.pop(0)
    events = [public(f"{state.seats[seat].name} is done loading.")]
    flow.next_final(state, rng, events)
    return events


def _end_market(state: BohnanzaState, seat: int, a: Any, rng: random.Random) -> list[Event]:
    events: list[Event] = []
    flow.end_market(state, rng, events)
    return events


def _simple(fn: Callable[..., list[Event]], *fields: str, seat: bool = False) -> Handler:
    """A handler calling ``fn(state, [seat], *action fields)``."""

    def handler(state: BohnanzaState, s: int, a: Any, rng: random.Random) -> list[Event]:
        args = [getattr(a, f) for f in fields]
        return fn(state, s, *args) if seat else fn(state, *args)

    return handler


HANDLERS: dict[str, Handler] = {
    "plant_front": _plant_front,
    "end_planting": _end_planting,
    "duel_discard": _duel_discard,
    "plant_pending": _simple(moves.do_plant_pending, "cid", "field", seat=True),
    "harvest": _simple(moves.do_harvest, "field", "dest", seat=True),
    "sell_cargo": _simple(moves.do_sell_cargo, "ship", seat=True),
    "transfer_cargo": _simple(moves.do_transfer, "src", "dst", seat=True),
    "buy": _simple(moves.do_buy, "item", seat=True),
    "sail": _simple(moves.do_sail, "ship", "to", "extra"),
    "raid": _raid,
    "raid_sell": _raid_answer(True),
    "raid_surrender": _raid_answer(False),
    "end_market": _end_market,
    "done_final": _done_final,
    "propose": lambda st, s, a, r: trade.open_draft(st, s, "propose", a.to),
    "ask_table": lambda st, s, a, r: trade.open_draft(st, s, "ask_table", None),
    "open_call": lambda st, s, a, r: trade.open_call(st),
    "counter": lambda st, s, a, r: trade.open_draft(st, s, "counter", st.active),
    "offer": lambda st, s, a, r: trade.open_draft(st, s, "offer", st.active),
    "counter_back": lambda st, s, a, r: trade.open_draft(st, s, "counter_back", a.partner),
    "accept": lambda st, s, a, r: trade.accept(st, s),
    "decline": lambda st, s, a, r: trade.answer(st, s, "declined"),
    "pass": lambda st, s, a, r: trade.answer(st, s, "passed"),
    "confirm": _simple(trade.confirm, "partner"),
    "close_review": lambda st, s, a, r: trade.close_review(st),
    "draft_give": _simple(trade.toggle_give, "cid"),
    "draft_want": _simple(trade.change_want, "bean", "delta"),
    "draft_send": lambda st, s, a, r: trade.send(st),
    "draft_cancel": lambda st, s, a, r: trade.cancel(st),
    "pick": _simple(trade.pick_card, "cid"),
}

RULES = BohnanzaRules()
