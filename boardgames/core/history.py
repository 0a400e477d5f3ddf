"""The record of finished games: who won what, per player name and per bot level.

Computed from the library's entries alone (the final scores are in each file's last
line), so the history and its statistics open without replaying any game."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from boardgames.core.library import SavedGame


def finished(games: Iterable[SavedGame], *, game: str | None = None,
             player: str | None = None) -> list[SavedGame]:
    """Finished games with their scores, newest first, optionally of one game and with a
    player whose name contains ``player`` (any case)."""
    wanted = (player or "").strip().lower()
    out = [g for g in games if g.finished and g.totals is not None and g.winners is not None
           and (game is None or g.game == game)
           and (not wanted or any(wanted in name.lower() for name in g.seats))]
    return sorted(out, key=lambda g: g.updated, reverse=True)


@dataclass
class Record:
    """One player's (or one bot level's) results in one game."""

    who: str
    game: str
    games: int = 0
    wins: int = 0
    scores: list[int] = field(default_factory=list)
    # Seat position (1 = first seat) -> [games, wins].
    by_seat: dict[int, list[int]] = field(default_factory=dict)

    @property
    def win_share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return sum(self.scores) / len(self.scores) if self.scores else 0.0

    @property
    def best(self) -> int | None:
        return max(self.scores) if self.scores else None

    def add(self, seat: int, score: int, won: bool) -> None:
        self.games += 1
        self.wins += won
        self.scores.append(score)
        games_wins = self.by_seat.setdefault(seat + 1, [0, 0])
        games_wins[0] += 1
        games_wins[1] += won

    def to_json(self) -> dict[str, object]:
        return {"who": self.who, "game": self.game, "games": self.games, "wins": self.wins,
                "win_share": round(self.win_share, 3), "average": round(self.average, 2),
                "best": self.best,
                "by_seat": {str(k): {"games": v[0], "wins": v[1]}
                            for k, v in sorted(self.by_seat.items())}}


def statistics(games: Iterable[SavedGame], *, by: str = "player") -> list[Record]:
    """Records per (player name, game), or per (bot level, game) with ``by="level"``;
    humans have no level and count only by name. A shared win counts as a win."""
    records: dict[tuple[str, str], Record] = {}
    for g in finished(games):
        assert g.totals is not None and g.winners is not None
        for seat, name in enumerate(g.seats):
            level = g.levels[seat] if seat < len(g.levels) else None
            if by == "level":
                if level is None:
                    continue
                who = f"bot: {level}"
            else:
                who = name
            record = records.setdefault((who, g.game), Record(who, g.game))
            record.add(seat, g.totals[seat], seat in g.winners)
    return sorted(records.values(), key=lambda r: (r.game, -r.wins, r.who))
