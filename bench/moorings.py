"""Where Mainports draws ships moored in port: how far from their port's dot, and how often a moored ship lies nearer
another port's dot than its own (its mooring line then says which port it is in).

    python bench/moorings.py [--moves 300]

Headless: plays random moves of a 4-player game on each side of the board and measures every moored ship at
1280x720 and 1920x1080.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.core.match import Match
from game.core.protocol import Config, Seat
from game.mainports.rules import MainportsGame
from scenes.table.controller import TableController
from scenes.table.panels import Panels
from sprites.mainports import MainportsView


def measure(board: str, size: tuple[int, int], moves: int) -> tuple[int, int, float, float]:
    """(moored ships seen, of them nearer another port, median and 90th percentile distance to their dot in px)."""
    game = MainportsGame()
    config = Config("mainports", tuple(Seat("human") for _ in range(4)), {"board": board})
    match = Match(game, config, 4)
    view = MainportsView(game, config)
    surface = pygame.Surface(size)
    Panels(TableController(match), view).layout(size)
    rng = random.Random(4)
    nearer_another = 0
    distances: list[float] = []
    for _ in range(moves):
        if match.is_over():
            break
        view.seat = 0
        view.draw(surface, game.redact(match.state, 0), set(), None)
        dots = {port: view.to_screen(*point) for port, point in view.board.ports.items()}
        for name, hull in view.shapes.items():
            if not name.startswith("ship:"):
                continue
            seat, index = (int(part) for part in name.split(":")[1:])
            position = match.state.players[seat].ships[index].position
            if position.startswith("port:"):
                distances.append(math.dist(hull.center, dots[position[5:]]))
                nearest = min(dots, key=lambda port: math.dist(hull.center, dots[port]))
                nearer_another += nearest != position[5:]
        match.play(rng.choice(match.legal_actions()))
    distances.sort()
    return len(distances), nearer_another, distances[len(distances) // 2], distances[int(len(distances) * 0.9)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=300)
    args = parser.parse_args()
    pygame.init()
    for board in ("central", "great"):
        for size in ((1280, 720), (1920, 1080)):
            seen, nearer, median, p90 = measure(board, size, args.moves)
            print(
                f"{board:8} {size[0]}x{size[1]}: {seen} moored ships, {nearer} ({100 * nearer / max(1, seen):.0f}%)"
                f" nearer another port's dot, distance to their own median {median:.0f} px, p90 {p90:.0f} px"
            )


if __name__ == "__main__":
    main()
