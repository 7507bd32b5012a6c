"""Malformed maps: each board reader gives a MapError naming the file and the problem, within the limits
of game/core/tiled.py, whatever a map file holds. The cases were found by hand; the properties make more."""

import base64
import re
import shutil
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.competitors.world import WORLD_MAP, load_world
from game.core.tiled import MAPS_DIR, MapError, load_map
from game.itc.board import MAP_FILE as ITC
from game.itc.board import read_board as read_itc
from game.mainports.board import _read as read_mainports
from game.siberia.board import read_board as read_siberia
from words import tr

MAINPORTS = MAPS_DIR / "mainports_central.tmx"
SIBERIA = MAPS_DIR / "siberia.tmx"
read_competitors = load_world.__wrapped__  # uncached: every broken copy is read afresh
READERS = {MAINPORTS: read_mainports, SIBERIA: read_siberia, WORLD_MAP: read_competitors, ITC: read_itc}


def broken(tmp_path: Path, original: Path, old: str, new: str, count: int = 1) -> Path:
    """A copy of a shipped map (with its tilesets) where `old` is replaced by `new`."""
    text = original.read_text(encoding="utf-8")
    assert old in text
    for sibling in original.parent.glob("*.ts[xj]"):
        shutil.copy(sibling, tmp_path / sibling.name)
    path = tmp_path / original.name
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return path


def refusal(original: Path, path: Path) -> str:
    with pytest.raises(MapError) as caught:
        READERS[original](path)
    text = tr(caught.value.message)
    assert text.startswith(f"map {path.name}") and len(text) <= 400 and "\n" not in text
    return text


@pytest.mark.parametrize("source", ["../outside.tsx", "/etc/outside.tsx"])
def test_a_tileset_outside_the_maps_folder_is_refused(tmp_path, source):
    folder = tmp_path / "maps"
    folder.mkdir()
    outside = tmp_path / "outside.tsx"
    shutil.copy(WORLD_MAP.with_suffix(".tsx"), outside)
    path = broken(folder, WORLD_MAP, 'source="competitors_world.tsx"', f'source="{source}"')
    assert "tileset" in refusal(WORLD_MAP, path)


def sea_as_zlib(tiles: bytes) -> str:
    packed = base64.b64encode(zlib.compress(tiles, 9)).decode()
    return f'<data encoding="base64" compression="zlib">{packed}</data>'


def world_with_sea_data(tmp_path: Path, data: str) -> Path:
    text = WORLD_MAP.read_text(encoding="utf-8")
    start = text.index('<data encoding="csv">')
    end = text.index("</data>", start) + len("</data>")
    return broken(tmp_path, WORLD_MAP, text[start:end], data)


def test_a_zlib_bomb_in_a_tile_layer_is_refused_before_it_is_inflated(tmp_path):
    path = world_with_sea_data(tmp_path, sea_as_zlib(bytes(50_000_000)))  # 50 MB of zeros, some 50 KB packed
    assert "more or fewer tiles" in refusal(WORLD_MAP, path)


def test_compressed_tile_data_of_the_right_size_is_read(tmp_path):
    csv = re.search(r'<data encoding="csv">(.*?)</data>', WORLD_MAP.read_text(encoding="utf-8"), re.S)
    assert csv is not None
    gids = b"".join(int(gid).to_bytes(4, "little") for gid in csv.group(1).replace("\n", "").split(","))
    assert read_competitors(world_with_sea_data(tmp_path, sea_as_zlib(gids))).sea == load_world().sea


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ('<property name="deliveries" type="int" value="2"/>', "", "deliveries"),
        ('<property name="steps" type="int" value="3"/>', "", "steps"),
        (
            '<property name="steps" type="int" value="3"/>',
            '<property name="steps" type="int" value="1000000000"/>',
            "steps",
        ),
        ('<polyline points="0.0,0.0 148.7,77.4"/>', "", "line or polygon"),
        ('<polyline points="0.0,0.0 148.7,77.4"/>', '<polyline points="0.0,0.0 1e300,77.4"/>', "coordinate"),
        ('x="102.0" y="540.4"', 'x="102.0" y="nan"', "coordinate"),
        ('width="44"', 'width="1000000000"', "width"),
    ],
)
def test_a_mainports_map_missing_or_overdoing_something_is_refused(tmp_path, old, new, problem):
    assert problem in refusal(MAINPORTS, broken(tmp_path, MAINPORTS, old, new))


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ('hexsidelength="14"', 'hexsidelength="1000000000"', "hexsidelength"),
        ('<layer id="1" name="sea" width="144"', '<layer id="1" name="sea" width="143"', "not as large as the map"),
        ('infinite="0"', 'infinite="1"', "infinite"),
    ],
)
def test_a_competitors_map_of_absurd_sizes_is_refused(tmp_path, old, new, problem):
    assert problem in refusal(WORLD_MAP, broken(tmp_path, WORLD_MAP, old, new))


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        (
            '<property name="rows" type="int" value="6"/>',
            '<property name="rows" type="int" value="1000000000"/>',
            "rows",
        ),
        (
            '<property name="columns" type="int" value="2"/>',
            '<property name="columns" type="int" value="-3"/>',
            "columns",
        ),
        ('width="190" height="480"', 'width="0" height="480"', "larger than nothing"),
        ('value="blue:3,', 'value="blue:' + "9" * 4000 + ",", "not a goods colour and a number"),
    ],
    ids=["a billion rows", "negative columns", "an empty rectangle", "a 4000-digit number of fields"],
)
def test_an_itc_map_of_absurd_sizes_is_refused(tmp_path, old, new, problem):
    assert problem in refusal(ITC, broken(tmp_path, ITC, old, new))


def test_a_competitors_sea_with_fewer_tiles_than_the_map_is_refused(tmp_path):
    path = world_with_sea_data(tmp_path, '<data encoding="csv">1,2,3</data>')
    assert "more or fewer tiles" in refusal(WORLD_MAP, path)


def test_a_map_larger_than_the_limit_is_refused_unread(tmp_path, monkeypatch):
    from game.core import tiled

    monkeypatch.setattr(tiled, "MAX_MAP_BYTES", 1000)
    with pytest.raises(MapError, match="too large"):
        load_map(SIBERIA)


# --- properties -----------------------------------------------------------------------------------
ATTRIBUTE = re.compile(r'="([^"]*)"')
VALUES = st.one_of(
    st.integers(min_value=-(10**12), max_value=10**12).map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(str),
    st.sampled_from(["", "0", "-1", "1e300", "x", "../../etc", "true", "1,2 3,4"]),
    st.text(alphabet="abc ,.-0123456789", max_size=12),
)


@pytest.mark.parametrize("original", [MAINPORTS, SIBERIA, WORLD_MAP], ids=lambda path: path.stem)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_attribute_of_a_map_set_to_anything_gives_a_board_or_a_map_error(tmp_path, original, data):
    text = original.read_text(encoding="utf-8")
    spots = list(ATTRIBUTE.finditer(text))
    spot = spots[data.draw(st.integers(min_value=0, max_value=len(spots) - 1), label="attribute")]
    value = data.draw(VALUES, label="value").replace('"', "").replace("&", "").replace("<", "")
    path = broken(tmp_path, original, text[spot.start() : spot.end()], f'="{value}"')
    path.write_text(text[: spot.start()] + f'="{value}"' + text[spot.end() :], encoding="utf-8")
    try:
        READERS[original](path)
    except MapError as error:
        assert len(tr(error.message)) <= 400
