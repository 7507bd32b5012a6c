"""Every language's catalogue is whole and faithful to the template, for each language that has one.

A catalogue, words/<code>/LC_MESSAGES/manifest.po, must hold exactly the messages of words/manifest.pot
(tests/test_catalogue.py keeps the template itself current; tools/update_catalogues.py brings a catalogue up
to it), each translated and none marked fuzzy, with the {placeholders} of its English, every plural form the
language has (Babel's count for its locale), and the game terms as the language's glossary,
words/<code>/glossary, says (its format is described at its top).

The checks are functions of a catalogue's text, so each can be shown to fail on a broken copy of it (the
tests at the end break one message each).
"""

from __future__ import annotations

import io
import re
import string
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

import words

LANGUAGES = [code for code in words.languages() if code not in (words.ENGLISH, words.PSEUDO)]
TEMPLATE = words.CATALOGUES / f"{words.DOMAIN}.pot"


def catalogue_path(code: str) -> Path:
    return words.CATALOGUES / code / "LC_MESSAGES" / f"{words.DOMAIN}.po"


def read(text: str, locale: str | None = None) -> Catalog:
    return read_po(io.StringIO(text), locale=locale)


def template() -> Catalog:
    return read(TEMPLATE.read_text(encoding="utf-8"))


def key(message: Message) -> tuple[str | tuple[str, ...], str | None]:
    return message.id, message.context


def forms(message: Message) -> tuple[str, ...]:
    """The translation's texts: one, or one per plural form."""
    if isinstance(message.string, tuple | list):
        return tuple(message.string)
    return (message.string or "",)


def english(message: Message) -> tuple[str, ...]:
    return message.id if isinstance(message.id, tuple) else (message.id,)


def placeholders(text: str) -> set[str]:
    """The names of a text's {placeholders} (ValueError for braces str.format cannot read)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def messages(catalogue: Catalog) -> list[Message]:
    return [message for message in catalogue if message.id]


# ---- the checks: each returns the problems it finds, as lines a person can act on ---------------------------


def missing_or_extra(catalogue: Catalog, pot: Catalog) -> list[str]:
    """Messages of the template the catalogue lacks (or holds with another plural), and messages it holds that
    the template no longer has."""
    ours = {key(message) for message in messages(catalogue)}
    theirs = {key(message) for message in messages(pot)}
    return [f"missing: {k!r}" for k in sorted(theirs - ours, key=repr)] + [
        f"not in the template (run tools/update_catalogues.py): {k!r}" for k in sorted(ours - theirs, key=repr)
    ]


def untranslated_or_fuzzy(catalogue: Catalog) -> list[str]:
    problems = []
    for message in messages(catalogue):
        if message.fuzzy:
            problems.append(f"fuzzy: {english(message)[0]!r}")
        elif not all(text.strip() for text in forms(message)):
            problems.append(f"untranslated: {english(message)[0]!r}")
    return problems


def wrong_plurals(catalogue: Catalog, code: str) -> list[str]:
    """The header's plural rule and every plural message's forms against Babel's count for the locale."""
    count, rule = get_plural(code)
    problems = []
    if catalogue.num_plurals != count:
        problems.append(f"the header says {catalogue.num_plurals} plural forms, {code} has {count} ({rule})")
    for message in messages(catalogue):
        if isinstance(message.id, tuple) and len(forms(message)) != count:
            problems.append(f"{len(forms(message))} plural forms, not {count}: {message.id[0]!r}")
        if not isinstance(message.id, tuple) and isinstance(message.string, tuple | list):
            problems.append(f"plural forms for a message without a plural: {message.id!r}")
    return problems


