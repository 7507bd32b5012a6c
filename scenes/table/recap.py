"""What happened since your last turn: the others' moves, in the game's words, where the game log is.

When a human's turn comes after other seats moved, the log panel tells those moves one by one (each move's events,
as the log does) under "Since your last turn": the latest that fit, and how many earlier ones the log has. Clicking
one lights what it touched on the board (the places its action's `drag()` names), clicking it again puts the light
out. Once the human moves, or scrolls the log back (Page Up), the panel is the game log again.
"""

from __future__ import annotations

import pygame

from game.core.messages import SeatRef
from game.core.protocol import EventKind, in_hand
from scenes.table.controller import TableController, hidden_move
from sprites.widgets import BRASS, INK, INK_SOFT, PAPER_DARK, draw_seat_marker, draw_text, panel_title, wrap
from words import tr, trn

MOST = 12
"""The most moves told: a long round of many bots is told from its latest moves (the game log has them all)."""
ROW = 20
FONT = 15
GAP = 6
"""Between two moves."""


class Recap:
    def __init__(self, controller: TableController) -> None:
        self.controller = controller
        self.selected: int | None = None
        """The number of the move whose things are lit (its index in the match's moves), or None."""
        self.rows: list[tuple[pygame.Rect, int]] = []
        """Where each move told was drawn last, and its number."""
        self.earlier: pygame.Rect | None = None
        """Where the line saying how many moves did not fit was drawn last: a click there shows them."""

    def moves(self) -> list[int]:
        """The numbers of the moves since the last move of the human to move, while they may move (none else)."""
        controller = self.controller
        seat = controller.human_to_move()
        if seat is None or not controller.can_move():
            return []
        records = controller.match.records
        last = max((number for number, record in enumerate(records) if record.seat == seat), default=-1)
        return list(range(last + 1, len(records)))[-MOST:]

    def messages(self, move: int) -> list[tuple[str, int | None]]:
        """What a move did, in the game's words, and whom each line is about: its events' messages, as the log tells
        them but for the viewer's own turn coming (the status line says it); its mover and label ("Player 3: Buy
        nothing") when it said nothing else."""
        match = self.controller.match
        start = match.records[move].first_event
        end = match.records[move + 1].first_event if move + 1 < len(match.records) else len(match.events)
        viewer = self.controller.human_to_move()
        told = [
            (tr(event.message), event.seat)
            for event in match.events[start:end]
            if not (event.kind == EventKind.TURN and event.seat == viewer)
        ]
        seat = match.records[move].seat
        if told:
            return told
        if self.secret(move):  # its label would say what the viewer may not know
            return [(tr("{seat} decides in private", seat=SeatRef(seat)), seat)]
        return [(tr("{seat}: {move}", seat=SeatRef(seat), move=match.actions[move].label()), seat)]

    def secret(self, move: int) -> bool:
        """Whether a move was another seat's, deciding in private, of a thing from its hand (a Siberia counter placed
        face down): neither its label nor its places may be shown, as no token of it flew (`visible_drag`)."""
        match = self.controller.match
        record = match.records[move]
        return hidden_move(match.actions[move], record.private, record.seat, self.controller.human_to_move())

    def lit(self) -> set[str]:
        """The board things the selected move touched: its drag's source and target, but for a hand (another seat's
        move: the hand the board shows is the viewer's)."""
        if self.selected is None or self.selected not in self.moves() or self.secret(self.selected):
            return set()
        drag = self.controller.match.actions[self.selected].drag() or ()
        return {name for name in drag if not in_hand(name)}

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on a move told lights it (again: puts the light out); True when it was on one."""
        move = next((number for rect, number in self.rows if rect.collidepoint(pos)), None)
        if move is None or move not in self.moves():
            return False
        self.selected = None if move == self.selected else move
        return True

    def key(self) -> tuple[object, ...]:
        """What the drawing depends on beyond the log: the moves told and the one lit."""
        moves = self.moves()
        return tuple(moves), self.selected if self.selected in moves else None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> bool:
        """The moves told in the log panel `rect`, the latest at the foot; False (nothing drawn) when there are
        none."""
        moves = self.moves()
        self.rows, self.earlier = [], None
        if not moves:
            return False
        inner = panel_title(surface, rect, tr("Since your last turn"), scale)
        row, size, gap = round(ROW * scale), round(FONT * scale), round(GAP * scale)
        indent = round(22 * scale)
        blocks = [
            (
                move,
                [
                    (line, seat if i == 0 else None)
                    for text, seat in self.messages(move)
                    for i, line in enumerate(wrap(text, size, inner.width - indent))
                ],
            )
            for move in moves
        ]
        heights = [row * len(lines) + gap for _, lines in blocks]
        top = inner.y if sum(heights) - gap <= inner.height else inner.y + row  # a row to say what did not fit
        y = inner.bottom
        for move, lines in reversed(blocks):
            room = (y - top) // row
            if room < 1:
                break
            if room < len(lines):  # the oldest shown: its first lines, what it did, rather than a blank
                lines = [*lines[: room - 1], (lines[room - 1][0] + " …", lines[room - 1][1])]
            height = row * len(lines)
            y -= height
            box = pygame.Rect(inner.x - 4, y, inner.width + 8, height)
            self.rows.append((box, move))
            if move == self.selected:
                pygame.draw.rect(surface, PAPER_DARK, box, border_radius=4)
                pygame.draw.rect(surface, BRASS, box, 2, border_radius=4)
            for i, (line, seat) in enumerate(lines):
                if seat is not None:
                    marker = (inner.x + round(8 * scale), y + row * i + row // 2)
                    draw_seat_marker(surface, seat, marker, round(8 * scale))
                draw_text(surface, line, (inner.x + indent, y + row * i), size, INK, width=inner.width - indent)
            y -= gap
        earlier = len(moves) - len(self.rows)
        if earlier:
            text = trn(
                "{count} earlier move: click",
                "{count} earlier moves: click",
                count=earlier,
            )
            self.earlier = draw_text(surface, text, (inner.x, inner.y), size, INK_SOFT, width=inner.width)
        return True
