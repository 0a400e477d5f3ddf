"""The answers a seat can give (spec section 3). Each is a frozen pydantic Action with a
literal ``kind``; ``CatanAction`` is their discriminated union."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from boardgames.core.rules import Action

# -- setup ---------------------------------------------------------------------------------


class SetupSettlement(Action):
    kind: Literal["setup_settlement"] = "setup_settlement"
    crossing: int


class SetupRoad(Action):
    kind: Literal["setup_road"] = "setup_road"
    edge: int


class Done(Action):
    """Ends the setup acquisition step (S11)."""

    kind: Literal["done"] = "done"


# -- roll, seven, robber -------------------------------------------------------------------


class Roll(Action):
    kind: Literal["roll"] = "roll"


class Discard(Action):
    kind: Literal["discard"] = "discard"
    resource: str


class MoveRobber(Action):
    kind: Literal["move_robber"] = "move_robber"
    hex: int


class ChooseVictim(Action):
    kind: Literal["choose_victim"] = "choose_victim"
    target: int


# -- main actions --------------------------------------------------------------------------


class BuildRoad(Action):
    kind: Literal["build_road"] = "build_road"
    edge: int


class BuildSettlement(Action):
    kind: Literal["build_settlement"] = "build_settlement"
    crossing: int
    omit: str | None = None  # La Salle: the settlement resource left out (R129)


class BuildFreeSettlement(Action):
    kind: Literal["build_free_settlement"] = "build_free_settlement"
    crossing: int


class BuildCity(Action):
    kind: Literal["build_city"] = "build_city"
    crossing: int


class BuyDevCard(Action):
    kind: Literal["buy_dev_card"] = "buy_dev_card"


class PlayDevCard(Action):
    """``resources``: Year of Plenty's two types (sorted) or Monopoly's one type."""

    kind: Literal["play_dev_card"] = "play_dev_card"
    card: Literal["road_building", "year_of_plenty", "monopoly"]
    resources: tuple[str, ...] = ()


class PlayKnight(Action):
    kind: Literal["play_knight"] = "play_knight"


class BuyKnight(Action):
    kind: Literal["buy_knight"] = "buy_knight"


class Acquire(Action):
    """Take a chip from the Indians. ``cards`` (sorted) is the 2-card payment."""

    kind: Literal["acquire"] = "acquire"
    hex: int
    payment: Literal["none", "cards", "knight"] = "none"
    cards: tuple[str, ...] = ()


class BuyRights(Action):
    kind: Literal["buy_rights"] = "buy_rights"
    hex: int
    payment: Literal["gold", "cards"] = "gold"


class MoveShip(Action):
    kind: Literal["move_ship"] = "move_ship"
    hex: int


class FoundByShip(Action):
    kind: Literal["found_by_ship"] = "found_by_ship"
    crossing: int


class BankTrade(Action):
    """``give``/``get``: a resource type or "gold"."""

    kind: Literal["bank_trade"] = "bank_trade"
    rate: Literal["gold_for_resource", "four_for_resource", "four_for_gold", "fugger_two_for_gold"]
    give: str
    get: str


class OfferTrade(Action):
    kind: Literal["offer_trade"] = "offer_trade"


class Stuyvesant(Action):
    kind: Literal["stuyvesant"] = "stuyvesant"
    target: int
    give: str


class Revere(Action):
    kind: Literal["revere"] = "revere"
    target: int


class EndTurn(Action):
    kind: Literal["end_turn"] = "end_turn"


# -- follow-ups ----------------------------------------------------------------------------


class ChooseFather(Action):
    kind: Literal["choose_father"] = "choose_father"
    father: str


class DesotoRoad(Action):
    kind: Literal["desoto_road"] = "desoto_road"
    edge: int


class Decline(Action):
    """Declines the de Soto road."""

    kind: Literal["decline"] = "decline"


class RoadBuildingRoad(Action):
    kind: Literal["rb_road"] = "rb_road"
    edge: int


class Stop(Action):
    """Stops Road Building early."""

    kind: Literal["stop"] = "stop"


class PickFromBank(Action):
    kind: Literal["pick_from_bank"] = "pick_from_bank"
    resources: tuple[str, ...]


class StuyvesantTake(Action):
    kind: Literal["stuyvesant_take"] = "stuyvesant_take"
    resource: str


class DewittPay(Action):
    kind: Literal["dewitt_pay"] = "dewitt_pay"
    resource: str


# -- domestic trade (spec 3.5) -------------------------------------------------------------


class AddGive(Action):
    kind: Literal["add_give"] = "add_give"
    item: str


class AddWant(Action):
    kind: Literal["add_want"] = "add_want"
    item: str


class SendOffer(Action):
    """``to``: one opponent, or None for all opponents."""

    kind: Literal["send_offer"] = "send_offer"
    to: int | None = None


class CancelTrade(Action):
    kind: Literal["cancel_trade"] = "cancel_trade"


class Accept(Action):
    kind: Literal["accept"] = "accept"


class Refuse(Action):
    kind: Literal["refuse"] = "refuse"


class ConfirmTrade(Action):
    kind: Literal["confirm_trade"] = "confirm_trade"
    partner: int


CatanAction = Annotated[
    SetupSettlement
    | SetupRoad
    | Done
    | Roll
    | Discard
    | MoveRobber
    | ChooseVictim
    | BuildRoad
    | BuildSettlement
    | BuildFreeSettlement
    | BuildCity
    | BuyDevCard
    | PlayDevCard
    | PlayKnight
    | BuyKnight
    | Acquire
    | BuyRights
    | MoveShip
    | FoundByShip
    | BankTrade
    | OfferTrade
    | Stuyvesant
    | Revere
    | EndTurn
    | ChooseFather
    | DesotoRoad
    | Decline
    | RoadBuildingRoad
    | Stop
    | PickFromBank
    | StuyvesantTake
    | DewittPay
    | AddGive
    | AddWant
    | SendOffer
    | CancelTrade
    | Accept
    | Refuse
    | ConfirmTrade,
    Field(discriminator="kind"),
]
