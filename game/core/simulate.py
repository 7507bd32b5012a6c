"""Headless bot-versus-bot games: the balance lab behind `main.py lab` and `main.py simulate`.

A lab run plays its games with the seats rotated through every position: game `n` is dealt from seed
`seed + n // players` with rotation `n % players`, so every deal is played once with every seat in
every position and a seat's win rate says how strong its bot is, not how good its position was. Each
game depends only on its seed and rotation, so the results are the same whether one process plays
them or several (given bots that think to a number of futures, not to a time: see game/ai/search.py).
For the same reason a run cut short resumes where it stopped: `read_games` gives back the games already
played in a folder, and `run_lab` plays only the others.
"""

from __future__ import annotations

import csv
import json
import math
import multiprocessing
import statistics
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from game import registry
from game.ai.search import Budget, SearchBot, default_budget
from game.core.match import Match
from game.core.messages import Verbatim, msg
from game.core.protocol import Config, ManifestError, Seat
from game.core.registration import Registration, load
from game.core.saves import data_dir, write_atomic

STOP_POLL = 0.2
"""Seconds between two looks at the stop signal while the worker processes play."""
Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""


@dataclass(frozen=True)
class LabSeat:
    """A seat of a lab run: a bot, and the think time of its search when it has one of its own."""

    seat: Seat
    budget: Budget | None = None

    def __str__(self) -> str:
        return f"{self.seat}@{self.budget.seconds:g}" if self.budget else str(self.seat)

    @classmethod
    def parse(cls, text: str) -> LabSeat:
        """`bot:LEVEL` or `bot:LEVEL@SECONDS` (that bot's think time)."""
        seat_text, at, seconds = text.strip().partition("@")
        seat = Seat.parse(seat_text)
        if not seat.is_bot:
            raise ValueError(f"the lab plays bots only: every seat must be bot:LEVEL, not {text!r}")
        if not at:
            return cls(seat)
        try:
            return cls(seat, Budget(float(seconds)))
        except ValueError:
            raise ValueError(f"a think time is a positive number of seconds, not {seconds!r}") from None


@dataclass(frozen=True)
class LabPlan:
    """What a lab run plays."""

    game: str
    seats: tuple[LabSeat, ...]
    """In the order given; game n seats them rotated by n % players."""
    games: int
    seed: int = 0
    options: dict[str, str] = field(default_factory=dict)
    think: Budget = field(default_factory=default_budget)
    """The think budget of every searching bot whose seat has none of its own."""

    @property
    def players(self) -> int:
        return len(self.seats)

    def labels(self) -> list[str]:
        """Each seat's name in the results: a letter (two seats may hold the same bot) and the bot."""
        return [f"{chr(ord('A') + index)} {seat}" for index, seat in enumerate(self.seats)]

    def deal(self, number: int) -> tuple[int, list[int]]:
        """Game `number`'s seed and, per position, the index of the seat sitting there."""
        rotation = number % self.players
        return self.seed + number // self.players, [
            (position - rotation) % self.players for position in range(self.players)
        ]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": self.labels(),
            "games": self.games,
            "seed": self.seed,
            "options": dict(self.options),
            "think": self.shared_think(),
        }

    def shared_think(self) -> str | None:
        """The shared think budget, or None when every seat thinks to its own (its label says how long)."""
        return str(self.think) if any(seat.budget is None for seat in self.seats) else None


@dataclass
class GameRecord:
    """One game of a lab run; per-position lists are in seating order (position 1 first)."""

    number: int
    seed: int
    seats: list[int]
    """Per position: the index of the lab seat sitting there."""
    places: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    actions: int = 0
    turns: int = 0
    """Runs of consecutive actions by one seat."""
    rounds: int | None = None
    """The game's own round counter at the end, for games that keep one."""
    seconds: float = 0.0
    error: str | None = None
    move_seconds: list[list[float]] = field(default_factory=list, repr=False)
    """Per position: the time its bot took to choose each move (summarized, not written per game)."""

    def to_json(self, moves: bool = False) -> dict[str, Any]:
        """The game's record; with `moves`, the bots' move times too (kept for a run to resume)."""
        data = asdict(self)
        if moves:
            data["move_seconds"] = [[round(seconds, 5) for seconds in times] for times in self.move_seconds]
        else:
            del data["move_seconds"]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        fields = {**data, "move_seconds": data.get("move_seconds") or [[] for _ in data["seats"]]}
        return cls(**fields)


