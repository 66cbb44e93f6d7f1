"""``companion game list|export|replay|import|luck``: the games played at the table.

- ``companion game list`` - every game: number, name, sides, round, phase, status, result.
- ``companion game export GAME -o FILE [--format json|text]`` - the log as replayable JSON
  (``{"format": "confrontation-game", ...}``), or the battle report as text. GAME is the
  game's number or its exact name.
- ``companion game replay LOG.json`` - replays an exported log and prints the final state:
  round, phase, result, each figurine's wound level and states.
- ``companion game import LOG.json [--name NAME]`` - stores an exported log as a new game.
- ``companion game luck GAME [--json]`` - each player's luck: the rolls made, the successes
  expected and got, and the exact chance of doing at least as well with the same rolls, by
  kind of roll, by wound for the Damage rolls, and round by round (fractions as "p/q" too).

Exit codes: 0 done; 2 bad input (an unknown game, a malformed log, an illegal
action in a log: the message names the action's index), with the message on stderr.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from companion.files import write_atomically
from companion.cli import EXIT_OK, one_line, refuse_the_library
from companion.errors import BadInput
from companion.rules.message import Message
from companion.i18n import ENGLISH, render, tr, using_language
from companion.rules.message import Argument


def _phase(value: str) -> str:
    """A stored phase id in words (the Table's name of the phase: "Approach", "Firing"...)."""
    from companion.rules.game.state import Phase

    try:
        return render(Phase(value).label)
    except ValueError:
        return value


def _wound(value: str) -> str:
    """A wound level id (``light``) as the game term it names ("Light Wound", "Blessure légère")."""
    from companion.rules.wounds import WoundLevel

    try:
        return render(WoundLevel(value))
    except ValueError:
        return value


def _english(value: Argument) -> str:
    """A message in English: the words of JSON output, whose ids and keys are English too."""
    with using_language(ENGLISH):
        return render(value)


def _options() -> argparse.ArgumentParser:
    """``--db`` and ``--json`` at every level; SUPPRESS defaults, so an option given before the
    subcommand (``companion --db X game list``) is not reset by a parser after it."""
    options = argparse.ArgumentParser(add_help=False)
    options.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS,
                         help="the SQLite database (default: COMPANION_DB, else the user data folder)")
    options.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="machine-readable output")
    return options


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    common = _options()
    parser = subparsers.add_parser(
        "game", parents=[common], help="games played at the table: list, export, replay, import, luck",
        description="The games kept by the table companion.",
    )
    commands = parser.add_subparsers(dest="game_command", metavar="COMMAND", required=True)
    listing = commands.add_parser("list", parents=[common], help="every game, the latest first")
    listing.set_defaults(func=run_list)
    export = commands.add_parser("export", parents=[common], help="a game's log as JSON or a battle report")
    export.add_argument("game", metavar="GAME", help="the game's number (see `companion game list`) or name")
    export.add_argument("-o", "--output", required=True, metavar="FILE", help="the file to write")
    export.add_argument("--format", choices=("json", "text"), default="json",
                        help="json: the replayable log (default); text: the battle report")
    export.set_defaults(func=run_export)
    replay = commands.add_parser("replay", parents=[common], help="replay an exported log, print the final state")
    replay.add_argument("log", metavar="LOG.json", help="a log written by `companion game export`")
    replay.set_defaults(func=run_replay)
    importing = commands.add_parser("import", parents=[common], help="store an exported log as a new game")
    importing.add_argument("log", metavar="LOG.json")
    importing.add_argument("--name", default=None, help="the new game's name (default: the log's)")
    importing.set_defaults(func=run_import)
    luck = commands.add_parser("luck", parents=[common], help="each player's luck: successes expected and got")
    luck.add_argument("game", metavar="GAME", help="the game's number (see `companion game list`) or name")
    luck.set_defaults(func=run_luck)


def _store(args: argparse.Namespace) -> Any:
    from companion.library.games import GameStore

    return GameStore.open(getattr(args, "db", None))


