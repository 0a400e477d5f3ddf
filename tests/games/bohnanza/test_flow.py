"""Reveal, draw, reshuffle and the end of the game: TC20-TC27, TC31, R24-R25, R43-R45."""

from __future__ import annotations

import random

from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza import effects
from boardgames.games.bohnanza.rules import RULES
from boardgames.games.bohnanza.state import (
    FINAL_WINDOW,
    MARKET,
    OVER,
    PLANT_RECEIVED,
    RAID_RESPONSE,
)
from tests.games.bohnanza.helpers import (
    ALICE,
    BOB,
    DAVE,
    beans,
    clear_fields,
    draw_pile,
    legal,
    new_game,
    play,
    set_coins,
    set_discard,
    set_field,
    set_hand,
    set_row,
    set_ship,
    stack_draw,
    to_market,
)

RNG = random.Random(0)


def test_tc20_duel_discard_chain() -> None:
    st = new_game("duel", 2)
    clear_fields(st)
    set_discard(st, ["soja", "feuer", "brech", "blau"])
    stack_draw(st, ["feuer", "soja", "blau"])
    set_hand(st, ALICE, ["sau"])
    play(st, ALICE, act.plant_front(0))  # the hand is empty: phase 2 starts by itself
    assert beans(st, st.face_up) == ["feuer", "soja", "blau", "soja", "feuer"]
    assert beans(st, st.discard[-2:]) == ["blau", "brech"]
    assert st.chained == st.face_up[3:]
    play(st, ALICE, act.END_MARKET)
    assert st.phase == PLANT_RECEIVED and st.active == ALICE
    assert len([a for a in legal(st, ALICE) if a.kind == "plant_pending"]) >= 5


def test_duel_chain_can_take_back_the_phase_one_discard() -> None:
    st = new_game("duel", 2)
    clear_fields(st)
    set_discard(st, [])
    stack_draw(st, ["sau", "soja", "brech"])
    hand = set_hand(st, ALICE, ["blau", "sau"])
    play(st, ALICE, act.plant_front(0))
    play(st, ALICE, act.duel_discard(hand[1]))
    assert st.phase == MARKET and hand[1] in st.face_up


def test_tc21_duel_non_active_player_only_answers_raids() -> None:
    st = new_game("duel", 2)
    clear_fields(st)
    set_field(st, BOB, 0, "blau", 5)
    set_coins(st, BOB, 6)
    assert legal(st, BOB) == []
    to_market(st, ["feuer"])
    set_ship(st, ALICE, "pirate")
    set_ship(st, BOB, "m1", "blau", 6)
    assert legal(st, BOB) == []
    play(st, ALICE, act.raid(BOB, "m1"))
    assert st.phase == RAID_RESPONSE
    play(st, BOB, act.RAID_SELL)
    assert len(st.seats[BOB].coins) == 8
    effects.finish(st, RNG, [])
    assert st.phase == FINAL_WINDOW and st.active == BOB  # Alice has nothing to load
    assert {a.kind for a in legal(st, BOB)} <= {"harvest", "transfer_cargo", "done_final"}


def test_tc22_reshuffle() -> None:
    st = new_game("base", 4)
    draw_pile(st, 1, discard=30)
    st.turn_player = ALICE
    hand = len(st.seats[ALICE].hand)
    events: list = []
    effects.draw_phase(st, RNG, events)
    RULES.check_invariants(st)
    assert st.exhaustions == 1 and st.discard == [] and len(st.draw) == 28
    assert len(st.seats[ALICE].hand) == hand + 3
    assert any("exhaustion 1 of 3" in e.text for e in events)

    duel = new_game("duel", 2)
    draw_pile(duel, 1, discard=30)
    duel.set_aside = [duel.seats[BOB].coins.pop() for _ in range(5)]
    duel.seats[BOB].stats.spent += 5
    RULES.check_invariants(duel)
    duel.turn_player = ALICE
    effects.draw_phase(duel, RNG, [])
    assert duel.exhaustions == 1 and duel.set_aside == [] and len(duel.draw) == 35 - 1


def test_tc23_game_end_during_phase_two() -> None:
    st = new_game("base", 4)
    st.exhaustions = 2
    clear_fields(st)
    hand = set_hand(st, ALICE, ["blau", "soja"])
    draw_pile(st, 1)
    play(st, ALICE, act.plant_front(0))
    play(st, ALICE, act.END_PLANTING)
    assert st.exhaustions == 3 and st.end_trigger == "during_reveal"
    assert len(st.face_up) == 1 and st.phase == MARKET
    assert act.ASK_TABLE in legal(st, ALICE)  # trading goes on
    play(st, ALICE, act.END_MARKET)
    assert st.phase == PLANT_RECEIVED
    play(st, ALICE, next(a for a in legal(st, ALICE) if a.kind == "plant_pending"))
    assert st.phase == OVER
    assert st.seats[ALICE].hand == hand[1:]  # no draw
    assert RULES.pending(st) == [] and RULES.scores(st).final


def test_tc24_game_end_during_the_draw() -> None:
    st = new_game("lib", 4)
    clear_fields(st)
    to_market(st, [])
    set_row(st, "bohnbay", [])
    st.exhaustions = 2
    draw_pile(st, 2)
    hand = len(st.seats[ALICE].hand)
    play(st, ALICE, act.END_MARKET)
    assert st.exhaustions == 3 and st.end_trigger == "during_draw"
    assert len(st.seats[ALICE].hand) == hand + 2 and st.rows["bohnbay"] == []
    assert st.phase in (FINAL_WINDOW, OVER)


