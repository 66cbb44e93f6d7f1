"""Checking a window for text left in English (for the tests; imports Qt)::

    texts = visible_texts(window)                 # every text a widget shows
    assert not untranslated(texts, "fr")          # English shown where French exists
    assert not unaccounted(texts, "fr", allowed)  # text no translation explains

:func:`untranslated` flags a shown text that is the English of a translation whose French
differs (the catalogue ``resources/i18n/fr.po``, read with Babel, and its game terms): a widget
that forgot to retranslate, or a string set once at construction. :func:`unaccounted` flags text that no translation explains at all
(a string never passed through ``tr``), except numbers, the ``allowed`` strings (card names,
the player's own text) and the terms our texts leave in English.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from babel.messages.pofile import read_po
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
def catalog(language: str) -> dict[str, str]:
    """The catalogue's texts, read from its ``.po`` with Babel: English -> translation (the
    plural forms by their plural English; the game terms, which carry a context, apart:
    :data:`companion.i18n.vocabulary.ALL_TERMS`)."""
    found: dict[str, str] = {}
    with po_path(language).open("rb") as file:
        for message in read_po(file, locale=language):
            if not message.id or message.context is not None and message.context.startswith("term."):
                continue
            if isinstance(message.id, tuple):
                for english, translated in zip(message.id, message.string):
                    found[english] = translated
            elif isinstance(message.string, str) and message.string:
                found[message.id] = message.string
    return {_clean(english): _clean(translated) for english, translated in found.items()}


def _pairs(language: str) -> dict[str, str]:
    pairs = {english: translated for english, translated in catalog(language).items() if "{" not in english}
    pairs.update({t.english: t.french for t in ALL_TERMS if t.french is not None})
    return pairs


def untranslated(texts: list[ShownText], language: str = "fr") -> list[ShownText]:
    """The texts shown in English although a translation into ``language`` exists."""
    pairs = _pairs(language)
    return [t for t in texts if t.text in pairs and pairs[t.text] != t.text]


def unaccounted(texts: list[ShownText], language: str = "fr",
                allowed: frozenset[str] | set[str] = frozenset()) -> list[ShownText]:
    """The texts no translation explains: neither a translation into ``language`` nor an
    English term our texts leave English, nor a number, nor ``allowed``."""
    known = (set(_pairs(language).values()) | set(catalog(language).values())
             | {t.english for t in ALL_TERMS if t.french is None})
    return [t for t in texts
            if t.text not in known and t.text not in allowed
            and re.search(r"[A-Za-zÀ-ÿ]{2}", t.text)]
