"""Helpers for Pilot tests."""

from __future__ import annotations

from textual.app import App


def screen_text(app: App) -> str:
    """The terminal's current contents as plain text: what a player could read."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def settle(pilot, app: App) -> None:
    """Let bots finish their moves and the screen catch up."""
    for _ in range(200):
        await pilot.pause()
        if all(w.is_finished for w in app.workers):
            await pilot.pause()
            if all(w.is_finished for w in app.workers):
                return
        await app.workers.wait_for_complete()


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


def timed(method, spent: list[float]):
    """Wrap ``method`` so that each call's duration is appended to ``spent``."""
    import time

    def run(*args, **kwargs):
        start = time.perf_counter()
        try:
            return method(*args, **kwargs)
        finally:
            spent.append(time.perf_counter() - start)

    return run
