"""The end of the game as facts for the end screen (spec section 5): the final scoring's
awards one by one, and the statistics per seat and of the game. Pure: it reads the
finished state and changes nothing."""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.games.carcassonne.scoring import describe_feature, final_awards
from boardgames.games.carcassonne.state import State


@dataclass(frozen=True)
class FinalAward:
    seat: int
    points: int
    text: str  # "the unfinished trail of 3 squares", "the plain with 4 animals"


@dataclass(frozen=True)
class SeatStats:
    tiles_placed: int
    features_scored: int  # awards during play and at the end
    settlers_lost: int  # sent home by the surveyors
    trappers: int  # lying on the map at the end


def final_scoring(state: State) -> list[FinalAward]:
    """The awards of the final scoring (R53). The settlers stay on the map after the game
    (R56), so the awards can be worked out again from the finished state."""
    awards = []
    for seat, _, points, fid in final_awards(state):
        feature = state.features[fid]
        what = describe_feature(feature, final=True, state=state)
        if feature.kind != "plain":
            what = "unfinished " + what
        awards.append(FinalAward(seat, points, f"the {what}"))
    return awards


def seat_stats(state: State) -> list[SeatStats]:
    trappers = [0] * state.players
    for key, seat in state.settlers.items():
        if state.feature_at(key).kind == "plain":
            trappers[seat] += 1
    scored = [0] * state.players
    for seat, category, points in state.awards:
        if points and category != "surveyor_bonus":  # the bonus comes with a scoring
            scored[seat] += 1
    return [SeatStats(
        tiles_placed=state.tiles_placed[s] if s < len(state.tiles_placed) else 0,
        features_scored=scored[s],
        settlers_lost=state.settlers_lost[s] if s < len(state.settlers_lost) else 0,
        trappers=trappers[s],
    ) for s in range(state.players)]
