"""Balance lab: bots play many games of a game with the seats rotated, and the results come out as a chart.

The run is the command line's `main.py lab` (game/core/simulate.py), played by worker processes that a
thread of this scene waits on, so the window never waits. Each run's files go to lab/<game>-<time> in
the data folder; the screen opens on the newest run's chart.
"""

from __future__ import annotations

import os
import threading
import time
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import registry
from game.ai.search import THINK_TIMES, Budget
from game.core.messages import Verbatim
from game.core.protocol import BOT_LEVELS, Seat, SeatKind
from game.core.simulate import LabPlan, LabRun, LabSeat, lab_folder, latest_summary, run_lab, write_files
from scenes.gui import Choice, GuiScene, caption_width
from scenes.wording import game_title, number, seat_kind, seconds
from sprites.charts import draw_lab_chart, save_lab_chart
from sprites.widgets import BRASS, INK, INK_SOFT, PAPER, PAPER_DARK, draw_panel, draw_text
from words import tr, trn

if TYPE_CHECKING:
    from scenes.app import App

GAME_COUNTS = (10, 20, 50, 100, 200, 400)
MAX_SEATS = 4
GAP = 8


class LabScene(GuiScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.game_ids = registry.game_ids()
        self.game_index = 0
        self.players = 2
        self.levels = ["hard", "normal", "normal", "normal"]
        self.games_index = GAME_COUNTS.index(100)
        self.think_index = list(THINK_TIMES).index("fast")
        self.workers = os.cpu_count() or 1
        self.worker_index = self.workers - 1
        self.thread: threading.Thread | None = None
        self.stop = threading.Event()
        self.plan: LabPlan | None = None
        self.done = 0
        self.started = 0.0
        self.finished: LabRun | None = None
        """The run the thread just finished, for the window's thread to write and show."""
        self.failure: str | None = None
        shown = latest_summary()
        self.summary: dict[str, Any] | None = shown[0] if shown else None
        self.folder: Path | None = shown[1] if shown else None

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    # --- screen -------------------------------------------------------------------------------
    def layout(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The column of choices and the panel of the chart."""
        width, height = self.app.size
        px = self.px
        top = px(100)
        column = pygame.Rect(px(40), top, min(px(540), width * 42 // 100), height - top - px(40))
        return column, pygame.Rect(column.right + px(30), top, width - column.right - px(70), column.height)

    def build(self) -> None:
        width, _ = self.app.size
        column, _ = self.layout()
        px, row = self.px, self.row
        self.label(pygame.Rect(0, px(24), width, px(60)), tr("Balance lab"), "#title")
        levels = [seat_kind(Seat(SeatKind.BOT, level)) for level in BOT_LEVELS]
        rows: list[tuple[str, Choice]] = [
            (
                tr("Game"),
                Choice([game_title(registry.get_game(g)) for g in self.game_ids], self.game_index, self.set_game),
            ),
            (
                tr("Players"),
                Choice(
                    [str(n) for n in self.player_counts()], self.player_counts().index(self.players), self.set_players
                ),
            ),
        ]
        for seat in range(self.players):
            rows.append(
                (
                    tr("Seat {letter}", letter=Verbatim(chr(ord("A") + seat))),
                    Choice(levels, BOT_LEVELS.index(self.levels[seat]), partial(self.set_level, seat)),
                )
            )
        rows += [
            (tr("Games"), Choice([number(n) for n in GAME_COUNTS], self.games_index, self.set_games)),
            (
                tr("Hard bots think"),
                Choice(
                    [tr("{seconds} s per move", seconds=Verbatim(seconds(s))) for s in THINK_TIMES.values()],
                    self.think_index,
                    self.set_think,
                ),
            ),
            (
                tr("Processes"),
                Choice([str(n) for n in range(1, self.workers + 1)], self.worker_index, self.set_workers),
            ),
        ]
        captions = caption_width([caption for caption, _ in rows], 150, self.scale)
        y = column.y
        for caption, choice in rows:
            self.choice_row(pygame.Rect(column.x, y, column.width, row), caption, choice, captions)
            y += row + px(GAP)
        y += px(GAP)
        if self.running:
            self.button(pygame.Rect(column.x, y, column.width, row), tr("Stop"), self.stop_run)
        else:
            self.button(pygame.Rect(column.x, y, column.width, row), tr("Play the games"), self.start)
        self.button(pygame.Rect(column.x, y + row + px(GAP), column.width, row), tr("Back"), self.back)
        self.set_focus(0)

    def player_counts(self) -> list[int]:
        game = registry.get_game(self.game_ids[self.game_index])
        return list(range(game.min_players, min(game.max_players, MAX_SEATS) + 1))

    def set_game(self, index: int) -> None:
        self.game_index = index
        counts = self.player_counts()
        self.players = min(max(self.players, counts[0]), counts[-1])
        self.rebuild()

    def set_players(self, index: int) -> None:
        self.players = self.player_counts()[index]
        self.rebuild()

    def set_level(self, seat: int, index: int) -> None:
        self.levels[seat] = BOT_LEVELS[index]

    def set_games(self, index: int) -> None:
        self.games_index = index

    def set_think(self, index: int) -> None:
        self.think_index = index

    def set_workers(self, index: int) -> None:
        self.worker_index = index

    # --- the run ------------------------------------------------------------------------------
    def start(self) -> None:
        if self.running:
            return
        seats = tuple(LabSeat(Seat(SeatKind.BOT, level)) for level in self.levels[: self.players])
        think = Budget(list(THINK_TIMES.values())[self.think_index])
        self.plan = LabPlan(self.game_ids[self.game_index], seats, GAME_COUNTS[self.games_index], think=think)
        self.done, self.started, self.failure = 0, time.monotonic(), None
        self.stop.clear()
        self.thread = threading.Thread(target=self.play, args=(self.plan, self.worker_index + 1), daemon=True)
        self.thread.start()
        self.rebuild()

    def play(self, plan: LabPlan, workers: int) -> None:
        """On the scene's thread: the games, on worker processes."""
        try:
            run = run_lab(plan, workers, on_game=self.count, stop=self.stop, processes=True)
        except Exception as error:  # shown on the screen: a lab run that cannot start says why
            self.failure = str(error) or type(error).__name__
            return
        if not self.stop.is_set():
            self.finished = run

    def count(self, _record: object) -> None:
        self.done += 1

    def stop_run(self) -> None:
        self.stop.set()
        if self.thread is not None:
            self.thread.join(timeout=0.1)
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.thread is None or self.thread.is_alive():
            return
        self.thread = None  # finished, stopped or failed: the thread said which before it ended
        run, self.finished = self.finished, None
        if run is not None:
            folder = lab_folder(run.plan.game)
            write_files(run, folder)
            save_lab_chart(run.summary, game_title(registry.get_game(run.plan.game)), folder / "chart.png")
            self.summary, self.folder = run.summary, folder
        self.rebuild()

    def back(self) -> None:
        self.app.stack.pop()

    def exit(self) -> None:
        self.stop.set()  # the worker processes end with the run

    # --- drawing ------------------------------------------------------------------------------
    def draw_behind(self, surface: pygame.Surface) -> None:
        _, panel = self.layout()
        if self.running and self.plan is not None:
            self.draw_progress(surface, panel, self.plan)
        elif self.summary is not None:
            title = game_title(registry.get_game(self.summary["plan"]["game"]))
            note = self.px(30)
            draw_lab_chart(surface, panel.inflate(0, -note).move(0, -note // 2), self.summary, title, self.scale)
            if self.folder is not None:
                draw_text(
                    surface,
                    tr("Files: {folder}", folder=Verbatim(str(self.folder))),
                    (panel.x, panel.bottom),
                    self.px(14),
                    PAPER_DARK,
                    anchor="bottomleft",
                    width=panel.width,
                )
        else:
            inner = draw_panel(surface, panel, PAPER, tr("Balance lab"), self.scale)
            draw_text(
                surface,
                tr("Choose the bots and play: the seats take turns in every position."),
                (inner.x, inner.y + self.px(10)),
                self.px(17),
                INK,
                width=inner.width,
            )
        if self.failure:
            draw_text(
                surface,
                self.failure,
                (panel.x, panel.bottom),
                self.px(15),
                BRASS,
                anchor="bottomleft",
                width=panel.width,
            )

    def draw_progress(self, surface: pygame.Surface, panel: pygame.Rect, plan: LabPlan) -> None:
        px = self.px
        inner = draw_panel(surface, panel, PAPER, tr("Playing"), self.scale)
        title = game_title(registry.get_game(plan.game))
        draw_text(
            surface,
            trn("{game}: {count} game", "{game}: {count} games", count=plan.games, game=Verbatim(title)),
            (inner.x, inner.y + px(10)),
            px(19),
            INK,
            bold=True,
            width=inner.width,
        )
        bar = pygame.Rect(inner.x, inner.y + px(60), inner.width, px(36))
        pygame.draw.rect(surface, PAPER_DARK, bar, border_radius=6)
        filled = bar.copy()
        filled.width = round(bar.width * self.done / plan.games)
        if filled.width:
            pygame.draw.rect(surface, BRASS, filled, border_radius=6)
        pygame.draw.rect(surface, INK, bar, 2, border_radius=6)
        draw_text(
            surface,
            tr("{done} of {total}", done=self.done, total=plan.games),
            bar.center,
            px(17),
            INK,
            bold=True,
            anchor="center",
        )
        elapsed = time.monotonic() - self.started
        if self.done:
            per_game = elapsed / self.done
            left = round(per_game * (plan.games - self.done))
            speed = tr(
                "{rate} games a minute, about {minutes} min {seconds} s left",
                rate=Verbatim(f"{60 / per_game:.1f}"),
                minutes=left // 60,
                seconds=left % 60,
            )
        else:
            speed = tr("The first games are being played ({seconds} s so far).", seconds=round(elapsed))
        draw_text(surface, speed, (inner.x, bar.bottom + px(14)), px(16), INK_SOFT, width=inner.width)
