"""The original legal-action listing of Bohnanza, kept as the reference the faster one in
``legal.py`` must agree with, action for action and in the same order."""

from __future__ import annotations

from boardgames.core.rules import Action
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza import legal as trade
from boardgames.games.bohnanza.legal import owns
from boardgames.games.bohnanza.state import (
    FINAL_WINDOW,
    HOME,
    MARKET,
    MERCHANTS,
    PIRATE,
    PLANT_HAND,
    PLANT_RECEIVED,
    RAID_RESPONSE,
    RESPOND,
    REVIEW,
    BohnanzaState,
    SeatState,
    bean_of,
    fits,
    harvestable,
    lot_value,
    pending_cards,
    raid_value,
    run_behind_front,
    ship_location,
)


def legal_actions(state: BohnanzaState, seat: int) -> list[Action]:
    if state.over or seat != state.active:
        return []
    if state.pick is not None:
        return trade.pick_actions(state)
    if state.draft is not None:
        return trade.draft_actions(state)
    phase = state.phase
    island = state.cfg.island
    if phase == PLANT_HAND:
        out = plant_front_actions(state)
        if state.planted_from_hand >= 1 or not state.seats[seat].hand:
            out.append(act.END_PLANTING)
        if state.mode == "duel" and not state.duel_discard_used:
            out += [act.duel_discard(c) for c in state.seats[seat].hand]
        return out + free_actions(state, seat)
    if phase == MARKET:
        out = trade.opening_actions(state)
        if island:
            out += plant_pending_actions(state, seat)
            out += sail_actions(state)
            out += raid_actions(state)
        out += free_actions(state, seat)
        out.append(act.END_MARKET)
        return out
    if phase == RESPOND:
        out = trade.respond_actions(state, seat)
        if island:
            out += plant_pending_actions(state, seat)
        return out + free_actions(state, seat)
    if phase == REVIEW:
        return trade.review_actions(state) + free_actions(state, seat)
    if phase == RAID_RESPONSE:
        return (
            [act.RAID_SELL, act.RAID_SURRENDER] if raid_value(state) else [act.RAID_SURRENDER]
        )
    if phase == PLANT_RECEIVED:
        return plant_pending_actions(state, seat) + free_actions(state, seat)
    if phase == FINAL_WINDOW:
        return [*free_actions(state, seat), act.DONE_FINAL]
    return []


def fields_for(state: BohnanzaState, seat: SeatState, bean: str) -> list[int]:
    return [i for i, f in enumerate(seat.fields) if fits(state, f, bean)]


def plant_front_actions(state: BohnanzaState) -> list[Action]:
    seat = state.seats[state.turn_player]
    if state.planted_from_hand >= 2 or not seat.hand:
        return []
    return [act.plant_front(i) for i in fields_for(state, seat, bean_of(state, seat.hand[0]))]


def plant_pending_actions(state: BohnanzaState, seat_no: int) -> list[Action]:
    seat = state.seats[seat_no]
    out: list[Action] = []
    for cid in pending_cards(state, seat_no):
        for i in fields_for(state, seat, bean_of(state, cid)):
            out.append(act.plant_pending(cid, i))
    return out


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
    out: list[Action] = []
    for src in seat.ships:
        for dst in MERCHANTS:
            if transfer_ok(state, seat, src, dst):
                out.append(act.transfer(src, dst))
    return out


def ship_harvest_actions(state: BohnanzaState, seat: SeatState, protect: bool) -> list[Action]:
    out: list[Action] = []
    for i in range(len(seat.fields)):
        if harvestable(seat.fields, i, protect):
            for m in MERCHANTS:
                if harvest_to_ship_ok(state, seat, i, m):
                    out.append(act.harvest(i, m))
    return out


def free_actions(state: BohnanzaState, seat_no: int) -> list[Action]:
    """The free actions of 3.11 at the seat's current decision point."""
    cfg = state.cfg
    seat = state.seats[seat_no]
    if state.phase == FINAL_WINDOW:
        return ship_harvest_actions(state, seat, False) + transfer_actions(state, seat)
    out: list[Action] = [
        act.harvest(i) for i in range(len(seat.fields)) if harvestable(seat.fields, i)
    ]
    if cfg.island:
        out += ship_harvest_actions(state, seat, True)
        out += [act.sell_cargo(s) for s, ship in seat.ships.items() if lot_value(state, ship.cargo)]
        out += transfer_actions(state, seat)
    coins = len(seat.coins)
    for item, price in cfg.prices.items():
        if coins >= price and not owns(state, seat, item):
            out.append(act.buy(item))
    return out


def sail_actions(state: BohnanzaState) -> list[Action]:
    if state.sailings_made >= state.cfg.max_sailings:
        return []
    seat = state.seats[state.turn_player]
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


def raid_actions(state: BohnanzaState) -> list[Action]:
    seat = state.seats[state.turn_player]
    pirate = seat.ships.get(PIRATE)
    if pirate is None:
        return []
    out: list[Action] = []
    for target in range(state.n):
        if target == state.turn_player:
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
