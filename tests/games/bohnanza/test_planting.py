"""Planting, harvesting and coins: TC01-TC06, TC19 and R6-R14."""

from __future__ import annotations

import random

from boardgames.core.plain import canonical_json
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza import effects
from boardgames.games.bohnanza.rules import RULES
from boardgames.games.bohnanza.state import FINAL_WINDOW, MARKET, PLANT_HAND
from boardgames.games.bohnanza.view import build_view
from tests.games.bohnanza.helpers import (
    ALICE,
    BOB,
    beans,
    clear_fields,
    compose,
    legal,
    new_game,
    play,
    set_coins,
    set_field,
    set_hand,
    set_ship,
    stack_draw,
    to_market,
)


def harvest_result(mode: str, bean: str, n: int, expansion: bool = False) -> tuple[int, int]:
    """(coins earned, cards discarded) when Alice harvests ``n`` beans of ``bean``."""
    st = new_game(mode, 4, expansion=expansion)
    set_field(st, ALICE, 0, bean, n)
    set_field(st, ALICE, 1, None)
    discard = len(st.discard)
    play(st, ALICE, act.harvest(0))
    return len(st.seats[ALICE].coins), len(st.discard) - discard


def test_tc01_garden_beanometer_gaps() -> None:
    assert harvest_result("base", "garten", 1) == (0, 1)
    assert harvest_result("base", "garten", 2) == (2, 0)
    assert harvest_result("base", "garten", 3) == (3, 0)
    assert harvest_result("base", "garten", 4) == (3, 1)
    st = new_game("base", 4)
    set_field(st, ALICE, 0, "garten", 1)
    field = build_view(st, ALICE).seats[ALICE].fields[0]
    assert (field.next_need, field.next_coins) == (2, 2)
    set_field(st, ALICE, 0, "garten", 3)
    field = build_view(st, ALICE).seats[ALICE].fields[0]
    assert field.next_need is None and field.value == 3


def test_tc02_the_four_coin_cap_and_cocoa() -> None:
    assert harvest_result("base", "blau", 13, expansion=True) == (4, 9)
    assert harvest_result("base", "feuer", 8, expansion=True)[0] == 3
    assert harvest_result("base", "feuer", 9, expansion=True)[0] == 4
    assert harvest_result("base", "kakao", 1, expansion=True) == (0, 1)
    assert harvest_result("base", "kakao", 2, expansion=True)[0] == 2
    assert harvest_result("base", "kakao", 4, expansion=True) == (4, 0)


def test_tc03_coins_are_the_harvested_cards() -> None:
    st = new_game("base", 3)
    set_field(st, ALICE, 0, "soja", 4)
    field = list(st.seats[ALICE].fields[0])
    play(st, ALICE, act.harvest(0))
    assert st.seats[ALICE].coins == field[:2]
    assert st.discard[-2:] == field[2:]
    assert sum(1 for _ in st.cfg.cids) == 104
    for viewer in (None, 0, 1, 2):
        text = canonical_json(RULES.view(st, viewer))
        assert all(f'"{c}"' not in text for c in field[:2])
        assert RULES.view(st, viewer).seats[ALICE].coins == 2


def test_tc04_bean_protection_rule() -> None:
    st = new_game("base", 4)
    set_field(st, ALICE, 0, "feuer", 1)
    set_field(st, ALICE, 1, "soja", 3)
    assert act.harvest(0) not in legal(st, ALICE)
    assert act.harvest(1) in legal(st, ALICE)
    set_field(st, ALICE, 1, "augen", 1)
    assert {act.harvest(0), act.harvest(1)} <= set(legal(st, ALICE))
    set_field(st, ALICE, 0, "blau", 1)
    set_field(st, ALICE, 1, None)
    set_field(st, ALICE, 2, "sau", 2)
    assert act.harvest(0) not in legal(st, ALICE)
    assert act.harvest(2) in legal(st, ALICE)

    lib = new_game("lib", 4)
    set_field(lib, ALICE, 0, "feuer", 1)
    set_field(lib, ALICE, 1, "soja", 3)
    assert act.harvest(0, "m1") not in legal(lib, ALICE)
    assert act.harvest(1, "m1") in legal(lib, ALICE)
    lib.phase, lib.active, lib.queue = FINAL_WINDOW, ALICE, [ALICE]
    assert act.harvest(0, "m1") in legal(lib, ALICE)
    assert act.harvest(0) not in legal(lib, ALICE)  # the final window only loads ships


