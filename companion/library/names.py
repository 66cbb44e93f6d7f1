"""Ids made from names: the slug of a card or option name."""

from __future__ import annotations

import re
from functools import lru_cache
import unicodedata


@lru_cache(maxsize=8192)
def slug(name: str, empty: str = "card") -> str:
    """The slug of a name: lower-case ASCII letters and digits joined by hyphens (``empty``
    when none is left): "Dragan d'Orianthe" -> "dragan-d-orianthe"."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-") or empty
