"""Setting up a game and carrying out checked answers (the state machine of spec 3.2)."""

from __future__ import annotations

import random
from collections.abc import Callable

from boardgames.core.rules import Action, Event, private, public
from boardgames.games.catan import actions as A
from boardgames.games.catan import logic as L
from boardgames.games.catan.board import RESOURCES, board
from boardgames.games.catan.data import father_name, load
from boardgames.games.catan.state import (
    EMPTY,
    DevCard,
    Player,
    Settings,
    State,
    Trade,
    chip_class,
    empty_hand,
)


def dev_type(card_id: str) -> str:
    return card_id.split("-", 2)[2]


def new_game(names: list[str], settings: Settings, rng: random.Random) -> State:
    """Setup steps S2-S8; the placement round (S9) is the first decision."""
    d = load()
    bd = board()
    n = len(names)
    start = rng.randrange(n)
    nations = [x.id for x in d.nations]
    rng.shuffle(nations)
    father_of = {x.id: x.father for x in d.nations}
    pp = d.per_player
    players = [
        Player(
            name=name,
            nation=nations[i],
            fathers=[father_of[nations[i]]],
            hand=empty_hand(),
            gold=pp.start.gold,
            roads_left=pp.roads,
            settlements_left=pp.settlements,
            cities_left=pp.cities,
            tokens_left=pp.resource_tokens,
            ship=bd.ship_start,
        )
        for i, name in enumerate(names)
    ]
    pile = [f.id for f in d.founding_fathers if f.nation is None]
    out: list[str] = []
    for nation in nations[n:]:
        (pile if settings.unused_nation_father == "pile" else out).append(father_of[nation])
    if settings.father_pick == "draw":
        rng.shuffle(pile)
    chips = _deal_chips(rng)
    deck = [
        f"devcard-{i:02d}-{t}"
        for i, t in enumerate(t.id for t in d.development_deck.cards for _ in range(t.count))
    ]
    rng.shuffle(deck)
    gold = None if settings.gold_supply is None else settings.gold_supply - n * pp.start.gold
    order = [(start + i) % n for i in range(n)]
    return State(
        settings=settings,
        players=players,
        target=d.victory.target_vp[n],
        start_player=start,
        building=[EMPTY] * len(bd.crossing_adj),
        city=[False] * len(bd.crossing_adj),
        road=[EMPTY] * len(bd.edge_ends),
        robber=bd.robber_start,
        chips=chips,
        holders={h: [] for h in bd.chip_fields},
        bank={r.id: r.bank_count for r in d.resources},
        bank_gold=gold,
        deck=deck,
        deck_size=len(deck),
        knight_stack=d.knights.stack,
        father_pile=pile,
        fathers_out=out,
        active=start,
        actor=start,
        setup_queue=order,
    )


def _deal_chips(rng: random.Random) -> dict[int, str | None]:
    """S5: class-I chips on the fixed fields, the shuffled rest on the other chip fields."""
    d = load()
    bd = board()
    fixed_class = str(d.indian_chips.fixed["class"])
    count = {k: 0 for k in d.indian_chips.counts}

    def chip(klass: str) -> str:
        count[klass] += 1
        return f"chip-{klass}-{count[klass]}"

    chips: dict[int, str | None] = {h: chip(fixed_class) for h in sorted(bd.fixed_i)}
    pool = [chip(k) for k, c in d.indian_chips.random_pool.items() for _ in range(c)]
    rng.shuffle(pool)
    chips.update(zip(bd.random_fields, pool, strict=False))
    return dict(sorted(chips.items()))


# -- flow ----------------------------------------------------------------------------------


def back_to_base(state: State) -> None:
    state.phase = state.base
    state.actor = state.setup_queue[0] if state.base == "setup_acquire" else state.active


