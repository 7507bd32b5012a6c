"""The Competitors board: the world map with its sea hexes, territories, borders, ports and airports.

The static map is drawn once per zoom level into a surface covering the whole world (at layout), so a
frame is one or two blits plus the few things that change: highlights, the hovered territory, the
headquarters tokens and the aircraft ruler. The world wraps left to right like the globe it is.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.competitors.actions import (
    DECK_PREFIX,
    HAND,
    HAND_PREFIX,
    SOURCE_PREFIX,
    TARGET_PREFIX,
    VEHICLE_PREFIX,
    SignContract,
    contract_label,
    item_label,
    vehicle_label,
    vehicle_term,
)
from game.competitors.data import ContractCard, load_data
from game.competitors.effects import customs_effect, natural_effect, special_effect
from game.competitors.kinds import Border, ContractKind, DecisionKind, DrawnKind, Phase, Thing, VehicleKind
from game.competitors.movement import danger_event, flights, may_land
from game.competitors.rules import CompetitorsGame, rules, territory_of
from game.competitors.state import (
    HEX_PREFIX,
    HIDDEN,
    CompetitorsState,
    Drawn,
    Signed,
    Vehicle,
    air_point,
    hex_name,
    hex_of,
    on_land,
)
from game.competitors.trade import trade_decision
from game.competitors.world import (
    FUEL_COSTS,
    TERRAIN_COST,
    Point,
    Territory,
    World,
    load_world,
    point_in_polygon,
)
from game.core.messages import Items, Money, SeatRef, Term, msg, place
from game.core.protocol import Action, Config, State, thing_of
from sprites.board import BoardView, bounding, shape_contains, shape_key
from sprites.widgets import (
    ALERT,
    BRASS,
    CREAM,
    HIGHLIGHT,
    INK,
    LEAST_MARKER,
    LEAST_TEXT,
    PAPER,
    draw_seat_marker,
    draw_text,
    fitted,
    font,
    haloed,
    wrap,
)
from words import tr, trn

OCEAN = (27, 66, 104)
DEEP_OCEAN = (18, 44, 72)
RULER_NOTCHES = ((70, 170, 70), (230, 196, 60), (210, 60, 50))
"""Green, yellow, red: the aircraft ruler's fuel notches."""
TERRAIN_FROM_ZOOM = 0.55
TERRAIN_SPACING = 34
"""Map pixels between the little terrain symbols scattered over each territory."""
PLACES_FROM_ZOOM = 0.35
"""Ports and airports are drawn from this zoom on; further out they would only clutter."""
SEA_HEX = (36, 82, 126)
SEA_HEX_EDGE = (48, 98, 144)
COAST = (32, 40, 46)
REGIONAL = (96, 96, 88)
CUSTOMS_EDGE = (190, 40, 36)
CUSTOMS_CORE = (250, 246, 236)
CROSSING = (238, 196, 64)
CONTINENT_COLOURS = {
    "North America": (222, 184, 124),
    "South America": (154, 196, 118),
    "Europe": (226, 208, 132),
    "Africa": (212, 152, 104),
    "Asia": (206, 168, 186),
    "Oceania": (142, 196, 176),
}
CUSTOMS_COLOURS = dict(zip(("green", "yellow", "red"), RULER_NOTCHES, strict=True))
DRAWN_WIDTH = 250
"""The width of the box of the latest customs cards and dice, on a 1280x720 window."""
DIE = 24
TRACK_ROW = 34
"""The height of the victory point track at the foot of the tray, on a 1280x720 window."""
ZOOMS = (0.6, 0.9, 1.35)
FOCUS_SIZE = 40
"""How many pixels across (at 1280x720) the smallest territory brought into sight (`focus`) is zoomed to, at least."""
"""Map pixels to screen pixels, beyond the zoom that fits the whole world in view."""
LABEL_SIZES = ((0.5, 11), (0.8, 12), (1.2, 14), (99, 16))
LIT_NAME = 14
"""The size of a lit territory's name the map leaves out (`draw_names`)."""
NAME_REACH = 4
"""How far from its territory such a name may lie: half card widths across, card heights up or down."""
PAN_STEP = 120
TRAY_COLOUR = (46, 32, 21)
TOKEN = 56
"""The headquarters token waiting in the tray, the strip along the bottom of the board."""
KEY_ROW = 24
KEY_GAP = 40
"""Continent key: row height, and the room a swatch and the gap after a name take."""
PROMPT_FONT = 14
PROMPT_LINE = 20
LEGEND_ROW = 22
LEGEND_FONT = 12
BASE_BOARD_HEIGHT = 640
"""About the board's height in a 1280x720 window: the tray's sizes here are written for it."""
HAND_MORE = "hand:more"
"""The last place of a hand too long for its rows: how many more cards, named in its tooltip."""
HAND_ROWS = 3
HAND_ROW = 22
HAND_FONT = 12
HAND_GAP = 6
"""The hand strip above the tray: rows of cards, their height and writing, the room between two cards."""
DECKS = ("territory", "contract")
"""The draw piles at the hand strip's right end, one above the other: dragged onto the hand, one draws."""
CARD_BACK = (92, 64, 44)
ILLEGAL_CARD = (58, 30, 34)
SPECIAL_CARD = (246, 214, 128)
"""The faces of an illegal contract card (dark, its writing light) and of a special one (gold)."""


