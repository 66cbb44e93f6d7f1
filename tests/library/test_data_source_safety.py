"""Downloads are untrusted: a failed or partial download, a wrong checksum, an oversized file,
a name that tries to leave its folder, plain http to another computer, endless redirections:
each is refused with one clear message, and the library, the sources and the kept copies stay
exactly as they were."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.library.sources.download import Limits
from companion.library.sources.location import Kind, parse_location
from companion.library.sources.storage import safe_file_name
from companion.library.sources.update import DataSources
from companion.library.store import Library
from tests.fake_sources import GITHUB, FakeSources
from tests.refusals import refused_because


def state(library: Library, root: Path) -> tuple[object, ...]:
    """Everything an update may touch: the cards, the sources' records, every file under ``root``."""
    files = {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
             if p.is_file() and "sqlite3" not in p.name}  # (the database's own files: compared by content)
    folders = sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_dir())
    return library.cards(), DataSources(library).sources(), files, folders


@pytest.fixture
def added(fake_sources: FakeSources, library: Library, tmp_path: Path) -> tuple[DataSources, Path]:
    """The C5 repository added from the fake GitHub, then Agonn's points changed upstream."""
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    fake_sources.change_agonn()
    return sources, tmp_path


@pytest.mark.parametrize("route", ["github", "catpkg", "index"])
def test_a_connection_dropped_halfway_changes_nothing(route: str, fake_sources: FakeSources, library: Library,
                                                      tmp_path: Path) -> None:
    sources = DataSources(library)
    sources.add({"github": GITHUB, "catpkg": fake_sources.catpkg_url, "index": fake_sources.index_url()}[route],
                name="c5")
    fake_sources.change_agonn()
    fake_sources.faults["alahan-lions-c5.cat"] = "drop"
    before = state(library, tmp_path)
    with refused_because("data.download-failed"):
        sources.update("c5")
    assert state(library, tmp_path) == before


@pytest.mark.parametrize("route", ["github", "catpkg"])
def test_bytes_that_do_not_match_the_listed_checksum_change_nothing(route: str, fake_sources: FakeSources,
                                                                   library: Library, tmp_path: Path) -> None:
    sources = DataSources(library)
    sources.add(GITHUB if route == "github" else fake_sources.catpkg_url, name="c5")
    fake_sources.change_agonn()
    fake_sources.faults["alahan-lions-c5.cat"] = "tamper"
    before = state(library, tmp_path)
    with refused_because("data.wrong-checksum", file="alahan-lions-c5.cat"):
        sources.update("c5")
    assert state(library, tmp_path) == before


def test_a_wrong_checksum_on_adding_adds_nothing(fake_sources: FakeSources, library: Library, tmp_path: Path) -> None:
    fake_sources.faults["kelt-sessair-c5.cat"] = "tamper"
    with refused_because("data.wrong-checksum"):
        DataSources(library).add(GITHUB)
    assert library.count() == 0 and DataSources(library).sources() == []
    assert not [p for p in tmp_path.rglob("*") if p.is_file() and p.suffix in (".cat", ".gst")]


def test_an_oversized_file_is_refused_and_changes_nothing(added: tuple[DataSources, Path], fake_sources: FakeSources,
                                                         library: Library) -> None:
    sources, root = added
    small = DataSources(library, limits=Limits(file_bytes=200_000))  # Alahan's catalogue is 537 kB
    before = state(library, root)
    fake_sources.forget_requests()
    with refused_because("data.too-large", megabytes="0.2"):
        small.update("c5")
    assert state(library, root) == before
    assert fake_sources.file_requests() == []  # the tree gave its size: not even asked for


def test_a_file_larger_than_it_was_announced_is_cut_off_at_the_limit(fake_sources: FakeSources,
                                                                     library: Library, tmp_path: Path) -> None:
    sources = DataSources(library, limits=Limits(file_bytes=200_000))
    with refused_because("data.too-large", megabytes="0.2"):
        sources.add(fake_sources.index_url())  # a data index gives no sizes
    assert library.count() == 0 and sources.sources() == []


