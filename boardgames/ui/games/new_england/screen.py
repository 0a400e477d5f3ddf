"""The New England screen: bid discs on top, the board with the offer column beside it,
the players below. Every decision works with keys alone and with the mouse alone."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from boardgames.core.rules import Action, Decision, IllegalAction
from boardgames.games.new_england import board as B
from boardgames.games.new_england.actions import (
    Buy,
    ChooseOfferSize,
    ChooseStartTile,
    DeclineExtra,
    Develop,
    DrawExtra,
    EndTurn,
    MoveFigure,
    PlaceFigure,
    PlaceStartTile,
    PlaceTile,
    PlayStored,
    StoreCard,
    TakeDisc,
)
from boardgames.games.new_england.changes import changed_cells, taken_discs
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.describe import preview_text, relocation_preview
from boardgames.games.new_england.labels import (
    card_label,
    family_name,
    gauge_text,
    item_label,
    land_name,
    slot_name,
)
from boardgames.games.new_england.queries import buying_order, no_move_reason
from boardgames.games.new_england.scoring import majority_holders
from boardgames.games.new_england.state import BUY, FIGURES, NewEnglandState, cell_name
from boardgames.ui.games.new_england.board import FIGURE_GLYPH, Marks, NewEnglandBoard
from boardgames.ui.games.new_england.offer import DiscTrack, OfferColumn
from boardgames.ui.screens.dialogs import Confirm, Notice
from boardgames.ui.screens.game import GameScreen, cursor_bindings
from boardgames.ui.widgets.keybar import Key, KeyBar
from boardgames.ui.widgets.panels import MatchLog, seat_text

LEGEND = ("@ pilgrim  ⌂ barn  ^ ship  ✓░ developed  ◇ legal  ▸ cursor  ✱ new  "
          "s/f/p land")
# The ship bonus: key, source (None: decline), button label, words in the prompt.
BONUS_CHOICES = (("c", "deck", "Draw a card"), ("t", "bag", "Draw a tile"),
                 ("n", None, "Decline"))
BONUS_WORDS = {"c": "draw a card (c)", "t": "draw a tile (t)", "n": "decline (n)"}
DIRECTIONS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}

KEYS_HELP = """\
| key | mouse | what it does |
|---|---|---|
| arrows or h j k l | hover | move the board cursor |
| Tab / shift+Tab | | jump to the next / previous legal target |
| Enter | click | place, develop, take the focused disc, buy the focused slot |
| r / R | right-click or wheel | turn the start tile or the card's shape |
| v | button | developing: switch between the stamp and picking parcels one by one |
| Space/Enter, d, Backspace | click, buttons | parcel mode: toggle a parcel, develop, clear |
| s f p | click a button | choose the start tile to place (settlement, farmland, pasture) |
| 3 4 5 6 | click a button | offer size: land tiles in this round's offer |
| 1–9, 0, ← → | click a disc | focus a bid disc (0 = 10); Enter or a second click takes it |
| 1–9, o then ↑↓ | click a slot | focus an offer slot (shows price and why it cannot be bought) |
| i | right-click a slot | details of the focused card |
| c / t / n | buttons | ship bonus: draw a card, draw a tile, or decline |
| b | button / click the barn | play a stored card; when using a card: store it in a barn |
| m | click your figure | move a pilgrim or ship (then choose its destination) |
| e | button | end your turn |
| w | | small terminals: show the players and the log instead of the board, and back |
| escape | | cancel a move in progress |

A bold white `✱` marks what the others changed since your last move (tiles placed, parcels
developed, figures placed or moved, bid discs taken); it goes once you act.
"""


def either(words: list[str]) -> str:
    """"a", "a or b", "a, b or c"."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} or {words[-1]}"


def shillings(amount: int) -> str:
    """Money as the spec counts it (section 1: coins of 1 and 5 shillings)."""
    return f"{amount} shilling{'s' * (amount != 1)}"


