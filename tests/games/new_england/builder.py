"""Build New England states directly, in the notation of spec section 8.

``put(state, "H.S[7,4+7,5]*{pilgrim}")`` places Howland's settlement start tile on (7,4)
and (7,5), developed, with a pilgrim. Figures come with their played card, normal tiles
and offer items come out of the bag and deck, so the conservation invariants hold."""

from __future__ import annotations

import random
import re

from boardgames.core.rules import Action, Event, IllegalAction
from boardgames.games.new_england import effects as E
from boardgames.games.new_england.data import data
from boardgames.games.new_england.rules import RULES, NewEnglandOptions
from boardgames.games.new_england.state import OFFER, TURN, Item, NewEnglandState

TILE = re.compile(
    r"^(?P<fam>[AHPW])\.(?P<land>[SFP])\[(?P<r1>\d+),(?P<c1>\d+)(?:\+(?P<r2>\d+),(?P<c2>\d+))?\]"
    r"(?P<dev>\*)?(?:\{(?P<fig>pilgrim|barn|ship)(?:storing(?P<card>[A-Z0-9-]+))?\})?$"
)
FIGURE_CARD = {"pilgrim": "FIG-PILGRIM", "barn": "FIG-BARN", "ship": "FIG-SHIP"}


def empty_board(players: int = 4, start_player: int = 0) -> NewEnglandState:
    """A state at round 1, phase 1, with no tile on the board. Seats get families in data
    order (A, H, P, W)."""
    names = ["Ann", "Hal", "Pam", "Wes"][:players]
    options = NewEnglandOptions(start_player=start_player)
    state = RULES.setup(names, options, random.Random(0))
    state.start_tiles = [[] for _ in range(players)]
    state.placement_order = []
    state.chosen_start = None
    state.round = 1
    state.phase = OFFER
    return state


def seat_of(state: NewEnglandState, family: str) -> int:
    return state.families.index(family)


def put(state: NewEnglandState, *specs: str) -> None:
    """Place tiles given in the spec's notation."""
    for spec in specs:
        m = TILE.match(spec.replace(" ", ""))
        assert m, f"bad tile spec {spec!r}"
        seat = seat_of(state, m["fam"])
        cells = [(int(m["r1"]), int(m["c1"]))]
        if m["r2"] is not None:
            cells.append((int(m["r2"]), int(m["c2"])))
        tile = E.add_tile(state, seat, m["land"], tuple(sorted(cells)))
        if len(cells) == 1:
            take(state, Item("tile", m["land"]))
        tile.developed = bool(m["dev"])
        if m["fig"]:
            add_figure(state, seat, tile.key, m["fig"])
        if m["card"]:
            take(state, Item("card", m["card"]))
            tile.stored = m["card"]


def add_figure(state: NewEnglandState, seat: int, key: tuple[int, int], figure: str) -> None:
    """A figure on a tile, with its card among the seat's played cards."""
    state.tiles[key].figure = figure
    state.figures[seat][figure] += 1
    state.figure_supply[figure] -= 1
    take(state, Item("card", FIGURE_CARD[figure]))
    state.played[seat].append(FIGURE_CARD[figure])


def play_card(state: NewEnglandState, seat: int, card_id: str) -> None:
    """A land card among the seat's played cards (for scoring tests)."""
    take(state, Item("card", card_id))
    state.played[seat].append(card_id)


def take(state: NewEnglandState, item: Item) -> None:
    """Remove one item from the bag or deck."""
    assert state.supply is not None
    pool = state.supply.bag if item.kind == "tile" else state.supply.deck
    assert pool[item.id] > 0, f"no {item.id} left"
    pool[item.id] -= 1
    E.update_gauges(state)


def offer(state: NewEnglandState, slots: dict[int, str]) -> None:
    """Put items into slots: a land letter for a tile, a card id for a card."""
    for slot, what in slots.items():
        item = Item("tile", what) if len(what) == 1 else Item("card", what)
        take(state, item)
        state.offer[slot] = item


def set_supply(state: NewEnglandState, bag: int, deck: int) -> None:
    """Shrink the bag and deck to the given counts (the rest leaves the game)."""
    assert state.supply is not None
    for pool, want, kind in ((state.supply.bag, bag, "tile"), (state.supply.deck, deck, "card")):
        excess = sum(pool.values()) - want
        for key in list(pool):
            drop = min(excess, pool[key])
            pool[key] -= drop
            state.supply.removed.extend(Item(kind, key) for _ in range(drop))
            excess -= drop
    E.update_gauges(state)


def buying(
    state: NewEnglandState, discs: dict[int, int], money: dict[int, int] | None = None
) -> None:
    """Enter phase 3 with the given discs (seat -> value) through the engine's own turn
    start (ship bonus included). Seats without a disc get the lowest free ones."""
    free = [v for v in data().discs if v not in discs.values()]
    for seat in range(state.players):
        state.discs[seat] = discs.get(seat) or free.pop(0)
    for seat, amount in (money or {}).items():
        state.money[seat] = amount
    state.bid_step = state.players
    E.begin_buying(state)


def turn_of(state: NewEnglandState, seat: int, disc: int, money: int) -> None:
    """Phase 3 at the start of ``seat``'s turn with ``disc`` and ``money``. The other seats
    hold the lowest other discs; those with higher discs have already ended their turns."""
    others = [v for v in data().discs if v != disc]
    discs = {seat: disc}
    for other in range(state.players):
        if other != seat:
            discs[other] = others.pop(0)
    for s, value in discs.items():
        state.discs[s] = value
    state.money[seat] = money
    state.bid_step = state.players
    state.phase = TURN  # start_turn settles the phase of the turn
    state.turn_order = sorted(discs, key=lambda s: -discs[s])
    state.turn_index = state.turn_order.index(seat)
    for earlier in state.turn_order[: state.turn_index]:
        state.discs[earlier] = None
    E.start_turn(state)


def act(state: NewEnglandState, seat: int, action: Action, seed: int = 0) -> list[Event]:
    """Check and apply one action as the controller would, then assert the invariants."""
    RULES.check(state, seat, action)
    events = RULES.apply(state, seat, action, random.Random(seed))
    RULES.check_invariants(state)
    return events


def legal(state: NewEnglandState, seat: int, kind: str | None = None) -> list[Action]:
    """The seat's legal actions, optionally only those of one kind."""
    actions = RULES.legal_actions(state, seat)
    return [a for a in actions if kind is None or a.kind == kind]


def rejects(state: NewEnglandState, seat: int, action: Action) -> str:
    """Assert ``action`` is illegal and return the reason."""
    try:
        RULES.check(state, seat, action)
    except IllegalAction as exc:
        return exc.reason
    raise AssertionError(f"{action} was accepted")
