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

from game.competitors.kinds import (
    ContractKind,
    CustomsEffect,
    NaturalEffect,
    PoliticalEffect,
    SpecialEffect,
    VehicleKind,
)
from game.competitors.world import CONTINENTS, load_world
from game.core.messages import Items, Message, Money, Verbatim, msg, msgn, place
from game.core.protocol import ManifestError

DATA_DIR = Path(__file__).resolve().parent / "data"
VEHICLES = tuple(VehicleKind)
CONTRACT_KINDS = tuple(ContractKind)
TOKEN_KEYS = {VehicleKind.TRUCK: "trucks", VehicleKind.SHIP: "ships", VehicleKind.AIRCRAFT: "aircraft"}
"""Each kind of vehicle's key in the rules' token limits and starting equipment."""
SPECIAL_EFFECTS = tuple(SpecialEffect)
CUSTOMS_EFFECTS = {
    "green": (CustomsEffect.PASS, CustomsEffect.EXTRA_MOVEMENT, CustomsEffect.COLLECT, CustomsEffect.SKIP_CUSTOMS),
    "yellow": (CustomsEffect.PAY, CustomsEffect.LOSE_MOVEMENT, CustomsEffect.INSPECT),
    "red": (
        CustomsEffect.END_TURN,
        CustomsEffect.SEIZE_ILLEGAL,
        CustomsEffect.FAIL_DELIVERY,
        CustomsEffect.PAY_AND_END_TURN,
    ),
}
CUSTOMS_CARDS = 35
HEADQUARTERS_STATES = 9
"""The rulebook's "Headquarter among the 9 available"."""
NATURAL_EFFECTS = tuple(NaturalEffect)
POLITICAL_EFFECTS = tuple(PoliticalEffect)

Entry = dict[str, Any]


class DataError(ManifestError):
    """A card or table file that cannot be used; the message says which file and entry."""


def data_problem(file: str, problem: Message) -> DataError:
    """DataError "FILE: PROBLEM", the one form every check of the data files uses."""
    return DataError(msg("{file}: {problem}", file=Verbatim(file), problem=problem))


@dataclass(frozen=True)
class TerritoryCard:
    number: int
    territory: str


@dataclass(frozen=True)
class HeadquarterCard:
    territory: str
    city: str
    flag: tuple[str, ...]
    """The flag's colours, "#rrggbb"."""


@dataclass(frozen=True)
class ContractCard:
    """A delivery of goods (normal or illegal) by a vehicle within some movement turns for a reward, or a
    special card with an effect; each kind fills only its own fields."""

    number: int
    kind: ContractKind
    goods: str = ""
    description: str = ""
    vehicle: VehicleKind | None = None
    """The vehicle a delivery must start on; None: any."""
    turns: int = 0
    reward: int = 0
    title: str = ""
    effect: SpecialEffect | None = None
    attach: bool = False
    """A special card that stays attached to a base (headquarters or branch)."""
    text: str = ""
    amount: int = 0
    count: int = 0
    points: int = 0

    def carried_by(self, vehicle: VehicleKind) -> bool:
        return self.vehicle is None or self.vehicle == vehicle


@dataclass(frozen=True)
class CustomsCard:
    number: int
    colour: str
    title: str
    effect: CustomsEffect
    text: str
    amount: int = 0
    points: int = 0
    fine: int = 0


@dataclass(frozen=True)
class NaturalEvent:
    """A meteorological-natural-human event, by the roll of the 6-sided and the 12-sided die."""

    d6: int
    d12: int
    continent: str
    event: str
    area: tuple[str, ...]
    vehicles: tuple[VehicleKind, ...]
    """The kinds of vehicle it strikes."""
    save: int
    """A vehicle struck rolls the 6-sided die: below this it is safe."""
    effect: NaturalEffect
    text: str


@dataclass(frozen=True)
class PoliticalEvent:
    """A political-social event, by continent and the roll of the 12-sided die."""

    continent: str
    d12: int
    event: str
    effect: PoliticalEffect
    text: str
    amount: int = 0
    points: int = 0
    turns: int = 0
    trucks: bool = False
    """The event refers specifically to a truck (a roadblock, an escort on the road): a truck on board a ship
    or an aircraft is safe from it, and it does nothing to a ship or an aircraft."""


@dataclass(frozen=True)
class CompetitorsData:
    territory_cards: list[TerritoryCard]
    headquarter_cards: list[HeadquarterCard]
    contract_cards: list[ContractCard]
    customs_cards: list[CustomsCard]
    natural_events: list[NaturalEvent]
    continent_by_d6: list[str]
    political_events: list[PoliticalEvent]
    victory_points: dict[tuple[str, str], int]
    rules: Entry
    """Prices, starting money and equipment, limits: tables of numbers by name."""

    def natural_event(self, d6: int, d12: int) -> NaturalEvent:
        return next(e for e in self.natural_events if e.d6 == d6 and e.d12 == d12)

    def political_event(self, continent: str, d12: int) -> PoliticalEvent:
        return next(e for e in self.political_events if e.continent == continent and e.d12 == d12)


