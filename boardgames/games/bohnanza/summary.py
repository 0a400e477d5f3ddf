"""Facts the screen shows besides the view itself, computed here so that the UI holds no
rule knowledge: what changed on the table between two moments (the change marks), and
the extras of the end screen (spec 5).

Changes are computed from one seat's *view* only (fields, ships, island rows, face-up and
received cards, coin counts): never from the other seats' actions, which may carry the ids
of private cards."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from boardgames.core.rules import ScoreBreakdown
from boardgames.games.bohnanza import scoring
from boardgames.games.bohnanza.data import unverified_beans
from boardgames.games.bohnanza.state import BohnanzaState, bean_of
from boardgames.games.bohnanza.text import bean_word
from boardgames.games.bohnanza.view import BohnanzaView


@dataclass(frozen=True)
class TableFacts:
    """The table as one seat sees it at one moment, compact and immutable."""

    fields: dict[tuple[int, int], tuple[str | None, int]]
    ships: dict[tuple[int, str], tuple[bool, str | None, str | None, int, bool]]
    rows: dict[str, tuple[str, ...]]
    face_up: frozenset[str]
    received: frozenset[tuple[int, str]]
    coins: tuple[int, ...]


@dataclass(frozen=True)
class Changes:
    """What differs between two moments, by place on the table."""

    fields: frozenset[tuple[int, int]] = frozenset()  # (seat, field index): planted/harvested
    ships: frozenset[tuple[int, str]] = frozenset()  # (seat, ship id): bought, sailed, loaded…
    rows: frozenset[str] = frozenset()  # island rows (harbour ids) whose cards changed
    face_up: frozenset[str] = frozenset()  # face-up cards that are new
    received: frozenset[tuple[int, str]] = frozenset()  # (seat, cid): cards got in a trade
    coins: frozenset[int] = frozenset()  # seats whose coins changed

    def __bool__(self) -> bool:
        return any((self.fields, self.ships, self.rows, self.face_up, self.received,
                    self.coins))


def table_facts(view: BohnanzaView) -> TableFacts:
    fields = {(s.seat, k): (lot.bean, lot.count)
              for s in view.seats for k, lot in enumerate(s.fields)}
    ships = {(s.seat, ship.id): (ship.owned, ship.location, ship.cargo.bean, ship.cargo.count,
                                 ship.raided)
             for s in view.seats for ship in s.ships}
    return TableFacts(
        fields=fields,
        ships=ships,
        rows={r.harbour: tuple(r.beans) for r in view.rows},
        face_up=frozenset(c.cid for c in view.face_up),
        received=frozenset((s.seat, c.cid) for s in view.seats for c in s.received),
        coins=tuple(s.coins for s in view.seats),
    )


def changes(before: TableFacts, after: TableFacts) -> Changes:
    def differ(old: dict[Any, Any], new: dict[Any, Any]) -> frozenset[Any]:
        return frozenset(k for k in new if old.get(k) != new[k])

    return Changes(
        fields=differ(before.fields, after.fields),
        ships=differ(before.ships, after.ships),
        rows=differ(before.rows, after.rows),
        face_up=after.face_up - before.face_up,
        received=after.received - before.received,
        coins=frozenset(i for i, (a, b) in enumerate(zip(before.coins, after.coins,
                                                         strict=False)) if a != b),
    )


@dataclass(frozen=True)
class SeatExtras:
    """The end screen's lines beside the coins (spec 5: no effect on the result)."""

    seat: int
    rank: int
    hand: int
    raid_lost: int
    raid_captured: int
    island_loaded: int
    trades: int


@dataclass(frozen=True)
class EndExtras:
    seats: list[SeatExtras]
    tie_line: str  # how a tie for the most coins was broken ("" when there was none)
    island: bool
    unverified_paid: list[str] = field(default_factory=list)  # bean names (see data file)


def end_extras(state: BohnanzaState, result: ScoreBreakdown) -> EndExtras:
    totals = result.totals
    winners = set(result.winners)

    def rank(i: int) -> int:
        """1 for the winners; otherwise 1 + the players ahead (ties share a rank)."""
        if i in winners:
            return 1
        return 1 + sum(1 for j in range(len(totals)) if j in winners or totals[j] > totals[i])

    seats = [SeatExtras(i, rank(i), len(s.hand), s.stats.raid_lost, s.stats.raid_captured,
                        s.stats.island_loaded, s.stats.trades)
             for i, s in enumerate(state.seats)]
    unverified = unverified_beans()
    paid = {bean_of(state, c) for s in state.seats for c in s.coins} & unverified
    return EndExtras(seats, scoring._tie_note(state, result), state.cfg.island,
                     sorted(bean_word(b) for b in paid))
