"""Who decides what, and why an action is illegal (spec sections 3-4): the decision of a
state, its prompt, and the IllegalAction reasons. The screen uses ``buy_reason`` to explain
a dimmed offer slot."""

from __future__ import annotations

from boardgames.core.rules import Action
from boardgames.games.new_england import board as B
from boardgames.games.new_england.actions import (
    Buy,
    ChooseOfferSize,
    ChooseStartTile,
    Develop,
    DrawExtra,
    MoveFigure,
    PlaceFigure,
    PlaceStartTile,
    PlaceTile,
    PlayStored,
    StoreCard,
    TakeDisc,
)
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.labels import card_label, land_name, slot_name, who
from boardgames.games.new_england.state import (
    BID,
    BUY,
    MOVABLE,
    OFFER,
    PLACE_TILE,
    SHIP_BONUS,
    START_TILES,
    TURN,
    USE_CARD,
    NewEnglandState,
    cell_name,
)

# Which action kinds answer which decision kind.
ANSWERS: dict[str, frozenset[str]] = {
    "choose_start_tile": frozenset({"choose_start_tile"}),
    "place_start_tile": frozenset({"place_start_tile"}),
    "choose_offer_size": frozenset({"choose_offer_size"}),
    "take_disc": frozenset({"take_disc"}),
    SHIP_BONUS: frozenset({"draw_extra", "decline_extra"}),
    TURN: frozenset({"buy", "play_stored", "move_figure", "end_turn"}),
    PLACE_TILE: frozenset({"place_tile"}),
    USE_CARD: frozenset({"develop", "place_figure", "store_card"}),
}


def feasible_sizes(state: NewEnglandState) -> list[int]:
    """Offer sizes N the bag and deck can still serve (R11)."""
    d = data()
    supply = state.supply
    assert supply is not None
    bag, deck = supply.bag_count, supply.deck_count
    return [
        n for n in range(d.min_tiles, d.max_tiles + 1) if bag >= n and deck >= d.offer_slots - n
    ]


def ship_eligible(state: NewEnglandState, seat: int) -> bool:
    """R15: at least one ship, and nobody has more."""
    ships = state.figures[seat]["ship"]
    return ships >= 1 and all(f["ship"] <= ships for f in state.figures)


def bonus_sources(state: NewEnglandState) -> list[str]:
    """The non-empty sources a ship bonus may draw from (R16)."""
    supply = state.supply
    if supply is None:  # a view: the gauges say what is empty
        gauges = state.gauges or {}
        return [source for source in ("deck", "bag") if gauges.get(source) != "empty"]
    sources = []
    if any(supply.deck.values()):
        sources.append("deck")
    if any(supply.bag.values()):
        sources.append("bag")
    return sources


def stored_cards(state: NewEnglandState, seat: int) -> list[tuple[Cell, str]]:
    """(barn tile key, card id) of every card the seat keeps in a barn."""
    return [(t.key, t.stored) for t in B.own_tiles(state, seat) if t.stored is not None]


def buy_reason(state: NewEnglandState, seat: int, slot: int) -> str | None:
    """Why ``seat`` cannot buy the item in ``slot`` now (R17-R21), or None if it can.
    The screen shows this text on a dimmed slot."""
    d = data()
    item = state.offer.get(slot)
    if item is None:
        if 1 <= slot <= d.offer_slots + d.extra_slots:
            return f"slot {slot_name(slot)} is empty"
        return f"there is no slot {slot}"
    if state.purchases >= d.max_purchases:
        return f"you have already made {d.max_purchases} purchases this turn"
    price = state.discs[seat] or 0
    if state.money[seat] < price:
        return f"costs {price}, you have {state.money[seat]}"
    if item.kind == "tile":
        if not B.tile_cells(state, seat, item.id):
            return f"no legal cell for your {land_name(item.id)} tile (you are blocked)"
        return None
    if B.card_usable(state, seat, item.id) or B.empty_barns(state, seat):
        return None
    return f"{B.unusable_reason(state, seat, item.id)}, and you have no empty barn"


def usable_stored(state: NewEnglandState, seat: int) -> list[Cell]:
    """Barns whose stored card can be played now (R40)."""
    return [key for key, card in stored_cards(state, seat) if B.card_usable(state, seat, card)]


