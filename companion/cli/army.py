"""``companion army convert IN -o OUT``: army lists between the app's army files, BattleScribe
rosters and New Recruit's JSON export.

The format is chosen by each file's extension: ``*.army.json`` an army file, ``.ros`` and
``.rosz`` (a zip of one ``.ros``) BattleScribe rosters, any other ``.json`` a New Recruit
roster. The cards come from the library (``--db``): a roster names the cards of the data set
it was built from, which must be imported (``companion cards import``). What matches no card
or option, and what a roster cannot hold, is listed on stderr by name, never dropped silently.

Exit 0 when written, 2 on bad input (a malformed roster, an unknown format...): one line on
stderr, nothing written.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from companion import cli
from companion.cli import EXIT_OK
from companion.errors import BadInput
from companion.i18n import tr, trn
from companion.rules.message import Message


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    army = subparsers.add_parser("army", parents=[common], help="army lists: convert between formats",
                                 description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    actions = army.add_subparsers(dest="army_command", metavar="ACTION", required=True)
    convert = actions.add_parser(
        "convert", parents=[common],
        help="convert a list between *.army.json, BattleScribe (.ros, .rosz) and New Recruit (.json)",
        description="Convert an army list; the formats follow the extensions: *.army.json, .ros, .rosz, "
        "other .json (New Recruit).",
    )
    convert.add_argument("input", metavar="IN", help="the list to read")
    convert.add_argument("-o", "--output", required=True, metavar="OUT", help="the file to write")
    convert.set_defaults(func=run_convert)


def _check_suffix(path: Path) -> None:
    from companion.library.list_files import LIST_SUFFIXES

    if not path.name.lower().endswith(LIST_SUFFIXES):
        raise BadInput(Message("cli.not-a-list-file", path=str(path), suffixes=", ".join(LIST_SUFFIXES)))


def run_convert(args: argparse.Namespace) -> int:
    from companion.i18n.render import english
    from companion.library.list_files import read_list, write_list
    from companion.library.store import Library

    source, target = Path(args.input), Path(args.output)
    _check_suffix(source)
    _check_suffix(target)
    cli.refuse_the_library(target, getattr(args, "db", None))
    library = Library.open(getattr(args, "db", None))
    try:
        for warning in library.warnings:
            cli.warn(warning)
        cards = library.cards()
    finally:
        library.close()
    read = read_list(source, cards)
    left_out = write_list(target, read.army, {card.id: card for card in cards})
    problems = [*read.unmatched, *left_out]
    if getattr(args, "json", False):
        print(json.dumps({"input": str(source), "output": str(target), "entries": len(read.army.entries),
                          "unmatched": [english(m) for m in read.unmatched],
                          "left_out": [english(m) for m in left_out]}, ensure_ascii=False, indent=2))
        return EXIT_OK
    for problem in problems:
        cli.warn(problem)
    print(trn("wrote {path}: {count} entry", "wrote {path}: {count} entries", len(read.army.entries),
              path=str(target)) + (tr(" ({count} left out, listed above)", count=len(problems)) if problems else ""))
    return EXIT_OK
