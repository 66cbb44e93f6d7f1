"""The small PDF writer: a valid file, every glyph embedded and read back as typed."""

from __future__ import annotations

import io

from companion.printing.fonts import BOLD, REGULAR, register_fonts
from companion.printing.pdf_writer import Painter, PdfDocument, pdf_string
from tests.printing import pdf_tools

PEOPLES = "Cynwäll «Daïkinee» Bran-Ô-Kor & <x> → ☐ ✓ ✗ Œuvre ç"


def _document(texts: list[str], pages: int = 2) -> bytes:
    register_fonts()
    doc = PdfDocument(title="Feuille d'armée «x»", author="companion", creator="companion test")
    for page in range(pages):
        painter = Painter(doc)
        painter.fill(0.5)
        painter.rect(10, 10, 100, 50, fill=True)
        painter.fill(0)
        with painter.text() as text:
            for n, line in enumerate(texts):
                text.left(40, 780 - 14 * n, line, BOLD if n % 2 else REGULAR, 10)
        doc.add_page((595.0, 842.0), painter)
    buffer = io.BytesIO()
    assert doc.write(buffer) == pages
    return buffer.getvalue()


def test_text_reads_back_exactly_as_typed_with_its_accents() -> None:
    pdf = _document([PEOPLES, "Tom & <Jerry> (x) \\ y", PEOPLES])
    text = pdf_tools.text(pdf)
    assert text.count(PEOPLES) == 4
    assert "Tom & <Jerry> (x) \\ y" in text
    assert pdf_tools.page_count(pdf) == 2
    assert pdf_tools.fonts(pdf) == {"DejaVuSansCondensed", "DejaVuSansCondensed-Bold"}
    assert pdf_tools.media_boxes(pdf) == {(595.0, 842.0)}
    assert pdf_tools.reader(pdf).metadata.title == "Feuille d'armée «x»"


def test_more_than_256_characters_take_a_second_subset() -> None:
    many = "".join(chr(c) for c in range(0x100, 0x100 + 300) if chr(c).isprintable())
    pdf = _document([many])
    assert "".join(pdf_tools.text(pdf).split()) .count(many.replace(" ", "")) == 2
    assert pdf.count(b"/FontFile2") == 2  # two subsets of the regular face


def test_the_cross_reference_table_points_at_every_object() -> None:
    pdf = _document(["Crâne"], pages=3)
    start = int(pdf.rsplit(b"startxref\n", 1)[1].split(b"\n")[0])
    assert pdf[start:].startswith(b"xref\n0 ")
    entries = pdf[start:].split(b"\n")[3:]
    offsets = [int(line[:10]) for line in entries if line.endswith(b" n ")]
    for number, offset in enumerate(offsets, start=1):
        assert pdf[offset:].startswith(f"{number} 0 obj".encode())


def test_a_snippet_is_painted_once_and_placed_each_time() -> None:
    register_fonts()
    doc = PdfDocument()
    painter = Painter(doc)
    painted = []

    def paint(snippet: Painter) -> None:
        painted.append(1)
        with snippet.text() as text:
            text.left(0, 2, "Stunned", BOLD, 7)

    for n in range(4):
        painter.place(("header", 1), paint, 10, 700 - 20 * n)
    doc.add_page((595.0, 842.0), painter)
    buffer = io.BytesIO()
    doc.write(buffer)
    assert painted == [1]
    assert pdf_tools.text(buffer.getvalue()).count("Stunned") == 4


def test_pdf_strings() -> None:
    assert pdf_string("Roster (x)") == "(Roster \\(x\\))"
    assert pdf_string("é") == "<FEFF00E9>"


def test_the_encoding_shortcuts_give_reportlab_s_codes() -> None:
    """Printable ASCII and characters already coded skip ``splitString``: same codes."""
    from reportlab.pdfbase.pdfdoc import PDFDocument
    from reportlab.pdfbase.pdfmetrics import getFont

    from reportlab.lib.rl_accel import escapePDF

    register_fonts()
    ours, theirs = PdfDocument(), PDFDocument()
    texts = ["Crâne «x»", "MOV", "Crâne", "«Crâne»", "#12", "Kill 1 → Serious", "→ «»", "Tom & <Jerry>",
             "Cynwäll Daïkinee", "äï", "\u00a0a\u00a0", "Bran-Ô-Kor"]
    for font in (REGULAR, BOLD):
        for text in texts:
            expected = [(f"/F{1 if font == REGULAR else 2}+{subset}", f"({escapePDF(codes)}) Tj")
                        for subset, codes in getFont(font).splitString(text, theirs)]
            assert list(ours.encode(font, text)) == expected, text
