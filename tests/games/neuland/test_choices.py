"""The pure choices of the Neuland screen (ui/games/neuland/choices.py), without Pilot:
what Enter, Tab, the arrows and the keys would do, computed from a state and its legal
actions, and that the module needs neither Textual nor Rich."""

from __future__ import annotations

import ast
import inspect

from boardgames.games.neuland.actions import PlaceStartHuts, Produce
from boardgames.games.neuland.legal import action_cost
from boardgames.games.neuland.state import PHASE_START_HUTS
from boardgames.ui.games.neuland import choices as C

from .helpers import DATA, HUT, LODGE, RED, fresh, legal, table, work

LODGE_SPOT, HUT_SPOT = (1, 0, 0), (1, 0, 1)


def index(state):
    return C.index_actions(state, legal(state, state.active))


def test_the_module_is_pure() -> None:
    tree = ast.parse(inspect.getsource(C))
    imported = {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not {m for m in imported if m.split(".")[0] in ("textual", "rich")}


def test_targets_are_the_spots_of_the_legal_actions_in_reading_order() -> None:
    state = table()
    idx = index(state)
    stops = C.targets(state, idx, "turn", None)
    assert stops == sorted(stops, key=lambda s: (s[1], s[0], s[2]))
    assert LODGE_SPOT in stops  # the Hunting Lodge makes food from nothing
    assert set(stops) == set(idx.by_spot) | {C.free_spot(state, h) for h in idx.builds}


def test_tab_goes_round_the_targets() -> None:
    stops = [(0, -1, 0), (1, 0, 0), (-1, 1, 2)]
    assert C.jump((1, 0, 0), stops, 1) == (-1, 1, 2)
    assert C.jump((-1, 1, 2), stops, 1) == (0, -1, 0)  # round the end
    assert C.jump((0, -1, 0), stops, -1) == (-1, 1, 2)
    assert C.jump((0, 0, 0), [], 1) is None


def test_arrows_stay_on_the_map() -> None:
    assert C.step_hex((2, 0), "right") == (2, 0)
    assert C.step_hex((0, 0), "left") == (-1, 0)
    assert C.step_hex((0, -2), "up") == (0, -2)
    assert C.step_hex((0, 0), "down") in ((-1, 1), (0, 1))


def test_enter_on_a_workshop_opens_its_payment_menu_and_marks_the_preview() -> None:
    state = table()
    idx = index(state)
    choice = C.choose_spot(state, idx, "turn", LODGE_SPOT, None)
    assert choice.act is None and choice.level is not None
    level = choice.level
    assert level.target == LODGE_SPOT
    entry = level.current
    assert entry is not None and entry.final
    action = entry.actions[0]
    assert isinstance(action, Produce) and action.spot == LODGE_SPOT
    marks = C.marks(state, idx, "turn", level, None)
    assert marks.target == LODGE_SPOT
    assert marks.after == (state.t + state.s + action_cost(action)) % state.track_length
    assert marks.preview.startswith(f"cost {action_cost(action)} step")


def test_enter_on_an_empty_hex_without_builds_only_informs() -> None:
    state = table()
    state.players[RED].wood_token = state.players[RED].food_token = False
    idx = index(state)
    choice = C.choose_spot(state, idx, "turn", (-2, 0, 0), None)
    assert choice.act is None and choice.level is None and not choice.error
    assert choice.note == "Nothing can be built on (-2,0) now."


def test_the_start_huts_go_on_a_forest_hex() -> None:
    state = fresh(2, first_player=RED)
    assert state.phase == PHASE_START_HUTS
    idx = index(state)
    forest, (hut,) = next(iter(idx.huts.items()))
    assert isinstance(hut, PlaceStartHuts)
    assert C.choose_spot(state, idx, "start_huts", (*forest, 0), None).act == hut
    wrong = next(h for h, c in state.hexes.items() if c.terrain != DATA.start_terrain)
    refused = C.choose_spot(state, idx, "start_huts", (*wrong, 0), None)
    assert refused.error and refused.note is not None and "forest" in refused.note
    assert C.marks(state, idx, "start_huts", None, None).legal == {
        C.free_spot(state, h) for h in idx.huts}


def test_the_keys_of_a_turn() -> None:
    state = table()
    idx = index(state)
    keys = {k: (label, on) for k, label, on in C.keys(state, idx, "turn", False, False)}
    assert keys["e"] == ("End turn", False)  # no step yet
    assert "w" not in keys  # something costs a step: no waiting
    assert keys["escape"] == ("Back", False)
    assert "f6" not in keys
    assert [k for k, _, _ in C.keys(state, idx, "", False, True)] == ["f6"]


def test_ending_the_turn_asks_only_when_products_would_be_lost() -> None:
    state = table()
    work(state, LODGE_SPOT, good="food")
    state.s = 1
    idx = index(state)
    assert idx.end_turn is not None
    assert C.end_turn_question(state, idx) is None  # a fresh product stays
    state.tile(LODGE_SPOT).worker.lying = True
    question = C.end_turn_question(state, idx)
    assert question is not None and question.startswith("1 product will be lost")


def test_the_prompt_of_a_turn_offers_only_what_can_be_done() -> None:
    state = table()
    idx = index(state)
    text = C.prompt_body(state, RED, "turn", "", None, None, None, idx, LODGE_SPOT, None)
    head, cursor_line = text.split("\n")
    assert head.startswith("Red: your turn, 0 of 10 steps used")
    assert "Enter or click a spot ◇ to act" in head and "e ends the turn" not in head
    assert cursor_line.startswith("(1,0) spot 1: Hunting Lodge")


def test_the_supply_says_why_a_tile_cannot_be_built() -> None:
    state = table()
    idx = index(state)
    rows = C.supply_rows()
    tiles = [C.supply_tile(state, row) for row in rows]
    assert None in tiles and HUT in tiles and LODGE in tiles
    blocked = next(t for t in tiles if t is not None and t not in C.buildable(idx))
    assert " cannot be built now — it needs " in C.supply_info(blocked, idx)
    assert C.supply_info(None, idx) == "that stack is empty"


def test_a_click_on_the_track_says_who_stands_there() -> None:
    state = table()
    assert C.track_note(state, 0) == "Space 0: Red — the time marker (now)"
    assert C.track_note(state, 8) == "Space 8: Blue"
    assert C.track_note(state, 5) == "Space 5: nobody"
