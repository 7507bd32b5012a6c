"""The protocol contract, checked on every game on offer by random play to the end.

Like OpenSpiel's random-simulation test: whatever the game, random legal moves must reach an end,
and the protocol's promises must hold at every step.
"""

import json

import pytest

from game import registry
from game.core.match import Match
from game.core.messages import Message
from game.core.protocol import Config, IllegalAction, Seat
from game.core.rng import Rng
from game.core.saves import as_key
from words import Words

ENGLISH = Words("en", ["Ann", "Ben", "Cleo", "Dan", "Eve"])

GAME_IDS = ["toy", *registry.game_ids()]
MAX_MOVES = 20_000


@pytest.fixture(params=GAME_IDS)
def game(request, toy):
    return registry.get_game(request.param)


def frozen(state):
    """The position as JSON text: proves it is plain data and freezes it against later changes."""
    return json.dumps(state.position(), sort_keys=True)


def random_match(game, players, seed):
    config = Config(game.id, tuple(Seat("bot", "easy") for _ in range(players)))
    return Match(game, config, seed)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_play_reaches_the_end_keeping_the_protocol(game, seed):
    players = [game.min_players, game.max_players][seed % 2]
    match = random_match(game, players, seed)
    rng = Rng(seed)
    for _ in range(MAX_MOVES):
        if match.is_over():
            break
        actions = match.legal_actions()
        assert actions, "a game that is not over must offer a move"
        keys = [a.key() for a in actions]
        assert len(set(keys)) == len(keys), "action keys must be unique: saves store them"
        assert [as_key(k) for k in json.loads(json.dumps(keys))] == keys, "keys survive JSON"
        labels = [ENGLISH(a.label()) for a in actions]
        assert len(set(labels)) == len(labels), f"two moves read the same: {sorted(labels)}"
        before = frozen(match.state)
        view = game.observe(match.state, match.current_player, rng.fork(len(match.actions)))
        assert frozen(match.state) == before, "observe must not change the state"
        assert sorted(a.key() for a in game.legal_actions(view)) == sorted(keys), "a seat sees its own moves exactly"
        copy = match.state.clone()
        for event in match.play(rng.choice(actions)):
            assert isinstance(event.message, Message), f"{game.id} says {event.message!r} in prose"
            ENGLISH(event.message)
        ENGLISH(game.prompt(match.state))
        assert frozen(copy) == before, "a clone is independent of the original"
    assert match.is_over(), f"{game.id}: no end after {MAX_MOVES} random moves"
    result = game.result(match.state)
    assert len(result.places) == players and min(result.places) == 1
    replayed = Match.replay(game, match.config, seed, match.keys)
    assert replayed.checksum() == match.checksum()


def test_nothing_is_legal_after_the_end(game):
    match = random_match(game, game.min_players, 3)
    rng = Rng(3)
    while not match.is_over():
        match.play(rng.choice(match.legal_actions()))
    assert match.legal_actions() == []
    last = match.actions[-1]
    with pytest.raises(IllegalAction):
        match.play_key(last.key())


def worlds_along_a_game(game, seed, moves=400, every=7):
    """(state, seat) at points of a random game: the seat to act and the real state."""
    match = random_match(game, game.max_players, seed)
    rng = Rng(seed)
    for number in range(moves):
        if match.is_over():
            return
        if number % every == 0:
            yield match.state, match.current_player
        match.play(rng.choice(match.legal_actions()))


@pytest.mark.parametrize("seed", [4, 5])
def test_a_seat_cannot_tell_two_worlds_apart_and_neither_can_its_bots(game, seed):
    """Two worlds that differ only in what a seat cannot see (two samples of its observation) give
    that seat the same player view, and every bot at that seat the same move."""
    for state, seat in worlds_along_a_game(game, seed):
        one, two = game.observe(state, seat, Rng(1)), game.observe(state, seat, Rng(2))
        seen = frozen(game.redact(state, seat))
        assert frozen(game.redact(one, seat)) == seen == frozen(game.redact(two, seat))
        for level in ("easy", "normal", "hard"):
            picks = []
            for world in (one, two):
                bot = registry.make_bot(game.id, level, Rng(3))
                picks.append(bot.choose(game, game.observe(world, seat, Rng(4)), seat).key())
            assert picks[0] == picks[1], f"{level} bot of {game.id} tells two worlds apart"


def test_a_public_view_shows_no_seat_secrets(game):
    for state, _ in worlds_along_a_game(game, 6):
        seats = range(len(game.scores(state)))
        views = {frozen(game.redact(game.observe(state, s, Rng(n)), None)) for s in seats for n in range(3)}
        assert len(views) == 1, "a spectator's view changes with some seat's secret"


def test_a_continued_game_plays_on_as_the_uninterrupted_one(game):
    """Bots draw from the game seed and the move number: a game saved, loaded and continued gets the
    very moves the uninterrupted game got."""
    config = Config(game.id, tuple(Seat("bot", level) for level in ("hard", "normal", "easy")[: game.min_players]))
    whole = Match(game, config, 21)
    while not whole.is_over() and len(whole.actions) < 40:
        whole.play(whole.choose_bot_action())
    half = len(whole.actions) // 2
    continued = Match.replay(game, config, 21, whole.keys[:half])
    while len(continued.actions) < len(whole.actions):
        continued.play(continued.choose_bot_action())
    assert continued.keys == whole.keys
