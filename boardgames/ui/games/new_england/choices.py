"""What the New England player can choose at the cursor, and what each key would do:
computed from the view, the decision's kind and the legal actions. Pure (no Textual, no
Rich): the screen wires keys, clicks and widgets to it, and the tests call it directly.

Every rule fact comes from the engine: the shapes a placement may take
(``legal.placement_shapes``), the relocation preview, the purchases left, card labels."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardgames.core.events import OR, join_words
from boardgames.core.i18n import N_, _, ngettext
from boardgames.core.rules import Action
from boardgames.games.new_england import legal as L
from boardgames.games.new_england.actions import (
    Buy,
    ChooseOfferSize,
    ChooseStartTile,
    DeclineExtra,
    Develop,
    DrawExtra,
    MoveFigure,
    PlaceFigure,
    PlaceStartTile,
    PlaceTile,
    PlayStored,
    StoreCard,
    TakeDisc,
)
from boardgames.games.new_england.data import Cell, data
from boardgames.games.new_england.state import NewEnglandState
from boardgames.games.new_england.text import (
    card_label,
    either,
    item_label,
    item_name,
    land_name,
    offer_cards,
    preview_text,
    slot_name,
)

# The ship bonus: key, source (None: decline), button label, words in the prompt.
BONUS_CHOICES = (("c", "deck", N_("Draw a card"), N_("draw a card (c)")),
                 ("t", "bag", N_("Draw a tile"), N_("draw a tile (t)")),
                 ("n", None, N_("Decline"), N_("decline (n)")))
DIRECTIONS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}

# A button of the choice bar: (key, label, enabled).
Button = tuple[str, str, bool]


@dataclass
class Pick:
    """The choice in progress on screen, before anything is submitted."""

    cursor: Cell = (4, 5)
    orient: int = 0  # index into the placement's shapes
    slot_focus: int | None = None
    disc_focus: int | None = None
    offer_nav: bool = False  # up/down walk the offer instead of the board
    sub: str = ""  # "", "move_pick", "move_dest" or "barn_pick"
    move_from: Cell | None = None
    parcel_mode: bool = False  # develop by picking parcels instead of stamping a shape
    parcels: set[Cell] = field(default_factory=set)

    def cancel(self) -> bool:
        """Drop a move, barn or focus in progress; False when there was none."""
        if self.sub or self.slot_focus is not None or self.disc_focus is not None:
            self.sub, self.move_from = "", None
            self.slot_focus = self.disc_focus = None
            self.offer_nav = False
            return True
        return False

    def settle(self, kind: str, view: NewEnglandState, new_decision: bool) -> None:
        """Keep only what still fits the decision ``kind`` (a new decision keeps no
        move, focus or offer walk)."""
        if new_decision:
            self.sub, self.move_from = "", None
            self.slot_focus = self.disc_focus = None
            self.offer_nav = False
        if kind != "turn":
            self.sub, self.move_from = "", None
            self.slot_focus = None
        if kind != "take_disc":
            self.disc_focus = None
        if kind != "use_card":
            self.parcel_mode, self.parcels = False, set()
        if self.slot_focus not in view.offer:
            self.slot_focus = None


class Choices:
    """The choices of the on-screen seat now. ``kind`` is "" when it is not that seat's
    decision; ``legal`` its legal actions; ``status`` maps each offer slot to "" (it can
    be bought) or the engine's reason (None when nobody at the keyboard is buying)."""

    def __init__(self, view: NewEnglandState, seat: int | None, kind: str,
                 legal: Sequence[Action], pick: Pick,
                 status: Mapping[int, str] | None = None) -> None:
        self.view, self.seat, self.kind, self.legal, self.pick = view, seat, kind, legal, pick
        self.status = status

    def of(self, *classes: type) -> list[Any]:
        return [a for a in self.legal if isinstance(a, classes)]

    # -- the board -----------------------------------------------------------------------

    def shapes(self) -> tuple[tuple[Cell, ...], ...]:
        """The shapes the cursor's placement may take (r turns through them)."""
        if self.kind not in ("place_start_tile", "use_card"):
            return ()
        return L.placement_shapes(self.view)

    def ghost(self) -> tuple[Cell, ...]:
        """The cells the placement under the cursor would cover."""
        pick = self.pick
        if pick.parcel_mode:
            return tuple(sorted(pick.parcels))
        shapes = self.shapes()
        if not shapes:
            return ()
        shape = shapes[pick.orient % len(shapes)]
        r, c = pick.cursor
        return tuple(sorted((r + dr, c + dc) for dr, dc in shape))

    def ghost_action(self) -> Action | None:
        ghost = self.ghost()
        if not ghost:
            return None
        if self.kind == "place_start_tile":
            return PlaceStartTile(cells=(ghost[0], ghost[1])) if len(ghost) == 2 else None
        return Develop(cells=ghost)

    def ghost_ok(self) -> bool:
        action = self.ghost_action()
        return action is not None and action in self.legal

    def tile_key(self, cell: Cell) -> Cell:
        return self.view.cell_tile.get(cell, cell)

    def targets(self) -> list[Cell]:
        """The cells marked ◇: where the decision (or the move in progress) may go."""
        kind, pick = self.kind, self.pick
        if kind == "place_start_tile":
            return sorted({c for a in self.of(PlaceStartTile) for c in a.cells})
        if kind == "place_tile":
            return sorted(a.cell for a in self.of(PlaceTile))
        if kind == "use_card":
            figures = self.of(PlaceFigure)
            if figures:
                return sorted(a.tile for a in figures)
            return sorted({c for a in self.of(Develop) for c in a.cells})
        if kind == "turn" and pick.sub == "move_pick":
            return sorted({a.from_tile for a in self.of(MoveFigure)})
        if kind == "turn" and pick.sub == "move_dest":
            return sorted(a.to_tile for a in self.of(MoveFigure) if a.from_tile == pick.move_from)
        if kind == "turn" and pick.sub == "barn_pick":
            return sorted(a.barn for a in self.of(PlayStored))
        return []

    def moved(self, direction: str) -> Cell:
        """The cursor one step in ``direction``, kept on the board."""
        dr, dc = DIRECTIONS[direction]
        d = data()
        r, c = self.pick.cursor
        return (min(max(r + dr, 0), d.rows - 1), min(max(c + dc, 0), d.cols - 1))

    def places_shapes(self) -> bool:
        """Tab walks whole placements (start tiles, developments), not single cells."""
        return self.kind == "place_start_tile" or (self.kind == "use_card"
                                                   and bool(self.of(Develop)))

    def next_target(self, step: int) -> Cell | None:
        """Tab / shift+Tab: the next or previous target after the cursor, cycling."""
        targets = self.targets()
        if not targets:
            return None
        cursor = self.pick.cursor
        after = [t for t in targets if (t > cursor if step > 0 else t < cursor)]
        if after:
            return after[0] if step > 0 else after[-1]
        return targets[0 if step > 0 else -1]

    def next_placement(self, step: int) -> tuple[Cell, int] | None:
        """Tab through the legal placements in order: (the cursor, the shape's index)."""
        placements = sorted(a.cells for a in self.of(PlaceStartTile, Develop))
        if not placements:
            return None
        current = self.ghost()
        index = placements.index(current) if current in placements else -1
        cells = placements[(index + step) % len(placements)]
        top = min(r for r, _ in cells)
        left = min(c for _, c in cells)
        shape = tuple(sorted((r - top, c - left) for r, c in cells))
        return (top, left), list(self.shapes()).index(shape)

    def cell_action(self, cell: Cell) -> Action | None:
        """What Enter or a click on ``cell`` submits while placing (None: nothing; a
        turn's cells are the screen's, as they step through a move)."""
        kind = self.kind
        if kind in ("place_start_tile", "use_card") and self.ghost():
            if kind == "use_card" and self.of(PlaceFigure):
                return PlaceFigure(tile=self.tile_key(cell))
            return self.ghost_action()
        if kind == "use_card":  # a figure card: its tile (an illegal one says why)
            return PlaceFigure(tile=self.tile_key(cell))
        if kind == "place_tile":
            return PlaceTile(cell=cell)
        return None

    # -- discs and the offer -------------------------------------------------------------

    def stepped_disc(self, step: int) -> int | None:
        free: list[int] = sorted(a.value for a in self.of(TakeDisc))
        if not free:
            return None
        focus = self.pick.disc_focus
        if focus in free:
            return free[(free.index(focus) + step) % len(free)]
        return free[0] if step > 0 else free[-1]

    def stepped_slot(self, step: int) -> int | None:
        slots = sorted(self.view.offer)
        if not slots:
            return None
        focus = self.pick.slot_focus
        return slots[(slots.index(focus) + step) % len(slots)] if focus in slots else slots[0]

    def price(self) -> int | None:
        """The price of an item for the seat buying now (phase 3)."""
        view = self.view
        return view.discs[view.active] if view.buying and view.active is not None else None

    def bonus(self, source: str | None) -> Action:
        return DrawExtra.model_validate({"source": source}) if source else DeclineExtra()

    # -- the choice bar ------------------------------------------------------------------

    def buttons(self) -> tuple[str, list[Button]]:
        """The choice bar: its title and buttons."""
        kind, pick = self.kind, self.pick
        if kind == "choose_start_tile":
            return _("Start tile:"), [(a.land.lower(), land_name(a.land), True)
                                      for a in self.of(ChooseStartTile)]
        if kind == "choose_offer_size":
            return _("Land tiles in the offer:"), [
                (str(a.tiles), _("{tiles} tiles + {cards} cards").format(
                    tiles=a.tiles, cards=offer_cards(a.tiles)), True)
                for a in self.of(ChooseOfferSize)]
        if kind == "take_disc":
            focus = pick.disc_focus
            label = (_("Take disc {value}").format(value=focus) if focus
                     else _("Take the focused disc"))
            return _("Bid disc:"), [("enter", label, focus is not None)]
        if kind == "ship_bonus":
            return _("Ship bonus:"), [(key, _(label), True)
                                      for key, label, _words in self._bonus_choices()]
        buttons: list[Button] = []
        if kind == "turn":
            slot = pick.slot_focus
            status = self.status or {}
            buy = (_("Buy slot {slot}").format(slot=slot_name(slot)) if slot is not None
                   else _("Buy the focused slot"))
            buttons.append(("enter", buy, slot is not None and status.get(slot) == ""))
            if self.of(PlayStored):  # offered only when a stored card can be played
                buttons.append(("b", _("Play stored card"), True))
            if self.of(MoveFigure):  # offered only when some figure can move
                buttons.append(("m", _("Move a figure"), True))
            buttons.append(("e", _("End turn"), True))
        elif kind == "use_card":
            if self.of(Develop) and pick.parcel_mode:
                count = len(pick.parcels)
                develop = ngettext("Develop {count} parcel", "Develop {count} parcels",
                                   count).format(count=count)
                buttons += [("d", develop, self.ghost_ok()),
                            ("backspace", _("Clear"), True), ("v", _("Stamp mode"), True)]
            elif self.of(Develop):
                if len(self.shapes()) > 1:  # a square card has one shape
                    buttons.append(("r", _("Rotate"), True))
                buttons += [("enter", _("Develop here"), True), ("v", _("Parcel mode"), True)]
            if self.of(StoreCard):
                buttons.append(("b", _("Store in barn"), True))
        return "", buttons

    def _bonus_choices(self) -> list[tuple[str, str, str]]:
        """The ship bonus's choices now: (key, button label, words in the prompt)."""
        sources = {a.source for a in self.of(DrawExtra)}
        return [(key, label, words) for key, source, label, words in BONUS_CHOICES
                if source in sources or source is None]

    # -- the prompt ----------------------------------------------------------------------

    def prompt(self, seat: int, fallback: str) -> tuple[str, str]:
        """What the seat is asked: (the text, a reason to show in bold after it)."""
        view, kind = self.view, self.kind
        name = view.names[seat]
        if kind == "choose_start_tile":
            keys = [a.land.lower() for a in self.of(ChooseStartTile)]
            if len(keys) == 1:
                land = land_name(keys[0].upper())
                return _("{name}: your {land} start tile is next ({key})").format(
                    name=name, land=land, key=keys[0]), ""
            return _("{name}: choose the start tile to place next ({keys})").format(
                name=name, keys=either(keys)), ""
        if kind == "place_start_tile":
            land = land_name(view.chosen_start or "S")
            return _("{name}: place your {land} start tile — arrows move it, r turns it, "
                     "Enter places (Tab: next legal spot)").format(name=name, land=land), ""
        if kind == "choose_offer_size":
            sizes = [str(a.tiles) for a in self.of(ChooseOfferSize)]
            return _("{name}: how many land tiles go into this round's offer? {sizes}").format(
                name=name, sizes=either(sizes)), ""
        if kind == "take_disc":
            return _("{name}: take a bid disc (1–9, 0 = 10, then Enter). High discs buy first "
                     "and pay more per item").format(name=name), ""
        if kind == "ship_bonus":
            words = [_(words) for _key, _label, words in self._bonus_choices()]
            return _("{name}: ship bonus — {choices}").format(name=name,
                                                             choices=either(words)), ""
        if kind == "place_tile" and view.holding is not None:
            return _("{name}: choose where your {tile} goes "
                     "(◇ legal cells; arrows/Tab + Enter, or click)").format(
                name=name, tile=item_name("tile", view.holding.id)), ""
        if kind == "use_card":
            return self._use_card_prompt(name), ""
        if kind == "turn":
            return self._turn_prompt(seat, name)
        return fallback, ""

    def _turn_prompt(self, seat: int, name: str) -> tuple[str, str]:
        view, pick = self.view, self.pick
        if pick.sub == "move_pick":
            return _("{name}: choose the pilgrim or ship to move (◇), escape cancels").format(
                name=name), ""
        if pick.sub == "move_dest":
            return _("{name}: choose where it goes (◇), escape cancels").format(name=name), ""
        if pick.sub == "barn_pick":
            return _("{name}: choose the barn whose card you play (◇)").format(name=name), ""
        price = view.discs[seat]
        slot = pick.slot_focus
        if slot is not None and slot in view.offer:
            reason = (self.status or {}).get(slot, "")
            item = item_label(view.offer[slot])
            if reason:
                return _("Slot {slot}: {item} — ").format(slot=slot_name(slot), item=item), \
                    f"✗ {reason}"
            return _("Slot {slot}: {item} — Enter or click again buys it for {price}").format(
                slot=slot_name(slot), item=item, price=price), ""
        left = L.purchases_left(view)
        # Only what is possible now, ending with "or end your turn (e)".
        options = []
        if self.of(Buy):
            options.append(ngettext("buy up to {count} more item (price {price})",
                                    "buy up to {count} more items (price {price})",
                                    left).format(count=left, price=price))
        if self.of(PlayStored):
            options.append(_("play a stored card (b)"))
        if self.of(MoveFigure):
            options.append(_("move a figure (m)"))
        options.append(_("end your turn (e)"))
        return f"{name}: {join_words(options, OR)}", ""

    def _use_card_prompt(self, name: str) -> str:
        view, pick = self.view, self.pick
        holding = view.holding
        label = card_label(holding.id) if holding and holding.kind == "card" else _("the card")
        # An independent clause after the prompt, when the card may go into a barn.
        store = _(" — or b stores it in a barn") if self.of(StoreCard) else ""
        if self.of(PlaceFigure):
            text = _("{name}: choose the tile for your {card} (◇)").format(name=name, card=label)
            return text + store + self.preview(PlaceFigure(tile=self.tile_key(pick.cursor)))
        if self.of(Develop) and pick.parcel_mode:
            ready = self.ghost_ok()
            fields = {"name": name, "card": label, "count": len(pick.parcels)}
            if ready:
                text = _("{name}: pick the parcels for {card} ({count} chosen) — Space/Enter or "
                         "a click toggles one, d develops them, v back to the stamp")
            else:
                text = _("{name}: pick the parcels for {card} ({count} chosen) — Space/Enter or "
                         "a click toggles one, they must form the card shape, v back to the "
                         "stamp")
            return (text.format(**fields) + store
                    + (self.preview(self.ghost_action()) if ready else ""))
        if self.of(Develop):
            if len(self.shapes()) > 1:
                text = _("{name}: choose parcels for {card} — r rotates, Tab jumps, Enter "
                         "develops, v picks parcels one by one")
            else:
                text = _("{name}: choose parcels for {card} — Tab jumps, Enter develops, v picks "
                         "parcels one by one")
            return text.format(name=name, card=label) + store + self.preview(self.ghost_action())
        return _("{name}: this card cannot be played now").format(name=name) + store

    def preview(self, action: Action | None) -> str:
        """ " · your pilgrim will move to I7" for a legal action that relocates figures."""
        if action is None or action not in self.legal or self.seat is None:
            return ""
        moves = L.relocation_preview(self.view, self.seat, action)
        return f" · {preview_text(moves)}" if moves else ""
