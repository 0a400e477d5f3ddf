"""Pure rule helpers on a state: payments, placement tests, exploring, bonus cards, VP."""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement

from boardgames.core.rules import Event, private, public
from boardgames.games.catan.board import RESOURCES, board
from boardgames.games.catan.data import load
from boardgames.games.catan.state import EMPTY, Player, State, chip_class

CLASS_VP = {"I": 1, "II": 2, "III": 3}


@cache
def cost(item: str) -> dict[str, int]:
    return load().cost(item)


def has(p: Player, father: str) -> bool:
    return father in p.fathers


def can_pay(p: Player, price: dict[str, int]) -> bool:
    hand = p.hand
    # plain loops, here and below: these run for every candidate action, and a loop
    # takes half the time of all() or any() over a generator
    for r, n in price.items():  # noqa: SIM110
        if hand[r] < n:
            return False
    return True


def pay(state: State, seat: int, price: dict[str, int]) -> None:
    p = state.players[seat]
    for r, n in price.items():
        p.hand[r] -= n
        state.bank[r] += n


def settlement_cost(p: Player, omit: str | None) -> dict[str, int]:
    price = dict(cost("settlement"))
    if omit is not None:
        del price[omit]
    return price


def knight_price(p: Player) -> int:
    k = load().knights
    return k.cost_gold_with_washington if has(p, "washington") else k.cost_gold


def gold_to_bank(state: State, seat: int, amount: int) -> None:
    state.players[seat].gold -= amount
    if state.bank_gold is not None:
        state.bank_gold += amount


def bank_has_gold(state: State, amount: int = 1) -> bool:
    return state.bank_gold is None or state.bank_gold >= amount


def gold_from_bank(state: State, seat: int, amount: int) -> None:
    state.players[seat].gold += amount
    if state.bank_gold is not None:
        state.bank_gold -= amount


def bank_multisets(bank: dict[str, int], k: int) -> list[tuple[str, ...]]:
    """Sorted multisets of up to k resource types the bank can hand out: the largest size
    available (R79 and R100: fewer cards when the bank cannot supply k)."""
    for size in range(k, -1, -1):
        found = [
            combo
            for combo in combinations_with_replacement(RESOURCES, size)
            if all(bank[r] >= combo.count(r) for r in set(combo))
        ]
        if found:
            return found
    return [()]


def hand_multisets(p: Player, k: int) -> list[tuple[str, ...]]:
    """Sorted multisets of k cards the player holds (payments of own choice)."""
    return [
        combo
        for combo in combinations_with_replacement(RESOURCES, k)
        if all(p.hand[r] >= combo.count(r) for r in set(combo))
    ]


def canonical(cards: tuple[str, ...]) -> tuple[str, ...]:
    order = {r: i for i, r in enumerate(RESOURCES)}
    return tuple(sorted(cards, key=lambda r: order.get(r, 99)))


# -- board tests ---------------------------------------------------------------------------


def settlements_on_board(p: Player) -> int:
    return load().per_player.settlements - p.settlements_left


def cities_on_board(p: Player) -> int:
    return load().per_player.cities - p.cities_left


def distance_ok(state: State, crossing: int) -> bool:
    """R55: the crossing and all its neighbours are free."""
    b = state.building
    if b[crossing] != EMPTY:
        return False
    for a in board().crossing_adj[crossing]:  # noqa: SIM110
        if b[a] != EMPTY:
            return False
    return True


def road_end_at(state: State, seat: int, crossing: int) -> bool:
    road = state.road
    for e in board().crossing_edges[crossing]:  # noqa: SIM110
        if road[e] == seat:
            return True
    return False


def road_ok(state: State, seat: int, edge: int) -> bool:
    """R54: an empty edge joined to the player's building, or to his road at a crossing
    without another player's building."""
    if state.road[edge] != EMPTY:
        return False
    for x in board().edge_ends[edge]:
        owner = state.building[x]
        if owner == seat:
            return True
        if owner == EMPTY and road_end_at(state, seat, x):
            return True
    return False


