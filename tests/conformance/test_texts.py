"""Text that reads as a sentence, in every game: the log lines, the prompts and the move
labels of whole random games contain no internal ids and no doubled words."""

from __future__ import annotations

import random
import re

import pytest

from boardgames.core import registry
from boardgames.core.bots import RandomBot
from boardgames.core.controller import Match, Seat

# snake_case words (la_salle, first_game) and words glued by a dot or equals sign.
INTERNAL = re.compile(r"\b[a-z]+_[a-z_]+\b|\b\w+=\w+")
DOUBLED = re.compile(r"\b(\w+)[\s:]+\1\b")
# Doubled on purpose: numbers ("2 2") and names of the same piece are not prose.
ALLOWED = re.compile(r"^\d+$")


def texts_of_a_game(game: str, players: int, seed: int) -> list[str]:
    rules = registry.rules(game)
    match = Match(rules, [Seat(name=f"P{i + 1}") for i in range(players)], seed=seed)
    bots = [RandomBot(rules, i) for i in range(players)]
    rng = random.Random(seed)
    texts: list[str] = []
    for _ in range(600):
        decision = match.current()
        if decision is None:
            break
        texts.append(decision.prompt)
        legal = match.legal_actions(decision.seat)
        texts += [rules.describe(match.state, decision.seat, a) for a in legal[:30]]
        match.submit(decision.seat, bots[decision.seat].choose(None, legal, rng))
    texts += [e.text for e in match.log]
    return texts


def problems(texts: list[str]) -> list[str]:
    found = []
    for text in dict.fromkeys(texts):
        for m in INTERNAL.finditer(text):
            found.append(f"internal id {m.group(0)!r} in {text!r}")
        for m in DOUBLED.finditer(text):
            if not ALLOWED.match(m.group(1)):
                found.append(f"doubled {m.group(1)!r} in {text!r}")
    return found


@pytest.mark.parametrize("game", ["new_england", "carcassonne", "neuland", "catan", "bohnanza"])
def test_log_prompts_and_labels_read_as_sentences(game):
    rules = registry.rules(game)
    texts = texts_of_a_game(game, rules.min_players, seed=3)
    texts += texts_of_a_game(game, rules.max_players if game != "bohnanza" else 4, seed=4)
    found = problems(texts)
    assert not found, "\n".join(found[:20])
