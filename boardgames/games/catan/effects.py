"""Carrying out checked answers (the state machine of spec 3.2): each action kind has a
handler that changes the state and returns the log events, made through ``MESSAGES``."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from boardgames.core.i18n import N_
from boardgames.core.rules import Action, Event, dispatch
from boardgames.games.catan import actions as A
from boardgames.games.catan import legal as L
from boardgames.games.catan import scoring
from boardgames.games.catan.board import RESOURCES, board
from boardgames.games.catan.data import data
from boardgames.games.catan.state import EMPTY, DevCard, State, Trade, chip_class
from boardgames.games.catan.text import MESSAGES

Rng = random.Random


def event(state: State, key: str, to: list[int] | None = None, **params: Any) -> Event:
    """A log event of this game; ``to``: the seats that may read it (None: everyone)."""
    return MESSAGES.event(key, [p.name for p in state.players], to=to, **params)


def dev_type(card_id: str) -> str:
    return card_id.split("-", 2)[2]


# -- payments ------------------------------------------------------------------------------


def pay(state: State, seat: int, price: dict[str, int]) -> None:
    p = state.players[seat]
    for r, n in price.items():
        p.hand[r] -= n
        state.bank[r] += n


def gold_to_bank(state: State, seat: int, amount: int) -> None:
    state.players[seat].gold -= amount
    if state.bank_gold is not None:
        state.bank_gold += amount


def gold_from_bank(state: State, seat: int, amount: int) -> None:
    state.players[seat].gold += amount
    if state.bank_gold is not None:
        state.bank_gold -= amount


def explore(state: State, seat: int, edge: int) -> list[Event]:
    """R66, R67, R131: the fields a new road lets its builder look at, privately."""
    bd = board()
    p = state.players[seat]
    live = state.chips
    if state.settings.explore_rule == "sides":
        fields = set(bd.edge_sides[edge])
    else:
        fields = bd.edge_reach(edge)
    # R70: everyone counts as having seen the fixed class-I chips, so a road reveals
    # nothing there; only with hidden numbers (R72) does it show the number under one
    fixed = frozenset() if state.settings.hidden_numbers else bd.fixed_i
    looked = {h for h in fields
              if live.get(h) is not None and h not in p.seen and h not in fixed}
    peeked: set[int] = set()
    reach = bd.edge_reach(edge)
    if L.has(p, "coronado"):
        for h in reach - p.reached:
            for nb in bd.hex_neighbours_land[h]:
                if (live.get(nb) is not None and nb not in p.seen and nb not in looked
                        and nb not in fixed):
                    peeked.add(nb)
    p.reached |= reach
    new = looked | peeked
    if not new:
        return []
    p.seen |= new
    state.last_reveal = N_("a chip was looked at")
    hexes = sorted(new)
    chips = [[h, chip_class(live[h] or "")] for h in hexes]
    return [
        event(state, "looked", seat=seat, hexes=hexes, coronado=bool(peeked)),
        event(state, "chips_seen", [seat], seat=seat, chips=chips),
    ]


def update_longest_road(state: State) -> list[Event]:
    """R142: recompute every length and move the Longest Road card if due."""
    for seat, p in enumerate(state.players):
        p.road_length = scoring.road_length(state, seat)
    lengths = [p.road_length for p in state.players]
    need = next(b.min_length for b in data().bonus_cards if b.id == "longest_road") or 5
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
        return [event(state, "longest_road_aside")]
    return [event(state, "longest_road", seat=new, length=top)]


def check_pacific(state: State, seat: int, edge: int) -> list[Event]:
    """R144: the first road with an end on a Pacific crossing takes the Pacific card."""
    if state.pacific is None and any(x in board().pacific for x in board().edge_ends[edge]):
        state.pacific = seat
        return [event(state, "pacific", seat=seat)]
    return []


def check_gold_rush(state: State, seat: int, crossing: int) -> list[Event]:
    """R146: a settlement on a gold-mountain crossing may take the Gold Rush card."""
    if crossing not in board().gold_crossings or state.gold_rush == seat:
        return []
    holder = state.gold_rush
    if holder is None or L.gold_count(state, seat) > L.gold_count(state, holder):
        state.gold_rush = seat
        return [event(state, "gold_rush", seat=seat)]
    return []



# -- exploring, bonus cards -----------------------------------------------------------

# -- flow ----------------------------------------------------------------------------------


def back_to_base(state: State) -> None:
    state.phase = state.return_phase
    back = state.return_phase
    state.active = state.setup_queue[0] if back == "setup_acquire" else state.turn_seat


def start_turn(state: State, seat: int) -> list[Event]:
    state.turn += 1
    max_turns = state.settings.max_turns
    if max_turns is not None and state.turn > max_turns:
        state.over = True
        return [event(state, "turn_limit", max_turns=max_turns)]
    state.turn_seat = state.active = seat
    p = state.players[seat]
    p.knights_new = 0
    for card in p.dev:
        card.new = False
    p.dev_played = p.ship_moved = p.settled = p.stuyvesant_used = p.revere_used = False
    state.offers_this_turn = 0
    state.phase = state.return_phase = "pre_roll"
    events = [event(state, "turn", turn=state.turn, seat=seat)]
    if scoring.vp(state, seat) >= state.target:  # R152
        events += win(state, seat)
    return events


def win(state: State, seat: int) -> list[Event]:
    state.winner = seat
    state.over = True
    return [event(state, "win", seat=seat, vp=scoring.vp(state, seat))]


def first_turn(state: State) -> list[Event]:
    return start_turn(state, state.start_player)


def start_resources(state: State) -> list[Event]:
    """S10: one card per resource field at each start settlement."""
    events = []
    bd = board()
    for c in bd.crossings:
        seat = state.building[c]
        if seat == EMPTY:
            continue
        got = [
            bd.yields[h]
            for h in bd.crossing_land[c]
            if bd.yields[h] in RESOURCES and state.bank[bd.yields[h]]  # type: ignore[index]
        ]
        for r in got:
            state.bank[r] -= 1  # type: ignore[index]
            state.players[seat].hand[r] += 1  # type: ignore[index]
        events.append(event(state, "start_resources", seat=seat, resources=got))
    return events


# -- placements ----------------------------------------------------------------------------


def place_road(state: State, seat: int, edge: int) -> list[Event]:
    """R63: place, then explore, Pacific and Longest Road."""
    state.road[edge] = seat
    state.players[seat].roads_left -= 1
    a, b = board().edge_ends[edge]
    events = [event(state, "road", seat=seat, edge=edge, crossings=[a, b])]
    events += explore(state, seat, edge)
    events += check_pacific(state, seat, edge)
    events += update_longest_road(state)
    return events


def place_settlement(state: State, seat: int, crossing: int, how: str) -> list[Event]:
    """R64: place, then Gold Rush, Longest Road and (in a turn) the de Soto road."""
    p = state.players[seat]
    state.building[crossing] = seat
    p.settlements_left -= 1
    events = [event(state, "settlement", seat=seat, crossing=crossing, how=how)]
    events += check_gold_rush(state, seat, crossing)
    events += update_longest_road(state)
    if state.turn > 0:
        p.settled = True
        free = [e for e in board().crossing_edges[crossing] if state.road[e] == EMPTY]
        if L.has(p, "de_soto") and p.roads_left and free:
            state.phase = "desoto_road"
            state.desoto_at = crossing
    return events


# -- handlers ------------------------------------------------------------------------------


def h_setup_settlement(state: State, seat: int, rng: Rng, a: A.SetupSettlement) -> list[Event]:
    events = place_settlement(state, seat, a.crossing, "start")
    state.phase = "setup_road"
    state.setup_crossing = a.crossing
    return events


def h_setup_road(state: State, seat: int, rng: Rng, a: A.SetupRoad) -> list[Event]:
    events = place_road(state, seat, a.edge)
    state.setup_queue.pop(0)
    state.setup_crossing = EMPTY
    if state.setup_queue:
        state.phase = "setup_settlement"
        state.active = state.setup_queue[0]
        return events
    events += start_resources(state)
    if state.settings.setup_acquisition:
        state.setup_queue = [(state.start_player + i) % state.n for i in range(state.n)]
        state.phase = state.return_phase = "setup_acquire"
        state.active = state.setup_queue[0]
        return events
    return events + first_turn(state)


def h_done(state: State, seat: int, rng: Rng, a: A.Done) -> list[Event]:
    state.setup_queue.pop(0)
    if state.setup_queue:
        state.active = state.setup_queue[0]
        return []
    return first_turn(state)


def h_roll(state: State, seat: int, rng: Rng, a: A.Roll) -> list[Event]:
    d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
    state.dice = (d1, d2)
    state.return_phase = "main"
    state.production = {}
    if d1 + d2 != 7:
        state.phase = "main"
        return production(state, d1 + d2, seat)
    events = [event(state, "rolled_seven", seat=seat, dice=[d1, d2])]
    order = [(seat + i) % state.n for i in range(state.n)]
    state.discards = [
        [s, state.players[s].cards() // 2] for s in order if state.players[s].cards() > 7
    ]
    if state.discards:
        events.append(event(state, "discards", discards=[list(d) for d in state.discards]))
        state.phase = "discard"
        state.active = state.discards[0][0]
    else:
        state.phase = "move_robber"
    return events


def production(state: State, total: int, roller: int) -> list[Event]:
    """R39-R45: yields for right holders (gold rivers for all), then bank shortages."""
    bd = board()
    owed: dict[int, dict[str, int]] = {}
    for h in bd.number_hexes.get(total, ()):
        item = bd.yields[h]
        if h == state.robber or item is None:
            continue
        if h in state.chips:
            if state.chips[h] is not None:
                continue
            receivers = state.holders[h]
        else:
            receivers = sorted({state.building[c] for c in bd.hex_corners[h]} - {EMPTY})
        for s in receivers:
            units = L.units_at(state, s, h)
            if units:
                owed.setdefault(s, {}).setdefault(item, 0)
                owed[s][item] += units
    gains: dict[int, dict[str, int]] = {}
    for item in (*RESOURCES, "gold"):
        claims = {s: o[item] for s, o in owed.items() if o.get(item)}
        if not claims:
            continue
        stock = state.bank_gold if item == "gold" else state.bank[item]
        need = sum(claims.values())
        if stock is not None and stock < need:
            if len(claims) > 1:
                continue
            claims = {s: stock for s in claims}
        for s, k in claims.items():
            if not k:
                continue
            if item == "gold":
                gold_from_bank(state, s, k)
            else:
                state.bank[item] -= k
                state.players[s].hand[item] += k
            gains.setdefault(s, {})[item] = k
    state.production = gains
    listed = [[s, dict(g)] for s, g in sorted(gains.items())]
    return [event(state, "production", seat=roller, total=total, gains=listed)]


def h_discard(state: State, seat: int, rng: Rng, a: A.Discard) -> list[Event]:
    p = state.players[seat]
    p.hand[a.resource] -= 1
    state.bank[a.resource] += 1
    entry = state.discards[0]
    entry[1] -= 1
    if not entry[1]:
        state.discards.pop(0)
    if state.discards:
        state.active = state.discards[0][0]
    else:
        state.phase = "move_robber"
        state.active = state.turn_seat
    return [event(state, "discarded", seat=seat, resource=a.resource)]


def h_move_robber(state: State, seat: int, rng: Rng, a: A.MoveRobber) -> list[Event]:
    state.robber = a.hex
    events = [event(state, "robber", seat=seat, hex=a.hex)]
    at = {state.building[c] for c in board().hex_corners[a.hex]}
    victims = [s for s in range(state.n) if s != seat and s in at and state.players[s].cards()]
    if len(victims) > 1:
        state.victims = victims
        state.phase = "choose_victim"
        return events
    back_to_base(state)
    if victims:
        events += steal(state, seat, victims[0], rng)
    return events


def steal(state: State, thief: int, victim: int, rng: random.Random) -> list[Event]:
    """R49: one card drawn at random from the victim's hand."""
    vic = state.players[victim]
    k = rng.randrange(vic.cards())
    for r in RESOURCES:
        if k < vic.hand[r]:
            break
        k -= vic.hand[r]
    vic.hand[r] -= 1
    state.players[thief].hand[r] += 1
    return [
        event(state, "stole", seat=thief, victim_seat=victim),
        event(state, "stole_card", [thief, victim], seat=thief, victim_seat=victim, resource=r),
    ]


