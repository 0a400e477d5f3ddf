"""The setup screen, opened from the menu: every value of every option of every game
starts a game with that value; options chosen by keys only and by mouse only; errors
next to their field and as a notification; F1; seats named as the screen counts them; the
think time chosen by keys only and by mouse only is remembered for the game's next setup."""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import Input, OptionList, Select
from textual.widgets._select import SelectOverlay

from boardgames.core import registry
from boardgames.core.bots import DEFAULT_THINK, THINK_CHOICES, has_expert
from boardgames.core.options import build_options, option_choices, parse_value, value_text
from boardgames.core.rules import SetupError
from boardgames.ui import settings
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.screens.game import GameScreen
from boardgames.ui.screens.menu import MenuScreen
from boardgames.ui.screens.rules import RulesScreen
from boardgames.ui.screens.setup import KINDS, SetupScreen
from tests.ui.helpers import screen_text, settle
from tests.ui.test_journeys import click_footer, click_option, close_notices

GAMES = [info.id for info in registry.infos()]
SIZE = (120, 40)


def same(a, b) -> bool:
    return type(a) is type(b) and a == b


def game_screen(app) -> GameScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))


async def open_setup(pilot, app, game: str) -> SetupScreen:
    """From the menu: the arrows to the game, Enter."""
    await pilot.pause()
    assert isinstance(app.screen, MenuScreen)
    games = app.screen.query_one("#games", OptionList)
    steps = GAMES.index(game) - (games.highlighted or 0)
    await pilot.press(*(["down"] * steps if steps > 0 else ["up"] * -steps))
    await pilot.press("enter")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, SetupScreen) and screen.info.id == game
    return screen


def works(rules, players: int, values: dict) -> bool:
    try:
        options = build_options(rules.Options, values)
        configured, _ = rules.configure(players, options)
    except (SetupError, ValueError):
        return False
    return all(same(getattr(configured, k), v) for k, v in values.items())


def players_for(rules, values: dict) -> int:
    """The smallest player count that takes ``values`` unchanged."""
    for n in range(rules.min_players, rules.max_players + 1):
        if works(rules, n, values):
            return n
    raise AssertionError(f"{rules.id}: no player count takes {values}")


def offered(game: str) -> dict[str, list[tuple[object, object]]]:
    """For every option, every value the screen offers: (what to set, the typed value it
    must give): a list's entries by index, a text field's typical texts."""
    rules = registry.rules(game)
    found = {}
    for name, field in rules.Options.model_fields.items():
        choices = option_choices(field, rules.min_players)
        if choices is not None:
            found[name] = list(enumerate(choices))
            continue
        default = field.get_default(call_default_factory=True)
        texts = sorted({value_text(default) if default is not None else "", "", "57"})
        found[name] = [(text, parse_value(rules.Options, name, text)) for text in texts]
    return found


def rounds(game: str):
    """Set-ups that together choose every value of every option: round k takes each
    option's k-th value (its last one once it has no more)."""
    rules = registry.rules(game)
    values = offered(game)
    for k in range(max(len(v) for v in values.values())):
        chosen = {name: entries[min(k, len(entries) - 1)] for name, entries in values.items()}
        typed = {name: value for name, (_, value) in chosen.items()}
        yield chosen, players_for(rules, typed)


async def start_and_check(pilot, app, expected: dict) -> None:
    await settle(pilot, app)
    assert not isinstance(app.screen, SetupScreen), screen_text(app)
    match = game_screen(app).match
    for name, value in expected.items():
        got = getattr(match.options, name)
        assert same(got, value), f"{name}: chose {value!r}, the game has {got!r}"


