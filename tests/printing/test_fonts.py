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
