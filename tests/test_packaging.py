"""The packaged program: build.spec builds a one-folder program that starts, plays and refuses bad arguments."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import registry
from scenes.audio import SOUND_NAMES

ROOT = Path(__file__).resolve().parents[1]
MAX_PACKAGE_MB = 80
CJK_FONTS = ("NotoSansJP", "NotoSansSC", "NotoSansKR")

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def package(tmp_path_factory):
    """The built folder (dist/manifest), built into a temporary place."""
    out = tmp_path_factory.mktemp("package")
    command = [sys.executable, "-m", "PyInstaller", str(ROOT / "build.spec"), "--noconfirm",
               "--distpath", str(out / "dist"), "--workpath", str(out / "work")]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-4000:]
    return out / "dist" / "manifest"


def run_packaged(package, tmp_path, *args):
    """Run the packaged program away from the source tree, headless, with its own data directory."""
    program = package / ("manifest.exe" if os.name == "nt" else "manifest")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "MANIFEST_DATA_DIR": str(tmp_path / "data")}
    return subprocess.run([program, *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)


def test_the_packaged_program_opens_every_scene(package, tmp_path):
    done = run_packaged(package, tmp_path, "smoke")
    assert done.returncode == 0, done.stderr[-4000:]
    assert "Traceback" not in done.stderr


def test_the_packaged_program_refuses_a_bad_argument_with_usage(package, tmp_path):
    done = run_packaged(package, tmp_path, "--no-such-argument")
    assert done.returncode == 2
    assert "usage: manifest" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_packaged_program_plays_every_game(package, tmp_path, game_id):
    done = run_packaged(package, tmp_path, "simulate", "--game", game_id, "--games", "1", "--seats",
                        ",".join(["bot:easy"] * registry.get_game(game_id).min_players))
    assert done.returncode == 0, done.stderr[-4000:]
    assert "0 errors" in done.stdout


def test_the_package_holds_boards_sounds_and_data_but_no_far_eastern_fonts(package):
    bundle = package / "_internal"
    for name in SOUND_NAMES:
        assert (bundle / "sounds" / f"{name}.wav").is_file()
    data_files = [path for pattern in ("maps/**/*.tmx", "maps/**/*.tsx", "game/**/*.json", "game/**/*.md",
                                       "scenes/**/*.json") for path in ROOT.glob(pattern)]
    for path in data_files:
        assert (bundle / path.relative_to(ROOT)).is_file(), f"{path.relative_to(ROOT)} is not in the package"
    fonts = {path.name for path in (bundle / "pygame_gui" / "data").iterdir()}
    assert "NotoSans-Regular.ttf" in fonts and "default_theme.json" in fonts
    assert not [font for font in fonts if font.startswith(CJK_FONTS)]
    size = sum(path.stat().st_size for path in package.rglob("*") if path.is_file() and not path.is_symlink())
    assert size < MAX_PACKAGE_MB * 1024 * 1024, f"the package is {size / 2**20:.0f} MB"
