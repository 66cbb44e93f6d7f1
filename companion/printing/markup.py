"""Text as typed, made safe for reportlab's Paragraph markup.

Paragraph reads a small XML dialect: a list named "Tom & <Jerry>" would be cut or refused.
Every piece of user or card text goes through :func:`escape`; only our own tags are added.
"""

from __future__ import annotations

from xml.sax.saxutils import escape as _xml_escape


def escape(text: object) -> str:
    """``text`` with ``&``, ``<`` and ``>`` escaped, so Paragraph prints it exactly as typed.

    >>> escape("Tom & <Jerry>")
    'Tom &amp; &lt;Jerry&gt;'
    """
    return _xml_escape(str(text))


def bold(text: object) -> str:
    """Escaped ``text`` in bold."""
    return f"<b>{escape(text)}</b>"
