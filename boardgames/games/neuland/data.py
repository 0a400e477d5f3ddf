"""Component data of Neuland, read from assets/data/neuland.json.

Every count, terrain, recipe, property and cost parameter comes from here (spec section 0):
the engine names only the special ids the rules give behaviour to.
"""

from __future__ import annotations

import json
from functools import cache, cached_property
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

from boardgames.paths import data_file


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class Terrain(_Model):
    id: str
    name_en: str
    glyph: str
    hex_count: int


class Good(_Model):
    id: str
    name_en: str
    abbr: str
    min_productions: int
    wildcard: bool = False


class Recipe(_Model):
    inputs: tuple[str, ...]
    output: str


class ProductionBuilding(_Model):
    id: str
    name_en: str
    name_de: str
    abbr: str
    count: int
    terrain: dict[str, int]
    build_cost: str
    recipes: tuple[Recipe, ...]
    start_building: bool = False
    special: str | None = None


class PropertyField(_Model):
    id: str
    display_order: int
    name_en: str


class Property(_Model):
    id: str
    field: str
    stack_position: int
    name_en: str
    name_de: str
    abbr: str
    coats: int
    terrain: str
    build_cost: str
    goods: tuple[str, ...]


class LayoutHex(_Model):
    q: int
    r: int
    terrain: str


class LayoutPiece(_Model):
    piece: str
    piece_type: str
    hexes: tuple[LayoutHex, ...]


class Layout(_Model):
    pieces: tuple[LayoutPiece, ...]


class PieceType(_Model):
    id: str
    terrains: tuple[str, ...]
    count: int


class MapData(_Model):
    hex_count: int
    slots_per_hex: int
    piece_types: tuple[PieceType, ...]
    layouts: dict[str, Layout]


class OreCubes(_Model):
    coal: int
    iron_ore: int
    silver_ore: int
    per_mine: int
    glyphs: dict[str, str]

    @property
    def counts(self) -> dict[str, int]:
        return {"coal": self.coal, "iron_ore": self.iron_ore, "silver_ore": self.silver_ore}


class MetalTokens(_Model):
    count: int
    sides: tuple[str, ...]


class PerPlayer(_Model):
    workers: int
    workers_used_as_time_marker: int
    start_buildings: tuple[str, ...]


class PlayerCount(_Model):
    track_length: int
    coats_per_player: int


class RuleParams(_Model):
    max_workers_per_production_building: int
    low_cost_radius: int
    surcharge_per_hex_beyond_area: int
    produce_base_cost: int
    coats_base_cost: int
    build_base_cost: int
    start_buildings_cost: int
    wheelbarrow_produce_cost: int
    wheelbarrow_coats_cost: int
    wheelbarrow_build_cost: int
    token_surcharge: int


class NeulandData(_Model):
    terrains: tuple[Terrain, ...]
    goods: tuple[Good, ...]
    production_buildings: tuple[ProductionBuilding, ...]
    property_fields: tuple[PropertyField, ...]
    properties: tuple[Property, ...]
    map: MapData
    ore_cubes: OreCubes
    metal_tokens: MetalTokens
    per_player: PerPlayer
    player_counts: dict[str, PlayerCount]
    rule_params: RuleParams

    model_config = ConfigDict(extra="ignore", frozen=True, ignored_types=(cached_property,))

    @field_validator("player_counts", mode="before")
    @classmethod
    def _drop_provenance(cls, value: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in value.items() if k != "provenance"}

    # -- lookups -------------------------------------------------------------------------

    @cached_property
    def buildings(self) -> dict[str, ProductionBuilding]:
        return {b.id: b for b in self.production_buildings}

    @cached_property
    def props(self) -> dict[str, Property]:
        return {p.id: p for p in self.properties}

    @cached_property
    def good(self) -> dict[str, Good]:
        return {g.id: g for g in self.goods}

    @cached_property
    def wildcard(self) -> str:
        return next(g.id for g in self.goods if g.wildcard)

    @cached_property
    def fields_in_order(self) -> list[str]:
        return [f.id for f in sorted(self.property_fields, key=lambda f: f.display_order)]

    @cached_property
    def stacks(self) -> dict[str, list[str]]:
        """Each field's property ids, top of the stack first."""
        out: dict[str, list[str]] = {f: [] for f in self.fields_in_order}
        for p in sorted(self.properties, key=lambda p: p.stack_position):
            out[p.field].append(p.id)
        return out

    @cached_property
    def mine_id(self) -> str:
        return next(b.id for b in self.production_buildings if b.special == "mine")

    @cached_property
    def smelter_id(self) -> str:
        return next(b.id for b in self.production_buildings if b.special == "smelter")

    @cached_property
    def start_buildings(self) -> tuple[str, ...]:
        return self.per_player.start_buildings

    @cached_property
    def start_terrain(self) -> str:
        """The terrain the start huts stand on (forest), from their tile data."""
        terrains = {t for b in self.start_buildings for t in self.buildings[b].terrain}
        if len(terrains) != 1:
            raise ValueError("the start buildings must share one terrain")
        return terrains.pop()

    @cached_property
    def cube_types(self) -> tuple[str, ...]:
        return tuple(self.ore_cubes.counts)

    @cached_property
    def producers(self) -> dict[str, list[tuple[str, int]]]:
        """For each good, the (building id, recipe index) pairs that make it. A Mine makes
        every cube type (its output depends on its top cube)."""
        out: dict[str, list[tuple[str, int]]] = {g.id: [] for g in self.goods}
        for b in self.production_buildings:
            for i, rec in enumerate(b.recipes):
                outputs = self.cube_types if b.special == "mine" else (rec.output,)
                for good in outputs:
                    out[good].append((b.id, i))
        return out

    @cached_property
    def names(self) -> dict[str, str]:
        """English names by id: buildings before properties before goods (lower case)."""
        out = {g.id: g.name_en.lower() for g in self.goods}
        out.update({p.id: p.name_en for p in self.properties})
        out.update({b.id: b.name_en for b in self.production_buildings})
        return out

    def name(self, item: str) -> str:
        """English name of a building, property or good id."""
        return self.names.get(item, item)


@cache
def data() -> NeulandData:
    with open(data_file("neuland"), encoding="utf-8") as f:
        return NeulandData.model_validate(json.load(f))