def test_an_oversized_index_is_refused(fake_sources: FakeSources, library: Library) -> None:
    with refused_because("data.too-large"):
        DataSources(library, limits=Limits(index_bytes=100)).add(fake_sources.catpkg_url)


def test_a_file_that_does_not_import_changes_nothing(added: tuple[DataSources, Path], fake_sources: FakeSources,
                                                    library: Library) -> None:
    sources, root = added
    fake_sources.files["alahan-lions-c5.cat"] = b"<catalogue name='Alahan Lions' revision='35'><broken"
    before = state(library, root)
    with refused_because("battlescribe.malformed"):
        sources.update("c5")
    assert state(library, root) == before


def test_an_xml_bomb_is_refused_as_an_import_refuses_it(added: tuple[DataSources, Path], fake_sources: FakeSources,
                                                       library: Library) -> None:
    sources, root = added
    fake_sources.files["alahan-lions-c5.cat"] = (
        b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>'
        b'<catalogue name="Alahan Lions" revision="35">&lol2;</catalogue>')
    before = state(library, root)
    with refused_because("battlescribe.dtd"):
        sources.update("c5")
    assert state(library, root) == before


@pytest.mark.parametrize("evil", ["../../etc/passwd.cat", "..\\..\\..\\evil.cat", "/etc/cron.d/evil.cat",
                                  "sub/../../../evil.cat"])
def test_a_name_in_a_catpkg_never_leaves_the_sources_folder(evil: str, fake_sources: FakeSources, library: Library,
                                                           tmp_path: Path) -> None:
    catpkg = json.loads(fake_sources.catpkg())
    for entry in catpkg["repositoryFiles"]:
        if entry["name"].startswith("Alahan"):
            fake_sources.extra["/evil/file"] = ("application/xml", fake_sources.files["alahan-lions-c5.cat"])
            entry["fileUrl"] = f"{fake_sources.url}/evil/file"
            entry["name"] = evil  # the address names no data file: the name is used
    fake_sources.extra["/evil.catpkg.json"] = ("application/json", json.dumps(catpkg).encode())
    sources = DataSources(library)
    sources.add(f"{fake_sources.url}/evil.catpkg.json", name="c5")
    folder = sources.folder("c5")
    written = sorted(p for p in tmp_path.rglob("*") if p.is_file() and p.suffix in (".cat", ".gst"))
    assert all(p.parent == folder for p in written), written
    assert evil.replace("\\", "/").rsplit("/", 1)[-1] in [p.name for p in written]
    assert library.get("alahan/agonn-the-ardent") is not None


@pytest.mark.parametrize(("name", "safe"), [
    ("Alahan Lions [C5].cat", "Alahan Lions [C5].cat"),
    ("../../etc/passwd.cat", "passwd.cat"),
    ("..\\..\\evil.CATZ", "evil.catz"),
    (".hidden.gst", "hidden.gst"),
    ("CON.cat", "_CON.cat"),
    ("a:b*c?<d>|e\".cat", "a_b_c__d__e_.cat"),
    ("...cat", "_.cat"),
    ("x" * 300 + ".cat", "x" * 100 + ".cat"),
])
def test_safe_file_names(name: str, safe: str) -> None:
    assert safe_file_name(name) == safe


def test_two_names_made_the_same_get_numbers() -> None:
    assert safe_file_name("dir/x.cat", ["X.cat"]) == "x-2.cat"
    assert safe_file_name("x.cat", ["x.cat", "x-2.cat"]) == "x-3.cat"


