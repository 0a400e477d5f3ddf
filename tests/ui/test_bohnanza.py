"""Bohnanza through the screen: turns played by keys only and by mouse only, a trade and
a raid between two humans at one keyboard (with the handoff gates), a duel turn, and an
SVG snapshot of La Isla Bohnita."""

from __future__ import annotations

import random

import pytest

from boardgames.core import registry
from boardgames.core.controller import Match, Seat
from boardgames.core.rules import IllegalAction
from boardgames.games.bohnanza import actions as A
from boardgames.games.bohnanza.bots import GreedyBot
from boardgames.games.bohnanza.data import bean_name
from boardgames.ui.app import BoardgamesApp
from boardgames.ui.games.bohnanza.board import BeanTable, HandStrip
from boardgames.ui.games.bohnanza.choices import Spot
from boardgames.ui.games.bohnanza.dialogs import Composer, RaidAnswer
from boardgames.ui.games.bohnanza.side import TradePanel
from boardgames.ui.screens.game_over import GameOverScreen
from boardgames.ui.screens.handoff import HandoffScreen
from tests.games.bohnanza.helpers import (
    set_coins,
    set_field,
    set_hand,
    set_ship,
    to_market,
)
from tests.ui.bohnanza_driver import (
    Chooser,
    by_keys,
    by_mouse,
    click_key,
    click_spot,
    compose_keys,
    compose_mouse,
    game_screen,
    to_spot,
)
from tests.ui.helpers import play_seat, screen_text, settle


def seats(humans: int = 1, players: int = 3) -> list[Seat]:
    names = ["Ann", "Bob", "Cleo", "Dax", "Edda", "Finn", "Greta"]
    return [Seat(name=names[i]) if i < humans else
            Seat(name=names[i], kind="bot", level="greedy") for i in range(players)]


def bohnanza(humans: int = 1, players: int = 3, seed: int = 1, **options) -> Match:
    options.setdefault("start_player", 0)
    return Match(registry.rules("bohnanza"), seats(humans, players), options=options, seed=seed)


async def play_human(pilot, app, match: Match, perform, limit: int) -> int:
    """Seat 0 (the only human) plays ``limit`` moves through the screen."""
    chooser = Chooser(match, 0, seed=3)
    return await play_seat(pilot, app, match, perform, chooser.choose, limit=limit)


async def test_turns_of_a_three_player_game_by_keys():
    match = bohnanza(seed=17)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        done = await play_human(pilot, app, match, by_keys, limit=20)
        assert done == 20 and match.state.turn > 3


async def test_turns_of_a_three_player_game_by_mouse():
    match = bohnanza(seed=15)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        done = await play_human(pilot, app, match, by_mouse, limit=20)
        assert done == 20 and match.state.turn > 3


# -- two humans at one keyboard --------------------------------------------------------------


def assert_private(app, viewer: str | None) -> None:
    """Only ``viewer``'s hand may be on screen; during a gate nobody's."""
    screen = game_screen(app)
    text = screen_text(app)
    names = [s.name for s in screen.match.seats]
    for name in names:
        if name != viewer:
            assert f"YOUR HAND — {name}" not in text
    if viewer is None:
        assert isinstance(app.screen, HandoffScreen)
        assert screen.viewer is None and "YOUR HAND" not in text
        assert screen.query_one(BeanTable).view.viewer is None
    else:
        assert screen.match.seats[screen.viewer].name == viewer
        assert app.screen is not screen or f"YOUR HAND — {viewer}" in text


async def pass_to(pilot, app, name: str) -> None:
    await settle(pilot, app)
    assert isinstance(app.screen, HandoffScreen) and "Pass to" in screen_text(app)
    assert name in screen_text(app)
    assert_private(app, None)
    await pilot.press("enter")
    await settle(pilot, app)
    assert_private(app, name)