def h_choose_victim(state: State, seat: int, rng: Rng, a: A.ChooseVictim) -> list[Event]:
    state.victims = []
    back_to_base(state)
    return steal(state, seat, a.target, rng)


def h_build_road(state: State, seat: int, rng: Rng, a: A.BuildRoad) -> list[Event]:
    pay(state, seat, L.cost("road"))
    return place_road(state, seat, a.edge)


def h_build_settlement(state: State, seat: int, rng: Rng, a: A.BuildSettlement) -> list[Event]:
    p = state.players[seat]
    pay(state, seat, L.settlement_cost(p, a.omit))
    return place_settlement(state, seat, a.crossing, "paid")


def h_build_free_settlement(state: State, seat: int, rng: Rng,
                            a: A.BuildFreeSettlement) -> list[Event]:
    state.players[seat].voucher_used = True
    return place_settlement(state, seat, a.crossing, "voucher")


def h_found_by_ship(state: State, seat: int, rng: Rng, a: A.FoundByShip) -> list[Event]:
    state.players[seat].ship = None
    return place_settlement(state, seat, a.crossing, "ship")


def h_build_city(state: State, seat: int, rng: Rng, a: A.BuildCity) -> list[Event]:
    p = state.players[seat]
    pay(state, seat, L.cost("city"))
    state.city[a.crossing] = True
    p.cities_left -= 1
    p.settlements_left += 1
    events = [event(state, "city", seat=seat, crossing=a.crossing)]
    if not state.father_pile or scoring.vp(state, seat) >= state.target:  # R128
        return events
    if state.settings.father_pick == "draw":
        father = state.father_pile.pop()
        p.fathers.append(father)
        state.last_reveal = N_("a founding father was drawn")
        return [*events, event(state, "father_drawn", seat=seat, father=father)]
    state.phase = "choose_father"
    return events


