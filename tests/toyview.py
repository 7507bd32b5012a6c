"""A board view for the test game: the viewer's hand as cards to drag onto the pile (no hand for a spectator)."""

from __future__ import annotations

import pygame

from game.core.protocol import State
from sprites.board import BoardView
from sprites.widgets import BRASS, CREAM, INK, PAPER, WOOD_LIGHT, draw_text
from tests.toygame import ToyState
from words import tr, trn

CARD = (90, 130)


class ToyView(BoardView):
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.shapes = {"pile": pygame.Rect(0, 0, CARD[0] + 40, CARD[1] + 40)}
        self.shapes["pile"].center = (rect.centerx, rect.centery - 60)

    def hand_rects(self, view: ToyState, seat: int | None) -> dict[str, pygame.Rect]:
        cards = view.hands[seat] if seat is not None else []
        width = len(cards) * (CARD[0] + 16)
        left = self.rect.centerx - width // 2
        return {
            f"card:{value}": pygame.Rect(left + i * (CARD[0] + 16), self.rect.bottom - CARD[1] - 30, *CARD)
            for i, value in enumerate(cards)
        }

    def draw(self, surface: pygame.Surface, view: State, highlights: set[str], hover: str | None) -> None:
        assert isinstance(view, ToyState)
        hand = self.hand_rects(view, self.seat)
        self.shapes = {"pile": self.shapes["pile"], **hand}
        pygame.draw.rect(surface, (46, 92, 60), self.rect, border_radius=10)
        pile = self.shapes["pile"]
        assert isinstance(pile, pygame.Rect)
        colour = BRASS if "pile" in highlights else WOOD_LIGHT
        pygame.draw.rect(surface, colour, pile, 4 if "pile" in highlights else 2, border_radius=10)
        total = sum(view.points)
        text = trn("Pile: {count} point played", "Pile: {count} points played", count=total)
        draw_text(surface, text, (pile.centerx, pile.bottom + 8), 16, CREAM, anchor="midtop")
        for name, rect in hand.items():
            pygame.draw.rect(surface, PAPER, rect, border_radius=8)
            pygame.draw.rect(surface, BRASS if name == hover else INK, rect, 2, border_radius=8)
            draw_text(surface, name.split(":")[1], rect.center, 32, INK, bold=True, anchor="center")

    def tooltip(self, view: State, name: str) -> str | None:
        if name.startswith("card:"):
            return tr("Card {card}: drag it onto the pile to score it.", card=int(name.split(":")[1]))
        return tr("The pile: cards played so far.")

    def side_panel_lines(self, view: State, seat: int) -> list[str]:
        assert isinstance(view, ToyState)
        return [trn("{count} card in hand", "{count} cards in hand", count=len(view.hands[seat]))]
