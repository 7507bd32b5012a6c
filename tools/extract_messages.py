"""Extract every message of Manifest into words/manifest.pot, the template of every language's catalogue.

    python tools/extract_messages.py

Babel finds the templates in the code of game/, net/, scenes/, sprites/, words/ and main.py: the argument of
msg() and tr(), the singular and plural of msgn() and trn(), and the name of a literal
Term(name, context), in its context. Names that come from the games' data and maps rather than from the
code are added per game: its title (context "game") and, when its rules module has a function
`catalogue_terms()`, the Terms it returns (the names on its board), and the texts of its lesson
(game/<id>/tutorial.json). A message only the code builds from
a variable cannot be found: such a text must reach the catalogue as a literal somewhere.

The file is sorted and holds no date, no Babel version and no line numbers, so extracting twice gives the
same file, and moving code does not change it. Babel 2.19 is the least that extracts it as committed (older
releases took the context of a Term whose name is not a literal for a message of its own).
tests/test_catalogue.py fails when the committed file falls behind.
"""

from __future__ import annotations

import inspect
import io
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir, extract_from_file
from babel.messages.pofile import write_po

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("game", "net", "scenes", "sprites", "words", "main.py")
KEYWORDS = {"msg": None, "msgn": (1, 2), "tr": None, "trn": (1, 2), "Term": (1, (2, "c"))}
"""Babel's keyword specs: which arguments of each call are the message (and which its context)."""
TEMPLATE = ROOT / "words" / "manifest.pot"
HEADER = """\
# The messages of Manifest: the template of every language's catalogue.
# Made by tools/extract_messages.py; do not edit it by hand, run that instead.
#"""

Found = tuple[str | tuple[str, ...], str | None, str, int]
"""(message id, or singular and plural; context; the file it was found in; its line there, 0 for a
name from a game's data, which the template leaves out anyway)."""


def code_messages() -> Iterator[Found]:
    for source in SOURCES:
        path = ROOT / source
        if path.is_dir():
            for filename, line, message, _, context in extract_from_dir(path, keywords=KEYWORDS):
                yield message, context, f"{source}/{Path(filename).as_posix()}", line
        else:
            for line, message, _, context in extract_from_file("python", path, keywords=KEYWORDS):
                yield message, context, source, line


def game_terms() -> Iterator[Found]:
    if str(ROOT) not in sys.path:  # run as a script, only tools/ is on the path
        sys.path.insert(0, str(ROOT))
    from game import registry

    for game_id in registry.game_ids():
        game = registry.get_game(game_id)
        rules = sys.modules[type(game).__module__]
        where = Path(inspect.getfile(rules)).relative_to(ROOT).as_posix()
        yield game.title, "game", where, 0
        for term in getattr(rules, "catalogue_terms", list)():
            yield term.name, term.context, where, 0


def tutorial_texts() -> Iterator[Found]:
    """The steps of every game's lesson (game/<id>/tutorial.json): what they say, and why a move is refused."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.core.tutorial import texts

    for path in sorted((ROOT / "game").glob("*/tutorial*.json")):
        where = path.relative_to(ROOT).as_posix()
        for text in texts(json.loads(path.read_text(encoding="utf-8"))):
            yield text, None, where, 0


def template() -> str:
    """The catalogue template of the code as it is now, as the text of a .pot file."""
    catalogue = Catalog(project="Manifest", header_comment=HEADER)
    for message, context, where, line in (*code_messages(), *game_terms(), *tutorial_texts()):
        catalogue.add(message, locations=[(where, line)], context=context)
    out = io.BytesIO()
    write_po(out, catalogue, sort_output=True, include_lineno=False)
    text = out.getvalue().decode("utf-8")
    varying = ('"POT-Creation-Date:', '"Generated-By:')  # the date, and the Babel release that wrote it
    return "".join(line for line in text.splitlines(keepends=True) if not line.startswith(varying))


def main() -> None:
    TEMPLATE.write_text(template(), encoding="utf-8")
    print(f"wrote {TEMPLATE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
