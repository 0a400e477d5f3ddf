"""Setting up a New England match (spec section 2): the options, the initial state and
the opening log lines."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import Event, SetupError
from boardgames.games.new_england import effects as E
from boardgames.games.new_england.data import data
from boardgames.games.new_england.state import FIGURES, START_TILES, NewEnglandState, Supply
from boardgames.games.new_england.text import event, plain_cells

_, _n = game_text("new_england")


class NewEnglandOptions(BaseModel):
    """Game options (spec 2.1)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    layout: Literal["standard", "first_game"] = Field(
        "standard", title=N_("Start tiles"),
        description=N_("players place their start tiles, or the first-game layout"),
        json_schema_extra={"choices": {"standard": N_("Players place them"),
                                       "first_game": N_("First-game layout")}})
    start_player: Literal["random"] | int = Field(
        "random", title=N_("Start player"),
        description=N_("the seat that starts, or random (on the command line seats count "
                       "from 0: 0 is the first seat)"),
        json_schema_extra={"seat": True, "choices": {"random": N_("Random")}})
    families: Literal["seat_order", "random"] = Field(
        "seat_order", title=N_("Families"),
        description=N_("families by seat (A, H, P, W) or drawn at random"),
        json_schema_extra={"choices": {"seat_order": N_("By seat (A, H, P, W)"),
                                       "random": N_("Drawn at random")}})
    supply_hint: Literal["gauge", "none"] = Field(
        "gauge", title=N_("Supply hint"),
        description=N_("show how full the bag and deck look, or nothing"),
        json_schema_extra={"choices": {"gauge": N_("Gauges of bag and deck"), "none": N_("None")}})


def setup(players: list[str], options: NewEnglandOptions, rng: random.Random) -> NewEnglandState:
    """The initial state (spec 2): money, families, and the start tiles to place, or
    the first-game layout already laid out."""
    d = data()
    n = len(players)
    if not d.raw.players["min"] <= n <= d.raw.players["max"]:
        raise SetupError(_("New England takes 3-4 players, not {count}").format(count=n))
    if options.layout == "first_game":
        entry = d.layout.three_player_families if n == 3 else d.layout.four_player_families
        families = list(entry.value)
    elif options.families == "random":
        families = rng.sample(list(d.family_order), n)
    else:
        families = list(d.family_order[:n])
    start = rng.randrange(n) if options.start_player == "random" else int(options.start_player)
    state = NewEnglandState(
        names=list(players),
        families=families,
        start_player=start,
        supply_hint=options.supply_hint,
        supply=Supply(bag=dict(d.bag), deck=dict(d.deck)),
        gauges=None,
        money=[d.start_money] * n,
        discs=[None] * n,
        played=[[] for _seat in range(n)],
        figures=[dict.fromkeys(FIGURES, 0) for _seat in range(n)],
        figure_supply=dict(d.figure_supply),
        start_tiles=[list(d.families[f].start_tiles) for f in families],
        regions=[{land: [] for land in d.lands} for _seat in range(n)],
        owned=[[] for _seat in range(n)],
    )
    E.update_gauges(state)
    if options.layout == "first_game":
        seat_of = {fam: seat for seat, fam in enumerate(families)}
        for entry_tile in d.layout.tiles:
            seat = seat_of.get(entry_tile.family)
            if seat is not None:
                E.add_tile(state, seat, entry_tile.land, tuple(sorted(entry_tile.cells)))
                state.start_tiles[seat].remove(entry_tile.land)
        E.begin_round(state)
    else:
        order = [(start - 1 - i) % n for i in range(n)]
        state.placement_order = order * d.start_tile_rounds
        E.auto_choose_start(state)
    return state


def opening_events(state: NewEnglandState) -> list[Event]:
    """The log lines of the setup: families, the start player, a first-game layout."""
    events = [event(state, "family", s, family=f) for s, f in enumerate(state.families)]
    events.append(event(state, "start_player", state.start_player))
    if state.phase != START_TILES:
        for tile in sorted(state.tiles.values(), key=lambda t: t.key):
            events.append(event(state, "start_tile_laid", tile.owner, land=tile.land,
                                cells=plain_cells(tile.cells)))
        events.extend(E.phase_one_events(state))
    return events
