"""Data integrity (spec 0.4), options and configurations (2.1, R1), setup (2.3, R2-R5, TC29)."""

from __future__ import annotations

import random

import pytest

from boardgames.core.rules import SetupError
from boardgames.games.bohnanza.data import config, data, next_step, value
from boardgames.games.bohnanza.rules import RULES, BohnanzaOptions
from boardgames.games.bohnanza.view import build_view
from tests.games.bohnanza.helpers import NAMES, beans, new_game


def test_data_counts_match_the_checks() -> None:
    gd = data()
    by_product: dict[str, int] = {}
    for b in gd.beans:
        by_product[b.product] = by_product.get(b.product, 0) + b.count
    assert by_product == {"base": 104, "bean_expansion": 50, "la_isla_bohnita": 54}
    assert gd.checks.base_cards == 104
    assert gd.checks.bean_expansion_cards == 50
    assert gd.checks.la_isla_bohnita_cards == 54


def test_removal_tables_agree_with_the_deck_sizes() -> None:
    gd = data()
    ids = {b.id for b in gd.beans}
    for mode, table in gd.removals.items():
        for expansion, cells in ((False, table.without_expansion), (True, table.with_expansion)):
            for players, cell in cells.items():
                assert set(cell.remove) <= ids
                assert len(config(mode, expansion, players).cids) == cell.cards_in_play
                deal = gd.deal(mode, players)
                assert len(deal) == players


def test_no_display_name_says_wax() -> None:
    assert all("Wax" not in b.name_en for b in data().beans)


@pytest.mark.parametrize(
    ("isla", "expansion", "players"),
    [(False, False, 2), (False, True, 2), (True, True, 8), (False, False, 1)],
)
def test_invalid_configurations_are_refused(isla: bool, expansion: bool, players: int) -> None:
    with pytest.raises(SetupError):
        RULES.configure(players, BohnanzaOptions(isla_bohnita=isla, bean_expansion=expansion))


def test_two_players_without_the_island_get_a_clear_message() -> None:
    with pytest.raises(SetupError, match="only possible with La Isla Bohnita"):
        RULES.configure(2, BohnanzaOptions(isla_bohnita=False))


@pytest.mark.parametrize("isla", [True, False])
@pytest.mark.parametrize("players", [6, 7])
def test_six_and_seven_players_switch_the_expansion_on(isla: bool, players: int) -> None:
    options, notes = RULES.configure(players, BohnanzaOptions(isla_bohnita=isla))
    assert options.bean_expansion is True
    assert notes and "bean expansion" in notes[0]
    state = RULES.setup(NAMES[:players], BohnanzaOptions(isla_bohnita=isla), random.Random(1))
    assert state.expansion is True


def test_start_player_out_of_range_is_refused() -> None:
    with pytest.raises(SetupError):
        RULES.configure(3, BohnanzaOptions(start_player=3))


def test_default_mode_by_player_count() -> None:
    assert new_game(mode="lib", players=2).mode == "duel"
    options = BohnanzaOptions()
    assert options.isla_bohnita is True and options.bean_expansion is False
    assert options.tie_break == "furthest_clockwise_from_start"
    st = RULES.setup(NAMES[:4], options, random.Random(3))
    assert st.mode == "lib"


def test_tc29_setup_sizes() -> None:
    st = new_game("lib", 5)
    assert len(st.cfg.cids) == 152
    assert [len(r) for r in st.rows.values()] == [5, 5]
    assert [len(st.seats[(st.start + i) % 5].hand) for i in range(5)] == [3, 4, 5, 6, 6]
    assert len(st.draw) == 118
    assert len(new_game("duel", 2).draw) == 114
    assert len(new_game("duel", 2).cfg.cids) == 134
    base4 = new_game("base", 4)
    assert len(base4.cfg.cids) == 104 and len(base4.draw) == 84
    base7 = new_game("base", 7, expansion=True, start=3)
    assert len(base7.cfg.cids) == 144 and len(base7.draw) == 108
    assert [len(base7.seats[(3 + i) % 7].hand) for i in range(7)] == [3, 4, 5, 6, 6, 6, 6]
    lib7 = new_game("lib", 7, expansion=True)
    assert len(lib7.cfg.cids) == 190 and len(lib7.draw) == 144


def test_r2_cards_in_play_follow_the_removals() -> None:
    st = new_game("lib", 4)
    in_play = set(st.cfg.bean_of.values())
    assert "garten" not in in_play and "rot" not in in_play
    assert {"mokka", "wachs"} <= in_play and "kaffee" not in in_play
    base = new_game("base", 3, expansion=True)
    assert "kakao" not in set(base.cfg.bean_of.values())
    assert "kaffee" in set(base.cfg.bean_of.values())


def test_r3_setup_order_rows_then_block_dealing() -> None:
    rng = random.Random(5)
    st = RULES.setup(NAMES[:4], BohnanzaOptions(start_player=2), rng)
    replay = random.Random(5)
    deck = list(st.cfg.cids)
    replay.shuffle(deck)
    bohnbay = [deck.pop() for _ in range(5)]
    bohnaco = [deck.pop() for _ in range(5)]
    assert st.rows["bohnbay"] == bohnbay and st.rows["bohnaco"] == bohnaco
    for pos, count in enumerate([3, 4, 5, 6]):
        assert st.seats[(2 + pos) % 4].hand == [deck.pop() for _ in range(count)]
    assert st.draw == deck


def test_r4_r5_starting_position() -> None:
    st = new_game("lib", 4, start=1)
    for s in st.seats:
        assert s.fields == [[], []] and s.coins == [] and s.received == []
        assert list(s.ships) == ["m1"] and s.ships["m1"].location == "home"
        assert s.ships["m1"].cargo == []
    assert st.turn_player == 1 and st.turn == 1 and st.phase == "plant_hand"
    assert RULES.pending(st)[0].seat == 1
    base = new_game("base", 3)
    assert all(s.ships == {} for s in base.seats)


def test_random_start_player_comes_from_the_seed() -> None:
    starts = {RULES.setup(NAMES[:4], BohnanzaOptions(), random.Random(s)).start for s in range(12)}
    assert len(starts) > 1


def test_value_and_next_step_from_the_data() -> None:
    assert [value("garten", n) for n in range(1, 5)] == [0, 2, 3, 3]
    assert next_step("garten", 1) == (2, 2)
    assert next_step("garten", 3) is None
    assert [value("kakao", n) for n in range(1, 5)] == [0, 2, 3, 4]
    assert value("blau", 13) == 4


def test_unverified_meters_are_flagged_in_the_view() -> None:
    st = new_game("lib", 4)
    view = build_view(st, 0)
    assert sorted(view.unverified) == ["mokka", "wachs"]
    meter = {b.id: b.meter for b in data().beans}
    assert value("mokka", meter["mokka"][0]) == 1  # the placeholder comes from the data file
    assert build_view(new_game("base", 4), 0).unverified == []
    assert "unverified" in RULES.scores(st).note
    assert beans(st, st.rows["bohnbay"])  # rows are dealt
