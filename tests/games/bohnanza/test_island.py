"""La Isla Bohnita: shipping, loading, raids, cargo, purchases (TC12-TC18, TC28, TC30)."""

from __future__ import annotations

import random

import pytest
from pydantic import ValidationError

from boardgames.core.rules import IllegalAction
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza import effects
from boardgames.games.bohnanza.rules import RULES
from boardgames.games.bohnanza.state import MARKET, PLANT_RECEIVED, RAID_RESPONSE
from tests.games.bohnanza.helpers import (
    ALICE,
    BOB,
    beans,
    clear_fields,
    legal,
    new_game,
    play,
    set_coins,
    set_field,
    set_row,
    set_ship,
    to_market,
)


def lib_market(players: int = 4, mode: str = "lib"):
    st = new_game(mode, players)
    clear_fields(st)
    to_market(st, [])
    return st


def test_tc12_front_bean_plus_following_same_beans() -> None:
    st = lib_market()
    set_row(st, "bohnbay", ["mokka", "mokka", "mokka", "wachs", "mokka"])
    set_row(st, "bohnaco", ["wachs", "soja"])
    set_ship(st, ALICE, "m1", "mokka", 2)
    sails = [a for a in legal(st, ALICE) if a.kind == "sail" and a.to == "bohnbay"]
    assert sails == [act.sail("m1", "bohnbay", k) for k in range(3)]
    assert act.sail("m1", "bohnbay", 3) not in legal(st, ALICE)
    play(st, ALICE, act.sail("m1", "bohnbay", 2))
    ship = st.seats[ALICE].ships["m1"]
    assert beans(st, ship.cargo) == ["mokka"] * 5 and ship.location == "bohnbay"
    assert beans(st, st.rows["bohnbay"]) == ["wachs", "mokka"]
    assert act.sail("m1", "bohnaco", 0) not in legal(st, ALICE)
    play(st, ALICE, act.sail("m1", "home", 0))
    assert len(ship.cargo) == 5 and ship.location == "home"


def test_tc13_shipping_edges() -> None:
    st = lib_market()
    set_row(st, "bohnaco", [])
    set_row(st, "bohnbay", ["mokka"])
    set_ship(st, ALICE, "m1")
    play(st, ALICE, act.sail("m1", "bohnaco", 0))
    ship = st.seats[ALICE].ships["m1"]
    assert ship.location == "bohnaco" and ship.cargo == []
    assert act.sail("m1", "bohnaco", 0) not in legal(st, ALICE)
    assert legal(st, BOB) == []
    set_ship(st, ALICE, "m1", "wachs", 1)
    assert act.sail("m1", "bohnbay", 0) not in legal(st, ALICE)

    st = new_game("lib", 4)
    assert st.phase == "plant_hand"
    assert not [a for a in legal(st, ALICE) if a.kind == "sail"]
    st.phase, st.active, st.queue = PLANT_RECEIVED, ALICE, [ALICE]
    st.seats[ALICE].received.append(st.draw.pop(0))
    assert not [a for a in legal(st, ALICE) if a.kind == "sail"]
    with pytest.raises(IllegalAction):
        RULES.check(st, ALICE, act.sail("m1", "bohnbay", 0))


def test_tc14_harvest_onto_a_ship() -> None:
    st = lib_market()
    set_field(st, ALICE, 0, "mokka", 3)
    set_field(st, ALICE, 1, "blau", 3)
    set_ship(st, ALICE, "m1")
    play(st, ALICE, act.harvest(0, "m1"))
    assert beans(st, st.seats[ALICE].ships["m1"].cargo) == ["mokka"] * 3
    assert st.seats[ALICE].fields[0] == [] and st.seats[ALICE].coins == []
    set_field(st, ALICE, 0, "mokka", 3)
    set_ship(st, ALICE, "m1", at="bohnbay")
    assert act.harvest(0, "m1") not in legal(st, ALICE)
    set_ship(st, ALICE, "m1")
    set_field(st, ALICE, 0, "mokka", 1)
    assert act.harvest(0, "m1") not in legal(st, ALICE)  # R9
    with pytest.raises(ValidationError):
        RULES.action_from_json({"kind": "harvest", "field": 0, "dest": "pirate"})


