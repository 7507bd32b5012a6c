"""Narco Empire's components, read from data.json: the Narcos deck, the network cards, the cartel cards."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.core.messages import Message, Money, Term, msg, msgn
from game.narco_empire.kinds import CardKind, CartelEffect, CartelTiming

DATA = Path(__file__).resolve().parent / "data.json"
NETWORK = (CardKind.LABORATORY, CardKind.TRANSPORT, CardKind.STORAGE)
"""The network cards a player may replace by buying a card of the same kind."""
HITMAN_TARGETS = (CardKind.PRESS, CardKind.POLICE, CardKind.MILITARY)
"""Cards a hitman (or a bribe) can eliminate as they appear."""


@dataclass(frozen=True)
class Card:
    """A Narcos card or a set-up network card; `id` is its type and copy number ("boat-2")."""

    id: str
    type: str
    name: str
    kind: CardKind
    round: int = 1
    pistols: int = 0
    sirens: int = 0
    price: int = 0
    capacity: int = 0
    production: tuple[int, ...] = ()
    vehicle: str = ""
    """truck, boat or plane: the city tokens "boat" and "plane" reward selling with one."""
    city: str = ""
    follows: str = ""

    @property
    def title(self) -> Term:
        return Term(self.name, "card")


@dataclass(frozen=True)
class CartelCard:
    id: str
    type: str
    name: str
    when: CartelTiming
    hitmen: int
    money: int
    effect: CartelEffect
    amount: int

    @property
    def title(self) -> Term:
        return Term(self.name, "cartel")


@dataclass(frozen=True)
class Components:
    setup: dict[str, Any]
    supply: dict[str, int]
    limits: dict[str, int]
    crop_prices: dict[int, int]
    cards: dict[str, Card]
    """Every card by id: the 68 Narcos cards and the set-up network cards (whose id is their type)."""
    deck: tuple[str, ...]
    """The 68 Narcos cards, in data order."""
    cartel: dict[str, CartelCard]
    cities: tuple[str, ...]
    city_tokens: tuple[str, ...]
    city_token_names: dict[str, str]


def _card(entry: dict[str, Any], card_id: str) -> Card:
    fields: dict[str, Any] = {k: (tuple(v) if isinstance(v, list) else v) for k, v in entry.items() if k != "count"}
    return Card(id=card_id, **(fields | {"kind": CardKind(entry["kind"])}))


@cache
def components() -> Components:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    cards = {entry["type"]: _card(entry, entry["type"]) for entry in data["network_cards"]}
    deck = []
    for entry in data["narcos"]:
        for copy in range(1, entry["count"] + 1):
            card_id = f"{entry['type']}-{copy}"
            cards[card_id] = _card(entry, card_id)
            deck.append(card_id)
    cartel = {}
    for entry in data["cartel"]:
        for copy in range(1, entry["count"] + 1):
            card_id = f"{entry['type']}-{copy}"
            fields = {k: v for k, v in entry.items() if k != "count"}
            kinds = {"when": CartelTiming(entry["when"]), "effect": CartelEffect(entry["effect"])}
            cartel[card_id] = CartelCard(card_id, **(fields | kinds))
    crop_prices = {int(k): v for k, v in data["crop_prices"].items()}
    return Components(
        data["setup"],
        data["supply"],
        data["limits"],
        crop_prices,
        cards,
        tuple(deck),
        cartel,
        tuple(data["cities"]),
        tuple(data["city_tokens"]),
        data["city_token_names"],
    )


def card(card_id: str) -> Card:
    return components().cards[card_id]


def cartel_card(card_id: str) -> CartelCard:
    return components().cartel[card_id]


def cartel_effect(c: CartelCard) -> Message:
    """What a cartel card does, and when if not in the player's own management, with its cost: what the table writes
    on the card."""
    match c.effect:
        case CartelEffect.BURN_CROP:
            what = msgn("Burn {count} crop of a rival", "Burn {count} crops of a rival", count=c.amount)
        case CartelEffect.STEAL_MERCHANDISE:
            what = msgn(
                "Take {count} merchandise from a rival's lab",
                "Take up to {count} merchandise from a rival's lab",
                count=c.amount,
            )
        case CartelEffect.EXTORT:
            what = msg("Take up to {amount} from a rival", amount=Money(c.amount, "million"))
        case CartelEffect.LAUNDER:
            what = msg("Earn {amount}", amount=Money(c.amount, "million"))
        case CartelEffect.ROB_COMPOUND:
            what = msg("Take the police compound's merchandise and money")
        case CartelEffect.BRIBE:
            what = msg("When danger shows: send the threatening card away")
        case CartelEffect.PEEK:
            what = msg("Before you draw: look at the next card")
        case CartelEffect.FORCE_DRAW:
            what = msg("When a rival stops: they draw one more card")
        case CartelEffect.AMBUSH:
            what = msgn(
                "When a rival sells: take {count} merchandise of the delivery",
                "When a rival sells: take up to {count} merchandise of the delivery",
                count=c.amount,
            )
    cost = msgn("{count} hitman", "{count} hitmen", count=c.hitmen) if c.hitmen else Money(c.money, "million")
    return msg("{effect} ({cost})", effect=what, cost=cost)


def city_name(city: str) -> Term:
    return Term(city, "place")


def token_name(token: str) -> Term:
    return Term(components().city_token_names[token], "city token")
