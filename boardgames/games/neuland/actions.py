"""The engine actions of Neuland (spec 3.3).

A payment source is a spot ``(q, r, slot)`` holding one of the player's workers, or one of
the strings ``"food_token"`` / ``"wood_token"``.
"""

from __future__ import annotations

from typing import Annotated, Any, Final, Literal, TypeVar

from pydantic import Field

from boardgames.core.rules import Action

HexT = tuple[int, int]
SpotT = tuple[int, int, int]
FOOD_TOKEN: Final = "food_token"
WOOD_TOKEN: Final = "wood_token"
Source = SpotT | Literal["food_token", "wood_token"]


class _Move(Action):
    """Base of Neuland's actions: plain field comparison, much faster than pydantic's
    generic ``__eq__`` (action lists are compared often by the controller and tests)."""

    def __eq__(self, other: object) -> bool:
        if type(other) is type(self):
            return self.__dict__ == other.__dict__
        return NotImplemented if not isinstance(other, Action) else False

    def __hash__(self) -> int:
        return hash((type(self).__name__, *self.__dict__.values()))


class PlaceStartHuts(_Move):
    kind: Literal["place_start_huts"] = "place_start_huts"
    lodge_hex: HexT
    hut_hex: HexT


class Produce(_Move):
    kind: Literal["produce"] = "produce"
    spot: SpotT
    recipe: int = 0
    sources: tuple[Source, ...] = ()
    wheelbarrow: bool = False


class Build(_Move):
    kind: Literal["build"] = "build"
    building: str
    hex: HexT
    source: Source
    wheelbarrow: bool = False


class PlaceCoats(_Move):
    kind: Literal["place_coats"] = "place_coats"
    spot: SpotT
    sources: tuple[Source, ...] = ()
    wheelbarrow: bool = False


class EndTurn(_Move):
    kind: Literal["end_turn"] = "end_turn"


class Wait(_Move):
    kind: Literal["wait"] = "wait"


class OrderCubes(_Move):
    kind: Literal["order_cubes"] = "order_cubes"
    spot: SpotT
    order: tuple[str, ...]


NeulandAction = Annotated[
    PlaceStartHuts | Produce | Build | PlaceCoats | EndTurn | Wait | OrderCubes,
    Field(discriminator="kind"),
]

OPERATIONS = ("produce", "build", "place_coats")


def is_token(source: Source) -> bool:
    return isinstance(source, str)


def source_key(source: Source) -> tuple[int, ...]:
    """Canonical order of sources for repeated goods: food token, wood token, then workers
    in reading order of their spots (spec 3.3)."""
    if isinstance(source, str):
        return (0,) if source == FOOD_TOKEN else (1,)
    q, r, slot = source
    return (2, r, q, slot)


A = TypeVar("A", bound=Action)


def _trusted(cls: type[A], values: dict[str, Any]) -> A:
    """Build an action from values known to be valid, without pydantic's validation (the
    hot path of ``legal_actions``). ``values`` must list the fields in declaration order,
    as validation would; the result equals and hashes like a validated action."""
    obj = cls.__new__(cls)
    object.__setattr__(obj, "__dict__", values)
    object.__setattr__(obj, "__pydantic_fields_set__", set(values))
    object.__setattr__(obj, "__pydantic_extra__", None)
    object.__setattr__(obj, "__pydantic_private__", None)
    return obj


def make_produce(spot: SpotT, recipe: int, sources: tuple[Source, ...], barrow: bool) -> Produce:
    return _trusted(
        Produce,
        {
            "kind": "produce",
            "spot": spot,
            "recipe": recipe,
            "sources": sources,
            "wheelbarrow": barrow,
        },
    )


def make_build(building: str, hex_: HexT, source: Source, barrow: bool) -> Build:
    return _trusted(
        Build,
        {
            "kind": "build",
            "building": building,
            "hex": hex_,
            "source": source,
            "wheelbarrow": barrow,
        },
    )


def make_coats(spot: SpotT, sources: tuple[Source, ...], barrow: bool) -> PlaceCoats:
    return _trusted(
        PlaceCoats,
        {"kind": "place_coats", "spot": spot, "sources": sources, "wheelbarrow": barrow},
    )
