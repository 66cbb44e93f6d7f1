"""Adding, updating and removing data sources, each all or nothing.

An update lists the source's files (:func:`list_files`), compares each file's version with the
copy kept, downloads only those that changed (none: no download at all), checks them, reads
the source's files together as BattleScribe data (the source's name is its cards' edition),
and writes in **one transaction** the cards (added, updated, and removed when the source no
longer gives them; a card whose id a card of another edition holds is kept beside it, under
its id and its edition: :mod:`companion.library.card_ids`) and the source's records.
Only then are the downloads moved over the kept copies. Anything that fails before the commit
(a dropped connection, a wrong checksum, an oversized file or source, a download too slow, a
file that does not import, a full disk, a cancel) leaves the library, the list of sources and
the kept copies as they were. A catalogue that is valid but for no people (a template) is not
such a failure: it is skipped, and the report says so (:attr:`UpdateReport.skipped`). A kept
copy that is not the file recorded (a process killed
between the commit and the moves) is downloaded again. One add, update or removal runs at a
time (:mod:`.lock`); another meanwhile is refused. A file listed twice (the same address) or a
catalogue given twice (the same BattleScribe id) is read once, and the report says so.
"""

from __future__ import annotations

import functools
import re
import shutil
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field, replace
from pathlib import Path

from companion.errors import BadInput
from companion.i18n.render import english
from companion.library.battlescribe import read_battlescribe, read_xml_bytes
from companion.library.sources import records
from companion.library.sources.changes import CardDiff, diff_cards
from companion.library.sources.download import Downloader, Limits
from companion.library.sources.errors import Cancelled, DataSourceError, Offline
from companion.library.sources.github import list_github
from companion.library.sources.indexes import list_catpkg, list_data_index
from companion.library.sources.listing import (
    Listing,
    RemoteFile,
    check_source_bounds,
    fetch,
    list_folder,
    sha256,
)
from companion.library.sources.location import Kind, Location, check_name, default_name, parse_location
from companion.library.sources.lock import SourcesLock
from companion.library.sources.records import FileRecord, SourceRecord
from companion.library.sources.storage import Incoming, kept_copy_intact, safe_file_name, source_folder, sources_root
from companion.library.store import ImportReport, Library, place_cards
from companion.rules.message import Argument, Message

Progress = Callable[[int, int, Message], None]
"""Told ``(done, total, what)`` as an update goes: listing, each download (in steps of
:data:`STEPS` a file, as its bytes arrive), the import."""

STEPS = 100
"""Progress steps a file (and the import) counts for."""

_REVISION = re.compile(rb"<(?:catalogue|gameSystem)\b[^>]*?\brevision=[\"'](\d+)[\"']")
_ROOT_ID = re.compile(rb"<(?:catalogue|gameSystem)\b[^>]*?\sid=[\"']([^\"']+)[\"']")


def list_files(location: Location, downloader: Downloader) -> Listing:
    """What the source at ``location`` offers now (one route a kind of source)."""
    if location.kind is Kind.GITHUB:
        return list_github(*location.owner_repo, downloader)
    if location.kind is Kind.CATPKG:
        return list_catpkg(location.text, downloader)
    if location.kind is Kind.INDEX:
        return list_data_index(location.text, downloader)
    return list_folder(Path(location.text), downloader.limits)


def edition_of(name: str) -> str:
    """The edition the cards of the source ``name`` record: the source's name (``c5``)."""
    return name


@dataclass(frozen=True, slots=True)
class FileChange:
    """A file an update downloads or drops: its name and its revisions, before and after."""

    name: str
    change: str
    """``new``, ``changed``, ``removed``, or ``repaired`` (the same version, downloaded again
    because the copy kept is not the file recorded)."""
    old_revision: str | None = None
    new_revision: str | None = None

    def message(self) -> Message:
        if self.change == "removed":
            return Message("data.file-removed", file=self.name)
        if self.change == "repaired":
            return Message("data.file-repaired", file=self.name)
        if self.change == "new":
            if self.new_revision is None:
                return Message("data.file-new", file=self.name)
            return Message("data.file-new-at", file=self.name, revision=self.new_revision)
        if self.old_revision is None or self.new_revision is None or self.old_revision == self.new_revision:
            return Message("data.file-changed", file=self.name)
        return Message("data.file-revised", file=self.name, old=self.old_revision, new=self.new_revision)


