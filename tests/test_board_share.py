"""The board gets the screen: in every game, with the fewest and the most players, at 1280x720 and at
1920x1080, the board takes at least 60% of the window (the players, the moves and the one game log share a
column on its right)."""

import pytest

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from scenes.app import menu_app
from scenes.table.scene import TableScene

LEAST_SHARE = 0.6


def board_share(game_id: str, players: int, size: tuple[int, int]) -> float:
    """The board's part of the window, as laid out by the real table."""
    game = registry.get_game(game_id)
    config = Config(game_id, (Seat("human"), *(Seat("bot", "easy") for _ in range(players - 1))))
    app = menu_app(size, None)
    app.open_table(Match(game, config, 3), at_table=0)
    app.frames(1)
    table = app.stack.top
    assert isinstance(table, TableScene)
    board = table.panels.rects["board"]
    assert table.view.rect == board, "the view draws where the table laid out the board"
    return board.width * board.height / (size[0] * size[1])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_board_takes_most_of_the_window(game_id, size):
    game = registry.get_game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        share = board_share(game_id, players, size)
        assert share >= LEAST_SHARE, f"{game_id} with {players} players at {size}: the board has {share:.0%}"
