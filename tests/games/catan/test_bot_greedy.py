"""Issue 13: the greedy bot's blind spots (start crossings, Pacific, ship, development
cards, repeated offers, fixed fields), checked in constructed positions from its view."""

from __future__ import annotations

import random

from boardgames.games.catan import actions as X
from boardgames.games.catan import effects
from boardgames.games.catan.board import board
from boardgames.games.catan.bots import OFFER_MEMORY, GreedyBot
from boardgames.games.catan.rules import RULES
from tests.games.catan.helpers import (
    A,
    B,
    C,
    D,
    drop_fathers,
    father,
    game,
    give,
    main_phase,
    road,
    see,
    set_chip,
    settle,
)
from tests.games.catan.helpers import legal as legal_of


def plain(seat=A, n=4):
    state = main_phase(n, seat)
    for s in range(n):
        drop_fathers(state, s)
    return state


def choose(state, seat, bot=None, rng=None):
    bot = bot or GreedyBot(RULES, seat)
    view = RULES.view(state, seat)
    return bot.choose(view, legal_of(state, seat), rng or random.Random(0))


# -- start crossings (spec 10.2) --------------------------------------------------------


def test_first_start_crossing_varies_with_the_seeded_rng():
    state = game(4)
    picks = {choose(state, A, rng=random.Random(s)).crossing for s in range(30)}
    assert len(picks) >= 2
    assert picks <= set(board().start_crossings)


def test_start_crossing_is_reproducible_for_one_seed():
    state = game(4)
    first = [choose(state, A, rng=random.Random(7)).crossing for _ in range(3)]
    assert len(set(first)) == 1


def test_start_crossing_is_scored_from_the_view_not_a_fixed_order():
    """An opponent's start settlement next door contests the room to grow."""
    state = game(4)
    bot = GreedyBot(RULES, B)
    alone = bot.start_value(RULES.view(state, B), 43)
    settle(state, A, 59)
    crowded = bot.start_value(RULES.view(state, B), 43)
    assert crowded < alone


def test_start_choice_takes_the_best_or_a_near_tie():
    state = game(4)
    settle(state, A, 59)
    state.active = B
    bot = GreedyBot(RULES, B)
    view = RULES.view(state, B)
    values = {a.crossing: bot.start_value(view, a.crossing) for a in legal_of(state, B)}
    for s in range(10):
        pick = choose(state, B, rng=random.Random(s)).crossing
        assert values[pick] >= max(values.values()) - 1.0


# -- fixed fields are known to everyone (R70) ---------------------------------------------


def test_fixed_fields_do_not_count_as_unexplored():
    state = plain()
    bot = GreedyBot(RULES, A)
    view = RULES.view(state, A)
    me = view.players[A]
    assert not any(bot._unknown(view, me, h) for h in board().fixed_i)
    assert bot._unknown(view, me, 17)


def test_setup_road_leans_to_unseen_fields_not_fixed_ones():
    """From 43 (hexes 21, 22, both fixed I) the road to 35 touches only fixed field 21;
    the road to 42 reaches ore field 18 whose chip is unseen."""
    state = game(4)
    state.players[A].seen = set()
    settle(state, A, 43)
    state.phase, state.setup_crossing = "setup_road", 43
    pick = choose(state, A)
    far = board().other_end(pick.edge, 43)
    assert far != 35


# -- the Pacific card (R144) --------------------------------------------------------------


def test_road_goes_for_the_pacific_card():
    state = plain()
    state.players[A].ship = None
    settle(state, A, 21)  # hexes 0, 1, 4; crossing 20 next to it is a Pacific crossing
    for c in board().crossing_adj[21]:
        if c not in board().pacific:
            settle(state, B, c)  # the ways inland are closed: only the Pacific is left
    give(state, A, wood=1, brick=1)
    a = choose(state, A)
    assert a.kind == "build_road"
    assert set(board().edge_ends[a.edge]) & board().pacific


