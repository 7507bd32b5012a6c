"""Mainports bots: greedy on the position's worth (game/mainports/worth.py), and a bot that plans
whole turns: for each rondel field it plays the rest of the turn greedily in its imagination and
keeps the field whose end of turn it likes best.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai.bots import AnyGame, Bot, GreedyBot
from game.core.protocol import Action
from game.core.rng import Rng
from game.mainports.rules import MainportsGame
from game.mainports.state import Move
from game.mainports.worth import worth

if TYPE_CHECKING:
    from game.mainports.state import MainportsState

NOISE = 1000.0


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
