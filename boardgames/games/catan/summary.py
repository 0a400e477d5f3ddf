"""Facts for the screen beyond the view: the end of a game as data (spec section 5: one
row per player with every VP source and the extra facts, in the display order, and the
final map with every chip face up) and what the other seats changed since a seat's last
move. Pure: the UI only lays these facts out."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from boardgames.core.rules import Action, Event
from boardgames.games.catan import legal as L
from boardgames.games.catan import scoring
from boardgames.games.catan import text as T
from boardgames.games.catan.board import board
from boardgames.games.catan.data import data
from boardgames.games.catan.state import State, chip_class


@dataclass(frozen=True)
class PlayerSummary:
    seat: int
    name: str
    nation: str  # the nation's English name (from the data file)
    settlements: int
    cities: int
    chips: dict[str, int]  # class -> count, for I, II and III
    chips_vp: int
    longest_road_vp: int
    road_length: int
    pacific_vp: int
    gold_rush_vp: int
    gold_mountains: int  # his buildings at gold-mountain crossings
    vp_cards: int
    total: int
    # extra facts, not VP
    gold: int
    cards: int
    knights: int
    fathers: list[str]  # names from the data file
    right_fields: int  # fields where he holds a right
    owned_fields: int  # ... of which he is the owner
    tokens_used: int
    voucher_used: bool
    ship_used: bool

    @property
    def settlements_vp(self) -> int:
        return self.settlements

    @property
    def cities_vp(self) -> int:
        return 2 * self.cities


def nation_name(nation: str) -> str:
    """A nation's name ("Spain") in the current language."""
    if nation in T.NATIONS:
        return T.nation(nation)
    return next((n.name_en for n in data().nations if n.id == nation), nation)


def player_summary(state: State, seat: int) -> PlayerSummary:
    p = state.players[seat]
    parts = scoring.vp_parts(state, seat)
    pp = data().per_player
    classes = [chip_class(c) for c in p.chips]
    total = sum(parts.values())
    assert total == scoring.vp(state, seat), f"the breakdown of {p.name} is not R148"
    holders = state.holders
    return PlayerSummary(
        seat=seat,
        name=p.name,
        nation=nation_name(p.nation),
        settlements=pp.settlements - p.settlements_left,
        cities=pp.cities - p.cities_left,
        chips={k: classes.count(k) for k in ("I", "II", "III")},
        chips_vp=parts["chips"],
        longest_road_vp=parts["longest_road"],
        road_length=p.road_length,
        pacific_vp=parts["pacific"],
        gold_rush_vp=parts["gold_rush"],
        gold_mountains=L.gold_count(state, seat),
        vp_cards=parts["vp_cards"],
        total=total,
        gold=p.gold,
        cards=p.cards(),
        knights=p.knights,
        fathers=[T.father(f) for f in p.fathers],
        right_fields=sum(1 for hs in holders.values() if seat in hs),
        owned_fields=sum(1 for hs in holders.values() if hs and hs[0] == seat),
        tokens_used=pp.resource_tokens - p.tokens_left,
        voucher_used=p.voucher_used,
        ship_used=p.ship is None or p.ship != board().ship_start,
    )


def summary(state: State) -> list[PlayerSummary]:
    """Every player, by total VP with the winner first; ties by seat order."""
    rows = [player_summary(state, s) for s in range(state.n)]
    return sorted(rows, key=lambda r: (r.seat != state.winner, -r.total, r.seat))


def revealed(view: State, state: State) -> State:
    """A finished game's view with every chip still on the board face up, and every
    number shown (spec 5, Reveal: nothing is spoiled any more)."""
    assert state.over, "chips are turned face up only when the game is over"
    out = view.clone()
    out.chips = dict(state.chips)
    out.unknown_numbers = set()
    return out


def changes(actions: Iterable[Action], events: Iterable[Event]) -> frozenset[tuple[str, int]]:
    """What other seats' moves changed on the map, as ("crossing" | "edge" | "hex", id):
    the elements their actions named (pieces, the robber, the ship, rights) and the
    fields whose chips they looked under (the public events' parameters)."""
    found: set[tuple[str, int]] = set()
    for action in actions:
        for name in ("crossing", "edge", "hex"):
            ident = getattr(action, name, None)
            if isinstance(ident, int):
                found.add((name, ident))
    for event in events:
        if event.key == "looked":
            found.update(("hex", h) for h in event["hexes"])
    return frozenset(found)
