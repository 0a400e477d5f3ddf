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
from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import Action, Messages
from boardgames.games.carcassonne.actions import (
    DeploySettler,
    DrawTile,
    PlaceTile,
    ScoreFeature,
    SkipSettler,
)
from boardgames.games.carcassonne.board import EDGE_NAMES, Cell
from boardgames.games.carcassonne.data import GameData, SegmentView, square_view
from boardgames.games.carcassonne.state import BONUS, DEPLOY, DRAW, PLACE, SCORE, Feature, State

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


_, _n = game_text("carcassonne")


# The feature kinds in words (segments, inspection, settler spots).
KIND_WORDS = {"town": N_("town"), "trail": N_("trail"), "farm": N_("farm"),
              "plain": N_("plain")}


def kind_word(kind: str) -> str:
    return _(KIND_WORDS[kind]) if kind in KIND_WORDS else kind


def edge_word(edge: str) -> str:
    """An edge type in words ("town", "coast"; marked in KIND_WORDS and TRAIL_ENDS)."""
    return _(EDGE_NAMES[edge])


# The towns printed on the start board (data.start_names): each edition keeps their names.
START_NAMES = (N_("Plymouth"), N_("New York"), N_("Jamestown"))


def start_name(name: str) -> str:
    """A town of the start board as the language names it."""
    return _(name)


def role_word(role: str) -> str:
    """A settler's role (data.ROLES) in words."""
    return _(role)


def open_sides(n: int) -> str:
    return _n("{count} open side", "{count} open sides", n).format(count=n)


# The settler of each feature kind (data.ROLES) in words; the roles are their msgids.
ROLE_WORDS = {"town": N_("shopkeeper"), "trail": N_("robber"), "plain": N_("trapper"),
              "farm": N_("farmer")}


def feature_text(params: Mapping[str, Any]) -> str:
    """"trail (2 squares, 1 trading post)", "town (3 squares)", "farm (5/8 neighbours)",
    "plain (2 animals)"."""
    kind, squares = params["kind"], params["squares"]
    size = _n("{count} square", "{count} squares", squares).format(count=squares)
    if kind == "trail":
        posts = params["trading_posts"]
        if posts:
            size += ", " + _n("{count} trading post", "{count} trading posts", posts).format(
                count=posts)
        return _("trail ({size})").format(size=size)
    if kind == "town":
        flags = params["flags"]
        if flags:
            size += ", " + _n("{count} flag", "{count} flags", flags).format(count=flags)
        return _("town ({size})").format(size=size)
    if kind == "farm":
        neighbours = params.get("neighbours")
        return _("farm") if neighbours is None else _("farm ({count}/8 neighbours)").format(
            count=neighbours)
    animals = params["animals"]
    return _n("plain ({count} animal)", "plain ({count} animals)", animals).format(count=animals)


def describe_feature(feature: Feature, final: bool = False, state: State | None = None) -> str:
    """``feature_text`` of a feature of the state (``final`` needs the state)."""
    return feature_text(feature_params(state, feature, final))


def final_feature_text(params: Mapping[str, Any]) -> str:
    """A feature scored at the end: "unfinished trail (2 squares)", "plain (1 animal)"."""
    what = feature_text(params)
    return what if params["kind"] == "plain" else _("unfinished {feature}").format(feature=what)


# -- the log ------------------------------------------------------------------------------

Params = Mapping[str, Any]
Names = Sequence[str]


def _place(p: Params, names: Names) -> str:
    return _("{seat} places tile {tile} at {cell}, {degrees}°.").format(
        seat=names[p["seat"]], tile=p["tile"], cell=cell_text((p["col"], p["row"])),
        degrees=p["rotation"] * 90)


def _no_settler(p: Params, names: Names) -> str:
    if p["reason"] == "supply":
        return _("{seat} cannot place a settler (no settler left).").format(seat=names[p["seat"]])
    return _("{seat} cannot place a settler (no free segment).").format(seat=names[p["seat"]])


