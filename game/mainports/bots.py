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

from game.ai.bots import AnyGame, Bot, GreedyBot
from game.core.protocol import Action
from game.core.rng import Rng
from game.mainports.rules import MainportsGame
from game.mainports.state import Move

if TYPE_CHECKING:
    from game.mainports.state import MainportsState

SHARE = 0.85
APPROACH = 6
"""A contract in hand counts for SHARE of its reward, less an equal part for every step its cargo
still has to travel (to the loading port, then on to the delivery port) out of its route length
plus APPROACH steps: every step sailed towards it raises the worth by the same amount."""
TECH_VALUE = {
    "contract_bonus": 15000, "free_rider": 20000, "sponsors": 15000, "operating_system": 20000,
    "negotiator": 8000, "luxurious_packaging": 35000, "logistics_innovation": 20000, "professor": 12000,
    "marketing_bonus": 45000, "ghost_ship": 20000, "increased_power": 25000, "fuel_boost": 20000,
    "cooperation_member": 15000, "investment_banker": 30000,
}
"""What a card earns over a whole game, roughly; it is scaled by how much of the game is left."""
NOISE = 1000.0
FUEL_STEP = 3500.0
"""What a step of fuel in hand is worth: a little more than the market's price of a step."""


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
    fuel = sorted(player.fuel, reverse=True)
    # Fuel is worth the steps it sails: fully for two cards per ship, little beyond.
    total += sum(v * (FUEL_STEP if i < 3 * len(player.ships) else FUEL_STEP / 3) for i, v in enumerate(fuel))
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

    def __init__(self, rng: Rng, turns: int = 1, candidates: int = 3, whim: float = 0.0) -> None:
        super().__init__(rng)
        self.turns = turns
        self.candidates = candidates
        self.whim = whim
        """How often it picks a rondel field on a whim instead of the planned one."""

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        actions = game.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        if view.phase != "rondel":
            return greedy(game, view, seat, actions)
        if self.whim and self.rng.random() < self.whim:
            return self.rng.choice([a for a in actions if getattr(a, "kind", "") == "rondel"])
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


def targets(game: MainportsGame, state: MainportsState, seat: int) -> dict[int, str]:
    """Ship index -> the port it should head for: where its cargo goes, or where the richest
    contract not yet loaded is picked up (each such contract planned for the nearest free ship)."""
    player = state.players[seat]
    cards = game.cards(state)
    board = game.board(state)
    plan: dict[int, str] = {}
    for index, ship in enumerate(player.ships):
        if ship.cargo:
            plan[index] = game.port_of(state, cards.contracts[ship.cargo[0]].deliver)
    loaded = player.loaded()
    waiting = [cards.contracts[c] for c in player.contracts if c not in loaded]
    for contract in sorted(waiting, key=lambda c: -c.reward):
        if not state.stock[contract.good]:
            continue
        load = game.port_of(state, contract.load)
        free = [i for i in range(len(player.ships)) if i not in plan]
        if not free:
            break
        nearest = min(free, key=lambda i: board.distance_from(player.ships[i].position, load))
        plan[nearest] = load
    return plan


def navigate(game: MainportsGame, view: MainportsState, seat: int, actions: list[Action]) -> Action:
    """Deliver and load whatever can be, then sail the move that brings a ship nearest its target
    (with the smallest card that does it); end navigating when no ship gets closer."""
    moves = [a for a in actions if isinstance(a, Move)]
    for kind in ("unload", "load"):
        found = [a for a in moves if a.kind == kind]
        if found:
            return max(found, key=lambda a: game.cards(view).contracts[a.card].reward)
    board = game.board(view)
    plan = targets(game, view, seat)
    ships = view.players[seat].ships
    best: Move | None = None
    best_score = 0.0
    for action in moves:
        if action.kind != "sail" or action.ship not in plan:
            continue
        target = plan[action.ship]
        gain = board.distance_from(ships[action.ship].position, target) - (
            0 if action.place == f"port:{target}" else board.distance_from(action.place, target))
        score = gain - 0.1 * action.card - 0.5 * len(action.via)
        if gain > 0 and score > best_score:
            best, best_score = action, score
    return best if best is not None else next(a for a in moves if a.kind == "done")


