"""The trade protocol of spec 3.6 with the draft and pick steps of 3.14.

Only the active player A starts proposals; every trade has A on one side. Nothing moves
until A confirms a review item; confirmed cards go to the receivers' received areas.
"""

from __future__ import annotations

from boardgames.core.rules import Action, Event, public
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.state import (
    MARKET,
    RESPOND,
    REVIEW,
    BohnanzaState,
    Draft,
    Pick,
    Proposal,
    Response,
    TradeRound,
)
from boardgames.games.bohnanza.text import beans_text, want_text
from boardgames.games.bohnanza.zones import bean_of, hand_remove

POSITIVE = ("accepted", "countered", "offered")
PROPOSAL_KIND = {"propose": "direct", "ask_table": "table", "counter_back": "direct"}


def can_open(state: BohnanzaState) -> bool:
    """The per-turn guard on proposals, counters and offers (3.6.7)."""
    return state.proposals_made < state.cfg.max_proposals


def givable(state: BohnanzaState, seat: int) -> list[str]:
    """Cards a seat may give: A its face-up cards, then its hand; others their hand."""
    hand = state.seats[seat].hand
    return state.face_up + hand if seat == state.active else list(hand)


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
    others = [act.propose(s) for s in range(state.n) if s != state.active]
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
    a_cards = givable(state, state.active)
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


# -- effects -------------------------------------------------------------------------------


def open_draft(state: BohnanzaState, seat: int, purpose: str, to: int | None) -> list[Event]:
    state.proposals_made += 1
    state.draft = Draft(seat=seat, purpose=purpose, to_seat=to)
    return []


def toggle_give(state: BohnanzaState, cid: str) -> list[Event]:
    d = state.draft
    assert d is not None
    if cid in d.give:
        d.give.remove(cid)
    else:
        d.give.append(cid)
    return []


def change_want(state: BohnanzaState, bean: str, delta: int) -> list[Event]:
    d = state.draft
    assert d is not None
    n = d.want.get(bean, 0) + delta
    if n:
        d.want[bean] = n
    else:
        del d.want[bean]
    return []


def cancel(state: BohnanzaState) -> list[Event]:
    if state.pick is not None:
        state.pick = None
    else:
        state.draft = None
    return []


def terms(state: BohnanzaState, p: Proposal) -> str:
    parts = []
    for src in ("face_up", "hand"):
        beans = [b for b, s in zip(p.beans, p.sources, strict=True) if s == src]
        if beans:
            parts.append(f"{beans_text(beans)} ({'face-up' if src == 'face_up' else 'hand'})")
    give = " and ".join(parts) or "nothing"
    return f"gives {give}, wants {want_text(p.want)}"


def send(state: BohnanzaState) -> list[Event]:
    d = state.draft
    assert d is not None
    state.draft = None
    sources = ["face_up" if c in state.face_up else "hand" for c in d.give]
    kind = PROPOSAL_KIND.get(d.purpose, "counter" if d.purpose == "counter" else "offer")
    p = Proposal(
        kind=kind,
        from_seat=d.seat,
        to_seat=d.to_seat,
        give=list(d.give),
        beans=[bean_of(state, c) for c in d.give],
        sources=sources,
        want=dict(d.want),
    )
    name = state.seats[d.seat].name
    if d.purpose in ("counter", "offer"):
        assert state.trade is not None
        status = "countered" if d.purpose == "counter" else "offered"
        state.trade.responses.append(Response(seat=d.seat, status=status, offer=p))
        word = "counters" if d.purpose == "counter" else "offers"
        events = [public(f"{name} {word}: {terms(state, p)}.")]
        return events + next_responder(state)
    if kind == "direct":
        assert d.to_seat is not None
        responders = [d.to_seat]
        to = state.seats[d.to_seat].name
        events = [public(f"{name} proposes to {to}: {terms(state, p)}.")]
    else:
        responders = [(state.active + k) % state.n for k in range(1, state.n)]
        events = [public(f"{name} asks the table: {terms(state, p)}.")]
    start_round(state, p, responders)
    return events


def open_call(state: BohnanzaState) -> list[Event]:
    state.proposals_made += 1
    p = Proposal("open_call", state.active, None, [], [], [], {})
    start_round(state, p, [(state.active + k) % state.n for k in range(1, state.n)])
    return [public(f"{state.seats[state.active].name} asks the table for offers.")]


def start_round(state: BohnanzaState, p: Proposal, responders: list[int]) -> None:
    state.trade = TradeRound(proposal=p, responders=responders)
    state.dp = RESPOND
    state.decider = responders[0]


