"""Competitors set-up: each player chooses a headquarters state and receives the starting money."""

from __future__ import annotations

import json

import pytest

from game import registry
from game.competitors.actions import ChooseHeadquarters
from game.competitors.rules import CompetitorsGame, CompetitorsState
from game.competitors.world import load_world
from game.core.match import Match
from game.core.protocol import TERMINAL, Config, IllegalAction, Seat
from game.core.rng import Rng
from words import Words

NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eve")


def config(players: int) -> Config:
    return Config("competitors", tuple(Seat("human", name=name) for name in NAMES[:players]))


def words(players: int) -> Words:
    return Words("en", NAMES[:players])


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
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, ChooseHeadquarters(other, "Japan"))
    english = words(2)
    assert english(refused.value.message) == f"Japan is already the headquarters of {NAMES[seat]}."
    why = english(game.why_not_drag(state, f"headquarters:{other}", "territory:Mongolia"))
    assert why == "Mongolia is not one of the 9 headquarters states: choose a lit state."
    assert english(game.why_not_drag(state, f"headquarters:{seat}", "territory:Italy")) == (
        f"It is {NAMES[other]}'s turn to choose a headquarters."
    )


def test_the_log_names_seats_by_their_names_and_writes_money_with_separators() -> None:
    game = CompetitorsGame()
    match = Match(game, config(3), seed=4)
    while not match.is_over():
        match.play(match.legal_actions()[0])
    log = [words(3)(event.message) for event in match.events]
    state = match.state
    assert isinstance(state, CompetitorsState)
    first = state.first_player
    home = state.headquarters[first]
    assert home is not None
    assert f"{NAMES[first]} sets up headquarters in {home} ({load_world().continent_of(home)})" in log
    assert f"{NAMES[first]} receives 200,000 to start the company" in log
    assert f"{NAMES[(first + 1) % 3]} chooses a headquarters" in log
    assert not [line for line in log if "Player" in line or "seat" in line]


def test_moves_read_as_their_territory_and_old_saves_keep_their_wording() -> None:
    game = CompetitorsGame()
    action = ChooseHeadquarters(1, "New South Wales & Victoria")
    assert words(2)(action.label()) == "HQ in New South Wales & Victoria"
    assert action.key() == ("ChooseHeadquarters", 1, "New South Wales & Victoria")
    assert game.v1_text(action) == "headquarters in New South Wales & Victoria"


def test_nothing_is_hidden_so_every_seat_sees_the_whole_table_and_no_choice_is_private() -> None:
    game = CompetitorsGame()
    state = game.new_game(config(3), seed=9)
    game.apply(state, game.legal_actions(state)[2])
    assert not game.hidden_information and not game.private_decision(state)
    for seat in (0, 1, 2, None):
        assert game.redact(state, seat).snapshot() == state.snapshot()


def test_same_seed_same_set_up_and_snapshots_are_plain_data() -> None:
    game = CompetitorsGame()
    a, b = game.new_game(config(5), seed=11), game.new_game(config(5), seed=11)
    assert a.snapshot() == b.snapshot()
    json.dumps(a.snapshot())
    view = game.observe(a, 0, Rng(1))
    assert view.snapshot() == a.snapshot()
