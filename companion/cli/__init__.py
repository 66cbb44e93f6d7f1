"""The ``companion`` command: the window by default, subcommands for scripted use.

Each module of this package (but this one) is a subcommand group, listed in :data:`COMMANDS`,
and defines ``register(subparsers, common)``, adding its parser with ``parents=[common]`` and
setting ``func=run`` (a function of the parsed arguments that returns the exit code). A command
line that names a subcommand is parsed by a parser with that subcommand only (its module alone
imported); the top-level help, and a command line that names none it knows, by the parser with
them all. Modules import heavy libraries inside their ``run`` functions, so that
``companion --help`` stays fast.

Exit codes: 0 done (a legal list), 1 a rule says no, 2 bad input, with a clear one-line
message on stderr in the user's language and no traceback. Output into a pipe whose reader
stopped reading (``companion game replay LOG | head -3``) ends quietly.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from typing import NoReturn

from companion import __version__
from companion.errors import BadInput
from companion.rules.errors import RulesError
from companion.rules.message import Message

EXIT_OK = 0
EXIT_RULE = 1
EXIT_BAD_INPUT = 2

COMMANDS: dict[str, str] = {
    "army": "army",
    "cards": "cards",
    "data": "data",
    "desktop": "desktop",
    "game": "game",
    "gui": "gui",
    "print": "print_sheets",
    "rules": "rules",
    "tournament": "tournament",
    "validate": "validate",
}
"""Each subcommand and the module of this package that defines it."""


class Parser(argparse.ArgumentParser):
    """argparse's parser (and, by argparse's default, its sub-parsers'), whose usage error is
    one line on stderr, ``PROG: error: WHAT (PROG --help says how it is used)``, and exit code
    2: the usage itself is in ``--help``. WHAT is argparse's own text (in English)."""

    def error(self, message: str) -> NoReturn:
        from companion.i18n import tr

        hint = tr("({command} --help says how it is used)", command=self.prog)
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {one_line(message)} {hint}\n")


def common_options(*, for_subcommand: bool = False) -> argparse.ArgumentParser:
    """Options every subcommand takes: ``--db PATH`` and ``--json``.

    They are accepted before and after the subcommand (``companion --db X cards list`` and
    ``companion cards list --db X``). A sub-parser's defaults would overwrite what the top
    level parsed, so on sub-parsers the options leave the namespace alone unless given.
    """
    common = argparse.ArgumentParser(add_help=False)
    unset = argparse.SUPPRESS if for_subcommand else None
    common.add_argument(
        "--db",
        metavar="PATH",
        default=unset,
        help="the SQLite database (default: COMPANION_DB, else the user data folder)",
    )
    common.add_argument(
        "--json",
        action="store_true",
        default=argparse.SUPPRESS if for_subcommand else False,
        help="machine-readable output",
    )
    return common


def build_parser(commands: Iterable[str] | None = None) -> argparse.ArgumentParser:
    """The ``companion`` parser with these subcommands (None: every one)."""
    parser = Parser(
        prog="companion",
        description="Army builder and table-side companion for CONFRONTATION. "
        "Without a subcommand, opens the window; `companion FILE...` opens the files in it.",
        parents=[common_options()],
    )
    common = common_options(for_subcommand=True)
    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in COMMANDS if commands is None else commands:
        module = importlib.import_module(f"{__name__}.{COMMANDS[command]}")
        module.register(subparsers, common)
    return parser


def parser_for(argv: Sequence[str]) -> argparse.ArgumentParser:
    """The parser for this command line: with the one subcommand it names (none if it names
    none, for the window), or with every subcommand for ``--help``, ``--version``, an unknown
    subcommand or option (which that parser then explains)."""
    top = argparse.ArgumentParser(prog="companion", add_help=False, parents=[common_options()],
                                  exit_on_error=False)
    top.add_argument("-h", "--help", action="store_true")
    top.add_argument("--version", action="store_true")
    top.add_argument("command", nargs="?")
    top.add_argument("arguments", nargs=argparse.REMAINDER)  # the subcommand's, not read here
    try:
        found, unknown = top.parse_known_args(argv)
    except argparse.ArgumentError:  # (``--db`` without its value)
        return build_parser()
    known = found.command is None or found.command in COMMANDS
    if found.help or found.version or unknown or not known:
        return build_parser()
    return build_parser(() if found.command is None else (found.command,))