def road_ends(state: State, seat: int) -> set[int]:
    """Crossings at an end of one of the player's roads."""
    ends = board().edge_ends
    found: set[int] = set()
    for e, owner in enumerate(state.road):
        if owner == seat:
            found.update(ends[e])
    return found


def legal_road_edges(state: State, seat: int) -> list[int]:
    """R54 for every edge at once: empty edges at the player's buildings, or at his road
    ends that hold no other player's building."""
    bd = board()
    anchors = {c for c, owner in enumerate(state.building) if owner == seat}
    anchors |= {c for c in road_ends(state, seat) if state.building[c] == EMPTY}
    return sorted({e for c in anchors for e in bd.crossing_edges[c] if state.road[e] == EMPTY})


def has_building_at(state: State, seat: int, hex_id: int) -> bool:
    return any(state.building[c] == seat for c in board().hex_corners[hex_id])


def units_at(state: State, seat: int, hex_id: int) -> int:
    """Production units of a seat's buildings at a hex: 1 per settlement, 2 per city."""
    return sum(
        2 if state.city[c] else 1 for c in board().hex_corners[hex_id] if state.building[c] == seat
    )


def knows(p: Player, hex_id: int) -> bool:
    """R65/R70: the player knows the chip on this field."""
    return hex_id in p.seen or hex_id in board().fixed_i


def ship_blocks_settlement(state: State, p: Player) -> bool:
    """R118: with the default option a ship move this turn forbids every settlement."""
    return p.ship_moved and state.settings.ship_move_blocks == "all_settlements"


# -- rights --------------------------------------------------------------------------------


def acquire_payments(p: Player, klass: str) -> list[str]:
    """R75, R79-R81: the payment forms the player may use for a chip class."""
    if klass == "I":
        return ["none"]
    if klass == "II":
        return ["none"] if has(p, "pocahontas") else ["cards"]
    if has(p, "pocahontas") or has(p, "minuit"):
        return ["knight", "cards"]
    return ["knight"]


