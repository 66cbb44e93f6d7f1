"""``companion gui --exit-after-show`` in a real subprocess (the CI smoke test)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli import build_parser

REPO = Path(__file__).resolve().parents[2]


def environment(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"QT_QPA_PLATFORM": "offscreen", "XDG_CACHE_HOME": str(tmp_path / "cache"),
                "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
                "PYTHONPATH": str(REPO) + os.pathsep + env.get("PYTHONPATH", "")})
    return env


def run_gui(tmp_path: Path, db: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "companion", "gui", "--exit-after-show", "--db", str(db)],
                          capture_output=True, text=True, timeout=120, env=environment(tmp_path), cwd=tmp_path)


@pytest.mark.slow
def test_exit_after_show_prints_the_time_and_exits_0(tmp_path: Path, db_path: Path) -> None:
    for _start in range(2):
        result = run_gui(tmp_path, db_path)
        assert result.returncode == 0, result.stderr
        assert re.fullmatch(r"shown in \d+ ms\n", result.stdout), result.stdout


@pytest.mark.slow
def test_a_library_at_the_newest_schema_is_shown_without_migrating(tmp_path: Path) -> None:
    """The first start makes the database (alembic's migrations run); the next ones open it as
    it is (alembic reads its revision, runs nothing) through the store, and show its cards."""
    db = tmp_path / "library.sqlite3"
    code = ("import sys; from companion.cli import main; "
            f"code = main(['gui', '--exit-after-show', '--db', {str(db)!r}]); "
            "print('alembic.command' in sys.modules, 'sqlmodel' in sys.modules); "
            "sys.exit(code)")
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                           env=environment(tmp_path), cwd=tmp_path) for _start in range(2)]
    assert [run.returncode for run in runs] == [0, 0], runs[0].stderr + runs[1].stderr
    assert runs[0].stdout.splitlines()[-1] == "True True"
    assert runs[1].stdout.splitlines()[-1] == "False True"


@pytest.mark.slow
def test_exit_after_show_on_a_new_database(tmp_path: Path) -> None:
    result = run_gui(tmp_path, tmp_path / "new" / "library.sqlite3")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("shown in ")
    assert (tmp_path / "new" / "library.sqlite3").is_file()


@pytest.mark.slow
def test_a_database_that_cannot_be_opened_exits_2_with_a_message(tmp_path: Path) -> None:
    folder = tmp_path / "a-folder"
    folder.mkdir()
    result = run_gui(tmp_path, folder)
    assert result.returncode == 2
    assert result.stderr.startswith("companion: error:") and "a-folder" in result.stderr
    assert "Traceback" not in result.stderr


def test_gui_subcommand_is_registered() -> None:
    args = build_parser().parse_args(["gui", "--exit-after-show", "--db", "x.sqlite3"])
    assert args.exit_after_show and args.db == "x.sqlite3"
    assert args.func.__module__ == "companion.cli.gui"


def test_the_gui_subcommand_loads_neither_qt_nor_sqlmodel_until_run() -> None:
    code = ("import sys, argparse, companion.cli.gui as gui; "
            "gui.register(argparse.ArgumentParser().add_subparsers(), argparse.ArgumentParser(add_help=False)); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'sqlmodel', 'sqlalchemy')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(REPO)})
    assert out.stdout.strip() == "[]"


def test_the_window_imports_the_data_stack_before_qt_and_leaves_the_collector_on() -> None:
    """companion.ui.app's two choices of order (its docstring): the store, sqlmodel and alembic
    are in before PySide6, and the garbage collector, off for the imports, is on again with
    what they made frozen."""
    code = ("import gc, sys, companion.ui.app; names = list(sys.modules); "
            "print(*(names.index(m) < names.index('PySide6') for m in companion.ui.app.READ_BEFORE_QT), "
            "gc.isenabled(), gc.get_freeze_count() > 10_000)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"})
    assert out.stdout.split() == ["True"] * 7


@pytest.mark.slow
@pytest.mark.parametrize("workspace", ["army", "table"])
def test_exit_after_show_when_the_last_workspace_was_not_the_library(tmp_path: Path, db_path: Path,
                                                                     workspace: str) -> None:
    """The library table is never painted behind the Army or Table workspace: the command
    waits for the workspace shown instead (it used to wait forever)."""
    settings = tmp_path / "config" / "companion" / "companion.conf"
    settings.parent.mkdir(parents=True)
    settings.write_text(f"[General]\nworkspace={workspace}\n", encoding="utf-8")
    result = run_gui(tmp_path, db_path)
    assert result.returncode == 0, result.stderr
    assert re.fullmatch(r"shown in \d+ ms\n", result.stdout), result.stdout
    assert f"workspace={workspace}" in settings.read_text(encoding="utf-8")  # the same one, kept


def test_the_first_paint_awaited_is_the_workspace_shown(qtbot, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    from companion.ui.app import application, first_painted, open_window

    application()
    QSettings("companion", "companion").setValue("workspace", "table")
    window = open_window(db_path)
    qtbot.addWidget(window)
    assert window.current_workspace() == "table"
    assert first_painted(window) is window.table
    assert window.library.model.rowCount() == 4  # the library data is populated all the same
    window.show_workspace("library")
    assert first_painted(window) is window.library.table.viewport()


def test_version_is_still_answered(capsys: pytest.CaptureFixture[str]) -> None:
    from companion.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.startswith("companion ")