def _deploy(p: Params, names: Names) -> str:
    feature = p["feature"]
    return _("{seat} puts a {role} on the {feature} at ({col},{row}).").format(
        seat=names[p["seat"]], role=_(ROLE_WORDS[feature["kind"]]),
        feature=feature_text(feature), col=p["col"], row=p["row"])


def _score(p: Params, names: Names) -> str:
    fields = {"seat": names[p["seat"]], "points": p["points"],
              "feature": feature_text(p["feature"])}
    if p["bonus"]:
        return _("{seat} scores {points} for the {feature} + {bonus} surveyor bonus.").format(
            bonus=p["bonus"], **fields)
    return _("{seat} scores {points} for the {feature}.").format(**fields)


def _final_award(p: Params, names: Names) -> str:
    return _("{seat} scores {points} for the {feature}.").format(
        seat=names[p["seat"]], points=p["points"], feature=final_feature_text(p["feature"]))


def _game_over(p: Params, names: Names) -> str:
    winners = p["winner_seats"]
    who = join_words([names[s] for s in winners])
    return _n("Game over. {who} wins with {points} points.",
              "Game over. {who} win with {points} points.", len(winners)).format(
        who=who, points=p["points"])


def _feature_line(template: str) -> Any:
    """A line about a feature (``template`` marked with N_)."""

    def render(p: Params, names: Names) -> str:
        return _(template).format(feature=feature_text(p["feature"]))

    return render


MESSAGES = Messages({
    "start": "{seat} starts. {tiles} tiles in the bag.",
    "draw": "{seat} draws tile {tile} ({left} left).",
    "discard": "{seat} draws tile {tile}; it fits nowhere and is discarded.",
    "bag_empty": "The bag is empty.",
    "place": _place,
    "no_settler": _no_settler,
    "deploy": _deploy,
    "skip": "{seat} places no settler.",
    "complete_unheld": _feature_line(N_("The {feature} is complete, but nobody is there.")),
    "score": _score,
    "dropped": _feature_line(N_("The {feature} was completed, but its settlers were removed "
                                "before it was scored.")),
    "surveyors_stuck": "The surveyors cannot move: nothing lies west of column {column}.",
    "surveyor_moves": "A surveyor moves west; the surveyors stand in columns {east} and {west}.",
    "straggler": "{seat}'s settler at ({col},{row}) is east of the surveyors and goes home.",
    "final_scoring": "Final scoring.",
    "final_award": _final_award,
    "game_over": _game_over,
}, game="carcassonne")


# -- prompts and action labels ------------------------------------------------------------

# Why an action of another phase is refused: what must be done now.
PHASE_REASONS = {
    DRAW: N_("now you must draw a tile"),
    PLACE: N_("now you must place the drawn tile"),
    DEPLOY: N_("now you must place a settler on the tile just placed, or none"),
    SCORE: N_("now you must choose which completed feature to score next"),
}


def phase_reason(phase: str) -> str:
    return _(PHASE_REASONS[phase])


def prompt(state: State) -> str:
    """The public prompt of the pending decision."""
    name = state.names[state.active]
    if state.phase == DRAW:
        return _("{name}: draw a tile").format(name=name)
    if state.phase == PLACE:
        return _("{name}: place tile {tile}").format(name=name, tile=state.current_tile)
    if state.phase == DEPLOY and state.placed is not None:
        return _("{name}: place a settler on tile {tile}, or none").format(
            name=name, tile=state.squares[state.placed][0])
    return _("{name}: choose which completed feature to score next").format(name=name)


def cell_text(cell: tuple[int, int]) -> str:
    return _("column {col}, row {row}").format(col=cell[0], row=cell[1])


