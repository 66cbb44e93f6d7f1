"""``companion validate ARMY.json|FOLDER... [--cards PACK...] [--json] [--summary]``.

Checks army lists. A folder stands for every
``*.army.json`` in it, for tournament organisers checking every player's list at once.
The cards come from the library in the database, or, with ``--cards``, from those packs only
(a card in several packs: the last pack named wins).

Output: for each list, legal or illegal and each violation in plain words with its source; with
several lists, a summary table at the end (``--summary`` prints only the table). ``--json``
prints the verdict's object for one list (its ``message`` texts in English, with their
``message_id``), an array of them (each with its ``"file"``) for several; a file that cannot be
read is ``{"file": ..., "error": ...}`` in the array, its error in English.

Exit codes: 0 every list legal, 1 some list illegal, 2 bad input (a missing file, malformed
JSON, an unknown people...), which wins over 1.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.i18n import tr, trn
from companion.i18n.engine import error_text, ruleset_text
from companion.i18n.numbers import share
from companion.i18n.render import english, render
from companion import cli
from companion.cli import EXIT_BAD_INPUT, EXIT_OK, EXIT_RULE
from companion.errors import BadInput
from companion.rules.message import Message
from companion.rules.peoples import PEOPLE_BY_ID

if TYPE_CHECKING:  # (the rules of army lists are loaded when a list is checked)
    from companion.rules.army import ArmyList, Figurine, Validation, Violation
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
    """One file's outcome: its list and verdict, or the error that kept it from being read."""

    path: Path
    army: ArmyList | None = None
    validation: Validation | None = None
    error: BadInput | None = None


def collect(arguments: Iterable[str]) -> list[Path]:
    """The files to check, in the order given; a folder gives its ``*.army.json`` sorted by name."""
    from companion.library.army_files import army_files_in

    paths: list[Path] = []
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            found = army_files_in(path)
            if not found:
                raise BadInput(Message("cli.no-army-files", path=str(path)))
            paths.extend(found)
        else:
            paths.append(path)
    return paths


def load_cards(args: argparse.Namespace, wanted: set[str] | None) -> Mapping[str, Card]:
    """The cards named by the lists (None: every card), with the cards of other editions kept
    beside them: from ``--cards`` packs, else from the library database."""
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
            cli.warn(warning)
        if wanted is None:
            return {card.id: card for card in library.cards()}
        return library.cards_named(wanted)
    finally:
        library.close()


def run(args: argparse.Namespace) -> int:
    from companion.i18n import LANGUAGES, parse_language, using_language

    language = getattr(args, "lang", None)
    if language is not None:
        try:
            language = parse_language(language)
        except ValueError:
            raise BadInput(Message("cli.unknown-language", language=language,
                                   languages=", ".join(LANGUAGES))) from None
    with using_language(language):
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    from companion.library.army_files import read_army
    from companion.library.battlescribe.xml_input import ROSTER_EXTENSIONS
    from companion.rules.army import validate
    from companion.rules.army_editions import in_list_edition

    paths = collect(args.armies)
    checked: list[Checked] = []
    for path in paths:
        try:
            if path.name.lower().endswith(ROSTER_EXTENSIONS):  # XML, not a list: say which command reads it
                raise BadInput(Message("cli.validate-roster", path=str(path)))
            checked.append(Checked(path, army=read_army(path)))
        except BadInput as error:
            if len(paths) == 1:
                raise
            checked.append(Checked(path, error=error))
    entries = [entry for item in checked if item.army is not None for entry in item.army.entries]
    travelling = any(entry.source is not None for entry in entries)
    cards = load_cards(args, None if travelling else {entry.card_id for entry in entries})
    if travelling:  # the lists find their cards by their data source's ids (cards renamed since)
        from companion.library.army_sources import SourceIndex, resolve

        index = SourceIndex(cards.values())
        for item in checked:
            if item.army is not None:
                item.army = resolve(item.army, index)
    for item in checked:
        if item.army is not None:
            item.army = in_list_edition(item.army, cards.get)  # each list takes the cards of its edition
            item.validation = validate(item.army, cards)

    for item in checked:
        if item.error is not None:
            cli.print_error(item.error)
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
    """The verdict's object, with the list's ``file`` and ``name`` first; for a file that could
    not be read, its ``file`` and its ``error`` in English."""
    if item.error is not None or item.validation is None or item.army is None:
        return {"file": str(item.path), "error": None if item.error is None else english(item.error.message)}
    result: dict[str, object] = {"file": str(item.path), "name": item.army.name}
    result.update(validation_json(item.validation))
    return result


