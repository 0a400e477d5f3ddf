"""The frame every game screen shares, and the loop that steps a match.

A game's screen subclasses ``GameScreen``: it composes its board and draws a view; the
frame owns the player panels, the prompt bar, the log, the footer, bots, handoffs, undo,
saving and the end of the game.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Static

from boardgames import paths
from boardgames.core import i18n
from boardgames.core.bots import DEFAULT_THINK
from boardgames.core.controller import Entry, Hint, Match
from boardgames.core.i18n import N_, _
from boardgames.core.replay import Replay
from boardgames.core.rules import Action, Decision, Event, IllegalAction
from boardgames.core.saves import write_save
from boardgames.ui.screens.dialogs import Confirm
from boardgames.ui.screens.handoff import HandoffScreen
from boardgames.ui.widgets.footer import KeyFooter
from boardgames.ui.widgets.panels import MatchLog, PlayerPanel, PromptBar

# The words of Tab and shift+Tab for each kind of target a game's cursor jumps through.
JUMP_WORDS = {
    "spot": (N_("Next spot"), N_("Previous spot")),
    "fit": (N_("Next fit"), N_("Previous fit")),
    "target": (N_("Next target"), N_("Previous target")),
}
CURSOR_WORDS = {"up": N_("Up"), "down": N_("Down"), "left": N_("Left"), "right": N_("Right")}


def cursor_bindings(target: str, *, show_tab: bool = False,
                    priority: bool = False) -> list[Binding]:
    """The board cursor's keys, the same in every game: arrows or h/j/k/l call
    ``action_cursor(direction)``, Tab / shift+Tab call ``action_jump(±1)`` to go through
    the legal ``target``s (a key of ``JUMP_WORDS``)."""
    moves = [Binding(keys, f"cursor('{d}')", CURSOR_WORDS[d], show=False, priority=priority)
             for keys, d in (("up,k", "up"), ("down,j", "down"), ("left,h", "left"),
                             ("right,l", "right"))]
    next_words, previous_words = JUMP_WORDS[target]
    return [*moves,
            Binding("tab", "jump(1)", next_words, show=show_tab, priority=priority),
            Binding("shift+tab", "jump(-1)", previous_words, show=False,
                    priority=priority)]


# The frame's own keys: a narrow footer lists them after the game's (F1 lists them all).
FRAME_KEYS = frozenset({"undo", "undo_blocked", "save", "quit_game", "all_moves",
                        "since", "hint"})

# What a screen showing a replay does not offer: it decides and saves nothing.
REPLAY_OFF = frozenset({"undo", "undo_blocked", "save", "all_moves", "since", "replay",
                        "quit_game", "hint"})

# F1's table of the frame's keys, row by row (after the game's own keys).
FRAME_HELP = [
    N_("| key | what it does |"), "|---|---|",
    N_("| F1 | this help |"),
    N_("| a | a list of all your legal moves, to filter and pick |"),
    N_("| F5 | a hint: the move the expert suggests for you, and why (a highlights it) |"),
    N_("| ctrl+z | undo your last move (when allowed) |"),
    N_("| F2 | recap: what the others did since your last move |"),
    N_("| F6 | show or hide the side panels (or the next tab on a small terminal) |"),
    N_("| ctrl+p | the command palette (themes, keys, screenshot) |"),
    N_("| [ and ] | scroll the log up and down |"),
    N_("| F3 | the log shows only one seat's moves (again: the next seat, then all) |"),
    N_("| F4 | watch this game again up to now, move by move |"),
    N_("| ctrl+s | save the game to a file |"),
    N_("| escape | step back / leave the game |"),
    N_("| ctrl+q | quit (the game is autosaved after every move) |"),
]

# A bot's chosen move stays on the board at least this long (seconds) before it lands,
# longer when the bot delay is longer; with no bot delay there is no preview at all.
PREVIEW_TIME = 0.5
# The mark of a bot's move shown before it lands, the same glyph in every game.
PREVIEW_GLYPH = "◌"


class GameScreen(Screen[None]):
    """Base class of the game screens."""

    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("f1", "help", N_("Rules & keys")),
        # One key in every game shows and hides the side panels (tabs, on a small table);
        # early in the list, so that a narrow footer still shows it.
        Binding("f6", "toggle_side", N_("Panels")),
        Binding("f5", "hint", N_("Hint")),
        Binding("ctrl+z", "undo", N_("Undo")),
        # Same key while undo is barred (greyed in the footer): says why.
        Binding("ctrl+z", "undo_blocked", N_("Undo"), show=False),
        Binding("ctrl+s", "save", N_("Save")),
        Binding("escape", "back", N_("Back")),
        Binding("ctrl+q", "quit_game", N_("Quit")),
        Binding("a", "all_moves", N_("All moves")),
        Binding("f2", "since", N_("Recap")),
        Binding("left_square_bracket", "scroll_log(-1)", N_("Log up"), show=False),
        Binding("right_square_bracket", "scroll_log(1)", N_("Log down"), show=False),
        Binding("f3", "filter_log", N_("Log filter"), show=False),
        Binding("f4", "replay", N_("Replay"), show=False),
    ]
    # Smallest terminal the screen's layout needs (columns, rows).
    MIN_SIZE: ClassVar[tuple[int, int]] = (100, 30)
    # Markdown describing this screen's own keys and mouse actions (shown by F1).
    KEYS_HELP: ClassVar[str] = ""

    def __init__(self, match: Match) -> None:
        super().__init__(classes="game")
        self.match = match
        humans = [i for i, s in enumerate(match.seats) if not s.is_bot]
        self.humans = humans
        # The human whose private view was last unlocked by a handoff (hot seat).
        self.unlocked: int | None = humans[0] if len(humans) == 1 else None
        self.viewer: int | None = self.unlocked
        self._generation = 0
        self._cancel = threading.Event()
        self._bot_thinking = False
        self._over_shown = False
        self._started = False
        self._footer_state: tuple[Any, ...] | None = None
        self._save_error_shown: str | None = None
        self.log_only: int | None = None  # the log shows only this seat's moves
        # Set (before mounting) when this screen shows a point of a replay, not a game in
        # play: nothing is decided here, no bot moves, nothing is saved.
        self.replay: Replay | None = None
        self._legal_key: tuple[int, int | None] | None = None
        self._legal: list[Action] = []
        self._by_kind: dict[str, list[Action]] = {}
        self._baselines: dict[int, Any] = {}  # per seat: see marks_baseline
        # A bot's move on show before it lands: (generation, seat, action).
        self._preview: tuple[int, int, Action] | None = None
        # F5: the generation a hint is being thought for, and the last hint found (with
        # its generation: a new step of the match makes it stale).
        self._hinting: int | None = None
        self._hint: tuple[int, Hint] | None = None
        self._failed_bots: set[int] = set()  # seats whose failed search was told of
        # A fixed count of rollouts per hint instead of the think time (reproducible).
        self.hint_iterations: int | None = None

    # -- layout --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Vertical(id="frame"):
            yield Static(id="status")
            yield from self.compose_table()
            yield PromptBar(id="prompt")
            # The game's own keys need the room; F1 names ctrl+p among the keys everywhere.
            yield KeyFooter(later=FRAME_KEYS)
        # F2: what the others did since the viewing seat's last move. A side panel over
        # the right edge that stays open while the seat plays, so the board stays in view.
        with VerticalScroll(id="recap-panel"):
            yield Static(id="recap-text")
        yield Static(id="too-small")

    def compose_table(self) -> ComposeResult:
        """Everything between the status line and the prompt bar. The default puts the
        board on the left and the panels over the log on the right; a game with another
        layout overrides this and places ``compose_panels`` and ``MatchLog`` itself."""
        with Horizontal(id="table"):
            with Vertical(id="board-area"):
                yield from self.compose_board()
            with Vertical(id="side"):
                with VerticalScroll(id="panels"):
                    yield from self.compose_panels()
                yield MatchLog(id="log")

    def compose_board(self) -> ComposeResult:
        """The game's board widgets (override)."""
        yield from ()

    def compose_panels(self) -> ComposeResult:
        for i, seat in enumerate(self.match.seats):
            yield PlayerPanel(i, seat)

    def on_mount(self) -> None:
        # Textual calls on_mount for every class of the screen's MRO: start only once.
        if self._started:
            return
        self._started = True
        self._check_size()
        self.advance()

    def on_resize(self) -> None:
        self._check_size()

    def _check_size(self) -> None:
        width, height = self.app.size
        need_w, need_h = self.MIN_SIZE
        small = width < need_w or height < need_h
        self.set_class(small, "too-small")
        if small:
            self.query_one("#too-small", Static).update(_(
                "{game} needs a terminal of at least\n{need_width} × {need_height} (this one "
                "is {width} × {height}).\n\nEnlarge the window or make the font smaller.\n"
                "Nothing is lost: the game is saved after every move.").format(
                game=_(self.match.rules.title), need_width=need_w, need_height=need_h,
                width=width, height=height))

    # -- hooks for the game screens -------------------------------------------------------

    def show_view(self, view: Any, decision: Decision | None) -> None:
        """Draw the board and the game's own widgets from ``view``."""

    def panel_lines(self, view: Any, seat: int) -> list[Text | str]:
        """The game's lines in a seat's panel."""
        return []

    def panel_tag(self, view: Any, seat: int) -> str:
        """A short tag after a seat's name (start player, disc, ...)."""
        return ""

    def status_text(self, view: Any) -> str:
        """The top line: round, phase, supplies."""
        return _(self.match.rules.title)

    def prompt_text(self, view: Any, decision: Decision) -> Text | str:
        """What the acting human is asked (override for richer prompts)."""
        return decision.prompt

    def waiting_text(self, view: Any, decision: Decision) -> Text | str:
        """The prompt bar while another seat (a bot, or a human not on screen) decides."""
        seat = self.match.seats[decision.seat]
        shown = self.bot_preview
        if shown is not None:
            label = self.match.rules.describe(view, *shown)
            return Text.assemble((f"{PREVIEW_GLYPH} ", "bold"), _(
                "{seat} is about to play: {move}.").format(seat=seat.label, move=label))
        if seat.is_bot:
            return _("{seat} is thinking… ({prompt})").format(seat=seat.label,
                                                              prompt=decision.prompt)
        return _("Waiting: {prompt}").format(prompt=decision.prompt)

    def handoff_text(self, decision: Decision) -> str:
        """What the handoff gate says besides the name: public facts only (turn, phase,
        the public prompt)."""
        return f"{_(self.match.rules.title)} — {decision.prompt}"

    def preview_bot(self, seat: int, action: Action) -> bool:
        """Draw the move ``action`` that bot ``seat`` chose on the board (a ghost in its
        place, highlighted, with ``PREVIEW_GLYPH``) before it lands. ``bot_preview`` holds
        it meanwhile, so every redraw keeps it. False (the default): nothing to show, and
        the move lands at once."""
        return False

    @property
    def bot_preview(self) -> tuple[int, Action] | None:
        """The bot's seat and move on show before it lands, or None. A new step of the
        match (undo, a handoff, leaving) ends it: the move is then thought again."""
        shown = self._preview
        if shown is None or shown[0] != self._generation:
            return None
        return shown[1], shown[2]

    def cancel_selection(self) -> bool:
        """Step back inside a multi-key choice; False when there is nothing to cancel."""
        return False

    def after_action(self, events: list[Event]) -> None:
        """Called after this screen's human submitted an action (private reveals)."""

    def on_viewer_unlocked(self, seat: int) -> None:
        """Called when a handoff unlocks a seat's private view."""

    def end_parts(self) -> tuple[Any, list[Any]]:
        """The end screen's headline and body (renderables): the winners and the score
        breakdown. A game whose spec's end (section 5) says more overrides this."""
        from boardgames.ui.screens.game_over import default_parts

        return default_parts(self.match)

    def recent_moves(self) -> list[Entry]:
        """The other seats' moves since the viewing seat's last move: what a game's board
        marks as new. Empty when no seat is at the keyboard."""
        if self.viewer is None:
            return []
        since = self.match.last_move_of(self.viewer)
        return [e for e in self.match.entries[since:] if e.seat != self.viewer]

    def marks_baseline(self, facts: Any, facts_of: Callable[[Any], Any]) -> Any | None:
        """What the viewing seat's board looked like right after its latest move, for the
        change marks: ``facts`` (now) while nothing has happened since; remembered per
        seat; on a screen that did not see that moment (a resumed game), ``facts_of`` the
        seat's view then, replayed. None when nothing is to be marked."""
        seat = self.viewer
        if seat is None:
            return None
        if not self.recent_moves():
            self._baselines[seat] = facts
            return None
        if seat not in self._baselines:
            then = Replay(self.match).goto(self.match.last_move_of(seat))
            self._baselines[seat] = facts_of(then.view(seat))
        return self._baselines[seat]

    # -- state of the table ---------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        return self.match.current()

    @property
    def my_turn(self) -> bool:
        """True when the decision belongs to the human whose view is on screen."""
        d = self.decision
        return (d is not None and self.replay is None and not self.match.seats[d.seat].is_bot
                and d.seat == self.viewer)

    @property
    def kind(self) -> str:
        """The pending decision's kind when it is the on-screen human's, else ""."""
        d = self.decision
        return d.kind if d is not None and self.my_turn else ""

    @property
    def legal(self) -> list[Action]:
        """The on-screen human's legal actions now (empty when it is not their turn);
        computed once per change of the match."""
        key = (self.match.revision, self.viewer)
        if self._legal_key != key:
            d = self.decision
            self._legal = self.match.legal_actions(d.seat) if d and self.my_turn else []
            self._by_kind = {}
            for a in self._legal:
                self._by_kind.setdefault(a.kind, []).append(a)
            self._legal_key = key
        return self._legal

    def of(self, *kinds: str) -> list[Any]:
        """The legal actions of the given kinds, in the engine's order."""
        legal = self.legal  # fills the cache of the actions by kind
        if len(kinds) == 1:
            return self._by_kind.get(kinds[0], [])
        return [a for a in legal if a.kind in kinds]

    def why(self, action: Action) -> str | None:
        """The engine's reason why the on-screen human's ``action`` is illegal now, or
        None when it is legal."""
        d = self.decision
        if d is None or not self.my_turn:
            return _("it is not your turn")
        try:
            self.match.check(d.seat, action)
        except IllegalAction as exc:
            return exc.reason
        return None

    def _needs_handoff(self, seat: int) -> bool:
        return (
            self.match.rules.has_private_information
            and len(self.humans) > 1
            and seat != self.unlocked
        )

    # -- the loop -------------------------------------------------------------------------

    def advance(self) -> None:
        """Look at the next decision: game over, a bot's move, a handoff, or a human's."""
        if self.replay is not None:
            self.refresh_all()
            return
        self._report_save()
        self._bot_thinking = False
        self._generation += 1
        self._cancel.set()
        self._cancel = threading.Event()
        decision = self.decision
        if decision is None:
            self.viewer = self.unlocked if len(self.humans) == 1 else None
            self.refresh_all()
            self._game_over()
            return
        seat = self.match.seats[decision.seat]
        private = self.match.rules.has_private_information
        if seat.is_bot:
            if private and len(self.humans) != 1:
                self.viewer = None
            self.refresh_all()
            self._start_bot(decision.seat)
        elif self._needs_handoff(decision.seat):
            self.viewer = None
            self.refresh_all()
            recap = [e.text for e in self.match.since_last_move(decision.seat, None)]
            context = f"{self.status_text(self.match.view(None))}\n{self.handoff_text(decision)}"
            self.app.push_screen(HandoffScreen(seat, context, recap),
                                 lambda _: self._unlock(decision.seat))
        else:
            if not private:
                self.unlocked = decision.seat
            self.viewer = decision.seat
            self.refresh_all()

    def _unlock(self, seat: int) -> None:
        self.unlocked = seat
        self.viewer = seat
        self.on_viewer_unlocked(seat)
        self.refresh_all()

    def refresh_all(self) -> None:
        view = self.match.view(self.viewer)
        decision = self.decision
        self.query_one("#status", Static).update(self.status_text(view))
        for panel in self.query(PlayerPanel):
            active = decision is not None and panel.index == decision.seat
            panel.show(self.panel_lines(view, panel.index), active=active,
                       tag=self.panel_tag(view, panel.index))
        self.query_one(MatchLog).show(self.match.log, self.viewer, seats=self.match.log_seats,
                                      only=self.log_only)
        self.show_view(view, decision)
        if self.has_class("-recap"):
            self._show_recap()
        self._show_prompt(view, decision)
        self.refresh_bindings()

    def _show_prompt(self, view: Any, decision: Decision | None) -> None:
        bar = self.query_one(PromptBar)
        if decision is None:
            bar.say(_("The game is over."))
        elif self.replay is not None:
            bar.say(_("At this point: {prompt}").format(prompt=decision.prompt))
        elif self.my_turn:
            bar.say(self.prompt_text(view, decision))
        else:
            bar.say(self.waiting_text(view, decision))

    def say(self, text: Text | str, *, error: bool = False) -> None:
        self.query_one(PromptBar).say(text, error=error)
        if error:
            self.app.bell()

    def act(self, action: Action) -> bool:
        """Submit an action for the human on screen. An illegal one shows its reason and
        changes nothing."""
        return self.act_all([action])

    def act_all(self, actions: Sequence[Action]) -> bool:
        """Submit several steps of one decision in one go (a discard card by card, a
        trade message). At an illegal step the steps already taken stay (the screen's
        ``steps_failed`` may clear them) and the reason is shown."""
        decision = self.decision
        if decision is None or not self.my_turn:
            self.say(_("It is not your turn."), error=True)
            return False
        events: list[Event] = []
        try:
            for action in actions:
                events += self.match.submit(decision.seat, action)
        except IllegalAction as exc:
            if events or len(actions) > 1:
                self.steps_failed(decision.seat)
                self.advance()
            self.say(exc.reason, error=True)
            return False
        self.after_action(events)
        self.advance()
        return True

    def steps_failed(self, seat: int) -> None:
        """Called when a step of ``act_all`` was illegal (a draft to drop)."""

    # -- bots -----------------------------------------------------------------------------

    @property
    def bot_thinking(self) -> bool:
        """True while a bot of this table is choosing its move."""
        return self._bot_thinking

    def _start_bot(self, seat: int) -> None:
        self._bot_thinking = True
        self._think(seat, self._generation, self._cancel)

    @work(thread=True, exclusive=True, group="bot")
    def _think(self, seat: int, generation: int, cancel: threading.Event) -> None:
        """Choose a bot's move off the event loop, after the cosmetic delay (the same for
        every decision, so timing reveals nothing)."""
        start = time.monotonic()
        action, failure = self.match.safe_bot_action(seat, cancel)
        if failure is not None:
            self.app.call_from_thread(self._bot_failed, seat, failure)
        remaining = getattr(self.app, "bot_delay", 0.0) - (time.monotonic() - start)
        if remaining > 0 and cancel.wait(remaining):
            return
        if not cancel.is_set():
            self.app.call_from_thread(self._bot_done, seat, generation, action)

    def _bot_failed(self, seat: int, failure: str) -> None:
        """A hard bot's search failed: it plays its normal move, and the players are told
        (a toast, which outlives the prompts that follow), once per seat."""
        if seat in self._failed_bots:
            return
        self._failed_bots.add(seat)
        self.app.notify(
            _("{seat}'s search failed ({error}), so it plays the normal bot's move.").format(
                seat=self.match.seats[seat].label, error=failure),
            severity="warning", timeout=10)

    def _bot_done(self, seat: int, generation: int, action: Action) -> None:
        """A bot's move arrives. With a bot delay, a move the game can show is previewed
        first and the timer brings it back here to land; a new generation meanwhile
        (undo, a handoff, leaving) drops it."""
        if generation != self._generation or not self.is_attached:
            return
        try:
            delay = getattr(self.app, "bot_delay", 0.0)
            if delay > 0 and self.bot_preview is None:
                self._preview = (generation, seat, action)
                if self.preview_bot(seat, action):
                    self._show_prompt(self.match.view(self.viewer), self.decision)
                    self.set_timer(max(delay, PREVIEW_TIME),
                                   lambda: self._bot_done(seat, generation, action))
                    return
            self._preview = None
            self._bot_thinking = False
            self.match.submit(seat, action)
            self.advance()
        except NoMatches:
            # The app is closing and has taken this screen's widgets down already: the move
            # is made and saved (or, shown first, not made); nothing is left to draw on.
            if self.app.screen is self and self.is_attached and self.app.is_running:
                raise

    # -- hints ----------------------------------------------------------------------------

    @property
    def hint_think(self) -> float:
        """Seconds the expert thinks about a hint: the think time chosen for the expert
        seats at setup, else the default."""
        chosen = [s.think for s in self.match.seats if s.is_bot and s.think]
        return chosen[0] if chosen else DEFAULT_THINK

    @property
    def hint_thinking(self) -> bool:
        """True while the expert thinks about a hint for the decision on screen."""
        return self._hinting == self._generation

    @property
    def hint(self) -> Hint | None:
        """The hint found for the decision on screen, if one was asked for."""
        found = self._hint
        return found[1] if found is not None and found[0] == self._generation else None

    def action_hint(self) -> None:
        """F5: the expert's suggested move for the seat at the keyboard, thought about in a
        worker thread (undo, a new step of the match and quitting cancel it; a second
        press while it thinks only says so). A replay does not offer it (REPLAY_OFF)."""
        seat = self.viewer
        why = _("no seat is at the keyboard") if seat is None else self.match.hint_block(seat)
        if why is not None or seat is None:
            self.say(_("No hint: {reason}.").format(reason=why), error=True)
            return
        if self.hint is not None:
            self._show_hint(self.hint)
            return
        if not self.hint_thinking:
            self._hinting = self._generation
            task = self.match.hint_task(seat, self.hint_think, self.hint_iterations)
            self._think_hint(task, self._generation, self._cancel)
        self.say(_("Thinking about a hint…"))

    @work(thread=True, exclusive=True, group="hint")
    def _think_hint(self, task: Callable[[threading.Event], Hint], generation: int,
                    cancel: threading.Event) -> None:
        try:
            hint = task(cancel)
        except Exception as exc:  # a failed search must not end the players' game
            if not cancel.is_set():
                self.app.call_from_thread(self._hint_failed, generation,
                                          f"{exc.__class__.__name__}: {exc}")
            return
        if not cancel.is_set():
            self.app.call_from_thread(self._hint_done, generation, hint)

    def _hint_failed(self, generation: int, failure: str) -> None:
        if generation != self._generation or not self.is_attached:
            return
        self._hinting = None
        self.say(_("No hint: the expert's search failed ({error}).").format(error=failure),
                 error=True)

    def _hint_done(self, generation: int, hint: Hint) -> None:
        if generation != self._generation or not self.is_attached:
            return
        self._hinting = None
        self._hint = (generation, hint)
        self._show_hint(hint)

    def _show_hint(self, hint: Hint) -> None:
        """The hint on the board where the game can draw it (as a bot's move is drawn
        before it lands; the player's next key draws the board as it was) and in words
        in the prompt bar."""
        self._preview = (self._generation, hint.seat, hint.action)
        try:
            self.preview_bot(hint.seat, hint.action)
        finally:
            self._preview = None
        self.say(Text.assemble((f"{PREVIEW_GLYPH} ", "bold"), _(
            "Hint: {move} — {reason}.").format(move=hint.label, reason=hint.reason)))

    # -- end of the game ------------------------------------------------------------------

    def _game_over(self) -> None:
        if self._over_shown:
            return
        self._over_shown = True
        from boardgames.ui.screens.game_over import GameOverScreen

        # The finished game stays in the library (its history); this window lets go of it.
        self._close_slot()
        headline, body = self.end_parts()
        self.app.push_screen(GameOverScreen(self.match, headline, body))

    # -- saving ---------------------------------------------------------------------------

    def _save_place(self) -> str:
        return str(getattr(self.match.saver, "path", None) or _("the data folder"))

    def _report_save(self) -> None:
        """Tell the players once when writing the game failed, and once when it works
        again. The game goes on in memory either way; every move tries again."""
        error = self.match.save_error
        if error == self._save_error_shown:
            return
        if error:
            self.notify(_("Could not save the game to {place}: {reason}. The game goes on, "
                          "and every move tries again.").format(
                            place=self._save_place(), reason=error),
                        severity="error", timeout=10)
        elif self._save_error_shown:
            self.notify(_("The game is saved again to {place}.").format(
                place=self._save_place()), timeout=5)
        self._save_error_shown = error

    def _close_slot(self) -> None:
        close = getattr(self.match.saver, "close", None)
        if close is not None:
            close()

    def _stop(self) -> None:
        """Stop the bots and let go of the game's file (leaving or quitting)."""
        self._generation += 1
        self._cancel.set()
        self.match.autosave()
        self._close_slot()

    def _confirm_unsaved(self, question: str, go: Any) -> None:
        """Run ``go`` now when the game is on disk; otherwise ask ``question`` first (a
        translated template with the fields ``place`` and ``reason``)."""
        self.match.autosave()
        if not self.match.save_error or self.match.is_over:
            go()
            return
        self.app.push_screen(
            Confirm(question.format(place=self._save_place(), reason=self.match.save_error)),
            lambda yes: go() if yes else None)

    # -- global keys ----------------------------------------------------------------------

    def refresh_bindings(self) -> None:
        """Rebuild the footer only when what it shows changed (a key enabled, disabled or
        shown differently, or another screen on top): the frame asks after every move,
        and a footer rebuild costs more than the rest of a refresh."""
        if not self.is_attached:
            return
        state = (len(self.app.screen_stack), i18n.language(), tuple(
            (key, id(b.binding), b.enabled) for key, b in self.active_bindings.items()))
        if state != self._footer_state:
            self._footer_state = state
            super().refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.replay is not None and action in REPLAY_OFF:
            return False
        if action == "undo":
            return None if self.match.undo_block(self.viewer) else True
        if action == "undo_blocked":
            return self.match.undo_block(self.viewer) is not None
        return True

    def action_undo_blocked(self) -> None:
        self.say(_("Cannot undo: {reason}.").format(reason=self.match.undo_block(self.viewer)),
                 error=True)

    def action_undo(self) -> None:
        if self.match.undo_block(self.viewer):
            self.action_undo_blocked()
            return
        undone = self.match.undo()
        self.cancel_selection()
        self.advance()
        label = self.match.rules.describe(self.match.state, undone.seat, undone.action)
        self.notify(_("Undone: {move}").format(move=label), timeout=3)

    def action_save(self) -> None:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        path = paths.saves_dir() / f"{self.match.rules.id}-{stamp}.json"
        try:
            write_save(self.match, path)
        except OSError as exc:
            self.say(_("Could not save: {reason}").format(reason=exc), error=True)
            return
        self.notify(_("Saved to {path}").format(path=path), timeout=6)

    def action_help(self) -> None:
        from boardgames.ui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(self.match.rules.id, keys=self.keys_help()))

    def keys_help(self) -> str:
        common = "\n".join([_(row) for row in FRAME_HELP])
        marks = _("{glyph} marks a move that is about to be made: a bot's placement, shown "
                  "for a moment before it lands, or the move a hint (F5) suggests. The "
                  "board's own legend names the marks of what changed since your last "
                  "move.").format(glyph=PREVIEW_GLYPH)
        everywhere, marks_title = _("Everywhere"), _("Marks on the board")
        return (f"{_(self.KEYS_HELP)}\n\n### {everywhere}\n\n{common}\n\n"
                f"### {marks_title}\n\n{marks}")

    def action_replay(self) -> None:
        """Watch this game again up to now (only what this seat may see)."""
        from boardgames.ui.screens.replay import open_replay

        if not self.match.entries:
            self.say(_("Nothing to replay yet: no move has been made."), error=True)
            return
        open_replay(self.app, self.match, self.viewer)

    def action_toggle_side(self) -> None:
        """F6: the game's side panels out of the way and back (each game overrides)."""
        self.say(_("Every panel of this game is on screen already."))

    def action_since(self) -> None:
        """F2: open or close the recap panel (it follows the seat at the keyboard)."""
        self.toggle_class("-recap")
        if self.has_class("-recap"):
            self._show_recap()

    def _show_recap(self) -> None:
        seat = self.viewer
        text = self.query_one("#recap-text", Static)
        if seat is None:
            text.update(_("No seat is at the keyboard now: the recap shows once a player "
                          "has taken the device.") + "\n\n" + _("F2 closes this panel."))
            return
        lines = [_("private: {line}").format(line=e.text) if e.seats is not None else e.text
                 for e in self.match.since_last_move(seat, seat)]
        body = "\n".join(f"• {line}" for line in lines[-40:]) or \
            _("Nothing yet: no other seat has moved since.")
        title = _("Since {name}'s last move").format(name=self.match.seats[seat].name)
        text.update(Text.assemble((f"{title}\n", "bold"), body,
                                  ("\n\n" + _("F2 closes this panel."), "dim")))

    def action_scroll_log(self, pages: int) -> None:
        log = self.query_one(MatchLog)
        log.scroll_relative(y=pages * max(1, log.size.height - 2), animate=False)

    def action_filter_log(self) -> None:
        """F3: the log shows every line, then only seat 1's moves, seat 2's, ..."""
        count = len(self.match.seats)
        self.log_only = 0 if self.log_only is None else (
            None if self.log_only + 1 >= count else self.log_only + 1)
        self.refresh_all()
        if self.log_only is None:
            self.notify(_("The log shows every move again."), timeout=3)
        else:
            self.notify(_("The log shows only {name}'s moves (F3 for the next seat).").format(
                name=self.match.seats[self.log_only].name), timeout=3)

    def action_all_moves(self) -> None:
        from boardgames.ui.screens.moves import MovesScreen

        decision = self.decision
        if decision is None or not self.my_turn:
            self.say(_("It is not your turn."), error=True)
            return
        rules, state = self.match.rules, self.match.state
        moves = [(rules.describe(state, decision.seat, a), a)
                 for a in self.match.legal_actions(decision.seat)]
        hint = self.hint
        self.app.push_screen(MovesScreen(moves, decision.prompt,
                                         hinted=None if hint is None else hint.action),
                             self._act_chosen)

    def _act_chosen(self, action: Action | None) -> None:
        if action is not None:
            self.act(action)

    def action_back(self) -> None:
        if self.cancel_selection():
            self.refresh_all()
            return

        def leave(yes: bool | None) -> None:
            if yes:
                self._confirm_unsaved(_(
                    "The game could not be saved to {place} ({reason}). Leave anyway and "
                    "lose the moves since the last save?"), self._leave)

        if self.match.is_over:
            self._leave()
            return
        self.app.push_screen(
            Confirm(_("Leave this game? It is saved: choose Resume in the menu to continue.")),
            leave,
        )

    def _leave(self) -> None:
        self._stop()
        self.app.pop_screen()

    def action_quit_game(self) -> None:
        def quit_now() -> None:
            self._stop()
            self.app.exit()

        self._confirm_unsaved(_(
            "The game could not be saved to {place} ({reason}). Quit anyway and lose the "
            "moves since the last save?"), quit_now)
