"""Every text of the Neue Welt engine: the log messages (event key -> English template),
the prompts of the decisions and the labels of the actions.

An event's parameters are plain data: seats (rendered as names), hex, crossing and edge
ids, resource ids ("wood"), counts. The screen reads its facts from them, never from the
rendered text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from boardgames.core.events import Fields, Messages, Render
from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import Action
from boardgames.games.catan import actions as A
from boardgames.games.catan.data import father_name
from boardgames.games.catan.legal import bank_rate
from boardgames.games.catan.state import State

Params = Mapping[str, Any]
Names = Sequence[str]

_, _n = game_text("catan")

# The words for the ids the events carry (translated when a line is rendered).
RESOURCES = {"wood": N_("wood"), "brick": N_("brick"), "wool": N_("wool"),
             "grain": N_("grain"), "ore": N_("ore"), "gold": N_("gold")}
NATIONS = {"england": N_("England"), "france": N_("France"), "spain": N_("Spain"),
           "holland": N_("Holland")}
DEV_CARDS = {"road_building": N_("road building"), "year_of_plenty": N_("year of plenty"),
             "monopoly": N_("monopoly"), "victory_point": N_("victory point")}
SETTLEMENT_HOW = {"start": N_("{seat} built a start settlement at crossing {crossing}"),
                  "paid": N_("{seat} built a paid settlement at crossing {crossing}"),
                  "voucher": N_("{seat} built a free (voucher) settlement at crossing {crossing}"),
                  "ship": N_("{seat} built a ship-founded settlement at crossing {crossing}")}


def res(resource: str) -> str:
    """A resource id in the current language ("wood")."""
    return _(RESOURCES[resource]) if resource in RESOURCES else resource


def res_list(resources: Sequence[str]) -> str:
    """"wood + ore", or "nothing"."""
    return " + ".join(res(r) for r in resources) or _("nothing")


def items(counts: Mapping[str, int]) -> str:
    """{"wood": 2, "gold": 1} as "2 wood + 1 gold"."""
    return " + ".join(f"{k} {res(i)}" for i, k in counts.items())


class _Fields(Fields):
    """Catan's format fields: resource ids become words."""

    def __getitem__(self, name: str) -> Any:
        value = super().__getitem__(name)
        return res(value) if name == "resource" else value


def _ids(hexes: Sequence[int]) -> str:
    return ", ".join(f"#{h}" for h in hexes)


def _looked(p: Params, names: Names) -> str:
    text = _("{seat} looked under the chips of {hexes}").format(seat=names[p["seat"]],
                                                               hexes=_ids(p["hexes"]))
    return f"{text} (Coronado)" if p["coronado"] else text


def _seen(p: Params, names: Names) -> str:
    chips = ", ".join(_("#{hex} is {chip}").format(hex=h, chip=k) for h, k in p["chips"])
    return _("You look under the chips: {chips}").format(chips=chips)


def _production(p: Params, names: Names) -> str:
    parts = [f"{names[s]} +" + ", +".join(f"{k} {res(i)}" for i, k in gains.items())
             for s, gains in p["gains"]]
    return _("{seat} rolled {total}: {production}").format(
        seat=names[p["seat"]], total=p["total"],
        production="; ".join(parts) or _("no production"))


def _paid(p: Params) -> str:
    if p["payment"] == "knight":
        return _("a knight")
    return res_list(p["cards"]) if p["payment"] == "cards" else _("nothing")


def _bank_trade(p: Params, names: Names) -> str:
    given = f"1 {res('gold')}" if p["give"] == "gold" else f"{p['count']} {res(p['give'])}"
    return _("{seat} traded {given} with Europe for 1 {resource}").format(
        seat=names[p["seat"]], given=given, resource=res(p["get"]))


def _offer(p: Params, names: Names) -> str:
    to = _("all") if p["to_seat"] is None else names[p["to_seat"]]
    return _("{seat} offers {give} for {want} to {to}").format(
        seat=names[p["seat"]], give=items(p["give"]), want=items(p["want"]), to=to)


def _nation(p: Params, names: Names) -> str:
    nation = _(NATIONS[p["nation"]]) if p["nation"] in NATIONS else p["nation"]
    return _("{seat} plays {nation} with {father}").format(
        seat=names[p["seat"]], nation=nation, father=father_name(p["father"]))


def _with_resources(template: str) -> Render:
    """A line naming a seat and a list of resources ("nothing" when empty)."""

    def render(p: Params, names: Names) -> str:
        return _(template).format(seat=names[p["seat"]], resources=res_list(p["resources"]))

    return render


def _with_father(template: str) -> Render:
    def render(p: Params, names: Names) -> str:
        return _(template).format(seat=names[p["seat"]], father=father_name(p["father"]))

    return render


def _discards(p: Params, names: Names) -> str:
    return _("Discards: {discards}").format(
        discards=", ".join(f"{names[s]} {k}" for s, k in p["discards"]))


def _stuyvesant_hand(p: Params, names: Names) -> str:
    return _("{seat}'s hand before the gift: {hand}").format(seat=names[p["target_seat"]],
                                                             hand=items(p["hand"]))


