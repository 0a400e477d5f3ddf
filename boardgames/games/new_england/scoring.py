"""Scoring (spec section 5): played card VP, figure majorities, money as tie-break."""

from __future__ import annotations

from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import ScoreBreakdown
from boardgames.games.new_england.data import data
from boardgames.games.new_england.state import FIGURES, OVER, NewEnglandState

_, _n = game_text("new_england")

CATEGORIES = (
    ("land_cards", N_("Land cards")),
    ("figure_cards", N_("Figure cards")),
    ("most_pilgrims", N_("Most pilgrims")),
    ("most_barns", N_("Most barns")),
    ("most_ships", N_("Most ships")),
)


def majority_holders(state: NewEnglandState, figure: str) -> list[int]:
    """Seats with at least one ``figure`` on the board and no fewer than anyone (S1-S3)."""
    counts = [f[figure] for f in state.figures]
    best = max(counts)
    if best == 0:
        return []
    return [seat for seat, count in enumerate(counts) if count == best]


def card_points(state: NewEnglandState, seat: int) -> tuple[int, int]:
    """(land card VP, figure card VP) of the seat's played cards."""
    cards = data().cards
    land = figure = 0
    for card_id in state.played[seat]:
        card = cards[card_id]
        if card.figure is None:
            land += card.vp
        else:
            figure += card.vp
    return land, figure


def score(state: NewEnglandState) -> ScoreBreakdown:
    """The breakdown now; final once the game is over (stored cards never score)."""
    n = state.players
    bonus = data().majority_vp
    land, figure = zip(*(card_points(state, s) for s in range(n)), strict=True)
    rows: dict[str, list[int]] = {"land_cards": list(land), "figure_cards": list(figure)}
    for kind in FIGURES:
        holders = majority_holders(state, kind)
        rows[f"most_{kind}s"] = [bonus[kind] if s in holders else 0 for s in range(n)]
    return ScoreBreakdown.build(
        [(key, _(label), rows[key]) for key, label in CATEGORIES],
        tie_break_label=_("money in shillings"),
        tie_break=list(state.money),
        final=state.phase == OVER,
        note=_("Ties on total are broken by money; players still tied share the win."),
    )
