"""Mainports bots: a worth estimate that plans routes, and a bot that plans whole turns.

`worth` values a player's position in money: cash, plus every contract in hand valued by how far
its cargo still has to sail (nearest own ship to the loading port, then on to the delivery port),
plus fuel, technology and ships. Ships sailing towards their cargo therefore raise the worth step
by step, so even a one-move-ahead bot follows sensible routes. The hard bot looks a whole turn
ahead: for each rondel field it plays the rest of the turn greedily in its imagination and keeps
the field whose end of turn it likes best.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai.bots import AnyGame, Bot, GreedyBot, one_ply_values
from game.core.protocol import Action
from game.core.rng import Rng

if TYPE_CHECKING:
    from game.mainports.rules import MainportsGame
    from game.mainports.state import MainportsState

STEP_SHARE = 0.1
"""The share of a contract's reward that every step its cargo still has to sail takes off."""
TECH_VALUE = {
    "contract_bonus": 15000, "free_rider": 20000, "sponsors": 15000, "operating_system": 20000,
    "negotiator": 8000, "luxurious_packaging": 35000, "logistics_innovation": 20000, "professor": 12000,
    "marketing_bonus": 45000, "ghost_ship": 20000, "increased_power": 25000, "fuel_boost": 20000,
    "cooperation_member": 15000, "investment_banker": 30000,
}
"""What a card earns over a whole game, roughly; it is scaled by how much of the game is left."""
NOISE = 1000.0


def game_left(state: MainportsState, rules: dict[str, int]) -> float:
    """How much of the game is still to come, from 1 at the start down to 0."""
    rounds = 1 - state.round / rules["round_limit"]
    if state.free_play:
        return rounds
    return min(rounds, max(0, rules["deliveries_to_end"] - state.deliveries) / rules["deliveries_to_end"])


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
            total += contract.reward * max(0.3, 0.95 - STEP_SHARE * steps)
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
        value = contract.reward * max(0.05, 0.85 - STEP_SHARE * route)
        if not state.stock[contract.good]:
            value *= 0.5
        if left < 0.2 and not state.free_play:
            value -= cards.rules["breach"] * (1 - left * 5)
        total += value
    fuel = sorted(player.fuel, reverse=True)
    # Fuel in hand is worth most of its price while the ships need it, little beyond.
    total += sum(game.fuel_price(state, v) * (0.8 if i < 2 * len(player.ships) else 0.3) for i, v in enumerate(fuel))
    for index in player.tech:
        card = cards.technology[index].card
        total += TECH_VALUE.get(card, 0) * left + end_bonus(game, state, seat, card)
    total += (55000 * left + 5000) * (len(player.ships) - 1)
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


class TurnPlannerBot(Bot):
    """Chooses the rondel field by imagining the rest of the turn, greedy inside the turn.

    With `turns` = 2 it also imagines its next turn after each candidate (as if the others
    passed), so it sees that fuel bought now pays off on the navigate field later.
    """

    def __init__(self, rng: Rng, turns: int = 1, candidates: int = 4) -> None:
        super().__init__(rng)
        self.turns = turns
        self.candidates = candidates

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        actions = game.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        if view.phase != "rondel":
            return greedy(game, view, seat, actions)
        futures = [self._play_turn(game, view, seat, action) for action in actions]
        values = [game.evaluate(future, seat) for future in futures]
        if self.turns > 1:
            ranked = sorted(range(len(actions)), key=lambda i: -values[i])[: self.candidates]
            for index in ranked:
                values[index] = max(values[index], self._best_next_turn(game, futures[index], seat))
        return actions[max(range(len(actions)), key=lambda i: (values[i], -i))]

    def _play_turn(self, game: AnyGame, view: Any, seat: int, action: Action) -> Any:
        future = view.clone()
        game.perform(future, action)
        while future.current_player == seat and future.phase != "rondel":
            game.perform(future, greedy(game, future, seat, game.legal_actions(future)))
        return future

    def _best_next_turn(self, game: AnyGame, state: Any, seat: int) -> float:
        if game.is_over(state):
            return game.evaluate(state, seat)
        state = state.clone()
        state.current_player, state.phase = seat, "rondel"
        return max(game.evaluate(self._play_turn(game, state, seat, a), seat) for a in game.legal_actions(state))


def greedy(game: AnyGame, view: Any, seat: int, actions: list[Action]) -> Action:
    """The action the evaluation likes best one move ahead.

    Differences under NOISE count as ties, and a tie goes to "done": ending an action moves the
    game on, which the evaluation counts as a tiny loss, and busywork should not beat it.
    """
    values = one_ply_values(game, view, seat, actions)
    best = max(values)
    near = [i for i, v in enumerate(values) if v >= best - NOISE]
    done = [i for i in near if getattr(actions[i], "kind", "") == "done"]
    return actions[done[0] if done else max(near, key=lambda i: values[i])]


def make_bot(level: str, rng: Rng) -> Bot:
    """easy: greedy one move ahead with slips; normal: plans its turn; hard: plans two turns."""
    if level == "easy":
        return GreedyBot(rng, blunder=0.35)
    if level == "normal":
        return TurnPlannerBot(rng)
    if level == "hard":
        return TurnPlannerBot(rng, turns=2)
    raise ValueError(f"unknown bot level {level!r}")
