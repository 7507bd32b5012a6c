"""Synthesize Manifest's sound effects into sounds/*.wav (standard library only).

    python tools/make_sounds.py

Each effect is a few short notes: sine partials under a smooth envelope (a short fade in and a
fade out to silence), so nothing clicks. 16-bit mono, 22050 Hz, each under half a second.
Running it again rewrites the same files byte for byte (the noise of the dice is seeded).
"""

from __future__ import annotations

import math
import random
import struct
import wave
from dataclasses import dataclass
from pathlib import Path

RATE = 22050
SOUNDS_DIR = Path(__file__).resolve().parents[1] / "sounds"
FADE_IN = 0.004
"""Seconds of fade in at the start of every note: long enough to avoid a click, short enough to stay crisp."""


@dataclass(frozen=True)
class Note:
    start: float
    """Seconds from the start of the effect."""
    length: float
    frequency: float
    """Hz; 0 for a burst of noise."""
    volume: float = 0.5
    decay: float = 8.0
    """How fast the note dies away (per second, exponential)."""
    glide: float = 1.0
    """The frequency at the end of the note as a multiple of the start (1 for a steady pitch)."""


# Each effect as notes; the partials (1x, 2x, 3x the frequency, softer each) give a wooden or bell-like tone.
EFFECTS: dict[str, list[Note]] = {
    # a token lifted: a short rising blip
    "pickup": [Note(0.0, 0.12, 520, 0.45, 14, glide=1.5)],
    # a token set down: a soft low knock
    "drop": [Note(0.0, 0.16, 330, 0.6, 22, glide=0.7), Note(0.0, 0.05, 0, 0.12, 60)],
    # money: two bright bell notes
    "coin": [Note(0.0, 0.14, 1319, 0.35, 18), Note(0.07, 0.30, 1760, 0.35, 10)],
    # a card slides: a short brushed noise
    "card": [Note(0.0, 0.16, 0, 0.35, 18), Note(0.02, 0.10, 880, 0.08, 30, glide=0.8)],
    # dice: three quick clacks of noise and wood
    "dice": [
        note
        for start in (0.0, 0.09, 0.16)
        for note in (Note(start, 0.06, 0, 0.35, 70), Note(start, 0.07, 660 + 220 * start * 10, 0.25, 60))
    ],
    # the next player's turn: a gentle rising two-note chime
    "turn": [Note(0.0, 0.22, 587, 0.3, 9), Note(0.12, 0.32, 880, 0.3, 8)],
}


def render(notes: list[Note], noise: random.Random) -> list[float]:
    length = max(note.start + note.length for note in notes)
    samples = [0.0] * int(length * RATE)
    for note in notes:
        first = int(note.start * RATE)
        count = int(note.length * RATE)
        phase = 0.0
        for i in range(count):
            t = i / RATE
            envelope = note.volume * math.exp(-note.decay * t) * min(1.0, t / FADE_IN)
            envelope *= min(1.0, (count - 1 - i) / (count * 0.3))  # fade out to exact silence
            if note.frequency:
                frequency = note.frequency * note.glide ** (i / count)
                phase += 2 * math.pi * frequency / RATE
                value = math.sin(phase) + 0.3 * math.sin(2 * phase) + 0.1 * math.sin(3 * phase)
            else:
                value = noise.uniform(-1.0, 1.0)
            samples[first + i] += envelope * value
    return samples


def write_wav(path: Path, samples: list[float]) -> None:
    peak = max(1.0, max(abs(s) for s in samples))  # never clip
    frames = b"".join(struct.pack("<h", round(32767 * 0.9 * s / peak)) for s in samples)
    with wave.open(str(path), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(frames)


def main() -> None:
    SOUNDS_DIR.mkdir(exist_ok=True)
    for name, notes in EFFECTS.items():
        path = SOUNDS_DIR / f"{name}.wav"
        write_wav(path, render(notes, random.Random(name)))
        print(f"{path.relative_to(SOUNDS_DIR.parent)}: {max(n.start + n.length for n in notes):.2f} s")


if __name__ == "__main__":
    main()
