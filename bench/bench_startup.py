"""Start-up as a player feels it: the app against a bare PySide6 window started the same way.

Each start is a fresh process, timed from outside, from launching it to the lines it prints:
``painted`` right after its first paint, ``interactive`` once a key typed in the filter at
that first paint has been answered (the rows filtered) and painted. The bare window is a
QMainWindow with a line edit and a label; the same key is typed into its line edit. The app
runs as ``companion gui --exit-after-show --db PATH`` (:data:`APP_CHILD`), its first-paint
callback (companion.ui.app.FirstPaint) wrapped to type the key; once the typing is done, the
app's own callback closes the window as ``--exit-after-show`` does.

A bare start, a floor start (:data:`FLOOR_CHILD`: the same Qt widgets over the library's rows,
none of the companion's code) and an app start follow each other, :data:`PAIRS` times; each
figure is the median of the ratios of a start to the bare start just before it (they share the
machine's load of the moment). The floor's first paint is the least a window showing the
library filled can take; the app's is printed beside it. Four cases: the starter library and a library of 10,000 cards, each on a
second start (the data, cache and settings folders the previous start left) and on a start
with no cache (fresh, empty data, cache and settings folders; the same database). After the
interactive line the child types a few more keys and reports the median keystroke (the filter
answered and the table painted), then closes its window as a player would.

Targets in every case: time to interactive at most 1.3x the floor's (1.5x with 10,000 cards),
each app start against the floor start just before it; a filter keystroke at most 16 ms with
10,000 cards; peak memory (the child's maximum resident set, from wait4) at most the bare
window's + 100 MB. The ratios to the bare window are printed too. A first paint before the
window is usable is no gain: first paints are printed, not targeted. Returns 1 if a target is
missed.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

PAIRS = int(os.environ.get("BENCH_PAIRS", "15"))
BIG_LIBRARY = 10_000
FLOOR_TARGET = 1.3
FLOOR_TARGET_BIG = 1.5
KEYSTROKE_TARGET_MS = 16.0
MEMORY_TARGET_MB = 100.0
REPO = Path(__file__).resolve().parent.parent

FOLLOW_UP = ["wa", "war", "warr", "warri", "wa", "w", "", "b", "br", "bra", "", "k", "kn", "kni", ""]
"""The filter texts typed after the first key (the keystroke median)."""

_TYPING = """
import statistics, sys, time
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent


class Typist(QObject):
    \"\"\"Types ``w`` into ``line_edit`` now (a posted key event: handled after what the
    program queued before it), says ``interactive`` at the first paint of ``painted`` once
    ``answered()``, then types FOLLOW_UP one text at a time, each awaited until painted, says
    the median keystroke and calls ``finish``.\"\"\"

    def __init__(self, line_edit, painted, answered, finish):
        super().__init__(painted)
        self.line_edit, self.painted, self.answered, self.finish = line_edit, painted, answered, finish
        self.times, self.started, self.typing, self.waiting = [], 0.0, None, False
        painted.installEventFilter(self)
        QCoreApplication.postEvent(line_edit, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_W,
                                                        Qt.KeyboardModifier.NoModifier, "w"))

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.waiting:
            if self.typing is None and self.answered() or self.typing is not None and self.started:
                self.waiting = True
                QTimer.singleShot(0, self.after_paint)  # the paint done (and the window flushed)
        return False

    def after_paint(self):
        self.waiting = False
        if self.typing is None:
            print("interactive", flush=True)
            self.typing = list(FOLLOW_UP)
        else:
            self.times.append((time.perf_counter() - self.started) * 1000)
            self.started = 0.0
        self.next()

    def next(self):
        if not self.typing:
            self.painted.removeEventFilter(self)
            print(f"keystroke {statistics.median(self.times):.2f}", flush=True)
            self.finish()
            return
        self.started = time.perf_counter()
        self.line_edit.setText(self.typing.pop(0))
"""

_UNTIL_TYPED = """

def finish():
    window.close()
    app.quit()


class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, painted)
        return False


def painted():
    print("painted", flush=True)
    global typist
    typist = Typist(line_edit, repainted, lambda: line_edit.text() == "w", finish)