def _read(folder: Path, name: str) -> Any:
    path = folder / f"{name}.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise data_problem(path.name, msg("not readable JSON ({detail})", detail=Verbatim(str(error)))) from None


def _check(condition: bool, file: str, problem: Message, where: Message | None = None) -> None:
    """Refuses `file` unless `condition` holds; `where` names the entry at fault."""
    if not condition:
        raise data_problem(
            f"{file}.json", msg("{where}: {problem}", where=where, problem=problem) if where else problem
        )


def _value(entry: Entry, key: str) -> Verbatim:
    """What an entry of a file says under `key`, quoted as it is in a refusal."""
    return Verbatim(str(entry.get(key)))


def choices(values: tuple[str, ...]) -> Items:
    """The values a field of a file may take, quoted as they are written there."""
    return Items(tuple(Verbatim(value) for value in values))


def _numbered(cards: list[Entry], file: str, count: int) -> None:
    _check(
        len(cards) == count,
        file,
        msgn(
            "there must be {count} card, not {found}",
            "there must be {count} cards, not {found}",
            count=count,
            found=len(cards),
        ),
    )
    numbers = [card.get("number") for card in cards]
    _check(numbers == list(range(1, count + 1)), file, msg("cards must be numbered 1 to {count} in order", count=count))


