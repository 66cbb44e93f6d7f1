"""The embedded Unicode font every sheet prints with: DejaVu, shipped in ``resources/fonts``.

reportlab's built-in fonts only know Latin-1: « » and ä print, but a user's name may hold any
character, so every sheet uses DejaVu (Bitstream Vera licence, ``resources/fonts/LICENSE``).
The faces are registered with reportlab as TrueType fonts (``TTFont``, ``registerFont``), once
per process; reportlab embeds in each PDF a subset of the glyphs it uses.
"""

from __future__ import annotations

from functools import cache

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


@cache
def register_fonts() -> str:
    """Register the DejaVu fonts with reportlab (once) and return the body font's name.

    The condensed faces are a family, so ``<b>`` and ``<i>`` in Paragraph markup pick the bold
    and oblique files.
    """
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    for name, filename in FONT_FILES.items():
        path = resource("fonts", filename)
        if not path.is_file():
            raise FileNotFoundError(f"the embedded font {path} is missing from resources/fonts")
        pdfmetrics.registerFont(TTFont(name, str(path)))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=ITALIC,
                                  boldItalic=BOLD_ITALIC)
    pdfmetrics.registerFontFamily(WIDE, normal=WIDE, bold=HEADING, italic=ITALIC,
                                  boldItalic=BOLD_ITALIC)
    return REGULAR
