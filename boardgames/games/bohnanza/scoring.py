"""The score breakdown (spec 5) and the tie-break (R45)."""

from __future__ import annotations

from boardgames.core.events import join_words
from boardgames.core.i18n import game_text
from boardgames.core.rules import ScoreBreakdown
from boardgames.games.bohnanza.data import unverified_beans
from boardgames.games.bohnanza.state import OVER, BohnanzaState, lot_value
from boardgames.games.bohnanza.text import bean_word

_, _n = game_text("bohnanza")


def scores(state: BohnanzaState) -> ScoreBreakdown:
    """Coins by category. Before the end, the final rows say what harvesting every field
    and selling every cargo (worth at least 1 coin) would pay now."""
    over = state.phase == OVER
    seats = state.seats
    if over:
        final_fields = [s.stats.final_fields for s in seats]
        final_cargo = [s.stats.final_cargo for s in seats]
    else:
        final_fields = [sum(lot_value(state, f) for f in s.fields) for s in seats]
        final_cargo = [sum(lot_value(state, sh.cargo) for sh in s.ships.values()) for s in seats]
    categories = [
        ("field_harvests", _("Field harvests during play"), [s.stats.field_coins for s in seats])
    ]
    if state.cfg.island:
        categories.append(
            ("cargo_sales", _("Cargo sales during play"), [s.stats.cargo_coins for s in seats])
        )
    categories.append(("purchases", _("Purchases"), [-s.stats.spent for s in seats]))
    categories.append(("final_fields", _("Final field harvest"), final_fields))
    if state.cfg.island:
        categories.append(("final_cargo", _("Final cargo sale"), final_cargo))
    if state.tie_break == "most_hand_cards":
        label = _("Cards in hand")
        tie = [len(s.hand) for s in seats]
    else:
        label = _("Distance from the start player in turn order")
        tie = [(i - state.start) % state.n for i in range(state.n)]
    result = ScoreBreakdown.build(categories, tie_break_label=label, tie_break=tie, final=over)
    notes = [_tie_note(state, result)]
    if state.mode != "base" and unverified_beans():
        notes.append(_("The beanometers of the {beans} are unverified stand-ins (placeholder "
                       "values).").format(beans=join_words(
                           [bean_word(b) for b in sorted(unverified_beans())])))
    result.note = " ".join(n for n in notes if n)
    return result


def _tie_note(state: BohnanzaState, result: ScoreBreakdown) -> str:
    best = max(result.totals)
    tied = [i for i, t in enumerate(result.totals) if t == best]
    if len(tied) < 2:
        return ""
    names = [state.seats[i].name for i in tied]
    who = join_words(names)
    winners = join_words([state.seats[i].name for i in result.winners])
    if state.tie_break == "most_hand_cards":
        if len(result.winners) > 1:
            return _n("{names} have {count} coin and as many hand cards: they share the win.",
                      "{names} have {count} coins and as many hand cards: they share the win.",
                      best).format(names=who, count=best)
        return _n("{names} have {count} coin; {winner} holds the most hand cards.",
                  "{names} have {count} coins; {winner} holds the most hand cards.",
                  best).format(names=who, count=best, winner=winners)
    return _n("{names} have {count} coin; {winner} sits furthest from the start player in turn "
              "order.",
              "{names} have {count} coins; {winner} sits furthest from the start player in turn "
              "order.", best).format(names=who, count=best, winner=winners)
