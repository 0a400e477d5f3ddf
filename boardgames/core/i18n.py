"""The suite's languages: gettext catalogs read from the ``.po`` sources at run time.

English is the msgids themselves (no catalog). Another language's catalog
(``assets/locale/<lang>/LC_MESSAGES/boardgames.po``) is read with Babel and compiled in
memory the first time it is needed, once per language; nothing of Babel is imported while
the language is English, so the menu's first frame does not pay for it.

Three kinds of text are marked (``pybabel extract`` with ``assets/locale/babel.cfg``):

- the frame's words: ``_("...")``, ``ngettext`` and ``N_("...")`` (marked where it is
  defined, translated where it is shown, e.g. a class-level key binding);
- an engine's log templates: each string value of a game's ``MESSAGES`` is the msgid,
  with ``<game>:<event key>`` as its context (``pgettext``), translated when an event is
  rendered, so saves and replays hold only keys and parameters;
- the English fragments of a game's ``text.py`` functions: ``_`` and ``_n`` made by
  ``game_text(<game>)``, with the game id as their context.

``extract_messages`` is the extraction method for the games' ``text.py`` and
``__init__.py`` files (their ``GameInfo`` title and description, shown by the menu).
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Collection, Iterator, Mapping
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from boardgames import paths

if TYPE_CHECKING:  # gettext itself is imported with the first catalog
    from gettext import GNUTranslations

LANGUAGES = {"en": "English", "hu": "Magyar", "cs": "Čeština", "de": "Deutsch"}
ENV_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
DOMAIN = "boardgames"


class UnknownLanguage(ValueError):
    """A language the suite has no catalog for; the message lists the ones it has."""


_language = "en"
_current: GNUTranslations | None = None
_catalogs: dict[str, GNUTranslations] = {}


def check(lang: str) -> str:
    """``lang`` when the suite speaks it, else UnknownLanguage with one clear line."""
    if lang not in LANGUAGES:
        known = ", ".join(LANGUAGES)
        raise UnknownLanguage(f"unknown language {lang!r} (choose one of {known})")
    return lang


def from_environment(environ: Mapping[str, str] | None = None) -> str | None:
    """The language of the first set locale variable ("de_DE.UTF-8" is de), when the
    suite speaks it; None otherwise. Like gettext, the first variable that is set decides."""
    env = os.environ if environ is None else environ
    for name in ENV_VARIABLES:
        value = env.get(name, "")
        if value:
            lang = value.split(":")[0].split(".")[0].split("@")[0].split("_")[0].lower()
            return lang if lang in LANGUAGES else None
    return None


def resolve(cli: str | None, setting: str | None,
            environ: Mapping[str, str] | None = None) -> str:
    """The language to show: the command line's, else the remembered one, else the
    environment's, else English."""
    for choice in (cli, setting):
        if choice in LANGUAGES:
            return choice
    return from_environment(environ) or "en"


def locale_file(lang: str) -> Path:
    return paths.locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def catalog(lang: str) -> GNUTranslations:
    """The compiled catalog of ``lang`` (not English), read from its .po once."""
    translations = _catalogs.get(lang)
    if translations is None:
        from gettext import GNUTranslations

        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        with locale_file(lang).open("rb") as f:
            po = read_po(f, locale=lang, domain=DOMAIN)
        buffer = io.BytesIO()
        write_mo(buffer, po)
        buffer.seek(0)
        translations = GNUTranslations(buffer)
        _catalogs[lang] = translations
    return translations


def set_language(lang: str) -> None:
    global _language, _current
    _current = None if check(lang) == "en" else catalog(lang)
    _language = lang


def language() -> str:
    return _language


def gettext(message: str) -> str:
    """``message`` in the current language ("" stays "", not the catalog's header)."""
    return message if _current is None or not message else _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    if _current is None:
        return singular if n == 1 else plural
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return message if _current is None else _current.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    if _current is None:
        return singular if n == 1 else plural
    return _current.npgettext(context, singular, plural, n)


_ = gettext


def N_(message: str) -> str:
    """Marks a text for the catalog where it is defined; ``_`` translates it when shown."""
    return message


def game_text(game: str) -> tuple[Callable[[str], str], Callable[[str, str, int], str]]:
    """``_`` and ``_n`` for a game's ``text.py``: its fragments in the game's context."""

    def translate(message: str) -> str:
        return pgettext(game, message)

    def translate_n(singular: str, plural: str, n: int) -> str:
        return npgettext(game, singular, plural, n)

    return translate, translate_n


# -- extraction (pybabel extract) -----------------------------------------------------------

_GAME_KEYWORDS = {"_": None, "_n": (1, 2), "N_": None}


def extract_messages(fileobj: IO[bytes], keywords: Collection[str], comment_tags: Collection[str],
                     options: Any) -> Iterator[tuple[int, str, Any, Any]]:
    """Babel extraction method for a game's package: every string template of
    ``MESSAGES`` (context ``<game>:<key>``), every ``_``/``_n``/``N_`` fragment (context
    ``<game>``), and the title and description of its ``GameInfo`` (no context)."""
    import ast

    from babel.messages.extract import extract_python

    game = Path(getattr(fileobj, "name", "")).parent.name
    source = fileobj.read()
    for lineno, func, messages, comments in extract_python(
            io.BytesIO(source), _GAME_KEYWORDS, comment_tags, options):
        if func == "_n":
            yield lineno, "npgettext", (game, *messages), comments
        elif isinstance(messages, str):
            yield lineno, "pgettext", (game, messages), comments
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        if node.func.id == "Messages" and node.args and isinstance(node.args[0], ast.Dict):
            for key, value in zip(node.args[0].keys, node.args[0].values, strict=True):
                if (isinstance(key, ast.Constant) and isinstance(key.value, str)
                        and isinstance(value, ast.Constant) and isinstance(value.value, str)):
                    yield value.lineno, "pgettext", (f"{game}:{key.value}", value.value), []
        elif node.func.id == "GameInfo":  # the menu's title and description of a game
            for keyword in node.keywords:
                if keyword.arg in ("title", "description") and isinstance(
                        keyword.value, ast.Constant):
                    yield keyword.value.lineno, "_", keyword.value.value, []
