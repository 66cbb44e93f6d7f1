"""Data sources under a hostile server, and an unlucky player: JSON nested past what Python
parses, a source of endless files, a server that sends a byte now and then or nothing at all,
a folder with a huge sparse catalogue, a catalogue listed under several names, a kept copy that
is not the file recorded, two changes at once. Each is refused in one line (or repaired), in
bounded time, and changes nothing it should not."""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pytest

from companion.i18n import render
from companion.i18n.engine import error_text
from companion.library.sources import listing
from companion.library.sources.download import Limits
from companion.library.sources.errors import Cancelled, DataSourceError
from companion.library.sources.storage import INCOMING_PREFIX, sources_root
from companion.library.sources.update import DataSources
from companion.library.store import Library
from companion.rules.message import Message
from tests.fake_sources import FIXTURES, GITHUB, OWNER, REPO, FakeSources, git_sha
from tests.refusals import problem

CARDS = 113
"""The cards the fixture files give."""

NESTED = b"[" * 200_000 + b"]" * 200_000
"""A JSON document nested deeper than Python's parser goes (400 kB)."""


def refusal(action: Callable[..., object], *args: object, **kwargs: object) -> tuple[Message, str]:
    """The problem and the one line said when ``action(*args, **kwargs)`` is refused."""
    with pytest.raises(DataSourceError) as caught:
        action(*args, **kwargs)
    said = error_text(caught.value)
    assert "\n" not in said
    return problem(caught.value), said


def leftovers(root: Path) -> list[Path]:
    """Temporary download folders under the sources' folder."""
    return sorted(root.rglob(f"{INCOMING_PREFIX}*")) if root.exists() else []


def nothing_added(library: Library, tmp_path: Path) -> None:
    root = sources_root(tmp_path / "companion.sqlite3")
    assert library.count() == 0 and DataSources(library).sources() == []
    assert not root.exists() or list(root.iterdir()) == []


# -- hostile documents -------------------------------------------------------------------------


@pytest.mark.parametrize("route", ["tree", "release", "catpkg"])
def test_json_nested_past_the_parser_is_a_one_line_refusal(route: str, fake_sources: FakeSources,
                                                           library: Library, tmp_path: Path) -> None:
    api = f"/api/repos/{OWNER}/{REPO}"
    path = {"tree": f"{api}/git/trees/HEAD", "release": f"{api}/releases/latest", "catpkg": "/deep.catpkg.json"}[route]
    fake_sources.extra[path] = ("application/json", NESTED)
    found, said = refusal(DataSources(library).add, f"{fake_sources.url}{path}" if route == "catpkg" else GITHUB,
                          name="c5")
    assert found.id == "data.json-too-deep"
    assert said.endswith("a JSON document nested too deeply to read, refused; nothing was changed")
    nothing_added(library, tmp_path)


def test_a_source_of_more_files_than_a_source_has_is_refused_before_any_download(
        fake_sources: FakeSources, library: Library, tmp_path: Path) -> None:
    entries = [{"path": f"catalogue-{n:05}.cat", "mode": "100644", "type": "blob", "sha": git_sha(b"%d" % n),
                "size": 2} for n in range(1000)]
    fake_sources.extra[f"/api/repos/{OWNER}/{REPO}/git/trees/HEAD"] = (
        "application/json", json.dumps({"sha": "0" * 40, "tree": entries, "truncated": False}).encode())
    found, said = refusal(DataSources(library).add, GITHUB, name="c5")
    assert found.id == "data.too-many-files" and found["limit"] == Limits().source_files == 200
    assert "1000 data files, more than the 200 a source may have, refused" in said
    assert fake_sources.file_requests() == []
    nothing_added(library, tmp_path)


