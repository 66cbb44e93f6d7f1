"""A disk that fills up: the write that does not fit is refused with a message saying so, the
library is as it was before it (nothing half written), and it opens again as usual."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from sqlalchemy import event

from companion.errors import DatabaseError
from companion.library.store import Library
from companion.rules.card import Card
from tests.cards import PACK_PALADIN

REPO = Path(__file__).resolve().parents[2]


def test_an_import_that_does_not_fit_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    with Library.open(path, seed=False) as library:
        library.import_cards([PACK_PALADIN])
        library.engine.dispose()

        @event.listens_for(library.engine, "connect")
        def _no_room(dbapi_connection: object, _record: object) -> None:  # the file may not grow
            pages = dbapi_connection.execute("PRAGMA page_count").fetchone()[0]  # type: ignore[attr-defined]
            dbapi_connection.execute(f"PRAGMA max_page_count = {pages}")  # type: ignore[attr-defined]

        many = [Card(id=f"wolfen/w{i}", name=f"Wolfen {i}", people="wolfen", notes="x" * 500) for i in range(500)]
        with pytest.raises(DatabaseError) as refused:
            library.import_cards(many)
        assert refused.value.message.id == "database.full"
        assert "is full: the change was not saved" in str(refused.value)
        assert library.count() == 1
    with Library.open(path, seed=False) as again:
        assert [card.id for card in again.cards()] == ["alahan/paladin"]


FILE_LIMIT = textwrap.dedent('''
    import resource, signal, sys
    from pathlib import Path
    from companion.files import write_atomically
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails (EFBIG) instead
    resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
    try:
        write_atomically(Path(sys.argv[1]), b"new " * 10_000)
    except OSError as error:
        print("refused", error.errno)
''')


@pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "darwin", reason="RLIMIT_FSIZE as on Linux")
def test_a_file_written_on_a_full_disk_is_left_as_it_was(tmp_path: Path) -> None:
    target = tmp_path / "library.cards.json"
    target.write_bytes(b"old")
    done = subprocess.run([sys.executable, "-c", FILE_LIMIT, str(target)], cwd=REPO, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(REPO)}, timeout=60)
    assert done.stdout.startswith("refused"), done.stderr
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["library.cards.json"]  # no temporary file left