first = FirstPaint()
shown.installEventFilter(first)
window.show()
sys.exit(app.exec())
"""
"""The end of the bare and floor children: says ``painted`` at the first paint of ``shown``,
then types into ``line_edit``, each key awaited until ``repainted`` is painted."""

BARE_CHILD = ("""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QMainWindow, QVBoxLayout, QWidget

app = QApplication(sys.argv[:1])
window = QMainWindow()
central = QWidget()
layout = QVBoxLayout(central)
line_edit = QLineEdit()
label = QLabel("a bare window")
layout.addWidget(line_edit)
layout.addWidget(label, 1)
window.setCentralWidget(central)
window.resize(1280, 800)
FOLLOW_UP = %r
shown, repainted = label, line_edit
""" + _TYPING + _UNTIL_TYPED) % (FOLLOW_UP,)

FLOOR_CHILD = ("""
import sys
from sqlmodel import Field, Session, SQLModel, create_engine, select
from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtNetwork import QLocalServer
from PySide6.QtWidgets import (QApplication, QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QLineEdit,
                               QMainWindow, QScrollArea, QSplitter, QTableView, QTabWidget, QVBoxLayout, QWidget)

COLUMNS = ("name", "people", "rank", "ap", "movement", "initiative", "attack", "strength", "defence",
           "resilience", "aim", "courage", "discipline", "edition", "abilities")


class Rows(QAbstractTableModel):
    def __init__(self, rows):
        super().__init__()
        self.rows = rows

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()):
        return len(COLUMNS)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole:
            value = self.rows[index.row()][index.column()]
            return "?" if value is None else str(value)
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section].title()
        return None


class Card(SQLModel, table=True):
    id: str = Field(primary_key=True)
    name: str
    people: str
    rank: str | None = None
    ap: int | None = None
    movement: float | None = None
    initiative: int | None = None
    attack: int | None = None
    strength: int | None = None
    defence: int | None = None
    resilience: int | None = None
    aim: int | None = None
    courage: int | None = None
    discipline: int | None = None
    edition: str | None = None
    abilities: str | None = None


app = QApplication(sys.argv[:1])
server = QLocalServer()
server.listen("companion-bench-floor-" + str(id(app)))
engine = create_engine("sqlite:///" + sys.argv[1])
with Session(engine) as session:
    rows = session.exec(select(*(getattr(Card, name) for name in COLUMNS)).order_by(Card.people, Card.name)).all()
window = QMainWindow()
for title in ("&File", "&Edit", "&View", "&Help"):
    menu = window.menuBar().addMenu(title)
    for number in range(10):
        action = QAction(title + " " + str(number), window)
        action.setShortcut(QKeySequence("Ctrl+Shift+" + str(number)))
        menu.addAction(action)
tabs = QTabWidget()
page = QWidget()
for name, widget in (("Library", page), ("Army", QWidget()), ("Table", QWidget())):
    tabs.addTab(widget, name)
layout = QVBoxLayout(page)
bar = QHBoxLayout()
layout.addLayout(bar)
line_edit = QLineEdit()
line_edit.setClearButtonEnabled(True)
peoples, editions = QComboBox(), QComboBox()
peoples.addItems(["All peoples"] + ["people " + str(number) for number in range(15)])
editions.addItems(["All editions", "c2", "c5"])
for widget in (line_edit, QLabel("People"), peoples, editions, QLabel(str(len(rows)) + " cards")):
    bar.addWidget(widget)
table = QTableView()
table.setModel(Rows(rows))
table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
table.verticalHeader().hide()
line_edit.textChanged.connect(table.viewport().update)
card = QFrame()
grid = QGridLayout(card)
for number, name in enumerate(("MOV", "INI", "ATT / STR", "DEF / RES", "AIM", "COU", "DIS", "POW", "FAITH")):
    box = QLabel("<small>" + name + "</small><br><b>?</b>")
    box.setFrameShape(QFrame.Shape.Box)
    grid.addWidget(box, *divmod(number, 5))
grid.addWidget(QLabel("<b>Abilities</b><p>Bravery</p><b>Options</b>"), 2, 0, 1, 5)
scroll = QScrollArea()
scroll.setWidget(card)
scroll.setWidgetResizable(True)
splitter = QSplitter()
splitter.addWidget(table)
splitter.addWidget(scroll)
layout.addWidget(splitter, 1)
window.setCentralWidget(tabs)
for text in ("Database", "Ruleset"):
    window.statusBar().addPermanentWidget(QLabel(text))
