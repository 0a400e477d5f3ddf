"""The greedy bot in constructed trade situations (spec 10.3, 10.4, 3.6) and the log lines
that tell every seat how a review ended (issue 13: "the acceptors are not told")."""

from __future__ import annotations

import random

from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.bots import GreedyBot, Memory
from boardgames.games.bohnanza.rules import RULES
from boardgames.games.bohnanza.state import MARKET, RESPOND, REVIEW, BohnanzaState
from tests.games.bohnanza.helpers import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    clear_fields,
    compose,
    draw_pile,
    new_game,
    play,
    set_field,
    set_hand,
    set_ship,
    to_market,
)


def market(face_up: list[str], start: int = ALICE) -> BohnanzaState:
    st = new_game("base", 4, start=start)
    clear_fields(st)
    to_market(st, face_up)
    return st


def bot_moves(st: BohnanzaState, seat: int, bot: GreedyBot | None = None) -> list:
    """Let the greedy bot of ``seat`` decide until another seat holds the decision (or the
    phase leaves the trade); returns the actions it took."""
    bot = bot or GreedyBot(RULES, seat)
    rng = random.Random(0)
    taken = []
    while RULES.pending(st) and RULES.pending(st)[0].seat == seat and len(taken) < 40:
        action = bot.choose(RULES.view(st, seat), RULES.legal_actions(st, seat), rng)
        taken.append(action)
        play(st, seat, action)
        if action.kind in ("draft_send", "confirm", "close_review",
                           "end_market", "accept", "decline", "pass"):
            break
    return taken


def texts(events) -> list[str]:
    return [e.text for e in events]


# -- A's own offers are confirmed (10.3 items 2 and 3) ------------------------------------------


def test_the_bot_confirms_the_first_acceptor_of_its_table_gift_in_seat_order() -> None:
    """A = Carol. Her face-up Red and Chili fit none of her fields; the Red can take her
    empty field, and no seat grows Chili, so she gives the Chili to the table. Dave and
    Alice accept, Bob declines. Scored as a deal, giving away a card that could go into an
    empty field is a loss; she made the offer, so she confirms Dave (the first acceptor
    clockwise from her), and Alice is told that her answer is void."""
    st = market(["rot", "feuer"], start=CAROL)
    rot, feuer = st.face_up
    set_field(st, CAROL, 0, "blau", 3)
    set_hand(st, CAROL, ["blau", "soja"])
    carol = GreedyBot(RULES, CAROL)
    moves = bot_moves(st, CAROL, carol)
    assert moves[0] == act.ASK_TABLE and moves[-1] == act.DRAFT_SEND
    assert st.trade is not None and st.trade.proposal.give == [feuer]
    assert st.trade.proposal.want == {}
    play(st, DAVE, act.ACCEPT)
    play(st, ALICE, act.ACCEPT)
    play(st, BOB, act.DECLINE)
    assert st.phase == REVIEW
    action = carol.choose(RULES.view(st, CAROL), RULES.legal_actions(st, CAROL), random.Random(0))
    assert action == act.confirm(DAVE)
    events = play(st, CAROL, action)
    assert st.seats[DAVE].received == [feuer]
    assert "Carol gives 1 Chili Bean (face-up) to Dave for nothing." in texts(events)
    assert "Alice's answer is void now." in texts(events)
    assert st.phase == MARKET and st.face_up == [rot]


def test_the_bot_confirms_an_acceptor_even_when_giving_the_card_scores_as_a_loss() -> None:
    """Her front hand card will clash next turn, so the bot offers it to the table for one
    bean of its biggest field. Scored as a deal, giving a hand card and receiving one Blue
    is about neutral; the bot made the offer, so it confirms the acceptor all the same."""
    st = market([])
    set_field(st, ALICE, 0, "blau", 5)
    set_field(st, ALICE, 1, "soja", 1)
    alice_hand = set_hand(st, ALICE, ["rot", "blau"])
    bot = GreedyBot(RULES, ALICE)
    moves = bot_moves(st, ALICE, bot)
    assert moves[0] == act.ASK_TABLE
    assert st.trade is not None and st.trade.proposal.give == [alice_hand[0]]
    assert st.trade.proposal.want == {"blau": 1}
    bob = set_hand(st, BOB, ["blau", "soja"])
    play(st, BOB, act.ACCEPT)
    play(st, CAROL, act.DECLINE)
    play(st, DAVE, act.DECLINE)
    action = bot.choose(RULES.view(st, ALICE), RULES.legal_actions(st, ALICE), random.Random(0))
    assert action == act.confirm(BOB)
    play(st, ALICE, action)
    assert st.seats[BOB].received == [alice_hand[0]]
    assert st.seats[ALICE].received == [bob[0]]