def h_choose_father(state: State, seat: int, rng: Rng, a: A.ChooseFather) -> list[Event]:
    state.father_pile.remove(a.father)
    state.players[seat].fathers.append(a.father)
    back_to_base(state)
    return [event(state, "father_taken", seat=seat, father=a.father)]


def h_desoto_road(state: State, seat: int, rng: Rng, a: A.DesotoRoad) -> list[Event]:
    state.desoto_at = EMPTY
    back_to_base(state)
    return [event(state, "desoto"), *place_road(state, seat, a.edge)]


def h_decline(state: State, seat: int, rng: Rng, a: A.Decline) -> list[Event]:
    state.desoto_at = EMPTY
    back_to_base(state)
    return []


def h_buy_dev_card(state: State, seat: int, rng: Rng, a: A.BuyDevCard) -> list[Event]:
    p = state.players[seat]
    pay(state, seat, L.cost("development_card"))
    card = state.deck.pop()
    state.deck_size -= 1
    p.dev.append(DevCard(card, dev_type(card), new=True))
    state.last_reveal = N_("a development card was drawn")
    return [
        event(state, "dev_bought", seat=seat),
        event(state, "dev_drawn", [seat], seat=seat, card=dev_type(card)),
    ]


def h_play_dev_card(state: State, seat: int, rng: Rng, a: A.PlayDevCard) -> list[Event]:
    p = state.players[seat]
    card = next(c for c in p.dev if c.type == a.card and not c.new)
    p.dev.remove(card)
    state.played_dev.append(card.id)
    p.dev_played = True
    if a.card == "road_building":
        state.rb_left = 2
        _next_rb(state, seat)
        return [event(state, "road_building", seat=seat)]
    if a.card == "year_of_plenty":
        for r in a.resources:
            state.bank[r] -= 1
            p.hand[r] += 1
        return [event(state, "year_of_plenty", seat=seat, resources=list(a.resources))]
    r = a.resources[0]
    got = 0
    for s, q in enumerate(state.players):
        if s != seat:
            got += q.hand[r]
            q.hand[r] = 0
    p.hand[r] += got
    return [event(state, "monopoly", seat=seat, resource=r, count=got)]


