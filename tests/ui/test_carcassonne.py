"""New World through the screen: the tile art of spec 9.2, placing, rotating, deploying
and choosing the scoring order by keys and by mouse, a few whole turns against the greedy
bot by keys only, an SVG snapshot of a half-full map, and the redraw time of a key press
on a full map (printed, never asserted)."""

from __future__ import annotations

import random

import pytest
from rich.console import Console

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
from boardgames.games.carcassonne.summary import settler_options
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games.carcassonne.art import HEIGHT, WIDTH, square_art
from boardgames.ui.games.carcassonne.side import OptionLines
from boardgames.ui.widgets.panels import PromptBar
from tests.ui.carcassonne_driver import (
    by_keys,
    by_mouse,
    click_map,
    cursor_to,
    free_inner_cell,
    game_screen,
)
from tests.ui.helpers import perform_checked, screen_text, settle


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
        follow = rules.legal_actions(after, 0) if after.phase == DEPLOY else [None]
        for action in follow:
            state = after.clone()
            if action is not None:
                rules.apply(state, 0, action, rng)
            if state.phase == SCORE:
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


async def test_cursor_and_rotation_keys_on_a_nearly_full_map_stay_on_the_map():
    """Cursor and rotation keys on a nearly full map keep the cursor on the map and
    place nothing (their speed is measured by ``boardgames bench``)."""
    match = new_match(1)
    advance_with_bots(match, lambda m: m.current().kind == PLACE and m.state.tiles_left <= 1)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        moves = len(match.entries)
        for key in ["left", "up", "right", "down"] * 5 + ["r"] * 8:
            await pilot.press(key)
        assert screen.map.in_bounds(screen.cursor) and len(match.entries) == moves


# -- issue 16: the scoring-order preview, the view on the current action, undo, Enter ------


def map_char(app, cell: tuple[int, int], inner: tuple[int, int]) -> str:
    """The character the terminal shows at a position inside a square of the map."""
    board = game_screen(app).map
    offset = board.screen_offset(cell, inner)
    assert offset is not None, f"{cell} {inner} is not in view"
    return screen_text(app).splitlines()[board.region.y + offset[1]][board.region.x + offset[0]]


def fully_in_view(app, cell: tuple[int, int]) -> bool:
    board = game_screen(app).map
    return all(board.screen_offset(cell, inner) is not None
               for inner in ((0, 0), (WIDTH - 1, 0), (0, HEIGHT - 1), (WIDTH - 1, HEIGHT - 1)))


def order_matters(match: Match) -> tuple[PlaceTile, object] | None:
    """A placement (and settler choice) of Ann's after which she chooses the scoring
    order and the choices end differently (tried on copies with the engine)."""
    rules, rng = match.rules, random.Random(0)
    for place in match.legal_actions(0):
        after = match.state.clone()
        rules.apply(after, 0, place, rng)
        for action in rules.legal_actions(after, 0) if after.phase == DEPLOY else [None]:
            state = after.clone()
            if action is not None:
                rules.apply(state, 0, action, rng)
            if state.phase != SCORE:
                continue
            ends = set()
            for choice in rules.legal_actions(state, 0):
                end = state.clone()
                rules.apply(end, 0, choice, rng)
                ends.add((tuple(end.total(s) for s in range(end.players)), tuple(end.supply)))
            if len(ends) > 1:
                return place, action
    return None


async def test_the_scoring_order_shows_each_choices_full_outcome_before_choosing():
    """R37-R48: each scoring moves a surveyor and may send settlers home, so the order
    changes what everybody gets. Each line of the list must say what choosing it leads to
    for the whole turn: checked against playing every choice on a copy of the match."""
    match = new_match(1)  # a seed whose greedy game reaches such a turn with a settler
    advance_with_bots(match, lambda m: m.current().kind == PLACE and order_matters(m))
    place, settler = order_matters(match)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await perform(pilot, app, match, by_keys, place)
        if settler is not None:
            await perform(pilot, app, match, by_keys, settler)
        assert match.current().kind == SCORE
        screen = game_screen(app)
        listing = screen.query_one(OptionLines)
        state = match.state
        expected = []
        awards = []
        for index, option in enumerate(screen.waiting):
            end = state.clone()
            match.rules.apply(end, 0, ScoreFeature(col=option.anchor[0], row=option.anchor[1],
                                                    segment=option.anchor[2]), random.Random(0))
            assert end.phase != SCORE  # two features wait: one choice decides the order
            gains = [end.total(s) - state.total(s) for s in range(2)]
            back = [end.supply[s] - state.supply[s] - (end.settlers_lost[s]
                                                       - state.settlers_lost[s])
                    for s in range(2)]
            seat = match.seats
            total = "= " + ", ".join(f"{seat[s].glyph} {seat[s].name} +{g}"
                                     for s, g in enumerate(gains) if g)
            home = "settlers back: " + ", ".join(f"{seat[s].glyph} {seat[s].name} {n}"
                                                 for s, n in enumerate(back) if n)
            text = " ".join(line.plain.strip() for line in listing.options[index])
            text = text.replace("\xa0", " ")
            assert total in text and home in text, (total, home, text)
            expected.append(gains)
            awards.append(end.awards[len(state.awards):])
        assert expected[0] != expected[1]  # the order matters here
        made = len(match.state.awards)
        await perform(pilot, app, match, by_keys, match.legal_actions(0)[1])
        # the awards of Ann's choice come first (the bot's next turn may add more)
        assert match.state.awards[made:made + len(awards[1])] == awards[1]