def test_no_pacific_road_once_the_card_is_taken():
    state = plain()
    state.players[A].ship = None
    settle(state, A, 21)
    for c in board().crossing_adj[21]:
        if c not in board().pacific:
            settle(state, B, c)
    state.pacific = B  # the card never moves (R144)
    give(state, A, wood=1, brick=1)
    bot = GreedyBot(RULES, A)
    target = bot._road_target(RULES.view(state, A))
    assert target is None or not target[2]
    assert bot._road_target(RULES.view(state, A), pacific_only=True) is None


# -- the ship (R112-R118) -----------------------------------------------------------------


def test_ship_sails_when_its_start_coast_is_blocked():
    state = plain()
    settle(state, D, 66)  # 66, 67 and 69 are out (R55), so the ship must move
    give(state, A, wood=1, wool=1)
    a = choose(state, A)
    assert a.kind == "move_ship"


def test_ship_founds_a_free_settlement_where_it_lies():
    state = plain()
    state.players[A].ship = 33
    a = choose(state, A)
    assert a.kind == "found_by_ship" and a.crossing in board().ship_crossings[33]


def test_magellan_ship_heads_for_the_pacific():
    state = plain()
    father(state, A, "magellan")
    state.players[A].ship = 33
    settle(state, B, 68)  # 68, 69 taken or blocked: the coasts of 33 are out
    settle(state, C, 61)
    give(state, A, wood=1, wool=1)
    a = choose(state, A)
    assert a == X.MoveShip(hex=29)


def test_ship_waits_in_a_turn_with_a_settlement():
    state = plain()
    settle(state, D, 66)
    settle(state, A, 16)
    state.players[A].settled = True  # placed a settlement this turn (R118)
    give(state, A, wood=1, wool=1)
    assert choose(state, A).kind != "move_ship"


# -- development cards (R96) ----------------------------------------------------------------


def test_buys_a_development_card_with_spare_cards():
    state = plain()
    state.players[A].ship = None
    give(state, A, ore=1, wool=2, grain=2)
    assert choose(state, A).kind == "buy_dev_card"


def test_keeps_the_cards_of_an_affordable_plan():
    state = plain()
    state.players[A].ship = None
    settle(state, A, 16)
    give(state, A, ore=3, grain=2)  # a city: the card would cost one ore and one grain
    give(state, A, wool=1)
    a = choose(state, A)
    assert a.kind == "build_city"


# -- domestic offers (spec 10.3 item 11, 10.5) --------------------------------------------


def _own_turn(state, seat, turn):
    state.turn = turn
    state.turn_seat = state.active = seat
    effects.start_turn(state, seat)
    state.turn = turn
    state.phase = state.return_phase = "main"


def _offers_in_turn(state, bots, rng):
    """Play the bot's main phase with everybody refusing; the (give, want) it offered."""
    sent = []
    for _ in range(60):
        seat = state.active
        legal = RULES.legal_actions(state, seat)
        if not legal:
            break
        a = bots[seat].choose(RULES.view(state, seat), legal, rng)
        if a.kind == "send_offer":
            sent.append((tuple(state.trade.give), tuple(state.trade.want)))
        if a.kind == "end_turn":
            break
        RULES.apply(state, seat, a, rng)
    return sent


def test_an_offer_nobody_took_is_not_repeated_next_turns():
    state = plain()
    settle(state, A, 16)
    state.players[A].ship = None
    for s in (B, C, D):
        give(state, s, grain=1, wood=1)
    bots = [GreedyBot(RULES, s) for s in range(4)]
    for s in (B, C, D):  # the others refuse everything
        bots[s]._trade_response = lambda v, legal, rng: X.Refuse()  # type: ignore[method-assign]
    rng = random.Random(3)
    seen = []
    for k in range(OFFER_MEMORY + 1):
        _own_turn(state, A, 10 + 4 * k)
        hand = state.players[A].hand
        for r in hand:
            hand[r] = 0
        hand.update(wool=4, brick=3)  # city plan: grain and ore missing, wool/brick spare
        seen += _offers_in_turn(state, bots, rng)
    assert len(seen) >= 2
    assert len(set(seen)) == len(seen), seen
    assert all(len(s[0]) == 1 and len(s[1]) == 1 for s in seen)