async def test_trades_between_two_humans_with_handoffs():
    match = bohnanza(humans=2)
    st = match.state
    to_market(st, face_up=["feuer", "soja"])
    chili, soy = st.face_up
    ann = set_hand(st, 0, ["blau", "sau", "blau"])
    bob = set_hand(st, 1, ["brech", "wachs", "brech", "sau"])
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_to(pilot, app, "Ann")
        screen = game_screen(app)
        # 1. By keys: Ann offers her face-up Chili Bean for a Green Bean.
        await pilot.press("t")
        await pilot.pause()
        composer = screen.query_one(Composer)  # a panel beside the table, not a dialog
        assert app.screen is screen and composer.is_open and app.screen.focused is composer
        await pilot.press("space", "tab")
        while composer.beans[composer.cursor["want"]] != "brech":
            await pilot.press("right")
        await pilot.press("plus", "enter")
        await pass_to(pilot, app, "Bob")
        text = screen_text(app)
        assert "gives 1 Chili (face-up)" in text and "wants 1 Green" in text
        # Bob accepts; he holds two Green Beans and gives the rear one (#3).
        await pilot.press("y")
        assert screen.choices.picking is not None and screen.choices.picking.chosen == [bob[0]]
        await to_spot(pilot, screen, Spot("hand", 1, 2))
        await pilot.press("space")
        assert screen.choices.picking.chosen == [bob[2]]
        await pilot.press("enter")
        await pass_to(pilot, app, "Ann")
        assert "accepted" in screen_text(app)
        await pilot.press("y")
        await settle(pilot, app)
        assert st.seats[1].received == [chili] and st.seats[0].received == [bob[2]]
        # 2. By mouse: Ann offers her face-up Soy Bean for a Stink Bean.
        await click_key(pilot, screen, "t")
        await pilot.pause()
        await compose_mouse(pilot, app, [soy], ["sau"], 1)
        await pass_to(pilot, app, "Bob")
        # Bob counters by keys: his front Green Bean for a Blue Bean.
        await pilot.press("k")
        await pilot.pause()
        await pilot.press("space", "tab")
        while composer.beans[composer.cursor["want"]] != "blau":
            await pilot.press("right")
        await pilot.press("plus", "enter")
        await pass_to(pilot, app, "Ann")
        assert "countered" in screen_text(app)
        # Ann confirms by mouse; of her two Blue Beans she gives the rear one.
        await click_key(pilot, screen, "y")
        assert screen.choices.picking is not None and screen.choices.picking.chosen == [ann[0]]
        await click_spot(pilot, screen, Spot("hand", 0, 2))
        assert screen.choices.picking.chosen == [ann[2]]
        await click_key(pilot, screen, "enter")
        await settle(pilot, app)
    assert st.seats[1].received == [chili, ann[2]]
    assert st.seats[0].received == [bob[2], bob[0]]
    assert st.seats[0].hand == ann[:2]
    assert any("gives 1 Blue Bean (hand) to Bob for 1 Green Bean" in e.text for e in match.log)


async def test_a_raid_answered_by_a_human():
    match = bohnanza(humans=2)
    st = match.state
    to_market(st, face_up=[])
    set_ship(st, 0, "pirate")
    set_ship(st, 1, "m1", "blau", 4)  # worth 1 coin
    set_ship(st, 1, "m2", "sau", 2)  # worth nothing: Bob may only give up a bean
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_to(pilot, app, "Ann")
        screen = game_screen(app)
        assert " r  Raid" in screen_text(app)
        # By keys: r, then the first target (Bob's ship 1).
        await pilot.press("r")
        assert "Bob's merchant ship 1 (Blue ×4)" in screen_text(app)
        await pilot.press("1")
        await pass_to(pilot, app, "Bob")
        assert isinstance(app.screen, RaidAnswer)
        assert "Sell for 1 coin" in screen_text(app)
        await pilot.press("s")
        await pass_to(pilot, app, "Ann")
        assert st.seats[1].ships["m1"].cargo == [] and len(st.seats[1].coins) == 1
        # By mouse: click Bob's ship 2, then its raid button; Bob's cargo is worth nothing,
        # so he gives up a bean without being asked.
        await click_spot(pilot, screen, Spot("ship", 1, "m2"))
        await click_key(pilot, screen, "r")
        await settle(pilot, app)
        assert screen.viewer == 0 and not isinstance(app.screen, HandoffScreen)
    assert len(st.seats[1].ships["m2"].cargo) == 1 and len(st.seats[0].ships["pirate"].cargo) == 1
    assert any("sells the cargo of merchant ship 1" in e.text for e in match.log)


