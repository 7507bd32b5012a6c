"""Sound effects: every effect is there and short, volumes stay in range, no sound device means silence."""

import logging
import os
import subprocess
import sys
import wave

import pygame
import pytest

from scenes import audio
from scenes.audio import SOUND_NAMES, Audio, sound_for_event

ROOT = audio.sounds_dir().parent
VOLUME_STEP = 1 / 128  # SDL keeps volumes in 128 steps


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_every_sound_is_a_short_quiet_edged_wav_that_loads(name):
    path = audio.sounds_dir() / f"{name}.wav"
    with wave.open(str(path)) as file:
        assert (file.getnchannels(), file.getsampwidth(), file.getframerate()) == (1, 2, 22050)
        frames = file.readframes(file.getnframes())
        assert file.getnframes() / file.getframerate() < 0.5
    first, last = (int.from_bytes(frames[i : i + 2], "little", signed=True) for i in (0, len(frames) - 2))
    assert abs(first) < 200 and abs(last) < 200, "a sound must fade in and out, or it clicks"
    sound = Audio(1.0).sounds[name]
    assert 0 < sound.get_length() < 0.5


def test_playing_every_sound_uses_the_sound_volume():
    player = Audio(0.5)
    assert not player.silent
    for name in SOUND_NAMES:
        player.play(name)
        assert player.sounds[name].get_volume() == pytest.approx(0.5, abs=VOLUME_STEP)
    with pytest.raises(ValueError, match="unknown sound"):
        player.play("trumpet")


def test_the_volume_is_clamped_to_0_1():
    player = Audio(1.7)
    assert player.sound_volume == 1.0
    player.set_volume(-2)
    assert player.sound_volume == 0.0
    player.set_volume(0.25)
    assert player.sound_volume == 0.25


def test_without_a_sound_device_everything_is_silent_and_one_line_is_logged(monkeypatch, caplog):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    with caplog.at_level(logging.INFO):
        player = Audio(0.8)
        for name in SOUND_NAMES:
            player.play(name)
        player.set_volume(0.1)
    assert player.silent
    assert player.sound_volume == 0.1
    assert len(caplog.records) == 1 and "sound is off" in caplog.records[0].getMessage()


@pytest.mark.parametrize("driver", ["no-such-driver", None], ids=["missing-driver", "this-machine's-device"])
def test_starting_the_sound_prints_one_line_at_most_and_no_traceback(driver):
    """With a missing driver the game is silent; on a machine without a sound card the sound
    library's own complaints stay hidden, and on one with a card nothing is printed."""
    script = "from scenes.audio import Audio; a = Audio(1); a.play('coin'); print('silent' if a.silent else 'loud')"
    env = {key: value for key, value in os.environ.items() if key != "SDL_AUDIODRIVER"}
    env.update({"PYGAME_HIDE_SUPPORT_PROMPT": "1", **({"SDL_AUDIODRIVER": driver} if driver else {})})
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "silent" if driver else done.stdout.strip() in ("silent", "loud")
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) <= 1, done.stderr


@pytest.mark.parametrize(
    "kind, sound",
    [
        ("move", "drop"),
        ("money", "coin"),
        ("card", "card"),
        ("dice", "dice"),
        ("turn", "turn"),
        ("phase", None),
        ("score", None),
        ("info", None),
        ("end", None),
        ("anything", None),
    ],
)
def test_event_kinds_map_to_sounds(kind, sound):
    assert sound_for_event(kind) == sound
    assert sound is None or sound in SOUND_NAMES
