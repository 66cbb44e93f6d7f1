"""The list being built: its document, its undo history, its saving and drafts, its validation.

:class:`ArmyListController` owns the :class:`~companion.ui.army.document.ListDoc` shown, the
cards it is validated against and the saved lists (:class:`companion.library.armies.ArmyStore`).
Every change is an undoable command (companion.ui.army.commands) that comes back through
:meth:`ArmyListController.apply`: validate the list (companion.rules.army.validate), commit its
draft to SQLite, then emit ``changed`` so the view shows it; a crash loses nothing, and on the
next start the newest draft is restored with a notice. The database is opened only when the
list is first needed (:meth:`ArmyListController.ensure_loaded`).

The changes themselves are values (companion.ui.army.edits). The controller asks nothing of
the user: the view asks (a name, a file) and calls it; what is to be told (a result, a
refusal, a problem) is emitted as ``told``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from companion.errors import BadInput, ChangedElsewhere
from companion.i18n import render, tr, trn
from companion.i18n.engine import error_text
from companion.library.army_files import SUFFIX
from companion.library.list_files import LIST_SUFFIXES, read_list, write_list
from companion.rules.army import ArmyList, Validation, validate
from companion.rules.army_editions import in_list_edition
from companion.rules.card import Card
from companion.rules.peoples import PEOPLE_BY_ID, PEOPLES
from companion.rules.ruleset import RulesetName
from companion.ui.army import edits
from companion.ui.army.commands import DeleteList, EditList, Rename, SwitchList, retranslate_commands
from companion.ui.army.document import ListDoc, fresh_list
from companion.ui.army.edits import Edit
from companion.ui.army.text import army_text

if TYPE_CHECKING:
    from companion.library.armies import ArmyStore, SavedArmy
    from companion.ui.session import Session


class ArmyListController(QObject):
    """One builder's list, its undo history (the window's stack) and its saved lists."""

    changed = Signal(bool)
    """The list shown or its validation changed; True when it is another list (a reset)."""
    told = Signal(str, bool, bool)
    """Something to tell the user: (text, is an error, for the status bar only)."""
    noticed = Signal(object, object)
    """A notice above the list (a restored draft...): a function giving its words in the
    current language, and the ListDoc it is about (None: no list in particular)."""
    commit_requested = Signal()
    """The list is about to be read to be kept (saved, exported, copied): the view commits
    what is typed but not confirmed yet (a name being typed)."""
    cards_loaded = Signal()
    """Every card was read again (``cards`` is new)."""
    card_saved = Signal(object)
    """A card was saved in the library (the Card), after ``cards`` was updated."""
    card_deleted = Signal(str)
    """A card was deleted from the library (its id), after ``cards`` was updated."""

    def __init__(self, session: Session, undo_stack: QUndoStack, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.undo_stack = undo_stack
        self.cards: dict[str, Card] = {}
        self._store: ArmyStore | None = None
        self.loaded = False
        self._restore_list_id: int | None = None
        self._last_people: str | None = None
        self._docs_by_list: dict[int, ListDoc] = {}
        self._docs_by_draft: dict[int, ListDoc] = {}
        """Lists met in this session, by saved id and by draft id: opening one again (or its
        draft) comes back to the same document, so two never write the same row."""
        army = fresh_list(PEOPLES[0].id, session.ruleset)
        self.doc = ListDoc(army, baseline=army)
        self.validation: Validation = validate(army, {})
        session.card_saved.connect(self._card_saved)
        session.card_deleted.connect(self._card_deleted)
        session.cards_reloaded.connect(self._cards_reloaded)

    # -- telling ------------------------------------------------------------------------------
    def tell(self, text: str, *, error: bool = False, status_only: bool = False) -> None:
        self.told.emit(text, error, status_only)

    def _problem(self, text: str) -> None:
        self.tell(text, error=True)

    def _done(self, text: str) -> None:
        self.tell(text, status_only=True)

    def retranslate(self) -> None:
        """The undo history's words in the current language (the commands stay as they are)."""
        retranslate_commands(self.undo_stack)

    def commit_pending(self) -> None:
        """Take what is being typed into the list before it is read."""
        self.commit_requested.emit()

    # -- loading ------------------------------------------------------------------------------
    @property
    def store(self) -> ArmyStore:
        if self._store is None:
            self.ensure_loaded()
        assert self._store is not None
        return self._store

    def ensure_loaded(self) -> bool:
        """Open the saved lists and the cards (once); restore the newest draft, else the list
        open last time. False if the library cannot be opened (the user is told why)."""
        if self.loaded:
            return True
        from companion.library.armies import ArmyStore

        try:
            self._store = ArmyStore(self.session.library)
            cards = self.session.cards()
            drafts = self._store.drafts()
            saved = self._store.lists()
        except BadInput as error:
            self._problem(tr("The army lists cannot be opened.\n\n{error}", error=error_text(error)))
            return False
        self.loaded = True
        self.cards = {card.id: card for card in cards}
        if self.doc.army.people == PEOPLES[0].id and not self.doc.army.entries:
            army = fresh_list(self._default_people(saved), self.session.ruleset)
            self.doc = ListDoc(army, baseline=army)
        doc = self._restore(drafts) if drafts else None
        if doc is None and self._restore_list_id is not None:
            doc = self._saved_doc(self._restore_list_id, quiet=True)
        if doc is not None:
            self.doc = doc
        self.cards_loaded.emit()
        self._refresh(reset=True)
        return True

    def _default_people(self, saved: Sequence[SavedArmy]) -> str:
        """The people a new list starts on: the last list's, the one shown when the window
        last closed, else the saved list changed last; the first time, the first people."""
        if self._last_people in PEOPLE_BY_ID:
            return self._last_people
        known = [row for row in saved if row.people in PEOPLE_BY_ID]
        if known:
            return max(known, key=lambda row: (row.updated, row.id)).people
        return PEOPLES[0].id

    def _read(self, saved: SavedArmy) -> ArmyList:
        """A stored list, each entry at the card of the list's edition; BadInput if it cannot
        be read."""
        return in_list_edition(saved.army(), self.cards.get)

    def _restore(self, drafts: list[SavedArmy]) -> ListDoc | None:
        newest = drafts[0]
        try:
            army = self._read(newest)
            if newest.draft_of is not None:
                saved = self.store.open(newest.draft_of)
                doc = ListDoc(army, newest.draft_of, self._read(saved), newest.id, saved.version, newest.version)
                self._docs_by_list[newest.draft_of] = doc
            else:
                doc = ListDoc(army, None, None, newest.id, draft_version=newest.version)
        except BadInput as error:
            # The notice is worded again on a language change, after ``error`` is gone: keep it.
            failure = error
            self.noticed.emit(lambda: tr("Unsaved changes were found but cannot be read: {error}",
                                         error=error_text(failure)), None)
            return None
        when = newest.updated.astimezone().strftime("%Y-%m-%d %H:%M")
        saved_before, others = doc.list_id is not None, len(drafts) - 1

        def restored() -> str:
            if saved_before:
                text = tr("Unsaved changes to “{name}” were restored (last change {when}). Save them with "
                          "Ctrl+S, or go back to the saved list with Revert (Ctrl+Shift+R).", name=army.name, when=when)
            else:
                text = tr("Unsaved changes to “{name}” were restored (last change {when}). Save them with "
                          "Ctrl+S, or throw them away with Delete list.", name=army.name, when=when)
            if others:
                text += " " + trn("{count} other list has unsaved changes: File > Open list shows it.",
                                  "{count} other lists have unsaved changes: File > Open list shows them.", others)
            return text

        self.noticed.emit(restored, doc)
        return doc

    def restore_state(self, list_id: object, people: object) -> None:
        """The list open last time and its people (read from the window's settings)."""
        try:
            self._restore_list_id = int(str(list_id)) if list_id not in (None, "") else None
        except (TypeError, ValueError):
            self._restore_list_id = None
        self._last_people = str(people) if people else None

    # -- the library's cards ------------------------------------------------------------------
    def _card_saved(self, card: Card) -> None:
        if self.loaded:
            self.cards = {**self.cards, card.id: card}  # a new dict: the list repaints every row
            self.card_saved.emit(card)
            self._refresh()

    def _card_deleted(self, card_id: str) -> None:
        if self.loaded:
            self.cards = {k: v for k, v in self.cards.items() if k != card_id}
            self.card_deleted.emit(card_id)
            self._refresh()

    def _cards_reloaded(self) -> None:
        if self.loaded:
            self.cards = {card.id: card for card in self.session.cards()}
            self.cards_loaded.emit()
            self._refresh()

    # -- the list shown -----------------------------------------------------------------------
    def show_doc(self, doc: ListDoc) -> None:
        """Show another list (commands call this); its draft is written if it has changes."""
        self.doc = doc
        if doc.list_id is not None:
            self._docs_by_list[doc.list_id] = doc
        self._refresh(reset=True)
        self._sync_draft()

    def apply(self, doc: ListDoc, army: ArmyList) -> None:
        """Make ``army`` the value of ``doc`` (commands call this): re-validate, show, commit
        the draft."""
        reset = doc is not self.doc
        self.doc = doc
        doc.army = army
        self._refresh(reset)
        self._sync_draft()

    def _refresh(self, reset: bool = False) -> None:
        self.validation = validate(self.doc.army, self.cards)
        self.changed.emit(reset)

    def _sync_draft(self) -> None:
        """Commit the list's unsaved changes as its draft (or drop the draft when there are none)."""
        store = self._store
        if store is None:
            return
        doc = self.doc
        try:
            if doc.dirty:
                try:
                    draft = store.save_draft(doc.army, doc.list_id, doc.draft_id, doc.draft_version)
                except ChangedElsewhere as error:
                    draft = store.save_draft(doc.army, doc.list_id)  # a draft of its own: the other stays
                    changed = error
                    self.noticed.emit(lambda: tr(
                        "Not written over the other draft: {error}. These changes are kept as a separate draft: File > Open list shows both.",
                        error=error_text(changed)))
                doc.draft_id, doc.draft_version = draft.id, draft.version
                self._docs_by_draft[doc.draft_id] = doc
            elif doc.draft_id is not None:
                store.discard_draft(doc.draft_id)
                doc.draft_id = None
        except BadInput as error:
            self._problem(tr("The unsaved changes could not be kept as a draft.\n\n{error}", error=error_text(error)))

    # -- lists: new, open, save, duplicate, delete --------------------------------------------
    def new_list(self) -> None:
        """Start a new, empty list of the same people and rules (undo comes back to this one)."""
        army = self.doc.army
        fresh = fresh_list(army.people, army.ruleset)
        self.undo_stack.push(SwitchList(self, self.doc, ListDoc(fresh, baseline=fresh), lambda: tr("new list")))

    def saved_lists(self) -> tuple[list[SavedArmy], list[SavedArmy]] | None:
        """The saved lists and the drafts, for the Open list dialog (None: told why not)."""
        try:
            return self.store.lists(), self.store.drafts()
        except BadInput as error:
            self._problem(error_text(error))
            return None

    def open_list(self, list_id: int) -> bool:
        """Open a saved list (with its unsaved changes, if it has a draft)."""
        if not self.ensure_loaded():
            return False
        doc = self._saved_doc(list_id)
        if doc is None:
            return False
        if doc is not self.doc:
            self._push_open(doc)
        return True

    def _push_open(self, doc: ListDoc) -> None:
        name = doc.army.name
        self.undo_stack.push(SwitchList(self, self.doc, doc, lambda: tr("open {name}", name=name)))

    def open_saved(self, saved: SavedArmy) -> bool:
        """Open a row of the Open list dialog: a saved list, or the draft of a list never saved."""
        if not saved.is_draft:
            return self.open_list(saved.id)
        doc = self._docs_by_draft.get(saved.id)
        if doc is None:
            try:
                army = self._read(saved)
            except BadInput as error:
                self._problem(tr("The draft cannot be opened; nothing was changed.\n\n{error}", error=error_text(error)))
                return False
            doc = ListDoc(army, None, None, saved.id, draft_version=saved.version)
            self._docs_by_draft[saved.id] = doc
        if doc is not self.doc:
            self._push_open(doc)
        return True

    def _saved_doc(self, list_id: int, quiet: bool = False) -> ListDoc | None:
        known = self._docs_by_list.get(list_id)
        if known is not None:
            return known
        try:
            saved = self.store.open(list_id)
            army = self._read(saved)
            doc = ListDoc(army, list_id, army, version=saved.version)
            draft = self.store.draft_for(list_id)
            if draft is not None:
                doc.army, doc.draft_id, doc.draft_version = self._read(draft), draft.id, draft.version
                when, name = draft.updated.astimezone().strftime("%Y-%m-%d %H:%M"), army.name
                self.noticed.emit(lambda: tr(
                    "“{name}” has unsaved changes from {when}: they are shown. Save them with Ctrl+S, or go back "
                    "to the saved list with Revert (Ctrl+Shift+R).", name=name, when=when), doc)
        except BadInput as error:
            if not quiet:
                self._problem(tr("The list cannot be opened; nothing was changed.\n\n{error}", error=error_text(error)))
            return None
        self._docs_by_list[list_id] = doc
        return doc

    def save(self) -> int | None:
        """Save the list in the database (committed before returning); returns its id."""
        if not self.ensure_loaded():
            return None
        self.commit_pending()
        doc = self.doc
        try:
            try:
                saved = self.store.save(doc.army, doc.list_id, version=doc.version if doc.list_id else None,
                                        draft_id=doc.draft_id)
            except ChangedElsewhere:
                raise
            except BadInput:
                if doc.list_id is None:
                    raise
                saved = self.store.save(doc.army, None, draft_id=doc.draft_id)  # deleted meanwhile
        except ChangedElsewhere as error:
            self._problem(tr("The list was not saved: {error}. Your changes are kept as a draft: save them as "
                             "a copy (Save as), or open the list again to see the other changes.",
                             error=error_text(error)))
            return None
        except BadInput as error:
            self._problem(tr("The list was not saved.\n\n{error}", error=error_text(error)))
            return None
        doc.list_id, doc.baseline, doc.draft_id, doc.version = saved.id, doc.army, None, saved.version
        self._docs_by_list[saved.id] = doc
        self._refresh()
        self._done(tr("Saved “{name}”.", name=doc.army.name))
        return saved.id

    def save_as(self, name: str) -> int | None:
        """Save a copy under ``name`` and go on with the copy (the original keeps what it had
        saved); returns the copy's id."""
        name = name.strip()
        if not name or not self.ensure_loaded():
            return None
        self.commit_pending()
        old = self.doc
        army = replace(old.army, name=name)
        try:
            saved = self.store.save(army)
            if old.draft_id is not None:  # its changes now live in the copy
                self.store.discard_draft(old.draft_id)
                old.draft_id = None
        except BadInput as error:
            self._problem(tr("The copy was not saved.\n\n{error}", error=error_text(error)))
            return None
        if old.baseline is not None:
            old.army = old.baseline
        copy = ListDoc(army, saved.id, army, version=saved.version)
        self._docs_by_list[saved.id] = copy
        self.undo_stack.push(SwitchList(self, old, copy, lambda: tr("save as {name}", name=name)))
        self._done(tr("Saved a copy as “{name}”.", name=name))
        return saved.id

    def revert(self) -> None:
        """Go back to the list as saved (one undoable step: Ctrl+Z brings the changes back)."""
        baseline = self.doc.baseline
        if self.doc.list_id is not None and baseline is not None and self.doc.dirty:
            self._edit(Edit(baseline, lambda: tr("revert {name}", name=baseline.name)))

    def delete_list(self) -> None:
        """Delete the saved list (or throw away a list never saved); Ctrl+Z brings it back."""
        doc = self.doc
        if doc.list_id is None and not doc.dirty:
            return
        fresh = fresh_list(doc.army.people, doc.army.ruleset)
        name = doc.army.name
        self.undo_stack.push(DeleteList(self, doc, ListDoc(fresh, baseline=fresh),
                                        lambda: tr("delete list {name}", name=name)))
        self._done(tr("Deleted “{name}” (Ctrl+Z brings it back).", name=name))

    def forget_unsaved(self, doc: ListDoc) -> None:
        """The creation of a list never saved was undone: drop its draft (redo writes it again)."""
        if doc.list_id is None:
            self.discard_unsaved(doc)

    def discard_unsaved(self, doc: ListDoc) -> None:
        """Drop the draft of a list never saved (DeleteList calls this)."""
        if doc.draft_id is not None and self._store is not None:
            self._store.discard_draft(doc.draft_id)
            doc.draft_id = None

    def rename(self, name: str) -> None:
        """Give the list a new name; a saved list is renamed in the database at once. Undoable."""
        name = name.strip()
        army = self.doc.army
        if not name or name == army.name:
            self.changed.emit(False)  # the header shows the name back
            return
        self.undo_stack.push(Rename(self, self.doc, army, replace(army, name=name),
                                    lambda: tr("rename to {name}", name=name)))

    def rename_saved(self, doc: ListDoc, name: str) -> None:
        """Rename ``doc``'s saved row (Rename commands call this)."""
        if doc.list_id is not None and self._store is not None:
            try:
                doc.version = self._store.rename(doc.list_id, name, doc.version).version
            except ChangedElsewhere as error:
                self._problem(tr("The saved list was not renamed: {error}.", error=error_text(error)))
                return
            except BadInput:
                return  # deleted meanwhile: the name lives on in the draft
            if doc.baseline is not None:
                doc.baseline = replace(doc.baseline, name=name)

    # -- files and text -----------------------------------------------------------------------
    def import_file(self, path: Path) -> bool:
        """Open an *.army.json file, a BattleScribe roster or a New Recruit export (by its
        extension) as a new, unsaved list; a file that does not parse is refused naming the file
        and the problem, and nothing changes. What of a roster matches no card is listed."""
        if not self.ensure_loaded():
            return False
        try:
            read = read_list(path, self.cards.values())
        except BadInput as error:
            self._problem(tr("The army list was not imported; nothing was changed.\n\n{error}", error=error_text(error)))
            return False
        army, file_name = read.army, path.name
        self.undo_stack.push(SwitchList(self, self.doc, ListDoc(army, None, None),
                                        lambda: tr("import {file}", file=file_name)))
        done = tr("Imported “{name}” from {file} (not saved yet: Ctrl+S).", name=army.name, file=file_name)
        if read.unmatched:
            self._problem(done + "\n\n" + tr("Left out, matching nothing in the library:") + "\n"
                          + "\n".join(render(note) for note in read.unmatched))
        else:
            self._done(done)
        return True

    def export_to(self, path: Path) -> bool:
        """Write the list (atomically) as an *.army.json file, a BattleScribe roster or a New
        Recruit export, by the extension (none: *.army.json). What a roster cannot hold is listed."""
        self.commit_pending()
        if not path.name.lower().endswith(LIST_SUFFIXES):
            path = path.with_name(path.name + SUFFIX)
        try:
            left_out = write_list(path, self.doc.army, self.cards)
        except BadInput as error:
            self._problem(tr("The list was not exported.\n\n{error}", error=error_text(error)))
            return False
        if left_out:
            self._problem(tr("Wrote {path}.", path=path) + "\n\n" + "\n".join(render(note) for note in left_out))
        else:
            self._done(tr("Wrote {path}.", path=path))
        return True

    def list_text(self) -> str:
        """The list as a forum post, in the current language."""
        self.commit_pending()
        return army_text(self.doc.army, self.validation, self.cards)

    # -- edits (each one undoable command) ----------------------------------------------------
    def _edit(self, edit: Edit | None) -> None:
        """Tell what the edit says, then push it as an undoable command (if it changes the list)."""
        if edit is None:
            return
        for text in edit.told:
            self._done(text)
        if edit.after != self.doc.army:
            self.undo_stack.push(EditList(self, self.doc, self.doc.army, edit.after, edit.describe, edit.merge))

    def add_cards(self, card_ids: Iterable[str], at: int = -1) -> None:
        if self.ensure_loaded():
            self._edit(edits.added(self.doc.army, self.cards, card_ids, at))

    def remove_entries(self, rows: Sequence[int]) -> None:
        self._edit(edits.removed(self.doc.army, self.cards, rows))

    def step(self, rows: Sequence[int], step: int) -> None:
        self._edit(edits.stepped(self.doc.army, self.cards, rows, step))

    def set_figures(self, row: int, figures: int) -> None:
        self._edit(edits.with_figures(self.doc.army, self.cards, row, figures))

    def set_incarnation(self, row: int, on: bool) -> None:
        self._edit(edits.with_incarnation(self.doc.army, self.cards, row, on))

    def toggle_incarnation(self, rows: Sequence[int]) -> None:
        for row in rows[:1]:
            if 0 <= row < len(self.doc.army.entries):
                self.set_incarnation(row, not self.doc.army.entries[row].incarnation)

    def set_option(self, row: int, option_id: str, count: int) -> None:
        """Entry ``row`` takes option ``option_id`` ``count`` times (0: leaves it). Undoable."""
        self._edit(edits.with_option(self.doc.army, self.cards, row, option_id, count))

    def step_option(self, row: int, option_id: str, step: int) -> None:
        """Entry ``row`` takes option ``option_id`` once more (+1) or once fewer (-1). Undoable."""
        self._edit(edits.stepped_option(self.doc.army, self.cards, row, option_id, step))

    def set_people(self, people: str) -> None:
        self._edit(edits.with_people(self.doc.army, people))

    def set_points(self, points: int) -> None:
        self._edit(edits.with_points(self.doc.army, points))

    def set_ruleset(self, name: RulesetName) -> None:
        self._edit(edits.with_ruleset(self.doc.army, name))

    def set_house_rules(self, rules: Iterable[int]) -> None:
        self._edit(edits.with_house_rules(self.doc.army, rules))


__all__ = ["ArmyListController"]
