"""Text the user typed prints exactly as typed: escaped for Paragraph markup, whatever it is."""

from __future__ import annotations

import io
from xml.sax.saxutils import unescape

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.printing.markup import bold, escape
from tests.printing import pdf_tools

TYPED = st.text(
    alphabet=st.sampled_from(list("abcXYZ019 &<>\"'«»;/#äïôâÔ-–·")), min_size=1, max_size=40
).filter(lambda s: s.strip() != "")


@given(TYPED)
def test_escape_leaves_no_markup_and_reverses(text: str) -> None:
    escaped = escape(text)
    assert "<" not in escaped and ">" not in escaped
    assert unescape(escaped) == text
    assert bold(text) == f"<b>{escaped}</b>"


@settings(max_examples=15, deadline=None)
@given(TYPED)
def test_any_typed_name_round_trips_through_a_pdf(text: str) -> None:
    from reportlab.platypus import Paragraph

    from companion.printing.sheet import Sheet

    class One(Sheet):
        def story(self) -> list:  # type: ignore[type-arg]
            return [Paragraph(escape(text), self.styles["body"])]

    buffer = io.BytesIO()
    One().render(buffer)
    extracted = pdf_tools.text(buffer.getvalue()).splitlines()
    assert " ".join(text.split()) in [" ".join(line.split()) for line in extracted]
