"""Neue Welt through the screen: play by keys only and by mouse only (1 human, 2 greedy
bots), the hot-seat handoffs of a 7, a chip reveal and a trade between two humans, what a
handoff screen may show, and an SVG snapshot."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.console import Console

from boardgames.core import registry
from boardgames.core.controller import Match, Seat
from boardgames.core.seating import PALETTE
from boardgames.games.catan import actions as A
from boardgames.games.catan.board import board
from boardgames.games.catan.bots import GreedyBot
from boardgames.games.catan.state import DevCard
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games.catan import choices as C
from boardgames.ui.games.catan.art import crossing_cell, edge_cells, hex_box, map_size
from boardgames.ui.games.catan.board import geometry
from boardgames.ui.games.catan.choices import SUBS
from boardgames.ui.games.catan.dialogs import CardPicker, ListDialog
from boardgames.ui.games.catan.screen import CatanScreen
from boardgames.ui.games.catan.side import hand_text, inspector_text, panel_lines
from boardgames.ui.screens.dialogs import Notice
from boardgames.ui.screens.handoff import HandoffScreen
from boardgames.ui.widgets.panels import PromptBar
from tests.ui.catan_driver import (
    acknowledge,
    arrow_path,
    by_keys,
    by_mouse,
    element_cell,
    game_screen,
    pass_device,
    pick_row_keys,
)
from tests.ui.helpers import screen_text, settle

COLOURS = [(c.hex, c.glyph) for c in PALETTE[:4]]


def seats(humans: int, players: int = 3) -> list[Seat]:
    names = ["Ann", "Bob", "Cleo", "Dan"]
    out = []
    for i in range(players):
        colour, glyph = COLOURS[i]
        bot = {} if i < humans else {"kind": "bot", "level": "greedy"}
        out.append(Seat(name=names[i], colour=colour, glyph=glyph, **bot))
    return out


def batch(match: Match, seat: int, chooser: GreedyBot, rng: random.Random, first):
    """All the cards of a discard or a de Witt payment, chosen one by one on a copy."""
    rules = match.rules
    state = match.state.clone()
    cards = [first]
    rules.apply(state, seat, first, random.Random(0))
    while not state.over and state.active == seat and state.phase == match.current().kind:
        action = chooser.choose(rules.view(state, seat), rules.legal_actions(state, seat), rng)
        cards.append(action)
        rules.apply(state, seat, action, random.Random(0))
    return cards


def assert_prompt_is_current(app, match: Match) -> None:
    """The prompt bar asks what the pending decision asks, never an earlier one."""
    screen = game_screen(app)
    d = match.current()
    shown = str(screen.query_one(PromptBar).render())
    if d is None:
        assert "over" in shown, shown
    elif screen.my_turn:
        want = C.instruction(match.view(d.seat), d, screen.sub)
        assert shown.splitlines()[0] == want, f"{d.kind}: the bar says {shown!r}, not {want!r}"
    else:
        assert d.prompt in shown, f"{d.kind}: the bar says {shown!r}"


async def play_human(pilot, app, match: Match, perform, limit: int, mouse: bool = False,
                     turns: int | None = None) -> int:
    """Seat 0 plays through the screen, choosing like the greedy bot; returns the number
    of answers given."""
    chooser = GreedyBot(match.rules, 0)
    rng = random.Random(0)
    done = 0
    while done < limit and (turns is None or match.state.turn <= turns):
        await settle(pilot, app)
        await acknowledge(pilot, app, mouse)
        decision = match.current()
        if decision is None:
            break
        assert decision.seat == 0, decision
        action = chooser.choose(match.view(0), match.legal_actions(0), rng)
        before = len(match.entries)
        if decision.kind in ("discard", "dewitt_pay"):
            action = batch(match, 0, chooser, rng, action)
        await perform(pilot, app, action)
        await pilot.pause()
        await acknowledge(pilot, app, mouse)
        given = action if isinstance(action, list) else [action]
        got = [e.action for e in match.entries[before:before + len(given)]]
        assert got == given, (f"the screen did not carry out {given}: {got}; on top: "
                              f"{app.screen}; {screen_text(app)[-600:]}")
        await settle(pilot, app)
        assert_prompt_is_current(app, match)
        done += 1
    return done


async def test_the_first_turns_by_keys_against_two_greedy_bots():
    match = Match(registry.rules("catan"), seats(1), seed=21)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        done = await play_human(pilot, app, match, by_keys, limit=60, turns=2)
        assert done > 10 and match.state.turn > 2
        await settle(pilot, app)
        assert game_screen(app).legal == match.legal_actions(0)


async def test_the_first_turns_by_mouse_against_two_greedy_bots():
    match = Match(registry.rules("catan"), seats(1), seed=22)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        done = await play_human(pilot, app, match, by_mouse, limit=60, mouse=True, turns=2)
        assert done > 8 and match.state.turn > 2


# -- hot seat: two humans and a bot --------------------------------------------------------


class Dice(random.Random):
    """The match's random generator with the next dice rolls scripted."""

    def __init__(self, *rolls: int) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        return self.rolls.pop(0) if self.rolls else super().randint(a, b)


def engine_until(match: Match, done) -> None:
    """A "given" position: every seat plays like the greedy bot until ``done(match)``."""
    bots = {s: GreedyBot(match.rules, s) for s in range(len(match.seats))}
    rng = random.Random(5)
    while not done(match):
        d = match.current()
        match.submit(d.seat, bots[d.seat].choose(match.view(d.seat),
                                                 match.legal_actions(d.seat), rng))


