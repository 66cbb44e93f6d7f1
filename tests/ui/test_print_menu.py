"""File > Print driven with qtbot on a fresh database of made-up cards with AP: the roster, the
proxies and the quick-reference sheet previewed page by page, saved, opened; no list, a write
error, unknown cards, and the preview in French."""

from __future__ import annotations

import io
import os
import stat
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage
from PySide6.QtWidgets import QApplication

from builder_cards import card, make_db
from companion.library.store import Library
from companion.rules.army import Entry
from companion.rules.ruleset import TOURNAMENT

pypdf = pytest.importorskip("pypdf")
pytest.importorskip("pypdfium2")

LIST_NAME = "Example Vanguard & Co"
EXAMPLE_CARDS = (
    card("alahan/example-guard", "Example Guard", 12, 3, "Bravery"),
    card("alahan/example-archer", "Example Archer", 14, 2),
)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """The window's database (the ``window`` fixture of conftest): the example cards."""
    path = make_db(tmp_path / "print.sqlite3")
    library = Library.open(path, seed=False)
    try:
        for item in EXAMPLE_CARDS:
            library.save(item)
    finally:
        library.close()
    return path


@pytest.fixture
def open_list(window, qtbot):  # type: ignore[no-untyped-def]
    """A saved list of three entries open in the Army workspace (its controller)."""
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    builder = window.army.controller
    builder.set_people("alahan")
    builder.add_cards(["alahan/example-guard", "alahan/example-archer", "alahan/lioness"])
    builder.set_figures(0, 3)
    builder.rename(LIST_NAME)
    assert builder.save() is not None
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)  # print from elsewhere
    return builder


def shown(qtbot, window):  # type: ignore[no-untyped-def]
    """The preview opened last, once its pages are on screen."""
    preview = window.printing.preview
    assert preview is not None and preview.isVisible()
    qtbot.waitUntil(lambda: preview.pages > 0 and not preview.busy, timeout=20000)
    return preview


def pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages)


def inked(image: QImage) -> float:
    """The share of dark pixels in a page image (a blank page has none)."""
    small = image.convertToFormat(QImage.Format.Format_Grayscale8).scaled(120, 170)
    dark = sum(1 for y in range(small.height()) for x in range(small.width())
               if small.pixelColor(x, y).value() < 128)
    return dark / (small.width() * small.height())


def test_file_menu_has_the_three_sheets_and_the_paper_each_with_a_shortcut(window) -> None:  # type: ignore[no-untyped-def]
    printing = window.printing
    file_actions = window.menu("file").actions()
    assert all(action in file_actions for action in printing.actions())
    assert file_actions.index(printing.letter_action) < file_actions.index(window.quit_action)
    assert [(a.text(), a.shortcut().toString()) for a in printing.actions()] == [
        ("&Print roster of the current list...", "Ctrl+P"),
        ("Print card pro&xies of the current list...", "Ctrl+Alt+P"),
        ("Print quick-reference s&heet...", "Ctrl+Shift+P"),
        ("Print on &US Letter paper", "Ctrl+Alt+Shift+P")]
    assert all(action in window.all_actions() for action in printing.actions())  # Help lists them
    assert printing.paper.value == "a4" and not printing.letter_action.isChecked()
    printing.letter_action.trigger()
    assert printing.paper.value == "letter"
    assert window.settings.value("printing/paper") == "letter"


