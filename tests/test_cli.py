"""The command line: wrong arguments get a usage message and exit code 2, bad saves a one-line error.

main.py runs as a real subprocess. A small runner script offers the test game first, so the cases
that need a game work before any real game is on offer.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import words
from game import registry
from game.core import saves
from game.core.match import Match
from game.core.protocol import Config, Seat
from words import languages

CHOICES = ", ".join(map(repr, languages()))
"""The --lang choices argparse names: English, every catalogue, pseudo."""

LANGUAGE_CHOICES = ", ".join(repr(code) for code in words.languages())
"""The --lang choices as argparse lists them: English, every catalogue's language, pseudo."""

ROOT = Path(__file__).resolve().parents[1]
RUNNER = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
from game import registry
from tests.toygame import TOY, ToyGame
registry.register(ToyGame(), TOY)
import main
sys.exit(main.main(sys.argv[1:]))
"""


@pytest.fixture
def manifest(tmp_path):
    """Runs the command line with the test game on offer; returns the finished process."""
    runner = tmp_path / "runner.py"
    runner.write_text(RUNNER)

    def run(*args):
        return subprocess.run(
            [sys.executable, str(runner), *map(str, args)], cwd=tmp_path, capture_output=True, text=True, timeout=120
        )

    return run


@pytest.mark.parametrize(
    "args, message",
    [
        (["fly"], "invalid choice: 'fly'"),
        (["simulate", "--game", "chess"], "invalid choice: 'chess'"),
        (["simulate", "--game", "toy", "--seats", "robot,bot"], "a seat is 'human' or 'bot:LEVEL'"),
        (["simulate", "--game", "toy", "--seats", "bot:genius,bot"], "bot level must be one of"),
        (["simulate", "--game", "toy", "--seats", "human:hard,bot"], "a human seat takes no level"),
        (["simulate", "--game", "toy", "--seats", ""], "a seat is"),
        (["play", "--game", "toy", "--size", "huge"], "size must look like 1280x720"),
        (["play", "--game", "toy", "--size", "1280x720x3"], "size must look like 1280x720"),
        (["play", "--game", "toy", "--size", "320x200"], "at least 1280x720"),
        (["screenshot", "--out", "x.png", "--size=-5x9"], "at least 1280x720"),
        (["screenshot", "--out", "x.png", "--size=1000000x9000"], "at most 16384x16384"),
        (["simulate", "--game", "toy", "--option", "fast"], "KEY=VALUE"),
        (["simulate", "--game", "toy", "--option", "=yes"], "KEY=VALUE"),
        (["simulate", "--game", "toy", "--option", "speed=fast"], "Toy Cards has no options."),
        (["simulate", "--game", "toy", "--seats", "bot,bot,bot,bot,bot"], "2 to 4 players, not 5"),
        (["play", "--game", "toy", "--seats", "human"], "2 to 4 players, not 1"),
        (["simulate", "--game", "toy", "--seats", "human,bot"], "every seat must be bot"),
        (["simulate", "--game", "toy", "--games", "0"], "--games must be at least 1"),
        (["simulate", "--game", "toy", "--games", "many"], "invalid int value"),
        (["simulate", "--game", "toy", "--seed", "lucky"], "invalid int value"),
        (["simulate"], "--game"),
        (["screenshot", "--out", "x.png", "--scene", "table"], "--scene table needs --game"),
        (["replay"], "file"),
        (
            ["--lang", "klingon", "smoke"],
            f"invalid choice: 'klingon' (choose from {', '.join(repr(code) for code in words.languages())})",
        ),
        (["--lang"], "--lang"),
    ],
    ids=lambda value: " ".join(value) if isinstance(value, list) else None,
)
def test_wrong_arguments_give_usage_and_exit_code_2(manifest, args, message):
    done = manifest(*args)
    assert done.returncode == 2, done.stderr
    assert "usage:" in done.stderr
    assert message in done.stderr
    assert "Traceback" not in done.stderr


def save_a_game(toy, path, moves=4):
    match = Match(toy, Config("toy", (Seat("bot", "easy"), Seat("bot", "easy"))), 5)
    for _ in range(moves):
        match.play(match.choose_bot_action())
    saves.save(match, path)
    return match


def test_replay_of_a_good_save_prints_its_checksum(manifest, toy, tmp_path):
    match = save_a_game(toy, tmp_path / "good.json")
    done = manifest("replay", tmp_path / "good.json", "--verify")
    assert done.returncode == 0, done.stderr
    assert match.checksum() in done.stdout
    assert "4 moves" in done.stdout and "checksum verified" in done.stdout


def test_replay_of_a_save_of_older_rules_says_its_checksum_was_not_compared(manifest, tmp_path):
    """The Mainports save of its first rules opens where today's rules part ways with it: nothing was verified."""
    done = manifest("replay", Path(__file__).parent / "golden" / "v2-mainports-finished.json", "--verify")
    assert done.returncode == 0, done.stderr
    assert "older rules" in done.stdout and "checksum not compared" in done.stdout
    assert "verified" not in done.stdout


def test_replay_prints_its_one_line_and_nothing_else(manifest, tmp_path):
    """Siberia reads its map with pytmx, which complains about a missing pygame when the rules hide it."""
    match = Match(registry.get_game("siberia"), Config("siberia", (Seat("bot", "easy"), Seat("bot", "easy"))), 3)
    for _ in range(3):
        match.play(match.choose_bot_action())
    saves.save(match, tmp_path / "siberia.json")
    done = manifest("replay", tmp_path / "siberia.json")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [f"siberia.json: Siberia, 3 moves, replayed ({match.checksum()})"]
    assert done.stderr == ""


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda text: text[: len(text) // 2], "damaged or incomplete"),
        (lambda text: "\x00\x01garbage", "damaged or incomplete"),
        (lambda text: text.replace('"actions": [', '"actions": [["Sing", "a song"], '), "move 1 is not a legal move"),
        (lambda text: text.replace('"checksum": "', '"checksum": "0'), "does not match"),
        (lambda text: json.dumps({"hello": "world"}), "not a Manifest save"),
        (lambda text: text.replace(f'"version": {saves.SAVE_VERSION}', '"version": 99'), "newer Manifest"),
        (lambda text: text.replace('"game": "toy"', '"game": "chess"'), "a game this Manifest does not have"),
        (lambda text: "[" * 100_000 + "]" * 100_000, "damaged"),
    ],
    ids=["truncated", "garbage", "bad-move", "checksum", "foreign", "newer", "unknown-game", "deeply-nested"],
)
def test_replay_of_a_bad_save_prints_one_line_and_exits_1(manifest, toy, tmp_path, damage, message):
    save_a_game(toy, tmp_path / "good.json")
    bad = tmp_path / "bad.json"
    bad.write_text(damage((tmp_path / "good.json").read_text()))
    done = manifest("replay", bad, "--verify")
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert message in done.stderr and "bad.json" in done.stderr


@pytest.mark.parametrize("name", ["missing.json", "."], ids=["missing-file", "a-folder"])
def test_replay_of_something_that_is_no_file_prints_one_line_and_exits_1(manifest, tmp_path, name):
    done = manifest("replay", tmp_path / name)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_main_py_itself_refuses_an_unknown_command(tmp_path):
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "fly"], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2
    assert "usage:" in done.stderr and "invalid choice: 'fly'" in done.stderr
    assert "Traceback" not in done.stderr
