"""Every English word of the engine: the log messages (``MESSAGES``), the labels of actions
for the acting seat's buttons and menus, the prompts of the decisions and the shared word
helpers (bean counts, trade terms, ship and item names).

Log events carry plain parameters (seat indices, card ids, bean ids, counts); the
templates here turn them into the text players read, so the UI never reads facts out of
the text and a translation could render the same events in another language."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from boardgames.core.events import Messages, Render, join_words
from boardgames.core.i18n import N_, game_text
from boardgames.core.rules import Action
from boardgames.games.bohnanza.data import bean_name, harbour_name
from boardgames.games.bohnanza.state import (
    FINAL_WINDOW,
    MARKET,
    PLANT_HAND,
    PLANT_RECEIVED,
    POSITIVE,
    RAID_RESPONSE,
    RESPOND,
    REVIEW,
    BohnanzaState,
    Proposal,
    bean_of,
    fields_for,
    lot_bean,
    lot_value,
    pending_cards,
    raid_value,
    run_behind_front,
)

_, _n = game_text("bohnanza")

ITEM_NAMES = {
    "third_field": N_("the 3rd bean field"),
    "second_ship": N_("a second merchant ship"),
    "pirate_ship": N_("a pirate ship"),
}
SHIP_NAMES = {"m1": N_("merchant ship 1"), "m2": N_("merchant ship 2"),
              "pirate": N_("pirate ship")}
# The beans by id, as the English edition names them (the same as the data's name_en).
BEANS = {"blau": N_("Blue Bean"), "feuer": N_("Chili Bean"), "sau": N_("Stink Bean"),
         "brech": N_("Green Bean"), "soja": N_("Soy Bean"), "augen": N_("Black-eyed Bean"),
         "rot": N_("Red Bean"), "garten": N_("Garden Bean"), "kaffee": N_("Coffee Bean"),
         "weinbrand": N_("Brandy Bean"), "kakao": N_("Cocoa Bean"), "mokka": N_("Mocha Bean"),
         "wachs": N_("Pole Bean")}
# The short names on the little cards of the table (at most 6 letters).
SHORT_BEANS = {"blau": N_("Blue"), "feuer": N_("Chili"), "sau": N_("Stink"), "brech": N_("Green"),
               "soja": N_("Soy"), "augen": N_("B-eyed"), "rot": N_("Red"),
               "garten": N_("Garden"), "kaffee": N_("Coffee"), "weinbrand": N_("Brandy"),
               "kakao": N_("Cocoa"), "mokka": N_("Mocha"), "wachs": N_("Pole")}


def coins(n: int) -> str:
    return _n("{count} coin", "{count} coins", n).format(count=n)


def bean_word(bean: str) -> str:
    """A bean's name in the current language."""
    return _(BEANS[bean]) if bean in BEANS else bean_name(bean)


def short_bean(bean: str) -> str:
    """A bean's short name in the current language: 'Blue', 'Chili', 'B-eyed'."""
    return _(SHORT_BEANS[bean])[:6] if bean in SHORT_BEANS else bean_name(bean)[:6]


def ship_word(ship: str) -> str:
    return _(SHIP_NAMES[ship])


def item_word(item: str) -> str:
    """A purchase's name: 'the 3rd bean field', 'a second merchant ship', 'a pirate ship'."""
    return _(ITEM_NAMES[item])


def bean_count(bean: str, n: int) -> str:
    """'1 Blue Bean', '2 Blue Beans'."""
    return _n("{count} {bean}", "{count} {bean}s", n).format(count=n, bean=bean_word(bean))


def beans_text(beans: Iterable[str]) -> str:
    """Group beans in order of first appearance: '2 Soy Beans and 1 Blue Bean'."""
    counts: dict[str, int] = {}
    for b in beans:
        counts[b] = counts.get(b, 0) + 1
    return want_text(counts)


def want_text(want: Mapping[str, int]) -> str:
    parts = [bean_count(b, n) for b, n in want.items() if n]
    if not parts:
        return _("nothing")
    return join_words(parts)


def place_name(location: str) -> str:
    return _("home") if location == "home" else harbour_name(location)


