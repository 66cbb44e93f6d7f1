"""The ``companion`` command: the window by default, subcommands for scripted use.

Each module of this package (but this one) is a subcommand group and defines
``register(subparsers, common)``, adding its parser with ``parents=[common]`` and setting
``func=run`` (a function of the parsed arguments that returns the exit code). Modules import
heavy libraries inside their ``run`` functions, so that ``companion --help`` stays fast.

Exit codes: 0 done (a legal list), 1 a rule says no, 2 bad input, with a clear one-line
message on stderr in the user's language and no traceback.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import os
import pkgutil
import sys
from collections.abc import Callable, Sequence

from companion import __version__
from companion.errors import BadInput
from companion.rules.errors import RulesError
from companion.rules.message import Message

EXIT_OK = 0
EXIT_RULE = 1
EXIT_BAD_INPUT = 2


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


def build_parser() -> argparse.ArgumentParser:
    """The ``companion`` parser with every subcommand."""
    parser = argparse.ArgumentParser(
        prog="companion",
        description="Army builder and table-side companion for CONFRONTATION. "
        "Without a subcommand, opens the window; `companion FILE...` opens the files in it.",
        parents=[common_options()],
    )
    common = common_options(for_subcommand=True)
    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    package_path = os.path.dirname(__file__)
    for info in sorted(pkgutil.iter_modules([package_path]), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        module.register(subparsers, common)
    return parser


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


def print_error(error: Exception) -> None:
    """``companion: error: ...`` on stderr: what the error says, in the current language."""
    from companion.i18n.engine import error_text

    print(f"companion: error: {error_text(error)}", file=sys.stderr)


def warn(message: Message) -> None:
    """``companion: warning: ...`` on stderr: a warning of the library, in the current language."""
    from companion.i18n import render, tr

    word = tr("warning")
    print(f"companion: {word}: {render(message)}", file=sys.stderr)


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
def closed_pipe_is_fine(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """A subcommand whose output is piped (``companion cards list | head``) ends quietly when
    the reader stops reading."""

    @functools.wraps(run)
    def wrapper(args: argparse.Namespace) -> int:
        try:
            code = run(args)
            sys.stdout.flush()
            return code
        except BrokenPipeError:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0

    return wrapper


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(with_files_to_open(sys.argv[1:] if argv is None else argv))
    func: Callable[[argparse.Namespace], int] | None = getattr(args, "func", None)
    if func is None:  # no subcommand: the window
        from companion.cli.gui import run as run_gui

        func = run_gui
    try:
        return func(args)
    except (BadInput, RulesError) as error:
        return fail(error, getattr(args, "lang", None))
    except KeyboardInterrupt:
        return 130
