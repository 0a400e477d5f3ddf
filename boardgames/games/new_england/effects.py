"""The effects of every action (spec sections 3-5): draws, purchases, placements,
development, figures with automatic relocation, income, round and game end."""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Callable

from boardgames.core.rules import Event, public
from boardgames.games.new_england import board as B
from boardgames.games.new_england.actions import (
    Buy,
    ChooseOfferSize,
    ChooseStartTile,
    DeclineExtra,
    Develop,
    DrawExtra,
    EndTurn,
    MoveFigure,
    PlaceFigure,
    PlaceStartTile,
    PlaceTile,
    PlayStored,
    StoreCard,
    TakeDisc,
)
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.labels import (
    card_label,
    cells_text,
    gauge,
    item_label,
    land_name,
    slot_name,
    who,
)
from boardgames.games.new_england.legality import bonus_sources, feasible_sizes, ship_eligible
from boardgames.games.new_england.scoring import score
from boardgames.games.new_england.state import (
    BID,
    BUY,
    OFFER,
    OVER,
    PLACE_TILE,
    SHIP_BONUS,
    TURN,
    USE_CARD,
    Item,
    NewEnglandState,
    Supply,
    Tile,
    cell_name,
)


def update_gauges(state: NewEnglandState) -> None:
    d = data()
    supply = _supply(state)
    state.gauges = {
        "bag": gauge(supply.bag_count, d.tiles_total),
        "deck": gauge(supply.deck_count, d.cards_total),
    }


def _draw(pool: dict[str, int], rng: random.Random, total: int | None = None) -> str:
    """One uniform draw from a multiset of counts (``total``: their sum, if known)."""
    pick = rng.randrange(sum(pool.values()) if total is None else total)
    for key, count in pool.items():
        if pick < count:
            pool[key] -= 1
            return key
        pick -= count
    raise AssertionError("draw from an empty pool")


def add_tile(state: NewEnglandState, seat: int, land: str, cells: tuple[Cell, ...]) -> Tile:
    coast = data().coastal
    tile = Tile(owner=seat, land=land, cells=cells, coastal=any(c in coast for c in cells))
    state.tiles[tile.key] = tile
    for c in cells:
        state.cell_tile[c] = tile.key
    state.regions[seat][land].extend(cells)
    insort(state.owned[seat], tile.key)
    return tile


def auto_choose_start(state: NewEnglandState) -> None:
    """Skip ``choose_start_tile`` for a placer with a single start tile left."""
    if state.placement_step < len(state.placement_order):
        seat = state.placement_order[state.placement_step]
        if len(state.start_tiles[seat]) == 1:
            state.chosen_start = state.start_tiles[seat][0]


def begin_round(state: NewEnglandState) -> list[Event]:
    """Round start, phase 1: end the game at once if no offer size is feasible (R11)."""
    state.round += 1
    state.phase = OFFER
    state.offer_size = None
    if not feasible_sizes(state):
        return [
            public(f"Round {state.round}: the bag and deck cannot fill any offer"),
            *_end_game(state),
        ]
    return phase_one_events(state)


def phase_one_events(state: NewEnglandState) -> list[Event]:
    return [public(f"Round {state.round} begins; {who(state, state.start_player)} is start player")]


def _end_game(state: NewEnglandState) -> list[Event]:
    """R45: stored cards leave the game, scoring is final."""
    supply = _supply(state)
    state.phase = OVER
    state.step = ""
    for tile in state.tiles.values():
        if tile.stored is not None:
            supply.removed.append(Item("card", tile.stored))
            tile.stored = None
    result = score(state)
    events = [public("The game is over")]
    for seat in range(state.players):
        events.append(
            public(f"{who(state, seat)}: {result.totals[seat]} VP, money {state.money[seat]}")
        )
    winners = " and ".join(who(state, s) for s in result.winners)
    events.append(public(f"Winner: {winners}"))
    return events


def start_turn(state: NewEnglandState) -> list[Event]:
    seat = state.turn_order[state.turn_index]
    state.purchases = 0
    state.holding = None
    state.from_barn = False
    eligible = ship_eligible(state, seat) and bonus_sources(state)
    state.step = SHIP_BONUS if eligible else TURN
    return [public(f"{who(state, seat)}'s turn (disc {state.discs[seat]})")]


def _end_round(state: NewEnglandState) -> list[Event]:
    supply = _supply(state)
    events = []
    if state.offer:
        left = ", ".join(item_label(state.offer[s]) for s in sorted(state.offer))
        events.append(public(f"Left unbought and removed from the game: {left}"))
        supply.removed.extend(state.offer[s] for s in sorted(state.offer))
        state.offer.clear()
    state.start_player = (state.start_player + 1) % state.players
    events.extend(begin_round(state))
    return events


