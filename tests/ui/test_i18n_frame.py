"""The frame and the Library in French: menus, status bar, table headers, the card
drawing and the card form; switching language on a live window keeps the work; an audit of the
French window finds no English left; ``COMPANION_LANG=fr companion gui`` starts in French."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from qt_audit import ShownText, unaccounted, untranslated, visible_texts
from qt_audit import catalog as qt_audit_catalog

from companion.i18n import LANGUAGE_NAMES, catalog
from companion.i18n import language as lang
from companion.i18n import qt as i18n_qt
from companion.i18n.vocabulary import ALL_TERMS
from companion.ui.card_rows import COLUMN_COUNT

REPO = Path(__file__).resolve().parents[2]
FRENCH_HEADERS = ["Nom", "Peuple", "Rang", "PA", "MOUV", "INI", "ATT", "FOR", "DEF", "RES", "TIR",
                  "COU/PEU", "DIS", "Compétences", "Édition"]
ENGLISH_HEADERS = ["Name", "People", "Rank", "AP", "MOV", "INI", "ATT", "STR", "DEF", "RES", "AIM",
                   "COU/FEAR", "DIS", "Abilities", "Edition"]


def _french_window(qtbot, db_path: Path):  # type: ignore[no-untyped-def]
    from companion.ui.app import application, open_window

    application()
    window = open_window(db_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def headers(library) -> list[str]:  # type: ignore[no-untyped-def]
    """The library table's column headers, as its header view shows them."""
    model = library.table.horizontalHeader().model()
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(COLUMN_COUNT)]