class NewEnglandScreen(GameScreen):
    MIN_SIZE = (80, 24)
    # Below this size the board scrolls beside the offer, and w switches to the players
    # and the log.
    FULL_SIZE = (110, 36)
    KEYS_HELP = KEYS_HELP
    BINDINGS = [
        *cursor_bindings("target"),
        Binding("enter", "confirm", "Choose"),
        Binding("r", "rotate(1)", "Rotate"),
        Binding("R", "rotate(-1)", "Rotate back", show=False),
        *(Binding(str(n), f"digit({n})", str(n), show=False) for n in range(10)),
        Binding("s", "start_tile('S')", "Settlement", show=False),
        Binding("f", "start_tile('F')", "Farmland", show=False),
        Binding("p", "start_tile('P')", "Pasture", show=False),
        Binding("c", "bonus('deck')", "Draw card", show=False),
        Binding("t", "bonus('bag')", "Draw tile", show=False),
        Binding("n", "bonus(None)", "Decline", show=False),
        Binding("o", "offer_focus", "Offer"),
        Binding("i", "card_info", "Card info", show=False),
        Binding("b", "barn", "Barn"),
        Binding("m", "move", "Move figure"),
        # The same key while no figure can move (not in the footer): says why.
        Binding("m", "move_blocked", "Move figure", show=False),
        Binding("e", "end_turn", "End turn"),
        Binding("w", "toggle_side", "Players & log"),
        Binding("v", "parcel_mode", "Parcel mode", show=False),
        Binding("space", "toggle_parcel", "Toggle parcel", show=False),
        Binding("d", "develop", "Develop", show=False),
        Binding("backspace", "clear_parcels", "Clear parcels", show=False),
    ]
    CSS = """
    NewEnglandScreen #ne-main { height: 1fr; min-height: 22; }
    NewEnglandScreen #ne-board-col { width: 74; }
    NewEnglandScreen #ne-legend { height: auto; color: $text-muted; }
    NewEnglandScreen #ne-offer-col { width: 1fr; }
    NewEnglandScreen #ne-offer { width: 1fr; }
    NewEnglandScreen #ne-panels { height: auto; max-height: 10; }
    NewEnglandScreen #ne-panels PlayerPanel { width: 1fr; }
    NewEnglandScreen #log { width: 1fr; height: 1fr; min-height: 4; }
    NewEnglandScreen.-compact #ne-main { min-height: 10; }
    NewEnglandScreen.-compact #status { height: auto; }
    NewEnglandScreen.-compact #ne-board-col { width: 1fr; }
    NewEnglandScreen.-compact #ne-offer-col { width: 31; }
    NewEnglandScreen.-compact #log { display: none; }
    NewEnglandScreen.-compact #ne-panels { display: none; }
    NewEnglandScreen.-compact DiscTrack { padding: 0; }
    NewEnglandScreen.-compact.-side #ne-board-col { display: none; }
    NewEnglandScreen.-compact.-side #ne-offer { display: none; }
    NewEnglandScreen.-compact.-side #ne-offer-col { width: 1fr; }
    NewEnglandScreen.-compact.-side #log { display: block; }
    NewEnglandScreen.-compact.-side #ne-main { min-height: 3; }
    NewEnglandScreen.-compact.-side #ne-panels { display: block; max-height: 10; }
    """

    def __init__(self, match) -> None:
        super().__init__(match)
        self.cursor: Cell = (4, 5)
        self.orient = 0
        self.slot_focus: int | None = None
        self.disc_focus: int | None = None
        self.offer_nav = False
        self.sub = ""  # "", "move_pick", "move_dest" or "barn_pick"
        self.move_from: Cell | None = None
        self.parcel_mode = False  # develop by picking parcels instead of stamping a shape
        self.parcels: set[Cell] = set()
        self.view: NewEnglandState | None = None
        self._decision_key: tuple | None = None

    # -- layout ----------------------------------------------------------------------------

    def compose_table(self) -> ComposeResult:
        yield DiscTrack(self.match.seats, id="ne-discs")
        with Horizontal(id="ne-main"):
            with Vertical(id="ne-board-col"):
                yield NewEnglandBoard(self.match.seats, id="ne-board")
                yield Static(LEGEND, id="ne-legend")
            with Vertical(id="ne-offer-col"):
                yield OfferColumn(id="ne-offer")
                yield MatchLog(id="log")
        with Horizontal(id="ne-panels"):
            yield from self.compose_panels()
        yield KeyBar(id="ne-choices")

    def on_mount(self) -> None:
        self._fit_layout()

    def on_resize(self) -> None:
        self._fit_layout()

    def _fit_layout(self) -> None:
        """Below the full size the board scrolls in the room beside the offer, and the
        players and the log are one key (w) away."""
        width, height = self.app.size
        compact = width < self.FULL_SIZE[0] or height < self.FULL_SIZE[1]
        self.set_class(compact, "-compact")
        for board in self.query(NewEnglandBoard):
            board.set_class(compact, "-compact")
        self.refresh_bindings()

    def action_toggle_side(self) -> None:
        self.toggle_class("-side")
        if self.has_class("-side"):
            self.notify("The players and the log: w shows the board again.", timeout=3)

    # -- what is legal now -----------------------------------------------------------------

    @property
    def kind(self) -> str:
        d = self.decision
        return d.kind if d is not None and self.my_turn else ""

    def _of(self, cls: type) -> list[Any]:
        return [a for a in self.legal if isinstance(a, cls)]

    def _holding_card(self) -> str | None:
        view = self.view
        if view is None or view.holding is None or view.holding.kind != "card":
            return None
        return view.holding.id

    def _orientations(self) -> list[tuple[Cell, ...]]:
        if self.kind == "place_start_tile":
            return [((0, 0), (0, 1)), ((0, 0), (1, 0))]
        card = self._holding_card()
        if self.kind == "use_card" and card in data().card_orientations:
            return list(data().card_orientations[card])
        return []

    def _ghost(self) -> tuple[Cell, ...]:
        if self.parcel_mode:
            return tuple(sorted(self.parcels))
        shapes = self._orientations()
        if not shapes:
            return ()
        shape = shapes[self.orient % len(shapes)]
        r, c = self.cursor
        return tuple(sorted((r + dr, c + dc) for dr, dc in shape))

    def _ghost_action(self) -> Action | None:
        ghost = self._ghost()
        if not ghost:
            return None
        if self.kind == "place_start_tile":
            return PlaceStartTile(cells=ghost) if len(ghost) == 2 else None
        return Develop(cells=ghost)

    def _targets(self) -> list[Cell]:
        kind = self.kind
        if kind == "place_start_tile":
            return sorted({c for a in self._of(PlaceStartTile) for c in a.cells})
        if kind == "place_tile":
            return sorted(a.cell for a in self._of(PlaceTile))
        if kind == "use_card":
            figures = self._of(PlaceFigure)
            if figures:
                return sorted(a.tile for a in figures)
            return sorted({c for a in self._of(Develop) for c in a.cells})
        if kind == "turn" and self.sub == "move_pick":
            return sorted({a.from_tile for a in self._of(MoveFigure)})
        if kind == "turn" and self.sub == "move_dest":
            return sorted(a.to_tile for a in self._of(MoveFigure) if a.from_tile == self.move_from)
        if kind == "turn" and self.sub == "barn_pick":
            return sorted(a.barn for a in self._of(PlayStored))
        return []

    def _slot_status(self) -> dict[int, str] | None:
        """"" for each buyable slot, else the engine's reason; None when not buying."""
        if self.kind != "turn" or self.view is None:
            return None
        seat = self.decision.seat  # type: ignore[union-attr]
        status = {}
        for slot in self.view.offer:
            try:
                self.match.check(seat, Buy(slot=slot))
                status[slot] = ""
            except IllegalAction as exc:
                status[slot] = exc.reason
        return status

    # -- drawing ---------------------------------------------------------------------------

    def show_view(self, view: NewEnglandState, decision: Decision | None) -> None:
        self.view = view
        # A new decision (another move made or taken back): no choice in progress carries
        # over, so the prompt describes this decision and never the one before.
        entries = self.match.entries
        key = (len(entries), entries[-1] if entries else None,
               decision.kind if decision else None, decision.seat if decision else None)
        if key != self._decision_key:
            self._decision_key = key
            self.sub, self.move_from = "", None
            self.slot_focus = self.disc_focus = None
            self.offer_nav = False
        if self.kind != "turn":
            self.sub, self.move_from = "", None
        if self.kind != "take_disc":
            self.disc_focus = None
        if self.kind != "use_card":
            self.parcel_mode, self.parcels = False, set()
        if self.kind not in ("turn", "ship_bonus") or self.slot_focus not in view.offer:
            self.slot_focus = None if self.kind != "turn" else self.slot_focus
            if self.slot_focus not in view.offer:
                self.slot_focus = None
        self._draw()

    def _draw(self) -> None:
        view = self.view
        if view is None:
            return
        ghost = self._ghost()
        ghost_action = self._ghost_action()
        recent = [e.action for e in self.recent_moves()]
        marks = Marks(
            targets=set(self._targets()),
            ghost=ghost,
            ghost_ok=ghost_action is not None and ghost_action in self.legal,
            selected=self.move_from,
            changed=changed_cells(recent),
        )
        self.query_one(NewEnglandBoard).show(view, marks, self.cursor)
        price = view.discs[view.active] if view.phase == BUY and view.active is not None else None
        self.query_one(OfferColumn).show(view, self.slot_focus, self._slot_status(), price)
        self.query_one(DiscTrack).show(view, self.disc_focus, taken_discs(recent))
        self._update_choices()
        self._update_prompt()

    def _update_choices(self) -> None:
        bar = self.query_one(KeyBar)
        kind = self.kind
        choices: list[Key] = []
        title = ""
        if kind == "choose_start_tile":
            title = "Start tile:"
            choices = [Key(a.land.lower(), land_name(a.land))
                       for a in self._of(ChooseStartTile)]
        elif kind == "choose_offer_size":
            title = "Land tiles in the offer:"
            choices = [Key(str(a.tiles), f"{a.tiles} tiles + {9 - a.tiles} cards")
                       for a in self._of(ChooseOfferSize)]
        elif kind == "take_disc":
            title = "Bid disc:"
            focus = self.disc_focus
            choices = [Key("enter", f"Take disc {focus}" if focus else "Take the focused disc",
                           enabled=focus is not None)]
        elif kind == "ship_bonus":
            title = "Ship bonus:"
            sources = {a.source for a in self._of(DrawExtra)}
            choices = [Key(key, label) for key, source, label in BONUS_CHOICES
                       if source in sources or source is None]
        elif kind == "turn":
            slot = self.slot_focus
            status = self._slot_status() or {}
            buy = (f"Buy slot {slot_name(slot)}" if slot is not None else "Buy the focused slot")
            choices = [Key("enter", buy, enabled=slot is not None and status.get(slot) == "")]
            if self._of(PlayStored):  # offered only when a stored card can be played
                choices.append(Key("b", "Play stored card"))
            if self._of(MoveFigure):  # offered only when some figure can move
                choices.append(Key("m", "Move a figure"))
            choices.append(Key("e", "End turn"))
        elif kind == "use_card":
            if self._of(Develop) and self.parcel_mode:
                ok = self._ghost_action() in self.legal
                choices.append(Key("d", f"Develop {len(self.parcels)} parcels", enabled=ok))
                choices.append(Key("backspace", "Clear"))
                choices.append(Key("v", "Stamp mode"))
            elif self._of(Develop):
                if len(self._orientations()) > 1:  # a square card has one shape
                    choices.append(Key("r", "Rotate"))
                choices.append(Key("enter", "Develop here"))
                choices.append(Key("v", "Parcel mode"))
            if self._of(StoreCard):
                choices.append(Key("b", "Store in barn"))
        bar.show(title, choices)

    def _update_prompt(self) -> None:
        decision = self.decision
        if decision is None or not self.my_turn:
            return
        self.say(self.prompt_text(self.view, decision))

    def prompt_text(self, view: NewEnglandState, decision: Decision) -> Text | str:
        name = view.names[decision.seat]
        kind = decision.kind
        if kind == "choose_start_tile":
            keys = [a.land.lower() for a in self._of(ChooseStartTile)]
            if len(keys) == 1:
                return f"{name}: your {land_name(keys[0].upper())} start tile is next ({keys[0]})"
            return f"{name}: choose the start tile to place next ({either(keys)})"
        if kind == "place_start_tile":
            land = land_name(view.chosen_start or "S")
            return (f"{name}: place your {land} start tile — arrows move it, r turns it, "
                    "Enter places (Tab: next legal spot)")
        if kind == "choose_offer_size":
            sizes = [str(a.tiles) for a in self._of(ChooseOfferSize)]
            return f"{name}: how many land tiles go into this round's offer? {either(sizes)}"
        if kind == "take_disc":
            return (f"{name}: take a bid disc (1–9, 0 = 10, then Enter). High discs buy first "
                    "and pay more per item")
        if kind == "ship_bonus":
            sources = {a.source for a in self._of(DrawExtra)}
            words = [BONUS_WORDS[key] for key, source, _ in BONUS_CHOICES
                     if source in sources or source is None]
            return f"{name}: ship bonus — {either(words)}"
        if kind == "place_tile" and view.holding is not None:
            return (f"{name}: choose where your {land_name(view.holding.id)} tile goes "
                    "(◇ legal cells; arrows/Tab + Enter, or click)")
        if kind == "use_card":
            return self._use_card_prompt(view, decision)
        if kind == "turn":
            return self._turn_prompt(view, decision)
        return decision.prompt

    def _turn_prompt(self, view: NewEnglandState, decision: Decision) -> Text | str:
        name = view.names[decision.seat]
        if self.sub == "move_pick":
            return f"{name}: choose the pilgrim or ship to move (◇), escape cancels"
        if self.sub == "move_dest":
            return f"{name}: choose where it goes (◇), escape cancels"
        if self.sub == "barn_pick":
            return f"{name}: choose the barn whose card you play (◇)"
        price = view.discs[decision.seat]
        left = data().max_purchases - view.purchases
        # Only what is possible now, ending with "or end your turn (e)".
        options = []
        if self._of(Buy):
            options.append(f"buy up to {left} more item{'s' if left != 1 else ''} "
                           f"(price {price})")
        if self._of(PlayStored):
            options.append("play a stored card (b)")
        if self._of(MoveFigure):
            options.append("move a figure (m)")
        options.append("end your turn (e)")
        head = ", ".join(options[:-1]) + (", or " if len(options) > 2 else " or ")
        text = Text(f"{name}: " + (head + options[-1] if len(options) > 1 else options[0]))
        slot = self.slot_focus
        if slot is not None and slot in view.offer:
            reason = (self._slot_status() or {}).get(slot, "")
            item = item_label(view.offer[slot])
            if reason:
                text = Text.assemble(f"Slot {slot_name(slot)}: {item} — ", (f"✗ {reason}",
                                                                            "bold"))
            else:
                text = Text(f"Slot {slot_name(slot)}: {item} — Enter or click again buys it "
                            f"for {price}")
        return text

    def _use_card_prompt(self, view: NewEnglandState, decision: Decision) -> str:
        name = view.names[decision.seat]
        card = self._holding_card()
        label = card_label(card) if card else "the card"
        store = " — or b stores it in a barn" if self._of(StoreCard) else ""
        if self._of(PlaceFigure):
            text = f"{name}: choose the tile for your {label} (◇){store}"
            target = PlaceFigure(tile=self._tile_key(self.cursor))
            return text + self._preview(target)
        if self._of(Develop) and self.parcel_mode:
            ready = self._ghost_action() in self.legal
            text = (f"{name}: pick the parcels for {label} ({len(self.parcels)} chosen) — "
                    f"Space/Enter or a click toggles one, "
                    f"{'d develops them' if ready else 'they must form the card shape'}, "
                    f"v back to the stamp{store}")
            return text + (self._preview(self._ghost_action()) if ready else "")
        if self._of(Develop):
            turn = "r rotates, " if len(self._orientations()) > 1 else ""
            text = (f"{name}: choose parcels for {label} — {turn}Tab jumps, "
                    f"Enter develops, v picks parcels one by one{store}")
            ghost = self._ghost_action()
            return text + (self._preview(ghost) if ghost in self.legal else "")
        return f"{name}: this card cannot be played now{store}"

    def _preview(self, action: Action | None) -> str:
        if action is None or action not in self.legal or self.view is None:
            return ""
        moves = relocation_preview(self.match.state, self.decision.seat, action)  # type: ignore[union-attr]
        return f" · {preview_text(moves)}" if moves else ""

    def _tile_key(self, cell: Cell) -> Cell:
        view = self.view
        return view.cell_tile.get(cell, cell) if view is not None else cell

    # -- the end ---------------------------------------------------------------------------

    def end_parts(self) -> tuple[Any, list[Any]]:
        """Spec section 5: the winners, every row of the breakdown and each seat's money
        (the tie-break); the sentence on the tie-break only when totals tie (S4)."""
        scores = self.match.scores()
        seats = self.match.seats
        best = max(scores.totals)
        names = [seats[i].name for i in scores.winners]
        if len(names) == 1:
            head = f"{names[0]} wins with {best} points."
        else:
            head = f"{' and '.join(names)} share the win with {best} points each."
        body: list[Any] = []
        tied = [i for i, t in enumerate(scores.totals) if t == best]
        if len(tied) > 1 and scores.tie_break is not None:
            money = scores.tie_break
            tied_names = " and ".join(seats[i].name for i in tied)
            if len(names) == 1:
                others = [i for i in tied if i not in scores.winners]
                against = " and ".join(shillings(money[i]) for i in others)
                line = (f"{tied_names} tied on {best} points; the tie is broken by money, "
                        f"and {names[0]} has the most ({shillings(money[scores.winners[0]])} "
                        f"against {against}).")
            else:
                line = (f"{tied_names} tied on {best} points; the tie is broken by money, "
                        f"and {' and '.join(names)} have the same ({shillings(money[tied[0]])}"
                        "), so they share the win.")
            body.append(Text(line))
        table = Table(show_lines=False, expand=False, header_style="bold")
        table.add_column("")
        for seat in seats:
            table.add_column(seat_text(seat), justify="right")
        for cat in scores.categories:
            table.add_row(cat.label, *(str(v) for v in cat.values))
        table.add_section()
        table.add_row(Text("Total", style="bold"),
                      *(Text(str(t), style="bold") for t in scores.totals))
        if scores.tie_break is not None:
            table.add_row(Text("Money in shillings (the tie-break)", style="dim"),
                          *(Text(str(v), style="dim") for v in scores.tie_break))
        table.add_row("", *("★ winner" if i in scores.winners else ""
                            for i in range(len(seats))))
        body.append(table)
        return Text(head, style="bold"), body

    # -- panels and status -----------------------------------------------------------------

    def status_text(self, view: NewEnglandState) -> str:
        parts = [f"Round {view.round}" if view.round else "Start tiles"]
        parts.append(f"Start player: {family_name(view, view.start_player)}")
        order = buying_order(view)  # by descending disc (R14), from the engine
        if view.phase == BUY and order:
            now, *later = (view.names[seat] for seat in order)
            text = f"Phase 3 — {now} buys now (disc {view.discs[order[0]]})"
            if later:
                text += ", then " + " and ".join([", ".join(later[:-1]), later[-1]] if
                                                 len(later) > 1 else later)
            parts.append(text)
        elif view.phase == "bid":
            parts.append("Phase 2 — bid discs")
        elif view.phase == "offer":
            parts.append("Phase 1 — the offer")
        gauges = gauge_text(view)
        if gauges:
            parts.append(gauges)
        return " · ".join(parts)

    def panel_tag(self, view: NewEnglandState, seat: int) -> str:
        return "⚑ start player" if seat == view.start_player else ""

    def panel_lines(self, view: NewEnglandState, seat: int) -> list[Text | str]:
        d = data()
        fam = d.families[view.families[seat]]
        disc = view.discs[seat]
        lines: list[Text | str] = [
            f"{fam.name} ({fam.initial}) · {shillings(view.money[seat])}"
            + (f" · disc {disc}" if disc is not None else "")
        ]
        if view.phase == BUY and view.active == seat:
            lines.append(f"purchases {view.purchases}/{d.max_purchases}")
        figures = []
        for kind in FIGURES:
            lead = seat in majority_holders(view, kind)
            figures.append(f"{FIGURE_GLYPH[kind]}{view.figures[seat].get(kind, 0)}"
                           + ("★" if lead else ""))
        lines.append("figures " + " ".join(figures) + "  (★ most)")
        land_cards = [d.cards[c] for c in view.played[seat] if d.cards[c].figure is None]
        if land_cards:
            lines.append("land cards: " + ", ".join(
                f"{c.land}-{c.shape} {c.vp}VP" for c in land_cards))
        barns = [t for t in view.tiles.values() if t.owner == seat and t.figure == "barn"]
        if barns:
            lines.append("barns: " + ", ".join(
                f"{cell_name(t.key)}[{card_label(t.stored) if t.stored else 'empty'}]"
                for t in barns))
        blocked = [land_name(land) for land in d.lands
                   if view.regions[seat].get(land) and not B.tile_cells(view, seat, land)]
        if blocked:
            lines.append("no room: " + ", ".join(blocked))
        total = self.match.scores().totals[seat]
        lines.append(f"score now: {total}")
        return lines

    # -- keys --------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kind = self.kind
        if action == "toggle_side":  # only where the layout hides them
            return self.has_class("-compact")
        relevant = {
            "rotate": kind in ("place_start_tile", "use_card") and len(self._orientations()) > 1
            and not self.parcel_mode,
            "offer_focus": kind == "turn",
            "barn": (kind == "turn" and bool(self._of(PlayStored)))
            or (kind == "use_card" and bool(self._of(StoreCard))),
            "move": kind == "turn" and bool(self._of(MoveFigure)),
            "move_blocked": bool(kind) and not self._of(MoveFigure),
            "end_turn": kind == "turn",
            "confirm": bool(kind),
        }
        if action in relevant:
            return relevant[action]
        return super().check_action(action, parameters)

    def action_cursor(self, direction: str) -> None:
        if self.offer_nav and self.kind == "turn" and direction in ("up", "down"):
            self._step_slot(1 if direction == "down" else -1)
            return
        if self.kind == "take_disc" and direction in ("left", "right"):
            self._step_disc(1 if direction == "right" else -1)
            return
        dr, dc = DIRECTIONS[direction]
        d = data()
        r = min(max(self.cursor[0] + dr, 0), d.rows - 1)
        c = min(max(self.cursor[1] + dc, 0), d.cols - 1)
        self.offer_nav = False
        self._move_cursor((r, c))

    def _move_cursor(self, cell: Cell) -> None:
        self.cursor = cell
        self._draw()
        from boardgames.ui.games.new_england.board import cell_origin

        x, y = cell_origin(cell)
        self.query_one(NewEnglandBoard).scroll_to_show(x, y, 6, 2)

    def action_jump(self, step: int) -> None:
        if self.kind in ("place_start_tile",) or (self.kind == "use_card" and self._of(Develop)):
            self._jump_placement(step)
            return
        targets = self._targets()
        if not targets:
            return
        after = [t for t in targets if (t > self.cursor if step > 0 else t < self.cursor)]
        nxt = (after[0] if step > 0 else after[-1]) if after else targets[0 if step > 0 else -1]
        self._move_cursor(nxt)

    def _jump_placement(self, step: int) -> None:
        placements = sorted(a.cells for a in self.legal
                            if isinstance(a, (PlaceStartTile, Develop)))
        if not placements:
            return
        current = self._ghost()
        index = placements.index(current) if current in placements else -1
        cells = placements[(index + step) % len(placements)]
        top = min(r for r, _ in cells)
        left = min(c for _, c in cells)
        shape = tuple(sorted((r - top, c - left) for r, c in cells))
        self.orient = self._orientations().index(shape)
        self._move_cursor((top, left))

    def action_rotate(self, step: int) -> None:
        shapes = self._orientations()
        if shapes:
            self.orient = (self.orient + step) % len(shapes)
            self._draw()

    def action_confirm(self) -> None:
        kind = self.kind
        if kind == "take_disc":
            if self.disc_focus is None:
                self.say("Focus a disc first: 1–9 or 0, or click it.", error=True)
            else:
                self.act(TakeDisc(value=self.disc_focus))
        elif kind == "turn" and self.slot_focus is not None and not self.sub:
            self.act(Buy(slot=self.slot_focus))
        else:
            self._choose_cell(self.cursor)

    def _choose_cell(self, cell: Cell) -> None:
        """Enter or a click on a board cell, in whatever the decision is."""
        kind = self.kind
        self.cursor = cell
        if kind == "use_card" and self.parcel_mode:
            self.parcels ^= {cell}
            self._draw()
            return
        if kind in ("place_start_tile", "use_card") and self._ghost():
            if kind == "use_card" and self._of(PlaceFigure):
                self.act(PlaceFigure(tile=self._tile_key(cell)))
                return
            action = self._ghost_action()
            if action is not None and self.act(action):
                self.orient = 0
            return
        if kind == "use_card":
            self.act(PlaceFigure(tile=self._tile_key(cell)))
        elif kind == "place_tile":
            self.act(PlaceTile(cell=cell))
        elif kind == "turn":
            self._turn_cell(cell)
        else:
            self._draw()

    def _turn_cell(self, cell: Cell) -> None:
        key = self._tile_key(cell)
        # The choice in progress ends before the move is submitted, so that the prompt
        # drawn for the next decision does not describe it; an illegal move restores it.
        if self.sub == "barn_pick":
            self.sub = ""
            if not self.act(PlayStored(barn=key)):
                self.sub = "barn_pick"
        elif self.sub == "move_dest" and self.move_from is not None:
            source = self.move_from
            self.sub, self.move_from = "", None
            if not self.act(MoveFigure(from_tile=source, to_tile=key)):
                self.sub, self.move_from = "move_dest", source
        elif key in {a.from_tile for a in self._of(MoveFigure)}:
            self.sub, self.move_from = "move_dest", key
            self._draw()
        elif key in {a.barn for a in self._of(PlayStored)}:
            self.act(PlayStored(barn=key))
        else:
            self._draw()

    def _step_disc(self, step: int) -> None:
        free = sorted(a.value for a in self._of(TakeDisc))
        if not free:
            return
        if self.disc_focus in free:
            self.disc_focus = free[(free.index(self.disc_focus) + step) % len(free)]
        else:
            self.disc_focus = free[0] if step > 0 else free[-1]
        self._draw()

    def action_parcel_mode(self) -> None:
        if self.kind == "use_card" and self._of(Develop):
            self.parcel_mode = not self.parcel_mode
            self.parcels = set()
            self._draw()
            self.refresh_bindings()

    def action_toggle_parcel(self) -> None:
        if self.kind == "use_card" and self.parcel_mode:
            self._choose_cell(self.cursor)

    def action_clear_parcels(self) -> None:
        if self.parcel_mode:
            self.parcels = set()
            self._draw()

    def action_develop(self) -> None:
        if self.kind != "use_card" or not self.parcel_mode:
            return
        action = self._ghost_action()
        if action in self.legal:
            self.act(action)
        else:
            self.say("The chosen parcels must form the card's shape on your own undeveloped "
                     "land of its type.", error=True)

    def action_digit(self, n: int) -> None:
        kind = self.kind
        if kind == "choose_offer_size":
            self.act(ChooseOfferSize(tiles=n))
        elif kind == "take_disc":
            self.disc_focus = 10 if n == 0 else n
            self._draw()
        elif kind == "turn" and n >= 1:
            self._focus_slot(n)

    def _focus_slot(self, slot: int) -> None:
        self.slot_focus = slot
        self.offer_nav = True
        self._draw()

    def _step_slot(self, step: int) -> None:
        slots = sorted(self.view.offer) if self.view else []
        if not slots:
            return
        i = (slots.index(self.slot_focus) + step) % len(slots) if self.slot_focus in slots else 0
        self._focus_slot(slots[i])

    def action_offer_focus(self) -> None:
        self._step_slot(0)

    def action_start_tile(self, land: str) -> None:
        if self.kind == "choose_start_tile":
            self.act(ChooseStartTile(land=land))

    def action_bonus(self, source: str | None) -> None:
        if self.kind == "ship_bonus":
            self.act(DrawExtra(source=source) if source else DeclineExtra())

    def action_barn(self) -> None:
        if self.kind == "use_card":
            self.act(StoreCard())
            return
        barns = self._of(PlayStored)
        if len(barns) == 1:
            self.act(barns[0])
        elif barns:
            self.sub = "barn_pick"
            self._move_cursor(barns[0].barn)

    def action_move(self) -> None:
        moves = self._of(MoveFigure)
        if moves:
            self.sub, self.move_from = "move_pick", None
            self.slot_focus = None
            self._move_cursor(sorted({a.from_tile for a in moves})[0])

    def action_move_blocked(self) -> None:
        view, decision = self.view, self.decision
        if view is None or decision is None:
            return
        reason = no_move_reason(view, decision.seat) or "no figure can move"
        self.say(f"You cannot move a figure now: {reason}.", error=True)

    def action_end_turn(self) -> None:
        if self.kind != "turn":
            return
        if self._of(Buy):
            self.app.push_screen(Confirm("You can still buy something. End your turn? (y/n)"),
                                 lambda yes: yes and self.act(EndTurn()))
        else:
            self.act(EndTurn())

    def action_card_info(self) -> None:
        view = self.view
        if view is None or self.slot_focus not in view.offer:
            return
        item = view.offer[self.slot_focus]
        if item.kind != "card":
            self.app.push_screen(Notice(f"A {land_name(item.id)} land tile.", "Offer"))
            return
        card = data().cards[item.id]
        text = f"{card_label(item.id)}\nCopies in the game: {card.copies}"
        if card.cells:
            grid = [[" ."] * 3 for _ in range(3)]
            for r, c in card.cells:
                grid[r][c] = " █"
            text += "\n\n" + "\n".join("".join(row) for row in grid)
        self.app.push_screen(Notice(text, f"Slot {slot_name(self.slot_focus)}"))

    def cancel_selection(self) -> bool:
        if self.sub or self.slot_focus is not None or self.disc_focus is not None:
            self.sub, self.move_from = "", None
            self.slot_focus = self.disc_focus = None
            self.offer_nav = False
            return True
        return False

    # -- mouse -------------------------------------------------------------------------------

    def on_new_england_board_hovered(self, event: NewEnglandBoard.Hovered) -> None:
        if self.kind:
            self.cursor = event.cell
            self._draw()

    def on_new_england_board_clicked(self, event: NewEnglandBoard.Clicked) -> None:
        if event.button == 3:
            self.action_rotate(1)
            return
        self._choose_cell(event.cell)

    def on_new_england_board_wheel(self, event: NewEnglandBoard.Wheel) -> None:
        self.action_rotate(1)

    def on_offer_column_clicked(self, event: OfferColumn.Clicked) -> None:
        if self.kind != "turn":
            return
        if event.button == 3:
            self.slot_focus = event.slot
            self.action_card_info()
        elif self.slot_focus == event.slot:
            self.act(Buy(slot=event.slot))
        else:
            self._focus_slot(event.slot)

    def on_disc_track_clicked(self, event: DiscTrack.Clicked) -> None:
        if self.kind != "take_disc":
            return
        if self.disc_focus == event.value:
            self.act(TakeDisc(value=event.value))
        else:
            self.disc_focus = event.value
            self._draw()

    def on_key_bar_chosen(self, event: KeyBar.Chosen) -> None:
        key = event.key
        if key == "enter":
            self.action_confirm()
        elif key in ("s", "f", "p") and self.kind == "choose_start_tile":
            self.action_start_tile(key.upper())
        elif key.isdigit():
            self.action_digit(int(key))
        elif key in ("c", "t", "n"):
            self.action_bonus({"c": "deck", "t": "bag"}.get(key))
        elif key == "r":
            self.action_rotate(1)
        elif key == "v":
            self.action_parcel_mode()
        elif key == "d":
            self.action_develop()
        elif key == "backspace":
            self.action_clear_parcels()
        elif key == "b":
            self.action_barn()
        elif key == "m":
            self.action_move()
        elif key == "e":
            self.action_end_turn()

