"""Frame time of the table for every game on offer: p50 and p99 over a few hundred frames.

    python bench/frames.py [--size 1920x1080] [--turns 40] [--frames 300]

Headless (dummy video driver): measures our drawing and updating, not the display's flip.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.core.protocol import Config, Seat
from scenes import app


def measure(game_id: str, size: tuple[int, int], turns: int, frames: int) -> list[float]:
    game = registry.get_game(game_id)
    config = Config(game_id, (Seat("human"), *(Seat("bot", "easy") for _ in range(game.max_players - 1))))
    window = app.menu_app(size)
    window.stack.push(app.scene_for_shot(window, "table", config, 1, turns))
    window.frames(5)  # warm up: first frames build caches
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        window.step([], 1 / 60)
        times.append(time.perf_counter() - start)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--turns", type=int, default=40)
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))
    print(f"table frame time at {width}x{height} after {args.turns} moves (budget p99 8 ms):")
    for game_id in registry.game_ids():
        times = sorted(measure(game_id, (width, height), args.turns, args.frames))
        p99 = times[min(len(times) - 1, round(len(times) * 0.99))]
        print(f"  {game_id:<14} p50 {statistics.median(times) * 1000:6.2f} ms   p99 {p99 * 1000:6.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
