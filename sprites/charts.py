"""Charts drawn by hand on pygame surfaces: the results' score lines and the balance lab's figures.

The lab's chart reads a lab summary (game/core/simulate.py: summarize): win rates with their 95%
intervals by seat and by position, and the spread of scores and of the games' lengths as box plots.
Seats are told apart by their marker's shape as well as its colour.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pygame

from game.core.messages import Verbatim
from sprites.widgets import (
    BRASS,
    CREAM,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_DARK,
    WOOD,
    draw_panel,
    draw_seat_marker,
    draw_text,
    fitted,
    font,
    rendered,
    seat_colour,
)
from words import tr, words

LAB_CHART_SIZE = (1600, 1000)
"""The size of the chart a lab run writes beside its files."""
ROW_HEIGHT = 56


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5, 10, 20, 50...) giving about `ticks` grid lines over `span`."""
    raw = max(1.0, span / ticks)
    magnitude = int(10 ** (len(str(int(raw))) - 1))
    return next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)


def percent(share: float) -> str:
    return tr("{percent} %", percent=round(share * 100))


def number(value: float) -> str:
    return words().number(round(value))


Row = tuple[str, int | None]
"""A chart row's label and the seat whose marker it carries (None: no marker, a neutral colour)."""


def row_colour(row: Row) -> tuple[int, int, int]:
    return BRASS if row[1] is None else seat_colour(row[1])