window.resize(1280, 800)
FOLLOW_UP = %r
shown = repainted = table.viewport()
""" + _TYPING + _UNTIL_TYPED) % (FOLLOW_UP,)
"""The least a window showing the library can take on the project's stack: the same Qt widgets
as the Library's first screen (four menus, three tabs, the filter row, the card table, the card
pane, the status bar, the single-instance server) over the columns the table shows, read through
a sqlmodel Session from a declared table class and shown by a plain table model: none of the
companion's code (no cards, no translations, no sorting or filtering of them). The app's
time to interactive is measured against it."""

APP_CHILD = ("""
import sys
import companion.ui.app as app_module
FOLLOW_UP = %r
""" + _TYPING + """

_first_paint = app_module.FirstPaint.__init__


def _type_at_first_paint(self, watched, then, *others):
    _first_paint(self, watched, lambda: painted(watched, then), *others)


app_module.FirstPaint.__init__ = _type_at_first_paint


def painted(watched, then):
    print("painted", flush=True)
    library = watched.window().library

    def answered():
        return library.filter.text() != "" and library.model.needle == library.filter.text()

    global typist
    typist = Typist(library.filter, library.table.viewport(), answered, then)


from companion.cli import main

sys.exit(main(["gui", "--exit-after-show", "--db", sys.argv[1]]))
""") % (FOLLOW_UP,)


@dataclass(frozen=True)
class Start:
    """One start: milliseconds to the first paint and to interactive, the median keystroke
    (ms, in the child) and the peak resident set (MB)."""

    painted: float
    interactive: float
    keystroke: float
    peak_mb: float


def _start(command: list[str], env: dict[str, str]) -> Start:
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env=env, cwd=REPO)
    assert process.stdout is not None and process.stderr is not None
    times: dict[str, float] = {}
    keystroke = float("nan")
    for line in process.stdout:
        word = line.split()[0] if line.split() else ""
        if word in ("painted", "interactive"):
            times[word] = (time.perf_counter() - started) * 1000
        elif word == "keystroke":
            keystroke = float(line.split()[1])
    errors = process.stderr.read()
    _pid, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0 or len(times) != 2:
        raise RuntimeError(f"{' '.join(command[:3])} failed (exit {process.returncode}): {errors[-2000:]}")
    return Start(times["painted"], times["interactive"], keystroke, usage.ru_maxrss / 1024)


def _big_library(db: Path, env: dict[str, str]) -> None:
    """A database of BIG_LIBRARY made-up cards (bench_library_view's), made in a child process."""
    code = ("import sys; from bench.bench_library_view import make_cards; "
            "from companion.library.store import Library; "
            "library = Library.open(sys.argv[1], seed=False); "
            f"library.import_cards(make_cards({BIG_LIBRARY})); library.close()")
    subprocess.run([sys.executable, "-c", code, str(db)], env=env, cwd=REPO, check=True)


def _folders(env: dict[str, str], home: Path) -> dict[str, str]:
    return {**env, "XDG_CACHE_HOME": str(home / "cache"), "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data")}


BARE, FLOOR, APP = range(3)
"""The places in a case's (bare, floor, app) starts."""


@dataclass(frozen=True)
class Case:
    name: str
    big: bool
    second_start: bool


CASES = (Case("starter library, second start", False, True),
         Case("starter library, no cache", False, False),
         Case(f"{BIG_LIBRARY:,} cards, second start", True, True),
         Case(f"{BIG_LIBRARY:,} cards, no cache", True, False))


def _run_case(case: Case, db: Path, env: dict[str, str], work: Path,
              bare: list[str], floor: list[str], app: list[str]) -> list[tuple[Start, Start, Start]]:
    """The case's starts: a bare window, the floor window and the app, in turn, PAIRS times."""
    kept = work / f"kept-{case.big}"
    _start(app + [str(db)], _folders(env, kept))  # the start before the first measured one
    _start(floor + [str(db)], _folders(env, kept))
    starts = []
    for number in range(PAIRS):
        if case.second_start:
            folders = _folders(env, kept)
        else:
            fresh = work / f"fresh-{case.big}-{number}"
            folders = _folders(env, fresh)
        starts.append((_start(bare, folders), _start(floor + [str(db)], folders), _start(app + [str(db)], folders)))
        if not case.second_start:
            shutil.rmtree(fresh, ignore_errors=True)
    return starts


