"""Undo on the match's history: never across a reveal, and taking back then playing the same again gives
the same game (the bots answer the same, drawing per move from the game seed)."""

import pytest

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng

GAME_IDS = ["toy", *registry.game_ids()]
REWINDS = 6
"""Undos taken back and played again per game (each replays the game from the start)."""
MOVES = 400
"""Enough for a round or more of every game."""


@pytest.fixture(params=GAME_IDS)
def game(request, toy):
    return registry.get_game(request.param)


def human_against_bots(game, seed=3):
    """Seat 0 is a human (played at random here), the others easy bots."""
    seats = (Seat("human"), *(Seat("bot", "easy") for _ in range(game.min_players - 1)))
    return Match(game, Config(game.id, seats), seed)


def play_on(match, rng, until):
    """Play to move `until` (or the end): the human at random, the bots as they choose."""
    while not match.is_over() and len(match.actions) < until:
        if match.config.seats[match.current_player].is_bot:
            match.play(match.choose_bot_action())
        else:
            match.play(rng.choice(match.legal_actions()))


def test_no_undo_crosses_a_reveal_and_the_same_moves_give_the_same_game(game):
    match = human_against_bots(game)
    rng = Rng(7)
    undoable = []
    while not match.is_over() and len(match.actions) < MOVES:
        play_on(match, rng, len(match.actions) + 1)
        start = match.undo_start(0)
        if start is None:
            continue
        taken_back = match.records[start:]
        assert taken_back[0].seat == 0, "undo starts at the human's own move"
        assert not any(record.reveals for record in taken_back), "an undo would cross a reveal"
        assert all(r.seat == 0 or not r.private for r in taken_back), "an undo would cross a bot's private choice"
        undoable.append(len(match.actions))
    if game.id != "competitors":  # its set-up draws nothing once the start rolls are made
        assert any(record.reveals for record in match.records), "the game reveals something as it goes"
    assert undoable, "some move could be taken back"
    for end in undoable[:: max(1, len(undoable) // REWINDS)][:REWINDS]:
        again = human_against_bots(game)
        play_on(again, Rng(7), end)
        keys, checksum, start = again.keys, again.checksum(), again.undo_start(0)
        again.rewind(start)
        assert again.keys == keys[:start]
        for key in keys[start:]:
            if again.config.seats[again.current_player].is_bot:
                assert again.choose_bot_action().key() == key, "the bot answers the same again"
            again.play_key(key)
        assert again.checksum() == checksum


def test_a_move_that_draws_cannot_be_taken_back(toy):
    match = human_against_bots(toy)
    card = match.legal_actions()[0]
    match.play(card)  # the replacement card comes from the deck
    assert match.records[0].reveals
    assert match.undo_start(0) is None


def test_against_bots_undo_takes_back_their_public_replies_too():
    """Siberia's actions are public decisions: the bots' replies since the human's move go back with it."""
    match = human_against_bots(registry.get_game("siberia"))
    rng = Rng(1)
    while not match.is_over():
        play_on(match, rng, len(match.actions) + 1)
        start = match.undo_start(0)
        if start is not None and start < len(match.actions) - 1 and match.current_player == 0:
            break
    else:
        pytest.fail("no bot reply could be taken back")
    replies = [record.seat for record in match.records[start + 1 :]]
    assert replies and 0 not in replies
    match.rewind(start)
    assert match.current_player == 0 and len(match.actions) == start


def test_hot_seat_undo_stays_within_ones_own_turn(toy):
    match = Match(toy, Config("toy", (Seat("human"), Seat("human"))), 3)
    while match.state.deck:
        match.play(match.legal_actions()[0])
    mover = match.current_player
    match.play(match.legal_actions()[0])
    assert match.undo_start(mover) == len(match.actions) - 1
    match.play(match.legal_actions()[0])  # the other human's move
    assert match.undo_start(mover) is None
