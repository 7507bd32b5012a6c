"""The Narco Empire table: the deck and the line of cards drawn this turn with its danger meter, the
dealers beside the deck, the discard and the police compound, the looking player's network of four
cards with its cubes and cartel hand, the other players' networks smaller, and in advanced mode the
board of four cities.

The view draws the seat's redacted state (`NarcoEmpireGame.redact`): the deck is face down (but for a
card the seat has seen) and other players' cartel cards show only their backs. Sirens and pistols are
drawn as shapes with numbers (a triangle for a siren, a round sight for a pistol), never by colour alone.
"""

from __future__ import annotations

from math import ceil
from typing import Any

import pygame

from game.core.messages import Money, SeatRef, Verbatim
from game.core.protocol import Config, State, thing_of
from game.narco_empire.actions import CITY
from game.narco_empire.cards import Card, card, cartel_card, cartel_effect, city_name, token_name
from game.narco_empire.kinds import CardKind, Phase, Thing
from game.narco_empire.rules import NarcoEmpireGame, limit, unseen_cards
from game.narco_empire.state import HIDDEN, NarcoState, Player, capacity, production
from sprites.board import BoardView
from sprites.widgets import (
    ALERT,
    BRASS,
    CREAM,
    INK,
    INK_SOFT,
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
    wrap,
)
from words import language, tr, trn, words

KIND_COLOURS = {
    "plantation": (92, 140, 70),
    "laboratory": (120, 150, 190),
    "transport": (214, 196, 120),
    "storage": (150, 118, 90),
    "dealer": (110, 90, 150),
    "press": (200, 190, 170),
    "informant": (170, 170, 170),
    "police": (60, 80, 150),
    "military": (90, 110, 70),
    "dea": (90, 90, 100),
}
SIREN = (196, 44, 36)
PISTOL = (40, 40, 44)
MERCHANDISE = (250, 250, 246)
CROP = (140, 110, 70)
CARTEL_BACK = (150, 60, 150)
FELT = (58, 98, 88)


def grounds() -> tuple[tuple[int, int, int], ...]:
    """Every colour a seat marker stands on: the felt of the table's areas and the cities' paper."""
    return (FELT, PAPER)


def features() -> tuple[tuple[int, int, int], ...]:
    """The table's own colours (card kinds, sirens, cartel backs, crops), kept away from the players'."""
    return (*KIND_COLOURS.values(), SIREN, CARTEL_BACK, CROP)


NETWORK_KINDS = (Thing.PLANTATION, Thing.LABORATORY, Thing.TRANSPORT, Thing.STORAGE)
LEAST = LEAST_TEXT
"""The smallest type on the table."""
NARROWEST_CARD = 56
"""A card narrower than this cannot show its name: small networks then show a line per card."""


def said(value: Any) -> str:
    return words().param(value)