def _next_rb(state: State, seat: int) -> None:
    p = state.players[seat]
    if state.rb_left and p.roads_left and L.legal_road_edges(state, seat):
        state.phase = "rb_road"
    else:
        state.rb_left = 0
        back_to_base(state)


def h_rb_road(state: State, seat: int, rng: Rng, a: A.RoadBuildingRoad) -> list[Event]:
    state.rb_left -= 1
    events = place_road(state, seat, a.edge)
    _next_rb(state, seat)
    return events


def h_stop(state: State, seat: int, rng: Rng, a: A.Stop) -> list[Event]:
    state.rb_left = 0
    back_to_base(state)
    return []


def h_play_knight(state: State, seat: int, rng: Rng, a: A.PlayKnight) -> list[Event]:
    p = state.players[seat]
    p.knights -= 1
    state.knight_stack += 1
    p.dev_played = True
    state.phase = "move_robber"
    return [event(state, "knight_played", seat=seat)]


def h_buy_knight(state: State, seat: int, rng: Rng, a: A.BuyKnight) -> list[Event]:
    p = state.players[seat]
    price = L.knight_price(p)
    gold_to_bank(state, seat, price)
    state.knight_stack -= 1
    p.knights += 1
    p.knights_new += 1
    return [event(state, "knight_bought", seat=seat, price=price)]


