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
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from companion.errors import BadInput, ChangedElsewhere
from companion.library.army_files import ArmyFileError, army_to_dict, parse_army
from companion.library.store import Library
from companion.rules.army import ArmyList
from companion.rules.message import Message

_COLUMNS = "id, name, people, document, is_draft, draft_of, updated_at, version"


class ListChangedError(ChangedElsewhere):
    """The list (or draft) was written by someone else since it was read: nothing was written."""


def _now() -> str:
    """UTC time with microseconds: orders drafts written within the same second."""
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def _document(army: ArmyList) -> str:
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


def _row(row: tuple[int, str, str, str, int, int | None, str, int]) -> SavedArmy:
    """A row of the ``army`` table's ``_COLUMNS``, as SQLite returns it."""
    list_id, name, people, document, is_draft, draft_of, updated_at, version = row
    return SavedArmy(int(list_id), str(name), str(people), str(document), bool(is_draft),
                     None if draft_of is None else int(draft_of), str(updated_at), int(version))


def _refuse_stale(connection: Any, row_id: int) -> None:
    """After an update that found its row at another version: ListChangedError if the row is
    still there (someone else wrote it), else nothing (it was deleted: the caller says so)."""
    found = connection.exec_driver_sql("SELECT name, is_draft, updated_at FROM army WHERE id = ?",
                                       (row_id,)).fetchone()
    if found is None:
        return
    name, is_draft, updated_at = str(found[0]), bool(found[1]), str(found[2])
    when = datetime.fromisoformat(updated_at).astimezone().strftime("%Y-%m-%d %H:%M:%S")
    if is_draft:
        raise ListChangedError(Message("library.draft-changed-elsewhere", name=name, when=when))
    raise ListChangedError(Message("library.list-changed-elsewhere", name=name, when=when))