@pytest.mark.parametrize("game", GAMES)
async def test_every_value_of_every_option_starts_a_game(game):
    app = BoardgamesApp(bot_delay=0)
    chosen_values = {name: [] for name in offered(game)}
    async with app.run_test(size=SIZE) as pilot:
        for chosen, players in rounds(game):
            screen = await open_setup(pilot, app, game)
            screen.query_one("#players", Select).value = players
            await pilot.pause()
            for name, (setting, _) in chosen.items():
                screen.query_one(f"#opt-{name}").value = setting
            await pilot.pause()
            await pilot.press("f5")
            await start_and_check(pilot, app, {n: v for n, (_, v) in chosen.items()})
            for name, (_, value) in chosen.items():
                chosen_values[name].append(value)
            app.return_to_menu()
            await settle(pilot, app)
    for name, entries in offered(game).items():
        for _, value in entries:
            assert any(same(value, v) for v in chosen_values[name]), (name, value)


# -- keys only, mouse only --------------------------------------------------------------------


def pick(game: str, last: bool) -> tuple[str, int, object]:
    """An option offered as a list, and an entry other than its default that works with
    the fewest players: the first such option (or the last)."""
    rules = registry.rules(game)
    fields = list(rules.Options.model_fields.items())
    if game == "catan" and not last:
        fields = [(n, f) for n, f in fields if n == "magellan_link_steps"]
    for name, field in reversed(fields) if last else fields:
        choices = option_choices(field, rules.min_players)
        if choices is None:
            continue
        default = field.get_default(call_default_factory=True)
        for index in reversed(range(len(choices))) if last else range(len(choices)):
            value = choices[index]
            if not same(value, default) and works(rules, rules.min_players, {name: value}):
                return name, index, value
    raise AssertionError(f"{game}: no option to choose")


async def tab_to(pilot, app, widget_id: str) -> None:
    for _ in range(60):
        if app.focused is not None and app.focused.id == widget_id:
            return
        await pilot.press("tab")
    raise AssertionError(f"Tab never reached #{widget_id}")


@pytest.mark.parametrize("game", GAMES)
async def test_an_option_chosen_by_keys_only_and_enter_on_start(game):
    name, index, value = pick(game, last=False)
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, game)
        assert app.focused is screen.query_one("#players", Select)
        select = screen.query_one(f"#opt-{name}", Select)
        await tab_to(pilot, app, select.id)
        await pilot.press("enter")
        await pilot.pause()
        assert select.expanded
        steps = index - select.value
        await pilot.press(*(["down"] * steps if steps > 0 else ["up"] * -steps), "enter")
        await pilot.pause()
        assert not select.expanded and select.value == index
        await tab_to(pilot, app, "start")
        await pilot.press("enter")
        await start_and_check(pilot, app, {name: value})


async def click_entry(pilot, select: Select, index: int) -> None:
    overlay = select.query_one(SelectOverlay)
    top = overlay.content_region.y - overlay.region.y
    await pilot.click(overlay, offset=(3, top + index))
    await pilot.pause()


@pytest.mark.parametrize("game", GAMES)
async def test_an_option_chosen_by_mouse_only_and_a_click_on_start(game):
    name, index, value = pick(game, last=True)
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        row = GAMES.index(game)
        await pilot.click("#games", offset=(4, 1 + 2 * row))  # two lines per game
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen) and screen.info.id == game
        select = screen.query_one(f"#opt-{name}", Select)
        await pilot.click(select)
        await pilot.pause()
        assert select.expanded
        await click_entry(pilot, select, index)
        assert not select.expanded and select.value == index
        await pilot.click("#start")
        await start_and_check(pilot, app, {name: value})


# -- the form ---------------------------------------------------------------------------------


