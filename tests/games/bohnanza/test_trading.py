"""The trade protocol of 3.6 / 3.14: TC07-TC11, counters, counter-backs, picks, the guard."""

from __future__ import annotations

import pytest

from boardgames.core.rules import IllegalAction
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.rules import RULES
from boardgames.games.bohnanza.state import MARKET, PLANT_RECEIVED, RESPOND, REVIEW
from boardgames.games.bohnanza.view import build_view
from tests.games.bohnanza.helpers import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    beans,
    clear_fields,
    compose,
    legal,
    new_game,
    play,
    set_field,
    set_hand,
    set_ship,
    to_market,
)


def base_market(face_up: list[str]):
    st = new_game("base", 4)
    clear_fields(st)
    to_market(st, face_up)
    return st


def texts(events) -> list[str]:
    return [e.text for e in events]


def test_tc07_direct_proposal_offer_response_confirmation() -> None:
    st = base_market(["feuer", "rot"])
    feuer, rot = st.face_up
    bob = set_hand(st, BOB, ["soja", "blau", "blau"])
    compose(st, ALICE, act.propose(BOB), give=[feuer], want={"blau": 1})
    assert RULES.pending(st)[0].seat == BOB and st.phase == RESPOND
    play(st, BOB, act.ACCEPT)
    assert st.pick is not None  # two copies: Bob chooses which
    assert set(legal(st, BOB)) == {act.pick(bob[1]), act.pick(bob[2]), act.DRAFT_CANCEL}
    play(st, BOB, act.pick(bob[2]))
    assert st.phase == REVIEW and RULES.pending(st)[0].seat == ALICE
    assert st.seats[BOB].hand == bob  # nothing moved yet (R18)
    events = play(st, ALICE, act.confirm(BOB))
    assert st.seats[BOB].received == [feuer]
    assert st.seats[ALICE].received == [bob[2]]
    assert st.seats[BOB].hand == bob[:2] and st.face_up == [rot]
    assert "Alice gives 1 Chili Bean (face-up) to Bob for 1 Blue Bean." in texts(events)
    assert st.phase == MARKET
    hand_before = len(st.seats[ALICE].hand)
    play(st, ALICE, act.END_MARKET)
    assert st.phase == PLANT_RECEIVED and st.active == ALICE
    play(st, ALICE, act.plant_pending(bob[2], 1))  # Alice picks her own order: Blau first
    play(st, ALICE, act.plant_pending(rot, 0))
    assert st.phase == PLANT_RECEIVED and st.active == BOB
    play(st, BOB, act.plant_pending(feuer, 0))
    assert st.turn_player == BOB and st.turn == 2  # Alice drew and the turn passed
    assert len(st.seats[ALICE].hand) == hand_before + 3


def test_tc08_a_want_the_partner_cannot_meet() -> None:
    st = base_market(["feuer", "sau"])
    bob = set_hand(st, BOB, ["feuer", "soja"])
    compose(st, ALICE, act.propose(BOB), want={"feuer": 2})
    options = legal(st, BOB)
    assert act.ACCEPT not in options
    assert act.COUNTER in options and act.DECLINE in options
    with pytest.raises(IllegalAction) as err:
        RULES.check(st, BOB, act.ACCEPT)
    assert "feuer" not in err.value.reason.lower()
    assert all(c not in repr(build_view(st, ALICE)) for c in bob)
    events = play(st, BOB, act.DECLINE)
    assert st.phase == MARKET and st.active == ALICE
    assert texts(events) == ["Bob declined."]


def table_round(hand_has_rot: bool):
    st = base_market(["rot"])
    (rot,) = st.face_up
    alice = set_hand(st, ALICE, ["sau", "rot" if hand_has_rot else "brech", "blau"])
    bob = set_hand(st, BOB, ["augen", "blau"])
    carol = set_hand(st, CAROL, ["soja", "soja", "feuer"])
    set_hand(st, DAVE, ["sau"])
    compose(st, ALICE, act.ASK_TABLE, give=[rot], want={"blau": 1})
    assert st.active == BOB
    play(st, BOB, act.ACCEPT)  # a single Blau: taken at once
    assert st.active == CAROL
    compose(st, CAROL, act.COUNTER, give=carol[:2], want={"rot": 1})
    assert st.active == DAVE
    play(st, DAVE, act.DECLINE)
    assert st.phase == REVIEW
    return st, rot, alice, bob, carol