# -- the log tells the seats how the review ended --------------------------------------------


def test_closing_a_review_tells_the_table_whose_answers_are_dropped() -> None:
    st = market(["garten", "sau"])
    garten = st.face_up[0]
    compose(st, ALICE, act.ASK_TABLE, give=[garten])
    play(st, BOB, act.ACCEPT)
    play(st, CAROL, act.DECLINE)
    play(st, DAVE, act.ACCEPT)
    events = play(st, ALICE, act.CLOSE_REVIEW)
    assert texts(events) == ["Alice closes the review: no trade with Bob and Dave."]
    assert events[0].seats is None  # public: every seat reads it
    assert events[0]["seats"] == [BOB, DAVE]
    assert st.phase == MARKET and st.face_up[0] == garten


def test_closing_after_a_confirmation_names_only_the_answers_left() -> None:
    st = market(["rot"])
    (rot,) = st.face_up
    set_hand(st, ALICE, ["sau", "rot", "blau"])
    set_hand(st, BOB, ["augen", "blau"])
    carol = set_hand(st, CAROL, ["soja", "soja", "feuer"])
    compose(st, ALICE, act.ASK_TABLE, give=[rot], want={"blau": 1})
    play(st, BOB, act.ACCEPT)
    compose(st, CAROL, act.COUNTER, give=carol[:1], want={"sau": 1})
    play(st, DAVE, act.DECLINE)
    events = play(st, ALICE, act.confirm(BOB))
    assert not [e for e in events if e.key == "review_closed"]
    events = play(st, ALICE, act.CLOSE_REVIEW)
    assert texts(events) == ["Alice closes the review: no trade with Carol."]


def test_a_counter_back_tells_the_other_answers_they_are_dropped() -> None:
    st = market(["feuer", "rot"])
    feuer, rot = st.face_up
    set_hand(st, ALICE, ["augen"])
    bob = set_hand(st, BOB, ["blau", "soja"])
    set_hand(st, CAROL, ["blau"])
    set_hand(st, DAVE, ["sau"])
    compose(st, ALICE, act.ASK_TABLE, give=[feuer], want={"blau": 1})
    compose(st, BOB, act.COUNTER, give=[bob[0]], want={"rot": 1, "feuer": 1})
    play(st, CAROL, act.ACCEPT)
    play(st, DAVE, act.DECLINE)
    events = compose(st, ALICE, act.counter_back(BOB), give=[rot], want={"soja": 1})
    assert texts(events)[0] == "Alice closes the review: no trade with Carol."
    assert texts(events)[1].startswith("Alice proposes to Bob")
    assert st.phase == RESPOND and st.active == BOB


def test_a_review_that_ends_by_itself_writes_no_closing_line() -> None:
    st = market(["garten", "sau"])
    compose(st, ALICE, act.ASK_TABLE, give=[st.face_up[0]])
    play(st, BOB, act.ACCEPT)
    play(st, CAROL, act.ACCEPT)
    play(st, DAVE, act.DECLINE)
    events = play(st, ALICE, act.confirm(BOB))
    assert "Carol's answer is void now." in texts(events)
    assert all(e.key != "review_closed" for e in events) and st.phase == MARKET


# -- direct proposals, counters and counter-backs (the kinds the bot never used) ------------


