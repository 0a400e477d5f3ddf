"""What a seat may see (spec section 7), its secrets, and pure helpers for the screen and
the bots: chip markers, chip-class odds, legal targets of a decision, rights prices."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

from boardgames.core.rules import Action
from boardgames.games.catan import legal as L
from boardgames.games.catan.board import RESOURCES, board
from boardgames.games.catan.data import data
from boardgames.games.catan.state import DevCard, State, chip_class

UNSEEN = "?"


def view(state: State, seat: int | None) -> State:
    """A redacted copy: other seats' hands and development cards, the deck, unseen chips
    (shown as "?") and a drawn pile's order are removed; sizes stay public."""
    v = state.clone()
    viewer = None if seat is None else v.players[seat]
    for i, p in enumerate(v.players):
        p.card_count = p.cards()
        p.dev_count = len(p.dev)
        if i != seat:
            p.hand = {}
            p.dev = []
    v.deck = []
    if state.settings.father_pick == "draw":
        v.father_pile = sorted(v.father_pile)
    if not (state.phase == "stuyvesant_take" and seat == state.active):
        v.stuy_options = []
    fixed = board().fixed_i
    for h, chip in v.chips.items():
        if chip is not None and h not in fixed and (viewer is None or h not in viewer.seen):
            v.chips[h] = UNSEEN
    if state.settings.hidden_numbers:
        v.unknown_numbers = {
            h
            for h, chip in state.chips.items()
            if chip is not None and (viewer is None or h not in viewer.seen)
        }
    return v


def sample_state(v: State, seat: int, rng: random.Random) -> State:
    """A full state that ``seat``'s view ``v`` cannot tell from the true one: the other
    seats' hands are dealt from the resource cards neither in the bank nor in ``seat``'s
    hand, their development cards and the deck from the cards not played and not
    ``seat``'s own, unseen chips from the chips nowhere in sight, a drawn father pile in
    a random order. Sizes stay those of the view."""
    d = data()
    s = v.clone()
    s.unknown_numbers = set()
    me = s.players[seat]
    cards = [
        r
        for r in RESOURCES
        for _ in range(d.bank.resource_cards_per_type - s.bank[r] - me.hand[r])
    ]
    rng.shuffle(cards)
    others = [i for i in range(s.n) if i != seat]
    if s.phase == "stuyvesant_take" and s.active == seat and s.stuy_target != seat:
        # the resources offered are those the target held before the gift: one of each,
        # the rest among them; then the gift, of any kind
        target = s.players[s.stuy_target]
        hand = dict.fromkeys(RESOURCES, 0)
        for r in v.stuy_options:
            cards.remove(r)
            hand[r] = 1
        held = target.card_count - 1 - len(v.stuy_options)
        fit = [c for c in cards if c in v.stuy_options][:held]
        for r in fit:
            cards.remove(r)
            hand[r] += 1
        hand[cards.pop(0)] += 1  # the gift
        target.hand = hand
        others.remove(s.stuy_target)
    # a seat that accepted the open offer held what it asks for (as far as the cards
    # unseen allow: a steal since may have taken some)
    owed = {i: s.trade.want for i in s.trade.accepted} if s.trade is not None else {}
    for i in others:
        p = s.players[i]
        hand = Counter()
        for r, k in owed.get(i, {}).items():
            for _ in range(k if r in RESOURCES else 0):
                if r in cards and hand.total() < p.card_count:
                    cards.remove(r)
                    hand[r] += 1
        rest = p.card_count - hand.total()
        hand.update(cards[:rest])
        del cards[:rest]
        p.hand = {r: hand[r] for r in RESOURCES}
    if s.phase == "stuyvesant_take" and s.active != seat:
        s.stuy_options = [r for r in RESOURCES if s.players[s.stuy_target].hand[r]]
    known = set(s.played_dev) | {c.id for c in me.dev}
    devs = [c for c in _all_dev_cards() if c not in known]
    rng.shuffle(devs)
    for i in range(s.n):
        if i != seat:
            p = s.players[i]
            p.dev = [DevCard(c, c.split("-", 2)[2]) for c in devs[: p.dev_count]]
            del devs[: p.dev_count]
    s.deck = devs
    in_sight = {c for c in s.chips.values() if c not in (None, UNSEEN)}
    in_sight.update(c for p in s.players for c in p.chips)
    chips = [c for c in _all_chips() if c not in in_sight]
    rng.shuffle(chips)
    for h, chip in s.chips.items():
        if chip == UNSEEN:
            s.chips[h] = chips.pop()
    if s.settings.father_pick == "draw":
        rng.shuffle(s.father_pile)
    return s


