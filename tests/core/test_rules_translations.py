"""The rules references in every language keep the English reference's shape.

Each game's English reference (``assets/rules/<game>.md``) has a translation in every
other language the suite speaks (``assets/rules/<lang>/<game>.md``). A translation has the
same headings, level by level, the same `code` spans (screen marks and keys, which stay
as they are) and as many list items and table rows, so a change to the English file that is
not carried over fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from boardgames import paths
from boardgames.core.i18n import LANGUAGES
from boardgames.games import GAMES

GAME_IDS = [info.id for info in GAMES]
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^(#{1,6})\s+\S")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
LIST_ITEM = re.compile(r"^\s*([-*+]|\d+[.)])\s")
TABLE_ROW = re.compile(r"^\s*\|")


def rules_dir() -> Path:
    return paths.assets_dir() / "rules"


def outside_fences(text: str) -> list[str]:
    lines: list[str] = []
    fenced = False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced:
            lines.append(line)
    return lines


def structure(text: str) -> tuple[list[int], list[str]]:
    """The heading levels in order and the code spans in order, outside fenced blocks."""
    levels: list[int] = []
    spans: list[str] = []
    for line in outside_fences(text):
        heading = HEADING.match(line)
        if heading:
            levels.append(len(heading.group(1)))
        spans.extend(match.group(2).strip() for match in CODE_SPAN.finditer(line))
    return levels, spans


def blocks(text: str) -> tuple[int, int]:
    """How many list items and table rows (header and rule included) the text has."""
    lines = outside_fences(text)
    return (sum(1 for line in lines if LIST_ITEM.match(line)),
            sum(1 for line in lines if TABLE_ROW.match(line)))


def test_every_game_has_an_english_reference() -> None:
    for game in GAME_IDS:
        assert paths.rules_file(game).is_file(), game


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_language_has_a_reference_for_exactly_the_games(lang: str) -> None:
    found = {path.stem for path in (rules_dir() / lang).glob("*.md")}
    assert found == set(GAME_IDS)


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("lang", TRANSLATED)
def test_translation_keeps_the_headings_and_code_spans(lang: str, game: str) -> None:
    path = rules_dir() / lang / f"{game}.md"
    assert paths.rules_file(game, lang) == path, "the app does not find the translation"
    english = paths.rules_file(game).read_text(encoding="utf-8")
    translated = path.read_text(encoding="utf-8")
    assert translated.strip() != english.strip(), "the file is not translated"
    en_levels, en_spans = structure(english)
    levels, spans = structure(translated)
    assert len(levels) == len(en_levels), "a different number of headings"
    assert levels == en_levels, "the heading levels differ"
    assert spans == en_spans, "the code spans differ"
    assert blocks(translated) == blocks(english), "a different number of list items or rows"


def test_structure_sees_headings_spans_lists_and_rows_but_not_fenced_code() -> None:
    text = ("# Title\n\nSome `x` and ``y z``.\n\n```\n# not a heading `no`\n- no\n```\n"
            "## Part\n\n- one\n  * two\n1. three\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
    assert structure(text) == ([1, 2], ["x", "y z"])
    assert blocks(text) == (3, 3)
