"""The pygame scenes: menu, setup, settings, rules, load, the table and its overlays, results."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SHOTS = ("menu", "setup", "settings", "rules", "load", "lab", "join", "table", "pause", "handoff", "results", "replay")
"""The scenes a screenshot can show (`main.py screenshot --scene`)."""
GAME_SHOTS = SHOTS[SHOTS.index("table") :]
"""Those that show a game in play: they need one."""
MIN_WINDOW = (1280, 720)
"""The smallest window every scene is laid out for; a screen smaller than this makes it its own size."""
MAX_WINDOW_SIDE = 16384
"""No screen is wider or taller: a larger size asked for is a mistake."""
