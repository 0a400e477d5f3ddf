"""New World: A Carcassonne Game as a state machine (spec sections 2-4).

A turn is: draw (chance) -> place -> optionally deploy one settler -> score the
completed features one at a time (the active player chooses the order while two or
more wait) -> next seat. Nothing is hidden: the bag is an unordered multiset and each
draw is decided at draw time with the match RNG.
"""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, Field

from boardgames.core.rules import (
    Action,
    Decision,
    Event,
    GameRules,
    IllegalAction,
    ScoreBreakdown,
    SetupError,
    public,
)
from boardgames.games.carcassonne import INFO, board, checks, scoring
from boardgames.games.carcassonne.actions import (
    DRAW_TILE,
    SKIP_SETTLER,
    CarcassonneAction,
    DeploySettler,
    DrawTile,
    PlaceTile,
    ScoreFeature,
    SkipSettler,
    deploy_settler,
    place_tile,
    score_feature,
)
from boardgames.games.carcassonne.bots import GreedyBot
from boardgames.games.carcassonne.data import GameData, load_data
from boardgames.games.carcassonne.geometry import Key
from boardgames.games.carcassonne.state import (
    CATEGORIES,
    DEPLOY,
    DRAW,
    OVER,
    PLACE,
    ROLES,
    SCORE,
    SETTLERS,
    State,
)

STEP_WORDS = {
    DRAW: "draw a tile",
    PLACE: "place the drawn tile",
    DEPLOY: "place a settler on the tile just placed, or none",
    SCORE: "choose which completed feature to score next",
}


class Options(BaseModel):
    first_player: int | None = Field(
        default=None, ge=0, title="First player",
        description="the seat that plays first; empty = random (on the command line seats "
                    "count from 0: 0 is the first seat)",
        json_schema_extra={"seat": True, "none": "Random"},
    )


@lru_cache(maxsize=4096)
def _decision(seat: int, kind: str, prompt: str) -> Decision:
    """Decisions are frozen: the few distinct ones of a match are built once each."""
    return Decision(seat=seat, kind=kind, prompt=prompt)


