"""Setting up a Neue Welt game: setup steps S2-S8 of the spec (nations, fathers, chips,
the development deck, the bank); the placement round (S9) is the first decision."""

from __future__ import annotations

import random

from boardgames.games.catan.board import board
from boardgames.games.catan.data import data
from boardgames.games.catan.state import EMPTY, Player, Settings, State, empty_hand


def new_game(names: list[str], settings: Settings, rng: random.Random) -> State:
    """Setup steps S2-S8; the placement round (S9) is the first decision."""
    d = data()
    bd = board()
    n = len(names)
    start = rng.randrange(n)
    nations = [x.id for x in d.nations]
    rng.shuffle(nations)
    father_of = {x.id: x.father for x in d.nations}
    pp = d.per_player
    players = [
        Player(
            name=name,
            nation=nations[i],
            fathers=[father_of[nations[i]]],
            hand=empty_hand(),
            gold=pp.start.gold,
            roads_left=pp.roads,
            settlements_left=pp.settlements,
            cities_left=pp.cities,
            tokens_left=pp.resource_tokens,
            ship=bd.ship_start,
        )
        for i, name in enumerate(names)
    ]
    pile = [f.id for f in d.founding_fathers if f.nation is None]
    out: list[str] = []
    for nation in nations[n:]:
        (pile if settings.unused_nation_father == "pile" else out).append(father_of[nation])
    if settings.father_pick == "draw":
        rng.shuffle(pile)
    chips = _deal_chips(rng)
    deck = [
        f"devcard-{i:02d}-{t}"
        for i, t in enumerate(t.id for t in d.development_deck.cards for _ in range(t.count))
    ]
    rng.shuffle(deck)
    gold = None if settings.gold_supply is None else settings.gold_supply - n * pp.start.gold
    order = [(start + i) % n for i in range(n)]
    return State(
        settings=settings,
        players=players,
        target=d.victory.target_vp[n],
        start_player=start,
        building=[EMPTY] * len(bd.crossing_adj),
        city=[False] * len(bd.crossing_adj),
        road=[EMPTY] * len(bd.edge_ends),
        robber=bd.robber_start,
        chips=chips,
        holders={h: [] for h in bd.chip_fields},
        bank={r.id: r.bank_count for r in d.resources},
        bank_gold=gold,
        deck=deck,
        deck_size=len(deck),
        knight_stack=d.knights.stack,
        father_pile=pile,
        fathers_out=out,
        turn_seat=start,
        active=start,
        setup_queue=order,
    )



def _deal_chips(rng: random.Random) -> dict[int, str | None]:
    """S5: class-I chips on the fixed fields, the shuffled rest on the other chip fields."""
    d = data()
    bd = board()
    fixed_class = str(d.indian_chips.fixed["class"])
    count = {k: 0 for k in d.indian_chips.counts}

    def chip(klass: str) -> str:
        count[klass] += 1
        return f"chip-{klass}-{count[klass]}"

    chips: dict[int, str | None] = {h: chip(fixed_class) for h in sorted(bd.fixed_i)}
    pool = [chip(k) for k, c in d.indian_chips.random_pool.items() for _ in range(c)]
    rng.shuffle(pool)
    chips.update(zip(bd.random_fields, pool, strict=False))
    return dict(sorted(chips.items()))

