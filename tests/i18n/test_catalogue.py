"""One catalogue a language: every text of the code is in it, translated, with its placeholders;
every message id the engine uses has its English template."""

from __future__ import annotations

import ast
import string
import sys
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from companion.i18n.catalog import po_path
from companion.i18n.templates import templates

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import translations  # noqa: E402

CODE = sorted((ROOT / "companion").rglob("*.py"))
TEXT_FUNCTIONS = {"tr": 1, "trn": 2, "trp": 2, "N_": 1}


@cache
def french() -> Catalog:
    with po_path("fr").open("rb") as file:
        return read_po(file, locale="fr")


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_text_of_the_code_is_translated_into_french() -> None:
    catalogue = french()
    missing = []
    for message in translations.extract():
        if not message.id:
            continue
        found = catalogue.get(message.id, context=message.context)
        forms = () if found is None else (found.string if isinstance(found.string, tuple) else (found.string,))
        if found is None or found.fuzzy or not all(forms):
            missing.append((message.context, message.id))
    assert not missing, f"texts with no French (run `make translations`, then translate them): {missing}"


def test_the_compiled_catalogues_are_up_to_date() -> None:
    assert translations.main(["--check"]) == 0, "run `make translations`"


def test_each_translation_keeps_the_placeholders_of_its_english() -> None:
    wrong = []
    for message in french():
        if not message.id:
            continue
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        expected = set().union(*(placeholders(text) for text in english))
        for form in forms:
            if form and not placeholders(form) <= expected:
                wrong.append((message.id, form))
        if len(english) == 1 and forms[0] and placeholders(forms[0]) != expected:
            wrong.append((message.id, forms[0]))
    assert not wrong, f"translations whose placeholders differ from the English: {wrong}"


@cache
def _nodes() -> tuple[tuple[Path, ast.AST], ...]:
    """Every node of the code's syntax trees, with its file (parsed once for all these tests)."""
    return tuple((path, node) for path in CODE for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))))


def _calls(name: str) -> list[tuple[Path, ast.Call]]:
    return [(path, node) for path, node in _nodes()
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name]


def test_texts_are_passed_as_written_never_built() -> None:
    """``tr(f"...")``, ``tr("a" if x else "b")`` or ``tr(a + b)`` cannot be extracted: a text to
    translate is a literal, or a name holding one (marked with ``N_`` where it is written)."""
    built = []
    for name, count in TEXT_FUNCTIONS.items():
        for path, call in _calls(name):
            for arg in call.args[:count]:
                if not isinstance(arg, (ast.Constant, ast.Name, ast.Attribute, ast.Subscript)):
                    built.append(f"{path.relative_to(ROOT)}:{call.lineno}: {ast.unparse(call)[:80]}")
    assert not built, "texts built before translation:\n" + "\n".join(built)


def test_no_text_is_translated_inside_an_f_string() -> None:
    """The extraction cannot see a ``tr()`` written inside an f-string (its text would never
    reach the catalogue)."""
    hidden = []
    for path, node in _nodes():
        if isinstance(node, ast.JoinedStr):
            hidden += [f"{path.relative_to(ROOT)}:{call.lineno}" for call in ast.walk(node)
                       if isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                       and call.func.id in TEXT_FUNCTIONS]
    assert not hidden, hidden


def test_every_message_the_code_makes_has_its_template_with_those_arguments() -> None:
    declared = templates()
    wrong = []
    for path, call in _calls("Message"):
        where = f"{path.relative_to(ROOT)}:{call.lineno}"
        if not call.args or not isinstance(call.args[0], ast.Constant):
            wrong.append(f"{where}: the message id is not written as a literal")
            continue
        found = declared.get(call.args[0].value)
        if found is None:
            wrong.append(f"{where}: no template for {call.args[0].value!r}")
            continue
        if any(keyword.arg is None for keyword in call.keywords):
            continue  # arguments passed as **mapping: checked when rendered
        given = {keyword.arg for keyword in call.keywords}
        wanted = placeholders(found.text) | (placeholders(found.plural) if found.plural else set())
        if found.count:
            wanted.add(found.count)
        if given != wanted:
            wrong.append(f"{where}: {found.id} takes {sorted(wanted)}, given {sorted(given)}")
    assert not wrong, "\n".join(wrong)


def test_each_message_id_names_its_area() -> None:
    """``area.what``, in lower case: ``army.character-unique``."""
    wrong = [i for i in templates() if not (i.count(".") >= 1 and i == i.lower() and " " not in i)]
    assert not wrong
