"""The Mainports table: the Central Europe board with its rivers and canals, ports, docks,
mainports and their treasuries, the rondel with the pawns and the contract track, and below the
map the contract, fuel and technology displays and the viewing player's hand.

The map comes from maps/mainports_central.tmx and is drawn once per layout or zoom; a frame adds
ships, cargoes, pawns, cards and highlights. Other players' contracts and fuel show only as counts.
"""

from __future__ import annotations

import math
from itertools import pairwise
from typing import Any

import pygame

from game.core.protocol import Config, State
from game.mainports.board import Board, load_board
from game.mainports.rules import ACTION_TITLES, BOARDS, MainportsGame, counted, money
from game.mainports.state import Cards, MainportsState, load_cards
from sprites.board import BoardView
from sprites.widgets import (
    BRASS,
    CREAM,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_DARK,
    draw_seat_marker,
    draw_text,
    fitted,
    font,
    seat_colour,
    wrap,
)
from words import seat_name

SEA = (120, 168, 204)
SEA_DEEP = (92, 142, 184)
LAND = (222, 214, 178)
LAND_EDGE = (150, 138, 104)
WATER = (40, 104, 186)
LOADED = (46, 138, 60)
CARD_TITLE_SIZE = 12
TECH_TITLE = "Your technology"
GOOD_COLOURS = {
    "iron": (150, 152, 160),
    "grain": (232, 200, 64),
    "fertilizer": (140, 94, 52),
    "wood": (206, 170, 116),
    "coal": (34, 34, 38),
}
MAINPORT_COLOURS = {"blue": (40, 92, 186), "red": (188, 48, 40), "green": (46, 138, 60), "yellow": (226, 178, 30)}
RONDEL_COLOURS = {
    "navigate": (74, 132, 196),
    "contracts": (196, 150, 80),
    "fuel": (200, 96, 64),
    "dividend": (96, 160, 90),
    "technology": (150, 110, 180),
}
LEGEND_ROWS = 3
ZOOMS = (1.0, 1.6, 2.4)
STRIP_SHARE = 0.31
"""The share of the board's height for the displays and the hand below the map."""


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return INK if sum(colour) > 380 else CREAM


