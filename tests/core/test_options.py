"""Options read from text through their types, for every option of every game: the one
parser the CLI and the setup screen share, its one-line errors, and the words the setup
screen and the rules reference show."""

from __future__ import annotations

import typing

import pytest
from pydantic import BaseModel, Field, ValidationError

from boardgames.cli import main
from boardgames.core import registry
from boardgames.core.options import (
    OptionError,
    build_options,
    choice_text,
    error_line,
    field_choices,
    is_seat_option,
    option_choices,
    option_title,
    options_markdown,
    parse_value,
    value_text,
)

FIELDS = [
    (info.id, name)
    for info in registry.infos()
    for name in registry.rules(info.id).Options.model_fields
]


def options_of(game: str) -> type[BaseModel]:
    return registry.rules(game).Options


def field_of(game: str, name: str):
    return options_of(game).model_fields[name]


def same(a, b) -> bool:
    return type(a) is type(b) and a == b


def admits(annotation, kind) -> bool:
    args = typing.get_args(annotation) if typing.get_origin(annotation) else ()
    return annotation is kind or kind in args


def test_every_game_has_options_to_test():
    assert {game for game, _ in FIELDS} == set(registry.game_ids())
    assert len(FIELDS) >= 20


@pytest.mark.parametrize(("game", "name"), FIELDS)
def test_every_value_of_every_option_reads_back_typed(game, name):
    options = options_of(game)
    field = options.model_fields[name]
    annotation = field.annotation
    values = list(field_choices(annotation) or [])
    if admits(annotation, int):
        values += [2, 3]
    if admits(annotation, type(None)):
        values.append(None)
    default = field.get_default(call_default_factory=True)
    values.append(default)
    assert values, f"{game}.{name}: no value to test"
    for value in values:
        got = parse_value(options, name, value_text(value))
        assert same(got, value), f"{game}.{name}: {value_text(value)!r} read as {got!r}"
        built = build_options(options, {name: got})
        assert same(getattr(built, name), value)


@pytest.mark.parametrize(("game", "name"), FIELDS)
def test_a_bad_value_is_one_clear_line(game, name):
    options = options_of(game)
    with pytest.raises(OptionError) as caught:
        parse_value(options, name, "bogus-value")
    message = str(caught.value)
    assert message.startswith(f"option {name}: bogus-value is not ")
    assert "\n" not in message and "literal" not in message.lower()
    assert caught.value.field == name


def test_literal_members_of_any_type():
    catan = options_of("catan")
    assert same(parse_value(catan, "magellan_link_steps", "2"), 2)
    assert same(parse_value(catan, "magellan_link_steps", " 3 "), 3)
    with pytest.raises(OptionError, match=r"^option magellan_link_steps: 5 is not one of 1, 2, 3$"):
        parse_value(catan, "magellan_link_steps", "5")
    assert parse_value(catan, "start_crossings", "fixed_I_only") == "fixed_I_only"
    assert parse_value(catan, "start_crossings", "FIXED_I_ONLY") == "fixed_I_only"


@pytest.mark.parametrize("text", ["true", "True", "YES", "yes", "on", "On", "1"])
def test_bool_true_spellings(text):
    assert parse_value(options_of("catan"), "hidden_numbers", text) is True


@pytest.mark.parametrize("text", ["false", "FALSE", "no", "No", "off", "OFF", "0"])
def test_bool_false_spellings(text):
    assert parse_value(options_of("catan"), "hidden_numbers", text) is False


def test_bool_bad_value():
    with pytest.raises(OptionError, match="option hidden_numbers: maybe is not true or false"):
        parse_value(options_of("catan"), "hidden_numbers", "maybe")


def test_optional_int_empty_and_none_mean_none():
    catan = options_of("catan")
    assert parse_value(catan, "gold_supply", "") is None
    assert parse_value(catan, "gold_supply", "none") is None
    assert parse_value(catan, "gold_supply", "None") is None
    assert same(parse_value(catan, "gold_supply", "45"), 45)
    with pytest.raises(OptionError, match="gold_supply: lots is not a whole number or empty"):
        parse_value(catan, "gold_supply", "lots")


def test_a_literal_named_none_is_a_value_not_none():
    assert parse_value(options_of("new_england"), "supply_hint", "none") == "none"


def test_literal_or_int_union():
    bohnanza = options_of("bohnanza")
    assert parse_value(bohnanza, "start_player", "random") == "random"
    assert parse_value(bohnanza, "start_player", "Random") == "random"
    assert same(parse_value(bohnanza, "start_player", "2"), 2)
    with pytest.raises(OptionError, match=r"start_player: anyone is not random or a whole number$"):
        parse_value(bohnanza, "start_player", "anyone")


def test_enum_members():
    import enum

    class Speed(enum.Enum):
        slow = "slow"
        fast = "fast"

    class Opts(BaseModel):
        speed: Speed = Speed.slow

    assert parse_value(Opts, "speed", "fast") is Speed.fast
    assert field_choices(Speed) == ["slow", "fast"]
    with pytest.raises(OptionError, match="speed: quick is not one of slow, fast"):
        parse_value(Opts, "speed", "quick")


