"""The words of New World: the log messages (``MESSAGES``), the prompts, the labels of
actions and the texts the screen shows (inspect, tiles left, settler spots, scoring
orders, the status line, the end of the game).

Every log event is made through ``MESSAGES`` from plain parameters: seat indices, tile
ids, cells, and a feature as a dict of numbers (``feature_params``), so the screen reads
facts from ``event.params`` and a translation can render them in another language.
The screen texts take facts the engine computed (``summary``) and seat labels.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from boardgames.core.events import join_words
from boardgames.core.rules import Action, Messages
from boardgames.games.carcassonne.actions import (
    DeploySettler,
    DrawTile,
    PlaceTile,
    ScoreFeature,
    SkipSettler,
)
from boardgames.games.carcassonne.board import Cell
from boardgames.games.carcassonne.data import ROLES, GameData, SegmentView, square_view
from boardgames.games.carcassonne.state import BONUS, DEPLOY, DRAW, PLACE, Feature, State

if TYPE_CHECKING:
    from boardgames.games.carcassonne.summary import (
        Inspection,
        OrderOutcome,
        ScoredStep,
        SettlerOption,
    )

NBSP = "\u00a0"  # keeps a seat label with its points on one line

# -- features -----------------------------------------------------------------------------


def feature_params(state: State | None, feature: Feature, final: bool = False) -> dict[str, Any]:
    """A feature as event parameters: its kind, anchor and numbers. ``final``: as in the
    final scoring (a farm of ``state`` then counts its neighbours)."""
    params: dict[str, Any] = {
        "kind": feature.kind,
        "anchor": list(feature.anchor),
        "squares": len(feature.squares),
        "flags": feature.flags,
        "trading_posts": feature.trading_posts,
        "animals": feature.animals,
    }
    if final and feature.kind == "farm" and state is not None:
        params["neighbours"] = state.occupied_around(feature.segments[0][:2])
    return params


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"


def feature_text(params: Mapping[str, Any]) -> str:
    """"trail (2 squares, 1 trading post)", "town (3 squares)", "farm (5/8 neighbours)",
    "plain (2 animals)"."""
    kind, squares = params["kind"], params["squares"]
    word = "square" if squares == 1 else "squares"
    if kind == "trail":
        posts = params["trading_posts"]
        extra = f", {_count(posts, 'trading post')}" if posts else ""
        return f"trail ({squares} {word}{extra})"
    if kind == "town":
        flags = params["flags"]
        extra = f", {_count(flags, 'flag')}" if flags else ""
        return f"town ({squares} {word}{extra})"
    if kind == "farm":
        neighbours = params.get("neighbours")
        return "farm" if neighbours is None else f"farm ({neighbours}/8 neighbours)"
    return f"plain ({_count(params['animals'], 'animal')})"


def describe_feature(feature: Feature, final: bool = False, state: State | None = None) -> str:
    """``feature_text`` of a feature of the state (``final`` needs the state)."""
    return feature_text(feature_params(state, feature, final))


def final_feature_text(params: Mapping[str, Any]) -> str:
    """A feature scored at the end: "unfinished trail (2 squares)", "plain (1 animal)"."""
    what = feature_text(params)
    return what if params["kind"] == "plain" else "unfinished " + what


# -- the log ------------------------------------------------------------------------------

Params = Mapping[str, Any]
Names = Sequence[str]


def _place(p: Params, names: Names) -> str:
    cell = cell_text((p["col"], p["row"]))
    return f"{names[p['seat']]} places tile {p['tile']} at {cell}, {p['rotation'] * 90}°."


def _no_settler(p: Params, names: Names) -> str:
    why = "no settler left" if p["reason"] == "supply" else "no free segment"
    return f"{names[p['seat']]} cannot place a settler ({why})."


def _deploy(p: Params, names: Names) -> str:
    feature = p["feature"]
    return (f"{names[p['seat']]} puts a {ROLES[feature['kind']]} on the "
            f"{feature_text(feature)} at ({p['col']},{p['row']}).")


def _score(p: Params, names: Names) -> str:
    extra = f" + {p['bonus']} surveyor bonus" if p["bonus"] else ""
    return f"{names[p['seat']]} scores {p['points']} for the {feature_text(p['feature'])}{extra}."


def _final_award(p: Params, names: Names) -> str:
    return f"{names[p['seat']]} scores {p['points']} for the {final_feature_text(p['feature'])}."


def _game_over(p: Params, names: Names) -> str:
    winners = p["winner_seats"]
    who = join_words([names[s] for s in winners])
    return f"Game over. {who} win{'s' * (len(winners) == 1)} with {p['points']} points."


MESSAGES = Messages({
    "start": "{seat} starts. {tiles} tiles in the bag.",
    "draw": "{seat} draws tile {tile} ({left} left).",
    "discard": "{seat} draws tile {tile}; it fits nowhere and is discarded.",
    "bag_empty": "The bag is empty.",
    "place": _place,
    "no_settler": _no_settler,
    "deploy": _deploy,
    "skip": "{seat} places no settler.",
    "complete_unheld": lambda p, names: (
        f"The {feature_text(p['feature'])} is complete, but nobody is there."),
    "score": _score,
    "dropped": lambda p, names: (
        f"The {feature_text(p['feature'])} was completed, but its settlers were removed "
        "before it was scored."),
    "surveyors_stuck": "The surveyors cannot move: nothing lies west of column {column}.",
    "surveyor_moves": "A surveyor moves west; the surveyors stand in columns {east} and {west}.",
    "straggler": "{seat}'s settler at ({col},{row}) is east of the surveyors and goes home.",
    "final_scoring": "Final scoring.",
    "final_award": _final_award,
    "game_over": _game_over,
})


# -- prompts and action labels ------------------------------------------------------------

PHASE_WORDS = {
    DRAW: "draw a tile",
    PLACE: "place the drawn tile",
    DEPLOY: "place a settler on the tile just placed, or none",
    "score_feature": "choose which completed feature to score next",
}


def prompt(state: State) -> str:
    """The public prompt of the pending decision."""
    name = state.names[state.active]
    if state.phase == DRAW:
        return f"{name}: draw a tile"
    if state.phase == PLACE:
        return f"{name}: place tile {state.current_tile}"
    if state.phase == DEPLOY and state.placed is not None:
        return f"{name}: place a settler on tile {state.squares[state.placed][0]}, or none"
    return f"{name}: choose which completed feature to score next"


def cell_text(cell: tuple[int, int]) -> str:
    return f"column {cell[0]}, row {cell[1]}"


def describe(state: State, action: Action) -> str | None:
    """A short label of an action (buttons, menus), or None for the generic one."""
    if isinstance(action, DrawTile):
        return "Draw a tile"
    if isinstance(action, PlaceTile):
        tile = state.current_tile or "the tile"
        return f"Place {tile} at {cell_text((action.col, action.row))}, {action.rotation * 90}°"
    if isinstance(action, SkipSettler):
        return "No settler"
    if isinstance(action, DeploySettler) and state.placed is not None:
        key = (*state.placed, action.segment)
        if key in state.feature_of:
            feature = state.feature_at(key)
            return f"{ROLES[feature.kind].capitalize()} on the {describe_feature(feature)}"
    if isinstance(action, ScoreFeature):
        anchor = (action.col, action.row, action.segment)
        for fid in state.waiting:
            feature = state.features[fid]
            if feature.anchor == anchor:
                owners = sorted({state.names[s] for _, s in state.settlers_on(fid)})
                return f"Score the {describe_feature(feature)} of {', '.join(owners)}"
    return None


# -- squares ------------------------------------------------------------------------------


def describe_tile(game: GameData, tile: str, rotation: int) -> str:
    """A one-line description of a tile as rotated, e.g. "town on E+S; trail N-W"."""
    view = square_view(game, tile, rotation)
    parts = []
    arms = []
    for seg in view.segments:
        posts = seg.trading_posts
        post = f" with {_count(posts, 'trading post')}" if posts else ""
        if seg.kind == "town":
            flag = f" with {_count(seg.flags, 'flag')}" if seg.flags else ""
            parts.append(f"town on {'+'.join(seg.sides)}{flag}")
        elif seg.kind == "trail" and seg.end == "crossing":
            arms.append(f"{seg.sides[0]}{post}")
        elif seg.kind == "trail" and seg.end:
            parts.append(f"trail from {seg.sides[0]} to the {seg.end}{post}")
        elif seg.kind == "trail":
            parts.append(f"trail {'-'.join(seg.sides)}{post}")
    if arms:
        parts.append(f"crossing of trails {', '.join(arms)}")
    if view.farm:
        parts.append("farm")
    animals = sum(s.animals for s in view.segments)
    if animals:
        parts.append(_count(animals, "animal"))
    if not (view.farm or any(s.kind in ("town", "trail") for s in view.segments)):
        parts.insert(0, "plain")
    return "; ".join(parts)


# A plain that covers exactly the two halves beside a corner lies in that corner.
CORNER_HALVES = {frozenset(("WR", "NL")): "N-W", frozenset(("NR", "EL")): "N-E",
                 frozenset(("ER", "SL")): "S-E", frozenset(("SR", "WL")): "S-W"}


def _plain_sides(segment: SegmentView) -> str:
    return "+".join(dict.fromkeys(h[0] for h in segment.halves))


def where(segment: SegmentView, siblings: tuple[SegmentView, ...] = ()) -> str:
    """Where a segment lies on its square: "N+E", "S-W", "from S", "N+W". Two plains of
    one square that touch the same sides are named apart (``siblings``: the square's
    segments): one in a corner is "the S-W corner", others name their half-sides."""
    if segment.kind == "farm":
        return "centre"
    if segment.kind == "trail":
        return f"from {segment.sides[0]}" if segment.end else "-".join(segment.sides)
    if segment.kind == "town":
        return "+".join(segment.sides)
    sides = _plain_sides(segment)
    twins = [s for s in siblings if s.kind == "plain" and s.id != segment.id
             and _plain_sides(s) == sides]
    if not twins:
        return sides
    corner = CORNER_HALVES.get(frozenset(segment.halves))
    if corner is not None:
        return f"in the {corner} corner"
    return f"{sides} (halves {'+'.join(segment.halves)})"


def bag_text(view: State, game: GameData) -> str:
    """The counts left per tile type (public: they follow from the tile list)."""
    lines = [f"{view.tiles_left} tiles left in the bag."]
    for tile in game.tile_ids:
        left = view.bag.get(tile, 0)
        if left:
            lines.append(f"{tile:>3} ×{left}  {describe_tile(game, tile, 0)}")
    if view.discarded:
        lines.append(f"Discarded (fit nowhere): {', '.join(view.discarded)}")
    return "\n".join(lines)


def inspect_text(facts: Inspection, labels: Sequence[str]) -> str:
    """Everything about one square, as text (also for screen readers). ``labels``: each
    seat as the screen names it (glyph and name)."""
    if facts.square is None:
        if facts.fits:
            turns = ", ".join(f"{r * 90}°" for r in facts.fits)
            return f"Empty cell. Tile {facts.tile} fits here at {turns}."
        if facts.frontier:
            return "Empty cell next to the map; a tile may go here if its sides match."
        return "Empty cell, touching no square."
    sv = facts.square
    if sv.start_space:
        lines = [f"Start space of the board{' (' + sv.name + ')' if sv.name else ''}."]
    else:
        lines = [f"Tile {sv.square}, turned {sv.rotation * 90}°: "
                 f"{describe_tile(facts.game, sv.square, sv.rotation)}."]
    if facts.endangered:
        lines.append("⚠ East of both surveyors: standing settlers here go home at the next "
                     "scoring.")
    elif facts.surveyors:
        lines.append(f"A surveyor stands in this column: +{BONUS} per surveyor for a "
                     "settler here when its feature is scored.")
    for part in facts.segments:
        segment, summary = part.segment, part.feature
        state = "complete" if summary.complete else (
            f"{_count(summary.open_sides, 'open side')}"
            if summary.kind in ("town", "trail") else "")
        owners = ", ".join(f"{labels[s]} ×{n}" for s, n in summary.settlers.items()) or "nobody"
        settler = (f"; {facts.names[part.holder]}'s {segment.role} stands here"
                   if part.holder is not None else "")
        value = (f"scores {summary.value_if_completed} when complete, "
                 if summary.kind != "plain" else "")
        lines.append(f"- {segment.kind} {where(segment, sv.segments)}: {summary.text}"
                     f"{', ' + state if state else ''}; held by {owners}{settler}; "
                     f"{value}{summary.value_at_end} at the end.")
    return "\n".join(lines)


# -- the choices of a turn ----------------------------------------------------------------


def option_where(view: State, game: GameData, option: SettlerOption) -> str:
    """Where a settler spot of the tile just placed lies: "town N+E", "plain S-W"."""
    assert view.placed is not None
    segments = square_view(game, *view.squares[view.placed]).segments
    segment = next(s for s in segments if s.id == option.segment)
    return f"{option.feature.kind} {where(segment, segments)}"


def option_parts(option: SettlerOption) -> list[str]:
    """A settler spot's feature, its state now and the surveyor notes."""
    feature = option.feature
    parts = [feature.text]
    if option.completes_now:
        parts.append(f"completes now: {option.points_now} pts")
    elif feature.kind in ("town", "trail"):
        parts.append(_count(feature.open_sides, "open side"))
    if option.surveyors_in_column and feature.kind != "plain":
        parts.append(f"+{BONUS} per surveyor here")
    if option.east_of_surveyors:
        parts.append("⚠ east of the surveyors")
    if feature.kind == "farm":
        parts.append(f"{feature.farm_neighbours}/8 neighbours")
    return parts