def _dev_drawn(p: Params, names: Names) -> str:
    card = p["card"]
    return _("You drew {card}").format(
        card=_(DEV_CARDS[card]) if card in DEV_CARDS else card.replace("_", " "))


def _acquired(p: Params, names: Names) -> str:
    return _("{seat} acquired #{hex} (class {chip_class}) from the Indians for {paid}").format(
        seat=names[p["seat"]], hex=p["hex"], chip_class=p["chip_class"], paid=_paid(p))


def _rights_bought(p: Params, names: Names) -> str:
    split = ", ".join(_("{count} to {seat}").format(count=k, seat=names[s])
                      for s, k in p["split"])
    return _("{seat} bought rights to #{hex} for {price} gold ({split})").format(
        seat=names[p["seat"]], hex=p["hex"], price=p["price"], split=split)


def _traded(p: Params, names: Names) -> str:
    return _("{seat} traded {give} to {partner} for {want}").format(
        seat=names[p["seat"]], give=items(p["give"]), partner=names[p["partner_seat"]],
        want=items(p["want"]))


def _settlement(p: Params, names: Names) -> str:
    return _(SETTLEMENT_HOW[p["how"]]).format(seat=names[p["seat"]], crossing=p["crossing"])


MESSAGES = Messages({
    # the setup
    "nation": _nation,
    "starts": "{seat} starts",
    "start_resources": _with_resources(N_("{seat} takes start resources: {resources}")),
    # the flow of the turns
    "turn": "Turn {turn}: {seat}",
    "turn_limit": "No winner: the turn limit of {max_turns} is reached",
    "win": "{seat} wins with {vp} VP",
    # building and exploring
    "road": "{seat} built a road on edge {edge} ({crossings[0]}-{crossings[1]})",
    "looked": _looked,
    "chips_seen": _seen,
    "settlement": _settlement,
    "city": "{seat} built a city at crossing {crossing}",
    "longest_road": "{seat} takes Longest Road ({length})",
    "longest_road_aside": "Longest Road is set aside: nobody has a unique longest road of 5",
    "pacific": "{seat} reaches the Pacific: +2 VP",
    "gold_rush": "{seat} takes Gold Rush: +3 VP",
    # the dice and the robber
    "production": _production,
    "rolled_seven": "{seat} rolled 7 ({dice[0]}+{dice[1]})",
    "discards": _discards,
    "discarded": "{seat} discarded 1 {resource}",
    "robber": "{seat} moved the robber to #{hex}",
    "stole": "{seat} stole a card from {victim_seat}",
    "stole_card": "{seat} stole 1 {resource} from {victim_seat}",
    # founding fathers
    "father_drawn": _with_father(N_("{seat} draws the founding father {father}")),
    "father_taken": _with_father(N_("{seat} takes the founding father {father}")),
    "desoto": "de Soto: a free road",
    "pocahontas": _with_resources(N_("Pocahontas: {seat} takes {resources}")),
    "stuyvesant": "{seat} uses Stuyvesant on {target_seat}",
    "stuyvesant_gift": "{seat} gives {target_seat} 1 {resource}",
    "stuyvesant_hand": _stuyvesant_hand,
    "stuyvesant_took": "{seat} takes 1 {resource} from {target_seat}",
    "revere": "{seat} buys a knight from {target_seat} for {price} gold (Revere)",
    # cards and knights
    "dev_bought": "{seat} bought a development card",
    "dev_drawn": _dev_drawn,
    "road_building": "{seat} played Road Building",
    "year_of_plenty": _with_resources(N_("{seat} played year of plenty: {resources}")),
    "monopoly": "{seat} played Monopoly on {resource} and took {count}",
    "knight_played": "{seat} played a knight",
    "knight_bought": "{seat} bought a knight for {price} gold",
    # rights
    "acquired": _acquired,
    "rights_bought": _rights_bought,
    "rights_by_cards": "{seat} buys rights to #{hex} for {price} resource cards (de Witt)",
    "dewitt_paid": "{seat} pays 1 {resource} to {to_seat}",
    # the ship
    "ship_link": "{seat}'s ship rounds the cape towards #{hex}",
    "ship_sailed": "{seat}'s ship sailed to #{hex}",
    # trade
    "bank_trade": _bank_trade,
    "offer": _offer,
    "accepts": "{seat} accepts",
    "declines": "{seat} declines",
    "nobody_accepted": "Nobody accepted the offer",
    "traded": _traded,
    "trade_cancelled": "{seat} cancels the trade",
}, game="catan", fields=_Fields)

