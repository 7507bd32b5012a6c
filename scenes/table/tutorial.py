"""The lesson at the table (Learn to play): the step's box over the board, what it lights, Continue, and the moves
it refuses. Where the match stands in the lesson is `game.core.tutorial.Lesson`'s to say; this draws it.

The box lies across the foot of the board, or its top, or in a corner: where it covers none of what it points
at, and as little as it can of what may be played. A step that waits for a move lights the move's piece and its
target (or the move's entry in the list, for a move with no drag); a step that only tells waits for Continue (a
click on it, or Enter).
"""

from __future__ import annotations

from collections.abc import Callable, Set

import pygame

from game.core.match import Match
from game.core.messages import Message
from game.core.protocol import Action
from game.core.tutorial import Lesson, Tutorial
from sprites.board import BoardView, bounding, shape_key
from sprites.widgets import (
    BRASS,
    CREAM,
    HIGHLIGHT,
    INK,
    INK_SOFT,
    PAPER,
    WOOD_BRIGHT,
    draw_text,
    draw_whole,
    font,
    ui_scale,
    wrap,
)
from words import tr

TEXT_SIZE = 18
LINE = 25
PAD = 14
GAP = 16
"""Between the box and the board's edge."""
WIDEST = 720
"""The box at its widest, in a 1280x720 window."""


