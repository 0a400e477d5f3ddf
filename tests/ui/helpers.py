"""Helpers for Pilot tests."""

from __future__ import annotations

import asyncio
import html
import re
import time

from rich.cells import cell_len
from textual.app import App

_FRAGMENT = re.compile(r'<text class="[^"]*" x="([\d.]+)" y="[\d.]+" textLength="([\d.]+)" '
                       r'clip-path="url\(#[\w-]+-line-(\d+)\)">([^<]*)</text>')


def screen_text(app: App) -> str:
    """The terminal's current contents as plain text: what a player could read. Read from
    Textual's public screenshot (SVG), where each run of text sits at its cell."""
    width, height = app.size
    rows = [[" "] * width for _ in range(height)]
    for x, length, line, raw in _FRAGMENT.findall(app.export_screenshot(simplify=True)):
        text = html.unescape(raw).replace("\xa0", " ").replace("\n", "")
        cells = cell_len(text)
        column = round(float(x) / (float(length) / cells)) if cells else 0
        row = rows[int(line)]
        for char in text:
            if column >= width:
                break
            row[column] = char
            column += max(cell_len(char), 1)
            if cell_len(char) == 2 and column - 1 < width:
                row[column - 1] = ""
    return "\n".join("".join(row) for row in rows)


def _busy(app: App) -> bool:
    from textual.worker import WorkerState

    running = any(w.state in (WorkerState.PENDING, WorkerState.RUNNING) for w in app.workers)
    return running or any(getattr(s, "bot_thinking", False) for s in app.screen_stack)


async def settle(pilot, app: App, patience: float = 120.0) -> None:
    """Wait until the table is at rest: no bot is choosing a move, no worker runs and the
    screen has caught up. It waits for that state (a cancelled bot worker included), not
    for a fixed time; ``patience`` only stops a test that would otherwise hang."""
    deadline = time.monotonic() + patience
    while time.monotonic() < deadline:
        await pilot.pause()
        if not _busy(app):
            await pilot.pause()
            if not _busy(app):
                return
        else:
            await asyncio.sleep(0.005)  # let the bot's thread run
    raise AssertionError("the table never came to rest")


async def perform_checked(pilot, app: App, match, perform, move) -> None:
    """Carry out ``move`` (an action, or a list of actions entered as one) through the
    screen with ``perform`` (a driver's keys or mouse) and check that the match received
    exactly these actions."""
    actions = move if isinstance(move, list) else [move]
    before = len(match.entries)
    await perform(pilot, app, move)
    await settle(pilot, app)
    got = [e.action for e in match.entries[before:before + len(actions)]]
    assert got == actions, f"the screen did not carry out {actions}: {got}"


async def play_seat(pilot, app: App, match, perform, choose, *, seat: int = 0,
                    limit: int | None = None, until=None, between=None) -> int:
    """Let ``seat`` (the only human) play through the screen until the game ends,
    ``limit`` moves are made or ``until(match)`` holds. ``choose()`` picks the next move
    (an action or a list of actions entered as one); ``between()`` runs before each move
    (to acknowledge a notice, say). Returns the number of moves made."""
    done = 0
    while limit is None or done < limit:
        await settle(pilot, app)
        if between is not None:
            await between()
        decision = match.current()
        if decision is None or (until is not None and until(match)):
            break
        assert decision.seat == seat, decision
        await perform_checked(pilot, app, match, perform, choose())
        done += 1
    return done
