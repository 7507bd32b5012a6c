"""The cards and tables of Competitors: complete, as printed where printed, and naming real things."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.competitors.data import DATA_DIR, CompetitorsData, DataError, load_data
from game.competitors.world import CONTINENTS, load_world
from words import Words


@pytest.fixture(scope="module")
def data() -> CompetitorsData:
    return load_data()


def test_one_territory_card_per_territory(data: CompetitorsData) -> None:
    assert len(data.territory_cards) == 116
    assert {card.territory for card in data.territory_cards} == set(load_world().territories)


def test_nine_headquarter_cards_for_the_nine_headquarters_states(data: CompetitorsData) -> None:
    world = load_world()
    assert len(data.headquarter_cards) == 9
    for card in data.headquarter_cards:
        assert world.territories[card.territory].headquarters
        assert card.city and len(card.flag) >= 2


def test_the_contract_deck_mixes_goods_special_and_illegal_cards(data: CompetitorsData) -> None:
    kinds = Counter(card.kind for card in data.contract_cards)
    assert len(data.contract_cards) == 116
    assert kinds["normal"] > kinds["special"] > 0 and kinds["illegal"] > 0
    specials = [card for card in data.contract_cards if card.kind == "special"]
    assert {card.attach for card in specials} == {True, False}
    vehicles = Counter(card.vehicle for card in data.contract_cards if card.kind != "special")
    assert set(vehicles) == {None, "truck", "ship", "aircraft"}, "None: any vehicle"


def test_contract_rewards_fit_the_economy(data: CompetitorsData) -> None:
    rules = data.rules
    legal = [card.reward for card in data.contract_cards if card.kind == "normal"]
    illegal = [card.reward for card in data.contract_cards if card.kind == "illegal"]
    assert rules["starting_money"] == 200_000
    # a delivery pays more than the fuel it can burn, less than a ship; smuggling pays better
    most_fuel = max(card.turns for card in data.contract_cards) * rules["fuel_per_move"]["ship"]
    assert most_fuel < min(legal) and max(legal) < rules["buy"]["ship"]
    assert sum(illegal) / len(illegal) > 2 * sum(legal) / len(legal)


def test_the_customs_deck_has_35_cards_in_three_colours(data: CompetitorsData) -> None:
    colours = Counter(card.colour for card in data.customs_cards)
    assert sum(colours.values()) == 35
    assert set(colours) == {"green", "yellow", "red"}
    assert all(card.text for card in data.customs_cards)


def test_every_natural_event_hits_real_territories_of_its_continent(data: CompetitorsData) -> None:
    world = load_world()
    assert len(data.natural_events) == 6 * 12
    assert sorted(data.continent_by_d6) == sorted(CONTINENTS)
    for event in data.natural_events:
        assert 1 <= event.save <= 6
        for name in event.area:
            assert world.territories[name].continent == event.continent
    assert data.natural_event(1, 1).continent == data.continent_by_d6[0]


def test_political_events_cover_each_continent_and_roll(data: CompetitorsData) -> None:
    assert len(data.political_events) == 72
    for continent in CONTINENTS:
        assert data.political_event(continent, 12).text


def test_the_victory_point_table_is_as_printed(data: CompetitorsData) -> None:
    table = data.victory_points
    assert table["North America", "Africa"] == 3
    assert table["Asia", "South America"] == 3
    assert table["Oceania", "Asia"] == 2
    assert all(table["Africa", receiver] == 2 for receiver in CONTINENTS)
    assert all(table[continent, continent] == 1 for continent in CONTINENTS if continent != "Africa")


def broken_data(tmp_path: Path, file: str, change: Callable[[Any], object]) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    path = folder / f"{file}.json"
    content = json.loads(path.read_text(encoding="utf-8"))
    change(content)
    path.write_text(json.dumps(content), encoding="utf-8")
    return folder


def test_an_event_in_a_territory_that_does_not_exist_is_refused(tmp_path: Path) -> None:
    folder = broken_data(tmp_path, "natural_events", lambda d: d["events"][5]["area"].append("Atlantis"))
    with pytest.raises(DataError, match="'Atlantis' is no territory"):
        load_data(folder)


def test_a_missing_territory_card_is_refused(tmp_path: Path) -> None:
    folder = broken_data(tmp_path, "territory_cards", lambda d: d["cards"].pop())
    with pytest.raises(DataError, match=r"territory_cards\.json: there must be 116 cards, not 115") as refused:
        load_data(folder)
    worded = Words("pseudo")(refused.value.message)
    assert worded.startswith("[territory_cards.json: [") and "116" in worded and "must be" not in worded


def test_a_customs_card_with_an_unknown_effect_is_refused(tmp_path: Path) -> None:
    folder = broken_data(tmp_path, "customs_cards", lambda d: d["cards"][0].update(effect="teleport"))
    with pytest.raises(DataError, match="card 1: green card with effect 'teleport'"):
        load_data(folder)


def test_every_card_and_event_says_what_it_does_and_a_red_customs_card_that_the_delivery_fails(
    data: CompetitorsData,
) -> None:
    """Newcomers met "Riots" and a red "Border closed" card and could not tell what they did: each card and event
    has its effect in words, with its data's figures, and the red customs cards (all of which make the delivery
    fail, docs/rules/competitors.md) say so."""
    from game.competitors.effects import customs_effect, natural_effect, political_effect, special_effect
    from game.competitors.kinds import ContractKind

    words = Words("en")
    for card in data.customs_cards:
        said = words(customs_effect(card))
        assert said.endswith(".") and ("the delivery fails" in said) == (card.colour == "red"), (card.title, said)
    heavy = next(card for card in data.customs_cards if card.title == "Heavy duty")
    assert "Pay 10,000 duty" in words(customs_effect(heavy))
    for event in data.political_events:
        assert words(political_effect(event)).endswith("."), event.event
    for event in data.natural_events:
        said = words(natural_effect(event))
        assert f"under {event.save} it is safe" in said and words(event.vehicles[0].value) in said, event.event
    for card in data.contract_cards:
        if card.kind == ContractKind.SPECIAL:
            assert words(special_effect(card)).endswith("."), card.title