def test_the_bot_offers_a_clashing_card_to_the_seat_that_grows_that_bean() -> None:
    """Dave's field shows Chili (public); Alice's face-up Chili clashes with her fields: she
    proposes it to Dave for one bean of her biggest field, and confirms when he accepts."""
    st = market(["feuer"])
    (feuer,) = st.face_up
    set_field(st, ALICE, 0, "blau", 4)
    set_field(st, ALICE, 1, "soja", 2)
    set_hand(st, ALICE, ["blau"])
    set_field(st, DAVE, 0, "feuer", 2)
    set_field(st, BOB, 0, "feuer", 1)
    dave = set_hand(st, DAVE, ["brech", "blau"])
    bot = GreedyBot(RULES, ALICE)
    moves = bot_moves(st, ALICE, bot)
    assert moves[0] == act.propose(DAVE)
    assert st.trade is not None and st.trade.proposal.kind == "direct"
    assert st.trade.proposal.give == [feuer] and st.trade.proposal.want == {"blau": 1}
    assert bot_moves(st, DAVE) == [act.ACCEPT]  # Dave's greedy bot takes the Chili
    assert bot_moves(st, ALICE, bot) == [act.confirm(DAVE)]
    assert st.seats[DAVE].received == [feuer] and st.seats[ALICE].received == [dave[1]]


def test_a_declined_direct_offer_still_ends_as_a_gift_to_the_table() -> None:
    st = market(["feuer"])
    (feuer,) = st.face_up
    set_field(st, ALICE, 0, "blau", 4)
    set_field(st, ALICE, 1, "soja", 2)
    set_hand(st, ALICE, ["blau"])
    set_field(st, DAVE, 0, "feuer", 2)
    bot = GreedyBot(RULES, ALICE)
    assert bot_moves(st, ALICE, bot)[0] == act.propose(DAVE)
    play(st, DAVE, act.DECLINE)
    moves = bot_moves(st, ALICE, bot)
    assert moves[0] == act.ASK_TABLE
    assert st.trade is not None and st.trade.proposal.give == [feuer]


def test_the_bot_counters_when_it_cannot_pay_but_wants_the_offered_card() -> None:
    """Alice offers a Chili for a Red Bean. Bob grows Chili but holds no Red Bean; his front
    card (Soy) fits none of his full fields. He counters: his Soy for the Chili."""
    st = market(["feuer"])
    (feuer,) = st.face_up
    compose(st, ALICE, act.ASK_TABLE, give=[feuer], want={"rot": 1})
    set_field(st, BOB, 0, "feuer", 2)
    set_field(st, BOB, 1, "blau", 3)
    bob = set_hand(st, BOB, ["soja", "blau"])
    moves = bot_moves(st, BOB)
    assert moves[0] == act.COUNTER and moves[-1] == act.DRAFT_SEND
    r = st.trade.response(BOB)
    assert r is not None and r.status == "countered" and r.offer is not None
    assert r.offer.give == [bob[0]] and r.offer.want == {"feuer": 1}


def test_the_bot_declines_rather_than_counters_without_a_burden_to_offer() -> None:
    st = market(["feuer"])
    compose(st, ALICE, act.ASK_TABLE, give=[st.face_up[0]], want={"rot": 1})
    set_field(st, BOB, 0, "feuer", 2)
    set_field(st, BOB, 1, "blau", 3)
    set_hand(st, BOB, ["blau", "soja"])  # the front card fits: nothing to get rid of
    assert bot_moves(st, BOB) == [act.DECLINE]


def test_the_bot_counters_back_a_counter_that_asks_too_much() -> None:
    """Bob counters Alice's gift of a Red Bean: his Blue (which fits Alice's Blue field)
    for her two hand Soy Beans that fit her Soy field. Too dear; Alice answers once with
    new terms: her clashing face-up Chili for his Blue."""
    st = market(["rot", "feuer"])
    rot, feuer = st.face_up
    set_field(st, ALICE, 0, "blau", 4)
    set_field(st, ALICE, 1, "soja", 2)
    set_hand(st, ALICE, ["soja", "soja"])
    bob = set_hand(st, BOB, ["blau", "augen"])
    compose(st, ALICE, act.propose(BOB), give=[rot])
    compose(st, BOB, act.COUNTER, give=[bob[0]], want={"soja": 2})
    assert st.phase == REVIEW
    bot = GreedyBot(RULES, ALICE)
    moves = bot_moves(st, ALICE, bot)
    assert moves[0] == act.counter_back(BOB) and moves[-1] == act.DRAFT_SEND
    assert st.trade is not None and st.trade.proposal.to_seat == BOB
    assert st.trade.proposal.give in ([rot], [feuer])
    assert st.trade.proposal.want == {"blau": 1}
    play(st, BOB, act.ACCEPT)
    assert bot_moves(st, ALICE, bot) == [act.confirm(BOB)]
    assert st.seats[ALICE].received == [bob[0]]


