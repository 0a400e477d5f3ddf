"""Victory points (R148) by source, the longest trail of roads (R141) and the score
breakdown of spec section 5."""

from __future__ import annotations

from functools import cache

from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import ScoreBreakdown
from boardgames.games.catan import legal as L
from boardgames.games.catan.board import board
from boardgames.games.catan.data import data
from boardgames.games.catan.state import EMPTY, State, chip_class

_, _n = game_text("catan")


@cache
def chip_vp(klass: str) -> int:
    """The victory points of an Indian chip of a class (from the data file)."""
    return data().indian_chips.victory_points[klass]


def road_length(state: State, seat: int) -> int:
    """R141: the longest trail of the player's roads, not passing through a crossing with
    another player's building."""
    bd = board()
    mine = [e for e in bd.edges if state.road[e] == seat]
    if not mine:
        return 0
    best = 0

    def walk(crossing: int, used: set[int], length: int) -> None:
        nonlocal best
        best = max(best, length)
        owner = state.building[crossing]
        if length and owner != EMPTY and owner != seat:
            return
        for e in bd.crossing_edges[crossing]:
            if e not in used and state.road[e] == seat:
                used.add(e)
                walk(bd.other_end(e, crossing), used, length + 1)
                used.remove(e)

    ends = {x for e in mine for x in bd.edge_ends[e]}
    for x in ends:
        walk(x, set(), 0)
        if best == len(mine):
            break
    return best


def vp_parts(state: State, seat: int) -> dict[str, int]:
    """R148 by category (VP cards included)."""
    p = state.players[seat]
    return {
        "settlements": L.settlements_on_board(p),
        "cities": 2 * L.cities_on_board(p),
        "chips": sum(chip_vp(chip_class(c)) for c in p.chips),
        "longest_road": data().bonus_vp("longest_road") if state.longest_road == seat else 0,
        "pacific": data().bonus_vp("pacific") if state.pacific == seat else 0,
        "gold_rush": data().bonus_vp("gold_rush") if state.gold_rush == seat else 0,
        "vp_cards": sum(1 for c in p.dev if c.type == "victory_point"),
    }


def vp(state: State, seat: int, hidden: bool = True) -> int:
    """The sum of ``vp_parts`` (without the VP cards unless ``hidden``), worked out
    directly: every action ends with this victory check."""
    p = state.players[seat]
    pp = data().per_player
    total = pp.settlements - p.settlements_left + 2 * (pp.cities - p.cities_left)
    for chip in p.chips:
        total += chip_vp(chip_class(chip))
    if state.longest_road == seat:
        total += _bonus_vp("longest_road")
    if state.pacific == seat:
        total += _bonus_vp("pacific")
    if state.gold_rush == seat:
        total += _bonus_vp("gold_rush")
    if hidden:
        for card in p.dev:
            if card.type == "victory_point":
                total += 1
    return total


@cache
def _bonus_vp(card: str) -> int:
    return data().bonus_vp(card)


CATEGORIES = (
    ("settlements", N_("Settlements")),
    ("cities", N_("Cities")),
    ("chips", N_("Indian chips")),
    ("longest_road", N_("Longest Road")),
    ("pacific", N_("Pacific")),
    ("gold_rush", N_("Gold Rush")),
    ("vp_cards", N_("Victory Point cards")),
)



def scores(state: State) -> ScoreBreakdown:
    parts = [vp_parts(state, s) for s in range(state.n)]
    cats = [(key, _(label), [p[key] for p in parts]) for key, label in CATEGORIES]
    final = state.over
    if state.winner is not None:
        note = _("{name} wins in turn {turn}").format(name=state.players[state.winner].name,
                                                      turn=state.turn)
    elif final:
        note = _("No winner: turn limit reached")
    else:
        note = _("Turn {turn}: first to {target} VP in his own turn wins").format(
            turn=state.turn, target=state.target)
    sb = ScoreBreakdown.build(cats, final=final, note=note)
    if state.winner is not None:
        sb = sb.model_copy(update={"winners": [state.winner]})
    elif final:
        sb = sb.model_copy(update={"winners": []})
    return sb

