"""``companion validate ARMY.json|FOLDER... [--cards PACK...] [--json] [--summary]``.

Checks army lists (shared/FORMATS.md, "Command line"). A folder stands for every
``*.army.json`` in it, for tournament organisers checking every player's list at once.
The cards come from the library in the database, or, with ``--cards``, from those packs only
(a card in several packs: the last pack named wins).

Output: for each list, legal or illegal and each violation in plain words with its source; with
several lists, a summary table at the end (``--summary`` prints only the table). ``--json``
prints FORMATS.md's object for one list, an array of them (each with its ``"file"``) for
several; a file that cannot be read is ``{"file": ..., "error": ...}`` in the array.

Exit codes: 0 every list legal, 1 some list illegal, 2 bad input (a missing file, malformed
JSON, an unknown people...), which wins over 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.i18n import current_language, tr, trn
from companion.i18n.engine import note_text, ruleset_text, source_text
from companion import cli
from companion.cli import EXIT_BAD_INPUT, EXIT_OK, EXIT_RULE
from companion.errors import BadInput
from companion.rules.peoples import PEOPLE_BY_ID

if TYPE_CHECKING:  # (the rules of army lists are loaded when a list is checked)
    from companion.rules.army import ArmyList, Validation
    from companion.rules.card import Card


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    parser = subparsers.add_parser(
        "validate",
        parents=[common],
        help="check army lists (exit 0 legal, 1 illegal, 2 bad input)",
        description="Check army lists against the rules of their ruleset. "
        "Exit 0 if every list is legal, 1 if any is illegal, 2 on bad input.",
        epilog="Name the lists before --cards: every word after --cards is a pack. "
        "Example: companion validate lists/ --cards starter.cards.json --json",
    )
    parser.add_argument(
        "armies",
        nargs="+",
        metavar="ARMY",
        help="an army list (*.army.json), or a folder: every *.army.json in it",
    )
    parser.add_argument(
        "--cards",
        nargs="+",
        action="extend",
        metavar="PACK",
        default=None,
        help="card packs (*.cards.json) to use instead of the library",
    )
    parser.add_argument(
        "--summary",
        action="store_true",
        help="print only the summary table (one line per list)",
    )
    parser.add_argument(
        "--lang",
        default=None,
        metavar="fr|en",
        help="language of the readable verdict (default: COMPANION_LANG, else the system's); "
        "--json stays English",
    )
    parser.set_defaults(func=run)


@dataclass
class Checked:
    """One file's outcome: its list and verdict, or the reason it could not be read."""

    path: Path
    army: ArmyList | None = None
    validation: Validation | None = None
    error: str | None = None


def collect(arguments: Iterable[str]) -> list[Path]:
    """The files to check, in the order given; a folder gives its ``*.army.json`` sorted by name."""
    from companion.library.army_files import army_files_in

    paths: list[Path] = []
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            found = army_files_in(path)
            if not found:
                raise BadInput(f"{path}: no *.army.json file in this folder")
            paths.extend(found)
        else:
            paths.append(path)
    return paths


def load_cards(args: argparse.Namespace, wanted: set[str]) -> Mapping[str, Card]:
    """The cards named by the lists: from ``--cards`` packs, else from the library database."""
    if args.cards:
        from companion.library.packs import read_pack

        cards: dict[str, Card] = {}
        for pack_path in args.cards:
            for card in read_pack(pack_path).cards:
                cards[card.id] = card
        return cards
    from companion.library.store import Library

    library = Library.open(args.db)
    try:
        for warning in library.warnings:
            print(f"companion: {tr('warning')}: {cli.error_text(warning)}", file=sys.stderr)
        found: dict[str, Card] = {}
        for card_id in sorted(wanted):
            card = library.get(card_id)
            if card is not None:
                found[card_id] = card
        return found
    finally:
        library.close()


def run(args: argparse.Namespace) -> int:
    from companion.i18n import parse_language, using_language

    language = getattr(args, "lang", None)
    if language is not None:
        try:
            language = parse_language(language)
        except ValueError as error:
            raise BadInput(str(error)) from None
    with using_language(language):
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    from companion.library.army_files import read_army
    from companion.rules.army import validate

    paths = collect(args.armies)
    checked: list[Checked] = []
    for path in paths:
        try:
            checked.append(Checked(path, army=read_army(path)))
        except BadInput as error:
            if len(paths) == 1:
                raise
            checked.append(Checked(path, error=str(error)))
    wanted = {entry.card_id for item in checked if item.army is not None for entry in item.army.entries}
    cards = load_cards(args, wanted)
    for item in checked:
        if item.army is not None:
            item.validation = validate(item.army, cards)

    for item in checked:
        if item.error is not None:
            print(f"companion: error: {cli.error_text(item.error)}", file=sys.stderr)
    if args.json:
        objects = [_json_object(item) for item in checked]
        print(json.dumps(objects if len(checked) > 1 else objects[0], ensure_ascii=False, indent=2))
    elif args.summary:
        print(summary_table(checked))
    else:
        for item in checked:
            if item.validation is not None and item.army is not None:
                print(report(item.path, item.army, item.validation))
        if len(checked) > 1:
            print(summary_table(checked))

    if any(item.error is not None for item in checked):
        return EXIT_BAD_INPUT
    if any(item.validation is not None and not item.validation.legal for item in checked):
        return EXIT_RULE
    return EXIT_OK


