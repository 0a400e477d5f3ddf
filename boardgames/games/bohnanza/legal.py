"""What is legal and why not (spec 3.3-3.14): the legal actions of every decision point,
listed as concrete actions, and the reason given for an illegal one (mentioning only what
the seat may know)."""

from __future__ import annotations

from collections.abc import Callable

from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import Action
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.board import HOME, MERCHANTS, PIRATE
from boardgames.games.bohnanza.data import Config, value
from boardgames.games.bohnanza.state import (
    FINAL_WINDOW,
    MARKET,
    PLANT_HAND,
    PLANT_RECEIVED,
    POSITIVE,
    RAID_RESPONSE,
    RESPOND,
    REVIEW,
    BohnanzaState,
    Response,
    SeatState,
    TradeRound,
    bean_of,
    fits,
    harvestable,
    pending_cards,
    raid_value,
    run_behind_front,
    ship_location,
)
from boardgames.games.bohnanza.text import ITEM_NAMES, bean_word, ship_word, want_text

_, _n = game_text("bohnanza")


def legal_actions(state: BohnanzaState, seat: int) -> list[Action]:
    if state.over or seat != state.active:
        return []
    if state.pick is not None:
        return pick_actions(state)
    if state.draft is not None:
        return draft_actions(state)
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
        out = opening_actions(state)
        if island:
            out += plant_pending_actions(state, seat)
            out += sail_actions(state)
            out += raid_actions(state)
        out += free_actions(state, seat)
        out.append(act.END_MARKET)
        return out
    if phase == RESPOND:
        out = respond_actions(state, seat)
        if island:
            out += plant_pending_actions(state, seat)
        return out + free_actions(state, seat)
    if phase == REVIEW:
        return review_actions(state) + free_actions(state, seat)
    if phase == RAID_RESPONSE:
        return (
            [act.RAID_SELL, act.RAID_SURRENDER] if raid_value(state) else [act.RAID_SURRENDER]
        )
    if phase == PLANT_RECEIVED:
        return plant_pending_actions(state, seat) + free_actions(state, seat)
    if phase == FINAL_WINDOW:
        return [*free_actions(state, seat), act.DONE_FINAL]
    return []


# -- planting, the free actions, sailing and raids -----------------------------------------

ITEM_OWNED: dict[str, Callable[[SeatState, Config], bool]] = {
    "third_field": lambda s, cfg: len(s.fields) >= cfg.max_fields,
    "second_ship": lambda s, cfg: "m2" in s.ships,
    "pirate_ship": lambda s, cfg: PIRATE in s.ships,
}


def owns(state: BohnanzaState, seat: SeatState, item: str) -> bool:
    return ITEM_OWNED[item](seat, state.cfg)


def plant_front_actions(state: BohnanzaState) -> list[Action]:
    seat = state.seats[state.turn_player]
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
    if state.phase == FINAL_WINDOW:
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
                out.append(act.raid(target, m))
    return out


# -- trading ------------------------------------------------------------------------------

def can_open(state: BohnanzaState) -> bool:
    """The per-turn guard on proposals, counters and offers (3.6.7)."""
    return state.proposals_made < state.cfg.max_proposals


def givable(state: BohnanzaState, seat: int) -> list[str]:
    """Cards a seat may give: A its face-up cards, then its hand; others their hand."""
    hand = state.seats[seat].hand
    return state.face_up + hand if seat == state.turn_player else list(hand)


def holds(state: BohnanzaState, cards: list[str], want: dict[str, int]) -> bool:
    """``cards`` contain at least ``want`` (bean -> count)."""
    have: dict[str, int] = {}
    for c in cards:
        b = bean_of(state, c)
        have[b] = have.get(b, 0) + 1
    return all(have.get(b, 0) >= n for b, n in want.items())


def opening_actions(state: BohnanzaState) -> list[Action]:
    if not state.cfg.trading or not can_open(state):
        return []
    others = [act.propose(s) for s in range(state.n) if s != state.turn_player]
    return [*others, act.ASK_TABLE, act.OPEN_CALL]


