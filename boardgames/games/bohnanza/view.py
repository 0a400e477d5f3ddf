"""What one seat may see (spec 7): a fresh, redacted snapshot built for the screen and the
bots. Another seat's hand appears only as its size; coins only as counts; the draw pile
only as its size; trade terms of other seats' hand cards only as beans."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from functools import cache

from boardgames.core.i18n import N_, game_text
from boardgames.games.bohnanza.board import HOME, clockwise_from
from boardgames.games.bohnanza.data import config, next_step, unverified_beans, value
from boardgames.games.bohnanza.legal import owns
from boardgames.games.bohnanza.state import (
    FINAL_WINDOW,
    MERCHANTS,
    OVER,
    PIRATE,
    PLANT_RECEIVED,
    BohnanzaState,
    Draft,
    Pick,
    Proposal,
    Response,
    SeatState,
    Ship,
    Stats,
    TradeRound,
    harvestable,
    run_behind_front,
)
from boardgames.games.bohnanza.text import private_prompt, public_prompt

_, _n = game_text("bohnanza")

PHASES = {
    "base": {"plant_hand": 1, "market": 2, "respond": 2, "review": 2, "plant_received": 3},
    "lib": {
        "plant_hand": 1,
        "market": 2,
        "respond": 2,
        "review": 2,
        "raid_response": 2,
        "plant_received": 2,
    },
    "duel": {"plant_hand": 1, "market": 2, "raid_response": 2, "plant_received": 2},
}
PHASE_NAMES = {
    "base": {1: N_("Plant"), 2: N_("Trade"), 3: N_("Plant traded beans"), 4: N_("Draw")},
    "lib": {1: N_("Plant"), 2: N_("Trade, ship and cultivate"), 3: N_("Draw")},
    "duel": {1: N_("Plant"), 2: N_("Ship and raid"), 3: N_("Draw")},
}


@dataclass
class CardView:
    cid: str
    bean: str


@dataclass
class LotView:
    """A field or a ship's cargo: its bean and count, what it pays now and the next step."""

    bean: str | None
    count: int
    value: int
    next_need: int | None  # beans needed for the next coin step (None: empty or at the maximum)
    next_coins: int | None
    harvestable: bool = False  # fields: the bean protection rule allows a harvest now


@dataclass
class ShipView:
    id: str  # m1 | m2 | pirate
    owned: bool
    price: int | None  # cost while not owned
    location: str | None  # home | bohnbay | bohnaco (None for the pirate ship)
    cargo: LotView
    raided: bool  # attacked this turn


@dataclass
class SeatView:
    seat: int
    name: str
    hand_size: int
    hand: list[CardView]  # own seat only, front first; empty for other seats
    fields: list[LotView]
    third_field_owned: bool
    third_field_price: int
    coins: int
    received: list[CardView]
    ships: list[ShipView]  # lib/duel only
    is_start: bool
    is_turn_player: bool
    stats: Stats


@dataclass
class GiveView:
    bean: str
    source: str  # face_up | hand
    cid: str | None  # only for face-up cards and the viewer's own cards


@dataclass
class ProposalView:
    kind: str  # direct | table | open_call | counter | offer
    from_seat: int
    to_seat: int | None
    give: list[GiveView]
    want: dict[str, int]


@dataclass
class ResponseView:
    seat: int
    status: str  # accepted | countered | offered | declined | passed | void | confirmed
    beans: list[str]  # accepted: the beans the responder will give
    cids: list[str]  # accepted: the responder's chosen cards, only in the responder's view
    offer: ProposalView | None  # countered / offered: the responder's terms


@dataclass
class TradeView:
    proposal: ProposalView
    responders: list[int]
    waiting_for: int | None
    responses: list[ResponseView]
    reviewing: bool
    status: dict[int, str]  # per responder: waiting or its answer


@dataclass
class DraftView:
    seat: int
    purpose: str  # propose | ask_table | counter | offer | counter_back
    to_seat: int | None
    give: list[CardView]
    want: dict[str, int]


@dataclass
class PickView:
    seat: int
    purpose: str  # accept | confirm
    partner: int
    need: dict[str, int]
    picked: list[CardView]


@dataclass
class RowView:
    harbour: str
    beans: list[str]  # index 0 is the front
    front_run: int  # cards of the front bean in a row from the front (0 when empty)