def give(match: Match, seat: int, **cards: int) -> None:
    state = match.state
    for r, k in cards.items():
        state.bank[r] += state.players[seat].hand[r] - k
        state.players[seat].hand[r] = k


def hands(match: Match, seats_: list[int]) -> dict[int, str]:
    """What each seat's own panel shows of its hand (never to be seen by others)."""
    return {s: hand_text(match.state.players[s].hand) for s in seats_}


def visible(app) -> str:
    """The terminal as a player sees it: a modal dialog over the screen behind it (the
    screenshot draws both)."""
    return screen_text(app)


def main_phase_of_ann(seed: int = 3) -> Match:
    match = Match(registry.rules("catan"), seats(2), seed=seed)
    engine_until(match, lambda m: m.current().seat == 0 and m.current().kind == "pre_roll")
    match.state.phase = match.state.return_phase = "main"
    return match


async def test_a_seven_with_a_human_discard_behind_a_handoff():
    match = main_phase_of_ann()
    match.state.phase = match.state.return_phase = "pre_roll"
    give(match, 0, wood=2, brick=2, wool=2, grain=1, ore=1)
    give(match, 1, wood=1, brick=3, wool=1, grain=3, ore=1)
    give(match, 2, wood=1, brick=0, wool=1, grain=0, ore=0)
    match.rng = Dice(3, 4)
    secret = hands(match, [0, 1])
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, HandoffScreen) and "Pass to" in screen_text(app)
        assert not any(h in visible(app) for h in secret.values())
        await pass_device(pilot, app)
        assert secret[0] in visible(app) and secret[1] not in visible(app)
        await pilot.press("r")  # 7: Ann discards 4 of 8 first, in her own view
        await settle(pilot, app)
        assert isinstance(app.screen, CardPicker) and "Discard 4 cards" in screen_text(app)
        await pilot.press("1", "2", "2", "3", "enter")
        await settle(pilot, app)
        assert isinstance(app.screen, HandoffScreen) and "Bob" in screen_text(app)
        assert not any(h in visible(app) for h in secret.values())
        await pass_device(pilot, app)
        assert isinstance(app.screen, CardPicker) and "Discard 4 cards" in screen_text(app)
        text = visible(app)
        assert "Wd1 Br3 Wl1 Gr3 Or1 (9)" in text and secret[0] not in text
        assert "Wd0 Br0 Wl1 Gr1 Or1 (4)" not in text  # Ann's hand after her discards
        await by_mouse(pilot, app, [A.Discard(resource=r) for r in
                                    ("brick", "brick", "grain", "grain")])
        await settle(pilot, app)
        discarded = [(e.seat, e.action.resource) for e in match.entries if e.action.kind ==
                     "discard"]
        assert discarded == [(0, "wood"), (0, "brick"), (0, "brick"), (0, "wool"),
                             (1, "brick"), (1, "brick"), (1, "grain"), (1, "grain")]
        # Back to Ann for the robber: a handoff again, then the map with the legal fields.
        assert isinstance(app.screen, HandoffScreen) and "Ann" in screen_text(app)
        await pass_device(pilot, app)
        screen = game_screen(app)
        assert match.current().kind == "move_robber" and screen.mode == "hex"
        # Ann robs Bob: Bob learns which card only when he is the viewer again.
        bobs = next(h for h in sorted(board().land) if h != match.state.robber and any(
            match.state.building[c] == 1 for c in board().hex_corners[h]))
        await by_keys(pilot, app, A.MoveRobber(hex=bobs))
        await settle(pilot, app)
        if match.current().kind == "choose_victim":
            await by_keys(pilot, app, A.ChooseVictim(target=1))
        assert await acknowledge(pilot, app) == [next(
            e.text for e in match.log if e.seats == frozenset({0, 1}))]
        await pilot.press("n")
        await settle(pilot, app)
        # The gate recaps the public line of the theft, never which card it was.
        secret = next(e.text for e in match.log if e.seats == frozenset({0, 1}))
        assert isinstance(app.screen, HandoffScreen) and secret not in screen_text(app)
        assert "stole a card from Bob" in screen_text(app)
        await pass_device(pilot, app)
        assert isinstance(app.screen, Notice) and "For Bob only" in screen_text(app)
        assert "Ann stole 1 " in screen_text(app) and "from Bob" in screen_text(app)


def seed_where_ann_starts() -> int:
    return next(s for s in range(100) if Match(registry.rules("catan"), seats(2),
                                               seed=s).state.start_player == 0)


def chip_cells(app, hex_id: int) -> str:
    """The chip marker of a field as the map draws it now."""
    r, c = hex_box(hex_id)
    return game_screen(app).board.text_at(r + 3, c + 7, c + 9).strip()