async def test_bot_kinds_read_as_words_and_back_is_a_button():
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, "carcassonne")
        text = screen_text(app)
        assert "Bot: normal (greedy)" in text and "ctrl+enter" not in text
        kind = screen.query_one("#kind-1", Select)
        assert kind.value == "greedy"
        await pilot.click(kind)
        await pilot.pause()
        assert "Bot: easy (random)" in screen_text(app)
        await click_entry(pilot, kind, 2)
        assert kind.value == "random"
        await pilot.click("#back")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_an_error_shows_next_to_its_field_and_as_a_notification():
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, "new_england")
        name = screen.query_one("#name-1", Input)
        await pilot.click(name)
        await pilot.press("end", "ctrl+u", *"Player 1")
        assert name.value == "Player 1"
        await pilot.press("f5")
        await pilot.pause()
        assert app.screen is screen
        error = screen.query_one("#error-seat-1")
        assert error.display and "same name" in str(error.render())
        row = screen.query_one("#seatrow-1")
        assert error.region.y == row.region.bottom  # the line right under the seat
        assert app.focused is name
        assert any("same name" in n.message for n in app._notifications)
        assert "same name" in screen_text(app)
        # Putting it right clears the error; then the game starts.
        await pilot.press("end", "ctrl+u", *"Ann")
        await pilot.pause()
        assert not error.display
        await pilot.press("f5")
        await settle(pilot, app)
        assert game_screen(app).match.seats[1].name == "Ann"


async def test_an_option_error_shows_under_the_option():
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, "catan")
        gold = screen.query_one("#opt-gold_supply", Input)
        await pilot.click(gold)
        await pilot.press("end", "ctrl+u", "-", "3")
        await pilot.press("f5")
        await pilot.pause()
        assert app.screen is screen
        error = screen.query_one("#error-opt-gold_supply")
        row = screen.query_one("#row-gold_supply")
        assert error.display and error.region.y == row.region.bottom
        assert "Gold supply: must be at least 0, not -3" in str(error.render())
        assert any("Gold supply" in n.message for n in app._notifications)
        assert app.focused is gold


async def test_a_refusal_of_the_game_shows_under_the_option_it_names():
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, "bohnanza")
        assert screen.query_one("#players", Select).value == 2
        isla = screen.query_one("#opt-isla_bohnita", Select)
        isla.value = option_choices(registry.rules("bohnanza").Options.model_fields[
            "isla_bohnita"]).index(False)
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()
        assert app.screen is screen
        error = screen.query_one("#error-opt-isla_bohnita")
        assert error.display and "La Isla Bohnita" in str(error.render())


async def test_f1_shows_the_rules_and_the_keys_of_the_setup_screen():
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, "catan")
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        text = screen_text(app)
        assert "Keys and mouse on this screen" in text
        assert "start the game from any field" in text
        await pilot.press("pagedown", "pagedown", "pagedown", "pagedown", "pagedown", "end")
        await pilot.pause()
        assert "magellan_link_steps" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen


async def test_a_second_f1_while_the_help_opens_does_not_close_it():
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, "neuland")
        for _ in range(2):  # both presses in the terminal's buffer at once
            app._driver.send_message(events.Key("f1", None))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and app.screen_stack[-2] is screen
        await pilot.press("f1")  # once it is on screen, F1 closes it
        await pilot.pause()
        assert app.screen is screen


async def test_the_seat_choice_shows_seat_1_and_stores_0():
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, "carcassonne")
        first = screen.query_one("#opt-first_player", Select)
        name = screen.query_one("#name-0", Input)
        await pilot.click(name)
        await pilot.press("end", "ctrl+u", *"Ann")
        screen.query_one("#players", Select).value = 3
        await pilot.pause()
        await pilot.click(first)
        await pilot.pause()
        text = screen_text(app)
        assert "Random" in text and "Seat 1 (Ann)" in text and "Seat 3 (Cleo)" in text
        await click_entry(pilot, first, 1)
        assert "Seat 1 (Ann)" in screen_text(app)
        await pilot.press("f5")
        await settle(pilot, app)
        match = game_screen(app).match
        assert same(match.options.first_player, 0)
        assert match.current().seat == 0 and not match.entries


EXPERT_GAMES = [g for g in GAMES if has_expert(registry.rules(g))]


