"""New World through the screen: the tile art of spec 9.2, placing, rotating, deploying
and choosing the scoring order by keys and by mouse, a few whole turns against the greedy
bot by keys only, an SVG snapshot of a half-full map, and the redraw time of a key press
on a full map (printed, never asserted)."""

from __future__ import annotations

import random

import pytest

from boardgames.core import registry
from boardgames.core.bots import make_bot
from boardgames.core.controller import Match, Seat
from boardgames.games.carcassonne.actions import (
    DeploySettler,
    DrawTile,
    PlaceTile,
    ScoreFeature,
    SkipSettler,
)
from boardgames.games.carcassonne.rules import RULES
from boardgames.games.carcassonne.state import DEPLOY, DRAW, PLACE, SCORE
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games.carcassonne.art import square_art
from tests.ui.carcassonne_driver import (
    by_keys,
    by_mouse,
    click_map,
    cursor_to,
    free_inner_cell,
    game_screen,
)
from tests.ui.helpers import perform_checked, screen_text, settle, timed


def seats() -> list[Seat]:
    return [
        Seat(name="Ann", colour="#E69F00", glyph="●"),
        Seat(name="Ada", kind="bot", level="greedy", colour="#56B4E9", glyph="▲"),
    ]


def new_match(seed: int) -> Match:
    return Match(registry.rules("carcassonne"), seats(), seed=seed,
                 options={"first_player": 0})


def advance_with_bots(match: Match, stop) -> None:
    """Let greedy bots choose for every seat (Ann too), through ``Match.submit``, until
    ``stop(match)`` holds at a decision of Ann's."""
    ann = make_bot(match.rules, "greedy", 0)
    rng = random.Random(match.seed)
    while not match.is_over:
        d = match.current()
        if d.seat == 0 and stop(match):
            return
        action = (ann.choose(match.view(0), match.legal_actions(0), rng) if d.seat == 0
                  else match.bot_action(d.seat))
        match.submit(d.seat, action)
    raise AssertionError("the game ended first")


def placed_tiles(match: Match) -> int:
    return sum(e.action.kind == "place_tile" for e in match.entries)


async def perform(pilot, app, match: Match, how, action) -> None:
    """Carry out one action through the screen and check it is the one submitted."""
    await settle(pilot, app)
    await perform_checked(pilot, app, match, how, action)


# -- tile art (spec 9.2) --------------------------------------------------------------------

SPEC_EXAMPLES = {
    ("K", 0): ["▒▒▒▒▒▒▒▒▒", "····▒▒▒▒▒", "────┐·▒▒▒", "····│··▒▒", "····│···▒"],
    ("K", 1): ["····│···▒", "····│··▒▒", "────┘·▒▒▒", "····▒▒▒▒▒", "▒▒▒▒▒▒▒▒▒"],
    ("K", 2): ["▒···│····", "▒▒··│····", "▒▒▒·└────", "▒▒▒▒▒····", "▒▒▒▒▒▒▒▒▒"],
    ("K", 3): ["▒▒▒▒▒▒▒▒▒", "▒▒▒▒▒····", "▒▒▒·┌────", "▒▒··│····", "▒···│····"],
    ("V", 0): ["▒▒▒▒▒▒▒▒▒", "····│····", "····│····", "·Ψ·$│····", "····│····"],
    ("C", 0): ["·········", "·········", "····⌂····", "····│····", "····│····"],
    ("AL", 0): ["·········", "······Ψ··", "────┬────", "····│$···", "····│····"],
    ("W", 0): ["▒▒▒▒▒▒⚑▒▒", "·········", "─────────", "·········", "▒▒▒▒▒▒▒▒▒"],
    ("X", 0): ["▒▒▒▒▒▒▒▒▒", "····▒▒▒▒⚑", "────┐·▒▒▒", "···$│··▒▒", "····│···▒"],
}


@pytest.mark.parametrize("tile,rotation", sorted(SPEC_EXAMPLES))
def test_tile_art_draws_the_spec_examples(tile, rotation):
    assert list(square_art(RULES.data, tile, rotation).chars) == SPEC_EXAMPLES[tile, rotation]


