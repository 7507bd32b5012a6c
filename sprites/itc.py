"""The ITC table: the four transport routes with their cards, the six continents with their goods fields and
sales stones, the grey market, the profit track to 200,000, the three dice, and the hands.

The board's geometry comes from maps/itc.tmx (routes, continents, the grey market as rectangles); the view
scales it into the upper part of its rectangle and keeps the lower part for the profit track, the dice, the
decks and the hands. It draws the redacted state (`ItcGame.redact`): other players' hands are backs, the
decks are counts. Goods show their transport value in thousands as well as their colour, sales stones are
the seats' markers (colour and shape), so nothing is told by colour alone.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import pygame

from game.core.messages import Items, Message, Money, SeatRef, Term, msg, msgn
from game.core.protocol import Action, Config, State, thing_of
from game.itc.actions import Deliver, card_title, die_name, good_name, place_name, route_name, transport_name
from game.itc.board import GREY, board, components
from game.itc.geometry import controller, hand_size, stones_left, unloading
from game.itc.kinds import Thing
from game.itc.state import HIDDEN, NEUTRAL, ItcState
from sprites.board import BoardView
from sprites.widgets import (
    CREAM,
    INK,
    INK_SOFT,
    LEAST_MARKER,
    LEAST_TEXT,
    PAPER,
    PAPER_DARK,
    SHADOW,
    WOOD_LIGHT,
    draw_seat_marker,
    draw_text,
    draw_whole,
    fit_lines,
    fitting_size,
    font,
)
from words import language, tr, trn, words

GOODS_COLOURS = {
    "blue": (52, 84, 170),
    "yellow": (236, 206, 74),
    "green": (86, 150, 82),
    "red": (176, 58, 48),
    "white": (244, 242, 232),
    "black": (34, 32, 30),
}
"""The goods stones' colours (the printed board's); each also shows its transport value in thousands."""
ROUTE_TINTS = {"grey": (150, 146, 138), "red": (168, 112, 100), "blue": (104, 128, 160), "green": (112, 146, 106)}
"""Route backgrounds: muted tints of the printed colours, with the route's name written on them."""
CONTINENT = (206, 190, 150)
MARKET = (92, 84, 80)
BOARD = (120, 96, 66)
NATURAL = (222, 196, 150)
"""A goods stone lying on a field: natural wood."""
DIE_COLOURS = {"red": (176, 52, 44), "blue": (48, 88, 168), "green": (58, 128, 64)}
ROLL_MS = 600
BASE_BOARD_HEIGHT = 640
"""About the board's height in a 1280x720 window: the sizes in this file are written for it."""
"""How long the dice tumble when they are rolled."""


GREY_MARKET_TITLE = Term("the grey market", "title")
"""The grey market as the heading of its box and tip: the same English as in the messages, where other
languages need it inflected ("in den grauen Markt") and a heading does not ("Grauer Markt")."""


def goods_label(colour: str) -> str:
    """A good's value in thousands, as the language writes a number with a fraction (4.5, in German 4,5)."""
    return value_label(colour, language())


