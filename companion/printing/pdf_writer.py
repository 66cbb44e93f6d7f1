"""A small PDF writer for sheets drawn straight with PDF operators (the roster).

reportlab's canvas and document model format every PDF object through a general, recursive
object graph: for a two-page roster that machinery cost more than the drawing. A roster needs
few objects (a catalog, the pages, one content stream per page, the embedded fonts), so this
module writes them directly:

- :class:`PdfDocument` collects pages and writes the file (PDF 1.4, a cross-reference table);
- :class:`Painter` builds one page's content: greys, line widths, rectangles, lines, and text
  gathered in one text object (:meth:`Painter.text`);
- fonts are the DejaVu faces registered by :mod:`companion.printing.fonts`, embedded as
  TrueType subsets exactly as reportlab embeds them: reportlab's ``TTFont`` assigns each
  character its code in a 256-glyph subset (``splitString``, printable ASCII keeping its own
  code) and makes the subset's font program (``makeSubset``); this module writes the font
  dictionary, descriptor, program and ToUnicode map (what ``TTFont.addObjects`` makes), so
  every glyph prints and copies out as typed. What a distinct subset needs in the file
  (compressed program, widths, descriptor, ToUnicode map) is made once per process and
  remembered on the face (:class:`companion.printing.fonts.SubsetCache`).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.pdfbase.ttfonts import FF_NONSYMBOLIC, FF_SYMBOLIC, SUBSETN, makeToUnicodeCMap

from companion.printing.drawing import text_width

Output = Path | str | IO[bytes]

PRODUCER = "companion (reportlab fonts)"


def pdf_string(text: str) -> str:
    """``text`` as a PDF text string: literal if ASCII, else UTF-16 with its byte-order mark."""
    if text.isascii():
        return f"({escapePDF(text.encode('ascii'))})"
    return "<FEFF" + text.encode("utf-16-be").hex().upper() + ">"


class _Subset:
    """What one font subset needs in a PDF, the same for every document that uses it."""

    __slots__ = ("font_dict", "descriptor", "program", "length1", "cmap")

    def __init__(self, font: Any, number: int, subset: list[int]) -> None:
        face = font.face
        base = (SUBSETN(number) + b"+" + face.name + face.subfontNameX).decode("latin-1")
        widths = " ".join(fp_str(face.getCharWidth(code)) for code in subset)
        self.font_dict = (f"/Type /Font /Subtype /TrueType /BaseFont /{base} /FirstChar 0 "
                          f"/LastChar {len(subset) - 1} /Widths [{widths}]")
        flags = (face.flags & ~FF_NONSYMBOLIC) | FF_SYMBOLIC
        self.descriptor = (
            f"/Type /FontDescriptor /FontName /{base} /Flags {flags} "
            f"/FontBBox [{fp_str(*face.bbox)}] /ItalicAngle {fp_str(face.italicAngle)} "
            f"/Ascent {fp_str(face.ascent)} /Descent {fp_str(face.descent)} "
            f"/CapHeight {fp_str(face.capHeight)} /StemV {fp_str(face.stemV)} "
            f"/MissingWidth {fp_str(face.defaultWidth)}")
        program = face.makeSubset(subset)
        self.length1 = len(program)
        self.program = zlib.compress(program)
        self.cmap = zlib.compress(makeToUnicodeCMap(base, subset).encode("latin-1"))


def _subset(font: Any, number: int, subset: list[int]) -> _Subset:
    """The remembered :class:`_Subset` (on the face's cache when it has one)."""
    cache = getattr(font.face, "subset_cache", None)
    if cache is None:
        return _Subset(font, number, subset)
    remembered: _Subset = cache.objects.get((number, tuple(subset)),
                                            lambda: _Subset(font, number, subset))
    return remembered


class PdfDocument:
    """Pages in order, then :meth:`write`. Fonts are registered reportlab ``TTFont`` names."""

    def __init__(self, title: str = "", author: str = "", creator: str = "") -> None:
        self.info = {"Title": title, "Author": author, "Creator": creator, "Producer": PRODUCER}
        self.pages: list[tuple[tuple[float, float], bytes]] = []
        self.fonts: dict[str, tuple[Any, int]] = {}
        """Font name -> (reportlab font, its number in this document, from 1)."""
        self.encoded: dict[tuple[str, str], tuple[tuple[str, str], ...]] = {}
        self.snippets: dict[Hashable, str] = {}
        self.known: dict[str, tuple[dict[int, int], set[str]]] = {}
        """Font name -> the codes of subset 0 in this document (character -> code) and the
        characters that have one: text made of them is encoded without ``splitString``."""

    # -- text ---------------------------------------------------------------------------------
    def encode(self, font_name: str, text: str) -> tuple[tuple[str, str], ...]:
        """``text`` as (font resource, ``(codes) Tj``) pieces, one per subset it spans."""
        key = (font_name, text)
        pieces = self.encoded.get(key)
        if pieces is not None:
            return pieces
        entry = self.fonts.get(font_name)
        if entry is None:
            entry = self.fonts[font_name] = (getFont(font_name), len(self.fonts) + 1)
            entry[0].splitString("", self)  # the font's subsets in this document, subset 0 first
            self.known[font_name] = ({}, set())
        font, number = entry
        table, known = self.known[font_name]
        if font._asciiReadable and text.isascii() and text.isprintable():
            # Printable ASCII keeps its own code in subset 0 (reportlab's "ASCII readable").
            parts: list[tuple[int, bytes]] = [(0, text.encode("ascii"))]
        elif known.issuperset(text):
            # Every character already has its code in subset 0 of this document.
            parts = [(0, text.translate(table).encode("latin-1"))]
        else:
            parts = font.splitString(text, self)
            for code, assigned in font.state[self].assignments.items():
                if assigned < 256 and code != 0xA0:
                    table[code] = assigned
                    known.add(chr(code))
        pieces = self.encoded[key] = tuple(
            (f"/F{number}+{subset}", f"({escapePDF(codes)}) Tj") for subset, codes in parts)
        return pieces

    # -- pages --------------------------------------------------------------------------------
    def add_page(self, size: tuple[float, float], painter: Painter) -> None:
        self.pages.append((size, painter.content()))

    # -- the file -----------------------------------------------------------------------------
    def write(self, out: Output) -> int:
        """Write the PDF to ``out`` (a path or a binary file); return its number of pages."""
        data = self.data()
        if isinstance(out, (str, Path)):
            Path(out).write_bytes(data)
        else:
            out.write(data)
        return len(self.pages)

    def data(self) -> bytes:
        """The PDF file's bytes."""
        chunks: list[bytes] = [b"%PDF-1.4\n%\x93\x8c\x8b\x9e companion\n"]
        offsets: list[int] = []
        size = len(chunks[0])

        def add(body: str, stream: bytes | None = None) -> None:
            nonlocal size
            offsets.append(size)
            head = f"{len(offsets)} 0 obj\n<<{body}>>\n".encode("latin-1")
            if stream is None:
                chunk = head + b"endobj\n"
            else:
                chunk = head + b"stream\n" + stream + b"\nendstream\nendobj\n"
            chunks.append(chunk)
            size += len(chunk)

        fonts = self._font_subsets()
        pages = len(self.pages)
        # Object numbers: 1 catalog, 2 pages, 3 info, 4 resources, then pages (page, content)
        # then fonts (font, descriptor, program, ToUnicode per subset).
        first_font = 5 + 2 * pages
        add(" /Type /Catalog /Pages 2 0 R ")
        kids = " ".join(f"{5 + 2 * n} 0 R" for n in range(pages))
        add(f" /Type /Pages /Kids [{kids}] /Count {pages} ")
        info = " ".join(f"/{key} {pdf_string(value)}" for key, value in self.info.items() if value)
        add(f" {info} ")
        resources = " ".join(f"/{name} {first_font + 4 * n} 0 R"
                             for n, (name, _subset) in enumerate(fonts))
        add(f" /Font << {resources} >> /ProcSet [/PDF /Text] ")
        for n, ((width, height), content) in enumerate(self.pages):
            add(f" /Type /Page /Parent 2 0 R /MediaBox [0 0 {fp_str(width, height)}] "
                f"/Resources 4 0 R /Contents {6 + 2 * n} 0 R ")
            add(f" /Filter /FlateDecode /Length {len(content)} ", content)
        for n, (name, subset) in enumerate(fonts):
            number = first_font + 4 * n
            add(f" {subset.font_dict} /Name /{name} /FontDescriptor {number + 1} 0 R "
                f"/ToUnicode {number + 3} 0 R ")
            add(f" {subset.descriptor} /FontFile2 {number + 2} 0 R ")
            add(f" /Filter /FlateDecode /Length {len(subset.program)} /Length1 {subset.length1} ",
                subset.program)
            add(f" /Filter /FlateDecode /Length {len(subset.cmap)} ", subset.cmap)
        xref = [f"xref\n0 {len(offsets) + 1}\n0000000000 65535 f \n"]
        xref.extend(f"{offset:010d} 00000 n \n" for offset in offsets)
        xref.append(f"trailer\n<< /Size {len(offsets) + 1} /Root 1 0 R /Info 3 0 R >>\n"
                    f"startxref\n{size}\n%%EOF\n")
        chunks.append("".join(xref).encode("ascii"))
        return b"".join(chunks)

    def _font_subsets(self) -> list[tuple[str, _Subset]]:
        """(resource name, subset) of every subset the pages use, fonts in order of use."""
        result = []
        for font, number in self.fonts.values():
            state = font.state.get(self)
            if state is None:
                continue
            for n, subset in enumerate(state.subsets):
                result.append((f"F{number}+{n}", _subset(font, n, subset)))
        return result


class Painter:
    """The operators of one page (or of a snippet placed on pages), as PDF content.

    Colours are greys (the roster prints in black and white); the painter writes a grey or a
    line width only when it changes. Coordinates are points from the lower left corner.
    """

    def __init__(self, doc: PdfDocument) -> None:
        self.doc = doc
        self.ops: list[str] = []
        self._fill: float | None = 0.0
        self._stroke: float | None = 0.0
        self._width: float | None = 1.0

    def content(self) -> bytes:
        return zlib.compress("\n".join(self.ops).encode("latin-1"))

    # -- state ----------------------------------------------------------------------------
    def fill(self, grey: float) -> None:
        if grey != self._fill:
            self.ops.append(f"{fp_str(grey)} g")
            self._fill = grey

    def stroke(self, grey: float) -> None:
        if grey != self._stroke:
            self.ops.append(f"{fp_str(grey)} G")
            self._stroke = grey

    def line_width(self, width: float) -> None:
        if width != self._width:
            self.ops.append(f"{fp_str(width)} w")
            self._width = width

    def literal(self, operators: str) -> None:
        self.ops.append(operators)

    @contextmanager
    def shifted(self, x: float, y: float) -> Iterator[Painter]:
        """Draw with the origin moved to (``x``, ``y``); greys and widths set within end there."""
        saved = (self._fill, self._stroke, self._width)
        self.ops.append(f"q 1 0 0 1 {fp_str(x, y)} cm")
        yield self
        self.ops.append("Q")
        self._fill, self._stroke, self._width = saved

    # -- shapes ---------------------------------------------------------------------------
    def rect(self, x: float, y: float, width: float, height: float, *, fill: bool = False,
             stroke: bool = True) -> None:
        paint = "B" if fill and stroke else "f" if fill else "S"
        self.ops.append(f"{fp_str(x, y, width, height)} re {paint}")

    def line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        self.ops.append(f"{fp_str(x1, y1)} m {fp_str(x2, y2)} l S")

    def lines(self, segments: list[tuple[float, float, float, float]]) -> None:
        """Several straight lines stroked as one path."""
        path = [f"{fp_str(x1, y1)} m {fp_str(x2, y2)} l" for x1, y1, x2, y2 in segments]
        path.append("S")
        self.ops.append(" ".join(path))

    def text(self) -> Text:
        """``with painter.text() as text: text.left(x, y, "…", font, size)``: one text object."""
        return Text(self)

    # -- snippets -------------------------------------------------------------------------
    def place(self, key: Hashable, paint: Callable[[Painter], None], x: float, y: float) -> None:
        """Place at (``x``, ``y``) what ``paint`` draws (from 0, 0), painted once per document.

        ``key`` names everything ``paint`` depends on. The operators are remembered and
        written again, shifted, wherever the element recurs (the same marks as drawing it
        each time); they change no state outside (``q``/``Q``).
        """
        operators = self.doc.snippets.get(key)
        if operators is None:
            snippet = Painter(self.doc)
            snippet._fill = snippet._stroke = snippet._width = None
            paint(snippet)
            operators = self.doc.snippets[key] = "\n".join(snippet.ops)
        self.ops.append(f"q 1 0 0 1 {fp_str(x, y)} cm\n{operators}\nQ")


class Text:
    """Strings drawn as one PDF text object, in the painter's fill grey."""

    def __init__(self, painter: Painter) -> None:
        self.painter = painter
        self.encode = painter.doc.encode
        self.code: list[str] = ["BT"]
        self.current: tuple[str, float] | None = None

    def __enter__(self) -> Text:
        return self

    def __exit__(self, *exc: object) -> None:
        if exc[0] is None and len(self.code) > 1:
            self.code.append("ET")
            self.painter.ops.append(" ".join(self.code))

    def left(self, x: float, y: float, text: str, font: str, size: float) -> None:
        """``text`` with its left end at (``x``, ``y``), ``y`` on the baseline."""
        code = self.code
        code.append(f"1 0 0 1 {fp_str(x, y)} Tm")
        for resource, shown in self.encode(font, text):
            if self.current != (resource, size):
                code.append(f"{resource} {fp_str(size)} Tf")
                self.current = (resource, size)
            code.append(shown)

    def centred(self, x: float, y: float, text: str, font: str, size: float) -> None:
        """``text`` centred on ``x``, ``y`` on the baseline."""
        self.left(x - text_width(text, font, size) / 2, y, text, font, size)

    def right(self, x: float, y: float, text: str, font: str, size: float) -> None:
        """``text`` with its right end at ``x``, ``y`` on the baseline."""
        self.left(x - text_width(text, font, size), y, text, font, size)
