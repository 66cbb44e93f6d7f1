"""``companion gui --exit-after-show`` in a real subprocess (the CI smoke test)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.cli import build_parser

REPO = Path(__file__).resolve().parents[2]


def run_gui(tmp_path: Path, db: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.update({"QT_QPA_PLATFORM": "offscreen", "XDG_CACHE_HOME": str(tmp_path / "cache"),
                "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
                "PYTHONPATH": str(REPO) + os.pathsep + env.get("PYTHONPATH", "")})
    return subprocess.run([sys.executable, "-m", "companion", "gui", "--exit-after-show", "--db", str(db)],
                          capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path)


@pytest.mark.slow
def test_exit_after_show_prints_the_time_and_exits_0(tmp_path: Path, db_path: Path) -> None:
    first = run_gui(tmp_path, db_path)
    assert first.returncode == 0, first.stderr
    assert re.fullmatch(r"shown in \d+ ms\n", first.stdout), first.stdout
    # The second start-up paints the snapshot kept by the first.
    assert any((tmp_path / "cache").rglob("*.json"))
    second = run_gui(tmp_path, db_path)
    assert second.returncode == 0, second.stderr
    assert re.fullmatch(r"shown in \d+ ms\n", second.stdout), second.stdout


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


@pytest.mark.parametrize(("argv", "window"), [
    ([], True), (["gui"], True), (["--db", "x.sqlite3"], True), (["--db", "gui"], True),
    (["--db=x.sqlite3", "gui", "--exit-after-show"], True), (["gui", "--db", "cards"], True),
    (["cards", "list"], False), (["--db", "x", "cards", "list"], False), (["--help"], False),
    (["gui", "--help"], False), (["--version"], False), (["print", "reference", "-o", "x"], False),
])
def test_which_command_lines_open_the_window(argv: list[str], window: bool) -> None:
    from companion.cli import opens_window

    assert opens_window(argv) is window


_WINDOW_TOKENS = ["gui", "--db", "x.sqlite3", "--db=y.sqlite3", "--db=", "", "--json", "--exit-after-show",
                  "--exit", "--js", "--db=--json", "-h", "--help", "--version", "cards", "list", "--", "-x"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_WINDOW_TOKENS), max_size=6))
def test_the_window_command_line_is_read_as_argparse_reads_it(argv: list[str]) -> None:
    """window_arguments (no argparse, for the start-up) answers only what argparse would accept,
    and exactly as it reads it; for anything else it answers None and argparse reads it."""
    from companion.cli import build_parser, window_arguments

    fast = window_arguments(argv)
    if fast is None:
        return
    parsed = build_parser().parse_args(argv)  # would raise SystemExit if argparse refused it
    assert parsed.command == fast.command
    assert (parsed.db, parsed.json) == (fast.db, fast.json)
    assert getattr(parsed, "exit_after_show", False) == fast.exit_after_show


@pytest.mark.parametrize(("argv", "expected"), [
    ([], (None, None, False)), (["gui"], ("gui", None, False)),
    (["--db", "x", "gui", "--exit-after-show"], ("gui", "x", True)),
    (["gui", "--db=y", "--exit-after-show", "--db", "z"], ("gui", "z", True)),
    (["--db", "gui"], (None, "gui", False)),
])
def test_the_window_command_lines_read_without_argparse(argv: list[str], expected: tuple[object, ...]) -> None:
    from companion.cli import window_arguments

    args = window_arguments(argv)
    assert args is not None
    assert (args.command, args.db, args.exit_after_show) == expected


@pytest.mark.parametrize("argv", [["--exit-after-show"], ["gui", "gui"], ["--db"], ["--db", "--json"],
                                  ["gui", "--exit"], ["cards", "list"], ["--help"], ["gui", "--"]])
def test_other_command_lines_go_to_argparse(argv: list[str]) -> None:
    from companion.cli import window_arguments

    assert window_arguments(argv) is None


def test_opening_the_window_imports_no_other_subcommand() -> None:
    """The other subcommands' modules (and the rules they import) are not loaded to parse a
    command line that opens the window: they cost more than a third of the start-up."""
    code = ("import sys; from companion.cli import build_parser; "
            "args = build_parser(only=('gui',)).parse_args(['--db', 'x', 'gui', '--exit-after-show']); "
            "assert args.exit_after_show and args.db == 'x', args; "
            "print(sorted(m for m in sys.modules if m.startswith('companion.cli.') or m == 'companion.rules.army'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(REPO)})
    assert out.stdout.strip() == "['companion.cli.gui']"


def test_version_is_still_answered(capsys: pytest.CaptureFixture[str]) -> None:
    from companion.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.startswith("companion ")
