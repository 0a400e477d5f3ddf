"""Planting, the free actions (harvest, sell cargo, transfer cargo, buy), sailing and raids:
the legal choices of each (as concrete actions) and their effects."""

from __future__ import annotations

from boardgames.core.rules import Action, Event, public
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.data import bean_name, value
from boardgames.games.bohnanza.state import (
    FINAL_WINDOW,
    HOME,
    MERCHANTS,
    PIRATE,
    BohnanzaState,
    SeatState,
    Ship,
)
from boardgames.games.bohnanza.text import (
    ITEM_NAMES,
    SHIP_NAMES,
    bean_count,
    count_text,
    field_name,
    place_name,
)
from boardgames.games.bohnanza.zones import (
    bean_of,
    fits,
    hand_remove,
    lot_bean,
    lot_value,
    pay,
    pending_cards,
    sell_lot,
    ship_location,
)

ITEM_OWNED = {
    "third_field": lambda s, cfg: len(s.fields) >= cfg.max_fields,
    "second_ship": lambda s, cfg: "m2" in s.ships,
    "pirate_ship": lambda s, cfg: PIRATE in s.ships,
}


def owns(state: BohnanzaState, seat: SeatState, item: str) -> bool:
    return ITEM_OWNED[item](seat, state.cfg)


# -- planting ------------------------------------------------------------------------------


def fields_for(state: BohnanzaState, seat: SeatState, bean: str) -> list[int]:
    """The seat's fields that can take ``bean``: empty ones and those of that bean."""
    bean_of_card = state.cfg.bean_of
    return [i for i, f in enumerate(seat.fields) if not f or bean_of_card[f[0]] == bean]


def plant_front_actions(state: BohnanzaState) -> list[Action]:
    seat = state.seats[state.active]
    if state.planted_from_hand >= 2 or not seat.hand:
        return []
    bean_of_card = state.cfg.bean_of
    bean = bean_of_card[seat.hand[0]]
    return [
        act.plant_front(i)
        for i, f in enumerate(seat.fields)
        if not f or bean_of_card[f[0]] == bean
    ]


def plant_pending_actions(state: BohnanzaState, seat_no: int) -> list[Action]:
    cards = pending_cards(state, seat_no)
    if not cards:
        return []
    bean_of_card = state.cfg.bean_of
    fields = state.seats[seat_no].fields
    planted = [(i, bean_of_card[f[0]] if f else None) for i, f in enumerate(fields)]
    out: list[Action] = []
    for cid in cards:
        bean = bean_of_card[cid]
        for i, there in planted:
            if there is None or there == bean:
                out.append(act.plant_pending(cid, i))
    return out


def do_plant_front(state: BohnanzaState, field: int) -> list[Event]:
    seat = state.seats[state.active]
    cid = seat.hand[0]
    hand_remove(seat, cid)
    seat.fields[field].append(cid)
    state.planted_from_hand += 1
    n = len(seat.fields[field])
    return [
        public(f"{seat.name} plants a {bean_name(bean_of(state, cid))} ({field_name(field)}: {n}).")
    ]


def do_plant_pending(state: BohnanzaState, seat_no: int, cid: str, field: int) -> list[Event]:
    seat = state.seats[seat_no]
    if cid in seat.received:
        seat.received.remove(cid)
    else:
        state.face_up.remove(cid)
        if cid in state.chained:
            state.chained.remove(cid)
    seat.fields[field].append(cid)
    n = len(seat.fields[field])
    return [
        public(f"{seat.name} plants a {bean_name(bean_of(state, cid))} ({field_name(field)}: {n}).")
    ]


def do_duel_discard(state: BohnanzaState, cid: str) -> list[Event]:
    seat = state.seats[state.active]
    hand_remove(seat, cid)
    state.discard.append(cid)
    state.duel_discard_used = True
    return [public(f"{seat.name} discards a {bean_name(bean_of(state, cid))} from the hand.")]


# -- free actions --------------------------------------------------------------------------


def harvest_to_ship_ok(state: BohnanzaState, seat: SeatState, field: int, ship: str) -> bool:
    s = seat.ships.get(ship)
    cards = seat.fields[field]
    return (
        s is not None
        and bool(cards)
        and s.location == HOME
        and fits(state, s.cargo, bean_of(state, cards[0]))
    )