@dataclass
class BohnanzaView:
    viewer: int | None
    mode: str  # base | lib | duel
    players: int
    names: list[str]
    start: int
    turn_player: int  # the active player of the rules ("A"), whose turn it is
    turn: int
    phase_no: int  # the phase number of the turn (1-3; 0 when over)
    phase_name: str
    phase: str  # the decision point (a decision kind), or "over"
    active: int | None  # the seat whose decision it is (None when the game is over)
    prompt: str  # public
    private_prompt: str | None  # only in the active seat's view
    over: bool
    exhaustions: int
    end_exhaustions: int
    end_trigger: str
    draw_size: int
    reveal_count: int  # cards revealed in phase 2 (plus the chain in the duel)
    draw_count: int  # cards the active player draws at the end of the turn
    discard: list[str]  # the beans, bottom first; the last is the top
    set_aside: int  # duel: coins waiting for the next reshuffle
    rows: list[RowView]
    face_up: list[CardView]
    chained: list[str]  # face-up cids that came from the discard pile (duel)
    seats: list[SeatView]
    planted_from_hand: int
    duel_discard_used: bool
    proposals_made: int
    max_proposals: int
    sailings_made: int
    raided: list[tuple[int, str]]
    trade: TradeView | None
    draft: DraftView | None  # only in the composer's view
    composing: int | None  # the seat composing a trade message or choosing cards
    pick: PickView | None  # only in the picker's view
    raid: tuple[int, str] | None  # the ship under attack
    deck_beans: list[str]
    prices: dict[str, int]
    trading: bool
    island: bool
    unverified: list[str] = field(default_factory=list)  # beans with placeholder beanometers
    expansion: bool = False  # the options, public: the bean expansion and the tie-break
    tie_break: str = ""
    # what the composing seat composes (the prompt says it): "draft" or "pick", its
    # purpose and the seat it is for (None when nobody composes)
    composing_what: tuple[str, str, int | None] | None = None


@cache
def _lot_numbers(bean: str, count: int) -> tuple[int, int | None, int | None]:
    """(value, beans needed for the next coin step, its coins) of ``count`` ``bean``s."""
    step = next_step(bean, count)
    return value(bean, count), step[0] if step else None, step[1] if step else None


def lot_view(bean_of: dict[str, str], cards: list[str]) -> LotView:
    if not cards:
        return LotView(None, 0, 0, None, None)
    bean = bean_of[cards[0]]
    return LotView(bean, len(cards), *_lot_numbers(bean, len(cards)))


def _cards(bean_of: dict[str, str], cids: list[str]) -> list[CardView]:
    return [CardView(c, bean_of[c]) for c in cids]


def _proposal(p: Proposal, viewer: int | None) -> ProposalView:
    give = [
        GiveView(b, s, c if s == "face_up" or viewer == p.from_seat else None)
        for c, b, s in zip(p.give, p.beans, p.sources, strict=True)
    ]
    return ProposalView(p.kind, p.from_seat, p.to_seat, give, dict(p.want))


def _stats_copy(st: Stats) -> Stats:
    """``dataclasses.replace(st, purchases=list(st.purchases))``, without its field walk."""
    return Stats(
        st.field_coins,
        st.cargo_coins,
        st.spent,
        st.final_fields,
        st.final_cargo,
        st.raid_lost,
        st.raid_captured,
        st.island_loaded,
        st.trades,
        list(st.purchases),
    )


def _seat(state: BohnanzaState, i: int, viewer: int | None) -> SeatView:
    cfg = state.cfg
    bean_of = cfg.bean_of
    s = state.seats[i]
    fields = []
    for k, cards in enumerate(s.fields):
        lv = lot_view(bean_of, cards)
        lv.harvestable = harvestable(s.fields, k)
        fields.append(lv)
    ships = []
    if cfg.island:
        prices = {"m2": cfg.prices["second_ship"], PIRATE: cfg.prices["pirate_ship"]}
        for sid in (*MERCHANTS, PIRATE):
            ship = s.ships.get(sid)
            ships.append(
                ShipView(
                    sid,
                    ship is not None,
                    None if ship is not None else prices.get(sid),
                    ship.location if ship is not None and sid != PIRATE else None,
                    lot_view(bean_of, ship.cargo if ship else []),
                    (i, sid) in state.raided,
                )
            )
    return SeatView(
        seat=i,
        name=s.name,
        hand_size=len(s.hand),
        hand=_cards(bean_of, s.hand) if viewer == i else [],
        fields=fields,
        third_field_owned=owns(state, s, "third_field"),
        third_field_price=cfg.prices["third_field"],
        coins=len(s.coins),
        received=_cards(bean_of, s.received),
        ships=ships,
        is_start=i == state.start,
        is_turn_player=i == state.turn_player,
        stats=_stats_copy(s.stats),
    )


def _trade(state: BohnanzaState, viewer: int | None) -> TradeView | None:
    t = state.trade
    if t is None:
        return None
    responses = [
        ResponseView(
            r.seat,
            r.status,
            list(r.beans),
            list(r.cards) if viewer == r.seat else [],
            _proposal(r.offer, viewer) if r.offer is not None else None,
        )
        for r in t.responses
    ]
    status = {s: "waiting" for s in t.responders}
    status.update({r.seat: r.status for r in t.responses})
    answered = len(t.responses)
    waiting = t.responders[answered] if answered < len(t.responders) else None
    return TradeView(
        _proposal(t.proposal, viewer), list(t.responders), waiting, responses, t.reviewing, status
    )


