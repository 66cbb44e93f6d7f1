"""The Library's edition filter: every edition of the cards (``c2`` the booklet's, ``c5`` the
fan C5 data, a data source's name), or all of them.

A combo box bound to the card table's model: its items follow the editions the library holds
(refreshed when the model's cards change), and choosing one shows only that edition's cards.
It is shown only when the library holds more than one edition.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QWidget

from companion.i18n import tr
from companion.i18n.qt import notifier
from companion.ui.card_model import CardTableModel


class EditionFilter(QComboBox):
    """All editions, or one: the Library shows only its cards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.addItem("", None)
        self._model: CardTableModel | None = None
        self.currentIndexChanged.connect(self._chosen)
        notifier().language_changed.connect(self.retranslate_ui)
        self.retranslate_ui()

    def bind(self, model: CardTableModel) -> None:
        """Filter ``model``; the items follow its cards' editions."""
        self._model = model
        model.modelReset.connect(self.refresh)
        self.refresh()

    def retranslate_ui(self, _language: str = "") -> None:
        self.setItemText(0, tr("All editions"))
        self.setAccessibleName(tr("Edition filter"))
        self.setToolTip(tr("Show the cards of one edition: c2 the booklet's, c5 the fan C5 data, "
                           "or a data source's name"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def refresh(self) -> None:
        """The items: every edition the model's cards have, the choice kept where it still is;
        shown only while there are several editions to choose from."""
        if self._model is None:
            return
        editions = self._model.editions()
        self.setVisible(len(editions) > 1)
        shown = [self.itemData(i) for i in range(1, self.count())]
        if shown == editions:
            return
        chosen = self.currentData()
        self.blockSignals(True)
        while self.count() > 1:
            self.removeItem(1)
        for edition in editions:
            self.addItem(edition, edition)
        self.setCurrentIndex(max(0, self.findData(chosen)))
        self.blockSignals(False)
        if self.currentData() != chosen:
            self._chosen(self.currentIndex())

    def choose(self, edition: str | None) -> None:
        """Show one edition's cards (None: all)."""
        self.setCurrentIndex(max(0, self.findData(edition)))

    def _chosen(self, _index: int) -> None:
        if self._model is not None:
            self._model.set_edition(self.currentData())
