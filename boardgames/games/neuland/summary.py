"""Facts the screen shows besides the state itself, computed here so that the UI holds no
rule knowledge: what changed on the table between two moments (the change marks of the
screen), and the end of the game (spec 5) as a ranking with each player's properties."""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.games.neuland.data import load
from boardgames.games.neuland.hexmap import Spot
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
    properties: list[tuple[str, int]]  # (property name, coats on it), reading order


@dataclass(frozen=True)
class EndSummary:
    winner: int | None  # the player who placed his last coat; None after the turn limit
    turn_limit: bool  # the safeguard ended the game: no winner by the rules
    turns: int
    results: list[PlayerResult]  # ranked: the winner first, then by coats placed


def end_summary(state: NeulandState) -> EndSummary:
    """The ranking of spec 5: the winner (who placed his last coat) first, then the others
    by coats placed, ties shared."""
    data = load()
    placed = [state.coats_per_player - p.coats_left for p in state.players]

    def key(seat: int) -> tuple[int, int]:
        return (0 if seat == state.winner else 1, -placed[seat])

    order = sorted(range(len(state.players)), key=lambda i: (*key(i), i))
    results = []
    for seat in order:
        rank = 1 + sum(1 for other in order if key(other) < key(seat))
        held = [(data.name(pid), coats) for pid, coats in properties_held(state, seat)]
        results.append(PlayerResult(seat, rank, placed[seat], state.players[seat].coats_left,
                                    held))
    return EndSummary(state.winner, state.end_reason == "turn_limit", state.turn_number,
                      results)
