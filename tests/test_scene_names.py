"""Scenes are opened through typed names: mypy refuses a misspelt scene or an argument the scene does not take."""

import ast
import inspect
import os
from pathlib import Path

from mypy import api

from scenes import names
from scenes.stack import Scene

ROOT = Path(__file__).resolve().parents[1]
SNIPPET = """
from scenes import names
from scenes.app import App


def open_screens(app: App) -> None:
    app.push(names.SETUP, config=None)
    app.replace(names.RULES, game_id="siberia")
{wrong}
"""


def mypy_errors(folder: Path, wrong: str = "") -> list[str]:
    """What mypy, strict with the project's settings, says of the snippet with the line `wrong` added."""
    snippet = folder / "opening.py"
    snippet.write_text(SNIPPET.format(wrong=f"    {wrong}" if wrong else ""), encoding="utf-8")
    options = ["--config-file", str(ROOT / "pyproject.toml"), "--follow-imports=silent", "--no-error-summary"]
    here = Path.cwd()
    os.chdir(ROOT)  # where mypy finds the project's packages
    try:
        out, err, _ = api.run([*options, str(snippet)])
    finally:
        os.chdir(here)
    assert not err, err
    return [line for line in out.splitlines() if ": error:" in line]


def test_mypy_takes_scenes_opened_with_their_own_arguments(tmp_path: Path) -> None:
    assert mypy_errors(tmp_path) == []


def test_mypy_refuses_a_misspelt_scene_a_wrong_keyword_and_a_wrong_type(tmp_path: Path) -> None:
    misspelt = mypy_errors(tmp_path, "app.push(names.SETPU, config=None)")
    assert misspelt and "SETPU" in misspelt[0]
    wrong_keyword = mypy_errors(tmp_path, "app.push(names.SETUP, gmae=3)")
    assert wrong_keyword and '"gmae"' in wrong_keyword[0]
    wrong_type = mypy_errors(tmp_path, "app.push(names.RULES, game_id=3)")
    assert wrong_type and "game_id" in wrong_type[0]


def test_each_name_opens_the_scene_mypy_knows_it_as() -> None:
    """The names module lists each scene twice, for mypy (an import under TYPE_CHECKING) and for the run (a
    `Lazy` reference): both must name the same class."""
    tree = ast.parse(inspect.getsource(names))
    typed = {
        alias.asname: f"{node.module}:{alias.name}"
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
        if alias.asname
    }
    assert sorted(typed) == sorted(names.__all__)
    for name, path in typed.items():
        reference = getattr(names, name)
        assert isinstance(reference, names.Lazy) and reference.path == path, name
        assert issubclass(reference.load(), Scene), name
