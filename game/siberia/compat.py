"""Everything Siberia keeps for saves of earlier versions: what formats 1 and 2 fingerprinted, and the wording
format 1 stored for each move.

`v1_text` holds the `__str__` bodies the actions had when format 1 was written, unchanged. Never edit them:
saves of format 1 are read by matching these texts.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, Compat
from game.siberia.actions import (
    RESERVE,
    ChooseSide,
    ClearResearch,
    Extract,
    Invest,
    MoveWorker,
    Pass,
    PlaceCounter,
    PlaceCube,
    ReturnCounter,
    StopMoving,
    UseLogistician,
    UseManager,
    UseSalesman,
    UseWorker,
)
from game.siberia.board import RESEARCH, components
from game.siberia.state import SiberiaState


def label(thing: str) -> str:
    """ "logistician/gas" -> "Logistician/Gas", "research" -> "Research"."""
    return "/".join(part.capitalize() for part in thing.split("/"))


def money(amount: int) -> str:
    return f"{amount:,}"


def prices_text(exchange: str, side: str) -> str:
    prices = components().exchanges[exchange][side]
    return ", ".join(f"{label(r)} {money(p)}" for r, p in prices.items())


def v1_text(action: Action) -> str:
    """The text format 1 stored for `action`."""
    if isinstance(action, ChooseSide):
        return f"{action.exchange} side {action.side}: {prices_text(action.exchange, action.side)}"
    if isinstance(action, PlaceCounter):
        where = "under Research" if action.target == RESEARCH else f"on {label(action.target)}"
        return f"Place {label(action.counter)} {where}"
    if isinstance(action, PlaceCube):
        return f"Research: {label(action.resource)} to {action.area}"
    if isinstance(action, ClearResearch):
        return "Research: nothing can be placed, counters back to the bag"
    if isinstance(action, UseManager):
        if not action.target:
            return "Manager: counters back to the bag"
        return f"Manager: wildcard on {label(action.target)}"
    if isinstance(action, UseLogistician):
        return "Logistician: move workers (3 steps)"
    if isinstance(action, MoveWorker):
        return f"Move a worker from {action.origin} to {action.destination}"
    if isinstance(action, StopMoving):
        return "Stop moving workers"
    if isinstance(action, UseSalesman):
        if action.source == RESERVE:
            return f"Salesman: a new salesman to {action.exchange}"
        if action.source in components().exchanges:
            return f"Salesman: move from {action.source} to {action.exchange}"
        return f"Salesman: the worker in {action.source} to {action.exchange}"
    if isinstance(action, UseWorker):
        if action.source == RESERVE:
            return f"Worker: a new worker to {action.start}"
        if action.source in components().exchanges:
            return f"Worker: the salesman at {action.source} to {action.start}"
        return f"Worker: the worker in {action.source} back to {action.start}"
    if isinstance(action, Invest):
        return f"Investor: take the {label(action.tile)} tile"
    if isinstance(action, Extract):
        return (
            f"{label(action.resource)}: extract {action.cubes}, sell at {action.exchange} "
            f"for {money(action.cubes * action.price)}"
        )
    if isinstance(action, Pass):
        return "Pass (no more actions this round)"
    if isinstance(action, ReturnCounter):
        return f"Return {label(action.counter)} from {label(action.space)} to the bag"
    raise TypeError(f"Siberia has no action {action!r}")


def legacy_snapshot(state: SiberiaState) -> dict[str, Any]:
    """The state as formats 1 and 2 fingerprinted it: its attributes, a seat's view mark among them."""
    return {**state.position(), "viewer": None}


COMPAT = Compat(legacy_snapshot, v1_text)
