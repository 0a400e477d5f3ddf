"""The shared turn controller: one Match steps any game through its decisions."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from pydantic import BaseModel

from boardgames.core.bots import DEFAULT_THINK, Bot, ExpertBot, choose, has_expert, make_bot
from boardgames.core.i18n import N_, _, gettext, pgettext
from boardgames.core.plain import digest
from boardgames.core.rng import derived_rng, match_rng, new_seed
from boardgames.core.rules import Action, Decision, Event, GameRules, ScoreBreakdown
from boardgames.core.search import Cancel
from boardgames.core.seating import Seat, with_identities

# Why a move cannot be undone, kept in English with the entry and translated when shown.
CHANCE_BARRIER = N_("a draw, roll or shuffle happened")


class Saver(Protocol):
    """Where a match writes itself after every change (the saved-games library)."""

    def write(self, match: Match) -> None: ...


@dataclass(frozen=True)
class Entry:
    """One submitted action. ``barrier`` says why it can never be taken back, if so."""

    seat: int
    action: Action
    barrier: str | None


@dataclass(frozen=True)
class Hint:
    """The expert's suggested move for a human seat: ``label`` says the move, ``reason``
    why in a few words ("about 62% to win"); ``value`` is the estimated win chance, None
    when the expert did not search (one legal move, or a step it leaves to its rule of
    thumb)."""

    seat: int
    action: Action
    label: str
    reason: str
    value: float | None


def win_chance(value: float) -> str:
    """A win chance in words: "about 62% to win" (never "about 0%" nor "about 100%")."""
    percent = round(100 * value)
    if percent < 1:
        return _("under 1% to win")
    if percent > 99:
        return _("over 99% to win")
    return _("about {percent}% to win").format(percent=percent)


@dataclass(frozen=True)
class Mark:
    """The match at one moment, to come back to: undo keeps one right after the latest
    barrier (a move undo can never cross), so it replays only the moves since and costs
    the same at move 600 as at move 6; replays keep one every few moves."""

    state: Any
    rng: Any
    entries: tuple[Entry, ...]
    log: tuple[Event, ...]
    log_seats: tuple[int | None, ...]
    log_ends: tuple[int, ...]


class Match:
    """Rules + state + seed + seats + the action log. Everything the UI, the bots and the
    tests do to a game goes through here."""

    def __init__(
        self,
        rules: GameRules,
        seats: list[Seat],
        options: BaseModel | dict[str, Any] | None = None,
        seed: int | None = None,
        saver: Saver | None = None,
    ) -> None:
        self.rules = rules
        self.seats = with_identities(seats)
        if not isinstance(options, BaseModel):
            options = rules.Options.model_validate(options or {})
        self.options, self.notes = rules.configure(len(seats), options)
        self.seed = new_seed() if seed is None else seed
        self.saver = saver
        # Why the last write failed (None when the file on disk is up to date).
        self.save_error: str | None = None
        self.entries: list[Entry] = []
        # Snapshots serve undo, which only humans use; bot games (simulate) skip the copy.
        self._keep_snapshots = any(not s.is_bot for s in seats)
        self._snapshot: Mark | None = None
        # Grows with every change of the state (moves, undo, replay): a cache key.
        self.revision = 0
        self._restart()
        self.bots: dict[int, Bot] = {
            i: make_bot(rules, s.level or "random", i, think=s.think)
            for i, s in enumerate(seats) if s.is_bot
        }
        self.bot_rngs = {i: derived_rng(self.seed, "bot", i) for i in self.bots}

    # -- state ---------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        """The players' names by seat, as the events' texts name them."""
        return [s.name for s in self.seats]

    def _restart(self) -> None:
        self.revision += 1
        self.rng: random.Random = match_rng(self.seed)
        self.state = self.rules.setup(self.names, self.options, self.rng)
        self.log: list[Event] = list(self.rules.opening_events(self.state))
        # Who made the move behind each log line (None: the setup's lines).
        self.log_seats: list[int | None] = [None] * len(self.log)
        # The log's length after each entry: where "since your last move" starts.
        self.log_ends: list[int] = []
        self._snapshot = None

    def _apply(self, seat: int, action: Action, *, snapshot: bool = True) -> list[Event]:
        self.revision += 1
        before = self.rng.getstate()
        events = self.rules.apply(self.state, seat, action, self.rng)
        barrier = CHANCE_BARRIER if self.rng.getstate() != before else None
        barrier = barrier or self.rules.undo_barrier(self.state, seat, action)
        self.entries.append(Entry(seat, action, barrier))
        self.log.extend(events)
        self.log_seats.extend([seat] * len(events))
        self.log_ends.append(len(self.log))
        if barrier and snapshot and self._keep_snapshots:
            self._take_snapshot()
        return events

    def _take_snapshot(self) -> None:
        self._snapshot = self.mark()

    def mark(self) -> Mark:
        """The match as it is now, to come back to with ``rewind``."""
        return Mark(copy.deepcopy(self.state), self.rng.getstate(), tuple(self.entries),
                    tuple(self.log), tuple(self.log_seats), tuple(self.log_ends))

    def rewind(self, mark: Mark) -> None:
        """Make the match what it was at ``mark`` (a mark of this same match, earlier or
        later than now)."""
        self.revision += 1
        self.state = copy.deepcopy(mark.state)
        self.rng.setstate(mark.rng)
        self.entries = list(mark.entries)
        self.log, self.log_seats = list(mark.log), list(mark.log_seats)
        self.log_ends = list(mark.log_ends)

    def step(self, seat: int, action: Action) -> list[Event]:
        """Apply a move known to be legal (it was checked when it was first played):
        replays step through a finished game this way, without the checks or saving."""
        return self._apply(seat, action, snapshot=False)

    def replay(self, actions: list[tuple[int, Action]], *, check: bool = True) -> None:
        """Rebuild the match from its seed by submitting ``actions`` in order."""
        self.entries = []
        self._restart()
        for seat, action in actions:
            if check:
                self.rules.check(self.state, seat, action)
            self._apply(seat, action, snapshot=False)

    # -- the contract, passed through ----------------------------------------------------

    def pending(self) -> list[Decision]:
        return self.rules.pending(self.state)

    def current(self) -> Decision | None:
        pending = self.pending()
        return pending[0] if pending else None

    @property
    def is_over(self) -> bool:
        return not self.pending()

    def legal_actions(self, seat: int) -> list[Action]:
        return self.rules.legal_actions(self.state, seat)

    def check(self, seat: int, action: Action) -> None:
        self.rules.check(self.state, seat, action)

    def view(self, seat: int | None) -> Any:
        return self.rules.view(self.state, seat)

    def scores(self) -> ScoreBreakdown:
        return self.rules.scores(self.state)

    def log_for(self, seat: int | None) -> list[Event]:
        """The log lines ``seat`` may read (None: public lines only)."""
        return [e for e in self.log if e.visible_to(seat)]

    def last_move_of(self, seat: int) -> int:
        """How many entries there were up to and including ``seat``'s latest move (0: it
        has not moved yet)."""
        for index in range(len(self.entries) - 1, -1, -1):
            if self.entries[index].seat == seat:
                return index + 1
        return 0

    def since_last_move(self, seat: int, reader: int | None) -> list[Event]:
        """The log lines ``reader`` may read that came after ``seat``'s latest move:
        what the others did meanwhile (reader None: the public lines only)."""
        moved = self.last_move_of(seat)
        start = self.log_ends[moved - 1] if moved else 0
        return [e for e in self.log[start:] if e.visible_to(reader)]

    def turn_starts(self) -> list[int]:
        """Where each turn starts: the first move, and every move of another seat than
        the move before it (the replay's turns, the history's game length)."""
        return [i for i, e in enumerate(self.entries)
                if i == 0 or e.seat != self.entries[i - 1].seat]

    def state_digest(self) -> str:
        return digest(self.state)

    # -- acting --------------------------------------------------------------------------

    def submit(self, seat: int, action: Action) -> list[Event]:
        """Check and apply one action; raises IllegalAction and changes nothing if it is
        not legal now. Autosaves afterwards."""
        self.rules.check(self.state, seat, action)
        events = self._apply(seat, action)
        self.autosave()
        return events

    def bot_action(self, seat: int, cancel: Cancel | None = None) -> Action:
        """What the bot in ``seat`` would do now. It sees only its own view. Pure with
        respect to the match, so the UI may call it from a worker thread; ``cancel``
        (set by undo and quit) stops a searching bot early."""
        bot = self.bots[seat]
        view = self.rules.view(self.state, seat) if bot.needs_view else None
        legal = self.rules.legal_actions(self.state, seat)
        return choose(bot, view, legal, self.bot_rngs[seat], cancel)

    def safe_bot_action(self, seat: int, cancel: Cancel | None = None) -> tuple[Action, str | None]:
        """``bot_action`` for the screens: an expert whose search fails plays its greedy
        bot's move instead, so the players' game goes on; the error comes back as text
        (None when all went well). ``simulate``, the benchmark and the tests call
        ``bot_action`` and so see every such error."""
        try:
            return self.bot_action(seat, cancel), None
        except Exception as exc:  # a failed search must not end the players' game
            bot = self.bots[seat]
            if not isinstance(bot, ExpertBot):
                raise
            view = self.rules.view(self.state, seat)
            legal = self.rules.legal_actions(self.state, seat)
            fallback = bot.greedy.choose(view, legal, self.bot_rngs[seat])
            return fallback, f"{exc.__class__.__name__}: {exc}"

    # -- hints ---------------------------------------------------------------------------

    def hint_block(self, seat: int) -> str | None:
        """Why ``seat`` cannot ask for a hint now, or None when it can: only a human seat
        whose decision it is, in a game with an expert."""
        if not has_expert(self.rules):
            return _("{game} has no expert to ask yet").format(game=_(self.rules.title))
        who, now = self.seats[seat], self.current()
        if who.is_bot:
            return _("{seat} is a bot").format(seat=who.label)
        if now is None:
            return _("the game is over")
        if now.seat != seat:
            return _("it is {seat}'s decision, not {name}'s").format(
                seat=self.seats[now.seat].label, name=who.name)
        return None

    def hint_task(self, seat: int, think: float = DEFAULT_THINK,
                  iterations: int | None = None) -> Callable[[Cancel | None], Hint]:
        """The search for ``seat``'s hint, ready to run (in a worker thread: it holds
        copies of what it needs, so the match may go on meanwhile). It sees only the
        seat's own view, and draws from its own rng, derived from the seed, the seat and
        the number of moves made (not ``revision``, which also counts restarts and so
        differs after a load): the same position gives the same hint for the same
        ``iterations``, and the match's and the bots' rngs are never touched. Raises
        ValueError with ``hint_block``'s reason."""
        reason = self.hint_block(seat)
        if reason:
            raise ValueError(reason)
        rules = self.rules
        view = rules.view(self.state, seat)
        legal = rules.legal_actions(self.state, seat)
        # the labels now: a game may word its moves from the state (the moves list does)
        labels = [rules.describe(self.state, seat, a) for a in legal]
        rng = derived_rng(self.seed, "hint", seat, len(self.entries))
        expert = ExpertBot(rules, seat, think=think, iterations=iterations)

        def run(cancel: Cancel | None) -> Hint:
            action = expert.choose(view, legal, rng, cancel)
            found = expert.last
            value = None if found is None or not found.iterations else found.value
            if len(legal) == 1:
                why = _("the only move")
            elif found is None:
                why = _("what the normal bot plays here: the expert does not search this step")
            elif value is None:
                why = _("a first guess: there was no time to look ahead")
            else:
                why = win_chance(value)
            return Hint(seat, action, labels[legal.index(action)], why, value)

        return run

    def hint(self, seat: int, think: float = DEFAULT_THINK, cancel: Cancel | None = None,
             iterations: int | None = None) -> Hint:
        """The expert's suggestion for ``seat`` now (see ``hint_task``)."""
        return self.hint_task(seat, think, iterations)(cancel)

    # -- undo ----------------------------------------------------------------------------

    def undo_block(self, seat: int | None = None) -> str | None:
        """Why the last action cannot be taken back now, or None when it can. A human
        takes back only their own moves: undo never crosses another seat's action and
        never changes whose decision it is. ``seat`` is the seat asking, if known."""
        if not self.entries:
            return _("nothing to undo yet")
        last = self.entries[-1]
        who = self.seats[last.seat]
        if who.is_bot:
            return _("the last move was made by {seat}").format(seat=who.label)
        if seat is not None and seat != last.seat:
            return _("the last move was {name}'s, and only they can take it back").format(
                name=who.name)
        if last.barrier:  # the frame's CHANCE_BARRIER, or a game's words (its context)
            own = pgettext(self.rules.id, last.barrier)
            return gettext(last.barrier) if own == last.barrier else own
        now = self.current()
        if now is None:
            return _("the game is over now: undo never takes back a finished turn")
        if now.seat != last.seat:
            return _("{name} is on now: undo never takes back a finished turn").format(
                name=self.seats[now.seat].name)
        return None

    def undo(self) -> Entry:
        """Take back the last action (see ``undo_block``) by replaying the rest."""
        reason = self.undo_block()
        if reason:
            raise ValueError(reason)
        undone = self.entries[-1]
        keep = self.entries[:-1]
        snap = self._snapshot
        if snap is None or len(snap.entries) > len(keep):
            # After a load no snapshot exists yet: replay from the seed once, taking it
            # at the latest barrier on the way.
            last = max((i + 1 for i, e in enumerate(keep) if e.barrier), default=0)
            self.entries = []
            self._restart()
            if last == 0 and self._keep_snapshots:
                self._take_snapshot()
            for entry in keep:
                self._apply(entry.seat, entry.action, snapshot=False)
                if len(self.entries) == last and self._keep_snapshots:
                    self._take_snapshot()
        else:
            self.rewind(snap)
            for entry in keep[len(snap.entries):]:
                self._apply(entry.seat, entry.action, snapshot=False)
        self.autosave()
        return undone

    # -- saving --------------------------------------------------------------------------

    def autosave(self) -> None:
        """Write the match through its saver. A failed write never loses the game: it
        goes on in memory, ``save_error`` says why, and the next change tries again."""
        if self.saver is None:
            return
        try:
            self.saver.write(self)
        except OSError as exc:
            self.save_error = exc.strerror or str(exc) or exc.__class__.__name__
        else:
            self.save_error = None
