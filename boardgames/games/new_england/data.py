"""New England's component data: pydantic models of assets/data/new_england.json and the
derived tables the engine uses (land cells, neighbours, coast, card shapes in every
orientation). Nothing here is hard-coded: a corrected data file changes the game."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import BaseModel, ConfigDict

from boardgames.paths import data_file

Cell = tuple[int, int]


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class Entry(_Model):
    """A data value with its provenance."""

    value: Any
    provenance: str


class BoardData(_Model):
    rows: Entry
    cols: Entry
    missing_cells: Entry
    land_cell_count: Entry
    coastal_cells: Entry


class LandType(_Model):
    id: str
    name: str
    tiles_in_bag: int
    provenance: str


class Family(_Model):
    id: str
    name: str
    initial: str
    start_tiles: list[str]
    provenance: str


class ShapeData(_Model):
    cells: list[Cell]
    name: str
    orientations: int
    provenance: str


class ShapeTransforms(_Model):
    rotation: bool
    reflection: bool
    provenance: str


class CardData(_Model):
    id: str
    kind: str  # "land_development" or "figure"
    land: str | None
    figure: str | None
    shape: str | None
    cells: list[Cell] | None
    parcels: int
    vp: int
    copies: int
    provenance: str


class FigureSupply(_Model):
    count: int
    provenance: str


class Income(_Model):
    base: int
    per_pilgrim: int
    provenance: str


class LayoutTile(_Model):
    family: str
    land: str
    cells: list[Cell]
    provenance: str


class FirstGameLayout(_Model):
    provenance: str
    three_player_families: Entry
    four_player_families: Entry
    tiles: list[LayoutTile]


class OfferSlot(_Model):
    slot: int
    kind: str
    size: str
    provenance: str


class OfferData(_Model):
    slots: list[OfferSlot]
    total_items: Entry
    land_tiles_min: Entry
    land_tiles_max: Entry
    extra_slots_max: Entry


class RawData(_Model):
    """The data file as stored (the fields the engine reads)."""

    meta: dict[str, Any]
    players: dict[str, Any]
    board: BoardData
    land_types: list[LandType]
    land_tiles_total: Entry
    families: list[Family]
    bid_discs: dict[str, Any]
    offer: OfferData
    shapes: dict[str, ShapeData]
    shape_transforms: ShapeTransforms
    vp_by_parcel_count: Entry
    development_cards: list[CardData]
    development_cards_total: dict[str, Any]
    figure_supply: dict[str, FigureSupply]
    majority_bonus_vp: dict[str, dict[str, Any]]
    start_money: Entry
    income: Income
    purchases_per_turn_max: Entry
    start_tile_rounds: Entry
    first_game_layout: FirstGameLayout


def orientations(cells: list[Cell], rotation: bool, reflection: bool) -> list[tuple[Cell, ...]]:
    """The distinct shapes reachable from ``cells`` by 90-degree rotations and (if allowed)
    reflection, each normalised to start at (0, 0) and sorted row-major."""
    variants = [list(cells)]
    if reflection:
        variants.append([(r, -c) for r, c in cells])
    found: set[tuple[Cell, ...]] = set()
    for variant in variants:
        shape = variant
        for _ in range(4 if rotation else 1):
            top = min(r for r, _ in shape)
            left = min(c for _, c in shape)
            found.add(tuple(sorted((r - top, c - left) for r, c in shape)))
            shape = [(c, -r) for r, c in shape]
    return sorted(found)


@dataclass(frozen=True)
class GameData:
    """Everything the engine reads from the data file, with derived lookup tables."""

    raw: RawData
    rows: int
    cols: int
    land_cells: frozenset[Cell]
    coastal: frozenset[Cell]
    neighbours: dict[Cell, tuple[Cell, ...]]
    dominoes: tuple[tuple[Cell, Cell], ...]  # every pair of adjacent land cells, sorted
    lands: tuple[str, ...]  # land type ids in data order (S, F, P)
    land_names: dict[str, str]
    bag: dict[str, int]  # tiles per land type
    families: dict[str, Family]
    family_order: tuple[str, ...]
    cards: dict[str, CardData]
    deck: dict[str, int]  # copies per card id
    card_orientations: dict[str, tuple[tuple[Cell, ...], ...]]  # land cards only
    figure_supply: dict[str, int]
    majority_vp: dict[str, int]
    discs: tuple[int, ...]
    start_money: int
    income_base: int
    income_per_pilgrim: int
    max_purchases: int
    start_tile_rounds: int
    offer_slots: int  # regular slots (9)
    extra_slots: int  # extra places for ship-bonus items (4)
    min_tiles: int
    max_tiles: int
    layout: FirstGameLayout

    @property
    def tiles_total(self) -> int:
        return sum(self.bag.values())

    @property
    def cards_total(self) -> int:
        return sum(self.deck.values())


def build(raw: RawData) -> GameData:
    rows, cols = raw.board.rows.value, raw.board.cols.value
    missing = {tuple(c) for c in raw.board.missing_cells.value}
    land = frozenset((r, c) for r in range(rows) for c in range(cols) if (r, c) not in missing)
    neighbours = {
        (r, c): tuple(n for n in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)) if n in land)
        for r, c in sorted(land)
    }
    dominoes = tuple((a, b) for a in sorted(land) for b in neighbours[a] if b > a)
    transforms = raw.shape_transforms
    orients: dict[str, tuple[tuple[Cell, ...], ...]] = {}
    for card in raw.development_cards:
        if card.kind == "land_development" and card.cells:
            found = orientations(card.cells, transforms.rotation, transforms.reflection)
            orients[card.id] = tuple(found)
    return GameData(
        raw=raw,
        rows=rows,
        cols=cols,
        land_cells=land,
        coastal=frozenset(tuple(c) for c in raw.board.coastal_cells.value),
        neighbours=neighbours,
        dominoes=dominoes,
        lands=tuple(t.id for t in raw.land_types),
        land_names={t.id: t.name for t in raw.land_types},
        bag={t.id: t.tiles_in_bag for t in raw.land_types},
        families={f.id: f for f in raw.families},
        family_order=tuple(f.id for f in raw.families),
        cards={c.id: c for c in raw.development_cards},
        deck={c.id: c.copies for c in raw.development_cards},
        card_orientations=orients,
        figure_supply={k: v.count for k, v in raw.figure_supply.items()},
        majority_vp={k: int(v["vp"]) for k, v in raw.majority_bonus_vp.items()},
        discs=tuple(raw.bid_discs["values"]),
        start_money=raw.start_money.value,
        income_base=raw.income.base,
        income_per_pilgrim=raw.income.per_pilgrim,
        max_purchases=raw.purchases_per_turn_max.value,
        start_tile_rounds=raw.start_tile_rounds.value,
        offer_slots=raw.offer.total_items.value,
        extra_slots=raw.offer.extra_slots_max.value,
        min_tiles=raw.offer.land_tiles_min.value,
        max_tiles=raw.offer.land_tiles_max.value,
        layout=raw.first_game_layout,
    )


@cache
def data() -> GameData:
    """The game's data, loaded once."""
    with open(data_file("new_england"), encoding="utf-8") as f:
        return build(RawData.model_validate(json.load(f)))
