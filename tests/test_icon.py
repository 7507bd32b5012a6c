"""Manifest's icon (tools/make_icon.py): PNGs at every size, and the .ico and .icns made of them."""

import os
import struct

import pygame
import pytest

from scenes.app import WINDOW_CLASS_VARIABLES, WINDOW_ICON
from tests.ui import open_menu
from tools.make_icon import ICNS_TYPES, ICO_SIZES, ICON_DIR, PNG_SIZES

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png_side(data):
    """The width and height a PNG's header gives."""
    assert data[:8] == PNG_MAGIC
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("side", PNG_SIZES)
def test_every_png_size_is_written_and_square(side):
    image = pygame.image.load(ICON_DIR / f"manifest-{side}.png")
    assert image.get_size() == (side, side)


def test_the_windows_ico_holds_a_png_of_each_size():
    data = (ICON_DIR / "manifest.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(ICO_SIZES))
    for index, side in enumerate(ICO_SIZES):
        width, height, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * index : 22 + 16 * index])
        assert (width or 256, height or 256) == (side, side)
        assert png_side(data[offset : offset + length]) == (side, side)


def test_the_macos_icns_holds_a_png_of_each_type():
    data = (ICON_DIR / "manifest.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        found[kind] = png_side(data[at + 8 : at + length])
        at += length
    assert found == {kind: (side, side) for kind, side in ICNS_TYPES.items()}


def test_the_window_is_called_manifest_with_its_class_and_icon(monkeypatch):
    for variable in WINDOW_CLASS_VARIABLES:  # as importing pygame leaves it on a desktop (a DISPLAY set)
        monkeypatch.setenv(variable, "main.py")
    open_menu()
    assert pygame.display.get_caption()[0] == "Manifest"
    assert all(os.environ[variable] == "Manifest" for variable in WINDOW_CLASS_VARIABLES)
    assert WINDOW_ICON.parent == ICON_DIR and pygame.image.load(WINDOW_ICON).get_size() == (64, 64)
