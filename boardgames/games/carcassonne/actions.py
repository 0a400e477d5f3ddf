"""The actions of a turn (spec section 3). The seat is passed to ``apply`` separately."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

from pydantic import Field

from boardgames.core.rules import Action


class DrawTile(Action):
    kind: Literal["draw_tile"] = "draw_tile"


class PlaceTile(Action):
    """Put the drawn tile on cell (col, row), turned ``rotation`` quarter turns clockwise.
    Ranges are not validated here so that ``check`` can explain a bad value."""

    kind: Literal["place_tile"] = "place_tile"
    col: int
    row: int
    rotation: int


class DeploySettler(Action):
    """Put a settler on a segment of the tile just placed; the role follows the segment."""

    kind: Literal["deploy_settler"] = "deploy_settler"
    segment: str


class SkipSettler(Action):
    kind: Literal["skip_settler"] = "skip_settler"


class ScoreFeature(Action):
    """Score the waiting feature named by its anchor (its smallest segment instance)."""

    kind: Literal["score_feature"] = "score_feature"
    col: int
    row: int
    segment: str


CarcassonneAction = Annotated[
    DrawTile | PlaceTile | DeploySettler | SkipSettler | ScoreFeature,
    Field(discriminator="kind"),
]


# Actions are frozen, so the legal-action lists share instances: building each distinct
# action once keeps pydantic validation out of every listing.
DRAW_TILE = DrawTile()
SKIP_SETTLER = SkipSettler()


@cache
def place_tile(col: int, row: int, rotation: int) -> PlaceTile:
    return PlaceTile(col=col, row=row, rotation=rotation)


@cache
def deploy_settler(segment: str) -> DeploySettler:
    return DeploySettler(segment=segment)


@cache
def score_feature(col: int, row: int, segment: str) -> ScoreFeature:
    return ScoreFeature(col=col, row=row, segment=segment)
