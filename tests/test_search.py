"""The shared anytime search: budgets, ties, repeatable choices."""

import pytest

from game import registry
from game.ai.search import Budget, SearchBot, default_budget, ranked
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.siberia.actions import ChooseSide


def test_equal_values_are_ordered_by_the_generator_not_by_position():
    firsts = {ranked(Rng(seed), [1.0, 5.0, 5.0, 5.0])[0] for seed in range(40)}
    assert firsts == {1, 2, 3}
    assert ranked(Rng(0), [1.0, 3.0, 2.0]) == [1, 2, 0]


def test_a_budget_is_a_time_or_a_number_of_futures():
    assert str(Budget(0.3)) == "0.3 s" and str(Budget(samples=40)) == "40 samples"
    with pytest.raises(ValueError):
        Budget(0)
    with pytest.raises(ValueError):
        Budget(samples=0)
    assert default_budget() == Budget(samples=8)  # tests/conftest.py: repeatable searches


def test_a_sample_budget_gives_the_same_choice_and_work_for_the_same_generator():
    game = registry.get_game("siberia")
    state = game.new_game(Config("siberia", (Seat("bot", "hard"), Seat("bot", "hard"))), 3)
    while isinstance(game.legal_actions(state)[0], ChooseSide):
        game.perform(state, game.legal_actions(state)[0])
    view = game.observe(state, state.current_player, Rng(7))
    runs = []
    for _ in range(2):
        bot = SearchBot(Rng(11), registry.evaluation("siberia"), candidates=4, depth=3, budget=Budget(samples=20))
        runs.append((bot.choose(game, view, state.current_player), bot.stats.futures, bot.stats.actions))
    assert runs[0] == runs[1]
    assert 20 <= runs[0][1] <= 24  # every round tries each survivor at least once
    more = SearchBot(Rng(11), registry.evaluation("siberia"), candidates=4, depth=3, budget=Budget(samples=60))
    more.choose(game, view, state.current_player)
    assert more.stats.futures > runs[0][1]


def test_siberia_hard_bot_picks_either_side_when_the_sides_are_worth_the_same():
    """The start player's first choice: every side of Frankfurt's exchange scores the same for now."""
    game = registry.get_game("siberia")
    config = Config("siberia", (Seat("bot", "hard"), Seat("bot", "hard")))
    sides = set()
    for seed in range(12):
        state = game.new_game(config, 0)
        bot = registry.make_bot("siberia", "hard", Rng(seed))
        choice = bot.choose(game, game.observe(state, state.current_player, Rng(seed)), state.current_player)
        assert isinstance(choice, ChooseSide)
        sides.add(choice.side)
    assert len(sides) > 1


def test_settings_offer_the_think_times_and_refuse_others(data_dir):
    from scenes.settings import Settings, load_settings, save_settings

    assert Settings().think_budget == Budget(1.0)
    save_settings(Settings(think_time="slow"))
    assert load_settings()[0].think_budget == Budget(3.0)
    (data_dir / "settings.json").write_text('{"think_time": "forever"}', encoding="utf-8")
    settings, problem = load_settings()
    assert settings.think_time == "normal" and problem is not None


def test_a_choice_is_settled_only_when_the_worlds_agree_beyond_doubt():
    from game.ai.search import SETTLED_AFTER, settled

    worlds = SETTLED_AFTER
    noisy = [float(w % 5) for w in range(worlds)]
    assert settled([[v + 10 for v in noisy], noisy])  # ahead by 10 in every world
    assert settled([noisy, noisy, noisy])  # worth the same everywhere: nothing to choose
    assert not settled([[v + 0.1 for v in noisy[:-1]], noisy[:-1]])  # too few worlds yet
    swings = [float((-1) ** w * 5) for w in range(worlds)]
    assert not settled([[v + 0.5 for v in noisy], [n + s for n, s in zip(noisy, swings, strict=True)]])


def test_an_obvious_move_spends_little_of_a_long_budget():
    """One candidate wins every imagined world: the search stops long before its 10,000 futures."""

    class Obvious(SearchBot):
        best: object = None

        def imagine(self, game, view, seat, action, world):  # type: ignore[no-untyped-def]
            self.stats.futures += 1
            return world.random() + (1.0 if action == self.best else 0.0)

        def candidates(self, game, view, seat, actions, width):  # type: ignore[no-untyped-def]
            return actions[:4]

    game = registry.get_game("siberia")
    state = game.new_game(Config("siberia", (Seat("bot", "hard"), Seat("bot", "hard"))), 3)
    while isinstance(game.legal_actions(state)[0], ChooseSide):
        game.perform(state, game.legal_actions(state)[0])
    view = game.observe(state, state.current_player, Rng(7))
    bot = Obvious(Rng(5), registry.evaluation("siberia"), candidates=4, budget=Budget(samples=10_000))
    actions = game.legal_actions(view)
    assert len(actions) >= 4
    bot.best = actions[2]
    assert bot.choose(game, view, state.current_player) == actions[2]
    assert bot.stats.settled == 1 and bot.stats.futures < 200


def test_a_longer_budget_weighs_more_candidates_and_finds_what_a_short_one_leaves_out():
    """Ten times the futures over the same five candidates chose no better in Siberia; more candidates did
    (bench/search_regret.py). So a budget that affords it weighs more; a time budget learns what it affords
    from the bot's own earlier searches."""

    class Hidden(SearchBot):
        best: object = None
        widths: list[int]

        def imagine(self, game, view, seat, action, world):  # type: ignore[no-untyped-def]
            self.stats.futures += 1
            return world.random() + (1.0 if action == self.best else 0.0)

        def candidates(self, game, view, seat, actions, width):  # type: ignore[no-untyped-def]
            self.widths.append(width)
            return actions[:width]

    game = registry.get_game("siberia")
    state = game.new_game(Config("siberia", (Seat("bot", "hard"), Seat("bot", "hard"))), 3)
    for _ in range(300):
        if len(game.legal_actions(state)) >= 12:
            break
        game.perform(state, game.legal_actions(state)[-1])
    view = game.observe(state, state.current_player, Rng(7))
    actions = game.legal_actions(view)
    assert len(actions) >= 12

    def bot(budget: Budget) -> Hidden:
        made = Hidden(Rng(5), registry.evaluation("siberia"), candidates=5, budget=budget)
        made.best, made.widths = actions[9], []
        return made

    short, long = bot(Budget(samples=135)), bot(Budget(samples=1350))
    assert short.choose(game, view, state.current_player) != actions[9] and short.widths == [5]
    assert long.choose(game, view, state.current_player) == actions[9] and long.widths[0] >= 10
    timed = bot(Budget(seconds=0.2))
    timed.choose(game, view, state.current_player)
    assert timed.choose(game, view, state.current_player) == actions[9]
    assert timed.widths[0] == 5 < 10 <= timed.widths[1]  # the first search measured its speed
