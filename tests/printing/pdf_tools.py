"""Reading the PDFs the sheets write: text (pypdf), pages, media boxes, rendered pixels."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

from pypdf import PdfReader

PDFTOPPM = shutil.which("pdftoppm")


def reader(pdf: bytes | Path) -> PdfReader:
    return PdfReader(io.BytesIO(pdf) if isinstance(pdf, bytes) else str(pdf))


def text(pdf: bytes | Path) -> str:
    """All the text of the PDF, pages joined, lines as pypdf extracts them."""
    return "\n".join(page.extract_text() for page in reader(pdf).pages)


def flat(pdf: bytes | Path) -> str:
    """The text with line breaks turned into spaces (a wrapped sentence reads whole)."""
    return " ".join(text(pdf).split())


def page_count(pdf: bytes | Path) -> int:
    return len(reader(pdf).pages)


def media_boxes(pdf: bytes | Path) -> set[tuple[float, float]]:
    """The (width, height) of every page, in points, rounded to 0.1."""
    return {(round(float(p.mediabox.width), 1), round(float(p.mediabox.height), 1))
            for p in reader(pdf).pages}


def fonts(pdf: bytes | Path) -> set[str]:
    """The base font names the pages use (subset prefixes stripped)."""
    names: set[str] = set()
    for page in reader(pdf).pages:
        resources = page.get("/Resources") or {}
        for font in (resources.get("/Font") or {}).values():
            name = str(font.get_object().get("/BaseFont", ""))
            names.add(name.split("+", 1)[-1].lstrip("/"))
    return names


def ink(pgm: bytes) -> tuple[int, float]:
    """(dark pixels, variance) of a binary PGM (P5, 8 bits) image."""
    parts = pgm.split(maxsplit=4)
    assert parts[0] == b"P5", "pdftoppm -gray writes binary PGM"
    width, height, pixels = int(parts[1]), int(parts[2]), parts[4]
    pixels = pixels[: width * height]
    count = len(pixels)
    mean = sum(pixels) / count
    variance = sum((p - mean) ** 2 for p in pixels[::7]) / len(pixels[::7])
    dark = sum(1 for p in pixels if p < 128)
    return dark, variance


def rendered_pages(pdf: Path, tmp: Path, resolution: int = 20) -> list[bytes]:
    """Each page rendered by pdftoppm as grey PGM bytes (the caller skips without pdftoppm)."""
    assert PDFTOPPM is not None
    prefix = tmp / "page"
    subprocess.run([PDFTOPPM, "-r", str(resolution), "-gray", str(pdf), str(prefix)],
                   check=True, capture_output=True, timeout=60)
    return [p.read_bytes() for p in sorted(tmp.glob("page*.pgm"))]