def wrong_placeholders(catalogue: Catalog) -> list[str]:
    """Each translation uses the {placeholders} of its English, no other; a plural form may leave out {count}
    (a language may say "one" for it), yet all the forms together use every placeholder."""
    problems = []
    for message in messages(catalogue):
        try:
            wanted = set().union(*(placeholders(text) for text in english(message)))
            found = [placeholders(text) for text in forms(message)]
        except ValueError as error:
            problems.append(f"unreadable braces ({error}): {english(message)[0]!r}")
            continue
        for names in found:
            if names - wanted:
                problems.append(f"extra {sorted(names - wanted)}: {english(message)[0]!r}")
            if wanted - {"count"} - names:
                problems.append(f"missing {sorted(wanted - {'count'} - names)}: {english(message)[0]!r}")
        if found and wanted - set().union(*found):
            problems.append(f"missing {sorted(wanted - set().union(*found))}: {english(message)[0]!r}")
    return problems


@dataclass(frozen=True)
class Term:
    english: tuple[str, ...]
    translations: tuple[str, ...]
    where: tuple[str, ...]
    exceptions: tuple[str, ...]

    def applies(self, message: Message) -> bool:
        if self.where != ("*",) and not any(path.startswith(self.where) for path, _ in message.locations):
            return False
        text = " ".join(english(message))
        if any(phrase.lower() in text.lower() for phrase in self.exceptions):
            return False
        bare = re.sub(r"\{[^}]*\}", " ", text)
        names = "|".join(re.escape(name) for name in self.english)
        return re.search(rf"\b(?:{names})(?:s|es)?\b", bare, re.IGNORECASE) is not None

    def kept(self, message: Message) -> bool:
        said = " ".join(forms(message)).lower()
        return any(stem(translation) in said for translation in self.translations)


def stem(word: str) -> str:
    word = word.lower()
    return word[:-1] if len(word) > 4 and word.endswith("e") else word


def glossary(code: str) -> list[Term]:
    """The language's glossary (see the top of words/de/glossary for the format); none if it has no file."""
    path = words.CATALOGUES / code / "glossary"
    if not path.exists():
        return []
    terms = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        columns = line.split("\t")
        assert 3 <= len(columns) <= 5, f"{path}:{number}: 3 to 5 columns separated by TAB, not {len(columns)}"
        exceptions = columns[4].split(";") if len(columns) == 5 else []
        terms.append(
            Term(
                tuple(columns[0].split("|")),
                tuple(columns[1].split("|")),
                tuple(columns[2].split()),
                tuple(phrase.strip() for phrase in exceptions if phrase.strip()),
            )
        )
    return terms


def off_glossary(catalogue: Catalog, terms: list[Term], pot: Catalog) -> list[str]:
    """Messages containing a glossary term whose translation does not use the glossary's word for it. The
    template's locations say where a message is used (a catalogue written without them still checks)."""
    where = {key(message): message.locations for message in messages(pot)}
    problems = []
    for message in messages(catalogue):
        message.locations = where.get(key(message), message.locations)
        for term in terms:
            if term.applies(message) and not term.kept(message):
                problems.append(
                    f"{term.english[0]!r} should be {'/'.join(term.translations)!r}: "
                    f"{english(message)[0]!r} -> {forms(message)[0]!r}"
                )
    return problems


# ---- the tests ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def pot() -> Catalog:
    return template()


def catalogue_of(code: str) -> Catalog:
    return read(catalogue_path(code).read_text(encoding="utf-8"), locale=code)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_catalogue_holds_exactly_the_template_s_messages(code, pot):
    assert not missing_or_extra(catalogue_of(code), pot)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_is_translated_and_none_is_fuzzy(code):
    problems = untranslated_or_fuzzy(catalogue_of(code))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_plural_has_the_language_s_forms(code):
    problems = wrong_plurals(catalogue_of(code), code)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_translation_keeps_the_placeholders(code):
    problems = wrong_placeholders(catalogue_of(code))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_game_terms_follow_the_glossary(code, pot):
    terms = glossary(code)
    assert terms, f"words/{code}/glossary: every language names its game terms"
    problems = off_glossary(catalogue_of(code), terms, pot)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_catalogue_is_as_the_update_tool_writes_it(code):
    """Sorted, without obsolete messages or dates: tools/update_catalogues.py would leave it as it is."""
    from tools import update_catalogues

    assert catalogue_path(code).read_text(encoding="utf-8") == update_catalogues.updated(code)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_words_in_the_language(code):
    """The catalogue compiles, and a message and a plural come out of it translated."""
    said = words.Words(code)
    catalogue = catalogue_of(code)
    plural = next(m for m in messages(catalogue) if isinstance(m.id, tuple) and placeholders(m.id[1]) == {"count"})
    single = next(m for m in messages(catalogue) if not isinstance(m.id, tuple) and not m.context)
    assert said(single.id) == forms(single)[0] != single.id
    assert said.trn(*plural.id, count=2) == forms(plural)[-1].format(count=2)