def test_roster_preview_pages_then_save_writes_the_list(window, open_list, qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    preview = shown(qtbot, window)
    assert preview.title.text() == f"Roster: {LIST_NAME}"
    reader = pypdf.PdfReader(io.BytesIO(preview.sheet.pdf))
    assert preview.pages == len(reader.pages) == len(preview.images) == len(preview.page_labels) >= 1
    assert preview.count_label.text().endswith("· A4")
    assert all(inked(image) > 0.01 for image in preview.images)
    width = preview.images[0].width()
    preview.step_zoom(1)  # 75 % -> 100 %: the same pages, drawn larger
    qtbot.waitUntil(lambda: not preview.busy and preview.images[0].width() > width * 1.2)
    chosen = tmp_path / "out" / "roster"
    chosen.parent.mkdir()
    asked: list[str] = []

    def fake_dialog(_parent, _title, default, _filter):  # type: ignore[no-untyped-def]
        asked.append(default)
        return str(chosen)

    monkeypatch.setattr("companion.ui.printing.preview.save_file_name", fake_dialog)
    preview.save_button.click()
    assert Path(asked[0]).name == "example-vanguard-co-roster.pdf"
    written = chosen.with_name("roster.pdf")  # .pdf added
    assert written.read_bytes() == preview.sheet.pdf
    text = pdf_text(written.read_bytes())
    assert LIST_NAME in text and "Example Guard" in text
    assert sorted(p.name for p in written.parent.iterdir()) == ["roster.pdf"]  # no temporary left
    assert preview.saved_bar.isVisible() and str(written) in preview.saved_label.text()


def test_letter_paper_renders_again(window, open_list, qtbot) -> None:  # type: ignore[no-untyped-def]
    preview = window.printing.print_roster()
    shown(qtbot, window)
    a4 = preview.images[0].size()
    preview.paper_box.setCurrentIndex(1)
    qtbot.waitUntil(lambda: not preview.busy and preview.sheet.paper.value == "letter")
    letter = preview.images[0].size()
    assert letter.width() > a4.width() and letter.height() < a4.height()  # 8.5 x 11 in vs 210 x 297 mm
    assert preview.count_label.text().endswith("· Letter")
    assert window.printing.paper.value == "letter"  # the next sheet too
    assert window.printing.letter_action.isChecked()


def test_open_shows_the_saved_pdf_in_the_system_viewer(window, open_list, qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url) or True))
    preview = window.printing.print_roster()
    shown(qtbot, window)
    assert preview.save_to(tmp_path / "list.pdf")
    qtbot.mouseClick(preview.open_button, Qt.MouseButton.LeftButton)
    assert opened == [QUrl.fromLocalFile(str(tmp_path / "list.pdf"))]