async def test_a_raid_answer_by_mouse_gives_up_a_bean():
    match = bohnanza(humans=2)
    st = match.state
    to_market(st, face_up=[])
    set_ship(st, 0, "pirate", "feuer", 1)
    set_ship(st, 1, "m1", "feuer", 3)  # worth 1 coin
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_to(pilot, app, "Ann")
        screen = game_screen(app)
        await click_spot(pilot, screen, Spot("ship", 1, "m1"))
        await click_spot(pilot, screen, Spot("ship", 1, "m1"))  # a second click raids
        await pass_to(pilot, app, "Bob")
        await pilot.click("#give")
        await pass_to(pilot, app, "Ann")
    assert len(st.seats[1].ships["m1"].cargo) == 2 and len(st.seats[0].ships["pirate"].cargo) == 2


async def test_a_duel_turn_by_keys():
    match = bohnanza(players=2, seed=5)
    st = match.state
    assert st.mode == "duel"
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert "duel" in screen_text(app) and "coins set aside" in screen_text(app)
        # Phase 1: discard the second hand card (d 2), plant the front card, end planting.
        second = st.seats[0].hand[1]
        await pilot.press("d", "2")
        assert st.discard[-1] == second and st.duel_discard_used
        field = match.legal_actions(0)[0].field
        await pilot.press("p", str(field + 1))
        if match.current().kind == "plant_hand":
            await pilot.press("e")
        await settle(pilot, app)
        assert match.current().kind == "market" and len(st.face_up) >= 3
        assert "Face-up" in screen_text(app)
        # Phase 2: plant every face-up card (g picks one, a digit its field); make room
        # with a harvest for coins when a card fits no field.
        await plant_pending_by_keys(pilot, app, match)
        sails = [a for a in match.legal_actions(0) if a.kind == "sail"]
        if sails:
            await by_keys(pilot, app, [sails[0]])
            assert st.seats[0].ships[sails[0].ship].location == sails[0].to
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("y")
        await settle(pilot, app)
        await plant_pending_by_keys(pilot, app, match)
        await settle(pilot, app)
        # The draw (2 cards), the bot's turn, and Ann's second turn begins.
        assert st.turn == 3 and match.current().seat == 0
        assert "turn 3: Ann" in screen_text(app)
        assert screen.viewer == 0


async def plant_pending_by_keys(pilot, app, match: Match) -> None:
    screen = game_screen(app)
    for _ in range(12):
        legal = match.legal_actions(0)
        pending = [a for a in legal if a.kind == "plant_pending"]
        stuck = match.current() is not None and match.current().seat == 0 and not pending and (
            match.state.face_up or match.state.seats[0].received)
        if stuck:
            harvest = next(a for a in legal if a.kind == "harvest" and a.dest == "sell")
            await by_keys(pilot, app, [harvest])
            continue
        if not pending:
            return
        await pilot.press("g")
        cid = screen.choices.sel.key
        field = next(a.field for a in pending if a.cid == cid)
        await pilot.press(str(field + 1))
        await settle(pilot, app)
    raise AssertionError("the face-up cards were not planted")


async def test_svg_snapshot_of_la_isla_bohnita(snapshot_svg):
    match = bohnanza(players=4, seed=7)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_human(pilot, app, match, by_keys, limit=8)
        await settle(pilot, app)
        snapshot_svg(app, "bohnanza_lib")