def describe(state: State, action: Action) -> str | None:
    """A short label of an action (buttons, menus), or None for the generic one."""
    if isinstance(action, DrawTile):
        return _("Draw a tile")
    if isinstance(action, PlaceTile):
        tile = state.current_tile or _("the tile")
        return _("Place {tile} at {cell}, {degrees}°").format(
            tile=tile, cell=cell_text((action.col, action.row)), degrees=action.rotation * 90)
    if isinstance(action, SkipSettler):
        return _("No settler")
    if isinstance(action, DeploySettler) and state.placed is not None:
        key = (*state.placed, action.segment)
        if key in state.feature_of:
            feature = state.feature_at(key)
            return _("{role} on the {feature}").format(
                role=_(ROLE_WORDS[feature.kind]).capitalize(), feature=describe_feature(feature))
    if isinstance(action, ScoreFeature):
        anchor = (action.col, action.row, action.segment)
        for fid in state.waiting:
            feature = state.features[fid]
            if feature.anchor == anchor:
                owners = sorted({state.names[s] for _, s in state.settlers_on(fid)})
                return _("Score the {feature} of {owners}").format(
                    feature=describe_feature(feature), owners=", ".join(owners))
    return None


# -- squares ------------------------------------------------------------------------------


def describe_tile(game: GameData, tile: str, rotation: int) -> str:
    """A one-line description of a tile as rotated, e.g. "town on E+S; trail N-W"."""
    view = square_view(game, tile, rotation)
    parts = []
    arms = []
    for seg in view.segments:
        posts = seg.trading_posts
        post = " " + _n("with {count} trading post", "with {count} trading posts", posts).format(
            count=posts) if posts else ""
        if seg.kind == "town":
            flag = " " + _n("with {count} flag", "with {count} flags", seg.flags).format(
                count=seg.flags) if seg.flags else ""
            parts.append(_("town on {sides}").format(sides="+".join(seg.sides)) + flag)
        elif seg.kind == "trail" and seg.end == "crossing":
            arms.append(f"{seg.sides[0]}{post}")
        elif seg.kind == "trail" and seg.end:
            end = _(TRAIL_ENDS[seg.end]) if seg.end in TRAIL_ENDS else seg.end
            parts.append(_("trail from {side} to the {end}").format(side=seg.sides[0], end=end)
                         + post)
        elif seg.kind == "trail":
            parts.append(_("trail {sides}").format(sides="-".join(seg.sides)) + post)
    if arms:
        parts.append(_("crossing of trails {arms}").format(arms=", ".join(arms)))
    if view.farm:
        parts.append(_("farm"))
    animals = sum(s.animals for s in view.segments)
    if animals:
        parts.append(_n("{count} animal", "{count} animals", animals).format(count=animals))
    if not (view.farm or any(s.kind in ("town", "trail") for s in view.segments)):
        parts.insert(0, _("plain"))
    return "; ".join(parts)


# Where a one-sided trail ends ("crossing" is described with the crossing's arms).
TRAIL_ENDS = {"town": N_("town"), "farm": N_("farm"), "coast": N_("coast")}

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
        return _("centre")
    if segment.kind == "trail":
        return (_("from {side}").format(side=segment.sides[0]) if segment.end
                else "-".join(segment.sides))
    if segment.kind == "town":
        return "+".join(segment.sides)
    sides = _plain_sides(segment)
    twins = [s for s in siblings if s.kind == "plain" and s.id != segment.id
             and _plain_sides(s) == sides]
    if not twins:
        return sides
    corner = CORNER_HALVES.get(frozenset(segment.halves))
    if corner is not None:
        return _("in the {corner} corner").format(corner=corner)
    return _("{sides} (halves {halves})").format(sides=sides, halves="+".join(segment.halves))


def bag_text(view: State, game: GameData) -> str:
    """The counts left per tile type (public: they follow from the tile list)."""
    lines = [_n("{count} tile left in the bag.", "{count} tiles left in the bag.",
                view.tiles_left).format(count=view.tiles_left)]
    for tile in game.tile_ids:
        left = view.bag.get(tile, 0)
        if left:
            lines.append(f"{tile:>3} ×{left}  {describe_tile(game, tile, 0)}")
    if view.discarded:
        lines.append(_("Discarded (fit nowhere): {tiles}").format(tiles=", ".join(view.discarded)))
    return "\n".join(lines)


