"""Texts of the Neue Welt screen, built from a view (never from the engine's full state):
panel lines, the field inspector, the dice line, action labels with their costs."""

from __future__ import annotations

import re

from rich.table import Table
from rich.text import Text

from boardgames.core.controller import Seat
from boardgames.core.rules import Action
from boardgames.core.seating import PALETTE
from boardgames.games.catan import actions as A
from boardgames.games.catan import logic as L
from boardgames.games.catan.board import RESOURCES, board
from boardgames.games.catan.data import load
from boardgames.games.catan.rules import describe
from boardgames.games.catan.state import EMPTY, State
from boardgames.games.catan.summary import PlayerSummary, father_name
from boardgames.games.catan.view import chip_marker, inspect_field
from boardgames.ui.games.catan.board import piece_glyph

SHORT = {"wood": "Wd", "brick": "Br", "wool": "Wl", "grain": "Gr", "ore": "Or"}
DEV_NAME = {"road_building": "Road Building", "year_of_plenty": "Year of Plenty",
            "monopoly": "Monopoly", "victory_point": "Victory Point"}
PHASE_NAME = {
    "setup_settlement": "start settlement", "setup_road": "start road",
    "setup_acquire": "setup acquisition", "pre_roll": "before the roll",
    "discard": "discards for the 7", "move_robber": "robber", "choose_victim": "robbery",
    "main": "main phase", "choose_father": "founding father", "desoto_road": "de Soto road",
    "rb_road": "Road Building", "pick_from_bank": "Pocahontas pick",
    "stuyvesant_take": "Stuyvesant", "dewitt_pay": "de Witt payment",
    "trade_compose": "trade offer", "trade_response": "answer to an offer",
    "trade_confirm": "trade confirmation",
}
CHIP_CONDITION = {"none": "free", "cards": "2 resource cards", "knight": "a knight"}
REVEAL = re.compile(r"#(\d+) is (I{1,3})\b")
LOOKED = re.compile(r"looked under the chips? of ((?:#\d+(?:, )?)+)")
TAKEN = re.compile(r" acquired #(\d+) \(class (I{1,3})\)")


def explored(line: str) -> list[int]:
    """The fields a public log line says someone looked under."""
    found = LOOKED.search(line)
    return [int(x) for x in re.findall(r"#(\d+)", found.group(1))] if found else []


def cost_text(price: dict[str, int]) -> str:
    return " + ".join(f"{k} {r}" for r, k in price.items()) or "nothing"


def nation_name(nation: str) -> str:
    return next((n.name_en for n in load().nations if n.id == nation), nation.title())


def who(seats: list[Seat], seat: int) -> Text:
    """A seat as glyph + name in its colour (never colour alone)."""
    s = seats[seat]
    return Text.assemble((f"{piece_glyph(s)} ", f"bold {s.colour}"), (s.name, s.colour or ""))


def hand_text(hand: dict[str, int]) -> str:
    return " ".join(f"{SHORT[r]}{hand.get(r, 0)}" for r in RESOURCES) + f" ({sum(hand.values())})"


def field_title(hex_id: int, view: State | None = None) -> str:
    """"#10 Grain 10 V5" (the number hidden as ·· when the viewer may not know it)."""
    bd = board()
    h = bd.data.map.hexes[hex_id]
    if h.kind != "land":
        return f"#{hex_id} {h.name}"
    label = next(t.label for t in bd.data.terrains if t.id == h.terrain)
    number = h.number
    shown = "··" if view is not None and hex_id in view.unknown_numbers else number
    parts = [f"#{hex_id} {label}"]
    if number is not None:
        parts.append(str(shown))
    if h.value_zone is not None:
        parts.append(f"V{h.value_zone}")
    return " ".join(parts)


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
    classes = [c.split("-")[1] for c in p.chips]
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
    public = L.vp(view, seat, hidden=False)
    if seat == viewer:
        hidden = L.vp(view, seat) - public
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


