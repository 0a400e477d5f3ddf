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
