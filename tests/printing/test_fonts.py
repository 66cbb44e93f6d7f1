"""The embedded DejaVu font: shipped with its licence, registered once, covers our glyphs,
embedded in each PDF as a subset of the glyphs it prints."""

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
    canvas = Canvas(buffer, invariant=1, initialFontName=REGULAR)
    canvas.setFont(REGULAR, 10)
    canvas.drawString(72, 72, text)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def test_accented_letters_and_our_marks_print_and_read_back_as_typed() -> None:
    from tests.printing import pdf_tools

    first = _one_page("Cynwäll «Daïkinee»")
    other = _one_page("Bran-Ô-Kor → ☐ ✓")
    assert "Cynwäll «Daïkinee»" in pdf_tools.text(first)
    assert "Bran-Ô-Kor → ☐ ✓" in pdf_tools.text(other)


def test_each_font_a_page_uses_is_embedded_as_a_subset() -> None:
    from tests.printing import pdf_tools

    page = pdf_tools.reader(_one_page("Cynwäll «Daïkinee»")).pages[0]
    fonts = [font.get_object() for font in page["/Resources"]["/Font"].values()]
    assert fonts
    for font in fonts:
        prefix, _, name = str(font["/BaseFont"]).lstrip("/").partition("+")
        assert name == REGULAR and len(prefix) == 6 and prefix.isupper()  # a subset's tag
        program = font["/FontDescriptor"]["/FontFile2"].get_object()
        full = resource("fonts", FONT_FILES[REGULAR]).stat().st_size
        assert 0 < len(program.get_data()) < full / 10  # embedded, and only the glyphs used
