"""Hidden information (spec 7): TC32 and the leak checklist of 7.6."""

from __future__ import annotations

import pytest

from boardgames.core.controller import Match, Seat
from boardgames.core.plain import canonical_json
from boardgames.core.rules import IllegalAction
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza import effects
from boardgames.games.bohnanza.rules import RULES
from boardgames.games.bohnanza.state import MARKET, RESPOND
from tests.games.bohnanza.helpers import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    clear_fields,
    compose,
    legal,
    new_game,
    play,
    set_hand,
    to_market,
)


def others_secrets_hidden(st) -> None:
    for viewer in [None, *range(st.n)]:
        text = canonical_json(RULES.view(st, viewer))
        for owner in range(st.n):
            if owner == viewer:
                continue
            for cid in RULES.secrets(st, owner):
                assert f'"{cid}"' not in text, f"{viewer} sees {owner}'s {cid}"
        for cid in st.draw:
            assert f'"{cid}"' not in text, f"{viewer} sees the draw pile"
        for seat in st.seats:
            for cid in seat.coins:
                assert f'"{cid}"' not in text, f"{viewer} sees a coin's bean side"


def test_tc32_views_leak_nothing() -> None:
    st = new_game("base", 4)
    clear_fields(st)
    to_market(st, ["feuer", "rot"])
    bob = set_hand(st, BOB, ["soja", "blau", "blau"])
    compose(st, ALICE, act.propose(BOB), give=[st.face_up[0]], want={"blau": 1})
    assert st.phase == RESPOND
    assert legal(st, ALICE) == []
    alice_view = RULES.view(st, ALICE)
    assert alice_view.seats[BOB].hand_size == 3 and alice_view.seats[BOB].hand == []
    others_secrets_hidden(st)
    play(st, BOB, act.ACCEPT)
    events = play(st, BOB, act.pick(bob[2]))
    public_lines = [e.text for e in events if e.seats is None]
    assert "Bob accepts: gives 1 Blue Bean." in public_lines
    assert all("#" not in line and "position" not in line for line in public_lines)
    others_secrets_hidden(st)
    assert RULES.view(st, ALICE).trade.responses[0].cids == []
    assert RULES.view(st, BOB).trade.responses[0].cids == [bob[2]]


def test_drawn_cards_are_private_log_lines() -> None:
    st = new_game("base", 4)
    events: list = []
    effects.draw_phase(st, __import__("random").Random(1), events)
    private_lines = [e for e in events if e.seats is not None]
    assert private_lines and all(e.seats == frozenset({ALICE}) for e in private_lines)
    assert private_lines[0].text.startswith("You drew")
    assert any(e.text == "Alice draws 3 cards." for e in events if e.seats is None)


def test_opening_events_keep_starting_hands_private() -> None:
    st = new_game("lib", 4)
    for e in RULES.opening_events(st):
        if "starting hand" in e.text:
            assert e.seats is not None and len(e.seats) == 1


def test_7_6_item_1_only_the_decider_has_actions() -> None:
    st = new_game("lib", 4)
    to_market(st, ["feuer", "soja"])
    play(st, ALICE, act.OPEN_CALL)
    assert [bool(legal(st, s)) for s in range(4)] == [False, True, False, False]
    with pytest.raises(IllegalAction, match="Bob's decision"):
        RULES.check(st, CAROL, act.PASS)


def test_7_6_item_2_prompts_do_not_depend_on_hands() -> None:
    prompts = []
    for hand in (["feuer", "soja"], ["blau", "blau", "augen"]):
        st = new_game("base", 4)
        to_market(st, ["feuer", "rot"])
        set_hand(st, BOB, hand)
        compose(st, ALICE, act.propose(BOB), want={"feuer": 2})
        prompts.append(RULES.pending(st)[0].prompt)
        assert RULES.view(st, ALICE).prompt == prompts[-1]
        assert RULES.view(st, ALICE).private_prompt is None
        assert RULES.view(st, BOB).private_prompt
    assert prompts[0] == prompts[1]


def test_7_6_item_3_empty_hand_skips_phase_one() -> None:
    st = new_game("base", 4)
    set_hand(st, BOB, [])
    st.turn_player = BOB
    effects.start_turn(st, __import__("random").Random(0), [])
    assert st.phase == MARKET and st.active == BOB and len(st.face_up) == 2


def test_7_6_item_4_want_lists_every_bean_of_the_deck() -> None:
    st = new_game("lib", 4)
    to_market(st, ["feuer"])
    set_hand(st, BOB, ["soja"])
    play(st, ALICE, act.propose(BOB))
    wanted = {a.bean for a in legal(st, ALICE) if a.kind == "draft_want" and a.delta == 1}
    assert wanted == set(st.cfg.deck_beans)


def test_an_open_draft_shows_only_composing_to_others() -> None:
    st = new_game("base", 4)
    to_market(st, ["feuer", "rot"])
    play(st, ALICE, act.propose(BOB))
    play(st, ALICE, act.draft_give(st.seats[ALICE].hand[0]))
    assert RULES.view(st, BOB).draft is None and RULES.view(st, BOB).composing == ALICE
    assert RULES.view(st, ALICE).draft is not None
    assert "composing" in RULES.pending(st)[0].prompt
    others_secrets_hidden(st)


def seats(n: int) -> list[Seat]:
    return [Seat(name=f"P{i}") for i in range(n)]


def test_7_6_item_6_undo_barriers() -> None:
    match = Match(RULES, seats(4), {"isla_bohnita": True, "start_player": 0}, seed=3)
    field = next(a for a in match.legal_actions(ALICE) if a.kind == "plant_front")
    match.submit(ALICE, field)
    assert match.undo_block() is not None  # a hand card was shown
    match.submit(ALICE, act.harvest(field.field))
    assert match.undo_block() is None  # a harvest may be taken back
    match.undo()
    assert len(match.state.seats[ALICE].fields[field.field]) == 1
    match.submit(ALICE, act.END_PLANTING)
    assert match.undo_block() is not None  # the reveal showed new cards
    match.submit(ALICE, act.OPEN_CALL)
    assert match.undo_block() is not None  # the decision went to Bob


def test_a_confirmed_trade_is_a_barrier() -> None:
    st = new_game("base", 4)
    to_market(st, ["feuer", "rot"])
    compose(st, ALICE, act.propose(BOB), give=[st.face_up[0]])
    play(st, BOB, act.ACCEPT)
    play(st, ALICE, act.confirm(BOB))
    assert RULES.undo_barrier(st, ALICE, act.confirm(BOB)) == "a trade was carried out"


def test_error_messages_name_no_hidden_cards() -> None:
    st = new_game("base", 4)
    to_market(st, ["feuer", "rot"])
    bob = set_hand(st, BOB, ["blau"])
    with pytest.raises(IllegalAction) as err:
        RULES.check(st, ALICE, act.draft_give(bob[0]))
    assert bob[0] not in err.value.reason
    play(st, ALICE, act.propose(BOB))
    with pytest.raises(IllegalAction) as err:
        RULES.check(st, ALICE, act.draft_give(bob[0]))
    assert bob[0] not in err.value.reason
    assert DAVE == 3
