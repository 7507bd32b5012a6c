"""Everything Mainports keeps for saves of earlier versions."""

from __future__ import annotations

from game.core.protocol import Key

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