async def test_exploring_a_chip_is_revealed_only_to_the_explorer():
    match = Match(registry.rules("catan"), seats(2), seed=seed_where_ann_starts())
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await pass_device(pilot, app)
        start = A.SetupSettlement(crossing=26)
        await by_keys(pilot, app, start)
        road = next(a for a in match.legal_actions(0) if a.kind == "setup_road")
        await by_keys(pilot, app, road)
        await pilot.pause()
        # The road looked under chips: a modal for Ann, before anything else happens.
        assert isinstance(app.screen, Notice) and "For Ann only" in screen_text(app)
        looked = sorted(match.state.players[0].seen - board().fixed_i)
        assert looked and f"#{looked[0]} is" in screen_text(app)
        assert match.current().seat == 1  # Bob places next, but not before Ann saw it
        classes = {h: match.state.chips[h].split("-")[1] for h in looked}
        assert all(chip_cells(app, h) == classes[h] for h in looked)
        await pilot.press("enter")
        await settle(pilot, app)
        assert isinstance(app.screen, HandoffScreen) and "Bob" in screen_text(app)
        assert all(chip_cells(app, h) == "?" for h in looked)
        await pass_device(pilot, app)
        assert match.current().seat == 1 and game_screen(app).viewer == 1
        assert all(chip_cells(app, h) == "?" for h in looked)
        text = visible(app)
        assert "look under the chips:" not in text and "For Ann" not in text
        assert not any(f"#{h} is" in text for h in looked)
        # Bob explores too: his own reveal, never Ann's (a road to a random chip field:
        # the fixed class-I chips reveal nothing, R70).
        await by_keys(pilot, app, next(a for a in match.legal_actions(1)))
        bd = board()
        await by_keys(pilot, app, next(
            a for a in match.legal_actions(1)
            if set(bd.edge_reach(a.edge)) & (set(bd.random_fields) - match.state.players[1].seen)))
        await pilot.pause()
        assert isinstance(app.screen, Notice) and "For Bob only" in screen_text(app)
        assert not any(f"#{h} is" in screen_text(app) for h in looked
                       if h not in match.state.players[1].seen)


async def test_a_trade_between_two_humans_with_handoffs():
    match = main_phase_of_ann()
    give(match, 0, wood=0, brick=1, wool=3, grain=0, ore=0)
    give(match, 1, wood=2, brick=0, wool=0, grain=1, ore=2)
    secret = hands(match, [0, 1])
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await pass_device(pilot, app)
        await pilot.press("t")
        await settle(pilot, app)
        # The composer is a panel beside the map, not a dialog over it.
        assert isinstance(app.screen, CatanScreen) and game_screen(app).trade_panel.is_open
        assert "You hold: Wd0 Br1 Wl3 Gr0 Or0 (4)" in screen_text(app)
        await by_keys(pilot, app, A.AddGive(item="wool"))
        await by_keys(pilot, app, A.AddGive(item="wool"))
        await by_mouse(pilot, app, A.AddWant(item="ore"))
        assert "You give 2 wool · you want 1 ore" in screen_text(app)
        await by_keys(pilot, app, A.SendOffer(to=1))
        await settle(pilot, app)
        # Bob answers after a handoff, seeing the offer and his own hand only.
        assert isinstance(app.screen, HandoffScreen) and "Bob" in screen_text(app)
        assert not any(h in visible(app) for h in secret.values())
        await pass_device(pilot, app)
        await settle(pilot, app)
        assert isinstance(app.screen, CatanScreen)  # the offer waits in a panel, no modal
        text = visible(app)
        assert "Ann offers 2 wool" in text and "wants 1 ore" in text
        assert secret[1] in text and secret[0] not in text
        await pilot.press("y")
        await settle(pilot, app)
        # The confirmation goes back to Ann after another handoff.
        assert isinstance(app.screen, HandoffScreen) and "Ann" in screen_text(app)
        await pass_device(pilot, app, mouse=True)
        assert "Accepted by: Bob" in screen_text(app)
        assert secret[1] not in visible(app)
        await by_mouse(pilot, app, A.ConfirmTrade(partner=1))
        await settle(pilot, app)
        assert match.state.players[0].hand == {"wood": 0, "brick": 1, "wool": 1, "grain": 0,
                                               "ore": 1}
        assert "Ann traded 2 wool to Bob for 1 ore" in match.log[-1].text
        assert match.current().kind == "main" and isinstance(app.screen, CatanScreen)


async def test_no_hand_is_shown_at_a_handoff_or_while_someone_else_decides():
    """Two humans and a bot play a few turns at one keyboard; at every handoff and while
    the bot thinks no human's hand is on screen, and a human sees only his own."""
    match = main_phase_of_ann(seed=8)
    app = BoardgamesApp(match=match, bot_delay=0.3)
    choosers = {s: GreedyBot(match.rules, s) for s in (0, 1)}
    rng = random.Random(2)
    checks = {"handoff": 0, "bot": 0, "human": 0}
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(40):
            await pilot.pause()
            decision = match.current()
            if decision is None or match.state.turn > 4:
                break
            secret = hands(match, [0, 1])
            text = visible(app)
            if isinstance(app.screen, HandoffScreen):
                assert not any(h in text for h in secret.values())
                checks["handoff"] += 1
                await pass_device(pilot, app)
                continue
            if match.seats[decision.seat].is_bot:
                if game_screen(app)._bot_thinking:
                    assert not any(h in text for h in secret.values())
                    checks["bot"] += 1
                await pilot.pause(0.1)
                continue
            await acknowledge(pilot, app)
            seat = decision.seat
            other = secret[1 - seat]
            if other != secret[seat]:
                assert other not in visible(app)
                checks["human"] += 1
            action = choosers[seat].choose(match.view(seat), match.legal_actions(seat), rng)
            if decision.kind in ("discard", "dewitt_pay"):
                action = batch(match, seat, choosers[seat], rng, action)
            await by_keys(pilot, app, action)
            await pilot.pause()
            await acknowledge(pilot, app)
    assert all(checks.values()), checks


# -- every kind of answer ------------------------------------------------------------------


