"""Every legal move of the player on screen, as a filterable list (key a): a way to reach
any action by keys or mouse, whatever the board's own controls offer."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from boardgames.core.i18n import N_, _, ngettext
from boardgames.core.rules import Action
from boardgames.ui.screens.dialogs import Dialog
from boardgames.ui.screens.game import PREVIEW_GLYPH


class MovesScreen(Dialog[Action | None]):
    HELP_TITLE = N_("All your legal moves")
    BINDINGS = [
        Binding("escape", "close", N_("Close")),
        Binding("down", "focus_list", N_("List"), show=False),
    ]

    def __init__(self, moves: list[tuple[str, Action]], title: str,
                 hinted: Action | None = None) -> None:
        """``hinted``: the move of the hint (F5), marked, highlighted and focused, so that
        Enter plays it."""
        super().__init__()
        self.moves = moves
        self.title_text = title
        actions = [action for _label, action in moves]
        self.hinted = actions.index(hinted) if hinted in actions else None

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="moves"):
            yield Static(self.title_text, classes="dialog-title")
            yield Input(placeholder=_("type to filter, ↓ to the list, Enter to choose"),
                        id="moves-filter")
            yield OptionList(*self._options(""), id="moves-list")
            yield Static("", id="moves-hint")

    def on_mount(self) -> None:
        if self.hinted is not None:
            listing = self.query_one("#moves-list", OptionList)
            listing.highlighted = self.hinted
            listing.focus()

    def _options(self, text: str) -> list[Option]:
        words = text.lower().split()
        return [Option(Text.assemble((f"{PREVIEW_GLYPH} ", "bold"), label)
                       if i == self.hinted else label, id=str(i))
                for i, (label, _) in enumerate(self.moves)
                if all(w in label.lower() for w in words)]

    def on_input_changed(self, event: Input.Changed) -> None:
        listing = self.query_one("#moves-list", OptionList)
        listing.clear_options()
        listing.add_options(self._options(event.value))
        if listing.option_count:
            listing.highlighted = 0

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter takes a move only when the text names exactly one: the single move left
        by the filter, or a move whose whole label is the text. Anything else could pick
        a move the player did not mean (a once-per-game token, say)."""
        listing = self.query_one("#moves-list", OptionList)
        shown = [self.moves[int(listing.get_option_at_index(i).id or 0)]
                 for i in range(listing.option_count)]
        typed = event.value.strip().lower()
        exact = [action for label, action in shown if label.lower() == typed]
        if len(shown) == 1 or len(exact) == 1:
            self.dismiss(shown[0][1] if len(shown) == 1 else exact[0])
            return
        hint = self.query_one("#moves-hint", Static)
        if not shown:
            hint.update(_("No move matches; change the text."))
        else:
            hint.update(ngettext("{count} move matches; type more, or press ↓ and choose it.",
                                 "{count} moves match; type more, or press ↓ and choose one.",
                                 len(shown)).format(count=len(shown)))
        self.app.bell()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.moves[int(event.option.id or 0)][1])

    def action_focus_list(self) -> None:
        self.query_one("#moves-list").focus()

    def action_close(self) -> None:
        self.dismiss(None)