# -- ships come home to take a field (10.5: "bring a ship home when ... a matching field
#    must be harvested soon") -------------------------------------------------------------


def near_the_end_with_blue_at_sea(field: int = 3, cargo: int = 3) -> tuple[BohnanzaState,
                                                                           GreedyBot]:
    st = new_game("lib", 4)
    clear_fields(st)
    to_market(st, [])
    set_field(st, ALICE, 0, "blau", field)
    set_field(st, ALICE, 1, "soja", 2)
    set_hand(st, ALICE, ["soja"])
    set_ship(st, ALICE, "m1", "blau", cargo, at="bohnbay")
    st.exhaustions = 2
    draw_pile(st, 10)
    bot = GreedyBot(RULES, ALICE)
    bot.memory = Memory(turn=st.turn, tried={"open_call", "gift_front", "gift_face_up"})
    return st, bot


def test_near_the_end_a_ship_comes_home_and_takes_the_matching_field() -> None:
    """Blue ×3 at sea and Blue ×3 in a field are worth nothing apart and 2 coins together;
    only a ship at home can take a field, also in the last loading."""
    st, bot = near_the_end_with_blue_at_sea()
    rng = random.Random(0)
    first = bot.choose(RULES.view(st, ALICE), RULES.legal_actions(st, ALICE), rng)
    assert first == act.sail("m1", "home", 0)
    play(st, ALICE, first)
    second = bot.choose(RULES.view(st, ALICE), RULES.legal_actions(st, ALICE), rng)
    assert second == act.harvest(0, "m1")
    play(st, ALICE, second)
    assert len(st.seats[ALICE].ships["m1"].cargo) == 6 and not st.seats[ALICE].fields[0]
    for _ in range(5):  # and it does not sail off again this turn
        a = bot.choose(RULES.view(st, ALICE), RULES.legal_actions(st, ALICE), rng)
        assert a.kind != "sail"
        if a == act.END_MARKET:
            break
        play(st, ALICE, a)


def test_a_ship_comes_home_only_when_merging_pays() -> None:
    st, bot = near_the_end_with_blue_at_sea(4, 4)  # 1 + 1 coins apart, 8 Blue pay 3
    a = bot.choose(RULES.view(st, ALICE), RULES.legal_actions(st, ALICE), random.Random(0))
    assert a == act.sail("m1", "home", 0)
    st, bot = near_the_end_with_blue_at_sea(6, 6)  # 2 + 2 apart, 12 Blue pay 4: no gain
    a = bot.choose(RULES.view(st, ALICE), RULES.legal_actions(st, ALICE), random.Random(0))
    assert a != act.sail("m1", "home", 0)


def test_a_ship_comes_home_for_the_field_its_clashing_front_card_needs() -> None:
    """Mid-game: the front card (Black-eyed) fits no field, so the Blue field must be harvested next
    turn; the Blue ship at sea comes home so that the harvest can load onto it."""
    st = new_game("lib", 4)
    clear_fields(st)
    to_market(st, [])
    set_field(st, ALICE, 0, "blau", 3)
    set_field(st, ALICE, 1, "soja", 1)
    set_hand(st, ALICE, ["augen", "soja"])
    set_ship(st, ALICE, "m1", "blau", 3, at="bohnaco")
    bot = GreedyBot(RULES, ALICE)
    bot.memory = Memory(turn=st.turn, tried={"open_call", "gift_front", "gift_face_up"})
    a = bot.choose(RULES.view(st, ALICE), RULES.legal_actions(st, ALICE), random.Random(0))
    assert a == act.sail("m1", "home", 0)
    set_hand(st, ALICE, ["soja", "augen"])  # the front card fits: the ship stays out
    bot.memory = Memory(turn=st.turn, tried={"open_call", "gift_front", "gift_face_up"})
    a = bot.choose(RULES.view(st, ALICE), RULES.legal_actions(st, ALICE), random.Random(0))
    assert a != act.sail("m1", "home", 0)
