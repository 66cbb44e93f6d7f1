"""The window audit helpers find English left in a French window."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")
from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget  # noqa: E402

from companion.i18n import tr, using_language  # noqa: E402
from qt_audit import unaccounted, untranslated, visible_texts  # noqa: E402


def test_the_audit_flags_english_and_unknown_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = QWidget()
    window.setWindowTitle("Paladin")  # a card's name: allowed
    layout = QVBoxLayout(window)
    with using_language("fr"):
        good = QLabel(tr("Quick reference"))
    forgot = QLabel("Wound effects")  # English although the catalog has French
    raw = QPushButton("Do the thing")  # never passed through a translation
    term = QLabel("Born killer")  # our texts give no French name: stays English, fine
    for widget in (good, forgot, raw, term):
        layout.addWidget(widget)
    qtbot.addWidget(window)
    window.show()
    texts = visible_texts(window)
    assert {t.text for t in texts} >= {"Aide de jeu", "Wound effects", "Do the thing"}
    assert [t.text for t in untranslated(texts, "fr")] == ["Wound effects"]
    assert [t.text for t in unaccounted(texts, "fr", {"Paladin"})] == ["Wound effects",
                                                                      "Do the thing"]
    assert QCoreApplication.instance() is not None