class ArmyStore:
    """The saved lists and drafts of one open :class:`~companion.library.store.Library`."""

    def __init__(self, library: Library) -> None:
        self.library = library

    # -- reading -----------------------------------------------------------------------------
    def _fetch(self, where: str, parameters: tuple[object, ...] = ()) -> list[SavedArmy]:
        with self.library._connection() as connection:
            rows = connection.exec_driver_sql(f"SELECT {_COLUMNS} FROM army {where}", parameters).fetchall()
        return [_row(tuple(row)) for row in rows]

    def get(self, list_id: int) -> SavedArmy | None:
        """The row (list or draft) with this id, or None."""
        rows = self._fetch("WHERE id = ?", (list_id,))
        return rows[0] if rows else None

    def open(self, list_id: int) -> SavedArmy:
        """A saved list; BadInput if there is none with this id."""
        found = self.get(list_id)
        if found is None or found.is_draft:
            raise BadInput(Message("library.no-saved-list", list=list_id))
        return found

    def lists(self) -> list[SavedArmy]:
        """The saved lists (not the drafts), by name without regard to case, then id."""
        rows = self._fetch("WHERE is_draft = 0")
        rows.sort(key=lambda r: (r.name.casefold(), r.id))
        return rows

    def drafts(self) -> list[SavedArmy]:
        """Every draft, the most recently changed first."""
        return self._fetch("WHERE is_draft = 1 ORDER BY updated_at DESC, id DESC")

    def draft_for(self, list_id: int) -> SavedArmy | None:
        """The newest draft of a saved list, if it has unsaved changes."""
        rows = self._fetch("WHERE is_draft = 1 AND draft_of = ? ORDER BY updated_at DESC, id DESC", (list_id,))
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
        with self.library._connection(write=True) as connection:
            if list_id is None:
                result = connection.exec_driver_sql(
                    "INSERT INTO army (name, people, document, is_draft, draft_of, updated_at, version) "
                    "VALUES (?, ?, ?, 0, NULL, ?, 0)", (army.name, army.people, document, now))
                list_id = int(result.lastrowid)
            else:
                result = connection.exec_driver_sql(
                    "UPDATE army SET name = ?, people = ?, document = ?, updated_at = ?, version = version + 1 "
                    "WHERE id = ? AND is_draft = 0 AND version = ?",
                    (army.name, army.people, document, now, list_id, version))
                if result.rowcount == 0:
                    _refuse_stale(connection, list_id)
                    raise BadInput(Message("library.no-saved-list-to-save-over", list=list_id))
            if draft_id is not None:
                connection.exec_driver_sql("DELETE FROM army WHERE id = ? AND is_draft = 1", (draft_id,))
        return SavedArmy(list_id, army.name, army.people, document, False, None, now, new_version)

    def rename(self, list_id: int, name: str, version: int) -> SavedArmy:
        """Give a saved list (and its draft, if any) a new name; the list as it was at
        ``version`` (ListChangedError if it was written since)."""
        name = name.strip()
        if not name:
            raise BadInput(Message("library.list-needs-a-name"))
        saved = self.open(list_id)
        renamed = _with_name(saved, name)
        with self.library._connection(write=True) as connection:
            updated = connection.exec_driver_sql(
                "UPDATE army SET name = ?, document = ?, updated_at = ?, version = version + 1 "
                "WHERE id = ? AND version = ?", (name, renamed.document, renamed.updated_at, list_id, version)).rowcount
            if not updated:
                _refuse_stale(connection, list_id)
                raise BadInput(Message("library.no-saved-list", list=list_id))
            for draft in connection.exec_driver_sql(
                    f"SELECT {_COLUMNS} FROM army WHERE is_draft = 1 AND draft_of = ?", (list_id,)).fetchall():
                changed = _with_name(_row(tuple(draft)), name)
                connection.exec_driver_sql("UPDATE army SET name = ?, document = ?, version = version + 1 WHERE id = ?",
                                           (name, changed.document, changed.id))
        from dataclasses import replace

        return replace(renamed, version=version + 1)

    def duplicate(self, list_id: int, name: str | None = None) -> SavedArmy:
        """A new saved list with the same contents, named ``name`` (default: "<name> (copy)")."""
        army = self.open(list_id).army()
        from dataclasses import replace

        return self.save(replace(army, name=(name or f"{army.name} (copy)").strip()))

    def delete(self, list_id: int) -> SavedArmy:
        """Delete a saved list and its drafts; returns the row, for :meth:`restore` (undo)."""
        saved = self.open(list_id)
        with self.library._connection(write=True) as connection:
            connection.exec_driver_sql("DELETE FROM army WHERE draft_of = ?", (list_id,))
            connection.exec_driver_sql("DELETE FROM army WHERE id = ?", (list_id,))
        return saved

    def restore(self, saved: SavedArmy) -> None:
        """Put a deleted row back as it was, id and version (the undo of :meth:`delete`)."""
        with self.library._connection(write=True) as connection:
            connection.exec_driver_sql(
                f"INSERT OR REPLACE INTO army ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (saved.id, saved.name, saved.people, saved.document, saved.is_draft, saved.draft_of,
                 saved.updated_at, saved.version))

    def save_draft(self, army: ArmyList, draft_of: int | None = None, draft_id: int | None = None,
                   version: int | None = None) -> SavedArmy:
        """Write the builder's unsaved changes: over draft ``draft_id`` as it was at ``version``
        if it still exists (ListChangedError if it was written since: nothing is written), else
        a new draft of saved list ``draft_of`` (None: of a list never saved)."""
        if draft_id is not None and version is None:
            raise ValueError("writing over a draft needs the version it was read at")
        document, now = _document(army), _now()
        new_version = 0
        with self.library._connection(write=True) as connection:
            if draft_of is not None:
                exists = connection.exec_driver_sql(
                    "SELECT 1 FROM army WHERE id = ? AND is_draft = 0", (draft_of,)).fetchone()
                if exists is None:
                    draft_of = None  # the list was deleted meanwhile: keep the changes all the same
            updated = 0
            if draft_id is not None:
                updated = connection.exec_driver_sql(
                    "UPDATE army SET name = ?, people = ?, document = ?, draft_of = ?, updated_at = ?, "
                    "version = version + 1 WHERE id = ? AND is_draft = 1 AND version = ?",
                    (army.name, army.people, document, draft_of, now, draft_id, version)).rowcount
                if updated:
                    new_version = (version or 0) + 1
                else:
                    _refuse_stale(connection, draft_id)
            if not updated:
                result = connection.exec_driver_sql(
                    "INSERT INTO army (name, people, document, is_draft, draft_of, updated_at, version) "
                    "VALUES (?, ?, ?, 1, ?, ?, 0)", (army.name, army.people, document, draft_of, now))
                draft_id = int(result.lastrowid)
        assert draft_id is not None
        return SavedArmy(draft_id, army.name, army.people, document, True, draft_of, now, new_version)

    def discard_draft(self, draft_id: int) -> None:
        """Delete a draft (its changes were saved, undone, or thrown away)."""
        with self.library._connection(write=True) as connection:
            connection.exec_driver_sql("DELETE FROM army WHERE id = ? AND is_draft = 1", (draft_id,))


def _with_name(saved: SavedArmy, name: str) -> SavedArmy:
    from dataclasses import replace

    try:
        data = json.loads(saved.document)
    except ValueError as error:
        where = Message("library.saved-list", list=saved.id, name=repr(saved.name))
        raise ArmyFileError(Message("library.stored-list-not-json", where=where, error=str(error))) from None
    if isinstance(data, dict):
        data["name"] = name
    return replace(saved, name=name, document=json.dumps(data, ensure_ascii=False), updated_at=_now())
