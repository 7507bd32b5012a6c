"""Frame time of the Competitors world table while a player pans and zooms.

    python bench/render.py [--size 1920x1080] [--frames 600]

Headless (dummy video driver): the whole table scene is drawn each frame, the board view receiving
right-button drags, arrow keys and mouse-wheel zooms in and out. Prints the time to lay out the view
(it draws the static map once per zoom level), the memory those maps take, and the frame time
median and p99 (budget: p99 under 8 ms at 1920x1080).
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

import pygame

from game.core.protocol import Config, Seat
from scenes import app
from sprites.competitors import CompetitorsView


def view_actions(frame: int, board: pygame.Rect) -> list[pygame.event.Event]:
    """What the player does in a frame: a long right-drag, a wheel notch now and then, arrow keys."""
    x = board.centerx + round(200 * ((frame % 80) / 40 - 1))
    y = board.centery + (frame % 30) - 15
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(5, 1), buttons=(0, 0, 1))]
    if frame % 80 == 0:
        events.insert(0, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=3))
    if frame % 80 == 79:
        events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=3))
    if frame % 12 == 6:
        events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if (frame // 60) % 2 == 0 else -1))
    if frame % 25 == 0:
        key = (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN)[(frame // 25) % 4]
        events.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    return events


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--frames", type=int, default=600)
    args = parser.parse_args()
    size = tuple(int(part) for part in args.size.split("x"))
    config = Config("competitors", (Seat("human"), Seat("bot", "easy"), Seat("bot", "easy")))
    window = app.menu_app((size[0], size[1]))
    start = time.perf_counter()
    table = app.scene_for_shot(window, "table", config, 1, 0)
    window.stack.push(table)
    window.frames(3)
    opened = time.perf_counter() - start
    view = table.view  # type: ignore[attr-defined]
    assert isinstance(view, CompetitorsView)
    megabytes = sum(s.get_width() * s.get_height() * s.get_bytesize() for s in view.maps) / 2**20
    board = view.map_rect()
    zooms = set()
    times: list[float] = []
    board_times: list[float] = []
    draw_board = view.draw

    def timed_draw(*arguments: object) -> None:
        begin = time.perf_counter()
        draw_board(*arguments)  # type: ignore[arg-type]
        board_times.append(time.perf_counter() - begin)

    view.draw = timed_draw  # type: ignore[method-assign]
    for frame in range(args.frames):
        events = view_actions(frame, board)
        begin = time.perf_counter()
        window.step(events, 1 / 60)
        times.append(time.perf_counter() - begin)
        zooms.add(round(view.zoom, 2))

    def p99(values: list[float]) -> float:
        return sorted(values)[min(len(values) - 1, round(len(values) * 0.99))] * 1000

    print(f"Competitors world table at {size[0]}x{size[1]}, {args.frames} frames panning and zooming")
    print(f"  table opened in {opened * 1000:.0f} ms ({len(view.levels)} zoom levels drawn, {megabytes:.0f} MB)")
    print(f"  zoom levels visited: {', '.join(f'{z:g}' for z in sorted(zooms))}")
    print(f"  whole frame: median {statistics.median(times) * 1000:.2f} ms, p99 {p99(times):.2f} ms (budget p99 8 ms)")
    print(f"  board view alone: median {statistics.median(board_times) * 1000:.2f} ms, p99 {p99(board_times):.2f} ms")
    print(f"  load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
