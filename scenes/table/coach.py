"""The coach at the table: "Suggest a move" asks the hard bot what the human to move would best play.

It thinks on a thread of its own, as the bots do, over the seat's observation taken when asked (`Match.observation`),
so the window never waits and the match is never read meanwhile. The suggestion stands until a move is played:
its drag's source and target glow on the board, the move is chosen in the move list, and a note over the edge of
the board away from them says what the bot expects of it against the next best move (`game.ai.coach.advice`).
"""

from __future__ import annotations

from concurrent.futures import Future

import pygame

from game.ai.coach import Suggestion, advice, suggest
from game.core.match import COACH_STREAM, Match
from scenes.table.controller import think_in_background
from sprites.board import BoardView
from sprites.widgets import BRASS, INK, PAPER, draw_text, wrap
from words import tr

NOTE_FONT = 16
NOTE_LINE = 22


class Coach:
    def __init__(self, match: Match) -> None:
        self.match = match
        self.thinking: Future[Suggestion] | None = None
        self.asked: tuple[int, int] | None = None
        """The seat the coach thinks (or thought) for and the number of moves played then."""
        self.suggestion: Suggestion | None = None
        """The suggestion for the move at hand, once thought over; None while thinking or after a move."""

    def current(self) -> bool:
        """Whether what was asked is still about the move at hand (no move was played since)."""
        return self.asked is not None and self.asked == (self.match.current_player, len(self.match.actions))

    def ask(self, seat: int) -> None:
        """Think over `seat`'s move in the background and count the hint (asked again for the same move, nothing
        new)."""
        if self.current():
            return
        view, rng = self.match.observation(seat, COACH_STREAM)
        game = self.match.game
        self.thinking = think_in_background(lambda: suggest(game, view, seat, rng))
        self.asked = (seat, len(self.match.actions))
        self.suggestion = None
        self.match.hints[seat] = self.match.hints.get(seat, 0) + 1

    def poll(self) -> bool:
        """True once, when a suggestion for the move at hand has just been thought over; a move played meanwhile
        leaves it unsaid."""
        if not self.current():
            self.suggestion = None
        if self.thinking is None or not self.thinking.done():
            return False
        suggestion, self.thinking = self.thinking.result(), None
        if self.current():
            self.suggestion = suggestion
        return self.suggestion is not None

    def busy(self) -> bool:
        """Thinking over the move at hand."""
        return self.thinking is not None and self.current()

    def lit(self) -> set[str]:
        """The board things the suggested move's drag goes from and to."""
        drag = self.suggestion.action.drag() if self.suggestion is not None and self.current() else None
        return set(drag) if drag else set()

    def note(self) -> str | None:
        """What the coach says now: thinking, or the suggestion and what it expects."""
        if self.busy():
            return tr("Thinking over your move…")
        if self.suggestion is not None and self.current():
            return tr(advice(self.match.game.id, self.suggestion))
        return None

    def draw(self, surface: pygame.Surface, view: BoardView, board: pygame.Rect, scale: float) -> None:
        """The note at the top or foot of the board, where the lit things are not."""
        text = self.note()
        if text is None:
            return
        size, line = round(NOTE_FONT * scale), round(NOTE_LINE * scale)
        lines = wrap(text, size, board.width - round(60 * scale))
        box = pygame.Rect(board.x + 20, board.y + 16, board.width - 40, round(16 * scale) + line * len(lines))
        lit = [point for name in self.lit() if (point := view.anchor(name)) is not None]
        if lit and sum(y for _, y in lit) / len(lit) < board.centery:
            box.bottom = board.bottom - 16  # at the edge away from the lit things
        pygame.draw.rect(surface, PAPER, box, border_radius=8)
        pygame.draw.rect(surface, BRASS, box, 3, border_radius=8)
        for i, text_line in enumerate(lines):
            draw_text(surface, text_line, (box.x + round(10 * scale), box.y + round(8 * scale) + line * i), size, INK)
