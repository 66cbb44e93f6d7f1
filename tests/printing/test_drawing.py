"""The drawing helpers: one text object per block, measures remembered, long words broken."""

from __future__ import annotations

import io

from reportlab.pdfgen.canvas import Canvas

from companion.printing.drawing import Lines, fit, text_width, wrap
from companion.printing.fonts import BOLD, REGULAR, register_fonts
from tests.printing import pdf_tools


def _canvas() -> tuple[Canvas, io.BytesIO]:
    register_fonts()
    buffer = io.BytesIO()
    return Canvas(buffer, invariant=1, pageCompression=0, initialFontName=REGULAR), buffer


def test_lines_print_every_string_with_its_accents_in_one_text_object() -> None:
    canvas, buffer = _canvas()
    with Lines(canvas) as text:
        text.left(72, 700, "Cynwäll «Daïkinee»", REGULAR, 10)
        text.centred(300, 680, "Bran-Ô-Kor → ☐ ✓", BOLD, 9.5)
        text.left(72, 660, "Tom & <Jerry> (x)", REGULAR, 8)
    canvas.showPage()
    canvas.save()
    pdf = buffer.getvalue()
    assert pdf.count(b"BT ") == 1 and pdf.count(b" ET") == 1 and pdf.count(b") Tj") >= 3
    extracted = pdf_tools.text(pdf)
    for expected in ("Cynwäll «Daïkinee»", "Bran-Ô-Kor → ☐ ✓", "Tom & <Jerry> (x)"):
        assert expected in extracted


def test_centred_text_starts_half_its_width_left_of_the_centre() -> None:
    canvas, buffer = _canvas()
    with Lines(canvas) as text:
        text.centred(300, 680, "MOV", BOLD, 6.5)
    canvas.showPage()
    canvas.save()
    from reportlab.lib.rl_accel import fp_str

    x = 300 - text_width("MOV", BOLD, 6.5) / 2
    assert 0 < 300 - x < 15
    assert f"1 0 0 1 {fp_str(x, 680)} Tm".encode() in buffer.getvalue()


def test_wrap_breaks_between_words_within_the_width() -> None:
    lines = wrap("Bravery, Leadership/10, War cry/2, Regeneration/4", REGULAR, 8, 80)
    assert len(lines) > 1
    assert " ".join(lines) == "Bravery, Leadership/10, War cry/2, Regeneration/4"
    assert all(text_width(line, REGULAR, 8) <= 80 for line in lines)


def test_the_ascii_shortcut_encodes_as_reportlab_does() -> None:
    from reportlab.pdfbase.pdfdoc import PDFDocument
    from reportlab.pdfbase.pdfmetrics import getFont

    from companion.printing.drawing import _encoded

    register_fonts()
    printable = "".join(chr(c) for c in range(32, 127))
    for font in (REGULAR, BOLD):
        ours, theirs = PDFDocument(), PDFDocument()
        for text in ("Crâne «x»", printable, "#12", "Kill 1 → Serious", "MOV", "Tom & <Jerry>"):
            assert list(_encoded(ours, font, text)) == getFont(font).splitString(text, theirs)


def test_a_word_wider_than_its_line_breaks_between_characters() -> None:
    register_fonts()
    word = "Tournament+" + "-".join(["house-rule"] * 12)
    pieces = fit(word, REGULAR, 7.5, 100)
    assert len(pieces) > 2 and "".join(pieces) == word
    assert all(text_width(piece, REGULAR, 7.5) <= 100 for piece in pieces)
    assert fit("W", REGULAR, 7.5, 1) == ("W",)  # a piece holds at least one character
