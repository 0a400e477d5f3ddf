"""The screen's choices (ui/games/new_england/choices.py) without Textual: what the cursor
can choose, where Tab jumps, what the keys and the prompt offer, all from the view and the
legal actions."""

from __future__ import annotations

import random

from boardgames.games.new_england import legal as L
from boardgames.games.new_england.actions import (
    Buy,
    DeclineExtra,
    Develop,
    DrawExtra,
    PlaceFigure,
    PlaceStartTile,
    PlaceTile,
)
from boardgames.games.new_england.board import start_tile_shapes
from boardgames.games.new_england.rules import RULES, NewEnglandOptions
from boardgames.games.new_england.state import Item, NewEnglandState
from boardgames.ui.games.new_england.choices import Choices, Pick
from tests.games.new_england.builder import act, empty_board, offer, put, turn_of

A, H, P, W = 0, 1, 2, 3


def choices(state: NewEnglandState, pick: Pick | None = None,
            status: dict[int, str] | None = None) -> Choices:
    """The choices of the seat whose decision it is, as the screen builds them."""
    decision = RULES.pending(state)[0]
    return Choices(RULES.view(state, decision.seat), decision.seat, decision.kind,
                   RULES.legal_actions(state, decision.seat), pick or Pick(), status)


def new_game() -> NewEnglandState:
    return RULES.setup(["Ann", "Bob", "Cy"], NewEnglandOptions(), random.Random(5))


def to_place_start_tile(state: NewEnglandState) -> None:
    seat = RULES.pending(state)[0].seat
    if RULES.pending(state)[0].kind == "choose_start_tile":
        act(state, seat, RULES.legal_actions(state, seat)[0])
    assert RULES.pending(state)[0].kind == "place_start_tile"


def test_start_tile_shapes_come_from_the_engine() -> None:
    state = new_game()
    to_place_start_tile(state)
    c = choices(state)
    assert c.shapes() == start_tile_shapes() == (((0, 0), (0, 1)), ((0, 0), (1, 0)))
    assert L.placement_shapes(c.view) == c.shapes()


def test_the_ghost_follows_the_cursor_and_the_orientation() -> None:
    state = new_game()
    to_place_start_tile(state)
    pick = Pick(cursor=(4, 5), orient=0)
    c = choices(state, pick)
    assert c.ghost() == ((4, 5), (4, 6))
    assert c.ghost_action() == PlaceStartTile(cells=((4, 5), (4, 6)))
    assert c.ghost_ok()
    pick.orient = 1
    assert c.ghost() == ((4, 5), (5, 5))
    assert c.cell_action((4, 5)) == PlaceStartTile(cells=((4, 5), (5, 5)))


def test_tab_walks_every_legal_placement_in_order() -> None:
    state = new_game()
    to_place_start_tile(state)
    pick = Pick()
    c = choices(state, pick)
    legal = sorted(a.cells for a in c.of(PlaceStartTile))
    assert c.places_shapes()
    seen = []
    for _ in range(len(legal)):
        found = c.next_placement(1)
        assert found is not None
        pick.cursor, pick.orient = found
        seen.append(c.ghost())
    k = legal.index(seen[0])
    assert seen == legal[k:] + legal[:k]  # every placement once, in order


def test_tile_targets_and_tab_to_the_next_one() -> None:
    state = empty_board()
    put(state, "A.S[4,4+4,5]")
    offer(state, {1: "S"})
    turn_of(state, A, disc=5, money=10)
    if RULES.pending(state)[0].kind == "ship_bonus":
        act(state, A, DeclineExtra())
    act(state, A, Buy(slot=1))
    c = choices(state, Pick(cursor=(0, 0)))
    targets = c.targets()
    assert targets == sorted(a.cell for a in c.of(PlaceTile)) and targets
    assert c.next_target(1) == targets[0]
    assert c.next_target(-1) == targets[-1]
    assert c.cell_action(targets[0]) == PlaceTile(cell=targets[0])
    assert c.shapes() == () and c.ghost() == ()


def test_a_land_card_stamps_its_shape_and_previews_nothing_without_figures() -> None:
    state = empty_board()
    put(state, "A.F[4,4+4,5]", "A.F[5,4]")
    offer(state, {7: "DEV-F-I2"})
    turn_of(state, A, disc=5, money=10)
    if RULES.pending(state)[0].kind == "ship_bonus":
        act(state, A, DeclineExtra())
    act(state, A, Buy(slot=7))
    pick = Pick(cursor=(4, 4))
    c = choices(state, pick)
    assert c.kind == "use_card"
    assert c.shapes() == L.shape_variants("DEV-F-I2") and len(c.shapes()) == 2
    develops = {a.cells for a in c.of(Develop)}
    assert c.ghost() in develops or ((4, 4), (5, 4)) in develops
    _, buttons = c.buttons()
    assert [k for k, _, _ in buttons][:3] == ["r", "enter", "v"]
    pick.parcel_mode, pick.parcels = True, {(4, 4), (5, 4)}
    assert c.ghost() == ((4, 4), (5, 4)) and c.ghost_ok()
    assert [b for b in c.buttons()[1] if b[0] == "d"] == [("d", "Develop 2 parcels", True)]
    text, reason = c.prompt(A, "")
    assert "pick the parcels" in text and "d develops them" in text and reason == ""