def test_every_anchor_lies_on_its_own_segment_and_every_item_is_drawn():
    data = RULES.data
    squares = [(t, r) for t in data.tile_ids for r in range(4)]
    squares += [(s, 0) for s in data.start_cells.values()]
    for square, rotation in squares:
        art = square_art(data, square, rotation)
        face = data.faces[square, rotation]
        for segment in face.segments:
            x, y = art.anchors[segment.id]
            assert art.owners[y][x] == segment.id, (square, rotation, segment.id)
        text = "".join(art.chars)
        assert text.count("⚑") == sum(s.flags for s in face.segments)
        assert text.count("$") == sum(s.trading_posts for s in face.segments)
        assert text.count("Ψ") == sum(s.animals for s in face.segments)


# -- placing, rotating, deploying -----------------------------------------------------------


async def test_draw_place_rotate_and_deploy_by_keys():
    match = new_match(5)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert match.current().kind == DRAW and "draw a tile" in screen_text(app)
        await pilot.press("enter")
        assert match.current().kind == PLACE
        tile = match.state.current_tile
        # r turns the ghost and the preview; Tab jumps to a legal (cell, rotation).
        rotation = screen.rotation
        await pilot.press("r")
        assert screen.rotation == (rotation + 1) % 4
        assert f"{screen.rotation * 90}°" in screen_text(app)
        await pilot.press("R", "R")
        assert screen.rotation == (rotation + 3) % 4
        await pilot.press("tab")
        cell, turned = screen.cursor, screen.rotation
        assert PlaceTile(col=cell[0], row=cell[1], rotation=turned) in match.legal_actions(0)
        # Where the tile cannot go, the prompt says why.
        await pilot.press(*["left"] * 3)
        assert "touches no square" in screen_text(app)
        await pilot.press(*["right"] * 3)
        fits = screen.fits[cell]
        await pilot.press("enter")
        assert match.entries[-1].action == PlaceTile(col=cell[0], row=cell[1], rotation=turned)
        assert match.current().kind == DEPLOY
        # r turns the placed tile (if another rotation fits), escape takes it back.
        await pilot.press("r")
        assert match.state.squares[cell][0] == tile
        assert match.state.squares[cell][1] == next(
            r for r in ((turned + i) % 4 for i in range(1, 5)) if r in fits)
        await pilot.press("escape")
        assert match.current().kind == PLACE and cell not in match.state.squares
        assert screen.cursor == cell
        await pilot.press("enter")
        assert match.current().kind == DEPLOY
        option = screen.options[0]
        assert option.role.capitalize() in screen_text(app)
        before = len(match.entries)
        await pilot.press("down", "enter")
        assert match.entries[before].action == DeploySettler(segment=option.segment)


async def test_draw_place_rotate_and_deploy_by_mouse():
    match = new_match(5)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        await perform(pilot, app, match, by_mouse, DrawTile())
        # A click on the tile panel turns the tile.
        rotation = screen.rotation
        await pilot.click("#cc-tile")
        assert screen.rotation == (rotation + 1) % 4
        # A click on a cell where the tile fits places it; a second click turns it.
        cell = next(c for c, fits in screen.fits.items() if len(fits) >= 2)
        fits = screen.fits[cell]
        await click_map(pilot, app, cell)
        assert match.current().kind == DEPLOY and cell in match.state.squares
        first = match.state.squares[cell][1]
        assert first in fits
        await click_map(pilot, app, cell, free_inner_cell(screen))
        second = match.state.squares[cell][1]
        assert second in fits and second != first
        assert match.current().kind == DEPLOY
        # A numbered spot: the first click selects, the second deploys.
        option = screen.options[-1]
        await perform(pilot, app, match, by_mouse, DeploySettler(segment=option.segment))


# -- the scoring order ----------------------------------------------------------------------


def completes_two(match: Match) -> tuple[PlaceTile, object] | None:
    """A placement (and settler choice) of Ann's that completes two held features."""
    rules, rng = match.rules, random.Random(0)
    for place in match.legal_actions(0):
        after = match.state.clone()
        rules.apply(after, 0, place, rng)
        follow = rules.legal_actions(after, 0) if after.step == DEPLOY else [None]
        for action in follow:
            state = after.clone()
            if action is not None:
                rules.apply(state, 0, action, rng)
            if state.step == SCORE:
                return place, action
    return None