def field_name(index: int) -> str:
    return _("field {number}").format(number=index + 1)


def lot_text(bean: str | None, count: int) -> str:
    """'3 Soy Beans', or 'empty' for an empty field or cargo."""
    return _("empty") if bean is None else bean_count(bean, count)


def lot_label(state: BohnanzaState, cards: list[str]) -> str:
    return lot_text(lot_bean(state, cards), len(cards))


def bean_list(beans: Iterable[str]) -> str:
    """Bean names in order, one by one: 'Soy Bean, Blue Bean, Soy Bean'."""
    return ", ".join(bean_word(b) for b in beans)


def terms_text(beans: Sequence[str], sources: Sequence[str], want: Mapping[str, int]) -> str:
    """'gives 1 Chili Bean (face-up) and 2 Soy Beans (hand), wants 1 Blue Bean'."""
    parts = []
    for src in ("face_up", "hand"):
        chosen = [b for b, s in zip(beans, sources, strict=True) if s == src]
        if chosen:
            where = _("face-up") if src == "face_up" else _("hand")
            parts.append(f"{beans_text(chosen)} ({where})")
    give = join_words(parts) or _("nothing")
    return _("gives {give}, wants {want}").format(give=give, want=want_text(dict(want)))


def terms(state: BohnanzaState, p: Proposal) -> str:
    return terms_text(p.beans, p.sources, p.want)


# -- the log messages --------------------------------------------------------------------------

P = Mapping[str, Any]
N = Sequence[str]


def _line(template: str, **words: Callable[[P, N], str]) -> Render:
    """A line: ``template`` (marked with N_) translated and filled with the seat's name
    and the given words of the parameters."""

    def render(p: P, n: N) -> str:
        fields = {name: word(p, n) for name, word in words.items()}
        if "seat" in p:
            fields.setdefault("seat", n[p["seat"]])
        return _(template).format(**fields)

    return render


def _msg_harvest(p: P, n: N) -> str:
    lot = bean_count(p["bean"], p["count"])
    if p["dest"] == "sell":
        return _("{seat} harvests {lot} for {coins}.").format(
            seat=n[p["seat"]], lot=lot, coins=coins(p["coins"]))
    return _("{seat} harvests {lot} onto {ship}.").format(
        seat=n[p["seat"]], lot=lot, ship=ship_word(p["dest"]))


def _msg_sail(p: P, n: N) -> str:
    fields = {"seat": n[p["seat"]], "ship": ship_word(p["ship"]),
              "place": place_name(p["place"])}
    if p["count"]:
        return _("{seat} sails {ship} to {place} and loads {lot}.").format(
            lot=bean_count(p["bean"], p["count"]), **fields)
    return _("{seat} sails {ship} to {place}.").format(**fields)


def _final(p: P, n: N) -> str:
    fields = {"seat": n[p["seat"]], "fields": p["fields"], "coins": coins(p["coins"])}
    if p["cargo"] is None:
        return _("Final scoring: {seat} gets {fields} from fields and ends with {coins}."
                 ).format(**fields)
    return _("Final scoring: {seat} gets {fields} from fields and {cargo} from cargo and ends "
             "with {coins}.").format(cargo=p["cargo"], **fields)


def _terms(p: P, n: N) -> str:
    return terms_text(p["beans"], p["sources"], p["want"])


def _accept(p: P, n: N) -> str:
    if p["beans"]:
        return _("{seat} accepts: gives {beans}.").format(seat=n[p["seat"]],
                                                         beans=beans_text(p["beans"]))
    return _("{seat} accepts.").format(seat=n[p["seat"]])


def _trade(p: P, n: N) -> str:
    parts = []
    if p["face_up"]:
        parts.append(f"{beans_text(p['face_up'])} ({_('face-up')})")
    if p["hand"]:
        parts.append(f"{beans_text(p['hand'])} ({_('hand')})")
    gives = join_words(parts) or _("nothing")
    got = beans_text(p["got"]) if p["got"] else _("nothing")
    return _("{seat} gives {gives} to {partner} for {got}.").format(
        seat=n[p["seat"]], gives=gives, partner=n[p["partner_seat"]], got=got)