def rich_position() -> Match:
    """Ann (human) in her main phase with the fathers, cards, knights and pieces that make
    every kind of answer possible; Bob and Cleo (bots) share the robber's field #23."""
    match = Match(registry.rules("catan"), seats(1), seed=30)
    st = match.state
    st.setup_queue, st.turn, st.turn_seat, st.active = [], 2, 0, 0
    st.phase = st.return_phase = "main"
    bd = board()
    ann = st.players[0]
    for f in ("stuyvesant", "revere", "de_witt", "de_soto", "la_salle", "pocahontas"):
        for pile in (st.father_pile, st.fathers_out, *(p.fathers for p in st.players)):
            if f in pile:
                pile.remove(f)
        ann.fathers.append(f)
    for seat, crossing in ((0, 26), (1, 59), (2, 63)):
        st.building[crossing] = seat
        st.players[seat].settlements_left -= 1
    for a, b in ((26, 34), (34, 33), (26, 19), (19, 18)):
        st.road[bd.edge_between(a, b)] = 0
        ann.roads_left -= 1
    chip = st.chips[17]
    st.chips[17], st.holders[17] = None, [1]
    st.players[1].chips.append(chip)
    st.players[1].tokens_left -= 1
    give(match, 0, wood=5, brick=5, wool=5, grain=8, ore=6)
    give(match, 1, wood=1, brick=1, wool=1, grain=1, ore=0)
    give(match, 2, wood=0, brick=1, wool=1, grain=1, ore=1)
    for seat, gold, knights in ((0, 8, 2), (1, 0, 1)):
        st.players[seat].gold += gold
        st.bank_gold -= gold
        st.players[seat].knights += knights
        st.knight_stack -= knights
    ann.dev = [DevCard(f"devcard-9{i}-{t}", t) for i, t in
               enumerate(("road_building", "year_of_plenty", "monopoly"))]
    return match


def new_turn(match: Match) -> None:
    """The per-turn limits start afresh (a later turn of Ann's, for the next card)."""
    p = match.state.players[0]
    p.dev_played = p.ship_moved = p.settled = p.stuyvesant_used = p.revere_used = False
    match.revision += 1  # the state changed behind the controller's back: no stale caches


# The answers the greedy games of the tests above do not give (cities, fathers, trades with
# Europe and the end of a turn are there by keys and by mouse).
STEPS = [
    lambda a: a == A.PlayDevCard(card="road_building"),
    lambda a: a.kind == "rb_road",
    lambda a: a.kind == "stop",
    "new turn",
    lambda a: a.kind == "play_knight",
    lambda a: a == A.MoveRobber(hex=23),
    lambda a: a == A.ChooseVictim(target=1),
    "new turn",
    lambda a: a == A.PlayDevCard(card="year_of_plenty", resources=("wool", "ore")),
    "new turn",
    lambda a: a == A.PlayDevCard(card="monopoly", resources=("grain",)),
    lambda a: a == A.BuildSettlement(crossing=33, omit="wool"),
    lambda a: a.kind == "desoto_road",
    "new turn",
    lambda a: a == A.BuildFreeSettlement(crossing=18),
    lambda a: a.kind == "decline",
    lambda a: a == A.Acquire(hex=21),
    lambda a: a.kind == "pick_from_bank",
    lambda a: a == A.BuyRights(hex=17, payment="cards"),
    lambda a: a.kind == "dewitt_pay",
    lambda a: a == A.Stuyvesant(target=2, give="ore"),
    lambda a: a.kind == "stuyvesant_take",
    lambda a: a == A.Revere(target=1),
    lambda a: a.kind == "buy_knight",
    lambda a: a.kind == "buy_dev_card",
    "new turn",
    lambda a: a == A.FoundByShip(crossing=67),
    lambda a: a.kind == "decline",
    "ship back",
    lambda a: a == A.MoveShip(hex=33),
    lambda a: a.kind == "offer_trade",
    lambda a: a == A.AddGive(item="wood"),
    lambda a: a == A.AddWant(item="gold"),
    lambda a: a.kind == "cancel_trade",
]


@pytest.mark.parametrize("mouse", [False, True], ids=["keys", "mouse"])
async def test_every_kind_of_answer_by_keys_or_by_mouse(mouse):
    match = rich_position()
    perform = by_mouse if mouse else by_keys
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        for step in STEPS:
            if step in ("new turn", "ship back"):
                if step == "ship back":  # a ship that founded is gone: give Ann a new one
                    match.state.players[0].ship = board().ship_start
                new_turn(match)
                screen = game_screen(app)
                screen._token = None  # the turn's flags changed behind the screen's back
                screen.refresh_all()
                continue
            await acknowledge(pilot, app, mouse)
            action = next((a for a in match.legal_actions(0) if step(a)), None)
            assert action is not None, f"no such answer now ({match.current().kind})"
            before = len(match.entries)
            if action.kind == "dewitt_pay":
                action = [action] * match.state.dewitt_owed[0][1]
            await perform(pilot, app, action)
            await pilot.pause()
            given = action if isinstance(action, list) else [action]
            got = [e.action for e in match.entries[before:before + len(given)]]
            assert got == given, f"{given} not carried out: {got}"
            await settle(pilot, app)
            assert_prompt_is_current(app, match)  # never the prompt of the answer before


async def test_svg_snapshot(snapshot_svg):
    match = Match(registry.rules("catan"), seats(1), seed=3)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_human(pilot, app, match, by_keys, limit=6)
        await settle(pilot, app)
        assert isinstance(app.screen, CatanScreen)
        snapshot_svg(app, "catan")