def draft_actions(state: BohnanzaState) -> list[Action]:
    d = state.draft
    assert d is not None
    cfg = state.cfg
    out: list[Action] = [act.draft_give(c) for c in givable(state, d.seat)]
    out += [act.draft_want(b, 1) for b in cfg.deck_beans if d.want.get(b, 0) < cfg.bean_counts[b]]
    out += [act.draft_want(b, -1) for b in d.want]
    if d.give or d.want:
        out.append(act.DRAFT_SEND)
    out.append(act.DRAFT_CANCEL)
    return out


def pick_actions(state: BohnanzaState) -> list[Action]:
    p = state.pick
    assert p is not None
    out: list[Action] = [
        act.pick(c)
        for c in givable(state, p.seat)
        if c not in p.picked and p.need.get(bean_of(state, c), 0) > 0
    ]
    out.append(act.DRAFT_CANCEL)
    return out


def respond_actions(state: BohnanzaState, seat: int) -> list[Action]:
    trade = state.trade
    assert trade is not None
    if trade.proposal.kind == "open_call":
        return [act.OFFER, act.PASS] if can_open(state) else [act.PASS]
    out: list[Action] = []
    if holds(state, state.seats[seat].hand, trade.proposal.want):
        out.append(act.ACCEPT)
    if can_open(state):
        out.append(act.COUNTER)
    out.append(act.DECLINE)
    return out


def item_valid(state: BohnanzaState, trade: TradeRound, r: Response) -> bool:
    """3.6.6: every named card is still where it came from, and A can pay a counter."""
    a_cards = givable(state, state.turn_player)
    p_hand = state.seats[r.seat].hand
    if r.status == "accepted":
        return all(c in a_cards for c in trade.proposal.give) and all(c in p_hand for c in r.cards)
    if r.status in ("countered", "offered"):
        assert r.offer is not None
        return all(c in p_hand for c in r.offer.give) and holds(state, a_cards, r.offer.want)
    return False


def review_actions(state: BohnanzaState) -> list[Action]:
    trade = state.trade
    assert trade is not None
    out: list[Action] = []
    for r in trade.responses:
        if r.status in POSITIVE and item_valid(state, trade, r):
            out.append(act.confirm(r.seat))
    if can_open(state):
        out += [act.counter_back(r.seat) for r in trade.responses if r.status in POSITIVE]
    out.append(act.CLOSE_REVIEW)
    return out


# -- reasons -------------------------------------------------------------------------------

# Why an action of a kind is not possible now: when it is (spec 3.3-3.11).
KIND_REASONS = {
    "plant_front": N_("planting the front card is possible only in phase 1, at most two cards, "
                      "into an empty field or one of that bean"),
    "end_planting": N_("ending the planting is possible only in phase 1, after planting at "
                       "least one card from the hand"),
    "duel_discard": N_("discarding a hand card is possible only in phase 1 of the duel, once "
                       "per turn, with a card of your hand"),
    "plant_pending": N_("planting a face-up or received card is possible only for your own "
                        "face-up or received cards, into an empty field or one holding that "
                        "bean, when planting is offered"),
    "sail": N_("sailing is possible only for the active player in phase 2, to another place, "
               "loading the front bean"),
    "raid": N_("a raid is possible only with your pirate ship, in your phase 2, against "
               "another player's loaded merchant ship at its home harbour, once per ship and "
               "turn"),
    "end_market": N_("ending phase 2 is possible only for the active player at the trading "
                     "hub of phase 2"),
    "done_final": N_("finishing the last loading is possible only in the last loading before "
                     "the final scoring"),
    "raid_sell": N_("selling the attacked cargo is possible only when your ship is attacked "
                    "and its cargo is worth at least 1 coin"),
    "raid_surrender": N_("giving up a bean to the pirates is possible only when your ship is "
                         "attacked"),
}


TRADE_KINDS = {
    "propose",
    "ask_table",
    "open_call",
    "counter",
    "offer",
    "counter_back",
    "accept",
    "decline",
    "pass",
    "confirm",
    "close_review",
}


DRAFT_KINDS = {"draft_give", "draft_want", "draft_send", "draft_cancel", "pick"}