@pytest.mark.parametrize(("url", "problem_id", "argument"), [
    ("http://example.com/c5.catpkg.json", "data.insecure-url", "url"),
    ("http://10.0.0.1/index.xml", "data.insecure-url", "url"),
    ("ftp://example.com/index.bsi", "data.unknown-source", "source"),
    ("file:///etc/index.xml", "data.unknown-source", "source"),
])
def test_plain_http_to_another_computer_is_refused(url: str, problem_id: str, argument: str, library: Library) -> None:
    with refused_because(problem_id, **{argument: url}):
        DataSources(library).add(url)
    assert DataSources(library).sources() == []


@pytest.mark.parametrize("url", ["http://127.0.0.1:9/c5.catpkg.json", "http://localhost:9/index.xml",
                                 "https://example.com/c5.catpkg.json", "https://example.com/x/index.bsi"])
def test_https_and_this_computer_are_accepted_sources(url: str) -> None:
    assert parse_location(url).kind in (Kind.CATPKG, Kind.INDEX)


def test_a_redirection_to_plain_http_elsewhere_is_refused_before_it_is_followed(
        fake_sources: FakeSources, library: Library) -> None:
    fake_sources.redirects["/moved.catpkg.json"] = "http://example.com/c5.catpkg.json"
    with refused_because("data.insecure-url", url="http://example.com/c5.catpkg.json"):
        DataSources(library).add(f"{fake_sources.url}/moved.catpkg.json")


def test_a_catpkg_pointing_at_plain_http_elsewhere_is_refused(fake_sources: FakeSources, library: Library) -> None:
    catpkg = json.loads(fake_sources.catpkg())
    catpkg["repositoryFiles"][0]["fileUrl"] = "http://example.com/evil.cat"
    fake_sources.extra["/other.catpkg.json"] = ("application/json", json.dumps(catpkg).encode())
    with refused_because("data.insecure-url", url="http://example.com/evil.cat"):
        DataSources(library).add(f"{fake_sources.url}/other.catpkg.json")
    assert library.count() == 0


def test_redirections_are_bounded(fake_sources: FakeSources, library: Library) -> None:
    fake_sources.redirects["/loop.catpkg.json"] = f"{fake_sources.url}/loop.catpkg.json"
    with refused_because("data.too-many-redirects", count=5):
        DataSources(library).add(f"{fake_sources.url}/loop.catpkg.json")
    assert len(fake_sources.requests) == 6


def test_a_redirection_within_bounds_is_followed(fake_sources: FakeSources, library: Library) -> None:
    fake_sources.redirects["/moved.catpkg.json"] = fake_sources.catpkg_url
    DataSources(library).add(f"{fake_sources.url}/moved.catpkg.json", name="c5")
    assert library.count() == 113


@pytest.mark.parametrize(("document", "problem_id"), [
    (b"not json", "data.not-json"),
    (b'{"name": "x"}', "data.not-catpkg"),
    (b'{"repositoryFiles": [{"name": "x"}]}', "data.not-catpkg"),
])
def test_a_document_that_is_not_a_catpkg_is_refused(document: bytes, problem_id: str, fake_sources: FakeSources,
                                                   library: Library) -> None:
    fake_sources.extra["/bad.catpkg.json"] = ("application/json", document)
    with refused_because(problem_id):
        DataSources(library).add(f"{fake_sources.url}/bad.catpkg.json")


def test_a_missing_repository_and_a_server_error_are_said(fake_sources: FakeSources, library: Library,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    with refused_because("data.no-repository", repository="squera/nothing-here"):
        DataSources(library).add("github:squera/nothing-here")
    with refused_because("data.http-status", status=404):
        DataSources(library).add(f"{fake_sources.url}/gone/index.xml")


def test_an_unknown_kind_of_source_is_said(library: Library, tmp_path: Path) -> None:
    with refused_because("data.unknown-source", source="squera/newrecruit-confrontation-C5"):
        DataSources(library).add("squera/newrecruit-confrontation-C5")
    (tmp_path / "file.cat").write_text("x")
    with refused_because("data.not-a-folder"):
        DataSources(library).add(str(tmp_path / "file.cat"))
