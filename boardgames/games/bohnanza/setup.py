"""The initial state (spec 2): the deck of the mode, the island rows, the hands dealt from
the start player on, and the first turn; and the events that announce it."""

from __future__ import annotations

import random

from boardgames.core.rules import Event
from boardgames.games.bohnanza.data import config
from boardgames.games.bohnanza.effects import event, hand_add, start_turn
from boardgames.games.bohnanza.state import BohnanzaState, SeatState, Ship, bean_of


def game_mode(players: int, isla_bohnita: bool) -> str:
    """base, lib (La Isla Bohnita) or duel (La Isla Bohnita with two players)."""
    if not isla_bohnita:
        return "base"
    return "duel" if players == 2 else "lib"


def new_state(players: list[str], mode: str, expansion: bool, tie_break: str,
              start: int | None, rng: random.Random) -> BohnanzaState:
    """A shuffled, dealt game; ``start`` None draws the start player."""
    n = len(players)
    cfg = config(mode, expansion, n)
    first = rng.randrange(n) if start is None else start
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
        expansion=expansion,
        n=n,
        tie_break=tie_break,
        start=first,
        seats=seats,
        turn_player=first,
        active=first,
    )
    state.draw = list(cfg.cids)
    rng.shuffle(state.draw)
    if cfg.island:
        for h in cfg.harbours:
            state.rows[h] = [state.draw.pop() for _ in range(cfg.row_cards)]
    for pos, count in enumerate(cfg.hand_deal):
        seat = state.seats[(first + pos) % n]
        for _ in range(count):
            hand_add(state, seat, state.draw.pop())
    start_turn(state, rng, [])
    return state


def opening_events(state: BohnanzaState) -> list[Event]:
    events = [event(state, "start_player", seat=state.start)]
    for h, row in state.rows.items():
        events.append(event(state, "island_row", harbour=h, beans=[bean_of(state, c) for c in row]))
    for i, s in enumerate(state.seats):
        events.append(event(state, "dealt", seat=i, count=len(s.hand)))
        events.append(event(state, "starting_hand", to=i, seat=i, cids=list(s.hand),
                            beans=[bean_of(state, c) for c in s.hand]))
    events.append(event(state, "turn", turn=state.turn, seat=state.turn_player))
    return events
