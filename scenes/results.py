"""Results: the final standing and a chart of every player's score over the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.match import Match
from game.core.messages import Items, SeatRef, Term, Verbatim
from scenes import names
from scenes.gui import GuiScene
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
    wrap,
)
from words import seat_name, set_seat_names, tr, trn

if TYPE_CHECKING:
    from scenes.app import App

BUTTON_WIDTH = 240
BUTTON_GAP = 10


def ordinal(place: int) -> str:
    """A place in the standing, "1st" to "5th"."""
    return (tr("1st"), tr("2nd"), tr("3rd"), tr("4th"), tr("5th"))[place - 1]


class ResultsScene(GuiScene):
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        set_seat_names([seat.name for seat in match.config.seats])
        self.result = match.game.result(match.state)
        self.breakdowns = [
            " · ".join(
                tr("{part}: {amount}", part=part, amount=amount)
                for part, amount in match.game.score_breakdown(match.state, match.events, seat)
            )
            for seat in range(match.config.players)
        ]
        """How the rules counted each seat's score, in one text; where scores tie, what settled the tie."""
        scores = self.result.scores
        for seat in range(match.config.players):
            tie_break = match.game.tie_break(match.state, seat)
            if tie_break is not None and scores.count(scores[seat]) > 1:
                self.breakdowns[seat] = " · ".join(filter(None, (self.breakdowns[seat], tr(tie_break))))

    def layout(self) -> tuple[pygame.Rect, pygame.Rect]:
        width, height = self.app.size
        px = self.px
        standing_width = max(px(340), min(px(460), width * 3 // 10))
        top = px(100)
        bottom = height - self.row - px(50)
        standing = pygame.Rect(px(40), top, standing_width, bottom - top)
        chart = pygame.Rect(standing.right + px(30), top, width - standing.right - px(70), bottom - top)
        return standing, chart

    def build(self) -> None:
        width, height = self.app.size
        px, row = self.px, self.row
        headline = fitted(self.headline(), px(40), width - px(60), bold=True)
        self.label(pygame.Rect(0, px(20), width, px(60)), headline, "#title")
        y = height - row - px(30)
        buttons = (
            (tr("Watch replay"), self.watch),
            (tr("Play again"), self.play_again),
            (tr("New game"), self.new_game),
            (tr("Main menu"), self.back),
        )
        button_width, gap = px(BUTTON_WIDTH), px(BUTTON_GAP)
        left = width // 2 - (len(buttons) * button_width + (len(buttons) - 1) * gap) // 2
        for column, (text, action) in enumerate(buttons):
            self.button(pygame.Rect(left + column * (button_width + gap), y, button_width, row), text, action)
        self.set_focus(len(buttons) - 1)

    def headline(self) -> str:
        """Who won, by name ("Anna wins", "Anna and Ben win")."""
        winners = self.result.winners
        return trn(
            "{game}: {winners} wins",
            "{game}: {winners} win",
            count=len(winners),
            game=Term(self.match.game.title, "game"),
            winners=Items(tuple(SeatRef(seat) for seat in winners)),
        )

    def back(self) -> None:
        self.app.stack.pop_to_bottom()

    def watch(self) -> None:
        self.app.push(names.REPLAY, match=self.match)

    def play_again(self) -> None:
        self.app.start_game(self.match.config)

    def new_game(self) -> None:
        self.app.stack.pop_to_bottom()
        self.app.push(names.SETUP, config=self.match.config)

    def draw_behind(self, surface: pygame.Surface) -> None:
        standing, chart = self.layout()
        self.draw_standing(surface, standing)
        self.draw_chart(surface, chart)

    def draw_standing(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        px = self.px
        inner = draw_panel(surface, rect, PAPER, tr("Final standing"), self.scale)
        config = self.match.config
        order = sorted(range(config.players), key=lambda seat: (self.result.places[seat], seat))
        places = {seat: ordinal(self.result.places[seat]) for seat in order}
        marker_x = inner.x + max(px(70), max(font(px(22), True).size(place)[0] for place in places.values()) + px(20))
        name_width = inner.right - px(78) - (marker_x + px(22))  # the score's column is at the right
        label = tr(self.match.game.score_label)
        draw_text(surface, label, (inner.right, inner.y), px(15), INK_SOFT, anchor="topright")
        y = inner.y + px(28)
        line = px(19)
        width = inner.right - marker_x - px(22)
        details = {seat: wrap(self.breakdowns[seat], px(14), width) if self.breakdowns[seat] else () for seat in order}
        room = (inner.bottom - px(24) - y - px(52) * len(order)) // line  # lines above the facts line
        kept = len(order) * room if sum(map(len, details.values())) <= room else room // len(order)
        for seat in order:
            lines = details[seat][:kept]
            height = px(52) + line * len(lines)
            place = self.result.places[seat]
            if place == 1:
                pygame.draw.rect(surface, PAPER_DARK, (inner.x - 4, y - 4, inner.width + 8, height), border_radius=6)
            draw_text(surface, places[seat], (inner.x, y + px(4)), px(22), INK, bold=True)
            draw_seat_marker(surface, seat, (marker_x, y + px(18)), px(12))
            draw_text(surface, seat_name(seat), (marker_x + px(22), y), px(19), INK, True, width=name_width)
            draw_text(
                surface,
                self.kind_and_hints(seat),
                (marker_x + px(22), y + px(24)),
                px(14),
                INK_SOFT,
                width=name_width,
            )
            score = number(self.result.scores[seat])
            draw_text(surface, score, (inner.right, y + px(4)), px(22), INK, True, anchor="topright")
            for i, text in enumerate(lines):
                draw_text(surface, text, (marker_x + px(22), y + px(46) + line * i), px(14), INK)
            y += height
        moves = len(self.match.actions)
        facts = trn(
            "{count} move · seed {seed}",
            "{count} moves · seed {seed}",
            count=moves,
            seed=Verbatim(str(self.match.seed)),
        )
        draw_text(surface, facts, (inner.x, inner.bottom), px(15), INK_SOFT, anchor="bottomleft", width=inner.width)

    def kind_and_hints(self, seat: int) -> str:
        """Who played the seat, and how many moves the coach suggested to them."""
        kind = seat_kind(self.match.config.seats[seat])
        hints = self.match.hints.get(seat, 0)
        if not hints:
            return kind
        return trn("{kind} · {count} hint used", "{kind} · {count} hints used", count=hints, kind=Verbatim(kind))

    def draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A line per player: score after every move, drawn by hand."""
        score = Verbatim(tr(self.match.game.score_label))
        px = self.px
        inner = draw_panel(surface, rect, PAPER, tr("{score} over the game", score=score), self.scale)
        history = self.match.score_history
        players = self.match.config.players
        low = min(0, *(min(scores) for scores in history))
        high = max(1, *(max(scores) for scores in history))
        step = nice_step(high - low)
        low, high = (low // step) * step, -(-high // step) * step
        labels = max(font(px(14)).size(number(value))[0] for value in (low, high))  # the longest at either end
        plot = pygame.Rect(
            inner.x + labels + px(16), inner.y + px(10), inner.width - labels - px(30), inner.height - px(60)
        )
        moves = max(1, len(history) - 1)

        def point(move: int, score: int) -> tuple[int, int]:
            return (
                plot.x + round(plot.width * move / moves),
                plot.bottom - round(plot.height * (score - low) / (high - low)),
            )

        for value in range(low, high + 1, step):
            y = point(0, value)[1]
            pygame.draw.line(surface, PAPER_DARK, (plot.x, y), (plot.right, y), 1)
            draw_text(surface, number(value), (plot.x - px(12), y), px(14), INK_SOFT, anchor="midright")
        pygame.draw.line(surface, INK_SOFT, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surface, INK_SOFT, plot.bottomleft, plot.topleft, 2)
        draw_text(surface, tr("start"), (plot.x, plot.bottom + px(6)), px(14), INK_SOFT)
        last = trn("{count} move", "{count} moves", count=moves)
        draw_text(surface, last, (plot.right, plot.bottom + px(6)), px(14), INK_SOFT, anchor="topright")
        for seat in range(players):
            points = [point(move, scores[seat]) for move, scores in enumerate(history)]
            if len(points) > 1:
                pygame.draw.lines(surface, seat_colour(seat), False, points, px(3))
            # markers every so often carry the seat's shape, so lines are told apart without colour
            every = max(1, len(points) // 8)
            for index in range(seat % every, len(points), every):
                draw_seat_marker(surface, seat, points[index], px(8))
            draw_seat_marker(surface, seat, points[-1], px(10))
        legend_x = plot.x
        for seat in range(players):
            draw_seat_marker(surface, seat, (legend_x + px(8), inner.bottom - px(12)), px(9))
            name = seat_name(seat)
            at = (legend_x + px(22), inner.bottom - px(12))
            legend_x = draw_text(surface, name, at, px(15), INK, anchor="midleft").right + px(24)
