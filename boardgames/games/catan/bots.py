"""The greedy bot (spec section 10): no search, it scores the legal answers of each
decision with simple heuristics and takes the best. It sees only its own view, so it acts
on the chips it has looked at and treats the others with the public class odds (7.4)."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, TypeVar, cast

from boardgames.core.rules import Action
from boardgames.core.search import lead
from boardgames.games.catan import actions as A
from boardgames.games.catan import legal as L
from boardgames.games.catan import scoring
from boardgames.games.catan.board import PIPS, RESOURCES, board
from boardgames.games.catan.data import data
from boardgames.games.catan.state import EMPTY, Player, State, chip_class
from boardgames.games.catan.view import UNSEEN, chip_odds

WEIGHT = {"grain": 1.1, "ore": 1.1, "wood": 1.0, "brick": 1.0, "wool": 0.8, "gold": 1.3}
CLASS_COST = {"I": 0.0, "II": 2.0, "III": 2.6}
FATHER_ORDER = (
    "magellan",
    "minuit",
    "jefferson",
    "de_soto",
    "coronado",
    "revere",
    "stuyvesant",
    "de_witt",
    "pocahontas",
    "fugger",
    "washington",
    "la_salle",
)
MAX_MAIN_ACTIONS = 30
START_MARGIN = 1.0  # start crossings scoring this close to the best count as ties
PACIFIC_ROAD = 15.0  # the Pacific card (2 VP, R144) as a road target, before road costs
PACIFIC_DEPTH = 12  # roads searched towards a Pacific crossing
SHIP_FOUND = 6.0  # a ship-founded settlement is free (R116): the cards it saves
SHIP_WORTH = 4.0  # the least score of a coast worth sailing to
SHIP_STEP = 2.5  # one ship move: wood + wool
OFFER_MEMORY = 3  # own turns during which an offer nobody took is not made again
# the expert's estimate: victory points worth one resource per roll, a card in hand and a
# development card (a settlement costs 4 cards for 1 point and about 1/3 resource per roll)
INCOME_VP = 1.5
CARD_VP = 0.2
DEV_VP = 0.4


ByKind = dict[str, list[Action]]  # the legal actions by kind
ShipTarget = tuple[float, int, int, int]  # score, moves, crossing, first hex
T = TypeVar("T", bound=Action)


@cache
def _kind_of(cls: type[Action]) -> str:
    return str(cls.model_fields["kind"].default)


def of(by_kind: ByKind, cls: type[T]) -> list[T]:
    """The legal actions of the kind of ``cls``."""
    return cast(list[T], by_kind.get(_kind_of(cls), []))


def pips(h: int) -> int:
    return PIPS.get(board().numbers.get(h) or 0, 0)


@cache
def _road_distance(a: int, b: int) -> int:
    """Roads between two crossings on the empty board (9 when more than 8)."""
    bd = board()
    dist = {a: 0}
    queue = deque([a])
    while queue:
        x = queue.popleft()
        if x == b:
            return dist[x]
        if dist[x] >= 8:
            continue
        for e in bd.crossing_edges[x]:
            y = bd.other_end(e, x)
            if y not in dist:
                dist[y] = dist[x] + 1
                queue.append(y)
    return 9


def income(state: State, seat: int) -> float:
    """The resources ``seat``'s buildings yield per roll on average (weighted like the
    greedy bot weighs them): fields without rights, and chip fields it holds rights to."""
    bd = board()
    total = 0.0
    for h, item in bd.yields.items():
        if item is None or h == state.robber:
            continue
        if h in state.chips and (state.chips[h] is not None or seat not in state.holders[h]):
            continue
        total += pips(h) * WEIGHT[item] * L.units_at(state, seat, h)
    return total / 36


def worth(state: State, seat: int) -> float:
    """``seat``'s victory points with its means of getting more: its income per roll, the
    cards in hand and the development cards that are not victory points."""
    p = state.players[seat]
    cards = sum(p.hand.values()) + p.gold
    devs = sum(1 for c in p.dev if c.type != "victory_point")
    means = INCOME_VP * income(state, seat) + CARD_VP * cards + DEV_VP * devs
    return scoring.vp(state, seat) + means


def estimate(rules: Any, state: State, seat: int) -> float:
    """The expert's judgement of a cut-off rollout (core/search.py): ``seat``'s ``worth``
    over the best other seat's, in victory points."""
    worths = [worth(state, i) for i in range(len(state.players))]
    return lead(worths, seat)


