"""``companion data add|list|update|remove``: BattleScribe data sources kept current.

``add SOURCE`` takes ``github:OWNER/REPO``, the https address of a BSData ``*.catpkg.json``,
of a BattleScribe ``.bsi`` or ``index.xml`` data index, or a folder; it downloads the files,
keeps them beside the library and imports their cards. ``update`` downloads only what changed
and says what changed card by card; ``--check`` only says what would change (without a
network: a note, exit 0). Exit 0 when done, 2 when something is wrong (one line on stderr,
nothing changed).
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from companion import cli
from companion.errors import BadInput
from companion.i18n import render, tr, trn
from companion.i18n.render import english

if TYPE_CHECKING:
    from companion.library.sources.records import SourceRecord
    from companion.library.sources.update import DataSources
    from companion.library.store import Library


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    data = subparsers.add_parser("data", parents=[common], description=__doc__,
                                 help="data sources: add, list, update, remove")
    actions = data.add_subparsers(dest="data_command", metavar="ACTION", required=True)

    adding = actions.add_parser("add", parents=[common], help="add a data source, download and import it")
    adding.add_argument("source", metavar="SOURCE",
                        help="github:OWNER/REPO, the URL of a *.catpkg.json, .bsi or index.xml, or a folder")
    adding.add_argument("--name", help="the name to list it under (default: from the source; c5 for the C5 repository)")
    adding.set_defaults(func=run_add)

    listing = actions.add_parser("list", parents=[common], help="the sources, their files and revisions")
    listing.set_defaults(func=run_list)

    updating = actions.add_parser("update", parents=[common], help="download what changed and import it")
    updating.add_argument("names", nargs="*", metavar="NAME", help="the sources to update (default: all)")
    updating.add_argument("--check", action="store_true", help="only say what would change")
    updating.set_defaults(func=run_update)

    removing = actions.add_parser("remove", parents=[common], help="forget a source and the cards it brought")
    removing.add_argument("name", metavar="NAME")
    removing.set_defaults(func=run_remove)


def _open(args: argparse.Namespace) -> Library:
    from companion.library.store import Library

    return Library.open(getattr(args, "db", None))


def _sources(library: Library) -> DataSources:
    from companion.library.sources.update import DataSources

    return DataSources(library)


def _json(value: object) -> None:
    print(json.dumps(value, ensure_ascii=False, indent=2))


def _said(report: Any) -> None:
    for message in report.messages():
        print(render(message))
    word = tr("note")
    for note in report.imported.notes:
        print(f"{word}: {render(note)}")


def run_add(args: argparse.Namespace) -> int:
    with _open(args) as library:
        report = _sources(library).add(args.source, args.name)
    if getattr(args, "json", False):
        _json({**report.to_dict(), "messages": [english(m) for m in report.messages()]})
        return 0
    _said(report)
    return 0


def run_update(args: argparse.Namespace) -> int:
    reports, failures = [], 0
    with _open(args) as library:
        sources = _sources(library)
        names = args.names or [source.name for source in sources.sources()]
        if not names and not getattr(args, "json", False):
            print(tr("No data source yet: add one with `companion data add SOURCE`."))
        for name in names:
            try:
                reports.append(sources.update(name, check_only=args.check))
            except BadInput as error:
                failures += 1
                cli.fail(error)
    if getattr(args, "json", False):
        _json({"sources": [{**r.to_dict(), "messages": [english(m) for m in r.messages()]} for r in reports]})
    else:
        for report in reports:
            _said(report)
    return 2 if failures else 0


def run_remove(args: argparse.Namespace) -> int:
    with _open(args) as library:
        report = _sources(library).remove(args.name)
    if getattr(args, "json", False):
        _json({"name": report.name, "files": report.files, "cards": report.cards, "message": english(report.message())})
        return 0
    print(render(report.message()))
    return 0


def run_list(args: argparse.Namespace) -> int:
    from companion.library.sources.records import shown_revision, shown_time

    with _open(args) as library:
        sources = _sources(library).sources()
    if getattr(args, "json", False):
        _json({"sources": [_source_dict(source) for source in sources]})
        return 0
    if not sources:
        print(tr("No data source yet: add one with `companion data add SOURCE`."))
        return 0
    for source in sources:
        print(f"{source.name}  {source.location.text}")
        print("  " + tr("revision {revision}, {files}, {cards}; last updated {updated}",
                        revision=shown_revision(source.revision),
                        files=trn("{count} file", "{count} files", len(source.files)),
                        cards=trn("{count} card", "{count} cards", source.cards),
                        updated=shown_time(source.checked_at)))
        width = max((len(f.name) for f in source.files), default=0)
        for file in source.files:
            revision = tr("revision {revision}", revision=file.revision or "-")
            print(f"    {file.name.ljust(width)}  {revision}")
    print(trn("{count} data source", "{count} data sources", len(sources)))
    return 0


def _source_dict(source: SourceRecord) -> dict[str, object]:
    return {"name": source.name, "kind": source.location.kind.value, "location": source.location.text,
            "revision": source.revision, "added": source.added_at, "updated": source.checked_at,
            "changed": source.changed_at, "cards": source.cards,
            "files": [{"name": f.name, "file": f.file, "revision": f.revision, "version": f.version,
                       "size": f.size, "sha256": f.sha256} for f in source.files]}