def test_a_source_larger_in_all_than_a_source_may_be_is_refused_and_its_downloads_removed(
        fake_sources: FakeSources, library: Library, tmp_path: Path) -> None:
    """The catpkg gives no sizes: the downloads are counted as they come (1.4 MB in all)."""
    sources = DataSources(library, limits=Limits(source_bytes=1024 * 1024))
    found, said = refusal(sources.add, fake_sources.catpkg_url, name="c5")
    assert found.id == "data.source-too-large"
    assert "more than 1 MB of data files in all, refused; nothing was changed" in said
    assert 1 < len(fake_sources.file_requests()) < 5  # refused once past the cap, not at the end
    nothing_added(library, tmp_path)


def test_an_update_that_makes_a_source_too_large_is_refused(fake_sources: FakeSources, library: Library,
                                                           tmp_path: Path) -> None:
    DataSources(library).add(GITHUB, name="c5")
    before = DataSources(library).sources()
    fake_sources.files["alahan-lions-c5.cat"] += b"<!--" + b"x" * 400_000 + b"-->"
    fake_sources.forget_requests()
    found, _said = refusal(DataSources(library, limits=Limits(source_bytes=1_700_000)).update, "c5")
    assert found.id == "data.source-too-large"
    assert fake_sources.file_requests() == []  # the tree gives the sizes: refused before downloading
    assert DataSources(library).sources() == before
    assert leftovers(sources_root(tmp_path / "companion.sqlite3")) == []


# -- slow and silent servers -----------------------------------------------------------------------


def test_a_file_sent_a_byte_at_a_time_is_stopped_at_its_deadline(fake_sources: FakeSources, library: Library,
                                                                tmp_path: Path) -> None:
    """A byte every 0.2 s never trips the 30 s read timeout; the file's deadline stops it."""
    fake_sources.trickle["alahan-lions-c5.cat"] = 0.2
    sources = DataSources(library, limits=Limits(file_seconds=2.0))
    found, said = refusal(sources.add, GITHUB, name="c5")
    assert found.id == "data.file-too-slow" and found["seconds"] == 2
    assert "not received in 2 seconds, stopped; nothing was changed" in said
    nothing_added(library, tmp_path)


def test_a_source_whose_downloads_go_on_too_long_is_stopped_at_its_deadline(
        fake_sources: FakeSources, library: Library, tmp_path: Path) -> None:
    fake_sources.trickle["kelt-sessair-c5.cat"] = 0.2
    sources = DataSources(library, limits=Limits(file_seconds=60.0, source_seconds=2.0))
    found, said = refusal(sources.add, fake_sources.catpkg_url, name="c5")
    assert found.id == "data.source-too-slow"
    assert said == "c5: the downloads took more than 2 seconds, stopped; nothing was changed"
    nothing_added(library, tmp_path)


def test_cancel_stops_a_download_the_server_holds_back(fake_sources: FakeSources, library: Library,
                                                       tmp_path: Path) -> None:
    """The server holds the file's answer for 20 s and sends nothing: the cancel is seen
    while waiting, not once the answer comes."""
    DataSources(library).add(GITHUB, name="c5")
    fake_sources.change_agonn()
    fake_sources.forget_requests()
    fake_sources.gate = threading.Event()
    stop = threading.Event()
    outcome: list[BaseException] = []

    def update() -> None:
        try:
            DataSources(library, cancelled=stop.is_set).update("c5")
        except BaseException as error:  # noqa: BLE001 (handed to the test)
            outcome.append(error)

    worker = threading.Thread(target=update)
    worker.start()
    for _ in range(200):
        if fake_sources.file_requests():
            break
        stop.wait(0.05)
    assert fake_sources.file_requests(), "the download never started"
    stop.set()
    worker.join(10)  # well before the server answers
    try:
        assert not worker.is_alive() and not fake_sources.gate.is_set()
        assert len(outcome) == 1 and isinstance(outcome[0], Cancelled)
    finally:
        fake_sources.gate.set()
        worker.join(30)
    assert library.get("alahan/agonn-the-ardent").ap == 40  # type: ignore[union-attr]
    assert leftovers(sources_root(tmp_path / "companion.sqlite3")) == []


