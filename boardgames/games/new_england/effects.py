"""Carrying out actions (spec sections 3-5): draws, purchases, placements, development,
figures with automatic relocation, income, round and game end. ``apply`` is the entry
point; every log line is an event of ``text.MESSAGES``."""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Callable

from boardgames.core.rules import Action, Event, dispatch
from boardgames.games.new_england import legal as L
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
from boardgames.games.new_england.scoring import score
from boardgames.games.new_england.state import (
    BID,
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
)
from boardgames.games.new_england.text import event, plain_cell, plain_cells

GAUGE_LEVELS = ("plenty", "about half", "low", "empty")


def gauge(left: int, start: int) -> str:
    """The coarse supply level of spec section 7."""
    if 3 * left > 2 * start:
        return "plenty"
    if 3 * left > start:
        return "about half"
    return "low" if left >= 1 else "empty"


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
    if not L.feasible_sizes(state):
        return [event(state, "no_offer_possible", round=state.round), *_end_game(state)]
    return phase_one_events(state)


def phase_one_events(state: NewEnglandState) -> list[Event]:
    return [event(state, "round_begins", state.start_player, round=state.round)]


def _end_game(state: NewEnglandState) -> list[Event]:
    """R45: stored cards leave the game, scoring is final."""
    supply = _supply(state)
    state.phase = OVER
    for tile in state.tiles.values():
        if tile.stored is not None:
            supply.removed.append(Item("card", tile.stored))
            tile.stored = None
    result = score(state)
    events = [event(state, "game_over")]
    for seat in range(state.players):
        events.append(event(state, "final_score", seat, vp=result.totals[seat],
                            money=state.money[seat]))
    events.append(event(state, "winners", seats=list(result.winners),
                        families=[state.families[s] for s in result.winners]))
    return events


def start_turn(state: NewEnglandState) -> list[Event]:
    seat = state.turn_order[state.turn_index]
    state.purchases = 0
    state.holding = None
    state.from_barn = False
    eligible = L.ship_eligible(state, seat) and L.bonus_sources(state)
    state.phase = SHIP_BONUS if eligible else TURN
    return [event(state, "turn_begins", seat, disc=state.discs[seat])]


def _end_round(state: NewEnglandState) -> list[Event]:
    supply = _supply(state)
    events = []
    if state.offer:
        left = [[s, state.offer[s].kind, state.offer[s].id] for s in sorted(state.offer)]
        events.append(event(state, "offer_removed", items=left))
        supply.removed.extend(state.offer[s] for s in sorted(state.offer))
        state.offer.clear()
    state.start_player = (state.start_player + 1) % state.players
    events.extend(begin_round(state))
    return events


def _on_choose_start_tile(
    state: NewEnglandState, seat: int, rng: random.Random, action: ChooseStartTile
) -> list[Event]:
    state.chosen_start = action.land
    return []


def _on_place_start_tile(
    state: NewEnglandState, seat: int, rng: random.Random, action: PlaceStartTile
) -> list[Event]:
    land = state.chosen_start
    assert land is not None
    add_tile(state, seat, land, action.cells)
    state.start_tiles[seat].remove(land)
    state.chosen_start = None
    state.placement_step += 1
    events = [event(state, "start_tile_placed", seat, land=land,
                    cells=plain_cells(action.cells))]
    if state.placement_step == len(state.placement_order):
        events.extend(begin_round(state))
    else:
        auto_choose_start(state)
    return events


def _on_choose_offer_size(
    state: NewEnglandState, seat: int, rng: random.Random, action: ChooseOfferSize
) -> list[Event]:
    d = data()
    supply = _supply(state)
    n = action.tiles
    cards = d.offer_slots - n
    events = [event(state, "offer_size", seat, tiles=n, cards=cards)]
    if supply.bag_count < n or supply.deck_count < cards:
        events.append(event(state, "offer_unfillable"))
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
    items = [[s, state.offer[s].kind, state.offer[s].id] for s in sorted(state.offer)]
    events.append(event(state, "offer", items=items))
    state.phase = BID
    state.bid_step = 0
    return events


def _on_take_disc(
    state: NewEnglandState, seat: int, rng: random.Random, action: TakeDisc
) -> list[Event]:
    state.discs[seat] = action.value
    state.bid_step += 1
    events = [event(state, "disc_taken", seat, value=action.value)]
    if state.bid_step == state.players:
        events.extend(begin_buying(state))
    return events


def begin_buying(state: NewEnglandState) -> list[Event]:
    """Phase 3: turns in descending disc value (R14), starting with the highest."""
    state.turn_order = sorted(range(state.players), key=lambda s: -(state.discs[s] or 0))
    state.turn_index = 0
    return start_turn(state)