@lru_cache(maxsize=64)
def value_label(colour: str, code: str) -> str:
    """`goods_label` in the language `code`, kept: the board writes each of the 78 fields at every drawing."""
    value = components().goods[colour][0]
    return words().number(value // 1000) if value % 1000 == 0 else words().decimal(value / 1000)


def heading(where: str) -> str:
    return tr(GREY_MARKET_TITLE) if where == GREY else tr(place_name(where))


def grid_cell(room: tuple[int, int], count: int, columns: int) -> tuple[int, int]:
    """The side of the squares when `count` of them lie in rows of `columns` within `room`, and `columns`.

    >>> grid_cell((100, 60), 9, 3), grid_cell((100, 60), 9, 5)
    ((20, 3), (20, 5))
    """
    rows = (count + columns - 1) // columns
    return min(room[0] // columns, room[1] // rows), columns


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return INK if sum(colour) > 380 else CREAM


class ItcView(BoardView):
    def __init__(self, game: Any, config: Config) -> None:
        super().__init__(game, config)
        self.board = board()
        self.scale = 1.0
        self.grow = 1.0
        """How much larger than in a 1280x720 window the writing is drawn."""
        self.origin = (0, 0)
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.tray = pygame.Rect(0, 0, 0, 0)
        self.hand_rect = pygame.Rect(0, 0, 0, 0)
        self.others = pygame.Rect(0, 0, 0, 0)
        self.static: dict[str, pygame.Rect] = {}
        self.fields: dict[tuple[str, int, int], pygame.Rect] = {}
        self.seen_dice: dict[str, int] | None = None
        """The dice as last drawn (None before the first frame: dice already lying there do not tumble)."""
        self.rolled_at = -ROLL_MS
        self.exits: dict[str, tuple[int, int]] = {}
        """Where each route's exit arrow points from, as last drawn."""
        self.continents: dict[tuple[Any, ...], tuple[pygame.Surface, dict[str, pygame.Rect]]] = {}
        """Continents as drawn lately, by what they showed (`draw_continent`)."""

    # ---- geometry ----------------------------------------------------------------------------

    def to_rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(
            round(self.origin[0] + x * self.scale),
            round(self.origin[1] + y * self.scale),
            round(w * self.scale),
            round(h * self.scale),
        )

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.grow = max(1.0, min(2.0, rect.height / BASE_BOARD_HEIGHT))
        width, height = self.board.size
        lower = max(150, min(rect.height * 32 // 100, 270))
        self.scale = min(rect.width / width, (rect.height - lower) / height)
        map_w, map_h = round(width * self.scale), round(height * self.scale)
        self.origin = (rect.x + (rect.width - map_w) // 2, rect.y)
        self.map_rect = pygame.Rect(self.origin, (map_w, map_h))
        below = rect.height - map_h
        track_h = max(26, below // 6)
        self.track = pygame.Rect(rect.x, self.map_rect.bottom + 4, rect.width, track_h)
        others_h = max(2 * font(LEAST_TEXT).get_linesize() + 4, below // 7)  # a hand's counts on two lines
        self.others = pygame.Rect(rect.x, rect.bottom - others_h, rect.width, others_h)
        tray_top = self.track.bottom + 4
        self.tray = pygame.Rect(rect.x, tray_top, rect.width, self.others.y - tray_top - 4)
        self.static = {}
        self.fields = {}
        self.continents = {}  # drawn for the old size
        for name, route in self.board.routes.items():
            x, y, w, h = route.rect
            self.static[f"route:{name}"] = self.to_rect(x, y, w, h)
            field_w, field_h = w / route.columns, h / route.rows
            for row in range(route.rows):
                for column in range(route.columns):
                    box = self.to_rect(x + column * field_w, y + h - (row + 1) * field_h, field_w, field_h)
                    box.inflate_ip(-2, -2)
                    self.fields[(name, row, column)] = box
                    self.static[f"field:{name}:{row}:{column}"] = box
            top = self.to_rect(x, 262, w, y - 266)
            self.static[f"exit:{name}"] = top
        for name, (x, y, w, h) in self.board.continent_rects.items():
            self.static[f"place:{name}"] = self.to_rect(x, y, w, h)
        self.static[f"place:{GREY}"] = self.to_rect(*self.board.market)
        self.static["bank"] = self.track
        tray = self.tray
        die = max(26, min(tray.height - 22, tray.width // 16))
        x = tray.x + 4
        for name in ("red", "blue", "green"):
            self.static[f"die:{name}"] = pygame.Rect(x, tray.y + 2, die, die)
            x += die + 8
        pile_w = max(42, die * 9 // 10)
        for name in ("deck", "discard", "stones", "play"):
            self.static[name] = pygame.Rect(x, tray.y + 2, pile_w, die)
            x += pile_w + 6
        self.hand_rect = pygame.Rect(x + 4, tray.y, tray.right - x - 4, tray.height)
        self.static["hand"] = self.hand_rect
        self.shapes = dict(self.static)

    def px(self, size: int) -> int:
        """A size written for the board's room in a 1280x720 window, in this board's room."""
        return round(size * self.grow)

    def sizes(self, largest: int, least: int) -> tuple[int, ...]:
        """Type sizes from `largest` (grown with the board) down to `least`, for `fitting_size`."""
        return tuple(range(self.px(largest), least - 1, -1))

    def anchor(self, name: str) -> tuple[int, int] | None:
        """A continent or the grey market by its title (its goods fields lie over the middle); the hand by its
        corner."""
        if name.startswith("place:") and name in self.static:
            area = self.static[name]
            return area.centerx, area.y + 6
        if name == "hand":  # below the cards in it
            return self.hand_rect.right - 3, self.hand_rect.bottom - 2
        return super().anchor(name)

    def card_size(self) -> tuple[int, int]:
        sample = next(iter(self.fields.values()))
        return sample.width, sample.height

    # ---- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: State, highlights: set[str], hover: str | None) -> None:
        assert isinstance(view, ItcState)
        self.shapes = dict(self.static)
        pygame.draw.rect(surface, SHADOW, self.map_rect.move(3, 4), border_radius=6)
        pygame.draw.rect(surface, BOARD, self.map_rect, border_radius=6)
        for name in self.board.routes:
            self.draw_route(surface, name)
        for name in self.board.continents:
            self.draw_continent(surface, view, name)
        self.draw_market(surface, view)
        for card, (route, row, column, owner) in sorted(view.positions.items()):
            box = self.fields[(route, row, column)]
            if components().transports[card].cards == 2:
                box = box.union(self.fields[(route, row, column + 1)])
            self.draw_card(surface, card, box, owner, route)
            self.shapes[f"card:{card}"] = box
        self.draw_track(surface, view)
        self.draw_tray(surface, view)
        self.draw_others(surface, view)
        self.cover_both_fields(self.landable | highlights)
        self.draw_outlines(surface, highlights, hover)

    def cover_both_fields(self, highlights: set[str]) -> None:
        """With a mega transport in hand, each field it may go to is lit with the field beside it that it would
        cover too: it lands where it is drawn under the pointer (where lit places overlap, the one centred nearest
        the pointer)."""
        carried = (self.carried or "").rpartition(":")[2]
        if carried not in components().transports or components().transports[carried].cards != 2:
            return
        for name in highlights:
            kind, where = thing_of(name, Thing)
            if kind != Thing.FIELD:
                continue
            route, row, column = where.rsplit(":", 2)
            beside = self.fields.get((route, int(row), int(column) + 1))
            if beside is not None:
                self.shapes[name] = self.fields[(route, int(row), int(column))].union(beside)

    def draw_route(self, surface: pygame.Surface, name: str) -> None:
        route = self.board.routes[name]
        area = self.static[f"route:{name}"]
        pygame.draw.rect(surface, ROUTE_TINTS[route.colour], area.inflate(4, 4), border_radius=4)
        for row in range(route.rows):
            for column in range(route.columns):
                pygame.draw.rect(surface, PAPER_DARK, self.fields[(name, row, column)], 1, border_radius=3)
        exit_rect = self.static[f"exit:{name}"]
        pygame.draw.rect(surface, ROUTE_TINTS[route.colour], exit_rect, border_radius=4)
        label = tr(route_name(name))
        rows = max(1, min(2, (exit_rect.height - 3) // font(LEAST_TEXT, True).get_linesize()))
        size, lines = fit_lines(label, self.px(16), exit_rect.width - 4, rows, True)
        tip = max(4, min(exit_rect.height // 4, 10))
        beside = exit_rect.height - len(lines) * font(size, True).get_linesize() - 3 <= tip + 4
        if beside:  # a short exit (the trucks'): the arrow on the left, the label in the room right of it
            tip = max(4, min(exit_rect.height // 4, 8))
            room = exit_rect.inflate(-2, 0)
            room.width -= 2 * tip + 4
            room.x += 2 * tip + 4
        else:  # an arrow up, above the label
            room = exit_rect.inflate(-4, 0)
        written = draw_whole(
            surface,
            label,
            (room.centerx, exit_rect.bottom - 3),
            self.px(16),
            INK,
            bold=True,
            anchor="midbottom",
            width=room.width,
            lines=rows,
        )
        if beside:
            x, y = max(exit_rect.x + tip + 2, written.x - tip - 4), written.centery - tip // 2
        else:
            x, y = exit_rect.centerx, exit_rect.y + 3
        pygame.draw.polygon(surface, INK, [(x, y), (x + tip, y + tip), (x - tip, y + tip)])
        self.exits[name] = (x, y)

    def draw_goods_square(self, surface: pygame.Surface, colour: str, box: pygame.Rect, filled: bool) -> None:
        pygame.draw.rect(surface, GOODS_COLOURS[colour], box, border_radius=2)
        pygame.draw.rect(surface, INK, box, 1, border_radius=2)
        if filled:
            pygame.draw.circle(surface, NATURAL, box.center, max(3, box.width * 2 // 5))
            pygame.draw.circle(surface, INK, box.center, max(3, box.width * 2 // 5), 1)
        label = goods_label(colour)
        largest = max(LEAST_TEXT, min(self.px(13), box.height * 3 // 5))
        size = fitting_size(label, box.width - 2, tuple(range(largest, LEAST_TEXT - 1, -1)), bold=True)
        draw_text(
            surface,
            label,
            box.center,
            size,
            INK if filled else ink_on(GOODS_COLOURS[colour]),
            bold=True,
            anchor="center",
        )

    def draw_continent(self, surface: pygame.Surface, view: ItcState, name: str) -> None:
        """A continent as drawn for its goods, stones and language before, or drawn now and kept (its 13 fields
        are most of what the board draws)."""
        area = self.static[f"place:{name}"]
        key = (name, tuple(sorted(view.goods[name].items())), tuple(view.stones[name]), language(), area.size)
        if key not in self.continents:
            if len(self.continents) > 4 * len(self.board.continents):  # a few per continent: the latest states
                self.continents.clear()
            image = pygame.Surface(area.size, pygame.SRCALPHA)
            self.continents[key] = (image, self.draw_continent_on(image, view, name, image.get_rect()))
        image, shapes = self.continents[key]
        surface.blit(image, area)
        self.shapes.update((thing, box.move(area.topleft)) for thing, box in shapes.items())

    def draw_continent_on(
        self, surface: pygame.Surface, view: ItcState, name: str, area: pygame.Rect
    ) -> dict[str, pygame.Rect]:
        """A continent drawn in `area` of `surface`: its title, goods fields and stones; where its goods lie."""
        shapes: dict[str, pygame.Rect] = {}
        pygame.draw.rect(surface, CONTINENT, area, border_radius=5)
        pygame.draw.rect(surface, WOOD_LIGHT, area, 2, border_radius=5)
        label = tr(place_name(name))
        title = draw_whole(
            surface,
            label,
            (area.centerx, area.y + 2),
            self.px(15),
            INK,
            bold=True,
            anchor="midtop",
            width=area.width - 4,
        )
        fields = [c for c, n in self.board.continents[name].items() for _ in range(n)]
        lying = {c: view.goods[name][c] for c in view.goods[name]}
        stones_h = self.stones_height(view, name, area.width - 6, max(16, area.height // 6))
        room = (area.width - 8, area.bottom - title.bottom - stones_h - 6)
        cell, columns = max(grid_cell(room, len(fields), columns) for columns in range(3, 7))  # fields large as fit
        left = area.centerx - cell * columns // 2
        seen: dict[str, int] = {}
        for index, colour in enumerate(fields):
            box = pygame.Rect(
                left + index % columns * cell, title.bottom + 2 + index // columns * cell, cell - 2, cell - 2
            )
            seen[colour] = seen.get(colour, 0) + 1
            self.draw_goods_square(surface, colour, box, seen[colour] <= lying[colour])
            if seen[colour] == 1:
                shapes[f"good:{name}:{colour}"] = box
        self.draw_stones(
            surface, view, name, pygame.Rect(area.x + 3, area.bottom - stones_h - 2, area.width - 6, stones_h)
        )
        return shapes

    def stone_lines(self, view: ItcState, name: str, width: int) -> int:
        """On how many lines the seats' sales stones there are drawn: one while they fit at the least sizes, else
        two."""
        counts = [str(view.stones[name][seat]) for seat in range(view.players) if view.stones[name][seat]]
        least = sum(2 * LEAST_MARKER + 5 + font(LEAST_TEXT, True).size(count)[0] for count in counts)
        return 1 if least <= width else 2

    def stones_height(self, view: ItcState, name: str, width: int, line: int) -> int:
        """How tall the row of sales stones there is, `line` tall when they take one line; two lines each at least as
        tall as the least marker."""
        if self.stone_lines(view, name, width) == 1:
            return line
        return max(line * 3 // 2, 2 * (2 * LEAST_MARKER + 2))

    def draw_stones(self, surface: pygame.Surface, view: ItcState, name: str, row: pygame.Rect) -> None:
        """Each seat's sales stones there: its marker and the count, for the seats with some (not a place kept for
        every seat, so more fit), spread along the row (two rows when one cannot hold them), set smaller where they
        would touch."""
        held = [(seat, str(view.stones[name][seat])) for seat in range(view.players) if view.stones[name][seat]]
        lines = self.stone_lines(view, name, row.width)
        per_line = -(-len(held) // lines)
        line_h = row.height // lines
        for index in range(lines):
            line = pygame.Rect(row.x, row.y + index * line_h, row.width, line_h)
            self.draw_stone_line(surface, held[index * per_line : (index + 1) * per_line], line)

    def draw_stone_line(self, surface: pygame.Surface, held: list[tuple[int, str]], row: pygame.Rect) -> None:
        """Seats' markers and counts spread along one line, smaller (down to the least sizes) where they touch."""
        radius = max(LEAST_MARKER, min(row.height // 2 - 1, self.px(9)))
        size = max(LEAST_TEXT, min(self.px(14), row.height - 2))

        def used(radius: int, size: int) -> int:
            return sum(2 * radius + 3 + font(size, True).size(count)[0] for _, count in held)

        while used(radius, size) + 2 * len(held) > row.width and (radius > LEAST_MARKER or size > LEAST_TEXT):
            radius, size = max(LEAST_MARKER, radius - 1), max(LEAST_TEXT, size - 1)
        gap = max(2, (row.width - used(radius, size)) // max(1, len(held)))
        x = row.x + 1
        for seat, count in held:
            draw_seat_marker(surface, seat, (x + radius, row.centery), radius)
            written = draw_text(surface, count, (x + 2 * radius + 2, row.centery), size, INK, True, "midleft")
            x = written.right + gap

    def draw_market(self, surface: pygame.Surface, view: ItcState) -> None:
        area = self.static[f"place:{GREY}"]
        pygame.draw.rect(surface, MARKET, area, border_radius=5)
        pygame.draw.rect(surface, PAPER_DARK, area, 2, border_radius=5)
        label = heading(GREY)
        title = draw_whole(
            surface,
            label,
            (area.centerx, area.y + 3),
            self.px(15),
            CREAM,
            bold=True,
            anchor="midtop",
            width=area.width - 4,
        )
        marker_h = max(16, min(area.height // 7, self.px(22)))
        stones_h = self.stones_height(view, GREY, area.width - 6, marker_h)
        boss = controller(view)
        label = tr("controls")
        # who controls it: a marker and the word, on as many lines as the word takes at the least size
        boss_size, boss_lines = fit_lines(label, self.px(14), area.width - 8 - marker_h - 4, 2)
        boss_h = max(marker_h, len(boss_lines) * font(boss_size).get_linesize()) if boss is not None else 0
        half = (area.width - 8) // 2
        room = area.bottom - title.bottom - stones_h - boss_h - 10
        tallest = min(room // 3, half * 3 // 5)  # two columns of three

        def square_row(size: int) -> int:  # per half a square and its count, two digits whole
            return min(tallest, half - font(size).size("×88")[0] - 4)

        size = next((s for s in self.sizes(14, LEAST_TEXT) if font(s).get_height() <= square_row(s)), LEAST_TEXT)
        line = square_row(size)
        for index, colour in enumerate(components().goods):
            left = area.x + 4 + index % 2 * half
            box = pygame.Rect(left, title.bottom + 3 + index // 2 * line, line - 2, line - 2)
            self.draw_goods_square(surface, colour, box, False)
            self.shapes[f"good:{GREY}:{colour}"] = box
            draw_text(
                surface, f"×{view.goods[GREY][colour]}", (box.right + 2, box.centery), size, CREAM, anchor="midleft"
            )
        if boss is not None:
            boss_row = pygame.Rect(area.x + 4, area.bottom - stones_h - boss_h - 4, area.width - 8, boss_h)
            draw_seat_marker(surface, boss, (boss_row.x + marker_h // 2, boss_row.centery), max(5, marker_h // 2 - 1))
            step = font(boss_size).get_linesize()
            for i, text in enumerate(boss_lines):
                at = (boss_row.x + marker_h + 3, boss_row.centery - step * len(boss_lines) // 2 + i * step)
                draw_text(surface, text, at, boss_size, CREAM)
        row = pygame.Rect(area.x + 3, area.bottom - stones_h - 2, area.width - 6, stones_h)
        pygame.draw.rect(surface, CONTINENT, row, border_radius=3)
        self.draw_stones(surface, view, GREY, row)

    def draw_card(self, surface: pygame.Surface, card: str, box: pygame.Rect, owner: int, route: str = "") -> None:
        """A transport card: its index (a neutral one: N and its destination's initial), the colours of its two
        routes, its goods (the circled one ringed) and its owner's marker."""
        transport = components().transports[card]
        pygame.draw.rect(surface, SHADOW, box.move(1, 2), border_radius=4)
        pygame.draw.rect(surface, PAPER if not transport.neutral else (200, 200, 196), box, border_radius=4)
        pygame.draw.rect(surface, INK, box, 1, border_radius=4)
        stripe = max(3, box.height // 8)
        for index, name in enumerate(transport.routes):
            tint = ROUTE_TINTS[self.board.routes[name].colour]
            half = pygame.Rect(box.x + 2 + index * (box.width - 4) // 2, box.y + 2, (box.width - 4) // 2, stripe)
            pygame.draw.rect(surface, tint, half)
            if name == route:
                pygame.draw.rect(surface, INK, half, 1)
        size = max(LEAST_TEXT, min(self.px(15), box.height // 3))
        head = neutral_head(transport.destination, size, box.width - 8) if transport.neutral else str(transport.index())
        draw_text(surface, head, (box.x + 4, box.y + stripe + 2), size, INK, bold=True)
        if owner >= 0:
            radius = max(4, size // 2)
            draw_seat_marker(surface, owner, (box.right - radius - 3, box.y + stripe + 3 + radius), radius)
        goods = transport.goods()
        dot = max(4, min(10, (box.width - 6) // max(6, len(goods))))
        self.draw_profits(surface, transport, box, box.y + stripe + size + 6, box.bottom - dot - 6)
        circled = {
            i * len(part.goods) + part.goods.index(part.circled)
            for i, part in enumerate(transport.parts)
            if not transport.neutral
        }
        y = box.bottom - dot - 3
        for index, colour in enumerate(goods):
            center = (box.x + 4 + dot // 2 + index * dot, y + dot // 2)
            pygame.draw.circle(surface, GOODS_COLOURS[colour], center, dot // 2)
            pygame.draw.circle(surface, INK, center, dot // 2, 1)
            if index in circled or (transport.neutral and index == len(goods) - 1):
                pygame.draw.circle(surface, INK, center, dot // 2 + 2, 1)

    def draw_profits(self, surface: pygame.Surface, transport: Any, box: pygame.Rect, top: int, bottom: int) -> None:
        """Where a card is large enough (in the hand), what it earns on each of its routes as the printed card
        gives it, in hundreds: the profit, and after the slash the profit when robbed; each after its route's
        name on the route's colour, or under it where the card is too narrow for both on a line."""
        if transport.neutral:
            return
        line = (bottom - top) // 2
        size = min(self.px(14), line - 2)
        if size < LEAST_TEXT:  # on a route's field the card is too small: the tooltip tells it
            return
        rows = []
        for route in transport.routes:
            profit = sum(part.profits[route][0] for part in transport.parts) // 100
            robbed = sum(part.profits[route][1] for part in transport.parts) // 100
            rows.append((route, tr(route_name(route)), f"{words().number(profit)} / {words().number(robbed)}"))
        beside = all(
            font(size - 2, True).size(name)[0] + 10 + font(size).size(value)[0] <= box.width - 8
            for _, name, value in rows
        )
        under = next(  # the name over the amounts, each a line of the largest size that lets both fit
            (s for s in range(self.px(13), LEAST_TEXT, -1) if 2 * font(s, True).get_linesize() - 2 <= line), LEAST_TEXT
        )
        for index, (route, name, value) in enumerate(rows):
            y = top + index * line
            if beside:
                pill = pygame.Rect(box.x + 4, y, font(size - 2, True).size(name)[0] + 6, size + 2)
                name_size, value_size, at, anchor = size - 2, size, (pill.right + 4, pill.centery), "midleft"
            else:
                pill = pygame.Rect(box.x + 4, y, box.width - 8, font(under, True).get_linesize() - 2)
                name_size, value_size, at, anchor = under, under, (box.x + 4, pill.bottom), "topleft"
            pygame.draw.rect(surface, ROUTE_TINTS[self.board.routes[route].colour], pill, border_radius=3)
            draw_whole(
                surface, name, pill.center, name_size, INK, bold=True, anchor="center", width=pill.width - 2, lines=1
            )
            draw_whole(surface, value, at, value_size, INK, anchor=anchor, width=box.right - at[0] - 2, lines=1)

    def draw_track(self, surface: pygame.Surface, view: ItcState) -> None:
        """The profit track to 200,000, with each seat's marker at its profit."""
        track = self.track
        pygame.draw.rect(surface, PAPER, track, border_radius=4)
        target = components().rules["target"]
        size = max(LEAST_TEXT, min(self.px(13), track.height // 2 - 1))
        widest = font(size).size(tr("{amount}", amount=Money(target)))[0]
        inner = track.inflate(-max(64, widest + 12), 0)  # the end's amount whole inside the track
        for step in range(0, target + 1, 25_000):
            x = inner.x + inner.width * step // target
            pygame.draw.line(surface, PAPER_DARK, (x, track.y + 3), (x, track.bottom - 3), 1)
            if step % 50_000 == 0:
                draw_text(
                    surface,
                    tr("{amount}", amount=Money(step)),
                    (x, track.bottom - 1),
                    size,
                    INK_SOFT,
                    anchor="midbottom",
                )
        radius = max(5, track.height // 4)
        placed: list[int] = []
        for seat in sorted(range(view.players), key=lambda s: (view.profit[s], s)):
            x = inner.x + inner.width * min(view.profit[seat], target) // target
            if placed and x < placed[-1] + 2 * radius + 2:  # close profits: side by side, none hidden
                x = placed[-1] + 2 * radius + 2
            placed.append(x)
            draw_seat_marker(surface, seat, (x, track.y + radius + 2), radius)

    def animating(self) -> bool:
        """The dice tumble for a moment after a roll."""
        return pygame.time.get_ticks() - self.rolled_at < ROLL_MS

    def draw_tray(self, surface: pygame.Surface, view: ItcState) -> None:
        now = pygame.time.get_ticks()
        if view.dice != self.seen_dice:
            self.rolled_at = now if view.dice and self.seen_dice is not None else -ROLL_MS
            self.seen_dice = dict(view.dice)
        tumbling = now - self.rolled_at < ROLL_MS
        for name in ("red", "blue", "green"):
            box = self.static[f"die:{name}"]
            pygame.draw.rect(surface, SHADOW, box.move(2, 3), border_radius=6)
            pygame.draw.rect(surface, DIE_COLOURS[name], box, border_radius=6)
            pygame.draw.rect(surface, CREAM, box, 2, border_radius=6)
            sides = 8 if name == "green" else 6
            if name in view.dice:
                pips = random.randint(1, sides) if tumbling else view.dice[name]
                draw_text(
                    surface, str(pips), box.center, max(14, box.height * 3 // 5), CREAM, bold=True, anchor="center"
                )
            else:
                draw_text(
                    surface, f"d{sides}", box.center, max(LEAST_TEXT, box.height * 2 // 5), CREAM, anchor="center"
                )
            draw_whole(
                surface,
                tr(die_name(name)),
                (box.centerx, box.bottom + 2),
                self.px(11),
                CREAM,
                anchor="midtop",
                width=box.width + 6,
            )
        counts = {
            "deck": len(view.transport_deck),
            "discard": len(view.transport_discard),
            "stones": stones_left(view, self.seat) if self.seat is not None else 0,
            "play": 0,
        }
        titles = {"deck": tr("deck"), "discard": tr("discards"), "stones": tr("stones"), "play": tr("play")}
        for name, count in counts.items():
            box = self.static[name]
            pygame.draw.rect(surface, PAPER_DARK if name != "play" else WOOD_LIGHT, box, border_radius=5)
            pygame.draw.rect(surface, INK, box, 1, border_radius=5)
            if name == "stones" and self.seat is not None:
                draw_seat_marker(surface, self.seat, (box.centerx, box.centery - 4), max(5, box.height // 5))
            if name != "play":
                draw_text(
                    surface, str(count), (box.centerx, box.bottom - 2), self.px(12), INK, bold=True, anchor="midbottom"
                )
            draw_whole(
                surface,
                titles[name],
                (box.centerx, box.bottom + 2),
                self.px(11),
                CREAM,
                anchor="midtop",
                width=box.width + 6,
            )
        self.draw_hand(surface, view)

    def draw_hand(self, surface: pygame.Surface, view: ItcState) -> None:
        area = self.hand_rect
        pygame.draw.rect(surface, (70, 50, 32), area, border_radius=5)
        if self.seat is None:
            draw_whole(
                surface,
                tr("Hands are hidden while no one looks at the table."),
                (area.x + 8, area.centery),
                self.px(13),
                CREAM,
                anchor="midleft",
                width=area.width - 12,
                lines=3,
            )
            return
        seat = self.seat
        cards = list(view.transports[seat])
        if view.arriving:
            cards.insert(0, f"arrival:{view.arriving[0]}")
        cards = [c for c in cards if c != HIDDEN]
        kinds: dict[str, int] = {}
        for card in view.actions[seat]:
            kind = components().action_kinds[card]
            kinds[kind] = kinds.get(kind, 0) + 1
        card_w, card_h = self.card_size()
        grown = min(area.height - 6, card_h * 5 // 2)
        card_w, card_h = card_w * grown // card_h, grown
        slots = sum(
            components().transports[c.partition(":")[2] if c.startswith("arrival:") else c].cards for c in cards
        ) + len(kinds)
        card_w = min(card_w, (area.width - 8) // max(1, slots) - 4)  # every card fits the row
        x = area.x + 4
        for name in cards:
            arriving = name.startswith("arrival:")
            card = name.partition(":")[2] if arriving else name
            wide = card_w * components().transports[card].cards
            box = pygame.Rect(x, area.y + 3, wide, card_h)
            self.draw_card(surface, card, box, seat)
            if arriving:
                pygame.draw.rect(surface, CREAM, box.inflate(4, 4), 2, border_radius=5)
            self.shapes[name if arriving else f"hand:{card}"] = box
            x += wide + 4
        for kind, count in sorted(kinds.items()):
            box = pygame.Rect(x, area.y + 3, card_w, card_h)
            pygame.draw.rect(surface, (232, 214, 170), box, border_radius=4)
            pygame.draw.rect(surface, INK, box, 1, border_radius=4)
            # the title above what the card does, each as large as the card lets it be
            title = tr(card_title(kind))
            size, lines = fit_lines(title, self.px(13), box.width - 6, 2, True)
            for line, text in enumerate(lines):
                draw_text(
                    surface, text, (box.centerx, box.y + 3 + line * (size + 3)), size, INK, bold=True, anchor="midtop"
                )
            top = box.y + 6 + len(lines) * (size + 3)
            effect = words()(effect_text(kind))
            room = box.bottom - 16 - top
            effect_size = next(
                (
                    s
                    for s in range(min(size, self.px(12)), LEAST_TEXT - 1, -1)
                    if len(fit_lines(effect, s, box.width - 8, 9, least=s)[1]) * (s + 2) <= room
                ),
                LEAST_TEXT,
            )
            for line, text in enumerate(fit_lines(effect, effect_size, box.width - 8, 9, least=effect_size)[1]):
                draw_text(
                    surface, text, (box.centerx, top + line * (effect_size + 2)), effect_size, INK_SOFT, anchor="midtop"
                )
            if count > 1:
                draw_text(
                    surface, f"×{count}", (box.right - 3, box.bottom - 2), self.px(11), INK_SOFT, anchor="bottomright"
                )
            self.shapes[f"action:{kind}"] = box
            x += card_w + 4

    def draw_others(self, surface: pygame.Surface, view: ItcState) -> None:
        """Every other seat's hand as backs: how many transport and action cards."""
        row = self.others
        seats = [s for s in range(view.players) if s != self.seat]
        step = row.width // max(1, len(seats))
        size = max(LEAST_TEXT, min(self.px(13), row.height - 8))
        for index, seat in enumerate(seats):
            x = row.x + index * step
            draw_seat_marker(surface, seat, (x + row.height // 2, row.centery), max(5, row.height // 3))
            for back in range(min(6, hand_size(view, seat))):
                pygame.draw.rect(
                    surface, (96, 62, 40), (x + row.height + back * 7, row.y + 3, 12, row.height - 6), border_radius=2
                )
                pygame.draw.rect(
                    surface, CREAM, (x + row.height + back * 7, row.y + 3, 12, row.height - 6), 1, border_radius=2
                )
            text = (
                trn("{count} transport card", "{count} transport cards", count=len(view.transports[seat]))
                + " · "
                + trn("{count} action card", "{count} action cards", count=len(view.actions[seat]))
            )
            draw_whole(
                surface,
                text,
                (x + row.height + 6 * 7 + 10, row.centery),
                size,
                CREAM,
                anchor="midleft",
                width=step - row.height - 6 * 7 - 14,
            )

    def draw_dragged(self, surface: pygame.Surface, view: State, name: str, pos: tuple[int, int]) -> None:
        assert isinstance(view, ItcState)
        kind, rest = thing_of(name, Thing)
        if kind in (Thing.HAND, Thing.CARD, Thing.ARRIVAL) and rest in components().transports:
            card_w, card_h = self.card_size()
            box = pygame.Rect(0, 0, card_w * components().transports[rest].cards, card_h)
            box.center = pos
            owner = (
                view.positions[rest].owner if rest in view.positions else (self.seat if self.seat is not None else 0)
            )
            self.draw_card(surface, rest, box, owner)
        elif kind == Thing.STONES and self.seat is not None:
            draw_seat_marker(surface, self.seat, pos, 10)
        else:
            super().draw_dragged(surface, view, name, pos)

    # ---- words -------------------------------------------------------------------------------

    def tooltip(self, view: State, name: str) -> str | None:
        assert isinstance(view, ItcState)
        kind, rest = thing_of(name, Thing)
        if kind in (Thing.HAND, Thing.CARD, Thing.ARRIVAL) and rest in components().transports:
            return card_tip(view, rest)
        if kind == Thing.PLACE:
            return place_tip(view, rest)
        if kind == Thing.DIE:
            return die_tip(rest)
        if kind == Thing.ACTION:
            return tr("{card}: {effect}", card=card_title(rest), effect=effect_text(rest))
        if kind == Thing.GOOD:
            where, _, colour = rest.partition(":")
            value, resale = components().goods[colour]
            return tr(
                "{good} goods in {place}: {count}. Transport value {value}, resale value {resale}.",
                good=good_name(colour),
                place=place_name(where),
                count=view.goods[where][colour],
                value=Money(value),
                resale=Money(resale),
            )
        if kind == Thing.EXIT:
            return tr("Off the top of the {route}: the card arrives (one action point).", route=route_name(rest))
        if kind == Thing.FIELD:
            route, row, column = rest.split(":")
            return tr(
                "{route}, row {row}, column {column}", route=route_name(route), row=int(row) + 1, column=int(column) + 1
            )
        if kind == Thing.DECK:
            return trn(
                "Transport deck: {count} card. Each red point draws one.",
                "Transport deck: {count} cards. Each red point draws one.",
                count=len(view.transport_deck),
            )
        if kind == Thing.STONES:
            return tr("Your sales stones in reserve. Three green points place one.")
        if kind == Thing.BANK:
            return tr(
                "Profit: reaching {amount} ends the game with the round, and the highest profit wins.",
                amount=Money(components().rules["target"]),
            )
        return self.table_tip(view, kind, rest)

    def table_tip(self, view: ItcState, kind: Thing | None, rest: str) -> str | None:
        """The discard pile, the place to play action cards, the hand and a route as a whole."""
        rules = components().rules
        if kind == Thing.DISCARD:
            return trn(
                "Discarded transports: {count} card. When the deck runs out they make the new one; the second time "
                "it runs out the game ends with the round.",
                "Discarded transports: {count} cards. When the deck runs out they make the new one; the second time "
                "it runs out the game ends with the round.",
                count=len(view.transport_discard),
            )
        if kind == Thing.PLAY:
            return tr("Drop an action card here to play it: any time in your turn, no kind twice in a turn.")
        if kind == Thing.ROUTE and rest in self.board.routes:
            route = self.board.routes[rest]
            return tr(
                "{route}: {columns} columns, {rows} rows. Cards are placed on the bottom row, move one row up for an "
                "action point and arrive off the top; at most {count} of a player's cards on it.",
                route=route_name(rest),
                columns=route.columns,
                rows=route.rows,
                count=rules["per_route"],
            )
        if kind == Thing.HAND and not rest and self.seat is not None:
            return trn(
                "Your hand: {count} card. Keep at most {limit} when your turn ends.",
                "Your hand: {count} cards. Keep at most {limit} when your turn ends.",
                count=hand_size(view, self.seat),
                limit=rules["hand_limit"],
            )
        return None

    def landing(self, view: State, action: Action) -> str:
        """An arrived transport let go over a continent: the move, how many of its goods fit there, how many go to
        the grey market and what it earns then."""
        assert isinstance(view, ItcState)
        if not isinstance(action, Deliver) or not view.arriving:
            return super().landing(view, action)
        placed, lost, profit = unloading(view, action.where, action.give_up)
        lines = [tr(action.label())]
        if action.where != GREY:
            lines.append(trn("{count} good fits there.", "{count} goods fit there.", count=len(placed)))
        if lost:
            lines.append(
                trn("{count} good goes to the grey market", "{count} goods go to the grey market", count=len(lost))
            )
        lines.append(tr("You earn {amount}.", amount=Money(profit)))
        return "\n".join(lines)

    def side_panel_lines(self, view: State, seat: int) -> list[str]:
        assert isinstance(view, ItcState)
        return [
            " · ".join(
                [
                    trn("{count} card in hand", "{count} cards in hand", count=hand_size(view, seat)),
                    trn("{count} stone left", "{count} stones left", count=stones_left(view, seat)),
                ]
            )
        ]


def neutral_head(destination: str, size: int, width: int) -> str:
    """A neutral card's destination as its head has room for: the continent's name, else its abbreviation."""
    name = tr(place_name(destination))
    if font(size, True).size(name)[0] <= width:
        return name
    short = {
        "North America": tr("N. Am."),
        "South America": tr("S. Am."),
        "Europe": tr("Eur."),
        "Africa": tr("Afr."),
        "Australia": tr("Austr."),
    }
    return short.get(destination, name)


def card_tip(view: ItcState, card: str) -> str:
    transport = components().transports[card]
    lines = [tr(transport_name(card))]
    if transport.neutral:
        lines.append(
            tr(
                "Neutral transport to {place}: nobody earns from it; its last good is the one at risk.",
                place=place_name(transport.destination),
            )
        )
    else:
        for route in transport.routes:
            profit = sum(part.profits[route][0] for part in transport.parts)
            robbed = sum(part.profits[route][1] for part in transport.parts)
            lines.append(
                tr(
                    "{route}: profit {profit}, robbed {robbed}",
                    route=route_name(route),
                    profit=Money(profit),
                    robbed=Money(robbed),
                )
            )
        circled = Items(tuple(good_name(part.circled) for part in transport.parts))
        lines.append(tr("The mafia takes the circled good: {goods}", goods=circled))
    if card in view.positions and view.positions[card].owner != NEUTRAL:
        lines.append(tr("Owner: {seat}", seat=SeatRef(view.positions[card].owner)))
    return "\n".join(lines)


def place_tip(view: ItcState, where: str) -> str:
    lines = [heading(where)]
    lying = Items(tuple(msg("{good} {count}", good=good_name(c), count=n) for c, n in view.goods[where].items() if n))
    lines.append(tr("Goods: {goods}", goods=lying) if lying.items else tr("Goods: none"))
    if where != GREY:
        room = Items(
            tuple(msg("{good} {count}", good=good_name(c), count=n) for c, n in board().continents[where].items())
        )
        lines.append(tr("Fields: {fields}", fields=room))
    stones = Items(
        tuple(msg("{seat} {count}", seat=SeatRef(s), count=n) for s, n in enumerate(view.stones[where]) if n)
    )
    if stones.items:
        lines.append(tr("Sales stones: {stones}", stones=stones))
    if where == GREY:
        boss = controller(view)
        lines.append(
            tr("Controlled by {seat}: earns the transport value of every robbed good.", seat=SeatRef(boss))
            if boss is not None
            else tr("Nobody controls it (a tie).")
        )
    return "\n".join(lines)


def die_tip(die: str) -> str:
    if die == "red":
        return tr("Red d6: each point draws a transport card; the points left are action points.")
    if die == "blue":
        return tr("Blue d6: action points (place, move, leave).")
    return tr("Green d8: trade points: sell a good for one, place a sales stone for three.")


def effect_text(kind: str) -> Message:
    """What an action card does, as a message."""
    card = components().actions[kind]
    amount = card.amount
    texts = {
        "points": msgn("+{count} action point this turn", "+{count} action points this turn", count=amount),
        "draw_transport": msgn("draw {count} transport card", "draw {count} transport cards", count=amount),
        "sales": msgn("+{count} sale this turn", "+{count} sales this turn", count=amount),
        "stone": msg("a sales stone into a continent"),
        "grey_stone": msg("a sales stone into the grey market"),
        "escort": msg("your arrivals this turn cannot be robbed"),
        "strike": msg("an opponent's card goes back one row"),
        "grey_sales": msgn(
            "sell up to {count} good in the grey market, whoever leads there",
            "sell up to {count} goods in the grey market, whoever leads there",
            count=amount,
        ),
        "profit": msg("at once: {amount} profit", amount=Money(amount)),
        "raid": msg("at once: the best good of the fullest continent goes to the grey market"),
    }
    return texts[card.effect]
