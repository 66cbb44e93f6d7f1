"""Edit > Wound table…: correct a cell, save, and the app (new games, the reference sheet) uses it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from companion.library.user_wound_table import (
    CellKind,
    cell_kind,
    load_user_wound_table,
    save_user_wound_table,
    user_table_path,
)
from companion.rules.wound_table import load_wound_table
from companion.rules.wounds import Location, WoundLevel
from companion.ui.wound_table_dialog import WoundTableDialog
from tests.ui.table_support import start_game


def _published_key(dialog: WoundTableDialog) -> tuple[int, Location]:
    return next(key for key in dialog.combos if dialog.table.cell(*key).published)


def test_correct_a_cell_save_and_the_marks(qtbot: Any) -> None:
    dialog = WoundTableDialog()
    qtbot.addWidget(dialog)
    published = _published_key(dialog)
    assert dialog.marks[published].text() == "published"
    assert "published" in dialog.combos[published].toolTip()
    assert dialog.marks[(0, Location.HEAD)].text() == "estimate"
    assert "estimate" in dialog.legend.text() and "your correction" in dialog.legend.text()
    dialog.set_level(0, Location.HEAD, WoundLevel.KILLED)
    assert dialog.marks[(0, Location.HEAD)].text() == "your correction"
    assert dialog.combos[(0, Location.HEAD)].currentText() == "Killed Outright"
    dialog.show()
    dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
    assert dialog.saved and not dialog.isVisible()
    assert user_table_path().exists()
    loaded = load_user_wound_table()
    assert loaded.cell(0, Location.HEAD).level is WoundLevel.KILLED
    assert cell_kind(loaded.cell(0, Location.HEAD)) is CellKind.CORRECTED
    assert cell_kind(loaded.cell(*published)) is CellKind.PUBLISHED
    # Opened again: the correction is shown as the player's.
    again = WoundTableDialog()
    qtbot.addWidget(again)
    assert again.level(0, Location.HEAD) is WoundLevel.KILLED
    assert again.marks[(0, Location.HEAD)].text() == "your correction"


def test_reset_to_the_shipped_table_and_cancel(qtbot: Any) -> None:
    shipped = load_wound_table()
    save_user_wound_table(shipped.with_cell(2, Location.LEGS, WoundLevel.KILLED, "your correction, from your booklet"))
    dialog = WoundTableDialog()
    qtbot.addWidget(dialog)
    assert dialog.level(2, Location.LEGS) is WoundLevel.KILLED
    dialog.reset_button.click()
    assert dialog.level(2, Location.LEGS) is shipped.cell(2, Location.LEGS).level
    assert dialog.marks[(2, Location.LEGS)].text() == "estimate"
    dialog.reject()  # Cancel: the player's file is kept
    assert load_user_wound_table().cell(2, Location.LEGS).level is WoundLevel.KILLED
    dialog = WoundTableDialog()
    qtbot.addWidget(dialog)
    dialog.reset_button.click()
    assert dialog.save()
    assert not user_table_path().exists() and load_user_wound_table() == shipped


def test_an_invalid_user_file_is_said_and_the_shipped_table_shown(qtbot: Any) -> None:
    path = user_table_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{broken", encoding="utf-8")
    dialog = WoundTableDialog()
    qtbot.addWidget(dialog)
    assert dialog.table == load_wound_table()
    assert "not valid JSON" in dialog.warning_label.text() and not dialog.warning_label.isHidden()


def test_the_edit_menu_opens_it_and_a_new_game_uses_the_correction(
        qtbot: Any, table_window: Any, table_db: Path) -> None:
    window = table_window
    action = window.wound_table_action
    assert action in window.menu("edit").actions() and not action.shortcut().isEmpty()
    assert action.text() == "&Wound table..."
    action.trigger()
    dialog = window.wound_table_dialog
    assert isinstance(dialog, WoundTableDialog) and dialog.isVisible()
    dialog.set_level(0, Location.TORSO, WoundLevel.KILLED)
    assert dialog.save()
    QApplication.processEvents()
    state = start_game(qtbot, window, "Lions at the ford", "Wolfen pack", seed=5)
    cell = state.setup.wound_table.cell(0, Location.TORSO)
    assert cell.level is WoundLevel.KILLED and cell_kind(cell) is CellKind.CORRECTED


def test_in_french_and_switching_language_keeps_the_edit(qtbot: Any, qapp: QApplication) -> None:
    from companion.i18n import language as lang
    from companion.i18n import qt as i18n_qt
    from companion.i18n.vocabulary import label

    dialog = WoundTableDialog()
    qtbot.addWidget(dialog)
    dialog.set_level(0, Location.HEAD, WoundLevel.KILLED)
    try:
        lang.set_language("fr")
        i18n_qt.install_translators(qapp, "fr")
        QApplication.processEvents()
        assert dialog.windowTitle() == "Tableau des blessures"
        assert dialog.marks[(0, Location.HEAD)].text() == "votre correction"
        assert dialog.combos[(0, Location.HEAD)].currentText() == label(WoundLevel.KILLED, "fr")
        assert dialog.result_header.text() == "Résultat du Jet de Blessure"
        assert "estimation" in dialog.legend.text()
        assert dialog.level(0, Location.HEAD) is WoundLevel.KILLED  # the edit is kept
    finally:
        i18n_qt.install_translators(qapp, "en")
        lang.set_language(None)
    QApplication.processEvents()
    assert dialog.windowTitle() == "Wound table"


def test_the_quick_reference_sheet_prints_the_players_table(
        qtbot: Any, table_window: Any, monkeypatch: Any) -> None:
    import companion.ui.printing.sheets as sheets

    given: list[Any] = []
    real = sheets.reference_job

    def recording(ruleset: Any, wound_grid: Any = None) -> Any:
        given.append(wound_grid)
        return real(ruleset, wound_grid)

    monkeypatch.setattr(sheets, "reference_job", recording)
    corrected = load_wound_table().with_cell(3, Location.ARMS, WoundLevel.KILLED,
                                             "your correction, from your booklet")
    save_user_wound_table(corrected)
    preview = table_window.printing.print_reference()
    assert given == [corrected]
    if preview is not None:
        preview.close()
