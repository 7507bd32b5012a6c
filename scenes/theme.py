"""The pygame_gui theme of every scene, built from the palette in sprites/widgets.py.

The widgets and the drawn parts of the screens (panels, the board views) share that one palette, so
a colour is changed in one place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sprites.widgets import (
    ALERT_ON_WOOD,
    BRASS,
    CREAM,
    CREAM_BRIGHT,
    GOLD,
    GOOD_ON_WOOD,
    INK,
    MUTED,
    PAPER,
    PAPER_DARK,
    PAPER_LIGHT,
    WOOD,
    WOOD_BRIGHT,
    WOOD_DARK,
    WOOD_HOVER,
    WOOD_LIGHT,
    WOOD_PRESSED,
    Colour,
)

CLEAR = "#00000000"
FONT = "noto_sans"
LEFT_ALIGNED = {"text_horiz_alignment": "left", "text_horiz_alignment_padding": "10"}
TOOLTIP_WIDTH = 360
"""How wide a tooltip's text may run in a 1280x720 window before it wraps (pygame_gui's 170 wrapped a save's
description after every second word)."""


def hex_colour(colour: Colour) -> str:
    return "#{:02X}{:02X}{:02X}".format(*colour)


def theme(scale: float = 1.0) -> dict[str, Any]:
    """The theme for a window of the given `ui_scale`: its texts grow with the window."""

    def font(size: int, bold: bool = False) -> dict[str, str]:
        return {"name": FONT, "size": str(round(size * scale)), **({"bold": "1"} if bold else {})}

    return styles(font, str(round(TOOLTIP_WIDTH * scale)))


def centred_text(text_font: dict[str, str], colour: Colour) -> dict[str, Any]:
    """A label's look: its font and colour, centred."""
    colours = {"normal_text": hex_colour(colour)}
    return {"font": text_font, "colours": colours, "misc": {"text_horiz_alignment": "center"}}


def styles(font: Callable[..., dict[str, str]], tooltip_width: str) -> dict[str, Any]:
    """The theme as pygame_gui reads it from a JSON file (colours as hex strings, numbers as strings), with
    its fonts from `font(size, bold)`."""
    on_paper = {
        "dark_bg": hex_colour(PAPER_LIGHT),
        "disabled_dark_bg": hex_colour(WOOD),
        "disabled_text": hex_colour(MUTED),
        "normal_text": hex_colour(INK),
        "normal_border": hex_colour(WOOD_LIGHT),
    }
    return {
        "defaults": {
            "colours": {
                "normal_bg": hex_colour(WOOD_LIGHT),
                "hovered_bg": hex_colour(WOOD_HOVER),
                "disabled_bg": hex_colour(WOOD),
                "selected_bg": hex_colour(WOOD_BRIGHT),
                "active_bg": hex_colour(WOOD_PRESSED),
                "dark_bg": hex_colour(WOOD_DARK),
                "normal_text": hex_colour(CREAM),
                "hovered_text": hex_colour(CREAM_BRIGHT),
                "selected_text": hex_colour(CREAM_BRIGHT),
                "active_text": hex_colour(CREAM_BRIGHT),
                "disabled_text": hex_colour(MUTED),
                "normal_border": hex_colour(WOOD_DARK),
                "hovered_border": hex_colour(BRASS),
                "selected_border": hex_colour(GOLD),
                "active_border": hex_colour(GOLD),
                "disabled_border": hex_colour(WOOD),
                "text_cursor": hex_colour(CREAM),
            },
            "font": font(18),
            "misc": {
                "shape": "rounded_rectangle",
                "shape_corner_radius": "6",
                "border_width": "2",
                "shadow_width": "0",
                "tool_tip_delay": "0.6",
            },
        },
        "button": {"font": font(18), "misc": {"text_horiz_alignment": "center"}},
        "#action": {"font": font(16), "misc": LEFT_ALIGNED},
        "label": {
            "colours": {"dark_bg": CLEAR, "normal_text": hex_colour(CREAM)},
            "misc": {"text_horiz_alignment": "left", "border_width": "0"},
        },
        "#title": centred_text(font(40, bold=True), GOLD),
        "#subtitle": centred_text(font(18), PAPER_DARK),
        "#caption": {"font": font(18, bold=True)},
        "#message": centred_text(font(18, bold=True), ALERT_ON_WOOD),
        "#ok": centred_text(font(18), GOOD_ON_WOOD),
        "#message_box": {
            "colours": {"dark_bg": CLEAR, "normal_text": hex_colour(ALERT_ON_WOOD), "normal_border": CLEAR},
            "font": font(18, bold=True),
            "misc": {"padding": "4,2", "border_width": "0", "text_horiz_alignment": "center"},
        },
        "text_box": {
            "colours": {
                "dark_bg": hex_colour(PAPER),
                "normal_text": hex_colour(INK),
                "normal_border": hex_colour(WOOD_LIGHT),
            },
            "font": font(18),
            "misc": {"padding": "16,12", "border_width": "2"},
        },
        "text_entry_line": {
            "colours": {
                **on_paper,
                "selected_bg": hex_colour(BRASS),
                "text_cursor": hex_colour(INK),
                "selected_border": hex_colour(GOLD),
            },
            "font": font(18),
        },
        "scrolling_container": {"colours": {"dark_bg": CLEAR}},
        "horizontal_scroll_bar": {"colours": {"dark_bg": hex_colour(WOOD)}},
        "vertical_scroll_bar": {
            "colours": {
                "dark_bg": hex_colour(WOOD),
                "normal_bg": hex_colour(WOOD_BRIGHT),
                "hovered_bg": hex_colour(WOOD_PRESSED),
            },
        },
        "tool_tip": {"colours": on_paper, "font": font(16), "misc": {"rect_width": tooltip_width}},
    }
