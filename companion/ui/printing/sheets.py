"""The three sheets the window prints, as jobs a preview can render in any paper and
language: the roster and the proxies of a list, the quick-reference sheet of a ruleset.

A :class:`SheetJob` holds immutable inputs only, so it can be rendered in the worker thread;
:func:`render_pdf` returns the PDF's bytes (nothing is written until the player saves).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import BinaryIO

from companion.i18n.engine import ruleset_text
from companion.printing.paper import Paper
from companion.rules.ruleset import Ruleset
from companion.rules.wound_table import WoundTable
from companion.ui.printing.current import CurrentList


class SheetKind(str, Enum):
    ROSTER = "roster"
    PROXIES = "proxies"
    REFERENCE = "reference"


Render = Callable[[BinaryIO, Paper, str], int]
"""Write the sheet to a binary file in a paper and a language; return the pages."""


@dataclass(frozen=True)
class SheetJob:
    """One sheet to preview and save: what it is, what it is of, its file name, how to draw it."""

    kind: SheetKind
    subject: str
    """The list's name as typed, or the ruleset (shown in the preview's title)."""
    file_stem: str
    render: Render
    ruleset: Ruleset | None = None
    """The reference sheet's ruleset (its title names it in the window's language)."""


@dataclass(frozen=True)
class RenderedSheet:
    """A sheet rendered in memory: the PDF, its pages, the paper and language it was made in."""

    pdf: bytes
    pages: int
    paper: Paper
    language: str


def render_pdf(job: SheetJob, paper: Paper, language: str) -> RenderedSheet:
    """The sheet's PDF in memory (runs in the worker thread)."""
    buffer = io.BytesIO()
    pages = job.render(buffer, paper, language)
    return RenderedSheet(buffer.getvalue(), pages, paper, language)


def roster_job(current: CurrentList) -> SheetJob:
    """The roster of the list: a list with unknown cards or over its points prints with its
    violations, as the roster sheet does."""
    from companion.printing.roster_sheet import render_roster

    army, cards, validation = current.army, current.cards, current.validation
    return SheetJob(SheetKind.ROSTER, army.name, f"{file_stem(army.name)}-roster",
                    lambda out, paper, language: render_roster(army, cards, validation, out, paper,
                                                               language=language))


def proxies_job(current: CurrentList) -> SheetJob:
    """Proxies of the list's cards, one per entry. Raises BadInput (naming the cards) when the
    library lacks a card: a proxy cannot be drawn from an id alone."""
    from companion.printing.proxies import army_proxies
    from companion.printing.proxy_sheet import render_proxies

    counts = army_proxies(current.army, current.cards)
    return SheetJob(SheetKind.PROXIES, current.army.name, f"{file_stem(current.army.name)}-proxies",
                    lambda out, paper, language: render_proxies(counts, out, paper, language=language))


def reference_job(ruleset: Ruleset, wound_grid: WoundTable | None = None) -> SheetJob:
    """The quick-reference sheet for ``ruleset``. ``wound_grid`` None: the shipped wound table
    (File > Print passes the player's corrected table; the sheet marks unsourced cells)."""
    from companion.printing.reference import render_reference

    stem = "reference-" + ruleset.name.value + "".join(f"-h{n}" for n in sorted(ruleset.house_rules))
    return SheetJob(SheetKind.REFERENCE, ruleset_text(ruleset), stem,
                    lambda out, paper, language: render_reference(ruleset, out, paper,
                                                                  wound_grid=wound_grid,
                                                                  language=language),
                    ruleset)


def file_stem(name: str) -> str:
    """A file name from a list's name: letters (accents kept) and digits, the rest as dashes."""
    cleaned = "".join(c.lower() if c.isalnum() else "-" for c in name).strip("-")
    while "--" in cleaned:
        cleaned = cleaned.replace("--", "-")
    return cleaned or "army"
