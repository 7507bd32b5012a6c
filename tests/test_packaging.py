"""The download: `python3 run.py package` in a fresh copy of the repository packs the Linux archive, which,
unpacked in a fresh folder with a fresh home and no Python on PATH, plays and saves every game.

The fresh copy holds the files git tracks (as a clone would, with the changes not committed yet), and
its .venv borrows the packages of the environment running the tests instead of downloading them: the
release workflow runs the whole of `python3 run.py package` on fresh machines.
"""

import importlib.util
import os
import shutil
import subprocess
import sys
import tarfile
import venv
from pathlib import Path

import pytest

from game import registry
from game.core import saves
from scenes.audio import SOUND_NAMES

ROOT = Path(__file__).resolve().parents[1]
MAX_ARCHIVE_MB = 60
CJK_FONTS = ("NotoSansJP", "NotoSansSC", "NotoSansKR")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the release workflow packs the others"),
]


def fresh_copy(target: Path) -> None:
    """The files git tracks, as they are now, copied to `target`: what a clone would hold."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in listed.decode().split("\0"):
        if name and (ROOT / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)


def borrow_environment(checkout: Path) -> None:
    """A .venv in `checkout` that sees this environment's packages, marked as run.py marks an install."""
    venv.EnvBuilder(with_pip=False).create(checkout / ".venv")
    site_packages = next((checkout / ".venv").glob("lib/python3*/site-packages"))
    here = next(path for path in sys.path if path.endswith("site-packages"))
    (site_packages / "borrowed.pth").write_text(here + "\n")
    spec = importlib.util.spec_from_file_location("fresh_run", checkout / "run.py")
    assert spec is not None and spec.loader is not None
    fresh_run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fresh_run)
    stamp, wanted = fresh_run.install_stamp("build")
    stamp.write_text(wanted)


@pytest.fixture(scope="module")
def archive(tmp_path_factory):
    """The archive `python3 run.py package` packs in a fresh copy."""
    checkout = tmp_path_factory.mktemp("checkout")
    fresh_copy(checkout)
    borrow_environment(checkout)
    done = subprocess.run([sys.executable, "run.py", "package"], cwd=checkout, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    return next((checkout / "dist").glob("manifest-*.tar.gz"))


def unpack(archive, folder):
    with tarfile.open(archive) as packed:
        packed.extractall(folder, filter="data")
    return folder / "manifest"


@pytest.fixture(scope="module")
def package(archive, tmp_path_factory):
    """The program's folder, unpacked in a fresh folder."""
    return unpack(archive, tmp_path_factory.mktemp("unpacked"))


def run_packaged(package, tmp_path, *args, display=False):
    """Run the unpacked program as a new user would: a fresh home, nothing on PATH (so no Python)."""
    home, empty = tmp_path / "home", tmp_path / "bin"
    home.mkdir(exist_ok=True)
    empty.mkdir(exist_ok=True)
    env = {"HOME": str(home), "PATH": str(empty), "LANG": "C.UTF-8", "SDL_AUDIODRIVER": "dummy"}
    if display:  # a display only the dummy driver provides
        env["SDL_VIDEODRIVER"] = "dummy"
    assert shutil.which("python3", path=env["PATH"]) is None
    return subprocess.run(
        [package / "manifest", *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300
    )


def test_the_archive_is_named_by_the_version_and_small(archive):
    from run import version

    assert archive.name == f"manifest-{version()}-linux-x86_64.tar.gz"
    with tarfile.open(archive) as packed:
        assert {Path(name).parts[0] for name in packed.getnames()} == {"manifest"}
    size = archive.stat().st_size
    assert size < MAX_ARCHIVE_MB * 1024 * 1024, f"the archive is {size / 2**20:.0f} MB"


def test_in_a_fresh_home_without_python_it_plays_and_saves_every_game(package, tmp_path):
    done = run_packaged(package, tmp_path, "smoke")
    assert done.returncode == 0, done.stderr[-4000:]
    assert "Traceback" not in done.stderr
    saves_folder = tmp_path / "home" / ".local" / "share" / "Manifest" / "saves"  # the user data folder
    for game_id in registry.game_ids():
        match = saves.load(saves_folder / f"smoke-{game_id}.json")
        assert match.game.id == game_id and match.is_over()


def test_it_tells_its_version_and_refuses_a_bad_argument_with_usage(package, tmp_path):
    from run import version

    assert run_packaged(package, tmp_path, "--version").stdout.strip() == f"Manifest {version()}"
    done = run_packaged(package, tmp_path, "--no-such-argument")
    assert done.returncode == 2
    assert "usage: manifest" in done.stderr
    assert "Traceback" not in done.stderr


def test_without_a_display_it_says_so_in_one_line(package, tmp_path):
    done = run_packaged(package, tmp_path)
    assert done.returncode == 1
    assert "Manifest cannot start: there is no display" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_damaged_install_says_to_unpack_again(archive, tmp_path):
    damaged = unpack(archive, tmp_path / "damaged")
    shutil.rmtree(damaged / "_internal" / "maps")
    done = run_packaged(damaged, tmp_path, display=True)
    assert done.returncode == 1
    assert "Manifest cannot start:" in done.stderr and "lacks maps" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_package_holds_boards_sounds_data_and_icon_but_no_unshipped_languages(package):
    bundle = package / "_internal"
    for name in SOUND_NAMES:
        assert (bundle / "sounds" / f"{name}.wav").is_file()
    data_files = [
        path
        for pattern in (
            "maps/**/*.tmx",
            "maps/**/*.tsx",
            "game/**/*.json",
            "game/**/*.md",
            "scenes/**/*.json",
            "sprites/icon/*.png",
        )
        for path in ROOT.glob(pattern)
    ]
    for path in data_files:
        assert (bundle / path.relative_to(ROOT)).is_file(), f"{path.relative_to(ROOT)} is not in the package"
    fonts = {path.name for path in (bundle / "pygame_gui" / "data").iterdir()}
    assert "NotoSans-Regular.ttf" in fonts and "default_theme.json" in fonts
    assert not [font for font in fonts if font.startswith(CJK_FONTS)]
    assert not list(bundle.rglob("_hashlib*")), "hashlib's OpenSSL module came along (its sha256 needs none)"
    assert list(bundle.rglob("_ssl*")), "the websockets client (games over the network) imports ssl"
    locales = {path.stem for path in (bundle / "babel" / "locale-data").iterdir()}
    assert {"root", "en"} <= locales and "ja" not in locales and len(locales) < 20  # of Babel's 1084
    assert os.access(package / "manifest", os.X_OK)