async def test_the_map_opens_and_stays_centred_on_the_current_action():
    """A resumed game opens on the last placed tile, not on an empty part of the map, and
    a resize keeps the current action (the tile, then the cursor) in view, centred."""
    match = new_match(4)
    advance_with_bots(match, lambda m: m.current().kind == DRAW and placed_tiles(m) >= 45)
    last = match.state.last_placed
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        board = game_screen(app).map
        assert fully_in_view(app, last)

        def centred(cell) -> bool:
            x, y = board.origin(cell)
            view = board.map_size
            want_x = min(max(0, x + WIDTH // 2 - view.width // 2), board.max_scroll_x)
            want_y = min(max(0, y + HEIGHT // 2 - view.height // 2), board.max_scroll_y)
            return abs(board.scroll_x - want_x) <= 1 and abs(board.scroll_y - want_y) <= 1

        assert centred(last)
        await pilot.resize_terminal(100, 30)
        await settle(pilot, app)
        assert fully_in_view(app, last) and centred(last)
        await pilot.press("enter")  # draw: now the cursor is the current action
        await settle(pilot, app)
        screen = game_screen(app)
        assert match.current().kind == PLACE
        await pilot.press("tab", "tab")
        await pilot.resize_terminal(120, 40)
        await settle(pilot, app)
        assert fully_in_view(app, screen.cursor) and centred(screen.cursor)


async def test_undo_keeps_the_cursor_on_the_undone_tile():
    """ctrl+z after a placement puts the cursor (and the rotation) back on the undone tile,
    also when the placement was made before this screen opened (a resumed game)."""
    match = new_match(4)
    advance_with_bots(match, lambda m: m.current().kind == PLACE and placed_tiles(m) >= 21
                      and m.state.supply[0] > 0)
    rules, last = match.rules, match.state.last_placed

    def deploys(action) -> bool:
        state = match.state.clone()
        rules.apply(state, 0, action, random.Random(0))
        return state.phase == DEPLOY

    def distance(a) -> int:
        return abs(a.col - last[0]) + abs(a.row - last[1])

    far = max((a for a in match.legal_actions(0) if deploys(a)), key=distance)
    nearest = min(match.legal_actions(0), key=distance)
    assert (far.col, far.row) != (nearest.col, nearest.row)
    match.submit(0, far)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert match.current().kind == DEPLOY
        await pilot.press("ctrl+z")
        await settle(pilot, app)
        assert match.current().kind == PLACE
        assert screen.cursor == (far.col, far.row) and screen.rotation == far.rotation
        assert fully_in_view(app, screen.cursor)
        # Placed again by keys and taken back by ctrl+z: the same.
        await pilot.press("enter")
        assert match.current().kind == DEPLOY
        await pilot.press("ctrl+z")
        await settle(pilot, app)
        assert screen.cursor == (far.col, far.row) and screen.rotation == far.rotation


async def test_ctrl_z_in_the_scoring_step_takes_back_one_move():
    match = new_match(1)  # a seed whose greedy game reaches such a turn with a settler
    advance_with_bots(match, lambda m: m.current().kind == PLACE and order_matters(m))
    place, settler = order_matters(match)
    assert settler is not None
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await perform(pilot, app, match, by_keys, place)
        await perform(pilot, app, match, by_keys, settler)
        assert match.current().kind == SCORE
        moves = len(match.entries)
        await pilot.press("ctrl+z")
        await settle(pilot, app)
        assert len(match.entries) == moves - 1 and match.current().kind == DEPLOY
        assert (place.col, place.row) in match.state.squares


async def test_the_cursor_and_the_last_placed_tile_differ_in_glyph():
    """The cursor is framed by heavy brackets, the last placed tile by rounded ticks."""
    match = new_match(4)
    advance_with_bots(match, lambda m: m.current().kind == PLACE and placed_tiles(m) >= 45)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        last, cursor = match.state.last_placed, screen.cursor
        assert cursor != last and fully_in_view(app, last) and fully_in_view(app, cursor)
        right, bottom = WIDTH - 1, HEIGHT - 1
        cursor_marks = [map_char(app, cursor, xy) for xy in
                        ((0, 0), (1, 0), (right - 1, 0), (right, 0),
                         (0, bottom), (1, bottom), (right - 1, bottom), (right, bottom))]
        assert cursor_marks == ["┏", "━", "━", "┓", "┗", "━", "━", "┛"]
        last_marks = [map_char(app, last, xy) for xy in
                      ((0, 0), (right, 0), (0, bottom), (right, bottom))]
        assert last_marks == ["╭", "╮", "╰", "╯"]
        assert map_char(app, last, (1, 0)) != "━"
        assert not set(cursor_marks) & set(last_marks)


async def test_a_second_enter_after_placing_keeps_the_instruction():
    """Enter places the tile; a second Enter (nothing selected, and the spec gives the
    settler step no default) submits nothing and says the instruction again, no error."""
    match = new_match(5)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await pilot.press("enter", "tab", "enter")
        assert match.current().kind == DEPLOY
        moves = len(match.entries)
        tile = match.state.squares[match.state.placed][0]
        await pilot.press("enter")
        await pilot.pause()
        assert len(match.entries) == moves and match.current().kind == DEPLOY
        text = screen_text(app)
        assert "Choose first" not in text
        assert f"a settler on tile {tile}?" in text and "n none" in text
        assert not game_screen(app).query_one(PromptBar).has_class("-error")


# -- issue 12: change marks, 80 x 24, the end screen, prompts, sentences ------------------


def base_char(app, cell: tuple[int, int], inner: tuple[int, int]) -> str:
    """The character the map draws at a position inside a square (scrolling aside)."""
    board = game_screen(app).map
    x, y = board.origin(cell)
    return board._base.chars[y + inner[1]][x + inner[0]]


def prompt_plain(app) -> str:
    content = game_screen(app).query_one(PromptBar).content
    return content.plain if hasattr(content, "plain") else str(content)


def finished() -> Match:
    match = new_match(6)
    rng = random.Random(1)
    ann = make_bot(match.rules, "greedy", 0)
    while not match.is_over:
        d = match.current()
        action = (ann.choose(match.view(0), match.legal_actions(0), rng) if d.seat == 0
                  else match.bot_action(d.seat))
        match.submit(d.seat, action)
    return match


async def test_the_tiles_the_bot_placed_are_marked_until_the_human_acts():
    from boardgames.games.carcassonne.summary import changed_cells

    match = new_match(4)
    advance_with_bots(match, lambda m: m.current().kind == DRAW and placed_tiles(m) >= 6)
    bot_cell = match.state.last_placed
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert changed_cells(e.action for e in screen.recent_moves()) == {bot_cell}
        assert base_char(app, bot_cell, (1, 0)) == "✱"
        assert base_char(app, bot_cell, (WIDTH - 2, HEIGHT - 1)) == "✱"
        assert base_char(app, bot_cell, (0, 0)) == "╭"  # the last placed tile's tick too
        assert map_char(app, bot_cell, (1, 0)) == "✱"  # on screen, where the map opens
        others = {c for c in match.state.squares if c != bot_cell}
        assert not any(base_char(app, c, (1, 0)) == "✱" for c in others)
        await pilot.press("enter")  # Ann draws: she acted, the mark goes
        await settle(pilot, app)
        assert match.current().kind == PLACE
        assert base_char(app, bot_cell, (1, 0)) != "✱"
        assert "✱" not in screen_text(app)


async def test_a_few_turns_at_80_by_24_by_keys():
    match = new_match(8)
    app = BoardgamesApp(match=match, bot_delay=0)
    chooser = make_bot(match.rules, "greedy", 0)
    rng = random.Random(3)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert screen.MIN_SIZE == (80, 24) and not screen.has_class("too-small")
        turns = 0
        while turns < 4:
            await settle(pilot, app)
            decision = match.current()
            turns += decision.kind == DRAW
            if turns == 2 and decision.kind == PLACE and not screen.has_class("-no-side"):
                await pilot.press("f6")  # the side panel out of the way: a wider map
                await pilot.pause()
                assert screen.map.size.width >= 70 and "Log" not in screen_text(app)
            action = chooser.choose(match.view(0), match.legal_actions(0), rng)
            await perform(pilot, app, match, by_keys, action)
        await pilot.press("f6")
        await pilot.pause()
        assert not screen.has_class("-no-side") and "Log" in screen_text(app)
        assert sum(e.seat == 0 and e.action.kind == "place_tile" for e in match.entries) >= 3


async def test_the_end_screen_shows_the_final_scoring_details():
    from boardgames.ui.screens.game_over import GameOverScreen

    match = finished()
    scores = match.scores()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 100)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert "Final scoring (unfinished features and plains)" in text
        head, body = game_screen(app).end_parts()
        console = Console(width=200, record=True)
        for part in [head, *body]:
            console.print(part)
        parts = console.export_text()  # the whole body (the screen scrolls it)
        for label in ("Trails completed", "Unfinished towns", "Plains (trappers)", "Total",
                      "Tiles placed", "Settlers sent home by the surveyors",
                      "The surveyors ended in", "for fitting nowhere"):
            assert label in parts, label
        assert " scores " in text and " for the " in text  # award by award
        tied = scores.totals.count(max(scores.totals)) > 1
        assert ("There is no tie-break" in parts) == tied
        await pilot.press("b")  # the final board: no danger zone any more
        await pilot.pause()
        assert "⚠" not in screen_text(app)


async def test_the_prompt_always_describes_the_current_decision():
    match = new_match(8)
    app = BoardgamesApp(match=match, bot_delay=0)
    chooser = make_bot(match.rules, "random", 0)
    rng = random.Random(7)
    kinds = set()
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(40):
            await settle(pilot, app)
            decision = match.current()
            screen = game_screen(app)
            assert prompt_plain(app) == str(screen.prompt_text(screen.view, decision))
            action = chooser.choose(match.view(0), match.legal_actions(0), rng)
            kinds.add(action.kind)
            await perform(pilot, app, match, by_keys, action)
        assert {"draw_tile", "place_tile"} <= kinds


def test_plains_of_one_square_are_named_apart_and_counts_read_as_sentences():
    from boardgames.games.carcassonne.data import square_view
    from boardgames.games.carcassonne.summary import inspect
    from boardgames.games.carcassonne.text import inspect_text, where

    data = RULES.data
    twins = 0
    for tile in data.tile_ids:
        segments = square_view(data, tile, 0).segments
        names = [f"{s.kind} {where(s, segments)}" for s in segments]
        assert len(set(names)) == len(names), (tile, names)
        plains = [s for s in segments if s.kind == "plain"]
        sides = ["".join(dict.fromkeys(h[0] for h in s.halves)) for s in plains]
        twins += len(set(sides)) < len(sides)
    assert twins  # some tiles have two plains touching the same sides
    match = finished()
    labels = [f"{s.glyph} {s.name}" for s in match.seats]
    text = "\n".join(inspect_text(inspect(match.state, data, cell), labels)
                     for cell in match.state.squares)
    assert "1 open sides" not in text and "⚠" not in text


async def test_the_turn_key_is_offered_only_when_the_placed_tile_can_turn():
    from boardgames.games.carcassonne.legal import fitting_cells
    from boardgames.ui.widgets.keybar import KeyBar

    match = new_match(4)
    advance_with_bots(match, lambda m: m.current().kind == PLACE and any(
        len(r) == 1 for r in fitting_cells(m.view(0), RULES.data).values()) and any(
        len(r) > 1 for r in fitting_cells(m.view(0), RULES.data).values()))
    fits = fitting_cells(match.view(0), RULES.data)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        for cell, turns in sorted(fits.items(), key=lambda f: len(f[1])):
            await perform(pilot, app, match, by_keys,
                          PlaceTile(col=cell[0], row=cell[1], rotation=turns[0]))
            keys = [k.key for k in game_screen(app).query_one(KeyBar).keys]
            prompt = prompt_plain(app)
            assert ("r" in keys) == (len(turns) > 1)
            assert ("r turns the tile" in prompt) == (len(turns) > 1)
            if len(turns) > 1:
                break
            await pilot.press("escape")  # take it back and try a cell where it turns
            await settle(pilot, app)


async def test_the_screen_speaks_the_chosen_language_and_switches_in_place():
    """German from the start (the refusal of a placement, the settler list, the panels),
    then a switch to English in the middle of the deployment redraws every text there."""
    match = new_match(5)
    app = BoardgamesApp(match=match, bot_delay=0, language="de")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert "ziehe eine Karte" in prompt_plain(app)
        await pilot.press("enter", "tab")
        await pilot.press(*["left"] * 3)
        assert "berührt keine Karte" in prompt_plain(app)
        await pilot.press(*["right"] * 3, "enter")
        assert match.current().kind == DEPLOY
        text = screen_text(app)
        assert "Siedler auf die Karte?" in text and "Kein Siedler" in text
        assert "im Vorrat" in text and "im Beutel übrig" in text
        app.switch_language("en")
        await settle(pilot, app)
        text = screen_text(app)
        assert "Settler on the tile?" in text and "No settler" in text and "in hand" in text
        for option in settler_options(match.view(0), RULES.data):  # in English now
            assert option.feature.text in text and option.role.capitalize() in text
        assert "Siedler" not in text