def play_game(plan: LabPlan, number: int) -> GameRecord:
    """Play game `number` of `plan`; an exception in it is recorded, not raised."""
    seed, seats = plan.deal(number)
    record = GameRecord(number, seed, seats, move_seconds=[[] for _ in seats])
    started = time.perf_counter()
    try:
        game = registry.get_game(plan.game)
        config = Config(plan.game, tuple(plan.seats[index].seat for index in seats), dict(plan.options))
        match = Match(game, config, seed)
        for position, index in enumerate(seats):
            think = plan.seats[index].budget
            bot = match.bot(position)
            if isinstance(bot, SearchBot):
                bot.budget = think or plan.think
            elif think:
                raise ValueError(
                    f"{plan.seats[index]}: this bot of {plan.game} does not search, so a think time means nothing to it"
                )
        play_out(match, on_move=lambda position, seconds: record.move_seconds[position].append(seconds))
        result = game.result(match.state)
        record.places, record.scores = list(result.places), list(result.scores)
        record.actions = len(match.actions)
        movers = [move.seat for move in match.records]
        record.turns = sum(1 for i, seat in enumerate(movers) if i == 0 or movers[i - 1] != seat)
        rounds = getattr(match.state, "round", None)
        record.rounds = rounds if isinstance(rounds, int) else None
    except Exception:  # a lab run reports every failure instead of stopping at the first
        record.error = traceback.format_exc(limit=4)
    record.seconds = time.perf_counter() - started
    return record


def play_out(match: Match, max_moves: int = 100_000, on_move: Callable[[int, float], None] | None = None) -> None:
    """Let the bots play `match` to its end; every seat is played by its configured bot."""
    for _ in range(max_moves):
        if match.is_over():
            return
        seat = match.current_player
        start = time.perf_counter()
        action = match.choose_bot_action()
        if on_move:
            on_move(seat, time.perf_counter() - start)
        match.play(action)
    raise RuntimeError(f"game did not end within {max_moves} moves")


def _start_worker(game_id: str, declared: Registration) -> None:
    """A fresh worker process knows the registry's games; a game registered at run time (the tests' toy
    game) is registered again from its declaration."""
    if game_id not in registry.game_ids():
        registry.register(load(declared.rules)(), declared)


