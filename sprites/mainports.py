"""The Mainports table: the Central Europe board with its rivers and canals, ports, docks,
mainports and their treasuries, the rondel with the pawns and the contract track, and below the
map the contract, fuel and technology displays and the viewing player's hand.

The map comes from maps/mainports_central.tmx and is drawn once per layout or zoom; a frame adds
ships, cargoes, pawns, cards and highlights. The view draws the state as the looking seat knows it
(`Game.redact`): other players' contracts and fuel show only as counts, and a spectator (seat None)
sees no hand.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from itertools import combinations, pairwise
from typing import Any

import pygame

from game.core.messages import Items, Message, Money, Param, SeatRef, Term, Verbatim, msg, place
from game.core.protocol import Action, Config, State, thing_of
from game.mainports.actions import Sail
from game.mainports.board import Board, Fairway, load_board
from game.mainports.kinds import RondelAction, Thing
from game.mainports.rules import BOARDS, MainportsGame
from game.mainports.state import (
    ACTION_TITLES,
    SEA_CARD,
    Cards,
    Contract,
    MainportsState,
    TechCard,
    card_steps,
    good,
    is_hidden_cargo,
    is_sea_card,
    load_cards,
)
from sprites.board import BoardView, point_in_polygon
from sprites.widgets import (
    ALERT,
    BRASS,
    CREAM,
    CREAM_BRIGHT,
    INK,
    INK_SOFT,
    LEAST_MARKER,
    LEAST_TEXT,
    PAPER,
    PAPER_DARK,
    SHADOW,
    along,
    draw_seat_marker,
    draw_text,
    fitted,
    fitting_size,
    font,
    rendered,
    seat_colour,
    wrap,
)
from words import language, tr, trn, words

BORDER_SLACK = 3
"""Map units within which two sea sections' corners are one point of their border."""
SEA_BERTHS = 8
"""Places found for ships in each sea section (more ships there lie at its name)."""
LAST_ROUNDS_SHOWN = 10
"""The rounds before the round limit in which the track says the round: the game ends after the last."""
COURSE_SAMPLES = 6
"""Points a sailing ship's flight passes on each step along a fairway: enough to follow a river's bends."""
SEA = (120, 168, 204)
SEA_DEEP = (92, 142, 184)
SEA_TINTS = ((120, 168, 204), (104, 154, 194))
"""Neighbouring sea sections alternate these two blues, so their borders show where the tint changes."""
SEA_BORDER = (58, 100, 146)
"""The dashed line between two sea sections."""
SEA_NAME = (24, 58, 104)
SEA_CARD_COLOUR = (150, 196, 228)
LAND = (222, 214, 178)
LAND_EDGE = (150, 138, 104)
WATER = (40, 104, 186)
LOADED = (46, 138, 60)
CARD_TITLE_SIZE = 12
MIN_TYPE = LEAST_TEXT
"""The smallest type a card's text shrinks to before it is cut."""
CARD_TEXT_SIZE = 13
"""The largest type of a card's text."""
FUEL_CARD_WIDTH = 36
"""The narrowest fuel card of the market that still shows its price."""
GOOD_COLOURS = {
    "iron": (150, 152, 160),
    "grain": (232, 200, 64),
    "fertilizer": (140, 94, 52),
    "wood": (206, 170, 116),
    "coal": (34, 34, 38),
}
MAINPORT_COLOURS = {"blue": (40, 88, 184), "red": (192, 64, 40), "green": (56, 152, 104), "yellow": (240, 200, 56)}
"""The mainports' slots keep the board's blue, red, green and yellow, shifted away from every player's colour."""
RONDEL_COLOURS = {
    RondelAction.NAVIGATE: (160, 176, 192),
    RondelAction.CONTRACTS: (232, 208, 152),
    RondelAction.FUEL: (224, 160, 152),
    RondelAction.DIVIDEND: (192, 224, 208),
    RondelAction.TECHNOLOGY: (168, 144, 208),
}
"""Pale fields for the pawns to stand on, apart from each other and from the players' colours for every eye."""
READABLE_EFFECT = LEAST_TEXT
"""The least type a technology card's effect is written on the card in (and at least 70% of its title's)."""
BASE_BOARD_HEIGHT = 640
"""About the height the table gives the board in a 1280x720 window."""
LEGEND_ROWS = 3
Leader = tuple[tuple[int, int], tuple[int, int]]
"""A line from a port's dot to its name written away from it."""
RiverName = tuple[str, tuple[int, int], float, list[pygame.Rect]]
"""A river's name written on the map: its text, centre, angle in degrees and where its letters lie."""
CARGO_CUBE = 11
"""The least side of a cargo cube on a ship: room for its good's initial."""
RIVER_NAME = (22, 70, 150)
RIVER_BEND = 40
"""The sharpest bend of a river its name is still written straight across (beside the line)."""
RIVER_NAME_SPACING = 320
"""A long river's name is written again every so many pixels of its course."""


def grounds() -> tuple[tuple[int, int, int], ...]:
    """Every colour a pawn or ship stands on: land, sea, fairways, the rondel's fields, the panels' paper."""
    return (LAND, SEA, SEA_DEEP, WATER, *RONDEL_COLOURS.values(), PAPER)


ZOOMS = (1.0, 1.6, 2.4)
STRIP_SHARE = 0.33
"""The share of the board's height for the displays and the hand below the map."""


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return INK if sum(colour) > 380 else CREAM


def said(value: Param) -> str:
    """A name from the data (a port, a card, a rondel action), a list of them or a message, in the
    chosen language."""
    return words().param(value)


def amount(money: int) -> str:
    """A sum of money with the locale's digit grouping."""
    return words().number(money)


