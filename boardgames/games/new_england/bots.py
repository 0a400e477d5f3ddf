"""The greedy bot (spec section 10, level 2): a one-turn-greedy player that values
everything in VP, with a little lookahead. It grows regions towards card shapes, develops
for points, contests the figure majorities and prices money by how much of the game seems
left. For each free disc it plays out the players who will buy before it, each taking
its own best items by the same valuation from its own seat, and prices the best bundle of
up to two purchases left to it, a tile bought before the card it makes usable. It sees
only its view (gauges, never counts) and never moves figures by hand (relocation is
automatic), so its games always end."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

from boardgames.core.rules import Action, GameRules
from boardgames.core.search import lead
from boardgames.games.new_england import board as B
from boardgames.games.new_england import effects as E
from boardgames.games.new_england import legal as L
from boardgames.games.new_england.actions import (
    Buy,
    ChooseOfferSize,
    ChooseStartTile,
    Develop,
    DrawExtra,
    PlaceFigure,
    PlaceStartTile,
    PlaceTile,
    PlayStored,
    TakeDisc,
)
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.scoring import score
from boardgames.games.new_england.state import (
    SHIP_BONUS,
    START_TILES,
    TURN,
    Item,
    NewEnglandState,
)

LAND_CARDS = {
    land: [c.id for c in data().cards.values() if c.land == land] for land in data().lands
}
# each orientation of each land card as offsets from its first cell
OFFSETS = {
    card_id: [tuple((r - s[0][0], c - s[0][1]) for r, c in s[1:]) for s in shapes]
    for card_id, shapes in data().card_orientations.items()
}
ROUNDS_BY_GAUGE = {"plenty": 8, "about half": 5, "low": 2, "empty": 0}
PARCEL_VP = 1.3  # future VP of an undeveloped parcel that can still join a shape
WASTE_VP = 1.2  # a wasted start-tile half
DENIAL_VP = 0.3  # per cell taken from an opponent's growth
ROOM_VP = 0.25  # per free growth cell, up to ROOM_CAP
ROOM_CAP = 5
SHAPE_VP = 0.12  # per card VP, for each of up to two ready placements of a card's shape
MAJORITY_WEIGHT = 0.8  # majorities can still change hands
BUY_MARGIN = 0.2  # a purchase must be worth this much more than its price
BARN_SHAPE = 0.1  # per card VP of a shape that could still develop a barn's tile


def estimate(rules: GameRules, state: NewEnglandState, seat: int) -> float:
    """The expert's judgement of a cut-off rollout (core/search.py): ``seat``'s ``worth``
    over the best other seat's, in VP."""
    totals = score(state).totals
    worths = [worth(state, s, totals[s]) for s in range(state.players)]
    return lead(worths, seat)


def worth(state: NewEnglandState, seat: int, points: int) -> float:
    """The seat's expected final VP: its ``points`` now (played cards, majorities as they
    stand) plus what its holdings are worth by the greedy valuation: undeveloped parcels
    and room to grow, money, the income of its pilgrims and the cards in its barns."""
    think = Thinker(state, seat)
    value = points + think.mv * state.money[seat]
    pilgrims = state.figures[seat]["pilgrim"] * data().income_per_pilgrim
    value += think.mv * think.rounds * pilgrims
    value += sum(think.potential(state, seat, land) for land in data().lands)
    for _, card_id in L.stored_cards(state, seat):
        value += think.stored_value(card_id)
    return value