# -- folders -------------------------------------------------------------------------------------


def test_a_huge_sparse_catalogue_in_a_folder_is_refused_by_its_size_before_it_is_read(
        library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "confrontation-c5.gst").write_bytes((FIXTURES / "confrontation-c5.gst").read_bytes())
    with (folder / "huge.cat").open("wb") as huge:
        huge.truncate(20 * 1024**3)  # 20 GB, sparse: nothing written
    hashed: list[object] = []

    def sha256() -> object:
        hashed.append(1)
        return hashlib.sha256()

    monkeypatch.setattr(listing, "hashlib", SimpleNamespace(sha256=sha256))
    found, said = refusal(DataSources(library).add, str(folder), name="mine")
    assert found.id == "data.too-large" and said.startswith(f"mine: {folder / 'huge.cat'}: larger than 50 MB")
    assert hashed == []  # not a byte of either file was read
    assert DataSources(library).sources() == []


def test_a_folder_of_more_files_than_a_source_has_is_refused_before_it_is_read(
        library: Library, tmp_path: Path) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    for n in range(6):
        (folder / f"c{n}.cat").write_text("x")
    found, said = refusal(DataSources(library, limits=Limits(source_files=5)).add, str(folder), name="many")
    assert found.id == "data.too-many-files" and "6 data files, more than the 5" in said


# -- one catalogue, several names ------------------------------------------------------------------


def test_a_catpkg_listing_one_file_under_five_names_imports_its_cards_once(fake_sources: FakeSources,
                                                                          library: Library) -> None:
    catpkg = json.loads(fake_sources.catpkg())
    alahan = next(e for e in catpkg["repositoryFiles"] if e["fileUrl"].endswith("alahan-lions-c5.cat"))
    fake_sources.extra["/lions"] = ("application/xml", fake_sources.files["alahan-lions-c5.cat"])
    alahan["fileUrl"] = f"{fake_sources.url}/lions"  # named by the entry's name
    for n in range(4):
        catpkg["repositoryFiles"].append({**alahan, "name": f"Lions {n}"})
    fake_sources.extra["/five.catpkg.json"] = ("application/json", json.dumps(catpkg).encode())
    fake_sources.forget_requests()
    report = DataSources(library).add(f"{fake_sources.url}/five.catpkg.json", name="c5")
    assert library.count() == CARDS and len(report.diff.added) == CARDS
    assert [m for m in report.listing_notes if m.id == "data.same-catalogue"] == [
        Message("data.same-catalogue", file=f"Lions {n}.cat", other="Alahan Lions [C5].cat") for n in range(4)]
    assert fake_sources.requests.count("/lions") == 1  # each address once


def test_a_data_index_listing_one_catalogue_under_five_names_imports_its_cards_once(
        fake_sources: FakeSources, library: Library) -> None:
    for n in range(4):
        fake_sources.files[f"lions-{n}.cat"] = fake_sources.files["alahan-lions-c5.cat"]
    report = DataSources(library).add(fake_sources.index_url(), name="c5")
    assert library.count() == CARDS and len(report.diff.added) == CARDS
    assert "alahan/agonn-the-ardent-2" not in {card.id for card in library.cards()}
    notes = [m for m in report.listing_notes if m.id == "data.same-catalogue"]
    assert [(m["file"], m["other"]) for m in notes] == [(f"lions-{n}.cat", "alahan-lions-c5.cat") for n in range(4)]
    assert DataSources(library).update("c5").up_to_date  # and an update changes nothing
    assert library.count() == CARDS


# -- kept copies -----------------------------------------------------------------------------------


