"""companion.ui.lazy_qt: the start-up paints the window without PySide building the ``Qt``
enums, builds them right after, and loses nothing for it (the saved sort, signals, values)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from companion.ui import lazy_qt
from companion.ui.card_rows import COL_AP, COL_NAME

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("value", "expected"), [
    (lazy_qt.DISPLAY_ROLE, Qt.ItemDataRole.DisplayRole.value),
    (lazy_qt.TOOLTIP_ROLE, Qt.ItemDataRole.ToolTipRole.value),
    (lazy_qt.TEXT_ALIGNMENT_ROLE, Qt.ItemDataRole.TextAlignmentRole.value),
    (lazy_qt.USER_ROLE, Qt.ItemDataRole.UserRole.value),
    (lazy_qt.ALIGN_CENTER, Qt.AlignmentFlag.AlignCenter.value),
    (lazy_qt.ALIGN_LEFT, (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter).value),
    (lazy_qt.ALIGN_RIGHT, (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value),
    (lazy_qt.TEXT_SELECTABLE_BY_MOUSE, Qt.TextInteractionFlag.TextSelectableByMouse.value),
    (lazy_qt.DESCENDING, Qt.SortOrder.DescendingOrder.value),
    (lazy_qt.WIDGET_SHORTCUT, Qt.ShortcutContext.WidgetShortcut.value),
    (lazy_qt.WINDOW_SHORTCUT, Qt.ShortcutContext.WindowShortcut.value),
    (lazy_qt.WIDGET_WITH_CHILDREN_SHORTCUT, Qt.ShortcutContext.WidgetWithChildrenShortcut.value),
])
def test_each_plain_value_is_qts(value: int, expected: int) -> None:
    assert type(value) is int
    assert value == expected


def test_the_lazy_namespace_reads_pyside_qt() -> None:
    assert lazy_qt.Qt.AlignmentFlag is Qt.AlignmentFlag
    assert lazy_qt.Qt.Key.Key_Escape is Qt.Key.Key_Escape
    with pytest.raises(AttributeError):
        lazy_qt.Qt.NoSuchEnum  # noqa: B018


def test_the_library_widgets_get_the_values_set_as_ints(qtbot) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.main_window import MainWindow
    from companion.ui.session import Session

    window = MainWindow(Session(":memory:"))
    qtbot.addWidget(window)
    library = window.library
    assert library.count.alignment() == Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    assert window.db_label.textInteractionFlags() == Qt.TextInteractionFlag.TextSelectableByMouse
    assert library.delete_action.shortcutContext() == Qt.ShortcutContext.WidgetShortcut
    assert library.edit_action.shortcutContext() == Qt.ShortcutContext.WidgetWithChildrenShortcut
    assert library.new_action.shortcutContext() == Qt.ShortcutContext.WindowShortcut
    # The window carries the window-wide ones only (they work from any workspace).
    assert library.new_action in window.actions()
    assert library.edit_action not in window.actions()
    assert library.delete_action not in window.actions()


# Runs the app as a player does (``companion gui``); records the Python enums PySide makes.
# "sort": right after the first paint, sorts by AP, descending, as a header click does (the
# sort is saved on closing). "look": reports what the first paint found.
_START = """
import enum, gc, json, sys
made = []
_create = enum.EnumType._create_
def _record(cls, *args, **kwargs):
    made.append(_create(cls, *args, **kwargs))
    return made[-1]
enum.EnumType._create_ = _record

import companion.ui.app as app
mode, db = sys.argv[1], sys.argv[2]
windows, report = [], {}
_open = app.open_window
app.open_window = lambda path: windows.append(_open(path)) or windows[-1]
_first_paint = app.FirstPaint.__init__

def _watch(self, watched, then):
    def at_first_paint():
        window = windows[0]
        library = window.library
        report["qt_enums_made"] = sorted(e.__qualname__ for e in made if e.__qualname__.startswith("Qt."))
        report["sorted_by"] = [library.model.sort_column, library.model.sort_descending]
        report["indicator"] = library.table.horizontalHeader().sortIndicatorSection()
        report["card_class_made"] = "companion.rules.card" in sys.modules
        report["collector_paused"] = not gc.isenabled()
        if mode == "sort":
            from PySide6.QtCore import Qt
            window.finish_building()
            report["made_after_finishing"] = any(e.__qualname__.startswith("Qt.") for e in made)
            library.table.horizontalHeader().setSortIndicator({ap}, Qt.SortOrder.DescendingOrder)
            report["after_click"] = [library.model.sort_column, library.model.sort_descending]
        then()  # prints "shown", finishes the window, closes it (the sort is saved)
        report["collector_back"] = gc.isenabled()
    _first_paint(self, watched, at_first_paint)
app.FirstPaint.__init__ = _watch
from companion.cli import main
code = main(["gui", "--exit-after-show", "--db", db])
print(json.dumps(report))
sys.exit(code)
"""


def _start(mode: str, tmp_path: Path) -> tuple[dict[str, object], str]:
    env = dict(os.environ)
    env.update({"QT_QPA_PLATFORM": "offscreen", "COMPANION_LANG": "en",
                "XDG_CACHE_HOME": str(tmp_path / "cache"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
                "XDG_DATA_HOME": str(tmp_path / "data"),
                "PYTHONPATH": str(REPO) + os.pathsep + env.get("PYTHONPATH", "")})
    result = subprocess.run([sys.executable, "-c", _START.replace("{ap}", str(COL_AP)), mode,
                             str(tmp_path / "library.sqlite3")],
                            capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.splitlines()[-1]), result.stderr


def test_a_second_start_paints_without_the_qt_enums_and_keeps_the_saved_sort(tmp_path: Path) -> None:
    first, first_errors = _start("sort", tmp_path)
    # The first start (no settings yet) sorts by name; a click on AP then sorts (the signal
    # carrying its Qt.SortOrder reaches Python: the enums are made right after the paint).
    assert first["sorted_by"] == [COL_NAME, False]
    assert first["made_after_finishing"] is True
    assert first["after_click"] == [COL_AP, True]
    assert "cannot be converted" not in first_errors

    second, errors = _start("look", tmp_path)
    assert second["qt_enums_made"] == []
    assert second["sorted_by"] == [COL_AP, True]  # as saved, rows and header alike
    assert second["indicator"] == COL_AP
    assert second["card_class_made"] is False  # the snapshot's rows are painted without Cards
    # Python's garbage collector waits for the first paint (companion.cli.gui), then runs again.
    assert second["collector_paused"] is True and second["collector_back"] is True
    assert "cannot be converted" not in errors
