"""Build the app for this platform: ``dist/companion/`` (packaging/companion.spec, PyInstaller).

    python tools/dist.py        # make dist; the release workflow runs it on Windows and macOS

Prints how long the build took and the folder's size. On Linux it also packs the folder into ``dist/companion-<version>-linux-<machine>.tar.gz``. Nothing is
kept outside the checkout: PyInstaller's cache goes to ``build/``.
"""

from __future__ import annotations

import os
import platform
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUILD = ROOT / "build" / "pyinstaller"


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def freeze(dist: Path = DIST, work: Path = BUILD, script: Path | None = None) -> Path:
    """Run PyInstaller on the spec into ``dist`` (its files being made in ``work``); returns the
    app folder. ``script``: another script to freeze in the app's place (the start-up bench's)."""
    env = {**os.environ, "PYINSTALLER_CONFIG_DIR": str(work / "config")}
    if script is not None:
        env["COMPANION_FREEZE_SCRIPT"] = str(script)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work / "work"),
                    str(ROOT / "packaging" / "companion.spec")], check=True, cwd=ROOT, env=env)
    return dist / "companion"


def tarball(folder: Path) -> Path:
    """The app folder as ``companion-<version>-linux-<machine>.tar.gz`` (a folder ``companion``)."""
    sys.path.insert(0, str(ROOT))
    from companion import __version__

    path = DIST / f"companion-{__version__}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(path, "w:gz", compresslevel=6) as archive:
        archive.add(folder, arcname="companion")
    return path


def main() -> int:
    started = time.perf_counter()
    folder = freeze()
    built = time.perf_counter()
    print(f"dist: {folder.relative_to(ROOT)} built in {built - started:.0f} s, "
          f"{folder_size(folder) / 1e6:.0f} MB")
    if sys.platform.startswith("linux"):
        packed = tarball(folder)
        print(f"dist: {packed.relative_to(ROOT)}, {packed.stat().st_size / 1e6:.0f} MB "
              f"(packed in {time.perf_counter() - built:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
