"""Every glyph stays readable in every terminal (issue 16).

WCAG 2.x asks for a contrast ratio of at least 4.5:1 between a glyph and its background.
This checks, in truecolor and in the 256-colour approximation (rich's own downgrade, the
one Textual uses in such a terminal, for both colours of a pair):

* every seat colour of the palette on every background a seat's glyph is drawn on: the
  frame (Textual's default theme as app.tcss and the widgets use it) and the boards;
* every colour a board draws glyphs in on every background of that board, every colour
  pair a style gives itself, and the colours of the game screens' texts on the frame;

and, for NO_COLOR (then no colour reaches the terminal), that every seat keeps a glyph of
its own and that the Neue Welt map tells its pieces and marks apart without colour.

The colours are read from the game UI modules; a colour written inline in their sources is
listed here with where it is drawn, and ``test_every_colour_in_the_game_screens_is_checked``
fails for one that is not listed, so that no new colour goes unchecked.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from rich.color import Color as RichColor
from rich.color import ColorSystem
from rich.style import Style
from textual.app import App
from textual.color import Color

import boardgames.ui.games as game_uis
from boardgames.core.seating import PALETTE
from boardgames.ui.app import BoardgamesApp

MINIMUM = 4.5
MODES = ("truecolor", "256")

# -- colour arithmetic ---------------------------------------------------------------------


def _theme() -> tuple[dict[str, str], list[str]]:
    app = BoardgamesApp(bot_delay=0)  # its theme: Textual's default, as it sets none
    assert app.theme == App().theme
    ansi = app.ansi_theme_dark
    return app.get_css_variables(), [c.hex for c in ansi.ansi_colors]


VARIABLES, ANSI = _theme()


def theme(*layers: str) -> str:
    """A theme background, later layers blended over earlier ones ("$boost" over
    "$surface"), as Textual composes them."""
    colour = Color.parse(VARIABLES[layers[0]])
    for layer in layers[1:]:
        colour = colour + Color.parse(VARIABLES[layer])
    return colour.hex


def rgb(colour: str, mode: str) -> tuple[int, int, int]:
    """What the terminal shows for a colour: a named ANSI colour goes through Textual's
    ANSI theme first (its default), then rich downgrades for a 256-colour terminal."""
    parsed = RichColor.parse(colour)
    if parsed.number is not None and parsed.number < 16:
        parsed = RichColor.parse(ANSI[parsed.number])
    if mode == "256":
        parsed = parsed.downgrade(ColorSystem.EIGHT_BIT)
    t = parsed.get_truecolor()
    return t.red, t.green, t.blue


def luminance(c: tuple[int, int, int]) -> float:
    """WCAG 2.x relative luminance of an sRGB colour."""
    def linear(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v) for v in c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(fg: str, bg: str, mode: str) -> float:
    a, b = sorted((luminance(rgb(fg, mode)), luminance(rgb(bg, mode))), reverse=True)
    return (a + 0.05) / (b + 0.05)


def test_the_contrast_formula():
    assert ratio("#000000", "#ffffff", "truecolor") == pytest.approx(21.0)
    assert ratio("#777777", "#ffffff", "truecolor") == pytest.approx(4.48, abs=0.01)
    assert ratio("#E69F00", "#E69F00", "256") == 1.0
    assert rgb("#0072B2", "256") == (0, 95, 175)  # xterm colour 25


# -- where colours are drawn ---------------------------------------------------------------

# The frame (app.tcss and the widgets' CSS): Screen { background: $surface } under the
# panels, the log and the boards; HandoffScreen { background: $background }; .dialog and
# KeyBar { background: $panel }; PromptBar and an active panel { background: $boost }.
FRAME = {
    "$surface (screen, panels, log, boards)": theme("surface"),
    "$background (handoff)": theme("background"),
    "$panel (dialogs, key bar)": theme("panel"),
    "$boost (prompt bar, active panel)": theme("surface", "boost"),
}
FOREGROUND = theme("foreground")  # text without a colour of its own
BOARD = theme("surface")  # a board cell without a background of its own


def module(name: str):
    return importlib.import_module(f"boardgames.ui.games.{name}")


def fg(style: Style) -> str:
    assert style.color is not None, style
    return style.color.get_truecolor().hex


def bg(style: Style) -> str:
    assert style.bgcolor is not None, style
    return style.bgcolor.get_truecolor().hex


@dataclass
class Board:
    """A game's colours. ``grounds``: backgrounds its board draws glyphs on; ``seats``:
    those of them under a seat's glyph; ``inks``: colours of its board glyphs (each is
    checked on every ground); ``pairs``: styles with both colours; ``texts``: colours of
    its texts on the frame."""

    grounds: dict[str, str]
    seats: list[str]
    inks: dict[str, str]
    pairs: dict[str, tuple[str, str]] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)


def catan() -> Board:
    b = module("catan.art")
    grounds = {"board": BOARD, "legal target": b.TARGET_BG,
               **{f"terrain {k}": v for k, v in b.TERRAIN_BG.items()},
               **{f"water {k}": v for k, v in b.WATER_BG.items()}}
    inks = {**{f"terrain {k} label": v for k, v in b.TERRAIN_FG.items()},
            **{name: fg(getattr(b, name)) for name in (
                "TEXT", "SEA_LABEL", "OUTLINE", "CORNER", "PACIFIC_MARK", "START_MARK",
                "ZONE_BORDER", "HOT_NUMBER", "PUBLIC_CHIP", "PRIVATE_CHIP", "TARGET")}}
    return Board(grounds, list(grounds), inks, texts={
        "dialogs: confirm ready, [+]": "bold green",
        "dialogs: a refused draft": "bold #ff6b6b",
        "labels: bonus cards": "bold yellow", "labels: fathers": "cyan",
        "screen: what the cursor's spot does": "green"})


def new_england() -> Board:
    b = module("new_england.board")
    grounds = {"board": BOARD, "empty land": bg(b.EMPTY), "sea": bg(b.SEA),
               **{f"tile {k}": v for k, v in b.LAND_BG.items()}}
    inks = {"tile text (inline #eeeeee)": "#eeeeee", "coast ~ (inline #56B4E9)": "#56B4E9",
            "offer text on a land colour": FOREGROUND,
            **{f"developed {k}": v for k, v in b.LAND_DEV_FG.items()},
            **{name: fg(getattr(b, name)) for name in (
                "EDGE_STYLE", "EMPTY", "SEA", "MARGIN", "TARGET")}}
    pairs = {name: (fg(getattr(b, name)), bg(getattr(b, name)))
             for name in ("GHOST_OK", "GHOST_BAD")}
    seats = ["board", *(f"tile {k}" for k in b.LAND_BG)]
    return Board(grounds, seats, inks, pairs, texts={"offer: a group's title": "bold green"})


def carcassonne() -> Board:
    m, s = module("carcassonne.art"), module("carcassonne.art")
    grounds = {"tile (even)": bg(m.TILE_BG[0]), "tile (odd)": bg(m.TILE_BG[1]),
               "start tile": bg(m.START_BG), "empty": bg(m.EMPTY),
               "ghost fits": bg(m.GHOST_OK), "ghost does not fit": bg(m.GHOST_BAD)}
    inks = {**{f"{k} art": fg(v) for k, v in m.KIND_STYLE.items()},
            "last tile ticks": fg(m.LAST_STYLE), "cursor ticks": fg(m.CURSOR_STYLE)}
    pairs = {name: (fg(getattr(m, name)), bg(getattr(m, name))) for name in (
        "SEA_STYLE", "SEA_NAME", "RULER", "RULER_DANGER", "RULER_SURVEYOR", "RULER_CURSOR",
        "FIT_NOW", "FIT_OTHER", "MISS_STYLE", "SPOT")}
    pairs["side FACE_DOWN"] = (fg(s.FACE_DOWN), bg(s.FACE_DOWN))
    return Board(grounds, ["tile (even)", "tile (odd)", "start tile"], inks, pairs, texts={
        "screen: fits": "bold green", "screen: fits turned": "yellow",
        "screen: does not fit": "bold #ff6b6b"})


def neuland() -> Board:
    b, s = module("neuland.board"), module("neuland.side")
    highlights = {"time window": bg(b.WINDOW), "supplier": bg(b.SUPPLIER),
                  "payer": bg(b.PAYER), "target": bg(b.TARGET)}
    grounds = {"board": BOARD, **{f"terrain {k}": v for k, v in b.TERRAIN_BG.items()},
               **highlights, "side: chosen": bg(s.CHOSEN)}
    inks = {"hex text (inline #e8e8e8)": "#e8e8e8", "side text": FOREGROUND,
            **{f"terrain {k} letter": v for k, v in b.TERRAIN_FG.items()},
            **{name: fg(getattr(b, name)) for name in (
                "BORDER", "CURSOR_BORDER", "DIM", "TIME", "LEGAL", "BLOCKED", "PREVIEW",
                "CHANGED")},
            "side DIM": fg(s.DIM), "side EMPTY": fg(s.EMPTY)}
    seats = ["board", *(f"terrain {k}" for k in b.TERRAIN_BG), *highlights]
    return Board(grounds, seats, inks)


def bohnanza() -> Board:
    a = module("bohnanza.art")
    grounds = {"table": BOARD, "deciding seat (inline #2a2a10)": "#2a2a10"}
    inks = {name: fg(getattr(a, name)) for name in (
        "FRAME", "DIM", "TEXT", "BOLD", "LABEL", "TARGET", "SELECTED", "WARN", "CHANGED")}
    pairs = {f"bean {k}": (f, g) for k, (g, f) in a.BEAN_COLOURS.items()}
    pairs["bean unknown (inline)"] = ("#ffffff", "#444444")
    pairs["EMPTY_FACE"] = (fg(a.EMPTY_FACE), bg(a.EMPTY_FACE))
    return Board(grounds, list(grounds), inks, pairs, texts={
        "composer: send not possible": "bold #ED7324", "side: the seat to act": "bold #F0E442"})


BOARDS = {"catan": catan, "new_england": new_england, "carcassonne": carcassonne,
          "neuland": neuland, "bohnanza": bohnanza}


def colour_of(spec: str) -> str:
    """The colour of a style string ("bold #D55E00", "cyan") or of a colour."""
    return next(t for t in spec.split() if t not in STYLE_WORDS)


def pairs() -> list[tuple[str, str, str]]:
    """(what, foreground, background) of everything drawn in colour."""
    out = []
    boards = {name: make() for name, make in BOARDS.items()}
    seat_grounds = dict(FRAME)
    for game, board in boards.items():
        seat_grounds.update({f"{game} {g}": board.grounds[g] for g in board.seats})
    for c in PALETTE:
        out += [(f"seat {c.glyph} {c.name} on {where}", c.hex, ground)
                for where, ground in seat_grounds.items()]
    for game, board in boards.items():
        for ink, colour in board.inks.items():
            out += [(f"{game} {ink} on {where}", colour, ground)
                    for where, ground in board.grounds.items()]
        out += [(f"{game} {what}", f, g) for what, (f, g) in board.pairs.items()]
        for what, spec in board.texts.items():
            out += [(f"{game} {what} on {where}", colour_of(spec), ground)
                    for where, ground in FRAME.items()]
    return out


@pytest.mark.parametrize("mode", MODES)
def test_every_glyph_has_a_contrast_of_4_5_to_its_background(mode):
    weak = [f"{what}: {f} on {g} is {ratio(f, g, mode):.2f}"
            for what, f, g in pairs() if ratio(f, g, mode) < MINIMUM]
    assert not weak, f"{len(weak)} pairs below {MINIMUM}:1 in {mode}:\n" + "\n".join(weak)


# -- every colour of the game screens is listed ---------------------------------------------

HEX = re.compile(r"#[0-9a-fA-F]{6}\b")
NAMED = {"black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"}
NAMED |= {f"bright_{n}" for n in NAMED}
STYLE_WORDS = {"bold", "dim", "italic", "underline", "reverse", "not", "on", "strike"}


def source_colours(path: Path) -> set[str]:
    """The colours written in a module's string literals (hex values, style strings with
    named colours, CSS backgrounds)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        words = node.value.split()
        if words and all(w in STYLE_WORDS or w in NAMED or HEX.fullmatch(w) for w in words):
            found |= {w.lower() for w in words if w not in STYLE_WORDS}
        elif "background:" in node.value:  # a widget's CSS
            found |= {h.lower() for h in HEX.findall(node.value)}
    return found