class GreedyBot:
    needs_view = True
    # the expert's tuning (core/search.py Settings): rollout actions, points per unit of value
    search = {"cap": 30, "scale": 2.0, "prior": 0.03}
    search_estimate = staticmethod(estimate)

    @staticmethod
    def search_skip(v: State) -> bool:
        """The start placements: rollouts that end in the first turns see no difference
        in points between them, so the greedy site values decide."""
        return v.turn == 0

    def __init__(self, rules: Any, seat: int) -> None:
        self.seat = seat
        self.turn = -1
        self.actions = 0
        self.offered = False
        self.draft: tuple[str, str, int | None] | None = None  # give, want, to (None: all)
        # Offers sent this turn and not yet answered by all: (give, want, recipients).
        self.sent: tuple[str, str, tuple[int, ...]] | None = None
        self.declined: set[tuple[int, str, str]] = set()  # (seat, give, want) this turn
        self.own_turns = 0  # own turns seen so far
        self.refused: dict[tuple[str, str], int] = {}  # (give, want) -> own turn nobody took it

    # -- entry ---------------------------------------------------------------------------

    def choose(self, view: State, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.turn != self.turn:
            self.turn, self.actions, self.offered = view.turn, 0, False
            self.sent, self.declined = None, set()
            if view.turn_seat == self.seat:
                self.own_turns += 1
        if self.sent is not None and view.trade is None:  # nobody accepted
            give, want, to = self.sent
            self.declined |= {(s, give, want) for s in to}
            self.refused[(give, want)] = self.own_turns
            self.sent = None
        phase = view.phase
        handler = getattr(self, f"_{phase}", None)
        choice = handler(view, legal, rng) if handler else None
        if phase == "main":
            self.actions += 1
        if choice is None or choice not in legal:
            choice = self._fallback(legal, rng)
        return choice

    def _fallback(self, legal: list[Action], rng: random.Random) -> Action:
        for kind in ("end_turn", "done", "roll", "decline", "stop", "refuse", "cancel_trade"):
            for a in legal:
                if a.kind == kind:
                    return a
        return rng.choice(legal)

    # -- valuation -----------------------------------------------------------------------

    def chip_value(self, v: State, h: int) -> float:
        """Spec 10.1: VP worth of a chip field's chip minus its expected cost."""
        me = v.players[self.seat]
        chip = v.chips.get(h)
        if chip is None:
            return 0.0
        if chip == UNSEEN:
            odds = chip_odds(v)
            return sum(p * self._class_value(me, k) for k, p in odds.items())
        return self._class_value(me, chip_class(chip))

    def _class_value(self, me: Player, klass: str) -> float:
        cost = CLASS_COST[klass]
        if klass == "III" and me.knights:
            cost = 0.0
        if klass != "I" and L.has(me, "pocahontas"):
            cost = 0.0 if klass == "II" else min(cost, 2.0)
        return 3 * scoring.chip_vp(klass) - cost

    def field_value(self, v: State, h: int) -> float:
        """What one more building at field h is worth to the bot."""
        bd = board()
        item = bd.yields.get(h)
        if item is None:
            return 0.0
        income = pips(h) * WEIGHT[item]
        if h not in v.chips:  # gold river: no rights needed
            return income
        chip = v.chips[h]
        if chip is not None:
            if chip == UNSEEN:
                return income * 0.6 + self.chip_value(v, h) * 0.5
            klass = chip_class(chip)
            usable = 1.0 if klass != "III" or self._can_pay_iii(v) else 0.5
            return income * usable + self.chip_value(v, h)
        holders = v.holders[h]
        if self.seat in holders:
            return income
        if len(holders) >= 3:
            return 0.0
        price = bd.value[h] or 0
        return max(0.0, income - 0.3 * price)

    def _can_pay_iii(self, v: State) -> bool:
        me = v.players[self.seat]
        return bool(me.knights) or L.has(me, "minuit") or L.has(me, "pocahontas")

    def crossing_value(self, v: State, c: int) -> float:
        bd = board()
        score = sum(self.field_value(v, h) for h in bd.crossing_land[c])
        if c in bd.gold_crossings:
            mine = L.gold_count(v, self.seat) + 1
            holder = v.gold_rush
            if holder is None or holder == self.seat or mine > L.gold_count(v, holder):
                score += 6
        if c in bd.pacific and v.pacific is None:
            score += 2
        return score

    def need(self, v: State) -> dict[str, int]:
        """The resources still missing for the bot's next plan (city, settlement, road)."""
        cost = self.plan_cost(v)
        hand = v.players[self.seat].hand
        return {r: k - hand[r] for r, k in cost.items() if k > hand[r]}

    def plan_cost(self, v: State) -> dict[str, int]:
        me = v.players[self.seat]
        settled = any(v.building[c] == self.seat and not v.city[c] for c in board().crossings)
        if settled and me.cities_left:
            return dict(L.cost("city"))
        if me.settlements_left and self._settle_spots(v):
            return L.settlement_cost(me, None)
        if me.roads_left:
            return dict(L.cost("road"))
        return dict(L.cost("development_card"))

    def surplus(self, v: State) -> dict[str, int]:
        cost = self.plan_cost(v)
        hand = v.players[self.seat].hand
        return {r: hand[r] - cost.get(r, 0) for r in RESOURCES if hand[r] > cost.get(r, 0)}

    def _settle_spots(self, v: State) -> list[int]:
        return [
            c for c in board().crossings if L.road_end_at(v, self.seat, c) and L.distance_ok(v, c)
        ]

    def vp(self, v: State) -> int:
        return scoring.vp(v, self.seat)

    # -- setup ---------------------------------------------------------------------------

    def _setup_settlement(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        """Spec 10.2 from the view: the start fields (pips x weight x the chance they can be
        used at once) plus the room to grow, i.e. the best free crossings two or three roads
        away that no opponent's start settlement contests. Options within START_MARGIN of
        the best count as ties, broken with the seeded rng, so the openings vary."""
        scored = [(self.start_value(v, a.crossing), a) for a in legal
                  if isinstance(a, A.SetupSettlement)]
        if not scored:
            return legal[0]
        top = max(s for s, _ in scored)
        return rng.choice([a for s, a in scored if s >= top - START_MARGIN])

    def _start_usable(self, v: State, h: int) -> float:
        """P(a field at a start settlement can be used at once), spec 10.2."""
        bd = board()
        if h not in v.chips:
            return 1.0  # gold river: no rights needed
        chip = v.chips.get(h)
        if chip is None:  # taken: buy in with the start gold if the price allows
            return 1.0 if (bd.value[h] or 9) <= v.players[self.seat].gold else 0.3
        if chip != UNSEEN:
            if chip_class(chip) != "I":
                return 0.5
            # A fixed-I field next to a rival's start settlement: he acquires it first in
            # the setup acquisition (S11); the bot can only buy in.
            rival = any(v.building[c] not in (EMPTY, self.seat) for c in bd.hex_corners[h])
            return 0.6 if rival else 1.0
        return chip_odds(v).get("I", 0.2) + 0.3

    def _site(self, v: State, c: int) -> float:
        bd = board()
        total = 0.0
        for h in bd.crossing_land[c]:
            item = bd.yields.get(h)
            if item:
                total += pips(h) * WEIGHT[item] * self._start_usable(v, h)
        return total

    def start_value(self, v: State, c: int) -> float:
        bd = board()
        score = self._site(v, c)
        if c in bd.ship_crossings.get(bd.ship_start, ()):
            score += 1.0
        rivals = [x for x in bd.crossings if v.building[x] not in (EMPTY, self.seat)]
        dist = {c: 0}
        queue = deque([c])
        room: list[float] = []
        while queue:
            x = queue.popleft()
            d = dist[x]
            if d >= 2 and L.distance_ok(v, x):
                near = min((_road_distance(x, r) for r in rivals), default=9)
                contest = 0.5 if near <= 2 else 1.0
                room.append(self._site(v, x) * contest * (1.0 if d == 2 else 0.7))
            if d >= 3:
                continue
            for e in bd.crossing_edges[x]:
                y = bd.other_end(e, x)
                if y not in dist and v.building[y] == EMPTY:
                    dist[y] = d + 1
                    queue.append(y)
        room.sort(reverse=True)
        return score + sum(w * r for w, r in zip((0.6, 0.3), room, strict=False))

    def _setup_road(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        bd = board()
        me = v.players[self.seat]

        def score(a: A.SetupRoad) -> float:
            far = bd.other_end(a.edge, v.setup_crossing)
            unseen = [h for h in bd.crossing_land[far] if self._unknown(v, me, h)]
            west = -bd.crossing_x[far] / 100
            return len(unseen) + west

        return self._best(legal, score, rng)

    @staticmethod
    def _unknown(v: State, me: Player, h: int) -> bool:
        """A chip still lies at h and the bot does not know it (fixed-I chips are known to
        everyone, R70, though they are not in ``seen``)."""
        return v.chips.get(h) is not None and not L.knows(me, h)

    def _setup_acquire(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        for a in legal:
            if isinstance(a, A.Acquire) and self._want_chip(v, a, setup=True):
                return a
        for a in legal:
            if isinstance(a, A.BuyRights) and a.payment == "gold":
                price = board().value[a.hex] or 9
                if price <= 4 and pips(a.hex) >= 3:
                    return a
        return A.Done()

    # -- rights --------------------------------------------------------------------------

    def _want_chip(self, v: State, a: A.Acquire, setup: bool = False) -> bool:
        chip = v.chips[a.hex]
        if chip is None or chip == UNSEEN:
            return False
        klass = chip_class(chip)
        if a.payment == "cards":
            spare = self.surplus(v)
            if any(spare.get(r, 0) < a.cards.count(r) for r in set(a.cards)) and not setup:
                return klass != "II" or self.vp(v) >= v.target - 4
        if klass == "I":
            return True
        if klass == "II":
            return pips(a.hex) >= (3 if setup else 2) or self.vp(v) >= v.target - 4
        return True

    def _pay_order(self, a: A.Acquire) -> int:
        return {"none": 0, "knight": 1, "cards": 2}[a.payment]

    # -- turn ----------------------------------------------------------------------------

    def _pre_roll(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        if any(a.kind == "play_knight" for a in legal) and self._robber_hurts(v):
            return A.PlayKnight()
        return A.Roll()

    def _robber_hurts(self, v: State) -> bool:
        return self._producers(v, v.robber).get(self.seat, 0) > 0

    def _producers(self, v: State, h: int) -> dict[int, int]:
        """Seat -> production units at hex h (right holders, or builders at a gold river)."""
        bd = board()
        if bd.yields.get(h) is None:
            return {}
        if h in v.chips:
            if v.chips[h] is not None:
                return {}
            seats = v.holders[h]
        else:
            seats = [v.building[c] for c in bd.hex_corners[h] if v.building[c] != EMPTY]
        return {s: L.units_at(v, s, h) for s in set(seats)}

    def _discard(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        cost = self.plan_cost(v)
        hand = v.players[self.seat].hand

        def score(a: A.Discard) -> float:
            return hand[a.resource] - cost.get(a.resource, 0) - WEIGHT[a.resource] / 10

        return self._best(legal, score, rng)

    def _move_robber(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        def score(a: A.MoveRobber) -> float:
            total = 0.0
            for s, units in self._producers(v, a.hex).items():
                weight = units * pips(a.hex)
                if s == self.seat:
                    total -= 2 * weight
                else:
                    total += weight * (1 + scoring.vp(v, s, hidden=False) / 10)
            return total

        return self._best(legal, score, rng)

    def _choose_victim(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        def score(a: A.ChooseVictim) -> float:
            p = v.players[a.target]
            return scoring.vp(v, a.target, hidden=False) * 100 + p.card_count

        return self._best(legal, score, rng)

    # -- main phase ----------------------------------------------------------------------

    def _main(self, v: State, legal: list[Action], rng: random.Random) -> Action | None:
        if self.actions >= MAX_MAIN_ACTIONS:
            return A.EndTurn()
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        for step in (
            self._win_now,
            self._acquire,
            self._buy_rights,
            self._city,
            self._settlement,
            self._ship,
            self._road,
            self._dev_card,
            self._fathers,
            self._bank_trade,
            self._offer,
        ):
            choice = step(v, by_kind, rng)
            if choice is not None:
                return choice
        return A.EndTurn()

    def _win_now(self, v: State, by_kind: ByKind, rng: random.Random) -> Action | None:
        gap = v.target - self.vp(v)
        if gap > 3:
            return None
        for kind in ("build_city", "build_settlement", "build_free_settlement", "found_by_ship"):
            if gap <= 1 and by_kind.get(kind):
                return by_kind[kind][0]
        for a in of(by_kind, A.Acquire):
            chip = v.chips[a.hex]
            if chip not in (None, UNSEEN) and scoring.chip_vp(chip_class(chip)) >= gap:
                return a
        return None

    def _acquire(self, v: State, by_kind: ByKind, rng: random.Random) -> Action | None:
        options = sorted(
            (a for a in of(by_kind, A.Acquire) if self._want_chip(v, a)),
            key=lambda a: (-scoring.chip_vp(chip_class(v.chips[a.hex] or "")), self._pay_order(a)),
        )
        if options:
            return options[0]
        me = v.players[self.seat]
        # Spec 10.4: Revere when the stack is empty or costs no less than his 2 gold (so
        # not with Washington); it also takes the knight from a rival.
        if by_kind.get("revere") and not me.knights and self._known_iii(v) and (
                not by_kind.get("buy_knight")
                or L.knight_price(me) >= data().knights.revere_price_gold):
            targets = of(by_kind, A.Revere)
            return max(targets, key=lambda a: v.players[a.target].knights)
        if by_kind.get("buy_knight") and not me.knights and self._known_iii(v):
            return of(by_kind, A.BuyKnight)[0]
        # R94(b): a knight to chase the robber off one of the bot's fields next turn,
        # when the gold is there beyond the price.
        if (by_kind.get("buy_knight") and not me.knights and self._robber_hurts(v)
                and me.gold >= L.knight_price(me) + 2 and v.settings.knights_move_robber):
            return of(by_kind, A.BuyKnight)[0]
        return None

    def _known_iii(self, v: State) -> bool:
        bd = board()
        for c in bd.crossings:
            if v.building[c] != self.seat:
                continue
            for h in bd.crossing_land[c]:
                chip = v.chips.get(h)
                if chip not in (None, UNSEEN) and chip_class(chip) == "III":
                    return True
        return False

    def _buy_rights(self, v: State, by_kind: ByKind, rng: random.Random) -> Action | None:
        me = v.players[self.seat]
        for a in of(by_kind, A.BuyRights):
            price = board().value[a.hex] or 0
            gold_mountain = board().yields[a.hex] == "gold"
            if a.payment == "gold":
                if (pips(a.hex) >= 3 and me.gold >= price + 1) or (gold_mountain and me.gold >= 6):
                    return a
            elif pips(a.hex) >= 3 and me.gold < price and me.cards() >= price + 4:
                return a
        return None

    def _city(self, v: State, by_kind: ByKind, rng: random.Random) -> Action | None:
        cities = of(by_kind, A.BuildCity)
        if not cities:
            return None
        return self._best(cities, lambda a: self._crossing_income(v, a.crossing), rng)

    def _crossing_income(self, v: State, c: int) -> float:
        total = 0.0
        for h in board().crossing_land[c]:
            if self.seat in self._producers(v, h) or (h not in v.chips and board().yields.get(h)):
                total += pips(h) * WEIGHT[board().yields[h]]  # type: ignore[index]
        return total

    def _settlement(self, v: State, by_kind: ByKind, rng: random.Random) -> Action | None:
        options = of(by_kind, A.BuildSettlement) + of(by_kind, A.BuildFreeSettlement)
        if not options:
            return None
        hand = v.players[self.seat].hand

        def score(a: Action) -> float:
            s = self.crossing_value(v, a.crossing)  # type: ignore[attr-defined]
            if a.kind == "build_free_settlement":
                s += 0.5
            omit = getattr(a, "omit", None)
            if omit:
                s += hand[omit] * 0.01
            return s

        best = max(options, key=score)
        if best.kind == "build_free_settlement" and score(best) < 4 and len(options) > 1:
            paid = [a for a in options if a.kind == "build_settlement"]
            if paid:
                return max(paid, key=score)
        return best

    def _road_target(self, v: State, pacific_only: bool = False
                     ) -> tuple[float, int, bool] | None:
        """(score, first edge, whether it is for the Pacific card) of the best road towards
        a good crossing (BFS, 6 roads) or, while the Pacific card is free, towards a Pacific
        crossing (up to 12 roads); the score falls by 1 per road needed. With
        ``pacific_only``, only the roads towards the Pacific card count."""
        bd = board()
        me = v.players[self.seat]
        pacific_open = bool(me.roads_left) and v.pacific is None
        if (not me.roads_left or not me.settlements_left) and not pacific_open:
            return None
        starts = [
            c
            for c in bd.crossings
            if v.building[c] == self.seat
            or (v.building[c] == EMPTY and L.road_end_at(v, self.seat, c))
        ]
        first: dict[int, int | None] = {c: None for c in starts}
        origin = {c: c for c in starts}
        dist = {c: 0 for c in starts}
        queue = deque(starts)
        best: tuple[float, int, bool] | None = None
        depth = PACIFIC_DEPTH if pacific_open else 6
        while queue:
            c = queue.popleft()
            d = dist[c]
            if d and first[c] is not None:
                score = 0.0
                if d <= 6 and not pacific_only and L.distance_ok(v, c) and me.settlements_left:
                    score = self.crossing_value(v, c)
                # R144: a road ending on a Pacific crossing, or starting at one's own
                # (ship-founded) settlement there, takes the card
                o = origin[c]
                pacific = pacific_open and (c in bd.pacific or (
                    d == 1 and o in bd.pacific and v.building[o] == self.seat))
                if pacific and score < PACIFIC_ROAD:
                    score = PACIFIC_ROAD
                else:
                    pacific = False
                if score > 0 and (best is None or score - d > best[0]):
                    best = (score - d, first[c], pacific)  # type: ignore[assignment]
            if d >= depth or (d and v.building[c] not in (EMPTY, self.seat)):
                continue
            for e in bd.crossing_edges[c]:
                if v.road[e] != EMPTY:
                    continue
                nxt = bd.other_end(e, c)
                if nxt not in dist:
                    dist[nxt] = d + 1
                    first[nxt] = e if d == 0 else first[c]
                    origin[nxt] = origin[c]
                    queue.append(nxt)
        return best

    def _road(self, v: State, by_kind: ByKind, rng: random.Random) -> Action | None:
        roads = of(by_kind, A.BuildRoad)
        if not roads:
            return None
        # With a settlement spot waiting, build roads only to close in on the Pacific.
        waiting = bool(self._settle_spots(v))
        target = self._road_target(v, pacific_only=waiting)
        if target is None or (waiting and target[0] < PACIFIC_ROAD - 3):
            return None
        wanted = A.BuildRoad(edge=target[1])
        return wanted if wanted in roads else None

    def _ship(self, v: State, by_kind: ByKind, rng: random.Random) -> Action | None:
        """Spec 10.3 item 7: sail towards the ship crossing worth most after the moves
        (a free settlement, R116, plus the Pacific card when a road from it would take
        it), found there in a later turn. The step runs after the settlement step, so the
        ship moves only in turns in which no settlement is placed (R118)."""
        me = v.players[self.seat]
        if me.ship is None or not me.settlements_left:
            return None
        plan = self._ship_plan(v)
        if plan is None:
            return None
        best, here = plan
        founds = of(by_kind, A.FoundByShip)
        # Found where the ship lies unless a clearly better coast is in reach.
        if here is not None and (here[0] + SHIP_STEP >= best[0]
                                 or A.MoveShip(hex=best[3]) not in of(by_kind, A.MoveShip)):
            found = A.FoundByShip(crossing=here[2])
            if found in founds:
                return found
        move = A.MoveShip(hex=best[3])
        if best[1] > 0 and best[0] >= SHIP_WORTH and move in of(by_kind, A.MoveShip) \
                and not me.settled:
            return move
        return None

    def ship_target_value(self, v: State, c: int) -> float:
        me = v.players[self.seat]
        value = self.crossing_value(v, c) + SHIP_FOUND
        if c in board().pacific and v.pacific is None and me.roads_left:
            value += PACIFIC_ROAD - 2  # one road from the new settlement takes the card
        return value

    def _ship_plan(self, v: State) -> tuple[ShipTarget, ShipTarget | None] | None:
        """The best ship crossing in reach and the best one at the ship's hex, each as
        (score, moves, crossing, first hex)."""
        bd = board()
        me = v.players[self.seat]
        assert me.ship is not None
        adj: dict[int, list[int]] = {h: list(ns) for h, ns in bd.ship_adj.items()}
        if L.has(me, "magellan"):
            a, b = bd.magellan_link
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
        if me.ship_link_to is not None:  # on the link: it must go on (R113)
            here, first = me.ship_link_to, me.ship_link_to
            dist = {here: 1}
            firsts = {here: first}
        else:
            here = me.ship
            dist = {here: 0}
            firsts = {here: here}
        queue = deque([here])
        best: ShipTarget | None = None
        here_best: ShipTarget | None = None
        while queue:
            h = queue.popleft()
            k = dist[h]
            for c in bd.ship_crossings.get(h, ()):
                if v.building[c] == EMPTY and L.distance_ok(v, c):
                    score = self.ship_target_value(v, c) - SHIP_STEP * k
                    if best is None or score > best[0]:
                        best = (score, k, c, firsts[h])
                    if k == 0 and (here_best is None or score > here_best[0]):
                        here_best = (score, k, c, h)
            for nxt in adj.get(h, ()):
                if nxt not in dist:
                    dist[nxt] = k + 1
                    firsts[nxt] = nxt if k == 0 else firsts[h]
                    queue.append(nxt)
        return None if best is None else (best, here_best)

    def _dev_card(self, v: State, by_kind: ByKind, rng: random.Random) -> Action | None:
        me = v.players[self.seat]
        plays = [a for a in of(by_kind, A.PlayDevCard) if a.card != "monopoly"]
        if by_kind.get("play_dev_card") and not me.dev_played:
            for a in plays:
                if a.card == "road_building" and self._road_target(v):
                    return a
                if a.card == "year_of_plenty" and self._plenty_fits(v, a):
                    return a
            mono = [a for a in of(by_kind, A.PlayDevCard) if a.card == "monopoly"]
            if mono:
                return min(mono, key=lambda a: v.bank[a.resources[0]])
        if by_kind.get("play_knight") and self._robber_hurts(v):
            return of(by_kind, A.PlayKnight)[0]
        if by_kind.get("buy_dev_card") and self._dev_card_fits(v):
            return of(by_kind, A.BuyDevCard)[0]
        return None

    def _dev_card_fits(self, v: State) -> bool:
        """Buy a development card (5 of the 11 are a VP each, R96) when it sets the plan
        back by at most one card, when the hand is at risk from a 7, or near the end."""
        me = v.players[self.seat]
        cost = self.plan_cost(v)
        if cost == dict(L.cost("development_card")):
            return True
        if me.cards() > 7 or self.vp(v) >= v.target - 3:
            return True
        hand = dict(me.hand)
        before = sum(max(0, k - hand[r]) for r, k in cost.items())
        for r, k in L.cost("development_card").items():
            hand[r] -= k
        after = sum(max(0, k - hand[r]) for r, k in cost.items())
        return after - before <= 1

    def _plenty_fits(self, v: State, a: A.PlayDevCard) -> bool:
        missing = self.need(v)
        return bool(missing) and all(r in missing for r in a.resources)

    def _fathers(self, v: State, by_kind: ByKind, rng: random.Random) -> Action | None:
        stuy = of(by_kind, A.Stuyvesant)
        if stuy:
            hand = v.players[self.seat].hand
            missing = self.need(v)

            def score(a: A.Stuyvesant) -> float:
                return v.players[a.target].card_count * 10 + hand[a.give] - (a.give in missing) * 5

            return self._best(stuy, score, rng)
        return None

    def _bank_trade(self, v: State, by_kind: ByKind, rng: random.Random) -> Action | None:
        trades = of(by_kind, A.BankTrade)
        missing = self.need(v)
        me = v.players[self.seat]
        short = sum(missing.values())
        if not trades or not missing or (short > 2 and me.gold - self._reserve(v) < short):
            return None
        spare = self.surplus(v)
        for a in trades:
            if a.rate == "gold_for_resource" and a.get in missing and me.gold > self._reserve(v):
                return a
        for a in trades:
            if a.rate == "four_for_resource" and a.get in missing and spare.get(a.give, 0) >= 4:
                return a
        for a in trades:
            if a.rate == "fugger_two_for_gold" and spare.get(a.give, 0) >= 2:
                return a
        return None

    def _reserve(self, v: State) -> int:
        """Gold kept back for a knight when the bot knows a III chip it could take."""
        me = v.players[self.seat]
        if me.knights or not self._known_iii(v):
            return 0
        return L.knight_price(me)

    def _offer(self, v: State, by_kind: ByKind, rng: random.Random) -> Action | None:
        if self.offered or not by_kind.get("offer_trade"):
            return None
        missing = self.need(v)
        spare = self.surplus(v)
        if not missing or not spare:
            return None
        others = [s for s in range(v.n) if s != self.seat]
        if any(scoring.vp(v, s, hidden=False) >= v.target - 3 for s in others):
            return None
        # Every 1:1 pair of a surplus type (2 or more spare) for a missing one, best first
        # with a seeded jitter, skipping pairs nobody took in the last OFFER_MEMORY turns.
        pairs = [
            (spare[g] + 2 * missing[w] + rng.random(), g, w)
            for g in spare
            for w in missing
            if g != w and spare[g] >= 2
            and self.own_turns - self.refused.get((g, w), -99) > OFFER_MEMORY
        ]
        opponents = [s for s in range(v.n) if s != self.seat]
        for _, give, want in sorted(pairs, reverse=True):
            # Only to seats that could pay, as far as the bot may know (a public card
            # count above 0), and never again to a seat that declined it this turn.
            to = [s for s in opponents if v.players[s].card_count > 0
                  and (s, give, want) not in self.declined]
            if not to:
                continue
            self.offered = True
            self.draft = (give, want, None if to == opponents else max(
                to, key=lambda s: (v.players[s].card_count, -s)))
            return of(by_kind, A.OfferTrade)[0]
        return None

    # -- follow-ups ----------------------------------------------------------------------

    def _choose_father(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        """Spec 10.3 item 4: the first father of FATHER_ORDER whose condition holds for
        the bot's position; the conditional ones drop behind the rest when it fails."""
        order = {f: i for i, f in enumerate(FATHER_ORDER)}

        def rank(a: Action) -> int:
            f = a.father  # type: ignore[attr-defined]
            base = order.get(f, 99)
            return base if self._father_useful(v, f) else base + 50

        return min(legal, key=rank)

    def _father_useful(self, v: State, father: str) -> bool:
        bd = board()
        me = v.players[self.seat]
        if father == "magellan":  # ship unused and a Gulf coast still free
            return me.ship is not None and any(
                L.distance_ok(v, c) for c in bd.ship_crossings.get(bd.magellan_hex, ()))
        if father == "minuit":  # 2+ known III fields, few knights
            known_iii = sum(1 for h, chip in v.chips.items()
                            if chip not in (None, UNSEEN) and chip_class(chip) == "III")
            return known_iii >= 2 and me.knights < 2
        if father == "jefferson":  # owner of 3+ fields that others could still buy into
            owned = [h for h, hs in v.holders.items() if hs and hs[0] == self.seat and len(hs) < 3]
            return len(owned) >= 3
        if father == "coronado":  # early in the game
            return any(v.chips.get(h) == UNSEEN for h in bd.chip_fields)
        if father == "de_witt":  # gold is short
            return me.gold < 3
        return True

    def _desoto_road(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        return self._pick_road(v, [a for a in legal if isinstance(a, A.DesotoRoad)], legal, rng)

    def _rb_road(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        return self._pick_road(v, [a for a in legal if isinstance(a, A.RoadBuildingRoad)], legal,
                               rng)

    def _pick_road(self, v: State, roads: Sequence[A.DesotoRoad | A.RoadBuildingRoad],
                   legal: list[Action], rng: random.Random) -> Action:
        target = self._road_target(v)
        if target:
            for a in roads:
                if a.edge == target[1]:
                    return a
        if not roads:
            return legal[-1]
        bd = board()
        me = v.players[self.seat]

        def score(a: A.DesotoRoad | A.RoadBuildingRoad) -> float:
            return sum(1 for h in bd.edge_reach(a.edge) if self._unknown(v, me, h))

        return self._best(roads, score, rng)

    def _pick_from_bank(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        return self._best(legal, lambda a: self._pick_score(v, a.resources), rng)

    def _pick_score(self, v: State, resources: tuple[str, ...]) -> float:
        missing = dict(self.need(v))
        score = 0.0
        for r in resources:
            if missing.get(r, 0) > 0:
                missing[r] -= 1
                score += 3
            score += WEIGHT[r]
        return score

    def _stuyvesant_take(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        missing = self.need(v)
        return self._best(legal, lambda a: (a.resource in missing) * 3 + WEIGHT[a.resource], rng)

    def _dewitt_pay(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        cost = self.plan_cost(v)
        hand = v.players[self.seat].hand
        return self._best(legal, lambda a: hand[a.resource] - cost.get(a.resource, 0), rng)

    def _trade_compose(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        t = v.trade
        if self.draft is None or t is None:
            return A.CancelTrade()
        give, want, to = self.draft
        if not t.give:
            return A.AddGive(item=give)
        if not t.want:
            return A.AddWant(item=want)
        self.draft = None
        recipients = [s for s in range(v.n) if s != self.seat] if to is None else [to]
        self.sent = (give, want, tuple(recipients))
        return A.SendOffer(to=to)

    def _trade_response(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        t = v.trade
        if t is None or A.Accept() not in legal:
            return A.Refuse()
        if scoring.vp(v, v.turn_seat, hidden=False) >= v.target - 3:
            return A.Refuse()
        missing = self.need(v)
        spare = self.surplus(v)
        gets = any(item in missing for item in t.give)
        cheap = all(spare.get(item, 0) >= k for item, k in t.want.items() if item != "gold")
        gold_ok = t.want.get("gold", 0) <= max(0, v.players[self.seat].gold - 2)
        return A.Accept() if gets and cheap and gold_ok else A.Refuse()

    def _trade_confirm(self, v: State, legal: list[Action], rng: random.Random) -> Action:
        confirms = [a for a in legal if a.kind == "confirm_trade"]
        if self.sent is not None and v.trade is not None:
            give, want, _ = self.sent
            self.declined |= {(s, give, want) for s in v.trade.declined}
            if not confirms:
                self.refused[(give, want)] = self.own_turns
            self.sent = None
        return confirms[0] if confirms else A.CancelTrade()

    # -- helpers -------------------------------------------------------------------------

    def _best(self, options: Sequence[T], score: Callable[[Any], float],
              rng: random.Random) -> T:
        """The highest-scoring option; ties broken with the seeded rng."""
        scored = [(score(a), a) for a in options]
        top = max(s for s, _ in scored)
        return rng.choice([a for s, a in scored if s == top])