# -- the map's geometry (no terminal needed) -----------------------------------------------


@pytest.mark.parametrize("mode", ["crossing", "edge", "hex"])
def test_the_arrows_reach_every_element_and_a_click_selects_it(mode):
    geo = geometry()
    anchors = geo.anchors[mode]
    start = min(anchors)
    for goal in anchors:
        assert arrow_path(mode, start, goal) is not None, f"{mode} {goal} unreachable"
        assert geo.hits[element_cell(mode, goal)] == (mode, goal)
    assert (geo.rows, geo.cols) == map_size() == (37, 85)


def test_the_field_inspector_tells_a_taken_chip_and_the_price_of_rights():
    match = main_phase_of_ann()
    state = match.state
    taken = next(h for h in board().chip_fields if state.chips[h] is None)
    owner = state.holders[taken][0]
    viewer = next(s for s in range(3) if s not in state.holders[taken])
    public = [e for e in match.log if e.seats is None]
    text = inspector_text(match.view(viewer), match.seats, taken, viewer, public).plain
    assert f"taken by {match.seats[owner].glyph} {match.seats[owner].name} (class" in text
    assert f"Rights cost {board().value[taken]} gold" in text
    unseen = next(h for h in board().random_fields if state.chips[h] is not None
                  and h not in state.players[viewer].seen)
    text = inspector_text(match.view(viewer), match.seats, unseen, viewer, public).plain
    assert "face down, unknown to you" in text


def test_screen_geometry_gives_each_crossing_and_edge_its_own_cells():
    bd = board()
    corners = [crossing_cell(c) for c in bd.crossings]
    assert len(set(corners)) == len(corners)
    sides = [cell for e in bd.edges for cell in edge_cells(e)]
    assert len(set(sides)) == len(sides)
    assert not set(sides) & set(corners)
    rows, cols = map_size()
    assert all(0 <= r < rows and 0 <= c < cols for r, c in corners + sides)
    # hex 21's north-west corner is crossing 26 (spec 9.2 corner cell (0, 3))
    r, c = hex_box(21)
    assert crossing_cell(26) == (r, c + 3)
    assert edge_cells(38)[0] == (r, c + 6)  # hex 21's north side, anchored mid-way


# -- why a placement key does nothing (issue 16) -------------------------------------------


def ann_alone_in_main(seed: int = 3) -> Match:
    """Ann (the only human) in her main phase, with no resource cards at all."""
    match = Match(registry.rules("catan"), seats(1), seed=seed)
    engine_until(match, lambda m: m.current().seat == 0 and m.current().kind == "pre_roll")
    match.state.phase = match.state.return_phase = "main"
    give(match, 0, wood=0, brick=0, wool=0, grain=0, ore=0)
    return match


def prompt(app) -> str:
    return str(game_screen(app).query_one(PromptBar).render())


@pytest.mark.parametrize(("key", "said"), [
    # R53: a road costs 1 wood + 1 brick, a city 2 grain + 3 ore; R112: a ship step costs
    # 1 wood + 1 wool. Ann holds no card at all.
    ("1", "No legal spot for road now: a road costs 1 wood and 1 brick; you have no wood "
          "and no brick"),
    ("3", "No legal spot for city now: a city costs 2 grain and 3 ore; you have no grain "
          "and no ore"),
    ("s", "The ship cannot sail or found now: a ship move costs 1 wood and 1 wool; you have "
          "no wood and no wool"),
])
async def test_a_placement_that_cannot_be_paid_says_its_price(key, said):
    match = ann_alone_in_main()
    ann = match.state.players[0]
    assert ann.ship is not None and not ann.voucher_used
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        before = len(match.entries)
        await pilot.press(key)
        await pilot.pause()
        assert said in prompt(app)
        assert "qualifies" not in prompt(app)
        assert len(match.entries) == before and game_screen(app).sub == ""


async def test_the_voucher_says_why_it_cannot_be_used_and_when_no_crossing_qualifies():
    match = ann_alone_in_main()
    state = match.state
    bd = board()
    # R60/R55: a bot's settlement stands beside every free end of Ann's roads, so no
    # crossing qualifies for her voucher; the reason of the crossing under the cursor is
    # not the reason for all of them.
    ends = {c for c in bd.crossings if state.building[c] == -1
            and any(state.road[e] == 0 for e in bd.crossing_edges[c])}
    for c in sorted(ends):
        if all(state.building[x] == -1 for x in (c, *bd.crossing_adj[c])):
            state.building[bd.crossing_adj[c][0]] = 1
    assert not any(a.kind == "build_free_settlement" for a in match.legal_actions(0))
    far = next(c for c in bd.crossings if c not in ends and all(
        state.building[x] == -1 for x in (c, *bd.crossing_adj[c])))
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        await pilot.press("c", *arrow_path("crossing", screen.cursor["crossing"], far))
        assert screen.cursor["crossing"] == far  # a free crossing away from Ann's roads
        await pilot.press("4")
        await pilot.pause()
        assert "No legal spot for voucher now: no crossing qualifies" in prompt(app)
        # R118: after a ship move no settlement is possible this turn, wherever it goes.
        state.players[0].ship_moved = True
        match.revision += 1
        screen._token = None  # the turn's flags changed behind the screen's back
        screen.refresh_all()
        await pilot.press("4")
        await pilot.pause()
        assert ("No legal spot for voucher now: you moved your ship this turn: no "
                "settlement this turn") in prompt(app)


