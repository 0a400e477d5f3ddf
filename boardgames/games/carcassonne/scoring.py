"""Scoring: values, majorities, the surveyor bonus and steps, final scoring (R38-R55)."""

from __future__ import annotations

from collections import Counter

from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import Event, ScoreBreakdown
from boardgames.games.carcassonne.board import Key
from boardgames.games.carcassonne.state import BONUS, CATEGORIES, Feature, State
from boardgames.games.carcassonne.text import MESSAGES, feature_params

FARM_COMPLETE = 9
PLAY_CATEGORY = {"trail": "trails", "town": "towns", "farm": "farms"}
END_CATEGORY = {
    "trail": "unfinished_trails",
    "town": "unfinished_towns",
    "farm": "unfinished_farms",
    "plain": "plains",
}
_, _n = game_text("carcassonne")

TIE_NOTE = N_("No tie-break: tied players share the win.")


def play_value(feature: Feature) -> int:
    """Value of a completed feature during play (R39)."""
    squares = len(feature.squares)
    if feature.kind == "trail":
        return squares + 2 * feature.trading_posts
    if feature.kind == "town":
        return 2 * squares + 2 * feature.flags
    return FARM_COMPLETE


def end_value(state: State, feature: Feature) -> int:
    """Value of an unfinished feature (or a plain) in the final scoring (R53)."""
    squares = len(feature.squares)
    if feature.kind == "trail":
        return squares + 2 * feature.trading_posts
    if feature.kind == "town":
        return squares + feature.flags
    if feature.kind == "farm":
        return 1 + state.occupied_around(feature.segments[0][:2])
    return feature.animals


def majority(seats: list[int]) -> list[int]:
    """The seats with the most settlers among ``seats`` (one entry per settler)."""
    counts = Counter(seats)
    if not counts:
        return []
    top = max(counts.values())
    return sorted(s for s, c in counts.items() if c == top)


def surveyor_bonus(
    on: list[tuple[Key, int]], scorers: list[int], surveyors: tuple[int, int]
) -> Counter[int]:
    """Bonus per scoring seat: 4 per surveyor in the column of each of its settlers."""
    bonus: Counter[int] = Counter()
    for key, seat in on:
        if seat in scorers:
            bonus[seat] += BONUS * ((key[0] == surveyors[0]) + (key[0] == surveyors[1]))
    return bonus


def points_now(state: State, fid: int, on: list[tuple[Key, int]]) -> dict[int, int]:
    """What scoring the completed feature ``fid`` now gives each scoring seat: its value
    and the seat's surveyor bonus (``on``: the settlers on it)."""
    scorers = majority([seat for _, seat in on])
    bonus = surveyor_bonus(on, scorers, state.surveyors)
    value = play_value(state.features[fid])
    return {seat: value + bonus[seat] for seat in scorers}


def award(state: State, seat: int, category: str, points: int) -> None:
    if points:
        state.scores[seat][category] += points
        state.awards.append((seat, category, points))


def score_completed(state: State, fid: int) -> list[Event]:
    """Score one completed feature during play, then its settlers go home, a surveyor
    moves and stragglers are removed (R38-R48)."""
    feature = state.features[fid]
    on = state.settlers_on(fid)
    scorers = majority([seat for _, seat in on])
    value = play_value(feature)
    bonus = surveyor_bonus(on, scorers, state.surveyors)
    events = []
    params = feature_params(state, feature)
    for seat in scorers:
        award(state, seat, PLAY_CATEGORY[feature.kind], value)
        award(state, seat, "surveyor_bonus", bonus[seat])
        events.append(MESSAGES.event("score", state.names, seat=seat, points=value,
                                     bonus=bonus[seat], feature=params))
    for key, seat in on:
        del state.settlers[key]
        state.supply[seat] += 1
    events += surveyor_step(state)
    events += straggler_step(state)
    return events


def drop_unscorable(state: State) -> list[Event]:
    """Waiting features that lost all their settlers to a straggler step are dropped
    unscored (R37); they move no surveyor."""
    held = {state.feature_of[key] for key in state.settlers}
    events = []
    for fid in [f for f in state.waiting if f not in held]:
        state.waiting.remove(fid)
        events.append(MESSAGES.event("dropped", state.names,
                                     feature=feature_params(state, state.features[fid])))
    return events


def surveyor_step(state: State) -> list[Event]:
    """Move a surveyor one column west (R45): the eastern one if they differ, else one of
    them if a square lies west of them; otherwise neither."""
    east, west = state.surveyors
    if east < west:
        east += 1
    elif state.westmost > west:  # the squares are connected, so column west + 1 has one
        west += 1
    else:
        return [MESSAGES.event("surveyors_stuck", state.names, column=west)]
    state.surveyors = (east, west)
    return [MESSAGES.event("surveyor_moves", state.names, east=east, west=west)]


def straggler_step(state: State) -> list[Event]:
    """Standing settlers east of both surveyors go home without points (R48)."""
    east = state.surveyors[0]
    events = []
    for key in [k for k in state.settlers if k[0] < east]:
        feature = state.feature_at(key)
        if feature.kind == "plain":
            continue  # trappers lie down and stay
        seat = state.settlers.pop(key)
        state.supply[seat] += 1
        state.settlers_lost[seat] += 1
        events.append(MESSAGES.event("straggler", state.names, seat=seat, col=key[0],
                                     row=key[1], segment=key[2]))
    return events


def final_awards(state: State) -> list[tuple[int, str, int, int]]:
    """(seat, category, points, feature id) of the final scoring (R53), without changing
    the state: every feature holding settlers, by anchor order."""
    groups: dict[int, list[int]] = {}
    for key, seat in state.settlers.items():
        groups.setdefault(state.feature_of[key], []).append(seat)
    found = []
    for fid in sorted(groups, key=lambda f: state.features[f].anchor):
        feature = state.features[fid]
        value = end_value(state, feature)
        for seat in majority(groups[fid]):
            found.append((seat, END_CATEGORY[feature.kind], value, fid))
    return found


def final_scoring(state: State) -> list[Event]:
    events = [MESSAGES.event("final_scoring", state.names)]
    for seat, category, points, fid in final_awards(state):
        award(state, seat, category, points)
        params = feature_params(state, state.features[fid], final=True)
        events.append(MESSAGES.event("final_award", state.names, seat=seat, points=points,
                                     feature=params))
    totals = [state.total(s) for s in range(state.players)]
    best = max(totals)
    winners = [s for s in range(state.players) if totals[s] == best]
    events.append(MESSAGES.event("game_over", state.names, winner_seats=winners, points=best))
    return events


def breakdown(state: State, over: bool) -> ScoreBreakdown:
    """The score table. Mid-game it includes the final scoring as if the game ended now."""
    values = {key: [state.scores[s][key] for s in range(state.players)] for key, _ in CATEGORIES}
    note = _(TIE_NOTE)
    if not over:
        for seat, category, points, _fid in final_awards(state):
            values[category][seat] += points
        note = _("If the game ended now (unfinished features scored as at the end).") + " " + note
    return ScoreBreakdown.build(
        [(key, _(label), values[key]) for key, label in CATEGORIES], final=over, note=note
    )