class MainportsView(BoardView):
    def __init__(self, game: Any, config: Config) -> None:
        super().__init__(game, config)
        assert isinstance(game, MainportsGame)
        self.rules: MainportsGame = game
        side = BOARDS[game.option(config, "board")]
        self.cards: Cards = load_cards(side)
        self.board: Board = load_board(self.cards.board_file)
        self.zoom = 0
        self.pan = [0.0, 0.0]
        self.map_area = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.map_image: pygame.Surface | None = None
        self.map_language = ""
        self.static: dict[str, Any] = {}
        self.port_names: dict[str, pygame.Rect] = {}
        """Where the ports' names are written on screen."""
        self.name_size = LEAST_TEXT
        """The size the ports' names are written at."""
        self.sea_names: list[pygame.Rect] = []
        """Where the sea sections' names are written on screen."""
        self.waterway_names: list[tuple[str, list[pygame.Rect]]] = []
        """The rivers' and canals' names written on the map, each with where its letters lie on screen."""
        self.free_zones: dict[str, pygame.Rect] = {}
        """A hand row's free places, where what is dropped on the row goes."""
        self.berths: dict[tuple[str, int, float, tuple[int, int], str], list[tuple[int, int]]] = {}
        """(sea section, ship size, scale, map size, language) -> where ships at sea may lie in it, best first, from
        the board's corner."""
        self.label_sides: dict[str, str] = {}
        """The side of its dot each port's name is written on: the board's, unless that one is crowded."""
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.dragging_pan: tuple[int, int] | None = None
        self.names_placed: (
            tuple[
                tuple[float, int, tuple[int, int], str], dict[str, tuple[pygame.Rect, Leader | None]], list[RiverName]
            ]
            | None
        ) = None
        """Where the ports' and rivers' names go, from the board's corner, and the scale, zoom, map size
        and language they were placed for."""

    # --- geometry --------------------------------------------------------------------------------

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        strip_h = max(150, round(rect.height * STRIP_SHARE))
        self.map_area = pygame.Rect(rect.x, rect.y, rect.width, rect.height - strip_h - 6)
        self.strip = pygame.Rect(rect.x, self.map_area.bottom + 6, rect.width, strip_h)
        width, height = self.board.size
        fit = min(self.map_area.width / width, self.map_area.height / height)
        self.scale = fit * ZOOMS[self.zoom]
        self.clamp_pan()
        self.render_map()

    def clamp_pan(self) -> None:
        width, height = self.board.size
        spare_x = max(0.0, width * self.scale - self.map_area.width)
        spare_y = max(0.0, height * self.scale - self.map_area.height)
        self.pan[0] = min(spare_x, max(0.0, self.pan[0]))
        self.pan[1] = min(spare_y, max(0.0, self.pan[1]))

    def origin(self) -> tuple[float, float]:
        width, height = self.board.size
        ox = self.map_area.x + max(0.0, (self.map_area.width - width * self.scale) / 2) - self.pan[0]
        oy = self.map_area.y + max(0.0, (self.map_area.height - height * self.scale) / 2) - self.pan[1]
        return ox, oy

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        ox, oy = self.origin()
        return round(ox + x * self.scale), round(oy + y * self.scale)

    def position_point(self, position: str) -> tuple[int, int]:
        """Screen point of a ship position: a port, a sea section's name, or a space along its fairway."""
        if position.startswith("port:"):
            return self.to_screen(*self.board.ports[position[5:]])
        if position.startswith("sea:"):
            return self.to_screen(*self.board.seas[position[4:]].anchor)
        fw, space, _ = self.board.fairway_space(position)
        return self.to_screen(*along(fw.points, (space + 1) / fw.steps))

    def way(self, view: State, action: Action) -> list[tuple[int, int]]:
        """A sailing ship follows its way: along the rivers' and canals' courses, or from sea to sea."""
        if not isinstance(action, Sail):
            return []
        assert isinstance(view, MainportsState)
        start = view.players[action.seat].ships[action.ship].position
        route = self.board.route(start, action.place, sea=is_sea_card(action.card))
        points = [point for a, b in pairwise(route) for point in self.course(a, b)]
        return points[:-1]  # the flight ends where the ship is dropped

    def course(self, a: str, b: str) -> list[tuple[int, int]]:
        """The screen points from position `a` to the next one `b` of a way (`a` left out): along their fairway,
        by the port between them when a ship passes one, straight at sea."""
        if a.startswith("sea:") and b.startswith("sea:"):  # across the border where it is nearest to both
            one, other = self.board.seas[a[4:]], self.board.seas[b[4:]]
            border = [p for p in one.outline if any(math.dist(p, q) < BORDER_SLACK for q in other.outline)]
            crossing = min(border, key=lambda p: math.dist(p, one.anchor) + math.dist(p, other.anchor), default=None)
            return [*([self.to_screen(*crossing)] if crossing else []), self.position_point(b)]
        if not (a.startswith("fw:") or b.startswith("fw:")):  # into or out of the sea
            return [self.position_point(b)]
        fw = self.board.fairway_space(a if a.startswith("fw:") else b)[0]
        if a.startswith("fw:") and b.startswith("fw:") and self.board.fairway_space(b)[0] != fw:
            port = f"port:{self.board.ahead_port(a)}"  # passing a port from one fairway onto the next
            return self.course(a, port) + self.course(port, b)
        ta, tb = (self.fairway_share(fw, position) for position in (a, b))
        samples = COURSE_SAMPLES
        return [self.to_screen(*along(fw.points, ta + (tb - ta) * n / samples)) for n in range(1, samples + 1)]

    def fairway_share(self, fw: Fairway, position: str) -> float:
        """How far along `fw` a position lies: 0 at its port a, 1 at its port b."""
        if position.startswith("port:"):
            return 0.0 if position[5:] == fw.a else 1.0
        return (self.board.fairway_space(position)[1] + 1) / fw.steps

    def grow(self) -> float:
        """How much larger the board's writing may be than on the board of a 1280x720 window."""
        return max(1.0, self.rect.height / BASE_BOARD_HEIGHT)

    def marker(self) -> int:
        """Size of port dots and ships: grows a little with the zoom."""
        return max(4, min(round(9 * self.grow()), round(5 * self.scale / 0.5)))

    def render_map(self) -> None:
        """The static map: sea, land, waterways with their step marks, ports and names."""
        area = self.map_area
        image = pygame.Surface(area.size)
        image.fill(SEA)
        pygame.draw.rect(image, SEA_DEEP, image.get_rect(), 3)
        ox, oy = self.origin()
        shift = (area.x, area.y)

        def local(x: float, y: float) -> tuple[int, int]:
            return round(ox + x * self.scale - shift[0]), round(oy + y * self.scale - shift[1])

        for number, sea in enumerate(self.board.seas.values()):  # under the land, which hides their overlap
            pygame.draw.polygon(image, SEA_TINTS[number % 2], [local(x, y) for x, y in sea.outline])
        for one, other in combinations(self.board.seas.values(), 2):  # a crossing costs a step: the border shows
            for start, end in pairwise([*one.outline, one.outline[0]]):
                if all(any(math.dist(p, q) < BORDER_SLACK for q in other.outline) for p in (start, end)):
                    draw_dashed(image, SEA_BORDER, local(*start), local(*end))
        for polygon in self.board.land:
            points = [local(x, y) for x, y in polygon]
            pygame.draw.polygon(image, LAND, points)
            pygame.draw.lines(image, LAND_EDGE, True, points, 2)
        r = self.marker()
        seas: dict[str, pygame.Rect] = {}
        sea_names: list[pygame.Rect] = []
        for sea in self.board.seas.values():
            # The section's name is where ships at sea lie and where a ship is dropped to go to sea.
            size = max(11, min(18, round(14 * self.scale / 0.45)))
            written = pygame.Rect((0, 0), font(size, True).size(said(place(sea.name))))
            written.center = local(*sea.anchor)
            written.clamp_ip(image.get_rect().inflate(-8, -8))  # a long name in another language stays whole
            draw_text(image, said(place(sea.name)), written.topleft, size, SEA_NAME, bold=True)
            seas[f"sea:{sea.name}"] = written.inflate(10, 3 * r + 8).move(shift)
            sea_names.append(written)
        self.static = {}
        spaces: dict[str, pygame.Rect] = {}
        for fw in self.board.fairways:
            points = [local(x, y) for x, y in fw.points]
            pygame.draw.lines(image, WATER, False, points, max(2, r // 2))
            for space in range(fw.spaces):
                x, y = local(*along(fw.points, (space + 1) / fw.steps))
                pygame.draw.circle(image, CREAM, (x, y), max(2, r // 2 + 1))
                pygame.draw.circle(image, WATER, (x, y), max(2, r // 2 + 1), 1)
                box = pygame.Rect(0, 0, r + 4, r + 4)
                box.center = (x + shift[0], y + shift[1])
                spaces[f"fw:{fw.index}:{space}"] = box
        label_size = self.name_size = max(LEAST_TEXT, min(round(15 * self.grow()), round(11 * self.scale / 0.45)))
        ports: dict[str, pygame.Rect] = {}
        dots: dict[str, tuple[int, int]] = {}
        for name, (px, py) in self.board.ports.items():
            x, y = dots[name] = local(px, py)
            if name in self.board.docks:
                pygame.draw.rect(image, INK, pygame.Rect(x - r - 1, y - r - 1, 2 * r + 3, 2 * r + 3))
                pygame.draw.rect(image, PAPER, pygame.Rect(x - r + 1, y - r + 1, 2 * r - 1, 2 * r - 1))
            else:
                pygame.draw.circle(image, INK, (x, y), r + 1)
                pygame.draw.circle(image, PAPER, (x, y), r - 1)
            box = pygame.Rect(0, 0, 2 * r + 4, 2 * r + 4)
            box.center = (x + shift[0], y + shift[1])
            ports[f"port:{name}"] = box
        # The names avoid each other, every port's dot, the board furniture and the map's edge (see place_labels).
        blocked = [box.move(-shift[0], -shift[1]) for box in self.furniture_boxes()] + sea_names
        self.sea_names = [box.move(shift) for box in sea_names]
        soft = [box.move(-shift[0], -shift[1]) for box in (*seas.values(), *spaces.values())]
        dot_boxes = {name: box.move(-shift[0], -shift[1]) for name, box in zip(dots, ports.values(), strict=True)}
        for port, _ in self.cards.mainports:  # room for the mainport's ring and its factory, should it become one
            x, y = dots[port]
            dot_boxes[port] = pygame.Rect(x - r - 5, y - r - 5, 2 * r + 11, 2 * r + 11)
            blocked.append(factory_box((x, y), r))
        # The names are placed once per zoom (in places from the board's corner: panning only moves them).
        corner = local(0, 0)
        key = (self.scale, self.zoom, area.size, language())
        if self.names_placed is None or self.names_placed[0] != key:
            width, height = self.board.size
            bounds = (
                image.get_rect()
                if self.zoom == 0
                else pygame.Rect(corner, (round(width * self.scale), round(height * self.scale)))
            )
            inside = [name for name, dot in dots.items() if bounds.collidepoint(dot)]
            sizes = {name: font(label_size, True).size(said(place(name))) for name in inside}
            labels = place_labels(inside, sizes, self.board.label_sides, dot_boxes, bounds, blocked, soft)
            # The rivers' and canals' names along their fairways, clear of every name, dot and space.
            lines = [(fw.waterways, tuple(local(x, y) for x, y in fw.points)) for fw in self.board.fairways]
            mark = max(2, r // 2 + 1)  # a fairway space's mark, as drawn
            clear = [
                *(spot for spot, _ in labels.values()),
                *dot_boxes.values(),
                *blocked,
                *(
                    pygame.Rect(0, 0, 2 * mark + 2, 2 * mark + 2).move(
                        box.centerx - shift[0] - mark - 1, box.centery - shift[1] - mark - 1
                    )
                    for box in spaces.values()
                ),
            ]
            rivers = place_waterway_names(lines, label_size, mark + 2, clear, bounds)
            self.names_placed = (
                key,
                moved_labels(labels, (-corner[0], -corner[1])),
                moved_rivers(rivers, (-corner[0], -corner[1])),
            )
        placed = moved_labels(self.names_placed[1], corner)
        self.port_names, self.label_sides = {}, dict(self.board.label_sides)  # a port off the map keeps the board's
        for leader in (leader for _, leader in placed.values() if leader is not None):
            pygame.draw.line(image, INK, *leader, 1)
        for name, (spot, _) in placed.items():
            draw_label(image, said(place(name)), spot, label_size)
            self.label_sides[name] = side_of(spot, dots[name])
            self.port_names[name] = spot.move(shift)
        self.waterway_names = []
        for text, centre, angle, boxes in moved_rivers(self.names_placed[2], corner):
            draw_along(image, text, centre, angle, label_size)
            self.waterway_names.append((text, [box.move(shift) for box in boxes]))
        self.map_image = image
        self.map_language = language()
        # Seas, then spaces, then ports on top: a port always wins where they touch.
        self.static.update({k: v for k, v in seas.items() if area.contains(v)})
        self.static.update({k: v for k, v in spaces.items() if area.contains(v)})
        self.static.update({k: v for k, v in ports.items() if area.contains(v)})

    def furniture_boxes(self) -> list[pygame.Rect]:
        """Where the rondel (with its field numbers) and the contract track (with its title) lie on screen:
        the ports' names keep clear of them."""
        cx, cy, radius = self.board.rondel_centre
        reach = round(radius * self.scale * 1.12)
        rondel = pygame.Rect(0, 0, 2 * reach, 2 * reach)
        rondel.center = self.to_screen(cx, cy)
        boxes = [rondel]
        if self.board.track_points:
            side = max(10, min(round(22 * self.grow()), round(30 * self.scale)))
            title = tr("Delivered {done}/{total}", done=20, total=self.cards.rules["deliveries_to_end"])
            left = self.to_screen(*self.board.track_points[0])
            right = self.to_screen(*self.board.track_points[-1])
            title_width = font(max(LEAST_TEXT, side * 2 // 3), True).size(title)[0]
            boxes.append(
                pygame.Rect(
                    left[0] - side - title_width,
                    left[1] - side // 2 - 1,
                    right[0] - left[0] + 2 * side + title_width,
                    side + 2,
                )
            )
        return boxes

    # --- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: State, highlights: set[str], hover: str | None) -> None:
        assert isinstance(view, MainportsState)
        if self.map_language != language():  # the port names are drawn into the map
            self.render_map()
        self.shapes = dict(self.static)
        if self.map_image is not None:
            surface.blit(self.map_image, self.map_area)
        clip = surface.get_clip()
        surface.set_clip(self.map_area)
        self.draw_mainports(surface, view)
        self.draw_track(surface, view)
        self.draw_rondel(surface, view)
        self.draw_ships(surface, view)
        for name in [name for name in self.shapes if name.startswith("port:")]:  # a port's dot wins over a ship
            self.shapes[name] = self.shapes.pop(name)
        self.draw_legend(surface)
        surface.set_clip(clip)
        self.draw_strip(surface, view, self.seat)
        self.draw_outlines(surface, highlights, hover)

    def draw_mainports(self, surface: pygame.Surface, view: MainportsState) -> None:
        r = self.marker()
        size = max(11, min(round(15 * self.grow()), round(self.scale * 26)))
        obstacles = self.obstacles()
        for colour, port in view.mainports.items():
            x, y = self.to_screen(*self.board.ports[port])
            pygame.draw.circle(surface, MAINPORT_COLOURS[colour], (x, y), r + 4, 3)
            # The factory: a small house in the mainport's colour below the dot, on its left.
            fx, fy = factory_box((x, y), r).topleft
            pygame.draw.polygon(
                surface,
                MAINPORT_COLOURS[colour],
                [(fx, fy + 5), (fx + 4, fy), (fx + 8, fy + 5), (fx + 8, fy + 10), (fx, fy + 10)],
            )
            pygame.draw.lines(
                surface, INK, True, [(fx, fy + 5), (fx + 4, fy), (fx + 8, fy + 5), (fx + 8, fy + 10), (fx, fy + 10)], 1
            )
            sx, sy = self.to_screen(*self.board.mainport_slots[colour])
            box, lines, type_size = self.treasury_label(port, view.treasuries[port], (sx, sy), size, obstacles)
            obstacles.append(box)  # the next mainport's label keeps clear of this one
            pygame.draw.rect(surface, MAINPORT_COLOURS[colour], box, border_radius=5)
            pygame.draw.rect(surface, INK, box, 2, border_radius=5)
            height = font(type_size, True).get_linesize()
            for n, line in enumerate(lines):
                draw_text(
                    surface,
                    line,
                    (box.centerx, box.centery + (2 * n - len(lines) + 1) * height // 2),
                    type_size,
                    CREAM,
                    bold=True,
                    anchor="center",
                )
            self.shapes[f"treasury:{port}"] = box

    def treasury_label(
        self, port: str, cash: int, slot: tuple[int, int], largest: int, obstacles: list[pygame.Rect]
    ) -> tuple[pygame.Rect, list[str], int]:
        """A mainport's name and treasury by its slot: on one line, or on two if one would hide a port or a port's
        name, in the largest type that hides none, at the slot or a little above or below it (long names crowd the
        sea); where every place hides something, the one that hides least."""
        one_line = [tr("{port}  {amount}", port=place(port), amount=Money(cash))]
        two_lines = [said(place(port)), amount(cash)]
        tried: list[tuple[pygame.Rect, list[str], int]] = []
        for lines in (one_line, two_lines):
            for size in range(max(largest, MIN_TYPE), MIN_TYPE - 1, -1):
                text_font = font(size, True)
                box = pygame.Rect(
                    0, 0, max(text_font.size(line)[0] for line in lines) + 14, text_font.get_linesize() * len(lines) + 6
                )
                for shift in (0, -1, 1, -2, 2):
                    box.midleft = slot if slot[0] < self.map_area.centerx else (slot[0] - box.width, slot[1])
                    box.move_ip(0, shift * box.height // 2)
                    box.clamp_ip(self.map_area)
                    if box.collidelist(obstacles) < 0:
                        return box, lines, size
                    tried.append((box.copy(), lines, size))
        return min(tried, key=lambda found: len(found[0].collidelistall(obstacles)))

    def draw_track(self, surface: pygame.Surface, view: MainportsState) -> None:
        points = [self.to_screen(x, y) for x, y in self.board.track_points]
        side = max(10, min(round(22 * self.grow()), round(30 * self.scale)))
        for number, (x, y) in enumerate(points):
            box = pygame.Rect(0, 0, side, side)
            box.center = (x, y)
            special = number in self.cards.technology_refresh or number == self.cards.rules["deliveries_to_end"]
            pygame.draw.rect(surface, BRASS if special else PAPER, box, border_radius=3)
            pygame.draw.rect(surface, INK, box, 1, border_radius=3)
            draw_text(surface, str(number), box.center, max(LEAST_TEXT, side // 2), INK, anchor="center")
            if number == min(view.deliveries, len(points) - 1):
                pygame.draw.circle(surface, INK, box.center, side // 2 - 1, 3)
        if points:
            title = draw_text(
                surface,
                tr("Delivered {done}/{total}", done=view.deliveries, total=self.cards.rules["deliveries_to_end"]),
                (points[0][0] - side, points[0][1]),
                max(LEAST_TEXT, side * 2 // 3),
                INK,
                bold=True,
                anchor="midright",
            )
            limit = self.cards.rules["round_limit"]
            if view.round > limit - LAST_ROUNDS_SHOWN:  # the game's last rounds, whatever the deliveries
                draw_text(
                    surface,
                    tr("Round {round} of {limit}", round=view.round, limit=limit),
                    title.bottomright,
                    max(LEAST_TEXT, side * 2 // 3),
                    ALERT,
                    bold=True,
                    anchor="topright",
                )
            self.shapes["track"] = pygame.Rect(
                points[0][0] - side, points[0][1] - side // 2, points[-1][0] - points[0][0] + 2 * side, side
            )

    def draw_rondel(self, surface: pygame.Surface, view: MainportsState) -> None:
        cx, cy, radius = self.board.rondel_centre
        centre = self.to_screen(cx, cy)
        outer = radius * self.scale
        inner = outer * 0.34
        wheel = rondel_image(self.board.rondel, round(outer))
        surface.blit(wheel, wheel.get_rect(center=centre))
        for field in range(len(self.board.rondel)):
            start = math.radians(-90 + 45 * field)
            points = [
                (
                    centre[0] + inner * math.cos(start + t * math.pi / 4 / 6),
                    centre[1] + inner * math.sin(start + t * math.pi / 4 / 6),
                )
                for t in range(7)
            ]
            points += [
                (
                    centre[0] + outer * math.cos(start + t * math.pi / 4 / 6),
                    centre[1] + outer * math.sin(start + t * math.pi / 4 / 6),
                )
                for t in range(6, -1, -1)
            ]
            self.shapes[f"rondel:{field}"] = points
        players = len(view.players)
        pawn = max(LEAST_MARKER, round(outer / 8))
        lane = (outer * 0.62 - inner) / max(1, players - 1) if players > 1 else 0
        # The player to move last, on top: their pawn is the one that can be dragged.
        order = sorted(range(players), key=lambda s: s == view.current_player)
        for seat in order:
            player = view.players[seat]
            if player.rondel < 0:
                angle = 2 * math.pi * seat / players
                at = (
                    round(centre[0] + inner * 0.5 * math.cos(angle)),
                    round(centre[1] + inner * 0.5 * math.sin(angle)),
                )
            else:  # each seat in its own lane and side of the field: pawns never stack
                mid = math.radians(-90 + 45 * player.rondel + 22.5 + (9 if seat % 2 else -9))
                distance = inner + pawn * 0.6 + lane * seat
                at = (round(centre[0] + distance * math.cos(mid)), round(centre[1] + distance * math.sin(mid)))
            draw_seat_marker(surface, seat, at, pawn)
            self.shapes[f"pawn:{seat}"] = pygame.Rect(at[0] - pawn, at[1] - pawn, 2 * pawn, 2 * pawn)

    def hit(self, pos: tuple[int, int]) -> str | None:
        """As on the board, and a port's name stands for its port (over a fairway space no piece may land on): a ship
        or a new ship dropped on it goes there."""
        name = super().hit(pos)
        if name is None or (name.startswith("fw:") and name not in self.highlights):
            return next((f"port:{port}" for port, box in self.port_names.items() if box.collidepoint(pos)), name)
        return name

    def anchor(self, name: str) -> tuple[int, int] | None:
        """A rondel field's point is near its rim, clear of the pawns in its lanes; a hand row's, its free places."""
        if name in self.free_zones and name in self.shapes:
            return self.free_zones[name].center
        if not name.startswith("rondel:") or name not in self.shapes:
            return super().anchor(name)
        cx, cy, radius = self.board.rondel_centre
        centre, mid = self.to_screen(cx, cy), math.radians(-90 + 45 * int(name[7:]) + 22.5)
        reach = radius * self.scale * 0.9
        return round(centre[0] + reach * math.cos(mid)), round(centre[1] + reach * math.sin(mid))

    def legend_columns(self) -> tuple[int, list[list[tuple[str, str]]]]:
        """The legend's type size and its columns of (symbol, text): the port symbols, then the
        rondel's colours with the fields' full names (the wedges are too small to name them)."""
        size, columns, _ = self.legend_layout()
        return size, columns

    def legend_box(self) -> pygame.Rect:
        """The legend's frame, in the bottom right corner of the map."""
        return self.legend_layout()[2]

    def legend_layout(self) -> tuple[int, list[list[tuple[str, str]]], pygame.Rect]:
        """The largest legend, in three or four rows, that hides no port, name, fairway space or
        board furniture in the bottom right corner of the map."""
        entries = [
            ("square", tr("dock: ships start here")),
            ("circle", tr("port")),
            ("ring", tr("mainport (fee {fee})", fee=Money(self.cards.rules["port_fee"]))),
        ]
        entries += [(action, said(ACTION_TITLES[action])) for action in RONDEL_COLOURS]
        furniture = [
            pygame.Rect(shape) if isinstance(shape, pygame.Rect) else bounding(shape)
            for name, shape in self.shapes.items()
            if name.startswith(("rondel:", "treasury:", "track"))
        ]
        obstacles = self.obstacles() + furniture
        largest = max(MIN_TYPE + 2, min(round(13 * self.grow()), round(self.scale * 28)))
        layout: tuple[int, list[list[tuple[str, str]]], pygame.Rect] | None = None
        for rows in (LEGEND_ROWS, LEGEND_ROWS + 1):
            for size in range(largest, MIN_TYPE + 1, -1):
                columns = [entries[n : n + rows] for n in range(0, len(entries), rows)]
                width = sum(max(font(size).size(text)[0] for _, text in column) + 3 * size for column in columns)
                box = pygame.Rect(0, 0, width, rows * (size + 5) + 6)
                box.bottomright = (self.map_area.right - 6, self.map_area.bottom - 6)
                layout = layout or (size, columns, box)
                if self.map_area.contains(box) and box.collidelist(obstacles) < 0:
                    return size, columns, box
        assert layout is not None
        return layout

    def obstacles(self) -> list[pygame.Rect]:
        """What a box drawn over the map must leave visible: ports, their names and fairway spaces."""
        return [*self.port_names.values()] + [shape for shape in self.static.values() if isinstance(shape, pygame.Rect)]

    def draw_legend(self, surface: pygame.Surface) -> None:
        """What the port symbols and the rondel's colours mean."""
        size, columns, box = self.legend_layout()
        pygame.draw.rect(surface, PAPER, box, border_radius=4)
        pygame.draw.rect(surface, INK, box, 1, border_radius=4)
        half = size // 3
        left = box.x
        for column in columns:
            for n, (symbol, text) in enumerate(column):
                cx, cy = left + size, box.y + 4 + n * (size + 5) + size // 2 + 1
                if symbol == "square":
                    pygame.draw.rect(surface, INK, pygame.Rect(cx - half, cy - half, 2 * half, 2 * half), 2)
                elif symbol == "circle":
                    pygame.draw.circle(surface, INK, (cx, cy), half, 2)
                elif symbol == "ring":
                    pygame.draw.circle(surface, MAINPORT_COLOURS["blue"], (cx, cy), half + 2, 3)
                else:
                    action = RondelAction(symbol)
                    swatch = pygame.Rect(cx - half - 3, cy - half - 3, 2 * half + 6, 2 * half + 6)
                    pygame.draw.rect(surface, RONDEL_COLOURS[action], swatch)
                    pygame.draw.rect(surface, INK, swatch, 1)
                    draw_action_icon(surface, action, (cx, cy), half, INK)
                draw_text(surface, text, (cx + size, cy), size, INK, anchor="midleft")
            left += max(font(size).size(text)[0] for _, text in column) + 3 * size

    def ship_unit(self) -> int:
        """The size of a ship: large enough to carry its owner's shape and its cargo readably."""
        return max(LEAST_MARKER + 1, round(self.marker() * 1.5))

    def draw_ships(self, surface: pygame.Surface, view: MainportsState) -> None:
        """Ships in a port lie moored beside its dot (a line to it); ships in a fairway sit on their space,
        bow to where they head. Each carries its owner's shape and its cargo's goods on deck."""
        unit = self.ship_unit()
        in_port: dict[str, int] = {}
        labels = [
            *self.port_names.values(),
            *(box for name, box in self.static.items() if name.startswith("port:")),
            *(box for name, box in self.shapes.items() if name.startswith("treasury:")),  # drawn before the ships
            *self.furniture_boxes(),  # the rondel and the contract track
        ]
        hulls: list[pygame.Rect] = []
        spaces = [box for name, box in self.static.items() if name.startswith("fw:")]
        # Ships under way first: their places are fixed, the moored ones then lie clear of them.
        fleet = sorted(
            (
                (seat, index, ship)
                for seat, player in enumerate(view.players)
                for index, ship in enumerate(player.ships)
            ),
            key=lambda item: item[2].position.startswith("port:"),
        )
        for seat, index, ship in fleet:
            x, y = dot = self.position_point(ship.position)
            facing = 1
            if ship.position.startswith("sea:"):
                x, y = self.sea_berth(ship.position[4:], unit, [*labels, *hulls])
            elif ship.position.startswith("port:"):
                slot = in_port.get(ship.position, 0)
                in_port[ship.position] = slot + 1
                x, y = self.mooring(ship.position[5:], dot, slot, unit, (labels, hulls), spaces)
                pygame.draw.line(surface, INK, dot, (x, y), 2)  # the mooring line
            else:
                fw, space, heading = self.board.fairway_space(ship.position)
                ahead = along(fw.points, (space + (2 if heading == "+" else 0)) / fw.steps)
                facing = 1 if self.to_screen(*ahead)[0] >= x else -1
            hull = self.draw_ship(surface, seat, (x, y), unit, facing, moored=ship.position.startswith("port:"))
            self.shapes[f"ship:{seat}:{index}"] = hull
            hulls.append(hull)
            cube = max(CARGO_CUBE, unit * 3 // 4)
            for n, cid in enumerate(ship.cargo):
                box = pygame.Rect(0, 0, cube, cube)
                box.bottomleft = (
                    hull.centerx + 2 + n * (cube + 1) if facing > 0 else hull.centerx - 2 - (n + 1) * (cube + 1),
                    hull.top + unit + 2,
                )
                draw_good(surface, self.cards.cargo_good(cid), box)
                if not is_hidden_cargo(cid):  # another seat's cargo: the ship's tooltip names its good
                    self.shapes[f"cargo:{cid}"] = box
        # A port's name is written again over a ship that lies on it: where each ship is, is read by the names.
        for port, box in self.port_names.items():
            if box.collidelist(hulls) >= 0:
                draw_label(surface, said(place(port)), box, self.name_size)

    def sea_berth(self, section: str, unit: int, taken: list[pygame.Rect]) -> tuple[int, int]:
        """Where a ship at sea lies: the first of its section's berths that no ship, name or label took (a sea
        section holds any number of ships: beyond its berths they lie at its name)."""
        cx, cy = self.to_screen(0, 0)
        for dx, dy in self.sea_berths(section, unit):
            if hull_box((cx + dx, cy + dy), unit).collidelist(taken) < 0:
                return cx + dx, cy + dy
        return self.position_point(f"sea:{section}")

    def sea_berths(self, section: str, unit: int) -> list[tuple[int, int]]:
        """Open water of a sea section near its name, nearest first: clear of land, of every name and port, of
        the rondel and the track, and of each other; as places from the board's corner, found once per zoom
        (panning only moves them)."""
        key = (section, unit, self.scale, self.map_area.size, language())
        if key in self.berths:
            return self.berths[key]
        corner = self.to_screen(0, 0)
        width, height = self.board.size
        bounds = (
            self.map_area
            if self.zoom == 0
            else pygame.Rect(corner, (round(width * self.scale), round(height * self.scale)))
        )
        sea = self.board.seas[section]
        outline = [self.to_screen(*point) for point in sea.outline]
        lands = [[self.to_screen(*point) for point in polygon] for polygon in self.board.land]
        land_boxes = [bounding(polygon) for polygon in lands]
        clear = [*self.sea_names, *self.port_names.values(), *self.furniture_boxes()]
        clear += [box for name, box in self.static.items() if name.startswith("port:")]
        ax, ay = self.to_screen(*sea.anchor)
        below_name = (ax, ay + 3 * unit)
        area = bounding(outline).clip(bounds)
        spots = sorted(
            ((x, y) for x in range(area.left, area.right, unit) for y in range(area.top, area.bottom, unit)),
            key=lambda spot: math.dist(spot, below_name),
        )
        berths: list[tuple[int, int]] = []
        hulls: list[pygame.Rect] = []

        def at_sea(point: tuple[int, int]) -> bool:
            inside = point_in_polygon(point, outline)
            return inside and not any(
                box.collidepoint(point) and point_in_polygon(point, land)
                for box, land in zip(land_boxes, lands, strict=True)
            )

        # wholly at sea where the section has room, else (a narrow sea) with the hull's middle at sea
        for whole in (True, False):
            for spot in spots:
                hull = hull_box(spot, unit)
                if not bounds.contains(hull) or hull.collidelist([*clear, *hulls]) >= 0:
                    continue
                corners = (hull.topleft, hull.topright, hull.bottomleft, hull.bottomright) if whole else ()
                if all(map(at_sea, (hull.center, *corners))):
                    berths.append((spot[0] - corner[0], spot[1] - corner[1]))
                    hulls.append(hull)
                    if len(berths) == SEA_BERTHS:
                        break
            if len(berths) == SEA_BERTHS:
                break
        self.berths[key] = berths
        return berths

    def mooring(
        self,
        port: str,
        dot: tuple[int, int],
        slot: int,
        unit: int,
        taken: tuple[list[pygame.Rect], list[pygame.Rect]],
        spaces: list[pygame.Rect],
    ) -> tuple[int, int]:
        """Where the `slot`th ship in a port lies: beside the dot, away from the port's name, on the corner that
        hides least. `taken` holds the names, ports and labels it must not hide, then the ships drawn so far: it
        lies nearer its own dot than any other port's, over another ship rather than a ship's length further out
        (far from its dot it would seem another port's), and further out rather than over a name; then over as few
        fairway `spaces` as it can."""
        labels, ships = taken
        side = self.label_sides[port]
        preferred = (-1 if side == "right" else 1, -1 if side == "below" else 1)
        corners = [preferred, *((dx, dy) for dx in (1, -1) for dy in (1, -1) if (dx, dy) != preferred)]
        r = self.marker()
        width, height = 3 * unit + 4, 2 * unit + 2
        candidates = [
            (
                (
                    dot[0] + dx * (r + 2 * unit + 6 + (slot % 2) * (4 * unit) + further * width),
                    dot[1] + dy * (r + unit + (slot // 2) * (2 * unit + 4)),
                ),
                further,
            )
            for further in (0, 1)
            for dx, dy in corners
        ]
        # straight above, below or beside the dot, where no corner is free: still close to its own port
        candidates[len(corners) : len(corners)] = [
            ((dot[0] + dx * (r + width // 2 + 3), dot[1] + dy * (r + height // 2 + 3)), 0)
            for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0))
        ]
        hulls = [pygame.Rect(x - width // 2, y - height // 2 - unit // 2, width, height) for (x, y), _ in candidates]
        others = [box.center for name, box in self.static.items() if name.startswith("port:") and name[5:] != port]

        def cover(rank: int) -> float:
            hull, further = hulls[rank], candidates[rank][1]
            covered = sum(hull.clip(label).width * hull.clip(label).height for label in labels)  # a name's corner is
            hidden = 100 * covered / (hull.width * hull.height) + 30 * len(hull.collidelistall(ships))  # not all of it
            own = math.dist(hull.center, dot)
            astray = any(math.dist(hull.center, other) < own for other in others)  # it would seem another port's
            return hidden + 60 * further + 100 * astray + len(hull.collidelistall(spaces))

        return candidates[min(range(len(candidates)), key=cover)][0]

    def draw_ship(
        self,
        surface: pygame.Surface,
        seat: int,
        centre: tuple[int, int],
        unit: int,
        facing: int = 1,
        moored: bool = False,
    ) -> pygame.Rect:
        """A hull in the owner's colour with the owner's shape on its bridge, bow towards `facing` (1: right);
        a moored ship has a pale rim, a ship under way a wake behind it."""
        x, y = centre
        w, h = 3 * unit + 4, unit + 2
        bow, stern = x + facing * w // 2, x - facing * w // 2
        hull = [
            (stern, y - h // 2),
            (bow - facing * h // 2, y - h // 2),
            (bow, y - h // 2 - 2),
            (bow - facing * h, y + h // 2),
            (stern + facing * 2, y + h // 2),
        ]
        if not moored:  # under way: a wake behind the stern
            for side in (-1, 1):
                pygame.draw.line(
                    surface, CREAM_BRIGHT, (stern, y + side * 2), (stern - facing * unit, y + side * (h // 2 + 2)), 2
                )
        pygame.draw.polygon(surface, SHADOW, [(px + 1, py + 2) for px, py in hull])
        pygame.draw.polygon(surface, seat_colour(seat), hull)
        pygame.draw.polygon(surface, CREAM_BRIGHT if moored else INK, hull, 2)
        draw_seat_marker(surface, seat, (x - facing * (w // 4), y - h // 2), unit - 1)
        return hull_box(centre, unit)

    # --- the strip below the map: displays and hand ----------------------------------------------

    def draw_strip(self, surface: pygame.Surface, view: MainportsState, seat: int | None) -> None:
        """The contract, fuel and technology displays, the new ship and the hand of `seat` (None: no hand).

        While `seat` chooses its start contracts or start fuel, its own offer takes the display's place."""
        strip = self.strip
        pygame.draw.rect(surface, (46, 32, 21), strip, border_radius=6)
        gap = 4
        row_h = (strip.height - 4 * gap) // 3
        rows = [
            pygame.Rect(strip.x + gap, strip.y + gap + i * (row_h + gap), strip.width - 2 * gap, row_h)
            for i in range(3)
        ]
        decision = view.flow.current
        choosing = decision.kind if decision is not None and decision.seat == seat else ""
        if seat is not None and choosing == "setup_contracts":
            ids = view.players[seat].offer_contracts
            names = [f"offer:{c}" for c in ids]
            title = tr("Your start contracts")
        else:
            ids = view.contract_display
            names = [f"contract:{c}" for c in ids]
            title = tr("Contracts")
        boxes = self.card_row(surface, rows[0], title, len(ids), narrow_last=True)
        self.draw_contracts(surface, view, list(zip(boxes, ids, names, strict=False)))
        discard = boxes[-1]
        pygame.draw.rect(surface, PAPER_DARK, discard, border_radius=4)
        pygame.draw.rect(surface, INK, discard, 1, border_radius=4)
        size, lines = fitting([tr("Discard")], discard.width - 4, discard.height - 4, card_text_size(discard))
        for n, line in enumerate(lines):
            y = discard.centery + (2 * n - len(lines) + 1) * font(size).get_linesize() // 2
            draw_text(surface, line, (discard.centerx, y), size, INK_SOFT, anchor="center")
        self.shapes["discard:contracts"] = discard
        fuel_title = tr("Your start fuel") if seat is not None and choosing == "setup_fuel" else tr("Fuel market")
        ship_title = tr("New ship")
        fuel_card = max(FUEL_CARD_WIDTH, round(row_h * 0.6))
        technology, market, ship = columns(
            rows[1],
            [max(title_width(fuel_title, row_h), 5 * fuel_card + 4 * 4), max(title_width(ship_title, row_h), 50)],
        )
        boxes = self.card_row(surface, technology, tr("Technology"), 4)
        cards = [(box, self.cards.technology[card]) for box, card in zip(boxes, view.tech_display, strict=False)]
        largest = min(
            (fitting(*tech_title(box, card), card_text_size(box))[0] for box, card in cards), default=CARD_TEXT_SIZE
        )
        for slot, (box, card) in enumerate(cards):
            self.draw_tech(surface, box, card, self.tech_price(view, seat, slot), largest)
            self.shapes[f"tech:{slot}"] = box
        boxes = self.card_row(surface, market, fuel_title, 5)
        if seat is not None and choosing == "setup_fuel":  # every card offered, two of a value as two cards
            for box, value in zip(boxes, sorted(view.players[seat].offer_fuel), strict=False):
                self.draw_fuel(surface, box, value, f"offerfuel:{value}")
        else:
            for slot, (box, value) in enumerate(zip(boxes, view.fuel_display, strict=False)):
                self.draw_fuel(surface, box, value, f"fuel:{slot}")
        ship_box = self.card_row(surface, ship, ship_title, 1)[0]
        pygame.draw.rect(surface, PAPER_DARK, ship_box, border_radius=4)
        draw_text(
            surface,
            amount(self.cards.rules["ship_price"]),
            ship_box.midbottom,
            band_size(ship_box),
            INK,
            anchor="midbottom",
        )
        if seat is not None:
            self.draw_ship(
                surface,
                seat,
                (ship_box.centerx, ship_box.centery - ship_box.height // 10),
                max(LEAST_MARKER + 1, ship_box.height // 4),
            )
            self.shapes[f"newship:{seat}"] = ship_box
            self.draw_hand(surface, view, seat, rows[2])

    def tech_price(self, view: MainportsState, seat: int | None, slot: int) -> int:
        """What the card in a slot costs the looking seat (a spectator sees the printed price)."""
        if seat is None:
            return self.cards.technology_prices[slot]
        return self.rules.tech_price(view, seat, slot)

    def card_row(
        self, surface: pygame.Surface, rect: pygame.Rect, title: str, count: int, narrow_last: bool = False
    ) -> list[pygame.Rect]:
        """A titled row of `count` equal card places inside `rect`, and with `narrow_last` one more
        place, half as wide where room is short (a drop zone)."""
        label = draw_text(
            surface, title, (rect.x + 2, rect.y), title_size(rect.height), CREAM, bold=True, width=rect.width - 4
        )
        area = pygame.Rect(rect.x, label.bottom + 1, rect.width, rect.bottom - label.bottom - 1)
        widest = area.height * 23 // 10  # a contract's reward and good side by side at the least type
        places = count + (1 if narrow_last else 0)
        width = min(widest, (area.width - (places - 1) * 4) // max(1, places))
        if narrow_last and width < widest:  # the last place gives the others half its width
            width = min(widest, int((area.width - count * 4) / (count + 0.5)))
        boxes = [pygame.Rect(area.x + i * (width + 4), area.y, width, area.height) for i in range(count)]
        if narrow_last:
            last = width if width == widest else width // 2
            boxes.append(pygame.Rect(area.x + count * (width + 4), area.y, last, area.height))
        return boxes

    def draw_contracts(
        self, surface: pygame.Surface, view: MainportsState, cards: list[tuple[pygame.Rect, int, str]]
    ) -> None:
        """A row of contract cards (place, contract id, name), their ports in one type size."""
        faces = [(box, self.rules.contract(view, cid), name) for box, cid, name in cards]
        largest = min(
            (fitting(*contract_text(box, contract), card_text_size(box))[0] for box, contract, _ in faces),
            default=CARD_TEXT_SIZE,
        )
        for box, contract, name in faces:
            self.draw_contract(surface, box, contract, name, largest)

    def draw_contract(
        self, surface: pygame.Surface, box: pygame.Rect, contract: Contract, name: str, largest: int
    ) -> None:
        """A contract card: the good's colour band with the reward, then loading and delivery port."""
        colour = GOOD_COLOURS[contract.good]
        pygame.draw.rect(surface, PAPER, box, border_radius=4)
        band = contract_band(box)
        pygame.draw.rect(surface, colour, band, border_top_left_radius=4, border_top_right_radius=4)
        reward = draw_text(
            surface, amount(contract.reward), (band.x + 3, band.y), band_size(box), ink_on(colour), bold=True
        )
        room = band.right - reward.right - 8  # the good, named: the band's colour alone would not say it to all
        goods = said(good(contract.good))
        size = fitting_size(goods, room, tuple(range(band_size(box), MIN_TYPE - 1, -1)))
        if font(size).size(goods)[0] <= room:
            draw_text(surface, goods, (band.right - 3, band.centery), size, ink_on(colour), anchor="midright")
        pygame.draw.rect(surface, INK, box, 1, border_radius=4)
        size, lines = fitting(*contract_text(box, contract), largest)
        y = band.bottom
        for line in lines:
            y = draw_text(surface, line, (box.x + 3, y), size, INK).bottom
        self.shapes[name] = box

    def draw_fuel(self, surface: pygame.Surface, box: pygame.Rect, value: int, name: str | None) -> None:
        """A fuel card (amber) or a sea transport card (blue, wave lines): its steps and its price."""
        sea = is_sea_card(value)
        pygame.draw.rect(surface, SEA_CARD_COLOUR if sea else (236, 196, 120), box, border_radius=4)
        pygame.draw.rect(surface, INK, box, 1, border_radius=4)
        steps = str(card_steps(value))
        digit = next(
            size
            for size in range(max(MIN_TYPE, box.height // 2), MIN_TYPE - 1, -1)
            if font(size, True).size(steps)[0] <= box.width - 2 or size == MIN_TYPE
        )
        if sea:  # waves in the corners: readable without the colour
            for dy in (3, 7):
                for corner in (box.x + 3, box.right - 11):
                    pygame.draw.arc(surface, SEA_NAME, pygame.Rect(corner, box.y + dy, 8, 6), 0, math.pi, 1)
        draw_text(surface, steps, (box.centerx, box.y + 1), digit, SEA_NAME if sea else INK, bold=True, anchor="midtop")
        price = amount(self.cards.fuel_prices[value])
        # A hand's narrow cards show the value alone.
        for size in range(max(LEAST_TEXT, box.height // 6), LEAST_TEXT - 1, -1):
            if font(size).size(price)[0] <= box.width - 4:
                draw_text(surface, price, (box.centerx, box.bottom - 1), size, INK_SOFT, anchor="midbottom")
                break
        if name is not None:
            self.shapes[name] = box

    def hand_row(self, name: str, free: pygame.Rect, boxes: list[pygame.Rect]) -> None:
        """A hand row takes what is dropped anywhere on it, its cards included; what lands there goes to its free
        places (where a flight ends)."""
        self.shapes[name] = boxes[0].unionall(boxes[1:])
        self.free_zones[name] = free

    def free_places(self, surface: pygame.Surface, boxes: list[pygame.Rect], used: int) -> pygame.Rect:
        """A hand row drawn as one frame with its cards inside (cards drawn beside an empty frame looked left out of
        the hand); returns its empty places, where a new card goes."""
        free = boxes[min(used, len(boxes) - 1) :]
        frame = boxes[0].unionall(boxes[1:]).inflate(6, 6)
        pygame.draw.rect(surface, (70, 52, 36), frame, border_radius=5)
        pygame.draw.rect(surface, PAPER_DARK, frame, 1, border_radius=5)
        return free[0].unionall(free[1:]) if len(free) > 1 else pygame.Rect(free[0])

    def draw_tech(self, surface: pygame.Surface, box: pygame.Rect, card: TechCard, price: int, largest: int) -> None:
        """A technology card: its title, the goods it names as cargo colours, and its price."""
        pygame.draw.rect(surface, (214, 222, 236), box, border_radius=4)
        pygame.draw.rect(surface, INK, box, 1, border_radius=4)
        price_box = draw_text(
            surface,
            amount(price),
            (box.right - 3, box.bottom - 1),
            band_size(box),
            INK,
            bold=True,
            anchor="bottomright",
        )
        size, lines = fitting(*tech_title(box, card), largest)
        y = box.y + 2
        for line in lines:
            y = draw_text(surface, line, (box.x + 3, y), size, INK).bottom - 1
        effect = said(MainportsGame.tech_effect(card))  # what it does, where the card has room (the tooltip says it)
        effect_size, effect_lines = fitting([effect], box.width - 6, price_box.top - y - 1, size)
        readable = max(READABLE_EFFECT, size * 7 // 10)
        if effect_size >= readable and font(effect_size).get_linesize() * len(effect_lines) <= price_box.top - y:
            for line in effect_lines:
                y = draw_text(surface, line, (box.x + 3, y), effect_size, INK_SOFT).bottom - 1
        chip = max(5, price_box.height - 6)
        for n, name in enumerate(card.goods):
            square = pygame.Rect(box.x + 3 + n * (chip + 3), price_box.centery - chip // 2, chip, chip)
            pygame.draw.rect(surface, GOOD_COLOURS[name], square)
            pygame.draw.rect(surface, INK, square, 1)

    def draw_hand(self, surface: pygame.Surface, view: MainportsState, seat: int, row: pygame.Rect) -> None:
        player = view.players[seat]
        limit = self.rules.contract_limit(view, seat)
        fuel_limit = self.cards.rules["fuel_hand_limit"]
        title = tr("Your contracts {held}/{limit}", held=len(player.contracts), limit=limit)
        fuel_title = tr("Your fuel {held}/{limit}", held=len(player.fuel), limit=fuel_limit)
        tech_title = tr("Your technology")
        contracts, fuel, tech = hand_sections(row, (title, fuel_title, tech_title))
        boxes = self.card_row(surface, contracts, title, max(limit, len(player.contracts)))
        self.hand_row("hand:contracts", self.free_places(surface, boxes, len(player.contracts)), boxes)
        loaded = player.loaded()
        cards = list(zip(boxes, player.contracts, strict=False))
        self.draw_contracts(surface, view, [(box, cid, f"hand:contract:{cid}") for box, cid in cards])
        for box, cid in cards:
            if cid in loaded:  # started: its good is on a ship
                pygame.draw.rect(surface, LOADED, box.inflate(4, 4), 3, border_radius=5)
        boxes = self.card_row(surface, fuel, fuel_title, fuel_limit)
        self.hand_row("hand:fuel", self.free_places(surface, boxes, len(player.fuel)), boxes)
        for n, (box, value) in enumerate(zip(boxes, player.fuel, strict=False)):
            self.draw_fuel(surface, box, value, f"handfuel:{n}")
        box = self.card_row(surface, tech, tech_title, 1)[0]
        box.width = tech.width - 2
        pygame.draw.rect(surface, (214, 222, 236), box, border_radius=4)
        pygame.draw.rect(surface, INK, box, 1, border_radius=4)
        size, lines = fitting([self.technology_owned(view, seat)], box.width - 6, box.height - 3, card_text_size(box))
        y = box.y + 1
        for line in lines:
            y = draw_text(surface, line, (box.x + 3, y), size, INK).bottom
        self.shapes["hand:tech"] = box

    def technology_owned(self, view: MainportsState, seat: int) -> str:
        cards = [self.cards.technology[t] for t in view.players[seat].tech]
        if not cards:
            return tr("No technology cards yet")
        return said(Items(tuple(Term(card.title, "card") for card in cards)))

    # --- questions from the table ----------------------------------------------------------------

    def tooltip(self, view: State, name: str) -> str | None:
        assert isinstance(view, MainportsState)
        kind, rest = thing_of(name, Thing)
        rules = self.cards.rules
        tips: dict[Thing, Callable[[MainportsState, str], str | None]] = {
            Thing.PORT: self.port_tip,
            Thing.FAIRWAY: self.fairway_tip,
            Thing.CONTRACT: self.contract_tip,
            Thing.OFFER: self.contract_tip,
            Thing.SHIP: self.ship_tip,
            Thing.CARGO: lambda v, r: tr("Cargo for {contract}", contract=self.rules.contract(v, int(r)).label()),
            Thing.TECH: self.tech_tip,
            Thing.RONDEL: lambda v, r: tr(
                "Rondel field {field}: {action}. {rule}",
                field=int(r) + 1,
                action=ACTION_TITLES[self.board.rondel[int(r)]],
                rule=self.field_rule(self.board.rondel[int(r)]),
            ),
            Thing.PAWN: lambda v, r: tr(
                "{seat}'s pawn: moves 1 to 3 fields clockwise on the rondel, one more for each fuel card played, and "
                "does the action of the field it reaches.",
                seat=SeatRef(int(r)),
            ),
            Thing.TREASURY: lambda v, r: tr(
                "Treasury of {port}: {amount}. Every ship passing or stopping pays {fee} into it, every delivery there "
                "adds {bonus} from the bank; a Dividend takes it all.",
                port=place(r),
                amount=Money(v.treasuries[r]),
                fee=Money(rules["port_fee"]),
                bonus=Money(rules["delivery_treasury_bonus"]),
            ),
            Thing.TRACK: self.track_tip,
            Thing.HAND: self.hand_tip,
            Thing.DISCARD: lambda v, r: (
                tr("Drop an offered contract here to refresh it, or one of yours to cancel it")
                if r == "contracts"
                else None
            ),
            Thing.NEW_SHIP: lambda v, r: tr(
                "A new ship: drag it to a port with a dock ({price} when bought)", price=Money(rules["ship_price"])
            ),
            Thing.FUEL: lambda v, r: self.fuel_tip(v.fuel_display[int(r)]),
            Thing.OFFERED_FUEL: lambda v, r: self.fuel_tip(int(r)),
            Thing.HAND_FUEL: lambda v, r: self.fuel_tip(v.players[self.seat or 0].fuel[int(r)]),
            Thing.SEA: lambda v, r: tr(
                "{sea}: sea section, sailed only with sea transport cards; leaving a seaport, each border and "
                "entering a port cost one sea step",
                sea=place(r),
            ),
        }
        tip = tips.get(kind) if kind is not None else None
        return tip(view, rest) if tip is not None else None

    def field_rule(self, action: RondelAction) -> Message:
        """What a rondel field's action lets the player do, with the figures of the cards' data."""
        rules = self.cards.rules
        match action:
            case RondelAction.CONTRACTS:
                return msg(
                    "Take up to {count} contracts from the offer, or refresh offered ones and take one.",
                    count=rules["contract_takes"],
                )
            case RondelAction.FUEL:
                return msg(
                    "Buy up to {count} fuel cards, take the cheapest free, or refresh the market and buy one.",
                    count=rules["max_fuel_buys"],
                )
            case RondelAction.NAVIGATE:
                return msg("Each ship may burn one fuel card and sail its steps, loading and unloading in port.")
            case RondelAction.DIVIDEND:
                return msg(
                    "{amount} from the bank, plus the whole treasury of one mainport where you have a ship.",
                    amount=Money(rules["dividend"]),
                )
            case RondelAction.TECHNOLOGY:
                return msg(
                    "Buy a technology card at the price above its slot, or a ship for {price} placed in a dock.",
                    price=Money(rules["ship_price"]),
                )

    def port_tip(self, view: MainportsState, port: str) -> str:
        ships = sum(s.position == f"port:{port}" for p in view.players for s in p.ships)
        parts = [said(place(port))]
        if port in view.treasuries:
            parts.append(tr("mainport, treasury {amount}", amount=Money(view.treasuries[port])))
        if port in self.board.docks:
            parts.append(tr("dock: ships start here"))
        parts.append(
            trn(
                "{count} ship here (room for {capacity})",
                "{count} ships here (room for {capacity})",
                count=ships,
                capacity=self.cards.rules["port_capacity"],
            )
        )
        return "; ".join(parts)

    def fairway_tip(self, view: MainportsState, rest: str) -> str:
        fairway, space = (int(n) for n in rest.split(":"))
        fw = self.board.fairways[fairway]
        return tr(
            "{start}-{end} space {space}: sailing through costs a step; no ship stops where another lies.",
            start=place(fw.a),
            end=place(fw.b),
            space=space + 1,
        )

    def contract_tip(self, view: MainportsState, rest: str) -> str:
        cid = int(rest.rsplit(":", 1)[-1])
        contract = self.rules.contract(view, cid).label()
        if any(cid in ship.cargo for player in view.players for ship in player.ships):
            return tr("Contract: {contract}; started, its cargo is on a ship (green frame)", contract=contract)
        return tr("Contract: {contract}", contract=contract)

    def ship_tip(self, view: MainportsState, rest: str) -> str:
        seat, index = (int(v) for v in rest.split(":"))
        ship = view.players[seat].ships[index]
        where = self.board.spot(ship.position).label()
        if not ship.cargo:
            return tr("{seat}, ship {number} at {place}: empty", seat=SeatRef(seat), number=index + 1, place=where)
        cargo = Items(tuple(good(self.cards.cargo_good(c)) for c in ship.cargo))
        return tr(
            "{seat}, ship {number} at {place}: {cargo}", seat=SeatRef(seat), number=index + 1, place=where, cargo=cargo
        )

    def tech_tip(self, view: MainportsState, rest: str) -> str:
        slot = int(rest)
        card = self.cards.technology[view.tech_display[slot]]
        return tr(
            "{card}: {price} in this slot (phase {phase}; phases B to E follow as contracts are delivered). {effect}",
            card=card.label(),
            price=Money(self.tech_price(view, self.seat, slot)),
            phase=Verbatim(card.phase),
            effect=self.rules.tech_effect(card),
        )

    def track_tip(self, view: MainportsState, rest: str) -> str:
        limit = self.cards.rules["round_limit"]
        if view.free_play:
            done = tr("Contracts delivered: {done}", done=view.deliveries)
        else:
            done = tr(
                "Contracts delivered: {done} (the game ends after the round in which contract {last} is delivered)",
                done=view.deliveries,
                last=self.cards.rules["deliveries_to_end"],
            )
        return tr("{done}. Round {round} of at most {limit}.", done=Verbatim(done), round=view.round, limit=limit)

    def hand_tip(self, view: MainportsState, rest: str) -> str | None:
        """The player's own hand: a contract in it, or the area of its contracts, fuel or technology."""
        if rest.startswith("contract:"):
            return self.contract_tip(view, rest)
        if rest == "contracts":
            return tr("Your contracts: drop a contract here to take it")
        if rest == "fuel":
            limit = self.cards.rules["fuel_hand_limit"]
            return tr("Your fuel cards (at most {limit}): drop a fuel card here to buy it", limit=limit)
        if rest == "tech" and self.seat is not None:
            return self.technology_owned(view, self.seat)
        return None

    def fuel_tip(self, card: int) -> str:
        if is_sea_card(card):
            return tr(
                "Sea transport card {steps}: sail its steps at sea, from a seaport where the ship lies; "
                "or play it on the rondel for one extra field",
                steps=card_steps(card),
            )
        if self.board.seas:  # where there is sea, which card crosses it is the question
            return tr(
                "Fuel card {steps}: sail its steps on rivers and canals, never at sea; "
                "or play it on the rondel for one extra field",
                steps=card_steps(card),
            )
        return tr("Fuel card: sail its steps; or play it on the rondel for one extra field")

    def side_panel_lines(self, view: State, seat: int) -> list[str]:
        assert isinstance(view, MainportsState)
        player = view.players[seat]
        holdings = " · ".join(
            (
                trn("{count} ship", "{count} ships", count=len(player.ships)),
                trn("{count} contract", "{count} contracts", count=len(player.contracts)),
                trn("{count} fuel", "{count} fuel", count=len(player.fuel)),
            )
        )
        technology = trn("{count} technology", "{count} technology", count=len(player.tech))
        if player.rondel < 0:
            pawn = tr("pawn in the centre")
        else:
            pawn = tr("rondel {action}", action=ACTION_TITLES[self.board.rondel[player.rondel]])
        return [holdings, f"{technology} · {pawn}"]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            mouse = pygame.mouse.get_pos()
            if not self.map_area.collidepoint(mouse):
                return False
            zoom = max(0, min(len(ZOOMS) - 1, self.zoom + (1 if event.y > 0 else -1)))
            if zoom != self.zoom:
                ox, oy = self.origin()
                mx, my = (mouse[0] - ox) / self.scale, (mouse[1] - oy) / self.scale
                self.zoom = zoom
                self.layout(self.rect)
                nx, ny = self.to_screen(mx, my)
                self.pan[0] += nx - mouse[0]
                self.pan[1] += ny - mouse[1]
                self.clamp_pan()
                self.render_map()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.map_area.collidepoint(event.pos):
            self.dragging_pan = event.pos
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging_pan is not None:
            self.pan[0] -= event.pos[0] - self.dragging_pan[0]
            self.pan[1] -= event.pos[1] - self.dragging_pan[1]
            self.dragging_pan = event.pos
            self.clamp_pan()
            self.render_map()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.dragging_pan is not None:
            self.dragging_pan = None
            return True
        return False

    def draw_dragged(self, surface: pygame.Surface, view: State, name: str, pos: tuple[int, int]) -> None:
        if name.startswith(("ship:", "newship:")):
            self.draw_ship(surface, int(name.split(":")[1]), pos, self.ship_unit())
            if name.startswith("ship:") and isinstance(view, MainportsState):
                self.draw_crossing(surface, view, name, pos)
        elif name.startswith("pawn:"):
            draw_seat_marker(surface, int(name.split(":")[1]), pos, 10)
        else:
            shape = self.shapes.get(name)
            if isinstance(shape, pygame.Rect):
                ghost = pygame.Rect(shape)
                ghost.center = pos
                pygame.draw.rect(surface, PAPER, ghost, border_radius=4)
                pygame.draw.rect(surface, BRASS, ghost, 2, border_radius=4)
                tip = self.tooltip(view, name) or name
                draw_text(surface, fitted(tip, 11, ghost.width - 4), (ghost.x + 2, ghost.y + 2), 11, INK)
            else:
                super().draw_dragged(surface, view, name, pos)

    def draw_crossing(self, surface: pygame.Surface, view: MainportsState, name: str, pos: tuple[int, int]) -> None:
        """A ship dragged over the sea: the sea card the crossing to the place under it takes."""
        seat, index = (int(v) for v in name.split(":")[1:])
        target = self.hit(pos)
        if not target or not target.startswith(("sea:", "port:")):
            return
        steps = self.board.sea_steps(view.players[seat].ships[index].position, target)
        if steps is None:
            return
        card = pygame.Rect(pos[0] + 14, pos[1] - 40, 30, 38)
        if SEA_CARD + steps in self.cards.fuel_prices:  # farther than any sea card sails: the steps alone
            self.draw_fuel(surface, card, SEA_CARD + steps, None)
        text = trn("{count} sea step", "{count} sea steps", count=steps)
        width, height = font(12, True).size(text)
        pygame.draw.rect(surface, PAPER, pygame.Rect(card.right + 2, card.y, width + 6, height + 2), border_radius=3)
        draw_text(surface, text, (card.right + 5, card.y + 1), 12, INK, bold=True)


def hull_box(centre: tuple[int, int], unit: int) -> pygame.Rect:
    """Where a ship drawn at `centre` lies, its owner's mark on its bridge included."""
    x, y = centre
    w, h = 3 * unit + 4, unit + 2
    return pygame.Rect(x - w // 2, y - h // 2 - unit, w, h + unit)


@lru_cache(maxsize=8)
def rondel_image(fields: tuple[RondelAction, ...], outer: int) -> pygame.Surface:
    """The rondel without its pawns, drawn once per size: eight fields in their colours, each with its
    action's icon inside and its number outside."""
    number_size = max(LEAST_TEXT, round(outer / 5))
    half = outer + 2 * number_size
    image = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    centre, inner = (half, half), outer * 0.34
    pygame.draw.circle(image, INK, centre, outer + 3)
    for field, action in enumerate(fields):
        start = math.radians(-90 + 45 * field)
        points = [
            (half + inner * math.cos(start + t * math.pi / 4 / 6), half + inner * math.sin(start + t * math.pi / 4 / 6))
            for t in range(7)
        ]
        points += [
            (half + outer * math.cos(start + t * math.pi / 4 / 6), half + outer * math.sin(start + t * math.pi / 4 / 6))
            for t in range(6, -1, -1)
        ]
        pygame.draw.polygon(image, RONDEL_COLOURS[action], points)
        pygame.draw.polygon(image, INK, points, 1)
    pygame.draw.circle(image, PAPER_DARK, centre, round(inner))
    pygame.draw.circle(image, INK, centre, round(inner), 1)
    for field, action in enumerate(fields):
        mid = math.radians(-90 + 45 * field + 22.5)
        draw_action_icon(
            image,
            action,
            (half + outer * 0.8 * math.cos(mid), half + outer * 0.8 * math.sin(mid)),
            max(4, outer / 9),
            INK_SOFT,
        )
        number_at = (
            round(half + (outer + number_size * 0.8) * math.cos(mid)),
            round(half + (outer + number_size * 0.8) * math.sin(mid)),
        )
        pygame.draw.circle(image, PAPER, number_at, number_size * 2 // 3)
        pygame.draw.circle(image, INK, number_at, number_size * 2 // 3, 1)
        draw_text(image, str(field + 1), number_at, number_size, INK, True, anchor="center")
    return image


def draw_action_icon(
    surface: pygame.Surface, action: RondelAction, centre: tuple[float, float], r: float, colour: tuple[int, int, int]
) -> None:
    """A rondel action's picture: Navigate a ship, Contracts a written sheet, Fuel market a drop, Dividend a
    coin, Technology a gear."""
    x, y = centre
    width = max(1, round(r / 4))
    if action == RondelAction.NAVIGATE:
        pygame.draw.polygon(
            surface, colour, [(x - r, y), (x + r, y), (x + r * 0.6, y + r * 0.6), (x - r * 0.6, y + r * 0.6)]
        )
        pygame.draw.line(surface, colour, (x, y), (x, y - r), width)
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r * 0.6, y - r * 0.3), (x, y - r * 0.2)])
    elif action == RondelAction.CONTRACTS:
        sheet = pygame.Rect(round(x - r * 0.7), round(y - r), round(r * 1.4), round(r * 2))
        pygame.draw.rect(surface, colour, sheet, width)
        for n in range(3):
            line_y = round(y - r * 0.5 + n * r * 0.45)
            pygame.draw.line(surface, colour, (x - r * 0.4, line_y), (x + r * 0.4, line_y), width)
    elif action == RondelAction.FUEL:
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r * 0.7, y + r * 0.15), (x - r * 0.7, y + r * 0.15)])
        pygame.draw.circle(surface, colour, (round(x), round(y + r * 0.25)), max(2, round(r * 0.7)))
    elif action == RondelAction.DIVIDEND:
        pygame.draw.circle(surface, colour, (round(x), round(y)), max(2, round(r)), width + 1)
        pygame.draw.circle(surface, colour, (round(x), round(y)), max(1, round(r * 0.35)))
    else:  # technology: a gear
        teeth = [
            (
                x + (r if i % 2 == 0 else r * 0.7) * math.cos(i * math.pi / 8),
                y + (r if i % 2 == 0 else r * 0.7) * math.sin(i * math.pi / 8),
            )
            for i in range(16)
        ]
        pygame.draw.polygon(surface, colour, teeth)
        pygame.draw.circle(surface, PAPER, (round(x), round(y)), max(1, round(r * 0.3)))


def draw_good(surface: pygame.Surface, name: str, box: pygame.Rect) -> None:
    """A cargo cube: its good's colour in a rim that reads on any hull, and its good's initial, so that
    the goods read without their colours."""
    colour = GOOD_COLOURS[name]
    pygame.draw.rect(surface, colour, box)
    pygame.draw.rect(surface, CREAM if name == "coal" else INK, box, 1)
    initial = next(letter for letter in said(good(name)) if letter.isalpha()).upper()  # past any bracket
    draw_text(surface, initial, box.center, max(MIN_TYPE, box.height - 2), ink_on(colour), bold=True, anchor="center")


def band_size(box: pygame.Rect) -> int:
    """The type size of a card's reward or price."""
    return max(MIN_TYPE, min(20, box.height // 4))


def contract_band(box: pygame.Rect) -> pygame.Rect:
    """The coloured band at the top of a contract card, holding its reward."""
    return pygame.Rect(box.x, box.y, box.width, font(band_size(box), True).get_linesize())


def contract_text(box: pygame.Rect, contract: Contract) -> tuple[list[str], int, int]:
    """What `fitting` fits below a contract card's band: its ports, in the card's width and height."""
    ports = [said(place(contract.load)), tr("to {port}", port=place(contract.deliver))]
    return ports, box.width - 6, box.bottom - contract_band(box).bottom - 1


def tech_title(box: pygame.Rect, card: TechCard) -> tuple[list[str], int, int]:
    """What `fitting` fits above a technology card's price: its title."""
    price_line = font(band_size(box), True).get_linesize()
    return [said(Term(card.title, "card"))], box.width - 6, box.height - price_line - 3


def fitting(texts: list[str], width: int, height: int, largest: int) -> tuple[int, list[str]]:
    """`fitted_lines`, remembered: the cards are fitted again every frame."""
    size, lines = fitted_lines(tuple(texts), width, height, largest)
    return size, list(lines)


@lru_cache(maxsize=2048)
def fitted_lines(texts: tuple[str, ...], width: int, height: int, largest: int) -> tuple[int, tuple[str, ...]]:
    """The largest type size (down to MIN_TYPE) at which the texts, each wrapped to `width`, fit in
    `height`, and their lines: whole words if they fit, otherwise breaking the words too long for a
    line; lines beyond the height at MIN_TYPE are left out as a last resort."""
    for breaking in (False, True):
        for size in range(largest, MIN_TYPE - 1, -1):
            paragraphs = [wrapped(text, size, width, breaking) for text in texts]
            lines = [line for paragraph in paragraphs for line in paragraph]
            if all(paragraphs) and len(lines) * font(size).get_linesize() <= height:
                return size, tuple(lines)
    lines = [line for text in texts for line in wrapped(text, MIN_TYPE, width, True)]
    return MIN_TYPE, tuple(lines[: max(1, height // font(MIN_TYPE).get_linesize())])


def wrapped(text: str, size: int, width: int, breaking: bool) -> list[str]:
    """`text` in lines no wider than `width`, broken between words; a word too long for a line makes
    the text not fit (no lines), unless `breaking`: then lines break anywhere."""
    text_font = font(size)
    if all(text_font.size(word)[0] <= width for word in text.split(" ")):
        return list(wrap(text, size, width))
    if not breaking:
        return []
    lines = [""]
    for char in text:
        if lines[-1] and text_font.size(lines[-1] + char)[0] > width:
            lines.append("")
        lines[-1] += char
    return [line.strip() for line in lines]


def title_size(row_height: int) -> int:
    """The type of a row's title over its cards: it grows with the row."""
    return max(CARD_TITLE_SIZE, row_height // 5)


def card_text_size(box: pygame.Rect) -> int:
    """The largest type of a card's text: it grows with the card."""
    return max(CARD_TEXT_SIZE, box.height // 4)


def title_width(title: str, row_height: int) -> int:
    return font(title_size(row_height), True).size(title)[0] + 8


def columns(row: pygame.Rect, widths: list[int]) -> list[pygame.Rect]:
    """The row split into a first column taking what `widths`, the columns after it, leave."""
    first = row.width - sum(widths) - 6 * len(widths)
    rects = [pygame.Rect(row.x, row.y, first, row.height)]
    for width in widths:
        rects.append(pygame.Rect(rects[-1].right + 6, row.y, width, row.height))
    return rects


def hand_sections(row: pygame.Rect, titles: tuple[str, str, str]) -> list[pygame.Rect]:
    """The hand row split into contracts, fuel and technology, each wide enough for its title."""
    fuel_card = max(16, round(row.height * 0.3))
    return columns(
        row,
        [
            max(title_width(titles[1], row.height), 7 * fuel_card + 6 * 4),
            max(title_width(titles[2], row.height), round(row.width * 0.17)),
        ],
    )


TOUCHING_SIDES = ("above", "below", "left", "right", "above right", "above left", "below right", "below left")
"""Where a port's name may touch its dot; the first four are the ones a map may choose."""


def place_waterway_names(
    lines: list[tuple[tuple[str, ...], tuple[tuple[int, int], ...]]],
    size: int,
    gap: int,
    clear: list[pygame.Rect],
    bounds: pygame.Rect,
) -> list[RiverName]:
    """Where each river's and canal's name is written: (text, centre, angle in degrees, where its letters
    lie), `gap` pixels beside a straight stretch of its course (`lines`: each fairway's waterways and its
    points) and parallel to it, on the side where it covers nothing of `clear`, crosses no other river and
    stays in `bounds`; a long river's name again every RIVER_NAME_SPACING pixels of its course. The longest
    rivers choose first; a name with no room anywhere is left off."""
    segments = [(a, b) for _, points in lines for a, b in pairwise(points)]
    courses: dict[str, list[tuple[tuple[int, int], tuple[int, int]]]] = {}
    for names, points in lines:
        for name in names:
            courses.setdefault(name, []).extend(pairwise(points))

    def length(course: list[tuple[tuple[int, int], tuple[int, int]]]) -> float:
        return sum(math.dist(a, b) for a, b in course)

    taken = list(clear)
    written: list[RiverName] = []
    for name, course in sorted(courses.items(), key=lambda item: -length(item[1])):
        text = said(place(name))
        width, height = font(size).size(text)
        own = set(course)  # a name may cross its own river where it bends, never another
        middle = (
            sum(a[0] + b[0] for a, b in course) / (2 * len(course)),
            sum(a[1] + b[1] for a, b in course) / (2 * len(course)),
        )
        spots: list[tuple[float, tuple[int, int], float, list[pygame.Rect]]] = []
        for a, b in stretches(course):
            reach = math.dist(a, b)
            if reach < width + 4:
                continue
            ux, uy = (b[0] - a[0]) / reach, (b[1] - a[1]) / reach
            angle = -math.degrees(math.atan2(uy, ux))
            if angle > 90 or angle <= -90:  # never upside down
                angle = angle - 180 if angle > 0 else angle + 180
            free = 0.5 - (width / 2 + 2) / reach  # how far from the middle the name may slide along the stretch
            for t in (0.5, 0.5 - free / 2, 0.5 + free / 2, 0.5 - free, 0.5 + free):
                for side in (-1, 1):
                    offset = height * 0.375 + gap
                    centre = (
                        round(a[0] + ux * reach * t - uy * offset * side),
                        round(a[1] + uy * reach * t + ux * offset * side),
                    )
                    boxes = text_boxes(centre, (ux, uy), width, height)
                    if (
                        not all(bounds.contains(box) for box in boxes)
                        or any(box.collidelist(taken) >= 0 for box in boxes)
                        or any(box.clipline(*segment) for box in boxes for segment in segments if segment not in own)
                    ):
                        continue
                    spots.append((math.dist(centre, middle), centre, angle, boxes))
        chosen: list[tuple[int, int]] = []
        for _, centre, angle, boxes in sorted(spots, key=lambda spot: spot[0]):
            if (
                all(math.dist(centre, other) >= RIVER_NAME_SPACING for other in chosen)
                and len(chosen) < max(1, round(length(course) / RIVER_NAME_SPACING))
                and not any(box.collidelist(taken) >= 0 for box in boxes)
            ):
                chosen.append(centre)
                taken.extend(boxes)
                written.append((text, centre, angle, boxes))
    return written


def stretches(course: list[tuple[tuple[int, int], tuple[int, int]]]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The straight stretches of a river's course: each of its segments, and runs of up to four segments
    that bend less than RIVER_BEND degrees at each joint, from the run's first point to its last."""

    def heading(segment: tuple[tuple[int, int], tuple[int, int]]) -> float:
        (ax, ay), (bx, by) = segment
        return math.atan2(by - ay, bx - ax)

    def bends_little(one: Leader, other: Leader) -> bool:
        turn = abs(heading(one) - heading(other)) % (2 * math.pi)
        return min(turn, 2 * math.pi - turn) < math.radians(RIVER_BEND)

    directed = [*course, *((b, a) for a, b in course)]
    runs = [[segment] for segment in directed]
    found = list(course)
    for _ in range(3):
        runs = [
            [*run, nxt]
            for run in runs
            for nxt in directed
            if nxt[0] == run[-1][1] and nxt[1] != run[-1][0] and bends_little(run[-1], nxt)
        ]
        found += [(run[0][0], run[-1][1]) for run in runs]
    return found


def text_boxes(centre: tuple[int, int], direction: tuple[float, float], width: int, height: int) -> list[pygame.Rect]:
    """Squares along a line of text of `width` and `height` centred on `centre` and running in `direction`:
    what slanted text covers, closer than its bounding box."""
    side = round(height * 0.75)  # the letters, without the line's leading
    count = max(1, math.ceil(width / side))
    boxes = []
    for n in range(count):
        along_text = (n + 0.5) * width / count - width / 2
        box = pygame.Rect(0, 0, side, side)
        box.center = (round(centre[0] + direction[0] * along_text), round(centre[1] + direction[1] * along_text))
        boxes.append(box)
    return boxes


def draw_along(surface: pygame.Surface, text: str, centre: tuple[int, int], angle: float, size: int) -> None:
    """A river's name centred on `centre`, turned `angle` degrees, with a pale halo."""
    width, height = font(size).size(text)
    image = pygame.Surface((width + 2, height + 2), pygame.SRCALPHA)
    halo = rendered(text, size, PAPER)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
        image.blit(halo, (dx, dy))
    image.blit(rendered(text, size, RIVER_NAME), (1, 1))
    turned = pygame.transform.rotate(image, angle)
    surface.blit(turned, turned.get_rect(center=centre))


def moved_labels(
    labels: dict[str, tuple[pygame.Rect, Leader | None]], by: tuple[int, int]
) -> dict[str, tuple[pygame.Rect, Leader | None]]:
    def moved(point: tuple[int, int]) -> tuple[int, int]:
        return point[0] + by[0], point[1] + by[1]

    return {
        name: (spot.move(by), None if leader is None else (moved(leader[0]), moved(leader[1])))
        for name, (spot, leader) in labels.items()
    }


def moved_rivers(rivers: list[RiverName], by: tuple[int, int]) -> list[RiverName]:
    return [
        (text, (centre[0] + by[0], centre[1] + by[1]), angle, [box.move(by) for box in boxes])
        for text, centre, angle, boxes in rivers
    ]


def factory_box(dot: tuple[int, int], r: int) -> pygame.Rect:
    """Where a mainport's factory stands beside its dot of radius `r`."""
    return pygame.Rect(dot[0] - r - 8, dot[1] + r + 2, 9, 11)


def label_spots(size: tuple[int, int], dot: pygame.Rect, preferred: str) -> Iterator[pygame.Rect]:
    """Where a port's name of `size` may go around its `dot`, best first: the map's side of the dot, the
    other sides and the corners, then further out in sixteen directions (with a leader line)."""
    x, y = dot.center
    width, height = size
    gap = dot.width // 2
    touching = {
        "above": ("midbottom", (x, y - gap)),
        "below": ("midtop", (x, y + gap)),
        "left": ("midright", (x - gap - 1, y)),
        "right": ("midleft", (x + gap + 1, y)),
        "above right": ("bottomleft", (x + gap * 2 // 3, y - gap * 2 // 3)),
        "above left": ("bottomright", (x - gap * 2 // 3, y - gap * 2 // 3)),
        "below right": ("topleft", (x + gap * 2 // 3, y + gap * 2 // 3)),
        "below left": ("topright", (x - gap * 2 // 3, y + gap * 2 // 3)),
    }
    order = [preferred, *(side for side in TOUCHING_SIDES if side != preferred)]
    for side in order:
        rect = pygame.Rect((0, 0), size)
        setattr(rect, touching[side][0], touching[side][1])
        yield rect
    for ring in range(1, 7):
        reach = gap + ring * height
        for step in range(16):
            angle = math.radians(-90 + 22.5 * step)
            dx, dy = math.cos(angle), math.sin(angle)
            rect = pygame.Rect((0, 0), size)
            rect.center = (
                round(x + dx * (reach + width / 2 * abs(dx))),
                round(y + dy * (reach + height / 2 * abs(dy))),
            )
            yield rect


LABEL_PASSES = 8
"""How often the names are placed again, the ones left without a free spot choosing first."""


def place_labels(
    names: list[str],
    sizes: dict[str, tuple[int, int]],
    preferred: dict[str, str],
    dots: dict[str, pygame.Rect],
    bounds: pygame.Rect,
    blocked: list[pygame.Rect],
    avoided: list[pygame.Rect],
) -> dict[str, tuple[pygame.Rect, Leader | None]]:
    """Each port's name beside its dot, where it covers no other name, no port's dot and nothing
    `blocked`, inside `bounds`, covering as little of `avoided` (sea names, fairway spaces) as it can: the
    most crowded ports choose first, each its nearest free spot, a name away from its dot with a leader
    line to it. Names left without a free spot choose first in the next pass. Should none be free, a name
    takes the spot that covers least (a test holds the shipped boards to none)."""

    def crowd(name: str) -> int:
        x, y = dots[name].center
        reach = 3 * sizes[name][0]
        return sum(
            1 for other, box in dots.items() if other != name and abs(box.centerx - x) + abs(box.centery - y) < reach
        )

    def placed_in(order: list[str]) -> tuple[dict[str, tuple[pygame.Rect, Leader | None]], list[str]]:
        taken: list[pygame.Rect] = []
        leaders: list[Leader] = []
        placed: dict[str, tuple[pygame.Rect, Leader | None]] = {}
        stuck: list[str] = []
        for name in order:
            dot = dots[name]
            others = [box for other, box in dots.items() if other != name]
            best: tuple[float, pygame.Rect, Leader | None] | None = None
            for rank, spot in enumerate(label_spots(sizes[name], dot, preferred[name])):
                near = rank < len(TOUCHING_SIDES)
                # Near its dot first: each ring further out costs more than covering a few fairway spaces.
                distance = rank if near else len(TOUCHING_SIDES) + 12 * ((rank - len(TOUCHING_SIDES)) // 16 + 1)
                if best is not None and distance >= best[0]:
                    break  # the spots further out cost more whatever they cover
                clashes = (
                    len(spot.collidelistall(taken))
                    + len(spot.collidelistall(others))
                    + len(spot.collidelistall(blocked))
                )
                cost = distance + 3 * len(spot.collidelistall(avoided)) + 1000 * clashes
                cost += 0 if bounds.contains(spot) else 100000
                if best is not None and cost >= best[0]:
                    continue
                leader = None if near else (dot.center, nearest_point(spot, dot.center))
                if leader is not None:
                    reach = pygame.Rect(leader[0], (1, 1)).union(pygame.Rect(leader[1], (1, 1)))
                    crossed = [box for box in (*taken, *others) if box.colliderect(reach)]
                    cost += 1000 * (
                        sum(1 for box in crossed if box.clipline(*leader))
                        + sum(1 for line in leaders if crossing(leader, line))
                    )
                if best is None or cost < best[0]:
                    best = (cost, spot, leader)
            assert best is not None
            least, spot, leader = best
            if least >= 1000:
                stuck.append(name)
            taken.append(spot)
            if leader is not None:
                leaders.append(leader)
            placed[name] = (spot, leader)
        return placed, stuck

    order = sorted(names, key=crowd, reverse=True)
    best_placed, best_stuck = placed, stuck = placed_in(order)
    for _ in range(LABEL_PASSES):
        if not best_stuck:
            break
        order = [*stuck, *(name for name in order if name not in stuck)]
        placed, stuck = placed_in(order)
        if len(stuck) < len(best_stuck):
            best_placed, best_stuck = placed, stuck
    return {name: best_placed[name] for name in names}


def nearest_point(rect: pygame.Rect, point: tuple[int, int]) -> tuple[int, int]:
    """The point of `rect` (its edge or inside) nearest to `point`."""
    return min(max(point[0], rect.left), rect.right - 1), min(max(point[1], rect.top), rect.bottom - 1)


def crossing(one: Leader, other: Leader) -> bool:
    """Whether two line segments cross."""

    def turn(a: tuple[int, int], b: tuple[int, int], c: tuple[int, int]) -> int:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    (a, b), (c, d) = one, other
    return turn(a, b, c) * turn(a, b, d) < 0 and turn(c, d, a) * turn(c, d, b) < 0


def side_of(rect: pygame.Rect, dot: tuple[int, int]) -> str:
    """Which side of its dot a name lies on, by where most of it lies (ships moor on the other side)."""
    dx, dy = rect.centerx - dot[0], rect.centery - dot[1]
    if abs(dy) * 3 >= abs(dx):
        return "above" if dy < 0 else "below"
    return "left" if dx < 0 else "right"


def draw_label(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int) -> None:
    """A port name in `rect`, with a pale halo so it reads over water, land and leader lines."""
    image = rendered(text, size, INK, True)
    halo = rendered(text, size, PAPER, True)
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        surface.blit(halo, rect.move(dx, dy))
    surface.blit(image, rect)


def draw_dashed(
    surface: pygame.Surface, colour: tuple[int, int, int], start: tuple[int, int], end: tuple[int, int]
) -> None:
    """A line drawn in dashes of 6 pixels, 4 apart."""
    length = math.dist(start, end)
    for at in range(0, int(length), 10):
        a, b = at / length, min(at + 6, length) / length
        pygame.draw.line(
            surface,
            colour,
            (start[0] + (end[0] - start[0]) * a, start[1] + (end[1] - start[1]) * a),
            (start[0] + (end[0] - start[0]) * b, start[1] + (end[1] - start[1]) * b),
            2,
        )


def bounding(points: Sequence[tuple[float, float]]) -> pygame.Rect:
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)) + 1, round(max(ys) - min(ys)) + 1)
