"""The Siberia table: the map of Siberia with its resources and pawns, the stock exchanges, the
reserves and investment tiles, and every player's panel of action spaces.

The map comes from the polygons of maps/siberia.tmx and is drawn once per layout; a frame adds
what changes: cubes, pawns, counters and highlights. The table hands the view a seat's redacted
state (`SiberiaGame.redact`): other seats' counters placed this round are not in it, only their
number, and the view draws just that. Persons and Research are drawn as pictures, so the board
itself carries no words but names and numbers; the tooltips say the rest in the chosen language.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import pygame

from game.core.messages import Items, Message, Money, Param, SeatRef, Term, msg, msgn, place
from game.core.protocol import Config, State, thing_of
from game.siberia.actions import LOGISTICIAN_BUTTON, action_name, counter_name, prices, resource_name, side_name
from game.siberia.board import ACTIONS, MANAGER, RESEARCH, RESOURCES, Thing, board, components
from game.siberia.rules import covered, exchange_to_choose, free_spaces
from game.siberia.state import HIDDEN, Phase, SiberiaState, Step
from sprites.board import BoardView
from sprites.widgets import (
    BRASS,
    CREAM,
    HIGHLIGHT,
    INK,
    INK_SOFT,
    LEAST_TEXT,
    PAPER,
    PAPER_DARK,
    draw_seat_marker,
    draw_text,
    fit_lines,
    font,
    haloed,
    marker_points,
)
from words import language, seat_name, tr, trn, words

SEA_TOP = (22, 46, 78)
SEA_BOTTOM = (38, 78, 112)
TUNDRA = (196, 192, 150)
TAIGA = (78, 122, 72)
BORDER = (44, 52, 40)
EXHAUSTED = (128, 122, 112)
LAND_TINTS = ((168, 140, 92), (104, 140, 84), (186, 170, 112), (90, 120, 96))
"""Neighbouring regions differ a little in tint, like a printed political map."""
SHALLOWS = (58, 104, 136)
RESOURCE_COLOURS = {
    "diamonds": (226, 238, 248),
    "gold": (232, 184, 44),
    "oil": (28, 28, 34),
    "charcoal": (128, 88, 58),
    "gas": (92, 168, 222),
}
MANAGER_COLOUR = (122, 92, 160)
GLYPHS = {"diamonds": "diamond", "gold": "circle", "oil": "drop", "charcoal": "square", "gas": "flame"}
"""Each resource has a shape as well as a colour, so cubes are told apart without colour."""


def land_colour(latitude: float, index: int) -> tuple[int, int, int]:
    """An area's land: tundra in the north, taiga in the south, tinted apart from its neighbours."""
    return mix(mix(TUNDRA, TAIGA, latitude * 1.6 - 0.25), LAND_TINTS[index % len(LAND_TINTS)], 0.3)


def grounds() -> tuple[tuple[int, int, int], ...]:
    """Every colour a pawn stands on: the land at each latitude, the exchanges' paper, the players' panels."""
    lands = {land_colour(latitude / 10, index) for latitude in range(11) for index in range(len(LAND_TINTS))}
    return (PAPER, PAPER_DARK, *sorted(lands))


def named(term: Param) -> str:
    """A name (an area, an exchange, an action) alone, in the chosen language."""
    return words().param(term)


def draw_fitting(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int,
    colour: tuple[int, int, int],
    bold: bool = False,
    *,
    width: int,
    anchor: str = "topleft",
) -> None:
    """One line of text, made smaller as needed to fit `width` whole."""
    text_size, _ = fit_lines(text, size, width, 1, bold)
    draw_text(surface, text, pos, text_size, colour, bold, anchor=anchor)


def mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    t = max(0.0, min(1.0, t))
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark or light, whichever reads on `colour`."""
    return INK if sum(colour) > 380 else CREAM


def draw_glyph(
    surface: pygame.Surface, resource: str, center: tuple[float, float], r: float, colour: tuple[int, int, int]
) -> None:
    x, y = center
    shape = GLYPHS[resource]
    if shape == "circle":
        pygame.draw.circle(surface, colour, (round(x), round(y)), max(2, round(r)))
    elif shape == "square":
        pygame.draw.rect(
            surface, colour, pygame.Rect(round(x - r * 0.85), round(y - r * 0.85), round(r * 1.7), round(r * 1.7))
        )
    elif shape == "diamond":
        pygame.draw.polygon(surface, colour, [(x, y - r * 1.1), (x + r, y), (x, y + r * 1.1), (x - r, y)])
    elif shape == "drop":
        pygame.draw.polygon(surface, colour, [(x, y - r * 1.2), (x + r * 0.9, y + r * 0.2), (x - r * 0.9, y + r * 0.2)])
        pygame.draw.circle(surface, colour, (round(x), round(y + r * 0.3)), max(2, round(r * 0.85)))
    else:  # flame: a tall triangle
        pygame.draw.polygon(surface, colour, [(x, y - r * 1.2), (x + r * 0.9, y + r), (x - r * 0.9, y + r)])


def draw_cube(surface: pygame.Surface, resource: str, center: tuple[int, int], size: int) -> pygame.Rect:
    """A resource cube: a square of its colour with its shape inside."""
    rect = pygame.Rect(0, 0, size, size)
    rect.center = center
    surface.blit(cube_image(resource, size), rect.move(-1, -1))
    return rect


@lru_cache(maxsize=256)
def cube_image(resource: str, size: int) -> pygame.Surface:
    """A cube drawn once per size (with its shadow, one pixel around and below)."""
    image = pygame.Surface((size + 3, size + 4), pygame.SRCALPHA)
    rect = pygame.Rect(1, 1, size, size)
    colour = RESOURCE_COLOURS[resource]
    pygame.draw.rect(image, (10, 10, 10), rect.move(1, 2), border_radius=3)
    pygame.draw.rect(image, colour, rect, border_radius=3)
    pygame.draw.rect(image, INK, rect, 1, border_radius=3)
    draw_glyph(image, resource, rect.center, size * 0.26, ink_on(colour))
    return image


def draw_person(
    surface: pygame.Surface, person: str, center: tuple[float, float], r: float, colour: tuple[int, int, int]
) -> None:
    """A person of the panel (or Research) as a picture: Manager a star (the wildcard), Logistician an
    arrow (moving), Salesman an exchange building, Worker a hammer, Investor rising bars, Research a
    magnifying glass."""
    x, y = center

    def box(left: float, top: float, width: float, height: float) -> None:
        """A filled rectangle in units of r from the center, at least a pixel thick."""
        pygame.draw.rect(
            surface,
            colour,
            pygame.Rect(round(x + left * r), round(y + top * r), max(1, round(width * r)), max(1, round(height * r))),
        )

    if person == "manager":
        pygame.draw.polygon(surface, colour, marker_points("star", center, r * 1.1))
    elif person == "logistician":
        arrow = [(-1, -0.3), (0.1, -0.3), (0.1, -0.8), (1, 0), (0.1, 0.8), (0.1, 0.3), (-1, 0.3)]
        pygame.draw.polygon(surface, colour, [(x + dx * r, y + dy * r) for dx, dy in arrow])
    elif person == "salesman":
        pygame.draw.polygon(surface, colour, [(x - r, y - r * 0.35), (x, y - r), (x + r, y - r * 0.35)])
        box(-1, 0.6, 2, 0.35)
        for left in (-0.85, -0.15, 0.55):
            box(left, -0.3, 0.3, 0.9)
    elif person == "worker":
        box(-0.9, -1, 1.8, 0.55)
        box(-0.2, -0.5, 0.4, 1.5)
    elif person == "investor":
        for i, height in enumerate((0.7, 1.2, 1.8)):
            box(-1 + i * 0.7, 1 - height, 0.55, height)
    else:  # research: a magnifying glass
        line = max(1, round(r / 4))
        lens = (round(x - r * 0.25), round(y - r * 0.25))
        pygame.draw.circle(surface, colour, lens, max(2, round(r * 0.6)), line + 1)
        pygame.draw.line(surface, colour, (x + r * 0.2, y + r * 0.2), (x + r, y + r), line + 2)


def draw_counter(surface: pygame.Surface, counter: str, rect: pygame.Rect) -> None:
    """An action counter: its person's picture on its resource's colour (Manager: purple)."""
    surface.blit(counter_image(counter, rect.width, rect.height), rect.move(-1, -1))


@lru_cache(maxsize=512)
def counter_image(counter: str, width: int, height: int) -> pygame.Surface:
    image = pygame.Surface((width + 3, height + 4), pygame.SRCALPHA)
    rect = pygame.Rect(1, 1, width, height)
    person, _, resource = counter.partition("/")
    colour = RESOURCE_COLOURS[resource] if resource else MANAGER_COLOUR
    pygame.draw.rect(image, (10, 10, 10), rect.move(1, 2), border_radius=5)
    pygame.draw.rect(image, colour, rect, border_radius=5)
    pygame.draw.rect(image, (250, 244, 226), rect, 2, border_radius=5)
    ink = ink_on(colour)
    if resource:
        draw_glyph(
            image, resource, (rect.right - rect.width * 0.24, rect.bottom - rect.height * 0.26), rect.height * 0.12, ink
        )
        draw_person(
            image, person, (rect.x + rect.width * 0.4, rect.centery - rect.height * 0.04), rect.height * 0.24, ink
        )
    else:
        draw_person(image, person, rect.center, rect.height * 0.3, ink)
    return image


def draw_tile(surface: pygame.Surface, action: str, rect: pygame.Rect) -> None:
    """An investment tile: brass-framed, showing the action it covers."""
    pygame.draw.rect(surface, (10, 10, 10), rect.move(1, 2), border_radius=4)
    pygame.draw.rect(surface, (70, 52, 34), rect, border_radius=4)
    pygame.draw.rect(surface, BRASS, rect, 2, border_radius=4)
    if action in RESOURCES:
        r = min(rect.width, rect.height) * 0.22
        pygame.draw.circle(surface, RESOURCE_COLOURS[action], rect.center, round(r * 1.6))
        draw_glyph(surface, action, rect.center, r, ink_on(RESOURCE_COLOURS[action]))
    else:
        draw_person(surface, action, rect.center, min(rect.width, rect.height) * 0.3, BRASS)


@lru_cache(maxsize=1)
def sea(size: tuple[int, int]) -> pygame.Surface:
    """The sea under the map, drawn once per size (the map is drawn again whenever an area is exhausted)."""
    width, height = size
    image = pygame.Surface(size)
    for y in range(height):
        pygame.draw.line(image, mix(SEA_TOP, SEA_BOTTOM, y / max(1, height)), (0, y), (width, y))
    for y in range(6, height, 14):  # faint swell lines on the sea
        for x in range((y * 7) % 40, width, 40):
            pygame.draw.line(image, mix(SEA_TOP, (90, 130, 160), 0.35), (x, y), (x + 10, y))
    return image


class SiberiaView(BoardView):
    def __init__(self, game: Any, config: Config) -> None:
        super().__init__(game, config)
        self.board = board()
        self.buttons = frozenset(
            [LOGISTICIAN_BUTTON]
            + [f"exchange:{exchange}:{side}" for exchange, sides in components().exchanges.items() for side in sides]
        )
        """At set-up, a click on a side of the exchange to choose puts that side in play; in the actions, a click on
        the seat's ready Logistician uses it."""
        self.held_by_name: dict[str, tuple[int, int]] = {}
        """Exchanges showing both sides, where they are picked up: by their name (the sides fill the rest)."""
        self.scale = 1.0
        self.origin = (0, 0)
        self.static: dict[str, Any] = {}
        self.rows: list[pygame.Rect] = []
        self.hand_row = pygame.Rect(0, 0, 0, 0)
        self.slot_rects: dict[tuple[int, str], list[pygame.Rect]] = {}
        """Per seat and action: its two spaces on the panel."""
        self.panels_image: pygame.Surface | None = None
        self.map_images: dict[tuple[str, ...], pygame.Surface] = {}
        """The map drawn once for each language and set of exhausted areas seen."""
        self.language = language()
        """The language the panels image was drawn in."""
        self.row_height = 44
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.board_spaces: list[pygame.Rect] = []
        """The exchanges, reserves and investment display drawn over the map: names and pawns keep clear."""

    # ---- geometry ---------------------------------------------------------------------------

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        return round(self.origin[0] + x * self.scale), round(self.origin[1] + y * self.scale)

    def slot(self, name: str) -> pygame.Rect:
        x, y, w, h = self.board.slots[name]
        left, top = self.to_screen(x, y)
        return pygame.Rect(left, top, round(w * self.scale), round(h * self.scale))

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        players = self.config.players
        width, height = self.board.size
        least_row = max(44, rect.height // 12)
        self.scale = min(rect.width / width, (rect.height - (players + 1) * (least_row + 4) - 6) / height)
        map_w, map_h = round(width * self.scale), round(height * self.scale)
        self.row_height = min(max(96, rect.height // 9), (rect.height - map_h - 6) // (players + 1) - 4)
        panels = (players + 1) * (self.row_height + 4)
        self.origin = (rect.x + (rect.width - map_w) // 2, rect.y)
        self.map_rect = pygame.Rect(self.origin, (map_w, map_h))
        top = self.map_rect.bottom + 6 + (rect.height - map_h - 6 - panels) // 2
        self.hand_row = pygame.Rect(rect.x, top, rect.width, self.row_height)
        self.rows = [
            pygame.Rect(rect.x, top + (i + 1) * (self.row_height + 4), rect.width, self.row_height)
            for i in range(players)
        ]
        self.static = {}
        for area, points in self.board.shapes.items():
            self.static[f"area:{area}"] = [self.to_screen(x, y) for x, y in points]
        for exchange in components().exchanges:
            self.static[f"exchange:{exchange}"] = self.slot(exchange)
        for resource in RESOURCES:
            self.static[f"reserve:{resource}"] = self.slot(resource)
        self.board_spaces = [self.slot(name) for name in (*components().exchanges, *RESOURCES, "display")]
        for seat, row in enumerate(self.rows):
            self.layout_row(seat, row)
        bag_w = min(110, self.row_height * 2)
        self.static["bag"] = pygame.Rect(
            self.hand_row.right - bag_w - 4, self.hand_row.y + 3, bag_w, self.row_height - 6
        )
        self.shapes = dict(self.static)
        self.map_images = {}
        self.language = language()
        self.panels_image = self.render_panels()

    def layout_row(self, seat: int, row: pygame.Rect) -> None:
        """A player's panel: name and money, pawn reserve, ten actions, Research."""
        name_w = max(96, row.width * 15 // 100)
        pawn_w = max(36, self.row_height * 2 // 3)
        box_w = (row.width - name_w - pawn_w - 12) / 11.3
        self.static[f"reserve:{seat}"] = pygame.Rect(row.x + name_w + 2, row.y + 2, pawn_w - 4, row.height - 4)
        x: float = row.x + name_w + pawn_w + 4
        for action in ACTIONS:
            box = pygame.Rect(round(x), row.y, round(box_w) - 3, row.height)
            self.static[f"panel:{seat}:{action}"] = box
            head = max(10, box.height // 4)
            beside = min((box.width - 6) // 2, box.height - head - 8)
            stacked = min(box.width - 6, (box.height - head - 10) // 2)
            if stacked > beside:  # narrow, tall boxes (small windows): the two slots one above the other
                left = box.x + (box.width - stacked) // 2
                self.slot_rects[(seat, action)] = [
                    pygame.Rect(left, box.bottom - (2 - i) * (stacked + 2) - 2, stacked, stacked) for i in range(2)
                ]
            else:
                left = box.x + 2 + (box.width - 2 * beside - 6) // 2
                self.slot_rects[(seat, action)] = [
                    pygame.Rect(left + i * (beside + 2), box.bottom - beside - 4, beside, beside) for i in range(2)
                ]
            x += box_w
        self.static[f"panel:{seat}:{RESEARCH}"] = pygame.Rect(round(x) + 4, row.y, row.right - round(x) - 4, row.height)

    def cube_size(self) -> int:
        return max(12, round(24 * self.scale))

    def area_center(self, area: str) -> tuple[int, int]:
        points = self.board.shapes[area]
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        # the middle of the bounding box, pulled towards the vertex average: inside for these shapes
        x = (min(xs) + max(xs)) / 4 + sum(xs) / len(xs) / 2
        y = (min(ys) + max(ys)) / 4 + sum(ys) / len(ys) / 2
        return self.to_screen(x, y)

    # ---- the static map ---------------------------------------------------------------------

    def render_map(self, exhausted: set[str]) -> pygame.Surface:
        rect = self.map_rect
        image = sea(rect.size).copy()
        offset = (-rect.x, -rect.y)
        height = self.board.size[1]
        for points in self.static.values():  # shallow water along every coast
            if not isinstance(points, pygame.Rect):
                pygame.draw.polygon(
                    image, SHALLOWS, [(x + offset[0], y + offset[1]) for x, y in points], max(2, round(10 * self.scale))
                )
        title = named(Term(self.game.title, "game")).upper()
        halo_text(image, title, max(14, round(34 * self.scale)), (round(150 * self.scale), round(8 * self.scale)))
        for index, (area, points) in enumerate(self.board.shapes.items()):
            polygon = [(x + offset[0], y + offset[1]) for x, y in self.static[f"area:{area}"]]
            colour = land_colour(sum(p[1] for p in points) / len(points) / height, index)
            if area in exhausted:
                colour = mix(colour, EXHAUSTED, 0.8)
            pygame.draw.polygon(image, colour, polygon)
            self.shade_land(image, polygon, colour)
            pygame.draw.polygon(image, BORDER, polygon, max(1, round(2 * self.scale)))
        size = max(11, round(21 * self.scale))
        cube = self.cube_size()
        taken = [space.move(offset) for space in self.board_spaces]
        for area in self.board.shapes:  # each name keeps clear of the board spaces and of the names before it
            x, y = self.area_center(area)
            midtop = (x + offset[0], y + offset[1] - cube // 2 - size - 6)
            taken.append(halo_text(image, named(place(area)), size, midtop, taken))
        return image

    def shade_land(self, image: pygame.Surface, polygon: list[tuple[int, int]], colour: tuple[int, int, int]) -> None:
        """A lighter inner rim along the region's edge: a little relief."""
        cx = sum(p[0] for p in polygon) / len(polygon)
        cy = sum(p[1] for p in polygon) / len(polygon)
        inner = [(round(cx + (x - cx) * 0.9), round(cy + (y - cy) * 0.9)) for x, y in polygon]
        pygame.draw.polygon(image, mix(colour, (255, 250, 230), 0.12), inner, max(1, round(4 * self.scale)))

    # ---- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: State, highlights: set[str], hover: str | None) -> None:
        assert isinstance(view, SiberiaState)
        self.shapes = dict(self.static)
        self.held_by_name = {}
        if view.phase == Phase.ACT and view.current_player >= 0:  # over the panel's column, when ready a button
            self.shapes[LOGISTICIAN_BUTTON] = self.static[f"panel:{view.current_player}:logistician"]
        if self.language != language():  # the names on the map and the panels change with it
            self.language = language()
            self.panels_image = self.render_panels()
        exhausted = tuple(sorted(view.exhausted))
        key = (self.language, *exhausted)
        if key not in self.map_images:
            self.map_images[key] = self.render_map(set(exhausted))
        pygame.draw.rect(surface, (12, 8, 4), self.map_rect.move(3, 4))
        surface.blit(self.map_images[key], self.map_rect)
        if self.panels_image is not None:
            surface.blit(self.panels_image, self.panels_rect())
        for area in view.exhausted:
            self.draw_exhausted(surface, area)
        self.draw_areas(surface, view)
        self.draw_exchanges(surface, view)
        self.draw_reserves(surface, view)
        self.draw_display(surface, view)
        self.draw_hand_row(surface, view)
        for seat in range(view.players):
            self.draw_panel(surface, view, seat)
        self.draw_outlines(surface, highlights, hover)

    def draw_exhausted(self, surface: pygame.Surface, area: str) -> None:
        """The exhaustion counter (the grey land is in the map image)."""
        x, y = self.area_center(area)
        r = max(8, round(16 * self.scale))
        pygame.draw.circle(surface, (60, 40, 30), (x, y + r), r)
        pygame.draw.circle(surface, CREAM, (x, y + r), r, 2)
        pygame.draw.line(surface, CREAM, (x - r // 2, y + r // 2), (x + r // 2, y + r * 3 // 2), 3)
        pygame.draw.line(surface, CREAM, (x + r // 2, y + r // 2), (x - r // 2, y + r * 3 // 2), 3)

    def draw_areas(self, surface: pygame.Surface, view: SiberiaState) -> None:
        cube = self.cube_size()
        pawn = max(8, round(13 * self.scale))
        for area in self.board.shapes:
            x, y = self.area_center(area)
            cubes = view.areas.get(area, [])
            for i, resource in enumerate(cubes):
                draw_cube(surface, resource, (x + round((i - (len(cubes) - 1) / 2) * (cube + 4)), y), cube)
            seats = [seat for seat in range(view.players) if area in view.workers[seat]]
            step = pawn * 2 + 6
            row = pygame.Rect(0, 0, len(seats) * step, pawn * 2)
            row.midtop = (x, y + cube // 2 + 4)
            left = clear_of(row, self.board_spaces).x  # no exchange or reserve hides a pawn
            for i, seat in enumerate(seats):
                center = (left + i * step + step // 2, row.centery)
                self.draw_pawn(surface, seat, center, pawn, view.workers[seat].count(area), f"worker:{seat}:{area}")

    def draw_pawn(
        self, surface: pygame.Surface, seat: int, center: tuple[int, int], radius: int, count: int, name: str
    ) -> None:
        pygame.draw.circle(surface, (10, 10, 10), (center[0] + 1, center[1] + 2), radius)
        draw_seat_marker(surface, seat, center, radius)
        if count > 1:
            draw_text(
                surface,
                str(count),
                (center[0] + radius - 2, center[1] + radius - 4),
                max(11, radius),
                CREAM,
                True,
                anchor="center",
            )
        self.shapes[name] = pygame.Rect(center[0] - radius - 2, center[1] - radius - 2, 2 * radius + 4, 2 * radius + 4)

    def draw_exchanges(self, surface: pygame.Surface, view: SiberiaState) -> None:
        exchanges = components().exchanges
        for exchange, sides in exchanges.items():
            rect = self.static[f"exchange:{exchange}"]
            pygame.draw.rect(surface, (12, 8, 4), rect.move(2, 3), border_radius=6)
            pygame.draw.rect(surface, PAPER, rect, border_radius=6)
            pygame.draw.rect(surface, BRASS, rect, 2, border_radius=6)
            name_size, names = fit_lines(
                named(place(exchange)), max(10, min(17, rect.width // 7)), rect.width - 6, 2, True
            )
            for i, text in enumerate(names):
                draw_text(
                    surface,
                    text,
                    (rect.centerx, rect.y + 2 + i * (name_size + 1)),
                    name_size,
                    INK,
                    True,
                    anchor="midtop",
                )
            title = len(names) * (name_size + 1)
            side = view.sides.get(exchange)
            seats = [s for s in range(view.players) if exchange in view.salesmen[s]]
            pawn = max(5, min(rect.width // 9, round(12 * self.scale), (rect.width - 6) // max(1, len(seats)) // 2 - 2))
            paid = list(sides[side].items()) if side else []
            columns = 2 if len(paid) > 3 else 1
            rows = max(1, -(-len(paid) // columns))
            line = max(9, min(16, (rect.height - title - 2 * pawn - 16) // rows - 4))
            top = rect.y + title + 8
            if side is None:  # both sides offered, side by side under their letters, until one is chosen
                self.held_by_name[f"exchange:{exchange}"] = (rect.centerx, rect.y + title // 2 + 2)
                self.draw_sides(surface, exchange, rect, top, sides)
                if exchange == exchange_to_choose(view):
                    pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(4, 4), 3, border_radius=7)
                continue
            column_w = (rect.width - 4) // columns
            for i, (resource, price) in enumerate(paid):
                x = rect.x + 3 + (i // rows) * column_w
                y = top + (i % rows) * (line + 4)
                cube = line - 2 if columns > 1 else line
                draw_cube(surface, resource, (x + cube // 2 + 1, y + line // 2 + 2), cube)
                draw_fitting(
                    surface,
                    tr("{thousands}k", thousands=price // 1000),
                    (x + cube + 3, y),
                    line,
                    INK,
                    columns == 1,
                    width=column_w - cube - 3,
                )
            step = min(2 * pawn + 3, (rect.width - 2 * pawn - 8) // max(1, len(seats) - 1))
            for i, seat in enumerate(seats):  # all in one row along the bottom, overlapping if need be
                center = (rect.x + pawn + 4 + i * step, rect.bottom - pawn - 4)
                self.draw_pawn(surface, seat, center, pawn, 1, f"salesman:{seat}:{exchange}")

    def draw_sides(
        self,
        surface: pygame.Surface,
        exchange: str,
        rect: pygame.Rect,
        top: int,
        sides: dict[str, dict[str, int]],
    ) -> None:
        """An exchange whose side is not chosen yet: each side's letter over its prices, in two columns (each
        column is where that side's choice is dropped or clicked)."""
        rows = 1 + max(len(paid) for paid in sides.values())
        line = max(LEAST_TEXT, min(rect.width // 6, (rect.bottom - top - 4) // rows - 2))
        column_w = (rect.width - 4) // len(sides)
        for n, (side, paid) in enumerate(sorted(sides.items())):
            x = rect.x + 2 + n * column_w
            self.shapes[f"exchange:{exchange}:{side}"] = pygame.Rect(x, top - 2, column_w, rect.bottom - top)
            draw_text(surface, named(side_name(side)), (x + column_w // 2, top), line, INK_SOFT, True, anchor="midtop")
            for i, (resource, price) in enumerate(paid.items()):
                y = top + (i + 1) * (line + 2)
                draw_cube(surface, resource, (x + line // 2 + 1, y + line // 2 + 1), line - 1)
                draw_fitting(
                    surface,
                    tr("{thousands}k", thousands=price // 1000),
                    (x + line + 2, y),
                    line,
                    INK,
                    width=column_w - line - 3,
                )
        if len(sides) > 1:
            pygame.draw.line(
                surface, PAPER_DARK, (rect.x + 2 + column_w, top), (rect.x + 2 + column_w, rect.bottom - 4)
            )

    def draw_reserves(self, surface: pygame.Surface, view: SiberiaState) -> None:
        for resource in RESOURCES:
            rect = self.static[f"reserve:{resource}"]
            pygame.draw.rect(surface, (30, 22, 14), rect, border_radius=6)
            pygame.draw.rect(surface, PAPER_DARK, rect, 2, border_radius=6)
            size = max(12, rect.height * 2 // 5)
            count = view.reserve[resource]
            center = (rect.centerx, rect.y + size // 2 + 5)
            if count:
                draw_cube(surface, resource, center, size)
            else:  # the empty space still shows which resource it holds
                pygame.draw.rect(
                    surface,
                    INK_SOFT,
                    pygame.Rect(0, 0, size, size).move(center[0] - size // 2, center[1] - size // 2),
                    1,
                )
                draw_glyph(surface, resource, center, size * 0.26, INK_SOFT)
            draw_text(
                surface,
                str(count),
                (rect.centerx, rect.bottom - 3),
                max(LEAST_TEXT, rect.height // 5),
                CREAM,
                True,
                anchor="midbottom",
                width=rect.width - 4,
            )

    def draw_display(self, surface: pygame.Surface, view: SiberiaState) -> None:
        rect = self.slot("display")
        pygame.draw.rect(surface, (30, 22, 14), rect, border_radius=6)
        pygame.draw.rect(surface, PAPER_DARK, rect, 2, border_radius=6)
        size = max(10, rect.height // 6)
        draw_fitting(
            surface, tr("Investment tiles"), (rect.x + 6, rect.y + 3), size, CREAM, True, width=rect.width - 12
        )
        tile = min((rect.width - 20) // 5 - 4, rect.height - size - 12)
        y = rect.y + size + 7
        for i, kind in enumerate(view.display):
            box = pygame.Rect(rect.x + 6 + i * (tile + 6), y, tile, tile)
            draw_tile(surface, kind, box)
            self.shapes[f"tile:{kind}"] = box
        stack = pygame.Rect(rect.right - tile - 8, y, tile, tile)
        if view.stack:
            for k in range(3, 0, -1):
                pygame.draw.rect(surface, (70, 52, 34), stack.move(k * 2, -k * 2), border_radius=4)
                pygame.draw.rect(surface, BRASS, stack.move(k * 2, -k * 2), 1, border_radius=4)
        draw_text(surface, f"{len(view.stack)}", stack.center, max(11, tile // 3), CREAM, True, anchor="center")

    def draw_hand_row(self, surface: pygame.Surface, view: SiberiaState) -> None:
        """The round and start player; while placing, the looking seat's counters to place (a
        spectator has none), otherwise the phase."""
        row = self.hand_row
        pygame.draw.rect(surface, (46, 32, 21), row, border_radius=6)
        size = max(11, row.height // 4)
        info = tr("Round {round} · start: {seat}", round=view.round, seat=SeatRef(view.start_player))
        text_w = row.width // 3 - 12  # clear of the hand's glow
        draw_fitting(surface, info, (row.x + 8, row.y + 4), size, CREAM, True, width=text_w)
        seat = self.seat
        hand = view.hands[seat] if seat is not None else []
        left = row.x + row.width // 3 + 8
        room = self.static["bag"].x - 8 - left  # the hand and the phase text end before the bag
        if view.phase == Phase.PLACE and seat is not None and hand:
            draw_fitting(
                surface,
                tr("{seat}: counters to place", seat=SeatRef(seat)),
                (row.x + 8, row.bottom - 4),
                size - 1,
                PAPER_DARK,
                anchor="bottomleft",
                width=text_w,
            )
            token = min(row.height - size - 14, (room + 6) // len(hand) - 6)
            for i, counter in enumerate(hand):
                box = pygame.Rect(left + i * (token + 6), row.y + (row.height - token) // 2, token, token)
                draw_counter(surface, counter, box)
                self.add_token(f"hand:{counter}", box)
        else:
            text_size, lines = self.strip_lines(view, size, room)
            top = row.centery - len(lines) * (text_size + 3) // 2
            for i, line in enumerate(lines):
                draw_text(surface, line, (left, top + i * (text_size + 3)), text_size, PAPER_DARK)
        bag = self.static["bag"]
        pygame.draw.ellipse(surface, (120, 84, 50), bag.inflate(-bag.width // 3, -4))
        pygame.draw.ellipse(surface, (70, 48, 28), bag.inflate(-bag.width // 3, -4), 2)
        pygame.draw.rect(surface, (70, 48, 28), (bag.centerx - bag.width // 8, bag.y + 1, bag.width // 4, 6))
        draw_fitting(
            surface,
            tr("bag {count}", count=len(view.bag)),
            bag.center,
            size,
            CREAM,
            True,
            anchor="center",
            width=bag.width - bag.width // 3 - 4,
        )

    def strip_lines(self, view: SiberiaState, size: int, width: int) -> tuple[int, tuple[str, ...]]:
        """The phase in the middle strip, in at most two lines of `width` pixels (in a smaller font
        if need be), and the font size; while counters are placed, how many lie face down on other
        panels (as each panel's "+N ?" says)."""
        parts = [phase_text(view)]
        if view.phase == Phase.PLACE:
            parts += [
                trn("{seat}: {count} face down", "{seat}: {count} face down", count=count, seat=SeatRef(seat))
                for seat in range(view.players)
                if (count := face_down(view, seat))
            ]
        text = " · ".join(part.replace(" ", "\u00a0") if i else part for i, part in enumerate(parts))
        return fit_lines(text, size, width, 2)  # unbroken spaces keep each seat's count on one line

    def render_panels(self) -> pygame.Surface:
        """The players' panels without what lies on them: drawn once per layout."""
        area = self.panels_rect()
        image = pygame.Surface(area.size, pygame.SRCALPHA)
        shift = (-area.x, -area.y)
        for seat, row in enumerate(self.rows):
            row = row.move(shift)
            pygame.draw.rect(image, (12, 8, 4), row.move(2, 3), border_radius=6)
            pygame.draw.rect(image, PAPER_DARK, row, border_radius=6)
            pygame.draw.rect(image, (120, 96, 70), row, 2, border_radius=6)
            size = self.text_size()
            name_w = self.static[f"reserve:{seat}"].x - self.rows[seat].x
            draw_seat_marker(image, seat, (row.x + 12, row.y + 13), 8)
            draw_fitting(image, seat_name(seat), (row.x + 24, row.y + 4), size, INK, True, width=name_w - 28)
            for action in ACTIONS:
                box = self.static[f"panel:{seat}:{action}"].move(shift)
                pygame.draw.rect(image, (236, 226, 204), box, border_radius=5)
                pygame.draw.rect(image, INK_SOFT, box, 1, border_radius=5)
                head = max(10, box.height // 4)
                if action in RESOURCES:
                    draw_glyph(image, action, (box.centerx, box.y + head // 2 + 3), head * 0.38, INK)
                else:
                    draw_person(image, action, (box.centerx, box.y + head // 2 + 3), head * 0.45, INK)
                for slot in self.slot_rects[(seat, action)]:
                    pygame.draw.rect(image, (206, 192, 164), slot.move(shift), 1, border_radius=4)
            box = self.static[f"panel:{seat}:{RESEARCH}"].move(shift)
            pygame.draw.rect(image, (60, 80, 96), box, border_radius=5)
            head = max(10, box.height // 4)
            draw_person(image, RESEARCH, (box.centerx, box.y + head // 2 + 3), head * 0.5, CREAM)
        return image

    def panels_rect(self) -> pygame.Rect:
        top = self.rows[0].y
        return pygame.Rect(self.rect.x, top, self.rect.width + 3, self.rows[-1].bottom + 4 - top)

    def text_size(self) -> int:
        return max(11, self.row_height // 4)

    def draw_panel(self, surface: pygame.Surface, view: SiberiaState, seat: int) -> None:
        """What lies on a player's panel now: money, pawns, counters, tiles."""
        row = self.rows[seat]
        if seat == view.current_player:
            pygame.draw.rect(surface, BRASS, row, 3, border_radius=6)
        size = self.text_size()
        name_w = self.static[f"reserve:{seat}"].x - row.x
        draw_fitting(
            surface,
            named(Money(view.money[seat])),
            (row.x + 8, row.bottom - 4),
            size + 1,
            INK,
            True,
            anchor="bottomleft",
            width=name_w - 10,
        )
        pawns = self.static[f"reserve:{seat}"]
        count = view.reserve_pawns(seat, components().rules["pawns"])
        radius = min(pawns.width // 3, pawns.height // 4)
        if count:
            draw_seat_marker(surface, seat, (pawns.centerx, pawns.y + radius + 3), radius)
        draw_fitting(
            surface,
            tr("×{count}", count=count),
            (pawns.centerx, pawns.bottom - 1),
            size - 1,
            INK,
            True,
            anchor="midbottom",
            width=pawns.width,
        )
        for action in ACTIONS:
            self.draw_action(surface, view, seat, action)
        box = self.static[f"panel:{seat}:{RESEARCH}"]
        token = max(10, (box.height - size - 6) // 2)
        per_row = max(1, (box.width - 4) // (token + 2))
        for i, counter in enumerate(view.research[seat][: per_row * 2]):
            x = box.x + 3 + (i % per_row) * (token + 2)
            y = box.y + size + (i // per_row) * (token + 1)
            draw_counter(surface, counter, pygame.Rect(x, y, token, token))
        hidden = face_down(view, seat)
        if hidden:
            draw_fitting(
                surface,
                tr("+{count} ?", count=hidden),
                (box.centerx, box.bottom - 2),
                max(10, size - 2),
                HIGHLIGHT,
                True,
                anchor="midbottom",
                width=box.width - 2,
            )

    def draw_action(self, surface: pygame.Surface, view: SiberiaState, seat: int, action: str) -> None:
        things: list[tuple[Thing, str]] = [(Thing.COUNTER, c) for c in view.spaces[seat][action]]
        if action in view.tiles[seat]:
            things.append((Thing.TILE, action))
        for slot, (kind, what) in zip(self.slot_rects[(seat, action)], things, strict=False):
            if kind == Thing.TILE:
                draw_tile(surface, what, slot)
                continue
            draw_counter(surface, what, slot)
            if view.phase == Phase.TRIM and seat == view.current_player:
                self.add_token(f"counter:{seat}:{action}:{what}", slot)

    # ---- what is where ----------------------------------------------------------------------

    def add_token(self, name: str, rect: pygame.Rect) -> None:
        """Identical counters lie side by side and answer to one name: any of them can be picked up."""
        known = self.shapes.get(name)
        self.shapes[name] = known.union(rect) if isinstance(known, pygame.Rect) else rect

    def anchor(self, name: str) -> tuple[int, int] | None:
        return self.held_by_name.get(name) or super().anchor(name)

    def tooltip(self, view: State, name: str) -> str | None:
        assert isinstance(view, SiberiaState)
        if name == LOGISTICIAN_BUTTON and view.step == Step.MOVE:
            return tr("Click the Logistician again to stop moving workers.")
        if name == LOGISTICIAN_BUTTON:
            return self.panel_tip(view, view.current_player, "logistician")
        kind, rest = thing_of(name, Thing)
        if kind == Thing.AREA:
            return self.area_tip(view, rest)
        if kind == Thing.EXCHANGE:  # the tile, or one of its sides at set-up
            return exchange_tip(view, rest.partition(":")[0])
        if kind == Thing.RESERVE and rest in RESOURCES:
            return trn(
                "Reserve of {resource}: {count} cube. Research brings them into Siberia.",
                "Reserve of {resource}: {count} cubes. Research brings them into Siberia.",
                count=view.reserve[rest],
                resource=resource_name(rest),
            )
        if kind == Thing.RESERVE:
            seat = int(rest)
            return trn(
                "{seat}: {count} pawn in reserve (new workers or salesmen).",
                "{seat}: {count} pawns in reserve (new workers or salesmen).",
                count=view.reserve_pawns(seat, components().rules["pawns"]),
                seat=SeatRef(seat),
            )
        if kind == Thing.TILE:
            return tr(
                "Investment tile for {action}: covers one space of {action} for the rest of the game.",
                action=action_name(rest),
            )
        if kind == Thing.HAND:
            return tr("Counter {counter}: {where}", counter=counter_name(rest), where=counter_places(rest))
        if kind == Thing.BAG:
            return trn("The bag: {count} action counter.", "The bag: {count} action counters.", count=len(view.bag))
        if kind == Thing.WORKER:
            seat_text, _, area = rest.partition(":")
            return tr(
                "A worker of {seat} in {area}: a resource action takes that resource from here; the Logistician moves "
                "it on.",
                seat=SeatRef(int(seat_text)),
                area=place(area),
            )
        if kind == Thing.SALESMAN:
            seat_text, _, exchange = rest.partition(":")
            return tr(
                "A salesman of {seat} at {exchange}: the resources {seat} takes may be sold at this exchange's prices.",
                seat=SeatRef(int(seat_text)),
                exchange=place(exchange),
            )
        if kind == Thing.COUNTER:
            return trn(
                "Return this counter to the bag (only {count} counter may stay on a panel).",
                "Return this counter to the bag (only {count} counters may stay on a panel).",
                count=components().rules["panel_limit"],
            )
        if kind == Thing.PANEL:
            seat_text, _, action = rest.partition(":")
            return self.panel_tip(view, int(seat_text), action)
        return None

    def area_tip(self, view: SiberiaState, area: str) -> str:
        name = place(area)
        lines = [tr("{area} (start)", area=name) if area == self.board.start else named(name)]
        if area in view.exhausted:
            lines.append(tr("Exhausted: no resources any more."))
        elif area != self.board.start and view.areas[area]:
            lines.append(tr("Resources: {resources}", resources=Items(tuple(map(resource_name, view.areas[area])))))
        elif area != self.board.start:
            lines.append(tr("Resources: none"))
        workers = tuple(
            msg("{seat} ×{count}", seat=SeatRef(s), count=view.workers[s].count(area))
            for s in range(view.players)
            if area in view.workers[s]
        )
        if workers:
            lines.append(tr("Workers: {workers}", workers=Items(workers)))
        lines.append(tr("Neighbours: {areas}", areas=Items(tuple(map(place, self.board.neighbours[area])))))
        return "\n".join(lines)

    def panel_tip(self, view: SiberiaState, seat: int, action: str) -> str:
        if action == RESEARCH:
            tip = tr(
                "{seat} · Research: each counter here places a cube of its resource in Siberia (Manager: any).",
                seat=SeatRef(seat),
            )
            hidden = face_down(view, seat)
            if hidden:
                tip += " " + trn(
                    "{count} counter placed this round stays hidden until everyone has placed.",
                    "{count} counters placed this round stay hidden until everyone has placed.",
                    count=hidden,
                )
            return tip
        return " ".join(
            [
                tr(
                    "{seat} · {action}: {what}.",
                    seat=SeatRef(seat),
                    action=action_name(action),
                    what=action_help(action),
                ),
                readiness(view, seat, action),
            ]
        )

    def side_panel_lines(self, view: State, seat: int) -> list[str]:
        assert isinstance(view, SiberiaState)
        """Pawns at work and counters and tiles on the panel (pawns in reserve and counters under
        Research show on the panel itself)."""
        panel = sum(map(len, view.spaces[seat].values()))
        hidden = face_down(view, seat)
        return [
            " · ".join(
                [
                    trn("{count} worker", "{count} workers", count=len(view.workers[seat])),
                    trn("{count} salesman", "{count} salesmen", count=len(view.salesmen[seat])),
                ]
            ),
            " · ".join(
                [
                    trn("{count} counter", "{count} counters", count=panel),
                    trn("{count} tile", "{count} tiles", count=len(view.tiles[seat])),
                    *([trn("{count} hidden", "{count} hidden", count=hidden)] if hidden else []),
                ]
            ),
        ]

    def draw_dragged(self, surface: pygame.Surface, view: State, name: str, pos: tuple[int, int]) -> None:
        assert isinstance(view, SiberiaState)
        if name == LOGISTICIAN_BUTTON:  # its counter, as the panel shows it
            name = f"panel:{view.current_player}:logistician"
        kind, rest = thing_of(name, Thing)
        token = max(20, min(36, self.row_height - 20))
        box = pygame.Rect(0, 0, token, token)
        box.center = pos
        if kind in (Thing.HAND, Thing.COUNTER):
            draw_counter(surface, rest.rsplit(":", 1)[-1], box)
        elif kind == Thing.RESERVE and rest in RESOURCES:
            draw_cube(surface, rest, pos, token)
        elif kind == Thing.TILE:
            draw_tile(surface, rest, box)
        elif kind in (Thing.WORKER, Thing.SALESMAN, Thing.RESERVE):
            draw_seat_marker(surface, int(rest.split(":")[0]), pos, max(9, token // 3))
        elif kind == Thing.PANEL:
            seat_text, _, action = rest.partition(":")
            counters = view.spaces[int(seat_text)][action] or [MANAGER]
            draw_counter(surface, counters[-1], box)
        else:
            super().draw_dragged(surface, view, name, pos)


def face_down(view: SiberiaState, seat: int) -> int:
    """How many counters `seat` placed this round that the view does not show."""
    return sum(1 for counter, _ in view.unrevealed[seat] if counter == HIDDEN)


def counter_places(counter: str) -> Message:
    """Where a counter in hand may go."""
    person, _, resource = counter.partition("/")
    if resource:
        return msg(
            "place it on {person} or {resource}, or under research.",
            person=action_name(person),
            resource=action_name(resource),
        )
    return msg("place it on {person}, or under research.", person=action_name(person))


def action_help(action: str) -> Message:
    """What an action of the panel does."""
    if action == MANAGER:
        return msg("puts one Manager counter as a wildcard on any free space")
    if action == "logistician":
        return msgn(
            "moves your workers {count} step",
            "moves your workers {count} steps",
            count=components().rules["logistician_steps"],
        )
    if action == "salesman":
        return msg("puts a pawn at a stock exchange")
    if action == "worker":
        return msg("puts a new worker in {start}", start=place(board().start))
    if action == "investor":
        return msg("takes a face-up investment tile onto your panel")
    return msg("extracts {resource} where your workers are and sells it at once", resource=resource_name(action))


def readiness(view: SiberiaState, seat: int, action: str) -> str:
    """Whether an action can be taken (both its spaces covered, by two counters or by a counter and an
    investment tile), and what covers it so far, as far as the view shows."""
    things: list[Param] = [counter_name(c) for c in view.spaces[seat][action]]
    if action in view.tiles[seat]:
        things.append(msg("investment tile"))
    if covered(view, seat, action):
        return tr("Ready: {things}.", things=Items(tuple(things)))
    needed = free_spaces(view, seat, action)
    if things:
        return trn(
            "Needs {count} more counter (so far: {things}).",
            "Needs {count} more counters (so far: {things}).",
            count=needed,
            things=Items(tuple(things)),
        )
    return trn("Needs {count} counter.", "Needs {count} counters.", count=needed)


def phase_text(view: SiberiaState) -> str:
    if view.phase == Phase.SIDES:
        return tr("Set-up: choosing the exchanges' sides")
    if view.phase == Phase.PLACE:
        return tr("Placing counters")
    if view.phase == Phase.TRIM:
        return trn(
            "End of round: at most {count} counter stays on a panel",
            "End of round: at most {count} counters stay on a panel",
            count=components().rules["panel_limit"],
        )
    if view.phase == Phase.OVER:
        return tr("The game is over: most money wins")
    return tr("Actions: one a turn until everyone has passed")


def exchange_tip(view: SiberiaState, exchange: str) -> str:
    sides = components().exchanges[exchange]
    side = view.sides.get(exchange)
    name = place(exchange)
    if side is None:
        lines = [named(name)] + [
            tr("Side {side} buys: {prices}", side=side_name(key), prices=prices(exchange, key)) for key in sides
        ]
    else:
        title = tr("{exchange} (side {side})", exchange=name, side=side_name(side)) if len(sides) > 1 else named(name)
        lines = [title, tr("Buys: {prices}", prices=prices(exchange, side))]
    salesmen = tuple(SeatRef(s) for s in range(view.players) if exchange in view.salesmen[s])
    if salesmen:
        lines.append(tr("Salesmen: {seats}", seats=Items(salesmen)))
    return "\n".join(lines)


def halo_text(
    surface: pygame.Surface, text: str, size: int, midtop: tuple[int, int], avoid: Sequence[pygame.Rect] = ()
) -> pygame.Rect:
    """A region's name, dark on a light halo so it reads on every land colour; moved sideways, and
    made smaller if need be, so that it overlaps nothing in `avoid`. Returns where it went."""
    for text_size in range(size, LEAST_TEXT - 1, -1):
        text_font = font(text_size, True)
        width, height = text_font.size(text)
        rect = clear_of(pygame.Rect(midtop[0] - width // 2, midtop[1], width, height), avoid)
        if rect.collidelist(list(avoid)) < 0:
            break
    surface.blit(haloed(text, text_size, INK, (246, 240, 220)), rect.move(-1, -1))
    return rect


def clear_of(rect: pygame.Rect, obstacles: Sequence[pygame.Rect]) -> pygame.Rect:
    """`rect` moved sideways, the shorter way, off each obstacle it overlaps."""
    for obstacle in obstacles:
        if rect.colliderect(obstacle):
            rightwards = obstacle.right + 2 - rect.left
            leftwards = rect.right - obstacle.left + 2
            rect = rect.move(rightwards if rightwards <= leftwards else -leftwards, 0)
    return rect
