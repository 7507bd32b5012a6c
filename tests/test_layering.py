"""The rules stay headless: nothing under game/ (nor net/, the network) imports pygame, and maps are read safely.

The import check runs in a fresh interpreter, since the test process itself imports pygame.
"""

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.tiled import MapError, load_map

ROOT = Path(__file__).resolve().parents[1]
MOVES = 30

HEADLESS_RUN = f"""
import json, sys
from importlib import import_module
from pathlib import Path

root = Path({str(ROOT)!r})
sys.path.insert(0, str(root))
modules = []
for path in sorted([*(root / "game").rglob("*.py"), *(root / "net").rglob("*.py")]):
    parts = path.relative_to(root).with_suffix("").parts
    name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
    import_module(name)
    modules.append(name)

from game.core.tiled import MAPS_DIR, load_map
maps = [path.name for path in sorted(MAPS_DIR.rglob("*.tmx")) if load_map(path)]

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
moves = {{}}
for game_id in registry.game_ids():
    game = registry.get_game(game_id)
    match = Match(game, Config(game_id, (Seat("bot", "easy"),) * game.min_players), 7)
    rng = Rng(8)
    while len(match.actions) < {MOVES} and not match.is_over():
        match.play(rng.choice(match.legal_actions()))
    if not match.is_over():
        game.observe(match.state, match.current_player, Rng(9))
        match.play(match.choose_bot_action())
    moves[game_id] = len(match.actions)

ui = sorted(name for name in sys.modules if name.partition(".")[0] in ("pygame", "pygame_gui", "scenes", "sprites"))
print(json.dumps({{"modules": modules, "maps": maps, "moves": moves, "ui_modules": ui}}))
"""


def test_the_rules_maps_and_bots_run_without_pygame():
    done = subprocess.run([sys.executable, "-c", HEADLESS_RUN], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-4000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert "game.core.tiled" in report["modules"] and "game.registry" in report["modules"]
    assert len(report["maps"]) == len(list((ROOT / "maps").rglob("*.tmx")))
    assert all(moves > 0 for moves in report["moves"].values())
    assert "net.host" in report["modules"] and "net.client" in report["modules"]
    assert report["ui_modules"] == [], "game/ and net/ must never import pygame, pygame_gui, scenes or sprites"


MAP_START = '<?xml version="1.0"?>\n'
MAP_TAG = '<map version="1.10" orientation="orthogonal" width="2" height="2" tilewidth="32" tileheight="32"'
LAUGHS = "".join(['<!ENTITY lol0 "lol">'] + [f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10)])


@pytest.mark.parametrize(
    "files, message",
    [
        ({}, "the file is not found"),
        ({"board.tmx": MAP_START + MAP_TAG + "><objectgroup>"}, "not a readable Tiled map"),
        ({"board.tmx": "this is not XML at all"}, "not a readable Tiled map"),
        (
            {
                "board.tmx": MAP_START + f"<!DOCTYPE map [{LAUGHS}]>" + MAP_TAG + '><properties><property name="p" '
                'value="&lol9;"/></properties></map>'
            },
            "forbidden constructs",
        ),
        (
            {
                "board.tmx": MAP_START + MAP_TAG + '><tileset firstgid="1" source="tiles.tsx"/></map>',
                "tiles.tsx": MAP_START + f"<!DOCTYPE tileset [{LAUGHS}]>" + '<tileset name="&lol9;" tilewidth="32" '
                'tileheight="32" tilecount="0" columns="0"/>',
            },
            "tiles.tsx: refused",
        ),
        (
            {
                "board.tmx": MAP_START
                + '<!DOCTYPE map [<!ENTITY secret SYSTEM "file:///etc/passwd">]>'
                + MAP_TAG
                + '><properties><property name="p" value="&secret;"/></properties></map>'
            },
            "forbidden constructs",
        ),
        ({"board.tmx": MAP_START + "<html><body>a web page</body></html>"}, "not a Tiled map"),
        ({"board.tmx": MAP_START + MAP_TAG.replace('width="2"', 'width="wide"') + "/>"}, "needs width from 1 to"),
        (
            {
                "board.tmx": MAP_START + MAP_TAG + '><layer id="1" name="art" width="2" height="2">'
                '<data encoding="csv">1,x,3,4</data></layer></map>'
            },
            "Tiled data is invalid",
        ),
        (
            {"board.tmx": MAP_START + MAP_TAG + '><tileset firstgid="1" source="gone.tsx"/></map>'},
            "tileset gone.tsx is not a file in the map's folder",
        ),
    ],
    ids=[
        "missing",
        "truncated",
        "not-xml",
        "billion-laughs",
        "billion-laughs-in-tileset",
        "external-entity",
        "not-a-map",
        "bad-number",
        "bad-tile-data",
        "missing-tileset",
    ],
)
def test_a_bad_map_gives_a_clear_map_error(tmp_path, files, message):
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    with pytest.raises(MapError, match=r"^map board\.tmx") as error:
        load_map(tmp_path / "board.tmx")
    assert message in str(error.value)


def test_a_good_map_loads(tmp_path):
    path = tmp_path / "board.tmx"
    path.write_text(
        MAP_START + MAP_TAG + '><objectgroup id="1" name="ports"><object id="1" x="5" y="6">'
        '<properties><property name="port" value="Rotterdam"/></properties><point/></object>'
        "</objectgroup></map>"
    )
    board = load_map(path)
    (port,) = board.get_layer_by_name("ports")
    assert (port.x, port.y, port.properties["port"]) == (5, 6, "Rotterdam")


def test_the_rules_never_import_their_bots_or_their_evaluation():
    """Bots read the rules and the evaluation (game/<id>/bots.py, worth.py), never the other way round."""
    from game import registry

    for game_id in registry.GAMES:
        package = ROOT / "game" / game_id
        player_side = {f"game.{game_id}.bots", f"game.{game_id}.worth"}
        for path in package.glob("*.py"):
            if f"game.{game_id}.{path.stem}" in player_side:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
            imported |= {
                f"{node.module}.{alias.name}"
                for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom)
                for alias in node.names
            }
            assert not imported & player_side, f"{path.relative_to(ROOT)} imports {imported & player_side}"
