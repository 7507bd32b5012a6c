"""Draw Manifest's icon and write it at every size each OS asks for (pygame and the standard library only).

    python tools/make_icon.py

Writes sprites/icon/manifest-<N>.png (the window icon and Linux's sizes), manifest.ico (Windows: the
program file and the taskbar) and manifest.icns (macOS: the .app). The mark is a bold cream M over a
brass rule on dark wood, in the table's palette: drawn once large and scaled down, it stays readable at
16 px. Both containers hold PNG images: an .ico is a directory of entries (Windows Vista and later read
PNG entries), an .icns a list of typed chunks (macOS 10.7 and later read PNG in every type used here).
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from sprites.widgets import BRASS, CREAM_BRIGHT, WOOD, WOOD_DARK

ICON_DIR = Path(__file__).resolve().parents[1] / "sprites" / "icon"
DRAWN = 1024
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,
    b"ic11": 32,
    b"ic12": 64,
    b"ic13": 256,
    b"ic14": 512,
}
"""Type -> pixels; ic11..ic14 are the Retina (@2x) versions of 16, 32, 128 and 256 points."""
LETTER_M = (
    (0.20, 0.72),
    (0.20, 0.20),
    (0.36, 0.20),
    (0.50, 0.42),
    (0.64, 0.20),
    (0.80, 0.20),
    (0.80, 0.72),
    (0.65, 0.72),
    (0.65, 0.45),
    (0.50, 0.66),
    (0.35, 0.45),
    (0.35, 0.72),
)
"""The M as fractions of the side: two thick legs and a deep V, no serifs to blur away when small."""
RULE = (0.20, 0.78, 0.60, 0.08)
"""The brass rule under the M (x, y, width, height as fractions): a manifest's ruled line."""


def draw_mark(side: int) -> pygame.Surface:
    """The icon at `side` pixels: a rounded wood tile with a lighter rim, the M and the rule."""
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    radius = side // 5
    pygame.draw.rect(surface, WOOD, surface.get_rect(), border_radius=radius)
    rim = side // 24
    pygame.draw.rect(surface, WOOD_DARK, surface.get_rect().inflate(-2 * rim, -2 * rim), border_radius=radius - rim)
    pygame.draw.polygon(surface, CREAM_BRIGHT, [(x * side, y * side) for x, y in LETTER_M])
    x, y, width, height = RULE
    pygame.draw.rect(surface, BRASS, pygame.Rect(x * side, y * side, width * side, height * side))
    return surface


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """An .ico file: ICONDIR, one ICONDIRENTRY per image (256 is written as 0), then the PNGs."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for side, data in images.items():
        entries += struct.pack("<BBBBHHII", side % 256, side % 256, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns(chunks: dict[bytes, bytes]) -> bytes:
    """An .icns file: the 'icns' magic and total length, then (type, length with its 8-byte header, data)."""
    body = b"".join(kind + struct.pack(">I", len(data) + 8) + data for kind, data in chunks.items())
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main() -> int:
    drawn = draw_mark(DRAWN)
    images = {side: png_bytes(pygame.transform.smoothscale(drawn, (side, side))) for side in PNG_SIZES}
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    for side, data in images.items():
        (ICON_DIR / f"manifest-{side}.png").write_bytes(data)
    (ICON_DIR / "manifest.ico").write_bytes(ico({side: images[side] for side in ICO_SIZES}))
    (ICON_DIR / "manifest.icns").write_bytes(icns({kind: images[side] for kind, side in ICNS_TYPES.items()}))
    print(f"wrote {ICON_DIR}: {len(images)} PNGs, manifest.ico, manifest.icns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
