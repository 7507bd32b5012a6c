"""Everything Mainports keeps for saves of earlier versions: the keys of the one `Move` class that stood for
every action before (read as today's actions' keys), what formats 1 and 2 fingerprinted, and the wording format 1
stored for each move (frozen: those saves are read by matching it; the players read the actions' `label`).
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, Compat, Key
from game.mainports.actions import (
    BuyFuel,
    BuyShip,
    BuyTech,
    CancelContract,
    EndAction,
    FreeFuel,
    KeepContract,
    KeepDone,
    Load,
    RefreshContract,
    RefreshFuel,
    Rondel,
    Sail,
    StartFuel,
    StartFuelDone,
    StartShip,
    TakeContract,
    Unload,
    UsePerformanceBonus,
)
from game.mainports.board import Spot
from game.mainports.state import Contract, MainportsState, TechCard

MOVE_KINDS = {
    "keep": ("KeepContract", "card"),
    "keep_done": ("KeepDone",),
    "start": ("StartShip", "place"),
    "start_fuel": ("StartFuel", "card"),
    "fuel_done": ("StartFuelDone",),
    "rondel": ("Rondel", "card", "ship"),
    "take": ("TakeContract", "card"),
    "refresh": ("RefreshContract", "card"),
    "buy": ("BuyFuel", "card"),
    "free": ("FreeFuel", "card"),
    "refresh_fuel": ("RefreshFuel",),
    "sail": ("Sail", "card", "ship", "place", "via"),
    "load": ("Load", "card", "ship"),
    "unload": ("Unload", "card", "ship"),
    "tech": ("BuyTech", "card"),
    "ship": ("BuyShip", "place"),
    "cancel": ("CancelContract", "card"),
    "performance": ("UsePerformanceBonus",),
    "done": ("EndAction",),
}
"""Each kind of the one `Move` class that stood for every action before: the action class that took its
place, and which of the Move's key fields (card, ship, place, via) that class's key keeps."""


def action_key(key: Key) -> Key:
    """The key of today's action for the key of an old `Move` ("Move", kind, card, ship, place, via); any
    other key as it is (a damaged one then matches no legal action)."""
    if len(key) != 6 or key[0] != "Move" or key[1] not in MOVE_KINDS:
        return key
    _, kind, card, ship, place, via = key
    name, *kept = MOVE_KINDS[kind]
    old = {"card": card, "ship": ship, "place": place, "via": via}
    return (name, *(old[part] for part in kept))


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
    match action:
        case KeepContract():
            return f"Keep contract {contract_text(action.contract)}"
        case KeepDone():
            kept = "this contract" if action.kept == 1 else f"these {action.kept} contracts"
            return f"Keep {kept}, return the rest"
        case StartShip():
            return f"Start a ship in {action.port}{port_fee_note(action.fee)}"
        case StartFuel():
            return f"Buy fuel {action.card} for {money(action.price)}"
        case StartFuelDone():
            return "Buy no more fuel"
        case Rondel():
            paid = f" (play {counted(action.fuel_cards, 'fuel card')})" if action.fuel_cards else ""
            return f"Rondel field {action.to + 1}: {ACTION_TITLES[action.action]}{paid}"
        case TakeContract():
            return f"Take contract {contract_text(action.contract)}"
        case RefreshContract():
            return f"Refresh contract {contract_text(action.contract)}"
        case BuyFuel():
            return f"Buy fuel {action.card} (slot {action.slot + 1}) for {money(action.price)}"
        case FreeFuel():
            return f"Take the cheapest fuel card ({action.card}) free"
        case RefreshFuel():
            return "Refresh the whole fuel market"
        case Unload():
            return f"Ship {action.ship + 1}: deliver {action.contract.good} in {action.contract.deliver}"
        case Load():
            deal = action.contract
            return f"Ship {action.ship + 1}: load {deal.good} in {deal.load} for {contract_text(deal)}"
        case Sail():
            start, stop = action.route
            fees = f", fees {money(action.fee)}" if action.fee else ""
            return f"Ship {action.ship + 1}: {spot_text(start)} to {spot_text(stop)}, fuel {action.card}{fees}"
        case BuyTech():
            return f"Buy {tech_text(action.tech)} for {money(action.price)}"
        case BuyShip():
            return f"Buy a ship for {money(action.price)} in {action.port}{port_fee_note(action.fee)}"
        case CancelContract():
            cost = "free (Negotiator)" if action.negotiator else f"pay {money(action.cost)}"
            return f"Cancel contract {contract_text(action.contract)}: {cost}"
        case UsePerformanceBonus():
            return f"Use Performance Bonus: +{money(action.bonus)}"
        case EndAction():
            return ENDS[action.action]
    raise TypeError(f"not a Mainports action: {action!r}")


def legacy_snapshot(state: MainportsState) -> dict[str, Any]:
    """The state as formats 1 and 2 fingerprinted it, from before the decision flow: the decision being made
    stood in `phase`, the ones after it waited in `setup_queue` as [kind, seat]."""
    data = {key: value for key, value in state.position().items() if key != "flow"}
    data["setup_queue"] = [[decision.kind, decision.seat] for decision in state.flow.pending[1:]]
    if state.flow.current is not None:
        data["phase"] = state.flow.current.kind
    return data


COMPAT = Compat(legacy_snapshot, v1_text, old_key=action_key)
