"""Library files as other versions or other data left them, for the tests and the benches:
a file taken back to an older schema revision (or brought up to one), and a catalogue whose
every entry links one shared group."""

from __future__ import annotations

import shutil
from pathlib import Path

LINKED = '''    <selectionEntry id="probe-{i:05d}" name="Probe soldier {i}" hidden="false" collective="false" import="true" type="model">
      <profiles>
        <profile id="probe-p-{i:05d}" name="Probe soldier {i}" hidden="false" typeId="49dce5e2-52bf-0fc1-0d57-8c7fc051a5e7" typeName="Profile Card">
          <characteristics>
            <characteristic name="Mov" typeId="43ca05d2-93b1-2e69-9247-5222e6a3e660">10</characteristic>
            <characteristic name="Ini" typeId="62faceac-a790-f73b-e92b-95f8153c1881">4</characteristic>
            <characteristic name="Atk-Str" typeId="f9648226-7792-8e8d-fb39-d602d9ccc4a4">5-5</characteristic>
            <characteristic name="Def-Res" typeId="809ddebf-f707-4856-6d6a-24e422824c55">4-6</characteristic>
            <characteristic name="Cou/Fea" typeId="26657305-fba2-144e-cf23-b4c61e818bcc">6</characteristic>
            <characteristic name="Dis" typeId="120f8979-c55d-0da5-e6ee-00bc122d3684">4</characteristic>
          </characteristics>
        </profile>
      </profiles>
      <categoryLinks>
        <categoryLink id="probe-c-{i:05d}" hidden="false" targetId="9aa5f78a-3adb-85d6-0d69-3b4622200965" primary="true" name="Troops"/>
      </categoryLinks>
      <entryLinks>
        <entryLink id="probe-l-{i:05d}" name="Baronies" hidden="false" collective="false" import="true" targetId="8d9f-cfb1-0bf8-575a" type="selectionEntryGroup"/>
      </entryLinks>
      <costs>
        <cost name="pts" typeId="points" value="21"/>
      </costs>
    </selectionEntry>
'''


def downgrade_to(path: Path, revision: str) -> None:
    """Take the library at ``path`` back to ``revision`` with the migrations' own downgrades:
    the file as an older install left it."""
    _migrate(path, revision, upgrade=False)


def upgrade_to(path: Path, revision: str) -> None:
    """Bring the library at ``path`` up to ``revision`` only (not the head), with the
    migrations' own upgrades: the file as that revision's install migrated it."""
    _migrate(path, revision, upgrade=True)


def _migrate(path: Path, revision: str, *, upgrade: bool) -> None:
    from alembic import command
    from alembic.config import Config

    from companion.library.db import make_engine, migrations_dir

    engine = make_engine(path)
    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    with engine.connect() as connection:
        config.attributes["connection"] = connection
        (command.upgrade if upgrade else command.downgrade)(config, revision)
        connection.commit()
    engine.dispose()


def linking_catalogue(battlescribe_dir: Path, folder: Path, entries: int) -> Path:
    """The Lions' catalogue of ``battlescribe_dir`` with its entries replaced by ``entries``
    soldiers, each linking the Baronies; with the game system beside it."""
    source = (battlescribe_dir / "alahan-lions-c5.cat").read_text(encoding="utf-8")
    start = source.index("\n  <selectionEntries>\n") + len("\n  <selectionEntries>\n")
    end = source.index("\n  </selectionEntries>\n", start) + 1
    folder.mkdir()
    (folder / "alahan-lions-c5.cat").write_text(
        source[:start] + "".join(LINKED.format(i=i) for i in range(entries)) + source[end:], encoding="utf-8")
    shutil.copy(battlescribe_dir / "confrontation-c5.gst", folder)
    return folder