@lru_cache(maxsize=2)
def load_data(folder: Path = DATA_DIR) -> CompetitorsData:
    """Every card and table of the game, checked against the world map."""
    territories = load_world().territories

    cards = _read(folder, "territory_cards")["cards"]
    _numbered(cards, "territory_cards", len(territories))
    named = Counter(card.get("territory") for card in cards)
    _check(set(named) == set(territories), "territory_cards", msg("every territory needs exactly one card"))
    _check(max(named.values()) == 1, "territory_cards", msg("a territory has two cards"))

    headquarters = _read(folder, "headquarter_cards")["cards"]
    hq_names = {card.get("territory") for card in headquarters}
    board_hq = {name for name, t in territories.items() if t.headquarters}
    _check(
        len(headquarters) == len(hq_names) == HEADQUARTERS_STATES and hq_names == board_hq,
        "headquarter_cards",
        msgn(
            "the {count} card must be the map's headquarters state ({states})",
            "the {count} cards must be the map's headquarters states ({states})",
            count=HEADQUARTERS_STATES,
            states=Items(tuple(place(name) for name in sorted(board_hq))),
        ),
    )

    contracts = _read(folder, "contract_cards")["cards"]
    _numbered(contracts, "contract_cards", 116)
    for card in contracts:
        where = msg("contract {number}", number=card["number"])
        file = "contract_cards"
        kinds = choices(CONTRACT_KINDS)
        _check(card.get("kind") in CONTRACT_KINDS, file, msg("kind must be one of {kinds}", kinds=kinds), where)
        if card["kind"] == "special":
            _check(
                card.get("effect") in SPECIAL_EFFECTS,
                file,
                msg("unknown effect '{effect}'", effect=_value(card, "effect")),
                where,
            )
            _check(isinstance(card.get("attach"), bool), file, msg("say whether it attaches to a branch"), where)
            _check(bool(card.get("text")), file, msg("a special card needs its text"), where)
            continue
        _check(
            bool(card.get("goods")) and bool(card.get("description")),
            file,
            msg("it needs goods and a description"),
            where,
        )
        _check(
            card.get("vehicle") in (*VEHICLES, "any"),
            file,
            msg("vehicle must be one of {vehicles}", vehicles=choices((*VEHICLES, "any"))),
            where,
        )
        _check(isinstance(card.get("turns"), int) and card["turns"] >= 1, file, msg("turns must be 1 or more"), where)
        _check(
            isinstance(card.get("reward"), int) and card["reward"] > 0, file, msg("the reward must be above 0"), where
        )

    customs = _read(folder, "customs_cards")["cards"]
    _numbered(customs, "customs_cards", CUSTOMS_CARDS)
    for card in customs:
        effects = CUSTOMS_EFFECTS.get(card.get("colour", ""), ())
        _check(
            card.get("effect") in effects,
            "customs_cards",
            msg("{colour} card with effect '{effect}'", colour=_value(card, "colour"), effect=_value(card, "effect")),
            msg("card {number}", number=card["number"]),
        )
    colours = Counter(card["colour"] for card in customs)
    _check(
        set(colours) == set(CUSTOMS_EFFECTS),
        "customs_cards",
        msg("the deck needs cards of the colours {colours}", colours=choices(tuple(CUSTOMS_EFFECTS))),
    )

    natural = _read(folder, "natural_events")
    by_d6 = natural["continent_by_d6"]
    _check(sorted(by_d6) == sorted(CONTINENTS), "natural_events", msg("the 6-sided die must pick each continent once"))
    for event in natural["events"]:
        where = msg("d6 {d6} d12 {d12}", d6=_value(event, "d6"), d12=_value(event, "d12"))
        file = "natural_events"
        _check(event.get("continent") == by_d6[event["d6"] - 1], file, msg("the continent is not the die's"), where)
        for name in event.get("area", []):
            _check(name in territories, file, msg("'{name}' is no territory", name=Verbatim(name)), where)
            _check(
                territories[name].continent == event["continent"],
                file,
                msg("'{name}' is not in {continent}", name=Verbatim(name), continent=_value(event, "continent")),
                where,
            )
        _check(bool(event.get("area")), file, msg("the event needs an area"), where)
        _check(set(event.get("vehicles", [])) <= set(VEHICLES), file, msg("unknown vehicle"), where)
        _check(event.get("effect") in NATURAL_EFFECTS, file, msg("unknown effect"), where)
        _check(event.get("save") in range(1, 7), file, msg("the saving number must be a die face, 1 to 6"), where)
    rolls = {(e["d6"], e["d12"]) for e in natural["events"]}
    _check(
        rolls == {(a, b) for a in range(1, 7) for b in range(1, 13)},
        "natural_events",
        msg("every roll of the 6-sided and the 12-sided die needs one event"),
    )

    political = _read(folder, "political_events")["events"]
    for event in political:
        where = msg("{continent} d12 {d12}", continent=_value(event, "continent"), d12=_value(event, "d12"))
        _check(event.get("continent") in CONTINENTS, "political_events", msg("unknown continent"), where)
        _check(event.get("effect") in POLITICAL_EFFECTS, "political_events", msg("unknown effect"), where)
    rolls = {(e["continent"], e["d12"]) for e in political}
    _check(
        rolls == {(c, d) for c in CONTINENTS for d in range(1, 13)},
        "political_events",
        msg("every continent and roll of the 12-sided die needs one event"),
    )

    points = _read(folder, "victory_points")
    _check(
        sorted(points["continents"]) == sorted(CONTINENTS),
        "victory_points",
        msg("the rows and columns must be the continents"),
    )
    table = {
        (sender, receiver): int(value)
        for sender, row in zip(points["continents"], points["table"], strict=True)
        for receiver, value in zip(points["continents"], row, strict=True)
    }

    rules = _read(folder, "rules")
    coins = sum(int(value) * count for value, count in rules["starting_coins"].items())
    _check(
        coins == rules["starting_money"],
        "rules",
        msg("the starting coins add up to {coins}, not the starting money", coins=Money(coins)),
    )
    return CompetitorsData(
        territory_cards=[TerritoryCard(card["number"], card["territory"]) for card in cards],
        headquarter_cards=[
            HeadquarterCard(card["territory"], card["city"], tuple(card["flag"])) for card in headquarters
        ],
        contract_cards=[_contract_card(card) for card in contracts],
        customs_cards=[
            CustomsCard(
                card["number"],
                card["colour"],
                card["title"],
                CustomsEffect(card["effect"]),
                card["text"],
                card.get("amount", 0),
                card.get("points", 0),
                card.get("fine", 0),
            )
            for card in customs
        ],
        natural_events=[
            NaturalEvent(
                event["d6"],
                event["d12"],
                event["continent"],
                event["event"],
                tuple(event["area"]),
                tuple(map(VehicleKind, event["vehicles"])),
                event["save"],
                NaturalEffect(event["effect"]),
                event["text"],
            )
            for event in natural["events"]
        ],
        continent_by_d6=by_d6,
        political_events=[
            PoliticalEvent(
                event["continent"],
                event["d12"],
                event["event"],
                PoliticalEffect(event["effect"]),
                event["text"],
                event.get("amount", 0),
                event.get("points", 0),
                event.get("turns", 0),
                bool(event.get("trucks", False)),
            )
            for event in political
        ],
        victory_points=table,
        rules=rules,
    )


def _contract_card(card: Entry) -> ContractCard:
    """A contract card of the file, checked: each kind has its own fields."""
    if card["kind"] == ContractKind.SPECIAL:
        return ContractCard(
            card["number"],
            ContractKind.SPECIAL,
            title=card["title"],
            effect=SpecialEffect(card["effect"]),
            attach=card["attach"],
            text=card["text"],
            turns=card.get("turns", 0),
            amount=card.get("amount", 0),
            count=card.get("count", 0),
            points=card.get("points", 0),
        )
    return ContractCard(
        card["number"],
        ContractKind(card["kind"]),
        goods=card["goods"],
        description=card["description"],
        vehicle=None if card["vehicle"] == "any" else VehicleKind(card["vehicle"]),
        turns=card["turns"],
        reward=card["reward"],
    )