def inspect_text(facts: Inspection, labels: Sequence[str]) -> str:
    """Everything about one square, as text (also for screen readers). ``labels``: each
    seat as the screen names it (glyph and name)."""
    if facts.square is None:
        if facts.fits:
            turns = ", ".join(f"{r * 90}°" for r in facts.fits)
            return _("Empty cell. Tile {tile} fits here at {turns}.").format(tile=facts.tile,
                                                                             turns=turns)
        if facts.frontier:
            return _("Empty cell next to the map; a tile may go here if its sides match.")
        return _("Empty cell, touching no square.")
    sv = facts.square
    if sv.start_space:
        lines = [_("Start space of the board ({name}).").format(name=start_name(sv.name))
                 if sv.name
                 else _("Start space of the board.")]
    else:
        lines = [_("Tile {tile}, turned {degrees}°: {description}.").format(
            tile=sv.square, degrees=sv.rotation * 90,
            description=describe_tile(facts.game, sv.square, sv.rotation))]
    if facts.endangered:
        lines.append(_("⚠ East of both surveyors: standing settlers here go home at the next "
                       "scoring."))
    elif facts.surveyors:
        lines.append(_("A surveyor stands in this column: +{bonus} per surveyor for a "
                       "settler here when its feature is scored.").format(bonus=BONUS))
    for part in facts.segments:
        segment, summary = part.segment, part.feature
        state = _("complete") if summary.complete else (
            open_sides(summary.open_sides) if summary.kind in ("town", "trail") else "")
        owners = ", ".join(f"{labels[s]} ×{n}" for s, n in summary.settlers.items()) or _(
            "nobody")
        settler = ("; " + _("{name}'s {role} stands here").format(
            name=facts.names[part.holder], role=_(segment.role))
            if part.holder is not None else "")
        head = f"- {kind_word(segment.kind)} {where(segment, sv.segments)}: {summary.text}"
        if state:
            head += f", {state}"
        if summary.kind != "plain":
            tail = _("scores {complete} when complete, {end} at the end.").format(
                complete=summary.value_if_completed, end=summary.value_at_end)
        else:
            tail = _("{end} at the end.").format(end=summary.value_at_end)
        lines.append(head + "; " + _("held by {owners}").format(owners=owners) + settler
                     + "; " + tail)
    return "\n".join(lines)


# -- the choices of a turn ----------------------------------------------------------------


def option_where(view: State, game: GameData, option: SettlerOption) -> str:
    """Where a settler spot of the tile just placed lies: "town N+E", "plain S-W"."""
    assert view.placed is not None
    segments = square_view(game, *view.squares[view.placed]).segments
    segment = next(s for s in segments if s.id == option.segment)
    return f"{kind_word(option.feature.kind)} {where(segment, segments)}"


def option_parts(option: SettlerOption) -> list[str]:
    """A settler spot's feature, its state now and the surveyor notes."""
    feature = option.feature
    parts = [feature.text]
    if option.completes_now:
        parts.append(_("completes now: {points} pts").format(points=option.points_now))
    elif feature.kind in ("town", "trail"):
        parts.append(open_sides(feature.open_sides))
    if option.surveyors_in_column and feature.kind != "plain":
        parts.append(_("+{bonus} per surveyor here").format(bonus=BONUS))
    if option.east_of_surveyors:
        parts.append(_("⚠ east of the surveyors"))
    if feature.kind == "farm":
        parts.append(_("{count}/8 neighbours").format(count=feature.farm_neighbours))
    return parts


SCORING_NOTE = (N_("a+b: points + surveyor bonus."),
                N_("Each scoring moves a surveyor, then sends standing settlers east of both "
                   "surveyors home."))


def scoring_note() -> list[str]:
    """The notes under the scoring-order list."""
    return [_(note) for note in SCORING_NOTE]


def step_text(step: ScoredStep, labels: Sequence[str], first: bool) -> str:
    """The points of one scoring of an order ("● Red 4+4, ■ Blue 2")."""
    points = ", ".join(f"{labels[s]}{NBSP}{v}+{b}" if b else f"{labels[s]}{NBSP}{v}"
                       for s, (v, b) in step.points.items())
    return points if first else _("then the {feature}: {points}").format(feature=step.text,
                                                                         points=points)


