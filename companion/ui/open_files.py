"""Files handed to the app (``companion FILE...``, and what the desktop passes when a file is
opened with it), each opened in the workspace it belongs to:

- an army list (``*.army.json``) or a BattleScribe roster (``.ros``, ``.rosz``): a new list in
  the Army workspace, as its File > Import list... does;
- a card pack (``*.cards.json``, another ``*.json``) or BattleScribe data (``.cat``, ``.catz``,
  ``.gst``, ``.gstz``): imported into the Library, all in one import (one undo step);
- a file that is missing or of another kind: said, and nothing is opened.

The files wait for the library's cards when these are still being read (a first start).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from companion.i18n import tr

if TYPE_CHECKING:
    from companion.ui.main_window import MainWindow
    from companion.ui.session import Session

ARMY_SUFFIX = ".army.json"
CATALOGUE_SUFFIXES = (".cat", ".catz", ".gst", ".gstz")
ROSTER_SUFFIXES = (".ros", ".rosz")


class FileKind(Enum):
    ARMY = "army"
    LIBRARY = "library"
    ROSTER = "roster"
    OTHER = "other"


def file_kind(path: Path) -> FileKind:
    """What a file is, by the ending of its name."""
    name = path.name.lower()
    if name.endswith(ARMY_SUFFIX):
        return FileKind.ARMY
    if path.suffix.lower() in (".json", *CATALOGUE_SUFFIXES):
        return FileKind.LIBRARY
    if path.suffix.lower() in ROSTER_SUFFIXES:
        return FileKind.ROSTER
    return FileKind.OTHER


def open_paths(window: MainWindow, paths: Sequence[Path]) -> None:
    """Open ``paths`` in ``window``, each in its workspace (see the module)."""
    paths = [Path(path).expanduser().absolute() for path in paths]
    if not paths:
        return
    when_loaded(window.session, lambda: _open(window, paths))


def when_loaded(session: Session, call: Callable[[], None]) -> None:
    """``call()`` now if the session's cards are read, else once they are."""
    if session.is_loaded:
        call()
        return

    def loaded() -> None:
        session.loaded.disconnect(loaded)
        call()

    session.loaded.connect(loaded)


def _open(window: MainWindow, paths: list[Path]) -> None:
    missing = [path for path in paths if not path.is_file()]
    found = [path for path in paths if path.is_file()]
    by_kind: dict[FileKind, list[Path]] = {kind: [] for kind in FileKind}
    for path in found:
        by_kind[file_kind(path)].append(path)
    problems = [tr("{file} was not found.", file=str(path)) for path in missing]
    problems += [tr("{file} is not a file the app opens: it opens army lists (*.army.json), card "
                    "packs (*.cards.json), BattleScribe data (.cat, .catz, .gst, .gstz) and "
                    "rosters (.ros, .rosz).", file=path.name) for path in by_kind[FileKind.OTHER]]
    if by_kind[FileKind.LIBRARY]:
        window.show_workspace("library")
        window.library.import_files(by_kind[FileKind.LIBRARY])
    for path in by_kind[FileKind.ARMY] + by_kind[FileKind.ROSTER]:
        window.show_workspace("army")
        window.army.controller.import_file(path)
    if problems:
        window.show_message(tr("Some files were not opened"), "\n\n".join(problems), error=True)