def raid_setup(cargo_bean: str, n: int):
    st = lib_market()
    set_ship(st, ALICE, "pirate")
    set_ship(st, BOB, "m1", cargo_bean, n)
    return st


def test_tc15_raid_answered_by_selling() -> None:
    st = raid_setup("blau", 6)
    cargo = list(st.seats[BOB].ships["m1"].cargo)
    play(st, ALICE, act.raid(BOB, "m1"))
    assert st.phase == RAID_RESPONSE and RULES.pending(st)[0].seat == BOB
    assert set(legal(st, BOB)) == {act.RAID_SELL, act.RAID_SURRENDER}
    play(st, BOB, act.RAID_SELL)
    assert st.seats[BOB].coins == cargo[:2] and st.discard[-4:] == cargo[2:]
    assert st.seats[BOB].ships["m1"].cargo == [] and st.seats[ALICE].ships["pirate"].cargo == []
    assert (BOB, "m1") in st.raided and st.phase == MARKET
    set_ship(st, BOB, "m1", "blau", 3)
    assert act.raid(BOB, "m1") not in legal(st, ALICE)


def test_tc16_surrender_is_automatic_at_zero_value_then_transfer() -> None:
    st = raid_setup("soja", 1)
    set_ship(st, ALICE, "m1", "soja", 3)
    play(st, ALICE, act.raid(BOB, "m1"))
    assert st.phase == MARKET  # no handoff: resolved at once
    assert beans(st, st.seats[ALICE].ships["pirate"].cargo) == ["soja"]
    assert st.seats[BOB].ships["m1"].cargo == []
    assert RULES.undo_barrier(st, ALICE, act.raid(BOB, "m1"))
    play(st, ALICE, act.transfer("pirate", "m1"))
    assert beans(st, st.seats[ALICE].ships["m1"].cargo) == ["soja"] * 4
    assert st.seats[ALICE].ships["pirate"].cargo == []

    st = raid_setup("soja", 1)
    set_ship(st, ALICE, "m1", "soja", 3, at="bohnbay")
    play(st, ALICE, act.raid(BOB, "m1"))
    assert act.transfer("pirate", "m1") not in legal(st, ALICE)


def test_raid_surrender_by_choice() -> None:
    st = raid_setup("blau", 6)
    last = st.seats[BOB].ships["m1"].cargo[-1]
    play(st, ALICE, act.raid(BOB, "m1"))
    play(st, BOB, act.RAID_SURRENDER)
    assert st.seats[ALICE].ships["pirate"].cargo == [last]
    assert len(st.seats[BOB].ships["m1"].cargo) == 5
    assert st.seats[BOB].stats.raid_lost == 1 and st.seats[ALICE].stats.raid_captured == 1


def test_the_raid_answer_offers_nothing_else() -> None:
    st = raid_setup("blau", 6)
    set_field(st, BOB, 0, "soja", 4)
    set_coins(st, BOB, 5)
    play(st, ALICE, act.raid(BOB, "m1"))
    assert set(legal(st, BOB)) == {act.RAID_SELL, act.RAID_SURRENDER}