async def test_free_actions_show_their_payout_before_they_happen():
    match = bohnanza()
    st = match.state
    to_market(st, face_up=[])
    set_field(st, 0, 0, "blau", 4)
    set_field(st, 0, 1, "sau", 2)
    set_ship(st, 0, "m1", "blau", 6)
    set_coins(st, 0, 6)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        # Keys: harvest field 1 onto ship 1 (the bar shows both payouts first).
        await pilot.press("h", "1")
        text = screen_text(app)
        assert "Harvest F1 (Blue ×4) for 1 coin" in text
        assert "Harvest F1 onto merchant ship 1 → Blue ×10 = 4 coins" in text
        await pilot.press("1")
        assert len(st.seats[0].ships["m1"].cargo) == 10 and not st.seats[0].fields[0]
        # Keys: buy a second ship (b, then its number; prices shown).
        await pilot.press("b")
        assert "A second merchant ship for 4 coins" in screen_text(app)
        await pilot.press("2")
        assert "m2" in st.seats[0].ships and len(st.seats[0].coins) == 2
        # Mouse: move the cargo from ship 1 to ship 2 (click one, then the other).
        await click_spot(pilot, screen, Spot("ship", 0, "m1"))
        assert "Move the cargo to merchant ship 2 → Blue ×10 = 4 coins" in screen_text(app)
        await click_spot(pilot, screen, Spot("ship", 0, "m2"))
        assert len(st.seats[0].ships["m2"].cargo) == 10
        # Mouse: sell it (click the ship, then the sell key in the bar).
        await click_spot(pilot, screen, Spot("ship", 0, "m2"))
        assert "Sell the cargo (Blue ×10) for 4 coins" in screen_text(app)
        await click_key(pilot, screen, "c")
        assert len(st.seats[0].coins) == 6 and not st.seats[0].ships["m2"].cargo
        # Keys: harvest the Stink Beans for coins, with the cursor and Enter.
        await to_spot(pilot, screen, Spot("field", 0, 1))
        await pilot.press("enter")
        assert "for 0 coins" in screen_text(app)
        await pilot.press("enter")
        assert not st.seats[0].fields[1] and len(st.seats[0].coins) == 6
        # F1 shows the keys of this screen.
        await pilot.press("f1")
        await pilot.pause()
        assert "Keys and mouse on this screen" in screen_text(app)
        await pilot.press("escape")


async def test_a_message_begun_elsewhere_is_finished_in_the_composer():
    """A draft opened outside the composer (from the list of all moves, or found after an
    undo or a load) opens the composer; Esc drops it."""
    match = bohnanza()
    st = match.state
    to_market(st, face_up=["feuer"])
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        screen.act(A.propose(1))
        await settle(pilot, app)
        assert screen.query_one(Composer).is_open and "to Bob" in screen_text(app)
        await pilot.press("escape")
        await settle(pilot, app)
        assert st.draft is None and match.current().kind == "market"
        screen.act(A.ASK_TABLE)
        await settle(pilot, app)
        await pilot.press("space", "enter")
        await settle(pilot, app)
    assert any("asks the table: gives 1 Chili Bean (face-up)" in e.text for e in match.log)


def near_the_end(seed: int = 4) -> Match:
    """A three-player game played by the engine (Ann choosing like a greedy bot) up to Ann's
    last loading before the final scoring."""
    match = bohnanza(seed=seed)
    ann = GreedyBot(match.rules, 0)
    rng = random.Random(0)
    while (d := match.current()) is not None and not (d.kind == "final_window" and d.seat == 0):
        action = (ann.choose(match.view(0), match.legal_actions(0), rng) if d.seat == 0
                  else match.bot_action(d.seat))
        match.submit(d.seat, action)
    return match


async def test_the_final_window_and_the_end_screen():
    match = near_the_end()
    st = match.state
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert "last loading" in screen_text(app) or "Load fields onto ships" in screen_text(app)
        while any(a.kind == "harvest" for a in match.legal_actions(0)):
            a = next(a for a in match.legal_actions(0) if a.kind == "harvest")
            await by_keys(pilot, app, [a])
            assert not st.seats[0].fields[a.field]
        for a in [a for a in match.legal_actions(0) if a.kind == "transfer_cargo"][:1]:
            await by_mouse(pilot, app, [a])
            assert not st.seats[0].ships[a.src].cargo
        await pilot.press("e")
        await settle(pilot, app)
        assert match.is_over and isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert "Total coins" in text and "Coins before final scoring" in text
        assert "Rank" in text and "Cards still in hand" in text and "points" not in text
        headline = str(app.screen.query_one("#winners").render())
        assert " wins with " in headline or " share the win with " in headline
        assert "unverified" not in headline and "placeholder" not in text
        # The stand-in beanometers get a footnote only when one of those beans paid coins.
        sold = {bean_name(b) for s in st.seats for b in map(st.cfg.bean_of.get, s.coins)}
        expected = sold & {"Mocha Bean", "Pole Bean"}
        assert ("unverified stand-ins" in text) == bool(expected), expected


