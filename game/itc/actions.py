"""ITC's actions: what a player does, as small values that say what they do (`label`).

Names from the data and the board are terms the table translates: goods colours in the context "good",
routes in "route", dice in "die", action cards by their title in "card", continents as places.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.messages import Items, Message, Money, Term, Verbatim, msg, place
from game.core.protocol import Action
from game.itc.board import GREY, components


def place_name(where: str) -> Message | Term:
    """A continent, or the grey market."""
    return msg("the grey market") if where == GREY else place(where)


def good_name(colour: str) -> Term:
    return Term(colour, "good")


def route_name(route: str) -> Term:
    return Term(route, "route")


def die_name(die: str) -> Term:
    return Term(die, "die")


def card_title(kind: str) -> Term:
    return Term(components().actions[kind].title, "card")


def transport_name(card: str) -> Message:
    """A transport card as its face reads: its number, index (a neutral one: its destination) and goods
    ("T07 (115: yellow, red, white)")."""
    transport = components().transports[card]
    goods = Items(tuple(good_name(g) for g in transport.goods()))
    if transport.neutral:
        return msg("{card} (to {place}: {goods})", card=Verbatim(card), place=place(transport.destination), goods=goods)
    return msg("{card} ({index}: {goods})", card=Verbatim(card), index=transport.index(), goods=goods)


@dataclass(frozen=True)
class PlaceStone(Action):
    """Set-up: a sales stone in a continent."""

    where: str

    def label(self) -> Message:
        return msg("Place a sales stone in {place}", place=place_name(self.where))

    def drag(self) -> tuple[str, str]:
        return "stones", f"place:{self.where}"


@dataclass(frozen=True)
class ChooseDice(Action):
    first: str
    second: str

    def label(self) -> Message:
        return msg("Roll the {first} and the {second} die", first=die_name(self.first), second=die_name(self.second))

    def drag(self) -> tuple[str, str]:
        return f"die:{self.first}", f"die:{self.second}"


@dataclass(frozen=True)
class DrawTransport(Action):
    def label(self) -> Message:
        return msg("Draw a transport card (a point of the red die)")

    def drag(self) -> tuple[str, str]:
        return "deck", "hand"


@dataclass(frozen=True)
class Place(Action):
    card: str
    route: str
    column: int

    def label(self) -> Message:
        return msg(
            "Place {card} on the {route}, column {column}",
            card=transport_name(self.card),
            route=route_name(self.route),
            column=self.column + 1,
        )

    def drag(self) -> tuple[str, str]:
        return f"hand:{self.card}", f"field:{self.route}:0:{self.column}"


@dataclass(frozen=True)
class Move(Action):
    """A card on the board one row up, straight or diagonally, within its route."""

    card: str
    route: str
    row: int
    column: int

    def label(self) -> Message:
        return msg(
            "Move {card} up to row {row}, column {column}",
            card=transport_name(self.card),
            row=self.row + 1,
            column=self.column + 1,
        )

    def drag(self) -> tuple[str, str]:
        return f"card:{self.card}", f"field:{self.route}:{self.row}:{self.column}"


@dataclass(frozen=True)
class Leave(Action):
    """A card on the top row leaves its route: it arrives."""

    card: str
    route: str

    def label(self) -> Message:
        return msg(
            "{card} leaves the {route} and arrives", card=transport_name(self.card), route=route_name(self.route)
        )

    def drag(self) -> tuple[str, str]:
        return f"card:{self.card}", f"exit:{self.route}"


@dataclass(frozen=True)
class Deliver(Action):
    """Where an arrived transport is unloaded; `give_up` is a goods colour left to the grey market on purpose."""

    card: str
    where: str
    give_up: str = ""

    def label(self) -> Message:
        if self.where == GREY:
            return msg("Give all of {card} up to the grey market", card=transport_name(self.card))
        if self.give_up:
            return msg(
                "Unload {card} in {place}, giving up its {good} goods to the grey market",
                card=transport_name(self.card),
                place=place_name(self.where),
                good=good_name(self.give_up),
            )
        return msg("Unload {card} in {place}", card=transport_name(self.card), place=place_name(self.where))

    def drag(self) -> tuple[str, str] | None:
        if self.give_up:
            return None  # the drag unloads everything; giving up goods is a button
        return f"arrival:{self.card}", f"place:{self.where}"


@dataclass(frozen=True)
class Sell(Action):
    where: str
    colour: str

    def label(self) -> Message:
        return msg(
            "Sell a {good} good in {place} for {amount}",
            good=good_name(self.colour),
            place=place_name(self.where),
            amount=Money(components().goods[self.colour][1]),
        )

    def drag(self) -> tuple[str, str]:
        return f"good:{self.where}:{self.colour}", "bank"


@dataclass(frozen=True)
class BuyStone(Action):
    where: str

    def label(self) -> Message:
        return msg(
            "Place a new sales stone in {place} ({count} green points)",
            place=place_name(self.where),
            count=components().rules["stone_cost"],
        )

    def drag(self) -> tuple[str, str]:
        return "stones", f"place:{self.where}"


@dataclass(frozen=True)
class PlayCard(Action):
    """An action card from the hand; `target` is a continent (Branch office) or a card on the board (Strike)."""

    kind: str
    target: str = ""

    def label(self) -> Message:
        if not self.target:
            return msg("Play {card}", card=card_title(self.kind))
        if self.target in components().transports:
            return msg("Play {card} on {target}", card=card_title(self.kind), target=transport_name(self.target))
        return msg("Play {card} in {place}", card=card_title(self.kind), place=place_name(self.target))

    def drag(self) -> tuple[str, str]:
        if not self.target:
            return f"action:{self.kind}", "play"
        if self.target in components().transports:
            return f"action:{self.kind}", f"card:{self.target}"
        return f"action:{self.kind}", f"place:{self.target}"


@dataclass(frozen=True)
class EndTurn(Action):
    def label(self) -> Message:
        return msg("End your turn")


@dataclass(frozen=True)
class Discard(Action):
    """Over the hand limit at the end of the turn: a transport card, or an action card of a kind."""

    card: str

    def label(self) -> Message:
        if self.card in components().transports:
            return msg("Discard {card}", card=transport_name(self.card))
        return msg("Discard {card}", card=card_title(self.card))

    def drag(self) -> tuple[str, str]:
        if self.card in components().transports:
            return f"hand:{self.card}", "discard"
        return f"action:{self.card}", "discard"


CLOSING_KINDS: frozenset[type[Action]] = frozenset({EndTurn})
"""The moves that end a step or a turn: the move list shows them first (`Game.closing_kinds`)."""
MOVE_KINDS: dict[type[Action], Message] = {
    PlaceStone: msg("Place a sales stone"),
    ChooseDice: msg("Choose the dice"),
    Place: msg("Place a transport"),
    Move: msg("Move a transport"),
    Leave: msg("Let a transport arrive"),
    Deliver: msg("Unload a transport"),
    Sell: msg("Sell a good"),
    BuyStone: msg("Buy a sales stone"),
    PlayCard: msg("Play an action card"),
    Discard: msg("Discard a card"),
}
"""What the move list calls the kinds of move it folds when they are too many to list (`Game.move_kinds`)."""