def _beans(p: P, n: N) -> str:
    return beans_text(p["beans"])


def _bean_list(p: P, n: N) -> str:
    return bean_list(p["beans"])


def _harbour(p: P, n: N) -> str:
    return harbour_name(p["harbour"])


def _bean(p: P, n: N) -> str:
    return bean_word(p["bean"])


def _ship(p: P, n: N) -> str:
    return ship_word(p["ship"])


def _lot(p: P, n: N) -> str:
    return bean_count(p["bean"], p["count"])


def _coins(p: P, n: N) -> str:
    return coins(p["coins"])


def _cards(p: P, n: N) -> str:
    return _n("{count} card", "{count} cards", p["count"]).format(count=p["count"])


MESSAGES = Messages({
    # the opening
    "start_player": "{seat} is the start player.",
    "island_row": _line(N_("{harbour}: {beans} (front first)."), harbour=_harbour,
                        beans=_bean_list),
    "dealt": "{seat} is dealt {count} cards.",
    "starting_hand": _line(N_("Your starting hand (front first): {beans}."), beans=_bean_list),
    # the course of a turn
    "turn": "Turn {turn}: {seat}.",
    "no_hand_cards": "{seat} has no hand cards to plant.",
    "reveal": _line(N_("{seat} reveals {beans}."), beans=_beans),
    "chain": _line(N_("From the discard pile {seat} also takes {beans}."), beans=_beans),
    "end_market": "{seat} ends the trading phase.",
    "draw": _line(N_("{seat} draws {cards}."), cards=_cards),
    "drew": _line(N_("You drew {beans}."), beans=_bean_list),
    "refill": _line(N_("{harbour} is refilled: {beans}."), harbour=_harbour, beans=_beans),
    "exhausted": "The draw pile is used up (exhaustion {count} of {end}).",
    "last_exhaustion": "That was the last exhaustion: the game ends.",
    "nothing_to_shuffle": "The discard pile is empty: there is nothing to shuffle yet.",
    "reshuffle": _line(N_("Reshuffle: {cards} form a new draw pile."), cards=_cards),
    "final_scoring": _final,
    # planting and the free actions
    "plant": _line(N_("{seat} plants a {bean} ({field}: {count})."), bean=_bean,
                   field=lambda p, n: field_name(p["field"]), count=lambda p, n: p["count"]),
    "end_planting": "{seat} ends planting.",
    "duel_discard": _line(N_("{seat} discards a {bean} from the hand."), bean=_bean),
    "harvest": _msg_harvest,
    "sell_cargo": _line(N_("{seat} sells the cargo of {ship} ({lot}) for {coins}."),
                        ship=_ship, lot=_lot, coins=_coins),
    "transfer": _line(N_("{seat} moves {lot} from {src} to {dst}."), lot=_lot,
                      src=lambda p, n: ship_word(p["src"]), dst=lambda p, n: ship_word(p["dst"])),
    "buy": _line(N_("{seat} buys {item} for {price}."), item=lambda p, n: _(ITEM_NAMES[p["item"]]),
                 price=lambda p, n: coins(p["price"])),
    "done_final": "{seat} is done loading.",
    # sailing and raids
    "sail": _msg_sail,
    "raid": _line(N_("{seat}'s pirate ship attacks {target}'s {ship} ({lot})."),
                  target=lambda p, n: n[p["target_seat"]], ship=_ship,
                  lot=lambda p, n: lot_text(p["bean"], p["count"])),
    "raid_worthless": "The cargo is worth nothing, so {seat} must give up a bean.",
    "raid_surrender": _line(N_("{seat} gives up a {bean} to the pirates."), bean=_bean),
    # trading
    "propose": _line(N_("{seat} proposes to {to}: {terms}."), to=lambda p, n: n[p["to_seat"]],
                     terms=_terms),
    "ask_table": _line(N_("{seat} asks the table: {terms}."), terms=_terms),
    "open_call": "{seat} asks the table for offers.",
    "counter": _line(N_("{seat} counters: {terms}."), terms=_terms),
    "offer": _line(N_("{seat} offers: {terms}."), terms=_terms),
    "accept": _accept,
    "decline": "{seat} declined.",
    "pass": "{seat} passed.",
    "trade": _trade,
    "void": "{seat}'s answer is void now.",
    "review_closed": "{seat} closes the review: no trade with {seats}.",
}, game="bohnanza")