def build_view(state: BohnanzaState, viewer: int | None) -> BohnanzaView:
    cfg = state.cfg
    bean_of = cfg.bean_of
    over = state.phase == OVER
    phase = 0 if over else PHASES[state.mode].get(state.phase, 2)
    draft = pick = None
    if state.draft is not None and state.draft.seat == viewer:
        d = state.draft
        draft = DraftView(d.seat, d.purpose, d.to_seat, _cards(bean_of, d.give), dict(d.want))
    if state.pick is not None and state.pick.seat == viewer:
        p = state.pick
        pick = PickView(p.seat, p.purpose, p.partner, dict(p.need), _cards(bean_of, p.picked))
    composing = None
    if state.draft is not None:
        composing = state.draft.seat
    elif state.pick is not None:
        composing = state.pick.seat
    rows = [
        RowView(
            h,
            [bean_of[c] for c in state.rows[h]],
            1 + run_behind_front(state, state.rows[h]) if state.rows[h] else 0,
        )
        for h in cfg.harbours
        if cfg.island
    ]
    unverified = unverified_beans()
    return BohnanzaView(
        viewer=viewer,
        mode=state.mode,
        players=state.n,
        names=[s.name for s in state.seats],
        start=state.start,
        turn_player=state.turn_player,
        turn=state.turn,
        phase_no=phase,
        phase_name=_(PHASE_NAMES[state.mode].get(phase, N_("Game over"))),
        phase=state.phase,
        active=None if over else state.active,
        prompt=public_prompt(state),
        private_prompt=private_prompt(state) if viewer == state.active and not over else None,
        over=over,
        exhaustions=state.exhaustions,
        end_exhaustions=cfg.end_exhaustions,
        end_trigger=state.end_trigger,
        draw_size=len(state.draw),
        reveal_count=cfg.reveal,
        draw_count=cfg.draw,
        discard=[bean_of[c] for c in state.discard],
        set_aside=len(state.set_aside),
        rows=rows,
        face_up=_cards(bean_of, state.face_up),
        chained=list(state.chained),
        seats=[_seat(state, i, viewer) for i in range(state.n)],
        planted_from_hand=state.planted_from_hand,
        duel_discard_used=state.duel_discard_used,
        proposals_made=state.proposals_made,
        max_proposals=cfg.max_proposals,
        sailings_made=state.sailings_made,
        raided=list(state.raided),
        trade=_trade(state, viewer),
        draft=draft,
        composing=composing,
        pick=pick,
        raid=state.raid,
        deck_beans=list(cfg.deck_beans),
        prices=dict(cfg.prices),
        trading=cfg.trading,
        island=cfg.island,
        unverified=[b for b in cfg.deck_beans if b in unverified],
        expansion=state.expansion,
        tie_break=state.tie_break,
        composing_what=("draft", state.draft.purpose, state.draft.to_seat)
        if state.draft is not None
        else ("pick", state.pick.purpose, state.pick.partner) if state.pick is not None
        else None,
    )


# -- sampling the hidden parts (the expert bots' determinizations) ---------------------------


