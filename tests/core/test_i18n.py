"""The catalogs: every marked text translated in every language, nothing unused, the same
placeholders, the plural forms of each language; how the language is chosen; saves that
do not depend on it."""

from __future__ import annotations

import string
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from babel.messages import frontend
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from boardgames import paths
from boardgames.core import i18n, registry
from boardgames.core.controller import Match
from boardgames.core.saves import load_match, write_save
from boardgames.core.seating import make_seats

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != "en"]
PLURALS = {"hu": 2, "cs": 3, "de": 2}
Key = tuple[str | None, str | tuple[str, ...]]


@cache
def extracted() -> dict[Key, list[str]]:
    """What ``pybabel extract -F assets/locale/babel.cfg`` finds: (context, msgid) -> files."""
    # parse_mapping_cfg since Babel 2.14; parse_mapping before (the lowest allowed Babel)
    parse = getattr(frontend, "parse_mapping_cfg", None) or frontend.parse_mapping
    with (paths.locale_dir() / "babel.cfg").open() as f:
        method_map, options_map = parse(f)
    found: dict[Key, list[str]] = {}
    for filename, _lineno, message, _comments, context in extract_from_dir(
            str(ROOT), method_map, options_map):
        found.setdefault((context, message), []).append(filename)
    return found


@cache
def catalog(lang: str) -> Catalog:
    with i18n.locale_file(lang).open("rb") as f:
        return read_po(f, locale=lang)


def fields(text: str) -> set[str]:
    """The ``{...}`` placeholders of a format string, with their format specs."""
    return {f"{name}:{spec}" for _, name, spec, _ in string.Formatter().parse(text)
            if name is not None}


def test_the_code_marks_the_texts_of_every_game_and_screen():
    contexts = {context for context, _ in extracted()}
    for info in registry.infos():
        assert info.id in contexts  # a game's fragments
        assert any((c or "").startswith(f"{info.id}:") for c in contexts)  # its templates
        assert (None, info.title) in extracted()
    assert (None, "Language…") in extracted()


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_marked_text_is_translated(lang):
    po = catalog(lang)
    missing = []
    for context, msgid in extracted():
        message = po.get(msgid, context=context)
        strings = [] if message is None else (
            list(message.string) if isinstance(message.string, tuple) else [message.string])
        if message is None or message.fuzzy or not all(strings):
            missing.append((context, msgid))
    assert not missing, f"{lang}: untranslated {missing[:5]} ({len(missing)} in all)"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_catalog_entry_is_unused(lang):
    po = catalog(lang)
    unused = [(m.context, m.id) for m in po if m.id and (m.context, m.id) not in extracted()]
    assert not unused, f"{lang}: entries no code uses: {unused[:5]}"
    assert not po.obsolete


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_the_placeholders(lang):
    wrong = []
    for message in catalog(lang):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set().union(*(fields(i) for i in ids))
        for text in strings:
            if fields(text) != wanted and not (len(ids) > 1 and fields(text) <= wanted):
                wrong.append((message.id, text))
    assert not wrong, f"{lang}: placeholders changed in {wrong[:3]}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_plural_forms_per_language(lang):
    po = catalog(lang)
    assert po.num_plurals == PLURALS[lang]
    plurals = [m for m in po if isinstance(m.id, tuple)]
    assert plurals
    for message in plurals:
        assert len(message.string) == PLURALS[lang], message.id


def test_czech_counts_take_three_forms():
    i18n.set_language("cs")
    forms = [i18n.ngettext("{count} move", "{count} moves", n).format(count=n)
             for n in (1, 3, 5)]
    assert forms == ["1 tah", "3 tahy", "5 tahů"]


def test_english_is_the_msgids_and_an_empty_text_stays_empty():
    i18n.set_language("de")
    assert i18n.gettext("") == ""
    assert i18n.gettext("Quit") == "Beenden"
    i18n.set_language("en")
    assert i18n.gettext("Quit") == "Quit"
    assert i18n.ngettext("{count} move", "{count} moves", 2) == "{count} moves"


def test_an_unknown_language_is_one_clear_line():
    with pytest.raises(i18n.UnknownLanguage, match=r"unknown language 'xx' .*en, hu, cs, de"):
        i18n.set_language("xx")


@pytest.mark.parametrize(("environ", "lang"), [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "hu_HU.UTF-8", "LC_MESSAGES": "cs_CZ.UTF-8"}, "cs"),
    ({"LANG": "hu_HU.UTF-8", "LC_MESSAGES": "cs_CZ", "LC_ALL": "de_AT@euro"}, "de"),
    ({"LANG": "C.UTF-8"}, None),
    ({"LANG": "fr_FR.UTF-8"}, None),
    ({"LC_ALL": "", "LANG": "cs"}, "cs"),
    ({}, None),
])
def test_the_environment_names_a_language(environ, lang):
    assert i18n.from_environment(environ) == lang


