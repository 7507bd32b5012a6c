"""Manifest: a digital table for five logistics and trade board games.

python main.py                       open the menu
python main.py play --game G ...     start straight into a game
python main.py lab --game G ...      the balance lab: bots play many games, seats rotated; files and a chart
python main.py simulate ...          the same for a quick look: one process, no files unless --out
python main.py screenshot --out F    render a scene to a PNG
python main.py smoke                 open every scene headless, play and save a bot game of each game
python main.py replay FILE --verify  replay a save and check it
python main.py serve --game G --seats remote,remote,bot:normal   host a game for friends, with no window
python main.py --lang pseudo ...     any of these in another language (en, pseudo...)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

import words
from game import registry
from game.ai.search import Budget
from game.core.protocol import Config, ConfigError, Seat
from game.core.saves import autosave_path
from game.core.simulate import GameRecord, LabPlan, LabSeat
from net.protocol import DEFAULT_PORT
from net.server import parse_seats as served_seats
from run import version
from scenes import GAME_SHOTS, MAX_WINDOW_SIDE, MIN_WINDOW, SHOTS
from words import tr

PROGRAM_DIR = Path(__file__).resolve().parent
"""The checkout, or the packaged program's bundle folder (PyInstaller puts main.py's __file__ there)."""
NEEDED_FOLDERS = ("game", "maps", "sounds", "sprites/icon")
"""Folders without which nothing starts: checked first, so a damaged install says so instead of failing later."""
WINDOW_COMMANDS = (None, "play")
"""The commands that open a window, and so say why they cannot start in a message box too."""


def parse_seats(text: str) -> tuple[Seat, ...]:
    try:
        return tuple(Seat.parse(part) for part in text.split(","))
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def parse_served_seats(text: str) -> tuple[tuple[Seat, ...], frozenset[int]]:
    try:
        return served_seats(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def parse_lab_seats(text: str) -> tuple[LabSeat, ...]:
    try:
        return tuple(LabSeat.parse(part) for part in text.split(","))
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def parse_seconds(text: str) -> Budget:
    try:
        return Budget(float(text))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a think time is a positive number of seconds, not {text!r}") from None


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if not (MIN_WINDOW[0] <= width <= MAX_WINDOW_SIDE and MIN_WINDOW[1] <= height <= MAX_WINDOW_SIDE):
        raise argparse.ArgumentTypeError(
            f"size must be at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]} and at most {MAX_WINDOW_SIDE}x{MAX_WINDOW_SIDE}"
        )
    return width, height


def parse_option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"an option looks like KEY=VALUE, not {text!r}")
    return key, value


def build_parser() -> argparse.ArgumentParser:
    games_on_offer = registry.game_ids()
    parser = argparse.ArgumentParser(description="Manifest: logistics and trade board games.")
    parser.add_argument("--version", action="version", version=f"Manifest {version()}")
    parser.add_argument(
        "--lang",
        choices=list(words.languages()),
        default=None,
        help="the language of the window and of messages (default: the one of the settings)",
    )
    commands = parser.add_subparsers(dest="command")

    def game_arguments(sub: argparse.ArgumentParser, required: bool) -> None:
        sub.add_argument("--game", choices=games_on_offer, required=required, help="which game")
        sub.add_argument("--seats", type=parse_seats, help="comma-separated: human or bot:easy|normal|hard")
        sub.add_argument("--seed", type=int, default=None, help="seed for a repeatable game")
        sub.add_argument("--option", type=parse_option, action="append", default=[], metavar="KEY=VALUE")

    play = commands.add_parser("play", help="start straight into a game")
    game_arguments(play, required=True)
    play.add_argument("--size", type=parse_size, default=None, help="window size, e.g. 1280x720")

    def lab_arguments(sub: argparse.ArgumentParser, games: int, workers: int, out: str) -> None:
        sub.add_argument("--game", choices=games_on_offer, required=True, help="which game")
        sub.add_argument(
            "--seats",
            type=parse_lab_seats,
            help="comma-separated bot:LEVEL, or bot:LEVEL@SECONDS "
            "for a searching bot's own think time; rotated through every position",
        )
        sub.add_argument("--seed", type=int, default=0, help="the first game's seed")
        sub.add_argument("--option", type=parse_option, action="append", default=[], metavar="KEY=VALUE")
        sub.add_argument("--games", type=int, default=games)
        sub.add_argument("--workers", type=int, default=workers, help=f"processes (default: {workers})")
        sub.add_argument(
            "--think",
            type=parse_seconds,
            default=None,
            metavar="SECONDS",
            help="searching bots' think time per move (default: 1)",
        )
        sub.add_argument(
            "--samples",
            type=int,
            default=None,
            metavar="N",
            help="searching bots imagine N futures per move instead of thinking to a time: "
            "repeatable results on any machine",
        )
        sub.add_argument("--out", type=Path, default=None, help=out)
        sub.add_argument("--json", action="store_true", help="print the summary as JSON")

    lab = commands.add_parser("lab", help="the balance lab: bots play many games with the seats rotated")
    lab_arguments(
        lab,
        100,
        os.cpu_count() or 1,
        "folder for the files and the chart (default: lab/<game>-<time> "
        "in the data folder); a run of the same seats, seed, options and "
        "think time cut short there goes on where it stopped",
    )
    simulate = commands.add_parser("simulate", help="the lab for a quick look: one process, no files")
    lab_arguments(simulate, 10, 1, "also write the lab's files and chart there")

    shot = commands.add_parser("screenshot", help="render a scene to a PNG")
    game_arguments(shot, required=False)
    shot.add_argument("--out", type=Path, required=True)
    shot.add_argument("--scene", choices=SHOTS, default="menu")
    shot.add_argument(
        "--turns",
        type=int,
        default=0,
        help="bot turns played before a table shot (replay: of the game replayed; 0: all of it)",
    )
    shot.add_argument("--size", type=parse_size, default=(1280, 720))

    commands.add_parser(
        "smoke",
        help="open every scene headless; the bots play a game of every game, "
        "saved to saves/smoke-GAME.json in the data folder and loaded back",
    )

    serve = commands.add_parser("serve", help="host a game for players on other computers, with no window")
    serve.add_argument("--game", choices=games_on_offer, help="which game (or --resume)")
    serve.add_argument("--seats", type=parse_served_seats, help="comma-separated: remote or bot:easy|normal|hard")
    serve.add_argument("--seed", type=int, default=None, help="seed for a repeatable game")
    serve.add_argument("--option", type=parse_option, action="append", default=[], metavar="KEY=VALUE")
    serve.add_argument("--port", type=int, default=None, help=f"the port to listen on (default: {DEFAULT_PORT})")
    serve.add_argument("--host", default="0.0.0.0", help="the address to listen on (default: every address)")
    serve.add_argument("--resume", type=Path, default=None, metavar="FILE", help="go on with a served game's autosave")
    serve.add_argument(
        "--continue",
        dest="keep_going",
        action="store_true",
        help="go on with the newest served game that is not over, if there is one (else start the one described)",
    )

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
        return cannot_start(
            f"its folder {PROGRAM_DIR} lacks {', '.join(missing)}. Unpack the download again, "
            "whole, into an empty folder.",
            in_window,
        )
    try:
        if args.command in ("lab", "simulate"):
            return run_lab(parser, args)
        if args.command == "replay":
            return run_replay(args)
        if args.command == "serve":
            return run_serve(parser, args)
        return run_window(parser, args)
    except FileNotFoundError as error:
        if not str(error.filename or "").startswith(str(PROGRAM_DIR)):
            raise  # not a file of the program: a bug to see whole
        return cannot_start(
            f"a file of the program is missing ({error.filename}). Unpack the download again, "
            "whole, into an empty folder.",
            in_window,
        )


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


def run_lab(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from game.core.simulate import LabError, lab_folder, read_games, run_lab, write_files, write_games

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout stays the summary's
    from sprites.charts import save_lab_chart

    game = registry.get_game(args.game)
    seats = args.seats or parse_lab_seats(",".join(["bot:normal"] * game.min_players))
    config = Config(args.game, tuple(seat.seat for seat in seats), dict(args.option))
    try:
        game.check_config(config)
    except ConfigError as error:
        parser.error(tr(error.message))
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.workers < 1:
        parser.error("--workers must be at least 1")
    if args.samples is not None and (args.samples < 1 or args.think is not None):
        parser.error("--samples takes a number of futures of at least 1, instead of --think")
    think = Budget(samples=args.samples) if args.samples else args.think or Budget()
    plan = LabPlan(args.game, seats, args.games, args.seed, dict(args.option), think)
    folder = args.out
    if folder is None and args.command == "lab":
        folder = lab_folder(args.game)
    try:  # a run stopped part way in this folder goes on from where it stopped
        played = read_games(plan, folder) if folder is not None else ([], 0.0)
    except LabError as error:
        parser.error(tr(error.message))
    if played[0]:
        print(f"{len(played[0])} of {plan.games} games already played in {folder}: playing the others", file=sys.stderr)
    records = list(played[0])
    started = time.perf_counter()

    def finished(record: GameRecord) -> None:
        bar.update()
        records.append(record)
        if folder is not None:  # every game is kept as it ends: nothing is lost if the run is cut short
            write_games(plan, records, played[1] + time.perf_counter() - started, folder)

    signal.signal(signal.SIGTERM, stopped)  # the worker processes end with the run, and its games stay kept
    try:
        with tqdm(total=plan.games, initial=len(records), unit="game", file=sys.stderr, dynamic_ncols=True) as bar:
            run = run_lab(plan, min(args.workers, plan.games), on_game=finished, played=played)
    except KeyboardInterrupt:
        kept = f"{len(records)} of {plan.games} games are kept in {folder}: the same command goes on from there"
        print(f"stopped; {kept if folder is not None else 'nothing was written'}", file=sys.stderr)
        return 130
    summary = run.summary
    if folder is not None:
        written = [*write_files(run, folder), save_lab_chart(summary, game.title, folder / "chart.png")]
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print("\n".join(lab_report(summary, game.title)))
    if folder is not None:
        print("written: " + ", ".join(str(path) for path in written))
    return 1 if summary["errors"] else 0


def stopped(signum: int, frame: object) -> None:
    """A lab run told to stop (SIGTERM) leaves as from Ctrl+C, so its worker processes are ended too."""
    raise KeyboardInterrupt


def lab_report(summary: dict[str, Any], title: str) -> list[str]:
    """A lab summary as lines of text: win rates with intervals by seat and position, lengths, speed."""

    def share(rate: dict[str, float]) -> str:
        return f"{rate['rate']:6.1%}  95% {rate['low']:.1%} to {rate['high']:.1%}"

    def counted(number: int, thing: str) -> str:
        return f"{number} {thing}" + ("" if number == 1 else "s")

    lines = [
        f"{title}: {counted(summary['games'], 'game')} in {summary['seconds']} s "
        f"({summary['games_per_second']:.3f} games/s, {counted(summary['workers'], 'worker')}), "
        f"think {summary['plan']['think'] or 'per seat'}, {counted(summary['errors'], 'error')}"
    ]
    for seat in summary["seats"]:
        mean = seat["score"].get("mean", 0.0)
        lines.append(
            f"  {seat['seat']:<18} wins {share(seat)}  mean score {mean:9.1f}  "
            f"p95 move {seat['p95_move_seconds']:.3f} s"
        )
    for position, rate in enumerate(summary["positions"], start=1):
        lines.append(f"  position {position:<9} wins {share(rate)}")
    for name, spread in summary["length"].items():
        if spread:
            lines.append(
                f"  {name:<18} mean {spread['mean']:.1f}, median {spread['median']:g}, "
                f"{spread['min']:g} to {spread['max']:g}"
            )
    lines.extend(f"  error: {text}" for text in summary["error_messages"])
    return lines


def run_replay(args: argparse.Namespace) -> int:
    from game.core.saves import SaveError, load

    try:
        match = load(args.file)
    except SaveError as error:
        print(f"error: {tr(error.message)}", file=sys.stderr)
        return 1
    if match.notice:
        print(tr(match.notice))
    # a save of older rules replays as far as today's rules allow: its checksum could not be compared
    status = "replayed" if not args.verify else "checksum not compared" if match.notice else "checksum verified"
    print(f"{args.file.name}: {match.game.title}, {len(match.actions)} moves, {status} ({match.checksum()})")
    return 0


def run_serve(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Host a game with no window: print the join code, then every join, leave and refusal, until it is over."""
    from game.core.match import Match, random_seed
    from game.core.saves import SaveError, load
    from net.server import run_server, unfinished_served_game

    def report(line: str) -> None:
        print(f"{time.strftime('%H:%M:%S')} {line}", flush=True)

    remote = None
    if args.resume is None and args.keep_going:
        args.resume = unfinished_served_game()
    if args.resume is not None:
        try:
            match = load(args.resume)
        except SaveError as error:
            print(f"error: {tr(error.message)}", file=sys.stderr)
            return 1
    else:
        if args.game is None or args.seats is None:
            parser.error("serve needs --game and --seats (or --resume FILE)")
        seats, remote = args.seats
        config = make_config(parser, argparse.Namespace(game=args.game, seats=seats, option=args.option), "")
        match = Match(registry.get_game(args.game), config, args.seed if args.seed is not None else random_seed())
    report(f"{match.game.title}: autosaved to {autosave_path(match)}")
    return run_server(match, remote, args.host, args.port, report)


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
        return cannot_start(
            f"there is no display to open its window on ({error}). It needs a desktop "
            "session; `manifest simulate` and `manifest smoke` run without one.",
            in_window=False,
        )
    if config is not None:
        return app.run(config=config, seed=args.seed, size=args.size, language=args.lang)
    return app.run(language=args.lang)


if __name__ == "__main__":
    multiprocessing.freeze_support()  # the packaged program starts the lab's worker processes as itself
    sys.exit(main())
