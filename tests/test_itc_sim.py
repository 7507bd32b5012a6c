"""Random ITC games account for every card, goods stone and amount of profit after every move, and end.
(bench/itc_random.py plays 200 such games per player count.)"""

import pytest

from tests.itc_ledger import random_game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_account_for_everything_and_end(players):
    moves, rounds = random_game(players, seed=players)
    assert moves > 0 and rounds >= 1