SCORING_NOTE = ("a+b: points + surveyor bonus.", "Each scoring moves a surveyor,",
                "then sends standing settlers", "east of both surveyors home.")


def step_text(step: ScoredStep, labels: Sequence[str], first: bool) -> str:
    """The points of one scoring of an order ("● Red 4+4, ■ Blue 2")."""
    points = ", ".join(f"{labels[s]}{NBSP}{v}+{b}" if b else f"{labels[s]}{NBSP}{v}"
                       for s, (v, b) in step.points.items())
    return points if first else f"then the {step.text}: {points}"


def after_parts(outcome: OrderOutcome, labels: Sequence[str]) -> list[str]:
    """What an order does besides points: stragglers, features never scored, the end."""
    parts = []
    for x in outcome.stragglers:
        parts.append(f"⚠ {labels[x.seat]}'s {x.role} at {x.key[0]},{x.key[1]} goes "
                     "home unscored")
    for step in outcome.steps:
        parts += [f"⚠ the {what} is never scored" for what in step.dropped]
    if outcome.final is not None:
        parts.append("then the game ends with the final scoring")
    return parts


def totals_text(outcome: OrderOutcome, labels: Sequence[str]) -> str:
    gains = [f"{labels[s]}{NBSP}+{p}" for s, p in enumerate(outcome.points) if p]
    home = [f"{labels[s]}{NBSP}{n}" for s, n in enumerate(outcome.home) if n]
    text = "= " + (", ".join(gains) if gains else "no points")
    if home:
        text += "; settlers back: " + ", ".join(home)
    return text


