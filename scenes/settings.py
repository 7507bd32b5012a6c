"""Settings: language, window size, fullscreen, sound volume, animation speed and the hard bots' think
time, kept in settings.json.

A missing file gives the defaults; a broken one gives the defaults and a message for the player. A
file written before a setting existed gives that setting its default; a setting Manifest no longer has
(the music volume of earlier versions: Manifest plays no music) is ignored.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from pathlib import Path

import pygame

import words
from game.ai.search import THINK_TIMES, Budget
from game.core import saves
from game.core.messages import Message, Verbatim, msg
from scenes import MAX_WINDOW_SIDE
from scenes.gui import Choice, GuiScene, caption_width, centered_column
from scenes.wording import seconds as seconds_text
from words import tr

WINDOW_SIZES = ((1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440))
VOLUMES = tuple(step / 10 for step in range(11))
BOT_DELAYS = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}
"""Animation speed -> seconds between two bot moves."""
FLIGHTS = {"slow": 0.6, "normal": 0.35, "fast": 0.2, "instant": 0.0}
"""Animation speed -> seconds a moved token takes to fly to its place."""
CHOICE_WIDTH = 340
"""Width of a setting's button (its caption's column is as wide as the longest caption needs)."""


class CoachAt(StrEnum):
    """At which tables "Suggest a move" is offered."""

    SOLO = "solo"
    """Where one human plays against bots (not in hot-seat play, where the humans play each other)."""
    ALWAYS = "always"
    NEVER = "never"


@dataclass
class Settings:
    width: int = 1280
    height: int = 720
    fullscreen: bool = False
    sound_volume: float = 0.8
    animation_speed: str = "normal"
    language: str = field(default_factory=words.system_language)
    """At the first start the system's language, when Manifest has it (else English)."""
    think_time: str = "normal"
    """How long a searching (hard) bot thinks about a move: a key of THINK_TIMES."""
    coach: str = CoachAt.SOLO
    """At which tables the coach suggests moves: a `CoachAt`."""

    @property
    def size(self) -> tuple[int, int]:
        return self.width, self.height

    @property
    def bot_delay(self) -> float:
        return BOT_DELAYS[self.animation_speed]

    @property
    def think_budget(self) -> Budget:
        return Budget(THINK_TIMES[self.think_time])

    def coach_for(self, humans: int) -> bool:
        """Whether a table of this many humans offers "Suggest a move"."""
        return self.coach == CoachAt.ALWAYS or (self.coach == CoachAt.SOLO and humans == 1)

    @property
    def flight_seconds(self) -> float:
        return FLIGHTS[self.animation_speed]


def settings_path() -> Path:
    return saves.data_dir() / "settings.json"