# -- action labels (the acting seat's own screen: they may name its hand cards) ------------


def card_label(state: BohnanzaState, seat: int, cid: str) -> str:
    """'Soy Bean (hand #3)', 'Chili Bean (face-up)', 'Red Bean (received)'."""
    name = bean_word(bean_of(state, cid))
    s = state.seats[seat]
    if cid in s.hand:
        return _("{bean} (hand #{number})").format(bean=name, number=s.hand.index(cid) + 1)
    if cid in state.face_up:
        return _("{bean} (face-up)").format(bean=name)
    return _("{bean} (received)").format(bean=name)


def describe_action(state: BohnanzaState, seat: int, a: Action) -> str:
    fn = LABELS.get(a.kind)
    return fn(state, seat, a) if fn else a.kind.replace("_", " ").capitalize()


def _plant_front(state: BohnanzaState, seat: int, a: Any) -> str:
    hand = state.seats[seat].hand
    if not hand:  # another seat's hand, seen from a view: its bean stays hidden
        return _("Plant the front card in {field}").format(field=field_name(a.field))
    return _("Plant the front card ({bean}) in {field}").format(
        bean=bean_word(bean_of(state, hand[0])), field=field_name(a.field))


def _harvest(state: BohnanzaState, seat: int, a: Any) -> str:
    cards = state.seats[seat].fields[a.field] if a.field < len(state.seats[seat].fields) else []
    fields = {"field": field_name(a.field), "lot": lot_label(state, cards)}
    if a.dest == "sell":
        return _("Harvest {field} ({lot}) for {coins}").format(
            coins=coins(lot_value(state, cards)), **fields)
    return _("Harvest {field} ({lot}) onto {ship}").format(ship=ship_word(a.dest), **fields)


def _sell(state: BohnanzaState, seat: int, a: Any) -> str:
    ship = state.seats[seat].ships.get(a.ship)
    cards = ship.cargo if ship else []
    return _("Sell the cargo of {ship} ({lot}) for {coins}").format(
        ship=ship_word(a.ship), lot=lot_label(state, cards), coins=coins(lot_value(state, cards)))


def _sail(state: BohnanzaState, seat: int, a: Any) -> str:
    fields = {"ship": ship_word(a.ship), "place": place_name(a.to)}
    row = state.rows.get(a.to)
    if row and a.extra <= run_behind_front(state, row):
        return _("Sail {ship} to {place} and load {lot}").format(
            lot=bean_count(bean_of(state, row[0]), a.extra + 1), **fields)
    return _("Sail {ship} to {place}").format(**fields)


def _raid(state: BohnanzaState, seat: int, a: Any) -> str:
    victim = state.seats[a.target]
    ship = victim.ships.get(a.ship)
    return _("Raid {name}'s {ship} ({lot})").format(
        name=victim.name, ship=ship_word(a.ship), lot=lot_label(state, ship.cargo if ship else []))


def _raid_sell(state: BohnanzaState, seat: int, a: Any) -> str:
    if state.raid is None:
        return _("Sell the attacked cargo")
    target, ship = state.raid
    cards = state.seats[target].ships[ship].cargo
    return _("Sell the cargo for {coins}").format(coins=coins(lot_value(state, cards)))


def _draft_give(state: BohnanzaState, seat: int, a: Any) -> str:
    label = card_label(state, seat, a.cid)
    if state.draft is not None and a.cid in state.draft.give:
        return _("Take back {card}").format(card=label)
    return _("Give {card}").format(card=label)


def _draft_want(state: BohnanzaState, seat: int, a: Any) -> str:
    name = bean_word(a.bean)
    if a.delta > 0:
        return _("Want one more {bean}").format(bean=name)
    return _("Want one {bean} less").format(bean=name)


def _end_market(state: BohnanzaState, seat: int, a: Any) -> str:
    return _("End trading") if state.mode == "base" else _("End phase 2")


