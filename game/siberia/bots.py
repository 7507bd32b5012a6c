"""Siberia's bots of each level, playing by the evaluation of game/siberia/worth.py."""

from __future__ import annotations

import math
import time
from typing import Any

from game.ai.bots import AnyGame, Bot, GreedyBot, after, one_ply_values
from game.ai.search import THINK_TIMES, Budget, SearchBot, ranked
from game.core.protocol import Action
from game.core.rng import Rng
from game.siberia.state import Phase, SiberiaState
from game.siberia.worth import evaluate, money_ahead

OUTSIDE_THE_TREE = THINK_TIMES["fast"]
"""A slow think's seconds for a choice outside the action phase (sides, placing, trimming): the shared search makes
them no better with more time (docs/bots.md, "What more time buys"), so a slow think spends its time on the
tree."""


class OutOfBudget(Exception):
    """A tree search reached its deadline, or its number of positions, before it finished a depth."""


def round_end_value(state: SiberiaState, seat: int) -> float:
    """The value for `seat` of a position where the action phase is over: after the last round, its money ahead of
    its best rival's (trimming changes no money; no bonus for the win, so that it weighs like the evaluation of a
    line the tree stopped short, and against one rival the best play wins when a win can be forced), else the
    evaluation."""
    if state.phase == Phase.OVER or (state.phase == Phase.TRIM and state.last_round()):
        return money_ahead(state, seat)
    return evaluate(state, seat)