# ---- each check can fail: one broken message each ---------------------------------------------------------


def broken(code: str, change) -> Catalog:
    """The language's catalogue with `change(message)` applied to its first message fitting the change."""
    catalogue = catalogue_of(code)
    for message in messages(catalogue):
        if change(message):
            return catalogue
    raise AssertionError("no message to break")


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_check_finds_a_broken_message(code, pot):
    def untranslated(message: Message) -> bool:
        if isinstance(message.id, tuple):
            return False
        message.string = ""
        return True

    def fuzzy(message: Message) -> bool:
        message.flags.add("fuzzy")
        return True

    def lost_placeholder(message: Message) -> bool:
        if isinstance(message.id, tuple) or "{" not in message.id:
            return False
        message.string = re.sub(r"\{[^}]*\}", "", str(message.string), count=1)
        return True

    def extra_placeholder(message: Message) -> bool:
        if isinstance(message.id, tuple):
            return False
        message.string = f"{message.string} {{nobody}}"
        return True

    def one_form(message: Message) -> bool:
        if not isinstance(message.id, tuple):
            return False
        message.string = forms(message)[:1]
        return True

    def off_the_glossary(message: Message) -> bool:
        if message.id != "Fuel market" or message.context:
            return False
        message.string = "Treibstoffmarkt"
        return True

    assert untranslated_or_fuzzy(broken(code, untranslated))
    assert untranslated_or_fuzzy(broken(code, fuzzy))
    assert wrong_placeholders(broken(code, lost_placeholder))
    assert wrong_placeholders(broken(code, extra_placeholder))
    assert wrong_plurals(broken(code, one_form), code)
    terms = glossary(code)
    if any("fuel market" in term.english for term in terms):
        assert off_glossary(broken(code, off_the_glossary), terms, pot)
    short = catalogue_of(code)
    short.delete(*next((m.id, m.context) for m in messages(short) if not m.context))
    assert missing_or_extra(short, pot)


# ---- the template holds what the table says -----------------------------------------------------------------


def test_every_text_a_table_words_in_play_is_in_the_template(pot, monkeypatch):
    """A name the code takes from a game's data (a port, a card, a good) reaches the template only through the
    game's `catalogue_terms()`, and one from a variable only as a literal somewhere: one it misses would stay
    English in every language. Each game is played a while with random moves and its table drawn at a few
    moments, then every screen a screenshot can show is opened (of each game where it shows one); every
    text looked up in the catalogue on the way must be one of the template's."""
    import random

    from game import registry
    from game.core.match import Match
    from game.core.protocol import Config, Seat
    from scenes import GAME_SHOTS, SHOTS
    from scenes.app import menu_app, show_shot

    known = {(english(message)[0], message.context or "") for message in messages(pot)}
    looked_up: set[tuple[str, str]] = set()
    real = words.Words._template

    def recording(self, singular, plural="", count=1, context=""):
        looked_up.add((singular, context or ""))
        return real(self, singular, plural, count, context)

    monkeypatch.setattr(words.Words, "_template", recording)
    app = menu_app((1280, 720))
    for game_id in registry.game_ids():
        game = registry.get_game(game_id)
        config = Config(game_id, tuple(Seat("human") for _ in range(min(4, game.max_players))))
        match = Match(game, config, 11)
        rng = random.Random(3)
        for moment in range(120):
            if match.is_over():
                break
            if moment % 40 == 0:
                app.open_table(Match.replay(game, config, 11, match.keys), at_table=match.current_player)
                app.frames(2)
            match.play(rng.choice(match.legal_actions()))
        app.open_table(match, at_table=match.current_player)
        app.frames(2)
    for scene in SHOTS:  # and every other screen, of each game where it shows one
        games = registry.game_ids() if scene in (*GAME_SHOTS, "setup", "rules") else [None]
        for game_id in games:
            config = Config(game_id, (Seat("human"), Seat("bot", "easy"))) if game_id else None
            app.stack.pop_to_bottom()
            show_shot(app, scene, config, 11, 12)
    unknown = sorted(text for text in looked_up if text[0] and text not in known)
    assert len(looked_up) > 300, "the tables were drawn"
    assert not unknown, f"worded but not in words/manifest.pot (a game's catalogue_terms() misses them): {unknown}"


