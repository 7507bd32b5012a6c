"""The pygame scenes: menu, setup, settings, rules, load, the table and its overlays, results."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SHOTS = ("menu", "setup", "settings", "rules", "load", "table", "pause", "handoff", "results")
"""The scenes a screenshot can show (`main.py screenshot --scene`)."""
GAME_SHOTS = SHOTS[SHOTS.index("table") :]
"""Those that show a game in play: they need one."""
