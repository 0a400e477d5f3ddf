"""Every game in every language, played the way a player does: one turn through the
screen by keys, then the table, the list of all moves and the key help read with no
English left (seat names aside); at 80x24 the prompt stays whole in every language; one
SVG snapshot per language (each on the game whose rulebook is in that language).

English is found by playing the same seed in English too: a word of three or more letters
on both screens that no translation of the language's catalog uses is English left over
(a name the catalog keeps, such as a Catan nation's, is used by a translation and passes).
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from babel.messages.pofile import read_po

from boardgames.core import i18n, registry
from boardgames.core.controller import Match
from boardgames.core.seating import make_seats
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.widgets.panels import PromptBar
from tests.ui.helpers import screen_text, settle
from tests.ui.test_journeys import close_notices, one_human_move

TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != "en"]
WORD = re.compile(r"[A-Za-z][a-z]{2,}")
# the seats' names (the bots' come from the seating's list) and the keys' names
NAMES = {"Ann"} | {"Enter", "Esc", "Tab", "Home", "End", "Space", "Backspace", "Page", "Down",
                   "ctrl", "shift", "enter", "escape", "tab", "space", "esc", "backspace"}


def proper_names(game: str) -> set[str]:
    """Names that no edition translates: New England's families."""
    if game != "new_england":
        return set()
    from boardgames.games.new_england.data import data

    return {family.name for family in data().families.values()}


# Rulebook languages: the snapshot of each language shows its own edition's game.
EDITIONS = {"hu": "bohnanza", "cs": "neuland", "de": "catan"}


@cache
def translated_words(lang: str) -> frozenset[str]:
    """Every word some translation of ``lang``'s catalog uses."""
    with i18n.locale_file(lang).open("rb") as f:
        catalog = read_po(f, locale=lang)
    words: set[str] = set()
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            words.update(WORD.findall(text or ""))
    return frozenset(words)


def new_app(game: str, lang: str) -> tuple[BoardgamesApp, Match]:
    rules = registry.rules(game)
    players = ["Ann", *["bot:random"] * (rules.min_players - 1)]
    match = Match(rules, make_seats(players, rules.min_players), seed=5)
    return BoardgamesApp(bot_delay=0, match=match, language=lang), match


async def screens(game: str, lang: str) -> dict[str, str]:
    """The table after one turn of the human seat, the list of all moves and the key help."""
    app, match = new_app(game, lang)
    shown: dict[str, str] = {}
    async with app.run_test(size=(120, 40)) as pilot:
        await one_human_move(pilot, app, mouse=False)
        await settle(pilot, app)
        await close_notices(pilot, app, mouse=False)
        names = {seat.name for seat in match.seats}
        shown["table"] = screen_text(app)
        for key, what in (("a", "moves"), ("f1", "keys")):
            await pilot.press(key)
            await settle(pilot, app)
            shown[what] = screen_text(app)
            await pilot.press("escape")
            await settle(pilot, app)
    shown["names"] = " ".join(names)
    return shown


BORDERS = set("│┃║╎┆▏▕▌▐█╭╮╰╯┌┐└┘┏┓┗┛─━═")


def words_on(text: str, allowed: frozenset[str] | set[str]) -> set[str]:
    """The words of a screen, without the fragments of an allowed word that a border or the
    screen's edge cuts (a dialog over the table cuts "Holland" to "olland")."""
    found = set()
    for line in text.splitlines():
        for match in WORD.finditer(line):
            word = match.group()
            before = line[match.start() - 1] if match.start() else ""
            after = line[match.end()] if match.end() < len(line) else ""
            cut = not before or not after or before in BORDERS or after in BORDERS
            if cut and any(word in whole for whole in allowed if len(whole) > len(word)):
                continue
            found.add(word)
    return found


@pytest.mark.parametrize("game", registry.game_ids())
async def test_one_turn_in_every_language_leaves_no_english_on_screen(game):
    english = await screens(game, "en")
    for lang in TRANSLATED:
        shown = await screens(game, lang)
        allowed = (translated_words(lang) | NAMES | proper_names(game)
                   | set(WORD.findall(shown["names"])))
        for what in ("table", "moves", "keys"):
            left = sorted(words_on(shown[what], allowed) & set(WORD.findall(english[what]))
                          - allowed)
            assert not left, f"{game} in {lang}, {what}: English left: {left}\n{shown[what]}"


@pytest.mark.parametrize("game", registry.game_ids())
@pytest.mark.parametrize("lang", TRANSLATED)
async def test_the_prompt_stays_whole_at_80_by_24(game, lang):
    app, _match = new_app(game, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        prompt = app.screen.query_one(PromptBar).render()
        wanted = " ".join(str(prompt).split())
        assert wanted, "a prompt is shown"
        on_screen = " ".join(screen_text(app).split())
        assert wanted in on_screen, f"{game} in {lang}: the prompt is cut: {wanted!r}"


@pytest.mark.parametrize("lang", TRANSLATED)
async def test_svg_snapshot_of_each_language_on_its_edition(lang, snapshot_svg):
    app, _match = new_app(EDITIONS[lang], lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        snapshot_svg(app, f"{EDITIONS[lang]}_{lang}")
