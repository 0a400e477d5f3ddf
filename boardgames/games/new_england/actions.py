"""New England's actions (spec 3.1). Cells are (row, col) tuples; cell lists are kept
sorted row-major so that equal placements are equal actions."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

from pydantic import Field, field_validator

from boardgames.core.rules import Action
from boardgames.games.new_england.data import Cell, data


class ChooseStartTile(Action):
    kind: Literal["choose_start_tile"] = "choose_start_tile"
    land: Literal["S", "F", "P"]


class PlaceStartTile(Action):
    kind: Literal["place_start_tile"] = "place_start_tile"
    cells: tuple[Cell, Cell]

    @field_validator("cells")
    @classmethod
    def _sorted(cls, cells: tuple[Cell, Cell]) -> tuple[Cell, Cell]:
        a, b = sorted(cells)
        return (a, b)


class ChooseOfferSize(Action):
    kind: Literal["choose_offer_size"] = "choose_offer_size"
    tiles: int


class TakeDisc(Action):
    kind: Literal["take_disc"] = "take_disc"
    value: int


class DrawExtra(Action):
    kind: Literal["draw_extra"] = "draw_extra"
    source: Literal["deck", "bag"]


class DeclineExtra(Action):
    kind: Literal["decline_extra"] = "decline_extra"


class Buy(Action):
    kind: Literal["buy"] = "buy"
    slot: int


class PlayStored(Action):
    kind: Literal["play_stored"] = "play_stored"
    barn: Cell


class MoveFigure(Action):
    kind: Literal["move_figure"] = "move_figure"
    from_tile: Cell
    to_tile: Cell


class EndTurn(Action):
    kind: Literal["end_turn"] = "end_turn"


class PlaceTile(Action):
    kind: Literal["place_tile"] = "place_tile"
    cell: Cell


class Develop(Action):
    kind: Literal["develop"] = "develop"
    cells: tuple[Cell, ...]

    @field_validator("cells")
    @classmethod
    def _sorted(cls, cells: tuple[Cell, ...]) -> tuple[Cell, ...]:
        return tuple(sorted(cells))


class PlaceFigure(Action):
    kind: Literal["place_figure"] = "place_figure"
    tile: Cell


class StoreCard(Action):
    kind: Literal["store_card"] = "store_card"


NewEnglandAction = Annotated[
    ChooseStartTile
    | PlaceStartTile
    | ChooseOfferSize
    | TakeDisc
    | DrawExtra
    | DeclineExtra
    | Buy
    | PlayStored
    | MoveFigure
    | EndTurn
    | PlaceTile
    | Develop
    | PlaceFigure
    | StoreCard,
    Field(discriminator="kind"),
]


# Actions are frozen, so the legal-action lists can share instances: these cached
# constructors keep the long lists (176 start-tile placements) cheap to build.


@cache
def place_start_tile(cells: tuple[Cell, Cell]) -> PlaceStartTile:
    return PlaceStartTile(cells=cells)


@cache
def place_tile(cell: Cell) -> PlaceTile:
    return PlaceTile(cell=cell)


@cache
def move_figure(src: Cell, dst: Cell) -> MoveFigure:
    return MoveFigure(from_tile=src, to_tile=dst)


@cache
def buy(slot: int) -> Buy:
    return Buy(slot=slot)


@cache
def take_disc(value: int) -> TakeDisc:
    return TakeDisc(value=value)


@cache
def play_stored(barn: Cell) -> PlayStored:
    return PlayStored(barn=barn)


@cache
def place_figure(tile: Cell) -> PlaceFigure:
    return PlaceFigure(tile=tile)


@cache
def develop(cells: tuple[Cell, ...]) -> Develop:
    return Develop(cells=cells)


@cache
def choose_start_tile(land: str) -> ChooseStartTile:
    return ChooseStartTile.model_validate({"land": land})


@cache
def choose_offer_size(tiles: int) -> ChooseOfferSize:
    return ChooseOfferSize(tiles=tiles)


@cache
def draw_extra(source: str) -> DrawExtra:
    return DrawExtra.model_validate({"source": source})


@cache
def start_tile_actions() -> tuple[PlaceStartTile, ...]:
    """One PlaceStartTile per domino of the board, in ``data().dominoes`` order."""
    return tuple(place_start_tile(cells) for cells in data().dominoes)


END_TURN = EndTurn()
DECLINE_EXTRA = DeclineExtra()
STORE_CARD = StoreCard()