# The answers to a proposal, also the words of the answer keys on the table.
ANSWER_LABELS = {"accept": N_("Accept"), "decline": N_("Decline"), "pass": N_("Pass")}


def answer_label(kind: str) -> str:
    """'Accept', 'Decline' or 'Pass' in the current language."""
    return _(ANSWER_LABELS[kind])


def _words(text: str) -> Callable[[BohnanzaState, int, Any], str]:
    """A fixed label (``text`` marked with N_)."""
    return lambda st, s, a: _(text)


LABELS: dict[str, Callable[[BohnanzaState, int, Any], str]] = {
    "plant_front": _plant_front,
    "end_planting": _words(N_("End planting")),
    "duel_discard": lambda st, s, a: _("Discard {card}").format(card=card_label(st, s, a.cid)),
    "plant_pending": lambda st, s, a: _("Plant {card} in {field}").format(
        card=card_label(st, s, a.cid), field=field_name(a.field)),
    "harvest": _harvest,
    "sell_cargo": _sell,
    "transfer_cargo": lambda st, s, a: _("Move the cargo of {src} to {dst}").format(
        src=ship_word(a.src), dst=ship_word(a.dst)),
    "buy": lambda st, s, a: _("Buy {item} for {coins}").format(
        item=_(ITEM_NAMES[a.item]), coins=coins(st.cfg.prices[a.item])),
    "sail": _sail,
    "raid": _raid,
    "raid_sell": _raid_sell,
    "raid_surrender": _words(N_("Give up one bean to the pirates")),
    "end_market": _end_market,
    "done_final": _words(N_("Finish loading")),
    "propose": lambda st, s, a: _("Propose a trade to {name}").format(name=st.seats[a.to].name),
    "ask_table": _words(N_("Make a proposal to the whole table")),
    "open_call": _words(N_("Ask the table for offers")),
    "counter": _words(N_("Make a counter-offer")),
    "offer": _words(N_("Make an offer")),
    "counter_back": lambda st, s, a: _("Answer {name} with new terms").format(
        name=st.seats[a.partner].name),
    **{kind: _words(text) for kind, text in ANSWER_LABELS.items()},
    "confirm": lambda st, s, a: _("Confirm the trade with {name}").format(
        name=st.seats[a.partner].name),
    "close_review": _words(N_("Close the review")),
    "draft_give": _draft_give,
    "draft_want": _draft_want,
    "draft_send": _words(N_("Send")),
    "draft_cancel": _words(N_("Cancel")),
    "pick": lambda st, s, a: _("Give {card}").format(card=card_label(st, s, a.cid)),
}


# -- prompts: the public one of each decision, the private one of the active seat (3.14) --

MARKET_WORDS = {
    "base": (N_("{player}: trade (phase 2)"), N_("Trade - or end the trading phase")),
    "lib": (N_("{player}: trade, ship and raid (phase 2)"),
            N_("Trade, sail, raid or plant - or end the phase")),
    "duel": (N_("{player}: ship and raid (phase 2)"),
             N_("Sail, raid or plant your face-up cards - or end the phase")),
}
DRAFT_WORDS = {
    "propose": N_("{name} is composing a proposal"),
    "ask_table": N_("{name} is composing a proposal to the table"),
    "counter": N_("{name} is composing a counter-offer"),
    "offer": N_("{name} is composing an offer"),
    "counter_back": N_("{name} is composing new terms"),
}
ANSWERS = {"accepted": N_("accepted"), "countered": N_("countered"), "offered": N_("offered")}
COMPOSE_WORDS = {
    "propose": N_("Compose a proposal{to}: choose cards to give and beans you want, then send"),
    "ask_table": N_("Compose a proposal to the table{to}: choose cards to give and beans you "
                    "want, then send"),
    "counter": N_("Compose a counter-offer{to}: choose cards to give and beans you want, then "
                  "send"),
    "offer": N_("Compose an offer{to}: choose cards to give and beans you want, then send"),
    "counter_back": N_("Compose new terms{to}: choose cards to give and beans you want, then "
                       "send"),
}


