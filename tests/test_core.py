"""The protocol, seeded randomness, matches and bots, on the small test game."""

from functools import partial

import pytest

from game.ai.bots import GreedyBot, RandomBot
from game.ai.search import SearchBot
from game.core.match import Match
from game.core.protocol import Config, ConfigError, IllegalAction, Seat
from game.core.rng import Rng
from game.core.simulate import LabPlan, LabSeat, play_out, run_lab
from tests.toygame import PlayCard, evaluate


def config(n=2, seats="bot:normal"):
    return Config("toy", tuple(Seat.parse(seats) for _ in range(n)))


def test_rng_is_the_same_sequence_for_the_same_seed_and_differs_for_another():
    assert [Rng(7).next64() for _ in range(3)] == [Rng(7).next64() for _ in range(3)]
    first = Rng(7)
    assert [first.below(1000) for _ in range(5)] != [Rng(8).below(1000) for _ in range(5)]
    # The values of SplitMix64 are fixed: a change here would break every save.
    assert Rng(0).next64() == 0xE220A8397B1DCDAF


def test_rng_dice_stay_in_range_and_cover_every_face():
    rng = Rng(3)
    rolls = {rng.randint(1, 6) for _ in range(200)}
    assert rolls == {1, 2, 3, 4, 5, 6}


def test_clone_is_independent(toy):
    state = toy.new_game(config(), 1)
    copy = state.clone()
    toy.apply(copy, toy.legal_actions(copy)[0])
    assert copy.position() != state.position()
    assert copy.rng is not state.rng


def test_illegal_action_is_refused_with_a_reason_and_changes_nothing(toy):
    state = toy.new_game(config(), 1)
    before = state.position()
    missing = next(v for v in range(1, 13) if v not in state.hands[0])
    with pytest.raises(IllegalAction, match=f"play {missing} is not allowed now"):
        toy.apply(state, PlayCard(missing))
    assert state.position() == before


def test_same_seed_and_actions_give_the_same_game(toy):
    one = Match(toy, config(3), 42)
    play_out(one)
    two = Match.replay(toy, config(3), 42, one.keys)
    assert two.checksum() == one.checksum()
    assert Match(toy, config(3), 43).checksum() != Match(toy, config(3), 42).checksum()


def test_observation_hides_other_hands_but_keeps_their_size(toy):
    state = toy.new_game(config(2), 5)
    views = [toy.observe(state, 0, Rng(s)) for s in range(20)]
    assert all(v.hands[0] == state.hands[0] for v in views)
    assert all(len(v.hands[1]) == len(state.hands[1]) for v in views)
    assert any(v.hands[1] != state.hands[1] for v in views)
    assert all(v.rng.state != state.rng.state for v in views)


@pytest.mark.parametrize(
    "make", [RandomBot, partial(GreedyBot, evaluate=evaluate), partial(SearchBot, evaluate=evaluate)]
)
def test_every_bot_finishes_games_with_legal_moves(toy, make):
    game_config = config(3)
    for seed in range(5):
        match = Match(toy, game_config, seed)
        match._bots = {seat: make(Rng(seed * 10 + seat)) for seat in range(3)}
        play_out(match)
        assert match.is_over()
        assert sum(toy.result(match.state).scores) == sum(range(1, 13))


def test_greedy_bot_takes_what_the_evaluation_likes_best(toy):
    state = toy.new_game(config(2), 4)
    choice = GreedyBot(Rng(0), evaluate).choose(toy, toy.observe(state, 0, Rng(1)), 0)
    assert choice == PlayCard(max(state.hands[0]))


def test_a_lab_run_counts_wins_and_turns_and_reports_no_errors(toy):
    plan = LabPlan("toy", (LabSeat(Seat("bot", "normal")), LabSeat(Seat("bot", "easy"))), games=6, seed=1)
    summary = run_lab(plan, workers=1).summary
    assert summary["games"] == 6 and summary["errors"] == 0
    assert sum(seat["wins"] for seat in summary["seats"]) == pytest.approx(6)
    assert summary["length"]["turns"]["mean"] == 12


def test_config_checks_players_and_options(toy):
    with pytest.raises(ConfigError, match="takes 2 to 4 players, not 5"):
        toy.check_config(config(5))
    with pytest.raises(ConfigError, match="Toy Cards has no options"):
        toy.check_config(Config("toy", config(2).seats, {"speed": "fast"}))


def test_seat_text_round_trips_and_rejects_nonsense():
    assert str(Seat.parse("bot:hard")) == "bot:hard"
    assert str(Seat.parse("human")) == "human"
    assert Seat.parse("bot").level == "normal"
    for bad in ("robot", "bot:genius", "human:easy"):
        with pytest.raises(ValueError):
            Seat.parse(bad)