def transfer_ok(state: BohnanzaState, seat: SeatState, src: str, dst: str) -> bool:
    a, b = seat.ships.get(src), seat.ships.get(dst)
    return (
        a is not None
        and b is not None
        and src != dst
        and dst != PIRATE
        and bool(a.cargo)
        and ship_location(src, a) == b.location
        and fits(state, b.cargo, bean_of(state, a.cargo[0]))
    )


def transfer_actions(state: BohnanzaState, seat: SeatState) -> list[Action]:
    """``transfer_ok`` for every pair of ships, in order (the loaded sources only)."""
    out: list[Action] = []
    ships = seat.ships
    bean_of_card = state.cfg.bean_of
    for src, a in ships.items():
        if not a.cargo:
            continue
        where = ship_location(src, a)
        bean = bean_of_card[a.cargo[0]]
        for dst in MERCHANTS:
            b = ships.get(dst)
            if (
                b is not None
                and src != dst
                and b.location == where
                and (not b.cargo or bean_of_card[b.cargo[0]] == bean)
            ):
                out.append(act.transfer(src, dst))
    return out


def _harvestable_fields(fields: list[list[str]], protect: bool) -> list[int]:
    """The fields ``harvestable`` allows, in order: a field of one card only when no
    other field holds two or more (with ``protect``)."""
    if not protect:
        return [i for i, f in enumerate(fields) if f]
    crowded = sum(len(f) >= 2 for f in fields)
    return [i for i, f in enumerate(fields) if f and (len(f) != 1 or not crowded)]


def ship_harvest_actions(state: BohnanzaState, seat: SeatState, protect: bool) -> list[Action]:
    """``harvest_to_ship_ok`` for every harvestable field and merchant ship, in order."""
    home: list[tuple[str, str | None]] = []  # merchant ships at home, with their bean
    bean_of_card = state.cfg.bean_of
    for m in MERCHANTS:
        ship = seat.ships.get(m)
        if ship is not None and ship.location == HOME:
            home.append((m, bean_of_card[ship.cargo[0]] if ship.cargo else None))
    if not home:
        return []
    out: list[Action] = []
    fields = seat.fields
    for i in _harvestable_fields(fields, protect):
        bean = bean_of_card[fields[i][0]]
        for m, loaded in home:
            if loaded is None or loaded == bean:
                out.append(act.harvest(i, m))
    return out


def free_actions(state: BohnanzaState, seat_no: int) -> list[Action]:
    """The free actions of 3.11 at the seat's current decision point."""
    cfg = state.cfg
    seat = state.seats[seat_no]
    if state.dp == FINAL_WINDOW:
        return ship_harvest_actions(state, seat, False) + transfer_actions(state, seat)
    out: list[Action] = [act.harvest(i) for i in _harvestable_fields(seat.fields, True)]
    if cfg.island:
        out += ship_harvest_actions(state, seat, True)
        bean_of_card = cfg.bean_of
        for s, ship in seat.ships.items():
            if ship.cargo and value(bean_of_card[ship.cargo[0]], len(ship.cargo)):
                out.append(act.sell_cargo(s))
        out += transfer_actions(state, seat)
    coins = len(seat.coins)
    for item, price in cfg.prices.items():
        if coins >= price and not ITEM_OWNED[item](seat, cfg):
            out.append(act.buy(item))
    return out


def final_moves(state: BohnanzaState, seat_no: int) -> list[Action]:
    """What the seat could do in the final window (no protection rule)."""
    seat = state.seats[seat_no]
    return ship_harvest_actions(state, seat, False) + transfer_actions(state, seat)


def do_harvest(state: BohnanzaState, seat_no: int, field: int, dest: str) -> list[Event]:
    seat = state.seats[seat_no]
    cards = seat.fields[field]
    seat.fields[field] = []
    lot = bean_count(bean_of(state, cards[0]), len(cards))
    if dest == "sell":
        coins = sell_lot(state, seat, cards)
        seat.stats.field_coins += coins
        return [public(f"{seat.name} harvests {lot} for {count_text(coins, 'coin')}.")]
    seat.ships[dest].cargo.extend(cards)
    return [public(f"{seat.name} harvests {lot} onto {SHIP_NAMES[dest]}.")]


def do_sell_cargo(state: BohnanzaState, seat_no: int, ship: str) -> list[Event]:
    seat = state.seats[seat_no]
    s = seat.ships[ship]
    cards, s.cargo = s.cargo, []
    lot = bean_count(bean_of(state, cards[0]), len(cards))
    coins = sell_lot(state, seat, cards)
    seat.stats.cargo_coins += coins
    paid = count_text(coins, "coin")
    return [public(f"{seat.name} sells the cargo of {SHIP_NAMES[ship]} ({lot}) for {paid}.")]


