"""The end screen's figures (spec 5): Neuland has no points, only the first player to
place all his coats of arms."""

from __future__ import annotations

from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import ScoreBreakdown, ScoreCategory
from boardgames.games.neuland.state import NeulandState

_, _n = game_text("neuland")

WIN_NOTE = N_("None needed: the game ends the moment one player places his last coat.")
LIMIT_NOTE = N_("turn limit reached; not a rulebook result")


def properties_held(state: NeulandState, seat: int) -> list[tuple[str, int]]:
    """(property id, coats) of every property carrying the seat's coats, reading order."""
    return [
        (tile.id, tile.coats[1])
        for _, tile in state.spots()
        if tile.coats is not None and tile.coats[0] == seat
    ]


def scores(state: NeulandState) -> ScoreBreakdown:
    placed = [state.coats_per_player - p.coats_left for p in state.players]
    left = [p.coats_left for p in state.players]
    held = [len(properties_held(state, i)) for i in range(len(state.players))]
    categories = [
        ScoreCategory(key="coats_placed", label=_("Coats placed"), values=placed),
        ScoreCategory(key="coats_left", label=_("Coats left"), values=left),
        ScoreCategory(key="properties", label=_("Properties held"), values=held),
    ]
    if state.winner is not None:
        winners, note = [state.winner], _(WIN_NOTE)
    else:
        best = max(placed)
        winners = [i for i, v in enumerate(placed) if v == best]
        note = (_(LIMIT_NOTE) if state.end_reason == "turn_limit"
                else _("if the game ended now"))
    return ScoreBreakdown(
        categories=categories,
        totals=placed,
        winners=winners,
        note=note,
        final=state.is_over,
    )