def test_tc05_phase_one_must_may_and_making_room() -> None:
    st = new_game("base", 4)
    set_hand(st, ALICE, ["blau", "soja", "rot"])
    set_field(st, ALICE, 0, "feuer", 1)
    set_field(st, ALICE, 1, "soja", 3)
    set_coins(st, ALICE, 2)
    options = legal(st, ALICE)
    assert not [a for a in options if a.kind == "plant_front"]
    assert act.END_PLANTING not in options
    assert act.harvest(1) in options and act.harvest(0) not in options
    assert act.buy("third_field") not in options
    play(st, ALICE, act.harvest(1))
    assert len(st.seats[ALICE].coins) == 3
    play(st, ALICE, act.plant_front(1))
    assert beans(st, st.seats[ALICE].fields[1]) == ["blau"]
    options = legal(st, ALICE)
    assert not [a for a in options if a.kind == "plant_front"]  # Soja fits nowhere
    assert act.END_PLANTING in options
    assert act.harvest(0) in options  # both fields hold one bean now
    assert act.buy("third_field") in options
    play(st, ALICE, act.buy("third_field"))
    assert len(st.seats[ALICE].coins) == 0 and len(st.seats[ALICE].fields) == 3
    play(st, ALICE, act.plant_front(2))
    assert st.phase == MARKET  # two cards planted: phase 1 ends by itself


def test_r10_never_more_than_two_hand_cards() -> None:
    st = new_game("base", 4)
    clear_fields(st)
    set_hand(st, ALICE, ["blau", "blau", "blau"])
    play(st, ALICE, act.plant_front(0))
    assert st.phase == PLANT_HAND
    play(st, ALICE, act.plant_front(0))
    assert st.phase == MARKET and len(st.seats[ALICE].hand) == 1
    assert act.plant_front(0) not in legal(st, ALICE)


def test_r8_two_fields_may_hold_the_same_bean() -> None:
    st = new_game("base", 4)
    clear_fields(st)
    set_hand(st, ALICE, ["blau", "blau"])
    set_field(st, ALICE, 0, "blau", 2)
    assert {act.plant_front(0), act.plant_front(1)} <= set(legal(st, ALICE))
    play(st, ALICE, act.plant_front(1))
    assert beans(st, st.seats[ALICE].fields[1]) == ["blau"]


def test_tc06_hand_order_is_sacred() -> None:
    st = new_game("base", 4)
    clear_fields(st)
    bob = set_hand(st, BOB, ["rot", "soja", "blau", "feuer"])
    to_market(st, ["feuer", "sau"])
    compose(st, ALICE, act.propose(BOB), want={"blau": 1})
    play(st, BOB, act.ACCEPT)
    play(st, ALICE, act.confirm(BOB))
    assert st.seats[BOB].hand == [bob[0], bob[1], bob[3]]
    stack_draw(st, ["augen", "sau", "blau"])
    st.turn_player = BOB
    effects.draw_phase(st, random.Random(0), [])
    RULES.check_invariants(st)
    assert beans(st, st.seats[BOB].hand) == ["rot", "soja", "feuer", "augen", "sau", "blau"]


def test_tc19_duel_discard_in_phase_one() -> None:
    st = new_game("duel", 2)
    clear_fields(st)
    hand = set_hand(st, ALICE, ["sau", "blau", "soja"])
    assert act.duel_discard(hand[0]) in legal(st, ALICE)
    play(st, ALICE, act.duel_discard(hand[0]))
    assert st.discard[-1] == hand[0]
    options = legal(st, ALICE)
    assert act.END_PLANTING not in options  # Blau is now the mandatory plant
    assert not [a for a in options if a.kind == "duel_discard"]
    play(st, ALICE, act.plant_front(0))
    play(st, ALICE, act.plant_front(1))
    assert st.phase == MARKET
    assert not [a for a in legal(st, ALICE) if a.kind == "duel_discard"]

    st = new_game("duel", 2)
    clear_fields(st)
    hand = set_hand(st, ALICE, ["sau", "blau", "soja"])
    play(st, ALICE, act.plant_front(0))
    play(st, ALICE, act.plant_front(1))
    assert st.phase == PLANT_HAND and act.duel_discard(hand[2]) in legal(st, ALICE)
    assert act.END_PLANTING in legal(st, ALICE)
    play(st, ALICE, act.duel_discard(hand[2]))
    assert st.phase == MARKET


def test_r40_discarding_the_whole_hand_ends_phase_one() -> None:
    st = new_game("duel", 2)
    clear_fields(st)
    hand = set_hand(st, ALICE, ["sau"])
    play(st, ALICE, act.duel_discard(hand[0]))
    assert st.phase == MARKET and st.planted_from_hand == 0


def test_r7_hand_cards_never_reach_ships() -> None:
    st = new_game("lib", 4)
    set_ship(st, ALICE, "m1")
    options = legal(st, ALICE)
    assert all(a.kind != "harvest" or st.seats[ALICE].fields[a.field] for a in options)
    assert not [a for a in options if a.kind in ("sail", "transfer_cargo", "sell_cargo")]