def order_text(outcome: OrderOutcome) -> str:
    """The features an order scores after the first: "trail (2 squares), town (…)"."""
    return ", ".join(step.text for step in outcome.steps[1:])


# -- the status line and the end ----------------------------------------------------------


def surveyors_text(view: State) -> str:
    east, west = view.surveyors
    return f"column {east}" if east == west else f"columns {east} and {west}"


def status_text(view: State) -> str:
    danger = view.endangered_columns()
    clears = f" · ⚠ next scoring clears columns 0–{danger.stop - 1}" if danger else ""
    return (f"New World · {view.tiles_left} tiles in the bag · {len(view.discarded)} "
            f"discarded · surveyors in {surveyors_text(view)}{clears}")


TIE_RULE = "There is no tie-break: tied players share the win."


def end_headline(names: Sequence[str], best: int) -> str:
    """The end screen's first line (spec section 5): the winners, no tie-break."""
    if len(names) == 1:
        return f"{names[0]} wins with {best} points."
    return f"{' and '.join(names)} share the win with {best} points each. {TIE_RULE}"


FINAL_TITLE = "Final scoring (unfinished features and plains)"
NO_FINAL_AWARDS = "No settler stood on the map at the end, so nobody scored there."
STAT_LABELS = (("Tiles placed", "tiles_placed"), ("Features scored", "features_scored"),
               ("Settlers sent home by the surveyors", "settlers_lost"),
               ("Trappers on the map", "trappers"))


def award_text(points: int, what: str) -> str:
    """After the seat's name: " scores 3 points for the unfinished trail (3 squares).\""""
    return f" scores {_count(points, 'point')} for {what}."


def end_note(view: State) -> str:
    discarded = len(view.discarded)
    thrown = ("No tile was discarded" if not discarded else
              f"{discarded} tile{'s were' if discarded != 1 else ' was'} discarded")
    return f"{thrown} for fitting nowhere. The surveyors ended in {surveyors_text(view)}."


def place_status(tile: str | None, rotation: int, cell: Cell) -> str:
    """The head of the placing prompt: "tile K 90° at col 3, row 2: "."""
    return f"tile {tile} {rotation * 90}° at col {cell[0]}, row {cell[1]}: "
