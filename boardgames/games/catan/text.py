"""Every text of the Neue Welt engine: the log messages (event key -> English template),
the prompts of the decisions and the labels of the actions.

An event's parameters are plain data: seats (rendered as names), hex, crossing and edge
ids, resource ids ("wood"), counts. The screen reads its facts from them, never from the
rendered text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from boardgames.core.events import Messages
from boardgames.core.rules import Action
from boardgames.games.catan import actions as A
from boardgames.games.catan.data import data, father_name
from boardgames.games.catan.legal import bank_rate
from boardgames.games.catan.state import State

Params = Mapping[str, Any]
Names = Sequence[str]


def items(counts: Mapping[str, int]) -> str:
    """{"wood": 2, "gold": 1} as "2 wood + 1 gold"."""
    return " + ".join(f"{k} {i}" for i, k in counts.items())


def _ids(hexes: Sequence[int]) -> str:
    return ", ".join(f"#{h}" for h in hexes)


def _looked(p: Params, names: Names) -> str:
    via = " (Coronado)" if p["coronado"] else ""
    return f"{names[p['seat']]} looked under the chips of {_ids(p['hexes'])}{via}"


def _seen(p: Params, names: Names) -> str:
    return "You look under the chips: " + ", ".join(f"#{h} is {k}" for h, k in p["chips"])


def _production(p: Params, names: Names) -> str:
    parts = [f"{names[s]} +" + ", +".join(f"{k} {i}" for i, k in gains.items())
             for s, gains in p["gains"]]
    return f"{names[p['seat']]} rolled {p['total']}: " + ("; ".join(parts) or "no production")


def _paid(p: Params) -> str:
    if p["payment"] == "knight":
        return "a knight"
    return " + ".join(p["cards"]) if p["payment"] == "cards" else "nothing"


def _bank_trade(p: Params, names: Names) -> str:
    given = "1 gold" if p["give"] == "gold" else f"{p['count']} {p['give']}"
    return f"{names[p['seat']]} traded {given} with Europe for 1 {p['get']}"


def _offer(p: Params, names: Names) -> str:
    to = "all" if p["to_seat"] is None else names[p["to_seat"]]
    return f"{names[p['seat']]} offers {items(p['give'])} for {items(p['want'])} to {to}"


SETTLEMENT_HOW = {"start": "start", "paid": "paid", "voucher": "free (voucher)",
                  "ship": "ship-founded"}

MESSAGES = Messages({
    # the setup
    "nation": lambda p, n: (f"{n[p['seat']]} plays {p['nation'].title()} with "
                            f"{father_name(p['father'])}"),
    "starts": "{seat} starts",
    "start_resources": lambda p, n: (f"{n[p['seat']]} takes start resources: "
                                     + (" + ".join(f"1 {r}" for r in p["resources"])
                                        or "nothing")),
    # the flow of the turns
    "turn": "Turn {turn}: {seat}",
    "turn_limit": "No winner: the turn limit of {max_turns} is reached",
    "win": "{seat} wins with {vp} VP",
    # building and exploring
    "road": "{seat} built a road on edge {edge} ({crossings[0]}-{crossings[1]})",
    "looked": _looked,
    "chips_seen": _seen,
    "settlement": lambda p, n: (f"{n[p['seat']]} built a {SETTLEMENT_HOW[p['how']]} "
                                f"settlement at crossing {p['crossing']}"),
    "city": "{seat} built a city at crossing {crossing}",
    "longest_road": "{seat} takes Longest Road ({length})",
    "longest_road_aside": "Longest Road is set aside: nobody has a unique longest road of 5",
    "pacific": "{seat} reaches the Pacific: +2 VP",
    "gold_rush": "{seat} takes Gold Rush: +3 VP",
    # the dice and the robber
    "production": _production,
    "rolled_seven": "{seat} rolled 7 ({dice[0]}+{dice[1]})",
    "discards": lambda p, n: "Discards: " + ", ".join(f"{n[s]} {k}" for s, k in p["discards"]),
    "discarded": "{seat} discarded 1 {resource}",
    "robber": "{seat} moved the robber to #{hex}",
    "stole": "{seat} stole a card from {victim_seat}",
    "stole_card": "{seat} stole 1 {resource} from {victim_seat}",
    # founding fathers
    "father_drawn": lambda p, n: (f"{n[p['seat']]} draws the founding father "
                                  f"{father_name(p['father'])}"),
    "father_taken": lambda p, n: (f"{n[p['seat']]} takes the founding father "
                                  f"{father_name(p['father'])}"),
    "desoto": "de Soto: a free road",
    "pocahontas": lambda p, n: (f"Pocahontas: {n[p['seat']]} takes "
                                + (" + ".join(p["resources"]) or "nothing")),
    "stuyvesant": "{seat} uses Stuyvesant on {target_seat}",
    "stuyvesant_gift": "{seat} gives {target_seat} 1 {resource}",
    "stuyvesant_hand": lambda p, n: (f"{n[p['target_seat']]}'s hand before the gift: "
                                     f"{items(p['hand'])}"),
    "stuyvesant_took": "{seat} takes 1 {resource} from {target_seat}",
    "revere": "{seat} buys a knight from {target_seat} for {price} gold (Revere)",
    # cards and knights
    "dev_bought": "{seat} bought a development card",
    "dev_drawn": lambda p, n: f"You drew {p['card'].replace('_', ' ')}",
    "road_building": "{seat} played Road Building",
    "year_of_plenty": lambda p, n: (f"{n[p['seat']]} played year of plenty: "
                                    + " + ".join(p["resources"] or ("nothing",))),
    "monopoly": "{seat} played Monopoly on {resource} and took {count}",
    "knight_played": "{seat} played a knight",
    "knight_bought": "{seat} bought a knight for {price} gold",
    # rights
    "acquired": lambda p, n: (f"{n[p['seat']]} acquired #{p['hex']} (class {p['chip_class']}) "
                              f"from the Indians for {_paid(p)}"),
    "rights_bought": lambda p, n: (
        f"{n[p['seat']]} bought rights to #{p['hex']} for {p['price']} gold ("
        + ", ".join(f"{k} to {n[s]}" for s, k in p["split"]) + ")"),
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
    "traded": lambda p, n: (f"{n[p['seat']]} traded {items(p['give'])} to "
                            f"{n[p['partner_seat']]} for {items(p['want'])}"),
    "trade_cancelled": "{seat} cancels the trade",
})

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
    """Short English labels of actions for buttons and menus."""
    names = [p.name for p in state.players]
    match a:
        case A.SetupSettlement(crossing=c) | A.BuildFreeSettlement(crossing=c):
            free = " (free)" if isinstance(a, A.BuildFreeSettlement) else ""
            return f"Settlement at crossing {c}{free}"
        case A.BuildSettlement(crossing=c, omit=o):
            return f"Settlement at crossing {c}" + (f" without {o}" if o else "")
        case (
            A.SetupRoad(edge=e)
            | A.BuildRoad(edge=e)
            | A.DesotoRoad(edge=e)
            | A.RoadBuildingRoad(edge=e)
        ):
            return f"Road on edge {e}"
        case A.BuildCity(crossing=c):
            return f"City at crossing {c}"
        case A.FoundByShip(crossing=c):
            return f"Found a settlement by ship at crossing {c}"
        case A.MoveShip(hex=h):
            return f"Sail the ship to #{h}"
        case A.MoveRobber(hex=h):
            return f"Robber to #{h}"
        case A.ChooseVictim(target=t):
            return f"Rob {names[t]}"
        case A.Discard(resource=r):
            return f"Discard 1 {r}"
        case A.Acquire(hex=h, payment=pay, cards=cards):
            how = {"none": "free", "knight": "for a knight"}.get(pay, "for " + " + ".join(cards))
            return f"Acquire #{h} from the Indians ({how})"
        case A.BuyRights(hex=h, payment=pay):
            return f"Buy rights to #{h} ({'resource cards' if pay == 'cards' else 'gold'})"
        case A.BankTrade(rate=rate, give=g, get=x):
            k = bank_rate(rate)
            return f"Europe: {k} {g} for 1 {x}"
        case A.PlayDevCard(card=card, resources=res):
            return f"Play {card.replace('_', ' ')}" + (f": {' + '.join(res)}" if res else "")
        case A.Stuyvesant(target=t, give=g):
            return f"Stuyvesant: give {names[t]} 1 {g}"
        case A.Revere(target=t):
            return f"Revere: buy a knight from {names[t]}"
        case A.ChooseFather(father=f):
            return f"Take {next(x.name for x in data().founding_fathers if x.id == f)}"
        case A.PickFromBank(resources=res):
            return "Take " + (" + ".join(res) or "nothing")
        case A.StuyvesantTake(resource=r):
            return f"Take 1 {r}"
        case A.DewittPay(resource=r):
            return f"Pay 1 {r}"
        case A.AddGive(item=i):
            return f"Offer 1 {i}"
        case A.AddWant(item=i):
            return f"Ask for 1 {i}"
        case A.SendOffer(to=t):
            return "Send the offer to " + ("all" if t is None else names[t])
        case A.ConfirmTrade(partner=t):
            return f"Trade with {names[t]}"
    labels = {
        "done": "Done",
        "roll": "Roll the dice",
        "buy_dev_card": "Buy a development card",
        "play_knight": "Play a knight (move the robber)",
        "buy_knight": "Buy a knight",
        "offer_trade": "Offer a trade to players",
        "end_turn": "End the turn",
        "decline": "Decline the free road",
        "stop": "Stop placing roads",
        "cancel_trade": "Cancel the trade",
        "accept": "Accept the offer",
        "refuse": "Decline the offer",
    }
    return labels.get(a.kind, a.kind.replace("_", " "))