def listed(board: Board) -> set[str]:
    colours = {*board.grounds.values(), *board.inks.values()}
    colours |= {c for pair in board.pairs.values() for c in pair}
    colours |= {colour_of(spec) for spec in board.texts.values()}
    return {c.lower() for c in colours}


def inline(board: Board) -> set[str]:
    """The colours listed here as written in the sources (not read from a constant)."""
    colours = {colour_of(spec) for spec in board.texts.values()}
    colours |= {c for name, c in board.inks.items() if "inline" in name}
    colours |= {c for name, pair in board.pairs.items() if "inline" in name for c in pair}
    colours |= {c for name, c in board.grounds.items() if "inline" in name}
    return {c.lower() for c in colours}


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_every_colour_in_the_game_screens_is_checked(game):
    package = Path(module(game).__file__).parent
    written = set().union(*(source_colours(p) for p in package.glob("*.py")))
    board = BOARDS[game]()
    assert sorted(written - listed(board)) == [], "colours drawn but not checked here"
    assert sorted(inline(board) - written) == [], "colours listed here but not drawn"


def test_every_game_screen_package_is_checked():
    assert {m.name for m in pkgutil.iter_modules(game_uis.__path__)} == set(BOARDS)


# -- NO_COLOR -------------------------------------------------------------------------------


