"""Competitors' closed sets: phases, the questions asked out of turn, vehicles, the kinds and effects of
its cards and events, what lies drawn on the table, and the things a trade or a drag names.

Each value is the string the data files, saves and snapshots always held, so a StrEnum changes no checksum.
"""

from enum import StrEnum


class Phase(StrEnum):
    HEADQUARTERS = "headquarters"
    """Set-up: each company chooses its headquarters."""
    ACTIONS = "actions"
    MOVING = "moving"
    """A movement turn under way (a vehicle moved empty, or a delivery's turn)."""
    OVER = "over"


class DecisionKind(StrEnum):
    COMPOSE = "compose"
    """The proposer of a trade puts the offer together."""
    TRADE = "trade"
    """A company offered a trade accepts or declines it."""
    AUCTION = "auction"
    """A company bids, or passes, in an auction."""
    OPEN = "open"
    """At an opening point (after an action or a movement turn, no other decision pending), a company may open an
    offer or an auction out of its round, or let the moment pass (the rulebook's "at any time")."""
    PLACE = "place"
    """A company that got a vehicle in a trade or an auction brings it to one of its bases, or leaves it where it
    stands (the decision's subject is the vehicle's id)."""


class VehicleKind(StrEnum):
    TRUCK = "truck"
    SHIP = "ship"
    AIRCRAFT = "aircraft"


class Border(StrEnum):
    """What divides two neighbouring territories: a regional border is crossed freely, a customs one draws
    a customs card."""

    REGIONAL = "regional"
    CUSTOMS = "customs"


class ContractKind(StrEnum):
    NORMAL = "normal"
    SPECIAL = "special"
    ILLEGAL = "illegal"


class SpecialEffect(StrEnum):
    """What a special contract card does."""

    TRANSIT_FEE = "transit_fee"
    SKIP_CUSTOMS = "skip_customs"
    FUEL_DISCOUNT = "fuel_discount"
    EXTRA_MOVEMENT = "extra_movement"
    SAFE_STORAGE = "safe_storage"
    LOSE_TURN = "lose_turn"
    EXTRA_CUSTOMS = "extra_customs"
    REMOVE_ATTACHMENT = "remove_attachment"
    INSURANCE = "insurance"
    EXTRA_TURN = "extra_turn"
    DRAW_CONTRACTS = "draw_contracts"


class CustomsEffect(StrEnum):
    """What a customs card does: green cards help, yellow ones delay, red ones stop."""

    PASS = "pass"
    EXTRA_MOVEMENT = "extra_movement"
    COLLECT = "collect"
    SKIP_CUSTOMS = "skip_customs"
    PAY = "pay"
    LOSE_MOVEMENT = "lose_movement"
    INSPECT = "inspect"
    END_TURN = "end_turn"
    SEIZE_ILLEGAL = "seize_illegal"
    FAIL_DELIVERY = "fail_delivery"
    PAY_AND_END_TURN = "pay_and_end_turn"


class NaturalEffect(StrEnum):
    """What a meteorological-natural-human event does to the vehicles in its area."""

    HIT = "hit"
    CLOSED = "closed"
    SLOW = "slow"


class PoliticalEffect(StrEnum):
    """What a political-social event does to the company that met it."""

    NONE = "none"
    PAY = "pay"
    COLLECT = "collect"
    LOSE_MOVEMENT = "lose_movement"
    EXTRA_MOVEMENT = "extra_movement"
    LOSE_TURN = "lose_turn"
    END_TURN = "end_turn"
    SEIZE_GOODS = "seize_goods"
    SEIZE_VEHICLE = "seize_vehicle"


class DrawnKind(StrEnum):
    """What lies drawn or rolled on the table (`Drawn`)."""

    CUSTOMS = "customs"
    """A customs card (values: its number)."""
    WEATHER = "weather"
    """The dice of a meteorological-natural-human event (the d6 and the d12)."""
    SAVE = "save"
    """A vehicle's d6 against the danger."""
    RED_FLAG = "red_flag"
    """The d12 of a political-social event."""


class Thing(StrEnum):
    """The kinds of thing a trade offers or a drag names, each "kind:...": cards, vehicles (by their kind),
    branches, passages, and a move's target."""

    TERRITORY = "territory"
    CONTRACT = "contract"
    TRUCK = "truck"
    SHIP = "ship"
    AIRCRAFT = "aircraft"
    BRANCH = "branch"
    PASSAGE = "passage"
    VEHICLE = "vehicle"
    SEAT = "seat"
    ATTACHED = "attached"


VEHICLE_THINGS = (Thing.TRUCK, Thing.SHIP, Thing.AIRCRAFT)
"""A vehicle in a trade is named by its kind."""