class GreedyBot:
    needs_view = True
    # the expert's tuning (core/search.py Settings): rollouts of most of a round, judged
    # by ``estimate`` in VP. A round's rollouts differ only where a draw comes in (the
    # next offer, a ship bonus), so two rounds that agree are evidence enough, and the
    # budget goes to more candidates instead (0.2 s plays about 3 rounds of 6)
    search = {"cap": 16, "scale": 4.0, "width": 6, "min_rounds": 2}
    search_estimate = staticmethod(estimate)

    @staticmethod
    def search_skip(view: NewEnglandState) -> bool:
        """The start tiles: dozens of placements whose worth shows only rounds later, so
        the greedy room count decides."""
        return view.phase == START_TILES

    def __init__(self, rules: GameRules, seat: int) -> None:
        self.seat = seat

    def choose(self, view: NewEnglandState, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        decision = L.decision(view)
        assert decision is not None
        kind = decision[0]
        think = Thinker(view, self.seat)
        if kind == "choose_start_tile":
            lands = [a for a in legal if isinstance(a, ChooseStartTile)]
            return max(lands, key=lambda a: think.start_land_score(a.land))
        if kind == "place_start_tile":
            starts = [a for a in legal if isinstance(a, PlaceStartTile)]
            return max(starts, key=lambda a: think.start_score(view.chosen_start or "", a.cells))
        if kind == "choose_offer_size":
            return think.offer_size(legal)
        if kind == "take_disc":
            return think.disc(legal)
        if kind == SHIP_BONUS:
            return think.ship_bonus(legal)
        if kind == TURN:
            return think.turn(legal)
        if kind == "place_tile":
            assert view.holding is not None
            land = view.holding.id
            cells = [a for a in legal if isinstance(a, PlaceTile)]
            return max(cells, key=lambda a: think.cell_score(land, a.cell, True))
        return think.use_card(legal)


class Thinker:
    """The valuations of one decision, for one seat, on one view."""

    def __init__(self, view: NewEnglandState, seat: int) -> None:
        self.view = view
        self.seat = seat
        self.rounds = rounds_left(view)
        # VP per shilling: money buys nothing after the game, and little when plentiful
        d = data()
        income = d.income_base + d.income_per_pilgrim * view.figures[seat]["pilgrim"]
        need = d.max_purchases * 5 * self.rounds  # full purchases at a middling price
        have = view.money[seat] + income * self.rounds
        self.mv = 0.04 + 0.3 * min(1.0, self.rounds / 8) * min(1.0, need / max(1, have))
        self.parcel_vp = PARCEL_VP * min(1.0, self.rounds / 5)
        self.cache: dict[tuple[Any, ...], Any] = {}

    # -- regions -----------------------------------------------------------------------------

    def potential(self, state: NewEnglandState, seat: int, land: str) -> float:
        """Future VP of the seat's undeveloped parcels of ``land`` plus room to grow:
        parcels in groups of two or more (or able to grow) count fully."""
        parcels = free_parcels(state, seat, land)
        room = L.count_tile_cells(state, seat, land)
        value = 0.0
        for group in groups(parcels):
            if len(group) >= 2 or room:
                value += self.parcel_vp * len(group)
        bit = B.cell_bits()
        mask = 0
        for cell in parcels:
            mask |= bit[cell]
        for card_id in LAND_CARDS[land]:
            fits = shape_fits_mask(parcels, mask, card_id, 2)
            value += SHAPE_VP * data().cards[card_id].vp * fits * self.parcel_vp / PARCEL_VP
        return value + ROOM_VP * min(room, ROOM_CAP) * min(1.0, self.rounds / 3)

    def cell_score(self, land: str, cell: Cell, enabling: bool) -> float:
        """What a tile of ``land`` on ``cell`` is worth: added potential, offer cards and
        stored cards it makes usable, and growth it takes from opponents."""
        view, seat = self.view, self.seat
        wanted = [c for c in self.wanted_cards(land) if not self.usable(c)] if enabling else []
        before = self.base_potential(land)
        with temporary_tile(view, seat, land, cell):
            gain = self.potential(view, seat, land) - before
            for card_id in wanted:
                if L.card_usable(view, seat, card_id):
                    gain += data().cards[card_id].vp * 0.6
        # an opponent loses the cell itself and every legal cell next to it
        taken = {cell, *data().neighbours[cell]}
        for other in range(view.players):
            if other != seat:
                gain += DENIAL_VP * len(taken & self.legal_cells(other, land))
        return gain

    # cached facts of the unchanged view

    def legal_cells(self, seat: int, land: str) -> set[Cell]:
        key = ("cells", seat, land)
        if key not in self.cache:
            self.cache[key] = set(L.tile_cells(self.view, seat, land))
        found: set[Cell] = self.cache[key]
        return found

    def base_potential(self, land: str) -> float:
        key = ("potential", land)
        if key not in self.cache:
            self.cache[key] = self.potential(self.view, self.seat, land)
        found: float = self.cache[key]
        return found

    def usable(self, card_id: str) -> bool:
        key = ("usable", card_id)
        if key not in self.cache:
            self.cache[key] = L.card_usable(self.view, self.seat, card_id)
        found: bool = self.cache[key]
        return found

    def wanted_cards(self, land: str) -> list[str]:
        """Land cards of ``land`` in the offer or in own barns (a trial tile or
        development changes neither)."""
        key = ("wanted", land)
        if key not in self.cache:
            cards = data().cards
            ids = [i.id for i in self.view.offer.values() if i.kind == "card"]
            ids += [card for _, card in L.stored_cards(self.view, self.seat)]
            self.cache[key] = [c for c in ids if cards[c].land == land]
        found: list[str] = self.cache[key]
        return found

    def offer_value(self, item: Item) -> float:
        """``item_value`` on the unchanged view (equal items are worth the same)."""
        key = ("value", item)
        if key not in self.cache:
            self.cache[key] = self.item_value(item)
        found: float = self.cache[key]
        return found

    # -- items ---------------------------------------------------------------------------------

    def item_value(self, item: Item) -> float:
        """VP value of buying ``item`` now (before its price); -inf if it cannot be used."""
        state, seat = self.view, self.seat
        if item.kind == "tile":
            cells = L.tile_cells(state, seat, item.id)
            if not cells:
                return float("-inf")
            return max(self.cell_score(item.id, c, True) for c in cells)
        card = data().cards[item.id]
        if card.figure is not None:
            if L.figure_targets(state, seat, card.figure):
                return self.figure_value(card.figure) + card.vp
        elif L.card_usable(state, seat, item.id):
            return max(
                self.card_gain(item.id, p) for p in L.develop_placements(state, seat, item.id)
            )
        if L.empty_barns(state, seat):
            return self.storage_value(item.id)
        return float("-inf")

    def develop_score(self, card_id: str, cells: tuple[Cell, ...]) -> float:
        """Card VP minus the potential the development uses up (wasted halves included)."""
        state = self.view
        card = data().cards[card_id]
        land = card.land or ""
        touched = L.touched_tiles(state, cells)
        moves = L.relocation_plan(state, self.seat, touched)
        wasted = sum(len(state.tiles[k].cells) for k in touched) - len(cells)
        before = self.potential(state, self.seat, land)
        with temporarily_developed(state, touched):
            lost = before - self.potential(state, self.seat, land)
        return card.vp - lost - WASTE_VP * wasted * (self.parcel_vp / PARCEL_VP) - 0.1 * len(moves)

    def card_gain(self, card_id: str, cells: tuple[Cell, ...]) -> float:
        """What playing a land card gains: its VP less the parcels it uses up (they could
        have served another card) and any wasted start-tile half."""
        state = self.view
        wasted = sum(len(state.tiles[k].cells) for k in L.touched_tiles(state, cells)) - len(cells)
        used = len(cells) + wasted
        return data().cards[card_id].vp - 0.5 * self.parcel_vp * used - 0.5 * WASTE_VP * wasted

    def storage_value(self, card_id: str) -> float:
        """An unplayable card kept in a barn: worth something if its land can grow."""
        state = self.view
        card = data().cards[card_id]
        if card.figure is not None or not L.tile_cells(state, self.seat, card.land or ""):
            return 0.0
        return 0.35 * card.vp * min(1.0, self.rounds / 3) - 0.5

    def stored_value(self, card_id: str) -> float:
        """A card in a barn: what playing it gains when it is usable now, else what
        keeping it is worth (never below nothing: the barn is paid for)."""
        state, seat = self.view, self.seat
        card = data().cards[card_id]
        if not L.card_usable(state, seat, card_id):
            return max(0.0, self.storage_value(card_id))
        if card.figure is not None:
            return card.vp + self.figure_value(card.figure)
        return max(self.card_gain(card_id, p) for p in L.develop_placements(state, seat, card_id))

    def figure_value(self, figure: str) -> float:
        """A new figure: majority bonus, income (pilgrim), extra draws (ship) or storage
        (barn), less crowding when pilgrims and ships would lack room to step aside."""
        state = self.view
        value = self.majority_gain(figure)
        if figure != "barn":
            # pilgrims and ships need free tiles to step aside when land is developed
            movable = state.figures[self.seat]["pilgrim"] + state.figures[self.seat]["ship"]
            slack = len(L.eligible_tiles(state, self.seat)) - movable - 1
            value -= 1.5 if slack <= 0 else 0.5 if slack == 1 else 0.0
        if figure == "pilgrim":
            value += 0.6 * self.rounds * self.mv
        elif figure == "ship":
            value += 0.15 * self.rounds
        elif not L.empty_barns(state, self.seat):
            value += 0.4 * min(1.0, self.rounds / 3)
        return value

    def majority_gain(self, figure: str) -> float:
        """Bonus gained (and taken from tied opponents) by one more figure."""
        state = self.view
        bonus = data().majority_vp[figure]
        mine = state.figures[self.seat][figure]
        others = [f[figure] for s, f in enumerate(state.figures) if s != self.seat]
        top = max(others)
        before = mine >= 1 and mine >= top
        after = mine + 1 >= top
        gain = float(bonus * (after - before))
        if top >= 1 and top == mine:
            gain += 0.3 * bonus * others.count(top)
        return MAJORITY_WEIGHT * gain

    def tile_cost(self, key: Cell) -> float:
        """Potential lost when a barn blocks this tile for good."""
        state = self.view
        land = state.tiles[key].land
        before = self.potential(state, self.seat, land)
        with temporarily_developed(state, [key]):
            return before - self.potential(state, self.seat, land)

    # -- decisions -----------------------------------------------------------------------------

    def turn(self, legal: list[Action]) -> Action:
        stored = [a for a in legal if isinstance(a, PlayStored)]
        if stored:
            return stored[0]
        buys = [a for a in legal if isinstance(a, Buy)]
        end = next(a for a in legal if a.kind == "end_turn")
        if not buys:
            return end
        price = self.view.discs[self.seat] or 0
        cost = price * self.mv
        best: Action = end
        best_value = BUY_MARGIN
        for action in buys:
            value = self.offer_value(self.view.offer[action.slot]) - cost
            if value > best_value:
                best, best_value = action, value
        combo = self.best_combo(price)
        if combo is not None and combo[1] - 2 * cost > max(best_value, BUY_MARGIN) + 0.5:
            return next(a for a in buys if a.slot == combo[0])
        return best

    def best_combo(
        self, price: int, slots: Iterable[int] | None = None
    ) -> tuple[int, float] | None:
        """(tile slot, value) of the best tile purchase that makes an offered land card
        usable, when two purchases are still affordable (among ``slots``, default all)."""
        view, seat = self.view, self.seat
        if view.purchases > 0 or view.money[seat] < 2 * price:
            return None
        cards = data().cards
        offer = view.offer if slots is None else {s: view.offer[s] for s in slots}
        best: tuple[int, float] | None = None
        for t_slot, tile in offer.items():
            if tile.kind != "tile":
                continue
            lands = [
                c
                for c in offer.values()
                if c.kind == "card"
                and cards[c.id].land == tile.id
                and not self.usable(c.id)
            ]
            if not lands:
                continue
            for cell in L.tile_cells(view, seat, tile.id):
                place = self.cell_score(tile.id, cell, False)
                with temporary_tile(view, seat, tile.id, cell):
                    for card in lands:
                        if not L.card_usable(view, seat, card.id):
                            continue
                        total = self.item_value(card) + place
                        if best is None or total > best[1]:
                            best = (t_slot, total)
        return best

    def use_card(self, legal: list[Action]) -> Action:
        view = self.view
        assert view.holding is not None
        card_id = view.holding.id
        develops = [a for a in legal if isinstance(a, Develop)]
        if develops:
            return max(develops, key=lambda a: self.develop_score(card_id, a.cells))
        figures = [a for a in legal if isinstance(a, PlaceFigure)]
        if figures:
            figure = data().cards[card_id].figure or ""
            return max(figures, key=lambda a: self.target_score(figure, a.tile))
        return legal[0]

    def target_score(self, figure: str, key: Cell) -> float:
        """Prefer tiles that need no relocation and that shapes are unlikely to use; a
        barn blocks its tile for good, so it goes where no card shape can reach."""
        view = self.view
        moves = L.relocation_plan(view, self.seat, (key,))
        score = -0.2 * len(moves) - 0.01 * key[0]
        if figure != "barn":
            return score - 0.3 * self.tile_cost(key)
        return score - self.tile_cost(key) - BARN_SHAPE * self.shape_cover(key)

    def shape_cover(self, key: Cell) -> float:
        """Card VP of the land cards whose shape could still develop the tile at ``key``:
        some placement over the seat's free parcels and the cells it may grow into
        covers one of the tile's cells (0: no card shape reaches it)."""
        state, seat = self.view, self.seat
        tile = state.tiles[key]
        land = tile.land
        room = free_parcels(state, seat, land) | self.legal_cells(seat, land)
        total = 0.0
        for card_id in LAND_CARDS[land]:
            if any(
                room.issuperset(cells)
                for cells in placements_near(card_id, tile.cells)
            ):
                total += data().cards[card_id].vp
        return total

    def offer_size(self, legal: list[Action]) -> Action:
        view, seat = self.view, self.seat
        sizes = {a.tiles: a for a in legal if isinstance(a, ChooseOfferSize)}
        gauges = view.gauges
        if gauges and {"low", "empty"} & set(gauges.values()):
            totals = score(view).totals
            leading = totals[seat] >= max(totals)
            bag_thinner = ROUNDS_BY_GAUGE[gauges["bag"]] <= ROUNDS_BY_GAUGE[gauges["deck"]]
            if leading:
                return sizes[max(sizes) if bag_thinner else min(sizes)]
            return sizes[min(sizes) if bag_thinner else max(sizes)]
        parcels = sum(len(free_parcels(view, seat, land)) for land in data().lands)
        room = sum(1 for land in data().lands if L.tile_cells(view, seat, land))
        if parcels >= 6:
            return sizes[3]
        if parcels <= 3 and room >= 2:
            return sizes[5]
        return sizes[4]

    def ship_bonus(self, legal: list[Action]) -> Action:
        view, seat = self.view, self.seat
        sources: dict[str, Action] = {a.source: a for a in legal if isinstance(a, DrawExtra)}
        growable = [land for land in data().lands if L.tile_cells(view, seat, land)]
        offered = {i.id for i in view.offer.values() if i.kind == "tile"}
        want = "bag" if growable and not offered & set(growable) else "deck"
        return sources.get(want) or sources.get("deck") or sources.get("bag") or legal[-1]

    def disc(self, legal: list[Action]) -> Action:
        """The disc whose expected bundle (after the players buying before it take
        theirs) is worth most over its price; the lowest disc when nothing is worth
        buying."""
        view, seat = self.view, self.seat
        discs = sorted((a for a in legal if isinstance(a, TakeDisc)), key=lambda a: a.value)
        free = [a.value for a in discs]
        rivals = {s: Rival(Thinker(view, s), view) for s in range(view.players) if s != seat}
        # seats still to choose bid in the order of how much they want the offer
        undecided = sorted(
            (s for s, v in enumerate(view.discs) if v is None and s != seat),
            key=lambda s: -rivals[s].best,
        )
        best: Action = discs[0]
        best_score = float("-inf")
        for action in discs:
            d = action.value
            higher = [v for v in free if v > d]
            ahead = [(v, s) for s, v in enumerate(view.discs) if v is not None and v > d]
            # players still to choose take a higher disc in proportion to those left
            share = len(higher) / max(1, len(free) - 1)
            eager = undecided[: round(share * len(undecided))]
            ahead += zip(sorted(higher, reverse=True), eager, strict=False)
            left = set(view.offer)
            for price, other in sorted(ahead, reverse=True):
                left -= rivals[other].takes(left, price)
            total = self.bundle(left, d, min(2, view.money[seat] // d))
            if total > best_score + 1e-9:
                best, best_score = action, total
        return best

    def bundle(self, slots: set[int], price: int, afford: int) -> float:
        """The value over its price of the best 0-2 purchases among ``slots``: the best
        item, the two best, or a tile with the land card it makes usable."""
        if afford <= 0 or not slots:
            return 0.0
        cost = price * self.mv
        offer = self.view.offer
        gains = sorted((self.offer_value(offer[s]) - cost for s in slots), reverse=True)
        gains = [g for g in gains if g > BUY_MARGIN]
        total = sum(gains[:afford])
        if afford >= 2:
            combo = self.best_combo(price, slots)
            if combo is not None:
                total = max(total, combo[1] - 2 * cost)
        return total

    # -- start tiles -----------------------------------------------------------------------------

    def start_land_score(self, land: str) -> float:
        return max(
            (
                self.start_score(land, cells)
                for cells in L.start_placements(self.view, self.seat, land)
            ),
            default=0.0,
        )

    def start_score(self, land: str, cells: tuple[Cell, Cell]) -> float:
        """Room around the start tile: free cells nearby not touching another family's
        tiles, plus a coastal bonus for the first coastal start tile."""
        d = data()
        free = len(neighbourhood(cells) & self.open_cells())
        coast = any(c in d.coastal for c in cells)
        return free + (1.5 if coast and not self.has_coast() else 0.0)

    def open_cells(self) -> frozenset[Cell]:
        """Land cells that are free and touch no tile."""
        key = ("open",)
        if key not in self.cache:
            occupied = self.view.cell_tile
            nbrs = data().neighbours
            self.cache[key] = frozenset(
                cell
                for cell in data().land_cells
                if cell not in occupied and not any(n in occupied for n in nbrs[cell])
            )
        found: frozenset[Cell] = self.cache[key]
        return found

    def has_coast(self) -> bool:
        key = ("coast",)
        if key not in self.cache:
            self.cache[key] = any(t.coastal for t in L.own_tiles(self.view, self.seat))
        found: bool = self.cache[key]
        return found


class Rival:
    """Another seat as the bot imagines it buying: its own items' values (the bot's
    valuation from that seat, on the same view), its money and its purchases."""

    def __init__(self, think: Thinker, view: NewEnglandState) -> None:
        self.think = think
        self.money = view.money[think.seat]
        self.values = {slot: think.offer_value(item) for slot, item in view.offer.items()}
        self.best = max(self.values.values(), default=0.0)

    def takes(self, slots: set[int], price: int) -> set[int]:
        """The slots it buys at ``price``: its best items worth their price, up to two
        and as many as it can pay."""
        afford = min(2, self.money // max(1, price))
        cost = price * self.think.mv
        ranked = sorted(slots, key=lambda s: -self.values[s])
        return {s for s in ranked[:afford] if self.values[s] - cost > BUY_MARGIN}


# -- helpers ---------------------------------------------------------------------------------------


@contextmanager
def temporary_tile(state: NewEnglandState, seat: int, land: str, cell: Cell) -> Iterator[None]:
    """The state with one more tile of ``seat`` on ``cell``, restored afterwards."""
    E.add_tile(state, seat, land, (cell,))
    try:
        yield
    finally:
        del state.tiles[cell], state.cell_tile[cell]
        state.regions[seat][land].remove(cell)
        state.owned[seat].remove(cell)


@contextmanager
def temporarily_developed(state: NewEnglandState, keys: Iterable[Cell]) -> Iterator[None]:
    """The state with the tiles ``keys`` developed (figures ignored), restored afterwards."""
    tiles = [state.tiles[k] for k in keys if not state.tiles[k].developed]
    for tile in tiles:
        tile.developed = True
    try:
        yield
    finally:
        for tile in tiles:
            tile.developed = False


def placements_near(card_id: str, cells: tuple[Cell, ...]) -> Iterator[tuple[Cell, ...]]:
    """Every placement of the card's shape (each orientation) covering one of ``cells``."""
    for offsets in OFFSETS[card_id]:
        shape = ((0, 0), *offsets)
        for r, c in cells:
            for dr, dc in shape:  # this cell as each cell of the shape
                yield tuple((r - dr + sr, c - dc + sc) for sr, sc in shape)


@cache
def neighbourhood(cells: tuple[Cell, ...]) -> frozenset[Cell]:
    """Cells within two steps of ``cells``, without them."""
    nbrs = data().neighbours
    near = {m for c in cells for n in nbrs[c] for m in (n, *nbrs[n])}
    return frozenset(near - set(cells))


def rounds_left(view: NewEnglandState) -> int:
    """Rounds the game probably has left, from the gauges (or the round number)."""
    if view.gauges is None:
        return max(1, 12 - view.round)
    return max(1, min(ROUNDS_BY_GAUGE[level] for level in view.gauges.values()))


def shape_fits(parcels: set[Cell], card_id: str, limit: int) -> int:
    """How many placements of the card's shape (up to ``limit``) the parcels allow,
    ignoring figures."""
    found: set[tuple[int, int, int]] = set()
    for index, offsets in enumerate(OFFSETS[card_id]):
        for r, c in parcels:
            for dr, dc in offsets:
                if (r + dr, c + dc) not in parcels:
                    break
            else:
                found.add((index, r, c))
                if len(found) >= limit:
                    return limit
    return len(found)


def shape_fits_mask(parcels: set[Cell], mask: int, card_id: str, limit: int) -> int:
    """``shape_fits`` with the parcels also given as a mask of ``board.cell_bits``."""
    found = 0
    shift = B.cell_shifts()
    shapes = B.shape_masks(card_id)
    for anchor in parcels:
        at = shift[anchor]
        for origin_mask, _ in shapes:
            shape = origin_mask << at
            if shape & mask == shape:
                found += 1
                if found >= limit:
                    return limit
    return found


def free_parcels(state: NewEnglandState, seat: int, land: str) -> set[Cell]:
    """Own undeveloped parcels of ``land`` that no barn blocks."""
    tiles, owner = state.tiles, state.cell_tile
    return {
        c
        for c in state.regions[seat][land]
        if not (t := tiles[owner[c]]).developed and t.figure != "barn"
    }


def groups(cells: set[Cell]) -> list[set[Cell]]:
    """Orthogonally connected groups of ``cells``."""
    nbrs = data().neighbours
    left = set(cells)
    out = []
    while left:
        todo = [left.pop()]
        group = set(todo)
        while todo:
            for n in nbrs[todo.pop()]:
                if n in left:
                    left.remove(n)
                    group.add(n)
                    todo.append(n)
        out.append(group)
    return out
