"""Narco Empire's closed sets: its phases, the questions asked out of turn, card kinds, cartel cards'
effects and timings, and the things on the table.

Each value is the string data.json, saves and snapshots always held, so a StrEnum changes no checksum.
"""

from enum import StrEnum


class Phase(StrEnum):
    START = "start"
    """The turn player decides whether to play the last cards of round 1 or start round 2."""
    DRAW = "draw"
    """Actions phase: draw a card or stop."""
    DANGER = "danger"
    """A press, police or military card just appeared: eliminate it (hitman, bribe) or let it stand."""
    PEEK = "peek"
    """The turn player has seen the next card (informant, tip-off): take it or stop."""
    REWARD = "reward"
    """Four pistols: a hitman or two cartel cards."""
    MANAGE = "manage"
    IMPROVE = "improve"
    OVER = "over"


class DecisionKind(StrEnum):
    """What another seat is asked during a turn."""

    RIVAL_STOPS = "rival_stops"
    """The turn player stopped drawing: a cartel card played now?"""
    RIVAL_SELLS = "rival_sells"
    """The turn player sold to a dealer: a cartel card played now?"""
    BUY_LEFTOVER = "buy_leftover"
    """A network card the turn player left in the line: buy it?"""
    SEIZURE = "seizure"
    """A police seizes a consignment of the turn player, who has some in the laboratory and the storage:
    from which? (the subject is the police card)"""


class CardKind(StrEnum):
    """What a Narcos card (or a set-up network card) is."""

    DEALER = "dealer"
    LABORATORY = "laboratory"
    TRANSPORT = "transport"
    STORAGE = "storage"
    PRESS = "press"
    INFORMANT = "informant"
    POLICE = "police"
    MILITARY = "military"
    DEA = "dea"


class CartelTiming(StrEnum):
    """When a cartel card is played: in one's own turn's phases, or when a rival stops or sells."""

    MANAGE = "manage"
    DANGER = "danger"
    DRAW = "draw"
    RIVAL_STOPS = "rival_stops"
    RIVAL_SELLS = "rival_sells"


class CartelEffect(StrEnum):
    BURN_CROP = "burn_crop"
    STEAL_MERCHANDISE = "steal_merchandise"
    EXTORT = "extort"
    LAUNDER = "launder"
    ROB_COMPOUND = "rob_compound"
    BRIBE = "bribe"
    PEEK = "peek"
    FORCE_DRAW = "force_draw"
    AMBUSH = "ambush"


class Thing(StrEnum):
    """The kinds of thing on the table a player drags or points at, each named "kind:..." (`Action.drag`)."""

    LINE = "line"
    DEALER = "dealer"
    DECK = "deck"
    CARTEL = "cartel"
    """A seat's cartel hand, "cartel:<seat>" (its backs), or one card of it, "cartel:<seat>:<card>"."""
    STOP = "stop"
    CITY = "city"
    PLANTATION = "plantation"
    CROPS = "crops"
    LABORATORY = "laboratory"
    TRANSPORT = "transport"
    STORAGE = "storage"
    HITMEN = "hitmen"
    WORKERS = "workers"
    DEA = "dea"
    """A DEA agent, "dea:<card>", drawn where it waits (beside the deck) or by the player it follows."""
    SALE = "sale"
    """Advanced mode: the merchandise delivered to a city that always buys, "sale:<city>" (a worker sent
    along to sell is dropped there; one dropped on the city itself is placed there)."""
    NETWORK = "network"
    """A seat's whole network, "network:<seat>": a cartel card played against that seat (or one of one's own
    that acts on nobody else) is dropped there."""
    COMPOUND = "compound"
    """The police compound: a compound robbery is dropped there."""
    ACTIVITIES = "activities"
    """The activities left, on the danger meter: a cartel card played face down for one more is dropped there."""
