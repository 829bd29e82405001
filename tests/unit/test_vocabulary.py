"""The slot vocabulary: coverage, specs, normalisation, known values."""

import pytest

from graph.types import Cardinality, Risk
from graph.vocabulary import (
    attributes_knowing,
    canonical_spelling,
    find_known_values,
    inside_a_longer_name,
    known_value,
    load_vocabulary,
    normalise_attribute,
    slot_spec,
    value_kind,
)

pytestmark = pytest.mark.unit

REQUIRED = (
    "home_city employer job_title manager team package_manager editor primary_language "
    "spoken_language diet allergies partner pet phone car bank timezone preferred_language os "
    "browser shell cloud_provider database framework favourite_food hobby sport email school "
    "degree birthday nationality music_genre project role children hometown commute coffee"
).split()


def test_vocabulary_has_every_required_attribute() -> None:
    vocabulary = load_vocabulary()
    assert len(vocabulary) >= 35
    assert [a for a in REQUIRED if a not in vocabulary] == []


def test_every_attribute_has_english_or_chinese_cues_or_known_values() -> None:
    for name, spec in load_vocabulary().items():
        assert spec.attribute == name
        assert spec.cues or spec.aliases, name


@pytest.mark.parametrize(
    ("attribute", "cardinality", "risk"),
    [
        ("home_city", Cardinality.SINGLE, Risk.NORMAL),
        ("employer", Cardinality.SINGLE, Risk.HIGH),
        ("bank", Cardinality.SINGLE, Risk.HIGH),
        ("partner", Cardinality.SINGLE, Risk.HIGH),
        ("email", Cardinality.SINGLE, Risk.HIGH),
        ("phone", Cardinality.SINGLE, Risk.HIGH),
        ("allergies", Cardinality.MULTI, Risk.HIGH),
        ("spoken_language", Cardinality.MULTI, Risk.NORMAL),
        ("editor", Cardinality.SINGLE, Risk.NORMAL),
    ],
)
def test_slot_spec_of_known_attribute(attribute: str, cardinality: Cardinality, risk: Risk) -> None:
    spec = slot_spec(attribute)
    assert (spec.cardinality, spec.risk) == (cardinality, risk)


def test_home_city_cues_cover_english_and_chinese() -> None:
    cues = slot_spec("home_city").cues
    assert {"live in {X}", "moved to {X}", "based in {X}", "住在{X}", "搬到{X}"} <= set(cues)


def test_unknown_attribute_is_multi_and_normal() -> None:
    spec = slot_spec("shoe_size")
    assert (spec.attribute, spec.cardinality, spec.risk) == (
        "shoe_size",
        Cardinality.MULTI,
        Risk.NORMAL,
    )


@pytest.mark.parametrize(
    ("text", "attribute"),
    [
        ("home city", "home_city"),
        ("My Home City", "home_city"),
        ("favorite food", "favourite_food"),
        ("Package Manager", "package_manager"),
        ("boss", "manager"),
        ("经理", "manager"),
        ("编辑器", "editor"),
        ("Shoe size", "shoe_size"),
    ],
)
def test_normalise_attribute(text: str, attribute: str) -> None:
    assert normalise_attribute(text) == attribute


def test_known_values_use_canonical_spelling() -> None:
    assert known_value("editor", "vscode") == "VS Code"
    assert known_value("primary_language", "golang") == "Go"
    assert known_value("spoken_language", "法语") == "French"
    assert known_value("editor", "Hangzhou") is None


def test_find_known_values_respects_case_and_boundaries() -> None:
    found = find_known_values("I go home; we write Go, switched to pnpm, 改用pnpm了")
    assert [(v.attribute, v.value) for v in found] == [
        ("primary_language", "Go"),
        ("package_manager", "pnpm"),
        ("package_manager", "pnpm"),
    ]
    assert find_known_values("snpm npmx") == []


def test_value_kind_corrects_entity_kinds() -> None:
    assert value_kind("employer") == "organisation"
    assert value_kind("home_city") == "place"
    assert value_kind("nothing_like_this") is None


@pytest.mark.parametrize(
    ("name", "slots"),
    [
        ("Vauxhall Corsa", ["car"]),  # a make and a model, both listed
        ("Kia Niro", ["car"]),
        ("VW Polo", ["car"]),  # an alias of the make
        ("Apple Music", ["music_streaming"]),  # listed whole: the whole wins
        ("Vauxhall Bridge Road", []),  # the last word is no model
        ("Monzo and Revolut", []),  # a list of two names, and no slot of makes and models
        ("French and Spanish", []),
        ("Python Rust", []),
        ("Ford", ["car"]),
    ],
)
def test_a_name_of_two_listed_words_is_of_the_slot_listing_both(
    name: str, slots: list[str]
) -> None:
    assert attributes_knowing(name) == slots


@pytest.mark.parametrize(
    ("value", "spelling"),
    [("德语", "German"), ("netflix", "Netflix"), ("Callum", "Callum"), ("", "")],
)
def test_a_value_listed_anywhere_has_one_canonical_spelling(value: str, spelling: str) -> None:
    assert canonical_spelling(value) == spelling


@pytest.mark.parametrize(
    ("text", "inside"),
    [
        ("I moved to Nether Edge.", True),
        ("I use Chrome Remote Desktop for that.", True),
        ("I switched to Edge.", False),
        ("Edge is my browser.", False),
        ("Loving Firefox these days.", False),  # the sentence's first word joins nothing
        ("Sorted. Firefox now.", False),
        ("Since January Firefox has been my browser.", False),  # a month joins no name
    ],
)
def test_a_known_value_inside_a_longer_name_is_not_that_value(text: str, inside: bool) -> None:
    (known,) = [k for k in find_known_values(text) if k.attribute == "browser"]
    assert inside_a_longer_name(text, known) is inside
