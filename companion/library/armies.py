"""Saved army lists in SQLite (the ``army`` table of migration 0002), and the builder's drafts.

Each row holds one list as its ``*.army.json`` document, so what is saved is exactly
what is exported. A *saved list* has ``is_draft`` false. A *draft* keeps the builder's unsaved
changes: ``draft_of`` names the saved list it changes (NULL for a list never saved). The builder
writes its draft at every edit, so a crash or a quit loses nothing;
saving a list removes its draft in the same transaction.

Every write is committed before the method returns. A document that cannot be read back (a
hand-edited database) raises :class:`~companion.library.army_files.ArmyFileError` naming the
row and the field; nothing is changed.

Each row has a version, raised by every write. Saving over a list, writing over a draft and
renaming name the version the caller read: if another window or a command wrote the row since,
the write is refused with :class:`ListChangedError` (saying when it was changed) and nothing is
overwritten.

A row's document is read and written by companion.library.army_files, imported when one is:
listing the lists or the drafts (as the window does at start) needs neither it nor the rules
of army lists it reads them with.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from sqlalchemy import delete, update
from sqlmodel import Session, col, select
from sqlmodel.sql.expression import SelectOfScalar

from companion.errors import BadInput, ChangedElsewhere
from companion.library.models import ArmyRow
from companion.library.store import Library
from companion.rules.message import Message

if TYPE_CHECKING:
    from companion.rules.army import ArmyList


class ListChangedError(ChangedElsewhere):
    """The list (or draft) was written by someone else since it was read: nothing was written."""


def _now() -> str:
    """UTC time with microseconds: orders drafts written within the same second."""
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def _document(army: ArmyList) -> str:
    from companion.library.army_files import army_to_dict

    return json.dumps(army_to_dict(army), ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class SavedArmy:
    """One row of the ``army`` table: a saved list or a draft, its document not yet parsed."""

    id: int
    name: str
    people: str
    document: str
    is_draft: bool
    draft_of: int | None
    updated_at: str
    """ISO 8601 time, UTC."""
    version: int = 0
    """Raised by every write of the row (see the module)."""

    def army(self) -> ArmyList:
        """The list itself; ArmyFileError (naming the row and the field) if it cannot be read."""
        from companion.library.army_files import ArmyFileError, parse_army

        name = repr(self.name)
        where = (Message("library.draft", list=self.id, name=name) if self.is_draft
                 else Message("library.saved-list", list=self.id, name=name))
        try:
            data = json.loads(self.document)
        except ValueError as error:
            raise ArmyFileError(Message("library.stored-list-not-json", where=where, error=str(error))) from None
        return parse_army(data, where)

    @property
    def updated(self) -> datetime:
        return datetime.fromisoformat(self.updated_at)


def _saved(row: ArmyRow) -> SavedArmy:
    assert row.id is not None
    return SavedArmy(row.id, row.name, row.people, row.document, row.is_draft, row.draft_of, row.updated_at,
                     row.version)


def _refuse_stale(session: Session, row_id: int) -> None:
    """After an update that found its row at another version: ListChangedError if the row is
    still there (someone else wrote it), else nothing (it was deleted: the caller says so)."""
    found = session.get(ArmyRow, row_id)
    if found is None:
        return
    when = datetime.fromisoformat(found.updated_at).astimezone().strftime("%Y-%m-%d %H:%M:%S")
    if found.is_draft:
        raise ListChangedError(Message("library.draft-changed-elsewhere", name=found.name, when=when))
    raise ListChangedError(Message("library.list-changed-elsewhere", name=found.name, when=when))


_DRAFT = col(ArmyRow.is_draft)
_NEWEST_FIRST = (col(ArmyRow.updated_at).desc(), col(ArmyRow.id).desc())


class ArmyStore:
    """The saved lists and drafts of one open :class:`~companion.library.store.Library`."""

    def __init__(self, library: Library) -> None:
        self.library = library

    # -- reading -----------------------------------------------------------------------------
    def _fetch(self, query: SelectOfScalar[ArmyRow]) -> list[SavedArmy]:
        with self.library.reading() as session:
            return [_saved(row) for row in session.exec(query)]

    def get(self, list_id: int) -> SavedArmy | None:
        """The row (list or draft) with this id, or None."""
        with self.library.reading() as session:
            row = session.get(ArmyRow, list_id)
            return None if row is None else _saved(row)

    def open(self, list_id: int) -> SavedArmy:
        """A saved list; BadInput if there is none with this id."""
        found = self.get(list_id)
        if found is None or found.is_draft:
            raise BadInput(Message("library.no-saved-list", list=list_id))
        return found

    def lists(self) -> list[SavedArmy]:
        """The saved lists (not the drafts), by name without regard to case, then id."""
        rows = self._fetch(select(ArmyRow).where(~_DRAFT))
        rows.sort(key=lambda r: (r.name.casefold(), r.id))
        return rows

    def drafts(self) -> list[SavedArmy]:
        """Every draft, the most recently changed first."""
        return self._fetch(select(ArmyRow).where(_DRAFT).order_by(*_NEWEST_FIRST))

    def draft_for(self, list_id: int) -> SavedArmy | None:
        """The newest draft of a saved list, if it has unsaved changes."""
        rows = self._fetch(select(ArmyRow).where(_DRAFT, ArmyRow.draft_of == list_id).order_by(*_NEWEST_FIRST))
        return rows[0] if rows else None

    # -- writing (each committed on return) --------------------------------------------------
    def save(self, army: ArmyList, list_id: int | None = None, *, version: int | None = None,
             draft_id: int | None = None) -> SavedArmy:
        """Save ``army`` as a new list (``list_id`` None) or over saved list ``list_id`` as it
        was at ``version`` (ListChangedError if it was written since; nothing is written).

        ``draft_id``, the builder's draft of these changes, is deleted in the same transaction.
        """
        if list_id is not None and version is None:
            raise ValueError("saving over a list needs the version it was read at")
        document, now = _document(army), _now()
        new_version = 0 if version is None else version + 1
        with self.library.transaction() as session:
            if list_id is None:
                row = ArmyRow(name=army.name, people=army.people, document=document, updated_at=now)
                session.add(row)
                session.flush()
                assert row.id is not None
                list_id = row.id
            else:
                result = session.exec(update(ArmyRow).where(
                    col(ArmyRow.id) == list_id, ~_DRAFT, col(ArmyRow.version) == version).values(
                    name=army.name, people=army.people, document=document, updated_at=now,
                    version=col(ArmyRow.version) + 1))
                if result.rowcount == 0:
                    _refuse_stale(session, list_id)
                    raise BadInput(Message("library.no-saved-list-to-save-over", list=list_id))
            if draft_id is not None:
                session.exec(delete(ArmyRow).where(col(ArmyRow.id) == draft_id, _DRAFT))
        return SavedArmy(list_id, army.name, army.people, document, False, None, now, new_version)

    def rename(self, list_id: int, name: str, version: int) -> SavedArmy:
        """Give a saved list (and its draft, if any) a new name; the list as it was at
        ``version`` (ListChangedError if it was written since)."""
        name = name.strip()
        if not name:
            raise BadInput(Message("library.list-needs-a-name"))
        saved = self.open(list_id)
        renamed = _with_name(saved, name)
        with self.library.transaction() as session:
            updated = session.exec(update(ArmyRow).where(col(ArmyRow.id) == list_id, col(ArmyRow.version) == version)
                                   .values(name=name, document=renamed.document, updated_at=renamed.updated_at,
                                           version=col(ArmyRow.version) + 1)).rowcount
            if not updated:
                _refuse_stale(session, list_id)
                raise BadInput(Message("library.no-saved-list", list=list_id))
            for draft in session.exec(select(ArmyRow).where(_DRAFT, ArmyRow.draft_of == list_id)):
                draft.name, draft.document = name, _with_name(_saved(draft), name).document
                draft.version += 1
        return replace(renamed, version=version + 1)

    def duplicate(self, list_id: int, name: str | None = None) -> SavedArmy:
        """A new saved list with the same contents, named ``name`` (default: "<name> (copy)")."""
        army = self.open(list_id).army()
        return self.save(replace(army, name=(name or f"{army.name} (copy)").strip()))

    def delete(self, list_id: int) -> SavedArmy:
        """Delete a saved list and its drafts; returns the row, for :meth:`restore` (undo)."""
        saved = self.open(list_id)
        with self.library.transaction() as session:
            session.exec(delete(ArmyRow).where(col(ArmyRow.draft_of) == list_id))
            session.exec(delete(ArmyRow).where(col(ArmyRow.id) == list_id))
        return saved

    def restore(self, saved: SavedArmy) -> None:
        """Put a deleted row back as it was, id and version (the undo of :meth:`delete`)."""
        with self.library.transaction() as session:
            session.merge(ArmyRow(id=saved.id, name=saved.name, people=saved.people, document=saved.document,
                                  is_draft=saved.is_draft, draft_of=saved.draft_of, updated_at=saved.updated_at,
                                  version=saved.version))

    def save_draft(self, army: ArmyList, draft_of: int | None = None, draft_id: int | None = None,
                   version: int | None = None) -> SavedArmy:
        """Write the builder's unsaved changes: over draft ``draft_id`` as it was at ``version``
        if it still exists (ListChangedError if it was written since: nothing is written), else
        a new draft of saved list ``draft_of`` (None: of a list never saved)."""
        if draft_id is not None and version is None:
            raise ValueError("writing over a draft needs the version it was read at")
        document, now = _document(army), _now()
        new_version = 0
        with self.library.transaction() as session:
            if draft_of is not None:
                saved_list = session.get(ArmyRow, draft_of)
                if saved_list is None or saved_list.is_draft:
                    draft_of = None  # the list was deleted meanwhile: keep the changes all the same
            updated = 0
            if draft_id is not None:
                updated = session.exec(update(ArmyRow).where(
                    col(ArmyRow.id) == draft_id, _DRAFT, col(ArmyRow.version) == version).values(
                    name=army.name, people=army.people, document=document, draft_of=draft_of, updated_at=now,
                    version=col(ArmyRow.version) + 1)).rowcount
                if updated:
                    new_version = (version or 0) + 1
                else:
                    _refuse_stale(session, draft_id)
            if not updated:
                row = ArmyRow(name=army.name, people=army.people, document=document, is_draft=True,
                              draft_of=draft_of, updated_at=now)
                session.add(row)
                session.flush()
                draft_id = row.id
        assert draft_id is not None
        return SavedArmy(draft_id, army.name, army.people, document, True, draft_of, now, new_version)

    def discard_draft(self, draft_id: int) -> None:
        """Delete a draft (its changes were saved, undone, or thrown away)."""
        with self.library.transaction() as session:
            session.exec(delete(ArmyRow).where(col(ArmyRow.id) == draft_id, _DRAFT))


def _with_name(saved: SavedArmy, name: str) -> SavedArmy:
    from companion.library.army_files import ArmyFileError

    try:
        data = json.loads(saved.document)
    except ValueError as error:
        where = Message("library.saved-list", list=saved.id, name=repr(saved.name))
        raise ArmyFileError(Message("library.stored-list-not-json", where=where, error=str(error))) from None
    if isinstance(data, dict):
        data["name"] = name
    return replace(saved, name=name, document=json.dumps(data, ensure_ascii=False), updated_at=_now())