def test_tc25_game_end_during_the_refill() -> None:
    st = new_game("lib", 4)
    clear_fields(st)
    to_market(st, [])
    set_row(st, "bohnbay", [])
    set_row(st, "bohnaco", [])
    st.exhaustions = 2
    draw_pile(st, 4)
    play(st, ALICE, act.END_MARKET)
    assert st.exhaustions == 3 and st.end_trigger == "during_draw"
    assert len(st.rows["bohnbay"]) == 1 and st.rows["bohnaco"] == []


def test_tc26_final_window_and_settlement() -> None:
    st = new_game("lib", 4)
    clear_fields(st)
    for seat in range(4):
        set_ship(st, seat, "m1")
    set_field(st, ALICE, 0, "blau", 3)
    set_field(st, ALICE, 1, "sau", 1)
    set_ship(st, ALICE, "m1", "blau", 3)
    set_coins(st, ALICE, 10)
    to_market(st, [])
    st.end_trigger = "during_reveal"
    events: list = []
    effects.finish(st, RNG, events)
    assert st.phase == FINAL_WINDOW and st.active == ALICE
    assert act.harvest(0, "m1") in legal(st, ALICE)
    play(st, ALICE, act.harvest(0, "m1"))
    assert len(st.seats[ALICE].ships["m1"].cargo) == 6
    play(st, ALICE, act.DONE_FINAL)
    assert st.phase == OVER  # Bob, Carol and Dave had nothing to load
    assert len(st.seats[ALICE].coins) == 12
    result = RULES.scores(st)
    assert result.totals[ALICE] == 12 and result.final
    for seat in st.seats:
        assert seat.stats.coins() == len(seat.coins)


def test_settlement_without_the_window_and_zero_value_cargo() -> None:
    st = new_game("lib", 4)
    clear_fields(st)
    set_field(st, ALICE, 0, "blau", 3)
    set_ship(st, ALICE, "m1", "blau", 3, at="bohnbay")
    set_coins(st, ALICE, 10)
    discard = len(st.discard)
    effects.settle(st, [])
    assert len(st.seats[ALICE].coins) == 10 and len(st.discard) == discard + 6
    RULES.check_invariants(st)


def finished(start: int, coins: list[int], hands: list[int], tie_break: str):
    st = new_game("base", 4, start=start)
    clear_fields(st)
    st.tie_break = tie_break
    for seat, h in enumerate(hands):
        set_hand(st, seat, ["soja"] * h)
    for seat, c in enumerate(coins):
        set_coins(st, seat, c)
    st.phase = OVER
    return RULES.scores(st)


def test_tc27_tie_break() -> None:
    result = finished(2, [12, 9, 11, 12], [2, 0, 0, 4], "furthest_clockwise_from_start")
    assert result.winners == [ALICE]
    assert "Alice sits furthest" in result.note
    result = finished(2, [12, 9, 11, 12], [2, 0, 0, 4], "most_hand_cards")
    assert result.winners == [DAVE]
    result = finished(2, [12, 9, 11, 12], [3, 0, 0, 3], "most_hand_cards")
    assert result.winners == [ALICE, DAVE] and "share" in result.note


def test_tc31_exhaustion_with_an_empty_discard_pile() -> None:
    st = new_game("base", 4)
    st.exhaustions = 1
    draw_pile(st, 1, discard=0)
    st.turn_player = ALICE
    effects.draw_phase(st, RNG, [])
    assert st.exhaustions == 3 and st.phase == OVER
    assert st.end_trigger == "during_draw"


def empty_after_last_draw(harvest_first: bool):
    st = new_game("base", 4)
    clear_fields(st)
    st.exhaustions = 1
    set_hand(st, BOB, ["soja"])
    set_field(st, BOB, 0, "blau", 3 if harvest_first else 0)
    draw_pile(st, 3, discard=0)
    to_market(st, [])
    play(st, ALICE, act.END_MARKET)  # Alice draws the last 3 cards
    assert st.exhaustions == 2 and st.draw == [] and st.turn_player == BOB
    if harvest_first:
        play(st, BOB, act.harvest(0))
        assert len(st.discard) == 3
    play(st, BOB, act.plant_front(1))  # the hand is empty: the reveal follows by itself
    return st


def test_tc31_variant_reshuffle_without_counting() -> None:
    st = empty_after_last_draw(harvest_first=True)
    assert st.exhaustions == 2 and len(st.face_up) == 2 and len(st.draw) == 1
    assert st.phase == MARKET and st.end_trigger == "none"


def test_tc31_variant_end_with_no_face_up_card() -> None:
    st = empty_after_last_draw(harvest_first=False)
    assert st.exhaustions == 3 and st.face_up == [] and st.end_trigger == "during_reveal"
    assert st.phase == MARKET
    play(st, BOB, act.END_MARKET)
    assert st.phase == OVER


def test_scores_mid_game_say_what_the_end_would_pay() -> None:
    st = new_game("lib", 4)
    clear_fields(st)
    set_field(st, ALICE, 0, "blau", 6)
    set_ship(st, BOB, "m1", "soja", 4)
    result = RULES.scores(st)
    assert not result.final
    assert result.totals[ALICE] == 2 and result.totals[BOB] == 2
    assert [c.key for c in result.categories] == [
        "field_harvests",
        "cargo_sales",
        "purchases",
        "final_fields",
        "final_cargo",
    ]