def reason(state: BohnanzaState, seat: int, action: Action) -> str:
    """Why ``action`` is not legal for ``seat`` now. Mentions only what the seat may know."""
    if state.over:
        return _("the game is over")
    if seat != state.active:
        return _("it is {name}'s decision now, not yours").format(
            name=state.seats[state.active].name)
    kind = action.kind
    if state.pick is not None and kind not in DRAFT_KINDS:
        return _("choose the cards for the trade first (or cancel)")
    if state.draft is not None and kind not in DRAFT_KINDS:
        return _("finish or cancel the trade message you are composing first")
    if kind in DRAFT_KINDS:
        return _draft_reason(state, action)
    if kind in TRADE_KINDS:
        return _trade_reason(state, action)
    if kind in ("harvest", "sell_cargo", "transfer_cargo", "buy"):
        return _free_reason(state, seat, action)
    if kind == "plant_front" and state.phase == PLANT_HAND:
        if state.planted_from_hand >= 2:
            return _("you have already planted two cards from your hand this turn")
        if not state.seats[seat].hand:
            return _("your hand is empty")
        return _("your front card does not fit that field (it must be empty or hold the same "
                 "bean)")
    if kind == "end_market":
        return _end_market_reason(state, seat)
    if kind == "sail" and state.phase == MARKET and seat == state.turn_player:
        return _sail_reason(state, seat, action)
    if kind in KIND_REASONS:
        return _(KIND_REASONS[kind])
    return _("that is not possible now")


def _sail_reason(state: BohnanzaState, seat: int, action: Action) -> str:
    """Why the active player cannot make this sailing (3.7)."""
    ship_id, to, extra = (getattr(action, k, None) for k in ("ship", "to", "extra"))
    ship = state.seats[seat].ships.get(ship_id) if isinstance(ship_id, str) else None
    if state.sailings_made >= state.cfg.max_sailings:
        return _n("the limit of {count} sailing per turn is reached",
                  "the limit of {count} sailings per turn is reached",
                  state.cfg.max_sailings).format(count=state.cfg.max_sailings)
    if ship is None or ship_id not in ("m1", "m2"):
        return _("you do not own that merchant ship")
    name = ship_word(ship_id)
    if to == ship.location:
        return _("{ship} is there already").format(ship=name)
    row = state.rows.get(to) if isinstance(to, str) else None
    if row:
        front = bean_of(state, row[0])
        if not fits(state, ship.cargo, front):
            return _("{ship} carries other beans than the {bean} at the front of the row").format(
                ship=name, bean=bean_word(front))
        run = run_behind_front(state, row)
        if not isinstance(extra, int) or not 0 <= extra <= run:
            if run:
                return _n("a ship loads the front bean of the row and up to {count} more bean "
                          "of it right behind",
                          "a ship loads the front bean of the row and up to {count} more beans "
                          "of it right behind", run).format(count=run)
            return _("a ship loads the front bean of the row and no more, as the next card is "
                     "another bean")
    elif extra:
        return _("that row is empty, so there is nothing to load")
    return _(KIND_REASONS["sail"])


def _end_market_reason(state: BohnanzaState, seat: int) -> str:
    if state.phase == PLANT_RECEIVED:
        return _("phase 2 is over already; this step ends by itself once every face-up and "
                 "received card is planted")
    if seat != state.turn_player:
        return _("only {name}, the active player, ends phase 2").format(
            name=state.seats[state.turn_player].name)
    if state.phase == PLANT_HAND:
        return _("phase 2 has not begun yet: end the planting from your hand first")
    if state.phase == REVIEW:
        return _("close the review of the answers first")
    return _(KIND_REASONS["end_market"])


def _draft_reason(state: BohnanzaState, action: Action) -> str:
    if state.pick is None and state.draft is None:
        return _("no trade message or card choice is open")
    if action.kind == "draft_send":
        return _("a trade message must give or want at least one card")
    if action.kind == "pick":
        return _("that card is not one of yours that is still needed for this trade")
    if action.kind == "draft_give":
        return _("you may only offer your own face-up cards (active player) or hand cards")
    return _("that step does not fit the open trade message")