def h_acquire(state: State, seat: int, rng: Rng, a: A.Acquire) -> list[Event]:
    p = state.players[seat]
    chip = state.chips[a.hex]
    assert chip is not None
    klass = chip_class(chip)
    if a.payment == "knight":
        p.knights -= 1
        p.knights_new = max(0, p.knights_new - 1)  # R95
        state.knight_stack += 1
    elif a.payment == "cards":
        for r in a.cards:
            p.hand[r] -= 1
            state.bank[r] += 1
    state.chips[a.hex] = None
    p.chips.append(chip)
    state.holders[a.hex] = [seat]
    p.tokens_left -= 1
    events = [event(state, "acquired", seat=seat, hex=a.hex, chip_class=klass,
                    payment=a.payment, cards=list(a.cards))]
    if L.pick_after_acquiring(p, klass) and L.bank_multisets(state.bank, 2) != [()]:
        state.pick_left = 2
        state.phase = "pick_from_bank"
    return events


def h_pick(state: State, seat: int, rng: Rng, a: A.PickFromBank) -> list[Event]:
    p = state.players[seat]
    for r in a.resources:
        state.bank[r] -= 1
        p.hand[r] += 1
    state.pick_left = 0
    back_to_base(state)
    return [event(state, "pocahontas", seat=seat, resources=list(a.resources))]


def h_buy_rights(state: State, seat: int, rng: Rng, a: A.BuyRights) -> list[Event]:
    p = state.players[seat]
    split = [(s, k) for s, k in L.rights_split(state, a.hex) if k]
    state.holders[a.hex].append(seat)
    assert len(state.holders[a.hex]) <= 3, "R89: at most 3 holders"
    p.tokens_left -= 1
    price = sum(k for _, k in split)
    if a.payment == "cards":
        state.dewitt_field = a.hex
        state.dewitt_owed = [[s, k] for s, k in split]
        state.phase = "dewitt_pay"
        return [event(state, "rights_by_cards", seat=seat, hex=a.hex, price=price)]
    for s, k in split:
        p.gold -= k
        state.players[s].gold += k
    return [event(state, "rights_bought", seat=seat, hex=a.hex, price=price,
                  split=[[s, k] for s, k in split])]


def h_dewitt_pay(state: State, seat: int, rng: Rng, a: A.DewittPay) -> list[Event]:
    entry = state.dewitt_owed[0]
    state.players[seat].hand[a.resource] -= 1
    state.players[entry[0]].hand[a.resource] += 1
    entry[1] -= 1
    if not entry[1]:
        state.dewitt_owed.pop(0)
    if not state.dewitt_owed:
        state.dewitt_field = EMPTY
        back_to_base(state)
    return [event(state, "dewitt_paid", seat=seat, resource=a.resource, to_seat=entry[0])]