@pytest.mark.parametrize("how", [by_keys, by_mouse], ids=["keys", "mouse"])
async def test_choose_the_scoring_order(how):
    match = new_match(34)
    advance_with_bots(match, lambda m: m.current().kind == PLACE and completes_two(m))
    place, settler = completes_two(match)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await perform(pilot, app, match, how, place)
        if settler is not None:
            await perform(pilot, app, match, how, settler)
        assert match.current().kind == SCORE
        screen = game_screen(app)
        assert len(screen.waiting) >= 2
        text = screen_text(app)
        assert "Score which first?" in text and "moves a surveyor" in text
        second = screen.waiting[1]
        points = second.points
        assert all(f"{match.seats[s].name} " in text for s in points)
        chosen = ScoreFeature(col=second.anchor[0], row=second.anchor[1],
                              segment=second.anchor[2])
        before = {s: match.state.total(s) for s in range(2)}
        await perform(pilot, app, match, how, chosen)
        for seat, gain in points.items():
            assert match.state.total(seat) >= before[seat] + gain


# -- whole turns ----------------------------------------------------------------------------


async def test_a_few_whole_turns_against_the_greedy_bot_by_keys():
    match = new_match(8)
    app = BoardgamesApp(match=match, bot_delay=0)
    chooser = make_bot(match.rules, "greedy", 0)
    rng = random.Random(3)
    async with app.run_test(size=(120, 40)) as pilot:
        turns = 0
        while turns < 5:
            await settle(pilot, app)
            decision = match.current()
            assert decision.seat == 0
            turns += decision.kind == DRAW
            action = chooser.choose(match.view(0), match.legal_actions(0), rng)
            await perform(pilot, app, match, by_keys, action)
        kinds = {e.action.kind for e in match.entries if e.seat == 0}
        assert {"draw_tile", "place_tile"} <= kinds
        assert kinds & {"deploy_settler", "skip_settler"}
        assert sum(e.seat == 1 and e.action.kind == "place_tile" for e in match.entries) >= 4
        assert "Ada (bot)" in screen_text(app)


async def test_skip_and_inspect_by_keys_and_the_overlays():
    match = new_match(5)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await pilot.press("enter", "tab", "enter")
        screen = game_screen(app)
        before = len(match.entries)
        await pilot.press("n")
        assert match.entries[before].action == SkipSettler()
        await settle(pilot, app)
        cell = match.state.last_placed  # Ada's tile
        await pilot.press("full_stop", "i")
        assert f"Column {cell[0]}, row {cell[1]}" in screen_text(app)
        await pilot.press("escape", "b")
        assert "tiles left in the bag" in screen_text(app)
        await pilot.press("escape", "t")
        assert "Score track" in screen_text(app)
        await pilot.press("escape", "g")
        assert "The whole log" in screen_text(app) and "Ann starts" in screen_text(app)
        await pilot.press("escape")
        await cursor_to(pilot, screen, (0, 1))
        await pilot.press("i")
        assert "Start space of the board (Plymouth)" in screen_text(app)
        await pilot.press("escape", "f1")
        assert "Keys and mouse on this screen" in screen_text(app)
        await pilot.press("escape")
        assert screen.is_current


# -- the picture and the speed --------------------------------------------------------------


async def test_svg_snapshot_of_a_half_full_map(snapshot_svg):
    match = new_match(4)
    advance_with_bots(match, lambda m: m.current().kind == PLACE and placed_tiles(m) >= 45)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        snapshot_svg(app, "carcassonne")


async def test_redraw_time_of_a_key_press_on_a_full_map(capsys):
    """Measures (and prints) the work one cursor key and one rotation key cause on a
    nearly full map: the screen's handler, any new layout and the compositor's repaint.
    No timed assertion (the machine is shared)."""
    match = new_match(1)
    advance_with_bots(match, lambda m: m.current().kind == PLACE and m.state.tiles_left <= 1)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        spent: list[float] = []


        screen.action_cursor = timed(screen.action_cursor, spent)
        screen.action_rotate = timed(screen.action_rotate, spent)
        screen._refresh_layout = timed(screen._refresh_layout, spent)
        screen._compositor.render_update = timed(screen._compositor.render_update, spent)
        report = []
        for name, keys in (("cursor", ["left", "up", "right", "down"] * 5), ("rotate", ["r"] * 8)):
            spent.clear()
            for key in keys:
                await pilot.press(key)
            report.append(f"{name} key {sum(spent) / len(keys) * 1000:.1f} ms")
        with capsys.disabled():
            print(f"\n{len(match.state.squares)} squares on the map: " + ", ".join(report))
        assert screen.map.in_bounds(screen.cursor)
