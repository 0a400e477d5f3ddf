"""How New England looks: colours, glyphs, the legend and the keys' help, and small
drawing helpers (a card's shape in half blocks, an offer item as text)."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from boardgames.core.i18n import N_, _
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.state import NewEnglandState
from boardgames.games.new_england.text import figure_name, land_name
from boardgames.ui.widgets.canvas import check_glyph

LEFT, TOP = 3, 2  # margins for row numbers and for the sea + column letters
CELL_W, CELL_H = 6, 2
SEA_RIGHT = 4

LAND_BG = {"S": "#2e1c0d", "F": "#282828", "P": "#142e14"}
LAND_DEV_FG = {"S": "#c89a6a", "F": "#9a9a9a", "P": "#8fcf8f"}
EDGE = check_glyph("▁")  # a tile's lower edge
EDGE_STYLE = Style(color="#9a9a9a")
FIGURE_GLYPH = {"pilgrim": check_glyph("@"), "barn": check_glyph("⌂"), "ship": check_glyph("^")}
SEA = Style(color="#56B4E9", bgcolor="#0b2a44")
EMPTY = Style(color="#979797", bgcolor="#141414")
MARGIN = Style(color="#bbbbbb", bold=True)
TARGET = Style(color="#F0E442", bold=True)
GHOST_OK = Style(color="#000000", bgcolor="#009E73", bold=True)
GHOST_BAD = Style(color="#000000", bgcolor="#D55E00", bold=True)
CURSOR = Style(reverse=True, bold=True)
# What the other seats changed since the viewing seat's last move: a glyph of its own (not
# the cursor's ▸, not a target's ◇), bold white in the cell's lower right corner (the
# tile text's white: a colour of its own needs a line in tests/ui/test_contrast.py).
CHANGED_GLYPH = check_glyph("✱")
CHANGED = Style(color="#eeeeee", bold=True)

LEGEND = N_("@ pilgrim  ⌂ barn  ^ ship  ✓░ developed  ◇ legal  ▸ cursor  ✱ new  "
            "s/f/p land")

KEYS_HELP = N_("""\
| key | mouse | what it does |
|---|---|---|
| arrows or h j k l | hover | move the board cursor |
| Tab / shift+Tab | | jump to the next / previous legal target |
| Enter | click | place, develop, take the focused disc, buy the focused slot |
| r / R | right-click or wheel | turn the start tile or the card's shape |
| v | button | developing: switch between the stamp and picking parcels one by one |
| Space/Enter, d, Backspace | click, buttons | parcel mode: toggle a parcel, develop, clear |
| s f p | click a button | choose the start tile to place (settlement, farmland, pasture) |
| 3 4 5 6 | click a button | offer size: land tiles in this round's offer |
| 1–9, 0, ← → | click a disc | focus a bid disc (0 = 10); Enter or a second click takes it |
| 1–9, o then ↑↓ | click a slot | focus an offer slot (shows price and why it cannot be bought) |
| i | right-click a slot | details of the focused card |
| c / t / n | buttons | ship bonus: draw a card, draw a tile, or decline |
| b | button / click the barn | play a stored card; when using a card: store it in a barn |
| m | click your figure | move a pilgrim or ship (then choose its destination) |
| e | button | end your turn |
| F6 | Panels in the footer | small terminals: the players and the log, or the board |
| escape | | cancel a move in progress |

A bold white `✱` marks what the others changed since your last move (tiles placed, parcels
developed, figures placed or moved, bid discs taken); it goes once you act.
""")


SLOT_GLYPH = {"small": "▢", "medium": "▭", "large": "▯"}
GROUP_TITLE = {"land": N_("land"), "either": N_("land or card"), "card": N_("card")}


def shape_glyphs(cells: list[Cell]) -> str:
    """A card's shape in one line of half blocks (each character is one column of two
    cells): I2 "▀▀", I3 "▀▀▀", L3 "█▄", O4 "██"."""
    rows = {r for r, _ in cells}
    if len(rows) > 2:  # lay tall shapes on their side
        cells = [(c, r) for r, c in cells]
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    width = max(c for _, c in cells) - left + 1
    chars = []
    for col in range(width):
        up = (top, col + left) in cells
        down = (top + 1, col + left) in cells
        chars.append("█" if up and down else "▀" if up else "▄" if down else " ")
    return "".join(chars)


def item_text(state: NewEnglandState, slot: int) -> Text:
    item = state.offer.get(slot)
    if item is None:
        return Text("—", style="dim")
    if item.kind == "tile":
        # The offer column is narrow: a translation may drop "tile" (the coloured letter
        # before it shows a land tile).
        return Text.assemble((f" {item.id.lower()} ", Style(bgcolor=LAND_BG[item.id])),
                             " " + _("{land} tile").format(land=land_name(item.id)))
    card = data().cards[item.id]
    if card.figure:
        return Text(_("{figure} card  {vp} VP").format(figure=figure_name(card.figure),
                                                        vp=card.vp))
    land = card.land or "S"
    return Text.assemble((f" {land.lower()} ", Style(bgcolor=LAND_BG[land])),
                         f" {card.shape} {shape_glyphs(card.cells or [])} "
                         + _("{vp} VP").format(vp=card.vp))