# -- a decision's dialog after an undo (issue 16) ------------------------------------------


def father_rows(app) -> list:
    dialog = app.screen
    assert isinstance(dialog, ListDialog), f"no dialog on top: {dialog}"
    return [r.value for r in dialog.rows]


async def test_the_father_dialog_opens_again_after_an_undo():
    """R59: a city brings a founding father, chosen in a dialog that opens by itself. An
    undo that brings the choice back opens it again, like the first time."""
    match = Match(registry.rules("catan"), seats(1), seed=0)
    engine_until(match, lambda m: m.current().seat == 0 and m.current().kind == "main"
                 and any(a.kind == "build_city" for a in m.legal_actions(0)))
    city = next(a for a in match.legal_actions(0) if a.kind == "build_city")
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await by_keys(pilot, app, city)
        await settle(pilot, app)
        assert match.current().kind == "choose_father"
        offered = father_rows(app)
        assert offered == match.legal_actions(0) and offered
        await pick_row_keys(pilot, app, offered[0])
        await settle(pilot, app)
        assert match.current().kind == "main" and isinstance(app.screen, CatanScreen)
        await pilot.press("ctrl+z")  # takes back the father
        await settle(pilot, app)
        assert match.current().kind == "choose_father"
        assert father_rows(app) == offered
        # Closed with escape, the choice waits; undoing the city and building it again
        # brings the dialog back by itself too.
        await pilot.press("escape")
        await settle(pilot, app)
        assert isinstance(app.screen, CatanScreen)
        await pilot.press("ctrl+z")
        await settle(pilot, app)
        assert match.current().kind == "main" and city in match.legal_actions(0)
        await by_keys(pilot, app, city)
        await settle(pilot, app)
        assert father_rows(app) == offered


# -- issue 12: what changed, pips, small terminals, offers, the end, texts ------------------


def map_text(app) -> str:
    return "\n".join(s.text for s in game_screen(app).board._strips)


async def test_the_bots_moves_are_marked_until_the_human_acts():
    match = Match(registry.rules("catan"), seats(1), seed=3)
    engine_until(match, lambda m: m.current().seat == 0 and m.current().kind == "pre_roll"
                 and m.state.turn > 1)
    since = match.last_move_of(0)
    moved = [e.action for e in match.entries[since:] if e.seat != 0]
    built = {(k, getattr(a, k)) for a in moved for k in ("crossing", "edge", "hex")
             if isinstance(getattr(a, k, None), int)}
    assert built, "the bots built nothing since Ann's last move"
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert built <= screen.changed()
        assert "✱" in map_text(app) and screen.board.marks.changed == screen.changed()
        await by_keys(pilot, app, A.Roll())
        await settle(pilot, app)
        await acknowledge(pilot, app)
        if match.current().seat == 0:  # no 7 for the bots to discard: nothing new since
            assert screen.changed() == frozenset() and "✱" not in map_text(app)


def test_every_number_shows_its_pips_under_it():
    from boardgames.ui.games.catan.board import CatanBoard

    match = Match(registry.rules("catan"), seats(1), seed=3)
    view = match.view(0)
    canvas = CatanBoard(match.seats)
    canvas.view = view
    drawn = canvas._draw_pieces_canvas()
    ways = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
    for h in board().data.map.hexes:
        if h.kind != "land" or h.number is None or h.id == view.robber:
            continue
        r, c = hex_box(h.id)
        assert "".join(drawn.chars[r + 4][c + 6:c + 11]).strip() == "•" * ways[h.number]


async def test_a_few_turns_by_keys_on_an_80_by_24_terminal():
    match = Match(registry.rules("catan"), seats(1), seed=21)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert not screen.has_class("too-small") and screen.narrow
        assert not screen.query_one("#cn-side").display
        done = await play_human(pilot, app, match, by_keys, limit=40, turns=2)
        assert done > 10 and match.state.turn > 2
        await settle(pilot, app)
        # F6 switches to the panels and the bank, to the log, and back to the map
        await pilot.press("f6")
        await pilot.pause()
        assert screen.pane == "panels" and not screen.query_one("#cn-left").display
        assert "Bank" in screen_text(app) and "Cleo" in screen_text(app)
        await pilot.press("f6")
        await pilot.pause()
        assert screen.pane == "log" and screen.query_one("#log").display
        await pilot.press("f6")
        await pilot.pause()
        assert screen.pane == "map" and screen.query_one("#cn-left").display


# -- issue 12: a bot's offers (the engine's bot alone, no terminal) ------------------------


def bot_offering(seed: int = 3) -> tuple[Match, int, GreedyBot]:
    """A bot in its main phase that has 3 brick to spare and wants 1 ore."""
    match = Match(registry.rules("catan"), seats(0), seed=seed)
    engine_until(match, lambda m: m.current().kind == "main" and m.state.turn > 2)
    seat = match.current().seat
    bot = GreedyBot(match.rules, seat)
    bot.need = lambda v: {"ore": 1}  # type: ignore[method-assign]
    bot.surplus = lambda v: {"brick": 3}  # type: ignore[method-assign]
    give(match, seat, brick=3, ore=0)
    bot.choose(match.view(seat), match.legal_actions(seat), random.Random(0))  # its turn
    bot.offered = False
    return match, seat, bot


def offer_now(match: Match, seat: int, bot: GreedyBot):
    return bot._offer(match.view(seat), {"offer_trade": [A.OfferTrade()]}, random.Random(0))


