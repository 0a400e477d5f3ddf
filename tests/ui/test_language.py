"""The language on screen: the menu in every language with no English left, switching by
keys, by mouse and by the command palette (remembered, the menu keeps its place), a game
screen that switches without losing its match (its log written again), the setup screen
and a game's frame in every language, and the translated rules reference."""

from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList, Select

from boardgames import paths
from boardgames.core import i18n, registry
from boardgames.core.controller import Match
from boardgames.core.seating import make_seats
from boardgames.ui import settings
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.screens.dialogs import LanguageDialog
from boardgames.ui.screens.menu import MenuScreen
from boardgames.ui.screens.rules import RulesScreen
from boardgames.ui.screens.setup import SetupScreen
from boardgames.ui.widgets.footer import KeyFooter
from boardgames.ui.widgets.panels import MatchLog
from tests.ui.helpers import screen_text, settle

TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != "en"]


def menu_english() -> list[str]:
    """The English texts the menu shows (without the keys in brackets: the translation
    of a button may keep its key)."""
    texts = [label.rsplit(" (", 1)[0] for row in MenuScreen.BUTTONS for _, label in row]
    texts += ["board games for friends at one keyboard", "choose a game", "players"]
    texts += [info.description[:30] for info in registry.infos()]
    return texts


async def wait_for(pilot, condition) -> None:
    for _ in range(200):
        await pilot.pause()
        if condition():
            return
    raise AssertionError("the screen never reached the state")


