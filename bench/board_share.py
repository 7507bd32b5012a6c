"""How much of the window each game's board gets at the table, with the fewest and the most players.

    python bench/board_share.py

Headless: lays out the real table (the same measure as tests/test_board_share.py, which holds it to at
least 60%) at 1280x720, 1920x1080 and 2560x1440 and prints the board's share of the window.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from tests.test_board_share import LEAST_SHARE, board_share

SIZES = ((1280, 720), (1920, 1080), (2560, 1440))


def main() -> None:
    print(f"board share of the window (budget: at least {LEAST_SHARE:.0%})")
    print(f"{'game':<14}{'players':>8}" + "".join(f"{w}x{h}".rjust(12) for w, h in SIZES))
    for game_id in registry.game_ids():
        game = registry.get_game(game_id)
        for players in sorted({game.min_players, game.max_players}):
            shares = "".join(f"{board_share(game_id, players, size):12.1%}" for size in SIZES)
            print(f"{game_id:<14}{players:>8}{shares}")


if __name__ == "__main__":
    main()
