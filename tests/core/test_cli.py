"""The command line: every bad argument is one clear line and exit code 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from boardgames.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "chess"], "unknown game 'chess'"),
        (["simulate", "chess", "--players", "3"], "unknown game"),
        (["rules", "chess"], "unknown game"),
        (["play", "toy", "--players", "9"], "takes 2-3 players, not 9"),
        (["simulate", "toy", "--players", "1"], "takes 2-3 players"),
        (["play", "toy", "--option", "colour=red"], "unknown option 'colour'"),
        (["play", "toy", "--option", "hand_size=9"], "option hand_size"),
        (["play", "toy", "--option", "hand_size"], "KEY=VALUE"),
        (["play", "toy", "--seat", "bot:genius"], "unknown bot level"),
        (["play", "toy", "--seat", "A", "--seat", "A"], "same name"),
        (["simulate", "toy", "--players", "2", "--bots", "clever"], "unknown bot level"),
        (["simulate", "toy", "--players", "2", "--games", "0"], "at least 1"),
        (["simulate", "toy"], "required"),
        (["simulate", "toy", "--players", "two"], "invalid int value"),
        (["resume", "/nonexistent/save.json"], "no such file"),
        (["resume"], "no unfinished game"),
        (["play", "toy", "--players", "0"], "takes 2-3 players, not 0"),
        (["resume", "nosuchid"], "no save file or saved game"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(capsys, toy, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err and out == ""


def test_resume_of_a_damaged_file(capsys, toy, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    code, _, err = run(capsys, "resume", str(bad))
    assert code == 2 and "damaged" in err


def test_simulate_json_lines(capsys, toy):
    code, out, _ = run(capsys, "simulate", "toy", "--players", "3", "--games", "3",
                       "--seed", "5", "--bots", "random", "--json")
    assert code == 0
    lines = [json.loads(x) for x in out.splitlines()]
    games, summary = lines[:-1], lines[-1]
    assert [g["seed"] for g in games] == [5, 6, 7]
    for g in games:
        assert set(g) == {"game", "seed", "players", "levels", "scores", "winners", "actions",
                          "seconds"}
        assert g["game"] == "toy" and g["players"] == 3 and len(g["scores"]) == 3
        assert g["winners"] and all(g["scores"][w] == max(g["scores"]) for w in g["winners"])
    assert summary["summary"] is True and summary["games"] == 3
    assert summary["games_per_s"] > 0 and summary["actions_per_s"] > 0


def test_simulate_is_reproducible(capsys, toy):
    args = ("simulate", "toy", "--players", "2", "--games", "4", "--seed", "2", "--json")
    _, first, _ = run(capsys, *args)
    _, second, _ = run(capsys, *args)
    strip = [{k: v for k, v in json.loads(x).items() if k != "seconds"}
             for x in first.splitlines()[:-1]]
    again = [{k: v for k, v in json.loads(x).items() if k != "seconds"}
             for x in second.splitlines()[:-1]]
    assert strip == again


def test_simulate_table(capsys, toy):
    code, out, _ = run(capsys, "simulate", "toy", "--players", "2", "--games", "2")
    assert code == 0 and "Toy Cards: 2 games, 2 players" in out and "games/s" in out


def test_list_shows_every_game_with_player_counts(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0
    for game, counts in [("new_england", "3-4"), ("carcassonne", "2-5"), ("neuland", "2-4"),
                         ("catan", "3-4"), ("bohnanza", "2-7")]:
        assert any(line.startswith(game) and counts in line for line in out.splitlines())


def test_help_and_version_through_python_m():
    for argv in (["--version"], ["--help"], ["play", "--help"], ["simulate", "--help"],
                 ["resume", "--help"], ["rules", "--help"], ["list", "--help"]):
        done = subprocess.run([sys.executable, "-m", "boardgames", *argv],
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, (argv, done.stderr)
        assert done.stdout.strip()


def test_the_help_speaks_the_language_asked_for(capsys):
    """--lang is read before the parser is built: its help, argparse's own words included,
    is in that language."""
    with pytest.raises(SystemExit) as done:
        main(["--lang", "de", "--help"])
    out = capsys.readouterr().out
    assert done.value.code == 0
    assert out.startswith("Aufruf: boardgames")
    assert "Brettspiele für Freunde an einer Tastatur." in out
    assert "ein Spiel direkt starten" in out and "Optionen:" in out
    assert "start a game directly" not in out and "usage:" not in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--lang", "de", "play", "chess"], "boardgames: Fehler: unbekanntes Spiel 'chess'"),
        (["--lang=hu", "play", "toy", "--players", "9"], "nem 9 játékossal"),
        (["--lang", "cs", "frobnicate"], "neplatná volba: 'frobnicate'"),
    ],
)
def test_errors_speak_the_language_asked_for(capsys, toy, argv, message):
    code, _out, err = run(capsys, *argv)
    assert code == 2 and message in err and err.count("\n") == 1


def test_an_unknown_language_is_one_line_in_english(capsys):
    code, _, err = run(capsys, "--lang", "xx", "list")
    assert code == 2 and "invalid choice: 'xx'" in err