def test_reference_sheet_for_the_tournament_ruleset(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.set_ruleset(TOURNAMENT)
    window.printing.reference_action.trigger()
    preview = shown(qtbot, window)
    assert not window.army.built  # the reference sheet needs no list
    assert preview.title.text() == "Quick-reference sheet: Tournament"
    assert preview.job.ruleset == TOURNAMENT
    text = pdf_text(preview.sheet.pdf)
    assert "Quick reference" in text and "Tournament" in text
    assert all(inked(image) > 0.01 for image in preview.images)


def test_proxies_of_the_list(window, open_list, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.printing.proxies_action.trigger()
    preview = shown(qtbot, window)
    assert preview.title.text() == f"Card proxies: {LIST_NAME}"
    assert preview.pages == 1  # three proxies, nine to a page
    text = pdf_text(preview.sheet.pdf)
    assert "Example Guard" in text and "Example Archer" in text and "Red Lioness" in text


def test_no_list_open_says_so_and_makes_no_builder(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    for action in (window.printing.roster_action, window.printing.proxies_action):
        action.trigger()
        message = window.last_message
        assert message is not None and "No army list is open" in message.text()
        assert window.printing.preview is None
        message.close()
    assert not window.army.built


def test_an_empty_new_list_is_no_list(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.printing.print_roster() is None
    assert "No army list is open" in window.last_message.text()


def test_unknown_cards_print_with_their_violations_but_have_no_proxy(window, open_list, qtbot) -> None:  # type: ignore[no-untyped-def]
    army = open_list.doc.army
    open_list.apply(open_list.doc, replace(army, entries=army.entries + (Entry("alahan/example-ghost"),)))
    assert not open_list.validation.legal
    preview = window.printing.print_roster()
    shown(qtbot, window)
    assert "alahan/example-ghost" in pdf_text(preview.sheet.pdf)
    preview.close()
    assert window.printing.print_proxies() is None
    assert "alahan/example-ghost" in window.last_message.text()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes in read-only folders")
def test_a_read_only_folder_is_a_clear_message_and_nothing_written(window, open_list, qtbot,  # type: ignore[no-untyped-def]
                                                                    tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        preview = window.printing.print_roster()
        shown(qtbot, window)
        assert not preview.save_to(folder / "list.pdf")
        assert str(folder / "list.pdf") in preview.last_message.text()
        assert "Nothing was written" in preview.last_message.text()
        assert list(folder.iterdir()) == []
        assert not preview.saved_bar.isVisible()
    finally:
        folder.chmod(stat.S_IRWXU)


def test_a_failed_write_leaves_the_old_file_and_no_temporary(window, open_list, qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "list.pdf"
    target.write_bytes(b"the old file")
    preview = window.printing.print_roster()
    shown(qtbot, window)

    def disk_full(_src, _dst):  # type: ignore[no-untyped-def]
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("companion.files.os.replace", disk_full)
    assert not preview.save_to(target)
    assert "No space left on device" in preview.last_message.text()
    assert target.read_bytes() == b"the old file"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".list.pdf")] == []


def test_reference_sheet_takes_the_house_rules_of_the_open_list(window, open_list, qtbot) -> None:  # type: ignore[no-untyped-def]
    open_list.set_house_rules([4])
    preview = window.printing.print_reference()
    shown(qtbot, window)
    assert preview.job.ruleset.house_rules == frozenset({4})
    assert preview.title.text() == "Quick-reference sheet: Core (booklet) + house rules 4"
    assert "reference-core-h4" == preview.job.file_stem


def test_the_preview_in_french(window, open_list, qtbot, french) -> None:  # type: ignore[no-untyped-def]
    from qt_audit import unaccounted, untranslated, visible_texts

    QApplication.processEvents()
    assert window.printing.roster_action.text() == "Im&primer la feuille d'armée de la liste en cours..."
    preview = window.printing.print_roster()
    shown(qtbot, window)
    assert preview.title.text() == f"Feuille d'armée : {LIST_NAME}"
    assert preview.save_button.text() == "&Enregistrer le PDF..."
    assert preview.count_label.text().endswith("· A4") and "page" in preview.count_label.text()
    assert "Feuille d'armée" in pdf_text(preview.sheet.pdf)  # the sheet in French too
    texts = visible_texts(preview)
    assert untranslated(texts) == []
    filled = {t.text for t in texts if t.where in ("print-preview-title.text", "print-preview-pages.text")}
    assert len(filled) == 2  # the title (with the list's name) and the pages
    filled |= {f"Page {n} sur {preview.pages}" for n in range(1, preview.pages + 1)}  # pages' tooltips
    assert unaccounted(texts, allowed=filled) == []
    assert {t.text for t in texts} >= {"Papier :", "Zoom :", "Enregistrer le PDF...", "Fermer"}


def test_a_folder_that_refuses_the_file_is_a_clear_message(window, open_list, qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The read-only case for any user (root writes in read-only folders): creating the file fails."""
    def refused(*_args, **_kwargs):  # type: ignore[no-untyped-def]
        raise PermissionError(13, "Permission denied")

    preview = window.printing.print_roster()
    shown(qtbot, window)
    monkeypatch.setattr("companion.files.os.open", refused)  # the temporary file cannot be made
    assert not preview.save_to(tmp_path / "list.pdf")
    assert "Permission denied" in preview.last_message.text()
    assert str(tmp_path / "list.pdf") in preview.last_message.text()
    assert not (tmp_path / "list.pdf").exists() and preview.saved_path is None


def test_switching_language_on_a_live_preview_redraws_the_sheet(window, open_list, qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    from companion.i18n import language as lang
    from companion.i18n import qt as i18n_qt

    preview = window.printing.print_roster()
    shown(qtbot, window)
    preview.zoom_box.setCurrentIndex(0)
    qtbot.waitUntil(lambda: not preview.busy)
    try:
        lang.set_language("fr")
        i18n_qt.install_translators(qapp, "fr")
        qtbot.waitUntil(lambda: preview.title.text().startswith("Feuille d'armée"))
        qtbot.waitUntil(lambda: not preview.busy and preview.sheet.language == "fr", timeout=20000)
        assert "Feuille d'armée" in pdf_text(preview.sheet.pdf)
        assert preview.zoom == 0.5 and preview.isVisible()  # the same preview, its zoom kept
    finally:
        lang.set_language(None)
        i18n_qt.install_translators(qapp, "en")
