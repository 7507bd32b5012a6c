"""When Manifest cannot start (a damaged install, no display) it says why in one line and exits with 1."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

import main

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("argv", [[], ["smoke"], ["simulate", "--game", "siberia", "--games", "1"]])
def test_a_program_folder_without_its_maps_says_so(tmp_path, monkeypatch, capsys, argv):
    for name in main.NEEDED_FOLDERS:
        (tmp_path / name).mkdir(parents=True)
        (tmp_path / name / "file").touch()
    (tmp_path / "maps" / "file").unlink()
    monkeypatch.setattr(main, "PROGRAM_DIR", tmp_path)
    assert main.main(argv) == 1
    error = capsys.readouterr().err
    assert error.startswith("Manifest cannot start:") and "lacks maps." in error
    assert "Unpack the download again" in error
    assert error.count("\n") == 1


def test_a_missing_file_of_the_program_names_it(monkeypatch, capsys):
    missing = main.PROGRAM_DIR / "maps" / "no-such-board.tmx"

    def run_lab(parser, args):
        missing.read_text()

    monkeypatch.setattr(main, "run_lab", run_lab)
    assert main.main(["simulate", "--game", "siberia"]) == 1
    assert f"a file of the program is missing ({missing})" in capsys.readouterr().err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a desktop session always has a display there")
def test_the_window_without_a_display_says_so_instead_of_running_unseen(tmp_path):
    environment = {
        key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")
    }
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py")],
        env=environment,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert "Manifest cannot start: there is no display" in done.stderr
    assert "Traceback" not in done.stderr
