"""What a seat may see: the state without the bag and deck, a fast deep copy of the
state (views are built for every bot decision), and full states sampled from a view for
the expert bot's search."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache, lru_cache

from boardgames.games.new_england.data import data
from boardgames.games.new_england.effects import gauge
from boardgames.games.new_england.state import (
    BID,
    BUY_PHASES,
    OFFER,
    OVER,
    SHIP_BONUS,
    Item,
    NewEnglandState,
    Supply,
    Tile,
)


def clone(state: NewEnglandState) -> NewEnglandState:
    """A deep copy: every mutable part is new; frozen items and tuples are shared."""
    supply = state.supply
    return replace(
        state,
        names=list(state.names),
        families=list(state.families),
        supply=None
        if supply is None
        else Supply(dict(supply.bag), dict(supply.deck), list(supply.removed)),
        gauges=None if state.gauges is None else dict(state.gauges),
        money=list(state.money),
        discs=list(state.discs),
        played=[list(p) for p in state.played],
        figures=[dict(f) for f in state.figures],
        figure_supply=dict(state.figure_supply),
        start_tiles=[list(s) for s in state.start_tiles],
        regions=[{land: list(cells) for land, cells in r.items()} for r in state.regions],
        owned=[list(keys) for keys in state.owned],
        tiles={
            k: Tile(t.owner, t.land, t.cells, t.coastal, t.developed, t.figure, t.stored)
            for k, t in state.tiles.items()
        },
        cell_tile=dict(state.cell_tile),
        placement_order=list(state.placement_order),
        offer=dict(state.offer),
        turn_order=list(state.turn_order),
    )


def view(state: NewEnglandState, seat: int | None) -> NewEnglandState:
    """A copy without the bag and deck (contents and counts); only the gauges, and not
    even those with ``supply_hint = none``. Nothing is private to one seat."""
    seen = clone(state)
    seen.supply = None
    if state.supply_hint == "none":
        seen.gauges = None
    return seen


def sample_state(seen: NewEnglandState, seat: int, rng: random.Random) -> NewEnglandState:
    """A full state whose view is ``seen``: the supply is the one thing a view hides.

    The tiles and cards the view does not show (``unseen``) are the bag and deck plus the
    items that left the game; the view says neither how many are left nor which. The
    counts are drawn uniformly among those the view allows (``possible_counts``), then
    which of the unseen items are still in the bag and deck, uniformly. Nothing is
    private to a seat, so ``seat`` changes nothing."""
    d = data()
    tiles, cards = unseen(seen)
    choices = possible_counts(seen, sum(tiles.values()), sum(cards.values()))
    bag_count, deck_count = choices[rng.randrange(len(choices))]
    bag, gone_tiles = _split(tiles, bag_count, rng)
    deck, gone_cards = _split(cards, deck_count, rng)
    sample = clone(seen)
    sample.supply = Supply(
        bag=bag,
        deck=deck,
        removed=[_item("tile", land) for land, n in gone_tiles.items() for _ in range(n)]
        + [_item("card", card) for card, n in gone_cards.items() for _ in range(n)],
    )
    sample.gauges = {"bag": gauge(bag_count, d.tiles_total),
                     "deck": gauge(deck_count, d.cards_total)}
    return sample


def _split(pool: dict[str, int], keep: int,
           rng: random.Random) -> tuple[dict[str, int], dict[str, int]]:
    """A uniform draw of ``keep`` of the pool's items, and the rest (both as counts in
    the pool's key order). Only the smaller part is drawn."""
    total = sum(pool.values())
    small = min(keep, total - keep)
    drawn = dict.fromkeys(pool, 0)
    for key in rng.sample(list(pool), small, counts=list(pool.values())):
        drawn[key] += 1
    other = {key: n - drawn[key] for key, n in pool.items()}
    return (drawn, other) if small == keep else (other, drawn)


@cache
def _item(kind: str, id: str) -> Item:
    """Items are frozen: the removed lists of samples share them."""
    return Item(kind, id)


def unseen(seen: NewEnglandState) -> tuple[dict[str, int], dict[str, int]]:
    """The land tiles and cards a view does not show, as counts in data order: the
    data's composition minus the tiles on the board (start tiles never were in the bag),
    the cards played or stored, and the items in the offer or in hand."""
    d = data()
    tiles = dict(d.bag)
    cards = dict(d.deck)
    for tile in seen.tiles.values():
        if not tile.is_start:
            tiles[tile.land] -= 1
        if tile.stored is not None:
            cards[tile.stored] -= 1
    for played in seen.played:
        for card in played:
            cards[card] -= 1
    for item in seen.offer.values():
        (tiles if item.kind == "tile" else cards)[item.id] -= 1
    if seen.holding is not None:
        (tiles if seen.holding.kind == "tile" else cards)[seen.holding.id] -= 1
    return tiles, cards


def possible_counts(seen: NewEnglandState, unseen_tiles: int,
                    unseen_cards: int) -> tuple[tuple[int, int], ...]:
    """Every (bag, deck) count a view allows, given how many tiles and cards it does not
    show (those left in the bag and deck and those that left the game)."""
    # rounds that drew their offer: the current one only once bidding began
    offers = seen.round if seen.phase == BID or seen.phase in BUY_PHASES else seen.round - 1
    extras = sum(slot > data().offer_slots for slot in seen.offer)
    gauges = None if seen.gauges is None else (seen.gauges["bag"], seen.gauges["deck"])
    return _counts(seen.phase, max(0, offers), seen.players, extras, unseen_tiles,
                   unseen_cards, gauges)


@lru_cache(maxsize=1024)
def _counts(phase: str, offers: int, players: int, extras: int, unseen_tiles: int,
            unseen_cards: int, gauges: tuple[str, str] | None) -> tuple[tuple[int, int], ...]:
    """Every (bag, deck) count the view and the public course of the game allow.

    Each drawn offer took 9 items, N of them tiles with N from 3 to 6, and each round gave
    at most one ship-bonus item per seat (``extras`` of them lie in the offer now). Then the
    phase: an offer is being chosen only when some size can be filled, the game ended only
    when some size could not, and a ship bonus is offered only from a non-empty source."""
    d = data()
    slots = d.offer_slots
    found = []
    for bag in range(unseen_tiles + 1):
        if gauges is not None and gauges[0] != gauge(bag, d.tiles_total):
            continue
        for deck in range(unseen_cards + 1):
            if gauges is not None and gauges[1] != gauge(deck, d.cards_total):
                continue
            bonus = d.tiles_total + d.cards_total - slots * offers - bag - deck
            if not extras <= bonus <= offers * players:
                continue
            # tiles drawn into offers: from offers * min to offers * max, leaving room for
            # the bonus items on each side
            low = max(offers * d.min_tiles, deck - d.cards_total + slots * offers)
            if low > min(offers * d.max_tiles, d.tiles_total - bag):
                continue
            fillable = [n for n in range(d.min_tiles, d.max_tiles + 1)
                        if bag >= n and deck >= slots - n]
            if phase == OFFER and not fillable:
                continue
            if phase == OVER and len(fillable) == d.max_tiles - d.min_tiles + 1:
                continue
            if phase == SHIP_BONUS and bag + deck == 0:
                continue
            found.append((bag, deck))
    return tuple(found)