class MainportsView(BoardView):
    def __init__(self, game: Any, config: Config) -> None:
        super().__init__(game, config)
        assert isinstance(game, MainportsGame)
        self.rules: MainportsGame = game
        side = BOARDS[game.option(config, "board")]
        self.cards: Cards = load_cards(side)
        self.board: Board = load_board(self.cards.board_file)
        self.seat = 0
        self.zoom = 0
        self.pan = [0.0, 0.0]
        self.map_area = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.map_image: pygame.Surface | None = None
        self.static: dict[str, Any] = {}
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.dragging_pan: tuple[int, int] | None = None

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
        """Screen point of a ship position: a port, or a space along its fairway."""
        if position.startswith("port:"):
            return self.to_screen(*self.board.ports[position[5:]])
        fw, space, _ = self.board.fairway_space(position)
        return self.to_screen(*along(fw.points, (space + 1) / fw.steps))

    def marker(self) -> int:
        """Size of port dots and ships: grows a little with the zoom."""
        return max(4, min(9, round(5 * self.scale / 0.5)))

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

        for polygon in self.board.land:
            points = [local(x, y) for x, y in polygon]
            pygame.draw.polygon(image, LAND, points)
            pygame.draw.lines(image, LAND_EDGE, True, points, 2)
        r = self.marker()
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
        label_size = max(10, min(15, round(11 * self.scale / 0.45)))
        ports: dict[str, pygame.Rect] = {}
        for name, (px, py) in self.board.ports.items():
            x, y = local(px, py)
            dock = name in self.board.docks
            if dock:
                pygame.draw.rect(image, INK, pygame.Rect(x - r - 1, y - r - 1, 2 * r + 3, 2 * r + 3))
                pygame.draw.rect(image, PAPER, pygame.Rect(x - r + 1, y - r + 1, 2 * r - 1, 2 * r - 1))
            else:
                pygame.draw.circle(image, INK, (x, y), r + 1)
                pygame.draw.circle(image, PAPER, (x, y), r - 1)
            draw_label(image, name, (x, y), r, self.board.label_sides[name], label_size)
            box = pygame.Rect(0, 0, 2 * r + 4, 2 * r + 4)
            box.center = (x + shift[0], y + shift[1])
            ports[f"port:{name}"] = box
        self.map_image = image
        # Spaces first, then ports on top: a port always wins where they touch.
        self.static.update({k: v for k, v in spaces.items() if area.contains(v)})
        self.static.update({k: v for k, v in ports.items() if area.contains(v)})

    # --- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: State, highlights: set[str], hover: str | None) -> None:
        assert isinstance(view, MainportsState)
        self.shapes = dict(self.static)
        if self.map_image is not None:
            surface.blit(self.map_image, self.map_area)
        clip = surface.get_clip()
        surface.set_clip(self.map_area)
        self.draw_mainports(surface, view)
        self.draw_track(surface, view)
        self.draw_rondel(surface, view)
        self.draw_ships(surface, view)
        self.draw_legend(surface)
        surface.set_clip(clip)
        self.draw_strip(surface, view)
        self.draw_outlines(surface, highlights, hover)

    def draw_mainports(self, surface: pygame.Surface, view: MainportsState) -> None:
        r = self.marker()
        size = max(11, min(15, round(self.scale * 26)))
        for colour, port in view.mainports.items():
            x, y = self.to_screen(*self.board.ports[port])
            pygame.draw.circle(surface, MAINPORT_COLOURS[colour], (x, y), r + 4, 3)
            # The factory: a small house in the mainport's colour above the name.
            fx, fy = x - r - 8, y + r + 2
            pygame.draw.polygon(surface, MAINPORT_COLOURS[colour], [(fx, fy + 5), (fx + 4, fy), (fx + 8, fy + 5),
                                                                    (fx + 8, fy + 10), (fx, fy + 10)])
            pygame.draw.lines(surface, INK, True, [(fx, fy + 5), (fx + 4, fy), (fx + 8, fy + 5), (fx + 8, fy + 10),
                                                   (fx, fy + 10)], 1)
            sx, sy = self.to_screen(*self.board.mainport_slots[colour])
            text = f"{port}  {money(view.treasuries[port])}"
            label = font(size, True).render(text, True, CREAM)
            box = pygame.Rect(0, 0, label.get_width() + 14, label.get_height() + 8)
            box.midleft = (sx, sy) if sx < self.map_area.centerx else (sx - box.width, sy)
            box.clamp_ip(self.map_area)
            pygame.draw.rect(surface, MAINPORT_COLOURS[colour], box, border_radius=5)
            pygame.draw.rect(surface, INK, box, 2, border_radius=5)
            surface.blit(label, label.get_rect(center=box.center))
            self.shapes[f"treasury:{port}"] = box

    def draw_track(self, surface: pygame.Surface, view: MainportsState) -> None:
        points = [self.to_screen(x, y) for x, y in self.board.track_points]
        side = max(10, min(22, round(30 * self.scale)))
        for number, (x, y) in enumerate(points):
            box = pygame.Rect(0, 0, side, side)
            box.center = (x, y)
            special = number in self.cards.technology_refresh or number == self.cards.rules["deliveries_to_end"]
            pygame.draw.rect(surface, BRASS if special else PAPER, box, border_radius=3)
            pygame.draw.rect(surface, INK, box, 1, border_radius=3)
            draw_text(surface, str(number), box.center, max(9, side // 2), INK, anchor="center")
            if number == min(view.deliveries, len(points) - 1):
                pygame.draw.circle(surface, INK, box.center, side // 2 - 1, 3)
        if points:
            draw_text(surface, f"Delivered {view.deliveries}/{self.cards.rules['deliveries_to_end']}",
                      (points[0][0] - side, points[0][1]), max(10, side * 2 // 3), INK, bold=True,
                      anchor="midright")
            self.shapes["track"] = pygame.Rect(points[0][0] - side, points[0][1] - side // 2,
                                               points[-1][0] - points[0][0] + 2 * side, side)

    def draw_rondel(self, surface: pygame.Surface, view: MainportsState) -> None:
        cx, cy, radius = self.board.rondel_centre
        centre = self.to_screen(cx, cy)
        outer = radius * self.scale
        inner = outer * 0.34
        pygame.draw.circle(surface, INK, centre, round(outer) + 3)
        for field, action in enumerate(self.board.rondel):
            start = math.radians(-90 + 45 * field)
            points = [(centre[0] + inner * math.cos(start + t * math.pi / 4 / 6),
                       centre[1] + inner * math.sin(start + t * math.pi / 4 / 6)) for t in range(7)]
            points += [(centre[0] + outer * math.cos(start + t * math.pi / 4 / 6),
                        centre[1] + outer * math.sin(start + t * math.pi / 4 / 6)) for t in range(6, -1, -1)]
            pygame.draw.polygon(surface, RONDEL_COLOURS[action], points)
            pygame.draw.polygon(surface, INK, points, 1)
            self.shapes[f"rondel:{field}"] = points
        pygame.draw.circle(surface, PAPER_DARK, centre, round(inner))
        pygame.draw.circle(surface, INK, centre, round(inner), 1)
        pawn = max(5, round(outer / 9))
        # The player to move last, on top: their pawn is the one that can be dragged.
        order = sorted(range(len(view.players)), key=lambda s: s == view.current_player)
        for seat in order:
            player = view.players[seat]
            if player.rondel < 0:
                angle = 2 * math.pi * seat / len(view.players)
                at = (round(centre[0] + inner * 0.5 * math.cos(angle)),
                      round(centre[1] + inner * 0.5 * math.sin(angle)))
            else:
                mid = math.radians(-90 + 45 * player.rondel + 22.5)
                spread = (seat - (len(view.players) - 1) / 2) * 0.16
                at = (round(centre[0] + outer * 0.45 * math.cos(mid + spread)),
                      round(centre[1] + outer * 0.45 * math.sin(mid + spread)))
            draw_seat_marker(surface, seat, at, pawn)
            self.shapes[f"pawn:{seat}"] = pygame.Rect(at[0] - pawn, at[1] - pawn, 2 * pawn, 2 * pawn)

    def legend_columns(self) -> tuple[int, list[list[tuple[str, str]]]]:
        """The legend's type size and its columns of (symbol, text): the port symbols, then the
        rondel's colours with the fields' full names (the wedges are too small to name them)."""
        size = max(10, min(13, round(self.scale * 28)))
        entries = [("square", "dock: ships start here"), ("circle", "port"), ("ring", "mainport (fee 10,000)")]
        entries += [(action, ACTION_TITLES[action]) for action in RONDEL_COLOURS]
        return size, [entries[n:n + LEGEND_ROWS] for n in range(0, len(entries), LEGEND_ROWS)]

    def legend_box(self) -> pygame.Rect:
        """The legend's frame, in the bottom right corner of the map."""
        size, columns = self.legend_columns()
        width = sum(max(font(size).size(text)[0] for _, text in column) + 3 * size for column in columns)
        box = pygame.Rect(0, 0, width, LEGEND_ROWS * (size + 5) + 6)
        box.bottomright = (self.map_area.right - 6, self.map_area.bottom - 6)
        return box

    def draw_legend(self, surface: pygame.Surface) -> None:
        """What the port symbols and the rondel's colours mean."""
        size, columns = self.legend_columns()
        box = self.legend_box()
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
                    swatch = pygame.Rect(cx - half - 2, cy - half - 2, 2 * half + 4, 2 * half + 4)
                    pygame.draw.rect(surface, RONDEL_COLOURS[symbol], swatch)
                    pygame.draw.rect(surface, INK, swatch, 1)
                draw_text(surface, text, (cx + size, cy), size, INK, anchor="midleft")
            left += max(font(size).size(text)[0] for _, text in column) + 3 * size

    def draw_ships(self, surface: pygame.Surface, view: MainportsState) -> None:
        r = self.marker()
        in_port: dict[str, int] = {}
        for seat, player in enumerate(view.players):
            for index, ship in enumerate(player.ships):
                x, y = self.position_point(ship.position)
                if ship.position.startswith("port:"):
                    slot = in_port.get(ship.position, 0)
                    in_port[ship.position] = slot + 1
                    # Beside the dot, away from the port's name.
                    side = self.board.label_sides[ship.position[5:]]
                    dx = -1 if side == "right" else 1
                    dy = -1 if side == "below" else 1
                    x += dx * (r + 6 + (slot % 2) * (2 * r + 4))
                    y += dy * (r + 2 + (slot // 2) * (r + 4))
                hull = self.draw_ship(surface, seat, (x, y), r)
                self.shapes[f"ship:{seat}:{index}"] = hull
                for n, cid in enumerate(ship.cargo):
                    good = self.cards.contracts[cid].good
                    cube = pygame.Rect(0, 0, r + 2, r + 2)
                    cube.midbottom = (hull.centerx + (n * 2 - len(ship.cargo) + 1) * (r // 2 + 2), hull.top + 1)
                    pygame.draw.rect(surface, GOOD_COLOURS[good], cube)
                    pygame.draw.rect(surface, CREAM if good == "coal" else INK, cube, 1)
                    self.shapes[f"cargo:{cid}"] = cube

    def draw_ship(self, surface: pygame.Surface, seat: int, centre: tuple[int, int], r: int) -> pygame.Rect:
        x, y = centre
        w, h = 2 * r + 4, r + 2
        hull = [(x - w // 2, y - h // 2), (x + w // 2, y - h // 2), (x + w // 2 - 3, y + h // 2),
                (x - w // 2 + 3, y + h // 2)]
        pygame.draw.polygon(surface, seat_colour(seat), hull)
        pygame.draw.polygon(surface, INK, hull, 1)
        draw_seat_marker(surface, seat, (x, y), max(2, r // 3))
        return pygame.Rect(x - w // 2, y - h // 2, w, h)

    # --- the strip below the map: displays and hand ----------------------------------------------

    def draw_strip(self, surface: pygame.Surface, view: MainportsState) -> None:
        strip = self.strip
        pygame.draw.rect(surface, (46, 32, 21), strip, border_radius=6)
        gap = 4
        row_h = (strip.height - 4 * gap) // 3
        rows = [pygame.Rect(strip.x + gap, strip.y + gap + i * (row_h + gap), strip.width - 2 * gap, row_h)
                for i in range(3)]
        player = view.players[self.seat]
        setup = view.phase == "setup_contracts" and view.current_player == self.seat
        offers = player.offer_contracts if setup else []
        contract_names = [f"offer:{c}" for c in offers] if setup else [f"contract:{c}" for c in view.contract_display]
        ids = offers if setup else view.contract_display
        title = "Your start contracts" if setup else "Contracts"
        left, right = split(rows[0], 0.64)
        boxes = self.card_row(surface, left, title, len(ids) + 1)
        for box, cid, name in zip(boxes, ids, contract_names, strict=False):
            self.draw_contract(surface, view, box, cid, name)
        discard = boxes[-1]
        pygame.draw.rect(surface, PAPER_DARK, discard, border_radius=4)
        pygame.draw.rect(surface, INK, discard, 1, border_radius=4)
        draw_text(surface, "Discard", discard.center, 11, INK_SOFT, anchor="center", width=discard.width - 4)
        self.shapes["discard:contracts"] = discard
        fuel_setup = view.phase == "setup_fuel" and view.current_player == self.seat
        fuel = sorted(set(player.offer_fuel)) if fuel_setup else view.fuel_display
        boxes = self.card_row(surface, right, "Your start fuel" if fuel_setup else "Fuel market", 5)
        for slot, (box, value) in enumerate(zip(boxes, fuel, strict=False)):
            self.draw_fuel(surface, box, value, f"offerfuel:{value}" if fuel_setup else f"fuel:{slot}")
        left, right = split(rows[1], 0.80)
        boxes = self.card_row(surface, left, "Technology", 4)
        techs = self.cards.technology
        for slot, (box, card) in enumerate(zip(boxes, view.tech_display, strict=False)):
            price = self.rules.tech_price(view, self.seat, slot)
            self.draw_tech(surface, box, techs[card].text, price)
            self.shapes[f"tech:{slot}"] = box
        ship_box = self.card_row(surface, right, "New ship", 1)[0]
        pygame.draw.rect(surface, PAPER_DARK, ship_box, border_radius=4)
        self.draw_ship(surface, self.seat, ship_box.center, max(5, ship_box.height // 5))
        draw_text(surface, money(self.cards.rules["ship_price"]), ship_box.midbottom, 10, INK, anchor="midbottom")
        self.shapes[f"newship:{self.seat}"] = ship_box
        self.draw_hand(surface, view, rows[2])

    def card_row(self, surface: pygame.Surface, rect: pygame.Rect, title: str, count: int) -> list[pygame.Rect]:
        """A titled row of `count` equal card places inside `rect`."""
        label = draw_text(surface, title, (rect.x + 2, rect.y), CARD_TITLE_SIZE, CREAM, bold=True,
                          width=rect.width - 4)
        area = pygame.Rect(rect.x, label.bottom + 1, rect.width, rect.bottom - label.bottom - 1)
        width = min(area.height * 2, (area.width - (count - 1) * 4) // max(1, count))
        return [pygame.Rect(area.x + i * (width + 4), area.y, width, area.height) for i in range(count)]

    def draw_contract(self, surface: pygame.Surface, view: MainportsState, box: pygame.Rect, cid: int,
                      name: str) -> None:
        """A contract card: the good's colour band with the reward, then loading and delivery port."""
        contract = self.cards.contracts[cid]
        colour = GOOD_COLOURS[contract.good]
        size = max(8, min(13, (box.height - 8) // 3))
        pygame.draw.rect(surface, PAPER, box, border_radius=4)
        band = pygame.Rect(box.x, box.y, box.width, size + 4)
        pygame.draw.rect(surface, colour, band, border_top_left_radius=4, border_top_right_radius=4)
        draw_text(surface, money(contract.reward), (band.x + 3, band.y + 1), size, ink_on(colour), bold=True,
                  width=box.width - 6)
        pygame.draw.rect(surface, INK, box, 1, border_radius=4)
        load = self.rules.port_of(view, contract.load)
        deliver = self.rules.port_of(view, contract.deliver)
        y = band.bottom
        for line in (load, f"to {deliver}"):
            draw_text(surface, line, (box.x + 3, y), size, INK, width=box.width - 6)
            y += size + 2
        self.shapes[name] = box

    def draw_fuel(self, surface: pygame.Surface, box: pygame.Rect, value: int, name: str) -> None:
        pygame.draw.rect(surface, (236, 196, 120), box, border_radius=4)
        pygame.draw.rect(surface, INK, box, 1, border_radius=4)
        draw_text(surface, str(value), (box.centerx, box.y + 1), max(12, box.height // 2), INK, bold=True,
                  anchor="midtop")
        if box.width >= 40:
            draw_text(surface, money(self.cards.fuel_prices[value]), (box.centerx, box.bottom - 1), 10, INK_SOFT,
                      anchor="midbottom")
        self.shapes[name] = box

    def free_places(self, surface: pygame.Surface, boxes: list[pygame.Rect], used: int) -> pygame.Rect:
        """The empty places of a hand row, drawn as a drop zone: where a new card goes."""
        free = boxes[min(used, len(boxes) - 1):]
        zone = free[0].unionall(free[1:]) if len(free) > 1 else pygame.Rect(free[0])
        if used < len(boxes):
            pygame.draw.rect(surface, (70, 52, 36), zone, border_radius=4)
            pygame.draw.rect(surface, PAPER_DARK, zone, 1, border_radius=4)
        return zone

    def draw_tech(self, surface: pygame.Surface, box: pygame.Rect, title: str, price: int | None) -> None:
        pygame.draw.rect(surface, (214, 222, 236), box, border_radius=4)
        pygame.draw.rect(surface, INK, box, 1, border_radius=4)
        size = max(9, min(12, box.height // 4))
        y = box.y + 2
        for line in wrap(title, size, box.width - 6)[:2]:
            y = draw_text(surface, line, (box.x + 3, y), size, INK).bottom - 1
        if price is not None:
            draw_text(surface, money(price), (box.right - 3, box.bottom - 1), size, INK, bold=True,
                      anchor="bottomright")

    def draw_hand(self, surface: pygame.Surface, view: MainportsState, row: pygame.Rect) -> None:
        player = view.players[self.seat]
        limit = self.rules.contract_limit(view, self.seat)
        title = f"Your contracts ({len(player.contracts)}/{limit}, green: loaded)"
        fuel_title = f"Your fuel ({len(player.fuel)}/7)"
        contracts, fuel, tech = hand_sections(row, (title, fuel_title, TECH_TITLE))
        boxes = self.card_row(surface, contracts, title, max(5, len(player.contracts) + 1))
        self.shapes["hand:contracts"] = self.free_places(surface, boxes, len(player.contracts))
        loaded = player.loaded()
        for box, cid in zip(boxes, player.contracts, strict=False):
            self.draw_contract(surface, view, box, cid, f"hand:contract:{cid}")
            if cid in loaded:  # started: its good is on a ship
                pygame.draw.rect(surface, LOADED, box, 3, border_radius=4)
        boxes = self.card_row(surface, fuel, fuel_title, 7)
        self.shapes["hand:fuel"] = self.free_places(surface, boxes, len(player.fuel))
        for n, (box, value) in enumerate(zip(boxes, player.fuel, strict=False)):
            self.draw_fuel(surface, box, value, f"handfuel:{n}")
        box = self.card_row(surface, tech, TECH_TITLE, 1)[0]
        box.width = tech.width - 2
        pygame.draw.rect(surface, (214, 222, 236), box, border_radius=4)
        pygame.draw.rect(surface, INK, box, 1, border_radius=4)
        names = [self.cards.technology[t].title for t in player.tech] or ["none yet"]
        size = max(9, min(11, box.height // 4))
        y = box.y + 2
        for line in wrap(", ".join(names), size, box.width - 6)[: max(1, box.height // (size + 2))]:
            y = draw_text(surface, line, (box.x + 3, y), size, INK).bottom - 1
        self.shapes["hand:tech"] = box

    # --- questions from the table ----------------------------------------------------------------

    def tooltip(self, view: State, name: str) -> str | None:
        assert isinstance(view, MainportsState)
        kind, _, rest = name.partition(":")
        if kind == "port":
            ships = sum(s.position == name for p in view.players for s in p.ships)
            parts = [rest]
            if rest in view.treasuries:
                parts.append(f"mainport, treasury {money(view.treasuries[rest])}")
            if rest in self.board.docks:
                parts.append("dock: ships start here")
            parts.append(f"{ships}/2 ships")
            return "; ".join(parts)
        if kind == "fw":
            return self.board.label(f"{name}:+").rsplit(" (", 1)[0]
        if kind in ("contract", "offer") or name.startswith("hand:contract:"):
            cid = int(name.rsplit(":", 1)[1])
            return f"Contract: {self.rules.contract_text(view, cid)}"
        if kind == "ship":
            seat, index = (int(v) for v in rest.split(":"))
            ship = view.players[seat].ships[index]
            cargo = ", ".join(self.cards.contracts[c].good for c in ship.cargo) or "empty"
            return f"{seat_name(seat)}, ship {index + 1} at {self.board.label(ship.position)}: {cargo}"
        if kind == "cargo":
            return f"Cargo for {self.rules.contract_text(view, int(rest))}"
        if kind == "tech":
            slot = int(rest)
            card = self.cards.technology[view.tech_display[slot]]
            return f"{card.text}: {money(self.rules.tech_price(view, self.seat, slot))} (phase {card.phase})"
        if kind == "rondel":
            return f"Rondel field {int(rest) + 1}: {ACTION_TITLES[self.board.rondel[int(rest)]]}"
        if kind == "pawn":
            return f"{seat_name(int(rest))}'s pawn"
        if kind == "treasury":
            return f"Treasury of {rest}: {money(view.treasuries[rest])}"
        if kind == "track":
            return f"Contracts delivered: {view.deliveries} (the game ends after the round of the 20th)"
        if name == "hand:contracts":
            return "Your contracts: drop a contract here to take it"
        if name == "hand:fuel":
            return "Your fuel cards (at most 7): drop a fuel card here to buy it"
        if name == "hand:tech":
            player = view.players[self.seat]
            return ", ".join(self.cards.technology[t].text for t in player.tech) or "No technology cards yet"
        if name == "discard:contracts":
            return "Drop an offered contract here to refresh it, or one of yours to cancel it"
        if kind == "newship":
            return f"A new ship: drag it to a port with a dock ({money(self.cards.rules['ship_price'])} when bought)"
        if kind in ("fuel", "offerfuel", "handfuel"):
            return "Fuel card: sail its steps; or play it on the rondel for one extra field"
        return None

    def side_panel_lines(self, view: State, seat: int) -> list[str]:
        assert isinstance(view, MainportsState)
        player = view.players[seat]
        return [
            f"{counted(len(player.ships), 'ship')} · {counted(len(player.contracts), 'contract')} · "
            f"{len(player.fuel)} fuel",
            f"{len(player.tech)} technology · rondel {ACTION_TITLES[self.board.rondel[player.rondel]]}"
            if player.rondel >= 0 else f"{len(player.tech)} technology · pawn in the centre",
        ]

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
            self.draw_ship(surface, int(name.split(":")[1]), pos, self.marker() + 2)
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


def along(points: tuple[tuple[float, float], ...], t: float) -> tuple[float, float]:
    """The point a fraction `t` of the way along a polyline."""
    lengths = [math.dist(a, b) for a, b in pairwise(points)]
    goal = sum(lengths) * t
    for (a, b), length in zip(pairwise(points), lengths, strict=True):
        if goal <= length and length:
            f = goal / length
            return a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
        goal -= length
    return points[-1]


def split(rect: pygame.Rect, share: float) -> tuple[pygame.Rect, pygame.Rect]:
    """Two rects side by side: the first takes `share` of the width."""
    width = round(rect.width * share)
    return (pygame.Rect(rect.x, rect.y, width - 3, rect.height),
            pygame.Rect(rect.x + width + 3, rect.y, rect.width - width - 3, rect.height))


def hand_sections(row: pygame.Rect, titles: tuple[str, str, str]) -> tuple[pygame.Rect, ...]:
    """The hand row split into contracts, fuel and technology, each wide enough for its title."""
    needs = [font(CARD_TITLE_SIZE, True).size(title)[0] + 8 for title in titles]
    fuel = max(needs[1], round(row.width * 0.27), 7 * 16 + 6 * 4)
    tech = max(needs[2], round(row.width * 0.17))
    contracts = row.width - fuel - tech - 12
    return (pygame.Rect(row.x, row.y, contracts, row.height),
            pygame.Rect(row.x + contracts + 6, row.y, fuel, row.height),
            pygame.Rect(row.right - tech, row.y, tech, row.height))


def draw_label(surface: pygame.Surface, text: str, dot: tuple[int, int], r: int, side: str, size: int) -> None:
    """A port name on one side of its dot of radius `r`, with a pale halo so it reads over water and land."""
    image = font(size, True).render(text, True, INK)
    halo = font(size, True).render(text, True, PAPER)
    x, y = dot
    anchors = {"above": ("midbottom", (x, y - r - 1)), "below": ("midtop", (x, y + r + 1)),
               "left": ("midright", (x - r - 3, y)), "right": ("midleft", (x + r + 3, y))}
    anchor, point = anchors[side]
    rect = image.get_rect(**{anchor: point})
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        surface.blit(halo, rect.move(dx, dy))
    surface.blit(image, rect)

