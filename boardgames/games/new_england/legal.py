"""What is legal and why not (spec sections 3-4, R9-R37): the open decision of a state,
every legal action, the IllegalAction reasons, and the placement rules behind them (start
tiles, land tiles, developments, figures and their automatic relocation). All are pure
functions of a state or a view: the screen uses them for highlighting and dimmed slots,
the bot for planning."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from boardgames.core.i18n import game_text
from boardgames.core.rules import Action, Decision, IllegalAction, turn_of
from boardgames.games.new_england import actions as A
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
from boardgames.games.new_england.board import (
    cell_bits,
    cell_name,
    cell_shifts,
    shape_masks,
    start_tile_shapes,
)
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.state import (
    BID,
    MOVABLE,
    OFFER,
    PLACE_TILE,
    SHIP_BONUS,
    START_TILES,
    TURN,
    USE_CARD,
    NewEnglandState,
    Tile,
)
from boardgames.games.new_england.text import (
    card_label,
    figure_name,
    item_name,
    land_name,
    prompt,
    shape_name,
    slot_name,
    who,
)

_, _n = game_text("new_england")

Move = tuple[str, Cell, Cell]  # (figure kind, from tile key, to tile key)


def tile_at(state: NewEnglandState, cell: Cell) -> Tile | None:
    key = state.cell_tile.get(cell)
    return None if key is None else state.tiles[key]


def own_tiles(state: NewEnglandState, seat: int) -> list[Tile]:
    """The seat's tiles in key order."""
    tiles = state.tiles
    return [tiles[k] for k in state.owned[seat]]


def eligible_tiles(state: NewEnglandState, seat: int) -> list[Tile]:
    """Own tiles that are undeveloped and carry no barn, in key order."""
    tiles = state.tiles
    return [t for k in state.owned[seat] if not (t := tiles[k]).developed and t.figure != "barn"]


def empty_barns(state: NewEnglandState, seat: int) -> list[Cell]:
    return [t.key for t in own_tiles(state, seat) if t.figure == "barn" and t.stored is None]


# -- start tiles (R9, R10) ----------------------------------------------------------------


def start_placements(state: NewEnglandState, seat: int, land: str) -> list[tuple[Cell, Cell]]:
    """Legal cells for a start tile of ``land``: R9 (touching no start tile), or the R10
    fallback when R9 allows nothing."""
    dominoes = data().dominoes
    return [dominoes[i] for i in start_placement_indices(state, seat, land)]


def start_placement_indices(state: NewEnglandState, seat: int, land: str) -> list[int]:
    """``start_placements`` as indexes into ``data().dominoes`` (in that order)."""
    d = data()
    nbrs = d.neighbours
    occupied = state.cell_tile
    bad: set[Cell] = set(occupied)
    for tile in state.tiles.values():
        if tile.is_start:
            for cell in tile.cells:
                bad.update(nbrs[cell])
    dominoes = d.dominoes
    legal = [i for i, (a, b) in enumerate(dominoes) if a not in bad and b not in bad]
    if legal:
        return legal
    bad = _foreign_neighbourhood(state, seat, land)
    bad.update(occupied)
    return [i for i, (a, b) in enumerate(dominoes) if a not in bad and b not in bad]


def _foreign_neighbourhood(state: NewEnglandState, seat: int, land: str) -> set[Cell]:
    """Cells adjacent to another player's tile of ``land``."""
    d = data()
    cells: set[Cell] = set()
    for tile in state.tiles.values():
        if tile.land == land and tile.owner != seat:
            for cell in tile.cells:
                cells.update(d.neighbours[cell])
    return cells


# -- land tiles (R23-R25) ------------------------------------------------------------------


def tile_cells(state: NewEnglandState, seat: int, land: str) -> list[Cell]:
    """Cells where ``seat`` may place a tile of ``land`` (R23), sorted. Empty: blocked."""
    legal = _tile_cells(state, seat, land)
    legal.sort()
    return legal


def count_tile_cells(state: NewEnglandState, seat: int, land: str) -> int:
    """``len(tile_cells(...))``."""
    return len(_tile_cells(state, seat, land))