def _report(case: Case, starts: list[tuple[Start, Start, Start]]) -> bool:
    """Print one case's figures beside its targets; True if every target is met. Each start
    is (bare, floor, app): BARE, FLOOR and APP below."""
    def ratio(field: str, which: int = APP) -> float:
        return statistics.median(getattr(start[which], field) / getattr(start[BARE], field) for start in starts)

    def median(which: int, field: str) -> float:
        return statistics.median(getattr(start[which], field) for start in starts)

    over_floor = statistics.median(start[APP].interactive / start[FLOOR].interactive for start in starts)
    keystroke = median(APP, "keystroke")
    memory = statistics.median(start[APP].peak_mb - start[BARE].peak_mb for start in starts)
    floor_target = FLOOR_TARGET_BIG if case.big else FLOOR_TARGET
    print(f"  {case.name}")
    print(f"    time to interactive  floor {median(FLOOR, 'interactive'):5.0f} ms, app {median(APP, 'interactive'):5.0f} ms"
          f"   app / floor {over_floor:4.2f}  target {floor_target}")
    print(f"      against a bare window ({median(BARE, 'interactive'):.0f} ms): floor {ratio('interactive', FLOOR):4.2f}x,"
          f" app {ratio('interactive'):4.2f}x")
    print(f"    first paint          bare {median(BARE, 'painted'):5.0f} ms, floor {median(FLOOR, 'painted'):5.0f} ms,"
          f" app {median(APP, 'painted'):5.0f} ms   app / floor {ratio('painted') / ratio('painted', FLOOR):4.2f}")
    print(f"    filter keystroke     bare {median(BARE, 'keystroke'):5.1f} ms, app {keystroke:5.1f} ms"
          + (f"   ratio {keystroke / KEYSTROKE_TARGET_MS:4.2f} of the target {KEYSTROKE_TARGET_MS:.0f} ms"
             if case.big else ""))
    print(f"    peak memory          bare {median(BARE, 'peak_mb'):5.0f} MB, app {median(APP, 'peak_mb'):5.0f} MB"
          f"   bare + {memory:.0f} MB  target bare + {MEMORY_TARGET_MB:.0f} MB")
    met = over_floor <= floor_target and memory <= MEMORY_TARGET_MB
    if case.big:
        met = met and keystroke <= KEYSTROKE_TARGET_MS
    return met


def main() -> int:
    work = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # As installed: Python keeps compiled bytecode (a shell with PYTHONDONTWRITEBYTECODE would
    # otherwise compile every module of the app, but almost none of the bare window's, each start).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    (work / "bare.py").write_text(BARE_CHILD, encoding="utf-8")
    (work / "app.py").write_text(APP_CHILD, encoding="utf-8")
    (work / "floor.py").write_text(FLOOR_CHILD, encoding="utf-8")
    bare, app = [sys.executable, str(work / "bare.py")], [sys.executable, str(work / "app.py")]
    floor = [sys.executable, str(work / "floor.py")]
    starter, big = work / "starter.sqlite3", work / "big.sqlite3"
    met = True
    try:
        first_ever = _start(app + [str(starter)], _folders(env, work / "first"))  # seeds the starter library
        _big_library(big, _folders(env, work / "first"))
        _start(bare, env)  # the file cache warmed for PySide6 alike
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        print(f"start-up, medians of {PAIRS} pairs of fresh processes (platform {env['QT_QPA_PLATFORM']}, "
              f"{os.cpu_count()} CPUs, load average {load:.1f})")
        for case in CASES:
            starts = _run_case(case, big if case.big else starter, env, work, bare, floor, app)
            met = _report(case, starts) and met
        print(f"  first start ever (new database, starter library seeded): first paint "
              f"{first_ever.painted:.0f} ms, interactive {first_ever.interactive:.0f} ms")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