# ---- the first language is the system's -------------------------------------------------------------------


def test_the_first_start_speaks_the_system_language_when_manifest_has_it(monkeypatch):
    from scenes.settings import load_settings

    other = next(iter(LANGUAGES), None)
    if other is None:
        pytest.skip("no language but English")
    assert words.system_language({}) == words.ENGLISH
    assert words.system_language({"LANG": f"{other}_XX.UTF-8"}) == other
    assert words.system_language({"LC_ALL": f"{other}_XX@euro", "LANG": "en_GB.UTF-8"}) == other
    assert words.system_language({"LANGUAGE": f"tlh:{other}", "LANG": "tlh_XX"}) == other, "the first it has"
    assert words.system_language({"LANG": "tlh_XX.UTF-8"}) == words.ENGLISH, "one it does not have"
    assert words.system_language({"LANG": "C.UTF-8", "LC_ALL": "POSIX"}) == words.ENGLISH
    assert words.system_language({"LANG": "pseudo"}) == words.ENGLISH, "never the test language"
    monkeypatch.setattr(words, "platform_locale", lambda: f"{other}_XX")
    assert words.system_language({}) == other, "the platform's locale when the environment is silent"
    monkeypatch.setattr(words, "platform_locale", lambda: "")
    monkeypatch.setenv("LANG", f"{other}_XX.UTF-8")
    settings, problem = load_settings()  # no settings file yet: the first start
    assert problem is None and settings.language == other


def test_each_language_is_named_in_itself():
    names = words.languages()
    assert names[words.ENGLISH] == "English"
    if "de" in names:
        assert names["de"] == "Deutsch"
    for code in LANGUAGES:
        assert names[code] == names[code][:1].upper() + names[code][1:] and names[code] != code


@pytest.mark.parametrize("code", LANGUAGES)
def test_pygame_gui_s_own_texts_follow_the_language(code):
    """The widgets' built-in texts (a dialog's Cancel) come in the chosen language where pygame_gui has it,
    else in English, never as a key."""
    import json
    from importlib import resources

    from pygame_gui.core.utility import translate

    from scenes.app import menu_app

    shipped = resources.files("pygame_gui.data.translations") / f"pygame-gui.{code}.json"
    app = menu_app((1280, 720), code)
    try:
        wanted = json.loads(shipped.read_text(encoding="utf-8"))[code]["Cancel"] if shipped.is_file() else "Cancel"
        assert translate("pygame-gui.Cancel") == wanted
        assert app.stack.top.manager.get_locale() == code
    finally:
        words.set_language(words.ENGLISH)


