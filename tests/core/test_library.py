"""The saved-games library: one file per match, finished games kept, locks between
windows, failed writes that lose nothing, and the CLI's saves / resume."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import textwrap

import pytest

from boardgames import paths
from boardgames.core import library
from boardgames.core.controller import Match, Seat
from boardgames.core.saves import load_match
from tests.full_disk import FullDisk
from tests.toy_game import Draw


def new_match(toy, seed: int) -> Match:
    match = Match(toy, [Seat(name="Ann"), Seat(name="Bob")], seed=seed)
    library.attach_new(match)
    return match


def play_to_end(match: Match) -> None:
    while not match.is_over:
        seat = match.current().seat
        match.submit(seat, match.legal_actions(seat)[0])


def test_two_games_started_one_after_the_other_are_both_kept(toy):
    first, second = new_match(toy, 1), new_match(toy, 2)
    first.submit(0, Draw())
    second.submit(0, Draw())
    games = library.unfinished()
    assert {g.path for g in games} == {first.saver.path, second.saver.path}
    assert games[0].updated >= games[1].updated
    for game in games:
        assert game.game == "toy" and game.seats == ["Ann", "Bob"] and game.moves == 1
        again = load_match(game.path)
        original = first if game.path == first.saver.path else second
        assert again.state_digest() == original.state_digest()


def test_a_finished_game_is_kept_and_opening_it_writes_nothing(toy):
    running = new_match(toy, 3)
    running.submit(0, Draw())
    done = new_match(toy, 4)
    play_to_end(done)
    done.saver.close()
    assert [g.finished for g in library.list_games()[0] if g.path == done.saver.path] == [True]
    before = {p: p.read_bytes() for p in paths.games_dir().iterdir()}
    match, slot = library.open_file(done.saver.path)
    assert match.is_over and slot is None
    assert {p: p.read_bytes() for p in paths.games_dir().iterdir()} == before


def test_an_unfinished_file_from_elsewhere_continues_as_a_new_game(toy, tmp_path):
    from boardgames.core.saves import write_save

    match = Match(toy, [Seat(name="Ann"), Seat(name="Bob")], seed=5)
    match.submit(0, Draw())
    outside = tmp_path / "copy.json"
    write_save(match, outside)
    copy = outside.read_bytes()
    resumed, slot = library.open_file(outside)
    resumed.submit(0, resumed.legal_actions(0)[0])
    assert outside.read_bytes() == copy
    assert slot is not None and library.in_library(slot.path)
    assert load_match(slot.path).state_digest() == resumed.state_digest()


def test_a_game_open_in_this_process_cannot_be_opened_twice(toy):
    match = new_match(toy, 6)
    with pytest.raises(library.GameLocked, match="another boardgames window"):
        library.open_file(match.saver.path)
    match.saver.close()
    _again, slot = library.open_file(match.saver.path)
    assert slot is not None and slot.path == match.saver.path


HOLDER = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, {root!r})
    from pathlib import Path
    from boardgames.core import library
    library.acquire(Path({path!r}))
    print("locked", flush=True)
    time.sleep(60)
""")


