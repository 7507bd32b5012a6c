"""Size of the packaged program: the whole folder in MB and its biggest items.

    .venv/bin/python bench/package_size.py [FOLDER] [--build] [--most N]

FOLDER defaults to dist/manifest. --build first runs `pyinstaller build.spec --noconfirm` and prints
how long the build took. The budget is 80 MB.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUDGET_MB = 80
MB = 1024 * 1024


def size_of(path: Path) -> int:
    """Bytes of a file, or of every file below a folder (links counted once, as their targets)."""
    if path.is_symlink():
        return 0
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def items(folder: Path) -> list[Path]:
    """The folder's top-level items, with the bundle folder (_internal) and its packages opened up."""
    found: list[Path] = []
    for path in folder.iterdir():
        if path.is_dir() and path.name in ("_internal", "pygame_ce.libs", "python3.11"):
            found += items(path)
        else:
            found.append(path)
    return found


def build() -> None:
    start = time.perf_counter()
    command = [sys.executable, "-m", "PyInstaller", "build.spec", "--noconfirm"]
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
    print(f"build: {time.perf_counter() - start:.1f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, nargs="?", default=ROOT / "dist" / "manifest")
    parser.add_argument("--build", action="store_true", help="build dist/manifest first and time it")
    parser.add_argument("--most", type=int, default=12, help="how many of the biggest items to list")
    args = parser.parse_args()
    if args.build:
        build()
    if not args.folder.is_dir():
        print(f"{args.folder} does not exist: build it with `.venv/bin/pyinstaller build.spec --noconfirm`")
        return 1
    total = size_of(args.folder)
    print(f"{args.folder}: {total / MB:.1f} MB (budget {BUDGET_MB} MB)")
    for path in sorted(items(args.folder), key=size_of, reverse=True)[: args.most]:
        print(f"  {size_of(path) / MB:6.1f} MB  {path.relative_to(args.folder)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