# -- founding fathers (spec 10.3 item 4) ----------------------------------------------------


def _father_choice(state, seat):
    state.phase = "choose_father"
    legal = [X.ChooseFather(father=f) for f in state.father_pile]
    bot = GreedyBot(RULES, seat)
    return bot.choose(RULES.view(state, seat), legal, random.Random(0)).father


def test_magellan_first_while_the_ship_can_use_the_gulf():
    state = plain()
    assert "magellan" in state.father_pile
    assert _father_choice(state, A) == "magellan"


def test_no_magellan_once_the_ship_is_gone():
    state = plain()
    state.players[A].ship = None
    assert _father_choice(state, A) != "magellan"


def test_no_magellan_when_the_gulf_coast_is_taken():
    state = plain()
    for c in board().ship_crossings[board().magellan_hex]:
        if all(state.building[x] == -1 for x in (c, *board().crossing_adj[c])):
            settle(state, B, c)
    assert _father_choice(state, A) != "magellan"


def _spot_road(state, seat, home):
    """Settle ``seat`` at ``home`` and give it a road to a free settlement spot."""
    bd = board()
    settle(state, seat, home)
    for e in bd.crossing_edges[home]:
        for e2 in bd.crossing_edges[bd.other_end(e, home)]:
            far = bd.other_end(e2, bd.other_end(e, home))
            if far != home and all(state.building[x] == -1 for x in (far, *bd.crossing_adj[far])):
                road(state, seat, e, e2)
                return far
    raise AssertionError("no spot")


def test_pacific_road_even_while_a_settlement_spot_waits():
    """Spec 10.3 item 6 and R144: one road from the own settlement on Pacific crossing 53
    takes the card; the bot builds it though it keeps a settlement spot elsewhere."""
    state = plain()
    state.players[A].ship = None
    state.players[A].voucher_used = True
    settle(state, A, 53)
    _spot_road(state, A, 16)
    give(state, A, wood=1, brick=1)
    a = choose(state, A)
    assert a.kind == "build_road" and 53 in board().edge_ends[a.edge]


# -- knights against the robber (R94 b) -----------------------------------------------------


def _robbed(state):
    """A holds the right to a field at its settlement 16 and the robber sits there."""
    settle(state, A, 16)
    h = next(h for h in board().crossing_land[16] if h in state.chips)
    state.chips[h] = None
    state.holders[h] = [A]
    state.robber = h
    return h


def test_buys_a_knight_when_the_robber_blocks_its_field():
    state = plain()
    state.players[A].ship = None
    _robbed(state)
    state.players[A].gold = 6
    assert choose(state, A).kind == "buy_knight"


def test_plays_the_knight_before_the_roll_to_move_the_robber():
    state = plain()
    _robbed(state)
    state.players[A].knights = 1
    state.knight_stack -= 1
    state.phase = "pre_roll"
    assert choose(state, A).kind == "play_knight"


# -- Paul Revere (spec 10.4) ------------------------------------------------------------


def _iii_known(state):
    settle(state, A, 16)
    h = next(h for h in board().crossing_land[16] if h in state.chips)
    set_chip(state, h, "III")
    see(state, A, h)
    return h


def test_revere_rather_than_the_stack_at_the_same_price():
    state = plain()
    state.players[A].ship = None
    _iii_known(state)
    father(state, A, "revere")
    state.players[A].gold = 4
    state.players[B].knights = 1
    state.knight_stack -= 1
    a = choose(state, A)
    assert a == X.Revere(target=B)


def test_stack_knight_with_washington():
    state = plain()
    state.players[A].ship = None
    _iii_known(state)
    father(state, A, "revere")
    father(state, A, "washington")
    state.players[A].gold = 4
    state.players[B].knights = 1
    state.knight_stack -= 1
    assert choose(state, A).kind == "buy_knight"
