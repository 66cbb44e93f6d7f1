"""The Army workspace in French: labels, totals, violations, undo history, the forum text, and a
live switch of language on a list being built.

French mode is set the way the window's language menu sets it (session language, Qt
translators, the notifier), and set back to English after each test.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from builder_cards import BUILDER_CARDS, make_db
from companion.i18n import catalog as cat
from companion.i18n import language as lang
from companion.i18n import qt as i18n_qt
from qt_audit import unaccounted, untranslated, visible_texts
from companion.rules.army import ALLIANCE_CAP, ArmyList, Entry, validate
from companion.rules.ruleset import HOUSE_RULE_TITLES
from companion.ui.army.entries_model import COL_ABILITIES, COL_CARD, COL_JOINS
from companion.ui.army.pane_model import COL_JOINS as PANE_JOINS
from companion.ui.army.text import army_text
from companion.ui.army.totals import totals_text
from companion.ui.card_rows import COL_AP, COL_NAME, COL_PEOPLE

ROOT = Path(__file__).resolve().parents[2]
NBSP = "\u00a0"
CARD_NAMES = frozenset(card.name for card in BUILDER_CARDS)
HOUSE_RULE_ITEMS = frozenset(f"{n}. {title}" for n, title in HOUSE_RULE_TITLES.items())
"""The house rules keep the French titles their text gives them, in both languages."""


def switch(language: str) -> None:
    """What the language menu does (companion.i18n.qt.switch_language), without saving."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    lang.set_language(language)
    i18n_qt.install_translators(app, language)
    i18n_qt.notifier().language_changed.emit(language)


@pytest.fixture
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    """A text with no French entry raises instead of falling back to English."""
    monkeypatch.setenv(cat.STRICT_ENV, "1")