def test_resolution_order_is_cli_then_settings_then_environment_then_english():
    env = {"LANG": "de_DE.UTF-8"}
    assert i18n.resolve("hu", "cs", env) == "hu"
    assert i18n.resolve(None, "cs", env) == "cs"
    assert i18n.resolve(None, None, env) == "de"
    assert i18n.resolve(None, None, {"LANG": "C"}) == "en"


def test_cli_rejects_a_bad_language_in_one_line(capsys):
    from boardgames.cli import main

    assert main(["--lang", "xx", "list"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--lang" in err[0] and "hu" in err[0]


def test_cli_lang_beats_the_remembered_language(capsys):
    from boardgames.cli import main
    from boardgames.ui import settings

    settings.save(settings.Settings(language="cs"))
    assert main(["--lang", "de", "list"]) == 0
    assert i18n.language() == "de"
    assert main(["list"]) == 0
    assert i18n.language() == "cs"


def test_settings_remember_the_language():
    from boardgames.ui import settings

    settings.save(settings.Settings(language="hu"))
    assert settings.load()[0].language == "hu"
    settings.settings_file().write_text('{"language": "xx"}', encoding="utf-8")
    assert settings.load()[0].language is None


def test_english_start_up_imports_nothing_of_babel():
    code = ("import sys; from boardgames.ui import app; from boardgames.core import i18n; "
            "i18n.set_language(i18n.resolve(None, None, {})); "
            "assert not [m for m in sys.modules if m.startswith('babel')]")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_a_game_saved_in_czech_resumes_in_german(tmp_path):
    i18n.set_language("cs")
    rules = registry.rules("catan")
    match = Match(rules, make_seats(["bot:random"] * 3, 3), seed=5)
    for _ in range(30):
        decision = match.current()
        assert decision is not None
        match.step(decision.seat, match.bot_action(decision.seat))
    czech = [e.text for e in match.log]
    path = tmp_path / "game.json"
    write_save(match, path)
    saved = path.read_text(encoding="utf-8")
    assert not any(text in saved for text in czech if " " in text)

    i18n.set_language("de")
    resumed = load_match(path)
    german = [e.text for e in resumed.log]
    assert [e.key for e in resumed.log] == [e.key for e in match.log]
    assert german != czech
    assert german[0] == match.log[0].text  # a running match re-renders too
    assert any(text.startswith(resumed.seats[0].name) and "Kreuzung" in text
               for text in german)


def words_now(match: Match) -> list[str]:
    """The prompts of the pending decisions and the labels of the deciding seat's moves."""
    decision = match.current()
    if decision is None:
        return []
    legal = match.legal_actions(decision.seat)[:40]
    return [d.prompt for d in match.pending()] + [
        match.rules.describe(match.state, decision.seat, a) for a in legal]


def test_every_event_prompt_and_label_renders_in_every_language():
    """Random games of every game, their whole log and now and then the prompts and
    move labels in every language: no template breaks, no placeholder is left over."""
    for info in registry.infos():
        rules = registry.rules(info.id)
        match = Match(rules, make_seats(["bot:random"] * rules.min_players,
                                        rules.min_players), seed=3)
        words: dict[str, list[str]] = {lang: [] for lang in i18n.LANGUAGES}
        for step in range(150):
            decision = match.current()
            if decision is None:
                break
            if step % 15 == 0:
                for lang in i18n.LANGUAGES:
                    i18n.set_language(lang)
                    words[lang] += words_now(match)
                i18n.set_language("en")
            match.step(decision.seat, match.bot_action(decision.seat))
        english = [e.text for e in match.log]
        for lang in TRANSLATED:
            i18n.set_language(lang)
            texts = [e.text for e in match.log]
            assert not [t for t in texts + words[lang] if "{" in t], (info.id, lang)
            assert texts != english, (info.id, lang)
            assert words[lang] != words["en"], (info.id, lang)
        i18n.set_language("en")


def test_the_component_words_match_the_data():
    from boardgames.games.bohnanza.data import data as bohnanza
    from boardgames.games.bohnanza.text import BEANS
    from boardgames.games.catan.data import data as catan
    from boardgames.games.catan.text import FATHERS, RESOURCES
    from boardgames.games.neuland.data import data as neuland
    from boardgames.games.neuland.text import NAMES

    assert {b.id: b.name_en for b in bohnanza().beans} == BEANS
    assert neuland().names == NAMES
    assert {r.id for r in catan().resources} <= set(RESOURCES)
    # the marked summaries of the founding fathers say what the data says
    assert {f.id: f.summary_en for f in catan().founding_fathers} == FATHERS
