"""A disk that fills up: the write that does not fit is refused with a message saying so, the
library is as it was before it (nothing half written, no temporary file left), and it opens
again as usual."""

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
from tests.fake_sources import GITHUB, FakeSources

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


DATA_FILE_LIMIT = textwrap.dedent('''
    import resource, signal, sys
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails (EFBIG) instead
    resource.setrlimit(resource.RLIMIT_FSIZE, (300_000, 300_000))  # Alahan's catalogue is 537 kB
    from companion.cli import main
    sys.exit(main(sys.argv[1:]))
''')


@pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "darwin", reason="RLIMIT_FSIZE as on Linux")
@pytest.mark.parametrize("command", ["add", "update"])
def test_a_data_source_downloaded_onto_a_full_disk_is_refused_in_one_line_and_leaves_nothing(
        command: str, tmp_path: Path, fake_sources: FakeSources) -> None:
    from companion.library.sources.storage import INCOMING_PREFIX, sources_root
    from companion.library.sources.update import DataSources

    path = tmp_path / "companion.sqlite3"
    with Library.open(path, seed=False) as library:
        if command == "update":
            DataSources(library).add(GITHUB, name="c5")
            fake_sources.change_agonn()
        before = (DataSources(library).sources(), library.cards())
    kept = {p: p.read_bytes() for p in sources_root(path).rglob("*") if p.is_file()}
    argv = ["add", GITHUB] if command == "add" else ["update", "c5"]
    done = subprocess.run([sys.executable, "-c", DATA_FILE_LIMIT, "--db", str(path), "data", *argv], cwd=REPO,
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(REPO)}, timeout=120)
    assert done.returncode == 2 and done.stdout == "", done.stderr
    assert done.stderr.startswith("companion: error: c5: cannot write the downloaded files in ")
    assert done.stderr.endswith("; nothing was changed\n") and done.stderr.count("\n") == 1
    with Library.open(path, seed=False) as library:
        assert (DataSources(library).sources(), library.cards()) == before
    assert {p: p.read_bytes() for p in sources_root(path).rglob("*") if p.is_file()} == kept
    assert not list(sources_root(path).rglob(f"{INCOMING_PREFIX}*"))
