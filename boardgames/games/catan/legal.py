"""Which answers are legal, and why not (spec section 3).

First the pure rule tests on a state that the effects, the view and the bots share
(payments, placements, knowledge of chips, rights); then per phase the candidate actions,
and per action kind the reason it is illegal (None when legal). The legal answers are by
definition the candidates without a reason (``legal_by_problems``), so the list and
``check`` never disagree; ``legal`` lists the busiest decisions (the main phase, composing
an offer) directly, without building the reasons' texts, and
tests/games/catan/test_fast_paths.py checks it against the definition on many states."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import combinations_with_replacement

from boardgames.core.events import join_words
from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import Action
from boardgames.games.catan import actions as A
from boardgames.games.catan import text as T
from boardgames.games.catan.board import RESOURCES, board
from boardgames.games.catan.data import data
from boardgames.games.catan.state import EMPTY, Player, State, chip_class

_, _n = game_text("catan")

# -- rule tests shared by the effects, the view and the bots ---------------------------

@cache
def cost(item: str) -> dict[str, int]:
    return data().cost(item)


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


def settlement_cost(p: Player, omit: str | None) -> dict[str, int]:
    price = dict(cost("settlement"))
    if omit is not None:
        del price[omit]
    return price


def knight_price(p: Player) -> int:
    k = data().knights
    return k.cost_gold_with_washington if has(p, "washington") else k.cost_gold


def bank_has_gold(state: State, amount: int = 1) -> bool:
    return state.bank_gold is None or state.bank_gold >= amount


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


def settlements_on_board(p: Player) -> int:
    return data().per_player.settlements - p.settlements_left


def cities_on_board(p: Player) -> int:
    return data().per_player.cities - p.cities_left


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


def gold_count(state: State, seat: int) -> int:
    return sum(1 for c in board().gold_crossings if state.building[c] == seat)


def bank_rate(rate: str) -> int:
    """How many cards (or gold) one gives Europe at a rate (R31-R33, Fugger R126)."""
    return {"gold_for_resource": 1, "fugger_two_for_gold": 2}.get(rate, 4)


def pick_after_acquiring(p: Player, klass: str) -> bool:
    """R130: Pocahontas takes 2 cards from the bank after acquiring a class-I chip."""
    return klass == "I" and has(p, "pocahontas")


def settlement_probe(state: State, seat: int, crossing: int) -> Action:
    """The paid settlement answer whose reason explains a crossing: with La Salle (R129)
    one that leaves out a resource the player can do without, else the first."""
    p = state.players[seat]
    if not has(p, "la_salle"):
        return make(A.BuildSettlement, crossing=crossing)
    price = cost("settlement")
    omit = next((r for r in price if can_pay(p, settlement_cost(p, r))), next(iter(price)))
    return make(A.BuildSettlement, crossing=crossing, omit=omit)


# -- the phases and their answers -----------------------------------------------------

MAIN_KINDS = frozenset(
    {
        "build_road",
        "build_settlement",
        "build_free_settlement",
        "build_city",
        "buy_dev_card",
        "play_dev_card",
        "play_knight",
        "buy_knight",
        "acquire",
        "buy_rights",
        "move_ship",
        "found_by_ship",
        "bank_trade",
        "offer_trade",
        "stuyvesant",
        "revere",
        "end_turn",
    }
)


PHASE_KINDS: dict[str, frozenset[str]] = {
    "setup_settlement": frozenset({"setup_settlement"}),
    "setup_road": frozenset({"setup_road"}),
    "setup_acquire": frozenset({"acquire", "buy_rights", "done"}),
    "pre_roll": frozenset({"roll", "play_dev_card", "play_knight"}),
    "discard": frozenset({"discard"}),
    "move_robber": frozenset({"move_robber"}),
    "choose_victim": frozenset({"choose_victim"}),
    "main": MAIN_KINDS,
    "choose_father": frozenset({"choose_father"}),
    "desoto_road": frozenset({"desoto_road", "decline"}),
    "rb_road": frozenset({"rb_road", "stop"}),
    "pick_from_bank": frozenset({"pick_from_bank"}),
    "stuyvesant_take": frozenset({"stuyvesant_take"}),
    "dewitt_pay": frozenset({"dewitt_pay"}),
    "trade_compose": frozenset({"add_give", "add_want", "send_offer", "cancel_trade"}),
    "trade_response": frozenset({"accept", "refuse"}),
    "trade_confirm": frozenset({"confirm_trade", "cancel_trade"}),
}


TRADE_ITEMS = (*RESOURCES, "gold")


def _res(r: str) -> str | None:
    return None if r in RESOURCES else _("{name} is not a resource type").format(name=repr(r))


def _me(state: State, seat: int) -> Player:
    return state.players[seat]


def start_crossings(state: State) -> list[int]:
    bd = board()
    starts = list(bd.start_crossings)
    if state.settings.start_crossings == "fixed_I_only":
        starts = [c for c in starts if set(bd.crossing_land[c]) & bd.fixed_i]
    return starts


def p_setup_settlement(state: State, seat: int, a: A.SetupSettlement) -> str | None:
    if a.crossing not in start_crossings(state):
        return _("crossing {crossing} is not a marked start crossing").format(crossing=a.crossing)
    if not distance_ok(state, a.crossing):
        return _("distance rule: crossing {crossing} is taken or next to a building").format(
            crossing=a.crossing)
    return None


def p_setup_road(state: State, seat: int, a: A.SetupRoad) -> str | None:
    if not 0 <= a.edge < len(board().edge_ends):
        return _("there is no edge {edge}").format(edge=a.edge)
    if state.setup_crossing not in board().edge_ends[a.edge]:
        return _("the setup road must touch your new settlement")
    if state.road[a.edge] != EMPTY:
        return _("edge {edge} is taken").format(edge=a.edge)
    return None


def p_discard(state: State, seat: int, a: A.Discard) -> str | None:
    if _res(a.resource):
        return _res(a.resource)
    if _me(state, seat).hand[a.resource] < 1:
        return _("you hold no {resource}").format(resource=T.res(a.resource))
    return None


def p_move_robber(state: State, seat: int, a: A.MoveRobber) -> str | None:
    if a.hex not in board().land:
        return _("#{hex} is not a land field").format(hex=a.hex)
    if a.hex == state.robber:
        return _("the robber must move to another field")
    return None


def p_choose_victim(state: State, seat: int, a: A.ChooseVictim) -> str | None:
    return None if a.target in state.victims else _("seat {seat} cannot be robbed here").format(
        seat=a.target)


def _cost_text(price: dict[str, int]) -> str:
    return join_words([f"{n} {T.res(r)}" for r, n in price.items()])


def _shortfall(p: Player, price: dict[str, int]) -> str:
    """What the player lacks of ``price``: "no brick and only 1 grain"."""
    short = [_("no {resource}").format(resource=T.res(r)) if p.hand[r] == 0
             else _("only {count} {resource}").format(count=p.hand[r], resource=T.res(r))
             for r, n in price.items() if p.hand[r] < n]
    return join_words(short)


# What a price is for, in the reason that names it.
COSTS = {"road": N_("a road costs {price}; you have {shortfall}"),
         "settlement": N_("a settlement costs {price}; you have {shortfall}"),
         "city": N_("a city costs {price}; you have {shortfall}"),
         "ship_move": N_("a ship move costs {price}; you have {shortfall}"),
         "development_card": N_("a development card costs {price}; you have {shortfall}"),
         "without": N_("without {resource}, a settlement costs {price}; you have {shortfall}")}


def cost_problem(p: Player, what: str, price: dict[str, int], resource: str = "") -> str | None:
    """None when ``p`` can pay ``price`` in resource cards; otherwise the price and what
    is missing, e.g. "a road costs 1 wood and 1 brick; you have no brick" (``what``: a key
    of COSTS; ``resource``: the one La Salle leaves out)."""
    if can_pay(p, price):
        return None
    return _(COSTS[what]).format(price=_cost_text(price), shortfall=_shortfall(p, price),
                                 resource=T.res(resource) if resource else "")


def _settlement_price_problem(p: Player) -> str | None:
    """R56, R129: a paid settlement the player cannot pay whatever he leaves out."""
    price = cost("settlement")
    if not has(p, "la_salle"):
        return cost_problem(p, "settlement", price)
    if any(can_pay(p, settlement_cost(p, r)) for r in price):
        return None
    return _("a settlement costs {price}, less one of them with La Salle; you have "
             "{shortfall}").format(price=_cost_text(price), shortfall=_shortfall(p, price))


def general_problem(state: State, seat: int, action: Action) -> str | None:
    """Why no answer of this placement kind is legal wherever it would go: a rule of the
    turn, the price (R53) or the pieces (R57). None when the spot decides. The check of
    each placement reports this reason first, so that a player who cannot pay is told the
    price rather than that no spot qualifies."""
    p = _me(state, seat)
    kind = action.kind
    if kind == "build_road":
        return cost_problem(p, "road", cost("road")) or (
            None if p.roads_left else _("you have no road pieces left"))
    if kind in ("build_settlement", "build_free_settlement"):
        if kind == "build_free_settlement" and p.voucher_used:
            return _("your free settlement has been used")
        if ship_blocks_settlement(state, p):
            return _("you moved your ship this turn: no settlement this turn")
        price = _settlement_price_problem(p) if kind == "build_settlement" else None
        if price:
            return price
        return None if p.settlements_left else _("you have no settlement pieces left")
    if kind == "build_city":
        if not any(b == seat and not c for b, c in zip(state.building, state.city, strict=True)):
            return _("a city replaces one of your settlements, and you have none")
        return cost_problem(p, "city", cost("city")) or (
            None if p.cities_left else _("you have no city pieces left"))
    if kind in ("move_ship", "found_by_ship"):
        if p.ship is None:
            return _("your ship has left the game")
        if kind == "found_by_ship":
            if p.ship_moved:
                return _("your ship moved this turn: found next turn")
            if p.ship_link_to is not None:
                return _("your ship is on the link")
            return None if p.settlements_left else _("you have no settlement pieces left")
        if p.settled and state.settings.ship_move_blocks == "all_settlements":
            return _("you placed a settlement this turn: the ship stays")
        return cost_problem(p, "ship_move", cost("ship_move"))
    return None


def general_ok(state: State, seat: int, kind: str) -> bool:
    """``general_problem(...) is None`` for an action of ``kind``, without the texts."""
    p = state.players[seat]
    if kind == "build_road":
        return bool(p.roads_left) and can_pay(p, cost("road"))
    if kind in ("build_settlement", "build_free_settlement"):
        if kind == "build_free_settlement" and p.voucher_used:
            return False
        if ship_blocks_settlement(state, p) or not p.settlements_left:
            return False
        return kind == "build_free_settlement" or _settlement_affordable(p)
    if kind == "build_city":
        if not p.cities_left or not can_pay(p, cost("city")):
            return False
        return any(b == seat and not c for b, c in zip(state.building, state.city, strict=True))
    if kind in ("move_ship", "found_by_ship"):
        if p.ship is None:
            return False
        if kind == "found_by_ship":
            return not p.ship_moved and p.ship_link_to is None and bool(p.settlements_left)
        if p.settled and state.settings.ship_move_blocks == "all_settlements":
            return False
        return can_pay(p, cost("ship_move"))
    return True


def _settlement_affordable(p: Player) -> bool:
    """``_settlement_price_problem(p) is None``."""
    price = cost("settlement")
    if not has(p, "la_salle"):
        return can_pay(p, price)
    return any(can_pay(p, settlement_cost(p, r)) for r in price)


def _edge_problem(state: State, seat: int, edge: int) -> str | None:
    if not 0 <= edge < len(board().edge_ends):
        return _("there is no edge {edge}").format(edge=edge)
    if _me(state, seat).roads_left < 1:
        return _("you have no road pieces left")
    if state.road[edge] != EMPTY:
        return _("edge {edge} is taken").format(edge=edge)
    if not road_ok(state, seat, edge):
        return _("not connected to your road network")
    return None


def p_build_road(state: State, seat: int, a: A.BuildRoad) -> str | None:
    return general_problem(state, seat, a) or _edge_problem(state, seat, a.edge)


def _spot_problem(state: State, seat: int, crossing: int, *, connected: bool) -> str | None:
    p = _me(state, seat)
    if not 0 <= crossing < len(board().crossing_adj):
        return _("there is no crossing {crossing}").format(crossing=crossing)
    if p.settlements_left < 1:
        return _("you have no settlement pieces left")
    if not distance_ok(state, crossing):
        return _("distance rule: crossing {crossing} is taken or next to a building").format(
            crossing=crossing)
    if connected and not road_end_at(state, seat, crossing):
        return _("a settlement must stand at the end of one of your roads")
    return None


def p_build_settlement(state: State, seat: int, a: A.BuildSettlement) -> str | None:
    p = _me(state, seat)
    general = general_problem(state, seat, a)
    if general:
        return general
    if has(p, "la_salle"):
        if a.omit not in cost("settlement"):
            return _("La Salle: name the settlement resource you leave out")
        without = cost_problem(p, "without", settlement_cost(p, a.omit), a.omit)
        if without:
            return without
    elif a.omit is not None:
        return _("only the La Salle holder may leave out a resource")
    return _spot_problem(state, seat, a.crossing, connected=True)


def p_build_free_settlement(state: State, seat: int, a: A.BuildFreeSettlement) -> str | None:
    return general_problem(state, seat, a) or _spot_problem(state, seat, a.crossing,
                                                            connected=True)


def p_build_city(state: State, seat: int, a: A.BuildCity) -> str | None:
    general = general_problem(state, seat, a)
    if general:
        return general
    if not 0 <= a.crossing < len(state.building):
        return _("there is no crossing {crossing}").format(crossing=a.crossing)
    if state.building[a.crossing] != seat or state.city[a.crossing]:
        return _("a city replaces one of your settlements")
    return None


def p_buy_dev_card(state: State, seat: int, a: A.BuyDevCard) -> str | None:
    if not state.deck_size:
        return _("the development deck is empty")
    return cost_problem(_me(state, seat), "development_card", cost("development_card"))


def p_play_dev_card(state: State, seat: int, a: A.PlayDevCard) -> str | None:
    p = _me(state, seat)
    if p.dev_played:
        return _("you have already played a card this turn")
    if not any(c.type == a.card and not c.new for c in p.dev):
        return _("you hold no {card} bought before this turn").format(card=T.dev_card(a.card))
    if a.card == "road_building":
        return None if a.resources == () else _("Road Building takes no resources")
    if a.card == "monopoly":
        if len(a.resources) != 1 or _res(a.resources[0]):
            return _("Monopoly names one resource type")
        return None
    if a.resources not in bank_multisets(state.bank, 2):
        return _("Year of Plenty: name 2 resource types the bank holds, in order")
    return None


def p_play_knight(state: State, seat: int, a: A.PlayKnight) -> str | None:
    p = _me(state, seat)
    if not state.settings.knights_move_robber:
        return _("knights do not move the robber in this game")
    if p.dev_played:
        return _("you have already played a card this turn")
    if p.knights <= p.knights_new:
        return _("you have no knight acquired before this turn")
    return None


def p_buy_knight(state: State, seat: int, a: A.BuyKnight) -> str | None:
    p = _me(state, seat)
    if state.knight_stack < 1:
        return _("the knight stack is empty")
    price = knight_price(p)
    if p.gold < price:
        if not p.gold:
            return _("a knight costs {price} gold; you have none").format(price=price)
        return _("a knight costs {price} gold; you have {gold}").format(price=price, gold=p.gold)
    return None


def p_acquire(state: State, seat: int, a: A.Acquire) -> str | None:
    p = _me(state, seat)
    if a.hex not in board().chip_fields:
        return _("#{hex} is not a chip field").format(hex=a.hex)
    chip = state.chips[a.hex]
    if chip is None:
        return _("the chip of #{hex} has been taken").format(hex=a.hex)
    if not has_building_at(state, seat, a.hex):
        return _("you have no building at #{hex}").format(hex=a.hex)
    if not knows(p, a.hex):
        return _("you have not looked under the chip of #{hex}").format(hex=a.hex)
    if p.tokens_left < 1:
        return _("you have no resource tokens left")
    klass = chip_class(chip)
    if a.payment not in acquire_payments(p, klass):
        return _("a class {chip_class} chip cannot be paid with {payment}").format(
            chip_class=klass, payment=T.payment(a.payment))
    if a.payment == "knight":
        if a.cards:
            return _("a knight payment takes no cards")
        return None if p.knights >= 1 else _("you have no knight")
    if a.payment == "none":
        return None if not a.cards else _("this chip takes no cards")
    if len(a.cards) != 2 or any(_res(r) for r in a.cards) or canonical(a.cards) != a.cards:
        return _("name 2 resource cards, in order")
    if any(p.hand[r] < a.cards.count(r) for r in a.cards):
        return _("you do not hold those cards")
    return None


def p_buy_rights(state: State, seat: int, a: A.BuyRights) -> str | None:
    p = _me(state, seat)
    if a.hex not in board().chip_fields:
        return _("#{hex} is not a chip field").format(hex=a.hex)
    if state.chips[a.hex] is not None:
        return _("#{hex} still carries its chip: acquire it from the Indians").format(hex=a.hex)
    if seat in state.holders[a.hex]:
        return _("you already hold a right to #{hex}").format(hex=a.hex)
    if not has_building_at(state, seat, a.hex):
        return _("you have no building at #{hex}").format(hex=a.hex)
    if p.tokens_left < 1:
        return _("you have no resource tokens left")
    price = board().value[a.hex] or 0
    if a.payment == "gold":
        return None if p.gold >= price else _("the rights cost {price} gold").format(price=price)
    if not has(p, "de_witt"):
        return _("only the de Witt holder may pay in resource cards")
    if p.cards() >= price:
        return None
    return _n("the rights cost {price} resource card", "the rights cost {price} resource cards",
              price).format(price=price)


def p_move_ship(state: State, seat: int, a: A.MoveShip) -> str | None:
    return general_problem(state, seat, a) or _sail_problem(state, seat, a.hex)


def _sail_problem(state: State, seat: int, hex_id: int) -> str | None:
    """Why the ship may not sail to ``hex_id``, the general rules of the move aside."""
    p = _me(state, seat)
    bd = board()
    assert p.ship is not None
    if p.ship_link_to is not None:
        return None if hex_id == p.ship_link_to else _("your ship is on the link and must go on")
    if hex_id in bd.ship_adj.get(p.ship, ()):
        return None
    if {p.ship, hex_id} == set(bd.magellan_link):
        return None if has(p, "magellan") else _("only the Magellan holder may round the cape")
    return _("the ship cannot sail from #{start} to #{hex}").format(start=p.ship, hex=hex_id)


def p_found_by_ship(state: State, seat: int, a: A.FoundByShip) -> str | None:
    general = general_problem(state, seat, a)
    if general:
        return general
    p = _me(state, seat)
    assert p.ship is not None
    if a.crossing not in board().ship_crossings.get(p.ship, ()):
        return _("crossing {crossing} is not a coast of your ship's field").format(
            crossing=a.crossing)
    return _spot_problem(state, seat, a.crossing, connected=False)


def p_bank_trade(state: State, seat: int, a: A.BankTrade) -> str | None:
    p = _me(state, seat)
    if a.rate == "gold_for_resource":
        if a.give != "gold" or _res(a.get):
            return _("1 gold buys 1 resource card")
        if p.gold < 1:
            return _("you have no gold")
        return None if state.bank[a.get] else _("the bank has no {resource}").format(
            resource=T.res(a.get))
    if _res(a.give):
        return _("this rate takes identical resource cards")
    need = 2 if a.rate == "fugger_two_for_gold" else 4
    if a.rate == "fugger_two_for_gold" and not has(p, "fugger"):
        return _("only the Fugger holder trades 2 cards for 1 gold")
    if p.hand[a.give] < need:
        return _("you need {count} {resource}").format(count=need, resource=T.res(a.give))
    if a.rate == "four_for_resource":
        if _res(a.get) or a.get == a.give:
            return _("4 identical cards buy 1 card of another type")
        return None if state.bank[a.get] else _("the bank has no {resource}").format(
            resource=T.res(a.get))
    if a.get != "gold":
        return _("this rate buys 1 gold")
    return None if bank_has_gold(state) else _("the bank has no gold")


def p_offer_trade(state: State, seat: int, a: A.OfferTrade) -> str | None:
    p = _me(state, seat)
    if p.cards() or (state.settings.gold_tradeable and p.gold):
        return None
    return _("you have nothing to offer")


def _item(state: State, item: str) -> str | None:
    if item == "gold":
        return None if state.settings.gold_tradeable else _("gold is not tradeable in this game")
    return _res(item)


def p_add_give(state: State, seat: int, a: A.AddGive) -> str | None:
    t = state.trade
    assert t is not None
    p = _me(state, seat)
    if _item(state, a.item):
        return _item(state, a.item)
    if a.item in t.want:
        return _("{resource} is already on the wanted side").format(resource=T.res(a.item))
    held = p.gold if a.item == "gold" else p.hand[a.item]
    return None if held > t.give.get(a.item, 0) else _("you hold no more {resource}").format(
        resource=T.res(a.item))


def p_add_want(state: State, seat: int, a: A.AddWant) -> str | None:
    t = state.trade
    assert t is not None
    if _item(state, a.item):
        return _item(state, a.item)
    if a.item in t.give:
        return _("{resource} is already on the offered side").format(resource=T.res(a.item))
    others = [q for s, q in enumerate(state.players) if s != seat]
    most = max(q.gold if a.item == "gold" else q.cards() for q in others)
    return None if t.want.get(a.item, 0) < most else _("no opponent holds that many")


def p_send_offer(state: State, seat: int, a: A.SendOffer) -> str | None:
    t = state.trade
    assert t is not None
    if not t.give or not t.want:
        return _("an offer needs something on each side")
    if a.to is not None and (a.to == seat or not 0 <= a.to < state.n):
        return _("offer to one opponent or to all")
    return None


def holds_items(state: State, seat: int, items: dict[str, int]) -> bool:
    p = state.players[seat]
    return all((p.gold if i == "gold" else p.hand[i]) >= n for i, n in items.items())


def p_accept(state: State, seat: int, a: A.Accept) -> str | None:
    assert state.trade is not None
    return None if holds_items(state, seat, state.trade.want) else _("you lack the wanted items")


def p_confirm_trade(state: State, seat: int, a: A.ConfirmTrade) -> str | None:
    t = state.trade
    assert t is not None
    if a.partner not in t.accepted:
        return _("that player did not accept")
    if not holds_items(state, seat, t.give) or not holds_items(state, a.partner, t.want):
        return _("the items are no longer there")
    return None


def p_stuyvesant(state: State, seat: int, a: A.Stuyvesant) -> str | None:
    p = _me(state, seat)
    if not has(p, "stuyvesant"):
        return _("you do not hold Stuyvesant")
    if p.stuyvesant_used:
        return _("Stuyvesant is used once per turn")
    if a.target == seat or not 0 <= a.target < state.n:
        return _("choose an opponent")
    if not state.players[a.target].cards():
        return _("that player holds no resource cards")
    if _res(a.give):
        return _res(a.give)
    if p.hand[a.give] < 1:
        return _("you hold no {resource}").format(resource=T.res(a.give))
    return None


def p_revere(state: State, seat: int, a: A.Revere) -> str | None:
    p = _me(state, seat)
    if not has(p, "revere"):
        return _("you do not hold Revere")
    if p.revere_used:
        return _("Revere is used once per turn")
    if a.target == seat or not 0 <= a.target < state.n:
        return _("choose an opponent")
    if state.players[a.target].knights < 1:
        return _("that player has no knight")
    price = data().knights.revere_price_gold
    return None if p.gold >= price else _("Revere costs {price} gold").format(price=price)


def p_choose_father(state: State, seat: int, a: A.ChooseFather) -> str | None:
    if a.father in state.father_pile:
        return None
    return _("{father} is not in the pile").format(father=T.father(a.father))


def p_desoto_road(state: State, seat: int, a: A.DesotoRoad) -> str | None:
    if not 0 <= a.edge < len(board().edge_ends) or state.desoto_at not in board().edge_ends[a.edge]:
        return _("the de Soto road must touch the new settlement")
    return _edge_problem(state, seat, a.edge)


def p_rb_road(state: State, seat: int, a: A.RoadBuildingRoad) -> str | None:
    return _edge_problem(state, seat, a.edge)


def p_pick(state: State, seat: int, a: A.PickFromBank) -> str | None:
    options = bank_multisets(state.bank, state.pick_left)
    return None if a.resources in options else _("name types the bank holds, in order")


def p_stuyvesant_take(state: State, seat: int, a: A.StuyvesantTake) -> str | None:
    return None if a.resource in state.stuy_options else _("you may not take {resource}").format(
        resource=T.res(a.resource))


def p_dewitt_pay(state: State, seat: int, a: A.DewittPay) -> str | None:
    if _res(a.resource):
        return _res(a.resource)
    return None if _me(state, seat).hand[a.resource] else _("you hold no {resource}").format(
        resource=T.res(a.resource))


def _ok(state: State, seat: int, a: Action) -> None:
    return None


PROBLEMS: dict[str, Callable[..., str | None]] = {
    "setup_settlement": p_setup_settlement,
    "setup_road": p_setup_road,
    "done": _ok,
    "roll": _ok,
    "discard": p_discard,
    "move_robber": p_move_robber,
    "choose_victim": p_choose_victim,
    "build_road": p_build_road,
    "build_settlement": p_build_settlement,
    "build_free_settlement": p_build_free_settlement,
    "build_city": p_build_city,
    "buy_dev_card": p_buy_dev_card,
    "play_dev_card": p_play_dev_card,
    "play_knight": p_play_knight,
    "buy_knight": p_buy_knight,
    "acquire": p_acquire,
    "buy_rights": p_buy_rights,
    "move_ship": p_move_ship,
    "found_by_ship": p_found_by_ship,
    "bank_trade": p_bank_trade,
    "offer_trade": p_offer_trade,
    "stuyvesant": p_stuyvesant,
    "revere": p_revere,
    "end_turn": _ok,
    "choose_father": p_choose_father,
    "desoto_road": p_desoto_road,
    "decline": _ok,
    "rb_road": p_rb_road,
    "stop": _ok,
    "pick_from_bank": p_pick,
    "stuyvesant_take": p_stuyvesant_take,
    "dewitt_pay": p_dewitt_pay,
    "add_give": p_add_give,
    "add_want": p_add_want,
    "send_offer": p_send_offer,
    "cancel_trade": _ok,
    "accept": p_accept,
    "refuse": _ok,
    "confirm_trade": p_confirm_trade,
}


def problem(state: State, seat: int, action: Action) -> str | None:
    """Why ``action`` is illegal for ``seat`` now, or None, once it is ``seat``'s decision
    (the rules check that first, with core.rules.turn_of)."""
    if action.kind not in PHASE_KINDS[state.phase]:
        return _("{action} is not possible now ({phase})").format(
            action=T.describe(state, seat, action), phase=T.phase(state.phase))
    return PROBLEMS[action.kind](state, seat, action)


@cache
def make(cls: type[Action], **fields: object) -> Action:
    """Actions are immutable: build each distinct one once (pydantic validation is the
    main cost of listing legal actions)."""
    return cls(**fields)


def _rights_candidates(state: State, seat: int) -> list[Action]:
    bd = board()
    p = state.players[seat]
    out: list[Action] = []
    if p.tokens_left < 1:
        return out
    fields = {h for c in bd.crossings if state.building[c] == seat for h in bd.crossing_land[c]}
    for h in sorted(fields):
        chip = state.chips.get(h, "")
        if chip == "":
            continue
        if chip is None:
            out += [
                make(A.BuyRights, hex=h, payment="gold"),
                make(A.BuyRights, hex=h, payment="cards"),
            ]
        elif knows(p, h):
            for pay in acquire_payments(p, chip_class(chip)):
                if pay == "cards":
                    out += [
                        make(A.Acquire, hex=h, payment="cards", cards=m)
                        for m in hand_multisets(p, 2)
                    ]
                else:
                    out.append(make(A.Acquire, hex=h, payment=pay))
    return out


def _main_candidates(state: State, seat: int) -> list[Action]:
    bd = board()
    p = state.players[seat]
    out: list[Action] = [make(A.EndTurn)]
    if p.roads_left and can_pay(p, cost("road")):
        out += [make(A.BuildRoad, edge=e) for e in legal_road_edges(state, seat)]
    spots = sorted(c for c in road_ends(state, seat) if distance_ok(state, c))
    if has(p, "la_salle"):
        omits: list[str | None] = list(cost("settlement"))
    else:
        omits = [None]
    out += [make(A.BuildSettlement, crossing=c, omit=o) for c in spots for o in omits]
    out += [make(A.BuildFreeSettlement, crossing=c) for c in spots]
    out += [make(A.BuildCity, crossing=c) for c in bd.crossings if state.building[c] == seat]
    out.append(make(A.BuyDevCard))
    out += _card_candidates(state, seat)
    out.append(make(A.BuyKnight))
    out += _rights_candidates(state, seat)
    if p.ship is not None:
        targets = set(bd.ship_adj.get(p.ship, ())) | set(bd.magellan_link) | {p.ship_link_to}
        out += [make(A.MoveShip, hex=h) for h in sorted(t for t in targets if t is not None)]
        out += [make(A.FoundByShip, crossing=c) for c in bd.ship_crossings.get(p.ship, ())]
    out += _bank_candidates(p)
    out.append(make(A.OfferTrade))
    others = [s for s in range(state.n) if s != seat]
    if has(p, "stuyvesant"):
        out += [make(A.Stuyvesant, target=t, give=r) for t in others for r in RESOURCES]
    if has(p, "revere"):
        out += [make(A.Revere, target=t) for t in others]
    return out


def _bank_candidates(p: Player) -> list[Action]:
    out: list[Action] = []
    if p.gold:
        out += [make(A.BankTrade, rate="gold_for_resource", give="gold", get=r) for r in RESOURCES]
    for r in RESOURCES:
        if p.hand[r] >= 2:
            out.append(make(A.BankTrade, rate="fugger_two_for_gold", give=r, get="gold"))
        if p.hand[r] >= 4:
            out.append(make(A.BankTrade, rate="four_for_gold", give=r, get="gold"))
            out += [
                make(A.BankTrade, rate="four_for_resource", give=r, get=x)
                for x in RESOURCES
                if x != r
            ]
    return out


def _card_candidates(state: State, seat: int) -> list[Action]:
    p = state.players[seat]
    out: list[Action] = [make(A.PlayKnight)]
    types = {c.type for c in p.dev if not c.new}
    if "road_building" in types:
        out.append(make(A.PlayDevCard, card="road_building"))
    if "year_of_plenty" in types:
        out += [
            make(A.PlayDevCard, card="year_of_plenty", resources=m)
            for m in bank_multisets(state.bank, 2)
        ]
    if "monopoly" in types:
        out += [make(A.PlayDevCard, card="monopoly", resources=(r,)) for r in RESOURCES]
    return out


def candidates(state: State, seat: int) -> list[Action]:
    """A superset of the legal answers of the pending decision."""
    bd = board()
    phase = state.phase
    p = state.players[seat]
    if phase == "main":
        return _main_candidates(state, seat)
    if phase == "setup_settlement":
        return [make(A.SetupSettlement, crossing=c) for c in start_crossings(state)]
    if phase == "setup_road":
        return [make(A.SetupRoad, edge=e) for e in bd.crossing_edges[state.setup_crossing]]
    if phase == "setup_acquire":
        return [*_rights_candidates(state, seat), make(A.Done)]
    if phase == "pre_roll":
        return [make(A.Roll), *_card_candidates(state, seat)]
    if phase == "discard":
        return [make(A.Discard, resource=r) for r in RESOURCES]
    if phase == "move_robber":
        return [make(A.MoveRobber, hex=h) for h in sorted(bd.land)]
    if phase == "choose_victim":
        return [make(A.ChooseVictim, target=v) for v in state.victims]
    if phase == "choose_father":
        return [make(A.ChooseFather, father=f) for f in state.father_pile]
    if phase == "desoto_road":
        return [
            *(make(A.DesotoRoad, edge=e) for e in bd.crossing_edges[state.desoto_at]),
            make(A.Decline),
        ]
    if phase == "rb_road":
        return [
            *(make(A.RoadBuildingRoad, edge=e) for e in legal_road_edges(state, seat)),
            make(A.Stop),
        ]
    if phase == "pick_from_bank":
        return [
            make(A.PickFromBank, resources=m) for m in bank_multisets(state.bank, state.pick_left)
        ]
    if phase == "stuyvesant_take":
        return [make(A.StuyvesantTake, resource=r) for r in state.stuy_options]
    if phase == "dewitt_pay":
        return [make(A.DewittPay, resource=r) for r in RESOURCES if p.hand[r]]
    if phase == "trade_compose":
        items = TRADE_ITEMS if state.settings.gold_tradeable else RESOURCES
        sends = [make(A.SendOffer, to=s) for s in range(state.n) if s != seat]
        return [
            *(make(A.AddGive, item=i) for i in items),
            *(make(A.AddWant, item=i) for i in items),
            *sends,
            make(A.SendOffer, to=None),
            make(A.CancelTrade),
        ]
    if phase == "trade_response":
        return [make(A.Accept), make(A.Refuse)]
    if phase == "trade_confirm":
        assert state.trade is not None
        return [
            *(make(A.ConfirmTrade, partner=s) for s in state.trade.accepted),
            make(A.CancelTrade),
        ]
    return []


def legal_by_problems(state: State, seat: int) -> list[Action]:
    """The definition of the legal answers: the candidates without a reason. ``legal``
    lists the same actions in the same order, faster (the tests compare the two)."""
    if state.over or seat != state.active:
        return []
    return [a for a in candidates(state, seat) if PROBLEMS[a.kind](state, seat, a) is None]


def legal(state: State, seat: int) -> list[Action]:
    if state.over or seat != state.active:
        return []
    phase = state.phase
    if phase == "main":
        return _main_legal(state, seat)
    if phase == "trade_compose":
        return _compose_legal(state, seat)
    if phase == "pre_roll":
        return [make(A.Roll), *_card_legal(state, seat)]
    if phase == "setup_acquire":
        own = [c for c, owner in enumerate(state.building) if owner == seat]
        return [*_rights_legal(state, seat, own), make(A.Done)]
    return [a for a in candidates(state, seat) if PROBLEMS[a.kind](state, seat, a) is None]


@cache
def _road(edge: int) -> Action:
    return make(A.BuildRoad, edge=edge)


@cache
def _settlement(crossing: int, omit: str | None) -> Action:
    return make(A.BuildSettlement, crossing=crossing, omit=omit)


@cache
def _free_settlement(crossing: int) -> Action:
    return make(A.BuildFreeSettlement, crossing=crossing)


@cache
def _city(crossing: int) -> Action:
    return make(A.BuildCity, crossing=crossing)


_OFFER = A.OfferTrade()


def _main_legal(state: State, seat: int) -> list[Action]:
    bd = board()
    p = state.players[seat]
    out: list[Action] = [make(A.EndTurn)]
    building = state.building
    own = [c for c, owner in enumerate(building) if owner == seat]
    ends: set[int] | None = None
    # build_road: the candidates' condition is general_ok, and legal_road_edges is R54
    if p.roads_left and can_pay(p, cost("road")):
        ends = road_ends(state, seat)
        road = state.road
        anchors = set(own)
        anchors.update(c for c in ends if building[c] == EMPTY)
        edges = bd.crossing_edges
        out += [_road(e) for e in sorted({e for c in anchors for e in edges[c]
                                          if road[e] == EMPTY})]
    paid = general_ok(state, seat, "build_settlement")
    free = general_ok(state, seat, "build_free_settlement")
    if paid or free:
        # at a road end (R56) and free by the distance rule (R55): the spot checks pass
        if ends is None:
            ends = road_ends(state, seat)
        spots = sorted(c for c in ends if distance_ok(state, c))
        if paid:
            if has(p, "la_salle"):
                omits = [r for r in cost("settlement") if can_pay(p, settlement_cost(p, r))]
                out += [_settlement(c, o) for c in spots for o in omits]
            else:
                out += [_settlement(c, None) for c in spots]
        if free:
            out += [_free_settlement(c) for c in spots]
    if p.cities_left and can_pay(p, cost("city")):
        city = state.city
        out += [_city(c) for c in own if not city[c]]
    if state.deck_size and can_pay(p, cost("development_card")):
        out.append(make(A.BuyDevCard))
    out += _card_legal(state, seat)
    if state.knight_stack >= 1 and p.gold >= knight_price(p):
        out.append(make(A.BuyKnight))
    out += _rights_legal(state, seat, own)
    if p.ship is not None:
        if general_ok(state, seat, "move_ship"):
            targets = set(bd.ship_adj.get(p.ship, ())) | set(bd.magellan_link) | {p.ship_link_to}
            out += [make(A.MoveShip, hex=h) for h in sorted(t for t in targets if t is not None)
                    if _sail_problem(state, seat, h) is None]
        if general_ok(state, seat, "found_by_ship"):
            out += [make(A.FoundByShip, crossing=c) for c in bd.ship_crossings.get(p.ship, ())
                    if distance_ok(state, c)]
    out += _bank_legal(state, p)
    if p_offer_trade(state, seat, _OFFER) is None:
        out.append(make(A.OfferTrade))
    others = [s for s in range(state.n) if s != seat]
    if has(p, "stuyvesant") and not p.stuyvesant_used:
        out += [make(A.Stuyvesant, target=t, give=r) for t in others
                if state.players[t].cards() for r in RESOURCES if p.hand[r] >= 1]
    if has(p, "revere") and not p.revere_used and p.gold >= data().knights.revere_price_gold:
        out += [make(A.Revere, target=t) for t in others if state.players[t].knights >= 1]
    return out


def _card_legal(state: State, seat: int) -> list[Action]:
    """The legal ones of ``_card_candidates``: a card bought before this turn, one per
    turn; the candidates' resources are already what each card allows."""
    p = state.players[seat]
    if p.dev_played:
        return []
    out = _card_candidates(state, seat)
    if not state.settings.knights_move_robber or p.knights <= p.knights_new:
        out = out[1:]  # the first candidate is the knight
    return out


