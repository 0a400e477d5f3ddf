"""The game's dialogs: the trade composer (spec 9.3, a panel beside the table), the raid
answer, and the body of the end screen (spec 5).

The composer gathers a whole trade message locally (cards to give, beans wanted, the
partner) and hands it back on Send; the screen then submits the engine's draft steps in
one go. Keyboard: Tab / shift+Tab switch panes, arrows move, Space toggles, + / - or a
digit set a wanted count, Backspace clears the pane, Enter sends, Esc cancels. Mouse: click
a chip, the - / + beside a bean, a partner, Send or Cancel."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from boardgames.core.controller import Match
from boardgames.core.events import join_words
from boardgames.core.i18n import N_, _, ngettext
from boardgames.games.bohnanza.summary import end_extras
from boardgames.games.bohnanza.text import coins
from boardgames.ui.games.bohnanza.art import face, short_bean
from boardgames.ui.games.bohnanza.choices import (
    OPEN_CALL,
    TABLE,
    Chip,
    ComposerPlan,
    Terms,
    terms_problem,
)
from boardgames.ui.screens.dialogs import Dialog
from boardgames.ui.widgets.dock import DockPanel, Span, SpanText
from boardgames.ui.widgets.panels import seat_text

WANT_PER_LINE = 2  # the beans wanted: two a line fit the panel


@dataclass(frozen=True)
class Partner:
    value: int | str
    label: Text


class Composer(DockPanel):
    """The trade composer beside the table (which stays in view): a proposal, a table
    proposal, a counter-offer, an offer or new terms. ``start`` opens it on a plan; Send
    or Cancel closes it and hands the terms (None: cancelled) to the screen's ``done``."""

    DEFAULT_CSS = """
    Composer { width: 50; }
    Composer #composer-context { color: $text-muted; }
    """
    BINDINGS = [
        Binding("tab", "pane(1)", N_("Next pane"), show=False),
        Binding("shift+tab", "pane(-1)", N_("Previous pane"), show=False),
        Binding("left", "move(-1, 0)", show=False),
        Binding("right", "move(1, 0)", show=False),
        Binding("up", "move(0, -1)", show=False),
        Binding("down", "move(0, 1)", show=False),
        Binding("space", "tick", N_("Toggle")),
        Binding("plus,equals_sign", "want(1)", N_("More"), show=False),
        Binding("minus", "want(-1)", N_("Fewer"), show=False),
        *(Binding(str(n), f"set_want({n})", show=False) for n in range(10)),
        Binding("backspace", "clear", N_("Clear pane"), show=False),
        Binding("enter", "send", N_("Send")),
        Binding("escape", "cancel", N_("Cancel")),
    ]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.title_text = ""
        self.chips: list[Chip] = []
        self.beans: list[str] = []
        self.limits: dict[str, int] = {}
        self.partners: list[Partner] = []
        self.terms = Terms(None, [], {})
        self.unverified: set[str] = set()
        self.panes = ["give", "want"]
        self.pane = 0
        self.cursor = {"give": 0, "want": 0, "to": 0}
        self.done: Callable[[Terms | None], None] = lambda _terms: None

    def compose(self) -> ComposeResult:
        yield Static(id="composer-title", classes="dialog-title")
        yield Static(id="composer-context")
        yield SpanText(id="composer-actions")
        yield Static(id="composer-summary")
        yield SpanText(id="composer-body")

    def start(self, plan: ComposerPlan, partners: list[Partner],
              done: Callable[[Terms | None], None]) -> None:
        """Open the composer on ``plan`` (the chips, beans, partners and first terms)."""
        self.title_text, self.chips, self.beans = plan.title, plan.chips, plan.beans
        self.limits, self.partners, self.terms = plan.limits, partners, plan.terms
        self.unverified, self.done = set(plan.unverified), done
        self.panes = ["give", "want"] + (["to"] if partners else [])
        self.pane = 0
        self.cursor = {"give": 0, "want": 0, "to": 0}
        if partners and self.terms.to is not None:
            values = [p.value for p in partners]
            self.cursor["to"] = values.index(self.terms.to) if self.terms.to in values else 0
        self.query_one("#composer-title", Static).update(plan.title)
        context = self.query_one("#composer-context", Static)
        context.update(plan.context)
        context.display = bool(plan.context)
        self.render_body()
        self.open()
        self.scroll_home(animate=False)

    # -- drawing ---------------------------------------------------------------------------

    def render_body(self) -> None:
        lines: list[Text] = []
        spans: list[Span] = []
        active = self.panes[self.pane]
        width = max(30, (self.scrollable_content_region.width or 44) - 2)

        def heading(name: str, words: str) -> None:
            mark = "▶ " if active == name else "  "
            lines.append(Text(f"{mark}{words}", style="bold" if active == name else "dim bold"))

        def add(parts: Sequence[tuple[Text, tuple[str, object] | None]]) -> None:
            """One line of clickable parts, wrapped at the panel's width."""
            line = Text("  ")
            for part, target in parts:
                if line.cell_len > 2 and line.cell_len + part.cell_len > width:
                    lines.append(line)
                    line = Text("  ")
                start = line.cell_len
                line.append_text(part)
                if target is not None:
                    spans.append((len(lines), start, line.cell_len, target))
                line.append("  ")
            lines.append(line)

        heading("give", _("You give (Space toggles a card)"))
        chip_parts = []
        for i, chip in enumerate(self.chips):
            on = chip.cid in self.terms.give
            part = Text.assemble(("[✓] " if on else "[ ] ", "bold" if on else ""),
                                 (chip.label, face(chip.bean)))
            if active == "give" and i == self.cursor["give"]:
                part.stylize("reverse")
            chip_parts.append((part, ("give", chip.cid)))
        add(chip_parts or [(Text(_("(no cards you may give)"), style="dim"), None)])

        heading("want", _("You want (+ / - or a digit: how many)"))
        for row in range(0, len(self.beans), WANT_PER_LINE):
            line = Text("  ")
            for i, bean in enumerate(self.beans[row: row + WANT_PER_LINE], start=row):
                n = self.terms.want.get(bean, 0)
                mark = "?" if bean in self.unverified else ""
                name = Text(f"{short_bean(bean) + mark:<7}", style=face(bean))
                if active == "want" and i == self.cursor["want"]:
                    name.stylize("reverse")
                for part, target in ((name, "want"), (Text(" − ", style="bold"), "less"),
                                     (Text(f"{n:>2}", style="bold" if n else "dim"), None),
                                     (Text(" + ", style="bold"), "more")):
                    start = line.cell_len
                    line.append_text(part)
                    if target is not None:
                        spans.append((len(lines), start, line.cell_len, (target, bean)))
                line.append("    ")
            lines.append(line)

        if self.partners:
            heading("to", _("To (Space or a click chooses)"))
            parts = []
            for i, partner in enumerate(self.partners):
                on = partner.value == self.terms.to
                part = Text.assemble(("(•) " if on else "( ) ", "bold"), partner.label)
                if active == "to" and i == self.cursor["to"]:
                    part.stylize("reverse")
                parts.append((part, ("to", partner.value)))
            add(parts)
        self.query_one("#composer-body", SpanText).show(Text("\n").join(lines), spans)
        self.render_summary()

    def summary(self) -> str:
        labels = {c.cid: c.label for c in self.chips}
        give = ", ".join(labels[c] for c in self.terms.give) or _("nothing")
        want = ", ".join(f"{n} {short_bean(b)}" for b, n in self.terms.want.items() if n)
        to = next((p.label.plain for p in self.partners if p.value == self.terms.to), "")
        text = _("You give: {give} · You want: {want}").format(give=give,
                                                               want=want or _("nothing"))
        if to:
            text += " · " + _("To: {partner}").format(partner=to)
        if self.terms.give and not self.terms.want and self.terms.to != OPEN_CALL:
            text += " " + _("(a gift)")
        return text

    def render_summary(self) -> None:
        problem = terms_problem(self.terms)
        text = Text(self.summary(), style="bold")
        if problem:
            text.append("\n✗ " + _("Send is not possible: {problem}").format(problem=problem),
                        style="bold #ED7324")
        self.query_one("#composer-summary", Static).update(text)
        send = Text.assemble(("[Enter] " + _("Send"),
                              "bold reverse" if problem is None else "dim"))
        cut = send.cell_len
        send.append("   ")
        start = send.cell_len
        send.append("[Esc] " + _("Cancel"), style="bold")
        self.query_one("#composer-actions", SpanText).show(
            send, [(0, 0, cut, ("send", None)), (0, start, send.cell_len, ("cancel", None))])

    # -- keys ------------------------------------------------------------------------------

    def action_pane(self, step: int) -> None:
        self.pane = (self.pane + step) % len(self.panes)
        self.render_body()

    def action_move(self, dx: int, dy: int) -> None:
        pane = self.panes[self.pane]
        size = {"give": len(self.chips), "want": len(self.beans), "to": len(self.partners)}[pane]
        if not size:
            return
        step = dx + dy * (WANT_PER_LINE if pane == "want" else 1)
        if pane != "want" and dy:
            self.action_pane(dy)
            return
        self.cursor[pane] = min(max(self.cursor[pane] + step, 0), size - 1)
        self.render_body()

    def action_tick(self) -> None:
        pane = self.panes[self.pane]
        if pane == "give" and self.chips:
            self.toggle_chip(self.chips[self.cursor["give"]].cid)
        elif pane == "want" and self.beans:
            self.change_want(self.beans[self.cursor["want"]], 1)
        elif pane == "to" and self.partners:
            self.terms.to = self.partners[self.cursor["to"]].value
            self.render_body()

    def toggle_chip(self, cid: str) -> None:
        if cid in self.terms.give:
            self.terms.give.remove(cid)
        else:
            self.terms.give.append(cid)
        self.render_body()

    def change_want(self, bean: str, delta: int) -> None:
        self.set_count(bean, self.terms.want.get(bean, 0) + delta)

    def set_count(self, bean: str, n: int) -> None:
        n = min(max(n, 0), self.limits.get(bean, 0))
        if n:
            self.terms.want[bean] = n
        else:
            self.terms.want.pop(bean, None)
        self.render_body()

    def action_want(self, delta: int) -> None:
        if self.panes[self.pane] == "want" and self.beans:
            self.change_want(self.beans[self.cursor["want"]], delta)

    def action_set_want(self, n: int) -> None:
        if self.panes[self.pane] == "want" and self.beans:
            self.set_count(self.beans[self.cursor["want"]], n)

    def action_clear(self) -> None:
        pane = self.panes[self.pane]
        if pane == "give":
            self.terms.give.clear()
        elif pane == "want":
            self.terms.want.clear()
        self.render_body()

    def action_send(self) -> None:
        if terms_problem(self.terms):
            self.app.bell()
            return
        self.close()
        self.done(self.terms)

    def action_cancel(self) -> None:
        self.close()
        self.done(None)

    # -- mouse -----------------------------------------------------------------------------

    def on_span_text_clicked(self, event: SpanText.Clicked) -> None:
        event.stop()
        target: tuple[str, Any] = event.target  # type: ignore[assignment]
        kind, value = target
        if kind == "give":
            self.pane = self.panes.index("give")
            self.cursor["give"] = [c.cid for c in self.chips].index(str(value))
            self.toggle_chip(str(value))
        elif kind in ("want", "more", "less"):
            self.pane = self.panes.index("want")
            self.cursor["want"] = self.beans.index(str(value))
            self.change_want(str(value), -1 if kind == "less" else 1)
        elif kind == "to":
            self.pane = self.panes.index("to")
            self.cursor["to"] = [p.value for p in self.partners].index(value)
            self.terms.to = value
            self.render_body()
        elif kind == "send":
            self.action_send()
        else:
            self.action_cancel()


