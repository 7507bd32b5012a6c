"""ITC's closed sets: its phases, what action cards do, and the things on the table.

Each value is the string data.json, saves and snapshots always held, so a StrEnum changes no checksum.
"""

from enum import StrEnum


class Phase(StrEnum):
    """Placing sales stones (set-up); in a turn choosing and rolling two dice, using them, unloading a
    transport that left the board, discarding down to the hand limit; the end."""

    SETUP = "setup"
    DICE = "dice"
    USE = "use"
    ARRIVAL = "arrival"
    DISCARD = "discard"
    OVER = "over"


class ActionEffect(StrEnum):
    """What an action card does."""

    POINTS = "points"
    SALES = "sales"
    GREY_SALES = "grey_sales"
    ESCORT = "escort"
    DRAW_TRANSPORT = "draw_transport"
    STONE = "stone"
    GREY_STONE = "grey_stone"
    STRIKE = "strike"
    PROFIT = "profit"
    RAID = "raid"


class Thing(StrEnum):
    """The kinds of thing on the table a player drags or points at, each named "kind:..." (`Action.drag`)."""

    HAND = "hand"
    CARD = "card"
    ARRIVAL = "arrival"
    STONES = "stones"
    PLACE = "place"
    DIE = "die"
    ACTION = "action"
    GOOD = "good"
    EXIT = "exit"
    FIELD = "field"
    DECK = "deck"
    BANK = "bank"
    DISCARD = "discard"
    PLAY = "play"
    """Where an action card is dropped to play it."""
    ROUTE = "route"
    """A transport route as a whole, "route:<name>" (its fields are "field:<route>:<row>:<column>")."""