def _on_draw_extra(
    state: NewEnglandState, seat: int, rng: random.Random, action: DrawExtra
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
    state.phase = TURN
    return [event(state, "ship_bonus", seat, item_kind=item.kind, item=item.id, slot=slot)]


def _on_decline_extra(
    state: NewEnglandState, seat: int, rng: random.Random, action: DeclineExtra
) -> list[Event]:
    state.phase = TURN
    return [event(state, "bonus_declined", seat)]


def _on_buy(state: NewEnglandState, seat: int, rng: random.Random, action: Buy) -> list[Event]:
    price = state.discs[seat] or 0
    item = state.offer.pop(action.slot)
    state.money[seat] -= price
    state.purchases += 1
    state.holding = item
    state.from_barn = False
    state.phase = PLACE_TILE if item.kind == "tile" else USE_CARD
    return [event(state, "bought", seat, item_kind=item.kind, item=item.id, slot=action.slot,
                  price=price)]


def _on_place_tile(
    state: NewEnglandState, seat: int, rng: random.Random, action: PlaceTile
) -> list[Event]:
    land = _held(state).id
    add_tile(state, seat, land, (action.cell,))
    state.holding = None
    state.phase = TURN
    return [event(state, "tile_placed", seat, land=land, cell=plain_cell(action.cell))]


def apply_moves(state: NewEnglandState, moves: list[L.Move]) -> None:
    for kind, src, dst in moves:
        state.tiles[src].figure = None
        state.tiles[dst].figure = kind


def _move_events(state: NewEnglandState, seat: int, moves: list[L.Move],
                 forced: bool = True) -> list[Event]:
    """``forced``: automatic relocations (R34), not a move the player chose."""
    return [
        event(state, "figure_moved", seat, figure=kind, from_cell=plain_cell(a),
              to_cell=plain_cell(b), forced=forced)
        for kind, a, b in moves
    ]


def _card_played(state: NewEnglandState, seat: int) -> str:
    card_id = _held(state).id
    state.played[seat].append(card_id)
    state.holding = None
    state.from_barn = False
    state.phase = TURN
    return card_id


def _on_develop(
    state: NewEnglandState, seat: int, rng: random.Random, action: Develop
) -> list[Event]:
    touched = L.touched_tiles(state, action.cells)
    moves = L.relocation_plan(state, seat, touched)
    apply_moves(state, moves)
    wasted: list[Cell] = []
    for key in touched:
        tile = state.tiles[key]
        tile.developed = True
        wasted.extend(c for c in tile.cells if c not in action.cells)
    card_id = _card_played(state, seat)
    developed = event(state, "developed", seat, cells=plain_cells(action.cells), card=card_id,
                      wasted=plain_cells(wasted))
    return [*_move_events(state, seat, moves), developed]


def _on_place_figure(
    state: NewEnglandState, seat: int, rng: random.Random, action: PlaceFigure
) -> list[Event]:
    figure = data().cards[_held(state).id].figure
    assert figure is not None
    moves = L.relocation_plan(state, seat, (action.tile,))
    apply_moves(state, moves)
    state.tiles[action.tile].figure = figure
    state.figures[seat][figure] += 1
    state.figure_supply[figure] -= 1
    _card_played(state, seat)
    return [
        *_move_events(state, seat, moves),
        event(state, "figure_placed", seat, figure=figure, cell=plain_cell(action.tile)),
    ]


def _on_store_card(
    state: NewEnglandState, seat: int, rng: random.Random, action: StoreCard
) -> list[Event]:
    barn = L.empty_barns(state, seat)[0]
    card_id = _held(state).id
    state.tiles[barn].stored = card_id
    state.holding = None
    state.phase = TURN
    return [event(state, "card_stored", seat, card=card_id, cell=plain_cell(barn))]


def _on_play_stored(
    state: NewEnglandState, seat: int, rng: random.Random, action: PlayStored
) -> list[Event]:
    tile = state.tiles[action.barn]
    card_id = tile.stored
    assert card_id is not None
    tile.stored = None
    state.holding = Item("card", card_id)
    state.from_barn = True
    state.phase = USE_CARD
    return [event(state, "stored_card_taken", seat, card=card_id, cell=plain_cell(action.barn))]


def _on_move_figure(
    state: NewEnglandState, seat: int, rng: random.Random, action: MoveFigure
) -> list[Event]:
    kind = state.tiles[action.from_tile].figure
    assert kind is not None
    move = (kind, action.from_tile, action.to_tile)
    apply_moves(state, [move])
    return _move_events(state, seat, [move], forced=False)


def _on_end_turn(
    state: NewEnglandState, seat: int, rng: random.Random, action: EndTurn
) -> list[Event]:
    d = data()
    disc = state.discs[seat]
    income = d.income_base + d.income_per_pilgrim * state.figures[seat]["pilgrim"]
    state.money[seat] += income
    state.discs[seat] = None
    events = [event(state, "turn_ended", seat, disc=disc, income=income)]
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


def apply(state: NewEnglandState, seat: int, action: Action, rng: random.Random) -> list[Event]:
    """Carry out a checked action, mutating ``state``; return the log events."""
    return dispatch(HANDLERS, action, state, seat, rng)


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