def test_tc17_raid_legality() -> None:
    st = lib_market()
    set_ship(st, BOB, "m1", "blau", 3, at="bohnbay")
    assert act.raid(BOB, "m1") not in legal(st, ALICE)  # no pirate yet
    set_ship(st, ALICE, "pirate")
    assert act.raid(BOB, "m1") not in legal(st, ALICE)  # at the island: safe
    set_ship(st, BOB, "m2")
    assert act.raid(BOB, "m2") not in legal(st, ALICE)  # empty
    set_ship(st, ALICE, "pirate", "soja", 1)
    set_ship(st, BOB, "m1", "blau", 4)
    assert act.raid(BOB, "m1") not in legal(st, ALICE)  # pirate holds another bean
    assert not [a for a in legal(st, ALICE) if a.kind == "raid" and a.target == ALICE]
    set_ship(st, ALICE, "pirate")
    play(st, ALICE, act.raid(BOB, "m1"))
    play(st, BOB, act.RAID_SURRENDER)
    assert act.raid(BOB, "m1") not in legal(st, ALICE)  # once per ship and turn
    set_ship(st, BOB, "m2", "blau", 2)
    assert act.raid(BOB, "m2") in legal(st, ALICE)
    fresh = new_game("lib", 4)
    set_ship(fresh, ALICE, "pirate")
    set_ship(fresh, BOB, "m1", "blau", 3)
    assert fresh.phase == "plant_hand" and act.raid(BOB, "m1") not in legal(fresh, ALICE)


def test_tc18_cargo_transfer_at_zero_value() -> None:
    st = lib_market()
    set_ship(st, ALICE, "m1", "feuer", 2)
    set_ship(st, ALICE, "m2", "feuer", 2)
    assert act.sell_cargo("m1") not in legal(st, ALICE)
    play(st, ALICE, act.transfer("m1", "m2"))
    assert len(st.seats[ALICE].ships["m2"].cargo) == 4 and st.seats[ALICE].ships["m1"].cargo == []
    assert act.sell_cargo("m2") in legal(st, ALICE)
    with pytest.raises(ValidationError):
        RULES.action_from_json({"kind": "transfer_cargo", "src": "m2", "dst": "pirate"})
    set_ship(st, ALICE, "m1", "feuer", 2, at="bohnbay")
    assert act.transfer("m1", "m2") not in legal(st, ALICE)


def test_r33_cargo_sells_whole_wherever_the_ship_is() -> None:
    st = lib_market()
    ship = set_ship(st, ALICE, "m1", "blau", 6, at="bohnaco")
    cargo = list(ship.cargo)
    play(st, ALICE, act.sell_cargo("m1"))
    assert st.seats[ALICE].coins == cargo[:2] and ship.cargo == []
    assert st.seats[ALICE].stats.cargo_coins == 2


def test_r37_island_and_cargo_cards_are_never_planted() -> None:
    st = lib_market()
    ship = set_ship(st, ALICE, "m1", "blau", 2)
    with pytest.raises(IllegalAction):
        RULES.check(st, ALICE, act.plant_pending(ship.cargo[0], 0))
    with pytest.raises(IllegalAction):
        RULES.check(st, ALICE, act.plant_pending(st.rows["bohnbay"][0], 0))


def test_tc28_purchases() -> None:
    st = lib_market()
    st.seats[BOB].hand = st.seats[BOB].hand  # Bob answers a gift proposal
    play(st, ALICE, act.OPEN_CALL)
    set_coins(st, BOB, 3)
    coins = list(st.seats[BOB].coins)
    assert act.buy("second_ship") not in legal(st, BOB)
    assert act.buy("pirate_ship") in legal(st, BOB)
    play(st, BOB, act.buy("pirate_ship"))
    assert st.seats[BOB].coins == coins[:1]
    assert st.discard[-2:] == [coins[2], coins[1]]
    assert act.buy("pirate_ship") not in legal(st, BOB)
    assert st.seats[BOB].stats.spent == 2
    assert new_game("lib", 5).cfg.prices["second_ship"] == 3
    duel = lib_market(2, "duel")
    set_coins(duel, ALICE, 5)
    discard = list(duel.discard)
    play(duel, ALICE, act.buy("second_ship"))
    assert duel.discard == discard and len(duel.set_aside) == 5
    assert duel.seats[ALICE].ships["m2"].location == "home"
    assert new_game("base", 6, expansion=True).cfg.prices == {"third_field": 2}
    assert new_game("base", 4).cfg.prices == {"third_field": 3}
    assert new_game("lib", 7, expansion=True).cfg.prices["third_field"] == 3


