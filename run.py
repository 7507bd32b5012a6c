"""Set-up and start in one step: `python3 run.py` plays, `python3 run.py test` runs the tests.

Creates a virtual environment in `.venv`, installs what pyproject.toml asks for (again only when it
changed), then runs the game or the test suite inside it. `python3 run.py package` builds the program
people download (build.spec) and packs it into dist/: manifest-VERSION-linux-x86_64.tar.gz on Linux, a
.zip of the folder on Windows, a .zip of Manifest.app on macOS. Any other arguments go to main.py.
"""

from __future__ import annotations

import hashlib
import os
import platform
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PYTHON = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


DIST = ROOT / "dist"
MACHINES = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}
"""platform.machine()'s names (which differ by OS) -> the one an archive's name uses."""
SYSTEMS = {"linux": "linux", "win32": "windows", "darwin": "macos"}


def install_stamp(extras: str) -> tuple[Path, str]:
    """The file that records what .venv holds, and what it must say for these extras to be installed."""
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    return VENV / f"installed-{extras or 'app'}.txt", wanted


def ensure_environment(extras: str) -> None:
    if not PYTHON.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    stamp, wanted = install_stamp(extras)
    if stamp.exists() and stamp.read_text() == wanted:
        return
    # pip names each package as it comes: a first install takes a minute or two, and the lines show it is moving
    print("Installing dependencies into .venv (a minute or two the first time) ...", flush=True)
    target = f"{ROOT}[{extras}]" if extras else str(ROOT)
    install: list[str | Path] = [
        PYTHON,
        "-m",
        "pip",
        "install",
        "--disable-pip-version-check",
        "--progress-bar",
        "off",
        target,
    ]
    subprocess.run(install, check=True)
    stamp.write_text(wanted)


def run_tests(pytest_args: list[str]) -> int:
    ensure_environment("test,build")
    steps: list[list[str | Path]] = [
        [PYTHON, "-m", "ruff", "check", "."],
        [PYTHON, "-m", "ruff", "format", "--check", "."],
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


def version() -> str:
    """The version, from its one source: pyproject.toml's project version (build.spec and main.py ask here)."""
    import tomllib  # here, so that Python before 3.11 gets main()'s clear refusal

    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])


def archive_name() -> str:
    """manifest-VERSION-SYSTEM-MACHINE, e.g. manifest-0.1.0-linux-x86_64."""
    machine = platform.machine().lower()
    return f"manifest-{version()}-{SYSTEMS.get(sys.platform, sys.platform)}-{MACHINES.get(machine, machine)}"


def package() -> int:
    """Build dist/manifest (and dist/Manifest.app on macOS) with build.spec and pack the archive."""
    ensure_environment("build")
    build: list[str | Path] = [
        PYTHON,
        "-m",
        "PyInstaller",
        "build.spec",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        DIST,
        "--workpath",
        ROOT / "build",
    ]
    print("$", " ".join(str(part) for part in build[1:]), flush=True)
    if code := subprocess.run(build, cwd=ROOT).returncode:
        return code
    base = DIST / archive_name()
    if sys.platform == "darwin":  # ditto keeps the .app's links, modes and resources, as Finder's Compress does
        archive = base.with_name(base.name + ".zip")
        pack = ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", DIST / "Manifest.app", archive]
        subprocess.run(pack, check=True)
    else:
        packed_as = "zip" if sys.platform == "win32" else "gztar"
        archive = Path(shutil.make_archive(str(base), packed_as, root_dir=DIST, base_dir="manifest"))
    print(f"{archive}: {archive.stat().st_size / 2**20:.1f} MB", flush=True)
    return 0


def main() -> int:
    if sys.version_info < (3, 11):  # noqa: UP036 - run.py may be started by an older Python
        sys.exit("Manifest needs Python 3.11 or newer.")
    args = sys.argv[1:]
    if args[:1] == ["test"]:
        return run_tests(args[1:])
    if args == ["package"]:
        return package()
    ensure_environment("")
    return subprocess.run([PYTHON, ROOT / "main.py", *args], cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main())
