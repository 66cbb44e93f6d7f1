"""The ``companion`` dispatcher: common options before or after the subcommand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.library.packs import write_pack

from tests.cards import PACK_PALADIN


@pytest.fixture
def db_with_one_card(tmp_path: Path) -> Path:
    from companion.library.store import Library

    pack = tmp_path / "one.cards.json"
    write_pack(pack, [PACK_PALADIN], "one")
    db = tmp_path / "one.sqlite3"
    with Library.open(db, seed=False) as library:
        library.import_pack(pack)
    return db


@pytest.mark.parametrize("where", ["before", "after"])
def test_db_and_json_are_kept_before_or_after_the_subcommand(
    where: str, db_with_one_card: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    options = ["--db", str(db_with_one_card), "--json"]
    argv = options + ["cards", "list"] if where == "before" else ["cards", "list"] + options
    assert main(argv) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [card["id"] for card in listed["cards"]] == ["alahan/paladin"]


def test_an_unknown_subcommand_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["no-such-command"])
    assert exit_info.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_every_module_of_the_package_is_a_listed_subcommand() -> None:
    import pkgutil

    import companion.cli as cli

    modules = {info.name for info in pkgutil.iter_modules(cli.__path__) if not info.name.startswith("_")}
    assert set(cli.COMMANDS.values()) == modules


def test_a_command_line_imports_the_module_of_its_subcommand_only() -> None:
    import subprocess
    import sys

    code = ("import sys; from companion.cli import parser_for; "
            "args = parser_for(sys.argv[1:]).parse_args(sys.argv[1:]); "
            "print(args.command, sorted(m for m in sys.modules if m.startswith('companion.cli.')))")
    root = Path(__file__).resolve().parents[2]

    def imported(*argv: str) -> str:
        return subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True,
                              check=True, cwd=root).stdout.strip()

    assert imported("--db", "x", "cards", "list") == "cards ['companion.cli.cards']"
    assert imported("--db", "x") == "None []"  # the window
    assert imported("--json", "gui") == "gui ['companion.cli.gui']"
