"""The side of the Neue Welt screen and its other texts, built from a view and from the
events' parameters (never from the engine's full state, never from log text): the player
panels, the bank, the dice line, the field inspector, the private notices and the end
screen's tables."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from pydantic import BaseModel
from rich.table import Table
from rich.text import Text

from boardgames.core.i18n import _, ngettext
from boardgames.core.options import choice_text, option_title
from boardgames.core.rules import Event
from boardgames.core.seating import PALETTE, Seat
from boardgames.games.catan import legal as L
from boardgames.games.catan import scoring
from boardgames.games.catan import text as T
from boardgames.games.catan.board import RESOURCES, board
from boardgames.games.catan.state import EMPTY, Player, State, chip_class
from boardgames.games.catan.summary import PlayerSummary, nation_name
from boardgames.games.catan.view import chip_marker, inspect_field
from boardgames.ui.games.catan.art import piece_glyph
from boardgames.ui.games.catan.choices import (
    CROSSING,
    HEX,
    chip_details,
    field_title,
    items_text,
)

SHORT = {"wood": "Wd", "brick": "Br", "wool": "Wl", "grain": "Gr", "ore": "Or"}


def who(seats: list[Seat], seat: int) -> Text:
    """A seat as glyph + name in its colour (never colour alone)."""
    s = seats[seat]
    return Text.assemble((f"{piece_glyph(s)} ", f"bold {s.colour}"), (s.name, s.colour or ""))


def hand_text(hand: dict[str, int]) -> str:
    return " ".join(f"{SHORT[r]}{hand.get(r, 0)}" for r in RESOURCES) + f" ({sum(hand.values())})"


# -- panels --------------------------------------------------------------------------------


def panel_lines(view: State, seats: list[Seat], seat: int, viewer: int | None) -> list[Text]:
    """Spec 9.4, compactly: the hand by type and the development cards only in the
    viewer's own panel; counts for everyone else."""
    p = view.players[seat]
    lines: list[Text] = []
    if seat == viewer:
        lines.append(Text(hand_text(p.hand), style="bold"))
        if p.dev:
            names = [T.dev_card(c.type) + ("*" if c.new else "") for c in p.dev]
            lines.append(Text(_("development cards: {cards}").format(cards=", ".join(names)),
                              style="italic"))
    else:
        cards = ngettext("{count} resource card", "{count} resource cards",
                         p.card_count).format(count=p.card_count)
        dev = ngettext("{count} development card", "{count} development cards",
                       p.dev_count).format(count=p.dev_count)
        lines.append(Text(f"{cards}, {dev}"))
    classes = [chip_class(c) for c in p.chips]
    chips = " ".join(f"{k}×{classes.count(k)}" for k in ("I", "II", "III"))
    if p.knights_new:
        knights = _("knights {count} ({new} new)").format(count=p.knights, new=p.knights_new)
    else:
        knights = _("knights {count}").format(count=p.knights)
    lines.append(Text(_("gold {gold} · {knights} · chips {chips}").format(
        gold=p.gold, knights=knights, chips=chips)))
    bonus = []
    if view.longest_road == seat:
        bonus.append(f"LR({p.road_length})")
    if view.pacific == seat:
        bonus.append("PAC")
    if view.gold_rush == seat:
        bonus.append(f"GR({L.gold_count(view, seat)})")
    fathers = []
    for f in p.fathers:
        used = (f == "stuyvesant" and p.stuyvesant_used) or (f == "revere" and p.revere_used)
        fathers.append(_("{father} (used)").format(father=T.father(f)) if used
                       else T.father(f))
    line = Text()
    line.append(" ".join(bonus) + (" " if bonus else ""), style="bold yellow")
    lines.append(line.append(", ".join(fathers), style="cyan"))
    if p.ship is None:
        ship = _("ship used up")
    elif p.ship_link_to is not None:
        ship = _("ship on #{hex} sailing to #{to}").format(hex=p.ship, to=p.ship_link_to)
    else:
        ship = _("ship on #{hex}").format(hex=p.ship)
    voucher = _("voucher unused") if not p.voucher_used else _("voucher used")
    left = _("left: {roads} roads, {settlements} settlements, {cities} cities, {tokens} "
             "tokens").format(roads=p.roads_left, settlements=p.settlements_left,
                              cities=p.cities_left, tokens=p.tokens_left)
    lines.append(Text(f"{left} · {voucher} · {ship}", style="dim"))
    return lines


