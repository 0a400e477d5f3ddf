"""The actions of Bohnanza (spec 3.13 and the draft / pick steps of 3.14).

Fields are numbered 0, 1, 2 (shown as field 1-3). Ships are 'm1', 'm2' and 'pirate';
harbours 'home', 'bohnbay' and 'bohnaco'. Trade partners are seat numbers.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

from pydantic import Field

from boardgames.core.rules import Action as CoreAction


class Action(CoreAction):
    """Actions compare by type and fields only: much faster than pydantic's generic
    equality, which matters because ``check`` and the tests search action lists."""

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash((type(self), *self.__dict__.values()))


class PlantFront(Action):
    kind: Literal["plant_front"] = "plant_front"
    field: int


class EndPlanting(Action):
    kind: Literal["end_planting"] = "end_planting"


class DuelDiscard(Action):
    kind: Literal["duel_discard"] = "duel_discard"
    cid: str


class PlantPending(Action):
    kind: Literal["plant_pending"] = "plant_pending"
    cid: str
    field: int


class Harvest(Action):
    """Harvest a whole field: for coins ('sell') or onto the merchant ship 'm1' / 'm2'."""

    kind: Literal["harvest"] = "harvest"
    field: int
    dest: Literal["sell", "m1", "m2"] = "sell"


class SellCargo(Action):
    kind: Literal["sell_cargo"] = "sell_cargo"
    ship: Literal["m1", "m2", "pirate"]


class TransferCargo(Action):
    kind: Literal["transfer_cargo"] = "transfer_cargo"
    src: Literal["m1", "m2", "pirate"]
    dst: Literal["m1", "m2"]


class Buy(Action):
    kind: Literal["buy"] = "buy"
    item: Literal["third_field", "second_ship", "pirate_ship"]


class Sail(Action):
    kind: Literal["sail"] = "sail"
    ship: Literal["m1", "m2"]
    to: Literal["home", "bohnbay", "bohnaco"]
    extra: int = 0


class Raid(Action):
    kind: Literal["raid"] = "raid"
    target: int
    ship: Literal["m1", "m2"]


class RaidSell(Action):
    kind: Literal["raid_sell"] = "raid_sell"


class RaidSurrender(Action):
    kind: Literal["raid_surrender"] = "raid_surrender"


class EndMarket(Action):
    kind: Literal["end_market"] = "end_market"


class DoneFinal(Action):
    kind: Literal["done_final"] = "done_final"


# -- trading: opening actions ------------------------------------------------------------


class Propose(Action):
    """Open a draft of a direct proposal to ``to``."""

    kind: Literal["propose"] = "propose"
    to: int


class AskTable(Action):
    """Open a draft of a proposal to the whole table."""

    kind: Literal["ask_table"] = "ask_table"


class OpenCall(Action):
    """Ask the table for offers (AskTable with empty terms), sent at once."""

    kind: Literal["open_call"] = "open_call"


class Counter(Action):
    """Open a draft of the responder's own terms (a counter-offer)."""

    kind: Literal["counter"] = "counter"


class Offer(Action):
    """Open a draft of an offer in answer to an open call."""

    kind: Literal["offer"] = "offer"


class CounterBack(Action):
    """Open a draft of new terms for the review item of ``partner``."""

    kind: Literal["counter_back"] = "counter_back"
    partner: int


class Accept(Action):
    """Accept the proposal; opens a pick when the responder must choose copies."""

    kind: Literal["accept"] = "accept"


class Decline(Action):
    kind: Literal["decline"] = "decline"


class Pass(Action):
    kind: Literal["pass"] = "pass"


class Confirm(Action):
    """Execute the review item of ``partner``; opens a pick when A must choose cards."""

    kind: Literal["confirm"] = "confirm"
    partner: int


class CloseReview(Action):
    kind: Literal["close_review"] = "close_review"


# -- trading: draft and pick steps ---------------------------------------------------------


class DraftGive(Action):
    """Toggle one of the composer's own cards in or out of ``give``."""

    kind: Literal["draft_give"] = "draft_give"
    cid: str


class DraftWant(Action):
    kind: Literal["draft_want"] = "draft_want"
    bean: str
    delta: Literal[1, -1] = 1


class DraftSend(Action):
    kind: Literal["draft_send"] = "draft_send"


class DraftCancel(Action):
    """Drop the open draft or pick; the same decision continues."""

    kind: Literal["draft_cancel"] = "draft_cancel"


class PickCard(Action):
    kind: Literal["pick"] = "pick"
    cid: str


BohnanzaAction = Annotated[
    PlantFront
    | EndPlanting
    | DuelDiscard
    | PlantPending
    | Harvest
    | SellCargo
    | TransferCargo
    | Buy
    | Sail
    | Raid
    | RaidSell
    | RaidSurrender
    | EndMarket
    | DoneFinal
    | Propose
    | AskTable
    | OpenCall
    | Counter
    | Offer
    | CounterBack
    | Accept
    | Decline
    | Pass
    | Confirm
    | CloseReview
    | DraftGive
    | DraftWant
    | DraftSend
    | DraftCancel
    | PickCard,
    Field(discriminator="kind"),
]

# Shared instances: actions are frozen, so listing them needs no new objects.
END_PLANTING = EndPlanting()
END_MARKET = EndMarket()
DONE_FINAL = DoneFinal()
RAID_SELL = RaidSell()
RAID_SURRENDER = RaidSurrender()
ASK_TABLE = AskTable()
OPEN_CALL = OpenCall()
COUNTER = Counter()
OFFER = Offer()
ACCEPT = Accept()
DECLINE = Decline()
PASS = Pass()
CLOSE_REVIEW = CloseReview()
DRAFT_SEND = DraftSend()
DRAFT_CANCEL = DraftCancel()


@cache
def plant_front(field: int) -> PlantFront:
    return PlantFront(field=field)


@cache
def plant_pending(cid: str, field: int) -> PlantPending:
    return PlantPending(cid=cid, field=field)


@cache
def harvest(field: int, dest: str = "sell") -> Harvest:
    return Harvest(field=field, dest=dest)


@cache
def sell_cargo(ship: str) -> SellCargo:
    return SellCargo(ship=ship)


@cache
def transfer(src: str, dst: str) -> TransferCargo:
    return TransferCargo(src=src, dst=dst)


@cache
def buy(item: str) -> Buy:
    return Buy(item=item)


@cache
def sail(ship: str, to: str, extra: int) -> Sail:
    return Sail(ship=ship, to=to, extra=extra)


@cache
def raid(target: int, ship: str) -> Raid:
    return Raid(target=target, ship=ship)


@cache
def duel_discard(cid: str) -> DuelDiscard:
    return DuelDiscard(cid=cid)


@cache
def propose(to: int) -> Propose:
    return Propose(to=to)


@cache
def counter_back(partner: int) -> CounterBack:
    return CounterBack(partner=partner)


@cache
def confirm(partner: int) -> Confirm:
    return Confirm(partner=partner)


@cache
def draft_give(cid: str) -> DraftGive:
    return DraftGive(cid=cid)


@cache
def draft_want(bean: str, delta: int) -> DraftWant:
    return DraftWant(bean=bean, delta=delta)


@cache
def pick(cid: str) -> PickCard:
    return PickCard(cid=cid)
