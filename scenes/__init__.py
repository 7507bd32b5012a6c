"""The pygame scenes: menu, setup, settings, rules, load, the table and its overlays, results."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