def _trade_reason(state: BohnanzaState, action: Action) -> str:
    if not state.cfg.trading:
        return _("there is no trading in the duel")
    kind = action.kind
    if kind in ("propose", "ask_table", "open_call", "counter", "offer", "counter_back") and (
        not can_open(state)
    ):
        return _("the limit of trade proposals for this turn is reached")
    if kind in ("propose", "ask_table", "open_call"):
        if state.phase != MARKET:
            return _("only the active player starts trades, in phase 2")
        return _("you cannot trade with yourself")
    if kind in ("accept", "counter", "decline", "offer", "pass"):
        if state.phase != RESPOND:
            return _("there is no proposal for you to answer")
        if kind == "accept":
            return _("your hand cannot give the beans that are asked for")
        return _("that answer does not fit this kind of proposal")
    if state.phase != REVIEW:
        return _("there are no answers to review")
    return _review_reason(state, action)


def _review_reason(state: BohnanzaState, action: Action) -> str:
    """Why a review item cannot be confirmed or answered (A's own knowledge only: the
    answers are public and the cards A would pay with are A's own)."""
    assert state.trade is not None
    partner = getattr(action, "partner", None)
    r = state.trade.response(partner) if isinstance(partner, int) else None
    if r is None:
        return _("that player has not answered this proposal")
    name = state.seats[r.seat].name
    if r.status == "confirmed":
        return _("the trade with {name} is done already").format(name=name)
    if r.status not in POSITIVE and r.status != "void":
        return _(NO_OFFER.get(r.status, NO_OFFER["waiting"])).format(name=name)
    if action.kind == "counter_back":
        return _("{name}'s answer cannot be answered with new terms now").format(name=name)
    if r.status == "accepted" or r.offer is None:
        return _("the cards of the trade with {name} are no longer where they were").format(
            name=name)
    if not holds(state, givable(state, state.turn_player), r.offer.want):
        return _("you do not hold the beans {name} asks for ({beans})").format(
            name=name, beans=want_text(r.offer.want))
    return _("{name} no longer holds the cards offered").format(name=name)


# A review answer that is not worth confirming, by its status.
NO_OFFER = {
    "declined": N_("{name} declined and made no offer you could confirm"),
    "passed": N_("{name} passed and made no offer you could confirm"),
    "waiting": N_("{name} did not answer and made no offer you could confirm"),
}


def _free_reason(state: BohnanzaState, seat: int, action: Action) -> str:
    s = state.seats[seat]
    if state.phase == RAID_RESPONSE:
        return _("while your ship is attacked you can only sell its cargo or give up one bean")
    if state.phase == FINAL_WINDOW and action.kind in ("sell_cargo", "buy"):
        return _("in the last loading before the scoring you can only load fields onto ships "
                 "and move cargo")
    if not state.cfg.island and action.kind in ("sell_cargo", "transfer_cargo"):
        return _("there are no ships without La Isla Bohnita")
    if action.kind == "harvest":
        field = getattr(action, "field", 0)
        if not 0 <= field < len(s.fields) or not s.fields[field]:
            return _("that field is empty or not yours")
        if not harvestable(s.fields, field, state.phase != FINAL_WINDOW):
            return _("bean protection rule: a field with a single bean cannot be harvested "
                     "while another of your fields holds two or more")
        if state.phase == FINAL_WINDOW and getattr(action, "dest", "") == "sell":
            return _("in the last loading before the scoring you can only load fields onto "
                     "ships")
        return _("the ship must be yours, at home, and empty or carrying the same bean")
    if action.kind == "sell_cargo":
        return _("a cargo can only be sold whole, and only when it is worth at least 1 coin")
    if action.kind == "transfer_cargo":
        return _("cargo moves whole between two of your ships at the same place, onto a "
                 "merchant ship that is empty or carries the same bean")
    item = getattr(action, "item", "")
    price = state.cfg.prices.get(item)
    if price is None:
        return _("that cannot be bought in this game")
    name = _(ITEM_NAMES[item])
    if owns(state, s, item):
        return _("you already own {item}").format(item=name)
    if len(s.coins) < price:
        return _n("{item} costs {count} coin and you have {coins}",
                  "{item} costs {count} coins and you have {coins}", price).format(
            item=name, count=price, coins=len(s.coins))
    return _("buying {item} is not possible at this moment").format(item=name)
