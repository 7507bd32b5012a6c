"""Results: the final standing and a chart of every player's score over the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.match import Match
from game.core.messages import Items, SeatRef, Term, Verbatim
from scenes.gui import ROW, GuiScene
from scenes.wording import number, seat_kind
from sprites.charts import nice_step
from sprites.widgets import (
    INK,
    INK_SOFT,
    PAPER,
    PAPER_DARK,
    draw_panel,
    draw_seat_marker,
    draw_text,
    fitted,
    font,
    seat_colour,
)
from words import seat_name, set_seat_names, tr, trn

if TYPE_CHECKING:
    from scenes.app import App


def ordinal(place: int) -> str:
    """A place in the standing, "1st" to "5th"."""
    return (tr("1st"), tr("2nd"), tr("3rd"), tr("4th"), tr("5th"))[place - 1]


class ResultsScene(GuiScene):
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        set_seat_names([seat.name for seat in match.config.seats])
        self.result = match.game.result(match.state)

    def layout(self) -> tuple[pygame.Rect, pygame.Rect]:
        width, height = self.app.size
        standing_width = max(340, min(460, width * 3 // 10))
        top = 100
        bottom = height - ROW - 50
        standing = pygame.Rect(40, top, standing_width, bottom - top)
        chart = pygame.Rect(standing.right + 30, top, width - standing.right - 70, bottom - top)
        return standing, chart

    def build(self) -> None:
        width, height = self.app.size
        self.label(pygame.Rect(0, 20, width, 60), fitted(self.headline(), 40, width - 60, bold=True), "#title")
        y = height - ROW - 30
        self.button(pygame.Rect(width // 2 - 370, y, 240, ROW), tr("Play again"), self.play_again)
        self.button(pygame.Rect(width // 2 - 120, y, 240, ROW), tr("New game"), self.new_game)
        self.button(pygame.Rect(width // 2 + 130, y, 240, ROW), tr("Main menu"), self.back)
        self.set_focus(2)

    def headline(self) -> str:
        """Who won, by name ("Anna wins", "Anna and Ben win")."""
        winners = self.result.winners
        return trn("{game}: {winners} wins", "{game}: {winners} win", count=len(winners),
                   game=Term(self.match.game.title, "game"), winners=Items(tuple(SeatRef(seat) for seat in winners)))

    def back(self) -> None:
        self.app.stack.pop_to_bottom()

    def play_again(self) -> None:
        self.app.start_game(self.match.config)

    def new_game(self) -> None:
        self.app.stack.pop_to_bottom()
        self.app.push("setup", config=self.match.config)

    def draw_behind(self, surface: pygame.Surface) -> None:
        standing, chart = self.layout()
        self.draw_standing(surface, standing)
        self.draw_chart(surface, chart)

    def draw_standing(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        inner = draw_panel(surface, rect, PAPER, tr("Final standing"))
        config = self.match.config
        order = sorted(range(config.players), key=lambda seat: (self.result.places[seat], seat))
        places = {seat: ordinal(self.result.places[seat]) for seat in order}
        marker_x = inner.x + max(70, max(font(22, True).size(place)[0] for place in places.values()) + 20)
        name_width = inner.right - 78 - (marker_x + 22)  # the score's column is at the right
        label = tr(self.match.game.score_label)
        draw_text(surface, label, (inner.right, inner.y), 15, INK_SOFT, anchor="topright")
        for row, seat in enumerate(order):
            y = inner.y + 28 + row * 52
            place = self.result.places[seat]
            if place == 1:
                pygame.draw.rect(surface, PAPER_DARK, (inner.x - 4, y - 4, inner.width + 8, 46), border_radius=6)
            draw_text(surface, places[seat], (inner.x, y + 4), 22, INK, bold=True)
            draw_seat_marker(surface, seat, (marker_x, y + 18), 12)
            draw_text(surface, seat_name(seat), (marker_x + 22, y), 19, INK, True, width=name_width)
            draw_text(surface, seat_kind(config.seats[seat]), (marker_x + 22, y + 24), 14, INK_SOFT, width=name_width)
            score = number(self.result.scores[seat])
            draw_text(surface, score, (inner.right, y + 4), 22, INK, True, anchor="topright")
        moves = len(self.match.actions)
        facts = trn("{count} move · seed {seed}", "{count} moves · seed {seed}", count=moves,
                    seed=Verbatim(str(self.match.seed)))
        draw_text(surface, facts, (inner.x, inner.bottom), 15, INK_SOFT, anchor="bottomleft", width=inner.width)

    def draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A line per player: score after every move, drawn by hand."""
        score = Verbatim(tr(self.match.game.score_label))
        inner = draw_panel(surface, rect, PAPER, tr("{score} over the game", score=score))
        history = self.match.score_history
        players = self.match.config.players
        low = min(0, *(min(scores) for scores in history))
        high = max(1, *(max(scores) for scores in history))
        step = nice_step(high - low)
        low, high = (low // step) * step, -(-high // step) * step
        plot = pygame.Rect(inner.x + 56, inner.y + 10, inner.width - 70, inner.height - 60)
        moves = max(1, len(history) - 1)

        def point(move: int, score: int) -> tuple[int, int]:
            return (
                plot.x + round(plot.width * move / moves),
                plot.bottom - round(plot.height * (score - low) / (high - low)),
            )

        for value in range(low, high + 1, step):
            y = point(0, value)[1]
            pygame.draw.line(surface, PAPER_DARK, (plot.x, y), (plot.right, y), 1)
            draw_text(surface, number(value), (plot.x - 12, y), 14, INK_SOFT, anchor="midright")
        pygame.draw.line(surface, INK_SOFT, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surface, INK_SOFT, plot.bottomleft, plot.topleft, 2)
        draw_text(surface, tr("start"), (plot.x, plot.bottom + 6), 14, INK_SOFT)
        last = trn("{count} move", "{count} moves", count=moves)
        draw_text(surface, last, (plot.right, plot.bottom + 6), 14, INK_SOFT, anchor="topright")
        for seat in range(players):
            points = [point(move, scores[seat]) for move, scores in enumerate(history)]
            if len(points) > 1:
                pygame.draw.lines(surface, seat_colour(seat), False, points, 3)
            # markers every so often carry the seat's shape, so lines are told apart without colour
            every = max(1, len(points) // 8)
            for index in range(seat % every, len(points), every):
                draw_seat_marker(surface, seat, points[index], 7)
            draw_seat_marker(surface, seat, points[-1], 9)
        legend_x = plot.x
        for seat in range(players):
            draw_seat_marker(surface, seat, (legend_x + 8, inner.bottom - 12), 8)
            name = seat_name(seat)
            legend_x = (
                draw_text(surface, name, (legend_x + 22, inner.bottom - 12), 15, INK, anchor="midleft").right + 24
            )