def h_move_ship(state: State, seat: int, rng: Rng, a: A.MoveShip) -> list[Event]:
    p = state.players[seat]
    pay(state, seat, L.cost("ship_move"))
    p.ship_moved = True
    steps = state.settings.magellan_link_steps
    if p.ship is not None and {p.ship, a.hex} == set(board().magellan_link) and steps > 1:
        p.ship_link_to = a.hex
        p.ship_link_paid += 1
        if p.ship_link_paid < steps:
            return [event(state, "ship_link", seat=seat, hex=a.hex)]
    p.ship = a.hex
    p.ship_link_to = None
    p.ship_link_paid = 0
    return [event(state, "ship_sailed", seat=seat, hex=a.hex)]


def h_bank_trade(state: State, seat: int, rng: Rng, a: A.BankTrade) -> list[Event]:
    p = state.players[seat]
    if a.give == "gold":
        gold_to_bank(state, seat, 1)
    else:
        k = 2 if a.rate == "fugger_two_for_gold" else 4
        p.hand[a.give] -= k
        state.bank[a.give] += k
    if a.get == "gold":
        gold_from_bank(state, seat, 1)
    else:
        state.bank[a.get] -= 1
        p.hand[a.get] += 1
    count = L.bank_rate(a.rate)
    return [event(state, "bank_trade", seat=seat, give=a.give, count=count, get=a.get)]


def h_offer_trade(state: State, seat: int, rng: Rng, a: A.OfferTrade) -> list[Event]:
    state.trade = Trade()
    state.phase = "trade_compose"
    return []


def h_add_give(state: State, seat: int, rng: Rng, a: A.AddGive) -> list[Event]:
    assert state.trade is not None
    state.trade.give[a.item] = state.trade.give.get(a.item, 0) + 1
    return []


def h_add_want(state: State, seat: int, rng: Rng, a: A.AddWant) -> list[Event]:
    assert state.trade is not None
    state.trade.want[a.item] = state.trade.want.get(a.item, 0) + 1
    return []


def h_send_offer(state: State, seat: int, rng: Rng, a: A.SendOffer) -> list[Event]:
    t = state.trade
    assert t is not None
    order = [(seat + i) % state.n for i in range(1, state.n)]
    t.recipients = order if a.to is None else [a.to]
    t.waiting = list(t.recipients)
    state.offers_this_turn += 1
    state.phase = "trade_response"
    state.active = t.waiting[0]
    return [event(state, "offer", seat=seat, give=dict(t.give), want=dict(t.want), to_seat=a.to)]


def _answered(state: State) -> list[Event]:
    t = state.trade
    assert t is not None
    t.waiting.pop(0)
    if t.waiting:
        state.active = t.waiting[0]
        return []
    state.active = state.turn_seat
    if t.accepted:
        state.phase = "trade_confirm"
        return []
    state.trade = None
    state.phase = "main"
    return [event(state, "nobody_accepted")]


def h_accept(state: State, seat: int, rng: Rng, a: A.Accept) -> list[Event]:
    assert state.trade is not None
    state.trade.accepted.append(seat)
    return [event(state, "accepts", seat=seat), *_answered(state)]


def h_refuse(state: State, seat: int, rng: Rng, a: A.Refuse) -> list[Event]:
    assert state.trade is not None
    state.trade.declined.append(seat)
    return [event(state, "declines", seat=seat), *_answered(state)]


def _move_items(state: State, giver: int, taker: int, items: dict[str, int]) -> None:
    g, t = state.players[giver], state.players[taker]
    for i, k in items.items():
        if i == "gold":
            g.gold -= k
            t.gold += k
        else:
            g.hand[i] -= k
            t.hand[i] += k


def h_confirm_trade(state: State, seat: int, rng: Rng, a: A.ConfirmTrade) -> list[Event]:
    t = state.trade
    assert t is not None
    _move_items(state, seat, a.partner, t.give)
    _move_items(state, a.partner, seat, t.want)
    state.trade = None
    state.phase = "main"
    return [event(state, "traded", seat=seat, partner_seat=a.partner, give=dict(t.give),
                  want=dict(t.want))]


