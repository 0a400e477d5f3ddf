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
from boardgames.games.catan import legal as L
from boardgames.games.catan.data import data, father_name
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
# The decisions' phases, by name (the status line, the dialogs' titles, a reason).
PHASES = {
    "setup_settlement": N_("start settlement"), "setup_road": N_("start road"),
    "setup_acquire": N_("setup acquisition"), "pre_roll": N_("before the roll"),
    "discard": N_("discards for the 7"), "move_robber": N_("robber"),
    "choose_victim": N_("robbery"), "main": N_("main phase"),
    "choose_father": N_("founding father"), "desoto_road": N_("de Soto road"),
    "rb_road": N_("Road Building"), "pick_from_bank": N_("Pocahontas pick"),
    "stuyvesant_take": N_("Stuyvesant"), "dewitt_pay": N_("de Witt payment"),
    "trade_compose": N_("trade offer"), "trade_response": N_("answer to an offer"),
    "trade_confirm": N_("trade confirmation"),
}
# How an Indian chip is paid for.
PAYMENTS = {"none": N_("free"), "cards": N_("2 resource cards"), "knight": N_("a knight")}
# The map's short terrain labels (a field's box and its title).
TERRAINS = {"forest": N_("Wood"), "hills": N_("Brick"), "pasture": N_("Wool"),
            "fields": N_("Grain"), "mountains": N_("Ore"), "gold_mountain": N_("GOLD"),
            "gold_river": N_("GoldRv"), "desert": N_("Desert"), "water": "~"}
# What each founding father does (the rulebook's summary of the data file).
FATHERS = {
    "la_salle": N_("A paid settlement costs one resource less, chosen by the holder."),
    "de_soto": N_("After each settlement placed in a turn, one free road at that "
                  "settlement."),
    "coronado": N_("When a road reaches new fields, also peek at the chips of their "
                   "neighbours."),
    "magellan": N_("The ship may sail to the Gulf of California (link 33-29)."),
    "pocahontas": N_("Indian conditions shift: I pays the holder 2 cards, II is free, III "
                     "costs a knight or 2 cards."),
    "minuit": N_("A III chip may be paid with 2 resource cards instead of a knight."),
    "de_witt": N_("May pay for rights bought from players with resource cards instead of "
                  "gold."),
    "jefferson": N_("As owner, receives the whole price from a third holder."),
    "fugger": N_("2 identical resource cards buy 1 gold from the bank."),
    "stuyvesant": N_("Once per turn: give an opponent 1 resource card, then take 1 of his "
                     "(chosen from his hand before the gift)."),
    "washington": N_("A knight from the stack costs 1 gold."),
    "revere": N_("Once per turn: buy a knight from an opponent for 2 gold."),
}
# The map's place names that read differently in another language (the others, like
# "Texas", are the same everywhere).
PLACES = (
    N_("Appalachians"), N_("Atlantic"), N_("Atlantic (Gulf of Maine)"),
    N_("Atlantic off Florida"), N_("Dakotas"), N_("Florida Straits / Caribbean"),
    N_("Gold mountain California (Sierra Nevada)"),
    N_("Gold mountain Rocky Mountains (Colorado)"),
    N_("Gold river East (Georgia, Dahlonega)"), N_("Gold river West (Sacramento)"),
    N_("Great Basin desert"), N_("Great Lakes/Vermont"), N_("Gulf of California"),
    N_("Gulf of Mexico (Louisiana coast)"), N_("Gulf of Mexico (Texas coast)"),
    N_("Gulf of Mexico (centre)"), N_("New England"), N_("New Mexico"),
    N_("Pacific"), N_("Pacific (off Baja California)"), N_("Pennsylvania/Ohio"),
    N_("Virginia/Carolinas"),
)
# The founding fathers' names as the rulebooks write them (the data file's), for the
# editions that write one differently ("Magellán").
FATHER_NAMES = (
    N_("La Salle"), N_("Hernando de Soto"), N_("Francisco de Coronado"), N_("Magellan"),
    N_("Pocahontas"), N_("Peter Minuit"), N_("Jan de Witt"), N_("Thomas Jefferson"),
    N_("Jakob Fugger"), N_("Peter Stuyvesant"), N_("George Washington"), N_("Paul Revere"),
)
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


