"""Rules: a game's rules summary, scrollable by mouse wheel, scroll bar or keys, and searchable.

The search field keeps the passages (a paragraph, a list item) that contain every word typed, each under its
section's heading, in the language chosen (accents and case aside). Opened from the table about a thing on the
board (F1 over it), the passage nearest to what its tooltip says comes first, above the whole summary.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextBox, UITextEntryLine

import words
from game import registry
from game.core.messages import Verbatim
from scenes.gui import Choice, GuiScene, markdown_to_html
from scenes.wording import game_title
from words import tr

if TYPE_CHECKING:
    from scenes.app import App


def table_help() -> str:
    """How to play at the table (Markdown), shown after every game's rules."""
    items = (
        tr(
            "**Moving**: drag a piece onto one of the places that light up, or click the piece and then the place. "
            "A place that cannot take it sends it back and says why."
        ),
        tr("**Every move** is also a button in the list on the right; Ctrl+F filters a long list."),
        tr("**Bots**: F plays them faster, Space skips ahead to the next human's turn."),
        tr(
            "**Esc**: pause, to save, load, change the settings or read these rules. "
            "Page Up / Down scroll the game log."
        ),
        tr(
            "**The board**: hover for details, right-click to pin them, F1 for the rule they come from; where the "
            "board is large, the mouse wheel zooms and right-drag pans."
        ),
        tr(
            "**Hint** (H): the coach suggests a move, lights it and says what it should bring against the next best; "
            "Settings chooses at which tables it helps."
        ),
        tr(
            "**Since your last turn**: the others' moves are told where the game log is; click one to light what it "
            "touched."
        ),
    )
    heading = tr("At the table")  # outside the f-string, where Babel finds it for the catalogue
    return "\n".join((f"## {heading}", *(f"- {item}" for item in items)))


STEM = 6
"""Letters of a word that `nearest` compares."""


@dataclass(frozen=True)
class Passage:
    """A paragraph or a list item of a rules text (Markdown), under the heading of its section."""

    heading: str
    text: str


def passages(markdown: str) -> list[Passage]:
    """A rules text cut into its passages: a heading starts a section, a list item or a blank line a passage, and
    a line wrapped in the source (or a list item's indented continuation) continues the passage before it."""
    found: list[Passage] = []
    heading = ""
    lines: list[str] = []

    def close() -> None:
        if lines:
            found.append(Passage(heading, "\n".join(lines)))
            lines.clear()

    for line in markdown.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            close()
            heading = stripped if stripped.startswith("#") else heading
        elif re.match(r"([-*]|\d+\.)\s", stripped) and not line[:1].isspace():
            close()
            lines.append(line)
        else:
            lines.append(line)
    close()
    return found


def folded(text: str) -> str:
    """Text as the search compares it: without case, accents and Markdown's stars."""
    letters = unicodedata.normalize("NFKD", text.casefold().replace("*", ""))
    return "".join(c for c in letters if not unicodedata.combining(c))


def matching(found: list[Passage], query: str) -> list[Passage]:
    """The passages that contain every word of `query`."""
    words = folded(query).split()
    return [passage for passage in found if all(word in folded(passage.text) for word in words)]


def as_markdown(found: list[Passage]) -> str:
    """Passages as a rules text again, each section's heading once before its first passage shown."""
    parts: list[str] = []
    heading = None
    for passage in found:
        if passage.heading != heading and passage.heading:
            parts.append(passage.heading)
        heading = passage.heading
        parts.append(passage.text)
    return "\n\n".join(parts)


def stems(text: str) -> set[str]:
    """The words of four letters or more in a text, each by its first six letters (so that "field" and "fields",
    "Karte" and "Karten" are one)."""
    return {word[:STEM] for word in re.findall(r"[^\W\d_]{4,}", folded(text))}


def nearest(found: list[Passage], text: str) -> Passage | None:
    """The passage that says most of what `text` (a tooltip) says: the one sharing its words, the rarer a word
    among the passages the more it counts; None when none shares a word."""
    words = stems(text)
    texts = [stems(passage.text) for passage in found]
    rarity = {word: math.log((1 + len(texts)) / (1 + sum(word in seen for seen in texts))) for word in words}
    scores = [sum(rarity[word] for word in words & seen) for seen in texts]
    best = max(range(len(found)), key=scores.__getitem__, default=None)
    return found[best] if best is not None and scores[best] > 0 else None


