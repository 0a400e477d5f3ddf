"""New England through the screen: from the menu, by keys only and by mouse only, with
undo, save and resume, and an SVG snapshot."""

from __future__ import annotations

import random

from boardgames import paths
from boardgames.core import library, registry
from boardgames.core.bots import RandomBot
from boardgames.core.controller import Match, Seat
from boardgames.core.saves import load_match
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.screens.game_over import GameOverScreen
from tests.ui.helpers import play_seat, screen_text, settle
from tests.ui.new_england_driver import by_keys, by_mouse, game_screen


def seats() -> list[Seat]:
    return [
        Seat(name="Ann", colour="#E69F00", glyph="●"),
        Seat(name="Ada", kind="bot", level="greedy", colour="#56B4E9", glyph="▲"),
        Seat(name="Bruno", kind="bot", level="greedy", colour="#009E73", glyph="■"),
    ]


async def play_human(pilot, app, match: Match, perform, limit: int | None = None) -> int:
    """Let the human seat 0 play through the screen, choosing like a random bot; return
    the number of human actions performed."""
    chooser = RandomBot(match.rules, 0)
    rng = random.Random(0)
    return await play_seat(pilot, app, match, perform,
                           lambda: chooser.choose(None, match.legal_actions(0), rng),
                           limit=limit)


async def test_a_whole_game_with_the_keyboard_only():
    match = Match(registry.rules("new_england"), seats(), seed=11)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        done = await play_human(pilot, app, match, by_keys)
        await settle(pilot, app)
        assert match.is_over and done > 20
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert "game over" in text and "Total" in text and "tie-break" in text


async def test_the_first_rounds_with_the_mouse_only():
    match = Match(registry.rules("new_england"), seats(), seed=12)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        done = await play_human(pilot, app, match, by_mouse, limit=25)
        assert done == 25


async def test_start_from_the_menu_with_one_human_and_two_bots():
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "New England" in screen_text(app) and "3–4 players" in screen_text(app)
        await pilot.press("enter")  # New England is the first game
        await pilot.pause()
        assert "New game: New England" in screen_text(app)
        await pilot.press("f5")
        await settle(pilot, app)
        screen = game_screen(app)
        kinds = [(s.kind, s.level) for s in screen.match.seats]
        assert kinds == [("human", None), ("bot", "greedy"), ("bot", "greedy")]
        assert [g.game for g in library.unfinished()] == ["new_england"]


def test_play_command_hands_the_match_to_the_app(monkeypatch):
    from boardgames import cli

    started = []
    monkeypatch.setattr(BoardgamesApp, "run", lambda self: started.append(self._initial))
    code = cli.main(["play", "new_england", "--seat", "Ann", "--seat", "bot:greedy",
                     "--seed", "5", "--option", "layout=first_game"])
    assert code == 0
    (match,) = started
    assert [s.name for s in match.seats] == ["Ann", "Bruno", "Player 3"]
    assert [s.kind for s in match.seats] == ["human", "bot", "human"]
    assert match.seed == 5 and match.options.layout == "first_game"
    assert match.state.tiles  # the first-game layout is on the board already


async def test_undo_takes_back_a_purchase_and_its_placement():
    match = Match(registry.rules("new_england"), seats(), seed=11)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        # Play by keys until the human stands in its phase-3 turn with a tile to buy.
        chooser = RandomBot(match.rules, 0)
        rng = random.Random(1)
        while True:
            await settle(pilot, app)
            d = match.current()
            buys = [a for a in match.legal_actions(0) if a.kind == "buy"
                    and match.state.offer[a.slot].kind == "tile"]
            if d.kind == "turn" and buys:
                break
            await by_keys(pilot, app, chooser.choose(None, match.legal_actions(0), rng))
        money = match.state.money[0]
        before = match.state_digest()
        await by_keys(pilot, app, buys[0])
        await settle(pilot, app)
        assert match.current().kind == "place_tile"
        await by_keys(pilot, app, match.legal_actions(0)[0])
        await settle(pilot, app)
        assert match.state.money[0] < money
        await pilot.press("ctrl+z", "ctrl+z")
        await settle(pilot, app)
        assert match.state_digest() == before and match.state.money[0] == money