@pytest.mark.parametrize("game", EXPERT_GAMES)
async def test_a_hard_bot_and_its_think_time_by_keys(game):
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, game)
        kind = screen.query_one("#kind-1", Select)
        await tab_to(pilot, app, "kind-1")
        await pilot.press("enter")
        await pilot.pause()
        assert "Bot: hard (expert)" in screen_text(app)
        steps = [v for _, v in KINDS].index("expert") - [v for _, v in KINDS].index(kind.value)
        await pilot.press(*(["down"] * steps), "enter")
        await pilot.pause()
        assert kind.value == "expert"
        await tab_to(pilot, app, "think")
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        await pilot.press("f5")
        await settle(pilot, app)
        seat = game_screen(app).match.seats[1]
        assert seat.level == "expert" and seat.think == THINK_CHOICES[2]


@pytest.mark.parametrize("game", EXPERT_GAMES)
async def test_a_hard_bot_and_its_think_time_by_mouse(game):
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, game)
        kind = screen.query_one("#kind-1", Select)
        await pilot.click(kind)
        await pilot.pause()
        await click_entry(pilot, kind, [v for _, v in KINDS].index("expert"))
        think = screen.query_one("#think", Select)
        await pilot.click(think)
        await pilot.pause()
        await click_entry(pilot, think, 0)
        await pilot.click("#start")
        await settle(pilot, app)
        seat = game_screen(app).match.seats[1]
        assert seat.level == "expert" and seat.think == THINK_CHOICES[0]


async def test_games_without_an_expert_offer_no_hard_bot():
    others = [g for g in GAMES if g not in EXPERT_GAMES]
    if not others:
        pytest.skip("every game has an expert")
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, others[0])
        assert not screen.query("#think")
        await pilot.click(screen.query_one("#kind-1", Select))
        await pilot.pause()
        assert "Bot: hard" not in screen_text(app)


async def think_remembered(pilot, app, game: str, think: float) -> None:
    """The setup of ``game``, opened again from the menu, offers ``think``."""
    assert settings.load()[0].games[game].think == think
    assert isinstance(app.screen, SetupScreen) and app.screen.info.id == game
    assert app.screen.query_one("#think", Select).value == think
    assert f"{think:g} s" in screen_text(app)


@pytest.mark.parametrize("game", EXPERT_GAMES)
async def test_the_think_time_chosen_by_keys_is_remembered(game):
    think = THINK_CHOICES[-1]
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot, app, game)
        select = screen.query_one("#think", Select)
        assert select.value == DEFAULT_THINK
        await tab_to(pilot, app, "think")
        await pilot.press("enter")
        await pilot.pause()
        assert select.expanded
        steps = THINK_CHOICES.index(think) - THINK_CHOICES.index(DEFAULT_THINK)
        await pilot.press(*["down"] * steps, "enter")
        await pilot.pause()
        assert not select.expanded and select.value == think
        await tab_to(pilot, app, "start")
        await pilot.press("enter")
        await settle(pilot, app)
        await close_notices(pilot, app, mouse=False)
        assert isinstance(app.screen, GameScreen)
        await pilot.press("escape")  # leave the game
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        await pilot.press("y")
        await pilot.pause()
        await open_setup(pilot, app, game)
        await think_remembered(pilot, app, game, think)


@pytest.mark.parametrize("game", EXPERT_GAMES)
async def test_the_think_time_chosen_by_mouse_is_remembered(game):
    think = THINK_CHOICES[0]
    app = BoardgamesApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_option(pilot, app, "games", GAMES.index(game))
        screen = app.screen
        assert isinstance(screen, SetupScreen) and screen.info.id == game
        select = screen.query_one("#think", Select)
        assert select.value == DEFAULT_THINK
        await pilot.click(select)
        await pilot.pause()
        assert select.expanded
        await click_entry(pilot, select, THINK_CHOICES.index(think))
        assert not select.expanded and select.value == think
        await pilot.click("#start")
        await settle(pilot, app)
        await close_notices(pilot, app, mouse=True)
        assert isinstance(app.screen, GameScreen)
        await click_footer(pilot, app, "back")  # leave the game
        assert isinstance(app.screen, Confirm)
        await pilot.click("#yes")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await click_option(pilot, app, "games", GAMES.index(game))
        await think_remembered(pilot, app, game, think)
