"""Siberia's hard bot: what a slow think does that a faster one does not."""

from game import registry
from game.ai.bots import after, one_ply_values
from game.ai.search import Budget, SearchBot
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.siberia.actions import MoveWorker
from game.siberia.bots import OUTSIDE_THE_TREE
from game.siberia.state import Phase
from game.siberia.worth import WIN, evaluate

GAME = registry.get_game("siberia")
CONFIG = Config("siberia", (Seat("bot", "normal"), Seat("bot", "normal")))


class TooBig(Exception):
    pass


def best_play(state, seat, most=20_000):
    """The value for `seat` of each move: its money ahead of its rival's at the end of the game (and `WIN` when
    first), both seats playing their best. No pruning: every line is looked at (TooBig past `most` positions)."""
    seen = 0

    def value(position):
        nonlocal seen
        seen += 1
        if seen > most:
            raise TooBig
        if position.phase != Phase.ACT:  # the last round is over (panels may still be trimmed: money no longer moves)
            rival = max(m for s, m in enumerate(position.money) if s != seat)
            return position.money[seat] - rival + (WIN if position.money[seat] > rival else 0)
        values = [value(after(GAME, position, action)) for action in GAME.legal_actions(position)]
        return max(values) if position.current_player == seat else min(values)

    return {action: value(after(GAME, state, action)) for action in GAME.legal_actions(state)}


def last_round_positions(seed):
    """The positions of a game of normal bots where a seat acts in the last round, from the game's end back."""
    match = Match(GAME, CONFIG, seed)
    positions = []
    while not match.is_over():
        if match.state.phase == Phase.ACT and match.state.last_round() and len(match.legal_actions()) > 2:
            positions.append(match.state.clone())
        match.play(match.choose_bot_action())
    return positions[::-1]


def test_in_the_last_round_a_slow_think_plays_the_move_that_ends_the_game_best_whatever_the_rival_does():
    checked = greedy_missed = 0
    for seed in range(6, 12):
        for state in last_round_positions(seed):
            try:
                exact = best_play(state, state.current_player)
            except TooBig:
                break  # earlier positions have more of the round ahead
            seat, best = state.current_player, max(exact.values())
            bot = registry.make_bot("siberia", "hard", Rng(seed))
            bot.budget = Budget(3.0, samples=2_000)  # a slow think, to a fixed amount of work
            choice = bot.choose(GAME, GAME.observe(state, seat, Rng(1)), seat)
            assert exact[choice] == best, f"seed {seed}: {choice} ends {exact[choice]:,.0f}, the best {best:,.0f}"
            assert bot.whole_round
            actions = GAME.legal_actions(state)
            ahead = one_ply_values(GAME, evaluate, state, seat, actions)
            greedy_missed += all(exact[a] < best for a, v in zip(actions, ahead, strict=True) if v == max(ahead))
            checked += 1
    assert checked >= 5
    assert greedy_missed >= 1, "in some of them the best move one move ahead is not the best to the end"


def test_a_slow_think_searches_the_action_phase_as_a_tree_and_faster_thinks_are_the_shared_search():
    match = Match(GAME, CONFIG, 3)
    while match.state.phase != Phase.ACT or len(match.legal_actions()) < 5:
        match.play(match.choose_bot_action())
    state, seat = match.state, match.current_player
    view = GAME.observe(state, seat, Rng(1))
    for seconds in (0.3, 1.0, 3.0):
        bot = registry.make_bot("siberia", "hard", Rng(4))
        bot.budget = Budget(seconds, samples=100)
        shared = SearchBot(Rng(4), evaluate, candidates=5, depth=6, budget=bot.budget)
        choice = bot.choose(GAME, view, seat)
        assert choice in GAME.legal_actions(state)
        if seconds < 3.0:  # the same choice from the same draws as the shared search
            assert (choice, bot.rng.state) == (shared.choose(GAME, view, seat), shared.rng.state)
            assert bot.stats.futures > 0
        else:
            assert bot.stats.futures == 0 and bot.reached >= 3, "the slow think looks several moves deep instead"


def test_a_position_reached_by_a_logisticians_steps_in_another_order_is_the_same_position():
    found = 0
    for seed in range(20):
        match = Match(GAME, CONFIG, seed)
        while not match.is_over() and not found:
            state = match.state
            steps = [a for a in match.legal_actions() if isinstance(a, MoveWorker)]
            if state.moves_left >= 2:
                for first in steps:
                    for second in steps:
                        if first.origin == second.origin or second not in GAME.legal_actions(after(GAME, state, first)):
                            continue
                        if first not in GAME.legal_actions(after(GAME, state, second)):
                            continue
                        one = after(GAME, after(GAME, state, first), second)
                        other = after(GAME, after(GAME, state, second), first)
                        assert one.search_key() == other.search_key(), f"seed {seed}: {first}, {second}"
                        richer = one.clone()
                        richer.money[0] += 1000
                        assert richer.search_key() != one.search_key()
                        found += 1
            match.play(match.choose_bot_action())
        if found:
            break
    assert found, "two workers moved in either order"


def test_a_slow_think_places_its_counters_in_a_fast_thinks_time(monkeypatch):
    match = Match(GAME, CONFIG, 5)
    while match.state.phase != Phase.PLACE or len(match.legal_actions()) < 3:
        match.play(match.choose_bot_action())
    state, seat = match.state, match.current_player
    bot = registry.make_bot("siberia", "hard", Rng(4))
    bot.budget = Budget(3.0)
    budgets = []
    search = bot.search
    monkeypatch.setattr(bot, "search", lambda *args: budgets.append(args[-1]) or search(*args))
    choice = bot.choose(GAME, GAME.observe(state, seat, Rng(1)), seat)
    assert choice in GAME.legal_actions(state)
    assert budgets == [Budget(OUTSIDE_THE_TREE)] and OUTSIDE_THE_TREE < 3.0
