"""The balance lab: rotated seats, intervals, its files and chart, the same games on any number of processes."""

import csv
import json
import time

import pygame
import pytest

import main
from game.ai.search import Budget
from game.core.simulate import LabPlan, LabSeat, run_lab, wilson
from scenes import names
from scenes.lab import GAME_COUNTS, LabScene
from sprites.charts import LAB_CHART_SIZE
from tests.ui import frames, open_menu


def plan(seats: str, games: int, samples: int = 4) -> LabPlan:
    return LabPlan(
        "toy", tuple(LabSeat.parse(s) for s in seats.split(",")), games, seed=5, think=Budget(samples=samples)
    )


def test_wilson_interval_matches_published_values():
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(60, 100) == pytest.approx((0.5020, 0.6906), abs=1e-4)


def test_every_seat_sits_in_every_position_on_every_deal():
    lab = plan("bot:hard,bot:normal,bot:easy", 6)
    deals = [lab.deal(number) for number in range(6)]
    assert [seed for seed, _ in deals] == [5, 5, 5, 6, 6, 6]
    for seat in range(3):
        for seed in (5, 6):
            positions = sorted(seats.index(seat) for s, seats in deals if s == seed)
            assert positions == [0, 1, 2]


def test_a_lab_seat_names_its_bot_and_its_own_think_time():
    assert str(LabSeat.parse("bot:hard@0.3")) == "bot:hard@0.3"
    assert LabSeat.parse("bot:hard@3").budget == Budget(3.0)
    with pytest.raises(ValueError, match="every seat must be bot"):
        LabSeat.parse("human")
    with pytest.raises(ValueError, match="positive number of seconds"):
        LabSeat.parse("bot:hard@soon")


def test_the_shared_think_time_is_said_only_when_some_seat_thinks_to_it():
    own = LabPlan("toy", (LabSeat.parse("bot:hard@3"), LabSeat.parse("bot:hard@0.3")), 2, think=Budget(1.0))
    shared = LabPlan("toy", (LabSeat.parse("bot:hard@3"), LabSeat.parse("bot:normal")), 2, think=Budget(1.0))
    assert own.to_json()["think"] is None
    assert shared.to_json()["think"] == "1 s"


def test_the_same_seeds_give_the_same_games_on_one_or_two_processes(toy):
    lab = plan("bot:hard,bot:normal", 4)
    alone, shared = run_lab(lab, workers=1), run_lab(lab, workers=2)

    def games(run):
        return [{k: v for k, v in record.to_json().items() if k != "seconds"} for record in run.records]

    assert games(alone) == games(shared)
    assert [record.number for record in shared.records] == [0, 1, 2, 3]
    rates = [[seat["rate"] for seat in run.summary["seats"]] for run in (alone, shared)]
    assert rates[0] == rates[1]
    assert shared.summary["workers"] == 2 and shared.summary["errors"] == 0