def has_tile_cell(state: NewEnglandState, seat: int, land: str) -> bool:
    """``bool(tile_cells(...))``, stopping at the first legal cell."""
    nbrs = data().neighbours
    occupied = state.cell_tile
    tiles = state.tiles
    seen: set[Cell] = set()
    for c in state.regions[seat][land]:
        for cell in nbrs[c]:
            if cell in occupied or cell in seen:
                continue
            seen.add(cell)
            for n in nbrs[cell]:
                key = occupied.get(n)
                if key is not None:
                    other = tiles[key]
                    if other.land == land and other.owner != seat:
                        break
            else:
                return True
    return False


def _tile_cells(state: NewEnglandState, seat: int, land: str) -> list[Cell]:
    """``tile_cells`` unsorted."""
    nbrs = data().neighbours
    occupied = state.cell_tile
    tiles = state.tiles
    candidates = {n for c in state.regions[seat][land] for n in nbrs[c] if n not in occupied}
    legal = []
    for cell in candidates:
        for n in nbrs[cell]:
            key = occupied.get(n)
            if key is not None:
                other = tiles[key]
                if other.land == land and other.owner != seat:
                    break
        else:
            legal.append(cell)
    return legal


# -- figures and relocation (R30-R35) --------------------------------------------------------


def relocation_feasible(state: NewEnglandState, seat: int, vacate: Iterable[Cell]) -> bool:
    """R33: can the seat's pilgrims and ships standing on the tiles ``vacate`` all be
    moved to its other eligible tiles (ships to coastal ones)?"""
    vacate = set(vacate)
    tiles = state.tiles
    if not any(tiles[k].figure in MOVABLE for k in vacate):
        return True
    rest = [t for t in eligible_tiles(state, seat) if t.key not in vacate]
    pilgrims = state.figures[seat]["pilgrim"]
    ships = state.figures[seat]["ship"]
    return pilgrims + ships <= len(rest) and ships <= sum(1 for t in rest if t.coastal)


def relocation_plan(state: NewEnglandState, seat: int, vacate: Iterable[Cell]) -> list[Move]:
    """R34: the moves that clear the seat's pilgrims and ships off ``vacate``, in order.
    Assumes ``relocation_feasible``."""
    vacate = set(vacate)
    tiles = state.tiles
    displaced = sorted(k for k in vacate if tiles[k].figure in MOVABLE)
    if not displaced:
        return []
    rest = [t for t in eligible_tiles(state, seat) if t.key not in vacate]
    coastal = {t.key: t.coastal for t in rest}
    keys = [t.key for t in rest]
    occupant = {t.key: t.figure for t in rest if t.figure is not None}
    moves: list[Move] = []

    def first(coast: bool, holding: str | None = None) -> Cell | None:
        return next((k for k in keys if coastal[k] == coast and occupant.get(k) == holding), None)

    for key in displaced:
        if tiles[key].figure != "ship":
            continue
        dest = first(True)
        if dest is None:
            dest = first(True, "pilgrim")
            assert dest is not None, "relocation is not feasible"
            spare = first(False)
            assert spare is not None, "relocation is not feasible"
            moves.append(("pilgrim", dest, spare))
            occupant[spare] = "pilgrim"
        moves.append(("ship", key, dest))
        occupant[dest] = "ship"
    for key in displaced:
        if tiles[key].figure != "pilgrim":
            continue
        dest = first(False)
        if dest is None:
            dest = first(True)
        assert dest is not None, "relocation is not feasible"
        moves.append(("pilgrim", key, dest))
        occupant[dest] = "pilgrim"
    return moves


def figure_targets(state: NewEnglandState, seat: int, figure: str) -> list[Cell]:
    """Tile keys where a new ``figure`` may go (R30-R33, R37), relocation included."""
    return SeatFacts(state, seat).figure_targets(figure)


def move_destinations(state: NewEnglandState, seat: int, source: Cell) -> list[Cell]:
    """Where the seat's pilgrim or ship on tile ``source`` may move (R35)."""
    tile = state.tiles.get(source)
    if tile is None or tile.owner != seat or tile.figure not in MOVABLE:
        return []
    ship = tile.figure == "ship"
    return [
        t.key for t in eligible_tiles(state, seat) if t.figure is None and (not ship or t.coastal)
    ]


