from __future__ import annotations

import pytest

from tests.printing.pdf_tools import PDFTOPPM


@pytest.fixture
def pdftoppm() -> str:
    """pdftoppm's path; the test is skipped where poppler-utils is not installed."""
    if PDFTOPPM is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    return PDFTOPPM
