"""Seeded randomness. Every match owns one ``random.Random``; nothing uses the global one."""

from __future__ import annotations

import hashlib
import random
import secrets


def new_seed() -> int:
    return secrets.randbelow(2**31)


def match_rng(seed: int) -> random.Random:
    return random.Random(seed)


def derived_rng(seed: int, *labels: object) -> random.Random:
    """An independent generator for helpers of a match (a bot's choices), so that they
    never disturb the match's own sequence."""
    text = ":".join([str(seed), *map(str, labels)])
    return random.Random(int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big"))