class LessonBox:
    def __init__(self, tutorial: Tutorial) -> None:
        self.lesson = Lesson(tutorial)
        self.box: pygame.Rect | None = None
        """Where the box was drawn last (None: not shown)."""
        self.continue_rect: pygame.Rect | None = None
        """Where Continue was drawn last (None: the step waits for a move)."""
        self.scale = 1.0
        self.playable: frozenset[str] = frozenset()
        """What could be picked up at the latest drawing: the box covers as little of it as it can."""
        self.focused: int | None = None
        """The step the board was last brought to bear on (`BoardView.focus`)."""

    def focus(self, match: Match, view: BoardView) -> bool:
        """At a new step, its lit things brought into sight on the board (once: the player may zoom away); whether
        the view changed."""
        shown = self.lesson.step_index(match)
        if shown == self.focused:
            return False
        self.focused = shown
        return view.focus(self.lesson.lights(match))

    def refusal(self, match: Match, action: Action) -> Message | None:
        """Why the lesson will not have the learner play `action` now; None to play it."""
        return self.lesson.refusal(match, action)

    def lit(
        self, match: Match, highlights: set[str], playable: frozenset[str], held: str | None
    ) -> tuple[set[str], frozenset[str], set[str]]:
        """What the board lights during the lesson: at rest, the expected move's piece and target strongly (drawn over
        the board, so what the mouse points at stays what it is) and nothing else, so the piece to take is the one lit;
        with the expected piece in hand, only its target (named on a card where the map leaves it unnamed). Returns
        the table's highlights, the soft glows and the lesson's."""
        lights = self.lesson.lights(match)
        self.playable = playable
        if not lights:
            return highlights, playable, set()
        if held is None:
            return highlights, frozenset(), lights
        if held in lights and highlights & lights:  # its target lit, and named where the board does not name it
            return highlights & lights, playable, highlights & lights
        return highlights, playable, set()

    def handle_event(self, event: pygame.event.Event, match: Match) -> bool:
        """Continue, by Enter or a click on it, when the step only tells; True when the event was the lesson's."""
        if not self.lesson.waits_for_continue(match):
            return False
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        clicked = (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.continue_rect is not None
            and self.continue_rect.collidepoint(event.pos)
        )
        if enter or clicked:
            self.lesson.proceed(match)
            return True
        return False

    def draw(
        self,
        surface: pygame.Surface,
        match: Match,
        view: BoardView,
        rects: dict[str, pygame.Rect],
        entry: pygame.Rect | None,
    ) -> None:
        """The step's box over the board (the moves' panel when there is no board), away from what is lit; and a
        rim around `entry`, the expected move's entry in the move list, when it has one."""
        self.box = self.continue_rect = None
        board = rects["board"] if rects["board"].width else rects["moves"]
        step = self.lesson.step(match)
        if step is None or not self.lesson.showing(match):
            return
        self.scale = ui_scale(surface.get_size())
        px = self.px
        telling = not step.moves
        size, line = px(TEXT_SIZE), px(LINE)
        text = tr(step.text)
        title = tr("Learn to play: step {number} of {count}", number=self.number(match), count=self.count)
        button_text = tr("Continue (Enter)")
        button_h = px(36) if telling else 0
        lights = self.lesson.lights(match)

        def height(width: int) -> int:
            lines = len(wrap(text, size, width - 2 * px(PAD)))
            return px(PAD) * 2 + px(24) + line * lines + (button_h + px(8) if telling else 0)

        # what the step lights must show (its middle and most of it), then what the lesson keeps in sight, then what
        # else can be played
        in_sight = {name for name in view.shapes if name.startswith(self.lesson.tutorial.in_sight)}
        box = min(
            self.spots(board, px(GAP), height),
            key=lambda spot: (
                hides(view, spot, lights),
                covers(view, spot, in_sight),
                covers(view, spot, self.playable),
            ),
        )
        lines = wrap(text, size, box.width - 2 * px(PAD))
        self.box = box
        pygame.draw.rect(surface, PAPER, box, border_radius=10)
        pygame.draw.rect(surface, BRASS, box, 4, border_radius=10)
        x, y = box.x + px(PAD), box.y + px(PAD)
        inner = box.width - 2 * px(PAD)
        draw_whole(surface, title, (x, y), px(15), INK_SOFT, width=inner, lines=1, bold=True, least=px(10))
        y += px(24)
        for text in lines:
            draw_text(surface, text, (x, y), size, INK)
            y += line
        if telling:
            w = min(font(px(17), True).size(button_text)[0] + px(32), inner)
            button = pygame.Rect(box.right - px(PAD) - w, y + px(8), w, button_h)
            pygame.draw.rect(surface, WOOD_BRIGHT, button, border_radius=8)
            pygame.draw.rect(surface, HIGHLIGHT, button, 2, border_radius=8)
            at, room = button.center, w - px(16)
            draw_whole(surface, button_text, at, px(17), CREAM, width=room, lines=1, bold=True, anchor="center")
            self.continue_rect = button
        if entry is not None:
            pygame.draw.rect(surface, HIGHLIGHT, entry.inflate(8, 8), 4, border_radius=8)

    def px(self, size: int) -> int:
        """A length written for a 1280x720 window, in this window."""
        return round(size * self.scale)

    @property
    def count(self) -> int:
        return len(self.lesson.tutorial.steps)

    def number(self, match: Match) -> int:
        index = self.lesson.step_index(match)
        return min(self.count, (index if index is not None else self.count) + 1)

    def spots(self, board: pygame.Rect, gap: int, height: Callable[[int], int]) -> list[pygame.Rect]:
        """Where the box may lie, in order of preference: across the foot of the board or its top, then in one
        of its corners, half as wide (and as tall as its text needs at each width)."""
        wide = min(board.width - 2 * gap, self.px(WIDEST))
        half = board.width // 2 - gap - gap // 2
        spots = []
        for width, xs in ((wide, (board.centerx - wide // 2,)), (half, (board.x + gap, board.right - gap - half))):
            tall = height(width)
            spots += [pygame.Rect(x, y, width, tall) for y in (board.bottom - gap - tall, board.y + gap) for x in xs]
        return spots

    def expected(self, match: Match) -> Action | None:
        """The move the step waits for, when it is the learner's to make now."""
        waits = self.lesson.showing(match) and not self.lesson.waits_for_continue(match)
        return self.lesson.expected_action(match) if waits else None


def hides(view: BoardView, box: pygame.Rect, names: Set[str]) -> int:
    """How many of the board things `names` `box` hides: their middle, or a third of them or more (a place with
    neither a shape nor a name card: its middle)."""

    def hidden(name: str) -> bool:
        point, rect = view.anchor(name), bounds(view, name)
        if point is None:
            return False
        if rect is None:
            return box.collidepoint(point)
        return box.collidepoint(point) or 3 * box.clip(rect).width * box.clip(rect).height >= rect.width * rect.height

    return sum(1 for name in names if hidden(name))


def covers(view: BoardView, box: pygame.Rect, names: Set[str]) -> int:
    """How many of the board things `names` lie under `box`."""
    return sum(1 for name in names if (rect := bounds(view, name)) is not None and box.colliderect(rect))


def bounds(view: BoardView, name: str) -> pygame.Rect | None:
    """The screen rectangle of a board thing, as the view last laid it out (a place that is no shape of the board,
    a Competitors territory: the card its name is written on)."""
    shape = view.shapes.get(name)
    if shape is None:
        return view.name_cards.get(name)
    key = shape_key(shape)
    return pygame.Rect(key) if len(key) == 4 else bounding(key)
