"""Time from launching `main.py` to the first menu frame on screen, over several launches.

    python bench/startup.py [--runs N] [--profile N] [--packaged dist/manifest/manifest]

The app prints `menu-ready` right after flipping its first menu frame when MANIFEST_STARTUP_PROBE is
set, then quits; this script measures launch to that line. Runs headless unless a display is set.
"""

from __future__ import annotations

import argparse
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def launch_once(command: list[str], data_dir: str) -> float:
    """Seconds from starting `command` (main.py, or the packaged program) to its `menu-ready` line."""
    env = {**os.environ, "MANIFEST_STARTUP_PROBE": "1", "MANIFEST_DATA_DIR": data_dir}
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    for line in process.stdout:
        if line.strip() == "menu-ready":
            elapsed = time.perf_counter() - start
            process.wait()
            return elapsed
    process.wait()
    raise SystemExit(f"{command[-1]} exited ({process.returncode}) without showing the menu")


def report_start(command: list[str], runs: int, budget: float) -> None:
    """Print the start-to-menu times of `command` over `runs` launches after one to warm the file cache,
    and the first (cold) launch's."""
    with tempfile.TemporaryDirectory() as data_dir:
        first = launch_once(command, data_dir)
        times = [launch_once(command, data_dir) for _ in range(runs)]
    print(f"start to interactive menu over {runs} launches (budget {budget:.3f} s):")
    print(
        f"  median {statistics.median(times):.3f} s   best {min(times):.3f} s   worst {max(times):.3f} s"
        f"   first (cold) {first:.3f} s"
    )


def report_profile(top: int) -> None:
    """Where one start's time goes: the `top` functions by cumulative time (cProfile of a launch to the menu)."""
    with tempfile.TemporaryDirectory() as folder:
        stats = Path(folder) / "start.prof"
        launch_once([sys.executable, "-m", "cProfile", "-o", str(stats), str(ROOT / "main.py")], folder)
        print(f"where the time of one start goes (the {top} functions with the most cumulative time):")
        pstats.Stats(str(stats), stream=sys.stdout).sort_stats("cumulative").print_stats(top)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--profile", type=int, default=0, metavar="N", help="also profile one start: its top N")
    parser.add_argument(
        "--packaged", type=Path, help="also time the packaged program (built by `pyinstaller build.spec`)"
    )
    args = parser.parse_args()
    report_start([sys.executable, str(ROOT / "main.py")], args.runs, budget=1.0)
    if args.packaged:
        report_start([str(args.packaged)], args.runs, budget=1.5)
    if args.profile:
        report_profile(args.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main())