@pytest.mark.parametrize("code", LANGUAGES)
def test_numbers_and_money_are_grouped_as_the_language_writes_them_on_the_table(code, monkeypatch):
    """Money is a plain number in the game's currency (the messages name no currency sign): each language
    groups its digits as its locale does (German and Italian with points, 100.000), on the table as in the
    messages."""
    import random

    from babel.numbers import get_group_symbol

    from game import registry
    from game.core.match import Match
    from game.core.messages import Money, msg
    from game.core.protocol import Config, Seat
    from scenes.app import menu_app
    from sprites import widgets

    group = get_group_symbol(locale=code)
    said = words.Words(code)
    assert said.number(999) == "999"
    assert said.number(1_000) == f"1{group}000" and said.number(150_000) == f"150{group}000"
    assert said(msg("Money: {amount}", amount=Money(1_250_000))) == said("Money: {amount}").format(
        amount=f"1{group}250{group}000"
    )
    if code == "de":
        assert said(msg("Money: {amount}", amount=Money(1_250_000))) == "Geld: 1.250.000"
    drawn: set[str] = set()
    real = widgets.rendered.__wrapped__

    def recording(text, *args, **kwargs):
        drawn.add(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(widgets, "rendered", recording)
    app = menu_app((1280, 720), code)
    try:
        game = registry.get_game("mainports")
        config = Config("mainports", (Seat("human"), Seat("human")))
        match = Match(game, config, 11)
        rng = random.Random(5)
        for _ in range(30):
            match.play(rng.choice(match.legal_actions()))
        app.open_table(match, at_table=match.current_player)
        app.frames(2)
    finally:
        words.set_language(words.ENGLISH)
    grouped = sorted(text for text in drawn if re.search(rf"\d{re.escape(group)}\d{{3}}\b", text))
    assert grouped, f"the table shows money grouped with {group!r}"
    if group != ",":
        assert not [text for text in drawn if re.search(r"\d,\d{3}\b", text)], "no English grouping is left"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_game_s_rules_summary_is_translated(code):
    """The Rules scene shows `summary.<code>.md` beside each game's module: the language has one for every
    game, with the same sections as the English summary (the same count of "## " headings)."""
    import inspect

    from game import registry

    for game_id in registry.game_ids():
        game = registry.get_game(game_id)
        folder = Path(inspect.getfile(type(game))).parent
        translated = folder / f"summary.{code}.md"
        assert translated.is_file(), f"{translated} is missing"
        english_text = (folder / "summary.md").read_text(encoding="utf-8")
        text = game.rules_summary(code)
        assert text == translated.read_text(encoding="utf-8") != english_text
        assert text.count("\n## ") == english_text.count("\n## "), f"{translated}: not the English sections"


# ---- the download carries every language ------------------------------------------------------------------


def build_spec() -> dict:
    """build.spec's own functions that choose the data files (the spec runs only inside PyInstaller, which
    gives it Analysis and the rest: its choosing functions and constants are taken out and run here)."""
    import ast

    root = words.CATALOGUES.parent
    tree = ast.parse((root / "build.spec").read_text(encoding="utf-8"))
    names = {"project_data", "shipped_locales", "unwanted"}
    constants = {"PACKAGES", "DATA_SUFFIXES", "PYGAME_GUI_FONTS_KEPT"}
    kept = [
        node
        for node in tree.body
        if (isinstance(node, ast.FunctionDef) and node.name in names)
        or (isinstance(node, ast.Assign) and any(getattr(t, "id", "") in constants for t in node.targets))
    ]
    namespace: dict = {"ROOT": root, "Path": Path}
    exec(compile(ast.Module(kept, []), "build.spec", "exec"), namespace)
    return namespace


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_download_carries_the_language(code):
    """The packed program holds the language's catalogue and rules summaries, and keeps Babel's data for its
    locale (build.spec drops the locales no catalogue uses) and pygame_gui's texts."""
    import inspect

    from game import registry

    spec = build_spec()
    root = words.CATALOGUES.parent
    bundled = {(Path(source).relative_to(root).as_posix(), folder) for source, folder in spec["project_data"]()}
    assert (f"words/{code}/LC_MESSAGES/manifest.po", f"words/{code}/LC_MESSAGES") in bundled
    for game_id in registry.game_ids():
        folder = Path(inspect.getfile(type(registry.get_game(game_id)))).parent.relative_to(root)
        assert ((folder / f"summary.{code}.md").as_posix(), folder.as_posix()) in bundled
    locales = spec["shipped_locales"]()
    assert code in locales and not spec["unwanted"](f"babel/locale-data/{code}.dat", locales)
    assert spec["unwanted"]("babel/locale-data/sw.dat", locales), "other locales stay out"
    assert not spec["unwanted"](f"pygame_gui/data/translations/pygame-gui.{code}.json", locales)