def test_without_colour_every_seat_keeps_a_glyph_of_its_own():
    glyphs = [c.glyph for c in PALETTE]
    assert len(set(glyphs)) == len(glyphs)
    assert len({c.name for c in PALETTE}) == len(PALETTE)
    assert len({c.hex.lower() for c in PALETTE}) == len(PALETTE)
    for g in glyphs:  # one cell, and not a letter or digit a board writes as text
        assert len(g) == 1 and not g.isalnum() and not g.isspace()


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_without_colour_the_marks_of_a_board_are_glyphs_of_their_own(game):
    """Targets, cursors and the like are marked by a glyph, and no mark glyph is a
    seat's glyph, so that no mark depends on its colour."""
    package = Path(module(game).__file__).parent
    seats = {c.glyph for c in PALETTE}
    for path in package.glob("*.py"):
        mod = module(f"{game}.{path.stem}")
        marks = {n: v for n, v in vars(mod).items() if n.endswith("_MARK")
                 and isinstance(v, str)}
        assert all(len(v) == 1 and not v.isspace() for v in marks.values()), marks
        assert not set(marks.values()) & seats, (path.name, marks)


def test_the_new_england_families_have_distinct_initials():
    from boardgames.games.new_england.data import data

    initials = [f.initial for f in data().families.values()]
    assert len(set(initials)) == len(initials)


