"""Building Neuland states for the worked cases of spec section 8.

Default table (spec 8): beginner layout, 3 players (0 Red, 1 Blue, 2 Yellow), N = 11,
first round over, Red active with s = 0 and the time marker on 0. Red's start huts stand
at (1,0,0) Hunting Lodge and (1,0,1) Lumberjack's Hut; Blue's and Yellow's on the forest
hexes (0,-2) and (-1,2), which no case uses. Every helper keeps the conservation laws,
so ``check_invariants`` holds on the states built here.
"""

from __future__ import annotations

import random

from boardgames.core.rules import Action
from boardgames.games.neuland.data import data
from boardgames.games.neuland.rules import RULES
from boardgames.games.neuland.setup import Options
from boardgames.games.neuland.state import PHASE_TURN, NeulandState, Tile, Worker

RED, BLUE, YELLOW, PURPLE = 0, 1, 2, 3
NAMES = ["Red", "Blue", "Yellow", "Purple"]
DATA = data()
LODGE, HUT = DATA.start_buildings
MINE = DATA.mine_id
SMELTER = DATA.smelter_id
OTHER_HUTS = {BLUE: (0, -2), YELLOW: (-1, 2), PURPLE: (1, -2)}


def fresh(players: int = 3, **options) -> NeulandState:
    """A state straight after setup (first round, nothing placed)."""
    return RULES.setup(NAMES[:players], Options(**options), random.Random(0))


def table(players: int = 3, markers: dict[int, int] | None = None) -> NeulandState:
    """The default table of spec 8 (see module doc). ``markers`` moves other players."""
    state = fresh(players, first_player=RED)
    state.round1_index = None
    state.phase = PHASE_TURN
    for seat, player in enumerate(state.players):
        player.first_turn_done = True
        player.huts_in_hand = False
        h = (1, 0) if seat == RED else OTHER_HUTS[seat]
        _place_start_huts(state, h)
    defaults = {BLUE: 8, YELLOW: 9, PURPLE: 7}
    for seat in range(1, players):
        state.players[seat].marker = defaults[seat]
    for seat, space in (markers or {}).items():
        state.players[seat].marker = space
    state.active, state.t, state.s = RED, 0, 0
    state.players[RED].marker = 0
    return state


def _place_start_huts(state: NeulandState, h: tuple[int, int]) -> None:
    cell = state.hexes[h]
    for building in (LODGE, HUT):
        slot = cell.free_slot()
        assert slot is not None
        cell.slots[slot] = Tile(building, "production", cell.terrain)


def build(state: NeulandState, building: str, h: tuple[int, int]) -> tuple[int, int, int]:
    """Put a tile from the display on ``h`` (lowest free slot); return its spot."""
    cell = state.hexes[h]
    slot = cell.free_slot()
    assert slot is not None, f"{h} is full"
    if building in DATA.props:
        prop = DATA.props[building]
        stack = state.display_properties[prop.field]
        assert stack[0] == building
        stack.pop(0)
        cell.slots[slot] = Tile(building, "property", cell.terrain)
    else:
        state.display_production[(building, cell.terrain)] -= 1
        cell.slots[slot] = Tile(building, "production", cell.terrain)
    return (h[0], h[1], slot)


def set_cubes(state: NeulandState, spot: tuple[int, int, int], cubes: list[str]) -> None:
    """Give a mine this cube column (top first), taken from the bag."""
    tile = state.tile(spot)
    assert tile is not None and tile.id == MINE
    for cube in tile.cubes:
        state.bag[cube] += 1
    for cube in cubes:
        state.bag[cube] -= 1
    tile.cubes = list(cubes)


def mine(state: NeulandState, h: tuple[int, int], cubes: list[str]) -> tuple[int, int, int]:
    spot = build(state, MINE, h)
    set_cubes(state, spot, cubes)
    return spot


def work(
    state: NeulandState,
    spot: tuple[int, int, int],
    seat: int = RED,
    good: str | None = None,
    lying: bool = False,
) -> None:
    """Stand (or lay) a worker of ``seat`` on the building at ``spot`` as its product."""
    tile = state.tile(spot)
    assert tile is not None and tile.worker is None
    building = DATA.buildings[tile.id]
    if good is None:
        good = tile.cubes[0] if building.special == "mine" else building.recipes[0].output
    if building.special == "smelter":
        tile.metal = good
        state.metal_tokens_free -= 1
    tile.worker = Worker(seat, good, lying or seat != state.active)
    state.players[seat].supply -= 1


def legal(state: NeulandState, seat: int = RED) -> list[Action]:
    return RULES.legal_actions(state, seat)


def of_kind(state: NeulandState, kind: str, seat: int = RED) -> list[Action]:
    return [a for a in legal(state, seat) if a.kind == kind]


def do(state: NeulandState, action: Action, seat: int | None = None, seed: int = 0) -> None:
    """Check and apply ``action`` like the controller does, then check the invariants."""
    seat = state.active if seat is None else seat
    RULES.check(state, seat, action)
    RULES.apply(state, seat, action, random.Random(seed))
    RULES.check_invariants(state)


def cost(action: Action) -> int:
    from boardgames.games.neuland.legal import action_cost

    return action_cost(action)  # type: ignore[arg-type]