def _json_object(item: Checked) -> dict[str, object]:
    """FORMATS.md's object, with the list's ``file`` and ``name`` first."""
    if item.error is not None or item.validation is None or item.army is None:
        return {"file": str(item.path), "error": item.error}
    result: dict[str, object] = {"file": str(item.path), "name": item.army.name}
    result.update(item.validation.to_dict())
    return result


def _people(people_id: str) -> str:
    people = PEOPLE_BY_ID.get(people_id)
    return people.name if people is not None else people_id


def report(path: Path, army: ArmyList, validation: Validation) -> str:
    """A list's verdict in plain words, in the current language: totals, then each violation
    and warning with its source (rule ids stay English)."""
    points = (tr("no agreed points") if validation.points is None
              else tr("{points} AP", points=validation.points))
    count = len(validation.violations)
    verdict = tr("LEGAL") if validation.legal else trn("ILLEGAL ({count} violation)", "ILLEGAL ({count} violations)", count)
    lines = [
        f"{path}: {army.name} - {_people(army.people)}, {points}, {ruleset_text(army.ruleset)}: "
        f"{verdict}",
        "  " + totals_line(validation),
    ]
    for violation in validation.violations:
        lines.append(f"  x {note_text(violation.message)} [{violation.rule}; "
                     f"{source_text(violation.source)}]")
    for warning in validation.warnings:
        lines.append(f"  ! {note_text(warning.message)} [{warning.rule}; "
                     f"{source_text(warning.source)}]")
    info = validation.info
    extras = [trn("{count} figurine", "{count} figurines", info.figures)]
    if info.scouts:
        extras.append(trn("{count} Scout", "{count} Scouts", info.scouts))
    if info.mutagenic_ap:
        extras.append(tr("Mutagenic picks {picks} ({ap} AP)", picks=info.mutagenic_picks,
                         ap=info.mutagenic_ap))
    if info.toxic_ap:
        extras.append(tr("Toxic picks {picks} ({ap} AP)", picks=info.toxic_picks,
                         ap=info.toxic_ap))
    if info.war_staff.complete:
        extras.append(tr("War-staff complete"))
    elif info.war_staff.leader or info.war_staff.standard_bearer or info.war_staff.musician:
        extras.append(tr("War-staff lacks {missing}", missing=tr(" and ").join(
            note_text(m) for m in info.war_staff.missing)))
    if info.stateless_adopts:
        extras.append(tr("Stateless adopt {peoples}",
                         peoples=tr(" or ").join(info.stateless_adopts)))
    lines.append("  " + " · ".join(extras))
    return "\n".join(lines)


def totals_line(validation: Validation) -> str:
    """``196 / 200 AP · allowance 5 · allies 40 AP (20.4% of 30% max)``."""
    points = "?" if validation.points is None else str(validation.points)
    share = f"{float(validation.ally_share * 100):.1f}"
    if current_language() == "fr":
        share = share.replace(".", ",")
    return tr("{total} / {points} AP · allowance {allowance} · allies {ally_ap} AP ({share}% of "
              "30% max)", total=validation.total_ap, points=points,
              allowance=validation.allowance, ally_ap=validation.ally_ap, share=share)


def _count(number: int, word: str) -> str:
    return f"{number} {word}" + ("" if number == 1 else "s")


def summary_table(checked: Sequence[Checked]) -> str:
    """One line per list: file, name, people, AP / points, allies %, result and the rules broken."""
    header = (tr("file"), tr("list"), tr("people"), tr("AP"), tr("allies"), tr("result"), tr("rules"))
    rows: list[tuple[str, ...]] = []
    for item in checked:
        if item.validation is None or item.army is None:
            rows.append((item.path.name, "", "", "", "", tr("BAD INPUT"), cli.error_text(item.error or "")))
            continue
        v = item.validation
        rules = list(dict.fromkeys(x.rule for x in v.violations))
        rows.append(
            (
                item.path.name,
                item.army.name,
                item.army.people,
                f"{v.total_ap}/{'?' if v.points is None else v.points}",
                f"{float(v.ally_share * 100):.0f}%",
                tr("legal") if v.legal else tr("ILLEGAL"),
                ", ".join(rules),
            )
        )
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header) - 1)]
    lines = []
    for row in (header, *rows):
        cells = [cell.ljust(widths[i]) for i, cell in enumerate(row[:-1])]
        lines.append("  ".join([*cells, row[-1]]).rstrip())
    legal = sum(1 for item in checked if item.validation is not None and item.validation.legal)
    bad = sum(1 for item in checked if item.error is not None)
    illegal = len(checked) - legal - bad
    lines.append(tr("{count} lists: {legal} legal, {illegal} illegal", count=len(checked), legal=legal,
                    illegal=illegal) + (tr(", {bad} unreadable", bad=bad) if bad else ""))
    return "\n".join(lines)