def h_cancel_trade(state: State, seat: int, rng: Rng, a: A.CancelTrade) -> list[Event]:
    was_sent = state.phase == "trade_confirm"
    state.trade = None
    state.phase = "main"
    return [event(state, "trade_cancelled", seat=seat)] if was_sent else []


def h_stuyvesant(state: State, seat: int, rng: Rng, a: A.Stuyvesant) -> list[Event]:
    p, t = state.players[seat], state.players[a.target]
    before = {r: k for r, k in t.hand.items() if k}
    state.stuy_options = [r for r in RESOURCES if t.hand[r]]
    p.hand[a.give] -= 1
    t.hand[a.give] += 1
    p.stuyvesant_used = True
    state.stuy_target = a.target
    state.phase = "stuyvesant_take"
    state.last_reveal = N_("Stuyvesant looked at a hand")
    return [
        event(state, "stuyvesant", seat=seat, target_seat=a.target),
        event(state, "stuyvesant_gift", [seat, a.target], seat=seat, target_seat=a.target,
              resource=a.give),
        event(state, "stuyvesant_hand", [seat], seat=seat, target_seat=a.target, hand=before),
    ]


def h_stuyvesant_take(state: State, seat: int, rng: Rng, a: A.StuyvesantTake) -> list[Event]:
    t = state.players[state.stuy_target]
    t.hand[a.resource] -= 1
    state.players[seat].hand[a.resource] += 1
    target = state.stuy_target
    state.stuy_target = EMPTY
    state.stuy_options = []
    back_to_base(state)
    return [event(state, "stuyvesant_took", [seat, target], seat=seat, target_seat=target,
                  resource=a.resource)]


def h_revere(state: State, seat: int, rng: Rng, a: A.Revere) -> list[Event]:
    p, t = state.players[seat], state.players[a.target]
    price = data().knights.revere_price_gold
    p.gold -= price
    t.gold += price
    t.knights -= 1
    t.knights_new = max(0, t.knights_new - 1)
    p.knights += 1
    p.knights_new += 1
    p.revere_used = True
    return [event(state, "revere", seat=seat, target_seat=a.target, price=price)]


def h_end_turn(state: State, seat: int, rng: Rng, a: A.EndTurn) -> list[Event]:
    return start_turn(state, (seat + 1) % state.n)


HANDLERS: dict[str, Callable[..., list[Event]]] = {
    "setup_settlement": h_setup_settlement,
    "setup_road": h_setup_road,
    "done": h_done,
    "roll": h_roll,
    "discard": h_discard,
    "move_robber": h_move_robber,
    "choose_victim": h_choose_victim,
    "build_road": h_build_road,
    "build_settlement": h_build_settlement,
    "build_free_settlement": h_build_free_settlement,
    "build_city": h_build_city,
    "buy_dev_card": h_buy_dev_card,
    "play_dev_card": h_play_dev_card,
    "play_knight": h_play_knight,
    "buy_knight": h_buy_knight,
    "acquire": h_acquire,
    "buy_rights": h_buy_rights,
    "move_ship": h_move_ship,
    "found_by_ship": h_found_by_ship,
    "bank_trade": h_bank_trade,
    "offer_trade": h_offer_trade,
    "stuyvesant": h_stuyvesant,
    "revere": h_revere,
    "end_turn": h_end_turn,
    "choose_father": h_choose_father,
    "desoto_road": h_desoto_road,
    "decline": h_decline,
    "rb_road": h_rb_road,
    "stop": h_stop,
    "pick_from_bank": h_pick,
    "stuyvesant_take": h_stuyvesant_take,
    "dewitt_pay": h_dewitt_pay,
    "add_give": h_add_give,
    "add_want": h_add_want,
    "send_offer": h_send_offer,
    "cancel_trade": h_cancel_trade,
    "accept": h_accept,
    "refuse": h_refuse,
    "confirm_trade": h_confirm_trade,
}


def apply(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    """Apply a checked answer, then the victory check of R151."""
    state.last_reveal = None
    events = dispatch(HANDLERS, action, state, seat, rng)
    if not state.over and state.turn > 0 and scoring.vp(state, state.turn_seat) >= state.target:
        events += win(state, state.turn_seat)
    return events
