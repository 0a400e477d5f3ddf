"""The plain-data state of a New England match and its phases.

``phase`` is the stage of the game: placing start tiles, the offer (phase 1), bidding
(phase 2), and in the buying turns of phase 3 the stage of the turn (the ship bonus, the
turn itself, placing a bought tile, using a bought card); ``active`` is the seat whose
decision it is."""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgames.games.new_england.data import Cell

# Phases of the state machine (spec section 3).
START_TILES = "start_tiles"
OFFER = "offer"
BID = "bid"
OVER = "over"

# The phases of a phase-3 buying turn (spec 3.3): their names are the decisions' kinds.
SHIP_BONUS = "ship_bonus"
TURN = "turn"
PLACE_TILE = "place_tile"
USE_CARD = "use_card"
BUY_PHASES = frozenset({SHIP_BONUS, TURN, PLACE_TILE, USE_CARD})

FIGURES = ("pilgrim", "barn", "ship")
MOVABLE = ("pilgrim", "ship")


@dataclass
class Tile:
    """A land tile on the board: one cell, or two for a start tile. Its key is its first
    cell (cells are sorted row-major)."""

    owner: int
    land: str
    cells: tuple[Cell, ...]
    coastal: bool = False  # some cell touches the sea
    developed: bool = False
    figure: str | None = None  # "pilgrim", "barn" or "ship"
    stored: str | None = None  # card id kept under a barn

    @property
    def key(self) -> Cell:
        return self.cells[0]

    @property
    def is_start(self) -> bool:
        return len(self.cells) > 1


@dataclass(frozen=True)
class Item:
    """An offer item: a land tile (``id`` = land type) or a card (``id`` = card id)."""

    kind: str  # "tile" or "card"
    id: str


@dataclass
class Supply:
    """What nobody may see: the bag and the deck (counts per land type / card id; draws
    are uniform through the match RNG) and the items that left the game. Every view
    replaces it with None; ``NewEnglandState.gauges`` carries the coarse levels."""

    bag: dict[str, int]
    deck: dict[str, int]
    removed: list[Item] = field(default_factory=list)

    @property
    def bag_count(self) -> int:
        return sum(self.bag.values())

    @property
    def deck_count(self) -> int:
        return sum(self.deck.values())


@dataclass
class NewEnglandState:
    names: list[str]
    families: list[str]  # family id per seat
    start_player: int
    supply_hint: str  # "gauge" or "none"
    supply: Supply | None  # None in every view
    gauges: dict[str, str] | None  # {"bag": level, "deck": level}; None if hidden
    money: list[int]
    discs: list[int | None]  # the disc each seat holds this round
    played: list[list[str]]  # played card ids per seat
    figures: list[dict[str, int]]  # figures on the board per seat and kind
    figure_supply: dict[str, int]
    start_tiles: list[list[str]]  # start tiles each seat still has to place
    regions: list[dict[str, list[Cell]]]  # cells of each seat's tiles by land type
    owned: list[list[Cell]]  # keys of each seat's tiles, sorted
    tiles: dict[Cell, Tile] = field(default_factory=dict)  # by tile key
    cell_tile: dict[Cell, Cell] = field(default_factory=dict)  # cell -> tile key
    phase: str = START_TILES
    round: int = 0
    # start-tile placement
    placement_order: list[int] = field(default_factory=list)
    placement_step: int = 0
    chosen_start: str | None = None
    # the offer: slots 1-9 regular, 10-13 the extra places X1-X4
    offer: dict[int, Item] = field(default_factory=dict)
    offer_size: int | None = None
    # bidding and the phase-3 turns
    bid_step: int = 0
    turn_order: list[int] = field(default_factory=list)
    turn_index: int = 0
    purchases: int = 0
    holding: Item | None = None  # the card or tile being used
    from_barn: bool = False  # the held card came out of a barn (no store option)

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def buying(self) -> bool:
        """True in the buying turns of phase 3."""
        return self.phase in BUY_PHASES

    @property
    def active(self) -> int | None:
        """The seat whose decision it is (in phase 3: whose turn it is); None when the
        game is over."""
        phase = self.phase
        if phase in BUY_PHASES:
            return self.turn_order[self.turn_index]
        if phase == BID:
            return (self.start_player + self.bid_step) % len(self.names)
        if phase == OFFER:
            return self.start_player
        if phase == START_TILES:
            return self.placement_order[self.placement_step]
        return None
