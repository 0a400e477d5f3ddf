"""SVG snapshots: the screen at a fixed seed must draw exactly as the stored file.
Run with UPDATE_SNAPSHOTS=1 to rewrite the stored files after a deliberate change."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

SNAPSHOTS = Path(__file__).parent / "snapshots"


@pytest.fixture
def snapshot_svg(tmp_path):
    def check(app, name: str) -> None:
        got = tmp_path / f"{name}.svg"
        app.save_screenshot(str(got))
        stored = SNAPSHOTS / f"{name}.svg"
        if os.environ.get("UPDATE_SNAPSHOTS") or not stored.exists():
            SNAPSHOTS.mkdir(exist_ok=True)
            stored.write_text(got.read_text())
            if not os.environ.get("UPDATE_SNAPSHOTS"):
                pytest.fail(f"no stored snapshot {stored.name}; wrote one, check it and rerun")
        assert got.read_text() == stored.read_text(), (
            f"{name} draws differently from {stored}; see {got}"
        )

    return check