def test_a_truncated_kept_copy_is_downloaded_again(fake_sources: FakeSources, library: Library) -> None:
    """Another file changing upstream makes the update read the kept copy: a truncated one
    would be "malformed XML" at every update; it is downloaded again."""
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    kept = sources.folder("c5") / "alahan-lions-c5.cat"
    kept.write_bytes(kept.read_bytes()[:1000])
    fake_sources.files["kelt-sessair-c5.cat"] += b"\n"
    report = sources.update("c5")
    assert {c.name: c.change for c in report.files} == {"alahan-lions-c5.cat": "repaired",
                                                        "kelt-sessair-c5.cat": "changed"}
    assert [render(m) for m in report.messages()][:3] == [
        "c5: 2 files downloaded", "alahan-lions-c5.cat: the copy kept is not the file recorded",
        "kelt-sessair-c5.cat: changed"]
    assert kept.read_bytes() == fake_sources.files["alahan-lions-c5.cat"]
    assert library.count() == CARDS and report.diff.empty


def test_a_stale_kept_copy_is_repaired_even_when_nothing_changed_upstream(fake_sources: FakeSources,
                                                                        library: Library) -> None:
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    kept = sources.folder("c5") / "alahan-lions-c5.cat"
    original = kept.read_bytes()
    kept.write_bytes(original.replace(b'value="40"', b'value="41"', 1))  # the same size, other bytes
    report = sources.update("c5")
    assert [(c.name, c.change) for c in report.files] == [("alahan-lions-c5.cat", "repaired")]
    assert kept.read_bytes() == original
    assert sources.update("c5").up_to_date


# -- two changes at once ---------------------------------------------------------------------------


def held_update(fake_sources: FakeSources, library: Library) -> tuple[threading.Thread, list[object]]:
    """An update of c5 started in a thread and held by the server in the middle of its downloads."""
    fake_sources.change_agonn()
    fake_sources.forget_requests()
    fake_sources.gate = threading.Event()
    outcome: list[object] = []
    worker = threading.Thread(target=lambda: outcome.append(DataSources(library).update("c5")))
    worker.start()
    waited = threading.Event()
    for _ in range(200):
        if fake_sources.file_requests():
            break
        waited.wait(0.05)
    assert fake_sources.file_requests()
    return worker, outcome


def test_removing_a_source_while_it_updates_is_refused_and_the_update_ends_well(
        fake_sources: FakeSources, library: Library) -> None:
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    worker, outcome = held_update(fake_sources, library)
    try:
        found, said = refusal(sources.remove, "c5")
    finally:
        assert fake_sources.gate is not None
        fake_sources.gate.set()
        worker.join(60)
    assert found.id == "data.change-under-way"
    assert said.startswith("another change to the data sources is under way")
    assert len(outcome) == 1 and library.get("alahan/agonn-the-ardent").ap == 43  # type: ignore[union-attr]
    assert sources.remove("c5").cards == CARDS  # once the update is done


def test_a_second_add_of_a_source_while_the_first_runs_says_another_change_is_under_way(
        fake_sources: FakeSources, library: Library, tmp_path: Path) -> None:
    fake_sources.gate = threading.Event()
    outcome: list[object] = []
    worker = threading.Thread(target=lambda: outcome.append(DataSources(library).add(GITHUB, name="c5")))
    worker.start()
    waited = threading.Event()
    for _ in range(200):
        if fake_sources.file_requests():
            break
        waited.wait(0.05)
    try:
        with Library.open(tmp_path / "companion.sqlite3", seed=False) as other:  # another window
            found, said = refusal(DataSources(other).add, GITHUB, name="c5")
    finally:
        fake_sources.gate.set()
        worker.join(60)
    assert found.id == "data.change-under-way" and "cannot be used" not in said
    assert len(outcome) == 1 and library.count() == CARDS


def test_an_update_checked_meanwhile_is_not_refused(fake_sources: FakeSources, library: Library) -> None:
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    worker, outcome = held_update(fake_sources, library)
    try:
        report = sources.update("c5", check_only=True)
    finally:
        assert fake_sources.gate is not None
        fake_sources.gate.set()
        worker.join(60)
    assert [c.name for c in report.files] == ["alahan-lions-c5.cat"] and len(outcome) == 1
