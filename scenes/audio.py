"""Sound effects.

The effects are the WAV files in sounds/ (made by tools/make_sounds.py). A machine without a sound
device still plays the game: the mixer then fails to start, one line is logged and every sound is
silent.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from game.core.protocol import EventKind

SOUND_NAMES = ("pickup", "drop", "coin", "card", "dice", "turn")

# Event kind -> the effect it makes; kinds not listed (phase, score, info, end) are quiet.
_EVENT_SOUNDS = {
    EventKind.MOVE: "drop",
    EventKind.MONEY: "coin",
    EventKind.CARD: "card",
    EventKind.DICE: "dice",
    EventKind.TURN: "turn",
}

log = logging.getLogger(__name__)


def sounds_dir() -> Path:
    """sounds/ beside the source, or inside the packaged program's folder."""
    root = getattr(sys, "_MEIPASS", None)
    return Path(root) / "sounds" if root else Path(__file__).resolve().parents[1] / "sounds"


def sound_for_event(kind: EventKind) -> str | None:
    """The effect an Event of this kind makes, or None for a quiet one."""
    return _EVENT_SOUNDS.get(kind)


def clamp(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))


@contextmanager
def native_stderr_hidden() -> Iterator[None]:
    """Hide what C libraries print to the error stream meanwhile.

    Without a sound card, the ALSA library prints a screenful of its own complaints while the mixer
    starts; the one line logged below says all a player needs.
    """
    sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:  # no error stream at all: nothing to hide
        yield
        return
    with open(os.devnull, "w") as devnull:
        os.dup2(devnull.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)


class Audio:
    """Plays the effects at the sound volume (0..1). Manifest has no music: no setting promises any."""

    def __init__(self, sound_volume: float) -> None:
        self.sound_volume = clamp(sound_volume)
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        """Loaded effects by name; empty when the machine has no sound device."""
        if self._start_mixer():
            self.sounds = {name: pygame.mixer.Sound(sounds_dir() / f"{name}.wav") for name in SOUND_NAMES}

    @property
    def silent(self) -> bool:
        """True when there is no sound device: playing does nothing."""
        return not self.sounds

    @staticmethod
    def _start_mixer() -> bool:
        if pygame.mixer.get_init():
            return True
        try:
            with native_stderr_hidden():
                pygame.mixer.init(buffer=512)  # a small buffer keeps effects in step with the table
        except pygame.error as error:
            log.warning("no sound device, sound is off (%s)", error)
            return False
        return True

    def play(self, name: str) -> None:
        if name not in SOUND_NAMES:
            raise ValueError(f"unknown sound {name!r} (sounds: {', '.join(SOUND_NAMES)})")
        if self.silent:
            return
        sound = self.sounds[name]
        sound.set_volume(self.sound_volume)
        sound.play()

    def set_volume(self, sound: float) -> None:
        self.sound_volume = clamp(sound)