def test_a_figure_card_targets_tiles_not_shapes() -> None:
    state = empty_board()
    put(state, "A.F[4,4+4,5]", "A.S[5,4]")
    offer(state, {8: "FIG-PILGRIM"})
    turn_of(state, A, disc=5, money=10)
    if RULES.pending(state)[0].kind == "ship_bonus":
        act(state, A, DeclineExtra())
    act(state, A, Buy(slot=8))
    c = choices(state, Pick(cursor=(4, 5)))
    assert c.shapes() == () and c.ghost() == ()
    assert c.targets() == sorted(a.tile for a in c.of(PlaceFigure))
    assert c.cell_action((4, 5)) == PlaceFigure(tile=(4, 4))  # the start tile's key


def test_the_turn_offers_only_what_is_possible_and_explains_a_focused_slot() -> None:
    state = empty_board()
    put(state, "A.S[4,4+4,5]")
    offer(state, {1: "S", 2: "P"})
    turn_of(state, A, disc=5, money=10)
    if RULES.pending(state)[0].kind == "ship_bonus":
        act(state, A, DeclineExtra())
    status = {slot: L.buy_reason(state, A, slot) or "" for slot in state.offer}
    assert status[1] == "" and status[2]  # no pasture to grow
    pick = Pick(slot_focus=2)
    c = choices(state, pick, status)
    _, buttons = c.buttons()
    assert buttons[0] == ("enter", "Buy slot 2", False)
    assert ("e", "End turn", True) in buttons and all(k != "m" for k, _, _ in buttons)
    text, reason = c.prompt(A, "")
    assert text.startswith("Slot 2: pasture tile") and reason == f"✗ {status[2]}"
    pick.slot_focus = 1
    assert c.buttons()[1][0] == ("enter", "Buy slot 1", True)
    assert c.prompt(A, "")[0].endswith("buys it for 5")
    pick.slot_focus = None
    text, _ = c.prompt(A, "")
    assert text == "Ann: buy up to 2 more items (price 5) or end your turn (e)"
    assert c.stepped_slot(1) == 1 and c.price() == 5


def test_offer_sizes_and_discs_from_the_engine() -> None:
    state = empty_board()
    c = choices(state)
    assert c.kind == "choose_offer_size"
    _, buttons = c.buttons()
    assert buttons == [("3", "3 tiles + 6 cards", True), ("4", "4 tiles + 5 cards", True),
                       ("5", "5 tiles + 4 cards", True), ("6", "6 tiles + 3 cards", True)]
    assert c.prompt(A, "")[0].endswith("offer? 3, 4, 5 or 6")
    act(state, A, c.of(type(c.legal[0]))[0])
    pick = Pick()
    c = choices(state, pick)
    assert c.kind == "take_disc"
    assert c.buttons()[1] == [("enter", "Take the focused disc", False)]
    assert c.stepped_disc(1) == 1 and c.stepped_disc(-1) == 10
    pick.disc_focus = 10
    assert c.stepped_disc(1) == 1


def test_the_ship_bonus_keys_follow_the_sources() -> None:
    state = empty_board()
    state.offer = {1: Item("tile", "S")}
    c = Choices(RULES.view(state, A), A, "ship_bonus", [DrawExtra(source="bag"), DeclineExtra()],
                Pick())
    assert c.buttons() == ("Ship bonus:", [("t", "Draw a tile", True), ("n", "Decline", True)])
    assert c.prompt(A, "")[0] == "Ann: ship bonus — draw a tile (t) or decline (n)"
    assert c.bonus("bag") == DrawExtra(source="bag") and c.bonus(None) == DeclineExtra()


def test_cancel_and_settle_drop_a_choice_in_progress() -> None:
    state = empty_board()
    pick = Pick(sub="move_pick", slot_focus=3, disc_focus=4, offer_nav=True)
    assert pick.cancel() and pick.sub == "" and pick.slot_focus is None
    assert not pick.cancel()
    pick = Pick(sub="move_dest", move_from=(1, 1), parcel_mode=True, parcels={(1, 1)})
    pick.settle("take_disc", RULES.view(state, A), new_decision=False)
    assert pick.sub == "" and pick.move_from is None and not pick.parcel_mode
