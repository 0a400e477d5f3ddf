"""A game's rules reference and the keys of the screen that opened it (F1).

The text is Markdown, drawn by rich's Markdown renderer into lines that a line-API widget
shows (only the lines on screen are drawn). Each part (a game's rules with its options
table, a screen's keys table) is rendered once per width and kept in a module cache, so
F1 opens at once however often it is pressed; Textual's Markdown widget, which builds a
widget per block, took a second or more for a long reference and long to take down."""

from __future__ import annotations

from collections import OrderedDict

from rich.console import Console
from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.events import Resize
from textual.geometry import Size
from textual.screen import Screen
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Static

from boardgames import paths
from boardgames.core import registry
from boardgames.core.i18n import N_, _, language
from boardgames.core.options import options_markdown
from boardgames.ui.widgets.footer import KeyFooter

_TEXTS: dict[tuple[str, str], str] = {}
_LINES: OrderedDict[tuple[str, int], list[Strip]] = OrderedDict()
_LINES_KEPT = 600  # rendered (section, width) pairs: every game at a few widths


def rules_text(game_id: str) -> str:
    """A game's rules reference in the current language (English when it has no
    translation) with its options table, as Markdown (read once per language)."""
    lang = language()
    text = _TEXTS.get((game_id, lang))
    if text is None:
        info = registry.info(game_id)
        try:
            text = paths.rules_file(game_id, lang).read_text(encoding="utf-8")
        except OSError:
            text = f"# {_(info.title)}\n\n" + _("No rules reference is installed for this game.")
        options = _("Options")
        chosen = _("Chosen on the setup screen (or with `--option KEY=VALUE` on the command "
                   "line).")
        text = (f"{text.rstrip()}\n\n## {options}\n\n{chosen}\n\n"
                f"{options_markdown(registry.rules(game_id).Options)}")
        _TEXTS[game_id, lang] = text
    return text


def keys_text(keys: str) -> str:
    heading = _("Keys and mouse on this screen")
    return f"## {heading}\n\n{keys.strip()}\n\n---\n"


def sections(text: str) -> list[str]:
    """``text`` cut before each heading (outside code blocks): rich renders the pieces
    one after another, a blank line apart, exactly as the whole."""
    pieces: list[str] = []
    current: list[str] = []
    fenced = False
    for line in text.split("\n"):
        if line.startswith("```"):
            fenced = not fenced
        if not fenced and line.startswith("#") and any(x.strip() for x in current):
            pieces.append("\n".join(current))
            current = []
        current.append(line)
    if any(x.strip() for x in current):
        pieces.append("\n".join(current))
    return pieces


def rendered(text: str, width: int, console: Console) -> list[Strip]:
    """``text`` (Markdown) as lines ``width`` cells wide, rendered once and cached."""
    key = (text, width)
    lines = _LINES.get(key)
    if lines is None:
        options = console.options.update(width=width, height=None)
        lines = [Strip(line) for line in
                 console.render_lines(Markdown(text), options, pad=False)]
        _LINES[key] = lines
        while len(_LINES) > _LINES_KEPT:
            _LINES.popitem(last=False)
    else:
        _LINES.move_to_end(key)
    return lines


class Document(ScrollView, can_focus=True):
    """Markdown parts one after another, drawn line by line from the cache. What is not
    rendered yet is rendered a screenful first, the rest right after the first frame."""

    DEFAULT_CSS = """
    Document { height: 1fr; overflow-x: hidden; overflow-y: auto; scrollbar-gutter: stable; }
    """

    def __init__(self, parts: list[str], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.pieces = [piece for part in parts if part for piece in sections(part)]
        self._lines: list[Strip] = []
        self._width = -1
        self._done = 0  # pieces rendered into _lines

    def _text_width(self) -> int:
        region = self.scrollable_content_region
        if region.width > 0:
            return region.width
        # not laid out yet: the width it will get (the whole screen, less the gutter)
        styles = self.styles
        return max(20, self.app.size.width - styles.gutter.width
                   - styles.scrollbar_size_vertical)

    def _add(self, width: int, lines_wanted: int | None) -> None:
        """Render pieces into the lines, all of them or until ``lines_wanted``."""
        while self._done < len(self.pieces):
            if lines_wanted is not None and len(self._lines) >= lines_wanted:
                break
            if self._done:
                self._lines.append(Strip.blank(width))
            self._lines += rendered(self.pieces[self._done], width, self.app.console)
            self._done += 1
        self.virtual_size = Size(width, len(self._lines))

    def _build(self) -> None:
        width = self._text_width()
        if width == self._width:
            return
        self._width = width
        self._lines = []
        self._done = 0
        cached = all((piece, width) in _LINES for piece in self.pieces)
        self._add(width, None if cached else self.app.size.height + 4)
        self.refresh()
        if self._done < len(self.pieces):
            self.call_after_refresh(self._build_rest, width)

    def _build_rest(self, width: int) -> None:
        if width == self._width and self._done < len(self.pieces):
            self._add(width, None)
            self.refresh()

    def on_mount(self) -> None:
        self._build()

    def on_resize(self, event: Resize) -> None:
        self._build()

    def render_line(self, y: int) -> Strip:
        _, scroll_y = self.scroll_offset
        index = scroll_y + y
        width = self.scrollable_content_region.width
        style = self.rich_style
        if index >= len(self._lines):
            return Strip.blank(width, style)
        return self._lines[index].crop_extend(0, width, style).apply_style(style)


class RulesScreen(Screen[None]):
    """``RulesScreen(game_id, keys)``: a game's rules under the keys of the screen that
    opened it; ``RulesScreen(None, keys=..., title=...)``: only the keys, for screens
    that belong to no game (the menu, the load screen)."""

    BINDINGS = [
        Binding("escape,q", "close", N_("Close")),
        Binding("f1", "close_by_f1", N_("Close"), show=False),
        Binding("up,k", "scroll(-1)", N_("Up"), show=False),
        Binding("down,j", "scroll(1)", N_("Down"), show=False),
        Binding("pageup", "scroll(-20)", N_("Page up"), show=False),
        Binding("pagedown,space", "scroll(20)", N_("Page down"), show=False),
    ]

    def __init__(self, game_id: str | None, keys: str = "", title: str | None = None) -> None:
        super().__init__()
        self.game_id = game_id
        self.keys = keys
        self.title_text = title  # None: the game's title, or "Help"
        # F1 opened this screen: a second F1 before it is on screen must not close it.
        self._shown = False

    def compose(self) -> ComposeResult:
        if self.game_id is not None:
            title, what = _(registry.info(self.game_id).title), _("rules reference")
        else:
            title, what = _("Help"), _("keys")
        yield Static(" " + _("{title} — {what} (escape closes)").format(
            title=self.title_text or title, what=what), id="rules-title")
        parts = [keys_text(self.keys) if self.keys else ""]
        if self.game_id is not None:
            parts.append(rules_text(self.game_id))
        yield Document(parts, id="rules-scroll")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#rules-scroll").focus()
        self.call_after_refresh(self._now_shown)

    def _now_shown(self) -> None:
        self._shown = True

    def action_scroll(self, lines: int) -> None:
        self.query_one("#rules-scroll").scroll_relative(y=lines, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_close_by_f1(self) -> None:
        if self._shown:
            self.dismiss(None)

    def action_help(self) -> None:
        """F1 (the app's binding asks the screen's own help): close, once on screen."""
        self.action_close_by_f1()