def _on_choose_start_tile(
    state: NewEnglandState, seat: int, action: ChooseStartTile, rng: random.Random
) -> list[Event]:
    state.chosen_start = action.land
    return []


def _on_place_start_tile(
    state: NewEnglandState, seat: int, action: PlaceStartTile, rng: random.Random
) -> list[Event]:
    land = state.chosen_start
    assert land is not None
    add_tile(state, seat, land, action.cells)
    state.start_tiles[seat].remove(land)
    state.chosen_start = None
    state.placement_step += 1
    where = cells_text(action.cells)
    events = [public(f"{who(state, seat)} places the {land_name(land)} start tile on {where}")]
    if state.placement_step == len(state.placement_order):
        events.extend(begin_round(state))
    else:
        auto_choose_start(state)
    return events


def _on_choose_offer_size(
    state: NewEnglandState, seat: int, action: ChooseOfferSize, rng: random.Random
) -> list[Event]:
    d = data()
    supply = _supply(state)
    n = action.tiles
    cards = d.offer_slots - n
    events = [public(f"{who(state, seat)} offers {n} land tiles and {cards} cards")]
    if supply.bag_count < n or supply.deck_count < cards:
        events.append(public("The bag or the deck cannot fill that offer"))
        return events + _end_game(state)
    state.offer_size = n
    left = supply.bag_count
    for slot in range(1, n + 1):
        state.offer[slot] = Item("tile", _draw(supply.bag, rng, left))
        left -= 1
    left = supply.deck_count
    for slot in range(n + 1, d.offer_slots + 1):
        state.offer[slot] = Item("card", _draw(supply.deck, rng, left))
        left -= 1
    update_gauges(state)
    items = "; ".join(f"{s} {item_label(state.offer[s])}" for s in sorted(state.offer))
    events.append(public(f"Offer: {items}"))
    state.phase = BID
    state.bid_step = 0
    return events


def _on_take_disc(
    state: NewEnglandState, seat: int, action: TakeDisc, rng: random.Random
) -> list[Event]:
    state.discs[seat] = action.value
    state.bid_step += 1
    events = [public(f"{who(state, seat)} takes disc {action.value}")]
    if state.bid_step == state.players:
        events.extend(begin_buying(state))
    return events


def begin_buying(state: NewEnglandState) -> list[Event]:
    """Phase 3: turns in descending disc value (R14), starting with the highest."""
    state.phase = BUY
    state.turn_order = sorted(range(state.players), key=lambda s: -(state.discs[s] or 0))
    state.turn_index = 0
    return start_turn(state)


def _on_draw_extra(
    state: NewEnglandState, seat: int, action: DrawExtra, rng: random.Random
) -> list[Event]:
    d = data()
    supply = _supply(state)
    first = d.offer_slots + 1
    slot = next(s for s in range(first, first + d.extra_slots) if s not in state.offer)
    if action.source == "deck":
        item = Item("card", _draw(supply.deck, rng))
    else:
        item = Item("tile", _draw(supply.bag, rng))
    state.offer[slot] = item
    update_gauges(state)
    state.step = TURN
    text = f"{who(state, seat)} uses the ship bonus: {item_label(item)} at {slot_name(slot)}"
    return [public(text)]


def _on_decline_extra(
    state: NewEnglandState, seat: int, action: DeclineExtra, rng: random.Random
) -> list[Event]:
    state.step = TURN
    return [public(f"{who(state, seat)} declines the ship bonus")]


def _on_buy(state: NewEnglandState, seat: int, action: Buy, rng: random.Random) -> list[Event]:
    price = state.discs[seat] or 0
    item = state.offer.pop(action.slot)
    state.money[seat] -= price
    state.purchases += 1
    state.holding = item
    state.from_barn = False
    state.step = PLACE_TILE if item.kind == "tile" else USE_CARD
    what = f"{item_label(item)} (slot {slot_name(action.slot)})"
    return [public(f"{who(state, seat)} buys {what} for {price}")]


def _on_place_tile(
    state: NewEnglandState, seat: int, action: PlaceTile, rng: random.Random
) -> list[Event]:
    land = _held(state).id
    add_tile(state, seat, land, (action.cell,))
    state.holding = None
    state.step = TURN
    where = cell_name(action.cell)
    return [public(f"{who(state, seat)} places a {land_name(land)} tile on {where}")]


