"""The component data of assets/data/bohnanza.json as pydantic models, and the derived
per-game configuration. Every number of the game comes from here (never from code)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from pydantic import BaseModel, ConfigDict

from boardgames.paths import data_file

MODES = ("base", "lib", "duel")
ITEMS = ("third_field", "second_ship", "pirate_ship")


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class Bean(_Model):
    id: str
    product: str
    count: int
    meter: list[int | None]
    name_de: str
    name_en: str
    name_hu: str


class Product(_Model):
    beans: list[str]
    cards: int


class OptionSpec(_Model):
    default: bool | str
    values: list[str] = []


class PlayerCounts(_Model):
    without_expansion: list[int]
    with_expansion: list[int]


class Removal(_Model):
    remove: list[str]
    cards_in_play: int


class Removals(_Model):
    without_expansion: dict[int, Removal]
    with_expansion: dict[int, Removal]


class Count(_Model):
    cards: int | list[int]


class Reveal(_Model):
    cards: int
    discard_chain: bool


class Price(_Model):
    coins: int


class ModePrices(_Model):
    third_field: dict[int, Price]
    second_ship: dict[int, Price] = {}
    pirate_ship: dict[int, Price] = {}
    paid_coins_to: str


class Prices(_Model):
    base: ModePrices
    lib: ModePrices
    duel: ModePrices


class HandDeal(_Model):
    base: dict[int, Count]
    lib: dict[int, Count]
    duel: dict[int, Count]


class Fields(_Model):
    start: int
    max: int


class Harbour(_Model):
    id: str
    name: str


class Island(_Model):
    harbours: list[Harbour]
    cards_per_row: int
    refill_cards: int
    deal_order: list[str]


class GameEnd(_Model):
    exhaustions: int


class Guards(_Model):
    max_trade_proposals_per_turn: int
    max_sailings_per_turn: int


class Checks(_Model):
    base_cards: int
    bean_expansion_cards: int
    la_isla_bohnita_cards: int


class MeterRules(_Model):
    max_coins_per_sale: int


class GameData(_Model):
    verified_lib_meters: bool
    meter_rules: MeterRules
    beans: list[Bean]
    products: dict[str, Product]
    options: dict[str, OptionSpec]
    player_counts: dict[str, PlayerCounts]
    removals: dict[str, Removals]
    fields: Fields
    hand_deal: HandDeal
    reveal: dict[str, Reveal]
    draw_count: dict[str, dict[int, Count]]
    prices: Prices
    island: Island
    game_end: GameEnd
    engine_guards: Guards
    checks: Checks

    def bean(self, bean_id: str) -> Bean:
        return _beans_by_id()[bean_id]

    def deal(self, mode: str, players: int) -> list[int]:
        cards = getattr(self.hand_deal, mode)[players].cards
        assert isinstance(cards, list)
        return cards

    def price(self, mode: str, item: str, players: int) -> int | None:
        """The price of ``item`` in ``mode``, or None when it cannot be bought there."""
        price = getattr(getattr(self.prices, mode), item).get(players)
        return None if price is None else price.coins

    def paid_coins_to(self, mode: str) -> str:
        return str(getattr(self.prices, mode).paid_coins_to)


@cache
def data() -> GameData:
    """The component data (the one loader, cached)."""
    return GameData.model_validate(json.loads(data_file("bohnanza").read_text(encoding="utf-8")))


@cache
def _beans_by_id() -> dict[str, Bean]:
    return {b.id: b for b in data().beans}


@cache
def bean_name(bean: str) -> str:
    return data().bean(bean).name_en


def meter(bean: str) -> list[int | None]:
    return _meters()[bean]


@cache
def _meters() -> dict[str, list[int | None]]:
    return {b.id: list(b.meter) for b in data().beans}


@cache
def _value_table() -> dict[str, tuple[int, ...]]:
    """value(bean, n) for n up to the bean's card count (larger n pay the same)."""
    cap = data().meter_rules.max_coins_per_sale
    table = {}
    for b in data().beans:
        row = []
        for n in range(b.count + 1):
            v = 0
            for k, need in enumerate(b.meter, start=1):
                if need is not None and need <= n and k <= cap:
                    v = k
            row.append(v)
        table[b.id] = tuple(row)
    return table