def test_lab_writes_every_game_a_summary_and_a_chart(toy, tmp_path, capsys):
    out = tmp_path / "run"
    code = main.main(
        [
            "lab",
            "--game",
            "toy",
            "--seats",
            "bot:hard,bot:easy",
            "--games",
            "4",
            "--workers",
            "1",
            "--samples",
            "4",
            "--seed",
            "3",
            "--out",
            str(out),
        ]
    )
    assert code == 0
    printed = capsys.readouterr().out
    assert "Toy Cards: 4 games" in printed and "A bot:hard" in printed and "position 2" in printed
    assert "1 worker), think 4 samples, 0 errors" in printed
    with (out / "games.csv").open(encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    assert [row["seed"] for row in rows] == ["3", "3", "4", "4"]
    assert [row["seat_1"] for row in rows] == ["A bot:hard", "B bot:easy"] * 2
    assert all(sorted([row["place_1"], row["place_2"]]) in (["1", "2"], ["1", "1"]) for row in rows)
    assert all(int(row["score_1"]) + int(row["score_2"]) == sum(range(1, 13)) for row in rows)
    assert all(row["actions"] == "12" and row["turns"] == "12" and row["error"] == "" for row in rows)
    games = json.loads((out / "games.json").read_text(encoding="utf-8"))
    assert games["plan"]["seats"] == ["A bot:hard", "B bot:easy"] and len(games["games"]) == 4
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    seats = summary["seats"]
    assert sum(seat["wins"] for seat in seats) == pytest.approx(4)
    assert all(seat["low"] <= seat["rate"] <= seat["high"] for seat in seats)
    assert sum(position["wins"] for position in summary["positions"]) == pytest.approx(4)
    assert summary["length"]["actions"]["mean"] == 12 and summary["length"]["rounds"] == {}
    chart = pygame.image.load(str(out / "chart.png"))
    assert chart.get_size() == LAB_CHART_SIZE


def test_each_length_of_a_game_is_drawn_on_its_own_scale():
    """About 15 rounds beside about 400 actions: on one scale the rounds' box would vanish under its median."""
    from sprites.charts import lab_chart
    from sprites.widgets import BRASS

    pygame.font.init()

    def spread(low: float, q1: float, median: float, q3: float, high: float) -> dict[str, float]:
        return {"min": low, "q1": q1, "median": median, "mean": median, "q3": q3, "max": high}

    rate = {"rate": 0.5, "low": 0.4, "high": 0.6}
    summary = {
        "games": 10,
        "errors": 0,
        "plan": {"think": "1 s"},
        "seats": [{"seat": name, **rate, "score": spread(40, 50, 60, 70, 80)} for name in ("A", "B")],
        "positions": [rate, rate],
        "length": {
            "actions": spread(250, 370, 405, 440, 550),
            "turns": spread(90, 140, 155, 170, 220),
            "rounds": spread(10, 14, 16, 17, 20),
        },
    }
    chart = lab_chart(summary, "Siberia")
    width, height = chart.get_size()
    lengths = range(height // 2, height)  # the lower right panel; the positions' bars above are brass too
    brass = [sum(chart.get_at((x, y))[:3] == BRASS for x in range(width // 2, width)) for y in lengths]
    boxes: list[int] = []  # the widest line of each band of brass lines, from the top
    for y, line in enumerate(brass):
        if line and y and brass[y - 1]:
            boxes[-1] = max(boxes[-1], line)
        elif line:
            boxes.append(line)
    assert len(boxes) == 3 and min(boxes) > 40


def test_simulate_is_the_lab_for_a_quick_look(toy, tmp_path, capsys):
    assert main.main(["simulate", "--game", "toy", "--games", "2", "--samples", "2", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 2 and summary["workers"] == 1 and summary["length"]["turns"]["mean"] == 12
    assert not list(tmp_path.glob("**/games.csv"))


def run_in_scene(app, scene, seconds=90):
    deadline = time.monotonic() + seconds
    while scene.thread is not None and time.monotonic() < deadline:
        frames(app, 1)
        time.sleep(0.05)


def test_the_balance_lab_screen_plays_on_a_worker_and_shows_the_chart(toy, data_dir):
    app = open_menu()
    app.push(names.LAB)
    scene = app.stack.top
    assert isinstance(scene, LabScene) and scene.summary is None
    scene.set_game(scene.game_ids.index("toy"))
    scene.levels[:2] = ["normal", "easy"]
    scene.games_index, scene.worker_index = 0, 0
    scene.start()
    assert scene.running, "the run goes on beside the window"
    frames(app, 2)
    run_in_scene(app, scene)
    assert scene.thread is None and scene.summary is not None
    assert scene.summary["games"] == 10 and scene.summary["errors"] == 0
    assert scene.summary["plan"]["seats"] == ["A bot:normal", "B bot:easy"]
    folder = next((data_dir / "lab").glob("toy-*"))
    assert scene.folder == folder
    assert {path.name for path in folder.iterdir()} == {"games.json", "games.csv", "summary.json", "chart.png"}
    app.stack.pop()
    app.push(names.LAB)
    assert app.stack.top.summary == scene.summary, "the screen opens on the newest run"


def test_stopping_a_run_writes_nothing(toy, data_dir):
    app = open_menu()
    app.push(names.LAB)
    scene = app.stack.top
    scene.set_game(scene.game_ids.index("toy"))
    scene.levels[:2] = ["normal", "easy"]
    scene.games_index, scene.worker_index = len(GAME_COUNTS) - 1, 0
    scene.start()
    scene.stop_run()
    run_in_scene(app, scene)
    assert scene.thread is None and scene.summary is None
    assert not (data_dir / "lab").exists()


def test_a_run_cut_short_goes_on_where_it_stopped_and_a_folder_of_another_run_is_refused(toy, tmp_path, capsys):
    out = tmp_path / "run"
    common = [
        "lab",
        "--game",
        "toy",
        "--seats",
        "bot:hard,bot:easy",
        "--workers",
        "1",
        "--samples",
        "4",
        "--seed",
        "3",
        "--out",
        str(out),
    ]
    assert main.main([*common, "--games", "4"]) == 0
    first = json.loads((out / "games.json").read_text(encoding="utf-8"))["games"]
    kept = json.loads((out / "games.json").read_text(encoding="utf-8"))
    kept["games"] = kept["games"][:2]  # as if the run had stopped after two games
    (out / "games.json").write_text(json.dumps(kept), encoding="utf-8")
    capsys.readouterr()
    assert main.main([*common, "--games", "6"]) == 0
    said = capsys.readouterr()
    assert "2 of 6 games already played" in said.err and "Toy Cards: 6 games" in said.out
    games = json.loads((out / "games.json").read_text(encoding="utf-8"))["games"]
    assert [game["number"] for game in games] == list(range(6))
    without_time = [{k: v for k, v in game.items() if k not in ("seconds", "move_seconds")} for game in games[:4]]
    assert without_time == [
        {k: v for k, v in game.items() if k not in ("seconds", "move_seconds")} for game in first
    ], "the same games as a run in one go"
    with pytest.raises(SystemExit):
        main.main([*common[:-4], "--seed", "9", "--out", str(out), "--games", "6"])
    assert "holds games of another run" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main.main([*common, "--games", "4"])
    assert "holds more games than 4" in capsys.readouterr().err
    assert len(json.loads((out / "games.json").read_text(encoding="utf-8"))["games"]) == 6, "nothing dropped"


def test_a_run_told_to_stop_ends_its_workers_and_says_where_its_games_are(tmp_path):
    import os
    import signal
    import subprocess
    import sys
    from pathlib import Path

    out = tmp_path / "run"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    root = Path(main.__file__).parent
    lab = subprocess.Popen(
        [
            sys.executable,
            str(root / "main.py"),
            "lab",
            "--game",
            "siberia",
            "--seats",
            "bot:normal,bot:easy",
            "--games",
            "2000",
            "--workers",
            "2",
            "--out",
            str(out),
        ],
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 120
    while not (out / "games.json").exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert (out / "games.json").exists(), "games are kept as they end"
    workers = [
        int(pid) for pid in subprocess.run(["pgrep", "-P", str(lab.pid)], capture_output=True, text=True).stdout.split()
    ]
    assert workers, "the run plays on worker processes"
    lab.send_signal(signal.SIGTERM)
    _, said = lab.communicate(timeout=60)
    assert lab.returncode == 130
    assert "games are kept in" in said and "the same command goes on from there" in said
    time.sleep(1)
    assert not [
        pid
        for pid in workers
        if Path(f"/proc/{pid}").exists() and "Z" not in Path(f"/proc/{pid}/stat").read_text().split()[2]
    ], "no worker is left playing"