def _rights_legal(state: State, seat: int, own: list[int]) -> list[Action]:
    """The legal ones of ``_rights_candidates``; ``own`` are the seat's crossings."""
    bd = board()
    p = state.players[seat]
    out: list[Action] = []
    if p.tokens_left < 1:
        return out
    land = bd.crossing_land
    for h in sorted({h for c in own for h in land[c]}):
        chip = state.chips.get(h, "")
        if chip == "":
            continue
        if chip is None:
            if seat in state.holders[h]:
                continue
            price = bd.value[h] or 0
            if p.gold >= price:
                out.append(make(A.BuyRights, hex=h, payment="gold"))
            if has(p, "de_witt") and p.cards() >= price:
                out.append(make(A.BuyRights, hex=h, payment="cards"))
        elif knows(p, h):
            for pay in acquire_payments(p, chip_class(chip)):
                if pay == "cards":
                    out += [
                        make(A.Acquire, hex=h, payment="cards", cards=m)
                        for m in hand_multisets(p, 2)
                    ]
                elif pay != "knight" or p.knights >= 1:
                    out.append(make(A.Acquire, hex=h, payment=pay))
    return out


def _bank_legal(state: State, p: Player) -> list[Action]:
    """The legal ones of ``_bank_candidates``."""
    bank = state.bank
    out: list[Action] = []
    if p.gold:
        out += [make(A.BankTrade, rate="gold_for_resource", give="gold", get=r)
                for r in RESOURCES if bank[r]]
    fugger = has(p, "fugger")
    gold = bank_has_gold(state)
    for r in RESOURCES:
        held = p.hand[r]
        if held >= 2 and fugger and gold:
            out.append(make(A.BankTrade, rate="fugger_two_for_gold", give=r, get="gold"))
        if held >= 4:
            if gold:
                out.append(make(A.BankTrade, rate="four_for_gold", give=r, get="gold"))
            out += [
                make(A.BankTrade, rate="four_for_resource", give=r, get=x)
                for x in RESOURCES
                if x != r and bank[x]
            ]
    return out


def _compose_legal(state: State, seat: int) -> list[Action]:
    t = state.trade
    assert t is not None
    p = state.players[seat]
    gold = state.settings.gold_tradeable
    items = TRADE_ITEMS if gold else RESOURCES
    others = [q for s, q in enumerate(state.players) if s != seat]
    most_cards = max(q.cards() for q in others)
    most_gold = max(q.gold for q in others) if gold else 0
    out: list[Action] = []
    for i in items:
        held = p.gold if i == "gold" else p.hand[i]
        if i not in t.want and held > t.give.get(i, 0):
            out.append(make(A.AddGive, item=i))
    for i in items:
        most = most_gold if i == "gold" else most_cards
        if i not in t.give and t.want.get(i, 0) < most:
            out.append(make(A.AddWant, item=i))
    if t.give and t.want:
        out += [make(A.SendOffer, to=s) for s in range(state.n) if s != seat]
        out.append(make(A.SendOffer, to=None))
    out.append(make(A.CancelTrade))
    return out
