"""The initial state (spec section 1): the start board in column 0, the full bag, five
settlers per player, the surveyors on the coast and the first player."""

from __future__ import annotations

import random

from pydantic import BaseModel, Field

from boardgames.core.i18n import N_, game_text
from boardgames.games.carcassonne.data import GameData
from boardgames.games.carcassonne.effects import place
from boardgames.games.carcassonne.state import CATEGORIES, DRAW, SETTLERS, State

_, _n = game_text("carcassonne")


class Options(BaseModel):
    first_player: int | None = Field(
        default=None, ge=0, title=N_("First player"),
        description=N_("the seat that plays first; empty = random (on the command line seats "
                       "count from 0: 0 is the first seat)"),
        json_schema_extra={"seat": True, "none": N_("Random")},
    )


def first_player_problem(players: int, options: BaseModel) -> str | None:
    first = getattr(options, "first_player", None)
    if first is not None and first >= players:
        return _("first player must be a seat from 0 to {last}, not {first}").format(
            last=players - 1, first=first)
    return None


def initial_state(data: GameData, players: list[str], options: BaseModel,
                  rng: random.Random) -> State:
    n = len(players)
    first = getattr(options, "first_player", None)
    state = State(
        names=list(players),
        active=rng.randrange(n) if first is None else first,
        phase=DRAW,
        bag=dict(data.counts),
        supply=[SETTLERS] * n,
        scores=[{key: 0 for key, _ in CATEGORIES} for _ in range(n)],
        tiles_placed=[0] * n,
        settlers_lost=[0] * n,
    )
    for cell, square in sorted(data.start_cells.items(), key=lambda kv: kv[0][1]):
        place(state, data, square, cell, 0)
    start = data.surveyor_start
    state.surveyors = (start, start)
    return state
