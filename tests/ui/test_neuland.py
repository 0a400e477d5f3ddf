"""Neuland through the screen: a production step with its cost preview and the paying
spots highlighted before it is applied, ending a turn by keys and by mouse, the cube
order of a new mine, a few turns against the greedy bot by keys only and by mouse only,
an SVG snapshot of a mid-game table, the table and the engine's reasons after a switch
of language, and the redraw time of a key press on a late-game map (printed, never
asserted)."""

from __future__ import annotations

import random

import pytest
from textual.widgets import OptionList

from boardgames.core import registry
from boardgames.core.bots import make_bot
from boardgames.core.controller import Match, Seat
from boardgames.core.rules import IllegalAction
from boardgames.games.neuland.actions import Build, EndTurn, OrderCubes, Produce, Wait
from boardgames.games.neuland.data import data
from boardgames.games.neuland.state import Worker
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games.neuland.board import NeulandBoard, spot_xy
from boardgames.ui.games.neuland.dialogs import ActionMenu
from boardgames.ui.screens.dialogs import Confirm
from tests.ui.helpers import play_seat, screen_text, settle
from tests.ui.neuland_driver import (
    by_keys,
    by_mouse,
    click_choice,
    click_spot,
    game_screen,
    go_to,
)


def seats() -> list[Seat]:
    return [
        Seat(name="Ann", colour="#E69F00", glyph="●"),
        Seat(name="Bob", kind="bot", level="greedy", colour="#56B4E9", glyph="▲"),
    ]


def new_match(seed: int = 4) -> Match:
    return Match(registry.rules("neuland"), seats(), options={"first_player": 0}, seed=seed)


def board_line(app, spot: tuple[int, int, int]) -> str:
    """The text of a spot's line on the drawn map."""
    board = game_screen(app).query_one(NeulandBoard)
    x, y = spot_xy(spot)
    return board._strips[y].text[x:x + 11]


async def play_human(pilot, app, match: Match, perform, turns: int) -> int:
    """Let the human seat 0 play through the screen, choosing as the greedy bot would,
    until ``turns`` turns are complete; return the number of human actions."""
    chooser = make_bot(match.rules, "greedy", 0)
    rng = random.Random(0)
    return await play_seat(pilot, app, match, perform,
                           lambda: chooser.choose(match.view(0), match.legal_actions(0), rng),
                           until=lambda m: m.state.turn_number >= turns)


async def test_a_few_turns_against_the_greedy_bot_by_keys_only():
    match = new_match(seed=4)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        done = await play_human(pilot, app, match, by_keys, turns=6)
        kinds = {e.action.kind for e in match.entries if e.seat == 0}
        assert done > 15
        assert {"place_start_huts", "produce", "build", "end_turn"} <= kinds


async def test_a_few_turns_by_mouse_only():
    match = new_match(seed=8)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        done = await play_human(pilot, app, match, by_mouse, turns=4)
        kinds = {e.action.kind for e in match.entries if e.seat == 0}
        assert done > 10
        assert {"place_start_huts", "produce", "build", "end_turn"} <= kinds


async def start_huts_by_keys(pilot, app, match: Match) -> tuple[int, int]:
    """Tab to the first forest hex marked ◇ and place both huts with Enter."""
    await settle(pilot, app)
    assert match.current().kind == "start_huts"
    await pilot.press("tab", "enter")
    await settle(pilot, app)
    (q, r, _), _ = next((s, t) for s, t in match.state.spots()
                        if t.worker is None and match.state.tile((*s[:2], 1)) is not None)
    return q, r


