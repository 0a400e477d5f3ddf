"""Seat identities: a colour-blind-safe palette (Okabe-Ito), always paired with a glyph."""

from __future__ import annotations

from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, SerializerFunctionWrapHandler, model_serializer

from boardgames.core.bots import BOT_LEVELS, LEVEL_WORDS, check_think, level_id
from boardgames.core.i18n import N_, _, ngettext


class Colour(NamedTuple):
    name: str  # in English: translate with _() where shown
    hex: str
    glyph: str


PALETTE: list[Colour] = [
    Colour(N_("orange"), "#E69F00", "●"),
    Colour(N_("sky blue"), "#56B4E9", "▲"),
    Colour(N_("green"), "#18AA7F", "■"),
    Colour(N_("yellow"), "#F0E442", "◆"),
    Colour(N_("blue"), "#5098FA", "▼"),
    Colour(N_("vermilion"), "#ED7324", "✚"),
    Colour(N_("purple"), "#CF7CAA", "★"),
]


class Seat(BaseModel):
    """A chair at the table: a human or a bot of some level, with colour and glyph."""

    model_config = ConfigDict(frozen=True)

    name: str
    kind: Literal["human", "bot"] = "human"
    level: str | None = None
    colour: str = ""
    glyph: str = ""
    think: float | None = None  # an expert's seconds per decision (None: the default)

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        """Leave ``think`` out when unset, so the headers (and checksums) of saves made
        before it existed read the same."""
        data: dict[str, object] = handler(self)
        if data.get("think") is None:
            data.pop("think", None)
        return data

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def label(self) -> str:
        return _("{name} (bot)").format(name=self.name) if self.is_bot else self.name


def with_identities(seats: list[Seat]) -> list[Seat]:
    """Give every seat without a colour or glyph the palette entry of its place."""
    out = []
    for i, seat in enumerate(seats):
        colour = PALETTE[i % len(PALETTE)]
        out.append(seat.model_copy(update={"colour": seat.colour or colour.hex,
                                           "glyph": seat.glyph or colour.glyph}))
    return out


BOT_NAMES = ["Ada", "Bruno", "Cleo", "Dax", "Edda", "Finn", "Greta"]


def player_name(index: int) -> str:
    """The name a human seat gets when none is given: "Player 1", in the language of the
    moment (once given, a name stays as it is)."""
    return _("Player {number}").format(number=index + 1)


def parse_seat(spec: str, index: int, think: float | None = None) -> Seat:
    """``NAME`` is a human; ``bot:LEVEL`` (an id or its word: bot:hard) a bot named after
    its seat; ``think`` is an expert's seconds per decision."""
    colour = PALETTE[index % len(PALETTE)]
    if spec.startswith("bot:"):
        try:
            level = level_id(spec[4:])
        except ValueError:
            names = (" " + _("or") + " ").join(f"bot:{lv}"
                                               for lv in (*BOT_LEVELS, *LEVEL_WORDS.values()))
            raise ValueError(_("unknown bot level {level} in --seat {spec}; use {names}").format(
                level=repr(spec[4:]), spec=spec, names=names)) from None
        return Seat(name=BOT_NAMES[index % len(BOT_NAMES)], kind="bot", level=level,
                    colour=colour.hex, glyph=colour.glyph,
                    think=check_think(think) if think is not None and level == "expert"
                    else None)
    name = spec.strip()
    if not name:
        raise ValueError(_("a seat name cannot be empty"))
    return Seat(name=name, colour=colour.hex, glyph=colour.glyph)


def make_seats(specs: list[str], players: int, think: float | None = None) -> list[Seat]:
    """Seats from ``--seat`` specs, the rest filled with humans named "Player k"."""
    if len(specs) > players:
        raise ValueError(ngettext("{count} seats given for {players} player",
                                  "{count} seats given for {players} players",
                                  players).format(count=len(specs), players=players))
    seats = [parse_seat(spec, i, think) for i, spec in enumerate(specs)]
    seats += [parse_seat(player_name(i), i) for i in range(len(seats), players)]
    names = [s.name for s in seats]
    if len(set(names)) != len(names):
        raise ValueError(_("two seats have the same name"))
    return seats
