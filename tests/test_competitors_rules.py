"""Competitors set-up: each player chooses a headquarters state and receives the starting money."""

from __future__ import annotations

import pytest

from game import registry
from game.competitors.rules import ChooseHeadquarters, CompetitorsGame
from game.core.protocol import TERMINAL, Config, IllegalAction, Seat
from game.core.rng import Rng


def config(players: int) -> Config:
    return Config("competitors", tuple(Seat("human") for _ in range(players)))


def test_the_game_is_offered_by_its_id() -> None:
    assert isinstance(registry.get_game("competitors"), CompetitorsGame)


def test_the_highest_start_roll_chooses_first_from_the_nine_headquarters_states() -> None:
    game = CompetitorsGame()
    state = game.new_game(config(3), seed=7)
    last = state.start_rolls[-1]
    assert last[state.current_player] == max(last) and last.count(max(last)) == 1
    actions = game.legal_actions(state)
    assert len(actions) == 9
    assert {a.drag()[1] for a in actions if isinstance(a, ChooseHeadquarters)} >= {"territory:Japan", "territory:Italy"}


def test_players_choose_clockwise_and_the_game_ends_after_set_up() -> None:
    game = CompetitorsGame()
    state = game.new_game(config(4), seed=3)
    first = state.current_player
    order = []
    while not game.is_over(state):
        order.append(state.current_player)
        events = game.apply(state, game.legal_actions(state)[0])
        assert any(e.kind == "money" for e in events)
    assert order == [(first + i) % 4 for i in range(4)]
    assert state.current_player == TERMINAL
    assert len(set(state.headquarters)) == 4
    assert state.money == [200_000] * 4
    assert game.result(state).places == (1, 1, 1, 1)


def test_a_taken_headquarters_is_refused_with_the_reason() -> None:
    game = CompetitorsGame()
    state = game.new_game(config(2), seed=1)
    seat = state.current_player
    game.apply(state, ChooseHeadquarters(seat, "Japan"))
    other = state.current_player
    with pytest.raises(IllegalAction, match="Japan is already the headquarters of Player"):
        game.apply(state, ChooseHeadquarters(other, "Japan"))
    assert "not one of the 9" in game.why_not_drag(state, f"headquarters:{other}", "territory:Mongolia")


def test_same_seed_same_set_up_and_snapshots_are_plain_data() -> None:
    import json

    game = CompetitorsGame()
    a, b = game.new_game(config(5), seed=11), game.new_game(config(5), seed=11)
    assert a.snapshot() == b.snapshot()
    json.dumps(a.snapshot())
    view = game.observe(a, 0, Rng(1))
    assert view.snapshot() == a.snapshot()