def no_move_reason(state: NewEnglandState, seat: int) -> str | None:
    """Why none of the seat's pilgrims and ships can move now (R35), or None when one
    can: the screen offers its move key only when this is None, and says this otherwise."""
    if decision(state) != (TURN, seat):
        return "figures move only in your own phase-3 turn, between purchases"
    figures = [t for t in B.own_tiles(state, seat) if t.figure in MOVABLE]
    if not figures:
        return "you have no pilgrim or ship on the board to move"
    if any(B.move_destinations(state, seat, t.key) for t in figures):
        return None
    if not any(t.figure is None for t in B.eligible_tiles(state, seat)):
        return ("no figure can move: each of your undeveloped tiles without a barn "
                "already holds one")
    return ("no figure can move: ships stand only on the coast, and none of your free "
            "undeveloped tiles is coastal")


def buying_order(state: NewEnglandState) -> list[int]:
    """Phase 3: the seat buying now, then those still to come, by descending disc (R14).
    Empty outside phase 3."""
    if state.phase != BUY:
        return []
    return list(state.turn_order[state.turn_index:])


def decision(state: NewEnglandState) -> tuple[str, int] | None:
    """(decision kind, seat) of the one open decision, or None when the game is over."""
    phase = state.phase
    if phase == BUY:
        return state.step, state.turn_order[state.turn_index]
    if phase == BID:
        return "take_disc", (state.start_player + state.bid_step) % state.players
    if phase == OFFER:
        return "choose_offer_size", state.start_player
    if phase == START_TILES:
        seat = state.placement_order[state.placement_step]
        return ("place_start_tile" if state.chosen_start else "choose_start_tile"), seat
    return None


def prompt(state: NewEnglandState, kind: str, seat: int) -> str:
    name = who(state, seat)
    d = data()
    if kind == "choose_start_tile":
        return f"{name}: choose which start tile to place next"
    if kind == "place_start_tile":
        return f"{name}: place your {land_name(state.chosen_start or '')} start tile"
    if kind == "choose_offer_size":
        return f"{name}: choose how many land tiles to offer (3-6)"
    if kind == "take_disc":
        return f"{name}: take a bid disc"
    if kind == SHIP_BONUS:
        return f"{name}: ship bonus: draw an extra card or tile, or decline"
    if kind == TURN:
        left = d.max_purchases - state.purchases
        if not left:
            return f"{name}: play a stored card, move figures, or end the turn"
        items = "item" if left == 1 else "items"
        price = state.discs[seat]
        return f"{name}: buy up to {left} more {items} (price {price}), or end the turn"
    if kind == PLACE_TILE:
        assert state.holding is not None
        return f"{name}: choose where your {land_name(state.holding.id)} tile goes"
    assert state.holding is not None
    label = card_label(state.holding.id)
    storable = not state.from_barn and B.empty_barns(state, seat)
    store = " (or store it in a barn)" if storable else ""
    return f"{name}: use the {label}{store}"


# -- reasons -----------------------------------------------------------------------------------


def reason(state: NewEnglandState, seat: int, action: Action) -> str | None:
    """Why a well-timed action is still illegal, or None."""
    d = data()
    if isinstance(action, ChooseStartTile):
        if action.land not in state.start_tiles[seat]:
            return f"you have no {land_name(action.land)} start tile left to place"
        return None
    if isinstance(action, PlaceStartTile):
        return _start_tile_reason(state, seat, action.cells)
    if isinstance(action, ChooseOfferSize):
        if not d.min_tiles <= action.tiles <= d.max_tiles:
            return f"the offer holds {d.min_tiles} to {d.max_tiles} land tiles"
        return None
    if isinstance(action, TakeDisc):
        if action.value not in d.discs:
            return f"there is no disc {action.value}"
        if action.value in state.discs:
            holder = state.discs.index(action.value)
            return f"disc {action.value} is taken by {who(state, holder)}"
        return None
    if isinstance(action, DrawExtra):
        if action.source not in bonus_sources(state):
            return f"the {action.source} is empty"
        return None
    if isinstance(action, Buy):
        return buy_reason(state, seat, action.slot)
    if isinstance(action, PlayStored):
        tile = state.tiles.get(action.barn)
        if tile is None or tile.owner != seat or tile.figure != "barn":
            return f"you have no barn on {cell_name(action.barn)}"
        if tile.stored is None:
            return f"your barn on {cell_name(action.barn)} stores no card"
        if not B.card_usable(state, seat, tile.stored):
            return B.unusable_reason(state, seat, tile.stored)
        return None
    if isinstance(action, MoveFigure):
        return _move_reason(state, seat, action.from_tile, action.to_tile)
    if isinstance(action, PlaceTile):
        assert state.holding is not None
        return _tile_reason(state, seat, state.holding.id, action.cell)
    if isinstance(action, Develop):
        assert state.holding is not None
        if d.cards[state.holding.id].figure is not None:
            return "a figure card is placed, not developed"
        if action.cells not in B.develop_placements(state, seat, state.holding.id):
            return _develop_reason(state, seat, state.holding.id, action.cells)
        return None
    if isinstance(action, PlaceFigure):
        assert state.holding is not None
        figure = d.cards[state.holding.id].figure
        if figure is None:
            return "a land card develops parcels; it places no figure"
        if action.tile not in B.figure_targets(state, seat, figure):
            return _figure_reason(state, seat, figure, action.tile)
        return None
    if isinstance(action, StoreCard):
        if state.from_barn:
            return "a card taken out of a barn must be played"
        if not B.empty_barns(state, seat):
            return "you have no empty barn"
        return None
    return None


