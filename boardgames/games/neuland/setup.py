"""Setting up a match (spec 2)."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from boardgames.core.i18n import N_
from boardgames.games.neuland.board import beginner_layout, cells, random_layout
from boardgames.games.neuland.data import data
from boardgames.games.neuland.state import HexCell, NeulandState, Player


class Options(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    layout: Literal["beginner", "random"] = Field(
        "beginner", title=N_("Map"),
        description=N_("the beginner map, or the pieces joined at random"),
        json_schema_extra={"choices": {"beginner": N_("Beginner map"),
                                       "random": N_("Pieces joined at random")}},
    )
    first_player: int | None = Field(
        None, ge=0, title=N_("First player"),
        description=N_("the seat that plays first; empty = drawn at random (on the command "
                       "line seats count from 0: 0 is the first seat)"),
        json_schema_extra={"seat": True, "none": N_("Random")},
    )
    turn_limit: int | None = Field(
        400, ge=1, title=N_("Turn limit"),
        description=N_("software safeguard: end the game after this many turns; empty = none"),
        json_schema_extra={"none": N_("No limit")},
    )


def setup(players: list[str], options: Options, rng: random.Random) -> NeulandState:
    d = data()
    count = len(players)
    per_count = d.player_counts[str(count)]
    layout = beginner_layout(d) if options.layout == "beginner" else random_layout(d, rng)
    slots = d.map.slots_per_hex
    hexes = {h: HexCell(layout[h][0], layout[h][1], [None] * slots) for h in cells()}
    display: dict[tuple[str, str], int] = {}
    for building in d.production_buildings:
        for terrain, n in building.terrain.items():
            display[(building.id, terrain)] = n
    for start in d.start_buildings:
        display[(start, d.start_terrain)] -= count
    stacks = {field: list(ids) for field, ids in d.stacks.items()}
    workers = d.per_player.workers - d.per_player.workers_used_as_time_marker
    first = rng.randrange(count) if options.first_player is None else options.first_player
    order = [(first + i) % count for i in range(count)]
    return NeulandState(
        players=[Player(name, workers, per_count.coats_per_player, 0) for name in players],
        track_length=per_count.track_length,
        coats_per_player=per_count.coats_per_player,
        hexes=hexes,
        display_production=display,
        display_properties=stacks,
        bag=dict(d.ore_cubes.counts),
        metal_tokens_free=d.metal_tokens.count,
        first_player=first,
        round1_order=order,
        turn_limit=options.turn_limit,
        active=first,
    )
