"""The Bohnanza screen: the table (island rows, piles, every seat's mat, the own hand) on
one canvas, the trade panel and the log beside it, the key bar and the prompt below.

Everything is drawn from ``self.match.view(self.viewer)``. What can be chosen and what each
key does comes from ``choices.Choices`` (pure); this screen wires the keys, the mouse and
the widgets to it and carries out the ``Do`` of a chosen option: point at a card (arrows,
Tab through the ◇ legal targets, or hover), choose it (Enter or a click) to see what it
can do and what it pays, then choose one of those (its key in the key bar, a click on the
bar, or a click on a ◇ target). Short keys (p g h t o s r c x b d e ...) jump straight to
a kind of action."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import TabbedContent, TabPane, Tabs

from boardgames.core.controller import Match
from boardgames.core.i18n import N_, _, ngettext
from boardgames.core.rules import Action, Decision
from boardgames.games.bohnanza import actions as act
from boardgames.games.bohnanza.data import data
from boardgames.games.bohnanza.summary import changes, table_facts
from boardgames.games.bohnanza.view import BohnanzaView
from boardgames.ui.games.bohnanza import art, side
from boardgames.ui.games.bohnanza.board import BeanTable, HandStrip
from boardgames.ui.games.bohnanza.choices import (
    KEY_WORDS,
    KEYS_HELP,
    Choices,
    Do,
    Marks,
    Opt,
    Spot,
    Terms,
    move_spots,
    send_steps,
)
from boardgames.ui.games.bohnanza.dialogs import Composer, RaidAnswer, end_parts, partners
from boardgames.ui.games.bohnanza.side import TradePanel
from boardgames.ui.screens.dialogs import Confirm, Notice
from boardgames.ui.screens.game import GameScreen
from boardgames.ui.widgets.keybar import Key, KeyBar
from boardgames.ui.widgets.panels import MatchLog

# Below this size (spec 9.4) the table, the players and the log become tabs, the own hand
# strip and the prompt bar stay on screen.
FULL_SIZE = (118, 34)
TAB_LABELS = {"bn-tab-table": N_("Table"), "bn-tab-players": N_("Players & trade"),
              "bn-tab-log": N_("Log")}


class BohnanzaScreen(GameScreen):
    MIN_SIZE = (80, 24)
    KEYS_HELP = KEYS_HELP
    BINDINGS = [
        Binding("up", "move(0, -1)", N_("Up"), show=False),
        Binding("down", "move(0, 1)", N_("Down"), show=False),
        Binding("left", "move(-1, 0)", N_("Left"), show=False),
        Binding("right", "move(1, 0)", N_("Right"), show=False),
        Binding("tab", "jump(1)", N_("Next target"), show=False),
        Binding("shift+tab", "jump(-1)", N_("Previous target"), show=False),
        Binding("enter", "enter", N_("Choose")),
        Binding("space", "space", N_("Tick"), show=False),
        *(Binding(k, f"key('{k}')", k, show=False) for k in "pghtosrcxbdeykn123456789"),
        Binding("plus,equals_sign", "key('plus')", N_("More"), show=False),
        Binding("minus", "key('minus')", N_("Fewer"), show=False),
        Binding("i", "inspect", N_("Discard pile")),
        Binding("question_mark", "help", N_("Help"), show=False),
    ]
    CSS = """
    BohnanzaScreen #bn-main { height: 1fr; }
    BohnanzaScreen #bn-side { width: 1fr; }
    BohnanzaScreen #log { height: 1fr; min-height: 5; }
    BohnanzaScreen #bn-tabs { height: 1fr; width: 1fr; }
    BohnanzaScreen.-no-side #bn-side { display: none; }
    BohnanzaScreen #bn-tabs TabPane { padding: 0; }
    BohnanzaScreen #bn-tabs #bn-table { width: 1fr; }
    BohnanzaScreen #bn-tabs TradePanel { max-height: 100%; }
    """

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.view: BohnanzaView | None = None
        self.choices = Choices()
        self._decision: tuple[int, int | None] = (-1, None)
        self._modal_for = -1  # entries count of the decision whose modal was opened
        # The table as each seat saw it right after its last move, and what changed since.
        self.changed: frozenset[Spot] = frozenset()
        self.compact = False  # the small-terminal layout (tabs) is on

    # -- layout ----------------------------------------------------------------------------

    def compose_table(self) -> ComposeResult:
        table = BeanTable(self.match.seats, id="bn-table")
        self.compact = self._small()
        if self.compact:
            # Spec 9.4: tabs for the table, the players and the log; the hand strip stays.
            table.hand_per_row = 6
            table.strip = HandStrip(table, id="bn-hand")
            with Horizontal(id="bn-main"):
                with TabbedContent(id="bn-tabs"):
                    with TabPane(_(TAB_LABELS["bn-tab-table"]), id="bn-tab-table"):
                        yield table
                    with TabPane(_(TAB_LABELS["bn-tab-players"]), id="bn-tab-players"):
                        yield from self.compose_panels()
                        yield TradePanel(self.match.seats, id="bn-trade")
                    with TabPane(_(TAB_LABELS["bn-tab-log"]), id="bn-tab-log"):
                        yield MatchLog(id="log")
                yield Composer(id="bn-composer")
            yield table.strip
        else:
            with Horizontal(id="bn-main"):
                yield table
                with Vertical(id="bn-side"):
                    yield TradePanel(self.match.seats, id="bn-trade")
                    yield MatchLog(id="log")
                yield Composer(id="bn-composer")
        yield KeyBar(id="bn-keys")

    def _small(self) -> bool:
        width, height = self.app.size
        return width < FULL_SIZE[0] or height < FULL_SIZE[1]

    # Textual runs the handler of every class; this one awaits the recompose.
    async def on_resize(self) -> None:  # type: ignore[override]
        """Crossing the full size switches between the tabs and the full table."""
        if self._small() != self.compact and self.is_attached:
            await self.recompose()
            self._unfocus_tabs()
            self.refresh_all()

    def on_mount(self) -> None:
        self._unfocus_tabs()

    def refresh_all(self) -> None:
        """Also the tab labels, which the layout wrote once (a language switch)."""
        for tabs in self.query(TabbedContent):
            for pane_id, label in TAB_LABELS.items():
                tabs.get_tab(pane_id).label = _(label)
        super().refresh_all()

    def _unfocus_tabs(self) -> None:
        """The tab row never takes the keys: the arrows move the table's cursor, F6 (or a
        click) switches the tabs."""
        for tabs in self.query(Tabs):
            tabs.can_focus = False
        if isinstance(self.focused, Tabs):
            self.set_focus(None)

    def action_toggle_side(self) -> None:
        """F6: on a small terminal the next tab (table, players and trade, log); on a
        large one the trade panel and the log out of the way and back."""
        if self.compact:
            tabs = self.query_one(TabbedContent)
            order = ["bn-tab-table", "bn-tab-players", "bn-tab-log"]
            tabs.active = order[(order.index(tabs.active) + 1) % len(order)]
            return
        self.toggle_class("-no-side")
        self.notify(_("The trade panel and the log are hidden: F6 shows them again.")
                    if self.has_class("-no-side") else _("The trade panel and the log are back."),
                    timeout=3)

    # -- drawing ---------------------------------------------------------------------------

    def show_view(self, view: BohnanzaView, decision: Decision | None) -> None:
        self.view = view
        self._track_changes(view)
        key = (len(self.match.entries), self.viewer)
        self.choices.show(view, self.legal, key != self._decision)
        if key != self._decision:  # an undo, a bot's move, a handoff: the draft is gone
            self.query_one(Composer).close()
        self._decision = key
        self._update()
        if self.my_turn:
            self.call_later(self._open_modals)

    def _track_changes(self, view: BohnanzaView) -> None:
        """The change marks (✦): what changed in the viewer's own view since its last
        move (never read from the others' actions, which may name private cards)."""
        self.changed = frozenset()
        if self.viewer is None:
            return
        facts = table_facts(view)
        before = self.marks_baseline(facts, table_facts)
        if before is None:
            return
        c = changes(before, facts)
        self.changed = frozenset([
            *(Spot("field", s, k) for s, k in c.fields),
            *(Spot("ship", s, sid) for s, sid in c.ships),
            *(Spot("row", key=h) for h in c.rows),
            *(Spot("faceup", view.turn_player, cid) for cid in c.face_up),
            *(Spot("recv", s, cid) for s, cid in c.received),
            *(Spot("home", s) for s in c.coins),
        ])

    def _open_modals(self) -> None:
        """An open engine draft (after undo or a load), a pending card pick, or a raid on
        one's own ship bring up their dialog or step."""
        v = self.view
        if v is None or not self.my_turn or self._modal_for == len(self.match.entries):
            return
        if v.draft is not None:
            self._modal_for = len(self.match.entries)
            self._open_composer(None, Terms(v.draft.to_seat, [c.cid for c in v.draft.give],
                                            dict(v.draft.want)))
        elif v.pick is not None and self.choices.picking is None:
            self.choices.start_engine_pick()
            self._update()
        elif v.phase == "raid_response":
            self._modal_for = len(self.match.entries)
            self._raid_dialog()

    def _update(self) -> None:
        """Redraw after a key press: the marks, the key bar and the prompt (the cards are
        cached by the table until the view changes)."""
        v, c = self.view, self.choices
        if v is None:
            return
        c.refresh()
        table = self.query_one(BeanTable)
        targets = c.targets()

        def marks() -> Marks:
            return Marks(c.cursor, c.selected(), targets, c.picked(), self.changed,
                         self._bot_spots())

        table.show(v, marks())
        if c.cursor not in table.rects:
            first = [s for s in table.spots() if s in targets] or table.spots()
            c.cursor = first[0] if first else None
            table.show(v, marks())
        items = c.review_items() if v.phase == "review" and self.my_turn else []
        self.query_one(TradePanel).show(v, items, c.item)
        keys = [Key(o.key, o.label, o.enabled) for o in c.opts if o.key]
        self.query_one(KeyBar).show(c.bar_title(), keys)
        decision = self.decision
        if self.my_turn and decision is not None:
            self.say(self.prompt_text(v, decision))
        elif decision is not None and self.bot_preview is not None:
            self.say(self.waiting_text(v, decision))  # the bot's move, named
        elif decision is not None and c.cursor is not None:
            # Anyone may look around the table while waiting: the cursor line says what is
            # under it (from the public or the viewer's own view).
            self.say(Text.assemble(_("Waiting: {prompt}").format(prompt=decision.prompt) + "\n",
                                   (f"{art.CURSOR_MARK} {c.spot_info(c.cursor)}", "dim")))

    def _bot_spots(self) -> frozenset[Spot]:
        """Where a bot's planting or harvest lands, shown before it does."""
        shown, v = self.bot_preview, self.view
        return frozenset() if shown is None or v is None else move_spots(v, *shown)

    def preview_bot(self, seat: int, action: Action) -> bool:
        spots = self._bot_spots()
        if not spots:
            return False
        self._update()
        self.query_one(BeanTable).show_spot(next(s for s in spots if s.kind == "field"))
        return True

    def waiting_text(self, view: BohnanzaView, decision: Decision) -> Text | str:
        """The frame names a bot's move with ``rules.describe``, which reads the state:
        a planting from the hand is named from the view (its bean stays hidden), the other
        moves shown (a face-up or received bean planted, a harvest) name public cards only."""
        shown = self.bot_preview
        if shown is not None and not isinstance(shown[1], act.PlantFront):
            return super().waiting_text(self.match.state, decision)
        return super().waiting_text(view, decision)

    def panel_lines(self, view: BohnanzaView, seat: int) -> list[Text | str]:
        return side.panel_lines(view, seat)

    def panel_tag(self, view: BohnanzaView, seat: int) -> str:
        return side.panel_tag(view, seat)

    def status_text(self, view: BohnanzaView) -> str:
        return side.status_text(view, self.compact)

    def prompt_text(self, view: BohnanzaView, decision: Decision) -> Text | str:
        return Text.assemble(*self.choices.prompt(view.private_prompt or decision.prompt))

    def end_parts(self) -> tuple[Any, list[Any]]:
        return end_parts(self.match)

    # -- doing -----------------------------------------------------------------------------

    def run(self, do: Do) -> None:
        """Carry out a chosen option."""
        c = self.choices
        what, arg = do
        if what == "act":
            self.act(arg)
            return
        if what == "select":
            c.select(arg)
            self.query_one(BeanTable).show_spot(arg)
        elif what == "mode":
            c.enter_mode(arg)
        elif what == "sail":
            c.start_sailing(*arg)
        elif what == "load":
            c.load(arg)
        elif what == "tick":
            c.tick(arg)
        elif what == "next_pending":
            spot = c.next_pending()
            if spot is not None:
                self.query_one(BeanTable).show_spot(spot)
        elif what == "back":
            self.cancel_selection()
        elif what == "compose":
            self._open_composer(arg)
            return
        elif what in ("accept", "confirm"):
            now = c.accept() if what == "accept" else c.confirm(arg)
            if now is not None:
                self.act(now)
                return
        elif what == "give":
            self._finish_pick()
            return
        elif what == "end_market":
            self._end_market()
            return
        elif what == "inspect":
            self.action_inspect()
            return
        self._update()

    def _end_market(self) -> None:
        question = (_("End phase 2? This ends all trading for this turn. (y/n)")
                    if self.view and self.view.mode == "base" else
                    _("End phase 2? This ends all trading, sailing and raiding for this turn. "
                      "(y/n)"))

        def answer(yes: bool | None) -> None:
            if yes:
                self.act(act.END_MARKET)

        self.app.push_screen(Confirm(question), answer)

    def steps_failed(self, seat: int) -> None:
        """A step of a trade message or a card pick was illegal: drop the open draft."""
        if act.DRAFT_CANCEL in self.match.legal_actions(seat):
            self.match.submit(seat, act.DRAFT_CANCEL)

    def cancel_selection(self) -> bool:
        cancelled, action = self.choices.cancel()
        if action is not None:
            self.act(action)
        return cancelled

    def _open_composer(self, purpose: str | None, terms: Terms | None = None) -> None:
        """``purpose`` None: complete the draft already open in the engine."""
        plan = self.choices.composer_plan(purpose, terms, lambda b: data().bean(b).count)
        if plan is not None:
            self.query_one(Composer).start(plan, partners(plan, self.match),
                                           lambda result: self._send(purpose, result))

    def _send(self, purpose: str | None, terms: Terms | None) -> None:
        v = self.view
        if v is None:
            return
        draft = v.draft if purpose is None else None
        if terms is None:
            if draft is not None:
                self.act(act.DRAFT_CANCEL)
            return
        give = [c.cid for c in draft.give] if draft else []
        self.act_all(send_steps(purpose, give, dict(draft.want) if draft else {}, terms))

    def _finish_pick(self) -> None:
        """Give the ticked cards: the opening answer (Accept / Confirm), then the picks
        the engine still needs."""
        p = self.choices.picking
        decision = self.decision
        if p is None or decision is None or not p.complete():
            return
        self.choices.picking = None
        if p.opening is not None and not self.act_all([p.opening]):
            return
        steps = Choices.pick_steps(p, self.match.view(decision.seat))
        if steps:
            self.act_all(steps)

    def _raid_dialog(self) -> None:
        text = self.choices.raid_text()
        v = self.view
        if text is None or v is None or v.raid is None:
            return
        cargo = self.choices.ship(*v.raid).cargo

        def answer(choice: str | None) -> None:
            if choice == "sell":
                self.act(act.RAID_SELL)
            elif choice == "give":
                self.act(act.RAID_SURRENDER)

        worth = cargo.value if self.of("raid_sell") else 0
        self.app.push_screen(RaidAnswer(text, worth), answer)

    # -- keys ------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "enter":
            return bool(self.legal)
        return super().check_action(action, parameters)

    def _reasons(self, actions: list[Action]) -> str | None:
        """The engine's distinct reasons for refusing ``actions`` (None if one is legal)."""
        reasons: list[str] = []
        for a in actions:
            why = self.why(a)
            if why is None:
                return None
            reasons.append(why)
        return "; ".join(dict.fromkeys(reasons))

    def _press(self, opt: Opt) -> None:
        if opt.enabled:
            self.run(opt.do)
        else:
            self.say(self.choices.refused(opt, self._reasons), error=True)

    def action_key(self, key: str) -> None:
        opt = self.choices.key(key)
        if opt is not None:
            self._press(opt)
        elif key.isdigit() and self.legal:
            do = self.choices.digit(int(key))
            if do is not None:
                self.run(do)
            else:
                self._update()
        elif self.legal:
            self.say(self.choices.key_refusal(key, self._reasons), error=True)
        elif key in KEY_WORDS and self.decision is not None:
            self.say(_("It is not your turn: {prompt}.").format(prompt=self.decision.prompt),
                     error=True)

    def action_move(self, dx: int, dy: int) -> None:
        table = self.query_one(BeanTable)
        spot = table.neighbour(self.choices.cursor, dx, dy)
        if spot is not None:
            self.choices.cursor = spot
            table.show_spot(spot)
            self._update()

    def action_jump(self, step: int) -> None:
        table = self.query_one(BeanTable)
        targets = [s for s in table.spots() if s in table.marks.targets]
        if not targets:
            return
        cursor = self.choices.cursor
        index = targets.index(cursor) + step if cursor in targets else (0 if step > 0 else -1)
        self.choices.cursor = targets[index % len(targets)]
        table.show_spot(self.choices.cursor)
        self._update()

    def action_enter(self) -> None:
        c = self.choices
        for opt in c.opts:
            if opt.key == "enter" and (c.picking or c.sailing):
                if opt.enabled:
                    self.run(opt.do)
                else:
                    self.say(_("Tick exactly the cards asked for first"), error=True)
                return
        if c.cursor is not None:
            self._choose(c.cursor)

    def action_space(self) -> None:
        if self.choices.cursor is not None:
            self._choose(self.choices.cursor)

    def action_inspect(self) -> None:
        v = self.view
        if v is None:
            return
        beans = [art.short_bean(b) for b in reversed(v.discard)]
        lines = [", ".join(beans[i: i + 10]) for i in range(0, len(beans), 10)]
        text = (ngettext("{count} card, top first:", "{count} cards, top first:", len(beans)
                         ).format(count=len(beans)) + "\n\n" + "\n".join(lines)
                if beans else _("Empty."))
        self.app.push_screen(Notice(text, _("The discard pile")))

    def _choose(self, spot: Spot) -> None:
        """Enter on a spot or a click on it."""
        do = self.choices.choose(spot)
        if do is not None:
            self.run(do)
        else:
            self._update()

    # -- mouse -----------------------------------------------------------------------------

    def on_bean_table_clicked(self, event: BeanTable.Clicked) -> None:
        if event.spot is None:
            if self.choices.clear():
                self._update()
            return
        self._choose(event.spot)

    def on_bean_table_hovered(self, event: BeanTable.Hovered) -> None:
        self.choices.cursor = event.spot
        self._update()

    def on_key_bar_chosen(self, event: KeyBar.Chosen) -> None:
        if event.key == "escape":
            if self.cancel_selection():
                self._update()
        elif event.key == "enter":
            self.action_enter()
        else:
            self.action_key(event.key)

    def on_trade_panel_picked(self, event: TradePanel.Picked) -> None:
        if self.view is not None and self.view.phase == "review" and self.my_turn:
            self.choices.look_at(event.seat)
            self._update()