def vp_tag(view: State, seat: int, viewer: int | None) -> str:
    nation = nation_name(view.players[seat].nation)
    public = scoring.vp(view, seat, hidden=False)
    if seat == viewer:
        hidden = scoring.vp(view, seat) - public
        if hidden:
            return _("{nation} · VP {vp} (+{hidden} hidden)").format(nation=nation, vp=public,
                                                                    hidden=hidden)
    return _("{nation} · VP {vp}").format(nation=nation, vp=public)


def bank_text(view: State) -> Text:
    gold = "∞" if view.bank_gold is None else str(view.bank_gold)
    lines = [
        Text.assemble((_("Bank") + " ", "bold"),
                      " ".join(f"{SHORT[r]}{view.bank[r]}" for r in RESOURCES)),
        Text(_("gold {gold} · {cards} development cards · {knights} knights").format(
            gold=gold, cards=view.deck_size, knights=view.knight_stack)),
    ]
    if view.father_pile:
        names = ", ".join(T.father(f) for f in view.father_pile)
        lines.append(Text(_("father pile: {fathers}").format(fathers=names), style="cyan"))
    return Text("\n").join(lines)


def dice_text(view: State, seats: list[Seat], roller: int | None = None) -> Text:
    """Spec 9.5: who rolled, the roll and its production, or the discards of a 7."""
    if view.dice is None:
        return Text(_("Dice: no roll yet"), style="dim")
    d1, d2 = view.dice
    roll = Text(f"[{d1}][{d2}] = {d1 + d2}", style="bold reverse")
    if roller is not None:
        text = fill(_("{seat} rolled {roll}: "), seat=who(seats, roller), roll=roll)
    else:
        text = fill(_("Dice {roll}: "), roll=roll)
    if d1 + d2 == 7:
        if view.discards:
            text.append(_("no production; to discard: "))
            for i, (s, k) in enumerate(view.discards):
                text.append(", " if i else "")
                text.append_text(who(seats, s))
                text.append(f" {k}")
        else:
            text.append(_("no production, the robber moves"))
        return text
    if not view.production:
        text.append(_("no production"), style="dim")
    for i, (s, gains) in enumerate(sorted(view.production.items())):
        text.append(", " if i else "")
        text.append_text(fill(_("{seat} gets {items}"), seat=who(seats, s),
                               items=Text(T.items(gains))))
    return text


def fill(template: str, **fields: Text) -> Text:
    """A translated template with Rich texts (a seat in its colour) for its fields."""
    out = Text()
    rest = template
    while "{" in rest:
        before, _brace, after = rest.partition("{")
        name, _close, rest = after.partition("}")
        out.append(before)
        out.append_text(fields[name])
    out.append(rest)
    return out


# -- the field inspector -------------------------------------------------------------------


def taken_class(events: Sequence[Event], hex_id: int) -> str | None:
    """The class of a field's taken chip, from the parameters of the public event of its
    acquisition (the state keeps the chip with its owner, not with the field)."""
    for event in reversed(events):
        if event.key == "acquired" and event["hex"] == hex_id:
            return str(event["chip_class"])
    return None