def play_games(
    plan: LabPlan,
    workers: int,
    stop: threading.Event | None = None,
    processes: bool | None = None,
    numbers: list[int] | None = None,
) -> Iterator[GameRecord]:
    """The games of `plan` (or those of them `numbers` names) as they finish (not in order), on `workers`
    processes; `stop` ends the run early.

    With one worker the games are played in this process unless `processes` asks for a worker process
    (the app does: its window keeps the processor). Workers are started fresh, not forked: the app runs
    the lab beside its window's threads."""
    numbers = list(range(plan.games)) if numbers is None else numbers
    if not (workers > 1 if processes is None else processes):
        for number in numbers:
            if stop and stop.is_set():
                return
            yield play_game(plan, number)
        return
    context = multiprocessing.get_context("spawn")
    with context.Pool(
        workers, initializer=_start_worker, initargs=(plan.game, registry.registration(plan.game))
    ) as pool:
        results = pool.imap_unordered(partial(play_game, plan), numbers)
        received = 0
        while received < len(numbers):
            if stop and stop.is_set():
                return  # leaving the block terminates the workers
            try:
                record = results.next(timeout=STOP_POLL)
            except multiprocessing.TimeoutError:
                continue
            received += 1
            yield record


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default); (0, 1) when there are no trials."""
    if trials <= 0:
        return 0.0, 1.0
    share = successes / trials
    centre = (share + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], pct: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * pct / 100))]


def spread(values: list[float]) -> dict[str, float]:
    """A distribution in a few numbers: mean, standard deviation, minimum, quartiles, maximum."""
    if not values:
        return {}
    quartiles = statistics.quantiles(values, n=4, method="inclusive") if len(values) > 1 else [values[0]] * 3
    return {
        "mean": statistics.fmean(values),
        "sd": statistics.pstdev(values),
        "min": min(values),
        "q1": quartiles[0],
        "median": quartiles[1],
        "q3": quartiles[2],
        "max": max(values),
    }


def rate(wins: float, games: int) -> dict[str, float]:
    low, high = wilson(wins, games)
    return {"wins": wins, "games": games, "rate": wins / games if games else 0.0, "low": low, "high": high}


def summarize(plan: LabPlan, records: list[GameRecord], seconds: float, workers: int) -> dict[str, Any]:
    """Each seat's win rate with its 95% Wilson interval, the win rate by position, the distributions of
    scores and lengths, the bots' move times; a shared first place counts as a share of a win."""
    done = [record for record in records if record.error is None]
    wins = [0.0] * plan.players
    position_wins = [0.0] * plan.players
    scores: list[list[float]] = [[] for _ in plan.seats]
    moves: list[list[float]] = [[] for _ in plan.seats]
    for record in records:
        for position, index in enumerate(record.seats):
            moves[index].extend(record.move_seconds[position])
    for record in done:
        winners = [position for position, place in enumerate(record.places) if place == 1]
        for position, index in enumerate(record.seats):
            scores[index].append(record.scores[position])
            if position in winners:
                wins[index] += 1 / len(winners)
                position_wins[position] += 1 / len(winners)
    rounds = [float(r.rounds) for r in done if r.rounds is not None]
    return {
        "plan": plan.to_json(),
        "games": len(records),
        "errors": len(records) - len(done),
        "error_messages": [f"game {r.number} (seed {r.seed}): {r.error}" for r in records if r.error][:10],
        "seconds": round(seconds, 3),
        "workers": workers,
        "games_per_second": round(len(records) / seconds, 4) if seconds else 0.0,
        "seats": [
            {
                "seat": label,
                **rate(wins[i], len(done)),
                "score": spread(scores[i]),
                "p95_move_seconds": percentile(moves[i], 95),
            }
            for i, label in enumerate(plan.labels())
        ],
        "positions": [rate(position_wins[p], len(done)) for p in range(plan.players)],
        "length": {
            "actions": spread([float(r.actions) for r in done]),
            "turns": spread([float(r.turns) for r in done]),
            "rounds": spread(rounds),
        },
    }


@dataclass
class LabRun:
    """A finished (or stopped) lab run: every game in order, and the summary."""

    plan: LabPlan
    records: list[GameRecord]
    summary: dict[str, Any]


def run_lab(
    plan: LabPlan,
    workers: int,
    on_game: Callable[[GameRecord], None] | None = None,
    stop: threading.Event | None = None,
    processes: bool | None = None,
    played: tuple[list[GameRecord], float] = ([], 0.0),
) -> LabRun:
    """Play every game of `plan` (see `play_games`) and summarize; `on_game` hears of each game as it ends.
    `played`: the games of the plan already played and the seconds they took (`read_games`), not played
    again."""
    started = time.perf_counter()
    records, before = list(played[0]), played[1]
    done = {record.number for record in records}
    missing = [number for number in range(plan.games) if number not in done]
    for record in play_games(plan, workers, stop, processes, missing):
        records.append(record)
        if on_game:
            on_game(record)
    records.sort(key=lambda record: record.number)
    return LabRun(plan, records, summarize(plan, records, before + time.perf_counter() - started, workers))