class CarcassonneRules(GameRules):
    info = INFO
    Options = Options
    action_type = CarcassonneAction
    has_private_information = False
    greedy_bot = GreedyBot

    def __init__(self, data_path: str | Path | None = None) -> None:
        self.data: GameData = load_data(data_path)

    # -- setup ---------------------------------------------------------------------------

    def configure(self, players: int, options: BaseModel) -> tuple[BaseModel, list[str]]:
        options, notes = super().configure(players, options)
        first = getattr(options, "first_player", None)
        if first is not None and first >= players:
            raise SetupError(f"first player must be a seat from 0 to {players - 1}, not {first}")
        return options, notes

    def setup(self, players: list[str], options: BaseModel, rng: random.Random) -> State:
        n = len(players)
        if not self.min_players <= n <= self.max_players:
            raise SetupError(
                f"{self.title} takes {self.min_players}-{self.max_players} players, not {n}"
            )
        first = getattr(options, "first_player", None)
        state = State(
            names=list(players),
            active=rng.randrange(n) if first is None else first,
            step=DRAW,
            bag=dict(self.data.counts),
            supply=[SETTLERS] * n,
            scores=[{key: 0 for key, _ in CATEGORIES} for _ in range(n)],
            tiles_placed=[0] * n,
            settlers_lost=[0] * n,
        )
        for cell, square in sorted(self.data.start_cells.items(), key=lambda kv: kv[0][1]):
            board.place(state, self.data, square, cell, 0)
        start = self.data.surveyor_start
        state.surveyors = (start, start)
        return state

    def opening_events(self, state: State) -> list[Event]:
        return [public(f"{state.names[state.active]} starts. {state.tiles_left} tiles in the bag.")]

    # -- decisions -----------------------------------------------------------------------

    def pending(self, state: State) -> list[Decision]:
        if state.step == OVER:
            return []
        name = state.names[state.active]
        if state.step == DRAW:
            prompt = f"{name}: draw a tile"
        elif state.step == PLACE:
            prompt = f"{name}: place tile {state.current_tile}"
        elif state.step == DEPLOY:
            tile = state.squares[state.placed][0]
            prompt = f"{name}: place a settler on tile {tile}, or none"
        else:
            prompt = f"{name}: choose which completed feature to score next"
        return [_decision(state.active, state.step, prompt)]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state.step == OVER or seat != state.active:
            return []
        if state.step == DRAW:
            return [DRAW_TILE]
        if state.step == PLACE:
            keys = board.placement_keys(state, self.data, state.current_tile)
            known = _PLACEMENTS.get
            return [known(key) or _placement(key) for key in keys]
        if state.step == DEPLOY:
            segments = board.free_segments(state, self.data)
            return [*map(deploy_settler, segments), SKIP_SETTLER]
        return [
            score_feature(c, r, s)
            for c, r, s in sorted(state.features[f].anchor for f in state.waiting)
        ]

    def check(self, state: State, seat: int, action: Action) -> None:
        if state.step == OVER:
            raise IllegalAction("the game is over")
        if seat != state.active:
            raise IllegalAction(
                f"it is not your turn: {state.names[state.active]} must {STEP_WORDS[state.step]}"
            )
        if action.kind != state.step and not (
            state.step == DEPLOY and isinstance(action, SkipSettler)
        ):
            raise IllegalAction(f"now you must {STEP_WORDS[state.step]}")
        if isinstance(action, PlaceTile):
            problem = board.placement_problem(
                state, self.data, state.current_tile, action.col, action.row, action.rotation
            )
            if problem:
                raise IllegalAction(problem)
        elif isinstance(action, DeploySettler):
            self._check_deploy(state, action.segment)
        elif isinstance(action, ScoreFeature):
            anchor = (action.col, action.row, action.segment)
            if _waiting_by_anchor(state, anchor) is None:
                raise IllegalAction(
                    f"no feature anchored at ({action.col},{action.row}) {action.segment} "
                    "is waiting to be scored"
                )

    def _check_deploy(self, state: State, segment: str) -> None:
        if state.supply[state.active] < 1:
            raise IllegalAction("you have no settler left in supply")
        col, row = state.placed
        face = self.data.faces[state.squares[col, row]]
        if face.segment(segment) is None:
            names = ", ".join(s.id for s in face.segments)
            raise IllegalAction(f"{segment} is not a segment of the tile just placed ({names})")
        holder = _settler_in_feature(state, state.feature_of[col, row, segment])
        if holder is not None:
            kind = state.feature_at((col, row, segment)).kind
            raise IllegalAction(f"that {kind} already has a settler (at ({holder[0]},{holder[1]}))")

    # -- applying ------------------------------------------------------------------------

    def apply(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
        if isinstance(action, DrawTile):
            return self._draw(state, rng)
        if isinstance(action, PlaceTile):
            return self._place(state, action)
        if isinstance(action, DeploySettler):
            key = (*state.placed, action.segment)
            state.settlers[key] = seat
            state.supply[seat] -= 1
            feature = state.feature_at(key)
            events = [
                public(
                    f"{state.names[seat]} puts a {ROLES[feature.kind]} on the "
                    f"{scoring.describe_feature(feature)} at ({key[0]},{key[1]})."
                )
            ]
            return events + self._begin_scoring(state)
        if isinstance(action, SkipSettler):
            events = [public(f"{state.names[seat]} places no settler.")]
            return events + self._begin_scoring(state)
        if isinstance(action, ScoreFeature):
            fid = _waiting_by_anchor(state, (action.col, action.row, action.segment))
            state.waiting.remove(fid)
            return scoring.score_completed(state, fid) + self._continue_scoring(state)
        raise IllegalAction(f"unknown action {action.kind}")

    def _draw(self, state: State, rng: random.Random) -> list[Event]:
        """Draw until a tile fits somewhere (R20-R22); an empty bag ends the game (R52)."""
        name = state.names[state.active]
        events = []
        left = state.tiles_left
        while left:
            tile = _draw_one(state, self.data, rng, left)
            left -= 1
            if board.has_placement(state, self.data, tile):
                state.current_tile = tile
                state.step = PLACE
                events.append(public(f"{name} draws tile {tile} ({left} left)."))
                return events
            state.discarded.append(tile)
            events.append(public(f"{name} draws tile {tile}; it fits nowhere and is discarded."))
        events.append(public("The bag is empty."))
        return events + self._game_over(state)

    def _place(self, state: State, action: PlaceTile) -> list[Event]:
        tile = state.current_tile
        cell = (action.col, action.row)
        board.place(state, self.data, tile, cell, action.rotation)
        state.current_tile = None
        state.placed = state.last_placed = cell
        state.tiles_placed[state.active] += 1
        name = state.names[state.active]
        events = [
            public(f"{name} places tile {tile} at {cell_text(cell)}, {action.rotation * 90}°.")
        ]
        if state.supply[state.active] and board.free_segments(state, self.data):
            state.step = DEPLOY
            return events
        why = "no settler left" if not state.supply[state.active] else "no free segment"
        events.append(public(f"{name} cannot place a settler ({why})."))
        return events + self._begin_scoring(state)

    def _begin_scoring(self, state: State) -> list[Event]:
        """Collect the completed set (R34); features nobody holds are only logged (R36)."""
        events = []
        feature_of = state.feature_of
        held = {feature_of[key] for key in state.settlers}
        for fid in board.completed_by(state, self.data, state.placed):
            if fid in held:
                state.waiting.append(fid)
            else:
                what = scoring.describe_feature(state.features[fid])
                events.append(public(f"The {what} is complete, but nobody is there."))
        return events + self._continue_scoring(state)

    def _continue_scoring(self, state: State) -> list[Event]:
        """Score waiting features until a choice is needed (R37) or none is left."""
        events: list[Event] = []
        while True:
            if state.waiting:  # (nothing to drop from an empty list)
                events += scoring.drop_unscorable(state)
            if len(state.waiting) >= 2:
                state.step = SCORE
                return events
            if not state.waiting:
                return events + self._end_turn(state)
            events += scoring.score_completed(state, state.waiting.pop())

    def _end_turn(self, state: State) -> list[Event]:
        state.placed = None
        if not any(state.bag.values()):  # no tiles left
            return self._game_over(state)
        state.active = (state.active + 1) % state.players
        state.step = DRAW
        return []

    def _game_over(self, state: State) -> list[Event]:
        state.step = OVER
        state.current_tile = None
        state.placed = None
        return scoring.final_scoring(state)

    # -- reading -------------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> State:
        return state.clone()  # nothing is hidden (spec section 7)

    def scores(self, state: State) -> ScoreBreakdown:
        return scoring.breakdown(state, over=state.step == OVER)

    def check_invariants(self, state: State) -> None:
        checks.check_invariants(state, self.data, self.pending(state))

    def describe(self, state: State, seat: int, action: Action) -> str:
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
                return (
                    f"{ROLES[feature.kind].capitalize()} on the {scoring.describe_feature(feature)}"
                )
        if isinstance(action, ScoreFeature):
            fid = _waiting_by_anchor(state, (action.col, action.row, action.segment))
            if fid is not None:
                owners = sorted({state.names[s] for _, s in board.settlers_on(state, fid)})
                what = scoring.describe_feature(state.features[fid])
                return f"Score the {what} of {', '.join(owners)}"
        return super().describe(state, seat, action)


def cell_text(cell: tuple[int, int]) -> str:
    return f"column {cell[0]}, row {cell[1]}"


def _settler_in_feature(state: State, fid: int) -> Key | None:
    for key in state.settlers:
        if state.feature_of[key] == fid:
            return key
    return None


def _waiting_by_anchor(state: State, anchor: Key) -> int | None:
    if state.step != SCORE:
        return None
    for fid in state.waiting:
        if state.features[fid].anchor == anchor:
            return fid
    return None


# PlaceTile actions by their placement key (row, -col, rotation): frozen, so shared.
_PLACEMENTS: dict[tuple[int, int, int], PlaceTile] = {}


def _placement(key: tuple[int, int, int]) -> PlaceTile:
    row, west, rotation = key
    action = _PLACEMENTS[key] = place_tile(-west, row, rotation)
    return action


def _draw_one(state: State, data: GameData, rng: random.Random, total: int) -> str:
    """Take one tile uniformly among the ``total`` remaining instances, listed in data
    order (R22)."""
    index = rng.randrange(total)
    bag = state.bag
    for tile in data.tile_ids:
        left = bag[tile]
        if index < left:
            bag[tile] = left - 1
            return tile
        index -= left
    raise AssertionError("the bag count is inconsistent")


RULES = CarcassonneRules()