def fail(error: Exception, language: str | None = None) -> int:
    """Print what a bad input says on stderr, in the user's language (an unknown ``--lang``:
    the current one), and return exit code 2."""
    from companion.i18n import parse_language, using_language

    try:
        chosen = parse_language(language) if language else None
    except ValueError:
        chosen = None
    with using_language(chosen):
        print_error(error)
    return EXIT_BAD_INPUT


def one_line(text: str) -> str:
    """``text`` with its control characters escaped (``\\n``, ``\\x1b``): a file name or a
    value quoted in a message can hold a newline or a terminal's escape, and a message is one
    line."""
    return "".join(repr(char)[1:-1] if unicodedata.category(char) == "Cc" else char for char in text)


def print_error(error: Exception) -> None:
    """``companion: error: ...`` on stderr: what the error says, in the current language."""
    from companion.i18n.engine import error_text

    print(f"companion: error: {one_line(error_text(error))}", file=sys.stderr)


def warn(message: Message) -> None:
    """``companion: warning: ...`` on stderr: a warning of the library, in the current language."""
    from companion.i18n import render, tr

    word = tr("warning")
    print(f"companion: {word}: {one_line(render(message))}", file=sys.stderr)


def refuse_the_library(path: str | os.PathLike[str], db: str | None) -> None:
    """BadInput if ``path`` is the library's own file (``--db``, else its default): an output
    written there would replace every card, list and game."""
    from companion.paths import database_path

    library = database_path(db)
    if os.path.isfile(path) and library.is_file() and os.path.samefile(path, library):
        raise BadInput(Message("cli.output-is-library", path=str(path)))


def clean_own_folders(db: str | None) -> None:
    """Remove what writes killed midway left in the app's own folders (the data folder, the
    database's): their hidden temporary files (companion.files)."""
    from companion.files import clean_stale_parts
    from companion.paths import data_dir, database_path

    for folder in {data_dir(), database_path(db).parent}:
        clean_stale_parts(folder)


OPTIONS_WITH_VALUE = ("--db",)
"""The options before a subcommand that take the next argument as their value."""


def with_files_to_open(argv: Sequence[str]) -> list[str]:
    """``argv`` with ``gui`` put before the first file it names: ``companion FILE...`` (what the
    desktop runs to open a file with the app) opens the files in the window. A file is told from
    a subcommand by a dot or a slash in its name, which no subcommand has."""
    arguments = list(argv)
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        if argument in OPTIONS_WITH_VALUE:
            index += 2
        elif argument.startswith("-"):
            index += 1
        elif "." in argument or "/" in argument or os.sep in argument:
            return [*arguments[:index], "gui", *arguments[index:]]
        else:
            break
    return arguments


def main(argv: Sequence[str] | None = None) -> int:
    arguments = with_files_to_open(sys.argv[1:] if argv is None else argv)
    args = parser_for(arguments).parse_args(arguments)
    clean_own_folders(getattr(args, "db", None))
    func: Callable[[argparse.Namespace], int] | None = getattr(args, "func", None)
    if func is None:  # no subcommand: the window
        from companion.cli.gui import run as run_gui

        func = run_gui
    try:
        code = func(args)
        sys.stdout.flush()  # here, where a reader gone away (``| head``) is seen
        return code
    except (BadInput, RulesError) as error:
        return fail(error, getattr(args, "lang", None))
    except BrokenPipeError:  # the reader of our output stopped reading: nothing more to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # the interpreter's last flush too
        return EXIT_OK
    except KeyboardInterrupt:
        return 130
