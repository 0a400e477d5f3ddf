"""The screen's choices without a running app: what can be chosen at the cursor and what
each key would do, from one seat's view and its legal actions (ui/games/bohnanza/choices)."""

from __future__ import annotations

import subprocess
import sys

from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.rules import RULES
from boardgames.games.bohnanza.state import BohnanzaState
from boardgames.ui.games.bohnanza.choices import (
    OPEN_CALL,
    TABLE,
    Choices,
    Spot,
    Terms,
    send_steps,
)
from tests.games.bohnanza.helpers import (
    ALICE,
    BOB,
    clear_fields,
    compose,
    new_game,
    play,
    set_field,
    set_hand,
    set_row,
    set_ship,
    to_market,
)


def choices_of(st: BohnanzaState, seat: int) -> Choices:
    c = Choices()
    c.show(RULES.view(st, seat), RULES.legal_actions(st, seat), True)
    return c


def why_of(st: BohnanzaState, seat: int):
    """The engine's reasons, as the screen asks for them."""

    def why(actions: list[act.Action]) -> str | None:
        reasons = []
        for a in actions:
            try:
                RULES.check(st, seat, a)
            except Exception as exc:  # IllegalAction
                reasons.append(exc.reason)  # type: ignore[attr-defined]
            else:
                return None
        return "; ".join(dict.fromkeys(reasons))

    return why