class SiberiaSearchBot(SearchBot):
    """The shared search, and for a slow think a tree of the action phase.

    Once the counters are revealed, the rest of a round is open play on a table everyone sees (only the
    face-down investment tiles and the bag stay hidden). A slow think (`SLOW_THINK`) searches that play move by
    move: alpha-beta on the evaluation, the bot's rivals all playing against it, every reply weighed, one move
    deeper each time the last depth was done in time, up to the end of the round, in one world sampled from the
    bot's view; a position reached again by moves in another order is looked up, not searched again, and its best
    move goes first when it is searched deeper. Faster thinks, and every choice outside the action phase, use the
    shared search, a slow think there to a fast think's time (`OUTSIDE_THE_TREE`; docs/bots.md, "What more
    time buys")."""

    def __init__(self, rng: Rng, candidates: int, depth: int) -> None:
        super().__init__(rng, evaluate, candidates=candidates, depth=depth)
        self.reached = 0
        """The latest tree search's deepest finished depth, in moves from the root."""
        self.whole_round = False
        """Whether that depth saw every line to the end of the round (deeper would change nothing)."""
        self.stopped_short = False
        """Whether the depth being searched left a line before the end of the round."""
        self.nodes = 0
        """Positions the latest tree search looked at."""
        self.node_limit: int | None = None
        """With a budget of samples, the positions a tree may look at instead of a time, `depth` for each sample:
        a convention for a fixed amount of work, not the work of as many futures."""
        self.deadline = math.inf
        self.seen: dict[tuple[Any, ...], tuple[float, float, int, int]] = {}
        """The positions the latest move's tree has valued (emptied when the next begins): (depth, or inf when every
        line reached the round's end; value; -1 at most, 0 exactly, 1 at least that value; the index of the best
        action there)."""

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        actions = game.legal_actions(view)
        budget = self.think()
        if not self.slow() or len(actions) == 1:
            return self.search(game, view, seat, budget)
        if view.phase != Phase.ACT:
            return self.search(game, view, seat, budget if budget.samples is not None else Budget(OUTSIDE_THE_TREE))
        started = time.perf_counter()
        self.nodes = 0
        self.node_limit = None if budget.samples is None else budget.samples * self.depth
        self.deadline = started + budget.seconds if budget.samples is None else math.inf
        self.seen = {}
        world = game.observe(view, seat, self.rng.fork(0))
        order = ranked(self.rng, one_ply_values(game, evaluate, world, seat, actions))
        self.reached, self.whole_round = 1, False
        previous = 0.0  # the time the depth before took
        for depth in range(2, 1000):
            begun = time.perf_counter()
            self.stopped_short = False
            values: dict[int, float] = {}
            try:
                for index in order:  # the leader first: every other move must beat it
                    alpha = max(values.values(), default=-math.inf)
                    values[index] = self.tree_value(
                        game, after(game, world, actions[index]), seat, depth - 1, alpha, math.inf
                    )
            except OutOfBudget:
                # a move proved better than the leader at this depth is kept, though the depth was not finished
                best = max(values, key=values.__getitem__, default=order[0])
                order = [best, *[i for i in order if i != best]]
                break
            order = sorted(order, key=lambda i: -values[i])
            self.reached, self.whole_round = depth, not self.stopped_short
            if self.whole_round:
                break
            took = time.perf_counter() - begun
            growth = max(2.0, took / previous) if previous else 2.0
            previous = took
            if self.node_limit is None and time.perf_counter() + growth * took > self.deadline:
                break  # the next depth would not finish in time
        self.stats.seconds += time.perf_counter() - started
        return actions[order[0]]

    def tree_value(self, game: AnyGame, state: SiberiaState, seat: int, depth: int, alpha: float, beta: float) -> float:
        """Alpha-beta: the value for `seat` of `state`, `depth` moves deep, every other seat playing against it
        (fail-soft: at most `alpha` when no line gets above it, at least `beta` when one reaches it)."""
        self.nodes += 1
        if (self.node_limit is not None and self.nodes > self.node_limit) or (
            self.nodes % 64 == 0 and time.perf_counter() > self.deadline
        ):
            raise OutOfBudget
        if state.phase != Phase.ACT:
            return round_end_value(state, seat)
        if depth == 0:
            self.stopped_short = True
            return evaluate(state, seat)
        key = state.search_key()
        seen = self.seen.get(key)
        first = None
        if seen is not None:
            seen_depth, value, bound, first = seen
            if seen_depth >= depth and (bound == 0 or (bound > 0 and value >= beta) or (bound < 0 and value <= alpha)):
                self.stopped_short |= seen_depth < math.inf
                return value
        outer, self.stopped_short = self.stopped_short, False
        low, high = alpha, beta  # the window this position is searched in, which says what its value bounds
        mine = state.current_player == seat
        actions = game.legal_actions(state)
        order = list(range(len(actions)))
        made: list[SiberiaState] = []
        if depth > 1:  # the likely best first, so that more is cut off; leaves are made only as they are reached
            made = [after(game, state, action) for action in actions]
            keys = [evaluate(child, seat) for child in made]
            order.sort(key=keys.__getitem__, reverse=mine)
        if first is not None:  # the best move here when this position was looked at less deep
            order.remove(first)
            order.insert(0, first)
        best, best_index = (-math.inf if mine else math.inf), 0
        for index in order:
            child = made[index] if made else after(game, state, actions[index])
            value = self.tree_value(game, child, seat, depth - 1, alpha, beta)
            if (value > best) if mine else (value < best):
                best, best_index = value, index
            if mine:
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                break
        short = self.stopped_short
        bound = -1 if best <= low else 1 if best >= high else 0
        self.seen[key] = (depth if short else math.inf, best, bound, best_index)
        self.stopped_short = outer or short
        return best


def make_bot(level: str, rng: Rng) -> Bot:
    """easy: greedy with many slips; normal: greedy; hard: searches sampled futures to its think budget, and
    at a slow think the action phase as a tree."""
    if level == "easy":
        return GreedyBot(rng, evaluate, blunder=0.3)
    if level == "normal":
        return GreedyBot(rng, evaluate, blunder=0.1)
    if level == "hard":
        # Everyone plays greedily in the imagined futures, each a fresh sample of the hidden bag; a slow
        # think searches the action phase as a tree.
        return SiberiaSearchBot(rng, candidates=5, depth=6)
    raise ValueError(f"unknown bot level {level!r}")
