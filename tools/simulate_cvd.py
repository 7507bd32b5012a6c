"""A screenshot as an eye with a colour vision deficiency sees it, to judge the table without colour.

    .venv/bin/python tools/simulate_cvd.py shot.png                      # writes shot-deuteranomaly.png
    .venv/bin/python tools/simulate_cvd.py shot.png --cvd protanomaly --severity 100 --out other.png

Uses colorspacious (a test dependency): Machado et al.'s simulation, severity 100 is full dichromacy.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import numpy as np
from colorspacious import cspace_convert

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # after the prompt is hidden

KINDS = ("deuteranomaly", "protanomaly", "tritanomaly")


def simulate(image: pygame.Surface, cvd: str, severity: int) -> pygame.Surface:
    """The image as seen with `cvd` at `severity` (0-100)."""
    width, height = image.get_size()
    rgb = np.frombuffer(pygame.image.tobytes(image, "RGB"), dtype=np.uint8).reshape(height, width, 3) / 255
    seen = cspace_convert(rgb, {"name": "sRGB1+CVD", "cvd_type": cvd, "severity": severity}, "sRGB1")
    pixels = (np.clip(seen, 0, 1) * 255).round().astype(np.uint8)
    return pygame.image.frombytes(pixels.tobytes(), (width, height), "RGB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("png", type=Path)
    parser.add_argument("--cvd", choices=KINDS, default="deuteranomaly")
    parser.add_argument("--severity", type=int, default=100)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    out = args.out or args.png.with_name(f"{args.png.stem}-{args.cvd}.png")
    pygame.image.save(simulate(pygame.image.load(str(args.png)), args.cvd, args.severity), str(out))
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
