"""What a Narco Empire position is worth to a player, in millions: the game's evaluation."""

from __future__ import annotations

from game.narco_empire.cards import card
from game.narco_empire.state import NarcoState, capacity, production

STORAGE_CUBE = 0.8
"""A consignment in storage is one delivery from a million."""
LABORATORY_CUBE = 0.55
"""A consignment in the laboratory that a shipment and a half can move (kept to that, two players' labs and
storages leave the supply of 50 something to produce from)."""
IDLE_LABORATORY_CUBE = -0.05
"""One beyond that: it waits many turns to be shipped, and a cube kept from the supply keeps everyone from
producing it (the supply runs dry when laboratories hoard)."""
CROP = 1.2
HITMAN = 0.9
CARTEL_CARD = 0.7
ACTIVITY = 0.6
NETWORK_UNIT = 0.15
"""Per consignment of production or capacity above the set-up cards: a better network earns for the rest of the game."""


def laboratory_worth(cubes: int, shipment: int) -> float:
    """What a laboratory's stock is worth to its player, who ships at most `shipment` at a time (what the
    transport carries and the storage holds): the consignments a shipment and a half move, less a little for
    the rest.

    >>> round(laboratory_worth(30, 5), 2)
    2.7
    """
    shippable = min(cubes, 3 * shipment // 2)
    return LABORATORY_CUBE * shippable + IDLE_LABORATORY_CUBE * (cubes - shippable)


def worth(state: NarcoState, seat: int) -> float:
    player = state.players[seat]
    late = 0.4 if state.round == 2 and len(state.deck) < 15 else 1.0
    """Near the end, what is not money yet counts for less."""
    value = float(player.money)
    laboratory = laboratory_worth(player.laboratory_cubes, min(card(player.transport).capacity, capacity(player)))
    value += STORAGE_CUBE * player.storage_cubes + late * laboratory
    value += late * (
        CROP * player.crops + NETWORK_UNIT * (production(player) + capacity(player) + card(player.transport).capacity)
    )
    value += HITMAN * player.hitmen + CARTEL_CARD * len(player.cartel) + 0.3 * player.workers
    if state.turn == seat:
        value += ACTIVITY * state.activities + sum(state.deliveries.values())
    return value


def evaluate(state: NarcoState, seat: int) -> float:
    """A seat's worth less its strongest rival's."""
    return worth(state, seat) - max(worth(state, s) for s in range(state.players_count) if s != seat)