@dataclass
class UpdateReport:
    """What adding, updating or checking a source did (or, when checking, would do)."""

    name: str
    location: Location
    revision: str | None
    added: bool = False
    checked_only: bool = False
    offline: bool = False
    files: list[FileChange] = field(default_factory=list)
    diff: CardDiff = field(default_factory=CardDiff)
    imported: ImportReport = field(default_factory=ImportReport)
    listing_notes: list[Message] = field(default_factory=list)
    skipped: list[Message] = field(default_factory=list)
    """The catalogues read but skipped (for no people the app knows), each with why."""
    kept: int = 0
    """Cards the source gives that are not imported: cards of other editions hold both their
    ids (:mod:`companion.library.card_ids`), and are kept as they were."""
    downloads: int = 0
    """Data files downloaded."""
    requests: int = 0
    """Addresses asked for, listings and redirects included."""

    @property
    def up_to_date(self) -> bool:
        return not self.files and not self.offline

    def left_out(self) -> list[Message]:
        """What the source offers that was not imported, each with why: files the listing
        left out, catalogues for no people."""
        return [*self.listing_notes, *self.skipped]

    def messages(self) -> list[Message]:
        """What to tell the player: the source's line, one line a file, then card by card."""
        if self.offline:
            return [Message("data.not-checked-offline", name=self.name)]
        if self.checked_only:
            if not self.files:
                return [_up_to_date(self.name, self.revision)]
            return [Message("data.updates-available", name=self.name, count=len(self.files)),
                    *(change.message() for change in self.files)]
        if self.added:
            head = Message("data.added", name=self.name, location=self.location.text)
        elif not self.files:
            return [_up_to_date(self.name, self.revision)]
        else:
            head = Message("data.updated", name=self.name, count=self.downloads)
        said = [head, *(change.message() for change in self.files if not self.added), *self.left_out()]
        said += self.diff.messages() if not self.added else [Message("data.cards-brought", count=len(
            self.diff.added) + len(self.diff.changed) + self.diff.unchanged)]
        if self.kept:
            said.append(Message("data.cards-kept", count=self.kept))
        elif not self.added and self.diff.empty:
            said.append(Message("data.no-card-changed"))
        return said

    def to_dict(self) -> dict[str, object]:
        return {
            "name": self.name, "kind": self.location.kind.value, "location": self.location.text,
            "revision": self.revision, "added": self.added, "checked_only": self.checked_only,
            "offline": self.offline, "up_to_date": self.up_to_date, "downloads": self.downloads,
            "requests": self.requests,
            "files": [{"name": f.name, "change": f.change, "old_revision": f.old_revision,
                       "new_revision": f.new_revision} for f in self.files],
            "cards": {**self.diff.to_dict(), "kept": self.kept},
            "notes": self.imported.to_dict()["notes"],
            "skipped": [english(note) for note in self.left_out()],
        }


@dataclass(frozen=True, slots=True)
class RemoveReport:
    """A source removed: its files kept until then, and the cards it alone had brought."""

    name: str
    files: int
    cards: int

    def message(self) -> Message:
        return Message("data.removed", name=self.name, files=Message("data.file-count", count=self.files),
                       cards=Message("data.card-count", count=self.cards))


def _up_to_date(name: str, revision: str | None) -> Message:
    if revision is None:
        return Message("data.up-to-date", name=name)
    return Message("data.up-to-date-at", name=name, revision=records.shown_revision(revision))


def _failed(name: str, error: BadInput, *, kept: bool = False) -> DataSourceError:
    """The error of a source's add or update, naming it and saying nothing was changed (a
    source that has ``kept`` copies and cannot be reached: that those copies are used)."""
    if isinstance(error, Cancelled):
        return error
    found: Argument = error.message if isinstance(error.message, (Message, str)) else str(error)
    if isinstance(error, Offline) and kept:
        return Offline(Message("data.failed-offline", name=name, problem=found))
    if isinstance(error, Offline):
        return Offline(Message("data.failed", name=name, problem=found))
    return DataSourceError(Message("data.failed", name=name, problem=found))