def _select(library, card_id: str, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert library.select(card_id)
    qtbot.waitUntil(lambda: library.card_view.card is not None and library.card_view.card.id == card_id)


def test_the_window_in_french_shows_french_menus_and_library_headers(french, qtbot, db_path) -> None:  # type: ignore[no-untyped-def]
    window = _french_window(qtbot, db_path)
    assert [a.text() for a in window.menuBar().actions()] == ["&Fichier", "&Édition", "Affic&hage", "Aid&e"]
    assert [window.tabs.tabText(i) for i in range(3)] == ["Bibliothèque", "Armée", "Table"]
    assert window.windowTitle() == "Compagnon Confrontation"
    assert window.quit_action.text() == "&Quitter" and window.undo_action.text() == "&Annuler"
    assert window.find_action.text() == "&Rechercher..."
    assert window.language_menu.title() == "Langue"
    assert [(a.text(), a.isChecked()) for a in window.language_actions.values()] == [
        ("English", False), ("Français", True)]
    assert window.db_label.text() == f"Base de données : {db_path}"
    assert window.ruleset_label.text() == "Jeu de règles : Règles de base (livret)"

    library = window.library
    assert headers(library) == FRENCH_HEADERS
    assert library.people.itemText(0) == "Tous les peuples"
    # Our texts give no French name for a people as a whole: the booklet's name is kept.
    assert library.people.itemText(library.people.findData("alahan")) == "Lions of Alahan"
    assert library.filter.placeholderText().startswith("Filtrer par nom, peuple, rang")
    assert library.count.text() == "4 cartes"
    assert library.new_action.text() == "&Nouvelle carte..."
    model = library.model
    skeleton = model.row_of("acheron/skeleton")
    assert model.index(skeleton, 11).data() == "peur 4"  # the characteristic's French name
    assert model.index(skeleton, 2).data() == "Irregular"  # our texts give no French rank name
    assert model.index(model.row_of("griffin/magistrate"), 13).data() == "Bravoure, Leadership/10"
    assert model.index(model.row_of("alahan/paladin"), 3).data(Qt.ItemDataRole.ToolTipRole) == (
        "inconnu des sources, recopiez-le de votre carte")

    _select(library, "acheron/skeleton", qtbot)
    view = library.card_view
    assert view.blocks["COU | FEAR"].caption.text() == "PEU"
    assert view.blocks["ATT / STR"].caption.text() == "ATT / FOR"
    assert view.blocks["MOV"].caption.text() == "MOUV"
    assert view.blocks["POW"].caption.text() == "POU" and view.blocks["FAITH"].caption.text() == "FOI"
    assert "taille moyenne" in view.footer.text() and "socle infanterie" in view.footer.text()
    assert "<b>PA 8</b>" in view.footer.text() and "1 figurine par carte" in view.footer.text()
    assert "Mort-vivant" in view.abilities.text()
    _select(library, "alahan/paladin", qtbot)
    assert "(absente du livret : gardée telle qu'écrite)" in view.abilities.text()  # Holy oath
    assert view.footer.toolTip() == "PA : inconnu des sources, recopiez-le de votre carte"
    assert view.blocks["DEF / RES"].labels[0].text() == "5"
    assert view.blocks["AIM"].labels[0].toolTip().startswith("non donné")


def test_the_card_form_in_french_says_what_is_wrong_in_french(french, qtbot, db_path) -> None:  # type: ignore[no-untyped-def]
    window = _french_window(qtbot, db_path)
    library = window.library
    _select(library, "griffin/magistrate", qtbot)
    form = library.edit_card()
    assert form is not None
    assert form.windowTitle() == "Modifier la carte"
    assert form.rank.currentText() == "Regular" and form.size_box.currentText() == "Moyenne"
    assert form.base.currentText() == "Infanterie" and form.character.text() == "&Personnage"
    assert form.rank.itemText(form.rank.count() - 1) == "? (inconnu)"
    assert form.fields["strength"].placeholderText() == "FOR"
    assert not untranslated(visible_texts(form), "fr")
    assert form.equipment_box.title() == "É&quipement (nom, FOR, portées en cm)"
    form.fields["movement"].setText("11")
    assert form.message == "⚠ MOUV : 11 cm n'est pas un multiple de 2.5"
    assert form.group_errors["blocks"].text() == form.message and not form.ok_button.isEnabled()
    form.fields["movement"].setText("10")
    form.fields["attack"].setText("abc")
    assert form.message == '⚠ ATT : attendu : un nombre entier de 0 à 30 ou rien, reçu "abc"'
    # Switching back to English while the form is open: the message follows, the typing stays.
    i18n_qt.switch_language(french, "en")
    qtbot.waitUntil(lambda: form.windowTitle() == "Edit card")
    assert form.fields["attack"].text() == "abc"
    assert form.message == '⚠ ATT: expected a whole number 0..30 or null, got "abc"'
    form.reject()


def test_switching_language_keeps_the_filter_and_the_selection(english_after, window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    qtbot.keyClicks(library.filter, "bra")  # half-typed: "brav..."
    _select(library, "alahan/paladin", qtbot)
    assert library.count.text() == "2 of 4 cards"
    assert headers(library) == ENGLISH_HEADERS

    window.language_actions["fr"].trigger()
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Fichier")
    assert lang.current_language() == "fr" and i18n_qt.saved_language() == "fr"
    assert window.language_actions["fr"].isChecked() and not window.language_actions["en"].isChecked()
    assert library.filter.text() == "bra"
    assert library.selected_id() == "alahan/paladin" and library.card_view.card.id == "alahan/paladin"
    assert sorted(library.model.text(r, 0) for r in range(library.model.rowCount())) == [
        "Griffin Magistrate", "Paladin"]
    assert headers(library) == FRENCH_HEADERS
    assert library.count.text() == "2 sur 4 cartes"
    assert library.filter.placeholderText().startswith("Filtrer")
    assert library.card_view.blocks["ATT / STR"].caption.text() == "ATT / FOR"
    assert "Bravoure" in library.card_view.abilities.text()
    assert library.model.text(library.model.row_of("alahan/paladin"), 13) == "Bravoure, Holy oath"
    assert window.tabs.tabText(0) == "Bibliothèque"
    assert window.ruleset_label.text().startswith("Jeu de règles : ")
    qtbot.keyClicks(library.filter, "v")  # the filter goes on: "brav" finds the French word too
    assert library.filter.text() == "brav" and library.model.rowCount() == 2
    library.filter.setText("bravoure")
    assert library.model.rowCount() == 2

    # The work done in French is undone in English: one undo stack, nothing rebuilt.
    library.delete_card()
    assert window.undo_action.text() == "&Annuler suppression de Paladin"
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&File")
    assert headers(library) == ENGLISH_HEADERS
    assert window.undo_action.text() == "&Undo delete Paladin"
    window.undo_action.trigger()
    assert library.model.has("alahan/paladin") and library.filter.text() == "bravoure"
    assert library.count.text() == "2 of 4 cards"  # the French word still finds both


def _explained(language: str) -> list[re.Pattern[str]]:
    """Every French text our translations can build: the catalogue's {named} templates, as
    patterns."""
    patterns = []
    for french in qt_audit_catalog(language).values():
        if "{" in french:
            pieces = re.split(r"\{[a-z_0-9]*\}", french)
            patterns.append(re.compile("^" + "(.+)".join(map(re.escape, pieces)) + "$", re.S))
    return patterns


def _pieces(text: str) -> list[str]:
    """A shown text without its markup, cut where the window joins translated pieces."""
    plain = re.sub(r"<[^>]+>", "", text).strip()
    return [p.strip() for p in re.split(r" · |, | / |/| \| ", plain) if p.strip()]


def test_the_shortcuts_list_in_french(french, qtbot, db_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDialog, QTableWidget

    window = _french_window(qtbot, db_path)
    window.shortcuts_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible())
    table = dialog.findChild(QTableWidget)
    rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    assert dialog.windowTitle() == "Raccourcis clavier"
    assert [table.horizontalHeaderItem(c).text() for c in range(2)] == ["Action", "Touches"]
    assert rows["Nouvelle carte"] == "Ctrl+N" and rows["Bibliothèque"] == "Ctrl+1"
    assert rows["Effacer le filtre"] == "Échap"
    assert not untranslated(visible_texts(dialog), "fr")
    dialog.close()


def test_an_audit_of_the_french_window_finds_nothing_left_in_english(french, qtbot, db_path) -> None:  # type: ignore[no-untyped-def]
    window = _french_window(qtbot, db_path)
    library = window.library
    _select(library, "acheron/skeleton", qtbot)
    texts = visible_texts(window)
    assert not untranslated(texts, "fr")

    # What the other workspaces put into the menus is theirs (their own helpers translate it).
    foreign: set[str] = set()
    for key in ("army", "table"):
        for actions in window.workspace(key).menu_actions().values():
            foreign |= {re.sub(r"&(?!&)", "", t).strip() for a in actions for t in (a.text(), a.toolTip())}
    tournament = getattr(window, "tournament", None)
    if tournament is not None:
        foreign |= {tournament.action.text().replace("&", ""), tournament.action.toolTip()}
    ours = [t for t in texts if t.text not in foreign]
    assert any(t.text == "Fichier" for t in ours) and any(t.text == "Nouvelle carte..." for t in ours)

    data = {str(db_path), *LANGUAGE_NAMES.values()}  # each language by its own name, the cards'
    # own words: names, ids, provenance, notes
    for card_id in [library.model.card_id(r) for r in range(library.model.rowCount())]:
        card = window.session.card(card_id)
        assert card is not None
        data |= {card.name, card.id, card.provenance, card.notes}
    patterns = _explained("fr")
    shorts = {t.french or t.english for t in ALL_TERMS if t.kind.value == "short"}
    short_value = re.compile(rf"^({'|'.join(map(re.escape, shorts))}) [\d?]+$")  # "PA 8", "PA ?"

    def explained(piece: str) -> bool:
        return (piece in data or piece in shorts or bool(short_value.match(piece))
                or not unaccounted([ShownText("", piece)], "fr", data)
                or any(pattern.match(piece) for pattern in patterns))

    left: list[ShownText] = []
    for shown in unaccounted(ours, "fr", data):
        if explained(re.sub(r"<[^>]+>", "", shown.text)) or all(map(explained, _pieces(shown.text))):
            continue
        left.append(shown)
    assert left == [], [t.text for t in left]


def test_companion_lang_fr_starts_the_gui_in_french(tmp_path: Path, db_path: Path) -> None:
    """The real command in a real process: ``companion gui --exit-after-show`` with
    COMPANION_LANG=fr; the script around it reads the window it opened."""
    code = (
        "import sys\n"
        "import companion.ui.app as app\n"
        "opened = []\n"
        "real = app.open_window\n"
        "app.open_window = lambda db: opened.append(real(db)) or opened[-1]\n"
        "from companion.cli import main\n"
        "code = main(['gui', '--exit-after-show', '--db', sys.argv[1]])\n"
        "window = opened[0]\n"
        "print([a.text() for a in window.menuBar().actions()])\n"
        "from PySide6.QtCore import Qt\n"
        "print(window.library.table.horizontalHeader().model().headerData(3, Qt.Orientation.Horizontal))\n"
        "sys.exit(code)\n"
    )
    env = dict(os.environ)
    env.update({"QT_QPA_PLATFORM": "offscreen", "COMPANION_LANG": "fr",
                "XDG_CACHE_HOME": str(tmp_path / "cache"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
                "XDG_DATA_HOME": str(tmp_path / "data"),
                "PYTHONPATH": str(REPO) + os.pathsep + env.get("PYTHONPATH", "")})
    env.pop(catalog.STRICT_ENV, None)
    result = subprocess.run([sys.executable, "-c", code, str(db_path)], capture_output=True, text=True,
                            timeout=120, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert re.fullmatch(r"shown in \d+ ms", lines[0]), result.stdout
    assert lines[1] == "['&Fichier', '&Édition', 'Affic&hage', 'Aid&e']"
    assert lines[2] == "PA"


def test_what_went_wrong_in_an_import_is_said_in_french(french, qtbot, db_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = _french_window(qtbot, db_path)
    pack = tmp_path / "bad.cards.json"
    pack.write_text('{"format": "confrontation-cards", "version": 1, "name": "bad", "cards": ['
                    '{"id": "alahan/x", "name": "X", "people": "alahan", "movement": 11}]}',
                    encoding="utf-8")
    window.library.import_files([pack])
    qtbot.waitUntil(lambda: window.library.last_message is not None)
    box = window.library.last_message
    assert box.windowTitle() == "Problème"
    assert box.text() == ("Rien n'a été importé de bad.cards.json.\n\nbad.cards.json, carte n° 1 (alahan/x) : "
                          "champ 'movement' : 11 cm n'est pas un multiple de 2.5")  # the key as in the file
    window.library.import_files([tmp_path / "none.cards.json"])
    qtbot.waitUntil(lambda: window.library.last_message is not box)
    assert window.library.last_message.text().endswith("none.cards.json : fichier introuvable")


def _mnemonic(text: str) -> str | None:
    found = re.search(r"&(.)", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def _mnemonic_clashes(window) -> dict[str, dict[str, list[str]]]:  # type: ignore[no-untyped-def]
    """By workspace, the Alt+letter of a label or a button that a menu of the menu bar (or
    another of that workspace) takes as well: the menu opens, the field is never reached."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

    menus = {_mnemonic(action.text()) for action in window.menuBar().actions()}
    clashes = {}
    for key in window.workspaces():
        seen: dict[str, list[str]] = {}
        for widget in window.workspace(key).findChildren(QWidget):
            if (isinstance(widget, QLabel) and widget.buddy() is not None) or isinstance(widget, QAbstractButton):
                letter = _mnemonic(widget.text())
                if letter:
                    seen.setdefault(letter, []).append(widget.text())
        clash = {letter: texts for letter, texts in seen.items() if letter in menus or len(texts) > 1}
        if clash:
            clashes[key] = clash
    return clashes


def test_no_field_s_alt_letter_is_a_menu_s_in_either_language(english_after, qtbot, db_path) -> None:  # type: ignore[no-untyped-def]
    """The Army's People field was Alt+E, which opens Edit (Aide in French) instead."""
    window = _french_window(qtbot, db_path)
    window.table, window.army.builder  # every workspace built
    assert _mnemonic_clashes(window) == {}
    i18n_qt.switch_language(english_after, "fr")
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Fichier")
    assert _mnemonic_clashes(window) == {}


def test_the_file_dialogs_are_french_to_the_last_label(french, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Qt's own French lacks "&Look in:" and "Files of &type:" (Qt 6 added their mnemonics)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QFileDialog

    from companion.ui.file_dialogs import existing_folder, open_file_name, save_file_name

    labels = (QFileDialog.DialogLabel.LookIn, QFileDialog.DialogLabel.FileName,
              QFileDialog.DialogLabel.FileType, QFileDialog.DialogLabel.Accept, QFileDialog.DialogLabel.Reject)
    seen: list[list[str]] = []

    def look() -> None:
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog) and w.isVisible()]
        if not shown:
            QTimer.singleShot(10, look)
            return
        seen.append([shown[0].labelText(label) for label in labels])
        shown[0].reject()

    for ask in (lambda: save_file_name(None, "Exporter", str(tmp_path / "liste.army.json"), "Listes (*.army.json)"),
                lambda: open_file_name(None, "Ouvrir", str(tmp_path), "Listes (*.army.json)"),
                lambda: existing_folder(None, "Un dossier", str(tmp_path))):
        QTimer.singleShot(0, look)
        assert ask() == ""
    assert len(seen) == 3
    for texts in seen:
        assert texts[0] == "&Voir dans :" and texts[2] == "Fichiers de &type :", texts
        assert not any(text in ("&Look in:", "Files of &type:") for text in texts)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_shortcuts_list_shows_every_key_without_scrolling_sideways(english_after, qtbot, db_path,  # type: ignore[no-untyped-def]
                                                                       language: str) -> None:
    """The longest action ("Imprimer les cartes de remplacement de la liste en cours") pushed
    the Keys column out of a 460-pixel dialog."""

    window = _french_window(qtbot, db_path)
    i18n_qt.switch_language(english_after, language)
    font = QApplication.font()
    larger = type(font)(font)
    larger.setPointSizeF(font.pointSizeF() * 1.6)  # a larger system font: the texts grow, not the dialog
    QApplication.setFont(larger)
    try:
        _shows_every_key(window, qtbot)
    finally:
        QApplication.setFont(font)


def _shows_every_key(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDialog, QTableWidget

    window.shortcuts_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible())
    table = dialog.findChild(QTableWidget)
    qtbot.waitExposed(dialog)
    keys = table.horizontalHeader()
    assert keys.sectionViewportPosition(1) + table.sizeHintForColumn(1) <= table.viewport().width()
    assert table.horizontalScrollBar().maximum() == 0
    dialog.close()
