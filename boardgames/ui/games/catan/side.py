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

from boardgames.core.rules import Event
from boardgames.core.seating import PALETTE, Seat
from boardgames.games.catan import legal as L
from boardgames.games.catan import scoring
from boardgames.games.catan.board import RESOURCES, board
from boardgames.games.catan.data import father_name
from boardgames.games.catan.state import EMPTY, Player, State, chip_class
from boardgames.games.catan.summary import PlayerSummary, nation_name
from boardgames.games.catan.view import chip_marker, inspect_field
from boardgames.ui.games.catan.art import piece_glyph
from boardgames.ui.games.catan.choices import (
    CROSSING,
    DEV_NAME,
    HEX,
    PHASE_NAME,
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
            names = [DEV_NAME.get(c.type, c.type) + ("*" if c.new else "") for c in p.dev]
            lines.append(Text("dev: " + ", ".join(names), style="italic"))
    else:
        lines.append(Text(f"{p.card_count} resource card{'s' * (p.card_count != 1)}, "
                          f"{p.dev_count} development card{'s' * (p.dev_count != 1)}"))
    classes = [chip_class(c) for c in p.chips]
    chips = " ".join(f"{k}×{classes.count(k)}" for k in ("I", "II", "III"))
    knights = f"knights {p.knights}" + (f" ({p.knights_new} new)" if p.knights_new else "")
    lines.append(Text(f"gold {p.gold} · {knights} · chips {chips}"))
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
        fathers.append(father_name(f) + (" (used)" if used else ""))
    line = Text()
    line.append(" ".join(bonus) + (" " if bonus else ""), style="bold yellow")
    lines.append(line.append(", ".join(fathers), style="cyan"))
    if p.ship is None:
        ship = "ship used up"
    elif p.ship_link_to is not None:
        ship = f"ship on #{p.ship} sailing to #{p.ship_link_to}"
    else:
        ship = f"ship on #{p.ship}"
    voucher = "voucher unused" if not p.voucher_used else "voucher used"
    lines.append(Text(f"left: {p.roads_left} roads, {p.settlements_left} settlements, "
                      f"{p.cities_left} cities, {p.tokens_left} tokens · {voucher} · {ship}",
                      style="dim"))
    return lines


def vp_tag(view: State, seat: int, viewer: int | None) -> str:
    nation = nation_name(view.players[seat].nation)
    public = scoring.vp(view, seat, hidden=False)
    if seat == viewer:
        hidden = scoring.vp(view, seat) - public
        if hidden:
            return f"{nation} · VP {public} (+{hidden} hidden)"
    return f"{nation} · VP {public}"


def bank_text(view: State) -> Text:
    gold = "∞" if view.bank_gold is None else str(view.bank_gold)
    lines = [
        Text.assemble(("Bank ", "bold"), " ".join(f"{SHORT[r]}{view.bank[r]}" for r in RESOURCES)),
        Text(f"gold {gold} · {view.deck_size} development cards · {view.knight_stack} "
             "knights"),
    ]
    if view.father_pile:
        names = ", ".join(father_name(f) for f in view.father_pile)
        lines.append(Text(f"father pile: {names}", style="cyan"))
    return Text("\n").join(lines)


def dice_text(view: State, seats: list[Seat], roller: int | None = None) -> Text:
    """Spec 9.5: who rolled, the roll and its production, or the discards of a 7."""
    if view.dice is None:
        return Text("Dice: no roll yet", style="dim")
    d1, d2 = view.dice
    text = Text()
    if roller is not None:
        text.append_text(who(seats, roller))
        text.append(" rolled ")
    else:
        text.append("Dice ", style="bold")
    text.append(f"[{d1}][{d2}] = {d1 + d2}", style="bold reverse")
    text.append(": ")
    if d1 + d2 == 7:
        if view.discards:
            text.append("no production; to discard: ")
            for i, (s, k) in enumerate(view.discards):
                text.append(", " if i else "")
                text.append_text(who(seats, s))
                text.append(f" {k}")
        else:
            text.append("no production, the robber moves")
        return text
    if not view.production:
        text.append("no production", style="dim")
    for i, (s, gains) in enumerate(sorted(view.production.items())):
        text.append(", " if i else "")
        text.append_text(who(seats, s))
        text.append(" gets " + " and ".join(f"{k} {item}" for item, k in gains.items()))
    return text


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
    lines = [Text(f"{field_title(hex_id, view)} — {h.name}", style="bold")]
    if h.kind != "land":
        extra = []
        if h.navigable:
            extra.append("ships may sail here")
        if h.magellan_only:
            extra.append("only the Magellan holder may sail here")
        if h.ship_start:
            extra.append("the ships start here")
        lines.append(Text(", ".join(extra) or "water"))
        sailors = [s for s, p in enumerate(view.players) if p.ship == hex_id]
        if sailors:
            lines.append(Text("Ships here: ").append_text(Text(", ").join(
                who(seats, s) for s in sailors)))
        return Text("\n").join(lines)
    if hex_id in bd.gold_rivers:
        lines.append(Text("Gold river: every settlement here gets 1 gold, every city 2"))
    elif h.number is None:
        lines.append(Text("Desert: never produces"))
    marker = chip_marker(view, hex_id)
    holders: list[int] = info["holders"]  # type: ignore[assignment]
    if hex_id in view.chips:
        if marker == "?":
            chip = Text("Chip: face down, unknown to you")
        elif marker:
            fixed = hex_id in bd.fixed_i
            chip = Text(f"Chip: class {marker}" + (" (a fixed I chip, known to everyone)"
                                                   if fixed else " — you looked under it"))
        else:
            chip = Text("Chip: taken by ").append_text(who(seats, holders[0]))
            klass = taken_class(events, hex_id)
            if klass:
                chip.append(f" (class {klass}, {scoring.chip_vp(klass)} VP)")
        lines.append(chip)
    if holders:
        roles = ("owner", "partner", "third holder")
        line = Text("Holders: ")
        for i, s in enumerate(holders):
            line.append_text(who(seats, s))
            line.append(f" ({roles[i]})" + (", " if i < len(holders) - 1 else ""))
        lines.append(line)
        split: list[tuple[int, int]] = info["split"]  # type: ignore[assignment]
        if split and viewer is not None and viewer not in holders:
            line = Text(f"Rights cost {info['price']} gold: ")
            for i, (s, k) in enumerate(split):
                line.append(f"{k} → ")
                line.append_text(who(seats, s))
                line.append(", " if i < len(split) - 1 else "")
            lines.append(line)
    buildings = cast(list[tuple[int, int, bool]], info["buildings"])
    if buildings:
        line = Text("Buildings: ")
        for i, (c, s, city) in enumerate(buildings):
            line.append_text(who(seats, s))
            line.append(f" {'city' if city else 'settlement'} at crossing {c}"
                        + ("; " if i < len(buildings) - 1 else ""))
        lines.append(line)
    lookers: list[int] = info["lookers"]  # type: ignore[assignment]
    if lookers and hex_id in view.chips and marker != "":
        line = Text("Looked under its chip: ")
        line.append_text(Text(", ").join(who(seats, s) for s in lookers))
        lines.append(line)
    if info["robber"]:
        lines.append(Text("The robber stands here: no production", style="bold"))
    return Text("\n").join(lines)


def crossing_text(view: State, seats: list[Seat], crossing: int) -> str:
    bd = board()
    fields = ", ".join(field_title(h, view) for h in bd.crossing_land[crossing])
    marks = []
    if crossing in bd.pacific:
        marks.append("Pacific")
    if crossing in bd.gold_crossings:
        marks.append("gold mountain")
    if crossing in bd.start_crossings and view.turn == 0:
        marks.append("start")
    owner = view.building[crossing]
    piece = ""
    if owner != EMPTY:
        piece = (" · " + seats[owner].name + "'s " + ("city" if view.city[crossing]
                                                      else "settlement"))
    mark = f" [{', '.join(marks)}]" if marks else ""
    return f"Crossing {crossing}{mark}: {fields}{piece}"


def edge_text(view: State, seats: list[Seat], edge: int) -> str:
    a, b = board().edge_ends[edge]
    owner = view.road[edge]
    road = f" · {seats[owner].name}'s road" if owner != EMPTY else ""
    return f"Edge {edge} ({a}–{b}){road}"


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
    return f"You hold: {hand_text(p.hand)} · gold {p.gold}"


# -- the end screen (spec 5) ---------------------------------------------------------------


def colour_name(seat: Seat) -> str:
    return next((c.name for c in PALETTE if c.hex.lower() == (seat.colour or "").lower()),
                seat.colour or "no colour")


def end_headline(state: State, seats: list[Seat], rows: list[PlayerSummary]) -> Text:
    if state.winner is None:
        return Text("No winner: turn limit reached", style="bold")
    row = next(r for r in rows if r.seat == state.winner)
    seat = seats[state.winner]
    return Text.assemble(who(seats, state.winner), (
        f" ({colour_name(seat)}, {row.nation}) wins with {row.total} VP in turn {state.turn}",
        "bold"))


def _yes(flag: bool) -> str:
    return "used" if flag else "not used"


def end_tables(rows: list[PlayerSummary], seats: list[Seat]) -> list[Table]:
    """The score table (a column per player, the winner first) and the extra facts."""
    score = Table(title="Victory points", title_justify="left", expand=False)
    facts = Table(title="Other facts (no VP)", title_justify="left", expand=False)
    for table in (score, facts):
        table.add_column("")
        for r in rows:
            seat = seats[r.seat]
            kind = f"bot ({seat.level})" if seat.is_bot else "human"
            table.add_column(Text.assemble(who(seats, r.seat), f"\n{colour_name(seat)}, "
                                           f"{r.nation}\n{kind}"), justify="right")
    lines = [
        ("Settlements (1 VP each)", [f"{r.settlements} → {r.settlements_vp}" for r in rows]),
        ("Cities (2 VP each)", [f"{r.cities} → {r.cities_vp}" for r in rows]),
        ("Indian chips I / II / III", [f"{r.chips['I']} / {r.chips['II']} / "
                                       f"{r.chips['III']} → {r.chips_vp}" for r in rows]),
        ("Longest Road (his road length)", [f"{r.longest_road_vp} (road {r.road_length})"
                                            for r in rows]),
        ("Pacific", [str(r.pacific_vp) for r in rows]),
        ("Gold Rush (gold mountains)", [f"{r.gold_rush_vp} ({r.gold_mountains} gold "
                                        f"mountain{'s' * (r.gold_mountains != 1)})"
                                        for r in rows]),
        ("Victory Point cards (shown now)", [f"{r.vp_cards} → {r.vp_cards}" for r in rows]),
    ]
    for label, cells in lines:
        score.add_row(label, *cells)
    score.add_row(Text("Total", style="bold"), *(Text(str(r.total), style="bold")
                                                 for r in rows))
    extra = [
        ("Gold", [str(r.gold) for r in rows]),
        ("Resource cards", [str(r.cards) for r in rows]),
        ("Knights", [str(r.knights) for r in rows]),
        ("Founding fathers", [", ".join(r.fathers) or "none" for r in rows]),
        ("Fields with his rights (owned)", [f"{r.right_fields} ({r.owned_fields} owned)"
                                            for r in rows]),
        ("Resource tokens used", [str(r.tokens_used) for r in rows]),
        ("Voucher", [_yes(r.voucher_used) for r in rows]),
        ("Ship", [_yes(r.ship_used) for r in rows]),
    ]
    for label, cells in extra:
        facts.add_row(label, *cells)
    return [score, facts]


# -- the status line, the prompt's second line and an offer -----------------------------------


def option_note(note: str, options: BaseModel) -> str:
    """"option magellan_link_steps = 2" as "Magellan link: 2" (the option's title,
    never its internal name)."""
    key, _, value = note.removeprefix("option ").partition(" = ")
    field = type(options).model_fields.get(key)
    if field is None:
        return f"{key.replace('_', ' ')}: {value}"
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    choices = extra.get("choices")
    typed = getattr(options, key, value)
    if isinstance(choices, dict) and typed in choices:
        value = str(choices[typed])
    elif isinstance(typed, str):
        value = typed.replace("_", " ")
    return f"{field.title or key.replace('_', ' ')}: {value}"


def status_text(view: State, seats: list[Seat], notes: Sequence[str],
                options: BaseModel) -> str:
    turn = f"turn {view.turn}" if view.turn else "setup"
    active = view.players[view.active]
    phase = PHASE_NAME.get(view.phase, view.phase)
    parts = ["Neue Welt", turn,
             f"{seats[view.active].glyph} {active.name} ({nation_name(active.nation)}) "
             f"acts: {phase}", f"target {view.target} VP"]
    if view.over:
        parts[2] = "game over"
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
            line.append(f" · chip {marker}")
        holders = view.holders.get(ident, [])
        if holders:
            line.append(" · rights: ")
            line.append_text(Text(" ").join(who(seats, s) for s in holders))
        if view.robber == ident:
            line.append(" · robber")
    elif mode == CROSSING:
        line = Text(crossing_text(view, seats, ident))
    else:
        line = Text(edge_text(view, seats, ident))
    if label:
        more = f" (+{count - 1} more)" if count > 1 else ""
        line.append(f" → {label}{more}", style="green")
    elif reason:
        line.append(f" ✗ {reason}", style="bold")
    return line


def offer_text(view: State, seats: list[Seat], seat: int, why_not: str | None) -> Text:
    """The offer waiting for ``seat`` under the map; ``why_not``: why he cannot accept."""
    t = view.trade
    assert t is not None
    text = Text.assemble(("A trade offer for you: ", "bold"), who(seats, view.turn_seat),
                         f" offers {items_text(t.give)} and wants {items_text(t.want)}"
                         " in return. ", hand_line(view.players[seat]))
    if why_not is not None:
        text.append(f"\nYou cannot accept: {why_not}.", style="bold")
    return text
