"""More of the engine contract, on every registered game: greedy bots keep it as random
ones do, every option value sets up and plays to the end, views never alias or change the
state, every event is plain data that renders again to its text, and a game with private
information names each seat's secrets whenever that seat sees more than the public."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel

from boardgames.core import registry
from boardgames.core.controller import Match
from boardgames.core.options import is_seat_option, option_choices
from boardgames.core.plain import canonical_json
from boardgames.core.rules import SetupError
from boardgames.core.seating import Seat

CASES = [
    (info.id, n)
    for info in registry.infos()
    for n in range(info.min_players, info.max_players + 1)
]


def seats(n: int, level: str) -> list[Seat]:
    return [Seat(name=f"P{i + 1}", kind="bot", level=level) for i in range(n)]


def play(match: Match, every: int = 10) -> Iterator[int]:
    """Play the match to its end with its bots; yield at every ``every``-th step (and at
    the end) so that a test can look at the state between moves. Each event's parameters
    and text are noted as the move made them (``match.noted``)."""
    noted: list[tuple[str, str]] = [(json.dumps(e.params), e.text) for e in match.log]
    match.noted = noted  # type: ignore[attr-defined]
    step = 0
    while True:
        pending = match.pending()
        if step % every == 0 or not pending:
            yield step
        if not pending:
            return
        seat = pending[0].seat
        assert match.legal_actions(seat), f"seat {seat} must decide but has no legal action"
        events = match.submit(seat, match.bot_action(seat))
        noted += [(json.dumps(e.params), e.text) for e in events]
        step += 1
        assert step < 100_000, "the game does not end"


def assert_events_are_data(match: Match) -> None:
    """Every event has a key and plain-data parameters that later moves did not change,
    and the game's messages render its text from the key and parameters alone, at the end
    of the game as when the move made it."""
    messages = match.rules.messages
    noted = match.noted  # type: ignore[attr-defined]
    assert len(noted) == len(match.log)
    for event, (params, text) in zip(match.log, noted, strict=True):
        assert event.key, f"an event without a key: {event.text!r}"
        assert json.loads(json.dumps(event.params)) == event.params, (
            f"{event.key}: parameters are not plain data: {event.params!r}")
        assert json.dumps(event.params) == params, (
            f"{event.key}: its parameters changed after the move ({params} -> "
            f"{json.dumps(event.params)}): they share a list with the state")
        again = messages.render(event.key, json.loads(params), match.names)
        assert again == text, f"{event.key}: {again!r} != {text!r}"


@pytest.mark.parametrize(("game", "players"), CASES)
def test_greedy_bots_keep_the_contract_and_every_event_is_data(game: str, players: int) -> None:
    match = Match(registry.rules(game), seats(players, "greedy"), seed=500 + players)
    for _ in play(match):
        match.rules.check_invariants(match.state)
    scores = match.scores()
    assert len(scores.totals) == players and scores.winners
    assert_events_are_data(match)


def option_cases() -> list[tuple[str, str, Any]]:
    """Each game's options with finite values: every value but the default (a seat option:
    the second seat)."""
    cases = []
    for info in registry.infos():
        options = registry.rules(info.id).Options
        for name, field in options.model_fields.items():
            if is_seat_option(field):
                cases.append((info.id, name, 1))
                continue
            for value in option_choices(field, info.max_players) or []:
                if value != field.default:
                    cases.append((info.id, name, value))
    return cases


@pytest.mark.parametrize(("game", "name", "value"), option_cases())
def test_every_option_value_plays_to_the_end(game: str, name: str, value: Any) -> None:
    rules = registry.rules(game)
    players = max(rules.min_players, min(3, rules.max_players))
    try:
        rules.configure(players, rules.Options.model_validate({name: value}))
    except SetupError:
        players = rules.max_players
    match = Match(rules, seats(players, "random"), options={name: value}, seed=77)
    assert getattr(match.options, name) == value or match.notes, "the option was dropped"
    for _ in play(match, every=25):
        rules.check_invariants(match.state)
    assert match.scores().winners
    assert_events_are_data(match)


def _mutable_parts(obj: Any, found: dict[int, str], path: str = "state") -> None:
    """The ids of every mutable object inside ``obj`` (lists, dicts, sets, dataclasses and
    models that are not frozen), with where they sit."""
    if isinstance(obj, str | int | float | bool | type(None)):
        return
    if isinstance(obj, list | dict | set):
        found[id(obj)] = path
    items: Any
    if isinstance(obj, dict):
        items = [(f"{path}[{k!r}]", v) for k, v in obj.items()]
    elif isinstance(obj, list | tuple | set | frozenset):
        items = [(f"{path}[{i}]", v) for i, v in enumerate(obj)]
    elif isinstance(obj, BaseModel):
        if not obj.model_config.get("frozen"):
            found[id(obj)] = path
        items = [(f"{path}.{k}", getattr(obj, k)) for k in type(obj).model_fields]
    elif dataclasses.is_dataclass(obj):
        if not type(obj).__dataclass_params__.frozen:  # type: ignore[attr-defined]
            found[id(obj)] = path
        items = [(f"{path}.{f.name}", getattr(obj, f.name)) for f in dataclasses.fields(obj)]
    else:
        return
    for where, value in items:
        _mutable_parts(value, found, where)


@pytest.mark.parametrize("game", registry.game_ids())
def test_views_never_alias_or_change_the_state(game: str) -> None:
    """A view is the UI's and the bots' own copy: changing it can never change the game,
    and building it changes nothing."""
    rules = registry.rules(game)
    match = Match(rules, seats(rules.min_players, "random"), seed=31)
    for _ in play(match, every=15):
        before = canonical_json(match.state)
        in_state: dict[int, str] = {}
        _mutable_parts(match.state, in_state)
        for viewer in [None, *range(len(match.seats))]:
            in_view: dict[int, str] = {}
            _mutable_parts(rules.view(match.state, viewer), in_view, "view")
            shared = in_state.keys() & in_view.keys()
            assert not shared, (f"the view of {viewer} shares {in_view[next(iter(shared))]} "
                                f"with the state ({in_state[next(iter(shared))]})")
        assert canonical_json(match.state) == before, "building a view changed the state"


@pytest.mark.parametrize("game", [g for g in registry.game_ids()
                                  if registry.rules(g).has_private_information])
def test_a_private_game_names_its_secrets_while_hands_exist(game: str) -> None:
    """``secrets`` names what only a seat may see (its hand, a looked-at chip), so the
    leak checks have something to look for: some seat has secrets during a game; a seat
    dealt a hand at the start has secrets through most of the game; and no secret is in
    the public view."""
    rules = registry.rules(game)
    for players in (rules.min_players, rules.max_players):
        match = Match(rules, seats(players, "random"), seed=57 + players)
        steps = 0
        with_secrets = [0] * players
        dealt = [bool(rules.secrets(match.state, s)) for s in range(players)]
        for _ in play(match, every=9):
            if not match.pending():
                break
            steps += 1
            public = canonical_json(rules.view(match.state, None))
            for seat in range(players):
                secrets = rules.secrets(match.state, seat)
                with_secrets[seat] += bool(secrets)
                for value in secrets:
                    assert json.dumps(value) not in public, f"seat {seat}: {value} is public"
        assert any(with_secrets), f"no seat ever had a secret ({players} players)"
        for seat, count in enumerate(with_secrets):
            assert not dealt[seat] or count * 2 >= steps, (
                f"seat {seat} was dealt a hand but had secrets at only {count} of {steps} "
                f"steps ({players} players)")


@pytest.mark.parametrize("game", registry.game_ids())
def test_a_random_bot_game_replays_the_same_events(game: str) -> None:
    """Events are a function of the seed and the moves: replaying gives the same keys and
    parameters (what a replay viewer and a translated log rely on)."""
    rules = registry.rules(game)
    match = Match(rules, seats(rules.max_players, "random"), seed=5)
    for _ in play(match, every=1000):
        pass
    again = Match(rules, seats(rules.max_players, "random"), seed=5)
    again.replay([(e.seat, e.action) for e in match.entries])
    assert [(e.key, e.params, e.seats) for e in again.log] == [
        (e.key, e.params, e.seats) for e in match.log]
