"""The embedded DejaVu font: shipped with its licence, registered once, covers our glyphs."""

from __future__ import annotations

import pytest

from companion.printing.fonts import FONT_FILES, REGULAR, register_fonts
from companion.resources import resource
from companion.rules.peoples import PEOPLES

GLYPHS_WE_PRINT = "«»✓✗☐→–—×÷≤·"


def test_every_font_file_and_the_licence_are_shipped() -> None:
    for filename in FONT_FILES.values():
        assert resource("fonts", filename).stat().st_size > 100_000
    licence = resource("fonts", "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "Permission is hereby granted" in licence


def test_registration_is_idempotent_and_names_the_body_font() -> None:
    assert register_fonts() == REGULAR
    assert register_fonts() == REGULAR


@pytest.mark.parametrize("font", sorted(FONT_FILES))
def test_font_has_every_character_of_peoples_names_and_our_marks(font: str) -> None:
    from reportlab.pdfbase import pdfmetrics

    register_fonts()
    face = pdfmetrics.getFont(font).face
    text = "".join(p.name for p in PEOPLES) + GLYPHS_WE_PRINT + "Crâne Daïkinee Bran-Ô-Kor"
    missing = sorted({c for c in text if not c.isspace() and ord(c) not in face.charToGlyph})
    assert missing == []


def _one_page(text: str) -> bytes:
    import io

    from reportlab.pdfgen.canvas import Canvas

    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1)
    canvas.setFont(REGULAR, 10)
    canvas.drawString(72, 72, text)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def test_cached_font_subsets_write_the_same_bytes_as_a_fresh_subset() -> None:
    from reportlab.pdfbase import pdfmetrics

    from companion.printing.fonts import clear_subset_caches

    clear_subset_caches()
    cold = _one_page("Cynwäll «Daïkinee»")
    cache = pdfmetrics.getFont(REGULAR).face.subset_cache
    # One subset: its program, its widths, and two compressed streams (program, ToUnicode).
    assert len(cache.programs.values) == 1 and len(cache.widths.values) == 1
    assert len(cache.compressed.values) == 2
    warm = _one_page("Cynwäll «Daïkinee»")
    assert warm == cold
    assert len(cache.programs.values) == 1  # the same glyphs: the program was reused


def test_the_cache_writes_the_bytes_reportlab_writes_without_it() -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    register_fonts()
    cached = pdfmetrics.getFont(REGULAR)
    _one_page("Bran-Ô-Kor «Crâne»")  # fill the cache
    with_cache = _one_page("Bran-Ô-Kor «Crâne»")
    from reportlab.lib import fonts as families

    # registerFont also resets the font's bold/italic family mapping: keep and restore it.
    mappings = dict(families._tt2ps_map), dict(families._ps2tt_map)
    pdfmetrics.registerFont(TTFont(REGULAR, str(resource("fonts", FONT_FILES[REGULAR]))))
    try:
        plain = _one_page("Bran-Ô-Kor «Crâne»")
    finally:
        pdfmetrics.registerFont(cached)
        families._tt2ps_map.clear()
        families._tt2ps_map.update(mappings[0])
        families._ps2tt_map.clear()
        families._ps2tt_map.update(mappings[1])
    assert with_cache == plain


def test_another_glyph_set_gets_its_own_subset_and_prints_its_letters() -> None:
    from tests.printing import pdf_tools

    first = _one_page("Cynwäll «Daïkinee»")
    other = _one_page("Bran-Ô-Kor → ☐ ✓")
    assert "Cynwäll «Daïkinee»" in pdf_tools.text(first)
    assert "Bran-Ô-Kor → ☐ ✓" in pdf_tools.text(other)


def test_the_subset_cache_is_bounded() -> None:
    from reportlab.pdfbase import pdfmetrics

    from companion.printing.fonts import SUBSET_CACHE_SIZE

    letters = "àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ"
    for n in range(SUBSET_CACHE_SIZE + 3):
        _one_page(letters[n % len(letters)] + letters[(n + 1) % len(letters)] + str(n))
    cache = pdfmetrics.getFont(REGULAR).face.subset_cache
    assert len(cache.programs.values) == SUBSET_CACHE_SIZE
    assert len(cache.widths.values) <= SUBSET_CACHE_SIZE  # (two subsets may have equal widths)
    assert len(cache.compressed.values) == 2 * SUBSET_CACHE_SIZE