PROMPTS = {
    "setup_settlement": "place your start settlement on a marked crossing",
    "setup_road": "place your start road at the new settlement",
    "setup_acquire": "acquire rights (chips or purchases), then done",
    "pre_roll": "roll the dice (or play a card first)",
    "discard": "discard cards for the 7",
    "move_robber": "move the robber",
    "choose_victim": "choose whom to rob",
    "main": "build, buy, trade, or end the turn",
    "choose_father": "choose a founding father",
    "desoto_road": "de Soto: place a free road at the new settlement or decline",
    "rb_road": "Road Building: place a free road or stop",
    "pick_from_bank": "Pocahontas: take 2 resource cards from the bank",
    "stuyvesant_take": "Stuyvesant: take 1 card from the hand shown",
    "dewitt_pay": "de Witt: hand over the next resource card",
    "trade_compose": "compose your offer, then send it",
    "trade_response": "accept or decline the offer",
    "trade_confirm": "choose a trade partner or cancel",
}


def describe(state: State, seat: int, a: Action) -> str:
    """Short labels of actions for buttons and menus, in the current language."""
    names = [p.name for p in state.players]
    match a:
        case A.SetupSettlement(crossing=c) | A.BuildFreeSettlement(crossing=c):
            if isinstance(a, A.BuildFreeSettlement):
                return _("Settlement at crossing {crossing} (free)").format(crossing=c)
            return _("Settlement at crossing {crossing}").format(crossing=c)
        case A.BuildSettlement(crossing=c, omit=o):
            if o:
                return _("Settlement at crossing {crossing} without {resource}").format(
                    crossing=c, resource=res(o))
            return _("Settlement at crossing {crossing}").format(crossing=c)
        case (
            A.SetupRoad(edge=e)
            | A.BuildRoad(edge=e)
            | A.DesotoRoad(edge=e)
            | A.RoadBuildingRoad(edge=e)
        ):
            return _("Road on edge {edge}").format(edge=e)
        case A.BuildCity(crossing=c):
            return _("City at crossing {crossing}").format(crossing=c)
        case A.FoundByShip(crossing=c):
            return _("Found a settlement by ship at crossing {crossing}").format(crossing=c)
        case A.MoveShip(hex=h):
            return _("Sail the ship to #{hex}").format(hex=h)
        case A.MoveRobber(hex=h):
            return _("Robber to #{hex}").format(hex=h)
        case A.ChooseVictim(target=t):
            return _("Rob {name}").format(name=names[t])
        case A.Discard(resource=r):
            return _("Discard 1 {resource}").format(resource=res(r))
        case A.Acquire(hex=h, payment=pay, cards=cards):
            if pay == "none":
                return _("Acquire #{hex} from the Indians (free)").format(hex=h)
            if pay == "knight":
                return _("Acquire #{hex} from the Indians (for a knight)").format(hex=h)
            return _("Acquire #{hex} from the Indians (for {cards})").format(
                hex=h, cards=res_list(cards))
        case A.BuyRights(hex=h, payment=pay):
            if pay == "cards":
                return _("Buy rights to #{hex} (resource cards)").format(hex=h)
            return _("Buy rights to #{hex} (gold)").format(hex=h)
        case A.BankTrade(rate=rate, give=g, get=x):
            return _("Europe: {count} {give} for 1 {get}").format(
                count=bank_rate(rate), give=res(g), get=res(x))
        case A.PlayDevCard(card=card, resources=res_ids):
            name = _(DEV_CARDS[card]) if card in DEV_CARDS else card.replace("_", " ")
            if res_ids:
                return _("Play {card}: {resources}").format(card=name,
                                                            resources=res_list(res_ids))
            return _("Play {card}").format(card=name)
        case A.Stuyvesant(target=t, give=g):
            return _("Stuyvesant: give {name} 1 {resource}").format(name=names[t],
                                                                    resource=res(g))
        case A.Revere(target=t):
            return _("Revere: buy a knight from {name}").format(name=names[t])
        case A.ChooseFather(father=f):
            return _("Take {father}").format(father=father_name(f))
        case A.PickFromBank(resources=res_ids):
            return _("Take {resources}").format(resources=res_list(res_ids))
        case A.StuyvesantTake(resource=r):
            return _("Take 1 {resource}").format(resource=res(r))
        case A.DewittPay(resource=r):
            return _("Pay 1 {resource}").format(resource=res(r))
        case A.AddGive(item=i):
            return _("Offer 1 {resource}").format(resource=res(i))
        case A.AddWant(item=i):
            return _("Ask for 1 {resource}").format(resource=res(i))
        case A.SendOffer(to=t):
            return _("Send the offer to {name}").format(name=_("all") if t is None else names[t])
        case A.ConfirmTrade(partner=t):
            return _("Trade with {name}").format(name=names[t])
    label = LABELS.get(a.kind)
    return _(label) if label else a.kind.replace("_", " ")


LABELS = {
    "done": N_("Done"),
    "roll": N_("Roll the dice"),
    "buy_dev_card": N_("Buy a development card"),
    "play_knight": N_("Play a knight (move the robber)"),
    "buy_knight": N_("Buy a knight"),
    "offer_trade": N_("Offer a trade to players"),
    "end_turn": N_("End the turn"),
    "decline": N_("Decline the free road"),
    "stop": N_("Stop placing roads"),
    "cancel_trade": N_("Cancel the trade"),
    "accept": N_("Accept the offer"),
    "refuse": N_("Decline the offer"),
}
