"""Memory of the process as tables open and close: each game's table opened and left for the menu five times.

    python bench/table_memory.py [--size 1280x720] [--turns 40] [--times 5]

Prints the resident memory (RSS) after each close and the growth from the first close to the last. Budget
(../shared/design.md and the issue that set it): at most 250 MB, and flat across tables: after the fifth
close within 10% of after the first.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.core.protocol import Config, Seat
from scenes import app

BUDGET_MB = 250
GROWTH = 0.10


def rss_mb() -> float:
    """Resident memory now, in MB (Linux's /proc; elsewhere the peak, from resource)."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def open_and_close(window: app.App, game_id: str, turns: int) -> float:
    """RSS (MB) while the table is open."""
    game = registry.get_game(game_id)
    config = Config(game_id, (Seat("human"), *(Seat("bot", "easy") for _ in range(game.max_players - 1))))
    window.stack.push(app.scene_for_shot(window, "table", config, 1, turns))
    window.frames(10)
    open_mb = rss_mb()
    window.stack.pop_to_bottom()
    window.frames(2)
    gc.collect()
    return open_mb


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--turns", type=int, default=40)
    parser.add_argument("--times", type=int, default=5)
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))
    window = app.menu_app((width, height))
    window.frames(2)
    print(f"RSS after the menu at {width}x{height}: {rss_mb():.0f} MB (budget {BUDGET_MB} MB, flat across tables)")
    worst = 0.0
    for game_id in registry.game_ids():
        after = []
        for _ in range(args.times):
            worst = max(worst, open_and_close(window, game_id, args.turns))
            after.append(rss_mb())
        growth = after[-1] / after[0] - 1
        marks = " ".join(f"{mb:.0f}" for mb in after)
        verdict = "ok" if growth <= GROWTH and after[-1] <= BUDGET_MB else "OVER"
        print(f"  {game_id:<14} RSS after each close (MB): {marks}   growth {growth:+.1%}   {verdict}")
    print(f"highest RSS with a table open {worst:.0f} MB (budget {BUDGET_MB} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