class RaidAnswer(Dialog["str | None"]):
    """'Your ship is attacked': sell the cargo (when it is worth a coin) or give up one
    bean. Escape closes the dialog; the key bar keeps both answers."""

    BINDINGS = [
        Binding("s", "answer('sell')", N_("Sell")),
        Binding("g", "answer('give')", N_("Give up one bean")),
        Binding("escape", "answer(None)", N_("Look at the table")),
    ]

    def __init__(self, text: str, coins: int) -> None:
        super().__init__()
        self.text = text
        self.coins = coins

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="raid"):
            yield Static(_("Pirates!"), classes="dialog-title")
            yield Static(self.text, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Sell for {coins} (s)").format(coins=coins(self.coins)), id="sell",
                             variant="primary", disabled=self.coins < 1)
                yield Button(_("Give up one bean (g)"), id="give")

    def on_mount(self) -> None:
        for button in self.query(Button):
            button.can_focus = False

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id)

    def action_answer(self, answer: str | None) -> None:
        if answer == "sell" and self.coins < 1:
            self.app.bell()
            return
        self.dismiss(answer)



def partners(plan: ComposerPlan, match: Match) -> list[Partner]:
    """The partners of a plan from ``choices``, named as in the panels."""
    words = {TABLE: Text(_("Whole table")), OPEN_CALL: Text(_("Open call (ask for offers)"))}
    return [Partner(p, words[p] if isinstance(p, str) else seat_text(match.seats[p]))
            for p in plan.partners]


