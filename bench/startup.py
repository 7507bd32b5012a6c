"""Time from launching `main.py` to the first menu frame on screen, over several launches.

    python bench/startup.py [--runs N]

The app prints `menu-ready` right after flipping its first menu frame when MANIFEST_STARTUP_PROBE is
set, then quits; this script measures launch to that line. Runs headless unless a display is set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def launch_once(data_dir: str) -> float:
    env = {**os.environ, "MANIFEST_STARTUP_PROBE": "1", "MANIFEST_DATA_DIR": data_dir}
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py")],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if line.strip() == "menu-ready":
            elapsed = time.perf_counter() - start
            process.wait()
            return elapsed
    process.wait()
    raise SystemExit(f"main.py exited ({process.returncode}) without showing the menu")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data_dir:
        launch_once(data_dir)  # warm the file cache, as a second start would be
        times = [launch_once(data_dir) for _ in range(args.runs)]
    print(f"start to interactive menu over {args.runs} launches (budget 1.000 s):")
    print(f"  median {statistics.median(times):.3f} s   best {min(times):.3f} s   worst {max(times):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
