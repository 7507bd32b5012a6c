"""Siberia's hard bot: what a slow think does that a faster one does not."""

from game import registry
from game.ai.search import Budget
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.siberia.bots import OutOfTime, after, evaluate
from game.siberia.state import ACT, OVER

GAME = registry.get_game("siberia")
CONFIG = Config("siberia", (Seat("bot", "normal"), Seat("bot", "normal")))


def played_until(seed, wanted):
    """A game of normal bots played until a position where `wanted(match)` holds."""
    match = Match(GAME, CONFIG, seed)
    while not wanted(match):
        match.play(match.choose_bot_action())
    return match


def best_play(state, seat, most=20_000):
    """The value for `seat` of every line to the end of the game, both seats playing their best: no pruning,
    every move looked at (raises OutOfTime past `most` positions)."""
    seen = 0

    def value(position):
        nonlocal seen
        seen += 1
        if seen > most:
            raise OutOfTime
        if position.phase != ACT:
            assert position.phase == OVER
            return evaluate(position, seat)
        values = [value(after(GAME, position, action)) for action in GAME.legal_actions(position)]
        return max(values) if position.current_player == seat else min(values)

    return {action: value(after(GAME, state, action)) for action in GAME.legal_actions(state)}


def test_in_the_last_round_a_slow_think_plays_the_move_that_ends_the_game_best_whatever_the_rival_does():
    found = 0
    for seed in range(6, 12):
        match = Match(GAME, CONFIG, seed)
        while not match.is_over():
            state = match.state
            if state.phase == ACT and state.last_round() and len(match.legal_actions()) > 2:
                try:
                    exact = best_play(state, state.current_player)
                except OutOfTime:
                    exact = {}
                if exact:
                    seat = state.current_player
                    bot = registry.make_bot("siberia", "hard", Rng(seed))
                    bot.budget = Budget(3.0, samples=2_000)  # a slow think, to a fixed amount of work
                    choice = bot.choose(GAME, GAME.observe(state, seat, Rng(1)), seat)
                    assert exact[choice] == max(exact.values()), f"seed {seed}, move {len(match.actions)}"
                    found += 1
            match.play(match.choose_bot_action())
    assert found >= 5


def test_a_slow_think_searches_the_action_phase_as_a_tree_and_faster_thinks_imagine_futures():
    match = played_until(3, lambda m: m.state.phase == ACT and len(m.legal_actions()) > 4)
    state, seat = match.state, match.current_player
    view = GAME.observe(state, seat, Rng(1))
    for seconds in (0.3, 1.0, 3.0):
        bot = registry.make_bot("siberia", "hard", Rng(4))
        bot.budget = Budget(seconds, samples=100)
        choice = bot.choose(GAME, view, seat)
        assert choice in GAME.legal_actions(state)
        assert (bot.stats.futures > 0) == (seconds < 3.0), "only the faster thinks imagine futures here"
    assert bot.reached >= 3, "the slow think looks at its own move, the rival's reply and its next move at least"