def rights_split(state: State, hex_id: int) -> list[tuple[int, int]]:
    """R84-R86: (recipient, amount) pairs of a purchase of rights to a field."""
    price = board().value[hex_id] or 0
    holders = state.holders[hex_id]
    if len(holders) == 1 or has(state.players[holders[0]], "jefferson"):
        return [(holders[0], price)]
    return [(holders[0], (price + 1) // 2), (holders[1], price // 2)]


# -- exploring, bonus cards ----------------------------------------------------------------


def explore(state: State, seat: int, edge: int) -> list[Event]:
    """R66, R67, R131: the fields a new road lets its builder look at, privately."""
    bd = board()
    p = state.players[seat]
    live = state.chips
    if state.settings.explore_rule == "sides":
        fields = set(bd.edge_sides[edge])
    else:
        fields = bd.edge_reach(edge)
    looked = {h for h in fields if live.get(h) is not None and h not in p.seen}
    peeked: set[int] = set()
    reach = bd.edge_reach(edge)
    if has(p, "coronado"):
        for h in reach - p.reached:
            for nb in bd.hex_neighbours_land[h]:
                if live.get(nb) is not None and nb not in p.seen and nb not in looked:
                    peeked.add(nb)
    p.reached |= reach
    new = looked | peeked
    if not new:
        return []
    p.seen |= new
    state.last_reveal = "a chip was looked at"
    ids = ", ".join(f"#{h}" for h in sorted(new))
    secret = ", ".join(f"#{h} is {chip_class(live[h])}" for h in sorted(new))  # type: ignore[arg-type]
    via = " (Coronado)" if peeked else ""
    return [
        public(f"{p.name} looked under the chips of {ids}{via}"),
        private(f"You look under the chips: {secret}", seat),
    ]


def road_length(state: State, seat: int) -> int:
    """R141: the longest trail of the player's roads, not passing through a crossing with
    another player's building."""
    bd = board()
    mine = [e for e in bd.edges if state.road[e] == seat]
    if not mine:
        return 0
    best = 0

    def walk(crossing: int, used: set[int], length: int) -> None:
        nonlocal best
        best = max(best, length)
        owner = state.building[crossing]
        if length and owner != EMPTY and owner != seat:
            return
        for e in bd.crossing_edges[crossing]:
            if e not in used and state.road[e] == seat:
                used.add(e)
                walk(bd.other_end(e, crossing), used, length + 1)
                used.remove(e)

    ends = {x for e in mine for x in bd.edge_ends[e]}
    for x in ends:
        walk(x, set(), 0)
        if best == len(mine):
            break
    return best


def update_longest_road(state: State) -> list[Event]:
    """R142: recompute every length and move the Longest Road card if due."""
    for seat, p in enumerate(state.players):
        p.road_length = road_length(state, seat)
    lengths = [p.road_length for p in state.players]
    need = next(b.min_length for b in load().bonus_cards if b.id == "longest_road") or 5
    top = max(lengths)
    holder = state.longest_road
    if holder is not None and lengths[holder] == top and top >= need:
        return []
    leaders = [s for s, n in enumerate(lengths) if n == top]
    new = leaders[0] if top >= need and len(leaders) == 1 else None
    if new == holder:
        return []
    state.longest_road = new
    if new is None:
        return [public("Longest Road is set aside: nobody has a unique longest road of 5")]
    return [public(f"{state.players[new].name} takes Longest Road ({top})")]


def check_pacific(state: State, seat: int, edge: int) -> list[Event]:
    """R144: the first road with an end on a Pacific crossing takes the Pacific card."""
    if state.pacific is None and any(x in board().pacific for x in board().edge_ends[edge]):
        state.pacific = seat
        return [public(f"{state.players[seat].name} reaches the Pacific: +2 VP")]
    return []


def gold_count(state: State, seat: int) -> int:
    return sum(1 for c in board().gold_crossings if state.building[c] == seat)


def check_gold_rush(state: State, seat: int, crossing: int) -> list[Event]:
    """R146: a settlement on a gold-mountain crossing may take the Gold Rush card."""
    if crossing not in board().gold_crossings or state.gold_rush == seat:
        return []
    holder = state.gold_rush
    if holder is None or gold_count(state, seat) > gold_count(state, holder):
        state.gold_rush = seat
        return [public(f"{state.players[seat].name} takes Gold Rush: +3 VP")]
    return []


# -- victory points ------------------------------------------------------------------------


def vp_parts(state: State, seat: int) -> dict[str, int]:
    """R148 by category (VP cards included)."""
    p = state.players[seat]
    return {
        "settlements": settlements_on_board(p),
        "cities": 2 * cities_on_board(p),
        "chips": sum(CLASS_VP[chip_class(c)] for c in p.chips),
        "longest_road": load().bonus_vp("longest_road") if state.longest_road == seat else 0,
        "pacific": load().bonus_vp("pacific") if state.pacific == seat else 0,
        "gold_rush": load().bonus_vp("gold_rush") if state.gold_rush == seat else 0,
        "vp_cards": sum(1 for c in p.dev if c.type == "victory_point"),
    }


def vp(state: State, seat: int, hidden: bool = True) -> int:
    """The sum of ``vp_parts`` (without the VP cards unless ``hidden``), worked out
    directly: every action ends with this victory check."""
    p = state.players[seat]
    pp = load().per_player
    total = pp.settlements - p.settlements_left + 2 * (pp.cities - p.cities_left)
    for chip in p.chips:
        total += CLASS_VP[chip_class(chip)]
    if state.longest_road == seat:
        total += _bonus_vp("longest_road")
    if state.pacific == seat:
        total += _bonus_vp("pacific")
    if state.gold_rush == seat:
        total += _bonus_vp("gold_rush")
    if hidden:
        for card in p.dev:
            if card.type == "victory_point":
                total += 1
    return total


@cache
def _bonus_vp(card: str) -> int:
    return load().bonus_vp(card)
