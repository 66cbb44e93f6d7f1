"""The window imports a file through the Import dialog shown in the library's own folder, the
command line reads the library meanwhile, then the window goes on editing and is killed with
SIGKILL: the edits made after the import are in the file, seen by the command line.

The dialog reads the files it lists to guess their types; were the window's SQLite connections
open meanwhile, their locks would be released, and the command line, closing, would delete the
WAL the window goes on writing to (what it wrote after would be lost with the process)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from companion.library.packs import write_pack
from companion.library.store import Library
from companion.rules.card import Card
from tests.cards import PACK_PALADIN

REPO = Path(__file__).resolve().parents[2]

WINDOW = textwrap.dedent('''
    import json, sys, threading, time
    from pathlib import Path
    from PySide6.QtCore import QSettings, QTimer
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, sys.argv[3])
    from PySide6.QtWidgets import QApplication, QFileDialog, QFileSystemModel
    from companion.rules.card import Card
    from companion.ui.app import application, open_window

    db, pack = Path(sys.argv[1]), Path(sys.argv[2])
    app = application()
    window = open_window(db)
    window.show()
    told = []
    threading.Thread(target=lambda: told.append(sys.stdin.readline()), daemon=True).start()

    def wait(condition):
        while not condition():
            app.processEvents()
            time.sleep(0.01)

    def typed(dialog, model):
        """Whether the dialog has read the type of every file of the folder (their first bytes)."""
        files = [p for p in db.parent.iterdir() if p.is_file()]
        return all(model.type(model.index(str(p))) for p in files)

    def choose():
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog) and w.isVisible()]
        if not dialogs:
            QTimer.singleShot(20, choose)
            return
        dialog = dialogs[0]
        model = dialog.findChild(QFileSystemModel)
        if model is None or not typed(dialog, model):
            QTimer.singleShot(20, choose)
            return
        dialog.selectFile(str(pack))
        dialog.accept()

    wait(lambda: window.session.is_loaded)
    window.session.library.count()  # the window's connections are open, as after any edit
    QTimer.singleShot(0, choose)
    window.library.choose_import()  # File > Import, the dialog in the library's folder
    wait(lambda: window.library.last_message is not None)
    print(json.dumps({"imported": len(window.session.listed())}), flush=True)
    wait(lambda: told)
    window.session.save(Card(id="alahan/after-the-import", name="After the import", people="alahan", ap=9))
    print(json.dumps({"saved": len(window.session.listed())}), flush=True)
    wait(lambda: False)
''')


def cli_count(db: Path) -> int:
    done = subprocess.run([sys.executable, "-m", "companion", "--db", str(db), "cards", "list", "--json"],
                          cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)}, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    count: int = json.loads(done.stdout)["count"]
    return count


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_edits_after_an_import_survive_a_kill(tmp_path: Path) -> None:
    folder = tmp_path / "cards"
    folder.mkdir()
    db = folder / "library.db"  # a name file dialogs know no type for: they read the file itself
    with Library.open(db, seed=False) as library:
        library.import_cards([PACK_PALADIN])
    pack = folder / "more.cards.json"
    write_pack(pack, [Card(id="wolfen/wolfen", name="Wolfen", people="wolfen", ap=20)], "more")
    env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen", "HOME": str(folder)}
    child = subprocess.Popen([sys.executable, "-c", WINDOW, str(db), str(pack), str(tmp_path / "settings")],
                             cwd=REPO, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdin is not None and child.stdout is not None
        line = child.stdout.readline()
        assert line, child.stderr.read() if child.stderr else ""
        assert json.loads(line) == {"imported": 2}
        assert cli_count(db) == 2  # the command line reads the library, and closes it
        child.stdin.write("edit\n")
        child.stdin.flush()
        assert json.loads(child.stdout.readline()) == {"saved": 3}
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(30)
    assert child.returncode == -signal.SIGKILL
    assert cli_count(db) == 3