def inspector_text(view: State, seats: list[Seat], hex_id: int, viewer: int | None,
                   events: Sequence[Event]) -> Text:
    """Spec 9.3: what the viewer may know of a field."""
    bd = board()
    h = bd.data.map.hexes[hex_id]
    info = inspect_field(view, hex_id)
    if h.kind != "land":  # the title names the water already
        lines = [Text(field_title(hex_id, view), style="bold")]
    else:
        lines = [Text(f"{field_title(hex_id, view)} — {T.place(h.name)}", style="bold")]
    if h.kind != "land":
        extra = []
        if h.navigable:
            extra.append(_("ships may sail here"))
        if h.magellan_only:
            extra.append(_("only the Magellan holder may sail here"))
        if h.ship_start:
            extra.append(_("the ships start here"))
        lines.append(Text(", ".join(extra) or _("water")))
        sailors = [s for s, p in enumerate(view.players) if p.ship == hex_id]
        if sailors:
            lines.append(fill(_("Ships here: {seats}"), seats=Text(", ").join(
                who(seats, s) for s in sailors)))
        return Text("\n").join(lines)
    if hex_id in bd.gold_rivers:
        lines.append(Text(_("Gold river: every settlement here gets 1 gold, every city 2")))
    elif h.number is None:
        lines.append(Text(_("Desert: never produces")))
    marker = chip_marker(view, hex_id)
    holders: list[int] = info["holders"]  # type: ignore[assignment]
    if hex_id in view.chips:
        if marker == "?":
            chip = Text(_("Chip: face down, unknown to you"))
        elif marker and hex_id in bd.fixed_i:
            chip = Text(_("Chip: class {chip_class} (a fixed I chip, known to everyone)").format(
                chip_class=marker))
        elif marker:
            chip = Text(_("Chip: class {chip_class} — you looked under it").format(
                chip_class=marker))
        else:
            klass = taken_class(events, hex_id)
            if klass:
                chip = fill(_("Chip: taken by {seat} (class {chip_class}, {vp} VP)"),
                             seat=who(seats, holders[0]), chip_class=Text(klass),
                             vp=Text(str(scoring.chip_vp(klass))))
            else:
                chip = fill(_("Chip: taken by {seat}"), seat=who(seats, holders[0]))
        lines.append(chip)
    if holders:
        roles = (_("owner"), _("partner"), _("third holder"))
        line = Text(_("Holders:") + " ")
        for i, s in enumerate(holders):
            line.append_text(who(seats, s))
            line.append(f" ({roles[i]})" + (", " if i < len(holders) - 1 else ""))
        lines.append(line)
        split: list[tuple[int, int]] = info["split"]  # type: ignore[assignment]
        if split and viewer is not None and viewer not in holders:
            line = Text(_("Rights cost {price} gold:").format(price=info["price"]) + " ")
            for i, (s, k) in enumerate(split):
                line.append(f"{k} → ")
                line.append_text(who(seats, s))
                line.append(", " if i < len(split) - 1 else "")
            lines.append(line)
    buildings = cast(list[tuple[int, int, bool]], info["buildings"])
    if buildings:
        line = Text(_("Buildings:") + " ")
        for i, (c, s, city) in enumerate(buildings):
            piece = (_("{seat} city at crossing {crossing}") if city
                     else _("{seat} settlement at crossing {crossing}"))
            line.append_text(fill(piece, seat=who(seats, s), crossing=Text(str(c))))
            line.append("; " if i < len(buildings) - 1 else "")
        lines.append(line)
    lookers: list[int] = info["lookers"]  # type: ignore[assignment]
    if lookers and hex_id in view.chips and marker != "":
        lines.append(fill(_("Looked under its chip: {seats}"),
                           seats=Text(", ").join(who(seats, s) for s in lookers)))
    if info["robber"]:
        lines.append(Text(_("The robber stands here: no production"), style="bold"))
    return Text("\n").join(lines)


def crossing_text(view: State, seats: list[Seat], crossing: int) -> str:
    bd = board()
    fields = ", ".join(field_title(h, view) for h in bd.crossing_land[crossing])
    marks = []
    if crossing in bd.pacific:
        marks.append(_("Pacific"))
    if crossing in bd.gold_crossings:
        marks.append(_("gold mountain"))
    if crossing in bd.start_crossings and view.turn == 0:
        marks.append(_("start"))
    owner = view.building[crossing]
    piece = ""
    if owner != EMPTY:
        piece = " · " + (_("{name}'s city") if view.city[crossing]
                         else _("{name}'s settlement")).format(name=seats[owner].name)
    mark = f" [{', '.join(marks)}]" if marks else ""
    return _("Crossing {crossing}{marks}: {fields}").format(crossing=crossing, marks=mark,
                                                           fields=fields) + piece


