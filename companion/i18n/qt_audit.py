"""Checking a window for text that escaped translation (issue 8: "a test scans the UI for
untranslated strings in French mode"). For tests; imports Qt.

    texts = visible_texts(window)                 # every text a widget shows
    assert not untranslated(texts, "fr")          # English shown where French exists
    assert not unaccounted(texts, "fr", allowed)  # text no translation source knows

:func:`untranslated` flags a shown text that is the English source of a translation (the
``.ts``, the catalog, the vocabulary) whose French differs: a widget that forgot to
retranslate, or a string set once at construction. :func:`unaccounted` flags text that no
translation source explains at all (a string never passed through ``tr``), except numbers,
the ``allowed`` strings (card names, the player's own text) and names our texts leave English.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTabWidget,
    QTableView,
    QWidget,
)

from companion.i18n.catalog import po_path
from companion.i18n.legacy import catalog as legacy_catalog
from companion.i18n.qt import TRANSLATIONS_DIR
from companion.i18n.vocabulary import ALL_TERMS


@dataclass(frozen=True, slots=True)
class ShownText:
    """A text a widget shows, and where (object name or class, and which property)."""

    where: str
    text: str


def _clean(text: str) -> str:
    """Without the mnemonic '&' and surrounding spaces: what the user reads."""
    return re.sub(r"&(?!&)", "", text).replace("&&", "&").strip()


def _name(widget: object) -> str:
    name = widget.objectName() if hasattr(widget, "objectName") else ""
    return name or type(widget).__name__


def visible_texts(root: QWidget, *, visible_only: bool = True) -> list[ShownText]:
    """Every text ``root`` and its children show: titles, labels, buttons, group boxes,
    placeholders, tool tips, tabs, combo items, item views' headers, actions."""
    found: list[ShownText] = []

    def add(owner: object, what: str, text: str) -> None:
        text = _clean(text)
        if text:
            found.append(ShownText(f"{_name(owner)}.{what}", text))

    add(root, "windowTitle", root.windowTitle())
    for widget in [root, *root.findChildren(QWidget)]:
        if visible_only and not widget.isVisibleTo(root) and widget is not root:
            continue
        add(widget, "toolTip", widget.toolTip())
        if isinstance(widget, QLabel):
            add(widget, "text", widget.text())
        elif isinstance(widget, QAbstractButton):
            add(widget, "text", widget.text())
        elif isinstance(widget, QGroupBox):
            add(widget, "title", widget.title())
        elif isinstance(widget, QLineEdit):
            add(widget, "placeholderText", widget.placeholderText())
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                add(widget, f"item{i}", widget.itemText(i))
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                add(widget, f"tab{i}", widget.tabText(i))
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            try:
                columns = model.columnCount()
            except TypeError:  # a QAbstractListModel: one column (its columnCount is private)
                columns = 1
            for column in range(columns):
                if visible_only and (
                        (isinstance(widget, QTableView) and widget.isColumnHidden(column))
                        or (isinstance(widget, QHeaderView) and widget.orientation() == Qt.Orientation.Horizontal
                            and widget.isSectionHidden(column))):
                    continue  # a column the view hides is not shown
                header = model.headerData(column, Qt.Orientation.Horizontal,
                                          Qt.ItemDataRole.DisplayRole)
                if isinstance(header, str):
                    add(widget, f"header{column}", header)
    for action in root.findChildren(QAction):
        add(action, "text", action.text())
        add(action, "toolTip", action.toolTip() if action.toolTip() != action.text() else "")
    return found


@cache
def _ts_pairs(language: str) -> dict[str, str]:
    """The window's .ts files, one per area (companion_fr.ts, table_fr.ts...): English source
    -> translation (finished ones)."""
    pairs: dict[str, str] = {}
    for path in sorted(TRANSLATIONS_DIR.glob(f"*_{language}.ts")):
        pairs.update(_ts_file_pairs(path))
    return pairs


def _ts_file_pairs(path: Path) -> dict[str, str]:
    pairs: dict[str, str] = {}
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is not None and translation.text and translation.get("type") is None:
            pairs[_clean(source)] = _clean(translation.text)
    return pairs


@cache
def catalog(language: str) -> dict[str, str]:
    """The gettext catalogue's texts (and the old JSON catalogues'): English -> translation,
    both as the user reads them (without the mnemonic ``&``)."""
    from babel.messages.pofile import read_po

    with po_path(language).open("rb") as file:
        found = {_clean(m.id): _clean(m.string) for m in read_po(file)
                 if isinstance(m.id, str) and m.id and isinstance(m.string, str)}
    return {**legacy_catalog(language), **found}


def _pairs(language: str) -> dict[str, str]:
    pairs = {k: v for k, v in catalog(language).items() if "{" not in k}
    pairs.update({t.english: t.french for t in ALL_TERMS if t.french is not None})
    pairs.update(_ts_pairs(language))
    return pairs


def untranslated(texts: list[ShownText], language: str = "fr") -> list[ShownText]:
    """The texts shown in English although a translation into ``language`` exists."""
    pairs = _pairs(language)
    return [t for t in texts if t.text in pairs and pairs[t.text] != t.text]


def unaccounted(texts: list[ShownText], language: str = "fr",
                allowed: frozenset[str] | set[str] = frozenset()) -> list[ShownText]:
    """The texts no translation source explains: neither a translation into ``language``
    nor an English term our texts leave English, nor a number, nor ``allowed``."""
    # Every translation counts, also where two sources translate one English text differently
    # (Qt contexts may: "Where" is "Où" in one area and "Où en est-on" in another).
    known = (set(_pairs(language).values()) | set(catalog(language).values())
             | set(_ts_pairs(language).values()) | {t.english for t in ALL_TERMS if t.french is None})
    return [t for t in texts
            if t.text not in known and t.text not in allowed
            and re.search(r"[A-Za-zÀ-ÿ]{2}", t.text)]
