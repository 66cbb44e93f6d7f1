"""Files written for the user (companion.files): the umask is honoured, a file written over
keeps its permissions, and what a write killed midway leaves behind is cleaned up."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.cli import main
from companion.files import clean_stale_parts, write_atomically

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def umask() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_new_file_gets_what_the_umask_gives(tmp_path: Path, umask: None) -> None:
    write_atomically(tmp_path / "shared.cards.json", b"{}")
    assert mode(tmp_path / "shared.cards.json") == 0o644
    os.umask(0o077)
    write_atomically(tmp_path / "private.cards.json", b"{}")
    assert mode(tmp_path / "private.cards.json") == 0o600


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_file_written_over_keeps_its_permissions(tmp_path: Path, umask: None) -> None:
    target = tmp_path / "list.army.json"
    target.write_bytes(b"old")
    target.chmod(0o640)
    write_atomically(target, b"new")
    assert target.read_bytes() == b"new" and mode(target) == 0o640


KILLED_WRITER = textwrap.dedent('''
    import os, sys, time
    from pathlib import Path
    from companion.files import write_atomically

    def stop(_fd):
        print("writing", flush=True)  # the parent kills us now, between writing and renaming
        time.sleep(600)

    os.fsync = stop
    write_atomically(Path(sys.argv[1]), b"x" * 100_000)
''')


def killed_write(target: Path) -> Path:
    """Kill a process writing ``target``; the temporary file it leaves."""
    child = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(target)], cwd=REPO,
                             env={**os.environ, "PYTHONPATH": str(REPO)}, stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline() == "writing\n"
    child.send_signal(signal.SIGKILL)
    child.wait(30)
    (left,) = [p for p in target.parent.iterdir() if p.name.endswith(".part")]
    assert left.name.startswith(f".{target.name}.{child.pid}-")
    return left


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_the_next_write_cleans_what_a_killed_one_left(tmp_path: Path) -> None:
    target = tmp_path / "library.cards.json"
    killed_write(target)
    assert not target.exists()
    write_atomically(target, b"{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["library.cards.json"]


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_a_start_cleans_the_app_folders_but_not_a_write_under_way(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    left = killed_write(folder / "wound-table.json")
    writing = folder / f".other.json.{os.getpid()}-0123abcd.part"  # this process is running
    writing.write_bytes(b"")
    assert main(["--db", str(folder / "companion.sqlite3"), "game", "list"]) == 0
    assert not left.exists() and writing.exists()
    assert clean_stale_parts(folder) == []
