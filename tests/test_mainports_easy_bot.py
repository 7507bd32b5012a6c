"""A Mainports game against the easy bot ends by deliveries, not at the round limit.

The easy bot used to choose one move ahead with random slips: it spent its money on ships and cancelled contracts,
began 13% of its turns under 10,000 and hardly ever delivered, so a game of the normal bot against it ran to the
round limit (60) in 93 of 100 games. Now it moves its pawn by the turn's wish, plays inside a turn by the normal bot's
rules and keeps money for fuel; its slips are rondel fields on a whim, which cost it time but not its money.
"""

from __future__ import annotations

import pytest

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.mainports.actions import Unload

NORMAL, EASY = 0, 1


@pytest.mark.parametrize(("board", "seed"), [("central", 2), ("great", 2)])
def test_a_game_of_the_normal_bot_against_the_easy_one_ends_by_the_20th_delivery(board: str, seed: int) -> None:
    config = Config("mainports", (Seat("bot", "normal"), Seat("bot", "easy")), {"board": board})
    match = Match(registry.get_game("mainports"), config, seed)
    while not match.is_over():
        match.play(match.choose_bot_action())
    rules = match.game.cards(match.state).rules
    deliveries = [
        sum(
            isinstance(action, Unload)
            for action, record in zip(match.actions, match.records, strict=True)
            if record.seat == seat
        )
        for seat in (NORMAL, EASY)
    ]
    assert match.state.deliveries >= rules["deliveries_to_end"], deliveries
    assert match.state.round < rules["round_limit"]
    assert deliveries[EASY] >= 5, "the easy bot should deliver too"
    places = match.game.result(match.state).places
    assert places[NORMAL] < places[EASY], "the easy bot stays easy"
