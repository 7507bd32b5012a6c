"""Set-up and start in one step: `python3 run.py` plays, `python3 run.py test` runs the tests.

Creates a virtual environment in `.venv`, installs what pyproject.toml asks for (again only when it
changed), then runs the game or the test suite inside it. Any other arguments go to main.py.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PYTHON = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_environment(extras: str) -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - run.py may be started by an older Python
        sys.exit("Manifest needs Python 3.11 or newer.")
    if not PYTHON.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    stamp = VENV / f"installed-{extras or 'app'}.txt"
    if stamp.exists() and stamp.read_text() == wanted:
        return
    print("Installing dependencies into .venv ...", flush=True)
    target = f"{ROOT}[{extras}]" if extras else str(ROOT)
    subprocess.run([PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", target], check=True)
    stamp.write_text(wanted)


def run_tests(pytest_args: list[str]) -> int:
    ensure_environment("test,build")
    steps = [
        [PYTHON, "-m", "ruff", "check", "."],
        [PYTHON, "-m", "mypy"],
        [PYTHON, "-m", "pytest", *pytest_args],
    ]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    for step in steps:
        print("$", " ".join(str(part) for part in step[1:]), flush=True)
        code = subprocess.run(step, cwd=ROOT, env=env).returncode
        if code:
            return code
    return 0


def main() -> int:
    args = sys.argv[1:]
    if args[:1] == ["test"]:
        return run_tests(args[1:])
    ensure_environment("")
    return subprocess.run([PYTHON, ROOT / "main.py", *args], cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main())
