"""Crash-proof: the app playing a game is killed (SIGKILL) after some actions; started again,
the Table comes back on that game, exactly as the screen showed it after the last commit."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from tests.ui.table_support import tiles_snapshot

REPO = Path(__file__).resolve().parents[2]
ACTIONS = 12

CHILD = textwrap.dedent('''
    import json, sys, time
    from PySide6.QtCore import QSettings
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, sys.argv[2])
    from companion.ui.app import application, open_window
    from companion.rules.game.autoplay import choose
    from tests.ui.table_support import tiles_snapshot
    app = application()
    window = open_window(sys.argv[1])
    window.show()
    window.show_workspace("table")
    app.processEvents()
    from companion.library.armies import ArmyStore
    from companion.rules.game import GameSetup, Side
    lists = {s.name: s.army() for s in ArmyStore(window.session.library).lists()}
    a, b = lists["Griffin line"], lists["Wolfen pack"]
    get = window.session.library.get
    setup = GameSetup(ruleset=a.ruleset, sides=(Side("Alice", a, {e.card_id: get(e.card_id) for e in a.entries}),
                                                Side("Bob", b, {e.card_id: get(e.card_id) for e in b.entries})), seed=3)
    window.table.start_game(setup)
    for _ in range(int(sys.argv[3])):
        assert window.table.do(choose(window.table.state))
        app.processEvents()
        print(json.dumps({"seq": window.table.state.seq, "tiles": tiles_snapshot(window),
                          "header": window.table.view.step_panel.header.text(),
                          "log": window.table.view.log.texts()}), flush=True)
    while True:
        app.processEvents()
        time.sleep(0.01)
''')


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_killed_then_started_again_shows_the_game_exactly(qtbot: Any, table_db: Path, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    settings_dir = tmp_path / "settings"
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(table_db), str(settings_dir), str(ACTIONS)],
                             cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    shown: list[dict[str, Any]] = []
    deadline = time.monotonic() + 120
    try:
        assert child.stdout is not None
        while len(shown) < ACTIONS and time.monotonic() < deadline:
            line = child.stdout.readline()
            if not line:
                break
            shown.append(json.loads(line))
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(30)
    assert len(shown) == ACTIONS, child.stderr.read() if child.stderr else ""
    assert child.returncode == -signal.SIGKILL
    last = shown[-1]

    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(settings_dir))
    from companion.ui.app import application, open_window

    application()
    window = open_window(table_db)
    qtbot.addWidget(window)
    window.show()
    window.show_workspace("table")
    qtbot.waitExposed(window)
    table = window.table
    assert table.currentWidget() is table.view  # back on the game, no click needed
    assert table.state.seq == last["seq"] == ACTIONS
    assert tiles_snapshot(window) == {k: tuple(v) for k, v in last["tiles"].items()}
    assert table.view.step_panel.header.text() == last["header"]
    assert table.view.log.texts() == last["log"]
    window.close()
