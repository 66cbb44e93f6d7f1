"""Edit > Wound table…: the player corrects the Wound Table from their booklet.

Rows are Damage results, columns the locations; each cell is a combo of the six results (no
wound ... Killed outright) with a mark under it, in words and in its tooltip: published (a
published source gives it), your correction, or estimate (the booklet's own grid, p.64, is not
known to the app). Save writes ``wound-table.json`` in the user data folder
(:mod:`companion.library.user_wound_table`) before the dialog closes; Reset puts the shipped
table back in the grid (saved: the player's file is removed); Cancel changes nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import tr
from companion.i18n.render import render
from companion.i18n.vocabulary import label
from companion.library.user_wound_table import (
    PLAYER_PROVENANCE,
    CellKind,
    cell_kind,
    read_user_wound_table,
    reset_user_wound_table,
    save_user_wound_table,
)
from companion.rules.wound_table import Row, WoundTable, load_wound_table
from companion.rules.wounds import Location, WoundLevel

LEVELS = (WoundLevel.NONE, WoundLevel.STUNNED, WoundLevel.LIGHT, WoundLevel.SERIOUS,
          WoundLevel.CRITICAL, WoundLevel.KILLED)


class WoundTableDialog(QDialog):
    """The grid of the table the app uses, to correct and save."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("wound-table-dialog")
        state = read_user_wound_table()
        self.table: WoundTable = state.table
        self.warning = state.warning
        self.saved = False
        self.combos: dict[tuple[int, Location], QComboBox] = {}
        self.marks: dict[tuple[int, Location], QLabel] = {}
        self._row_labels: list[QLabel] = []
        self._column_labels: dict[Location, QLabel] = {}

        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.warning_label = QLabel()
        self.warning_label.setWordWrap(True)
        self.warning_label.setVisible(bool(self.warning))
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setObjectName("wound-table-legend")

        grid_widget = QWidget()
        grid = QGridLayout(grid_widget)
        self.result_header = QLabel()
        grid.addWidget(self.result_header, 0, 0)
        for column, location in enumerate(self.table.locations, start=1):
            header = QLabel()
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._column_labels[location] = header
            grid.addWidget(header, 0, column)
        for index, _row in enumerate(self.table.rows):
            row_label = QLabel()
            self._row_labels.append(row_label)
            grid.addWidget(row_label, 1 + 2 * index, 0, 2, 1)
            for column, location in enumerate(self.table.locations, start=1):
                combo = QComboBox()
                for _level in LEVELS:
                    combo.addItem("")
                combo.currentIndexChanged.connect(
                    lambda _i, key=(index, location): self._update_mark(key))
                mark = QLabel()
                mark.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self.combos[(index, location)] = combo
                self.marks[(index, location)] = mark
                grid.addWidget(combo, 1 + 2 * index, column)
                grid.addWidget(mark, 2 + 2 * index, column)
        scroll = QScrollArea()
        scroll.setWidget(grid_widget)
        scroll.setWidgetResizable(True)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.reset_button = QPushButton()
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.reset_to_shipped)
        self.status = QLabel()
        self.status.setWordWrap(True)

        layout = QVBoxLayout(self)
        for widget in (self.intro, self.warning_label, self.legend, scroll, self.status, self.buttons):
            layout.addWidget(widget)
        self._show(self.table)
        self.retranslate_ui()
        self.resize(760, 620)

    # -- texts --------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(tr("Wound table"))
        self.intro.setText(tr(
            "Correct the wound table from your booklet (p.64). Rows are Damage results, columns "
            "the locations. Only the cells marked published come from a published source."))
        if self.warning:
            self.warning_label.setText(tr("Your corrected table could not be read: {reason}",
                                          reason=render(self.warning)))
        self.legend.setText(tr(
            "Legend: \"published\": from a published source; \"your correction\": set by you; "
            "\"estimate\": not from a source, correct it from your booklet."))
        self.result_header.setText(tr("Damage result"))
        for location, header in self._column_labels.items():
            header.setText(label(location))
        for row, row_label in zip(self.table.rows, self._row_labels):
            row_label.setText(self._row_text(row))
        for combo in self.combos.values():
            for i in range(combo.count()):
                combo.setItemText(i, label(LEVELS[i]))
        for key in self.combos:
            self._update_mark(key)
        self.reset_button.setText(tr("&Reset to the shipped table"))
        self.reset_button.setToolTip(tr(
            "Put the shipped table back in the grid; Save then forgets your corrections"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _row_text(self, row: Row) -> str:
        if row.low is None and row.high is None:
            return tr("any")
        if row.low is None:
            return tr("{high} or less", high=row.high)
        if row.high is None:
            return tr("{low} or more", low=row.low)
        return str(row.low) if row.low == row.high else f"{row.low}-{row.high}"

    def kind_text(self, kind: CellKind) -> str:
        return {CellKind.PUBLISHED: tr("published"),
                CellKind.CORRECTED: tr("your correction"),
                CellKind.ESTIMATE: tr("estimate")}[kind]

    # -- the grid -----------------------------------------------------------------------------
    def _show(self, table: WoundTable) -> None:
        self.table = table
        for (index, location), combo in self.combos.items():
            combo.blockSignals(True)
            combo.setCurrentIndex(LEVELS.index(table.cell(index, location).level))
            combo.blockSignals(False)
            self._update_mark((index, location))

    def level(self, index: int, location: Location) -> WoundLevel:
        return LEVELS[self.combos[(index, location)].currentIndex()]

    def set_level(self, index: int, location: Location, level: WoundLevel) -> None:
        self.combos[(index, location)].setCurrentIndex(LEVELS.index(level))

    def kind(self, index: int, location: Location) -> CellKind:
        """The kind the cell will have when saved (a changed cell: the player's correction)."""
        cell = self.table.cell(index, location)
        if self.level(index, location) != cell.level:
            return CellKind.CORRECTED
        return cell_kind(cell)

    def _update_mark(self, key: tuple[int, Location]) -> None:
        index, location = key
        kind = self.kind(index, location)
        text = self.kind_text(kind)
        cell = self.table.cell(index, location)
        tip = text if kind is CellKind.CORRECTED else f"{text}: {cell.provenance}"
        mark = self.marks[key]
        mark.setText(text)
        mark.setToolTip(tip)
        self.combos[key].setToolTip(tip)
        font = mark.font()
        font.setBold(kind is CellKind.PUBLISHED)
        font.setItalic(kind is CellKind.ESTIMATE)
        mark.setFont(font)

    def edited_table(self) -> WoundTable:
        """The grid's table: each changed cell becomes the player's correction."""
        table = self.table
        for (index, location) in self.combos:
            level = self.level(index, location)
            if level != table.cell(index, location).level:
                table = table.with_cell(index, location, level, PLAYER_PROVENANCE)
        return table

    # -- buttons ------------------------------------------------------------------------------
    def reset_to_shipped(self) -> None:
        self._show(load_wound_table())
        self.status.setText(tr("The shipped table is in the grid: Save to use it."))

    def save(self) -> bool:
        """Write the player's file (or remove it when the grid is the shipped table), then close."""
        table = self.edited_table()
        try:
            if table == load_wound_table():
                reset_user_wound_table()
            else:
                save_user_wound_table(table)
        except OSError as error:
            self.status.setText(tr("The wound table could not be saved: {reason}",
                                   reason=error.strerror or str(error)))
            return False
        self.saved = True
        self._show(table)
        self.status.setText(tr("Saved: new games and the quick-reference sheet use this table."))
        self.accept()
        return True