SCROLL_KEYS = {pygame.K_UP: -0.05, pygame.K_DOWN: 0.05, pygame.K_PAGEUP: -0.3, pygame.K_PAGEDOWN: 0.3}


class RulesScene(GuiScene):
    def __init__(self, app: App, game_id: str | None = None, about: str = "") -> None:
        """`about`: what the table says of a thing on the board (its tooltip); the passage nearest to it comes
        first."""
        super().__init__(app)
        self.game_ids = registry.game_ids()
        self.game_index = self.game_ids.index(game_id) if game_id in self.game_ids else 0
        self.text_box: UITextBox | None = None
        self.search_entry: UITextEntryLine | None = None
        self.query = ""
        self.about = about

    def rules_text(self) -> str:
        """The chosen game's rules in the chosen language, with how to play at the table."""
        summary = registry.get_game(self.game_ids[self.game_index]).rules_summary(words.language())
        return f"{summary}\n\n{table_help()}"

    def shown_text(self) -> str:
        """What the text box shows: the passages the search keeps, or the passage about the thing pointed at first
        and the whole rules under it, or the whole rules."""
        found = passages(self.rules_text())
        if self.query.strip():
            kept = matching(found, self.query)
            if not kept:
                return tr("No passage contains “{words}”.", words=Verbatim(self.query.strip()))
            return as_markdown(kept)
        pointed = nearest(found, self.about) if self.about else None
        if pointed is None:
            return self.rules_text()
        heading = tr("About what you pointed at")
        return f"## {heading}\n\n{as_markdown([Passage('', pointed.text)])}\n\n{self.rules_text()}"

    def build(self) -> None:
        width, height = self.app.size
        px, row = self.px, self.row
        column = min(px(900), width - px(80))
        left = (width - column) // 2
        self.label(pygame.Rect(0, px(20), width, px(60)), tr("Rules"), "#title")
        if not self.game_ids:
            self.label(pygame.Rect(0, px(120), width, row), tr("No games are installed yet."), "#subtitle")
        else:
            titles = [game_title(registry.get_game(g)) for g in self.game_ids]
            choice = Choice(titles, self.game_index, self.set_game)
            self.choice_row(pygame.Rect(left, px(90), column, row), tr("Game"), choice, px(150))
            search = pygame.Rect(left, px(90) + row + px(10), column, row)
            self.search_entry = self.text_entry(search, self.query, tr("Search the rules (Ctrl+F)"))
            top = search.bottom + px(10)
            box = pygame.Rect(left, top, column, height - top - 2 * row - px(50))
            self.text_box = UITextBox(markdown_to_html(self.shown_text()), box, self.manager)
        self.label(
            pygame.Rect(0, height - 2 * row - px(40), width, row), tr("Up / Down / Page keys scroll"), "#subtitle"
        )
        self.button(pygame.Rect(width // 2 - px(120), height - row - px(30), px(240), row), tr("Back"), self.back)

    def set_game(self, index: int) -> None:
        self.game_index = index
        self.about = ""
        self.rebuild()

    def text_changed(self, entry: object, text: str) -> None:
        if entry is self.search_entry and text != self.query:
            self.query = text
            if self.text_box is not None:
                self.text_box.set_text(markdown_to_html(self.shown_text()))

    def handle_key(self, event: pygame.event.Event) -> bool:
        entry = self.search_entry
        if entry is not None and event.key == pygame.K_f and event.mod & pygame.KMOD_CTRL:
            self.set_focus(None)
            self.manager.set_focus_set(entry)
            return True
        if entry is not None and entry.is_focused:
            if event.key == pygame.K_ESCAPE:
                entry.unfocus()
                return True
            return False  # the field takes the letters
        bar = self.text_box.scroll_bar if self.text_box is not None else None
        if event.key in SCROLL_KEYS and bar is not None:
            bar.set_scroll_from_start_percentage(min(1.0, max(0.0, bar.start_percentage + SCROLL_KEYS[event.key])))
            return True
        return super().handle_key(event)
