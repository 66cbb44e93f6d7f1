"""Data sources: added from each kind of source, updated (only what changed, said card by card),
removed; all from the local stand-in server (tests.fake_sources), never the internet."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from companion.i18n import render
from companion.i18n.engine import error_text
from companion.library.sources.errors import Cancelled, DataSourceError, Offline
from companion.library.sources.update import DataSources
from companion.library.store import Library
from companion.rules.card import Card
from tests.fake_sources import FILES, GITHUB, TEMPLATE, FakeSources, git_sha, with_points, without_model
from tests.refusals import refused, refused_because

CARDS = 113
"""The cards the fixture files give (a game system, Alahan, Sessair, and two library catalogues)."""
REVISIONS = {"confrontation-c5.gst": "21", "alahan-lions-c5.cat": "33", "kelt-sessair-c5.cat": "18",
             "spells-c5.cat": "11", "miracles-c5.cat": "9"}


def source_text(kind: str, fake: FakeSources, folder: Path) -> str:
    """The SOURCE a player types for each kind of source the server offers."""
    if kind.startswith("github"):
        fake.release = {"github": None, "github-release": "catpkg", "github-plain-release": "plain"}[kind]
        return GITHUB
    if kind == "catpkg":
        return fake.catpkg_url
    if kind in ("index.xml", "index.bsi"):
        return fake.index_url(zipped=kind == "index.bsi")
    folder.mkdir(exist_ok=True)
    for name, data in fake.files.items():
        (folder / name).write_bytes(data)
    return str(folder)


KINDS = ["github", "github-release", "github-plain-release", "catpkg", "index.xml", "index.bsi", "folder"]


def said(report: object) -> list[str]:
    return [render(m) for m in report.messages()]  # type: ignore[attr-defined]


@pytest.mark.parametrize("kind", KINDS)
def test_a_source_of_each_kind_is_added_downloaded_kept_and_imported(
        kind: str, fake_sources: FakeSources, library: Library, tmp_path: Path) -> None:
    sources = DataSources(library)
    report = sources.add(source_text(kind, fake_sources, tmp_path / "data"), name="c5")
    assert report.added and len(report.diff.added) == CARDS
    assert library.count() == CARDS
    assert library.get("alahan/agonn-the-ardent").ap == 40  # type: ignore[union-attr]
    (source,) = sources.sources()
    assert (source.name, source.cards) == ("c5", CARDS)
    assert {f.name: f.revision for f in source.files} == REVISIONS
    folder = sources.folder("c5")
    assert sorted(p.name for p in folder.iterdir()) == sorted(FILES)  # the last good copies, nothing else
    for name in FILES:
        assert (folder / name).read_bytes() == fake_sources.files[name]
    assert said(report) == [f"c5: added from {source.location.text}", f"{CARDS} cards imported"]
    if kind == "github":
        assert fake_sources.requests[:2] == ["/api/repos/squera/newrecruit-confrontation-C5/releases/latest",
                                            "/api/repos/squera/newrecruit-confrontation-C5/git/trees/HEAD?recursive=1"]
        assert sorted(fake_sources.file_requests()) == sorted(
            f"/api/repos/squera/newrecruit-confrontation-C5/git/blobs/{git_sha(d)}" for d in fake_sources.files.values())
        assert source.revision is not None and len(source.revision) == 40  # the tree's sha
    if kind == "github-release":
        assert "/catpkg/c5.catpkg.json" in fake_sources.requests and source.revision == "v1.0.0"
    if kind == "github-plain-release":  # a release without a catpkg: the files of HEAD
        assert not any(p.startswith("/catpkg/") for p in fake_sources.requests)


@pytest.mark.parametrize("kind", KINDS)
def test_an_update_with_nothing_changed_downloads_no_file_and_changes_nothing(
        kind: str, fake_sources: FakeSources, library: Library, tmp_path: Path) -> None:
    sources = DataSources(library)
    sources.add(source_text(kind, fake_sources, tmp_path / "data"), name="c5")
    cards = library.cards()
    fake_sources.forget_requests()
    report = sources.update("c5")
    assert report.up_to_date and report.downloads == 0
    assert fake_sources.file_requests() == []
    assert len(fake_sources.requests) <= 2  # the listing alone (a release, then a tree or catpkg)
    assert library.cards() == cards
    assert said(report)[0].startswith("c5: up to date")


@pytest.mark.parametrize("kind", ["github", "catpkg", "index.xml", "folder"])
def test_a_changed_file_alone_is_downloaded_and_the_update_says_what_changed_card_by_card(
        kind: str, fake_sources: FakeSources, library: Library, tmp_path: Path) -> None:
    alahan = fake_sources.files["alahan-lions-c5.cat"]
    fake_sources.files["alahan-lions-c5.cat"] = without_model(without_model(alahan, "Agent of the Chimera"),
                                                              "Alahel the messenger")
    sources = DataSources(library)
    sources.add(source_text(kind, fake_sources, tmp_path / "data"), name="c5")
    assert library.get("alahan/agent-of-the-chimera") is None

    # The next revision: Agonn costs 43 AP, two cards come back, Urland's standard-bearer goes.
    changed = with_points(alahan, "Agonn the ardent", 40, 43, revision=34)
    fake_sources.files["alahan-lions-c5.cat"] = without_model(changed, "Urland standard-bearer")
    if kind == "folder":
        (tmp_path / "data" / "alahan-lions-c5.cat").write_bytes(fake_sources.files["alahan-lions-c5.cat"])
    fake_sources.forget_requests()
    report = sources.update("c5")

    assert report.downloads == 1
    assert [p.rsplit("/", 1)[-1] for p in fake_sources.file_requests()] in (
        [], ["alahan-lions-c5.cat"], [git_sha(fake_sources.files["alahan-lions-c5.cat"])])
    assert said(report) == [
        "c5: 1 file downloaded",
        "alahan-lions-c5.cat: revision 33 -> 34",
        "Agonn the ardent: 40 -> 43 AP",
        "2 cards added: Agent of the Chimera and Alahel the messenger",
        "1 card removed: Urland standard-bearer",
    ]
    assert library.get("alahan/agonn-the-ardent").ap == 43  # type: ignore[union-attr]
    assert library.get("alahan/urland-standard-bearer") is None
    assert library.get("alahan/agent-of-the-chimera") is not None
    assert (sources.folder("c5") / "alahan-lions-c5.cat").read_bytes() == fake_sources.files["alahan-lions-c5.cat"]
    (source,) = sources.sources()
    assert {f.name: f.revision for f in source.files}["alahan-lions-c5.cat"] == "34"
    assert report.to_dict()["cards"]["changed"] == [  # type: ignore[index]
        {"id": "alahan/agonn-the-ardent", "name": "Agonn the ardent", "other_details": False, "fields": {"ap": [40, 43]}}]


def test_a_file_new_in_the_source_is_downloaded_and_its_cards_added(
        fake_sources: FakeSources, library: Library) -> None:
    kelt = fake_sources.files.pop("kelt-sessair-c5.cat")
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    fake_sources.files["kelt-sessair-c5.cat"] = kelt
    report = sources.update("c5")
    lines = said(report)
    assert lines[:2] == ["c5: 1 file downloaded", "kelt-sessair-c5.cat: new (revision 18)"]
    assert lines[2].startswith("5") and lines[2].endswith("cards added")  # more than ten: counted, not named
    assert library.count() == CARDS


def test_a_file_the_source_no_longer_has_is_dropped_with_its_cards(fake_sources: FakeSources, library: Library) -> None:
    sources = DataSources(library)
    sources.add(fake_sources.catpkg_url, name="c5")
    del fake_sources.files["kelt-sessair-c5.cat"]
    report = sources.update("c5")
    assert "kelt-sessair-c5.cat: no longer in the source" in said(report)
    assert all(card.people == "alahan" for card in library.cards())
    assert not (sources.folder("c5") / "kelt-sessair-c5.cat").exists()


def test_a_kept_copy_deleted_by_hand_is_downloaded_again(fake_sources: FakeSources, library: Library) -> None:
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    (sources.folder("c5") / "kelt-sessair-c5.cat").unlink()
    fake_sources.forget_requests()
    report = sources.update("c5")
    assert report.downloads == 1 and len(fake_sources.file_requests()) == 1
    assert (sources.folder("c5") / "kelt-sessair-c5.cat").is_file()


def test_checking_says_what_would_change_without_downloading_it(fake_sources: FakeSources, library: Library) -> None:
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    fake_sources.change_agonn(revision=None)
    fake_sources.forget_requests()
    report = sources.update("c5", check_only=True)
    assert said(report) == ["c5: 1 file to update", "alahan-lions-c5.cat: changed"]
    assert fake_sources.file_requests() == [] and library.get("alahan/agonn-the-ardent").ap == 40  # type: ignore[union-attr]


def test_checking_without_a_network_is_a_note_not_an_error(fake_sources: FakeSources, library: Library) -> None:
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    fake_sources.stop()  # nothing listens on its port any more
    report = sources.update("c5", check_only=True)
    assert report.offline and said(report) == ["c5: not checked, no network (the copies kept are used)"]
    with refused_because("data.unreachable", Offline, host="127.0.0.1"):
        sources.update("c5")


def test_an_update_without_a_network_says_the_copies_kept_are_used(fake_sources: FakeSources,
                                                                   library: Library) -> None:
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    before = sources.source("c5")
    fake_sources.stop()
    with pytest.raises(Offline) as caught:
        sources.update("c5")
    text = error_text(caught.value)
    assert text.startswith("c5: cannot reach 127.0.0.1 (") and text.endswith("); not updated, the copies kept are used")
    assert sources.source("c5") == before and library.get("alahan/agonn-the-ardent").ap == 40  # type: ignore[union-attr]
    with pytest.raises(Offline) as caught:  # a source never downloaded has no copy to use
        sources.add(fake_sources.catpkg_url, name="other")
    assert error_text(caught.value).endswith("); nothing was changed")


def test_removing_a_source_takes_its_cards_and_files_out(fake_sources: FakeSources, library: Library) -> None:
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    kept = sources.folder("c5")
    assert kept.is_dir()
    report = sources.remove("c5")
    assert render(report.message()) == "c5 removed (5 files, 113 cards taken out of the library)"
    assert library.count() == 0 and sources.sources() == [] and not kept.exists()
    with sqlite3.connect(library.path) as connection:
        assert connection.execute("SELECT count(*) FROM data_source_card").fetchone() == (0,)
        assert connection.execute("SELECT count(*) FROM data_source_file").fetchone() == (0,)


def test_a_second_source_keeps_its_cards_beside_those_of_another_edition(
        fake_sources: FakeSources, library: Library, tmp_path: Path) -> None:
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    c5_agonn = library.get("alahan/agonn-the-ardent")
    report = sources.add(source_text("folder", fake_sources, tmp_path / "mine"), name="mine")  # the same ids
    assert said(report)[1:] == [f"{CARDS} cards imported"] and report.kept == 0
    assert len(report.diff.added) == CARDS and all(card_id.endswith("-mine") for card_id, _ in report.diff.added)
    assert library.get("alahan/agonn-the-ardent") == c5_agonn  # the first source's card, as it was
    mine = library.get("alahan/agonn-the-ardent-mine")
    assert mine is not None and (mine.name, mine.edition, mine.ap) == ("Agonn the ardent", "mine", 40)
    assert sorted(card.edition for card in library.cards()).count("mine") == CARDS
    again = sources.update("c5", check_only=True)
    assert again.up_to_date
    with sqlite3.connect(library.path) as connection:  # each source owns its own cards
        owned = dict(connection.execute("SELECT source, count(*) FROM data_source_card GROUP BY source").fetchall())
    assert owned == {"c5": CARDS, "mine": CARDS}
    assert render(sources.remove("mine").message()) == f"mine removed (5 files, {CARDS} cards taken out of the library)"
    assert library.count() == CARDS and {card.edition for card in library.cards()} == {"c5"}
    assert library.get("alahan/agonn-the-ardent") == c5_agonn


def test_an_update_finds_the_cards_it_keeps_beside_another_editions_and_removes_only_its_own(
        fake_sources: FakeSources, library: Library) -> None:
    starter = Card(id="alahan/agonn-the-ardent", name="Agonn the ardent", people="alahan")  # the booklet's, AP unknown
    library.save(starter)
    sources = DataSources(library)
    sources.add(GITHUB, name="c5")
    assert library.get("alahan/agonn-the-ardent-c5").ap == 40  # type: ignore[union-attr]
    fake_sources.change_agonn()
    report = sources.update("c5")
    assert said(report)[2:] == ["Agonn the ardent: 40 -> 43 AP"]  # the same card, updated where it is
    assert report.to_dict()["cards"]["changed"][0]["id"] == "alahan/agonn-the-ardent-c5"  # type: ignore[index]
    assert library.get("alahan/agonn-the-ardent-c5").ap == 43 and library.get(starter.id) == starter  # type: ignore[union-attr]
    assert render(sources.remove("c5").message()) == f"c5 removed (5 files, {CARDS} cards taken out of the library)"
    assert library.cards() == [starter]


def test_names_and_locations_are_unique(fake_sources: FakeSources, library: Library) -> None:
    sources = DataSources(library)
    sources.add(GITHUB)
    assert [s.name for s in sources.sources()] == ["c5"]  # the C5 repository's own name
    with refused("data.already-added", DataSourceError, name="c5"):
        sources.add("https://github.com/squera/newrecruit-confrontation-C5", name="other")
    with refused("data.name-taken", DataSourceError, name="c5"):
        sources.add(fake_sources.catpkg_url, name="c5")
    with refused("data.unknown-name", DataSourceError, name="nope", known=("c5",)):
        sources.update("nope")
    with refused("data.bad-name", DataSourceError, name="../x"):
        sources.add(fake_sources.catpkg_url, name="../x")


def test_a_cancelled_add_changes_nothing(fake_sources: FakeSources, library: Library) -> None:
    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3  # once the first downloads are under way

    with refused("data.cancelled", Cancelled):
        DataSources(library, cancelled=cancelled).add(GITHUB)
    assert library.count() == 0 and DataSources(library).sources() == []
    assert not any(DataSources(library).folder("c5").glob("*.cat"))


def test_progress_goes_from_the_listing_through_each_download_to_the_import(
        fake_sources: FakeSources, library: Library) -> None:
    steps: list[tuple[int, int, str]] = []
    DataSources(library, progress=lambda done, total, what: steps.append((done, total, render(what)))).add(GITHUB)
    assert steps[0] == (0, 1, "c5: listing the files...")
    done = [s[0] for s in steps[1:]]
    total = (len(FILES) + 1) * 100  # 100 steps a file, then the import
    assert {s[1] for s in steps[1:]} == {total} and done == sorted(done)
    assert [d for d in done if d % 100 == 0] == list(range(0, total + 1, 100))
    assert len(done) > 10  # the bytes of each download move it on, too
    assert steps[1][2].startswith("downloading ") and steps[-2][2] == "c5: importing the cards..."


def test_files_below_the_top_of_a_repository_are_left_out_and_said(fake_sources: FakeSources,
                                                                  library: Library) -> None:
    fake_sources.files["archive/old-alahan.cat"] = fake_sources.files["alahan-lions-c5.cat"] + b"\n"
    report = DataSources(library).add(GITHUB)
    assert said(report)[1] == "archive/old-alahan.cat: not a game system or catalogue at the top of the source, skipped"
    assert report.to_dict()["skipped"] == [said(report)[1]]
    assert len(report.diff.added) == CARDS and report.downloads == len(FILES)


@pytest.mark.parametrize("kind", KINDS)
def test_the_repository_s_template_is_skipped_with_a_note_and_the_rest_imports(
        kind: str, fake_sources: FakeSources, library: Library, tmp_path: Path) -> None:
    fake_sources.serve_template()
    sources = DataSources(library)
    report = sources.add(source_text(kind, fake_sources, tmp_path / "data"), name="c5")
    assert library.count() == CARDS and len(report.diff.added) == CARDS
    assert [(note.id, note["file"]) for note in report.skipped] == [("battlescribe.skipped-no-people", TEMPLATE)]
    skipped = render(report.skipped[0])
    assert skipped.startswith("TEMPLATxE.cat: catalogue 'TEMPLATxE' is for no people this app knows (")
    assert said(report) == [f"c5: added from {report.location.text}", skipped, f"{CARDS} cards imported"]
    assert report.to_dict()["skipped"] == [skipped]
    (source,) = sources.sources()
    assert TEMPLATE in {f.name for f in source.files}  # kept with the others: an update need not fetch it again
    fake_sources.forget_requests()
    assert sources.update("c5").up_to_date and fake_sources.file_requests() == []


def test_a_damaged_file_refuses_a_source_that_also_holds_a_template(fake_sources: FakeSources, library: Library) -> None:
    """Both kinds in one source: the damaged file alone is the problem, and nothing is added."""
    fake_sources.serve_template()
    fake_sources.files["broken.cat"] = b"<catalogue name='Alahan'><selectionEntry></catalogue>"
    sources = DataSources(library)
    with pytest.raises(DataSourceError) as caught:
        sources.add(GITHUB, name="c5")
    assert error_text(caught.value).startswith("c5: broken.cat: malformed XML at line 1")
    assert TEMPLATE not in error_text(caught.value)
    assert library.count() == 0 and sources.sources() == []
    del fake_sources.files["broken.cat"]
    report = sources.add(GITHUB, name="c5")
    assert library.count() == CARDS and [note["file"] for note in report.skipped] == [TEMPLATE]