def value(bean: str, n: int) -> int:
    """Coins paid for ``n`` beans of ``bean`` (spec 1.1)."""
    row = _value_table()[bean]
    return row[n] if n < len(row) else row[-1]


def next_step(bean: str, n: int) -> tuple[int, int] | None:
    """(beans needed, coins) of the smallest threshold above ``n``; None at the maximum."""
    for k, need in enumerate(meter(bean), start=1):
        if need is not None and need > n:
            return need, k
    return None


def unverified_beans() -> frozenset[str]:
    """Beans whose beanometers are placeholders (the UI marks them unverified)."""
    gd = data()
    if gd.verified_lib_meters:
        return frozenset()
    return frozenset(gd.products["la_isla_bohnita"].beans)


@dataclass(frozen=True)
class Config:
    """Everything that depends on mode, expansion and player count."""

    mode: str
    expansion: bool
    players: int
    cids: tuple[str, ...]
    bean_of: dict[str, str]
    deck_beans: tuple[str, ...]
    bean_counts: dict[str, int]
    hand_deal: tuple[int, ...]
    reveal: int
    discard_chain: bool
    draw: int
    prices: dict[str, int]
    paid_to: str
    trading: bool
    island: bool
    harbours: tuple[str, ...]
    row_cards: int
    refill_cards: int
    start_fields: int
    max_fields: int
    end_exhaustions: int
    max_proposals: int
    max_sailings: int


def cid_name(number: int) -> str:
    """The card id as used everywhere: a distinctive string for the spec's integer id."""
    return f"c{number:03d}"


@cache
def config(mode: str, expansion: bool, players: int) -> Config:
    gd = data()
    products = ["base"]
    if expansion:
        products.append("bean_expansion")
    if mode != "base":
        products.append("la_isla_bohnita")
    removal = gd.removals[mode]
    removed = set(
        (removal.with_expansion if expansion else removal.without_expansion)[players].remove
    )
    cids: list[str] = []
    bean_of: dict[str, str] = {}
    deck: list[str] = []
    counts: dict[str, int] = {}
    for bean in gd.beans:
        if bean.product not in products or bean.id in removed:
            continue
        deck.append(bean.id)
        counts[bean.id] = bean.count
        for _ in range(bean.count):
            cid = cid_name(len(cids))
            cids.append(cid)
            bean_of[cid] = bean.id
    prices = {}
    for item in ITEMS:
        price = gd.price(mode, item, players)
        if price is not None:
            prices[item] = price
    draw = gd.draw_count[mode][players].cards
    assert isinstance(draw, int)
    return Config(
        mode=mode,
        expansion=expansion,
        players=players,
        cids=tuple(cids),
        bean_of=bean_of,
        deck_beans=tuple(deck),
        bean_counts=counts,
        hand_deal=tuple(gd.deal(mode, players)),
        reveal=gd.reveal[mode].cards,
        discard_chain=gd.reveal[mode].discard_chain,
        draw=draw,
        prices=prices,
        paid_to=gd.paid_coins_to(mode),
        trading=mode != "duel",
        island=mode != "base",
        harbours=tuple(gd.island.deal_order),
        row_cards=gd.island.cards_per_row,
        refill_cards=gd.island.refill_cards,
        start_fields=gd.fields.start,
        max_fields=gd.fields.max,
        end_exhaustions=gd.game_end.exhaustions,
        max_proposals=gd.engine_guards.max_trade_proposals_per_turn,
        max_sailings=gd.engine_guards.max_sailings_per_turn,
    )


def harbour_name(harbour: str) -> str:
    for h in data().island.harbours:
        if h.id == harbour:
            return h.name
    return harbour