def after_parts(outcome: OrderOutcome, labels: Sequence[str]) -> list[str]:
    """What an order does besides points: stragglers, features never scored, the end."""
    parts = []
    for x in outcome.stragglers:
        parts.append(_("⚠ {name}'s {role} at {col},{row} goes home unscored").format(
            name=labels[x.seat], role=_(x.role), col=x.key[0], row=x.key[1]))
    for step in outcome.steps:
        parts += [_("⚠ the {feature} is never scored").format(feature=what)
                  for what in step.dropped]
    if outcome.final is not None:
        parts.append(_("then the game ends with the final scoring"))
    return parts


def totals_text(outcome: OrderOutcome, labels: Sequence[str]) -> str:
    gains = [f"{labels[s]}{NBSP}+{p}" for s, p in enumerate(outcome.points) if p]
    home = [f"{labels[s]}{NBSP}{n}" for s, n in enumerate(outcome.home) if n]
    text = "= " + (", ".join(gains) if gains else _("no points"))
    if home:
        text += "; " + _("settlers back: {settlers}").format(settlers=", ".join(home))
    return text


def order_text(outcome: OrderOutcome) -> str:
    """The features an order scores after the first: "trail (2 squares), town (…)"."""
    return ", ".join(step.text for step in outcome.steps[1:])


# -- the status line and the end ----------------------------------------------------------


def surveyors_text(view: State) -> str:
    east, west = view.surveyors
    if east == west:
        return _("column {column}").format(column=east)
    return _("columns {east} and {west}").format(east=east, west=west)


def status_text(view: State) -> str:
    danger = view.endangered_columns()
    clears = (" · " + _("⚠ next scoring clears columns 0–{last}").format(last=danger.stop - 1)
              if danger else "")
    return _("New World · {tiles} tiles in the bag · {discarded} discarded · surveyors in "
             "{surveyors}").format(tiles=view.tiles_left, discarded=len(view.discarded),
                                   surveyors=surveyors_text(view)) + clears


TIE_RULE = N_("There is no tie-break: tied players share the win.")


def end_headline(names: Sequence[str], best: int) -> str:
    """The end screen's first line (spec section 5): the winners, no tie-break."""
    if len(names) == 1:
        return _("{name} wins with {points} points.").format(name=names[0], points=best)
    return _("{names} share the win with {points} points each.").format(
        names=join_words(list(names)), points=best) + " " + _(TIE_RULE)


STAT_LABELS = ((N_("Tiles placed"), "tiles_placed"), (N_("Features scored"), "features_scored"),
               (N_("Settlers sent home by the surveyors"), "settlers_lost"),
               (N_("Trappers on the map"), "trappers"))


def final_title() -> str:
    return _("Final scoring (unfinished features and plains)")


def no_final_awards() -> str:
    return _("No settler stood on the map at the end, so nobody scored there.")


def stat_labels() -> list[tuple[str, str]]:
    """The end screen's statistics: (label, field of summary.SeatStats)."""
    return [(_(label), field) for label, field in STAT_LABELS]


def award_text(points: int, what: str) -> str:
    """After the seat's name: " scores 3 points for the unfinished trail (3 squares).\""""
    return " " + _n("scores {count} point for the {what}.",
                    "scores {count} points for the {what}.", points).format(count=points,
                                                                            what=what)


def end_note(view: State) -> str:
    discarded = len(view.discarded)
    thrown = (_("No tile was discarded for fitting nowhere.") if not discarded else
              _n("{count} tile was discarded for fitting nowhere.",
                 "{count} tiles were discarded for fitting nowhere.", discarded).format(
                  count=discarded))
    return thrown + " " + _("The surveyors ended in {surveyors}.").format(
        surveyors=surveyors_text(view))


def place_status(tile: str | None, rotation: int, cell: Cell) -> str:
    """The head of the placing prompt: "tile K 90° at col 3, row 2: "."""
    return _("tile {tile} {degrees}° at col {col}, row {row}: ").format(
        tile=tile, degrees=rotation * 90, col=cell[0], row=cell[1])
