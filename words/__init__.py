"""Words for the screen: messages from the rules and the table's own texts in the chosen language.

The rules say `game.core.messages.Message`s; scenes and sprites word them with `tr(message)`, and
their own texts with `tr("Continue")` / `trn("{count} move", "{count} moves", count=n)`. Seats become
the players' names, numbers and money get the locale's digit grouping, plurals follow the language's
rules, terms (places, resources, cards) are translated in their context.

English is the language of the templates themselves. Another language is a gettext catalogue,
`words/<code>/LC_MESSAGES/manifest.po` (made from `words/manifest.pot`, which
`tools/extract_messages.py` extracts with Babel): adding a language is adding that file. "pseudo" is
a test language: every text bracketed, accented and made 40% longer, which shows at a glance any
text that bypasses the catalogue or does not fit its place.

This module never imports pygame: the command line words its messages with it too.
"""

from __future__ import annotations

import gettext
import io
import locale
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from babel import Locale
from babel.lists import format_list
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal
from babel.support import Translations

from game.core.messages import Items, Message, Money, Param, SeatRef, Term, Verbatim

CATALOGUES = Path(__file__).resolve().parent
DOMAIN = "manifest"
PSEUDO = "pseudo"
ENGLISH = "en"
SAID_KEPT = 20_000
"""How many worded messages a table remembers before it starts afresh."""

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒĝĥíĵķĺɱñóƥǫŕšŧúʋŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŦÚṼŴẊÝŽ",
)


