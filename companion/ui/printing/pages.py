"""A PDF's pages as images for the preview, rendered with PDFium (pypdfium2), no Pillow.

Each page is rendered to an RGB bitmap and wrapped in a QImage straight from the bitmap's
buffer, then copied so the image owns its pixels once the PDF is closed. QImage may be made
outside the GUI thread; PDFium itself is not thread-safe, so the preview renders in one
worker at a time (:mod:`companion.ui.printing.worker`).
"""

from __future__ import annotations

from PySide6.QtGui import QImage

POINTS_PER_INCH = 72.0
SCREEN_DPI = 96.0
"""Zoom 100% shows a page at its real size on a 96 dpi screen."""


def page_count(pdf: bytes) -> int:
    """The number of pages of the PDF in ``pdf``."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        return len(document)
    finally:
        document.close()


def page_images(pdf: bytes, zoom: float = 1.0) -> list[QImage]:
    """Every page of ``pdf`` as an image, at ``zoom`` times its size on a 96 dpi screen."""
    import pypdfium2 as pdfium

    if zoom <= 0:
        raise ValueError(f"zoom must be positive, not {zoom}")
    scale = zoom * SCREEN_DPI / POINTS_PER_INCH
    document = pdfium.PdfDocument(pdf)
    images: list[QImage] = []
    try:
        for index in range(len(document)):
            page = document[index]
            try:
                bitmap = page.render(scale=scale, rev_byteorder=True)
                try:
                    images.append(_to_image(bitmap))
                finally:
                    bitmap.close()
            finally:
                page.close()
    finally:
        document.close()
    return images


def _to_image(bitmap: object) -> QImage:
    """A QImage owning a copy of ``bitmap``'s pixels (RGB, RGBA or grey, as PDFium made it)."""
    channels = getattr(bitmap, "n_channels")
    formats = {3: QImage.Format.Format_RGB888, 4: QImage.Format.Format_RGBA8888,
               1: QImage.Format.Format_Grayscale8}
    view = memoryview(getattr(bitmap, "buffer")).cast("B")
    image = QImage(view, getattr(bitmap, "width"), getattr(bitmap, "height"),
                   getattr(bitmap, "stride"), formats[channels])
    return image.copy()  # the bitmap's buffer goes away with the bitmap