def test_tc30_cultivating_during_the_market() -> None:
    st = new_game("lib", 4)
    clear_fields(st)
    set_field(st, ALICE, 0, "blau", 1)
    to_market(st, ["feuer", "soja"])
    feuer = st.face_up[0]
    set_ship(st, ALICE, "m1")
    set_row(st, "bohnbay", ["feuer", "soja"])
    play(st, ALICE, act.plant_pending(feuer, 1))
    play(st, ALICE, act.harvest(1, "m1"))
    play(st, ALICE, act.sail("m1", "bohnbay", 0))
    assert beans(st, st.seats[ALICE].ships["m1"].cargo) == ["feuer", "feuer"]
    assert st.phase == MARKET

    base = new_game("base", 4)
    clear_fields(base)
    to_market(base, ["feuer", "soja"])
    assert not [a for a in legal(base, ALICE) if a.kind == "plant_pending"]
    play(base, ALICE, act.END_MARKET)
    assert base.phase == PLANT_RECEIVED
    assert {a.cid for a in legal(base, ALICE) if a.kind == "plant_pending"} == set(base.face_up)


def test_r38_refill_only_empty_rows_after_the_draw() -> None:
    st = lib_market()
    set_row(st, "bohnbay", [])
    set_row(st, "bohnaco", ["soja"])
    set_ship(st, ALICE, "m1")
    play(st, ALICE, act.sail("m1", "bohnaco", 0))
    assert st.rows["bohnaco"] == [] and st.rows["bohnbay"] == []  # no refill in phase 2
    hand = len(st.seats[ALICE].hand)
    top = list(reversed(st.draw[-8:]))
    play(st, ALICE, act.END_MARKET)
    assert st.seats[ALICE].hand[hand:] == top[:3]
    assert st.rows["bohnbay"] == top[3:8] and len(st.rows["bohnaco"]) == 5
    assert st.turn_player == BOB


def test_refill_leaves_rows_with_cards_alone() -> None:
    st = lib_market()
    set_row(st, "bohnbay", ["soja"])
    set_row(st, "bohnaco", [])
    st.turn_player = ALICE
    effects.draw_phase(st, random.Random(0), [])
    assert beans(st, st.rows["bohnbay"]) == ["soja"] and len(st.rows["bohnaco"]) == 5


def test_refusals_say_what_is_missing() -> None:
    """The reasons a screen shows for a refused key (spec 3.7 and 3.11): the coins a purchase
    lacks, the run a sailing may load, the ship that is already there."""
    st = lib_market()
    set_coins(st, ALICE, 1)
    set_row(st, "bohnbay", ["mokka", "mokka", "wachs"])  # the front Mocha has 1 more behind it

    def why(action: act.Action) -> str:
        assert action not in legal(st, ALICE)
        with pytest.raises(IllegalAction) as err:
            RULES.check(st, ALICE, action)
        return err.value.reason

    assert why(act.buy("pirate_ship")) == "a pirate ship costs 2 coins and you have 1"  # 2.5
    assert why(act.buy("second_ship")) == "a second merchant ship costs 4 coins and you have 1"
    assert act.sail("m1", "bohnbay", 1) in legal(st, ALICE)
    assert why(act.sail("m1", "bohnbay", 2)) == (
        "a ship loads the front bean of the row and up to 1 more bean of it right behind")
    assert why(act.sail("m1", "home", 0)) == "merchant ship 1 is there already"
    set_coins(st, ALICE, 4)
    play(st, ALICE, act.buy("pirate_ship"))
    assert why(act.buy("pirate_ship")) == "you already own a pirate ship"
