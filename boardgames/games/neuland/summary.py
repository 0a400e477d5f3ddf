"""Facts the screen shows besides the state itself, computed here so that the UI holds no
rule knowledge: the exact cost of an operation before it is committed (which source pays
which input, from how far, and where the marker would stand afterwards), what changed on
the table between two moments (the change marks of the screen), and the end of the game
(spec 5) as a ranking with each player's properties."""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.games.neuland.actions import FOOD_TOKEN, WOOD_TOKEN, Source
from boardgames.games.neuland.board import Hex, Spot, distance
from boardgames.games.neuland.data import data
from boardgames.games.neuland.legal import (
    Operation,
    action_cost,
    hex_surcharge,
    input_goods,
    landing,
    normal_cost,
    source_surcharge,
    sources_of,
    target_hex,
)
from boardgames.games.neuland.scoring import properties_held
from boardgames.games.neuland.state import NeulandState

# What a spot shows: (tile id, worker owner, lying, cubes, metal, coats) or None (empty).
SpotFacts = tuple[str, int | None, bool, tuple[str, ...], str | None, tuple[int, int] | None]


@dataclass(frozen=True)
class TableFacts:
    """The public table at one moment, compact and immutable (kept between moves)."""

    spots: dict[Spot, SpotFacts]
    markers: tuple[int, ...]
    time: int


@dataclass(frozen=True)
class Changes:
    """What differs between two moments: the spots whose building, worker, cubes, metal
    or coats changed, and the track spaces where a marker (a player's or the time
    marker) arrived."""

    spots: frozenset[Spot] = frozenset()
    spaces: frozenset[int] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.spots or self.spaces)


def table_facts(state: NeulandState) -> TableFacts:
    spots: dict[Spot, SpotFacts] = {}
    for spot, tile in state.spots():
        w = tile.worker
        spots[spot] = (tile.id, None if w is None else w.owner, bool(w and w.lying),
                       tuple(tile.cubes), tile.metal, tile.coats)
    return TableFacts(spots, tuple(p.marker for p in state.players), state.t)


def changes(before: TableFacts, after: TableFacts) -> Changes:
    spots = {s for s in before.spots.keys() | after.spots.keys()
             if before.spots.get(s) != after.spots.get(s)}
    spaces = {m for old, m in zip(before.markers, after.markers, strict=False) if old != m}
    if before.time != after.time:
        spaces.add(after.time)
    return Changes(frozenset(spots), frozenset(spaces))


@dataclass(frozen=True)
class PlayerResult:
    """One line of the end screen."""

    seat: int
    rank: int  # 1 = first; players with as many coats placed share a rank
    coats_placed: int
    coats_left: int
    properties: list[tuple[str, int]]  # (property id, coats on it), reading order


@dataclass(frozen=True)
class EndSummary:
    winner: int | None  # the player who placed his last coat; None after the turn limit
    turn_limit: bool  # the safeguard ended the game: no winner by the rules
    turns: int
    results: list[PlayerResult]  # ranked: the winner first, then by coats placed


def end_summary(state: NeulandState) -> EndSummary:
    """The ranking of spec 5: the winner (who placed his last coat) first, then the others
    by coats placed, ties shared."""
    placed = [state.coats_per_player - p.coats_left for p in state.players]

    def key(seat: int) -> tuple[int, int]:
        return (0 if seat == state.winner else 1, -placed[seat])

    order = sorted(range(len(state.players)), key=lambda i: (*key(i), i))
    results = []
    for seat in order:
        rank = 1 + sum(1 for other in order if key(other) < key(seat))
        held = properties_held(state, seat)
        results.append(PlayerResult(seat, rank, placed[seat], state.players[seat].coats_left,
                                    held))
    return EndSummary(state.winner, state.end_reason == "turn_limit", state.turn_number,
                      results)


# -- previews for the screen -------------------------------------------------------------


@dataclass(frozen=True)
class InputPayment:
    """One input of an operation: the good, the source paying it, that source's distance
    and surcharge (0 for tokens)."""

    good: str
    source: Source
    distance: int | None
    surcharge: int


@dataclass(frozen=True)
class CostPreview:
    """Everything the screen shows before an operation is committed."""

    steps: int
    normal_steps: int
    wheelbarrow: bool
    target: Hex
    inputs: tuple[InputPayment, ...]
    steps_after: int  # s after the operation
    space_after: int  # track index of the marker after the operation
    end_space: int | None  # where ending the turn right after would put the marker (None:
    # the turn cannot end there, because it has no step yet)
    forfeit_if_ended: int  # steps lost to occupied spaces if the turn ended right after


def preview(state: NeulandState, action: Operation) -> CostPreview:
    """The cost of ``action`` for the active player and where it leaves his marker."""
    d = data()
    target = target_hex(action)
    payments: list[InputPayment] = []
    for good, source in zip(input_goods(state, action), sources_of(action), strict=False):
        dist = None if isinstance(source, str) else distance((source[0], source[1]), target)
        payments.append(InputPayment(good, source, dist, source_surcharge(source, target, d)))
    steps = action_cost(action, d)
    after = state.s + steps
    end = landing(state, after) if 1 <= after <= state.track_length - 1 else None
    return CostPreview(
        steps=steps,
        normal_steps=normal_cost(action, d),
        wheelbarrow=action.wheelbarrow,
        target=target,
        inputs=tuple(payments),
        steps_after=after,
        space_after=(state.t + after) % state.track_length,
        end_space=None if end is None else (state.t + end) % state.track_length,
        forfeit_if_ended=0 if end is None else end - after,
    )


def products_lost(state: NeulandState, seat: int) -> int:
    """The products ``seat`` loses when its turn ends: its old (lying) ones."""
    return sum(w.lying for _, w in state.workers_of(seat))


def workers_per_player() -> int:
    """The workers each player has in play (one more stands on the track as his marker)."""
    per = data().per_player
    return per.workers - per.workers_used_as_time_marker


def end_turn_preview(state: NeulandState, wait: bool = False) -> tuple[int, int] | None:
    """(track space, forfeited steps) if the active player ended the turn now."""
    s = state.s + (1 if wait else 0)
    if s < 1:
        return None
    end = landing(state, s)
    if end is None:
        return None
    return (state.t + end) % state.track_length, end - s


def suppliers(state: NeulandState, seat: int, good: str, target: Hex) -> list[tuple[Source, int]]:
    """Every source of ``seat`` that could pay one ``good`` for an operation at ``target``,
    in canonical order, each with its surcharge. The screen highlights these spots."""
    d = data()
    player = state.players[seat]
    out: list[tuple[Source, int]] = []
    if good == "food" and player.food_token:
        out.append((FOOD_TOKEN, d.rule_params.token_surcharge))
    if good == "wood" and player.wood_token:
        out.append((WOOD_TOKEN, d.rule_params.token_surcharge))
    for spot, worker in state.workers_of(seat):
        if worker.good == good or worker.good == d.wildcard:
            out.append((spot, hex_surcharge((spot[0], spot[1]), target, d)))
    return out