def _move_events(state: NewEnglandState, seat: int, moves: list[B.Move]) -> list[Event]:
    return [
        public(f"{who(state, seat)}'s {kind} moves from {cell_name(a)} to {cell_name(b)}")
        for kind, a, b in moves
    ]


def _card_played(state: NewEnglandState, seat: int) -> str:
    card_id = _held(state).id
    state.played[seat].append(card_id)
    state.holding = None
    state.from_barn = False
    state.step = TURN
    return card_id


def _on_develop(
    state: NewEnglandState, seat: int, action: Develop, rng: random.Random
) -> list[Event]:
    touched = B.touched_tiles(state, action.cells)
    moves = B.relocation_plan(state, seat, touched)
    B.apply_moves(state, moves)
    wasted = []
    for key in touched:
        tile = state.tiles[key]
        tile.developed = True
        wasted.extend(c for c in tile.cells if c not in action.cells)
    card_id = _card_played(state, seat)
    text = f"{who(state, seat)} develops {cells_text(action.cells)} with the {card_label(card_id)}"
    if wasted:
        text += f"; {cells_text(wasted)} is wasted"
    return [*_move_events(state, seat, moves), public(text)]


def _on_place_figure(
    state: NewEnglandState, seat: int, action: PlaceFigure, rng: random.Random
) -> list[Event]:
    figure = data().cards[_held(state).id].figure
    assert figure is not None
    moves = B.relocation_plan(state, seat, (action.tile,))
    B.apply_moves(state, moves)
    state.tiles[action.tile].figure = figure
    state.figures[seat][figure] += 1
    state.figure_supply[figure] -= 1
    _card_played(state, seat)
    return [
        *_move_events(state, seat, moves),
        public(f"{who(state, seat)} places a {figure} on {cell_name(action.tile)}"),
    ]


def _on_store_card(
    state: NewEnglandState, seat: int, action: StoreCard, rng: random.Random
) -> list[Event]:
    barn = B.empty_barns(state, seat)[0]
    card_id = _held(state).id
    state.tiles[barn].stored = card_id
    state.holding = None
    state.step = TURN
    text = f"{who(state, seat)} stores the {card_label(card_id)} in the barn on {cell_name(barn)}"
    return [public(text)]


def _on_play_stored(
    state: NewEnglandState, seat: int, action: PlayStored, rng: random.Random
) -> list[Event]:
    tile = state.tiles[action.barn]
    card_id = tile.stored
    assert card_id is not None
    tile.stored = None
    state.holding = Item("card", card_id)
    state.from_barn = True
    state.step = USE_CARD
    barn = cell_name(action.barn)
    return [public(f"{who(state, seat)} takes the {card_label(card_id)} out of the barn on {barn}")]


def _on_move_figure(
    state: NewEnglandState, seat: int, action: MoveFigure, rng: random.Random
) -> list[Event]:
    kind = state.tiles[action.from_tile].figure
    assert kind is not None
    move = (kind, action.from_tile, action.to_tile)
    B.apply_moves(state, [move])
    return _move_events(state, seat, [move])


def _on_end_turn(
    state: NewEnglandState, seat: int, action: EndTurn, rng: random.Random
) -> list[Event]:
    d = data()
    disc = state.discs[seat]
    income = d.income_base + d.income_per_pilgrim * state.figures[seat]["pilgrim"]
    state.money[seat] += income
    state.discs[seat] = None
    state.step = ""
    events = [public(f"{who(state, seat)} ends the turn, returns disc {disc}, receives {income}")]
    state.turn_index += 1
    if state.turn_index < state.players:
        events.extend(start_turn(state))
    else:
        state.turn_order = []
        state.turn_index = 0
        events.extend(_end_round(state))
    return events


def _supply(state: NewEnglandState) -> Supply:
    assert state.supply is not None, "a view cannot draw"
    return state.supply


def _held(state: NewEnglandState) -> Item:
    assert state.holding is not None, "no item is being used"
    return state.holding


HANDLERS: dict[str, Callable[..., list[Event]]] = {
    "choose_start_tile": _on_choose_start_tile,
    "place_start_tile": _on_place_start_tile,
    "choose_offer_size": _on_choose_offer_size,
    "take_disc": _on_take_disc,
    "draw_extra": _on_draw_extra,
    "decline_extra": _on_decline_extra,
    "buy": _on_buy,
    "place_tile": _on_place_tile,
    "develop": _on_develop,
    "place_figure": _on_place_figure,
    "store_card": _on_store_card,
    "play_stored": _on_play_stored,
    "move_figure": _on_move_figure,
    "end_turn": _on_end_turn,
}
