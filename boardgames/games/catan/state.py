"""The plain-data state of a Neue Welt game.

Pieces on the board are flat lists indexed by crossing or edge id (-1 = empty) so that the
hot paths stay cheap; ``clone`` copies a state without ``copy.deepcopy`` (views and bots
copy states in their inner loops). The stage of the turn is ``phase``, the seat whose
decision it is ``active``, the seat whose turn it is ``turn_seat``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgames.games.catan.board import RESOURCES

EMPTY = -1


def empty_hand() -> dict[str, int]:
    return {r: 0 for r in RESOURCES}


@dataclass
class DevCard:
    id: str  # distinctive, e.g. "devcard-07-monopoly"
    type: str
    new: bool = False  # bought this turn (R98)


@dataclass
class Player:
    name: str
    nation: str
    fathers: list[str]
    hand: dict[str, int]
    gold: int
    roads_left: int
    settlements_left: int
    cities_left: int
    tokens_left: int
    ship: int | None  # hex of the ship; None once it has founded a settlement
    knights: int = 0
    knights_new: int = 0  # knights acquired this turn (R95)
    dev: list[DevCard] = field(default_factory=list)
    chips: list[str] = field(default_factory=list)  # ids of taken chips, public
    voucher_used: bool = False
    ship_link_to: int | None = None  # on the Magellan link towards this hex (R113)
    ship_link_paid: int = 0
    seen: set[int] = field(default_factory=set)  # chip fields looked at (the fact is public)
    reached: set[int] = field(default_factory=set)  # land hexes touched by his road ends
    road_length: int = 0
    # per-turn flags (R35)
    dev_played: bool = False
    ship_moved: bool = False
    settled: bool = False
    stuyvesant_used: bool = False
    revere_used: bool = False
    # public sizes, filled in by ``view`` (the hand and cards themselves may be redacted)
    card_count: int = 0
    dev_count: int = 0

    def cards(self) -> int:
        return sum(self.hand.values())

    def clone(self) -> Player:
        p = Player(**self.__dict__)
        p.fathers = list(self.fathers)
        p.hand = dict(self.hand)
        p.dev = [DevCard(c.id, c.type, c.new) for c in self.dev]
        p.chips = list(self.chips)
        p.seen = set(self.seen)
        p.reached = set(self.reached)
        return p


@dataclass
class Trade:
    """A domestic offer (spec 3.5): drafted, then answered, then confirmed."""

    give: dict[str, int] = field(
        default_factory=dict
    )  # item -> count; item is a resource or "gold"
    want: dict[str, int] = field(default_factory=dict)
    recipients: list[int] = field(default_factory=list)
    waiting: list[int] = field(default_factory=list)  # recipients still to answer, in order
    accepted: list[int] = field(default_factory=list)
    declined: list[int] = field(default_factory=list)

    def clone(self) -> Trade:
        return Trade(
            dict(self.give),
            dict(self.want),
            list(self.recipients),
            list(self.waiting),
            list(self.accepted),
            list(self.declined),
        )


@dataclass(frozen=True)
class Settings:
    """The match options as plain data (see rules.Options); frozen, so states and their
    views may share them."""

    gold_supply: int | None
    hidden_numbers: bool
    unused_nation_father: str
    setup_acquisition: bool
    start_crossings: str
    explore_rule: str
    father_pick: str
    magellan_link_steps: int
    ship_move_blocks: str
    knights_move_robber: bool
    gold_tradeable: bool
    max_turns: int | None


@dataclass
class State:
    settings: Settings
    players: list[Player]
    target: int
    start_player: int
    building: list[int]  # per crossing: owner seat or EMPTY
    city: list[bool]  # per crossing
    road: list[int]  # per edge: owner seat or EMPTY
    robber: int
    chips: dict[int, str | None]  # chip field -> chip id, None once taken ("?" in views)
    holders: dict[int, list[int]]  # chip field -> owner, partner, third holder
    bank: dict[str, int]
    bank_gold: int | None  # None = unlimited (option gold_supply)
    deck: list[str]  # development card ids, top last (contents hidden in views)
    deck_size: int
    knight_stack: int
    father_pile: list[str]
    fathers_out: list[str]  # set aside for this game
    played_dev: list[str] = field(default_factory=list)
    longest_road: int | None = None
    pacific: int | None = None
    gold_rush: int | None = None
    turn: int = 0  # 0 during setup
    turn_seat: int = 0  # whose turn it is
    phase: str = "setup_settlement"  # the stage of the turn: the pending decision's kind
    active: int = 0  # the seat whose decision it is
    return_phase: str = "setup"  # where follow-ups return: setup_acquire, pre_roll or main
    dice: tuple[int, int] | None = None
    production: dict[int, dict[str, int]] = field(default_factory=dict)  # last roll's gains
    setup_queue: list[int] = field(default_factory=list)
    setup_crossing: int = EMPTY  # the settlement awaiting its setup road
    discards: list[list[int]] = field(default_factory=list)  # [seat, cards still to return]
    victims: list[int] = field(default_factory=list)
    desoto_at: int = EMPTY
    rb_left: int = 0
    pick_left: int = 0
    stuy_target: int = EMPTY
    stuy_options: list[str] = field(default_factory=list)
    dewitt_field: int = EMPTY
    dewitt_owed: list[list[int]] = field(default_factory=list)  # [recipient, cards owed]
    trade: Trade | None = None
    offers_this_turn: int = 0
    winner: int | None = None
    over: bool = False
    last_reveal: str | None = None  # set by apply when hidden information was shown
    unknown_numbers: set[int] = field(default_factory=set)  # view only: numbers hidden from viewer

    @property
    def n(self) -> int:
        return len(self.players)

    def clone(self) -> State:
        s = State(**self.__dict__)
        s.players = [p.clone() for p in self.players]
        s.building = list(self.building)
        s.city = list(self.city)
        s.road = list(self.road)
        s.chips = dict(self.chips)
        s.holders = {k: list(v) for k, v in self.holders.items()}
        s.bank = dict(self.bank)
        s.deck = list(self.deck)
        s.father_pile = list(self.father_pile)
        s.fathers_out = list(self.fathers_out)
        s.played_dev = list(self.played_dev)
        s.production = {k: dict(v) for k, v in self.production.items()}
        s.setup_queue = list(self.setup_queue)
        s.discards = [list(d) for d in self.discards]
        s.victims = list(self.victims)
        s.stuy_options = list(self.stuy_options)
        s.dewitt_owed = [list(d) for d in self.dewitt_owed]
        s.trade = self.trade.clone() if self.trade else None
        s.unknown_numbers = set(self.unknown_numbers)
        return s


def chip_class(chip_id: str) -> str:
    """The class ("I", "II", "III") of a chip id such as "chip-III-4"."""
    return chip_id.split("-")[1]
