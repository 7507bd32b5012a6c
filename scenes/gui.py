"""Scenes built from pygame_gui widgets, with keyboard focus and a themed look.

Every such scene owns a `pygame_gui.UIManager` with the theme of scenes/theme.py and builds its
widgets in `build()`, which runs again on every window resize and language change. Widget values a
player changes are kept in the scene, never only in a widget, so a rebuild loses nothing. Every text
a scene shows is worded by `words.tr` in `build()` (or when drawn), so a rebuild speaks the language
chosen now.

Keyboard: Tab / Down move the focus to the next control, Shift+Tab / Up to the previous one,
Left / Right change a focused choice, Enter presses the focused button (or confirms the scene when
a choice, a text entry or nothing is focused), Esc goes back.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

import i18n  # pygame_gui's translations of its own texts
import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core.interfaces import IContainerLikeInterface
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer, UITextBox, UITextEntryLine, UIVerticalScrollBar

import words
from scenes.stack import Scene
from scenes.theme import theme
from sprites.widgets import WOOD, font, panel_frame, rendered, ui_scale, wood_texture

if TYPE_CHECKING:
    from scenes.app import App

ROW = 40
INVISIBLE_RANGES = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)
"""Unicode's default-ignorable characters: drawn as nothing, so typed alone into a field they leave pygame_gui a
text of zero width, which it cannot render. Text fields refuse them."""
"""Height of a button or a choice row."""
CAPTION_FONT = 18
"""The theme's size of a "#caption" label (bold)."""
LABEL_PADDING = 16
"""What a label needs beyond its text's width."""
TEXT_BOX_SLACK = 8
"""What a text box needs below its last line not to scroll (pygame_gui counts a line gap after it)."""
TEXT_INSET = 12
"""Space between a button's edge and its left-aligned text."""


class Choice:
    """A choice among `texts`, shown between two arrow buttons: "‹" or Left for the previous, "›", Right or a
    click on the choice itself for the next. `on_change` hears the index of the choice made."""

    def __init__(self, texts: Sequence[str], index: int, on_change: Callable[[int], None]) -> None:
        self.texts = list(texts)
        self.index = index
        self.on_change = on_change
        self.button: UIButton | None = None

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.texts)
        if self.button is not None:
            self.button.set_text(self.texts[self.index])
        self.on_change(self.index)


class Button(UIButton):
    """A button that shows its tooltip under the mouse while it has the keyboard focus too: the focus is
    pygame_gui's "selected" state, which on its own keeps a button from being hovered."""

    def can_hover(self) -> bool:
        return self.is_enabled and not self.held


class LinesButton(Button):
    """A button with its text on one or more lines, left-aligned and centred as a block, in the table's
    font at `size`. pygame_gui's own button text places a second line too low and cuts off a third, so
    this button's `text` stays empty and it writes its lines on the face of each of its states."""

    def __init__(
        self,
        rect: pygame.Rect,
        lines: Sequence[str],
        size: int,
        manager: pygame_gui.UIManager,
        container: IContainerLikeInterface | None = None,
    ) -> None:
        self.lines = tuple(lines)
        self.text_size = size
        super().__init__(rect, "", manager, container=container)

    @staticmethod
    def line_height(size: int) -> int:
        """How much taller each line after the first makes the button."""
        return font(size).get_linesize()

    def on_fresh_drawable_shape_ready(self) -> None:
        shape = self.drawable_shape
        if shape is None or shape.active_state is None:
            return
        face = shape.get_fresh_surface().copy()  # the state's own surface stays without text
        colour = self.colours[f"{shape.active_state.state_id}_text"]
        if not isinstance(colour, pygame.Color):
            raise TypeError("the theme gives a button's text a gradient, which its lines cannot be drawn in")
        line_height = self.line_height(self.text_size)
        top = (face.get_height() - line_height * len(self.lines)) // 2
        for i, line in enumerate(self.lines):
            image = rendered(line, self.text_size, (colour.r, colour.g, colour.b))
            face.blit(image, (TEXT_INSET, top + i * line_height))
        self._set_image(face)