async def test_save_load_and_resume():
    match = Match(registry.rules("new_england"), seats(), seed=13)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_human(pilot, app, match, by_keys, limit=8)
        await pilot.press("ctrl+s")
        await pilot.pause()
        digest = match.state_digest()
        await pilot.press("ctrl+q")
    (saved,) = paths.saves_dir().glob("new_england-*.json")
    assert load_match(saved).state_digest() == digest

    resumed = BoardgamesApp(bot_delay=0)
    async with resumed.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("c")  # Resume: the unfinished games, newest first
        await pilot.pause()
        await pilot.press("enter")
        await settle(pilot, resumed)
        assert game_screen(resumed).match.state_digest() == digest

    loader = BoardgamesApp(bot_delay=0)
    async with loader.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        await pilot.click("#path")
        await pilot.press(*str(saved), "enter")
        await settle(pilot, loader)
        assert game_screen(loader).match.state_digest() == digest


async def test_a_damaged_save_is_refused_and_changes_nothing(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"app": "boardgames", "schema_version": 1')
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        await pilot.click("#path")
        await pilot.press(*str(bad), "enter")
        await pilot.pause()
        assert "damaged or incomplete" in screen_text(app)
        assert not any(s.__class__.__name__ == "NewEnglandScreen" for s in app.screen_stack)


async def test_svg_snapshot(snapshot_svg):
    match = Match(registry.rules("new_england"), seats(), seed=3)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_human(pilot, app, match, by_keys, limit=12)
        await settle(pilot, app)
        snapshot_svg(app, "new_england")


def finished_match() -> Match:
    match = Match(registry.rules("new_england"), seats(), seed=21)
    chooser = RandomBot(match.rules, 0)
    rng = random.Random(2)
    while (d := match.current()) is not None:
        bot = chooser if d.seat == 0 else match.bots[d.seat]
        view = match.view(d.seat) if bot.needs_view else None
        match.submit(d.seat, bot.choose(view, match.legal_actions(d.seat), rng))
    return match


async def test_game_over_shows_the_breakdown_and_offers_a_rematch():
    match = finished_match()
    scores = match.scores()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        for label in ("Land cards", "Most pilgrims", "Total", "Money in shillings (the tie-break)"):
            assert label.lower() in text.lower()
        winner = match.seats[scores.winners[0]].name
        assert (winner in text and "wins" in text) or "share the win" in text
        await pilot.press("b")  # look at the final board
        await pilot.pause()
        assert isinstance(app.screen, type(game_screen(app)))
        await pilot.press("escape")  # leave: back to the menu
        await pilot.press("y")
        await pilot.pause()
        assert "New England" in screen_text(app) and "3–4 players" in screen_text(app)


async def test_rematch_keeps_the_seats():
    match = finished_match()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await pilot.press("r")
        await settle(pilot, app)
        new = game_screen(app).match
        assert new is not match and new.seats == match.seats and not new.entries[:0]
        assert not new.is_over


async def test_f1_shows_rules_and_the_keys_of_the_screen():
    match = Match(registry.rules("new_england"), seats(), seed=3)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await pilot.press("f1")
        await pilot.pause()
        text = screen_text(app)
        assert "Keys and mouse on this screen" in text and "previous legal target" in text
        await pilot.press("escape")
        await pilot.pause()
        assert game_screen(app) is app.screen


async def test_an_illegal_choice_shows_its_reason_and_changes_nothing():
    match = Match(registry.rules("new_england"), seats(), seed=3)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        while match.current().kind != "place_start_tile":
            await by_keys(pilot, app, match.legal_actions(0)[0])
            await settle(pilot, app)
        occupied = next(iter(match.state.cell_tile))
        before = match.state_digest()
        screen = game_screen(app)
        from tests.ui.new_england_driver import go_to

        await go_to(pilot, screen, occupied)
        await pilot.press("enter")
        await pilot.pause()
        assert match.state_digest() == before
        assert "✖" in screen_text(app)


async def test_developing_parcel_by_parcel():
    """The parcel mode of the use-card decision (v): toggling parcels by keys and by
    clicks, the develop key only once they form the card's shape."""
    from boardgames.games.new_england.actions import Develop
    from tests.ui.new_england_driver import click_cell, go_to

    match = Match(registry.rules("new_england"), seats(), seed=5)
    greedy = match.rules.greedy_bot(match.rules, 0)
    rng = random.Random(4)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_seat(pilot, app, match, by_keys,
                        lambda: greedy.choose(match.view(0), match.legal_actions(0), rng),
                        until=lambda m: any(isinstance(a, Develop)
                                            for a in m.legal_actions(0)))
        placement = next(a for a in match.legal_actions(0) if isinstance(a, Develop))
        before = len(match.entries)
        screen = game_screen(app)
        await pilot.press("v")
        first, *rest = placement.cells
        await click_cell(pilot, first)  # a click toggles a parcel ...
        for cell in rest:  # ... and so does Space
            await go_to(pilot, screen, cell)
            await pilot.press("space")
        await go_to(pilot, screen, (8, 0))
        await pilot.press("space", "d")  # one parcel too many: nothing happens
        await pilot.pause()
        assert len(match.entries) == before and "must form" in screen_text(app)
        await pilot.press("space", "d")
        await settle(pilot, app)
        assert match.entries[before].action == placement


async def test_bid_discs_by_arrows_on_the_track():
    match = Match(registry.rules("new_england"), seats(), seed=6)
    chooser = RandomBot(match.rules, 0)
    rng = random.Random(5)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_seat(pilot, app, match, by_keys,
                        lambda: chooser.choose(None, match.legal_actions(0), rng),
                        until=lambda m: m.current().kind == "take_disc")
        free = sorted(a.value for a in match.legal_actions(0))
        before = len(match.entries)
        await pilot.press("right", "right", "left", "left")  # wraps to the highest
        await pilot.press("enter")
        await settle(pilot, app)
        assert match.entries[before].action.value == free[-1]


# -- issue 16: start tiles as one piece, the move key, the buying order ----------------------


def board_lines(app) -> list[str]:
    """The board widget's part of the terminal, line by line (board coordinates)."""
    from boardgames.ui.games.new_england.board import NewEnglandBoard

    region = game_screen(app).query_one(NewEnglandBoard).content_region
    lines = screen_text(app).splitlines()
    return [line[region.x:region.right] for line in lines[region.y:region.bottom]]


def lower_line(lines: list[str], cell: tuple[int, int], width: int = 5) -> str:
    """The second (lower) line of a cell, ``width`` characters from its left edge."""
    from boardgames.ui.games.new_england.board import cell_origin

    x, y = cell_origin(cell)
    return lines[y + 1][x:x + width]


async def test_a_start_tile_is_drawn_as_one_piece_in_both_orientations():
    """Spec 9.1: a start tile spans its two cells with no border between them, while
    separate tiles are outlined. The first-game layout has Howland's pasture upright on
    A1+A2 and Palmer's settlement lying on A5+B5; two ordinary Annable tiles are added on
    J3 and J4 (below Annable's start tile on J2+K2) and one on K3."""
    from boardgames.games.new_england import effects as E

    humans = [Seat(name=n, colour=c, glyph=g) for n, c, g in
              (("Ann", "#E69F00", "●"), ("Hal", "#56B4E9", "▲"), ("Pam", "#009E73", "■"))]
    match = Match(registry.rules("new_england"), humans, seed=3,
                  options={"layout": "first_game"})
    state = match.state
    assert state.tiles[(0, 0)].cells == ((0, 0), (1, 0))  # upright
    assert state.tiles[(4, 0)].cells == ((4, 0), (4, 1))  # lying
    annable = state.families.index("A")
    for cell in ((2, 9), (3, 9), (2, 10)):
        E.add_tile(state, annable, "S", (cell,))
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        lines = board_lines(app)
        edge = "▁" * 5
        # Upright start tile: nothing between A1 and A2, its outline under A2.
        assert lower_line(lines, (0, 0)).strip() == ""
        assert lower_line(lines, (1, 0)) == edge
        # Stacked separate tiles: an outline between J2 and J3 and between J3 and J4.
        assert lower_line(lines, (1, 9)) == edge and lower_line(lines, (2, 9)) == edge
        # Lying start tile: its outline runs through the gap between A5 and B5 ...
        assert lower_line(lines, (4, 0), width=11) == "▁" * 11
        # ... while two separate tiles side by side (J3, K3) keep the gap.
        assert lower_line(lines, (2, 9), width=11) == edge + " " + edge


async def play_to_first_buying_turn(pilot, app, match: Match, greedy, rng) -> None:
    await play_seat(pilot, app, match, by_keys,
                    lambda: greedy.choose(match.view(0), match.legal_actions(0), rng),
                    until=lambda m: m.current().kind == "turn")


async def test_the_move_key_is_offered_only_when_a_figure_can_move():
    from boardgames.games.new_england.actions import MoveFigure
    from boardgames.ui.widgets.keybar import KeyBar

    match = Match(registry.rules("new_england"), seats(), seed=11)
    greedy = match.rules.greedy_bot(match.rules, 0)
    rng = random.Random(4)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_to_first_buying_turn(pilot, app, match, greedy, rng)
        screen = game_screen(app)
        # Round 1, before any purchase: no pilgrim or ship on the board.
        assert not [a for a in match.legal_actions(0) if isinstance(a, MoveFigure)]
        assert "m" not in [k.key for k in screen.query_one(KeyBar).keys]
        text = screen_text(app)
        assert "Move figure" not in text and "Move a figure" not in text
        assert "move a figure" not in text
        before = match.state_digest()
        await pilot.press("m")
        await pilot.pause()
        assert match.state_digest() == before and screen.pick.sub == ""
        assert ("You cannot move a figure now: you have no pilgrim or ship on the board to "
                "move.") in screen_text(app)
        # Later a figure can move: now the key is offered, in the bar and the footer.
        await play_seat(pilot, app, match, by_keys,
                        lambda: greedy.choose(match.view(0), match.legal_actions(0), rng),
                        until=lambda m: any(isinstance(a, MoveFigure)
                                            for a in m.legal_actions(0)))
        assert match.current().kind == "turn"
        assert "m" in [k.key for k in screen.query_one(KeyBar).keys]
        text = screen_text(app)
        # The footer may be too narrow for every key: the binding is what it lists.
        assert "Move a figure" in text and screen.check_action("move", ()) is True
        await pilot.press("m")
        await pilot.pause()
        assert screen.pick.sub == "move_pick"
        assert "choose the pilgrim or ship to move" in screen_text(app)


async def test_the_status_line_shows_the_buying_order_of_phase_3():
    """R14: in phase 3 the seats buy by descending disc value, whatever the seat order."""
    match = Match(registry.rules("new_england"), seats(), seed=11)
    greedy = match.rules.greedy_bot(match.rules, 0)
    rng = random.Random(4)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_to_first_buying_turn(pilot, app, match, greedy, rng)
        discs = match.state.discs
        order = sorted(range(3), key=lambda s: -discs[s])
        assert order[0] == 0 and order != [0, 1, 2]  # seat order would say otherwise
        names = [match.seats[s].name for s in order]
        status = screen_text(app).splitlines()[0]
        assert (f"Phase 3 — {names[0]} buys now (disc {discs[0]}), "
                f"then {names[1]} and {names[2]}") in status


# -- issue 12: change marks, 80 x 24, the end screen, prompts, sentences ------------------


def prompt_plain(app) -> str:
    from boardgames.ui.widgets.panels import PromptBar

    content = game_screen(app).query_one(PromptBar).content
    return content.plain if hasattr(content, "plain") else str(content)


def board_marks(app) -> set[tuple[int, int]]:
    """The cells whose change mark ✱ is drawn on the board."""
    from boardgames.games.new_england.data import data
    from boardgames.ui.games.new_england.board import NewEnglandBoard, cell_origin

    canvas = game_screen(app).query_one(NewEnglandBoard).draw()
    marked = set()
    for cell in data().land_cells:
        x, y = cell_origin(cell)
        if canvas.chars[y + 1][x + 4] == "✱":
            marked.add(cell)
    return marked


async def test_what_the_bots_changed_is_marked_until_the_human_acts():
    from boardgames.games.new_england.summary import changed_cells

    match = Match(registry.rules("new_england"), seats(), seed=11)
    app = BoardgamesApp(match=match, bot_delay=0)
    chooser = RandomBot(match.rules, 0)
    rng = random.Random(3)
    seen = 0
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(40):
            await settle(pilot, app)
            screen = game_screen(app)
            changed = changed_cells(e.action for e in screen.recent_moves())
            assert board_marks(app) == changed  # exactly the changed cells, nothing else
            await by_keys(pilot, app, chooser.choose(None, match.legal_actions(0), rng))
            await settle(pilot, app)
            if changed:
                seen += 1
                # The human acted: the old marks are gone (the bots may have changed
                # other cells since, and those are marked now).
                now = changed_cells(e.action for e in screen.recent_moves())
                assert board_marks(app) == now
                assert not (changed - now) & board_marks(app)
            if seen >= 3:
                break
        assert seen >= 3


async def test_discs_the_bots_took_are_marked():
    match = Match(registry.rules("new_england"), seats(), seed=11)
    greedy = match.rules.greedy_bot(match.rules, 0)
    rng = random.Random(4)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_seat(pilot, app, match, by_keys,
                        lambda: greedy.choose(match.view(0), match.legal_actions(0), rng),
                        until=lambda m: m.current().kind == "take_disc"
                        and any(d is not None for d in m.state.discs))
        track = screen_text(app).splitlines()[1]
        taken = [d for d in match.state.discs if d is not None]
        assert track.count("✱") == len(taken)


async def test_a_few_turns_at_80_by_24_by_keys():
    match = Match(registry.rules("new_england"), seats(), seed=11)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert screen.MIN_SIZE == (80, 24) and not screen.has_class("too-small")
        assert screen.has_class("-compact")
        done = await play_human(pilot, app, match, by_keys, limit=25)
        assert done == 25
        text = screen_text(app)
        assert "OFFER" in text and "discs" in text
        assert screen.active_bindings["f6"].enabled  # the footer has no room for all keys
        await pilot.press("f6")  # the players and the log instead of the board
        await pilot.pause()
        text = screen_text(app)
        assert "score now" in text and "Log" in text and "OFFER" not in text
        await pilot.press("f6")
        await pilot.pause()
        assert "OFFER" in screen_text(app)
        done = await play_human(pilot, app, match, by_keys, limit=10)
        assert done == 10


async def test_a_large_terminal_shows_everything_at_once():
    match = Match(registry.rules("new_england"), seats(), seed=11)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(140, 45)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert not screen.has_class("-compact")
        text = screen_text(app)
        assert "OFFER" in text and "score now" in text and "Players & log" not in text


def fake_screen(totals, money):
    from types import SimpleNamespace

    from boardgames.core.rules import ScoreBreakdown
    from boardgames.ui.games.new_england.screen import NewEnglandScreen

    scores = ScoreBreakdown.build([("land_cards", "Land cards", totals)],
                                  tie_break_label="money in shillings", tie_break=money)
    match = SimpleNamespace(scores=lambda: scores, seats=seats())
    return NewEnglandScreen.end_parts(SimpleNamespace(match=match))


def plain(parts) -> str:
    from rich.console import Console

    console = Console(width=200, record=True)
    head, body = parts
    for part in [head, *body]:
        console.print(part)
    return console.export_text()


def test_the_end_screen_names_the_tie_break_only_when_totals_tie():
    text = plain(fake_screen([20, 15, 9], [3, 8, 1]))
    assert "Ann wins with 20 points." in text
    assert "tied" not in text and "broken" not in text
    assert "Money in shillings (the tie-break)" in text  # S5: the row is always there
    text = plain(fake_screen([20, 20, 9], [3, 8, 1]))
    assert "Ada wins with 20 points." in text
    assert ("Ann and Ada tied on 20 points; the tie is broken by money, and Ada has the "
            "most (8 shillings against 3 shillings).") in text
    text = plain(fake_screen([20, 20, 9], [5, 5, 1]))
    assert "Ann and Ada share the win with 20 points each." in text
    assert ("Ann and Ada tied on 20 points; the tie is broken by money, and Ann and Ada "
            "have the same (5 shillings), so they share the win.") in text


async def test_the_end_screen_of_a_whole_game():
    match = finished_match()
    scores = match.scores()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        text = screen_text(app)
        tied = scores.totals.count(max(scores.totals)) > 1
        assert ("the tie is broken by money" in text) == tied
        assert "Most barns" in text and "Money in shillings" in text


async def test_the_prompt_always_describes_the_current_decision():
    """Two humans and a bot, by keys: after every action the prompt bar says what the
    screen asks for the decision now (never a move in progress or the other human's)."""
    from boardgames.games.new_england.actions import MoveFigure, PlayStored

    two = [seats()[0], Seat(name="Bea", colour="#56B4E9", glyph="▲"), seats()[2]]
    match = Match(registry.rules("new_england"), two, seed=11)
    app = BoardgamesApp(match=match, bot_delay=0)
    rng = random.Random(5)
    choosers = {0: RandomBot(match.rules, 0), 1: RandomBot(match.rules, 1)}
    kinds = set()
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(200):
            await settle(pilot, app)
            d = match.current()
            if d is None:
                break
            screen = game_screen(app)
            assert screen.my_turn and screen.viewer == d.seat
            assert prompt_plain(app) == str(screen.prompt_text(screen.view, d))
            legal = match.legal_actions(d.seat)
            special = [a for a in legal if isinstance(a, (MoveFigure, PlayStored))]
            action = (rng.choice(special) if special and rng.random() < 0.3
                      else choosers[d.seat].choose(None, legal, rng))
            kinds.add(action.kind)
            await by_keys(pilot, app, action)
        assert {"take_disc", "buy", "place_tile", "end_turn", "move_figure"} <= kinds, kinds


async def test_the_words_follow_what_is_possible():
    from boardgames.games.new_england.actions import ChooseStartTile, PlayStored
    from boardgames.ui.widgets.keybar import KeyBar

    match = Match(registry.rules("new_england"), seats(), seed=11)
    greedy = match.rules.greedy_bot(match.rules, 0)
    rng = random.Random(4)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        seen = set()
        for _ in range(30):
            await settle(pilot, app)
            d = match.current()
            legal = match.legal_actions(0)
            screen = game_screen(app)
            prompt = prompt_plain(app)
            if d.kind == "choose_start_tile":
                keys = [a.land.lower() for a in legal if isinstance(a, ChooseStartTile)]
                seen.add(len(keys))
                if len(keys) == 3:
                    assert "(s, f or p)" in prompt
                elif len(keys) == 2:
                    assert f"({keys[0]} or {keys[1]})" in prompt and "s, f" not in prompt
            if d.kind == "turn":
                bar = [k.key for k in screen.query_one(KeyBar).keys]
                can = any(isinstance(a, PlayStored) for a in legal)
                assert ("b" in bar) == can and ("play a stored card" in prompt) == can
                seen.add("turn")
            text = screen_text(app)
            assert "£" not in text and "shillings" in text
            await by_keys(pilot, app, greedy.choose(match.view(0), legal, rng))
        assert {3, 2, "turn"} <= seen, seen


# -- issue 15: the screen in another language ------------------------------------------------


async def test_the_buying_turn_in_german_and_back_in_english():
    """Status line, disc track, offer, legend, choice bar, prompt and a refusal's reason in
    German; after a switch to English every one of them is redrawn in English."""
    from boardgames.core import i18n

    match = Match(registry.rules("new_england"), seats(), seed=11)
    greedy = match.rules.greedy_bot(match.rules, 0)
    rng = random.Random(4)
    app = BoardgamesApp(match=match, bot_delay=0, language="de")
    async with app.run_test(size=(120, 40)) as pilot:
        await play_to_first_buying_turn(pilot, app, match, greedy, rng)
        text = screen_text(app)
        for german in ("Runde 1", "Phase 3 — Ann kauft jetzt", "Gebotsscheiben", "ANGEBOT",
                       "@ Pilger", "Zug beenden", "beende deinen Zug (e)", "Punkte jetzt"):
            assert german in text, german
        for english in ("Round 1", "buys now", "bid discs", "OFFER", "@ pilgrim", "End turn",
                        "score now"):
            assert english not in text, english
        await pilot.press("m")
        await pilot.pause()
        assert ("Du kannst jetzt keine Figur ziehen: du hast keinen Pilger und kein Schiff auf "
                "dem Spielplan, das ziehen könnte.") in screen_text(app)
        app.switch_language("en")
        await settle(pilot, app)
        text = screen_text(app)
        for english in ("Round 1", "buys now", "bid discs", "OFFER", "@ pilgrim", "End turn",
                        "or end your turn (e)", "score now"):
            assert english in text, english
        assert "ANGEBOT" not in text and "@ Pilger" not in text
        assert i18n.language() == "en"