def test_choices_is_pure() -> None:
    """Importing the choices loads neither Textual nor Rich."""
    code = ("import sys, boardgames.ui.games.bohnanza.choices; "
            "print([m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_planting_the_front_card_by_key_and_by_spot() -> None:
    st = new_game("base", 3)
    clear_fields(st)
    set_hand(st, ALICE, ["blau", "soja"])
    set_field(st, ALICE, 1, "blau", 2)
    c = choices_of(st, ALICE)
    p = c.key("p")
    assert p is not None and p.do == ("select", Spot("hand", ALICE, 0))
    # The front card's spot offers the fields it fits, with what they become.
    opts = c.live[Spot("hand", ALICE, 0)]
    assert [(o.key, o.do) for o in opts] == [("1", ("act", act.plant_front(0))),
                                             ("2", ("act", act.plant_front(1)))]
    assert opts[1].label.startswith("Plant in F2 → Blue ×3")
    assert opts[1].target == Spot("field", ALICE, 1)
    # Choosing the spot shows its options; Enter on it again plants in the first field.
    assert c.choose(Spot("hand", ALICE, 0)) is None
    assert c.sel == Spot("hand", ALICE, 0)
    assert [o.key for o in c.opts] == ["1", "2", "escape"]
    assert c.choose(Spot("hand", ALICE, 0)) == ("act", act.plant_front(0))
    # A digit plants straight away (phase 1, nothing chosen).
    c.cancel()
    assert c.digit(2) == ("act", act.plant_front(1))


def test_the_short_keys_of_the_market_and_what_they_open() -> None:
    st = new_game("base", 3)
    to_market(st, ["feuer", "soja"])
    c = choices_of(st, ALICE)
    keys = {o.key: o.do for o in c.idle}
    assert keys["t"] == ("compose", "propose")
    assert keys["o"] == ("act", act.OPEN_CALL)
    assert keys["e"] == ("end_market", None)
    assert "g" not in keys  # base game: the face-up cards are planted after trading
    assert c.key("e") is not None and c.key("e").label == "End trading"  # type: ignore[union-attr]
    # La Isla Bohnita: g selects the face-up cards one after the other.
    st = new_game("lib", 4)
    to_market(st, ["feuer", "soja"])
    c = choices_of(st, ALICE)
    assert c.key("g") is not None and c.key("g").do == ("next_pending", None)  # type: ignore[union-attr]
    first = c.next_pending()
    second = c.next_pending()
    assert first is not None and second is not None and first != second
    assert {first.kind, second.kind} == {"faceup"}


def test_a_key_without_actions_says_why_and_the_engine_explains_refusals() -> None:
    st = new_game("base", 3)
    to_market(st, [])
    c = choices_of(st, ALICE)
    why = why_of(st, ALICE)
    assert c.key("s") is None
    assert c.key_refusal("s", why) == (
        "s sails one of your merchant ships, but this game is played without La Isla "
        "Bohnita, so there are no ships.")
    assert c.key_refusal("q", why) == "q does nothing on this screen (F1 lists the keys)."
    assert c.key_refusal("d", why).startswith("You cannot discard a hand card now: ")


def test_sailing_with_a_choice_of_beans_to_load() -> None:
    st = new_game("lib", 4)
    clear_fields(st)
    to_market(st, [])
    set_row(st, "bohnbay", ["mokka", "mokka", "mokka", "wachs", "mokka"])
    set_ship(st, ALICE, "m1")
    c = choices_of(st, ALICE)
    row = next(o for o in c.live[Spot("row", key="bohnbay")] if o.key == "1")
    assert row.do == ("sail", ("m1", "bohnbay", 2))
    assert "load up to 3 Mocha" in row.label
    c.start_sailing("m1", "bohnbay", 2)
    c.load(-1)
    assert c.sailing == ("m1", "bohnbay", 1, 2)
    enter = next(o for o in c.opts if o.key == "enter")
    assert enter.do == ("act", act.sail("m1", "bohnbay", 1))
    assert c.selected() == Spot("ship", ALICE, "m1")
    assert c.cancel() == (True, None) and c.sailing is None


def test_accepting_with_a_choice_of_copies_ticks_cards() -> None:
    st = new_game("base", 3)
    to_market(st, ["feuer"])
    bob = set_hand(st, BOB, ["brech", "rot", "brech"])
    compose(st, ALICE, act.propose(BOB), give=[st.face_up[0]], want={"brech": 1})
    c = choices_of(st, BOB)
    y = c.key("y")
    assert y is not None and y.do == ("accept", None)
    assert c.accept() is None  # two Green Beans: a choice to make
    assert c.picking is not None and c.picking.chosen == [bob[0]]
    c.tick(bob[2])
    assert c.picking.chosen == [bob[2]] and c.picking.complete()
    give = next(o for o in c.opts if o.key == "enter")
    assert give.do == ("give", None) and give.enabled
    # After Accept, the engine's pick is open: the ticked copy is the one step left.
    p = c.picking
    play(st, BOB, act.ACCEPT)
    assert Choices.pick_steps(p, RULES.view(st, BOB)) == [act.pick(bob[2])]
    # Escape drops the local pick (nothing to cancel in the engine before Accept).
    c2 = choices_of(st, BOB)
    c2.start_engine_pick()
    assert c2.picking is not None and c2.cancel() == (True, act.DRAFT_CANCEL)


def test_the_composer_plan_and_the_steps_it_sends() -> None:
    st = new_game("base", 3)
    to_market(st, ["feuer"])
    set_hand(st, ALICE, ["blau", "sau"])
    c = choices_of(st, ALICE)
    plan = c.composer_plan("propose")
    assert plan is not None
    assert plan.partners == [1, 2, TABLE, OPEN_CALL]
    assert plan.terms.to == 1 and plan.title == "Compose a proposal"
    assert [ch.label for ch in plan.chips] == ["Chili (face-up)", "#1 Blue", "#2 Stink"]
    chili = plan.chips[0].cid
    terms = Terms(2, [chili], {"brech": 2})
    assert send_steps("propose", [], {}, terms) == [
        act.propose(2), act.draft_give(chili), act.draft_want("brech", 1),
        act.draft_want("brech", 1), act.DRAFT_SEND]
    assert send_steps("propose", [], {}, Terms(OPEN_CALL)) == [act.OPEN_CALL]
    assert send_steps("propose", [], {}, Terms(TABLE, [], {"blau": 1}))[0] == act.ASK_TABLE
    # Finishing an open draft sends only the differences.
    assert send_steps(None, [chili], {"brech": 2}, Terms(None, [], {"brech": 1})) == [
        act.draft_give(chili), act.draft_want("brech", -1), act.DRAFT_SEND]


def test_nothing_to_choose_when_it_is_not_the_viewers_turn() -> None:
    st = new_game("base", 3)
    to_market(st, [])
    c = choices_of(st, BOB)
    assert c.idle == [] and c.live == {} and c.opts == []
    assert c.spot_info(Spot("draw")).startswith("Draw pile: ")
