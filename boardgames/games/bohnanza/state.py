"""The game state: plain dataclasses (fast to copy, plain for saves and digests), and the
read-only predicates on its zones that every other module shares (what bean a card is, what
a lot pays, which field a bean fits, the cards a seat must still plant, ...).

Card ids (cids) are strings ``c000`` .. (spec 1.6); ``Config.bean_of`` maps them to beans.
Zone order conventions follow spec 1.6: ``draw``/``discard``/``coins`` have their top at the
end, a hand's front is index 0, rows have their front at index 0.

The vocabulary of the turn: ``phase`` is the decision point of the turn (one of the decision
kinds below, or ``over``), ``active`` the seat whose decision it is, and ``turn_player``
the seat whose turn it is (the rules' active player "A").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgames.games.bohnanza.board import HOME, MERCHANTS, PIRATE
from boardgames.games.bohnanza.data import Config, config, value

__all__ = ["HOME", "MERCHANTS", "PIRATE"]  # re-exported: the state's places

# Decision kinds (spec 3.1) and the end marker.
PLANT_HAND = "plant_hand"
MARKET = "market"
RESPOND = "respond"
REVIEW = "review"
RAID_RESPONSE = "raid_response"
PLANT_RECEIVED = "plant_received"
FINAL_WINDOW = "final_window"
OVER = "over"

# The answers to a trade proposal that A may still confirm or answer.
POSITIVE = ("accepted", "countered", "offered")


@dataclass(slots=True)
class Ship:
    location: str = HOME
    cargo: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Stats:
    """Per-seat counters of the score breakdown (spec 5)."""

    field_coins: int = 0
    cargo_coins: int = 0
    spent: int = 0
    final_fields: int = 0
    final_cargo: int = 0
    raid_lost: int = 0
    raid_captured: int = 0
    island_loaded: int = 0
    trades: int = 0
    purchases: list[str] = field(default_factory=list)

    def coins(self) -> int:
        return (
            self.field_coins + self.cargo_coins - self.spent + self.final_fields + self.final_cargo
        )


@dataclass(slots=True)
class SeatState:
    name: str
    hand: list[str] = field(default_factory=list)
    fields: list[list[str]] = field(default_factory=list)
    coins: list[str] = field(default_factory=list)
    received: list[str] = field(default_factory=list)
    ships: dict[str, Ship] = field(default_factory=dict)
    # hand cid -> arrival number; arrival numbers rise along the hand (hand order invariant)
    arrival: dict[str, int] = field(default_factory=dict)
    stats: Stats = field(default_factory=Stats)


@dataclass(slots=True)
class Proposal:
    """Terms of one trade message. ``give`` holds concrete cids of ``from_seat``; ``beans``
    and ``sources`` ('face_up' or 'hand') are their public description."""

    kind: str  # direct | table | open_call | counter | offer
    from_seat: int
    to_seat: int | None
    give: list[str]
    beans: list[str]
    sources: list[str]
    want: dict[str, int]


@dataclass(slots=True)
class Response:
    seat: int
    status: str  # accepted | countered | offered | declined | passed | void | confirmed
    cards: list[str] = field(default_factory=list)  # accepted: the responder's cids (private)
    beans: list[str] = field(default_factory=list)  # accepted: their beans (public)
    offer: Proposal | None = None  # countered / offered: the responder's own terms


@dataclass(slots=True)
class TradeRound:
    proposal: Proposal
    responders: list[int]
    responses: list[Response] = field(default_factory=list)
    reviewing: bool = False

    def response(self, seat: int) -> Response | None:
        for r in self.responses:
            if r.seat == seat:
                return r
        return None


@dataclass(slots=True)
class Draft:
    """A trade message being composed card by card (spec 3.14)."""

    seat: int
    purpose: str  # propose | ask_table | counter | offer | counter_back
    to_seat: int | None
    give: list[str] = field(default_factory=list)
    want: dict[str, int] = field(default_factory=dict)


@dataclass(slots=True)
class Pick:
    """Concrete cards being chosen to meet a ``want`` (Accept or Confirm)."""

    seat: int
    purpose: str  # accept | confirm
    partner: int  # for confirm: the review item's seat; for accept: the proposer
    need: dict[str, int]
    picked: list[str] = field(default_factory=list)


@dataclass(slots=True)
class BohnanzaState:
    mode: str
    expansion: bool
    n: int
    tie_break: str
    start: int
    seats: list[SeatState]
    draw: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)
    rows: dict[str, list[str]] = field(default_factory=dict)
    face_up: list[str] = field(default_factory=list)
    chained: list[str] = field(default_factory=list)  # face-up cids taken by the duel chain
    exhaustions: int = 0
    end_trigger: str = "none"  # none | during_reveal | during_draw
    turn: int = 1
    turn_player: int = 0  # the active player of the rules ("A"), whose turn it is
    phase: str = PLANT_HAND  # the decision point of the turn (a decision kind), or "over"
    active: int = 0  # the seat whose decision it is
    # per-turn state
    planted_from_hand: int = 0
    duel_discard_used: bool = False
    proposals_made: int = 0
    sailings_made: int = 0
    raided: list[tuple[int, str]] = field(default_factory=list)
    trade: TradeRound | None = None
    draft: Draft | None = None
    pick: Pick | None = None
    raid: tuple[int, str] | None = None  # the ship under attack during raid_response
    queue: list[int] = field(default_factory=list)  # seats still to come in a round
    arrivals: int = 0  # next hand arrival number
    barrier: str | None = None  # why the last action can never be undone (7.6 item 6)

    @property
    def cfg(self) -> Config:
        return config(self.mode, self.expansion, self.n)

    @property
    def over(self) -> bool:
        return self.phase == OVER


# -- predicates on the zones -----------------------------------------------------------------


def bean_of(state: BohnanzaState, cid: str) -> str:
    return state.cfg.bean_of[cid]


def lot_bean(state: BohnanzaState, cards: list[str]) -> str | None:
    """The bean of a field or cargo (all its cards share one), None when empty."""
    return state.cfg.bean_of[cards[0]] if cards else None


def fits(state: BohnanzaState, cards: list[str], bean: str) -> bool:
    """A field (or cargo) can take ``bean``: it is empty or holds that bean."""
    return not cards or state.cfg.bean_of[cards[0]] == bean


def harvestable(fields: list[list[str]], index: int, protect: bool = True) -> bool:
    """The field is not empty and the bean protection rule (R9) allows harvesting it."""
    cards = fields[index]
    if not cards:
        return False
    if not protect or len(cards) != 1:
        return True
    return all(len(f) < 2 for i, f in enumerate(fields) if i != index)


def lot_value(state: BohnanzaState, cards: list[str]) -> int:
    return value(state.cfg.bean_of[cards[0]], len(cards)) if cards else 0


def ship_location(ship_id: str, ship: Ship) -> str:
    """The pirate ship has no location of its own: it counts as home (D38)."""
    return HOME if ship_id == PIRATE else ship.location


def pending_cards(state: BohnanzaState, seat: int) -> list[str]:
    """Cards the seat must still plant: received cards, plus the face-up cards for A."""
    cards = state.seats[seat].received
    return state.face_up + cards if seat == state.turn_player else cards


def game_ended(state: BohnanzaState) -> bool:
    return state.exhaustions >= state.cfg.end_exhaustions


def fields_for(state: BohnanzaState, seat: SeatState, bean: str) -> list[int]:
    """The seat's fields that can take ``bean``: empty ones and those of that bean."""
    bean_of_card = state.cfg.bean_of
    return [i for i, f in enumerate(seat.fields) if not f or bean_of_card[f[0]] == bean]


def run_behind_front(state: BohnanzaState, row: list[str]) -> int:
    """How many cards directly behind the front card of an island row share its bean."""
    bean = bean_of(state, row[0])
    run = 0
    for cid in row[1:]:
        if bean_of(state, cid) != bean:
            break
        run += 1
    return run


def raid_value(state: BohnanzaState) -> int:
    """What the cargo under attack would pay if sold now."""
    assert state.raid is not None
    target, ship = state.raid
    return lot_value(state, state.seats[target].ships[ship].cargo)