# -- development (R26-R28) ---------------------------------------------------------------------


def develop_placements(state: NewEnglandState, seat: int, card_id: str) -> list[tuple[Cell, ...]]:
    """Every legal placement of a land-development card, sorted: cell sets covering own
    undeveloped parcels of its type, in any orientation, touching no barn tile, whose
    pilgrims and ships can be relocated."""
    return sorted(_placements(state, seat, card_id))


def _placements(state: NewEnglandState, seat: int, card_id: str) -> Iterator[tuple[Cell, ...]]:
    """The legal placements of ``develop_placements``, unordered, lazily."""
    return SeatFacts(state, seat).placements(card_id)


def touched_tiles(state: NewEnglandState, cells: Iterable[Cell]) -> list[Cell]:
    """Keys of the tiles a development covers (a start tile counts whole)."""
    return sorted({state.cell_tile[c] for c in cells})


# -- usability (R20, R21) ------------------------------------------------------------------------


def card_usable(state: NewEnglandState, seat: int, card_id: str) -> bool:
    return SeatFacts(state, seat).card_usable(card_id)


def unusable_reason(state: NewEnglandState, seat: int, card_id: str) -> str:
    """Why a card cannot be played now (for IllegalAction texts)."""
    d = data()
    card = d.cards[card_id]
    if card.figure is not None:
        if state.figure_supply.get(card.figure, 0) <= 0:
            return _supply_reason(card.figure)
        if card.figure == "ship":
            return _("no free undeveloped coastal tile for the ship")
        return _("no free undeveloped tile for the {figure}").format(
            figure=figure_name(card.figure))
    return _("no undeveloped {land} parcels of yours form the shape ({shape})").format(
        land=land_name(card.land or ""), shape=shape_name(card.shape or ""))


def _supply_reason(figure: str) -> str:
    return _("no {figure} figure is left in the supply").format(figure=figure_name(figure))


# -- one seat's facts, each worked out once ------------------------------------------------------