def region_text(app, widget) -> str:
    """The words the screen shows inside ``widget`` (its rows, cut to its columns), with
    the line breaks and padding of its wrapping removed."""
    r = widget.region
    rows = screen_text(app).split("\n")[r.y:r.y + r.height]
    return " ".join(" ".join(row[r.x:r.x + r.width].strip("│ ") for row in rows).split())


def flat(text: str) -> str:
    return " ".join(text.split())


async def test_a_refused_key_says_why_in_the_engines_words():
    """A key whose actions exist but are illegal shows the engine's reason; a key with no
    action of its kind at all says what it is for and why there is nothing for it."""
    match = bohnanza(seed=1, isla_bohnita=False)  # base game, 3 players
    st = match.state
    to_market(st, face_up=[])
    set_coins(st, 0, 2)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        before = match.state_digest()
        # Spec 2.5: the 3rd field costs 3 coins in the base game for 3-5 players.
        await pilot.press("b")
        assert ("You cannot buy anything now: the 3rd bean field costs 3 coins and you "
                "have 2.") in flat(screen_text(app))
        await pilot.press("p")  # phase 2: planting from the hand is over
        assert ("You cannot plant your front card now: planting the front card is possible "
                "only in phase 1") in flat(screen_text(app))
        await pilot.press("c")  # the base game has no ships at all
        assert ("c sells the cargo of one of your ships, but this game is played without "
                "La Isla Bohnita, so there are no ships.") in flat(screen_text(app))
        assert "Nothing to do with" not in screen_text(app)
        assert match.state_digest() == before


async def test_the_trade_panel_names_who_answered_how():
    """Spec 9.1 item 9: every seat's answer, by name, from the answer in the view; the
    active player keeps it in sight while choosing the cards of a confirmation and while
    composing new terms."""
    players = [Seat(name="Ann"), Seat(name="Bob", kind="bot", level="greedy"), Seat(name="Cleo"),
               Seat(name="Dax", kind="bot", level="greedy")]
    match = Match(registry.rules("bohnanza"), players,
                  options={"start_player": 0, "isla_bohnita": False}, seed=1)
    st = match.state
    to_market(st, face_up=["feuer"])
    ann = set_hand(st, 0, ["blau", "blau", "sau"])
    set_hand(st, 1, ["brech"])
    cleo = set_hand(st, 2, ["sau", "rot"])
    set_hand(st, 3, ["rot"])  # no Green Bean: Dax can only decline
    for action in (A.ASK_TABLE, A.draft_give(st.face_up[0]), A.draft_want("brech", 1),
                   A.DRAFT_SEND):
        match.submit(0, action)
    match.submit(1, A.ACCEPT)  # Bob gives his Green Bean
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_to(pilot, app, "Cleo")
        screen = game_screen(app)
        panel = screen.query_one(TradePanel)
        assert "Bob accepted; Cleo and Dax have not answered yet." in region_text(app, panel)
        # Cleo counters: her Stink Bean for one of Ann's Blue Beans.
        await pilot.press("k")
        await pilot.pause()
        await compose_keys(pilot, app, [cleo[0]], ["blau"], None)
        await pass_to(pilot, app, "Ann")  # Dax (a bot) has declined meanwhile
        assert [r.status for r in st.trade.responses] == ["accepted", "countered", "declined"]
        sentence = "Bob accepted; Cleo countered; Dax declined."
        assert sentence in region_text(app, panel)
        # Confirming Cleo's counter: Ann holds two Blue Beans and picks one.
        await pilot.press("2", "y")
        assert screen.choices.picking is not None and screen.choices.picking.chosen == [ann[0]]
        assert sentence in region_text(app, panel)
        await pilot.press("escape")
        # New terms for Cleo: the composer covers the panel and says it itself.
        await pilot.press("k")
        await pilot.pause()
        composer = screen.query_one(Composer)
        assert composer.is_open
        assert sentence in region_text(app, composer.query_one("#composer-context"))
        await pilot.press("escape")
        await pilot.pause()
        assert sentence in region_text(app, panel)


