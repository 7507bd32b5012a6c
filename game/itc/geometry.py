"""The ITC board in play: which fields are taken, where a card may go, full rows, hands, sales stones and
the grey market's control. The rules and the bots both read positions through these."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import NamedTuple

from game.itc.board import GREY, board, components
from game.itc.state import ItcState


def rule(name: str) -> int:
    return components().rules[name]


@cache
def widths() -> dict[str, int]:
    """Fields each card covers: 2 for a mega transport."""
    return {card: transport.cards for card, transport in components().transports.items()}


def width(card: str) -> int:
    return widths()[card]


def cells(state: ItcState, skip: str = "") -> set[tuple[str, int, int]]:
    """The occupied fields (route, row, column), leaving out card `skip`."""
    sizes = widths()
    taken = set()
    for card, (route, row, column, _) in state.positions.items():
        if card != skip:
            taken.add((route, row, column))
            if sizes[card] == 2:
                taken.add((route, row, column + 1))
    return taken


def free(taken: set[tuple[str, int, int]], route: str, row: int, column: int, size: int) -> bool:
    columns = board().routes[route].columns
    return column >= 0 and column + size <= columns and all((route, row, column + k) not in taken for k in range(size))


def on_route(state: ItcState, route: str, owner: int) -> int:
    """Cards of `owner` on a route (a mega transport counts two)."""
    return sum(width(card) for card, where in state.positions.items() if where.route == route and where.owner == owner)


def may_enter(state: ItcState, card: str, route: str, owner: int) -> bool:
    """The card's colours allow the route and the owner stays within 2 cards there."""
    return route in components().transports[card].routes and on_route(state, route, owner) + width(card) <= rule(
        "per_route"
    )


def steps_up(state: ItcState, card: str) -> list[tuple[int, int]]:
    """The fields one row up a card may move to: straight, then diagonally left and right, within its route."""
    route, row, column, _ = state.positions[card]
    if row + 1 >= board().routes[route].rows:
        return []
    taken = cells(state, card)
    return [(row + 1, c) for c in (column, column - 1, column + 1) if free(taken, route, row + 1, c, width(card))]


def at_top(state: ItcState, card: str) -> bool:
    where = state.positions[card]
    return bool(where.row == board().routes[where.route].rows - 1)


def can_move(state: ItcState, card: str) -> bool:
    """The card could move: a free field up, or out of the route from the top row."""
    return at_top(state, card) or bool(steps_up(state, card))


def full_row(state: ItcState, route: str, row: int, taken: set[tuple[str, int, int]] | None = None) -> bool:
    taken = cells(state) if taken is None else taken
    return all((route, row, c) in taken for c in range(board().routes[route].columns))


def cards_in_row(state: ItcState, route: str, row: int, owner: int) -> list[str]:
    return sorted(
        card for card, where in state.positions.items() if (where.route, where.row, where.owner) == (route, row, owner)
    )


def hand_size(state: ItcState, seat: int) -> int:
    """Cards in hand (transport and action); a mega transport is two cards."""
    transports = components().transports
    return sum(transports[c].cards if c in transports else 1 for c in state.transports[seat]) + len(state.actions[seat])


def stones_left(state: ItcState, seat: int) -> int:
    return rule("stones") - sum(counts[seat] for counts in state.stones.values())


def may_place_stone(state: ItcState, where: str, seat: int) -> bool:
    """A stone in reserve, and nobody leads another there by more than 3 afterwards."""
    counts = state.stones[where]
    mine = counts[seat] + 1
    return stones_left(state, seat) > 0 and all(
        mine - counts[o] <= rule("max_lead") for o in range(state.players) if o != seat
    )


def leads(state: ItcState, where: str, seat: int) -> bool:
    """At least one sales stone there and nobody with more: may sell there."""
    counts = state.stones[where]
    return counts[seat] > 0 and counts[seat] == max(counts)


def controller(state: ItcState) -> int | None:
    """Who controls the grey market: the one seat with the most stones there, nobody on a tie."""
    counts = state.stones[GREY]
    best = max(counts)
    return counts.index(best) if best and counts.count(best) == 1 else None


def room(state: ItcState, where: str, colour: str) -> int:
    return board().continents[where].get(colour, 0) - state.goods[where][colour]


def arriving_goods(state: ItcState) -> list[str]:
    """The goods of the arriving transport the mafia left (a robbed card loses its circled good)."""
    card, _, robbed = state.arriving
    goods: list[str] = []
    for part, stolen in zip(components().transports[card].parts, robbed, strict=True):
        lying = list(part.goods)
        if stolen:
            lying.remove(part.circled)
        goods += lying
    return goods


class Unloading(NamedTuple):
    """What unloading the arriving transport in a place does: the goods that go onto its fields, those that go to
    the grey market (without room, given up, or all of them there), and the profit the owner earns."""

    placed: list[str]
    lost: list[str]
    profit: int


def unloading(state: ItcState, where: str, give_up: str = "") -> Unloading:
    """The arriving transport unloaded in `where` (GREY: given up whole), `give_up` goods left on purpose: the
    printed profit (the robbed one for a robbed card) less the transport value of every good lost."""
    card, route, robbed = state.arriving
    transport = components().transports[card]
    free = {colour: room(state, where, colour) for colour in components().goods} if where != GREY else {}
    placed: list[str] = []
    lost: list[str] = []
    for colour in arriving_goods(state):
        if colour != give_up and free.get(colour, 0) > 0:
            free[colour] -= 1
            placed.append(colour)
        else:
            lost.append(colour)
    printed = sum(part.profits[route][1 if stolen else 0] for part, stolen in zip(transport.parts, robbed, strict=True))
    return Unloading(placed, lost, max(0, printed - sum(components().goods[colour][0] for colour in lost)))


def free_to_sell(state: ItcState, where: str, colour: str, seat: int) -> int:
    """Goods of a colour the seat may sell there: in the grey market not those of its own lost transports."""
    banned = state.banned[seat].get(colour, 0) if where == GREY else 0
    return state.goods[where][colour] - banned


def total(values: Iterable[int]) -> int:
    return sum(values)
