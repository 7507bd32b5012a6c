"""Bring every language's catalogue up to date with words/manifest.pot, or start a new language's.

    python tools/update_catalogues.py          update every words/<code>/LC_MESSAGES/manifest.po
    python tools/update_catalogues.py de       the same for one language, making its catalogue if it has none

Run it after tools/extract_messages.py has changed the template. A message new to the template comes in
untranslated; one whose text changed keeps its old translation marked fuzzy (to be checked and the mark
taken off); one the code no longer has is dropped (Babel keeps it as obsolete, this tool does not: the
catalogue stays the template's order and nothing else). tests/test_translations.py fails while any message
is untranslated or fuzzy, so the catalogue cannot fall behind unnoticed.

Like the template, the catalogue is written sorted, without line numbers or dates, so running the tool twice
changes nothing.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
WORDS = ROOT / "words"
TEMPLATE = WORDS / "manifest.pot"


def catalogue_path(code: str) -> Path:
    return WORDS / code / "LC_MESSAGES" / "manifest.po"


def read(path: Path, locale: str | None = None) -> Catalog:
    with open(path, "rb") as file:
        return read_po(file, locale=locale)


def text(catalogue: Catalog) -> str:
    """The catalogue as the text of its .po file: sorted, no line numbers, no obsolete messages, no date."""
    catalogue.obsolete.clear()
    out = io.BytesIO()
    write_po(out, catalogue, sort_output=True, include_lineno=False, ignore_obsolete=True)
    varying = ('"POT-Creation-Date:', '"Generated-By:', '"PO-Revision-Date:')
    lines = out.getvalue().decode("utf-8").splitlines(keepends=True)
    return "".join(line for line in lines if not line.startswith(varying))


def updated(code: str) -> str:
    """The catalogue of language `code` made current with the template (a new one if it has none)."""
    template = read(TEMPLATE)
    path = catalogue_path(code)
    if path.exists():
        catalogue = read(path, locale=code)
    else:
        name = Locale.parse(code).get_display_name("en")
        catalogue = Catalog(
            locale=code,
            project="Manifest",
            header_comment=f"# Manifest in {name}.\n#",
            language_team=name,
            last_translator="Manifest",
            fuzzy=False,
        )
    catalogue.update(template, update_header_comment=False)
    return text(catalogue)


def main(codes: list[str]) -> int:
    codes = codes or sorted(path.parents[1].name for path in WORDS.glob("*/LC_MESSAGES/manifest.po"))
    for code in codes:
        path = catalogue_path(code)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(updated(code), encoding="utf-8")
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