async def test_at_a_full_table_the_panel_still_names_every_answer():
    """Seven players: the details of six answers do not fit in the panel, the names of who
    accepted and who countered still do (the active player's review)."""
    names = ["Ann", "Bob", "Cleo", "Dax", "Edda", "Finn", "Greta"]
    players = [Seat(name="Ann")] + [Seat(name=n, kind="bot", level="greedy") for n in names[1:]]
    match = Match(registry.rules("bohnanza"), players,
                  options={"start_player": 0, "isla_bohnita": False}, seed=1)
    st = match.state
    to_market(st, face_up=["feuer"])
    set_hand(st, 0, ["blau", "blau", "sau"])
    for action in (A.ASK_TABLE, A.draft_give(st.face_up[0]), A.DRAFT_SEND):
        match.submit(0, action)  # a gift to the table
    for seat in range(1, 7):
        if seat % 2:
            match.submit(seat, A.ACCEPT)
        else:  # a counter: one hand card for one Blue Bean
            for action in (A.COUNTER, A.draft_give(st.seats[seat].hand[0]),
                           A.draft_want("blau", 1), A.DRAFT_SEND):
                match.submit(seat, action)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert match.current().kind == "review"
        shown = region_text(app, game_screen(app).query_one(TradePanel))
        assert "Bob, Dax and Finn accepted; Cleo, Edda and Greta countered." in shown


# -- what changed since your last move ---------------------------------------------------------


async def test_change_marks_show_the_bots_turns_until_the_human_acts():
    """After the bots' turns, ✦ marks their planted fields on Ann's table (read from her
    own view); once Ann plants, the marks are gone."""
    match = bohnanza(seed=17)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        chooser = Chooser(match, 0, seed=3)
        await play_seat(pilot, app, match, by_keys, chooser.choose,
                        until=lambda m: m.state.turn == 4 and m.state.phase == "plant_hand")
        screen = game_screen(app)
        assert match.current().seat == 0 and screen.recent_moves()
        bot_fields = {s for s in screen.changed if s.kind == "field" and s.seat != 0}
        assert bot_fields, screen.changed
        assert all(s.seat != 0 or s.kind != "field" for s in screen.changed)
        table = screen.query_one(BeanTable)
        for spot in bot_fields:
            x, y, w, _ = table.rects[spot]
            assert table._strips[y].text[x + w - 1] == "✦"
        assert "✦ new" in screen_text(app)
        plant = next(a for a in match.legal_actions(0) if a.kind == "plant_front")
        await by_keys(pilot, app, [plant])
        await settle(pilot, app)
        assert match.entries[-1].seat == 0 and not screen.recent_moves()
        assert not screen.changed
        for spot in bot_fields:
            x, y, w, _ = table.rects[spot]
            assert table._strips[y].text[x + w - 1] != "✦"


async def test_change_marks_are_there_after_resuming_the_game():
    """A resumed game marks the bots' turns since Ann's last move, as the screen that saw
    them did (from her own view after that move, replayed)."""
    match = bohnanza(seed=17)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        chooser = Chooser(match, 0, seed=3)
        await play_seat(pilot, app, match, by_keys, chooser.choose,
                        until=lambda m: m.state.turn == 4 and m.state.phase == "plant_hand")
        seen = game_screen(app).changed
        assert any(s.kind == "field" and s.seat != 0 for s in seen)
    resumed = BoardgamesApp(match=match, bot_delay=0)
    async with resumed.run_test(size=(120, 40)) as pilot:
        await settle(pilot, resumed)
        assert game_screen(resumed).changed == seen


# -- small terminals (spec 9.4) ------------------------------------------------------------------