def start_turn(state: State, seat: int) -> list[Event]:
    state.turn += 1
    max_turns = state.settings.max_turns
    if max_turns is not None and state.turn > max_turns:
        state.over = True
        return [public(f"No winner: the turn limit of {max_turns} is reached")]
    state.active = state.actor = seat
    p = state.players[seat]
    p.knights_new = 0
    for card in p.dev:
        card.new = False
    p.dev_played = p.ship_moved = p.settled = p.stuyvesant_used = p.revere_used = False
    state.offers_this_turn = 0
    state.phase = state.base = "pre_roll"
    events = [public(f"Turn {state.turn}: {p.name}")]
    if L.vp(state, seat) >= state.target:  # R152
        events += win(state, seat)
    return events


def win(state: State, seat: int) -> list[Event]:
    state.winner = seat
    state.over = True
    return [public(f"{state.players[seat].name} wins with {L.vp(state, seat)} VP")]


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
        names = " + ".join(f"1 {r}" for r in got) or "nothing"
        events.append(public(f"{state.players[seat].name} takes start resources: {names}"))
    return events


# -- placements ----------------------------------------------------------------------------


def place_road(state: State, seat: int, edge: int) -> list[Event]:
    """R63: place, then explore, Pacific and Longest Road."""
    state.road[edge] = seat
    state.players[seat].roads_left -= 1
    a, b = board().edge_ends[edge]
    events = [public(f"{state.players[seat].name} built a road on edge {edge} ({a}-{b})")]
    events += L.explore(state, seat, edge)
    events += L.check_pacific(state, seat, edge)
    events += L.update_longest_road(state)
    return events


def place_settlement(state: State, seat: int, crossing: int, how: str) -> list[Event]:
    """R64: place, then Gold Rush, Longest Road and (in a turn) the de Soto road."""
    p = state.players[seat]
    state.building[crossing] = seat
    p.settlements_left -= 1
    events = [public(f"{p.name} built a {how} settlement at crossing {crossing}")]
    events += L.check_gold_rush(state, seat, crossing)
    events += L.update_longest_road(state)
    if state.turn > 0:
        p.settled = True
        free = [e for e in board().crossing_edges[crossing] if state.road[e] == EMPTY]
        if L.has(p, "de_soto") and p.roads_left and free:
            state.phase = "desoto_road"
            state.desoto_at = crossing
    return events


# -- handlers ------------------------------------------------------------------------------


def h_setup_settlement(state: State, seat: int, a: A.SetupSettlement, rng) -> list[Event]:
    events = place_settlement(state, seat, a.crossing, "start")
    state.phase = "setup_road"
    state.setup_crossing = a.crossing
    return events


def h_setup_road(state: State, seat: int, a: A.SetupRoad, rng) -> list[Event]:
    events = place_road(state, seat, a.edge)
    state.setup_queue.pop(0)
    state.setup_crossing = EMPTY
    if state.setup_queue:
        state.phase = "setup_settlement"
        state.actor = state.setup_queue[0]
        return events
    events += start_resources(state)
    if state.settings.setup_acquisition:
        state.setup_queue = [(state.start_player + i) % state.n for i in range(state.n)]
        state.phase = state.base = "setup_acquire"
        state.actor = state.setup_queue[0]
        return events
    return events + first_turn(state)


def h_done(state: State, seat: int, a: A.Done, rng) -> list[Event]:
    state.setup_queue.pop(0)
    if state.setup_queue:
        state.actor = state.setup_queue[0]
        return []
    return first_turn(state)