def test_without_colour_the_neue_welt_map_tells_its_pieces_and_marks_apart():
    """The map drawn with every colour taken away (NO_COLOR): what is left are the glyphs
    and the attributes (bold, underline, italic, inverted), and they still tell each
    seat's pieces, a city from a settlement, the owner of a field, a chip only the viewer
    knows, the legal targets, the cursor and the value zones apart."""
    from boardgames.core.seating import Seat
    from boardgames.games.catan.board import board as catan_board
    from boardgames.games.catan.rules import RULES
    from boardgames.ui.games.catan.art import hex_box
    from boardgames.ui.games.catan.board import CROSSING, CatanBoard, Marks, geometry
    from tests.games.catan.helpers import main_phase, road, settle

    bd = catan_board()
    seats = [Seat(name=f"P{i}", colour=c.hex, glyph=c.glyph) for i, c in enumerate(PALETTE[:4])]
    state = main_phase()
    settle(state, 0, 32)
    settle(state, 0, 26, city=True)
    settle(state, 1, 59)
    settle(state, 1, 66, city=True)
    road(state, 0, 47)
    field_ = next(h for h in bd.chip_fields if h not in bd.fixed_i)
    state.holders[field_] = [1, 0]
    private = next(h for h in bd.chip_fields if h not in bd.fixed_i and h != field_)
    state.players[0].seen.add(private)
    view = RULES.view(state, 0)
    widget = CatanBoard(seats)
    widget.view = view
    anchors = geometry().anchors[CROSSING]

    def draw(marks: Marks):
        widget.marks = marks
        canvas = widget._draw_pieces_canvas()
        widget._draw_marks(canvas)
        return canvas

    def cell(canvas, row, col):
        return canvas.chars[row][col], canvas.styles[row][col].without_color

    def at(canvas, crossing):
        return cell(canvas, *anchors[crossing])

    free = next(c for c in bd.crossings if state.building[c] == -1 and c not in bd.pacific)
    plain = draw(Marks())
    # every seat's pieces carry its own glyph
    assert at(plain, 32)[0] == seats[0].glyph and at(plain, 59)[0] == seats[1].glyph
    # a city is its glyph inverted, a settlement is not
    assert at(plain, 26)[0] == seats[0].glyph
    assert at(plain, 26)[1].reverse and not at(plain, 32)[1].reverse
    # a field's owner comes first, bold and underlined (the partner plain)
    r, c = hex_box(field_)
    owner, partner = cell(plain, r + 1, c + 5), cell(plain, r + 1, c + 7)
    assert owner[0] == seats[1].glyph and owner[1].underline and owner[1].bold
    assert partner[0] == seats[0].glyph and not partner[1].underline
    # a chip the viewer alone knows is italic; a fixed-I chip everyone knows is not
    r, c = hex_box(private)
    assert cell(plain, r + 3, c + 7)[1].italic
    fixed = min(bd.fixed_i)
    r, c = hex_box(fixed)
    assert cell(plain, r + 3, c + 7)[0] == "I" and not cell(plain, r + 3, c + 7)[1].italic
    # value zones are written in every land field, not only drawn as magenta borders
    for h in bd.data.map.hexes:
        if h.kind == "land" and h.value_zone is not None:
            r, c = hex_box(h.id)
            assert "".join(plain.chars[r + 4][c + 3:c + 5]) == f"V{h.value_zone}"
    # legal targets: a glyph on a free crossing, an underline under a settlement
    targets = draw(Marks(CROSSING, None, frozenset({free, 32})))
    assert at(plain, free)[0] == "." and at(targets, free)[0] == "◇"
    assert at(targets, 32)[1].underline and not at(plain, 32)[1].underline
    # the cursor shows on a free crossing, a settlement and a city alike
    for x in (free, 32, 26):
        assert at(draw(Marks(CROSSING, x)), x) != at(plain, x), x


