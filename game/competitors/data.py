"""The cards and tables of Competitors, read from the JSON files in data/ and checked against the map.

Files: territory_cards, headquarter_cards, contract_cards, customs_cards, natural_events (the
meteorological-natural-human events table), political_events, victory_points and rules (prices,
starting money and equipment). `load_data` refuses a file whose entries name a territory, a continent,
a vehicle or an effect that does not exist, with a DataError that says which entry.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.competitors.world import CONTINENTS, load_world

DATA_DIR = Path(__file__).resolve().parent / "data"
VEHICLES = ("truck", "ship", "aircraft")
CONTRACT_KINDS = ("normal", "special", "illegal")
SPECIAL_EFFECTS = (
    "transit_fee", "skip_customs", "fuel_discount", "extra_movement", "safe_storage", "lose_turn", "extra_customs",
    "remove_attachment", "insurance", "extra_turn", "draw_contracts",
)  # fmt: skip
CUSTOMS_EFFECTS = {
    "green": ("pass", "extra_movement", "collect", "skip_customs"),
    "yellow": ("pay", "lose_movement", "inspect"),
    "red": ("end_turn", "seize_illegal", "fail_delivery", "pay_and_end_turn"),
}
CUSTOMS_CARDS = 35
NATURAL_EFFECTS = ("hit", "closed", "slow")
POLITICAL_EFFECTS = (
    "none", "pay", "collect", "lose_movement", "extra_movement", "lose_turn", "end_turn", "seize_goods",
    "seize_vehicle",
)  # fmt: skip

Entry = dict[str, Any]


class DataError(ValueError):
    """A card or table file that cannot be used; the text says which file and entry."""


@dataclass(frozen=True)
class CompetitorsData:
    territory_cards: list[Entry]
    headquarter_cards: list[Entry]
    contract_cards: list[Entry]
    customs_cards: list[Entry]
    natural_events: list[Entry]
    continent_by_d6: list[str]
    political_events: list[Entry]
    victory_points: dict[tuple[str, str], int]
    rules: Entry

    def natural_event(self, d6: int, d12: int) -> Entry:
        return next(e for e in self.natural_events if e["d6"] == d6 and e["d12"] == d12)

    def political_event(self, continent: str, d12: int) -> Entry:
        return next(e for e in self.political_events if e["continent"] == continent and e["d12"] == d12)


def _read(folder: Path, name: str) -> Any:
    path = folder / f"{name}.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise DataError(f"{path.name}: not readable JSON ({error})") from None


def _check(condition: bool, file: str, message: str) -> None:
    if not condition:
        raise DataError(f"{file}.json: {message}")


def _numbered(cards: list[Entry], file: str, count: int) -> None:
    _check(len(cards) == count, file, f"there must be {count} cards, not {len(cards)}")
    numbers = [card.get("number") for card in cards]
    _check(numbers == list(range(1, count + 1)), file, f"cards must be numbered 1 to {count} in order")


@lru_cache(maxsize=2)
def load_data(folder: Path = DATA_DIR) -> CompetitorsData:
    """Every card and table of the game, checked against the world map."""
    territories = load_world().territories

    cards = _read(folder, "territory_cards")["cards"]
    _numbered(cards, "territory_cards", len(territories))
    named = Counter(card.get("territory") for card in cards)
    _check(set(named) == set(territories), "territory_cards", "every territory needs exactly one card")
    _check(max(named.values()) == 1, "territory_cards", "a territory has two cards")

    headquarters = _read(folder, "headquarter_cards")["cards"]
    hq_names = {card.get("territory") for card in headquarters}
    board_hq = {name for name, t in territories.items() if t.headquarters}
    _check(
        len(headquarters) == len(hq_names) == 9 and hq_names == board_hq,
        "headquarter_cards",
        f"the 9 cards must be the map's headquarters states ({', '.join(sorted(board_hq))})",
    )

    contracts = _read(folder, "contract_cards")["cards"]
    _numbered(contracts, "contract_cards", 116)
    for card in contracts:
        where = f"contract {card['number']}"
        _check(card.get("kind") in CONTRACT_KINDS, "contract_cards", f"{where}: kind must be one of {CONTRACT_KINDS}")
        if card["kind"] == "special":
            _check(
                card.get("effect") in SPECIAL_EFFECTS,
                "contract_cards",
                f"{where}: unknown effect {card.get('effect')!r}",
            )
            _check(
                isinstance(card.get("attach"), bool), "contract_cards", f"{where}: say whether it attaches to a branch"
            )
            _check(bool(card.get("text")), "contract_cards", f"{where}: a special card needs its text")
            continue
        _check(
            bool(card.get("goods")) and bool(card.get("description")),
            "contract_cards",
            f"{where}: goods and description",
        )
        _check(
            card.get("vehicle") in (*VEHICLES, "any"), "contract_cards", f"{where}: vehicle must be any or {VEHICLES}"
        )
        _check(isinstance(card.get("turns"), int) and card["turns"] >= 1, "contract_cards", f"{where}: turns >= 1")
        _check(isinstance(card.get("reward"), int) and card["reward"] > 0, "contract_cards", f"{where}: a reward")

    customs = _read(folder, "customs_cards")["cards"]
    _numbered(customs, "customs_cards", CUSTOMS_CARDS)
    for card in customs:
        effects = CUSTOMS_EFFECTS.get(card.get("colour", ""), ())
        _check(card.get("effect") in effects, "customs_cards", f"card {card['number']}: {card.get('colour')} card "
               f"with effect {card.get('effect')!r}")  # fmt: skip
    colours = Counter(card["colour"] for card in customs)
    _check(set(colours) == set(CUSTOMS_EFFECTS), "customs_cards", "the deck needs green, yellow and red cards")

    natural = _read(folder, "natural_events")
    by_d6 = natural["continent_by_d6"]
    _check(sorted(by_d6) == sorted(CONTINENTS), "natural_events", "the 6-sided die must pick each continent once")
    for event in natural["events"]:
        where = f"d6 {event.get('d6')} d12 {event.get('d12')}"
        _check(event.get("continent") == by_d6[event["d6"] - 1], "natural_events", f"{where}: continent and die")
        for name in event.get("area", []):
            _check(name in territories, "natural_events", f"{where}: {name!r} is no territory")
            _check(territories[name].continent == event["continent"], "natural_events", f"{where}: {name!r} "
                   f"is not in {event['continent']}")  # fmt: skip
        _check(bool(event.get("area")), "natural_events", f"{where}: the event needs an area")
        _check(set(event.get("vehicles", [])) <= set(VEHICLES), "natural_events", f"{where}: unknown vehicle")
        _check(event.get("effect") in NATURAL_EFFECTS, "natural_events", f"{where}: unknown effect")
        _check(event.get("save") in range(1, 7), "natural_events", f"{where}: the saving number is a die face 1-6")
    rolls = {(e["d6"], e["d12"]) for e in natural["events"]}
    _check(rolls == {(a, b) for a in range(1, 7) for b in range(1, 13)}, "natural_events", "every d6 x d12 roll once")

    political = _read(folder, "political_events")["events"]
    for event in political:
        where = f"{event.get('continent')} d12 {event.get('d12')}"
        _check(event.get("continent") in CONTINENTS, "political_events", f"{where}: unknown continent")
        _check(event.get("effect") in POLITICAL_EFFECTS, "political_events", f"{where}: unknown effect")
    rolls = {(e["continent"], e["d12"]) for e in political}
    _check(
        rolls == {(c, d) for c in CONTINENTS for d in range(1, 13)}, "political_events", "every continent x d12 once"
    )

    points = _read(folder, "victory_points")
    _check(sorted(points["continents"]) == sorted(CONTINENTS), "victory_points", "rows and columns are the continents")
    table = {
        (sender, receiver): int(value)
        for sender, row in zip(points["continents"], points["table"], strict=True)
        for receiver, value in zip(points["continents"], row, strict=True)
    }

    rules = _read(folder, "rules")
    coins = sum(int(value) * count for value, count in rules["starting_coins"].items())
    _check(coins == rules["starting_money"], "rules", f"the starting coins add up to {coins}, not the starting money")
    return CompetitorsData(
        territory_cards=cards,
        headquarter_cards=headquarters,
        contract_cards=contracts,
        customs_cards=customs,
        natural_events=natural["events"],
        continent_by_d6=by_d6,
        political_events=political,
        victory_points=table,
        rules=rules,
    )