def sample_state(v: BohnanzaView, seat: int, rng: random.Random) -> BohnanzaState:
    """A full state that agrees with ``seat``'s view ``v``: the cards the view names keep
    their ids; cards it shows only as beans (fields, cargo, the discard pile, the island
    rows) get ids of those beans; the rest (other hands, coins, the draw pile, coins set
    aside) is dealt at random from the cards unaccounted for, except that a seat holds the
    hand cards its trade messages name by bean."""
    cfg = config(v.mode, v.expansion, v.players)
    known = {c.cid for c in v.face_up}
    for sv in v.seats:
        known.update(c.cid for c in (*sv.hand, *sv.received))
    need: dict[int, Counter[str]] = {i: Counter() for i in range(v.players) if i != seat}
    messages = [] if v.trade is None else [v.trade.proposal] + [
        r.offer for r in v.trade.responses if r.offer is not None]
    for m in messages:
        known.update(g.cid for g in m.give if g.cid is not None)
        if m.from_seat in need:
            wanted = Counter(g.bean for g in m.give if g.cid is None)
            need[m.from_seat] |= wanted
    for r in v.trade.responses if v.trade is not None else []:
        known.update(r.cids)
        if r.seat in need and r.status == "accepted":
            need[r.seat] |= Counter(r.beans)
    pool: dict[str, list[str]] = {b: [] for b in cfg.deck_beans}
    for cid in cfg.cids:
        if cid not in known:
            pool[cfg.bean_of[cid]].append(cid)
    for cards in pool.values():
        rng.shuffle(cards)

    def lot(bean: str | None, count: int) -> list[str]:
        return [pool[bean].pop() for _ in range(count)] if bean is not None else []

    hands = {i: [pool[b].pop() for b in wanted.elements()] for i, wanted in need.items()}
    seats = []
    for sv in v.seats:
        seats.append(SeatState(
            name=sv.name,
            fields=[lot(f.bean, f.count) for f in sv.fields],
            received=[c.cid for c in sv.received],
            ships={sh.id: Ship(sh.location or HOME, lot(sh.cargo.bean, sh.cargo.count))
                   for sh in sv.ships if sh.owned},
            stats=_stats_copy(sv.stats),
        ))
    discard = [pool[b].pop() for b in v.discard]
    rows = {r.harbour: [pool[b].pop() for b in r.beans] for r in v.rows}
    rest = [c for cards in pool.values() for c in cards]
    rng.shuffle(rest)
    arrivals = 0
    for i, (sv, st) in enumerate(zip(v.seats, seats, strict=True)):
        if i == seat:
            st.hand = [c.cid for c in sv.hand]
        else:
            hand = hands[i] + [rest.pop() for _ in range(sv.hand_size - len(hands[i]))]
            rng.shuffle(hand)
            st.hand = hand
        for cid in st.hand:
            st.arrival[cid] = arrivals
            arrivals += 1
        st.coins = [rest.pop() for _ in range(sv.coins)]
    set_aside = [rest.pop() for _ in range(v.set_aside)]
    state = BohnanzaState(
        mode=v.mode, expansion=v.expansion, n=v.players, tie_break=v.tie_break, start=v.start,
        seats=seats, draw=rest, discard=discard, set_aside=set_aside, rows=rows,
        face_up=[c.cid for c in v.face_up], chained=list(v.chained),
        exhaustions=v.exhaustions, end_trigger=v.end_trigger, turn=v.turn,
        turn_player=v.turn_player, phase=v.phase, active=v.active or 0,
        planted_from_hand=v.planted_from_hand, duel_discard_used=v.duel_discard_used,
        proposals_made=v.proposals_made, sailings_made=v.sailings_made,
        raided=list(v.raided), raid=v.raid, arrivals=arrivals,
    )
    state.trade = _sample_trade(v.trade, state)
    state.draft, state.pick = _sample_composer(v)
    if v.phase in (PLANT_RECEIVED, FINAL_WINDOW):
        order = clockwise_from(v.players, v.turn_player)
        state.queue = order[order.index(v.active or 0):]
    return state


def _sample_trade(t: TradeView | None, state: BohnanzaState) -> TradeRound | None:
    if t is None:
        return None

    def cards(who: int, beans: list[str], cids: list[str | None]) -> list[str]:
        """The named cards, and for each unnamed one a card of its bean from the hand."""
        hand = [c for c in state.seats[who].hand if c not in cids]
        out = []
        for bean, cid in zip(beans, cids, strict=True):
            if cid is None:
                cid = next(c for c in hand if state.cfg.bean_of[c] == bean)
                hand.remove(cid)
            out.append(cid)
        return out

    def proposal(p: ProposalView) -> Proposal:
        beans = [g.bean for g in p.give]
        give = cards(p.from_seat, beans, [g.cid for g in p.give])
        return Proposal(p.kind, p.from_seat, p.to_seat, give, beans,
                        [g.source for g in p.give], dict(p.want))

    responses = [
        Response(r.seat, r.status,
                 r.cids or (cards(r.seat, r.beans, [None] * len(r.beans))
                            if r.status == "accepted" else []),
                 list(r.beans), proposal(r.offer) if r.offer is not None else None)
        for r in t.responses
    ]
    return TradeRound(proposal(t.proposal), list(t.responders), responses, t.reviewing)


def _sample_composer(v: BohnanzaView) -> tuple[Draft | None, Pick | None]:
    """The viewer's own draft or pick as the view shows it; another seat's, which the
    view shows only by its seat and purpose, as an empty draft or a pick of the offer's
    terms."""
    if v.draft is not None:
        d = v.draft
        return Draft(d.seat, d.purpose, d.to_seat, [c.cid for c in d.give], dict(d.want)), None
    if v.pick is not None:
        p = v.pick
        return None, Pick(p.seat, p.purpose, p.partner, dict(p.need),
                          [c.cid for c in p.picked])
    if v.composing is None or v.composing_what is None:
        return None, None
    what, purpose, to = v.composing_what
    if what == "draft":
        return Draft(v.composing, purpose, to), None
    terms = v.trade.proposal if v.trade is not None else None
    return None, Pick(v.composing, purpose, v.turn_player if to is None else to,
                      dict(terms.want) if terms is not None else {})
