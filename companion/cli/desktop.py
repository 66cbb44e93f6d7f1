"""``companion desktop install|uninstall``: the app on a Linux desktop, for this user.

``install`` puts the menu entry, the icon, the file types (army lists, card packs, BattleScribe
files) and the AppStream metainfo in the user's data folder (companion.desktop), the menu entry
running the command that ran this one; opening such a file then opens it in the app.
``uninstall`` removes them. Exit 0 when done, 2 when the files cannot be written.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from companion.i18n import tr


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    desktop = subparsers.add_parser(
        "desktop", parents=[common], help="install the app's menu entry, icon and file types (Linux)",
        description=__doc__)
    actions = desktop.add_subparsers(dest="desktop_command", metavar="ACTION", required=True)
    for name, help_text, run in (
            ("install", "install the menu entry, icon, file types and metainfo for this user", run_install),
            ("uninstall", "remove what install put in place", run_uninstall)):
        action = actions.add_parser(name, parents=[common], help=help_text)
        action.add_argument("--data-home", metavar="DIR",
                            help="the XDG data folder to use (default: XDG_DATA_HOME, else ~/.local/share)")
        action.set_defaults(func=run)


def _report(args: argparse.Namespace, files: list[Path], done: str) -> int:
    if getattr(args, "json", False):
        print(json.dumps({"files": [str(path) for path in files]}, indent=2))
    else:
        for path in files:
            print(path)
        print(done)
    return 0


def run_install(args: argparse.Namespace) -> int:
    from companion.desktop import install

    files = install(Path(args.data_home) if args.data_home else None)
    return _report(args, files, tr("The app is in the desktop's menu; army lists, card packs and "
                                   "BattleScribe files open with it."))


def run_uninstall(args: argparse.Namespace) -> int:
    from companion.desktop import uninstall

    files = uninstall(Path(args.data_home) if args.data_home else None)
    return _report(args, files, tr("The app's menu entry, icon and file types are removed."))