def open_army(qtbot, path: Path):  # type: ignore[no-untyped-def]
    from companion.ui.app import application, open_window

    application()
    window = open_window(path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    builder = window.army.builder
    builder.controller.set_people("alahan")
    builder.controller.undo_stack.clear()
    return window, builder


@pytest.fixture
def french_builder(french, qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The window opened in French (the app's ``french``), the Army workspace shown, a new Alahan list."""
    window, builder = open_army(qtbot, make_db(tmp_path / "army.sqlite3"))
    yield window, builder
    window.close()


def build_with_allies_over_30_percent(builder) -> None:  # type: ignore[no-untyped-def]
    """3 Paladins (90), Red Lioness (40), 2 Griffin Magistrates (40, allies), a Sellsword
    (25, mercenary): 195 AP, 65 of them allies: over 30%."""
    builder.controller.add_cards(["alahan/paladin", "alahan/lioness", "griffin/magistrate", "acheron/sellsword"])


def test_the_builder_in_french_shows_french_labels_totals_and_violations(french_builder) -> None:  # type: ignore[no-untyped-def]
    window, builder = french_builder
    assert builder.controller.doc.army.name == "Nouvelle liste"
    build_with_allies_over_30_percent(builder)
    validation = builder.controller.validation
    assert [v.rule for v in validation.violations] == [ALLIANCE_CAP]

    # The totals bar, in the tournament text's words.
    assert builder.totals.text() == (f"195 / 200 PA · dépassement autorisé {validation.allowance} · "
                                     f"alliés 33,4{NBSP}% sur 30{NBSP}%")
    assert builder.points_words.text() == ("5 PA sous les points (réglementaire) · alliés au-delà de 30 % : "
                                           "65 PA sur 195, au plus 58 (non réglementaire)")
    assert builder.totals.toolTip().startswith("Le total peut dépasser les points d'au plus la moitié des PA")
    assert builder.verdict.text() == "Non réglementaire : 1 problème"
    assert builder.info.text().startswith("7 figurines · 1 Personnage · ")
    assert "la moins chère : Griffin Magistrate, 20 PA" in builder.info.text()
    assert builder.list_caption.text() == ("Nouvelle liste · Lions of Alahan · 4 cartes, 7 figurines · "
                                           "pas encore enregistrée (gardée en brouillon)")

    # The violation: its rule, the engine's message and its source, all French.
    finding = builder.violations_model.findings[0]
    title, message, source = finding.text.split("\n")
    assert title == "Problème : Alliés et Mercenaires au-delà de 30 % de l'armée"
    assert message.startswith("Alliés et Mercenaires font 65 PA des 195 PA de l'armée")
    assert "au plus 30 % (58 PA) peuvent venir d'un autre peuple" in message
    assert source == "Source : Livret, les alliances"
    tooltip = builder.violations_model.index(0).data(Qt.ItemDataRole.ToolTipRole)
    assert "Entrées concernées : 3, 4" in tooltip

    # The list's entries and the library pane.
    entries = builder.entries_model
    assert [entries.headerData(c, Qt.Orientation.Horizontal) for c in range(entries.columnCount())] == [
        "Carte", "Figurines", "PA", "Rejoint comme", "Incarnation", "Compétences"]
    joins = [entries.index(row, COL_JOINS).data() for row in range(entries.rowCount())]
    assert joins == ["peuple de l'armée", "peuple de l'armée", "allié", "mercenaire"]
    assert entries.index(0, COL_ABILITIES).data() == "Bravoure"
    assert entries.entry_text(0) == "Paladin (3 / 3 figurines, 90 PA)"
    assert "Problème : Alliés et Mercenaires" in entries.index(2, COL_CARD).data(Qt.ItemDataRole.ToolTipRole)
    pane = builder.pane_model
    assert [pane.headerData(c, Qt.Orientation.Horizontal) for c in (COL_NAME, PANE_JOINS, COL_AP, COL_PEOPLE)] == [
        "Nom", "Rejoint comme", "PA", "Peuple"]
    assert pane.index(0, PANE_JOINS).data() == "peuple de l'armée"
    widest = builder.pane.fontMetrics().horizontalAdvance("peuple de l'armée")
    assert builder.pane.columnWidth(PANE_JOINS) > widest and builder.entries.columnWidth(COL_JOINS) > widest
    assert pane.index(0, PANE_JOINS).data(Qt.ItemDataRole.ToolTipRole) == "peuple de l'armée : Livret, les alliances"

    # The header and the menu actions.
    header = builder.header
    assert [label.text() for label in header.labels] == ["&Nom", "Peup&le", "&Points", "Rè&gles"]
    assert header.points.suffix() == " PA"
    assert [header.ruleset.itemText(i) for i in range(header.ruleset.count())] == [
        "Règles de base (livret)", "Tournoi"]
    assert header.house.text() == "Règles maison : aucune"
    header.house_actions[14].setChecked(True)
    assert header.house.text() == "Règles maison : 14"
    assert header.house.toolTip() == "14. Tir dans le tas"
    actions = window.army.list_actions
    assert (actions.new_list.text(), actions.copy_text.text(), actions.add_figure.iconText()) == (
        "Nouvelle &liste", "&Copier la liste en texte", "+ figurine")

    # The undo history (Edit > Undo), in French too.
    texts = [builder.controller.undo_stack.text(i) for i in range(builder.controller.undo_stack.count())]
    assert texts == ["l'ajout de 4 cartes", "les règles maison"]


def test_copy_as_text_in_french(french_builder) -> None:  # type: ignore[no-untyped-def]
    _window, builder = french_builder
    build_with_allies_over_30_percent(builder)
    builder.controller.add_cards(["alahan/hero"])
    builder.controller.toggle_incarnation([4])
    text = builder.copy_as_text()
    assert QApplication.clipboard().text() == text
    lines = text.splitlines()
    assert lines[:2] == ["Nouvelle liste", "Lions of Alahan · 200 PA · Règles de base (livret)"]
    assert "- Paladin : 3 figurines sur 3, 90 PA" in lines
    assert "- Young Hero : 1 figurine sur 1, 30 PA, Incarnation" in lines
    assert "- Griffin Magistrate : 2 figurines sur 2, 40 PA, allié" in lines
    assert "- Acheron Sellsword : 1 figurine sur 1, 25 PA, mercenaire" in lines
    assert any(line.startswith("Total : 225 / 200 PA · dépassement autorisé") for line in lines)
    assert f"Figurines : 8 · alliés 65 PA (28,9{NBSP}%)" in lines
    assert "Non réglementaire (1 problème) :" in lines
    problem = lines[-1]
    assert problem.startswith("- Au-dessus des points de plus que le dépassement autorisé : La liste fait 225 PA")
    assert "(la moitié de 20 PA fait 10 ; Griffin Magistrate, 20 PA, est la figurine la moins chère)" in problem
    assert problem.endswith("(Livret, Mise en place de la partie)")
    assert not [word for word in (" AP", "allowance", "allies", "figurines of", "Not legal", "Total:", "half")
                if word in text]


def test_switching_language_keeps_the_half_built_list_and_its_undo_history(english_after, qtbot, tmp_path: Path,
                                                                            strict) -> None:  # type: ignore[no-untyped-def]
    window, builder = open_army(qtbot, make_db(tmp_path / "army.sqlite3"))
    builder.controller.add_cards(["alahan/paladin"])
    builder.controller.add_cards(["griffin/magistrate"])
    builder.controller.step([0], -1)
    builder.controller.rename("Raid at the ford")
    army_before = builder.controller.doc.army
    history = builder.controller.undo_stack.count()
    assert builder.controller.undo_stack.undoText() == "rename to Raid at the ford"
    assert builder.header.house.text() == "House rules: none"
    assert builder.totals.text().startswith("100 / 200 AP · allowance 10")
    builder.entries.selectRow(1)

    switch("fr")
    qtbot.waitUntil(lambda: builder.header.house.text() == "Règles maison : aucune")
    # The same list, the same undo history, the same selection: only the words changed.
    assert builder.controller.doc.army is army_before and builder.controller.doc.dirty
    assert builder.controller.undo_stack.count() == history
    assert builder.entries.selected_rows() == [1]
    assert builder.header.name.text() == "Raid at the ford"
    assert builder.controller.undo_stack.undoText() == "le renommage en Raid at the ford"
    assert [builder.controller.undo_stack.text(i) for i in range(history)] == [
        "l'ajout de Paladin", "l'ajout de Griffin Magistrate", "-1 figurine", "le renommage en Raid at the ford"]
    assert builder.totals.text().startswith("100 / 200 PA · dépassement autorisé 10")
    assert builder.list_caption.text().endswith("2 cartes, 4 figurines · pas encore enregistrée (gardée en brouillon)")
    assert builder.entries_model.headerData(0, Qt.Orientation.Horizontal) == "Carte"
    assert builder.entries_model.index(1, COL_JOINS).data() == "allié"
    assert builder.pane_model.headerData(PANE_JOINS, Qt.Orientation.Horizontal) == "Rejoint comme"
    assert window.army.list_actions.save.text() == "&Enregistrer la liste"
    assert builder.filter.placeholderText().startswith("Filtrer les cartes")
    assert builder.entries.accessibleName() == "Liste d'armée"

    # Work goes on in French: undo and redo walk the same history.
    builder.controller.undo_stack.undo()
    builder.controller.undo_stack.undo()
    assert builder.controller.doc.army.entries == (Entry("alahan/paladin", 3), Entry("griffin/magistrate", 2))
    assert builder.controller.undo_stack.redoText() == "-1 figurine"
    builder.controller.undo_stack.redo()
    assert builder.controller.doc.army.entries == army_before.entries

    switch("en")
    qtbot.waitUntil(lambda: builder.header.house.text() == "House rules: none")
    assert builder.controller.undo_stack.undoText() == "-1 figure"
    assert builder.totals.text().startswith("100 / 200 AP · allowance 10")
    assert builder.entries_model.headerData(0, Qt.Orientation.Horizontal) == "Card"
    window.close()


def test_a_scan_of_the_army_workspace_in_french_finds_nothing_untranslated(french_builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    window, builder = french_builder
    build_with_allies_over_30_percent(builder)
    builder.show_forbidden.setChecked(True)
    builder.header.house_actions[21].setChecked(True)
    validation = builder.controller.validation
    formatted = {  # sentences built from translated templates, checked word by word above
        builder.totals.toolTip(),
        builder.header.house.text(),
    }
    texts = visible_texts(window.army)
    shown = {t.text for t in texts}
    assert {"Cartes qui peuvent rejoindre l'armée", "Rejoint comme", "Carte", "Compétences",
            "Nouvelle liste", "Enregistrer la liste"} <= shown
    assert untranslated(texts, "fr") == []
    assert unaccounted(texts, "fr", CARD_NAMES | HOUSE_RULE_ITEMS | formatted) == []
    # The lines drawn without a QLabel (they change at every edit) read French too.
    for line in (builder.totals, builder.points_words, builder.verdict, builder.info, builder.list_caption,
                 builder.cards_pane.count):
        assert not [w for w in ("AP", "allowance", "allies", "legal", "card", "figurine ", "saved")
                    if w in line.text().replace("PA", "")], line.text()
    assert validation.violations  # the list scanned has a problem to show

    # The Open list dialog, with a saved list and a draft.
    assert builder.controller.save() is not None
    builder.controller.add_cards(["alahan/hero"])
    builder.ask_open()
    dialog = builder.open_dialog
    qtbot.waitExposed(dialog)
    texts = visible_texts(dialog)
    assert dialog.windowTitle() == "Ouvrir une liste"
    assert dialog.table.item(0, 0).text() == "Nouvelle liste (a des modifications non enregistrées)"
    assert untranslated(texts, "fr") == []
    qt_own = {"Ouvrir", "Annuler"}  # the dialog's standard buttons: Qt's own qtbase_fr.qm
    assert {"Ouvrir", "Annuler"} <= {t.text for t in texts}
    assert unaccounted(texts, "fr", {dialog.table.item(0, 0).text()} | qt_own) == []
    dialog.reject()


def test_a_restored_draft_is_told_in_the_language_of_the_moment(english_after, qtbot, tmp_path: Path,
                                                                 strict) -> None:  # type: ignore[no-untyped-def]
    path = make_db(tmp_path / "army.sqlite3")
    first, builder = open_army(qtbot, path)
    builder.controller.rename("Raid inachevé")
    builder.controller.add_cards(["alahan/paladin"])
    first.hide()  # the process "dies": the draft is in the database

    switch("fr")
    from companion.ui.app import open_window

    second = open_window(path)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitUntil(lambda: "Raid inachevé" in second.army.drafts_hint)
    assert second.army.drafts_hint == ("Les modifications non enregistrées de la liste d'armée « Raid inachevé » "
                                       "ont été gardées : l'espace Armée (Ctrl+2) les fait revenir.")
    second.show_workspace("army")
    restored = second.army.builder
    assert restored.controller.doc.army.name == "Raid inachevé" and restored.notice.isVisible()
    assert restored.notice_text.text().startswith("Les modifications non enregistrées de « Raid inachevé » "
                                                  "ont été rétablies")
    assert restored.notice_close.text() == "Fermer"
    switch("en")
    qtbot.waitUntil(lambda: restored.notice_close.text() == "Close")
    assert restored.notice_text.text().startswith("Unsaved changes to “Raid inachevé” were restored")
    assert second.army.drafts_hint.startswith("Unsaved changes to the army list “Raid inachevé” were kept")
    second.close()
    first.close()


def test_an_import_error_is_told_in_french(french_builder, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    _window, builder = french_builder
    bad = tmp_path / "bad.army.json"
    bad.write_text("{", encoding="utf-8")
    assert not builder.controller.import_file(bad)
    box = builder.last_message
    assert box is not None and box.windowTitle() == "Problème"
    assert box.text().startswith("La liste d'armée n'a pas été importée ; rien n'a été modifié.")
    box.close()


def test_the_totals_in_french_use_a_decimal_comma(english_after) -> None:
    cards = {card.id: card for card in BUILDER_CARDS}
    army = ArmyList("Lions", "alahan", 200, entries=(Entry("alahan/paladin", 2), Entry("griffin/magistrate", 1)))
    validation = validate(army, cards)
    assert totals_text(validation) == "80 / 200 AP · allowance 10 · allies 25% of 30%"
    lang.set_language("fr")
    assert totals_text(validation) == f"80 / 200 PA · dépassement autorisé 10 · alliés 25{NBSP}% sur 30{NBSP}%"
    assert army_text(army, validation, cards).startswith("Lions\nLions of Alahan · 200 PA · Règles de base (livret)\n")


def test_an_unreadable_draft_is_still_told_after_a_language_change(english_after, qtbot, tmp_path: Path,
                                                                   strict) -> None:  # type: ignore[no-untyped-def]
    import sqlite3

    path = make_db(tmp_path / "army.sqlite3")
    first, builder = open_army(qtbot, path)
    builder.controller.rename("Raid")
    builder.controller.add_cards(["alahan/paladin"])
    first.hide()  # the process "dies": the draft is in the database...
    connection = sqlite3.connect(path)
    connection.execute("UPDATE army SET document = '{' WHERE is_draft")  # ...and is damaged
    connection.commit()
    connection.close()

    from companion.ui.app import open_window

    second = open_window(path)
    qtbot.addWidget(second)
    second.show()
    second.show_workspace("army")
    restored = second.army.builder
    assert restored.notice_text.text().startswith("Unsaved changes were found but cannot be read: ")
    switch("fr")  # the notice is worded again, after the error it quotes has gone out of scope
    qtbot.waitUntil(lambda: restored.notice_close.text() == "Fermer")
    assert "cannot be read" not in restored.notice_text.text()
    second.close()
    first.close()