def next_responder(state: BohnanzaState) -> list[Event]:
    """After an answer: the next responder, else the review, else back to the market."""
    trade = state.trade
    assert trade is not None
    answered = len(trade.responses)
    if answered < len(trade.responders):
        state.decider = trade.responders[answered]
        return []
    if any(r.status in POSITIVE for r in trade.responses):
        trade.reviewing = True
        state.dp = REVIEW
        state.decider = state.active
        return []
    return back_to_market(state)


def back_to_market(state: BohnanzaState) -> list[Event]:
    state.trade = None
    state.dp = MARKET
    state.decider = state.active
    return []


def answer(state: BohnanzaState, seat: int, status: str) -> list[Event]:
    """Decline or Pass."""
    assert state.trade is not None
    state.trade.responses.append(Response(seat=seat, status=status))
    return [public(f"{state.seats[seat].name} {status}."), *next_responder(state)]


def start_pick(
    state: BohnanzaState, seat: int, purpose: str, partner: int, want: dict[str, int]
) -> list[Event]:
    """Choose concrete cards for ``want``; beans with exactly the needed copies are taken
    at once, and with nothing left to choose the pick completes immediately."""
    cards = givable(state, seat)
    need = dict(want)
    picked: list[str] = []
    for bean, n in want.items():
        copies = [c for c in cards if bean_of(state, c) == bean]
        if len(copies) == n:
            picked += copies
            need[bean] = 0
    state.pick = Pick(seat=seat, purpose=purpose, partner=partner, need=need, picked=picked)
    if not any(need.values()):
        return complete_pick(state)
    return []


def pick_card(state: BohnanzaState, cid: str) -> list[Event]:
    p = state.pick
    assert p is not None
    p.picked.append(cid)
    p.need[bean_of(state, cid)] -= 1
    if not any(p.need.values()):
        return complete_pick(state)
    return []


def complete_pick(state: BohnanzaState) -> list[Event]:
    p = state.pick
    assert p is not None and state.trade is not None
    state.pick = None
    if p.purpose == "accept":
        beans = [bean_of(state, c) for c in p.picked]
        state.trade.responses.append(
            Response(seat=p.seat, status="accepted", cards=list(p.picked), beans=beans)
        )
        name = state.seats[p.seat].name
        gives = f": gives {beans_text(beans)}" if beans else ""
        return [public(f"{name} accepts{gives}."), *next_responder(state)]
    r = state.trade.response(p.partner)
    assert r is not None and r.offer is not None
    return execute(state, r, a_cards=list(p.picked), p_cards=list(r.offer.give))


def accept(state: BohnanzaState, seat: int) -> list[Event]:
    assert state.trade is not None
    return start_pick(state, seat, "accept", state.active, state.trade.proposal.want)


def confirm(state: BohnanzaState, partner: int) -> list[Event]:
    trade = state.trade
    assert trade is not None
    r = trade.response(partner)
    assert r is not None
    if r.status == "accepted":
        return execute(state, r, a_cards=list(trade.proposal.give), p_cards=list(r.cards))
    assert r.offer is not None
    return start_pick(state, state.active, "confirm", partner, r.offer.want)


def execute(
    state: BohnanzaState, r: Response, a_cards: list[str], p_cards: list[str]
) -> list[Event]:
    """Move the cards of one confirmed trade (atomic, 3.6.6)."""
    trade = state.trade
    assert trade is not None
    a, p = state.seats[state.active], state.seats[r.seat]
    face_up_beans, hand_beans = [], []
    for cid in a_cards:
        if cid in state.face_up:
            state.face_up.remove(cid)
            face_up_beans.append(bean_of(state, cid))
        else:
            hand_remove(a, cid)
            hand_beans.append(bean_of(state, cid))
        p.received.append(cid)
    for cid in p_cards:
        hand_remove(p, cid)
        a.received.append(cid)
    r.status = "confirmed"
    a.stats.trades += 1
    p.stats.trades += 1
    state.barrier = "a trade was carried out"
    parts = []
    if face_up_beans:
        parts.append(f"{beans_text(face_up_beans)} (face-up)")
    if hand_beans:
        parts.append(f"{beans_text(hand_beans)} (hand)")
    gives = " and ".join(parts) or "nothing"
    got = beans_text(bean_of(state, c) for c in p_cards) if p_cards else "nothing"
    events = [public(f"{a.name} gives {gives} to {p.name} for {got}.")]
    for other in trade.responses:
        if other.status in POSITIVE and not item_valid(state, trade, other):
            other.status = "void"
            events.append(public(f"{state.seats[other.seat].name}'s answer is void now."))
    if not any(o.status in POSITIVE for o in trade.responses):
        events += back_to_market(state)
    return events


def close_review(state: BohnanzaState) -> list[Event]:
    return back_to_market(state)
