"""The greedy bot (spec section 10). It reads only its own seat's view and its legal
actions; its few memories (what it planned to send, what it tried this turn) keep trade
talks short so that bot games always end."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, TypeVar

from boardgames.core.rules import Action
from boardgames.core.search import lead
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.data import next_step, value
from boardgames.games.bohnanza.state import BohnanzaState
from boardgames.games.bohnanza.view import BohnanzaView, CardView, LotView, SeatView

A = TypeVar("A", bound=Action)

MAX_PROPOSALS = 3  # own proposals per turn (10.3 item 5)
MAX_TURN_ACTIONS = 80  # hard stop for one market phase
# Accept deals that do not hurt (spec 10.4 suggests > 0.25; accepting neutral deals scored
# about one coin more per game in bot-against-bot tests).
ACCEPT_AT = 0.0
HAND_FIT = 0.5  # the expert's estimate: coins a hand card fitting a planted field is worth


def step_gain(bean: str, n: int, k: int) -> int:
    return value(bean, n + k) - value(bean, n)


@dataclass
class Farm:
    """The bot's fields as (bean, count) pairs, to try out plantings."""

    lots: list[tuple[str | None, int]]

    @classmethod
    def of(cls, fields: list[LotView]) -> Farm:
        return cls([(f.bean, f.count) for f in fields])

    def match(self, bean: str) -> int | None:
        best = None
        for i, (b, n) in enumerate(self.lots):
            if b == bean and (best is None or n > self.lots[best][1]):
                best = i
        return best

    def empty(self) -> int | None:
        for i, (b, _) in enumerate(self.lots):
            if b is None:
                return i
        return None

    def harvestable(self) -> list[int]:
        full = [i for i, (b, n) in enumerate(self.lots) if b is not None]
        if any(self.lots[i][1] >= 2 for i in full):
            return [i for i in full if self.lots[i][1] != 1]
        return full

    def loss(self, i: int) -> float:
        """What harvesting field ``i`` now gives up (half the coins of its next step)."""
        bean, n = self.lots[i]
        assert bean is not None
        step = next_step(bean, n)
        return 0.0 if step is None else (step[1] - value(bean, n)) / 2

    def harvest_score(self, i: int) -> float:
        bean, n = self.lots[i]
        assert bean is not None
        return value(bean, n) - self.loss(i)

    def best_harvest(self) -> int | None:
        options = self.harvestable()
        return max(options, key=self.harvest_score) if options else None

    def plant(self, bean: str, i: int) -> None:
        b, n = self.lots[i]
        self.lots[i] = (bean, n + 1 if b == bean else 1)


def card_worth(farm: Farm, bean: str, hand: list[str]) -> float:
    """10.1: what receiving one card of ``bean`` is worth; plants it into ``farm``."""
    i = farm.match(bean)
    if i is not None:
        n = farm.lots[i][1]
        worth: float = 1 + step_gain(bean, n, 1)
        step = next_step(bean, n + 1)
        if step is not None and step[0] - (n + 1) <= 1:
            worth += 0.5
        farm.plant(bean, i)
        return worth
    e = farm.empty()
    if e is not None:
        worth = 0.5
        if any(farm.match(b) is None and b != bean for b in hand[:2]):
            worth -= 0.5  # the front or second hand card needs that empty field
        farm.plant(bean, e)
        return worth
    h = farm.best_harvest()
    loss = farm.loss(h) if h is not None else 1.0
    if h is not None:
        farm.lots[h] = (bean, 1)
    return -(1 + loss)


def keep_worth(farm: Farm, bean: str, position: int) -> float:
    """10.1: what keeping a hand card at ``position`` is worth."""
    if farm.match(bean) is not None:
        return 1.5 if position <= 2 else 0.5
    if farm.empty() is None and position <= 1:
        return -1.0
    return 0.0


def growth(bean: str, n: int) -> float:
    """Coins a field of ``n`` beans is on its way to: the extra coins of its next payout
    step, in proportion to how many of the beans that step needs it holds."""
    step = next_step(bean, n)
    if step is None or n == 0:
        return 0.0
    need = step[0]
    return (value(bean, need) - value(bean, n)) * n / need