def edge_text(view: State, seats: list[Seat], edge: int) -> str:
    a, b = board().edge_ends[edge]
    owner = view.road[edge]
    road = " · " + _("{name}'s road").format(name=seats[owner].name) if owner != EMPTY else ""
    return _("Edge {edge} ({a}–{b})").format(edge=edge, a=a, b=b) + road


# -- private news --------------------------------------------------------------------------


def notice_text(event: Event, view: State, seat: int) -> str:
    """A private log line, with what each chip it reveals means for the seat (spec 9.6)."""
    if event.key == "chips_seen":
        return "\n".join([event.text, *chip_details(view, seat, event["chips"])])
    return event.text


def stuyvesant_hand(events: Sequence[Event]) -> dict[str, int] | None:
    """The hand Stuyvesant was shown (before the gift), from its private event."""
    for event in reversed(events):
        if event.key == "stuyvesant_hand":
            return dict(event["hand"])
    return None


def hand_line(p: Player) -> str:
    return _("You hold: {hand} · gold {gold}").format(hand=hand_text(p.hand), gold=p.gold)


# -- the end screen (spec 5) ---------------------------------------------------------------


def colour_name(seat: Seat) -> str:
    return next((_(c.name) for c in PALETTE if c.hex.lower() == (seat.colour or "").lower()),
                seat.colour or _("no colour"))


def end_headline(state: State, seats: list[Seat], rows: list[PlayerSummary]) -> Text:
    if state.winner is None:
        return Text(_("No winner: turn limit reached"), style="bold")
    row = next(r for r in rows if r.seat == state.winner)
    seat = seats[state.winner]
    return fill(_("{seat} ({colour}, {nation}) wins with {vp} VP in turn {turn}"),
                 seat=who(seats, state.winner), colour=Text(colour_name(seat), style="bold"),
                 nation=Text(row.nation, style="bold"), vp=Text(str(row.total), style="bold"),
                 turn=Text(str(state.turn), style="bold"))


def _yes(flag: bool) -> str:
    return _("used") if flag else _("not used")


def end_tables(rows: list[PlayerSummary], seats: list[Seat]) -> list[Table]:
    """The score table (a column per player, the winner first) and the extra facts."""
    score = Table(title=_("Victory points"), title_justify="left", expand=False)
    facts = Table(title=_("Other facts (no VP)"), title_justify="left", expand=False)
    for table in (score, facts):
        table.add_column("")
        for r in rows:
            seat = seats[r.seat]
            kind = _("bot ({level})").format(level=seat.level) if seat.is_bot else _("human")
            table.add_column(Text.assemble(who(seats, r.seat), f"\n{colour_name(seat)}, "
                                           f"{r.nation}\n{kind}"), justify="right")
    lines = [
        (_("Settlements (1 VP each)"), [f"{r.settlements} → {r.settlements_vp}" for r in rows]),
        (_("Cities (2 VP each)"), [f"{r.cities} → {r.cities_vp}" for r in rows]),
        (_("Indian chips I / II / III"), [f"{r.chips['I']} / {r.chips['II']} / "
                                          f"{r.chips['III']} → {r.chips_vp}" for r in rows]),
        (_("Longest Road (his road length)"), [
            _("{vp} (road {length})").format(vp=r.longest_road_vp, length=r.road_length)
            for r in rows]),
        (T.place("Pacific"), [str(r.pacific_vp) for r in rows]),
        (_("Gold Rush (gold mountains)"), [
            f"{r.gold_rush_vp} (" + ngettext("{count} gold mountain", "{count} gold mountains",
                                             r.gold_mountains).format(count=r.gold_mountains)
            + ")" for r in rows]),
        (_("Victory Point cards (shown now)"), [f"{r.vp_cards} → {r.vp_cards}" for r in rows]),
    ]
    for label, cells in lines:
        score.add_row(label, *cells)
    score.add_row(Text(_("Total"), style="bold"), *(Text(str(r.total), style="bold")
                                                 for r in rows))
    extra = [
        (_("Gold"), [str(r.gold) for r in rows]),
        (_("Resource cards"), [str(r.cards) for r in rows]),
        (_("Knights"), [str(r.knights) for r in rows]),
        (_("Founding fathers"), [", ".join(r.fathers) or _("none") for r in rows]),
        (_("Fields with his rights (owned)"), [
            _("{fields} ({owned} owned)").format(fields=r.right_fields, owned=r.owned_fields)
            for r in rows]),
        (_("Resource tokens used"), [str(r.tokens_used) for r in rows]),
        (_("Voucher"), [_yes(r.voucher_used) for r in rows]),
        (_("Ship"), [_yes(r.ship_used) for r in rows]),
    ]
    for label, cells in extra:
        facts.add_row(label, *cells)
    return [score, facts]


