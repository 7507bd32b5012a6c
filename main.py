"""Manifest: a digital table for five logistics and trade board games.

    python main.py                       open the menu
    python main.py play --game G ...     start straight into a game
    python main.py simulate ...          bots play headless games
    python main.py screenshot --out F    render a scene to a PNG
    python main.py smoke                 open every scene headless, play and save a bot game of each game
    python main.py replay FILE --verify  replay a save and check it
    python main.py --lang pseudo ...     any of these in another language (en, pseudo...)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from pathlib import Path

import words
from game import registry
from game.core.protocol import Config, ConfigError, Seat
from scenes import GAME_SHOTS, MAX_WINDOW_SIDE, MIN_WINDOW, SHOTS
from words import tr

PROGRAM_DIR = Path(__file__).resolve().parent
"""The checkout, or the packaged program's bundle folder (PyInstaller puts main.py's __file__ there)."""
NEEDED_FOLDERS = ("maps", "sounds", "sprites/icon", "words")
"""Folders without which nothing starts: checked first, so a damaged install says so instead of failing later."""
WINDOW_COMMANDS = (None, "play")
"""The commands that open a window, and so say why they cannot start in a message box too."""


def parse_seats(text: str) -> tuple[Seat, ...]:
    try:
        return tuple(Seat.parse(part) for part in text.split(","))
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if not (MIN_WINDOW[0] <= width <= MAX_WINDOW_SIDE and MIN_WINDOW[1] <= height <= MAX_WINDOW_SIDE):
        raise argparse.ArgumentTypeError(f"size must be at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]} "
                                         f"and at most {MAX_WINDOW_SIDE}x{MAX_WINDOW_SIDE}")
    return width, height


def parse_option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"an option looks like KEY=VALUE, not {text!r}")
    return key, value


def build_parser() -> argparse.ArgumentParser:
    games = registry.game_ids()
    parser = argparse.ArgumentParser(description="Manifest: logistics and trade board games.")
    parser.add_argument("--lang", choices=list(words.languages()), default=None,
                        help="the language of the window and of messages (default: the one of the settings)")
    commands = parser.add_subparsers(dest="command")

    def game_arguments(sub: argparse.ArgumentParser, required: bool) -> None:
        sub.add_argument("--game", choices=games, required=required, help="which game")
        sub.add_argument("--seats", type=parse_seats, help="comma-separated: human or bot:easy|normal|hard")
        sub.add_argument("--seed", type=int, default=None, help="seed for a repeatable game")
        sub.add_argument("--option", type=parse_option, action="append", default=[], metavar="KEY=VALUE")

    play = commands.add_parser("play", help="start straight into a game")
    game_arguments(play, required=True)
    play.add_argument("--size", type=parse_size, default=None, help="window size, e.g. 1280x720")

    simulate = commands.add_parser("simulate", help="bots play headless games")
    game_arguments(simulate, required=True)
    simulate.add_argument("--games", type=int, default=10)
    simulate.add_argument("--json", action="store_true", help="print the summary as JSON")

    shot = commands.add_parser("screenshot", help="render a scene to a PNG")
    game_arguments(shot, required=False)
    shot.add_argument("--out", type=Path, required=True)
    shot.add_argument("--scene", choices=SHOTS, default="menu")
    shot.add_argument("--turns", type=int, default=0, help="bot turns played before a table shot")
    shot.add_argument("--size", type=parse_size, default=(1280, 720))

    commands.add_parser("smoke", help="open every scene headless; the bots play a game of every game, "
                        "saved to saves/smoke-GAME.json in the data folder and loaded back")

    replay = commands.add_parser("replay", help="replay a save")
    replay.add_argument("file", type=Path)
    replay.add_argument("--verify", action="store_true", help="check the save's checksum")
    return parser


def make_config(parser: argparse.ArgumentParser, args: argparse.Namespace, default_seats: str) -> Config:
    game = registry.get_game(args.game)
    seats = args.seats or parse_seats(default_seats)
    config = Config(args.game, seats, dict(args.option))
    try:
        game.check_config(config)
    except ConfigError as error:
        parser.error(tr(error.message))
    return config


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.lang is not None:
        words.set_language(args.lang)
    in_window = args.command in WINDOW_COMMANDS
    missing = [name for name in NEEDED_FOLDERS if not any((PROGRAM_DIR / name).glob("*"))]
    if missing:
        return cannot_start(f"its folder {PROGRAM_DIR} lacks {', '.join(missing)}. Unpack the download again, "
                            "whole, into an empty folder.", in_window)
    try:
        if args.command == "simulate":
            return run_simulate(parser, args)
        if args.command == "replay":
            return run_replay(args)
        return run_window(parser, args)
    except FileNotFoundError as error:
        if not str(error.filename or "").startswith(str(PROGRAM_DIR)):
            raise  # not a file of the program: a bug to see whole
        return cannot_start(f"a file of the program is missing ({error.filename}). Unpack the download again, "
                            "whole, into an empty folder.", in_window)


def cannot_start(reason: str, in_window: bool) -> int:
    """Say why Manifest cannot go on as one line on stderr and, for a window command, in a message box
    (the packaged program on Windows has no console); the exit code 1."""
    line = f"Manifest cannot start: {reason}"
    print(line, file=sys.stderr)
    if in_window:
        import pygame

        with contextlib.suppress(pygame.error):  # no display to show it on: the line on stderr is all there is
            pygame.display.message_box("Manifest", line, message_type="error")
    return 1


def run_simulate(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.core.simulate import simulate

    game = registry.get_game(args.game)
    config = make_config(parser, args, ",".join(["bot:normal"] * game.min_players))
    if any(not seat.is_bot for seat in config.seats):
        parser.error("simulate plays bots only: every seat must be bot:LEVEL")
    if args.games < 1:
        parser.error("--games must be at least 1")
    summary = simulate(game, config, args.games, args.seed or 0, progress=True)
    data = summary.to_json()
    if args.json:
        print(json.dumps(data, indent=1))
    else:
        print(f"{game.title}: {data['games']} games in {data['seconds']} s, {data['errors']} errors")
        for seat, (name, wins) in enumerate(zip(data["seats"], data["wins"], strict=True)):
            print(f"  seat {seat + 1} {name:<12} wins {wins:g}  p95 move {data['p95_move_seconds'][seat]:.3f} s")
        print(f"  mean moves per game {data['mean_turns']:.1f}")
    return 1 if summary.errors else 0


def run_replay(args: argparse.Namespace) -> int:
    from game.core.saves import SaveError, load

    try:
        match = load(args.file)
    except SaveError as error:
        print(f"error: {tr(error.message)}", file=sys.stderr)
        return 1
    if match.notice:
        print(tr(match.notice))
    status = "checksum verified" if args.verify else "replayed"
    print(f"{args.file.name}: {match.game.title}, {len(match.actions)} moves, {status} ({match.checksum()})")
    return 0


def run_window(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the window says what it is; stdout stays ours
    import pygame

    from scenes import app

    if args.command == "smoke":
        return app.smoke(args.lang)
    if args.command == "screenshot":
        config = make_config(parser, args, "human,bot:normal") if args.game else None
        if args.scene in GAME_SHOTS and config is None:
            parser.error(f"--scene {args.scene} needs --game")
        return app.screenshot(args.out, args.scene, config, args.seed or 0, args.turns, args.size, args.lang)
    config = make_config(parser, args, "human,bot:normal") if args.command == "play" else None
    try:
        app.open_display()
    except pygame.error as error:
        return cannot_start(f"there is no display to open its window on ({error}). It needs a desktop "
                            "session; `manifest simulate` and `manifest smoke` run without one.", in_window=False)
    if config is not None:
        return app.run(config=config, seed=args.seed, size=args.size, language=args.lang)
    return app.run(language=args.lang)


if __name__ == "__main__":
    sys.exit(main())