def end_parts(match: Match) -> tuple[Any, list[Any]]:
    """The end screen: the winner and the ranking, the coins of section 5 by seat with the
    coins before the final scoring, the extras and how a tie was broken. The unverified
    beanometers get a footnote only when one of those beans paid coins."""
    from rich.table import Table

    scores = match.scores()
    extras = end_extras(match.state, scores)
    seats = match.seats
    names = [seats[i].name for i in scores.winners]
    best = coins(scores.totals[scores.winners[0]])
    if len(names) == 1:
        line = _("{name} wins with {coins}.").format(name=names[0], coins=best)
    else:
        line = _("{names} share the win with {coins}.").format(names=join_words(names),
                                                               coins=best)
    headline = Text(line + (f" {extras.tie_line}" if extras.tie_line else ""), style="bold")
    table = Table(header_style="bold", expand=False)
    table.add_column("")
    for seat in seats:
        table.add_column(seat_text(seat), justify="right")
    values = {c.key: c.values for c in scores.categories}
    before: list[int] | None = [sum(values[k][i] for k in values if not k.startswith("final"))
                                for i in range(len(seats))]
    for c in scores.categories:
        if c.key.startswith("final") and before is not None:
            table.add_row(Text(_("Coins before final scoring"), style="bold"),
                          *(Text(str(v), style="bold") for v in before))
            before = None
        table.add_row(c.label, *(str(v) for v in c.values))
    table.add_section()
    table.add_row(Text(_("Total coins"), style="bold"),
                  *(Text(str(t), style="bold") for t in scores.totals))
    table.add_row(_("Rank"), *(f"{e.rank}." + (" ★" if e.seat in scores.winners else "")
                            for e in extras.seats))
    table.add_section()
    rows = [(_("Cards still in hand"), [e.hand for e in extras.seats])]
    if extras.island:
        rows += [(_("Cards lost to raids"), [e.raid_lost for e in extras.seats]),
                 (_("Cards captured by raids"), [e.raid_captured for e in extras.seats]),
                 (_("Beans loaded at the island"), [e.island_loaded for e in extras.seats])]
    rows.append((_("Trades done"), [e.trades for e in extras.seats]))
    for label, vals in rows:
        table.add_row(Text(label, style="dim"), *(Text(str(v), style="dim") for v in vals))
    body: list[Any] = [table]
    if extras.unverified_paid:
        beans = join_words(extras.unverified_paid)
        body.append(Text(ngettext(
            "{beans} was sold in this game: the beanometer values used are unverified "
            "stand-ins (see the rules, F1).",
            "{beans} were sold in this game: the beanometer values used are unverified "
            "stand-ins (see the rules, F1).", len(extras.unverified_paid)).format(beans=beans),
            style="dim"))
    return headline, body
