"""Every scene by a name that opens it: `app.push(names.RESULTS, match=match)`.

To mypy each name is its scene's class, so a misspelt name, a missing argument or a wrong keyword fails the
type check. At run time it is a `Lazy` reference that imports the scene's module when the scene first opens:
scenes open one another without importing one another, so the scenes have no import cycle. The two lists
below name the same classes (tests/test_scene_names.py checks it).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.join import JoinScene as JOIN
    from scenes.lab import LabScene as LAB
    from scenes.learn import LearnScene as LEARN
    from scenes.load import LoadScene as LOAD
    from scenes.menu import MenuScene as MENU
    from scenes.overlays import ChoiceOverlay as CHOICE
    from scenes.overlays import ConfirmOverlay as CONFIRM
    from scenes.overlays import HandOffOverlay as HANDOFF
    from scenes.overlays import MessageOverlay as MESSAGE
    from scenes.overlays import PauseOverlay as PAUSE
    from scenes.replay import ReplayScene as REPLAY
    from scenes.results import ResultsScene as RESULTS
    from scenes.rules import RulesScene as RULES
    from scenes.settings import SettingsScene as SETTINGS
    from scenes.setup import SetupScene as SETUP
    from scenes.stack import Scene
    from scenes.table import TableScene as TABLE


__all__ = [
    "CHOICE",
    "CONFIRM",
    "HANDOFF",
    "JOIN",
    "LAB",
    "LEARN",
    "LOAD",
    "MENU",
    "MESSAGE",
    "PAUSE",
    "REPLAY",
    "RESULTS",
    "RULES",
    "SETTINGS",
    "SETUP",
    "TABLE",
]


class Lazy:
    """The scene class at "module:Class", imported when a scene of it is first made."""

    def __init__(self, path: str) -> None:
        self.path = path

    def load(self) -> type[Scene]:
        module, _, name = self.path.partition(":")
        scene: type[Scene] = getattr(import_module(module), name)
        return scene

    def __call__(self, app: App, *args: Any, **options: Any) -> Scene:
        return self.load()(app, *args, **options)  # type: ignore[call-arg]  # mypy checked them against the class


if not TYPE_CHECKING:
    JOIN = Lazy("scenes.join:JoinScene")
    LAB = Lazy("scenes.lab:LabScene")
    LEARN = Lazy("scenes.learn:LearnScene")
    LOAD = Lazy("scenes.load:LoadScene")
    MENU = Lazy("scenes.menu:MenuScene")
    CHOICE = Lazy("scenes.overlays:ChoiceOverlay")
    CONFIRM = Lazy("scenes.overlays:ConfirmOverlay")
    HANDOFF = Lazy("scenes.overlays:HandOffOverlay")
    MESSAGE = Lazy("scenes.overlays:MessageOverlay")
    PAUSE = Lazy("scenes.overlays:PauseOverlay")
    REPLAY = Lazy("scenes.replay:ReplayScene")
    RESULTS = Lazy("scenes.results:ResultsScene")
    RULES = Lazy("scenes.rules:RulesScene")
    SETTINGS = Lazy("scenes.settings:SettingsScene")
    SETUP = Lazy("scenes.setup:SetupScene")
    TABLE = Lazy("scenes.table:TableScene")