def label_width(rows: list[Row], inner: pygame.Rect, scale: float) -> int:
    """The labels' column: as wide as the longest label needs, at most half the panel."""
    marker = round(24 * scale)
    needed = max(font(round(15 * scale)).size(label)[0] + (marker if seat is not None else 0) for label, seat in rows)
    return min(needed + round(16 * scale), inner.width // 2)


def row_label(surface: pygame.Surface, row: Row, y: int, left: int, width: int, scale: float) -> None:
    label, seat = row
    marker = round(24 * scale) if seat is not None else 0
    if seat is not None:
        draw_seat_marker(surface, seat, (left + round(9 * scale), y), round(8 * scale))
    draw_text(surface, label, (left + marker, y), round(15 * scale), INK, anchor="midleft", width=width - marker)


def draw_scale(
    surface: pygame.Surface, plot: pygame.Rect, low: float, high: float, step: float, text: Any, scale: float
) -> None:
    """Vertical grid lines from `low` to `high` every `step`, labelled under the plot by `text(value)`;
    a label that would touch the one before it is left out (its line stays)."""
    value = low
    free_from = -math.inf
    size = round(13 * scale)
    while value <= high + step / 1000:
        x = plot.x + round(plot.width * (value - low) / (high - low))
        pygame.draw.line(surface, PAPER_DARK, (x, plot.y), (x, plot.bottom), 1)
        label = text(value)
        half = font(size).size(label)[0] // 2
        if x - half >= free_from:
            draw_text(surface, label, (x, plot.bottom + 4), size, INK_SOFT, anchor="midtop")
            free_from = x + half + round(8 * scale)
        value += step


def draw_intervals(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    rows: list[Row],
    rates: list[dict[str, float]],
    even: float,
    scale: float = 1.0,
) -> None:
    """A bar per row: its win rate, with a whisker over its 95% interval, and a line where an even share is."""
    inner = draw_panel(surface, rect, PAPER, fitted(title, round(17 * scale), rect.width - 20, bold=True), scale)
    labels = label_width(rows, inner, scale)
    right = round(24 * scale)  # room for the last scale label, centred on the plot's edge
    plot = pygame.Rect(inner.x + labels, inner.y + 6, inner.width - labels - right, inner.height - round(30 * scale))
    crowded = font(round(13 * scale)).size(percent(1.0))[0] + 12 > plot.width / 5
    draw_scale(surface, plot, 0.0, 1.0, 0.5 if crowded else 0.2, percent, scale)
    x = plot.x + round(plot.width * even)
    for y in range(plot.y, plot.bottom, 10):  # dashed: the even share
        pygame.draw.line(surface, INK_SOFT, (x, y), (x, min(y + 5, plot.bottom)), 2)
    height = min(round(ROW_HEIGHT * scale), plot.height // max(1, len(rows)))
    for index, (row, share) in enumerate(zip(rows, rates, strict=True)):
        y = plot.y + height * index + height // 2
        row_label(surface, row, y, inner.x, labels - 10, scale)
        bar = pygame.Rect(plot.x, y - height // 4, round(plot.width * share["rate"]), height // 2)
        pygame.draw.rect(surface, row_colour(row), bar)
        pygame.draw.rect(surface, INK, bar, 1)
        low, high = (plot.x + round(plot.width * share[k]) for k in ("low", "high"))
        pygame.draw.line(surface, INK, (low, y), (high, y), 2)
        for x in (low, high):
            pygame.draw.line(surface, INK, (x, y - round(7 * scale)), (x, y + round(7 * scale)), 2)
        text = tr(
            "{rate} ({low} to {high})",
            rate=Verbatim(percent(share["rate"])),
            low=Verbatim(percent(share["low"])),
            high=Verbatim(percent(share["high"])),
        )
        image = rendered(text, round(13 * scale), INK)
        place = image.get_rect(bottomright=(plot.right, y - height // 4 - 1))
        surface.fill(PAPER, place.inflate(6, 0))  # readable over the grid and the even line
        surface.blit(image, place)


BoxGroup = tuple[list[Row], list[dict[str, float]]]
"""Rows of box plots that share one scale, and each row's spread (empty: no finished game)."""


def draw_boxes(
    surface: pygame.Surface, rect: pygame.Rect, title: str, groups: list[BoxGroup], scale: float = 1.0
) -> None:
    """Box plots, each group of rows on a scale of its own, the groups one under the other: the whiskers
    span minimum to maximum, the box the middle half, the thick line is the median and the dot the mean."""
    inner = draw_panel(surface, rect, PAPER, fitted(title, round(17 * scale), rect.width - 20, bold=True), scale)
    labels = label_width([row for rows, _ in groups for row in rows], inner, scale)
    right = round(34 * scale)  # room for the last scale label, centred on the plot's edge
    room = inner.height // len(groups)
    for number, (rows, spreads) in enumerate(groups):
        # each group's scale labels go under its plot, inside its share of the panel
        plot = pygame.Rect(
            inner.x + labels,
            inner.y + room * number + 6,
            inner.width - labels - right,
            max(1, room - round(30 * scale)),
        )
        height = max(1, min(round(ROW_HEIGHT * scale), plot.height // max(1, len(rows))))
        draw_box_rows(surface, plot, inner.x, labels, rows, spreads, height, scale)


def draw_box_rows(
    surface: pygame.Surface,
    plot: pygame.Rect,
    left: int,
    labels: int,
    rows: list[Row],
    spreads: list[dict[str, float]],
    height: int,
    scale: float,
) -> None:
    """One group of `draw_boxes`: its scale under `plot`, a row `height` high for each of `rows`."""
    shown = [s for s in spreads if s]
    low = min([0.0, *(s["min"] for s in shown)])
    high = max([1.0, *(s["max"] for s in shown)])
    step = nice_step(high - low)
    low, high = (low // step) * step, -(-high // step) * step
    draw_scale(surface, plot, low, high, step, number, scale)

    def x_of(value: float) -> int:
        return plot.x + round(plot.width * (value - low) / (high - low))

    for index, (row, spread) in enumerate(zip(rows, spreads, strict=True)):
        y = plot.y + height * index + height // 2
        row_label(surface, row, y, left, labels - 10, scale)
        if not spread:
            draw_text(surface, tr("no finished game"), (plot.x + 6, y), round(14 * scale), INK_SOFT, anchor="midleft")
            continue
        colour = row_colour(row)
        pygame.draw.line(surface, INK, (x_of(spread["min"]), y), (x_of(spread["max"]), y), 2)
        for key in ("min", "max"):
            pygame.draw.line(
                surface, INK, (x_of(spread[key]), y - round(7 * scale)), (x_of(spread[key]), y + round(7 * scale)), 2
            )
        box = pygame.Rect(
            x_of(spread["q1"]), y - height // 3, max(2, x_of(spread["q3"]) - x_of(spread["q1"])), 2 * (height // 3)
        )
        pygame.draw.rect(surface, colour, box)
        pygame.draw.rect(surface, INK, box, 1)
        median = x_of(spread["median"])
        # a light edge around the dark line, so the median shows on dark seat colours as on light ones
        pygame.draw.line(surface, PAPER, (median, box.top), (median, box.bottom), round(6 * scale))
        pygame.draw.line(surface, INK, (median, box.top), (median, box.bottom), max(2, round(3 * scale)))
        pygame.draw.circle(surface, PAPER, (x_of(spread["mean"]), y), round(4 * scale))
        pygame.draw.circle(surface, INK, (x_of(spread["mean"]), y), round(4 * scale), 1)


def draw_lab_chart(
    surface: pygame.Surface, rect: pygame.Rect, summary: dict[str, Any], title: str, scale: float = 1.0
) -> None:
    """The lab's four panels in `rect`, under a title line saying what was played; texts at `scale`."""
    seats = summary["seats"]
    players = len(seats)
    plan = summary["plan"]
    if plan["think"] is None:  # each seat's own think time is in its label
        heading = tr(
            "{title}: {games} games, {errors} errors",
            title=Verbatim(title),
            games=summary["games"],
            errors=summary["errors"],
        )
    else:
        heading = tr(
            "{title}: {games} games, think time {think}, {errors} errors",
            title=Verbatim(title),
            games=summary["games"],
            think=Verbatim(plan["think"]),
            errors=summary["errors"],
        )
    draw_text(surface, heading, (rect.x, rect.y), round(22 * scale), CREAM, bold=True, width=rect.width)
    head = round(40 * scale)
    top = rect.y + head
    half_w, half_h = (rect.width - 20) // 2, (rect.height - head - 20) // 2
    panels = [
        pygame.Rect(rect.x + column * (half_w + 20), top + line * (half_h + 20), half_w, half_h)
        for line in range(2)
        for column in range(2)
    ]
    seat_rows: list[Row] = [(seat["seat"], index) for index, seat in enumerate(seats)]
    position_rows: list[Row] = [(tr("position {number}", number=p + 1), None) for p in range(players)]
    draw_intervals(
        surface, panels[0], tr("Win rate by seat, with its 95% interval"), seat_rows, seats, 1 / players, scale
    )
    draw_intervals(
        surface,
        panels[1],
        tr("Win rate by position (seats rotated)"),
        position_rows,
        summary["positions"],
        1 / players,
        scale,
    )
    draw_boxes(surface, panels[2], tr("Scores by seat"), [(seat_rows, [seat["score"] for seat in seats])], scale)
    length = summary["length"]
    # each measure on its own scale: about 15 rounds would be a sliver beside about 400 actions
    draw_boxes(
        surface,
        panels[3],
        tr("Length of a game"),
        [
            ([(tr("actions"), None)], [length["actions"]]),
            ([(tr("turns"), None)], [length["turns"]]),
            ([(tr("rounds"), None)], [length["rounds"]]),
        ],
        scale,
    )


def lab_chart(summary: dict[str, Any], title: str, size: tuple[int, int] = LAB_CHART_SIZE) -> pygame.Surface:
    """The lab's chart as an image of its own (needs pygame's fonts, not a window)."""
    surface = pygame.Surface(size)
    surface.fill(WOOD)
    draw_lab_chart(surface, pygame.Rect(30, 24, size[0] - 60, size[1] - 48), summary, title)
    return surface


def save_lab_chart(summary: dict[str, Any], title: str, path: Path) -> Path:
    """The lab's chart as a PNG, drawn headless (fonts, no window)."""
    pygame.font.init()
    pygame.image.save(lab_chart(summary, title), str(path))
    return path
