"""``companion tournament``: the organiser's commands for a tournament day.

- ``companion tournament check FOLDER|ARMY... [--cards PACK...] [--points N] [--summary]``:
  every ``*.army.json`` of the folders (and the lists named) validated under the tournament
  ruleset (tournament rules, "Choix des troupes": 200 AP unless a list says otherwise, or
  ``--points`` for every list; the overage of one figurine, at most half the least expensive
  one), each verdict in words, then the summary table of ``companion validate``. ``--json``
  prints ``companion validate``'s objects, one per list, with the ``"ruleset"`` checked.
- ``companion tournament rosters FOLDER|ARMY... -o OUTDIR [--cards PACK...] [--paper a4|letter]``:
  a roster PDF per list (``OUTDIR/<list file name>.roster.pdf``, the ``companion print roster``
  sheet, checked under the tournament ruleset: an illegal list prints with its violations).
- ``companion tournament rounds``: the tournament rounds played in the app (``--db``).

Exit codes: 0 every list legal, 1 some list illegal, 2 bad input (a missing
file, malformed JSON, a missing output folder), which wins over 1.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from companion import cli
from companion.cli import EXIT_BAD_INPUT, EXIT_OK, EXIT_RULE
from companion.errors import BadInput
from companion.i18n import tr, trn
from companion.rules.message import Message


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    parser = subparsers.add_parser(
        "tournament", parents=[common], help="tournament day: check every list, print every roster",
        description="The tournament rules for organisers: every list of a folder at once.",
    )
    commands = parser.add_subparsers(dest="tournament_command", metavar="COMMAND", required=True)

    def lists_and_cards(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("armies", nargs="+", metavar="FOLDER",
                         help="a folder (every *.army.json in it) or an army list")
        sub.add_argument("--cards", nargs="+", action="extend", metavar="PACK", default=None,
                         help="card packs (*.cards.json) to use instead of the library")
        sub.add_argument("--points", type=int, default=None, metavar="N",
                         help="the points every list is checked against (default: the list's own, else 200)")

    check = commands.add_parser(
        "check", parents=[common], help="validate every list under the tournament rules, with a summary table",
        description="Validate every *.army.json of the folders under the tournament ruleset (200 AP, the "
        "overage of Choix des troupes). Exit 0 if every list is legal, 1 if any is illegal, 2 on bad input.",
        epilog="Example: companion tournament check lists/ --cards starter.cards.json --summary",
    )
    lists_and_cards(check)
    check.add_argument("--summary", action="store_true", help="print only the summary table")
    check.set_defaults(func=run_check)

    rosters = commands.add_parser(
        "rosters", parents=[common], help="print the roster of every list (PDF, one per list)",
        description="A roster PDF per list, checked under the tournament ruleset (an illegal list is "
        "printed with its violations, and the exit code is 1).",
    )
    lists_and_cards(rosters)
    rosters.add_argument("-o", "--output", required=True, metavar="OUTDIR", help="the folder to write the PDFs in")
    rosters.add_argument("--paper", default="a4", type=str.lower, choices=("a4", "letter"),
                         help="paper size (default: a4)")
    rosters.set_defaults(func=run_rosters)

    rounds = commands.add_parser("rounds", parents=[common], help="the tournament rounds played in the app",
                                 description="The tournament rounds stored in the database, newest first.")
    rounds.set_defaults(func=run_rounds)


def _checked(args: argparse.Namespace) -> tuple[list[Any], Any]:
    """Every list read, put under the tournament ruleset and validated; and the cards used."""
    from companion.cli.validate import Checked, collect, load_cards
    from companion.library.army_files import MAX_POINTS, read_army
    from companion.rules.army_editions import in_list_edition
    from companion.rules.tournament import check_list, tournament_list

    if args.points is not None and args.points < 1:
        raise BadInput(Message("cli.points-too-low", points=args.points))
    if args.points is not None and args.points > MAX_POINTS:  # as an army file's points
        raise BadInput(Message("cli.points-too-high", points=args.points, limit=MAX_POINTS))
    paths = collect(args.armies)
    checked: list[Checked] = []
    for path in paths:
        try:
            army = tournament_list(read_army(path))
        except BadInput as error:
            checked.append(Checked(path, error=error))
            continue
        if args.points is not None:
            army = replace(army, points=args.points)
        checked.append(Checked(path, army=army))
    wanted = {entry.card_id for item in checked if item.army is not None for entry in item.army.entries}
    cards = load_cards(args, wanted)
    for item in checked:
        if item.army is not None:
            item.army = in_list_edition(item.army, cards.get)  # each list takes the cards of its edition
            item.validation = check_list(item.army, cards)
    for item in checked:
        if item.error is not None:
            cli.print_error(item.error)
    return checked, cards


def _exit(checked: list[Any]) -> int:
    if any(item.error is not None for item in checked):
        return EXIT_BAD_INPUT
    if any(item.validation is not None and not item.validation.legal for item in checked):
        return EXIT_RULE
    return EXIT_OK


def duel_line(validation: Any) -> str:
    """The figurine the list fights Le Duel with (tournament rules, "III - Le duel")."""
    dearest = validation.info.most_expensive
    if dearest is None:
        return "  " + tr("Duel figurine: none (the list has no priced figurine)")
    return "  " + tr("Duel figurine (III - Le duel, the most expensive): {name}, {ap} AP", name=dearest.name,
                     ap=dearest.ap)


def run_check(args: argparse.Namespace) -> int:
    from companion.cli.validate import _json_object, report, summary_table

    checked, _ = _checked(args)
    if args.json:
        objects = []
        for item in checked:
            obj = _json_object(item)
            if item.army is not None:
                obj["ruleset"] = item.army.ruleset.name.value
            objects.append(obj)
        print(json.dumps(objects, ensure_ascii=False, indent=2))
    elif args.summary:
        print(summary_table(checked))
    else:
        for item in checked:
            if item.validation is not None and item.army is not None:
                print(report(item.path, item.army, item.validation))
                print(duel_line(item.validation))
        print(summary_table(checked))
    return _exit(checked)


def roster_name(path: Path) -> str:
    """``lists/anne.army.json`` -> ``anne.roster.pdf``."""
    stem = path.name[: -len(".army.json")] if path.name.endswith(".army.json") else path.stem
    return f"{stem}.roster.pdf"


def run_rosters(args: argparse.Namespace) -> int:
    from companion.cli.print_sheets import _write
    from companion.printing.roster_sheet import render_roster

    out_dir = Path(args.output)
    if not out_dir.is_dir():
        raise BadInput(Message("cli.no-such-output-folder", path=str(out_dir)))
    checked, cards = _checked(args)
    written = []
    for item in checked:
        if item.army is None or item.validation is None:
            continue
        target = out_dir / roster_name(item.path)
        army, validation = item.army, item.validation
        pages = _write(lambda t, a=army, v=validation: render_roster(a, cards, v, t, args.paper), target)
        written.append({"file": str(item.path), "output": str(target), "pages": pages, "legal": validation.legal,
                        "violations": len(validation.violations)})
    if args.json:
        print(json.dumps(written, ensure_ascii=False, indent=2))
    else:
        for line in written:
            verdict = tr("legal") if line["legal"] else trn("ILLEGAL, {count} violation printed on it",
                                                            "ILLEGAL, {count} violations printed on it",
                                                            line["violations"])
            print(trn("wrote {path} ({count} page, {verdict})", "wrote {path} ({count} pages, {verdict})",
                      line["pages"], path=line["output"], verdict=verdict))
        print(trn("{count} roster in {folder}", "{count} rosters in {folder}", len(written),
                  folder=out_dir))
    return _exit(checked)


def _stage(stage_id: str) -> str:
    """A stored round's stage (its id) by its name in the current language; an unknown id as it is."""
    from companion.i18n import render
    from companion.rules.tournament import Stage

    try:
        return render(Stage(stage_id))
    except ValueError:
        return stage_id


def run_rounds(args: argparse.Namespace) -> int:
    from companion.library.tournament_rounds import TournamentRounds

    rounds = TournamentRounds.open(getattr(args, "db", None))
    try:
        listed = rounds.list()
    finally:
        rounds.close()
    if args.json:
        print(json.dumps([{"id": r.id, "name": r.name, "updated": r.updated_at, "players": list(r.players),
                           "stage": r.stage, "winner": r.winner, "objective": r.objective} for r in listed],
                         ensure_ascii=False, indent=2))
        return EXIT_OK
    if not listed:
        print(tr("no tournament round yet"))
    for r in listed:
        winner = tr("won by {name}", name=r.winner) if r.winner else _stage(r.stage)
        number = f"{r.id:>4}"
        print(tr("{number}  {name}  ({first} vs {second}; {objective}): {where}", number=number, name=r.name,
                 first=r.players[0], second=r.players[1], objective=r.objective, where=winner))
    return EXIT_OK
