"""The ``boardgames`` command. Heavy modules (textual, the engines) load only when needed,
so ``--help``, ``list`` and the menu start fast."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, NoReturn

from boardgames import __version__
from boardgames.core import i18n
from boardgames.core.i18n import N_, _, ngettext

# argparse's own words (usage, headings, its errors), marked for the catalog: argparse
# looks them up through its module's ``_`` and ``ngettext``, which ``build_parser`` points
# at the suite's catalog.
ARGPARSE_WORDS = (
    N_("usage: "), N_("positional arguments"), N_("options"),
    N_("show this help message and exit"), N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"), N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"), N_("expected one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
)


class UsageError(Exception):
    """Bad input on the command line: printed as one line, exit code 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def build_parser() -> Parser:
    """The command line's parser, its help in the language of the moment."""
    argparse._ = _  # type: ignore[attr-defined]  # argparse's own words (ARGPARSE_WORDS)
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
    parser = Parser(prog="boardgames", description=_("Board games for friends at one keyboard."))
    parser.add_argument("--version", action="version", version=f"boardgames {__version__}",
                        help=_("show the version and exit"))
    parser.add_argument("--lang", choices=list(i18n.LANGUAGES),
                        help=_("the language of the screens and rules (default: the "
                               "remembered one, else LC_ALL/LC_MESSAGES/LANG, else English)"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    think_help = _("seconds an expert bot thinks per decision (default 1)")

    play = sub.add_parser("play", help=_("start a game directly"))
    play.add_argument("game", help=_("game id (see 'boardgames list')"))
    play.add_argument("--players", type=int, help=_("number of players (default: seats given, "
                                                    "or the game's minimum)"))
    play.add_argument("--seat", action="append", default=[], metavar="NAME|bot:LEVEL",
                      help=_("a seat in order: a human's name, or bot:LEVEL with a level id "
                             "or word: bot:random (easy), bot:greedy (normal), bot:expert "
                             "(hard)"))
    play.add_argument("--think", type=float, metavar="SECONDS", help=think_help)
    play.add_argument("--seed", type=int, help=_("seed of the match's randomness"))
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help=_("a game option (see 'boardgames rules GAME')"))

    resume = sub.add_parser("resume", help=_("resume a saved game"))
    resume.add_argument("game", nargs="?", metavar="FILE|ID",
                        help=_("a save file, or a game id from 'boardgames saves' "
                               "(default: the most recently played unfinished game)"))

    saves = sub.add_parser("saves", help=_("list the saved games, most recent first"))
    saves.add_argument("--json", action="store_true",
                       help=_("one JSON object per line (game, file, moves, finished, ...)"))

    sim = sub.add_parser("simulate", help=_("play bot games without the UI (benchmark)"))
    sim.add_argument("game", help=_("game id (see 'boardgames list')"))
    sim.add_argument("--players", type=int, required=True, help=_("number of players"))
    sim.add_argument("--games", type=int, default=10,
                     help=_("how many games to play (default 10)"))
    sim.add_argument("--seed", type=int, default=1,
                     help=_("seed of the first game; the next ones count on from it "
                            "(default 1)"))
    sim.add_argument("--bots", default="random", metavar="LEVEL[,LEVEL...]",
                     help=_("bot level per seat, repeated over the seats: random (easy), "
                            "greedy (normal), expert (hard)"))
    sim.add_argument("--think", type=float, metavar="SECONDS", help=think_help)
    sim.add_argument("--iterations", type=int, metavar="N",
                     help=_("an expert runs N rollouts per decision instead of timing "
                            "itself: reproducible runs"))
    sim.add_argument("--rotate", action="store_true",
                     help=_("move the levels one seat on each game, so each plays every "
                            "seat"))
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help=_("a game option (see 'boardgames rules GAME')"))
    sim.add_argument("--json", action="store_true",
                     help=_("one JSON line per game + a summary"))

    history = sub.add_parser("history",
                             help=_("the finished games, newest first, and who won"))
    history.add_argument("--game", help=_("only this game (an id from 'boardgames list')"))
    history.add_argument("--player",
                         help=_("only games with a player whose name contains this"))
    history.add_argument("--stats", action="store_true",
                         help=_("wins, win share and scores per player and per bot level"))
    history.add_argument("--json", action="store_true", help=_("one JSON object per line"))

    rules = sub.add_parser("rules", help=_("print a game's rules reference"))
    rules.add_argument("game", help=_("game id (see 'boardgames list')"))

    sub.add_parser("list", help=_("list the games"))

    from boardgames import bench

    bench.add_arguments(sub.add_parser("bench", help=_("measure the speed goals (one table)")))
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        # The language first: the parser's help and errors are built in it.
        _choose_language(_language_asked(argv))
        args = build_parser().parse_args(argv)
        command = args.command or "menu"
        return COMMANDS[command](args)
    except UsageError as exc:
        print(_("boardgames: error: {problem}").format(problem=exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into a command that stopped reading (head)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


# -- helpers ----------------------------------------------------------------------------


def _language_asked(argv: list[str]) -> str | None:
    """The value of --lang on the command line, if any (a language the suite does not
    speak is left to the parser, which names the ones it has)."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang")
    try:
        known, _rest = early.parse_known_args(argv)
    except SystemExit:  # "--lang" without a value: the real parser says so
        return None
    return known.lang if known.lang in i18n.LANGUAGES else None


def _choose_language(cli: str | None) -> None:
    """--lang, else the remembered language, else the environment's, else English."""
    from boardgames.ui import settings

    i18n.set_language(i18n.resolve(cli, settings.load()[0].language))


def _rules(game_id: str) -> Any:
    from boardgames.core import registry

    try:
        return registry.rules(game_id)
    except registry.UnknownGame as exc:
        raise UsageError(str(exc)) from None


def _options(rules: Any, pairs: list[str], players: int) -> Any:
    """Parse ``KEY=VALUE`` pairs into the game's Options (each value read through its
    option's type), then let the game check them against the player count. Notes (an
    expansion switched on) go to stderr."""
    from boardgames.core.options import OptionError, build_options, parse_value
    from boardgames.core.rules import SetupError

    known = rules.Options.model_fields
    values: dict[str, Any] = {}
    try:
        for pair in pairs:
            key, sep, value = pair.partition("=")
            if not sep:
                raise UsageError(_("option {pair} must look like KEY=VALUE").format(
                    pair=repr(pair)))
            if key not in known:
                raise UsageError(_("unknown option {name} for {game} (options: {known})").format(
                    name=repr(key), game=_(rules.title), known=", ".join(known) or _("none")))
            values[key] = parse_value(rules.Options, key, value)
        options = build_options(rules.Options, values)
        options, notes = rules.configure(players, options)
    except (OptionError, SetupError) as exc:
        raise UsageError(str(exc)) from None
    for note in notes:
        print(_("note: {note}").format(note=note), file=sys.stderr)
    return options


def _think(think: float | None) -> float | None:
    from boardgames.core.bots import check_think

    if think is None:
        return None
    try:
        return check_think(think)
    except ValueError as exc:
        raise UsageError(_("--think: {problem}").format(problem=exc)) from None


def _check_players(rules: Any, players: int) -> None:
    from boardgames.core.rules import players_problem

    if not rules.min_players <= players <= rules.max_players:
        raise UsageError(players_problem(rules.title, rules.min_players, rules.max_players,
                                         players))


# -- commands ---------------------------------------------------------------------------


def _check_terminal() -> None:
    """The game screens need a terminal that can move the cursor and draw colours."""
    if os.environ.get("TERM", "") == "dumb":
        raise UsageError(_("this terminal (TERM=dumb) cannot show the game screens; run "
                           "boardgames in a terminal such as xterm, or use 'boardgames list', "
                           "'rules' and 'simulate', which print plain text"))


def _check_folder() -> None:
    from boardgames import paths

    try:
        paths.check_user_dir()
    except paths.UnusableFolder as exc:
        raise UsageError(str(exc)) from None


def _run_app(match: Any = None) -> int:
    from boardgames.core import library
    from boardgames.ui.app import BoardgamesApp

    try:
        BoardgamesApp(match=match, language=i18n.language()).run()
    finally:
        library.release_all()
    return 0


def cmd_menu(args: argparse.Namespace) -> int:
    _check_terminal()
    return _run_app()


def cmd_play(args: argparse.Namespace) -> int:
    from boardgames.core import library
    from boardgames.core.controller import Match
    from boardgames.core.seating import make_seats

    _check_terminal()
    rules = _rules(args.game)
    players = max(len(args.seat), rules.min_players) if args.players is None else args.players
    _check_players(rules, players)
    try:
        seats = make_seats(args.seat, players, _think(args.think))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    options = _options(rules, args.option, players)
    _check_folder()
    try:
        match = Match(rules, seats, options, args.seed)
    except ValueError as exc:  # a bot level the game does not have yet
        raise UsageError(str(exc)) from None
    library.attach_new(match)
    if match.save_error:
        raise UsageError(_("cannot save the new game: {reason}").format(
            reason=match.save_error))
    return _run_app(match)


def _resume_path(ref: str | None) -> Path:
    """The file ``resume`` means: a path, a library id, or the latest unfinished game."""
    from boardgames.core import library

    if ref is None:
        games = library.unfinished()
        if not games:
            raise UsageError(_("there is no unfinished game to resume (see 'boardgames "
                               "saves')"))
        return games[0].path
    path = Path(ref).expanduser()
    if path.exists() or path.suffix == ".json" or "/" in ref:
        return path
    found = library.find(ref)
    if found is None:
        raise UsageError(_("no save file or saved game called {ref} (see 'boardgames "
                           "saves')").format(ref=repr(ref)))
    return found


def cmd_resume(args: argparse.Namespace) -> int:
    from boardgames.core import library
    from boardgames.core.saves import SaveError

    _check_terminal()
    _check_folder()
    path = _resume_path(args.game)
    try:
        match, _slot = library.open_file(path)
    except (SaveError, library.GameLocked) as exc:
        raise UsageError(str(exc)) from None
    return _run_app(match)


def cmd_saves(args: argparse.Namespace) -> int:
    from boardgames.core import library, registry

    _check_folder()
    games, damaged = library.list_games()
    for game in games:
        if args.json:
            print(json.dumps(game.to_json()))
            continue
        try:
            title = _(registry.info(game.game).title)
        except registry.UnknownGame:
            title = game.game
        line = (ngettext("{id}  {game}: {seats} · {count} move · finished · {status} · last "
                         "played {when}", "{id}  {game}: {seats} · {count} moves · finished · "
                         "{status} · last played {when}", game.moves) if game.finished else
                ngettext("{id}  {game}: {seats} · {count} move · unfinished · {status} · last "
                         "played {when}", "{id}  {game}: {seats} · {count} moves · unfinished "
                         "· {status} · last played {when}", game.moves))
        print(line.format(id=game.id, game=title, seats=", ".join(game.seats),
                          count=game.moves, status=game.shown_status, when=game.when))
    if not games and not args.json:
        print(_("No saved games yet."))
    for problem in damaged:
        print(_("boardgames: warning: {problem}").format(problem=problem), file=sys.stderr)
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    import time

    from boardgames.core.bots import level_id, make_bot
    from boardgames.core.simulate import SimulationError, simulate, win_shares

    rules = _rules(args.game)
    _check_players(rules, args.players)
    if args.games < 1:
        raise UsageError(_("--games must be at least 1"))
    think = _think(args.think)
    if args.iterations is not None and args.iterations < 1:
        raise UsageError(_("--iterations must be at least 1"))
    try:
        levels = [level_id(lv.strip()) for lv in args.bots.split(",")]
        for level in levels:
            make_bot(rules, level, 0, think, args.iterations)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    options = _options(rules, args.option, args.players)
    start = time.perf_counter()
    total_actions = 0
    rows = []
    results = []
    try:
        for result in simulate(rules, args.players, args.games, args.seed, levels, options,
                               think=think, iterations=args.iterations,
                               alternate=args.rotate):
            results.append(result)
            total_actions += result.actions
            line = {
                "game": rules.id,
                "seed": result.seed,
                "players": result.players,
                "levels": result.levels,
                "scores": result.scores.totals,
                "winners": result.scores.winners,
                "actions": result.actions,
                "seconds": round(result.seconds, 4),
            }
            if args.json:
                print(json.dumps(line), flush=True)
            else:
                rows.append(line)
    except SimulationError as exc:
        print(_("boardgames: error: {problem}").format(problem=exc), file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - start
    summary = {
        "summary": True,
        "games": args.games,
        "games_per_s": round(args.games / elapsed, 3),
        "actions_per_s": round(total_actions / elapsed, 1),
        "win_share": win_shares(results),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        _print_table(rules, rows, summary, levels)
    return 0


def _print_table(rules: Any, rows: list[dict[str, Any]], summary: dict[str, Any],
                 levels: list[str]) -> None:
    n = rows[0]["players"]
    rotating = any(row["levels"] != rows[0]["levels"] for row in rows)
    heads = [_("seat {number}").format(number=j + 1) + ("" if rotating else f" ({lv})")
             for j, lv in enumerate(rows[0]["levels"])]
    games = ngettext("{count} game", "{count} games", len(rows)).format(count=len(rows))
    players = ngettext("{count} player", "{count} players", n).format(count=n)
    print(f"{_(rules.title)}: {games}, {players}")
    seed, actions = _("seed"), _("actions")
    first = max(8, len(seed))  # the seed column, as wide as its heading
    print(f"{seed:>{first}}  " + "  ".join(f"{h:>16}" for h in heads)
          + f"  {actions:>8}  {'s':>7}")
    wins = [0] * n
    for row in rows:
        cells = []
        for j, score in enumerate(row["scores"]):
            mark = "*" if j in row["winners"] else " "
            cells.append(f"{score:>15}{mark}")
            wins[j] += j in row["winners"]
        print(f"{row['seed']:>{first}}  " + "  ".join(cells)
              + f"  {row['actions']:>8}  {row['seconds']:>7.3f}")
    print(_("wins:").ljust(first) + " " + "  ".join(f"{w:>16}" for w in wins) + "   "
          + _("(* = winner; ties share)"))
    share = summary["win_share"]
    print(_("win share (fair share {share}; a shared win counts 1/k):").format(
        share=f"{1 / n:.0%}"))
    by_level = ", ".join(_("level {level} {share}").format(level=k, share=f"{v:.0%}")
                         for k, v in share["level"].items())
    by_seat = ", ".join(_("seat {number} {share}").format(number=k, share=f"{v:.0%}")
                        for k, v in share["seat"].items())
    print("  " + _("by level: {shares}").format(shares=by_level))
    print("  " + _("by seat: {shares}").format(shares=by_seat))
    print(_("{games} games/s, {actions} actions/s").format(
        games=summary["games_per_s"], actions=summary["actions_per_s"]))


def cmd_rules(args: argparse.Namespace) -> int:
    from boardgames import paths

    rules = _rules(args.game)
    from boardgames.core.options import options_markdown

    try:
        text = paths.rules_file(rules.id, i18n.language()).read_text(encoding="utf-8")
    except OSError:
        raise UsageError(_("no rules reference is installed for {game}").format(
            game=_(rules.title))) from None
    print(text.rstrip())
    print("\n## " + _("Options (boardgames play {game} --option KEY=VALUE)").format(
        game=rules.id) + "\n")
    print(options_markdown(rules.Options))
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from boardgames.core import registry

    for info in registry.infos():
        players = _("{low}-{high} players").format(low=info.min_players, high=info.max_players)
        print(f"{info.id:<12} {_(info.title):<32} {players}  {_(info.description)}")
    return 0


def cmd_history(args: argparse.Namespace) -> int:
    from boardgames.core import history, library, registry

    if args.game is not None:
        _rules(args.game)  # an unknown game is one line, exit 2
    _check_folder()
    games = history.finished(library.list_games()[0], game=args.game, player=args.player)
    if args.stats:
        for by in ("player", "level"):
            for record in history.statistics(games, by=by):
                if args.json:
                    print(json.dumps(record.to_json()))
                    continue
                seats = ", ".join(_("seat {number}: {wins}/{games}").format(
                    number=k, wins=w, games=g) for k, (g, w) in sorted(record.by_seat.items()))
                print(_("{game}: {who} — {wins} of {count} won ({share}), average "
                        "{average}, best {best} ({seats})").format(
                    game=_(registry.info(record.game).title), who=record.who,
                    wins=record.wins, count=record.games, share=f"{record.win_share:.0%}",
                    average=f"{record.average:.1f}", best=record.best, seats=seats))
        return 0
    for game in games:
        if args.json:
            print(json.dumps(game.to_json()))
            continue
        assert game.totals is not None and game.winners is not None
        seats = ", ".join(f"{name} {score}{' ★' if i in game.winners else ''}"
                          for i, (name, score) in enumerate(zip(game.seats, game.totals,
                                                                strict=True)))
        parts = [f"{game.when}  {_(registry.info(game.game).title)}: {seats}"]
        if game.turns is not None:
            parts.append(ngettext("{count} turn", "{count} turns", game.turns).format(
                count=game.turns))
        parts.append(ngettext("{count} move", "{count} moves", game.moves).format(
            count=game.moves))
        if game.minutes is not None:
            parts.append(_("{minutes} min").format(minutes=f"{game.minutes:g}"))
        print(" · ".join(parts))
    if not games and not args.json:
        print(_("No finished games yet."))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from boardgames import bench

    return bench.run(args)


COMMANDS = {
    "menu": cmd_menu,
    "play": cmd_play,
    "resume": cmd_resume,
    "saves": cmd_saves,
    "simulate": cmd_simulate,
    "rules": cmd_rules,
    "list": cmd_list,
    "bench": cmd_bench,
    "history": cmd_history,
}
