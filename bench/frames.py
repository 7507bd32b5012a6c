"""Frame time of the table for every game on offer: p50 and p99 over a few hundred frames, in wall time and in the
window thread's processor time (the machine's load and the bots' thinking aside), and apart from them the frames that
land a move while the bots play (the table redraws its panels and lists the moves again then).

    python bench/frames.py [--size 1920x1080] [--turns 40] [--frames 300] [--game ID]

Headless (dummy video driver): measures our drawing and updating, not the display's flip. Budget: every frame's p99
under 8 ms of processor time, the frames that land a move included.
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


def measure(
    game_id: str, size: tuple[int, int], turns: int, frames: int
) -> tuple[list[float], list[float], list[float]]:
    """Wall and processor seconds of idle frames at a human's turn, and processor seconds of the frames that land a
    bot's move in a game of bots watched from the table."""
    game = registry.get_game(game_id)
    config = Config(game_id, (Seat("human"), *(Seat("bot", "easy") for _ in range(game.max_players - 1))))
    window = app.menu_app(size)
    window.stack.push(app.scene_for_shot(window, "table", config, 1, turns))
    window.frames(5)  # warm up: first frames build caches
    wall, processor = [], []
    for _ in range(frames):
        start, cpu = time.perf_counter(), time.thread_time()
        window.step([], 1 / 60)
        wall.append(time.perf_counter() - start)
        processor.append(time.thread_time() - cpu)
    return wall, processor, landing_frames(game_id, size, frames)


def landing_frames(game_id: str, size: tuple[int, int], frames: int) -> list[float]:
    """Processor seconds of each frame in which a bot's move landed and of the frame after it (which draws the rest
    of what the move changed), the bots playing at once (no animation)."""
    game = registry.get_game(game_id)
    config = Config(game_id, tuple(Seat("bot", "easy") for _ in range(game.max_players)))
    window = app.menu_app(size)
    window.settings.animation_speed = "instant"
    table = app.scene_for_shot(window, "table", config, 1, 0)
    window.stack.push(table)
    window.frames(5)
    table.controller.bots_paused = False  # type: ignore[attr-defined]  # a screenshot's table holds its bots
    landed = []
    after_move = False
    for _ in range(frames):
        moves = len(table.match.actions)  # type: ignore[attr-defined]
        if table.match.is_over():  # type: ignore[attr-defined]
            break
        cpu = time.thread_time()
        window.step([], 1 / 60)
        spent = time.thread_time() - cpu
        moved = len(table.match.actions) != moves  # type: ignore[attr-defined]
        if moved or after_move:  # the table draws what a move changed over two frames
            landed.append(spent)
        else:
            time.sleep(0.002)  # the bot thinks on its thread meanwhile
        after_move = moved
    return landed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--turns", type=int, default=40)
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--game", choices=registry.game_ids(), help="one game only (default: every game)")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))
    print(f"table frame time at {width}x{height} after {args.turns} moves (budget: p99 under 8 ms of processor time):")
    for game_id in [args.game] if args.game else registry.game_ids():
        wall, processor, landed = measure(game_id, (width, height), args.turns, args.frames)
        print(
            f"  {game_id:<14} idle p50 {statistics.median(wall) * 1000:6.2f} ms  p99 {p99(wall) * 1000:6.2f} ms wall,"
            f" p99 {p99(processor) * 1000:6.2f} ms processor;  a move landing ({len(landed)} frames):"
            f" p50 {statistics.median(landed or [0]) * 1000:6.2f} ms  p99 {p99(landed or [0]) * 1000:6.2f} ms processor"
        )
    return 0


def p99(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, round(len(ordered) * 0.99))]


if __name__ == "__main__":
    sys.exit(main())