async def test_a_few_turns_at_80_by_24_by_keys_with_tabs_and_the_hand_strip():
    """At 80×24 the table, the players and the log are tabs; the own hand strip and the
    prompt bar stay on screen whichever tab is open."""
    match = bohnanza(seed=17)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert screen.compact and "needs a terminal" not in screen_text(app)
        before = screen.choices.cursor
        await pilot.press("right")  # the cursor's key, never the tab row's
        assert screen.choices.cursor != before
        assert screen.query_one("#bn-tabs").active == "bn-tab-table"
        done = await play_human(pilot, app, match, by_keys, limit=20)
        assert done == 20 and match.state.turn > 3
        await settle(pilot, app)
        for key, shown in (("f6", "cards in hand"), ("f6", "Log"), ("f6", "F1─")):
            await pilot.press(key)
            await pilot.pause()
            text = screen_text(app)
            assert shown in text
            assert "YOUR HAND — Ann" in text
            assert game_screen(app).query_one("#prompt").region.bottom <= 23


async def test_resizing_switches_between_the_full_table_and_the_tabs():
    match = bohnanza(seed=17)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_human(pilot, app, match, by_keys, limit=2)
        screen = game_screen(app)
        assert not screen.compact and not screen.query(HandStrip)
        await pilot.resize_terminal(80, 24)
        await settle(pilot, app)
        assert screen.compact and screen.query(HandStrip)
        assert "YOUR HAND — Ann" in screen_text(app)
        await play_human(pilot, app, match, by_keys, limit=2)
        await pilot.resize_terminal(120, 40)
        await settle(pilot, app)
        assert not screen.compact and "YOUR HAND — Ann" in screen_text(app)


# -- the prompt bar is never stale ---------------------------------------------------------------


async def test_the_prompt_bar_matches_the_decision_after_every_kind_of_action():
    """After each move the human makes (by keys and by mouse, trades with the composer
    included) and after the keys that only look or step back, the prompt bar says what
    the screen asks for the current decision."""
    kinds: set[str] = set()
    await play_checking_the_prompt(by_keys, 17, kinds)
    await play_checking_the_prompt(by_mouse, 15, kinds)
    assert {"plant_front", "end_planting", "end_market", "plant_pending", "propose",
            "accept", "harvest", "sail"} <= kinds, kinds


async def play_checking_the_prompt(perform, seed: int, kinds: set[str]) -> None:
    from tests.ui.bohnanza_driver import prompt_is_current

    match = bohnanza(seed=seed)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:

        async def check(label: str) -> None:
            await settle(pilot, app)
            if app.screen is not game_screen(app):
                return  # a dialog is up: the bar is under it
            if app.screen.query_one("#prompt").has_class("-error"):
                return  # a refused key says why until the next key
            shown, expected = prompt_is_current(app)
            assert shown == expected, f"after {label}"

        async def act(pilot, app, move) -> None:
            await perform(pilot, app, move)
            await check(move[0].kind)
            kinds.add(move[0].kind)

        chooser = Chooser(match, 0, seed=3)
        await play_seat(pilot, app, match, act, chooser.choose, limit=25)
        for key in ("tab", "enter", "escape", "h", "escape", "i", "escape", "right",
                    "ctrl+z", "f2", "escape", "t", "escape", "escape"):
            await pilot.press(key)
            await check(key)


# -- text that reads as a sentence -----------------------------------------------------------------


async def test_one_card_and_one_coin_are_written_in_the_singular():
    match = bohnanza(seed=17)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        v = screen.view
        v.draw_size, v.discard = 1, ["blau"]
        v.seats[1].hand_size = 1
        assert screen.choices.spot_info(Spot("draw")) == "Draw pile: 1 card"
        assert screen.choices.spot_info(Spot("discard")).startswith("Discard pile: 1 card,")
        assert screen.choices.spot_info(Spot("home", 1)).endswith("1 card in hand")
        assert "1 card in hand" in str(screen.panel_lines(v, 1)[0])
        v.mode, v.set_aside = "duel", 1
        assert "1 coin set aside" in screen.status_text(v)


