"""Saves written by earlier versions keep loading: each fixture replays to the facts it
had when it was written (see tests/core/fixtures/CHANGELOG.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from boardgames.core import registry
from boardgames.core.saves import load_match

FIXTURES = Path(__file__).parent / "fixtures"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text())


def test_every_game_has_a_fixture():
    assert set(EXPECTED) == set(registry.game_ids())


@pytest.mark.parametrize("game", sorted(EXPECTED))
def test_a_fixture_loads_and_reaches_its_facts(game):
    facts = EXPECTED[game]
    match = load_match(FIXTURES / f"{game}.json")
    decision = match.current()
    assert len(match.entries) == facts["moves"]
    assert match.scores().totals == facts["totals"]
    assert ([decision.seat, decision.kind] if decision else None) == facts["decision"]
