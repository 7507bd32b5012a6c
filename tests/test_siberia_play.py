"""Whole games of Siberia: random play to the end with the components counted after every action,
saves that replay exactly, and observations that hide what a seat cannot know."""

import json

import pytest

from game import registry
from game.core import saves
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.siberia.board import RESOURCES, board, components
from game.siberia.state import Phase
from words import Words

GAME = registry.get_game("siberia")
ENGLISH = Words("en")


def match(players, seed, level="easy"):
    return Match(GAME, Config("siberia", tuple(Seat("bot", level) for _ in range(players))), seed)


def check_components(state):
    cubes = sum(state.reserve.values()) + sum(state.sold.values()) + sum(map(len, state.areas.values()))
    assert cubes == 70, "every resource cube is in a reserve, an area, or sold"
    for resource, total in components().cubes.items():
        on_board = sum(cubes.count(resource) for cubes in state.areas.values())
        assert state.reserve[resource] + state.sold[resource] + on_board == total
        assert state.reserve[resource] >= 0
    counters = list(state.bag)
    for seat in range(state.players):
        counters += state.hands[seat] + state.research[seat]
        counters += [c for space in state.spaces[seat].values() for c in space]
        assert len(state.workers[seat]) + len(state.salesmen[seat]) <= 6, "six pawns a player"
        assert state.money[seat] >= 0
        assert all(w not in state.exhausted for w in state.workers[seat]), "nobody works an exhausted area"
        for action, space in state.spaces[seat].items():
            assert len(space) + (action in state.tiles[seat]) <= 2, "two spaces an action"
    assert sorted(counters) == sorted(components().counters), "all 70 counters accounted for"
    tiles = state.stack + state.display + [t for seat_tiles in state.tiles for t in seat_tiles]
    assert sorted(tiles) == sorted(components().tiles)
    for area, cubes in state.areas.items():
        assert len(set(cubes)) == len(cubes), f"{area} holds two cubes of one resource"


@pytest.mark.parametrize("seed", range(20))
def test_random_games_end_with_every_component_accounted_for(seed):
    players = 2 + seed % 3
    game = match(players, seed)
    rng = Rng(seed)
    while not game.is_over():
        actions = game.legal_actions()
        names = [ENGLISH(a.label()) for a in actions]
        assert len(set(names)) == len(names), "action labels are unique"
        drags = [a.drag() for a in actions if a.drag()]
        assert len(set(drags)) == len(drags), "one drag does one thing"
        game.play(rng.choice(actions))
        check_components(game.state)
        assert len(game.actions) < 5000
    state = game.state
    empty = sum(1 for r in RESOURCES if state.reserve[r] == 0)
    assert len(state.exhausted) >= 8 or empty >= 3 or state.round == components().rules["max_rounds"]


def test_bots_play_a_whole_game():
    game = match(3, 11, "normal")
    while not game.is_over():
        game.play(game.choose_bot_action())
        check_components(game.state)
    assert max(game.state.money) > 0, "bots sell resources"


def test_a_save_in_the_middle_of_a_game_replays_to_the_same_state(tmp_path):
    game = match(3, 5)
    rng = Rng(5)
    for _ in range(120):
        game.play(rng.choice(game.legal_actions()))
    path = tmp_path / "siberia.json"
    saves.save(game, path)
    loaded = saves.load(path)
    assert json.dumps(loaded.state.position(), sort_keys=True) == json.dumps(game.state.position(), sort_keys=True)
    for _ in range(40):  # and both go on identically
        action = rng.choice(game.legal_actions())
        game.play(action)
        loaded.play_key(action.key())
    assert loaded.checksum() == game.checksum()


def public(view):
    """What every seat sees at the table."""
    return {
        "areas": view.areas,
        "reserve": view.reserve,
        "money": view.money,
        "workers": view.workers,
        "salesmen": view.salesmen,
        "display": view.display,
        "tiles": view.tiles,
        "exhausted": view.exhausted,
        "bag size": len(view.bag),
        "stack": sorted(view.stack),
        "hand sizes": [len(h) for h in view.hands],
        "placed this round": [len(u) for u in view.unrevealed],
    }


def test_observation_resamples_the_bag_and_hidden_counters_but_keeps_everything_public():
    game = match(3, 8)
    rng = Rng(8)
    while not (game.state.phase == Phase.PLACE and game.state.current_player == 1 and len(game.state.hands[1]) == 3):
        game.play(rng.choice(game.legal_actions()))
    state = game.state
    views = [GAME.observe(state, 1, Rng(seed)) for seed in range(8)]
    for view in views:
        assert public(view) == public(state)
        assert view.hands[1] == state.hands[1] and view.spaces[1] == state.spaces[1]
        assert sorted(view.bag + view.hands[0] + view.hands[2] + [c for c, _ in view.unrevealed[0]]) == sorted(
            state.bag + state.hands[0] + state.hands[2] + [c for c, _ in state.unrevealed[0]]
        )
    assert any(view.hands[2] != state.hands[2] for view in views), "others' hands are not revealed"
    assert any(view.unrevealed[0] != state.unrevealed[0] for view in views), "others' placements stay hidden"
    draws = {GAME.observe(state, 1, Rng(seed)).rng.next64() for seed in range(4)}
    assert len(draws) == 4 and state.rng.clone().next64() not in draws, "the bag's next draw is not known"


def test_every_area_of_the_map_can_be_reached_from_vladivostok():
    the_board = board()
    seen, frontier = {the_board.start}, [the_board.start]
    while frontier:
        for near in the_board.neighbours[frontier.pop()]:
            if near not in seen:
                seen.add(near)
                frontier.append(near)
    assert seen == set(the_board.areas) | {the_board.start}
