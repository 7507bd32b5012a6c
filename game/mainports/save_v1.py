"""The wording of Mainports moves in saves of format 1, frozen: those saves stored each move as this
English text, and are read by matching it. Never change a text here; the players read `Move.label`.
"""

from __future__ import annotations

from game.core.protocol import Action
from game.mainports.board import Spot
from game.mainports.kinds import MoveKind
from game.mainports.state import Contract, Move, TechCard

ACTION_TITLES = {
    "navigate": "Navigate",
    "contracts": "Contracts",
    "fuel": "Fuel market",
    "dividend": "Dividend",
    "technology": "Technology",
}
ENDS = {
    "contracts": "End the contracts action",
    "fuel": "End the fuel market action",
    "navigate": "End navigating",
    "technology": "Buy no technology",
}


def money(amount: int) -> str:
    return f"{amount:,}"


def counted(number: int, thing: str) -> str:
    return f"{number} {thing}" if number == 1 else f"{number} {thing}s"


def contract_text(c: Contract) -> str:
    return f"{c.good} {c.load} to {c.deliver} {money(c.reward)}"


def tech_text(t: TechCard) -> str:
    if t.goods:
        return f"{t.title} ({', '.join(t.goods)})"
    return t.title


def spot_text(spot: Spot) -> str:
    return f"{spot.behind}-{spot.ahead} {spot.steps}" if spot.ahead else spot.behind


def port_fee_note(fee: int) -> str:
    return f" (port fee {money(fee)})" if fee else ""


def v1_text(action: Action) -> str:
    """The text format 1 saved for a Mainports move."""
    assert isinstance(action, Move)
    a = action
    name = f"Ship {a.ship + 1}"
    match a.kind:
        case MoveKind.KEEP:
            return f"Keep contract {contract_text(a.deal())}"
        case MoveKind.KEEP_DONE:
            kept = "this contract" if a.kept == 1 else f"these {a.kept} contracts"
            return f"Keep {kept}, return the rest"
        case MoveKind.START:
            return f"Start a ship in {a.place}{port_fee_note(a.fee)}"
        case MoveKind.START_FUEL:
            return f"Buy fuel {a.card} for {money(a.amount)}"
        case MoveKind.FUEL_DONE:
            return "Buy no more fuel"
        case MoveKind.RONDEL:
            paid = f" (play {counted(a.ship, 'fuel card')})" if a.ship else ""
            return f"Rondel field {a.card + 1}: {ACTION_TITLES[a.rondel_action()]}{paid}"
        case MoveKind.TAKE:
            return f"Take contract {contract_text(a.deal())}"
        case MoveKind.REFRESH:
            return f"Refresh contract {contract_text(a.deal())}"
        case MoveKind.BUY:
            return f"Buy fuel {a.fuel_value} (slot {a.card + 1}) for {money(a.amount)}"
        case MoveKind.FREE:
            return f"Take the cheapest fuel card ({a.fuel_value}) free"
        case MoveKind.REFRESH_FUEL:
            return "Refresh the whole fuel market"
        case MoveKind.UNLOAD:
            return f"{name}: deliver {a.deal().good} in {a.deal().deliver}"
        case MoveKind.LOAD:
            return f"{name}: load {a.deal().good} in {a.deal().load} for {contract_text(a.deal())}"
        case MoveKind.SAIL:
            start, stop = a.route
            fees = f", fees {money(a.fee)}" if a.fee else ""
            return f"{name}: {spot_text(start)} to {spot_text(stop)}, fuel {a.card}{fees}"
        case MoveKind.TECH:
            return f"Buy {tech_text(a.card_used())} for {money(a.amount)}"
        case MoveKind.SHIP:
            return f"Buy a ship for {money(a.amount)} in {a.place}{port_fee_note(a.fee)}"
        case MoveKind.CANCEL:
            cost = "free (Negotiator)" if a.tech else f"pay {money(a.amount)}"
            return f"Cancel contract {contract_text(a.deal())}: {cost}"
        case MoveKind.PERFORMANCE:
            return f"Use Performance Bonus: +{money(a.amount)}"
        case MoveKind.DONE:
            return ENDS[a.rondel_action()]
    raise ValueError(f"a Mainports move of unknown kind {a.kind!r}")
