"""English wording shared by the log, prompts and action labels."""

from __future__ import annotations

from collections.abc import Iterable

from boardgames.games.bohnanza.data import bean_name, harbour_name

ITEM_NAMES = {
    "third_field": "the 3rd bean field",
    "second_ship": "a second merchant ship",
    "pirate_ship": "a pirate ship",
}
SHIP_NAMES = {"m1": "merchant ship 1", "m2": "merchant ship 2", "pirate": "pirate ship"}


def count_text(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def bean_count(bean: str, n: int) -> str:
    """'1 Blue Bean', '2 Blue Beans'."""
    name = bean_name(bean)
    return f"{n} {name}" if n == 1 else f"{n} {name}s"


def beans_text(beans: Iterable[str]) -> str:
    """Group beans in order of first appearance: '2 Soy Beans and 1 Blue Bean'."""
    counts: dict[str, int] = {}
    for b in beans:
        counts[b] = counts.get(b, 0) + 1
    return want_text(counts)


def want_text(want: dict[str, int]) -> str:
    parts = [bean_count(b, n) for b, n in want.items() if n]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def place_name(location: str) -> str:
    return "home" if location == "home" else harbour_name(location)


def field_name(index: int) -> str:
    return f"field {index + 1}"
