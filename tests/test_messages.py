"""The rules speak in messages, never in finished English: the table words them (words/)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game.core.messages import Items, Money, SeatRef, Term, Verbatim, msg, msgn
from words import Words, pseudo

ROOT = Path(__file__).resolve().parents[1]
PROSE = re.compile(r"[A-Za-z]{2,}[,.:;!?']? [A-Za-z]{2,}")
"""Two words in a row: a sentence or a phrase a player would read."""
WORDING_CALLS = {"msg", "msgn", "Term", "Verbatim", "Option"}
DEVELOPER_ERRORS = {"TypeError", "KeyError", "ValueError", "AssertionError", "NotImplementedError", "RuntimeError"}


def prose_outside_messages(path: Path) -> list[str]:
    """Each string literal of the module that reads like English but is not the template of a message,
    a docstring, or the text of an error only developers see."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    allowed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name in WORDING_CALLS:
                allowed.update(id(n) for arg in node.args[:2] for n in ast.walk(arg) if isinstance(n, ast.Constant))
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            func = node.exc.func
            if isinstance(func, ast.Name) and func.id in DEVELOPER_ERRORS:
                allowed.update(id(n) for n in ast.walk(node.exc))
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                allowed.add(id(first.value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):  # attribute docstrings
            allowed.add(id(node.value))
    found = []
    for node in ast.walk(tree):
        is_text = isinstance(node, ast.Constant) and isinstance(node.value, str)
        if is_text and id(node) not in allowed and PROSE.search(node.value):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}")
    return found


def game_modules() -> list[Path]:
    return sorted(p for p in (ROOT / "game").rglob("*.py") if p.name != "compat.py")


@pytest.mark.parametrize("path", game_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_rules_write_no_english_outside_messages(path: Path) -> None:
    assert prose_outside_messages(path) == []


def test_no_seat_is_called_player_n_in_the_rules() -> None:
    for path in game_modules():
        assert "Player {" not in path.read_text(encoding="utf-8"), path


def test_messages_name_seats_and_format_numbers_and_plurals() -> None:
    words = Words("en", ["Ann", "Ben"])
    assert words(msg("{seat} pays {amount}", seat=SeatRef(1), amount=Money(50000))) == "Ben pays 50,000"
    assert words(msg("{seat} passes", seat=SeatRef(2))) == "Player 3 passes"
    one = msgn("{seat} keeps {count} contract", "{seat} keeps {count} contracts", count=1, seat=SeatRef(0))
    two = msgn("{seat} keeps {count} contract", "{seat} keeps {count} contracts", count=2, seat=SeatRef(0))
    assert (words(one), words(two)) == ("Ann keeps 1 contract", "Ann keeps 2 contracts")
    goods = Items((Term("gas", "resource"), Term("oil", "resource"), Term("gold", "resource")))
    assert words(msg("Sells {goods}", goods=goods)) == "Sells gas, oil, and gold"
    assert words(msg("Saved as {name}", name=Verbatim("{odd} name"))) == "Saved as {odd} name"


def test_the_pseudo_language_transforms_every_text_and_keeps_placeholders() -> None:
    words = Words("pseudo", ["Ann"])
    text = words(msg("{seat} delivers coal to {port}", seat=SeatRef(0), port=Term("Rotterdam", "place")))
    assert text.startswith("[Ann ") and "ŕóţţéŕđáɱ" not in text and "Rotterdam" not in text
    assert "delivers" not in text and text.endswith("]")
    assert pseudo("{count} moves").startswith("[{count} ")
    assert len(pseudo("Continue the game")) >= len("Continue the game") * 1.4


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        Words("xx")


def test_a_language_is_one_catalogue_file(tmp_path, monkeypatch) -> None:
    """A .po file made from the template is all a new language needs: it is offered, and its
    translations, plurals and number formats are used."""
    import words

    po = tmp_path / "de" / "LC_MESSAGES" / "manifest.po"
    po.parent.mkdir(parents=True)
    po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        'msgid "{seat} pays {amount}"\nmsgstr "{seat} zahlt {amount}"\n\n'
        'msgid "{count} contract"\nmsgid_plural "{count} contracts"\nmsgstr[0] "{count} Vertrag"\n'
        'msgstr[1] "{count} Verträge"\n\n'
        'msgctxt "place"\nmsgid "Cologne"\nmsgstr "Köln"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(words, "CATALOGUES", tmp_path)
    assert words.languages()["de"] == "Deutsch"
    german = Words("de", ["Ann"])
    assert german(msg("{seat} pays {amount}", seat=SeatRef(0), amount=Money(50000))) == "Ann zahlt 50.000"
    assert german(msgn("{count} contract", "{count} contracts", count=2)) == "2 Verträge"
    assert german.param(Term("Cologne", "place")) == "Köln"