def violation_json(violation: Violation) -> dict[str, object]:
    """One violation or warning: its rule id, its message in English (and the message's id),
    the entries concerned and its source, in English."""
    return {"rule": violation.rule, "message": english(violation.message),
            "message_id": violation.message.id, "entries": list(violation.entries),
            "source": english(violation.source)}


def validation_json(validation: Validation) -> dict[str, object]:
    """The verdict as ``companion validate --json`` prints it, plus ``ally_share`` (a fraction
    as text) and ``info``; every text in English."""
    info = validation.info
    return {
        "legal": validation.legal,
        "total_ap": validation.total_ap,
        "points": validation.points,
        "allowance": validation.allowance,
        "ally_ap": validation.ally_ap,
        "ally_share": str(validation.ally_share),
        "under_by": validation.under_by,
        "violations": [violation_json(v) for v in validation.violations],
        "warnings": [violation_json(w) for w in validation.warnings],
        "info": {
            "figures": info.figures,
            "characters": info.characters,
            "cheapest": _figurine_json(info.cheapest),
            "most_expensive": _figurine_json(info.most_expensive),
            "scouts": info.scouts,
            "mutagenic_ap": info.mutagenic_ap,
            "mutagenic_picks": info.mutagenic_picks,
            "toxic_ap": info.toxic_ap,
            "toxic_picks": info.toxic_picks,
            "war_staff": {
                "complete": info.war_staff.complete,
                "missing": [english(m) for m in info.war_staff.missing],
            },
            "blood_brothers": [list(pair) for pair in info.blood_brothers],
            "stateless_adopts": list(info.stateless_adopts),
        },
    }


def _figurine_json(figurine: Figurine | None) -> dict[str, object] | None:
    if figurine is None:
        return None
    return {"card": figurine.card_id, "name": figurine.name, "ap": figurine.ap}


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
        lines.append(f"  x {render(violation.message)} [{violation.rule}; {render(violation.source)}]")
    for warning in validation.warnings:
        lines.append(f"  ! {render(warning.message)} [{warning.rule}; {render(warning.source)}]")
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
        extras.append(tr("War-staff lacks {missing}", missing=render(info.war_staff.missing)))
    if info.stateless_adopts:
        extras.append(tr("Stateless adopt {peoples}",
                         peoples=tr(" or ").join(info.stateless_adopts)))
    lines.append("  " + " · ".join(extras))
    return "\n".join(lines)


def totals_line(validation: Validation) -> str:
    """``196 / 200 AP · allowance 5 · allies 40 AP (20.5% of 30% max)``."""
    from companion.rules.army import ALLY_SHARE_MAX

    points = "?" if validation.points is None else str(validation.points)
    return tr("{total} / {points} AP · allowance {allowance} · allies {ally_ap} AP ({share} of "
              "{cap} max)", total=validation.total_ap, points=points, allowance=validation.allowance,
              ally_ap=validation.ally_ap, share=share(validation.ally_share), cap=share(ALLY_SHARE_MAX))


def summary_table(checked: Sequence[Checked]) -> str:
    """One line per list: file, name, people, AP / points, allies %, result and the rules broken."""
    header = (tr("file"), tr("list"), tr("people"), tr("AP"), tr("allies"), tr("result"), tr("rules"))
    rows: list[tuple[str, ...]] = []
    for item in checked:
        if item.validation is None or item.army is None:
            said = "" if item.error is None else error_text(item.error)
            rows.append((item.path.name, "", "", "", "", tr("BAD INPUT"), said))
            continue
        v = item.validation
        rules = list(dict.fromkeys(x.rule for x in v.violations))
        rows.append(
            (
                item.path.name,
                item.army.name,
                item.army.people,
                f"{v.total_ap}/{'?' if v.points is None else v.points}",
                share(v.ally_share),
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
