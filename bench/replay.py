"""What the replay of each golden finished game costs: the time to play its moves again and keep the state
after each, the memory those states take, and the time of a step forward drawn on screen.

    python bench/replay.py [--size 1280x720]

Runs headless.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core import saves  # noqa: E402
from scenes import names  # noqa: E402
from scenes.app import menu_app  # noqa: E402
from scenes.replay import ReplayController, ReplayScene  # noqa: E402

STEPS = 20
"""Steps forward timed per game, each with the frame that draws it."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720", help="window size of the timed steps")
    width, height = (int(part) for part in parser.parse_args().size.split("x"))
    app = menu_app((width, height))
    for path in sorted((ROOT / "tests" / "golden").glob("v2-*-finished.json")):
        match = saves.load(path)
        start = time.perf_counter()
        ReplayController(match)
        made = time.perf_counter() - start
        tracemalloc.start()  # again, traced: tracing slows it down
        ReplayController(match)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        app.push(names.REPLAY, match=match)
        scene = app.stack.top
        assert isinstance(scene, ReplayScene)
        app.frames(2)
        start = time.perf_counter()
        for _ in range(STEPS):
            scene.step()
            app.frames(1)
        step = (time.perf_counter() - start) / STEPS
        app.stack.pop()
        print(
            f"{path.stem}: {len(match.actions)} moves, positions made in {made:.2f} s, "
            f"peak {peak / 1e6:.1f} MB; a step drawn in {step * 1000:.0f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