class SeatFacts:
    """What the placement rules ask about one seat on one unchanging state, each fact
    worked out when first asked and then kept: ``legal_actions`` asks about every offer
    slot and barn at once. Any change to the state makes it stale; build a new one."""

    def __init__(self, state: NewEnglandState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self._scanned = False
        self._parcels: dict[str, tuple[list[Cell], int]] = {}
        self._usable: dict[str, bool] = {}
        self._room: dict[str, bool] = {}

    def _scan(self) -> None:
        """One pass over the seat's tiles, in key order: the eligible ones, the stored
        cards, whether a barn is empty, and the pilgrims and ships."""
        tiles = self.state.tiles
        eligible: list[tuple[Cell, Tile]] = []
        stored: list[tuple[Cell, str]] = []
        movers: list[tuple[Cell, str]] = []
        empty_barn = False
        for key in self.state.owned[self.seat]:
            tile = tiles[key]
            figure = tile.figure
            if tile.stored is not None:
                stored.append((key, tile.stored))
            if figure == "barn":
                if tile.stored is None:
                    empty_barn = True
            else:
                if not tile.developed:
                    eligible.append((key, tile))
                if figure is not None:
                    movers.append((key, figure))
        self._eligible, self._stored, self._movers = eligible, stored, movers
        self._empty_barn = empty_barn
        self._scanned = True

    def eligible(self) -> list[tuple[Cell, Tile]]:
        """(key, tile) of ``eligible_tiles``, in key order."""
        if not self._scanned:
            self._scan()
        return self._eligible

    def stored(self) -> list[tuple[Cell, str]]:
        """``stored_cards``: (tile key, card id) of every stored card."""
        if not self._scanned:
            self._scan()
        return self._stored

    def empty_barn(self) -> bool:
        """``bool(empty_barns(state, seat))``."""
        if not self._scanned:
            self._scan()
        return self._empty_barn

    def has_tile_cell(self, land: str) -> bool:
        """``bool(tile_cells(state, seat, land))``."""
        ok = self._room.get(land)
        if ok is None:
            ok = self._room[land] = has_tile_cell(self.state, self.seat, land)
        return ok

    def card_usable(self, card_id: str) -> bool:
        ok = self._usable.get(card_id)
        if ok is None:
            card = data().cards[card_id]
            if card.figure is not None:
                ok = self.has_figure_target(card.figure)
            else:
                ok = next(self.placements(card_id), None) is not None
            self._usable[card_id] = ok
        return ok

    def _relocation(self) -> tuple[int, int, int, int]:
        """(eligible tiles, coastal ones, the seat's ships, its pilgrims and ships)."""
        eligible = self.eligible()
        counts = self.state.figures[self.seat]
        ships = counts["ship"]
        coast = sum(1 for _key, t in eligible if t.coastal)
        return len(eligible), coast, ships, counts["pilgrim"] + ships

    def figure_targets(self, figure: str) -> list[Cell]:
        """See ``figure_targets``."""
        if self.state.figure_supply.get(figure, 0) <= 0:
            return []
        # R33 for one occupied tile: the seat's pilgrims and ships must fit on the others
        room, coast, ships, movers = self._relocation()
        ship = figure == "ship"
        targets = []
        for key, tile in self.eligible():
            if ship and not tile.coastal:
                continue
            # an eligible tile carries no barn, so any figure on it is a pilgrim or a ship
            if tile.figure is None or (movers <= room - 1 and ships <= coast - tile.coastal):
                targets.append(key)
        return targets

    def has_figure_target(self, figure: str) -> bool:
        """``bool(figure_targets(figure))``, stopping at a free tile."""
        if self.state.figure_supply.get(figure, 0) <= 0:
            return False
        ship = figure == "ship"
        for _key, tile in self.eligible():
            if tile.figure is None and (tile.coastal or not ship):
                return True
        return bool(self.figure_targets(figure))

    def moves(self) -> list[tuple[Cell, Cell]]:
        """(from, to) of every move of the seat's pilgrims and ships (R35): by source
        tile in key order, then ``move_destinations`` of each."""
        eligible = self.eligible()
        movers = self._movers
        if not movers:
            return []
        free = [k for k, t in eligible if t.figure is None]
        if not free:
            return []
        coastal = [k for k, t in eligible if t.figure is None and t.coastal]
        moves: list[tuple[Cell, Cell]] = []
        for key, figure in movers:
            if figure == "pilgrim":
                moves.extend((key, dest) for dest in free)
            elif figure == "ship":
                moves.extend((key, dest) for dest in coastal)
        return moves

    def parcels(self, land: str) -> tuple[list[Cell], int]:
        """The seat's undeveloped parcels of ``land``, as a list and as a mask."""
        found = self._parcels.get(land)
        if found is None:
            state = self.state
            tiles, owner_of = state.tiles, state.cell_tile
            cells = [c for c in state.regions[self.seat][land] if not tiles[owner_of[c]].developed]
            bit = cell_bits()
            mask = 0
            for cell in cells:
                mask |= bit[cell]
            found = self._parcels[land] = (cells, mask)
        return found

    def placements(self, card_id: str) -> Iterator[tuple[Cell, ...]]:
        """The legal placements of ``develop_placements``, unordered, lazily."""
        card = data().cards[card_id]
        parcels, have = self.parcels(card.land or "")
        if len(parcels) < card.parcels:
            return
        state = self.state
        tiles, owner_of = state.tiles, state.cell_tile
        coastal: dict[Cell, bool] | None = None
        shift = cell_shifts()
        shapes = shape_masks(card_id)
        for anchor in parcels:
            at = shift[anchor]
            for origin_mask, offsets in shapes:
                mask = origin_mask << at
                if mask & have != mask:
                    continue
                r, c = anchor
                cells = tuple((r + dr, c + dc) for dr, dc in offsets)
                touched = {owner_of[x] for x in cells}
                figures = [tiles[k].figure for k in touched]
                if "barn" in figures:
                    continue
                if "pilgrim" not in figures and "ship" not in figures:
                    yield cells
                    continue
                # R33 (relocation_feasible), with the eligible tiles counted once
                if coastal is None:
                    coastal = {k: t.coastal for k, t in self.eligible()}
                    counts = state.figures[self.seat]
                    ships = counts["ship"]
                    movers = counts["pilgrim"] + ships
                    room = len(coastal)
                    coast = sum(coastal.values())
                lost = [coastal[k] for k in touched if k in coastal]
                if movers <= room - len(lost) and ships <= coast - sum(lost):
                    yield cells



# ------------------------------------------------------------------------------------------

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
    return [(t.key, t.stored) for t in own_tiles(state, seat) if t.stored is not None]


def buy_reason(state: NewEnglandState, seat: int, slot: int) -> str | None:
    """Why ``seat`` cannot buy the item in ``slot`` now (R17-R21), or None if it can.
    The screen shows this text on a dimmed slot."""
    d = data()
    item = state.offer.get(slot)
    if item is None:
        if 1 <= slot <= d.offer_slots + d.extra_slots:
            return _("slot {slot} is empty").format(slot=slot_name(slot))
        return _("there is no slot {slot}").format(slot=slot)
    if state.purchases >= d.max_purchases:
        return _n("you have already made {count} purchase this turn",
                  "you have already made {count} purchases this turn",
                  d.max_purchases).format(count=d.max_purchases)
    price = state.discs[seat] or 0
    if state.money[seat] < price:
        return _("costs {price}, you have {money}").format(price=price, money=state.money[seat])
    if item.kind == "tile":
        if not tile_cells(state, seat, item.id):
            return _("no legal cell for your {tile} (you are blocked)").format(
                tile=item_name("tile", item.id))
        return None
    if card_usable(state, seat, item.id) or empty_barns(state, seat):
        return None
    return _("{reason}, and you have no empty barn").format(
        reason=unusable_reason(state, seat, item.id))


def usable_stored(state: NewEnglandState, seat: int) -> list[Cell]:
    """Barns whose stored card can be played now (R40)."""
    return [key for key, card in stored_cards(state, seat) if card_usable(state, seat, card)]


def no_move_reason(state: NewEnglandState, seat: int) -> str | None:
    """Why none of the seat's pilgrims and ships can move now (R35), or None when one
    can: the screen offers its move key only when this is None, and says this otherwise."""
    if decision(state) != (TURN, seat):
        return _("figures move only in your own phase-3 turn, between purchases")
    figures = [t for t in own_tiles(state, seat) if t.figure in MOVABLE]
    if not figures:
        return _("you have no pilgrim or ship on the board to move")
    if any(move_destinations(state, seat, t.key) for t in figures):
        return None
    if not any(t.figure is None for t in eligible_tiles(state, seat)):
        return _("no figure can move: each of your undeveloped tiles without a barn "
                 "already holds one")
    return _("no figure can move: ships stand only on the coast, and none of your free "
             "undeveloped tiles is coastal")


def buying_order(state: NewEnglandState) -> list[int]:
    """Phase 3: the seat buying now, then those still to come, by descending disc (R14).
    Empty outside phase 3."""
    if not state.buying:
        return []
    return list(state.turn_order[state.turn_index:])


def decision(state: NewEnglandState) -> tuple[str, int] | None:
    """(decision kind, seat) of the one open decision, or None when the game is over."""
    phase = state.phase
    seat = state.active
    if seat is None:
        return None
    if phase == BID:
        return "take_disc", seat
    if phase == OFFER:
        return "choose_offer_size", seat
    if phase == START_TILES:
        return ("place_start_tile" if state.chosen_start else "choose_start_tile"), seat
    return phase, seat  # a phase of a buying turn is its decision's kind


def decision_prompt(state: NewEnglandState, kind: str, seat: int) -> str:
    """The public prompt of a decision."""
    storable = (kind == USE_CARD and not state.from_barn and bool(empty_barns(state, seat)))
    return prompt(state, kind, seat, storable)


# -- the legal actions ---------------------------------------------------------------------------


def legal_actions(state: NewEnglandState, seat: int) -> list[Action]:
    kind_seat = decision(state)
    if kind_seat is None or kind_seat[1] != seat:
        return []
    kind = kind_seat[0]
    d = data()
    if kind == "choose_start_tile":
        return [A.choose_start_tile(land) for land in state.start_tiles[seat]]
    if kind == "place_start_tile":
        land = state.chosen_start or ""
        starts = A.start_tile_actions()
        return [starts[i] for i in start_placement_indices(state, seat, land)]
    if kind == "choose_offer_size":
        return [A.choose_offer_size(n) for n in range(d.min_tiles, d.max_tiles + 1)]
    if kind == "take_disc":
        taken = set(state.discs)
        return [A.take_disc(v) for v in d.discs if v not in taken]
    if kind == SHIP_BONUS:
        acts: list[Action] = [A.draw_extra(s) for s in bonus_sources(state)]
        return [*acts, A.DECLINE_EXTRA]
    if kind == TURN:
        return _turn_actions(state, seat)
    if kind == PLACE_TILE:
        assert state.holding is not None
        return [A.place_tile(c) for c in tile_cells(state, seat, state.holding.id)]
    return _use_card_actions(state, seat)


def _turn_actions(state: NewEnglandState, seat: int) -> list[Action]:
    # buy_reason and usable_stored for every slot and barn at once: each land's room
    # and each card's use are worked out once
    d = data()
    facts = SeatFacts(state, seat)
    acts: list[Action] = []
    offer = state.offer
    price = state.discs[seat] or 0
    if offer and state.purchases < d.max_purchases and state.money[seat] >= price:
        buy = A.buy
        known: dict[str, bool] = {}  # by item id (land letters never name a card)
        for slot in sorted(offer):
            item = offer[slot]
            ok = known.get(item.id)
            if ok is None:
                if item.kind == "tile":
                    ok = facts.has_tile_cell(item.id)
                else:
                    ok = facts.card_usable(item.id) or facts.empty_barn()
                known[item.id] = ok
            if ok:
                acts.append(buy(slot))
    for key, card_id in facts.stored():
        if facts.card_usable(card_id):
            acts.append(A.play_stored(key))
    acts.append(A.END_TURN)
    move = A.move_figure
    acts.extend([move(src, dest) for src, dest in facts.moves()])
    return acts


def _use_card_actions(state: NewEnglandState, seat: int) -> list[Action]:
    assert state.holding is not None
    card = data().cards[state.holding.id]
    acts: list[Action]
    if card.figure is not None:
        acts = [A.place_figure(k) for k in figure_targets(state, seat, card.figure)]
    else:
        acts = [A.develop(c) for c in develop_placements(state, seat, card.id)]
    if not state.from_barn and empty_barns(state, seat):
        acts.append(A.STORE_CARD)
    return acts


def check(state: NewEnglandState, seat: int, action: Action) -> None:
    """Raise IllegalAction with the reason unless ``action`` is legal for ``seat``."""
    kind_seat = decision(state)
    pending = [] if kind_seat is None else [Decision(seat=kind_seat[1], kind=kind_seat[0],
                                                     prompt="")]
    kind = turn_of(pending, seat, state.names).kind  # the game is over, or not your turn
    if action.kind not in ANSWERS[kind]:
        raise IllegalAction(_("That move is not possible now: {prompt}").format(
            prompt=decision_prompt(state, kind, seat)))
    why = reason(state, seat, action)
    if why:
        raise IllegalAction(why)


# -- facts for the screen ------------------------------------------------------------------------


def placement_shapes(state: NewEnglandState) -> tuple[tuple[Cell, ...], ...]:
    """The shapes (offsets from (0, 0), row-major) a placement of the open decision may
    take: a start tile's two orientations, or the held land card's shape in each of its
    orientations (reflections when the data allows them). Empty for any other decision."""
    kind_seat = decision(state)
    kind = kind_seat[0] if kind_seat else ""
    if kind == "place_start_tile":
        return start_tile_shapes()
    holding = state.holding
    if kind == USE_CARD and holding is not None and holding.kind == "card":
        return shape_variants(holding.id)
    return ()


def blocked_lands(state: NewEnglandState, seat: int) -> list[str]:
    """Land types the seat has tiles of but can no longer grow (R25), for "no room"."""
    return [land for land in data().lands
            if state.regions[seat].get(land) and not tile_cells(state, seat, land)]


def barns(state: NewEnglandState, seat: int) -> list[tuple[Cell, str | None]]:
    """(tile key, stored card id or None) of each of the seat's barns."""
    return [(t.key, t.stored) for t in own_tiles(state, seat) if t.figure == "barn"]


def relocation_preview(state: NewEnglandState, seat: int, action: Action) -> list[Move]:
    """The automatic moves (R34) that ``action`` would cause: (figure, from, to) tile
    keys. Empty for actions that move nothing. ``state`` may be a view."""
    if isinstance(action, Develop):
        return relocation_plan(state, seat, touched_tiles(state, action.cells))
    if isinstance(action, PlaceFigure):
        return relocation_plan(state, seat, (action.tile,))
    return []


# -- reasons -----------------------------------------------------------------------------------


def reason(state: NewEnglandState, seat: int, action: Action) -> str | None:
    """Why a well-timed action is still illegal, or None."""
    d = data()
    if isinstance(action, ChooseStartTile):
        if action.land not in state.start_tiles[seat]:
            return _("you have no {land} start tile left to place").format(
                land=land_name(action.land))
        return None
    if isinstance(action, PlaceStartTile):
        return _start_tile_reason(state, seat, action.cells)
    if isinstance(action, ChooseOfferSize):
        if not d.min_tiles <= action.tiles <= d.max_tiles:
            return _("the offer holds {low} to {high} land tiles").format(low=d.min_tiles,
                                                                         high=d.max_tiles)
        return None
    if isinstance(action, TakeDisc):
        if action.value not in d.discs:
            return _("there is no disc {value}").format(value=action.value)
        if action.value in state.discs:
            holder = state.discs.index(action.value)
            return _("disc {value} is taken by {name}").format(value=action.value,
                                                              name=who(state, holder))
        return None
    if isinstance(action, DrawExtra):
        if action.source not in bonus_sources(state):
            return _("the deck is empty") if action.source == "deck" else _("the bag is empty")
        return None
    if isinstance(action, Buy):
        return buy_reason(state, seat, action.slot)
    if isinstance(action, PlayStored):
        tile = state.tiles.get(action.barn)
        if tile is None or tile.owner != seat or tile.figure != "barn":
            return _("you have no barn on {cell}").format(cell=cell_name(action.barn))
        if tile.stored is None:
            return _("your barn on {cell} stores no card").format(cell=cell_name(action.barn))
        if not card_usable(state, seat, tile.stored):
            return unusable_reason(state, seat, tile.stored)
        return None
    if isinstance(action, MoveFigure):
        return _move_reason(state, seat, action.from_tile, action.to_tile)
    if isinstance(action, PlaceTile):
        assert state.holding is not None
        return _tile_reason(state, seat, state.holding.id, action.cell)
    if isinstance(action, Develop):
        assert state.holding is not None
        if d.cards[state.holding.id].figure is not None:
            return _("a figure card is placed, not developed")
        if action.cells not in develop_placements(state, seat, state.holding.id):
            return _develop_reason(state, seat, state.holding.id, action.cells)
        return None
    if isinstance(action, PlaceFigure):
        assert state.holding is not None
        figure = d.cards[state.holding.id].figure
        if figure is None:
            return _("a land card develops parcels; it places no figure")
        if action.tile not in figure_targets(state, seat, figure):
            return _figure_reason(state, seat, figure, action.tile)
        return None
    if isinstance(action, StoreCard):
        if state.from_barn:
            return _("a card taken out of a barn must be played")
        if not empty_barns(state, seat):
            return _("you have no empty barn")
        return None
    return None


def _start_tile_reason(state: NewEnglandState, seat: int, cells: tuple[Cell, Cell]) -> str | None:
    if cells in start_placements(state, seat, state.chosen_start or ""):
        return None
    d = data()
    a, b = cells
    for c in cells:
        if c not in d.land_cells:
            where = cell_name(c) if c[0] >= 0 and c[1] >= 0 else str(c)
            return _("{cell} is not a land cell").format(cell=where)
        if c in state.cell_tile:
            return _("{cell} is already covered").format(cell=cell_name(c))
    if b not in d.neighbours[a]:
        return _("a start tile covers two adjacent cells")
    return _("a start tile may not touch another start tile along an edge")


def _tile_reason(state: NewEnglandState, seat: int, land: str, cell: Cell) -> str | None:
    if cell in tile_cells(state, seat, land):
        return None
    d = data()
    if cell not in d.land_cells:
        return _("that is not a land cell")
    name = cell_name(cell)
    if cell in state.cell_tile:
        return _("{cell} is already covered").format(cell=name)
    near = [tile_at(state, n) for n in d.neighbours[cell]]
    if not any(t and t.owner == seat and t.land == land for t in near):
        return _("{cell} does not touch your {land}").format(cell=name, land=land_name(land))
    return _("{cell} touches another player's {land}").format(cell=name, land=land_name(land))


def _develop_reason(
    state: NewEnglandState, seat: int, card_id: str, cells: tuple[Cell, ...]
) -> str:
    d = data()
    card = d.cards[card_id]
    if len(set(cells)) != card.parcels:
        return _n("the {card} develops exactly {count} parcel",
                  "the {card} develops exactly {count} parcels",
                  card.parcels).format(card=card_label(card_id), count=card.parcels)
    for c in cells:
        tile = tile_at(state, c)
        if tile is None or tile.owner != seat or tile.land != card.land:
            where = cell_name(c) if c in d.land_cells else str(c)
            return _("{cell} is not your {land}").format(cell=where,
                                                        land=land_name(card.land or ""))
        if tile.developed:
            return _("{cell} is already developed").format(cell=cell_name(c))
    rel = tuple(sorted(cells))
    if rel and rel not in _shape_placements(card_id, rel[0]):
        return _("those parcels do not form the card's shape ({shape})").format(
            shape=card.shape)
    touched = touched_tiles(state, cells)
    if any(state.tiles[k].figure == "barn" for k in touched):
        return _("a barn stands on one of those tiles")
    return _("your pilgrims and ships on those tiles would have nowhere to go")


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
        return _supply_reason(figure)
    if tile is None or tile.owner != seat:
        where = cell_name(key) if key in data().land_cells else str(key)
        return _("{cell} is not one of your tiles").format(cell=where)
    if tile.developed:
        return _("the tile on {cell} is developed").format(cell=cell_name(key))
    if tile.figure == "barn":
        return _("a barn stands on {cell}").format(cell=cell_name(key))
    if figure == "ship" and not tile.coastal:
        return _("{cell} is not on the coast").format(cell=cell_name(key))
    return _("the {figure} on {cell} would have nowhere to go").format(
        figure=figure_name(tile.figure or ""), cell=cell_name(key))


def _move_reason(state: NewEnglandState, seat: int, src: Cell, dst: Cell) -> str | None:
    tile = state.tiles.get(src)
    if tile is None or tile.owner != seat or tile.figure not in MOVABLE:
        return _("choose one of your pilgrims or ships (barns never move)")
    if dst in move_destinations(state, seat, src):
        return None
    target = state.tiles.get(dst)
    if target is None or target.owner != seat:
        return _("figures move only to your own tiles")
    if target.developed:
        return _("figures never stand on developed tiles")
    if target.figure is not None:
        return _("a {figure} already stands there").format(figure=figure_name(target.figure))
    return _("ships stand only on coastal tiles")


def shape_variants(card_id: str) -> tuple[tuple[Cell, ...], ...]:
    """The distinct orientations of a land card's shape (offsets from (0, 0), row-major);
    reflections are included when the data allows them. Empty for a figure card."""
    return data().card_orientations.get(card_id, ())


def purchases_left(state: NewEnglandState) -> int:
    """How many more items the seat buying now may buy this turn (R17)."""
    return data().max_purchases - state.purchases