def test_tc09_table_ask_with_several_answers() -> None:
    st, rot, alice, bob, carol = table_round(hand_has_rot=True)
    statuses = {r.seat: r.status for r in st.trade.responses}
    assert statuses == {BOB: "accepted", CAROL: "countered", DAVE: "declined"}
    assert {act.confirm(BOB), act.confirm(CAROL)} <= set(legal(st, ALICE))
    play(st, ALICE, act.confirm(BOB))
    assert st.seats[BOB].received == [rot]
    assert st.phase == REVIEW and act.confirm(CAROL) in legal(st, ALICE)
    play(st, ALICE, act.confirm(CAROL))  # the hand Rot is the only copy left: no pick
    assert st.seats[ALICE].hand == [alice[0], alice[2]]
    assert st.seats[ALICE].received == [bob[1], carol[0], carol[1]]
    assert st.seats[CAROL].received == [alice[1]]
    assert st.phase == MARKET


def test_tc09_variant_counter_becomes_void() -> None:
    st, *_ = table_round(hand_has_rot=False)
    events = play(st, ALICE, act.confirm(BOB))
    assert "Carol's answer is void now." in texts(events)
    assert st.phase == MARKET and st.trade is None


def test_tc10_gifts() -> None:
    st = base_market(["garten", "sau"])
    garten = st.face_up[0]
    compose(st, ALICE, act.propose(BOB), give=[garten])
    assert act.ACCEPT in legal(st, BOB)
    play(st, BOB, act.DECLINE)
    assert st.face_up[0] == garten and st.seats[BOB].received == []

    bob = set_hand(st, BOB, ["sau", "blau"])
    play(st, ALICE, act.OPEN_CALL)
    assert set(legal(st, BOB)) >= {act.OFFER, act.PASS} and act.ACCEPT not in legal(st, BOB)
    compose(st, BOB, act.OFFER, give=[bob[0]])
    play(st, CAROL, act.PASS)
    play(st, DAVE, act.PASS)
    assert st.phase == REVIEW
    play(st, ALICE, act.confirm(BOB))
    assert st.seats[ALICE].received == [bob[0]]
    assert st.seats[BOB].hand == [bob[1]]
    play(st, ALICE, act.END_MARKET)
    assert st.phase == PLANT_RECEIVED and st.active == ALICE  # she must plant the Sau


def test_a_gift_to_the_table_goes_to_one_acceptor() -> None:
    st = base_market(["garten", "sau"])
    garten = st.face_up[0]
    compose(st, ALICE, act.ASK_TABLE, give=[garten])
    for seat in (BOB, CAROL, DAVE):
        play(st, seat, act.ACCEPT)
    play(st, ALICE, act.confirm(CAROL))
    assert st.seats[CAROL].received == [garten]
    assert st.phase == MARKET  # the other acceptances became void


def test_tc11_illegal_trade_shapes() -> None:
    st = base_market(["feuer", "rot"])
    assert legal(st, BOB) == []
    with pytest.raises(IllegalAction):
        RULES.check(st, BOB, act.propose(CAROL))
    with pytest.raises(IllegalAction):
        RULES.check(st, ALICE, act.propose(ALICE))
    received = st.seats[ALICE].received
    received.append(st.draw.pop(0))
    set_field(st, ALICE, 0, "sau", 1)
    play(st, ALICE, act.propose(BOB))
    assert act.DRAFT_SEND not in legal(st, ALICE)  # empty on both sides
    assert act.draft_give(received[0]) not in legal(st, ALICE)
    assert act.draft_give(st.seats[ALICE].fields[0][0]) not in legal(st, ALICE)
    play(st, ALICE, act.DRAFT_CANCEL)
    assert st.draft is None and st.phase == MARKET

    bob = set_hand(st, BOB, ["blau"])
    set_field(st, BOB, 0, "soja", 1)
    st.seats[BOB].received.append(st.draw.pop(0))
    play(st, ALICE, act.OPEN_CALL)
    play(st, BOB, act.OFFER)
    allowed = {a.cid for a in legal(st, BOB) if a.kind == "draft_give"}
    assert allowed == set(bob)  # never fields, received or face-up cards
    play(st, BOB, act.DRAFT_CANCEL)
    play(st, BOB, act.PASS)
    play(st, CAROL, act.PASS)
    play(st, DAVE, act.PASS)
    draw_size = len(st.draw)
    for cid in list(st.face_up):
        compose(st, ALICE, act.propose(BOB), give=[cid])
        play(st, BOB, act.ACCEPT)
        play(st, ALICE, act.confirm(BOB))
    assert st.face_up == [] and len(st.draw) == draw_size  # no second reveal (R17)

    duel = new_game("duel", 2)
    to_market(duel, ["feuer"])
    kinds = {a.kind for a in legal(duel, ALICE)}
    assert not kinds & {"propose", "ask_table", "open_call"}
    with pytest.raises(IllegalAction, match="no trading in the duel"):
        RULES.check(duel, ALICE, act.ASK_TABLE)


