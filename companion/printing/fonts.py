"""The embedded Unicode font every sheet prints with: DejaVu, shipped in ``resources/fonts``.

reportlab's built-in fonts only know Latin-1: « » and ä print, but a user's name may hold any
character, so every sheet uses DejaVu (Bitstream Vera licence, ``resources/fonts/LICENSE``),
embedded as a subset in each PDF. Registration happens once per process.

Making a subset is most of the cost of a small PDF: for every document reportlab re-reads the
font tables to build the subset's font program, then zlib-compresses it. The faces registered
here keep the programs they made (:func:`caching_subsets`): the same glyphs in the same order
give the same bytes, so a sheet printed again (the window's preview, then the saved file; A4,
then Letter) or another list with the same accented letters reuses the compressed program. The
PDF written is byte for byte the one reportlab writes without the cache.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import cache
from threading import Lock
from typing import Any

from companion.resources import resource

REGULAR = "DejaVuSansCondensed"
BOLD = "DejaVuSansCondensed-Bold"
ITALIC = "DejaVuSansCondensed-Oblique"
BOLD_ITALIC = "DejaVuSansCondensed-BoldOblique"
HEADING = "DejaVuSans-Bold"
WIDE = "DejaVuSans"

FONT_FILES: dict[str, str] = {
    REGULAR: "DejaVuSansCondensed.ttf",
    BOLD: "DejaVuSansCondensed-Bold.ttf",
    ITALIC: "DejaVuSansCondensed-Oblique.ttf",
    BOLD_ITALIC: "DejaVuSansCondensed-BoldOblique.ttf",
    HEADING: "DejaVuSans-Bold.ttf",
    WIDE: "DejaVuSans.ttf",
}
"""Font name -> file in ``resources/fonts``."""

SUBSET_CACHE_SIZE = 16
"""Font programs kept per face, the least recently used dropped first (a sheet uses one or two
subsets per font; a program is 10 to 40 kB)."""


@cache
def register_fonts() -> str:
    """Register the DejaVu fonts with reportlab (once) and return the body font's name.

    The condensed face is a family, so ``<b>`` and ``<i>`` in Paragraph markup pick the bold
    and oblique files.
    """
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    for name, filename in FONT_FILES.items():
        path = resource("fonts", filename)
        if not path.is_file():
            raise FileNotFoundError(f"the embedded font {path} is missing from resources/fonts")
        pdfmetrics.registerFont(caching_subsets(TTFont(name, str(path))))
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    addMapping(REGULAR, 0, 1, ITALIC)
    addMapping(REGULAR, 1, 1, BOLD_ITALIC)
    addMapping(WIDE, 0, 0, WIDE)
    addMapping(WIDE, 1, 0, HEADING)
    addMapping(WIDE, 0, 1, ITALIC)
    addMapping(WIDE, 1, 1, BOLD_ITALIC)
    return REGULAR


class _Remembered:
    """A bounded map (least recently used out first) of values computed once; safe to share
    between threads (the window may render a preview while the command line saves)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.values: OrderedDict[Any, Any] = OrderedDict()
        self.lock = Lock()

    def get(self, key: Any, make: Callable[[], Any]) -> Any:
        with self.lock:
            value = self.values.get(key)
            if value is not None:
                self.values.move_to_end(key)
                return value
        value = make()
        with self.lock:
            self.values[key] = value
            self.values.move_to_end(key)
            while len(self.values) > self.size:
                self.values.popitem(last=False)
        return value


class SubsetCache:
    """What a face's subsets need in a PDF, computed once per distinct subset: the font
    program, flate-compressed streams (program, ToUnicode map) and the formatted widths."""

    def __init__(self, size: int = SUBSET_CACHE_SIZE) -> None:
        self.programs = _Remembered(size)
        self.compressed = _Remembered(2 * size)
        self.widths = _Remembered(size)
        self.objects = _Remembered(size)
        """What :mod:`companion.printing.pdf_writer` writes for a subset."""

    def clear(self) -> None:
        for store in (self.programs, self.compressed, self.widths, self.objects):
            with store.lock:
                store.values.clear()


def caching_subsets(font: Any) -> Any:
    """``font`` (a reportlab ``TTFont``) remembering what it writes for each subset.

    reportlab builds every document's subsets from scratch: ``TTFont.addObjects`` makes the
    font dictionary (256 widths, formatted one by one when the PDF is written) and the
    ToUnicode map, ``TTFontFace.addSubsetObjects`` the font program (``makeSubset``); both
    streams are flate-compressed when the PDF is written. Around reportlab's own code, here
    ``makeSubset`` answers from the cache, the two streams get a flate filter that remembers
    what it compressed, and the widths array is formatted once. The bytes written are the same.
    """
    import zlib

    from reportlab.pdfbase import pdfdoc

    face = font.face
    cache = SubsetCache()
    make_subset = face.makeSubset
    add_subset_objects = face.addSubsetObjects
    add_objects = font.addObjects

    class RememberingFlate(pdfdoc.PDFStreamFilterZCompress):
        """``/FlateDecode``, compressing each distinct content once."""

        def encode(self, text: bytes | str) -> bytes:
            data = text.encode("utf8") if isinstance(text, str) else text
            return cache.compressed.get(data, lambda: zlib.compress(data))

    class FormattedArray(pdfdoc.PDFArray):
        """A PDF array of numbers, formatted once per distinct content."""

        def format(self, document: Any) -> bytes:
            return cache.widths.get(tuple(self.sequence), lambda: super(FormattedArray, self).format(document))

    flate = RememberingFlate()

    def remembering(stream: Any) -> None:
        if stream is not None and stream.filters == [pdfdoc.PDFZCompress]:
            stream.filters = [flate]

    def cached_make_subset(subset: list[int]) -> bytes:
        return cache.programs.get(tuple(subset), lambda: make_subset(subset))

    def cached_add_subset_objects(doc: Any, fontname: str, subset: list[int]) -> Any:
        descriptor = add_subset_objects(doc, fontname, subset)
        remembering(doc.idToObject.get(f"fontFile:{face.filename}({fontname})"))
        return descriptor

    def cached_add_objects(doc: Any) -> None:
        names = [font.getSubsetInternalName(n, doc)[1:] for n in range(len(font.state[doc].subsets))]
        add_objects(doc)  # (reportlab forgets the document's subsets here)
        fonts = doc.idToObject["BasicFonts"].dict
        for name in names:
            pdf_font = fonts.get(name)
            if pdf_font is None:  # (not how this reportlab names its fonts: nothing to remember)
                continue
            if type(getattr(pdf_font, "Widths", None)) is pdfdoc.PDFArray:
                pdf_font.Widths = FormattedArray(pdf_font.Widths.sequence)
            remembering(doc.idToObject.get(f"toUnicodeCMap:{pdf_font.BaseFont}"))

    face.makeSubset = cached_make_subset
    face.addSubsetObjects = cached_add_subset_objects
    font.addObjects = cached_add_objects
    face.subset_cache = cache
    return font


def clear_subset_caches() -> None:
    """Forget every font program made so far (the bench times a first print with it)."""
    from reportlab.pdfbase import pdfmetrics

    for name in FONT_FILES:
        cache = getattr(pdfmetrics.getFont(name).face, "subset_cache", None)
        if cache is not None:
            cache.clear()