async def test_the_neue_welt_screen_draws_every_seat_glyph_on_a_known_background():
    """The rendered screen: every cell of the map has a background of its own (none shows
    the terminal's), and every glyph in a seat's colour reads on the background it is
    actually drawn on."""
    import random

    from boardgames.core import registry
    from boardgames.core.bots import make_bot
    from boardgames.core.controller import Match
    from boardgames.core.seating import Seat
    from boardgames.ui.games.catan.board import CatanBoard

    seats = [Seat(name=f"P{i}", colour=c.hex, glyph=c.glyph,
                  **({} if i == 0 else {"kind": "bot", "level": "greedy"}))
             for i, c in enumerate(PALETTE[3:7])]
    match = Match(registry.rules("catan"), seats, seed=5)
    bots = {s: make_bot(match.rules, "greedy", s) for s in range(4)}
    rng = random.Random(1)
    for _ in range(120):  # greedy play until the board has pieces, then seat 0's turn
        d = match.current()
        match.submit(d.seat, bots[d.seat].choose(match.view(d.seat),
                                                 match.legal_actions(d.seat), rng))
    # ... until seat 0 is in its main phase (no dialog over the board).
    while match.current().seat != 0 or match.current().kind != "main":
        d = match.current()
        match.submit(d.seat, bots[d.seat].choose(match.view(d.seat),
                                                 match.legal_actions(d.seat), rng))
    colours = {c.hex.lower() for c in PALETTE}
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(5):
            await pilot.pause()
        board = app.screen.query_one(CatanBoard)
        region = board.region
        weak, bare, seen = [], [], 0
        for y, strip in enumerate(app.screen._compositor.render_strips()):
            x = 0
            for seg in strip:
                st, text = seg.style, seg.text
                inside = region.y <= y < region.bottom and region.x <= x < region.right
                x += len(text)
                if st is None or not text.strip():
                    continue
                if inside and st.bgcolor is None:
                    bare.append((y, text))
                f = st.color.get_truecolor().hex if st.color else FOREGROUND
                g = st.bgcolor.get_truecolor().hex if st.bgcolor else BOARD
                if st.reverse:
                    f, g = g, f
                if f.lower() in colours or g.lower() in colours:
                    seen += 1
                    for mode in MODES:
                        if ratio(f, g, mode) < MINIMUM:
                            weak.append((text, f, g, mode, round(ratio(f, g, mode), 2)))
        assert seen > 10  # the panels and the pieces on the map
        assert not bare, bare[:5]
        assert not weak, weak[:5]


def test_new_england_disc_initials_keep_their_full_colour():
    """Another seat's disc is dimmed, but its family initial is not: dimmed, a seat colour
    blends towards the background and falls below 4.5:1 (Palmer's green looked dark teal
    on near-black)."""
    from rich.console import Console

    from boardgames.core import registry
    from boardgames.core.controller import Match, Seat
    from boardgames.ui.games.new_england.side import DiscTrack

    rules = registry.rules("new_england")
    match = Match(rules, [Seat(name=n) for n in ("Ann", "Bob", "Cleo")], seed=4)
    rng = __import__("random").Random(4)
    while not any(d is not None for d in match.state.discs):
        seat = match.current().seat
        match.submit(seat, rng.choice(match.legal_actions(seat)))
    track = DiscTrack(match.seats)
    captured = {}
    track.update = lambda text: captured.setdefault("text", text)
    track.show(match.state, None)
    text = captured["text"]
    seat_colours = {s.colour.lower() for s in match.seats}
    lines = Console(width=200, color_system="truecolor").render_lines(text, pad=False)
    coloured = [seg for line in lines for seg in line
                if seg.style and seg.style.color and seg.style.color.name.lower() in seat_colours]
    assert coloured, "no seat-coloured initial drawn"
    assert all(not seg.style.dim for seg in coloured)