def test_cargo_and_coins_can_never_be_given() -> None:
    st = new_game("lib", 4)
    to_market(st, ["feuer"])
    ship = set_ship(st, ALICE, "m1", "blau", 2)
    play(st, ALICE, act.ASK_TABLE)
    gives = {a.cid for a in legal(st, ALICE) if a.kind == "draft_give"}
    assert not gives & set(ship.cargo)
    assert gives == set(st.face_up) | set(st.seats[ALICE].hand)


def test_counter_then_counter_back() -> None:
    st = base_market(["feuer", "rot"])
    feuer, rot = st.face_up
    set_hand(st, ALICE, ["augen"])
    bob = set_hand(st, BOB, ["blau", "soja"])
    compose(st, ALICE, act.propose(BOB), give=[feuer], want={"blau": 1})
    compose(st, BOB, act.COUNTER, give=[bob[0]], want={"rot": 1, "feuer": 1})
    assert st.phase == REVIEW
    assert st.trade.responses[0].status == "countered"
    compose(st, ALICE, act.counter_back(BOB), give=[rot], want={"soja": 1})
    assert st.phase == RESPOND and st.active == BOB
    assert st.trade.proposal.kind == "direct" and len(st.trade.responses) == 0
    play(st, BOB, act.ACCEPT)
    play(st, ALICE, act.confirm(BOB))
    assert st.seats[BOB].received == [rot] and st.seats[ALICE].received == [bob[1]]


def test_confirming_a_counter_lets_a_pick_between_face_up_and_hand() -> None:
    st = base_market(["rot", "feuer"])
    rot_up = st.face_up[0]
    alice = set_hand(st, ALICE, ["rot", "blau"])
    bob = set_hand(st, BOB, ["soja"])
    play(st, ALICE, act.OPEN_CALL)
    compose(st, BOB, act.OFFER, give=bob, want={"rot": 1})
    play(st, CAROL, act.PASS)
    play(st, DAVE, act.PASS)
    play(st, ALICE, act.confirm(BOB))
    assert set(legal(st, ALICE)) == {act.pick(rot_up), act.pick(alice[0]), act.DRAFT_CANCEL}
    play(st, ALICE, act.DRAFT_CANCEL)
    assert st.phase == REVIEW and st.pick is None
    play(st, ALICE, act.confirm(BOB))
    play(st, ALICE, act.pick(alice[0]))
    assert st.seats[BOB].received == [alice[0]] and st.face_up[0] == rot_up


def test_the_proposal_guard_stops_new_openings() -> None:
    st = base_market(["feuer", "rot"])
    limit = st.cfg.max_proposals
    for _ in range(limit):
        play(st, ALICE, act.ASK_TABLE)
        play(st, ALICE, act.DRAFT_CANCEL)
    kinds = {a.kind for a in legal(st, ALICE)}
    assert not kinds & {"propose", "ask_table", "open_call"}
    assert act.END_MARKET in legal(st, ALICE)


def test_r16_non_active_seats_never_propose() -> None:
    st = base_market(["feuer", "rot"])
    compose(st, ALICE, act.propose(BOB), give=[st.face_up[0]])
    kinds = {a.kind for a in legal(st, BOB)}
    assert not kinds & {"propose", "ask_table", "open_call"}


def test_public_view_shows_proposed_hand_cards_as_beans_only() -> None:
    st = base_market(["feuer", "rot"])
    alice = set_hand(st, ALICE, ["soja", "blau"])
    compose(st, ALICE, act.propose(BOB), give=[alice[1]], want={"sau": 1})
    for viewer in (None, BOB, CAROL):
        give = build_view(st, viewer).trade.proposal.give
        assert [(g.bean, g.source, g.cid) for g in give] == [("blau", "hand", None)]
    own = build_view(st, ALICE).trade.proposal.give
    assert own[0].cid == alice[1]
    assert beans(st, [alice[1]]) == ["blau"]
