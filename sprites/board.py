"""The board view: how the table draws one game's board and finds the things on it.

Each game with a board subclasses `BoardView` in `sprites/<game id>.py` and names it in its registration
(game/<id>/__init__.py); `sprites.views.view_for` finds it. A game without a view gets `FallbackView`, which draws
nothing: its action list does all.

The table (scenes/table/) calls a view like this:

- `layout(rect)` once at the start and on every window resize: the part of the window the board may
  use. Compute every position from `rect` here, never from the window size.
- `seat` the seat looking at the table, set by the table before it draws: show this seat's hand.
  None is a spectator (in hot-seat play while no human decides in private, or while bots play):
  then show no hand, only what every seat can see.
- `draw(surface, view, highlights, hover)` every frame. `view` is `game.redact(state, seat)`: what
  that seat knows, with what it cannot see left unknown (a count, a face-down back). Draw the
  unknown as unknown; never look for it elsewhere.
  `highlights` are the names of things to light up (the legal targets of the current drag or the
  selected source), `hover` the name under the mouse. Drawing never changes any state. After it, the
  table calls `draw_glow` over what can be played (at rest) or where the piece in hand may go, and
  `draw_names` over the few things a lesson's step, a suggested move or a move told lights.
- `hit(pos)` the name of the board thing under a screen point. The names are the game's own, the
  same strings its actions' `Action.drag()` returns ("area:Yakutia", "counter:3", "port:Rotterdam").
  A drag starts on a thing that is the source of some legal action's drag and ends on a target;
  the table then applies the legal action whose `drag()` is (source, target), or snaps back and
  shows `game.why_not_drag(state, source, target)`. Clicking the source, then the target, does the
  same.
- `anchor(name)` the screen point of a thing (None if not on screen): moves fly from the anchor of
  their source to that of their target (bots' moves, clicked moves), and a refused drop flies back.
- `tooltip(view, name)` hover text for a thing, or None; asked when the mouse moves onto it.
- `choice(view, actions)` when one drop means several legal moves (their `drag()` is the same): the question
  the table then asks and an answer per move.
- `handle_event(event)` zoom, pan and the like; return True when the event is consumed (and only
  then may what the view draws change: the table keeps the board's image until then). The view
  hears mouse moves and button releases wherever they happen, other events only while the mouse is
  over the board. The left button is the table's (drag and click), so zoom and pan with the wheel,
  the right or middle button and keys.
- `animating()` True while the drawing changes by itself (dice tumbling): the board is then drawn
  every frame. Otherwise the table draws it again only when the view state, the seat, what is lit,
  the thing under the mouse, the rect, the language or the zoom and pan (an event the view took)
  changed; `shapes` stay as the last drawing left them.
- `side_panel_lines(view, seat)` a few short lines per player for the player list
  (money, pawns, hand size...).
- `draw_dragged(surface, view, name, pos)` draws a thing in the hand or in flight at `pos`; the
  default draws a round token with the thing's short name.

Helpers for subclasses: put each thing's clickable shape in `self.shapes` (a `pygame.Rect` or a
polygon as a list of points) during `layout`; the default `hit` and `anchor` use it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import pygame

from game.core.protocol import Action, Config, Game, State
from sprites.widgets import CREAM, HIGHLIGHT, INK, PAPER, SHADOW, WOOD_BRIGHT
from words import tr

Shape = pygame.Rect | Sequence[tuple[float, float]]


def point_in_polygon(pos: tuple[float, float], polygon: Sequence[tuple[float, float]]) -> bool:
    """Even-odd rule: True when `pos` lies inside the polygon."""
    x, y = pos
    inside = False
    previous = polygon[-1]
    for point in polygon:
        (x1, y1), (x2, y2) = previous, point
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
        previous = point
    return inside


def shape_center(shape: Shape) -> tuple[int, int]:
    if isinstance(shape, pygame.Rect):
        return shape.center
    xs = [p[0] for p in shape]
    ys = [p[1] for p in shape]
    return round(sum(xs) / len(xs)), round(sum(ys) / len(ys))


def shape_contains(shape: Shape, pos: tuple[int, int]) -> bool:
    if isinstance(shape, pygame.Rect):
        return shape.collidepoint(pos)
    return point_in_polygon(pos, shape)


def shape_near(shape: Shape, pos: tuple[int, int], slack: float) -> bool:
    """Whether a screen point lies within `slack` pixels of a shape (a thin island is hard to hit exactly)."""
    if isinstance(shape, pygame.Rect):
        return shape.inflate(2 * slack, 2 * slack).collidepoint(pos)
    points = list(shape)
    return point_in_polygon(pos, shape) or any(
        segment_distance(pos, a, b) <= slack for a, b in zip(points, points[1:] + points[:1], strict=True)
    )


def segment_distance(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    """The distance from a point to a line segment."""
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if not length else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.dist(p, (ax + t * dx, ay + t * dy))


SNAP = 6
"""How near a lit box or outline a piece let go of still lands in it (in pixels)."""
HOVER = CREAM
"""Outline of the thing under the mouse."""
PLAYABLE_FILL = 70
"""Opacity of the glow over a thing that can be played, at rest (0-255)."""
TARGET_FILL = 120
"""Opacity of the glow over a place the piece in hand may go."""


def shape_key(shape: Shape) -> tuple[int, ...]:
    """A shape as plain numbers, to remember what was drawn for it."""
    if isinstance(shape, pygame.Rect):
        return (shape.x, shape.y, shape.width, shape.height)
    return tuple(round(c) for point in shape for c in point)


@lru_cache(maxsize=16)
def glow(shapes: tuple[tuple[int, ...], ...], strong: bool) -> tuple[pygame.Surface, tuple[int, int]] | None:
    """One image of glows over `shapes` (as `shape_key` gives them) and where it goes: drawn once per set
    of places, blitted every frame. Strong for targets of the piece in hand, soft for what can be played."""
    outlines = [pygame.Rect(k).inflate(8, 8) if len(k) == 4 else bounding(k) for k in shapes]
    if not outlines:
        return None
    area = outlines[0].unionall(outlines).inflate(12, 12)
    image = pygame.Surface(area.size, pygame.SRCALPHA)
    fill = (*HIGHLIGHT, TARGET_FILL if strong else PLAYABLE_FILL)
    width = 5 if strong else 3
    for key in shapes:
        if len(key) == 4:
            rect = pygame.Rect(key).inflate(8, 8).move(-area.x, -area.y)
            pygame.draw.rect(image, fill, rect, border_radius=7)
            if strong:
                pygame.draw.rect(image, INK, rect.inflate(4, 4), 2, border_radius=8)
            pygame.draw.rect(image, HIGHLIGHT, rect, width, border_radius=7)
        else:
            points = [(key[i] - area.x, key[i + 1] - area.y) for i in range(0, len(key), 2)]
            pygame.draw.polygon(image, fill, points)
            pygame.draw.polygon(image, HIGHLIGHT, points, width)
    return image, area.topleft


def bounding(key: tuple[int, ...]) -> pygame.Rect:
    xs, ys = key[0::2], key[1::2]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


class BoardView:
    """Draws one game's board and says what is where. Never changes game state."""

    buttons: frozenset[str] = frozenset()
    """Places drawn as buttons: a click on one plays the one legal move that ends there (Narco Empire's Stop),
    as dragging a piece onto it would."""

    def __init__(self, game: Game[Any], config: Config) -> None:
        self.game = game
        self.config = config
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.shapes: dict[str, Shape] = {}
        """Board-thing name -> its clickable shape on screen; later entries lie on top."""
        self.seat: int | None = 0
        """The seat looking at the table (whose hand to show), None for a spectator; the table sets it
        before drawing."""
        self.highlights: set[str] = set()
        """What the latest drawing lit up: while a piece is carried, the places it may go (the table sets them)."""
        self.carried: str | None = None
        """The thing in the player's hand (dragged or picked up), or None; the table sets it before drawing."""
        self.landable: set[str] = set()
        """Every place the piece in hand may go, lit or not (a lesson lights only the one it asks for): a drop on an
        unlit one still means its move; the table sets it before drawing."""
        self.name_cards: dict[str, pygame.Rect] = {}
        """Where `draw_names` last wrote each lit place's name (a place that is no shape of the board): what a
        lesson's box keeps in sight with the place."""

    def layout(self, rect: pygame.Rect) -> None:
        """The part of the window the board may use; called at the start and on every resize."""
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface, view: State, highlights: set[str], hover: str | None) -> None:
        """Draw the board as `view` shows it, lighting up `highlights`."""

    def hit(self, pos: tuple[int, int]) -> str | None:
        """The name of the board thing under a screen point, or None: while a piece is carried, a place it may go
        first (a piece lying on that place does not keep it from landing there), else the topmost thing."""
        lit = self.lit_at(pos)
        if lit is not None:
            return lit
        for name, shape in reversed(self.shapes.items()):
            if shape_contains(shape, pos):
                return name
        return None

    def lit_at(self, pos: tuple[int, int]) -> str | None:
        """The lit thing (a place the piece in hand may go) whose shape, or card naming it (`name_cards`), holds a
        screen point, the one centred nearest it where they overlap; else a lit shape within `SNAP` pixels (the point
        fell in the gap between two fields, or beside a thin island); else, the same among the places it may go that
        are not lit (`landable`); or None."""
        for names in (self.highlights, self.landable - self.highlights):
            lit = [(n, s) for n in names for s in (self.shapes.get(n), self.name_cards.get(n)) if s]
            holding = [(n, s) for n, s in lit if shape_contains(s, pos)] or [
                (n, s) for n, s in lit if shape_near(s, pos, SNAP)
            ]
            if holding:
                return min(holding, key=lambda lit: math.dist(shape_center(lit[1]), pos))[0]
        return None

    def anchor(self, name: str) -> tuple[int, int] | None:
        """The screen point of a board thing, or None when it is not on the board."""
        shape = self.shapes.get(name)
        return shape_center(shape) if shape is not None else None

    def tooltip(self, view: State, name: str) -> str | None:
        """Hover text for a board thing."""
        return None

    def way(self, view: State, action: Action) -> list[tuple[int, int]]:
        """The screen points a move's token passes between its drag's source and target, as `view` stands before
        the move (a ship follows its waterway); none: it flies straight."""
        return []

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Zoom, pan and the like; True if the event was consumed."""
        return False

    def landing(self, view: State, action: Action) -> str:
        """What letting the piece in hand go here does, said beside the pointer before it is done: the move, and
        where the view can tell it, what it brings."""
        return tr(action.label())

    def focus(self, names: set[str], keep: str | None = None) -> bool:
        """Bring these things (what a lesson's step lights, or where a piece taken up by a click may go) into sight,
        large enough to drop on, where the board zooms, `keep` (the piece clicked) staying under the pointer where
        that keeps them in sight; whether the view changed (a board that shows everything at once does nothing)."""
        return False

    def pan_by(self, dx: float, dy: float) -> None:
        """Moves what the board shows by screen pixels, where the board pans (a board that shows everything at once
        stays)."""

    def choice(self, view: State, actions: list[Action]) -> tuple[str, list[str]]:
        """The question a drop that means several moves asks, and an answer naming each move (in their order)."""
        return tr("Which move do you mean?"), [tr(action.label()) for action in actions]

    def dialog(self, legal: list[Action]) -> str | None:
        """The name of the dialog the table opens for the decision these legal moves make (an offer being
        composed), one of the game's registration's `dialogs`, or None: the board and the move list serve."""
        return None

    def animating(self) -> bool:
        """Whether the board changes by itself now (drawn every frame meanwhile)."""
        return False

    def side_panel_lines(self, view: State, seat: int) -> list[str]:
        """A few short lines about a player for the player list (money, pawns, hand size...)."""
        return []

    def draw_outlines(self, surface: pygame.Surface, highlights: set[str], hover: str | None) -> None:
        """Outline the lit drop targets, and the thing under the mouse, along their shapes."""
        for name in highlights | ({hover} if hover else set()):
            shape = self.shapes.get(name)
            colour = HIGHLIGHT if name in highlights else HOVER
            if isinstance(shape, pygame.Rect):
                pygame.draw.rect(surface, colour, shape.inflate(4, 4), 3, border_radius=5)
            elif shape:
                pygame.draw.polygon(surface, colour, list(shape), 3)

    def draw_glow(self, surface: pygame.Surface, names: set[str], strong: bool) -> None:
        """Light up things by their shapes: at rest, what the player can pick up (soft); while a piece is
        in hand, where it may go (strong: a filled glow in a thick rim)."""
        drawn = glow(tuple(sorted(shape_key(shape) for name in names if (shape := self.shapes.get(name)))), strong)
        if drawn is not None:
            surface.blit(*drawn)

    def draw_names(self, surface: pygame.Surface, names: set[str]) -> None:
        """Name the lit places the board leaves unnamed at its size (a lesson's step, a suggested move, a move
        told); none here: a board names its places itself."""

    def draw_dragged(self, surface: pygame.Surface, view: State, name: str, pos: tuple[int, int]) -> None:
        """Draw the thing being dragged at the mouse position: a plain token, unless the view draws the
        thing itself (names are the rules' keys, never shown)."""
        radius = 18
        pygame.draw.circle(surface, SHADOW, (pos[0] + 3, pos[1] + 4), radius)
        pygame.draw.circle(surface, PAPER, pos, radius)
        pygame.draw.circle(surface, WOOD_BRIGHT, pos, radius, 3)


class FallbackView(BoardView):
    """For games without a board view yet: no board; the table's action list does everything."""
