"""The app on a Linux desktop (freedesktop.org), installed for the user: its menu entry, its
icon, the file types it opens and its AppStream metainfo.

The files are the shipped ones (``resources/desktop/``, ``resources/icons/``), copied into the
user's data folder (``$XDG_DATA_HOME``, else ``~/.local/share``):

- ``applications/<app id>.desktop``, its ``Exec`` the absolute path of the command that
  started this app (the frozen executable, or the ``companion`` script of the environment);
- ``icons/hicolor/<n>x<n>/apps/<app id>.png`` and ``icons/hicolor/scalable/apps/<app id>.svg``;
- ``mime/packages/<app id>.xml`` (army lists, card packs, BattleScribe files);
- ``metainfo/<app id>.metainfo.xml``;

then the desktop's caches are refreshed with ``update-mime-database`` and
``update-desktop-database`` where these tools are installed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from companion.errors import BadInput
from companion.files import write_atomically
from companion.project import APP_ID, ICON_SIZES
from companion.resources import resource
from companion.rules.message import Message

_EXEC_LINE = re.compile(r"^(Exec|TryExec)=(\S+)(.*)$", re.MULTILINE)


def data_home() -> Path:
    """The user's XDG data folder."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def shipped_files(data: Path) -> dict[Path, Path]:
    """Each shipped desktop file -> where it goes under ``data`` (the .desktop file aside)."""
    desktop, icons = resource("desktop"), resource("icons")
    files = {
        desktop / f"{APP_ID}.mime.xml": data / "mime" / "packages" / f"{APP_ID}.xml",
        desktop / f"{APP_ID}.metainfo.xml": data / "metainfo" / f"{APP_ID}.metainfo.xml",
        icons / "companion.svg": data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    }
    for size in ICON_SIZES:
        files[icons / f"companion-{size}.png"] = (
            data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    return files


def desktop_entry_path(data: Path) -> Path:
    return data / "applications" / f"{APP_ID}.desktop"


def command_path() -> Path:
    """The command that starts this app: the frozen executable, else the ``companion`` script
    installed beside the interpreter (a virtual environment, pipx), else the one on PATH."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve()
    beside = Path(sys.executable).parent / ("companion.exe" if os.name == "nt" else "companion")
    if beside.is_file():
        return beside.absolute()
    found = shutil.which("companion")
    if found is None:
        raise BadInput(Message("desktop.no-command"))
    return Path(found).absolute()


def exec_argument(path: Path) -> str:
    """``path`` as one argument of a desktop entry's ``Exec`` key (quoted when it must be)."""
    text = str(path)
    if not re.search(r"[\s\"'\\$`<>~|&;*?#()]", text):
        return text
    return '"' + re.sub(r'(["`$\\])', r"\\\1", text) + '"'


def desktop_entry(command: Path) -> str:
    """The shipped desktop entry with ``Exec`` and ``TryExec`` running ``command``."""
    text = resource("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8")
    return _EXEC_LINE.sub(lambda match: f"{match.group(1)}={exec_argument(command)}{match.group(3)}", text)


def install(data: Path | None = None, command: Path | None = None) -> list[Path]:
    """Install the desktop files under ``data`` (default: :func:`data_home`); returns the files
    written. Re-installing replaces them. Each is written beside and renamed into place: a kill
    midway leaves each file whole, old or new, never a truncated one."""
    data = data or data_home()
    written = []
    try:
        for source, target in shipped_files(data).items():
            target.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(target, source.read_bytes())
            written.append(target)
        entry = desktop_entry_path(data)
        entry.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(entry, desktop_entry(command or command_path()).encode("utf-8"))
        written.append(entry)
    except OSError as error:
        raise BadInput(Message("desktop.cannot-write", folder=str(data),
                               error=str(error.strerror or error))) from None
    refresh_caches(data)
    return written


def uninstall(data: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote under ``data``; returns the files removed."""
    data = data or data_home()
    removed = []
    for target in [*shipped_files(data).values(), desktop_entry_path(data)]:
        if target.is_file():
            target.unlink()
            removed.append(target)
    refresh_caches(data)
    return removed


def refresh_caches(data: Path) -> None:
    """The desktop's MIME and application caches rebuilt for ``data``, with the tools installed."""
    for tool, folder in (("update-mime-database", data / "mime"),
                         ("update-desktop-database", data / "applications")):
        if shutil.which(tool) and folder.is_dir():
            subprocess.run([tool, str(folder)], check=False, capture_output=True)