def csv_rows(run: LabRun) -> list[list[str]]:
    """Every game as a row of the CSV file: seats, places and scores by position."""
    labels = run.plan.labels()
    positions = range(1, run.plan.players + 1)
    header = [
        "game",
        "seed",
        *(f"seat_{p}" for p in positions),
        *(f"place_{p}" for p in positions),
        *(f"score_{p}" for p in positions),
        "rounds",
        "turns",
        "actions",
        "seconds",
        "error",
    ]
    rows = [header]
    for record in run.records:
        failed = record.error is not None
        rows.append(
            [
                str(record.number),
                str(record.seed),
                *(labels[i] for i in record.seats),
                *(["" for _ in positions] if failed else [str(p) for p in record.places]),
                *(["" for _ in positions] if failed else [str(s) for s in record.scores]),
                "" if record.rounds is None else str(record.rounds),
                str(record.turns),
                str(record.actions),
                f"{record.seconds:.3f}",
                record.error.strip().splitlines()[-1] if record.error else "",
            ]
        )
    return rows


class LabError(ManifestError):
    """A folder that holds something other than games of the plan at hand."""


def write_games(plan: LabPlan, records: list[GameRecord], seconds: float, folder: Path) -> Path:
    """games.json in `folder`: the plan, the seconds spent so far and every game played, as a run goes on (so
    a run cut short can resume)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "games.json"
    ordered = sorted(records, key=lambda record: record.number)
    write_atomic(
        path,
        json.dumps(
            {"plan": plan.to_json(), "seconds": round(seconds, 3), "games": [r.to_json(moves=True) for r in ordered]},
            indent=1,
        ),
    )
    return path


def read_games(plan: LabPlan, folder: Path) -> tuple[list[GameRecord], float]:
    """The games of `plan` already played in `folder` and the seconds they took: none when it holds no run;
    LabError when it holds games of another plan (other seats, seed, options or think time) or no run
    that reads, or more games than the plan. A plan of more games than before goes on from those played."""
    path = folder / "games.json"
    if not path.exists():
        return [], 0.0
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        kept, asked = dict(data["plan"]), plan.to_json()
        kept.pop("games"), asked.pop("games")
        records = [GameRecord.from_json(game) for game in data["games"]]
        seconds = float(data.get("seconds", 0.0))
    except (OSError, ValueError, KeyError, TypeError):
        unread = msg("{path} does not read as a lab run: choose another folder.", path=Verbatim(str(path)))
        raise LabError(unread) from None
    if kept != asked:
        raise LabError(
            msg(
                "{folder} holds games of another run (other seats, seed, options or think time): "
                "choose another folder.",
                folder=Verbatim(str(folder)),
            )
        )
    if any(record.number >= plan.games for record in records):
        raise LabError(
            msg(
                "{folder} holds more games than {games}: ask for as many or more to go on.",
                folder=Verbatim(str(folder)),
                games=plan.games,
            )
        )
    return [record for record in records if record.error is None], seconds  # a game that failed is played again


def write_files(run: LabRun, folder: Path) -> list[Path]:
    """games.json and games.csv (every game) and summary.json in `folder`; the paths written."""
    games = write_games(run.plan, run.records, run.summary["seconds"], folder)
    table, summary = folder / "games.csv", folder / "summary.json"
    with table.open("w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows(csv_rows(run))
    summary.write_text(json.dumps(run.summary, indent=1), encoding="utf-8")
    return [games, table, summary]


def lab_folder(game_id: str) -> Path:
    """Where a lab run of `game_id` started now keeps its files: lab/<game>-<time> in the data folder."""
    return data_dir() / "lab" / f"{game_id}-{time.strftime('%Y%m%d-%H%M%S')}"


def latest_summary() -> tuple[dict[str, Any], Path] | None:
    """The summary of the newest lab run in the data folder and its folder, or None when there is none
    that reads."""
    found = sorted((data_dir() / "lab").glob("*/summary.json"), key=lambda path: path.stat().st_mtime)
    for path in reversed(found):
        try:
            return json.loads(path.read_text(encoding="utf-8")), path.parent
        except (OSError, ValueError):
            continue  # a run stopped while writing: the one before it is shown
    return None
