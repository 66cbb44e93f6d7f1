"""Refresh the translations from the code: extract every text, update each ``.po``, compile.

    python tools/translations.py           # extract, update resources/i18n/*.po, compile the .mo
    python tools/translations.py --check   # exit 1 if a .po or .mo is not up to date

Babel does the work (``babel.messages``): the texts are the arguments of ``tr``, ``trn``,
``trp`` and ``N_`` anywhere in companion/, the engine's message templates
(``template``/``plural_template`` in companion/i18n/messages/, the message id as context) and
the game terms of companion/i18n/vocabulary.py (context ``term.<kind>``), the booklet's section
titles the code cites (``booklet("...")``, context ``source.booklet``) and the titles of the
rules tables in resources/rules/ (shown through ``data_text``). New texts come into
each ``.po`` untranslated; translate them (Poedit, Weblate, or by hand), then run this again to
compile. The ``.po`` files are written sorted and without source locations, so that two
changes to the code rarely touch the same lines of a catalogue.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.i18n.catalog import CATALOG_DIR, mo_path, po_path  # noqa: E402
from companion.i18n.language import ENGLISH, LANGUAGES  # noqa: E402

KEYWORDS = {
    "tr": None,
    "trn": (1, 2),
    "trp": ((1, "c"), 2),
    "N_": None,
    "template": ((1, "c"), 2),
    "plural_template": ((1, "c"), 2, 3),
}
"""The functions whose arguments are texts to translate (Babel's keyword specification)."""

PROJECT = "companion"


def extract() -> Catalog:
    """Every text of the code, as a catalogue template."""
    from companion.i18n.render import ABILITIES_SECTION, BOOKLET_SECTION
    from companion.i18n.vocabulary import ALL_TERMS

    found = Catalog(project=PROJECT, fuzzy=False)
    for _file, _line, message, comments, context in extract_from_dir(ROOT / "companion", keywords=KEYWORDS):
        found.add(message, None, auto_comments=comments, context=context)
    for term in ALL_TERMS:
        found.add(term.english, None, context=term.context)
    for _file, _line, section, _comments, _context in extract_from_dir(ROOT / "companion",
                                                                       keywords={"booklet": None}):
        # (an ability's section is titled by the vocabulary)
        if isinstance(section, str) and not section.startswith(ABILITIES_SECTION):
            found.add(section, None, context=BOOKLET_SECTION,
                      auto_comments=["a section of the English booklet, as a citation names it"])
    for table in sorted((ROOT / "resources" / "rules").glob("*.json")):
        title = json.loads(table.read_text(encoding="utf-8")).get("title")
        if title:
            found.add(title, None, auto_comments=[f"the title of resources/rules/{table.name}"])
    return found


def updated(language: str, template: Catalog) -> Catalog:
    """``language``'s catalogue with every text of ``template``: translations kept, new texts
    untranslated, texts no longer in the code dropped."""
    path = po_path(language)
    if path.exists():
        with path.open("rb") as file:
            catalogue = read_po(file, locale=language)
    else:
        catalogue = Catalog(locale=language, project=PROJECT)
    catalogue.update(template, no_fuzzy_matching=True, update_creation_date=False)
    catalogue.obsolete.clear()
    return catalogue


def po_bytes(catalogue: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalogue, width=100, no_location=True, sort_output=True, ignore_obsolete=True)
    return out.getvalue()


def mo_bytes(catalogue: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalogue)
    return out.getvalue()


def main(argv: list[str]) -> int:
    check = "--check" in argv
    template = extract()
    stale = []
    for language in LANGUAGES:
        if language == ENGLISH:
            continue
        catalogue = updated(language, template)
        for path, content in ((po_path(language), po_bytes(catalogue)), (mo_path(language), mo_bytes(catalogue))):
            if path.exists() and path.read_bytes() == content:
                continue
            stale.append(path)
            if not check:
                CATALOG_DIR.mkdir(parents=True, exist_ok=True)
                path.write_bytes(content)
    for path in stale:
        print(f"{'stale' if check else 'written'}: {path.relative_to(ROOT)}")
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