async def test_a_production_step_shows_its_cost_and_suppliers_before_it_is_applied():
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        q, r = await start_huts_by_keys(pilot, app, match)
        screen = game_screen(app)
        lodge, hut = (q, r, 0), (q, r, 1)
        await go_to(pilot, screen, lodge)
        await pilot.press("enter")
        assert "Produce food at Hunting Lodge" in screen_text(app)
        await pilot.press("1")  # the only choice: 1 step
        await settle(pilot, app)
        assert match.state.s == 1

        before = match.state_digest()
        await go_to(pilot, screen, hut)
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        # The preview is on screen, nothing has happened yet.
        assert (f"Produce wood at Lumberjack's Hut ({q},{r}) with food from ({q},{r}) "
                "— cost 1 step → space 2") in text
        assert "cost 1 step → space 2; the turn may end there" in text  # the track line
        assert match.state_digest() == before
        board = screen.query_one(NeulandBoard)
        assert board.marks.payers == {lodge} and board.marks.target == hut
        assert board_line(app, lodge).startswith("◉HUN")
        assert board_line(app, hut).startswith("▸LUM")
        # The food token is the other choice: it pays from nowhere, no spot highlighted.
        await pilot.press("down")
        assert "with the food token" in screen_text(app)
        assert board.marks.payers == set() and lodge in board.marks.suppliers
        assert board_line(app, lodge).startswith("○HUN")
        await pilot.press("up", "enter")
        await settle(pilot, app)
        assert match.state.s == 2
        worker = match.state.tile(hut).worker
        assert worker is not None and worker.good == "wood" and worker.owner == 0
        assert match.state.tile(lodge).worker is None
        assert match.state.players[0].food_token


async def test_escape_steps_back_and_an_occupied_spot_only_informs():
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        q, r = await start_huts_by_keys(pilot, app, match)
        screen = game_screen(app)
        await go_to(pilot, screen, (q, r, 1))  # the hut: no food yet, only the token
        await pilot.press("enter")
        assert screen.menu
        await pilot.press("escape")
        assert not screen.menu and not isinstance(app.screen, Confirm)
        await by_keys(pilot, app, Produce(spot=(q, r, 0)))
        await settle(pilot, app)
        await go_to(pilot, screen, (q, r, 0))
        await pilot.press("enter")  # occupied by Ann's worker: information only
        assert not screen.menu
        assert f"({q},{r}) spot 1: Hunting Lodge — Ann's food (fresh)" in screen_text(app)


async def test_ending_a_turn_by_keys_shows_where_the_marker_lands():
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        q, r = await start_huts_by_keys(pilot, app, match)
        for action in (Produce(spot=(q, r, 0)), Produce(spot=(q, r, 1), sources=((q, r, 0),))):
            await by_keys(pilot, app, action)
            await settle(pilot, app)
        text = screen_text(app)
        assert "e ends the turn → space 2" in text
        assert "End turn → 2" in text
        await pilot.press("e")
        await settle(pilot, app)
        assert EndTurn() in [e.action for e in match.entries if e.seat == 0]
        assert match.state.players[0].marker == 2


async def test_ending_a_turn_by_mouse_asks_before_products_are_lost():
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        q, r = await start_huts_by_keys(pilot, app, match)
        await by_mouse(pilot, app, Produce(spot=(q, r, 0)))
        await settle(pilot, app)
        await click_choice(pilot, app, "e")  # first turn: the food survives (it lies down)
        await settle(pilot, app)
        assert match.state.players[0].marker == 1
        while match.current().seat != 0:  # Bob's first turn
            await settle(pilot, app)
        assert match.state.tile((q, r, 0)).worker.lying
        # Now the lying food would be lost: produce something else and end the turn.
        await click_spot(pilot, (q, r, 1))
        screen = game_screen(app)
        assert len(screen.menu[-1].entries) == 2  # the lying food, the food token
        menu = screen.query_one(ActionMenu)
        await pilot.hover(menu, offset=(4, menu.entry_row(1)))  # hovering previews
        assert screen.menu[-1].index == 1 and "with the food token" in screen_text(app)
        await pilot.hover(menu, offset=(4, menu.entry_row(0)))
        assert f"with food from ({q},{r}) — cost 1 step" in screen_text(app)
        await pilot.press("escape")
        assert not game_screen(app).menu
        await by_mouse(pilot, app, Produce(spot=(q, r, 1), sources=("food_token",)))
        await settle(pilot, app)
        await click_choice(pilot, app, "e")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        assert "1 product will be lost" in screen_text(app)
        await pilot.click("#yes")
        await settle(pilot, app)
        assert match.state.tile((q, r, 0)).worker is None


