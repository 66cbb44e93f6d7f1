"""``companion cards list|import|export``: the card library from the command line.

Exit 0 when done, 2 on bad input (a clear one-line message on stderr, nothing written). An
import reads and checks every file first, then writes all their cards in one transaction.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion import cli
from companion.i18n import current_language, render, tr, trn

if TYPE_CHECKING:
    from companion.library.store import Library


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    cards = subparsers.add_parser(
        "cards", parents=[common], help="the card library: list, import, export", description=__doc__
    )
    actions = cards.add_subparsers(dest="cards_command", metavar="ACTION", required=True)

    listing = actions.add_parser("list", parents=[common], help="list the cards of the library")
    listing.add_argument("--people", metavar="P", help="only this people (an id such as alahan)")
    listing.set_defaults(func=run_list)

    importing = actions.add_parser(
        "import", parents=[common],
        help="import card packs (.json), BattleScribe files (.gst .cat .gstz .catz) or a folder of them"
    )
    importing.add_argument("files", nargs="+", metavar="FILE")
    importing.set_defaults(func=run_import)

    exporting = actions.add_parser("export", parents=[common], help="write the library (or one people) as a card pack")
    exporting.add_argument("-o", "--output", required=True, metavar="FILE")
    exporting.add_argument("--people", metavar="P", help="only this people")
    exporting.set_defaults(func=run_export)


def _open(args: argparse.Namespace, *, warn: bool = True) -> Library:
    from companion.library.store import Library

    library = Library.open(getattr(args, "db", None))
    if warn:
        _warn(library)
    return library


def _warn(library: Library) -> None:
    for warning in library.warnings:
        cli.warn(warning)


def _json(value: object) -> None:
    print(json.dumps(value, ensure_ascii=False, indent=2))


def _cell(value: object) -> str:
    return "-" if value is None else f"{value:g}" if isinstance(value, float) else str(value)


def run_list(args: argparse.Namespace) -> int:
    from companion.library.packs import card_to_dict

    with _open(args) as library:
        cards = library.cards(args.people)
        warnings = list(library.warnings)
    if getattr(args, "json", False):
        from companion.i18n.render import english

        _json({"count": len(cards), "cards": [card_to_dict(c) for c in cards],
               "warnings": [english(warning) for warning in warnings]})
        return 0
    from companion.i18n.vocabulary import label, short

    french = current_language() != "en"
    rows = [("ID", tr("NAME"), tr("RANK"),
             *(short(c) for c in ("ap", "movement", "initiative", "attack", "strength", "defence",
                                          "resilience")),
             f"{short('courage')}/{short('fear')}", short("discipline"), tr("EDITION"))]
    for card in cards:
        bravery = f"{card.courage}" if card.courage is not None else f"F{card.fear}" if card.fear is not None else "-"
        rank = "-" if not card.rank else label(card.rank) if french else card.rank.value
        rows.append(
            (card.id, card.display_name(current_language()) if french else card.name, rank, _cell(card.ap), _cell(card.movement),
             _cell(card.initiative), _cell(card.attack), _cell(card.strength), _cell(card.defence),
             _cell(card.resilience), bravery, _cell(card.discipline), card.edition)
        )  # fmt: skip
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
    print(trn("{count} card", "{count} cards", len(cards)))
    return 0


def run_import(args: argparse.Namespace) -> int:
    from companion.library.card_files import read_card_files
    from companion.library.store import ImportReport

    paths = [Path(name) for name in args.files]
    read = read_card_files(paths)  # every file read and checked before the library is opened
    with _open(args, warn=False) as library:  # a library that cannot be written says so in its error alone
        report = ImportReport()
        for _name, part in library.import_read(read):
            report.merge(part)
        total = library.count()
        _warn(library)
    files = sum(part.files for part in read)  # a folder counts the files it holds
    if getattr(args, "json", False):
        _json({**report.to_dict(), "files": [str(p) for p in paths], "files_imported": files,
               "library_count": total})
        return 0
    word = tr("note")
    for note in report.notes:
        print(f"{word}: {render(note)}")
    word = tr("skipped")
    for note in report.skipped:
        print(f"{word}: {render(note)}")
    print(trn("imported {count} file: {report}; the library holds {total} cards",
              "imported {count} files: {report}; the library holds {total} cards", files, total=total,
              report=render(report.message)))
    return 0


def run_export(args: argparse.Namespace) -> int:
    cli.refuse_the_library(args.output, getattr(args, "db", None))
    with _open(args) as library:
        written = library.export_pack(args.output, args.people)
    if getattr(args, "json", False):
        _json({"written": written, "path": str(args.output), "people": args.people})
        return 0
    print(trn("wrote {count} card to {path}", "wrote {count} cards to {path}", written,
              path=args.output))
    return 0