def languages() -> dict[str, str]:
    """Code -> the language's own name, for Settings and --lang: English, the catalogues, pseudo."""
    found = {ENGLISH: "English"}
    for po in sorted(CATALOGUES.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        code = po.parent.parent.name
        found[code] = (Locale.parse(code).get_display_name(code) or code).capitalize()
    found[PSEUDO] = "Pseudo (test)"
    return found


LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""The environment's say on the language, in gettext's order (LANGUAGE may list several: "fr:de")."""


def platform_locale() -> str:
    """The system's language where the environment does not say it: the user's UI language on Windows (whose
    programs started by double-click get no LANG), otherwise the locale Python started in ("de_DE")."""
    if sys.platform == "win32":
        import ctypes

        language_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
        return locale.windows_locale.get(language_id, "")
    return locale.getlocale()[0] or ""


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language Manifest speaks at its first start: the system's, when Manifest has it ("de" for de_AT.UTF-8),
    else English. The settings take it as their default; a language chosen in them is kept from then on."""
    environ = os.environ if environ is None else environ
    said = [part for name in LANGUAGE_VARIABLES for part in environ.get(name, "").split(":")]
    have = set(languages()) - {PSEUDO}
    for setting in (*said, platform_locale()):
        code = setting.split(".")[0].split("@")[0].replace("-", "_")
        if code in ("", "C", "POSIX"):
            continue
        for candidate in (code, code.split("_")[0].lower()):
            if candidate in have:
                return candidate
    return ENGLISH


def pseudo(template: str) -> str:
    """The pseudo-language: letters accented, 40% longer, in brackets; {placeholders} kept as they are."""
    out: list[str] = []
    depth = 0
    letters = 0
    for char in template:
        if char == "{":
            depth += 1
        if depth:
            out.append(char)
        else:
            out.append(char.translate(_ACCENTED))
            letters += char.isalnum()
        if char == "}":
            depth = max(0, depth - 1)
    # the padding comes in short words, as a real language's longer text would: it wraps like text does
    tildes = round(letters * 0.4)
    padding = "".join(f" {'~' * min(5, tildes - start)}" for start in range(0, tildes, 5))
    return f"[{''.join(out)}{padding}]" if template else template


class Words:
    """Words messages in one language for one table (whose seats have names)."""

    def __init__(self, language: str = ENGLISH, names: Sequence[str] = ()) -> None:
        if language not in languages():
            raise ValueError(f"unknown language {language!r} (languages: {', '.join(languages())})")
        self.language = language
        self.names = list(names)
        self._said: dict[Message, str] = {}
        self._numerals: dict[int, str] = {}
        """Messages already worded: the table words the same ones every frame, and Babel is slow."""
        self.locale = Locale.parse(ENGLISH if language == PSEUDO else language)
        self.catalogue: gettext.NullTranslations = gettext.NullTranslations()
        if language not in (ENGLISH, PSEUDO):
            with open(CATALOGUES / language / "LC_MESSAGES" / f"{DOMAIN}.po", "rb") as po:
                compiled = io.BytesIO()
                write_mo(compiled, read_po(po, locale=language))
            compiled.seek(0)
            self.catalogue = Translations(compiled, domain=DOMAIN)

    def _template(self, singular: str, plural: str = "", count: int = 1, context: str = "") -> str:
        if plural:
            text = self.catalogue.ngettext(singular, plural, count)
        elif context:
            text = self.catalogue.pgettext(context, singular)
        else:
            text = self.catalogue.gettext(singular)
        return pseudo(text) if self.language == PSEUDO else text

    def number(self, value: int) -> str:
        numeral = self._numerals.get(value)
        if numeral is None:
            numeral = self._numerals[value] = format_decimal(value, locale=self.locale)
        return numeral

    def decimal(self, value: float) -> str:
        """A number with a fraction as the language writes it (4.5; in German 4,5)."""
        return format_decimal(value, locale=self.locale)

    def seat(self, seat: int) -> str:
        """A seat's player name: the name given at set-up, or "Player N" in this language."""
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return self.tr("Player {number}", number=seat + 1)

    def param(self, value: Param) -> str:
        if isinstance(value, bool):
            raise TypeError("a message parameter is never a bool")
        if isinstance(value, int):
            return self.number(value)
        if isinstance(value, Money):
            if value.unit == "million":
                return self.trn("{count} million", "{count} million", count=value.amount)
            return self.number(value.amount)
        if isinstance(value, SeatRef):
            return self.seat(value.seat)
        if isinstance(value, Term):
            return self._template(value.name, context=value.context)
        if isinstance(value, Verbatim):
            return value.text
        if isinstance(value, Items):
            words = [self.param(item) for item in value.items]
            if value.sep == ";":
                return "; ".join(words)
            return format_list(words, locale=self.locale) if words else ""
        return self(value)

    def set_names(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self._said.clear()

    def __call__(self, message: Message | str) -> str:
        """The message in this language ("" stays "")."""
        if isinstance(message, str):  # a text of the table's own, without parameters
            return self._template(message) if message else ""
        said = self._said.get(message)
        if said is None:
            if len(self._said) >= SAID_KEPT:
                self._said.clear()
            said = self._said[message] = self._word(message)
        return said

    def _word(self, message: Message) -> str:
        count = message.params.get("count", 1)
        template = self._template(message.template, message.plural, count if isinstance(count, int) else 1)
        if not message.template:
            return ""
        return template.format_map({key: self.param(value) for key, value in message.params.items()})

    def tr(self, template: str, /, **params: Param) -> str:
        """One of the table's own texts: tr("{count} moves played", count=3)."""
        return self(Message(template, params))

    def trn(self, singular: str, plural: str, /, count: int, **params: Param) -> str:
        return self(Message(singular, {"count": count, **params}, plural))


_current = Words()


def set_language(language: str) -> None:
    """Choose the language of everything shown from now on (ValueError for an unknown code)."""
    global _current
    _current = Words(language, _current.names)


def language() -> str:
    return _current.language


def set_seat_names(names: Sequence[str]) -> None:
    """The names of the seats of the game on the table: messages name seats by them."""
    _current.set_names(names)


def words() -> Words:
    return _current


def tr(text: Message | Term | str, /, **params: Param) -> str:
    """A message, a term (a place on the board, a resource...), or one of the table's own texts with
    its parameters, in the chosen language."""
    if isinstance(text, Message):
        return _current(text)
    if isinstance(text, Term):
        return _current.param(text)
    return _current.tr(text, **params)


def trn(singular: str, plural: str, /, count: int, **params: Param) -> str:
    return _current.trn(singular, plural, count=count, **params)


def seat_name(seat: int) -> str:
    """The name of a seat of the game on the table."""
    return _current.seat(seat)