# -- issue 12: the composer beside the table, a bot's offer in the trade panel --------------


def table_corner(app) -> list[str]:
    """The top-left of the table as it stands on screen (rows of 30 cells)."""
    region = game_screen(app).query_one(BeanTable).region
    lines = screen_text(app).split("\n")
    return [line[region.x: region.x + 30] for line in lines[region.y: region.y + 10]]


@pytest.mark.parametrize("mouse", [False, True], ids=["keys", "mouse"])
async def test_a_trade_composed_and_sent_beside_the_table(mouse):
    match = bohnanza(isla_bohnita=False)
    st = match.state
    to_market(st, face_up=["feuer"])
    set_hand(st, 0, ["blau", "sau"])
    chili = st.face_up[0]
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        before = table_corner(app)
        assert "YOUR HAND — Ann" in screen_text(app)
        if mouse:
            await click_key(pilot, screen, "t")
        else:
            await pilot.press("t")
        await pilot.pause()
        composer = screen.query_one(Composer)
        assert app.screen is screen and composer.is_open and app.screen.focused is composer
        text = screen_text(app)
        assert "YOUR HAND — Ann" in text and table_corner(app) == before  # the table shows
        assert "Compose a proposal" in text
        n = len(match.entries)
        await (compose_mouse if mouse else compose_keys)(pilot, app, [chili], ["brech"], 1)
        await settle(pilot, app)
        kinds = [e.action.kind for e in match.entries[n:]]
        assert match.entries[n].action == A.propose(1)
        assert kinds[1:4] == ["draft_give", "draft_want", "draft_send"], kinds
        assert not composer.is_open and app.screen.focused is not composer


@pytest.mark.parametrize("mouse", [False, True], ids=["keys", "mouse"])
async def test_a_bots_offer_waits_in_the_trade_panel_for_the_human(mouse):
    match = bohnanza(isla_bohnita=False, start_player=1)
    st = match.state
    to_market(st, face_up=["feuer"])
    set_hand(st, 0, ["blau", "brech"])
    for action in (A.propose(0), A.draft_give(st.face_up[0]), A.draft_want("brech", 1),
                   A.DRAFT_SEND):
        match.submit(1, action)  # Bob (a bot) offers his Chili for Ann's Green Bean
    assert match.current().seat == 0
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        assert app.screen is screen  # no modal: the offer is in the panel beside the table
        panel = region_text(app, screen.query_one(TradePanel))
        assert "▲ Bob → ● Ann" in panel and "gives 1 Chili (face-up)" in panel
        assert "wants 1 Green" in panel
        # Ann looks around the table before answering.
        before = screen.choices.cursor
        await pilot.press("down", "right")
        assert screen.choices.cursor != before
        n = len(match.entries)
        await (by_mouse if mouse else by_keys)(pilot, app, [A.DECLINE])
        await settle(pilot, app)
        assert match.entries[n].action == A.DECLINE and match.entries[n].seat == 0


# -- languages -----------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_the_table_and_the_reasons_speak_the_language_switched_to(
        size: tuple[int, int]) -> None:
    """After a switch at run time the table's cards and legends, the hand, the status
    line, the key bar and the tabs of a small terminal are drawn again in German, and the
    engine refuses in German too."""
    match = bohnanza(isla_bohnita=True)
    app = BoardgamesApp(match=match, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await settle(pilot, app)
        assert "YOUR HAND" in screen_text(app)
        app.switch_language("de")
        await pilot.pause()
        text = screen_text(app)
        for german in ("DEINE HAND", "VORNE", "m1 Heim", "kostet 3", "Phase 1: Anbauen",
                       "Ablage", "Die vordere Karte anbauen", "Feuerbohne, Bohnometer"):
            assert german in text, german
        if size == (80, 24):
            assert "Spieler & Handel" in text
        for english in ("YOUR HAND", "FRONT", "costs", "exhaustion", "empty", "front card"):
            assert english not in text, english
        with pytest.raises(IllegalAction, match="Phase 2 hat noch nicht begonnen"):
            match.rules.check(match.state, 0, A.END_MARKET)