def draw_siren(
    surface: pygame.Surface, center: tuple[int, int], radius: int, number: int | None = None, lit: bool = True
) -> None:
    """A warning triangle: filled when the siren is on the table, an outline when not yet."""
    x, y = center
    points = [(x, y - radius), (x + radius, y + radius * 0.8), (x - radius, y + radius * 0.8)]
    if lit:
        pygame.draw.polygon(surface, SIREN, points)
    pygame.draw.polygon(surface, INK if lit else INK_SOFT, points, 2)
    if number is not None:
        draw_text(
            surface,
            str(number),
            (x, y + radius // 5),
            max(LEAST, radius),
            CREAM if lit else INK_SOFT,
            bold=True,
            anchor="center",
        )


def draw_pistol(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A gun sight: a ring with a cross."""
    x, y = center
    pygame.draw.circle(surface, PISTOL, center, radius, 2)
    pygame.draw.line(surface, PISTOL, (x - radius - 2, y), (x + radius + 2, y), 2)
    pygame.draw.line(surface, PISTOL, (x, y - radius - 2), (x, y + radius + 2), 2)


def draw_cubes(
    surface: pygame.Surface,
    box: pygame.Rect,
    count: int,
    colour: tuple[int, int, int],
    limit: int | None = None,
    numbered: bool = True,
) -> None:
    """Cubes in rows inside `box`, each of them (as small as it takes, down to a few pixels), then their number
    ("5" or "5/9") unless a title says it already."""
    side = max(6, min(20, box.height // 3))
    while side > 3 and ceil(count / max(1, box.width // (side + 3))) * (side + 3) > box.height + 3:
        side -= 1  # smaller cubes, until every one fits
    per_row = max(1, box.width // (side + 3))
    shown = min(count, per_row * max(1, (box.height + 3) // (side + 3)))
    for i in range(shown):
        cube = pygame.Rect(box.x + (i % per_row) * (side + 3), box.y + (i // per_row) * (side + 3), side, side)
        pygame.draw.rect(surface, colour, cube)
        pygame.draw.rect(surface, INK, cube, 1)
    if not numbered:
        return
    text = f"{count}/{limit}" if limit is not None else str(count)
    draw_text(surface, text, (box.right, box.bottom), max(LEAST, side + 1), INK, bold=True, anchor="bottomright")


class NarcoEmpireView(BoardView):
    buttons = frozenset({"stop"})

    def __init__(self, game: Any, config: Config) -> None:
        super().__init__(game, config)
        assert isinstance(game, NarcoEmpireGame)
        self.rules: NarcoEmpireGame = game
        self.advanced = game.option(config, "mode") == "advanced"
        self.faces: dict[tuple[Any, ...], pygame.Surface] = {}
        """Card faces as drawn, by card type, size, room shown, type size and language (`draw_card`)."""
        self.players = config.players
        self.card_size = (60, 88)
        self.text = 14
        """The table's type size, from the board's height."""
        self.line_area = pygame.Rect(0, 0, 0, 0)
        self.meter = pygame.Rect(0, 0, 0, 0)
        self.common = pygame.Rect(0, 0, 0, 0)
        self.mine = pygame.Rect(0, 0, 0, 0)
        self.others = pygame.Rect(0, 0, 0, 0)
        self.cities = pygame.Rect(0, 0, 0, 0)
        self.line_rect = pygame.Rect(0, 0, 0, 0)
        self.fixed: dict[str, pygame.Rect] = {}
        """The places that do not depend on the state; each frame adds the cards and networks drawn."""

    # --- geometry --------------------------------------------------------------------------------

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        gap = 6
        self.text = max(LEAST, min(22, rect.height // 46))
        city_w = round(rect.width * 0.2) if self.advanced else 0
        main = pygame.Rect(rect.x, rect.y, rect.width - city_w - (gap if city_w else 0), rect.height)
        self.cities = pygame.Rect(main.right + gap, rect.y, city_w, rect.height)
        line_h = round(rect.height * 0.30)
        common_h = round(rect.height * 0.15)
        mine_h = round(rect.height * 0.30)
        self.line_area = pygame.Rect(main.x, main.y, main.width, line_h)
        self.common = pygame.Rect(main.x, self.line_area.bottom + gap, main.width, common_h)
        self.mine = pygame.Rect(main.x, self.common.bottom + gap, main.width, mine_h)
        self.others = pygame.Rect(main.x, self.mine.bottom + gap, main.width, main.bottom - self.mine.bottom - gap)
        card_h = line_h - 2 * self.text - 30
        meter_w = max(140, round(main.width * 0.2))
        # The deck and eight cards, the line's overlapping by up to 40% when it is long.
        card_w = min(round(card_h * 0.68), int((main.width - meter_w - 40) // (1 + 1 + 7 * 0.6)))
        card_h = min(card_h, round(card_w / 0.68))
        self.card_size = (card_w, card_h)
        self.meter = pygame.Rect(self.line_area.right - meter_w, self.line_area.y + 4, meter_w, line_h - 8)
        deck = pygame.Rect(self.line_area.x + 8, self.line_area.y + self.text + 12, card_w, card_h)
        self.line_rect = pygame.Rect(deck.right + 10, deck.y - 4, self.meter.x - deck.right - 20, card_h + 8)
        stop_h = max(28, self.text * 3 // 2)
        stop = pygame.Rect(self.meter.x + 8, self.meter.bottom - stop_h - 6, self.meter.width - 16, stop_h)
        self.fixed = {"deck": deck, "stop": stop}
        self.shapes = dict(self.fixed)

    def line_slot(self, index: int, cards: int) -> pygame.Rect:
        w, h = self.card_size
        area = self.line_rect
        step = min(w + 6, max(12, (area.width - 8 - w) // max(1, cards - 1)))
        return pygame.Rect(area.x + 4 + index * step, area.y + 4, w, h)

    def network_focus(self, view: NarcoState) -> int:
        """Whose network is drawn large: the looking seat's, or for a spectator the turn player's."""
        return self.seat if self.seat is not None else view.turn

    # --- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: State, highlights: set[str], hover: str | None) -> None:
        assert isinstance(view, NarcoState)
        self.shapes = dict(self.fixed)
        self.highlights = set(highlights)
        for area in (self.line_area, self.common, self.mine, self.others):
            pygame.draw.rect(surface, FELT, area, border_radius=8)
        self.draw_line(surface, view)
        self.draw_meter(surface, view)
        self.draw_common(surface, view)
        focus = self.network_focus(view)
        self.draw_network(surface, view, focus, self.mine, large=True)
        others = [s for s in range(view.players_count) if s != focus]
        if others:
            width = self.others.width // len(others)
            for i, seat in enumerate(others):
                box = pygame.Rect(self.others.x + i * width, self.others.y, width - 4, self.others.height)
                self.draw_network(surface, view, seat, box, large=False)
        if self.advanced:
            self.draw_cities(surface, view)
        self.draw_outlines(surface, highlights, hover)

    def draw_card(self, surface: pygame.Surface, box: pygame.Rect, c: Card | None, shown: int | None = None) -> None:
        """A Narcos card face up (its kind's colour, name, numbers, siren or pistol), or its back. `shown`:
        how much of its width the next card leaves uncovered; everything written fits there. A face is drawn
        once for its size and language and kept (fitting a card's words is what a new card costs)."""
        if c is None:
            pygame.draw.rect(surface, SHADOW, box.move(2, 3), border_radius=6)
            pygame.draw.rect(surface, (70, 56, 44), box, border_radius=6)
            pygame.draw.rect(surface, BRASS, box.inflate(-8, -8), 2, border_radius=4)
            draw_text(surface, "N", box.center, max(LEAST, box.width // 3), BRASS, bold=True, anchor="center")
            return
        key = (c.type, box.size, shown, self.text, language())
        if key not in self.faces:
            face = pygame.Surface((box.width + 2, box.height + 3), pygame.SRCALPHA)
            pygame.draw.rect(face, SHADOW, pygame.Rect(2, 3, *box.size), border_radius=6)
            self.draw_face(face, pygame.Rect((0, 0), box.size), c, shown)
            self.faces[key] = face
        surface.blit(self.faces[key], box)

    def draw_face(self, surface: pygame.Surface, box: pygame.Rect, c: Card, shown: int | None) -> None:
        """A card's face in `box` (see `draw_card`)."""
        pygame.draw.rect(surface, PAPER, box, border_radius=6)
        band = pygame.Rect(box.x, box.y, box.width, max(14, box.height // 5))
        pygame.draw.rect(
            surface, KIND_COLOURS.get(c.kind, PAPER_DARK), band, border_top_left_radius=6, border_top_right_radius=6
        )
        pygame.draw.rect(surface, WOOD_LIGHT, box, 2, border_radius=6)
        room = min(box.width, shown or box.width) - 6
        icon = max(5, band.height // 2 - 1)
        at = (box.x + room + 3 - icon, band.centery)
        if c.sirens:
            draw_siren(surface, at, icon)
        elif c.pistols:
            pygame.draw.circle(surface, PAPER, at, icon + 1)
            draw_pistol(surface, at, icon - 1)
        largest = max(LEAST, min(self.text, box.width // 6))
        # each fact on one line if it fits at some size, else on two (a long city, a long production run)
        fact_lines = []
        title = said(c.title)
        for fact in (fact for fact in card_facts(c) if fact not in title):  # a dealer's title names its city
            fact_size = fitting_size(fact, room, sizes(largest))
            fact_lines += (
                [(fact, fact_size)]
                if font(fact_size).size(fact)[0] <= room
                else [(part.replace("- ", "-"), fact_size) for part in wrap(fact.replace("-", "- "), fact_size, room)]
            )
        bottom = box.bottom - 4
        for line, fact_size in reversed(fact_lines):
            draw_text(surface, line, (box.x + 4, bottom), fact_size, INK_SOFT, anchor="bottomleft", width=room)
            bottom -= fact_size + 2
        # the name in the room the facts leave
        rows = max(1, (bottom - band.bottom - 2 - font(largest, True).get_height()) // (largest + 2) + 1)
        size, lines = fit_lines(title, largest, room, min(3, rows), True, least=LEAST)
        for i, line in enumerate(lines):
            draw_text(surface, line, (box.x + 4, band.bottom + 2 + i * (size + 2)), size, INK, bold=True)

    def draw_dea(self, surface: pygame.Surface, agent: str, at: tuple[int, int], size: int, right: int) -> int:
        """A DEA agent's badge, its card's name on the agents' grey, from `at` to at most `right`; where it ends."""
        room = max(20, right - at[0] - 8)
        text = said(card(agent).title)
        if font(LEAST, True).size(text)[0] > room:  # the name whole, or the agency alone (the tooltip says more)
            text = tr("DEA")
        size = fitting_size(text, room, sizes(size), True)
        width = min(font(size, True).size(text)[0] + 8, max(20, right - at[0]))
        badge = pygame.Rect(at[0], at[1], width, size + 6)
        pygame.draw.rect(surface, KIND_COLOURS["dea"], badge, border_radius=4)
        pygame.draw.rect(surface, CREAM, badge, 1, border_radius=4)
        draw_text(surface, text, badge.center, size, CREAM, bold=True, anchor="center", width=badge.width - 4)
        self.shapes[f"dea:{agent}"] = badge
        return badge.right

    def draw_line(self, surface: pygame.Surface, view: NarcoState) -> None:
        deck = self.fixed["deck"]
        top_y = self.line_area.y + 4
        draw_text(
            surface,
            tr("Draw"),
            (deck.centerx, top_y),
            self.text,
            CREAM,
            bold=True,
            anchor="midtop",
            width=deck.width + 10,
        )
        if view.deck:
            top = view.deck[0]
            self.draw_card(surface, deck, None if top == HIDDEN else card(top))
        draw_text(
            surface,
            trn("{count} card", "{count} cards", count=len(view.deck)),
            (deck.centerx, deck.bottom + 3),
            self.text - 2,
            CREAM,
            anchor="midtop",
            width=deck.width + 10,
        )
        waiting = sorted(agent for agent, follows in view.dea.items() if follows < 0)
        for index, agent in enumerate(waiting):  # an agent come out, waiting beside the deck for a player's moves
            self.draw_dea(surface, agent, (deck.x, deck.y + 2 + index * (self.text + 6)), self.text - 2, deck.right)
        draw_text(
            surface,
            tr("Round {number}", number=view.round),
            (deck.centerx, deck.bottom + self.text + 2),
            self.text - 2,
            CREAM,
            anchor="midtop",
            width=deck.width + 10,
        )
        line = self.line_rect
        draw_text(surface, tr("{seat}'s line", seat=SeatRef(view.turn)), (line.x, top_y), self.text, CREAM, bold=True)
        for i, card_id in enumerate(view.line):
            box = self.line_slot(i, len(view.line))
            # A dealer of the line is where merchandise goes; any other card may be bought or hit.
            self.shapes[f"dealer:{card_id}" if card(card_id).kind == CardKind.DEALER else f"line:{card_id}"] = box
            following = self.line_slot(i + 1, len(view.line)).x - box.x if i + 1 < len(view.line) else None
            self.draw_card(surface, box, card(card_id), following)
            if card_id in view.unpaid:
                pygame.draw.line(surface, ALERT, box.topleft, box.bottomright, 4)
            for dealer, cubes in view.deliveries.items():
                if dealer == card_id:
                    draw_cubes(
                        surface, pygame.Rect(box.x + 4, box.centery, box.width - 8, box.height // 4), cubes, MERCHANDISE
                    )
        # While drawing, the whole line is one place (drop the deck on it, or take it to Stop); later its cards are.
        drawing = view.phase in (Phase.DRAW, Phase.PEEK) and view.flow.current is None
        self.shapes = {"line": line, **self.shapes} if not drawing else {**self.shapes, "line": line}
        if not view.line:
            draw_text(surface, tr("Drag the deck here to draw"), line.center, self.text, CREAM, anchor="center")

    def draw_meter(self, surface: pygame.Surface, view: NarcoState) -> None:
        """The danger meter: three siren marks numbered 1-3 (2 = police and military seize, 3 = flee), the
        pistols counted, the activities, and the chance that the next card shows a siren."""
        box = self.meter
        stop = self.fixed["stop"]
        # the meter above Stop: where a cartel card played face down for one more activity goes
        self.shapes[Thing.ACTIVITIES] = pygame.Rect(box.x, box.y, box.width, stop.top - box.y - 2)
        pygame.draw.rect(surface, PAPER, box, border_radius=8)
        sirens = self.rules.sirens(view)
        pistols = self.rules.pistols(view)
        size = max(LEAST, min(self.text, box.height // 10))
        title = trn("Danger: {count} siren", "Danger: {count} sirens", count=sirens)
        draw_text(
            surface,
            title,
            (box.x + 8, box.y + 4),
            fitting_size(title, box.width - 12, sizes(size), True),
            INK,
            bold=True,
            width=box.width - 12,
        )
        radius = max(8, min(16, (box.width - 30) // 8))
        y = box.y + 10 + size + radius
        for level in (1, 2, 3):
            x = box.x + 10 + radius + (level - 1) * (box.width - 20 - 2 * radius) // 2
            draw_siren(surface, (x, y), radius, level, lit=sirens >= level)
        marks = (tr("seize"), tr("flee"))
        for level, mark in zip((2, 3), marks, strict=True):
            x = box.x + 10 + radius + (level - 1) * (box.width - 20 - 2 * radius) // 2
            draw_text(surface, mark, (x, y + radius + 2), max(LEAST, size - 3), INK_SOFT, anchor="midtop")
        y += radius + size + 4
        draw_pistol(surface, (box.x + 16, y + size // 2), max(5, size // 2 - 1))
        draw_text(
            surface,
            trn("{count} pistol", "{count} pistols", count=pistols),
            (box.x + 30, y),
            size,
            INK,
            width=box.width - 36,
        )
        y += size + 4
        unseen = unseen_cards(view, self.seat if self.seat is not None else -1)
        total = sum(unseen.values())
        if total and not view.fled:
            risk = round(100 * sum(n for c, n in unseen.items() if card(c).sirens) / total)
            for line in wrap(tr("Next card: {percent}% siren", percent=risk), size, box.width - 14):
                draw_text(surface, line, (box.x + 8, y), size, INK)
                y += size + 3
        if view.fled:
            draw_text(surface, tr("Fled: one activity"), (box.x + 8, y), size, ALERT, bold=True, width=box.width - 12)
        elif (view.activities and view.phase != Phase.DRAW) or view.phase == Phase.MANAGE:
            draw_text(
                surface,
                trn("{count} activity", "{count} activities", count=view.activities),
                (box.x + 8, y),
                size,
                INK,
                bold=True,
                width=box.width - 12,
            )
        # lit only when the seat looking may stop now (something drawn, and no forced draw pending)
        drawing = (
            view.phase in (Phase.DRAW, Phase.PEEK)
            and view.flow.current is None
            and view.turn == self.seat
            and bool(view.drawn)
            and not (view.phase == Phase.DRAW and view.forced)
        )
        pygame.draw.rect(surface, ALERT if drawing else PAPER_DARK, stop, border_radius=6)
        pygame.draw.rect(surface, INK, stop, 2, border_radius=6)
        draw_text(
            surface,
            tr("Stop"),
            stop.center,
            fitting_size(tr("Stop"), stop.width - 8, sizes(self.text), True),
            CREAM if drawing else INK_SOFT,
            bold=True,
            anchor="center",
        )

    def draw_common(self, surface: pygame.Surface, view: NarcoState) -> None:
        """Beside the deck: the dealers (sold to at 2 less), the discard, the police compound, the supplies."""
        area = self.common
        w, h = self.card_size
        h = min(h, area.height - 24)
        words = [word for dealer in view.fallback_dealers for word in said(card(dealer).title).split()]
        widest = max((font(LEAST, True).size(word)[0] + 10 for word in words), default=0)  # a city whole
        w = min(w, max(round(h * 0.68), widest))
        size = max(LEAST, min(self.text - 1, area.height // 7))
        x = area.x + 8
        draw_whole(
            surface,
            tr("Beside the deck: 2 less"),
            (x, area.y + 3),
            size,
            CREAM,
            bold=True,
            width=4 * (w + 4),
            lines=1,
            least=LEAST,
        )
        for dealer in view.fallback_dealers:
            box = pygame.Rect(x, area.y + 6 + size, w, h)
            self.shapes[f"dealer:{dealer}"] = box
            self.draw_card(surface, box, card(dealer))
            if dealer in view.deliveries:
                draw_cubes(
                    surface,
                    pygame.Rect(box.x + 3, box.centery, box.width - 6, box.height // 4),
                    view.deliveries[dealer],
                    MERCHANDISE,
                )
            x += w + 4
        x += 12
        column = max(90, (area.right - x) // 3)
        facts = [
            tr("Discard: {count}", count=len(view.discard)),
            tr("Round 2 cards: {count}", count=len(view.round_two)),
            tr("Cartel deck: {count}", count=len(view.cartel_deck)),
        ]
        fact_size = min(fitting_size(fact, column - 8, sizes(size)) for fact in facts)
        for i, fact in enumerate(facts):
            draw_text(surface, fact, (x, area.y + 4 + i * (size + 4)), fact_size, CREAM, width=column - 8)
        x += column
        compound = [
            tr("Police compound"),
            trn("{count} consignment", "{count} consignments", count=view.compound_cubes),
            tr("money {amount}", amount=Money(view.compound_money, "million")),
        ]
        fact_size = min(fitting_size(fact, column - 8, sizes(size), True) for fact in compound)
        self.shapes[Thing.COMPOUND] = pygame.Rect(x - 4, area.y + 2, column - 4, area.height - 4)
        for i, fact in enumerate(compound):
            draw_whole(
                surface,
                fact,
                (x, area.y + 4 + i * (size + 4)),
                fact_size,
                CREAM,
                bold=i == 0,
                width=column - 8,
                lines=1,
                least=LEAST,
            )
        x += column
        crops = pygame.Rect(x, area.y + 4, min(column - 8, area.right - x - 6), area.height - 10)
        self.shapes["crops"] = crops
        crops_label = tr("Crops: {count}", count=view.crop_supply)
        draw_text(
            surface,
            crops_label,
            crops.topleft,
            fitting_size(crops_label, crops.width, sizes(size), True),  # set smaller, not cut, when narrow
            CREAM,
            bold=True,
            width=crops.width,
        )
        draw_cubes(
            surface,
            pygame.Rect(crops.x, crops.y + size + 6, crops.width, crops.height - size - 8),
            view.crop_supply,
            CROP,
            numbered=False,
        )
        draw_text(
            surface,
            tr("Hitmen: {count}", count=view.hitman_supply),
            (crops.x, crops.bottom),
            size,
            CREAM,
            anchor="bottomleft",
            width=crops.width,
        )

    def draw_network(
        self, surface: pygame.Surface, view: NarcoState, seat: int, area: pygame.Rect, large: bool
    ) -> None:
        """A player's four network cards with their cubes, money, hitmen, workers and cartel hand."""
        player = view.players[seat]
        self.shapes[f"{Thing.NETWORK}:{seat}"] = area  # beneath its cards: where a cartel card against them goes
        size = max(LEAST, min(self.text if large else self.text - 2, area.height // (9 if large else 8)))
        draw_seat_marker(surface, seat, (area.x + 12, area.y + 12), 8)
        title = tr("{seat}: {amount}", seat=SeatRef(seat), amount=Money(player.money, "million"))
        written = draw_text(
            surface, title, (area.x + 26, area.y + 3), size + 1, CREAM, bold=True, width=area.width - 32
        )
        x = written.right + 8
        for agent in sorted(a for a, follows in view.dea.items() if follows == seat):  # the agents on their heels
            x = self.draw_dea(surface, agent, (x, area.y + 2), size, area.right - 6) + 6
        top = area.y + size + 10
        info_w = max(110, area.width // 5) if large else 0
        cards_w = area.width - info_w - 12
        card_w = min((cards_w - 8) // 4 - 6, round((area.bottom - top - 6) * 0.9))
        card_h = area.bottom - top - (6 if large else 34)
        columns = 4
        if card_w < NARROWEST_CARD:  # too narrow for a card's name: a line each, one below the other
            columns = 1
            card_w = cards_w - 8
            card_h = min((card_h - 6) // 4, self.text + 8)
        names = {
            Thing.PLANTATION: None,
            Thing.LABORATORY: player.laboratory,
            Thing.TRANSPORT: player.transport,
            Thing.STORAGE: player.storage,
        }
        for i, kind in enumerate(NETWORK_KINDS):
            row, column = divmod(i, columns)
            box = pygame.Rect(area.x + 6 + column * (card_w + 6), top + row * (card_h + 2), card_w, card_h)
            self.shapes[f"{kind}:{seat}"] = box
            card_id = names[kind]
            if columns == 1:
                self.draw_chip(surface, box, kind, player, card_id)
                continue
            if card_id is None:
                self.draw_plantation(surface, box, player.crops, production(player))
            else:
                self.draw_card(surface, box, card(card_id))
            cubes = pygame.Rect(box.x + 4, box.centery - 2, box.width - 8, max(14, box.height // 3))
            if kind == Thing.LABORATORY:
                draw_cubes(surface, cubes, player.laboratory_cubes, MERCHANDISE)
            elif kind == Thing.STORAGE:
                draw_cubes(surface, cubes, player.storage_cubes, MERCHANDISE, card(player.storage).capacity)
        right = area.x + 6 + columns * (card_w + 6) + 4
        below = pygame.Rect(area.x + 6, area.bottom - 28, area.width - 12, 24)
        things = pygame.Rect(right, top, area.right - right - 4, area.bottom - top) if large else below
        self.draw_holdings(surface, view, seat, things, size, large)

    def draw_chip(
        self, surface: pygame.Surface, box: pygame.Rect, kind: str, player: Player, card_id: str | None
    ) -> None:
        """A network card too small to show as a card: its name and what lies on it, on one line."""
        pygame.draw.rect(surface, PAPER, box, border_radius=4)
        pygame.draw.rect(
            surface,
            KIND_COLOURS[kind],
            (box.x, box.y, 6, box.height),
            border_top_left_radius=4,
            border_bottom_left_radius=4,
        )
        name = tr("Plantation") if card_id is None else said(card(card_id).title)
        held = {
            "plantation": f"{player.crops}/4",
            "laboratory": str(player.laboratory_cubes),
            "storage": f"{player.storage_cubes}/{card(player.storage).capacity}",
        }.get(kind, "")
        size = max(LEAST, min(self.text - 2, box.height - 6))
        count = draw_text(surface, held, (box.right - 4, box.centery), size, INK, bold=True, anchor="midright")
        room = box.width - 14 - (count.width + 4 if held else 0)
        draw_text(
            surface,
            name,
            (box.x + 10, box.centery),
            fitting_size(name, room, sizes(size)),
            INK,
            anchor="midleft",
            width=room,
        )

    def draw_plantation(self, surface: pygame.Surface, box: pygame.Rect, crops: int, made: int) -> None:
        pygame.draw.rect(surface, SHADOW, box.move(2, 3), border_radius=6)
        pygame.draw.rect(surface, PAPER, box, border_radius=6)
        band = pygame.Rect(box.x, box.y, box.width, max(14, box.height // 5))
        pygame.draw.rect(surface, KIND_COLOURS["plantation"], band, border_top_left_radius=6, border_top_right_radius=6)
        pygame.draw.rect(surface, WOOD_LIGHT, box, 2, border_radius=6)
        size = max(LEAST, min(self.text, box.width // 6))
        draw_whole(
            surface,
            tr("Plantation"),
            (box.x + 4, band.bottom + 2),
            size,
            INK,
            bold=True,
            width=box.width - 6,
            lines=1,
            least=LEAST,
        )
        draw_cubes(
            surface, pygame.Rect(box.x + 4, box.centery - 2, box.width - 8, max(14, box.height // 3)), crops, CROP, 4
        )
        made_text = tr("makes {count}", count=made)
        draw_whole(
            surface,
            made_text,
            (box.x + 4, box.bottom - 4),
            size,
            INK_SOFT,
            width=box.width - 6,
            lines=1,
            anchor="bottomleft",
            least=LEAST,
        )

    def draw_holdings(
        self, surface: pygame.Surface, view: NarcoState, seat: int, box: pygame.Rect, size: int, large: bool
    ) -> None:
        player = view.players[seat]
        hitmen = pygame.Rect(box.x, box.y, box.width // 3 if not large else box.width, size + 6)
        self.shapes[f"hitmen:{seat}"] = hitmen
        text = trn("{count} hitman", "{count} hitmen", count=player.hitmen)
        draw_text(
            surface,
            text,
            hitmen.topleft,
            fitting_size(text, hitmen.width - 4, sizes(size)),
            CREAM,
            width=hitmen.width - 4,
        )
        third = box.width * 2 // 5
        if self.advanced:
            workers = pygame.Rect(
                box.x + (0 if large else third),
                box.y + (size + 6 if large else 0),
                third if not large else box.width,
                size + 6,
            )
            self.shapes[f"workers:{seat}"] = workers
            text = trn("{count} worker", "{count} workers", count=player.workers)
            draw_text(
                surface,
                text,
                workers.topleft,
                fitting_size(text, workers.width - 4, sizes(size)),
                CREAM,
                width=workers.width - 4,
            )
        if not large:
            backs = len(player.cartel)
            # Cartel cards in hand, face down: a card back and their number.
            number = draw_text(surface, str(backs), (box.right, box.y), size, CREAM, bold=True, anchor="topright")
            back = pygame.Rect(0, 0, max(8, size * 2 // 3), size + 2)
            back.topright = (number.left - 4, box.y)
            pygame.draw.rect(surface, CARTEL_BACK, back, border_radius=2)
            pygame.draw.rect(surface, CREAM, back, 1, border_radius=2)
            self.shapes[f"cartel:{seat}"] = back.union(number)
            return
        y = box.y + 2 * (size + 6) + 4
        draw_whole(
            surface, tr("Cartel cards"), (box.x, y), size, CREAM, bold=True, width=box.width, lines=1, least=LEAST
        )
        self.draw_hand(
            surface, seat, player.cartel, pygame.Rect(box.x, y + size + 4, box.width, box.bottom - y - size - 4)
        )

    def draw_hand(self, surface: pygame.Surface, seat: int, held: list[str], box: pygame.Rect) -> None:
        """The cartel cards of the network drawn large, a row per kind of card ("Bribe ×2"): each the board thing
        "cartel:<seat>:<card>" named by its first copy, as the moves name it, so any copy is picked up. What a card
        does is written under its name when every row has room for it (else the tooltip says it); rows share the
        height when even their names alone would not fit."""
        copies: dict[str, list[str]] = {}
        for card_id in sorted(held):
            copies.setdefault(HIDDEN if card_id == HIDDEN else cartel_card(card_id).type, []).append(card_id)
        if not copies:
            return
        name_h = LEAST + 6
        row_h = min(self.text + 6, max(name_h, (box.height + 4) // len(copies) - 4))
        effects = {
            kind: wrap(tr(cartel_effect(cartel_card(ids[0]))), LEAST, box.width - 8)
            for kind, ids in copies.items()
            if kind != HIDDEN
        }
        if sum(row_h + (LEAST + 2) * len(lines) + 4 for lines in effects.values()) > box.height + 4:
            effects = {}  # not room for every card's text: their names, the text in the tooltip
        y = box.y
        for kind, ids in copies.items():
            effect = effects.get(kind, ())
            row = pygame.Rect(box.x, y, box.width, row_h + (LEAST + 2) * len(effect))
            y = row.bottom + 4
            size = max(LEAST, min(self.text - 1, row_h - 6))
            if kind == HIDDEN:
                pygame.draw.rect(surface, CARTEL_BACK, row, border_radius=4)
                text = trn("{count} cartel card", "{count} cartel cards", count=len(ids))
                draw_text(surface, text, row.center, size, CREAM, anchor="center", width=row.width - 4)
                continue
            self.shapes[f"{Thing.CARTEL}:{seat}:{ids[0]}"] = row
            pygame.draw.rect(surface, PAPER, row, border_radius=4)
            pygame.draw.rect(surface, CARTEL_BACK, row, 2, border_radius=4)
            room = row.width - 10
            if len(ids) > 1:
                count = tr("×{count}", count=len(ids))
                at = (row.right - 5, row.y + row_h // 2)
                room -= draw_text(surface, count, at, size, INK, bold=True, anchor="midright").width + 4
            title = said(cartel_card(ids[0]).title)
            draw_text(
                surface,
                title,
                (row.x + 5, row.y + row_h // 2),
                fitting_size(title, room, sizes(size), True),
                INK,
                bold=True,
                anchor="midleft",
                width=room,
            )
            for i, line in enumerate(effect):
                draw_text(
                    surface,
                    line,
                    (row.x + 5, row.y + row_h - 2 + i * (LEAST + 2)),
                    LEAST,
                    INK_SOFT,
                    width=row.width - 10,
                )

    def draw_cities(self, surface: pygame.Surface, view: NarcoState) -> None:
        """The advanced board: each city with its token and the workers of every seat there."""
        area = self.cities
        pygame.draw.rect(surface, (52, 70, 96), area, border_radius=8)
        size = max(LEAST, min(self.text, area.width // 9))
        draw_text(surface, tr("USA"), (area.x + 8, area.y + 4), size + 2, CREAM, bold=True)
        cities = list(view.city_tokens)
        height = (area.height - size - 16) // max(1, len(cities))
        for i, city in enumerate(cities):
            box = pygame.Rect(area.x + 6, area.y + size + 12 + i * height, area.width - 12, height - 6)
            sold = view.deliveries.get(CITY + city)
            if sold is not None:  # a sale to the city that always buys: its own place, below the city's
                sale_h = min(box.height // 3, 2 * size + 10)
                box.height -= sale_h + 3
                self.draw_sale(surface, view, city, pygame.Rect(box.x, box.bottom + 3, box.width, sale_h), sold, size)
            self.shapes[f"city:{city}"] = box
            pygame.draw.rect(surface, PAPER, box, border_radius=6)
            draw_text(
                surface, said(city_name(city)), (box.x + 6, box.y + 3), size, INK, bold=True, width=box.width - 10
            )
            for row, text in enumerate(wrap(said(token_name(view.city_tokens[city])), size, box.width - 10)[:2]):
                draw_text(surface, text, (box.x + 6, box.y + (row + 1) * (size + 3) + 3), size, INK_SOFT)
            x = box.x + 8
            for seat, count in enumerate(view.city_workers[city]):
                if not count:
                    continue
                draw_seat_marker(surface, seat, (x + 6, box.bottom - 12), 7)
                draw_text(surface, str(count), (x + 16, box.bottom - 12), size, INK, bold=True, anchor="midleft")
                x += 40

    def draw_sale(
        self, surface: pygame.Surface, view: NarcoState, city: str, box: pygame.Rect, sold: int, size: int
    ) -> None:
        """The merchandise delivered to a city that always buys, "sale:<city>": a worker dropped here goes
        along to sell (one dropped on the city above is placed there)."""
        self.shapes[f"{Thing.SALE}:{city}"] = box
        pygame.draw.rect(surface, PAPER_DARK, box, border_radius=6)
        pygame.draw.rect(surface, WOOD_LIGHT, box, 2, border_radius=6)
        title = tr("Sale: {count}", count=sold)
        if CITY + city in view.sellers:
            title = tr("Sale: {count}, with a worker", count=sold)
        draw_text(surface, title, (box.x + 6, box.y + 3), size, INK, bold=True, width=box.width - 10)
        draw_cubes(
            surface,
            pygame.Rect(box.x + 6, box.y + size + 6, box.width - 12, box.height - size - 8),
            sold,
            MERCHANDISE,
            numbered=False,
        )

    # --- what is where ---------------------------------------------------------------------------

    def anchor(self, name: str) -> tuple[int, int] | None:
        """A rival's cartel card is not drawn: one it plays flies from its hand's backs."""
        kind, rest = thing_of(name, Thing)
        if kind == Thing.CARTEL and name not in self.shapes:
            return super().anchor(f"{Thing.CARTEL}:{rest.partition(':')[0]}")
        return super().anchor(name)

    def tooltip(self, view: State, name: str) -> str | None:
        assert isinstance(view, NarcoState)
        kind, rest = thing_of(name, Thing)
        if kind in (Thing.LINE, Thing.DEALER) and rest:
            c = card(rest)
            facts = card_facts(c)
            return " · ".join([said(c.title), *facts])
        if kind == Thing.DECK:
            return tr("Drag onto the line to draw a card")
        if kind == Thing.CARTEL and ":" in rest:  # one of the player's own cartel cards
            held = cartel_card(rest.partition(":")[2])
            return tr("{card}: {effect}", card=held.title, effect=cartel_effect(held))
        if kind == Thing.CARTEL:
            count = len(view.players[int(rest)].cartel)
            return trn(
                "{seat} holds {count} cartel card",
                "{seat} holds {count} cartel cards",
                count=count,
                seat=SeatRef(int(rest)),
            )
        if kind == Thing.DEA:
            follows = view.dea.get(rest, -1)
            if follows < 0:
                return tr("{card}: waits beside the deck for the next player's moves", card=card(rest).title)
            return tr(
                "{card}: follows {seat}, a siren of danger in each of their turns",
                card=card(rest).title,
                seat=SeatRef(follows),
            )
        if kind == Thing.ACTIVITIES:
            return tr(
                "The danger meter. While you manage your network, a cartel card dropped here is played face down "
                "for one more activity."
            )
        if kind == Thing.COMPOUND:
            return tr("The police compound: what the police seized. A compound robbery dropped here takes it all.")
        if kind == Thing.STOP:
            return tr("Stop drawing (click, or drag your line here)")
        if kind == Thing.SALE:
            return tr("Drop a worker here to send them along to sell: 1 million more, and the worker is gone")
        if kind == Thing.CITY:
            token = view.city_tokens.get(rest, "")
            return tr("{city}: {token}", city=city_name(rest), token=token_name(token))
        if kind == Thing.LINE:
            return tr(
                "The line: the cards drawn this turn, each an activity. {sirens} sirens and you flee; {cards} cards "
                "end the drawing.",
                sirens=limit("flee_sirens"),
                cards=limit("line"),
            )
        if kind == Thing.CROPS:
            price = self.rules.crop_price(view.players[self.seat]) if self.seat is not None else None
            if price is None:
                return tr(
                    "The supply: {crops} crops and {hitmen} hitmen.", crops=view.crop_supply, hitmen=view.hitman_supply
                )
            return tr(
                "The supply: {crops} crops and {hitmen} hitmen. A crop is an improvement: your next costs {price}.",
                crops=view.crop_supply,
                hitmen=view.hitman_supply,
                price=Money(price),
            )
        if kind in NETWORK_KINDS or kind in (Thing.HITMEN, Thing.WORKERS):
            return network_tip(view.players[int(rest)], int(rest), kind)
        return None

    def side_panel_lines(self, view: State, seat: int) -> list[str]:
        assert isinstance(view, NarcoState)
        player = view.players[seat]
        return [
            " · ".join(
                [
                    trn("{count} crop", "{count} crops", count=player.crops),
                    trn("{count} hitman", "{count} hitmen", count=player.hitmen),
                ]
            ),
            " · ".join(
                [
                    tr("lab {count}", count=player.laboratory_cubes),
                    tr("storage {count}", count=player.storage_cubes),
                    trn("{count} cartel card", "{count} cartel cards", count=len(player.cartel)),
                ]
            ),
        ]

    def draw_dragged(self, surface: pygame.Surface, view: State, name: str, pos: tuple[int, int]) -> None:
        kind, card_id = thing_of(name, Thing)
        if kind in (Thing.LABORATORY, Thing.STORAGE):
            box = pygame.Rect(0, 0, 16, 16)
            box.center = pos
            pygame.draw.rect(surface, MERCHANDISE, box)
            pygame.draw.rect(surface, INK, box, 2)
        elif kind in (Thing.PLANTATION, Thing.CROPS):
            box = pygame.Rect(0, 0, 16, 16)
            box.center = pos
            pygame.draw.rect(surface, CROP, box)
            pygame.draw.rect(surface, INK, box, 2)
        elif name.startswith("line:") or name == "deck":  # a card of the line itself, or the deck's back
            box = pygame.Rect((0, 0), self.card_size)
            box.center = pos
            self.draw_card(surface, box, card(card_id) if kind == Thing.LINE else None)
        elif kind == Thing.HITMEN:
            pygame.draw.circle(surface, PAPER, pos, 14)
            draw_pistol(surface, pos, 11)
        elif kind == Thing.CARTEL and ":" in card_id:  # a cartel card of a hand, played: its name on its back
            title = said(cartel_card(card_id.partition(":")[2]).title)
            size = max(LEAST, self.text - 1)
            box = pygame.Rect(0, 0, font(size, True).size(title)[0] + 14, size + 12)
            box.center = pos
            pygame.draw.rect(surface, SHADOW, box.move(2, 3), border_radius=5)
            pygame.draw.rect(surface, CARTEL_BACK, box, border_radius=5)
            pygame.draw.rect(surface, CREAM, box, 2, border_radius=5)
            draw_text(surface, title, box.center, size, CREAM, bold=True, anchor="center")
        else:
            super().draw_dragged(surface, view, name, pos)


def sizes(largest: int) -> tuple[int, ...]:
    """Type sizes from `largest` down to the least, for `fitting_size`."""
    return tuple(range(max(LEAST, largest), LEAST - 1, -1))


def card_facts(c: Card) -> list[str]:
    """The numbers printed on a card: what it makes or holds, and its price."""
    facts = []
    if c.production:
        facts.append(tr("makes {made}", made=Verbatim("-".join(str(n) for n in c.production))))
    elif c.capacity and c.kind == CardKind.TRANSPORT:
        facts.append(tr("carries {count}", count=c.capacity))
    elif c.capacity:
        facts.append(tr("holds {count}", count=c.capacity))
    if c.city:
        facts.append(said(city_name(c.city)))
    if c.price:
        facts.append(tr("price {amount}", amount=Money(c.price)))
    return facts


def network_tip(player: Player, seat: int, kind: Thing) -> str | None:
    """What a player's network card, hitmen or workers hold and do, with the figures of their cards."""
    owner = SeatRef(seat)
    match kind:
        case Thing.PLANTATION:
            return trn(
                "{seat}'s plantation, crops: {crops}. With them an activity in the laboratory produces {count} "
                "consignment.",
                "{seat}'s plantation, crops: {crops}. With them an activity in the laboratory produces {count} "
                "consignments.",
                count=production(player),
                seat=owner,
                crops=player.crops,
            )
        case Thing.LABORATORY:
            return trn(
                "{seat}'s laboratory ({card}): {count} consignment. Produce here, then move them to the storage.",
                "{seat}'s laboratory ({card}): {count} consignments. Produce here, then move them to the storage.",
                count=player.laboratory_cubes,
                seat=owner,
                card=card(player.laboratory).title,
            )
        case Thing.TRANSPORT:
            return tr(
                "{seat}'s transport ({card}): carries up to {count} consignments from the laboratory to the storage in "
                "one activity.",
                seat=owner,
                card=card(player.transport).title,
                count=card(player.transport).capacity,
            )
        case Thing.STORAGE:
            return tr(
                "{seat}'s storage ({card}): {count} of {room} consignments. Deliver them to a dealer of the line: 1 "
                "million each.",
                seat=owner,
                card=card(player.storage).title,
                count=player.storage_cubes,
                room=capacity(player),
            )
        case Thing.HITMEN:
            return trn(
                "{seat}: {count} hitman. Each eliminates a press, police or military as it appears.",
                "{seat}: {count} hitmen. Each eliminates a press, police or military as it appears.",
                count=player.hitmen,
                seat=owner,
            )
        case Thing.WORKERS:
            return trn(
                "{seat}: {count} worker. Place one in a city you sold in, make one a hitman for {price}, or send "
                "one along with a delivery for {bonus} more.",
                "{seat}: {count} workers. Place one in a city you sold in, make one a hitman for {price}, or "
                "send one along with a delivery for {bonus} more.",
                count=player.workers,
                seat=owner,
                price=Money(limit("worker_hitman_price")),
                bonus=Money(limit("worker_sale_bonus")),
            )
    return None