def shade(colour: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """Lighter (amount > 0) or darker (amount < 0) by a fraction."""
    if amount >= 0:
        return tuple(round(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]
    return tuple(round(c * (1 + amount)) for c in colour)  # type: ignore[return-value]


def territory_colour(territory: Territory) -> tuple[int, int, int]:
    """The continent's colour, varied a little per territory so neighbours stand apart."""
    variation = (sum(map(ord, territory.name)) % 5 - 2) * 0.045
    return shade(CONTINENT_COLOURS[territory.continent], variation)


def border_segments(world: World) -> list[tuple[Point, Point, Border | None]]:
    """Every outline edge once, with the border it is, None for a coast (shared edges are identical points)."""
    owners: dict[tuple[Point, Point], list[str]] = {}
    for territory in world.territories.values():
        for polygon in territory.outline:
            for i, a in enumerate(polygon):
                b = polygon[i - 1]
                owners.setdefault((min(a, b), max(a, b)), []).append(territory.name)
    segments = []
    for (a, b), names in owners.items():
        kind = None if len(names) == 1 else world.borders[names[0]].get(names[1], Border.REGIONAL)
        segments.append((a, b, kind))
    order = {None: 0, Border.REGIONAL: 1, Border.CUSTOMS: 2}
    return sorted(segments, key=lambda s: order[s[2]])


def terrain_marks(world: World) -> list[tuple[float, float, str]]:
    """Where to scatter terrain symbols: a staggered grid inside each territory that is not plain,
    clear of its name, port and airport."""
    marks = []
    for territory in world.territories.values():
        if territory.terrain == "plain":
            continue
        left, top, right, bottom = territory.bounds
        keep_clear = [p for p in (territory.port_at, territory.airport_at) if p is not None]
        lx, ly = territory.label_at
        row = 0
        y = top + TERRAIN_SPACING / 2
        while y < bottom:
            x = left + TERRAIN_SPACING * (0.25 + 0.5 * (row % 2))
            while x < right:
                clear = not (abs(x - lx) < 70 and abs(y - ly) < 22) and all(
                    math.dist((x, y), p) > 14 for p in keep_clear
                )
                if clear and any(point_in_polygon((x, y), polygon) for polygon in territory.outline):
                    marks.append((x, y, territory.terrain))
                x += TERRAIN_SPACING
            y += TERRAIN_SPACING * 0.8
            row += 1
    return marks


def draw_terrain(surface: pygame.Surface, terrain: str, center: Point, size: float) -> None:
    """A small symbol of a territory's terrain: peaks, snow, dunes or trees."""
    x, y = center
    if terrain == "mountain":
        pygame.draw.lines(
            surface,
            (120, 88, 60),
            False,
            [(x - size, y + size * 0.6), (x, y - size * 0.6), (x + size, y + size * 0.6)],
            2,
        )
    elif terrain == "frozen":
        for dx, dy in ((1, 0), (0.5, 0.87), (0.5, -0.87)):
            pygame.draw.line(
                surface,
                (245, 250, 255),
                (x - dx * size * 0.7, y - dy * size * 0.7),
                (x + dx * size * 0.7, y + dy * size * 0.7),
                1,
            )
    elif terrain == "desert":
        for dx, dy in ((-0.6, 0.3), (0.0, -0.3), (0.6, 0.3)):
            pygame.draw.circle(surface, (150, 96, 46), (x + dx * size, y + dy * size), max(1.0, size * 0.18))
    elif terrain == "tropical forest":
        pygame.draw.line(surface, (70, 60, 40), (x, y), (x, y + size * 0.8), 1)
        pygame.draw.circle(surface, (52, 110, 52), (x, y - size * 0.1), size * 0.6)


@dataclass(frozen=True)
class Camera:
    level: int
    middle: Point
    zoomed: bool
    """Whether the player chose the zoom or panned (else the table fits the view to the phase)."""


PILE_STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (-1, -1), (1, -1), (-1, 1))
"""Where a piece piled on a spot lies from it, tried in turn: below, right, above, left, then across."""
HEADQUARTERS_MARGIN = 80
"""Map pixels of sea kept in sight beyond the westernmost and easternmost headquarters states while they are chosen."""
PACKINGS = ((2.2, 0.8, True), (1.2, 0.5, True), (1.2, 0.5, False), (0.6, 0.4, True), (0.6, 0.4, False), (0.5, 0, False))
"""How a territory's pieces are set out, the first that holds them all: (the grid's pitch in piece radii, how much of
a piece must lie inside the outline beyond its centre, in radii, whether they keep off the name). Apart and inside
first, off the name; then over the name rather than hiding one another; then overlapping."""

TRADE_DIALOG = "trade"
"""The trade dialog's name among the dialogs Competitors' registration declares (game/competitors/__init__.py)."""


class CompetitorsView(BoardView):
    """The world map of Competitors, with zoom and pan."""

    def __init__(self, game: Any, config: Config) -> None:
        super().__init__(game, config)
        self.world = load_world()
        self.segments = border_segments(self.world)
        self.terrain_marks = terrain_marks(self.world)
        grid = self.world.grid
        self.lakes = [(c, r) for r in range(grid.rows) for c in range(grid.columns) if (c, r) not in self.world.sea]
        self.levels: list[float] = []
        self.maps: list[pygame.Surface] = []
        self.level = 0
        self.filled = 0.0
        """The zoom at which the world is as high as the map (a level of its own when it is well above the whole
        world's)."""
        self.fitting: tuple[int, int] = (0, 0)
        """The levels the table picks: while headquarters are chosen (every headquarters state in sight, the map
        filled as far as that allows), then for the game (the world as high as the map)."""
        self.fitted: tuple[int, bool] | None = None
        """The level the table last picked and whether for choosing headquarters; None: pick afresh."""
        states = [t.bounds for t in self.world.territories.values() if t.headquarters]
        self.headquarters_span = (min(b[0] for b in states), max(b[2] for b in states))
        """From the westernmost headquarters state to the easternmost, in map pixels."""
        self.zoomed = False
        self.grow = 1.0
        """How much larger than on a 1280x720 window the tray's writing and the pieces are."""
        self.offset = (0.0, 0.0)
        """The map point at the top left of the board rect."""
        self.cameras: dict[int | None, Camera] = {}
        """Each seat's map as it last looked at it: kept across turns, hand-offs and the table's rebuilds."""
        self.camera_seat: int | None = None
        """The seat whose camera the map shows."""
        self.panning: tuple[int, int] | None = None
        self.placed: str | None = None
        """The vehicle of the latest question where to bring one (the view turned to it once)."""
        self.mouse: tuple[int, int] | None = None
        """Where the mouse last moved over the map: the wheel zooms around it."""
        self.legend: pygame.Surface | None = None
        self.continent_key = pygame.Rect(0, 0, 0, 0)
        """Where this frame's continent key was written (none: empty): the drawn cards and dice lie clear of it."""
        self.legend_top = 12 + PROMPT_LINE
        """Where the legend starts in the tray: below as many prompt lines as the longest prompt needs."""
        self.tray_height = self.legend_top + 8 + 2 * LEGEND_ROW
        """The strip under the map: the prompt and as many legend rows as the width needs."""
        self.tray_token = pygame.Rect(0, 0, 0, 0)
        self.hand_height = 0
        """The strip of the looking seat's cards between the map and the tray."""
        self.label_boxes: dict[float, dict[str, pygame.Rect]] = {}
        """Where each territory's name is written on the world drawn at a zoom (in that image's pixels)."""
        self.piece_spots: dict[str, list[tuple[int, int]]] = {}
        """This frame's spots on screen of the pieces in each territory not drawn yet (headquarters, branches,
        vehicles)."""
        self.piece_room: dict[str, int] = {}
        """The least distance between two pieces' centres in each territory this frame: how much of a piece is its
        own to pick up."""
        self.spot_cache: dict[tuple[str, int, int, float], list[Point]] = {}
        """A territory's spots for a number of pieces of a size, at a zoom (in map points)."""
        self.piece_rects: list[pygame.Rect] = []
        """The latest drawing's squares on screen of the pieces standing in territories: what a lit territory's name
        card keeps off (`draw_names`)."""

    # --- geometry -------------------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self.levels[self.level]

    def wrap_shift(self, x: float) -> float:
        """The whole turns of the globe to add to a map x so that it shows nearest the board's middle."""
        width = self.world.grid.width
        middle = self.offset[0] + self.map_rect().width / self.zoom / 2
        return round((middle - x) / width) * width

    def to_screen(self, point: Point, shift: float | None = None) -> tuple[int, int]:
        """A map point on screen, on the copy of the world nearest the view's middle (the world wraps)."""
        x = point[0] + (self.wrap_shift(point[0]) if shift is None else shift)
        return round(self.rect.x + (x - self.offset[0]) * self.zoom), round(
            self.rect.y + (point[1] - self.offset[1]) * self.zoom
        )

    def to_map(self, pos: tuple[int, int]) -> Point:
        x = (self.offset[0] + (pos[0] - self.rect.x) / self.zoom) % self.world.grid.width
        return x, self.offset[1] + (pos[1] - self.rect.y) / self.zoom

    def map_rect(self) -> pygame.Rect:
        """The part of the board that shows the map (above the hand and the tray)."""
        return pygame.Rect(
            self.rect.x, self.rect.y, self.rect.width, self.rect.height - self.tray_height - self.hand_height
        )

    def hand_rect(self) -> pygame.Rect:
        """The strip of the looking seat's cards, between the map and the tray."""
        return pygame.Rect(
            self.rect.x, self.rect.bottom - self.tray_height - self.hand_height, self.rect.width, self.hand_height
        )

    def legend_room(self) -> int:
        """The legend's width beside the headquarters token (the narrowest it gets)."""
        return self.rect.width - self.px(TOKEN) - 40

    def prompt_room(self, dragging: bool) -> int:
        """The prompt's width: beside the headquarters token while it is dragged from the tray."""
        return self.rect.width - 20 - (self.px(TOKEN) + 10 if dragging else 0)

    def prompt_lines(self, seat: int | None, dragging: bool = False) -> tuple[str, ...]:
        return wrap(tray_prompt(seat, dragging), self.px(PROMPT_FONT), self.prompt_room(dragging), True)

    def px(self, size: int) -> int:
        """A size written for a 1280x720 window, at this board's size."""
        return round(size * self.grow)

    def keep_camera(self) -> None:
        """Remember where the seat looking now has the map (zoom level, the map point in the middle, whether they chose
        it), to show it as they left it when they look again."""
        if self.levels:
            self.cameras[self.camera_seat] = Camera(self.level, self.to_map(self.map_rect().center), self.zoomed)

    def take_camera(self, seat: int | None) -> None:
        """Show the map as `seat` last had it; a seat looking for the first time gets the table's choice (the
        fitting zoom, its headquarters in the middle: `draw`)."""
        self.camera_seat = seat
        self.fitted = None
        camera = self.cameras.get(seat)
        self.level = min(camera.level, len(self.levels) - 1) if camera else 0
        self.zoomed = camera.zoomed if camera else False
        self.center_on(camera.middle if camera else (self.world.grid.width / 2, self.world.grid.height / 2))

    def layout(self, rect: pygame.Rect) -> None:
        self.keep_camera()
        super().layout(rect)
        self.grow = max(1.0, min(2.0, rect.height / BASE_BOARD_HEIGHT))
        rows = 1 + max(row for _, row in legend_places(self.legend_room(), self.px(LEGEND_FONT)))
        seats = range(self.config.players)
        every = [
            self.prompt_lines(None),
            *(self.prompt_lines(s, dragging) for s in seats for dragging in (True, False)),
        ]
        self.legend_top = 12 + max(map(len, every)) * self.px(PROMPT_LINE)  # room for the longest prompt
        self.tray_height = self.legend_top + 8 + rows * self.px(LEGEND_ROW) + self.px(TRACK_ROW)
        self.hand_height = self.px(HAND_GAP) + HAND_ROWS * self.px(HAND_ROW)
        self.legend = None
        grid = self.world.grid
        area = self.map_rect()
        whole = min(area.width / grid.width, area.height / grid.height)
        filled = area.height / grid.height
        self.filled = filled
        west, east = self.headquarters_span
        choosing = min(filled, area.width / (east - west + 2 * HEADQUARTERS_MARGIN))
        self.levels = [whole]
        for zoom in (choosing, filled):
            if zoom > self.levels[-1] * 1.15:
                self.levels.append(zoom)
        self.fitting = (
            max(i for i, z in enumerate(self.levels) if z <= choosing * 1.001),
            max(i for i, z in enumerate(self.levels) if z <= filled * 1.001),
        )
        self.levels += [z for z in ZOOMS if z > self.levels[-1] * 1.25]
        self.label_boxes = {}
        self.spot_cache = {}
        self.maps = [self.render_world(z) for z in self.levels]
        if pygame.display.get_surface() is not None:  # the display's pixel format blits fastest
            self.maps = [world_map.convert() for world_map in self.maps]
        self.take_camera(self.seat)  # the table picks the zoom (`fitting_level`) until the player zooms
        self.tray_token = pygame.Rect(rect.x + 10, rect.bottom - self.tray_height + 14, self.px(TOKEN), self.px(TOKEN))
        self.shapes = {}

    def center_on(self, point: Point, screen: tuple[float, float] | None = None) -> None:
        """Puts a map point at a screen point (the board's centre by default), within the map's height."""
        area = self.map_rect()
        sx, sy = screen or area.center
        x = point[0] - (sx - area.x) / self.zoom
        visible = area.height / self.zoom
        y = point[1] - (sy - area.y) / self.zoom
        y = (
            min(max(y, 0.0), max(0.0, self.world.grid.height - visible))
            if visible < self.world.grid.height
            else ((self.world.grid.height - visible) / 2)
        )
        self.offset = (x % self.world.grid.width, y)

    def focus(self, names: set[str], keep: str | None = None) -> bool:
        """The lit territories (and pieces) in sight, zoomed until the smallest territory is `FOCUS_SIZE` pixels
        across (Europe's at the world's zoom are a few pixels) as far as keeps them all well inside the map; as the
        player left it when they are in sight at that zoom already. The piece `keep` stays where it was on screen
        when the lit places stay in sight so: a second click on it (setting a vehicle off) finds it there."""
        territories = self.world.territories
        lit = [territories[t] for n in names if (t := n.removeprefix(TARGET_PREFIX)) in territories]
        area = self.map_rect()
        pieces = [self.to_map(point) for n in names if (point := self.anchor(n)) and area.collidepoint(point)]
        if not lit:
            return False
        boxes = [t.bounds for t in lit] + [(x, y, x, y) for x, y in pieces]  # the lit pieces stay in sight too
        left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
        right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
        smallest = min(min(t.bounds[2] - t.bounds[0], t.bounds[3] - t.bounds[1]) for t in lit)
        levels = range(len(self.levels))
        wide, high = right - left, bottom - top
        fitting = [n for n in levels if max(wide / area.width, high / area.height) * self.levels[n] <= 0.7]
        large = next((n for n in levels if smallest * self.levels[n] >= self.px(FOCUS_SIZE)), levels[-1])
        level = min(large, max(fitting, default=0))

        def in_sight() -> bool:
            return all(area.collidepoint(self.to_screen((x, y))) for x in (left, right) for y in (top, bottom))

        if level == self.level and in_sight():
            return False
        held = self.anchor(keep) if keep else None
        held_at = self.to_map(held) if held and area.collidepoint(held) else None
        self.zoomed, self.level = True, level
        if held and held_at:
            self.center_on(held_at, held)
            if in_sight():
                return True
        self.center_on(((left + right) / 2, (top + bottom) / 2))
        return True

    def fitting_level(self, view: CompetitorsState) -> int:
        """While headquarters are chosen every headquarters state in sight (as high as the board where that leaves
        them all in sight: the Pacific is what the board's sides cut off), then the world as high as the board (no
        empty sea above and below it; it wraps east and west)."""
        return self.fitting[0] if view.phase == Phase.HEADQUARTERS else self.fitting[1]

    def set_level(self, level: int, around: tuple[int, int]) -> None:
        self.zoomed = True
        level = max(0, min(level, len(self.levels) - 1))
        if level != self.level:
            anchor = self.to_map(around)
            self.level = level
            self.center_on(anchor, around)

    # --- the static map -------------------------------------------------------------------------
    def render_world(self, zoom: float) -> pygame.Surface:
        grid = self.world.grid
        surface = pygame.Surface((math.ceil(grid.width * zoom), math.ceil(grid.height * zoom)))
        surface.fill(SEA_HEX)

        def scaled(points: Any) -> list[tuple[float, float]]:
            return [(x * zoom, y * zoom) for x, y in points]

        if zoom >= 0.5:
            self.draw_hex_edges(surface, zoom)
        for cell in self.lakes:  # water no ship reaches (and the land, drawn over next): no hexes
            pygame.draw.polygon(surface, OCEAN, scaled(grid.corners(cell)))
        self.draw_board_seams(surface, zoom)
        for territory in self.world.territories.values():
            for polygon in territory.outline:
                pygame.draw.polygon(surface, territory_colour(territory), scaled(polygon))
        width = {None: 1, Border.REGIONAL: 1, Border.CUSTOMS: max(2, round(3 * zoom))}
        for a, b, kind in self.segments:
            start, end = (a[0] * zoom, a[1] * zoom), (b[0] * zoom, b[1] * zoom)
            if kind == Border.CUSTOMS:
                pygame.draw.line(surface, CUSTOMS_EDGE, start, end, width[kind])
                pygame.draw.line(surface, CUSTOMS_CORE, start, end, 1)
            else:
                pygame.draw.line(surface, COAST if kind is None else REGIONAL, start, end, width[kind])
        for crossing in self.world.crossings.values():
            points = scaled(crossing.points)
            pygame.draw.lines(surface, (70, 50, 20), False, points, max(3, round(5 * zoom)))
            pygame.draw.lines(surface, CROSSING, False, points, max(1, round(3 * zoom)))
        if zoom >= TERRAIN_FROM_ZOOM:
            for x, y, terrain in self.terrain_marks:
                draw_terrain(surface, terrain, (x * zoom, y * zoom), max(3.0, 5 * zoom))
        self.draw_places(surface, zoom)
        self.draw_labels(surface, zoom)
        self.draw_wrap_arrows(surface, zoom)
        return surface

    def draw_hex_edges(self, surface: pygame.Surface, zoom: float) -> None:
        """The hex grid, drawn for two rows once and repeated down the map (the lakes hide their part)."""
        grid = self.world.grid
        period = 2 * grid.row_pitch * zoom
        strip = pygame.Surface((surface.get_width(), math.ceil((grid.row_pitch + grid.tile_height) * zoom) + 2))
        strip.fill((0, 0, 0))
        strip.set_colorkey((0, 0, 0))
        for row in (0, 1):
            for col in range(grid.columns + 1):
                corners = [(x * zoom, y * zoom) for x, y in grid.corners((col, row))]
                pygame.draw.polygon(strip, SEA_HEX_EDGE, corners, 1)
        rows = 0
        while rows * period < surface.get_height():
            surface.blit(strip, (0, round(rows * period)))
            rows += 1

    def draw_board_seams(self, surface: pygame.Surface, zoom: float) -> None:
        """The printed map is 9 boards, 3 by 3: their seams show faintly on the sea."""
        w, h = surface.get_size()
        for i in (1, 2):
            pygame.draw.line(surface, shade(OCEAN, -0.25), (w * i / 3, 0), (w * i / 3, h), 1)
            pygame.draw.line(surface, shade(OCEAN, -0.25), (0, h * i / 3), (w, h * i / 3), 1)

    def draw_places(self, surface: pygame.Surface, zoom: float) -> None:
        if zoom < PLACES_FROM_ZOOM:
            return
        size = max(4, round(6 * zoom))
        for territory in self.world.territories.values():
            if territory.port_at:
                x, y = territory.port_at[0] * zoom, territory.port_at[1] * zoom
                draw_anchor(surface, (x, y), size)
            if territory.airport_at:
                x, y = territory.airport_at[0] * zoom, territory.airport_at[1] * zoom
                draw_plane(surface, (x, y), size, territory.airport == "intercontinental", territory.airport_on_border)

    def draw_labels(self, surface: pygame.Surface, zoom: float) -> None:
        """Names that fit their territory (on two lines at the "&" if need be) and no other name, the
        larger territories first; the rest show on hover."""
        size = self.px(next(s for limit, s in LABEL_SIZES if zoom <= limit))
        text_font = font(size, True)
        step = text_font.get_linesize() - 2
        taken: list[pygame.Rect] = []
        by_size = sorted(
            self.world.territories.values(), key=lambda t: (t.bounds[0] - t.bounds[2]) * (t.bounds[3] - t.bounds[1])
        )
        for territory in by_size:
            left, top, right, bottom = territory.bounds
            x, y = territory.label_at[0] * zoom, territory.label_at[1] * zoom
            lines = label_lines(tr(place(territory.name)), text_font, (right - left) * zoom * 1.15)
            width = max((text_font.size(line)[0] for line in lines), default=0)
            box = pygame.Rect(0, 0, width + 4, step * len(lines) + 2)
            box.center = (round(x), round(y))
            box.clamp_ip(surface.get_rect())  # a name at the world's edge stays whole on this side of it
            x, y = box.center
            if not lines or box.height > (bottom - top) * zoom or box.collidelist(taken) >= 0:
                if territory.headquarters:
                    draw_tower(surface, (x, y), size * 0.55)
                continue
            taken.append(box)
            self.label_boxes.setdefault(zoom, {})[territory.name] = box
            first = y - step * (len(lines) - 1) / 2
            for i, line in enumerate(lines):
                halo = shade(territory_colour(territory), 0.5)
                draw_halo_text(surface, line, size, (x, first + i * step), INK, halo)
            if territory.headquarters:
                draw_tower(surface, (x - width / 2 - size * 0.7, first), size * 0.55)
            if territory.red_flag:
                draw_red_flag(surface, (x + width / 2 + 3, first - size * 0.3), size)

    def draw_wrap_arrows(self, surface: pygame.Surface, zoom: float) -> None:
        label_font = font(max(LEAST_TEXT, round(12 * zoom)), True)
        for number, arrow in enumerate(self.world.wrap_arrows, start=1):
            for (x, y), direction in ((arrow.left, -1), (arrow.right, 1)):
                x, y = x * zoom, y * zoom
                r = max(6, 12 * zoom)
                tip = x + direction * r
                points = [(tip, y), (tip - direction * r * 1.6, y - r), (tip - direction * r * 1.6, y + r)]
                pygame.draw.polygon(surface, CREAM, points)
                pygame.draw.polygon(surface, INK, points, 1)
                text = label_font.render(str(number), True, INK)
                surface.blit(text, text.get_rect(center=(tip - direction * r * 0.9, y)))

    # --- every frame ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: State, highlights: set[str], hover: str | None) -> None:
        assert isinstance(view, CompetitorsState)
        if self.seat != self.camera_seat:  # another player looks (a hand-off): the map as they left it
            self.keep_camera()
            self.take_camera(self.seat)
        area = self.map_rect()
        fit = (self.fitting_level(view), view.phase == Phase.HEADQUARTERS)
        if not self.zoomed and fit != self.fitted:
            self.fitted, self.level = fit, fit[0]
            home = view.headquarters[self.seat] if self.seat is not None else None
            middle = self.world.grid.width / 2
            if view.phase == Phase.HEADQUARTERS:  # the headquarters states in the middle
                middle = sum(self.headquarters_span) / 2
            elif home:  # the looking company's home in the middle
                middle = self.world.territories[home].label_at[0]
            self.center_on((middle, self.world.grid.height / 2))
        placing = view.flow.current if view.flow.current and view.flow.current.kind == DecisionKind.PLACE else None
        if placing is not None and placing.subject != self.placed and placing.seat == self.seat:
            # a vehicle got in a trade may stand anywhere in the world: the view turns to it, to be brought home
            vehicle = next((v for v in view.vehicles if str(v.id) == placing.subject), None)
            if vehicle is not None:
                self.center_on((self.vehicle_point(vehicle, view)[0], self.world.grid.height / 2))
        self.placed = placing.subject if placing is not None else None
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip) if clip else area)
        self.continent_key = pygame.Rect(0, 0, 0, 0)
        surface.fill(DEEP_OCEAN, area)
        world_map = self.maps[self.level]
        x = round(self.offset[0] * self.zoom)
        y = round(self.offset[1] * self.zoom)
        top = area.y - y
        left = area.x - x
        while left < area.right:
            surface.blit(world_map, (left, top))
            left += world_map.get_width()
        if left - world_map.get_width() > area.x:
            surface.blit(world_map, (area.x - x - world_map.get_width(), top))
        self.draw_bands(surface, area, top, world_map.get_height())
        for name in highlights:
            self.outline(surface, name, BRASS, 3)
        if hover and hover.startswith(TARGET_PREFIX):
            self.outline(surface, hover, CREAM, 2)
            self.draw_ruler_rings(surface, hover)
        self.draw_danger(surface, view)
        for name in highlights:
            if name.startswith(HEX_PREFIX):
                corners = self.world.grid.corners(hex_of(name))
                shift = self.wrap_shift(corners[0][0])
                pygame.draw.polygon(surface, HIGHLIGHT, [self.to_screen(p, shift) for p in corners], 2)
        self.place_pieces(view)
        for seat, territory in enumerate(view.headquarters):
            if territory:
                self.draw_headquarters(surface, seat, self.piece_spot(territory))
        for seat in range(len(view.headquarters)):
            for branch in view.branches[seat]:
                self.draw_branch(surface, seat, self.piece_spot(branch))
        self.draw_vehicles(surface, view)
        if view.drawn:
            self.draw_drawn(surface, view.drawn)
        if view.offer is not None:
            self.draw_offer(surface, view)
        surface.set_clip(clip)
        self.draw_tray(surface, view)

    def draw_bands(self, surface: pygame.Surface, area: pygame.Rect, top: int, height: int) -> None:
        """Zoomed out, the sea below the world carries the colours of the continents (how to move the view
        is in the rules and the tooltips, not on the board)."""
        if area.bottom - top - height < 2 * KEY_ROW:
            return
        self.draw_continent_key(surface, pygame.Rect(area.x, top + height, area.width, area.bottom - top - height))

    def draw_continent_key(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        """Each continent's colour swatch and name, in as many centred rows as the band's width needs
        (none if the band is too low for them)."""
        labels = [
            (text_image(tr(Term(name, "continent")), 14, True, CREAM), colour)
            for name, colour in CONTINENT_COLOURS.items()
        ]
        rows: list[list[tuple[pygame.Surface, tuple[int, int, int]]]] = [[]]
        for label, colour in labels:
            if rows[-1] and key_width(rows[-1] + [(label, colour)]) > band.width - 20:
                rows.append([])
            rows[-1].append((label, colour))
        if len(rows) * KEY_ROW > band.height - 8:
            return
        y = band.centery - (len(rows) - 1) * KEY_ROW // 2
        widest = max(key_width(row) for row in rows)
        self.continent_key = pygame.Rect(band.centerx - widest // 2, y - KEY_ROW // 2, widest, len(rows) * KEY_ROW)
        for row in rows:
            x = band.centerx - key_width(row) // 2
            for label, colour in row:
                swatch = pygame.Rect(x, y - 8, 16, 16)
                pygame.draw.rect(surface, colour, swatch)
                pygame.draw.rect(surface, COAST, swatch, 1)
                surface.blit(label, label.get_rect(midleft=(x + 22, y)))
                x += label.get_width() + KEY_GAP
            y += KEY_ROW

    def draw_glow(self, surface: pygame.Surface, names: set[str], strong: bool) -> None:
        """As on any board for pieces; a territory, which is no shape of the board (the map finds it by its outline),
        is lit by its outline: a lesson's or a move told's place."""
        super().draw_glow(surface, names, strong)
        clip = surface.get_clip()
        surface.set_clip(clip.clip(self.map_rect()))
        for name in sorted(names - self.shapes.keys()):
            self.outline(surface, name, HIGHLIGHT, 5 if strong else 3)
        surface.set_clip(clip)

    def draw_names(self, surface: pygame.Surface, names: set[str]) -> None:
        """A lit territory whose name the map leaves out at this zoom (most of Europe, zoomed out), or writes under a
        piece, is named on a card beside the point below its name, off the names written, the pieces and the other
        cards, where there is room: "drive to Poland" then points at a Poland one can read."""
        self.name_cards = {}
        lit = {name.removeprefix(TARGET_PREFIX) for name in names} & self.world.territories.keys()
        if not lit:
            return
        area = self.map_rect()
        pieces = self.piece_rects + [  # and the ships at sea, the aircraft, the hand's cards
            pygame.Rect(key) if len(key := shape_key(shape)) == 4 else bounding(key) for shape in self.shapes.values()
        ]
        written = {  # with their halo
            name: self.screen_box(box).inflate(4, 4) for name, box in self.label_boxes.get(self.zoom, {}).items()
        }
        readable = {name for name, box in written.items() if box.collidelist(pieces) < 0}
        labels = list(written.values())
        size = self.px(LIT_NAME)
        clip = surface.get_clip()
        surface.set_clip(clip.clip(area))
        for name in sorted(lit - readable):
            image = text_image(tr(place(name)), size, True, INK)
            point = self.to_screen(self.world.territories[name].label_at)
            card = self.name_card_spot(image.get_rect().inflate(self.px(10), self.px(4)), point, labels, pieces)
            if (end := self.leader(card, point)) is not None:
                pygame.draw.line(surface, HIGHLIGHT, point, end, 2)
                pygame.draw.circle(surface, HIGHLIGHT, point, 3)
            labels.append(card)
            self.name_cards[TARGET_PREFIX + name] = card
            pygame.draw.rect(surface, PAPER, card, border_radius=self.px(4))
            pygame.draw.rect(surface, HIGHLIGHT, card, 2, border_radius=self.px(4))
            surface.blit(image, image.get_rect(center=card.center))
        surface.set_clip(clip)

    def name_card_spot(
        self, card: pygame.Rect, point: tuple[int, int], labels: list[pygame.Rect], pieces: list[pygame.Rect]
    ) -> pygame.Rect:
        """Where a lit territory's name card lies: inside the map, on as few names, cards and pieces as can be, its
        line to the territory across as few names and cards, and of those the spot nearest the point below the
        territory's name (`draw_names`)."""
        area = self.map_rect()

        def crossed(spot: pygame.Rect) -> tuple[int, int]:
            """What the card lies on, then what its line crosses."""
            end = self.leader(spot, point)
            line = 0 if end is None else sum(1 for label in labels if label.clipline(point, end))
            return len(spot.collidelistall(labels)) + len(spot.collidelistall(pieces)), line

        spots = [
            card.move_to(center=(point[0] + across * card.width // 2, point[1] + down * card.height))
            for across in range(-NAME_REACH, NAME_REACH + 1)
            for down in range(-NAME_REACH, NAME_REACH + 1)
        ]
        return min(spots, key=lambda spot: (not area.contains(spot), crossed(spot), math.dist(point, spot.center)))

    def leader(self, card: pygame.Rect, point: tuple[int, int]) -> tuple[int, int] | None:
        """Where the line from a territory to its name card set off from it ends (None: the card is beside the
        territory's point, no line)."""
        reach = self.vehicle_radius() + 3
        if card.inflate(2 * reach, 2 * reach).collidepoint(point):
            return None
        return min(max(point[0], card.left), card.right), min(max(point[1], card.top), card.bottom)

    def screen_box(self, box: pygame.Rect) -> pygame.Rect:
        """Where a rectangle of the world drawn at this zoom (a name's, `label_boxes`) is on screen."""
        x, y = self.to_screen((box.x / self.zoom, box.y / self.zoom))
        return pygame.Rect(x, y, box.width, box.height)

    def outline(self, surface: pygame.Surface, name: str, colour: tuple[int, int, int], width: int) -> None:
        territory = self.world.territories.get(name.removeprefix(TARGET_PREFIX))
        if territory is None:
            return
        shift = self.wrap_shift(territory.label_at[0])
        for polygon in territory.outline:
            pygame.draw.polygon(surface, colour, [self.to_screen(p, shift) for p in polygon], width)

    def draw_headquarters(self, surface: pygame.Surface, seat: int, center: tuple[int, int]) -> None:
        """A company's headquarters token under its territory's name. It carries "HQ", outlined so that it reads
        whole where it reaches beyond a narrow shape (a triangle, a star)."""
        radius = self.headquarters_radius()
        draw_seat_marker(surface, seat, center, radius)
        draw_halo_text(surface, tr("HQ"), max(LEAST_TEXT, radius - 2), center, CREAM, INK)

    def headquarters_radius(self) -> int:
        radius = self.px(max(10, round(12 * math.sqrt(self.zoom))))
        return max(radius, font(max(LEAST_TEXT, radius - 2), True).size(tr("HQ"))[0] // 2 + 3)

    def branch_radius(self) -> int:
        return self.px(max(7, round(8 * math.sqrt(self.zoom))))

    def vehicle_radius(self) -> int:
        return self.px(max(8, round(10 * math.sqrt(self.zoom))))

    def draw_offer(self, surface: pygame.Surface, view: CompetitorsState) -> None:
        """The trade dialog: who offers what to whom, side by side; the answers and the steps of composing it
        are in the move list."""
        offer = view.offer
        assert offer is not None
        area = self.map_rect()
        width = min(area.width - 40, 560)
        columns = [
            (tr("{seat} gives", seat=SeatRef(offer.proposer)), offer.give, offer.give_money),
            (tr("{seat} asks", seat=SeatRef(offer.proposer)), offer.take, offer.take_money),
        ]
        rows = [
            [tr(item_label(item)) for item in items]
            + ([tr(msg("{amount} in money", amount=Money(money)))] if money else [])
            or [tr("nothing")]
            for _, items, money in columns
        ]
        line = 20
        height = 70 + line * max(len(r) for r in rows)
        box = pygame.Rect(0, 0, width, height)
        box.midtop = (area.centerx, area.y + 12)
        pygame.draw.rect(surface, PAPER, box, border_radius=6)
        pygame.draw.rect(surface, BRASS, box, 3, border_radius=6)
        if offer.to:
            title = tr("Offer to {seats}", seats=Items(tuple(SeatRef(s) for s in offer.to)))
        else:
            title = tr("New offer: choose who it goes to")
        surface.blit(text_image(fitted(title, 16, width - 20, True), 16, True, INK), (box.x + 10, box.y + 8))
        half = (width - 30) // 2
        for number, ((heading, _, _), lines) in enumerate(zip(columns, rows, strict=True)):
            x = box.x + 10 + number * (half + 10)
            surface.blit(text_image(fitted(heading, 14, half, True), 14, True, INK), (x, box.y + 36))
            for row, text in enumerate(lines):
                surface.blit(text_image(fitted(text, 13, half), 13, False, INK), (x, box.y + 58 + row * line))

    def draw_drawn(self, surface: pygame.Surface, drawn: list[Drawn]) -> None:
        """The customs cards and dice of the latest move that drew or rolled, as they lie on the table: in the
        map's lower right corner (the southern sea), each with what it decided in words."""
        area = self.map_rect()
        width = min(self.px(DRAWN_WIDTH), area.width // 2)
        size, line, die = self.px(13), self.px(16), self.px(DIE)
        icons = 2 * die + self.px(14)
        rows = [(item, wrap(drawn_caption(item), size, width - icons - self.px(16))) for item in drawn]
        heights = [max(die + self.px(8), len(lines) * line) + self.px(6) for _, lines in rows]
        box = pygame.Rect(0, 0, width, sum(heights) + self.px(8))
        box.bottomright = (area.right - 8, area.bottom - 8)
        if box.colliderect(self.continent_key):  # over the continents' names at the foot: above them instead
            box.bottom = self.continent_key.top - 4
        pygame.draw.rect(surface, PAPER, box, border_radius=6)
        pygame.draw.rect(surface, BRASS, box, 2, border_radius=6)
        y = box.y + self.px(6)
        for (item, lines), height in zip(rows, heights, strict=True):
            middle = y + height // 2
            self.draw_drawn_icons(surface, item, (box.x + self.px(8), middle), die)
            top = middle - len(lines) * line // 2
            for number, text in enumerate(lines):
                draw_text(surface, text, (box.x + self.px(8) + icons, top + number * line), size, INK)
            y += height

    def draw_drawn_icons(self, surface: pygame.Surface, item: Drawn, left_middle: tuple[int, int], die: int) -> None:
        """A customs card in its colour, or the dice with their numbers (the d12 a pentagon, the d6 a square)."""
        x, middle = left_middle
        if item.kind == DrawnKind.CUSTOMS:
            card = load_data().customs_cards[item.values[0] - 1]
            rect = pygame.Rect(0, 0, die, die + self.px(8))
            rect.midleft = (x, middle)
            pygame.draw.rect(surface, CUSTOMS_COLOURS[card.colour], rect, border_radius=4)
            pygame.draw.rect(surface, INK, rect, 2, border_radius=4)
            return
        sides = {"weather": (6, 12), "save": (6,), "red_flag": (12,)}[item.kind]
        for number, (faces, value) in enumerate(zip(sides, item.values, strict=False)):
            center = (x + die // 2 + number * (die + self.px(8)), middle)
            if faces == 6:
                rect = pygame.Rect(0, 0, die, die)
                rect.center = center
                pygame.draw.rect(surface, CREAM, rect, border_radius=4)
                pygame.draw.rect(surface, INK, rect, 2, border_radius=4)
            else:
                points = [
                    (
                        center[0] + die * 0.58 * math.sin(k * math.tau / 5),
                        center[1] - die * 0.58 * math.cos(k * math.tau / 5),
                    )
                    for k in range(5)
                ]
                pygame.draw.polygon(surface, CREAM, points)
                pygame.draw.polygon(surface, INK, points, 2)
            digits = max(LEAST_TEXT, die * (3 if value < 10 else 2) // 5)
            draw_text(surface, str(value), center, digits, INK, bold=True, anchor="center")

    def draw_danger(self, surface: pygame.Surface, view: CompetitorsState) -> None:
        """The danger token's area: its territories outlined in red and dashed across."""
        event = danger_event(view)
        if event is None:
            return
        for name in event.area:
            territory = self.world.territories[name]
            shift = self.wrap_shift(territory.label_at[0])
            for polygon in territory.outline:
                points = [self.to_screen(p, shift) for p in polygon]
                if len(points) >= 3:
                    pygame.draw.polygon(surface, ALERT, points, 3)
            x, y = self.to_screen(territory.label_at)
            pygame.draw.circle(surface, ALERT, (x, y + 14), 7)
            pygame.draw.circle(surface, CREAM, (x, y + 14), 7, 2)
            mark = text_image("!", 11, True, CREAM)
            surface.blit(mark, mark.get_rect(center=(x, y + 14)))

    def draw_branch(self, surface: pygame.Surface, seat: int, center: tuple[int, int]) -> None:
        """A branch: the company's token, smaller than the headquarters, under the territory's name."""
        radius = self.branch_radius()
        draw_seat_marker(surface, seat, center, radius)
        label = text_image("B", max(LEAST_TEXT, radius), True, INK)
        surface.blit(label, label.get_rect(center=center))

    def place_pieces(self, view: CompetitorsState) -> None:
        """This frame's spot of every piece standing in a territory (headquarters, branches, then vehicles, in the
        order they are drawn): all of a territory's pieces inside its outline, fanned out below its name."""
        radii: dict[str, list[int]] = {}
        for territory in view.headquarters:
            if territory:
                radii.setdefault(territory, []).append(self.headquarters_radius())
        for branches in view.branches:
            for territory in branches:
                radii.setdefault(territory, []).append(self.branch_radius())
        for vehicle in view.vehicles:
            if vehicle.aboard is None and on_land(vehicle.at):
                radii.setdefault(vehicle.at, []).append(self.vehicle_radius())
        self.piece_spots = {}
        self.piece_room = {}
        self.piece_rects = []
        for name, sizes in radii.items():
            shift = self.wrap_shift(self.world.territories[name].label_at[0])
            spots = [self.to_screen(point, shift) for point in self.territory_spots(name, len(sizes), max(sizes))]
            self.piece_spots[name] = spots
            self.piece_rects += [
                pygame.Rect(x - r, y - r, 2 * r, 2 * r) for (x, y), r in zip(spots, sizes, strict=True)
            ]
            gaps = [math.dist(a, b) for number, a in enumerate(spots) for b in spots[number + 1 :]]
            self.piece_room[name] = round(min(gaps, default=2 * max(sizes)))

    def piece_spot(self, name: str) -> tuple[int, int]:
        """The centre of the next piece drawn in a territory (`place_pieces`)."""
        return self.piece_spots[name].pop(0)

    def territory_spots(self, name: str, count: int, radius: int) -> list[Point]:
        """Where `count` pieces of `radius` screen pixels stand in a territory, in map points: on a grid around the
        point below its name, each wholly inside the outline and off the name where there is room; packed closer
        (overlapping) where there is not; in a territory too small for them all, piled on the spots it has."""
        key = (name, count, radius, self.zoom)
        if key in self.spot_cache:
            return self.spot_cache[key]
        territory = self.world.territories[name]
        zoom = self.zoom
        box = self.label_boxes.get(zoom, {}).get(name)
        label = pygame.Rect(box.x / zoom, box.y / zoom, box.w / zoom, box.h / zoom) if box else None
        below = (box.height / 2 if box else 0) / zoom
        start = (territory.label_at[0], territory.label_at[1] + below + (radius + 2) / zoom)

        def inside(point: Point, edge: float) -> bool:
            """The point and the eight points `edge` away from it round about lie in the territory."""
            near = [(point[0] + dx * edge, point[1] + dy * edge) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
            return all(any(point_in_polygon(p, polygon) for polygon in territory.outline) for p in near)

        def on_name(point: Point) -> bool:
            return label is not None and label.inflate(clear, clear).collidepoint(point)

        def offshore(point: Point) -> bool:
            """Off the territory's largest land (on an island of it)."""
            return not point_in_polygon(point, territory.outline[0])

        clear = 2 * (radius + 1) / zoom
        found: list[Point] = []
        for pitch, margin, off_label in PACKINGS:
            step = pitch * radius / zoom
            reach = math.ceil(math.sqrt(count)) + 4
            edge = max(margin * radius, 1.5) / zoom  # a pixel and a half at least: rounded to pixels, still inside
            grid = [
                (start[0] + i * step, start[1] + j * step)
                for i in range(-reach, reach + 1)
                for j in range(-reach, reach + 1)
            ]
            spots = [  # on its largest land and off the name first: the first piece drawn (a headquarters) there
                point
                for point in sorted(grid, key=lambda p: (offshore(p), on_name(p), math.dist(p, start)))
                if inside(point, edge) and not (off_label and on_name(point))
            ]
            if len(spots) >= count:
                found = spots[:count]
                break
            found = spots if len(spots) > len(found) else found
        else:  # piled on the spots there are, each lap two pixels aside (each piece keeps a point of its own)
            spots = found or [territory.label_at]
            found = list(spots)
            for number in range(len(spots), count):
                (x, y), lap = spots[number % len(spots)], 2 * (number // len(spots)) / zoom
                aside = [(x + dx * lap, y + dy * lap) for dx, dy in PILE_STEPS]
                free = [p for p in aside if p not in found and inside(p, 0.5 / zoom)]
                found.append(free[0] if free else (x, y))
        self.spot_cache[key] = found
        return found

    def vehicle_point(self, vehicle: Vehicle, view: CompetitorsState) -> tuple[float, float]:
        """Where a vehicle stands on the map: trucks below the name, ships at the port, aircraft at the airport,
        at sea on its hex, in the sky where it is."""
        if vehicle.at.startswith(HEX_PREFIX):
            return self.world.grid.center(hex_of(vehicle.at))
        if not on_land(vehicle.at):
            return air_point(vehicle.at)
        territory = self.world.territories[vehicle.at]
        if vehicle.kind == VehicleKind.SHIP and territory.port_at:
            return territory.port_at
        if vehicle.kind == VehicleKind.AIRCRAFT and territory.airport_at:
            return territory.airport_at
        return territory.label_at[0], territory.label_at[1] + 16 / max(self.zoom, 0.3)

    def draw_vehicles(self, surface: pygame.Surface, view: CompetitorsState) -> None:
        """Each vehicle a piece in its owner's colour and shape, with its kind's letter; pieces on one spot
        fan out; a piece with goods on board carries a gold box."""
        self.shapes = {k: v for k, v in self.shapes.items() if not k.startswith(VEHICLE_PREFIX)}
        radius = self.vehicle_radius()
        holder = None
        if view.delivery is not None:
            holder = next((s.vehicle for s in view.signed if s.contract == view.delivery.contract), None)
        moving = view.movement.vehicle if view.movement is not None else None
        # the looking company's pieces over the others', the one on the move over all: what can be picked up is on top
        afloat = [v for v in view.vehicles if v.aboard is None and not on_land(v.at)]
        for vehicle in sorted(view.vehicles, key=lambda v: (v.id == moving, v.owner == self.seat)):
            if vehicle.aboard is not None:
                continue
            reach = radius
            if on_land(vehicle.at):  # in a territory (a ship in port, an aircraft at its airport): among its pieces
                center = self.piece_spot(vehicle.at)
                reach = max(1, min(radius, self.piece_room[vehicle.at] // 2))  # overlapping pieces: each its own part
            else:  # on its sea hex or its point in the sky, side by side with those there too
                x, y = self.to_screen(self.vehicle_point(vehicle, view))
                there = [v.id for v in afloat if v.at == vehicle.at]
                center = (round(x + (there.index(vehicle.id) - (len(there) - 1) / 2) * (radius + 3)), y)
            self.draw_piece(
                surface, vehicle, center, radius, holder is not None and holder in (vehicle.id, vehicle.cargo)
            )
            # only the part of a piece the map shows is picked up: the hand's cards lie below the map's edge
            self.shapes[f"{VEHICLE_PREFIX}{vehicle.id}"] = pygame.Rect(
                center[0] - reach, center[1] - reach, 2 * reach, 2 * reach
            ).clip(self.map_rect())

    def draw_piece(
        self, surface: pygame.Surface, vehicle: Vehicle, center: tuple[int, int], radius: int, goods: bool
    ) -> None:
        draw_seat_marker(surface, vehicle.owner, center, radius)
        # the kind's letter outlined in cream: it reads on every company's colour, the darkest included
        draw_halo_text(surface, vehicle_letter(vehicle.kind), max(LEAST_TEXT, radius), center, INK, CREAM)
        if vehicle.at.startswith("air:"):  # in flight: a white ring, the "aircraft in flight" token
            pygame.draw.circle(surface, CREAM, center, radius + 3, 2)
        if vehicle.cargo is not None:  # a truck on board: a small square at the side
            pygame.draw.rect(surface, INK, (center[0] + radius - 2, center[1] - radius, 7, 7))
        if goods:
            pygame.draw.rect(surface, BRASS, (center[0] - 4, center[1] + radius - 3, 8, 6))
            pygame.draw.rect(surface, INK, (center[0] - 4, center[1] + radius - 3, 8, 6), 1)

    def draw_tray(self, surface: pygame.Surface, view: CompetitorsState) -> None:
        """The strip under the map: the token to drag (while choosing) and the legend."""
        tray = pygame.Rect(self.rect.x, self.rect.bottom - self.tray_height, self.rect.width, self.tray_height)
        pygame.draw.rect(surface, TRAY_COLOUR, tray)
        pygame.draw.line(surface, BRASS, tray.topleft, tray.topright, 2)
        seat = view.current_player
        x = tray.x + 12
        self.shapes = {name: shape for name, shape in self.shapes.items() if name.startswith(VEHICLE_PREFIX)}
        # the seat looking drags its own token; at a hot-seat table in a public decision nobody's view is
        # private (seat None), and whoever is to act drags from the shared view
        if seat >= 0 and view.headquarters[seat] is None and self.seat not in (seat, None):
            prompt = self.prompt_lines(seat)
        elif seat >= 0 and view.headquarters[seat] is None:
            self.shapes[f"{SOURCE_PREFIX}{seat}"] = self.tray_token
            draw_seat_marker(surface, seat, self.tray_token.center, self.tray_token.width // 2 - 2)
            label = text_image(tr("HQ"), self.px(15), True, CREAM)
            surface.blit(label, label.get_rect(center=self.tray_token.center))
            x = self.tray_token.right + 12
            prompt = self.prompt_lines(seat, dragging=True)
        else:
            prompt = self.prompt_lines(None) if view.phase == Phase.HEADQUARTERS else self.round_lines(view)
        for number, line in enumerate(prompt):
            surface.blit(
                text_image(line, self.px(PROMPT_FONT), True, CREAM), (x, tray.y + 8 + number * self.px(PROMPT_LINE))
            )
        if self.legend is None:
            self.legend = pygame.Surface((self.legend_room(), tray.height - self.legend_top - self.px(TRACK_ROW)))
            self.legend.fill(TRAY_COLOUR)
            draw_legend(self.legend, self.px(LEGEND_FONT), self.px(LEGEND_ROW))
        surface.blit(self.legend, (x, tray.y + self.legend_top))
        track = pygame.Rect(tray.x, tray.bottom - self.px(TRACK_ROW), tray.width, self.px(TRACK_ROW))
        self.draw_track(surface, view, track.inflate(-20, -6))
        self.draw_hand(surface, view)

    def hand_cards(self, view: CompetitorsState) -> list[list[tuple[str, str]]]:
        """The looking seat's cards face up as (shape name, face text), in two groups: its territory cards by
        name, its contract cards by number. A spectator has none (the view hides every hand from it)."""
        if self.seat is None:
            return []
        territories = sorted(
            (
                (f"{HAND_PREFIX}{Thing.TERRITORY}:{card}", tr(place(territory_of(card))))
                for card in view.territory_hands[self.seat]
                if card != HIDDEN
            ),
            key=lambda named: named[1],
        )
        contracts = [
            (f"{HAND_PREFIX}{Thing.CONTRACT}:{card}", contract_face(card))
            for card in sorted(view.contract_hands[self.seat])
            if card != HIDDEN
        ]
        return [territories, contracts]

    def hand_places(self, groups: list[list[tuple[str, str]]]) -> list[tuple[str, str, pygame.Rect]]:
        """Where each card of the hand lies: in rows across the strip, the contracts after a wider gap; a hand
        too long for the rows ends with a card saying how many more there are (they are named in its tooltip)."""
        area = self.hand_rect()
        size, step, gap = self.px(HAND_FONT), self.px(HAND_ROW), self.px(HAND_GAP)
        left, right = area.x + 10, area.right - 10 - self.deck_width() - 2 * gap
        places: list[tuple[str, str, pygame.Rect]] = []
        x, row = left, 0
        for group in groups:
            if x > left:
                x += 2 * gap  # the contracts stand apart from the territories
            for name, text in group:
                width = card_width(name, text, size, step - 4)
                if x + width > right and x > left:
                    x, row = left, row + 1
                places.append((name, text, pygame.Rect(x, area.y + gap + row * step, width, step - 4)))
                x += width + gap
        shown = [spot for spot in places if spot[2].bottom <= area.bottom]
        while len(shown) < len(places):
            more = trn("+{count} more card", "+{count} more cards", count=len(places) - len(shown))
            width = card_width(HAND_MORE, more, size, 0)
            at = pygame.Rect(left, area.y + gap, width, step - 4)
            if shown:
                last = shown[-1][2]
                at.topleft = (last.right + gap, last.y)
            if at.right <= right:
                return [*shown, (HAND_MORE, more, at)]
            shown.pop()
        return shown

    def deck_width(self) -> int:
        return max(card_width(DECK_PREFIX, deck_face(deck, 888), self.px(HAND_FONT), 0) for deck in DECKS)

    def deck_places(self, view: CompetitorsState) -> list[tuple[str, str, pygame.Rect]]:
        """The draw piles at the strip's right end, one a row, with how many cards each holds."""
        area = self.hand_rect()
        step, gap = self.px(HAND_ROW), self.px(HAND_GAP)
        width = self.deck_width()
        piles = {"territory": view.territory_deck, "contract": view.contract_deck}
        return [
            (
                f"{DECK_PREFIX}{deck}",
                deck_face(deck, len(piles[deck])),
                pygame.Rect(area.right - 10 - width, area.y + gap + row * step, width, step - 4),
            )
            for row, deck in enumerate(DECKS)
        ]

    def draw_hand(self, surface: pygame.Surface, view: CompetitorsState) -> None:
        """The looking seat's cards face up in the strip above the tray, each a thing with a tooltip (or why there are
        none to show), and the draw piles at its end: the strip is where a card dragged from a pile goes."""
        area = self.hand_rect()
        pygame.draw.rect(surface, shade(TRAY_COLOUR, -0.2), area)
        size = self.px(HAND_FONT)
        if self.seat is not None and view.phase != Phase.HEADQUARTERS:
            self.shapes[HAND] = area
            for name, text, rect in self.deck_places(view):
                self.shapes[name] = rect
                self.draw_card(surface, name, text, rect)
        groups = self.hand_cards(view)
        if not any(groups):
            if self.seat is None:
                text = tr("Hands are private: the players' panel counts each company's cards")
            elif view.phase == Phase.HEADQUARTERS:
                text = tr("Your cards are dealt once every company has its headquarters")
            else:
                text = tr("No cards in your hand")
            for number, line in enumerate(wrap(text, size, area.width - 20)[:HAND_ROWS]):
                draw_text(
                    surface, line, (area.x + 10, area.y + self.px(HAND_GAP) + number * self.px(HAND_ROW)), size, CREAM
                )
            return
        for name, text, rect in self.hand_places(groups):
            self.shapes[name] = rect
            self.draw_card(surface, name, text, rect)

    def strip_card(self, view: CompetitorsState, name: str) -> tuple[str, str, pygame.Rect] | None:
        """A card of the hand or a draw pile: (name, face text, where it lies), or None."""
        cards = [*self.hand_places(self.hand_cards(view)), *self.deck_places(view)]
        return next((card for card in cards if card[0] == name), None)

    def draw_card(self, surface: pygame.Surface, name: str, text: str, rect: pygame.Rect) -> None:
        """A card of the hand as printed: a territory card in its region's colour; a contract card with its
        vehicle's letter in a disc (none: any vehicle), dark if its goods are illegal, gold if it is special; a draw
        pile's back, with its count."""
        size = self.px(HAND_FONT)
        kind, number = thing_of(name.removeprefix(HAND_PREFIX), Thing)
        card = hand_contract(name)
        face, border, ink = PAPER, BRASS, INK
        if name.startswith(DECK_PREFIX):
            face, ink = CARD_BACK, CREAM
        elif kind == Thing.TERRITORY:
            face, border = territory_colour(self.world.territories[territory_of(int(number))]), INK
        elif card is not None and card.kind == ContractKind.ILLEGAL:
            face, border, ink = ILLEGAL_CARD, ALERT, CREAM
        elif card is not None and card.kind == ContractKind.SPECIAL:
            face, border = SPECIAL_CARD, INK
        pygame.draw.rect(surface, face, rect, border_radius=4)
        pygame.draw.rect(surface, border, rect, 2 if border == ALERT else 1, border_radius=4)
        x = rect.x + self.px(5)
        if card is not None and card.vehicle is not None:
            radius = rect.height // 2 - 2
            center = (x + radius, rect.centery)
            pygame.draw.circle(surface, CREAM, center, radius)
            pygame.draw.circle(surface, INK, center, radius, 1)
            draw_text(surface, vehicle_letter(card.vehicle), center, size, INK, True, "center")
            x = center[0] + radius + 4
        draw_text(surface, text, (x, rect.centery), size, ink, kind != Thing.TERRITORY, "midleft")

    def draw_track(self, surface: pygame.Surface, view: CompetitorsState, row: pygame.Rect) -> None:
        """The victory point track: a numbered box for each score, each company's token in the box of its
        points, side by side (a box is as much wider as its tokens need); the goal of the points game
        outlined."""
        goal = rules()["victory_points_to_win"]
        caption = draw_text(surface, tr("VP"), (row.x, row.centery), self.px(PROMPT_FONT), CREAM, True, "midleft")
        last = max(goal, *view.points)
        holders: dict[int, list[int]] = {}
        for seat, points in enumerate(view.points):
            holders.setdefault(points, []).append(seat)
        radius = max(LEAST_MARKER, min(self.px(9), row.height // 2 - 2))
        token = 2 * radius + 2
        left = caption.right + self.px(8)
        needs = [self.px(16) + token * len(holders.get(points, [])) for points in range(last + 1)]
        spare = max(0.0, (row.right - left - sum(needs)) / (last + 1))
        for points in range(last + 1):
            box = pygame.Rect(round(left), row.y, round(needs[points] + spare) - 2, row.height)
            left += needs[points] + spare
            pygame.draw.rect(surface, PAPER, box, border_radius=3)
            goal_box = view.points_mode and points == goal
            pygame.draw.rect(surface, BRASS if goal_box else INK, box, 2 if goal_box else 1, border_radius=3)
            draw_text(surface, str(points), (box.x + 3, box.y + 1), self.px(LEAST_TEXT), INK, bold=goal_box)
            for number, seat in enumerate(holders.get(points, [])):
                draw_seat_marker(surface, seat, (box.right - 1 - token // 2 - number * token, box.centery), radius)

    def round_lines(self, view: CompetitorsState) -> tuple[str, ...]:
        """The round token's place on the track and the danger token's event, in the prompt's room."""
        event = danger_event(view)
        text = tr("Round {round} of {last}", round=view.round, last=view.last_round)
        if event is not None:
            text = tr(
                "Round {round} of {last} · danger: {event} in {continent} (red outline)",
                round=view.round,
                last=view.last_round,
                event=Term(event.event, "event"),
                continent=Term(event.continent, "continent"),
            )
        lines = wrap(text, self.px(PROMPT_FONT), self.prompt_room(False), True)
        return lines[: max(1, (self.legend_top - 12) // self.px(PROMPT_LINE))]

    def draw_ruler_rings(self, surface: pygame.Surface, name: str) -> None:
        """The aircraft ruler laid on the hovered airport: 1 movement point, ringed at its fuel notches."""
        territory = self.world.territories.get(name.removeprefix(TARGET_PREFIX))
        if territory is None or territory.airport_at is None:
            return
        ruler = self.world.ruler
        center = self.to_screen(territory.airport_at)
        for notch, colour in zip((ruler.green, ruler.yellow, ruler.red), RULER_NOTCHES, strict=True):
            pygame.draw.circle(surface, colour, center, notch * self.zoom, 2)

    # --- what is where --------------------------------------------------------------------------
    def hit(self, pos: tuple[int, int]) -> str | None:
        if not self.rect.collidepoint(pos):  # pieces beyond the board's edge are not drawn: nothing is there
            return None
        below = self.place_at(pos)
        if below is None or (below.startswith(HEX_PREFIX) and below not in self.highlights | self.landable):
            below = self.name_at(pos) or below  # an island's name written on the sea: the island (a lit hex stays)
        held = self.shapes.get(self.carried) if self.carried else None
        if held is not None and below in self.highlights and shape_contains(held, pos):
            return below  # the piece in hand clicked again, or let go on itself: where it stands (a vehicle sets off)
        lit = self.lit_at(pos)  # a lit vehicle to board, or a card's place, before the territory it stands in
        if below in self.highlights and lit not in self.highlights:  # lands there, whatever vehicle stands on it
            return below
        return super().hit(pos) or below

    def name_at(self, pos: tuple[int, int]) -> str | None:
        """The territory whose name the map writes at a screen point, or None."""
        for name, box in self.label_boxes.get(self.zoom, {}).items():
            if self.screen_box(box).collidepoint(pos):
                return f"{TARGET_PREFIX}{name}"
        return None

    def place_at(self, pos: tuple[int, int]) -> str | None:
        """The territory or sea hex of the map under a screen point, or None."""
        if not self.map_rect().collidepoint(pos):
            return None
        point = self.to_map(pos)
        name = self.world.territory_at(point)
        if name:
            return f"{TARGET_PREFIX}{name}"
        cell = self.world.grid.hex_at(point)
        return hex_name(cell) if cell in self.world.sea else None

    def anchor(self, name: str) -> tuple[int, int] | None:
        if name.startswith(SOURCE_PREFIX):  # every company's token waits in the tray (a bot's move flies from there)
            return self.tray_token.center
        if name.startswith((VEHICLE_PREFIX, HAND_PREFIX, DECK_PREFIX)) or name == HAND:
            return super().anchor(name)
        if name.startswith(HEX_PREFIX):
            return self.to_screen(self.world.grid.center(hex_of(name)))
        territory = self.world.territories.get(name.removeprefix(TARGET_PREFIX))
        return self.to_screen(territory.label_at) if territory else None

    def tooltip(self, view: State, name: str) -> str | None:
        if name.startswith(SOURCE_PREFIX):
            states = sum(territory.headquarters for territory in self.world.territories.values())
            return trn(
                "Your headquarters: drag it to the lit state",
                "Your headquarters: drag it to one of the {count} lit states",
                count=states,
            )
        if name.startswith(VEHICLE_PREFIX) and isinstance(view, CompetitorsState):
            return self.vehicle_tip(view, int(name.removeprefix(VEHICLE_PREFIX)))
        if name.startswith(HAND_PREFIX) and isinstance(view, CompetitorsState):
            return self.hand_tip(view, name)
        if name.startswith(DECK_PREFIX):
            return tr(
                "A draw pile, face down: drag it onto your hand to draw its top card (an action). An empty pile is its "
                "discards shuffled."
            )
        if name == HAND:
            return tr("Your hand: drop a card drawn from a pile here.")
        if name.startswith(HEX_PREFIX):
            return tr(
                "Sea: a ship moves {hexes} hexes a movement turn here; canals and straits cost one more.",
                hexes=rules()["movement_points"][VehicleKind.SHIP],
            )
        territory = self.world.territories.get(name.removeprefix(TARGET_PREFIX))
        if territory is None:
            return None
        airport = Term(territory.airport, "airport")
        lines = [
            tr(place(territory.name)),
            trn(
                "{continent} · {terrain} ({count} MP for a truck)",
                "{continent} · {terrain} ({count} MP for a truck)",
                count=territory.movement_cost,
                continent=Term(territory.continent, "continent"),
                terrain=Term(territory.terrain, "terrain"),
            ),
            tr("Port: yes") if territory.port else tr("Port: no"),
            tr("Airport: {airport}, on a customs border", airport=airport)
            if territory.airport_on_border
            else tr("Airport: {airport}", airport=airport),
        ]
        kinds = list(self.world.borders[territory.name].values())
        if kinds:
            lines.append(
                tr(
                    "Borders: {customs} customs, {regional} regional",
                    customs=kinds.count(Border.CUSTOMS),
                    regional=kinds.count(Border.REGIONAL),
                )
            )
        lines += [
            tr("{crossing} to {territory}", crossing=place(step.crossing), territory=place(step.target))
            for step in self.world.truck_steps(territory.name)
            if step.crossing
        ]
        if territory.red_flag:
            lines.append(tr("Red flag: political-social risk"))
        event = danger_event(view) if isinstance(view, CompetitorsState) else None
        if event is not None and territory.name in event.area:  # the weather's area: what it does there
            lines.append(tr("{event}: {effect}", event=Term(event.event, "event"), effect=natural_effect(event)))
        if territory.headquarters:
            lines.append(tr("Headquarters state"))
        if isinstance(view, CompetitorsState) and (owner := view.owner_of(territory.name)) is not None:
            lines.append(tr("Headquarters of {seat}", seat=SeatRef(owner)))
        elif isinstance(view, CompetitorsState) and (owner := view.influence_of(territory.name)) is not None:
            lines.append(tr("Branch of {seat}", seat=SeatRef(owner)))
        return "\n".join(lines)

    def hand_tip(self, view: CompetitorsState, name: str) -> str:
        """What a card of the hand is and what it is for; on the "more" card, the cards left out of the strip."""
        if name == HAND_MORE:
            shown = {spot[0] for spot in self.hand_places(self.hand_cards(view))}
            rest = [text for group in self.hand_cards(view) for card, text in group if card not in shown]
            return "\n".join([tr("Also in your hand:"), *rest])
        card = hand_contract(name)
        if card is None:
            territory = territory_of(int(name.rpartition(":")[2]))
            return "\n".join(
                [
                    tr("Territory card: {territory}", territory=place(territory)),
                    tr(
                        "Sign a contract from or to {territory}, or open a branch there for {price}, which uses the "
                        "card up: like your headquarters, a place to buy vehicles, where your goods enter without a "
                        "customs card.",
                        territory=place(territory),
                        price=Money(rules()["buy"]["branch"]),
                    ),
                ]
            )
        lines = [tr("Contract card: {contract}", contract=contract_label(card.number))]
        if card.kind == ContractKind.SPECIAL:
            return "\n".join(
                [*lines, tr(special_effect(card)), tr("Special card: played from the move list at no action or cost.")]
            )
        lines += [
            tr("Reward: {amount}", amount=Money(card.reward)),
            trn("Time limit: {count} movement turn", "Time limit: {count} movement turns", count=card.turns),
            tr("By {vehicle} only", vehicle=vehicle_term(card.vehicle)) if card.vehicle else tr("By any vehicle"),
        ]
        if card.kind == ContractKind.ILLEGAL:
            lines.append(tr("Illegal goods: customs may seize them."))
        lines.append(
            tr(
                "Drag it onto a vehicle of yours standing on a territory of your hand (the sender) to sign it; the "
                "receiver is another territory of your hand."
            )
        )
        return "\n".join(lines)

    def vehicle_tip(self, view: CompetitorsState, vehicle_id: int) -> str:
        """Whose a vehicle is, how far it goes in a movement turn and what its fuel costs (the data's figures); a
        vehicle on strike says it sits out its next movement turn."""
        vehicle = view.vehicle(vehicle_id)
        lines = [self.vehicle_facts(vehicle)]
        delivery, game = view.delivery, self.game
        assert isinstance(game, CompetitorsGame)
        if delivery is not None and game.goods(view, vehicle):
            signed = view.signed_card(delivery.contract)
            lines.append(
                tr(
                    "Carries {contract} to {receiver}: movement turn {turn} of {turns}.",
                    contract=contract_label(delivery.contract),
                    receiver=place(signed.receiver),
                    turn=delivery.turn,
                    turns=delivery.turns,
                )
            )
        if vehicle.lost_turns:
            lines.append(tr("It sits out its next movement turn."))
        return "\n".join(lines)

    def vehicle_facts(self, vehicle: Vehicle) -> str:
        data = rules()
        points = data["movement_points"][vehicle.kind] + vehicle.bonus
        label = vehicle_label(vehicle.kind, vehicle.id)
        owner = SeatRef(vehicle.owner)
        if vehicle.kind == VehicleKind.AIRCRAFT:
            return tr(
                "{vehicle} of {seat}: flies {lengths} ruler lengths a movement turn, {low} to {high} of fuel a leg by "
                "the ruler's notch.",
                vehicle=label,
                seat=owner,
                lengths=points,
                low=Money(FUEL_COSTS[0]),
                high=Money(FUEL_COSTS[-1]),
            )
        return tr(
            "{vehicle} of {seat}: movement points {points} a movement turn, {fuel} of fuel a turn.",
            vehicle=label,
            seat=owner,
            points=points,
            fuel=Money(data["fuel_per_move"][vehicle.kind]),
        )

    def choice(self, view: State, actions: list[Action]) -> tuple[str, list[str]]:
        """A contract dropped on a vehicle that could take it to several receivers: which one, by the receiver's
        name, saying where an aircraft may not land straight from the sender's continent (a national airport of
        another continent without a base: it lands first at an intercontinental airport of that continent)."""
        signs = [action for action in actions if isinstance(action, SignContract)]
        if len(signs) < len(actions):
            return super().choice(view, actions)
        first = signs[0]
        question = tr(
            "Sign {contract} from {sender} by {vehicle}: to which territory?",
            contract=contract_label(first.contract),
            sender=place(first.sender),
            vehicle=vehicle_label(first.kind, first.vehicle),
        )
        assert isinstance(view, CompetitorsState)
        continent = self.world.territories[first.sender].continent
        return question, [
            tr(place(sign.receiver))
            if first.kind != VehicleKind.AIRCRAFT or may_land(view, view.turn_player, sign.receiver, continent)
            else tr(
                "{territory}: national airport on another continent: land first at an intercontinental airport there",
                territory=place(sign.receiver),
            )
            for sign in signs
        ]

    def dialog(self, legal: list[Action]) -> str | None:
        """An offer being composed or answered, and a bid, open the trade dialog."""
        return TRADE_DIALOG if trade_decision(legal) else None

    def side_panel_lines(self, view: State, seat: int) -> list[str]:
        if not isinstance(view, CompetitorsState):
            return []
        home = view.headquarters[seat]
        lines = [  # what a player reads most first: with five seats only the first lines fit (the row's score is
            # the victory points already)
            tr("Money: {amount}", amount=Money(view.money[seat])),
            tr(
                "Cards: {territories} territory, {contracts} contract",
                territories=len(view.territory_hands[seat]),
                contracts=len(view.contract_hands[seat]),
            ),
            tr("HQ: {territory}", territory=place(home)) if home else tr("HQ: not chosen yet"),
            tr("Victory points: {points} of 10", points=view.points[seat]),
        ]
        for signed in view.signed:
            if signed.owner == seat:
                card = contract_label(signed.contract) if signed.contract > 0 else msg("face-down contract")
                lines.append(
                    tr(
                        "{sender} - {contract} - {receiver} by {vehicle}",
                        sender=place(signed.sender),
                        contract=card,
                        receiver=place(signed.receiver),
                        vehicle=vehicle_label(view.vehicle(signed.vehicle).kind, signed.vehicle),
                    )
                    + time_left(view, signed)
                )
        return lines

    def draw_dragged(self, surface: pygame.Surface, view: State, name: str, pos: tuple[int, int]) -> None:
        if name.startswith(SOURCE_PREFIX):
            self.draw_headquarters(surface, int(name.removeprefix(SOURCE_PREFIX)), (pos[0], pos[1] + 20))
        elif name.startswith(VEHICLE_PREFIX) and isinstance(view, CompetitorsState):
            vehicle = next((v for v in view.vehicles if v.id == int(name.removeprefix(VEHICLE_PREFIX))), None)
            if vehicle is None:
                return
            if view.phase == Phase.MOVING and view.movement is not None:
                clip = surface.get_clip()
                surface.set_clip(self.map_rect().clip(clip))  # the rings and the way stay on the map
                self.draw_course(surface, view, vehicle, pos)
                surface.set_clip(clip)
            self.draw_piece(surface, vehicle, pos, self.vehicle_radius(), False)
        elif isinstance(view, CompetitorsState) and (card := self.strip_card(view, name)):
            # a card of the hand, or a pile's top card (face down), as it lies in the strip
            self.draw_card(surface, name, card[1], card[2].move(pos[0] - card[2].centerx, pos[1] - card[2].centery))
        else:
            super().draw_dragged(surface, view, name, pos)

    def draw_course(
        self, surface: pygame.Surface, view: CompetitorsState, vehicle: Vehicle, pos: tuple[int, int]
    ) -> None:
        """While a vehicle is dragged in its movement turn: its way to the stop under the mouse (a line
        through every territory or hex it passes), the movement points and fuel it costs; an aircraft
        carries its ruler's rings round where it took off."""
        movement = view.movement
        rules = self.game
        assert movement is not None and isinstance(rules, CompetitorsGame)
        start = self.to_screen(self.vehicle_point(vehicle, view))
        target = self.hit(pos)
        target = target.removeprefix(TARGET_PREFIX) if target else None
        budget = rules.carrier_points(movement, vehicle) if vehicle.id != movement.vehicle else movement.points
        text = None
        if vehicle.kind == VehicleKind.AIRCRAFT:
            ruler = self.world.ruler
            for notch, colour in zip((ruler.green, ruler.yellow, ruler.red), RULER_NOTCHES, strict=True):
                for length in range(budget):
                    pygame.draw.circle(surface, colour, start, (notch + length * ruler.radius) * self.zoom, 1)
            flight = flights(view, vehicle, budget).get(target or "")
            if flight is not None:
                pygame.draw.line(surface, HIGHLIGHT, start, pos, 3)
                text = tr("{points} MP · fuel {fuel}", points=flight.points, fuel=Money(flight.fuel))
        else:
            route = rules.routes(view, vehicle, budget).get(target or "")
            if route is not None:
                points = [start] + [
                    self.anchor(step.target if step.target.startswith(HEX_PREFIX) else f"{TARGET_PREFIX}{step.target}")
                    or start
                    for step in route.steps
                ]
                if len(points) > 1:
                    pygame.draw.lines(surface, HIGHLIGHT, False, points, 3)
                fuel = rules.fuel_due(view, vehicle)
                text = tr("{points} MP · fuel {fuel}", points=route.cost, fuel=Money(fuel))
                if rules.goods(view, vehicle):  # each customs border on the way draws a card: a third are red
                    text = trn(
                        "{points} MP · fuel {fuel} · {count} customs card",
                        "{points} MP · fuel {fuel} · {count} customs cards",
                        count=sum(step.customs for step in route.steps),
                        points=route.cost,
                        fuel=Money(fuel),
                    )
        if text:
            label = text_image(text, 14, True, INK)
            box = label.get_rect(midbottom=(pos[0], pos[1] - 18)).inflate(10, 6)
            pygame.draw.rect(surface, PAPER, box, border_radius=4)
            pygame.draw.rect(surface, INK, box, 1, border_radius=4)
            surface.blit(label, label.get_rect(center=box.center))

    def handle_event(self, event: pygame.event.Event) -> bool:
        area = self.map_rect()
        if event.type == pygame.MOUSEWHEEL:
            self.set_level(self.level + (1 if event.y > 0 else -1), self.mouse or area.center)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3) and area.collidepoint(event.pos):
            self.panning = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3) and self.panning:
            self.panning = None
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos if area.collidepoint(event.pos) else None
        if event.type == pygame.MOUSEMOTION and self.panning:
            self.pan_by(event.pos[0] - self.panning[0], event.pos[1] - self.panning[1])
            self.panning = event.pos
            return True
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_LEFT: (1, 0), pygame.K_RIGHT: (-1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}
            if event.key in moves:
                dx, dy = moves[event.key]
                self.pan_by(dx * PAN_STEP, dy * PAN_STEP)
                return True
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.set_level(self.level + 1, area.center)
                return True
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.set_level(self.level - 1, area.center)
                return True
        return False

    def pan_by(self, dx: float, dy: float) -> None:
        """Moves the map by screen pixels (dragging right shows what lies west): the player chose the view."""
        self.zoomed = True
        area = self.map_rect()
        middle = self.to_map(area.center)
        self.center_on((middle[0] - dx / self.zoom, middle[1] - dy / self.zoom))


def time_left(view: CompetitorsState, signed: Signed) -> str:
    """A signed contract's time in words, after its row: the movement turns it allows, or the turn its
    delivery is in; nothing for a face-down card."""
    if view.delivery is not None and view.delivery.contract == signed.contract:
        return tr(", movement turn {turn} of {turns}", turn=view.delivery.turn, turns=view.delivery.turns)
    if signed.contract <= 0:
        return ""
    turns = int(load_data().contract_cards[signed.contract - 1].turns) + signed.extra_turns
    return trn(", {count} movement turn", ", {count} movement turns", count=turns)


def contract_face(number: int) -> str:
    """What a contract card in the hand shows: the goods, reward and time limit, or a special card's title."""
    card = load_data().contract_cards[number - 1]
    if card.kind == ContractKind.SPECIAL:
        return tr(Term(card.title, "card"))
    return trn(
        "{goods}: {reward}, {count} turn",
        "{goods}: {reward}, {count} turns",
        count=card.turns,
        goods=Term(card.goods, "goods"),
        reward=Money(card.reward),
    )


def hand_contract(name: str) -> ContractCard | None:
    """The contract card a hand card's name stands for, None for a territory card (or the "more" card)."""
    kind, number = thing_of(name.removeprefix(HAND_PREFIX), Thing)
    return load_data().contract_cards[int(number) - 1] if kind == Thing.CONTRACT else None


def deck_face(deck: str, count: int) -> str:
    if deck == "territory":
        return tr("Territory deck: {count}", count=count)
    return tr("Contract deck: {count}", count=count)


def card_width(name: str, text: str, size: int, disc: int) -> int:
    """A hand card's width: its face text (bold but on territory cards), with room for the vehicle's disc of a
    contract that names one."""
    card = hand_contract(name)
    bold = thing_of(name.removeprefix(HAND_PREFIX), Thing)[0] != Thing.TERRITORY
    width = font(size, bold).size(text)[0] + 12
    return width + (disc if card is not None and card.vehicle is not None else 0)


def drawn_caption(item: Drawn) -> str:
    """What a customs card or a roll decided, in words (the colour of a card is named, not only shown)."""
    if item.kind == DrawnKind.WEATHER:
        event = load_data().natural_event(*item.values)
        return tr(
            "Weather: {event} in {continent}",
            event=Term(event.event, "event"),
            continent=Term(event.continent, "continent"),
        )
    assert item.seat is not None, "only the weather is rolled for no one"
    if item.kind == DrawnKind.CUSTOMS:
        card = load_data().customs_cards[item.values[0] - 1]
        return tr(
            "Customs card of {seat}, {colour}: {title}. {effect}",
            seat=SeatRef(item.seat),
            colour=Term(card.colour, "colour"),
            title=Term(card.title, "card"),
            effect=customs_effect(card),
        )
    if item.kind == DrawnKind.SAVE:
        roll, needed = item.values
        outcome = (
            msg("safe, under {needed}", needed=needed)
            if roll < needed
            else msg("hit, back to its headquarters or a branch")
        )
        return tr("Vehicle of {seat} in danger: {outcome}", seat=SeatRef(item.seat), outcome=outcome)
    return tr("Red flag: {seat} rolls for a political-social event", seat=SeatRef(item.seat))


def key_width(row: list[tuple[pygame.Surface, tuple[int, int, int]]]) -> int:
    """The width of a row of the continent key: swatch, name and gap for each, without the last gap."""
    return sum(label.get_width() + KEY_GAP for label, _ in row) - (KEY_GAP - 22)


def label_lines(name: str, text_font: pygame.font.Font, room: float) -> list[str]:
    """The name on one line, or on two split at a space (the most even split, "&" ending the first
    line), if it fits in `room` pixels; else nothing (the name shows on hover)."""
    if text_font.size(name)[0] <= room:
        return [name]
    words = name.split(" ")
    splits = [[" ".join(words[:cut]), " ".join(words[cut:])] for cut in range(1, len(words)) if words[cut] != "&"]
    widest = [max(text_font.size(line)[0] for line in lines) for lines in splits]
    if widest and min(widest) <= room:
        return splits[widest.index(min(widest))]
    return []


@lru_cache(maxsize=64)
def text_image(text: str, size: int, bold: bool, colour: tuple[int, int, int]) -> pygame.Surface:
    """Rendered text, kept: the same words are drawn every frame."""
    return font(size, bold).render(text, True, colour)


def vehicle_letter(kind: VehicleKind) -> str:
    """The letter on a vehicle's piece (each language gives its own)."""
    return {"truck": tr("T"), "ship": tr("S"), "aircraft": tr("A")}[kind]


def tray_prompt(seat: int | None, dragging: bool = False) -> str:
    """What the tray says while `seat` chooses its headquarters, to that seat (dragging its token) or
    to the others; once every company has one (seat None), that the set-up is complete."""
    if seat is None:
        return tr("Set-up complete: every company has its headquarters")
    if dragging:
        return tr("{seat}: drag your headquarters to a state with a gold tower", seat=SeatRef(seat))
    return tr("{seat} is choosing a headquarters", seat=SeatRef(seat))


def draw_halo_text(surface: pygame.Surface, text: str, size: int, center: Point, colour: Any, halo: Any) -> None:
    """Bold text with an outline, readable on any land colour, centred on `center`."""
    image = haloed(text, size, tuple(colour), tuple(halo))
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


def draw_anchor(surface: pygame.Surface, center: Point, size: int) -> None:
    """A port: a navy disc with a white anchor-like cross."""
    x, y = center
    pygame.draw.circle(surface, (24, 44, 96), (x, y), size)
    pygame.draw.circle(surface, PAPER, (x, y), size, 1)
    pygame.draw.line(surface, PAPER, (x, y - size * 0.6), (x, y + size * 0.6), 1)
    pygame.draw.line(surface, PAPER, (x - size * 0.5, y + size * 0.2), (x + size * 0.5, y + size * 0.2), 1)


def draw_plane(surface: pygame.Surface, center: Point, size: int, intercontinental: bool, on_border: bool) -> None:
    """An airport: a small plane; intercontinental airports have a ring, border airports a red one."""
    x, y = center
    s = size * (1.2 if intercontinental else 0.9)
    body = [
        (x, y - s),
        (x + s * 0.18, y - s * 0.2),
        (x + s, y + s * 0.2),
        (x + s * 0.18, y + s * 0.15),
        (x + s * 0.12, y + s * 0.7),
        (x + s * 0.4, y + s),
        (x - s * 0.4, y + s),
        (x - s * 0.12, y + s * 0.7),
        (x - s * 0.18, y + s * 0.15),
        (x - s, y + s * 0.2),
        (x - s * 0.18, y - s * 0.2),
    ]
    if intercontinental or on_border:
        ring = CUSTOMS_EDGE if on_border else (250, 250, 250)
        pygame.draw.circle(surface, ring, (x, y), s * 1.35, 2)
    pygame.draw.polygon(surface, (30, 30, 36), body)


def draw_tower(surface: pygame.Surface, center: Point, radius: float) -> None:
    """A headquarters state: a gold tower with battlements (not a star: a star is a seat's shape)."""
    x, y = center
    w, h = radius * 1.3, radius * 1.8
    body = pygame.Rect(round(x - w / 2), round(y - h / 2 + radius * 0.4), round(w), round(h - radius * 0.4))
    merlon = max(2, round(w / 3))
    pygame.draw.rect(surface, BRASS, body)
    for i in (0, 2):
        pygame.draw.rect(surface, BRASS, (body.x + i * merlon, round(y - h / 2), merlon, round(radius * 0.5)))
    pygame.draw.rect(surface, INK, body, 1)
    for i in (0, 2):
        pygame.draw.rect(surface, INK, (body.x + i * merlon, round(y - h / 2), merlon, round(radius * 0.5)), 1)


def draw_red_flag(surface: pygame.Surface, at: Point, size: int) -> None:
    """A political-social risk: a small red flag on a pole."""
    x, y = at
    h = size * 0.9
    pygame.draw.line(surface, INK, (x, y - h / 2), (x, y + h / 2), 2)
    pygame.draw.polygon(surface, (214, 30, 30), [(x + 1, y - h / 2), (x + h * 0.75, y - h / 4), (x + 1, y)])


def legend_entries() -> list[tuple[str, Callable[[pygame.Surface, tuple[int, int]], object]]]:
    """What the map's lines and symbols mean: each label, in the chosen language, with how to draw its
    icon at a point."""
    green, yellow, red = (Money(cost) for cost in FUEL_COSTS)
    return [
        (
            tr("customs border"),
            lambda s, p: (
                pygame.draw.line(s, CUSTOMS_EDGE, p, (p[0] + 18, p[1]), 4),
                pygame.draw.line(s, CUSTOMS_CORE, p, (p[0] + 18, p[1]), 1),
            ),
        ),
        (tr("regional border"), lambda s, p: pygame.draw.line(s, (170, 170, 160), p, (p[0] + 18, p[1]), 1)),
        (tr("canal/strait"), lambda s, p: pygame.draw.line(s, CROSSING, p, (p[0] + 18, p[1]), 3)),
        (tr("port"), lambda s, p: draw_anchor(s, (p[0] + 9, p[1]), 6)),
        (tr("airport"), lambda s, p: draw_plane(s, (p[0] + 9, p[1]), 6, True, False)),
        (tr("red flag"), lambda s, p: draw_red_flag(s, (p[0] + 6, p[1]), 13)),
        (tr("HQ state"), lambda s, p: draw_tower(s, (p[0] + 9, p[1]), 7)),
        *(
            (
                trn("{terrain} {count} MP", "{terrain} {count} MP", count=cost, terrain=Term(terrain, "terrain")),
                lambda s, p, t=terrain: draw_terrain(s, t, (p[0] + 9, p[1]), 5),
            )
            for terrain, cost in TERRAIN_COST.items()
            if terrain != "plain"
        ),
        (
            tr("hover an airport: ruler, fuel {green}/{yellow}/{red}", green=green, yellow=yellow, red=red),
            lambda s, p: [
                pygame.draw.circle(s, colour, (p[0] + 9, p[1]), r, 2)
                for r, colour in zip((4, 7, 10), RULER_NOTCHES, strict=True)
            ],
        ),
    ]


def legend_places(room: int, size: int = LEGEND_FONT) -> list[tuple[int, int]]:
    """Where each legend entry (a 24-pixel icon, then its label at `size`) starts, as (x, row), in `room`
    pixels."""
    places: list[tuple[int, int]] = []
    x, row = 0, 0
    for text, _ in legend_entries():
        width = 24 + font(size).size(text)[0]
        if x and x + width > room:
            x, row = 0, row + 1
        places.append((x, row))
        x += width + 14
    return places


def draw_legend(surface: pygame.Surface, size: int, row_height: int) -> None:
    """The legend in rows across the surface, labels at `size`, the first row 12 pixels from its top."""
    for (text, icon), (x, row) in zip(legend_entries(), legend_places(surface.get_width(), size), strict=True):
        y = 12 + row * row_height
        icon(surface, (x, y))
        label = font(size).render(text, True, CREAM)
        surface.blit(label, label.get_rect(midleft=(x + 24, y)))
