"""What can be chosen at the cursor and what each key would do, for the New World screen.

Pure: no Textual or Rich here. Everything is computed from the view and the legal
actions (and the engine's ``summary`` facts), so it is tested without a running app;
the screen only wires keys, clicks and widgets to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from boardgames.core.i18n import N_, _
from boardgames.core.rules import Action, Decision
from boardgames.games.carcassonne import text
from boardgames.games.carcassonne.actions import (
    SKIP_SETTLER,
    DeploySettler,
    PlaceTile,
    ScoreFeature,
    deploy_settler,
    score_feature,
)
from boardgames.games.carcassonne.board import Cell
from boardgames.games.carcassonne.data import GameData
from boardgames.games.carcassonne.state import DEPLOY, DRAW, PLACE, SCORE, State
from boardgames.games.carcassonne.summary import (
    OrderOutcome,
    SettlerOption,
    WaitingOption,
    scoring_outcomes,
    settler_options,
    waiting_options,
)

# The screen's keys and mouse actions (F1; translated where shown).
KEYS_HELP = N_("""\
| key | mouse | what it does |
|---|---|---|
| Enter, Space | click Draw on the key bar or the tile panel | draw a tile |
| arrows, h j k l | move the pointer over the map | move the cursor (and the ghost of the tile) |
| r / R | right-click the map, click the tile panel | turn the tile clockwise / back |
| Tab / shift+Tab | | jump to the next / previous spot where the tile fits |
| Enter, Space | click a cell marked + or ↻ | place the tile there |
| r (after placing) | click the placed tile again | turn it to its next fitting rotation |
| 1–9, ↑↓ + Enter | click a numbered spot or a line twice | put a settler on that spot |
| n or 0 | click None on the key bar | place no settler |
| escape | click Back on the key bar | take the placed tile back |
| 1–9, ↑↓ + Enter | click a line or the feature twice | choose which completed feature scores next |
| i | | inspect the square under the cursor |
| b / t / g | | tiles left in the bag / score track / the whole log |
| c / . | | centre the view on the cursor / jump to the last placed tile |
| PageUp PageDown Home End, shift+arrows | wheel, shift+wheel | scroll the map |
| F6 | click F6 in the footer | hide / show the side panel (the map takes the whole width) |

On the map: `+` the tile fits in the shown rotation, `↻` only in another rotation,
`✗` it does not fit under the cursor (the prompt says why). Heavy brackets `┏━ ━┓`
frame the cursor; rounded ticks `╭ ╮ ╰ ╯` mark the corners of the last placed tile;
a red `✱` (top left and bottom right) marks every tile the others placed since your
last move, until you act. Settlers stand as their seat's glyph in reverse video;
trappers lie (hollow glyph). `▼S` on the column ruler
marks a surveyor, `⚠` columns whose standing settlers go home at the next scoring.
""")

# Map cursor moves: columns count westward, so "left" is col + 1.
DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (1, 0), "right": (-1, 0)}

# The screen's own actions (its bindings) and the decisions they work in.
ENABLED = {
    "draw": (DRAW,),
    "place": (PLACE,),
    "confirm": (DEPLOY, SCORE),
    "rotate": (PLACE, DEPLOY),
    "jump": (PLACE,),
    "digit": (DEPLOY, SCORE),
    "skip": (DEPLOY,),
}


def enabled(action: str, kind: str) -> bool | None:
    """Whether a screen action works in decision ``kind`` (None: not one of ours)."""
    kinds = ENABLED.get(action)
    return None if kinds is None else kind in kinds


@dataclass
class Choices:
    """One decision's choices, worked out once (the cursor keys only read them)."""

    kind: str = ""
    # placing: each cell where the drawn tile fits with its rotations, and every legal
    # (col, row, rotation) in the engine's order (R26)
    fits: dict[Cell, tuple[int, ...]] = field(default_factory=dict)
    placements: list[tuple[int, int, int]] = field(default_factory=list)
    options: list[SettlerOption] = field(default_factory=list)  # settler spots
    waiting: list[WaitingOption] = field(default_factory=list)  # features to score first
    outcomes: list[OrderOutcome] = field(default_factory=list)  # every scoring order

    def outcomes_of(self, option: WaitingOption) -> list[OrderOutcome]:
        return [o for o in self.outcomes if o.first == option.anchor]

    @property
    def count(self) -> int:
        """How many lines the option list has (the settler list ends with "none")."""
        return len(self.options) + 1 if self.kind == DEPLOY else len(self.waiting)