async def test_a_new_mine_asks_for_the_cube_order_by_keys_and_by_mouse():
    for perform in (by_keys, by_mouse):
        match = new_match(seed=5)
        app = BoardgamesApp(match=match, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            q, r = await start_huts_by_keys(pilot, app, match)
            for action in (Produce(spot=(q, r, 0)),
                           Produce(spot=(q, r, 1), sources=((q, r, 0),))):
                await perform(pilot, app, action)
                await settle(pilot, app)
            mine = next(a for a in match.legal_actions(0)
                        if isinstance(a, Build) and a.building == "mine"
                        and a.source == (q, r, 1))
            await perform(pilot, app, mine)
            await settle(pilot, app)
            assert match.current().kind == "order_cubes"  # not three cubes of one type
            text = screen_text(app)
            assert "Order the cubes for the mine" in text and "(top first)" in text
            orders = [a for a in match.legal_actions(0) if isinstance(a, OrderCubes)]
            await perform(pilot, app, orders[-1])
            await settle(pilot, app)
            spot = orders[-1].spot
            assert tuple(match.state.tile(spot).cubes) == orders[-1].order
            assert match.current().kind == "turn"


async def test_undo_takes_back_a_production():
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        q, r = await start_huts_by_keys(pilot, app, match)
        before = match.state_digest()
        await by_keys(pilot, app, Produce(spot=(q, r, 0)))
        await settle(pilot, app)
        assert match.state.s == 1
        await pilot.press("ctrl+z")
        await settle(pilot, app)
        assert match.state_digest() == before
        assert "◇HUN" in board_line(app, (q, r, 0))  # legal again, drawn again


async def test_start_huts_by_mouse_and_a_wrong_hex_refused():
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        grass = next(h for h, c in match.state.hexes.items() if c.terrain == "grassland")
        await click_spot(pilot, (*grass, 0))
        await pilot.pause()
        assert "✖" in screen_text(app) and match.current().kind == "start_huts"
        forest = next(h for h, c in match.state.hexes.items() if c.terrain == "forest")
        await click_spot(pilot, (*forest, 0))
        await settle(pilot, app)
        assert match.state.tile((*forest, 0)).id == "jagdhaus"
        assert match.state.tile((*forest, 1)).id == "holzfaellerhuette"


def stuck_match() -> Match:
    """Spec 8, case 28: Ann at the start of a turn with no product, both tokens used and
    every input-free building taken by Bob — waiting is all she can do."""
    match = bots_played(0, seed=4)
    state = match.state
    free_makers = {b.id for b in data().production_buildings if not b.recipes[0].inputs}
    for _, tile in state.spots():
        if tile.worker is not None and tile.worker.owner == 0:
            tile.worker = None
            state.players[0].supply += 1
        if tile.id in free_makers and tile.worker is None:
            tile.worker = Worker(1, "food", lying=True)
            state.players[1].supply -= 1
    state.players[0].food_token = state.players[0].wood_token = False
    assert match.legal_actions(0) == [Wait()]
    return match


async def test_waiting_shows_where_the_marker_lands():
    match = stuck_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        start = match.state.players[0].marker
        text = screen_text(app)
        assert f"Wait → {(start + 1) % match.state.track_length}" in text
        await pilot.press("w")
        await settle(pilot, app)
        assert Wait() in [e.action for e in match.entries if e.seat == 0]
        assert match.state.players[0].marker == (start + 1) % match.state.track_length


def bots_played(actions: int, seed: int) -> Match:
    """A match whose first ``actions`` actions were chosen by greedy bots and submitted
    through Match.submit, stopped at the human's next turn."""
    match = new_match(seed=seed)
    stand_in = make_bot(match.rules, "greedy", 0)
    rng = random.Random(seed)
    while (d := match.current()) is not None:
        if len(match.entries) >= actions and d.seat == 0 and d.kind == "turn":
            break
        if d.seat == 0:
            action = stand_in.choose(match.view(0), match.legal_actions(0), rng)
        else:
            action = match.bot_action(d.seat)
        match.submit(d.seat, action)
    return match


async def test_svg_snapshot(snapshot_svg):
    match = bots_played(90, seed=5)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        spot = next(s for s, acts in screen.index.by_spot.items()
                    if any(not isinstance(src, str) for a in acts for src in a.sources))
        await go_to(pilot, screen, spot)
        await pilot.press("enter")
        await pilot.pause()
        snapshot_svg(app, "neuland")


async def test_cursor_keys_on_a_late_map_never_end_the_turn():
    """Cursor, Tab and slot keys only move the cursor on a late-game map (their speed is
    measured by ``boardgames bench``)."""
    match = bots_played(220, seed=7)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        moves = len(match.entries)
        for key in ["right", "down", "left", "up", "tab", "s"] * 5:
            await pilot.press(key)
        assert match.current().seat == 0 and len(match.entries) == moves


async def test_f1_lists_the_keys_of_the_screen():
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await pilot.press("f1")
        await pilot.pause()
        text = screen_text(app)
        assert "Keys and mouse on this screen" in text and "open the spot's menu" in text
        await pilot.press("escape")
        await pilot.pause()
        assert game_screen(app) is app.screen


async def test_a_worker_is_cheapest_before_a_token_of_the_same_cost():
    """The build menu's hint and the list of all moves put a product before a once-per-game
    token that costs the same steps; Enter on a typed move spends the product."""
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        q, r = await start_huts_by_keys(pilot, app, match)
        screen = game_screen(app)
        await by_keys(pilot, app, Produce(spot=(q, r, 0)))  # food at the Hunting Lodge
        await settle(pilot, app)
        # a: every legal move; "produce wood" matches the food and the food-token payment,
        # the product first. The first match is the one ↓ and Enter take.
        await pilot.press("a")
        await pilot.pause()
        for key in "produce wood":
            await pilot.press("space" if key == " " else key)
        await pilot.pause()
        shown = [str(o.prompt) for o in app.screen.query_one(OptionList).options]
        assert len(shown) == 2
        assert f"with food from ({q},{r})" in shown[0] and "food token" in shown[1]
        await pilot.press("down", "enter")
        await settle(pilot, app)
        hut = match.state.tile((q, r, 1)).worker
        assert hut is not None and hut.good == "wood"
        assert match.state.tile((q, r, 0)).worker is None  # the food paid
        assert match.state.players[0].food_token  # the token is kept
        # The hex's third spot: every building there costs wood, which the new product
        # and the wood token pay for the same 0 steps (both on this hex).
        await go_to(pilot, screen, (q, r, 2))
        await pilot.press("enter")
        await pilot.pause()
        level = screen.menu[-1]
        assert not level.entries[0].final
        for _ in level.entries:
            text = screen_text(app)
            assert "cheapest: Build" in text and f"with wood from ({q},{r}) — cost 0 steps" in text
            assert "wood token" not in text.split("cheapest:")[1].split("\n")[0]
            await pilot.press("down")
        await pilot.press("enter")  # the payment choices: the token is listed last
        await pilot.pause()
        labels = [e.label for e in screen.menu[-1].entries]
        assert len(labels) == 2 and "wood token" in labels[-1]


async def test_the_wait_key_says_why_waiting_is_not_allowed():
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        q, r = await start_huts_by_keys(pilot, app, match)
        before = match.state_digest()
        await pilot.press("w")
        await pilot.pause()
        assert ("You cannot wait now: you can still do something that costs a step without "
                "spending the wheelbarrow or a token, so waiting is not allowed.") in \
            " ".join(screen_text(app).split())  # the prompt bar wraps the sentence
        assert match.state_digest() == before
        await by_keys(pilot, app, Produce(spot=(q, r, 0)))
        await settle(pilot, app)
        before = match.state_digest()
        await pilot.press("w")
        await pilot.pause()
        assert "waiting is only possible before the first step of a turn" in \
            " ".join(screen_text(app).split())
        assert match.state_digest() == before


def test_the_cheapest_hint_prefers_a_product_whatever_the_order_of_the_actions():
    """Whatever order the actions come in, a token is "cheapest" only when it saves steps."""
    from boardgames.games.neuland.legal import action_cost
    from boardgames.ui.games.neuland.choices import cheapest, index_actions, spot_level
    from tests.games.neuland.helpers import legal, table, work

    state = table()
    work(state, (1, 0, 1), good="wood")  # Red's wood on the hex whose third spot is empty
    actions = list(reversed(legal(state)))  # the wood token's builds come first here
    level = spot_level(state, index_actions(state, actions), (1, 0, 2))
    assert not isinstance(level, str) and len(level.entries) > 1
    for entry in level.entries:
        tied = [a for a in entry.actions if a.source in ((1, 0, 1), "wood_token")]
        assert {a.source for a in tied} == {(1, 0, 1), "wood_token"}
        assert {action_cost(a) for a in tied} == {0}  # a build inside the low-cost area
        best = cheapest(state, entry)
        assert best is not None and best.source == (1, 0, 1) and not best.wheelbarrow


async def test_change_marks_show_the_bots_moves_until_the_human_acts():
    """✦ marks the spots and track spaces the bot changed since Ann's last move; they are
    gone once Ann acts."""
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        q, r = await start_huts_by_keys(pilot, app, match)
        screen = game_screen(app)
        await by_keys(pilot, app, Produce(spot=(q, r, 0)))
        await settle(pilot, app)
        assert not screen.changes  # nothing happened since Ann's own move
        await pilot.press("e")
        await settle(pilot, app)
        assert match.current().seat == 0
        bob = [e.action for e in screen.recent_moves()]
        huts = next(a for a in bob if a.kind == "place_start_huts")
        marked = {s[:2] for s in screen.changes.spots}
        assert {huts.lodge_hex, huts.hut_hex} <= marked
        assert match.state.players[1].marker in screen.changes.spaces
        for spot in screen.changes.spots:
            if match.state.tile(spot) is not None:
                assert board_line(app, spot).count("✦") == 1
        assert "✦ new to you" in screen_text(app)
        move = next(a for a in match.legal_actions(0) if a.kind == "produce")
        await by_keys(pilot, app, move)
        await settle(pilot, app)
        assert match.entries[-1].seat == 0
        assert not screen.changes
        assert all("✦" not in board_line(app, s) for s, _ in match.state.spots())


async def test_a_few_turns_at_80_by_24_by_keys():
    """The smallest terminal: the map scrolls, the side panel (menu, supply, log) takes
    the map's place while it is needed and with v."""
    match = new_match(seed=4)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert "needs a terminal" not in screen_text(app)
        assert screen.has_class("compact") and not screen.has_class("side")
        done = await play_human(pilot, app, match, by_keys, turns=3)
        kinds = {e.action.kind for e in match.entries if e.seat == 0}
        assert done > 6
        assert {"place_start_huts", "produce", "end_turn"} <= kinds
        await pilot.press("f6")
        assert screen.has_class("side")
        assert "Bob" in screen_text(app)  # the players and the log
        await pilot.press("f6")
        assert not screen.has_class("side")


# -- the end (spec 5) ----------------------------------------------------------------------


def end_text(app) -> str:
    from boardgames.ui.screens.game_over import GameOverScreen

    assert isinstance(app.screen, GameOverScreen)
    return screen_text(app)


async def test_the_end_after_the_turn_limit_says_there_is_no_winner_by_the_rules():
    bots = [Seat(name="Ann", kind="bot", level="greedy", colour="#E69F00", glyph="●"),
            Seat(name="Bob", kind="bot", level="greedy", colour="#56B4E9", glyph="▲")]
    match = Match(registry.rules("neuland"), bots,
                  options={"first_player": 0, "turn_limit": 4}, seed=4)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        text = end_text(app)
        assert "no winner by the rules" in text
        assert "points" not in text and "wins" not in text
        assert "coats placed" in text and "properties held" in text
        assert "● Ann" in text and "▲ Bob" in text


async def test_the_end_names_the_winner_and_each_players_properties_with_coats():
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        state = match.state
        prop = next(iter(data().props))
        spot = next((q, r, i) for (q, r), cell in state.hexes.items()
                    for i, t in enumerate(cell.slots) if t is None)
        from boardgames.games.neuland.state import Tile

        tile = Tile(id=prop, kind="property", terrain=state.hexes[spot[:2]].terrain,
                    coats=(1, 3))
        state.hexes[spot[:2]].slots[spot[2]] = tile
        state.players[1].coats_left -= 3
        state.winner, state.end_reason = 1, "last_coat"
        headline, body = screen.end_parts()
        from rich.console import Console

        console = Console(width=120, record=True)
        console.print(headline, *body)
        text = console.export_text()
        assert "Bob wins: the first to place all of their coats of arms" in text
        assert f"{data().name(prop)} (3 coats)" in text
        assert "points" not in text and "none" in text  # Ann holds no property
        assert text.index("▲ Bob") < text.index("● Ann")  # the winner ranks first


# -- the prompt bar is never stale ---------------------------------------------------------


async def test_the_prompt_bar_matches_the_decision_after_every_kind_of_action():
    """After each action the human makes (by mouse, by keys on a small terminal, undo,
    escape, the supply, the panel key), the prompt bar says what the screen asks now."""
    kinds: set[str] = set()
    await play_checking_the_prompt((120, 40), by_mouse, kinds)
    await play_checking_the_prompt((80, 24), by_keys, kinds)
    assert {"place_start_huts", "produce", "build", "end_turn"} <= kinds


async def play_checking_the_prompt(size, perform, kinds: set[str]) -> None:
    from tests.ui.neuland_driver import prompt_is_current

    match = new_match(seed=4)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        chooser = make_bot(match.rules, "greedy", 0)
        rng = random.Random(0)

        async def check(label: str) -> None:
            await settle(pilot, app)
            shown, expected = prompt_is_current(app)
            assert shown == expected, f"after {label} at {size}"

        async def act(pilot, app, action) -> None:
            await perform(pilot, app, action)
            await check(action.kind)
            kinds.add(action.kind)

        await play_seat(pilot, app, match, act,
                        lambda: chooser.choose(match.view(0), match.legal_actions(0), rng),
                        until=lambda m: m.state.turn_number >= 4)
        for key in ("d", "down", "escape", "enter", "escape", "tab", "ctrl+z", "f6", "f6"):
            await pilot.press(key)
            await check(key)


# -- text that reads as a sentence ---------------------------------------------------------


async def test_one_coat_is_written_in_the_singular():
    from boardgames.games.neuland.state import Tile
    from boardgames.ui.games.neuland.choices import spot_info

    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        view = match.view(0)
        prop = next(p for p, d in data().props.items() if d.coats == 1)
        spot = next((q, r, i) for (q, r), cell in view.hexes.items()
                    for i, t in enumerate(cell.slots) if t is None)
        view.hexes[spot[:2]].slots[spot[2]] = Tile(
            id=prop, kind="property", terrain=view.hexes[spot[:2]].terrain, coats=(0, 1))
        text = spot_info(view, spot)
        assert "(1 coat;" in text and "Ann's 1 coat" in text and "1 coats" not in text


async def test_the_turn_prompt_offers_only_what_can_be_done():
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await start_huts_by_keys(pilot, app, match)
        screen = game_screen(app)
        text = str(screen.prompt_text(screen.view, match.current()))
        assert "Enter or click a spot ◇ to act" in text
        assert "e ends the turn" not in text  # no step taken yet: the turn cannot end
        screen.index.targets = []
        text = str(screen.prompt_text(screen.view, match.current()))
        assert "◇ to act" not in text and "nothing on the map can be done now" in text


async def test_change_marks_are_there_after_resuming_the_game():
    """A resumed game marks what the bot did since Ann's last move, as the screen that saw
    it happen did (the marks come from her view after that move, replayed)."""
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        q, r = await start_huts_by_keys(pilot, app, match)
        await by_keys(pilot, app, Produce(spot=(q, r, 0)))
        await settle(pilot, app)
        await pilot.press("e")
        await settle(pilot, app)
        seen = game_screen(app).changes
        assert seen.spots and match.current().seat == 0
    resumed = BoardgamesApp(match=match, bot_delay=0)
    async with resumed.run_test(size=(120, 40)) as pilot:
        await settle(pilot, resumed)
        assert game_screen(resumed).changes == seen
        assert "✦ new to you" in screen_text(resumed)


# -- languages -----------------------------------------------------------------------------


async def test_the_table_and_the_reasons_speak_the_language_switched_to():
    """After a switch at run time the supply, the map's legend, the status line, the
    players' panels and the prompt are drawn again in German, and the engine refuses
    in German too."""
    match = new_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert "SUPPLY" in screen_text(app)
        app.switch_language("de")
        await pilot.pause()
        text = screen_text(app)
        for german in ("ABLAGE", "Rezept", "◈ Gegenwart", "Zug 1 (erste Runde)",
                       "Schubkarre ✓", "setze deine Starthütten auf ein Waldsechseck",
                       "Jagdhaus"):
            assert german in text, german
        assert "SUPPLY" not in text and "Hunting Lodge" not in text
        with pytest.raises(IllegalAction, match="setze zuerst deine zwei Starthütten"):
            match.rules.check(match.state, 0, EndTurn())
