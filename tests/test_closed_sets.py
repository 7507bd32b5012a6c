"""Closed sets are typed: no phase, step, kind or effect is compared with a bare string.

Phases, steps, event and decision kinds, card effects and seat kinds are `StrEnum`s, so a misspelt
value fails mypy instead of silently never matching. This test reads every module of the rules, the
views and the scenes and refuses a comparison of such a name with a string literal.
"""

import ast
import itertools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("game", "sprites", "scenes")
CLOSED_SET_NAMES = ("phase", "step", "kind", "effect")


def names_a_closed_set(node: ast.expr) -> bool:
    """An attribute or a variable whose name ends in one of the closed sets' names (`state.phase`, `card_kind`)."""
    if isinstance(node, ast.Attribute):
        name = node.attr
    elif isinstance(node, ast.Name):
        name = node.id
    else:
        return False
    return name.lower().endswith(CLOSED_SET_NAMES)


def is_string_literal(node: ast.expr) -> bool:
    """A str constant, or a tuple, list or set made only of them."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return bool(node.elts) and all(is_string_literal(item) for item in node.elts)
    return False


def is_string_pattern(pattern: ast.pattern) -> bool:
    """A `case "keep":` pattern, or one of several joined by `|`."""
    if isinstance(pattern, ast.MatchOr):
        return any(is_string_pattern(option) for option in pattern.patterns)
    return isinstance(pattern, ast.MatchValue) and is_string_literal(pattern.value)


def string_comparisons(tree: ast.AST) -> list[ast.Compare | ast.match_case]:
    """Comparisons (==, !=, in, ...) and `match` cases that hold a closed set's value against a string."""
    found: list[ast.Compare | ast.match_case] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            pairs = itertools.pairwise([node.left, *node.comparators])
            if any(
                (names_a_closed_set(a) and is_string_literal(b)) or (is_string_literal(a) and names_a_closed_set(b))
                for a, b in pairs
            ):
                found.append(node)
        elif isinstance(node, ast.Match) and names_a_closed_set(node.subject):
            found += [case for case in node.cases if is_string_pattern(case.pattern)]
    return found


def test_the_check_finds_a_string_comparison():
    samples = [
        'state.phase == "over"',
        'view.phase != "draw"',
        'kind in ("human", "bot")',
        '"buy" == card.effect',
        'match move.kind:\n    case "keep" | "start":\n        pass',
    ]
    for source in samples:
        assert string_comparisons(ast.parse(source)), source
    for source in ["state.phase == Phase.OVER", "kind in (Kind.A, Kind.B)", 'name == "x"']:
        assert not string_comparisons(ast.parse(source)), source


def test_no_phase_step_kind_or_effect_is_compared_with_a_string():
    offences = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for node in string_comparisons(tree):
                shown = node.pattern if isinstance(node, ast.match_case) else node
                offences.append(f"{path.relative_to(ROOT)}:{shown.lineno}: {ast.unparse(shown)}")
    assert not offences, "compare with a StrEnum member instead:\n" + "\n".join(offences)
