"""A real ``companion data`` process killed with SIGKILL at each point of an add, an update or a
removal: while downloading, in the middle of the transaction, after the commit but before the
downloads are moved over the kept copies, between two moves, before a removed source's files
are deleted. The next command finds the library, the list of sources and the kept copies
consistent (a kept copy that is not the file recorded is downloaded again), and nothing left
behind."""

from __future__ import annotations

import hashlib
import signal
import textwrap
from pathlib import Path

import pytest

from companion.cli import main
from companion.library.sources.storage import INCOMING_PREFIX, sources_root
from companion.library.sources.update import DataSources
from companion.library.store import Library
from tests.fake_sources import GITHUB, FakeSources, git_sha
from tests.library.kill_points import killed_when_stopped

REPO = Path(__file__).resolve().parents[2]
CARDS = 113

pytestmark = [pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX"), pytest.mark.slow]

KILLED_AT = textwrap.dedent('''
    import importlib, sys, time
    from sqlalchemy import event
    from sqlalchemy.engine import Engine
    where, count = sys.argv[1], int(sys.argv[2])
    calls = []

    def stop():
        calls.append(1)
        if len(calls) == count:
            print("stopped", flush=True)  # the parent kills us now
            time.sleep(600)

    if where.startswith("SQL "):
        @event.listens_for(Engine, "before_cursor_execute")
        def stop_there(conn, cursor, sql, parameters, context, executemany):
            if sql.lstrip().startswith(where[4:]):
                stop()
    else:
        module, _, name = where.partition(":")
        owner = importlib.import_module(module)
        *parents, last = name.split(".")
        for parent in parents:
            owner = getattr(owner, parent)
        real = getattr(owner, last)

        def patched(*args, **kwargs):
            stop()
            return real(*args, **kwargs)

        setattr(owner, last, patched)

    from companion.cli import main
    sys.exit(main(sys.argv[3:]))
''')


def killed_at(where: str, count: int, *argv: str) -> None:
    """Run ``companion ARGV`` in a new process and SIGKILL it at the ``count``-th call of
    ``where`` (``module:function``, or ``SQL <statement start>``)."""
    killed_when_stopped(KILLED_AT, where, str(count), *argv)


pytestmark = pytest.mark.usefixtures("no_starter_packs")


def kept_copies_agree(db: Path, fake: FakeSources, agonn_ap: int) -> None:
    """Every kept copy is the file recorded, the file the source gives now; the cards are those
    files' (Agonn's points are those of Alahan's file); nothing else lies in the folder."""
    with Library.open(db, seed=False) as library:
        (source,) = DataSources(library).sources()
        folder = DataSources(library).folder("c5")
        for record in source.files:
            data = (folder / record.file).read_bytes()
            assert hashlib.sha256(data).hexdigest() == record.sha256, record.name
            assert data == fake.files[record.name]
        assert sorted(p.name for p in folder.iterdir()) == sorted(r.file for r in source.files)
        agonn = library.get("alahan/agonn-the-ardent")
        assert agonn is not None and agonn.ap == agonn_ap
        assert library.count() == CARDS


def records_and_cards_agree(db: Path, fake_old_alahan: bytes) -> None:
    """Right after the kill: the list of sources and the cards are both old or both new."""
    with Library.open(db, seed=False) as library:
        (source,) = DataSources(library).sources()
        alahan = next(f for f in source.files if f.name == "alahan-lions-c5.cat")
        agonn = library.get("alahan/agonn-the-ardent")
        assert agonn is not None
        assert agonn.ap == (40 if alahan.version == git_sha(fake_old_alahan) else 43)


@pytest.mark.parametrize(("where", "count"), [
    ("companion.library.sources.storage:Incoming.write", 2),  # downloading: one file written
    ("SQL INSERT INTO data_source_file", 1),  # in the middle of the transaction
    ("os:replace", 1),  # committed, no download moved over its kept copy yet
    ("os:replace", 2),  # committed, one moved, one not
])
def test_an_update_killed_at_any_point_is_consistent_and_the_next_update_repairs_it(
        where: str, count: int, db: Path, fake_sources: FakeSources, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", str(db), "data", "add", GITHUB]) == 0
    old_alahan = fake_sources.files["alahan-lions-c5.cat"]
    fake_sources.change_agonn()
    fake_sources.files["kelt-sessair-c5.cat"] += b"\n"
    killed_at(where, count, "--db", str(db), "data", "update", "c5")
    records_and_cards_agree(db, old_alahan)
    capsys.readouterr()
    assert main(["--db", str(db), "data", "update"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("c5: ") and "malformed" not in out
    kept_copies_agree(db, fake_sources, 43)
    assert not list(sources_root(db).rglob(f"{INCOMING_PREFIX}*"))
    assert main(["--db", str(db), "data", "update"]) == 0
    assert capsys.readouterr().out.startswith("c5: up to date")


@pytest.mark.parametrize(("command", "where"), [
    ("add", "companion.library.sources.storage:Incoming.write"),  # an add killed while downloading
    ("remove", "shutil:rmtree"),  # a removal killed once committed, its files not yet deleted
])
def test_an_add_or_removal_killed_midway_leaves_nothing_in_the_way_of_the_next_add(
        command: str, where: str, db: Path, fake_sources: FakeSources) -> None:
    if command == "remove":
        assert main(["--db", str(db), "data", "add", GITHUB]) == 0
    killed_at(where, 2 if command == "add" else 1, "--db", str(db), "data", command,
              *([GITHUB] if command == "add" else ["c5"]))
    with Library.open(db, seed=False) as library:
        assert DataSources(library).sources() == [] and library.count() == 0
    assert main(["--db", str(db), "data", "add", GITHUB]) == 0
    kept_copies_agree(db, fake_sources, 40)
    assert not list(sources_root(db).rglob(f"{INCOMING_PREFIX}*"))