def public_prompt(state: BohnanzaState) -> str:
    a, d = state.seats[state.turn_player].name, state.seats[state.active].name
    if state.draft is not None:
        return _(DRAFT_WORDS[state.draft.purpose]).format(name=d)
    if state.pick is not None:
        return _("{name} is choosing cards for a trade").format(name=d)
    phase = state.phase
    if phase == PLANT_HAND:
        return _("{player} is planting from the hand").format(player=a)
    if phase == MARKET:
        return _(MARKET_WORDS[state.mode][0]).format(player=a)
    if phase == RESPOND:
        assert state.trade is not None
        p = state.trade.proposal
        if p.kind == "open_call":
            return _("{name} is answering {player}'s call for offers").format(name=d, player=a)
        return _("{name} is answering {player}'s proposal ({player} {terms})").format(
            name=d, player=a, terms=terms(state, p))
    if phase == REVIEW:
        return _("{player} is looking at the answers").format(player=a)
    if phase == RAID_RESPONSE:
        assert state.raid is not None
        return _("{player}'s pirate attacks {name}'s {ship}").format(
            player=a, name=d, ship=ship_word(state.raid[1]))
    if phase == PLANT_RECEIVED:
        return _("{name} is planting received beans").format(name=d)
    if phase == FINAL_WINDOW:
        return _("{name}: last loading before scoring").format(name=d)
    return _("The game is over")


def private_prompt(state: BohnanzaState) -> str:
    """The active seat's own prompt (second person); it may mention the active seat's hand."""
    names = [s.name for s in state.seats]
    a = names[state.turn_player]
    seat = state.seats[state.active]
    if state.draft is not None:
        d = state.draft
        to = (" " + _("to {name}").format(name=names[d.to_seat])
              if d.to_seat is not None and d.purpose == "propose" else "")
        return _(COMPOSE_WORDS[d.purpose]).format(to=to)
    if state.pick is not None:
        return _("Choose the cards to give: {beans} still needed").format(
            beans=want_text(state.pick.need))
    phase = state.phase
    if phase == PLANT_HAND:
        return _plant_hand_prompt(state)
    if phase == MARKET:
        return _(MARKET_WORDS[state.mode][1])
    if phase == RESPOND:
        assert state.trade is not None
        p = state.trade.proposal
        if p.kind == "open_call":
            return _("{player} asks for offers: make an offer or pass").format(player=a)
        return _("{player} {terms}: accept, counter or decline").format(player=a,
                                                                       terms=terms(state, p))
    if phase == REVIEW:
        assert state.trade is not None
        parts = [
            f"{names[r.seat]} {_(ANSWERS.get(r.status, r.status))}"
            for r in state.trade.responses if r.status in POSITIVE
        ]
        return _("{answers}: confirm, counter or close").format(answers=", ".join(parts))
    if phase == RAID_RESPONSE:
        return _("Sell this cargo for {coins}, or give up one bean").format(
            coins=coins(raid_value(state)))
    if phase == PLANT_RECEIVED:
        beans = ", ".join(bean_word(bean_of(state, c)) for c in pending_cards(state, state.active))
        return _("Plant your received beans: {beans}").format(beans=beans)
    if phase == FINAL_WINDOW:
        return _("Load fields onto ships or merge cargo, then finish")
    return _n("The game is over ({count} coin)", "The game is over ({count} coins)",
              len(seat.coins)).format(count=len(seat.coins))


def _plant_hand_prompt(state: BohnanzaState) -> str:
    seat = state.seats[state.turn_player]
    duel = state.mode == "duel" and not state.duel_discard_used
    extra = "; " + _("you may discard one hand card") if duel else ""
    if not seat.hand:
        return _("Your hand is empty: end planting") + extra
    name = bean_word(bean_of(state, seat.hand[0]))
    if state.planted_from_hand == 0:
        if not fields_for(state, seat, bean_of(state, seat.hand[0])):
            return _("Your front card ({bean}) fits no field: harvest a field or buy one "
                     "first").format(bean=name) + extra
        return _("Plant your front card ({bean}); you may plant one more").format(
            bean=name) + extra
    if state.planted_from_hand == 1:
        return _("You may plant your next card ({bean}) or end planting").format(
            bean=name) + extra
    return _("You may discard one hand card or end planting")
