"""The catalogue template, words/manifest.pot, holds every message of the code: it never falls behind.

A language is a catalogue made from that template, so a message missing from it could never be
translated. Regenerate it with `python tools/extract_messages.py`.
"""

from __future__ import annotations

import io

from babel.messages.pofile import read_po

from tools import extract_messages


def test_the_committed_template_is_a_fresh_extraction() -> None:
    committed = extract_messages.TEMPLATE.read_text(encoding="utf-8")
    assert committed == extract_messages.template(), "words/manifest.pot is stale: run tools/extract_messages.py"


def test_the_template_holds_each_kind_of_message_and_no_date_or_version() -> None:
    text = extract_messages.template()
    catalogue = read_po(io.StringIO(text))
    found = {(message.id if isinstance(message.id, str) else message.id[0], message.context) for message in catalogue}
    assert ("HQ in {territory}", None) in found  # msg() in the rules
    assert ("Player {number}", None) in found  # tr() in words/
    assert ("{seat}: drag your headquarters to a state with a gold tower", None) in found  # tr() in a board view
    plural = catalogue.get("Your headquarters: drag it to the lit state")
    assert plural is not None and plural.id[1] == "Your headquarters: drag it to one of the {count} lit states"
    assert ("North America", "continent") in found  # a literal Term, in its context
    assert ("New South Wales & Victoria", "place") in found  # a name from a game's map
    assert ("Competitors", "game") in found  # a game's title
    assert "POT-Creation-Date" not in text and "#: game/competitors/actions.py\n" in text  # no date, no line
    assert "Generated-By" not in text  # nor the Babel release, so every release from 2.19 writes the same file
    assert ("colour", "colour") not in found  # Term(card["colour"], "colour") names no message of its own
