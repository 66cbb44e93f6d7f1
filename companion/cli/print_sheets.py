"""``companion print``: the printable sheets as PDF (roster, quick reference, card proxies).

This module is not called ``print.py``: as an attribute of the ``companion.cli`` package that
name would shadow the builtin ``print`` inside ``companion/cli/__init__.py``.

- ``companion print roster ARMY.json -o OUT.pdf [--cards PACK...] [--paper a4|letter] [--against OTHER.army.json]``
- ``companion print reference -o OUT.pdf [--ruleset core|tournament] [--house-rule N...]``
- ``companion print proxies ARMY.json -o OUT.pdf [--cards PACK...] [--paper a4|letter]``

Without ``--cards`` the cards come from the library database (``--db``). A list that breaks
the rules still prints, with its violations on the sheet; the exit code then says so (1), as
``companion validate`` does. A missing or malformed file, an unknown paper or ruleset: exit 2.
reportlab is imported only when a sheet is rendered, so ``companion --help`` stays fast.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.cli import refuse_the_library
from companion.files import write_atomically
from companion.errors import BadInput
from companion.i18n import trn
from companion.rules.message import Message

if TYPE_CHECKING:
    from companion.rules.card import Card

EXIT_OK = 0
EXIT_RULE = 1


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    parser = subparsers.add_parser(
        "print", parents=[common], help="print a roster, the quick reference or card proxies (PDF)",
        description="Printable sheets as PDF, on A4 or Letter.",
    )
    sheets = parser.add_subparsers(dest="sheet", metavar="SHEET", required=True)

    def paper_option(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("--paper", default="a4", type=str.lower, choices=("a4", "letter"),
                         help="paper size (default: a4)")
        sub.add_argument("-o", "--output", required=True, metavar="OUT.pdf",
                         help="the PDF to write")
        sub.add_argument("--lang", default=None, metavar="fr|en", type=_language,
                         help="the sheet's language (default: COMPANION_LANG, else the system's)")

    roster = sheets.add_parser(
        "roster", parents=[common], help="roster with characteristics and wound tracks",
        description="The army list with every characteristic and a wound track per figurine. "
        "An illegal list prints with its violations and exits 1.",
    )
    roster.add_argument("army", metavar="ARMY.json", help="the army list (*.army.json)")
    roster.add_argument("--cards", nargs="+", metavar="PACK", default=None,
                        help="card packs to use instead of the library")
    roster.add_argument("--against", default=None, metavar="OTHER.army.json",
                        help="another list (or a BattleScribe roster): a page of who wins each fight")
    roster.add_argument("--charge", default="none", choices=("first", "second", "none"),
                        help="with --against: who charged (first: this list's figurine)")
    paper_option(roster)
    roster.set_defaults(func=run_roster)

    reference = sheets.add_parser(
        "reference", parents=[common], help="the quick-reference sheet of the ruleset's tables",
        description="Wound table, firing, movement, hand to hand, Fear: for the ruleset and "
        "house rules chosen, each table with its source.",
    )
    reference.add_argument("--ruleset", default="core", choices=("core", "tournament"),
                           help="the rules in force (default: core)")
    reference.add_argument("--house-rule", dest="house_rules", type=int, nargs="+", default=[],
                           metavar="N", help="house rules switched on, by number (1-21)")
    paper_option(reference)
    reference.set_defaults(func=run_reference)

    proxies = sheets.add_parser(
        "proxies", parents=[common], help="card-sized proxies (63 x 88 mm) of a list's cards",
        description="One proxy per entry of the list, nine to a page with cut marks.",
    )
    proxies.add_argument("army", metavar="ARMY.json", help="the army list (*.army.json)")
    proxies.add_argument("--cards", nargs="+", metavar="PACK", default=None,
                         help="card packs to use instead of the library")
    paper_option(proxies)
    proxies.set_defaults(func=run_proxies)


def load_cards(packs: list[str] | None, db: str | None) -> dict[str, Card]:
    """Cards by id: from the packs given (later packs win), else from the library database."""
    if packs:
        from companion.library.packs import read_pack

        cards: dict[str, Card] = {}
        for path in packs:
            for card in read_pack(path).cards:
                cards[card.id] = card
        return cards
    from companion.library.store import Library

    with Library.open(db) as library:
        return {card.id: card for card in library.cards()}


def load_army(path: str) -> Any:
    """The army list at ``path``; a missing or malformed file is bad input."""
    from companion.library.army_files import read_army

    return read_army(path)


def _language(code: str) -> str:
    from companion.i18n import LANGUAGES, parse_language, render

    try:
        return parse_language(code)
    except ValueError:
        raise argparse.ArgumentTypeError(render(Message("cli.unknown-language", language=code,
                                                        languages=", ".join(LANGUAGES)))) from None


def _output(path: str, db: str | None) -> Path:
    refuse_the_library(path, db)
    out = Path(path)
    if out.is_dir():
        raise BadInput(Message("cli.output-is-folder", path=path))
    if not out.parent.exists():
        raise BadInput(Message("cli.output-folder-missing", path=path, folder=str(out.parent)))
    return out


def _write(render: Any, out: Path) -> int:
    """Render in memory, then write the file atomically: no half-written PDF."""
    buffer = io.BytesIO()
    pages = int(render(buffer))
    try:
        write_atomically(out, buffer.getvalue())
    except OSError as error:
        raise BadInput(Message("file.cannot-write", path=str(out), error=str(error.strerror or error))) from None
    return pages


def _report(args: argparse.Namespace, out: Path, pages: int, **extra: Any) -> None:
    if getattr(args, "json", False):
        print(json.dumps({"output": str(out), "pages": pages, "paper": args.paper, **extra}))
    else:
        print(trn("wrote {path} ({count} page, {paper})", "wrote {path} ({count} pages, {paper})", pages,
                  path=str(out), paper=args.paper))


def run_roster(args: argparse.Namespace) -> int:
    from companion.printing.roster import check_roster_size
    from companion.printing.roster_sheet import render_roster
    from companion.rules.army import validate
    from companion.rules.army_editions import in_list_edition

    out = _output(args.output, getattr(args, "db", None))
    loaded = load_army(args.army)
    check_roster_size(loaded)  # before the cards are read and the pages laid out
    cards: Mapping[str, Card] = load_cards(args.cards, getattr(args, "db", None))
    army = in_list_edition(loaded, cards.get)
    validation = validate(army, cards)
    against = None
    if args.against is not None:
        from companion.library.list_files import read_list
        from companion.rules.matchup import Charger
        from companion.rules.matchup_matrix import army_matrix

        other = read_list(args.against, cards.values()).army
        against = army_matrix(army, other, cards, charge=Charger(args.charge))
    pages = _write(lambda target: render_roster(army, cards, validation, target, args.paper,
                                                       language=args.lang, against=against), out)
    _report(args, out, pages, legal=bool(validation.legal),
            violations=len(validation.violations))
    if not validation.legal:
        if not getattr(args, "json", False):
            print("companion: " + trn("the list breaks {count} rule; it is printed on the roster",
                                      "the list breaks {count} rules; they are printed on the roster",
                                      len(validation.violations)), file=sys.stderr)
        return EXIT_RULE
    return EXIT_OK


def run_reference(args: argparse.Namespace) -> int:
    from companion.printing.reference import render_reference
    from companion.i18n.render import english
    from companion.rules.ruleset import Ruleset

    ruleset = Ruleset.parse(args.ruleset, args.house_rules)
    out = _output(args.output, getattr(args, "db", None))
    pages = _write(lambda target: render_reference(ruleset, target, args.paper,
                                                          language=args.lang), out)
    _report(args, out, pages, ruleset=english(ruleset.message))
    return EXIT_OK


def run_proxies(args: argparse.Namespace) -> int:
    from companion.printing.proxies import army_proxies
    from companion.printing.proxy_sheet import render_proxies
    from companion.rules.army_editions import in_list_edition

    out = _output(args.output, getattr(args, "db", None))
    cards = load_cards(args.cards, getattr(args, "db", None))
    army = in_list_edition(load_army(args.army), cards.get)
    wanted = army_proxies(army, cards)
    pages = _write(lambda target: render_proxies(wanted, target, args.paper,
                                                        language=args.lang), out)
    _report(args, out, pages, proxies=sum(count for _, count in wanted))
    return EXIT_OK
