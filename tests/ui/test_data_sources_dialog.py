"""File > Data sources… driven as a player would: add, update with progress, cancel, remove;
and the C5 offer (the Library's notice, the first start's question). The downloads come from
the local stand-in server (tests.fake_sources)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox

from companion.library.sources.location import C5_SOURCE
from companion.library.store import Library
from companion.rules.card import Card
from companion.ui.data_sources import DataSourcesDialog
from tests.fake_sources import GITHUB, TEMPLATE, FakeSources

TEST_CARDS = 4  # the window's test database (tests/ui/conftest.py)


@pytest.fixture(autouse=True)
def _dialogs_closed(qapp: Any) -> Iterator[None]:
    """The dialogs a test leaves open are closed after it (the next test looks for its own)."""
    yield
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.close()


def open_dialog(window: Any, qtbot: Any) -> DataSourcesDialog:
    action = next(a for a in window.menu("file").actions() if a.text() == "&Data sources...")
    action.trigger()
    dialog = window.data_sources.dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.empty.isVisible())  # the sources read: none yet
    return dialog


def wait_idle(qtbot: Any, dialog: DataSourcesDialog) -> None:
    qtbot.waitUntil(lambda: dialog.operation is None and not dialog.progress.isVisible(), timeout=20000)


def tree_rows(dialog: DataSourcesDialog) -> list[list[str]]:
    rows = []
    for index in range(dialog.tree.topLevelItemCount()):
        item = dialog.tree.topLevelItem(index)
        rows.append([item.text(0), item.text(3)] + [item.child(i).text(0) + " " + item.child(i).text(1)
                                                   for i in range(item.childCount())])
    return rows


def test_add_update_with_progress_cancel_and_remove(window: Any, qtbot: Any, fake_sources: FakeSources) -> None:
    actions = window.menu("file").actions()  # where cards come and go: after Export cards...
    assert actions[actions.index(window.library.export_action) + 1] is window.data_sources.action
    assert window.data_sources.action.shortcut().toString() == "Ctrl+Shift+D"
    dialog = open_dialog(window, qtbot)
    assert dialog.windowTitle() == "Data sources" and not dialog.update_button.isEnabled()

    # Add, through the Add... dialog.
    dialog.add_button.click()
    adding = dialog.add_dialog
    assert adding is not None and not adding.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    qtbot.keyClicks(adding.source, GITHUB)
    qtbot.keyClicks(adding.name, "c5")
    adding.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    wait_idle(qtbot, dialog)
    assert dialog.status.text() == "c5: added from github:squera/newrecruit-confrontation-C5"
    assert tree_rows(dialog) == [["c5", "113", "alahan-lions-c5.cat 33", "confrontation-c5.gst 21",
                                  "kelt-sessair-c5.cat 18", "miracles-c5.cat 9", "spells-c5.cat 11"]]
    qtbot.waitUntil(lambda: len(window.session.listed()) == TEST_CARDS + 113)  # the Library reads them again
    assert window.library.model.has("alahan/agonn-the-ardent")

    # Update, held at the download so that the progress can be seen.
    fake_sources.change_agonn()
    fake_sources.gate = threading.Event()
    dialog.select("c5")
    dialog.update_button.click()
    qtbot.waitUntil(lambda: dialog.status.text() == "downloading alahan-lions-c5.cat...")
    assert dialog.progress.isVisible() and (dialog.progress.value(), dialog.progress.maximum()) == (0, 200)
    assert dialog.cancel_button.isEnabled() and not dialog.add_button.isEnabled()
    fake_sources.gate.set()
    wait_idle(qtbot, dialog)
    assert dialog.log.toPlainText().splitlines() == [
        "c5: 1 file downloaded", "alahan-lions-c5.cat: revision 33 -> 34", "Agonn the ardent: 40 -> 43 AP"]
    qtbot.waitUntil(lambda: window.library.model.card("alahan/agonn-the-ardent").ap == 43)

    # Cancel another update while its download is held: nothing changes.
    fake_sources.change_agonn(43, 45, revision=35)
    fake_sources.gate = threading.Event()
    dialog.update_button.click()
    qtbot.waitUntil(lambda: dialog.status.text() == "downloading alahan-lions-c5.cat...")
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == "Cancelling..."
    fake_sources.gate.set()
    wait_idle(qtbot, dialog)
    assert dialog.status.text() == "cancelled: nothing was changed"
    with Library.open(window.session.db_path, seed=False) as library:
        assert library.get("alahan/agonn-the-ardent").ap == 43  # type: ignore[union-attr]
    assert tree_rows(dialog)[0][2] == "alahan-lions-c5.cat 34"

    # Remove, after saying what goes.
    dialog.select("c5")
    dialog.remove_button.click()
    box = dialog.last_question
    assert box is not None and "113 cards it brought are taken out of the library" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: dialog.empty.isVisible())
    assert dialog.status.text() == "c5 removed (5 files, 113 cards taken out of the library)"
    qtbot.waitUntil(lambda: len(window.session.listed()) == TEST_CARDS)


def test_a_failed_update_says_why_and_changes_nothing(window: Any, qtbot: Any, fake_sources: FakeSources) -> None:
    dialog = open_dialog(window, qtbot)
    dialog.add_source(fake_sources.catpkg_url, "c5")
    wait_idle(qtbot, dialog)
    fake_sources.change_agonn()
    fake_sources.faults["alahan-lions-c5.cat"] = "tamper"
    dialog.update_sources()
    wait_idle(qtbot, dialog)
    assert dialog.status.text() == ("c5: alahan-lions-c5.cat: the download does not match its checksum; "
                                    "nothing was changed")
    assert window.library.model.card("alahan/agonn-the-ardent").ap == 40
    dialog.add_source("http://example.com/c5.catpkg.json")
    wait_idle(qtbot, dialog)
    assert "refused, only https is used" in dialog.status.text()
    assert [row[0] for row in tree_rows(dialog)] == ["c5"]


def test_a_refused_source_is_typed_again_in_the_next_add_dialog(window: Any, qtbot: Any,
                                                                 fake_sources: FakeSources) -> None:
    dialog = open_dialog(window, qtbot)
    add = dialog.open_add_dialog()
    add.source.setText("http://example.com/c5.catpkg.json")
    add.name.setText("fan points")
    add.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    wait_idle(qtbot, dialog)
    assert "refused, only https is used" in dialog.status.text()
    again = dialog.open_add_dialog()
    assert (again.source_text(), again.name_text()) == ("http://example.com/c5.catpkg.json", "fan points")
    again.source.setText(fake_sources.catpkg_url)
    again.name.setText("c5")
    again.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    wait_idle(qtbot, dialog)
    assert [row[0] for row in tree_rows(dialog)] == ["c5"]
    assert dialog.open_add_dialog().source_text() == ""  # added: nothing left to correct


def test_the_folder_chooser_starts_at_the_folder_typed(qtbot: Any, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from companion.ui import data_sources
    from companion.ui.data_sources import AddSourceDialog

    asked: list[str] = []
    monkeypatch.setattr(data_sources, "existing_folder", lambda _parent, _title, folder="": asked.append(folder) or "")
    add = AddSourceDialog()
    qtbot.addWidget(add)
    add.source.setText(str(tmp_path))
    add.choose_folder()
    add.source.setText("github:squera/newrecruit-confrontation-C5")
    add.choose_folder()
    assert asked == [str(tmp_path), ""]
    assert add.source_text() == "github:squera/newrecruit-confrontation-C5"  # cancelled: left as typed


@pytest.fixture
def pointless_db(tmp_path: Path) -> Path:
    """A library whose cards have no army points (as the booklet's)."""
    path = tmp_path / "pointless.sqlite3"
    with Library.open(path, seed=False) as library:
        library.save(Card(id="alahan/paladin", name="Paladin", people="alahan"))
    return path


@pytest.fixture
def pointless_window(qtbot: Any, pointless_db: Path):  # type: ignore[no-untyped-def]
    from companion.ui.app import application, open_window

    application()
    window = open_window(pointless_db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def test_the_library_offers_c5_while_no_card_has_points(pointless_window: Any, qtbot: Any,
                                                       fake_sources: FakeSources) -> None:
    notice = pointless_window.data_offer.notice
    qtbot.waitUntil(notice.isVisible)
    assert "a fan edition (C5), not the booklet's points, downloaded from its GitHub" in notice.text.text()
    notice.button.click()
    dialog = pointless_window.data_sources.dialog
    wait_idle(qtbot, dialog)
    assert dialog.status.text() == f"c5: added from {C5_SOURCE}"
    qtbot.waitUntil(lambda: not notice.isVisible())  # the cards have points now


def test_the_first_start_asks_once_and_downloads_only_if_told(pointless_window: Any, qtbot: Any,
                                                             fake_sources: FakeSources) -> None:
    offer = pointless_window.data_offer
    offer.offer_at_first_start()
    box = offer.question
    assert box is not None and box.isVisible()
    assert box.windowTitle() == "Army points for your cards"
    assert "a fan edition (C5), not the booklet's points, downloaded from its GitHub" in box.text()
    assert fake_sources.requests == []  # nothing downloaded before the answer
    not_now = next(b for b in box.buttons() if b.text() == "Not now")
    not_now.click()
    assert fake_sources.requests == [] and pointless_window.data_sources.dialog is None
    offer.question = None
    offer.offer_at_first_start()  # asked once: not again
    assert offer.question is None

    pointless_window.settings.remove("data-sources/c5-offered")  # a first start again, told yes this time
    offer.offer_at_first_start()
    assert offer.question is not None and offer.question.isVisible()
    next(b for b in offer.question.buttons() if b.text() == "Download C5").click()
    dialog = pointless_window.data_sources.dialog
    wait_idle(qtbot, dialog)
    assert dialog.status.text() == f"c5: added from {C5_SOURCE}"


def test_the_first_start_download_lists_the_files_it_skipped(pointless_window: Any, qtbot: Any,
                                                             fake_sources: FakeSources) -> None:
    fake_sources.serve_template()  # as the real repository ships it
    offer = pointless_window.data_offer
    offer.offer_at_first_start()
    assert offer.question is not None
    next(b for b in offer.question.buttons() if b.text() == "Download C5").click()
    dialog = pointless_window.data_sources.dialog
    wait_idle(qtbot, dialog)
    assert dialog.status.text() == f"c5: added from {C5_SOURCE} (1 file skipped, see below)"
    log = dialog.log.toPlainText().splitlines()
    assert log[0] == f"c5: added from {C5_SOURCE}"
    assert log[1].startswith(f"{TEMPLATE}: catalogue 'TEMPLATxE' is for no people this app knows (")
    assert log[1].endswith("): skipped") and log[2] == "113 cards imported"
    assert tree_rows(dialog)[0][1] == "113"
    qtbot.waitUntil(lambda: not pointless_window.data_offer.notice.isVisible())  # the cards have points now


def test_a_folder_added_in_the_dialog_lists_what_it_skipped(window: Any, qtbot: Any, battlescribe_dir: Path,
                                                            tmp_path: Path) -> None:
    folder = tmp_path / "c5"
    folder.mkdir()
    for path in [*battlescribe_dir.glob("*.[cg][as]t"), *battlescribe_dir.glob("*/*.cat")]:
        (folder / path.name).write_bytes(path.read_bytes())  # the data set and the template, side by side
    (folder / "empty.cat").write_bytes(b'<catalogue id="e" name="Work in progress" '
                                       b'gameSystemId="5fd679b4-a5a1-6c30-3721-e2bf973a23b8"/>')
    dialog = open_dialog(window, qtbot)
    dialog.add_source(str(folder), "c5")
    wait_idle(qtbot, dialog)
    assert dialog.status.text() == f"c5: added from {folder} (2 files skipped, see below)"
    assert dialog.log.toPlainText().splitlines()[1:3] == [
        "empty.cat: catalogue 'Work in progress' has no models and no catalogue links it: skipped",
        "template-c5.cat: catalogue 'TEMPLATxE' is a template: skipped"]
    qtbot.waitUntil(lambda: len(window.session.listed()) == TEST_CARDS + 113)


def test_the_dialog_and_the_offer_speak_french(french: Any, qtbot: Any, pointless_db: Path,
                                               fake_sources: FakeSources) -> None:
    from tests.ui.qt_audit import unaccounted, untranslated, visible_texts
    from companion.ui.app import open_window

    window = open_window(pointless_db)
    qtbot.addWidget(window)
    window.show()
    notice = window.data_offer.notice
    qtbot.waitUntil(notice.isVisible)
    assert "une édition de fans (C5), pas les points du livret, téléchargée depuis son GitHub" in notice.text.text()
    window.data_offer.ask()
    assert not untranslated(visible_texts(window.data_offer.question), "fr")
    window.data_offer.question.close()
    notice.button.click()
    dialog = window.data_sources.dialog
    wait_idle(qtbot, dialog)
    assert dialog.windowTitle() == "Sources de données"
    assert dialog.status.text() == f"c5 : ajoutée depuis {C5_SOURCE}"
    texts = visible_texts(dialog)
    own = {"c5", "-", C5_SOURCE, *(f for row in tree_rows(dialog) for f in row[2:]),
           *(dialog.tree.topLevelItem(0).text(c) for c in range(4))}
    assert not untranslated(texts, "fr")
    assert not [t.text for t in unaccounted(texts, "fr", own) if not t.text.startswith(("c5 : ", "alahan", "kelt"))]
    window.close()


def test_the_add_dialog_s_example_source_is_french_as_its_hint(french: Any, qtbot: Any, pointless_db: Path) -> None:
    """Its hint says github:PROPRIÉTAIRE/DÉPÔT: so does the Source field's example."""
    from companion.ui.app import open_window

    window = open_window(pointless_db)
    qtbot.addWidget(window)
    window.show()
    adding = window.data_sources.open_dialog().open_add_dialog()
    assert "github:PROPRIÉTAIRE/DÉPÔT" in adding.hint.text()
    assert adding.source.placeholderText() == "github:PROPRIÉTAIRE/DÉPÔT"
    adding.reject()
    window.close()


def test_escape_during_an_update_cancels_it_and_the_dialog_stays_to_say_so(
        window: Any, qtbot: Any, fake_sources: FakeSources) -> None:
    """Escape (or the close button) while a download runs does not leave it going on unseen,
    committing behind a closed dialog while the Library shows the old points."""
    dialog = open_dialog(window, qtbot)
    dialog.add_source(GITHUB, "c5")
    wait_idle(qtbot, dialog)
    fake_sources.change_agonn()
    fake_sources.gate = threading.Event()
    dialog.update_sources(["c5"])
    qtbot.waitUntil(lambda: dialog.status.text() == "downloading alahan-lions-c5.cat...")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.isVisible() and dialog.status.text() == "Cancelling..."
    dialog.close()  # the window's close button: the same
    assert dialog.isVisible()
    fake_sources.gate.set()
    wait_idle(qtbot, dialog)
    assert dialog.isVisible() and dialog.status.text() == "cancelled: nothing was changed"
    with Library.open(window.session.db_path, seed=False) as library:
        assert library.get("alahan/agonn-the-ardent").ap == 40  # type: ignore[union-attr]
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # nothing runs now: Escape closes it
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_cancel_takes_effect_at_once_while_the_server_sends_nothing(window: Any, qtbot: Any,
                                                                   fake_sources: FakeSources) -> None:
    """The server holds the answer back (20 s) and sends nothing: Cancel ends the update at
    once, not once the server answers."""
    dialog = open_dialog(window, qtbot)
    dialog.add_source(GITHUB, "c5")
    wait_idle(qtbot, dialog)
    fake_sources.change_agonn()
    fake_sources.gate = threading.Event()
    dialog.update_sources(["c5"])
    qtbot.waitUntil(lambda: dialog.status.text() == "downloading alahan-lions-c5.cat...")
    try:
        dialog.cancel_button.click()
        qtbot.waitUntil(lambda: dialog.status.text() == "cancelled: nothing was changed", timeout=5000)
        assert not fake_sources.gate.is_set() and dialog.operation is None
    finally:
        fake_sources.gate.set()
    with Library.open(window.session.db_path, seed=False) as library:
        assert library.get("alahan/agonn-the-ardent").ap == 40  # type: ignore[union-attr]


def test_json_nested_past_the_parser_is_said_in_one_line(window: Any, qtbot: Any, fake_sources: FakeSources) -> None:
    fake_sources.extra["/deep.catpkg.json"] = ("application/json", b"[" * 200_000 + b"]" * 200_000)
    dialog = open_dialog(window, qtbot)
    dialog.add_source(f"{fake_sources.url}/deep.catpkg.json")
    wait_idle(qtbot, dialog)
    assert dialog.status.text() == (f"deep: {fake_sources.url}/deep.catpkg.json: a JSON document nested too deeply "
                                    "to read, refused; nothing was changed")


def test_a_source_s_files_are_shown_whole_when_it_is_expanded(window: Any, qtbot: Any,
                                                              fake_sources: FakeSources) -> None:
    dialog = open_dialog(window, qtbot)
    dialog.add_source(GITHUB, "c5")
    wait_idle(qtbot, dialog)
    item = dialog.tree.topLevelItem(0)
    item.setExpanded(True)
    longest = max((item.child(i).text(0) for i in range(item.childCount())), key=len)
    assert longest == "confrontation-c5.gst"
    needed = dialog.tree.indentation() + dialog.tree.fontMetrics().horizontalAdvance(longest)
    assert dialog.tree.columnWidth(0) >= needed


def test_an_update_with_the_server_down_keeps_the_last_good_copy_and_says_so(
        window: Any, qtbot: Any, fake_sources: FakeSources) -> None:
    dialog = open_dialog(window, qtbot)
    dialog.add_source(GITHUB, "c5")
    wait_idle(qtbot, dialog)
    shown = tree_rows(dialog), dialog.tree.topLevelItem(0).text(2)
    fake_sources.stop()
    dialog.update_sources()
    wait_idle(qtbot, dialog)
    assert dialog.status.text().startswith("c5: cannot reach 127.0.0.1 (")
    assert dialog.status.text().endswith("); not updated, the copies kept are used")
    assert (tree_rows(dialog), dialog.tree.topLevelItem(0).text(2)) == shown  # its last good update
    assert window.library.model.card("alahan/agonn-the-ardent").ap == 40


def test_the_offline_update_s_message_is_french(french: Any, qtbot: Any, pointless_db: Path,
                                                fake_sources: FakeSources) -> None:
    from companion.ui.app import open_window

    window = open_window(pointless_db)
    qtbot.addWidget(window)
    window.show()
    dialog = window.data_sources.open_dialog()
    dialog.add_source(GITHUB, "c5")
    wait_idle(qtbot, dialog)
    fake_sources.stop()
    dialog.update_sources()
    wait_idle(qtbot, dialog)
    assert dialog.status.text().startswith("c5 : impossible de joindre 127.0.0.1 (")
    assert dialog.status.text().endswith(") ; non mise à jour, les copies gardées sont utilisées")
    window.close()