def test_unknown_option_is_one_line():
    with pytest.raises(OptionError, match="unknown option 'colour'"):
        parse_value(options_of("catan"), "colour", "red")


def test_validation_errors_are_one_human_line():
    catan = options_of("catan")
    with pytest.raises(ValidationError) as caught:
        catan.model_validate({"gold_supply": -3})
    assert error_line(caught.value, catan) == "option gold_supply: must be at least 0, not -3"
    with pytest.raises(ValidationError) as caught:
        catan.model_validate({"magellan_link_steps": "2"})  # text, not the typed value
    assert error_line(caught.value, catan) == (
        "option magellan_link_steps: 2 is not one of 1, 2, 3")
    with pytest.raises(ValidationError) as caught:
        catan.model_validate({"max_turns": 0, "gold_supply": -1, "colour": "red"})
    line = error_line(caught.value, catan)
    assert "\n" not in line and "more problem" in line
    for internal in ("Input should", "literal[", "int_parsing", "pydantic", "Options"):
        assert internal not in line


def test_build_options_names_the_option():
    with pytest.raises(OptionError) as caught:
        build_options(options_of("neuland"), {"turn_limit": 0})
    assert caught.value.field == "turn_limit"
    assert str(caught.value) == "option turn_limit: must be at least 1, not 0"


def test_union_errors_name_the_values_not_the_members():
    class Opts(BaseModel):
        start: typing.Literal["random"] | int = Field("random", ge=0)

    with pytest.raises(ValidationError) as caught:
        Opts.model_validate({"start": "x"})
    assert error_line(caught.value, Opts) == "option start: x is not random or a whole number"


# -- the words ------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "name"), FIELDS)
def test_every_option_and_choice_has_words(game, name):
    field = field_of(game, name)
    assert field.title and field.title != name, f"{game}.{name} has no title"
    assert "_" not in option_title(name, field)
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    words = extra.get("choices", {})
    for value in option_choices(field, 2) or []:
        if isinstance(value, int) and not isinstance(value, bool) and is_seat_option(field):
            continue
        if value is None:
            assert "none" in extra, f"{game}.{name}: no words for None"
        else:
            assert any(same(k, value) for k in words), f"{game}.{name}: no words for {value!r}"
        text = choice_text(field, value)
        assert text and "_" not in text
    if admits(field.annotation, type(None)):
        assert "none" in extra, f"{game}.{name}: no words for an empty value"


SEAT_FIELDS = [("bohnanza", "start_player"), ("carcassonne", "first_player"),
               ("neuland", "first_player"), ("new_england", "start_player")]


def test_the_seat_options_are_marked_and_say_how_they_count():
    marked = [(game, name) for game, name in FIELDS if is_seat_option(field_of(game, name))]
    assert sorted(marked) == SEAT_FIELDS
    for game, name in SEAT_FIELDS:
        field = field_of(game, name)
        assert "count from 0" in (field.description or "")
        choices = option_choices(field, 3)
        assert choices[-3:] == [0, 1, 2]
        assert [choice_text(field, c) for c in choices[-3:]] == ["Seat 1", "Seat 2", "Seat 3"]
        assert choice_text(field, choices[0]) == "Random"
        assert "`0` = the first seat" in options_markdown(options_of(game))


def test_the_rules_table_shows_the_words():
    table = options_markdown(options_of("catan"))
    assert "Magellan link: `magellan_link_steps`" in table
    assert "`2` = 2 ship steps" in table
    assert "`all5` = All 5 marked crossings" in table
    assert "empty (Unlimited)" in table


# -- the command line ------------------------------------------------------------------------


def test_cli_reads_a_typed_literal(capsys):
    code = main(["simulate", "catan", "--players", "3", "--games", "1",
                 "--option", "magellan_link_steps=2"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "1 game, 3 players" in out


@pytest.mark.parametrize(("option", "message"), [
    ("magellan_link_steps=5", "option magellan_link_steps: 5 is not one of 1, 2, 3"),
    ("gold_supply=-3", "option gold_supply: must be at least 0, not -3"),
    ("hidden_numbers=perhaps", "option hidden_numbers: perhaps is not true or false"),
])
def test_cli_bad_values_are_one_line(capsys, option, message):
    code = main(["simulate", "catan", "--players", "3", "--games", "1", "--option", option])
    _, err = capsys.readouterr()
    assert code == 2
    assert err == f"boardgames: error: {message}\n"


def test_cli_bools_and_empty_values(capsys):
    code = main(["simulate", "catan", "--players", "3", "--games", "1", "--option",
                 "hidden_numbers=yes", "--option", "gold_supply=", "--option", "max_turns=3"])
    _, err = capsys.readouterr()
    assert code == 0, err
    assert "hidden_numbers = True" in err and "gold_supply = None" in err