def choices(kind: str, view: State, game: GameData, legal: Sequence[Action]) -> Choices:
    found = Choices(kind)
    if kind == PLACE:
        for action in legal:
            if isinstance(action, PlaceTile):
                cell = (action.col, action.row)
                found.fits[cell] = (*found.fits.get(cell, ()), action.rotation)
                found.placements.append((action.col, action.row, action.rotation))
    elif kind == DEPLOY:
        segments = {a.segment for a in legal if isinstance(a, DeploySettler)}
        found.options = [o for o in settler_options(view, game) if o.segment in segments]
    elif kind == SCORE:
        anchors = {(a.col, a.row, a.segment) for a in legal if isinstance(a, ScoreFeature)}
        found.waiting = [w for w in waiting_options(view) if w.anchor in anchors]
        found.outcomes = scoring_outcomes(view)  # the engine's preview of every order
    return found


# -- placing ------------------------------------------------------------------------------


def start_cursor(found: Choices, last_placed: Cell | None,
                 taken_back: tuple[Cell, str, int] | None,
                 tile: str | None) -> tuple[Cell, int]:
    """Where the cursor starts placing, in which rotation: back where a placement that
    was just taken back lay (``taken_back``: cell, tile, rotation), else on the legal
    spot nearest to the last placed tile (ties and the first turn: the engine's order)."""
    if taken_back is not None and taken_back[1] == tile and taken_back[0] in found.fits:
        fits = found.fits[taken_back[0]]
        return taken_back[0], taken_back[2] if taken_back[2] in fits else fits[0]
    col, row, rotation = min(
        found.placements,
        key=lambda p: 0 if last_placed is None
        else abs(p[0] - last_placed[0]) + abs(p[1] - last_placed[1]),
    )
    return (col, row), rotation


def jump(found: Choices, cursor: Cell, rotation: int, step: int) -> tuple[Cell, int]:
    """Tab / shift+Tab: the next / previous legal placement in reading order."""
    here = (cursor[1], -cursor[0], rotation)
    order = [(r, -c, k) for c, r, k in found.placements]
    if here in order:
        index = (order.index(here) + step) % len(order)
    elif step > 0:
        index = next((i for i, o in enumerate(order) if o > here), 0)
    else:
        index = next((i for i in range(len(order) - 1, -1, -1) if order[i] < here), -1)
    col, row, turn = found.placements[index]
    return (col, row), turn


def fits_now(found: Choices, rotation: int) -> tuple[set[Cell], set[Cell]]:
    """The cells where the tile fits in the shown rotation, and those where it fits only
    in another one."""
    now = {c for c, turns in found.fits.items() if rotation in turns}
    return now, set(found.fits) - now


def click_rotation(turns: Sequence[int], rotation: int) -> int:
    """A click places in the shown rotation, or the first one after it that fits."""
    return next(r for r in ((rotation + i) % 4 for i in range(4)) if r in turns)


def next_rotation(turns: Sequence[int], rotation: int) -> int:
    """Turning the placed tile: the next rotation after ``rotation`` that fits (itself
    when only it fits)."""
    return next(r for r in ((rotation + i) % 4 for i in range(1, 5)) if r in turns)


def place_status(found: Choices, cursor: Cell, rotation: int) -> tuple[str, tuple[int, ...]]:
    """What Enter would do at the cursor: "fits" (places it), "turned" (fits in the
    rotations given) or "miss" (the engine says why)."""
    turns = found.fits.get(cursor, ())
    if rotation in turns:
        return "fits", turns
    if turns:
        return "turned", turns
    return "miss", ()


def placed_turns(before: Choices, placed: Cell | None) -> bool:
    """Whether the tile just placed can turn on its cell: known from the placing
    decision shown before (else assumed, and r says so when it cannot)."""
    return placed is None or not before.fits or len(before.fits.get(placed, ())) != 1


# -- settler spots and the scoring order --------------------------------------------------


def step_selection(selected: int | None, count: int, step: int) -> int:
    """↑ / ↓ through the option list (wrapping; from nothing to the first or last)."""
    if selected is None:
        return 0 if step > 0 else count - 1
    return (selected + step) % count


def choose(found: Choices, index: int) -> Action | None:
    """The action of the option list's line ``index``."""
    if found.kind == DEPLOY:
        if index >= len(found.options):
            return SKIP_SETTLER
        return deploy_settler(found.options[index].segment)
    if found.kind == SCORE and 0 <= index < len(found.waiting):
        return score_feature(*found.waiting[index].anchor)
    return None