def test_a_bot_never_offers_to_a_seat_with_no_cards():
    match, seat, bot = bot_offering()
    others = [s for s in range(3) if s != seat]
    for s in others:
        give(match, s, wood=1, brick=0, wool=0, grain=0, ore=0)
    assert offer_now(match, seat, bot) == A.OfferTrade() and bot.draft == ("brick", "ore", None)
    bot.offered = False
    give(match, others[0], wood=0)  # its public card count is 0 now
    assert offer_now(match, seat, bot) == A.OfferTrade()
    assert bot.draft == ("brick", "ore", others[1])
    bot.offered = False
    give(match, others[1], wood=0)
    assert offer_now(match, seat, bot) is None


def test_a_bot_never_repeats_an_offer_declined_this_turn():
    match, seat, bot = bot_offering()
    rng = random.Random(0)
    for s in range(3):
        if s != seat:
            give(match, s, wood=2, ore=0)
    match.submit(seat, offer_now(match, seat, bot))
    while match.current().kind == "trade_compose":
        match.submit(seat, bot.choose(match.view(seat), match.legal_actions(seat), rng))
    while match.current().kind == "trade_response":  # everyone declines
        match.submit(match.current().seat, A.Refuse())
    assert match.current().kind == "main" and match.current().seat == seat
    bot.choose(match.view(seat), match.legal_actions(seat), rng)
    bot.offered = False  # even were a second offer allowed this turn
    assert offer_now(match, seat, bot) is None
    assert {s for s, *_ in bot.declined} == {s for s in range(3) if s != seat}


@pytest.mark.parametrize("mouse", [False, True], ids=["keys", "mouse"])
async def test_a_bots_offer_waits_in_a_panel_not_a_modal(mouse):
    match = Match(registry.rules("catan"), seats(1), seed=3)
    engine_until(match, lambda m: m.current().seat == 2 and m.current().kind == "main")
    give(match, 2, brick=2)
    give(match, 0, wood=0, brick=0, wool=0, grain=1, ore=1)
    for action in (A.OfferTrade(), A.AddGive(item="brick"), A.AddWant(item="ore"),
                   A.SendOffer(to=None)):
        match.submit(2, action)
    assert match.current().seat == 0 and match.current().kind == "trade_response"
    cleo = match.bots[2]
    cleo.turn, cleo.offered = match.state.turn, True  # its one offer of the turn is made
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert isinstance(app.screen, CatanScreen)  # no modal
        offer = str(screen.query_one("#cn-offer").render())
        assert screen.query_one("#cn-offer").display
        assert "Cleo offers 1 brick and wants 1 ore in return" in offer
        assert "You hold: Wd0 Br0 Wl0 Gr1 Or1 (2)" in offer
        assert "y accepts, n declines" in prompt(app)
        # The map stays usable while the offer waits.
        before = screen.cursor["hex"]
        await pilot.press("x", "right")
        assert screen.cursor["hex"] != before and len(match.entries) == screen._token[0]
        n = len(match.entries)
        if mouse:
            await by_mouse(pilot, app, A.Accept())
        else:
            await by_keys(pilot, app, A.Refuse())
        await settle(pilot, app)
        assert match.entries[n].action == (A.Accept() if mouse else A.Refuse())
        assert not screen.query_one("#cn-offer").display, (match.current(), screen.kind, app.screen)


async def test_the_end_screen_gives_the_breakdown_and_turns_the_chips_face_up():
    from boardgames.games.catan.scoring import scores
    from boardgames.ui.screens.game_over import GameOverScreen

    match = Match(registry.rules("catan"), seats(1), seed=3)
    engine_until(match, lambda m: m.state.over)
    state = match.state
    winner = state.players[state.winner]
    left = [h for h in board().chip_fields if state.chips[h] is not None]
    assert left and any(h not in state.players[0].seen for h in left)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        total = scores(state).totals[state.winner]
        headline = f"{winner.name} (orange" if state.winner == 0 else f"{winner.name} ("
        assert headline in text and f"wins with {total} VP in turn {state.turn}" in text
        # One headline, not two (the log behind the dialog may say it once more).
        dialog = "\n".join(str(w.render()) for w in app.screen.query("Static"))
        assert dialog.count("wins") == 1
        console = Console(width=140, record=True, file=io.StringIO())
        for part in game_screen(app).end_parts()[1]:
            console.print(part)
        text = console.export_text()
        for fact in ("Indian chips I / II / III", "Longest Road (his road length)",
                     "Gold Rush (gold mountains)", "Victory Point cards", "Founding fathers",
                     "Fields with his rights", "Resource tokens used", "Voucher", "Ship"):
            assert fact in text, fact
        await pilot.press("b")  # the final map
        await settle(pilot, app)
        for h in left:
            r, c = hex_box(h)
            shown = game_screen(app).board.text_at(r + 3, c + 7, c + 9).strip()
            assert shown in ("I", "II", "III"), (h, shown)


async def test_the_prompt_follows_placements_that_start_and_stop():
    match = rich_position()
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        for keys in (["1"], ["escape"], ["2"], ["escape"], ["s"], ["s"], ["escape"], ["u"],
                     ["escape"], ["x", "enter"], ["escape"], ["p"], ["escape"], ["3"],
                     ["escape"]):
            await pilot.press(*keys)
            await settle(pilot, app)
            if screen.sub:
                assert prompt(app).startswith(f"Ann: {SUBS[screen.sub][2]}"), keys
            else:
                assert_prompt_is_current(app, match)


