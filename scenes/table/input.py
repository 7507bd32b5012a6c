"""The mouse on the board: drag a thing onto a target, or click the thing and then the target.

A small state machine over what the hand holds. It knows where things are (the board view) and which
can be picked up and where they may go (the controller's legal drags); what a drop means, a move or a
refusal, the table decides (`on_drop`).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.table.controller import TableController
from sprites.board import BoardView

DRAG_THRESHOLD = 6
"""Pixels the mouse moves with the button down before a press becomes a drag."""
PICK_SLACK = 20
"""A press this close to a thing that can be picked up, on nothing playable, picks it up: small tokens need not
be hit exactly."""

Drop = Callable[[str, str | None, tuple[int, int] | None], None]
"""(source, target under the mouse or None, where a dragged thing was let go or None for a click)."""


class BoardInput:
    def __init__(
        self,
        view: BoardView,
        controller: TableController,
        on_drop: Drop,
        on_pickup: Callable[[], None],
        on_idle_click: Callable[[str], None] = lambda name: None,
    ) -> None:
        self.view = view
        self.controller = controller
        self.on_drop = on_drop
        self.on_pickup = on_pickup
        self.on_idle_click = on_idle_click
        """A click on a board thing that is no piece to pick up and no place a move ends: the table may say how it
        is used (a Siberia action done by dragging another piece)."""
        self.drag_source: str | None = None
        """The thing pressed on (a legal source), dragged once the mouse moved far enough."""
        self.dragging = False
        self.drag_pos = (0, 0)
        self.press_pos = (0, 0)
        self.pressed: str | None = None
        """The board thing the button went down on, playable or not."""
        self.press_seen = False
        """Whether the board saw the button go down: a release after a press elsewhere (a lesson's button over the
        board) is no click on the board."""
        self.selected: str | None = None
        """The source clicked, waiting for a click on its target."""
        self.hover: str | None = None
        self.tip: str | None = None
        """The view's tooltip for what is under the mouse (asked when that changes, not every frame)."""
        self.grab_cursor = False
        self.mouse = (0, 0)
        self.pinned: tuple[str, tuple[int, int]] | None = None
        """A thing's explanation right-clicked, and where: it stays until the next click."""
        self.right_press: tuple[int, int] | None = None
        """Where the right button went down on the board (a right-drag pans a large board; a click pins)."""

    def reset(self) -> None:
        """After a move or a hand-off: the hand is empty and no tooltip covers where the piece landed until the mouse
        moves on (then it speaks of the state now); a pinned one, of the state before, goes."""
        self.selected = self.drag_source = None
        self.dragging = False
        self.hover = self.tip = None
        self.pinned = None

    def explained(self) -> str:
        """The explanation pinned, else that of the thing under the mouse ("" for none): what F1 looks up."""
        return self.pinned[0] if self.pinned else self.tip or ""

    def tooltip(self, name: str | None) -> str | None:
        return self.view.tooltip(self.controller.view_state, name) if name else None

    def held(self) -> str | None:
        """The thing in the hand: dragged or selected."""
        return self.drag_source if self.dragging else self.selected

    def highlights(self) -> set[str]:
        """Where the thing in the hand may go."""
        held = self.held()
        return self.controller.targets(held) if held else set()

    def playable(self) -> set[str]:
        """With nothing in hand on a human's turn: the things that can be picked up."""
        if self.held() or not self.controller.can_move():
            return set()
        return set(self.controller.sources())

    def let_go(self) -> bool:
        """Esc: drop what is held without moving it; False when nothing was held."""
        if not (self.selected or self.dragging):
            return False
        self.selected = self.drag_source = None
        self.dragging = False
        return True

    def handle_mouse(self, event: pygame.event.Event, board: pygame.Rect) -> bool:
        """A mouse event anywhere; True when it was the board's (the table's widgets do not get it)."""
        self.mouse = event.pos
        if event.type == pygame.MOUSEMOTION:
            hover = self.view.hit(event.pos) if board.collidepoint(event.pos) else None
            if hover != self.hover:
                self.hover = hover
                self.tip = self.tooltip(hover)
            self.set_cursor(self.dragging or self.hover in self.controller.sources())
            if self.drag_source and not self.dragging and math.dist(event.pos, self.press_pos) > DRAG_THRESHOLD:
                self.dragging = True
                self.on_pickup()
            self.drag_pos = event.pos
            return self.dragging
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pinned = None  # any click takes a pinned explanation away
        if event.button == 3:
            self.pin(event, board)
        if event.button != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed, self.press_seen = None, False
            if not board.collidepoint(event.pos) or not self.controller.can_move():
                return False
            self.press_seen = True
            self.press_pos = event.pos
            pressed = self.pressed = self.picked(event.pos)
            self.drag_source = pressed if pressed in self.controller.sources() else None
            self.drag_pos = event.pos
            return True
        pressed, self.pressed = self.pressed, None  # a press this board did not see (a lesson's button) leaves none
        seen, self.press_seen = self.press_seen, False
        if self.dragging and self.drag_source:
            source, self.drag_source, self.dragging, self.selected = self.drag_source, None, False, None
            self.on_drop(source, self.view.hit(event.pos), event.pos)
            return True
        self.drag_source = None
        if not seen or not board.collidepoint(event.pos) or not self.controller.can_move():
            return False
        if pressed and not self.selected and math.dist(event.pos, self.press_pos) > DRAG_THRESHOLD:
            # a thing that cannot move now was dragged: the table says so
            self.on_drop(pressed, self.view.hit(event.pos), None)
            return True
        self.click(self.view.hit(event.pos) if self.selected else self.picked(event.pos))
        return True

    def picked(self, pos: tuple[int, int]) -> str | None:
        """What a press at `pos` takes hold of: the thing under it, or when that is nothing playable (no source, no
        button) the nearest thing that can be picked up within `PICK_SLACK` pixels."""
        name = self.view.hit(pos)
        sources = self.controller.sources()
        if name in sources or name in self.view.buttons:
            return name
        near = [
            (math.dist(pos, point), source)
            for source in sources
            if (point := self.view.anchor(source)) is not None and math.dist(pos, point) <= PICK_SLACK
        ]
        return min(near)[1] if near else name

    def pin(self, event: pygame.event.Event, board: pygame.Rect) -> None:
        """A right click (not a right-drag) on a board thing pins its explanation; the view still hears the button
        (it pans with it)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.right_press = event.pos if board.collidepoint(event.pos) else None
            return
        pressed, self.right_press = self.right_press, None
        name = self.view.hit(event.pos) if pressed and math.dist(pressed, event.pos) <= DRAG_THRESHOLD else None
        tip = self.tooltip(name)
        self.pinned = (tip, event.pos) if tip else None

    def click(self, name: str | None) -> None:
        """The click alternative to dragging: the source first, then the target; or only the target, where one
        piece alone may go (a button, a port only the new ship reaches, a rondel field only the pawn does)."""
        sources = self.controller.sources()
        pressing = {source for source, target in self.controller.drag_actions() if target == name}
        placed = name in self.view.buttons or name not in sources  # a button, or a place: no piece to pick up
        if self.selected is None and name is not None and placed and len(pressing) == 1:
            self.on_drop(pressing.pop(), name, None)  # the move (or the choice of moves) that ends there
            return
        if self.selected is None and name is not None and name not in sources and not pressing:
            self.on_idle_click(name)
            return
        if self.selected is None or name == self.selected or name is None:
            self.selected = name if name in sources and name != self.selected else None
            if self.selected:
                self.on_pickup()
            return
        if (self.selected, name) not in self.controller.drag_actions() and name in sources:
            self.selected = name  # picked another source instead
            return
        source, self.selected = self.selected, None
        self.on_drop(source, name, None)

    def set_cursor(self, grab: bool) -> None:
        """A hand over what can be dragged (windows without a mouse cursor, like the headless one, keep none)."""
        if grab != self.grab_cursor and pygame.display.get_driver() != "dummy":
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if grab else pygame.SYSTEM_CURSOR_ARROW)
        self.grab_cursor = grab