class DataSources:
    """The data sources of one open library.

    ``progress`` is told how an add or update goes; ``cancelled`` is asked between steps (and
    during downloads) and stops the work, changing nothing, when it says yes.
    """

    def __init__(self, library: Library, *, limits: Limits | None = None,
                 progress: Progress | None = None, cancelled: Callable[[], bool] | None = None) -> None:
        self.library = library
        self.limits = limits or Limits()
        self._progress = progress or (lambda _done, _total, _what: None)
        self._cancelled = cancelled

    # -- reading -----------------------------------------------------------------------------
    def sources(self) -> list[SourceRecord]:
        """Every source, by name, with its files."""
        with self.library.reading() as session:
            return records.read_sources(session)

    def source(self, name: str) -> SourceRecord:
        """The source ``name``; DataSourceError (naming the known ones) if there is none."""
        with self.library.reading() as session:
            found = records.read_sources(session, name)
            if found:
                return found[0]
            known = [source.name for source in records.read_sources(session)]
        raise DataSourceError(Message("data.unknown-name", name=name, known=tuple(known) or "-"))

    def folder(self, name: str) -> Path:
        """Where the source ``name`` keeps its files."""
        return source_folder(Path(self.library.path), name)

    # -- changing ----------------------------------------------------------------------------
    def add(self, text: str, name: str | None = None) -> UpdateReport:
        """Add the source named by ``text`` (see :func:`~.location.parse_location`) under
        ``name`` (default: :func:`~.location.default_name`): download and import it."""
        location = parse_location(text)
        name = check_name(name) if name else default_name(location)
        with self._changing():
            for source in self.sources():
                if source.name == name:
                    raise DataSourceError(Message("data.name-taken", name=name))
                if source.location.text == location.text:
                    raise DataSourceError(Message("data.already-added", location=location.text, name=source.name))
            return self._run(name, location, None, check_only=False)

    def update(self, name: str, *, check_only: bool = False) -> UpdateReport:
        """Update the source ``name``: download what changed and import it; with
        ``check_only``, only say what would change (and, without a network, say so)."""
        with nullcontext() if check_only else self._changing():
            source = self.source(name)
            try:
                return self._run(name, source.location, source, check_only=check_only)
            except Offline:
                if not check_only:
                    raise
                return UpdateReport(name, source.location, source.revision, checked_only=True, offline=True)

    def remove(self, name: str) -> RemoveReport:
        """Forget the source ``name``, delete its kept files and the cards only it brought."""
        with self._changing():
            source = self.source(name)
            with self.library.transaction() as session:
                cards = records.owned_only_by(session, name)
                deleted = self.library.delete_cards(cards, session=session)
                records.delete_source(session, name)
            shutil.rmtree(self.folder(name), ignore_errors=True)
        return RemoveReport(name, len(source.files), deleted)

    def _changing(self) -> AbstractContextManager[object]:
        """The sources' lock, held by an add, update or removal: DataSourceError at once if
        another one (in any process) holds it."""
        return SourcesLock(sources_root(Path(self.library.path)))

    # -- the update itself -------------------------------------------------------------------
    def _run(self, name: str, location: Location, previous: SourceRecord | None, *, check_only: bool) -> UpdateReport:
        try:
            with Downloader(self.limits, cancelled=self._cancelled) as downloader:
                report = self._sync(name, location, previous, downloader, check_only)
                report.requests = len(downloader.requested)
                return report
        except Offline as error:
            if check_only:
                raise
            raise _failed(name, error, kept=previous is not None) from None
        except BadInput as error:
            raise _failed(name, error) from None

    def _received(self, start: int, total: int, said: Message, got: int, announced: int | None) -> None:
        """A download's bytes so far, as progress within its file's steps."""
        if announced:
            self._progress(start + min(STEPS - 1, got * STEPS // announced), total, said)

    def _sync(self, name: str, location: Location, previous: SourceRecord | None,
              downloader: Downloader, check_only: bool) -> UpdateReport:
        self._progress(0, 1, Message("data.progress-listing", name=name))
        listing = list_files(location, downloader)
        offered, twice = _unique(listing.files)
        if not offered:
            raise DataSourceError(Message("data.no-files", source=location.text))
        folder = self.folder(name)
        kept = {f.name: f for f in previous.files} if previous else {}
        changed = {f.name: change for f in offered if (change := _change(f, kept.get(f.name), folder)) is not None}
        wanted = [f for f in offered if f.name in changed]
        kept_bytes = sum(kept[f.name].size for f in offered if f.name not in changed)
        check_source_bounds(location.text, len(offered), kept_bytes + sum(f.size or 0 for f in wanted), self.limits)
        names = {f.name for f in offered}
        gone = [f for f in kept.values() if f.name not in names]
        changes = [FileChange(f.name, changed[f.name], kept[f.name].revision if f.name in kept else None, f.revision)
                   for f in wanted]
        changes += [FileChange(f.name, "removed", f.revision) for f in gone]
        report = UpdateReport(name, location, listing.revision, added=previous is None, checked_only=check_only,
                              files=changes, listing_notes=[*listing.notes, *twice])
        if check_only:
            return report
        if previous is not None and not wanted and not gone:
            with self.library.transaction() as session:
                records.mark_checked(session, name, records.now())
            report.revision = previous.revision if listing.revision is None else listing.revision
            return report
        taken = {f.file for f in kept.values()}
        if previous is None:
            shutil.rmtree(folder, ignore_errors=True)  # left by an add or a removal that was killed
        with Incoming(folder) as incoming:
            fresh: dict[str, FileRecord] = {}
            received = kept_bytes
            total = (len(wanted) + 1) * STEPS
            for done, remote in enumerate(wanted):
                said = Message("data.progress-downloading", file=remote.name)
                self._progress(done * STEPS, total, said)
                downloader.received = functools.partial(self._received, done * STEPS, total, said)
                file_name = kept[remote.name].file if remote.name in kept else safe_file_name(remote.name, taken)
                taken.add(file_name)
                data = fetch(remote, downloader)
                received += len(data)
                check_source_bounds(location.text, len(offered), received, self.limits)
                path = incoming.write(file_name, data)
                fresh[remote.name] = FileRecord(remote.name, file_name, remote.url, remote.version,
                                                remote.revision or _revision(path), len(data), sha256(data))
            report.downloads = len(fresh)
            report.files = [replace(c, new_revision=fresh[c.name].revision) if c.name in fresh else c for c in changes]
            downloader.check_cancelled()
            self._progress(len(wanted) * STEPS, total, Message("data.progress-importing", name=name))
            paths = _once([(f.name, incoming.path / fresh[f.name].file if f.name in fresh else folder / kept[f.name].file)
                           for f in offered], report.listing_notes)
            read = read_battlescribe(paths, edition=edition_of(name))
            report.skipped = read.skipped
            with self.library.reading() as session:
                before_ids = records.card_ids(session, name) if previous else set()
                # Each card under the id the library keeps it with (beside another edition's).
                placement = place_cards(session, read.cards)
            cards = placement.cards
            wanted_ids = before_ids | {card.id for card in cards}
            before = {card.id: card for card in self.library.cards() if card.id in wanted_ids}
            report.diff = diff_cards(before, cards, before_ids)
            report.kept = len(placement.refused)
            downloader.check_cancelled()
            when = records.now()
            source = SourceRecord(name, location, listing.revision, previous.added_at if previous else when,
                                  when, when, tuple(fresh.get(f.name) or kept[f.name] for f in offered))
            with self.library.transaction() as session:
                alone = set(records.owned_only_by(session, name))
                report.imported = self.library.import_cards(cards, read.notes, session=session)
                self.library.delete_cards([i for i, _ in report.diff.removed if i in alone], session=session)
                records.write_source(session, source, (card.id for card in cards))
            try:
                incoming.commit(removed=[f.file for f in gone])
            except DataSourceError as error:  # committed: the next update downloads them again
                report.listing_notes.append(Message("data.copies-not-kept", problem=error.message))
        self._progress(total, total, Message("data.progress-done", name=name))
        return report


def _change(remote: RemoteFile, kept: FileRecord | None, folder: Path) -> str | None:
    """How the file ``remote`` changed since the copy ``kept`` in ``folder`` (see
    :attr:`FileChange.change`); None if it did not and the copy is the file recorded."""
    if kept is None:
        return "new"
    if kept.version != remote.version:
        return "changed"
    if not kept_copy_intact(folder / kept.file, kept.size, kept.sha256):
        return "repaired"
    return None


def _unique(files: Sequence[RemoteFile]) -> tuple[list[RemoteFile], list[Message]]:
    """The files of a listing, the first of any two with the same name or the same address,
    and a note for each file listed again at an address listed before."""
    names: set[str] = set()
    addresses: dict[str, str] = {}
    unique, twice = [], []
    for remote in files:
        if remote.name in names:
            continue
        if remote.url in addresses:
            twice.append(Message("data.same-catalogue", file=remote.name, other=addresses[remote.url]))
            continue
        names.add(remote.name)
        addresses[remote.url] = remote.name
        unique.append(remote)
    return unique, twice


def _once(files: Sequence[tuple[str, Path]], notes: list[Message]) -> list[Path]:
    """The paths of ``files`` (name, path), the first of any two holding the same game system
    or catalogue (the same BattleScribe id): BattleScribe reads each once. A note is added to
    ``notes`` for each left out."""
    seen: dict[bytes, str] = {}
    paths = []
    for name, path in files:
        found = _ROOT_ID.search(_head(path))
        if found is not None and found.group(1) in seen:
            notes.append(Message("data.same-catalogue", file=name, other=seen[found.group(1)]))
            continue
        if found is not None:
            seen[found.group(1)] = name
        paths.append(path)
    return paths


def _head(path: Path) -> bytes:
    """The start of a data file's XML (unzipped), where its root element is; empty if it
    cannot be read (the import says why)."""
    try:
        return read_xml_bytes(path)[:8192]
    except BadInput:
        return b""


def _revision(path: Path) -> str | None:
    """A downloaded file's BattleScribe revision, read from its root element."""
    match = _REVISION.search(_head(path))
    return match.group(1).decode() if match else None
