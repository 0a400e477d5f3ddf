"""The greedy bot's level-2 lookahead (spec section 10): the disc chosen by what the
players buying before it will take, and barns on parcels no card shape can reach."""

from __future__ import annotations

import random

from boardgames.games.new_england.actions import Buy, PlaceFigure, TakeDisc
from boardgames.games.new_england.bots import GreedyBot
from boardgames.games.new_england.rules import RULES
from boardgames.games.new_england.state import BID
from tests.games.new_england.builder import act, empty_board, offer, put, turn_of

A, H, P = 0, 1, 2


def choose(state, seat=A):
    bot = GreedyBot(RULES, seat)
    return bot.choose(RULES.view(state, seat), RULES.legal_actions(state, seat), random.Random(0))


def bidding(pam_wants_the_tile: bool):
    """Round 1, 3 players, Pam started the bidding with disc 6 and 12 shillings; Ann (10
    shillings) is next. Ann's settlement region is an L that one settlement tile turns
    into a square; Pam's too when she has one."""
    state = empty_board(players=3, start_player=P)
    put(state, "A.S[1,1+1,2]", "A.S[2,1]")
    if pam_wants_the_tile:
        put(state, "P.S[6,7+6,8]", "P.S[7,7]")
    offer(state, {1: "S", 2: "F", 3: "P", 4: "FIG-PILGRIM", 5: "FIG-BARN", 6: "FIG-SHIP",
                  7: "DEV-S-O4", 8: "DEV-F-I2", 9: "DEV-P-I2"})
    state.phase = BID
    state.offer_size = 3
    state.discs[P] = 6
    state.bid_step = 1
    state.money = [10, 10, 12]
    return state


def test_outbids_the_player_ahead_who_wants_the_same_tile():
    # Pam buys first with disc 6 and will take the settlement tile (and the pilgrim):
    # Ann, who wants that tile most, takes a higher disc to buy before her.
    assert choose(bidding(pam_wants_the_tile=True)) == TakeDisc(value=7)


def test_bids_low_when_the_player_ahead_leaves_the_tile():
    assert choose(bidding(pam_wants_the_tile=False)) == TakeDisc(value=1)


def test_barn_goes_where_no_card_shape_reaches():
    # Ann's settlements form an L that grows into a square with one more tile; her
    # pasture start tile is boxed in by Hal's settlements and only a domino fits it.
    state = empty_board(players=3)
    put(state, "A.S[1,1+1,2]", "A.S[2,1]", "A.P[4,6+4,7]")
    put(state, *(f"H.S[{r},{c}]" for r, c in (
        (3, 5), (3, 6), (3, 7), (3, 8), (4, 8), (5, 8), (5, 7), (5, 6), (5, 5), (4, 5))))
    offer(state, {7: "FIG-BARN"})
    turn_of(state, A, disc=3, money=12)
    act(state, A, Buy(slot=7))
    assert choose(state) == PlaceFigure(tile=(4, 6))