def fuel_market(game: MainportsGame, view: MainportsState, seat: int, actions: list[Action]) -> Action:
    """The cheapest card free, or a run of purchases, whichever leaves the player worth more
    (one purchase alone often looks worse than the free card while three of them do not)."""
    moves = [a for a in actions if isinstance(a, Move)]
    choices: list[tuple[float, Move]] = [(worth(game, view, seat), next(a for a in moves if a.kind == "done"))]
    for free in (a for a in moves if a.kind == "free"):
        after = view.clone()
        game.perform(after, free)
        choices.append((worth(game, after, seat), free))
    run, first = view.clone(), None
    while run.current_player == seat and run.phase == "fuel":
        buys = [a for a in game.legal_actions(run) if isinstance(a, Move) and a.kind == "buy"]
        if not buys:
            break
        # The biggest card first, the cheaper one among equals.
        best = max(buys, key=lambda a: (run.fuel_display[a.card], -a.card))
        before = worth(game, run, seat)
        game.perform(run, best)
        if worth(game, run, seat) <= before:
            break
        first = first or best
    if first is not None:
        choices.append((worth(game, run, seat), first))
    return max(choices, key=lambda choice: choice[0])[1]


def greedy(game: AnyGame, view: Any, seat: int, actions: list[Action]) -> Action:
    """The action that raises the player's own worth most, one move ahead (inside one's own turn
    the others' worth hardly changes, so it is not computed).

    Differences under NOISE count as ties, and a tie goes to "done": ending an action moves the
    game on, which the worth counts as a tiny loss, and busywork should not beat it.
    """
    assert isinstance(game, MainportsGame)
    if view.phase == "navigate":
        return navigate(game, view, seat, actions)
    if view.phase == "fuel" and view.taken == 0:
        return fuel_market(game, view, seat, actions)
    values = []
    for action in actions:
        after = view.clone()
        game.perform(after, action)
        if isinstance(action, Move) and action.kind == "sail":
            settle(game, after, seat, action.ship)
        values.append(worth(game, after, seat))
    best = max(values)
    near = [i for i, v in enumerate(values) if v >= best - NOISE]
    done = [i for i in near if getattr(actions[i], "kind", "") == "done"]
    return actions[done[0] if done else max(near, key=lambda i: values[i])]


def settle(game: MainportsGame, state: MainportsState, seat: int, index: int) -> None:
    """What a ship arriving in a port would do at once: deliver what is due there, load what it can.

    Looking at a sail together with this lets one move ahead see that sailing into a port pays.
    """
    player = state.players[seat]
    ship = player.ships[index]
    if not ship.position.startswith("port:"):
        return
    port = ship.position[5:]
    for cid in list(ship.cargo):
        if game.port_of(state, game.cards(state).contracts[cid].deliver) == port:
            game.perform(state, Move("unload", cid, index))
    loaded = player.loaded()
    for cid in sorted(player.contracts, key=lambda c: -game.cards(state).contracts[c].reward):
        contract = game.cards(state).contracts[cid]
        if (len(ship.cargo) < game.capacity(state, seat) and cid not in loaded
                and game.port_of(state, contract.load) == port and state.stock[contract.good] > 0):
            game.perform(state, Move("load", cid, index))


def make_bot(level: str, rng: Rng) -> Bot:
    """easy: greedy one move ahead with slips; normal: plans its turn, with the odd whim;
    hard: plans two turns."""
    if level == "easy":
        return GreedyBot(rng, blunder=0.35)
    if level == "normal":
        return TurnPlannerBot(rng, whim=0.15)
    if level == "hard":
        return TurnPlannerBot(rng, turns=2)
    raise ValueError(f"unknown bot level {level!r}")