class GuiScene(Scene):
    """A scene of pygame_gui widgets over the wooden table."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.scale = ui_scale(app.size)
        """How much larger than in a 1280x720 window the scene's texts and controls are."""
        self.manager = self.new_manager()
        self.actions: dict[object, Callable[[], None]] = {}
        self.choices: dict[object, Choice] = {}
        self.focus_order: list[UIButton | UITextEntryLine] = []
        self.scrolled: dict[object, UIScrollingContainer] = {}
        """Focusable elements that sit in a scrolling list, and that list."""
        self.focus_index: int | None = None
        self.frame: pygame.Rect | None = None
        """A wooden board drawn behind the widgets, if the scene sets one in `build`."""

    def new_manager(self) -> pygame_gui.UIManager:
        return pygame_gui.UIManager(
            self.app.size, theme(self.scale), enable_live_theme_updates=False, starting_language=widget_language()
        )

    def px(self, length: float) -> int:
        """A size written for a 1280x720 window, in this window."""
        return round(length * self.scale)

    @property
    def row(self) -> int:
        """The height of a button or a choice row in this window."""
        return self.px(ROW)

    # --- building -------------------------------------------------------------------------
    def enter(self) -> None:
        self.rebuild()

    def resize(self, size: tuple[int, int]) -> None:
        if ui_scale(size) != self.scale:  # the theme's fonts change with the scale: a new manager takes them
            self.scale = ui_scale(size)
            self.manager = self.new_manager()
        else:
            self.manager.set_window_resolution(size)
        self.rebuild()

    def language_changed(self) -> None:
        self.manager.set_locale(widget_language())
        self.rebuild()

    def rebuild(self) -> None:
        focused = self.focus_index
        self.manager.clear_and_reset()
        self.actions.clear()
        self.choices.clear()
        self.scrolled.clear()
        self.focus_order.clear()
        self.focus_index = None
        self.build()
        if focused is not None and focused < len(self.focus_order):
            self.set_focus(focused)
        self.manager.update(0.0)  # the widgets take their looks now: a scene under an overlay gets no frames

    def build(self) -> None:
        """Create the widgets for the current window size (`self.app.size`)."""

    def button(
        self,
        rect: pygame.Rect,
        text: str,
        action: Callable[[], None],
        enabled: bool = True,
        tooltip: str | None = None,
        focusable: bool = True,
        container: IContainerLikeInterface | None = None,
        style: str | None = None,
    ) -> UIButton:
        object_id = ObjectID(object_id=style) if style else None
        button = Button(rect, text, self.manager, container=container, tool_tip_text=tooltip, object_id=object_id)
        self.add_button(button, action, enabled, focusable, container)
        return button

    def lines_button(
        self,
        rect: pygame.Rect,
        lines: Sequence[str],
        size: int,
        action: Callable[[], None],
        container: IContainerLikeInterface | None = None,
    ) -> LinesButton:
        button = LinesButton(rect, lines, size, self.manager, container)
        self.add_button(button, action, True, True, container)
        return button

    def add_button(
        self,
        button: UIButton,
        action: Callable[[], None],
        enabled: bool,
        focusable: bool,
        container: IContainerLikeInterface | None,
    ) -> None:
        """Make a new button do `action` when pressed, and take its place in the focus order and its list."""
        if isinstance(container, UIScrollingContainer):
            self.scrolled[button] = container
        if not enabled:
            button.disable()
        self.actions[button] = action
        if focusable and enabled:
            self.focus_order.append(button)

    def label(self, rect: pygame.Rect, text: str, style: str = "#label") -> UILabel:
        return UILabel(rect, text, self.manager, object_id=ObjectID(object_id=style))

    def choice_row(self, rect: pygame.Rect, caption: str, choice: Choice, caption_width: int = 220) -> None:
        """A caption on the left (if any) and the choice on the right, between its arrows ("‹" back, "›" on)."""
        if caption:
            self.label(pygame.Rect(rect.x, rect.y, caption_width, rect.height), caption, "#caption")
        arrow = min(rect.height, 32)
        left, width = rect.x + caption_width, rect.width - caption_width
        self.button(pygame.Rect(left, rect.y, arrow, rect.height), "‹", lambda: choice.step(-1), focusable=False)
        middle = pygame.Rect(left + arrow + 2, rect.y, width - 2 * arrow - 4, rect.height)
        choice.button = self.button(middle, choice.texts[choice.index], lambda: choice.step(1))
        self.button(
            pygame.Rect(left + width - arrow, rect.y, arrow, rect.height), "›", lambda: choice.step(1), focusable=False
        )
        self.choices[choice.button] = choice

    def fitted_text_box(self, html: str, rect: pygame.Rect) -> UITextBox:
        """A text box as tall as its text (at most `rect`'s height: a longer text scrolls)."""
        box = UITextBox(html, rect, self.manager)
        rows = box.text_box_layout.layout_rows if box.text_box_layout is not None else []
        frame = 2 * box.padding[1] + box.border_width["top"] + box.border_width["bottom"]
        needed = (rows[-1].bottom if rows else 0) + frame + TEXT_BOX_SLACK
        if needed >= rect.height:
            return box
        box.kill()  # made again at the height it needs (resizing it leaves its frame drawn at the old height)
        return UITextBox(html, pygame.Rect(rect.x, rect.y, rect.width, needed), self.manager)

    def text_entry(self, rect: pygame.Rect, text: str, placeholder: str = "") -> UITextEntryLine:
        entry = entry_line(rect, self.manager, text, placeholder)
        self.focus_order.append(entry)
        return entry

    # --- focus ----------------------------------------------------------------------------
    def set_focus(self, index: int | None, scroll: bool = True) -> None:
        """Move the keyboard focus, scrolling its list to show it unless the pointer put it there."""
        if self.focus_index is not None and self.focus_index < len(self.focus_order):
            old = self.focus_order[self.focus_index]
            old.unselect() if isinstance(old, UIButton) else old.unfocus()
        self.focus_index = index
        if index is None:
            return
        new = self.focus_order[index]
        if scroll:
            self.scroll_into_view(new)
        if isinstance(new, UIButton):
            new.select()
            self.manager.set_focus_set(None)
        else:
            self.manager.set_focus_set(new)

    def scroll_into_view(self, element: UIButton | UITextEntryLine) -> None:
        """Scroll the list holding a focused element so that it can be seen."""
        container = self.scrolled.get(element)
        bar = container.vert_scroll_bar if container is not None else None
        if container is None or bar is None or not container.scrolling_height:
            return
        top, height = element.relative_rect.y, element.relative_rect.height
        shown_top = -container.scrollable_container.relative_rect.y
        view = container.rect.height
        if top < shown_top or top + height > shown_top + view:
            start = max(0, min(top - (view - height) // 2, container.scrolling_height - view))
            bar.set_scroll_from_start_percentage(bar_share(bar, start, view, container.scrolling_height))

    def move_focus(self, delta: int) -> None:
        if not self.focus_order:
            return
        if self.focus_index is None:
            self.set_focus(0 if delta > 0 else len(self.focus_order) - 1)
        else:
            self.set_focus((self.focus_index + delta) % len(self.focus_order))

    def focused(self) -> UIButton | UITextEntryLine | None:
        return None if self.focus_index is None else self.focus_order[self.focus_index]

    # --- events ---------------------------------------------------------------------------
    def back(self) -> None:
        """Esc: by default leave this scene."""
        self.app.stack.pop()

    def confirm(self) -> None:
        """Enter with no button focused."""

    def press(self, element: object) -> bool:
        action = self.actions.get(element)
        if action is None:
            return False
        action()
        return True

    def handle_key(self, event: pygame.event.Event) -> bool:
        focused = self.focused()
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key in (pygame.K_DOWN, pygame.K_UP):
            self.move_focus(1 if event.key == pygame.K_DOWN else -1)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and focused in self.choices:
            self.choices[focused].step(1 if event.key == pygame.K_RIGHT else -1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if isinstance(focused, UIButton) and focused.is_enabled and focused not in self.choices:
                self.press(focused)
            else:
                self.confirm()
        else:
            return False
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self.press(event.ui_element)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.text_changed(event.ui_element, event.text)
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.follow_pointer(event.pos)
        consumed = bool(self.manager.process_events(event))
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.follow_clicked_entry()
        return consumed or event.type in INPUT_EVENTS  # the scenes below are hidden (a screen) or wait (an overlay)

    def follow_pointer(self, pos: tuple[int, int]) -> None:
        """The button under the pointer takes the keyboard focus: one button is lit, not the focused one and the
        hovered one side by side (newcomers could not tell which Enter would press)."""
        for index, element in enumerate(self.focus_order):
            container = self.scrolled.get(element)
            if (
                index != self.focus_index
                and isinstance(element, UIButton)
                and element.is_enabled
                and element.visible
                and element.get_abs_rect().collidepoint(pos)
                and (container is None or container.rect.collidepoint(pos))  # not a row scrolled out of its list
            ):
                self.set_focus(index, scroll=False)
                return

    def follow_clicked_entry(self) -> None:
        """A text entry clicked into takes the keyboard focus too, so Enter confirms what was typed
        instead of pressing the button that had the focus before."""
        clicked = self.manager.get_focus_set() or set()
        for index, element in enumerate(self.focus_order):
            if isinstance(element, UITextEntryLine) and element in clicked and index != self.focus_index:
                self.set_focus(index)

    def text_changed(self, entry: object, text: str) -> None:
        """A text entry's text changed."""

    def update(self, dt: float) -> None:
        self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.overlay:
            surface.blit(wood_texture(surface.get_size()), (0, 0))
        if self.frame is not None:
            panel_frame(surface, self.frame, WOOD)
        self.draw_behind(surface)
        self.manager.draw_ui(surface)

    def draw_behind(self, surface: pygame.Surface) -> None:
        """What the scene draws under its widgets."""


def bar_share(bar: UIVerticalScrollBar, start: int, view: int, total: int) -> float:
    """Where a scroll bar must stand for its list to show from `start` down. pygame_gui places a list by the top of
    the bar's slider while that is in the bar's upper half, else by its bottom: the two differ when the slider is
    longer than the view's share of the list (its least length, in a long list)."""
    share = start / total
    if share <= 0.5 or bar.sliding_button is None:
        return share
    slider: float = bar.sliding_button.rect.height / bar.scrollable_height
    return max(0.5, (start + view) / total - slider)


def widget_language() -> str:
    """pygame_gui's locale for its own texts: the chosen language (the pseudo-language gets pseudo
    versions of pygame_gui's English texts)."""
    code = words.language()
    if code == words.PSEUDO:
        add_pseudo_widget_texts()
    return code


@cache
def add_pseudo_widget_texts() -> None:
    english = resources.files("pygame_gui.data.translations") / "pygame-gui.en.json"
    for key, text in json.loads(english.read_text(encoding="utf-8"))["en"].items():
        i18n.add_translation(f"pygame-gui.{key}", words.pseudo(text), locale=words.PSEUDO)


INPUT_EVENTS = {
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEMOTION,
    pygame.MOUSEWHEEL,
    pygame.TEXTINPUT,
}
"""What a scene keeps from the scenes below it: an overlay is modal, and a screen hides them (a click on an
empty spot of the results must not press the menu's button lying under it)."""


def caption_width(captions: Sequence[str], least: int, scale: float = 1.0) -> int:
    """A width for a column of captions: `least` (scaled), or wider when one of them needs it."""
    text_font = font(round(CAPTION_FONT * scale), bold=True)
    return max(round(least * scale), *(text_font.size(caption)[0] + LABEL_PADDING for caption in captions))


def centered_column(size: tuple[int, int], width: int, rows: int, top: int | None = None) -> list[pygame.Rect]:
    """Rects for `rows` controls `width` pixels wide, stacked in a centered column 10 px apart (the rows and
    gaps scaled to the window)."""
    scale = ui_scale(size)
    row, gap = round(ROW * scale), round(10 * scale)
    x = (size[0] - width) // 2
    height = rows * row + (rows - 1) * gap
    y = top if top is not None else (size[1] - height) // 2
    return [pygame.Rect(x, y + i * (row + gap), width, row) for i in range(rows)]


def html_escape(text: str) -> str:
    """Plain text for pygame_gui's HTML text boxes."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")


@cache
def invisible_characters() -> list[str]:
    return [chr(code) for first, last in INVISIBLE_RANGES for code in range(first, last + 1)]


def entry_line(rect: pygame.Rect, manager: pygame_gui.UIManager, text: str, placeholder: str) -> UITextEntryLine:
    """A one-line text field that refuses characters drawn as nothing (typed or pasted)."""
    entry = UITextEntryLine(rect, manager, placeholder_text=placeholder or None)
    entry.set_forbidden_characters(invisible_characters())
    entry.set_text(text)
    return entry


def bold(html: str) -> str:
    """**bold** as HTML, once the lines of each paragraph are joined (a bold phrase may be wrapped in the source)."""
    return re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", html)


def markdown_to_html(text: str) -> str:
    """The little Markdown the summaries use, as pygame_gui's HTML: headings, paragraphs, bold, lists.

    Lines wrapped in the source are joined again, so the text box wraps them to its own width.
    """
    out: list[str] = []
    joinable = False  # the next plain line continues the last paragraph or list item
    for raw in text.splitlines():
        line = raw.strip()
        heading = re.match(r"#+\s*(.*)", line)
        item = re.match(r"([-*]|\d+\.)\s+(.*)", line)
        if not line or heading:
            if out and out[-1]:
                out.append("")
            if heading:
                out.append(f"<b>{html_escape(heading.group(1))}</b>")
            joinable = False
        elif item:
            bullet = "•" if item.group(1) in "-*" else item.group(1)
            indent = "      " if raw[:1].isspace() else ""
            out.append(f"{indent}{bullet} {html_escape(item.group(2))}")
            joinable = True
        elif joinable:
            out[-1] += " " + html_escape(line)
        else:
            out.append(html_escape(line))
            joinable = True
    return bold("<br>".join(out).strip())