def digit(found: Choices, n: int) -> Action | None:
    """A digit key: 1-9 choose a line, 0 places no settler."""
    if found.kind == DEPLOY:
        if n == 0:
            return SKIP_SETTLER
        return choose(found, n - 1) if n <= len(found.options) else None
    if found.kind == SCORE and 1 <= n <= len(found.waiting):
        return choose(found, n - 1)
    return None


def spot_at(found: Choices, spots: dict[str, tuple[int, int]],
            xy: tuple[int, int]) -> int | None:
    """The settler spot drawn at a map position (``spots``: segment -> position)."""
    for index, option in enumerate(found.options):
        if spots.get(option.segment) == xy:
            return index
    return None


def waiting_at(found: Choices, view: State, cell: Cell, segment: str | None) -> int | None:
    """The waiting feature a click on ``segment`` of the square at ``cell`` names."""
    if segment is None or cell not in view.squares:
        return None
    anchor = view.feature_at((cell[0], cell[1], segment)).anchor
    return next((i for i, w in enumerate(found.waiting) if w.anchor == anchor), None)


def selected_segments(found: Choices, view: State,
                      selected: int | None) -> list[tuple[Cell, str]]:
    """The segment instances to highlight for the selected line."""
    if selected is None:
        return []
    if found.kind == DEPLOY and view.placed is not None and selected < len(found.options):
        return [(view.placed, found.options[selected].segment)]
    if found.kind == SCORE and selected < len(found.waiting):
        feature = view.feature_at(found.waiting[selected].anchor)
        return [((c, r), s) for c, r, s in feature.segments]
    return []


def key_bar(kind: str, turns: bool) -> list[tuple[str, str]]:
    """The clickable keys of the decision: (key, label)."""
    if kind == DRAW:
        return [("enter", _("Draw"))]
    if kind == PLACE:
        return [("r", _("Rotate")), ("tab", _("Next fit"))]
    if kind == DEPLOY:
        return [("n", _("None")), *([("r", _("Turn"))] if turns else []),
                ("escape", _("Back"))]
    return []


# -- the prompt ---------------------------------------------------------------------------

Part = str | tuple[str, str]  # plain text, or (text, style)


def prompt_parts(found: Choices, view: State, decision: Decision, cursor: Cell,
                 rotation: int, selected: int | None, turns: bool,
                 problem: str | None) -> str | list[Part]:
    """What the prompt bar asks the player on screen. ``problem``: the engine's reason
    why the tile does not fit at the cursor."""
    name = view.names[decision.seat]
    kind = decision.kind
    if kind == DRAW:
        return _("{name}: draw a tile — Enter, Space or the Draw button").format(name=name)
    if kind == PLACE:
        head = f"{name}: {text.place_status(view.current_tile, rotation, cursor)}"
        status, fits = place_status(found, cursor, rotation)
        if status == "fits":
            return [head, (_("fits — Enter or a click places it"), "bold green"),
                    " " + _("(r rotates, Tab next fit)")]
        if status == "turned":
            degrees = ", ".join(f"{r * 90}°" for r in fits)
            return [head, ("↻ " + _("fits at {degrees}").format(degrees=degrees), "yellow"),
                    " " + _("(r rotates, a click places)")]
        return [head, (f"✗ {problem}", "bold #ff6b6b")]
    if kind == DEPLOY and view.placed is not None:
        if selected is not None and selected < len(found.options):
            option = found.options[selected]
            return [_("{name}: {role} on the {feature} — Enter confirms, n none, escape back")
                    .format(name=name, role=text.role_word(option.role),
                            feature=option.feature.text)]
        tile = view.squares[view.placed][0]
        last = len(found.options)
        if turns:
            return [_("{name}: a settler on tile {tile}? 1–{last}, ↑↓ Enter, n none · r turns "
                      "the tile, escape takes it back").format(name=name, tile=tile, last=last)]
        return [_("{name}: a settler on tile {tile}? 1–{last}, ↑↓ Enter, n none · escape "
                  "takes it back").format(name=name, tile=tile, last=last)]
    if kind == SCORE:
        return _("{name}: choose which completed feature to score next — 1–{last}, ↑↓ Enter, "
                 "or click it twice").format(name=name, last=len(found.waiting))
    return decision.prompt
