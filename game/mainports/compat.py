"""Everything Mainports keeps for saves of earlier versions: what formats 1 and 2 fingerprinted, and the wording
format 1 stored for each move (frozen: those saves are read by matching it; the players read `Move.label`).
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, Compat
from game.mainports.board import Spot
from game.mainports.state import Contract, MainportsState, Move, TechCard

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
        case "keep":
            return f"Keep contract {contract_text(a.deal())}"
        case "keep_done":
            kept = "this contract" if a.kept == 1 else f"these {a.kept} contracts"
            return f"Keep {kept}, return the rest"
        case "start":
            return f"Start a ship in {a.place}{port_fee_note(a.fee)}"
        case "start_fuel":
            return f"Buy fuel {a.card} for {money(a.amount)}"
        case "fuel_done":
            return "Buy no more fuel"
        case "rondel":
            paid = f" (play {counted(a.ship, 'fuel card')})" if a.ship else ""
            return f"Rondel field {a.card + 1}: {ACTION_TITLES[a.action]}{paid}"
        case "take":
            return f"Take contract {contract_text(a.deal())}"
        case "refresh":
            return f"Refresh contract {contract_text(a.deal())}"
        case "buy":
            return f"Buy fuel {a.fuel_value} (slot {a.card + 1}) for {money(a.amount)}"
        case "free":
            return f"Take the cheapest fuel card ({a.fuel_value}) free"
        case "refresh_fuel":
            return "Refresh the whole fuel market"
        case "unload":
            return f"{name}: deliver {a.deal().good} in {a.deal().deliver}"
        case "load":
            return f"{name}: load {a.deal().good} in {a.deal().load} for {contract_text(a.deal())}"
        case "sail":
            start, stop = a.route
            fees = f", fees {money(a.fee)}" if a.fee else ""
            return f"{name}: {spot_text(start)} to {spot_text(stop)}, fuel {a.card}{fees}"
        case "tech":
            return f"Buy {tech_text(a.card_used())} for {money(a.amount)}"
        case "ship":
            return f"Buy a ship for {money(a.amount)} in {a.place}{port_fee_note(a.fee)}"
        case "cancel":
            cost = "free (Negotiator)" if a.tech else f"pay {money(a.amount)}"
            return f"Cancel contract {contract_text(a.deal())}: {cost}"
        case "performance":
            return f"Use Performance Bonus: +{money(a.amount)}"
        case "done":
            return ENDS[a.action]
    raise ValueError(f"a Mainports move of unknown kind {a.kind!r}")


def legacy_snapshot(state: MainportsState) -> dict[str, Any]:
    """The state as formats 1 and 2 fingerprinted it, from before the decision flow: the decision being made
    stood in `phase`, the ones after it waited in `setup_queue` as [kind, seat]."""
    data = {key: value for key, value in state.position().items() if key != "flow"}
    data["setup_queue"] = [[decision.kind, decision.seat] for decision in state.flow.pending[1:]]
    if state.flow.current is not None:
        data["phase"] = state.flow.current.kind
    return data


COMPAT = Compat(legacy_snapshot, v1_text)