def dev_card(card: str) -> str:
    """A development card's name ("road building") in the current language."""
    return _(DEV_CARDS[card]) if card in DEV_CARDS else card.replace("_", " ")


def nation(nation_id: str) -> str:
    """A nation's name ("Spain") in the current language."""
    return _(NATIONS[nation_id]) if nation_id in NATIONS else nation_id


def phase(kind: str) -> str:
    """A decision's phase by name ("main phase") in the current language."""
    return _(PHASES[kind]) if kind in PHASES else kind.replace("_", " ")


def payment(how: str) -> str:
    """How an Indian chip is paid ("free", "a knight") in the current language."""
    return _(PAYMENTS[how]) if how in PAYMENTS else how


def terrain(terrain_id: str) -> str:
    """A terrain's short label on the map ("Wood")."""
    return _(TERRAINS[terrain_id]) if terrain_id in TERRAINS else terrain_id


def father(father_id: str) -> str:
    """A founding father's name in the current language."""
    name = father_name(father_id)
    return _(name) if name in FATHER_NAMES else name


def place(name: str) -> str:
    """A field's place name on the map ("Atlantic") in the current language."""
    return _(name) if name in PLACES else name


def father_summary(father: str) -> str:
    """What a founding father does, in the current language."""
    if father in FATHERS:
        return _(FATHERS[father])
    return next(f.summary_en for f in data().founding_fathers if f.id == father)


def prompt(state: State) -> str:
    """The prompt of the pending decision, without the seat's name."""
    if state.phase == "discard":
        left = state.discards[0][1]
        return _n("discard {count} more card for the 7", "discard {count} more cards for the 7",
                  left).format(count=left)
    return _(PROMPTS[state.phase])


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
    return _("{seat} plays {nation} with {father}").format(
        seat=names[p["seat"]], nation=nation(p["nation"]), father=father(p["father"]))


def _with_resources(template: str) -> Render:
    """A line naming a seat and a list of resources ("nothing" when empty)."""

    def render(p: Params, names: Names) -> str:
        return _(template).format(seat=names[p["seat"]], resources=res_list(p["resources"]))

    return render


def _with_father(template: str) -> Render:
    def render(p: Params, names: Names) -> str:
        return _(template).format(seat=names[p["seat"]], father=father(p["father"]))

    return render


def _discards(p: Params, names: Names) -> str:
    return _("Discards: {discards}").format(
        discards=", ".join(f"{names[s]} {k}" for s, k in p["discards"]))


def _stuyvesant_hand(p: Params, names: Names) -> str:
    return _("{seat}'s hand before the gift: {hand}").format(seat=names[p["target_seat"]],
                                                             hand=items(p["hand"]))


def _dev_drawn(p: Params, names: Names) -> str:
    return _("You drew {card}").format(card=dev_card(p["card"]))


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
    "setup_settlement": N_("place your start settlement on a marked crossing"),
    "setup_road": N_("place your start road at the new settlement"),
    "setup_acquire": N_("acquire rights (chips or purchases), then done"),
    "pre_roll": N_("roll the dice (or play a card first)"),
    "discard": N_("discard cards for the 7"),
    "move_robber": N_("move the robber"),
    "choose_victim": N_("choose whom to rob"),
    "main": N_("build, buy, trade, or end the turn"),
    "choose_father": N_("choose a founding father"),
    "desoto_road": N_("de Soto: place a free road at the new settlement or decline"),
    "rb_road": N_("Road Building: place a free road or stop"),
    "pick_from_bank": N_("Pocahontas: take 2 resource cards from the bank"),
    "stuyvesant_take": N_("Stuyvesant: take 1 card from the hand shown"),
    "dewitt_pay": N_("de Witt: hand over the next resource card"),
    "trade_compose": N_("compose your offer, then send it"),
    "trade_response": N_("accept or decline the offer"),
    "trade_confirm": N_("choose a trade partner or cancel"),
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
                count=L.bank_rate(rate), give=res(g), get=res(x))
        case A.PlayDevCard(card=card, resources=res_ids):
            name = dev_card(card)
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
            return _("Take {father}").format(father=father(f))
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
