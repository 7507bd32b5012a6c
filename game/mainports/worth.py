"""What a player's position is worth in money: the game's evaluation and the bots' guide.

`worth` values a player's position in money: cash, plus every contract in hand valued by how far
its cargo still has to sail (nearest own ship to the loading port, then on to the delivery port),
plus fuel, technology and ships. Ships sailing towards their cargo therefore raise the worth step
by step, so even a one-move-ahead bot follows sensible routes.
"""

from __future__ import annotations

from game.mainports.rules import MainportsGame
from game.mainports.state import MainportsState, card_steps

RULES = MainportsGame()
"""The rules' reckoning of cards, ports and prices for `evaluate` (a rules object keeps no state)."""

SHARE = 0.85
APPROACH = 6
"""A contract in hand counts for SHARE of its reward, less an equal part for every step its cargo
still has to travel (to the loading port, then on to the delivery port) out of its route length
plus APPROACH steps: every step sailed towards it raises the worth by the same amount."""
TECH_VALUE = {
    "contract_bonus": 15000,
    "free_rider": 20000,
    "sponsors": 15000,
    "operating_system": 20000,
    "negotiator": 8000,
    "luxurious_packaging": 35000,
    "logistics_innovation": 20000,
    "professor": 12000,
    "marketing_bonus": 45000,
    "ghost_ship": 20000,
    "increased_power": 25000,
    "fuel_boost": 20000,
    "cooperation_member": 15000,
    "investment_banker": 30000,
}
"""What a card earns over a whole game, roughly; it is scaled by how much of the game is left."""
SHIP = 120000
"""What a ship beyond the first earns over a whole game, scaled by how much of it is left: more than its
price (70,000) for the first half of the game, as a ship carries one contract more at a time; the
bots buy their third ship early and finish the game sooner."""
FUEL_STEP = 2000.0
"""What a step of fuel in hand is worth while the contracts in hand still need it: less than the
market's price of a step (2,500 in big cards, 4,000 in small ones) and far less than the progress it
buys, so burning fuel for a voyage always pays and a full hand is no reason to buy (the bots refuel
by rule, game/mainports/bots.py: fuel_market)."""
SPARE_FUEL = 1000.0
"""A fuel card beyond what the contracts in hand need: worth a rondel field, whatever its value."""


def game_left(state: MainportsState, rules: dict[str, int]) -> float:
    """How much of the game is still to come, from 1 at the start down to 0."""
    rounds = 1 - state.round / rules["round_limit"]
    if state.free_play:
        return rounds
    return min(rounds, max(0, rules["deliveries_to_end"] - state.deliveries) / rules["deliveries_to_end"])


def evaluate(state: MainportsState, seat: int) -> float:
    """A seat's worth less a part of its strongest rival's."""
    mine = worth(RULES, state, seat)
    others = [worth(RULES, state, s) for s in range(len(state.players)) if s != seat]
    return mine - 0.3 * max(others)


def worth(game: MainportsGame, state: MainportsState, seat: int) -> float:
    """A player's position in money: cash plus what contracts, fuel, technology and ships promise."""
    player = state.players[seat]
    cards = game.cards(state)
    board = game.board(state)
    left = game_left(state, cards.rules)
    total = float(player.money)
    loaded = {c: ship for ship in player.ships for c in ship.cargo}
    # Where, and after how many steps, each ship can take a new cargo: a full ship delivers first.
    free_at: list[tuple[str, int]] = []
    for ship in player.ships:
        if len(ship.cargo) < game.capacity(state, seat):
            free_at.append((ship.position, 0))
        else:
            port = game.port_of(state, cards.contracts[ship.cargo[0]].deliver)
            free_at.append((f"port:{port}", board.distance_from(ship.position, port)))
    unstarted = []
    for cid in player.contracts:
        contract = cards.contracts[cid]
        if cid in loaded:
            deliver = game.port_of(state, contract.deliver)
            steps = board.distance_from(loaded[cid].position, deliver)
            route = board.distance(game.port_of(state, contract.load), deliver)
            total += contract.reward * SHARE * (1 - steps / (route + APPROACH))
        else:
            unstarted.append(contract)
    # Unstarted contracts, richest first, each planned for the ship that gets to it soonest.
    for contract in sorted(unstarted, key=lambda c: -c.reward):
        load, deliver = game.port_of(state, contract.load), game.port_of(state, contract.deliver)
        if not free_at:
            break
        options = [steps + board.distance_from(at, load) for at, steps in free_at]
        best = options.index(min(options))
        route = options[best] + board.distance(load, deliver)
        free_at[best] = (f"port:{deliver}", route)
        length = board.distance(load, deliver)
        value = contract.reward * max(0.02, SHARE * (1 - route / (length + APPROACH)))
        if not state.stock[contract.good]:
            value *= 0.5
        if left < 0.2 and not state.free_play:
            value -= cards.rules["breach"] * (1 - left * 5)
        total += value
    total += fuel_worth(player.fuel, sum(steps for _, steps in free_at))
    for index in player.tech:
        card = cards.technology[index].card
        total += TECH_VALUE.get(card, 0) * left + end_bonus(game, state, seat, card)
    total += (SHIP * left + 5000) * (len(player.ships) - 1)
    return total


def fuel_worth(fuel: list[int], need: int) -> float:
    """Fuel in hand: the biggest cards cover the steps the planned voyages still need (each step
    FUEL_STEP); the rest are spares."""
    total = 0.0
    for value in sorted(map(card_steps, fuel), reverse=True):
        useful = max(0, min(value, need))
        total += useful * FUEL_STEP + (SPARE_FUEL if useful < value else 0.0)
        need -= useful
    return total


def end_bonus(game: MainportsGame, state: MainportsState, seat: int, card: str) -> float:
    """What a one-time or end-of-game card is expected to pay."""
    player = state.players[seat]
    if card == "performance_bonus":
        return 0.0 if player.performance_used else max(0, player.money) * 0.2
    if state.free_play:
        return 0.0
    if card == "mainport_bonus":
        return 20000.0 * len(player.ships)
    if card == "carrier_bonus":
        return 50000.0 * len(player.ships)
    if card == "tech_bonus":
        return 30000.0 * len(player.tech)
    if card == "fuel_refund":
        return float(sum(game.fuel_price(state, v) for v in player.fuel))
    if card == "contractor":
        return 20000.0
    return 0.0
