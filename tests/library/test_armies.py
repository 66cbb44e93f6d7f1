"""Saved army lists and drafts in SQLite: save, open, list, rename, duplicate, delete, drafts.

Each write is checked with a second, independent connection: committed before the call returns.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from companion.errors import BadInput
from companion.library.armies import ArmyStore
from companion.library.army_files import ArmyFileError, army_to_dict
from companion.library.store import Library
from companion.rules.army import ArmyList, Entry
from companion.rules.message import Message
from companion.rules.ruleset import TOURNAMENT, Ruleset, RulesetName
from tests.refusals import refused

LIONS = ArmyList("Lions at the ford", "alahan", 200, entries=(Entry("alahan/paladin", 3), Entry("griffin/magistrate", 1)))
SHADOWS = ArmyList("Night walk", "acheron", None, TOURNAMENT, (Entry("acheron/skeleton", 4),))


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "armies.sqlite3"


@pytest.fixture
def store(path: Path):  # type: ignore[no-untyped-def]
    library = Library.open(path, seed=False)
    yield ArmyStore(library)
    library.close()


def rows(path: Path) -> list[tuple[object, ...]]:
    """The army table as another process would see it now."""
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT id, name, people, document, is_draft, draft_of FROM army ORDER BY id").fetchall()


def test_save_is_committed_and_reads_back_as_the_same_list(store: ArmyStore, path: Path) -> None:
    saved = store.save(LIONS)
    (row,) = rows(path)
    assert row[0] == saved.id and row[1] == "Lions at the ford" and row[2] == "alahan" and row[4] == 0
    assert json.loads(str(row[3])) == army_to_dict(LIONS)  # the *.army.json document itself
    assert store.open(saved.id).army() == LIONS


def test_save_over_an_existing_list_updates_it(store: ArmyStore, path: Path) -> None:
    saved = store.save(LIONS)
    changed = LIONS.with_figures(0, 2)
    again = store.save(changed, saved.id, version=saved.version)
    assert again.id == saved.id
    assert len(rows(path)) == 1
    assert store.open(saved.id).army() == changed


def test_saving_over_a_missing_list_is_refused(store: ArmyStore) -> None:
    with refused("library.no-saved-list-to-save-over", list=99):
        store.save(LIONS, 99, version=0)


def test_lists_are_sorted_by_name_and_leave_drafts_out(store: ArmyStore) -> None:
    store.save(LIONS)
    store.save(SHADOWS)
    store.save(replace(LIONS, name="another list"))
    store.save_draft(replace(LIONS, name="aaa draft"))
    assert [s.name for s in store.lists()] == ["another list", "Lions at the ford", "Night walk"]
    assert store.lists()[2].army().ruleset.name is RulesetName.TOURNAMENT


def test_rename_changes_the_row_and_the_document(store: ArmyStore, path: Path) -> None:
    saved = store.save(LIONS)
    draft = store.save_draft(LIONS.with_figures(0, 1), saved.id)
    store.rename(saved.id, "  Lions at dawn ", saved.version)
    assert store.open(saved.id).name == "Lions at dawn"
    assert store.open(saved.id).army().name == "Lions at dawn"
    assert {str(r[1]) for r in rows(path)} == {"Lions at dawn"}
    refreshed = store.get(draft.id)
    assert refreshed is not None and refreshed.army().name == "Lions at dawn"
    assert refreshed.army().entries[0].figures == 1  # the draft keeps its own changes
    with refused("library.list-needs-a-name"):
        store.rename(saved.id, "   ", saved.version)


def test_duplicate_makes_an_independent_copy(store: ArmyStore) -> None:
    saved = store.save(LIONS)
    copy = store.duplicate(saved.id)
    assert copy.id != saved.id and copy.name == "Lions at the ford (copy)"
    assert copy.army().entries == LIONS.entries
    store.save(LIONS.removed(1), copy.id, version=copy.version)
    assert store.open(saved.id).army() == LIONS
    named = store.duplicate(saved.id, "Second try")
    assert named.name == "Second try"


def test_delete_removes_the_list_and_its_drafts_and_restore_brings_them_back(store: ArmyStore, path: Path) -> None:
    saved = store.save(LIONS)
    store.save_draft(LIONS.removed(0), saved.id)
    deleted = store.delete(saved.id)
    assert rows(path) == []
    with pytest.raises(BadInput):
        store.open(saved.id)
    store.restore(deleted)
    assert store.open(saved.id).army() == LIONS
    with refused("library.no-saved-list"):
        store.delete(12345)


def test_a_draft_is_one_row_updated_in_place(store: ArmyStore, path: Path) -> None:
    first = store.save_draft(LIONS)
    second = store.save_draft(LIONS.with_figures(0, 1), draft_id=first.id, version=first.version)
    assert second.id == first.id
    assert len(rows(path)) == 1 and rows(path)[0][4] == 1
    assert store.drafts()[0].army().entries[0].figures == 1
    store.discard_draft(first.id)
    assert rows(path) == [] and store.drafts() == []


def test_drafts_newest_first_and_per_list(store: ArmyStore) -> None:
    saved = store.save(LIONS)
    old = store.save_draft(SHADOWS)
    new = store.save_draft(LIONS.with_figures(0, 2), saved.id)
    assert [d.id for d in store.drafts()] == [new.id, old.id]
    found = store.draft_for(saved.id)
    assert found is not None and found.id == new.id and found.draft_of == saved.id
    assert store.draft_for(saved.id + 100) is None


def test_a_draft_whose_list_was_deleted_is_kept_as_a_draft_of_nothing(store: ArmyStore) -> None:
    saved = store.save(LIONS)
    store.delete(saved.id)
    draft = store.save_draft(LIONS.removed(0), saved.id, draft_id=777, version=0)  # the old draft row is gone too
    assert draft.draft_of is None and store.drafts()[0].army() == LIONS.removed(0)


def test_saving_removes_the_draft_in_the_same_transaction(store: ArmyStore, path: Path) -> None:
    draft = store.save_draft(LIONS)
    saved = store.save(LIONS, draft_id=draft.id)
    assert [r[0] for r in rows(path)] == [saved.id]
    assert store.drafts() == []


def test_drafts_survive_closing_the_library(path: Path) -> None:
    library = Library.open(path, seed=False)
    ArmyStore(library).save_draft(LIONS)
    library.close()  # the builder is gone (a crash, a quit)
    reopened = Library.open(path, seed=False)
    try:
        (draft,) = ArmyStore(reopened).drafts()
        assert draft.army() == LIONS and draft.is_draft and draft.draft_of is None
    finally:
        reopened.close()


def test_a_corrupt_stored_document_names_the_row(store: ArmyStore, path: Path) -> None:
    saved = store.save(LIONS)
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE army SET document = ? WHERE id = ?",
                           (json.dumps({**army_to_dict(LIONS), "points": -3}), saved.id))
    with refused("army-file.field", ArmyFileError, field="points") as caught:
        store.open(saved.id).army()
    assert caught.value.message["source"] == Message("library.saved-list", list=saved.id, name="'Lions at the ford'")
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE army SET document = 'not json' WHERE id = ?", (saved.id,))
    with refused("library.stored-list-not-json", ArmyFileError):
        store.open(saved.id).army()


@pytest.mark.parametrize("ruleset", [Ruleset(), Ruleset(RulesetName.TOURNAMENT, frozenset({15, 21}))])
def test_ruleset_and_house_rules_round_trip(store: ArmyStore, ruleset: Ruleset) -> None:
    army = replace(LIONS, ruleset=ruleset, entries=(Entry("alahan/hero", 1, True),))
    assert store.open(store.save(army).id).army() == army
