"""Mainports' closed sets: its phases, set-up decisions, rondel actions, technology phases and board things.

Each value is the string saves and snapshots always held, so a StrEnum changes no save's checksum.
"""

from enum import StrEnum


class Phase(StrEnum):
    """Where a turn stands: set-up, choosing a rondel field, the field's action, or the game's end."""

    SETUP = "setup"
    RONDEL = "rondel"
    CONTRACTS = "contracts"
    FUEL = "fuel"
    NAVIGATE = "navigate"
    TECHNOLOGY = "technology"
    OVER = "over"


class SetupDecision(StrEnum):
    """What each seat decides at set-up, in this order."""

    CONTRACTS = "setup_contracts"
    PORT = "setup_port"
    FUEL = "setup_fuel"


class RondelAction(StrEnum):
    """The action a rondel field gives: each but the dividend is the phase the turn goes on in."""

    CONTRACTS = "contracts"
    FUEL = "fuel"
    NAVIGATE = "navigate"
    TECHNOLOGY = "technology"
    DIVIDEND = "dividend"


class TechPhase(StrEnum):
    """The technology deck's phases, A on top; from E on its cards score at the end."""

    A = "A"
    B = "B"
    C = "C"
    D = "D"
    E = "E"


class Thing(StrEnum):
    """The kinds of thing on the board a player drags or points at, each named "kind:..." (`Action.drag`)."""

    PORT = "port"
    FAIRWAY = "fw"
    SEA = "sea"
    CONTRACT = "contract"
    OFFER = "offer"
    SHIP = "ship"
    NEW_SHIP = "newship"
    CARGO = "cargo"
    TECH = "tech"
    RONDEL = "rondel"
    PAWN = "pawn"
    TREASURY = "treasury"
    TRACK = "track"
    FUEL = "fuel"
    OFFERED_FUEL = "offerfuel"
    HAND_FUEL = "handfuel"
    HAND = "hand"
    DISCARD = "discard"
