"""Builders of Bohnanza situations for the rule tests. Cards are always moved between zones
(never created), so ``check_invariants`` holds in every built situation."""

from __future__ import annotations

import random

from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.effects import hand_add
from boardgames.games.bohnanza.rules import RULES, BohnanzaOptions
from boardgames.games.bohnanza.state import MARKET, BohnanzaState, Ship

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace"]
ALICE, BOB, CAROL, DAVE = 0, 1, 2, 3


def new_game(
    mode: str = "lib", players: int = 4, expansion: bool = False, seed: int = 1, start: int = 0
) -> BohnanzaState:
    opts = BohnanzaOptions(
        isla_bohnita=mode != "base", bean_expansion=expansion, start_player=start
    )
    return RULES.setup(NAMES[:players], opts, random.Random(seed))


def beans(st: BohnanzaState, cids: list[str]) -> list[str]:
    return [st.cfg.bean_of[c] for c in cids]


def _all_zones(st: BohnanzaState) -> list[list[str]]:
    zones = [st.draw, st.discard, st.set_aside, st.face_up, *st.rows.values()]
    for s in st.seats:
        zones += [s.hand, s.coins, s.received, *s.fields, *(sh.cargo for sh in s.ships.values())]
    return zones


def take(st: BohnanzaState, bean: str) -> str:
    """Remove one card of ``bean`` from the bottom of the draw pile (else the discard pile),
    so that cards stacked on top stay in place."""
    for pile in (st.draw, st.discard):
        for i, cid in enumerate(pile):
            if st.cfg.bean_of[cid] == bean:
                return pile.pop(i)
    raise AssertionError(f"no {bean} left in the piles")


def stack_draw(st: BohnanzaState, order: list[str]) -> None:
    """Put cards of these beans on top of the draw pile, to be taken in this order."""
    cards = [take(st, b) for b in order]
    st.draw.extend(reversed(cards))


def release(st: BohnanzaState, cards: list[str]) -> None:
    """Put cards back at the bottom of the draw pile."""
    st.draw[:0] = cards


def set_hand(st: BohnanzaState, seat: int, hand: list[str]) -> list[str]:
    s = st.seats[seat]
    release(st, s.hand)
    s.hand = []
    s.arrival = {}
    for b in hand:
        hand_add(st, s, take(st, b))
    return list(s.hand)


def set_field(st: BohnanzaState, seat: int, index: int, bean: str | None, n: int = 0) -> None:
    s = st.seats[seat]
    while len(s.fields) <= index:
        s.fields.append([])
    release(st, s.fields[index])
    s.fields[index] = [take(st, bean) for _ in range(n)] if bean else []


def set_coins(st: BohnanzaState, seat: int, n: int) -> None:
    """Give a seat ``n`` coins, booked as field harvests so the counters stay right."""
    s = st.seats[seat]
    release(st, s.coins)
    s.coins = [st.draw.pop() for _ in range(n)]
    s.stats.field_coins = n + s.stats.spent - s.stats.cargo_coins


def set_ship(
    st: BohnanzaState, seat: int, ship: str, bean: str | None = None, n: int = 0, at: str = "home"
) -> Ship:
    s = st.seats[seat]
    old = s.ships.get(ship)
    if old is not None:
        release(st, old.cargo)
    s.ships[ship] = Ship(location=at, cargo=[take(st, bean) for _ in range(n)] if bean else [])
    return s.ships[ship]


def set_row(st: BohnanzaState, harbour: str, row: list[str]) -> None:
    release(st, st.rows[harbour])
    st.rows[harbour] = [take(st, b) for b in row]


def set_face_up(st: BohnanzaState, face_up: list[str]) -> list[str]:
    release(st, st.face_up)
    st.face_up = [take(st, b) for b in face_up]
    return list(st.face_up)


def set_discard(st: BohnanzaState, top_first: list[str]) -> None:
    """The discard pile, given from the top down."""
    release(st, st.discard)
    st.discard = [take(st, b) for b in reversed(top_first)]


def clear_fields(st: BohnanzaState) -> None:
    for seat in range(st.n):
        for i in range(len(st.seats[seat].fields)):
            set_field(st, seat, i, None)


def to_market(st: BohnanzaState, face_up: list[str] | None = None) -> None:
    """Jump to A's market decision in phase 2 with the given face-up cards."""
    st.phase = MARKET
    st.active = st.turn_player
    st.planted_from_hand = 1
    if face_up is not None:
        set_face_up(st, face_up)


def play(st: BohnanzaState, seat: int, action: act.Action, seed: int = 0) -> list:
    """Check and apply one action, then the invariants."""
    RULES.check(st, seat, action)
    events = RULES.apply(st, seat, action, random.Random(seed))
    RULES.check_invariants(st)
    return events


def legal(st: BohnanzaState, seat: int) -> list[act.Action]:
    return RULES.legal_actions(st, seat)


def compose(st: BohnanzaState, seat: int, opening: act.Action, give=(), want=None) -> list:
    """Open a draft, add the cards and wanted beans, and send it."""
    events = play(st, seat, opening)
    for cid in give:
        play(st, seat, act.draft_give(cid))
    for bean, n in (want or {}).items():
        for _ in range(n):
            play(st, seat, act.draft_want(bean, 1))
    return events + play(st, seat, act.DRAFT_SEND)


def park(st: BohnanzaState, n: int, seat: int = 2) -> None:
    """Move ``n`` cards from the draw pile onto a seat's coin stack (booked as harvests),
    to shrink the draw pile without losing cards."""
    s = st.seats[min(seat, st.n - 1)]
    for _ in range(n):
        s.coins.append(st.draw.pop(0))
    s.stats.field_coins += n


def draw_pile(st: BohnanzaState, size: int, discard: int | None = None) -> None:
    """Leave exactly ``size`` cards in the draw pile (and ``discard`` in the discard pile)."""
    if discard is not None:
        park(st, len(st.discard), 3)
        st.discard = st.draw[:discard]
        del st.draw[:discard]
    park(st, len(st.draw) - size)