def _start_tile_reason(state: NewEnglandState, seat: int, cells: tuple[Cell, Cell]) -> str | None:
    if cells in B.start_placements(state, seat, state.chosen_start or ""):
        return None
    d = data()
    a, b = cells
    for c in cells:
        if c not in d.land_cells:
            return f"{cell_name(c) if c[0] >= 0 and c[1] >= 0 else c} is not a land cell"
        if c in state.cell_tile:
            return f"{cell_name(c)} is already covered"
    if b not in d.neighbours[a]:
        return "a start tile covers two adjacent cells"
    return "a start tile may not touch another start tile along an edge"


def _tile_reason(state: NewEnglandState, seat: int, land: str, cell: Cell) -> str | None:
    if cell in B.tile_cells(state, seat, land):
        return None
    d = data()
    if cell not in d.land_cells:
        return "that is not a land cell"
    name = cell_name(cell)
    if cell in state.cell_tile:
        return f"{name} is already covered"
    near = [B.tile_at(state, n) for n in d.neighbours[cell]]
    if not any(t and t.owner == seat and t.land == land for t in near):
        return f"{name} does not touch your {land_name(land)}"
    return f"{name} touches another player's {land_name(land)}"


def _develop_reason(
    state: NewEnglandState, seat: int, card_id: str, cells: tuple[Cell, ...]
) -> str:
    d = data()
    card = d.cards[card_id]
    if len(set(cells)) != card.parcels:
        return f"the {card_label(card_id)} develops exactly {card.parcels} parcels"
    for c in cells:
        tile = B.tile_at(state, c)
        if tile is None or tile.owner != seat or tile.land != card.land:
            where = cell_name(c) if c in d.land_cells else str(c)
            return f"{where} is not your {land_name(card.land or '')}"
        if tile.developed:
            return f"{cell_name(c)} is already developed"
    rel = tuple(sorted(cells))
    if rel and rel not in _shape_placements(card_id, rel[0]):
        return f"those parcels do not form the card's shape ({card.shape})"
    touched = B.touched_tiles(state, cells)
    if any(state.tiles[k].figure == "barn" for k in touched):
        return "a barn stands on one of those tiles"
    return "your pilgrims and ships on those tiles would have nowhere to go"


def _shape_placements(card_id: str, anchor: Cell) -> set[tuple[Cell, ...]]:
    """The card's shapes in every orientation, placed with their first cell on anchor."""
    out = set()
    for shape in data().card_orientations[card_id]:
        r0, c0 = shape[0]
        out.add(tuple((anchor[0] + r - r0, anchor[1] + c - c0) for r, c in shape))
    return out


def _figure_reason(state: NewEnglandState, seat: int, figure: str, key: Cell) -> str:
    tile = state.tiles.get(key)
    if state.figure_supply.get(figure, 0) <= 0:
        return f"no {figure} figure is left in the supply"
    if tile is None or tile.owner != seat:
        return f"{cell_name(key) if key in data().land_cells else key} is not one of your tiles"
    if tile.developed:
        return f"the tile on {cell_name(key)} is developed"
    if tile.figure == "barn":
        return f"a barn stands on {cell_name(key)}"
    if figure == "ship" and not tile.coastal:
        return f"{cell_name(key)} is not on the coast"
    return f"the {tile.figure} on {cell_name(key)} would have nowhere to go"


def _move_reason(state: NewEnglandState, seat: int, src: Cell, dst: Cell) -> str | None:
    tile = state.tiles.get(src)
    if tile is None or tile.owner != seat or tile.figure not in MOVABLE:
        return "choose one of your pilgrims or ships (barns never move)"
    if dst in B.move_destinations(state, seat, src):
        return None
    target = state.tiles.get(dst)
    if target is None or target.owner != seat:
        return "figures move only to your own tiles"
    if target.developed:
        return "figures never stand on developed tiles"
    if target.figure is not None:
        return f"a {target.figure} already stands there"
    return "ships stand only on coastal tiles"
