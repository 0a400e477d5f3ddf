"""The Neue Welt component data (assets/data/catan.json) as pydantic models; ``data()``
is the one cached loader.

The map is a reconstruction that lives only in the data file; nothing here or in the engine
hard-codes a hex, crossing or edge id.
"""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, ConfigDict

from boardgames.paths import data_file


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class Resource(_Model):
    id: str
    name_en: str
    bank_count: int
    glyph: str


class Terrain(_Model):
    id: str
    kind: str
    produces: str | None
    needs_rights: bool
    has_chip: bool
    has_value_zone: bool
    label: str


class Hex(_Model):
    id: int
    q: int
    r: int
    kind: str
    terrain: str
    name: str
    number: int | None = None
    value_zone: int | None = None
    chip_slot: str | None = None
    region: str | None = None
    navigable: bool = False
    magellan_only: bool = False
    ship_start: bool = False
    neighbours: dict[str, int | None]
    corners: dict[str, int | None]
    sides: dict[str, int | None]


class Crossing(_Model):
    id: int
    hexes: list[tuple[int, int]]
    hex_ids: list[int | None]
    land_hex_ids: list[int]
    adjacent: list[int]
    edges: list[int]
    start: bool
    pacific: bool
    gold_mountain: bool
    ship_hex_ids: list[int]


class Edge(_Model):
    id: int
    crossings: tuple[int, int]
    hexes: list[tuple[int, int]]
    hex_ids: list[int | None]


class Marked(_Model):
    start_crossing_ids: list[int]
    pacific_crossing_ids: list[int]
    gold_mountain_hex_ids: list[int]
    gold_mountain_crossing_ids: list[int]
    gold_river_hex_ids: list[int]
    desert_hex_id: int
    robber_start_hex_id: int
    ship_start_hex_id: int
    fixed_I_hex_ids: list[int]


class ShipData(_Model):
    navigable_hex_ids: list[int]
    start_hex_id: int
    adjacency: list[tuple[int, int]]
    magellan_only_hex_id: int
    magellan_link: tuple[int, int]
    settle_crossings_by_hex: dict[int, list[int]]


class MapData(_Model):
    hexes: list[Hex]
    crossings: list[Crossing]
    edges: list[Edge]
    marked: Marked
    ship: ShipData
    number_tokens: dict[str, object]


class IndianChips(_Model):
    counts: dict[str, int]
    victory_points: dict[str, int]
    fixed: dict[str, object]
    random_pool: dict[str, int]
    random_hex_ids: list[int]


class Cost(_Model):
    id: str
    cost: dict[str, int] | str
    cost_with_washington: dict[str, int] | None = None


class DevCardType(_Model):
    id: str
    count: int


class DevDeck(_Model):
    cards: list[DevCardType]
    total: int


class Knights(_Model):
    stack: int
    cost_gold: int
    cost_gold_with_washington: int
    revere_price_gold: int


class Bank(_Model):
    resource_cards_per_type: int
    gold_pieces: int


class Colour(_Model):
    id: str
    glyph: str


class PerPlayerStart(_Model):
    gold: int


class PerPlayer(_Model):
    roads: int
    settlements: int
    cities: int
    ships: int
    resource_tokens: int
    start: PerPlayerStart
    colours: list[Colour]


class Father(_Model):
    id: str
    name: str
    nation: str | None
    category: str
    effect: str
    once_per_turn: bool
    summary_en: str


class Nation(_Model):
    id: str
    name_en: str
    father: str


class BonusCard(_Model):
    id: str
    vp: int
    min_length: int | None = None
    in_use: bool = True


class Victory(_Model):
    target_vp: dict[int, int]


class TradeRate(_Model):
    id: str
    who: str


class OptionData(_Model):
    id: str
    default: object
    values: list[object]
    meaning: str


class CatanData(_Model):
    resources: list[Resource]
    terrains: list[Terrain]
    map: MapData
    indian_chips: IndianChips
    build_costs: list[Cost]
    development_deck: DevDeck
    knights: Knights
    bank: Bank
    per_player: PerPlayer
    founding_fathers: list[Father]
    nations: list[Nation]
    bonus_cards: list[BonusCard]
    victory: Victory
    trade_rates: list[TradeRate]
    options: list[OptionData]
    checks: dict[str, object]

    def cost(self, item: str) -> dict[str, int]:
        for c in self.build_costs:
            if c.id == item and isinstance(c.cost, dict):
                return dict(c.cost)
        raise KeyError(item)

    def bonus_vp(self, card: str) -> int:
        return next(b.vp for b in self.bonus_cards if b.id == card)

    def option_default(self, option: str) -> object:
        return next(o.default for o in self.options if o.id == option)


@cache
def data() -> CatanData:
    return CatanData.model_validate_json(data_file("catan").read_text(encoding="utf-8"))


@cache
def father_name(father: str) -> str:
    """A founding father's name as the rulebook writes it (the log never shows an id)."""
    return next((f.name for f in data().founding_fathers if f.id == father), father)