def test_two_app_processes_never_write_the_same_game(toy):
    match = new_match(toy, 7)
    path = match.saver.path
    match.saver.close()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    holder = subprocess.Popen([sys.executable, "-c", HOLDER.format(root=root, path=str(path))],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        assert library.is_open_elsewhere(path)
        with pytest.raises(library.GameLocked, match=f"process {holder.pid}"):
            library.open_file(path)
    finally:
        holder.kill()
        holder.wait()
    # The holder died without letting go: its lock is stale and taken over.
    assert not library.is_open_elsewhere(path)
    _resumed, slot = library.open_file(path)
    assert slot is not None


def test_a_failed_write_keeps_the_game_and_says_why(toy):
    match = new_match(toy, 8)
    folder = paths.games_dir()
    os.chmod(folder, 0o500)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("running as a user who can write anywhere")
        match.submit(0, Draw())
        assert match.save_error and "ermission" in match.save_error
        assert len(match.entries) == 1
    finally:
        os.chmod(folder, 0o700)
    match.submit(0, match.legal_actions(0)[0])
    assert match.save_error is None
    assert len(load_match(match.saver.path).entries) == 2


def test_a_failed_write_with_a_disk_that_refuses(toy, monkeypatch):
    """Root can write into read-only folders, so the refusal is simulated at the write."""
    match = new_match(toy, 9)

    disk = FullDisk(monkeypatch)
    match.submit(0, Draw())
    assert match.save_error == "No space left on device" and len(match.entries) == 1
    disk.full = False
    match.submit(0, match.legal_actions(0)[0])
    assert match.save_error is None and len(load_match(match.saver.path).entries) == 2


def test_an_unusable_folder_is_one_line(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("BOARDGAMES_HOME", str(blocker))
    with pytest.raises(paths.UnusableFolder) as err:
        paths.check_user_dir()
    assert str(blocker) in str(err.value) and "\n" not in str(err.value)


def test_the_legacy_autosave_moves_into_the_library(toy):
    from boardgames.core.saves import write_save

    match = Match(toy, [Seat(name="Ann"), Seat(name="Bob")], seed=10)
    match.submit(0, Draw())
    write_save(match, paths.legacy_autosave_file())
    games = library.unfinished()
    assert len(games) == 1 and games[0].moves == 1
    assert not paths.legacy_autosave_file().exists()


def test_delete_removes_only_that_game(toy):
    keep, drop = new_match(toy, 11), new_match(toy, 12)
    drop.saver.close()
    target = next(g for g in library.unfinished() if g.path == drop.saver.path)
    library.delete(target)
    assert [g.path for g in library.unfinished()] == [keep.saver.path]


# -- the command line ------------------------------------------------------------------


def test_saves_lists_every_game_as_json(capsys, toy):
    from boardgames.cli import main

    a = new_match(toy, 13)
    b = new_match(toy, 14)
    play_to_end(b)
    assert main(["saves", "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert {r["file"] for r in rows} == {str(a.saver.path), str(b.saver.path)}
    for row in rows:
        assert {"game", "file", "moves", "finished", "updated"} <= set(row)
        assert row["finished"] == (row["file"] == str(b.saver.path))


def test_resume_picks_the_latest_unfinished_game_or_an_id(capsys, toy, monkeypatch):
    from boardgames import cli
    from boardgames.ui.app import BoardgamesApp

    opened = []
    monkeypatch.setattr(BoardgamesApp, "run", lambda self: opened.append(self._initial))
    old = new_match(toy, 15)
    old.saver.close()
    latest = new_match(toy, 16)
    latest.submit(0, Draw())
    latest.saver.close()
    assert cli.main(["resume"]) == 0
    assert opened[-1].state_digest() == latest.state_digest()
    assert cli.main(["resume", old.saver.id]) == 0
    assert opened[-1].state_digest() == old.state_digest()


def test_resume_of_a_finished_file_touches_no_other_game(capsys, toy, monkeypatch, tmp_path):
    from boardgames import cli
    from boardgames.core.saves import write_save
    from boardgames.ui.app import BoardgamesApp

    monkeypatch.setattr(BoardgamesApp, "run", lambda self: None)
    running = new_match(toy, 17)
    running.submit(0, Draw())
    running.saver.close()
    done = Match(toy, [Seat(name="Ann"), Seat(name="Bob")], seed=18)
    play_to_end(done)
    finished = tmp_path / "finished.json"
    write_save(done, finished)
    before = {p: p.read_bytes() for p in paths.games_dir().iterdir()}
    assert cli.main(["resume", str(finished)]) == 0
    assert {p: p.read_bytes() for p in paths.games_dir().iterdir()} == before


def test_a_data_folder_in_the_way_is_exit_2(capsys, toy, tmp_path, monkeypatch):
    from boardgames.cli import main

    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("BOARDGAMES_HOME", str(blocker))
    for argv in (["play", "toy"], ["resume"], ["saves"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and str(blocker) in err and "Traceback" not in err


def test_a_dumb_terminal_gets_a_message(capsys, toy, monkeypatch):
    from boardgames.cli import main

    monkeypatch.setenv("TERM", "dumb")
    for argv in ([], ["play", "toy"], ["resume"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert "TERM=dumb" in err and err.count("\n") == 1
    assert main(["list"]) == 0
def test_history_lists_finished_games_with_scores_and_stats(capsys, toy):
    from boardgames.cli import main

    done = Match(toy, [Seat(name="Ann"), Seat(name="Ada", kind="bot", level="random")],
                 seed=21)
    library.attach_new(done)
    play_to_end(done)
    running = new_match(toy, 22)
    running.submit(0, Draw())
    assert main(["history", "--json"]) == 0
    (row,) = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    scores = done.scores()
    assert row["file"] == str(done.saver.path) and row["scores"] == scores.totals
    assert row["winners"] == scores.winners and row["levels"] == [None, "random"]
    # A turn is a run of one seat's moves: each seat plays its 3 cards (4 after a draw).
    runs = [seat for seat, _ in itertools.groupby(e.seat for e in done.entries)]
    assert row["turns"] == len(runs) and 2 <= len(runs) <= 8
    assert main(["history", "--stats", "--json"]) == 0
    records = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    ann = next(r for r in records if r["who"] == "Ann")
    assert ann["games"] == 1 and ann["wins"] == (0 in scores.winners)
    assert any(r["who"] == "bot: random" for r in records)
    assert main(["history", "--player", "nobody"]) == 0
    assert "No finished games yet." in capsys.readouterr().out