def taken_class(public_lines: list[str], hex_id: int) -> str | None:
    """The class of a field's taken chip, from the public log line of its acquisition
    (the state keeps the chip with its owner, not with the field)."""
    for line in reversed(public_lines):
        found = TAKEN.search(line)
        if found and int(found.group(1)) == hex_id:
            return found.group(2)
    return None


def inspector_text(view: State, seats: list[Seat], hex_id: int, viewer: int | None,
                   public_lines: list[str]) -> Text:
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
            klass = taken_class(public_lines, hex_id)
            if klass:
                chip.append(f" (class {klass}, {len(klass)} VP)")
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
    buildings = info["buildings"]
    if buildings:
        line = Text("Buildings: ")
        for i, (c, s, city) in enumerate(buildings):  # type: ignore[misc]
            line.append_text(who(seats, s))
            line.append(f" {'city' if city else 'settlement'} at crossing {c}"
                        + ("; " if i < len(buildings) - 1 else ""))  # type: ignore[arg-type]
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


# -- answers -------------------------------------------------------------------------------


def action_label(view: State, seats: list[Seat], seat: int, action: Action) -> str:
    """A short label with the price, for dialogs and the prompt line."""
    p = view.players[seat]
    match action:
        case A.BuildRoad(edge=e):
            return f"Road on edge {e} for {cost_text(L.cost('road'))}"
        case A.SetupRoad(edge=e) | A.DesotoRoad(edge=e) | A.RoadBuildingRoad(edge=e):
            return f"Free road on edge {e}"
        case A.SetupSettlement(crossing=c):
            return f"Start settlement at crossing {c}"
        case A.BuildSettlement(crossing=c, omit=o):
            price = cost_text(L.settlement_cost(p, o))
            return f"Settlement at crossing {c} for {price}" + (f" (La Salle: no {o})" if o
                                                                else "")
        case A.BuildFreeSettlement(crossing=c):
            return f"Free settlement (voucher) at crossing {c}"
        case A.BuildCity(crossing=c):
            return f"City at crossing {c} for {cost_text(L.cost('city'))}, then a founding father"
        case A.FoundByShip(crossing=c):
            return f"Found a settlement by ship at crossing {c} (free; the ship leaves)"
        case A.MoveShip(hex=h):
            return f"Sail the ship to #{h} for {cost_text(L.cost('ship_move'))}"
        case A.MoveRobber(hex=h):
            return f"Robber to {field_title(h, view)}"
        case A.Acquire(hex=h, payment=pay, cards=cards):
            klass = chip_marker(view, h)
            how = CHIP_CONDITION[pay] if pay != "cards" else " + ".join(cards)
            pocahontas = klass == "I" and L.has(p, "pocahontas")
            bonus = ", then 2 cards from the bank" if pocahontas else ""
            return f"Acquire #{h} (class {klass}) from the Indians: {how}{bonus}"
        case A.BuyRights(hex=h, payment="gold"):
            split = ", ".join(f"{k} to {seats[s].name}" for s, k in L.rights_split(view, h))
            return f"Buy rights to #{h} for {board().value[h]} gold ({split})"
        case A.BuyRights(hex=h):
            return f"Buy rights to #{h} with {board().value[h]} resource cards (de Witt)"
    return describe(view, seat, action)


def reveal_text(text: str, view: State, seat: int) -> str:
    """A private log line, with the details of any chip it reveals (spec 9.6)."""
    lines = [text]
    p = view.players[seat]
    for hex_id, klass in REVEAL.findall(text):
        h = int(hex_id)
        pays = " or ".join(CHIP_CONDITION[x] for x in L.acquire_payments(p, klass))
        lines.append(f"  {field_title(h, view)}: class {klass} ({len(klass)} VP) — "
                     f"for you: {pays}")
    return "\n".join(lines)


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