@cache
def _all_dev_cards() -> tuple[str, ...]:
    """The development card ids of a game (setup.new_game names them the same way)."""
    kinds = [t.id for t in data().development_deck.cards for _ in range(t.count)]
    return tuple(f"devcard-{i:02d}-{t}" for i, t in enumerate(kinds))


@cache
def _all_chips() -> tuple[str, ...]:
    return tuple(f"chip-{k}-{i + 1}" for k, n in data().indian_chips.counts.items()
                 for i in range(n))


def secrets(state: State, seat: int) -> list[str]:
    """The seat's development card ids and the ids of chips only this seat has seen."""
    out = [c.id for c in state.players[seat].dev]
    fixed = board().fixed_i
    for h, chip in state.chips.items():
        if chip is None or h in fixed:
            continue
        lookers = [s for s, p in enumerate(state.players) if h in p.seen]
        if lookers == [seat]:
            out.append(chip)
    return out


def chip_marker(v: State, hex_id: int) -> str:
    """The chip marker of a field in a view: "" (no chip or taken), "?", "I", "II", "III"."""
    chip = v.chips.get(hex_id)
    if chip is None:
        return ""
    return UNSEEN if chip == UNSEEN else chip_class(chip)


def known_chips(v: State, seat: int) -> dict[int, str]:
    """Classes of the chips still on the board that ``seat`` knows (its own view)."""
    return {h: chip_class(c) for h, c in v.chips.items() if c not in (None, UNSEEN)}


def chip_odds(v: State) -> dict[str, float]:
    """Spec 7.4: class probabilities of any chip the viewer has not seen, from the random
    pool minus the random-slot chips already taken or known to the viewer."""
    pool = Counter(data().indian_chips.random_pool)
    unseen = 0
    for h in board().random_fields:
        chip = v.chips[h]
        if chip == UNSEEN:
            unseen += 1
        elif chip is not None:
            pool[chip_class(chip)] -= 1
    for p in v.players:
        for chip in p.chips:
            # the fixed fields hold the first ids of their class (effects._deal_chips)
            if int(chip.rsplit("-", 1)[1]) > _fixed_count(chip_class(chip)):
                pool[chip_class(chip)] -= 1
    left = sum(max(0, k) for k in pool.values())
    if not unseen or not left:
        return {k: 0.0 for k in pool}
    return {k: max(0, n) / left for k, n in pool.items()}


@cache
def _fixed_count(klass: str) -> int:
    fixed = data().indian_chips.fixed
    return int(fixed["count"]) if fixed["class"] == klass else 0  # type: ignore[call-overload]


def legal_targets(legal: list[Action]) -> dict[str, set[int]]:
    """The crossings, edges and hexes the current decision can pick (for highlighting)."""
    out: dict[str, set[int]] = {"crossings": set(), "edges": set(), "hexes": set()}
    for a in legal:
        for name, key in (("crossing", "crossings"), ("edge", "edges"), ("hex", "hexes")):
            value = getattr(a, name, None)
            if isinstance(value, int):
                out[key].add(value)
    return out


def rights_price(state: State, hex_id: int) -> list[tuple[int, int]]:
    """(recipient seat, gold) of buying rights to a taken field now (R84-R86)."""
    if state.chips.get(hex_id, "") is not None or not state.holders.get(hex_id):
        return []
    return L.rights_split(state, hex_id)


def inspect_field(v: State, hex_id: int) -> dict[str, object]:
    """What the field inspector (spec 9.3) shows of a hex, from a view."""
    bd = board()
    h = bd.data.map.hexes[hex_id]
    land = hex_id in bd.land
    price = rights_price(v, hex_id)
    return {
        "id": hex_id,
        "name": h.name,
        "terrain": h.terrain,
        "number": None if hex_id in v.unknown_numbers else h.number,
        "value": h.value_zone,
        "chip": chip_marker(v, hex_id) if hex_id in v.chips else None,
        "holders": list(v.holders.get(hex_id, [])),
        "price": sum(k for _, k in price),
        "split": price,
        "buildings": [
            (c, v.building[c], v.city[c]) for c in bd.hex_corners[hex_id] if v.building[c] >= 0
        ]
        if land
        else [],
        "lookers": [s for s, p in enumerate(v.players) if hex_id in p.seen],
        "robber": v.robber == hex_id,
    }