def test_the_panels_say_what_their_numbers_are():
    match = rich_position()
    view = match.view(0)
    ann = " / ".join(str(t) for t in panel_lines(view, match.seats, 0, 0))
    bob = " / ".join(str(t) for t in panel_lines(view, match.seats, 1, 0))
    p = match.state.players[0]
    assert (f"left: {p.roads_left} roads, {p.settlements_left} settlements, {p.cities_left} "
            f"cities, {p.tokens_left} tokens · voucher unused · ship on #{p.ship}") in ann
    assert f"gold {p.gold} · knights 2 · chips I×0 II×0 III×0" in ann
    assert "4 resource cards, 0 development cards" in bob
    assert "Peter Stuyvesant, Paul Revere, Jan de Witt, Hernando de Soto, La Salle" in ann
    assert not re.search(r"\b(rd|st|ct|tok)\d|\bV[✓–]|ship#", ann + bob)


async def test_the_dice_line_says_who_rolled_and_no_internal_id_shows():
    match = Match(registry.rules("catan"), seats(1), seed=3,
                  options={"magellan_link_steps": 2, "ship_move_blocks": "ship_settlement"})
    engine_until(match, lambda m: m.current().seat == 0 and m.current().kind == "pre_roll"
                 and m.state.turn > 1)
    roller = next(e.seat for e in reversed(match.entries) if e.action == A.Roll())
    assert roller != 0
    for f in ("la_salle", "magellan"):
        for pile in (match.state.father_pile, match.state.fathers_out,
                     *(p.fathers for p in match.state.players)):
            if f in pile:
                pile.remove(f)
        match.state.players[0].fathers.append(f)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(160, 50)) as pilot:
        await settle(pilot, app)
        dice = str(game_screen(app).query_one("#cn-dice").render())
        assert dice.startswith(f"{match.seats[roller].glyph} {match.seats[roller].name} "
                               f"rolled [")
        text = screen_text(app)
        assert "Magellan link: 2 ship steps" in text and "La Salle, Magellan" in text
        ids = re.findall(r"\b(?:la_salle|magellan|de_soto|de_witt|[a-z]+_[a-z_]+)\b", text)
        assert not ids, ids
        await by_keys(pilot, app, A.Roll())
        await settle(pilot, app)
        await acknowledge(pilot, app)
        dice = str(game_screen(app).query_one("#cn-dice").render())
        assert dice.startswith(f"{match.seats[0].glyph} Ann rolled [")


# -- issue 12: the trade panel beside the map -----------------------------------------------


def board_corner(app) -> list[str]:
    """The top-left of the map as it stands on screen (rows of 30 cells)."""
    region = game_screen(app).board.region
    lines = screen_text(app).split("\n")
    return [line[region.x: region.x + 30] for line in lines[region.y: region.y + 8]]


@pytest.mark.parametrize("mouse", [False, True], ids=["keys", "mouse"])
async def test_a_trade_composed_and_sent_in_the_panel_beside_the_map(mouse):
    match = Match(registry.rules("catan"), seats(1), seed=3)
    engine_until(match, lambda m: m.current().seat == 0 and m.current().kind == "pre_roll")
    match.state.phase = match.state.return_phase = "main"
    give(match, 0, wood=0, brick=1, wool=3, grain=0, ore=0)
    perform = by_mouse if mouse else by_keys
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        board_before = board_corner(app)
        assert any(line.strip() for line in board_before)
        await perform(pilot, app, A.OfferTrade())
        await settle(pilot, app)
        panel = screen.trade_panel
        assert app.screen is screen and panel.is_open and match.current().kind == "trade_compose"
        assert board_corner(app) == board_before  # the map is still there, beside the panel
        assert "compose your offer in the trade panel" in prompt(app)
        for action in (A.AddGive(item="wool"), A.AddGive(item="wool"), A.AddWant(item="ore")):
            await perform(pilot, app, action)
            await settle(pilot, app)
        text = screen_text(app)
        assert "You give 2 wool · you want 1 ore" in text and "You hold: " in text
        assert board_corner(app) == board_before
        n = len(match.entries)
        await perform(pilot, app, A.SendOffer(to=None))
        await settle(pilot, app)
        assert match.entries[n].action == A.SendOffer(to=None)
        # The bots answered; a partner is chosen in the same panel, or the turn goes on.
        if match.current().kind == "trade_confirm":
            assert panel.is_open and "choose your partner" in screen_text(app)
            partner = next(a for a in match.legal_actions(0) if a.kind == "confirm_trade")
            await perform(pilot, app, partner)
            await settle(pilot, app)
            assert match.entries[-1].action == partner
        assert match.current().kind == "main" and not panel.is_open
        assert app.screen.focused is None  # the keys are the map's again


@pytest.mark.parametrize("mouse", [False, True], ids=["keys", "mouse"])
async def test_a_trade_with_europe_in_the_panel(mouse):
    match = main_phase_of_ann()
    give(match, 0, wood=4, brick=0, wool=0, grain=0, ore=0)
    match.state.players[0].gold = 1
    trade = next(a for a in match.legal_actions(0) if a.kind == "bank_trade")
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await pass_device(pilot, app)
        await settle(pilot, app)
        n = len(match.entries)
        await (by_mouse if mouse else by_keys)(pilot, app, trade)
        await settle(pilot, app)
        assert match.entries[n].action == trade
        assert not game_screen(app).trade_panel.is_open