def h_roll(state: State, seat: int, a: A.Roll, rng: random.Random) -> list[Event]:
    d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
    state.dice = (d1, d2)
    state.base = "main"
    name = state.players[seat].name
    state.production = {}
    if d1 + d2 != 7:
        state.phase = "main"
        return production(state, d1 + d2, name)
    events = [public(f"{name} rolled 7 ({d1}+{d2})")]
    order = [(seat + i) % state.n for i in range(state.n)]
    state.discards = [
        [s, state.players[s].cards() // 2] for s in order if state.players[s].cards() > 7
    ]
    if state.discards:
        who = ", ".join(f"{state.players[s].name} {k}" for s, k in state.discards)
        events.append(public(f"Discards: {who}"))
        state.phase = "discard"
        state.actor = state.discards[0][0]
    else:
        state.phase = "move_robber"
    return events


def production(state: State, total: int, roller: str) -> list[Event]:
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
                L.gold_from_bank(state, s, k)
            else:
                state.bank[item] -= k
                state.players[s].hand[item] += k
            gains.setdefault(s, {})[item] = k
    state.production = gains
    parts = [
        f"{state.players[s].name} +" + ", +".join(f"{k} {i}" for i, k in g.items())
        for s, g in sorted(gains.items())
    ]
    return [public(f"{roller} rolled {total}: " + ("; ".join(parts) or "no production"))]


def h_discard(state: State, seat: int, a: A.Discard, rng) -> list[Event]:
    p = state.players[seat]
    p.hand[a.resource] -= 1
    state.bank[a.resource] += 1
    entry = state.discards[0]
    entry[1] -= 1
    if not entry[1]:
        state.discards.pop(0)
    if state.discards:
        state.actor = state.discards[0][0]
    else:
        state.phase = "move_robber"
        state.actor = state.active
    return [public(f"{p.name} discarded 1 {a.resource}")]


def h_move_robber(state: State, seat: int, a: A.MoveRobber, rng: random.Random) -> list[Event]:
    state.robber = a.hex
    events = [public(f"{state.players[seat].name} moved the robber to #{a.hex}")]
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
    t = state.players[thief].name
    return [
        public(f"{t} stole a card from {vic.name}"),
        private(f"{t} stole 1 {r} from {vic.name}", thief, victim),
    ]


def h_choose_victim(state: State, seat: int, a: A.ChooseVictim, rng) -> list[Event]:
    state.victims = []
    back_to_base(state)
    return steal(state, seat, a.target, rng)


def h_build_road(state: State, seat: int, a: A.BuildRoad, rng) -> list[Event]:
    L.pay(state, seat, L.cost("road"))
    return place_road(state, seat, a.edge)


def h_build_settlement(state: State, seat: int, a: A.BuildSettlement, rng) -> list[Event]:
    p = state.players[seat]
    L.pay(state, seat, L.settlement_cost(p, a.omit))
    return place_settlement(state, seat, a.crossing, "paid")


def h_build_free_settlement(state: State, seat: int, a: A.BuildFreeSettlement, rng) -> list[Event]:
    state.players[seat].voucher_used = True
    return place_settlement(state, seat, a.crossing, "free (voucher)")


def h_found_by_ship(state: State, seat: int, a: A.FoundByShip, rng) -> list[Event]:
    state.players[seat].ship = None
    return place_settlement(state, seat, a.crossing, "ship-founded")


def h_build_city(state: State, seat: int, a: A.BuildCity, rng: random.Random) -> list[Event]:
    p = state.players[seat]
    L.pay(state, seat, L.cost("city"))
    state.city[a.crossing] = True
    p.cities_left -= 1
    p.settlements_left += 1
    events = [public(f"{p.name} built a city at crossing {a.crossing}")]
    if not state.father_pile or L.vp(state, seat) >= state.target:  # R128
        return events
    if state.settings.father_pick == "draw":
        father = state.father_pile.pop()
        p.fathers.append(father)
        state.last_reveal = "a founding father was drawn"
        return [*events, public(f"{p.name} draws the founding father {father_name(father)}")]
    state.phase = "choose_father"
    return events


def h_choose_father(state: State, seat: int, a: A.ChooseFather, rng) -> list[Event]:
    state.father_pile.remove(a.father)
    state.players[seat].fathers.append(a.father)
    back_to_base(state)
    return [public(f"{state.players[seat].name} takes the founding father "
                   f"{father_name(a.father)}")]


def h_desoto_road(state: State, seat: int, a: A.DesotoRoad, rng) -> list[Event]:
    state.desoto_at = EMPTY
    back_to_base(state)
    return [public("de Soto: a free road"), *place_road(state, seat, a.edge)]


def h_decline(state: State, seat: int, a: A.Decline, rng) -> list[Event]:
    state.desoto_at = EMPTY
    back_to_base(state)
    return []


def h_buy_dev_card(state: State, seat: int, a: A.BuyDevCard, rng) -> list[Event]:
    p = state.players[seat]
    L.pay(state, seat, L.cost("development_card"))
    card = state.deck.pop()
    state.deck_size -= 1
    p.dev.append(DevCard(card, dev_type(card), new=True))
    state.last_reveal = "a development card was drawn"
    return [
        public(f"{p.name} bought a development card"),
        private(f"You drew {dev_type(card).replace('_', ' ')}", seat),
    ]


def h_play_dev_card(state: State, seat: int, a: A.PlayDevCard, rng) -> list[Event]:
    p = state.players[seat]
    card = next(c for c in p.dev if c.type == a.card and not c.new)
    p.dev.remove(card)
    state.played_dev.append(card.id)
    p.dev_played = True
    label = a.card.replace("_", " ")
    if a.card == "road_building":
        state.rb_left = 2
        _next_rb(state, seat)
        return [public(f"{p.name} played Road Building")]
    if a.card == "year_of_plenty":
        for r in a.resources:
            state.bank[r] -= 1
            p.hand[r] += 1
        return [public(f"{p.name} played {label}: " + " + ".join(a.resources or ("nothing",)))]
    r = a.resources[0]
    got = 0
    for s, q in enumerate(state.players):
        if s != seat:
            got += q.hand[r]
            q.hand[r] = 0
    p.hand[r] += got
    return [public(f"{p.name} played Monopoly on {r} and took {got}")]


def _next_rb(state: State, seat: int) -> None:
    p = state.players[seat]
    if state.rb_left and p.roads_left and L.legal_road_edges(state, seat):
        state.phase = "rb_road"
    else:
        state.rb_left = 0
        back_to_base(state)


def h_rb_road(state: State, seat: int, a: A.RoadBuildingRoad, rng) -> list[Event]:
    state.rb_left -= 1
    events = place_road(state, seat, a.edge)
    _next_rb(state, seat)
    return events


def h_stop(state: State, seat: int, a: A.Stop, rng) -> list[Event]:
    state.rb_left = 0
    back_to_base(state)
    return []


def h_play_knight(state: State, seat: int, a: A.PlayKnight, rng) -> list[Event]:
    p = state.players[seat]
    p.knights -= 1
    state.knight_stack += 1
    p.dev_played = True
    state.phase = "move_robber"
    return [public(f"{p.name} played a knight")]


def h_buy_knight(state: State, seat: int, a: A.BuyKnight, rng) -> list[Event]:
    p = state.players[seat]
    price = L.knight_price(p)
    L.gold_to_bank(state, seat, price)
    state.knight_stack -= 1
    p.knights += 1
    p.knights_new += 1
    return [public(f"{p.name} bought a knight for {price} gold")]


def h_acquire(state: State, seat: int, a: A.Acquire, rng) -> list[Event]:
    p = state.players[seat]
    chip = state.chips[a.hex]
    assert chip is not None
    klass = chip_class(chip)
    paid = "nothing"
    if a.payment == "knight":
        p.knights -= 1
        p.knights_new = max(0, p.knights_new - 1)  # R95
        state.knight_stack += 1
        paid = "a knight"
    elif a.payment == "cards":
        for r in a.cards:
            p.hand[r] -= 1
            state.bank[r] += 1
        paid = " + ".join(a.cards)
    state.chips[a.hex] = None
    p.chips.append(chip)
    state.holders[a.hex] = [seat]
    p.tokens_left -= 1
    events = [public(f"{p.name} acquired #{a.hex} (class {klass}) from the Indians for {paid}")]
    if klass == "I" and L.has(p, "pocahontas") and L.bank_multisets(state.bank, 2) != [()]:
        state.pick_left = 2
        state.phase = "pick_from_bank"
    return events


def h_pick(state: State, seat: int, a: A.PickFromBank, rng) -> list[Event]:
    p = state.players[seat]
    for r in a.resources:
        state.bank[r] -= 1
        p.hand[r] += 1
    state.pick_left = 0
    back_to_base(state)
    return [public(f"Pocahontas: {p.name} takes " + (" + ".join(a.resources) or "nothing"))]


def h_buy_rights(state: State, seat: int, a: A.BuyRights, rng) -> list[Event]:
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
        return [public(f"{p.name} buys rights to #{a.hex} for {price} resource cards (de Witt)")]
    for s, k in split:
        p.gold -= k
        state.players[s].gold += k
    to = ", ".join(f"{k} to {state.players[s].name}" for s, k in split)
    return [public(f"{p.name} bought rights to #{a.hex} for {price} gold ({to})")]


def h_dewitt_pay(state: State, seat: int, a: A.DewittPay, rng) -> list[Event]:
    entry = state.dewitt_owed[0]
    state.players[seat].hand[a.resource] -= 1
    state.players[entry[0]].hand[a.resource] += 1
    entry[1] -= 1
    if not entry[1]:
        state.dewitt_owed.pop(0)
    if not state.dewitt_owed:
        state.dewitt_field = EMPTY
        back_to_base(state)
    name = state.players[entry[0]].name
    return [public(f"{state.players[seat].name} pays 1 {a.resource} to {name}")]


def h_move_ship(state: State, seat: int, a: A.MoveShip, rng) -> list[Event]:
    p = state.players[seat]
    L.pay(state, seat, L.cost("ship_move"))
    p.ship_moved = True
    steps = state.settings.magellan_link_steps
    if p.ship is not None and {p.ship, a.hex} == set(board().magellan_link) and steps > 1:
        p.ship_link_to = a.hex
        p.ship_link_paid += 1
        if p.ship_link_paid < steps:
            return [public(f"{p.name}'s ship rounds the cape towards #{a.hex}")]
    p.ship = a.hex
    p.ship_link_to = None
    p.ship_link_paid = 0
    return [public(f"{p.name}'s ship sailed to #{a.hex}")]


def h_bank_trade(state: State, seat: int, a: A.BankTrade, rng) -> list[Event]:
    p = state.players[seat]
    if a.give == "gold":
        L.gold_to_bank(state, seat, 1)
    else:
        k = 2 if a.rate == "fugger_two_for_gold" else 4
        p.hand[a.give] -= k
        state.bank[a.give] += k
    if a.get == "gold":
        L.gold_from_bank(state, seat, 1)
    else:
        state.bank[a.get] -= 1
        p.hand[a.get] += 1
    given = (
        "1 gold" if a.give == "gold" else f"{4 if a.rate != 'fugger_two_for_gold' else 2} {a.give}"
    )
    return [public(f"{p.name} traded {given} with Europe for 1 {a.get}")]


def h_offer_trade(state: State, seat: int, a: A.OfferTrade, rng) -> list[Event]:
    state.trade = Trade()
    state.phase = "trade_compose"
    return []


def h_add_give(state: State, seat: int, a: A.AddGive, rng) -> list[Event]:
    assert state.trade is not None
    state.trade.give[a.item] = state.trade.give.get(a.item, 0) + 1
    return []


def h_add_want(state: State, seat: int, a: A.AddWant, rng) -> list[Event]:
    assert state.trade is not None
    state.trade.want[a.item] = state.trade.want.get(a.item, 0) + 1
    return []


def describe_items(items: dict[str, int]) -> str:
    return " + ".join(f"{k} {i}" for i, k in items.items())


def h_send_offer(state: State, seat: int, a: A.SendOffer, rng) -> list[Event]:
    t = state.trade
    assert t is not None
    order = [(seat + i) % state.n for i in range(1, state.n)]
    t.recipients = order if a.to is None else [a.to]
    t.waiting = list(t.recipients)
    state.offers_this_turn += 1
    state.phase = "trade_response"
    state.actor = t.waiting[0]
    to = "all" if a.to is None else state.players[a.to].name
    name = state.players[seat].name
    return [public(f"{name} offers {describe_items(t.give)} for {describe_items(t.want)} to {to}")]


def _answered(state: State) -> list[Event]:
    t = state.trade
    assert t is not None
    t.waiting.pop(0)
    if t.waiting:
        state.actor = t.waiting[0]
        return []
    state.actor = state.active
    if t.accepted:
        state.phase = "trade_confirm"
        return []
    state.trade = None
    state.phase = "main"
    return [public("Nobody accepted the offer")]


def h_accept(state: State, seat: int, a: A.Accept, rng) -> list[Event]:
    assert state.trade is not None
    state.trade.accepted.append(seat)
    return [public(f"{state.players[seat].name} accepts"), *_answered(state)]


def h_refuse(state: State, seat: int, a: A.Refuse, rng) -> list[Event]:
    assert state.trade is not None
    state.trade.declined.append(seat)
    return [public(f"{state.players[seat].name} declines"), *_answered(state)]


def _move_items(state: State, giver: int, taker: int, items: dict[str, int]) -> None:
    g, t = state.players[giver], state.players[taker]
    for i, k in items.items():
        if i == "gold":
            g.gold -= k
            t.gold += k
        else:
            g.hand[i] -= k
            t.hand[i] += k


def h_confirm_trade(state: State, seat: int, a: A.ConfirmTrade, rng) -> list[Event]:
    t = state.trade
    assert t is not None
    _move_items(state, seat, a.partner, t.give)
    _move_items(state, a.partner, seat, t.want)
    state.trade = None
    state.phase = "main"
    names = state.players[seat].name, state.players[a.partner].name
    return [
        public(
            f"{names[0]} traded {describe_items(t.give)} to {names[1]} for {describe_items(t.want)}"
        )
    ]


def h_cancel_trade(state: State, seat: int, a: A.CancelTrade, rng) -> list[Event]:
    was_sent = state.phase == "trade_confirm"
    state.trade = None
    state.phase = "main"
    return [public(f"{state.players[seat].name} cancels the trade")] if was_sent else []


def h_stuyvesant(state: State, seat: int, a: A.Stuyvesant, rng) -> list[Event]:
    p, t = state.players[seat], state.players[a.target]
    before = {r: k for r, k in t.hand.items() if k}
    state.stuy_options = [r for r in RESOURCES if t.hand[r]]
    p.hand[a.give] -= 1
    t.hand[a.give] += 1
    p.stuyvesant_used = True
    state.stuy_target = a.target
    state.phase = "stuyvesant_take"
    state.last_reveal = "Stuyvesant looked at a hand"
    return [
        public(f"{p.name} uses Stuyvesant on {t.name}"),
        private(f"{p.name} gives {t.name} 1 {a.give}", seat, a.target),
        private(f"{t.name}'s hand before the gift: {describe_items(before)}", seat),
    ]


def h_stuyvesant_take(state: State, seat: int, a: A.StuyvesantTake, rng) -> list[Event]:
    t = state.players[state.stuy_target]
    t.hand[a.resource] -= 1
    state.players[seat].hand[a.resource] += 1
    target = state.stuy_target
    state.stuy_target = EMPTY
    state.stuy_options = []
    back_to_base(state)
    return [private(f"{state.players[seat].name} takes 1 {a.resource} from {t.name}", seat, target)]


def h_revere(state: State, seat: int, a: A.Revere, rng) -> list[Event]:
    p, t = state.players[seat], state.players[a.target]
    price = load().knights.revere_price_gold
    p.gold -= price
    t.gold += price
    t.knights -= 1
    t.knights_new = max(0, t.knights_new - 1)
    p.knights += 1
    p.knights_new += 1
    p.revere_used = True
    return [public(f"{p.name} buys a knight from {t.name} for {price} gold (Revere)")]


def h_end_turn(state: State, seat: int, a: A.EndTurn, rng) -> list[Event]:
    return start_turn(state, (seat + 1) % state.n)


HANDLERS: dict[str, Callable[[State, int, Action, random.Random], list[Event]]] = {
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


def perform(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    """Apply a checked answer, then the victory check of R151."""
    state.last_reveal = None
    events = HANDLERS[action.kind](state, seat, action, rng)
    if not state.over and state.turn > 0 and L.vp(state, state.active) >= state.target:
        events += win(state, state.active)
    return events
