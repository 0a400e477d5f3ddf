"""Read-only questions the game screen asks of a view (all pure; a view is a state
without the bag and deck). Highlighting, dimmed slots, the develop ghost, the relocation
preview and the supply gauge all come from here, so the screen never re-implements a rule.

- ``tile_cells(view, seat, land)``: cells where a bought tile may go (R23); empty = blocked.
- ``develop_placements(view, seat, card_id)``: every legal placement (all orientations).
- ``figure_targets(view, seat, figure)``: tile keys for a new pilgrim / barn / ship.
- ``move_destinations(view, seat, tile_key)``: where that pilgrim or ship may move.
- ``buy_reason(view, seat, slot)``: why a slot cannot be bought now (None if it can).
- ``no_move_reason(view, seat)``: why no pilgrim or ship can move now (None if one can).
- ``buying_order(view)``: phase 3, the seat buying now and those still to come (R14).
- ``relocation_preview(view, seat, action)`` / ``preview_text``: figures an action moves.
- ``gauge_text(view)``: "Bag: about half · Deck: low".
- ``shape_variants(card_id)``: the card's shape in each orientation, for stamp mode.
- ``blocked_lands(view, seat)``, ``barns(view, seat)``, ``majority_holders(view, figure)``.
"""

from __future__ import annotations

from boardgames.games.new_england.board import (
    develop_placements,
    figure_targets,
    move_destinations,
    start_placements,
    tile_cells,
)
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.describe import preview_text, relocation_preview
from boardgames.games.new_england.labels import card_label, gauge_text, item_label, slot_name
from boardgames.games.new_england.legality import (
    buy_reason,
    buying_order,
    no_move_reason,
    usable_stored,
)
from boardgames.games.new_england.scoring import majority_holders
from boardgames.games.new_england.state import NewEnglandState

__all__ = [
    "barns",
    "blocked_lands",
    "buy_reason",
    "buying_order",
    "card_label",
    "develop_placements",
    "figure_targets",
    "gauge_text",
    "item_label",
    "majority_holders",
    "move_destinations",
    "no_move_reason",
    "preview_text",
    "relocation_preview",
    "shape_variants",
    "slot_name",
    "start_placements",
    "tile_cells",
    "usable_stored",
]


def shape_variants(card_id: str) -> tuple[tuple[Cell, ...], ...]:
    """The distinct orientations of a land card's shape (offsets from (0, 0), row-major);
    "r" in stamp mode cycles through them. Reflections are included when the data
    allows them (``data().raw.shape_transforms.reflection``)."""
    return data().card_orientations.get(card_id, ())


def blocked_lands(view: NewEnglandState, seat: int) -> list[str]:
    """Land types the seat can no longer grow (R25), for "pasture: no room"."""
    return [land for land in data().lands if not tile_cells(view, seat, land)]


def barns(view: NewEnglandState, seat: int) -> list[tuple[Cell, str | None]]:
    """(tile key, stored card id or None) of each of the seat's barns."""
    return [
        (key, tile.stored) for key in view.owned[seat] if (tile := view.tiles[key]).figure == "barn"
    ]
