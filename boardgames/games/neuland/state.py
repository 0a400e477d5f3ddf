"""The plain-data state of a Neuland match (spec 3.1).

Every field is public: Neuland has no hidden information (spec 7). ``clone`` is a fast
hand-written deep copy used by ``view`` and the greedy bot's look-ahead.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgames.games.neuland.board import Hex, Spot

PHASE_START_HUTS = "start_huts"
PHASE_TURN = "turn"
PHASE_ORDER_CUBES = "order_cubes"
PHASE_OVER = "over"


@dataclass(slots=True)
class Worker:
    """A product: one unit of ``good`` owned by ``owner``; ``lying`` means old."""

    owner: int
    good: str
    lying: bool = False


@dataclass(slots=True)
class Tile:
    """A building tile on the map. ``kind`` is "production" or "property"."""

    id: str
    kind: str
    terrain: str
    worker: Worker | None = None
    cubes: list[str] = field(default_factory=list)  # mines: top first
    metal: str | None = None  # smelters: the metal token's side while it holds a product
    coats: tuple[int, int] | None = None  # properties: (seat, count)

    def clone(self) -> Tile:
        w = self.worker
        return Tile(
            self.id,
            self.kind,
            self.terrain,
            None if w is None else Worker(w.owner, w.good, w.lying),
            list(self.cubes),
            self.metal,
            self.coats,
        )


@dataclass(slots=True)
class HexCell:
    terrain: str
    piece: str
    slots: list[Tile | None]

    def free_slot(self) -> int | None:
        for i, tile in enumerate(self.slots):
            if tile is None:
                return i
        return None

    def tiles(self) -> int:
        return sum(t is not None for t in self.slots)


@dataclass(slots=True)
class Player:
    name: str
    supply: int
    coats_left: int
    marker: int
    wheelbarrow: bool = True
    food_token: bool = True
    wood_token: bool = True
    huts_in_hand: bool = True
    first_turn_done: bool = False
    steps_taken: int = 0  # steps on the track so far, forfeited ones included

    def clone(self) -> Player:
        return Player(
            self.name,
            self.supply,
            self.coats_left,
            self.marker,
            self.wheelbarrow,
            self.food_token,
            self.wood_token,
            self.huts_in_hand,
            self.first_turn_done,
            self.steps_taken,
        )


@dataclass(slots=True)
class PendingOrder:
    """Cubes drawn for a mine, waiting for its owner's order (draw order)."""

    spot: Spot
    cubes: tuple[str, ...]


@dataclass(slots=True)
class NeulandState:
    players: list[Player]
    track_length: int  # N
    coats_per_player: int  # C
    hexes: dict[Hex, HexCell]
    display_production: dict[tuple[str, str], int]  # (building id, terrain) -> tiles left
    display_properties: dict[str, list[str]]  # field -> property ids, top first
    bag: dict[str, int]
    metal_tokens_free: int
    first_player: int
    round1_order: list[int]
    turn_limit: int | None
    t: int = 0
    active: int = 0
    s: int = 0
    phase: str = PHASE_START_HUTS
    pending_orders: list[PendingOrder] = field(default_factory=list)
    after_orders: str = "continue_turn"  # or "finish_turn"
    round1_index: int | None = 0
    turn_number: int = 0
    winner: int | None = None
    end_reason: str | None = None  # "last_coat" | "turn_limit"

    # -- small queries -------------------------------------------------------------------

    def tile(self, spot: Spot) -> Tile | None:
        cell = self.hexes.get((spot[0], spot[1]))
        if cell is None or not 0 <= spot[2] < len(cell.slots):
            return None
        return cell.slots[spot[2]]

    def spots(self) -> list[tuple[Spot, Tile]]:
        """Every placed tile with its spot, in reading order."""
        return [
            ((q, r, i), tile)
            for (q, r), cell in self.hexes.items()
            for i, tile in enumerate(cell.slots)
            if tile is not None
        ]

    def workers_of(self, seat: int) -> list[tuple[Spot, Worker]]:
        """The seat's products in reading order of their spots."""
        return [
            ((q, r, i), tile.worker)
            for (q, r), cell in self.hexes.items()
            for i, tile in enumerate(cell.slots)
            if tile is not None and tile.worker is not None and tile.worker.owner == seat
        ]

    @property
    def in_first_round(self) -> bool:
        return self.round1_index is not None

    @property
    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    def __deepcopy__(self, memo: dict[int, object]) -> NeulandState:
        return self.clone()

    def clone(self) -> NeulandState:
        return NeulandState(
            players=[p.clone() for p in self.players],
            track_length=self.track_length,
            coats_per_player=self.coats_per_player,
            hexes={
                h: HexCell(c.terrain, c.piece, [None if t is None else t.clone() for t in c.slots])
                for h, c in self.hexes.items()
            },
            display_production=dict(self.display_production),
            display_properties={f: list(ids) for f, ids in self.display_properties.items()},
            bag=dict(self.bag),
            metal_tokens_free=self.metal_tokens_free,
            first_player=self.first_player,
            round1_order=list(self.round1_order),
            turn_limit=self.turn_limit,
            t=self.t,
            active=self.active,
            s=self.s,
            phase=self.phase,
            pending_orders=[PendingOrder(o.spot, o.cubes) for o in self.pending_orders],
            after_orders=self.after_orders,
            round1_index=self.round1_index,
            turn_number=self.turn_number,
            winner=self.winner,
            end_reason=self.end_reason,
        )