def do_transfer(state: BohnanzaState, seat_no: int, src: str, dst: str) -> list[Event]:
    seat = state.seats[seat_no]
    a, b = seat.ships[src], seat.ships[dst]
    lot = bean_count(bean_of(state, a.cargo[0]), len(a.cargo))
    b.cargo.extend(a.cargo)
    a.cargo = []
    return [public(f"{seat.name} moves {lot} from {SHIP_NAMES[src]} to {SHIP_NAMES[dst]}.")]


def do_buy(state: BohnanzaState, seat_no: int, item: str) -> list[Event]:
    seat = state.seats[seat_no]
    price = state.cfg.prices[item]
    pay(state, seat, price)
    seat.stats.purchases.append(item)
    if item == "third_field":
        seat.fields.append([])
    elif item == "second_ship":
        seat.ships["m2"] = Ship()
    else:
        seat.ships[PIRATE] = Ship()
    return [public(f"{seat.name} buys {ITEM_NAMES[item]} for {count_text(price, 'coin')}.")]


# -- sailing and raids ---------------------------------------------------------------------


def run_behind_front(state: BohnanzaState, row: list[str]) -> int:
    """How many cards directly behind the front card share its bean."""
    bean = bean_of(state, row[0])
    run = 0
    for cid in row[1:]:
        if bean_of(state, cid) != bean:
            break
        run += 1
    return run


def sail_actions(state: BohnanzaState) -> list[Action]:
    if state.sailings_made >= state.cfg.max_sailings:
        return []
    seat = state.seats[state.active]
    out: list[Action] = []
    for m in MERCHANTS:
        ship = seat.ships.get(m)
        if ship is None:
            continue
        for to in (HOME, *state.cfg.harbours):
            if to == ship.location:
                continue
            row = state.rows.get(to)
            if not row:
                out.append(act.sail(m, to, 0))
            elif fits(state, ship.cargo, bean_of(state, row[0])):
                out += [act.sail(m, to, k) for k in range(run_behind_front(state, row) + 1)]
    return out


def do_sail(state: BohnanzaState, ship_id: str, to: str, extra: int) -> list[Event]:
    seat = state.seats[state.active]
    ship = seat.ships[ship_id]
    ship.location = to
    state.sailings_made += 1
    text = f"{seat.name} sails {SHIP_NAMES[ship_id]} to {place_name(to)}"
    row = state.rows.get(to)
    if row:
        loaded = row[: extra + 1]
        del row[: extra + 1]
        ship.cargo.extend(loaded)
        seat.stats.island_loaded += len(loaded)
        text += f" and loads {bean_count(bean_of(state, loaded[0]), len(loaded))}"
    return [public(text + ".")]


def raid_actions(state: BohnanzaState) -> list[Action]:
    seat = state.seats[state.active]
    pirate = seat.ships.get(PIRATE)
    if pirate is None:
        return []
    out: list[Action] = []
    for target in range(state.n):
        if target == state.active:
            continue
        for m, ship in state.seats[target].ships.items():
            if (
                m != PIRATE
                and ship.location == HOME
                and ship.cargo
                and fits(state, pirate.cargo, bean_of(state, ship.cargo[0]))
                and (target, m) not in state.raided
            ):
                out.append(act.raid(target, m))  # type: ignore[arg-type]
    return out


def raid_sell(state: BohnanzaState) -> list[Event]:
    assert state.raid is not None
    target, ship = state.raid
    events = do_sell_cargo(state, target, ship)
    state.raid = None
    return events


def raid_surrender(state: BohnanzaState) -> list[Event]:
    assert state.raid is not None
    target, ship = state.raid
    victim = state.seats[target]
    raider = state.seats[state.active]
    cid = victim.ships[ship].cargo.pop()
    raider.ships[PIRATE].cargo.append(cid)
    victim.stats.raid_lost += 1
    raider.stats.raid_captured += 1
    state.raid = None
    return [public(f"{victim.name} gives up a {bean_name(bean_of(state, cid))} to the pirates.")]


def raid_value(state: BohnanzaState) -> int:
    assert state.raid is not None
    target, ship = state.raid
    return lot_value(state, state.seats[target].ships[ship].cargo)


def lot_label(state: BohnanzaState, cards: list[str]) -> str:
    bean = lot_bean(state, cards)
    return "empty" if bean is None else bean_count(bean, len(cards))