def worth(state: BohnanzaState, seat: int, total: int) -> float:
    """What ``seat`` may expect to end with: its score now (``total``: coins and what the
    fields and cargo would pay now), what its fields are growing to, and half a coin for
    each hand card that fits one of its fields."""
    bean_of = state.cfg.bean_of
    planted = [bean_of[f[0]] for f in state.seats[seat].fields if f]
    grown = sum(growth(bean_of[f[0]], len(f)) for f in state.seats[seat].fields if f)
    fitting = sum(1 for c in state.seats[seat].hand if bean_of[c] in planted)
    return total + grown + HAND_FIT * fitting


def estimate(rules: Any, state: BohnanzaState, seat: int) -> float:
    """The expert's judgement of a cut-off rollout (core/search.py): ``seat``'s expected
    worth over the best other seat's."""
    totals = rules.scores(state).totals
    worths = [worth(state, i, t) for i, t in enumerate(totals)]
    return lead(worths, seat)


@dataclass
class Memory:
    """What the bot did in the current turn."""

    turn: int = -1
    tried: set[str] = field(default_factory=set)
    proposals: int = 0
    actions: int = 0
    confirmed: int = 0


class GreedyBot:
    needs_view = True
    # the expert's tuning (core/search.py Settings): rollout actions, points per unit of value
    search = {"cap": 20, "scale": 3.0}
    search_estimate = staticmethod(estimate)

    def __init__(self, rules: Any, seat: int) -> None:
        self.seat = seat
        self.memory = Memory()
        self.plan: tuple[list[str], dict[str, int]] | None = None

    # -- entry point -------------------------------------------------------------------

    def choose(self, view: BohnanzaView, legal: list[Action], rng: random.Random) -> Action:
        if self.memory.turn != view.turn:
            self.memory = Memory(turn=view.turn)
        self.memory.actions += 1
        choice = self._decide(view, legal)
        if choice is None or choice not in legal:
            choice = self._fallback(legal, rng)
        return choice

    def _decide(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        if v.pick is not None:
            return self._pick(v, legal)
        if v.draft is not None:
            return self._draft_step(v, legal)
        handler = {
            "plant_hand": self._plant_hand,
            "market": self._market,
            "respond": self._respond,
            "review": self._review,
            "raid_response": self._raid_answer,
            "plant_received": self._plant_received,
            "final_window": self._final_window,
        }[v.phase]
        return handler(v, legal)

    def _fallback(self, legal: list[Action], rng: random.Random) -> Action:
        """Something safe when no heuristic applies: end or decline, never loop."""
        for kind in (
            "end_planting",
            "end_market",
            "decline",
            "pass",
            "close_review",
            "done_final",
            "raid_surrender",
            "draft_cancel",
        ):
            for a in legal:
                if a.kind == kind:
                    return a
        firm = [a for a in legal if a.kind not in ("draft_give", "draft_want", "transfer_cargo")]
        return rng.choice(firm or legal)

    # -- helpers -----------------------------------------------------------------------

    def me(self, v: BohnanzaView) -> SeatView:
        return v.seats[self.seat]

    def hand_beans(self, v: BohnanzaView) -> list[str]:
        return [c.bean for c in self.me(v).hand]

    @staticmethod
    def of_kind(legal: list[Action], kind: type[A]) -> list[A]:
        """The legal actions of one class (kind), in the engine's order."""
        return [a for a in legal if isinstance(a, kind)]

    def room_action(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        """Free a field (10.2): buy the 3rd field if cheap enough early, else harvest."""
        me = self.me(v)
        buy = act.buy("third_field")
        if buy in legal and me.coins >= me.third_field_price + 1 and v.exhaustions == 0:
            return buy
        farm = Farm.of(me.fields)
        i = farm.best_harvest()
        return None if i is None else self.harvest_choice(v, legal, i)

    def harvest_choice(self, v: BohnanzaView, legal: list[Action], i: int) -> Action | None:
        """Harvest field ``i`` for coins or onto a home ship when that pays at least as well."""
        f = self.me(v).fields[i]
        assert f.bean is not None
        sell = value(f.bean, f.count)
        best: Action | None = act.harvest(i) if act.harvest(i) in legal else None
        for ship in self.me(v).ships:
            if ship.id == "pirate":
                continue
            a = act.harvest(i, ship.id)
            if a not in legal:
                continue
            cargo = ship.cargo.count
            gain = value(f.bean, cargo + f.count) - value(f.bean, cargo)
            if gain > sell or (gain == sell and (cargo > 0 or sell == 0)):
                best, sell = a, gain
        return best

    def plant_target(self, v: BohnanzaView, bean: str, fields: list[int]) -> int | None:
        """Matching field (the largest), else an empty field not needed by the hand."""
        me = self.me(v)
        farm = Farm.of(me.fields)
        i = farm.match(bean)
        if i is not None and i in fields:
            return i
        empties = [k for k in fields if me.fields[k].bean is None]
        if not empties:
            return None
        hand = self.hand_beans(v)[:2]
        needed = any(farm.match(b) is None and b != bean for b in hand)
        return empties[-1] if needed and len(empties) > 1 else empties[0]

    # -- phase 1 -----------------------------------------------------------------------

    def _plant_hand(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        me = self.me(v)
        hand = me.hand
        plants = self.of_kind(legal, act.PlantFront)
        discards = self.of_kind(legal, act.DuelDiscard)
        farm = Farm.of(me.fields)
        clashing = [c for c in hand if farm.match(c.bean) is None and farm.empty() is None]
        if discards and hand and v.planted_from_hand == 0 and clashing and clashing[0] is hand[0]:
            return act.duel_discard(hand[0].cid)
        if plants and hand:
            fields = [a.field for a in plants]
            target = self.plant_target(v, hand[0].bean, fields)
            if v.planted_from_hand == 0:
                return act.plant_front(target if target is not None else fields[0])
            matches = farm.match(hand[0].bean)
            third = hand[2].bean if len(hand) > 2 else None
            free_ok = farm.empty() is not None and (third is None or farm.match(third) is not None)
            if matches is not None or free_ok:
                return act.plant_front(target if target is not None else fields[0])
        if not plants and v.planted_from_hand == 0 and hand:
            return self.room_action(v, legal)
        if discards and clashing:
            return act.duel_discard(clashing[0].cid)
        return act.END_PLANTING

    # -- phase 2: the active player ------------------------------------------------------

    def _market(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        if self.memory.actions > MAX_TURN_ACTIONS:
            return act.END_MARKET
        for step in (
            self._trade_step,
            self._plant_pending_step,
            self._harvest_full_step,
            self._buy_step,
            self._raid_step,
            self._pirate_transfer_step,
            self._homecoming_step,
            self._sail_step,
            self._sell_step,
        ):
            a = step(v, legal)
            if a is not None and a in legal:
                return a
        return act.END_MARKET

    def _trade_step(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        if not v.trading or self.memory.proposals >= MAX_PROPOSALS:
            return None
        if act.ASK_TABLE not in legal:
            return None
        me = self.me(v)
        farm = Farm.of(me.fields)
        clash = [c for c in v.face_up if farm.match(c.bean) is None]
        if farm.empty() is not None and clash:
            clash = clash[1:]  # one of them can take the empty field
        if clash and "propose" not in self.memory.tried and self.of_kind(legal, act.Propose):
            self.memory.tried.add("propose")
            direct = self.direct_proposal(v, clash)
            if direct is not None:
                return direct
        if clash and "gift_face_up" not in self.memory.tried:
            self.memory.tried.add("gift_face_up")
            return self.open_draft(act.ASK_TABLE, [c.cid for c in clash], {})
        hand = me.hand
        if hand and "gift_front" not in self.memory.tried:
            self.memory.tried.add("gift_front")
            pending = [c.bean for c in v.face_up] + [c.bean for c in me.received]
            future = Farm.of(me.fields)
            for b in pending:
                i = future.match(b)
                if i is None:
                    i = future.empty()
                if i is not None:
                    future.plant(b, i)
            if future.match(hand[0].bean) is None and future.empty() is None:
                biggest = max(
                    (f for f in me.fields if f.bean is not None),
                    key=lambda f: f.count,
                    default=None,
                )
                want = {biggest.bean: 1} if biggest is not None and biggest.bean else {}
                return self.open_draft(act.ASK_TABLE, [hand[0].cid], want)
        short = any(f.next_need is not None and 1 <= f.next_need - f.count <= 2 for f in me.fields)
        if short and "open_call" not in self.memory.tried:
            self.memory.tried.add("open_call")
            self.memory.proposals += 1
            return act.OPEN_CALL
        return None

    def direct_proposal(self, v: BohnanzaView, clash: list[CardView]) -> Action | None:
        """Before giving clashing face-up cards to the table: offer one of them to the seat
        whose field (public) holds that bean, asking for one bean of the bot's biggest
        field in return; a declined offer still ends as a gift to the table."""
        me = self.me(v)
        best: tuple[int, int, CardView] | None = None  # (field size, -distance, card)
        for card in clash:
            for s in v.seats:
                if s.seat == self.seat:
                    continue
                size = max((f.count for f in s.fields if f.bean == card.bean), default=0)
                key = (size, -((s.seat - self.seat) % v.players))
                if size and (best is None or key > best[:2]):
                    best = (key[0], key[1], card)
        if best is None:
            return None
        partner = (self.seat - best[1]) % v.players
        biggest = max((f for f in me.fields if f.bean is not None), key=lambda f: f.count,
                      default=None)
        want = {biggest.bean: 1} if biggest is not None and biggest.bean else {}
        return self.open_draft(act.propose(partner), [best[2].cid], want)

    def open_draft(self, opening: Action, give: list[str], want: dict[str, int]) -> Action:
        self.memory.proposals += 1
        self.plan = (give, want)
        return opening

    def _plant_pending_step(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        """lib/duel: plant face-up and received cards that match or find an empty field."""
        options = self.of_kind(legal, act.PlantPending)
        if not options:
            return None
        farm = Farm.of(self.me(v).fields)
        beans = {c.cid: c.bean for c in [*v.face_up, *self.me(v).received]}
        for a in options:
            if farm.match(beans[a.cid]) == a.field:
                return a
        for a in options:
            if self.me(v).fields[a.field].bean is None:
                return a
        return None

    def _harvest_full_step(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        """Harvest a field that cannot pay more (its beanometer is at the top)."""
        for i, f in enumerate(self.me(v).fields):
            if f.bean is not None and f.next_need is None and f.value > 0:
                a = self.harvest_choice(v, legal, i)
                if a is not None:
                    return a
        return None

    def _buy_step(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        me = self.me(v)
        pirate = act.buy("pirate_ship")
        if pirate in legal and me.coins >= 4:
            for s in v.seats:
                if s.seat != self.seat and any(
                    sh.owned and sh.id != "pirate" and sh.location == "home" and sh.cargo.count
                    for sh in s.ships
                ):
                    return pirate
        second = act.buy("second_ship")
        if second in legal and v.exhaustions <= 1:
            m1 = me.ships[0]
            if me.coins >= v.prices["second_ship"] + 2 and m1.cargo.count and m1.location != "home":
                return second
        return None

    def _raid_step(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        raids = self.of_kind(legal, act.Raid)
        if not raids:
            return None

        def size(a: act.Raid) -> int:
            return v.seats[a.target].ships[0 if a.ship == "m1" else 1].cargo.count

        return max(raids, key=size)

    def _pirate_transfer_step(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        return self.best_transfer(v, legal)

    def best_transfer(self, v: BohnanzaView, legal: list[Action]) -> act.TransferCargo | None:
        """A cargo move that raises the total value of the two ships involved."""
        ships = {s.id: s for s in self.me(v).ships}
        best, best_gain = None, 0
        for a in self.of_kind(legal, act.TransferCargo):
            src, dst = ships[a.src].cargo, ships[a.dst].cargo
            bean = src.bean
            assert bean is not None
            gain = value(bean, src.count + dst.count) - src.value - dst.value
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    def _homecoming_step(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        """10.5: bring a loaded ship home when a field of its bean must be harvested soon
        (the front hand card needs that field, or the game is about to end, when only ships
        at home take part in the last loading) and loading the field onto the cargo pays
        more than selling both apart."""
        me = self.me(v)
        per_round = v.players * (v.reveal_count + v.draw_count)
        near_end = v.exhaustions == v.end_exhaustions - 1 and v.draw_size < 2 * per_round
        farm = Farm.of(me.fields)
        front_clashes = bool(me.hand) and farm.match(me.hand[0].bean) is None and (
            farm.empty() is None)
        to_harvest = farm.best_harvest() if front_clashes else None
        for ship in me.ships:
            bean, c = ship.cargo.bean, ship.cargo.count
            if ship.id == "pirate" or bean is None:
                continue
            home = f"home:{ship.id}" in self.memory.tried
            a = act.sail(ship.id, "home", 0)
            if not home and a not in legal:
                continue
            for i, f in enumerate(me.fields):
                if f.bean != bean or not (near_end or i == to_harvest or home):
                    continue
                if value(bean, c + f.count) - value(bean, c) <= value(bean, f.count):
                    continue
                if not home:
                    self.memory.tried.add(f"home:{ship.id}")  # it stays home this turn
                    return a
                load = act.harvest(i, ship.id)  # back home: load the field at once
                if load in legal:
                    return load
        return None

    def _sail_step(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        sails = self.of_kind(legal, act.Sail)
        if not sails:
            return None
        ships = {s.id: s for s in self.me(v).ships}
        rows = {r.harbour: r for r in v.rows}
        best, best_gain = None, -1
        for a in sails:
            if f"home:{a.ship}" in self.memory.tried:
                continue
            cargo = ships[a.ship].cargo
            row = rows.get(a.to)
            if row is None or not row.beans or a.extra != row.front_run - 1:
                continue
            bean = row.beans[0]
            loaded = row.front_run
            gain = step_gain(bean, cargo.count, loaded)
            worth_it = gain > 0 or (cargo.count == 0 and loaded >= 2)
            if worth_it and gain > best_gain:
                best, best_gain = a, gain
        if best is not None:
            return best
        for a in sails:
            ship = ships[a.ship]
            if a.to == "home" and ship.cargo.count == 0 and ship.location != "home":
                return a
        return None

    def _sell_step(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        """Sell a cargo worth 4, the pirate's loot, or a home cargo near the end (raids)."""
        per_round = v.players * (v.reveal_count + v.draw_count)
        near_end = v.exhaustions == v.end_exhaustions - 1 and v.draw_size < 2 * per_round
        for a in self.of_kind(legal, act.SellCargo):
            ship = next(s for s in self.me(v).ships if s.id == a.ship)
            if ship.cargo.value >= 4 or ship.id == "pirate":
                return a
            if near_end and ship.location == "home":
                return a
        return None

    # -- trading as the active player ---------------------------------------------------

    def _review(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        assert v.trade is not None
        confirms = self.of_kind(legal, act.Confirm)
        p = v.trade.proposal
        if self.memory.confirmed and p.kind == "open_call":
            return act.CLOSE_REVIEW
        if p.kind in ("table", "direct") and p.from_seat == self.seat:
            # 10.3 items 2 and 3: the bot asked the table (or one seat) to take these cards
            # (for nothing or for one bean it wants), so it confirms the first acceptor in
            # seat order. Scoring the cards it gives away would turn down its own offer.
            status = {r.seat: r.status for r in v.trade.responses}
            accepted = [a for a in confirms if status.get(a.partner) == "accepted"]
            if accepted:
                self.memory.confirmed += 1
                return min(accepted, key=lambda a: (a.partner - v.turn_player) % v.players)
        best, best_score = None, 0.0
        for a in confirms:
            r = next(r for r in v.trade.responses if r.seat == a.partner)
            score = self.review_score(v, r)
            if score > best_score:
                best, best_score = a, score
        if best is not None:
            self.memory.confirmed += 1
            return best
        back = self.counter_back(v, legal)
        return back if back is not None else act.CLOSE_REVIEW

    def counter_back(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        """A counter (or offer) gives cards the bot wants but asks too much: answer once
        per turn with new terms, the bot's clashing face-up cards for the offered beans."""
        assert v.trade is not None
        if "counter_back" in self.memory.tried:
            return None
        me = self.me(v)
        farm = Farm.of(me.fields)
        clash = [c.cid for c in v.face_up if farm.match(c.bean) is None]
        if farm.empty() is not None:
            clash = clash[1:]
        if not clash:
            return None
        for r in v.trade.responses:
            if r.status not in ("countered", "offered") or r.offer is None:
                continue
            got = [g.bean for g in r.offer.give]
            if not got or act.counter_back(r.seat) not in legal:
                continue
            if sum(card_worth(Farm.of(me.fields), b, self.hand_beans(v)) for b in got) > 0:
                self.memory.tried.add("counter_back")
                want: dict[str, int] = {}
                for b in got:
                    want[b] = want.get(b, 0) + 1
                return self.open_draft(act.counter_back(r.seat), clash[:1], want)
        return None

    def review_score(self, v: BohnanzaView, r: Any) -> float:
        me = self.me(v)
        farm = Farm.of(me.fields)
        hand = self.hand_beans(v)
        if r.status == "accepted":
            got = list(r.beans)
            given = v.trade.proposal.give if v.trade else []
            face = [g.bean for g in given if g.source == "face_up"]
            from_hand = [g.bean for g in given if g.source == "hand"]
        else:
            got = [g.bean for g in r.offer.give]
            face, from_hand = self.choose_payment(v, dict(r.offer.want))
        loss = 0.0
        for b in face:
            loss += card_worth(Farm.of(me.fields), b, hand)
        for b in from_hand:
            loss += keep_worth(farm, b, hand.index(b) if b in hand else 5)
        gain = sum(card_worth(farm, b, hand) for b in got)
        return gain - loss

    def choose_payment(self, v: BohnanzaView, want: dict[str, int]) -> tuple[list[str], list[str]]:
        """Beans A would pay a ``want`` with: face-up copies first, then hand copies."""
        face, hand = [], []
        for bean, n in want.items():
            fu = [c for c in v.face_up if c.bean == bean][:n]
            face += [c.bean for c in fu]
            hand += [bean] * (n - len(fu))
        return face, hand

    # -- answering ------------------------------------------------------------------------

    def _respond(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        assert v.trade is not None
        p = v.trade.proposal
        me = self.me(v)
        farm = Farm.of(me.fields)
        if p.kind == "open_call":
            clashes = bool(me.hand) and farm.match(me.hand[0].bean) is None
            if act.OFFER in legal and clashes and (farm.empty() is None or len(me.hand) > 1):
                wanted = [c.bean for c in v.face_up if farm.match(c.bean) is not None]
                want = {wanted[0]: 1} if wanted else {}
                self.plan = ([me.hand[0].cid], want)
                return act.OFFER
            return act.PASS
        if act.ACCEPT in legal and self.accept_score(v) >= ACCEPT_AT:
            return act.ACCEPT
        counter = self.counter(v, legal)
        return counter if counter is not None else act.DECLINE

    def counter(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        """A counter-offer instead of a decline (once per turn): when the bot cannot or
        will not pay what A asks but wants A's cards, it offers its clashing front card
        for them. (Spec 10.4 suggests never countering; one short counter per turn keeps
        bot negotiations short and gives A a second chance at a trade.)"""
        assert v.trade is not None
        p = v.trade.proposal
        me = self.me(v)
        if act.COUNTER not in legal or "counter" in self.memory.tried or not me.hand:
            return None
        if p.kind not in ("direct", "table") or not p.give:
            return None
        farm = Farm.of(me.fields)
        front = me.hand[0]
        if farm.match(front.bean) is not None or farm.empty() is not None:
            return None  # the front card is no burden: nothing to offer
        hand = self.hand_beans(v)
        if sum(card_worth(Farm.of(me.fields), g.bean, hand) for g in p.give) <= 0:
            return None
        self.memory.tried.add("counter")
        want: dict[str, int] = {}
        for g in p.give:
            want[g.bean] = want.get(g.bean, 0) + 1
        self.plan = ([front.cid], want)
        return act.COUNTER

    def accept_score(self, v: BohnanzaView) -> float:
        assert v.trade is not None
        p = v.trade.proposal
        me = self.me(v)
        farm = Farm.of(me.fields)
        hand = self.hand_beans(v)
        gain = sum(card_worth(farm, g.bean, hand) for g in p.give)
        keep = Farm.of(me.fields)
        loss = 0.0
        for c in self.copies_to_give(v, p.want):
            loss += keep_worth(keep, c.bean, [x.cid for x in me.hand].index(c.cid))
        score = gain - loss
        leader = max(s.coins for s in v.seats if s.seat != v.turn_player)
        if v.seats[v.turn_player].coins >= leader + 5:
            score -= 0.5
        return score

    def copies_to_give(self, v: BohnanzaView, want: dict[str, int]) -> list[CardView]:
        """10.4: give the frontmost copy if it clashes, else the rearmost copies."""
        me = self.me(v)
        farm = Farm.of(me.fields)
        out: list[CardView] = []
        for bean, n in want.items():
            copies = [c for c in me.hand if c.bean == bean]
            if copies and farm.match(bean) is None:
                out += copies[:n]
            else:
                out += copies[::-1][:n]
        return out

    def _raid_answer(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        assert v.raid is not None
        ship_id = v.raid[1]
        ship = next(s for s in self.me(v).ships if s.id == ship_id)
        cargo = ship.cargo
        if act.RAID_SELL in legal and cargo.bean is not None:
            far = cargo.next_need is None or cargo.next_need - cargo.count >= 3
            if cargo.value >= 2 or (cargo.value == 1 and far):
                return act.RAID_SELL
        return act.RAID_SURRENDER

    # -- planting pending cards and the end --------------------------------------------

    def _plant_received(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        options = self.of_kind(legal, act.PlantPending)
        me = self.me(v)
        farm = Farm.of(me.fields)
        beans = {c.cid: c.bean for c in [*v.face_up, *me.received]}
        for a in options:
            if farm.match(beans[a.cid]) == a.field:
                return a
        for a in options:
            if me.fields[a.field].bean is None:
                return a
        room = self.room_action(v, legal)
        return room if room is not None else (options[0] if options else None)

    def _final_window(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        """Apply the single load or cargo move that raises the final value most."""
        me = self.me(v)
        ships = {s.id: s for s in me.ships}
        best: Action | None = None
        best_gain = 0
        for a in self.of_kind(legal, act.Harvest):
            f = me.fields[a.field]
            cargo = ships[a.dest].cargo
            assert f.bean is not None
            gain = value(f.bean, f.count + cargo.count) - f.value - cargo.value
            if gain > best_gain:
                best, best_gain = a, gain
        transfer = self.best_transfer(v, legal)
        if transfer is not None:
            src, dst = ships[transfer.src].cargo, ships[transfer.dst].cargo
            assert src.bean is not None
            gain = value(src.bean, src.count + dst.count) - src.value - dst.value
            if gain > best_gain:
                best = transfer
        return best or act.DONE_FINAL

    # -- drafts and picks ----------------------------------------------------------------

    def _draft_step(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        assert v.draft is not None
        if self.plan is None:
            return act.DRAFT_CANCEL
        give, want = self.plan
        current = [c.cid for c in v.draft.give]
        for cid in give:
            if cid not in current:
                return act.draft_give(cid)
        for cid in current:
            if cid not in give:
                return act.draft_give(cid)
        for bean, n in want.items():
            have = v.draft.want.get(bean, 0)
            if have != n:
                return act.draft_want(bean, 1 if have < n else -1)
        for bean in v.draft.want:
            if bean not in want:
                return act.draft_want(bean, -1)
        self.plan = None
        return act.DRAFT_SEND if act.DRAFT_SEND in legal else act.DRAFT_CANCEL

    def _pick(self, v: BohnanzaView, legal: list[Action]) -> Action | None:
        picks = self.of_kind(legal, act.PickCard)
        if not picks:
            return act.DRAFT_CANCEL
        me = self.me(v)
        farm = Farm.of(me.fields)
        position = {c.cid: i for i, c in enumerate(me.hand)}
        face_up = {c.cid for c in v.face_up}

        def cost(a: Any) -> float:
            if a.cid in face_up:
                return -10.0
            bean = next(c.bean for c in me.hand if c.cid == a.cid)
            return keep_worth(farm, bean, position[a.cid]) - position[a.cid] * 0.01

        return min(picks, key=cost)