# -- the status line, the prompt's second line and an offer -----------------------------------


def option_note(note: str, options: BaseModel) -> str:
    """"option magellan_link_steps = 2" as "Magellan link: 2" (the option's title and
    the value's words, never the internal names)."""
    key, _eq, value = note.removeprefix("option ").partition(" = ")
    field = type(options).model_fields.get(key)
    if field is None:
        return f"{key.replace('_', ' ')}: {value}"
    typed = getattr(options, key, value)
    return f"{option_title(key, field, 'catan')}: {choice_text(field, typed, 'catan')}"


def status_text(view: State, seats: list[Seat], notes: Sequence[str],
                options: BaseModel) -> str:
    turn = _("turn {turn}").format(turn=view.turn) if view.turn else _("setup")
    active = view.players[view.active]
    parts = [_("Neue Welt"), turn,
             _("{glyph} {name} ({nation}) acts: {phase}").format(
                 glyph=seats[view.active].glyph, name=active.name,
                 nation=nation_name(active.nation), phase=T.phase(view.phase)),
             _("target {vp} VP").format(vp=view.target)]
    if view.over:
        parts[2] = _("game over")
    parts += [option_note(n, options) for n in notes if n.startswith("option ")]
    return " · ".join(parts)


def cursor_line(view: State, seats: list[Seat], mode: str, ident: int, label: str,
                count: int, reason: str | None) -> Text:
    """The element under the cursor: what choosing it would do (``label`` of the first
    of ``count`` answers), or why it cannot."""
    if mode == HEX:
        line = Text(field_title(ident, view))
        marker = chip_marker(view, ident)
        if marker:
            line.append(" · " + _("chip {chip_class}").format(chip_class=marker))
        holders = view.holders.get(ident, [])
        if holders:
            line.append(" · " + _("rights:") + " ")
            line.append_text(Text(" ").join(who(seats, s) for s in holders))
        if view.robber == ident:
            line.append(" · " + _("robber"))
    elif mode == CROSSING:
        line = Text(crossing_text(view, seats, ident))
    else:
        line = Text(edge_text(view, seats, ident))
    if label:
        more = " " + _("(+{count} more)").format(count=count - 1) if count > 1 else ""
        line.append(f" → {label}{more}", style="green")
    elif reason:
        line.append(f" ✗ {reason}", style="bold")
    return line


def offer_text(view: State, seats: list[Seat], seat: int, why_not: str | None) -> Text:
    """The offer waiting for ``seat`` under the map; ``why_not``: why he cannot accept."""
    t = view.trade
    assert t is not None
    text = Text.assemble((_("A trade offer for you:") + " ", "bold"), fill(
        _("{seat} offers {give} and wants {want} in return."), seat=who(seats, view.turn_seat),
        give=Text(items_text(t.give)), want=Text(items_text(t.want))), " ",
        hand_line(view.players[seat]))
    if why_not is not None:
        text.append("\n" + _("You cannot accept: {reason}.").format(reason=why_not),
                    style="bold")
    return text