def _is_size(value: object, low: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= MAX_WINDOW_SIDE


def _is_volume(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 1


VALID: dict[str, Callable[[object], bool]] = {
    "width": lambda value: _is_size(value, 640),
    "height": lambda value: _is_size(value, 480),
    "fullscreen": lambda value: isinstance(value, bool),
    "sound_volume": _is_volume,
    "animation_speed": lambda value: isinstance(value, str) and value in BOT_DELAYS,
    "language": lambda value: isinstance(value, str) and value in words.languages(),
    "think_time": lambda value: isinstance(value, str) and value in THINK_TIMES,
    "coach": lambda value: isinstance(value, str) and value in set(CoachAt),
}
"""Each setting's check of what settings.json holds for it."""


def load_settings() -> tuple[Settings, Message | None]:
    """The saved settings, or the defaults and a message saying why the file was not used."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = saves.read_json(path)
    except saves.SaveError as error:
        return Settings(), msg("{problem} The defaults are used.", problem=error.message)
    if not isinstance(data, dict):
        return Settings(), msg("The settings file holds no settings; the defaults are used.")
    wrong = [name for name, valid in VALID.items() if name in data and not valid(data[name])]
    if wrong:
        return Settings(), msg(
            "The settings file holds a value Manifest cannot use for {setting}; the defaults are used.",
            setting=Verbatim(wrong[0]),
        )
    return Settings(**{f.name: data[f.name] for f in fields(Settings) if f.name in data}), None


def save_settings(settings: Settings) -> None:
    saves.write_atomic(settings_path(), json.dumps(asdict(settings), indent=1))


def fitting_sizes() -> tuple[tuple[int, int], ...]:
    """The window sizes that fit on the screen (the smallest always, as the window never gets smaller)."""
    screen_width, screen_height = pygame.display.get_desktop_sizes()[0]
    fits = tuple(size for size in WINDOW_SIZES if size[0] <= screen_width and size[1] <= screen_height)
    return fits or WINDOW_SIZES[:1]


def nearest(values: tuple[float, ...], value: float) -> int:
    return min(range(len(values)), key=lambda i: abs(values[i] - value))


class SettingsScene(GuiScene):
    """Change the settings; each change applies at once and is saved."""

    sizes: tuple[tuple[int, int], ...] = WINDOW_SIZES[:1]
    """The window sizes offered: those that fit on the screen."""
    unsaved = False
    """The data folder refused the settings during this visit (the player has been told)."""

    def build(self) -> None:
        settings = self.app.settings
        languages = list(words.languages())
        self.sizes = fitting_sizes()
        sizes = [tr("{width} × {height}", width=Verbatim(str(w)), height=Verbatim(str(h))) for w, h in self.sizes]
        size_index = self.sizes.index(settings.size) if settings.size in self.sizes else 0
        percent = [tr("{percent} %", percent=round(v * 100)) for v in VOLUMES]
        speed_texts = {"slow": tr("slow"), "normal": tr("normal"), "fast": tr("fast"), "instant": tr("instant")}
        speeds = [speed_texts[speed] for speed in BOT_DELAYS]
        rows = [
            (
                tr("Language"),
                Choice(list(words.languages().values()), languages.index(words.language()), self.set_language),
            ),
            (tr("Window size"), Choice(sizes, size_index, self.set_size)),
            (tr("Fullscreen"), Choice([tr("off"), tr("on")], int(settings.fullscreen), self.set_fullscreen)),
            (tr("Sound volume"), Choice(percent, nearest(VOLUMES, settings.sound_volume), self.set_sound)),
            (tr("Animation speed"), Choice(speeds, list(BOT_DELAYS).index(settings.animation_speed), self.set_speed)),
            (
                tr("Hard bots think"),
                Choice(
                    [
                        tr("{seconds} s per move", seconds=Verbatim(seconds_text(seconds)))
                        for seconds in THINK_TIMES.values()
                    ],
                    list(THINK_TIMES).index(settings.think_time),
                    self.set_think_time,
                ),
            ),
            (
                tr("Suggest a move"),
                Choice(
                    [tr("against bots only"), tr("at every table"), tr("never")],
                    list(CoachAt).index(CoachAt(settings.coach)),
                    self.set_coach,
                ),
            ),
        ]
        width, _ = self.app.size
        count = len(rows)
        px = self.px
        captions = caption_width([caption for caption, _ in rows], 220, self.scale)
        column = captions + px(CHOICE_WIDTH)
        rects = centered_column(self.app.size, column, count + 4)  # title, the rows, a gap, Back, the hint
        self.label(pygame.Rect(0, rects[0].y - px(50), width, px(60)), tr("Settings"), "#title")
        for (caption, choice), rect in zip(rows, rects[1 : count + 1], strict=True):
            self.choice_row(rect, caption, choice, captions)
        self.button(rects[count + 2], tr("Back"), self.back)
        self.label(pygame.Rect(0, rects[-1].y, width, self.row), tr("Left / Right change, Esc goes back"), "#subtitle")
        area = rects[0].unionall(rects)
        self.frame = pygame.Rect(area.x - px(40), area.y - px(70), area.width + px(80), area.height + px(100))

    def save(self) -> None:
        """Save the settings; when the data folder cannot take them, say so once a visit (they still apply)."""
        try:
            save_settings(self.app.settings)
        except OSError as error:
            if not self.unsaved:
                self.unsaved = True
                reason = Verbatim(error.strerror or str(error))
                text = msg(
                    "Your settings could not be saved ({reason}): they apply until Manifest closes.", reason=reason
                )
                self.app.show_message(text, msg("Settings not saved"))

    def set_language(self, index: int) -> None:
        self.app.settings.language = list(words.languages())[index]
        self.save()
        self.app.apply_language(self.app.settings.language)

    def set_size(self, index: int) -> None:
        self.app.settings.width, self.app.settings.height = self.sizes[index]
        self.save()
        self.app.apply_window_settings()

    def set_fullscreen(self, index: int) -> None:
        self.app.settings.fullscreen = bool(index)
        self.save()
        self.app.apply_window_settings()

    def set_sound(self, index: int) -> None:
        self.app.settings.sound_volume = VOLUMES[index]
        self.save()
        self.app.apply_volume()

    def set_speed(self, index: int) -> None:
        self.app.settings.animation_speed = list(BOT_DELAYS)[index]
        self.save()

    def set_coach(self, index: int) -> None:
        self.app.settings.coach = list(CoachAt)[index]
        self.save()

    def set_think_time(self, index: int) -> None:
        self.app.settings.think_time = list(THINK_TIMES)[index]
        self.save()
        self.app.apply_think_time()