def run_list(args: argparse.Namespace) -> int:
    with _store(args) as store:
        games = store.list()
    if getattr(args, "json", False):
        print(json.dumps([g.to_dict() for g in games], ensure_ascii=False, indent=2))
        return EXIT_OK
    if not games:
        print(tr("No game yet."))
        return EXIT_OK
    for game in games:
        if game.status == "finished":
            where = render(game.result) if game.result is not None else ""
            status = tr("finished")
        else:
            where = tr("round {round}, {phase}", round=game.round, phase=_phase(game.phase))
            status = tr("in progress")
        number = f"{game.id:>4}"
        print(one_line(tr("{number}  {name}  ({first} vs {second}, {ruleset}) - {status}: {where}  [{actions} "
                          "actions, {updated}]", number=number, name=game.name, first=game.sides[0],
                          second=game.sides[1], ruleset=game.ruleset, status=status, where=where,
                          actions=game.actions, updated=game.updated)))
    return EXIT_OK


def run_export(args: argparse.Namespace) -> int:
    refuse_the_library(args.output, getattr(args, "db", None))
    with _store(args) as store:
        game_id = store.resolve(args.game)
        if args.format == "json":
            content = json.dumps(store.export_json(game_id), ensure_ascii=False, indent=1) + "\n"
        else:
            content = store.export_text(game_id)
    target = Path(args.output)
    try:
        write_atomically(target, content.encode("utf-8"))
    except OSError as error:
        raise BadInput(Message("library.cannot-write", path=str(target), error=error.strerror or str(error))) from None
    if getattr(args, "json", False):
        print(json.dumps({"game": game_id, "file": str(target), "format": args.format}))
    else:
        print(tr("Game {game} written to {path} ({format}).", game=game_id, path=target, format=args.format))
    return EXIT_OK


def run_replay(args: argparse.Namespace) -> int:
    from companion.library.games import read_log, replay_log
    from companion.rules.game.report import state_summary

    name, setup, actions = read_log(args.log)
    state = replay_log(setup, actions, args.log)
    summary = state_summary(state)
    if getattr(args, "json", False):
        summary["result"] = _english(summary["result"]) if summary["result"] is not None else None
        for side in summary["sides"]:
            for fig in side["figurines"]:
                fig["states"] = [_english(s) for s in fig["states"]]
        print(json.dumps({"name": name, **summary}, ensure_ascii=False, indent=2))
        return EXIT_OK
    lines = [tr("{name}: round {round}, {phase}", name=name or args.log, round=state.round,
                phase=_phase(state.phase.value))
             + (f" - {render(state.result)}" if state.result is not None else "")
             + tr(" ({count} actions)", count=state.seq)]
    for side in summary["sides"]:
        lines.append(tr("{name} ({army}): {losses} lost", name=side["name"], army=side["army"],
                        losses=side["losses"]))
        for fig in side["figurines"]:
            states = ", ".join(render(s) for s in fig["states"])
            lines.append(f"  {fig['id']:<4} {fig['name']}: {_wound(fig['wound'])}" + (f" [{states}]" if states else ""))
    for line in lines:
        print(one_line(line))  # the names come from the log: a terminal's escapes are shown, not obeyed
    return EXIT_OK


def run_import(args: argparse.Namespace) -> int:
    from companion.library.games import check_log, read_log_data

    log = check_log(read_log_data(args.log), args.log)  # read and replayed before the database is opened
    with _store(args) as store:
        game_id = store.store_log(log, args.name)
    actions = len(log.actions)
    if getattr(args, "json", False):
        print(json.dumps({"game": game_id, "actions": actions}))
    else:
        print(tr("Imported as game {game} ({count} actions).", game=game_id, count=actions))
    return EXIT_OK


def run_luck(args: argparse.Namespace) -> int:
    from companion.library.game_luck import luck_lines, luck_of_log, lucks_to_json

    with _store(args) as store:
        game_id = store.resolve(args.game)
        name = store.name(game_id)
        state = store.state(game_id)
        actions = store.actions(game_id)
    lucks = luck_of_log(state.setup, actions)
    if getattr(args, "json", False):
        print(json.dumps({"game": game_id, "name": name, "players": lucks_to_json(state.setup, lucks)},
                         ensure_ascii=False, indent=2))
        return EXIT_OK
    print(tr("{name}: round {round}, {phase}", name=name, round=state.round, phase=_phase(state.phase.value)))
    print("\n".join(luck_lines(state.setup, lucks)))
    return EXIT_OK
