"""The archive people download: its size, what takes the room, and its start to the menu.

    python bench/package_size.py [ARCHIVE] [--build] [--most N] [--runs N]

ARCHIVE defaults to the newest archive in dist/ (`python3 run.py package` makes it; --build runs that
first and prints how long it took). Prints the archive's size (budget 60 MB), the unpacked folder's size
and its biggest items, and the time from starting the unpacked program to its first menu frame (budget
2.5 s), headless, over several launches.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from startup import report_start

ROOT = Path(__file__).resolve().parents[1]
ARCHIVE_BUDGET_MB = 60
START_BUDGET_SECONDS = 2.5
MB = 1024 * 1024
PROGRAMS = ("manifest/manifest", "manifest/manifest.exe", "Manifest.app/Contents/MacOS/manifest")
"""Where the program lies in an unpacked archive: Linux, Windows, macOS."""


def size_of(path: Path) -> int:
    """Bytes of a file, or of every file below a folder (links counted once, as their targets)."""
    if path.is_symlink():
        return 0
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def items(folder: Path) -> list[Path]:
    """The folder's top-level items, with the bundle folders and their packages opened up."""
    found: list[Path] = []
    for path in folder.iterdir():
        if path.is_dir() and path.name in ("manifest", "_internal", "pygame_ce.libs", "python3.11", "Contents"):
            found += items(path)
        else:
            found.append(path)
    return found


def newest_archive() -> Path | None:
    archives = [*(ROOT / "dist").glob("manifest-*.tar.gz"), *(ROOT / "dist").glob("manifest-*.zip")]
    return max(archives, key=lambda path: path.stat().st_mtime, default=None)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("archive", type=Path, nargs="?", default=None)
    parser.add_argument("--build", action="store_true", help="run `python3 run.py package` first and time it")
    parser.add_argument("--most", type=int, default=12, help="how many of the biggest items to list")
    parser.add_argument("--runs", type=int, default=5, help="launches timed from start to menu")
    args = parser.parse_args()
    if args.build:
        start = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "run.py"), "package"], cwd=ROOT, check=True)
        print(f"build and pack: {time.perf_counter() - start:.1f} s")
    archive = args.archive or newest_archive()
    if archive is None or not archive.is_file():
        print("no archive: make one with `python3 run.py package`")
        return 1
    print(f"{archive.name}: {size_of(archive) / MB:.1f} MB (budget {ARCHIVE_BUDGET_MB} MB)")
    with tempfile.TemporaryDirectory() as unpacked:
        folder = Path(unpacked)
        shutil.unpack_archive(archive, folder)
        print(f"unpacked: {size_of(folder) / MB:.1f} MB")
        for path in sorted(items(folder), key=size_of, reverse=True)[: args.most]:
            print(f"  {size_of(path) / MB:6.1f} MB  {path.relative_to(folder)}")
        program = next(folder / name for name in PROGRAMS if (folder / name).is_file())
        report_start([str(program)], args.runs, START_BUDGET_SECONDS)
    return 0


if __name__ == "__main__":
    sys.exit(main())