@pytest.mark.parametrize("lang", TRANSLATED)
async def test_the_menu_speaks_the_language_with_no_english_left(lang):
    app = BoardgamesApp(bot_delay=30, language=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        text = screen_text(app)
        left = [english for english in menu_english() if english in text]
        assert not left, f"{lang}: English on the menu: {left}"
        assert i18n.gettext("New game (enter)") in text
        assert i18n.gettext("board games for friends at one keyboard") in text


async def test_switching_by_keys_redraws_the_menu_in_place_and_is_remembered():
    app = BoardgamesApp(bot_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("down", "down")
        games = app.screen.query_one("#games", OptionList)
        assert games.highlighted == 2
        await pilot.press("i")
        await wait_for(pilot, lambda: isinstance(app.screen, LanguageDialog))
        await pilot.press("down", "down", "down", "enter")  # en, hu, cs, de
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert i18n.language() == "de"
        await wait_for(pilot, lambda: "Neues Spiel (Enter)" in screen_text(app))
        assert "New game" not in screen_text(app)
        assert app.screen.query_one("#games", OptionList).highlighted == 2
    assert settings.load()[0].language == "de"
    again = BoardgamesApp(bot_delay=30)
    async with again.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(again.screen, MenuScreen))
        assert "Neues Spiel (Enter)" in screen_text(again)


async def test_escape_keeps_the_language():
    app = BoardgamesApp(bot_delay=30, language="cs")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("i")
        await wait_for(pilot, lambda: isinstance(app.screen, LanguageDialog))
        await pilot.press("down", "escape")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert i18n.language() == "cs"
    assert settings.load()[0].language is None


async def test_switching_by_mouse():
    app = BoardgamesApp(bot_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.click("#language")
        await wait_for(pilot, lambda: isinstance(app.screen, LanguageDialog))
        dialog = app.screen
        languages = dialog.query_one("#languages", OptionList)
        await pilot.click(languages, offset=(3, 1 + list(i18n.LANGUAGES).index("hu")))
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert i18n.language() == "hu"
        assert "Új játék (enter)" in screen_text(app)


async def test_the_command_palette_offers_the_language():
    app = BoardgamesApp(bot_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("ctrl+p")
        await pilot.press(*"Language")
        await wait_for(pilot, lambda: "Choose the language" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, LanguageDialog))


async def test_a_game_screen_switches_without_losing_its_match():
    rules = registry.rules("catan")
    match = Match(rules, make_seats(["Ann", "bot:random", "bot:random"], 3), seed=4)
    app = BoardgamesApp(bot_delay=0, match=match)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: getattr(app.screen, "match", None) is match)
        await settle(pilot, app)
        screen, moves = app.screen, len(match.entries)
        assert "Ann plays Holland" in screen_text(app)
        app.switch_language("de")
        await settle(pilot, app)
        assert app.screen is screen and len(match.entries) == moves
        assert match.log[0].text == "Ann spielt Holland mit Jakob Fugger"


@pytest.mark.parametrize("lang", TRANSLATED)
async def test_the_rules_screen_shows_the_translated_reference(lang):
    translated = paths.assets_dir() / "rules" / lang / "catan.md"
    heading = translated.read_text(encoding="utf-8").splitlines()[0].lstrip("# ").strip()
    app = BoardgamesApp(bot_delay=30, language=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(RulesScreen("catan"))
        await wait_for(pilot, lambda: isinstance(app.screen, RulesScreen))
        await wait_for(pilot, lambda: heading[:20] in screen_text(app))
        assert i18n.gettext("rules reference") in screen_text(app)


def new_england_match() -> Match:
    seats = make_seats(["Ann", "bot:random", "bot:random"], 3)
    return Match(registry.rules("new_england"), seats, seed=3)


# The setup screen's own English words (the translations differ from all of them).
SETUP_ENGLISH = ["New game:", "Players", "Seat 1", "Human", "Bot: normal (greedy)", "Options",
                 "Seed", "empty = random", "Back (escape)", "Start tiles", "Players place them"]


@pytest.mark.parametrize("lang", TRANSLATED)
async def test_the_setup_screen_speaks_the_language(lang):
    app = BoardgamesApp(bot_delay=30, language=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(SetupScreen("new_england"))
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.pause()
        text = screen_text(app)
        left = [english for english in SETUP_ENGLISH if english in text]
        assert not left, f"{lang}: English on the setup screen: {left}"
        assert i18n.gettext("Human") in text and i18n.gettext("Bot: normal (greedy)") in text
        # a game's option words, translated in the game's context
        assert i18n.pgettext("new_england", "Start tiles") in text


# The frame's words in a game's footer.
FOOTER_ENGLISH = ["Rules & keys", "Panels", "Hint", "Undo", "Save", "All moves", "Recap"]


@pytest.mark.parametrize("lang", TRANSLATED)
async def test_a_game_frame_speaks_the_language(lang):
    match = new_england_match()
    app = BoardgamesApp(bot_delay=0, match=match, language=lang)
    async with app.run_test(size=(200, 50)) as pilot:
        await wait_for(pilot, lambda: getattr(app.screen, "match", None) is match)
        await settle(pilot, app)
        words = [entry[2] for entry in app.screen.query_one(KeyFooter).entries()]
        for english in FOOTER_ENGLISH:
            assert i18n.gettext(english) in words and english not in words, (lang, words)
        assert app.screen.query_one(MatchLog).border_title == i18n.gettext("Log")


def log_text(app: BoardgamesApp) -> str:
    return "\n".join(line.text for line in app.screen.query_one(MatchLog).lines)


async def test_the_log_is_written_again_after_a_switch():
    match = new_england_match()
    app = BoardgamesApp(bot_delay=0, match=match)
    async with app.run_test(size=(160, 50)) as pilot:
        await wait_for(pilot, lambda: getattr(app.screen, "match", None) is match)
        await settle(pilot, app)
        english = match.log[0].text[:16]
        assert english in log_text(app)
        footer = app.screen.query_one(KeyFooter)
        assert "Undo" in [entry[2] for entry in footer.entries()]
        app.switch_language("de")
        await settle(pilot, app)
        german = match.log[0].text[:16]
        assert german != english
        assert german in log_text(app) and english not in log_text(app)
        assert "Rückgängig" in [entry[2] for entry in footer.entries()]


async def test_the_setup_screen_switches_keeping_what_it_holds():
    app = BoardgamesApp(bot_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(SetupScreen("new_england"))
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        setup = app.screen
        setup.query_one("#players", Select).value = 4
        setup.query_one("#name-0", Input).value = "Zoe"
        setup.query_one("#opt-families", Select).value = 1
        await pilot.pause()
        app.switch_language("de")
        await wait_for(pilot, lambda: "Neues Spiel" in screen_text(app))
        assert app.screen is setup
        assert setup.query_one("#players", Select).value == 4
        assert setup.query_one("#name-0", Input).value == "Zoe"
        assert setup.query_one("#opt-families", Select).value == 1
        assert setup.query_one("#seatrow-3").display
        assert "Zufällig gezogen" in screen_text(app)


async def test_the_command_palette_speaks_the_language():
    app = BoardgamesApp(bot_delay=30, language="de")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: "Das aktuelle Farbschema ändern" in screen_text(app))
        assert "Sprache…" in screen_text(app) and "Change the current theme" not in screen_text(app)
