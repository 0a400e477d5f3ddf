"""The contract every game engine implements, and the small models around it.

A game is a pure state machine: ``setup`` builds a state, ``pending`` says who must decide
what, ``legal_actions`` lists every legal answer, ``apply`` carries one out (mutating the
state in place) and returns log events. Chance only ever comes from the ``random.Random``
the caller passes in, so a seed plus the list of actions reproduces a match exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, TypeVar

from pydantic import BaseModel, ConfigDict, TypeAdapter

from boardgames.core.events import Event as Event  # the contract's names, in one place
from boardgames.core.events import Messages as Messages
from boardgames.core.i18n import _
from boardgames.core.info import GameInfo

R = TypeVar("R")


class IllegalAction(Exception):
    """An action that is not legal now. ``reason`` is shown to the player as it is."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SetupError(ValueError):
    """A player count or option combination the game cannot be set up with."""


class Action(BaseModel):
    """An intent of one seat. Each game defines subclasses with a literal ``kind`` field
    and a discriminated union of them (``GameRules.action_type``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str


class Decision(BaseModel):
    """Who must act now and about what. ``prompt`` is public text."""

    model_config = ConfigDict(frozen=True)

    seat: int
    kind: str
    prompt: str


def turn_of(pending: Sequence[Decision], seat: int, names: Sequence[str]) -> Decision:
    """The decision ``seat`` must take now; the reasons every game gives otherwise."""
    if not pending:
        raise IllegalAction(_("the game is over"))
    for decision in pending:
        if decision.seat == seat:
            return decision
    raise IllegalAction(_("it is not your turn: waiting for {name}").format(
        name=names[pending[0].seat]))


def players_problem(title: str, low: int, high: int, players: int) -> str:
    """Why a game cannot be played by ``players`` players."""
    return _("{game} takes {low}-{high} players, not {count}").format(
        game=_(title), low=low, high=high, count=players)


def dispatch(handlers: Mapping[str, Callable[..., R]], action: Action, *args: Any) -> R:
    """Call the handler of ``action.kind`` with ``*args`` and the action."""
    handler = handlers.get(action.kind)
    if handler is None:
        raise IllegalAction(_("{kind} is not a move of this game").format(
            kind=repr(action.kind)))
    return handler(*args, action)


class ScoreCategory(BaseModel):
    key: str
    label: str
    values: list[int]


class ScoreBreakdown(BaseModel):
    """Points by category and seat. ``totals`` sum the categories; ``tie_break`` values
    (for example money) only order seats with equal totals."""

    categories: list[ScoreCategory]
    totals: list[int]
    winners: list[int]
    tie_break_label: str | None = None
    tie_break: list[int] | None = None
    note: str = ""
    final: bool = False

    @classmethod
    def build(
        cls,
        categories: Sequence[tuple[str, str, Sequence[int]]],
        *,
        tie_break_label: str | None = None,
        tie_break: Sequence[int] | None = None,
        final: bool = False,
        note: str = "",
    ) -> ScoreBreakdown:
        """Sum the categories and pick winners: highest total, then highest tie-break;
        seats still equal share the win."""
        cats = [ScoreCategory(key=k, label=label, values=list(v)) for k, label, v in categories]
        n = len(cats[0].values) if cats else len(tie_break or [])
        totals = [sum(c.values[i] for c in cats) for i in range(n)]
        tb = list(tie_break) if tie_break is not None else [0] * n
        best = max(zip(totals, tb, strict=True), default=(0, 0))
        winners = [i for i in range(n) if (totals[i], tb[i]) == best]
        return cls(
            categories=cats,
            totals=totals,
            winners=winners,
            tie_break_label=tie_break_label,
            tie_break=list(tie_break) if tie_break is not None else None,
            final=final,
            note=note,
        )


class GameRules:
    """Base class of every game engine. Subclasses set the class attributes and implement
    the abstract methods; instances hold no match state and can be shared."""

    info: ClassVar[GameInfo]
    Options: ClassVar[type[BaseModel]]
    action_type: ClassVar[Any]
    has_private_information: ClassVar[bool] = False
    # The game's log messages (its text.py): every event the engine makes comes from it.
    messages: ClassVar[Messages]
    # Action kinds the rules allow without limit inside one decision (figure moves, cargo
    # transfers); bots ration them so that bot games always end.
    free_action_kinds: ClassVar[frozenset[str]] = frozenset()
    # The game's heuristic bot class, constructed as ``greedy_bot(rules, seat)``.
    greedy_bot: ClassVar[type | None] = None

    _adapter: ClassVar[TypeAdapter[Any] | None] = None

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def title(self) -> str:
        return self.info.title

    @property
    def min_players(self) -> int:
        return self.info.min_players

    @property
    def max_players(self) -> int:
        return self.info.max_players

    # -- setup ---------------------------------------------------------------------------

    def configure(self, players: int, options: BaseModel) -> tuple[BaseModel, list[str]]:
        """Validate a player count with options before setup. May adjust options (for
        example switch on an expansion a player count needs); returns them with notes to
        show the user. Raises SetupError with a clear message."""
        if not self.min_players <= players <= self.max_players:
            raise SetupError(players_problem(self.title, self.min_players, self.max_players,
                                             players))
        return options, []

    def setup(self, players: list[str], options: BaseModel, rng: random.Random) -> Any:
        raise NotImplementedError

    # -- play ----------------------------------------------------------------------------

    def pending(self, state: Any) -> list[Decision]:
        """The open decisions, settled first to last; empty exactly when the game is over."""
        raise NotImplementedError

    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        raise NotImplementedError

    def check(self, state: Any, seat: int, action: Action) -> None:
        """Raise IllegalAction with a clear reason unless ``action`` is legal for ``seat``.
        The default compares with ``legal_actions``; games override it for better reasons."""
        pending = self.pending(state)
        if not pending:
            raise IllegalAction(_("the game is over"))
        if all(d.seat != seat for d in pending):
            raise IllegalAction(_("it is not your turn"))
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(_("{kind} is not possible now").format(kind=action.kind))

    def apply(self, state: Any, seat: int, action: Action, rng: random.Random) -> list[Event]:
        """Carry out a checked action, mutating ``state``; return the log events."""
        raise NotImplementedError

    def view(self, state: Any, seat: int | None) -> Any:
        """The state as ``seat`` may see it (None: the public view): always a copy that
        shares no mutable part with the state, so the UI and bots may keep it."""
        raise NotImplementedError

    def scores(self, state: Any) -> ScoreBreakdown:
        raise NotImplementedError

    def check_invariants(self, state: Any) -> None:
        """Assert the game's conservation laws; used by the tests."""

    # -- optional hooks ------------------------------------------------------------------

    def opening_events(self, state: Any) -> list[Event]:
        """Log lines of the setup (an opening offer, each seat's private starting hand)."""
        return []

    def undo_barrier(self, state: Any, seat: int, action: Action) -> str | None:
        """Called after ``apply``: a reason why this action may never be taken back (it
        showed hidden information), or None. Chance and seat changes are detected by the
        controller itself."""
        return None

    def describe(self, state: Any, seat: int, action: Action) -> str:
        """A short human-readable label of an action (buttons, menus, the log)."""
        fields = action.model_dump(exclude={"kind"})
        args = ", ".join(f"{k}={v}" for k, v in fields.items())
        return f"{action.kind.replace('_', ' ')} {args}".strip()

    def sample_state(self, view: Any, seat: int, rng: random.Random) -> Any:
        """A full state that ``seat`` cannot tell from the true one: it agrees with
        ``view`` (``self.view(sample, seat) == view``) and draws every hidden part (other
        seats' hands, the order and content of decks and bags, face-down pieces) with
        ``rng`` from what that seat does not know. Reads nothing but ``view`` and the
        game's data. The expert bots search over such samples."""
        raise NotImplementedError(f"{self.title} cannot sample hidden information yet")

    def secrets(self, state: Any, seat: int) -> list[Any]:
        """Values private to ``seat`` (for example its hand's card ids). The conformance
        tests check that no other seat's view and no public view contains them."""
        return []

    def action_from_json(self, data: Any) -> Action:
        adapter = type(self)._adapter
        if adapter is None:
            adapter = type(self)._adapter = TypeAdapter(self.action_type)
        action: Action = adapter.validate_python(data)
        return action

